"""Documentation pages of nine more engines (:mod:`tests.auto.engine_docs9`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, fenced code with its language and lines, the table's
header row, list items). Then what stop 77 changed: a line-number gutter beside code
(YARD's source table) left out of Markdown, JSDoc's source box, a generator's credit, a
copy button's confirmation and the helpfulness prompts of more languages."""

from __future__ import annotations

import re

import pytest
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs7 import doc_page as doc_page7
from tests.auto.engine_docs8 import doc_page as doc_page8
from tests.auto.engine_docs9 import DOC360, JAVA_EXAMPLE, RUBY_SOURCE, doc_page
from tests.memo import markdown_once, text_once

from thresher.methods.auto.cleanup import GENERATOR_CREDIT
from thresher.methods.auto.doc_chrome import UPDATED
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.prompt_lines import COPY_CONFIRMATION, HELPFUL_PROMPT, line_kind

# Known failures (strict: a fix must take the page off this list).
_KNOWN: dict[tuple[str, str], str] = {}  # stop 78 took Dokka (de) and YARD (en) off
PAGES = [("asciidoctor", "ru"), ("asciidoctor", "de"), ("javadoc21", "en"), ("javadoc21", "ja"),
         ("dokka", "de"), ("yard", "en"), ("dartdoc", "fr"), ("rspress", "zh"), ("rspress", "en"),
         ("hextra", "pt"), ("hextra", "ja"), ("document360", "fr"), ("document360", "es"),
         ("document360", "ko"), ("hope", "zh")]  # fmt: skip


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


def test_a_line_number_gutter_beside_code_is_left_out_of_markdown() -> None:
    page, _ = doc_page("yard", "en")
    markdown = markdown_once(page.html, url=page.url)
    assert RUBY_SOURCE in markdown
    assert "```\n12\n13\n14\n15\n```" not in markdown
    assert "12\n13\n14\n15" in text_once(page.html, url=page.url)  # plain text: as shown
    code = "def get(key):\n    return store[key]\n\nvalue = get('a')"
    pygments = (
        "<table class='highlighttable'><tr><td class='linenos'><div class='linenodiv'><pre>"
        "<span class='normal'>1</span>\n<span class='normal'>2</span>\n<span"
        " class='normal'>3</span>\n<span class='normal'>4</span></pre></div></td><td"
        f" class='code'><div class='highlight'><pre>{code}</pre></div></td></tr></table>"
    )
    lone = "<table><tr><td><pre>1\n2\n3</pre></td><td>the first three</td></tr></table>"
    stepped = (
        f"<table><tr><td><pre>10\n20\n30\n40</pre></td><td><pre>{code}</pre></td></tr></table>"
    )
    for box, kept in ((pygments, False), (lone, True), (stepped, True)):
        html = page.html.replace("<h2>Overview</h2>", f"<h2>Overview</h2>{box}")
        markdown = markdown_once(html, url=page.url)
        assert code in markdown or box is lone
        numbers = "1\n2\n3" if box is not stepped else "10\n20\n30\n40"
        assert (f"```\n{numbers}" in markdown) is kept


def test_a_list_item_that_is_a_section_is_not_written_as_a_list() -> None:
    page, _ = doc_page("javadoc21", "en")
    markdown = markdown_once(page.html, url=page.url)
    assert f"```\n{JAVA_EXAMPLE}\n```" in markdown  # not indented into an item
    lines = markdown.splitlines()
    assert "public Profile get(String key)" in lines
    assert [line for line in lines if line.startswith(("- ", "  "))] == []
    items = "<ul><li><h3>First</h3><p>One.</p></li><li><p>Two.</p></li></ul>"
    html = page.html.replace("<h2>Method Summary</h2>", f"<h2>Method Summary</h2>{items}")
    assert "- Two." in markdown_once(html, url=page.url).splitlines()  # an item, no section


