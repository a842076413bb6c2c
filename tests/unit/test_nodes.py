"""The plain-lxml stand-ins for lxml.html's element methods give lxml.html's results."""

from lxml import etree
from lxml import html as lxml_html

from thresher.html.nodes import drop_tree, passes_above, self_and_ancestors, text_content

MARKUP = (
    "<html><body><div id='a'>Lead <b>bold</b> tail<p id='p'>Para <i>it</i></p>after p"
    "<span id='s'>gone</span>kept tail <em>x</em></div></body></html>"
)


def _both() -> tuple[etree._Element, etree._Element]:
    return lxml_html.document_fromstring(MARKUP), etree.fromstring(MARKUP, etree.HTMLParser())


def test_text_content_matches_lxml_html() -> None:
    ours, theirs = _both()
    for el_id in ("a", "p", "s"):
        expected = ours.get_element_by_id(el_id).text_content()
        assert text_content(theirs.xpath(f"//*[@id='{el_id}']")[0]) == expected
    assert text_content(theirs) == ours.text_content()


def test_drop_tree_keeps_the_tail_like_lxml_html() -> None:
    ours, theirs = _both()
    for el_id in ("s", "p"):
        ours.get_element_by_id(el_id).drop_tree()
        drop_tree(theirs.xpath(f"//*[@id='{el_id}']")[0])
    assert etree.tostring(theirs) == etree.tostring(ours)
    first = theirs.find(".//b")
    drop_tree(first)
    assert text_content(theirs.find(".//div")).startswith("Lead  tail")


def test_drop_tree_of_the_root_does_nothing() -> None:
    _, theirs = _both()
    drop_tree(theirs)
    assert theirs.find("body") is not None


def test_self_and_ancestors_climbs_from_the_element_to_the_root() -> None:
    root = etree.fromstring(MARKUP, etree.HTMLParser())
    italic = root.find(".//i")
    assert [node.tag for node in self_and_ancestors(italic)] == ["i", "p", "div", "body", "html"]


def test_passes_above_tests_each_element_once_and_remembers_the_climb() -> None:
    root = etree.fromstring(MARKUP, etree.HTMLParser())
    italic, para = root.xpath("//i")[0], root.xpath("//*[@id='p']")[0]
    asked: list[str] = []

    def is_div(node: etree._Element) -> bool:
        asked.append(node.tag)
        return node.tag == "div"

    known: dict[etree._Element, bool] = {}
    assert passes_above(italic, known, is_div)
    assert asked == ["i", "p", "div"] and known[para] is True
    assert passes_above(para, known, is_div) and asked == ["i", "p", "div"]
    assert not passes_above(root.xpath("//body")[0], {}, is_div)
