"""Captions: the line under a story's photo or video, kept beside its text.

A news story sets each photo with a caption ("In this photo taken Aug. 28, 2016, …",
"Dawn, which first visited the asteroid Vesta, …") and a credit, inside a small box
that holds the image and that text only. The block model reads the caption alone
and keeps it as it keeps the story's prose: a full sentence, no links. The article
truths of news sets leave captions out (they are the image's, not the story's text),
and so does trafilatura. A kept block is a caption when its text lies in a
``figcaption`` or in an element whose class or id names a caption (the block's own
element, an ancestor, or the inline element that holds most of its text), and the
small box around it holds an image (``img``, ``picture``, ``video``) and little text
besides. Such blocks are dropped on a page that declares a story (an article or a
publication date) and keeps text elsewhere.

The words are web-authoring convention, not any site's; the rule was chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import compress, islice

from thresher._core import SEGMENT, kernel
from thresher.html.nodes import marked_ancestor
from thresher.methods.auto.decided import kept_flags, relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds_folded
from thresher.types import Block, Decision, Document, Label

# A class or id word naming a caption ("caption", "wp-caption-text", "pb-caption",
# "figcaption", "media-caption"), matched in the lower-cased names.
CAPTION_WORD = "caption"
CAPTION_TAGS = frozenset({"figcaption"})
IMAGE_TAGS = ("img", "picture", "video")
CAPTION_LEVELS = 2  # ancestors of the block's element that may name the caption
UNIT_LEVELS = 3  # ancestors of the caption element that may hold its image
MIN_INNER_SHARE = 0.5  # of the block's text, in an inline caption element inside it
MAX_INNER_ELEMENTS = 40  # elements read inside a block for one that names a caption
MAX_EXTRA_CHARS = 40  # text in the image's box besides the caption's (a credit, a label)
MIN_REST = 400  # characters kept outside captions: the page has a story
_REASON = "caption of an image beside the story (p={p:.2f})"
_SEARCHED = (CAPTION_LEVELS, MAX_INNER_ELEMENTS)  # what the kernel's ``caption_names`` reads


def drop_captions(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    story: bool,
    flags: Sequence[bool] | None = None,
) -> dict[int, Decision]:
    """The kept captions of the page's images, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``story``: the page declares an article or its date;
    ``flags``: each block's :func:`kept_flags` under ``decisions``, when the caller has
    them).

    ``decisions`` is read only; the changed decisions are returned.
    """
    if not story:  # documentation figures' captions are their truths' text
        return {}
    kept = kept_flags(decisions, blocks) if flags is None else flags
    named: dict[object, bool] = {}  # each element's name test, once a page
    positions = [i for i, b in compress(enumerate(blocks), kept) if is_caption(b, named)]
    if not positions:
        return {}
    return relabel_beside_rest(blocks, probs, positions, kept, Label.BOILERPLATE, _REASON, MIN_REST)


def names_captions(doc: Document) -> bool:
    """False when no element of the page can name a caption (:func:`_names_caption`):
    the caption word is nowhere in its source, in capitals or not (a class or id written
    with character references aside), so no block is one."""
    return source_holds_folded(doc, CAPTION_WORD)


def is_caption(block: Block, named: dict[object, bool] | None = None) -> bool:
    """True when the block's text is an image's caption: named so, in a box with the image
    (``named``: the elements' :func:`_names_caption` answers so far, filled in)."""
    element = caption_element(block, named)
    return element is not None and _beside_image(element, len(block.text))


def looks_like_caption(block: Block) -> bool:
    """True when the block is named a caption (:func:`caption_element`) or is the only
    text of a small box around an image (a caption no class names)."""
    if caption_element(block) is not None:
        return True
    element = block.element
    return element is not None and _beside_image(element, len(block.text))


def caption_element(block: Block, named: dict[object, bool] | None = None) -> object | None:
    """The element that names the block's text a caption (:func:`_named_caption`, else
    :func:`_inner_caption`), or None (``named``: as :func:`is_caption`'s). The names are
    read in C by the segment kernel when it is built (``caption_names``)."""
    element = block.element
    if element is None:
        return None
    compiled = kernel(SEGMENT)
    names = None if compiled is None else compiled.caption_names(element, *_SEARCHED)
    if names is None:
        found = _named_caption(element, {} if named is None else named)
        if found is not None:
            return found
        return _inner_caption(element, len(block.text), _inner_named(element))
    found, inner = names
    return found if found is not None else _inner_caption(element, len(block.text), inner)


def _named_caption(element, memo: dict[object, bool]) -> object | None:
    """The element itself or an ancestor (up to :data:`CAPTION_LEVELS`) that is a
    ``figcaption`` or names a caption, or None (``memo``: answers of
    :func:`_names_caption` by element; the blocks of a box share their ancestors)."""
    return marked_ancestor(element, CAPTION_LEVELS, memo, _names_caption)


def _inner_named(element) -> list:
    """The elements among the first :data:`MAX_INNER_ELEMENTS` nodes inside ``element``
    (``iterdescendants``: comments and instructions count) that name a caption."""
    inside = islice(element.iterdescendants(), MAX_INNER_ELEMENTS)
    return [child for child in inside if isinstance(child.tag, str) and _names_caption(child)]


def _inner_caption(element, chars: int, inner: Sequence) -> object | None:
    """The element when an inline element inside it that names a caption (``inner``:
    :func:`_inner_named`) holds most of its text (a ``span class="caption"`` in a
    photo's box), else None."""
    for child in inner:
        if len(" ".join("".join(child.itertext()).split())) >= MIN_INNER_SHARE * chars:
            return element
    return None


def _names_caption(node) -> bool:
    """True for a ``figcaption`` or an element whose class or id holds a caption word."""
    if node.tag in CAPTION_TAGS:
        return True
    name = node.get("class") or ""
    ident = node.get("id")
    if ident:
        name = f"{name} {ident}"
    return CAPTION_WORD in name.lower()


def _beside_image(caption, chars: int) -> bool:
    """True when the caption element or an ancestor (up to :data:`UNIT_LEVELS`) holds
    an image and little text besides the caption's."""
    node = caption
    for _ in range(UNIT_LEVELS + 1):
        if node is None or not isinstance(node.tag, str):
            return False
        if node.tag in IMAGE_TAGS or next(node.iter(*IMAGE_TAGS), None) is not None:
            return _text_within(node, chars + MAX_EXTRA_CHARS)
        node = node.getparent()
    return False


def _text_within(node, limit: int) -> bool:
    """True when the node's text, whitespace collapsed, is at most ``limit`` characters.
    Its characters other than whitespace are counted first, piece by piece, and a box
    past the limit (an article around its photo) is turned away without reading on."""
    pieces = []
    seen = 0
    for piece in node.itertext():
        seen += _visible_chars(piece, limit - seen)
        if seen > limit:
            return False
        pieces.append(piece)
    return len(" ".join("".join(pieces).split())) <= limit


_HEAD = 4  # a long piece's head read first: this many characters for each one left


def _visible_chars(piece: str, room: int) -> int:
    """The characters of ``piece`` other than whitespace; for a piece whose head alone
    holds more than ``room`` of them (a paragraph beside the photo), the head's: enough
    to turn the box away without splitting the whole paragraph."""
    if len(piece) > _HEAD * (room + 1):
        head = sum(map(len, piece[: _HEAD * (room + 1)].split()))
        if head > room:
            return head
    return sum(map(len, piece.split()))
