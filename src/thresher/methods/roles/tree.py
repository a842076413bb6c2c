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

from thresher._core import kernel
from thresher._core.modules import ROLES
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


# Work items of the walk, a stack popped in document order: an element to visit, a
# text slot (``node.text`` or ``node.tail``), an orphan-text run, an element to close.
_VISIT, _SLOT, _RUN, _CLOSE = range(4)


@dataclass
class _Walk:
    """The walk's state: the elements opened so far as parallel columns, and the slots."""

    tables: dict
    block_holders: set
    skipped_nodes: set
    divs_as_paragraphs: bool = False
    tags: list[str] = field(default_factory=list)
    parents: list[int] = field(default_factory=list)
    depths: list[int] = field(default_factory=list)
    nodes: list[Any] = field(default_factory=list)
    runs: list[VirtualRun | None] = field(default_factory=list)
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    stops: list[int] = field(default_factory=list)
    slots: list[TextSlot] = field(default_factory=list)

    def open(self, tag: str, node, parent: int, run: VirtualRun | None) -> int:
        """A new element of the tree; its end and last slot are set when it closes."""
        self.tags.append(tag)
        self.parents.append(parent)
        self.depths.append(self.depths[parent] + 1 if parent >= 0 else 0)
        self.nodes.append(node)
        self.runs.append(run)
        self.starts.append(len(self.slots))
        self.ends.append(-1)
        self.stops.append(-1)
        return len(self.tags) - 1


def build_tree(
    root, tables: dict, *, drop_hidden: bool = True, divs_as_paragraphs: bool = False
) -> PageTree:
    """Blk0's tree: walk the page once, emitting elements, runs and slots.

    The compiled walk when it is built (and ``THRESHER_PURE`` is not set), else
    :func:`build_tree_reference`: the same tree either way.
    """
    compiled = kernel(ROLES)
    if compiled is not None:
        found = compiled.build_tree(root, tables, drop_hidden, divs_as_paragraphs)
        if found is not None:  # None: a tree the kernel leaves to Python
            return found
    return build_tree_reference(
        root, tables, drop_hidden=drop_hidden, divs_as_paragraphs=divs_as_paragraphs
    )


def build_tree_reference(
    root, tables: dict, *, drop_hidden: bool = True, divs_as_paragraphs: bool = False
) -> PageTree:
    """:func:`build_tree` in Python (iterative): the definition the compiled walk is held to."""
    holders, skipped = scan_page(root, drop_hidden)
    walk = _Walk(tables, holders, skipped, divs_as_paragraphs)
    stack: list[tuple] = [(_VISIT, root, -1, False)]
    pop, push = stack.pop, stack.append
    slots, ends, stops = walk.slots, walk.ends, walk.stops
    while stack:
        item = pop()
        kind = item[0]
        if kind == _SLOT:
            _, node, attr, owner, in_link = item
            text = node.text if attr == "text" else node.tail
            if text and owner >= 0:
                slots.append(_slot(node, attr, text, owner, in_link))
        elif kind == _VISIT:
            _visit_node(walk, push, item[1], item[2], item[3])
        elif kind == _CLOSE:
            ends[item[1]] = len(ends) - 1
            stops[item[1]] = len(slots)
        else:
            _visit_run(walk, push, *item[1:])
    return _freeze(walk)


def _slot(node, attr: str, text: str, owner: int, in_link: bool) -> TextSlot:
    tag = node.tag
    if tag in vocab.BLOCK_TAGS or (attr == "tail" and tag in _BREAKS):
        text = " " + text  # a line break between blocks reads as a space
    return TextSlot(node, attr, text, owner, in_link)


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


def _visit_node(w: _Walk, push, node, parent: int, in_link: bool) -> None:
    """Open the node's element (if it is one), then queue its text and children in order."""
    tag = node.tag
    if not isinstance(tag, str) or node in w.skipped_nodes:
        return
    owner = parent
    if _is_element(w, tag, parent):
        owner = w.open(tag, node, parent, None)
        push((_CLOSE, owner))
    if tag in vocab.NON_TEXT_TAGS:
        return
    in_link = in_link or tag == "a"
    own = owner != parent
    children = list(node)
    if own and _reads_as_paragraph(w, node, tag, children):
        w.tags[owner] = "p"
    elif _adopts_orphans(w, node, tag, owner, own):
        for item in reversed(_group_runs(w, node, children, owner, in_link)):
            push(item)
        return
    for child in reversed(children):
        push((_SLOT, child, "tail", owner, in_link))
        push((_VISIT, child, owner, in_link))
    text = node.text
    if text and owner >= 0:
        w.slots.append(_slot(node, "text", text, owner, in_link))


def _visit_run(w: _Walk, push, run: VirtualRun, members: list, owner: int, in_link: bool) -> None:
    """Open the ``<p>`` of an orphan-text run, then queue its lead slot and members."""
    p = w.open("p", None, owner, run)
    push((_CLOSE, p))
    _queue_segment(push, run.lead, members, p, in_link)


