"""The roles kernel's climb for auto's dialog and ticker boxes, held to its reference.

``role_boxes._box_positions_reference`` is the definition of ``role_box_positions``: the
kept blocks whose element, or one of its ``MAX_DEPTH`` nearest ancestors (a memo shared
by the page's blocks cutting the climbs short, as in ``hidden_boxes.under``), has a
``role`` whose first word is a role of ``ROLES``. The kernel reads the attribute from
libxml2's node and makes its value a string only when its bytes hold a role's; held
equal on random pages of nested boxes with roles near the box roles (another case, other
whitespace, a longer word, a later word), comments and processing instructions among the
blocks' elements, climbs longer than ``MAX_DEPTH``, flags of bools and other values
shorter and longer than the blocks; a block whose element is not lxml's sends the page to
the reference.
"""

from __future__ import annotations

import random
from types import SimpleNamespace

import lxml.html
import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import ROLES as ROLES_KERNEL
from thresher.methods.auto import role_boxes
from thresher.methods.auto.hidden_boxes import MAX_DEPTH

# role values: the box roles, and values near them that name no box (or do, later on)
_ROLE_VALUES = (
    "dialog",
    "alertdialog",
    "marquee",
    "dialog banner",
    "  dialog",
    "\u00a0dialog",
    "\u3000marquee\tregion",
    "Dialog",
    "dialogs",
    "banner dialog",
    "navigation",
    "",
    " ",
    "dialóg",
    "marquee\u4e2d",
    "alert dialog",
)
_TAGS = ("div", "section", "span", "p", "li", "ul")


def _page(rng: random.Random) -> str:
    """A random page of nested boxes, some with a role, some with comments and PIs."""
    parts = []
    depth = 0
    for _ in range(rng.randint(5, 120)):
        step = rng.random()
        if step < 0.45 or depth == 0:
            tag = rng.choice(_TAGS)
            role = ""
            if rng.random() < 0.25:
                role = f' role="{rng.choice(_ROLE_VALUES)}"'
            elif rng.random() < 0.05:
                role = f' ROLE="{rng.choice(_ROLE_VALUES)}"'
            parts.append(f"<{tag}{role}>text {len(parts)}")
            depth += 1
        elif step < 0.6:
            parts.append(f"<!-- note {len(parts)} -->")
        elif step < 0.65:
            parts.append(f"<?pi role='dialog' {len(parts)}?>")
        else:
            parts.append("</div>" if rng.random() < 0.5 else "</span>")
            depth -= 1
    if rng.random() < 0.2:  # a climb longer than MAX_DEPTH
        role = rng.choice(_ROLE_VALUES[:3])
        parts.append(f'<div role="{role}">' + "<div>" * (MAX_DEPTH + rng.randint(-2, 3)) + "deep")
    return f"<html><body>{''.join(parts)}</body></html>"


def _blocks(rng: random.Random, root) -> list:
    nodes = list(root.iter())
    rng.shuffle(nodes)
    chosen = sorted(nodes[: rng.randint(0, len(nodes))], key=lambda e: rng.random())
    blocks = [SimpleNamespace(element=element) for element in chosen]
    for _ in range(rng.randint(0, 3)):
        blocks.insert(rng.randrange(len(blocks) + 1), SimpleNamespace(element=None))
    return blocks


def _flags(rng: random.Random, count: int) -> list:
    values = (True, False, 1, 0, "", "x", None)
    return [rng.choice(values) for _ in range(max(0, count + rng.randint(-3, 3)))]


def test_the_role_box_climb_is_the_reference() -> None:
    compiled = kernel(ROLES_KERNEL)
    if compiled is None:
        pytest.skip(f"{ROLES_KERNEL} is not built here, or the pure path is forced")
    rng = random.Random(77)
    found = 0
    for _ in range(400):
        root = lxml.html.document_fromstring(_page(rng))
        blocks = _blocks(rng, root)
        flags = _flags(rng, len(blocks))
        expected = role_boxes._box_positions_reference(blocks, flags)
        args = (blocks, flags, MAX_DEPTH, role_boxes._ROLE_BYTES, role_boxes.names_box_role)
        assert compiled.role_box_positions(*args) == expected
        assert role_boxes.box_positions(blocks, flags) == expected
        found += bool(expected)
    assert found > 50  # the pages hold boxes the climbs find


class _Stranger:
    """An element of another tree library: a dialog box of its own."""

    tag = "p"

    def get(self, name: str) -> str | None:
        return "dialog" if name == "role" else None

    def getparent(self) -> None:
        return None


def test_an_element_not_lxmls_is_left_to_the_reference() -> None:
    compiled = kernel(ROLES_KERNEL)
    if compiled is None:
        pytest.skip(f"{ROLES_KERNEL} is not built here, or the pure path is forced")
    root = lxml.html.fragment_fromstring('<div role="dialog"><p>a</p></div>')
    stranger = _Stranger()
    blocks = [SimpleNamespace(element=root[0]), SimpleNamespace(element=stranger)]
    args = ([True, True], MAX_DEPTH, role_boxes._ROLE_BYTES, role_boxes.names_box_role)
    assert compiled.role_box_positions(blocks, *args) is None
    assert role_boxes.box_positions(blocks, [True, True]) == [0, 1]


def test_an_xml_tree_with_entity_values_is_the_reference() -> None:
    compiled = kernel(ROLES_KERNEL)
    if compiled is None:
        pytest.skip(f"{ROLES_KERNEL} is not built here, or the pure path is forced")
    parser = etree.XMLParser(resolve_entities=False)
    text = (
        '<!DOCTYPE r [<!ENTITY d "dialog">]>'
        '<r><a role="&d;"><b>x</b></a><c role="x &d;"><e>y</e></c><f role="marquee"><g/></f></r>'
    )
    root = etree.fromstring(text, parser)
    blocks = [SimpleNamespace(element=element) for element in root.iter()]
    flags = [True] * len(blocks)
    expected = role_boxes._box_positions_reference(blocks, flags)
    args = (MAX_DEPTH, role_boxes._ROLE_BYTES, role_boxes.names_box_role)
    assert compiled.role_box_positions(blocks, flags, *args) == expected
