"""Signatures: the lines a poster writes once in a profile and an engine prints under
every post of theirs.

A forum engine sets a poster's signature apart in a box whose class names it: vBulletin
(``blockquote.signature``, ``div.signaturecontainer``), phpBB, SMF and MyBB
(``div.signature``), XenForo (``aside.message-signature``), Invision (``ipsSignature``),
FluxBB (``div.postsignature``), Kunena (``kmsgsignature``), wpForo, NodeBB
(``post-signature``). A signature is often a sentence or two of prose with links (a
host's offer, a shop's slogan), which the block model keeps beside the post; the truths
of the threads that hold one leave it out.

Inside a recognised thread (the span :mod:`thresher.methods.auto.post_chrome` reads), the
kept lines inside an element (at any depth) whose class word names a signature
(:data:`SIGNATURE_WORD` in it; a script's hook, ``js-…``, or a state, ``has-signature``,
names no box) are dropped when that element holds at most :data:`MAX_SIGNATURE_CHARS`
characters: a post's own box whose class says it carries a signature holds the post too.
Nothing is read on a page whose markup never says "signature"; each element is read once
however many of the thread's lines lie under it.

A signature whose box no class names (a site's own template, a board whose class is
"sign" or "sig") is told by its repetition: the engine prints it under every post of its
poster, the same line each time. Inside a recognised thread, a kept short line holding a
link and words outside it (:data:`MAX_REPEATED_CHARS`; a line wholly a link is a user
card's rank or name, the card rules'), outside any quotation, whose text is that of
another such kept line of the thread is dropped with it (:func:`drop_repeated_signatures`):
a post's own text is not written twice, and a quoted post's copy sits in its quotation.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from itertools import compress
from typing import Any

from thresher.html.nodes import passes_above, self_and_ancestors
from thresher.methods.auto.markup_words import source_holds
from thresher.methods.auto.post_chrome import span_positions
from thresher.types import Block, Decision, Document, Label

SIGNATURE_WORD = "signature"
_STEM = "ignature"  # in "signature" and "Signature" (ipsSignature): one search of a class
# …and of the page's markup, by the rules kernel jumping on its "g" and "u" (a search
# that folds capitals costs ten times more: "SIGNATURE" in capitals is no engine's class)
_STEM_PLACES = (1, 5)
MAX_SIGNATURE_CHARS = 1500  # characters of a signature box (engines cap them near 500)
_NOT_BOXES = ("js-", "js_", "has", "no-", "no_", "with", "show", "hide")
_DROPPED = "a poster's signature under a post of the page's thread (the engine's box)"


def drop_post_signatures(
    doc: Document, blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept blocks (``flags``) inside ``span`` (the first and last block index of a
    recognised thread's posts) that lie in a poster's signature box, dropped; nothing
    read on a page whose markup never names a signature (``doc``)."""
    if span is None or not source_holds(doc, _STEM, *_STEM_PLACES):
        return {}
    lo, hi = span_positions(blocks, span)
    known: dict[Any, bool] = {}  # each element climbed through, and its answer
    changed: dict[int, Decision] = {}
    for block in compress(blocks[lo:hi], flags[lo:hi]):
        if block.element is not None and _signed(block.element, known):
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, _DROPPED)
    return changed


def _signed(element: Any, known: dict[Any, bool]) -> bool:
    """:func:`in_signature` of ``element``, the answers of the elements climbed through
    kept in ``known`` (the blocks of a post share their ancestors: each is read once)."""
    return passes_above(element, known, is_signature_box)


def in_signature(element: Any) -> bool:
    """True when ``element`` or one of its ancestors is a signature box
    (:func:`is_signature_box`)."""
    return any(is_signature_box(node) for node in self_and_ancestors(element))


def is_signature_box(element: Any) -> bool:
    """Whether ``element``'s class has a word naming a signature (not a script's hook nor
    a state) and its text is no longer than :data:`MAX_SIGNATURE_CHARS`."""
    names = element.get("class")
    if not names or _STEM not in names:  # most elements: no words read
        return False
    named = any(
        SIGNATURE_WORD in word and not word.startswith(_NOT_BOXES) for word in names.lower().split()
    )
    return named and len("".join(element.itertext())) <= MAX_SIGNATURE_CHARS


MAX_REPEATED_CHARS = 160  # a signature's line: a slogan and its link, not a paragraph
MAX_REPEATED_LINKS = 0.9  # of its characters in links: a slogan beside its link
# The elements no signature sits in: headings, summaries, code, terms (a path's step).
_NOT_SIGNATURES = re.compile(r"(?:^|/)(?:h[1-6]|summary|code|pre|dt|th)(?=[.#/]|$)")
_REPEATED = "a line printed under several posts of the page's thread (a poster's signature)"


def drop_repeated_signatures(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The kept short lines with a link and words beside it inside ``span`` (a recognised
    thread's first and last block index; ``blocks`` the text blocks, ``flags`` their kept
    flags), outside a quotation and not headings, each the last kept line of its parent
    element (:func:`_closes_its_box`), whose text two or more such lines write, dropped."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    inside = list(compress(blocks[lo:hi], flags[lo:hi]))
    linked = [at for at, b in enumerate(inside) if b.features.link_text_length]  # a few
    if len(linked) < 2:
        return {}
    seen: defaultdict[str, list[int]] = defaultdict(list)
    for at in linked:
        if _repeatable(inside[at]):
            seen[" ".join(inside[at].text.split())].append(at)
    groups = [ats for ats in seen.values() if len(ats) > 1]
    if not groups:
        return {}
    beyond = next(compress(blocks[hi:], flags[hi:]), None)  # the first kept after the thread
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _REPEATED)
        for ats in groups
        for b in _closing_lines(inside, ats, beyond)
    }


def _closing_lines(inside: list[Block], ats: list[int], beyond: Block | None) -> list[Block]:
    """The blocks at ``ats`` in ``inside`` (the thread's kept blocks; ``beyond`` the first
    kept block after them) that close their box (:func:`_closes_its_box`), when two or
    more do."""
    closing = [
        inside[at]
        for at in ats
        if _closes_its_box(inside[at], inside[at + 1] if at + 1 < len(inside) else beyond)
    ]
    return closing if len(closing) > 1 else []


def _repeatable(block: Block) -> bool:
    """A short line with a link and words beside it, outside a quotation, a heading, a
    toggle's summary, code or a term (:data:`_NOT_SIGNATURES`: an API's repeated
    ``where`` clause in its entries' headings)."""
    features = block.features
    return (
        0 < features.link_density <= MAX_REPEATED_LINKS
        and len(block.text) <= MAX_REPEATED_CHARS
        and not features.heading_level
        and not block.context.quote
        and _NOT_SIGNATURES.search(block.path) is None
    )


def _closes_its_box(block: Block, after: Block | None) -> bool:
    """True when the next kept block (``after``) lies outside the parent of ``block``'s
    element: the line ends its post, as a signature does (a note that opens an entry,
    "Part of the Stable ABI.", has the entry's text after it in one parent)."""
    if after is None or after.element is None or block.element is None:
        return True
    parent = block.element.getparent()
    return parent is None or parent not in after.element.iterancestors()
