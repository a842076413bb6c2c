"""The frame of a reviews section whose reviews are not kept: its title, summary and form.

A shop's product page (and a local business's or a plan's page) ends in a section of
customer reviews, which the page's authors name for what it is: WooCommerce's
``div#reviews`` in ``div#tab-reviews``, a theme's ``product-reviews``, a review app's
``stamped-reviews``. Around the reviews the section writes its frame: a title ("Share
your thoughts!", "Customer reviews"), a summary ("4.8 out of 5 stars", "5 reviews",
"0 stars based on 0 reviews"), a form's title and note ("Let us know what you
think...", "Only logged in customers who have purchased this product may leave a
review."). The block model drops the reviews (long, personal prose under names and
dates) but keeps some of the frame's short lines where a run rule reads them as prose
between kept text; the truths that leave the reviews out leave their frame out too.

In a section whose path step (the element's id or first class) names reviews
(:data:`SECTION_WORDS`, as the web's class names write it), where the model kept no
block of :data:`MIN_PROSE` characters or more, the kept blocks are dropped when the
section holds a dropped block of :data:`MIN_PROSE` characters or more (its reviews,
dropped) or a kept line whose first number is zero ("0 reviews", "0/5": a widget with no
review yet), and the page keeps :data:`MIN_REST` characters besides. A section whose
reviews the model kept, and a review article's verdict box beside kept prose, stay.
Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.methods.auto.decided import kept_short, relabel_beside_rest
from thresher.types import Block, Decision, Label

# Word parts that name a reviews section in a path step's id or first class ("div#reviews",
# "div.product-reviews", "section.bewertungen", "div.productReviews"); in small letters a
# part starts a word ("div.preview" names no review), capitalized it may follow one.
SECTION_WORDS = ("review", "bewertung", "recensi")
_PARTS = "|".join(f"(?<![A-Za-z]){word}|{word[0].upper()}{word[1:]}" for word in SECTION_WORDS)
_NAMED = re.compile(_PARTS)  # read in a step's names, after its tag
# Each word but its first letter: in every path and step a part matches (the cheap test).
_TAILS = tuple(word[1:] for word in SECTION_WORDS)
# Steps that hold the whole page: never the section (a review site's body class).
_PAGE_TAGS = frozenset({"html", "body", "main"})
MIN_PROSE = 100  # a review's text (dropped) or the section's kept prose (the rule stands aside)
MIN_REST = 200  # characters the page keeps besides the dropped lines
_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
_REASON = "the frame of a reviews section whose reviews were dropped (p={p:.2f})"


def section_path(path: str) -> str | None:
    """The path of the outermost element of ``path`` (below the page's own elements)
    whose id or first class names a reviews section, or ``None``. Only the steps that
    hold a word's tail are read, from the first."""
    at = _next_tail(path, 0)
    while at >= 0:
        start = path.rfind("/", 0, at) + 1
        end = path.find("/", at)
        end = len(path) if end < 0 else end
        if _names_reviews(path[start:end]):
            return path[:end]
        at = _next_tail(path, end)
    return None


def _next_tail(path: str, start: int) -> int:
    """Where the first of :data:`_TAILS` in ``path`` from ``start`` begins, or -1."""
    found = [at for tail in _TAILS if (at := path.find(tail, start)) >= 0]
    return min(found) if found else -1


def _names_reviews(step: str) -> bool:
    """True when the names of ``step`` (after its tag: "div#reviews", "div.woocommerce-
    Reviews") hold a section word and its tag is not one of the page's own."""
    marks = [at for at in (step.find("#"), step.find(".")) if at >= 0]
    if not marks:
        return False  # a bare tag names nothing
    tag_end = min(marks)
    return step[:tag_end] not in _PAGE_TAGS and _NAMED.search(step, tag_end + 1) is not None


def zero_count(text: str) -> bool:
    """True when the first number of ``text`` is zero: a count of no review ("0 reviews",
    "0/5", "(0)", "0 stars based on 0 reviews"; not "4.8 out of 5 stars")."""
    first = _DIGITS.search(text)
    return first is not None and float(first.group().replace(",", ".")) == 0


def drop_review_chrome(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of a reviews section (:func:`section_path`) that keeps no prose,
    dropped when its reviews were dropped or it is empty (module docstring), the page
    keeping :data:`MIN_REST` characters besides (``blocks``: the text blocks; ``probs``:
    their probabilities; ``flags``: each block's kept flag)."""
    short = kept_short(blocks, flags, MIN_PROSE - 1)
    paths = "\n".join([blocks[pos].path for pos in short])
    if not any(tail in paths for tail in _TAILS):
        return {}  # most pages: no kept line under a step that could name reviews
    sections = {section for pos in short if (section := section_path(blocks[pos].path)) is not None}
    found: list[int] = []
    for section in sorted(sections):
        found.extend(_frame(blocks, flags, section))
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def _frame(blocks: Sequence[Block], flags: Sequence[bool], section: str) -> list[int]:
    """The kept positions inside ``section`` when it keeps no prose and either holds a
    dropped block of :data:`MIN_PROSE` characters or more or a kept count of zero."""
    inside = [
        pos
        for pos, block in enumerate(blocks)
        if block.path == section or block.path.startswith(section + "/")
    ]
    kept = [pos for pos in inside if flags[pos]]
    if any(len(blocks[pos].text) >= MIN_PROSE for pos in kept):
        return []  # the section's prose is kept: its reviews are content here
    dropped = any(not flags[pos] and len(blocks[pos].text) >= MIN_PROSE for pos in inside)
    if dropped or any(zero_count(blocks[pos].text) for pos in kept):
        return kept
    return []
