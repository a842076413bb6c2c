"""The features kernel's class/id keyword bits and tag bits, against signals.py.

``signals._text_bits`` (``KEYWORD_PATTERN.finditer``) and ``signals.tag_bits`` are
the definitions; the kernel matches each keyword group's literals in C for a
lower-case ASCII text (``_features.keyword_bits``). Both are compared here on
random texts made of the literals' pieces and on every class and id of the
bundled pages; the block matrices themselves are compared in
``tests/test_compiled_features.py``.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from lxml import html as lxml_html

from thresher._core import FEATURES, kernel
from thresher.methods.auto import signals

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


@pytest.fixture(scope="module")
def compiled():
    found = kernel(FEATURES)
    if found is None:
        pytest.skip("the compiled features kernel is not available (pure path)")
    return found


def _pieces(compiled) -> list[str]:
    """The keyword literals, cut and whole, and characters around them."""
    pieces = [*"abcdefghijklmnopqrstuvwxyz0123456789", "-", "_", " ", "  ", "ies", "y"]
    for _, body in signals.KEYWORD_GROUPS:
        for literal, _ in compiled.expand_keywords(body):
            pieces += [literal, literal[:-1], literal[1:], literal[: len(literal) // 2]]
    return pieces


def test_keyword_bits_equal_the_pattern_on_random_texts(compiled):
    pieces = _pieces(compiled)
    rng = random.Random(7)
    reference = signals._text_bits.__wrapped__
    for _ in range(100_000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 7)))
        assert compiled.keyword_bits(text) == reference(text), text


def test_keyword_bits_equal_the_pattern_on_bundled_class_and_id_values(compiled):
    reference = signals._text_bits.__wrapped__
    seen = 0
    for path in BUNDLED:
        for el in lxml_html.fromstring(path.read_bytes()).iter():
            cls, ident = el.get("class"), el.get("id")
            if not cls and not ident:
                continue
            text = ((cls or "") + " " + (ident or "")).lower()
            found = compiled.keyword_bits(text)
            if found is not None:  # None: not ASCII, the kernel calls class_id_bits
                assert found == reference(text), text
                seen += 1
    assert seen > 300


def test_keyword_bits_leave_other_texts_to_python(compiled):
    assert compiled.keyword_bits("Navigation") is None  # not lower-case
    assert compiled.keyword_bits("navigación") is None  # not ASCII
    assert compiled.keyword_bits("navigation") == signals._text_bits("navigation")


def test_expand_keywords_follows_re_order(compiled):
    assert compiled.expand_keywords("skip-?link|jump") == [
        ("skip-link", False),
        ("skiplink", False),
        ("jump", False),
    ]
    assert compiled.expand_keywords("repl(?:y|ies)|ads?(?![a-z])") == [
        ("reply", False),
        ("replies", False),
        ("ads", True),
        ("ad", True),
    ]


@pytest.mark.parametrize("pattern", ["a+", "a*b", "[ab]", "a.b", r"a\b", "a??", "(?![a-z])a", "x|"])
def test_expand_keywords_refuses_what_it_cannot_mirror(compiled, pattern):
    with pytest.raises(ValueError):
        compiled.expand_keywords(pattern)


def test_tag_bits_in_the_matrix_follow_signals(compiled):
    """Every ancestor tag, a namespaced one and an unknown one: the kernel's rows equal the
    reference's (the anc_ columns are tag_bits of the block's ancestors)."""
    import numpy as np

    from thresher.html.document import load_document
    from thresher.methods.auto.block_features import block_features, block_features_reference
    from thresher.methods.auto.signals import page_facts
    from thresher.options import Options
    from thresher.pipeline import segment_page

    body = "".join(
        f"<{tag} class='x-{tag}'><p>Some words in a {tag} element, long enough.</p></{tag}>"
        for tag in (*signals.ANCESTOR_TAGS, "nav2", "custom-el")
    )
    doc = load_document(f"<html><body>{body}</body></html>".encode())
    blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
    facts = page_facts(blocks, None)
    fast = block_features(blocks, None, facts)
    assert np.array_equal(fast, block_features_reference(blocks, None, facts))


def test_keyword_bits_pass_over_no_opening_pair(compiled):
    """The kernel passes over a position whose two bytes open no literal: every pair of
    lower-case ASCII bytes, alone, at a text's end and before each literal's rest, and each
    literal cut after its first byte at the text's end, give the pattern's bits."""
    reference = signals._text_bits.__wrapped__
    alphabet = [chr(c) for c in range(32, 127) if not "A" <= chr(c) <= "Z"]
    rests = {""}
    for _, body in signals.KEYWORD_GROUPS:
        for literal, _ in compiled.expand_keywords(body):
            rests.add(literal[2:])
            for head in ("", "x", "-", " ", "a "):
                text = head + literal[0]
                assert compiled.keyword_bits(text) == reference(text), text
    for a in alphabet:
        for b in alphabet:
            for text in (a + b, "--" + a + b, a + b + "-", *(a + b + rest for rest in rests)):
                assert compiled.keyword_bits(text) == reference(text), text
