"""``thresher._core._facts.item_places`` and ``class_path`` (the boxes and header paths
of ``headed_posts``) climb libxml2's nodes where the references climb lxml's proxies:
both are held to the Python references here, on bundled, hostile, XML (namespaces,
entities, DTD defaults) and random pages; the kernel hands back None only where
Python must answer."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from test_compiled_facts import _xml_documents
from test_compiled_walks import _bundled, _documents
from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.methods.auto.headed_posts import (
    _item_places_reference,
    _path,
    _path_reference,
)
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
