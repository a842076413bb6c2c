"""Another story's ``article``, headed by its own ``h1``, dropped after the page's story.

A news site that scrolls on without end appends the next story to the page, each story
an ``article`` element with a headline of its own; a story embeds another one (a
gallery's ``article`` with its ``h1`` and its deck) among its paragraphs; a blog's
page lists its posts whole after the one it shows. The model reads their paragraphs as
sure as the story's. The page's story is the ``article`` that holds most of the kept
text; the kept blocks of another ``article`` element that holds an ``h1`` block, that
is not the story's ancestor and that starts (its first kept block or its headline)
after the story's first kept block, are dropped when the page keeps :data:`MIN_REST`
characters besides them. A thread whose posts are ``article`` elements keeps its
opening post (it starts before the replies).
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/s57-qworst19.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

HEADLINE_KINDS = frozenset({"h1"})  # how another story's headline renders
MIN_REST = 200  # kept characters outside the other stories: the page has its content
_REASON = "another story's article after the page's story (p={p:.2f})"


def drop_appended_articles(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of another headed ``article`` after the page's story, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    heads = [
        pos for pos, b in enumerate(blocks) if b.kind in HEADLINE_KINDS and "article" in b.path
    ]
    if not heads:
        return {}  # no headline inside an article: most pages, in one test
    kept = list(compress(range(len(blocks)), flags))
    find = _Articles()
    articles = {pos: find(blocks[pos].element) for pos in (*kept, *heads)}
    story = _story(blocks, kept, articles)
    if story is None:
        return {}
    first = next(pos for pos in kept if articles[pos] is story)
    starts: dict[int, int] = {}  # an article's first kept block or headline
    for pos in sorted(articles):
        if articles[pos] is not None:
            starts.setdefault(id(articles[pos]), pos)
    headed = {id(articles[pos]) for pos in heads if articles[pos] is not None}
    ancestors = {id(node) for node in _ancestors(story)}
    positions = [
        pos
        for pos in kept
        if (article := articles[pos]) is not None
        and id(article) in headed
        and id(article) not in ancestors
        and starts[id(article)] > first
    ]
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


class _Articles:
    """The nearest ``article`` element holding an element (itself included; None when
    none), each element's answer found once."""

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


def _ancestors(element: object) -> list[object]:
    """``element`` and its ancestors."""
    found = []
    while element is not None:
        found.append(element)
        element = element.getparent()
    return found


def _story(blocks: Sequence[Block], kept: Sequence[int], articles: dict[int, object]) -> object:
    """The ``article`` that holds most kept characters (``kept``: the kept positions), when
    kept text sits in two or more of them; else None."""
    chars: dict[int, int] = {}
    by_id: dict[int, object] = {}
    for pos in kept:
        article = articles[pos]
        if article is not None:
            chars[id(article)] = chars.get(id(article), 0) + len(blocks[pos].text)
            by_id[id(article)] = article
    if len(chars) < 2:
        return None
    return by_id[max(chars, key=chars.__getitem__)]
