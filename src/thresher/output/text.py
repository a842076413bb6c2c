"""Plain text: the kept blocks, one a line, with every Unicode space written as a space."""

from __future__ import annotations

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html.patterns import LazyPattern
from thresher.output.content import ExtractedContent, kept_indexes
from thresher.output.structure import shown_text

# No-break, en/em/thin/hair, narrow no-break, medium mathematical, ideographic and
# Ogham spaces: plain text writes a space, as every other tool does (Markdown and
# HTML keep ``&nbsp;`` where it matters). Zero-width characters are not spaces.
UNICODE_SPACES = LazyPattern("[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]")


def render_text(extraction: ExtractedContent) -> str:
    """Kept text blocks joined by newlines (images, permalink marks and the headline,
    which is ``title``, left out), each Unicode space written as a space."""
    decisions = extraction.decisions
    shown = kept_indexes(decisions) - {d.block for d in decisions if d.headline}
    texts = [shown_text(b) for b in extraction.blocks if b.index in shown and b.kind != "img"]
    texts = [text for text in texts if text]
    compiled = kernel(PARSE)
    if compiled is not None:  # one vectorised scan of the whole text; lines only if it finds one
        has_space = compiled.has_unicode_space
        joined = "\n".join(texts)
        if not has_space(joined):
            return joined
        return "\n".join([plain_spaces(text) if has_space(text) else text for text in texts])
    # ASCII, or printable (each of UNICODE_SPACES is a separator, never printable): none
    # to replace; both tests are cheaper than the pattern's scan of a wide text
    lines = [text if text.isascii() or text.isprintable() else plain_spaces(text) for text in texts]
    return "\n".join(lines)


def plain_spaces(text: str) -> str:
    """``text`` with each Unicode space (U+00A0 and the like) replaced by a plain space."""
    return UNICODE_SPACES.sub(" ", text)
