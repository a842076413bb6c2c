"""The thread rules on forum chrome that is not English: the engines' language packs'
attributions and buttons, a Chinese card label, a card label the model dropped, and a
post header whose date is written with dots ("25. Feb. 2024")."""

from __future__ import annotations

import random

import pytest
from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.discussion import (
    _letters,
    dotted_date,
    has_date_or_time,
    kept_thread,
    post_like_runs,
    run_chrome,
)
from thresher.methods.auto.headed_posts import _header_positions, _header_positions_reference
from thresher.methods.auto.post_chrome import is_post_chrome

CHROME = (
    "Trilby писал(а):",
    "Anna 写道：",
    "Anna 说：",
    "引用 Murray 发表的",
    "Сообщение от Murray",
    "Originalmente Escrito por Murray",
    "回复",
    "引用回复 举报",
    "Mit Zitat antworten",
    "点击展开...",
    "反应: Anna, Ben",
    "Dernière édition par Bob le 10 août 2014 à 10:51",
    "从我的 iPhone 发送",
    "Gefällt mir",
)
PROSE = (
    "他说这个办法很好，我们明天再试一次。",
    "Я писал об этом в прошлом году, но никто не ответил.",
    "Mit dem Zitat aus dem Handbuch hat es dann funktioniert.",
    "回复太慢了，请大家耐心等待版主的处理结果。",
    "Originally I wanted the blue one, but it was sold out.",
)


@pytest.mark.parametrize("line", CHROME)
def test_a_language_packs_post_chrome_is_read(line: str) -> None:
    assert is_post_chrome(line)


@pytest.mark.parametrize("line", PROSE)
def test_a_posts_prose_in_those_languages_is_not(line: str) -> None:
    assert not is_post_chrome(line)


def test_a_chinese_label_is_a_chrome_key() -> None:
    assert _letters("帖子") == "帖子"  # "Posts": two characters, a word each
    assert _letters("1 赞") == "赞"  # "1 Like"
    assert _letters("ab 12") == ""  # two Latin letters: too short a key still
    assert _letters("Posts") == "post"


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("发表于2021年1月3日", True),
        ("2021년 1월", True),
        ("注册时间: 2017年2月8日", True),
        ("x2019年", False),  # a Latin letter before it: no year
        ("20211年", False),
        ("于10:30", False),  # a time after a word character, as before
    ],
)
def test_a_chinese_or_korean_year_is_a_date(text: str, dated: bool) -> None:
    assert has_date_or_time(text) is dated


DOTTED = ("25. Feb. 2024", "Mo 25. Feb 2024, 10:31", "27. September 2017", "12. janv. 2021")
NOT_DOTTED = (
    "Philipp J. Jun 7, 2017",  # a name's initial
    "It rained. Then 2019 came.",  # a sentence's word before its dot
    "25. Feb.",  # no year or time
    "Wow. 2019!",
    "Am 25. Februar 2024 haben wir das Haus verkauft, nach langem Warten.",  # too long
)


@pytest.mark.parametrize("line", DOTTED)
def test_a_date_written_with_dots_is_no_sentence(line: str) -> None:
    assert dotted_date(line)


@pytest.mark.parametrize("line", NOT_DOTTED)
def test_prose_and_initials_are_not_dates(line: str) -> None:
    assert not dotted_date(line)


def _german_thread(posts: int = 4) -> str:
    body = "".join(
        f"<div class='c{i}'><span>Anna{i}</span><div>{i + 1}. Feb. 2024</div>"
        f"<div><p>Antwort {i}: ich habe das neue Update gestern auf meinem Router"
        f" installiert, und die Verbindung ist seitdem stabil.</p>"
        f"<p>Danke euch allen, es läuft jetzt wirklich gut.</p></div></div>"
        for i in range(posts)
    )
    return f"<h1>Router</h1><div class='thread'>{body}</div>"


def test_a_dotted_date_is_a_post_header() -> None:
    page = prepared_page(_german_thread())
    blocks = page.text_blocks
    found = [blocks[pos].text for pos in _header_positions_reference(blocks)]
    assert found == [f"{i + 1}. Feb. 2024" for i in range(4)]
    assert _header_positions(blocks) == _header_positions_reference(blocks)  # the kernel's too


NAMES = ("anna", "ben", "cara", "dan", "eva")
PLACES = ("Berlin", "Köln", "Bonn", "Ulm", "Kiel")


def _card_thread(posts: int = 5) -> str:
    body = "".join(
        f"<div class='post'><div class='card'><div>{NAMES[i]}</div>"
        f"<dl><dt>Registriert</dt><dd>{i + 3}. März 201{i}</dd>"
        f"<dt>Wohnort</dt><dd>{PLACES[i]}</dd></dl></div>"
        f"<div class='text'><div>Mar {i + 1}, 2024 at 9:30</div>"
        f"<p>Antwort {i}: der Host hat meinen Server umgezogen, und die Verzögerung"
        f" ist seitdem verschwunden, wie bei meinen Nachbarn.</p>"
        f"<p>Danke an alle, {i} von uns.</p></div></div>"
        for i in range(posts)
    )
    return f"<h1>Hosts</h1><div class='thread'>{body}</div>"


def test_the_value_of_a_dropped_card_label_goes() -> None:
    page = prepared_page(_card_thread(), url="https://forum.example/threads/2")
    blocks, groups = page.text_blocks, page.facts.repeats
    kept = (*NAMES, *PLACES, "Mar", "Antwort", "Danke")  # the labels dropped, a value kept
    decisions, _ = decide_keeping(page, kept)
    found = kept_thread(blocks, groups, decisions, post_like_runs(groups, groups_by_ident(groups)))
    assert found is not None
    dropped = run_chrome(blocks, groups, decisions, found[0], dropped_labels=True)
    texts = {b.index: b.text for b in blocks}
    assert sorted(texts[index] for index in dropped) == sorted(PLACES)
    assert run_chrome(blocks, groups, decisions, found[0]) == {}  # the switch off: as before


# Digits, the year openings, ":", ideographs a year may follow and the year marks it may
# precede ("于2021年"), the ideographs' range's edges (U+4DC0: a symbol inside it, U+A000: a
# letter past it) and a Latin letter.
_CJK_DATES = ("20", "19", "21", "99", "0", "1", ":", " ", "a", "年", "년", "于")
_CJK_DATES += ("\u3400", "\u9fff", "\u4dc0", "\ua000")


def test_the_kernels_date_test_reads_chinese_years_as_the_pattern_does() -> None:
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    rnd = random.Random(5)
    texts = ["".join(rnd.choices(_CJK_DATES, k=rnd.randint(0, 7))) for _ in range(40_000)]
    assert sum(map(has_date_or_time, texts)) > 1_000
    assert [t for t in texts if compiled.is_dated(t) != has_date_or_time(t)] == []
