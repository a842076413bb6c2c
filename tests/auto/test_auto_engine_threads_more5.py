"""Engines and page shapes the other suites lack (:mod:`tests.auto.engine_threads_more5`):
every post kept and the engine's chrome dropped, one test a page; and the rules that made
them pass: a poster's signature box dropped inside a thread (``post_signatures``), a
verified answer's badge in more languages (``post_chrome``'s solution marks), and a post
set apart above the replies read with the thread, its card lines at the replies' paths
(``apart_posts``: ``engine_threads_more2``'s community answers pass)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from lxml import html as lxml_html
from tests.auto.engine_threads_more2 import more2_page
from tests.auto.engine_threads_more5 import MORE5_PAGES, WORDS5, more5_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.discussion import with_apart_post
from thresher.methods.auto.post_chrome import is_solution_mark
from thresher.methods.auto.post_signatures import in_signature, is_signature_box

_PAGES = marked_pages(MORE5_PAGES, {})


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_a_fifth_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more5_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def test_signatures_go_with_the_switch_and_only_inside_their_box() -> None:
    page = more5_page("vbulletin4", "pt")
    sign = WORDS5["pt"]["sign"]
    on = text_once(page.html, url=page.url, method="auto")
    off = text_once(page.html, url=page.url, method="auto", post_signatures=False)
    assert sign not in on and sign in off
    assert missing_texts(page.paragraphs, on) == []
    tree = lxml_html.fromstring(
        "<div class='post has-signature'><p>Post text.</p>"
        "<div class='js-signature-toggle'><span>Hide</span></div>"
        "<aside class='message-signature'><div class='bbWrapper'><b>Sig</b></div></aside>"
        f"<div class='ipsSignature'>{'x' * 2000}</div></div>"
    )
    post, toggle, aside, long_sig = tree, tree[1], tree[2], tree[3]
    assert not is_signature_box(post)  # a state, not a box
    assert not in_signature(post[0]) and not in_signature(toggle[0])  # a script's hook
    assert in_signature(aside[0][0]) and is_signature_box(aside)
    assert not is_signature_box(long_sig)  # longer than a signature: a post's own box


def test_a_verified_answers_badge_is_a_solution_mark() -> None:
    for line in ("expert-verified", "terverifikasi ahli", "được chuyên gia xác minh",
                 "verificado por especialistas", "uzman onaylı"):  # fmt: skip
        assert is_solution_mark(line), line
    assert not is_solution_mark("verified by my provider last night")


def _block(index: int, element: object) -> SimpleNamespace:
    return SimpleNamespace(index=index, element=element, text="t")


def test_a_recommended_answer_set_apart_joins_the_thread() -> None:
    for lang in ("en", "ko"):  # stop 71's strict xfails: the pinned answer's card lines
        page = more2_page("community_answers", lang)
        on = text_once(page.html, url=page.url, method="auto")
        off = text_once(page.html, url=page.url, method="auto", apart_posts=False)
        assert (missing_texts(page.paragraphs, on), chrome_kept(page, on)) == ([], [])
        assert chrome_kept(page, off) != []
    tree = lxml_html.fromstring(
        "<div><section><article class='reply'><p>a</p><p>b</p></article></section><h2>h</h2>"
        "<section><article class='reply'><p>c</p></article><article class='reply'><p>d</p>"
        "</article></section></div>"
    )
    pinned, replies = tree[0][0], tree[2]
    blocks = [_block(0, pinned[0]), _block(1, pinned[1]), _block(2, tree[1])]
    blocks += [_block(3, replies[0][0]), _block(4, replies[1][0])]
    groups = [SimpleNamespace(ident=k, item=k) for k in (7, 7, 8)]
    groups += [SimpleNamespace(ident=1, item=10), SimpleNamespace(ident=1, item=11)]
    blocks[0].path, blocks[3].path = "body/div/section/article/p", "body/div/section/article/p"
    prefix = "body/div/section/article"
    assert with_apart_post(blocks, groups, 1, (3, 4)) == ((0, 4), (prefix, prefix))
    pinned.set("class", "reply answer")  # another class: no twin of the replies
    assert with_apart_post(blocks, groups, 1, (3, 4)) == ((3, 4), None)
