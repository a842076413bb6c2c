"""What kind of page this is, as numbers the block model reads: repeated items,
link and sentence mass, declared schema.org kinds.

A forum thread repeats one post structure with sentences in each; a listing or
collection repeats cards of a title, a short text and links; documentation
has index lists and tables; an article has one run of paragraphs. These
signals describe the page and the repeated structure each block sits in, so
the model can learn per kind which blocks are content (trained on
``wcxb-dev``'s page kinds, validated leaving that source out). Nothing here
names a site: a repeated item is any element with at least
:data:`MIN_REPEATS` siblings of its tag and class (digits ignored).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.metadata.sources import PageMeta, has_type
from thresher.types import Block

MIN_REPEATS = 3
REPEAT_LEVELS = 6
# schema.org / Open Graph types that declare a page's kind (feature name -> types).
DECLARED_KINDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("discussion", ("DiscussionForumPosting", "QAPage", "Question", "Answer", "Comment")),
    ("product", ("Product", "ProductGroup", "Offer", "AggregateOffer", "product")),
    ("collection", ("ItemList", "CollectionPage", "SearchResultsPage", "OfferCatalog")),
    ("documentation", ("TechArticle", "APIReference", "SoftwareSourceCode", "HowTo", "FAQPage")),
)
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True, slots=True)
class RepeatGroup:
    """Siblings of one tag and class holding blocks: their count, text share, sentence
    share (of their blocks), link density and blocks per sibling (a paragraph run
    holds one each, cards and posts several)."""

    count: int = 0
    page_share: float = 0.0
    sentence_share: float = 0.0
    link_density: float = 0.0
    blocks_per_item: float = 0.0
    ident: int = -1  # the group's number on the page (not a feature)
    item: int = -1  # which of the siblings holds the block (not a feature)

    def row(self) -> tuple[float, ...]:
        """The group as block features (:data:`GROUP_FEATURES`)."""
        return (
            math.log1p(self.count),
            self.page_share,
            self.sentence_share,
            self.link_density,
            math.log1p(self.blocks_per_item),
        )


def with_items(group: RepeatGroup, items: Iterable[int]) -> list[RepeatGroup]:
    """``group`` for each of ``items``: its measures, the item replaced (the facts kernel
    makes them without the dataclass's frame when it is built, else
    :func:`_with_items_reference`)."""
    compiled = kernel(FACTS)
    found = compiled.with_items(group, items) if compiled is not None else None
    return found if found is not None else _with_items_reference(group, items)


def _with_items_reference(group: RepeatGroup, items: Iterable[int]) -> list[RepeatGroup]:
    """:func:`with_items` in Python: the definition the kernel is held to."""
    return [replace(group, item=item) for item in items]


GROUP_FEATURES = (
    "repeat_log_count",
    "repeat_page_share",
    "repeat_sentences",
    "repeat_links",
    "repeat_blocks_per_item",
)
NO_GROUP = RepeatGroup()


@dataclass(frozen=True)
class PageKind:
    """Page-level numbers: link density, sentence-text share, largest repeated group's
    share, log block count, and the declared kinds (:data:`DECLARED_KINDS`)."""

    link_density: float = 0.0
    sentence_share: float = 0.0
    top_repeat_share: float = 0.0
    log_blocks: float = 0.0
    declared: tuple[float, ...] = (0.0,) * len(DECLARED_KINDS)

    def row(self) -> tuple[float, ...]:
        """The page's numbers as block features (:data:`PAGE_KIND_FEATURES`)."""
        head = (self.link_density, self.sentence_share, self.top_repeat_share, self.log_blocks)
        return head + self.declared


NO_KIND = PageKind()
PAGE_KIND_FEATURES = (
    "page_link_density",
    "page_sentence_share",
    "page_top_repeat_share",
    "page_log_blocks",
    *(f"declares_{name}" for name, _ in DECLARED_KINDS),
)


def declared_kinds(meta: PageMeta) -> tuple[float, ...]:
    """1.0 per :data:`DECLARED_KINDS` entry the page's JSON-LD or ``og:type`` declares."""
    og_type = (meta.first("og:type") or "").lower()
    if not og_type and not meta.jsonld:  # most pages: nothing declared
        return _NOTHING_DECLARED
    return tuple(
        [
            1.0 if og_type in types or any(has_type(o, types) for o in meta.jsonld) else 0.0
            for _, types in DECLARED_KINDS
        ]
    )


_NOTHING_DECLARED = (0.0,) * len(DECLARED_KINDS)


def repeat_groups(blocks: list[Block], total_chars: int) -> list[RepeatGroup]:
    """Each block's nearest repeated item's group (:data:`NO_GROUP` when none).

    The compiled kernel (``thresher._core._facts``) when it is built and
    ``THRESHER_PURE`` is not set, else :func:`repeat_groups_reference`: the same
    groups, field by field (the item tokens as :func:`_nearest_items` gives them).
    """
    compiled = kernel(FACTS)
    if compiled is not None:
        found = compiled.repeat_groups(blocks, total_chars, REPEAT_LEVELS, MIN_REPEATS)
        if found is not None:
            return found
    return repeat_groups_reference(blocks, total_chars)


def repeat_groups_reference(blocks: list[Block], total_chars: int) -> list[RepeatGroup]:
    """:func:`repeat_groups` in Python: the definition the kernel is held to."""
    found = _nearest_items(blocks)
    sums: dict[tuple, list[float]] = {}
    for block, near in zip(blocks, found, strict=True):
        if near is not None:
            _add_block(sums, near[:3], block)
    measures = {
        key: _group_measures(key, entry, total_chars, number)
        for number, (key, entry) in enumerate(sums.items())
    }
    placed: dict[tuple | None, RepeatGroup] = {None: NO_GROUP}  # (group, item) -> its group
    out = []
    for near in found:
        group = placed.get(near)
        if group is None:
            group = placed[near] = RepeatGroup(*measures[near[:3]], near[3])
        out.append(group)
    return out


