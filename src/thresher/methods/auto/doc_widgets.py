"""Documentation widgets: a feedback box's heading, a toggle's hidden label, the tabs
over code samples.

Three pieces of a documentation theme's interface sit inside the element that holds the
page's text, where the block model keeps them:

* a feedback box under the text: a heading ("Feedback", "Rückmeldung") right over a
  helpfulness prompt ("Was this page helpful?", "War diese Seite hilfreich?": the
  prompts of :mod:`~thresher.methods.auto.prompt_lines`, which drop the prompt itself)
  and the box's short answers ("Thanks for your feedback!"), which its script shows
  after a click (Docsy, Zendesk and other help centres). The heading (:data:`MAX_HEADING_CHARS`
  at most) and the short kept lines after the prompt under the heading's parent element
  (:data:`MAX_ANSWER_CHARS` at most, up to the next heading) are dropped
  (:func:`drop_feedback_headings`);
* the label of a disclosure toggle the theme's stylesheet hides while the toggle is open
  (rustdoc's "Expand description" over every item's documentation: a ``<summary>`` of
  class ``hideme``, :data:`HIDDEN_SUMMARY_CLASSES`) is dropped (:func:`drop_hidden_toggles`);
* the tab labels over a group of code samples ("pip", "conda"; "npm", "yarn"): a short
  kept line that is a tab (``role="tab"``, or in a ``role="tablist"``: Docusaurus,
  Starlight, Material's content tabs) or a row of radio buttons' labels (VitePress' code
  groups; Material's ``tabbed-set``, whose labels' box follows its radio buttons), with
  a kept code block (``pre``) among the :data:`TAB_REACH` blocks after it, is dropped
  (:func:`drop_tab_labels`). Tabs away from code (a product's "Reviews") stay;
* a heading's anchor link whose words are for screen readers (Starlight's "Section titled
  “Options”" in a box around the heading): a short kept block right after a kept heading
  whose element is the heading's parent and whose text is a same-page link's
  (``href="#…"``) is dropped (:func:`drop_heading_anchors`);
* an API item's source link and stability version beside its signature (rustdoc's
  "1.0.0 · Source", "Source§", an example's "ⓘ" tooltip): on a documentation page, a
  short kept block whose every text is in elements of :data:`ITEM_SOURCE_CLASSES`, or
  separators between them, is dropped (:func:`drop_item_sources`); so is a short kept
  block in the box an engine gives an item's source line (JSDoc's ``dt.tag-source``
  "Source:" and its ``dd.tag-source`` "cache.js, line 12": :data:`SOURCE_BOX_CLASSES`,
  read in the block's path); so are a class box's "Defined in:" term and its file's
  path (YARD's ``box_info``: :data:`DEFINED_TERMS`) and a block that is only a link to
  nowhere (``href="#"``: YARD's "show all" toggle);
* a man page's running header and footer (mandoc's ``table.head``/``table.foot``:
  "KVCACHE(1) General Commands Manual KVCACHE(1)", the date and the system), kept cell
  by cell, are dropped (:func:`drop_running_heads`);
* an API item's source panel that a toggle hides until the reader opens it: a kept code
  block (or its parent) that is a later sibling of an unchecked checkbox whose
  ``<label for>`` says "source" (pdoc's "View Source"), or inside a closed ``<details>``
  whose ``<summary>`` says it (mkdocstrings' "Source code in …"; :data:`SOURCE_WORDS`),
  is dropped with the toggle's own line (:func:`drop_toggled_sources`).

Markup and words of the engines, never one site's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from thresher.methods.auto.decided import element_parent, kept_short
from thresher.methods.auto.prompt_lines import HELPFUL_PROMPT, MAX_PROMPT_CHARS, line_kind
from thresher.methods.auto.sections import HEADING_TAGS
from thresher.types import Block, Decision, Label

MAX_HEADING_CHARS = 40  # "Feedback", "Was this article helpful?" titles
MAX_ANSWER_CHARS = 80  # "Thanks for your feedback!", "Yes", "No"
MAX_TOGGLE_CHARS = 40  # "Expand description"
MIN_CONTENTS_LINKS = 2  # links of a contents box: its sections
_NUMBERING = frozenset("0123456789.")  # a section number beside a contents link
MAX_TAB_CHARS = 40  # "pip", "conda", "pnpm", "Windows (PowerShell)"
TAB_REACH = 4  # from a tab label to the code its panel shows (the other tabs between)
# The classes of a <summary> a theme's stylesheet hides while its <details> is open
# (rustdoc: "Expand description").
HIDDEN_SUMMARY_CLASSES = frozenset(("hideme",))
_RADIO_ROW = frozenset(("input", "label"))
_LABEL_ROW = frozenset(("label",))
MAX_SOURCE_CHARS = 40  # "1.0.0 (const: 1.83.0) · Source"
# The classes of the elements an API reference writes beside an item's signature: its
# source link, its stability version, an example's tooltip icon, the item's anchor
# (rustdoc: ``a.src``, ``span.since``, ``a.tooltip`` "ⓘ", ``a.anchor`` "§").
ITEM_SOURCE_CLASSES = frozenset(("src", "since", "tooltip", "anchor", "doc-anchor"))
# The classes of the box an engine writes an item's source line in, every line of which
# is the source's: JSDoc's ``dl.details`` pair ``dt.tag-source`` "Source:" and
# ``dd.tag-source`` "cache.js, line 12" (the file and line links in a ``ul > li``).
SOURCE_BOX_CLASSES = frozenset(("tag-source",))
SOURCE_BOX_MARK = "tag-source"  # what every such class holds: a path without it is none
SOURCE_BOX_TAGS = frozenset(("dt", "dd"))  # the box is a ``dl``'s term or description
DEFINITION_TAGS = frozenset(("dt", "dd"))  # a class box's term and its description
SOURCE_BOX_LEVELS = 3  # from a line's element up to its source box: dd > ul > li
# The term of a class's information box that names the file it is defined in (YARD's
# ``div.box_info`` "Defined in:" over ``lib/kvcache/cache.rb``; TypeDoc's and others'
# language packs), case-folded, without its colon.
DEFINED_TERMS = frozenset(
    ("defined in", "definiert in", "défini dans", "definido en", "definido em", "定义于",
     "定義場所", "определено в", "declared in", "source file")
)  # fmt: skip
_SEPARATORS = frozenset(" \t\n\xa0·|§•")  # between a version and its source link
# mandoc's running header and footer tables and their cells' class prefixes.
RUNNING_TABLES = frozenset(("head", "foot"))
_RUNNING_CELLS = ("head-", "foot-")

# Words of a toggle that shows an item's source code ("View Source", "Source code in",
# "Quelltext anzeigen", "Ver código fuente", "ソースを表示", "查看源代码"), lowercased.
SOURCE_WORDS = ("source", "quellcode", "quelltext", "código fuente", "codigo fuente",
                "code source", "исходный код", "ソース", "源代码", "源码", "原始碼")  # fmt: skip
_SOURCE_WORD = re.compile("|".join(map(re.escape, SOURCE_WORDS)))  # any of them, one scan
MAX_SOURCE_LEAD = 12  # "Source:", "Quelle :" beside a repository link
_BLOB = "/blob/"  # a repository file's address (GitHub, GitLab, Gitea)
MAX_LABEL_CHARS = 60  # "Source code in src/kvcache/cache.py"
TOGGLE_SIBLINGS = 4  # from a panel back to its checkbox (the label's box, an anchor)
TOGGLE_REACH = 4  # from a code block back to its toggle's own line

_REASON_TOGGLED = "an API item's source panel a toggle hides (documentation chrome)"
_REASON_FEEDBACK = "a documentation page's feedback box (documentation chrome)"
_REASON_TOGGLE = "a toggle's label its theme hides (documentation chrome)"
_REASON_ANCHOR = "a heading's anchor link (documentation chrome)"
_REASON_CONTENTS = "a contents box's disclosure title (documentation chrome)"
_REASON_TAB = "a code sample's tab label (documentation chrome)"
_REASON_SOURCE = "an API item's source link or version (documentation chrome)"
_REASON_TOGGLE = "a script's toggle, a link to nowhere (documentation chrome)"
_REASON_RUNNING = "a man page's running header or footer (documentation chrome)"


def drop_feedback_headings(
    blocks: Sequence[Block], flags: Sequence[bool], headings: Sequence[int]
) -> dict[int, Decision]:
    """Drop a kept heading right over a helpfulness prompt, and the short kept lines
    after the prompt under the heading's parent element up to the next heading (the
    box's answers); ``flags``: each text block's kept flag, ``headings``: the headings'
    positions. Only a question (a "?" in at most :data:`MAX_PROMPT_CHARS`) is read."""
    found: dict[int, Decision] = {}
    last = len(blocks) - 1
    for pos in headings:
        if not flags[pos] or pos == last or len(blocks[pos].text) > MAX_HEADING_CHARS:
            continue
        prompt = blocks[pos + 1].text
        if len(prompt) > MAX_PROMPT_CHARS or ("?" not in prompt and "？" not in prompt):
            continue
        if line_kind(prompt) != HELPFUL_PROMPT:
            continue
        block = blocks[pos]
        found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_FEEDBACK)
        found.update(_answers(blocks, flags, pos))
    return found


def _answers(blocks: Sequence[Block], flags: Sequence[bool], pos: int) -> dict[int, Decision]:
    """The short kept lines after the prompt under the feedback heading at ``pos``, under
    its parent element, up to the next heading."""
    found: dict[int, Decision] = {}
    box = element_parent(blocks[pos])
    if box is None:
        return found
    for near in range(pos + 2, len(blocks)):
        other = blocks[near]
        if other.tag in HEADING_TAGS or len(other.text) > MAX_ANSWER_CHARS:
            break
        if element_parent(other) is not box:
            break
        if flags[near]:
            found[other.index] = Decision(other.index, Label.BOILERPLATE, _REASON_FEEDBACK)
    return found


def drop_hidden_toggles(
    blocks: Sequence[Block], flags: Sequence[bool], hidden: bool = True, contents: bool = False
) -> dict[int, Decision]:
    """Drop a kept ``<summary>`` block (:data:`MAX_TOGGLE_CHARS` at most) of a class in
    :data:`HIDDEN_SUMMARY_CLASSES` (``hidden``), or that titles a contents box
    (``contents``, :func:`_titles_contents`); ``flags``: each text block's kept flag."""
    found: dict[int, Decision] = {}
    for pos in kept_short(blocks, flags, MAX_TOGGLE_CHARS):
        block = blocks[pos]
        if block.tag != "summary" or block.element is None:
            continue
        if hidden and not HIDDEN_SUMMARY_CLASSES.isdisjoint(
            (block.element.get("class") or "").split()
        ):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_TOGGLE)
        elif contents and _titles_contents(block.element):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_CONTENTS)
    return found


