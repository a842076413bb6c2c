"""A documentation page's content region keeps the blocks the model dropped in it (no model
needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts

from thresher.api import load_document
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.doc_regions import (
    DECLARED_WORDS,
    _declares_words,
    _has_permalink,
    _names_chrome,
    content_region,
    held_characters,
    is_documentation,
    is_section,
    keep_region_blocks,
)
from thresher.methods.auto.markup_words import source_holds
from thresher.methods.auto.method import (
    METHOD,
    AutoParams,
    PreparedPage,
    prepare_page,
)
from thresher.options import Options
from thresher.pipeline import segment_page

SPHINX_HEAD = '<meta name="generator" content="Docutils 0.19: https://docutils.sourceforge.io/">'
LEAD = "".join(
    f"<p>Kept prose {n} explains how the module measures the time a statement takes.</p>"
    for n in range(4)
)
SECTION_TWO = (
    '<section id="command-line-interface"><h2>Command-Line Interface'
    '<a class="headerlink" href="#command-line-interface">¶</a></h2>'
    "<p>When called as a program from the command line, the following form is used.</p>"
    "<pre>python -m timeit [-n N] [-r N] [statement ...]</pre>"
    "<table><tr><th>Option</th><th>Meaning</th></tr>"
    "<tr><td>-n N</td><td>how many times to execute the statement</td></tr></table>"
    "</section>"
)
SIDEBAR = (
    '<div class="sphinxsidebar"><div class="sphinxsidebarwrapper"><h3>This Page</h3>'
    "<ul><li>Report a Bug</li><li>Show Source</li></ul></div></div>"
)


def _page(body: str, head: str = "") -> PreparedPage:
    doc = load_document(
        f"<html><head>{head}</head><body>{body}</body></html>".encode(),
        url="https://docs.example/library/timeit.html",
    )
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def _sphinx(head: str = SPHINX_HEAD, extra: str = "") -> PreparedPage:
    body = (
        '<div class="document"><div class="body" role="main">'
        f'<section id="module-timeit"><h1>timeit</h1>{LEAD}</section>{SECTION_TWO}{extra}'
        f"</div>{SIDEBAR}</div>"
    )
    return _page(body, head)


def _kept(page: PreparedPage, keep: tuple[str, ...] = ("Kept", "timeit")) -> set[str]:
    decisions, probs = decide_keeping(page, keep)
    flags = kept_flags(decisions, page.text_blocks)
    found = keep_region_blocks(page.doc, page.text_blocks, page.features, probs, flags)
    return {b.text for b in page.blocks if b.index in found}


def test_the_dropped_sections_of_a_generated_page_are_kept() -> None:
    kept = _kept(_sphinx())
    assert "When called as a program from the command line, the following form is used." in kept
    assert "python -m timeit [-n N] [-r N] [statement ...]" in kept
    assert "how many times to execute the statement" in kept
    assert not any("Report a Bug" in text or "This Page" in text for text in kept)


def test_a_page_no_engine_made_keeps_nothing_more() -> None:
    plain = SECTION_TWO.replace(' class="headerlink"', "")
    body = f'<div class="body"><section><h1>timeit</h1>{LEAD}</section>{plain}</div>{SIDEBAR}'
    assert _kept(_page(body)) == set()
    generated = _page(body, '<meta name="generator" content="DocBook XSL Stylesheets V1.79">')
    assert "how many times to execute the statement" in _kept(generated)


def test_heading_permalinks_mark_a_documentation_page() -> None:
    page = _sphinx(head="")
    assert is_documentation(page.doc, page.text_blocks)
    assert "how many times to execute the statement" in _kept(page)


def test_a_declared_software_help_marks_a_documentation_page() -> None:
    body = (
        '<div id="DisplayArea" itemprop="softwareHelp" itemscope="true" '
        'itemtype="http://schema.org/SoftwareApplication"><h1>创建索引</h1>'
        "<p>Kept 在文档中要插入索引的位置点击，然后选择插入菜单中的目录与索引命令。</p>"
        "<p>Kept 在类型选项卡的类型框中选择字母顺序索引，并设置索引的格式选项。</p>"
        "<h3>选项</h3><p>设置页面方向、页边距、背景和其他版式选项。</p></div>"
    )
    page = _page(body)
    assert is_documentation(page.doc, page.text_blocks)
    assert _kept(page, ("Kept", "创建")) == {"选项", "设置页面方向、页边距、背景和其他版式选项。"}
    plain = _page(body.replace("softwareHelp", "text"))
    assert not is_documentation(plain.doc, plain.text_blocks)


def test_navigation_and_boxes_inside_the_region_stay_dropped() -> None:
    boxes = (
        '<div id="quickview"><h3>Directives</h3><p>AuthBasicProvider reference.</p></div>'
        "<nav><p>Contents of this page in order.</p></nav>"
        "<aside><p>An aside set beside the text.</p></aside>"
        '<div class="md-footer-nav"><p>Previous: the profile module.</p></div>'
    )
    kept = _kept(_sphinx(extra=boxes))
    assert "how many times to execute the statement" in kept
    for text in (
        "Directives",
        "AuthBasicProvider reference.",
        "Contents of this page in order.",
        "An aside set beside the text.",
        "Previous: the profile module.",
    ):
        assert text not in kept


def test_a_region_spanning_the_whole_page_keeps_nothing() -> None:
    body = (
        '<div id="page-header"><p>Kept header line of the manual, version 2.4.</p></div>'
        f'<div id="page-content"><h1>timeit</h1>{LEAD}{SECTION_TWO}</div>'
        '<div id="page-footer"><p>Kept footer line of the manual, licensed.</p></div>'
    )
    page = _page(body, SPHINX_HEAD)
    assert _kept(page) == set()
    inner = _page(
        body.replace("Kept header", "Header").replace("Kept footer", "Footer"), SPHINX_HEAD
    )
    assert "how many times to execute the statement" in _kept(inner)


def test_one_kept_section_stands_for_its_parent_of_sections() -> None:
    page = _sphinx()
    decisions, _ = decide_keeping(page, ("Kept", "timeit"))
    flags = kept_flags(decisions, page.text_blocks)
    region = content_region(page.text_blocks, flags)
    assert region is not None and region.get("class") == "body"


def test_sections_by_tag_and_by_the_engines_class_words() -> None:
    doc = load_document(
        b'<html><body><section id="a"></section><div class="sect2"></div>'
        b'<div class="section"></div><h2 class="section-header"></h2>'
        b'<div class="sections-list"></div></body></html>'
    )
    found = [is_section(element) for element in doc.tree.find("body")]
    assert found == [True, True, True, False, False]


def test_chrome_names_are_whole_words_or_compounds_of_a_class() -> None:
    assert _names_chrome("sphinxsidebarwrapper", None)
    assert _names_chrome(None, "quickview")
    assert _names_chrome("md-footer-nav", None)
    assert not _names_chrome(None, "http-headers")
    assert not _names_chrome(None, "protocol-handlers")
    assert not _names_chrome("highlight-python3", None)


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = _sphinx()
    keep = ("Kept", "timeit")
    probs = np.array([0.9 if b.text.startswith(keep) else 0.1 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    line = "how many times to execute the statement"
    assert line in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, doc_regions=False)
    assert line not in kept_texts(page, probs, off)


def _owned(page: PreparedPage, every: int) -> dict[object, int]:
    """The characters of every ``every``-th text block, by owner element."""
    owned: dict[object, int] = {}
    for block in page.text_blocks[::every]:
        if block.element is not None:
            owned[block.element] = owned.get(block.element, 0) + len(block.text)
    return owned


def test_each_element_holds_the_kept_characters_of_the_owners_below_it() -> None:
    nested = (
        '<div class="document"><div class="body"><div><div><p>Outer prose of the page.<span>'
        "</span></p><ul><li>one item<ul><li>a nested item</li></ul></li></ul></div></div>"
        f"<section><h2>Two</h2><p>More text.</p><div><p>Deep text.</p></div></section></div>"
        f"{SIDEBAR}</div>"
    )
    for page in (_sphinx(), _page(nested)):
        for every in (1, 2, 3):
            owned = _owned(page, every)
            held = held_characters(owned)
            for node, size in held.items():
                below = sum(
                    chars
                    for owner, chars in owned.items()
                    if owner is node or any(up is node for up in owner.iterancestors())
                )
                assert size == below
            assert set(held) >= set(owned)
            assert max(held.values()) == sum(owned.values())


def test_the_declared_words_are_found_as_the_markup_search_finds_them() -> None:
    for word, _pivot in (*DECLARED_WORDS, ("nothing", 0)):
        page = _page(f'<div itemprop="{word}" itemscope="true"><p>Help text of the page.</p></div>')
        expected = any(source_holds(page.doc, each, pivot) for each, pivot in DECLARED_WORDS)
        assert _declares_words(page.doc) is expected
        assert expected is (word != "nothing")


def test_a_permalink_is_read_from_a_heading_or_its_links_only() -> None:
    page = _page(
        '<h2>Bare heading</h2><h2>Linked<a class="headerlink" href="#x">¶</a></h2>'
        '<h2>Other<a class="external" href="/y">y</a></h2>'
    )
    headings = [block.element for block in page.text_blocks if block.kind == "h2"]
    assert [_has_permalink(element) for element in headings] == [False, True, False]
    assert _has_permalink(None) is False
