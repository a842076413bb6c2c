"""Signals of the default method: keywords, comment headers, page facts, features."""

from __future__ import annotations

import numpy as np
import pytest

import thresher
from thresher.html.segment import segment
from thresher.metadata.sources import PageMeta, read_page_meta
from thresher.methods.auto.block_features import FEATURE_NAMES, block_features
from thresher.methods.auto.signals import (
    KEYWORD_GROUPS,
    class_id_bits,
    count_shared_words,
    find_best_container,
    find_dominant_container,
    is_comment_header,
    page_facts,
    page_kind,
    word_set,
)


@pytest.mark.parametrize(
    ("title", "text"),
    [
        ("Apple Pay and Google Play", "Apple's pay-day: google it, APPLE. Playing?"),
        ("Boys swim 2018 results", "Results of 2018, 17 boys; as is to be"),
        ("Straße in München", "Die STRASSE in münchen ist straße"),
        ("上海 天气 预报", "今天上海的天气很好"),
        ("Weather", "no shared word here"),
        ("ab cd", "ab cd"),
    ],
)
def test_count_shared_words_is_the_word_set_intersection(title, text):
    words = frozenset(word_set(title))
    assert count_shared_words(text, words) == len(word_set(text) & words)


def groups(attrib: dict[str, str]) -> set[str]:
    bits = class_id_bits(attrib)
    return {name for i, (name, _) in enumerate(KEYWORD_GROUPS) if bits >> i & 1}


@pytest.mark.parametrize(
    ("attrib", "expected"),
    [
        ({"class": "main-nav"}, {"nav", "content"}),
        ({"id": "comments"}, {"comment"}),
        ({"class": "site-footer"}, {"footer"}),
        ({"class": "ad-slot"}, {"ad"}),
        ({"class": "loader canvas"}, set()),
        ({"class": "article-body"}, {"content"}),
        ({"class": "cookie-consent"}, {"popup"}),
    ],
)
def test_class_id_keyword_groups(attrib, expected):
    assert groups(attrib) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Comments", True),
        ("12 Comments", True),
        ("Kommentare (3)", True),
        ("Комментарии", True),
        ("评论", True),
        ("Leave a Reply", True),
        ("Comments are a vital part of the culture of the web, said the author today.", False),
        ("News", False),
    ],
)
def test_comment_header_words(text, expected):
    assert is_comment_header(text) is expected


def page_blocks(html: str):
    return list(segment(thresher.load_document(html)).blocks)


ARTICLE = (
    "<body><nav class='menu'><a href='/'>Home</a></nav>"
    "<div id='story'><h1>Harbour reopens</h1>"
    + "".join(f"<p>Sentence number {i} tells the reader something new today.</p>" for i in range(6))
    + "</div><div class='related'><p>Another story, elsewhere.</p></div>"
    + "<h3>Comments</h3><p>Great article, thanks for writing it.</p></body>"
)


def test_page_facts_find_title_comments_and_best_container():
    blocks = page_blocks(ARTICLE)
    facts = page_facts(blocks, "Harbour reopens | The Daily")
    assert blocks[facts.title_block].text == "Harbour reopens"
    assert blocks[facts.comment_header].text == "Comments"
    assert facts.best_container.get("id") == "story"
    assert find_best_container(blocks) is facts.best_container


DOCS_PAGE = (
    "<body><div class='sidebar'><ul>"
    + "".join(f"<li><a href='#f{i}'>f{i}()</a></li>" for i in range(8))
    + "</ul></div><div id='body'><section id='intro'><p>This module provides functions for"
    " the operating system, and it explains them here.</p></section>"
    + "".join(
        f"<section><dl><dt>f{i}()</dt><dd><p>Return the value number {i} of the process.</p>"
        "<p>It is available on every platform that Python supports today.</p></dd></dl></section>"
        for i in range(8)
    )
    + "</div><footer><p>Copyright 2024, the authors. All rights reserved here.</p></footer></body>"
)


