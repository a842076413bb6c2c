"""Group kept blocks into the structures renderers need: paragraphs, lists, tables."""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from lxml import etree

from thresher.html.patterns import LazyPattern
from thresher.metadata.title import strip_anchor_marks
from thresher.methods.auto.doc_chrome import CODE_LABELS, COPY_WORDS
from thresher.types import Block
from thresher.urls import join_url

LAYOUT_CELL_CHARS = 500
_BROKEN_ROLES = frozenset(("paragraph", "quote"))  # a <br> inside one is a line break
# How an API signature's link to its source code ends: Sphinx's "[source]" in any of its
# translations, Haddock's "Source" and "Source #" (its self-link).
SOURCE_TAILS = ("]", "Source", "Source #")
SPHINX_SOURCE = "viewcode-link"
# A highlighter's line element its stylesheet shows as a block (Gatsby's highlighted
# lines carry no newline between them).
CODE_LINE_CLASSES = frozenset(("gatsby-highlight-code-line",))
LABEL_LEVELS = 3  # from a code block up to the box that holds its label
LABEL_WORDS = 3  # a label and a button or two
PRE_LINE_LEVELS = 4  # from a code line's element up to its pre (pre/code/div.line/div.code)
GUTTER_LEVELS = 3  # from a line-number gutter's pre up to its cell (td/div/pre)
HEADING_LEVELS = 2  # from a block's element up to the heading that holds it (h2/div/div)
SECTION_TAGS = frozenset(("section",))  # an item that is a section holds one
HEADING_TAGS = {"h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6}
# Labels that name no language a fence should carry.
GENERIC_LABELS = frozenset(("text", "txt", "plain", "plaintext", "output", "console", "terminal"))
_LANGUAGE_NAME = re.compile(r"[A-Za-z][\w+#.-]{0,30}")
_LANGUAGE_CLASS = LazyPattern(
    r"(?:^|\s)(?:(?:language|lang|highlight(?:-source)?|gatsby-code|mw-highlight-lang)-|brush:\s*)"
    r"([A-Za-z][\w+#.-]{0,30})"
)
_IN_HEADING = LazyPattern(r"/h[1-6][.#/]")  # a heading element on the block's path


Piece = tuple[Block, str]  # a kept block of a table cell and its text as the cell shows it


@dataclass(frozen=True)
class TableGroup:
    """Consecutive kept blocks of one data table, as rows of cells (``pieces``: each
    cell's blocks with their texts, in the shape of ``rows``, for inline markup)."""

    rows: list[list[str]]
    pieces: list[list[list[Piece]]] = field(default_factory=list)


@dataclass(frozen=True)
class CodeLines:
    """Consecutive kept blocks that are the lines of one monospace box: a block element
    whose whole content is one ``code``/``tt``/``kbd``/``samp`` run broken into lines
    (the segmentation cuts it at each ``<br>``), or of one ``pre`` whose lines end in
    ``<br>`` (Docusaurus' and Prism's ``token-line`` spans). Markdown and HTML show it
    as one code block."""

    blocks: tuple[Block, ...]

    @property
    def text(self) -> str:
        """The lines, one a line; a ``pre``'s lines exactly as the page has them (blank
        lines and indentation kept) when the kept lines are all of its lines."""
        if self.blocks[0].kind == "pre":
            return _pre_lines(self.blocks)
        return "\n".join(block.text for block in self.blocks)


MONOSPACE_TAGS = frozenset(["code", "tt", "kbd", "samp"])


LEAD_ANCHOR_LEVELS = 3  # from a heading's block element up to the heading element
ZERO_WIDTH = "\u200b\ufeff"  # the zero-width space and no-break space: no text a reader sees


def shown_text(block: Block) -> str:
    """The block's text as Markdown and HTML show it, without the permalink marks
    documentation generators append: ``¶`` and ``🔗`` after any block (a
    definition's signature too), ``§`` and a separate ``#`` after a heading, and
    without the zero-width spaces some put around a heading's anchor (VitePress,
    Docusaurus, Mintlify): a block of only those shows nothing."""
    text = block.text
    if "\u200b" in text or "\ufeff" in text:
        text = text.strip(ZERO_WIDTH + " ")
    if text.startswith("§") and text[1:2].isalpha():  # rustdoc's anchor before the words
        text = text[1:]
    if block.features.heading_level:
        return _caseless_anchor(strip_anchor_marks(_lead_anchor(block, text)))
    if text.endswith(("¶", "🔗")):
        return text.rstrip(" ¶🔗")
    return text


def written_text(block: Block) -> str:
    """:func:`shown_text` as Markdown and HTML write it: an API signature without the
    link to its source code that documentation generators put after it (Sphinx's
    ``[source]``, ``span.viewcode-link``, translated, after a ``dt`` signature; Haddock's
    ``Source``, ``a.link``, and its ``#`` self-link). Plain text keeps the link's words
    (the datasets' bodies hold them). Any other block is :func:`shown_text`."""
    text = shown_text(block)
    if not text.endswith(SOURCE_TAILS) or block.features.heading_level:
        return text
    element = block.element
    if element is None or (text.endswith("]") and block.tag != "dt"):
        return text
    tails = _source_tails(element) if text.endswith("]") else _haddock_tails(element, text)
    if len(tails) == 1 and text.endswith(tails[0]) and len(text) > len(tails[0]):
        return text[: -len(tails[0])].rstrip()
    return text


def _source_tails(element) -> list[str]:
    """The texts of Sphinx's source links (``span.viewcode-link``) in ``element``."""
    spans = element.iter("span")
    return [
        " ".join("".join(s.itertext()).split()) for s in spans if s.get("class") == SPHINX_SOURCE
    ]


def _haddock_tails(element, text: str) -> list[str]:
    """Haddock's source link as the block's text ends with it ("Source #" with the
    self-link), when ``element`` holds one ``a.link`` and it says "Source"."""
    links = ["".join(a.itertext()) for a in element.iter("a") if a.get("class") == "link"]
    if links != ["Source"]:
        return []
    return ["Source #" if text.endswith("#") else "Source"]


def heading_text(block: Block) -> str:
    """A heading's text as Markdown and HTML show it: :func:`shown_text` without the
    anchor marks after it, also for a block whose heading element holds it
    (:func:`heading_level`)."""
    text = shown_text(block)
    if block.features.heading_level:
        return text
    return _caseless_anchor(strip_anchor_marks(_lead_anchor(block, text)))


def _lead_anchor(block: Block, text: str) -> str:
    """A heading's text without the ``#`` self-link some generators put before its words
    (VuePress 1's and Retype's ``<a class="header-anchor" href="#…">#</a> Title``,
    markdown-it-anchor's ``placement: "before"``): a lone ``#`` then a space, when the
    heading element (the block's, or the nearest around it, :data:`LEAD_ANCHOR_LEVELS` up
    at most) holds as its first link one of text ``#`` to an anchor of the page."""
    if not text.startswith("#") or not text[1:2].isspace() or block.element is None:
        return text
    element = block.element
    for _ in range(LEAD_ANCHOR_LEVELS):
        if element is None or element.tag in HEADING_TAGS:
            break
        element = element.getparent()
    if element is None or element.tag not in HEADING_TAGS:
        return text
    link = next(element.iter("a"), None)
    if link is None or (link.text or "").strip() != "#":
        return text
    return text[1:].lstrip() if (link.get("href") or "").startswith("#") else text


def _caseless_anchor(text: str) -> str:
    """A heading's text without a ``#`` right after a letter of a script without case
    ("安装#", "インストール#": the PyData and Sphinx Book themes' anchor), which
    :func:`~thresher.metadata.title.strip_anchor_marks` leaves ("C#" keeps its mark)."""
    if len(text) > 1 and text.endswith("#"):
        before = text[-2]
        if before.isalpha() and not before.isupper() and not before.islower():
            return text[:-1].rstrip()
    return text


def shown_blocks(blocks: tuple[Block, ...]) -> tuple[Block, ...]:
    """The blocks Markdown and HTML show: images, code but a line-number gutter
    (:func:`line_gutter`), and blocks with text left once permalink marks are gone (a
    heading that is only "¶" shows nothing)."""
    return tuple(
        b
        for b in blocks
        if (b.kind == "pre" and not line_gutter(b))
        or b.kind == "img"
        or (b.kind != "pre" and shown_text(b))
    )


def line_gutter(block: Block) -> bool:
    """True for a code block that is only the line numbers of the code beside it: its
    lines are numbers counting up by one (two at least), and it sits in a table cell
    (:data:`GUTTER_LEVELS` up at most) whose next cell holds a ``pre`` (Pygments'
    ``td.linenos``, Rouge's ``td.gutter``, Hugo's ``lntd``, YARD's ``pre.lines``). A
    reader copies the code without them; plain text keeps what the page shows."""
    numbers = block.text.split()
    if len(numbers) < 2 or not all(n.isdecimal() for n in numbers):
        return False
    first = int(numbers[0])
    if any(int(n) != first + i for i, n in enumerate(numbers)):
        return False
    cell = block.element
    for _ in range(GUTTER_LEVELS + 1):
        if cell is None or cell.tag in ("td", "th"):
            break
        cell = cell.getparent()
    if cell is None or cell.tag not in ("td", "th"):
        return False
    after = cell.getnext()
    while after is not None and not isinstance(after.tag, str):
        after = after.getnext()
    return (
        after is not None
        and after.tag in ("td", "th")
        and next(after.iter("pre"), None) is not None
    )


def item_openers(blocks: tuple[Block, ...]) -> set[int]:
    """Indexes of the blocks that open a list item: the first of ``blocks`` from each
    ``<li>`` (the item's first block may have been dropped), and every list block
    outside any ``<li>``."""
    seen: set[int] = set()
    openers: set[int] = set()
    for block in blocks:
        item = block.context.li_id
        if item is None or item in seen:
            continue
        if item >= 0:
            seen.add(item)
        openers.add(block.index)
    return openers


def code_language(block: Block | CodeLines) -> str:
    """The language a code block declares (``language-python``, ``lang-js``, Sphinx's
    ``highlight-python`` on a wrapper, Gatsby's ``gatsby-code-jsx``, SyntaxHighlighter's
    ``brush: js`` in its class or, as Confluence writes it, in its
    ``data-syntaxhighlighter-params``, MediaWiki's ``mw-highlight-lang-bash``, a bare class
    word: :func:`_class_language`), "" when none (a monospace box declares none)."""
    if isinstance(block, CodeLines):
        if block.blocks[0].kind != "pre":
            return ""
        block = block.blocks[0]
    element = block.element
    if element is None:
        return ""
    nearby = itertools.chain([element], element.iterchildren("code"), element.iterancestors())
    for candidate in itertools.islice(nearby, 6):
        found = _LANGUAGE_CLASS.search(candidate.get("class") or "")
        if found is None and (params := candidate.get("data-syntaxhighlighter-params")):
            found = _LANGUAGE_CLASS.search(params)
        if found:
            return found.group(1).lower()
        named = _LANGUAGE_NAME.fullmatch(_language_attribute(candidate))
        if named:
            return named.group(0).lower()
    return _class_language(element) or _labelled_language(element)


def _class_language(element) -> str:
    """A language named by a bare class word of the ``pre`` or its ``code`` (rustdoc's
    ``rust``, Pandoc's ``sourceCode python``, GeSHi's ``php``): a name of
    :data:`~thresher.methods.auto.doc_chrome.CODE_LABELS`, not a generic one; "" when
    none."""
    for candidate in itertools.chain([element], element.iterchildren("code")):
        for word in (candidate.get("class") or "").casefold().split():
            if (
                word in CODE_LABELS
                and word not in GENERIC_LABELS
                and _LANGUAGE_NAME.fullmatch(word)
            ):
                return word
    return ""


def _language_attribute(element) -> str:
    """The language an element names in a data attribute (Nextra's and Shiki's
    ``data-language``, Asciidoctor's and Hugo's ``data-lang``), "" when none."""
    return element.get("data-language") or element.get("data-lang") or ""


def _labelled_language(element) -> str:
    """The language named by the label a theme writes over a code block (GitBook's,
    Mintlify's "python" line): the element right before the ``pre`` (or before one of its
    ancestors, :data:`LABEL_LEVELS` levels up at most, where the ``pre`` opens its
    parent) when its every word is a label or a copy button's and one is a language of
    :data:`~thresher.methods.auto.doc_chrome.CODE_LABELS`; "" when none."""
    node = element
    for _ in range(LABEL_LEVELS):
        before = node.getprevious()
        while before is not None and not isinstance(before.tag, str):
            before = before.getprevious()  # a comment
        if before is not None:
            return _label_language(before)
        node = node.getparent()
        if node is None:
            return ""
    return ""


def _label_language(element) -> str:
    """The language an element's words name when they are only a label and copy buttons."""
    words = [piece.strip().casefold() for piece in element.itertext() if piece.strip()]
    if not words or len(words) > LABEL_WORDS:
        return ""
    if any(word not in CODE_LABELS and word not in COPY_WORDS for word in words):
        return ""
    names = [word for word in words if word in CODE_LABELS and word not in GENERIC_LABELS]
    return names[0] if names and _LANGUAGE_NAME.fullmatch(names[0]) else ""


def image_address(block: Block, page_url: str | None) -> str:
    """An image block's address, absolute when the page's URL is known."""
    return join_url(page_url, block.context.src)


def group_blocks(
    blocks: tuple[Block, ...], tables: bool = True
) -> Iterator[Block | TableGroup | CodeLines]:
    """Yield single blocks, a TableGroup for each run of kept cells of one table that
    reads as data (cells of a layout table come out as single blocks), and CodeLines
    for each run of kept lines of one monospace box."""
    i = 0
    headed: dict = {}
    while i < len(blocks):
        block = blocks[i]
        table = block.context.table
        box = monospace_box(block)
        if box is not None:
            j = i + 1
            while j < len(blocks) and monospace_box(blocks[j]) is box:
                j += 1
            yield CodeLines(blocks[i:j])
            i = j
            continue
        j = _pre_run_end(blocks, i)
        if j > i + 1:
            yield CodeLines(blocks[i:j])
            i = j
            continue
        root = headed_root(block, headed) if tables else None
        if root is not None:
            j = i + 1
            while j < len(blocks) and _in_root(blocks[j], root, headed):
                j += 1
            rows, pieces = _cell_rows(blocks[i:j], root)
            if len(rows) < 2:
                yield from blocks[i:j]
            else:
                yield TableGroup(rows, pieces)
                yield from _images(blocks[i:j])
            i = j
            continue
        if not (tables and table is not None and not table.has_nested and block.kind != "img"):
            yield block
            i += 1
            continue
        j = i
        while j < len(blocks) and blocks[j].context.table == table:
            j += 1
        rows, pieces = _rows(blocks[i:j])
        element = _table_element(block)
        if _laid_out(rows, element) or not reads_as_data(element):
            yield from blocks[i:j]
        else:
            yield TableGroup(rows, pieces)
            yield from _images(blocks[i:j])
        i = j


def _images(cells: tuple[Block, ...]) -> Iterator[Block]:
    """The images of a data table's cells that say what they show (an alt text): shown
    after the table, as the structure's truth has them (a cell holds text; an icon's alt
    text is no cell's words; a spacer without one is shown nowhere)."""
    return (cell for cell in cells if cell.kind == "img" and cell.text.strip())


def _laid_out(rows: list[list[str]], table=None) -> bool:
    """True when the kept cells read as page layout rather than data: a single row (but
    a bordered key row, :func:`_bordered_pair`), or a cell holding prose (a whole article
    in one cell of a layout table)."""
    if any(len(cell) > LAYOUT_CELL_CHARS for row in rows for cell in row):
        return True
    return len(rows) < 2 and not (rows and table is not None and _bordered_pair(table))


def _bordered_pair(table) -> bool:
    """True for a table drawn with a border (``border`` 1 or more) of one row of two
    filled cells, without a link, an image or a form control: a key beside what it does
    (LibreOffice's ">>" beside "Copies the label to the list"), not a menu bar or a form."""
    border = (table.get("border") or "").strip()
    if not (border.isdigit() and int(border) >= 1):
        return False
    rows = _own_rows(table)
    if len(rows) != 1 or sum(1 for cell in _cells(rows[0]) if _cell_text(cell)) != 2:
        return False
    return next(table.iter("a", "img", "input", "select", "textarea", "button"), None) is None


def _table_element(block: Block):
    element = block.element
    if element is None:
        return None
    return next(element.iterancestors("table"), None) if element.tag != "table" else element


def reads_as_data(table) -> bool:
    """True for a table a reader reads as data: not marked presentational, and either
    two rows or more with two non-empty cells or more (a note box drawn as a table,
    an icon beside one text cell, a navigation bar of one such row are layout), a
    header row of two ``th`` or more above data, a title row (one ``th`` spanning two
    columns or more) over ``td`` rows, one of two non-empty cells or more (LibreOffice's
    "List of Methods"), one column under a ``th`` header with two rows of data or more, or
    a bordered key row (:func:`_bordered_pair`)."""
    if table is None:
        return True
    if (table.get("role") or "").strip().lower() in ("presentation", "none"):
        return False
    rows = [_cells(row) for row in _own_rows(table)]
    filled = [[cell for cell in row if _cell_text(cell)] for row in rows]
    if sum(len(cells) >= 2 for cells in filled) >= 2:
        return True
    headers = [cell for cell in filled[0] if cell.tag == "th"] if filled else []
    if len(headers) >= 2 and any(filled[1:]):
        return True
    if _titled(rows, filled) or _bordered_pair(table):
        return True
    one_column = all(len(row) <= 1 for row in rows)
    data_rows = sum(1 for cells in filled[1:] if cells)
    return one_column and bool(rows and rows[0]) and rows[0][0].tag == "th" and data_rows >= 2


def _titled(rows: list[list], filled: list[list]) -> bool:
    """The first row is one ``th`` spanning two columns or more, or ``th`` cells of which
    one only has text (a title over three columns of method names), the rows under it
    are ``td`` cells only (a navigation bar's row holds its chapter's ``th``), and one of
    them has two non-empty cells or more."""
    if len(rows) < 2 or not rows[0] or any(cell.tag != "th" for cell in rows[0]):
        return False
    if any(cell.tag == "th" for row in rows[1:] for cell in row):
        return False
    if len(rows[0]) == 1:
        span = (rows[0][0].get("colspan") or "").strip()
        if not (span.isdigit() and int(span) >= 2):
            return False
    elif len(filled[0]) != 1:
        return False
    return any(len(cells) >= 2 for cells in filled[1:])


def headed_root(block: Block, headed: dict) -> object | None:
    """The outermost table around the block that holds another table and opens with a
    header row of two ``th`` or more over data: a reference table whose cells hold
    notes, code or tables of their own. Its cells are read whole, nested content
    flattened into them; None for any other block (a layout table holding tables).
    ``headed`` remembers each table's header test for the page."""
    table = block.context.table
    if block.element is None or block.kind == "img" or table is None:
        return None
    around = list(block.element.iterancestors("table"))
    if block.element.tag == "table":
        around.insert(0, block.element)
    if not table.has_nested:
        around = around[1:]
    for element in reversed(around):
        if element not in headed:
            headed[element] = _headed(element)
        if headed[element]:
            return element
    return None


def _in_root(block: Block, root, headed: dict) -> bool:
    """True for a block of the headed table ``root``, an image in one of its cells too."""
    if block.kind == "img":
        element = block.element
        return element is not None and any(t is root for t in element.iterancestors("table"))
    return headed_root(block, headed) is root


def _headed(table) -> bool:
    if (table.get("role") or "").strip().lower() in ("presentation", "none"):
        return False
    rows = [[c for c in _cells(row) if _cell_text(c)] for row in _own_rows(table)]
    if len(rows) < 2 or not any(rows[1:]):
        return False
    return sum(cell.tag == "th" for cell in rows[0]) >= 2


def _cell_rows(blocks: tuple[Block, ...], root) -> tuple[list[list[str]], list[list[list[Piece]]]]:
    """Rows of ``root``'s own cells, each cell the kept texts inside it joined, and the
    cells' pieces."""
    grid: dict[object, dict[object, list[Piece]]] = {}
    for block in blocks:
        cell = _own_cell(block.element, root)
        if cell is None:
            continue
        row = grid.setdefault(cell.getparent(), {})
        words = "" if block.kind == "img" else " ".join(shown_text(block).split())
        row.setdefault(cell, []).append((block, words))
    width = max((len(r) for r in grid.values()), default=0)
    pieces = [[*row.values()] + [[]] * (width - len(row)) for row in grid.values()]
    return _joined(pieces), pieces


def _joined(pieces: list[list[list[Piece]]]) -> list[list[str]]:
    return [[" ".join(text for _, text in cell) for cell in row] for row in pieces]


def _own_cell(element, root):
    """The cell of ``root`` the element sits in (its own td/th, not a nested table's)."""
    candidates = [element, *element.iterancestors()]
    for node, parent in itertools.pairwise(candidates):
        if node.tag in ("td", "th") and next(node.iterancestors("table"), None) is root:
            return node
        if node is root or parent is root:
            return None
    return None


def _own_rows(table) -> list:
    """The table's rows (those of nested tables left out)."""
    return [row for row in table.iter("tr") if next(row.iterancestors("table"), None) is table]


def _cells(row) -> list:
    return [cell for cell in row if cell.tag in ("td", "th")]


def _cell_text(cell) -> str:
    return "".join(cell.itertext()).strip()


def monospace_box(block: Block):
    """The monospace element a block is a line of, when that element is the whole content
    of its block and spans several lines (``<br>`` or a line break inside) or is boxed
    alone (its block is the only thing its container holds: an example box); else
    None."""
    if block.kind in ("pre", "img") or not block.pieces or block.context.table is not None:
        return None
    if block.features.heading_level:
        return None
    boxes = {id(box): box for box in _piece_boxes(block)}
    if len(boxes) != 1:
        return None
    box = next(iter(boxes.values()))
    if box is None:
        return None
    owner = _block_ancestor(box)
    if owner is None or not _whole_content(box, owner):
        return None
    return box if _spans_lines(box) or _boxed_alone(owner) else None


def _piece_boxes(block: Block) -> Iterator:
    """For each piece with words, its innermost monospace ancestor inside the block."""
    for element, kind in block.pieces:
        raw = (element.text if kind == "text" else element.tail) or ""
        if not raw.strip():
            continue
        start = element if kind == "text" else element.getparent()
        yield _monospace_ancestor(start, block.element)


def _monospace_ancestor(element, owner):
    while element is not None and element is not owner:
        if isinstance(element.tag, str) and element.tag in MONOSPACE_TAGS:
            return element
        element = element.getparent()
    if owner is not None and owner.tag in MONOSPACE_TAGS:
        return owner
    return None


def _spans_lines(box) -> bool:
    return next(box.iter("br"), None) is not None or "\n" in "".join(box.itertext())


def _block_ancestor(box):
    """The box's nearest ancestor that is not an inline element."""
    parent = box.getparent()
    while parent is not None and parent.tag in _INLINE:
        parent = parent.getparent()
    return parent


def _whole_content(box, owner) -> bool:
    """True when the box's nearest block-level ancestor holds no words outside it."""
    return "".join(owner.itertext()).split() == "".join(box.itertext()).split()


def _boxed_alone(owner) -> bool:
    """True when ``owner``, a paragraph or a division, is the one element of its parent
    (not a list item, cell or quote), with no text beside it."""
    parent = owner.getparent()
    if owner.tag not in ("p", "div") or parent is None or parent.tag in _NOT_BOXES:
        return False
    beside = (parent.text or "").strip() or (owner.tail or "").strip()
    return len(parent) == 1 and not beside


_NOT_BOXES = frozenset("body li dt dd td th blockquote ul ol dl".split())
_INLINE = frozenset("a abbr b big cite em font i small span strong sub sup u var".split())


def _rows(cells: tuple[Block, ...]) -> tuple[list[list[str]], list[list[list[Piece]]]]:
    grid: dict[int, dict[int, list[Piece]]] = {}
    for cell in cells:
        row = grid.setdefault(cell.context.row, {})
        text = "" if cell.kind == "img" else cell.text
        row.setdefault(cell.context.cell, []).append((cell, text))
    width = max((max(r) for r in grid.values() if r), default=0)
    pieces = [[grid[r].get(c, []) for c in range(1, width + 1)] for r in sorted(grid)]
    return _joined(pieces), pieces


def _pre_run_end(blocks: tuple[Block, ...], i: int) -> int:
    """The end of the run of ``pre`` blocks from ``i`` that are lines of one ``pre``
    element (the segmentation cuts a ``pre`` at each ``<br>``, and at each ``div`` of a
    ``pre`` that writes its lines as ``div`` elements: Expressive Code's ``ec-line``);
    ``i + 1`` when none."""
    block = blocks[i]
    if block.kind != "pre" or block.element is None or block.features.heading_level:
        return i + 1
    pre = _pre_element(block.element)
    j = i + 1
    while j < len(blocks) and blocks[j].kind == "pre" and blocks[j].element is not None:
        element = blocks[j].element
        if element is not block.element and _pre_element(element) is not pre:
            break
        j += 1
    return j


def _pre_element(element):
    """The ``pre`` the element is or lies in (a line ``div`` of it); the element itself
    when none is within :data:`PRE_LINE_LEVELS` levels."""
    node = element
    for _ in range(PRE_LINE_LEVELS + 1):
        if node is None:
            break
        if node.tag == "pre":
            return node
        node = node.getparent()
    return element


def _pre_lines(blocks: tuple[Block, ...]) -> str:
    """The lines of a ``pre`` cut at its ``<br>`` (or its line ``div`` elements): the
    element's text with each ``<br>`` and each ``div``'s end a line break when the kept
    lines are all of its lines, else the kept lines."""
    whole = "".join(_br_text(_pre_element(blocks[0].element))).rstrip().lstrip("\r\n")
    shown = [" ".join(line.split()) for line in whole.split("\n") if line.strip()]
    if shown == [" ".join(block.text.split()) for block in blocks]:
        return whole
    return "\n".join(code_text(block) for block in blocks)


def _br_text(element) -> Iterator[str]:
    """An element's text in document order, each ``<br>`` a line break and each
    ``div`` holding no ``div`` a line of its own."""
    if element.tag == "br":
        yield "\n"
    elif isinstance(element.tag, str):
        yield element.text or ""
        for child in element:
            yield from _br_text(child)
            if child.tag == "div" and next(child.iterchildren("div"), None) is None:
                yield "\n"
            yield child.tail or ""


def lead_block(item: Block | CodeLines) -> Block:
    """The block itself, or the first line of a monospace box."""
    return item.blocks[0] if isinstance(item, CodeLines) else item


def code_text(block: Block | CodeLines) -> str:
    """A code block's text exactly as the page has it: every piece joined, blank lines
    at the start and trailing whitespace gone, the first line's indentation kept
    (``block.text`` strips it); ``block.text`` when the pieces do not spell it. A
    monospace box's lines, one a line."""
    if isinstance(block, CodeLines):
        return block.text
    raw, broken = _line_pieces(block.pieces)
    exact = raw.rstrip().lstrip("\r\n")
    if raw and exact.split() == block.text.split():
        return exact
    if broken and "".join(exact.split()) == "".join(block.text.split()):
        return exact  # a line break put between two words the block's text ran together
    return block.text


def _line_pieces(pieces) -> tuple[str, bool]:
    """The pieces' text, with a line break where a highlighter's line element
    (:data:`CODE_LINE_CLASSES`) begins or ends without one (Gatsby's highlighted lines
    are ``span`` elements its stylesheet shows as blocks, with no newline between), and
    whether one was put."""
    parts: list[str] = []
    broken = False
    last = ""  # the last piece with text
    line = None  # the line element the last piece lies in
    for element, kind in pieces:
        text = _piece_text(element, kind)
        owner = element if kind == "text" else element.getparent()
        here = _code_line(owner)
        if here is not line and last and last[-1] != "\n" and not text.startswith("\n"):
            parts.append("\n")
            broken = True
        line = here
        parts.append(text)
        last = text or last
    return "".join(parts), broken


def _code_line(element):
    """The nearest element of a :data:`CODE_LINE_CLASSES` class around ``element`` (itself
    included) up to its ``pre``, else None."""
    while element is not None and element.tag != "pre":
        names = element.get("class")
        if names and not CODE_LINE_CLASSES.isdisjoint(names.split()):
            return element
        element = element.getparent()
    return None


def _piece_text(element, kind: str) -> str:
    if kind == "text":
        return element.text or ""
    if kind == "tail":
        return element.tail or ""
    return ""


@dataclass(frozen=True)
class Planned:
    """One block as the renderers write it: its ``role`` (heading, paragraph,
    list_item, code, table, quote, image), its list depth as written (0 outside
    lists) and whether it opens a list item (False: it continues the open one);
    ``breaks``: a paragraph or quote line that continues the one before it after a
    ``<br>`` (one paragraph with a line break, not two)."""

    item: Block | TableGroup | CodeLines
    role: str
    depth: int = 0
    opens: bool = False
    level: int = 0  # a heading's level
    breaks: bool = False


def plan_blocks(blocks: tuple[Block, ...]) -> list[Planned]:
    """The shown blocks in the shape the renderers write them. A list block's depth is
    one more than the open items' nested above it in the page (an item whose parents
    were dropped moves up, and its siblings with it); headings and tables close the
    open lists; code in a list stays in its item; a quote in a list is part of the
    item's text; a paragraph's line after a ``<br>`` continues it (``breaks``)."""
    openers = item_openers(blocks)
    open_levels: tuple[int, ...] = ()  # the page's list nesting of each open item
    planned: list[Planned] = []
    for item in group_blocks(blocks):
        entry, open_levels = _planned(item, openers, open_levels)
        if planned and _line_after_break(planned[-1], entry):
            entry = dataclasses.replace(entry, breaks=True)
        planned.append(entry)
    return planned


def _line_after_break(previous: Planned, entry: Planned) -> bool:
    """True when ``entry`` is the next line of ``previous``'s paragraph (or quote) outside
    lists: both blocks of one element, the entry's text starting right after one ``<br>``
    (the segmentation cuts a block there; two in a row stay a paragraph break)."""
    if entry.depth or previous.depth or entry.role not in _BROKEN_ROLES:
        return False
    if previous.role != entry.role or not isinstance(previous.item, Block):
        return False
    block, before = entry.item, previous.item
    if not isinstance(block, Block) or block.element is None or block.element is not before.element:
        return False
    if not block.pieces or before.context.quote != block.context.quote:
        return False
    element, part = block.pieces[0]
    return part == "tail" and element.tag == "br" and not doubled_break(element)


def doubled_break(br) -> bool:
    """True when the ``br`` follows another with only white space between them (a blank
    line the page draws between two paragraphs, not a line break inside one)."""
    before = br.getprevious()
    return before is not None and before.tag == "br" and not (before.tail or "").strip()


def _planned(
    item: Block | TableGroup | CodeLines, openers: set[int], open_levels: tuple[int, ...]
) -> tuple[Planned, tuple[int, ...]]:
    """One block's plan and the items open after it, given the page's list nesting of
    the items open before it (outermost first)."""
    if isinstance(item, TableGroup):
        return Planned(item, "table"), ()
    block = lead_block(item)
    level = heading_level(block) if not isinstance(item, CodeLines) else 0
    if level:
        return Planned(item, "heading", level=level), ()
    own_role = {"img": "image", "pre": "code"}.get(block.kind, "paragraph")
    if isinstance(item, CodeLines) or (own_role == "paragraph" and declared_code(block)):
        own_role = "code"
    if own_role == "paragraph" and block.context.quote:
        own_role = "quote"
    nesting = len(block.context.list_kinds)
    if nesting:
        nesting = max(0, nesting - section_items(block.element))
    if not nesting:
        return Planned(item, own_role), ()
    opens = block.index in openers or not open_levels
    if opens and own_role == "code" and not open_levels and block.index not in openers:
        return Planned(item, "code"), ()
    role = own_role if own_role in ("image", "code") else "list_item"
    if opens:
        levels = tuple(open_level for open_level in open_levels if open_level < nesting)
        levels += (nesting,)
    else:
        levels = tuple(open_level for open_level in open_levels if open_level <= nesting)
        levels = levels or open_levels[:nesting]
    return Planned(item, role, len(levels), opens), levels


def section_items(element) -> int:
    """How many of the list items around ``element`` are sections, not items: an ``li``
    whose child is a ``section`` that holds a heading (Javadoc's ``ul.member-list > li >
    section.detail > h3``, a member's whole documentation; an ``article`` in an item is
    a listing's card, which stays an item). The blocks inside such an item are written
    as that section's blocks, outside the list (the heading already closes it)."""
    found = 0
    while element is not None:
        if element.tag == "li" and any(
            child.tag in SECTION_TAGS and _holds_heading(child) for child in element
        ):
            found += 1
        element = element.getparent()
    return found


def _holds_heading(section) -> bool:
    """True when the element has a heading child (or one inside a ``header`` child)."""
    for child in section:
        tag = child.tag
        if tag in HEADING_TAGS or (tag == "header" and any(c.tag in HEADING_TAGS for c in child)):
            return True
    return False


def declared_code(block: Block) -> bool:
    """True for a ``div`` that declares itself a code block without a ``pre``: a class word
    naming code and a language in ``data-lang`` (Writerside's ``div.code-block``, whose
    script draws it as code), holding text and inline elements only, and the block's
    element."""
    element = block.element
    if element is None or element.tag != "div" or not element.get("data-lang"):
        return False
    if "code" not in (element.get("class") or "").lower():
        return False
    return all(child.tag in _INLINE for child in element.iterdescendants())


def heading_level(block: Block) -> int:
    """The block's heading level: its own element's, or that of a heading element whose
    only words are the block's (GitBook's and ReadMe's ``<h2><div>Title</div></h2>``,
    the segmentation makes the ``div`` a block of its own); 0 for other blocks."""
    level = block.features.heading_level
    if level or block.kind in ("pre", "img") or not _IN_HEADING.search(block.path):
        return level
    element = block.element
    for _ in range(HEADING_LEVELS):
        element = element.getparent() if element is not None else None
        if element is None or not isinstance(element.tag, str):
            return 0
        if element.tag in HEADING_TAGS:
            return HEADING_TAGS[element.tag] if _only_words(element, block.text) else 0
    return 0


def _only_words(heading: etree._Element, text: str) -> bool:
    """True when ``heading`` has no letter or digit besides ``text`` (an anchor's ``#``
    or an icon may stand beside it)."""
    whole = " ".join("".join(heading.itertext()).split())
    rest = whole.replace(" ".join(text.split()), "", 1)
    return len(rest) < len(whole) and not any(c.isalnum() for c in rest)


def padded_rows(table: TableGroup) -> list[list[str]]:
    """The table's rows, each as wide as the widest."""
    width = max((len(row) for row in table.rows), default=0)
    return [row + [""] * (width - len(row)) for row in table.rows]


def padded_pieces(table: TableGroup) -> list[list[list[Piece]]]:
    """The table's cells' pieces, each row as wide as the widest."""
    width = max((len(row) for row in table.pieces), default=0)
    return [row + [[]] * (width - len(row)) for row in table.pieces]
