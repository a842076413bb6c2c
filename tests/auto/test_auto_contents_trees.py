"""A contents tree whose deeper items the model kept and whose first levels it dropped
(``contents_trees``; no model needed): a docutils "Contents" box, each item a paragraph."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.nested_lists import keep_nested_lists

QUESTIONS = ("Q: What is it?", "Q: Who made it?", "Q: Is it free?", "Q: Where is it used?",
             "Q: How stable is it?", "Q: Who uses it?")  # fmt: skip


def _contents(wrap: str = "p") -> str:
    def item(text: str, inner: str = "") -> str:
        anchor = f"<a href='#{len(text)}'>{text}</a>"
        return f"<li><{wrap}>{anchor}</{wrap}>{inner}</li>" if wrap else f"<li>{anchor}{inner}</li>"

    first, second = QUESTIONS[:3], QUESTIONS[3:]
    level3 = ("<ul>" + "".join(item(q) for q in first) + "</ul>",
              "<ul>" + "".join(item(q) for q in second) + "</ul>")  # fmt: skip
    level2 = item("General", level3[0]) + item("In the world", level3[1])
    tree = "<ul>" + item("The FAQ", f"<ul>{level2}</ul>") + "</ul>"
    return f"<h1>The FAQ</h1><nav class='contents'><ul>{tree}</ul></nav><p>{'Answers. ' * 20}</p>"


def _kept(body: str, deep: bool = True) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, ("Q: ", "The", "Answers"), 0.2)
    flags = kept_flags(decisions, page.text_blocks)
    changed = keep_nested_lists(page.text_blocks, page.features, probs, decisions, flags, deep)
    return {page.blocks[i].text for i in changed}


def test_a_contents_tree_kept_at_its_deepest_level_is_completed() -> None:
    assert _kept(_contents()) == {"General", "In the world"}
    assert _kept(_contents(), deep=False) == set()
    assert _kept(_contents(wrap="")) == set()  # a menu's links right in its items
    page = prepared_page(_contents())
    probs = np.array([0.9 if b.text.startswith(("Q: ", "The", "Answers")) else 0.2
                      for b in page.text_blocks])  # fmt: skip
    on = kept_texts(page, probs, AutoParams(decision="threshold"))
    off = kept_texts(page, probs, AutoParams(decision="threshold", contents_trees=False))
    assert "General" in on and "General" not in off and AutoParams().contents_trees
