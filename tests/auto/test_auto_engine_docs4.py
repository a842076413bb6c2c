"""Headings whose words sit in a block element inside the heading element, and API
source panels a toggle hides (:mod:`tests.auto.engine_docs4`), one test a page: the text
is kept, the toggle and its hidden source are dropped, the Markdown has the headings at
their levels and the example's fence."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs import CODE_EXAMPLE, DOCS
from tests.auto.engine_docs4 import SOURCE, heading_page, source_page
from tests.memo import extract_once, markdown_once, text_once

HEADING_PAGES = [("gitbook", "ja"), ("gitbook", "de"), ("readme", "zh"), ("readme", "es"),
                 ("wrapped", "en"), ("wrapped", "ja")]  # fmt: skip
SOURCE_PAGES = [("pdoc", "en"), ("mkdocstrings", "de"), ("mkdocstrings", "zh"),
                ("checkbox", "ja"), ("checkbox", "es"), ("checkbox", "zh")]  # fmt: skip


@pytest.mark.parametrize(("engine", "lang"), HEADING_PAGES)
def test_a_heading_s_words_in_a_block_inside_it_are_a_markdown_heading(
    engine: str, lang: str
) -> None:
    page, levels = heading_page(engine, lang)
    text = text_once(page.html, url=page.url)
    flat = " ".join(text.split())
    assert [b for b in page.body if " ".join(b.split()) not in flat] == []
    markdown = markdown_once(page.html, url=page.url)
    for heading, level in levels.items():
        assert f"\n{'#' * level} {heading}\n\n" in markdown, heading
    assert f"\n{DOCS[lang].intro}\n" in markdown  # a paragraph stays a paragraph
    html = extract_once(page.html, url=page.url).html or ""
    heading, level = next(iter(levels.items()))
    assert f"<h{level}>{heading}</h{level}>" in html


@pytest.mark.parametrize(("engine", "lang"), SOURCE_PAGES)
def test_an_api_item_s_toggled_source_panel_is_dropped(engine: str, lang: str) -> None:
    page = source_page(engine, lang)
    text = text_once(page.html, url=page.url)
    flat = " ".join(text.split())
    assert [b for b in page.body if " ".join(b.split()) not in flat] == []
    lines = [line.strip() for line in text.splitlines()]
    assert [c for c in page.chrome if c in lines] == []
    assert SOURCE.split("\n")[1].strip() not in text
    markdown = markdown_once(page.html, url=page.url)
    assert f"\n{CODE_EXAMPLE}\n```" in markdown
    off = text_once(page.html, url=page.url, method="auto:toggled_sources=false")
    assert SOURCE.split("\n")[1].strip() in off


def test_a_heading_with_words_beside_its_inner_block_stays_a_paragraph() -> None:
    html = (
        "<article><h1>Release notes</h1><p>These notes list what changed in each release"
        " of the library, newest first.</p><h2>Breaking <div class='tag'>changes</div></h2>"
        "<p>The configuration file moved to a new place and the old one is no longer read"
        " at start.</p><h2><div class='kicker'>Politics</div><div class='title'>Budget"
        " passes the vote</div></h2><p>The parliament passed the budget after a long"
        " debate that went on until late in the night.</p></article>"
    )
    markdown = markdown_once(html, method="auto:threshold=0.0")
    assert "## changes" not in markdown and "## Budget passes the vote" not in markdown
    assert "## Politics" not in markdown
