"""The cleaned page: head cleaning, deletion, href stripping, a page a browser shows."""

from __future__ import annotations

from lxml import html as lxml_html
from roles_helpers import run_roles

LONG = "The article explains the matter in detail, sentence after sentence. "

PAGE = f"""<html><head><title>Story | Site</title>
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name=description content="about"><meta charset="windows-1251">
<link rel=stylesheet href=/site.css><style>p {{color: red}}</style><script>track()</script>
</head><body onload="boot()"><div id=top><a href="/">Site</a></div>
<div id=wrap><div id=hd><h1>Story</h1></div>
<div id=main>{LONG}<a href="/more">more</a> and text<p onclick="x()">{LONG * 2}
<a href="/in">inner link</a><script>ad()</script> after script</p>
<p><a href="javascript:void(0)">js</a> <img src="pics/a.jpg"></p></div></div>
<div id=foot><p><a href="/about">About</a></p></div></body></html>"""


def cleaned(**params) -> lxml_html.HtmlElement:
    board = run_roles(PAGE, url="https://example.org/news/story.html", **params)
    return lxml_html.document_fromstring(board["page_html"])


def test_head_keeps_title_and_charset_metas_declared_utf8() -> None:
    head = cleaned().find("head")
    assert [el.tag for el in head] == ["title", "meta", "meta"]
    assert head.find("title").text == "Story | Site"
    metas = head.findall("meta")
    assert metas[0].get("http-equiv") == "X-UA-Compatible"
    assert metas[1].get("charset") == "utf-8"


def test_a_content_type_meta_is_rewritten_to_utf8() -> None:
    from thresher.methods.roles.page import declare_utf8

    page = lxml_html.document_fromstring(
        '<html><head><meta http-equiv="Content-Type" content="text/html; charset=koi8-r">'
        "</head><body></body></html>"
    )
    declare_utf8(page)
    assert page.xpath("//meta/@content") == ["text/html; charset=utf-8"]
    assert not page.xpath("//meta/@charset")


def test_only_header_and_article_remain() -> None:
    page = cleaned()
    text = page.find("body").text_content()
    assert "Story" in text and "after script" in text and "inner link" in text
    assert "About" not in text and "Site" not in text
    assert page.find(".//h1") is not None
    orphan = page.xpath("//div[@id='main']/p")[0]
    assert orphan.text_content().startswith("The article explains")


def test_no_script_survives() -> None:
    page = cleaned()
    assert not page.xpath("//script | //style | //link")
    assert not page.xpath("//@*[starts-with(name(), 'on')]")
    assert not page.xpath("//@href[starts-with(., 'javascript:')]")


def test_links_lose_href_under_the_common_ancestor() -> None:
    page = cleaned()
    assert page.xpath("//div[@id='wrap']") and not page.xpath("//div[@id='wrap']//@href")
    kept = cleaned(strip_links=False)
    assert sorted(kept.xpath("//@href")) == ["/in", "/more"]


def test_images_point_to_the_original_site() -> None:
    assert cleaned().xpath("//img/@src") == ["https://example.org/news/pics/a.jpg"]
    assert cleaned(resolve_image_urls=False).xpath("//img/@src") == ["pics/a.jpg"]


def test_an_empty_result_is_still_a_page() -> None:
    board = run_roles("<html><body><ul><li><a href=/>x</a></li></ul></body></html>")
    page = lxml_html.document_fromstring(board["page_html"])
    assert page.find("body") is not None and page.find("body").text_content().strip() == ""
    assert board["page_html"].startswith("<!DOCTYPE html>")


def test_attribute_names_lxml_cannot_address_do_not_break_the_page() -> None:
    html = (
        "<html><head><title>Story</title></head><body><div { onclick='x()'>"
        f"<h1>Story</h1><p>{LONG}</p></div></body></html>"
    )
    board = run_roles(html)
    assert "onclick" not in board["page_html"] and LONG.strip() in board["page_html"]


def test_path_containers_keep_nothing_but_kept_elements() -> None:
    html = (
        "<html><head><title>Story</title></head><body><div id=wrap>"
        "<meta itemprop=headline content=x><span class=icon></span><iframe src=/ad></iframe>"
        f"<a href=/x><h1>Story</h1></a><div id=main><p>{LONG}</p></div></div></body></html>"
    )
    page = lxml_html.document_fromstring(run_roles(html)["page_html"])
    wrap = page.xpath("//div[@id='wrap']")[0]
    assert [el.tag for el in wrap] == ["a", "div"]
    assert wrap.find("a/h1").text == "Story"
