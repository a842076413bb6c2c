"""What a method extracted from one page: the data every renderer reads."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from thresher.types import KEPT_LABELS, Block, Decision, Document, Metadata


@dataclass(frozen=True)
class ExtractedContent:
    """The blocks, decisions and metadata of one page, before any rendering.

    ``page_html`` is a method's own rendering of the whole page, where the
    method produces one (roles: the cleaned page; template: the page with its
    site template removed or marked); the ``page`` output format writes it.
    """

    method: str
    options: Mapping[str, Any]
    metadata: Metadata
    blocks: tuple[Block, ...]
    decisions: tuple[Decision, ...]
    url: str | None = None
    encoding: str = "utf-8"
    encoding_source: str = "default"
    warnings: tuple[str, ...] = ()
    page_html: str | None = None
    document: Document | None = field(default=None, compare=False, repr=False)

    @property
    def title(self) -> str | None:
        """The page's main title."""
        return self.metadata.title

    @property
    def date(self) -> str | None:
        """The publication date as ISO ``YYYY-MM-DD``."""
        return self.metadata.date

    @property
    def kept_blocks(self) -> tuple[Block, ...]:
        """Blocks whose label keeps them in the content, in page order."""
        kept = kept_indexes(self.decisions)
        return tuple([b for b in self.blocks if b.index in kept])


def kept_indexes(decisions: Sequence[Decision]) -> set[int]:
    """The indexes of the blocks a decision keeps (:attr:`~thresher.types.Label.kept`)."""
    return {d.block for d in decisions if d.label in KEPT_LABELS}
