"""Repairs for pages whose whole text sits where segmentation never looks.

Segmentation skips form controls and embeds (:data:`SKIP_TAGS`) and hidden
elements (:func:`is_hidden`). Two kinds of page put their whole text there:

* :func:`unwrap_swallowing_elements`: a control or embed that libxml2 left
  open (a header's menu ``<button>`` whose end tag it lost) swallows the rest
  of the page, article included;
* :func:`reveal_hidden_wrapper`: an application shell hides its root until a
  script runs (``<div style="visibility:hidden">`` around the whole page).

Either is repaired only when the element holds three quarters of the page's text
(:data:`MIN_SWALLOWED_SHARE`): a real menu button, a closed dialog or a hidden
widget holds far less of it.

A third kind of page keeps part of its main text in collapsed disclosure panels (an
FAQ's answers, a product's "Shipping & Returns", the steps of a guide):
:func:`reveal_collapsed_panels` shows the panels of an accordion in the page's main
flow whose text is prose, and leaves menus, dialogs and navigation hidden.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache

import lxml.html
from lxml import etree

from thresher._core import DOM_INDEX, kernel
from thresher.html.patterns import LazyPattern
from thresher.html.repairs import reveal_noscript_among
from thresher.html.segment import SKIP_TAGS, is_hidden

# Never text for a reader, whatever their size.
_TEXTLESS = frozenset({"script", "style", "noscript", "template", "head"})
_WRAPPERS = frozenset({"div", "main", "section", "article"})
MIN_SWALLOWED_CHARS = 500
MIN_SWALLOWED_SHARE = 0.75  # app shells and swallowing buttons hold 0.78-1.0 of it
_HIDING_STYLE = LazyPattern(r"(display\s*:\s*none|visibility\s*:\s*hidden)\s*;?", re.IGNORECASE)


# Controls whose own content is text (a long <select> of options) never swallow a page.
_TEXT_CONTROLS = frozenset({"select", "textarea", "datalist", "option", "optgroup"})
_SKIPPED = sorted(SKIP_TAGS - _TEXTLESS - _TEXT_CONTROLS)
_LENGTH = etree.XPath("string-length(.)")


def _controls(body: etree._Element) -> Iterator[etree._Element]:
    """The controls and embeds under ``body``, in document order."""
    return (el for el in body.iter(*_SKIPPED) if el is not body)


def _maybe_hidden_wrappers(body: etree._Element) -> Iterator[etree._Element]:
    """Wrappers under ``body`` whose attributes may hide them, in document order (a
    cheap filter in C by tag; :func:`_hidden_wrapper` decides)."""
    return (el for el in body.iter(*_WRAPPERS) if _may_hide(el) and el is not body)


def _may_hide(element: etree._Element) -> bool:
    """The element has the ``hidden`` attribute or a style that may hide it."""
    style = element.get("style")
    return bool(style and ("none" in style or "hidden" in style)) or (
        element.get("hidden") is not None
    )


def unwrap_swallowing_elements(tree: etree._Element) -> list[str]:
    """Unwrap each control or embed that holds most of the page's text; what was done."""
    body = body_of(tree)
    return [] if body is None else _unwrap_swallowers(body, _controls)


def reveal_hidden_wrapper(tree: etree._Element) -> list[str]:
    """Show each hidden element that holds most of the page's text; what was done."""
    body = body_of(tree)
    return [] if body is None else _show_swallowers(body, _maybe_hidden_wrappers)


def body_of(tree: etree._Element) -> etree._Element | None:
    """``tree.find("body")`` (the first child of the root tagged ``body``: what ElementPath's
    child step reads, ``iterchildren("body")``), without parsing the path each time."""
    return next(tree.iterchildren("body"), None)


def unhide_swallowed_text(tree: etree._Element) -> list[str]:
    """:func:`unwrap_swallowing_elements`, then :func:`reveal_hidden_wrapper`: the same
    repairs and warnings, their candidates found in one walk of the body (and the
    wrappers again only after an element was unwrapped)."""
    body = body_of(tree)
    if body is None:
        return []
    _, controls, wrappers = _large_candidates(body, ())
    return _unhide(body, controls, wrappers)


