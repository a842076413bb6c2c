"""Post chrome in a thread that only its headed post boxes find.

A thread whose posts make no run of like siblings (vBulletin 4's ``li.postbitlegacy``
boxes, a post a row of a table) and that declares nothing gives the span rules no
thread: :mod:`thresher.methods.auto.headed_posts` finds its boxes (a dated header line
and prose each), keeps their dropped text and gives the quotation rules their span, but
the buttons each post prints ("Zitieren", "Antworten", "Melden") stay where the model
kept them. :func:`drop_headed_chrome` reads the boxes' span as ``post_chrome``'s thread
(:func:`~thresher.methods.auto.post_chrome.drop_post_chrome`): a kept line inside the
boxes that is only a post's buttons is dropped. Only the buttons' table is read there:
the card, date and signature rules keep to the threads a run, a declaration or a pair
of boxes gives, where a poster's card is the engine's own.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.cleanup import LineKeys
from thresher.methods.auto.headed_posts import PostBoxes
from thresher.methods.auto.post_chrome import drop_post_chrome
from thresher.methods.auto.post_quotes import boxes_span
from thresher.types import Block, Decision


def drop_headed_chrome(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    posts: PostBoxes | None,
    keys: LineKeys | None = None,
    marks: bool = False,
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside the headed post boxes ``posts``
    (:func:`~thresher.methods.auto.headed_posts.headed_posts`, None without them) that
    are post chrome (:func:`~thresher.methods.auto.post_chrome.is_post_chrome`), dropped
    (``keys`` and ``marks`` as :func:`~thresher.methods.auto.post_chrome.drop_post_chrome`
    reads them)."""
    return drop_post_chrome(blocks, flags, boxes_span(blocks, posts), keys, marks)
