"""Pages whose whole text sits in an unclosed control or a hidden application shell."""

from __future__ import annotations

import thresher

PARAGRAPH = (
    "The harbour authority approved the new ferry timetable on Tuesday after a long "
    "consultation with residents, businesses and the island's two schools."
)
ARTICLE = (
    "<main><article><h1>Ferry timetable approved</h1>"
    + "".join(f"<p>{PARAGRAPH} Part {n}.</p>" for n in range(8))
    + "</article></main>"
)


def test_an_unclosed_menu_button_no_longer_swallows_the_article() -> None:
    page = f"<html><body><header><button class='menu'><span>Menu</span>{ARTICLE}</body></html>"
    result = thresher.extract(page)
    assert result.text.count("harbour authority") == 8
    assert any("<button> held most of the page's text" in w for w in result.warnings)


def test_an_unclosed_iframe_holding_the_page_as_raw_text_is_read_as_markup() -> None:
    page = f"<html><body><iframe src='/ad'>{ARTICLE}</body></html>"
    result = thresher.extract(page)
    assert result.text.count("harbour authority") == 8
    assert "<p>" not in result.text and "</article>" not in result.text
    assert any("<iframe> held most of the page's text" in w for w in result.warnings)


def test_a_hidden_application_shell_is_shown() -> None:
    page = f"<html><body><div id='app' style='visibility:hidden'>{ARTICLE}</div></body></html>"
    result = thresher.extract(page)
    assert result.text.count("harbour authority") == 8
    assert any("hidden <div> held most of the page's text" in w for w in result.warnings)


def test_a_small_hidden_dialog_and_a_real_button_stay_out() -> None:
    page = (
        "<html><body><button>Subscribe to our newsletter now</button>"
        "<div hidden><p>Cookie preferences: we use cookies for analytics.</p></div>"
        f"{ARTICLE}</body></html>"
    )
    result = thresher.extract(page)
    assert "Cookie preferences" not in result.text and "Subscribe" not in result.text
    assert not any("held most of the page's text" in w for w in result.warnings)


def test_a_large_hidden_menu_stays_hidden() -> None:
    links = "".join(
        f"<li><a href='/s{n}'>Section number {n} of the site</a></li>" for n in range(60)
    )
    page = f"<html><body><nav style='display:none'><ul>{links}</ul></nav>{ARTICLE}</body></html>"
    result = thresher.extract(page)
    assert "Section number" not in result.text
    assert not any("held most of the page's text" in w for w in result.warnings)


def test_an_aria_hidden_overlay_stays_out() -> None:
    comments = "".join(
        f"<p>Reader comment {n}: I disagree with all of this.</p>" for n in range(40)
    )
    page = f"<html><body>{ARTICLE}<div aria-hidden='true' style='top:-505px'>{comments}</div>"
    result = thresher.extract(page + "</body></html>")
    assert not any("held most of the page's text" in w for w in result.warnings)


def test_deeply_nested_swallowers_give_one_warning() -> None:
    page = "<html><body>" + "<button>" * 2000 + ARTICLE + "</body></html>"
    result = thresher.extract(page)
    assert result.text.count("harbour authority") == 8
    assert len([w for w in result.warnings if "held most of the page's text" in w]) == 1


def test_the_body_is_the_one_find_gives() -> None:
    """``body_of`` is ``tree.find("body")``: a page's body, none, a body after other
    children, two bodies (the first), a namespaced body (not a ``body``), a body deeper
    down (not a child: none)."""
    from lxml import etree

    from thresher.html.unhide import body_of

    trees = [
        etree.fromstring("<html><body><p>x</p></body></html>", etree.HTMLParser()),
        etree.fromstring("<html><head/></html>"),
        etree.fromstring("<html><!-- c --><head/><x/><body id='a'/><body id='b'/></html>"),
        etree.fromstring('<html xmlns:s="u"><s:body/><body id="c"/></html>'),
        etree.fromstring('<html xmlns="u"><body/></html>'),
        etree.fromstring("<html><div><body/></div></html>"),
    ]
    for tree in trees:
        assert body_of(tree) == tree.find("body"), etree.tostring(tree)
    assert body_of(trees[0]) is not None and body_of(trees[2]).get("id") == "a"
    assert body_of(trees[3]).get("id") == "c" and body_of(trees[4]) is None