def reveal_and_unhide(tree: etree._Element) -> tuple[bool, list[str]]:
    """:func:`~thresher.html.repairs.reveal_noscript`, then :func:`unhide_swallowed_text`
    (whether ``<noscript>`` was read, and the warnings): the ``<noscript>`` elements come
    from the same walk as the candidates, found again only after a ``<noscript>`` was
    unwrapped. The repairs below the body leave the root's children as they are, so the
    body is found once."""
    body = body_of(tree)
    if body is None:
        return False, []
    noscripts, controls, wrappers, walked = _candidates_and_walked(body, ("noscript",))
    if reveal_noscript_among(body, noscripts):
        return True, unhide_swallowed_text(tree) + reveal_collapsed_panels(tree)
    said = _unhide(body, controls, wrappers)
    # a repair that changed the tree said so: the disclosure walk is made again then
    return False, said + _reveal_panels(body, None if said else walked)


def _candidates_and_walked(
    body: etree._Element, also: tuple[str, ...]
) -> tuple[list[etree._Element], list[etree._Element], list[etree._Element], list[etree._Element]]:
    """:func:`_large_candidates` and the elements :func:`_disclosure_panels` walks
    (:func:`_elements_with` of ``_WALKED``), by one compiled walk when it is built."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.UNHIDE_USABLE:
        found = compiled.unhide_candidates(
            body, also, _SKIPPED, _WRAPPERS, MIN_SWALLOWED_CHARS, _length, _WALKED
        )
        if found is not None:
            return found
    return (*_large_candidates(body, also), _elements_with(body, _WALKED))


def _candidates(
    body: etree._Element, also: tuple[str, ...]
) -> tuple[list[etree._Element], list[etree._Element], list[etree._Element]]:
    """The elements tagged ``also``, the controls and the wrappers that may be hidden
    under ``body``, each in document order, from one walk."""
    others, controls, wrappers = [], [], []
    for element in body.iter(*also, *_SKIPPED, *_WRAPPERS):
        tag = element.tag
        if tag in _WRAPPERS:
            if _may_hide(element) and element is not body:
                wrappers.append(element)
        elif tag in also:
            others.append(element)
        elif element is not body:
            controls.append(element)
    return others, controls, wrappers


def _large_candidates(
    body: etree._Element, also: tuple[str, ...]
) -> tuple[list[etree._Element], list[etree._Element], list[etree._Element]]:
    """:func:`_large_candidates_reference`, by the compiled walk when it is built (it
    makes proxies only for the elements it returns)."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.UNHIDE_USABLE:
        found = compiled.unhide_candidates(
            body, also, _SKIPPED, _WRAPPERS, MIN_SWALLOWED_CHARS, _length
        )
        if found is not None:
            return found
    return _large_candidates_reference(body, also)


def _large_candidates_reference(
    body: etree._Element, also: tuple[str, ...]
) -> tuple[list[etree._Element], list[etree._Element], list[etree._Element]]:
    """:func:`_candidates`, less the controls and wrappers too short to swallow the
    page (:func:`_swallowers` drops them: the repairs are the same)."""
    others, controls, wrappers = _candidates(body, also)
    return others, _long_enough(controls), _long_enough(wrappers)


def _long_enough(elements: list[etree._Element]) -> list[etree._Element]:
    """The elements whose text may reach :data:`MIN_SWALLOWED_CHARS`."""
    return [el for el in elements if _length(el) >= MIN_SWALLOWED_CHARS]


def _unhide(
    body: etree._Element, controls: list[etree._Element], wrappers: list[etree._Element]
) -> list[str]:
    """The repairs of :func:`unhide_swallowed_text`, given the candidates long enough to
    swallow the page (:func:`_large_candidates`): they are not measured again, unless an
    unwrapped element changed the tree and the wrappers are found afresh."""
    said = _unwrap_swallowers(body, lambda _: controls, measured=True)
    if said:
        return said + _show_swallowers(body, _maybe_hidden_wrappers)
    return _show_swallowers(body, lambda _: wrappers, measured=True)


def _unwrap_swallowers(body: etree._Element, find: Callable, measured: bool = False) -> list[str]:
    found = _swallowers(body, find, lambda el: True, measured)
    for element in found:
        _unwrap(element)
    return _said(found, "held most of the page's text; its content read")


def _show_swallowers(body: etree._Element, find: Callable, measured: bool = False) -> list[str]:
    found = _swallowers(body, find, _hidden_wrapper, measured)
    for element in found:
        _show(element)
    return _said(found, "held most of the page's text; shown", "hidden ")


def _said(found: list[etree._Element], what: str, kind: str = "") -> list[str]:
    """One warning for the elements repaired, however many were nested."""
    if not found:
        return []
    tags = ", ".join(sorted({f"<{el.tag}>" for el in found}))
    if len(found) == 1:
        return [f"a {kind}{tags} {what}"]
    return [f"{len(found)} nested {kind}{tags} elements {what}"]


