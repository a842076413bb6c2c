"""The facts kernel's loose walk and loose groups equal the Python definition.

``loose_runs.loose_groups`` runs ``thresher._core._facts.loose_groups`` (the repeat walk
of ``nearest_items`` with the first-token signature and the gate of
``loose_runs._LooseWalk``) when the kernel is built; ``loose_runs.loose_groups_reference``
is the definition. The item tokens differ (node addresses for proxies' ids) but must
name the same siblings.
"""

from __future__ import annotations

import gzip
import json
import random
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace

import pytest
from lxml import etree

from test_compiled_facts import same_answers
from test_compiled_facts_groups import _random_blocks, assert_same_groups
from test_compiled_walks import _bundled, _documents
from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.methods.auto import loose_runs, page_kind
from thresher.methods.auto.decided import groups_by_ident
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page

LEVELS, REPEATS = page_kind.REPEAT_LEVELS, page_kind.MIN_REPEATS
# first tokens with digits, Python's whitespace (ASCII and not), non-ASCII tokens
_TOKENS = ("card", "card-1", "card-22", "post", "x9", "7", "ité1", "ité2", "card٣", "")
_SPACES = (" ", "  ", "\t", "\n", "\r", "\x0b", "\x0c", "\x1c", "\x1f", "\xa0", "\u2003")


def _require():
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip("the facts kernel is not built here, or the pure path is forced")
    return compiled


def _class(rng: random.Random) -> str:
    tokens = [rng.choice(_TOKENS) for _ in range(rng.choice((1, 1, 2, 3)))]
    pad = rng.choice(("", "", " ", "\t", "\xa0"))
    return pad + rng.choice(_SPACES).join(tokens) + rng.choice(("", pad))


def _loose_html(rng: random.Random, depth: int = 0) -> str:
    tag = rng.choice(("div", "div", "li", "p", "section", "x:item"))
    cls = f' class="{_class(rng)}"' if rng.random() < 0.8 else ""
    inner = []
    for _ in range(0 if depth > 6 else rng.choice((0, 1, 3, 4, 5))):
        roll = rng.random()
        if roll < 0.05:
            inner.append("<!--c-->")
        elif roll < 0.08:
            inner.append("<?pi x?>")
        else:
            inner.append(_loose_html(rng, depth + 1))
    return f"<{tag}{cls}>t{''.join(inner)}</{tag}>"


def _trees(seed: int, count: int):
    rng = random.Random(seed)
    keep = etree.HTMLParser(remove_comments=False, remove_pis=False)
    for number in range(count):
        html = f"<html><body>{_loose_html(rng)}</body></html>"
        yield rng, html, load_document(html).tree if number % 2 else etree.fromstring(html, keep)


def test_loose_walk_kernel_matches_the_reference_on_random_trees():
    compiled = _require()
    placed = 0
    for rng, html, root in _trees(21, 300):
        elements = [e for e in root.iter() if rng.random() < 0.6] + [None]
        nearest = loose_runs._LooseWalk().nearest
        reference = [nearest(e, LEVELS) for e in elements]
        fast = compiled.nearest_items(elements, LEVELS, REPEATS, True)
        assert same_answers(fast, reference), html
        placed += sum(answer is not None for answer in reference)
    assert placed > 300  # the trees hold loose runs


def test_loose_walk_kernel_matches_the_reference_on_bundled_and_hostile_pages():
    compiled = _require()
    for label, doc in (*_bundled(), *_documents()):
        elements = list(doc.tree.iter())
        nearest = loose_runs._LooseWalk().nearest
        reference = [nearest(e, LEVELS) for e in elements]
        fast = compiled.nearest_items(elements, LEVELS, REPEATS, True)
        if fast is None:  # a DTD that may declare a default class: the reference runs
            assert "dtd" in label, label
            continue
        assert same_answers(fast, reference), label


def _both(blocks, groups) -> tuple[list | None, list | None]:
    return loose_runs.loose_groups(blocks, groups), loose_runs.loose_groups_reference(
        blocks, groups
    )


def assert_same_loose(fast: list | None, reference: list | None, label: str) -> None:
    assert (fast is None) == (reference is None), label
    if fast is not None:
        assert_same_groups(fast, reference, label)


