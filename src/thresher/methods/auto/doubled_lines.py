"""A button's or a swatch's label written twice: "Get startedGet started", "BlackBlack".

Site builders write a button's label twice, the second copy shown when the pointer is over
the button (Webflow's and Framer's sliding labels), and shop themes write a colour
swatch's name twice (a visible label and a tooltip), so the page's text holds one line
that is one phrase written twice, glued or spaced ("Request more information Request
more information"). The block model reads such a line like the card or the buy box
around it and keeps it; the truths keep the label once or not at all (wcxb-dev's
service and product pages). A kept line of :data:`MAX_CHARS` or fewer that is one phrase
written twice (:func:`doubled_phrase`) is dropped when the page keeps :data:`MIN_REST`
characters besides. Spared: a table's cells, a glossary's terms, headings and code
(:data:`SPARED_TAGS`: a table's "Best Overall Best Overall" cell is its mobile label and
its own), a phrase with no letter ("* * * *", "____"), and a single word written twice
with a space between ("Bora Bora", "mahi mahi": a name). The caller runs it on pages that
do not declare an article. Nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

MAX_CHARS = 80  # a button's or a swatch's label, twice
MIN_PHRASE = 3  # characters of the phrase written twice
MIN_REST = 200  # characters the page keeps besides the dropped lines
# Tags whose doubled text is the page's own: a table's cells, a glossary, headings, code.
SPARED_TAGS = frozenset(
    {"td", "th", "dt", "dd", "pre", "code", "h1", "h2", "h3", "h4", "h5", "h6", "caption"}
)
_REASON = "a label written twice (p={p:.2f})"


def doubled_phrase(text: str) -> str | None:
    """The phrase ``text`` writes twice ("Buy nowBuy now", "Learn more Learn more"), or
    None: a phrase of :data:`MIN_PHRASE` characters or more holding a letter, and of two
    words or more when the copies are spaced."""
    line = text.strip()
    half = len(line) // 2
    if len(line) % 2 == 0:
        phrase, spaced = line[:half], False
        if line[half:] != phrase:
            return None
    elif line[half].isspace():
        phrase, spaced = line[:half].rstrip(), True
        if line[half + 1 :].lstrip() != phrase:
            return None
    else:
        return None
    if len(phrase) < MIN_PHRASE or not any(c.isalpha() for c in phrase):
        return None
    if spaced and len(phrase.split()) < 2:
        return None  # "Bora Bora": a name
    return phrase


def drop_doubled_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of :data:`MAX_CHARS` or fewer that write one phrase twice
    (:func:`doubled_phrase`), outside :data:`SPARED_TAGS`, dropped (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's kept flag) when the
    page keeps :data:`MIN_REST` characters besides."""
    starts = _doubled_starts(blocks, flags)
    found = [
        pos
        for pos in starts
        if blocks[pos].tag not in SPARED_TAGS and doubled_phrase(blocks[pos].text) is not None
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def _doubled_starts(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the kept lines of :data:`MAX_CHARS` or fewer whose first character
    is the one where a second copy would start (most lines are left here):
    :func:`_doubled_starts_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _doubled_starts_reference(blocks, flags, MAX_CHARS)
    return compiled.doubled_starts(blocks, flags, MAX_CHARS)


def _doubled_starts_reference(
    blocks: Sequence[Block], flags: Sequence[bool], max_chars: int
) -> list[int]:
    """:func:`_doubled_starts` in Python: the definition the kernel is held to."""
    return [
        pos
        for pos in compress(range(len(blocks)), flags)
        if len(text := blocks[pos].text) <= max_chars
        and text[0] == text[-(len(text) >> 1)]  # one character: itself
    ]
