"""Publication and modification dates, as ISO ``YYYY-MM-DD``.

Evidence in order: JSON-LD ``datePublished``; article/Open Graph/Dublin Core
meta tags; ``<time datetime>`` (``pubdate`` or inside the article first); a
date in the URL; a textual date in the page's first text (English, German,
French, Spanish, Russian numeric and month-name forms, Chinese/Japanese
``2021年03月23日``). Published and modified are kept apart.
"""

from __future__ import annotations

import re
from datetime import date

from thresher.metadata.sources import ARTICLE_TYPES, PageMeta
from thresher.types import Document

PUBLISHED_META = (
    "article:published_time",
    "og:published_time",
    "datepublished",
    "publishdate",
    "publish-date",
    "publish_date",
    "pubdate",
    "date",
    "dc.date",
    "dc.date.issued",
    "dcterms.date",
    "dcterms.created",
    "dc.date.created",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
    "cxenseparse:recs:publishtime",
    "og:article:published_time",
    "citation_publication_date",
    "citation_date",
    "created",
)
MODIFIED_META = (
    "article:modified_time",
    "og:updated_time",
    "datemodified",
    "dcterms.modified",
    "last-modified",
    "og:article:modified_time",
)
_ISO = re.compile(r"((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})")
_URL_DATE = re.compile(r"/((?:19|20)\d{2})[/_-]?(\d{2})[/_-]?(\d{2})(?:[/_-]|$)")
_CJK = re.compile(r"((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")
_DMY = re.compile(r"\b(\d{1,2})\.\s?(\d{1,2})\.\s?((?:19|20)\d{2})\b")
MONTHS = {
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "january",
                "february",
                "march",
                "april",
                "may",
                "june",
                "july",
                "august",
                "september",
                "october",
                "november",
                "december",
            ]
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        )
    },
    "sept": 9,
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "januar",
                "februar",
                "märz",
                "april",
                "mai",
                "juni",
                "juli",
                "august",
                "september",
                "oktober",
                "november",
                "dezember",
            ]
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "janvier",
                "février",
                "mars",
                "avril",
                "mai",
                "juin",
                "juillet",
                "août",
                "septembre",
                "octobre",
                "novembre",
                "décembre",
            ]
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "enero",
                "febrero",
                "marzo",
                "abril",
                "mayo",
                "junio",
                "julio",
                "agosto",
                "septiembre",
                "octubre",
                "noviembre",
                "diciembre",
            ]
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "января",
                "февраля",
                "марта",
                "апреля",
                "мая",
                "июня",
                "июля",
                "августа",
                "сентября",
                "октября",
                "ноября",
                "декабря",
            ]
        )
    },
    **{
        m: i + 1
        for i, m in enumerate(
            [
                "январь",
                "февраль",
                "март",
                "апрель",
                "май",
                "июнь",
                "июль",
                "август",
                "сентябрь",
                "октябрь",
                "ноябрь",
                "декабрь",
            ]
        )
    },
}
_MONTH_NAMES = "|".join(sorted((re.escape(m) for m in MONTHS), key=len, reverse=True))
_DAY_MONTH_YEAR = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th|er)?\.?\s+(?:de\s+)?({_MONTH_NAMES})\.?,?\s+(?:de\s+)?"
    r"((?:19|20)\d{2})\b",
    re.IGNORECASE,
)
_MONTH_DAY_YEAR = re.compile(
    rf"\b({_MONTH_NAMES})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{{2}})\b",
    re.IGNORECASE,
)
_TEXT_SCAN_CHARS = 20_000


def find_dates(doc: Document, meta: PageMeta) -> tuple[str | None, str | None]:
    """Return (published, modified) as ISO dates; either may be None."""
    published = (
        _first_valid(_jsonld_dates(meta, "datePublished"))
        or _first_valid(meta.all(*PUBLISHED_META))
        or _time_element(doc)
        or _url_date(doc.url)
        or text_date(_leading_text(doc))
    )
    modified = _first_valid(_jsonld_dates(meta, "dateModified")) or _first_valid(
        meta.all(*MODIFIED_META)
    )
    return published, modified


def _jsonld_dates(meta: PageMeta, key: str) -> list[str]:
    values = []
    for obj in meta.jsonld:
        value = obj.get(key)
        if isinstance(value, str):
            values.append(value)
    preferred = meta.jsonld_value(key, ARTICLE_TYPES)
    return ([preferred] if isinstance(preferred, str) else []) + values


def _first_valid(values: list[str]) -> str | None:
    for value in values:
        found = parse_date(value)
        if found:
            return found
    return None


def parse_date(value: str) -> str | None:
    """Parse one date string in any supported format; ISO string or None."""
    if not value:
        return None
    for pattern, order in ((_ISO, "ymd"), (_CJK, "ymd")):
        match = pattern.search(value)
        if match:
            return _iso(match, order)
    return text_date(value)


def text_date(text: str) -> str | None:
    """The first plausible textual date in ``text``."""
    candidates = []
    for pattern, order in (
        (_CJK, "ymd"),
        (_ISO, "ymd"),
        (_DAY_MONTH_YEAR, "dmy"),
        (_MONTH_DAY_YEAR, "mdy"),
        (_DMY, "dmy"),
    ):
        for match in pattern.finditer(text):
            found = _iso(match, order)
            if found:
                candidates.append((match.start(), found))
                break
    return min(candidates)[1] if candidates else None


def _iso(match: re.Match[str], order: str) -> str | None:
    groups = dict(zip(order, match.groups()[:3], strict=True))
    month = groups["m"]
    month_num = int(month) if month.isdigit() else MONTHS.get(month.lower().rstrip("."))
    try:
        found = date(int(groups["y"]), month_num or 0, int(groups["d"]))
    except (ValueError, TypeError):
        return None
    if not 1995 <= found.year <= date.today().year + 1:
        return None
    return found.isoformat()


def _time_element(doc: Document) -> str | None:
    times = list(doc.tree.iter("time"))
    times.sort(key=lambda el: 0 if el.get("pubdate") is not None else 1)
    for el in times:
        found = parse_date(el.get("datetime") or "") or parse_date(el.text_content()[:100])
        if found:
            return found
    return None


def _url_date(url: str | None) -> str | None:
    if not url:
        return None
    match = _URL_DATE.search(url)
    return _iso(match, "ymd") if match else None


def _leading_text(doc: Document) -> str:
    body = doc.tree.find("body")
    if body is None:
        return ""
    parts: list[str] = []
    size = 0
    for text in body.itertext():
        if size > _TEXT_SCAN_CHARS:
            break
        parts.append(text)
        size += len(text)
    return " ".join(parts)