def test_loose_groups_kernel_matches_the_reference_on_random_trees():
    _require()
    placed = 0
    for rng, html, root in _trees(22, 300):
        alive = list(root.iter())  # every proxy kept: its id() stays its own
        blocks = _random_blocks(rng, root)
        total = sum(b.features.text_length for b in blocks) or 1
        groups = page_kind.repeat_groups(blocks, total)
        fast, reference = _both(blocks, groups)
        assert_same_loose(fast, reference, html)
        placed += reference is not None
        assert alive
    assert placed > 100


def _prepared(html: bytes, url: str | None = None):
    return _prepared_doc(load_document(html, url=url))


def _prepared_doc(doc):
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def test_loose_groups_kernel_matches_the_reference_on_pages():
    _require()
    for label, doc in (*_bundled(), *_documents()):
        page = _prepared_doc(doc)
        fast, reference = _both(page.text_blocks, page.facts.repeats)
        assert_same_loose(fast, reference, label)


def test_loose_groups_kernel_matches_the_reference_on_dataset_pages(datasets_dir: Path):
    _require()
    placed = 0
    for name in ("wcxb-dev", "aeb", "msv-big9"):
        folder = datasets_dir / name
        if not folder.is_dir():
            pytest.skip(f"{name} not found")
        lines = (folder / "manifest.jsonl").read_text().split("\n")
        rows = [json.loads(line) for line in lines if line.strip()]
        for row in rows[::50][:8]:
            html = gzip.decompress((folder / "html" / f"{row['id']}.html.gz").read_bytes())
            page = _prepared(html, row.get("url"))
            fast, reference = _both(page.text_blocks, page.facts.repeats)
            assert_same_loose(fast, reference, row["id"])
            placed += reference is not None
    assert placed >= 4


def test_loose_groups_kernel_numbers_after_the_page_groups():
    """A grid of cards whose classes differ card by card: the kernel places them in one
    new group, numbered after the page's, and keeps every strict group object."""
    compiled = _require()
    cards = "".join(
        f"<div class='card c{n} t-{'abcdef'[n]}'><h2>Card {n}</h2><p>Text {n}</p></div>"
        for n in range(6)
    )
    rows = "".join(f"<li class='row'>Row {n}</li>" for n in range(4))
    page = _prepared(f"<html><body><ul>{rows}</ul><div>{cards}</div></body></html>".encode())
    text, groups = page.text_blocks, page.facts.repeats
    found = compiled.loose_groups(text, groups, LEVELS, REPEATS)
    card_blocks = [i for i, b in enumerate(text) if b.text.startswith(("Card", "Text"))]
    assert len({found[i].ident for i in card_blocks}) == 1
    assert found[card_blocks[0]].ident == max(g.ident for g in groups) + 1
    assert found[card_blocks[0]].count == 6
    assert all(found[i] is g for i, g in enumerate(groups) if g.ident >= 0)


def test_loose_groups_kernel_declines_foreign_elements_and_places_nothing_when_none():
    compiled = _require()
    features = SimpleNamespace(text_length=1, sentence_count=0, link_text_length=0)
    foreign = [SimpleNamespace(element=object(), features=features)]
    assert compiled.loose_groups(foreign, [page_kind.NO_GROUP], LEVELS, REPEATS) is None
    nothing = [SimpleNamespace(element=None, features=features)]
    assert compiled.loose_groups(nothing, [page_kind.NO_GROUP], LEVELS, REPEATS) == []
    assert loose_runs.loose_groups(nothing, [page_kind.NO_GROUP]) is None
    assert compiled.nearest_items([object()], LEVELS, REPEATS, True) is None


def _spans_both(strict, loose) -> tuple:
    compiled = _require()
    return compiled.group_spans(strict, loose), loose_runs.group_spans_reference(strict, loose)


def _assert_same_spans(pages) -> int:
    compared = 0
    for page in pages:
        strict = page.facts.repeats
        if not strict:
            continue
        loose = loose_runs.loose_groups(page.text_blocks, strict) or strict
        fast, reference = _spans_both(strict, loose)
        assert fast == reference
        assert list(fast[1]) == list(reference[1])  # first-block order
        compared += loose is not strict
    return compared


def test_group_spans_kernel_matches_the_reference_on_pages():
    """The first loose ident and each group's first and last block, in first-block
    order (the order the split-grid join asks the groups in)."""
    _assert_same_spans(_prepared_doc(doc) for _, doc in (*_bundled(), *_documents()))


