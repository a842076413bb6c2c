"""Segment a Document into an ordered tuple of structural blocks.

A block is the text between two block-breaking tags (``DEFAULT_BREAK_TAGS``).
The walk is iterative (``lxml.etree.iterwalk``), so nesting depth cannot
overflow the Python stack. Script, style, noscript, template, form controls and
hidden elements (``hidden``, ``aria-hidden="true"``, inline ``display:none`` or
``visibility:hidden``) are skipped with their whole subtree. Elements deeper
than ``max_depth`` break no blocks (their text flows into the enclosing one);
after ``max_nodes`` elements the walk stops.

Every text piece a block took is kept in ``Block.pieces`` as
(element, "text" | "tail" | "img") so renderers and the marked view can reach exactly that text.

:func:`segment_reference` is the definition; :func:`segment` runs the compiled
walk over libxml2's nodes (``thresher._core._segment``) when it is built and
the pure path is not forced, with the same blocks (``tests/test_compiled_walks.py``).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from dataclasses import dataclass, field

from lxml import etree

from thresher._core import SEGMENT, kernel
from thresher.html import text_measures as feat
from thresher.html.images import image_source
from thresher.html.memo import TreeMemo
from thresher.types import Block, BlockContext, BlockFeatures, Document, TableRef

PAPER_BREAK_TAGS = frozenset(["p", "br", "td", "div", "hr", "form"])
HEADINGS = frozenset(f"h{i}" for i in range(1, 7))
DEFAULT_BREAK_TAGS = (
    PAPER_BREAK_TAGS
    | HEADINGS
    | frozenset(
        [
            "th",
            "li",
            "pre",
            "blockquote",
            "section",
            "article",
            "tr",
            "table",
            "ul",
            "ol",
            "dl",
            "dt",
            "dd",
            "header",
            "footer",
            "nav",
            "aside",
            "main",
            "figure",
            "figcaption",
            "caption",
            "address",
            "center",
            "details",
            "summary",
            "fieldset",
            "legend",
            "body",
            "option",
            "menu",
            "dialog",
            "hgroup",
            "noframes",
            "frameset",
            "frame",
            "iframe",
            "textarea",
        ]
    )
)
SKIP_TAGS = frozenset(
    [
        "script",
        "style",
        "noscript",
        "template",
        "head",
        "select",
        "input",
        "textarea",
        "button",
        "svg",
        "canvas",
        "object",
        "embed",
        "iframe",
        "audio",
        "video",
        "source",
        "track",
        "map",
        "area",
        "datalist",
        "meter",
        "progress",
    ]
)
INLINE_TAGS = frozenset(
    "a abbr acronym b bdi bdo big cite code data del dfn em font i ins kbd label mark nobr q "
    "rp rt ruby s samp small span strike strong sub sup time tt u var wbr img".split()
)
BOLD_TAGS = frozenset(["b", "strong"])
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_KINDS = HEADINGS | frozenset(
    ["li", "pre", "td", "th", "dt", "dd", "caption", "figcaption", "blockquote"]
)


class _TableCount:
    """A table the walk is inside, counted while it is walked (its TableRef comes after)."""

    __slots__ = ("cols", "has_nested", "id", "rows")

    def __init__(self, table_id: int) -> None:
        self.id = table_id
        self.has_nested = False
        self.rows = 0
        self.cols = 0

    def ref(self) -> TableRef:
        """The table, counted whole."""
        return TableRef(self.id, self.rows, self.cols, self.has_nested)


@dataclass(frozen=True)
class Segmentation:
    """Blocks of one page and the warnings of its walk."""

    blocks: tuple[Block, ...]
    warnings: tuple[str, ...] = ()


def is_hidden(attrib) -> bool:
    """True for an element hidden by attribute or inline style."""
    if not attrib:
        return False
    if "hidden" in attrib:
        return True
    aria = attrib.get("aria-hidden")  # mostly absent: no string work then
    if aria and aria.strip().lower() == "true":
        return True
    style = attrib.get("style")
    return bool(style) and _HIDDEN_STYLE.search(style) is not None


def _segment_name(el) -> str:
    name = el.tag
    el_id = el.get("id")
    if el_id:
        return f"{name}#{el_id.strip()[:40]}"
    cls = el.get("class")
    if cls:
        first = cls.split()
        if first:
            return f"{name}.{first[0][:40]}"
    return name


@dataclass
class _Walk:
    break_tags: frozenset[str]
    max_depth: int
    include_images: bool
    blocks: list[Block] = field(default_factory=list)
    buf: list[str] = field(default_factory=list)
    buf_pieces: list[tuple[object, str]] = field(default_factory=list)
    link_buf: list[str] = field(default_factory=list)
    bold_buf: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)
    path: list[str] = field(default_factory=list)
    owners: list[tuple[object, str, str]] = field(default_factory=list)
    lists: list[list] = field(default_factory=list)
    tables: list[_TableCount] = field(default_factory=list)
    counted: list[_TableCount] = field(default_factory=list)
    cell: list[int] = field(default_factory=list)
    has_text: bool = False  # a piece in ``buf`` is not all whitespace
    quote_depth: int = 0
    pre_depth: int = 0
    link_depth: int = 0
    bold_depth: int = 0
    open_links: list[tuple[str, int]] = field(default_factory=list)
    table_ids: itertools.count = field(default_factory=itertools.count)
    li_ids: itertools.count = field(default_factory=itertools.count)

    def add(self, text: str | None, el: object, attr: str) -> None:
        if not text:
            return
        self.buf.append(text)
        self.buf_pieces.append((el, attr))
        if not self.has_text and not text.isspace():
            self.has_text = True
        if self.link_depth:
            self.link_buf.append(text)
        if self.bold_depth:
            self.bold_buf.append(text)

    def flush(self) -> None:
        if not self.buf_pieces:  # only separators: no text, no links, nothing to clear
            self.buf.clear()
            return
        if self.has_text:
            raw = "".join(self.buf)
            text = raw.strip("\n\r ") if self.pre_depth else " ".join(raw.split())
            self.blocks.append(self._make_block(text))
            self.has_text = False
        self.buf.clear()
        self.buf_pieces.clear()
        self.link_buf.clear()
        self.bold_buf.clear()
        self.links.clear()

    def _make_block(self, text: str) -> Block:
        owner, tag, path = self.owners[-1] if self.owners else (None, "body", "body")
        link_len = len(" ".join("".join(self.link_buf).split()))
        bold_len = len(" ".join("".join(self.bold_buf).split()))
        heading = int(tag[1]) if tag in HEADINGS else 0
        features = BlockFeatures(
            text_length=len(text),
            link_text_length=min(link_len, len(text)),
            word_count=feat.word_count(text),
            punctuation_count=feat.punctuation_count(text),
            sentence_count=feat.sentence_count(text),
            depth=len(self.path),
            heading_level=heading,
            in_link_only=link_len >= len(text),
            bold=bold_len >= len(text),
        )
        return Block(
            index=len(self.blocks),
            path=path,
            tag=tag,
            kind=self._kind(tag),
            text=text,
            features=features,
            context=self._context(),
            links=tuple(self.links),
            element=owner,
            pieces=tuple(self.buf_pieces),
        )

    def _kind(self, tag: str) -> str:
        if self.pre_depth:
            return "pre"
        if tag in _KINDS:
            return tag
        for owner in reversed(self.owners):
            if owner[1] in ("li", "td", "th", "dd", "dt"):
                return owner[1]
        return "p"

    def _context(self, src: str = "", alt: str = "") -> BlockContext:
        """The enclosing lists, table and quotes; the table's ref is completed after the walk."""
        if not (self.lists or self.tables or self.quote_depth or src or alt):
            return _PLAIN
        kinds, item, li_id = _list_context(self.lists) if self.lists else ((), 0, None)
        table = TableRef(self.tables[-1].id) if self.tables else None
        return BlockContext(
            list_kinds=kinds,
            item=item,
            li_id=li_id,
            table=table,
            row=self.tables[-1].rows if self.tables else 0,
            cell=self.cell[-1] if self.tables else 0,
            quote=self.quote_depth,
            src=src,
            alt=alt,
        )

    def finished_blocks(self) -> tuple[Block, ...]:
        """The blocks, each table block's context holding its table counted whole."""
        if not self.counted:
            return tuple(self.blocks)
        refs = {count.id: count.ref() for count in self.counted}
        return tuple(_with_table(block, refs) for block in self.blocks)


