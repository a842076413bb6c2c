"""Documentation widgets: a feedback box's heading, a toggle's hidden label, the tabs
over code samples.

Three pieces of a documentation theme's interface sit inside the element that holds the
page's text, where the block model keeps them:

* a feedback box under the text: a heading ("Feedback", "Rückmeldung") right over a
  helpfulness prompt ("Was this page helpful?", "War diese Seite hilfreich?": the
  prompts of :mod:`~thresher.methods.auto.prompt_lines`, which drop the prompt itself)
  and the box's short answers ("Thanks for your feedback!"), which its script shows
  after a click (Docsy, Zendesk and other help centres). The heading (:data:`MAX_HEADING_CHARS`
  at most) and the short kept lines after the prompt under the heading's parent element
  (:data:`MAX_ANSWER_CHARS` at most, up to the next heading) are dropped
  (:func:`drop_feedback_headings`);
* the label of a disclosure toggle the theme's stylesheet hides while the toggle is open
  (rustdoc's "Expand description" over every item's documentation: a ``<summary>`` of
  class ``hideme``, :data:`HIDDEN_SUMMARY_CLASSES`) is dropped (:func:`drop_hidden_toggles`);
* the tab labels over a group of code samples ("pip", "conda"; "npm", "yarn"): a short
  kept line that is a tab (``role="tab"``, or in a ``role="tablist"``: Docusaurus,
  Starlight, Material's content tabs) or a row of radio buttons' labels (VitePress' code
  groups), with a kept code block (``pre``) among the :data:`TAB_REACH` blocks after it,
  is dropped (:func:`drop_tab_labels`). Tabs away from code (a product's "Reviews")
  stay.

Markup and words of the engines, never one site's.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.decided import element_parent, kept_short
from thresher.methods.auto.prompt_lines import HELPFUL_PROMPT, line_kind
from thresher.types import Block, Decision, Label

MAX_HEADING_CHARS = 40  # "Feedback", "Was this article helpful?" titles
MAX_ANSWER_CHARS = 80  # "Thanks for your feedback!", "Yes", "No"
MAX_TOGGLE_CHARS = 40  # "Expand description"
MAX_TAB_CHARS = 40  # "pip", "conda", "pnpm", "Windows (PowerShell)"
TAB_REACH = 4  # from a tab label to the code its panel shows (the other tabs between)
# The classes of a <summary> a theme's stylesheet hides while its <details> is open
# (rustdoc: "Expand description").
HIDDEN_SUMMARY_CLASSES = frozenset(("hideme",))
_RADIO_ROW = frozenset(("input", "label"))

_REASON_FEEDBACK = "a documentation page's feedback box (documentation chrome)"
_REASON_TOGGLE = "a toggle's label its theme hides (documentation chrome)"
_REASON_TAB = "a code sample's tab label (documentation chrome)"


def drop_feedback_headings(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """Drop a kept heading right over a helpfulness prompt, and the short kept lines
    after the prompt under the heading's parent element up to the next heading (the
    box's answers); ``flags``: each text block's kept flag."""
    found: dict[int, Decision] = {}
    last = len(blocks) - 1
    for pos in kept_short(blocks, flags, MAX_HEADING_CHARS):
        block = blocks[pos]
        if not block.features.heading_level or pos == last:
            continue
        if line_kind(blocks[pos + 1].text) != HELPFUL_PROMPT:
            continue
        found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_FEEDBACK)
        box = element_parent(block)
        for near in range(pos + 2, len(blocks)):
            other = blocks[near]
            if (
                other.features.heading_level
                or len(other.text) > MAX_ANSWER_CHARS
                or box is None
                or element_parent(other) is not box
            ):
                break
            if flags[near]:
                found[other.index] = Decision(other.index, Label.BOILERPLATE, _REASON_FEEDBACK)
    return found


def drop_hidden_toggles(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """Drop a kept ``<summary>`` block of a class in :data:`HIDDEN_SUMMARY_CLASSES`
    (:data:`MAX_TOGGLE_CHARS` at most); ``flags``: each text block's kept flag."""
    found: dict[int, Decision] = {}
    for pos in kept_short(blocks, flags, MAX_TOGGLE_CHARS):
        block = blocks[pos]
        element = block.element
        if element is None or element.tag != "summary":
            continue
        if not HIDDEN_SUMMARY_CLASSES.isdisjoint((element.get("class") or "").split()):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_TOGGLE)
    return found


def drop_tab_labels(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """Drop a kept tab label (:func:`_is_tab`, :data:`MAX_TAB_CHARS` at most) with a kept
    ``pre`` among the :data:`TAB_REACH` blocks after it; ``flags``: each text block's
    kept flag."""
    found: dict[int, Decision] = {}
    for pos in kept_short(blocks, flags, MAX_TAB_CHARS):
        block = blocks[pos]
        if block.kind == "pre" or not _is_tab(block.element):
            continue
        ahead = range(pos + 1, min(pos + 1 + TAB_REACH, len(blocks)))
        if any(blocks[near].kind == "pre" and flags[near] for near in ahead):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_TAB)
    return found


def _is_tab(element: object) -> bool:
    """A tab (``role="tab"``, or a child of a ``role="tablist"``), or an element holding
    only radio buttons and their labels."""
    if element is None:
        return False
    if element.get("role") == "tab":
        return True
    parent = element.getparent()
    if parent is not None and parent.get("role") == "tablist":
        return True
    children = [child.tag for child in element]
    return "input" in children and set(children) <= _RADIO_ROW