def _titles_contents(summary: object) -> bool:
    """True when the summary's ``details`` holds :data:`MIN_CONTENTS_LINKS` links or
    more, all to places on the page (``href="#…"``), and no words but theirs and the
    summary's (a section number may stand beside a link)."""
    details = summary.getparent()
    if details is None or details.tag != "details":
        return False
    links = list(details.iter("a"))
    if len(links) < MIN_CONTENTS_LINKS or any(
        not (a.get("href") or "").startswith("#") for a in links
    ):
        return False
    own = sum(_marks(a) for a in links) + _marks(summary)
    return _marks(details) == own


def _marks(element: object) -> int:
    """The characters of the element's text but spaces and section numbers."""
    return sum(1 for c in "".join(element.itertext()) if not c.isspace() and c not in _NUMBERING)


def drop_tab_labels(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    code: Sequence[int],
    radio: bool = False,
    rows: bool = False,
) -> dict[int, Decision]:
    """Drop a kept tab label (:func:`_is_tab`, :data:`MAX_TAB_CHARS` at most) with a kept
    ``pre`` among the :data:`TAB_REACH` blocks after it; ``flags``: each text block's
    kept flag, ``code``: the positions of the code blocks, ``radio``: a radio button's
    own label is a tab too; ``rows``: a block of a row of labels, each
    :data:`MAX_TAB_CHARS` at most, is one however long (:func:`_label_row`: MkDocs
    Material's "Python 3.9 and above" and "Python 3.10 and above", one block)."""
    found: dict[int, Decision] = {}
    for end in code:
        if not flags[end]:
            continue
        for pos in range(max(0, end - TAB_REACH), end):
            block = blocks[pos]
            if not flags[pos] or block.kind == "pre":
                continue
            if len(block.text) > MAX_TAB_CHARS and not (rows and _label_row(block)):
                continue
            if block.index in found:
                continue
            if _is_tab(block.element) or (radio and _radio_label(block)):
                found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_TAB)
    return found


