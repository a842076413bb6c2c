"""Parsing limits and block segmentation."""

from __future__ import annotations

import dataclasses

import pytest

import thresher
from thresher.errors import LimitExceededError
from thresher.html.prepass import flatten_markup
from thresher.html.segment import PAPER_BREAK_TAGS, segment
from thresher.options import Limits, Options
from thresher.types import BlockContext, TableRef


def blocks_of(html: str, **kwargs):
    doc = thresher.load_document(html)
    return segment(doc, **kwargs).blocks


def test_break_tags_split_blocks_and_inline_tags_do_not():
    blocks = blocks_of("<div>one <b>bold</b> two<p>three</p>four<br>five</div>")
    assert [b.text for b in blocks] == ["one bold two", "three", "four", "five"]


def test_invisible_content_never_reaches_blocks():
    html = (
        "<body><p>seen</p><script>var x;</script><style>p{}</style><noscript>ns</noscript>"
        "<template>tpl</template><!-- comment --><p hidden>h1</p><p aria-hidden='true'>h2</p>"
        "<p style='color:red; display: none'>h3</p><p style='visibility:hidden'>h4</p><p>end</p>"
    )
    assert [b.text for b in blocks_of(html)] == ["seen", "end"]


def test_block_features_and_paths():
    html = "<body><div id='main'><p>Read <a href='/x'>this link</a> now. Then go.</p></div></body>"
    (block,) = blocks_of(html)
    assert block.path == "body/div#main/p"
    assert block.features.link_text_length == len("this link")
    assert block.features.sentence_count == 2
    assert block.features.punctuation_count == 2
    assert block.links == (("this link", "/x"),)


def test_headings_lists_tables_context():
    html = (
        "<h2>Head</h2><ol><li>first</li><li>second</li></ol>"
        "<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>"
        "<blockquote><p>quoted</p></blockquote><pre>  code\n    indented</pre>"
    )
    blocks = blocks_of(html)
    kinds = {b.text: b for b in blocks}
    assert kinds["Head"].features.heading_level == 2
    assert kinds["second"].context.list_kinds == ("ol",) and kinds["second"].context.item == 2
    assert kinds["2"].context.row == 2 and kinds["2"].context.cell == 2
    assert kinds["2"].context.table.is_data_table
    assert kinds["quoted"].context.quote == 1
    assert kinds["Head"].context == BlockContext()
    assert kinds["code\n    indented"].kind == "pre"


def test_paper_break_tags_merge_headings_into_one_block():
    blocks = blocks_of("<div><h1>Title</h1><span>after</span></div>", break_tags=PAPER_BREAK_TAGS)
    assert [b.text for b in blocks] == ["Title after"]


def test_deep_nesting_keeps_text():
    depth = 20_000
    html = "<body>" + "<div>" * depth + "deep text" + "</div>" * depth + "<p>after</p></body>"
    doc = thresher.load_document(html)
    texts = [b.text for b in segment(doc).blocks]
    assert "deep text" in " ".join(texts) and "after" in texts
    assert any("flattened" in w for w in doc.warnings)


def test_flatten_markup_keeps_text_and_shallow_tags():
    flat = flatten_markup("<a><b><c>x</c></b></a>", 2).text
    assert flat == "<a><b>x</b></a>"


def test_node_limit_truncates_or_fails():
    html = "<body>" + "<p>x</p>" * 500 + "</body>"
    options = Options(limits=Limits(max_nodes=100))
    doc = thresher.load_document(html, options=options)
    assert any("100" in w for w in doc.warnings)
    assert len(segment(doc, max_nodes=100).blocks) < 100
    with pytest.raises(LimitExceededError):
        thresher.load_document(html, options=Options(limits=Limits(max_nodes=100, on_limit="fail")))


def test_char_limit_truncates():
    doc = thresher.load_document(
        "<p>" + "word " * 1000 + "</p>", options=Options(limits=Limits(max_chars=200))
    )
    assert any("truncated" in w for w in doc.warnings)


def test_markup_after_the_body_is_adopted_into_it_as_browsers_do() -> None:
    from thresher.html.nodes import text_content

    page = (
        b"<html><head><title>T</title></head><body><p>First paragraph.</p></body>"
        b"loose words<div><p>Stray paragraph after the body.</p></div>more loose</html>"
    )
    doc = thresher.load_document(page)
    body = doc.tree.find("body")
    assert [child.tag for child in doc.tree] == ["head", "body"]
    text = text_content(body)
    order = [text.index(t) for t in ("First", "loose words", "Stray", "more loose")]
    assert order == sorted(order)


def test_cleaneval_style_wrapper_keeps_the_page_in_the_body() -> None:
    page = (
        b'<text id="http://example.org/" title="Example">\n<p>Intro line.</p>\n</body>\n'
        b"<table><tr><td>The article text sits here, after the stray closing tag.</td></tr>"
        b"</table>"
    )
    result = thresher.extract(page, method="sentences")
    assert "The article text sits here" in result.text


def test_a_title_without_its_end_tag_does_not_swallow_the_page() -> None:
    filler = "".join(
        f"<p>Paragraph {i} of the story tells what happened next.</p>" for i in range(60)
    )
    page = f"<html><head><title>Damaged headline</titavaS</head><body>{filler}</body></html>"
    result = thresher.extract(page.encode(), method="sentences")
    assert "Paragraph 59 of the story" in result.text
    assert result.title == "Damaged headline"
    assert any("unclosed <title>" in w for w in result.warnings)


def test_a_long_sound_title_is_left_alone() -> None:
    title = "A very long headline " * 120
    page = f"<html><head><title>{title}</title></head><body><p>Body text.</p></body></html>"
    doc = thresher.load_document(page.encode())
    assert not any("unclosed" in w for w in doc.warnings)
    assert doc.tree.find("head/title").text.startswith("A very long headline")


def test_a_second_document_after_the_first_html_end_tag_is_kept() -> None:
    page = (
        b"<html><body><p>Site header text.</p></body></html>"
        b"<script>var x = 1;</script><!DOCTYPE html><html><head><title>Story</title></head>"
        b"<body><p>The story itself is in the second document, after the end tag.</p>"
        b"</body></html>"
    )
    result = thresher.extract(page, method="sentences")
    assert "The story itself is in the second document" in result.text


def test_table_ref_is_counted_whole_and_frozen():
    html = (
        "<table><tr><td>a</td></tr><tr><td>b</td><td>c</td></tr></table>"
        "<table><tr><td>out<table><tr><td>in</td><td>x</td></tr></table></td></tr></table>"
    )
    kinds = {b.text: b for b in blocks_of(html)}
    first = kinds["a"].context.table
    assert first == TableRef(0, rows=2, cols=2, has_nested=False) and first.is_data_table
    assert first is kinds["c"].context.table
    assert kinds["out"].context.table.has_nested and not kinds["out"].context.table.is_data_table
    assert kinds["in"].context.table.is_data_table
    with pytest.raises(dataclasses.FrozenInstanceError):
        first.rows = 5  # type: ignore[misc]