def test_jsdoc_s_source_box_is_dropped() -> None:
    page, _ = doc_page8("jsdoc", "en")
    lines = text_once(page.html, url=page.url).splitlines()
    assert "Source:" not in lines
    assert "cache.js, line 12" not in lines
    off = text_once(page.html, url=page.url, method="auto:boxed_sources=false").splitlines()
    assert "Source:" in off
    assert AutoParams().boxed_sources


def test_a_generator_s_credit_is_not_kept_as_a_closing_credit() -> None:
    page, _ = doc_page7("haddock", "en")
    credit = "Produced by Haddock version 2.29.1"
    assert credit not in text_once(page.html, url=page.url).splitlines()
    off = text_once(page.html, url=page.url, method="auto:generator_credits=false")
    assert credit in off.splitlines()
    pattern = re.compile(GENERATOR_CREDIT)
    for line in ("produced by haddock version 2.29.1", "generated by doxygen 1.9.8",
                 "built with sphinx 7.2.6 using a theme", "made with mkdocs v1.5.3"):  # fmt: skip
        assert pattern.fullmatch(line)
    for line in ("produced by jane doe and the kvcache team", "edited by john smith",
                 "produced by the bbc news team in 2024"):  # fmt: skip
        assert not pattern.fullmatch(line)


# "Was this page helpful?" in the languages stop 77 added (one line each), and a line
# that says more than the prompt, which stays.
HELPFUL = (
    "이 페이지가 도움이 되었습니까?", "¿Le resultó útil esta página?", "Was deze pagina nuttig?",
    "Czy ta strona była pomocna?", "Bu sayfa yardımcı oldu mu?",
    "Чи була ця сторінка корисною?", "Byla tato stránka užitečná?",
    "Var den här sidan till hjälp?", "Oliko tästä sivusta apua?",
    "Trang này có hữu ích không?", "Apakah artikel ini membantu?",
    "هل كانت هذه الصفحة مفيدة؟", "Hasznos volt ez az oldal?", "這篇文章對您有幫助嗎？",
    "この記事は役に立ちましたか？", "Questa pagina è stata utile?",
    "Cette page vous a-t-elle aidé ?",
)  # fmt: skip


def test_helpfulness_prompts_of_more_languages_are_chrome() -> None:
    assert [line for line in HELPFUL if line_kind(line) != HELPFUL_PROMPT] == []
    assert line_kind("Was deze pagina nuttig voor uw project met de nieuwe cache?") is None
    assert line_kind(DOC360["ko"][4]) == HELPFUL_PROMPT
    page, _ = doc_page8("writerside", "ko")
    lines = text_once(page.html, url=page.url).splitlines()
    assert "이 페이지가 도움이 되었나요?" not in lines
    assert "마지막 수정: 2024년 3월 12일" not in lines
    for line in ("마지막 수정: 2024년 3월 12일", "Laatst bijgewerkt op 12 maart 2024",
                 "Son güncelleme: 12.03.2024", "Ostatnia aktualizacja: 12.03.2024"):  # fmt: skip
        assert UPDATED.match(line.casefold())


def test_a_copy_button_s_confirmation_is_dropped() -> None:
    for line in ("Content copied to clipboard", "Copied!", "已复制到剪贴板", "Link kopiert",
                 "コピーしました", "Скопировано"):  # fmt: skip
        assert line_kind(line) == COPY_CONFIRMATION
    assert line_kind("Content copied to clipboard is kept for an hour") is None
    page, _ = doc_page("dokka", "de")
    line = "Content copied to clipboard"
    assert line not in text_once(page.html, url=page.url).splitlines()
    off = text_once(page.html, url=page.url, method="auto:copy_confirmations=false")
    assert line in off.splitlines()


def test_a_headline_over_a_contents_list_is_restored() -> None:
    page, shape = doc_page("asciidoctor", "de")
    title = next(iter(shape.headings))
    assert f"# {title}" in markdown_once(page.html, url=page.url).splitlines()
    off = markdown_once(page.html, url=page.url, method="auto:contents_headlines=false")
    assert f"# {title}" not in off.splitlines()
