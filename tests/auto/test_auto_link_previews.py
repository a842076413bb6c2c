"""A link's preview card inside a thread's posts (XenForo's unfurl, Discourse's onebox),
dropped; the post's own text kept."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_post_chrome import KEPT, TEXTS, _thread

from thresher.methods.auto.link_previews import drop_link_previews, in_preview
from thresher.methods.auto.method import AutoParams

CARD = "Review: the new router doubles the speed of the old one at half its price."
UNFURL = (
    "<div class='bbCodeBlock bbCodeBlock--unfurl js-unfurl'><div class='contentRow'>"
    f"<h3>Router review</h3><div class='contentRow-snippet js-unfurl-desc'><p>{CARD}</p></div>"
    "</div></div>"
)
KEPT_ALL = (*KEPT, "Review", "Router review")


def _kept(**switches: bool) -> list[str]:
    page = prepared_page(_thread("", UNFURL, "", ""))
    _, probs = decide_keeping(page, KEPT_ALL)
    return kept_texts(page, probs, AutoParams(complete_listing=False, **switches))


def test_a_preview_card_inside_a_post_is_dropped_and_the_posts_kept() -> None:
    kept = _kept()
    assert CARD not in kept and "Router review" not in kept
    assert all(text in kept for text in TEXTS)
    assert CARD in _kept(link_previews=False)


def test_only_the_threads_lines_are_read_and_a_hook_names_nothing() -> None:
    page = prepared_page(f"{UNFURL}<aside class='onebox'><p>Onebox text.</p></aside>")
    blocks = list(page.text_blocks)
    flags = [True] * len(blocks)
    dropped = drop_link_previews(page.doc, blocks, flags, (0, 10**6))
    assert {b.text for b in blocks if b.index in dropped} == {CARD, "Router review", "Onebox text."}
    assert drop_link_previews(page.doc, blocks, flags, None) == {}
    plain = prepared_page("<div class='card'><p>Card text.</p></div>")
    assert drop_link_previews(plain.doc, list(plain.text_blocks), [True], (0, 10**6)) == {}
    hooked = prepared_page("<div class='js-unfurl'><p>Post text.</p></div>").text_blocks[0]
    assert not in_preview(hooked.element)


def test_the_markup_search_finds_each_form_and_only_them() -> None:
    from thresher.html.document import load_document
    from thresher.methods.auto.link_previews import _names_previews

    names = ("unfurl", "Unfurl", "onebox", "link-preview", "link_preview", "linkpreview")
    for name in (*names, "linkPreview"):
        doc = load_document(f"<div class='x {name}'><p>Text.</p></div>".encode())
        assert _names_previews(doc), name
    for other in ("preview", "review", "link preview", "one box", "furl"):
        doc = load_document(f"<div class='{other}'><p>A review.</p></div>".encode())
        assert not _names_previews(doc), other
