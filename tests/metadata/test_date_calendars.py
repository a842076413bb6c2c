"""Dates of news pages in more languages (issue 26, session 56): digits of other scripts,
the Thai Buddhist era, the Persian (Solar Hijri) calendar, Japanese eras, Vietnamese
"tháng", dotted Korean and Hungarian dates, Lithuanian, month names of Arabic (Levant,
Maghreb), Persian, Urdu, Bengali, Tamil, Hebrew, Georgian and Armenian, and localised
"updated" labels. Texts and pages are small and hand-written."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.date_calendars import fold_digits, jalali_to_gregorian
from thresher.metadata.date_text import find_text_dates, text_date

MAY_3 = "2024-05-03"


@pytest.mark.parametrize(
    "text",
    [
        "٣ مايو ٢٠٢٤",  # Arabic-Indic digits
        "٢٠٢٤/٠٥/٠٣",
        "الجمعة 3 أيار 2024",  # the Levant's month name
        "الجمعة 3 ماي 2024",  # the Maghreb's
        "۳ مه ۲۰۲۴",  # Persian digits, Persian name of May
        "۱۴ اردیبهشت ۱۴۰۳",  # Solar Hijri, by name
        "سه‌شنبه ۱۴۰۳/۰۲/۱۴ - ۱۰:۲۰",  # Solar Hijri, in numbers
        "3 مئی 2024",  # Urdu
        "३ मई २०२४",  # Devanagari digits
        "৩ মে ২০২৪",  # Bengali
        "3 மே 2024",  # Tamil
        "3 พฤษภาคม 2567",  # Thai, Buddhist era
        "ศุกร์ที่ 3 พ.ค. 2567 10:00 น.",
        "3 พ.ค. 67",
        "๓ พฤษภาคม ๒๕๖๗",
        "3 พฤษภาคม 2024",  # Thai, common era
        "令和6年5月3日",  # Japanese era
        "２０２４年５月３日",  # fullwidth digits
        "입력 2024. 5. 3. 오전 10:00",  # Korean, dotted
        "2024. 05. 03. 10:00 frissítve",  # Hungarian, dotted
        "ngày 3 tháng 5 năm 2024",  # Vietnamese
        "03 tháng 05, 2024",
        "3 במאי 2024",  # Hebrew, "on 3 May"
        "3 მაისი 2024",  # Georgian
        "3 մայիսի 2024",  # Armenian
        "2024 m. gegužės 3 d.",  # Lithuanian
    ],
)
def test_dates_of_other_scripts_and_calendars(text: str) -> None:
    assert text_date(text) == MAY_3


def test_japanese_first_year_of_an_era() -> None:
    assert text_date("令和元年5月1日") == "2019-05-01"
    assert text_date("平成31年4月1日") == "2019-04-01"


def test_solar_hijri_conversion() -> None:
    assert jalali_to_gregorian(1403, 1, 1) == (2024, 3, 20)
    assert jalali_to_gregorian(1399, 10, 11) == (2020, 12, 31)
    assert jalali_to_gregorian(1403, 12, 30) == (2025, 3, 20)  # a leap year's last day
    assert jalali_to_gregorian(1403, 7, 31)[1] == 0  # no such day: no date


def test_offsets_hold_for_the_text_given() -> None:
    text = "نشر في ٣ مايو ٢٠٢٤"
    assert fold_digits(text) == "نشر في 3 مايو 2024"
    assert find_text_dates(text) == [(7, MAY_3)]


@pytest.mark.parametrize(
    "text",
    [
        "1403/02/14",  # Solar Hijri numbers need a text of the Arabic script
        "2024. 5. 3.",  # the dotted form needs a text not all ASCII
        "3 ماي",  # no year
        "평화 2024. 5. 33.",  # no such day
    ],
)
def test_no_date(text: str) -> None:
    assert text_date(text) is None


def _page(dateline: str, lang: str) -> bytes:
    body = "<p>" + "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " * 5 + "</p>"
    return (
        f'<html lang="{lang}"><head><title>Headline</title></head><body><article>'
        f"<h1>Headline</h1><div>{dateline}</div>{body}{body}</article></body></html>"
    ).encode()


@pytest.mark.parametrize(
    ("dateline", "lang"),
    [
        ("Güncelleme: 05.05.2024 | Yayınlanma: 03.05.2024", "tr"),
        ("수정 2024.05.05 10:00 | 입력 2024.05.03 09:00", "ko"),
        ("Cập nhật: 05/05/2024 | Đăng: 03/05/2024", "vi"),
        ("آخر تحديث: 05/05/2024 | نشر: 03/05/2024", "ar"),
        ("Diperbarui 05/05/2024 | Dipublikasikan 03/05/2024", "id"),
    ],
)
def test_a_localised_update_label_marks_the_modified_date(dateline: str, lang: str) -> None:
    meta = extract_metadata(load_document(_page(dateline, lang), url="https://x.example/a"))
    assert meta.date == MAY_3
