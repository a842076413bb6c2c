"""The post rules' quicker reads held to their plain definitions: a path's digits deleted
from its bytes, each distinct path counted once, a row of buttons ruled out on its first
word."""

from __future__ import annotations

from types import SimpleNamespace

from thresher.methods.auto import post_chrome
from thresher.methods.auto.post_chrome import _path_counts, _tail, is_post_chrome, without_digits

_DIGITS = str.maketrans("", "", "0123456789")
PATHS = (
    "",
    "p",
    "7",
    "body/div.js-post-23364295/article/div[2]/p",
    "body/div#post12/div.message-body/p",
    "body/div.msg٣٤/p",  # Arabic-Indic digits: not 0-9, kept
    "body/div.café-12/p",
    "body/div.帖子-2024/p",
    "body/div.x/p/",
)


def test_a_paths_digits_are_deleted_as_translate_deletes_them() -> None:
    for path in PATHS:
        assert without_digits(path) == path.translate(_DIGITS), path
        assert _tail(path) == path[path.rfind("/") + 1 :].translate(_DIGITS), path


def _path_counts_reference(blocks, flags, ends) -> dict[str, list[int]]:
    seen: dict[str, list[int]] = {}
    for block, kept in zip(blocks, flags, strict=True):
        if block.path[block.path.rfind("/") + 1 :].translate(_DIGITS) in ends:
            counts = seen.setdefault(block.path.translate(_DIGITS), [0, 0])
            counts[0] += 1
            counts[1] += kept
    return seen


def test_each_distinct_path_counted_once_gives_the_plain_counts() -> None:
    paths = [*PATHS, *PATHS[3:6], "body/div.js-post-9/article/div[2]/p", "p", "7"]
    blocks = [SimpleNamespace(path=path) for path in paths]
    flags = [i % 3 == 0 for i in range(len(blocks))]
    for ends in ({"p"}, {"p", ""}, {"", "div.x"}, set()):
        assert _path_counts(blocks, flags, ends) == _path_counts_reference(blocks, flags, ends)
    assert _path_counts(blocks, flags, {"p"})["body/div.js-post-/article/div[]/p"] == [3, 3]


def _buttons_reference(line: str) -> bool:
    words = post_chrome._WORDS.findall(line)
    return bool(words) and all(w in post_chrome._CONTROL_WORDS for w in words) and words != ["with"]


def test_a_row_of_buttons_is_read_on_its_first_word_first() -> None:
    lines = (
        "reply quote report",
        "- reply",
        "1 reply",
        "12 likes share",
        "reply, share",
        "ответить цитировать",
        "with",
        "with with",
        "with quote",
        "quote anna",
        "anna quote",
        "...",
        "2024",
        "_reply",
    )
    for line in lines:
        expected = _buttons_reference(line)
        # a line no other chrome pattern reads: the buttons' test alone decides
        assert is_post_chrome(line) == expected, line
    assert is_post_chrome("Reply, Share") and not is_post_chrome("Anna Reply")
