"""The page's main title.

An explicit list of attempts, the first that holds wins:

1. Wang et al.'s title (:mod:`thresher.metadata.title_match`): the part of
   ``<title>`` that the body repeats, nodes inside headings ranked first;
   trusted when the part is most of the ``<title>`` or, shown as a heading, a
   good share of it; a heading holding the part and little more is returned
   whole (an ``h1`` or ``h2``, or any heading on a page without an ``h1``), also
   when the part was found outside the headings (a breadcrumb), unless the
   heading's extra words are a kicker or a date in their own element;
   failing that, the page's only ``h1`` when it shares a word with the part;
   the same ``h1`` also beats a part found in a subheading (``h2``–``h6``),
   unless it sits in the header, navigation or footer or is one link (a logo);
   parts Wang joined ("Business : BSNL offers …") give the last one alone when the
   body shows the ones before it as an element of their own (a section or kicker), the
   headline as an element's own text beside it ("<span>Olympische Spiele in Paris</span>
   Getränke per Schiff …"); a heading that quotes the part (comments on the page) does
   not grow it; a part that names the site, found outside the ``h1`` (a menu's "About
   Glossier" for "Skincare Sets – Glossier"), is no title; a ``<title>`` that is the
   site's name alone, found as the header's home logo or as the site's name in the
   header, navigation or footer, gives way to the story's only ``h1`` outside them
   (:func:`_story_h1`); a part found in a subheading above the only ``h1``, a section's
   label of a few words sharing none with it, gives way to that ``h1``
   (:func:`_headline_under_section`);
2. a ``<title>`` part, a run of neighbouring parts (a headline cut at its colon) or
   the whole equal to an ``h1``/``h2`` heading, unless the heading is one link to the
   site's home page (a logo: the site's name);

   the title of 1 or 2 gives way to the heading that shows ``og:title`` (less a last
   part equal to that title; the only ``h1`` when it says it and the text shows first
   elsewhere) when it shares no word with it and names the site or is
   shorter (a section label: "News" from "News - Eawag", a per-article ``og:title``);
3. the page's only ``h1`` when it shares a word with ``og:title`` (or, without
   one, the ``<title>``, or whatever its words when that ``<title>`` is the site's name
   alone: :func:`_site_title`) and sits outside the header, navigation and footer and
   is not one link: the headline readers see, where the metadata words it for
   search results and social cards ("… | Site", "The 5 Best …, Tested"); the
   declared title alone when the ``h1`` shows it beside a kicker or a date;
4. ``og:title`` / ``twitter:title`` / JSON-LD ``headline``; one equal to the ``<title>``
   loses a trailing part that names the site (``og:site_name`` or the host) when the
   body shows the rest as an element's whole text;
5. the first ``h1`` (or ``h2``), unless it has nothing to do with a ``<title>`` that
   reads as a title (see :func:`_stray_heading`: "Lorem" or "Menu" over the page
   "Embedded videos test");
   the first heading skips landmark labels (one inside ``<nav>``, "Skip to", "Quicklinks",
   "bbc.co.uk Navigation": :func:`_landmark_label`);
5b. an element whose class or id names a headline (``<span class="article_headline">``,
   ``<b class="Headline">``, ``itemprop="headline"``): :func:`_named_headline`, where the
   ``<title>`` is the site's or the section's name and the headline in no heading;
6. Wang's title part however small a share of ``<title>`` it is;
7. the ``<title>``, without a trailing part that names the site, else cut at its last
   spaced separator when three words or more are left.

Every title is tidied (:func:`_tidied`): references escaped twice read as their characters
("SQL &#x26; AI"), a menu's arrows ("[> ") and a leading date ("23.01.2022 - ") left off.
Heading texts lose trailing anchor marks (``¶``, ``#``) that documentation
generators append; every title loses the characters a reader does not see (soft hyphens,
zero-width spaces); a heading's text that lost a space between two elements
("KeychronK2") gives way to the ``<title>`` part it matched. Measured against
the previous order (2–4 and 6 only) in ``docs/features.md``.

On a page where no date was found, :func:`undated_page_title` (read by
:func:`thresher.metadata.extract_metadata`) may put the declared title in place of an
``h1`` that words the page otherwise (a landing page's slogan).
"""

from __future__ import annotations

import html
import re
from dataclasses import replace
from itertools import compress
from typing import Any
from urllib.parse import urljoin, urlsplit

from thresher.html.dom_index import PageIndex, cached_index, skipped
from thresher.html.parse import document_title
from thresher.html.patterns import LazyPattern
from thresher.html.text_measures import ScriptPattern, has_no_space_script
from thresher.metadata.date_text import is_date_line, is_day_label
from thresher.metadata.names import squash
from thresher.metadata.sources import ARTICLE_TYPES, PageMeta
from thresher.metadata.title_match import (
    TitleMatch,
    TitlePart,
    clean_head_title,
    has_cjk,
    in_heading,
    locate_text,
    normalize_1,
    paper_title,
    spaceless_length,
    split_title,
)
from thresher.types import Document
from thresher.urls import url_host

# A paper title is trusted when it is at least this share of the <title>
# (spaces removed), or the lower share when the body shows it as a heading:
# a lone site name is not a title.
MIN_TITLE_SHARE = 0.5
MIN_HEADING_SHARE = 0.4
# A heading that holds the part and little more is the title itself
# ("Apache Module mod_echo" for the part "mod_echo").
HEADING_GROWTH = 2.5
_ANCHOR_MARKS = " \t¶§🔗"
MIN_TITLE_WORDS = 3  # a <title> cut at its last separator keeps at least this many words
_SPACED_SEPARATOR = LazyPattern(r"\s[|\-–—»/\\:]{1,2}\s")
_MAX_HEADINGS = 20
_HAN = ScriptPattern(r"[\u3400-\u9fff]", "\u3400")
# Separators that make a <title> a "Headline | Site" or a breadcrumb (Readability's set).
_TITLE_SEPARATOR = re.compile(r"\s[|\-–—»>/\\:·•]{1,2}\s")
_WORD = re.compile(r"\w+")
# Characters that join a text to the one before it as the second half of one title.
_LEADING_SEPARATORS = frozenset("-–—―|:：·•/\\»›>~,;")
_NOT_WORD_RUN = re.compile(r"\W+")
_STEM = 4  # letters two words must share at their start to count as related
_HOST_NOISE = frozenset({"www", "com", "org", "net", "co", "uk", "de", "au"})


def find_title(doc: Document, meta: PageMeta, index: PageIndex | None = None) -> str | None:
    """Return the main title of the page, or None when it has none."""
    return choose_title(doc, meta, index).title


def choose_title(doc: Document, meta: PageMeta, index: PageIndex | None = None) -> TitleMatch:
    """The main title, the element that shows it (when known) and the attempt that found it.

    The date finder takes this result (:func:`thresher.metadata.date.find_dates`)
    to look for the date next to the title's element.
    """
    return _choose(doc, meta, index if index is not None else cached_index(doc))


