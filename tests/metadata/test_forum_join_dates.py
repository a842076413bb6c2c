"""A forum poster's join date is never the thread's date: phpBB's profile column
("<strong>Registriert:</strong> 18.09.2008") stands before the post's own date, and a
user card's "Joined: March 3, 2016" line before a post dated later."""

from __future__ import annotations

import thresher
from thresher.metadata.date import labelled_dates

_PROFILE = (
    "<dl class='postprofile'><dt><a class='username' href='./memberlist.php?u=5'>r23</a></dt>"
    "<dd class='profile-posts'><strong>{posts}</strong> <a href='./search.php'>1626</a></dd>"
    "<dd class='profile-joined'><strong>{joined}</strong> 18.09.2008, 05:56</dd></dl>"
)
_POST = (
    "<div class='postbody'><p class='author'>von <strong>r23</strong> » "
    "21.01.2009, 05:42</p><div class='content'>{text}</div></div>"
)
_TEXT = (
    "Freie Software ist Software, die ohne Ansicht der Person vier Freiheiten garantiert. "
    "Die Freiheit der unbegrenzten Nutzung zu jedem Zweck gehört dazu, ebenso die Freiheit "
    "des Studiums, der Weitergabe und der Weitergabe veränderter Versionen. "
) * 3


def _phpbb(lang: str, title: str, posts: str, joined: str) -> bytes:
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{title} - Forum</title></head><body><div id='wrap'>"
        f"<h2 class='topic-title'><a href='./viewtopic.php?t=167'>{title}</a></h2>"
        "<div class='action-bar'><a class='button' href='./posting.php'>Antworten</a></div>"
        "<div id='p1' class='post has-profile bg2'><div class='inner'>"
        + _PROFILE.format(posts=posts, joined=joined)
        + _POST.format(text=_TEXT)
        + "</div></div></div></body></html>"
    ).encode()


def test_a_posters_join_date_is_not_the_threads_date() -> None:
    for lang, title, posts, joined in (
        ("de", "Was ist Freie Software?", "Beiträge:", "Registriert:"),
        ("en", "What is free software?", "Posts:", "Joined:"),
        ("ru", "Что такое свободное ПО?", "Сообщения:", "Зарегистрирован:"),
    ):
        page = _phpbb(lang, title, posts, joined)
        assert thresher.extract(page, url="https://forum.example.org/viewtopic.php?t=167").date == (
            "2009-01-21"
        ), lang
    assert labelled_dates("Joined: March 3, 2016 | Posted: March 5, 2024", True)[0] == "2024-03-05"
    assert labelled_dates("Posted: March 5, 2024 | Joined: March 3, 2016", True)[0] == "2024-03-05"
    assert labelled_dates("Published March 3, 2016 by Anna", True)[0] == "2016-03-03"
