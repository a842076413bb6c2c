"""The field's metrics, checked against hand-computed values and the reference edge cases."""

from __future__ import annotations

import datetime as dt

import pytest

from thresher.eval.metrics import (
    BodyPage,
    SnippetCounts,
    author_match,
    author_names,
    date_match,
    normalize_date,
    score_body,
    score_snippets,
    shingles,
    summarize_body,
    summarize_snippets,
    title_match,
    tokenize,
)

TRUTH = "The quick brown fox jumps over the lazy dog."


def test_perfect_prediction_scores_one() -> None:
    scores = summarize_body([score_body(TRUTH, TRUTH), score_body("a b c d e", "a b c d e")])
    assert (scores.precision, scores.recall, scores.f1, scores.accuracy) == (1.0, 1.0, 1.0, 1.0)


def test_whitespace_and_punctuation_do_not_matter() -> None:
    page = score_body(TRUTH, "The quick, brown fox\n\njumps over the lazy dog")
    assert page == BodyPage(1.0, 0.0, 0.0, True)


def test_empty_prediction_has_zero_recall_and_no_precision() -> None:
    page = score_body(TRUTH, "")
    assert (page.tp, page.fp, page.fn) == (0.0, 0.0, 1.0)
    assert page.recall == 0.0 and page.precision is None
    scores = summarize_body([page])
    assert scores.recall == 0.0 and scores.f1 == 0.0


def test_empty_truth_counts_for_precision_only() -> None:
    page = score_body("", "some predicted words here")
    assert page.recall is None and page.precision == 0.0
    both_empty = score_body("", "")
    assert both_empty.precision is None and both_empty.recall is None and both_empty.exact


def test_hand_computed_shingles() -> None:
    # truth tokens a b c d e -> shingles abcd, bcde; prediction a b c d x -> abcd, bcdx.
    page = score_body("a b c d e", "a b c d x")
    assert (page.tp, page.fp, page.fn) == pytest.approx((1 / 3, 1 / 3, 1 / 3))
    assert page.precision == pytest.approx(0.5) and page.recall == pytest.approx(0.5)
    # Second page: the text twice gives 7 shingles (abcd and bcde twice): tp 2, fp 5, fn 0.
    repeated = score_body("a b c d e", "a b c d e a b c d e")
    assert repeated.precision == pytest.approx(2 / 7) and repeated.recall == 1.0
    scores = summarize_body([page, repeated])
    precision, recall = (0.5 + 2 / 7) / 2, 0.75
    assert scores.precision == pytest.approx(precision)
    assert scores.recall == pytest.approx(recall)
    assert scores.f1 == pytest.approx(2 * precision * recall / (precision + recall))
    assert scores.accuracy == 0.0


def test_short_text_is_one_shingle() -> None:
    assert shingles("two words") == {("two", "words"): 1}
    assert shingles("") == {}
    assert score_body("two words", "two words").precision == 1.0


def test_cjk_and_thai_characters_are_tokens() -> None:
    assert tokenize("中文分词test 123") == ["中", "文", "分", "词", "test", "123"]
    assert tokenize("ひらがなカタカナ") == list("ひらがなカタカナ")
    assert tokenize("ภาษาไทย") == list("ภาษาไทย")
    assert tokenize("Привет, мир") == ["Привет", "мир"]
    # One wrong character in a Chinese sentence costs a few shingles, not the whole text.
    page = score_body("我们今天去北京看长城", "我们今天去南京看长城")
    assert 0.0 < page.tp < 1.0


def test_hand_computed_snippets() -> None:
    page1 = score_snippets(["Hello  world", "missing"], ["menu"], "hello world\nHello world menu")
    assert page1 == SnippetCounts(tp=1, fp=1, fn=1, tn=0)
    page2 = score_snippets(["kept text"], ["Footer", "Ads"], "kept\ttext only")
    assert page2 == SnippetCounts(tp=1, fp=0, fn=0, tn=2)
    failed = score_snippets(["kept text"], ["Footer"], None)
    assert failed == SnippetCounts(tp=0, fp=0, fn=1, tn=1)
    scores = summarize_snippets([page1, page2, failed])
    assert scores.counts == SnippetCounts(2, 1, 2, 3)
    assert scores.precision == pytest.approx(2 / 3)
    assert scores.recall == pytest.approx(0.5)
    assert scores.accuracy == pytest.approx(5 / 8)
    assert scores.f1 == pytest.approx(4 / 7)


def test_title_and_date_normalisation() -> None:
    assert title_match("Night  Trains\nReturn", " night trains return ")
    assert not title_match("Night trains", "Night trains | Courier")
    assert not title_match("Night trains", None)
    assert normalize_date(dt.datetime(2024, 3, 18, 7, 30)) == "2024-03-18"
    assert normalize_date("2024-03-18T07:30:00+01:00") == "2024-03-18"
    assert date_match("2024-03-18", "2024-03-18")
    assert not date_match("2024-03-18", "2024-03-19")
    assert not date_match("2024-03-18", None)


def test_no_pages_gives_none() -> None:
    assert summarize_body([]) is None
    assert summarize_snippets([]) is None


@pytest.mark.parametrize(
    ("truth", "prediction", "ok"),
    [
        ("Jane Doe", "jane  doe", True),
        ("Jane Doe", "By Jane Doe", True),
        ("Mark Stone and Jonas Berg", "Jonas Berg; Mark Stone", True),
        ("Ana Ruiz, MD", "Ana Ruiz", True),
        ("Ana Ruiz, Li Wei", "Ana Ruiz", False),
        ("Jane Doe", "Jane Doe; Staff", False),
        ("Jane Doe", None, False),
        ("IBM", "ibm", True),
    ],
)
def test_author_match_compares_sets_of_normalised_names(
    truth: str, prediction: str | None, ok: bool
) -> None:
    assert author_match(truth, prediction) is ok


def test_author_names_split_and_drop_credentials() -> None:
    assert author_names("Ellen Lind, VMD; Mo Fey & Gary Land") == {
        "ellen lind",
        "mo fey",
        "gary land",
    }
