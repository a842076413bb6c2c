"""Read the machine-readable metadata of a page once: meta tags and JSON-LD."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.memo import TreeMemo
from thresher.types import Document

_JSONLD_MAX_CHARS = 2_000_000


@dataclass(frozen=True)
class PageMeta:
    """``<meta>`` values by lower-cased name/property, plus flattened JSON-LD objects.

    ``holds_time`` and ``holds_itemprop`` are False when the tree the meta was read from
    holds no ``<time>`` element, or no element below its root with an ``itemprop``
    attribute: the date attempts that look for them have nothing to read there. They
    are found in the same walk as the meta tags (True, the default, says "may hold").
    """

    meta: dict[str, list[str]] = field(default_factory=dict)
    jsonld: tuple[dict[str, Any], ...] = ()
    links: dict[str, str] = field(default_factory=dict)
    holds_time: bool = True
    holds_itemprop: bool = True
    # The objects of the scripts strict JSON refuses, read leniently (:func:`_lenient_json`):
    # for the metadata fields only (:meth:`with_repaired`); the methods' page facts read
    # ``jsonld`` alone, as their models were trained.
    repaired_jsonld: tuple[dict[str, Any], ...] = ()

    def with_repaired(self) -> PageMeta:
        """This meta with the leniently read JSON-LD objects after the others."""
        if not self.repaired_jsonld:
            return self
        return replace(self, jsonld=self.jsonld + self.repaired_jsonld, repaired_jsonld=())

    def first(self, *names: str) -> str | None:
        """The first non-empty meta value among ``names``."""
        for name in names:
            for value in self.meta.get(name, ()):
                if value.strip():
                    return " ".join(value.split())
        return None

    def all(self, *names: str) -> list[str]:
        """Every non-empty meta value among ``names``, in order."""
        found: list[str] = []
        for name in names:
            values = self.meta.get(name)
            if values:  # most names are not on the page: no list built for them
                found += [v.strip() for v in values if v.strip()]
        return found

    def jsonld_value(self, key: str, types: tuple[str, ...] = ()) -> Any:
        """The first JSON-LD value for ``key`` (optionally only from objects of ``types``)."""
        for obj in self.jsonld:
            if types and not has_type(obj, types):
                continue
            if obj.get(key):
                return obj[key]
        return None


ARTICLE_TYPES = (
    "Article",
    "NewsArticle",
    "BlogPosting",
    "Report",
    "ScholarlyArticle",
    "TechArticle",
    "WebPage",
    "AnalysisNewsArticle",
    "OpinionNewsArticle",
    "ReportageNewsArticle",
    "LiveBlogPosting",
    "SocialMediaPosting",
    "DiscussionForumPosting",
    "Review",
    "Recipe",
    "VideoObject",
)


def has_type(obj: Mapping[str, Any], types: tuple[str, ...]) -> bool:
    """True when a JSON-LD object's ``@type`` (one or a list) is among ``types``."""
    kind = obj.get("@type")
    kinds = kind if isinstance(kind, list) else [kind]
    return any(isinstance(k, str) and k in types for k in kinds)


def _read_page_meta(doc: Document) -> PageMeta:
    """Collect meta tags, ``<link rel>`` targets and JSON-LD objects of the page.

    The elements are read by the compiled kernel (``thresher._core._facts``) when it is
    built and ``THRESHER_PURE`` is not set, else by :func:`_page_meta_parts_reference`.
    """
    compiled = kernel(FACTS)
    parts = None if compiled is None else compiled.page_meta_parts(doc.tree)
    if parts is None:
        parts = _page_meta_parts_reference(doc.tree)
    meta, links, scripts, holds_time, holds_itemprop = parts
    jsonld: list[dict[str, Any]] = []
    repaired: list[dict[str, Any]] = []
    for text in scripts:
        data = _strict_json(text)
        if data is not _REFUSED:
            jsonld.extend(_flattened(data))
        elif len(text) <= _JSONLD_MAX_CHARS:
            repaired.extend(_flattened(_lenient_json(text)))
    return PageMeta(meta, tuple(jsonld), links, holds_time, holds_itemprop, tuple(repaired))


