"""The load stage's text measure that stops at a bound (``_dom_index.text_chars_upto``) keeps
the answers of its definition, :func:`thresher.html.unhide._text_chars`: the count itself
when it is within the bound, a count over the bound when the whole one is."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import DOM_INDEX, kernel
from thresher.html import parse, repairs, unhide
from thresher.html.repairs import adopt_strays

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WORDS = "lorem ipsum dolor \u4e2d\u6587 \U0001f600 caf\u00e9 &amp; \u3000 &lt;b&gt;".split(" ")
OPENINGS = [
    "<div>", '<div style="display:none">', "<section hidden>", "<button>", "<iframe>",
    "<noscript>", "<script>", "<style>", "<template>", "<p>", "<span>", "<!-- c -->",
    "<![CDATA[", "<fb:div>", "<svg><div>", "<select>",
]  # fmt: skip


def _walk():
    walk = kernel(DOM_INDEX)
    if walk is None:
        pytest.skip("the DOM index kernel is not built (or the pure path is forced)")
    assert walk.TEXT_CHARS_USABLE, "unhide._text_chars changed: update _dom_index.pyx's mirror"
    return walk


def _trees(seed: int, count: int) -> list[etree._Element]:
    rng = random.Random(seed)
    pages = [path.read_bytes() for path in BUNDLED]
    for _ in range(count):
        parts = ["<html><body>"]
        for _ in range(rng.randint(1, 50)):
            if rng.random() < 0.4:
                parts.append(rng.choice(OPENINGS))
            elif rng.random() < 0.3:
                parts.append("</" + rng.choice(["div", "noscript", "section", "p", "script"]) + ">")
            else:
                parts.append(" ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 60))))
        pages.append("".join(parts).encode("utf-8"))
    trees = []
    for data in pages:
        tree = etree.fromstring(data, parse._parser())
        adopt_strays(tree)
        trees.append(tree)
    return trees


def test_the_walk_with_a_stop_keeps_every_answer_of_the_definition() -> None:
    """On the bundled pages and random ones, for the body and some elements under it, and
    stops around the count: within the stop the count itself, past it a count over it;
    the unhide repairs' tags and the noscript repair's (``_visible_chars``) alike."""
    walk = _walk()
    passed = 0
    for tree in _trees(7201, 40):
        for top in [*tree.iter("body", "div", "noscript", "section")][:5]:
            whole = unhide._text_chars(top)
            for stop in (0, 1, whole // 3, whole - 1, whole, whole + 1):
                if stop < 0:
                    continue
                found = walk.text_chars_upto(top, unhide._UNREAD, stop)
                assert found == whole if whole <= stop else stop < found <= whole
                passed += whole > stop > 0
            if not any(a.tag in repairs._HIDDEN_TEXT_TAGS for a in top.iterancestors()):
                visible = repairs._visible_chars(top, 10**9)
                assert walk.text_chars_upto(top, repairs._HIDDEN_TEXT_ORDER, 10**9) == visible
                for enough in (1, visible, visible + 1, 200):
                    assert repairs._shows_enough(top, enough) == (visible >= enough)
    assert passed > 100


def test_the_body_is_counted_only_as_far_as_the_swallowing_test_needs() -> None:
    """A hidden wrapper of 600 characters in a body of some 66 000 is no app shell: the
    body's count stops past 800 (600 / 0.75) and the wrapper stays hidden; a wrapper that
    holds nearly all of the text is shown, as before."""
    walk = _walk()
    hidden = '<div style="display:none"><p>' + "word " * 120 + "</p></div>"
    rest = "<p>other text of the page</p>" * 3_000
    tree = etree.fromstring(f"<html><body>{hidden}{rest}</body></html>", parse._parser())
    body = unhide.body_of(tree)
    assert 800 < walk.text_chars_upto(body, unhide._UNREAD, 801) < 2_000
    assert unhide.unhide_swallowed_text(tree) == []
    shell = etree.fromstring(f"<html><body>{hidden}<p>a b</p></body></html>", parse._parser())
    shown = ["a hidden <div> held most of the page's text; shown"]
    assert unhide.unhide_swallowed_text(shell) == shown
