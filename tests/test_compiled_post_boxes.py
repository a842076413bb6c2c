"""The thread rules' kernel functions (``headed_posts``' boxes, header paths and
candidates; ``deep_posts``' box holders and dated lines; ``decided.tallies``;
``page_kind.with_items``; the C reading of ``has_date_or_time``) held to their Python
references: on bundled, hostile, XML (namespaces, entities, DTD defaults) and random
pages, and on random texts of digits, marks and word characters. The libxml2 climbs
hand back None only where Python must answer."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from tests.auto.decision_pages import prepared_page

from test_compiled_facts import _xml_documents
from test_compiled_walks import _bundled, _documents
from thresher._core import kernel
from thresher._core.modules import DECIDE, FACTS
from thresher.html.document import load_document
from thresher.methods.auto import page_kind
from thresher.methods.auto.decided import _tallies_reference, tallies
from thresher.methods.auto.deep_posts import (
    MAX_DATE_LINE,
    MAX_POST_DEPTH,
    _dated_lines_reference,
    _holders_reference,
)
from thresher.methods.auto.discussion import MIN_POSTS, has_date_or_time
from thresher.methods.auto.headed_posts import (
    MAX_HEADER_DEPTH,
    _candidates_reference,
    _item_places_reference,
    _path,
    _path_reference,
)
from thresher.methods.auto.page_kind import _with_items_reference
from thresher.types import Document

_CLASSES = ["post", "post 12", "x1y2 a", " a\tb ", "b a", "a\x1cb", "7", "", "dáte", "p-3 p-3", "A"]


def _compiled():
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    return compiled


def _random_page(rng: random.Random) -> str:
    parts = ["<html><body>"]
    for _ in range(rng.randrange(1, 60)):
        tag = rng.choice(["div", "li", "ul", "p", "span", "!--", "b"])
        if tag == "!--":
            parts.append("<!-- note -->")
            continue
        cls = f' class="{rng.choice(_CLASSES)}"' if rng.random() < 0.7 else ""
        close = "" if rng.random() < 0.4 else f"</{tag}>"
        parts.append(f"<{tag}{cls}>text{close}")
    return "".join(parts) + "</body></html>"


def _pages() -> Iterator[tuple[str, Document]]:
    yield from _bundled()
    yield from _documents()
    yield from _xml_documents()
    rng = random.Random(13)
    for number in range(300):
        yield f"random-{number}", load_document(_random_page(rng))


def test_item_places_match_the_reference() -> None:
    compiled = _compiled()
    rng = random.Random(5)
    answered = 0
    for label, doc in _pages():
        nodes = list(doc.tree.iter())
        elements = [*rng.sample(nodes, min(len(nodes), 300)), None]
        parents = [node for node in nodes if len(node)]
        for parent in rng.sample(parents, min(len(parents), 8)):
            for tag in {child.tag for child in parent} | {"div"}:
                found = compiled.item_places(parent, tag, elements)
                if found is not None:
                    answered += 1
                    assert found == _item_places_reference(parent, tag, elements), label
    assert answered > 1_000


def test_class_paths_match_the_reference() -> None:
    compiled = _compiled()
    rng = random.Random(7)
    answered = 0
    for label, doc in _pages():
        nodes = list(doc.tree.iter())
        for element in rng.sample(nodes, min(len(nodes), 60)):
            above = list(element.iterancestors())[:40]
            for box in {None, rng.choice(nodes), *rng.sample(above, min(len(above), 2))}:
                found = compiled.class_path(box, element)
                if found is not None:
                    answered += 1
                    assert found == _path_reference(box, element), label
                assert _path(box, element) == _path_reference(box, element), label
    assert answered > 5_000


# Characters the date pattern's branches and its word boundaries turn on: digits (ASCII,
# Arabic-Indic, full-width, superscript: a digit, not a decimal), "_", letters, marks.
_DATE_ALPHABET = "0123456789::: 18 19 20 _-aé.\u0660\u0661\u0662\uff10\uff11\u00b2\u2460/"


def _date_texts(count: int, seed: int) -> list[str]:
    rnd = random.Random(seed)
    return ["".join(rnd.choices(_DATE_ALPHABET, k=rnd.randint(0, 12))) for _ in range(count)]


def _decide():
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    return compiled


def test_the_date_test_is_has_date_or_time() -> None:
    is_dated = _decide().is_dated
    texts = _date_texts(80_000, 3)
    assert sum(map(has_date_or_time, texts)) > 1_000
    assert [t for t in texts if is_dated(t) != has_date_or_time(t)] == []


def test_dated_lines_and_tallies_match_the_references() -> None:
    compiled = _decide()
    page = prepared_page(
        "<div>on June 3, 2020, 04:16 PM</div><p>We met at 9:30 and talked until the rain "
        "of 1998 came back to us all, <a href='/x'>a link</a> in it.</p><div>Posts: 701</div>"
    )
    blocks = page.text_blocks
    texts = [t * (1 + n % 13) for n, t in enumerate(_date_texts(3_000, 9))]  # some > 120
    many = [replace(blocks[n % len(blocks)], text=t) for n, t in enumerate(texts)]
    positions = list(range(0, len(many), 2))
    assert compiled.dated_lines(many, positions, MAX_DATE_LINE, has_date_or_time) == (
        _dated_lines_reference(many, positions)
    )
    rnd = random.Random(4)
    keys = [rnd.randrange(-1, 5) for _ in many]
    assert compiled.tallies(many, keys, 5) == _tallies_reference(many, keys, 5)
    assert tallies(blocks, [0, 1, 0], 2) == [[2, 0, 35, 0], [1, 1, 83, 6]]
    assert compiled.tallies(blocks, [0, 7, 0], 2) is None  # the reference raises


def test_with_items_matches_the_reference() -> None:
    group = page_kind.RepeatGroup(5, 0.25, 0.5, 0.125, 2.0, ident=3, item=1)
    made = _compiled().with_items(group, [4, 0, 4])
    assert made == _with_items_reference(group, [4, 0, 4])
    assert [g.item for g in made] == [4, 0, 4] and made[0] is not made[2]


def test_candidates_and_holders_match_the_references() -> None:
    compiled = _compiled()
    rng = random.Random(11)
    answered = 0
    for label, doc in _pages():
        elements = [node for node in doc.tree.iter() if isinstance(node.tag, str)]
        dated = rng.sample(elements, min(len(elements), 80))
        found = compiled.candidates(dated, MAX_HEADER_DEPTH, MIN_POSTS)
        if found is not None:
            answered += bool(found)
            assert found == _candidates_reference(dated), label
        boxes = rng.sample(elements, min(len(elements), 12))
        loose = [*rng.sample(elements, min(len(elements), 200)), None]
        assert compiled.holders(loose, boxes, MAX_POST_DEPTH) == (
            _holders_reference(loose, boxes)
        ), label
    assert answered > 100
