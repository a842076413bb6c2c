"""A doubted copyright notice's box after the story, dropped (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.copyright_box import MIN_NOTICE, SURE, drop_copyright_boxes
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Decision, Label

STORY = "".join(
    f"<p>Paragraph {n}: the council voted on Tuesday to rebuild the old bridge over the "
    "river, and the work will start in the spring of next year.</p>"
    for n in range(3)
)
# A legal footer in Russian: the rule reads the sign, not the words.
BOX_LINES = (
    "<br>Допускается цитирование материалов без согласования с редакцией.<br>"
    "Редакция не несет ответственности за достоверность информации."
)
FOOTER = (
    "<div class='bot'>Правовые ограничения: © Агентство, 2012. Все права защищены."
    f"{BOX_LINES}</div>"
)


def _probs(page: PreparedPage, doubted: float = 0.4) -> np.ndarray:
    """The story sure (0.95), every other block doubted."""
    return np.array([0.95 if b.text.startswith("Paragraph") else doubted for b in page.text_blocks])


def _all_kept(page: PreparedPage) -> dict[int, Decision]:
    return {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}


def _dropped(page: PreparedPage, probs: np.ndarray) -> set[str]:
    flags = kept_flags(_all_kept(page), page.text_blocks)
    changed = drop_copyright_boxes(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_box_of_a_doubted_notice_after_the_story_is_dropped() -> None:
    page = prepared_page(f"<main>{STORY}</main>{FOOTER}")
    dropped = _dropped(page, _probs(page))
    assert len(dropped) == 3
    assert not any(text.startswith("Paragraph") for text in dropped)


def test_a_notice_before_the_story_or_one_the_model_is_sure_of_stays() -> None:
    page = prepared_page(f"{FOOTER}<main>{STORY}</main>")
    assert _dropped(page, _probs(page)) == set()  # a credit above the story
    page = prepared_page(f"<main>{STORY}</main>{FOOTER}")
    assert _dropped(page, _probs(page, doubted=0.85)) == set()


def test_a_notice_the_model_all_but_dropped_or_a_page_without_a_sure_story_stays() -> None:
    page = prepared_page(f"<main>{STORY}</main>{FOOTER}")
    assert _dropped(page, _probs(page, doubted=0.1)) == set()  # kept by another rule
    unsure = np.array([0.6 for _ in page.text_blocks])
    assert _dropped(page, unsure) == set()


def test_a_notice_doubted_at_either_bound_is_read_as_the_rule_says() -> None:
    # doubted: from MIN_NOTICE (included) up to SURE (left out)
    page = prepared_page(f"<main>{STORY}</main>{FOOTER}")
    assert len(_dropped(page, _probs(page, doubted=MIN_NOTICE))) == 3
    assert _dropped(page, _probs(page, doubted=np.nextafter(MIN_NOTICE, 0))) == set()
    # a bare notice (no sentence: not the story) the model is sure of, over doubted lines
    page = prepared_page(f"<main>{STORY}</main><div class='bot'>© Агентство 2012{BOX_LINES}</div>")
    probs = _probs(page, doubted=np.nextafter(SURE, 0))
    assert len(_dropped(page, probs)) == 3
    probs[[pos for pos, b in enumerate(page.text_blocks) if "©" in b.text]] = SURE
    assert _dropped(page, probs) == set()


def test_only_the_notices_own_element_is_dropped() -> None:
    other = "<div class='contact'>Write to the newsroom about this story any time.</div>"
    page = prepared_page(f"<main>{STORY}</main>{other}{FOOTER}")
    dropped = _dropped(page, _probs(page))
    assert len(dropped) == 3 and not any(text.startswith("Write") for text in dropped)


def test_a_line_with_the_notices_path_but_not_its_element_stays() -> None:
    after = "<p>On the Net: the council's minutes, online.</p><p>© 2005 The Agency. All rights.</p>"
    page = prepared_page(f"<main>{STORY}{after}</main>")
    assert _dropped(page, _probs(page)) == {"© 2005 The Agency. All rights."}


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{STORY}</main>{FOOTER}")
    probs = _probs(page)

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    decision = AutoParams(decision="threshold", threshold=0.3)
    on, off = (
        kept(decision),
        kept(AutoParams(decision="threshold", threshold=0.3, copyright_box=False)),
    )
    footer = {t for t in off if not t.startswith("Paragraph")}
    assert len(footer) == 3 and not footer & on
    assert {t for t in off if t.startswith("Paragraph")} <= on
