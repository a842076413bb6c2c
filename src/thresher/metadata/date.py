"""Publication and modification dates, as ISO ``YYYY-MM-DD``, kept apart.

An explicit list of attempts (``PUBLISHED_ATTEMPTS``); the first that finds a
publication date wins, and the modification date comes from the same kinds of
evidence labelled as updates:

1. JSON-LD ``datePublished`` / ``dateCreated`` (``dateModified``);
2. article / Open Graph / Dublin Core / news-site meta tags;
   then any other meta tag whose name says publication, creation, upload or
   release (a platform's own: ``five_hundred_pixels:uploaded``);
3. elements marked ``itemprop="datePublished"`` (``dateModified``): their
   ``datetime``, ``content`` or ``title`` (hAtom's ``<abbr title=…>``), else text;
4. ``<time>`` elements, ``pubdate`` first, then those right after the main
   heading, then those in the article; a
   ``<time>`` whose class or label says "updated" is a modification date;
5. the date in the URL (``/2021/03/05/``, ``/20210305``, ``/2017/7/12/``,
   ``/2023/october/03/``, ``/29-10-2021``);
6. dates under publication keys (``publishedDate``, ``datePublished`` …) in the
   JSON of scripts;
7. the text right after the main heading (Wang et al.: the time sits between
   the title and the body), in the formats of :mod:`thresher.metadata.date_text`,
   skipping text pieces over 150 characters (prose mentions other dates);
   a date after an "updated" label (Updated, Aktualisiert, Mis à jour,
   Actualizado, Обновлено, 更新) is a modification date;
   failing that, a dateline piece that is a date with a two-digit year
   (``02.12.19``, ``01/11/11-10:18``), then a date whose day, month and year are pieces of
   their own (a calendar-leaf badge: ``26 | 01 | 2022``, ``Apr | 04 | 2013``);
8. elements whose class or id names a date (``date``, ``time``, ``posted``,
   Drupal's ``submitted`` …);
9. the first date in the page's leading text;
10. a full date in the path of the page's share image (``og:image``).

Metadata often holds several dates (first publication, re-publication,
update) while the page shows readers one under the headline: when the text
after the main heading shows exactly one date, not labelled as an update, and
the publication metadata (meta tags, JSON-LD, microdata or the JSON of a
script) gives that day or the day next to it (a time stamp late at night in
UTC), it wins over the attempt's date (unless the URL names the attempt's
date). A day only the modification metadata gives is the update a blog shows
under its headline ("Last updated on …"), not the publication. Measured over
the 1 433 dated pages of the shared datasets (``docs/dev/features-record.md``).
A page with no publication date but an update date gets that date as both;
a publication timestamp one day off the date in the URL is a time-zone shift
and the URL's day wins.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.dom_index import PageIndex, cached_index
from thresher.html.nodes import text_content
from thresher.html.patterns import LazyPattern
from thresher.metadata.date_text import (
    find_text_dates,
    make_date,
    month_number,
    parse_date,
    text_date,
)
from thresher.metadata.index_runs import runs
from thresher.metadata.sources import ARTICLE_TYPES, PageMeta
from thresher.metadata.title import choose_title, heading_positions
from thresher.metadata.title_match import TitleMatch
from thresher.types import Document

__all__ = ["find_dates", "parse_date", "text_date"]

PUBLISHED_META = (
    "article:published_time",
    "article:published",
    "og:published_time",
    "og:article:published_time",
    "datepublished",
    "publishdate",
    "publish-date",
    "publish_date",
    "published_time",
    "published-date",
    "pubdate",
    "dc.date.issued",
    "dcterms.issued",
    "dc.date",
    "dcterms.date",
    "dcterms.created",
    "dc.date.created",
    "sailthru.date",
    "parsely-pub-date",
    "article.published",
    "article_date_original",
    "original-publish-date",
    "cxenseparse:recs:publishtime",
    "citation_publication_date",
    "citation_date",
    "datecreated",
    "uploaddate",
    "date",
    "created",
    "release_date",
)
MODIFIED_META = (
    "article:modified_time",
    "og:updated_time",
    "og:article:modified_time",
    "datemodified",
    "dcterms.modified",
    "last-modified",
    "lastmod",
    "revised",
)
_KNOWN_META = frozenset(PUBLISHED_META + MODIFIED_META)
UPDATE_LABELS = re.compile(
    r"(updated?|last\s+modified|modified|revised|aktualisiert|geändert|mis\s+à\s+jour|"
    r"modifié|actualizado|actualización|обновлено|изменено|aggiornato|atualizado|"
    r"bijgewerkt|更新时间|更新時間|更新日期|更新|修改时间|修改|"
    # Turkish, Indonesian, Malay, Vietnamese, Polish, Czech, Ukrainian, Greek, Romanian,
    # Catalan, Croatian, Nordic, Finnish, Hungarian, Arabic, Persian, Hebrew, Hindi,
    # Thai, Korean ("수정": the revision beside "입력", the input)
    r"güncelle(?:me|nme|ndi)|diperbarui|dikemas\s+kini|cập\s+nhật|zaktualizowano|"
    r"aktualizacja|aktualizováno|оновлено|ενημερώθηκε|ενημέρωση|actualizat|actualitzat|"
    r"ažurirano|oppdatert|opdateret|uppdaterad|päivitetty|frissítve|"
    r"آخر\s+تحديث|تحديث|به‌?\s?روزرسانی|بروزرسانی|עודכן|अपडेट|अपडेटेड|อัปเดต|수정"
    r")\s*(on|am|vom|from|le|du|el|del|em|il|op|:|：)?\s*[:：]?\s*$",
    re.IGNORECASE,
)
# A forum user card's join label, lowered (forum engines' language packs): the date after
# it is the poster's, never the page's (a phpBB profile column precedes the post); the
# thread rules drop a kept line it opens (``methods/auto/join_dates``).
JOIN_WORDS = (
    "joined", "join date", "member since", "registered", "registriert", "mitglied seit",
    "dabei seit", "inscrit", "inscription", "registrado", "miembro desde", "membro desde",
    "iscritto", "registrato", "регистрация", "зарегистрирован", "на форуме с", "приєднався",
    "реєстрація", "dołączył", "rejestracja", "lid sinds", "geregistreerd", "registrerad",
    "registreret", "registrert", "medlem sedan", "registrován", "připojen", "csatlakozott",
    "regisztrált", "înregistrat", "εγγραφή", "katılım", "kayıt tarihi", "tham gia",
    "bergabung", "terdaftar", "menyertai", "alijiunga", "sumali", "انضم", "تاريخ التسجيل",
    "تاريخ الانضمام", "عضویت", "تاریخ عضویت", "شمولیت", "رکنیت", "הצטרף", "הצטרפה",
    "शामिल हुए", "सदस्यता", "যোগদান", "இணைந்தது", "เข้าร่วมเมื่อ", "สมัครเมื่อ", "가입일",
    "登録日", "注册时间", "加入时间", "注册于", "註冊時間",
)  # fmt: skip
# Such a label just before the date ("Registriert: 18.09.2008", "Joined: Mar 2016").
JOIN_LABELS = LazyPattern(
    "(?:"
    + "|".join(re.escape(word).replace(r"\ ", r"\s+") for word in JOIN_WORDS)
    + r")\s*(?:on|am|seit|le|el|il|:|：)?\s*$",
    re.IGNORECASE,
)
_DATE_CLASS_WORDS = (
    "date",
    "time",
    "posted",
    "submitted",
    "publish",
    "byline",
    "dateline",
    "meta",
    "datum",
    "fecha",
    "data",
    "日期",
    "时间",
)
_DATE_CLASS = LazyPattern("|".join(map(re.escape, _DATE_CLASS_WORDS)), re.IGNORECASE)
# For ASCII text the case-insensitive search is a search of the lower-cased text.
_DATE_CLASS_ASCII = re.compile("|".join(re.escape(w) for w in _DATE_CLASS_WORDS if w.isascii()))
_UPDATE_CLASS = re.compile(r"updat|modif|revis|aktualis", re.IGNORECASE)
_SCRIPT_PUBLISHED_KEYS = (
    "datePublished",
    "publishedDate",
    "published_at",
    "publishedAt",
    "publishDate",
    "publish_date",
    "pubDate",
    "firstPublished",
    "dateCreated",
    "createdDateTime",
    "uploadDate",
)
_SCRIPT_MODIFIED_KEYS = (
    "dateModified",
    "updatedDate",
    "updated_at",
    "updatedAt",
    "lastModified",
    "modifiedDate",
)


def _script_key_pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    """A quoted key among ``keys``, a colon, and the quoted value (8 to 40 characters)."""
    return re.compile(r'"(?:' + "|".join(keys) + r')"\s*:\s*"([^"]{8,40})"')


_SCRIPT_PUBLISHED = _script_key_pattern(_SCRIPT_PUBLISHED_KEYS)
_SCRIPT_MODIFIED = _script_key_pattern(_SCRIPT_MODIFIED_KEYS)
# What every match of each pattern holds: a quoted key (a plain search, far faster than
# the pattern's over a script full of quotes).
_QUOTED_PUBLISHED_KEYS = tuple(f'"{key}"' for key in _SCRIPT_PUBLISHED_KEYS)
_QUOTED_MODIFIED_KEYS = tuple(f'"{key}"' for key in _SCRIPT_MODIFIED_KEYS)
# A piece of every key of each list: most scripts hold none, told by a few searches
# instead of one per key (tests/metadata/test_metadata_date.py holds every key to them).
_PUBLISHED_KEY_STEMS = ("ublish", "pubDate", "reated", "uploadDate")
_MODIFIED_KEY_STEMS = ("odified", "pdated")
_MAX_SCRIPT_CHARS = 2_000_000
# The forms of a full date in a URL, each with the order of its groups: ``/2021/03/05/``,
# ``/20210305``; ``/2017/7/12/``; ``/2023/october/03/``; ``/29-10-2021`` (day first, else
# month first when the day cannot be a month).
_URL_DATES: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<!\d)((?:19|20)\d{2})[/_-]?(\d{2})[/_-]?(\d{2})(?=[/_.-]|$)"), "ymd"),
    (re.compile(r"/((?:19|20)\d{2})/(\d{1,2})/(\d{1,2})/"), "ymd"),
    (re.compile(r"/((?:19|20)\d{2})/([^\W\d_]{3,10})/(\d{1,2})(?=/)"), "ynd"),
    (re.compile(r"(?<!\d)(\d{2})[-_.](\d{2})[-_.]((?:19|20)\d{2})(?=[/_.-]|$)"), "dmy"),
)
_AFTER_TITLE_CHARS = 600
_BEFORE_TITLE_CHARS = 200
_MAX_DATELINE_CHARS = 150
_LEADING_CHARS = 20_000
_ARTICLE_TAGS = frozenset({"article", "main"})

Dates = tuple[str | None, str | None]
_ONE_DAY = timedelta(days=1)


@dataclass(frozen=True)
class DateContext:
    """What every attempt reads: the page, its meta, its index, and the main heading."""

    doc: Document
    meta: PageMeta
    index: PageIndex
    month_first: bool
    anchor: int | None
    # each attempt's result and the text after the main heading, found once per page
    found: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)


def _once(ctx: DateContext, attempt: Attempt) -> Dates:
    """``attempt(ctx)``, computed at most once per page (attempts only read the page)."""
    found = ctx.found.get(attempt)
    if found is None:
        found = ctx.found[attempt] = attempt(ctx)
    return found


def _after_title(ctx: DateContext) -> str:
    """The text right after the main heading (``ctx.anchor`` is set), read once per page."""
    after = ctx.found.get("after")
    if after is None:
        after = _text_after(ctx.index, ctx.index.ends[ctx.anchor], _AFTER_TITLE_CHARS)
        ctx.found["after"] = after
    return after


def find_dates(doc: Document, meta: PageMeta, title: TitleMatch | None = None) -> Dates:
    """Return (published, modified) as ISO dates; either may be None.

    ``title`` is the page's main title (:func:`~thresher.metadata.title.choose_title`),
    found here when not given: the date is looked for next to its element.
    """
    index = cached_index(doc)
    title = title if title is not None else choose_title(doc, meta, index)
    ctx = DateContext(doc, meta, index, _month_first(doc, meta), _main_heading(title, index))
    published: str | None = None
    modified: str | None = None
    for attempt in PUBLISHED_ATTEMPTS:
        found_published, found_modified = _once(ctx, attempt)
        published = published or found_published
        modified = modified or found_modified
        if published or (found_modified and attempt is from_title_neighbourhood):
            break
    # The first attempt read JSON-LD's dateModified; the modification meta tags are read
    # here only when the second (from_meta) did not run.
    if not modified and from_meta not in ctx.found:
        modified = _first_valid(meta.all(*MODIFIED_META))
    in_url = _once(ctx, from_url)[0]
    published = _shown_if_confirmed(ctx, published, in_url)
    # A page that only says when it was updated is dated by that.
    published = _prefer_url_day(published or modified, in_url)
    return published, modified


def _shown_if_confirmed(ctx: DateContext, published: str | None, in_url: str | None) -> str | None:
    """The date shown beside the main heading, where the page's metadata also gives it.

    Pages often carry several dates in their metadata (first publication,
    re-publication, update) and show readers one of them under the headline;
    that one is the page's date, unless the URL names the date found, or the
    text under the headline shows several dates.
    """
    if not published or published == in_url:
        return published
    shown = _single_shown_date(ctx)
    if shown and shown != published and _in_metadata(ctx, shown):
        return shown
    return published


def _in_metadata(ctx: DateContext, day: str) -> bool:
    """True when the page's publication metadata gives ``day`` or a day next to it (a
    time stamp late at night in UTC is the next day where the page was written):
    meta tags and JSON-LD, microdata, then scripts.

    A day only the modification meta tags or JSON-LD give is when the page was updated
    (a blog's "Last updated on …" under the headline), not when it was published.
    Microdata and the scripts' JSON count with either key (measured: the pages whose
    script names only the shown day's update are re-dated news), and the scripts are
    searched last, only when the cheaper sources lack the day.
    """
    meta = ctx.meta
    values = [obj.get("datePublished") for obj in meta.jsonld]
    values += meta.all(*PUBLISHED_META)
    shown = date.fromisoformat(day)
    for value in values:
        found = parse_date(value) if isinstance(value, str) else None
        if found and abs(date.fromisoformat(found) - shown) <= _ONE_DAY:
            return True
    return day in _once(ctx, from_itemprop) or day in _once(ctx, from_scripts)


def _single_shown_date(ctx: DateContext) -> str | None:
    """The one date in the text after the main heading; None if none, several, or an update."""
    if ctx.anchor is None:
        return None
    after = _after_title(ctx)
    dates = find_text_dates(after, ctx.month_first)
    published, modified = _labelled(after, dates)
    distinct = {found for _, found in dates}
    return published if len(distinct) == 1 and not modified else None


def _prefer_url_day(published: str | None, in_url: str | None) -> str | None:
    """A timestamp one day off the URL's date is a time-zone shift: the URL's day wins."""
    if not published or not in_url:
        return published
    gap = abs(date.fromisoformat(published) - date.fromisoformat(in_url))
    return in_url if gap == _ONE_DAY else published


def _month_first(doc: Document, meta: PageMeta) -> bool:
    lang = (doc.tree.get("lang") or meta.first("content-language", "og:locale") or "").lower()
    return lang.replace("_", "-") in ("en-us", "en")


def _first_valid(values: Iterable[str]) -> str | None:
    for value in values:
        found = parse_date(value)
        if found:
            return found
    return None


def _jsonld_date(meta: PageMeta, key: str) -> str | None:
    preferred = meta.jsonld_value(key, ARTICLE_TYPES)
    values = [preferred] if isinstance(preferred, str) else []
    values += [obj[key] for obj in meta.jsonld if isinstance(obj.get(key), str)]
    return _first_valid(values)


def from_jsonld(ctx: DateContext) -> Dates:
    """JSON-LD ``datePublished`` (else ``dateCreated``) and ``dateModified``."""
    meta = ctx.meta
    published = _jsonld_date(meta, "datePublished") or _jsonld_date(meta, "dateCreated")
    return published, _jsonld_date(meta, "dateModified")


def from_meta(ctx: DateContext) -> Dates:
    """Publication and modification meta tags."""
    meta = ctx.meta
    return _first_valid(meta.all(*PUBLISHED_META)), _first_valid(meta.all(*MODIFIED_META))


_META_PUBLISHED_NAME = re.compile(r"publish|pub_?date|creat|upload|release|posted|issued", re.I)
_META_OTHER_NAME = re.compile(r"modif|updat|revis|expir|edit|birth|copyright", re.I)


def from_meta_names(ctx: DateContext) -> Dates:
    """Other meta tags whose name says publication, creation or upload, in page order.

    Sites and platforms name their own (``five_hundred_pixels:uploaded``,
    ``bt:pubDate``); the value must parse as a date.
    """
    for name, values in ctx.meta.meta.items():
        if name in _KNOWN_META or not _META_PUBLISHED_NAME.search(name):
            continue
        if _META_OTHER_NAME.search(name):
            continue
        found = _first_valid(values)
        if found:
            return found, None
    return None, None


def from_itemprop(ctx: DateContext) -> Dates:
    """Elements marked with microdata ``datePublished`` / ``dateModified``."""
    found: dict[str, str | None] = {"datepublished": None, "datemodified": None}
    for el in _itemprop_elements(ctx.doc.tree) if ctx.meta.holds_itemprop else ():
        prop = el.get("itemprop", "").strip().lower()
        if prop in found and not found[prop]:
            found[prop] = _element_date(el, ctx.month_first)
    return found["datepublished"], found["datemodified"]


def _itemprop_elements(root: Any) -> Iterable[Any]:
    """The elements below ``root`` with an ``itemprop`` attribute, in document order
    (``iterfind(".//*[@itemprop]")``, the definition), listed by the compiled kernel
    (``thresher._core._facts``) when it is built and ``THRESHER_PURE`` is not set."""
    compiled = kernel(FACTS)
    found = None if compiled is None else compiled.itemprop_elements(root)
    return root.iterfind(".//*[@itemprop]") if found is None else found


def _element_date(el, month_first: bool) -> str | None:
    """The date an element states: ``datetime``, ``content``, a ``title`` (hAtom's
    ``<abbr title="2017-09-09T10:52">``), else its text."""
    for value in (el.get("datetime"), el.get("content"), el.get("title")):
        found = parse_date(value, month_first) if value else None
        if found:
            return found
    return parse_date(text_content(el)[:100], month_first)


def from_time_elements(ctx: DateContext) -> Dates:
    """``<time>`` elements: ``pubdate`` first, then those in the article, then the rest.

    ``pubdate`` marks the page's own date only where all such elements agree;
    several dates under it are a list of teasers, ranked like any ``<time>``.
    """
    if not ctx.meta.holds_time:  # the page meta's walk found no <time>
        return None, None
    candidates: list[tuple[object, str]] = []
    modified: str | None = None
    for el in ctx.doc.tree.iter("time"):
        value = parse_date(el.get("datetime") or "", ctx.month_first) or text_date(
            text_content(el)[:100], ctx.month_first
        )
        if not value:
            continue
        if _is_update(el):
            modified = modified or value
            continue
        candidates.append((el, value))
    pubdates = {value for el, value in candidates if el.get("pubdate") is not None}
    near = _title_zone(ctx.index, ctx.anchor) if candidates else None
    ranked = [(_time_rank(el, near, len(pubdates) == 1), v) for el, v in candidates]
    best = min(ranked, key=lambda pair: pair[0])[1] if ranked else None
    return best, modified


def _is_update(el) -> bool:
    label = " ".join(filter(None, (el.get("class"), el.get("itemprop"), el.get("id"))))
    if _UPDATE_CLASS.search(label):
        return True
    parent = el.getparent()
    before = (el.getprevious().tail if el.getprevious() is not None else None) or (
        parent.text if parent is not None else None
    )
    return bool(before and UPDATE_LABELS.search(before.strip()))


def _title_zone(index: PageIndex, anchor: int | None) -> set[Any] | None:
    """The elements from the main heading to the end of the text right after it."""
    if anchor is None:
        return None
    size, position = 0, index.ends[anchor]
    while position + 1 < len(index) and size < _AFTER_TITLE_CHARS:
        position += 1
        size += len(index.own_text[position])
    return set(index.elements[anchor : position + 1])


def _time_rank(el, near: set[Any] | None, pubdate: bool) -> int:
    if pubdate and el.get("pubdate") is not None:
        return 0
    if near is not None and el in near:
        return 1
    return 2 if _in_article(el) else 3


def _in_article(el) -> bool:
    return any(a.tag in _ARTICLE_TAGS for a in el.iterancestors())


def from_url(ctx: DateContext) -> Dates:
    """A full date in the page's URL (or its canonical URL)."""
    meta = ctx.meta
    return _date_in_urls((ctx.doc.url, meta.links.get("canonical"), meta.first("og:url"))), None


def _date_in_urls(urls: tuple[str | None, ...]) -> str | None:
    """The first full date in the URLs, in the forms of ``_URL_DATES`` (tried in order)."""
    for url in dict.fromkeys(filter(None, urls)):  # a URL read again finds nothing new
        if "19" not in url and "20" not in url:
            continue  # every form's year opens with 19 or 20
        for pattern, order in _URL_DATES:
            match = pattern.search(url)
            found = _url_match_date(match.groups(), order) if match else None
            if found:
                return found
    return None


def _url_match_date(groups: tuple[str, ...], order: str) -> str | None:
    """The date of a ``_URL_DATES`` match whose groups come in ``order``."""
    if order == "ymd":
        return make_date(int(groups[0]), int(groups[1]), int(groups[2]))
    if order == "ynd":
        return make_date(int(groups[0]), month_number(groups[1]) or 0, int(groups[2]))
    first, second, year = (int(group) for group in groups)
    return make_date(year, second, first) or make_date(year, first, second)


def from_image_url(ctx: DateContext) -> Dates:
    """A full date in the path of the page's share image (``/files/2016/05/04/…``); last resort."""
    return _date_in_urls((ctx.meta.first("og:image"), ctx.meta.first("twitter:image"))), None


def from_scripts(ctx: DateContext) -> Dates:
    """Dates under publication/update keys in the JSON of ``<script>`` elements."""
    published: str | None = None
    modified: str | None = None
    for text, dated, updated in _keyed_scripts(ctx.doc.tree):
        if not published and dated:
            published = _first_valid(_script_values(_SCRIPT_PUBLISHED, text))
        if not modified and updated:
            modified = _first_valid(_script_values(_SCRIPT_MODIFIED, text))
        if published:
            break
    return published, modified


def _script_values(pattern: re.Pattern[str], text: str) -> Iterator[str]:
    """``pattern.findall(text)`` one value at a time: the caller stops at the first date,
    and a long script is not read past it."""
    return (match.group(1) for match in pattern.finditer(text))


def _keyed_scripts(root: Any) -> Iterable[tuple[str, bool, bool]]:
    """:func:`_keyed_scripts_reference`, by the compiled kernel (``thresher._core._facts``,
    which searches the stems and keys in libxml2's bytes and decodes only the scripts
    holding a key)
    when it is built and ``THRESHER_PURE`` is not set: the same triples either way."""
    compiled = kernel(FACTS)
    found = None if compiled is None else compiled.keyed_scripts(root)
    return _keyed_scripts_reference(root) if found is None else found


def _keyed_scripts_reference(root: Any) -> Iterator[tuple[str, bool, bool]]:
    """(text, whether it holds a quoted publication key, a quoted update key) of the
    ``<script>`` elements whose text (its first ``_MAX_SCRIPT_CHARS`` characters) holds a
    quote and a key of either list, in document order."""
    for el in root.iter("script"):
        text = (el.text or "")[:_MAX_SCRIPT_CHARS]
        if '"' not in text:
            continue
        dated = _holds_key(text, _PUBLISHED_KEY_STEMS, _QUOTED_PUBLISHED_KEYS)
        updated = _holds_key(text, _MODIFIED_KEY_STEMS, _QUOTED_MODIFIED_KEYS)
        if dated or updated:
            yield text, dated, updated


def _holds_any(text: str, words: tuple[str, ...]) -> bool:
    return any(word in text for word in words)


def _holds_key(text: str, stems: tuple[str, ...], keys: tuple[str, ...]) -> bool:
    """:func:`_holds_any` of ``keys``, the keys searched only where a stem is found."""
    return _holds_any(text, stems) and _holds_any(text, keys)


def from_title_neighbourhood(ctx: DateContext) -> Dates:
    """Dates in the text right after the main heading (and just before it)."""
    index, anchor = ctx.index, ctx.anchor
    if anchor is None:
        return None, None
    after = _without_prose(_after_title(ctx))
    before = _without_prose(_text_before(index, anchor, _BEFORE_TITLE_CHARS))
    published, modified = labelled_dates(after, ctx.month_first)
    if not published:
        published = labelled_dates(before, ctx.month_first)[0]
    if not published and not modified and ":" in after:
        published, modified = _labelled_short_years(after, ctx.month_first)
    if not published and not modified:
        month_first = ctx.month_first
        published = _short_year_dateline(after, month_first) or _short_year_dateline(
            before, month_first
        )
    if not published and not modified:
        published = _split_date(after) or _split_date(before)
    return published, modified


# 02.12.19, 01/11/11 (a time may be glued on: 01/11/11-10:18)
_SHORT_YEAR_DATE = re.compile(r"(\d{1,2})([./])(\d{1,2})\2(\d{2})(?:-\d{1,2}:\d{2})?")


def _short_year_dateline(text: str, month_first: bool = False) -> str | None:
    """A date with a two-digit year (``02.12.19``; ``01/11/11`` month first on a page in
    US English) as a whole dateline piece.

    Only next to the headline, and only when the piece is the date alone (a
    time may follow) or ends a piece of at most three words after a comma ("Party,
    30.10.23", "von , 8.5.12"): elsewhere such numbers are too often versions or scores.
    """
    for piece in text.split(" | "):
        if "." not in piece and "/" not in piece:
            continue  # no word of it holds the date's mark (most pieces)
        words = piece.split()
        match = _SHORT_YEAR_DATE.fullmatch(words[0]) if words else None
        if not match and 1 < len(words) <= 3 and words[-2].endswith(","):
            match = _SHORT_YEAR_DATE.fullmatch(words[-1])
        if match and len(piece.strip()) <= 20:
            first, mark, second, year = match.groups()
            day, month = (second, first) if mark == "/" and month_first else (first, second)
            found = make_date(2000 + int(year), int(month), int(day))
            if found:
                return found
    return None


# A two-digit year's date after a label of at most three words and a colon ("פורסם:
# 05.03.25", "Veröffentlicht: 05.03.25", "Updated: 06.03.25"), near the headline: an
# update label's (UPDATE_LABELS) or a publication label's, whose words end the label
# ("Version: 1.2.25" is no date).
PUBLISHED_LABELS = re.compile(
    r"(?<!\w)(published|posted|date|veröffentlicht|erschienen|datum|publié|publié\s+le|publicado"
    r"|fecha|pubblicato|data|gepubliceerd|opublikowano|publicerad|publiceret|publisert"
    r"|julkaistu|yayınlanma|yayın\s+tarihi|dipublikasikan|diterbitkan|đăng|ngày\s+đăng"
    r"|опубликовано|дата|опубліковано|δημοσιεύθηκε|δημοσίευση|publicat|פורסם|תאריך|نشر"
    r"|نشر\s+في|تاريخ\s+النشر|منتشر\s+شده|تاریخ\s+انتشار|प्रकाशित|เผยแพร่|발행|입력|发布"
    r"|發佈|發布|发表|發表|公開|掲載|投稿日)$",
    re.IGNORECASE,
)
_COLON_SHORT_YEAR = re.compile(r"[:：]\s*(\d{1,2})([./])(\d{1,2})\2(\d{2})(?![\d./])")
_LABEL_SPAN = 40  # characters before the colon read for the label


def _labelled_short_years(text: str, month_first: bool = False) -> Dates:
    """The first date with a two-digit year under a publication label, and the first under
    an update label (Hebrew and German pages: "עודכן: 06.03.25 · פורסם: 05.03.25")."""
    published: str | None = None
    modified: str | None = None
    for found in _COLON_SHORT_YEAR.finditer(text):
        first, mark, second, year = found.groups()
        label = text[max(0, found.start() - _LABEL_SPAN) : found.start()].rstrip()
        day, month = (second, first) if mark == "/" and month_first else (first, second)
        date = make_date(2000 + int(year), int(month), int(day))
        if date is None:
            continue
        if UPDATE_LABELS.search(label):
            modified = modified or date
        elif PUBLISHED_LABELS.search(label):
            published = published or date
    return published, modified


# A date whose day, month and year are pieces of their own (a calendar-leaf badge), in the
# own texts joined by " | ": "26 | 01 | 2022", "26 | Jan | 2022", "Apr | 04 | 2013".
_PIECE = r"(?:^| \| )"
_PIECE_DAY = r"(\d{1,2})\.? \| "
_PIECE_MONTH = r"(\d{2}|[^\W\d_]{3,10})\.? \| "
_PIECE_YEAR = r"((?:19|20)\d{2})(?= \||$)"
_DAY_FIRST_PIECES = LazyPattern(_PIECE + _PIECE_DAY + _PIECE_MONTH + _PIECE_YEAR)
_MONTH_FIRST_PIECES = LazyPattern(_PIECE + _PIECE_MONTH + _PIECE_DAY + _PIECE_YEAR)


def _split_date(text: str) -> str | None:
    """The first date whose day, month (two digits or a name) and year are pieces of
    their own in ``text`` (own texts joined by " | "), day first, else month first."""
    if " | 19" not in text and " | 20" not in text:
        return None  # the year is a piece after another: " | " and its first digits
    for pattern, day_first in ((_DAY_FIRST_PIECES, True), (_MONTH_FIRST_PIECES, False)):
        for match in pattern.finditer(text):
            first, second, year = match.groups()
            day, month = (first, second) if day_first else (second, first)
            number = int(month) if month.isdigit() else month_number(month) or 0
            found = make_date(int(year), number, int(day))
            if found:
                return found
    return None


def _without_prose(joined: str) -> str:
    """The text pieces short enough to be a byline or dateline; prose mentions other dates."""
    return " | ".join(p if len(p) <= _MAX_DATELINE_CHARS else "" for p in joined.split(" | "))


def labelled_dates(text: str, month_first: bool = False) -> Dates:
    """The first date not labelled as an update, and the first labelled one."""
    return _labelled(text, find_text_dates(text, month_first))


def _labelled(text: str, dates: list[tuple[int, str]]) -> Dates:
    """:func:`labelled_dates` of ``text`` given its dates (:func:`find_text_dates`)."""
    published: str | None = None
    modified: str | None = None
    for offset, found in dates:
        if published and modified:
            break  # both found: the dates after them change neither (no label searched)
        label = text[max(0, offset - 30) : offset].strip()
        if UPDATE_LABELS.search(label):
            modified = modified or found
        elif JOIN_LABELS.search(label) or _join_label_after(text, offset):
            continue  # a poster's join date
        else:
            published = published or found
    return published, modified


def _join_label_after(text: str, offset: int) -> bool:
    """True when the piece of ``text`` (own texts joined by " | ") after the one holding
    the date at ``offset`` is a join label alone: "<strong>Registriert:</strong> 18.09.2008"
    puts the date, its parent's own text, before the label, its child's."""
    start = text.find(" | ", offset) + 3
    if start < 3:
        return False
    end = text.find(" | ", start)
    piece = text[start : end if end >= 0 else start + 40]
    return len(piece) <= 30 and JOIN_LABELS.match(piece) is not None


def _main_heading(title: TitleMatch, index: PageIndex) -> int | None:
    """The element showing the page's title (thresher's title), else the first h1/h2."""
    if title.position is not None:
        return title.position
    for tag in ("h1", "h2"):
        for position in heading_positions(index, tag):
            if index.text_chars(position):
                return position
    return None


def _text_after(index: PageIndex, end: int, limit: int) -> str:
    """The own texts after position ``end``, joined by " | ", from the first on while fewer
    than ``limit`` characters come before (``index.chars`` sums their lengths)."""
    own_text, chars = index.own_text, index.chars
    stop = bisect_left(chars, chars[end + 1] + limit, end + 1, len(own_text))
    return " | ".join(filter(None, own_text[end + 1 : stop]))[: limit + 100]


def _text_before(index: PageIndex, start: int, limit: int) -> str:
    parts, size = [], 0
    for text in filter(None, reversed(index.own_text[:start])):
        if size >= limit:
            break
        parts.append(text)
        size += len(text)
    return " | ".join(reversed(parts))


def from_date_classes(ctx: DateContext) -> Dates:
    """Text of elements whose class or id names a date, time or byline."""
    for position in _date_class_elements(ctx.index):
        text = ctx.index.full_text(position)[:200]
        published, modified = labelled_dates(text, ctx.month_first)
        if published or modified:
            return published, modified
    return None, None


def _date_class_elements(index: PageIndex) -> Iterable[int]:
    """:func:`_date_class_elements_reference`, by the compiled kernel
    (``thresher._core._facts``) when it is built and ``THRESHER_PURE`` is not set.

    The kernel decides each element by itself alone: it reads the page run by run
    (:func:`~thresher.metadata.index_runs.runs`), as the caller stops at the first date.
    """
    compiled = kernel(FACTS)
    if compiled is None:
        return _date_class_elements_reference(index)
    return _compiled_date_classes(index, compiled)


def _compiled_date_classes(index: PageIndex, compiled: Any) -> Iterator[int]:
    for start, end in runs(0, len(index.elements)):
        found = compiled.date_class_positions(index, start, end)  # index_slice's run, in place
        if found is None:  # a document the kernel leaves to the reference: all of it
            yield from _date_class_elements_reference(index)
            return
        for position in found:
            if index.text_chars(start + position) <= 300:
                yield start + position


def _date_class_elements_reference(index: PageIndex) -> Iterator[int]:
    """Positions of the elements of at most 300 characters whose class or id names a date."""
    attrs = index.attrs
    for position, el in enumerate(index.elements):
        if attrs[position + 1] == attrs[position]:  # no attributes: no class, no id
            continue
        if index.text_chars(position) <= 300 and _marks_date(el):
            yield position


def _marks_date(el: Any) -> bool:
    """True when the element's class or id names a date, time or byline."""
    return names_date(f"{el.get('class') or ''} {el.get('id') or ''}")


def names_date(marks: str) -> bool:
    """True when a class or id (several joined by spaces) names a date, time or byline."""
    if marks.isascii():
        return _DATE_CLASS_ASCII.search(marks.lower()) is not None
    return _DATE_CLASS.search(marks) is not None


def from_leading_text(ctx: DateContext) -> Dates:
    """The first date written in the page's leading text."""
    return labelled_dates(_text_after(ctx.index, -1, _LEADING_CHARS), ctx.month_first)


Attempt = Callable[[DateContext], Dates]
PUBLISHED_ATTEMPTS: tuple[Attempt, ...] = (
    from_jsonld,
    from_meta,
    from_meta_names,
    from_itemprop,
    from_time_elements,
    from_url,
    from_scripts,
    from_title_neighbourhood,
    from_date_classes,
    from_leading_text,
    from_image_url,
)