def drop_heading_anchors(
    blocks: Sequence[Block], flags: Sequence[bool], headings: Sequence[int]
) -> dict[int, Decision]:
    """Drop the kept block right after a kept heading that is the text of a same-page
    link in the heading's parent element, beside the heading (:data:`MAX_HEADING_CHARS`
    plus the heading's own length at most); ``headings``: the headings' positions."""
    found: dict[int, Decision] = {}
    last = len(blocks) - 1
    for pos in headings:
        if pos == last or not flags[pos] or not flags[pos + 1]:
            continue
        heading, after = blocks[pos], blocks[pos + 1]
        if len(after.text) > MAX_HEADING_CHARS + len(heading.text) or after.element is None:
            continue
        if heading.element is None or heading.element.getparent() is not after.element:
            continue
        if _anchor_text(after.element) == " ".join(after.text.split()):
            found[after.index] = Decision(after.index, Label.BOILERPLATE, _REASON_ANCHOR)
    return found


def drop_item_sources(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    is_doc: Callable[[], bool],
    items: bool = True,
    repository: bool = False,
    nested: bool = False,
    boxes: bool = False,
    defined: bool = False,
) -> dict[int, Decision]:
    """Drop a kept block (:data:`MAX_SOURCE_CHARS` at most) whose every text piece is the
    text of an element of :data:`ITEM_SOURCE_CLASSES` or separators between them
    (``items``; with ``nested``, also a text inside such an element: rustdoc's
    "1.70.0 (const: unstable) · Source", whose "unstable" links its tracking issue), or
    whose element is in an item's source box (``boxes``, :func:`_in_source_box`: JSDoc's
    "Source:" and "cache.js, line 12", on any page: JSDoc's template declares no engine),
    or that says "source" through a link to a
    file of a repository (``repository``, :func:`_repository_source`); with ``defined``,
    also a class box's "Defined in:" term and its file's path (:func:`_defined_in`) and a
    block in a ``dd`` that is only a link to nowhere (:func:`_script_toggle`: YARD's "show
    all"), on a
    documentation page (``is_doc``, asked once, only when such a block is found)."""
    found: dict[int, Decision] = {}
    boxed: dict[int, Decision] = {}
    for pos in kept_short(blocks, flags, MAX_SOURCE_CHARS):
        block = blocks[pos]
        if not block.pieces:
            continue
        top = block.element if nested else None
        if (
            defined
            and block.tag in DEFINITION_TAGS
            and (lines := _definition_chrome(blocks, flags, pos))
        ):
            found.update(lines)
        elif boxes and SOURCE_BOX_MARK in block.path and _in_source_box(block.path):
            boxed[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_SOURCE)
        elif (items and _named(_last_own(block.pieces)) and _source_pieces(block.pieces, top)) or (
            repository and block.features.link_text_length and _repository_line(block)
        ):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_SOURCE)
    return {**boxed, **found} if found and is_doc() else boxed


