"""A forum engine's lines inside a thread's posts (quote attributions, fold controls, app
signatures, buttons) and the opening post's user card, dropped; the posts' text kept."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_discussion import REPLIES, _card_thread

from thresher.methods.auto.discussion import kept_thread, kept_thread_span, run_span
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_chrome import drop_post_chrome, drop_post_frames, is_post_chrome
from thresher.types import Block

NAMES = ("anna", "ben", "cara", "dan")
JOINED = ("Jun 15, 2019", "Oct 7, 2009", "Mar 2, 2015", "Dec 30, 2016")
COUNTS = ("275", "65,797", "931", "5,790")
TEXTS = (
    "Reply one: I tried the new firmware on my router last week and the speed went up.",
    "Reply two: which model do you have? Mine lost its settings after the update.",
    "Reply three: the same here, the speed doubled and the dropouts are gone for good.",
    "Reply four: thanks for the tips, I will try the update on mine this weekend.",
)
QUOTE = (
    "<blockquote><div class='quote-title'>anna said:</div>"
    "<div class='quote-body'><p>Reply quoted: the speed went up by half last week.</p></div>"
    "<div class='quote-expand'>Click to expand...</div></blockquote>"
)
KEPT = ("Reply", "Router", "anna", "Jun 15", "275", "Click to", "Sent from", "Report", "Like")


def _post(i: int, extra: str = "") -> str:
    card = (
        f"<section class='user'><h4>{NAMES[i]}</h4><dl><dt>Joined</dt><dd>{JOINED[i]}</dd>"
        f"<dt>Messages</dt><dd>{COUNTS[i]}</dd></dl></section>"
    )
    header = (
        f"<header><time>Nov {i + 1}, 2024</time><div class='actions'>Report Like</div></header>"
    )
    body = f"<div itemprop='text'>{extra}<p>{TEXTS[i]}</p></div>"
    return (
        f"<article class='message' id='post-{1000 + i}' itemscope "
        f"itemtype='https://schema.org/Comment'>{card}<div class='main'>{header}{body}</div>"
        "</article>"
    )


def _thread(*extras: str) -> str:
    posts = "".join(_post(i, extra) for i, extra in enumerate(extras))
    return (
        "<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>"
        "<div itemscope itemtype='https://schema.org/DiscussionForumPosting'>"
        f"<h1 itemprop='headline'>Router firmware</h1>{posts}</div>"
    )


THREAD = _thread("", QUOTE, "", "<p>Sent from my Pixel 7 using Tapatalk</p>")
CHROME = {"anna said:", "Click to expand...", "Sent from my Pixel 7 using Tapatalk"}
BUTTONS = {"Report Like"}
CARD = {"anna", "Jun 15, 2019", "275"}


def test_post_chrome_lines_are_known_in_several_languages() -> None:
    for line in (
        "Perseus Legend said:",
        "Anna schrieb:",
        "Anna a écrit :",
        "Zitat von Anna",
        "Quote:",
        "Originally Posted by bob",
        "Click to expand...",
        "Click to shrink...",
        "Zum Vergrößern anklicken....",
        "Cliquez pour agrandir...",
        "Sent from my SM-S908U using AC Forums mobile app",
        "Gesendet von meinem iPhone mit Tapatalk",
        "Reactions: CountMike, Anna",
        "Reply Quote Report",
        "Reply With Quote",
        "Last edited by Anna on Aug 10, 2014, 10:51:42 AM",
        "Last edited: Aug 6, 2025",
        "Geändert von Anna (14-03-2016 um 11:46 Uhr)",
        "2021-04-08T04:06:17.467Z+00:00",
        "2018-06-08T11:32:33Z",
    ):
        assert is_post_chrome(line), line
    for line in (
        "I said: the router is fine.",
        "Thanks for the reply",
        "This might help you:",
        "Quote of the day is on the front page.",
        "Sent from my phone at the airport, the router arrived broken and support was no help.",
        "with",
        "Last edited by Anna",  # no date: a name's line
        "Edited 2019 collection of poems",
        "2021-04-08",
    ):
        assert not is_post_chrome(line), line


def _kept(**switches: bool) -> list[str]:
    """The texts ``decide_page`` keeps of the thread (the listing rule, which reads four
    short posts as cards to complete, off)."""
    page = prepared_page(THREAD)
    _, probs = decide_keeping(page, KEPT)
    return kept_texts(page, probs, AutoParams(complete_listing=False, **switches))


def test_a_threads_chrome_and_opening_card_are_dropped_and_every_post_kept() -> None:
    kept = _kept()
    assert not (CHROME | BUTTONS | CARD) & set(kept)
    assert all(text in kept for text in TEXTS)
    assert "Reply quoted: the speed went up by half last week." in kept


def test_each_switch_turns_its_rule_off() -> None:
    # the opening post's buttons, before its first declared text, repeat at one path in
    # every post: a card field for ``leading_cards`` too
    without_words = set(_kept(post_chrome=False, leading_cards=False))
    assert without_words >= CHROME | BUTTONS and not CARD & without_words
    assert set(_kept(post_chrome=False)) == without_words - BUTTONS
    # (``prose_posts`` off too: with it, the run of these short posts is a thread whose
    # card lines ``thread_chrome`` and ``user_cards`` drop as well)
    without_frames = set(_kept(post_frames=False, join_dates=False, prose_posts=False))
    # the opening post's buttons come before its first declared text: the frame rule's
    # (its join date, in no order with the others', is ``join_dates``' too)
    assert without_frames >= CARD and not CHROME & without_frames


def _flags(blocks: list[Block], kept: tuple[str, ...]) -> list[bool]:
    return [b.text.startswith(kept) for b in blocks]


def test_only_lines_inside_the_thread_are_read() -> None:
    page = prepared_page(f"<p>Reply With Quote</p>{THREAD}<p>Like</p>")
    blocks = list(page.text_blocks)
    flags = _flags(blocks, KEPT)
    inside = [b.index for b in blocks if b.text.startswith("Reply one") or "Tapatalk" in b.text]
    changed = drop_post_chrome(blocks, flags, (inside[0], inside[-1]))
    dropped = {b.text for b in blocks if b.index in changed}
    assert dropped == CHROME | BUTTONS  # not the kept "Reply With Quote" and "Like" around
    assert drop_post_chrome(blocks, flags, None) == {}


def test_a_frame_line_goes_only_where_the_model_dropped_the_other_posts_lines() -> None:
    page = prepared_page(THREAD)
    blocks = list(page.text_blocks)
    span = (blocks[0].index, blocks[-1].index)
    dropped = {
        b.text for b in blocks if b.index in drop_post_frames(blocks, _flags(blocks, KEPT), span)
    }
    assert dropped >= CARD and not dropped & set(TEXTS)
    # every card kept: the model reads the cards as content, they stay
    every_card = (*KEPT, *NAMES, *JOINED, *COUNTS)
    assert not drop_post_frames(blocks, _flags(blocks, every_card), span).keys() & {
        b.index for b in blocks if b.text in CARD
    }


def test_undated_cards_are_no_thread() -> None:
    page = prepared_page(THREAD.replace(", 2024", "").replace(", 20", " "))
    blocks = list(page.text_blocks)
    span = (blocks[0].index, blocks[-1].index)
    assert drop_post_frames(blocks, _flags(blocks, KEPT), span) == {}


def test_a_thread_the_page_does_not_declare_spans_its_run_of_posts() -> None:
    page = prepared_page(_card_thread(), url="https://forum.example/threads/2")
    blocks = page.text_blocks
    decisions, _ = decide_keeping(page, tuple(b.text for b in blocks))
    span = kept_thread_span(blocks, page.facts.repeats, decisions)
    assert span is not None
    found = kept_thread(blocks, page.facts.repeats, decisions)  # decide_page's reading
    assert found is not None and run_span(blocks, page.facts.repeats, found[0]) == span
    inside = {b.text for b in blocks if span[0] <= b.index <= span[1]}
    assert inside >= set(REPLIES) and "Best hosts" not in inside
    story = prepared_page("".join(f"<p>{text}</p>" for text in TEXTS))
    decisions, _ = decide_keeping(story, KEPT)
    assert kept_thread_span(story.text_blocks, story.facts.repeats, decisions) is None
