"""A copyright notice the model kept at the story's end is dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.closing_notice import drop_closing_notices
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams

STORY = "".join(
    f"<p>Paragraph {n} of the story tells what the council decided on the park and why.</p>"
    for n in range(8)
)
NOTICE = (
    "<p>Copyright 2008 Associated Press. All rights reserved. This material may not be "
    "published, broadcast, rewritten or redistributed.</p>"
)
RESERVED = "<p>© 2024 Ежедневные новости. Все права защищены.</p>"
PROSE = (
    "<p>" + "The owners said all rights reserved for the band stay with the label. " * 5 + "</p>"
)


def _dropped(page, keep: tuple[str, ...]) -> set[str]:
    decisions, probs = decide_keeping(page, keep)
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in drop_closing_notices(page.text_blocks, probs, flags)}


def test_a_notice_after_the_story_is_dropped_in_several_languages() -> None:
    for notice, start in ((NOTICE, "Copyright"), (RESERVED, "©")):
        page = prepared_page(STORY + notice)
        dropped = _dropped(page, ("Paragraph", start))
        assert len(dropped) == 1 and next(iter(dropped)).startswith(start)


def test_a_notice_before_most_of_the_kept_text_stays() -> None:
    page = prepared_page(NOTICE + STORY)
    assert _dropped(page, ("Paragraph", "Copyright")) == set()
    page = prepared_page(STORY[:200] + NOTICE + STORY)
    assert _dropped(page, ("Paragraph", "Copyright")) == set()


def test_a_long_paragraph_that_names_rights_is_no_notice() -> None:
    page = prepared_page(STORY + PROSE)
    assert _dropped(page, ("Paragraph", "The owners")) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(STORY + NOTICE)
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert not any(t.startswith("Copyright") for t in kept_texts(page, probs, params))
    off = AutoParams(decision="threshold", threshold=0.5, closing_notice=False)
    assert any(t.startswith("Copyright") for t in kept_texts(page, probs, off))


def test_a_closing_line_that_only_shares_a_notice_word_stays() -> None:
    line = "<p>При использовании команды «Скопировать» копия появляется как кисть.</p>"
    page = prepared_page(STORY + line)
    assert _dropped(page, ("Paragraph", "При")) == set()


TERMS = (
    "<p>This copy is for your personal, non-commercial use only. Distribution and use of "
    "this material are governed by our Subscriber Agreement and by copyright law.</p>"
)
REPRINT = (
    "<p>При воспроизведении или цитировании статей, опубликованных на портале, ссылка на "
    "портал обязательна. "
    + "Свидетельство о регистрации, адрес редакции и телефоны. " * 12
    + "</p>"
)
CREDITS = "<p>© Studio 2025. All Rights Reserved. " + "The logo is a trademark of Studio. " * 12
CREDITS += "</p>"


def _dropped_terms(page, keep: tuple[str, ...], terms: bool) -> set[str]:
    decisions, probs = decide_keeping(page, keep)
    flags = kept_flags(decisions, page.text_blocks)
    changed = drop_closing_notices(page.text_blocks, probs, flags, terms)
    return {page.blocks[i].text for i in changed}


def test_closing_terms_of_use_are_a_notice_with_reprint_terms() -> None:
    page = prepared_page(STORY + TERMS)
    assert _dropped_terms(page, ("Paragraph", "This copy"), terms=False) == set()
    dropped = _dropped_terms(page, ("Paragraph", "This copy"), terms=True)
    assert len(dropped) == 1 and next(iter(dropped)).startswith("This copy")


def test_a_long_block_that_opens_with_reprint_terms_is_a_notice() -> None:
    page = prepared_page(STORY * 3 + REPRINT)
    assert _dropped_terms(page, ("Paragraph", "При"), terms=False) == set()
    dropped = _dropped_terms(page, ("Paragraph", "При"), terms=True)
    assert len(dropped) == 1 and next(iter(dropped)).startswith("При воспроизведении")


def test_a_long_block_that_opens_with_a_copyright_mark_stays() -> None:
    page = prepared_page(STORY * 3 + CREDITS)
    assert _dropped_terms(page, ("Paragraph", "©"), terms=True) == set()


def test_reprint_terms_is_read_in_decide_page() -> None:
    page = prepared_page(STORY + TERMS)
    probs = np.full(len(page.text_blocks), 0.9)
    on = AutoParams(decision="threshold", threshold=0.5)
    assert not any(t.startswith("This copy") for t in kept_texts(page, probs, on))
    off = AutoParams(decision="threshold", threshold=0.5, reprint_terms=False)
    assert any(t.startswith("This copy") for t in kept_texts(page, probs, off))
