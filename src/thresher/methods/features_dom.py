"""The page's elements numbered in document order, with the sums Wang et al. need.

The paper drops ``script``, ``link``, ``style`` and comments, roots the DOM at
``<body>`` and numbers every element uniquely. :func:`index_page` does that
once per page (iteratively, so deep nesting cannot overflow the stack) and
records for each element, by its pre-order number: its own text (the element's
text plus its children's tails, as Jsoup's ``ownText``), whether it sits inside
a link (the paper rewrites the descendants of ``<a>`` as ``<a>``), its attribute
count, and the last number of its subtree, so "inside" is an interval test and
sums over a subtree are two look-ups in prefix sums.

The elements and subtrees skipped are the ones :func:`thresher.html.segment.segment`
skips (scripts, styles, form controls, hidden elements), so nodes and blocks
see the same text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate
from typing import Any

from thresher.html.features import punctuation_count
from thresher.html.segment import SKIP_TAGS, is_hidden
from thresher.types import Document


@dataclass(frozen=True)
class PageIndex:
    """Elements of the body in pre-order, their own texts and subtree sums."""

    elements: tuple[Any, ...]
    tags: tuple[str, ...]
    parents: tuple[int, ...]
    ends: tuple[int, ...]
    own_text: tuple[str, ...]
    in_link: tuple[bool, ...]
    chars: tuple[int, ...] = field(repr=False)
    link_chars: tuple[int, ...] = field(repr=False)
    attrs: tuple[int, ...] = field(repr=False)
    punct: tuple[int, ...] = field(repr=False)
    position: dict[Any, int] = field(default_factory=dict, repr=False, compare=False)
    texts: dict[int, str] = field(default_factory=dict, repr=False, compare=False)

    def __len__(self) -> int:
        return len(self.elements)

    def inside(self, position: int, container: int) -> bool:
        """True when element ``position`` is ``container`` or one of its descendants."""
        return container <= position <= self.ends[container]

    def subtree_sum(self, prefix: tuple[int, ...], position: int) -> int:
        """Sum of a per-element quantity (given as prefix sums) over a subtree."""
        return prefix[self.ends[position] + 1] - prefix[position]

    def text_chars(self, position: int) -> int:
        """Characters of own text in the subtree (whitespace collapsed)."""
        return self.subtree_sum(self.chars, position)

    def link_text_chars(self, position: int) -> int:
        """Characters of the subtree's text that sit inside links."""
        return self.subtree_sum(self.link_chars, position)

    def attribute_count(self, position: int) -> int:
        """Attributes of every element in the subtree."""
        return self.subtree_sum(self.attrs, position)

    def tag_count(self, position: int) -> int:
        """Elements in the subtree, the element itself included."""
        return self.ends[position] - position + 1

    def punctuation(self, position: int) -> int:
        """Punctuation characters of the subtree's text."""
        return self.subtree_sum(self.punct, position)

    def ancestors(self, position: int):
        """Positions of the element's ancestors, nearest first (the body last)."""
        parent = self.parents[position]
        while parent >= 0:
            yield parent
            parent = self.parents[parent]

    def full_text(self, position: int) -> str:
        """The subtree's visible text in document order, whitespace collapsed (memoised)."""
        text = self.texts.get(position)
        if text is None and self.ends[position] == position:
            text = self.own_text[position]  # a leaf (skipped children count only by their tails)
            self.texts[position] = text
        elif text is None:
            text = " ".join(_subtree_text(self.elements[position]).split())
            self.texts[position] = text
        return text


_CACHE: list[tuple[Any, int, PageIndex]] = []
_CACHE_SIZE = 2


def cached_index(doc: Document, max_nodes: int = 2_000_000) -> PageIndex:
    """:func:`index_page`, remembered for the last few trees (metadata and method share it)."""
    for tree, limit, index in _CACHE:
        if tree is doc.tree and limit == max_nodes:
            return index
    index = index_page(doc, max_nodes)
    _CACHE.insert(0, (doc.tree, max_nodes, index))
    del _CACHE[_CACHE_SIZE:]
    return index


def skipped(el) -> bool:
    """True for an element the method ignores with its subtree."""
    tag = el.tag
    return not isinstance(tag, str) or tag in SKIP_TAGS or is_hidden(el.attrib)


def index_page(doc: Document, max_nodes: int = 2_000_000) -> PageIndex:
    """Number the body's elements in document order and compute their sums."""
    root = doc.tree.find("body")
    if root is None:
        root = doc.tree
    walk = _Walk()
    stack: list[tuple[Any, int, bool]] = [(root, -1, False)]
    while stack and len(walk.elements) < max_nodes:
        el, parent, linked = stack.pop()
        if skipped(el):
            continue
        linked = linked or el.tag == "a"
        position = walk.add(el, parent, linked)
        stack.extend((child, position, linked) for child in reversed(el))
    return walk.finish()


@dataclass
class _Walk:
    elements: list[Any] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    own: list[str] = field(default_factory=list)
    linked: list[bool] = field(default_factory=list)

    def add(self, el, parent: int, linked: bool) -> int:
        self.elements.append(el)
        self.tags.append(el.tag)
        self.parents.append(parent)
        self.own.append(own_text(el))
        self.linked.append(linked)
        return len(self.elements) - 1

    def finish(self) -> PageIndex:
        chars = [len(t) for t in self.own]
        link = [n if lk else 0 for n, lk in zip(chars, self.linked, strict=True)]
        attrs = [len(el.attrib) for el in self.elements]
        punct = [punctuation_count(t) if t else 0 for t in self.own]
        return PageIndex(
            elements=tuple(self.elements),
            tags=tuple(self.tags),
            parents=tuple(self.parents),
            ends=tuple(_subtree_ends(self.parents)),
            own_text=tuple(self.own),
            in_link=tuple(self.linked),
            chars=_prefix(chars),
            link_chars=_prefix(link),
            attrs=_prefix(attrs),
            punct=_prefix(punct),
            position={el: i for i, el in enumerate(self.elements)},
        )


def own_text(el) -> str:
    """The element's own text (its text and its children's tails), whitespace collapsed."""
    parts = [el.text or ""]
    parts.extend(child.tail or "" for child in el)
    return " ".join("".join(parts).split())


def _prefix(values: list[int]) -> tuple[int, ...]:
    return (0, *accumulate(values))


def _subtree_ends(parents: list[int]) -> list[int]:
    ends = list(range(len(parents)))
    for position in range(len(parents) - 1, -1, -1):
        parent = parents[position]
        if parent >= 0 and ends[position] > ends[parent]:
            ends[parent] = ends[position]
    return ends


def _subtree_text(root) -> str:
    parts: list[str] = []
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        el, is_tail = stack.pop()
        if is_tail:
            parts.append(el.tail or "")
            continue
        if el is not root:
            stack.append((el, True))
        if skipped(el):
            continue
        parts.append(el.text or "")
        stack.extend((child, False) for child in reversed(el))
    return "".join(parts)
