"""Bylines and author metadata of many languages and layouts (session 59, issue 26):
several writers joined by a language's own "and", several writers' labels, the wording
of a link to a writer's page, JSON-LD persons without ``name`` and ``creator``, and the
site's brand with an outlet word. Synthetic pages written for these tests."""

from __future__ import annotations

import json

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import author_page_name, line_label_names

STORY = "Text of the story goes on here with many words. " * 20


def _author(body: str, head: str = "", url: str = "https://example.org/news/story") -> str | None:
    html = (
        f"<html><head><title>Big story headline here - Site</title>{head}</head><body>"
        f"<article><h1>Big story headline here</h1>{body}<p>{STORY}</p></article></body></html>"
    )
    return extract_metadata(load_document(html.encode(), url=url)).author


def _ld(author_key: str, value: object) -> str:
    obj = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": "Big story"}
    obj[author_key] = value
    return f'<script type="application/ld+json">{json.dumps(obj, ensure_ascii=False)}</script>'


# (language, byline, the names): one writer in the language's byline words, then two
# joined by its "and" (lower-case joiners that are also names capitalised: "Dan", "Ja")
BYLINES = [
    ("en", "<p>By Jane Doe</p>", "Jane Doe"),
    ("de", "<p>Von Hans Müller und Eva Schmidt</p>", "Hans Müller; Eva Schmidt"),
    ("fr", "<p>Par Jean Dupont</p>", "Jean Dupont"),
    ("es", "<p>Por María García | 12 de marzo de 2024</p>", "María García"),
    ("pt", '<p>Por <a href="/autor/joao-silva">João Silva</a>, de Brasília</p>', "João Silva"),
    ("it", "<p>di Marco Rossi e Luca Bianchi</p>", "Marco Rossi; Luca Bianchi"),
    ("ru", '<div>Автор: <a href="/authors/ivan">Иван Петров</a></div>', "Иван Петров"),
    ("tr", '<div>Yazar: <a href="/yazar/mehmet-kaya">Mehmet Kaya</a></div>', "Mehmet Kaya"),
    ("vi", "<p>Tác giả: Nguyễn Văn An và Trần Thị Bình</p>", "Nguyễn Văn An; Trần Thị Bình"),
    ("ar", "<p>بقلم: محمد أحمد و علي حسن</p>", "محمد أحمد; علي حسن"),
    ("sv", "<p>Av Anna Svensson och Erik Larsson</p>", "Anna Svensson; Erik Larsson"),
    ("th", "<p>โดย สมชาย ใจดี</p>", "สมชาย ใจดี"),
    ("ja", "<p>著者：山田太郎</p>", "山田太郎"),
    ("id", "<p>Oleh Budi Santoso dan Siti Rahma</p>", "Budi Santoso; Siti Rahma"),
    ("ms", "<p>Oleh AHMAD ZAKI</p>", "Ahmad Zaki"),
    ("cs", "<p>Autoři: Petr Novák a Jana Dvořáková</p>", "Petr Novák; Jana Dvořáková"),
    ("ro", "<p>Autori: Andrei Popescu și Ioana Ionescu</p>", "Andrei Popescu; Ioana Ionescu"),
    ("hu", "<p>Szerző: Kovács Anna és Nagy Péter</p>", "Kovács Anna; Nagy Péter"),
    ("pl", "<p>Autorzy: Jan Kowalski oraz Anna Nowak</p>", "Jan Kowalski; Anna Nowak"),
    ("fi", "<p>Teksti: Matti Virtanen ja Liisa Korhonen</p>", "Matti Virtanen; Liisa Korhonen"),
    (
        "lt",
        "<p>Autorius: Jonas Jonaitis ir Petras Petraitis</p>",
        "Jonas Jonaitis; Petras Petraitis",
    ),
    ("lv", "<p>Autors: Jānis Bērziņš un Anna Kalniņa</p>", "Jānis Bērziņš; Anna Kalniņa"),
    ("sq", "<p>Nga Arben Hoxha dhe Elira Shehu</p>", "Arben Hoxha; Elira Shehu"),
    (
        "el",
        "<p>Γράφουν ο Νίκος Παπαδόπουλος και η Μαρία Γεωργίου</p>",
        "Νίκος Παπαδόπουλος; Μαρία Γεωργίου",
    ),
    ("de plural", "<p>Autoren Jelko Berger und Jutta Klein</p>", "Jelko Berger; Jutta Klein"),
]


@pytest.mark.parametrize(("lang", "body", "names"), BYLINES, ids=[b[0] for b in BYLINES])
def test_bylines_of_many_languages(lang: str, body: str, names: str) -> None:
    assert _author(body) == names


@pytest.mark.parametrize(
    "body",
    [
        "<p>By Dan Brown</p>",  # a joiner capitalised is a name
        "<p>Von Ja Rule</p>",
    ],
)
def test_lower_case_joiners_capitalised_are_names(body: str) -> None:
    assert _author(body) == body[3:-4].split(" ", 1)[1]


def test_a_plural_label_before_a_publication_is_no_byline() -> None:
    # "Autorzy POLITYKI": the heading of a publication's writers, no byline
    assert _author("<h3>Autorzy POLITYKI</h3><p>Some words of the story here.</p>") is None


