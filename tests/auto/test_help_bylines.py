"""A help centre article's "Written by …" line and its update line under the title
(issue 26, stop 76: :mod:`thresher.methods.auto.story_help_bylines`, switch
``help_bylines``): both dropped, the article kept; a dated update line stays the model's.
Synthetic pages in the form help-centre engines ship; none is copied from a site or
from the shared datasets."""

from __future__ import annotations

from thresher import extract
from thresher.methods.auto.story_help_bylines import is_updated_line

_PARAS = (
    "To invite a teammate, open Settings and choose Members from the list on the left side"
    " of the page.",
    "Type the email address of the person you want to invite and pick the role they should"
    " have in the workspace.",
    "The invitation stays valid for seven days; after that you can send it again from the"
    " same page.",
    "Admins can change a member's role at any time, and the change applies the next time"
    " the member signs in.",
)


def _help_page(writers: str, updated: str) -> str:
    return (
        "<html lang='en'><head><title>How to invite a teammate | Acme Help Center</title>"
        "</head><body><header><a href='/'>Acme Help Center</a><input placeholder='Search"
        " for articles...'></header><main><section class='breadcrumb'><a href='/'>All"
        " Collections</a> <a href='/c/1'>Workspace</a></section><div class='article'><header>"
        "<h1>How to invite a teammate</h1><div class='description'>Add people to your"
        " workspace in a minute</div><div class='avatar'><img src='/a.png' alt=''><div"
        f" class='avatar__info'><div><span>{writers}</span></div><span>{updated}</span></div>"
        "</div></header><article>"
        + "".join(f"<p>{p}</p>" for p in _PARAS)
        + "</article><section class='reactions'><p>Did this answer your question?</p>"
        "</section></div></main><footer><p>Acme Help Center</p></footer></body></html>"
    )


def test_a_help_articles_byline_and_update_line_are_dropped() -> None:
    url = "https://help.acme.example/en/articles/123-how-to-invite-a-teammate"
    html = _help_page("Written by Jane Smith, Tom Brown", "Updated over a week ago")
    result = extract(html, url=url, method="auto")
    text = result.text or ""
    assert all(p in text for p in _PARAS)
    assert "Written by" not in text and "Updated over a week ago" not in text
    assert result.metadata.author == "Jane Smith; Tom Brown"


def test_update_lines_are_relative_times_whole() -> None:
    lines = {
        "Updated over a week ago": True,
        "Updated this week": True,
        "Actualizado hace más de una semana": True,
        "Mis à jour il y a plus d'une semaine": True,
        "Vor über einer Woche aktualisiert": True,
        "1주 전에 업데이트됨": True,
        "一周前更新": True,
        "1週間前に更新": True,
        "2025年3月5日更新": False,
        "Updated May 3, 2025": False,
        "Updated over a week ago, the team said": False,
    }
    assert {line: is_updated_line(line) for line in lines} == lines
