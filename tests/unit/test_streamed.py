"""Streamed server rendering: hidden segments go where their placeholders are."""

from __future__ import annotations

from lxml import etree

from thresher import extract, load_document
from thresher.html.streamed import place_streamed_segments

ARTICLE = (
    "<p>Index funds track a market index and charge low fees, so they suit most savers "
    "who want the market's return without picking stocks.</p>"
    "<p>Buying one takes a brokerage account and a few minutes; holding it takes patience.</p>"
)


def _page(shell: str, tail: str) -> bytes:
    return (
        "<html><head><title>Index funds</title></head><body><h1>Index funds</h1>"
        f"<main>{shell}</main><footer>© Example</footer>{tail}</body></html>"
    ).encode()


def _order(doc) -> list[str]:
    return [el.tag + ":" + (el.get("id") or "") for el in doc.tree.iter("template", "div", "p")]


def test_a_boundary_segment_takes_its_placeholder_place() -> None:
    page = _page(
        "<template id='B:0'></template><div>Loading…</div>",
        f"<div hidden id='S:0'>{ARTICLE}</div>",
    )
    doc = load_document(page)
    paragraphs = [p for p in doc.tree.iter("p")]
    assert len(paragraphs) == 2
    assert paragraphs[0].getparent().getparent().tag == "main"
    assert not any(el.get("id", "").startswith(("S:", "B:")) for el in doc.tree.iter())
    assert "Index funds track a market index" in extract(page).text


def test_a_segment_placeholder_and_a_segment_without_one() -> None:
    tree = etree.fromstring(
        "<html><body><main><template id='P:3'></template></main>"
        "<div hidden id='S:3'><p>placed</p></div><div hidden id='S:9'><p>shown</p></div>"
        "</body></html>",
        etree.HTMLParser(),
    )
    assert place_streamed_segments(tree, 'id="S:') == 2
    main = tree.find(".//main")
    assert [p.text for p in main.iter("p")] == ["placed"]
    shown = tree.find(".//div[@id='S:9']")
    assert shown is not None and shown.get("hidden") is None


def test_pages_without_streamed_segments_are_untouched() -> None:
    html = "<html><body><div hidden id='S:0'><p>x</p></div></body></html>"
    tree = etree.fromstring(html, etree.HTMLParser())
    assert place_streamed_segments(tree, "no marker in this text") == 0
    assert tree.find(".//div[@id='S:0']").get("hidden") is not None


def test_a_segment_holding_its_own_placeholder_is_shown_in_place() -> None:
    tree = etree.fromstring(
        "<html><body><div hidden id='S:1'><template id='B:1'></template><p>t</p></div>"
        "</body></html>",
        etree.HTMLParser(),
    )
    assert place_streamed_segments(tree, 'id="S:') == 1
    assert tree.find(".//div[@id='S:1']").get("hidden") is None


def test_the_marker_scan_finds_what_the_substring_tests_find() -> None:
    from thresher.html import streamed

    pieces = ["id=", "S:", '"', "'", "ID=", "s:", "id =", "<div ", "x", "\u00e9", "😀", "P:"]
    texts = [a + b + c + d for a in pieces for b in pieces for c in pieces for d in pieces]
    texts += [f"<div hidden {m}0'>x</div>" for m in streamed.MARKERS]
    found = 0
    for text in texts:
        want = any(marker in text for marker in streamed.MARKERS)
        assert (streamed._ANY_MARKER.search(text) is not None) == want, text
        found += want
    assert found > 50
