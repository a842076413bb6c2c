"""A byline on a line of its own inside a longer element (old news templates: "By TERENCE
HUNT<br>AP White House Correspondent<br>", a date then "<br>By Telford Vice") or under
the headline in the headline's own parent; and a name in capitals whose surname keeps a
cased prefix ("JEFFREY McMURRAY Associated Press Writer")."""

from __future__ import annotations

from lxml import html as lxml_html

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import is_wire, names_from_byline
from thresher.metadata.text_lines import own_lines

STORY = "The city council voted on Tuesday to approve the new budget for schools and roads. " * 3


def _author(body: str) -> str | None:
    page = f"<html><head><title>Budget approved</title></head><body>{body}</body></html>"
    return extract_metadata(load_document(page.encode())).author


def test_a_byline_line_among_a_cells_lines_after_a_photo_caption() -> None:
    body = (
        "<h1>Budget approved</h1><table><tr><td><div>The mayor speaks. (AP Photo)</div>"
        f"By TERENCE HUNT<br>AP White House Correspondent<br><div>{STORY}</div></td></tr></table>"
    )
    assert _author(body) == "Terence Hunt"


def test_a_byline_after_a_date_in_one_heading() -> None:
    body = (
        "<h1>Budget approved</h1><h5><strong>1:18PM</strong> Tuesday January 15, 2008<br>"
        f"By Telford Vice</h5><p>{STORY}</p>"
    )
    assert _author(body) == "Telford Vice"


def test_a_byline_in_the_headlines_tail() -> None:
    body = (
        "<div><span>Published: Friday, January 18, 2008</span><br><h1>Budget approved</h1>"
        f"By JEFFREY McMURRAY\nAssociated Press Writer<div>{STORY}</div></div>"
    )
    assert (_author(body) or "").casefold() == "jeffrey mcmurray"


def test_a_byline_line_in_navigation_names_no_one() -> None:
    body = (
        "<h1>Budget approved</h1><nav><a href='/col'>Top Shelf<br>by Dan Di Sciullo</a></nav>"
        f"<p>{STORY}</p>"
    )
    assert _author(body) is None


def test_prose_that_opens_with_by_is_no_byline() -> None:
    body = f"<h1>Budget approved</h1><div>by the end of the year<br>{STORY}</div>"
    assert _author(body) is None


def test_own_lines_cut_at_breaks_and_blocks_and_join_inline_text() -> None:
    element = lxml_html.fragment_fromstring(
        "<div>one <b>two</b><br>three<p>inner</p>four<script>x</script> five</div>"
    )
    assert list(own_lines(element)) == ["one two", "three", "four five"]
    first = element.find("br")
    assert list(own_lines(element, first)) == ["three", "four five"]


def test_a_capitals_name_keeps_its_surnames_cased_prefix() -> None:
    assert [
        n.casefold() for n in names_from_byline("By JEFFREY McMURRAY Associated Press Writer")
    ] == ["jeffrey mcmurray"]
    assert [n.casefold() for n in names_from_byline("By MALCOLM RITTER AP Science Writer")] == [
        "malcolm ritter"
    ]


def test_a_list_of_stories_each_with_its_byline_names_no_one() -> None:
    cards = "".join(
        f"<div><h3>Story {i}</h3>Tested for months<br>by {name}</div>"
        for i, name in enumerate(("Arriana Vasquez", "Dave Gershgorn", "Phil Ryan"))
    )
    assert _author(f"<h1>Electronics</h1>{cards}<p>{STORY}</p>") is None


def test_a_menus_one_word_line_names_no_one() -> None:
    body = (
        f"<h1>Budget approved</h1><div>Solutions<br>By Industry<br>By Solution</div><p>{STORY}</p>"
    )
    assert _author(body) is None


def _declared_page(meta_author: str, first_paragraph: str) -> str | None:
    page = (
        f"<html><head><title>Nutrition myths</title><meta name='author' content='{meta_author}'>"
        f"</head><body><article><h1>Nutrition myths</h1><p>{first_paragraph}</p>"
        f"<p>{STORY}</p></article></body></html>"
    )
    return extract_metadata(load_document(page.encode())).author


def test_a_guests_byline_opening_the_story_wins_over_the_posting_account() -> None:
    assert _declared_page("Stef Keegan", "<em>By Lizzie Streit, MS, RDN, LD</em>") == (
        "Lizzie Streit"
    )


def test_a_declared_first_name_gives_way_to_its_full_name() -> None:
    assert _declared_page("Nils", "<strong>Eine Kolumne von Nils Pickert</strong>") == (
        "Nils Pickert"
    )


def test_the_declared_writer_run_into_a_date_stays() -> None:
    first = "By <span>GEORGE GENE GUSTINES</span><time>April 8, 2017</time>"
    assert _declared_page("George Gene Gustines", first) == "George Gene Gustines"


def test_a_desk_or_a_story_paragraph_does_not_replace_the_declared_writer() -> None:
    assert _declared_page("Cornelius Karow", "Von Die Redaktion") == "Cornelius Karow"
    assert _declared_page("Jane Doe", f"By the end of the year {STORY}") == "Jane Doe"


def _wire_page(meta_author: str, byline: str) -> str | None:
    page = (
        f"<html><head><title>Strike ends</title><meta name='author' content='{meta_author}'>"
        f"</head><body><article><h1>Strike ends</h1><div class='byline'>{byline}</div>"
        f"<p>{STORY}</p></article></body></html>"
    )
    return extract_metadata(load_document(page.encode())).author


def test_a_person_named_by_the_byline_wins_over_a_declared_wire() -> None:
    byline = "By ANDREW DALTON<br>AP Entertainment Writer"
    assert (_wire_page("Associated Press", byline) or "").casefold() == "andrew dalton"


def test_a_declared_person_or_a_wire_without_a_person_stays() -> None:
    assert _wire_page("Jane Doe", "By Andrew Dalton") == "Jane Doe"
    assert _wire_page("Reuters", "By Reuters") == "Reuters"


def test_the_wire_table_reads_names_in_any_case() -> None:
    assert is_wire("The Associated Press") and is_wire("dpa") and is_wire("ТАСС")
    assert not is_wire("Andrew Dalton")
