"""auto keeps the posts of a page that declares a forum thread or a Q&A (or marks its
replies, declaring no article), and only there."""

from __future__ import annotations

import json

import pytest
from tests.auto.decision_pages import decide_keeping, prepared_page

import thresher
from thresher.api import load_document
from thresher.html.segment import segment
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.deep_posts import MAX_POST_DEPTH, with_deep_posts
from thresher.methods.auto.discussion import (
    _DATE_OR_TIME,
    discussion_posts,
    dropped_thread,
    has_date_or_time,
    kept_thread,
    post_like_runs,
    repeated_posts,
    run_chrome,
    thread_chrome,
)
from thresher.types import Decision, Label

POSTS = [
    f"Reply {i}: I tried the new firmware on my router last week and the speed went up by half."
    for i in range(4)
]
COOKIE = "We use cookies to improve your experience on this forum and to measure our traffic."
SIGNATURE = "<a href='/a'>My build</a> <a href='/b'>My blog</a> <a href='/c'>My shop</a>"


def _microdata_page(main_type: str = "DiscussionForumPosting") -> bytes:
    posts = "".join(
        f"<article class='message' itemscope itemtype='https://schema.org/Comment'>"
        f"<h4 class='user'>user{i}</h4><div itemprop='text'><p>{text}</p>"
        f"<p>{SIGNATURE}</p></div></article>"
        for i, text in enumerate(POSTS)
    )
    return (
        "<html><head><title>Router firmware</title></head><body>"
        "<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>"
        f"<div itemscope itemtype='https://schema.org/{main_type}'>"
        f"<h1 itemprop='headline'>Router firmware</h1>{posts}</div>"
        f"<div class='notice'><p>{COOKIE}</p></div></body></html>"
    ).encode()


def _jsonld_page() -> bytes:
    data = {
        "@type": "DiscussionForumPosting",
        "headline": "Router firmware",
        "text": POSTS[0][:60],  # sites often declare only the start of a post
        "comment": [{"@type": "Comment", "text": text} for text in POSTS[1:]],
    }
    script = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    first = f"<div class='post'><p>{POSTS[0][:60]}</p><p>The rest of the opening post.</p></div>"
    replies = "".join(f"<div class='post'><p>{text}</p></div>" for text in POSTS[1:])
    return (
        f"<html><head><title>Router firmware</title>{script}</head><body>"
        f"<h1>Router firmware</h1>{first}{replies}<p>{COOKIE}</p></body></html>"
    ).encode()


def _all_dropped(page: bytes):
    doc = load_document(page)
    blocks = list(segment(doc).blocks)
    labels = {b.index: _decision(b.index, Label.BOILERPLATE) for b in blocks if b.kind != "img"}
    return doc, blocks, labels


def _decision(index: int, label: Label, reason: str = "model") -> Decision:
    return Decision(index, label, reason)


def mark_discussion_posts(doc, blocks, labels: dict[int, Decision]) -> int:
    """Merge the pass's decisions into ``labels`` as ``auto`` does; how many changed."""
    before = dict(labels)
    changed = discussion_posts(doc, blocks, labels)
    assert labels == before  # the pass reads the decisions, never edits them
    labels.update(changed)
    return len(changed)


def _kept_texts(blocks, labels) -> list[str]:
    return [b.text for b in blocks if b.index in labels and labels[b.index].label.kept]


def test_microdata_posts_are_kept_whatever_the_model_said() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page())
    assert mark_discussion_posts(doc, blocks, labels) == len(POSTS)
    assert _kept_texts(blocks, labels) == POSTS
    reasons = {labels[b.index].reason for b in blocks if b.text in POSTS}
    source = "(schema.org microdata itemprop=text)"
    assert reasons == {f"a post of the discussion the page declares {source}"}


def test_a_qa_page_counts_as_a_discussion() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page("QAPage"))
    assert mark_discussion_posts(doc, blocks, labels) == len(POSTS)


def test_comments_of_a_page_that_declares_no_discussion_stay_out() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page("NewsArticle"))
    assert mark_discussion_posts(doc, blocks, labels) == 0
    assert _kept_texts(blocks, labels) == []


def test_a_thread_that_marks_only_its_replies_counts_as_a_discussion() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page("WebPage"))
    assert mark_discussion_posts(doc, blocks, labels) == len(POSTS)


