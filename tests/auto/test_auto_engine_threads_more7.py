"""Engines and page shapes the other suites lack (:mod:`tests.auto.engine_threads_more7`):
every post kept and the engine's chrome dropped, one test a page; and the rules that made
them pass: a heading kept alone after a thread over a box the model dropped
(``closing_headings``), Discourse's topic map of labelled counts (``count_strips``), a
Japanese Q&A's thanks prompt (``prompt_lines``)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from tests.auto.engine_threads_more7 import MORE7_PAGES, WORDS7, more7_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.count_strips import drop_count_strips
from thresher.methods.auto.prompt_lines import line_kind
from thresher.methods.auto.thread_tails import drop_closing_heading

_PAGES = marked_pages(MORE7_PAGES, {})


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_a_seventh_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more7_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def test_the_switches_make_the_pages_pass() -> None:
    otvet = more7_page("otvet", "ru")
    off = text_once(otvet.html, url=otvet.url, method="auto", closing_headings=False)
    assert chrome_kept(otvet, off) == [WORDS7["ru"]["similar"]]
    discourse = more7_page("discourse_map", "ko")
    off = text_once(discourse.html, url=discourse.url, method="auto", count_strips=False)
    w = WORDS7["ko"]
    assert chrome_kept(discourse, off) == sorted((w["created"], w["last"], w["seen"], w["users"]))
    assert line_kind("共感・感謝の気持ちを伝えよう！") == line_kind("参考になった(12)") is not None


def _block(index: int, path: str, text: str, level: int = 0) -> SimpleNamespace:
    features = SimpleNamespace(heading_level=level)
    return SimpleNamespace(index=index, path=path, text=text, features=features)


def test_a_closing_heading_goes_only_after_the_thread_and_over_a_dropped_box() -> None:
    posts = [_block(i, "body/main/div.post/p", "x" * 80) for i in range(4)]
    heading = _block(4, "body/main/section/h3", "Similar threads", level=3)
    titles = [_block(5 + i, "body/main/section/ul/li", "Other thread") for i in range(2)]
    blocks, flags = [*posts, heading, *titles], [True] * 5 + [False] * 2
    assert list(drop_closing_heading(blocks, flags, (0, 3))) == [4]
    assert drop_closing_heading(blocks, flags, None) == {}  # no thread recognised
    assert drop_closing_heading(blocks, flags, (0, 4)) == {}  # inside the thread
    assert drop_closing_heading(blocks[:5], flags[:5], (0, 3)) == {}  # nothing after it
    assert drop_closing_heading(blocks, [*flags[:6], True], (0, 3)) == {}  # not the last kept


def test_a_count_strip_is_labelled_counts_in_one_list() -> None:
    cell = "body/main/div.post/div.topic-map/ul/li"
    labels = ("created", "last reply", "views", "users")
    strip = [
        b
        for n, label in enumerate(labels)
        for b in (_block(10 + 2 * n, f"{cell}/h4", label, 4), _block(11 + 2 * n, cell, f"{n}k"))
    ]
    post = _block(9, "body/main/div.post/p", "x" * 80)
    assert sorted(drop_count_strips([post, *strip], [True] * 9, (9, 17))) == list(range(10, 18))
    words = [_block(b.index, b.path, "spec", b.features.heading_level) for b in strip]
    assert drop_count_strips([post, *words], [True] * 9, (9, 17)) == {}  # no counts
    plain = [_block(b.index, cell, b.text) for b in strip]
    assert drop_count_strips([post, *plain], [True] * 9, (9, 17)) == {}  # no labels
    assert drop_count_strips([post, *strip[:4]], [True] * 5, (9, 13)) == {}  # too short
