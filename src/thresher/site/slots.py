"""Template slots: where in the template a page's own text sits, and whether that place is content.

A refinement beyond the paper (``content_slots``). A template is a frame with
holes: the main text goes in one, but per-page navigation goes in others
(next/previous titles, breadcrumbs, a page's own table of contents, related
links) and chain matching cannot remove it, because it differs from page to
page. Across the pages of a cluster, though, each hole always receives the
same kind of text.

* A block's *slot* is its nearest ancestor that is a template container
  (a ``div``, ``ul``, ``td`` … whose start tag is navigation), named by the
  tag, id and class of every navigation ancestor from the root down to it.
  Those tags are the template's, so the name is the same on every page.
* Over a sample of each cluster's pages, each slot's non-template text is
  summed with its link text. A slot whose text is mostly link text
  (``slot_link_density``) is navigation; the slot that receives the most
  text is content whatever its links (a site of link lists keeps its lists).
* Blocks outside every slot, and slots never seen while learning, are content.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from thresher.site.apply import MARK_ATTR
from thresher.types import Block

CONTAINER_TAGS = frozenset(
    "body main div section article nav aside header footer center form "
    "table tbody thead tfoot tr td th ul ol dl menu".split()
)
LEFTOVER_KEY = "*"


@dataclass(frozen=True)
class SlotDecision:
    """Whether a slot holds content, with the numbers behind it."""

    content: bool
    link_density: float
    chars: int
    pages: int
    main: bool = False

    def reason(self) -> str:
        """A short reason for a block's decision."""
        if self.main:
            return "in the template's main slot"
        kind = "content" if self.content else "navigation"
        density = f"link density {self.link_density:.2f} over {self.pages} pages"
        return f"template slot holds {kind} ({density})"


@dataclass
class SlotStats:
    """Non-template text per slot, summed over pages."""

    chars: dict[str, int] = field(default_factory=dict)
    links: dict[str, int] = field(default_factory=dict)
    pages: dict[str, int] = field(default_factory=dict)

    def observe(
        self, blocks: Sequence[Block], template: Sequence[bool], slots: Sequence[str | None]
    ) -> None:
        """Add one page's non-template blocks."""
        seen: set[str] = set()
        for block, is_template, slot in zip(blocks, template, slots, strict=True):
            if is_template or slot is None or block.kind == "img":
                continue
            self.chars[slot] = self.chars.get(slot, 0) + block.features.text_length
            self.links[slot] = self.links.get(slot, 0) + block.features.link_text_length
            seen.add(slot)
        for slot in seen:
            self.pages[slot] = self.pages.get(slot, 0) + 1

    def decide(self, max_link_density: float) -> dict[str, SlotDecision]:
        """One decision per slot seen."""
        if not self.chars:
            return {}
        main = max(self.chars, key=lambda s: (self.chars[s], s))
        out = {}
        for slot, chars in self.chars.items():
            density = self.links[slot] / chars if chars else 0.0
            content = slot == main or density < max_link_density
            out[slot] = SlotDecision(
                content, round(density, 4), chars, self.pages[slot], slot == main
            )
        return out


def merge_tables(tables: Iterable[Mapping[str, SlotDecision]]) -> dict[str, SlotDecision]:
    """One table for pages in no cluster: for each slot, the decision seen on most pages."""
    out: dict[str, SlotDecision] = {}
    for table in tables:
        for slot, decision in table.items():
            if slot not in out or decision.pages > out[slot].pages:
                out[slot] = decision
    return out


def block_slots(blocks: Sequence[Block], twins: Mapping | None) -> list[str | None]:
    """Each block's slot name (None when it has none, or the marked tree is unknown)."""
    if twins is None:
        return [None] * len(blocks)
    names: dict[object, str | None] = {}
    return [_slot(_owner(b), twins, names) for b in blocks]


def _owner(block: Block):
    if block.element is not None:
        return block.element
    return block.pieces[0][0] if block.pieces else None


def _slot(element, twins: Mapping, names: dict) -> str | None:
    twin = twins.get(element) if element is not None else None
    node = twin
    while node is not None:
        if node.get(MARK_ATTR) == "tag" and node.tag in CONTAINER_TAGS:
            break
        node = node.getparent()
    if node is None:
        return None
    if node not in names:
        names[node] = _name(node)
    return names[node]


def _name(node) -> str:
    parts = []
    while node is not None:
        if node.get(MARK_ATTR) == "tag":
            parts.append(_describe(node))
        node = node.getparent()
    return "/".join(reversed(parts))


def _describe(node) -> str:
    text = str(node.tag)
    if node.get("id"):
        text += "#" + node.get("id").strip()[:60]
    if node.get("class"):
        text += "." + ".".join(node.get("class").split())[:80]
    return text
