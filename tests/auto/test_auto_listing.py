"""Completing a run of cards the model kept in part (no model needed)."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.decided import groups_by_ident, run_columns
from thresher.methods.auto.listing import (
    agree_card_fields,
    complete_listing,
    drop_doubted_runs,
    keep_card_titles,
    kept_card_grids,
    rescue_listing,
)
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

CARD = (
    "<li class='card'><h3><a href='/p{n}'>Sharpening stone number {n}</a></h3>"
    "<p>A fine whetstone for kitchen knives, grit {n}000.</p></li>"
)
NAV = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))


def _prepared(body: str):
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://shop.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _decide(page, keep, prob: float = 0.2):
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if keep(b.text) else Label.BOILERPLATE, "t")
        for b in page.text_blocks
    }
    probs = np.array([0.9 if keep(b.text) else prob for b in page.text_blocks])
    return decisions, probs


def test_cards_the_model_kept_in_part_are_kept_whole_and_the_menu_is_not() -> None:
    page = _prepared(NAV + "</ul><ul class='grid'>" + "".join(CARD.format(n=n) for n in range(8)))
    kept_cards = ("grit 1000", "grit 2000", "grit 3000", "grit 4000")  # texts, not titles
    decisions, probs = _decide(page, lambda text: any(k in text for k in kept_cards))
    changed = complete_listing(page.text_blocks, page.facts.repeats, probs, decisions)
    added = {page.blocks[i].text for i in changed}
    assert "Sharpening stone number 7" in added and "Sharpening stone number 1" in added
    assert "A fine whetstone for kitchen knives, grit 7000." in added
    assert not any(text.startswith("Menu") for text in added)
    assert all(d.label is Label.CONTENT for d in changed.values())


def test_blocks_the_model_ruled_out_stay_dropped() -> None:
    page = _prepared("<ul class='grid'>" + "".join(CARD.format(n=n) for n in range(8)) + "</ul>")
    kept_cards = ("number 1", "number 2", "number 3")
    decisions, probs = _decide(page, lambda text: any(k in text for k in kept_cards), prob=0.02)
    assert complete_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def test_an_article_inside_one_box_of_a_run_does_not_pull_in_the_other_boxes() -> None:
    story = "".join(f"<p>Paragraph {n} of the story, with a sentence or two.</p>" for n in range(6))
    boxes = "".join(
        f"<div class='box'><p>{n}:00 Headline of another story</p><p>More</p></div>"
        for n in range(5)
    )
    page = _prepared(f"<div class='box'>{story}</div>{boxes}")
    decisions, probs = _decide(page, lambda text: text.startswith("Paragraph"))
    assert complete_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


JOB = (
    "<li class='job'><h3><a href='/j{n}'>Backend engineer {n}</a></h3>"
    "<div class='company'>Company {n}</div><div class='place'>Remote</div>"
    "<div class='pay'>$9{n},000</div><div><a href='/c{n}'>View profile</a></div></li>"
)
INTRO = "<p>Looking for a remote role? These are this week's openings, newest first.</p>"


def _job_board(items: str) -> object:
    return _prepared(NAV + f"</ul>{INTRO}<ul class='jobs'>{items}</ul>")


def _model_keeps_only_prose(page) -> tuple[dict, np.ndarray]:
    decisions, probs = _decide(page, lambda text: text.startswith(("Looking", "Paragraph")))
    probs = np.where(
        [b.text == "View profile" for b in page.text_blocks], 0.001, np.maximum(probs, 0.03)
    )
    return decisions, probs


def test_a_run_of_cards_the_model_dropped_whole_is_kept_but_not_its_buttons() -> None:
    page = _job_board("".join(JOB.format(n=n) for n in range(10)))
    decisions, probs = _model_keeps_only_prose(page)
    changed = rescue_listing(page.text_blocks, page.facts.repeats, probs, decisions)
    by_ident = groups_by_ident(page.facts.repeats)  # as decide_page hands it
    args = (page.text_blocks, page.facts.repeats, probs, decisions, by_ident)
    assert rescue_listing(*args) == changed
    added = {page.blocks[i].text for i in changed}
    assert {"Backend engineer 0", "Backend engineer 9", "Company 3", "$95,000", "Remote"} <= added
    assert "View profile" not in added
    assert not any(text.startswith("Menu") for text in added)


def test_a_news_list_and_a_short_run_are_not_a_listing() -> None:
    news = "".join(
        f"<li class='news'><a href='/n{n}'>Headline number {n}</a><div>12.0{n}.2012</div></li>"
        for n in range(10)
    )
    few = "".join(JOB.format(n=n) for n in range(4))
    for items in (news, few):
        page = _job_board(items)
        decisions, probs = _model_keeps_only_prose(page)
        assert rescue_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def test_an_article_that_outweighs_the_cards_beside_it_keeps_them_out() -> None:
    story = "".join(
        f"<p>Paragraph {n} of the story tells what happened, and why it matters here.</p>"
        for n in range(20)
    )
    cards = "".join(JOB.format(n=n) for n in range(10))
    page = _prepared(f"<article>{story}</article><ul class='jobs'>{cards}</ul>")
    decisions, probs = _model_keeps_only_prose(page)
    assert rescue_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def test_a_dropped_run_of_prose_such_as_comments_is_no_listing() -> None:
    comments = "".join(
        f"<li class='comment'><div>Reader {n}</div><div>3 days ago</div>"
        f"<p>I tried this at home, and it worked well for me, thanks {n}.</p></li>"
        for n in range(10)
    )
    page = _job_board(comments)
    decisions, probs = _model_keeps_only_prose(page)
    assert rescue_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


TICKER = "".join(
    f"<li class='tick'><a href='/t{n}'>{n}:05 Headline of another story number {n}</a></li>"
    for n in range(12)
)
STORY = "".join(
    f"<p>Paragraph {n} of the story tells what happened, and why it matters here.</p>"
    for n in range(14)
)


def _ticker_decisions(page, ticker_p: float, story_p: float = 0.95):
    """The story and the ticker kept, at ``story_p`` and ``ticker_p``."""
    decisions = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    probs = np.array(
        [story_p if b.text.startswith("Paragraph") else ticker_p for b in page.text_blocks]
    )
    return decisions, probs


def test_a_ticker_the_model_doubted_beside_a_sure_article_is_dropped() -> None:
    page = _prepared(f"<article>{STORY}</article><ul class='ticker'>{TICKER}</ul>")
    decisions, probs = _ticker_decisions(page, ticker_p=0.5)
    changed = drop_doubted_runs(page.text_blocks, page.facts.repeats, probs, decisions)
    by_ident = groups_by_ident(page.facts.repeats)  # as decide_page hands it
    args = (page.text_blocks, page.facts.repeats, probs, decisions, by_ident)
    assert drop_doubted_runs(*args) == changed
    dropped = {page.blocks[i].text for i in changed}
    assert len(dropped) == 12 and all("Headline of another story" in t for t in dropped)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())


def test_a_ticker_stays_when_the_model_trusts_an_item_or_doubts_the_article() -> None:
    page = _prepared(f"<article>{STORY}</article><ul class='ticker'>{TICKER}</ul>")
    for ticker_p, story_p in ((0.75, 0.95), (0.5, 0.85)):
        decisions, probs = _ticker_decisions(page, ticker_p, story_p)
        assert drop_doubted_runs(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def test_a_doubted_list_of_links_inside_the_article_stays() -> None:
    half = len(STORY) // 2
    cut = STORY.index("<p>", half)
    page = _prepared(
        f"<article>{STORY[:cut]}<ul class='ticker'>{TICKER}</ul>{STORY[cut:]}</article>"
    )
    decisions, probs = _ticker_decisions(page, ticker_p=0.5)
    assert drop_doubted_runs(page.text_blocks, page.facts.repeats, probs, decisions) == {}


REVIEW = (
    "<div class='review'><h2>Machine {n}</h2>"
    "<p>Machine {n} sews knits and denim without trouble, and it threads itself.</p>"
    "<p>Read more</p></div>"
)
ARTICLE = "".join(
    f"<p>Paragraph {n} of a long introduction that explains how to choose a machine, "
    "what to look for in a dealer's shop and why a used one is often the better buy.</p>"
    for n in range(12)
)


def test_prose_entries_kept_in_good_part_are_completed_beside_a_longer_article() -> None:
    page = _prepared(
        f"<div class='intro'>{ARTICLE}</div>" + "".join(REVIEW.format(n=n) for n in range(6))
    )
    kept = ("Paragraph", "Machine 0 sews", "Machine 1 sews", "Machine 2 sews", "Machine 3 sews")
    decisions, probs = _decide(page, lambda text: text.startswith(kept))
    added = {
        page.blocks[i].text
        for i in complete_listing(page.text_blocks, page.facts.repeats, probs, decisions)
    }
    assert "Machine 5" in added and any(t.startswith("Machine 5 sews") for t in added)


def test_a_linked_teaser_strip_beside_a_longer_article_stays_dropped() -> None:
    teaser = (
        "<div class='teaser'><h2><a href='/s{n}'>Another story about machines, part {n}</a></h2>"
        "<p><a href='/s{n}'>Why machine {n} sold out in a week, and what comes next</a></p></div>"
    )
    page = _prepared(
        f"<div class='intro'>{ARTICLE}</div>" + "".join(teaser.format(n=n) for n in range(6))
    )
    kept = (
        "Paragraph",
        "Another story about machines, part 0",
        "Another story about machines, part 1",
    )
    kept += (
        "Another story about machines, part 2",
        "Why machine 0",
        "Why machine 1",
        "Why machine 2",
    )
    decisions, probs = _decide(page, lambda text: text.startswith(kept))
    assert complete_listing(page.text_blocks, page.facts.repeats, probs, decisions) == {}


PRODUCT = (
    "<li class='product-{n}'><div class='title'><a href='/p{n}'>Stainless steel sharpening "
    "stone number {n} on a bamboo base</a></div><div class='brand'>Maker {n}</div>"
    "<div class='price'>${n}9.00</div></li>"
)


def _grid(cards: int = 6) -> object:
    return _prepared(
        NAV + "</ul><ul class='grid'>" + "".join(PRODUCT.format(n=n) for n in range(cards))
    )


def _split_fields(page, dropped_brands: tuple[str, ...]) -> tuple[dict, np.ndarray]:
    """Prices kept in every card, brands but those named, long link titles ruled out."""

    def kept(text: str) -> bool:
        return text.startswith("$") or (text.startswith("Maker") and text not in dropped_brands)

    decisions, probs = _decide(page, kept)
    titles = [b.text.startswith("Stainless") for b in page.text_blocks]
    return decisions, np.where(titles, 0.02, probs)


def test_a_cards_dropped_field_kept_in_the_other_cards_is_kept() -> None:
    page = _grid()
    decisions, probs = _split_fields(page, ("Maker 2", "Maker 5"))
    changed = agree_card_fields(page.text_blocks, page.facts.repeats, probs, decisions)
    assert {page.blocks[i].text for i in changed} == {"Maker 2", "Maker 5"}
    assert all(d.label is Label.CONTENT for d in changed.values())
    by_ident = groups_by_ident(page.facts.repeats)  # as decide_page hands it
    args = (page.text_blocks, page.facts.repeats, probs, decisions, by_ident)
    assert agree_card_fields(*args) == changed


def test_card_fields_turn_on_and_off_in_decide_page() -> None:
    page = _grid()
    _, probs = _split_fields(page, ("Maker 2", "Maker 5"))
    probs = np.where(probs == 0.9, 0.6, probs)  # one fixed threshold of 0.5 splits them

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    fixed = {"decision": "threshold", "threshold": 0.5}
    assert "Maker 2" in kept(AutoParams(**fixed))
    assert "Maker 2" not in kept(AutoParams(card_fields=False, **fixed))


def test_a_field_kept_in_no_card_or_ruled_out_stays_dropped() -> None:
    page = _grid()
    decisions, probs = _split_fields(page, ("Maker 2",))
    titles = [b.text.startswith("Stainless") for b in page.text_blocks]
    probs = np.where(titles, 0.3, probs)  # doubted, not ruled out, but kept in no card
    probs = np.where([b.text == "Maker 2" for b in page.text_blocks], 0.01, probs)  # ruled out
    assert agree_card_fields(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def test_a_grid_kept_in_under_half_its_cards_or_a_menu_is_left_alone() -> None:
    page = _grid(8)
    few = ("$09.00", "$19.00", "$29.00")  # prices of three cards of eight: a strip, not the grid
    menu = ("Menu 0", "Menu 1", "Menu 2", "Menu 3")  # a menu's items are one block each
    decisions, probs = _decide(page, lambda text: text in few or text in menu)
    assert agree_card_fields(page.text_blocks, page.facts.repeats, probs, decisions) == {}


def _card_fields_by_every_field(blocks, groups, probs, decisions):
    """agree_card_fields as first written: every kept field of every chosen grid read."""
    from thresher.methods.auto import listing
    from thresher.methods.auto.decided import is_dropped, kept_flags

    grids = {g.ident for g in groups_by_ident(groups).values() if listing._is_card_grid(g)}
    flags = kept_flags(decisions, blocks)
    columns = run_columns(blocks, groups, listing.MIN_ITEMS)
    chosen = listing._grids_kept_in_most_cards(columns, flags, grids) if grids else set()
    kept_fields: dict[int, set] = {ident: set() for ident in chosen}
    dropped = []
    for pos, (block, group, kept) in enumerate(zip(blocks, groups, flags, strict=True)):
        if group.ident in chosen:
            if kept:
                kept_fields[group.ident].add(listing.card_field(block))
            else:
                dropped.append(pos)
    changed = {}
    for pos in dropped:
        block, prob = blocks[pos], float(probs[pos])
        if prob < listing.MIN_PROBABILITY or not is_dropped(decisions, block):
            continue
        if listing.card_field(block) in kept_fields[groups[pos].ident]:
            reason = f"field of a card kept in other cards of its grid (p={prob:.2f})"
            changed[block.index] = Decision(block.index, Label.CONTENT, reason)
    return changed


def test_card_fields_read_only_for_the_grids_with_a_field_to_keep() -> None:
    rng = np.random.default_rng(47)
    labels = (Label.CONTENT, Label.BOILERPLATE, Label.COMMENT, Label.HEADING)
    two = "<ul class='grid'>" + _grid_cards(5) + "</ul><ul class='grid'>" + _grid_cards(6, 10)
    pages = [_grid(8), _prepared(two + "</ul>")]
    assert len({g.ident for g in pages[1].facts.repeats if g.ident >= 0}) >= 2
    found = 0
    for page in pages:
        blocks, groups = page.text_blocks, page.facts.repeats
        for _ in range(300):
            picked = rng.choice(len(labels), len(blocks), p=[0.5, 0.4, 0.05, 0.05])
            decisions = {
                b.index: Decision(b.index, labels[k], "x")
                for b, k in zip(blocks, picked, strict=True)
            }
            probs = rng.random(len(blocks))
            expected = _card_fields_by_every_field(blocks, groups, probs, decisions)
            assert agree_card_fields(blocks, groups, probs, decisions) == expected
            found += bool(expected)
    assert found > 50


def _grid_cards(cards: int, first: int = 0) -> str:
    return "".join(PRODUCT.format(n=n) for n in range(first, first + cards))


def test_the_card_grids_are_the_same_before_and_after_the_card_fields_rule() -> None:
    """decide_page finds the grids once for card_fields and card_titles: the former keeps
    blocks of those grids only, so they are the grids the latter would find after it."""
    rng = np.random.default_rng(52)
    labels = (Label.CONTENT, Label.BOILERPLATE, Label.COMMENT, Label.HEADING)
    two = "<ul class='grid'>" + _grid_cards(5) + "</ul><ul class='grid'>" + _grid_cards(6, 10)
    found = 0
    for page in (_grid(8), _prepared(two + "</ul>")):
        blocks, groups = page.text_blocks, page.facts.repeats
        for _ in range(200):
            picked = rng.choice(len(labels), len(blocks), p=[0.5, 0.4, 0.05, 0.05])
            decisions = {
                b.index: Decision(b.index, labels[k], "x")
                for b, k in zip(blocks, picked, strict=True)
            }
            probs = rng.random(len(blocks))
            grids = kept_card_grids(blocks, groups, decisions)
            changed = agree_card_fields(blocks, groups, probs, decisions, grids=grids)
            assert changed == agree_card_fields(blocks, groups, probs, decisions)
            after = {**decisions, **changed}
            assert kept_card_grids(blocks, groups, after) == grids
            titles = keep_card_titles(blocks, groups, probs, after, grids=grids)
            assert titles == keep_card_titles(blocks, groups, probs, after)
            found += bool(changed) and bool(grids)
    assert found > 50
