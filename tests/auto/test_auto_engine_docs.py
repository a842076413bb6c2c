"""Documentation pages of sixteen doc engines in seven languages (synthetic, after the
engines' own themes: :mod:`tests.auto.engine_docs`): every text of the page is kept with
the default options, the chrome of the engines the rules cover is dropped, and the
Markdown has the page's structure (headings, one fenced code block a sample with its
language, no permalink marks, no copy buttons)."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs import CODE_EXAMPLE, DOCS, ENGINES, LANGUAGES, DocPage, doc_page
from tests.memo import extract_once

from thresher.methods.auto.method import AutoParams

CLEAN_ENGINES = tuple(sorted(ENGINES))
# Engines whose API pages have no section headings, table or fenced sample of the guide.
_API_PAGES = ("rustdoc", "javadoc", "doxygen")
# GitBook writes a heading's words in a ``div`` inside the ``h2``: the segmentation makes
# them a paragraph (noticed and left).
_HEADINGS_LOST = ("gitbook",)
_OFF = "auto:code_labels=false,outdated_banners=false,updated_lines=false"


def _extract(page: DocPage, method: str = "auto"):
    return extract_once(page.html, url=page.url, method=method)


def _missing(page: DocPage, text: str) -> list[str]:
    flat = " ".join(text.split())
    return [b for b in page.body if " ".join(b.split()) not in flat]


def _chrome_kept(page: DocPage, text: str) -> list[str]:
    lines = [line.strip() for line in text.splitlines()]
    return sorted({c for c in page.chrome for line in lines if line.startswith(c)})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", sorted(ENGINES))
def test_every_text_of_a_doc_page_is_kept(engine: str, lang: str) -> None:
    page = doc_page(engine, lang)
    assert _missing(page, _extract(page).text or "") == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", CLEAN_ENGINES)
def test_the_chrome_of_a_doc_page_is_dropped(engine: str, lang: str) -> None:
    page = doc_page(engine, lang)
    assert _chrome_kept(page, _extract(page).text or "") == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", sorted(set(ENGINES) - set(_API_PAGES)))
def test_the_markdown_has_the_pages_structure(engine: str, lang: str) -> None:
    page, doc = doc_page(engine, lang), DOCS[lang]
    markdown = _extract(page).markdown or ""
    assert not any(mark in markdown for mark in ("¶", "\u200b"))
    assert "| --- |" in markdown or engine == "mdn"  # MDN's options are a definition list
    lines = {line.strip() for line in markdown.splitlines()}
    assert not lines & {"Copy", "Kopieren", "Copier", "Copiar", "Копировать", "复制", "コピー"}
    fenced = markdown.replace("```js\n", "```python\n").replace("```csharp\n", "```python\n")
    assert f"```python\n{CODE_EXAMPLE}\n```" in fenced
    if engine not in _HEADINGS_LOST:
        headings = (doc.install_heading, doc.options_heading, doc.example_heading)
        assert all(f"## {heading}\n" in markdown for heading in headings)


@pytest.mark.parametrize(
    ("engine", "lang", "chrome"),
    (
        ("sphinx_rtd", "en", "You are viewing an old version of this documentation."),
        ("sphinx_rtd", "ja", "このドキュメントの古いバージョンを表示しています。"),
        ("nextra", "de", "Zuletzt aktualisiert am"),
        ("nextra", "es", "Última actualización el"),
    ),
)
def test_without_the_switches_the_chrome_stays(engine: str, lang: str, chrome: str) -> None:
    page = doc_page(engine, lang)
    assert chrome not in (_extract(page).text or "")
    assert chrome in (_extract(page, _OFF).text or "")
    params = AutoParams()
    assert params.code_labels and params.outdated_banners and params.updated_lines


def test_without_the_switch_a_code_label_stays() -> None:
    page = doc_page("mintlify", "en")
    lines = (_extract(page, "auto:code_labels=false").text or "").splitlines()
    assert "python" in lines and "python" not in (_extract(page).text or "").splitlines()


def test_the_pages_are_what_the_tests_say() -> None:
    page = doc_page("mkdocs_material", "de")
    assert "Diese Seite bearbeiten" in page.html and "War diese Seite hilfreich?" in page.chrome
    assert DOCS["de"].intro in page.body and page.body[0] in page.html
    assert len({doc_page(e, "fr").html for e in ENGINES}) == len(ENGINES)


@pytest.mark.parametrize(
    ("engine", "switch", "chrome"),
    (
        ("docsy", "feedback_headings", "Feedback"),
        ("rustdoc", "hidden_toggles", "Expand description"),
        ("docusaurus", "tab_labels", "conda"),
        ("vitepress", "tab_labels", "pipuv"),
    ),
)
def test_without_their_switches_the_widgets_stay(engine: str, switch: str, chrome: str) -> None:
    page = doc_page(engine, "de")
    assert chrome not in (_extract(page).text or "").splitlines()
    assert chrome in (_extract(page, f"auto:{switch}=false").text or "").splitlines()
    assert getattr(AutoParams(), switch)
