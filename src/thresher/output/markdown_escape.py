"""Backslash escapes where CommonMark needs them, and nowhere else.

Text is escaped only where a CommonMark reader would otherwise see markup: emphasis
that could open or close, code spans, links and images, entities, autolinks and raw
HTML, and at a block's start the markers of headings, quotes, lists and thematic
breaks. A numbered heading stays ``## 2. Workflow``; a paragraph that starts with
"1." is written ``1\\. ...``. The escape of a punctuation character is invisible
to a reader; a backslash before anything else would show, so none is ever written.
Brackets are left alone ("[1]", "[2.4.0] - 2024-03-12") save a ``]`` right before
``(`` or ``:``: with no link reference definition in the document, only an inline link
(``](``) or a definition (``]:``) could make them markup.
"""

from __future__ import annotations

import re

from thresher.html.patterns import LazyPattern

_ASCII_PUNCTUATION = frozenset("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
_ENTITY = LazyPattern(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_TAG_START = re.compile(r"<[A-Za-z/!?]")
_ORDERED = re.compile(r"^([0-9]{1,9})([.)])(?=[ \t]|$)")
_BULLET = re.compile(r"^[-+*](?=[ \t]|$)")
_ATX = re.compile(r"^#{1,6}(?=[ \t]|$)")
_BREAK_OR_UNDERLINE = LazyPattern(r"^(?:(?:-[ \t]*){3,}|=+[ \t]*|-+[ \t]*)$")
_CLOSING_HASHES = re.compile(r"(?:^|(?<=[ \t]))#+[ \t]*$")


def escape_inline(text: str, *, brackets: bool = False) -> str:
    """``text`` safe inside a paragraph: no emphasis, code span, link, entity, autolink
    or HTML can start. ``brackets``: escape every ``[`` and ``]`` (link text)."""
    out: list[str] = []
    for i, ch in enumerate(text):
        before = text[i - 1] if i else ""
        after = text[i + 1] if i + 1 < len(text) else ""
        if _needs_escape(text, i, ch, before, after, brackets):
            out.append("\\")
        out.append(ch)
    return "".join(out)


def _needs_escape(text: str, i: int, ch: str, before: str, after: str, brackets: bool) -> bool:
    if ch == "\\":
        return after in _ASCII_PUNCTUATION or i + 1 == len(text)
    if ch == "`":
        return True
    if ch == "*":
        return not (before.isspace() and after.isspace())
    if ch == "_":
        return not (before.isalnum() and after.isalnum()) and not (
            before.isspace() and after.isspace()
        )
    if ch == "~":
        return before == "~" or after == "~"
    if ch == "[":
        return brackets
    if ch == "]":  # a link needs "](", a reference's definition "]:"; none is written
        return brackets or after == "(" or after == ":"
    if ch == "&":
        return _ENTITY.match(text, i) is not None
    if ch == "<":
        return _TAG_START.match(text, i) is not None or text.find(">", i + 1) >= 0
    return False


def escape_block_start(text: str) -> str:
    """Escape what would make ``text``, at the start of a paragraph or list item, read
    as a heading, quote, list item or thematic break."""
    ordered = _ORDERED.match(text)
    if ordered:
        cut = ordered.end(1)
        return text[:cut] + "\\" + text[cut:]
    if _ATX.match(text) or _BULLET.match(text) or text.startswith(">"):
        return "\\" + text
    if _BREAK_OR_UNDERLINE.match(text):
        return "\\" + text
    return text


def escape_heading_end(text: str) -> str:
    """Escape a closing sequence of ``#`` that an ATX heading would drop."""
    found = _CLOSING_HASHES.search(text)
    if not found:
        return text
    return text[: found.start()] + "\\" + text[found.start() :]


def escape_table_cell(text: str) -> str:
    """A table cell's text: escaped inline, pipes escaped, line breaks as spaces."""
    return escape_inline(" ".join(text.split())).replace("|", "\\|")


def code_span(text: str) -> str:
    """``text`` as a code span: a backtick run longer than any inside, padded with a
    space where the text starts or ends with a backtick or space."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text[:1] in ("`", " ") or text[-1:] in ("`", " ") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def code_fence(text: str) -> str:
    """A fence of backticks longer than any backtick run at a line start in ``text``
    (three at least)."""
    longest = max((len(run) for run in re.findall(r"(?m)^[ \t]*(`+)", text)), default=0)
    return "`" * max(3, longest + 1)
