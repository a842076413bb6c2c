"""Documentation pages of eight more engines (:mod:`tests.auto.engine_docs3`: MkDocs
Material's content tabs, docs.rs, pkgsite, MediaWiki, a man7.org man page, Confluence,
ReadMe, pdoc), one test a page: every text is kept, the chrome is dropped, the Markdown has
the page's structure (fences with the language the engine declares, a GFM table,
``##`` headings)."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs import CODE_EXAMPLE
from tests.auto.engine_docs3 import DOCS3, doc_page
from tests.auto.engine_docs_more import doc_page as more_page
from tests.memo import markdown_once, text_once

# The fence language each engine declares on its code ("" for none: pkgsite, man7.org).
FENCES = {"mkdocs_tabs": "python", "docs_rs": "rust", "pkgsite": "", "mediawiki": "python",
          "man7": "", "confluence": "py", "readme": "python", "pdoc": ""}  # fmt: skip
# Engines with a language pack in every language; the others in two (English chrome).
LOCALISED = ("mkdocs_tabs", "mediawiki", "confluence", "readme")
LANGUAGES3 = ("en", "de", "fr", "es", "pt", "ru", "zh", "ja", "ko")
PAGES = [(e, lang) for e in LOCALISED for lang in LANGUAGES3]
PAGES += [(e, lang) for e in ("docs_rs", "pkgsite", "man7", "pdoc") for lang in ("en", "ko")]
# ReadMe writes its headings' text in a <div> inside the <h2> (segmentation reads a
# paragraph, as GitBook's): noticed and left (docs/dev/auto-record.md, qdocs34).
FLAT_HEADINGS = ("pkgsite", "man7", "docs_rs", "pdoc")


def _has_line(lines: list[str], chrome: str) -> bool:
    """A line that is the chrome, or starts with it (a chrome of a few words)."""
    return any(line == chrome or (len(chrome) > 6 and line.startswith(chrome)) for line in lines)


@pytest.mark.parametrize(("engine", "lang"), PAGES)
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page, doc = doc_page(engine, lang), DOCS3[lang]
    text = text_once(page.html, url=page.url)
    flat = " ".join(text.split())
    assert [b for b in page.body if " ".join(b.split()) not in flat] == []
    lines = [line.strip() for line in text.splitlines()]
    assert [c for c in page.chrome if _has_line(lines, c)] == []
    markdown = markdown_once(page.html, url=page.url)
    fence = FENCES[engine]
    if not fence:  # the page's code declares no language
        return
    assert f"```{fence}\n{CODE_EXAMPLE}\n```" in markdown
    if engine == "docs_rs":
        return
    assert "```bash\npip install kvcache\n```" in markdown
    assert "| --- |" in markdown
    if engine not in FLAT_HEADINGS:
        for heading in (doc.install_heading, doc.options_heading, doc.example_heading):
            assert f"## {heading}\n\n" in markdown


def test_rustdoc_s_source_links_stay_without_item_sources() -> None:
    page = doc_page("docs_rs", "en")
    off = text_once(page.html, url=page.url, method="auto:item_sources=false").splitlines()
    assert "1.0.0 · Source" in off and "ⓘ" in off
    on = text_once(page.html, url=page.url).splitlines()
    assert "1.0.0 · Source" not in on and "ⓘ" not in on and "Source§" not in on


def test_mandoc_s_running_header_is_dropped_only_with_running_heads() -> None:
    page = more_page("mandoc", "en")
    off = text_once(page.html, url=page.url, method="auto:running_heads=false").splitlines()
    assert "KVCACHE(1)" in off
    assert "KVCACHE(1)" not in text_once(page.html, url=page.url).splitlines()


def test_material_s_tab_labels_are_dropped_over_their_code() -> None:
    page = doc_page("mkdocs_tabs", "de")
    lines = text_once(page.html, url=page.url).splitlines()
    assert "pipconda" not in lines and "pip install kvcache" in lines
    off = text_once(page.html, url=page.url, method="auto:tab_labels=false").splitlines()
    assert "pipconda" in off
