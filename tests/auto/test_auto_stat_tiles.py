"""A service page's band of figures ("80+ / countries") that kept prose encloses, kept."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.stat_tiles import keep_stat_tiles
from thresher.types import Decision, Label

BEFORE = (
    "Our customer relationship software helps small teams follow up every lead, keep "
    "their notes in one place and close more deals each month."
)
AFTER = (
    "Everything you need sits in one app: contacts, deals, emails and reminders, "
    "without the clutter of the features small businesses never use."
)
FIGURES = (("80+", "countries"), ("5/5", "stars on Google reviews"), ("365", "daily back-ups"))


def _page(figures=FIGURES, after: str = AFTER) -> PreparedPage:
    tiles = "".join(
        f"<div class='stat'><div class='counter'>{n}</div><div class='title'>{c}</div></div>"
        for n, c in figures
    )
    tail = f"<p>{after}</p>" if after else ""
    return prepared_page(f"<main><p>{BEFORE}</p><div class='stats'>{tiles}</div>{tail}</main>")


def _kept_by_rule(page: PreparedPage) -> list[str]:
    prose = (BEFORE, AFTER)
    kept = {
        b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks if b.text in prose
    }
    flags = kept_flags(kept, page.text_blocks)
    probs = np.full(len(page.text_blocks), 0.3)
    changed = keep_stat_tiles(page.text_blocks, page.features, probs, flags)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return [page.blocks[i].text for i in sorted(changed)]


def test_a_band_of_figures_between_kept_prose_is_kept() -> None:
    assert _kept_by_rule(_page()) == [t for pair in FIGURES for t in pair]


def test_a_band_at_the_pages_edge_stays_dropped() -> None:
    assert _kept_by_rule(_page(after="")) == []


def test_a_shops_prices_are_no_figures() -> None:
    cards = (("$165.00", "Palm Flight by Kane Andrade"), ("$160.00", "Fusion by Artur Chen"))
    assert _kept_by_rule(_page(figures=cards)) == []


def test_one_figure_is_no_band() -> None:
    assert _kept_by_rule(_page(figures=FIGURES[:1])) == []


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _page()
    probs = np.array([0.9 if b.text in (BEFORE, AFTER) else 0.3 for b in page.text_blocks])

    def kept(**switches: bool) -> list[str]:
        return kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5, **switches))

    assert "80+" in kept() and "80+" not in kept(stat_tiles=False)


def test_bare_whole_numbers_are_no_band() -> None:
    ranks = (("1", "Most read story of the day"), ("2", "Second most read story"))
    assert _kept_by_rule(_page(figures=ranks)) == []  # a chart's ranks, comment numbers
