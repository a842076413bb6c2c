"""The byline candidates' cheap paths give what the full reads give.

``authors._candidate_text`` given the element's indexed own text skips the text path of
an element its attributes mark in words that name no author ("…Author…" in a reply
link's query) when that own text fails the scan's text gate (``_may_open_by_text``),
which the scan already puts before the unmarked elements: the text path takes nothing
from such an element. The word-table scans written with C loops (``PageMeta.all``,
``_path_zone``, ``_run_together_author``, ``plausible_name``) answer as their generator
forms did.
"""

from __future__ import annotations

import random

from thresher.html.document import load_document
from thresher.html.dom_index import index_page
from thresher.metadata import authors, names
from thresher.metadata.byline_words import (
    BYLINE_PREFIXES,
    IMAGE_CREDIT_WORDS,
    LANGUAGE_PREFIXES,
    NOT_AUTHOR_CLASS_WORDS,
    NOT_NAME_WORDS,
)
from thresher.metadata.sources import PageMeta

_WORDS = [
    "By",
    "by",
    "Par",
    "Parameters",
    "Von:",
    "Reply",
    "Door",
    "door",
    "Posted",
    "Written",
    "Author",
    "Jo",
    "Ann Lee",
    "John SMITH",
    " ",
    "\n",
    ":",
    "：",
    "\xa0",
    "-",
    "—",
    "作者",
    "记者",
    "Автор:",
    "كتب",
]
_CHILDREN = ["", " <b>Ann Lee</b>", "<br>New Delhi", " <a href='/x'>Jo Lee</a>", "<img src=a>"]
_LEADS = ["", " ", "<br>", "<img src=a>", "<span> </span>", "<!-- c -->"]
_MARKS = [
    "class='comment-reply-link' href='/p/?utm_campaign=Blog+of+Author+X'",
    "class='byline'",
    "class='author-avatar'",
    "rel='author' href='/author/jo-lee/'",
    "href='/writer/jo/'",
    "itemprop='author'",
    "id='mainartauthor'",
    "class='topicauthor'",
]


def _pages(rng: random.Random, count: int) -> list[str]:
    pool = [*_WORDS, *BYLINE_PREFIXES]
    pages = []
    for _ in range(count):
        items = []
        for _ in range(8):
            text = " ".join(rng.choice(pool) for _ in range(rng.randrange(1, 5)))
            text = text.replace("&", "&amp;").replace("<", "&lt;")
            tag = rng.choice(["p", "span", "div", "a", "li", "th"])
            mark = rng.choice(["", "", *_MARKS])
            body = rng.choice(_LEADS) + text + rng.choice(_CHILDREN)
            items.append(f"<{tag} {mark}>{body}</{tag}>")
        lang = rng.choice(["", " lang='nl'", " lang='en'"])
        pages.append(f"<html{lang}><body><h1>T</h1><div>{''.join(items)}</div></body></html>")
    return pages


def test_text_gate_refuses_only_elements_the_text_path_takes_nothing_from():
    rng = random.Random(67)
    refused = taken = 0
    for page in _pages(rng, 500):
        index = index_page(load_document(page))
        for position, element in enumerate(index.elements):
            text = authors._candidate_text(element, False)
            taken += text is not None
            if not authors._may_open_by_text(index.own_text[position]):
                refused += 1
                assert text is None, (page, position)
    assert taken > 300 and refused > 1000  # both sides are reached


def test_candidate_text_with_the_indexed_text_is_the_full_read():
    rng = random.Random(68)
    skipped = 0
    for page in _pages(rng, 500):
        index = index_page(load_document(page))
        for position, element in enumerate(index.elements):
            own = index.own_text[position]
            full = authors._candidate_text(element, True)
            assert authors._candidate_text(element, True, own) == full, (page, position)
            skipped += authors._marked_text(element) is None and not authors._may_open_by_text(own)
    assert skipped > 500


def test_reply_links_marked_in_their_query_are_no_byline_and_the_byline_is_found():
    links = "".join(
        f"<li><p>Comment {n}</p><a class='comment-reply-link' href='/post/?replytocom={n}"
        f"&utm_campaign=The+Blog+of+Author+Tim'>Reply</a></li>"
        for n in range(30)
    )
    page = (
        "<html><body><h1>Headline</h1><p class='byline'>By Ann Lee</p><p>Story.</p>"
        f"<ol>{links}</ol></body></html>"
    )
    doc = load_document(page)
    index = index_page(doc)
    marked = [p for p, m in authors._openings(index) if m and index.tags[p] == "a"]
    assert len(marked) == 30
    assert all(authors._candidate_text(index.elements[p], True, "Reply") is None for p in marked)
    assert authors._byline_names(index, index.tags.index("h1")) == ["Ann Lee"]


def test_page_meta_all_is_every_value_of_the_names_in_order():
    rng = random.Random(69)
    values = ["", " ", "Jo Lee", " Ann ", "\n", "x"]
    for _ in range(2000):
        meta = {
            name: [rng.choice(values) for _ in range(rng.randrange(0, 3))]
            for name in rng.sample(["a", "b", "c", "d"], rng.randrange(0, 5))
        }
        asked = rng.sample(["a", "b", "c", "d", "e"], rng.randrange(0, 6))
        expected = [v.strip() for n in asked for v in meta.get(n, ()) if v.strip()]
        assert PageMeta(meta=meta).all(*asked) == expected


def test_word_table_scans_answer_as_their_generators():
    rng = random.Random(70)
    pieces = [
        *NOT_NAME_WORDS,
        *IMAGE_CREDIT_WORDS,
        *NOT_AUTHOR_CLASS_WORDS,
        *(w for words in LANGUAGE_PREFIXES.values() for w in words),
        "jo",
        "lee",
        "author",
        "byline",
        "\t",
        "\r",
        "\n",
        "?",
        "#",
        "/",
        " ",
    ]
    for _ in range(5000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 5)))
        lowered = text.lower()
        zone = (
            lowered
            if any(c in text for c in authors._URL_REMOVED)
            else lowered.partition("#")[0].partition("?")[0]
        )
        assert authors._path_zone(lowered, text) == zone
        word = text.replace(" ", "") + rng.choice(["author", "byline", "x", ""])
        expected = False
        for ending in authors._AUTHOR_ENDINGS:
            if word.endswith(ending):
                head = word[: -len(ending)]
                expected = not any(head.endswith(other) for other in NOT_AUTHOR_CLASS_WORDS)
                break
        assert authors._run_together_author(word) == expected
        lower = text.casefold()
        assert any(map(lower.__contains__, NOT_NAME_WORDS)) == any(
            w in lower for w in NOT_NAME_WORDS
        )
    assert names.plausible_name("Ann Lee") and not names.plausible_name("Getty Images")