def _choose(doc: Document, meta: PageMeta, index: PageIndex) -> TitleMatch:
    raw = document_title(doc)
    head = clean_head_title(raw) if raw else None
    parts = split_title(head) if head else []  # read by the first two attempts
    attempts = (
        lambda: _unless_label(index, _paper_title(index, head, parts, doc, meta), doc, meta),
        lambda: _unless_label(
            index, _title_part_in_headings(index, head, doc.url, parts), doc, meta
        ),
        lambda: _lone_headline(
            index, _structured_title(meta) or head, _site_title(head, parts, doc, meta)
        ),
        lambda: _structured(index, head, doc, meta),
        lambda: _first_heading(index, head, doc, meta),
        lambda: _named_headline(index),
        lambda: _any_title_part(index, head),
        lambda: _located(index, _without_site_name(head, doc, meta), "title-tag"),
    )
    for attempt in attempts:
        found = attempt()
        if found is not None and found.title:
            return _tidied(_without_invisible(_with_line_breaks(index, found)))
    return TitleMatch(None, None, "none")


# ``og:type`` values and date names that declare a dated story (an article, a post).
_STORY_TYPE = "article"
_PUBLISHED_NAMES = ("article:published_time", "og:article:published_time")


def undated_page_title(
    doc: Document, meta: PageMeta, index: PageIndex, found: TitleMatch
) -> TitleMatch:
    """``found``, or the page's declared title on a page that is no story: a service's,
    shop's or landing page's ``h1`` is a slogan or a category's label ("Data-driven
    marketing without the complexity", "Bring your strategy to life") over the name that
    ``og:title`` and ``<title>`` agree on ("Email & SMS Marketing Platform | Mailchimp").

    Read by :func:`thresher.metadata.extract_metadata` on pages where no date was found.
    Only when ``og:title`` is the ``<title>`` or the start of it, ``og:type`` is not
    ``article``, no publication date is declared and no ``h1`` holds the declared title
    or mostly its words (:func:`_mostly_in`: a shorter name, "Standing desks" under
    "Height Adjustable Standing Desks", or a rewording): the declared title less a
    trailing part naming the site (:func:`_without_named_site`; other last parts stay:
    "Bridges — Customize and make it your own — the most flexible plan"), unless it
    names the site itself.
    """
    declared = meta.first("og:title")
    raw = document_title(doc) if declared else None
    if not declared or not raw or meta.first("og:type") == _STORY_TYPE:
        return found
    declared = unmangled(declared)
    declared_norm = _norm(declared)
    if not declared_norm or not _norm(raw).startswith(declared_norm):
        return found
    if meta.first(*_PUBLISHED_NAMES) or meta.jsonld_value("datePublished"):
        return found
    h1s = [p for p in heading_positions(index, "h1") if index.text_chars(p)]
    kept = _without_named_site(declared, doc, meta) or ""
    kept_norm = _norm(kept)
    if not h1s or not kept_norm or kept_norm == _norm(found.title or ""):
        return found
    stems = _word_stems(kept)
    for position in h1s:
        text = index.full_text(position)
        if kept_norm in _norm(text) or _mostly_in(_word_stems(text), stems):
            return found
    if _names_site(kept, doc, meta):
        return found
    return TitleMatch(kept, locate_text(index, kept), "undated-declared")


def site_cut_title(
    doc: Document, meta: PageMeta, index: PageIndex, found: TitleMatch
) -> TitleMatch:
    """``found``, or the declared title less a last part naming the site where ``found``
    is the declared title whole (``og:title`` read as the ``<title>``: the site's template
    put its name on both, "Carry On Luggage | American Tourister") on a page whose ``h1``
    is another text (a slogan, a category's label: "Carry-On"; none holds the rest) and
    that declares no story's headline (JSON-LD ``headline``: an article's truth keeps the
    page's ``<title>``). :func:`_structured` cuts the name only where the body shows the rest;
    the title's element (read by the date and author finders) stays ``found``'s.

    Read by :func:`thresher.metadata.extract_metadata` on the shown title only."""
    if found.source != "structured" or not found.title:
        return found
    kept = _without_named_site(found.title, doc, meta)
    if not kept or kept == found.title or meta.jsonld_value("headline"):
        return found
    h1s = [p for p in heading_positions(index, "h1") if index.text_chars(p)]
    if not h1s:
        return found
    kept_norm = _norm(kept)
    if any(kept_norm in _norm(index.full_text(position)) for position in h1s):
        return found  # the page's headline holds the title: its template kept the name
    return TitleMatch(kept, found.position, "structured-site-cut-h1")


_STEM_CHARS = 5  # a word's first letters that stand for it ("Beginner", "Beginners")
MIN_REWORDED_SHARE = 0.8  # of an h1's words the declared title holds: the same title


def _word_stems(text: str) -> list[str]:
    return [word[:_STEM_CHARS] for word in _WORD.findall(text.casefold())]


def _mostly_in(stems: list[str], declared: list[str]) -> bool:
    """True when :data:`MIN_REWORDED_SHARE` of ``stems`` (an ``h1``'s) are in
    ``declared``: the ``h1`` words the declared title otherwise ("Beginner Sewing
    Machines" for "Sewing Machines for Beginners"), no slogan."""
    held = set(declared)
    return bool(stems) and sum(stem in held for stem in stems) >= MIN_REWORDED_SHARE * len(stems)


# A character reference left in a title's text: the page escaped it twice ("SQL &#x26; AI"
# where the page meant "SQL & AI"), so a reader sees the reference, never the character.
_CHAR_REF = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|amp|quot|apos|lt|gt|nbsp);")
# A title's lead and the spaced separator after it ("23.01.2022 - Dorothea Wierer …").
_LEAD_PART = re.compile(r"^(.{4,40}?)\s[|\-–—•·]\s+")
_DIGIT = re.compile(r"\d")
# Marks before a title that are a menu's or a breadcrumb's arrows, not words ("[> Jens
# Weber", "/ CREATIVE AGENCY PORTFOLIO", "» Kontakt").
_LEADING_MARKS = re.compile(r"^[\[(]?[/\\|>»›•·~]+[\])]?\s+(?=\w)")
MIN_DATED_TITLE_WORDS = 2  # words a title must keep after its leading date