def _hidden_wrapper(element: etree._Element) -> bool:
    """A page wrapper hidden by style or the ``hidden`` attribute: a generic container
    (a hidden menu, however large, is a menu)."""
    if element.tag not in _WRAPPERS or element.get("aria-hidden"):
        return False  # aria-hidden marks overlays and widgets, not a page hidden by script
    return is_hidden(element.attrib)


def _swallowers(
    body: etree._Element, find: Callable, accept: Callable, measured: bool = False
) -> list[etree._Element]:
    """The elements ``find`` gives and ``accept`` keeps (nested ones included) that hold
    most of the body's text; the body's text is counted only when a candidate is large.
    ``measured``: ``find`` gives only elements whose :func:`_length` reaches the minimum."""
    large = []
    for element in find(body):
        if not accept(element):
            continue
        if not measured and _length(element) < MIN_SWALLOWED_CHARS:  # an upper bound
            continue
        if not _inside_any(element):
            chars = _count_text_chars(element)
            if chars >= MIN_SWALLOWED_CHARS:
                large.append((element, chars))
    if not large:
        return []
    # past this many characters the body is too large for every candidate to swallow
    beyond = int(max(chars for _, chars in large) / MIN_SWALLOWED_SHARE) + 1
    enough = MIN_SWALLOWED_SHARE * _count_text_chars(body, beyond)
    return [element for element, chars in large if chars >= enough]


def _length(element: etree._Element) -> float:
    """The length of the element's text, script text in (XPath ``string-length``); an
    empty leaf (an ``<input>``, most icons) is told without evaluating the XPath."""
    if element.text is None and not len(element):
        return 0
    return _LENGTH(element)


def _inside_any(element: etree._Element) -> bool:
    """True when an ancestor is itself skipped (its own repair, if any, comes first)."""
    return any(a.tag in _TEXTLESS for a in element.iterancestors())


# Plain strings, not lxml's "smart" ones (which carry their parent): the same text, cheaper.
_TEXTS = etree.XPath(".//text()", smart_strings=False)
_UNREAD = ("script", "style", "noscript", "template")
# Text under an element of _UNREAD (a union: text under nested ones counts once).
_UNREAD_TEXTS = etree.XPath(" | ".join(f".//{tag}//text()" for tag in _UNREAD), smart_strings=False)


def _count_text_chars(element: etree._Element, stop: int = -1) -> int:
    """:func:`_text_chars`, by the compiled walk when it is built (no str per text node);
    given a ``stop``, a walk that ends once its count passes it may say any count over
    ``stop`` (the whole count is then over it too)."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.TEXT_CHARS_USABLE:
        if stop >= 0:
            found = compiled.text_chars_upto(element, _UNREAD, stop)
        else:
            found = compiled.text_chars(element, _UNREAD)
        if found >= 0:
            return found
    return _text_chars(element)


def _text_chars(element: etree._Element) -> int:
    """Characters of text under ``element``, scripts and styles left out.

    All the text less the text under a script, style, noscript or template (the
    definition, ``.//text()[not(ancestor::script or …)]``, tests every text node's
    ancestors: four times slower on a whole body).
    """
    if element.tag in _UNREAD or any(a.tag in _UNREAD for a in element.iterancestors()):
        return 0
    every = sum(len(piece.strip()) for piece in _TEXTS(element))
    return every - sum(len(piece.strip()) for piece in _UNREAD_TEXTS(element))


def _unwrap(element: etree._Element) -> None:
    """Put the element's children and text in its place."""
    parent = element.getparent()
    if parent is None:
        return
    position = parent.index(element)
    text, children = _content(element)
    if text:
        _add_text_before(parent, position, text)
    for offset, child in enumerate(children):
        parent.insert(position + offset, child)
    tail = element.tail
    parent.remove(element)
    if tail:
        _add_text_before(parent, position + len(children), tail)


def _content(element: etree._Element) -> tuple[str | None, list[etree._Element]]:
    """The element's text and children. An ``<iframe>`` (or ``<xmp>``…) left open holds the
    rest of the page as raw text, markup included: that text is parsed as the page's."""
    raw = element.text
    if len(element) or not raw or "<" not in raw:
        return raw, list(element)
    try:
        holder = lxml.html.fragment_fromstring(raw, create_parent="div")
    except (etree.ParserError, ValueError):
        return raw, []
    return holder.text, list(holder)


