"""The fields of a thread's user cards the model kept (a rank, a bare count), dropped;
the posters' names (links) and the posts kept (``user_cards``)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.user_cards import drop_user_cards

NAMES = ("anna", "ben", "cara", "dan")
RANKS = ("Moderator", "Junior Member", "Junior Member", "Junior Member")
COUNTS = ("1206", "39", "5182", "1206")
TEXTS = (
    "Reply one: I tried the new firmware on my router last week and the speed went up.",
    "Reply two: which model do you have? Mine lost its settings after the update.",
    "Reply three: the same here, the speed doubled and the dropouts are gone for good.",
    "Reply four: thanks for the tips, I will try the update on mine this weekend.",
)


def _post(i: int, ranks: tuple[str, ...]) -> str:
    card = (
        f"<section class='user'><a href='/u/{NAMES[i]}'>{NAMES[i]}</a>"
        f"<div class='rank'>{ranks[i]}</div><div class='likes'>{COUNTS[i]}</div></section>"
    )
    body = f"<div itemprop='text'><p>{TEXTS[i]}</p></div>"
    return (
        f"<article class='message' id='post-{1000 + i}' itemscope "
        f"itemtype='https://schema.org/Comment'>{card}<div class='main'>"
        f"<time>Nov {i + 1}, 2024</time>{body}</div></article>"
    )


def _thread(ranks: tuple[str, ...] = RANKS) -> str:
    posts = "".join(_post(i, ranks) for i in range(4))
    return (
        "<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>"
        "<div itemscope itemtype='https://schema.org/DiscussionForumPosting'>"
        f"<h1 itemprop='headline'>Router firmware</h1>{posts}</div>"
    )


KEPT = ("Reply", "Router", *NAMES, *RANKS, *COUNTS)


def _dropped(body: str) -> set[str]:
    page = prepared_page(body)
    blocks = list(page.text_blocks)
    flags = [b.text.startswith(KEPT) for b in blocks]
    span = (blocks[0].index, blocks[-1].index)
    changed = drop_user_cards(blocks, flags, span)
    assert drop_user_cards(blocks, flags, None) == {}
    return {b.text for b in blocks if b.index in changed}


def test_ranks_and_bare_counts_are_card_fields_names_and_posts_are_not() -> None:
    assert _dropped(_thread()) == set(RANKS) | set(COUNTS)


def test_ranks_all_distinct_are_no_field() -> None:
    ranks = ("Moderator", "Junior Member", "Senior Member", "Newbie")
    assert _dropped(_thread(ranks)) == set(COUNTS)


def test_a_paths_short_lines_beside_prose_in_another_post_are_no_field() -> None:
    body = _thread().replace(
        f"<div class='rank'>{RANKS[2]}</div>", f"<div class='rank'>{TEXTS[2]}</div>"
    )
    assert not _dropped(body) & set(RANKS)


def test_decide_page_drops_the_fields_under_the_switch() -> None:
    page = prepared_page(_thread())
    _, probs = decide_keeping(page, KEPT)
    on = kept_texts(page, probs, AutoParams(complete_listing=False))
    off = kept_texts(page, probs, AutoParams(complete_listing=False, user_cards=False))
    # the declared span runs from the first post's text: the cards of the replies
    fields = set(RANKS[1:]) | set(COUNTS[1:3])
    assert not fields & set(on)
    assert fields <= set(off)
    assert set(NAMES) <= set(on) and all(text in on for text in TEXTS)


def test_a_posters_name_is_a_link_no_field_even_when_it_repeats() -> None:
    body = _thread().replace("/u/cara'>cara", "/u/anna'>anna").replace("/u/dan'>dan", "/u/ben'>ben")
    assert not _dropped(body) & set(NAMES)


def test_an_undated_list_of_entries_has_no_card_fields() -> None:
    body = _thread()
    for i in range(4):
        body = body.replace(f"<time>Nov {i + 1}, 2024</time>", "<time>Note</time>")
    assert _dropped(body) == set()
