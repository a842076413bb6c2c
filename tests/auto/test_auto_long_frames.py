"""``long_frames``: a user card's undated line of 41 to 60 characters (a reputation line)
is a frame line; a dated one that long (a quote's attribution, a header) is not."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.post_chrome import (
    MAX_FRAME_CHARS,
    MAX_LONG_FRAME_CHARS,
    drop_post_frames,
)
from thresher.types import Block

BADGES = (
    "12.4k5 gold badges50 silver badges46 bronze badges",
    "9,8953 gold badges30 silver badges28 bronze badges",
    "2,2392 gold badges20 silver badges20 bronze badges",
    "47.8k113 gold badges470 silver badges821 bronze badges",
)
QUOTED = tuple(f"Quote from: reader{i} on June {20 + i}, 2020, 09:30:06 AM" for i in range(4))
TEXTS = (
    "Answer one: run the coroutine with asyncio.run and await the sleep inside it.",
    "Answer two: a blocking call inside a coroutine stops the whole event loop for good.",
    "Answer three: gather the tasks and they run side by side while each one awaits.",
    "Answer four: the sleep must be awaited, or the function returns a coroutine object.",
)


def _post(i: int) -> str:
    return (
        f"<div class='post'><div class='card'><a href='/u/{i}'>user{i}</a>"
        f"<div class='flair'>{BADGES[i]}</div><span>answered Jun {i + 1}, 2018 at 9:28</span>"
        f"</div><div class='text'><div class='qhead'>{QUOTED[i]}</div>"
        f"<p>{TEXTS[i]}</p></div></div>"
    )


def _blocks() -> list[Block]:
    page = prepared_page("<main>" + "".join(_post(i) for i in range(4)) + "</main>")
    return list(page.text_blocks)


def _dropped(long: bool, kept: tuple[str, ...]) -> set[str]:
    blocks = _blocks()
    flags = [b.text.startswith(kept) for b in blocks]
    span = (blocks[0].index, blocks[-1].index)
    changed = drop_post_frames(blocks, flags, span, None, long)
    return {b.text for b in blocks if b.index in changed}


def test_the_lines_are_longer_than_a_short_frame_line() -> None:
    for line in (*BADGES, *QUOTED):
        assert MAX_FRAME_CHARS < len(line) <= MAX_LONG_FRAME_CHARS


def test_a_reputation_line_kept_in_one_card_is_dropped_under_the_switch() -> None:
    kept = ("Answer", BADGES[0])
    assert _dropped(True, kept) == {BADGES[0]}
    assert _dropped(False, kept) == set()


def test_a_long_dated_line_is_no_frame_line() -> None:
    assert _dropped(True, ("Answer", QUOTED[0])) == set()


def test_a_reputation_line_kept_in_most_cards_stays() -> None:
    assert _dropped(True, ("Answer", *BADGES[:2])) == set()
