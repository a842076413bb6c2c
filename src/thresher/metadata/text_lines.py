"""The lines of an element's own text, cut where its line breaks stand.

Old news templates write a story's byline as one line among others in a longer element,
between line breaks ("By TERENCE HUNT<br>AP White House Correspondent<br>", "<strong>
1:18PM</strong> Tuesday January 15, 2008<br>By Telford Vice"). The element's whole text
is no byline, but that line is. :func:`own_lines` gives the lines: the element's text and
its children's tails, an inline child's text joined to the line it stands in, a new line
at each ``br`` or block-level child (whose own text is a line of another element).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

# The children that end a line of their parent's text: a line break and the block-level
# elements (their own text is theirs, read as their own element).
LINE_ENDS = frozenset(
    "br hr p div table tbody thead tr td th ul ol li dl dt dd h1 h2 h3 h4 h5 h6 blockquote "
    "pre section article header footer aside nav figure figcaption form center address".split()
)
# The children whose text is never shown.
HIDDEN = frozenset({"script", "style", "noscript", "template", "svg", "select", "option"})
MAX_LINE_CHARS = 400  # a longer piece is prose: no line is built past it


def own_lines(element: Any, after: Any = None) -> Iterator[str]:
    """The element's own lines of text, whitespace collapsed, blank ones left out; with
    ``after`` (a child), only those after it (its tail first: the line under a
    headline)."""
    children = iter(element)
    pieces = [element.text or ""]
    if after is not None:
        for child in children:
            if child is after:
                break
        pieces = [after.tail or ""]
    for child in children:
        tag = child.tag if isinstance(child.tag, str) else ""
        if tag in LINE_ENDS:
            yield from _line(pieces)
            pieces = []
        elif tag and tag not in HIDDEN:
            pieces.append("".join(child.itertext()))
        pieces.append(child.tail or "")
    yield from _line(pieces)


def _line(pieces: list[str]) -> Iterator[str]:
    """The line the pieces make, when it is not blank nor longer than prose."""
    if sum(map(len, pieces)) > 4 * MAX_LINE_CHARS:
        return
    line = " ".join("".join(pieces).split())
    if line and len(line) <= MAX_LINE_CHARS:
        yield line
