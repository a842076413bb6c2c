"""Another story's ``article``, headed by its own ``h1``, dropped after the page's story.

A news site that scrolls on without end appends the next story to the page, each story
an ``article`` element with a headline of its own; a story embeds another one (a
gallery's ``article`` with its ``h1`` and its deck) among its paragraphs; a blog's
page lists its posts whole after the one it shows. The model reads their paragraphs as
sure as the story's. The page's story is the ``article`` that holds most of the kept
text; the kept blocks of another ``article`` element that holds an ``h1`` block, that
is not the story's ancestor and that starts after the story's first kept block, are
dropped when the page keeps :data:`MIN_REST` characters besides them. A thread whose
posts are ``article`` elements keeps its opening post (it starts before the replies).
Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/s57-qworst19.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

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
    if not any(b.kind in HEADLINE_KINDS and "article" in b.path for b in blocks):
        return {}  # no headline inside an article: most pages, in one test
    articles = [_article(block.element) for block in blocks]
    story = _story(blocks, flags, articles)
    if story is None:
        return {}
    first = next(pos for pos, flag in enumerate(flags) if flag and articles[pos] is story)
    starts: dict[int, int] = {}
    headed: set[int] = set()
    for pos, (block, article) in enumerate(zip(blocks, articles, strict=True)):
        if article is not None:
            starts.setdefault(id(article), pos)
            if block.kind in HEADLINE_KINDS:
                headed.add(id(article))
    ancestors = {id(node) for node in _ancestors(story)}
    positions = [
        pos
        for pos, article in enumerate(articles)
        if flags[pos]
        and article is not None
        and id(article) in headed
        and id(article) not in ancestors
        and starts[id(article)] > first
    ]
    if not positions:
        return {}
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def _article(element: object) -> object:
    """The nearest ``article`` element holding ``element`` (itself included), or None."""
    while element is not None:
        if element.tag == "article":
            return element
        element = element.getparent()
    return None


def _ancestors(element: object) -> list[object]:
    """``element`` and its ancestors."""
    found = []
    while element is not None:
        found.append(element)
        element = element.getparent()
    return found


def _story(blocks: Sequence[Block], flags: Sequence[bool], articles: Sequence[object]) -> object:
    """The ``article`` that holds most kept characters, when kept text sits in two or
    more of them; else None."""
    chars: dict[int, int] = {}
    by_id: dict[int, object] = {}
    for block, flag, article in zip(blocks, flags, articles, strict=True):
        if flag and article is not None:
            chars[id(article)] = chars.get(id(article), 0) + len(block.text)
            by_id[id(article)] = article
    if len(chars) < 2:
        return None
    return by_id[max(chars, key=chars.__getitem__)]
