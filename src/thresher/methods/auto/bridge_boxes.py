"""Boxes the model dropped whole, which the enclosed-prose rule does not bridge.

The prose rule (:mod:`thresher.methods.auto.enclosed_prose`) keeps a run of dropped
prose between kept text: an article's sections the model missed. A run can also hold a
box beside the article that the model dropped whole: a reader-comment thread or review
section followed by a kept sponsored box, an embedded "related" aside, a figure's
caption, an author box. Such a box is its own element that holds none of the kept text
around the run (so it lies wholly inside the run) and says what it is: an ``aside`` or
``figure`` element, or a class or id naming a thread, an ad, a share bar, a caption or
an author (its byline or bio box; :data:`BOX_TAGS`, :data:`BOX_NAMES`), and holds two or
more of the run's blocks (one block alone is a gap in the kept text, which the rule is
for). One item of a list of like siblings (one comment of a thread, one review) is not
such a box, so a thread the model kept in part is bridged as before, nor is a box inside
a quote (a forum post's quoted reply). Nothing here names a site.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Any

from thresher._core import SEGMENT, kernel
from thresher.types import Block

BOX_TAGS = frozenset({"aside", "figure", "figcaption"})
BOX_NAMES = re.compile(
    r"(?<![a-z0-9])(?:comment|repl(?:y|ies)|disqus|discussion|respond|review|"
    r"ads?(?![a-z])|advert|sponsor|promo|share|sharing|social|newsletter|"
    r"caption|credit|author|byline|bio(?![a-z]))"
)
QUOTE_TAGS = frozenset({"blockquote"})  # a box inside a quote is the quoted post's own
MIN_BOX_BLOCKS = 2  # of the run's blocks in a box (one block alone is a gap in kept text)
MAX_DEPTH = 12  # elements walked up from a block before giving up (a run inside one box)
# The two letters each match of BOX_NAMES opens with (lower case): an element whose class
# and id open no word with one of them is not a named box, and the segment kernel asks
# BoxTest only of the others (``tests/test_compiled_bridge_boxes.py`` reads them off the
# pattern).
BOX_OPENINGS = ("co", "re", "di", "ad", "sp", "pr", "sh", "so", "ne", "ca", "cr", "au", "by", "bi")
# what the kernel's ``dropped_boxes`` reads after the elements and the box test
_SEARCHED = (
    tuple(tag.encode() for tag in sorted(QUOTE_TAGS)),
    tuple(tag.encode() for tag in sorted(BOX_TAGS)),
    "".join(BOX_OPENINGS).encode(),
    MAX_DEPTH,
)


def outside_boxes(
    blocks: Sequence[Block], run: Sequence[int], boxes: BoxTest | None = None
) -> set[int]:
    """The positions of ``run`` (a maximal run of dropped blocks with kept blocks right
    before and after it) that no dropped box holds (``boxes``: the page's
    :class:`BoxTest`, whose answers the runs of a page share; made here when None)."""
    before, after = blocks[run[0] - 1].element, blocks[run[-1] + 1].element
    if before is None and after is None:  # blocks without elements (synthetic pages)
        return set(run)
    is_box = BoxTest() if boxes is None else boxes
    elements = [blocks[pos].element for pos in run]
    found = dict(zip(run, dropped_boxes(before, after, elements, is_box), strict=True))
    counts = Counter(found.values())
    return {pos for pos, box in found.items() if box is None or counts[box] < MIN_BOX_BLOCKS}


def dropped_boxes(before: Any, after: Any, elements: list[Any], is_box: BoxTest) -> list[Any]:
    """:func:`_dropped_box` of each element under the lineages of ``before`` and ``after``
    (the kept neighbours' elements): in the segment kernel when it is built."""
    compiled = kernel(SEGMENT)
    found = None
    if compiled is not None:
        found = compiled.dropped_boxes(before, after, elements, is_box, *_SEARCHED)
    if found is None:
        shared = _lineage(before) | _lineage(after)
        found = [_dropped_box(element, shared, is_box) for element in elements]
    return found


class BoxTest:
    """Whether an element is a box by its tag or names (:data:`BOX_TAGS`,
    :func:`_named_box`, and not one of like siblings): each element's answer, and each
    parent's count of its children's kinds, found once."""

    __slots__ = ("_kinds", "_known")

    def __init__(self) -> None:
        self._known: dict[Any, bool] = {}
        self._kinds: dict[Any, Counter[tuple[Any, str]] | None] = {}

    def __call__(self, element: Any) -> bool:
        """True when the element is a box."""
        known = self._known.get(element)
        if known is None:
            known = self._known[element] = element.tag in BOX_TAGS or (
                _named_box(element) and not self._one_of_like_siblings(element)
            )
        return known

    def _one_of_like_siblings(self, element: Any) -> bool:
        """True when a sibling has the element's tag and first class (a list's item). The
        first question about a parent is answered by a scan of its children that stops at
        a like one (:func:`_has_like_sibling`); a parent asked again has its children's
        kinds counted once."""
        parent = element.getparent()
        if parent is None:
            return False
        kinds = self._kinds.get(parent, _UNSEEN)
        if kinds is _UNSEEN:
            self._kinds[parent] = None
            return _has_like_sibling(element, parent)
        if kinds is None:
            kinds = self._kinds[parent] = Counter(map(_kind, parent))
        return kinds[_kind(element)] > 1


_UNSEEN: Any = object()  # a parent no question was asked about yet


def _has_like_sibling(element: Any, parent: Any) -> bool:
    """``Counter(map(_kind, parent))[_kind(element)] > 1``, the ``parent`` of ``element``
    read up to its second child of the element's kind; a child of another tag is passed
    over on its tag (its kind differs)."""
    kind = _kind(element)
    tag, seen = kind[0], 0
    for child in parent:
        if child.tag == tag and _kind(child) == kind:
            seen += 1
            if seen > 1:
                return True
    return False


def _lineage(element: Any) -> set[Any]:
    """The element and its ancestors (none for a block without an element)."""
    if element is None:
        return set()
    return {element, *element.iterancestors()}


def _dropped_box(element: Any, shared: set[Any], is_box: BoxTest) -> Any:
    """The outermost box among the element and its ancestors below the first one that
    also holds a kept neighbour (``shared``): else None (also for an element inside a
    quote, whose boxes are the quoted post's own)."""
    box, depth = None, 0
    while element is not None and element not in shared and depth < MAX_DEPTH:
        if element.tag in QUOTE_TAGS:
            return None
        if is_box(element):
            box = element
        element = element.getparent()
        depth += 1
    return box


def _named_box(element: Any) -> bool:
    """True when the element's class or id names a box (:data:`BOX_NAMES`)."""
    names = f"{element.get('class') or ''} {element.get('id') or ''}"
    return names != " " and BOX_NAMES.search(names.lower()) is not None


def _kind(element: Any) -> tuple[Any, str]:
    classes = (element.get("class") or "").split()
    return element.tag, classes[0] if classes else ""
