"""Teasers (a linked headline over a summary) after the story, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto import teaser_pairs as tp
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.teaser_pairs import drop_teaser_pairs
from thresher.options import Options
from thresher.types import Decision, Label

HEADLINE = "<h1>The council votes on the bridge</h1>"
STORY = "".join(
    f"<p>Paragraph {n} of the story tells what the council decided on Tuesday night, "
    "and why the vote on the new bridge was so close this time.</p>"
    for n in range(3)
)
TEASER = (
    "<li><a href='/story-{n}'>Another story number {n} about the budget</a>"
    "<div id='t{n}0{n}'>Summary {n}: the mayor said more about the city's budget on Monday "
    "than anyone had expected.{more}</div></li>"
)
MORE = " She spoke for an hour. Nobody left the hall."


def _teasers(count: int = 5, title: str = "", more: str = "") -> str:
    items = "".join(TEASER.format(n=n, more=more) for n in range(1, count + 1))
    if title:
        items = items.replace("Another story number", title).replace(" about the budget", "")
    return f"<ul class='news'>{items}</ul>"


def _decide(page: PreparedPage, teaser_p: float = 0.7):
    """Story paragraphs and the headline at 0.95, teasers at ``teaser_p``, the rest at
    0.05; kept at 0.5 or more."""
    probs = []
    for block in page.text_blocks:
        if block.text.startswith(("Paragraph", "The council")):
            probs.append(0.95)
        elif block.text.startswith(("Another", "Summary")):
            probs.append(teaser_p)
        else:
            probs.append(0.05)
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if p >= 0.5 else Label.BOILERPLATE, "t")
        for b, p in zip(page.text_blocks, probs, strict=True)
    }
    return decisions, np.array(probs)


def _dropped(page: PreparedPage, decisions, probs) -> set[str]:
    kept = [decisions[b.index].label.kept for b in page.text_blocks]
    changed = drop_teaser_pairs(
        page.text_blocks, page.features, probs, kept, page.facts.title_block
    )
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_teasers_after_the_story_are_dropped() -> None:
    page = prepared_page(
        f"<div class='mid'>{HEADLINE}{STORY}</div><div class='side'>{_teasers()}</div>"
    )
    dropped = _dropped(page, *_decide(page))
    assert "Another story number 3 about the budget" in dropped
    assert any(text.startswith("Summary 5") for text in dropped)
    assert not any(text.startswith(("Paragraph", "The council")) for text in dropped)


def test_a_listing_under_its_headline_stays() -> None:
    page = prepared_page(f"<div class='mid'>{HEADLINE}{_teasers(8)}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_teasers_before_the_headline_stay() -> None:
    page = prepared_page(f"<div class='side'>{_teasers()}</div><div>{HEADLINE}{STORY}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_two_teasers_are_no_list() -> None:
    page = prepared_page(f"<div>{HEADLINE}{STORY}</div><div class='side'>{_teasers(2)}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_entries_with_short_titles_are_no_teasers() -> None:
    page = prepared_page(
        f"<div>{HEADLINE}{STORY}</div><div class='side'>{_teasers(title='Item')}</div>"
    )
    assert _dropped(page, *_decide(page)) == set()


def test_entries_of_several_sentences_are_no_teasers() -> None:
    page = prepared_page(
        f"<div>{HEADLINE}{STORY}</div><div class='side'>{_teasers(more=MORE)}</div>"
    )
    assert _dropped(page, *_decide(page)) == set()


def test_entries_with_short_lines_are_no_teasers() -> None:
    short = _teasers().replace(" on Monday than anyone had expected", "")
    page = prepared_page(f"<div>{HEADLINE}{STORY}</div><div class='side'>{short}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_pairs_far_apart_are_no_list() -> None:
    gap = "".join(f"<p>Note {n}</p>" for n in range(12))
    spaced = _teasers().replace("</li><li>", f"</li></ul>{gap}<ul class='news'><li>")
    page = prepared_page(f"<div>{HEADLINE}{STORY}</div><div class='side'>{spaced}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_teasers_the_model_is_sure_of_stay() -> None:
    page = prepared_page(f"<div>{HEADLINE}{STORY}</div><div class='side'>{_teasers()}</div>")
    assert _dropped(page, *_decide(page, teaser_p=0.92)) == set()


def test_teasers_after_a_short_story_stay() -> None:
    short = "<p>Paragraph 0 is all there is of it.</p>"
    page = prepared_page(f"<div>{HEADLINE}{short}</div><div class='side'>{_teasers()}</div>")
    assert _dropped(page, *_decide(page)) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<div>{HEADLINE}{STORY}</div><div class='side'>{_teasers()}</div>")
    _, probs = _decide(page)
    options = Options()

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params, options))

    on, off = kept(AutoParams()), kept(AutoParams(teaser_pairs=False))
    title = "Another story number 2 about the budget"
    assert title in off and title not in on
    assert {t for t in off if t.startswith("Paragraph")} <= on


def test_the_matrix_read_first_turns_away_no_teaser() -> None:
    linked = "".join(
        f"<p>Text {n} <a href='/x'>{'link ' * n}</a> and a sentence here.</p>" for n in range(9)
    )
    html = f"<div>{HEADLINE}{STORY}{linked}</div><div class='side'>{_teasers()}</div>"
    page = prepared_page(html)
    blocks, matrix = page.text_blocks, page.features
    linked_rows = matrix[:-1, tp._LINKS] >= tp.MIN_HEADLINE_LINKS - tp._SLACK
    read_first = set(np.flatnonzero(linked_rows & (matrix[1:, tp._SENTENCES] > 0)).tolist())
    whole = {pos for pos in range(len(blocks) - 1) if tp._is_teaser(blocks[pos], blocks[pos + 1])}
    assert whole and whole <= read_first


def test_entries_of_one_list_are_no_headline_over_summary() -> None:
    """A bibliography's entries, linked and not by turns, are one list's like items: a
    pair of blocks with the same path is no title over its summary."""
    entries = "".join(
        f"<div class='entry'><p><a href='/ref-{n}'>Another reference {n}, the project's "
        f"home page</a>.</p></div><div class='entry'><p>Summary {n}: a book on the "
        "subject, printed in Boston by the publisher of the series in that year.</p></div>"
        for n in range(1, 6)
    )
    page = prepared_page(f"<div class='mid'>{HEADLINE}{STORY}<div>{entries}</div></div>")
    assert _dropped(page, *_decide(page)) == set()


def test_a_title_over_its_summary_in_one_box_counts_with_one_path() -> None:
    """Headline and summary both ``p`` of one box (one path) are still a teaser: only
    like entries each in a box of their own are not."""
    items = "".join(
        f"<div class='item'><p><a href='/story-{n}'>Another story number {n} about the "
        f"budget</a></p><p>Summary {n}: the mayor said more about the city's budget on "
        "Monday than anyone had expected.</p></div>"
        for n in range(1, 6)
    )
    page = prepared_page(f"<div class='mid'>{HEADLINE}{STORY}</div><div class='side'>{items}</div>")
    dropped = _dropped(page, *_decide(page))
    assert "Another story number 3 about the budget" in dropped


def test_a_close_run_of_teasers_lies_in_a_close_run_of_their_candidates() -> None:
    """The early exit: the teasers are some of the candidate positions (a linked block over
    a sentence), so when the candidates hold no close run the teasers hold none."""
    import random

    rng = random.Random(11)
    for _ in range(3000):
        starts = sorted(rng.sample(range(80), rng.randint(0, 12)))
        teasers = [pos for pos in starts if rng.random() < 0.6]
        if tp._close_run(teasers):
            assert tp._close_run(starts)
    assert not tp._close_run([0, 11, 22, 33]) and tp._close_run([0, 10, 20])


def test_a_shape_is_the_path_without_its_digits() -> None:
    import random
    import re

    rng = random.Random(5)
    pieces = ("div", "#t", ".a", "/", "0", "7", "42", "19", "3568", "\u0663", "\uff15", "é", "¹")
    for _ in range(3000):
        path = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
        assert tp._shape(path) == re.sub(r"\d+", "", path)
    assert tp._shape("div#t10/p.x2") == "div#t/p.x"