_PLAIN = BlockContext()


def _with_table(block: Block, refs: dict[int, TableRef]) -> Block:
    table = block.context.table
    if table is None:
        return block
    context = dataclasses.replace(block.context, table=refs[table.id])
    return dataclasses.replace(block, context=context)


def _list_context(lists: list[list]) -> tuple[tuple[str, ...], int, int]:
    kinds = tuple(entry[0] for entry in lists)
    return kinds, lists[-1][1], lists[-1][2]


def walk_root(doc: Document):
    """The element the walks start at: ``<body>``, or the root when there is none."""
    root = doc.tree.find("body")
    return doc.tree if root is None else root


def segment(
    doc: Document,
    *,
    break_tags: frozenset[str] = DEFAULT_BREAK_TAGS,
    max_depth: int = 5_000,
    max_nodes: int = 2_000_000,
    include_images: bool = True,
) -> Segmentation:
    """Split the page body into structural blocks, in document order.

    The compiled walk when it is built (and ``THRESHER_PURE`` is not set), else
    :func:`segment_reference`: the same blocks either way.
    """
    compiled = kernel(SEGMENT)
    if compiled is not None:
        found = compiled.segment(
            walk_root(doc), frozenset(break_tags), max_depth, max_nodes, include_images
        )
        if found is not None:  # None: a tree the kernel leaves to Python
            return found
    return segment_reference(
        doc,
        break_tags=break_tags,
        max_depth=max_depth,
        max_nodes=max_nodes,
        include_images=include_images,
    )


