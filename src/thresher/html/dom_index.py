"""The page's elements numbered in document order, with the sums Wang et al. need.

The paper drops ``script``, ``link``, ``style`` and comments, roots the DOM at
``<body>`` and numbers every element uniquely. :func:`index_page` does that
once per page (iteratively, so deep nesting cannot overflow the stack) and
records for each element, by its pre-order number: its own text (the element's
text plus its children's tails, as Jsoup's ``ownText``), whether it sits inside
a link (the paper rewrites the descendants of ``<a>`` as ``<a>``) or a heading,
its attribute count, and the last number of its subtree, so "inside" is an
interval test and sums over a subtree are two look-ups in prefix sums.

The elements and subtrees skipped are the ones :func:`thresher.html.segment.segment`
skips (scripts, styles, form controls, hidden elements), so nodes and blocks
see the same text.

:func:`index_page_reference` is the definition; :func:`index_page` runs the
compiled walk over libxml2's nodes (``thresher._core._dom_index``) when it is
built and the pure path is not forced, with the same result field by field
(``tests/test_compiled_walks.py``).
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import accumulate, chain
from typing import Any

from thresher._core import DOM_INDEX, kernel
from thresher.html.memo import TreeMemo
from thresher.html.segment import SKIP_TAGS, is_hidden, walk_root
from thresher.html.text_measures import punctuation_count
from thresher.types import Document

HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_BARE_HIDDEN = is_hidden({})
_LINK_TAGS = frozenset({"a"})


@dataclass(frozen=True)
class PageIndex:
    """Elements of the body in pre-order, their own texts and subtree sums.

    ``pieces`` holds the visible text pieces (texts and tails) in document
    order and ``piece_spans`` each element's slice of them, so a subtree's text
    is one join; ``complete`` is False when ``max_nodes`` cut the walk short,
    and then texts are read from the tree instead. ``piece_spans`` and
    ``position`` are made on first use (from ``piece_bounds``, the spans' ends
    two by two, and from ``elements``): most pages read neither. The prefix sums
    (``chars``, ``link_chars``, ``attrs``, ``nonspace``) are ``array("q")``: C
    numbers, not an int object per element.
    """

    elements: tuple[Any, ...]
    tags: tuple[str, ...]
    parents: tuple[int, ...]
    ends: tuple[int, ...]
    own_text: tuple[str, ...]
    in_link: tuple[bool, ...]
    chars: array = field(repr=False)  # prefix sums ("q"), as the three below
    link_chars: array = field(repr=False)
    attrs: array = field(repr=False)
    in_heading: tuple[bool, ...] = field(repr=False)
    nonspace: array = field(repr=False)
    pieces: tuple[str, ...] = field(repr=False)
    piece_bounds: array = field(repr=False)  # start, end of each element's span ("q")
    complete: bool = True
    texts: dict[int, str] = field(default_factory=dict, repr=False, compare=False)
    lazy: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)

    @property
    def piece_spans(self) -> tuple[tuple[int, int], ...]:
        """Each element's slice of ``pieces`` as (start, end) (made on first use)."""
        found = self.lazy.get("piece_spans")
        if found is None:
            bounds = self.piece_bounds.tolist()
            found = tuple(zip(bounds[::2], bounds[1::2], strict=True))
            self.lazy["piece_spans"] = found
        return found

    @property
    def page_text(self) -> str:
        """The visible pieces joined by one space: the page's text to search (made on first
        use)."""
        found = self.lazy.get("page_text")
        if found is None:
            found = " ".join(self.pieces)
            self.lazy["page_text"] = found
        return found

    @property
    def position(self) -> dict[Any, int]:
        """Each element's number, by element (made on first use)."""
        found = self.lazy.get("position")
        if found is None:
            found = dict(zip(self.elements, range(len(self.elements)), strict=True))
            self.lazy["position"] = found
        return found

    @property
    def punct(self) -> tuple[int, ...]:
        """Prefix sums of the punctuation characters of each own text (counted on first use)."""
        found = self.lazy.get("punct")
        if found is None:
            found = _prefix([punctuation_count(t) if t else 0 for t in self.own_text])
            self.lazy["punct"] = found
        return found

    def __len__(self) -> int:
        return len(self.elements)

    def inside(self, position: int, container: int) -> bool:
        """True when element ``position`` is ``container`` or one of its descendants."""
        return container <= position <= self.ends[container]

    def subtree_sum(self, prefix: Sequence[int], position: int) -> int:
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

    def spaceless_chars(self, position: int) -> int:
        """Characters of :meth:`full_text` other than whitespace."""
        if self.complete:
            return self.subtree_sum(self.nonspace, position)
        return len("".join(self.full_text(position).split()))

    def spaceless_counts(self, positions: list[int]) -> list[int]:
        """:meth:`spaceless_chars` of each of ``positions``, in one pass."""
        if not self.complete:
            return [self.spaceless_chars(p) for p in positions]
        nonspace, ends = self.nonspace, self.ends
        return [nonspace[ends[p] + 1] - nonspace[p] for p in positions]

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
            text = " ".join(self._raw_text(position).split())
            self.texts[position] = text
        return text

    def _raw_text(self, position: int) -> str:
        if not self.complete:
            return _subtree_text(self.elements[position])
        bounds = self.piece_bounds
        return "".join(self.pieces[bounds[2 * position] : bounds[2 * position + 1]])


