"""``thread_notes``: a thread's notes about itself (the count over its answers, the notice
that it is closed, the board's clock line), as the engines' language packs print them,
are dropped when kept (classes of :mod:`thresher.methods.auto.prompt_lines`); a post's
sentence that opens or ends like one stays."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.prompt_lines import (
    ANSWER_COUNT,
    BOARD_CLOCK,
    CLOSED_THREAD,
    THREAD_NOTES,
    drop_prompt_lines,
    line_kind,
)
from thresher.types import Block

NOTES = {
    "en": (
        "21 Answers",
        "Not open for further replies.",
        "All times are GMT -4. The time now is 08:15 AM.",
    ),
    "de": (
        "4 Antworten",
        "Für weitere Antworten geschlossen.",
        "Alle Zeitangaben in WEZ +1. Es ist jetzt 14:01 Uhr.",
    ),
    "fr": ("12 réponses", "Ce sujet est verrouillé", "Toutes les heures sont au format UTC+01:00"),
    "es": ("3 respuestas", "Tema cerrado", "Todas las horas son GMT +1. La hora es 14:01."),
    "it": ("2 risposte", "Discussione chiusa", "Tutti gli orari sono GMT +1. Ora sono le 14:01."),
    "pt": ("5 respostas", "Tópico fechado", "Todos os horários são GMT -3. Agora são 14:01."),
    "ru": ("5 ответов", "Тема закрыта", "Часовой пояс: UTC+03:00"),
    "zh": ("21 个回答", "主题已关闭", "所有时间均为 GMT +8。现在的时间是 14:01。"),
    "ja": ("3 件の回答", "このスレッドはロックされています", "全ての時間は GMT +9 です。"),
}
KINDS = (ANSWER_COUNT, CLOSED_THREAD, BOARD_CLOCK)
# Post lines that look like notes at first sight: none is a note.
POST_LINES = (
    "12 comments",
    "2 replies to my question were wrong, so I asked again",
    "It is currently 5 degrees in the shop.",
    "All times are approximate, measured by hand.",
    "New replies are no longer allowed",  # Discourse's closing post: truths keep it
    "The thread closed with a summary of the answers.",
    "1984",
)
PROSE = (
    "I have been turning bowls on a small lathe for a year and the tool keeps catching "
    "on the end grain. Is it the angle of the gouge or the speed?",
    "Lower the speed and present the bevel first. Rub the bevel, then lift the handle "
    "slowly until the edge starts to cut; on end grain cut downhill.",
    "Thanks, the bevel was the problem. Now it cuts cleanly even on the end grain.",
)


@pytest.mark.parametrize("language", sorted(NOTES))
def test_each_language_note_is_read(language: str) -> None:
    assert tuple(line_kind(text) for text in NOTES[language]) == KINDS


@pytest.mark.parametrize("text", POST_LINES)
def test_a_post_line_is_no_note(text: str) -> None:
    assert line_kind(text) is None


def _page() -> list[Block]:
    posts = "".join(f"<div class='post'><p>{text}</p></div>" for text in PROSE)
    count, closed, clock = NOTES["en"]
    html = (
        f"<main><div class='question'><p>{PROSE[0]}</p></div><h2>{count}</h2>{posts}"
        f"<div class='notice'>{closed}</div></main><footer><p>{clock}</p></footer>"
    )
    return list(prepared_page(html).text_blocks)


def test_the_kept_notes_are_dropped_and_the_posts_stay() -> None:
    blocks = _page()
    flags = [True] * len(blocks)
    dropped = drop_prompt_lines(blocks, [0.6] * len(blocks), flags)
    texts = {b.text for b in blocks if b.index in dropped}
    assert texts == set(NOTES["en"])
    assert drop_prompt_lines(blocks, [0.6] * len(blocks), flags, notes=False) == {}


def test_a_page_with_little_else_kept_keeps_its_notes() -> None:
    blocks = _page()
    flags = [b.text not in PROSE for b in blocks]
    assert drop_prompt_lines(blocks, [0.6] * len(blocks), flags) == {}


def test_the_switch_turns_the_rule_off() -> None:
    page = prepared_page(
        "<main>"
        + "".join(f"<div class='post'><p>{text}</p></div>" for text in PROSE)
        + f"<h2>{NOTES['de'][0]}</h2><p>{NOTES['de'][1]}</p></main>"
    )
    probs = np.full(len(page.text_blocks), 0.9)
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, AutoParams(thread_notes=False))
    assert set(off) - set(on) == set(NOTES["de"][:2])


def test_the_switch_is_on_by_default() -> None:
    assert AutoParams().thread_notes
    assert THREAD_NOTES - set(KINDS) == {"mail archive navigation"}  # engine_threads_more3