def test_marked_comments_under_an_article_declared_in_json_ld_stay_out() -> None:
    article = '<script type=\'application/ld+json\'>{"@type": "NewsArticle"}</script>'
    page = _microdata_page("WebPage").replace(b"</head>", article.encode() + b"</head>")
    doc, blocks, labels = _all_dropped(page)
    assert mark_discussion_posts(doc, blocks, labels) == 0


def test_a_faq_of_marked_questions_and_answers_is_no_thread() -> None:
    page = _microdata_page("WebPage").replace(
        b"itemtype='https://schema.org/Comment'", b"itemtype='https://schema.org/Answer'"
    )
    faq = b"".join(
        b"<div itemscope itemtype='https://schema.org/Question'><h3>Q?</h3></div>" for _ in range(2)
    )
    doc, blocks, labels = _all_dropped(page.replace(b"</h1>", b"</h1>" + faq))
    assert mark_discussion_posts(doc, blocks, labels) == 0


def test_link_lines_in_a_post_are_not_forced_in() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page())
    mark_discussion_posts(doc, blocks, labels)
    assert not any("My blog" in text for text in _kept_texts(blocks, labels))


def test_text_kept_after_the_last_post_is_dropped() -> None:
    doc, blocks, labels = _all_dropped(_microdata_page())
    cookie = next(b for b in blocks if b.text == COOKIE)
    nav = blocks[0]
    labels[cookie.index] = _decision(cookie.index, Label.CONTENT)
    labels[nav.index] = _decision(nav.index, Label.CONTENT)
    mark_discussion_posts(doc, blocks, labels)
    assert labels[cookie.index] == _decision(
        cookie.index,
        Label.BOILERPLATE,
        "after the last post of the discussion the page declares",
    )
    # before the posts: the model decides
    assert labels[nav.index] == _decision(nav.index, Label.CONTENT)


def test_jsonld_posts_are_found_by_their_text_even_when_cut_short() -> None:
    doc, blocks, labels = _all_dropped(_jsonld_page())
    mark_discussion_posts(doc, blocks, labels)
    kept = _kept_texts(blocks, labels)
    assert kept == [POSTS[0][:60], "The rest of the opening post.", *POSTS[1:]]


def test_extract_keeps_the_thread_and_the_option_switches_it_off() -> None:
    page = _microdata_page()
    result = thresher.extract(page)
    assert all(post in result.text for post in POSTS)
    assert COOKIE not in result.text
    off = thresher.extract(page, use_declared_posts=False)
    assert not any("discussion the page declares" in d.reason for d in off.decisions)


# A thread that marks only its replies (microdata ``Comment``): the opening post, a sibling
# box of the same tag and class words, carries no item type, and its text no itemprop.
OPENING_POST = ("Specs compared", "Memory: 16 GB on every card", "Which card fits a small case?")


def _post_box(tag: str, classes: str, body: str, marked: bool) -> str:
    item = " itemscope itemtype='https://schema.org/Comment'" if marked else ""
    text = " itemprop='text'" if marked else ""
    return (
        f"<{tag} class='{classes}'{item}><div class='cell'><h4>someone</h4></div>"
        f"<div class='cell main'><div class='body'><div{text}>{body}</div></div></div></{tag}>"
    )


def _replies_only_page(tag: str, opening_classes: str, reply_classes: str) -> bytes:
    head, item, question = OPENING_POST
    opening = f"<h3>{head}</h3><ul><li>{item}</li></ul><p>{question}</p>"
    replies = "".join(_post_box(tag, reply_classes, f"<p>{text}</p>", True) for text in POSTS)
    return (
        "<html><head><title>Cards</title></head><body><div class='thread'>"
        f"{_post_box(tag, opening_classes, opening, False)}{replies}</div></body></html>"
    ).encode()


def _kept_with_and_without_the_opening_post(page: bytes) -> tuple[list[str], list[str]]:
    doc, blocks, labels = _all_dropped(page)
    off = dict(labels)
    off.update(discussion_posts(doc, blocks, labels, opening_post=False))
    mark_discussion_posts(doc, blocks, labels)
    return _kept_texts(blocks, labels), _kept_texts(blocks, off)


