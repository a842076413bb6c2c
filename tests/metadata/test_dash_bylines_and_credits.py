"""Issue 26: bylines of scripts without capitals with a dash after the label ("كتب - محمد
أحمد", Urdu "رپورٹ: …"), taken only before a full name; and the credits of someone else
than the writer (a reviewer, an editor, a photographer) beside a byline, which end its
names and are no byline alone. Each page is small and hand-written."""

from __future__ import annotations

import pytest
from tests.metadata.byline_pages import AR, EN, URL, author_of

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import byline_text, uncased_full_name

FA = "شورای شهر روز سه شنبه برای بررسی طرح پل جدید روی رودخانه تشکیل جلسه داد. "
UR = "کونسل نے منگل کو دریا پر نئے پل کے منصوبے پر بات کرنے کے لیے اجلاس کیا۔ "
DE = "Der Rat traf sich am Dienstag, um den Plan für die neue Brücke zu besprechen. "


@pytest.mark.parametrize(
    ("byline", "lang", "sentence", "expected"),
    [
        ("<p>كتب - محمد أحمد</p>", "ar", AR, "محمد أحمد"),
        ("<p>كتبت — سارة علي</p>", "ar", AR, "سارة علي"),
        ("<p>بقلم - محمد أحمد عبد الله</p>", "ar", AR, "محمد أحمد عبد الله"),
        ("<p>كتب - محمد أحمد - القاهرة</p>", "ar", AR, "محمد أحمد"),
        ("<p>نویسنده - علی‌رضا رضایی</p>", "fa", FA, "علی‌رضا رضایی"),
        ("<p>رپورٹ: محمد علی</p>", "ur", UR, "محمد علی"),
        ("<p>رپورٹ - محمد علی</p>", "ur", UR, "محمد علی"),
        # no full name after the dash: a paper, a date, one word, a sentence
        ("<p>كتب - أخبار اليوم</p>", "ar", AR, None),
        ("<p>كتب - 12 مايو 2024</p>", "ar", AR, None),
        ("<p>كتب - محمد</p>", "ar", AR, None),
        ("<p>كتب - الرئيس يلتقي وزير الخارجية في القاهرة</p>", "ar", AR, None),
        ("<p>رپورٹ - نمائندہ خصوصی</p>", "ur", UR, None),
    ],
)
def test_dash_after_a_label_without_capitals(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("محمد أحمد", True),
        ("علی‌رضا رضایی", True),
        ("محمد", False),
        ("محمد أحمد 2024", False),
        ("Jane Doe", False),
        ("وكالة الأنباء", False),
        ("محمد أحمد عبد الله حسن علي", False),
    ],
)
def test_uncased_full_names(name: str, expected: bool) -> None:
    assert uncased_full_name(name) is expected


@pytest.mark.parametrize(
    ("byline", "lang", "sentence", "expected"),
    [
        ('<p class="byline">By Jane Doe. Reviewed by John Roe</p>', "en", EN, "Jane Doe"),
        (
            '<p class="byline">By Jane Doe. Medically reviewed by Dr. John Roe</p>',
            "en",
            EN,
            "Jane Doe",
        ),
        (
            '<p class="byline">Written by Jane Doe and Li Wei Fact-checked by John Roe</p>',
            "en",
            EN,
            "Jane Doe; Li Wei",
        ),
        ('<p class="byline">Text and photos by Jane Doe</p>', "en", EN, "Jane Doe"),
        (
            '<p class="byline">Von Hans Müller. Redigiert von Eva Schmidt</p>',
            "de",
            DE,
            "Hans Müller",
        ),
        # a credit alone is no byline
        ('<p class="byline">Reviewed by John Roe</p>', "en", EN, None),
        ('<div class="author">Edited by John Roe</div>', "en", EN, None),
        ('<span class="byline">Illustration by John Roe</span>', "en", EN, None),
        ('<span class="byline">Foto von Eva Schmidt</span>', "de", DE, None),
    ],
)
def test_other_credits_beside_a_byline(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("By Jane Doe | Photo by John Roe", "Jane Doe"),
        ("Par Jean Dupont, édité par Marie Curie", "Jean Dupont"),
        ("Por Ana Ruiz. Fotos por Luis Gómez", "Ana Ruiz"),
        ("Di Mario Rossi. Foto di Luca Bianchi", "Mario Rossi"),
        ("Photographs by John Roe", ""),
    ],
)
def test_byline_text_ends_at_another_credit(text: str, expected: str) -> None:
    assert byline_text(text) == expected


