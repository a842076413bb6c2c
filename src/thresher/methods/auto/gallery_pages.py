"""A gallery page's captions: the photos' lines a page that is a gallery holds as its text.

A photo gallery published as a page (a WordPress post made of a gallery block, a
portfolio's album, a travel blog's photo set) carries a ``figcaption`` under each photo,
and those captions are the page's text: the intro above them says a line or two. The
block model reads each caption alone and keeps some, doubting the others just under the
page's threshold. Beside a story the captions are not the text, and
:mod:`thresher.methods.auto.gallery_lines` drops them; on a page whose captions outweigh
the kept text outside them, the gallery's dropped captions are kept, when the gallery (an
element whose class or id holds ``galler`` and that holds an image, as that module reads
it, around the photos' box: the element that holds their ``figure`` elements) holds
:data:`MIN_CAPTIONS` captions or more, :data:`MIN_KEPT` of them kept and the
others not ruled out (:data:`MIN_PROBABILITY`). Class names are web-authoring
convention; nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.nodes import marked_ancestor
from thresher.methods.auto.decided import kept_chars_outside
from thresher.methods.auto.gallery_lines import MAX_DEPTH, is_gallery
from thresher.types import Block, Decision, Label

MIN_CAPTIONS = 3  # captions of one gallery
MIN_KEPT = 2  # of them kept by the model
MIN_PROBABILITY = 0.15  # a dropped caption below this stays dropped
FIGURE_LEVELS = 3  # steps from a caption up to its figure
_REASON = "caption of a gallery page's photo, others kept (p={p:.2f})"


def keep_gallery_captions(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    captions: Sequence[int],
) -> dict[int, Decision]:
    """The dropped captions of a gallery page's galleries, kept (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: their kept flags; ``captions``: the
    positions of the ``figcaption`` blocks, in order): a gallery's captions are kept when
    :func:`_open_captions` finds them and all the galleries' captions hold more characters
    than the page keeps outside them."""
    if len(captions) < MIN_CAPTIONS or not any(flags[pos] for pos in captions):
        return {}
    memo: dict[object, bool] = {}
    galleries: dict[object, list[int]] = {}
    for pos in captions:
        box = _photos_box(blocks[pos].element)
        if box is not None and marked_ancestor(box, MAX_DEPTH, memo, is_gallery) is not None:
            galleries.setdefault(box, []).append(pos)
    found = [pos for members in galleries.values() for pos in _open_captions(probs, flags, members)]
    if not found:
        return {}
    inside = [pos for members in galleries.values() for pos in members]
    if sum(len(blocks[pos].text) for pos in inside) <= kept_chars_outside(blocks, inside, flags):
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.CONTENT, _REASON.format(p=float(probs[pos]))
        )
        for pos in found
    }


def _open_captions(probs: Sequence[float], flags: Sequence[bool], members: list[int]) -> list[int]:
    """The dropped captions of one gallery's ``members`` the model did not rule out, when
    it holds :data:`MIN_CAPTIONS` and kept :data:`MIN_KEPT` of them."""
    if len(members) < MIN_CAPTIONS or sum(flags[pos] for pos in members) < MIN_KEPT:
        return []
    return [pos for pos in members if not flags[pos] and probs[pos] >= MIN_PROBABILITY]


def _photos_box(element) -> object | None:
    """The element that holds the caption's ``figure`` (within :data:`FIGURE_LEVELS`
    steps up), the photos' box, or None."""
    for _ in range(FIGURE_LEVELS):
        element = element.getparent() if element is not None else None
        if element is None:
            return None
        if element.tag == "figure":
            return element.getparent()
    return None
