"""A page whose blocks that reach the expected-F1 search's lowest threshold are its headline
alone is searched lower, rather than keep the headline over a story the model doubts whole
(``doubted_pages``; no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts

from thresher.api import load_document
from thresher.methods.auto.decision import ExpectedF1, expected_f1_threshold
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page, threshold_for
from thresher.options import Options
from thresher.pipeline import segment_page

TITLE = "Ten easy wood projects to make"
STORY = [
    "Some of my best blogging friends and I are sharing our favourite easy wood projects "
    "that we made this year, from a bookshelf to a bench for the garden.",
    "I made this wall art back in April and wrote all about how to make it in an earlier "
    "post, with the cuts, the paint and the hanging wire.",
    "As soon as I hung it up on my kitchen wall I thought how nice it would be to build "
    "more of these blocks in other colours for the hall.",
]
MENU = ["Home", "About", "Contact", "Privacy Policy"]


def _page():
    menu = "".join(f"<li><a href='/{m}'>{m}</a></li>" for m in MENU)
    story = "".join(f"<p>{text}</p>" for text in STORY)
    body = f"<ul class='menu'>{menu}</ul><article><h1>{TITLE}</h1><div>{story}</div></article>"
    html = f"<html><head><title>{TITLE}</title></head><body>{body}</body></html>"
    doc = load_document(html.encode(), url="https://blog.example/wood")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    probs = []
    for block in page.text_blocks:
        if block.text == TITLE:
            probs.append(0.33)  # the headline alone reaches the search's lowest threshold
        elif block.text in MENU:
            probs.append(0.01)
        else:
            probs.append(0.16)  # the story, doubted whole
    return page, np.array(probs)


def test_the_headline_alone_reaching_the_search_is_searched_lower() -> None:
    probs = np.array([0.33, 0.16, 0.16, 0.16, 0.01, 0.01])
    words = np.array([7.0, 30.0, 28.0, 27.0, 1.0, 2.0])
    search = ExpectedF1()
    without = ExpectedF1(doubted_words=0.0)
    assert expected_f1_threshold(probs, words, without) > 0.16  # the headline alone
    assert 0.01 < expected_f1_threshold(probs, words, search) <= 0.16
    # a headline longer than the words asked for counts as the headline only
    long_words = np.array([14.0, 60.0, 60.0, 60.0, 1.0, 2.0])
    assert expected_f1_threshold(probs, long_words, search) > 0.16
    assert expected_f1_threshold(probs, long_words, search, headline=0) <= 0.16


def test_a_page_with_more_than_its_headline_reaching_is_not_searched_lower() -> None:
    probs = np.array([0.33, 0.5, 0.16, 0.16, 0.01])
    words = np.array([7.0, 12.0, 30.0, 28.0, 1.0])
    search, without = ExpectedF1(), ExpectedF1(doubted_words=0.0)
    threshold = expected_f1_threshold(probs, words, search, headline=0)
    assert threshold == expected_f1_threshold(probs, words, without, headline=0)


def test_the_doubted_story_is_kept_and_the_switch_turns_it_off() -> None:
    page, probs = _page()
    assert page.text_blocks[page.facts.title_block].text == TITLE
    kept = kept_texts(page, probs, AutoParams())
    assert all(text in kept for text in STORY) and not set(MENU) & set(kept)
    off = AutoParams(doubted_pages=False, dropped_story=False)
    assert kept_texts(page, probs, off) == [TITLE]
    # dropped_story, a later safeguard, keeps the story the search left doubted
    assert all(t in kept_texts(page, probs, AutoParams(doubted_pages=False)) for t in STORY)
    on = threshold_for(Options(), AutoParams(), list(page.text_blocks), probs, page.facts)
    assert on <= 0.16
