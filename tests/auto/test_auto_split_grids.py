"""A grid whose cards' classes split it into a repeat group and a loose run is read as
one run (``split_grids``, ``lone_loose_grids``).

A shop writes each product's categories into its card's class: the cards of one category
share a class and make a repeat group of their own, the others are placed by the loose
walk (:mod:`thresher.methods.auto.loose_runs`). A theme marks a row's first and last tile
(``cat first``). No model needed: the probabilities are set by hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import lxml.html
import numpy as np

from thresher.api import load_document
from thresher.methods.auto.loose_runs import (
    _Siblings,
    join_split_grids,
    loose_grids,
    loose_groups,
)
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

NAV = "<ul class='menu'>" + "".join(f"<li><a href='/m{n}'>Menu {n}</a></li>" for n in range(5))
INTRO = "<h1>Camping gear</h1><p>Everything you need for a night under the stars, tested.</p>"
# A product card; its class names the product's own category (``cat``):
CARD = (
    "<li class='product type-product {cat}'><h3><a href='/p{n}'>Gear bag {n}</a></h3>"
    "<div class='short-description'>A sturdy bag for trip {n}</div>"
    "<div class='price'>Was: ${n}0.00. Now: ${n}5.00</div></li>"
)
# ``grid_titles`` off: it keeps a doubted card's linked title beside its kept like ones,
# which these tests read as ``split_grids``' alone.
FIXED = AutoParams(decision="threshold", threshold=0.5, split_grids=True, grid_titles=False)


def _page(body: str, head: str = ""):
    html = f"<html><head>{head}</head><body>{NAV}</ul>{body}</body></html>"
    doc = load_document(html.encode(), url="https://shop.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _shop(other_parent: bool = False, head: str = ""):
    """Ten cards: six each of a category of its own (no group), then four of category
    ``bags`` (one class: a repeat group). With ``other_parent``, the four sit in a grid
    of their own."""
    same = "".join(CARD.format(n=n, cat="cat-bags") for n in range(4))
    own = "".join(CARD.format(n=n, cat=f"cat-{'abcdef'[n - 4]}") for n in range(4, 10))
    grids = (
        f"<ul class='products'>{own}</ul><ul class='products'>{same}</ul>"
        if other_parent
        else f"<ul class='products'>{own}{same}</ul>"
    )
    return _page(INTRO + grids, head)


def _positions(page, first: int, last: int) -> list[int]:
    names = {f"Gear bag {n}" for n in range(first, last)}
    return [i for i, b in enumerate(page.text_blocks) if b.text in names]


def test_the_group_of_one_category_joins_the_loose_run_of_the_others() -> None:
    page = _shop()
    text, groups = page.text_blocks, page.facts.repeats
    same, own = _positions(page, 0, 4), _positions(page, 4, 10)
    assert len({groups[i].ident for i in same}) == 1 and groups[same[0]].ident >= 0
    assert all(groups[i].ident < 0 for i in own)
    loose = loose_groups(text, groups)
    assert loose is not None
    assert loose[own[0]].ident != loose[same[0]].ident  # two runs before the join
    joined = join_split_grids(text, groups, loose)
    assert len({joined[i].ident for i in same + own}) == 1
    run = joined[own[0]]
    assert run.count == 10 and run.blocks_per_item == 3.0
    assert len({joined[i].item for i in same + own}) == 10  # each card keeps its item
    assert joined[0] is loose[0]  # the menu is left as it was


def test_a_group_under_another_parent_is_not_joined() -> None:
    page = _shop(other_parent=True)
    text, groups = page.text_blocks, page.facts.repeats
    loose = loose_groups(text, groups)
    assert loose is not None
    assert join_split_grids(text, groups, loose) is loose


def _probs(page, kept: float, doubted: float) -> np.ndarray:
    """The heading and intro sure; the six cards of their own category at ``kept``, the
    four of one category at ``doubted``, the menu out."""
    own = {b.text for i, b in enumerate(page.text_blocks) if _in_card(page, i, 4, 10)}
    out = []
    for i, block in enumerate(page.text_blocks):
        if block.text.startswith(("Camping", "Everything")):
            out.append(0.95)
        elif block.text in own:
            out.append(kept)
        elif _in_card(page, i, 0, 4):
            out.append(doubted)
        else:
            out.append(0.01)
    return np.array(out)


def _in_card(page, pos: int, first: int, last: int) -> bool:
    text = page.text_blocks[pos].text
    if not text.startswith(("Gear bag", "A sturdy", "Was:")):
        return False
    return any(text.endswith((f" {n}", f"${n}5.00")) for n in range(first, last))


def _kept(page, probs: np.ndarray, params: AutoParams) -> set[str]:
    result = decide_page(page, probs, Options(), params)
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def test_the_cards_of_one_category_are_completed_with_the_grid() -> None:
    page = _shop()
    probs = _probs(page, kept=0.7, doubted=0.3)
    on = _kept(page, probs, FIXED)
    off = _kept(page, probs, replace(FIXED, split_grids=False))
    assert {"Gear bag 1", "A sturdy bag for trip 2", "Gear bag 7"} <= on
    assert "Gear bag 1" not in off and "Gear bag 7" in off  # the bug: two runs
    assert not any(text.startswith("Menu") for text in on)


def test_a_page_that_declares_an_article_is_left_as_it_was() -> None:
    page = _shop(head="<meta property='article:published_time' content='2024-05-01'>")
    assert page.facts.declares_article
    probs = _probs(page, kept=0.7, doubted=0.3)
    assert "Gear bag 1" not in _kept(page, probs, FIXED)


def test_a_card_the_model_ruled_out_stays_out() -> None:
    page = _shop()
    probs = _probs(page, kept=0.7, doubted=0.01)
    assert "Gear bag 1" not in _kept(page, probs, FIXED)


# A catalogue's sub-categories, a row's first and last tiles marked:
TILE = "<li class='cat{mark}'><h3><a href='/c{n}'>Category {n} ({count})</a></h3></li>"
MARKS = (" first", "", "", " last", " first", "", " last")
HELPER = "<form><p>Search our whole catalogue by name, brand or part number.</p></form>"


def _catalogue(featured: bool = False):
    tiles = "".join(TILE.format(mark=mark, n=n, count=n * 7 + 1) for n, mark in enumerate(MARKS))
    if featured:  # one card unlike the rest, with sentences of its own
        tiles = (
            "<li class='cat featured'><h3>Featured.</h3><p>Quiet. Autonomous. Crew-ready.</p>"
            "<p>Up to seven acres a charge. Built to last.</p></li>"
            + "".join(TILE.format(mark="", n=n, count=n) for n in range(7))
        )
    return _page(f"{HELPER}<h1>All categories</h1><ul class='cats'>{tiles}</ul>")


def _helper_probs(page) -> np.ndarray:
    """The search helper sure, everything else doubted: the page keeps almost nothing."""
    return np.array([0.9 if b.text.startswith("Search") else 0.02 for b in page.text_blocks])


def test_the_first_and_last_tiles_split_no_grid_the_page_kept_nothing_of() -> None:
    page = _catalogue()
    text, groups = page.text_blocks, page.facts.repeats
    tiles = [i for i, b in enumerate(text) if b.text.startswith("Category")]
    assert len({groups[i].ident for i in tiles}) > 1  # split by the marks
    joined = loose_grids(text, groups)
    assert len({joined[i].ident for i in tiles}) == 1
    probs = _helper_probs(page)
    on = _kept(page, probs, AutoParams())
    off = _kept(page, probs, replace(AutoParams(), lone_loose_grids=False))
    assert {"Category 0 (1)", "Category 3 (22)", "Category 6 (43)"} <= on
    assert "Category 0 (1)" not in off


def test_a_joined_run_that_fails_leaves_the_page_group_that_passes() -> None:
    page = _catalogue(featured=True)
    probs = _helper_probs(page)
    on = _kept(page, probs, AutoParams())
    assert {"Category 0 (0)", "Category 6 (6)"} <= on
    assert "Category 0 (0)" in _kept(page, probs, replace(AutoParams(), lone_loose_grids=False))


def _tally_by_signature(siblings: _Siblings, parent) -> tuple[Counter, Counter]:
    """The definition ``_Siblings._tally`` is held to: each child's loose and strict
    signatures counted one by one."""
    children = list(parent)
    loose = Counter(map(siblings.loose_walk._signature, children))
    return loose, Counter(map(siblings.strict_walk.signature, children))


def test_a_parents_tally_by_class_pair_is_the_tally_by_signature() -> None:
    shop = "".join(
        CARD.format(n=n, cat=("cat-bags first", "cat-tents", "", "x1 cat-2")[n % 4])
        for n in range(9)
    )
    odd = "<!-- a comment --><?pi some='thing'?><li class=''>Empty</li><li>No class</li>"
    page = _page(f"<ul class='products columns-4'>{shop}{odd}</ul>")
    siblings = _Siblings()
    parents = {id(b.element.getparent()): b.element.getparent() for b in page.text_blocks}
    grid = [p for p in parents.values() if p.get("class") == "products columns-4"]
    assert grid and len(grid[0]) >= 11
    raw = lxml.html.fromstring(f"<ul class='products columns-4'>{shop}{odd}</ul>")
    assert len(raw) == 13  # the comment and the processing instruction are children
    for parent in [*parents.values(), *grid, raw]:
        assert siblings._tally(parent) == _tally_by_signature(_Siblings(), parent)


def test_split_grids_is_on_by_default() -> None:
    page = _shop()
    probs = _probs(page, kept=0.7, doubted=0.3)
    default = _kept(page, probs, AutoParams(decision="threshold", threshold=0.5))
    assert default == _kept(page, probs, FIXED)
    assert default != _kept(page, probs, replace(FIXED, split_grids=False))
