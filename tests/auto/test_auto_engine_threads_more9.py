"""Short threads of engine-language pairs the other suites lack
(:mod:`tests.auto.engine_threads_more9`): every post kept and the engine's chrome
dropped, one test a page; and the rules that made them pass: ``reply_heads`` (an answers'
count and a bare sort order above the replies), ``closing_prompts`` (a sign-in line
after the thread), ``repeated_signatures`` (a signature no class names, printed twice),
``answered_questions`` (one marked question and two marked answers), ``closing_boxes``
(phpBB's "Who is online" under a two-post thread) and the vote and view counts
``thread_counters`` reads."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import NAMES, POSTS
from tests.auto.engine_threads_more2 import thread_frame
from tests.auto.engine_threads_more7 import ENGINES7, WORDS7
from tests.auto.engine_threads_more8 import WORDS8, more8_page
from tests.auto.engine_threads_more9 import MORE9_PAGES, WORDS9, more9_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.post_chrome import is_thread_control, is_thread_counter
from thresher.methods.auto.reply_heads import is_reply_head
from thresher.methods.auto.thread_tails import is_reply_prompt

_UNSIGNED = "the signature stays: repeated_signatures is off (a doc page's repeated notes)"
_PAGES = marked_pages(
    MORE9_PAGES,
    {
        ("discuz_sign", "zh"): _UNSIGNED,
        ("discuz_sign", "ja"): _UNSIGNED,
        ("vb3_sig", "de"): _UNSIGNED,
        ("vb3_sig", "ru"): _UNSIGNED,
    },
)


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_short_thread_of_a_ninth_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more9_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def _clean(page: object, **switches: bool) -> tuple[list[str], list[str]]:
    text = text_once(page.html, url=page.url, method="auto", **switches)  # type: ignore[attr-defined]
    return missing_texts(page.paragraphs, text), chrome_kept(page, text)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lang", "keys"), [("zh", ("answers", "sort")), ("ko", ("answers", "sort"))]
)
def test_reply_heads_drops_the_count_and_the_bare_sort_order(
    lang: str, keys: tuple[str, ...]
) -> None:
    page = more9_page("qa_sorted", lang)
    assert _clean(page, reply_heads=False) == ([], sorted(WORDS9[lang][k] for k in keys))
    assert _clean(page) == ([], [])


def test_reply_heads_reads_teratails_head() -> None:
    page = more8_page("teratail", "ja")
    w = WORDS8["ja"]
    assert _clean(page, reply_heads=False) == ([], sorted((w["answers"], w["sort"])))
    assert _clean(page) == ([], [])


def test_closing_prompts_drops_the_sign_in_line_after_the_replies() -> None:
    page = more8_page("v2ex", "zh")
    assert _clean(page, closing_prompts=False) == ([], [WORDS8["zh"]["login"]])


def test_repeated_signatures_drops_a_signature_no_class_names() -> None:
    for lang in ("de", "ru"):
        page = more9_page("vb3_sig", lang)
        assert _clean(page) == ([], [WORDS9[lang]["sig"]])  # off by default
        assert _clean(page, repeated_signatures=True) == ([], [])
    for lang in ("zh", "ja"):
        page = more9_page("discuz_sign", lang)
        assert _clean(page, repeated_signatures=True) == ([], [])


def test_answered_questions_reads_a_question_with_two_marked_answers() -> None:
    page = more9_page("qa_sorted", "zh")
    _, kept = _clean(page, answered_questions=False)
    assert kept  # no thread: its head and its related questions' heading stay
    assert _clean(page) == ([], [])


def test_vote_and_view_counts_are_thread_counters() -> None:
    counts = ("2 votos", "2 голоса", "查看: 1204", "閲覧: 1204", "Views: 1,204", "조회 1,204")
    assert [is_thread_counter(c) for c in counts] == [True] * 6
    prose = ("2 votes were enough", "Views of the valley", "Stimmen: gut", "1204")
    assert not any(map(is_thread_counter, prose))


def test_chinese_topic_buttons_are_a_control_row() -> None:
    assert is_thread_control("加入收藏 忽略主题 感谢")
    assert not is_thread_control("感谢大家的帮助")


def test_reply_heads_and_prompts_read_only_their_shapes() -> None:
    heads = ("回答 4件", "Answers (4)", "답변 2", "Ответы: 4", "評価が高い順", "Newest first")
    assert [is_reply_head(h) for h in heads] == [True] * 6
    assert not any(map(is_reply_head, ("Answers", "4 answers to common questions", "Newest")))
    prompts = (
        "请先登录或注册后回复",
        "Join group to post",
        "Musisz być członkiem klubu, aby odpowiedzieć",
    )
    assert [is_reply_prompt(p) for p in prompts] == [True] * 3
    assert not any(map(is_reply_prompt, ("Thanks for the reply!", "Log in to the router first.")))


_QUOTED = "I put my notes on the router online, see them at notes.example.org for details."


def test_repeated_signatures_leaves_a_quoted_line_alone() -> None:
    link = "<a href='https://notes.example.org'>notes.example.org</a>"
    line = _QUOTED.replace("notes.example.org", link)
    posts = "".join(
        f"<li class='post'><span class='author'>user{i}</span>"
        + (f"<blockquote><p>{line}</p></blockquote>" if i == 2 else "")
        + f"<p>{'Reply number ' + str(i) + ' adds a long sentence about routers and cables.'}</p>"
        + (f"<p>{line}</p>" if i == 1 else "")
        + "</li>"
        for i in range(5)
    )
    html = f"<html><body><main><h1>Router notes</h1><ol class='posts'>{posts}</ol></main></body>"
    on = text_once(
        html, url="https://forum.example.net/t/1", method="auto", repeated_signatures=True
    )
    off = text_once(
        html, url="https://forum.example.net/t/1", method="auto", repeated_signatures=False
    )
    assert on == off


def test_closing_boxes_drops_who_is_online_under_a_two_post_thread() -> None:
    title, texts = POSTS["de"]
    w = WORDS7["de"]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts[:2])]
    html = thread_frame("de", title, ENGINES7["phpbb_online"](posts, w), w)
    url = "https://talk.example.net/t/phpbb_online-de/1234"
    box = (w["online"], w["browsing"])
    assert all(line in text_once(html, url=url, method="auto", closing_boxes=False) for line in box)
    on = text_once(html, url=url, method="auto")
    assert not any(line in on for line in box)
    assert all(p in on for paras in texts[:2] for p in paras)
