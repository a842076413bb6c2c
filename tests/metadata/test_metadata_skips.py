"""The metadata stage's shortcuts (issue 25) answer as the definitions they stand for.

Each shortcut is held to the plain definition it replaces, on crafted texts that reach
its edges (word characters of every kind on either side, casefolded letters that are no
word characters, overlapping occurrences) and on small pages.
"""

from __future__ import annotations

import itertools
import random
import re

from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors, date

_WORD = re.compile(r"\w+")
# word characters of several kinds, and characters that are none (a combining mark,
# the middle dot, a dash, spaces); "İ" casefolds to "i" and a combining dot
PIECES = ["a", "b", "_", "1", "é", "ß", "ss", "ǅ", "İ", "i\u0307", "\u0307", "·", "-", " ", "\n"]


def test_holds_word_is_a_word_of_the_text() -> None:
    """``_holds_word`` is membership in the text's words (``_NAME_WORD.findall``)."""
    rng = random.Random(25)
    for _ in range(20000):
        text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 10)))
        word = "".join(rng.choice(PIECES) for _ in range(rng.randint(1, 3)))
        for probe in (word, word.casefold()):
            assert authors._holds_word(text, probe) == (probe in set(_WORD.findall(text)))
    for left, right in itertools.product(["", " ", "x", "_", "1", "é", "\u0307"], repeat=2):
        text = f"{left}lee{right} lee{left}"
        assert authors._holds_word(text, "lee") == ("lee" in set(_WORD.findall(text)))


def test_a_name_the_page_writes_in_lower_case_is_a_brand() -> None:
    """The surname written alone in lower case makes a brand; written in the name only,
    or inside a longer word, it does not."""
    page = "<html><body><h1>Five Books</h1><p>{}</p></body></html>"
    for body, personal in [
        ("Read the best books of the year.", False),
        ("Read the bestbooks and books_x of the year.", True),
        ("A menu may say five books in lower case.", True),
        ("Nothing here.", True),
    ]:
        index = index_page(load_document(page.format(body)))
        assert authors._persons_name("Five Books", index) is personal, body


def test_script_values_are_findall_in_order() -> None:
    """``_script_values`` yields ``findall``'s values in order, so the first valid date of
    a script's JSON is the one the whole list gave."""
    scripts = [
        '{"datePublished": "2021-03-05T10:00", "x": "y", "publishDate":"not a date at all"}',
        '{"publishDate": "soon", "pubDate" : "2019-01-02 10:00:00", "dateModified":"2020-02-02"}',
        '"datePublished":"short" "datePublished":"2018-07-07" "updatedAt": "2022-12-31T23:59"',
        'var a = "x"; var b = {"uploadDate": "' + "9" * 50 + '"};',
        "",
    ]
    for text in scripts:
        for pattern in (date._SCRIPT_PUBLISHED, date._SCRIPT_MODIFIED):
            assert list(date._script_values(pattern, text)) == pattern.findall(text)
            assert date._first_valid(date._script_values(pattern, text)) == date._first_valid(
                pattern.findall(text)
            )


def test_every_url_date_form_needs_a_19_or_20_year() -> None:
    """``_date_in_urls`` skips a URL without "19" or "20": every form's year opens so (a form
    added without one must drop that gate)."""
    for pattern, _ in date._URL_DATES:
        assert "((?:19|20)\\d{2})" in pattern.pattern
    urls = ("https://a.example/news/story", "https://a.example/2021/03/05/story", None)
    assert date._date_in_urls(urls) == "2021-03-05"
    assert date._date_in_urls((urls[0], urls[0], None)) is None
