"""A live page's refresh control the model kept, alone or on the line of the time beside
it, is dropped (``refresh_controls``; no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.story_refresh_links import drop_refresh_controls

STORY = "<p>The council voted on Monday to reopen the old library after three years.</p>"
TIME = "<time datetime='2025-03-05T14:32:00+01:00'>05.03.2025 14:32</time>"
# A control's word a language: en, de, es, pt, fr, it, nl, pl, cs, ro, hu, ru, uk, sv,
# nb, fi, tr, el, id, vi, ar, he, ja, ko, zh.
WORDS = (
    "Refresh", "Aktualisieren", "Actualizar", "Atualizar", "Actualiser", "Aggiorna",
    "Vernieuwen", "Odśwież", "Obnovit", "Actualizează", "Frissítés", "Обновить", "Оновити",
    "Uppdatera", "Oppdater", "Päivitä", "Yenile", "Ανανέωση", "Perbarui", "Làm mới",
    "تحديث", "רענן", "更新", "새로고침", "刷新",
)  # fmt: skip


def _dropped(header: str) -> set[str]:
    page = prepared_page(f"<article><header><h1>Live</h1>{header}</header>{STORY}</article>")
    decisions, probs = decide_keeping(page, ("The council", "05.03", *WORDS, "Update"))
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in drop_refresh_controls(page.text_blocks, probs, flags)}


def test_a_control_beside_the_time_goes_with_the_time_in_every_language() -> None:
    for word in WORDS:
        link = f"<a class='refresh' href='#'>{word}</a>"
        assert _dropped(TIME + link) == {f"05.03.2025 14:32{word}"}, word
        assert _dropped(f"{TIME} · <a href='#'>{word}</a>") == {f"05.03.2025 14:32 · {word}"}


def test_a_control_alone_goes() -> None:
    assert _dropped("<div><a role='button' href='#'>Aktualisieren</a></div>") == {"Aktualisieren"}


def test_a_word_that_is_no_control_or_not_alone_stays() -> None:
    assert _dropped("<p>Update</p>") == set()  # plain text over a post
    assert _dropped("<div><a href='#update'>Update</a></div>") == set()  # a section's link
    assert _dropped("<div><a href='/live'>Actualizar</a></div>") == set()  # a page's link
    assert _dropped("<div><a href='#'>Update</a> the app</div>") == set()
    assert _dropped(f"<div>{TIME} <span>Actualizar</span></div>") == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(f"{STORY}<div>{TIME}<a href='#'>Actualizar</a></div>{STORY}")
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    line = "05.03.2025 14:32Actualizar"
    assert line not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, refresh_controls=False)
    assert line in kept_texts(page, probs, off)