@pytest.mark.parametrize(
    "link",
    [
        '<a href="/author/martin-junker/">View all posts by Martin Junker</a>',
        '<a href="/author/martin-junker/" title="Posts by Martin Junker">More posts by '
        "Martin Junker</a>",
        '<a href="/author/martin-junker/">More articles by Martin Junker</a>',
    ],
)
def test_author_page_link_wording_is_dropped(link: str) -> None:
    assert _author(f'<div class="entry-meta">{link}</div>') == "Martin Junker"


def test_author_page_name_keeps_other_texts() -> None:
    assert author_page_name("Jo Lee") == "Jo Lee"
    assert author_page_name("Posts by") == "Posts by"  # nothing follows
    assert author_page_name("view all posts by  Jo Lee") == "Jo Lee"


def test_jsonld_person_given_and_family_names() -> None:
    person = {"@type": "Person", "givenName": "Jo", "familyName": "Lee"}
    assert _author("", _ld("author", person)) == "Jo Lee"


def test_jsonld_creator_when_nothing_else_names_a_writer() -> None:
    assert _author("", _ld("creator", "Sierra Kilpatrick")) == "Sierra Kilpatrick"


def test_jsonld_creator_after_the_byline() -> None:
    # the creator names one writer of several on some sites: the byline names all
    byline = '<p class="byline">By Jo Lee and Li Wei</p>'
    assert _author(byline, _ld("creator", "Jo Lee")) == "Jo Lee; Li Wei"


def test_jsonld_creator_organization_is_no_writer() -> None:
    assert _author("", _ld("creator", {"@type": "Organization", "name": "Acme Corp"})) is None


@pytest.mark.parametrize("brand", ["Example News", "Example Magazine", "Example Media"])
def test_the_site_name_with_an_outlet_word_is_the_brand(brand: str) -> None:
    head = f'<meta name="author" content="{brand}">'
    assert _author("<p>By Jo Lee</p>", head, url="https://www.example.com/a/b") == "Jo Lee"


def test_a_declared_site_name_with_an_outlet_word_is_the_brand() -> None:
    head = '<meta property="og:site_name" content="Glamour">'
    head += '<meta name="author" content="Glamour Magazine">'
    assert _author("<p>By Sophia Chabbott</p>", head) == "Sophia Chabbott"


def test_a_person_named_like_the_site_stays_a_person() -> None:
    # no outlet word: the name is no brand's
    head = '<meta name="author" content="Jo Lee">'
    assert _author("", head, url="https://jolee.example.com/post") == "Jo Lee"


@pytest.mark.parametrize(
    "body",
    [
        "<p>Muhabir: Ayşe Demir</p>",
        '<div class="meta"><span>Muhabir</span> <a href="/yazar/ayse">Ayşe Demir</a></div>',
        "<p>MUHABİR: Ayşe Demir</p>",
    ],
)
def test_line_labels_after_the_headline(body: str) -> None:
    # Turkish "Muhabir" (reporter): its "m" opens no byline word, read as a line label
    assert _author(body) == "Ayşe Demir"


def test_a_line_label_needs_a_colon_or_its_own_line() -> None:
    assert _author("<p>Muhabir Ayşe Demir anlatıyor</p>") is None
    assert line_label_names("Menu: Home") == []  # no label
    assert line_label_names("Müəllif: Əli Həsənov") == ["Əli Həsənov"]


@pytest.mark.parametrize(
    "body",
    [
        '<div class="facts"><h4>Author(s)</h4><ul><li><a href="/people/jo-lee">Jo Lee</a></li>'
        '<li><a href="/people/li-wei">Li Wei</a></li></ul></div>',
        "<p>Author(s): Jo Lee, Li Wei</p>",
        "<p>Autor(es): Jo Lee y Li Wei</p>",
    ],
)
def test_a_bracketed_plural_label_over_its_writers(body: str) -> None:
    assert _author(body) == "Jo Lee; Li Wei"


def test_a_label_list_ends_at_the_first_line_naming_no_one() -> None:
    assert line_label_names("Author(s)\nJo Lee\n12.03.2024\nLi Wei") == ["Jo Lee"]


MORE_BYLINES = [
    ("uk", "<p>Автори: Олена Коваленко та Іван Шевченко</p>", "Олена Коваленко; Іван Шевченко"),
    ("sr", "<p>Аутор: Марко Петровић</p>", "Марко Петровић"),
    ("ta", "<p>எழுதியவர்: ராஜா குமார்</p>", "ராஜா குமார்"),
    ("vi", "<p>Phóng viên: Nguyễn Văn An</p>", "Nguyễn Văn An"),
    ("fr place", "<p>Par Jean Dupont (à Paris)</p>", "Jean Dupont"),
    ("es place", "<p>Por María García (en Madrid)</p>", "María García"),
    ("tr desk", '<div class="byline">Haber Merkezi</div>', None),
]


@pytest.mark.parametrize(("lang", "body", "names"), MORE_BYLINES, ids=[b[0] for b in MORE_BYLINES])
def test_more_bylines(lang: str, body: str, names: str | None) -> None:
    assert _author(body) == names


def test_a_bracketed_remark_that_is_no_place_stays() -> None:
    assert _author("<p>By Richard (R.J.) Eskow</p>") == "Richard (R.J.) Eskow"