def test_the_unmarked_opening_post_of_a_thread_that_marks_its_replies_is_kept() -> None:
    page = _replies_only_page("article", "message message--post starter", "message message--post")
    kept, without = _kept_with_and_without_the_opening_post(page)
    assert kept == [*OPENING_POST, *POSTS]
    assert without == POSTS


def test_an_unmarked_opening_post_in_a_list_of_classed_items_is_kept() -> None:
    kept, without = _kept_with_and_without_the_opening_post(
        _replies_only_page("li", "post first", "post")
    )
    assert kept == [*OPENING_POST, *POSTS]
    assert without == POSTS


def test_an_unmarked_box_styled_otherwise_or_built_otherwise_stays_out() -> None:
    other_class = _replies_only_page("li", "promo", "post")
    assert _kept_with_and_without_the_opening_post(other_class)[0] == POSTS
    built_otherwise = other_class.replace(b"class='promo'", b"class='post'", 1).replace(
        b"<div class='body'><div>", b"<div class='quote'><div>", 1
    )
    assert _kept_with_and_without_the_opening_post(built_otherwise)[0] == POSTS


# A thread whose posts sit in blockquotes (the model reads them as quotations): an opening
# post styled apart from the replies, each with a user card.
REPLIES = [
    f"Reply {i}: the host moved my server to a new machine and the lag went away for good."
    for i in range(6)
]
OPENING = (
    "I wanted to share the list of hosts I have tried over the years, with prices and notes.",
    "Please leave your own experiences below so that the list keeps growing for everyone.",
)


def _blockquote_thread(head: str = "", story: str = "", opening_post=OPENING) -> str:
    opening = "".join(f"<p>{text}</p>" for text in opening_post)
    replies = "".join(
        f"<li class='message'><div class='user'>member{i}</div>"
        f"<blockquote class='messageText'>{text}</blockquote><div class='date'>May {i}</div></li>"
        for i, text in enumerate(REPLIES)
    )
    return (
        f"{head}<nav><a href='/'>Forums</a> <a href='/new'>New posts</a></nav>"
        f"<h1>Best hosts</h1>{story}<ol class='messageList'>"
        f"<li class='message author'><div class='user'>starter</div>"
        f"<blockquote class='messageText'>{opening}</blockquote></li>{replies}</ol>"
    )


def _dropped_thread_of(
    body: str, kept: tuple[str, ...] = (), kept_p: float = 0.9, opening_post: bool = True
):
    page = prepared_page(body, url="https://forum.example/threads/1")
    decisions, probs = decide_keeping(page, kept)
    probs[probs > 0.5] = kept_p  # how sure the model was of what it kept
    args = (page.doc, page.text_blocks, page.facts.repeats, probs, decisions)
    changed = dropped_thread(*args, opening_post=opening_post)
    if not opening_post:
        return {page.blocks[i].text for i in changed}
    by_ident = groups_by_ident(page.facts.repeats)
    posts = post_like_runs(page.facts.repeats, by_ident)  # as decide_page hands it
    assert posts and post_like_runs(page.facts.repeats, posts) == posts
    for runs in (by_ident, posts):
        args = (page.doc, page.text_blocks, page.facts.repeats, probs, decisions, runs)
        assert dropped_thread(*args) == changed
    return {page.blocks[i].text for i in changed}


def test_a_thread_the_model_dropped_whole_keeps_its_posts_and_opening_post() -> None:
    added = _dropped_thread_of(_blockquote_thread(), kept=OPENING[:1], kept_p=0.35)
    assert set(REPLIES) <= added and OPENING[1] in added
    assert not any(text.startswith(("member", "starter", "May")) for text in added)


# An opening post longer than all the replies, which the model kept whole.
LONG_OPENING = tuple(
    f"Host {n}: I rented a server there for a month and wrote down the price, the panel "
    f"and how the support answered."
    for n in range(6)
)


def test_an_opening_post_kept_whole_counts_with_its_dropped_replies() -> None:
    body = _blockquote_thread(opening_post=LONG_OPENING)
    added = _dropped_thread_of(body, kept=("Host",), kept_p=0.35)
    assert set(REPLIES) <= added
    off = _dropped_thread_of(body, kept=("Host",), kept_p=0.35, opening_post=False)
    assert off == set()  # the opening post's text weighed against the thread