def _tidied(found: TitleMatch) -> TitleMatch:
    """``found`` without the marks of a page's markup rather than its headline: character
    references escaped twice read as their characters (:data:`_CHAR_REF`), a menu's arrows
    before it left off (:data:`_LEADING_MARKS`), and a leading
    date before a spaced separator ("23.01.2022 - Dorothea Wierer darf …", a news list's
    date glued to the headline it dates) left off when :data:`MIN_DATED_TITLE_WORDS` words
    or more follow it."""
    title = found.title or ""
    tidy = html.unescape(title) if "&" in title and _CHAR_REF.search(title) else title
    tidy = _LEADING_MARKS.sub("", tidy)
    lead = _LEAD_PART.match(tidy)
    if lead is not None and _DIGIT.search(lead.group(1)) and is_date_line(lead.group(1)):
        rest = tidy[lead.end() :].strip()
        if len(_WORD.findall(rest)) >= MIN_DATED_TITLE_WORDS:
            tidy = rest
    if tidy == title:
        return found
    tidy = " ".join(tidy.split())
    return replace(found, title=tidy) if tidy else found


# Characters a browser does not draw inside a line: the soft hyphen (a break hint,
# "Mes\xadsen\xadger"), the zero-width space, the word joiner and the byte-order mark.
_INVISIBLE = dict.fromkeys(map(ord, "\u00ad\u200b\u2060\ufeff"))


def _without_invisible(found: TitleMatch) -> TitleMatch:
    """``found`` without the characters a reader does not see (:data:`_INVISIBLE`), and
    spelt right when its page was UTF-8 encoded twice (:func:`unmangled`: "Investorâ\x80\x99s"
    in the ``h1`` is "Investor’s")."""
    title = found.title or ""
    seen = title if title.isascii() else unmangled(title).translate(_INVISIBLE)
    if seen == title:
        return found
    seen = " ".join(seen.split())
    return replace(found, title=seen) if seen else found


def _with_line_breaks(index: PageIndex, found: TitleMatch) -> TitleMatch:
    """``found`` with a space where its heading breaks a line ("Cosmetic Packaging<br>Design"
    reads "Cosmetic Packaging Design", not "Cosmetic PackagingDesign"): only when the title
    is the heading's whole text."""
    if found.position is None:
        return found
    element = index.elements[found.position]
    if next(element.iter("br"), None) is None:
        return found
    text = index.full_text(found.position)
    if found.title not in (text, strip_anchor_marks(text)):
        return found
    spaced = strip_anchor_marks(" ".join(_text_broken(element).split()))
    return replace(found, title=spaced) if spaced else found


def _text_broken(root: Any) -> str:
    """The subtree's visible text (as the page index reads it) with a space for each
    ``<br>``."""
    parts: list[str] = []
    stack: list[tuple[Any, bool]] = [(root, False)]
    while stack:
        el, is_tail = stack.pop()
        if is_tail:
            parts.append(el.tail or "")
            continue
        if el is not root:
            stack.append((el, True))
        if el.tag == "br":
            parts.append(" ")
        if skipped(el):
            continue
        parts.append(el.text or "")
        stack.extend((child, False) for child in reversed(el))
    return "".join(parts)


def _unless_label(
    index: PageIndex, found: TitleMatch | None, doc: Document, meta: PageMeta
) -> TitleMatch | None:
    """``found``, or the heading that shows ``og:title`` (:func:`_structured_title`) when
    ``found`` is a section or site label: it shares no word with that ``og:title`` and
    names the site or has fewer words ("News" from "News - Eawag" over the headline
    "Auf das erste Elektron kommt es an"); the heading is where the page first shows
    ``og:title``, or its only ``h1`` when that says it. A ``<title>`` written for the section, a
    per-article ``og:title``; an ``og:title`` that ends in ``found`` ("Plejaden, M45 -
    Abenteuer Astronomie") is read without it."""
    declared = _structured_title(meta) if found is not None and found.title else None
    if found is None or not declared:
        return found
    declared = _without_trailing(declared, found.title or "")
    chinese = bool(_HAN.search(declared))
    mine, theirs = _title_words(found.title or "", chinese), _title_words(declared, chinese)
    if mine & theirs or not (len(mine) < len(theirs) or _names_site(found.title or "", doc, meta)):
        return found
    position = locate_text(index, declared)
    if position is None or not index.in_heading[position]:
        position = _only_h1(index)  # the text shown first elsewhere (a share link)
        if position is None or _norm(index.full_text(position)) != _norm(declared):
            return found
    return TitleMatch(strip_anchor_marks(index.full_text(position)), position, "declared-heading")


def _without_trailing(title: str, part: str) -> str:
    """``title`` without a last part (after a spaced separator) equal to ``part``."""
    key = _norm(part)
    for cut in _TITLE_SEPARATOR.finditer(title):
        kept = title[: cut.start()].strip()
        if kept and _norm(title[cut.end() :]) == key:
            return kept
    return title


def _located(index: PageIndex, text: str | None, source: str) -> TitleMatch | None:
    if not text:
        return None
    return TitleMatch(text, locate_text(index, text), source)


def _without_site_name(head: str | None, doc: Document, meta: PageMeta) -> str | None:
    """``<title>`` without a trailing " – Site" part: the part before a last part that names
    the site (:func:`_without_named_site`), else everything before the last spaced
    separator when that keeps :data:`MIN_TITLE_WORDS` words or more (Readability's rule)."""
    if not head:
        return head
    named = _without_named_site(head, doc, meta)
    if named != head:
        return named
    cuts = list(_SPACED_SEPARATOR.finditer(head))
    if not cuts:
        return head
    kept = head[: cuts[-1].start()].strip()
    return kept if len(kept.split()) >= MIN_TITLE_WORDS else head


def _structured(
    index: PageIndex, head: str | None, doc: Document, meta: PageMeta
) -> TitleMatch | None:
    """``og:title`` (or its kin, :func:`_structured_title`), without a trailing site name
    when it is the ``<title>`` (the site's template put the name on both) and the body
    shows the rest as an element's whole text (the headline without the name)."""
    declared = _structured_title(meta)
    kept = _without_named_site(declared, doc, meta) if declared == head else declared
    if kept != declared:
        located = locate_text(index, kept or "")
        if located is not None:
            return TitleMatch(kept, located, "structured-site-cut")
    return _located(index, declared, "structured")


def _without_named_site(title: str | None, doc: Document, meta: PageMeta) -> str | None:
    """``title`` without a trailing part that names the site ("… | Gorilla Mats" on
    yogorillamats.com, "… — Mark Denney | Landscape Photography" under that
    ``og:site_name``): cut at the last spaced separator whose remainder names it
    (:func:`_names_site`), when a part is left before it."""
    if not title:
        return title
    for cut in reversed(list(_TITLE_SEPARATOR.finditer(title))):
        kept = title[: cut.start()].strip()
        if kept and _names_site(title[cut.end() :], doc, meta):
            return kept
    return title


