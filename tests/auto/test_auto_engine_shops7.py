"""Stop 79 (qshop44): product pages with a customer reviews section and service pages of
prose, tiles, testimonials and an FAQ (:mod:`tests.auto.engine_shops7`) keep their text
and drop their chrome, one test a page; and what this stop changed: the frame of a
reviews section whose reviews the model dropped, dropped with them (``review_chrome``).
The rule's own tests set the probabilities by hand (no model)."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.engine_shops7 import SHOP7_ENGINES, WOO_DE, shop7_page
from tests.auto.test_auto_engine_listings import _chrome_kept, _missing, _text

from thresher import extract
from thresher.api import load_document
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.methods.auto.review_chrome import section_path, zero_count
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

# Texts lost on main and on this branch, each for a reason outside this stop's rule:
# Elementor's FAQ (three questions and answers) is read as teasers after the story
# (``teaser_pairs``: an accordion title's anchor is a linked headline); Squarespace's
# questions are written inside the accordion's ``button``, whose text no block holds.
KNOWN_MISSING = {"elementor": 6, "squarespace": 3}
# Elementor's call-to-action button, kept as an item of a listing kept in part; OpenCart's
# review form (its title and note) after the kept reviews: no rule reads a review form's
# title beside kept reviews (``review_chrome`` stands aside there).
KNOWN_CHROME = {"elementor": 1, "opencart": 2}
# Product pages whose reviews the model keeps (clean sentences under a title): the frame
# goes with them and ``review_chrome`` stands aside.
REVIEWS_KEPT = ("judgeme", "spr", "stamped", "magento", "bigcommerce", "opencart")


@pytest.mark.parametrize("engine", list(SHOP7_ENGINES))
def test_a_shop7_page_keeps_its_text_and_drops_its_chrome(engine: str) -> None:
    page = shop7_page(engine)
    text = _text(page)
    missing = _missing(page, text)
    assert len(missing) == KNOWN_MISSING.get(engine, 0), missing
    kept = _chrome_kept(page, text)
    assert len(kept) == KNOWN_CHROME.get(engine, 0), kept


def test_the_suite_has_sixteen_pages() -> None:
    assert len(SHOP7_ENGINES) == 16


def test_review_chrome_drops_the_frame_of_dropped_reviews_only_with_the_switch() -> None:
    page = shop7_page("woocommerce")
    frame = WOO_DE[5]
    on = extract(page.html, url=page.url, method="auto").text or ""
    off = extract(page.html, url=page.url, method="auto", review_chrome=False).text or ""
    assert not any(line in on for line in frame[1:])
    assert all(line in off for line in frame[1:])  # the form's title and note kept on main
    assert _missing(page, on) == []


@pytest.mark.parametrize("engine", REVIEWS_KEPT)
def test_review_chrome_stands_aside_where_the_reviews_are_kept(engine: str) -> None:
    page = shop7_page(engine)
    on = extract(page.html, url=page.url, method="auto").text
    off = extract(page.html, url=page.url, method="auto", review_chrome=False).text
    assert on == off


# The rule's own page: a description, a reviews section (title, summary, two reviews, a
# form's title and note) and an empty widget elsewhere; the description sure.
DESCRIPTION = (
    "A kettle of brushed steel whose spout pours without dripping, and whose handle stays "
    "cool while the water boils on any hob, gas or induction. The lid opens with one "
    "thumb, the filter in the spout lifts out for cleaning, and the base is wide enough "
    "to stand steady on a small camping stove."
)
REVIEWS = (
    "I have used it every morning for a year and it still looks new; the whistle is loud "
    "enough to hear from the garden.",
    "Boils quickly on our old gas hob and the handle never gets hot, which matters with "
    "small children running around the kitchen.",
)
SECTION = (
    "<div id='tab-reviews'><div id='reviews'><h2>Share your thoughts!</h2>"
    "<div class='rating-summary'><p>4.8 out of 5 stars</p><p>2 reviews</p></div>"
    "<ol class='commentlist'>"
    + "".join(f"<li class='review'><p class='meta'>Ann</p><p>{r}</p></li>" for r in REVIEWS)
    + "</ol><div id='review_form_wrapper'><h3>Let us know what you think...</h3>"
    "<p class='note'>Only logged in customers may leave a review.</p></div></div></div>"
)
EMPTY = (
    "<div id='product-reviews'><p>0 stars based on 0 reviews</p><p>0 reviews</p>"
    "<a href='#w'>Add your review</a></div>"
)
FRAME = {"Share your thoughts!", "4.8 out of 5 stars", "2 reviews"}
FORM = {"Let us know what you think...", "Only logged in customers may leave a review."}


def _prepared(body: str):
    foot = "<footer><p>Terms</p></footer>"
    html = f"<html><head><title>Kettle</title></head><body><main>{body}</main>{foot}</body></html>"
    doc = load_document(html.encode(), url="https://shop.example/kettle")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _kept(page, probs: np.ndarray, **switches: bool) -> set[str]:
    result = decide_page(page, probs, Options(), AutoParams(**switches))
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def _levels(page, levels: dict[str, float], rest: float = 0.1) -> np.ndarray:
    """Each block's probability: the level of the first key its text starts with."""
    found = [
        next((v for k, v in levels.items() if b.text.startswith(k)), rest) for b in page.text_blocks
    ]
    return np.array(found, dtype=np.float64)


