"""The roles kernel (``thresher._core._roles``) builds the tree its Python reference builds.

:func:`thresher.methods.roles.tree.build_tree` runs the compiled walk when it is
built; :func:`~thresher.methods.roles.tree.build_tree_reference` is the definition.
Both run in one interpreter on the same trees, under every switch of the walk
(hidden elements kept or dropped, text divs as paragraphs or not), and every field
of the results is compared (nodes by identity). The trees: the bundled pages, the
walks' hostile pages, hand-made orphan-text cases, XML-only trees and (``slow``)
pages of every shared dataset. Skipped where the kernel is not built or the pure
path is forced.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from test_compiled_walks import _bundled, _dataset_documents, _documents, parsed_both_ways
from thresher._core import kernel
from thresher._core.modules import ROLES
from thresher.methods.roles.engine import Blackboard
from thresher.methods.roles.tables import classify_tables
from thresher.methods.roles.tree import PageTree, build_tree, build_tree_reference
from thresher.types import Document

SWITCHES = ((True, False), (False, False), (True, True), (False, True))

_ORPHANS = {
    "runs": "<html><body>loose<b>bold</b> text<div>block</div>after <i>it</i>"
    "<p>para</p>  <!--c--> tail of a comment<span>inline<div>block inside</div>x</span>"
    "</body></html>",
    "blank-runs": "<html><body> <!--a--> <b> </b> <div>d</div> \u00a0 <span> </span>"
    "<div hidden>gone</div>\u3000<p>p</p><script>s</script> </body></html>",
    "cells": "<html><body><table role='presentation'><tr><td>cell text<p>p</p>more</td>"
    "<td>x<table><tr><th>data</th></tr><tr><td>in<div>d</div>t</td></tr></table>y</td>"
    "</tr></table><table><caption>c</caption><tr><td>a<p>b</p>c</td></tr></table>"
    "</body></html>",
    "text-divs": "<html><body><div>only <b>inline</b> text</div><div> </div>"
    "<div><!--x-->tail</div><div><span hidden>gone</span></div><div>a<div>b</div></div>"
    "<div><select><option>o</option></select></div></body></html>",
    "head": "<html><head><title>t</title><meta charset='utf-8'><div>odd</div>"
    "<meta name='x'></head><body><h1>h</h1><img src='a.png'>after<br>br"
    "<iframe>f</iframe>x</body></html>",
    "links": "<html><body><div><a href='#'>link <b>text</b><div>block in link</div>"
    "tail in link</a>out</div><p><a>a</a>b</p></body></html>",
}


def _require():
    compiled = kernel(ROLES)
    if compiled is None:
        pytest.skip(f"{ROLES} is not built here, or the pure path is forced")
    return compiled


def assert_same_tree(fast: PageTree, ref: PageTree, label: str) -> None:
    """Every element, slot, children list and table equal (nodes by identity)."""
    assert len(fast.elements) == len(ref.elements), label
    for a, b in zip(fast.elements, ref.elements, strict=True):
        assert (a.id, a.tag, a.parent, a.end, a.depth, a.slot_start, a.slot_stop) == (
            b.id,
            b.tag,
            b.parent,
            b.end,
            b.depth,
            b.slot_start,
            b.slot_stop,
        ), f"{label}: element {b.id}"
        assert a.node is b.node, f"{label}: element {b.id}"
        assert (a.run is None) == (b.run is None), f"{label}: element {b.id}"
        if b.run is not None:
            assert a.run.parent is b.run.parent, f"{label}: run {b.id}"
            assert a.run.lead[0] is b.run.lead[0] and a.run.lead[1] == b.run.lead[1], label
            assert len(a.run.members) == len(b.run.members), f"{label}: run {b.id}"
            assert all(x is y for x, y in zip(a.run.members, b.run.members, strict=True)), label
    assert len(fast.slots) == len(ref.slots), label
    for i, (a, b) in enumerate(zip(fast.slots, ref.slots, strict=True)):
        assert a.node is b.node, f"{label}: slot {i}"
        assert (a.attr, a.text, a.owner, a.in_link) == (b.attr, b.text, b.owner, b.in_link), (
            f"{label}: slot {i}"
        )
    assert fast.children == ref.children, label
    assert fast.tables == ref.tables, label


def _check(label: str, doc: Document) -> None:
    root = doc.tree
    tables = classify_tables(root, Blackboard(), 1_000_000)
    for drop_hidden, divs in SWITCHES:
        assert_same_tree(
            build_tree(root, tables, drop_hidden=drop_hidden, divs_as_paragraphs=divs),
            build_tree_reference(root, tables, drop_hidden=drop_hidden, divs_as_paragraphs=divs),
            f"{label} hidden={drop_hidden} divs={divs}",
        )


def test_roles_kernel_matches_the_reference_on_bundled_pages():
    _require()
    for label, doc in _bundled():
        _check(label, doc)


def test_roles_kernel_matches_the_reference_on_hostile_pages():
    _require()
    for label, doc in _documents():
        _check(label, doc)


def test_roles_kernel_matches_the_reference_on_orphan_text():
    _require()
    for label, doc in parsed_both_ways(_ORPHANS):
        _check(label, doc)


def test_roles_kernel_walks_html_pages():
    """The kernel takes parsed pages (it leaves only XML-only trees to the reference)."""
    from thresher.html.document import load_document

    compiled = _require()
    found = compiled.build_tree(load_document(_ORPHANS["runs"]).tree, {}, True, False)
    assert found is not None
    assert [e.tag for e in found.elements[:3]] == ["html", "body", "p"]


@pytest.mark.slow
def test_roles_kernel_matches_the_reference_on_real_pages(datasets_dir: Path):
    _require()
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        _check(label, doc)
        seen += 1
    assert seen > 40
