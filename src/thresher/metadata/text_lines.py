"""The lines of an element's own text, cut where its line breaks stand.

Old news templates write a story's byline as one line among others in a longer element,
between line breaks ("By TERENCE HUNT<br>AP White House Correspondent<br>", "<strong>
1:18PM</strong> Tuesday January 15, 2008<br>By Telford Vice"). The element's whole text
is no byline, but that line is. :func:`own_lines` gives the lines: the element's text and
its children's tails, an inline child's text joined to the line it stands in, a new line
at each ``br`` or block-level child (whose own text is a line of another element).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

# The children that end a line of their parent's text: a line break and the block-level
# elements (their own text is theirs, read as their own element).
LINE_ENDS = frozenset(
    "br hr p div table tbody thead tr td th ul ol li dl dt dd h1 h2 h3 h4 h5 h6 blockquote "
    "pre section article header footer aside nav figure figcaption form center address".split()
)
# The children whose text is never shown.
HIDDEN = frozenset({"script", "style", "noscript", "template", "svg", "select", "option"})
MAX_LINE_CHARS = 400  # a longer line is prose: it is left out


def own_lines(
    element: Any,
    after: Any = None,
    opens: Callable[[str], bool] | None = None,
    most: int = MAX_LINE_CHARS,
) -> Iterator[str]:
    """The element's own lines of text up to ``most`` characters, whitespace collapsed,
    blank ones left out; with ``after`` (a child), only those after it (its tail first:
    the line under a headline); with ``opens``, only the lines whose first text
    (stripped of leading whitespace) it accepts, the others not built (an inline child's
    text not read)."""
    if after is None and not len(element):  # no child: its text is its one line
        yield from _lone_line(element.text or "", opens, most)
        return
    children = iter(element)
    first = element.text or ""
    if after is not None:
        for child in children:
            if child is after:
                break
        first = after.tail or ""
    room = 4 * most  # a template's indentation counts too
    line = _Line(opens, room)
    line.take(first)
    for child in children:
        tag = child.tag
        if tag in LINE_ENDS:  # a comment's or an entity's tag is no string: never in it
            if line.pieces:
                yield from _text(line.pieces, most)
                line = _Line(opens, room)
            elif line.alive:
                line.room = room  # nothing taken: as a new line (whitespace only counted)
            else:
                line = _Line(opens, room)
        elif line.alive and type(tag) is str and tag not in HIDDEN:
            line.take("".join(child.itertext()))
        if line.alive:
            tail = child.tail
            if tail:
                line.take(tail)
    yield from _text(line.pieces, most)


def _lone_line(text: str, opens: Callable[[str], bool] | None, most: int) -> Iterator[str]:
    """The line of a childless element's ``text``: what a :class:`_Line` given that one
    piece gives, without building one."""
    stripped = text.lstrip()
    if not stripped or len(text) > 4 * most or (opens is not None and not opens(stripped)):
        return
    yield from _text([text], most)


class _Line:
    """The pieces of one line being built, given up (``alive`` False) when its first text
    fails ``opens`` or it grows past ``room`` characters."""

    __slots__ = ("alive", "opened", "opens", "pieces", "room")

    def __init__(self, opens: Callable[[str], bool] | None, room: int) -> None:
        self.pieces: list[str] = []
        self.alive = True
        self.opened = opens is None  # nothing to test: as if its first text were read
        self.opens = opens
        self.room = room

    def take(self, piece: str) -> None:
        """Add ``piece`` to the line (or give the line up)."""
        if not piece:
            return
        if not self.opened:
            stripped = piece.lstrip()
            if not stripped:  # leading whitespace: counted, not kept (the line drops it)
                self.room -= len(piece)
                if self.room < 0:
                    self.give_up()
                return
            self.opened = True
            if self.opens is not None and not self.opens(stripped):
                self.give_up()
                return
        self.room -= len(piece)
        if self.room < 0:
            self.give_up()
            return
        self.pieces.append(piece)

    def give_up(self) -> None:
        """No line: its pieces dropped, none taken after."""
        self.pieces = []
        self.alive = False


def _text(pieces: list[str], most: int) -> Iterator[str]:
    """The line the pieces make, when it is not blank nor longer than ``most``."""
    line = " ".join("".join(pieces).split())
    if line and len(line) <= most:
        yield line
