"""Fine print: a product's or a service's disclaimers, kept beside its text.

A shop's product page or a bank's or insurer's service page closes its sections with
footnotes in small type ("* Image simulated.", "Other fees may apply…", "Offer valid for
new accounts…") set in boxes the page's authors name for what they are: a class or id
``disclaimer``, ``disclosures``, ``legal`` or ``fine-print``. The block model reads each
footnote alone and keeps it as it keeps the page's prose (full sentences, few links).
The kept blocks inside such boxes are dropped when there are two or more of them (one
line, "The views expressed are the author's", may be the story's own), the page keeps
text elsewhere, and its title does not name a legal page (terms, privacy, a legal
notice: there the fine print is the content). The page's main container is no guide:
on the pages this is for, the fine print is the page's densest prose.

The words are web-authoring convention, not any site's; the rule was chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from itertools import compress
from operator import attrgetter

from thresher.html.paths import path_names
from thresher.methods.auto.decided import kept_flags, relabel_beside_rest
from thresher.types import Block, Decision, Label

# A class or id word naming a box of fine print (a whole word: "disclosure", singular, is
# also an accordion widget's name; "footnotes" are an article's own notes).
FINE_PRINT_WORDS = re.compile(
    r"(?<![a-z])(?:disclaimers?|disclosures|legal|fine-?print)(?![a-z])", re.IGNORECASE
)
MIN_BLOCKS = 2  # kept blocks of fine print: a box of notes (one line may be the story's)
MIN_REST = 200  # characters kept outside the fine print: the page says something else
# A title naming a legal page: there the fine print is the content.
LEGAL_TITLE = re.compile(
    r"\b(?:terms|privacy|legal|disclaimers?|disclosures?|polic(?:y|ies)|conditions|cookies?|"
    r"imprint|impressum)\b",
    re.IGNORECASE,
)
_REASON = "fine print (a disclaimer box; p={p:.2f})"
_PATH = attrgetter("path")


def drop_fine_print(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    title: str | None = None,
    flags: Sequence[bool] | None = None,
) -> dict[int, Decision]:
    """The kept blocks inside a box of fine print, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``title``: the page's title; ``flags``: each block's
    :func:`kept_flags` under ``decisions``, when the caller has them).

    ``decisions`` is read only; the changed decisions are returned.
    """
    kept = kept_flags(decisions, blocks) if flags is None else flags
    kept_paths = set(map(_PATH, compress(blocks, kept)))
    if _none_fine_print(kept_paths):  # most pages: one test for all their paths
        return {}
    fine_paths = {path for path in kept_paths if _in_fine_print(path)}  # few paths a page
    if not fine_paths:
        return {}
    fine = [pos for pos, block in enumerate(blocks) if kept[pos] and block.path in fine_paths]
    if len(fine) < MIN_BLOCKS or (title and LEGAL_TITLE.search(title)):
        return {}
    return relabel_beside_rest(blocks, probs, fine, kept, Label.BOILERPLATE, _REASON, MIN_REST)


# A piece of every word FINE_PRINT_WORDS matches, lower-case.
FINE_PRINT_STEMS = ("discl", "legal", "fine")


def _in_fine_print(path: str) -> bool:
    """True when an element of the block's path names fine print in its class or id
    (the whole path is tested first: most paths hold none of the words)."""
    return _may_name_fine_print(path) and FINE_PRINT_WORDS.search(path_names(path)) is not None


def _may_name_fine_print(path: str) -> bool:
    """False only where :data:`FINE_PRINT_WORDS` cannot match ``path``: an ASCII path
    (ignoring case is lowering it there) holding none of :data:`FINE_PRINT_STEMS`. The
    pattern ignoring case costs ~4 µs a path; this is a lowering and three searches."""
    if not path.isascii():
        return FINE_PRINT_WORDS.search(path) is not None
    lowered = path.lower()
    return any(stem in lowered for stem in FINE_PRINT_STEMS)


def _none_fine_print(paths: Iterable[str]) -> bool:
    """True when :func:`_in_fine_print` is False for every path (False answers nothing),
    read on the paths joined by newlines: when the join is ASCII and
    :func:`_may_name_fine_print` is False for it, no path holds a stem (a stem holds no
    newline); otherwise when the pattern matches no path (its look-arounds read a newline,
    a path's end, as any other non-letter), and so none of a path's names
    (:func:`~thresher.html.paths.path_names`): they are pieces of the path between
    non-letters, joined by spaces."""
    return not _may_name_fine_print("\n".join(paths))
