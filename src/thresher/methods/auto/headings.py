"""A section's heading over the prose the model kept.

The block model reads a heading alone: a few words, no sentence, no link. On the
pages of today's web (a service page's sections, a product page's features, an
article's subheadings) it doubts such a heading while it keeps the paragraph right
under it. A dropped heading whose next text block is kept prose is kept: it names
what the reader is kept for. A heading that is a link (a card's title linking
elsewhere; a link to the heading's own anchor, a permalink round its words, does not
count),
that the model rules out entirely, or that sits in a box beside the text
(an ``aside``, a promo or newsletter box named so in its class or id, whose line the
model may keep) stays dropped; so does the title of a ``nav`` that does not hold the
prose ("In this article" over a contents list a script fills, the prose after the
box). Nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import islice

from thresher.methods.auto.decided import LINK_HEAVY, kept_flags
from thresher.methods.auto.sections import heading_positions
from thresher.methods.auto.signals import group_bits, path_in_box
from thresher.types import Block, Decision, Label

HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})  # h1 is the headline's business
MIN_PROBABILITY = 0.1  # the model did not rule the heading out
SELF_LINK_LEVELS = 2  # from a heading up to the section box that carries its anchor
MAX_CHARS = 120  # a heading, not a banner's run of words (no cached page reaches it)
# A box beside the text: an `aside`, or an element whose class or id names a promo, a
# sign-up or a popup (signals.KEYWORD_GROUPS; the nav, footer and sidebar groups also
# name the containers of some articles' sections: with them wcxb-dev lost 0.0004).
BESIDE_TAGS = frozenset({"aside"})
CHROME_GROUPS = frozenset({"ad", "social", "popup"})
_CHROME_BITS = group_bits(CHROME_GROUPS)
_BOILERPLATE = Label.BOILERPLATE
_REASON = "heading over kept prose (p={p:.2f})"


def keep_headings_over_prose(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    headings: Sequence[int] | None = None,
    navs: bool = False,
    self_links: bool = False,
) -> dict[int, Decision]:
    """The dropped headings right before a kept prose block, kept (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's :func:`kept_flags`
    under ``decisions``; ``headings``: the blocks' :func:`heading_positions`; each when
    the caller has them; ``navs``: not a ``nav``'s title over prose outside the ``nav``;
    ``self_links``: a heading whose links all go to its own anchor, GitHub Docs'
    ``a.heading-link`` round its words, is no link away, :func:`_self_linked`).

    ``decisions`` is read only; the changed decisions are returned.
    """
    kept = kept_flags(decisions, blocks) if flags is None else flags
    headings = heading_positions(blocks) if headings is None else headings
    last = len(blocks) - 1
    found: dict[int, Decision] = {}
    for pos in headings:
        block = blocks[pos]
        if pos >= last or block.tag not in HEADINGS or kept[pos] or not kept[pos + 1]:
            continue
        after = blocks[pos + 1]
        if after.tag in HEADINGS or after.features.sentence_count < 1:
            continue
        decision = decisions.get(block.index)
        p = float(probs[pos])
        if (
            decision is None
            or decision.label is not _BOILERPLATE
            or p < MIN_PROBABILITY
            or (
                block.features.link_density > LINK_HEAVY
                and not (self_links and _self_linked(block))
            )
            or len(block.text) > MAX_CHARS
            or in_a_box(block.path)
            or (navs and _titles_a_nav(block, after))
        ):
            continue
        found[block.index] = Decision(block.index, Label.HEADING, _REASON.format(p=p))
    return found


def _self_linked(heading: Block) -> bool:
    """True when every link of the heading goes to the heading's own anchor: ``href`` of
    ``#id`` where ``id`` is the heading element's, an element's inside it or an
    ancestor's (:data:`SELF_LINK_LEVELS` up at most): its permalink round its words, not a
    card's title nor "Back to top"."""
    if not heading.links or heading.element is None:
        return False
    names = _anchor_names(heading.element)
    return all(href[:1] == "#" and href[1:] in names for _, href in heading.links)


def _anchor_names(element: object) -> set[str]:
    """The ``id`` and ``name`` values of the element, its descendants and its
    :data:`SELF_LINK_LEVELS` nearest ancestors."""
    names: set[str] = set()
    for node in element.iter():  # type: ignore[attr-defined]
        names.update(v for v in (node.get("id"), node.get("name")) if v)
    for node in islice(element.iterancestors(), SELF_LINK_LEVELS):  # type: ignore[attr-defined]
        if node.get("id"):
            names.add(node.get("id"))
    return names


def _titles_a_nav(heading: Block, after: Block) -> bool:
    """True when the heading sits in a ``nav`` element that does not hold ``after``."""
    if "nav" not in heading.path or heading.element is None or after.element is None:
        return False  # the path names every ancestor's tag: a cheap gate
    nav = next(heading.element.iterancestors("nav"), None)
    if nav is None:
        return False
    return not any(parent is nav for parent in after.element.iterancestors("nav"))


def in_a_box(path: str) -> bool:
    """True when an element of the heading's path (``tag#id.class/…``) is a box beside
    the text (:data:`BESIDE_TAGS`, :data:`CHROME_GROUPS`)."""
    return path_in_box(path, BESIDE_TAGS, _CHROME_BITS)
