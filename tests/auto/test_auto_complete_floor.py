"""A completed run's floor follows the run's own probabilities (``complete_run_floor``).

``complete_listing`` keeps the dropped items of a run the model kept in good part, but
never a block under its fixed floor (``MIN_PROBABILITY``); on a source the model is
unsure of throughout, a kept run's other fields all sit under it. No model needed: the
probabilities are set by hand.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from thresher.api import load_document
from thresher.methods.auto import listing
from thresher.methods.auto.decided import run_columns
from thresher.methods.auto.listing import complete_listing
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

ITEM = (
    "<li class='item'><p>Pattern number {n}</p><p>Matches a line of text {n}</p>"
    "<div><a href='/x{n}'>Copy</a></div></li>"
)


def _page():
    items = "".join(ITEM.format(n=n) for n in range(8))
    html = f"<html><body><h1>Patterns</h1><ul class='list'>{items}</ul></body></html>"
    doc = load_document(html.encode(), url="https://p.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _probs(page) -> np.ndarray:
    """An unsure source: titles at 0.06, details at 0.04 (under the fixed floor), the copy
    buttons far under both."""
    level = {"Pattern": 0.06, "Matches": 0.04, "Copy": 0.002, "Patterns": 0.9}
    return np.array([level[b.text.split()[0]] for b in page.text_blocks])


def _completed(page, relative: bool) -> set[str]:
    probs = _probs(page)
    label = {True: Label.CONTENT, False: Label.BOILERPLATE}
    decisions = {
        b.index: Decision(b.index, label[bool(p >= 0.05)], "t")
        for b, p in zip(page.text_blocks, probs, strict=True)
    }
    args = (page.text_blocks, page.facts.repeats, probs, decisions)
    return {page.blocks[i].text for i in complete_listing(*args, relative=relative)}


def test_fields_under_the_fixed_floor_are_kept_by_the_runs_own_level() -> None:
    page = _page()
    assert _completed(page, relative=False) == set()
    kept = _completed(page, relative=True)
    assert {"Matches a line of text 0", "Matches a line of text 7"} <= kept
    assert "Copy" not in kept


def test_the_floor_never_rises_above_the_fixed_one() -> None:
    page = _page()
    groups = page.facts.repeats
    ident = next(
        g.ident for g, b in zip(groups, page.text_blocks, strict=True) if b.text.startswith("Match")
    )
    probs = _probs(page)
    places = run_columns(page.text_blocks, groups, listing.MIN_ITEMS).places({ident})
    assert listing._run_floors(places, probs, {ident})[ident] < listing.MIN_PROBABILITY
    probs[:] = 0.8
    assert listing._run_floors(places, probs, {ident})[ident] == listing.MIN_PROBABILITY


def test_the_switch_in_decide_page() -> None:
    page = _page()
    fixed = AutoParams(decision="threshold", threshold=0.05)

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, _probs(page), Options(), params)
        labels = {d.block: d.label for d in result.decisions}
        return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}

    on, off = kept(fixed), kept(replace(fixed, complete_run_floor=False))
    assert "Matches a line of text 3" in on and "Matches a line of text 3" not in off


def test_medians_found_only_where_a_floor_can_act(monkeypatch) -> None:
    """``_low_runs``' gate: the runs left without a median find the same completions as
    when every chosen run's median is found, on random probabilities and decisions."""
    page = _page()
    rng = np.random.default_rng(7)
    blocks, groups = page.text_blocks, page.facts.repeats
    acted = 0
    for _ in range(300):
        probs = rng.choice([0.002, 0.01, 0.03, 0.045, 0.05, 0.07, 0.2, 0.9], len(blocks))
        keep = rng.random(len(blocks)) < rng.random()
        label = {True: Label.CONTENT, False: Label.BOILERPLATE}
        decisions = {
            b.index: Decision(b.index, label[bool(k)], "t")
            for b, k in zip(blocks, keep, strict=True)
        }
        args = (blocks, groups, probs, decisions)
        gated = complete_listing(*args, relative=True)
        with monkeypatch.context() as patch:
            patch.setattr(listing, "_low_runs", lambda g, p, f, chosen: chosen)
            assert complete_listing(*args, relative=True) == gated
        acted += gated != complete_listing(*args, relative=False)
    assert acted >= 10  # the floors were at work