ZH = "连云港发布重要提醒，落实好疫情防控，做好自我健康监测，开学前返校师生员工要提交记录表。"


def chinese_author(after_body: str, head: str = "") -> str | None:
    """The author of a Chinese story with ``after_body`` after its paragraphs and
    ``head`` in its ``<head>``."""
    body = f"<p>{ZH * 3}</p>" * 14  # past the lines read for a credit under the headline
    page = (
        f'<html lang="zh"><head><title>标题</title>{head}</head><body><article>'
        f"<h1>标题</h1>{body}{after_body}</article></body></html>"
    )
    return extract_metadata(load_document(page.encode(), url=URL)).author


@pytest.mark.parametrize(
    ("after_body", "expected"),
    [
        ("<p>□ 本报记者 葛灵丹</p>", "葛灵丹"),
        (f"<p>{ZH * 2}（信报记者 蔡雪婧）</p>", "蔡雪婧"),
        ("<p>（记者 张建 周长庆）</p>", "张建; 周长庆"),
        # a line about reporters, no credit
        ("<p>キャリア採用 記者募集</p>", None),
        (f"<p>{ZH * 2}记者就可以随便偷拍别人隐私吗</p>", None),
        ("<nav><p>（记者 张建）</p></nav>", None),
    ],
)
def test_closing_reporter_credits(after_body: str, expected: str | None) -> None:
    assert chinese_author(after_body) == expected


def test_a_handle_in_the_metadata_gives_way_to_a_closing_credit() -> None:
    handle = '<meta name="author" content="L_104485">'
    assert chinese_author("<p>□ 本报记者 葛灵丹</p>", handle) == "葛灵丹"
    assert chinese_author("", handle) == "L_104485"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        (
            '<div class="signature">Autor: wnp.pl (Jerzy Dudała) | 04-01-2012 11:06</div>',
            "Jerzy Dudała",
        ),
        ("<p>Autor: wnp.pl (Jerzy Dudała)</p>", "Jerzy Dudała"),
        ("<p>Autor: wnp.pl (redakcja portalu)</p>", None),
    ],
)
def test_a_site_signing_with_its_writers_name_in_brackets(
    byline: str, expected: str | None
) -> None:
    sentence = "Rada zebrała się we wtorek, aby omówić plan budowy nowego mostu na rzece. "
    assert author_of(byline, "pl", sentence) == expected


@pytest.mark.parametrize(
    ("byline", "lang", "sentence", "expected"),
    [
        (
            "<p>Автор: Іван Петренко і Олена Коваль</p>",
            "uk",
            "Рада зібралася у вівторок, щоб обговорити план будівництва нового мосту. ",
            "Іван Петренко; Олена Коваль",
        ),
        ("<p>作者：本报编辑部</p>", "zh", ZH, None),
        ("<p>作者：本报评论员</p>", "zh", ZH, None),
        ("<p>作者：张建</p>", "zh", ZH, "张建"),
        ('<p class="byline">By JANE DOE Associated Press</p>', "en", EN, "Jane Doe"),
        ('<p class="byline">By JANE DOE The Washington Post</p>', "en", EN, "Jane Doe"),
    ],
)
def test_joiners_desks_and_agencies(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    assert author_of(byline, lang, sentence) == expected


def test_a_credit_bracket_inside_the_last_paragraph() -> None:
    closing = f"<p>{ZH * 2}（本刊記者/李靜睿）香港新浪新聞現已開設專頁</p>"
    assert chinese_author(closing) == "李靜睿"
    assert chinese_author(f"<p>{ZH * 2}（记者的话）还有更多</p>") is None
