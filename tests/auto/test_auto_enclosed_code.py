"""Code samples the model dropped between kept text are kept (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.enclosed_code import keep_enclosed_code
from thresher.methods.auto.method import AutoParams

BEFORE = "<p>This module times small bits of code, and it avoids the usual traps.</p>"
AFTER = "<p>Note however that the module picks the number of loops by itself.</p>"
EXAMPLE = (
    "<h2>Basic examples</h2>"
    "<p>This can be achieved from the command line with:</p>"
    "<pre>$ python3 -m timeit '\"-\".join(map(str, range(100)))'\n"
    "10000 loops, best of 5: 23.2 usec per loop</pre>"
)
LINKS = "<ul>" + "".join(f"<li><a href='/p{n}'>Page number {n}</a></li>" for n in range(8))


def _added(page, changed) -> set[str]:
    return {page.blocks[i].text for i in changed}


def test_a_code_sample_between_kept_text_is_kept_with_its_lines() -> None:
    page = prepared_page(BEFORE + EXAMPLE + AFTER)
    decisions, probs = decide_keeping(page, ("This module", "Note however"))
    added = _added(page, keep_enclosed_code(page.text_blocks, probs, decisions))
    assert "Basic examples" in added
    assert "This can be achieved from the command line with:" in added
    assert any(text.startswith("$ python3 -m timeit") for text in added)


def test_a_code_sample_before_or_after_the_kept_text_stays_out() -> None:
    for body in (EXAMPLE + BEFORE + AFTER, BEFORE + AFTER + EXAMPLE):
        page = prepared_page(body)
        decisions, probs = decide_keeping(page, ("This module", "Note however"))
        assert keep_enclosed_code(page.text_blocks, probs, decisions) == {}


def test_a_run_of_links_around_a_code_block_is_no_code_and_prose() -> None:
    page = prepared_page(BEFORE + LINKS + "</ul><pre>make install</pre>" + AFTER)
    decisions, probs = decide_keeping(page, ("This module", "Note however"))
    assert keep_enclosed_code(page.text_blocks, probs, decisions) == {}


def test_blocks_the_model_ruled_out_stay_dropped() -> None:
    page = prepared_page(BEFORE + EXAMPLE + AFTER)
    decisions, probs = decide_keeping(page, ("This module", "Note however"), dropped_p=0.01)
    assert keep_enclosed_code(page.text_blocks, probs, decisions) == {}


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    page = prepared_page(BEFORE + EXAMPLE + AFTER)
    probs = np.array(
        [
            0.9 if b.text.startswith(("This module", "Note however")) else 0.1
            for b in page.text_blocks
        ]
    )
    on = kept_texts(page, probs, AutoParams(decision="threshold", threshold=0.5))
    off = kept_texts(
        page, probs, AutoParams(decision="threshold", threshold=0.5, enclosed_code=False)
    )
    assert any(text.startswith("$ python3") for text in on)
    assert not any(text.startswith("$ python3") for text in off)
