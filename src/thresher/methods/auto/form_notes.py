"""Lines a page shows only after a click: a form's result notes and an icon font's names.

A sign-up, contact, quote or review form carries the notes it shows once sent ("Thank
you! Your submission has been received!", "Oops! Something went wrong while submitting
the form.", "Thank you for submitting a review!") in boxes the style sheet hides until
then, and the page's authors name those boxes for what they are: a page builder's
``w-form-done`` and ``w-form-fail``, a ``thank-you`` or ``thankyou-msg`` box. The block
model reads each note alone, a short polite sentence, and keeps it on a service or
product page as it keeps the page's prose. The kept blocks inside such a box are dropped
when the page keeps text elsewhere (:func:`drop_form_notes`).

An icon font draws its icons from words: an element of class ``material-icons`` or
``material-symbols-outlined`` holding "check", "person" or "local_offer" shows a tick, a
figure or a tag, not the word. A kept block whose own element is of such a class and
whose text is only icon names (lower-case words joined by underscores) is dropped: a
comparison table's ticks, a card's badge (:func:`drop_icon_names`).

The words are web-authoring and icon-font convention, not any site's; the rules were
chosen by leave-one-source-out validation (``docs/dev/auto-record.md``, stop 63's
``qprod27``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress
from operator import attrgetter

from thresher.html.paths import path_names
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.types import Block, Decision, Label

# A class or id word naming a form's result note, the box shown once the form is sent: a
# page builder's two boxes, a thank-you box. (A "success-message" or "form-error" box was
# kept by the model on no page of the left-out cache: not worth its search.)
# Class names are written in small letters or camel case ("thankYouMessage").
FORM_NOTE_WORDS = LazyPattern(
    r"(?<![A-Za-z])(?:w-form-(?:done|fail)"
    r"|[Tt]hank[-_]?[Yy]ou(?:[-_]?(?:[Mm]essage|[Mm]sg|[Nn]ote|[Bb]ox))?)(?![a-z])"
)
# A piece of every word FORM_NOTE_WORDS matches: paths holding neither are passed over
# before the pattern is tried.
FORM_NOTE_STEMS = ("w-form-", "hank")
MIN_REST = 200  # characters kept outside the notes: the page says something else
# The class of an element an icon font draws from its text (Google's Material fonts).
ICON_FONT_CLASSES = frozenset(
    {
        "material-icons",
        "material-icons-outlined",
        "material-icons-round",
        "material-icons-sharp",
        "material-icons-two-tone",
        "material-symbols-outlined",
        "material-symbols-rounded",
        "material-symbols-sharp",
    }
)
_ICON_STEP = ".material-"  # in the path step of every element of those classes
# A line of icon names: lower-case words of letters and digits joined by underscores.
ICON_NAMES = LazyPattern(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?: [a-z][a-z0-9]*(?:_[a-z0-9]+)*)*")
_FORM_REASON = "a form's result note, shown once sent (p={p:.2f})"
_ICON_REASON = "an icon font's name of an icon (p={p:.2f})"
_PATH = attrgetter("path")


def drop_form_notes(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool], icons: bool = False
) -> dict[int, Decision]:
    """The kept blocks inside a box whose class or id names a form's result note, dropped
    when the page keeps :data:`MIN_REST` characters outside them (``blocks``: the text
    blocks; ``probs``: their probabilities; ``kept``: each block's kept flag); with
    ``icons``, those of :func:`drop_icon_names` too, found from the same kept paths."""
    joined = "\n".join(map(_PATH, compress(blocks, kept)))  # one search for all paths
    changed = {}
    if any(stem in joined for stem in FORM_NOTE_STEMS):
        changed = _form_notes(blocks, probs, kept)
    if icons and _ICON_STEP in joined:
        changed.update(drop_icon_names(blocks, probs, kept))
    return changed


def drop_icon_names(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks whose own element is of an icon font's class
    (:data:`ICON_FONT_CLASSES`) and whose text is icon names only, dropped when the page
    keeps :data:`MIN_REST` characters outside them."""
    icons = [pos for pos in _icon_steps(blocks, kept) if ICON_NAMES.fullmatch(blocks[pos].text)]
    if not icons:
        return {}
    label = Label.BOILERPLATE
    return relabel_beside_rest(blocks, probs, icons, kept, label, _ICON_REASON, MIN_REST)


def _form_notes(
    blocks: Sequence[Block], probs: Sequence[float], kept: Sequence[bool]
) -> dict[int, Decision]:
    """:func:`drop_form_notes`' notes, on a page whose kept paths hold a stem."""
    note_paths = {path for path in set(map(_PATH, compress(blocks, kept))) if _names_note(path)}
    if not note_paths:
        return {}
    notes = [pos for pos, block in enumerate(blocks) if kept[pos] and block.path in note_paths]
    label = Label.BOILERPLATE
    return relabel_beside_rest(blocks, probs, notes, kept, label, _FORM_REASON, MIN_REST)


def _icon_steps(blocks: Sequence[Block], kept: Sequence[bool]) -> Iterable[int]:
    """The positions of the kept blocks whose own element's first class is an icon font's."""
    for pos, block in enumerate(blocks):
        if kept[pos] and _ICON_STEP in block.path:
            step = block.path.rpartition("/")[2]
            if step.partition(".")[2] in ICON_FONT_CLASSES:
                yield pos


def _names_note(path: str) -> bool:
    """True when an element of the block's path names a form's result note in its class
    or id."""
    return FORM_NOTE_WORDS.search(path_names(path)) is not None
