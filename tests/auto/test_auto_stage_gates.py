"""The decision stage's gates of stop 61 held to their definitions: a tag's opening
searched in the page's bytes (:func:`source_holds_opening`) answers as ``in`` on the
page's text, end tags cut or not, seams or not; the story-slot rule tests a block's
length before its place; the quotation boxes read each element's answer once; the lead
prose reads the kept flags as the decisions."""

from __future__ import annotations

import random

import numpy as np
import pytest
from tests.auto.decision_pages import prepared_page

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.errors import EmptyInputError
from thresher.html.document import load_document
from thresher.methods.auto import lead_prose, post_quotes, story_slot
from thresher.methods.auto.decided import Inside, kept_flags
from thresher.methods.auto.markup_words import source_holds_opening
from thresher.types import KEPT_LABELS, Decision, Label

_PIECES = (
    "<time", "<TIME", "<", "<t", "<ti", "<tim", "time", "ime", "me", "e", "</body>", "</html>",
    "</BODY >", "</html\n>", "</body", "<</", "<p>", "</p>", " ", "\n", "x", "é", "内容",
    ' datetime="2024-01-02"', ">", "/",
)  # fmt: skip


def _pages(rng: random.Random, count: int) -> list[bytes]:
    pages = [
        b"<html><body><p>x<</body>time datetime</p></html>",  # a seam makes the word
        b"<html><body><p>x<</body></html>time</p>",
        b"<html><body><time datetime='2024'>x</time></body></html>",
        b"\xef\xbb\xbf<html><body><p>a<</body>time</p>",  # a byte-order mark: no bytes kept
    ]
    for _ in range(count):
        text = "<html><body>" + "".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 14)))
        pages.append(text.encode("utf-8"))
    return pages


def test_a_tag_opening_in_the_bytes_is_in_the_text() -> None:
    rng = random.Random(61)
    seen = {"bytes": 0, "held": 0, "seam": 0}
    for data in _pages(rng, 4_000):
        try:
            doc = load_document(data)
        except EmptyInputError:
            continue
        expected = "<time" in doc.source_text
        assert source_holds_opening(doc, "<time", 3) is expected, data
        if doc.source_utf8 is not None:
            seen["bytes"] += 1
            seen["held"] += expected
            seen["seam"] += expected and b"<time" not in doc.source_utf8
        text = load_document(data.decode("utf-8", "replace"))  # a text given: no bytes
        assert source_holds_opening(text, "<time", 3) is ("<time" in text.source_text)
    assert seen["bytes"] > 1_000 and seen["held"] > 200
    if kernel(PARSE) is not None:  # the load cuts the end tags from the bytes
        assert seen["seam"] >= 2  # pages whose cut made the word: the text was read


def test_the_word_must_be_a_tag_opening() -> None:
    doc = load_document(b"<html><body><p>x</p></body></html>")
    for word in ("time", "</body", "<ti me", "<a<b"):
        with pytest.raises(ValueError):
            source_holds_opening(doc, word, 1)


def _story_slot_plain(blocks, probs, decisions, flags, own_ids):
    """``keep_story_slot`` as it read before the length test came first: the definition."""
    places = story_slot._story_places(blocks, flags, own_ids)
    found = {}
    for pos, block in enumerate(blocks):
        if flags[pos] or block.kind not in story_slot.PARAGRAPH_KINDS:
            continue
        if story_slot.place(block.path, own_ids) not in places:
            continue
        if story_slot._is_paragraph(block, probs[pos]) and (
            decisions[block.index].label is Label.BOILERPLATE
        ):
            found[block.index] = Decision(
                block.index, Label.CONTENT, story_slot._REASON.format(p=probs[pos])
            )
    return found


