"""``labelled_counts``: a user card's count written with its label ("Posts: 722",
"29,553 posts") at one place in three cards or more is dropped; a labelled count at a
place of its own stays."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.labelled_counts import count_label, drop_labelled_counts
from thresher.methods.auto.method import AutoParams
from thresher.types import Block

TEXTS = (
    "I tried the new gearbox on the lathe last week and it runs much quieter than the old one.",
    "Thanks for the tip, the belt was loose and the noise is gone now after I tightened it.",
    "Same here, mine needed a new belt too; the old one had cracks all along its length.",
    "Total: 500",
)
COUNTS = ("Posts: 722", "Posts: 57", "Posts: 29,553", "Posts: 12")


def test_a_count_and_its_label_in_each_language() -> None:
    for line, label in (
        ("Posts: 722", "posts"),
        ("29,553 posts", "posts"),
        ("518 helpful votes", "helpful votes"),
        ("Beiträge: 12", "beiträge"),
        ("Messages : 1 204", "messages"),
        ("Mensajes: 33", "mensajes"),
        ("Сообщений: 5", "сообщений"),
        ("帖子：98", "帖子"),
    ):
        assert count_label(line) == label, line
    for line in ("Joined: Wed Jan 21, 2015", "Page 2", "2024", "Posts: many", "I have 2 dogs"):
        assert count_label(line) is None, line


def _blocks() -> list[Block]:
    posts = "".join(
        f"<div class='post' id='p{i}'><dl id='profile{i}'><dt><a href='/u/{i}'>user{i}</a></dt>"
        f"<dd class='posts'>{COUNTS[i]}</dd></dl><div class='content'><p>{TEXTS[i]}</p></div></div>"
        for i in range(4)
    )
    return list(prepared_page(f"<main>{posts}</main>").text_blocks)


def _dropped(flags: list[bool], blocks: list[Block]) -> set[str]:
    span = (blocks[0].index, blocks[-1].index)
    return {b.text for b in blocks if b.index in drop_labelled_counts(blocks, flags, span)}


def test_the_cards_counts_are_dropped_and_a_posts_line_stays() -> None:
    blocks = _blocks()
    assert _dropped([True] * len(blocks), blocks) == set(COUNTS)


def test_only_kept_counts_are_dropped() -> None:
    blocks = _blocks()
    flags = [b.text != COUNTS[0] for b in blocks]
    assert _dropped(flags, blocks) == set(COUNTS[1:])


def test_two_cards_are_too_few() -> None:
    blocks = [b for b in _blocks() if b.text not in COUNTS[2:]]
    assert _dropped([True] * len(blocks), blocks) == set()


def test_the_switch_is_on_by_default() -> None:
    assert AutoParams().labelled_counts