def test_dominant_container_holds_most_sentence_text_where_the_best_holds_one_part():
    blocks = page_blocks(DOCS_PAGE)
    facts = page_facts(blocks, "os")
    assert facts.dominant_container.get("id") == "body"
    assert facts.best_container.get("id") != "body"
    assert find_dominant_container(blocks) is facts.dominant_container
    matrix = block_features(blocks, "os", facts)
    col = {name: i for i, name in enumerate(FEATURE_NAMES)}
    inside = {b.text[:12]: matrix[i, col["in_dominant"]] for i, b in enumerate(blocks)}
    assert inside["This module "] == 1.0 and inside["Return the v"] == 1.0
    assert inside["Copyright 20"] == 0.0
    assert blocks[0].text == "f0()" and matrix[0, col["in_dominant"]] == 0.0  # the sidebar
    assert 0.5 < matrix[0, col["dominant_page_share"]] < 1.0


def test_dominant_container_is_the_deepest_one_and_none_without_sentences():
    blocks = page_blocks(
        "<body><div id='outer'><div id='inner'><p>One full sentence sits here today.</p>"
        "<p>A second full sentence follows it now.</p></div></div></body>"
    )
    assert find_dominant_container(blocks).get("id") == "inner"
    assert find_dominant_container(page_blocks("<body><p>no sentence</p></body>")) is None


def test_feature_matrix_shape_and_values():
    blocks = page_blocks(ARTICLE)
    matrix = block_features(blocks, "Harbour reopens")
    assert matrix.shape == (len(blocks), len(FEATURE_NAMES))
    assert np.isfinite(matrix).all()
    col = {name: i for i, name in enumerate(FEATURE_NAMES)}
    story = next(i for i, b in enumerate(blocks) if b.text.startswith("Sentence number 2"))
    assert matrix[story, col["in_best"]] == 1.0
    assert matrix[story, col["has_sentence"]] == 1.0
    assert matrix[0, col["link_density"]] == 1.0
    comment = len(blocks) - 1
    assert matrix[comment, col["after_comment_header"]] == 1.0


@pytest.mark.parametrize("rows_per_array", [1, 2, 3, 1000])
def test_feature_matrix_is_the_same_built_in_parts(rows_per_array, monkeypatch):
    from thresher.methods.auto import block_features as auto_features

    blocks = page_blocks(ARTICLE)
    whole = block_features(blocks, "Harbour reopens")
    monkeypatch.setattr(auto_features, "_ROWS_PER_ARRAY", rows_per_array)
    assert np.array_equal(block_features(blocks, "Harbour reopens"), whole)


def test_feature_matrix_handles_tiny_pages():
    blocks = page_blocks("<p>One block only.</p>")
    assert block_features(blocks, None).shape == (1, len(FEATURE_NAMES))
    assert block_features([], None).shape == (0, len(FEATURE_NAMES))


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ("<meta property='og:type' content='article'>", (True, False)),
        ("<meta property='og:type' content='website'>", (False, False)),
        ("<meta property='article:published_time' content='2024-03-18'>", (False, True)),
        (
            '<script type=\'application/ld+json\'>{"@type": "NewsArticle",'
            ' "datePublished": "2024-03-18"}</script>',
            (True, True),
        ),
        ('<script type="application/ld+json">{"@type": "WebSite"}</script>', (False, False)),
        ("", (False, False)),
    ],
)
def test_page_kind_reads_open_graph_json_ld_and_date_meta(head, expected):
    doc = thresher.load_document(
        f"<html><head>{head}</head><body><p>A sentence is here.</p></body></html>"
    )
    meta = read_page_meta(doc)
    assert page_kind(meta) == expected
    blocks = list(segment(doc).blocks)
    facts = page_facts(blocks, None, meta)
    assert (facts.article_page, facts.dated_page) == expected
    col = FEATURE_NAMES.index("page_is_article")
    assert tuple(block_features(blocks, None, facts)[0, col : col + 2]) == expected
    assert page_kind(PageMeta()) == (False, False)
