"""The signatures under a thread's posts: the box a poster writes once and every post shows.

A forum engine prints each poster's signature under every post of theirs, in a box its
markup names for what it is: vBulletin's ``signature`` and ``signaturecontainer``,
phpBB's and SMF's ``signature``, FluxBB's ``postsignature``, XenForo's
``message-signature``, Invision's ``ipsEntry__signature``, other engines'
``forum-signature``. The block model reads a signature's lines as a post's own (short
sentences, a link or two) and keeps them.

A box is read as a signature when an element of its blocks' path names one in its class
or id (:data:`SIGNATURE_NAMES`), and only on a thread: the page holds
:data:`MIN_BOXES` such boxes or more (one a post). A box with a short line holding a
date or a time is not a signature but a post's header or a Q&A site's user card ("asked
Mar 26, 2019 at 16:18": Stack Exchange's ``post-signature``), a story's byline or a
comment's header, and stays. The kept lines of the other boxes are dropped when the
page keeps :data:`MIN_REST` characters besides.

Tried at stop 64 (``qthread28``) and dropped: the truths disagree (tiptopjaw-wceb and
wcxb-dev leave signatures out, htmltotext-ml keeps them); left out, htmltotext-ml fell
0.9197 -> 0.9152 for tiptopjaw-wceb's 0.8063 -> 0.8069.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from itertools import compress
from operator import attrgetter

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.discussion import has_date_or_time
from thresher.types import Block, Decision, Label

# A path step whose class or id names a post's signature (``blockquote.signature``,
# ``div#post_signature``, ``div.message-signature``, ``div.ipsEntry__signature``): the
# word opens the name or follows a separator or a "post"/"user" prefix, so a
# "digitalsignature" or "serversignature" heading of a manual is no signature box.
SIGNATURE_NAMES = re.compile(r"[.#_-](?:post|user|forum)?signature", re.IGNORECASE)
SIGNATURE_STEM = "ignature"  # a piece of every name the pattern finds, searched first
MIN_BOXES = 3  # signature boxes on the page: a thread's posts, not one story's byline
MAX_DATED_CHARS = 60  # a header's or a card's dated line, not a signature's long line
MIN_REST = 200  # characters kept outside the signatures: the page says something else
_REASON = "a post's signature box (p={p:.2f})"
_PATH = attrgetter("path")


def drop_post_signatures(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of a thread's signature boxes, dropped when the page keeps
    :data:`MIN_REST` characters outside them (``blocks``: the text blocks; ``probs``:
    their probabilities; ``kept``: each block's kept flag)."""
    if SIGNATURE_STEM not in "\n".join(map(_PATH, compress(blocks, kept))).lower():
        return {}  # most pages: no kept block under a signature's name
    boxes = list(signature_boxes(blocks))
    if len(boxes) < MIN_BOXES:
        return {}
    dropped = [pos for box in boxes if not _dated(blocks, box) for pos in box if kept[pos]]
    if not dropped:
        return {}
    return relabel_beside_rest(blocks, probs, dropped, kept, Label.BOILERPLATE, _REASON, MIN_REST)


def signature_boxes(blocks: Sequence[Block]) -> Iterator[list[int]]:
    """The positions of the blocks of each signature box, a run of consecutive blocks
    whose paths pass through a step that names a signature (the same step: one box)."""
    box: list[int] = []
    step = ""
    for pos, block in enumerate(blocks):
        found = _signature_step(block.path)
        if found and found == step and box and box[-1] == pos - 1:
            box.append(pos)
            continue
        if box:
            yield box
        box, step = ([pos], found) if found else ([], "")
    if box:
        yield box


def _dated(blocks: Sequence[Block], box: list[int]) -> bool:
    """True when a line of the box of at most :data:`MAX_DATED_CHARS` characters holds a
    date or a time: a post's header or a user card, not a signature."""
    return any(
        len(text := blocks[pos].text) <= MAX_DATED_CHARS and has_date_or_time(text) for pos in box
    )


def _signature_step(path: str) -> str:
    """The path up to the end of its first step that names a signature, or ""."""
    if SIGNATURE_STEM not in path.lower():
        return ""
    match = SIGNATURE_NAMES.search(path)
    if match is None:
        return ""
    end = path.find("/", match.end())
    return path if end < 0 else path[:end]
