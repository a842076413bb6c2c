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
