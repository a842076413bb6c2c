"""Boxes of fine print (disclaimers) beside a page's text, dropped (no model needed)."""

from __future__ import annotations

import random

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.fine_print import drop_fine_print
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

PROSE = "".join(
    f"<p>Feature {n}: the vacuum maps every room of the house and cleans each one on its "
    "own schedule, without any help.</p>"
    for n in range(3)
)
NOTES = (
    "<p>* Compared to standard mode. Results may vary with the floor and the dirt.</p>"
    "<p>** Sold separately. Availability may vary by country, region or retailer.</p>"
)
KEPT = ("Feature", "*")


def _dropped(page: PreparedPage, title: str | None = None) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    changed = drop_fine_print(page.text_blocks, probs, decisions, title)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_disclaimer_box_beside_the_text_is_dropped() -> None:
    page = prepared_page(f"<main>{PROSE}<div class='pdp-disclaimer'>{NOTES}</div></main>")
    dropped = _dropped(page)
    assert len(dropped) == 2 and all(text.startswith("*") for text in dropped)


def test_the_box_is_found_by_an_id_and_an_ancestor() -> None:
    page = prepared_page(f"{PROSE}<section id='legal'><div class='notes'>{NOTES}</div></section>")
    assert len(_dropped(page)) == 2


def test_words_that_only_contain_the_names_do_not_count() -> None:
    for name in ("disclosure", "paralegal-team", "footnotes", "legality"):
        page = prepared_page(f"{PROSE}<div class='{name}'>{NOTES}</div>")
        assert _dropped(page) == set(), name


def test_one_line_of_fine_print_stays() -> None:
    one = NOTES.split("</p>")[0] + "</p>"
    page = prepared_page(f"{PROSE}<div class='disclaimer'>{one}</div>")
    assert _dropped(page) == set()


def test_a_page_of_fine_print_alone_or_a_legal_page_stays() -> None:
    page = prepared_page(f"<h2>Notes</h2><div class='disclaimer'>{NOTES}</div>")
    assert _dropped(page) == set()  # nothing else kept
    page = prepared_page(f"{PROSE}<div class='disclaimer'>{NOTES}</div>")
    assert _dropped(page, "Terms of Use | Example Shop") == set()
    assert len(_dropped(page, "Robot Vacuum X7 | Example Shop")) == 2


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{PROSE}<div class='disclaimer'>{NOTES}</div></main>")
    probs = np.array([0.9 for _ in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on, off = kept(AutoParams()), kept(AutoParams(fine_print=False))
    notes = {t for t in off if t.startswith("*")}
    assert len(notes) == 2 and not notes & on
    assert {t for t in off if t.startswith("Feature")} <= on


def test_the_cheap_path_test_never_turns_away_a_path_the_pattern_matches() -> None:
    from thresher.methods.auto.fine_print import FINE_PRINT_WORDS, _may_name_fine_print

    rng = random.Random(7)
    words = ["Disclaimer", "DISCLOSURES", "legal", "Fine-Print", "fineprint", "discl", "lega"]
    pieces = ["div", "p", "main#content", ".", "#", "/", "-", "_", "x", "Q", "\u017f", "\u212a"]
    for _ in range(20_000):
        parts = [rng.choice(pieces + words) for _ in range(rng.randrange(1, 9))]
        path = "".join(parts)
        if FINE_PRINT_WORDS.search(path):
            assert _may_name_fine_print(path), path
    assert not _may_name_fine_print("html/body/div#page.site/main/article/p")
    assert _may_name_fine_print("div.DISCLAIMERS/p")


def test_the_page_wide_path_test_turns_away_no_page_with_a_path_of_fine_print() -> None:
    """:func:`_none_fine_print` (one test of the kept paths joined) is True only where
    :func:`_in_fine_print` is False for every path: stems in longer words, case, ſ and K,
    non-ASCII paths; and True on plain pages, where it spares the per-path tests."""
    from thresher.methods.auto.fine_print import _in_fine_print, _none_fine_print

    rng = random.Random(5)
    words = ["Disclaimer", "DISCLOSURES", "legal", "Legalese", "fine-print", "finest", "discl"]
    pieces = ["div", "p", "main#content", ".", "#", "/", "-", "_", "x", "\u017f", "\u212a", "é"]
    for _ in range(20_000):
        paths = [
            "".join(rng.choice(pieces + words) for _ in range(rng.randrange(1, 7)))
            for _ in range(rng.randrange(0, 5))
        ]
        if _none_fine_print(paths):
            assert not any(map(_in_fine_print, paths)), paths
    assert _none_fine_print(["html/body/div#page.site/main/article/p", "body/div.menu/ul/li"])
    assert _none_fine_print(["body/div.légalité/p", "body/div.Legalese/p"])
    assert not _none_fine_print(["body/div.menu/p", "body/div.x/div.disclaimer/p"])
