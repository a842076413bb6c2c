"""``leading_cards``: the kept fields of the first posts' user cards, which lie before the
thread's span when it begins at a later post, dropped where the span's posts hold the
same field at the same path; other lines before the span stay."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.user_cards import drop_user_cards
from thresher.types import Block

NAMES = ("anna", "ben", "cara", "dan", "eve")
RANKS = ("Moderator", "Web Hosting Master", "Junior Member", "Junior Member", "Junior Member")
TEXTS = (
    "Opening post: which host do you pick when you buy a web hosting service for a shop?",
    "Reply one: support on the phone matters most to me, then the price of the plan.",
    "Reply two: the location of the servers matters for the visitors of the shop.",
    "Reply three: I try a host for a month before I move a site over to it for good.",
    "Reply four: look for a public status page with the host's uptime over the year.",
)
BEFORE = "Hosting advice for small shops"  # a short line before the span, at no card path


def _post(i: int) -> str:
    card = (
        f"<div class='card'><a href='/u/{NAMES[i]}'>{NAMES[i]}</a>"
        f"<div class='rank'>{RANKS[i]}</div></div>"
    )
    return (
        f"<li class='post' id='post_{100 + i}'>{card}<div class='head'>Nov {i + 1}, 2024</div>"
        f"<div class='text'><p>{TEXTS[i]}</p></div></li>"
    )


def _blocks() -> list[Block]:
    posts = "".join(_post(i) for i in range(5))
    return list(prepared_page(f"<div class='intro'>{BEFORE}</div><ol>{posts}</ol>").text_blocks)


def _dropped(leading: bool) -> set[str]:
    blocks = _blocks()
    flags = [b.text.startswith(("Opening", "Reply", BEFORE, *RANKS)) for b in blocks]
    # the span begins at the second reply's card: the first two posts' cards lie before it
    first = next(b.index for b in blocks if b.text == NAMES[2])
    changed = drop_user_cards(blocks, flags, (first, blocks[-1].index), False, leading)
    return {b.text for b in blocks if b.index in changed}


def test_the_first_posts_ranks_before_the_span_are_dropped_under_the_switch() -> None:
    assert _dropped(False) == {"Junior Member"}
    assert _dropped(True) == {"Moderator", "Web Hosting Master", "Junior Member"}


def test_a_line_before_the_span_at_another_path_stays() -> None:
    assert BEFORE not in _dropped(True)
