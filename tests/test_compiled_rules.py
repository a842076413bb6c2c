"""The decision rules' compiled text search (``thresher._core._rules``) equals its
definition, ``word in text``, for every pivot, on texts of every width and on bundled
pages; and the rules' markup search (``markup_words.source_holds``) asks it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from thresher._core import kernel
from thresher._core.modules import RULES
from thresher.methods.auto import discussion, hidden_boxes, markup_words

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WORDS = [
    "QAPage", "DiscussionForumPosting", "schema.org/Comment", "Q", "QQ", "aQa", "\u4e2dQ",
    "tab-pane",
]  # fmt: skip
# Pieces that meet the search's branches: the words whole, cut short, repeated and
# overlapping, their pivots alone, at the text's start and end, in every width.
PIECES = [
    "QAPage", "QAPag", "QAPageQAPage", "QQAPage", "Q", "A", "D", "DiscussionForumPosting",
    "DiscussionForumPostin", "schema.org/", "schema.org/Comment", "schema.org/Commen", "QQ",
    "aQa", "aQ", "Qa", "a", " ", "<", "\u00e9", "\u4e2d", "\u4e2dQ", "\u5100", "\u0151",
    "\U0001f600", "\U00010051", "tab-pane", "tab-pan", "ab-pane", "b", "b-", "\u6262", "\u0162",
    "\U00016262", "\u62ff",
]  # fmt: skip


def _compiled():
    compiled = kernel(RULES)
    if compiled is None:
        pytest.skip("the rules kernel is not built (or the pure path is forced)")
    return compiled


def _texts() -> list[str]:
    rng = random.Random(45)
    out = ["", "Q", "QAPage", "xQAPage", "QAPagex", "QAPag"]
    out += [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    for _ in range(4000):
        out.append("".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30))))
    return out


def test_holds_is_word_in_text_for_every_pivot() -> None:
    compiled = _compiled()
    words = [*WORDS, *PIECES]
    for text in _texts():
        for word in words:
            expected = word in text
            for pivot in range(len(word)):
                assert compiled.holds(text, word, pivot) is expected, (text, word, pivot)


def test_holds_takes_an_empty_word_and_refuses_a_pivot_outside_the_word() -> None:
    compiled = _compiled()
    assert compiled.holds("", "") is True
    assert compiled.holds("abc", "") is True
    assert compiled.holds("ab", "abc", 2) is False
    for pivot in (-1, 3):
        with pytest.raises(ValueError):
            compiled.holds("abc", "abc", pivot)
    for text, word in ((None, "a"), ("a", None), (b"a", "a")):
        with pytest.raises(TypeError):
            compiled.holds(text, word)


def test_source_holds_answers_as_in_on_pages(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    texts = _texts()[:400]
    holds = markup_words.source_holds
    compiled_answers = [holds(t, w) for t in texts for w in discussion.DISCUSSION_TYPES]
    assert compiled_answers == [w in t for t in texts for w in discussion.DISCUSSION_TYPES]
    monkeypatch.setattr(markup_words, "kernel", lambda name: None)
    pure_answers = [holds(t, w) for t in texts for w in discussion.DISCUSSION_TYPES]
    assert pure_answers == compiled_answers


def test_tab_pane_search_answers_as_in(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    texts = _texts()
    expected = ["tab-pane" in text for text in texts]
    assert any(expected) and not all(expected)
    assert [hidden_boxes.holds_tab_pane(text) for text in texts] == expected
    monkeypatch.setattr(markup_words, "kernel", lambda name: None)
    assert [hidden_boxes.holds_tab_pane(text) for text in texts] == expected


def test_modal_search_answers_as_in(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    texts = [*_texts(), "<div class='modal fade'>", "a modes modals"]
    expected = ["modal" in text for text in texts]
    assert any(expected) and not all(expected)
    holds = markup_words.source_holds
    assert [holds(text, "modal", hidden_boxes._MODAL_PIVOT) for text in texts] == expected
    monkeypatch.setattr(markup_words, "kernel", lambda name: None)
    assert [holds(text, "modal", hidden_boxes._MODAL_PIVOT) for text in texts] == expected
