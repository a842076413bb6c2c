"""Text the page hides by class: the enclosed-prose rule does not bridge it, and the kept
text of a tab pane the page does not show is dropped.

Segmentation skips what a page hides by attribute or inline style (``hidden``,
``aria-hidden``, ``display:none``), but a page also hides text through its style sheet,
which the extractor does not read: a class that says so (``hidden``, ``d-none``,
``is-hidden``, a framework's prefixed ``fx-hidden`` or ``cmplz-hidden``), a tab pane
that is not the active one (``tab-pane`` without ``active``), or a ``dialog`` that is not
open. Such text (an inactive tab's FAQ, a closed cookie dialog's paragraphs, a review
carousel shown by a script) is not on the page the reader sees, so it is no gap in the
story either: the prose rule (:mod:`thresher.methods.auto.enclosed_prose`) leaves it as
the model decided. A class that hides only on small screens (``d-none d-md-block``,
``hidden lg:flex``, ``hidden-xs``) or names overflow (``overflow-hidden``) hides nothing
from a reader of the full page. The words are CSS-framework convention
(:data:`HIDING_CLASSES`), not any site's.

A tab pane and a closed modal are the hidden text the model keeps as the page's own often
enough to drop: a product's or a service's Overview, Specs, FAQ and Reviews sit in panes of
which one shows (:func:`drop_inactive_panes`), and its size chart, glossary, sale terms or
contact form in a modal (``modal``: Bootstrap's and Bulma's, hidden until a script marks it
``show``, ``in`` or ``is-active``; other kits' ``modal-window`` and ``modal-panel``, and a page
builder's popup template, ``elementor-location-popup``; :func:`drop_closed_modals`), and a log-in, a
send-to-a-friend or a weather form in a popup box (first class ``popup``, a script's,
shown on a click; :func:`drop_closed_popups`; a link of that class opens a window and
hides nothing), and a site builder's conditionally hidden box (Webflow's
``w-condition-invisible``, which its style sheet hides: a promotion's countdown, a
collection item's empty field; :func:`drop_invisible_conditions`).
Other classes that hide also
wrap text a script shows, which the truth of the shared sets keeps, so their kept text
stays. Chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from itertools import compress
from typing import Any

from thresher._core import kernel
from thresher._core.modules import CLIMBS
from thresher.html.dom_index import classes_hold
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

HIDING_CLASSES = frozenset({"hidden", "d-none", "is-hidden", "hide", "invisible"})
# A framework's prefixed hiding class ("fx-hidden", "u-hidden", "cmplz-hidden").
HIDING_SUFFIX = re.compile(r"^[a-z0-9]+[-_]hidden$")
# Classes of that form that hide nothing from the reader (overflow; screen-reader text).
NOT_HIDING = frozenset({"overflow-hidden", "visually-hidden"})
# A class that shows the element again from some screen width on: the hiding is responsive
# (Bootstrap's "d-md-block", Tailwind's "lg:flex").
DISPLAYS = r"(?:block|flex|grid|inline|inline-block|inline-flex|table|table-cell|contents)"
SHOWN_FROM = LazyPattern(rf"^(?:d-[a-z0-9]+-{DISPLAYS}|[a-z0-9-]+:{DISPLAYS})$")
TAB_PANES = frozenset({"tab-pane"})
_TAB_PANE = "tab-pane"  # the word in a page's markup, searched before any element is walked
_TAB_PANE_PIVOTS = 2, 3  # its "b" and "-", a pair rare in markup: where a search looks
ACTIVE_PANES = frozenset({"active", "show", "in", "is-active", "current"})
# The class of a modal box the style sheet hides until opened: Bootstrap's and Bulma's
# ``modal``, and the outer box's names of other kits (``modal-window``, ``modal-panel``;
# not a modal's inner parts, ``modal-dialog``, ``modal-content``, which an open box holds).
MODALS = frozenset(
    {"modal", "modal-window", "modal_window", "modalwindow", "modal-panel", "modal_panel"}
)
# A page builder's popup template, written in the page and shown by a script on a trigger
# (Elementor's ``elementor-location-popup``): closed until then.
POPUP_TEMPLATES = frozenset({"elementor-location-popup"})
_TEMPLATE = "location-popup"  # the word in a page's markup, searched before any element is walked
_TEMPLATE_PIVOTS = 8, 13  # its "-" and "p"
OPEN_MODALS = frozenset({"show", "in", "is-active", "active", "open", "is-open"})
_MODAL = "modal"  # the word in a page's markup, searched before any element is walked
_MODAL_PIVOTS = 0, 4  # its "m" and "l", a pair rare in markup: where a search looks
_POPUP = "popup"  # the class of a box a script shows on a click
POPUPS = frozenset({_POPUP})
POPUP_LINKS = frozenset({"a"})  # a link of class popup opens a window: it hides nothing
# In a path step naming an element by its first class "popup" ("div.popup"; also in
# "div.popup-window", which the walk then turns away): a block whose path does not hold
# it is passed over before any element is walked.
_POPUP_STEP = ".popup"
# A site builder's class for a box its style sheet always hides (Webflow's conditional
# visibility: ``display: none !important``).
INVISIBLE_CONDITIONS = frozenset({"w-condition-invisible"})
_INVISIBLE = "w-condition-invisible"  # the word in a page's markup
_INVISIBLE_PIVOTS = 14, 5  # its "v" and "d", a pair rare in markup: where a search looks
# Each rule's class test reads only class values holding one of these (its first
# substring test): a page none of whose class values holds one is passed over at once.
_TAB_PANE_PARTS = (_TAB_PANE.encode(),)
_MODAL_PARTS = (_MODAL.encode(), _TEMPLATE.encode())
_INVISIBLE_PARTS = (_INVISIBLE.encode(),)
MIN_REST = 200  # characters kept outside the hidden panes: the page says something else
MAX_DEPTH = 40  # ancestors walked up from a block (a page's nesting rarely goes deeper)


def hidden_by_class(element: Any) -> bool:
    """True when the element or an ancestor is hidden by its class, is a closed
    ``dialog`` or a tab pane the page does not show (:func:`_inactive_pane`); False for a
    block without an element."""
    depth = 0
    while element is not None and depth < MAX_DEPTH:
        tag = element.tag
        if tag == "dialog" and element.get("open") is None:
            return True
        classes = element.get("class") if isinstance(tag, str) else None
        if classes and (hides(classes.lower().split()) or _inactive_pane(element, classes)):
            return True
        element = element.getparent()
        depth += 1
    return False


def hides(classes: list[str]) -> bool:
    """True when an element's class words (lower case) hide it from a reader of the full
    page (not a tab pane's: :func:`_inactive_pane`)."""
    hiding = any(
        token in HIDING_CLASSES or (token not in NOT_HIDING and HIDING_SUFFIX.match(token))
        for token in classes
    )
    return hiding and not any(SHOWN_FROM.match(token) for token in classes)


def in_inactive_pane(element: Any, memo: dict[Any, bool]) -> bool:
    """True when the element or an ancestor is a tab pane the page does not show
    (``memo``: the answers for elements already walked, shared by a page's blocks)."""
    return under(element, memo, "class", _inactive_pane)


def in_closed_modal(element: Any, memo: dict[Any, bool]) -> bool:
    """True when the element or an ancestor is a modal box not marked open
    (:func:`_closed_modal`; ``memo`` as for :func:`in_inactive_pane`)."""
    return under(element, memo, "class", _closed_modal)


def in_closed_popup(element: Any, memo: dict[Any, bool]) -> bool:
    """True when the element or an ancestor is a popup box not marked open
    (:func:`_closed_popup`; ``memo`` as for :func:`in_inactive_pane`)."""
    return under(element, memo, "class", _closed_popup)


def under(
    element: Any, memo: dict[Any, bool], attribute: str, test: Callable[[Any, str], bool]
) -> bool:
    """True when ``test(element, value)`` holds for the element or an ancestor within
    :data:`MAX_DEPTH` whose ``attribute`` has a value (``memo``: the answers of elements
    already walked for this test, shared by a page's blocks)."""
    walked = []
    found = False
    while element is not None and len(walked) < MAX_DEPTH:
        known = memo.get(element)
        if known is not None:
            found = known
            break
        walked.append(element)
        value = element.get(attribute) if isinstance(element.tag, str) else None
        if value and test(element, value):
            found = True
            break
        element = element.getparent()
    for seen in walked:
        memo[seen] = found
    return found


def in_invisible_condition(element: Any, memo: dict[Any, bool]) -> bool:
    """True when the element or an ancestor has a class of :data:`INVISIBLE_CONDITIONS`
    (``memo`` as for :func:`in_inactive_pane`)."""
    return under(element, memo, "class", _invisible_condition)


def _invisible_condition(element: Any, classes: str) -> bool:
    return _INVISIBLE in classes and not INVISIBLE_CONDITIONS.isdisjoint(classes.split())


def _inactive_pane(element: Any, classes: str) -> bool:
    """True for a tab pane (``tab-pane``) not marked active whose page marks a sibling
    pane active: the page says which pane shows (without one, a script picks it)."""
    if _TAB_PANE not in classes:
        return False
    tokens = set(classes.lower().split())
    if not tokens & TAB_PANES or tokens & ACTIVE_PANES:
        return False
    parent = element.getparent()
    return parent is not None and any(_active_pane(sibling) for sibling in parent)


def _closed_modal(element: Any, classes: str) -> bool:
    """True for an element of a modal box's class (:data:`MODALS`, exactly such a word) or a
    popup template's (:data:`POPUP_TEMPLATES`) without a class that marks it open: the
    style sheet hides it until a script opens it."""
    if _MODAL not in classes and _TEMPLATE not in classes:
        return False
    tokens = set(classes.split())
    return bool(tokens & MODALS or tokens & POPUP_TEMPLATES) and not tokens & OPEN_MODALS


def _closed_popup(element: Any, classes: str) -> bool:
    """True for an element of class ``popup`` (exactly that word) without a class that
    marks it open (:data:`OPEN_MODALS`), unless it is a link (:data:`POPUP_LINKS`)."""
    if _POPUP not in classes or element.tag in POPUP_LINKS:
        return False
    tokens = set(classes.split())
    return bool(tokens & POPUPS) and not tokens & OPEN_MODALS


def _active_pane(element: Any) -> bool:
    classes = element.get("class") if isinstance(element.tag, str) else None
    tokens = set(classes.lower().split()) if classes else set()
    return bool(tokens & TAB_PANES and tokens & ACTIVE_PANES)


def drop_inactive_panes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks of tab panes the page does not show (:func:`in_inactive_pane`)
    dropped, when the page keeps :data:`MIN_REST` characters elsewhere (``doc``: the
    page, whose markup without the class word, or whose class values without it
    (:func:`~thresher.html.dom_index.classes_hold`), pass it over at once)."""
    if not holds_tab_pane(doc) or not classes_hold(doc, _TAB_PANE_PARTS):
        return {}
    reason = "in a tab pane the page does not show (p={p:.2f})"
    positions = kept_under(blocks, flags, "class", _TAB_PANE_PARTS, _inactive_pane)
    return _dropped_beside_rest(blocks, probs, flags, positions, reason)


def drop_closed_modals(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks of modal boxes not marked open (:func:`in_closed_modal`) dropped,
    when the page keeps :data:`MIN_REST` characters elsewhere (``doc``: the page, whose
    markup without the word ``modal`` or ``location-popup``, or whose class values without
    them (:func:`~thresher.html.dom_index.classes_hold`), pass it over at once)."""
    if not source_holds(doc, _MODAL, *_MODAL_PIVOTS) and not source_holds(
        doc, _TEMPLATE, *_TEMPLATE_PIVOTS
    ):
        return {}
    if not classes_hold(doc, _MODAL_PARTS):
        return {}
    reason = "in a modal box the page does not open (p={p:.2f})"
    positions = kept_under(blocks, flags, "class", _MODAL_PARTS, _closed_modal)
    return _dropped_beside_rest(blocks, probs, flags, positions, reason)


def drop_invisible_conditions(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], doc: Document
) -> dict[int, Decision]:
    """The kept blocks of boxes a site builder always hides (:func:`in_invisible_condition`)
    dropped, when the page keeps :data:`MIN_REST` characters elsewhere (``doc``: the page,
    whose markup without the class word, or whose class values without it, pass it over
    at once)."""
    if not source_holds(doc, _INVISIBLE, *_INVISIBLE_PIVOTS) or not classes_hold(
        doc, _INVISIBLE_PARTS
    ):
        return {}
    reason = "in a box its site builder hides (p={p:.2f})"
    positions = kept_under(blocks, flags, "class", _INVISIBLE_PARTS, _invisible_condition)
    return _dropped_beside_rest(blocks, probs, flags, positions, reason)


