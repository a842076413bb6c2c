"""Definition lists: a reference page's terms and their definitions, kept together.

A documentation page lists a module's functions, a directive's arguments or a filter's
parameters as a definition list (``dl``): each term (``dt``: a signature, a parameter's
name) over its definition (``dd``). The block model reads each entry alone and keeps
most of them, but doubts a short definition ("Print the path to the user site-packages
directory."), a term that reads as a link or a line of code, and drops it, leaving a
hole in the reference. Where the model kept half or more of a definition list's text
(:data:`MIN_KEPT_SHARE`; the blocks whose innermost list it is), the list's dropped
blocks are kept, unless the model ruled one out (:data:`MIN_PROBABILITY`). A list the
model mostly dropped (a forum's "Registered since:" and "Posts:" beside each post, a
sidebar's glossary) stays the model's, and so does a list in an element named for
comments (a blog's thread as a list: each comment's number and byline its term, the
comment its definition), which is the thread rules'.

Nothing here names a site or a documentation engine; chosen by leave-one-source-out
validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.decided import keep_dropped_members
from thresher.methods.auto.signals import KEYWORD_GROUPS
from thresher.types import Block, Decision

# An element of a path that is a definition list: ``dl``, ``dl.class`` or ``dl#id`` (a
# pattern that opens with a literal is searched fastest; a path opens with ``html`` or
# ``body``, never ``dl``).
_DL = re.compile(r"/dl(?:[.#][^/\n]*)?(?=/|$)", re.MULTILINE)
# A class or id naming comments, in a list's path (lower-cased): the signals' own words.
_COMMENTS = re.compile(dict(KEYWORD_GROUPS)["comment"])
MIN_KEPT_SHARE = 0.5  # of the list's characters the model kept: the list is the text's
MIN_PROBABILITY = 0.03  # a block below this stays dropped
_REASON = "entry of a definition list mostly kept (p={p:.2f})"


def keep_definition_lists(
    blocks: Sequence[Block], probs: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of each definition list the model kept mostly (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: each block's kept flag).

    The changed decisions are returned.
    """
    kept_mask = np.frombuffer(bytes(flags), dtype=np.bool_)  # the flags as bytes: one C pass
    doubted = ((probs >= MIN_PROBABILITY) & ~kept_mask).nonzero()[0]
    # each list once: its blocks' paths share it, and its comment test reads it whole
    doubted_lists = set(_innermost({blocks[pos].path for pos in doubted.tolist()}).values())
    wanted = {dl for dl in doubted_lists if not _COMMENTS.search(dl.lower())}
    if not wanted:  # most pages
        return {}
    of_path = _innermost({block.path for block in blocks})
    lists: dict[str, list[int]] = {}
    for pos, block in enumerate(blocks):
        dl = of_path.get(block.path)
        if dl in wanted:
            lists.setdefault(dl, []).append(pos)
    found: dict[int, Decision] = {}
    for members in lists.values():
        kept = sum(len(blocks[pos].text) for pos in members if flags[pos])
        if kept < MIN_KEPT_SHARE * sum(len(blocks[pos].text) for pos in members):
            continue
        found.update(keep_dropped_members(blocks, probs, flags, members, MIN_PROBABILITY, _REASON))
    return found


def definition_list(path: str) -> str | None:
    """The path of the innermost definition list of ``path``, None outside any."""
    end = -1
    for match in _DL.finditer(path):
        end = match.end()
    return path[:end] if end >= 0 else None


def _innermost(paths: set[str]) -> dict[str, str]:
    """Each of ``paths`` inside a definition list, and its innermost list
    (:func:`definition_list`), found in one search of the paths joined by newlines."""
    joined = "\n".join(paths)
    if "/dl" not in joined:  # every match opens with it: one fast search, not the pattern's
        return {}
    ends: dict[int, int] = {}  # a line's start: the end of its last match
    for match in _DL.finditer(joined):
        ends[joined.rfind("\n", 0, match.start()) + 1] = match.end()
    found: dict[str, str] = {}
    for line, end in ends.items():
        stop = joined.find("\n", end)
        found[joined[line : stop if stop >= 0 else len(joined)]] = joined[line:end]
    return found