def _definition_chrome(
    blocks: Sequence[Block], flags: Sequence[bool], pos: int
) -> dict[int, Decision]:
    """The decisions dropping the ``dt``/``dd`` block at ``pos`` when it is a class box's
    "Defined in:" term (with its file's ``dd``, :func:`_defined_in`) or a ``dd`` that is
    only a link to nowhere (:func:`_script_toggle`), else none."""
    block = blocks[pos]
    if block.tag == "dt" and _defined_in(blocks, flags, pos):
        after = blocks[pos + 1]
        return {
            block.index: Decision(block.index, Label.BOILERPLATE, _REASON_SOURCE),
            after.index: Decision(after.index, Label.BOILERPLATE, _REASON_SOURCE),
        }
    if block.tag == "dd" and len(block.links) == 1 and _script_toggle(block):
        return {block.index: Decision(block.index, Label.BOILERPLATE, _REASON_TOGGLE)}
    return {}


def _script_toggle(block: Block) -> bool:
    """True when the block is only a link to nowhere (``href="#"``: a script's toggle,
    YARD's "show all" over a class's ancestors; the caller reads it in a definition's
    ``dd`` only, where a class box writes it)."""
    words, href = block.links[0]
    return href == "#" and " ".join(words.split()) == " ".join(block.text.split())


