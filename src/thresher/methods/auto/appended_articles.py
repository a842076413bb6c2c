"""Another story's ``article``, headed by its own ``h1``, dropped after the page's story.

A news site that scrolls on without end appends the next story to the page, each story
an ``article`` element with a headline of its own; a story embeds another one (a
gallery's ``article`` with its ``h1`` and its deck) among its paragraphs; a blog's page
shows further posts whole. The model reads their paragraphs as sure as the story's. The
page's story is the ``article`` that holds most of the kept text; an ``h1`` inside
another ``article`` after the page's first kept block, one that is not the story's
ancestor and whose run of blocks starts after the story's first kept block, heads
another story: that article's kept blocks are dropped, when the page keeps
:data:`MIN_REST` characters besides them. A thread whose posts are ``article`` elements
keeps its opening post (it starts before the replies). Nothing here names a site;
chosen by leave-one-source-out validation (``docs/dev/s57-qworst19.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.decided import Inside, relabel_beside_rest
from thresher.types import Block, Decision, Label

HEADLINE_KINDS = frozenset({"h1"})  # how another story's headline renders
MIN_REST = 200  # kept characters outside the other stories: the page has its content
_REASON = "another story's article after the page's story (p={p:.2f})"


def drop_appended_articles(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    headings: Sequence[int],
) -> dict[int, Decision]:
    """The kept blocks of another headed ``article`` after the page's story, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`; ``headings``: the positions of
    their headings, :func:`~thresher.methods.auto.sections.heading_positions`)."""
    if True not in flags:
        return {}
    first = flags.index(True)
    heads = [
        pos
        for pos in headings
        if pos > first and blocks[pos].kind in HEADLINE_KINDS and "article" in blocks[pos].path
    ]
    if not heads:
        return {}  # no headline inside an article after the first kept block: most pages
    find = _Articles()
    story = _story(blocks, flags, find)
    if story is None:
        return {}
    story_start = next(
        pos for pos, flag in enumerate(flags) if flag and find(blocks[pos].element) is story
    )
    ancestors = set(map(id, _ancestors(story)))
    positions: set[int] = set()
    for head in heads:
        article = find(blocks[head].element)
        if article is None or article is story or id(article) in ancestors or head in positions:
            continue
        span = _span(blocks, head, Inside(article))
        if span.start > story_start:
            positions.update(pos for pos in span if flags[pos])
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, sorted(positions), flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


class _Articles:
    """The nearest ``article`` element at or above an element (None when none), each
    element's answer found once."""

    def __init__(self) -> None:
        self.known: dict[object, object] = {}

    def __call__(self, element: object) -> object:
        """The nearest ``article`` at or above ``element``, or None."""
        seen = []
        found = None
        while element is not None:
            if element in self.known:
                found = self.known[element]
                break
            if element.tag == "article":
                found = element
                break
            seen.append(element)
            element = element.getparent()
        for node in seen:
            self.known[node] = found
        return found


def _story(blocks: Sequence[Block], flags: Sequence[bool], find: _Articles) -> object:
    """The ``article`` that holds most kept characters, when kept text sits in two or
    more of them; else None."""
    chars: dict[object, int] = {}
    for block in compress(blocks, flags):
        article = find(block.element)
        if article is not None:
            chars[article] = chars.get(article, 0) + len(block.text)
    if len(chars) < 2:
        return None
    return max(chars, key=chars.__getitem__)


def _ancestors(element: object) -> list[object]:
    """``element`` and its ancestors."""
    found = []
    while element is not None:
        found.append(element)
        element = element.getparent()
    return found


def _span(blocks: Sequence[Block], head: int, inside: Inside) -> range:
    """The positions of the blocks around ``head`` inside one element (``inside``): a run,
    as an element's blocks follow one another."""
    start = head
    while start > 0 and inside(blocks[start - 1]):
        start -= 1
    end = head + 1
    while end < len(blocks) and inside(blocks[end]):
        end += 1
    return range(start, end)
