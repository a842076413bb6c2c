"""``posting_rules``: a thread's "Posting Rules" box (the reader's permissions and the
editor's settings, in the engine's language pack) is dropped as a run of three lines or
more; one such line alone (a post about BB code) stays."""

from __future__ import annotations

import pytest
from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.posting_rules import (
    box_lines,
    drop_posting_rules,
    line_class,
    may_hold_box,
)
from thresher.types import Block

BOXES = {
    "en": (
        "Posting Permissions",
        "You may not post new threads",
        "You may not post replies",
        "You may not post attachments",
        "You may not edit your posts",
        "BB code is On",
        "Smilies are On",
        "[IMG] code is On",
        "HTML code is Off",
    ),
    "de": (
        "Berechtigungen",
        "Neue Themen erstellen: Nein",
        "Themen beantworten: Nein",
        "Anhänge hochladen: Nein",
        "BB-Code ist an.",
        "Smileys sind an.",
        "HTML-Code ist aus.",
    ),
    "fr": (
        "Vous ne pouvez pas publier de nouveaux sujets dans ce forum",
        "Vous ne pouvez pas répondre aux sujets dans ce forum",
        "Le code BBCode est activé",
        "Les smileys sont activés",
    ),
    "es": (
        "No puedes crear nuevos temas",
        "No puedes responder temas",
        "El código BB está activado",
        "El código HTML está desactivado",
    ),
    "it": (
        "Non puoi aprire nuove discussioni",
        "Non puoi inserire repliche",
        "Il codice BB è attivo",
        "Il codice HTML è disattivato",
    ),
    "pt": (
        "Você não pode criar novos tópicos",
        "Você não pode responder",
        "Você não pode enviar anexos",
        "Código [IMG] está ativado",
    ),
    "ru": (
        "Вы не можете создавать новые темы",
        "Вы не можете отвечать в темах",
        "BB-коды Вкл.",
        "Смайлы Вкл.",
    ),
    "zh": ("您不可以发表新主题", "您不可以发表回复", "您不可以上传附件", "HTML 代码 关闭"),
    "ja": (
        "新しいスレッドを作成できません",
        "返信を投稿できません",
        "添付ファイルを投稿できません",
    ),
}
PROSE = (
    "I tried the new gearbox on the lathe last week and it runs much quieter than the old one.",
    "Thanks for the tip, the belt was loose and the noise is gone now after I tightened it.",
    "Same here, mine needed a new belt too; the old one had cracks all along its length.",
)


@pytest.mark.parametrize("language", sorted(BOXES))
def test_each_language_box_is_found(language: str) -> None:
    texts = [*PROSE, *BOXES[language], "Contact us"]
    found = box_lines(texts)
    assert found
    assert all(texts[pos] in BOXES[language] for pos in found)


@pytest.mark.parametrize("language", sorted(BOXES))
def test_most_lines_of_each_language_are_rule_lines(language: str) -> None:
    rules = [line for line in BOXES[language] if line_class(line) == "rule"]
    assert len(rules) >= 3, BOXES[language]


@pytest.mark.parametrize("language", sorted(BOXES))
def test_each_language_box_passes_the_gate(language: str) -> None:
    assert may_hold_box(BOXES[language])


def test_prose_does_not_pass_the_gate() -> None:
    assert not may_hold_box([*PROSE, "Reply", "Quote", "Share"])


def test_a_single_rule_line_is_no_box() -> None:
    texts = [*PROSE, "BB code is On", *PROSE]
    assert line_class("BB code is On") == "rule"
    assert box_lines(texts) == []


def test_rule_lines_far_apart_are_no_box() -> None:
    lines = BOXES["en"][1:4]
    texts = [lines[0], *PROSE, lines[1], *PROSE, lines[2]]
    assert box_lines(texts) == []


def test_every_line_of_the_german_and_english_boxes_is_a_rule_line() -> None:
    for line in (*BOXES["en"][1:], *BOXES["de"][1:]):
        assert line_class(line) == "rule", line


def test_a_header_alone_is_no_rule() -> None:
    assert line_class("Posting Permissions") == "header"
    assert line_class("BB code is great") is None
    assert line_class("You may not believe how quiet the lathe runs now") is None


def _page() -> list[Block]:
    posts = "".join(f"<div class='post'><p>{text}</p></div>" for text in PROSE)
    items = "".join(f"<li>{line}</li>" for line in BOXES["en"][1:])
    html = f"<main>{posts}<div id='rules'><h4>{BOXES['en'][0]}</h4><ul>{items}</ul></div></main>"
    return list(prepared_page(html).text_blocks)


def test_the_kept_box_lines_are_dropped_and_the_posts_stay() -> None:
    blocks = _page()
    flags = [True] * len(blocks)
    dropped = drop_posting_rules(blocks, [0.6] * len(blocks), flags)
    texts = {b.text for b in blocks if b.index in dropped}
    assert texts == set(BOXES["en"])
    assert not texts & set(PROSE)


def test_a_page_with_little_else_kept_keeps_its_box() -> None:
    blocks = _page()
    flags = [b.text not in PROSE for b in blocks]
    assert drop_posting_rules(blocks, [0.6] * len(blocks), flags) == {}


def test_the_switch_is_on_by_default() -> None:
    assert AutoParams().posting_rules
