"""Post buttons in a thread that only its headed post boxes find.

A thread whose posts make no post-like run (vBulletin 4's ``li.postbitlegacy`` boxes of
short, chatty posts under long signatures and member menus: too little of each box is
prose) and that declares nothing gives the span rules no thread:
:mod:`thresher.methods.auto.headed_posts` finds its boxes (a dated header line and prose
each), keeps their dropped text and gives the quotation rules their span, but the
buttons each post prints ("Zitieren", "Antworten Zitieren Melden") stay where the model
or a listing's rule kept them. :func:`drop_headed_buttons` drops a kept line inside the
boxes that is only a row of buttons
(:func:`~thresher.methods.auto.post_chrome.is_button_row`). The rest of
``post_chrome``'s table (a quote's attribution, an edit note) is not read there: a
corpus that keeps "Zitat von …" and "Geändert von …" as the post's own lines loses them
on such pages (the left-out run, stop 78), and the card, date and signature rules keep
to the threads a run, a declaration or a pair of boxes gives.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.methods.auto.headed_posts import PostBoxes
from thresher.methods.auto.post_chrome import (
    MAX_FOOTER_CHARS,
    is_button_row,
    span_positions,
)
from thresher.methods.auto.post_quotes import boxes_span
from thresher.types import Block, Decision, Label

_BUTTONS = "a row of a post's buttons inside the thread's headed boxes ({text!r})"


def drop_headed_buttons(
    blocks: Sequence[Block], flags: Sequence[bool], posts: PostBoxes | None
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside the headed post boxes ``posts``
    (:func:`~thresher.methods.auto.headed_posts.headed_posts`, None without them) whose
    line (lowered, single spaced, :data:`~thresher.methods.auto.post_chrome.MAX_FOOTER_CHARS`
    characters at most) is a row of buttons
    (:func:`~thresher.methods.auto.post_chrome.is_button_row`), dropped."""
    span = boxes_span(blocks, posts)
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _BUTTONS.format(text=b.text[:30]))
        for b in compress(blocks[lo:hi], flags[lo:hi])
        if len(b.text) <= MAX_FOOTER_CHARS and is_button_row(" ".join(b.text.split()).lower())
    }