def _defined_in(blocks: Sequence[Block], flags: Sequence[bool], pos: int) -> bool:
    """True when the ``dt`` block at ``pos`` is a :data:`DEFINED_TERMS` term and the next
    block, kept, is its ``dd`` holding one file's path (no space, a ``/`` or a ``.``,
    :data:`MAX_SOURCE_CHARS` at most): YARD's "Defined in:" and "lib/kvcache/cache.rb"."""
    if blocks[pos].text.strip().rstrip(":： ").casefold() not in DEFINED_TERMS:
        return False
    if pos + 1 >= len(blocks) or not flags[pos + 1]:
        return False
    after = blocks[pos + 1]
    path = after.text.strip()
    if len(path) > MAX_SOURCE_CHARS or not path or any(c.isspace() for c in path):
        return False
    element = blocks[pos].element
    following = element.getnext() if element is not None else None
    return following is not None and after.element is following and ("/" in path or "." in path)


def _in_source_box(path: str) -> bool:
    """True when the block's path (:attr:`~thresher.types.Block.path`, each element's tag
    and its id or first class) names a definition list's term or description
    (:data:`SOURCE_BOX_TAGS`) with a class of :data:`SOURCE_BOX_CLASSES` among its
    element and :data:`SOURCE_BOX_LEVELS` ancestors (the caller tests
    :data:`SOURCE_BOX_MARK` in the path first: one substring test a block)."""
    for step in path.rsplit("/", SOURCE_BOX_LEVELS + 1)[-(SOURCE_BOX_LEVELS + 1) :]:
        tag, _, name = step.partition(".")
        if tag in SOURCE_BOX_TAGS and name in SOURCE_BOX_CLASSES:
            return True
    return False


def _repository_line(block: Block) -> bool:
    """True when the block says "source" (:data:`SOURCE_WORDS`) through links to a
    repository's file (:func:`_repository_source`)."""
    return _says(block.text) and _repository_source(block)


def _repository_source(block: Block) -> bool:
    """True when the block's words are links to a file of a repository (``/blob/`` in
    their address: GitHub, GitLab, Gitea) but for :data:`MAX_SOURCE_LEAD` characters
    beside them ("Source:"), and "source" is in the link or beside it: pkgdown's
    "Source: vignettes/cache.Rmd", Documenter's "source", ExDoc's "View Source"."""
    outside = 0
    linked = False
    for element, part in block.pieces:
        owner = element if part == "text" else element.getparent()
        text = element.text if part == "text" else element.tail
        link = _link_of(owner, block.element)
        if link is None:
            outside += len(text.strip()) if text else 0
        elif _BLOB not in (link.get("href") or ""):
            return False
        else:
            linked = True
    return linked and outside <= MAX_SOURCE_LEAD


def _link_of(element: object, top: object) -> object | None:
    """The ``a`` element that is ``element`` or holds it, up to ``top``, else None."""
    while element is not None:
        if element.tag == "a":
            return element
        if element is top:
            return None
        element = element.getparent()
    return None


def _named(piece: tuple[object, str]) -> bool:
    """True when the piece is the own text of an element of :data:`ITEM_SOURCE_CLASSES`
    (the last own text of a source line is its link's, of a tooltip its icon's)."""
    element, part = piece
    if part != "text":
        return False
    names = element.get("class")  # type: ignore[attr-defined]
    return bool(names) and not ITEM_SOURCE_CLASSES.isdisjoint(names.split())


def _last_own(pieces: Sequence[tuple[object, str]]) -> tuple[object, str]:
    """The last piece that is an element's own text (a link's tail, " ", may follow it),
    else the last piece."""
    for piece in reversed(pieces):
        if piece[1] == "text":
            return piece
    return pieces[-1]