def test_group_spans_kernel_matches_the_reference_on_dataset_pages(datasets_dir: Path):
    pages = []
    for name in ("wcxb-dev", "aeb"):
        folder = datasets_dir / name
        if not folder.is_dir():
            pytest.skip(f"{name} not found")
        lines = (folder / "manifest.jsonl").read_text().split("\n")
        for row in [json.loads(line) for line in lines if line.strip()][::40][:6]:
            html = gzip.decompress((folder / "html" / f"{row['id']}.html.gz").read_bytes())
            pages.append(_prepared(html, row.get("url")))
    assert _assert_same_spans(pages) >= 2  # pages with loose runs among them


def test_group_spans_kernel_on_made_groups_and_declines_foreign_ones():
    compiled = _require()
    g = page_kind.RepeatGroup
    strict = [g(ident=-1), g(ident=2), g(ident=0), g(ident=-1), g(ident=1), g(ident=2)]
    loose = [g(ident=4), g(ident=2), g(ident=0), g(ident=3), g(ident=4), g(ident=2)]
    fast, reference = _spans_both(strict, loose)
    assert fast == reference == (3, {4: (0, 4), 2: (1, 5), 0: (2, 2), 3: (3, 3)})
    assert list(fast[1]) == [4, 2, 0, 3]
    assert _spans_both([g(ident=-1)], [g(ident=-1)] * 3) == ((0, {}), (0, {}))
    assert compiled.group_spans([], []) is None
    assert compiled.group_spans([SimpleNamespace(ident=1.0)], loose) is None
    assert compiled.group_spans(strict, [*loose, SimpleNamespace(ident="1")]) is None
    assert compiled.group_spans(strict, [g(ident=-2)]) is None
    other = [SimpleNamespace(ident=i) for i in (0, -1, 1, 0)]  # not RepeatGroups: read by name
    assert compiled.group_spans(other, other) == loose_runs.group_spans_reference(other, other)


def _joins_both(blocks, strict, loose, total=None) -> tuple:
    """The kernel's join with its groups by ident, and the definition's."""
    compiled = _require()
    fast = compiled.join_split_grids(blocks, strict, loose, total, LEVELS, REPEATS, True)
    reference = loose_runs.join_split_grids_reference(blocks, strict, loose, total)
    return fast, reference


def _assert_same_join(fast, reference, loose, label) -> bool:
    """The same groups (measures, items, one object an item), ``loose`` itself when nothing
    is joined, and the groups by ident of ``decided.groups_by_ident`` (order and objects);
    whether something was joined."""
    assert fast is not None, label
    grids, idents = fast
    assert (grids is loose) == (reference is loose), label
    if reference is loose:
        assert idents is None, label
        return False
    assert_same_groups(grids, reference, label)
    mine = groups_by_ident(grids)
    assert list(idents) == list(mine) == list(groups_by_ident(reference)), label
    assert all(idents[key] is group for key, group in mine.items()), label
    return True


def _assert_same_joins(pages) -> int:
    joined = 0
    for label, page in pages:
        text, strict = page.text_blocks, page.facts.repeats
        loose = loose_runs.loose_groups(text, strict) if strict else None
        if loose is None:
            continue
        for total in (page.facts.total_chars, None):
            fast, reference = _joins_both(text, strict, loose, total)
            joined += _assert_same_join(fast, reference, loose, label)
    return joined


def _grid_page(marks: tuple[str, ...], other: str = ""):
    """A grid of tiles whose classes split it: ``marks`` after each tile's first token."""
    tiles = "".join(
        f"<li class='tile{mark}'><h3><a href='/t{n}'>Tile {n}</a></h3><p>About {n}.</p></li>"
        for n, mark in enumerate(marks)
    )
    menu = "".join(f"<li class='m'><a href='/m{n}'>Menu {n}</a></li>" for n in range(4))
    html = f"<html><body><ul class='menu'>{menu}</ul><ul class='grid'>{tiles}</ul>{other}"
    return _prepared(f"{html}</body></html>".encode())


