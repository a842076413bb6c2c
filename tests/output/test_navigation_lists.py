"""Lists that read as navigation (described only; keeping them is the method's call)."""

from __future__ import annotations

from lxml import html as lxml_html

from thresher.html.navigation import navigation_list


def first_list(markup: str):
    return lxml_html.fromstring(markup).xpath("//ul|//ol")[0]


def test_table_of_contents_is_navigation():
    toc = "<ul><li><a href='a.html'>Intro</a></li><li><a href='b.html'>Usage</a></li></ul>"
    assert navigation_list(first_list(toc))


def test_breadcrumb_with_current_page_unlinked_is_navigation():
    crumbs = (
        "<ol><li><a href='/'>Home</a></li><li><a href='/lib/'>Library</a></li>"
        "<li><a href='/lib/os/'>os</a></li><li><a href='/lib/os/path'>os.path</a></li>"
        "<li>stat</li></ol>"
    )
    assert navigation_list(first_list(crumbs))


def test_content_list_with_a_link_is_not_navigation():
    content = (
        "<ul><li>Install the <a href='pkg.html'>package</a> with pip first.</li>"
        "<li>Then run the tests.</li></ul>"
    )
    assert not navigation_list(first_list(content))


def test_in_page_anchors_are_not_other_pages():
    local = "<ul><li><a href='#a'>A</a></li><li><a href='#b'>B</a></li></ul>"
    assert not navigation_list(first_list(local))
