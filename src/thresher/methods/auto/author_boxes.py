"""The box about a story's author, dropped where the model kept it.

A blog or a magazine closes its story with a box about its writer: the name, a photo
and a few sentences ("Carlee Kelson is a professional chef trained at …", "Dr. Shelby
Loos is a 2017 graduate from …"). The box reads as prose and the model keeps some of
it; the article truths leave it out (it is the site's, not the story's). The page's
authors name the box: a class or id that joins the word ``author`` to ``bio``,
``about``, ``box``, ``card``, ``profile`` or ``description`` (``author-bio``,
``about-author``, ``elementor-author-box``, ``author-profile``; not a forum post's
``author`` line, nor ``author-info`` or ``author-details``, which may hold a post's
byline), as the block's path names them (each element by its id, else by its first
class). The kept blocks inside such a box, up to :data:`MAX_DEPTH` levels above a
block, are dropped when the page keeps :data:`MIN_REST` characters outside such boxes.
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``, stop 54, ``qthin16``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

AUTHOR_BOX = re.compile(
    r"author[\w-]*(bio|about|box|card|profile|description)|(bio|about)[\w-]*author"
)
MAX_DEPTH = 5  # ancestors of the block's element that may name the box
MIN_REST = 200  # kept characters outside author boxes: the page has a story
_REASON = "box about the author (p={p:.2f})"


def drop_author_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of the page's boxes about an author, dropped (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    positions = [pos for pos in compress(range(len(blocks)), flags) if in_author_box(blocks[pos])]
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def in_author_box(block: Block) -> bool:
    """True when the block's element or one of its :data:`MAX_DEPTH` nearest ancestors is
    named a box about an author (:data:`AUTHOR_BOX`), read in the block's path, which names
    each element by its id, else by its first class (most paths hold no "author" at all,
    and are passed over at once)."""
    path = block.path
    if "uthor" not in path and "UTHOR" not in path:
        return False
    steps = path.rsplit("/", MAX_DEPTH + 1)[-(MAX_DEPTH + 1) :]
    return any(AUTHOR_BOX.search(step.lower()) for step in steps)