def _nearest_items(blocks: list[Block]) -> list[tuple | None]:
    """Each block's :meth:`_RepeatWalk.nearest` repeated item, None when none.

    The compiled kernel (``thresher._core._facts``) when it is built and
    ``THRESHER_PURE`` is not set: the same answers, but for the tokens standing for
    the parent, the signature and the item (node addresses and bytes instead of
    proxies' ids and the tag and class), which name the same groups and items.
    """
    compiled = kernel(FACTS)
    elements = [b.element for b in blocks]
    found = None
    if compiled is not None:
        found = compiled.nearest_items(elements, REPEAT_LEVELS, MIN_REPEATS)
    if found is None:
        nearest = _RepeatWalk().nearest
        found = [nearest(element, REPEAT_LEVELS) for element in elements]
    return found


def _add_block(sums: dict[tuple, list[float]], key: tuple, block: Block) -> None:
    """Add a block's characters, sentence flag, count and link characters to its group's."""
    f = block.features
    entry = sums.get(key)
    if entry is None:
        entry = sums[key] = [0.0, 0.0, 0.0, 0.0]
    entry[0] += f.text_length
    entry[1] += 1.0 if f.sentence_count else 0.0
    entry[2] += 1.0
    entry[3] += f.link_text_length


def _group_measures(key: tuple, entry: list[float], total_chars: int, number: int) -> tuple:
    """A group's fields but ``item``, in :class:`RepeatGroup`'s order."""
    chars, sentences, blocks, links = entry
    density = links / chars if chars else 0.0
    count = key[2]
    share = chars / total_chars
    return count, share, sentences / blocks, density, blocks / count, number


class _RepeatWalk:
    """One page's walk up from its blocks, remembering each parent's sibling counts,
    each element's signature, each class's digit-free form and each (element, levels
    left) answer: neighbouring blocks share their ancestors."""

    def __init__(self) -> None:
        self.counts: dict[object, Counter] = {}
        self.signatures: dict[object, tuple[str, str]] = {}
        self.classes: dict[str, str] = {}
        self.answers: dict[tuple[object, int], tuple | None] = {}
        self.order: dict[object, int] | None = None  # every node's place, made on first use

    def nearest(self, element, levels: int) -> tuple | None:
        """(parent token, signature, repeats, element token) of the nearest element, itself
        first, within ``levels`` levels, that has :data:`MIN_REPEATS` like siblings.

        One climb, no recursion: every (element, levels left) passed on the way
        has the answer found at its top, and remembers it."""
        answers = self.answers
        passed = []
        answer = None
        while element is not None and levels:
            known = answers.get((element, levels), False)
            if known is not False:
                answer = known
                break
            passed.append((element, levels))
            parent = element.getparent()
            if parent is None:
                break
            if len(parent) >= MIN_REPEATS:  # fewer siblings cannot repeat
                answer = self._repeat(parent, element)
                if answer is not None:
                    break
            element = parent
            levels -= 1
        for key in passed:
            answers[key] = answer
        return answer

    def _repeat(self, parent, element) -> tuple | None:
        """The answer for ``element`` itself when it has :data:`MIN_REPEATS` like siblings."""
        siblings = self.counts.get(parent)
        if siblings is None:
            siblings = self.counts[parent] = Counter(map(self.signature, parent))
        signature = self.signature(element)
        repeats = siblings[signature]
        if repeats >= MIN_REPEATS:
            return (self.token(parent), signature, repeats, self.token(element))
        return None

    def token(self, node) -> int:
        """The node's place in its document's order: one number for one node in every walk
        of the page (a proxy's ``id`` is not: a freed proxy's address is given again)."""
        order = self.order
        if order is None:
            order = self.order = {n: i for i, n in enumerate(node.getroottree().iter())}
        return order[node]

    def signature(self, element) -> tuple[str, str]:
        """The element's tag and class with digits left out."""
        known = self.signatures.get(element)
        if known is None:
            known = self.signatures[element] = self._signature(element)
        return known

    def _signature(self, element) -> tuple[str, str]:
        tag = element.tag
        if not isinstance(tag, str) or not tag:  # a comment or processing instruction
            return "", ""
        cls = element.get("class") or ""
        bare = self.classes.get(cls)
        if bare is None:
            bare = self.classes[cls] = _DIGITS.sub("", cls)
        return tag, bare


def page_kind_of(
    blocks: list[Block], groups: list[RepeatGroup], total_chars: int, meta: PageMeta
) -> PageKind:
    """The page's :class:`PageKind` from its blocks and their repeat groups."""
    links = sentences = 0
    for block in blocks:  # one pass, no generator frames
        f = block.features
        links += f.link_text_length
        if f.sentence_count:
            sentences += f.text_length
    return PageKind(
        links / total_chars,
        sentences / total_chars,
        _top_share(groups),
        math.log1p(len(blocks)),
        declared_kinds(meta),
    )


def _top_share(groups: list[RepeatGroup]) -> float:
    """``max((g.page_share for g in groups), default=0.0)``; a run of one group object
    (its blocks come together) is read once."""
    top = last = None
    for group in groups:
        if group is not last:
            last = group
            share = group.page_share
            if top is None or share > top:
                top = share
    return 0.0 if top is None else top
