"""Which ``segment()`` blocks of a page lie wholly in the template.

The marked page (navigation texts wrapped in ``span.thr-template``,
navigation start tags carrying ``data-thr-template``) is parsed beside the
original. Leaving the mark spans out, both trees have the same elements in
the same order, so each original element has its marked twin; a text piece
a block took (an element's ``text`` or ``tail``) reads, in the marked tree,
as that text or tail plus the mark spans that follow it. A block is template
when every non-blank text it took lies inside marks (an image: when its tag
is marked). If the parser built the two trees differently (rare: marks where
HTML allows no ``span``), the marked page is segmented too and its blocks are
matched to the original's by their texts.
"""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher

from thresher.site.apply import MARK_ATTR
from thresher.types import Block


def template_blocks(
    blocks: Sequence[Block], original_root, marked_root, marked_blocks=None
) -> tuple[list[bool], dict | None]:
    """For each block of the original page, whether it lies wholly in the template.

    Also returns the map from original elements to their marked twins (None
    when the trees differ; then ``marked_blocks``, a callable returning the
    marked page's blocks, is used to match blocks by text).
    """
    twins = _twins(original_root, marked_root)
    if twins is not None:
        return [_block_in_template(b, twins) for b in blocks], twins
    return transfer(blocks, marked_blocks() if marked_blocks else ()), None


def _is_mark(element) -> bool:
    return element.tag == "span" and element.get(MARK_ATTR) == "text"


def _is_ours(element) -> bool:
    """A mark span or the highlight style: elements the original page does not have."""
    return element.tag in ("span", "style") and element.get(MARK_ATTR) in ("text", "style")


def _twins(original_root, marked_root) -> dict | None:
    """Each original element's twin in the marked tree, or None when the trees differ."""
    originals = list(original_root.iter())
    marked = [el for el in marked_root.iter() if not _is_ours(el)]
    if len(originals) != len(marked):
        return None
    if [a.tag for a in originals] != [b.tag for b in marked]:
        return None
    return dict(zip(originals, marked, strict=True))


def _block_in_template(block: Block, twins: dict) -> bool:
    seen = False
    for element, attr in block.pieces:
        twin = twins.get(element)
        if twin is None:
            return False
        if attr == "img":
            if twin.get(MARK_ATTR) is None:
                return False
            seen = True
            continue
        plain, marked = _piece_texts(twin, attr)
        if plain:
            return False
        seen = seen or marked
    return seen


def _piece_texts(twin, attr: str) -> tuple[bool, bool]:
    """(has non-blank unmarked text, has non-blank marked text) of a text piece."""
    if attr == "text":
        first, following = twin.text, iter(twin)
    else:
        first, following = twin.tail, _following_siblings(twin)
    plain = bool(first and not first.isspace())
    marked = False
    for node in following:
        if not _is_mark(node):
            break
        marked = marked or bool(node.text and not node.text.isspace())
        plain = plain or bool(node.tail and not node.tail.isspace())
    return plain, marked


def _following_siblings(element):
    node = element.getnext()
    while node is not None:
        yield node
        node = node.getnext()


def is_template_block(block: Block) -> bool:
    """True when all of a *marked* page's block text sits in template marks."""
    seen = False
    for element, attr in block.pieces:
        if attr == "img":
            if element.get(MARK_ATTR) is None:
                return False
            seen = True
            continue
        text = element.text if attr == "text" else element.tail
        if not text or text.isspace():
            continue
        if attr != "text" or not _is_mark(element):
            return False
        seen = True
    return seen


def transfer(blocks: Sequence[Block], marked: Sequence[Block]) -> list[bool]:
    """For each original block, whether its text-matched block in the marked page is template."""
    flags = [is_template_block(b) for b in marked]
    out = [False] * len(blocks)
    matcher = SequenceMatcher(
        None, [b.text for b in blocks], [b.text for b in marked], autojunk=False
    )
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag == "equal":
            for k in range(i2 - i1):
                out[i1 + k] = flags[j1 + k]
    return out
