"""Lines of a photo gallery beside the story: its captions, dates and labels.

A story or a blog post sets a gallery of photos beside its text, and the gallery carries
a line under each photo: a news site's slideshow captions (written twice, a full and a
truncated copy, and again in the viewer's control panel), a blog's ``figcaption`` under
each tile of a WordPress ``gallery``, a game site's screenshot dates. The block model
reads each line alone and keeps the caption sentences as it keeps the story's prose,
doubting them a little. No truth of the left-out sets keeps such a line; the captions
rule (:mod:`thresher.methods.auto.captions`) misses them where the caption box holds its
text twice or no image.

The page's authors name the gallery for what it is: a class or id word holding
``galler`` (``gallery``, ``hst-resgallery``, ``gallery_container``, ``gallery-item``,
``galleria``). A kept block the model doubts (under :data:`SURE`) inside such an element
that holds an image (``img``, ``picture``, ``video``) is dropped, when the page keeps
:data:`MIN_REST` characters elsewhere and more than inside the galleries (a gallery page,
whose captions are its text, keeps them). Class names are web-authoring convention, in
English whatever the page's language; nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import attrgetter

from thresher.html.nodes import marked_ancestor
from thresher.methods.auto.decided import kept_chars_outside
from thresher.types import Block, Decision, Label

GALLERY_STEM = "galler"  # in a class or id (lower case): gallery, galleries, galleria
SURE = 0.9  # the model is sure of the story's own lines from this probability on
MAX_DEPTH = 8  # elements walked up from a block's own element to its gallery
IMAGE_TAGS = ("img", "picture", "video")
MIN_REST = 400  # characters kept outside the galleries: the page has a story
_REASON = "line of a photo gallery beside the story (p={p:.2f})"
_PATH = attrgetter("path")
# Pieces of the stem in its usual cases ("gallery", "Gallery", "GALLERY"), searched in the
# kept paths as written before any is lowered.
_STEM_PIECES = ("aller", "ALLER")


def drop_gallery_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks the model doubts inside an element named a gallery that holds an
    image, dropped (``blocks``: the text blocks; ``probs``: their probabilities;
    ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags`) when the page keeps
    :data:`MIN_REST` characters outside them, and more than inside them."""
    kept_paths = "\n".join(map(_PATH, compress(blocks, flags)))  # one search for all
    if not any(piece in kept_paths for piece in _STEM_PIECES):  # no lower(): it costs more
        return {}
    named: dict[object, bool] = {}  # each element's answer, once a page
    lines = [
        pos
        for pos, block in enumerate(blocks)
        if flags[pos]
        and probs[pos] < SURE
        and GALLERY_STEM in block.path.lower()
        and in_gallery(block, named)
    ]
    if not lines:
        return {}
    rest = kept_chars_outside(blocks, lines, flags)
    inside = sum(len(blocks[pos].text) for pos in lines)
    if rest < MIN_REST or rest <= inside:
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.BOILERPLATE, _REASON.format(p=float(probs[pos]))
        )
        for pos in lines
    }


def in_gallery(block: Block, named: dict[object, bool] | None = None) -> bool:
    """Whether the block's element or an ancestor (up to :data:`MAX_DEPTH` levels) is
    named a gallery (:data:`GALLERY_STEM` in its class or id) and holds an image
    (``named``: each element's answer so far, filled in)."""
    memo = {} if named is None else named
    return marked_ancestor(block.element, MAX_DEPTH, memo, is_gallery) is not None


def is_gallery(element) -> bool:
    """True for an element whose class or id holds :data:`GALLERY_STEM` and that holds an
    image."""
    name = f"{element.get('class') or ''} {element.get('id') or ''}".lower()
    return GALLERY_STEM in name and next(element.iter(*IMAGE_TAGS), None) is not None
