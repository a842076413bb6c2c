"""An icon font's ligature word kept as a line: "close", "clear", "expand_more".

Google's Material Icons and Material Symbols draw an icon from a word: the page writes
``<i class="material-icons">close</i>`` and the font shows a cross. The word is the
element's text, so a block made of it reads "close", "clear" or "expand_more" to anything
that reads text; a card's "reveal" panel or a shop's pop-up box writes one beside every
card or box, and the block model, which reads each block alone, keeps some. A kept line
of :data:`MAX_CHARS` or fewer made only of a control icon's names (:data:`CONTROL_ICONS`:
closing, clearing, searching, opening a menu, moving on; not a mark of meaning such as
"check", which a comparison table's truth keeps) whose every text piece sits in an
element with an icon font's class (:data:`ICON_CLASSES`) is dropped when the page keeps
:data:`MIN_REST` characters besides. Nothing here names a site: the classes are the
fonts'.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

# The names of the control icons (a ligature's word, lower case).
CONTROL_ICONS = frozenset(
    {
        "close",
        "clear",
        "cancel",
        "search",
        "menu",
        "more_vert",
        "more_horiz",
        "expand_more",
        "expand_less",
        "arrow_drop_down",
        "arrow_drop_up",
        "arrow_back",
        "arrow_forward",
        "arrow_back_ios",
        "arrow_forward_ios",
        "chevron_left",
        "chevron_right",
        "keyboard_arrow_down",
        "keyboard_arrow_up",
        "keyboard_arrow_left",
        "keyboard_arrow_right",
        "navigate_before",
        "navigate_next",
        "shopping_cart",
        "favorite_border",
    }
)
# An icon font's class word (its start): Material Icons (and their -outlined, -round,
# -sharp, -two-tone styles), Material Symbols.
ICON_CLASSES = ("material-icons", "material-symbols")
MAX_CHARS = 40  # a line of a few icons' names
MAX_DEPTH = 3  # elements above a text piece read for the icon's class (up to the block's)
MIN_REST = 200  # characters the page keeps besides the dropped lines
_FIRSTS = WordTable(tuple(sorted(CONTROL_ICONS)))
_REASON = "an icon font's ligature word (p={p:.2f})"


def drop_icon_words(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines made only of control icons' names (:data:`CONTROL_ICONS`) whose
    every text piece is an icon font's (:func:`_in_icon`), dropped (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's kept flag) when the
    page keeps :data:`MIN_REST` characters besides."""
    opening = kept_opening(blocks, flags, MAX_CHARS, _FIRSTS, str.lower)
    found = [pos for pos in opening if _icon_line(blocks[pos])]
    if not found:
        return {}
    return relabel_beside_rest(blocks, probs, found, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def is_icon_line(text: str) -> bool:
    """True when ``text`` is made only of control icons' names (:data:`CONTROL_ICONS`)."""
    words = text.split()
    return bool(words) and all(word in CONTROL_ICONS for word in words)


def _icon_line(block: Block) -> bool:
    """True when the block's text is made only of control icons' names and each of its
    text pieces sits in an icon font's element (:func:`_in_icon`)."""
    if not is_icon_line(block.text) or not block.pieces:
        return False
    for element, part in block.pieces:
        owner = element if part == "text" else element.getparent()
        text = element.text if part == "text" else element.tail
        if text and text.strip() and not _in_icon(owner, block.element):
            return False
    return True


def _in_icon(element: Any, top: Any) -> bool:
    """True when ``element`` or one of its :data:`MAX_DEPTH` ancestors, up to ``top``,
    has a class word opening with an icon font's (:data:`ICON_CLASSES`)."""
    node = element
    for _ in range(MAX_DEPTH + 1):
        if node is None or not isinstance(node.tag, str):
            return False
        classes = (node.get("class") or "").lower()
        if "material-" in classes and any(
            word.startswith(ICON_CLASSES) for word in classes.split()
        ):
            return True
        if node is top:
            return False
        node = node.getparent()
    return False
