"""A page's chrome lines in many languages ("Поделиться", "Zobacz także", "分享到"), dropped;
a forum thread's posts in those languages stay."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.cleanup import line_keys
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.prompt_lines import (
    _ENDINGS,
    _HELD,
    _OPENS,
    LINES,
    _by_end,
    _line,
    _may_prompt,
    _stripped,
    drop_prompt_lines,
    line_kind,
)
from thresher.types import Decision, Label

STORY = (
    "<p>Городской совет утвердил бюджет на следующий год после долгого обсуждения, "
    "в котором депутаты спорили о расходах на транспорт, школы и ремонт дорог.</p>"
    "<p>Мэр сказал, что новые автобусы выйдут на линии весной, а ремонт мостов "
    "начнётся летом, если подрядчики успеют подготовить документы.</p>"
)


def _story(line: str) -> PreparedPage:
    return prepared_page(f"<article><h1>Бюджет утверждён</h1>{STORY}<p>{line}</p></article>")


def _dropped(page: PreparedPage) -> list[str]:
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    flags = kept_flags(kept, page.text_blocks)
    probs = np.full(len(page.text_blocks), 0.7)
    changed = drop_prompt_lines(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return [page.blocks[i].text for i in sorted(changed)]


@pytest.mark.parametrize(
    "line",
    [
        "Поделиться",
        "Ссылки по теме:",
        "» Zobacz także:",
        "Podziel się",
        "Διαβάστε επίσης",
        "分享到：",
        "相关新闻",
        "[打印]",
        "Загружается, подождите...",
        "Добавить комментарий (12)",
        "Оцените, пожалуйста, статью. Нам важно ваше мнение.",
        "REKLAMA",
        "関連記事",
        "اقرأ أيضا",
        "Baca juga:",
        "Нашли опечатку? Выделите её и нажмите Ctrl+Enter",
        "Присоединяйтесь к нам на Facebook, Twitter, В контакте.",
        "Просмотров: 1 234",
    ],
)
def test_a_chrome_line_is_dropped(line: str) -> None:
    assert _dropped(_story(line)) == [line]


@pytest.mark.parametrize(
    "line",
    [
        "Поделиться своим мнением о бюджете может каждый житель на сайте совета.",
        "Читайте также в нашем журнале интервью с мэром о планах на весну.",
        "Press Ctrl+Enter to send the message.",  # a shortcut, no error named
        "Share your story with us",
        "print()",  # a documentation page's function, not a print button
        "Печать",  # a menu command a manual names
        "Комментарии (3)",  # a comment section's header: the comment rules' business
    ],
)
def test_a_line_that_says_more_than_its_phrase_stays(line: str) -> None:
    assert _dropped(_story(line)) == []


def test_the_lines_stay_when_the_page_keeps_little_else() -> None:
    page = prepared_page("<div><p>Поделиться</p><p>Читайте также:</p><p>Коротко.</p></div>")
    assert _dropped(page) == []


# A thread whose posts are short replies in several languages: none is a chrome phrase.
POSTS = (
    "Спасибо, у меня тоже заработало после обновления драйвера.",
    "Dzięki, pomogło! Ustawiłem to samo w konfiguracji i działa.",
    "Ευχαριστώ πολύ, αυτό έλυσε το πρόβλημα.",
    "谢谢，按照你的方法已经解决了。",
    "Danke, bei mir hat es auch geklappt.",
    "Teşekkürler, sorun çözüldü.",
    "Merci, ça marche maintenant !",
    "ありがとうございます、解決しました。",
)


def test_a_threads_short_posts_in_other_languages_stay() -> None:
    posts = "".join(
        f"<div class='post'><div class='author'>user{n}</div><div class='body'>{text}</div></div>"
        for n, text in enumerate(POSTS)
    )
    page = prepared_page(f"<main><h1>Драйвер не работает</h1>{STORY}{posts}</main>")
    assert _dropped(page) == []
    assert all(line_kind(text) is None for text in POSTS)


def test_every_phrase_is_read_as_its_class() -> None:
    for kind, languages in LINES:
        for _, phrases in languages:
            for phrase in phrases.split("|"):
                assert line_kind(phrase.capitalize()) == kind, phrase
                assert line_kind(f"{phrase}:") == kind, phrase


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _story("Поделиться")
    probs = np.full(len(page.text_blocks), 0.7)

    def kept(params: AutoParams) -> list[str]:
        return kept_texts(page, probs, params)

    on = kept(AutoParams(decision="threshold", threshold=0.5))
    off = kept(AutoParams(decision="threshold", threshold=0.5, prompt_lines=False))
    assert "Поделиться" in off and "Поделиться" not in on


@pytest.mark.parametrize(
    "text",
    [
        "Share",
        "  Поделиться:  ",
        "Zobacz\u00a0także »",
        "Комментарии (3)",
        "İstanbul\tpaylaş",
        "分享到：",
        "Follow us on\nTwitter",
        "a\u2003b  c ",
        "",
    ],
)
def test_the_rule_reads_a_line_as_line_kind_does(text: str) -> None:
    """The rule reads its lines from the clean-up's keys (in C when the kernel is built);
    stripped of marks and counts, each equals the line :func:`line_kind` reads."""
    assert _stripped(line_keys([text])[0]) == _line(text)


def _plain_may_prompt(line: str) -> bool:
    """What :func:`_may_prompt` answers, by its definition: every opening and ending tried."""
    return line.startswith(_OPENS) or line.endswith(_ENDINGS) or any(t in line for t in _HELD)


def test_a_line_is_tried_as_its_definition_says() -> None:
    """The openings and endings looked up by a line's first and last character answer as
    trying them all, on lines around every opening, ending and held text and on others."""
    texts = _OPENS + _ENDINGS + _HELD
    lines = ["", " ", "x", "views", "просмотров 12", "share", "ctrl+enter", "a\u00e9"]
    for text in texts:
        for before, after in (("", ""), ("", " 12"), ("12 ", ""), ("x", "y"), ("«", ":")):
            lines += [before + text + after, (before + text + after)[1:], text[:-1], text[1:]]
    for line in lines:
        assert _may_prompt(line) == _plain_may_prompt(line), line
    assert sum(map(_may_prompt, lines)) > len(texts)  # most of them are tried


def test_an_empty_opening_is_refused() -> None:
    with pytest.raises(ValueError):
        _by_end(("follow us", ""), 0)
    assert _by_end(("ab", "ac", "b"), 0) == {"a": ("ab", "ac"), "b": ("b",)}
    assert _by_end(("ab", "cb", "c"), -1) == {"b": ("ab", "cb"), "c": ("c",)}
