"""A Chinese story's editor credit: "责任编辑：王明", "[责任编辑：robot]", "(责编：江波)".

Chinese news portals close a story with the name of the editor on duty, a line of its
own or a bracketed tail of the source line ("【作者：综合报道】(责任编辑：谢璇)"). The line
sits in the story's element, so the model keeps it; the article truths of the left-out
sets leave it out (daniel-ml: 73 pages hold the credit, no truth does). A kept block of at
most :data:`MAX_CHARS` characters that holds an editor's label (:data:`EDITOR_LABELS`)
followed by a colon is dropped. Words as data (simplified and traditional Chinese);
nothing here names a site.

A story's staff credit line in the languages that write it with a label and a colon,
Indonesian and Malay portals above all ("Editor: Budi Santoso", "Penulis: Siti Rahma |
Editor: Budi Santoso", "Pewarta: Andi Saputra / Editor: Rina Wati"), beside the byline
or under the story: a kept line of at most :data:`MAX_CHARS` characters that is wholly
one or more labelled credits (:data:`CREDIT_LABELS`, then a colon and a person's name,
:func:`~thresher.metadata.names.looks_personal`; several parted by a bar, a slash or a
middle dot) is dropped (switch ``credit_lines``).
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.metadata.names import looks_personal
from thresher.methods.auto.decided import kept_short
from thresher.methods.auto.kept_lines import WordTable, kept_opening
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


# The labels of a story's staff credits, lower-cased, before a colon: id/ms, en, vi, es,
# pt, cs/sk, pl, hu, fi, da/no/sv, el.
CREDIT_LABELS = (
    "editor", "penyunting", "redaktur", "pewarta", "penulis", "wartawan", "reporter",
    "biên tập", "biên tập viên", "edición", "editado por", "edição", "redakce",
    "redaktor", "szerkesztő", "toimittaja", "redaktør", "redaktör", "επιμέλεια",
)  # fmt: skip
_CREDIT_OPENINGS = WordTable(CREDIT_LABELS)
_CREDIT_PARTS = LazyPattern(r"\s+[|/·]\s+")
_CREDIT_REASON = "staff credit line (p={p:.2f})"


def drop_credit_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines wholly made of labelled staff credits ("Editor: Budi
    Santoso", "Penulis: Siti Rahma | Editor: Budi Santoso"), dropped (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: their kept flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_CHARS, _CREDIT_OPENINGS, str.lower):
        if is_credit_line(blocks[pos].text):
            reason = _CREDIT_REASON.format(p=probs[pos])
            found[blocks[pos].index] = Decision(blocks[pos].index, Label.BOILERPLATE, reason)
    return found


def is_credit_line(text: str) -> bool:
    """Whether ``text`` is wholly one or more labelled staff credits, each a label of
    :data:`CREDIT_LABELS`, a colon and a person's name."""
    for part in _CREDIT_PARTS.split(text.strip()):
        label, colon, name = part.partition(":")
        if not colon or " ".join(label.lower().split()) not in CREDIT_LABELS:
            return False
        if not looks_personal(name.strip()):
            return False
    return True
