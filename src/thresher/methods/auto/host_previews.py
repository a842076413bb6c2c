"""Link previews told by their shape: a card that names the linked site's host.

:mod:`thresher.methods.auto.link_previews` finds a forum engine's preview card of a pasted
link by its class words (``bbCodeBlock--unfurl``, ``onebox``). An engine whose classes
name nothing (or name it in words no rule knows) draws the same card: the linked page's
title (a link to it), its description (a sentence the block model keeps) and, on a line
of its own, the linked site's host ("www.techpowerup.com", "github.com"). That last line
is the card's mark, whatever the page's language or classes.

Inside a recognised thread (the span :mod:`thresher.methods.auto.post_chrome` reads), a
block whose element's whole text is a host name climbs (at most
:data:`MAX_CARD_LEVELS` levels) to the nearest element holding another block: that
element is a card when it holds a link to that host whose text is not the host itself
(the title), at most :data:`MAX_CARD_BLOCKS` blocks and :data:`MAX_CARD_CHARS`
characters. Its kept blocks are dropped. A post that writes a bare address as a line
holds no second link to it under a title of its own, and a post's text is longer than a
card.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from thresher.html.patterns import LazyPattern
from thresher.types import Block, Decision, Label

MAX_CARD_LEVELS = 4  # levels climbed from the host line to the card
MAX_CARD_BLOCKS = 6  # blocks of a card (title, description, host, an image or two)
MAX_CARD_CHARS = 1200  # characters of a card's text
_HOST = re.compile(r"(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}")
_LINK_HOST = LazyPattern(r"^(?:[a-z][a-z0-9+.-]*:)?//(?:[^/?#@]*@)?([^/?#:]+)", re.IGNORECASE)
_DROPPED = "a link's preview card inside a post of the page's thread (a line names its host)"


def drop_host_previews(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept blocks (``flags``) of ``span`` (the first and last block index of a
    recognised thread's posts) that lie in a link's preview card found by its host line,
    dropped."""
    if span is None:
        return {}
    first, last = span
    changed: dict[int, Decision] = {}
    for position, block in enumerate(blocks):
        if not first <= block.index <= last or not _is_host_line(block):
            continue
        members = _card_members(blocks, position)
        if members and any(flags[k] for k in members):
            for k in members:
                if flags[k]:
                    index = blocks[k].index
                    changed[index] = Decision(index, Label.BOILERPLATE, _DROPPED)
    return changed


def _is_host_line(block: Block) -> bool:
    """Whether the block is a host name alone and its element holds nothing else."""
    text = block.text.strip()
    if not 4 <= len(text) <= 80 or "." not in text or " " in text or block.element is None:
        return False
    host = text.lower()
    if _HOST.fullmatch(host) is None:
        return False
    return _text(block.element).strip().lower() == host


def _card_members(blocks: Sequence[Block], position: int) -> list[int]:
    """The positions of the blocks in the card around the host line at ``position``, or
    an empty list when no element near it has a card's shape."""
    host = _bare(blocks[position].text.strip().lower())
    node = blocks[position].element
    lo = max(0, position - MAX_CARD_BLOCKS)
    hi = min(len(blocks), position + MAX_CARD_BLOCKS + 1)
    for _ in range(MAX_CARD_LEVELS):
        node = node.getparent()
        if node is None:
            return []
        members = [k for k in range(lo, hi) if _inside(blocks[k].element, node)]
        if len(members) < 2:
            continue
        if (
            len(members) > MAX_CARD_BLOCKS
            or members[0] == lo > 0
            or members[-1] == hi - 1 < len(blocks) - 1
            or len(_text(node)) > MAX_CARD_CHARS
            or not _links_titled(node, host)
        ):
            return []
        return members
    return []


def _links_titled(node: Any, host: str) -> bool:
    """Whether ``node`` holds a link to ``host`` whose text is not the host (a title)."""
    for link in node.iter("a"):
        match = _LINK_HOST.match((link.get("href") or "").strip())
        if match is None or _bare(match.group(1).lower()) != host:
            continue
        text = _text(link).strip().lower()
        if text and _bare(text) != host:
            return True
    return False


def _text(element: Any) -> str:
    """The text of ``element`` and of everything below it."""
    return "".join(element.itertext())


def _bare(host: str) -> str:
    """The host without a leading ``www.``."""
    return host[4:] if host.startswith("www.") else host


def _inside(element: Any, node: Any) -> bool:
    """Whether ``element`` is ``node`` or lies below it."""
    while element is not None:
        if element is node:
            return True
        element = element.getparent()
    return False
