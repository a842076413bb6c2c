"""Element helpers that lxml.html adds to its element class, for plain lxml trees.

thresher parses with :class:`lxml.etree.HTMLParser`, not ``lxml.html``'s: the
latter looks up a Python element class for every node lxml hands to Python,
which costs about a tenth of a whole extraction. These are the two
``HtmlElement`` methods thresher needs, with the same results.
"""

from __future__ import annotations

from lxml import etree

_STRING_VALUE = etree.XPath("string()")


def text_content(element: etree._Element) -> str:
    """All text inside ``element`` (its own tail excluded), as ``HtmlElement.text_content``."""
    return str(_STRING_VALUE(element))


def drop_tree(element: etree._Element) -> None:
    """Remove ``element`` and its subtree, keeping its tail text (``HtmlElement.drop_tree``)."""
    parent = element.getparent()
    if parent is None:
        return
    if element.tail:
        previous = element.getprevious()
        if previous is None:
            parent.text = (parent.text or "") + element.tail
        else:
            previous.tail = (previous.tail or "") + element.tail
    parent.remove(element)