def _paper_title(
    index: PageIndex, head: str | None, parts: list[TitlePart], doc: Document, meta: PageMeta
) -> TitleMatch | None:
    """Wang's title part of ``head`` (a cleaned ``<title>`` cut into ``parts``), grown to
    the heading that holds it, when it is a large enough share of ``<title>`` and not the
    site's name where the ``<title>`` says more (:func:`_site_part`: "Glossier" of
    "Skincare Sets – Glossier", found in the menu's heading "About Glossier")."""
    if not head:
        return None
    found = paper_title(index, head, prefer_headings=True, parts=parts)
    if found is None or found.position is None:
        return None
    if len(parts) > 1 and _site_part(index, found, doc, meta):
        return None
    if len(parts) == 1 and (
        _site_logo(index, found, doc, meta) or _menu_link(index, found.position)
    ):
        story = _story_h1(index, found.position)  # the <title> is the site's or section's name
        if story is not None:
            return story
    whole = sum(spaceless_length(p.text) for p in parts) or 1
    share = spaceless_length(found.title or "") / whole
    heading = in_heading(index, found.position)
    if share < MIN_TITLE_SHARE and not (heading and share >= MIN_HEADING_SHARE):
        return None
    chinese = bool(_HAN.search(found.title or ""))
    after_kicker = _headline_after_kicker(index, found, head, parts, chinese)
    if after_kicker is not None:
        return after_kicker
    node_text = strip_anchor_marks(found.node_text or "")
    node_norm = normalize_1(node_text, chinese)
    part_norm = normalize_1(found.title or "", chinese)
    if not heading:
        grown = _heading_holding(index, part_norm, chinese)
        grown = _untranslated_over(index, grown, chinese) or grown
        grown = grown or _single_h1(index, found.title or "", part_norm, chinese)
        if grown is not None:
            return grown
    elif _below_h1(index, found.position):
        lone = _page_headline(
            index, found.title or "", part_norm, chinese
        ) or _headline_under_section(index, found.position, found.title or "", chinese)
        if lone is not None:
            return lone
    if node_text and node_norm == part_norm:
        return TitleMatch(_spelled(node_text, found.title or "", chinese), found.position, "wang")
    grows = heading and _headline_level(index, found.position)
    if grows and part_norm in node_norm and len(node_norm) <= HEADING_GROWTH * len(part_norm):
        if _kicker_heading(index, found.position, part_norm, chinese) or _quoting(
            node_text, part_norm, chinese
        ):
            return TitleMatch(found.title, found.position, "wang")  # beside a date or kicker
        return TitleMatch(node_text, found.position, "wang-heading")
    return TitleMatch(found.title, found.position, "wang")


# A text between quotation marks: double quotes, guillemets either way, low-high quotes,
# single curly or angle quotes, corner brackets (the straight apostrophe left out: "it's").
_QUOTED = LazyPattern('["“”„«»‘‚‹›「『]([^"“”„«»‘’‚‹›「」『』]+)["“”«»’‘‹›」』]')
_QUOTE_OPENERS = '"“”„«»‘‚‹›「『'


def _quoting(text: str, part_norm: str, chinese: bool) -> bool:
    """True when ``text`` shows the title part between quotation marks: a heading about the
    page ("6 Kommentare zu „Rinderleber-Geschnetzeltes …“", "2 responses to “A guide
    to …”"), not its headline."""
    if not any(map(text.__contains__, _QUOTE_OPENERS)):
        return False
    return any(normalize_1(m.group(1), chinese) == part_norm for m in _QUOTED.finditer(text))


def _headline_after_kicker(
    index: PageIndex, found: TitleMatch, head: str, parts: list[TitlePart], chinese: bool
) -> TitleMatch | None:
    """The element holding the last of the ``<title>`` parts that Wang joined, when it is
    more than half of the join and the parts before it are an element of their own: a
    section or kicker shown over the headline ("The Hindu : Business : BSNL offers …",
    ``<p><b>Business</b> <font>BSNL offers …</font></p>``); the headline may be the
    element's own text beside the kicker's (``<h1><span>Olympische Spiele in Paris</span>
    Getränke per Schiff …</h1>``). Not for Chinese or Japanese
    titles, whose parts normalisation 1 keeps as their ideographs alone."""
    span = _joined_span(found.title or "", head, parts)
    if span is None or found.position is None or chinese:
        return None
    first, last = span
    norm = normalize_1(parts[last].text, chinese)
    lead = normalize_1(head[parts[first].start : parts[last - 1].end], chinese)
    if not norm or not lead or 2 * len(norm) <= len(normalize_1(found.title or "", chinese)):
        return None
    headline = kicker = None
    for inner in range(found.position, index.ends[found.position] + 1):
        text = normalize_1(index.full_text(inner), chinese)
        if headline is None and inner > found.position and text == norm:
            headline = index.full_text(inner), inner
        elif headline is None and _own_headline(index.own_text[inner], norm, chinese):
            headline = index.own_text[inner], inner  # beside the kicker, in one element
        elif inner > found.position and _kicker_text(text, lead, norm):
            kicker = inner
    if headline is None or kicker is None:
        return None
    text, position = strip_anchor_marks(headline[0]), headline[1]
    return TitleMatch(_spelled(text, parts[last].text, chinese), position, "wang-after-kicker")


def _own_headline(own: str, norm: str, chinese: bool) -> bool:
    """True when an element's own text is the headline (normalisation 1 ``norm``) as a text
    of its own: not one that goes on from the element before it after a separator
    ("<code>abc</code> — Abstract Base Classes", one title in two pieces)."""
    return own[:1] not in _LEADING_SEPARATORS and normalize_1(own, chinese) == norm


def _kicker_text(text: str, lead: str, headline: str) -> bool:
    """True for an element's text (normalisation 1) that shows the ``<title>`` parts before
    the headline as a kicker: those parts, or a little more ("Nach Corona-Lockerungen" for
    "Corona-Lockerungen"), without the headline."""
    if text == lead:
        return True
    return lead in text and headline not in text and len(text) <= HEADING_GROWTH * len(lead)


def _joined_span(title: str, head: str, parts: list[TitlePart]) -> tuple[int, int] | None:
    """The first and last of the ``parts`` of ``head`` that ``title`` joins, or None when
    it is one part."""
    for first, part in enumerate(parts):
        if not title.startswith(part.text):
            continue
        for last in range(first + 1, len(parts)):
            if head[part.start : parts[last].end] == title:
                return first, last
    return None


def _spelled(node_text: str, part: str, chinese: bool) -> str:
    """The node's text, or the ``<title>`` part (the same words under normalisation 1) when
    the node's has fewer words: elements joined without a space ("KeychronK2" from
    ``<span>Keychron</span><span>K2</span>``). Chinese titles have no spaces to lose."""
    if chinese or len(_WORD.findall(part)) <= len(_WORD.findall(node_text)):
        return node_text
    return part


# A class or id that names an article's headline ("article_headline", "rdheadline",
# "news_story_title", "story-title", "storyhead"); not a list of them ("headlines") nor a
# box around one ("post-header").
_HEADLINE_NAME = LazyPattern(
    r"headline(?!s)|(?:story|article|news|entry|post)[-_]?(?:title|head)(?![a-z])"
    r"|(?<![a-z])heading(?:story)?(?![a-z])",
    re.IGNORECASE,
)
MAX_HEADLINE_WORDS = 30  # a named headline longer than this is a box around more
MAX_HEADLINE_CHARS = 400  # characters, read before the words (an element's cheap measure)