def _source_pieces(pieces: Sequence[tuple[object, str]], top: object = None) -> bool:
    """True when each piece is an :data:`ITEM_SOURCE_CLASSES` element's own text, or a
    text of separators only, or (``top``: the block's element) a text inside such an
    element below ``top``."""
    for piece in pieces:
        if _named(piece):
            continue
        element, part = piece
        text = element.text if part == "text" else element.tail  # type: ignore[attr-defined]
        if text and not _SEPARATORS.issuperset(text) and not _inside_named(piece, top):
            return False
    return True


def _inside_named(piece: tuple[object, str], top: object) -> bool:
    """True when the piece's text sits inside an :data:`ITEM_SOURCE_CLASSES` element
    below ``top`` (None: never)."""
    if top is None:
        return False
    element, part = piece
    owner = element if part == "text" else element.getparent()  # type: ignore[attr-defined]
    while owner is not None and owner is not top:
        names = owner.get("class")
        if names and not ITEM_SOURCE_CLASSES.isdisjoint(names.split()):
            return True
        owner = owner.getparent()
    return False


def drop_running_heads(
    blocks: Sequence[Block], flags: Sequence[bool], cells: Sequence[int]
) -> dict[int, Decision]:
    """Drop a kept cell (:data:`MAX_SOURCE_CHARS` at most) of a man page's running header
    or footer: a ``td`` whose class starts ``head-``/``foot-`` in a table of class
    ``head``/``foot`` (mandoc); ``cells``: the positions of the ``td`` blocks."""
    found: dict[int, Decision] = {}
    for pos in cells:
        block = blocks[pos]
        if not flags[pos] or len(block.text) > MAX_SOURCE_CHARS or block.element is None:
            continue
        cell = block.element
        if cell.tag != "td" or not (cell.get("class") or "").startswith(_RUNNING_CELLS):
            continue
        table = next(cell.iterancestors("table"), None)
        if table is not None and (table.get("class") or "") in RUNNING_TABLES:
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_RUNNING)
    return found


def _anchor_text(element: object) -> str | None:
    """The words of the element's same-page links (``href="#…"``) that are its children,
    None when it has none."""
    links = [a for a in element.iterchildren("a") if (a.get("href") or "").startswith("#")]
    if not links:
        return None
    return " ".join(" ".join("".join(a.itertext()) for a in links).split())


def _is_tab(element: object) -> bool:
    """A tab (``role="tab"``, or a child of a ``role="tablist"``), an element holding
    only radio buttons and their labels, or only labels right after a radio button;
    (with ``radio``, see :func:`_radio_label`)."""
    if element is None:
        return False

    if element.get("role") == "tab":
        return True
    parent = element.getparent()
    if parent is not None and parent.get("role") == "tablist":
        return True
    children = [child.tag for child in element]
    if "input" in children and set(children) <= _RADIO_ROW:
        return True
    return bool(children) and set(children) == _LABEL_ROW and _after_radio(element)


def _label_row(block: Block) -> bool:
    """True when the block's first text is a ``label``'s own and its element is a row of
    short labels (:func:`_short_labels`): one attribute read for any other block."""
    pieces = block.pieces
    if not pieces or pieces[0][1] != "text" or pieces[0][0].tag != "label":
        return False
    return _short_labels(block.element)


def _short_labels(element: object) -> bool:
    """True when the element holds two ``label`` elements or more and nothing else, each
    :data:`MAX_TAB_CHARS` characters at most (a row of tab labels)."""
    if element is None or len(element) < 2:  # type: ignore[arg-type]
        return False
    for child in element:  # type: ignore[attr-defined]
        if child.tag != "label" or len("".join(child.itertext())) > MAX_TAB_CHARS:
            return False
    return True


def _radio_label(block: Block) -> bool:
    """True when the block's words are all one ``label``'s, right after its radio button
    (Hugo Book's tabs: each label between its radio button and its panel)."""
    pieces = block.pieces
    if not pieces or any(part != "text" for _, part in pieces):
        return False
    label = pieces[0][0]
    return label.tag == "label" and all(e is label for e, _ in pieces) and _after_radio(label)


def _after_radio(element: object) -> bool:
    """True when the element comes right after a radio button (MkDocs Material's content
    tabs: the tabs' radio buttons, then a box of their labels)."""
    before = element.getprevious()
    return before is not None and before.tag == "input" and before.get("type") == "radio"


