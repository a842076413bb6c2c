"""A kept line or list of links to the page in other languages, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.language_switcher import drop_language_switchers, is_language
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

DOCS = "".join(
    f"<p>Section {n}: the module reads the configuration file once at start-up and "
    "caches the parsed values for every later call.</p>"
    for n in range(3)
)
LINKS = " | ".join(f"<a href='/{code}/page.html'>{code}</a>" for code in ("fr", "ja", "pt-br"))
SWITCHER = f"<div class='top'><p>Available Languages: en | {LINKS}</p></div>"
NAMES = "".join(
    f"<li><a href='/{code}/'>{name}</a></li>"
    for code, name in (("de", "Deutsch"), ("fr", "Français"), ("ja", "日本語"))
)


def _probs(page: PreparedPage) -> np.ndarray:
    """The text sure (0.95), every other line kept (0.7)."""
    return np.array([0.95 if b.text.startswith("Section") else 0.7 for b in page.text_blocks])


def _dropped(page: PreparedPage) -> set[str]:
    probs = _probs(page)
    flags = [True] * len(probs)
    changed = drop_language_switchers(page.text_blocks, page.features, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_line_or_a_list_of_language_links_is_dropped() -> None:
    page = prepared_page(f"<main>{SWITCHER}{DOCS}</main>")
    assert _dropped(page) == {"Available Languages: en | fr | ja | pt-br"}
    page = prepared_page(f"<main><ul><li>English</li>{NAMES}</ul>{DOCS}</main>")
    assert _dropped(page) == {"English", "Deutsch", "Français", "日本語"}


def test_languages_named_without_links_or_beside_other_words_stay() -> None:
    page = prepared_page(f"<main><p>Available Languages: {LINKS}</p>{DOCS}</main>")
    assert _dropped(page) == {"Available Languages: fr | ja | pt-br"}  # the links: dropped
    page = prepared_page(f"<main><p>Available Languages: en | fr | ja</p>{DOCS}</main>")
    assert _dropped(page) == set()  # no link: a sentence naming languages
    words = "<a href='/a'>fr</a> | <a href='/b'>Forum</a>"
    page = prepared_page(f"<main><p>Links: {words}</p>{DOCS}</main>")
    assert _dropped(page) == set()
    page = prepared_page(f"<main><p><a href='/fr/'>fr</a></p>{DOCS}</main>")
    assert _dropped(page) == set()  # one language, no label: not a switcher


def test_codes_and_names_are_languages() -> None:
    assert all(map(is_language, ("en", "EN", "zh-cn", "pt_BR", "zh-Hans", "Español", "中文")))
    assert not any(map(is_language, ("xx", "Forum", "english-us-west", "e")))


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{SWITCHER}{DOCS}</main>")

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, _probs(page), params))

    on = kept(AutoParams(decision="threshold"))
    off = kept(AutoParams(decision="threshold", language_switchers=False))
    assert off - on == {"Available Languages: en | fr | ja | pt-br"}