def _named_headline(index: PageIndex) -> TitleMatch | None:
    """The first element whose class or id names a headline (:data:`_HEADLINE_NAME`) or whose
    ``itemprop`` is ``headline``, the innermost such element inside it, when its text has
    :data:`MAX_HEADLINE_WORDS` words at most and it is no banner (:func:`_site_banner`):
    the headline of a page that shows it in no ``h1``/``h2`` (2000s templates, ``<span
    class="article_headline">``, ``<b class="Headline">``), before a small ``<title>`` part
    or the whole ``<title>``, which are then the site's or the section's name."""
    attrs, chars, in_link, ends = index.attrs, index.chars, index.in_link, index.ends
    found, stop = None, len(index.elements)
    for position, element in enumerate(index.elements):
        if position > stop:
            break  # past the first named headline: nothing inside it comes later
        if attrs[position + 1] == attrs[position] or in_link[position]:
            continue  # no attributes (no class, id or itemprop), or a link's
        size = chars[ends[position] + 1] - chars[position]
        if 0 < size <= MAX_HEADLINE_CHARS and _names_headline(element):
            found = position
            stop = min(stop, ends[position])
    if found is None or _site_banner(index, found):
        return None
    text = strip_anchor_marks(" ".join(index.full_text(found).split()))
    if not text or len(_WORD.findall(text)) > MAX_HEADLINE_WORDS:
        return None
    if is_date_line(text) or is_day_label(text):  # a dated list's day ("Tuesday January 15")
        return None
    return TitleMatch(text, found, "named-headline")


def _names_headline(element: Any) -> bool:
    """True for an element whose class or id names a headline or whose ``itemprop`` is one."""
    names = f"{element.get('class') or ''} {element.get('id') or ''}"
    return bool(_HEADLINE_NAME.search(names)) or element.get("itemprop") == "headline"


def _any_title_part(index: PageIndex, head: str | None) -> TitleMatch | None:
    """Wang's title part however short a share of ``<title>`` it is, before the whole ``<title>``.

    Without a heading or ``og:title`` the whole ``<title>`` would carry the
    site's name and sections; the part the body repeats is the headline.
    """
    found = paper_title(index, head) if head else None
    return found if found is not None and found.title else None


def _heading_holding(index: PageIndex, part_norm: str, chinese: bool) -> TitleMatch | None:
    """The first h1/h2 holding the title part and little more, when the part was found elsewhere.

    A breadcrumb or a navigation link often repeats the ``<title>`` exactly,
    while the headline under it adds a word ("Option Compatible statement").
    """
    for text, position in _headings(index):
        norm = normalize_1(text, chinese)
        if not part_norm or part_norm not in norm or len(norm) > HEADING_GROWTH * len(part_norm):
            continue
        if _quoting(text, part_norm, chinese):
            continue  # a heading about the page ("2 responses to “…”")
        if not _kicker_heading(index, position, part_norm, chinese):
            return TitleMatch(text, position, "wang-heading")
    return None


def _single_h1(index: PageIndex, part: str, part_norm: str, chinese: bool) -> TitleMatch | None:
    """The page's only ``h1``, when it shares a word with the title part.

    The part was found outside the headings (a breadcrumb, a link); the lone
    headline is the better title. A headline sharing no word with the part is
    a site name or a widget (unless :func:`_untranslated`), and one holding the
    part beside a kicker is left to the part.
    """
    position = _only_h1(index)
    if position is None:
        return None
    text = strip_anchor_marks(index.full_text(position))
    if not text or _kicker_heading(index, position, part_norm, chinese):
        return None
    mine, theirs = _title_words(text, chinese), _title_words(part, chinese)
    if not mine & theirs and not _untranslated(index, position, text, chinese):
        return None
    return TitleMatch(text, position, "single-h1")


def _untranslated_over(
    index: PageIndex, holding: TitleMatch | None, chinese: bool
) -> TitleMatch | None:
    """The page's only ``h1``, left untranslated (:func:`_untranslated`), above the
    subheading ``holding`` the Chinese title part in more words: a translated help page
    whose ``<title>`` "页面" (page) is its headline "Page", not its first section's
    "新建页面" (new page)."""
    if not chinese or holding is None or holding.position is None:
        return None
    h1 = _only_h1(index)
    if h1 is None or h1 > holding.position or index.tags[holding.position] == "h1":
        return None
    text = strip_anchor_marks(index.full_text(h1))
    return TitleMatch(text, h1, "single-h1") if _untranslated(index, h1, text, chinese) else None


def _untranslated(index: PageIndex, position: int, text: str, chinese: bool) -> bool:
    """True for a headline in Latin letters over a Chinese ``<title>`` part: a translated
    page whose headline was left in the original, which shares no word with the part
    because it cannot; not a heading of the header, navigation or footer, nor a logo."""
    if not chinese:
        return False  # the Latin letters are read only under a Chinese part
    latin = any(c.isascii() and c.isalpha() for c in text)
    return latin and not _HAN.search(text) and not _site_banner(index, position)


def _lone_headline(
    index: PageIndex, declared: str | None, site_title: bool = False
) -> TitleMatch | None:
    """The page's only ``h1`` when it shares a word with the declared title, or whatever
    its words when the declared title is the site's name alone (``site_title``: "The
    Calgary Sun" over the ``h1`` "Red-hot frontrunners").

    Not a heading in the header, navigation or footer, nor one link (a logo). An ``h1``
    that shows the declared title as its own text or one inner element, beside a kicker
    or a date ("<span>Tunisia</span> Big tasks for the new government"), gives the
    declared title.
    """
    position = _only_h1(index) if declared else None
    if position is None and declared:
        position = _only_sharing_h1(index, declared)
    if position is None or _site_banner(index, position):
        return None
    text = strip_anchor_marks(index.full_text(position))
    chinese = bool(_HAN.search(text))
    shares = _title_words(text, chinese) & _title_words(declared or "", chinese)
    if not text or not (shares or site_title):
        return None
    declared_norm = normalize_1(declared or "", chinese)
    if declared_norm != normalize_1(text, chinese) and _kicker_heading(
        index, position, declared_norm, chinese
    ):
        return TitleMatch(declared, position, "lone-h1-declared")
    return TitleMatch(text, position, "lone-h1")


MAX_SITE_TITLE_WORDS = 4  # the words of a <title> that is a site's name alone


def _site_title(head: str | None, parts: list[TitlePart], doc: Document, meta: PageMeta) -> bool:
    """True when the ``<title>`` (cut into ``parts``) is the site's name alone: one part of
    a few words, declared as ``og:site_name`` or spelling the host ("The Calgary Sun" on
    calgarysun.com), and no ``og:title`` says more."""
    if not head or len(parts) != 1 or len(head.split()) > MAX_SITE_TITLE_WORDS:
        return False
    return not _structured_title(meta) and _names_site(head, doc, meta)


