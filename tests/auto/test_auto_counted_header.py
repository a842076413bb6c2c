"""A comment header that counts its comments ("941 comments") is trusted after most of what
the model is sure of only when the model is sure of some text (``counted_header_sure``; no
model needed): a count set above the story on a page the model is sure of nothing must not
cut the whole story off as comments."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, trusted_comment_header

STORY = [
    f"Paragraph {n} of the story: the president said in an interview that the law had "
    "failed and that he would keep trying to change it before his term ends."
    for n in range(4)
]


def _page(header: str):
    story = "".join(f"<p>{text}</p>" for text in STORY)
    menu = "".join(f"<li><a href='/{m}'>{m}</a></li>" for m in ("Home", "World", "Sport"))
    top = f"<ul>{menu}</ul><h1>The president on the law</h1><p class='byline'>By A. Writer</p>"
    meta = f"<div class='meta'><a href='#c'>{header}</a></div>"
    page = prepared_page(f"{top}{meta}<div>{story}</div>")
    blocks = list(page.text_blocks)
    position = next(i for i, b in enumerate(blocks) if b.text == header)
    return page, blocks, position


def test_a_count_above_a_story_the_model_is_unsure_of_cuts_nothing() -> None:
    page, blocks, position = _page("941 comments")
    assert page.facts.comment_header == position
    probs = np.array([0.7 if b.text in STORY else 0.05 for b in blocks])
    assert trusted_comment_header(blocks, probs, position, 0.5, counted_sure=True) == -1
    assert trusted_comment_header(blocks, probs, position, 0.5) == position  # the old cut
    params = AutoParams(decision="threshold", threshold=0.5)
    assert kept_texts(page, probs, params) == STORY
    # the old cut, with dropped_story off (which keeps a story cut off whole as comments)
    old = AutoParams(
        decision="threshold", threshold=0.5, counted_header_sure=False, dropped_story=False
    )
    assert kept_texts(page, probs, old) == []
    cut = AutoParams(decision="threshold", threshold=0.5, counted_header_sure=False)
    assert kept_texts(page, probs, cut) == STORY  # dropped_story keeps the story cut off


def test_a_count_after_a_story_the_model_is_sure_of_still_cuts() -> None:
    page, blocks, position = _page("941 comments")
    # the model sure of the story: the header above it is still no cut (most sure text
    # follows it), as before
    probs = np.array([0.95 if b.text in STORY else 0.05 for b in blocks])
    assert trusted_comment_header(blocks, probs, position, 0.5, counted_sure=True) == -1
    story = "".join(f"<p>{text}</p>" for text in STORY)
    thread = "".join(
        f"<li><p>Reader {n} wrote a long reply that goes on and on about the story, "
        "agreeing with some of it and not with the rest of it at all.</p></li>"
        for n in range(10)
    )
    page = prepared_page(f"<article>{story}</article><h3>13 Comments</h3><ol>{thread}</ol>")
    blocks = list(page.text_blocks)
    position = next(i for i, b in enumerate(blocks) if b.text == "13 Comments")
    probs = np.array([0.95 if b.text.startswith("Paragraph") else 0.6 for b in blocks])
    assert trusted_comment_header(blocks, probs, position, 0.5, counted_sure=True) == position
