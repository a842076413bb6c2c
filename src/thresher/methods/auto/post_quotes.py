"""Post quotes: the quoted text inside a thread's posts, kept with the post that quotes it.

A forum reply often opens with the post it answers, quoted in a box of its own (a
``blockquote``, or an element whose class names a quote: ``div.bbcode_quote``,
``blockquote.quoteContainer``, ``aside.quote``). The block model reads such a box as an
aside and drops it (p 0.05–0.4) while it keeps the reply around it. Engines that write
every post's text in a ``blockquote`` (XenForo 1's ``blockquote.messageText``, vBulletin
4's ``blockquote.postcontent``) meet the same fate in part: the model keeps a post's
paragraphs and drops its short lines (a host's "Panel: …", "Money back: 3 days"). Every
set's truth that holds such posts keeps the quoted text (a quote's attribution and fold
control are :mod:`thresher.methods.auto.post_chrome`'s, which runs after this rule and
drops them again).

Inside a recognised thread (the span :mod:`thresher.methods.auto.post_chrome` reads, else
the headed post boxes' or the post-like run's posts with an opening post styled apart:
:func:`boxes_span`, :func:`~thresher.methods.auto.discussion.posts_span`), a dropped line
whose element lies in a quotation box is kept when half of the box's own prose is kept,
or when the quoting post (the nearest element at most :data:`MAX_HOST_LEVELS` above the
box that holds prose outside it) has half of that prose kept: a quote in a reply the
model dropped stays dropped. Mostly-link lines stay dropped; a signature box
(``blockquote.signature``) and a script's hook (``js-selectToQuote``) are no quote.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice
from typing import Any

from thresher.html.nodes import self_and_ancestors
from thresher.methods.auto.headed_posts import PostBoxes
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

QUOTE_TAGS = frozenset({"blockquote"})
QUOTE_CLASS_WORDS = ("quote",)  # a class word holding one of these names a quotation box
NOT_QUOTE_CLASS_WORDS = ("signature",)  # …unless it holds one of these
_HOOKS = ("js-", "js_")  # a script's hook ("js-selectToQuote"), not the element's role
MAX_QUOTE_LEVELS = 6  # levels climbed from a line to its quotation box
MAX_HOST_LEVELS = 4  # levels climbed from the box to the post that holds kept prose
MAX_LINK_DENSITY = 0.5
_KEPT = "quoted text inside a post of the page's thread (the post's own text is kept)"


def keep_post_quotes(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The dropped lines of the quotation boxes inside the thread's ``span`` (the first
    and last block index of its posts) whose quoting post's own prose is kept (``flags``:
    each text block kept or not), kept."""
    if span is None:
        return {}
    first, last = span
    inside = [(b, kept) for b, kept in zip(blocks, flags, strict=True) if first <= b.index <= last]
    known: dict[Any, bool] = {}  # each element's is_quotation, asked once: the lines share boxes
    quoted = [
        (block, box)
        for block, kept in inside
        if not kept
        and _may_keep(block)
        and (box := quotation_box(block.element, known)) is not None
    ]
    if not quoted:
        return {}
    prose = _prose_held(inside)
    return {
        block.index: Decision(block.index, Label.CONTENT, _KEPT)
        for block, box in quoted
        if _quoted_by_kept_post(box, prose)
    }


def _may_keep(block: Block) -> bool:
    """True for a text block with an element and few links."""
    if block.kind == "img" or block.element is None:
        return False
    return block.features.link_density <= MAX_LINK_DENSITY


_MARKUP_WORD = "uote"  # in every quotation's markup: "blockquote", "quote", "Quote"


def may_quote(doc: Document) -> bool:
    """False for a page whose markup names no quotation (:data:`QUOTE_TAGS` and
    :data:`QUOTE_CLASS_WORDS` hold "quote", or "Quote"): the rule and its spans are
    passed over."""
    return source_holds(doc, _MARKUP_WORD)


def boxes_span(blocks: Sequence[Block], posts: PostBoxes | None) -> tuple[int, int] | None:
    """The first and last block index of the post boxes in ``posts``
    (:func:`~thresher.methods.auto.headed_posts.headed_posts`), None without boxes."""
    if posts is None:
        return None
    inside = [block.index for block, item in zip(blocks, posts.owner, strict=True) if item >= 0]
    return (inside[0], inside[-1]) if inside else None


def quotation_box(element: Any, known: dict[Any, bool] | None = None) -> Any:
    """The quotation box ``element`` lies in: the nearest element at most
    :data:`MAX_QUOTE_LEVELS` above it (itself included) that is one (:func:`is_quotation`),
    widened to the quotation boxes right above it (``div.quote`` in
    ``blockquote.quoteContainer``) within those levels; None when there is none
    (``known``: the elements' answers found by earlier calls, read and added to)."""
    known = {} if known is None else known
    box = None
    for node in islice(self_and_ancestors(element), MAX_QUOTE_LEVELS + 1):
        quotation = known.get(node)
        if quotation is None:
            quotation = known[node] = is_quotation(node)
        if quotation:
            box = node
        elif box is not None:
            break
    return box


def is_quotation(element: Any) -> bool:
    """True for a ``blockquote`` or an element whose class names a quote, but not a
    signature (:data:`QUOTE_CLASS_WORDS`, :data:`NOT_QUOTE_CLASS_WORDS`; a script's hook,
    ``js-…``, names nothing)."""
    tag = element.tag
    if not isinstance(tag, str):
        return False
    names = (element.get("class") or "").lower()
    if not any(part in names for part in QUOTE_CLASS_WORDS):  # most elements: no words read
        return tag in QUOTE_TAGS and not any(part in names for part in NOT_QUOTE_CLASS_WORDS)
    words = [w for w in names.split() if not w.startswith(_HOOKS)]
    if any(part in word for word in words for part in NOT_QUOTE_CLASS_WORDS):
        return False
    return tag in QUOTE_TAGS or any(part in word for word in words for part in QUOTE_CLASS_WORDS)


def _prose_held(inside: Sequence[tuple[Block, bool]]) -> dict[Any, list[int]]:
    """Each element's prose (characters of the blocks with a sentence and few links under
    it, among ``inside``): [all, kept]."""
    held: dict[Any, list[int]] = {}
    for block, kept in inside:
        if block.element is None or not _prose(block):
            continue
        size = len(block.text)
        for node in self_and_ancestors(block.element):
            sums = held.setdefault(node, [0, 0])
            sums[0] += size
            sums[1] += size if kept else 0
    return held


def _quoted_by_kept_post(box: Any, prose: dict[Any, list[int]]) -> bool:
    """True when half of the box's own prose is kept (a post's text the model kept in
    part), or when the nearest element at most :data:`MAX_HOST_LEVELS` above ``box`` that
    holds prose outside it (the quoting post) has half of that prose kept."""
    inner_all, inner_kept = prose.get(box, (0, 0))
    if inner_all and 2 * inner_kept >= inner_all:
        return True
    for node in islice(box.iterancestors(), MAX_HOST_LEVELS):
        every, kept = prose.get(node, (0, 0))
        outside = every - inner_all
        if outside > 0:
            return 2 * (kept - inner_kept) >= outside
    return False


def _prose(block: Block) -> bool:
    """True for a block with a sentence and few links."""
    return bool(block.features.sentence_count) and block.features.link_density <= MAX_LINK_DENSITY
