"""A banner's versions for each market above the page's h1 are no content
(``banner_variants``; no model needed: the probabilities are set by hand)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest
from tests.auto.decision_pages import kept_texts, prepared_page

from thresher.methods.auto import variant_banners as vb
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.variant_banners import banner_variants, without_banner_variants

MARKETS = ("$40", "$60 CAD", "65€", "R$670", "¥990", "480kr", "₹11,230", "65€")
SLIDE = "Free standard shipping on orders {amount} or more. See our shipping rates."
HERO = (
    "<h1>Custom Skincare Set</h1><p>Create your own routine from three to five products "
    "and save ten percent on the whole set.</p>"
)
CARDS = "".join(
    f"<div class='card'><h3>Product {name}</h3><p>A gentle product for every skin</p></div>"
    for name in ("One", "Two", "Three", "Four")
)


def _banner(line: str = SLIDE, markets: tuple[str, ...] = MARKETS, link: bool = False) -> str:
    def slide(amount: str) -> str:
        text = line.format(amount=amount)
        return f"<a href='/s'>{text}</a>" if link else f"<p>{text}</p>"

    slides = "".join(f"<div class='slide'>{slide(amount)}</div>" for amount in markets)
    return f"<div class='bar'>{slides}<div class='slide'><p>Score a free gift!</p></div></div>"


def _slides(page) -> list[str]:
    return [b.text for b in page.text_blocks if b.text.startswith(("Free standard", "Score"))]


def test_the_market_versions_of_a_banner_are_found() -> None:
    page = prepared_page(_banner() + HERO + CARDS)
    found = [page.text_blocks[pos].text for pos in banner_variants(page.text_blocks, page.features)]
    assert found == _slides(page)  # the slide without an amount with them
    assert len(found) == len(MARKETS) + 1


@pytest.mark.parametrize(
    "body",
    [
        HERO + _banner() + CARDS,  # under the headline: the page's own lines
        _banner(markets=("$40",) * 8) + HERO,  # one line copied, not versions of it
        _banner(markets=MARKETS[:4]) + HERO,  # four slides: too few
        _banner(line="Special Price {amount} You Save $17 Regular Price $99") + HERO,
        _banner(line="Free {amount} Week Marathon Training Plan for beginners", link=True) + HERO,
    ],
)
def test_no_banner(body: str) -> None:
    page = prepared_page(body)
    assert banner_variants(page.text_blocks, page.features) == []
    probs = np.full(len(page.text_blocks), 0.5)
    assert without_banner_variants(page.text_blocks, page.features, probs) is probs


@pytest.mark.parametrize("card_level", [0.2, 0.3, 0.4])
@pytest.mark.parametrize("banner_level", [0.6, 0.8, 0.97])
def test_the_banner_is_dropped_however_sure_the_model_is(
    card_level: float, banner_level: float
) -> None:
    """Structure alone decides: the slides are dropped at any probability, and the page's
    own lines are decided without them."""
    page = prepared_page(_banner() + HERO + CARDS)
    slides = set(_slides(page))
    probs = np.array([banner_level if b.text in slides else card_level for b in page.text_blocks])
    kept = kept_texts(page, probs, AutoParams())
    assert not slides & set(kept)
    assert "Custom Skincare Set" in kept


def test_the_switch_in_decide_page() -> None:
    page = prepared_page(_banner() + HERO + CARDS)
    slides = set(_slides(page))
    probs = np.array([0.95 if b.text in slides else 0.3 for b in page.text_blocks])
    on = kept_texts(page, probs, AutoParams())
    off = kept_texts(page, probs, replace(AutoParams(), banner_variants=False))
    assert "Custom Skincare Set" in on and not slides & set(on)
    assert slides <= set(off) and "Custom Skincare Set" not in off


def _ungated(page) -> list[int]:
    """The rule without its gates: every line above the headline grouped by path and read
    as a template (the definition the gated rule must equal)."""
    blocks, features = page.text_blocks, page.features
    levels = features[:, vb._HEADING_LEVEL]
    headlines = np.flatnonzero(levels == 1)
    top = int(headlines[0]) if headlines.size else int(len(features) * vb.TOP_SHARE)
    head = features[:top]
    lines = np.flatnonzero(
        (head[:, vb._DIGIT_RATIO] > 0)
        & (head[:, vb._LOG_CHARS] >= vb._MIN_LOG_CHARS)
        & (head[:, vb._LINK_DENSITY] <= vb.MAX_LINK_SHARE)
    )
    by_path: dict[str, list[int]] = {}
    for pos in lines.tolist():
        by_path.setdefault(vb._DIGITS.sub("", blocks[pos].path), []).append(pos)
    banners = {
        path
        for path, members in by_path.items()
        if len(members) >= vb.MIN_VARIANTS and vb._one_template(blocks, members)
    }
    return [pos for pos in range(top) if vb._DIGITS.sub("", blocks[pos].path) in banners]


SPACED = "Free  standard shipping on orders {amount} or more. See our shipping rates."
WIDE_SPACED = SLIDE.replace(" ", "\u3000")  # words apart, with no space among them
UNSPACED = "全场满{amount}元包邮，欢迎选购新品"  # one word: its template is a lone number


@pytest.mark.parametrize(
    "body",
    [
        _banner() + HERO + CARDS,
        _banner() + CARDS,  # no h1: the page's first fifth
        _banner(markets=MARKETS[:5]) + HERO,  # five slides: just enough
        _banner(markets=MARKETS[:5]) + _banner(line=SPACED, markets=MARKETS[:5]) + HERO,
        _banner(markets=MARKETS[:3]) + _banner(line=SPACED, markets=MARKETS[:3]) + HERO,
        _banner(line=SLIDE * 20) + HERO,  # long lines
        _banner(markets=MARKETS[:4]) + HERO,
        HERO + _banner() + CARDS,
        _banner(markets=("$40",) * 8) + HERO,
        _banner(line=WIDE_SPACED) + HERO,
        _banner(line=UNSPACED) + HERO,
    ],
)
def test_the_gates_skip_no_banner(body: str) -> None:
    """The cheap gates (five blocks holding a digit above the headline; lines grouped by
    their count of spaces) find what the ungated rule finds."""
    page = prepared_page(body)
    assert banner_variants(page.text_blocks, page.features) == _ungated(page)


@pytest.mark.parametrize(
    ("text", "spacing"),
    [
        ("全场满199元包邮", None),  # one word: its template is "#"
        (" 全场满199元包邮 ", 2),
        ("Free\u3000shipping\u3000over\u3000$40", 0),  # words apart all the same
        ("Free shipping over $40", 3),
    ],
)
def test_spacing(text: str, spacing: int | None) -> None:
    assert vb._spacing(text) == spacing
