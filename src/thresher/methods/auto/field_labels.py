"""The label of a form's field: a quantity stepper's "Quantity", a postcode's field.

A shop writes a field's label in the small box that holds the field ("Quantità" over a
quantity select, "Medios de envío" over a postcode input, "数量" beside a number input),
often outside any ``form`` (a script sends it), so the small-forms rule
(:mod:`~thresher.methods.auto.form_boxes`) does not see it; the block model reads the
label alone and keeps a short name as it keeps a heading. A field's label is no line of
the truths: of 2 402 labels of a text-like field (an input that is not a choice nor a
button, a ``select``, a ``textarea``) in the first 200 pages of the 19 sets' truths, 4
are a line (stop 77, ``docs/dev/auto-record.md``, qshop42: tiptopjaw-wceb's truths keep every
visible line of a shop page). A kept block of :data:`MAX_CHARS` or fewer whose element
opens with a ``label`` (its first child), whose text is that label's and whose box
holds a text-like field is dropped, when the page keeps :data:`MIN_REST` characters
besides. Radio buttons' and checkboxes' labels are a choice's options
(:mod:`~thresher.methods.auto.option_labels`), not fields. A page whose markup lacks the
word "label" has no ``label`` element and is passed over at once (:func:`holds_label`:
one bit of the page words' one pass). The tags and types are HTML's, not any site's.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.decided import kept_short, relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

MAX_CHARS = 40  # a field's name, not a sentence
MIN_REST = 200  # characters kept besides: the page says something else
LABEL = "label"  # a tag, in the markup of every page holding a label element
_FIELDS = ("input", "select", "textarea")
# input types that are a choice's option or a button, not a field to fill in
NOT_FIELDS = frozenset({"radio", "checkbox", "hidden", "submit", "button", "image", "reset"})
_REASON = "a form field's label (p={p:.2f})"


def holds_label(doc: Document) -> bool:
    """Whether the page's markup holds :data:`LABEL` (a page without it has no label)."""
    return source_holds(doc, LABEL, 2)


def _is_field_label(element: object, text: str) -> bool:
    """True when ``element``'s first child is a label whose text is ``text`` and the
    element holds a text-like field (:data:`NOT_FIELDS` aside)."""
    label = element[0]  # type: ignore[index]
    if label.tag != LABEL:
        return False
    if " ".join(label.itertext()).split() != text.split():
        return False
    return any(_is_field(node) for node in element.iter(*_FIELDS))  # type: ignore[attr-defined]


def _is_field(node: object) -> bool:
    """Whether the control ``node`` is filled in (not a choice's option nor a button)."""
    if node.tag != "input":  # type: ignore[attr-defined]
        return True
    return (node.get("type") or "text").lower() not in NOT_FIELDS  # type: ignore[attr-defined]


def drop_field_labels(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of :data:`MAX_CHARS` or fewer that are a field's label
    (:func:`_is_field_label`), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: each block's kept flag) when the page keeps
    :data:`MIN_REST` characters besides. A block's element is read only when the block
    holds no link's text, and further only when it has children."""
    found = [
        pos
        for pos in kept_short(blocks, flags, MAX_CHARS)
        if not blocks[pos].features.link_text_length  # a label is no link
        and (element := blocks[pos].element) is not None
        and len(element)
        and _is_field_label(element, blocks[pos].text)
    ]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)