PageMetaParts = tuple[dict[str, list[str]], dict[str, str], list[str], bool, bool]


def _page_meta_parts_reference(root: Any) -> PageMetaParts:
    """Meta values by lower-cased key, the first target of each ``<link rel>``, and the
    texts of the JSON-LD scripts, in page order (below and at ``root``); then whether
    ``root.iter("time")`` finds an element and whether ``root.iterfind(".//*[@itemprop]")``
    does (what ``date.from_time_elements`` and ``date.from_itemprop`` read)."""
    meta: dict[str, list[str]] = {}
    links: dict[str, str] = {}
    scripts: list[str] = []
    for el in root.iter("meta", "link", "script"):
        if el.tag == "meta":
            key = (el.get("property") or el.get("name") or el.get("itemprop") or "").lower()
            if not key and (el.get("http-equiv") or "").lower() == "content-language":
                key = "content-language"
            content = el.get("content")
            if key and content is not None:
                meta.setdefault(key.strip(), []).append(content)
        elif el.tag == "link":
            rel = (el.get("rel") or "").lower()
            if rel and el.get("href") and rel not in links:
                links[rel] = el.get("href")
        elif (el.get("type") or "").lower() == "application/ld+json":
            scripts.append(el.text or "")
    holds_time = next(root.iter("time"), None) is not None
    holds_itemprop = next(root.iterfind(".//*[@itemprop]"), None) is not None
    return meta, links, scripts, holds_time, holds_itemprop


read_page_meta: TreeMemo[PageMeta] = TreeMemo(_read_page_meta)
"""The page's :class:`PageMeta`, read once per tree (extraction and metadata share it)."""


_REFUSED = object()  # what _strict_json returns for a script strict JSON refuses


def _strict_json(text: str) -> Any:
    if len(text) > _JSONLD_MAX_CHARS:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return _REFUSED


def _parse_jsonld(text: str) -> list[dict[str, Any]]:
    """The JSON-LD objects of a script's text as strict JSON reads it."""
    data = _strict_json(text)
    return [] if data is _REFUSED else _flattened(data)


def _flattened(data: Any) -> list[dict[str, Any]]:
    """The objects of parsed JSON-LD: lists opened, ``@graph`` and ``mainEntity`` read."""
    found: list[dict[str, Any]] = []
    stack = [data]
    while stack and len(found) < 200:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(reversed(item))
        elif isinstance(item, dict):
            found.append(item)
            if "@graph" in item:
                stack.append(item["@graph"])
            main = item.get("mainEntity") or item.get("mainEntityOfPage")
            if isinstance(main, dict):
                stack.append(main)
    return found


# What a page's script wraps round its JSON-LD ("//<![CDATA[ ... //]]>", "<!-- ... -->",
# "/*<![CDATA[*/ ... /*]]>*/").
_WRAPPERS = re.compile(
    r"^\s*(?://\s*|/\*\s*)?(?:<!\[CDATA\[|<!--)(?:\s*\*/)?"
    r"|(?://\s*|/\*\s*)?(?:\]\]>|-->)(?:\s*\*/)?\s*$"
)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


def _lenient_json(text: str) -> Any:
    """The JSON-LD of a script that strict JSON refuses, as browsers' readers take it:
    its CDATA or comment wrapper dropped, raw line breaks inside strings allowed, several
    values one after another read as a list, a comma before a closing bracket dropped.
    None when it still cannot be read."""
    text = _WRAPPERS.sub("", text).strip()
    for attempt in (text, _TRAILING_COMMA.sub(r"\1", text)):
        values = _json_values(attempt)
        if values:
            return values
    return None


def _json_values(text: str) -> list[Any]:
    """The JSON values written one after another in ``text`` (with control characters
    allowed in strings); empty when any of it is not JSON."""
    decoder = json.JSONDecoder(strict=False)
    values: list[Any] = []
    position = 0
    try:
        while position < len(text):
            value, position = decoder.raw_decode(text, position)
            values.append(value)
            while position < len(text) and text[position] in " \t\r\n;":
                position += 1
    except (ValueError, RecursionError):
        return []
    return values
