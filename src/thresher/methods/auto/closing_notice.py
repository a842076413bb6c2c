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

With ``terms`` (the ``reprint_terms`` switch) two more kinds of closing notice go: the
terms of use a paywalled story closes with ("This copy is for your personal,
non-commercial use only.", "No part may be reproduced without the written permission";
:data:`USE_TERMS`, in the languages of :data:`NOTICE`), and a long block that *opens*
with reprint terms or reserved rights (a portal's "При воспроизведении или цитировании
статей …", followed by its owner's address and licence numbers), up to
:data:`MAX_OPENING_CHARS`; one that opens with a copyright mark ("© Microsoft 2025. All
Rights Reserved. Microsoft, Turn10 …", a game's legal credits) stays.
A story that only mentions such terms says so inside the story, with kept text after it.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
from thresher.types import Block, Decision, Label

MAX_CHARS = 300  # a notice, not a licence's paragraph or a page's legal section
MAX_AFTER_SHARE = 0.1  # kept text after the notice, at most this share of that before it
# A copyright or reprint notice, in English, German, French, Spanish, Italian,
# Portuguese, Polish, Russian and Chinese (lower-cased text).
NOTICE = LazyPattern(
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
# Terms of use or of reproduction that close a story (lower-cased text), with reprint_terms:
# English, German, French, Spanish, Italian, Portuguese, Polish, Russian, Chinese (both
# scripts) and Japanese ("個人的かつ非商業的な利用").
USE_TERMS = LazyPattern(
    r"personal,? non-?commercial use|no part (of this \w+ )?may be reproduced"
    r"|nicht[- ]?kommerziellen (gebrauch|nutzung|verwendung)"
    r"|usage (strictement )?personnel et non commercial"
    r"|uso (estrictamente )?personal y no comercial|uso personale e non commerciale"
    r"|uso pessoal e não comercial|użytku osobistego|личного некоммерческого использования"
    r"|个人非商业|個人非商業|非商業的"
)
USE_WORDS = (
    "commercial",
    "no part ",
    "kommerziellen",
    "personnel",
    "personal",
    "personale",
    "pessoal",
    "osobistego",
    "некоммерческого",
    "个人非商业",
    "個人非商業",
    "非商業的",
)
# The marks a notice may open with; a long block that opens with one is an owner's credits.
MARKS = ("copyright", "©", "(c)", "版权所有")
MAX_OPENING_CHARS = 1500  # a block that opens with a notice: the terms and the owner's lines
OPENING_HEAD = 200  # characters of such a block read: the longest opening notice fits
_REASON = "copyright notice at the story's end (p={p:.2f})"


def drop_closing_notices(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], terms: bool = False
) -> dict[int, Decision]:
    """The kept copyright notices with kept text before them and next to none after them
    (:data:`MAX_AFTER_SHARE`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags`;
    ``terms``: terms of use close a story too, and a long block that opens with a notice
    is one, :func:`_closing_notice`)."""
    places = _closing_places(blocks, flags, MAX_OPENING_CHARS if terms else MAX_CHARS)
    if not places:
        return {}
    shorts = [blocks[pos].features.text_length <= MAX_CHARS for pos in places]
    keys = [  # a long block is read by its head: it must open with the notice
        (blocks[pos].text if short else blocks[pos].text[:OPENING_HEAD]).lower()
        for pos, short in zip(places, shorts, strict=True)
    ]
    joined = "\n".join(keys)
    words = NOTICE_WORDS + USE_WORDS if terms else NOTICE_WORDS
    if not any(word in joined for word in words):
        return {}
    found: dict[int, Decision] = {}
    for pos, key, short in zip(places, keys, shorts, strict=True):
        if _closing_notice(key, short, terms):
            index = blocks[pos].index
            found[index] = Decision(index, Label.BOILERPLATE, _REASON.format(p=probs[pos]))
    return found


def _closing_notice(key: str, short: bool, terms: bool) -> bool:
    """Whether a closing block's lower-cased text ``key`` is a notice: a ``short`` one
    (:data:`MAX_CHARS`) that holds one; with ``terms``, one that holds terms of use
    (:data:`USE_TERMS`), or a longer one that opens with either, not with a copyright
    mark (:data:`MARKS`: a game's or a product's legal credits, which its truth keeps)."""
    if short:
        return NOTICE.search(key) is not None or (terms and USE_TERMS.search(key) is not None)
    if not terms or key.startswith(MARKS):
        return False
    return NOTICE.match(key) is not None or USE_TERMS.match(key) is not None


def _closing_places(
    blocks: Sequence[Block], flags: Sequence[bool], max_chars: int = MAX_CHARS
) -> list[int]:
    """The positions of the short kept blocks (``max_chars``) with kept text before
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
        if before and after <= MAX_AFTER_SHARE * before and length <= max_chars:
            places.append(pos)
        after += length
    return places