def cached_index(doc: Document, max_nodes: int = 2_000_000) -> PageIndex:
    """:func:`index_page`, remembered for the last few trees (metadata and method share it)."""
    return _INDEX_MEMO(doc, max_nodes)


def class_values_reference(elements: Sequence[Any]) -> bytes:
    """Each element's ``class`` value that is not empty, in UTF-8 and followed by one
    space, in order: the definition :func:`class_values` is held to."""
    return "".join(f"{value} " for el in elements if (value := el.get("class"))).encode()


def class_values(index: PageIndex) -> bytes:
    """:func:`class_values_reference` of the index's elements (in the DOM index kernel when
    it is built; made on first use)."""
    found = index.lazy.get("classes")
    if found is None:
        compiled = kernel(DOM_INDEX)
        if compiled is not None:
            found = compiled.class_values(index.elements)
        if found is None:
            found = class_values_reference(index.elements)
        index.lazy["classes"] = found
    return found


def classes_hold(doc: Document, parts: tuple[bytes, ...]) -> bool:
    """Whether the class value of an element a block can name, or of one of its ancestors,
    may hold one of ``parts`` (UTF-8): False only when the page's index is complete and
    neither its elements' values (:func:`class_values`) nor those of the walk root's
    ancestors hold any. A block's element is one the index keeps (segmentation skips the
    subtrees the index skips), so a rule that reads only class values holding one of its
    parts, climbing from its blocks' elements, may pass the page over when this says False."""
    index = cached_index(doc)
    if not index.complete:
        return True
    values = class_values(index)
    if any(part in values for part in parts):
        return True
    if not index.elements:
        return False
    for element in index.elements[0].iterancestors():
        value = element.get("class")
        if value and any(part in value.encode() for part in parts):
            return True
    return False


def skipped(el) -> bool:
    """True for an element the method ignores with its subtree."""
    tag = el.tag
    return not isinstance(tag, str) or tag in SKIP_TAGS or is_hidden(el.attrib)


def index_page(doc: Document, max_nodes: int = 2_000_000) -> PageIndex:
    """Number the body's elements in document order and compute their sums.

    The compiled walk when it is built (and ``THRESHER_PURE`` is not set), else
    :func:`index_page_reference`: the same index either way.
    """
    compiled = kernel(DOM_INDEX)
    if compiled is None:
        return index_page_reference(doc, max_nodes)
    root = walk_root(doc)
    if max_nodes <= 0 or skipped(root):
        return _Walk().finish()
    found = compiled.index(root, max_nodes)
    if found is None:  # a tree the kernel leaves to Python
        return index_page_reference(doc, max_nodes)
    return found


def index_page_reference(doc: Document, max_nodes: int = 2_000_000) -> PageIndex:
    """:func:`index_page` in Python: the definition the compiled walk is held to."""
    root = walk_root(doc)
    walk = _Walk()
    if max_nodes > 0 and not skipped(root):
        walk.run(root, max_nodes)
    return walk.finish()


_INDEX_MEMO: TreeMemo[PageIndex] = TreeMemo(index_page)


