"""Admonitions: the "Note", "Warning" and "See also" boxes of a documentation page.

Documentation sets a remark apart in a box its engine names for what it is: a class
``admonition``, ``note``, ``warning``, ``tip``, ``caution``, ``important`` and the like
(Sphinx, DocBook, MkDocs, Docusaurus, the Apache and LibreOffice manuals). The block
model reads the box's short title ("Note", "Примечание") and its one or two lines apart
from the section they stand in, and drops them most often where nothing kept follows
the box (the last remark of a section, before the page's footer), where the prose rule,
which keeps only what kept text encloses, cannot reach. The dropped blocks of such a
box are kept when the box's parent element holds kept text outside the box
(:data:`MIN_KEPT_CHARS`): the remark belongs to the section the model kept. A box of
many blocks (:data:`MAX_BLOCKS`) is a page region that happens to bear the word, and a
block the model ruled out (:data:`MIN_PROBABILITY`) stays dropped.

The words are the documentation engines' convention, not any site's; the rule was
chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate

from thresher.types import Block, Decision, Label

# The class words of an admonition box, alone or after one prefix ("admonition",
# "theme-admonition", "note", "su-note", "warning-box"; not "eu_note", a notice's name,
# "post-meta-note", a line of a story's header, nor "seeAlso", a news page's box of
# related stories: a documentation page's "See also" is an admonition).
ADMONITION_WORDS = (
    "admonition",
    "note",
    "notes",
    "warning",
    "caution",
    "tip",
    "hint",
    "important",
    "attention",
    "danger",
)
# The elements that hold a box, named by a class (an id is as often a heading's slug).
BOX_TAGS = ("div", "aside", "section")
_NAMED = re.compile(
    r"(?:^|/)(?:"
    + "|".join(BOX_TAGS)
    + r")\.(?:[a-z0-9]+-)?(?:"
    + "|".join(ADMONITION_WORDS)
    + r")(?:[-_][a-z0-9]+)*(?=/|$)",
    re.IGNORECASE | re.MULTILINE,
)
MIN_KEPT_CHARS = 80  # kept text in the box's parent outside the box: a kept section
MAX_BLOCKS = 12  # blocks in a box: more is a page region bearing the word
MIN_PROBABILITY = 0.03  # a block below this stays dropped
_REASON = "line of a note box in a kept section (p={p:.2f})"


def keep_admonitions(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of each admonition box whose parent element holds kept text
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag).

    The changed decisions are returned.
    """
    found: dict[int, Decision] = {}
    for box, members in admonition_boxes(blocks).items():
        if len(members) > MAX_BLOCKS or all(flags[pos] for pos in members):
            continue
        if _kept_beside(blocks, flags, box) < MIN_KEPT_CHARS:
            continue
        for pos in members:
            p = float(probs[pos])
            if not flags[pos] and p >= MIN_PROBABILITY:
                index = blocks[pos].index
                found[index] = Decision(index, Label.CONTENT, _REASON.format(p=p))
    return found


def admonition_boxes(blocks: Sequence[Block]) -> dict[str, list[int]]:
    """Each admonition box's path (:func:`admonition_box`) and the positions of the blocks
    inside it, found in one search of the blocks' paths joined by newlines (most pages
    have no box; a search a path costs more than the rule)."""
    paths = [block.path for block in blocks]
    joined = "\n".join(paths)
    boxes: dict[str, list[int]] = {}
    starts: list[int] = []
    last = -1
    for match in _NAMED.finditer(joined):
        if not starts:
            starts = list(accumulate([len(path) + 1 for path in paths], initial=0))
        pos = bisect_right(starts, match.start()) - 1
        if pos != last:  # the outermost box of a path, its first match
            last = pos
            boxes.setdefault(joined[starts[pos] : match.end()], []).append(pos)
    return boxes


def admonition_box(path: str) -> str | None:
    """The path of the outermost box element of ``path`` whose class names an
    admonition, None when none does."""
    match = _NAMED.search(path)
    if match is None:
        return None
    return path[: match.end()]


def _kept_beside(blocks: Sequence[Block], flags: Sequence[bool], box: str) -> int:
    """The characters of the kept blocks under the box's parent element, outside the box."""
    parent = box.rsplit("/", 1)[0] + "/"
    inside = box + "/"
    total = 0
    for block, kept in zip(blocks, flags, strict=True):
        path = block.path
        if kept and path.startswith(parent) and path != box and not path.startswith(inside):
            total += len(block.text)
    return total
