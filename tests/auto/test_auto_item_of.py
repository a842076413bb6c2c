"""The thread rules' :class:`~thresher.methods.auto.discussion.ItemOf` answers as
``item_holding`` for every element, whatever the order it is asked in (no model needed)."""

from __future__ import annotations

import random

from lxml import etree

from thresher.methods.auto import discussion
from thresher.methods.auto.discussion import ItemOf, item_holding

TAGS = ("div", "li", "p", "span")


def _tree(rng: random.Random) -> etree._Element:
    root = etree.Element("body")
    nodes = [root]
    for _ in range(rng.randint(1, 60)):
        parent = rng.choice(nodes)
        if rng.random() < 0.1:
            parent.append(etree.Comment("note"))
            continue
        nodes.append(etree.SubElement(parent, rng.choice(TAGS)))
    return root


def test_item_of_equals_the_walk_to_the_parent_in_any_order() -> None:
    rng = random.Random(47)
    for _ in range(300):
        root = _tree(rng)
        everything = list(root.iter())
        parent = rng.choice(everything)
        tag = rng.choice((*TAGS, None))
        asked = everything + rng.sample(everything, len(everything))  # each asked twice
        rng.shuffle(asked)
        item_of = ItemOf(parent, tag)
        for element in asked:
            assert item_of(element) is item_holding(element, parent, tag)


def test_item_of_is_not_the_parent_itself_and_needs_the_tag() -> None:
    root = etree.fromstring("<ul><li><p>a</p></li><div><p>b</p></div></ul>")
    li, div = root[0], root[1]
    item_of = ItemOf(root, "li")
    assert item_of(li[0]) is li and item_of(li) is li
    assert item_of(div[0]) is None and item_of(root) is None
    assert discussion.item_holding(root, root, "li") is None