@dataclass
class _Walk:
    """One pass over the body; ``pieces`` are the visible texts and tails in document order."""

    elements: list[Any] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    own: list[str | None] = field(default_factory=list)
    attrs: list[int] = field(default_factory=list)
    pieces: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    complete: bool = True

    def run(self, root, max_nodes: int) -> None:
        """Visit the subtree of ``root`` in pre-order, at most ``max_nodes`` elements.

        Each open element keeps its children's iterator, its own text's pieces
        (its text, then each child's tail as the child is reached) and its tail,
        written to ``pieces`` once its subtree is done.
        """
        elements, tags, parents, own, attrs, pieces, spans = (
            self.elements,
            self.tags,
            self.parents,
            self.own,
            self.attrs,
            self.pieces,
            self.spans,
        )
        self.add(root, root.tag, -1, len(root.attrib))
        frames: list[tuple[Any, int, list[str], str | None]] = [
            (iter(root), 0, [root.text or ""], None)
        ]
        while frames and len(elements) < max_nodes:
            children, parent, texts, _ = frames[-1]
            for el in children:
                tail = el.tail
                if tail:
                    texts.append(tail)
                tag = el.tag
                if not isinstance(tag, str) or tag in SKIP_TAGS:
                    if tail:
                        pieces.append(tail)
                    continue
                attrib = el.attrib
                count = len(attrib)
                if is_hidden(attrib) if count else _BARE_HIDDEN:
                    if tail:
                        pieces.append(tail)
                    continue
                position = len(elements)
                elements.append(el)
                tags.append(tag)
                parents.append(parent)
                attrs.append(count)
                text = el.text
                start = len(pieces)
                if text:
                    pieces.append(text)
                if len(el):
                    own.append(None)
                    spans.append((start, start))
                    frames.append((iter(el), position, [text or ""], tail))
                    break
                own.append(" ".join(text.split()) if text else "")
                spans.append((start, len(pieces)))
                if tail:
                    pieces.append(tail)
                if position + 1 >= max_nodes:
                    break
            else:
                self.close(frames.pop())
        if frames:
            self.stop()

    def add(self, el, tag: str, parent: int, attributes: int) -> None:
        self.elements.append(el)
        self.tags.append(tag)
        self.parents.append(parent)
        self.own.append(None)
        self.attrs.append(attributes)
        self.spans.append((len(self.pieces), len(self.pieces)))
        if el.text:
            self.pieces.append(el.text)

    def close(self, frame: tuple[Any, int, list[str], str | None]) -> None:
        """An element's subtree is done: its own text and text span are known."""
        _, position, texts, tail = frame
        self.own[position] = " ".join("".join(texts).split())
        self.spans[position] = (self.spans[position][0], len(self.pieces))
        if tail:
            self.pieces.append(tail)

    def stop(self) -> None:
        """The node limit is reached: open elements get their own text from the tree."""
        self.complete = False
        for position, text in enumerate(self.own):
            if text is None:
                self.own[position] = own_text(self.elements[position])

    def finish(self) -> PageIndex:
        own = [text or "" for text in self.own]
        chars = [len(t) for t in own]
        ends = _subtree_ends(self.parents)
        linked = _inside_any(self.tags, ends, _LINK_TAGS)
        link = [n if lk else 0 for n, lk in zip(chars, linked, strict=True)]
        return PageIndex(
            elements=tuple(self.elements),
            tags=tuple(self.tags),
            parents=tuple(self.parents),
            ends=tuple(ends),
            own_text=tuple(own),
            in_link=tuple(linked),
            chars=_sums(chars),
            link_chars=_sums(link),
            attrs=_sums(self.attrs),
            in_heading=tuple(_inside_any(self.tags, ends, HEADING_TAGS)),
            nonspace=_sums([len(t) - t.count(" ") for t in own]),
            pieces=tuple(self.pieces),
            piece_bounds=array("q", chain.from_iterable(self.spans)),
            complete=self.complete,
        )


def _inside_any(tags: list[str], ends: list[int], names: frozenset[str]) -> list[bool]:
    """For each element: is it, or an ancestor, named in ``names``?"""
    flags = [False] * len(tags)
    for position in [i for i, tag in enumerate(tags) if tag in names]:
        end = ends[position] + 1
        flags[position:end] = [True] * (end - position)
    return flags


def own_text(el) -> str:
    """The element's own text (its text and its children's tails), whitespace collapsed."""
    parts = [el.text or ""]
    parts.extend(child.tail or "" for child in el)
    return " ".join("".join(parts).split())


def _prefix(values: list[int]) -> tuple[int, ...]:
    return (0, *accumulate(values))


def _sums(values: list[int]) -> array:
    """The prefix sums of ``values`` (0 first) as C numbers."""
    return array("q", _prefix(values))


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
