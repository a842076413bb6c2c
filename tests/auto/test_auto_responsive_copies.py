"""A text the page writes once for wide screens and once for narrow ones, kept once."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.responsive_copies import (
    _responsive_pair,
    drop_responsive_copies,
    responsive,
)
from thresher.types import Decision, Label

STORY = "".join(
    f"<p>Paragraph {n}: the jacket is a light, packable insulated layer that keeps you "
    "warm on cold mornings and stows in its own pocket.</p>"
    for n in range(3)
)
HELP = "Do you need help ordering? Call our store and we will gladly advise you."


def _page(wide: str, narrow: str) -> PreparedPage:
    return prepared_page(
        f"<main>{STORY}<div class='{wide}'><p>{HELP}</p></div>"
        f"<div class='{narrow}'><p>{HELP}</p></div></main>"
    )


def _dropped(page: PreparedPage) -> list[str]:
    kept = {b.index: Decision(b.index, Label.CONTENT, "t") for b in page.text_blocks}
    flags = kept_flags(kept, page.text_blocks)
    probs = np.full(len(page.text_blocks), 0.7)
    changed = drop_responsive_copies(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return [page.blocks[i].text for i in sorted(changed)]


@pytest.mark.parametrize(
    ("wide", "narrow"),
    [
        ("mt-4 d-none d-md-flex", "mt-4 d-flex d-md-none"),  # Bootstrap 4
        ("inverted hide-mobile", "inverted hide-desktop"),
        ("box hidden md:block", "box md:hidden"),  # Tailwind
        ("content", "content mobile-only"),  # one copy marked is enough
        ("visible-lg", "hidden-lg"),  # Bootstrap 3
        # a BEM modifier's screen words, a landscape or portrait width
        ("h2 kit--show-mobile-landscape", "h2 kit--hide-mobile-landscape"),
        ("block w-hidden-tiny", "block"),  # Webflow
        ("widget elementor-hidden-mobile_extra", "widget"),  # Elementor's added widths
    ],
)
def test_the_copy_for_another_screen_width_is_dropped(wide: str, narrow: str) -> None:
    assert _dropped(_page(wide, narrow)) == [HELP]


def test_a_text_repeated_without_a_screen_width_class_stays() -> None:
    assert _dropped(_page("quote", "quote")) == []  # a quoted post, a refrain
    assert _dropped(_page("overflow-hidden", "md:flex")) == []  # layout, not visibility


def test_a_field_repeated_in_many_items_stays() -> None:
    cells = "".join(f"<td class='hidden-sm'>{HELP}</td><td>{n}</td>" for n in range(6))
    page = prepared_page(f"<main>{STORY}<table><tr>{cells}</tr></table></main>")
    assert _dropped(page) == []


def test_screen_width_classes() -> None:
    for word in ("d-lg-none", "hidden-xs", "is-hidden-mobile", "hide-for-small", "lg:hidden"):
        assert responsive(f"box {word} mt-4")
    assert responsive("d-none d-md-block") and responsive("hidden lg:flex")
    for word in ("hidden", "d-none", "md:flex", "overflow-hidden", "mobile-menu", "col-md-4"):
        assert not responsive(f"box {word}")
    assert not responsive("xhidden-xs") and not responsive("d-md-none2")
    for word in ("kit--show-mobile-landscape", "w-hidden-tiny", "elementor-hidden-laptop"):
        assert responsive(f"box {word}")
    for word in ("kit--showcase", "slide-mobile-landscape", "hidden-mobile-menu"):
        assert not responsive(f"box {word}")


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = _page("d-none d-md-block", "d-md-none")
    probs = np.full(len(page.text_blocks), 0.7)

    def kept(params: AutoParams) -> list[str]:
        return kept_texts(page, probs, params)

    on = kept(AutoParams(decision="threshold", threshold=0.5))
    off = kept(AutoParams(decision="threshold", threshold=0.5, responsive_copies=False))
    assert off.count(HELP) == 2 and on.count(HELP) == 1


def _pair_by_branches(first: object, second: object) -> bool:
    """The definition: a responsive class on either branch below the shared ancestor."""
    above = [first, *first.iterancestors()]  # type: ignore[attr-defined]
    branch = [second, *second.iterancestors()]  # type: ignore[attr-defined]
    shared = next(e for e in branch if e in above)
    below = above[: above.index(shared)] + branch[: branch.index(shared)]
    return any(responsive((e.get("class") or "").lower()) for e in below)


def test_the_page_wide_check_rules_out_only_pairs_with_no_responsive_branch() -> None:
    rng = np.random.default_rng(52)
    classes = ("", "box", "d-none d-md-block", "hide-mobile", "row", "md:hidden")
    page = prepared_page(
        "<main>"
        + "".join(
            f"<div class='{classes[rng.integers(6)]}'><section class='{classes[rng.integers(6)]}'>"
            f"<p class='{classes[rng.integers(6)]}'>{HELP} {n}</p></section></div>"
            for n in range(12)
        )
        + f"</main><div class='{classes[2]}'><p>{HELP}</p><p>{HELP}.</p></div>"
    )
    elements = [b.element for b in page.text_blocks if b.element is not None]
    memo: dict = {}
    above: dict = {}
    answers = [
        (_responsive_pair(a, b, memo, above), _pair_by_branches(a, b))
        for a in elements
        for b in elements
        if a is not b
    ]
    assert all(got == want for got, want in answers)
    assert {want for _, want in answers} == {True, False}
