"""A news story's marks and inserts kept inside it (:mod:`thresher.methods.auto.news_lines`):
ad slots' continuation marks, bracketed photo credits, two-line read-on inserts."""

from __future__ import annotations

import pytest
from tests.auto.engine_news import news_page

from thresher import extract
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.news_lines import is_headline_line, is_read_on_label, mark_kind


@pytest.mark.parametrize(
    "line",
    (
        "Advertisement · Scroll to continue",
        "ADVERTISEMENT - SCROLL TO CONTINUE READING",
        "Story continues below advertisement",
        "Article continues after this advertisement",
        "Weiterlesen nach der Anzeige",
        "Anzeige – Lesen Sie weiter",
        "La suite après cette publicité",
        "Publicidad - Sigue leyendo",
        "La nota sigue debajo del anuncio",
        "Continua dopo la pubblicità",
        "Continua após a publicidade",
        "Продолжение после рекламы",
        "广告 继续阅读",
        "広告の後にも続きます",
        "تابع القراءة بعد الإعلان",
        "Reklamdan sonra devam ediyor",
    ),
)
def test_an_ad_slots_mark_is_a_mark(line: str) -> None:
    assert mark_kind(line) == "ad mark"


@pytest.mark.parametrize(
    "line",
    (
        "（图片来源：新华社）",
        "（新华社记者 张三 摄）",
        "【圖／中央社】",
        "（写真：共同）",
        "(사진=연합뉴스)",
    ),
)
def test_a_bracketed_photo_credit_is_a_mark(line: str) -> None:
    assert mark_kind(line) == "photo credit"


@pytest.mark.parametrize(
    "line",
    (
        "Advertisement",  # the label alone: the clean-up tables' (cleanup.DROP_RULES)
        "The advertisement continues to run on television, the company said.",
        "Scroll to continue the tour of the house, which opened in May.",
        "（完）",
        "（当天最高气温达到35摄氏度）",
        "(AP Photo/John Doe)",  # not CJK: the clean-up tables'
        "Die Anzeige erschien am Montag in drei Zeitungen.",
    ),
)
def test_other_lines_are_no_marks(line: str) -> None:
    assert mark_kind(line) is None


@pytest.mark.parametrize(
    "line",
    ("Leggi anche", "Lesen Sie auch:", "» Читайте также", "延伸阅读", "اقرأ أيضا", "Related"),
)
def test_an_inserts_label_is_a_read_on_label(line: str) -> None:
    assert is_read_on_label(line)


@pytest.mark.parametrize(
    "line", ("Read more", "See also", "Weiterlesen", "Leggi anche il nostro dossier sul tram")
)
def test_a_button_or_a_references_label_is_no_inserts_label(line: str) -> None:
    assert not is_read_on_label(line)


def _text(html: str, method: str = "auto") -> str:
    return extract(html, url="https://news.example.com/a/1", method=method).text or ""


def test_without_the_switches_the_marks_and_the_insert_stay() -> None:
    assert AutoParams().news_marks and AutoParams().read_on_pairs
    marked, paired = news_page("arc_xp"), news_page("it_gedi")
    assert "Scroll to continue" not in _text(marked.html)
    assert "Scroll to continue" in _text(marked.html, "auto:news_marks=false")
    headline = "Il biglietto dell'autobus aumenterà"
    assert headline not in _text(paired.html)
    assert headline in _text(paired.html, "auto:read_on_pairs=false")


_CARD = (
    "<h3><a href='/p/{n}'>Sewing machine model {n}</a></h3><p>This machine sews straight and"
    " zigzag stitches, threads itself and comes with four feet; it suits beginners who want"
    " to make their own clothes and costs less than most of its rivals.</p>"
    "<a class='button' href='/p/{n}'>Read more</a>"
)


def test_a_cards_read_more_button_is_no_inserts_label() -> None:
    # After a buying guide's cards, each ending in "Read more" (wcxb-dev dev-4150's form),
    # the next card's linked title stays: a button is not the label of a read-on insert.
    cards = "".join(_CARD.format(n=n) for n in range(1, 6))
    html = (
        "<html><body><article><h1>The best sewing machines for beginners</h1><p>We tested"
        " twenty machines over three months, sewing shirts, curtains and bags, and chose the"
        " five below for their price, their stitches and how easily they thread.</p>"
        f"{cards}</article></body></html>"
    )
    assert _text(html) == _text(html, "auto:read_on_pairs=false")


@pytest.mark.parametrize(
    "line",
    (
        "Bus fares to rise by ten percent in January | New bike lanes open on the ring road",
        "Mayor unveils housing plan · Council approves the tram line · Storm closes the port",
    ),
)
def test_headlines_split_by_bars_are_a_line_of_headlines(line: str) -> None:
    assert is_headline_line(line)


@pytest.mark.parametrize(
    "line",
    (
        "Email | Print | Share",
        "Posted in News | 3 comments",
        "Home | Local News | Sports | Contact us",
        "The tram line was approved on Tuesday.",
    ),
)
def test_tools_menus_and_sentences_are_no_line_of_headlines(line: str) -> None:
    assert not is_headline_line(line)


def test_without_the_switch_the_trailing_headlines_stay() -> None:
    page = news_page("plain_html")
    headline = "Bus fares to rise by ten percent in January"
    assert AutoParams().trailing_headlines
    assert headline not in _text(page.html)
    assert headline in _text(page.html, "auto:trailing_headlines=false")


def test_every_switch_of_autoparams_is_named_once() -> None:
    # A field declared twice in a dataclass is one field: a new switch named like an old
    # one would silently take over the old one's meaning (and its ``false``).
    import inspect
    import re

    names = re.findall(r"^    (\w+): ", inspect.getsource(AutoParams), re.MULTILINE)
    assert len(names) == len(set(names))
