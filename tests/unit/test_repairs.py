"""Tree repairs: text only in <noscript>, and the other cases libxml2 and browsers disagree on."""

from __future__ import annotations

import thresher

POSTS = "".join(
    f"<div class='post'><p>Reply {i}: the update broke our meetings again today.</p></div>"
    for i in range(20)
)


def test_a_page_showing_text_only_without_scripts_is_read_from_noscript() -> None:
    page = f"<html><body><section id='app'></section><noscript>{POSTS}</noscript></body></html>"
    result = thresher.extract(page.encode(), method="sentences")
    assert "Reply 19: the update broke our meetings" in result.text
    assert any("<noscript>" in w for w in result.warnings)


def test_noscript_stays_hidden_on_a_page_with_visible_text() -> None:
    article = "<article>" + POSTS.replace("Reply", "Story") + "</article>"
    page = f"<html><body>{article}<noscript>{POSTS}</noscript></body></html>"
    result = thresher.extract(page.encode(), method="sentences")
    assert "Story 3" in result.text and "Reply 3" not in result.text
    assert not any("<noscript>" in w for w in result.warnings)


def test_a_short_noscript_notice_is_not_revealed() -> None:
    notice = b"<noscript>Please enable JavaScript.</noscript>"
    page = b"<html><body><div id='app'></div>" + notice + b"</body></html>"
    doc = thresher.load_document(page)
    assert doc.tree.find(".//noscript") is not None and not doc.warnings


def test_noscript_holding_most_of_the_text_is_read_beside_a_sidebar() -> None:
    sidebar = "<aside><a href='/a'>Archive</a> <a href='/b'>About this blog</a></aside>" * 5
    post = f"<div class='post'><noscript>{POSTS}</noscript></div>"
    page = f"<html><body>{sidebar}{post}</body></html>"
    result = thresher.extract(page.encode(), method="sentences")
    assert "Reply 12: the update broke our meetings" in result.text


def test_markup_kept_as_text_inside_noscript_does_not_count() -> None:
    markup = "&lt;div&gt;&lt;img src='http://t.example/p.gif' width=1&gt;&lt;/div&gt;"
    pixel = f"<noscript>{markup}</noscript>"
    article = "<p>A short visible article paragraph that says enough.</p>"
    page = f"<html><body>{article}{pixel * 40}</body></html>"
    doc = thresher.load_document(page.encode())
    assert doc.tree.find(".//noscript") is not None
