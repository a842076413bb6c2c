"""A product's name: the content of a page that declares a product, in every format.

An article's headline is its ``title``: Markdown and HTML open with it and plain text
leaves it out (:func:`~thresher.methods.auto.cleanup.mark_headline`). A product page's
name is read differently: most wcxb-dev product truths open with the product's name
(stop 77, ``docs/dev/auto-record.md``, qshop42), and ``auto`` keeps it in the text where the
model kept the name's heading, but left it out where the model dropped it and the
headline rule restored it (flagged, for Markdown alone), and lost it in every format
where the name stands further above the kept description than the headline rule
looks (a shop writes the price, the stock, the picker and the cart between them).

On a page that declares a product (JSON-LD or ``og:type``, :data:`DECLARED_KINDS`
``product``) and not an article (a date alone does not make a product page an article:
a shop's template may declare when the item was listed), the headline the rule restored
is kept as content (not flagged); when it restored none, the page's first ``h1`` before
the kept text, dropped, whose words are the title's, is kept as content. Both read only
the blocks before the first kept one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.signals import PageFacts, word_set
from thresher.types import KEPT_LABELS, Block, Decision, Label

TITLE_SHARE = 0.8  # share of the name's words the title must hold (as the headline rule)
MAX_CHARS = 200  # a name, not a sentence
_REASON = "the declared product's name"


def keep_product_name(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    facts: PageFacts,
    marked: Mapping[int, Decision],
) -> dict[int, Decision]:
    """The product's name kept as content on a page that declares a product and no
    article (the caller checks the product): the restored headline of ``marked``
    (:func:`~thresher.methods.auto.cleanup.mark_headline`'s result) unflagged, else
    the dropped first ``h1`` before the kept text when its words are the title's."""
    if facts.article_page:
        return {}  # an article's headline: ``title``, not the text's first line
    if marked:
        return {i: Decision(i, d.label, _REASON, headline=False) for i, d in marked.items()}
    name = _dropped_name(blocks, decisions, facts.title_words)
    if name is None:
        return {}
    return {name.index: Decision(name.index, Label.HEADING, _REASON)}


def _dropped_name(
    blocks: Sequence[Block], decisions: Mapping[int, Decision], title_words: frozenset[str]
) -> Block | None:
    """The first ``h1`` of the text blocks before the first kept one, when its words are
    nearly all the title's and it is not kept (``None`` otherwise)."""
    for block in blocks:
        decision = decisions.get(block.index)
        if decision is not None and decision.label in KEPT_LABELS:
            return None  # the kept text starts before any h1
        if block.kind == "img" or block.features.heading_level != 1:
            continue
        return block if _is_name(block.text, title_words) else None
    return None


def _is_name(text: str, title_words: frozenset[str]) -> bool:
    """True when ``text`` is short and :data:`TITLE_SHARE` of its words are the title's."""
    words = word_set(text)
    if not words or not title_words or len(text) > MAX_CHARS:
        return False
    return len(words & title_words) / len(words) >= TITLE_SHARE
