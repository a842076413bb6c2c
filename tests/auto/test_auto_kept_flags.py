"""The kept flags the decision stage finds once and hands to its rules (no timing)."""

from __future__ import annotations

import inspect
import random
from pathlib import Path

from tests.auto.decision_pages import prepared_page

from thresher.api import load_document
from thresher.methods.auto import method
from thresher.methods.auto.decided import KeptFlags, kept_flags
from thresher.methods.auto.sections import heading_positions
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Decision, Label

CASES = Path(__file__).resolve().parents[1] / "cases"
# The rules decide_page hands the text blocks' flags to (by keyword or by position).
RULES = (
    "thread_posts",
    "drop_teaser_runs",
    "drop_fine_print",
    "drop_form_boxes",
    "keep_headings_over_prose",
    "complete_sections",
    "kept_thread",
    "run_chrome",
    "clean_up",
    "complete_listing",
    "drop_doubted_runs",
    "rescue_listing",
)


def test_updated_flags_are_the_flags_found_again() -> None:
    page = prepared_page(
        "<h2>Title</h2><p>One paragraph here.</p><img src='a.png' alt='x'>"
        + "".join(f"<p>Paragraph {n} of the page.</p>" for n in range(12))
    )
    blocks = page.text_blocks
    rng = random.Random(25)
    labels = list(Label)
    decisions = {b.index: Decision(b.index, rng.choice(labels), "t") for b in blocks[1:]}
    kept = KeptFlags(decisions, blocks)
    assert kept.flags == kept_flags(decisions, blocks)
    images = [b.index for b in page.blocks if b.kind == "img"]
    assert images  # an image's decision changes no text block's flag
    for _ in range(40):
        indices = rng.sample([b.index for b in blocks] + images, 4)
        changed = {i: Decision(i, rng.choice(labels), "c") for i in indices}
        decisions.update(changed)
        kept.update(changed)
        assert kept.flags == kept_flags(decisions, blocks)
    copied = KeptFlags(decisions, blocks, kept.flags)  # flags handed are copied
    copied.update({blocks[0].index: Decision(blocks[0].index, Label.CONTENT, "c")})
    assert copied.flags[0] and kept.flags != copied.flags


def _flags_of(rule, args, kwargs):
    """The flags, decisions and blocks a call of one of :data:`RULES` was handed."""
    bound = inspect.signature(rule).bind(*args, **kwargs)
    named = bound.arguments
    if "page" in named:  # thread_posts reads the page's text blocks
        return named.get("flags"), named["decisions"], named["page"].text_blocks
    blocks = named["blocks"]
    if rule.__name__ == "clean_up":
        blocks = [b for b in blocks if b.kind != "img"]
    return named.get("flags"), named["decisions"], blocks


def test_each_rule_is_handed_the_flags_of_its_decisions(monkeypatch) -> None:
    """On every golden page, each rule decide_page hands flags to gets those of the
    decisions it is handed, as it would find them itself, and decides the same with
    them (and the page's groups by ident and heading positions) as without."""
    handed: set[str] = set()

    def checked(rule):
        def call(*args, **kwargs):
            flags, decisions, blocks = _flags_of(rule, args, kwargs)
            found = rule(*args, **kwargs)
            if flags is not None:
                assert list(flags) == kept_flags(decisions, blocks), rule.__name__
                bound = inspect.signature(rule).bind(*args, **kwargs)
                bound.arguments["flags"] = None
                if "by_ident" in bound.arguments:  # made by the rule itself then
                    bound.arguments["by_ident"] = None
                if "headings" in bound.arguments:  # found by the rule itself then
                    assert list(bound.arguments["headings"]) == heading_positions(blocks)
                    bound.arguments["headings"] = None
                assert rule(*bound.args, **bound.kwargs) == found, rule.__name__
                handed.add(rule.__name__)
            return found

        return call

    for name in RULES:
        monkeypatch.setattr(method, name, checked(getattr(method, name)))
    options, params, model = Options(), method.AutoParams(), method.load_model()
    for case in sorted(p for p in CASES.iterdir() if p.is_dir()):
        doc = load_document((case / "source.html").read_bytes(), url="https://example.org/")
        page = method.prepare_page(doc, segment_page(doc, options), options)
        method.decide_page(page, model.predict_proba(page.features), options, params)
    assert handed == set(RULES)
