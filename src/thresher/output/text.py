"""Plain text: the kept blocks, one a line."""

from __future__ import annotations

from thresher.types import Extraction


def render_text(extraction: Extraction) -> str:
    """Kept text blocks joined by newlines (images left out)."""
    return "\n".join(b.text for b in extraction.kept_blocks if b.kind != "img")
