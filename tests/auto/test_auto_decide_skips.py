"""The decision rules' skipped work held to the plain reading: a thread's chrome found
with the date pattern tried on fewer lines, a block's form found by a walk that stops
where an earlier one reached."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto import listing
from thresher.methods.auto.decided import groups_by_ident, kept_flags
from thresher.methods.auto.discussion import (
    _CHROME,
    MIN_CHROME_SHARE,
    MIN_POSTS,
    ItemOf,
    _chrome_key,
    _labelled_values,
    _may_hold_date,
    has_date_or_time,
    items_parent,
    kept_thread,
    post_like_runs,
    run_chrome,
)
from thresher.methods.auto.form_boxes import _form_of, enclosing_form
from thresher.methods.auto.listing import drop_doubted_runs
from thresher.types import Decision, Label

LINES = (
    "Mar 3, 2024",
    "posted 1999",
    "at 9:30 PM",
    "12:05",
    "\u0661\u0662:\u0663\u0664",
    "Posts: 701",
    "x2019",
    "1700 posts",
    "2100",
    "\uff11\uff19\uff19\uff19",
    "",
    "no digits here",
    "room 20",
)


@pytest.mark.parametrize("line", LINES)
def test_the_date_gate_is_false_only_when_the_date_test_is(line: str) -> None:
    assert _may_hold_date(line) or not has_date_or_time(line)


def test_the_date_gate_over_random_lines() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        line = "".join(rng.choice("0128 9:ab\u0661") for _ in range(rng.randrange(8)))
        assert _may_hold_date(line) or not has_date_or_time(line), line


def _run_chrome_reference(blocks, groups, decisions, best, flags=None) -> dict[int, Decision]:
    """run_chrome as first written: every line's date tested, every dated line's post read."""
    flags = kept_flags(decisions, blocks) if flags is None else flags
    items = {g.item: b for b, g in zip(blocks, groups, strict=True) if g.ident == best}
    parent, tag = items_parent(list(items.values()))
    if parent is None:
        return {}
    posts = sum(1 for child in parent if child.tag == tag)
    seen: dict[str, set[Any]] = {}
    dated: set[Any] = set()
    lines = []
    item_of = ItemOf(parent, tag)
    for block, kept in zip(blocks, flags, strict=True):
        is_dated = has_date_or_time(block.text)
        key = _chrome_key(block) if kept else ""
        if not (is_dated or key) or block.element is None:
            continue
        item = item_of(block.element)
        if item is None:
            continue
        if is_dated:
            dated.add(item)
        if key:
            seen.setdefault(key, set()).add(item)
            lines.append((block, key))
    least = max(MIN_POSTS, MIN_CHROME_SHARE * posts)
    if len(dated) < least:
        return {}
    chrome = [(b, key) for b, key in lines if len(seen[key]) >= least]
    changed = {
        b.index: Decision(b.index, Label.BOILERPLATE, _CHROME.format(key=key)) for b, key in chrome
    }
    changed.update(_labelled_values(blocks, [b for b, _ in chrome], decisions))
    return changed


def _thread(posts: int, dated: set[int]) -> str:
    body = "".join(
        f"<div class='post'><div class='card'><div>Name{i}</div>"
        f"<dl><dt>Joined</dt><dd>{'Mar 2019' if i in dated else 'long ago'}</dd></dl>"
        f"<div>Posts: {i}07</div></div>"
        f"<div class='text'><p>Reply {i}: the host moved my server"
        f" {'in 2019' if i % 5 == 2 else 'then'} and the lag went away for good,"
        f" as it did for my neighbours.</p>"
        f"<p>Thanks all, {i} of us{' at 9:30' if i % 7 == 3 else ''}.</p></div>"
        f"<div class='likes'>{i + 2} Likes</div></div>"
        for i in range(posts)
    )
    return f"<p>Menu 2024</p><h1>Best hosts</h1><div class='thread'>{body}</div><p>(c) 2024</p>"


@pytest.mark.parametrize(
    "posts,dated",
    [(6, set(range(6))), (6, set()), (6, {0, 5}), (10, {9}), (10, {1, 4, 8}), (12, set())],
)
def test_run_chrome_finds_what_the_plain_reading_finds(posts: int, dated: set[int]) -> None:
    page = prepared_page(_thread(posts, dated), url="https://forum.example/threads/2")
    blocks, groups = page.text_blocks, page.facts.repeats
    rng = random.Random(posts + len(dated))
    checked = 0
    for keep in range(4):  # all kept, then some lines dropped at random
        texts = tuple(b.text for b in blocks if keep == 0 or rng.random() < 0.8)
        decisions, _ = decide_keeping(page, texts)
        posts_runs = post_like_runs(groups, groups_by_ident(groups))
        found = kept_thread(blocks, groups, decisions, posts_runs)
        if found is None:
            continue
        new = run_chrome(blocks, groups, decisions, found[0])
        old = _run_chrome_reference(blocks, groups, decisions, found[0])
        assert new == old
        checked += bool(new)
    assert checked or not dated


def test_the_date_reading_still_tells_a_thread_from_cards() -> None:
    page = prepared_page(_thread(6, set()).replace("2019", "soon").replace("9:30", "noon"))
    blocks, groups = page.text_blocks, page.facts.repeats
    decisions, _ = decide_keeping(page, tuple(b.text for b in blocks))
    found = kept_thread(blocks, groups, decisions, post_like_runs(groups, groups_by_ident(groups)))
    assert found is not None
    assert run_chrome(blocks, groups, decisions, found[0]) == {}  # no dated post: cards


FORMS = (
    "<p>Story: the council voted to widen the bridge over the river after two years.</p>"
    "<form class='a'><div><p>Poll: yes</p><div><p>Poll: no</p></div></div>"
    "<form class='inner'><p>Inner: a form in a form</p></form><p>Poll: after</p></form>"
    "<div><form class='b'><ul><li>Login: name</li><li>Login: word</li></ul></form></div>"
    "<p>Outside: the end of the story, with no form around it at all.</p>"
)


def test_a_blocks_form_found_through_the_memo_is_its_enclosing_form() -> None:
    page = prepared_page(FORMS)
    memo: dict[object, object | None] = {}
    found = [_form_of(block.element, memo) for block in page.text_blocks]
    assert found == [enclosing_form(block) for block in page.text_blocks]
    assert any(form is not None for form in found) and None in found
    fresh = [_form_of(block.element, {}) for block in reversed(page.text_blocks)]
    assert fresh == found[::-1]
    assert _form_of(None, memo) is None


TICKER = "".join(
    f"<li class='tick'><a href='/t{n}'>{n}:05 Headline of another story number {n}</a></li>"
    for n in range(8)
)
STORY = "".join(
    f"<p>Paragraph {n} of the story tells what happened, and why it matters here.</p>"
    for n in range(14)
)


@pytest.mark.parametrize(
    "body",
    [
        f"<ul class='t'>{TICKER}</ul><article>{STORY}</article><ul class='u'>{TICKER}</ul>",
        f"<article>{STORY[:600]}<ul class='t'>{TICKER}</ul>{STORY[600:]}</article>",
        f"<article>{STORY}</article>",
    ],
)
def test_the_doubted_runs_gate_changes_no_answer(body: str, monkeypatch) -> None:
    page = prepared_page(body)
    blocks, groups = page.text_blocks, page.facts.repeats
    probs = np.array([0.95 if b.text.startswith("Paragraph") else 0.5 for b in blocks])
    rng = random.Random(len(body))
    answers = []
    for _ in range(12):  # the ticker's lines kept at random, the story kept
        decisions = {
            b.index: Decision(
                b.index, Label.CONTENT if rng.random() < 0.6 else Label.BOILERPLATE, "t"
            )
            for b in blocks
        }
        answers.append(drop_doubted_runs(blocks, groups, probs, decisions))
    monkeypatch.setattr(listing, "_kept_beside", lambda *args: True)  # the gate off
    rng = random.Random(len(body))
    for found in answers:
        decisions = {
            b.index: Decision(
                b.index, Label.CONTENT if rng.random() < 0.6 else Label.BOILERPLATE, "t"
            )
            for b in blocks
        }
        assert drop_doubted_runs(blocks, groups, probs, decisions) == found
    assert any(answers) is ("<ul class='u'>" in body)
