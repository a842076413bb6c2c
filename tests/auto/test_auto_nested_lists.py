"""The nested items of a list of links whose first level the model kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.nested_lists import keep_nested_lists
from thresher.types import Label


def _chapter(number: int, sections: int = 2) -> str:
    subs = "".join(
        f"<li><a href='/{number}/{s}'>{number}.{s}. Section {s} of part {number}</a></li>"
        for s in range(1, sections + 1)
    )
    return f"<li><a href='/{number}'>{number}. Part {number}</a><ul>{subs}</ul></li>"


CONTENTS = "<h1>The reference</h1><ul>" + "".join(_chapter(n) for n in (1, 2, 3)) + "</ul>"


def _kept(body: str = CONTENTS, kept: tuple[str, ...] = ("The", "1. ", "2. "), p: float = 0.25):
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, kept, p)
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_nested_lists(page.text_blocks, page.features, probs, decisions, flags)
    assert all(d.label is Label.CONTENT for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_nested_items_and_dropped_chapters_of_a_kept_contents_tree_are_kept() -> None:
    assert _kept() == {
        "1.1. Section 1 of part 1",
        "1.2. Section 2 of part 1",
        "2.1. Section 1 of part 2",
        "2.2. Section 2 of part 2",
        "3. Part 3",
        "3.1. Section 1 of part 3",
        "3.2. Section 2 of part 3",
    }


def test_a_tree_dropped_at_its_first_level_a_flat_list_or_ruled_out_items_keep_nothing() -> None:
    assert _kept(kept=("The", "1. ")) == set()  # one chapter of three: a menu with submenus
    items = "".join(f"<li><a href='/{n}'>{n}. Part {n}</a></li>" for n in range(5))
    flat = f"<ul>{items}</ul>"
    assert _kept(body=flat, kept=("1. ", "2. ", "3. ")) == set()
    assert _kept(p=0.05) == set()  # the model ruled them out
    plain = CONTENTS.replace("<a href", "<b class").replace("</a>", "</b>")
    assert _kept(body=plain) == set()  # items that are not links


def test_a_box_inside_the_items_is_not_a_tree_of_links() -> None:
    cards = CONTENTS.replace("<a ", "<div><a ").replace("</a>", "</a></div>")
    assert _kept(body=cards) == set()


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(CONTENTS)
    probs = np.array([0.25 if "." in b.text[:4] else 0.9 for b in page.text_blocks])
    probs[[i for i, b in enumerate(page.text_blocks) if b.text.endswith("Part 1")]] = 0.9
    probs[[i for i, b in enumerate(page.text_blocks) if b.text.endswith("Part 2")]] = 0.9

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    assert "1.1. Section 1 of part 1" in kept(AutoParams(decision="threshold"))
    off = AutoParams(decision="threshold", nested_lists=False)
    assert "1.1. Section 1 of part 1" not in kept(off)
