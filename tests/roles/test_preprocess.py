"""Blk0: the tree of elements, orphan text, broken markup and the table register."""

from __future__ import annotations

from roles_helpers import run_roles, text_of

import thresher
from thresher.methods.roles.engine import Blackboard
from thresher.methods.roles.tables import classify_tables
from thresher.methods.roles.tree import build_tree


def tree_of(html: str):
    doc = thresher.load_document(html)
    return build_tree(doc.tree, classify_tables(doc.tree, Blackboard(), 10_000))


def virtual(tree) -> list[str]:
    return [tree.text(e.id) for e in tree.elements if e.run is not None]


def test_subtrees_are_contiguous_slices_in_page_order() -> None:
    tree = tree_of("<body><div><p>a</p><ul><li>b</li></ul></div><p>c</p></body>")
    tags = [e.tag for e in tree.elements]
    assert tags == ["html", "body", "div", "p", "ul", "li", "p"]
    div = tree.elements[2]
    assert (div.id, div.end) == (2, 5)
    assert tree.elements[6].parent == 1
    assert tree.path(5) == (0, 1, 2, 4, 5)


def test_orphan_text_in_a_container_gets_a_paragraph() -> None:
    tree = tree_of("<body>loose <b>bold</b> text<div><p>owned</p> stray tail</div></body>")
    assert virtual(tree) == ["loose bold text", "stray tail"]
    orphan = next(e for e in tree.elements if e.run is not None)
    assert orphan.tag == "p" and tree.elements[orphan.parent].tag == "body"


def test_text_in_a_paragraph_or_list_item_is_not_orphan() -> None:
    tree = tree_of("<body><p>text <i>more</i></p><ul><li>item</li></ul><h2>head</h2></body>")
    assert virtual(tree) == []


def test_layout_cells_adopt_their_text_but_data_cells_do_not() -> None:
    layout = "<table><tr><td>menu</td><td>article text<br>more</td></tr></table>"
    data = "<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>"
    assert virtual(tree_of(f"<body>{layout}</body>")) == ["menu", "article text more"]
    assert virtual(tree_of(f"<body>{data}</body>")) == []


def test_scripts_and_hidden_text_are_not_text() -> None:
    tree = tree_of(
        "<body><div><p>seen<script>var hidden = 1;</script></p>"
        "<p style='display:none'>unseen</p><noscript>enable js</noscript></div></body>"
    )
    assert tree.text(0) == "seen"


def test_broken_markup_is_repaired_and_the_article_found() -> None:
    board = run_roles(
        "<html><head><title>Broken</title></head><body><div id=nav><a href=/>Home</a>"
        "<div id=main><h1>Broken</h1><p>First paragraph of the article, unclosed."
        "<p>Second paragraph of the article</b></i> with stray closing tags.</span>"
        "<p>Third one</div></div></div></body></html>"
    )
    article = text_of(board, "main_article")
    assert "First paragraph" in article and "Third one" in article
    assert "Home" not in article
    assert text_of(board, "main_header") == "Broken"


def table_kinds(html: str) -> list[tuple[str, str]]:
    doc = thresher.load_document(html)
    kinds = classify_tables(doc.tree, Blackboard(), 10_000)
    return [(kinds[t].kind, kinds[t].rule) for t in doc.tree.iter("table")]


def test_table_register_rule() -> None:
    row = "<tr>" + "<td>x</td>" * 3 + "</tr>"
    assert table_kinds(f"<table><tr><th>h</th><th>h</th></tr>{row}</table>") == [
        ("text", "data markup")
    ]
    assert table_kinds(f"<table>{row * 12}</table>") == [("text", "large grid")]
    assert table_kinds(f"<table>{row * 4}</table>") == [("text", "many cells")]
    assert table_kinds(f"<table>{row * 2}</table>") == [("layout", "small grid")]
    assert table_kinds("<table><tr><td>nav</td><td>main</td></tr></table>") == [
        ("layout", "one row or column")
    ]
    assert table_kinds(f"<table role=presentation>{row * 12}</table>") == [
        ("layout", "role=presentation")
    ]
    assert table_kinds(f"<table>{row * 12}<tr><td><form>f</form></td></tr></table>") == [
        ("layout", "page structure")
    ]


def test_a_table_holding_a_layout_table_is_layout() -> None:
    inner = "<table><tr><td>a</td><td>b</td></tr></table>"
    kinds = table_kinds(f"<table><tr><th>x</th><th>y</th></tr><tr><td>{inner}</td></tr></table>")
    assert kinds == [("layout", "nested"), ("layout", "one row or column")]
    data_inner = "<table><tr><th>a</th><th>b</th></tr></table>"
    kinds = table_kinds(f"<table><tr><th>x</th></tr><tr><td>{data_inner}</td></tr></table>")
    assert kinds == [("text", "data markup"), ("text", "data markup")]


def test_table_register_thresholds_are_options() -> None:
    """Issue 28 #21: the text-table sizes were hard-coded; now RolesParams fields."""
    from thresher.methods.roles.params import RolesParams

    grid = "<table>" + "<tr><td>a</td><td>b</td><td>c</td></tr>" * 3 + "</table>"
    assert table_kinds(grid) == [("layout", "small grid")]
    nine = RolesParams(text_table_min_cells=9).table_thresholds()
    doc = thresher.load_document(grid)
    kinds = classify_tables(doc.tree, Blackboard(), 10_000, nine)
    assert [(k.kind, k.rule) for k in kinds.values()] == [("text", "many cells")]
    board = run_roles(f"<h1>T</h1>{grid}", text_table_min_rows=3)
    assert [t.kind for t in board["tables"].values()] == ["text"]
