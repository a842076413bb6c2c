"""Parse decoded text into an lxml tree, within limits.

Parser choice: lxml (libxml2) over selectolax (lexbor). Measured on the shared
datasets with ``benchmarks/parsers.py`` (pages per CPU second, one core):
lxml 604 / lexbor 1563 on aeb, lxml 1497 / lexbor 4164 on cleaneval; with
all text extracted 576 / 1339 and 1466 / 3250. lexbor parses about 2.5x
faster, but a whole extraction spends well under a fifth of its time in the
parser, and every method in thresher walks, copies and edits
the tree (the roles method rebuilds the page, the template method maps chains
back to nodes, the marked view wraps text nodes), and lxml gives that with
XPath, ``iterwalk`` and a serialiser in C, while selectolax's node API makes a
Python round-trip per node. Parse time is a small share of extraction time,
so the walking speed decides.

Limits (:class:`~thresher.options.Limits`), each past its value either
truncated with a warning in the Document or refused with
:class:`~thresher.errors.LimitExceededError` (``on_limit="fail"``):
``max_chars`` (decoded characters), ``max_attributes`` (per element),
``max_depth`` (nesting) and ``max_nodes`` (elements). libxml2 stops parsing at
depth 2048, even with ``huge_tree``, and silently loses everything after that
point; when it reports excessive depth the markup is flattened below 512
levels (tags dropped, text kept, see :mod:`thresher.html.prepass`) and parsed
again. The parser never loads a DTD, expands no entity beyond the HTML ones
and never touches the network.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cached_property
from types import MappingProxyType

from lxml import etree

from thresher._core import kernel
from thresher._core.modules import HTMLPARSE, PARSE
from thresher.errors import EmptyInputError, InputError, LimitExceededError
from thresher.html.load import DecodedText, Utf8Text
from thresher.html.memo import TreeMemo
from thresher.html.nodes import text_content
from thresher.html.prepass import (
    cap_attributes,
    drop_document_end_tags,
    drop_document_end_tags_both,
    flatten_markup,
    neutralize_char_refs,
)
from thresher.html.repairs import adopt_strays, close_runaway_title, has_runaway_title
from thresher.html.streamed import place_streamed_segments
from thresher.html.treelimits import flatten_below, tree_depth, truncate_nodes
from thresher.html.unhide import reveal_and_unhide
from thresher.options import Limits
from thresher.types import Document

_TAGS = re.compile(r"<[^<>]*+(?:>|(?=<)|\Z)")  # every "<…" run, in one linear pass
_LIBXML_MAX_DEPTH = 2000
# Markup that overflows libxml2 is flattened well below its ceiling: code that
# walks ancestors per element stays cheap on such pathological pages.
_FLATTEN_DEPTH = 512
_FLATTEN_TRIES = 4


# How every page is parsed. ``collect_ids=False``: libxml2 keeps no hash of the ``id``
# attributes, which nothing here reads (no XPath ``id()``, no ``get_element_by_id``); the
# tree is the same.
PARSER_OPTIONS = MappingProxyType(
    {
        "encoding": "utf-8",
        "huge_tree": True,
        "no_network": True,
        "remove_comments": True,
        "remove_pis": True,
        "default_doctype": False,
        "collect_ids": False,
    }
)


def _parser() -> etree.HTMLParser:
    """A fresh parser with :data:`PARSER_OPTIONS` (its error log is the page's)."""
    return etree.HTMLParser(**PARSER_OPTIONS)


class _Limiter:
    """Applies one page's limits: truncate with a warning, or raise (policy 'fail')."""

    def __init__(self, limits: Limits, name: str) -> None:
        self.limits = limits
        self.name = name
        self.warnings: list[str] = []

    def passed(self, what: str, option: str, warning: str) -> None:
        """A limit was passed: record ``warning``, or raise under policy 'fail'."""
        if self.limits.on_limit == "fail":
            raise LimitExceededError(
                f"{self.name}: {what} exceeds {option}={getattr(self.limits, option)}; "
                "raise the limit or use on_limit='truncate'"
            )
        self.warnings.append(warning)


def parse(
    decoded: DecodedText,
    *,
    url: str | None = None,
    limits: Limits | None = None,
    utf8: bytes | None = None,
) -> Document:
    """Parse decoded page text into a :class:`Document`; never touches the network.

    ``utf8``: the text's UTF-8 bytes when the caller has them
    (:func:`~thresher.html.load.decode_keeping_utf8`), so the text is not encoded again
    for the parser when the repairs before it change no more than the end tags.
    """
    limiter = _Limiter(limits or Limits(), url or "input")
    if isinstance(decoded, Utf8Text) and utf8 is not None and utf8 is decoded.utf8:
        undecoded = _parse_undecoded(decoded, utf8, limiter, url)
        if undecoded is not None:
            return undecoded
    if decoded.end_tags_dropped:  # within max_chars, no reference to drop, tags cut
        text = decoded.text
    else:
        text, utf8 = _text_repairs(decoded.text, limiter, utf8)
    capped = _limit_attributes(text, limiter, utf8)
    if capped is not text:
        text, utf8 = capped, None
    tree = _parse_text(text, limiter, utf8)
    closed = close_runaway_title(text, tree)
    if closed is not None:
        text, utf8, tree = closed, None, _parse_text(closed, limiter)
        limiter.warnings.append(
            "an unclosed <title> swallowed the page; closed before its first tag"
        )
    _finish_tree(tree, limiter, lambda found: place_streamed_segments(found, text, utf8), len(text))
    return Document(
        tree=tree,
        source_text=text,
        url=url,
        encoding=decoded.encoding,
        encoding_source=decoded.source,
        warnings=tuple(decoded.warnings) + tuple(limiter.warnings),
        source_utf8=decoded.words_utf8 if text is decoded.text else None,
    )


class _Utf8Document(Document):
    """A :class:`Document` whose ``source_text`` is its page's UTF-8 (valid), decoded on
    first read: the same text, made only if something reads it. Made with the fields of
    :class:`Document` (``dataclasses.replace``), it holds the text given."""

    def __init__(self, utf8: bytes | None = None, **fields: object) -> None:
        object.__setattr__(self, "_utf8", utf8)
        for name, value in fields.items():
            object.__setattr__(self, name, value)

    @cached_property
    def source_text(self) -> str:  # type: ignore[override]
        """The page's text: its UTF-8 decoded."""
        return self._utf8.decode("utf-8")


def _parse_undecoded(
    decoded: Utf8Text, utf8: bytes, limiter: _Limiter, url: str | None
) -> Document | None:
    """:func:`parse` of a page cut before decoding (``utf8``: its valid UTF-8, what
    ``decoded.text`` decodes) from the bytes alone, its text left undecoded; None when a
    repair that reads the text may apply (attributes over the cap, markup too deep, a
    runaway title), and :func:`parse` then takes the text's way (nothing recorded yet).
    Every other step reads the tree or the bytes: the same Document."""
    compiled = kernel(PARSE)
    if compiled is None or compiled.may_cut_attributes_utf8(utf8, limiter.limits.max_attributes):
        return None
    tree, too_deep = _parse_once("", limiter.name, utf8)
    if too_deep or has_runaway_title(tree):
        return None
    marker = decoded.marker  # the load's scan of these bytes, when it searched them
    if marker is None:
        marker = compiled.has_streamed_marker_utf8(utf8)
    _finish_tree(
        tree,
        limiter,
        lambda found: marker and place_streamed_segments(found, decoded.text, utf8),
        decoded.chars,
    )
    return _Utf8Document(
        utf8,
        tree=tree,
        url=url,
        encoding=decoded.encoding,
        encoding_source=decoded.source,
        warnings=tuple(decoded.warnings) + tuple(limiter.warnings),
        source_utf8=decoded.words_utf8,
    )


def _finish_tree(
    tree: etree._Element,
    limiter: _Limiter,
    place_streamed: Callable[[etree._Element], int],
    chars: int,
) -> None:
    """The repairs every parsed tree gets, in place: stray nodes adopted, streamed segments
    placed (``place_streamed``: how many), hidden text revealed, the tree held within its
    limits (``chars``: the page text's length); each repair's warning recorded."""
    adopt_strays(tree)
    if place_streamed(tree):
        limiter.warnings.append("streamed server-rendered segments placed where a script puts them")
    revealed, unhidden = reveal_and_unhide(tree)
    if revealed:
        limiter.warnings.append("the page shows its text only without scripts; <noscript> read")
    limiter.warnings.extend(unhidden)
    _limit_tree(tree, limiter, chars)


def _text_repairs(decoded: str, limiter: _Limiter, utf8: bytes | None) -> tuple[str, bytes | None]:
    """The decoded text within ``max_chars``, its refused references and end tags dropped,
    and its UTF-8 when ``utf8`` (the decoded text's) still is."""
    limited = _limit_chars(decoded, limiter)
    refs = neutralize_char_refs(limited, utf8 if limited is decoded else None)
    if utf8 is not None and (limited is not decoded or refs is not limited):
        utf8 = None
    if utf8 is None:
        return drop_document_end_tags(refs), None
    return drop_document_end_tags_both(refs, utf8)


def _limit_chars(text: str, limiter: _Limiter) -> str:
    limit = limiter.limits.max_chars
    if len(text) <= limit:
        return text
    limiter.passed(f"{len(text)} characters", "max_chars", f"text truncated to {limit} characters")
    return text[:limit]


def _limit_attributes(text: str, limiter: _Limiter, utf8: bytes | None = None) -> str:
    limit = limiter.limits.max_attributes
    capped, cut = cap_attributes(text, limit, utf8)
    if cut:
        limiter.passed(
            "an element with more attributes",
            "max_attributes",
            f"{cut} elements had more than {limit} attributes; the rest were dropped",
        )
    return capped


def _parse_text(text: str, limiter: _Limiter, utf8: bytes | None = None) -> etree._Element:
    """The tree of ``text`` (``utf8``: its UTF-8 bytes, if the caller has them), flattened
    and parsed again while libxml2 stops at its depth ceiling."""
    depth = min(limiter.limits.max_depth, _FLATTEN_DEPTH)
    for _ in range(_FLATTEN_TRIES):
        tree, too_deep = _parse_once(text, limiter.name, utf8)
        if not too_deep:
            return tree
        utf8 = None
        flat = flatten_markup(text, depth)
        if flat.max_depth_seen > limiter.limits.max_depth:
            limiter.passed(
                f"nesting depth {flat.max_depth_seen}",
                "max_depth",
                f"markup nested deeper than {depth} levels was flattened (text kept)",
            )
        else:
            limiter.warnings.append(
                f"markup nested {flat.max_depth_seen} levels deep (the parser stops at "
                f"{_LIBXML_MAX_DEPTH}) was flattened below {depth} levels (text kept)"
            )
        text, depth = flat.text, depth // 2
    tree, _ = _parse_once(_TAGS.sub(" ", text), limiter.name)
    limiter.warnings.append("markup too deep to parse; read as plain text")
    return tree


def _parse_once(text: str, name: str, utf8: bytes | None = None) -> tuple[etree._Element, bool]:
    """Parse once; (tree, whether libxml2 stopped at its depth ceiling).

    By the compiled kernel (``thresher._core._htmlparse``: the same libxml2 calls, each
    name looked up in the dictionary once) when it is built and can, else as defined here.
    """
    parser = _parser()
    data = text.encode("utf-8", errors="replace") if utf8 is None else utf8
    compiled = kernel(HTMLPARSE)
    parsed = None if compiled is None else compiled.parse(data, parser)
    if parsed is not None:
        if parsed[0] is None:
            raise _empty(name)
        return parsed
    return _parse_once_reference(data, name, parser)


def _parse_once_reference(
    data: bytes, name: str, parser: etree.HTMLParser
) -> tuple[etree._Element, bool]:
    """:func:`_parse_once` of ``data`` (UTF-8) by lxml's ``fromstring`` with ``parser``."""
    try:
        tree = etree.fromstring(data, parser=parser)
    except (etree.ParserError, ValueError) as exc:
        if "empty" in str(exc).lower():
            raise _empty(name) from exc
        raise InputError(f"{name}: could not parse the page as HTML ({exc}); skip it") from exc
    if tree is None:
        raise _empty(name)
    too_deep = any("excessive depth" in str(e.message).lower() for e in parser.error_log)
    return tree, too_deep


def _empty(name: str) -> EmptyInputError:
    return EmptyInputError(
        f"{name}: no elements or text, only comments, a doctype or instructions; "
        "nothing to extract, skip it"
    )


# libxml2 builds at most one node per "<" of the markup (its tree builder re-opens no
# element), besides the html, head, body (and p) it implies: so a page of N characters
# holds fewer than N + 4 nodes. Twice that is the margin the node count is skipped below.
_MAX_NODES_PER_CHAR = 2
_IMPLIED_NODES = 8
# What tree.iter() visits (elements, comments, instructions), counted without Python objects.
_COUNT_NODES = etree.XPath(
    "count(descendant-or-self::*|descendant::comment()|descendant::processing-instruction())"
)


def _limit_tree(tree: etree._Element, limiter: _Limiter, text_chars: int) -> None:
    limits = limiter.limits
    if limits.max_depth < _LIBXML_MAX_DEPTH:
        depth = tree_depth(tree)
        if depth > limits.max_depth:
            limiter.passed(
                f"nesting depth {depth}",
                "max_depth",
                f"elements nested deeper than {limits.max_depth} levels were flattened",
            )
            flatten_below(tree, limits.max_depth)
    if _MAX_NODES_PER_CHAR * text_chars + _IMPLIED_NODES <= limits.max_nodes:
        return  # too little markup to pass the limit: the count (a walk of the tree) is skipped
    node_count = int(_COUNT_NODES(tree))
    if node_count > limits.max_nodes:
        limiter.passed(
            f"{node_count} elements",
            "max_nodes",
            f"{node_count} elements; the page was cut after the first {limits.max_nodes}",
        )
        truncate_nodes(tree, limits.max_nodes)


# How many nodes from the top the title is first looked for among (nearly every page's
# title is within its first 64 nodes).
_TITLE_NODES = 64


def _document_title(doc: Document) -> str | None:
    """:func:`_document_title_reference`, read from the first nodes in document order
    when the title is among them. lxml's ``iter("title")`` looks for the next title as it
    hands out one, which walks the whole tree when the page has one title."""
    for count, el in enumerate(doc.tree.iter()):
        if el.tag == "title":
            text = " ".join(text_content(el).split())
            if text:
                return text
        if count == _TITLE_NODES:
            return _document_title_reference(doc)
    return None


def _document_title_reference(doc: Document) -> str | None:
    """The text of the page's first ``<title>`` element with text, whitespace-collapsed,
    or None."""
    for el in doc.tree.iter("title"):
        text = " ".join(text_content(el).split())
        if text:
            return text
    return None


document_title: TreeMemo[str | None] = TreeMemo(_document_title)
"""The page's ``<title>`` text, read once per tree (the method's features and metadata share it)."""
