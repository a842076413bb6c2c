"""The word diff of extracted text against the truth."""

from __future__ import annotations

from thresher.report.diff import EXTRA, MISSING, SAME, diff_html, diff_stats, text_diff


def test_missing_and_extra_words_are_found() -> None:
    truth = "The council approved the plan.\nResidents were pleased."
    predicted = "Menu Home\nThe council approved the plan."
    pieces = text_diff(truth, predicted)
    assert [(p.op, p.text.split()) for p in pieces] == [
        (EXTRA, ["Menu", "Home"]),
        (SAME, ["The", "council", "approved", "the", "plan."]),
        (MISSING, ["Residents", "were", "pleased."]),
    ]
    stats = diff_stats(pieces)
    assert (stats.same, stats.missing, stats.extra) == (5, 3, 2)


def test_a_paragraph_split_differently_is_not_a_change() -> None:
    truth = "One long paragraph that goes on and on."
    predicted = "One long paragraph\nthat goes on and on."
    pieces = text_diff(truth, predicted)
    assert {p.op for p in pieces} == {SAME}


def test_diff_html_escapes_and_marks() -> None:
    html = diff_html(text_diff("a <b> c", "a <b> c d&e"))
    assert "&lt;b&gt;" in html and "<ins>d&amp;e" in html
    assert "<del>" not in html


def test_empty_sides() -> None:
    assert [p.op for p in text_diff("", "only extracted")] == [EXTRA]
    assert [p.op for p in text_diff("only truth", "")] == [MISSING]
    assert text_diff("", "") == []


def test_long_texts_stay_cheap_and_correct() -> None:
    truth = "\n".join(f"line {i} of the truth text here" for i in range(1500))
    predicted = truth.replace("line 700 of", "row 700 of")
    stats = diff_stats(text_diff(truth, predicted))
    assert (stats.missing, stats.extra) == (1, 1)
