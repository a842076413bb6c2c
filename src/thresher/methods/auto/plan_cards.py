"""A service's plans side by side: pricing cards the model dropped.

A service page (résumé writing, insurance, software) sets its plans out as a few cards
side by side, each a plan's name, its price on a line of its own ("$179", "29 €/mo"),
and a list of what it includes. Nothing in a card is a sentence and little of it is
long, so the block model, which learned that short unlinked lines beside a page's
prose are chrome, drops the cards (p 0.05-0.3), and they are too few for the run rules
(:mod:`thresher.methods.auto.listing` asks for eight cards to rescue) and each card's
lines are too unlike to form one run.

The cards are found by their prices: short price lines
(:func:`thresher.methods.auto.price_words.is_price`, read from tables of currencies and
period words) at one element path, each in a
child of the element that holds them all (a card), :data:`MIN_PLANS` to
:data:`MAX_PLANS` cards with one price each (or a price and its old one in each). When
each card holds :data:`MIN_CARD_BLOCKS` text blocks or more and :data:`MAX_CARD_LINKS`
links at most (a plan's button; a product tile links its picture, name, colours), few
of their characters are links (:data:`MAX_LINK_SHARE`), the model kept under
:data:`MAX_KEPT_SHARE` of their text and the page declares no article (a story's
subscription offers are not its text), the cards' dropped blocks are kept, but for one
the model ruled out: under the lower of :data:`MIN_PROBABILITY` and :data:`RUN_SHARE`
of the cards' median probability (a source the model is unsure of throughout puts every
line under a fixed floor; a badge far under the cards' level stays out).

Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/s59-qlist21.md``).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import path_shape
from thresher.methods.auto.price_words import MAX_PRICE_CHARS, is_price
from thresher.types import Block, Decision, Label

MIN_PLANS = 3  # cards, each with a price line at one element path
MAX_PLANS = 6  # more is a product grid: the listing rules' (and the truths disagree)
MAX_PRICES = 2  # price lines at that path in a card: a plan's price and its old one
MIN_CARD_BLOCKS = 4  # text blocks in each card: a name, a price, what the plan includes
MAX_CARD_LINKS = 3  # links (``a``) in each card: a plan's button or two; a product tile
# links its picture, its name, its colours and a quick view
MAX_LINK_SHARE = 0.3  # of the cards' text in links: a strip of product teasers is links
MAX_KEPT_SHARE = 0.5  # of the cards' text the model kept: more is the run rules' to finish
MIN_PROBABILITY = 0.03  # a dropped block below this stays dropped ...
RUN_SHARE = 0.5  # ... unless it reaches this share of the cards' median probability
_REASON = "line of a plan's pricing card (p={p:.2f})"
_HEAD_REASON = "name or price of a plan's card the model kept mostly (p={p:.2f})"
_DIGIT = re.compile(r"\d")  # ``is_price``'s first test: a line without one is no price
MAX_LINE_CHARS = MAX_PRICE_CHARS + 4  # a block's text before ``is_price`` strips it


def keep_plan_cards(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    declares_article: bool = False,
    heads: bool = False,
) -> dict[int, Decision]:
    """The dropped blocks of a row of pricing cards the model dropped mostly (``blocks``:
    the text blocks; ``probs``: their probabilities; ``flags``: each block's kept flag;
    ``declares_article``: the page declares an article, and no rule applies; ``heads``:
    in cards the model kept mostly, the dropped names and prices are kept,
    :func:`_card_heads`).

    The changed decisions are returned.
    """
    if declares_article:
        return {}
    prices: dict[str, list[int]] = {}
    for pos in _digit_lines(blocks):
        block = blocks[pos]
        if is_price(block.text):
            prices.setdefault(path_shape(block.path), []).append(pos)
    found: dict[int, Decision] = {}
    for members in prices.values():
        if MIN_PLANS <= len(members) <= MAX_PRICES * MAX_PLANS:
            found.update(_keep_cards(blocks, probs, flags, members, heads))
    return found


def _digit_lines(blocks: Sequence[Block]) -> list[int]:
    """:func:`_digit_lines_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.digit_lines(blocks, MAX_LINE_CHARS, _DIGIT.search)
    return _digit_lines_reference(blocks)


def _digit_lines_reference(blocks: Sequence[Block]) -> list[int]:
    """The positions of the blocks that may be a price line: :data:`MAX_LINE_CHARS`
    characters at most and a decimal digit (``\\d``) among them (a line without one is
    no price, :func:`~thresher.methods.auto.price_words.is_price`; stripping a line
    removes no digit). The definition the kernel is held to."""
    return [
        pos
        for pos, block in enumerate(blocks)
        if len(block.text) <= MAX_LINE_CHARS and _DIGIT.search(block.text) is not None
    ]


def _keep_cards(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    prices: list[int],
    heads: bool = False,
) -> dict[int, Decision]:
    """The dropped blocks of the cards whose price lines are ``prices``, when they are
    pricing cards the model dropped mostly (the module's tests); with ``heads``, the
    dropped names and prices of cards it kept mostly (:func:`_card_heads`)."""
    cards = _cards(blocks, prices)
    if not cards:
        return {}
    of_card = [_card_of(block, cards) for block in blocks]
    members = [pos for pos, card in enumerate(of_card) if card is not None]
    sizes = Counter(id(card) for card in of_card if card is not None)
    if len(sizes) < len(cards) or min(sizes.values()) < MIN_CARD_BLOCKS:
        return {}
    if any(len(card.findall(".//a")) > MAX_CARD_LINKS for card in cards):  # type: ignore[attr-defined]
        return {}
    chars = sum(len(blocks[pos].text) for pos in members) or 1
    links = sum(blocks[pos].features.link_text_length for pos in members)
    kept = sum(len(blocks[pos].text) for pos in members if flags[pos])
    if links > MAX_LINK_SHARE * chars:
        return {}
    if kept >= MAX_KEPT_SHARE * chars:
        return _card_heads(blocks, probs, flags, members, prices) if heads else {}
    floor = min(MIN_PROBABILITY, RUN_SHARE * float(np.median(probs[members])))
    found: dict[int, Decision] = {}
    for pos in members:
        p = float(probs[pos])
        if not flags[pos] and p >= floor:
            index = blocks[pos].index
            found[index] = Decision(index, Label.CONTENT, _REASON.format(p=p))
    return found


def _card_heads(
    blocks: Sequence[Block],
    probs: np.ndarray,
    flags: Sequence[bool],
    members: list[int],
    prices: list[int],
) -> dict[int, Decision]:
    """In cards the model kept mostly (what each plan includes), the dropped price lines
    ``prices`` and headings (each plan's name) among ``members``, kept: the run rules
    finish a run of like lines, and a card's name and price are each one line unlike
    the rest of its card."""
    heads = set(prices)
    found: dict[int, Decision] = {}
    for pos in members:
        block = blocks[pos]
        if flags[pos] or not (pos in heads or block.features.heading_level):
            continue
        if block.features.link_text_length:
            continue  # a linked heading is a button
        label = Label.HEADING if block.features.heading_level else Label.CONTENT
        found[block.index] = Decision(block.index, label, _HEAD_REASON.format(p=probs[pos]))
    return found


def _cards(blocks: Sequence[Block], prices: list[int]) -> set[object] | None:
    """The cards of the price lines ``prices``: the children of the element that holds
    them all, :data:`MIN_PLANS` to :data:`MAX_PLANS` of them, all of one tag, the same
    number of prices in each (one, or :data:`MAX_PRICES`: a price and the old one it
    replaces); None when they are not."""
    chains = [_ancestors(blocks[pos].element) for pos in prices]
    if any(not chain for chain in chains):
        return None
    common = _common_depth(chains)
    if common < 1 or any(len(chain) <= common for chain in chains):
        return None  # a price is the common element itself
    cards = [chain[common] for chain in chains]
    counts = Counter(map(id, cards))
    if not MIN_PLANS <= len(counts) <= MAX_PLANS or len(set(counts.values())) != 1:
        return None
    if len({card.tag for card in cards}) != 1:  # type: ignore[attr-defined]
        return None
    return set(cards)


def _ancestors(element: object) -> list[object]:
    """The element's ancestors and itself, the root first."""
    chain = []
    while element is not None and isinstance(getattr(element, "tag", None), str):
        chain.append(element)
        element = element.getparent()  # type: ignore[attr-defined]
    return chain[::-1]


def _common_depth(chains: list[list[object]]) -> int:
    """The depth of the deepest element every chain passes through."""
    depth = 0
    for step in zip(*chains, strict=False):
        if any(element is not step[0] for element in step[1:]):
            break
        depth += 1
    return depth


def _card_of(block: Block, cards: set[object]) -> object | None:
    """The card among ``cards`` the block lies in, None outside them."""
    element = block.element
    while element is not None and isinstance(getattr(element, "tag", None), str):
        if element in cards:
            return element
        element = element.getparent()
    return None
