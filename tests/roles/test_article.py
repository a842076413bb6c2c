"""Text containers, FindMaxText and the keep-lists of the main article."""

from __future__ import annotations

from roles_helpers import kept_elements, run_roles, text_of

LONG = "The article explains the matter in detail, sentence after sentence. "
SIDE = "A sidebar teaser with a little text. "


def kept_text(board) -> str:
    tree = board["tree"]
    return " ".join(tree.text(r) for r in sorted(board["kept"].roots))


def kept_tags(board) -> list[str]:
    tree = board["tree"]
    return [tree.elements[r].tag for r in sorted(board["kept"].roots)]


BLOCK_PAGE = f"""<html><head><title>Story</title></head><body>
<div id=header><a href=/>Site</a></div>
<ul id=nav><li><a href=/a>News</a></li><li><a href=/b>Sport</a></li></ul>
<div id=main><h1>Story</h1><p>{LONG * 3}</p><div class=ad>Buy now, cheap!</div>
<h2>Details</h2><p>{LONG * 2}</p><ul><li>point one</li><li>point two</li></ul>
<blockquote>A quoted line.</blockquote><pre>code line</pre><form>Subscribe</form></div>
<div id=side><p>{SIDE}</p><p>{SIDE}</p></div>
<div id=footer><p>Copyright 2024</p></div></body></html>"""


def test_block_layout_keeps_the_longest_container_and_its_keep_list() -> None:
    board = run_roles(BLOCK_PAGE)
    tree = board["tree"]
    article = tree.elements[board["main_article"].et]
    assert article.node.get("id") == "main"
    assert kept_tags(board) == ["title", "h1", "p", "h2", "p", "ul", "blockquote", "pre"]
    text = kept_text(board)
    assert "point two" in text and "code line" in text
    for dropped in ("Buy now", "Subscribe", "sidebar", "Copyright", "Sport"):
        assert dropped not in text


def test_text_counts_paragraph_like_children_only() -> None:
    board = run_roles(BLOCK_PAGE)
    choice = board["main_article"]
    tree = board["tree"]
    counted = [c for c in tree.children[choice.et] if tree.elements[c].tag in ("p", "ul")]
    counted += [c for c in tree.children[choice.et] if tree.elements[c].tag in ("blockquote",)]
    counted += [c for c in tree.children[choice.et] if tree.elements[c].tag == "pre"]
    assert choice.length == sum(len(tree.text(c)) for c in counted)
    assert choice.table_length == 0


TABLE_PAGE = f"""<html><head><title>Story</title></head><body>
<table width=100%><tr>
<td><a href=/a>Home</a><br><a href=/b>News</a><br><a href=/c>Contact</a></td>
<td><h1>Story</h1>{LONG * 3}<br><br>{LONG * 2}<br><img src=/photo.jpg></td>
<td>{SIDE}</td></tr></table></body></html>"""


def test_table_layout_the_content_cell_wins() -> None:
    board = run_roles(TABLE_PAGE)
    tree = board["tree"]
    assert [c.kind for c in board["tables"].values()] == ["layout"]
    article = tree.elements[board["main_article"].et]
    assert article.tag == "td"
    text = kept_text(board)
    assert LONG.strip() in text and "Contact" not in text and "sidebar" not in text
    assert [img.get("src") for img in kept_elements(board, "img")] == ["/photo.jpg"]


DATA_TABLE = (
    "<table><tr><th>City</th><th>Rain</th></tr><tr><td>Oslo</td><td>12</td></tr>"
    "<tr><td>Rome</td><td>3</td></tr></table>"
)


def test_a_data_table_inside_the_article_is_counted_and_kept() -> None:
    html = (
        f"<html><head><title>Story</title></head><body><div id=main><h1>Story</h1>"
        f"<p>{LONG}</p><div class=wrap>{DATA_TABLE}</div></div>"
        f"<div id=side><p>{LONG}</p></div></body></html>"
    )
    board = run_roles(html)
    tree = board["tree"]
    assert tree.elements[board["main_article"].et].node.get("id") == "main"
    assert board["main_article"].table_length == len("City Rain Oslo 12 Rome 3")
    assert "table" in kept_tags(board)
    assert board["table_mark_lists"][0].head[-1] != board["main_article"].et  # deeper than a child
    assert "Oslo" in kept_text(board)


def test_a_nested_text_table_is_kept_through_its_outer_table() -> None:
    nested = DATA_TABLE.replace("<td>12</td>", f"<td>{DATA_TABLE}</td>")
    html = f"<html><body><div id=main><p>{LONG}</p>{nested}</div></body></html>"
    board = run_roles(html)
    assert len(board["top_text_tables"]) == 1
    assert len(board["table_mark_lists"]) == 1


def test_containers_inside_a_text_table_are_not_candidates() -> None:
    table = (
        f"<table><tr><th>a</th><th>b</th></tr><tr><td><p>{LONG * 5}</p></td><td>x</td></tr></table>"
    )
    html = f"<html><body><div id=main><p>{LONG}</p>{table}</div></body></html>"
    board = run_roles(html)
    tree = board["tree"]
    cells = [e.id for e in tree.elements if e.tag == "td"]
    assert cells[0] in board["text_containers"]
    assert cells[0] not in board["text_containers_corrected"]
    assert tree.elements[board["main_article"].et].node.get("id") == "main"


def test_images_of_the_article_are_kept_and_others_are_not() -> None:
    html = (
        "<html><body><img src=/logo.png><div id=main>"
        f"<p>{LONG}</p><figure><img src=/a.jpg><figcaption>cap</figcaption></figure>"
        f"<p>{LONG} <img src=/inline.png></p></div>"
        "<div id=side><img src=/ad.gif></div></body></html>"
    )
    board = run_roles(html)
    kept_images = [img.get("src") for img in kept_elements(board, "img")]
    assert sorted(kept_images) == ["/a.jpg", "/inline.png"]
    assert run_roles(html, keep_images=False)["image_mark_lists"] == ()


def test_the_longest_text_can_be_searched_within_the_header_cluster() -> None:
    html = (
        "<html><head><title>Story here</title></head><body>"
        f"<div id=other><p>{LONG * 6}</p></div>"
        f"<div id=main><h1>Story here</h1><p>{LONG}</p><h2>Story here too</h2><p>{LONG}</p></div>"
        "</body></html>"
    )
    tree_id = lambda b: b["tree"].elements[b["main_article"].et].node.get("id")  # noqa: E731
    assert tree_id(run_roles(html)) == "other"
    assert tree_id(run_roles(html, search_within_header_cluster=True)) == "main"


def test_no_text_container_no_article() -> None:
    board = run_roles("<html><body><ul><li>only</li><li>a list</li></ul></body></html>")
    assert board["main_article"] is None
    assert text_of(board, "main_article") is None


def test_equal_fragments_join_the_article_when_refined() -> None:
    html = (
        "<html><body><div id=doc><div class=section><h1>Guide</h1><p>Intro text.</p>"
        f"<div class=section><h2>One</h2><p>{LONG * 3}</p></div>"
        f"<div class=section><h2>Two</h2><p>{LONG * 2}</p></div></div>"
        f"<div class=sidebar><p>{SIDE}</p></div></div></body></html>"
    )
    paper = run_roles(html)
    assert LONG in kept_text(paper) and "Two" not in kept_text(paper)
    refined = run_roles(html, merge_equal_fragments=True)
    assert len(refined["article_fragments"]) == 3
    text = kept_text(refined)
    assert "Intro text." in text and "One" in text and "Two" in text
    assert "sidebar" not in text