def segment_reference(
    doc: Document,
    *,
    break_tags: frozenset[str] = DEFAULT_BREAK_TAGS,
    max_depth: int = 5_000,
    max_nodes: int = 2_000_000,
    include_images: bool = True,
) -> Segmentation:
    """:func:`segment` in Python: the definition the compiled walk is held to."""
    root = walk_root(doc)
    walk = _Walk(break_tags=break_tags, max_depth=max_depth, include_images=include_images)
    walker = etree.iterwalk(root, events=("start", "end"))
    warnings: list[str] = []
    seen = 0
    for event, el in walker:
        tag = el.tag
        if not isinstance(tag, str):
            if event == "end":
                walk.add(el.tail, el, "tail")
            continue
        if event == "start":
            seen += 1
            if seen > max_nodes:
                warnings.append(f"stopped after {max_nodes} elements (max_nodes)")
                break
            if tag in SKIP_TAGS or is_hidden(el.attrib):
                walker.skip_subtree()
                walk.path.append("")
                continue
            _start(walk, el, tag)
        else:
            _end(walk, el, tag)
    walk.flush()
    return Segmentation(walk.finished_blocks(), tuple(warnings))


def _start(walk: _Walk, el, tag: str) -> None:
    path = walk.path
    path.append(_segment_name(el))
    if tag in walk.break_tags and len(path) <= walk.max_depth:
        walk.flush()
        walk.owners.append((el, tag, "/".join(walk.path)))
    elif tag not in INLINE_TAGS:
        walk.buf.append(" ")
    if tag in _STRUCTURE_TAGS:
        _enter_structure(walk, el, tag)
    if tag == "img" and walk.include_images:
        _image_block(walk, el)
    text = el.text
    if text:
        walk.add(text, el, "text")


def _end(walk: _Walk, el, tag: str) -> None:
    name = walk.path.pop() if walk.path else ""
    if name:
        if walk.owners and walk.owners[-1][0] is el:
            walk.flush()
            walk.owners.pop()
        elif tag in walk.break_tags and len(walk.path) + 1 <= walk.max_depth:
            walk.flush()
        elif tag not in INLINE_TAGS:
            walk.buf.append(" ")
        if tag in _STRUCTURE_TAGS:
            _leave_structure(walk, el, tag)
    tail = el.tail
    if tail:
        walk.add(tail, el, "tail")


_STRUCTURE_TAGS = BOLD_TAGS | frozenset(
    ["ul", "ol", "menu", "li", "table", "tr", "td", "th", "blockquote", "pre", "a"]
)


def _enter_structure(walk: _Walk, el, tag: str) -> None:
    if tag in ("ul", "ol", "menu"):
        walk.lists.append(["ol" if tag == "ol" else "ul", 0, -1])
    elif tag == "li" and walk.lists:
        walk.lists[-1][1] += 1
        walk.lists[-1][2] = next(walk.li_ids)
    elif tag == "table":
        if walk.tables:
            walk.tables[-1].has_nested = True
        walk.tables.append(_TableCount(next(walk.table_ids)))
        walk.counted.append(walk.tables[-1])
        walk.cell.append(0)
    elif tag == "tr" and walk.tables:
        walk.tables[-1].rows += 1
        walk.cell[-1] = 0
    elif tag in ("td", "th") and walk.tables:
        walk.cell[-1] += 1
        walk.tables[-1].cols = max(walk.tables[-1].cols, walk.cell[-1])
    elif tag == "blockquote":
        walk.quote_depth += 1
    elif tag == "pre":
        walk.pre_depth += 1
    elif tag == "a":
        walk.link_depth += 1
        walk.open_links.append((el.get("href", ""), len(walk.buf)))
    elif tag in BOLD_TAGS:
        walk.bold_depth += 1


def _leave_structure(walk: _Walk, el, tag: str) -> None:
    if tag in ("ul", "ol", "menu") and walk.lists:
        walk.lists.pop()
    elif tag == "table" and walk.tables:
        walk.tables.pop()
        walk.cell.pop()
    elif tag == "blockquote":
        walk.quote_depth = max(0, walk.quote_depth - 1)
    elif tag == "pre":
        walk.pre_depth = max(0, walk.pre_depth - 1)
    elif tag == "a":
        walk.link_depth = max(0, walk.link_depth - 1)
        if walk.open_links:
            href, start = walk.open_links.pop()
            anchor = " ".join("".join(walk.buf[start:]).split())
            if anchor and href:
                walk.links.append((anchor, href))
    elif tag in BOLD_TAGS:
        walk.bold_depth = max(0, walk.bold_depth - 1)


def _image_block(walk: _Walk, el) -> None:
    src = image_source(el)
    if not src:
        return
    walk.flush()
    alt = " ".join((el.get("alt") or "").split())
    path = "/".join(walk.path)
    features = BlockFeatures(0, 0, 0, 0, 0, len(walk.path), 0, False, False)
    context = walk._context(src, alt)
    walk.blocks.append(
        Block(len(walk.blocks), path, "img", "img", alt, features, context, (), el, ((el, "img"),))
    )


_SEGMENT_MEMO: TreeMemo[Segmentation] = TreeMemo(segment)
cached_segment = _SEGMENT_MEMO
""":func:`segment`, remembered for the last few trees (methods on one page share it)."""
