"""Publication time (§2.3): the paper's expression on the text between title and body.

Chinese portals print the time between the headline and the article, so the
first match of ``date_pattern`` in the text nodes after the title node and
before the body's first body-labelled node is the publication time. Without a
title node the search starts at the top of the page.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from thresher.html.dom_index import PageIndex
from thresher.methods.features.body import BodyChoice
from thresher.methods.features.nodes import TextNode

_MIN_YEAR = 1995


def between_title_and_body(
    index: PageIndex,
    nodes: Sequence[TextNode],
    is_body: Sequence[bool],
    title_at: int | None,
    body: BodyChoice,
) -> list[TextNode]:
    """Text nodes after the title's subtree and before the first body node that follows it."""
    start = index.ends[title_at] if title_at is not None else -1
    end = _body_start(index, nodes, is_body, start, body)
    return [n for n in nodes if start < n.position < end]


def _body_start(
    index: PageIndex,
    nodes: Sequence[TextNode],
    is_body: Sequence[bool],
    start: int,
    body: BodyChoice,
) -> int:
    for node, flag in zip(nodes, is_body, strict=True):
        if node.position > start and flag and body.holds(index, node.position) is not None:
            return node.position
    if body.reference is not None and body.reference.position > start:
        return body.reference.position
    return len(index)


def paper_date(texts: Sequence[str], pattern: str) -> str | None:
    """The first valid date the expression matches in ``texts``, as ISO ``YYYY-MM-DD``."""
    compiled = re.compile(pattern)
    for text in texts:
        for match in compiled.finditer(text):
            found = _valid(match.group(1), match.group(2), match.group(3))
            if found:
                return found
    return None


def _valid(year: str, month: str, day: str) -> str | None:
    try:
        found = date(int(year), int(month), int(day))
    except ValueError:
        return None
    if not _MIN_YEAR <= found.year <= date.today().year + 1:
        return None
    return found.isoformat()
