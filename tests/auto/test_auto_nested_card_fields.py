"""A card's fields in a run of their own inside it (``nested_card_fields``): a job card's
tags and places, a review's pros and cons lines, kept where the model kept the same field
in a card of the grid (modelled on a job board whose cards list the countries a job is
open to, and on a shop's page of sections whose one section holds a product grid)."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.listing import agree_card_fields, nested_fields, positions_in
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

COUNTRIES = ("Albania", "Austria", "Belgium", "Croatia", "Cyprus", "Estonia")


def _job(n: int) -> str:
    tags = "".join(f"<p class='job__tag'>{country} {n}</p>" for country in COUNTRIES[: 3 + n % 4])
    return (
        f"<li class='job'><h3 class='job__title'>Engineer number {n}</h3>"
        f"<p class='job__company'>Company {n}</p>"
        f"<div class='job__tags'><p class='job__tag'>Full-Time {n}</p>{tags}</div></li>"
    )


def _prepared(body: str):
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://jobs.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _board(cards: int = 8):
    menu = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))
    jobs = "<ul class='jobs'>" + "".join(_job(n) for n in range(cards)) + "</ul>"
    return _prepared(menu + "</ul><h1>Remote jobs</h1>" + jobs)


def _kept_by_model(page, keep, low: float = 0.15):
    """The blocks ``keep`` names kept (p 0.9), the others dropped at ``low``."""
    blocks = page.text_blocks
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if keep(b.text) else Label.BOILERPLATE, "t")
        for b in blocks
    }
    probs = np.array([0.9 if keep(b.text) else low for b in blocks])
    return decisions, probs


def _model_keeps_title_company_and_full_time(text: str) -> bool:
    return text.startswith(("Engineer", "Company", "Full-Time", "Remote"))


def _changed_texts(page, decisions, probs, nested: bool) -> set[str]:
    blocks, groups = page.text_blocks, page.facts.repeats
    changed = agree_card_fields(blocks, groups, probs, decisions, nested=nested)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_cards_tags_in_a_run_of_their_own_are_its_fields() -> None:
    page = _board()
    decisions, probs = _kept_by_model(page, _model_keeps_title_company_and_full_time)
    changed = _changed_texts(page, decisions, probs, nested=True)
    assert {"Albania 0", "Croatia 5", "Cyprus 6", "Estonia 3", "Estonia 7"} <= changed
    assert "Estonia 6" not in changed  # card 6 lists five countries
    assert not any(text.startswith("Menu") for text in changed)
    assert _changed_texts(page, decisions, probs, nested=False) == set()


def test_the_nested_blocks_are_found_in_their_cards_only() -> None:
    page = _board(6)
    blocks, groups = page.text_blocks, page.facts.repeats
    grids = {g.ident for g in groups_by_ident(groups).values() if g.count == 6}
    assert grids
    found = nested_fields(blocks, groups, grids, positions_in(groups, grids))
    texts = {blocks[pos].text for pos in found}
    assert "Austria 3" in texts
    assert "Remote jobs" not in texts and not any(t.startswith("Menu") for t in texts)


def test_a_tag_the_model_ruled_out_or_a_field_kept_nowhere_stays_dropped() -> None:
    page = _board()
    decisions, probs = _kept_by_model(page, _model_keeps_title_company_and_full_time, low=0.01)
    assert _changed_texts(page, decisions, probs, nested=True) == set()  # under the floor

    def keeps_title_and_company(text: str) -> bool:
        return text.startswith(("Engineer", "Company"))

    decisions, probs = _kept_by_model(page, keeps_title_and_company)
    assert _changed_texts(page, decisions, probs, nested=True) == set()  # no tag kept


PRODUCT = (
    "<div class='item'><div class='details'><a href='/p{n}'>Poster {n}</a></div>"
    "<div class='details'><div class='price'>${n}5.00</div></div></div>"
)


def test_a_grid_of_its_own_inside_a_section_card_is_no_field_of_it() -> None:
    def section(n: int, products: str = "") -> str:
        return (
            f"<section class='box'><h2>Section heading {n}</h2>"
            f"<p class='lead'>Section line {n}</p>{products}</section>"
        )

    products = "<div class='items'>" + "".join(PRODUCT.format(n=n) for n in range(6)) + "</div>"
    page = _prepared(section(0) + section(1, products) + section(2) + section(3, products))

    def keeps_sections_and_one_grid_field(text: str) -> bool:
        return text.startswith(("Section", "Poster 1"))

    decisions, probs = _kept_by_model(page, keeps_sections_and_one_grid_field, low=0.3)
    changed = _changed_texts(page, decisions, probs, nested=True)
    assert not any(text.startswith("Poster") for text in changed)


def test_nested_card_fields_turn_on_and_off_in_decide_page() -> None:
    page = _board()
    _, probs = _kept_by_model(page, _model_keeps_title_company_and_full_time)
    probs = np.where(probs == 0.9, 0.6, probs)  # one fixed threshold of 0.5 splits them

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    fixed = {"decision": "threshold", "threshold": 0.5}
    assert "Albania 0" in kept(AutoParams(**fixed))
    assert "Albania 0" not in kept(AutoParams(nested_card_fields=False, **fixed))
    assert "Albania 0" not in kept(AutoParams(card_fields=False, **fixed))


def test_a_posts_lone_date_line_deep_in_its_box_is_no_field() -> None:
    deep = "<div class='a'><div class='b'><div class='c'><div class='d'><div class='e'>"
    posts = "".join(
        f"<li class='post'><h3 class='post__title'>Post title {n}</h3>"
        f"<p class='post__author'>Author {n}</p>"
        f"{deep}<ul class='attr'><li class='date'>Feb {n + 1}, 2024</li></ul>"
        "</div></div></div></div></div></li>"
        for n in range(6)
    )
    page = _prepared("<ul class='posts'>" + posts + "</ul>")
    blocks, groups = page.text_blocks, page.facts.repeats
    dates = [pos for pos, b in enumerate(blocks) if b.text.startswith("Feb")]
    assert dates and all(groups[pos].ident < 0 for pos in dates)  # in no run of its own

    def keeps_posts_and_one_date(text: str) -> bool:
        return text.startswith(("Post", "Author", "Feb 1,"))

    decisions, probs = _kept_by_model(page, keeps_posts_and_one_date)
    assert _changed_texts(page, decisions, probs, nested=True) == set()
