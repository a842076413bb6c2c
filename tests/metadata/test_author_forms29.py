"""Authors of news pages of sources never seen (issue 26, stop 65): titles before a name
("Dr.", "Rechtsanwalt", "Prof. Dr. med."), credentials after it without a comma
("Lynne Eldridge MD"), a nickname in quotes, a press release as the source, a Taiwanese
credit with the place after a colon, a byline line that opens with the date ("12/28/2005
1:06:32 PM, by Ken Fisher", inside a page's form), a sentence naming the writer ("This
post was written by …"), and the bylines of a run of classed entries (a sidebar's forum
posts, a shop's reviews). Each page is small and modelled on a real one of the shared
sets (l3s-gn1 oregonlive, msv-big9 arstechnica, daniel-ml bltv.tv and we-dwoje.pl,
newspaper3k-tests about.com, wcxb-dev parkview.com and regencychess, trafilatura-eval
juraforum.de)."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import (
    dated_byline,
    lone_reporter_names,
    names_from_byline,
    written_by_sentence,
)

TEXT = "<p>" + "The council met on Tuesday to discuss the plans for the new bridge. " * 4 + "</p>"


def author_of(body: str, title: str = "Plans for the bridge") -> str | None:
    """The author extract_metadata finds on a page with ``body`` in its ``<body>``."""
    page = f"<html><head><title>{title}</title></head><body>{body}</body></html>"
    return extract_metadata(load_document(page)).author


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("Dr. Hans Müller", ["Hans Müller"]),
        ("Autor: Rechtsanwalt Sebastian Einbock", ["Sebastian Einbock"]),
        ("Prof. Dr. Anna Schmidt und Dr. med. Peter Braun", ["Anna Schmidt", "Peter Braun"]),
        ("Prof. Dr. rer. nat. Klaus Meyer", ["Klaus Meyer"]),
        ("Dipl.-Ing. Klaus Meyer", ["Klaus Meyer"]),
        ("Par Pr Jean-Paul Martin", ["Jean-Paul Martin"]),
        ("Por Dra. Ana López", ["Ana López"]),
        ("Di Dott. Mario Rossi", ["Mario Rossi"]),
        ("dr hab. Jan Kowalski", ["Jan Kowalski"]),
        ("Ing. arch. Jan Novák", ["Jan Novák"]),
        ("Автор: проф. Иван Петров", ["Иван Петров"]),
        ("Δρ. Γιώργος Παπαδόπουλος", ["Γιώργος Παπαδόπουλος"]),
        ("By Dr. John Smith, PhD", ["John Smith"]),
        # a title before one word is the name itself
        ("Dr. Seuss", ["Dr. Seuss"]),
        ("Doctor Who", ["Doctor Who"]),
    ],
)
def test_a_title_before_a_full_name_is_dropped(byline: str, names: list[str]) -> None:
    assert names_from_byline(byline) == names


@pytest.mark.parametrize(
    ("byline", "names"),
    [
        ("Lynne Eldridge MD", ["Lynne Eldridge"]),
        ("By Catharine Paddock PhD", ["Catharine Paddock"]),
        ("Jane Doe M.D.", ["Jane Doe"]),
        ("Jo RN", ["Jo RN"]),  # one word would stay: the credential is kept
        ('By Ken "Caesar" Fisher', ["Ken Fisher"]),
    ],
)
def test_credentials_and_nicknames_are_no_part_of_the_name(byline: str, names: list[str]) -> None:
    assert names_from_byline(byline) == names


@pytest.mark.parametrize(
    "label", ["Materiały prasowe", "Pressemitteilung", "Press release", "Comunicato stampa"]
)
def test_a_press_release_is_no_author(label: str) -> None:
    assert names_from_byline(label) == []
    byline = f'<p class="author">{label}</p>'
    assert author_of(f"<article><h1>Plans for the bridge</h1>{byline}{TEXT}</article>") is None


def test_a_taiwanese_credit_with_a_colon_and_the_place() -> None:
    assert lone_reporter_names("記者：邱雯琪 羅執中\xa0\xa0台北報導") == ["邱雯琪", "羅執中"]
    assert lone_reporter_names("記者 台北報導") == []
    story = "<p>" + "流感進入高峰，最好避免出入公共場所。" * 6 + "</p>"
    body = (
        "<div><h1>流感高峰</h1><table><tr><td>記者：邱雯琪 羅執中&nbsp;&nbsp;台北報導</td>"
        f"</tr></table>{story}</div>"
    )
    assert author_of(body, "流感高峰") == "邱雯琪; 羅執中"


@pytest.mark.parametrize(
    ("line", "names"),
    [
        ("12/28/2005 1:06:32 PM, by\nKen Fisher", ["Ken Fisher"]),
        ("Posted on March 3, 2024 by Jane Doe", ["Jane Doe"]),
        ("3. Mai 2024 von Hans Müller", ["Hans Müller"]),
        ("12 mars 2024 par Jean Dupont", ["Jean Dupont"]),
        ("3 de mayo de 2024 por Juan Pérez", ["Juan Pérez"]),
        ("2024-05-03 | By Jane Doe | 3 comments", ["Jane Doe"]),
        ("Dec. 29, 2014, 5:04 PM by Jo Lee and Li Wei", ["Jo Lee", "Li Wei"]),
        ("March 3, 2024 by Jane", []),  # one word: a menu's "by Industry"
        ("Growth by 2014 by the numbers", []),
        ("10 ways by Jane Doe", []),  # no date before the word
        ("3 von 5 Sternen", []),
    ],
)
def test_a_byline_line_opening_with_the_date(line: str, names: list[str]) -> None:
    assert dated_byline(line) == names


def test_a_dated_byline_under_the_headline_inside_a_page_form() -> None:
    nav = "".join(f'<li><a href="/s{i}">Section {i}</a></li>' for i in range(40))
    body = (
        f"<ul>{nav}</ul><div><form id='PageForm'><h2 class='NewsHeading'>Plans for the"
        " bridge</h2><p class='NewsDate'>12/28/2005 1:06:32 PM, by <a"
        ' href="/bios/ken.html">Ken "Caesar" Fisher</a></p>'
        f"{TEXT}{TEXT}</form></div><ul>{nav}</ul>"
    )
    assert author_of(body) == "Ken Fisher"


@pytest.mark.parametrize(
    ("sentence", "names"),
    [
        ("This post was written by Vanessa Mendez, MD, gastroenterologist.", ["Vanessa Mendez"]),
        ("This article was written by Jane Doe and Li Wei, reporters.", ["Jane Doe", "Li Wei"]),
        ("Cet article a été écrit par Jean Dupont, journaliste.", ["Jean Dupont"]),
        ("Dieser Beitrag wurde verfasst von Dr. Hans Müller.", ["Hans Müller"]),
        ("This post was written by our team.", []),
        ("This post was sponsored by Acme Corp.", []),
    ],
)
def test_a_sentence_naming_the_writer(sentence: str, names: list[str]) -> None:
    assert written_by_sentence(sentence) == names


def test_a_sentence_naming_the_writer_opens_the_story() -> None:
    body = (
        "<article><h1>Plans for the bridge</h1><p><em>This post was written by <a"
        ' href="/providers/2838">Vanessa Mendez, MD</a>, gastroenterologist, Parkview'
        f" Health.</em></p>{TEXT}{TEXT}</article>"
    )
    assert author_of(body) == "Vanessa Mendez"


def test_a_sidebars_run_of_forum_posts_is_no_byline() -> None:
    posts = "".join(
        f'<p class="c">&#149; <a href="/forums/{i}">Topic {i}</a> <i> by <a'
        f' href="/forums/profile?nickname={name}">{name}</a> 01/16/2008 5:41 a.m. PT</i></p>'
        for i, name in enumerate(("CHASS", "Stickyfloor", "FollowChrist"))
    )
    body = f"<div><h1>Plans for the bridge</h1>{TEXT}{TEXT}</div><dl><dd>{posts}</dd></dl>"
    assert author_of(body) is None


def test_co_authors_in_sibling_bylines_are_kept() -> None:
    byline = '<p class="author">By Jane Doe</p><p class="author">By Li Wei</p>'
    body = f"<article><h1>Plans for the bridge</h1>{byline}{TEXT}{TEXT}</article>"
    assert author_of(body) in ("Jane Doe", "Jane Doe; Li Wei")


def test_a_shops_reviews_are_no_byline() -> None:
    reviews = "".join(
        f'<div class="customer_review"><p>Exemplary product and service.</p><div'
        f' class="customer_review_author"><strong>{name}</strong><span>Reviewed'
        " 06/08/2024</span></div></div>"
        for name in ("John Warren", "Christina Burek")
    )
    body = f"<main><h1>Plans for the bridge</h1>{TEXT}<div>{reviews}</div></main>"
    assert author_of(body) is None
