"""The tree of text elements (the paper's TreeOfElems), built by Blk0.

The tree is a vector of block-level elements ("ET") in the order their
opening tags appear; an element's id is its index, and every subtree is one
contiguous slice ``[id, end]`` — the paper's representation, which makes
"X is an ancestor of Y" the test ``X.id < Y.id <= X.end``.

Orphan text — text beside block elements, or loose in a layout container —
gets a ``<p>`` of its own: a *virtual* element whose content is a run of
sibling text and inline elements of the original page (:class:`VirtualRun`).
Nothing in the Document is moved; the cleaned page materialises the ``<p>``
in its own copy, and block decisions map back to the original text exactly.

All visible text is kept as :class:`TextSlot` pieces (an element's ``text`` or
``tail``) in document order, each owned by the nearest element of the tree,
so the text of an element is the slice of slots its subtree owns.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lxml import etree

from thresher.html.segment import is_hidden
from thresher.methods.roles import rules as vocab
from thresher.methods.roles.tables import LAYOUT, TableClass

_BREAKS = frozenset(["br", "img"])


@dataclass(frozen=True)
class VirtualRun:
    """Orphan text adopted by a new ``<p>``: the slot it starts with and its inline siblings."""

    parent: Any
    lead: tuple[Any, str]
    members: tuple[Any, ...]


@dataclass(frozen=True)
class ET:
    """One element of the tree: position, subtree slice, its node or virtual run."""

    id: int
    tag: str
    parent: int
    end: int
    depth: int
    node: Any
    run: VirtualRun | None
    slot_start: int
    slot_stop: int

    def contains(self, other: int) -> bool:
        """True when element ``other`` is this one or inside it."""
        return self.id <= other <= self.end


@dataclass(frozen=True)
class TextSlot:
    """A piece of visible text: ``node.text`` or ``node.tail``, its owner, inside a link."""

    node: Any
    attr: str
    text: str
    owner: int
    in_link: bool


@dataclass(frozen=True)
class PageTree:
    """TreeOfElems plus the text slots, children lists and the table register by id."""

    elements: tuple[ET, ...]
    slots: tuple[TextSlot, ...]
    children: tuple[tuple[int, ...], ...]
    tables: dict[int, TableClass] = field(default_factory=dict)

    def text(self, et_id: int, *, links: bool = True) -> str:
        """The clean text of an element: its slots joined, whitespace collapsed.

        ``links=False`` leaves out the text inside links.
        """
        et = self.elements[et_id]
        slots = self.slots[et.slot_start : et.slot_stop]
        raw = "".join(s.text for s in slots if links or not s.in_link)
        return " ".join(raw.split())

    @property
    def body(self) -> ET | None:
        """The ``<body>`` element, or None."""
        found = self.find("body")
        return None if found is None else self.elements[found]

    def find(self, tag: str) -> int | None:
        """Id of the first element with this tag, or None."""
        return next((e.id for e in self.elements if e.tag == tag), None)

    def path(self, et_id: int) -> tuple[int, ...]:
        """Ids from the root down to ``et_id`` (the paper's PhET)."""
        out: list[int] = []
        while et_id >= 0:
            out.append(et_id)
            et_id = self.elements[et_id].parent
        return tuple(reversed(out))

    def common_ancestor(self, a: int, b: int) -> int:
        """The nearest element containing both ``a`` and ``b``."""
        while not self.elements[a].contains(b):
            a = self.elements[a].parent
        return a


@dataclass
class _Open:
    tag: str
    parent: int
    depth: int
    node: Any
    run: VirtualRun | None
    slot_start: int
    end: int = -1
    slot_stop: int = -1


@dataclass
class _Builder:
    tables: dict
    block_holders: set
    skipped_nodes: set
    divs_as_paragraphs: bool = False
    opened: list[_Open] = field(default_factory=list)
    slots: list[TextSlot] = field(default_factory=list)
    stack: list[tuple] = field(default_factory=list)

    def emit(self, tag: str, node, parent: int, run: VirtualRun | None = None) -> int:
        depth = self.opened[parent].depth + 1 if parent >= 0 else 0
        self.opened.append(_Open(tag, parent, depth, node, run, len(self.slots)))
        self.stack.append(("exit", len(self.opened) - 1))
        return len(self.opened) - 1

    def close(self, et_id: int) -> None:
        self.opened[et_id].end = len(self.opened) - 1
        self.opened[et_id].slot_stop = len(self.slots)

    def slot(self, node, attr: str, owner: int, in_link: bool) -> None:
        text = node.text if attr == "text" else node.tail
        if text and owner >= 0:
            if node.tag in vocab.BLOCK_TAGS or (attr == "tail" and node.tag in _BREAKS):
                text = " " + text  # a line break between blocks reads as a space
            self.slots.append(TextSlot(node, attr, text, owner, in_link))

    def skipped(self, node) -> bool:
        return node in self.skipped_nodes


def build_tree(
    root, tables: dict, *, drop_hidden: bool = True, divs_as_paragraphs: bool = False
) -> PageTree:
    """Blk0's tree: walk the page once (iteratively), emitting elements, runs and slots."""
    holders, skipped = scan_page(root, drop_hidden)
    builder = _Builder(tables, holders, skipped, divs_as_paragraphs)
    builder.stack.append(("node", root, -1, False))
    while builder.stack:
        item = builder.stack.pop()
        if item[0] == "exit":
            builder.close(item[1])
        elif item[0] == "slot":
            builder.slot(*item[1:])
        elif item[0] == "run":
            _visit_run(builder, *item[1:])
        else:
            _visit_node(builder, *item[1:])
    return _freeze(builder)


def scan_page(root, drop_hidden: bool) -> tuple[set, set]:
    """One pass: elements with a block element inside them, and the skipped elements."""
    holders: set = set()
    skipped: set = set()
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, el in walker:
        if not isinstance(el.tag, str):
            continue
        if event == "start":
            if el.tag in vocab.DROPPED_TAGS or (drop_hidden and is_hidden(el.attrib)):
                skipped.add(el)
                walker.skip_subtree()
            continue
        parent = el.getparent()
        if parent is not None and (el.tag in vocab.BLOCK_TAGS or el in holders):
            holders.add(parent)
    return holders, skipped


def _visit_node(b: _Builder, node, parent: int, in_link: bool) -> None:
    tag = node.tag
    if not isinstance(tag, str) or b.skipped(node):
        return
    owner = parent
    if _is_element(node, tag, parent, b):
        owner = b.emit(tag, node, parent)
    if tag in vocab.NON_TEXT_TAGS:
        return
    inner_link = in_link or tag == "a"
    atoms: list[tuple] = [("slot", node, "text")]
    for child in node:
        atoms.append(("child", child))
        atoms.append(("slot", child, "tail"))
    if owner != parent and _reads_as_paragraph(b, node, tag, atoms):
        b.opened[owner].tag = "p"
        items = [_item(atom, owner, inner_link) for atom in atoms]
    elif _adopts_orphans(b, node, tag, owner, own=owner != parent):
        items = _group_runs(b, node, atoms, owner, inner_link)
    else:
        items = [_item(atom, owner, inner_link) for atom in atoms]
    b.stack.extend(reversed(items))


def _visit_run(b: _Builder, run: VirtualRun, atoms: list[tuple], parent: int, in_link) -> None:
    owner = b.emit("p", None, parent, run)
    b.stack.extend(reversed([_item(atom, owner, in_link) for atom in atoms]))


def _item(atom: tuple, owner: int, in_link: bool) -> tuple:
    if atom[0] == "slot":
        return ("slot", atom[1], atom[2], owner, in_link)
    return ("node", atom[1], owner, in_link)


def _is_element(node, tag: str, parent: int, b: _Builder) -> bool:
    if tag in vocab.BLOCK_TAGS or tag == vocab.IMAGE_TAG:
        return True
    return tag in vocab.HEAD_ELEMENT_TAGS and parent >= 0 and b.opened[parent].tag == "head"


def _adopts_orphans(b: _Builder, node, tag: str, owner: int, own: bool) -> bool:
    """Blk0's repair rule: where loose text gets a ``<p>`` (see ``roles_rules``)."""
    if owner < 0 or b.opened[owner].tag in vocab.NEVER_WRAP:
        return False
    if own and tag in vocab.ORPHAN_HOSTS:
        return True
    if own and tag in vocab.CELL_TAGS and _in_layout_table(node, b.tables):
        return True
    return node in b.block_holders


def _reads_as_paragraph(b: _Builder, node, tag: str, atoms: list[tuple]) -> bool:
    """Option ``text_divs_as_paragraphs``: a ``div`` of inline text only is a paragraph."""
    if not b.divs_as_paragraphs or tag not in vocab.PARAGRAPH_DIVS:
        return False
    return node not in b.block_holders and _has_visible_text(b, atoms)


def _in_layout_table(cell, tables: dict) -> bool:
    table = next(cell.iterancestors("table"), None)
    return table is not None and table in tables and tables[table].kind == LAYOUT


def _group_runs(b: _Builder, node, atoms: list[tuple], owner: int, in_link: bool) -> list:
    items: list[tuple] = []
    run: list[tuple] = []
    for atom in atoms:
        if atom[0] == "child" and _breaks_run(b, atom[1]):
            items.extend(_flush(b, node, run, owner, in_link))
            items.append(_item(atom, owner, in_link))
            run = []
        else:
            run.append(atom)
    items.extend(_flush(b, node, run, owner, in_link))
    return items


def _breaks_run(b: _Builder, child) -> bool:
    tag = child.tag
    if not isinstance(tag, str) or b.skipped(child):
        return False
    return tag in vocab.BLOCK_TAGS or child in b.block_holders


def _flush(b: _Builder, node, run: list[tuple], owner: int, in_link: bool) -> list[tuple]:
    if not run:
        return []
    if not _has_visible_text(b, run):
        return [_item(atom, owner, in_link) for atom in run]
    lead = (run[0][1], run[0][2])
    members = tuple(atom[1] for atom in run if atom[0] == "child")
    return [("run", VirtualRun(node, lead, members), run, owner, in_link)]


def _has_visible_text(b: _Builder, run: list[tuple]) -> bool:
    for atom in run:
        if atom[0] == "slot":
            text = atom[1].text if atom[2] == "text" else atom[1].tail
            if text and not text.isspace():
                return True
        elif _element_has_text(b, atom[1]):
            return True
    return False


def _element_has_text(b: _Builder, el) -> bool:
    if not isinstance(el.tag, str) or b.skipped(el) or el.tag in vocab.NON_TEXT_TAGS:
        return False
    walker = etree.iterwalk(el, events=("start",))
    for _event, sub in walker:
        if sub is not el and sub.tail and not sub.tail.isspace():
            return True
        if not isinstance(sub.tag, str):
            continue
        if sub is not el and (b.skipped(sub) or sub.tag in vocab.NON_TEXT_TAGS):
            walker.skip_subtree()
        elif sub.text and not sub.text.isspace():
            return True
    return False


def _freeze(b: _Builder) -> PageTree:
    children: list[list[int]] = [[] for _ in b.opened]
    elements = []
    tables: dict[int, TableClass] = {}
    for i, o in enumerate(b.opened):
        if o.parent >= 0:
            children[o.parent].append(i)
        if o.tag == "table" and o.node in b.tables:
            tables[i] = b.tables[o.node]
        elements.append(
            ET(i, o.tag, o.parent, o.end, o.depth, o.node, o.run, o.slot_start, o.slot_stop)
        )
    return PageTree(tuple(elements), tuple(b.slots), tuple(tuple(c) for c in children), tables)
