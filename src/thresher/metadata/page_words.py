"""Page-wide facts of the markup: whether it holds a word (read without decoding a page
kept as bytes), and the language its ``<html lang>`` declares."""

from __future__ import annotations

from thresher.html.dom_index import PageIndex
from thresher.types import Document


def page_holds(doc: Document, word: str) -> bool:
    """``word in doc.source_text`` for a markup word (:func:`~thresher.html.prepass.
    markup_word`: ASCII letters, digits and marks that no end-tag cut makes or breaks),
    searched in the page's bytes when the load kept them (a page kept as UTF-8 bytes
    decodes its text only when asked for it)."""
    data = doc.source_utf8
    return word in doc.source_text if data is None else word.encode("ascii") in data


def declares_language(index: PageIndex, prefixes: tuple[str, ...]) -> bool:
    """Whether the page's ``<html lang>`` (lower-cased) starts with one of ``prefixes``
    (``("ja",)`` for "ja" and "ja-JP")."""
    root = index.elements[0].getroottree().getroot() if index.elements else None
    return root is not None and (root.get("lang") or "").lower().startswith(prefixes)