def drop_closed_popups(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept blocks of popup boxes not marked open (:func:`in_closed_popup`) dropped,
    when the page keeps :data:`MIN_REST` characters elsewhere. Only the blocks whose
    path names an element by its first class ``popup`` are walked (a path names each
    element by its id, else by its first class: ``div.popup``); most pages hold none."""
    named = [pos for pos in compress(range(len(blocks)), flags) if _POPUP_STEP in blocks[pos].path]
    if not named:
        return {}
    memo: dict[Any, bool] = {}
    positions = [pos for pos in named if in_closed_popup(blocks[pos].element, memo)]
    if not positions:
        return {}
    reason = "in a popup box the page does not open (p={p:.2f})"
    return relabel_beside_rest(blocks, probs, positions, flags, Label.BOILERPLATE, reason, MIN_REST)


def _dropped_beside_rest(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    positions: list[int],
    reason: str,
) -> dict[int, Decision]:
    """The kept blocks at ``positions`` (inside a hidden box) dropped, when the page keeps
    :data:`MIN_REST` characters elsewhere."""
    if not positions:
        return {}
    return relabel_beside_rest(blocks, probs, positions, flags, Label.BOILERPLATE, reason, MIN_REST)


def kept_under(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    attribute: str,
    parts: tuple[bytes, ...],
    test: Callable[[Any, str], bool],
) -> list[int]:
    """The positions of the kept blocks (``flags``) whose element or one of its
    :data:`MAX_DEPTH` nearest ancestors has an ``attribute`` value for which
    ``test(element, value)`` holds (:func:`under`, one memo for the page's blocks):
    climbed over libxml2's nodes by the climbs kernel when it is built and takes the
    blocks, else :func:`_kept_under_reference`. ``parts``: UTF-8 words one of which every
    value ``test`` accepts holds (the kernel asks ``test`` of no other value)."""
    compiled = kernel(CLIMBS)
    if compiled is not None:
        found = compiled.kept_under(blocks, flags, MAX_DEPTH, attribute, parts, test)
        if found is not None:
            return found
    return _kept_under_reference(blocks, flags, attribute, test)


def _kept_under_reference(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    attribute: str,
    test: Callable[[Any, str], bool],
) -> list[int]:
    """:func:`kept_under` in Python: each kept block's element climbed by :func:`under`."""
    memo: dict[Any, bool] = {}
    return [
        pos
        for pos in compress(range(len(blocks)), flags)
        if blocks[pos].element is not None and under(blocks[pos].element, memo, attribute, test)
    ]


def holds_tab_pane(doc: Document) -> bool:
    """``"tab-pane" in doc.source_text`` (by
    :func:`~thresher.methods.auto.markup_words.source_holds`, from the places of its "b-")."""
    return source_holds(doc, _TAB_PANE, *_TAB_PANE_PIVOTS)