def _add_text_before(parent: etree._Element, position: int, text: str) -> None:
    if position == 0:
        parent.text = (parent.text or "") + text
    else:
        previous = parent[position - 1]
        previous.tail = (previous.tail or "") + text


def _show(element: etree._Element) -> None:
    """Drop the attributes and style declarations that hide the element."""
    element.attrib.pop("hidden", None)
    style = element.get("style")
    if style:
        element.set("style", _HIDING_STYLE.sub("", style))


# Collapsed disclosure panels (reveal_collapsed_panels). A panel under page chrome is a
# menu, a dialog or navigation, whatever it holds.
_CHROME_TAGS = frozenset({"header", "nav", "footer", "aside", "dialog", "menu"})
_CHROME_ROLES = frozenset(
    {
        "navigation",
        "banner",
        "contentinfo",
        "complementary",
        "search",
        "dialog",
        "alertdialog",
        "menu",
        "menubar",
        "listbox",
        "tooltip",
    }
)
_SWITCH_CLASSES = frozenset({"switch", "switchinline"})
_FORM_CONTROLS = ("input", "select", "textarea", "form")
MIN_PANEL_CHARS = 20
MAX_PANEL_LINK_SHARE = 0.3  # menus and link lists are link text through and through
MIN_ACCORDION_PANELS = 2  # a lone panel is as often a transcript or a widget as an answer
# A sentence ends: two word characters, then a full stop, question or exclamation mark.
_SENTENCE_END = LazyPattern(r"\w\w[.!?\u3002\uff01\uff1f](?:\s|$|[\"\u201d\u2019)])")
# Disclosure controls (aria-expanded, naming their panels in aria-controls) and labelled
# elements (a role="region" among them), in one walk.
_DISCLOSURES = (("aria-controls", "aria-expanded"), ("role", "aria-labelledby"))
# The same walk finds the hidden elements with an id: the variants of a switch.
_WALKED = (*_DISCLOSURES, ("hidden", "id"))
# Elements a control may name: an id and an attribute that may hide them.
_MAYBE_NAMED_PANELS = (("id", "hidden"), ("id", "aria-hidden"), ("id", "style"))


@lru_cache(maxsize=8)
def attribute_xpath(groups: tuple[tuple[str, ...], ...]) -> etree.XPath:
    """The XPath of the elements under an element that carry every attribute of one of
    ``groups``: ``((a, b), (c,))`` reads ``.//*[(@a and @b) or (@c)]``."""
    tests = " or ".join("(" + " and ".join(f"@{name}" for name in group) + ")" for group in groups)
    return etree.XPath(f".//*[{tests}]")