MIN_SHARED_SHARE = 0.6  # of an h1's words the declared title must hold
MIN_DECLARED_SHARE = 0.5  # of the declared title's words the h1 must hold


def _only_sharing_h1(index: PageIndex, declared: str) -> int | None:
    """Of a page's several ``h1``, the only one outside the site's banner that shares
    most of its words and half the declared title's, when every other shares none (a
    promotion's "Free Boot Camp Email Course" beside the post's headline)."""
    found = [p for p in heading_positions(index, "h1") if index.text_chars(p)]
    if len(found) < 2:
        return None
    words = _title_words(declared, bool(_HAN.search(declared)))
    sharing = None
    for position in found:
        text = index.full_text(position)
        own = _title_words(text, bool(_HAN.search(text)))
        shared = own & words
        if not shared:
            continue
        if sharing is not None or len(shared) < MIN_SHARED_SHARE * len(own):
            return None  # two headlines, or one sharing a word by chance
        if len(shared) < MIN_DECLARED_SHARE * len(words):
            return None  # a tagline over a product's declared name
        sharing = position
    return None if sharing is None or _site_banner(index, sharing) else sharing


def _only_h1(index: PageIndex) -> int | None:
    """The position of the page's only ``h1`` with text, or None when it has none or several."""
    found = [p for p in heading_positions(index, "h1") if index.text_chars(p)]
    return found[0] if len(found) == 1 else None


def heading_positions(index: PageIndex, *names: str) -> list[int]:
    """The positions of the elements named ``names`` (heading names, ``h1``–``h6``), in
    order, read among :func:`heading_members`."""
    tags = index.tags
    return [p for p in heading_members(index) if tags[p] in names]


def heading_members(index: PageIndex) -> tuple[int, ...]:
    """The positions where ``index.in_heading`` is True (a heading and what is in it), in
    order: a few where the page has thousands of elements, found once an index (kept in
    ``index.lazy``)."""
    found = index.lazy.get("heading_members")
    if found is None:
        inside = index.in_heading
        found = index.lazy["heading_members"] = tuple(compress(range(len(inside)), inside))
    return found


def _headline_level(index: PageIndex, position: int) -> bool:
    """True when ``position`` is or sits in an ``h1`` or ``h2``, or the page has no ``h1``:
    a heading that may show the headline. Under an ``h1``, a subheading that holds the
    ``<title>`` part and more is another sentence ("Is identity theft protection worth
    it?", "Add your own Perfect Privacy review")."""
    chain = (position, *index.ancestors(position))
    return any(index.tags[p] in ("h1", "h2") for p in chain) or not heading_positions(index, "h1")


def _below_h1(index: PageIndex, position: int) -> bool:
    """True when ``position`` sits in an ``h2``–``h6`` (not inside an ``h1``)."""
    chain = [position, *index.ancestors(position)]
    tags = [index.tags[p] for p in chain]
    return "h1" not in tags and any(t in ("h2", "h3", "h4", "h5", "h6") for t in tags)


MAX_SECTION_WORDS = 3  # the words of a section's label shown above the headline


def _headline_under_section(
    index: PageIndex, position: int, part: str, chinese: bool
) -> TitleMatch | None:
    """The page's only ``h1`` when the title part was found in a subheading above it
    that reads as a section's label: a few words, none shared with the ``h1``, which
    says more ("<h2>Local News</h2><h1>Council votes to widen the river path</h1>" under
    the ``<title>`` "Local News | The Valley Post", a template titling the page after
    its section). Not an ``h1`` of the header, navigation or footer, nor a logo."""
    h1 = _only_h1(index)
    if h1 is None or h1 < position or _site_banner(index, h1):
        return None
    text = strip_anchor_marks(index.full_text(h1))
    mine, theirs = _title_words(text, chinese), _title_words(part, chinese)
    if not theirs or len(theirs) > MAX_SECTION_WORDS or len(mine) <= len(theirs):
        return None
    return None if mine & theirs else TitleMatch(text, h1, "h1-under-section")


_BANNER_TAGS = frozenset({"a", "header", "nav", "footer", "aside"})


def _site_logo(index: PageIndex, found: TitleMatch, doc: Document, meta: PageMeta) -> bool:
    """True when ``found`` is the site's logo (:func:`_home_logo`) or its name in the
    header, navigation or footer (:func:`_site_banner`, :func:`_names_site`)."""
    position = found.position
    if position is None:
        return False
    if _home_logo(index, position, doc.url):
        return True
    return _site_banner(index, position) and _names_site(found.title or "", doc, meta)


def _menu_link(index: PageIndex, position: int) -> bool:
    """True when ``position`` is a link, or sits in one, in the page's header, navigation or
    menu and is no heading: a section's name in the menu, which the ``<title>`` of some
    news templates repeats alone ("Lifestyle & Entertainment" over the story's ``h1``)."""
    if in_heading(index, position):
        return False
    chain = (position, *index.ancestors(position))
    if not any(index.tags[p] == "a" for p in chain):
        return False
    return any(index.tags[p] in _MENU_TAGS or _menu_marked(index.elements[p]) for p in chain)


_MENU_TAGS = frozenset({"header", "nav"})
# In a class or id, not inside a word: "tct_lft_nav", "main-menu" ("off-canvas" is none).
_MENU_MARKS = LazyPattern(r"(?<![a-z])(?:nav|menu|header)")


def _menu_marked(element: Any) -> bool:
    marks = f"{element.get('class') or ''} {element.get('id') or ''}"
    return marks != " " and _MENU_MARKS.search(marks.lower()) is not None


def _home_logo(index: PageIndex, position: int, url: str | None) -> bool:
    """True when ``position`` is a heading that is one link to the site's home page, or
    sits in one such link: the site's logo."""
    if _links_home(index, position, url):
        return True
    chain = (position, *index.ancestors(position))
    tags, elements = index.tags, index.elements
    return any(tags[p] == "a" and _is_home(elements[p].get("href") or "", url) for p in chain)


def _story_h1(index: PageIndex, logo: int) -> TitleMatch | None:
    """The page's only ``h1`` outside the header, navigation and footer that is no link
    and shares no word with the ``logo``'s text: the story's headline on a page whose
    ``<title>`` is the site's name alone ("The Valley Post" over the logo's ``h1`` and the
    story's ``h1``)."""
    found = [p for p in heading_positions(index, "h1") if index.text_chars(p)]
    stories = [p for p in found if not _site_banner(index, p)]
    if len(stories) != 1:
        return None
    text = strip_anchor_marks(index.full_text(stories[0]))
    site, chinese = index.full_text(logo), bool(_HAN.search(text))
    if not text or _title_words(text, chinese) & _title_words(site, chinese):
        return None
    return TitleMatch(text, stories[0], "h1-under-site-title")


