"""Completing the other lists of a page of like boxes with the one the model kept (no model
needed): ``complete_listing(..., like_runs=True)`` and ``AutoParams.like_runs``."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.listing import complete_listing
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS, Decision, Label

ITEM = (
    "<li><div id='content-{box}{n}'><a href='/r{box}{n}'>Resource {box}.{n}</a>"
    "<div id='desc-{box}{n}'>What resource {box}.{n} teaches, in a short line.</div></div></li>"
)
FOOTER = (
    "<footer><ul class='links'>"
    + "".join(f"<li><a href='/f{n}'>Footer link {n}</a></li>" for n in range(4))
    + "</ul></footer>"
)


def _box(box: int, items: int) -> str:
    """A guide's box: its title over a numbered list of linked resources with a line each."""
    return (
        f"<div id='box-{box}'><h2>Box {box}</h2><ul id='list-{box}'>"
        + "".join(ITEM.format(box=box, n=n) for n in range(items))
        + "</ul></div>"
    )


def _guide():
    body = "<main>" + _box(1, 6) + _box(2, 5) + _box(3, 4) + "</main>" + FOOTER
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url="https://lib.example/")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


KEPT = (
    "Resource 1.0", "Resource 1.1", "Resource 1.2", "Resource 1.3",
    "What resource 1.0", "What resource 1.1", "What resource 1.2", "What resource 1.4",
    "What resource 2.3",
    "What resource 3.1", "Footer link 2",
)  # fmt: skip


def _model(page, prob: float = 0.3):
    keep = [b.text.startswith(KEPT) for b in page.text_blocks]
    decisions = {
        b.index: Decision(b.index, Label.CONTENT if k else Label.BOILERPLATE, "t")
        for b, k in zip(page.text_blocks, keep, strict=True)
    }
    return decisions, np.array([0.9 if k else prob for k in keep])


def _added(page, like_runs: bool, prob: float = 0.3) -> set[str]:
    decisions, probs = _model(page, prob)
    changed = complete_listing(
        page.text_blocks, page.facts.repeats, probs, decisions, like_runs=like_runs
    )
    return {page.blocks[i].text for i in changed}


def test_the_other_lists_of_like_boxes_are_completed_with_the_first() -> None:
    page = _guide()
    added = _added(page, like_runs=True)
    assert "Resource 1.5" in added  # the first list, as before
    assert {"Resource 2.0", "Resource 2.4", "Resource 3.0", "Resource 3.3"} <= added
    assert "What resource 2.0 teaches, in a short line." in added
    assert not any(text.startswith("Footer") for text in added)  # another place


def test_without_the_switch_only_the_first_list_is_completed() -> None:
    added = _added(_guide(), like_runs=False)
    assert "Resource 1.5" in added
    assert not any(text.startswith(("Resource 2", "Resource 3")) for text in added)


def test_a_like_list_the_model_kept_nothing_of_stays_dropped() -> None:
    page = _guide()
    decisions, probs = _model(page)
    second = [b.text.startswith("What resource 2.3") for b in page.text_blocks]
    decisions = {
        i: Decision(i, Label.BOILERPLATE, "t")
        if page.blocks[i].text.startswith("What resource 2.3")
        else d
        for i, d in decisions.items()
    }
    probs = np.where(second, 0.3, probs)
    changed = complete_listing(
        page.text_blocks, page.facts.repeats, probs, decisions, like_runs=True
    )
    added = {page.blocks[i].text for i in changed}
    assert "Resource 3.0" in added
    assert not any(text.startswith("Resource 2") for text in added)


def test_like_runs_turn_on_and_off_in_decide_page() -> None:
    page = _guide()
    _, probs = _model(page)

    def kept(params: AutoParams) -> set[str]:
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    fixed = {"decision": "threshold", "threshold": 0.5}
    assert "Resource 2.0" in kept(AutoParams(**fixed))
    assert "Resource 2.0" not in kept(AutoParams(like_runs=False, **fixed))
