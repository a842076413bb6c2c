"""A Chinese story's editor credit: "责任编辑：王明", "[责任编辑：robot]", "(责编：江波)".

Chinese news portals close a story with the name of the editor on duty, a line of its
own or a bracketed tail of the source line ("【作者：综合报道】(责任编辑：谢璇)"). The line
sits in the story's element, so the model keeps it; the article truths of the left-out
sets leave it out (daniel-ml: 73 pages hold the credit, no truth does). A kept block of at
most :data:`MAX_CHARS` characters that holds an editor's label (:data:`EDITOR_LABELS`)
followed by a colon is dropped. Words as data (simplified and traditional Chinese);
nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import kept_short
from thresher.types import Block, Decision, Label

MAX_CHARS = 80  # a credit, a source line's tail or the tags beside it, not a paragraph
# The labels of the editor on duty, then a colon (each label holds 编 or 編: a line
# without either is not read further).
EDITOR_CREDIT = LazyPattern(r"(责任编辑|責任編輯|责编|責編)\s*[:：]")
_REASON = "editor's credit line (p={p:.2f})"


def drop_editor_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that credit a Chinese story's editor ("责任编辑：王明"),
    dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    found: dict[int, Decision] = {}
    for pos in kept_short(blocks, flags, MAX_CHARS):
        block = blocks[pos]
        text = block.text
        if ("编" in text or "編" in text) and EDITOR_CREDIT.search(text) is not None:
            reason = _REASON.format(p=probs[pos])
            found[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return found
