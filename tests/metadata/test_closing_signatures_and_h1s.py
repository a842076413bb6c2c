"""A writer's bold right-aligned closing signature, the headline among several ``h1``,
and a title of a page UTF-8-encoded twice (issue 26, stop 70)."""

from __future__ import annotations

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

_STORY = "<p>" + "The council met on Tuesday to discuss the plan for the new bridge. " * 6 + "</p>"


def _found(
    body: str, title: str = "Bridge plan - The Courier", head: str = "", lang: str = "en"
) -> object:
    html = (
        f'<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
        f'<body><header><a href="/">The Courier</a></header><main>{body}</main>'
        "<footer><p>© The Courier</p></footer></body></html>"
    )
    return extract_metadata(load_document(html.encode(), url="https://courier.example/a"))


def test_bold_right_aligned_closing_lines() -> None:
    """On a Vietnamese page the signature names the writer; a right-aligned bold
    quotation, a centred bold name (a caption), a signature followed by more story, or
    the signature on a page in another language name no one."""
    signed = '<p style="text-align: right;"><strong>Trần Minh Quân</strong></p>'
    story = f"<h1>Bridge plan</h1>{_STORY * 3}"
    assert _found(f"{story}{signed}", lang="vi").author == "Trần Minh Quân"
    for closing in (
        '<p style="text-align:right"><strong>Never give up.</strong></p>',
        '<p style="text-align:center"><strong>Trần Minh Quân</strong></p>',
        '<p align="right"><b>Trần Minh Quân</b> và bạn bè</p>',
    ):
        assert _found(f"{story}{closing}", lang="vi").author is None, closing
    assert _found(f"<h1>Bridge plan</h1>{signed}{_STORY * 4}", lang="vi").author is None
    assert _found(f"{story}{signed}").author is None


def test_headline_among_several_h1() -> None:
    """Of two ``h1``, the one sharing most words with ``og:title`` is the headline (a
    promotion's ``h1`` shares none); a tagline sharing a few words gives no headline; the
    headline of a page whose UTF-8 was encoded twice is spelt right."""
    og = '<meta property="og:title" content="{}">'
    promo = "<aside><h1>Free Email Course</h1><p>Sign up today.</p></aside>"
    body = f"<h1>A Beginner\u00e2\u0080\u0099s Guide to Bridges in 2025</h1>{_STORY}{promo}"
    found = _found(body, head=og.format("A Beginner’s Guide to Bridges 2025 | The Courier"))
    assert found.title == "A Beginner’s Guide to Bridges in 2025"
    tagline = f"<h1>Make your bridge your own</h1>{_STORY}<h1>Mozilla</h1>"
    declared = "Bridges — Customize and make it your own — the most flexible plan on the river"
    found = _found(tagline, title=declared, head=og.format(declared))
    assert found.title == declared
