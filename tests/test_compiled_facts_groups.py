"""The facts kernel's repeat groups and its node tables equal the Python definition.

``page_kind.repeat_groups`` runs ``thresher._core._facts.repeat_groups`` (the walk of
``nearest_items`` with its memos in C tables, the groups summed and built in C) when
the kernel is built; ``page_kind.repeat_groups_reference`` is the definition. The item
tokens differ (node addresses for proxies' ids) but must name the same siblings.
"""

from __future__ import annotations

import dataclasses
import gc
import math
import random
from types import SimpleNamespace

import pytest
from lxml import etree

from test_compiled_facts import _random_html
from test_compiled_walks import _bundled, _documents
from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.methods.auto import page_kind
from thresher.options import Options
from thresher.pipeline import segment_page

_MEASURES = ("count", "page_share", "sentence_share", "link_density", "blocks_per_item", "ident")


def _require():
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip("the facts kernel is not built here, or the pure path is forced")
    return compiled


def _pure_reference(blocks, total: int, monkeypatch) -> list:
    """``repeat_groups_reference`` over the Python walk (``_RepeatWalk``)."""
    with monkeypatch.context() as patch:
        nearest = page_kind._RepeatWalk().nearest
        patch.setattr(
            page_kind,
            "_nearest_items",
            lambda found: [nearest(b.element, page_kind.REPEAT_LEVELS) for b in found],
        )
        return page_kind.repeat_groups_reference(blocks, total)


def assert_same_groups(fast: list, reference: list, label: str) -> None:
    """Every measure equal (value and type), the items and the shared objects one-to-one."""
    assert len(fast) == len(reference), label
    items: dict = {}
    objects: dict = {}
    for mine, theirs in zip(fast, reference, strict=True):
        assert type(mine) is page_kind.RepeatGroup, label
        for name in _MEASURES:
            a, b = getattr(mine, name), getattr(theirs, name)
            assert a == b and type(a) is type(b), (label, name, a, b)
        assert (mine.item == -1) == (theirs.item == -1), label
        assert items.setdefault(mine.item, theirs.item) == theirs.item, label
        assert objects.setdefault(id(mine), id(theirs)) == id(theirs), label
    assert len(set(items.values())) == len(items), label
    assert len(set(objects.values())) == len(objects), label


def _random_blocks(rng: random.Random, root) -> list[SimpleNamespace]:
    blocks = []
    for element in (e for e in root.iter() if rng.random() < 0.5):
        features = SimpleNamespace(
            text_length=rng.randint(0, 400),
            sentence_count=rng.choice((0, 0, 1, 3)),
            link_text_length=rng.randint(0, 50),
        )
        element = None if rng.random() < 0.03 else element
        blocks.append(SimpleNamespace(element=element, features=features))
    return blocks


def test_repeat_groups_kernel_matches_the_reference_on_random_trees(monkeypatch):
    _require()
    rng = random.Random(36)
    keep = etree.HTMLParser(remove_comments=False, remove_pis=False)
    for number in range(300):
        html = f"<html><body>{_random_html(rng)}</body></html>"
        root = load_document(html).tree if number % 2 else etree.fromstring(html, keep)
        alive = list(root.iter())  # every proxy kept: its id() stays its own
        blocks = _random_blocks(rng, root)
        total = sum(b.features.text_length for b in blocks) or 1
        fast = page_kind.repeat_groups(blocks, total)
        assert_same_groups(fast, page_kind.repeat_groups_reference(blocks, total), html)
        assert_same_groups(fast, _pure_reference(blocks, total, monkeypatch), html)
        assert alive


def test_repeat_groups_kernel_matches_the_reference_on_pages(monkeypatch):
    _require()
    seen = 0
    for label, doc in (*_bundled(), *_documents()):
        blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
        total = sum(b.features.text_length for b in blocks) or 1
        fast = page_kind.repeat_groups(blocks, total)
        assert_same_groups(fast, _pure_reference(blocks, total, monkeypatch), label)
        seen += len(blocks)
    assert seen > 1000


def test_tables_grow_past_their_first_size(monkeypatch):
    """Thousands of siblings and parents: the C tables grow many times over."""
    _require()
    items = "".join(
        f"<div class='row r{i}'><p class=a>a{i}</p><p class=b>b</p><p class=c>c</p></div>"
        for i in range(3000)
    )
    doc = load_document(f"<html><body><section>{items}</section></body></html>")
    blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
    assert len(blocks) >= 9000
    total = sum(b.features.text_length for b in blocks) or 1
    fast = page_kind.repeat_groups(blocks, total)
    assert_same_groups(fast, _pure_reference(blocks, total, monkeypatch), "rows")
    assert {g.count for g in fast} == {3000}


def test_kernel_groups_are_the_dataclass_built_by_its_init():
    compiled = _require()
    doc = load_document("<html><body><ul><li>a</li><li>b</li><li>c</li></ul></body></html>")
    blocks = list(segment_page(doc, Options()).blocks)
    groups = compiled.repeat_groups(blocks, 3, page_kind.REPEAT_LEVELS, page_kind.MIN_REPEATS)
    group = groups[0]
    again = page_kind.RepeatGroup(*(getattr(group, f.name) for f in dataclasses.fields(group)))
    fields = [f.name for f in dataclasses.fields(group)]
    assert type(group) is type(again) and not hasattr(group, "__dict__")
    for name in fields:
        mine, theirs = getattr(group, name), getattr(again, name)
        assert mine == theirs and type(mine) is type(theirs), name
    assert group == again and hash(group) == hash(again)
    # each slot holds its own reference: the measures outlive the kernel's tuples
    del groups, again
    gc.collect()
    assert group.count == 3 and all(getattr(group, name) is not None for name in fields)
    assert group.row()[0] == pytest.approx(math.log1p(3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        group.count = 1  # type: ignore[misc]


def test_repeat_groups_kernel_declines_foreign_elements():
    compiled = _require()
    blocks = [SimpleNamespace(element=object(), features=None)]
    assert compiled.repeat_groups(blocks, 1, 6, 3) is None
    blocks = [SimpleNamespace(element=None, features=None)]
    assert compiled.repeat_groups(blocks, 1, 6, 3) == [page_kind.NO_GROUP]
