"""The climbs kernel's climbs for auto's hidden, role and responsive boxes, held to their
references.

``hidden_boxes._kept_under_reference`` is the definition of ``kept_under``: the kept
blocks whose element, or one of its ``MAX_DEPTH`` nearest ancestors (a memo shared by the
page's blocks cutting the climbs short: ``hidden_boxes.under``), has an attribute value
the rule's test accepts: a ``role`` whose first word is a role of ``role_boxes.ROLES``, a
class of a tab pane the page does not show, of a closed modal, of a site builder's
invisible box. The kernel reads the attribute from libxml2's node and asks the test (with
the node's proxy) only when the value's bytes hold one of the rule's parts; held equal on
random pages of nested boxes with values near the accepted ones (another case, other
whitespace, a longer word, a later word), comments and processing instructions among the
blocks' elements, climbs longer than ``MAX_DEPTH``, flags of bools and other values
shorter and longer than the blocks; a block whose element is not lxml's sends the page to
the reference. ``class_above`` is ``nodes.passes_above`` with the responsive copies' class
test: asked of every element of random pages with classes near the responsive ones (in
capitals, with a Kelvin sign that lowers to "k"), one memo a page as in the rule.
"""

from __future__ import annotations

import random
from functools import partial
from types import SimpleNamespace

import lxml.html
import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import CLIMBS as CLIMBS_KERNEL
from thresher.html.nodes import passes_above
from thresher.methods.auto import hidden_boxes, responsive_copies, role_boxes
from thresher.methods.auto.hidden_boxes import MAX_DEPTH, kept_under

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
# class values: a pane shown or not, a modal open or not, a builder's invisible box
_CLASS_VALUES = (
    "tab-pane",
    "tab-pane active",
    "Tab-Pane fade",
    "tab-pane-x",
    "modal",
    "modal show",
    "modal-dialog",
    "elementor-location-popup",
    "w-condition-invisible",
    "w-condition-invisible-x",
    "box",
    "",
)
_TAGS = ("div", "section", "span", "p", "li", "ul")
# Each rule: its attribute, its parts, its test.
_RULES = (
    ("role", role_boxes._ROLE_BYTES, role_boxes._names_a_box_role),
    ("class", hidden_boxes._TAB_PANE_PARTS, hidden_boxes._inactive_pane),
    ("class", hidden_boxes._MODAL_PARTS, hidden_boxes._closed_modal),
    ("class", hidden_boxes._INVISIBLE_PARTS, hidden_boxes._invisible_condition),
)


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
            if rng.random() < 0.3:
                role += f' class="{rng.choice(_CLASS_VALUES)}"'
            parts.append(f"<{tag}{role}>text {len(parts)}")
            depth += 1
        elif step < 0.5:  # a tab group: one pane shown, one not
            shown = rng.choice(("tab-pane active", "tab-pane", "tab-pane show"))
            parts.append(f'<div class="{shown}">a</div><div class="tab-pane fade"><p>b')
            parts.append("</p></div>")
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


def test_the_hidden_and_role_box_climbs_are_the_reference() -> None:
    compiled = kernel(CLIMBS_KERNEL)
    if compiled is None:
        pytest.skip(f"{CLIMBS_KERNEL} is not built here, or the pure path is forced")
    rng = random.Random(77)
    found = [0] * len(_RULES)
    for _ in range(300):
        root = lxml.html.document_fromstring(_page(rng))
        blocks = _blocks(rng, root)
        flags = _flags(rng, len(blocks))
        for number, (attribute, parts, test) in enumerate(_RULES):
            expected = hidden_boxes._kept_under_reference(blocks, flags, attribute, test)
            args = (MAX_DEPTH, attribute, parts, test)
            assert compiled.kept_under(blocks, flags, *args) == expected
            assert kept_under(blocks, flags, attribute, parts, test) == expected
            found[number] += bool(expected)
    assert min(found) > 20  # the pages hold boxes each rule's climbs find


class _Stranger:
    """An element of another tree library: a dialog box of its own."""

    tag = "p"

    def get(self, name: str) -> str | None:
        return "dialog" if name == "role" else None

    def getparent(self) -> None:
        return None


