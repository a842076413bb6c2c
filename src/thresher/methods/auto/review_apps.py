"""A review app's widget on a shop's collection or home page: a carousel of customer reviews.

A shop built on a hosted engine shows its customers' reviews through a review app, which
writes its widget under its own class prefix: Judge.me's ``jdgm-carousel``, Yotpo's
``yotpo-reviews-carousel``. On a collection or a home page the widget is a showcase of
praise beside the items ("No need to shop around - this mat is FANTASTIC", a name, a
date); the block model reads each review as a paragraph and keeps it, and the page's
truth leaves it out. On a page whose markup holds an app's word (:data:`APP_WORDS`, asked
of every page: :data:`~thresher.methods.auto.markup_words.PAGE_WORDS`), a kept block
whose path names the app's widget (a step's id or first class opening with it) is dropped
when the page keeps :data:`MIN_REST` characters besides. A page that declares a product is
left alone: there the reviews are the product's own (``review_widgets`` reads their
controls). A testimonial carousel the shop writes itself names no app and stays (some
truths keep it). Nothing here names a site: the prefixes are the apps', written on every
shop that installs them. Other apps (Okendo's ``okeReviews``, Stamped's ``stamped-``,
Loox's ``loox-``) would each cost the page-word table a word: with ``more`` (switch
``review_apps_more``) they are read on a Shopify shop's page (their platform: the page's
markup holds :data:`SHOP_WORD`, one word of the page-word table) whose class values hold
one (:data:`MORE_APP_PARTS`, asked of the class values the page's index keeps, never of
its bytes): Okendo's ``okeReviews`` and ``oke-w-`` widgets, Stamped's ``stamped-``,
Loox's ``loox-``, Junip's ``junip-``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher._core import kernel
from thresher._core.modules import RULES
from thresher.html.dom_index import classes_hold
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.markup_words import PAGE_WORDS, page_words, source_holds
from thresher.types import Block, Decision, Document, Label

# The class (or id) prefixes of the review apps' widgets, as the apps write them: Judge.me,
# Yotpo (each a word of the page-word table).
APP_WORDS = ("jdgm-", "yotpo-")
# A path step named by one of them: "div.jdgm-carousel-item", "div#yotpo-reviews-…".
_STEP = re.compile("[.#](?:" + "|".join(re.escape(w) for w in APP_WORDS) + ")")
# The class prefixes of more apps' widgets, read where the page's class values hold one:
# Okendo (its first widgets' ``okeReviews``, its second's ``oke-w-``), Stamped, Loox, Junip.
MORE_APP_WORDS = ("okeReviews", "oke-w-", "stamped-", "loox-", "junip-")
MORE_APP_PARTS = tuple(word.encode() for word in MORE_APP_WORDS)
# The class every Shopify theme's section wraps in: the shop these apps are written for
# (a word of the page-word table; a page without it asks no class value).
SHOP_WORD = "shopify-section"
_BITS = {word: 1 << place for place, (word, _) in enumerate(PAGE_WORDS)}
_APP_BITS = sum(_BITS[word] for word in APP_WORDS)  # each a page word
_SHOP_BIT = _BITS[SHOP_WORD]
_ANY_STEP = re.compile("[.#](?:" + "|".join(re.escape(w) for w in APP_WORDS + MORE_APP_WORDS) + ")")
MIN_REST = 200  # characters the page keeps besides the widget's
_REASON = "in a review app's widget (p={p:.2f})"


def drop_review_apps(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], more: bool = False
) -> dict[int, Decision]:
    """The kept blocks whose path names a review app's widget (:data:`APP_WORDS`; with
    ``more``, :data:`MORE_APP_WORDS` too), dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag) when the page keeps
    :data:`MIN_REST` characters besides; else none. The caller leaves out a page that
    declares a product, and asks :func:`names_app` first."""
    step = _ANY_STEP if more else _STEP
    found = [pos for pos in compress(range(len(blocks)), flags) if step.search(blocks[pos].path)]
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def names_app(doc: Document, more: bool = False) -> bool:
    """True when the page's markup holds a review app's word (:data:`APP_WORDS`), or, with
    ``more``, :data:`SHOP_WORD` and its class values one of :data:`MORE_APP_PARTS`
    (:func:`~thresher.html.dom_index.classes_hold`). The words are bits of the page-word
    mask (:func:`~thresher.methods.auto.markup_words.page_words`), read at once where the
    page's bytes and the rules kernel answer it, else asked one by one."""
    mask = _page_mask(doc)
    if mask is None:
        if any(source_holds(doc, word) for word in APP_WORDS):
            return True
        return more and source_holds(doc, SHOP_WORD) and classes_hold(doc, MORE_APP_PARTS)
    if mask & _APP_BITS:
        return True
    return more and bool(mask & _SHOP_BIT) and classes_hold(doc, MORE_APP_PARTS)


def _page_mask(doc: Document) -> int | None:
    """The page's :data:`~thresher.methods.auto.markup_words.PAGE_WORDS` mask (bit ``i``:
    the ``i``-th word in its markup), or None where :func:`source_holds` would not read it
    (no rules kernel, no bytes kept, or the memo another Document's of the same tree)."""
    data = doc.source_utf8
    if data is None or kernel(RULES) is None:
        return None
    found, mask = page_words(doc)
    return mask if found is data else None
