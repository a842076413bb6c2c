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
Loox's ``loox-``) would each cost the page-word table a word: left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

# The class (or id) prefixes of the review apps' widgets, as the apps write them: Judge.me,
# Yotpo (each a word of the page-word table).
APP_WORDS = ("jdgm-", "yotpo-")
# A path step named by one of them: "div.jdgm-carousel-item", "div#yotpo-reviews-…".
_STEP = re.compile("[.#](?:" + "|".join(re.escape(w) for w in APP_WORDS) + ")")
MIN_REST = 200  # characters the page keeps besides the widget's
_REASON = "in a review app's widget (p={p:.2f})"


def drop_review_apps(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks whose path names a review app's widget (:data:`APP_WORDS`),
    dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag) when the page keeps :data:`MIN_REST` characters besides; else none.
    The caller leaves out a page that declares a product, and asks :func:`names_app`
    first."""
    found = [pos for pos in compress(range(len(blocks)), flags) if _STEP.search(blocks[pos].path)]
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def names_app(doc: Document) -> bool:
    """True when the page's markup holds a review app's word (:data:`APP_WORDS`)."""
    return any(source_holds(doc, word) for word in APP_WORDS)
