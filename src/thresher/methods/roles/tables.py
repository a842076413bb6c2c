"""The table register (the paper's TableRgstr): text tables versus layout tables.

The paper: a *text table* (TblTxt) presents data — text, pictures — and may
hold nested text tables; a *layout table* (TblOrg) arranges parts of the page
on the screen and may hold nested layout and text tables. It gives no test, so
this is the rule, tried in order, first match decides (Mozilla's "probably a
layout table" heuristic, which Readability also uses, plus the paper's
nesting constraint):

1. ``role="presentation"`` or ``role="none"`` → layout;
2. it holds a layout table → layout (a text table holds only text tables);
3. it has data markup (``caption thead tfoot th col colgroup`` or a
   ``summary``) → text;
4. its own cells hold page structure (``form nav header footer aside article
   section main h1 h2 iframe``) → layout;
5. a single row or a single column → layout;
6. at least ``min_rows`` (10) rows or at least ``min_cols`` (5) columns → text;
7. at least ``min_cells`` (11) cells → text;
8. otherwise → layout.

The three numbers are ours, not the paper's: :class:`TableThresholds`, set
through ``RolesParams.text_table_min_rows`` / ``_min_cols`` / ``_min_cells``.
Tables are classified innermost first, each by a small production system.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from lxml import etree

from thresher.methods.roles import rules as vocab
from thresher.methods.roles.engine import Blackboard, ProductionSystem, Rule

TEXT = "text"
LAYOUT = "layout"


@dataclass(frozen=True)
class TableFacts:
    """What the register rule looks at in one table (its own rows, not nested ones)."""

    role: str
    nested_layout: bool
    data_markup: bool
    layout_marker: bool
    rows: int
    cols: int


@dataclass(frozen=True)
class TableThresholds:
    """The sizes from which a table without data markup is a text table (rules 6 and 7)."""

    min_rows: int = 10
    min_cols: int = 5
    min_cells: int = 11


@dataclass(frozen=True)
class TableClass:
    """A table's kind (``text`` or ``layout``) and the rule that decided it."""

    kind: str
    rule: str


@dataclass
class _RegisterMemory:
    pending: deque
    kinds: dict = field(default_factory=dict)
    node: object = None
    facts: TableFacts | None = None


def classify_tables(
    root, board: Blackboard, max_steps: int, thresholds: TableThresholds | None = None
) -> dict:
    """Register every ``<table>`` under ``root``: element → :class:`TableClass`."""
    tables = [t for t in root.iter("table")]
    tables.reverse()  # reversed pre-order: every nested table before its outer one
    memory = _RegisterMemory(deque(tables))
    rules = register_rules(thresholds or TableThresholds())
    board.run(ProductionSystem("table register", rules, max_steps), memory)
    return memory.kinds


def _look(m: _RegisterMemory) -> None:
    m.node = m.pending.popleft()
    m.facts = table_facts(m.node, m.kinds)


def _decide(kind: str, rule: str):
    def then(m: _RegisterMemory) -> None:
        m.kinds[m.node] = TableClass(kind, rule)
        m.node, m.facts = None, None

    return then


def _facts(test):
    return lambda m: m.facts is not None and test(m.facts)


def register_rules(limits: TableThresholds) -> tuple[Rule[_RegisterMemory], ...]:
    """The register's rules, in order, with the size thresholds of rules 6 and 7."""
    return (
        *_FIXED_RULES,
        Rule(
            "large grid",
            _facts(lambda f: f.rows >= limits.min_rows or f.cols >= limits.min_cols),
            _decide(TEXT, "large grid"),
        ),
        Rule(
            "many cells",
            _facts(lambda f: f.rows * f.cols >= limits.min_cells),
            _decide(TEXT, "many cells"),
        ),
        Rule("small grid", _facts(lambda f: True), _decide(LAYOUT, "small grid")),
    )


_FIXED_RULES: tuple[Rule[_RegisterMemory], ...] = (
    Rule("look at the next table", lambda m: m.facts is None and bool(m.pending), _look),
    Rule(
        "role presentation",
        _facts(lambda f: f.role in vocab.LAYOUT_TABLE_ROLES),
        _decide(LAYOUT, "role=presentation"),
    ),
    Rule("holds a layout table", _facts(lambda f: f.nested_layout), _decide(LAYOUT, "nested")),
    Rule("data markup", _facts(lambda f: f.data_markup), _decide(TEXT, "data markup")),
    Rule("page structure", _facts(lambda f: f.layout_marker), _decide(LAYOUT, "page structure")),
    Rule(
        "one row or column",
        _facts(lambda f: f.rows <= 1 or f.cols <= 1),
        _decide(LAYOUT, "one row or column"),
    ),
)


def table_facts(table, kinds: dict) -> TableFacts:
    """Count the table's own rows and columns and look for markers, nested tables skipped."""
    nested_layout = data_markup = layout_marker = False
    rows = cols = cells = 0
    walker = etree.iterwalk(table, events=("start",))
    for _event, el in walker:
        tag = el.tag
        if el is table or not isinstance(tag, str):
            continue
        if tag == "table":
            nested_layout = nested_layout or kinds.get(el, TableClass(TEXT, "")).kind == LAYOUT
            walker.skip_subtree()
        elif tag in vocab.DROPPED_TAGS:
            walker.skip_subtree()
        elif tag == "tr":
            rows, cells = rows + 1, 0
        elif tag in vocab.CELL_TAGS:
            cells += _span(el)
            cols = max(cols, cells)
        data_markup = data_markup or tag in vocab.DATA_TABLE_MARKERS
        layout_marker = layout_marker or tag in vocab.LAYOUT_TABLE_MARKERS
    role = (table.get("role") or "").strip().lower()
    data_markup = data_markup or bool(table.get("summary"))
    return TableFacts(role, nested_layout, data_markup, layout_marker, rows, cols)


def _span(cell) -> int:
    value = (cell.get("colspan") or "1").strip()
    return min(int(value), 50) if value.isdigit() and int(value) > 0 else 1
