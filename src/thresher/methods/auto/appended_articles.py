"""Another story's ``article``, headed by its own ``h1``, dropped after the page's story.

A news site that scrolls on without end appends the next story to the page, each story
an ``article`` element with a headline of its own; a story embeds another one (a
gallery's ``article`` with its ``h1`` and its deck) among its paragraphs; a blog's
page lists its posts whole after the one it shows. The model reads their paragraphs as
sure as the story's. An ``h1`` inside an ``article`` after the page's first kept block
heads another story when its ``article`` (the nearest) does not hold that first kept
block and holds less kept text than the rest of the page: that article's kept blocks
are dropped, when the page keeps :data:`MIN_REST` characters besides them. A thread
whose posts are ``article`` elements keeps its opening post (it holds the first kept
block). Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/s57-qworst19.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

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
    positions: set[int] = set()
    for head in heads:
        if head in positions:
            continue
        article = _article(blocks[head].element)
        if article is None or Inside(article)(blocks[first]):
            continue
        span = _span(blocks, head, Inside(article))
        positions.update(pos for pos in span if flags[pos])
    inside = sum(len(blocks[pos].text) for pos in positions)
    outside = sum(len(b.text) for b, flag in zip(blocks, flags, strict=True) if flag) - inside
    if not positions or inside >= outside:
        return {}
    return relabel_beside_rest(
        blocks, probs, sorted(positions), flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def _article(element: object) -> object:
    """The nearest ``article`` element at or above ``element``, or None."""
    while element is not None:
        if element.tag == "article":
            return element
        element = element.getparent()
    return None


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
