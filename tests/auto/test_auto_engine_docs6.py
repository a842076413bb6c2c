"""Documentation pages of six more engines (:mod:`tests.auto.engine_docs6`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, fenced code with its language, the table's header
row, a titled note as one quote, list items). Then the switches ``radio_tabs``,
``contents_summaries``, ``repository_sources`` and ``section_bodies``, each off."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs6 import EXDOC_FUNCTIONS, doc_page
from tests.memo import text_once

from thresher.methods.auto.method import AutoParams

# Known failures (strict: a fix must take the page off this list).
_KNOWN = {
    ("slate", "ko"): "Slate's `aside.notice` (p 0.49): `notice` is no admonition word",
}
PAGES = [("just_the_docs", "en"), ("just_the_docs", "ja"), ("hugo_book", "de"),
         ("hugo_book", "zh"), ("pkgdown", "en"), ("pkgdown", "fr"), ("documenter", "en"),
         ("documenter", "ru"), ("exdoc", "en"), ("exdoc", "es"), ("slate", "en"),
         ("slate", "ko")]  # fmt: skip


def _param(engine: str, lang: str) -> object:
    if (engine, lang) in _KNOWN:
        reason = _KNOWN[engine, lang]
        return pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=reason))
    return pytest.param(engine, lang)


@pytest.mark.parametrize(("engine", "lang"), [_param(e, lang) for e, lang in PAGES])
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    check_doc_page(*doc_page(engine, lang))


def _lines(engine: str, lang: str, switch: str = "") -> set[str]:
    page, _ = doc_page(engine, lang)
    method = f"auto:{switch}=false" if switch else "auto"
    return {line.strip() for line in text_once(page.html, url=page.url, method=method).splitlines()}


def test_a_radio_button_s_own_label_over_code_is_a_tab() -> None:
    assert "conda" not in _lines("hugo_book", "de")
    assert "conda" in _lines("hugo_book", "de", "radio_tabs")
    assert AutoParams().radio_tabs


def test_a_summary_over_same_page_links_only_titles_a_contents_box() -> None:
    assert "このページの内容" not in _lines("just_the_docs", "ja")
    assert "このページの内容" in _lines("just_the_docs", "ja", "contents_summaries")
    assert AutoParams().contents_summaries


def test_a_short_source_line_linking_a_repository_file_is_dropped() -> None:
    assert "Source: vignettes/cache.Rmd" not in _lines("pkgdown", "en")
    assert "Source: vignettes/cache.Rmd" in _lines("pkgdown", "en", "repository_sources")
    assert AutoParams().repository_sources


def test_a_kept_heading_s_own_section_keeps_its_api_entries() -> None:
    docs = EXDOC_FUNCTIONS[1][2]
    assert docs in _lines("exdoc", "en")
    assert docs not in _lines("exdoc", "en", "section_bodies")
    assert AutoParams().section_bodies
