"""A definition list the model kept mostly keeps its dropped entries (no model needed)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.definition_lists import definition_list, keep_definition_lists
from thresher.methods.auto.method import AutoParams

ENTRIES = "".join(
    f"<dt id='o{n}'>Option {n}</dt><dd><p>Option {n} sets how the tool rounds the values"
    " it reads.</p></dd>"
    for n in range(3)
)
SHORT = "<dt id='user-site'>--user-site</dt><dd><p>Print the path.</p></dd>"
INTRO = "<p>The tool reads these options from its command line when it starts.</p>"


def _kept(page, keep: tuple[str, ...], dropped_p: float = 0.1) -> set[str]:
    decisions, probs = decide_keeping(page, keep, dropped_p)
    flags = kept_flags(decisions, page.text_blocks)
    return {page.blocks[i].text for i in keep_definition_lists(page.text_blocks, probs, flags)}


def test_the_dropped_entries_of_a_list_kept_mostly_are_kept() -> None:
    page = prepared_page(f"{INTRO}<dl>{ENTRIES}{SHORT}</dl>")
    assert _kept(page, ("Option", "The tool")) == {"--user-site", "Print the path."}


def test_a_list_the_model_dropped_mostly_stays_dropped() -> None:
    page = prepared_page(f"{INTRO}<dl>{ENTRIES}{SHORT}</dl>")
    assert _kept(page, ("Option 0 sets", "The tool")) == set()


def test_an_entry_the_model_ruled_out_stays_dropped() -> None:
    page = prepared_page(f"{INTRO}<dl>{ENTRIES}{SHORT}</dl>")
    assert _kept(page, ("Option", "The tool"), dropped_p=0.01) == set()


def test_a_nested_list_is_judged_by_its_own_entries() -> None:
    inner = "<dl><dt>Sub-option</dt><dd>A detail.</dd></dl>"
    page = prepared_page(f"{INTRO}<dl>{ENTRIES}<dt id='n'>Nested</dt><dd>{inner}</dd></dl>")
    assert _kept(page, ("Option", "The tool", "Nested")) == set()


def test_a_thread_set_as_a_list_is_left_to_the_thread_rules() -> None:
    page = prepared_page(f"{INTRO}<div id='comments'><dl>{ENTRIES}{SHORT}</dl></div>")
    assert _kept(page, ("Option", "The tool")) == set()


def test_the_innermost_list_of_a_path() -> None:
    assert definition_list("body/dl.py/dd/dl.py/dt#x") == "body/dl.py/dd/dl.py"
    assert definition_list("body/dl#api/dd/p") == "body/dl#api"
    assert definition_list("body/div.dlist/p") is None
    assert definition_list("body/dlx/p") is None


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(f"{INTRO}<dl>{ENTRIES}{SHORT}</dl>")
    probs = np.array(
        [0.1 if b.text in ("--user-site", "Print the path.") else 0.9 for b in page.text_blocks]
    )
    # the listing rule, which keeps a run of like entries the model kept in part, off
    params = AutoParams(decision="threshold", threshold=0.5, complete_listing=False)
    assert "Print the path." in kept_texts(page, probs, params)
    off = replace(params, definition_lists=False)
    assert "Print the path." not in kept_texts(page, probs, off)
