"""Documentation pages of six more engines (:mod:`tests.auto.engine_docs7`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, code blocks with their lines, the table's header
row, list items). Then an API signature's link to its source ("Source #", "[source]"),
which Markdown and plain text leave out."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs import doc_page as doc_page1
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs7 import HS_SIGNATURE, doc_page
from tests.memo import markdown_once, text_once

from thresher.methods.auto.method import AutoParams

# Known failures (strict: a fix must take the page off this list).
_KNOWN = {
    ("haddock", "en"): "Haddock's captions (Contents, Synopsis) kept",
}
PAGES = [("haddock", "en"), ("php_manual", "de"), ("php_manual", "ja"), ("php_manual", "ru"),
         ("intercom", "fr"), ("redoc", "en"), ("redoc", "es"), ("metacpan", "zh"),
         ("helpscout", "de"), ("helpscout", "ja")]  # fmt: skip


def _param(engine: str, lang: str) -> object:
    if (engine, lang) in _KNOWN:
        reason = _KNOWN[engine, lang]
        return pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=reason))
    return pytest.param(engine, lang)


def _check_code(page: object, code: str) -> None:
    markdown = markdown_once(page.html, url=page.url)
    assert f"```\n{code}\n```" in markdown


@pytest.mark.parametrize(("engine", "lang"), [_param(e, lang) for e, lang in PAGES])
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page, shape = doc_page(engine, lang)
    check_doc_page(page, shape)
    if "code" in shape.extra:
        _check_code(page, shape.extra["code"])


def test_an_api_signature_s_source_link_is_not_shown() -> None:
    page, _ = doc_page("haddock", "ja")
    markdown = markdown_once(page.html, url=page.url).splitlines()
    assert markdown.count(HS_SIGNATURE) == 1  # the signature over its docs
    assert [line for line in markdown if line.endswith("Source #")] == []
    text = text_once(page.html, url=page.url).splitlines()
    assert f"{HS_SIGNATURE} Source #" in text  # plain text keeps the words
    sphinx = (
        "<html lang='ja'><body><div class='body' role='main'><h1>kvcache.cache</h1><dl"
        " class='py class'><dt class='sig sig-object py' id='kvcache.Cache'><em"
        " class='property'><span class='pre'>class</span> </em><span class='sig-name"
        " descname'><span class='pre'>Cache</span></span><span class='sig-paren'>(</span><em"
        " class='sig-param'><span class='n'><span class='pre'>size</span></span></em><span"
        " class='sig-paren'>)</span><a class='reference internal'"
        " href='../_modules/kvcache/cache.html#Cache'><span class='viewcode-link'><span"
        " class='pre'>[ソース]</span></span></a><a class='headerlink' href='#kvcache.Cache'"
        " title='この定義へのパーマリンク'>¶</a></dt><dd><p>メモリ上のキャッシュです。"
        "古い項目から順に追い出し、期限の切れた項目は読み出す時に捨てます。</p></dd></dl>"
        "<p>キャッシュの大きさは設定ファイルでも変えられます。"
        "詳しくは設定の章と、移行の手引きを読んでください [1]</p>"
        "</div></body></html>"
    )
    markdown = markdown_once(sphinx).splitlines()
    assert "*class* Cache(*size*)" in markdown
    assert "class Cache(size)[ソース]" in text_once(sphinx).splitlines()
    assert [line for line in markdown if line.endswith("[1]")] != []


def test_a_version_with_a_linked_word_beside_a_source_link_is_dropped() -> None:
    page = doc_page1("rustdoc", "en")
    source = "<a class='src rightside' href='../src/kvcache/lib.rs.html#58'>source</a>"
    rightside = (
        "<span class='rightside'><span class='since' title='Stable since 2.4.0, const"
        " unstable'>2.4.0 (const: <a href='https://github.com/example/kvcache/issues/7'"
        " title='Tracking issue for const_get'>unstable</a>)</span> · <a class='src'"
        " href='../src/kvcache/lib.rs.html#58'>Source</a></span>"
    )
    assert source in page.html
    html = page.html.replace(source, rightside)
    line = "2.4.0 (const: unstable) · Source"
    assert line not in text_once(html, url=page.url).splitlines()
    off = text_once(html, url=page.url, method="auto:nested_sources=false")
    assert line in off.splitlines()
    assert AutoParams().nested_sources