def _page_headline(index: PageIndex, part: str, part_norm: str, chinese: bool) -> TitleMatch | None:
    """The lone ``h1`` over a title part found in a subheading, unless the ``h1`` is a logo.

    Documentation pages often title the ``<title>`` after a section (an
    ``h2``/``h3``) while the page's headline says it in other words.
    """
    lone = _single_h1(index, part, part_norm, chinese)
    if lone is None or lone.position is None or _site_banner(index, lone.position):
        return None
    return lone


def _site_banner(index: PageIndex, position: int) -> bool:
    """True for a heading in the header, navigation or footer, or that is one link (a logo)."""
    if any(index.tags[p] in _BANNER_TAGS for p in (position, *index.ancestors(position))):
        return True
    link = _sole_link(index, position)
    return link is not None and bool(index.elements[link].get("href"))


def _sole_link(index: PageIndex, position: int) -> int | None:
    """The link inside the element that holds all its text, if there is one."""
    text = index.full_text(position)
    for inner in range(position + 1, index.ends[position] + 1):
        if index.tags[inner] == "a" and index.full_text(inner) == text:
            return inner
    return None


def _title_words(text: str, chinese: bool) -> set[str]:
    if chinese:
        return set(normalize_1(text, True))
    return set(_WORD.findall(text.casefold()))


def _kicker_heading(index: PageIndex, heading: int, part_norm: str, chinese: bool) -> bool:
    """True when the part stands alone in the heading: its own text or one inner element.

    The rest is then a kicker or roofline (``<small>Tunisia</small><br>Title``),
    not part of the title.
    """
    if normalize_1(index.own_text[heading], chinese) == part_norm:
        return True
    inner = range(heading + 1, index.ends[heading] + 1)
    return any(normalize_1(index.full_text(p), chinese) == part_norm for p in inner)


def _headings(index: PageIndex) -> list[tuple[str, int]]:
    found = []
    for position in heading_positions(index, "h1", "h2"):
        text = strip_anchor_marks(index.full_text(position))
        if text:
            found.append((text, position))
        if len(found) >= _MAX_HEADINGS:
            break
    return found


def strip_anchor_marks(text: str) -> str:
    """A heading's text without the permalink marks documentation generators append.

    A ``#`` goes only after a space or a lower-case letter, so "C#" and "F#" keep theirs.
    """
    text = text.rstrip(_ANCHOR_MARKS)
    while text.endswith("#") and (len(text) == 1 or text[-2].isspace() or text[-2].islower()):
        text = text[:-1].rstrip(_ANCHOR_MARKS)
    return text.strip()


def _first_heading(
    index: PageIndex, head: str | None, doc: Document, meta: PageMeta
) -> TitleMatch | None:
    for tag in ("h1", "h2"):
        for position in heading_positions(index, tag):
            text = strip_anchor_marks(index.full_text(position))
            if text and is_date_line(text):
                continue  # a dated list's day heading ("01/07/2008 (6:00 pm)") over the post
            if text and _landmark_label(index, position, text, head):
                continue  # "Skip to", "Hauptnavigation", "bbc.co.uk Navigation"
            if text:
                stray = _stray_heading(text, head, doc, meta)
                return None if stray else TitleMatch(text, position, tag)
    return None


# The labels a page gives its landmarks for screen readers and keyboards, read as a whole
# heading ("Skip to", "Quicklinks", "Hauptinhalt"), by language.
_LANDMARK_LABELS = frozenset(
    {
        # en
        "skip to",
        "skip to content",
        "skip to main content",
        "skip navigation",
        "menu",
        "main menu",
        "quick links",
        "quicklinks",
        "keyboard shortcuts",
        "access keys",
        "main content",
        "breadcrumb",
        "breadcrumbs",
        "you are here",
        "site map",
        "sitemap",
        # de
        "menü",
        "hauptmenü",
        "zum inhalt springen",
        "direkt zum inhalt",
        "schnellzugriff",
        "hauptinhalt",
        "sie sind hier",
        "seitenbereiche",
        # fr
        "aller au contenu",
        "accès rapide",
        "liens rapides",
        "contenu principal",
        "vous êtes ici",
        "fil d'ariane",
        # es
        "menú",
        "ir al contenido",
        "accesos directos",
        "enlaces rápidos",
        "contenido principal",
        "usted está aquí",
        # it
        "vai al contenuto",
        "link rapidi",
        "contenuto principale",
        "sei qui",
        # pt
        "ir para o conteúdo",
        "links rápidos",
        "conteúdo principal",
        "você está aqui",
        # ru
        "меню",
        "главное меню",
        "перейти к содержимому",
        "быстрые ссылки",
        "основное содержимое",
        "вы здесь",
        # zh, ja
        "菜单",
        "跳到内容",
        "快速链接",
        "主要内容",
        "メニュー",
        "本文へ移動",
        "メインコンテンツ",
    }
)
# Words that make a short heading a navigation block's label when it starts or ends with
# one ("bbc.co.uk Navigation", "Navigation mit Access Keys", "Mobile Navigation").
_NAVIGATION_WORDS = frozenset(
    {
        "navigation",
        "nav",
        "hauptnavigation",
        "navigationsmenü",
        "navegación",
        "navigazione",
        "navegação",
        "навигация",
        "导航",
        "導航",
        "ナビゲーション",
    }
)
MAX_LABEL_WORDS = 4


def _landmark_label(index: PageIndex, position: int, text: str, head: str | None) -> bool:
    """True for a heading that labels a landmark rather than the page: one inside ``<nav>``,
    a label of :data:`_LANDMARK_LABELS`, or a short heading (:data:`MAX_LABEL_WORDS` words at
    most) that starts or ends with a word of :data:`_NAVIGATION_WORDS` which the
    ``<title>`` does not use (a page about navigation keeps its heading)."""
    if any(index.tags[p] == "nav" for p in index.ancestors(position)):
        return True
    words = _WORD.findall(text.casefold())
    if " ".join(words) in _LANDMARK_LABELS or text.strip().casefold() in _LANDMARK_LABELS:
        return True
    if not words or len(words) > MAX_LABEL_WORDS:
        return False
    label = {words[0], words[-1]} & _NAVIGATION_WORDS
    return bool(label) and not label & set(_WORD.findall((head or "").casefold()))


def _stray_heading(heading: str, head: str | None, doc: Document, meta: PageMeta) -> bool:
    """True when the first heading shares nothing with a ``<title>`` that reads as a title.

    Such a ``<title>`` has two words or more (four characters in scripts written
    without spaces), no separator (no "… | Site" or breadcrumb), is not the site's
    name, and is in the heading's script; no word of the two starts like the other's
    ("Share"/"Sharing"). The heading is then a placeholder, a widget or a logo, and
    the ``<title>`` (a later attempt) names the page.
    """
    if not head or _TITLE_SEPARATOR.search(head) or ": " in head:
        return False
    spaceless = has_no_space_script(head)
    if spaceless != has_no_space_script(heading):
        return False
    long_enough = len(head) >= 4 if spaceless else len(_WORD.findall(head)) >= 2
    if not long_enough or _names_site(head, doc, meta):
        return False
    return not _related_words(heading, head, spaceless)


