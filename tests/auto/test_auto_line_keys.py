"""The lines' keys found once a page (``LineKeys``) and the post chrome read from them,
held to their plain definitions: ``line_keys`` of each call's texts, ``is_post_chrome``
of each text, every pattern of the chrome tried one by one."""

from __future__ import annotations

from types import SimpleNamespace

from thresher.methods.auto import post_chrome
from thresher.methods.auto.cleanup import LineKeys, _key, clean_up, line_keys
from thresher.methods.auto.post_chrome import (
    _CHROME_OR_NOTE,
    drop_post_chrome,
    is_chrome_line,
    is_post_chrome,
)
from thresher.methods.auto.prompt_lines import drop_prompt_lines
from thresher.types import Decision, Label

TEXTS = (
    "",
    " ",
    "Share",
    "  Share:  ",
    "Anna said:",
    "Zitat von Anna",
    "Quote:",
    "Originally Posted by bob",
    "Click to expand...",
    "Sent from my SM-S908U using AC Forums mobile app",
    "Sent from my phone. It broke.",
    "Reactions: CountMike, Anna",
    "Reply Quote Report",
    "Reply\u00a0With Quote",
    "Last edited by Anna on Aug 10, 2014, 10:51:42 AM",
    "Last edited by Anna",
    "Geändert von Anna (14-03-2016 um 11:46 Uhr)",
    "2021-04-08T04:06:17.467Z+00:00",
    "2021-04-08",
    "ΣΧΟΛΙΑ",
    "İstanbul said:",
    "Поделиться\tссылкой",
    "Thanks for the reply, the router works now.",
    "Edited 2019 collection of poems",
    "x" * 100,
    "Sent from my " + "y" * 150,
    "quote " * 50,
)


def test_the_keys_found_once_are_line_keys_of_each_call() -> None:
    keys = LineKeys()
    for texts in (list(TEXTS), list(reversed(TEXTS)), ["Share", "new line", "Share"], []):
        assert keys(texts) == line_keys(texts) == [_key(text) for text in texts]


def test_the_chrome_read_from_a_lines_key_is_is_post_chrome() -> None:
    for text in TEXTS:
        if len(text) <= 2 * post_chrome.MAX_SIGNATURE_CHARS:
            assert is_chrome_line(line_keys([text])[0]) == is_post_chrome(text), text


def test_the_one_alternation_matches_where_one_of_the_patterns_does() -> None:
    patterns = (*post_chrome.POST_CHROME, post_chrome._TIMESTAMP, post_chrome._EDIT_NOTE)
    lines = [_key(text) for text in TEXTS] + ["reactions: a", "likes: 3", "tap to collapse"]
    found = 0
    for line in lines:
        one = any(pattern.match(line) for pattern in patterns)
        assert (_CHROME_OR_NOTE.match(line) is not None) == one, line
        found += one
    assert found >= 8  # each kind of line is among them


def _blocks(texts: tuple[str, ...]) -> list[SimpleNamespace]:
    return [
        SimpleNamespace(
            index=pos,
            text=text,
            kind="p",
            tag="p",
            path="body/div/p",
            features=SimpleNamespace(
                heading_level=0, text_length=len(text), link_text_length=0, sentence_count=1
            ),
        )
        for pos, text in enumerate(texts)
    ]


def test_the_rules_decide_the_same_with_the_keys_shared() -> None:
    texts = (*TEXTS, "A story's paragraph, long enough to keep the page's text. " * 5)
    blocks = _blocks(texts)
    flags = [True] * len(blocks)
    decisions = {b.index: Decision(b.index, Label.CONTENT, "model") for b in blocks}
    probs = [0.9] * len(blocks)
    span = (0, len(blocks) - 1)
    keys = LineKeys()
    assert drop_post_chrome(blocks, flags, span, keys) == drop_post_chrome(blocks, flags, span)
    assert drop_post_chrome(blocks, flags, span)  # the thread's chrome is found
    assert clean_up(blocks, decisions, flags, blocks, found=keys) == clean_up(
        blocks, decisions, flags, blocks
    )
    shared = drop_prompt_lines(blocks, probs, flags, keys)
    assert shared == drop_prompt_lines(blocks, probs, flags) and shared  # "Share" dropped
