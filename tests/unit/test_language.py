"""The ``target_language`` option: the page's language and the gate on it."""

from __future__ import annotations

import pytest

import thresher
from thresher.language import page_language, primary_subtag, text_language

ENGLISH = (
    "The council approved the new budget on Monday after a long debate. It is the first "
    "time in years that the schools will get more money, and the mayor said that the "
    "city would also repair the old bridge over the river before the winter comes."
)
GERMAN = (
    "Der Stadtrat hat am Montag nach einer langen Debatte den neuen Haushalt beschlossen. "
    "Es ist das erste Mal seit Jahren, dass die Schulen mehr Geld bekommen, und der "
    "Bürgermeister sagte, dass die Stadt auch die alte Brücke über den Fluss reparieren wird."
)


def _page(body: str, lang: str = "") -> str:
    attribute = f' lang="{lang}"' if lang else ""
    return (
        f"<html{attribute}><head><title>Budget</title></head><body>"
        f"<nav><a href='/'>Home</a> <a href='/news'>News</a></nav>"
        f"<article><h1>Budget approved</h1><p>{body}</p><p>{body}</p></article></body></html>"
    )


@pytest.mark.parametrize(
    ("tag", "primary"),
    [("en-US", "en"), ("EN_gb", "en"), ("de", "de"), (" zh-Hans ", "zh"), ("", None), (None, None)],
)
def test_primary_subtag(tag, primary) -> None:
    assert primary_subtag(tag) == primary


def test_running_text_names_its_language() -> None:
    assert text_language(ENGLISH) == "en"
    assert text_language(GERMAN) == "de"
    assert text_language("市议会周一通过了新的预算，学校将获得更多资金。") == "zh"
    assert text_language("市議会は月曜日に新しい予算を承認しました。") == "ja"


def test_short_or_stopword_poor_text_says_nothing() -> None:
    assert text_language("Budget approved") is None
    assert text_language(" ".join(["Hamburg Berlin Munich Cologne Frankfurt"] * 6)) is None


def test_the_text_wins_over_a_declared_template_language() -> None:
    assert page_language(GERMAN, "en-US") == ("de", "its text")
    assert page_language("Budget approved", "en-US") == ("en", "its declared language")
    assert page_language("Budget approved", None) == (None, "")


def test_a_page_in_another_language_keeps_nothing_and_says_why() -> None:
    result = thresher.extract(_page(ENGLISH, lang="en"), target_language="de")
    assert result.text == ""
    assert any("is not target_language 'de'" in w for w in result.warnings)
    reasons = {d.reason for d in result.decisions if "target_language" in d.reason}
    assert reasons == {"page language 'en' (from its text) is not target_language 'de'"}


def test_a_page_in_the_target_language_is_unchanged() -> None:
    html = _page(GERMAN, lang="en")  # the template declares English; the text is German
    plain = thresher.extract(html)
    assert "Stadtrat" in plain.text
    assert thresher.extract(html, target_language="de-DE").text == plain.text
    assert thresher.extract(html, target_language="en").text == ""


def test_an_unknown_language_is_kept_with_a_warning() -> None:
    result = thresher.extract(
        "<html><body><p>Hamburg Berlin Munich.</p></body></html>", target_language="de"
    )
    assert "Hamburg" in result.text
    assert any("language is unknown" in w for w in result.warnings)


def test_every_method_honours_the_target_language() -> None:
    for method in ("sentences", "roles"):
        page = _page(ENGLISH)
        assert thresher.extract(page, method=method, target_language="fr").text == ""
        assert "council" in thresher.extract(page, method=method, target_language="en").text
