"""Documentation pages of four more engines in seven languages (:mod:`tests.auto.engine_docs_more`:
Starlight, the Sphinx Book theme, a Zendesk help centre, a mandoc man page): every text is
kept, the chrome is dropped, the Markdown has the page's structure."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs import CODE_EXAMPLE, DOCS, LANGUAGES
from tests.auto.engine_docs_more import ENGINES, SECTION_TITLED, DocPage, doc_page
from tests.memo import markdown_once, text_once

# mandoc's running header ("KVCACHE(1) General Commands Manual KVCACHE(1)") is kept
# (noticed and left: docs/dev/auto-record.md (stop 68, qdocs32)).
CLEAN_ENGINES = tuple(sorted(set(ENGINES) - {"mandoc"}))


def _text(page: DocPage, method: str = "auto") -> str:
    return text_once(page.html, url=page.url, method=method)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_every_text_of_a_doc_page_is_kept(engine: str, lang: str) -> None:
    page = doc_page(engine, lang)
    flat = " ".join(_text(page).split())
    assert [b for b in page.body if " ".join(b.split()) not in flat] == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", CLEAN_ENGINES)
def test_the_chrome_of_a_doc_page_is_dropped(engine: str, lang: str) -> None:
    page = doc_page(engine, lang)
    lines = [line.strip() for line in _text(page).splitlines()]
    assert sorted({c for c in page.chrome for line in lines if line.startswith(c)}) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", CLEAN_ENGINES)
def test_the_markdown_has_the_pages_structure(engine: str, lang: str) -> None:
    page, doc = doc_page(engine, lang), DOCS[lang]
    markdown = markdown_once(page.html, url=page.url)
    assert f"```python\n{CODE_EXAMPLE}\n```" in markdown
    assert "```bash\npip install kvcache\n```" in markdown
    assert "| --- |" in markdown
    for heading in (doc.install_heading, doc.options_heading, doc.example_heading):
        assert f"## {heading}\n\n" in markdown
        assert SECTION_TITLED[lang].format(heading) not in markdown  # Starlight's anchor


def test_starlight_s_anchor_words_and_tabs_stay_without_their_switches() -> None:
    page = doc_page("starlight", "en")
    off = _text(page, "auto:heading_anchors=false,tab_labels=false").splitlines()
    assert "Section titled “Options”" in off and "pip" in off
    on = _text(page).splitlines()
    assert "Section titled “Options”" not in on and "pip" not in on


def test_a_man_page_keeps_its_sections_and_options() -> None:
    markdown = markdown_once(doc_page("mandoc", "en").html)
    assert "# OPTIONS" in markdown and "**--size**=int" in markdown
    assert f"```\n{CODE_EXAMPLE}\n```" in markdown