def drop_toggled_sources(
    blocks: Sequence[Block], flags: Sequence[bool], code: Sequence[int]
) -> dict[int, Decision]:
    """Drop a kept code block that a source toggle hides (:func:`_source_toggle`) and
    the kept lines of the toggle itself among the :data:`TOGGLE_REACH` blocks before it
    (its label, a closed ``details``' summary and line numbers); ``code``: the positions
    of the code blocks."""
    found: dict[int, Decision] = {}
    for pos in code:
        if not flags[pos] or blocks[pos].element is None or not _source_line(blocks, pos):
            continue
        toggle = _source_toggle(blocks, pos)
        if toggle is None:
            continue
        found[blocks[pos].index] = Decision(blocks[pos].index, Label.BOILERPLATE, _REASON_TOGGLED)
        for near in range(pos - 1, max(-1, pos - TOGGLE_REACH - 1), -1):
            block = blocks[near]
            if flags[near] and block.element is not None and _in_toggle(block, toggle):
                found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_TOGGLED)
    return found


def _source_line(blocks: Sequence[Block], pos: int) -> bool:
    """True when a short block (:data:`MAX_LABEL_CHARS` at most) among the
    :data:`TOGGLE_REACH` before ``pos`` says "source": a toggle's line or a signature's
    line that holds it (a cheap test before the markup's)."""
    for near in range(max(0, pos - TOGGLE_REACH), pos):
        block = blocks[near]
        if len(block.text) > MAX_LABEL_CHARS or block.kind == "pre":
            continue
        if _says(block.text):
            return True
    return False


def _source_toggle(blocks: Sequence[Block], pos: int) -> object | None:
    """The toggle that hides the code block at ``pos`` until opened: the nearest
    ``details`` around it when closed and its summary (a block among the
    :data:`TOGGLE_REACH` before) says "source", or the ``label`` of an unchecked
    checkbox a few siblings before the block or its parent that says it."""
    element = blocks[pos].element
    if "summary" in [blocks[near].tag for near in range(max(0, pos - TOGGLE_REACH), pos)]:
        details = next(element.iterancestors("details"), None)
        if details is not None:
            summary = details.find("summary")
            if details.get("open") is None and summary is not None and _says_source(summary):
                return details
            return None
    label = _checkbox_label(element)
    if label is None and (parent := element.getparent()) is not None:
        label = _checkbox_label(parent)
    return label


def _checkbox_label(box: object) -> object | None:
    """The label that says "source" of an unchecked checkbox among the
    :data:`TOGGLE_SIBLINGS` siblings before ``box`` (in one of the siblings between),
    when no sibling between holds code (the panel it shows is the first after it)."""
    checkbox = next(box.itersiblings("input", preceding=True), None)
    if checkbox is None:
        return None
    between = []
    for sibling in box.itersiblings(preceding=True):
        if sibling is checkbox:
            break
        if len(between) == TOGGLE_SIBLINGS:
            return None
        if isinstance(sibling.tag, str):
            between.append(sibling)
    name = checkbox.get("id")
    if checkbox.get("type") != "checkbox" or not name or checkbox.get("checked") is not None:
        return None
    if any(other.tag == "pre" or next(other.iter("pre"), None) is not None for other in between):
        return None
    for other in between:
        for label in other.iter("label"):
            if label.get("for") == name and _says_source(label):
                return label
    return None


def _says_source(element: object) -> bool:
    """True when the element's short text has a word of :data:`SOURCE_WORDS`."""
    text = "".join(element.itertext())
    return len(text) <= MAX_LABEL_CHARS and _says(text)


def _says(text: str) -> bool:
    """True when ``text`` has a word of :data:`SOURCE_WORDS` (any case)."""
    return _SOURCE_WORD.search(text.lower()) is not None


def _in_toggle(block: Block, toggle: object) -> bool:
    """True when the block is all the toggle's label, or inside the closed ``details``."""
    element = block.element
    if toggle.tag == "details":
        return any(a is toggle for a in element.iterancestors("details"))
    if element is toggle or element.getparent() is toggle:
        return True
    words = " ".join("".join(toggle.itertext()).split())
    return bool(words) and " ".join(block.text.split()) == words and toggle in element.iter()
