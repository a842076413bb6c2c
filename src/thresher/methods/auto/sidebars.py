"""The page's sidebar, dropped where the model kept it.

A blog or a shop sets a column beside its story: a disclaimer, a blurb about the site, a
forum's "Latest Conversations", a widget of the shop's reviews, a shop's filters. The
column reads as prose or as a list of headlines, and the model keeps some of it; the
truths leave it out (it is the site's, not the page's). Page templates name the column:
an element whose id or class is ``sidebar`` (``#sidebar``, ``div.sidebar``,
``aside.sidebar-primary``, ``right-sidebar``, ``sidebar2``: :data:`SIDEBAR`), as the
block's path names it (each element by its id, else by its first class). The kept blocks
inside such a column are dropped when the page keeps :data:`MIN_REST` characters outside
it. A sidebar inside an ``article`` or a ``section`` is the story's own box (a manual's
"sidebar" aside beside its paragraphs), not the page's column, and stays. A layout's name
for the whole page (``main-sidebar``, ``content-sidebar-wrap``) is not a sidebar. Nothing
here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress
from operator import attrgetter

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

# An element's id or first class that names the page's side column.
SIDEBAR = re.compile(
    r"(?:(?:left|right|primary|secondary)[-_]?)?side[-_]?bar"
    r"(?:[-_]?(?:left|right|primary|secondary|\d))?"
)
# Path steps of the elements a sidebar inside the story sits in: the story's own box.
STORY_TAGS = frozenset({"article", "section"})
MIN_REST = 200  # kept characters outside the sidebar: the page has its content
_REASON = "in the page's sidebar (p={p:.2f})"
_PATH = attrgetter("path")
_STEP = re.compile(r"([a-z0-9]+)[.#](.+)")  # a path step: the tag, then the id or class


def drop_sidebars(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of the page's sidebar, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    named = "\0".join(map(_PATH, compress(blocks, flags)))
    if "idebar" not in named and "IDEBAR" not in named:
        return {}  # no kept block's path names a sidebar: most pages, in one test
    positions = [pos for pos in compress(range(len(blocks)), flags) if in_sidebar(blocks[pos])]
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def in_sidebar(block: Block) -> bool:
    """True when the block's element or an ancestor is named the page's sidebar
    (:data:`SIDEBAR`, the whole id or first class) and no ``article`` or ``section`` holds
    that element, read in the block's path (most paths hold no "sidebar" at all, and are
    passed over at once)."""
    path = block.path
    if "idebar" not in path and "IDEBAR" not in path:
        return False
    for step in path.lower().split("/"):
        match = _STEP.fullmatch(step)
        tag = match.group(1) if match else step
        if tag in STORY_TAGS:
            return False
        if match and "idebar" in step and SIDEBAR.fullmatch(match.group(2)):
            return True
    return False
