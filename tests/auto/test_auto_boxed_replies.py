"""More engines' threads, comment sections and live blogs in nine languages (synthetic,
:mod:`tests.auto.engine_threads_more`): every post of a thread and every entry of a live
blog is kept whatever ``include_comments`` says; an article's reader comments only with it;
the replies a thread engine boxes as comments are kept by ``boxed_replies``
(:mod:`thresher.methods.auto.boxed_replies`)."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import CHROME, ThreadPage
from tests.auto.engine_threads_more import (
    COMMENT_FORMS,
    LANGUAGES,
    MORE_CHROME,
    MORE_ENGINES,
    more_page,
)

from thresher import extract
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_chrome import is_post_chrome
from thresher.methods.auto.prompt_lines import SIGNIN_PROMPT, line_kind

# The replies of these engines sit in boxes named for a comment (Lemmy's ``li.comment``,
# a help centre's ``section.comment-body``).
BOXED = ("lemmy", "zendesk")
# The chrome of these forms is dropped in every language (not yet: vBulletin's and
# Discuz!'s ranks, vBulletin's German and Portuguese join dates, uCoz's Italian "Su";
# docs/dev/auto-record.md, "Stop 67, qforum31").
CLEAN = ("flarum", "lemmy", "zendesk", "board_2ch", "live_blog")
# Disqus's and Discourse's Chinese comment counts ("5 条评论") open no comment section: the
# comments stay without include_comments (noticed and left).
_COMMENTS_KEPT: set[tuple[str, str]] = set()  # none: counted_comments reads "5 条评论"


def _text(page: ThreadPage, method: str = "auto", comments: bool = False) -> str:
    return extract(page.html, url=page.url, method=method, include_comments=comments).text or ""


def _kept(texts: tuple[str, ...], text: str) -> list[str]:
    flat = " ".join(text.split())
    return [p for p in texts if " ".join(p.split()) in flat]


def _chrome_kept(page: ThreadPage, text: str) -> list[str]:
    lines = [line.strip() for line in text.splitlines()]
    return sorted({c for c in page.chrome for line in lines if line.startswith(c)})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", [*sorted(MORE_ENGINES), "live_blog"])
@pytest.mark.parametrize("comments", [False, True])
def test_every_post_of_a_thread_is_kept(form: str, lang: str, comments: bool) -> None:
    page, _ = more_page(form, lang)
    assert _kept(page.paragraphs, _text(page, comments=comments)) == list(page.paragraphs)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", sorted(COMMENT_FORMS))
def test_reader_comments_follow_include_comments(form: str, lang: str) -> None:
    page, comments = more_page(form, lang)
    without, with_ = _text(page), _text(page, comments=True)
    assert _kept(page.paragraphs, without) == list(page.paragraphs)
    assert _kept(page.paragraphs + comments, with_) == list(page.paragraphs + comments)
    if (form, lang) not in _COMMENTS_KEPT:
        assert _kept(comments, without) == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("form", CLEAN)
def test_the_chrome_is_dropped(form: str, lang: str) -> None:
    page, _ = more_page(form, lang)
    assert _chrome_kept(page, _text(page)) == []


@pytest.mark.parametrize("form", BOXED)
def test_without_the_switch_the_boxed_replies_are_lost(form: str) -> None:
    page, _ = more_page(form, "en")
    # twin_replies (stop 79) keeps a short thread's replies written in the opening post's
    # element too (Lemmy's ``div.md-div``): off with it
    off = _kept(page.paragraphs, _text(page, "auto:boxed_replies=false,twin_replies=false"))
    assert len(off) <= 2 < len(page.paragraphs)
    assert _kept(page.paragraphs, _text(page)) == list(page.paragraphs)
    assert AutoParams().boxed_replies


def test_an_article_over_its_comment_boxes_keeps_them_out() -> None:
    # A blog post's comments in WordPress's boxes: the article is many paragraphs long.
    article = "".join(
        f"<p>Paragraph {k} of the story tells how the town rebuilt its old bridge after the"
        " flood, stone by stone, with the help of volunteers from three villages.</p>"
        for k in range(8)
    )
    comments = "".join(
        f"<li class='comment'><article class='comment-body'><footer class='comment-meta'>"
        f"<b class='fn'>reader{k}</b> says:</footer><div class='comment-content'><p>What a"
        f" lovely story, thank you for writing it, number {k}.</p></div></article></li>"
        for k in range(5)
    )
    html = (
        "<html><body><article class='post'><h1>The old bridge</h1>"
        f"<div class='entry-content'>{article}</div></article><div id='comments'>"
        f"<h2>5 Comments</h2><ol class='comment-list'>{comments}</ol></div></body></html>"
    )
    text = extract(html, method="auto").text or ""
    assert "Paragraph 7 of the story" in text and "lovely story" not in text


@pytest.mark.parametrize(
    "line",
    ("Top", "Back to top", "Nach oben", "Retour en haut", "Volver arriba", "Наверх", "返回顶部"),
)
def test_a_back_to_top_link_is_post_chrome(line: str) -> None:
    assert is_post_chrome(line)


@pytest.mark.parametrize("line", ("Top 10 routers of 2024", "Back to the drawing board", "Back"))
def test_a_line_that_says_more_is_no_back_to_top_link(line: str) -> None:
    assert not is_post_chrome(line)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_sign_in_prompt_is_chrome_in_every_language(lang: str) -> None:
    assert line_kind(CHROME[lang]["login"]) == SIGNIN_PROMPT


@pytest.mark.parametrize(
    "line",
    ("Log in to reply to the survey by Friday, please.", "Sign in", "Anmelden", "登录"),
)
def test_a_line_that_says_more_or_less_is_no_sign_in_prompt(line: str) -> None:
    assert line_kind(line) != SIGNIN_PROMPT


def test_without_the_switch_the_sign_in_prompt_stays() -> None:
    page, _ = more_page("zendesk", "de")
    assert _chrome_kept(page, _text(page)) == []
    off = _chrome_kept(page, _text(page, "auto:signin_prompts=false"))
    assert off == [MORE_CHROME["de"]["signin"]]
    assert AutoParams().signin_prompts


@pytest.mark.parametrize("declared", ("Product", "NewsArticle"))
def test_a_page_that_declares_a_story_or_a_product_keeps_its_boxes_out(declared: str) -> None:
    # Its comment boxes hold reader comments or customer reviews, not a thread's replies.
    page, _ = more_page("lemmy", "en")
    script = (
        '<script type=\'application/ld+json\'>{"@context": "https://schema.org",'
        f' "@type": "{declared}", "name": "Router", "headline": "Router"}}</script></head>'
    )
    text = extract(page.html.replace("</head>", script), url=page.url, method="auto").text
    assert len(_kept(page.paragraphs, text or "")) == 2  # the opening post's two paragraphs
