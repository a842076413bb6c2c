"""A copyright notice the model kept at the end of the story.

A wire story closes with its agency's notice ("Copyright 2008 Associated Press. All
rights reserved. This material may not be published, broadcast, rewritten or
redistributed."), a portal's article with its reprint terms ("При воспроизведении или
цитировании статей … ссылка обязательна"). The notice sits in the story's own element
and reads like a sentence, so the model keeps it as sure as the text above it, where the
copyright rules (:mod:`thresher.methods.auto.copyright_box`) drop only what it doubts. A
short kept block that reads as a copyright or reprint notice (:data:`NOTICE`), with kept
text before it and next to none after it, is dropped. Nothing here names a site; chosen
by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.types import Block, Decision, Label

MAX_CHARS = 300  # a notice, not a licence's paragraph or a page's legal section
MAX_AFTER_SHARE = 0.1  # kept text after the notice, at most this share of that before it
# A copyright or reprint notice, in English, German, French, Spanish, Italian,
# Portuguese, Polish, Russian and Chinese (lower-cased text).
NOTICE = re.compile(
    r"^(copyright|©|\(c\) ?\d{4}|版权所有)|all rights reserved|may not be (re)?(published|produced)"
    r"|reproduction in whole or in part|alle rechte vorbehalten|tous droits réservés"
    r"|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados"
    r"|wszelkie prawa zastrzeżone|все права защищены"
    r"|при (полном или частичном )?(воспроизведении|использовании|цитировании|перепечатке)"
    r"( или \w+)? (материалов|статей|информации)"
)
# Texts one of which every :data:`NOTICE` match holds: the tail's short lines are searched
# for them together, and the pattern tried only when one is there (most pages have none).
NOTICE_WORDS = (
    "copyright",
    "©",
    "(c)",
    "版权所有",
    "all rights reserved",
    "may not be ",
    "reproduction in whole or in part",
    "alle rechte vorbehalten",
    "tous droits réservés",
    "todos los derechos reservados",
    "tutti i diritti riservati",
    "todos os direitos reservados",
    "wszelkie prawa zastrzeżone",
    "все права защищены",
    "при ",
)
_REASON = "copyright notice at the story's end (p={p:.2f})"


def drop_closing_notices(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept copyright notices with kept text before them and next to none after them
    (:data:`MAX_AFTER_SHARE`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags`)."""
    places = _closing_places(blocks, flags)
    if not places:
        return {}
    keys = [blocks[pos].text.lower() for pos in places]
    joined = "\n".join(keys)
    if not any(word in joined for word in NOTICE_WORDS):
        return {}
    found: dict[int, Decision] = {}
    for pos, key in zip(places, keys, strict=True):
        if NOTICE.search(key) is not None:
            index = blocks[pos].index
            found[index] = Decision(index, Label.BOILERPLATE, _REASON.format(p=probs[pos]))
    return found


def _closing_places(blocks: Sequence[Block], flags: Sequence[bool]) -> list[int]:
    """The positions of the short kept blocks (:data:`MAX_CHARS`) with kept text before
    them and at most :data:`MAX_AFTER_SHARE` of it after them, from the last."""
    kept = list(compress(range(len(blocks)), flags))
    lengths = [blocks[pos].features.text_length for pos in kept]
    total = sum(lengths)
    places = []
    after = 0
    # Walked from the end: a block with more than a tenth of the kept text after it has
    # more than a tenth of the text before it after it too, and no block before it less.
    for pos, length in zip(reversed(kept), reversed(lengths), strict=True):
        if after > MAX_AFTER_SHARE * total:
            break
        before = total - after - length
        if before and after <= MAX_AFTER_SHARE * before and length <= MAX_CHARS:
            places.append(pos)
        after += length
    return places