def _names_site(text: str, doc: Document, meta: PageMeta) -> bool:
    """True when ``text`` is the site's declared name or spells its host ("The Calgary Sun"
    on calgarysun.com)."""
    squashed = squash(text)
    declared = meta.first("og:site_name", "application-name")
    if declared and squash(declared) == squashed:
        return True
    host = url_host(doc.url) or ""
    labels = (squash(label) for label in host.split(".") if label not in _HOST_NOISE)
    return any(len(label) >= 4 and (label in squashed or squashed in label) for label in labels)


def _site_part(index: PageIndex, found: TitleMatch, doc: Document, meta: PageMeta) -> bool:
    """True for a ``<title>`` part that names the site (:func:`_names_site`) found outside
    the ``h1``: the site's name in a menu's or a footer's heading or a logo, not the
    headline of a page that names its site in it ("Liberty University Online Tuition")."""
    if not _names_site(found.title or "", doc, meta) or found.position is None:
        return False
    chain = (found.position, *index.ancestors(found.position))
    return all(index.tags[p] != "h1" for p in chain)


def _related_words(a: str, b: str, spaceless: bool) -> bool:
    """True when the texts share a word, or a word of one starts like a word of the other."""
    mine, theirs = _title_words(a, spaceless), _title_words(b, spaceless)
    if spaceless or mine & theirs:  # characters of spaceless scripts have no stems
        return bool(mine & theirs)
    stems = {w[:_STEM] for w in theirs if len(w) >= _STEM}
    return any(w[:_STEM] in stems for w in mine if len(w) >= _STEM)


def _title_part_in_headings(
    index: PageIndex, title: str | None, url: str | None, parts: list[TitlePart]
) -> TitleMatch | None:
    headings = _headings(index)
    if not title:
        return None
    if not headings:
        return _long_part_in_h3(index, title, parts, url)
    normalized = {_norm(text): (text, position) for text, position in reversed(headings)}
    whole = _norm(title)
    keys = sorted((_norm(text) for text in _part_runs(title, parts)), key=len, reverse=True)
    for key in (whole, *keys):
        if not key or key not in normalized:
            continue
        text, position = normalized[key]
        if key != whole and _links_home(index, position, url):
            continue  # a part shown as the logo is the site's name
        return TitleMatch(text, position, "title-part-heading")
    return _long_part_in_h3(index, title, parts, url)


def _long_part_in_h3(
    index: PageIndex, title: str, parts: list[TitlePart], url: str | None
) -> TitleMatch | None:
    """The ``h3`` whose whole text is the ``<title>``'s longest part, when that part is
    most of the ``<title>`` and no ``h1``/``h2`` holds a part: an old blog theme's
    headline, a link to the post in ``h3.storytitle`` ("GlossLip » Former American Idol
    …", with the site's name found elsewhere only inside a sidebar's line)."""
    h3s = heading_positions(index, "h3") if len(parts) > 1 else None
    if not h3s:
        return None
    longest = max(parts, key=lambda part: spaceless_length(part.text))
    if 2 * spaceless_length(longest.text) < spaceless_length(title):
        return None
    key = _norm(longest.text)
    chars, ends, most = index.chars, index.ends, 2 * len(longest.text) + 20
    for position in h3s:
        if chars[ends[position] + 1] - chars[position] > most:
            continue  # far longer than the part: a heading of its own
        text = strip_anchor_marks(index.full_text(position))
        if _norm(text) == key and not _links_home(index, position, url):
            return TitleMatch(text, position, "title-part-heading")
    return None


def _part_runs(title: str, parts: list[TitlePart]) -> list[str]:
    """Each part of ``title`` and each run of neighbouring parts with the text between them
    ("Verfassungsgericht: Berlusconis Sex-Prozess geht weiter" from that headline's two
    parts, split at the colon, in "… / Politik / Home - stol.it"). The parts alone in a
    title with kana, ideographs or Hangul, which brackets and spaces cut finely: their
    runs join a site's name written in pieces ("【…】＆【…】の最新情報")."""
    if has_cjk(title):
        return [part.text for part in parts]
    return [
        title[parts[i].start : parts[j].end]
        for i in range(len(parts))
        for j in range(i, len(parts))
    ]


_HOME_PATH = LazyPattern(r"/?(?:index\.\w{3,4}|[a-z]{2}(?:[-_][a-zA-Z]{2})?/?)?", re.IGNORECASE)


def _links_home(index: PageIndex, position: int, url: str | None) -> bool:
    """True for a heading that is one link to the site's home page (a logo)."""
    link = _sole_link(index, position)
    return link is not None and _is_home(index.elements[link].get("href") or "", url)


def _is_home(href: str, url: str | None) -> bool:
    """True for a link to a site's root: ``/``, ``index.html``, a language root (``/en-US/``)."""
    if not href.strip():
        return False
    try:
        target = urlsplit(urljoin(url or "", href.strip()))
        page_host = urlsplit(url).netloc if url else ""
    except ValueError:  # a malformed address ("http://[abc") is no home link
        return False
    if target.query or target.fragment:
        return False
    if page_host and target.netloc and target.netloc != page_host:
        return False
    return _HOME_PATH.fullmatch(target.path) is not None


def _norm(text: str) -> str:
    return _NOT_WORD_RUN.sub("", text.casefold())


def _structured_title(meta: PageMeta) -> str | None:
    found = meta.first("og:title", "twitter:title")
    if found:
        return unmangled(found)
    value = meta.jsonld_value("headline", ARTICLE_TYPES)
    return unmangled(" ".join(value.split())) if isinstance(value, str) and value.strip() else None


# A character of UTF-8's lead bytes read as Latin-1 or Windows-1252 ("Ã", "Ð", "â"): every
# text spelt wrong so holds one.
_MANGLED_LEAD = re.compile("[\u00c2-\u00f4]")


def unmangled(text: str) -> str:
    """``text`` spelt right when it is UTF-8 read as Latin-1 or Windows-1252 ("CafÃ©" is
    "Café"; a CMS that encoded the page's ``og:title`` twice): its characters written back
    in that encoding must decode as UTF-8, which a text of those characters written on
    purpose ("Ã©tÃ©", two accented words) almost never does."""
    if text.isascii() or not _MANGLED_LEAD.search(text):
        return text
    for encoding in ("cp1252", "latin-1"):
        try:
            fixed = text.encode(encoding).decode("utf-8")
        except UnicodeError:
            continue
        return fixed if fixed != text else text
    return text
