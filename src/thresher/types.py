"""The data that stages hand each other: Document, Block, Decision, Metadata.

A :class:`Document` is a parsed page; segmentation turns it into an ordered
tuple of :class:`Block`; a method labels blocks with :class:`Decision`; the
pipeline joins them with :class:`Metadata` into an
:class:`~thresher.output.extraction.Extraction`, which renders itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from lxml import etree


class Label(StrEnum):
    """What a method decided a block is.

    ``kept`` is True for labels whose text belongs to the extracted content
    (:data:`KEPT_LABELS`). Each member holds it as a plain attribute: the decision rules
    ask it of every block many times, and a property's call costs several times more.
    """

    CONTENT = "content"
    BOILERPLATE = "boilerplate"
    TITLE = "title"
    HEADING = "heading"
    DATE = "date"
    COMMENT = "comment"
    TEMPLATE = "template"

    kept: bool  # an annotation, not a member: set on each member below


# The labels :attr:`Label.kept` is true for. A set, not a tuple: a StrEnum member's ``==``
# goes through str and is slow.
KEPT_LABELS = frozenset({Label.CONTENT, Label.HEADING})


def _mark_kept() -> None:
    """Set :attr:`Label.kept` on each member from :data:`KEPT_LABELS`."""
    for label in Label:
        label.kept = label in KEPT_LABELS


_mark_kept()


@dataclass(frozen=True)
class Document:
    """A decoded, parsed page. Methods read it and never mutate its tree.

    ``source_utf8``: the page's bytes as the caller gave them (never a copy), when a
    markup word (:func:`thresher.html.prepass.markup_word`) is in them exactly when it is
    in ``source_text``: the text's UTF-8, or the page whose ``</body>`` and ``</html>`` the
    load cut where no such word can span a cut; else None. A markup word is looked for in
    them one byte a character (:func:`thresher.methods.auto.markup_words.source_holds`).
    They repeat the text, so they take no part in a Document's equality or repr.
    """

    tree: etree._Element
    source_text: str
    url: str | None = None
    encoding: str = "utf-8"
    encoding_source: str = "default"
    warnings: tuple[str, ...] = ()
    source_utf8: bytes | None = field(default=None, repr=False, compare=False)


@dataclass(slots=True)
class BlockFeatures:
    """Numbers about one block that methods use to decide (read-only, like :class:`Block`)."""

    text_length: int
    link_text_length: int
    word_count: int
    punctuation_count: int
    sentence_count: int
    depth: int
    heading_level: int
    in_link_only: bool
    bold: bool

    @property
    def link_density(self) -> float:
        """Share of the block's characters that sit inside links."""
        return self.link_text_length / self.text_length if self.text_length else 0.0


@dataclass(frozen=True, slots=True)
class TableRef:
    """A table a block sits in, counted whole: its id (unique on the page), its rows, its
    widest row's cells, and whether it holds another table."""

    id: int
    rows: int = 0
    cols: int = 0
    has_nested: bool = False

    @property
    def is_data_table(self) -> bool:
        """A table that holds no table and has at least one row of at least two cells."""
        return not self.has_nested and self.cols >= 2 and self.rows >= 1


@dataclass(frozen=True, slots=True)
class BlockContext:
    """The structure around a block that rendering needs: lists, tables, quotes, images.

    ``list_kinds`` are the enclosing lists, outermost first (``"ul"`` or ``"ol"``);
    ``item`` the number of the innermost list's current item and ``li_id`` that
    item's id on the page (-1 before the list's first item; None outside lists).
    ``table`` is the innermost enclosing table, ``row`` and ``cell`` the block's
    place in it (1-based); ``quote`` the ``blockquote`` depth; ``src`` and ``alt``
    an image block's address and alternative text.
    """

    list_kinds: tuple[str, ...] = ()
    item: int = 0
    li_id: int | None = None
    table: TableRef | None = None
    row: int = 0
    cell: int = 0
    quote: int = 0
    src: str = ""
    alt: str = ""


@dataclass(slots=True)
class Block:
    """A piece of page text bounded by block-breaking tags.

    ``path`` is the element path of the block's owner (the nearest
    block-breaking element), ``kind`` how it renders (``p``, ``h2``, ``li``,
    ``pre``, ``blockquote``, ``td``, ``th``, ``img`` …) and ``context`` the
    enclosing structure (lists, tables, quotes) needed to rebuild Markdown.

    Methods that run on one page share its blocks: they read them and never
    change them. Blocks, their features and decisions are plain slotted
    dataclasses rather than frozen ones, whose construction cost 3 % of a
    page's instructions.
    """

    index: int
    path: str
    tag: str
    kind: str
    text: str
    features: BlockFeatures
    context: BlockContext = field(default_factory=BlockContext)
    links: tuple[tuple[str, str], ...] = ()
    element: Any = field(default=None, compare=False, repr=False)
    pieces: tuple[tuple[Any, str], ...] = field(default=(), compare=False, repr=False)


@dataclass(slots=True)
class Decision:
    """A method's label for one block and the reason for it (read-only, like :class:`Block`).

    ``headline``: the kept block is the page's headline, which Markdown and HTML
    show as their first heading and plain text leaves out (it is ``title``).
    """

    block: int
    label: Label
    reason: str
    headline: bool = False


@dataclass(frozen=True)
class Metadata:
    """Page metadata beside the main text."""

    title: str | None = None
    date: str | None = None
    date_time: str | None = None  # the publication time whole, when a method read one
    date_modified: str | None = None
    author: str | None = None
    sitename: str | None = None
    description: str | None = None
    language: str | None = None
    canonical_url: str | None = None
    image: str | None = None
    categories: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class FoundMetadata:
    """Metadata a method found on the page itself (None: not found); it overrides the
    page's declared :class:`Metadata` field by field."""

    title: str | None = None
    date: str | None = None
    date_time: str | None = None  # ISO date and time of day, e.g. 2022-02-13T09:57
