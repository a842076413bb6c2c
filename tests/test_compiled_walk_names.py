"""The segment kernel's shortcuts over absent attributes and class names, exact.

A class's first word is read from the attribute's bytes while they are ASCII (the value
is decoded whole only when a longer character comes before the word's end); an image's
absent or empty source attributes and ``alt`` are not stripped or collapsed.
``segment_reference`` and ``text.split()[0][:40]`` are the definitions.
"""

from __future__ import annotations

import random

import pytest
from tests.test_compiled_walks import assert_same_segmentation, parsed_both_ways

from thresher._core import SEGMENT, kernel
from thresher.html.segment import segment, segment_reference

# Whitespace str.split() knows (ASCII, the C1 NEL, NBSP, the wide spaces), characters that
# are not whitespace (one byte and more in UTF-8), and the pieces a class is made of.
_SPACES = (" ", "\t", "\n", "\x0c", "\r", "\x1c", "\x1f", "\x85", "\xa0", "\u2003", "\u3000")
_WORDS = ("a", "nav", "x" * 39, "y" * 41, "é", "日本", "b-c_d", "𝒳", "q1")


def _class_value(rng: random.Random) -> str:
    parts = [rng.choice(_SPACES + _WORDS) for _ in range(rng.randrange(0, 6))]
    return "".join(parts)


def _escaped(value: str) -> str:
    return value.replace("&", "&amp;").replace('"', "&quot;").replace("<", "&lt;")


def _random_pages(seed: int, count: int) -> dict[str, str]:
    rng = random.Random(seed)
    pages = {}
    for n in range(count):
        body = []
        for _ in range(12):
            cls = _escaped(_class_value(rng))
            src = rng.choice(("", " src=''", " src='  '", " src=' i.png '", " data-src='d.png'"))
            sets = rng.choice(("", " srcset=''", " srcset=' '", " srcset='a.png 1x, b.png 2x'"))
            alt = rng.choice(("", " alt=''", " alt='  '", " alt=' two  words '"))
            href = rng.choice(("", " href=''", " href='/x'", " href=' '"))
            body.append(
                f'<div class="{cls}"><p class="{cls}">text {n}<a{href}> anchor <b>b</b></a>'
                f"<img{src}{sets}{alt}> after</p></div>"
            )
        pages[f"random-{seed}-{n}"] = "<html><body>" + "".join(body) + "</body></html>"
    return pages


def test_class_words_images_and_links_match_the_reference():
    if kernel(SEGMENT) is None:
        pytest.skip("the segment kernel is not built here, or the pure path is forced")
    compiled = kernel(SEGMENT)
    for label, doc in parsed_both_ways(_random_pages(7, 12)):
        for option in ({}, {"include_images": False}, {"max_nodes": 40}):
            fast, ref = segment(doc, **option), segment_reference(doc, **option)
            assert_same_segmentation(fast, ref, f"{label} {option}")
        for el in doc.tree.iter("div", "p"):
            value = el.get("class")
            words = value.split() if value else []
            expected = words[0][:40] if words else None
            assert compiled.first_class_word(el) == expected, (label, value)