def test_the_story_slot_reads_as_before() -> None:
    rng = random.Random(25)
    kept = 0
    sentence = "explains how the rack, the bench and the plates fit in a small room at home."
    lines = (
        sentence,
        sentence,
        sentence,
        "Short.",
        "A line without a stop but long enough to pass the test",
        "",
    )
    for _ in range(40):
        parts = []
        for n in range(rng.randint(2, 20)):
            text = f"Part {n} {rng.choice(lines)}"
            inner = f"<a href='/x'>{text}</a>" if rng.random() < 0.2 else text
            own = f" id='p{n}'" if rng.random() < 0.5 else ""
            parts.append(f"<div class='w{rng.randint(0, 1)}'><p{own}>{inner}</p></div>")
        page = prepared_page("".join(parts))
        blocks = page.text_blocks
        probs = np.array([rng.choice((0.01, 0.04, 0.06, 0.3, 0.9)) for _ in blocks])
        labels = (Label.CONTENT, Label.BOILERPLATE, Label.COMMENT)
        decisions = {b.index: Decision(b.index, rng.choice(labels), "t") for b in page.blocks}
        flags = kept_flags(decisions, blocks)
        for own_ids in (False, True):
            got = story_slot.keep_story_slot(blocks, probs, decisions, flags, own_ids)
            assert got == _story_slot_plain(blocks, probs, decisions, flags, own_ids)
            kept += len(got)
    assert kept >= 10  # pages where the rule keeps paragraphs, and pages where it keeps none


def test_the_quotation_boxes_with_a_shared_memo() -> None:
    rng = random.Random(7)
    boxed = 0
    kinds = ("<blockquote>", "<div class='quote'>", "<div class='js-quote'>", "<div>", "<p>")
    ends = {"<blockquote>": "</blockquote>", "<p>": "</p>"}
    for _ in range(30):
        opened, html = [], ""
        for _ in range(rng.randint(5, 40)):
            if opened and rng.random() < 0.3:
                html += ends.get(opened.pop(), "</div>")
            else:
                kind = rng.choice(kinds)
                opened.append(kind)
                html += kind + "line "
        doc = load_document(f"<html><body>{html}</body></html>".encode())
        known: dict = {}
        for element in doc.tree.iter():
            alone = post_quotes.quotation_box(element)
            assert post_quotes.quotation_box(element, known) is alone
            boxed += alone is not None
    assert boxed > 100


def _first_kept_plain(blocks, decisions, main):
    """``lead_prose._first_kept_paragraph`` as it read the decisions: the definition."""
    in_main = Inside(main)
    for pos, block in enumerate(blocks):
        decision = decisions.get(block.index)
        if decision is None or decision.label not in KEPT_LABELS:
            continue
        if block.features.sentence_count and in_main(block):
            return pos
    return None


def test_the_lead_prose_reads_the_kept_flags_as_the_decisions() -> None:
    rng = random.Random(3)
    sentence = "The council met on Monday and agreed to open the bridge again."
    found = 0
    for _ in range(40):
        lines = [rng.choice((sentence, "Menu", "Share")) for _ in range(rng.randint(1, 16))]
        parts = [f"<div class='s{rng.randint(0, 2)}'><p>{line}</p></div>" for line in lines]
        page = prepared_page(f"<main>{''.join(parts)}</main><div>{sentence}</div>")
        blocks = page.text_blocks
        labels = (Label.CONTENT, Label.HEADING, Label.BOILERPLATE, Label.COMMENT)
        decisions = {b.index: Decision(b.index, rng.choice(labels), "t") for b in page.blocks}
        if rng.random() < 0.2:  # a block without a decision
            decisions.pop(blocks[rng.randrange(len(blocks))].index, None)
        probs = np.array([rng.choice((0.05, 0.2, 0.6)) for _ in blocks])
        main = blocks[0].element.getparent().getparent()
        flags = kept_flags(decisions, blocks)
        first = lead_prose._first_kept_paragraph(blocks, flags, main)
        assert first == _first_kept_plain(blocks, decisions, main)
        found += first is not None
        title = rng.choice((-1, 0, 2))
        with_flags = lead_prose.keep_lead_paragraphs(blocks, probs, decisions, main, title, flags)
        assert with_flags == lead_prose.keep_lead_paragraphs(blocks, probs, decisions, main, title)
    assert found > 10