def test_an_element_not_lxmls_is_left_to_the_reference() -> None:
    compiled = kernel(CLIMBS_KERNEL)
    if compiled is None:
        pytest.skip(f"{CLIMBS_KERNEL} is not built here, or the pure path is forced")
    root = lxml.html.fragment_fromstring('<div role="dialog"><p>a</p></div>')
    stranger = _Stranger()
    blocks = [SimpleNamespace(element=root[0]), SimpleNamespace(element=stranger)]
    attribute, parts, test = _RULES[0]
    args = ([True, True], MAX_DEPTH, attribute, parts, test)
    assert compiled.kept_under(blocks, *args) is None
    assert kept_under(blocks, [True, True], attribute, parts, test) == [0, 1]
    assert compiled.kept_under(blocks[:1], [True], MAX_DEPTH, "ró", parts, test) is None


def test_an_xml_tree_with_entity_values_is_the_reference() -> None:
    compiled = kernel(CLIMBS_KERNEL)
    if compiled is None:
        pytest.skip(f"{CLIMBS_KERNEL} is not built here, or the pure path is forced")
    parser = etree.XMLParser(resolve_entities=False)
    text = (
        '<!DOCTYPE r [<!ENTITY d "dialog">]>'
        '<r><a role="&d;"><b>x</b></a><c role="x &d;"><e>y</e></c><f role="marquee"><g/></f></r>'
    )
    root = etree.fromstring(text, parser)
    blocks = [SimpleNamespace(element=element) for element in root.iter()]
    flags = [True] * len(blocks)
    attribute, parts, test = _RULES[0]
    expected = hidden_boxes._kept_under_reference(blocks, flags, attribute, test)
    assert expected == [1, 2, 5, 6]  # "x &d;" names no box first
    assert compiled.kept_under(blocks, flags, MAX_DEPTH, attribute, parts, test) == expected


# class values near a responsive class: capitals, a Kelvin sign that lowers to "k", a part
# without the whole word, the hiding word with and without a width that shows it
_RESPONSIVE_VALUES = (
    "hidden-xs",
    "HIDDEN-XS",
    "Visible-LG",
    "d-md-none",
    "d-none d-md-block",
    "hidden md:flex",
    "hidden",
    "DES\u212aTOP-only",
    "desktop-only",
    "mobile",
    "x-mobile-y",
    "showcase",
    "phone-content",
    "elementor-hidden-mobile_extra",
    "\u0130hidden-xs",
    "box",
    "",
)


def _classed_page(rng: random.Random) -> str:
    parts = []
    for _ in range(rng.randint(5, 80)):
        step = rng.random()
        if step < 0.5:
            value = rng.choice(_RESPONSIVE_VALUES)
            parts.append(f'<div class="{value}">t' if rng.random() < 0.4 else "<div>t")
        elif step < 0.6:
            parts.append("<!-- c --><?pi class='hidden-xs'?>")
        else:
            parts.append("</div>")
    return f"<html><body>{''.join(parts)}</body></html>"


def _classed(memo: dict, node) -> bool:
    return responsive_copies._classed_responsive(node, memo)


def test_the_responsive_climb_is_the_reference() -> None:
    compiled = kernel(CLIMBS_KERNEL)
    if compiled is None:
        pytest.skip(f"{CLIMBS_KERNEL} is not built here, or the pure path is forced")
    rng = random.Random(177)
    answers = set()
    for _ in range(200):
        root = lxml.html.document_fromstring(_classed_page(rng))
        elements = list(root.iter())
        rng.shuffle(elements)
        above: dict = {}
        known: dict = {}
        classed = partial(_classed, {})
        parts, test = responsive_copies._PART_BYTES, responsive_copies._responsive_classes
        for element in elements:
            expected = passes_above(element, above, classed)
            assert compiled.class_above(element, known, parts, test) is expected
            answers.add(expected)
    assert answers == {True, False}
    assert compiled.class_above(_Stranger(), {}, parts, test) is None


def test_a_kelvin_sign_makes_a_responsive_class() -> None:
    compiled = kernel(CLIMBS_KERNEL)
    if compiled is None:
        pytest.skip(f"{CLIMBS_KERNEL} is not built here, or the pure path is forced")
    root = lxml.html.fragment_fromstring('<div class="DES\u212aTOP-only"><p>a</p></div>')
    parts, test = responsive_copies._PART_BYTES, responsive_copies._responsive_classes
    assert compiled.class_above(root[0], {}, parts, test) is True