def test_split_grid_join_kernel_matches_the_reference_on_made_grids():
    """A row's marked tiles, a shop's categories, a featured card and a group under
    another parent: joined or not, the kernel's answer is the definition's."""
    _require()
    shop = tuple(f" cat-{c} x" for c in "abcdef") + (" cat-bags",) * 4
    pages = [
        ("marks", _grid_page((" first", "", "", " last", " first", "", " last"))),
        ("shop", _grid_page(shop)),
        ("featured", _grid_page((" featured", *[""] * 3, *[" x y"] * 3))),
        ("apart", _grid_page((" a b",) * 5, "<ul class='grid'>" + "<li class='tile'>T</li>" * 4)),
        ("nothing", _grid_page(("",) * 5)),
    ]
    assert _assert_same_joins(pages) >= 4  # two pages joined, each with and without a total


def test_split_grid_join_kernel_matches_the_reference_on_pages():
    _assert_same_joins((label, _prepared_doc(doc)) for label, doc in (*_bundled(), *_documents()))


def test_split_grid_join_kernel_matches_the_reference_on_dataset_pages(datasets_dir: Path):
    pages = []
    for name in ("wcxb-dev", "aeb"):
        folder = datasets_dir / name
        if not folder.is_dir():
            pytest.skip(f"{name} not found")
        lines = (folder / "manifest.jsonl").read_text().split("\n")
        for row in [json.loads(line) for line in lines if line.strip()][::25][:10]:
            html = gzip.decompress((folder / "html" / f"{row['id']}.html.gz").read_bytes())
            pages.append((row["id"], _prepared(html, row.get("url"))))
    assert _assert_same_joins(pages) >= 2  # pages with a grid joined among them


def test_split_grid_join_kernel_matches_the_reference_on_random_trees():
    _require()
    joined = 0
    for rng, html, root in _trees(23, 400):
        alive = list(root.iter())  # every proxy kept: its id() stays its own
        blocks = [b for b in _random_blocks(rng, root) if b.element is not None]
        for index, block in enumerate(blocks):
            block.index = index
        total = sum(b.features.text_length for b in blocks) or 1
        strict = page_kind.repeat_groups(blocks, total)
        loose = loose_runs.loose_groups(blocks, strict) if strict else None
        if loose is None:
            continue
        fast, reference = _joins_both(blocks, strict, loose, total)
        joined += _assert_same_join(fast, reference, loose, html)
        assert alive
    assert joined > 10


def test_split_grid_join_kernel_declines_what_python_must_answer():
    compiled = _require()
    g = page_kind.RepeatGroup
    page = _grid_page((" first", "", "", " last", " first", "", " last"))
    text, strict = page.text_blocks, page.facts.repeats
    loose = loose_runs.loose_groups(text, strict)
    args = (None, LEVELS, REPEATS, True)
    assert compiled.join_split_grids(text, [], loose, *args) is None  # no page group
    assert compiled.join_split_grids(text, [g(ident=1.0)], loose, *args) is None
    assert compiled.join_split_grids(text, strict, [*loose[:-1], g(ident=-2)], *args) is None
    foreign = [SimpleNamespace(element=object(), features=b.features) for b in text]
    assert compiled.join_split_grids(foreign, strict, loose, *args) is None
    counted = [replace(group, count=float(group.count)) for group in loose]
    assert compiled.join_split_grids(text, strict, counted, *args) is None
    assert compiled.join_split_grids(text, strict, loose, None, 70, REPEATS) is None
    assert compiled.join_split_grids(text, strict, strict, *args) == (strict, None)  # no run


def test_joined_grids_answers_alike_compiled_and_pure(monkeypatch):
    _require()
    page = _grid_page((" first", "", "", " last", " first", "", " last"))
    text, strict = page.text_blocks, page.facts.repeats
    loose = loose_runs.loose_groups(text, strict)
    by_ident = groups_by_ident(loose)
    fast = loose_runs.joined_grids(text, strict, loose, by_ident, page.facts.total_chars)
    monkeypatch.setattr(loose_runs, "kernel", lambda name: None)
    pure = loose_runs.joined_grids(text, strict, loose, by_ident, page.facts.total_chars)
    assert fast[0] is not loose and pure[0] is not loose
    assert_same_groups(fast[0], pure[0], "joined")
    assert list(fast[1]) == list(pure[1])
    assert loose_runs.joined_grids(text, strict, strict, by_ident) == (strict, by_ident)
    assert loose_runs.join_split_grids(text, strict, loose) == fast[0]
