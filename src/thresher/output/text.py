"""Plain text: the kept blocks, one a line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thresher.output.structure import shown_text

if TYPE_CHECKING:
    from thresher.output.extraction import Extraction


def render_text(extraction: Extraction) -> str:
    """Kept text blocks joined by newlines (images, permalink marks and the headline,
    which is ``title``, left out)."""
    headline = {d.block for d in extraction.decisions if d.headline}
    shown = (b for b in extraction.kept_blocks if b.kind != "img" and b.index not in headline)
    return "\n".join(shown_text(b) for b in shown)
