"""The options of a choice: a product's colours and sizes, written as radio buttons.

A shop writes each of a product's variants ("Venom Trio", "Medium", "20 oz") as a radio
button with its label, one small box an option; a plan toggle ("Monthly", "Yearly") and a
shipping choice are written the same way. The block model reads each label alone and
keeps a short name beside a description, so a page keeps its whole picker; no truth of
wcxb-dev keeps a radio button's label (157 of them, 0 kept: stop 75,
``docs/dev/auto-record.md``). A kept block of :data:`MAX_CHARS` or fewer whose element
holds a radio button (``input type=radio``) and whose text is only the labels
(``label`` elements) written in it is dropped, when the page keeps :data:`MIN_REST`
characters besides and the options hold no more than :data:`MAX_SHARE` of the kept
text (a page of fabrics to choose from shows its choices). The radio button must be
named (``name``): HTML makes a choice of the radio buttons of one name, and a form sends
the one picked; a nameless one is a script's widget, as the colour swatches of a
collection's product cards (stop 76: a truth keeping them on a page the rule lost). The
input's type and name are HTML's, not any site's. A page whose markup lacks the word
"radio" holds no radio button and is passed over at once (:func:`holds_radio`: one bit
of the page words' one pass).
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.decided import kept_short, relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

MAX_CHARS = 60  # an option's name, not a sentence
MIN_REST = 200  # characters kept besides: the page says something else
MAX_SHARE = 0.3  # of the page's kept text: a picker holding more is what the page shows
_OPENERS = frozenset({"input", "label"})  # an option box's first child: its input or label
_REASON = "a radio button's label: one option of a choice (p={p:.2f})"
RADIO = "radio"  # an input's type, in the markup of every page holding a radio button


def holds_radio(doc: Document) -> bool:
    """Whether the page's markup holds :data:`RADIO` (a page without it has no radio
    button: HTML's type names are written in small letters by every engine in practice)."""
    return source_holds(doc, RADIO, 2)


def _is_option(element: object, text: str) -> bool:
    """True when ``element`` holds a named radio input and its text is its labels' text."""
    inputs = element.iter("input")  # type: ignore[attr-defined]
    if not any(node.get("name") and _is_radio(node) for node in inputs):
        return False  # most boxes: no input (lxml walks the box for one in C)
    labels = list(element.iter("label"))  # type: ignore[attr-defined]
    written = " ".join(" ".join(label.itertext()) for label in labels)
    return bool(labels) and written.split() == text.split()


def _is_radio(node: object) -> bool:
    """Whether the input ``node`` is a radio button."""
    return (node.get("type") or "").lower() == "radio"  # type: ignore[attr-defined]


def _share(blocks: Sequence[Block], flags: Sequence[bool], found: Sequence[int]) -> float:
    """The share of the kept text's characters the blocks at ``found`` hold."""
    kept = sum(len(block.text) for block, flag in zip(blocks, flags, strict=True) if flag)
    return sum(len(blocks[pos].text) for pos in found) / max(kept, 1)


def drop_option_labels(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of :data:`MAX_CHARS` or fewer that are a radio button's option
    (:func:`_is_option`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: each block's kept flag) when the page keeps
    :data:`MIN_REST` characters besides and the options are no more than
    :data:`MAX_SHARE` of its kept text. A block's element is read further only when its
    first child is an input or a label (:data:`_OPENERS`), and then only its inputs and
    labels."""
    found = [
        pos
        for pos in kept_short(blocks, flags, MAX_CHARS)
        if (element := blocks[pos].element) is not None
        and len(element)
        and element[0].tag in _OPENERS
        and _is_option(element, blocks[pos].text)
    ]
    if not found or _share(blocks, flags, found) > MAX_SHARE:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)
