"""Issue 26, second round: Japanese labels for text and photographs by one person
("文・写真：山田太郎", "写真・文：…"), a Chinese reporter credit that is the whole of a
marked byline box or a meta value ("记者 王五" gives "王五"), and the policy for a wire
service named after a byline word: it is the author, as "By Reuters" is in English,
while a dateline's credit ("【ニューヨーク＝共同】") names no one. Each page is small
and hand-written; the byline scan's kernel and its reference find the same openings."""

from __future__ import annotations

import pytest
from tests.metadata.byline_pages import EN, JA, URL, ZH, article_page, author_of

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors, extract_metadata
from thresher.metadata.names import lone_reporter_names, names_from_byline

CASES = [
    # text and photographs by one person
    ("<p>文・写真：山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>写真・文：山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>文・写真＝山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>文と写真：山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>文・撮影：佐藤花子</p>", "ja", JA, "佐藤花子"),
    # a photograph's credit alone names no writer (as before)
    ("<p>写真・山田太郎</p>", "ja", JA, None),
    ("<p>写真：山田太郎</p>", "ja", JA, None),
    # a wire service after a byline word is the author, as in English; not in a dateline
    ("<p>文＝共同</p>", "ja", JA, "共同"),
    ("<p>文：共同</p>", "ja", JA, "共同"),
    ("<p>By Reuters</p>", "en", EN, "Reuters"),
    ("<p>【ニューヨーク＝共同】" + JA + "</p>", "ja", JA, None),
    # a reporter credit alone in a marked box
    ('<div class="byline">记者 王五</div>', "zh", ZH, "王五"),
    ('<div class="byline">記者 王五</div>', "zh", ZH, "王五"),
    ('<div class="author">记者：王五</div>', "zh", ZH, "王五"),
    ('<div class="author">作者：记者 王五</div>', "zh", ZH, "王五"),
    ('<div class="byline">本报记者 王五</div>', "zh", ZH, "王五"),
]


@pytest.mark.parametrize(("byline", "lang", "sentence", "expected"), CASES)
def test_credit_bylines(byline: str, lang: str, sentence: str, expected: str | None) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("记者 王五", ["王五"]),
        ("記者：王五、李四", ["王五", "李四"]),
        ("本报记者 王五", ["王五"]),
        ("记者/欧阳小明", ["欧阳小明"]),
        ("记者 王五 李四 赵六", ["王五", "李四", "赵六"]),
        ("記者調查", []),  # run together: a heading
        ("记者 的话", []),  # a phrase: the reporter's words
        ("记者 王五 摄影", []),  # more than the credit
        ("记者 王五 2024", []),
        ("Reporter Jo Lee", []),
    ],
)
def test_lone_reporter_names(text: str, expected: list[str]) -> None:
    assert lone_reporter_names(text) == expected


def test_a_meta_value_of_a_reporter_credit() -> None:
    assert names_from_byline("记者 王五") == ["王五"]
    assert names_from_byline("作者：记者 王五") == ["王五"]


@pytest.mark.parametrize(("byline", "lang", "sentence", "expected"), CASES)
def test_kernel_finds_the_reference_openings(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    index = index_page(load_document(article_page(byline, lang, sentence).encode(), url=URL))
    assert compiled.byline_openings(index) == list(authors._openings_reference(index))


RU = "Совет собрался во вторник, чтобы обсудить план нового моста через реку. "
PL = "Rada zebrała się we wtorek, aby omówić plan nowego mostu na rzece. "
EL = "Το συμβούλιο συνεδρίασε την Τρίτη για να συζητήσει το σχέδιο της νέας γέφυρας. "

DATELINES = [
    ("Киев, Январь 04 (Новый Регион, Константин Зельфанов) – ", "ru", RU, "Константин Зельфанов"),
    (
        "Лондон – Париж – Москва, Январь 04 (Новый Регион, Ксения Самойлова) – ",
        "ru",
        RU,
        "Ксения Самойлова",
    ),
    ("Warszawa, 5 stycznia (PAP, Jan Kowalski) – ", "pl", PL, "Jan Kowalski"),
    ("Αθήνα (ΑΠΕ, Γιώργος Παπαδόπουλος) – ", "el", EL, "Γιώργος Παπαδόπουλος"),
    # a date or a one-word place after the agency, a bracket in the sentence: no one
    ("Москва, 5 января (Интерфакс, 5 января) – ", "ru", RU, None),
    ("Москва (РИА Новости, Ростов-на-Дону) — ", "ru", RU, None),
    ("Совет (см. ниже, Иван Петров) обсудил ", "ru", RU, None),
]


@pytest.mark.parametrize(("opening", "lang", "sentence", "expected"), DATELINES)
def test_dateline_credits(opening: str, lang: str, sentence: str, expected: str | None) -> None:
    page = (
        f'<html lang="{lang}"><head><title>Headline</title></head><body><article>'
        f"<h1>Headline</h1><p>{opening}{sentence * 3}</p><p>{sentence * 4}</p>"
        "</article></body></html>"
    )
    assert extract_metadata(load_document(page.encode(), url=URL)).author == expected


def test_a_dateline_credit_in_navigation_names_no_one() -> None:
    aside = "<nav><p>Киев, Январь 04 (Новый Регион, Константин Зельфанов) – Другое</p></nav>"
    page = (
        '<html lang="ru"><head><title>Headline</title></head><body><article>'
        f"<h1>Headline</h1>{aside}<p>{RU * 4}</p><p>{RU * 4}</p></article></body></html>"
    )
    assert extract_metadata(load_document(page.encode(), url=URL)).author is None
