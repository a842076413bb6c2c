"""Issue 26: byline labels joined to the name by a middle dot, a full-width equals sign
or a dash glued to the label: Japanese "文・山田太郎", "文＝山田太郎", "取材・文：佐藤花子"
(a photograph's credit "写真・…" names no writer) and Arabic "كتب- محمد أحمد" (a full
name only). A Chinese editor's credit alone names no author, nor does a Japanese
sentence after a byline word. Each page is small and
hand-written; the byline scan's kernel and its reference find the same openings."""

from __future__ import annotations

import pytest
from tests.metadata.byline_pages import AR, EN, JA, URL, ZH, article_page, author_of

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors
from thresher.metadata.names import starts_with_prefix, strip_prefix

CASES = [
    ("<p>文・山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>文＝山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>文/山田太郎</p>", "ja", JA, "山田太郎"),
    ("<p>取材・文：佐藤花子</p>", "ja", JA, "佐藤花子"),
    ("<p>構成・文・佐藤花子</p>", "ja", JA, "佐藤花子"),
    ("<p>كتب- محمد أحمد</p>", "ar", AR, "محمد أحمد"),
    ("<p>بقلم- محمد أحمد علي</p>", "ar", AR, "محمد أحمد علي"),
    ("<p>كتب-محمد أحمد</p>", "ar", AR, "محمد أحمد"),
    ("<p>كتبت– سارة علي - القاهرة</p>", "ar", AR, "سارة علي"),
    # a photograph's credit, a desk, one word, digits: no writer
    ("<p>写真・山田太郎</p>", "ja", JA, None),
    ("<p>كتب- وكالة الأنباء</p>", "ar", AR, None),
    ("<p>كتب- محمد</p>", "ar", AR, None),
    ("<p>كتب- 12 مايو 2024</p>", "ar", AR, None),
    # a dash glued to a Latin word joins it, no byline word
    ("<p>By-law changes</p>", "en", EN, None),
    # an editor is not the writer
    ("<p>编辑：张三</p>", "zh", ZH, None),
    ("<p>责任编辑：李四</p>", "zh", ZH, None),
    ("<p>作者：王五 编辑：张三</p>", "zh", ZH, "王五"),
    ('<div class="byline">編輯 張三</div>', "zh", ZH, None),
    ('<div class="author">责任编辑：李四</div>', "zh", ZH, None),
    ('<div class="byline">作者：王五 编辑：张三</div>', "zh", ZH, "王五"),
    # a Japanese sentence after a byline word is no name
    ("<p>文・理系の学生が増えた</p>", "ja", JA, None),
    ("<p>文：理系の学生が増えた</p>", "ja", JA, None),
    ("<p>文・山田さくら</p>", "ja", JA, "山田さくら"),
]


@pytest.mark.parametrize(("byline", "lang", "sentence", "expected"), CASES)
def test_glued_labels(byline: str, lang: str, sentence: str, expected: str | None) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("文・山田太郎", ("山田太郎", True)),
        ("文＝山田太郎", ("山田太郎", True)),
        ("كتب- محمد أحمد", ("محمد أحمد", True)),
        ("كتب- محمد", ("كتب- محمد", False)),
        ("By-law changes", ("By-law changes", False)),
        ("Von-der-Leyen Plan", ("Von-der-Leyen Plan", False)),
    ],
)
def test_strip_prefix_of_glued_labels(text: str, expected: tuple[str, bool]) -> None:
    assert strip_prefix(text) == expected


def test_a_glued_dash_opens_no_latin_byline() -> None:
    assert not starts_with_prefix("By-law Review")
    assert starts_with_prefix("كتب- محمد أحمد")


@pytest.mark.parametrize(("byline", "lang", "sentence", "expected"), CASES)
def test_kernel_finds_the_reference_openings(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    index = index_page(load_document(article_page(byline, lang, sentence).encode(), url=URL))
    assert compiled.byline_openings(index) == list(authors._openings_reference(index))