def _frame_sure(reviews: float) -> dict[str, float]:
    lines = (*FRAME, *FORM, "0 stars", "0 reviews")
    return {
        DESCRIPTION[:20]: 0.95,
        **dict.fromkeys(lines, 0.8),
        REVIEWS[0][:20]: reviews,
        REVIEWS[1][:20]: reviews,
    }


def test_the_frame_of_dropped_reviews_is_dropped_and_not_with_the_switch_off() -> None:
    page = _prepared(f"<p>{DESCRIPTION}</p>{SECTION}")
    probs = _levels(page, _frame_sure(0.05))
    kept = _kept(page, probs)
    assert DESCRIPTION in kept
    assert not (FRAME | FORM) & kept
    assert _kept(page, probs, review_chrome=False) >= FRAME | FORM


def test_the_frame_of_kept_reviews_stays() -> None:
    page = _prepared(f"<p>{DESCRIPTION}</p>{SECTION}")
    kept = _kept(page, _levels(page, _frame_sure(0.9)))
    assert FRAME | FORM | set(REVIEWS) <= kept


def test_an_empty_widget_is_dropped_and_a_summary_alone_stays() -> None:
    page = _prepared(f"<p>{DESCRIPTION}</p>{EMPTY}")
    kept = _kept(page, _levels(page, _frame_sure(0.05)))
    assert "0 reviews" not in kept and "0 stars based on 0 reviews" not in kept
    alone = _prepared(f"<p>{DESCRIPTION}</p><div id='reviews'><p>4.8 out of 5 stars</p></div>")
    assert "4.8 out of 5 stars" in _kept(alone, _levels(alone, _frame_sure(0.05)))


def test_a_section_is_named_by_a_word_that_starts_a_name_part() -> None:
    assert section_path("body/div#tab-reviews/div#reviews/p") == "body/div#tab-reviews"
    assert section_path("body/div.productReviews/p") == "body/div.productReviews"
    assert section_path("body/main/section.bewertungen/h2") == "body/main/section.bewertungen"
    assert section_path("body/div.preview/p") is None  # a preview names no review
    assert section_path("body.single-review/div/p") is None  # the page itself


def test_counts_zero_count() -> None:
    assert zero_count("0 stars based on 0 reviews") and zero_count("0/5") and zero_count("(0)")
    assert not zero_count("4.8 out of 5 stars") and not zero_count("No reviews yet")
    assert not zero_count("10 reviews") and zero_count("0,0 von 5 Sternen")
