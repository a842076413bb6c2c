"""Stop 72's news chrome and headline cases on synthetic pages: the lines the third
news suite left as known (a Newspack donation box's heading, Detik's video label, a Thai
share label) and an old blog theme's headline held in ``h3 > a``. (A bare read-on label
and a Korean box after a short story are pages of :mod:`tests.auto.engine_news4`.)"""

from __future__ import annotations

from tests.auto.engine_news3 import news_page

from thresher import extract

_STORY = (
    "The old city library reopened its doors on Monday after three years of restoration"
    " work that cost the city about twelve million euros, officials said.",
    "The 1890 building has a new roof, elevators and reading rooms for two hundred people,"
    " and the newspaper archive has been digitised almost entirely.",
    "The library will stay open until ten at night on weekdays, and on Saturdays it will"
    " run reading workshops for children and older residents.",
)


def _text(html: str) -> str:
    result = extract(html, url="https://news.example.org/2025/03/05/story", method="auto")
    return " ".join((result.text or "").split())


def test_a_donation_box_heading_a_video_label_and_a_thai_share_label_are_dropped() -> None:
    newspack, detik, thai = news_page("en_newspack"), news_page("id_detik"), news_page("th_portal")
    assert "Support our nonprofit newsroom" not in _text(newspack.html)
    assert "Tonton juga video berikut:" not in _text(detik.html)
    assert "แชร์ข่าว" not in _text(thai.html)


def test_an_old_themes_linked_h3_headline_is_the_title() -> None:
    headline = "Former pop star skips jail time and goes directly to rehab"
    paras = "".join(f"<p>{p}</p>" for p in _STORY)
    html = (
        f"<html><head><title>Gossipsite &raquo; {headline}</title></head><body>"
        "<div id='header'><a href='/'><img src='/logo.gif' alt=''></a></div>"
        "<div id='content'><h2 class='date'>01/07/2008 (6:00 pm)</h2><div class='post'>"
        f"<h3 class='storytitle'><a href='/2008/01/07/story/' rel='bookmark'>{headline}</a>"
        f"</h3><div class='storycontent'>{paras}</div></div></div><div id='sidebar'><ul><li>"
        "Have a tip for Gossipsite? Email us.</li></ul></div></body></html>"
    )
    result = extract(html, url="https://gossip.example.com/2008/01/07/story/", method="auto")
    assert result.metadata.title == headline