def test_an_opening_post_of_a_list_of_classless_items_counts_against_it() -> None:
    body = _blockquote_thread(opening_post=LONG_OPENING).replace(" class='message'", "")
    body = body.replace(" class='message author'", "")
    assert _dropped_thread_of(body, kept=("Host",), kept_p=0.35) == set()


def test_a_thread_with_nothing_kept_in_its_list_stays_dropped() -> None:
    assert _dropped_thread_of(_blockquote_thread()) == set()


def test_a_dropped_thread_under_a_story_the_model_is_sure_of_stays_out() -> None:
    story = "".join(
        f"<p>Paragraph {n} of the story that the replies under it discuss. "
        f"It tells what the hosts did and why the readers wrote in.</p>"
        for n in range(3)
    )
    kept = ("Paragraph", *OPENING[:1])
    assert _dropped_thread_of(_blockquote_thread(story=story), kept=kept, kept_p=0.35) == set()


def test_a_dropped_thread_on_a_page_that_declares_a_story_stays_out() -> None:
    data = json.dumps({"@type": "NewsArticle", "headline": "Best hosts"})
    head = f"<script type='application/ld+json'>{data}</script>"
    assert _dropped_thread_of(_blockquote_thread(head=head), OPENING[:1], kept_p=0.35) == set()


NAMES = ("ana", "bo", "cyd", "dee", "eli", "fay")


def _card_thread(dated: bool = True) -> str:
    posts = "".join(
        f"<div class='post'><div class='card'><div>{NAMES[i]}</div>"
        f"<dl><dt>Joined</dt><dd>{f'Mar 201{i}' if dated else f'{i} weeks ago'}</dd></dl>"
        f"<div>Posts: {i}07</div></div>"
        f"<div class='text'><p>{text}</p><p>{OPENING[i % 2]}</p></div>"
        f"<div class='when'>{f'May {i + 1}, 2024' if dated else 'Reply'}</div>"
        f"<div class='likes'>{i + 2} Likes</div></div>"
        for i, text in enumerate(REPLIES)
    )
    return f"<h1>Best hosts</h1><div class='thread'>{posts}</div>"


def _chrome_of(body: str) -> set[str]:
    page = prepared_page(body, url="https://forum.example/threads/2")
    decisions, _ = decide_keeping(page, tuple(b.text for b in page.text_blocks))
    changed = thread_chrome(page.text_blocks, page.facts.repeats, decisions)
    by_ident = groups_by_ident(page.facts.repeats)
    posts = post_like_runs(page.facts.repeats, by_ident)  # as decide_page hands it
    assert posts and post_like_runs(page.facts.repeats, posts) == posts
    for runs in (by_ident, posts):
        assert thread_chrome(page.text_blocks, page.facts.repeats, decisions, runs) == changed
    found = kept_thread(page.text_blocks, page.facts.repeats, decisions, posts)
    if found is not None:  # decide_page's reading: the thread found once, then its chrome
        chrome = run_chrome(page.text_blocks, page.facts.repeats, decisions, found[0])
        assert chrome == changed
    else:
        assert changed == {}
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_lines_every_post_repeats_are_dropped_names_and_dates_stay() -> None:
    dropped = _chrome_of(_card_thread())
    assert {"Joined", "Mar 2010", "Posts: 307", "2 Likes", "7 Likes"} <= dropped
    assert not dropped & {*REPLIES, "bo", "May 2, 2024"}


def test_cards_that_date_nothing_are_no_thread_and_keep_their_lines() -> None:
    assert _chrome_of(_card_thread(dated=False)) == set()


def test_an_article_in_one_box_of_a_page_run_is_no_thread() -> None:
    boxes = (
        "<div class='box'><h1>Council story</h1>"
        "<p>Paragraph one: the council decided on Tuesday to build the bridge. It was close.</p>"
        "<p>Paragraph two: the mayor said the vote was fair. The work starts in May.</p></div>"
        "<div class='box'><h3>Comments</h3>"
        "<p>This is only a preview. Your comment has not yet been posted.</p>"
        "<p>Your comment could not be posted. Please try again.</p>"
        "<div class='post'>Post</div><div class='cancel'>Cancel</div></div>"
        "<div class='box'><div class='about'>About us</div><div class='terms'>Terms</div></div>"
    )
    page = prepared_page(boxes)
    decisions, _ = decide_keeping(page, ("Paragraph", "Council"))
    assert repeated_posts(page.text_blocks, page.facts.repeats, decisions) == {}


