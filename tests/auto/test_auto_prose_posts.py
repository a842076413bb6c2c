"""``prose_posts``: a thread of short replies under user cards, buttons and signatures
(phpBB, SMF, Invision) is read as a thread, so its chrome goes, in every language. The
switch is off by default (``docs/auto.md``); these tests turn it on."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads import LANGUAGES, thread_page

from thresher import extract
from thresher.methods.auto.method import AutoParams

ENGINES = ("phpbb", "smf", "invision")


def _chrome_kept(engine: str, lang: str, method: str = "auto:prose_posts=true") -> list[str]:
    page = thread_page(engine, lang)
    text = extract(page.html, url=page.url, method=method).text or ""
    flat = " ".join(text.split())
    assert all(" ".join(p.split()) in flat for p in page.paragraphs)  # the posts stay
    lines = [line.strip() for line in text.splitlines()]
    return sorted({c for c in page.chrome for line in lines if line.startswith(c)})


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("engine", ENGINES)
def test_the_chrome_of_short_replies_is_dropped(engine: str, lang: str) -> None:
    assert _chrome_kept(engine, lang) == []


def test_without_the_switch_the_chrome_stays() -> None:
    assert _chrome_kept("phpbb", "en", "auto:prose_posts=false") != []


def test_the_switch_is_on_by_default() -> None:
    assert AutoParams().prose_posts
