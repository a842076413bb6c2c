"""Admonitions: the "Note", "Warning" and "See also" boxes of a documentation page.

Documentation sets a remark apart in a box its engine names for what it is: a class
``admonition``, ``note``, ``warning``, ``tip``, ``caution``, ``important`` and the like
(Sphinx, DocBook, MkDocs, the Apache and LibreOffice manuals). The block model reads
the box's short title ("Note", "Примечание") and its one or two lines apart from the
section they stand in, and drops them most often where nothing kept follows the box
(the last remark of a section, before the page's footer), where the prose rule, which
keeps only what kept text encloses, cannot reach. The dropped blocks of such a box are
kept when the box's parent element holds kept text outside the box
(:data:`MIN_KEPT_CHARS`): the remark belongs to the section the model kept. A box of
many blocks (:data:`MAX_BLOCKS`) is a page region that happens to bear the word, and a
block the model ruled out (:data:`MIN_PROBABILITY`) stays dropped.

The words are the documentation engines' convention, not any site's; the rule was
chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.decided import keep_dropped_members
from thresher.types import Block, Decision

# The first class of an admonition box, the word alone or with a suffix ("admonition",
# "note", "warning-box"; not "eu_note", a notice's name, "post-meta-note", a line of a
# story's header, nor "seeAlso", a news page's box of related stories: a documentation
# page's "See also" is an admonition).
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
    "theme-admonition",  # Docusaurus
    "starlight-aside",  # Starlight
)
# The elements that hold a box, named by a class (an id is as often a heading's slug).
BOX_TAGS = frozenset(("div", "aside", "section"))
# A class of a path's element naming an admonition (the element's tag is tested apart:
# a pattern that opens with a literal is searched fastest).
_NAMED = re.compile(
    r"\.(?:" + "|".join(ADMONITION_WORDS) + r")(?:[-_][a-z0-9]+)*(?=/|$)", re.MULTILINE
)
MIN_KEPT_CHARS = 80  # kept text in the box's parent outside the box: a kept section
MAX_BLOCKS = 12  # blocks in a box: more is a page region bearing the word
MIN_PROBABILITY = 0.03  # a block below this stays dropped
_REASON = "line of a note box in a kept section (p={p:.2f})"


def keep_admonitions(
    blocks: Sequence[Block], probs: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of each admonition box whose parent element holds kept text
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag).

    The changed decisions are returned.
    """
    kept_mask = np.frombuffer(bytes(flags), dtype=np.bool_)  # the flags as bytes: one C pass
    doubted = ((probs >= MIN_PROBABILITY) & ~kept_mask).nonzero()[0]
    found: dict[int, Decision] = {}
    for box in _boxes({blocks[pos].path for pos in doubted.tolist()}):
        members = [pos for pos, block in enumerate(blocks) if _inside(block.path, box)]
        if len(members) > MAX_BLOCKS or _kept_beside(blocks, flags, box) < MIN_KEPT_CHARS:
            continue
        found.update(keep_dropped_members(blocks, probs, flags, members, MIN_PROBABILITY, _REASON))
    return found


def admonition_box(path: str) -> str | None:
    """The path of the outermost box element of ``path`` whose class names an
    admonition, None when none does."""
    for match in _NAMED.finditer(path):
        start = path.rfind("/", 0, match.start()) + 1
        if path[start : match.start()] in BOX_TAGS:
            return path[: match.end()]
    return None


def _boxes(paths: set[str]) -> set[str]:
    """The admonition boxes (:func:`admonition_box`) of ``paths``, found in one search of
    the paths joined by newlines (most pages hold none; a search a path costs more)."""
    joined = "\n".join(paths)
    boxes: set[str] = set()
    done = -1  # the start of the last line whose box is found
    for match in _NAMED.finditer(joined):
        line = joined.rfind("\n", 0, match.start()) + 1
        start = joined.rfind("/", line, match.start()) + 1 or line
        if line != done and joined[start : match.start()] in BOX_TAGS:
            done = line
            boxes.add(joined[line : match.end()])
    return boxes


def _inside(path: str, box: str) -> bool:
    """True when the path is the box's or under it."""
    return path.startswith(box) and (len(path) == len(box) or path[len(box)] == "/")


def _kept_beside(blocks: Sequence[Block], flags: Sequence[bool], box: str) -> int:
    """The characters of the kept blocks under the box's parent element, outside the box."""
    parent = box.rsplit("/", 1)[0] + "/"
    total = 0
    for block, kept in zip(blocks, flags, strict=True):
        path = block.path
        if kept and path.startswith(parent) and not _inside(path, box):
            total += len(block.text)
    return total