def _queue_segment(push, lead: tuple, members: list, owner: int, in_link: bool) -> None:
    """Queue a lead slot and the members after it (each with its tail), in order."""
    for child in reversed(members):
        push((_SLOT, child, "tail", owner, in_link))
        push((_VISIT, child, owner, in_link))
    push((_SLOT, lead[0], lead[1], owner, in_link))


def _is_element(w: _Walk, tag: str, parent: int) -> bool:
    if tag in vocab.BLOCK_TAGS or tag == vocab.IMAGE_TAG:
        return True
    return tag in vocab.HEAD_ELEMENT_TAGS and parent >= 0 and w.tags[parent] == "head"


def _adopts_orphans(w: _Walk, node, tag: str, owner: int, own: bool) -> bool:
    """Blk0's repair rule: where loose text gets a ``<p>`` (see ``roles_rules``)."""
    if owner < 0 or w.tags[owner] in vocab.NEVER_WRAP:
        return False
    if own and tag in vocab.ORPHAN_HOSTS:
        return True
    if own and tag in vocab.CELL_TAGS and _in_layout_table(node, w.tables):
        return True
    return node in w.block_holders


def _reads_as_paragraph(w: _Walk, node, tag: str, children: list) -> bool:
    """Option ``text_divs_as_paragraphs``: a ``div`` of inline text only is a paragraph."""
    if not w.divs_as_paragraphs or tag not in vocab.PARAGRAPH_DIVS:
        return False
    return node not in w.block_holders and _has_visible_text(w, (node, "text"), children)


def _in_layout_table(cell, tables: dict) -> bool:
    table = next(cell.iterancestors("table"), None)
    return table is not None and table in tables and tables[table].kind == LAYOUT


def _group_runs(w: _Walk, node, children: list, owner: int, in_link: bool) -> list[tuple]:
    """The node's content in order, loose text and inline children between block
    children grouped into segments; a segment with visible text becomes a run."""
    items: list[tuple] = []
    lead: tuple = (node, "text")
    members: list = []
    for child in children:
        if _breaks_run(w, child):
            _flush(w, items, node, lead, members, owner, in_link)
            items.append((_VISIT, child, owner, in_link))
            lead, members = (child, "tail"), []
        else:
            members.append(child)
    _flush(w, items, node, lead, members, owner, in_link)
    return items


def _breaks_run(w: _Walk, child) -> bool:
    tag = child.tag
    if not isinstance(tag, str) or child in w.skipped_nodes:
        return False
    return tag in vocab.BLOCK_TAGS or child in w.block_holders


def _flush(
    w: _Walk, items: list, node, lead: tuple, members: list, owner: int, in_link: bool
) -> None:
    """Append one segment's items: a run when it has visible text, else plain items."""
    if _has_visible_text(w, lead, members):
        items.append((_RUN, VirtualRun(node, lead, tuple(members)), members, owner, in_link))
        return
    segment: list[tuple] = []
    _queue_segment(segment.append, lead, members, owner, in_link)
    items.extend(reversed(segment))


def _has_visible_text(w: _Walk, lead: tuple, members: list) -> bool:
    """True when the lead slot, a member or a member's tail holds non-blank text."""
    text = lead[0].text if lead[1] == "text" else lead[0].tail
    if text and not text.isspace():
        return True
    for child in members:
        if _element_has_text(w, child):
            return True
        tail = child.tail
        if tail and not tail.isspace():
            return True
    return False


def _element_has_text(w: _Walk, el) -> bool:
    if not isinstance(el.tag, str) or el in w.skipped_nodes or el.tag in vocab.NON_TEXT_TAGS:
        return False
    walker = etree.iterwalk(el, events=("start",))
    for _event, sub in walker:
        if sub is not el and sub.tail and not sub.tail.isspace():
            return True
        if not isinstance(sub.tag, str):
            continue
        if sub is not el and (sub in w.skipped_nodes or sub.tag in vocab.NON_TEXT_TAGS):
            walker.skip_subtree()
        elif sub.text and not sub.text.isspace():
            return True
    return False


def _freeze(w: _Walk) -> PageTree:
    children: list[list[int]] = [[] for _ in w.tags]
    tables: dict[int, TableClass] = {}
    for i, parent in enumerate(w.parents):
        if parent >= 0:
            children[parent].append(i)
    for i, tag in enumerate(w.tags):
        if tag == "table" and w.nodes[i] in w.tables:
            tables[i] = w.tables[w.nodes[i]]
    elements = tuple(
        map(
            ET,
            range(len(w.tags)),
            w.tags,
            w.parents,
            w.ends,
            w.depths,
            w.nodes,
            w.runs,
            w.starts,
            w.stops,
        )
    )
    return PageTree(elements, tuple(w.slots), tuple(map(tuple, children)), tables)
