"""Documentation pages of eight more engines (:mod:`tests.auto.engine_docs11`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, fenced code with its language and lines, the table's
header row, list items). Then what stop 79 changed: a figure's image in a documentation
page's content region kept beside its caption, a line of one arrowed link kept in an
article (a call to read on, not a docs pager) and dropped in a pager's element, a line
linking to the page's history or its Markdown copy dropped, more arrow characters."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs10 import doc_page as doc_page10
from tests.auto.engine_docs11 import doc_page, figure_of
from tests.memo import markdown_once, text_once

from thresher.methods.auto.method import AutoParams

# Known failures (strict: a fix must take the page off this list).
_KNOWN: dict[tuple[str, str], str] = {}
PAGES = [("zensical", "en"), ("zensical", "de"), ("fern", "en"), ("fern", "ja"),
         ("vuepress2", "zh"), ("vuepress2", "en"), ("docusaurus3", "ko"), ("docusaurus3", "ru"),
         ("nextra4", "ru"), ("nextra4", "zh"), ("gitbook24", "pt"), ("gitbook24", "es"),
         ("mintlify25", "es"), ("mintlify25", "fr"), ("scalar", "en")]  # fmt: skip


def _param(engine: str, lang: str) -> object:
    if (engine, lang) in _KNOWN:
        reason = _KNOWN[engine, lang]
        return pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=reason))
    return pytest.param(engine, lang)


@pytest.mark.parametrize(("engine", "lang"), [_param(e, lang) for e, lang in PAGES])
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page, shape = doc_page(engine, lang)
    check_doc_page(page, shape)


FIGURED = [("zensical", "en"), ("zensical", "de"), ("gitbook24", "pt"), ("gitbook24", "es")]


@pytest.mark.parametrize(("engine", "lang"), FIGURED)
def test_a_figures_image_is_kept_beside_its_caption(engine: str, lang: str) -> None:
    page, _ = doc_page(engine, lang)
    figure = figure_of(engine, lang)
    assert figure is not None
    alt, caption = figure
    lines = markdown_once(page.html, url=page.url).splitlines()
    image = [line for line in lines if line.startswith(f"![{alt}](")]
    assert len(image) == 1 and caption in lines
    assert lines.index(image[0]) < lines.index(caption)  # in the page's order
    off = markdown_once(page.html, url=page.url, method="auto:region_images=false")
    assert f"![{alt}](" not in off and caption in off.splitlines()
    assert AutoParams().region_images


PARAS = (
    "The city council voted on Tuesday to extend the downtown bike lanes by another four"
    " miles, after a year in which ridership on the existing lanes doubled.",
    "Supporters said the lanes had cut the number of crashes on the busiest streets, and"
    " that shop owners along the route reported more customers than before.",
    "Opponents argued that the plan removes too many parking spaces and that the money would"
    " be better spent on repairing the roads that drivers use every day.",
    "The extension will be built in two phases, the first of which starts in the spring and"
    " should be finished before the school year begins in September.",
    "The mayor, who had pushed for the plan since her campaign, called the vote a turning"
    " point for the way people move around the city.",
)


def _article(extra: str) -> str:
    """A news article (no documentation engine's mark) with ``extra`` after its text."""
    paras = "".join(f"<p>{p}</p>" for p in PARAS)
    return (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Council extends"
        " bike lanes - The Daily Ledger</title></head><body><header><nav><ul><li><a"
        " href='/'>Home</a></li><li><a href='/news/'>News</a></li><li><a"
        " href='/sports/'>Sports</a></li><li><a href='/opinion/'>Opinion</a></li></ul></nav>"
        "</header><main><article><h1>Council extends bike lanes by four miles</h1><p"
        f" class='byline'>By Jane Roe</p>{paras}{extra}</article></main><footer><p>© 2024 The"
        " Daily Ledger. All rights reserved.</p><p><a href='/privacy/'>Privacy</a> <a"
        " href='/terms/'>Terms</a></p></footer></body></html>"
    )


ARTICLE_URL = "https://ledger.example.com/news/bike-lanes"
CALLS = (
    "» Click here to search for this article within the archive.",
    "Más en Noticias ›",
)


def test_an_articles_arrowed_link_is_no_pager() -> None:
    lines_html = (
        "<p><a href='http://archive.example.com/search?q=bike+lanes'>» Click here to search"
        " for this article within the archive.</a></p><p><a href='/news/'>Más en Noticias ›"
        "</a></p><div class='nav-links'><p><a href='/news/budget-vote'>« Budget vote delayed"
        " again</a></p></div>"
    )
    html = _article(lines_html)
    lines = text_once(html, url=ARTICLE_URL).splitlines()
    assert set(CALLS) <= set(lines)  # a call to read on: truths keep it as often as not
    assert "« Budget vote delayed again" not in lines  # in a pager's element
    off = text_once(html, url=ARTICLE_URL, method="auto:pager_arrows=false").splitlines()
    assert not set(CALLS) & set(off)
    assert AutoParams().pager_arrows


def test_a_docs_pagers_lone_arrowed_links_are_dropped() -> None:
    page, _ = doc_page10("mkdocs", "en")
    closing = page.html.index("If the cache is full")
    end = page.html.index("</p>", closing) + len("</p>")
    arrows = (
        "<p><a href='../eviction/'>Eviction policies ➜</a></p>"
        "<p><a href='../quickstart/'>⮕ Distributed mode</a></p>"
    )
    html = page.html[:end] + arrows + page.html[end:]
    lines = text_once(html, url=page.url).splitlines()
    assert "Eviction policies ➜" not in lines and "⮕ Distributed mode" not in lines
    off = text_once(html, url=page.url, method="auto:arrow_links=false").splitlines()
    assert "Eviction policies ➜" in off and "⮕ Distributed mode" in off


HISTORY_LINES = (
    ("Page history", "https://github.com/kvcache/docs/commits/main/docs/configuring.md"),
    ("Versionsgeschichte", "https://wiki.example.org/index.php?title=Cache&action=history"),
    ("Ältere Versionen", "https://wiki.example.org/doku.php?id=cache&do=revisions"),
    ("View as Markdown", "/en/cache/configuring.md"),
    ("Ver como Markdown", "https://docs.example.org/es/cache/configuring.mdx"),
)


def test_a_line_linking_to_the_pages_history_or_markdown_is_dropped() -> None:
    page, _ = doc_page10("mkdocs", "en")
    closing = page.html.index("If the cache is full")
    end = page.html.index("</p>", closing) + len("</p>")
    boxes = "".join(f"<p><a href='{href}'>{words}</a></p>" for words, href in HISTORY_LINES)
    sentence = (
        "The change that added the shared mode is described in the <a"
        " href='https://github.com/kvcache/kvcache/commits/main/'>commit history</a> of the"
        " project, with the benchmarks that motivated it."
    )
    html = f"{page.html[:end]}{boxes}<p>{sentence}</p>{page.html[end:]}"
    lines = text_once(html, url=page.url).splitlines()
    assert not {words for words, _ in HISTORY_LINES} & set(lines)
    assert any(line.startswith("The change that added the shared mode") for line in lines)
    off = text_once(html, url=page.url, method="auto:history_links=false").splitlines()
    assert {words for words, _ in HISTORY_LINES} <= set(off)
    assert AutoParams().history_links


def test_an_articles_link_to_a_markdown_file_stays() -> None:
    line = "<p><a href='https://github.com/ledger/data/blob/main/README.md'>README.md</a></p>"
    lines = text_once(_article(line), url=ARTICLE_URL).splitlines()
    assert "README.md" in lines  # no documentation page: a file the story points to
