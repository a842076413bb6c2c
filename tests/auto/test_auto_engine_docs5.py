"""Documentation pages of six more engines and page shapes (:mod:`tests.auto.engine_docs5`),
one test a page: every text is kept, the chrome lines are dropped, and the Markdown has
the page's structure (headings at their levels, fenced code with its language, the
table's header row, a definition list's terms and an admonition's title each on a line
of their own, list items at their depth). Then the switch ``nav_titles`` and the
changelog's brackets."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs5 import check_doc_page, doc_page
from tests.memo import markdown_once, text_once

from thresher.methods.auto.method import AutoParams

PAGES = [("fumadocs", "en"), ("fumadocs", "ko"), ("typedoc", "en"), ("typedoc", "ja"),
         ("learn", "de"), ("learn", "pt"), ("dokuwiki", "fr"), ("dokuwiki", "ru"),
         ("changelog", "en"), ("changelog", "zh"), ("changelog", "pt"),
         ("sphinx_api", "en"), ("sphinx_api", "ko")]  # fmt: skip


@pytest.mark.parametrize(("engine", "lang"), PAGES)
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    check_doc_page(*doc_page(engine, lang))


def test_a_navigation_box_s_title_over_prose_outside_it_is_dropped() -> None:
    page, _ = doc_page("learn", "pt")  # "Neste artigo" over a contents list a script fills
    assert "Neste artigo" not in text_once(page.html, url=page.url).splitlines()
    off = text_once(page.html, url=page.url, method="auto:nav_titles=false")
    assert "Neste artigo" in off.splitlines()
    assert AutoParams().nav_titles


def test_a_release_s_heading_keeps_its_brackets_unescaped() -> None:
    page, _ = doc_page("changelog", "en")
    markdown = markdown_once(page.html, url=page.url)
    assert "\n## [2.4.0] - 2024-03-12\n" in markdown and "\\[" not in markdown
