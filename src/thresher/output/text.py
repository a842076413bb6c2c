"""Plain text: the kept blocks, one a line, with every Unicode space written as a space."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from thresher.output.structure import shown_text

if TYPE_CHECKING:
    from thresher.output.extraction import Extraction

# No-break, en/em/thin/hair, narrow no-break, medium mathematical, ideographic and
# Ogham spaces: plain text writes a space, as every other tool does (Markdown and
# HTML keep ``&nbsp;`` where it matters). Zero-width characters are not spaces.
UNICODE_SPACES = re.compile("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")


def render_text(extraction: Extraction) -> str:
    """Kept text blocks joined by newlines (images, permalink marks and the headline,
    which is ``title``, left out)."""
    headline = {d.block for d in extraction.decisions if d.headline}
    shown = (b for b in extraction.kept_blocks if b.kind != "img" and b.index not in headline)
    # one substitution over the joined text: the spaces replaced are never a newline
    return plain_spaces("\n".join(shown_text(b) for b in shown))


def plain_spaces(text: str) -> str:
    """``text`` with each Unicode space (U+00A0 and the like) replaced by a plain space."""
    return UNICODE_SPACES.sub(" ", text)