# Posts whose text lies deeper under each post's box than the repeat walk climbs (a forum
# engine's cells and wrappers); each box carries its poster and a dated line.
DEEP_REPLIES = [
    f"Deep {n}: I moved the drives to the board's own ports and the errors stopped."
    for n in range(6)
]


def _deep_thread(dated: bool = True, levels: int = 7) -> str:
    """A thread whose posts' text lies ``levels`` wrappers under each post's box."""
    wrap = "".join(f"<div class='w{n}'>" for n in range(levels))
    posts = "".join(
        f"<div class='post'><p class='who'>user{n}</p>"
        f"<p class='when'>{f'Mar {n + 1}, 2024 at 4:1{n} PM' if dated else 'Permalink'}</p>"
        f"{wrap}<p>{text}</p>{'</div>' * levels}</div>"
        for n, text in enumerate(DEEP_REPLIES)
    )
    return f"<h1>Drives keep dropping out</h1><div class='thread'>{posts}</div>"


def _deep_groups(body: str):
    page = prepared_page(body)
    groups = page.facts.repeats
    deep = with_deep_posts(page.text_blocks, groups, groups_by_ident(groups))
    texts = [b.text for b in page.text_blocks]
    return page, groups, deep, texts


def test_a_posts_deep_text_joins_its_run_of_dated_posts() -> None:
    page, groups, deep, texts = _deep_groups(_deep_thread())
    at = texts.index(DEEP_REPLIES[2])
    assert groups[at].ident < 0 and deep[at].ident >= 0  # beyond the walk, now the run's
    assert len({deep[texts.index(t)].item for t in DEEP_REPLIES}) == len(DEEP_REPLIES)
    assert deep[at].sentence_share > groups[texts.index("user2")].sentence_share
    kept = ("Deep 0", "Deep 1", "Deep 2", "Deep 3", "Mar")
    decisions, _ = decide_keeping(page, kept)
    by_ident = groups_by_ident(deep)
    added = repeated_posts(page.text_blocks, deep, decisions, by_ident)
    assert {page.blocks[i].text for i in added} == set(DEEP_REPLIES[4:])
    assert repeated_posts(page.text_blocks, groups, decisions) == {}


def test_deep_text_under_undated_boxes_stays_outside_the_run() -> None:
    _, groups, deep, _ = _deep_groups(_deep_thread(dated=False))
    assert deep is groups


# Lines with and without a year or a time, each form alone, in other digits, and near misses.
DATE_LINES = [
    "Mar 3, 2024",
    "posted 1999",
    "in 1850 and",
    "at 9:30 PM",
    "12:05",
    "\u0661\u0662:\u0663\u0664",  # a time in Arabic-Indic digits
    "19\u0662\u0663",  # a year whose last digits are Arabic-Indic
    "Posts: 701",
    "Joined: Mar",
    "Likes 2019x",
    "x2019",
    "1:2",
    "1700 posts",
    "2100",
    "room 20, floor 19, door 18",
    "\uff11\uff19\uff19\uff19",  # full-width digits: no ASCII "19"
    "",
    "no digits here",
]


@pytest.mark.parametrize("line", DATE_LINES)
def test_the_date_pretest_answers_as_the_pattern(line: str) -> None:
    assert has_date_or_time(line) is (_DATE_OR_TIME.search(line) is not None)


def test_the_date_lines_hold_both_answers() -> None:  # the test above can fail both ways
    answers = {_DATE_OR_TIME.search(line) is not None for line in DATE_LINES}
    assert answers == {True, False}


def test_deep_text_joins_its_post_within_the_climb_and_not_beyond() -> None:
    # the text's parent is ``levels`` levels under the box: MAX_POST_DEPTH climbed at most
    for levels, joins in ((MAX_POST_DEPTH, True), (MAX_POST_DEPTH + 1, False)):
        _, groups, deep, texts = _deep_groups(_deep_thread(levels=levels))
        at = texts.index(DEEP_REPLIES[2])
        assert groups[at].ident < 0
        assert (deep[at].ident >= 0) is joins
