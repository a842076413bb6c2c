"""A review app's widget on a shop's collection or home page: a carousel of customer reviews.

A shop built on a hosted engine shows its customers' reviews through a review app, which
writes its widget under its own class prefix: Judge.me's ``jdgm-carousel``, Yotpo's
``yotpo-reviews-carousel``, Okendo's ``okeReviews``, Stamped's ``stamped-carousel``,
Loox's ``loox-reviews``, Junip's ``junip-``, Shopify's Product Reviews' ``spr-``,
Trustpilot's ``trustpilot-widget``. On a collection or a home page the widget is a
showcase of praise beside the items ("No need to shop around - this mat is FANTASTIC",
a name, a date); the block model reads each review as a paragraph and keeps it, and the
page's truth leaves it out. A kept block whose path names such a widget (a step's id or
first class opening with an app's prefix, :data:`APP_PREFIXES`) is dropped when the page
keeps :data:`MIN_REST` characters besides. A page that declares a product is left alone:
there the reviews are the product's own (``review_widgets`` reads their controls). A
testimonial carousel the shop writes itself names no app and stays (some truths keep
it). Nothing here names a site: the prefixes are the apps', written on every shop that
installs them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress
from operator import attrgetter

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

# The class (or id) prefixes of the review apps' widgets, lower-cased.
APP_PREFIXES = (
    "jdgm-",  # Judge.me
    "yotpo-",  # Yotpo
    "okereviews",  # Okendo ("okeReviews-reviewsWidget")
    "oke-w",  # Okendo's newer widgets ("oke-w-reviews")
    "stamped-",  # Stamped.io
    "loox-",  # Loox
    "junip-",  # Junip
    "spr-",  # Shopify's Product Reviews ("spr-container", "spr-review")
    "trustpilot-widget",  # Trustpilot's TrustBox
)
# A path step named by one of them: "div.jdgm-carousel-item", "div#yotpo-reviews-…".
_STEP = re.compile("[.#](?:" + "|".join(re.escape(p) for p in APP_PREFIXES) + ")", re.IGNORECASE)
_SEP = "\n"  # between the kept blocks' paths, searched at once (no path holds it)
_PATH = attrgetter("path")
MIN_REST = 200  # characters the page keeps besides the widget's
_REASON = "in a review app's widget (p={p:.2f})"


def drop_review_apps(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks whose path names a review app's widget (:data:`APP_PREFIXES`),
    dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each
    block's kept flag) when the page keeps :data:`MIN_REST` characters besides; else none.
    The caller leaves out a page that declares a product. The kept blocks' paths are
    searched at once first: most pages name no app."""
    if _STEP.search(_SEP.join(map(_PATH, compress(blocks, flags)))) is None:
        return {}
    found = [pos for pos in compress(range(len(blocks)), flags) if _STEP.search(blocks[pos].path)]
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)