def _elements_with(
    top: etree._Element, groups: tuple[tuple[str, ...], ...]
) -> list[etree._Element]:
    """:func:`attribute_xpath` of ``groups`` evaluated at ``top``, by the compiled walk when
    it is built (libxml2's evaluator tests each element's attributes ten times slower)."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None:
        found = compiled.elements_with_attributes(top, groups)
        if found is not None:
            return found
    return attribute_xpath(groups)(top)


def reveal_collapsed_panels(tree: etree._Element) -> list[str]:
    """Show the collapsed panels of accordions in the page's main flow; what was done.

    A panel is an element hidden by the ``hidden`` attribute, ``aria-hidden="true"`` or
    an inline style (:func:`~thresher.html.segment.is_hidden`) that a disclosure control
    outside page chrome names (``aria-controls`` on an element with ``aria-expanded``),
    or a hidden ``role="region"`` labelled by ``aria-labelledby``. It is shown when
    neither it nor an ancestor is chrome or hidden, its text is prose (:func:`_prose`),
    and the page has another such panel of the same tag and class (an accordion's
    answers): mega-menus, search and quote dialogs and mobile navigation stay hidden.
    """
    body = body_of(tree)
    return [] if body is None else _reveal_panels(body)


def _reveal_panels(body: etree._Element, walked: list[etree._Element] | None = None) -> list[str]:
    """:func:`reveal_collapsed_panels` under ``body`` (``walked``: the elements
    :func:`_disclosure_panels` walks, when the caller has them)."""
    panels, variants = _disclosure_panels(body, walked)
    switched = _show_default_variants(variants)
    groups: dict[tuple[str, str], list[etree._Element]] = {}
    for panel in panels:
        if _content_panel(panel):
            groups.setdefault((panel.tag, panel.get("class") or ""), []).append(panel)
    shown = [el for group in groups.values() if len(group) >= MIN_ACCORDION_PANELS for el in group]
    for panel in shown:
        _show_panel(panel)
    done = [f"{switched} default variants of switches shown"] if switched else []
    if not shown:
        return done
    return [*done, f"{len(shown)} collapsed disclosure panels of an accordion shown"]


def _disclosure_panels(
    body: etree._Element, walked: list[etree._Element] | None = None
) -> tuple[list[etree._Element], list[etree._Element]]:
    """The hidden elements under ``body`` that a disclosure control outside chrome names,
    and the hidden labelled regions, each once; and the hidden elements whose id says
    they are a switch's default variant (:func:`_show_default_variants`). ``walked``:
    :func:`_elements_with` of ``_WALKED`` under ``body``, when the caller has them."""
    named: set[str] = set()
    found: dict[etree._Element, None] = {}
    variants: list[etree._Element] = []
    for element in _elements_with(body, _WALKED) if walked is None else walked:
        if element.get("hidden") is not None and element.get("id", "").startswith("default"):
            variants.append(element)
        controls = element.get("aria-controls")
        control = controls is not None and element.get("aria-expanded") is not None
        if control and controls and not _in_chrome(element):
            named.update(controls.split())
        if (
            (element.get("role") or "").strip().lower() == "region"
            and (control or element.get("aria-labelledby") is not None)
            and is_hidden(element.attrib)
        ):
            found[element] = None
    if named:
        for element in _elements_with(body, _MAYBE_NAMED_PANELS):
            if element.get("id") in named and is_hidden(element.attrib):
                found[element] = None
    return list(found), variants


def _show_default_variants(variants: list[etree._Element]) -> int:
    """Show the default variant of each switch; how many were shown.

    A help system that writes one page for several platforms or modules (LibreOffice's
    help: ``<span class="switchinline">`` in a sentence, ``<span class="switch">`` around
    paragraphs) hides every variant (``hidden``) and lets a script show the one of the
    reader's system, the one whose id starts ``default`` when none matches ("Ctrl" of
    "Command"/"Ctrl"). Without the script every variant stays hidden and the sentence loses
    its words: the default one is shown, the others stay hidden.
    """
    shown = 0
    for variant in variants:
        parent = variant.getparent()
        if parent is not None and (parent.get("class") or "").strip() in _SWITCH_CLASSES:
            variant.attrib.pop("hidden")
            shown += 1
    return shown


def _in_chrome(element: etree._Element) -> bool:
    """True when the element or an ancestor is a header, navigation, footer, aside, dialog
    or menu, by tag or by role."""
    for node in (element, *element.iterancestors()):
        if node.tag in _CHROME_TAGS or (node.get("role") or "").strip().lower() in _CHROME_ROLES:
            return True
    return False


def _content_panel(element: etree._Element) -> bool:
    """Neither the panel nor an ancestor is chrome or hidden, it holds no chrome element,
    and its text is prose."""
    if _in_chrome(element) or any(is_hidden(a.attrib) for a in element.iterancestors()):
        return False
    return next(element.iter(*_CHROME_TAGS), None) is None and _prose(element)


def _prose(element: etree._Element) -> bool:
    """No form control, at least :data:`MIN_PANEL_CHARS` characters of text (scripts and
    styles left out) with a sentence end, at most :data:`MAX_PANEL_LINK_SHARE` of them
    link text."""
    if next(element.iter(*_FORM_CONTROLS), None) is not None:
        return False
    chars = links = 0
    sentence = False
    for text, in_link in _texts(element):
        size = len(text.strip())
        chars += size
        links += size if in_link else 0
        sentence = sentence or _SENTENCE_END.search(text) is not None
    return sentence and chars >= MIN_PANEL_CHARS and links <= MAX_PANEL_LINK_SHARE * chars


def _texts(element: etree._Element) -> Iterator[tuple[str, bool]]:
    """The text pieces under ``element`` (not under a script, style, noscript or
    template), each with whether it is inside a link."""
    stack = [(element, False)]
    while stack:
        node, in_link = stack.pop()
        if node.tag in _UNREAD:
            continue
        in_link = in_link or node.tag == "a"
        if node.text:
            yield node.text, in_link
        for child in node:
            if child.tail:
                yield child.tail, in_link
            if isinstance(child.tag, str):
                stack.append((child, in_link))


def _show_panel(element: etree._Element) -> None:
    """:func:`_show`, and ``aria-hidden`` dropped too."""
    element.attrib.pop("aria-hidden", None)
    _show(element)
