"""The bytes search's arguments for a markup word, read once per word
(``markup_words._utf8_search``): the word's UTF-8 and the byte places of its pivot
characters, exactly as each search computed them before, or None for a word the page's
bytes cannot answer."""

from __future__ import annotations

from thresher.html.prepass import markup_word
from thresher.methods.auto import (
    captions,
    discussion,
    hidden_boxes,
    jsonld,
    link_previews,
    post_quotes,
    post_signatures,
    review_apps,
    role_boxes,
)
from thresher.methods.auto.markup_words import (
    MAX_PAGE_WORDS,
    PAGE_OPENINGS,
    PAGE_WORDS,
    _utf8_search,
)

_WORDS = [
    *((kind, 0, -1) for kind in discussion.DISCUSSION_TYPES),
    *((word, pivot, -1) for word, pivot in discussion._REPLY_WORDS),
    (hidden_boxes._TAB_PANE, *hidden_boxes._TAB_PANE_PIVOTS),
    (hidden_boxes._MODAL, *hidden_boxes._MODAL_PIVOTS),
    (jsonld._BODY_WORD, jsonld._BODY_PIVOT, -1),
    *role_boxes._ROLE_WORDS,
    *link_previews._MARKUP_WORDS,
    link_previews._PREVIEW_WORD,
    *link_previews._PREVIEW_FORMS,
    ("\u4e2dQ", 1, -1),  # words of two widths: their places are characters, not bytes
    ("Q\u4e2d", 1, 0),
    ("\u4e2dQa\u00e9", 2, 3),
    ("a\U0001f600b", 2, 0),
    ("l modal", 0, -1),  # no markup word: the text is searched
    ("/body", 1, -1),
]


def _byte_place(word: str, place: int) -> int:
    return len(word[:place].encode("utf-8")) if place > 0 else place


def test_the_search_arguments_are_each_words_utf8_and_byte_places() -> None:
    for word, pivot, second in _WORDS:
        expected = (
            (word.encode("utf-8"), _byte_place(word, pivot), _byte_place(word, second))
            if markup_word(word)
            else None
        )
        assert _utf8_search(word, pivot, second) == expected, word
        assert _utf8_search(word, pivot, second) is _utf8_search(word, pivot, second)


def test_a_pivot_byte_is_the_pivot_characters_first_byte() -> None:
    for word, pivot, second in _WORDS:
        found = _utf8_search(word, pivot, second)
        if found is None:
            continue
        data, at, other = found
        assert data[at:].decode("utf-8").startswith(word[pivot]), word
        if second >= 0:
            assert data[other:].decode("utf-8").startswith(word[second]), word


def test_the_page_words_are_markup_words_with_a_fingerprint_inside() -> None:
    assert len(PAGE_WORDS) <= MAX_PAGE_WORDS
    assert len({word for word, _ in PAGE_WORDS}) == len(PAGE_WORDS)
    for word, place in PAGE_WORDS:
        assert markup_word(word) is (word not in PAGE_OPENINGS), word
        assert 0 <= place <= len(word.encode("utf-8")) - 3, word
    assert PAGE_OPENINGS.issubset(word for word, _ in PAGE_WORDS)


def test_the_words_every_page_is_asked_are_page_words() -> None:
    # the table is the search's speed, not its answer: a rule's word renamed away from it
    # would be searched alone again
    asked = {
        *discussion.DISCUSSION_TYPES,
        *(word for word, _ in discussion._REPLY_WORDS),
        hidden_boxes._TAB_PANE,
        hidden_boxes._MODAL,
        hidden_boxes._TEMPLATE,
        *(word for word, *_ in role_boxes._ROLE_WORDS),
        "<time",  # timed_headers, and the seam of a cut end tag its search asks after
        "<</",
        "radio",  # option_labels.RADIO
        *review_apps.APP_WORDS,
        review_apps.SHOP_WORD,
        "label",  # field_labels.LABEL
        post_quotes._MARKUP_WORD,
        hidden_boxes._INVISIBLE,
        *(word for word, *_ in link_previews._MARKUP_WORDS),
        link_previews._PREVIEW_WORD[0],
        post_signatures._STEM,
        captions.CAPTION_WORD,  # asked folded: its bit answers a page that writes it so
    }
    assert asked == {word for word, _ in PAGE_WORDS}
