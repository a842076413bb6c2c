"""Parse decoded text into an lxml tree, within limits.

Parser choice: lxml (libxml2) over selectolax (lexbor). Measured on the shared
datasets with ``benchmarks/parsers.py`` (aeb, 91 pages, one core): lexbor
parses about 2x faster, but every method in thresher walks, copies and edits
the tree (the roles method rebuilds the page, the template method maps chains
back to nodes, the marked view wraps text nodes), and lxml gives that with
XPath, ``iterwalk`` and a serialiser in C, while selectolax's node API makes a
Python round-trip per node. Parse time is a small share of extraction time,
so the walking speed decides.

libxml2 silently drops text nested deeper than 2047 elements even with
``huge_tree``; when the parser reports excessive depth we flatten the markup
beyond ``max_depth`` (tags dropped, text kept) and parse again.
"""

from __future__ import annotations

import re

from lxml import etree
from lxml import html as lxml_html

from thresher.errors import InputError, LimitExceededError
from thresher.html.load import DecodedText
from thresher.options import Limits
from thresher.types import Document

_TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9:-]*)[^>]*?(/?)>")
_VOID = frozenset(
    [
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
    ]
)
_LIBXML_MAX_DEPTH = 2000


def _parser() -> lxml_html.HTMLParser:
    return lxml_html.HTMLParser(
        encoding="utf-8",
        huge_tree=True,
        no_network=True,
        remove_comments=True,
        remove_pis=True,
        default_doctype=False,
    )


def parse(
    decoded: DecodedText, *, url: str | None = None, limits: Limits | None = None
) -> Document:
    """Parse decoded page text into a :class:`Document`; never touches the network."""
    limits = limits or Limits()
    text, warnings = _limit_chars(decoded.text, limits)
    tree, parse_warnings = _parse_text(text, limits.max_depth)
    warnings.extend(parse_warnings)
    node_count = sum(1 for _ in tree.iter())
    if node_count > limits.max_nodes:
        if limits.on_limit == "fail":
            raise LimitExceededError(
                f"{url or 'input'}: {node_count} elements exceed max_nodes={limits.max_nodes}; "
                "raise the limit or use on_limit='truncate'"
            )
        warnings.append(f"{node_count} elements; only the first {limits.max_nodes} are read")
    return Document(
        tree=tree,
        source_text=text,
        url=url,
        encoding=decoded.encoding,
        encoding_source=decoded.source,
        warnings=tuple(decoded.warnings) + tuple(warnings),
    )


def _limit_chars(text: str, limits: Limits) -> tuple[str, list[str]]:
    if len(text) <= limits.max_chars:
        return text, []
    if limits.on_limit == "fail":
        raise LimitExceededError(
            f"{len(text)} characters exceed max_chars={limits.max_chars}; "
            "raise the limit or use on_limit='truncate'"
        )
    return text[: limits.max_chars], [f"text truncated to {limits.max_chars} characters"]


def _parse_text(text: str, max_depth: int) -> tuple[lxml_html.HtmlElement, list[str]]:
    parser = _parser()
    data = text.encode("utf-8", errors="replace")
    try:
        tree = lxml_html.document_fromstring(data, parser=parser)
    except (etree.ParserError, ValueError) as exc:
        raise InputError(f"could not parse the page as HTML: {exc}") from exc
    if not any("depth" in str(e.message).lower() for e in parser.error_log):
        return tree, []
    depth = min(max_depth, _LIBXML_MAX_DEPTH)
    flat = flatten_deep_markup(text, depth)
    tree = lxml_html.document_fromstring(flat.encode("utf-8", errors="replace"), parser=_parser())
    return tree, [f"markup nested deeper than {depth} levels was flattened"]


def flatten_deep_markup(text: str, max_depth: int) -> str:
    """Drop tags nested deeper than ``max_depth`` (their text stays), in one pass."""
    out: list[str] = []
    depth = 0
    last = 0
    for match in _TAG.finditer(text):
        closing, name, self_closing = match.group(1), match.group(2).lower(), match.group(3)
        keep = True
        if name in _VOID or self_closing:
            keep = depth < max_depth
        elif closing:
            keep = depth <= max_depth
            depth = max(0, depth - 1)
        else:
            depth += 1
            keep = depth <= max_depth
        out.append(text[last : match.start()])
        if keep:
            out.append(match.group(0))
        last = match.end()
    out.append(text[last:])
    return "".join(out)


def document_title(doc: Document) -> str | None:
    """The text of the page's ``<title>`` element, whitespace-collapsed, or None."""
    for el in doc.tree.iter("title"):
        text = " ".join(el.text_content().split())
        if text:
            return text
    return None
