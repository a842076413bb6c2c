"""A thread's strip of labelled counts: "created 3h · last reply 3h · 4 replies · 1.2k
views · 5 users".

Discourse sets its topic map under the opening post: a list whose items each hold a
count or a date and a label in a small heading (``div.topic-map > ul > li > h4``), in
the site's language ("创建", "最后回复", "浏览", "작성됨", "조회"). The model reads the
cells inside the thread like the posts around them and keeps them (p 0.75–0.9); they are
the thread's figures, not its text.

Inside a recognised thread's span, a run of :data:`MIN_CELLS` or more kept blocks in one
list (the same path up to its list item, a label's heading below it; a cell another rule
dropped, "回复" read as a button, stays in the run), each of :data:`MAX_CELL_CHARS`
characters at most, :data:`MIN_LABELS` or more of them headings
and :data:`MIN_COUNTS` or more holding a digit, is dropped. A thread whose span keeps no
two short headings in one list is passed over before the walk. Nothing here names a word.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress

from thresher.methods.auto.post_chrome import span_positions
from thresher.types import Block, Decision, Label

MIN_CELLS = 6  # three labelled counts at least
MAX_CELL_CHARS = 20  # a count, a date or a label, never a sentence
MIN_LABELS = 2  # the labels' headings (``h4``)
MIN_COUNTS = 3  # the cells with a digit: counts, dates

_REASON = "thread's strip of labelled counts"


def drop_count_strips(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept count strips (module docstring) inside ``span`` (a recognised thread's
    first and last block index) dropped (``blocks``: the text blocks; ``flags``: each
    one's kept flag)."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    if not _labelled_list(compress(blocks[lo:hi], flags[lo:hi])):
        return {}  # most threads: no list with two short headings kept
    changed: dict[int, Decision] = {}
    run: list[Block] = []
    item = ""
    for pos in range(lo, hi):
        block = blocks[pos]
        key = _list_item(block.path) if len(block.text) <= MAX_CELL_CHARS else ""
        if not (key and key == item):  # the list ends (a cell another rule dropped does not)
            changed.update(_strip(run))
            run, item = [], key
        if key and flags[pos]:
            run.append(block)
    changed.update(_strip(run))
    return changed


def _labelled_list(kept: Iterable[Block]) -> bool:
    """Whether :data:`MIN_LABELS` of the ``kept`` blocks are short headings in one list."""
    seen: dict[str, int] = {}
    for block in kept:
        if block.features.heading_level and len(block.text) <= MAX_CELL_CHARS:
            key = _list_item(block.path)
            if key:
                seen[key] = found = seen.get(key, 0) + 1
                if found >= MIN_LABELS:
                    return True
    return False


def _list_item(path: str) -> str:
    """The path up to its last list item (``…/ul/li``), "" when no ``li`` holds it."""
    at = path.rfind("/li")
    if at < 0:
        return ""
    end = at + 3
    return path[:end] if end == len(path) or path[end] in "/.#" else ""


def _strip(run: list[Block]) -> dict[int, Decision]:
    """The run's decisions when it is a strip of labelled counts, else none."""
    if len(run) < MIN_CELLS:
        return {}
    labels = sum(1 for b in run if b.features.heading_level)
    counts = sum(1 for b in run if any(c.isdigit() for c in b.text))
    if labels < MIN_LABELS or counts < MIN_COUNTS:
        return {}
    return {b.index: Decision(b.index, Label.BOILERPLATE, _REASON) for b in run}
