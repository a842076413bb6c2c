"""The list of links a kept sentence introduces, kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.introduced_lists import keep_introduced_lists
from thresher.methods.auto.method import AutoParams
from thresher.types import Label

INDEX = (
    "<ul><li><a href='/socket'>socket: low-level networking</a></li>"
    "<li><a href='/ssl'>ssl: TLS wrapper for sockets</a></li></ul>"
)
CHAPTER = (
    "<section><h1>Networking</h1><p>{intro}</p>{items}</section><div class='nav'>{items}</div>"
)
INTRO = "The list of modules described in this chapter is:"


def _kept(intro: str = INTRO, items: str = INDEX, dropped_p: float = 0.25) -> set[str]:
    page = prepared_page(CHAPTER.format(intro=intro, items=items))
    decisions, probs = decide_keeping(page, ("Networking", intro), dropped_p)
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_introduced_lists(page.text_blocks, probs, decisions, flags)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return {page.blocks[i].path.split("/")[-3] + ":" + page.blocks[i].text for i in changed}


def test_the_links_a_kept_sentence_introduces_are_kept_and_not_the_navigation() -> None:
    assert _kept() == {
        "section:socket: low-level networking",
        "section:ssl: TLS wrapper for sockets",
    }


def test_a_full_width_colon_introduces_too() -> None:
    assert len(_kept(intro="本章介绍的模块有以下这些：")) == 2


def test_a_label_a_sentence_without_colon_or_plain_items_keep_nothing() -> None:
    assert _kept(intro="Read more:") == set()
    assert _kept(intro="More world stories from NBC News:") == set()
    assert _kept(intro="The modules described in this chapter follow.") == set()
    plain = "<ul><li>does not match the subject of the post;</li><li>holds spam;</li></ul>"
    assert _kept(items=plain) == set()
    assert _kept(dropped_p=0.05) == set()  # items the model ruled out


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(CHAPTER.format(intro=INTRO, items=INDEX))
    probs = np.array([0.25 if b.tag == "li" else 0.9 for b in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    assert "ssl: TLS wrapper for sockets" in kept(AutoParams(decision="threshold"))
    off = AutoParams(decision="threshold", introduced_lists=False)
    assert "ssl: TLS wrapper for sockets" not in kept(off)
