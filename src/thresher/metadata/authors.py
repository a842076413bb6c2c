"""The page's authors: metadata that names a person first, then the byline of the page.

In order, the first source that names someone wins:

1. JSON-LD ``author`` of the article (a person or a plain name; an Organization is
   not an author);
2. meta tags (``author``, ``article:author``, ``dc.creator``, …) and a Twitter card
   labelled "Written by";
3. a Chinese reporter credit opening one of the first lines after the headline (the
   dateline's "（记者 张建 周长庆）", "本报记者 李香才", "文/赵勇"), a Korean one ("(서울=
   연합뉴스) 홍길동 기자 =", "[이데일리 홍길동 기자]"), or a writer's label
   in one of them, a line of the story's facts ("来源：长江商报 作者：罗义");
4. the page's byline: the first of these after the headline (or before it, when
   nothing follows it): an element with ``itemprop=author``, a ``rel=author`` link, a
   link to an ``/author/`` page, an element whose class or id says author or byline
   (or ends in one: "mainartauthor"), a short text opening with a byline word ("By",
   "Von", "Par", "Автор:", …; the element's first text, maybe after a line break or
   an image, up to a line break when the element is long), with the co-authors linked
   beside it in the same short box; bylines of a list whose items each hold one
   (comments, other stories) are not the article's;
5. an unmarked byline: a short line right under the headline, before the body text,
   that holds only a person's name (maybe with a role or a date beside it: "Jo Lee |
   Senior Writer | May 3, 2024"), or a byline word alone followed by the name's line;
6. a wire story's closing credit, a paragraph of its own after the headline:
   "(Reporting by Jo Lee in Paris and Li Wei; Writing by Ann Roe; Editing by Max
   Power)" names the reporters and the writer, not the editors nor "Additional
   reporting by" alone;
7. a Chinese reporter credit closing the story: a short line of its own ("□ 本报记者
   葛灵丹") or a short bracket in a paragraph ("…。（记者 胡晓蓉）");
8. a forum thread's opening post's poster (:mod:`thresher.metadata.thread_starters`):
   the first ``DiscussionForumPosting`` or ``Question`` item's ``author`` (read before
   the page's byline), else the first profile link of a run of posts right under the
   thread's title (after the other bylines);
9. a writer's name closing the story bold and right-aligned, a paragraph of its own
   (:mod:`thresher.metadata.closing_signatures`).

A declared writer alone whom the page's byline names among co-authors gives way to the
byline's writers ("By Jo Lee, Ann Roe and Max Power"), and so does a blog engine's
account (Yoast's ``@graph`` Person) the byline does not name; a declared name carrying
its paper after a separator ("Jo Lee | Reuters", "Jo Lee. Sputnik International") is
the writer before it.
A declared name that is the site's own account ("express1", the ``copyright`` holder,
the ``<title>``'s site part) gives way to the sources after it, and is kept only when
none names anyone and it is written as a name ("Courier News", not a handle).
Names equal to the site's name or its host name (unless the name is a person's: a
writer's own site; an unmarked byline never names the site, nor its logo) give way to
every other source: the site is the author only when none names anyone else and the
metadata or a byline names it ("By Kaspersky", a blog's post signed by its handle;
a handle in the metadata alone is the site's account). Handles,
dates, role words ("Staff") and labels ("Follow") are never authors (but a thread's
poster is named by a handle); a byline linking to its writer's listing ("/search?q=Jo
Lee") beats a brand declared as the author; several authors
are joined by ``"; "``, a person's name in capitals written in title case ("JOHN
SMITH" gives "John Smith") (a paper's ``citation_author`` tags, one a person, "Last,
First" turned "First Last"). Bylines inside navigation, footers, sidebars, captions,
forms and comments are skipped; an ``aside`` within the ``article`` is the article's
margin and counts, unless two such asides name someone (cards of books or products).
"""

from __future__ import annotations

import html
import re
import unicodedata
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any
from urllib.parse import unquote_plus, urlsplit

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.dom_index import PageIndex, cached_index
from thresher.html.parse import document_title
from thresher.html.patterns import LazyPattern
from thresher.metadata.byline_words import (
    AUTHOR_CLASS_WORDS,
    AUTHOR_JOINERS,
    AUTHOR_LABELS,
    AUTHOR_META,
    AUTHOR_PATH_WORDS,
    DESK_WORDS,
    GLUED_NAME_LABELS,
    IMAGE_CREDIT_WORDS,
    INVERTED_META,
    JAPANESE_WIRES,
    KOREAN_REPORTER_WORD,
    LANGUAGE_NAME_LABELS,
    LANGUAGE_PREFIXES,
    LAST_AUTHOR_META,
    NAME_PARTICLES,
    NOT_AUTHOR_CLASS_WORDS,
    ORGANIZATION_WORDS,
    PLACE_OPENERS,
    REPORTER_WORDS,
    REVIEWER_LABELS,
    ROLE_WORDS,
    SKIP_CONTAINER_WORDS,
    SKIP_CONTAINERS,
    WRITERS_WORDS,
    WRITTEN_BY_OPENINGS,
)
from thresher.metadata.closing_signatures import signature_names, signing_page
from thresher.metadata.date_text import MONTHS
from thresher.metadata.fact_writers import fact_box_writers
from thresher.metadata.index_runs import holding_positions, index_slice, runs
from thresher.metadata.names import (
    author_page_name,
    dated_byline,
    dateline_credit_names,
    is_addition,
    is_han,
    is_prefix_word,
    is_wire,
    japanese_credit_names,
    korean_reporter_names,
    labelled_writer,
    language_byline,
    line_label_names,
    lone_reporter_names,
    looks_personal,
    may_hold_dated_byline_word,
    may_lead_byline,
    may_open_byline,
    may_start_byline,
    names_from_byline,
    opens_line_label,
    placed_credit_names,
    reporter_names,
    same_as_any,
    same_name,
    split_names,
    squash,
    starts_with_prefix,
    without_language_label,
    written_by_sentence,
)
from thresher.metadata.page_words import declares_language
from thresher.metadata.sources import ARTICLE_TYPES, PageMeta, has_type
from thresher.metadata.text_lines import own_lines
from thresher.metadata.thread_starters import first_poster_names, microdata_starter_names
from thresher.metadata.title import heading_members
from thresher.metadata.title_match import split_title
from thresher.types import Document
from thresher.urls import url_host

MAX_BYLINE_CHARS = 120
MAX_ANCESTORS = 12
_WORD = re.compile(r"[a-z]+")
# a class or id word, camelCase split ("essayAuthor", "writerName", "artByline")
_CAMEL_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_NAME_WORD = re.compile(r"\w+")
_FIELD_LABEL = LazyPattern(
    r"\bfield-{1,2}label-(?:hidden|above|inline|visually-hidden|visually_hidden)\b"
)
_TRAILING_DIGITS = re.compile(r"\d+$")
_DESK_PARTS = re.compile(r"[\s-]+")  # "TVT-Redaktion": a desk's word after a hyphen
_GREEK = re.compile("[\u0370-\u03ff]")
_BRACKETED = re.compile(r"\([^()]*\)")
_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "select", "option"})
_ORGANIZATIONS = ("Organization", "NewsMediaOrganization", "Corporation", "WebSite", "Brand")
# a thread's opening question names its poster: the page's author (QAPage's mainEntity)
_AUTHORED_TYPES = (*ARTICLE_TYPES, "Question")
_AUTHOR_ITEMPROPS = frozenset({"author", "creator"})
# A template's value where no author was filled in, written as a name ("False").
_PLACEHOLDERS = frozenset({"false", "true", "null", "none", "undefined", "nan"})
_AUTHOR_REL = "author"
# What holds an article's margin: an ``aside`` inside them is no page sidebar.
_MARGIN_HOLDERS = frozenset({"article", "main"})
# A class word run together from a byline's words ("mainartauthor", "storybyline").
_AUTHOR_ENDINGS = ("author", "byline")
_LANGUAGE_WORDS = frozenset(word for words in LANGUAGE_PREFIXES.values() for word in words)
# The first words of those labels, and the labels glued to the name ("NguSipho").
_LABEL_WORDS = frozenset(
    label.split()[0] for labels in LANGUAGE_NAME_LABELS.values() for label in labels
)
_GLUED_LABELS = tuple(sorted(GLUED_NAME_LABELS))


def find_author(
    doc: Document,
    meta: PageMeta,
    index: PageIndex | None = None,
    headline: int | None = None,
) -> str | None:
    """Author names from JSON-LD, meta tags or the page's byline, joined by ``"; "``."""
    index = index if index is not None else cached_index(doc)
    sites, host = _site_names(doc, meta), _host_label(doc)
    # each source read only when the ones before it named no one
    accounts: list[str] = []  # the site's own accounts named by the metadata
    publisher: str | None = None  # the site named as the author, a last resort
    wires: list[str] = []  # a byline naming news agencies alone: a person named later wins
    for declared, source in (
        (True, lambda: _jsonld_names(meta)),
        (True, lambda: _meta_names(meta)),
        (False, lambda: _reporter_line_names(index, headline)),
        (False, lambda: _microdata_starter_names(index, doc, meta)),
        (False, lambda: _byline_names(index, headline)),
        (False, lambda: _bare_byline_names(index, headline, (*sites, host, _head(doc)))),
        (False, lambda: _wire_credit_names(index, headline)),
        (False, lambda: _closing_reporter_names(index, headline)),
        (False, lambda: _line_byline_names(index, headline)),
        (False, lambda: _dated_byline_names(index, headline)),
        (False, lambda: _hooked_writer_names(index)),
        (False, lambda: _closing_bracket_names(index, headline)),
        (False, lambda: _thread_starter_names(index, doc)),
        (False, lambda: _closing_signature_names(index, doc, headline)),
        (False, lambda: fact_box_writers(index)),
        # schema.org's wider field: one writer of several on some sites, so after bylines
        (True, lambda: _jsonld_names(meta, "creator")),
        (True, lambda: _persons(_meta_names(meta, LAST_AUTHOR_META), sites, host, index)),
    ):
        names = source()
        if names and _desk_signature(names[0]):
            continue  # a newsroom signing for its paper ("Redacción EC"): no one named
        if names and _is_site(names[0], sites, host, index):
            # the site and its address ("SPIEGEL ONLINE, Hamburg, Germany")
            publisher = publisher or _signing_site(names[0], declared)
            continue
        found = [n for n in names if not _is_site(n, sites, host, index)]
        found = [n for n in found if declared or not _common_word(n, index)]
        found = [n for n in found if not any(same_name(n, a) for a in accounts)]
        if found and declared and all(map(_is_handle, found)):
            written = _written_name(index, headline)
            if written and _desk_signature(written[0]):
                continue  # the account's posts signed on the page by the desk
            found = written or found
        if found and declared and _owners_account(found[0], doc, meta, index):
            accounts.append(found[0])
            continue
        if found and declared and not _own_site(found[0], sites, host):
            guests = _guest_names(index, headline, found)
            found = [n for n in guests if not _is_site(n, sites, host, index)] or found
        elif found and declared and same_as_any(found[0], sites):
            found = _marked_writers(index, headline, sites) or found
        if found and declared:
            found = _full_name_in_site(_person_over_wire(index, headline, found), sites)
            found = _byline_coauthors(found, index, headline, (sites, host), meta)
        elif found and all(map(is_wire, found)):
            wires = wires or found  # "PARIS (AFP) –", "Reuters": the agency, unless a
            continue  # wire credit names the reporters ("(Reporting by Jo Lee …)")
        if found:
            return "; ".join(dict.fromkeys(map(_as_written, found)))
    if wires:  # the page names no person: its byline's agency
        return "; ".join(dict.fromkeys(map(_as_written, wires)))
    # a publisher's written name is its page's author when nothing names a person
    written = next((name for name in accounts if not _is_handle(name)), publisher)
    if written is not None and written == publisher:
        reviewers = _reviewer_names(index, headline)  # the site signs; an expert reviewed
        return "; ".join(reviewers) if reviewers else written
    return written


def _byline_coauthors(
    found: list[str],
    index: PageIndex,
    headline: int | None,
    site: tuple[tuple[str, ...], str],
    meta: PageMeta,
) -> list[str]:
    """A declared writer alone whom the page's byline names among co-authors ("By Jo
    Lee, Ann Roe and Max Power", the JSON-LD naming the post's first writer only): the
    byline's writers, in its order; the byline's writers too when the declared one is a
    blog engine's account (:func:`_graph_account`) the byline does not name. The
    byline's other names must be persons' (two to four capitalised words), neither the
    site nor a news agency; else ``found``."""
    if len(found) != 1 or not _byline_may_differ(found[0], index, meta):
        return found
    shown = _byline_names(index, headline)
    if len(shown) == 1 and _with_suffix(found[0], shown[0]):
        return shown
    if not shown or (len(shown) < 2 and same_name(shown[0], found[0])):
        return found
    if not same_as_any(found[0], shown) and not _graph_account(meta, found[0]):
        return found
    others = [name for name in shown if not same_name(name, found[0])]
    if not all(_personal(name) and not is_wire(name) for name in others):
        return found
    if any(_is_site(name, *site, index) for name in others):
        return found
    return [found[0] if same_name(name, found[0]) else name for name in shown]


# A co-author's joiner beside a writer's name on the page: a comma or one of these words
# ("Jo Lee and Ann Roe", "Anna Schmidt und Peter Müller", "Jan Novák a Petr Svoboda").
_CONJUNCTIONS = frozenset(
    {
        "&",
        "and",
        "und",
        "y",
        "et",
        "e",
        "en",
        "och",
        "og",
        "i",
        "și",
        "dan",
        "и",
        "ve",
        "és",
        "ja",
        "a",
    }
)
_AFTER_NAME = re.compile(r"\s*(,|&|\w+)\s+(\w+)(?:\s+(\w+))?")
_BEFORE_NAME = re.compile(r"(\w+)(?:\s*([,&])|\s+(\w+))\s*$")
JOINER_CHARS = 16  # the characters before a name read for a joiner
MAX_NAME_PLACES = 8  # the places of a declared name on the page read for a joiner


def _byline_may_differ(name: str, index: PageIndex, meta: PageMeta) -> bool:
    """Cheap facts before the byline is read for :func:`_byline_coauthors`: the declared
    name carries a separator (a paper after it), or the page writes it with a joiner
    after or before it (co-authors), or it is a blog engine's account the page never
    writes."""
    if any(mark in name for mark in _SUFFIX_STARTS):
        return True
    text = index.page_text
    start = text.find(name)
    if start < 0:
        return _graph_account(meta, name)
    for _ in range(MAX_NAME_PLACES):
        if start < 0:
            return False
        if _joined_after(text, start + len(name)) or _joined_before(text, start):
            return True
        start = text.find(name, start + len(name))
    return False


def _joined_after(text: str, end: int) -> bool:
    """A co-author follows the name ending at ``end``: a joining word and a capitalised
    word ("and Ann"), or a comma and two capitalised words (", Kathryn Watson")."""
    after = _AFTER_NAME.match(text, end)
    if after is None:
        return False
    joiner, first, second = after.groups()
    if joiner == ",":
        return first[:1].isupper() and bool(second) and _name_word(second)
    return joiner in _CONJUNCTIONS and first[:1].isupper()


def _joined_before(text: str, start: int) -> bool:
    """A co-author's capitalised name and a joiner precede the name at ``start``
    ("Stefan Becket and ", "Shari Roan, ")."""
    before = _BEFORE_NAME.search(text, max(0, start - JOINER_CHARS), start)
    if before is None:
        return False
    word, mark, joiner = before.groups()
    return word[:1].isupper() and (mark is not None or joiner in _CONJUNCTIONS)


def _name_word(word: str) -> bool:
    """A name's second word: capitalised, or a particle ("Erik van Vulpen")."""
    return word[:1].isupper() or word in NAME_PARTICLES


_GRAPH_PERSON = "/schema/person/"  # Yoast's ``@id`` of the post's account ("…/#/schema/person/3f…")


def _graph_account(meta: PageMeta, name: str) -> bool:
    """The JSON-LD names ``name`` as a ``@graph`` Person whose ``@id`` is a blog engine's
    account's (Yoast's "…/#/schema/person/<hash>"): the account that published the
    post, which a byline of co-authors or a guest's may replace."""
    return any(
        isinstance(obj.get("@id"), str)
        and _GRAPH_PERSON in obj["@id"]
        and isinstance(obj.get("name"), str)
        and same_name(obj["name"], name)
        for obj in meta.jsonld
        if has_type(obj, ("Person",))
    )


def _personal(name: str) -> bool:
    """:func:`looks_personal` with the particles of a name left out ("Erik van Vulpen")."""
    words = name.split()
    return looks_personal(
        " ".join(w for w in words[:1] + [w for w in words[1:] if w not in NAME_PARTICLES])
    )


# A paper or agency after a writer's name ("Jo Lee | Reuters"); a declared name may also
# end its name with a full stop or a comma before it ("Jo Lee. Sputnik International").
_SUFFIX_MARKS = (" | ", " - ", " – ", " — ", " · ", " / ")
_SUFFIX_STARTS = (". ", ", ", *_SUFFIX_MARKS)


def _with_suffix(declared: str, shown: str) -> bool:
    """The declared name is the byline's person with its paper after a separator
    ("Jo Lee. Sputnik International" where the byline shows "Jo Lee")."""
    return (
        declared.startswith(shown)
        and declared[len(shown) :].startswith(_SUFFIX_STARTS)
        and _personal(shown)
    )


MAX_REVIEWER_LINES = 6  # text elements after the headline read for a reviewer's credit


def _reviewer_names(index: PageIndex, headline: int | None) -> list[str]:
    """The persons a reviewer's credit names ("Reviewed by <a>Jo Lee</a>";
    :data:`~thresher.metadata.byline_words.REVIEWER_LABELS`) opening one of the first
    :data:`MAX_REVIEWER_LINES` text elements after the headline (the first ``h1`` when
    none is known), not in navigation, footers, sidebars or comments."""
    for position in islice(_headline_lines(index, headline), MAX_REVIEWER_LINES):
        own = index.own_text[position].lstrip().casefold()
        label = next((word for word in REVIEWER_LABELS if own.startswith(word)), None)
        if label is None:
            continue
        text = " ".join(index.full_text(position).split())[len(label) :].lstrip(" :")
        names = split_names(text) if len(text) <= MAX_BYLINE_CHARS else []
        if names and all(map(looks_personal, names)) and _container(index, position) is not None:
            return names
    return []


def _marked_writers(index: PageIndex, headline: int | None, sites: tuple[str, ...]) -> list[str]:
    """The persons the first byline after the headline names when its attributes mark
    it as one (an author class, ``itemprop=author``, an author's link) and none shares a
    word with the site's names: a theme's byline beats the site's name declared as the
    author (a shop's brand of common words, "Little Seed Garden"); an unmarked "By Jo
    Lee" on a writer's own site does not."""
    start = headline if headline is not None else _first_h1(index)
    if start is None:
        return []
    first = next(_outside_post_lists(index, _candidates(index, start)), None)
    if first is None:
        return []
    names, element = first[1], index.elements[first[0]]
    if _marked_text(element) is None and not _links_own_listing(element, names):
        return []
    site_words = {w.casefold() for site in sites for w in _NAME_WORD.findall(site)}
    shared = any(w.casefold() in site_words for n in names for w in _NAME_WORD.findall(n))
    return [] if shared or not all(map(looks_personal, names)) else names


def _links_own_listing(element: Any, names: list[str]) -> bool:
    """Whether the byline is one link (or holds one) whose address names its one
    writer: a search or listing of that writer's stories ("<a href="/search?type=article
    &q=Meaghan Weeden">by Meaghan Weeden</a>", ``/tags/jo-lee``)."""
    link = element if element.tag == "a" else next(element.iterfind(".//a[@href]"), None)
    if link is None or len(names) != 1:
        return False
    address = unquote_plus(link.get("href") or "").casefold()
    name = names[0].casefold()
    return name in address or name.replace(" ", "-") in address


def _desk_signature(name: str) -> bool:
    """A newsroom's word before or after the paper's name ("Redacción EC", "Redakcja
    Forsal.pl", "mix1.de Redaktion", "TVT-Redaktion";
    :data:`~thresher.metadata.byline_words.DESK_WORDS`), or a group of writers'
    label: the desk signs, no person."""
    words = _DESK_PARTS.split(name.casefold().strip())
    if len(words) > 1 and not WRITERS_WORDS.isdisjoint(words):
        return True  # writers in the plural: a group's label ("Auswärtige Autoren (AA)")
    return len(words) > 1 and (words[0] in DESK_WORDS or words[-1] in DESK_WORDS)


def _guest_names(index: PageIndex, headline: int | None, declared: list[str]) -> list[str]:
    """The writers a byline paragraph opening the story names ("<p><em>By Lizzie Streit,
    MS, RDN</em></p>" as the body's first paragraph) when none of them is one of the
    ``declared`` names: a guest's post, which the metadata credits to the account that
    published it; or the full name of a declared first name ("Nils": "Von Nils Pickert").
    The paragraph is the first ``p`` among the first
    :data:`MAX_REPORTER_LINES` text elements after the headline (the first ``h1`` when
    none is known), its whole text the byline, its names persons' full names."""
    for position in _headline_lines(index, headline):
        element = _paragraph(index, position)
        if element is not None:
            return _guest_byline(element, index, position, declared)
        heading = _byline_heading(index, position)
        names = _guest_byline(heading, index, position, declared) if heading is not None else []
        if names:
            return names  # "<h3>By <a>Jo Lee</a>, Columnist</h3>" over the story
    return []


_BYLINE_HEADINGS = ("h3", "h4", "h5", "h6")


def _byline_heading(index: PageIndex, position: int) -> Any:
    """The minor heading (``h3`` to ``h6``) that is or directly holds the text element at
    ``position``, else None: a theme's byline set as a heading above the story."""
    for parent in (position, index.parents[position]):
        if parent >= 0 and index.tags[parent] in _BYLINE_HEADINGS:
            return index.elements[parent]
    return None


def _headline_lines(index: PageIndex, headline: int | None) -> Iterator[int]:
    """:func:`_story_lines` after the headline at ``headline`` (the first ``h1`` when
    none is known); none when the page has neither."""
    start = headline if headline is not None else _first_h1(index)
    return iter(()) if start is None else _story_lines(index, start)


def _story_lines(index: PageIndex, start: int) -> Iterator[int]:
    """The positions of the first :data:`MAX_REPORTER_LINES` elements after the headline
    (at ``start``) with text of their own, outside the skipped tags."""
    lines = 0
    for position in range(index.ends[start] + 1, len(index.elements)):
        own = index.own_text[position]
        if not own or own.isspace() or index.tags[position] in _SKIP_TAGS:
            continue
        lines += 1
        if lines > MAX_REPORTER_LINES:
            return
        yield position


def _paragraph(index: PageIndex, position: int) -> Any:
    """The ``p`` element that is or holds the text element at ``position`` (within a
    few levels), else None."""
    for depth, parent in enumerate((position, *index.ancestors(position))):
        if depth > MAX_BOX_DEPTH:
            return None
        if index.tags[parent] == "p":
            return index.elements[parent]
    return None


def _guest_byline(element: Any, index: PageIndex, position: int, declared: list[str]) -> list[str]:
    """:func:`_guest_names` of the story's first paragraph ``element``."""
    text = "\n".join(own_lines(element))  # "By Jo Lee<br>April 5": two lines
    if len(text) > MAX_BYLINE_CHARS or not starts_with_prefix(text):
        return []
    names = names_from_byline(text)
    if not names or not all(map(looks_personal, names)):
        return []  # a desk ("Die Redaktion"), a brand
    for name in names:
        for other in declared:
            if _same_start(name, other):  # the declared writer ("By GEORGE GENE GUSTINES")
                return names if _first_name_of(other, name) else []
    return names if _container(index, position) is not None else []


def _person_over_wire(index: PageIndex, headline: int | None, declared: list[str]) -> list[str]:
    """The declared names, or the people the page's byline names when the declared ones
    are all news agencies (:data:`~thresher.metadata.byline_words.WIRE_SERVICES`:
    "Associated Press" in the metadata, "By ANDREW DALTON, AP Entertainment Writer" on
    the page) or outlets (the ``author`` meta "Los Angeles Times", the byline "By Lisa
    Girion, Los Angeles Times"): a wire's or a paper's reporter named is the writer."""
    if not all(is_wire(name) or _outlet_name(name) for name in declared):
        return declared
    written = _byline_names(index, headline) or _line_byline_names(index, headline)
    if not written or any(map(is_wire, written)) or not all(map(looks_personal, written)):
        return declared
    shown = [text.casefold() for text in index.own_text if text]
    shown = [text for text in shown if not any(word in text for word in IMAGE_CREDIT_WORDS)]
    if all(any(name.casefold() in text for text in shown) for name in written):
        return written  # written on the page, not a picture's credit ("X | Getty Images")
    return declared


def _outlet_name(name: str) -> bool:
    """Two or more words, one an organisation's (:data:`~thresher.metadata.byline_words.
    ORGANIZATION_WORDS`): a paper's or a channel's name ("Los Angeles Times", "CBS
    News"), no person's."""
    lowered = [word.casefold().strip(".,") for word in name.split()]
    return len(lowered) >= 2 and not ORGANIZATION_WORDS.isdisjoint(lowered)


def _own_site(name: str, sites: tuple[str, ...], host: str) -> bool:
    """Whether the site is the writer's own (its host or its name spelling the declared
    name): such a site publishes no guest."""
    key = squash(name)
    return key in squash(host) or any(site and squash(site) == key for site in sites)


def _first_name_of(short: str, name: str) -> bool:
    """Whether ``short`` is one word, the first of the full ``name`` (metadata "Nils",
    the byline "Nils Pickert")."""
    words = name.split()
    return " " not in short.strip() and len(words) >= 2 and same_name(words[0], short)


def _same_start(name: str, other: str) -> bool:
    """Whether one name opens the other, ignoring case, spaces and punctuation (a
    paragraph's text may run a name into the date after it)."""
    one, two = squash(name), squash(other)
    return bool(one and two) and (one.startswith(two) or two.startswith(one))


def _persons(names: list[str], sites: tuple[str, ...], host: str, index: PageIndex) -> list[str]:
    """``names`` when none is the site's: a last source's site is no publisher's signature."""
    return [] if any(_is_site(name, sites, host, index) for name in names) else names


def _as_written(name: str) -> str:
    """A name with every space one plain space ("Michael L.\xa0 Anderson" in a meta tag),
    a person's name in capitals written in title case ("JOHN SMITH" gives "John Smith"),
    not in Greek, whose capitals drop the accents its small letters carry; one in lower
    case too ("andré picard" gives "André Picard")."""
    name = " ".join(name.split())
    if name.isupper() and looks_personal(name) and not _GREEK.search(name):
        return name.title()
    if name.islower():
        titled = _title_words(name)  # a site's tag in lower case ("andré picard")
        kept = [word for word in titled.split() if word not in NAME_PARTICLES]
        return titled if looks_personal(" ".join(kept)) else name
    return name


def _title_words(name: str) -> str:
    """Each word of a name capitalised, a particle ("van", "de") left in lower case."""
    words = name.split()
    return " ".join(w if i and w in NAME_PARTICLES else w.capitalize() for i, w in enumerate(words))


def _signing_site(name: str, declared: bool) -> str | None:
    """The site's name as the page's author, kept for when no source names anyone else:
    a business's or a blog's post signed by the site ("By Kaspersky", the ``author``
    meta "Freewrite Store"). A handle ("thegrangehall") only when a byline on the page
    shows it: in the metadata alone it is the site's account ("chinanews", "express1")."""
    return None if declared and _is_handle(name) else name


def _owners_account(name: str, doc: Document, meta: PageMeta, index: PageIndex) -> bool:
    """A declared author that is the site's own account, not a person: its letters (a
    number after them dropped: "express1") are a word of the owner's name in the
    ``copyright`` meta ("www.chinanews.com,版权所有") or in a part of the ``<title>``
    after the headline ("… - Express.gr", "…_网易新闻中心": Chinese script runs words
    together, so there the word may open one). A person's name there is a writer's
    own site."""
    key = _TRAILING_DIGITS.sub("", squash(name))
    if len(key) < 2:
        return False
    owners = [meta.first("copyright") or ""]
    owners += [part.text for part in split_title(_head(doc))[1:]]
    named = any(_owner_word(key, owner) for owner in owners)
    return named and not _persons_name(name, index)  # the page is read last, if named


def _owner_word(key: str, owner: str) -> bool:
    """Whether ``key`` (a name squashed) is the owner's name or one of its words; in
    Chinese script, the opening of one. An owner named as a person ("Mady Morrison")
    is a writer's own site: "mady" is the writer."""
    if looks_personal(owner):
        return False
    words = [word.casefold() for word in _NAME_WORD.findall(owner)]
    if key == squash(owner) or key in words:
        return True
    return is_han(key[0]) and any(word.startswith(key) for word in words)


def _head(doc: Document) -> str:
    """The page's ``<title>``: its headline and, often, the site's name."""
    return document_title(doc) or ""


def _written_name(index: PageIndex, headline: int | None) -> list[str]:
    """The byline's names when the first looks like a person's, or the writers of a
    Chinese reporter credit under the headline or closing the story: what a page's
    handle in the metadata ("dehlix", "L_104485") gives way to."""
    written = _byline_names(index, headline)
    if written and looks_personal(written[0]):
        return written
    return _reporter_line_names(index, headline) or _closing_reporter_names(index, headline)


def _is_handle(name: str) -> bool:
    """A user name rather than a written name: one word in lower case or with capitals
    inside or with digits, dots or underscores ("olivianuzzi", "BLNadeau", "kei_eno")."""
    if " " in name:
        return False
    return not name.istitle() or any(c.isdigit() or c in "._" for c in name)


def _full_name_in_site(names: list[str], sites: tuple[str, ...]) -> list[str]:
    """A declared writer named by one word, a given name ("Brett", Yoast's "Written by"
    label), as the full name the site's own name opens with ("Brett Larkin Yoga": a
    person's site); other names as they are."""
    name = names[0] if len(names) == 1 else ""
    if not name.isalpha() or not name.istitle():  # "GURUS": a brand in capitals
        return names
    for site in sites:
        words = site.split()
        if len(words) >= 2 and words[0].casefold() == name.casefold():
            full = f"{name} {words[1]}"
            return [full] if looks_personal(full) and words[1].isalpha() else names
    return names


def _site_names(doc: Document, meta: PageMeta) -> tuple[str, ...]:
    names = [meta.first("og:site_name", "application-name") or ""]
    publisher = meta.jsonld_value("publisher")
    if isinstance(publisher, dict) and isinstance(publisher.get("name"), str):
        names.append(publisher["name"])
    return tuple(n for n in names if n)


def _host_label(doc: Document) -> str:
    """The first label of the page's host that is not ``www`` or a common suffix."""
    host = url_host(doc.url) or ""
    labels = [p for p in host.split(".") if p not in ("www", "com", "org", "net", "co")]
    return labels[0] if labels else ""


def _is_site(name: str, sites: tuple[str, ...], host: str, index: PageIndex) -> bool:
    """The site's declared name or its host name, unless the name, or the site's name
    it equals, is a person's (a writer's own site: ``brianjenney.medium.com``, a site
    named "Elizabeth McCravy")."""
    named = same_as_any(name, (*sites, host))
    named = named or _site_and_kind(name, (*sites, host))
    # the name, or the site's own spelling of it in other letter case ("annette
    # thurmon" for "Annette Thurmon"), is a person's
    spelt = [site for site in sites if site.casefold() == name.casefold()]
    return named and not any(_persons_name(written, index) for written in (name, *spelt))


def _site_and_kind(name: str, sites: tuple[str, ...]) -> bool:
    """The site's name or host name and a word saying what kind of outlet it is
    ("Glamour Magazine" on glamour.com, "Example News" on example.com): the brand."""
    words = name.split()
    kept = [w for w in words if w.casefold().strip(".,") not in ORGANIZATION_WORDS]
    return 0 < len(kept) < len(words) and same_as_any(" ".join(kept), sites)


def _persons_name(name: str, index: PageIndex) -> bool:
    """A name that looks like a person's and whose words after the first the page never
    writes in lower case (but in the whole name, as a menu may): a brand is made of
    common words ("Five Books", "One Tree Planted", "HR Cloud"), a person's name ends in
    a surname (a menu may say "learn with elizabeth")."""
    if not looks_personal(name):
        return False
    words = _NAME_WORD.findall(name)
    text = index.page_text.replace(" ".join(words).casefold(), " ")
    return not any(_holds_word(text, word.casefold()) for word in words[1:])


def _common_word(name: str, index: PageIndex) -> bool:
    """A byline's one-word name that is a month's ("Dezember") or a word the page also
    writes in lower case (a section's or a topic's name: "Food", "Neighborhood",
    "Samochody", "Мнения"), not a person's first name."""
    if " " in name or not name[:1].isupper() or name.isupper():
        return False
    word = name.casefold()
    return word in MONTHS or _holds_word(index.page_text, word)


def _holds_word(text: str, word: str) -> bool:
    """Whether ``word`` is one of ``_NAME_WORD.findall(text)``: an occurrence of it with
    no word character on either side, searched for rather than listing every word of
    the page. A casefolded word may hold a character that is none ("İ" gives a mark)."""
    if word not in text or not _NAME_WORD.fullmatch(word):
        return False
    for match in re.finditer(re.escape(word) + r"(?!\w)", text):
        start = match.start()
        if not start or not _NAME_WORD.match(text, start - 1):
            return True
    return False


def _jsonld_names(meta: PageMeta, key: str = "author") -> list[str]:
    """The persons a JSON-LD article's ``key`` (``author``, ``creator``) names."""
    by_id = None  # the objects by ``@id``, built for the first object that names someone
    for obj in meta.jsonld:
        if obj.get(key) and _authored(obj):
            if by_id is None:
                by_id = {o["@id"]: o for o in meta.jsonld if isinstance(o.get("@id"), str)}
            names = [n for v in _people(obj[key], by_id) for n in _declared_names(v)]
            if names:
                return names[:1] + [n for n in names[1:] if not is_addition(n)]
    return []


def _declared_names(value: str) -> list[str]:
    """The names of a JSON-LD person's name: a name with its paper or agency after a
    separator ("Jo Lee | Reuters", "Jo Lee – The Texas Newsroom") read as a byline's text
    is (the writer before it), else split at commas and "and"."""
    if any(mark in value for mark in _SUFFIX_MARKS):
        names = names_from_byline(value)
        if names and value.startswith(names[0]):
            return names
    return split_names(value)


_SCHEMA_PREFIXES = ("https://schema.org/", "http://schema.org/", "schema:")


def _authored(obj: dict[str, Any]) -> bool:
    """A JSON-LD object whose author is the page's writer: an article's, a forum
    question's (:data:`_AUTHORED_TYPES`), any type named "…Article" ("Background-",
    "SatiricalArticle"), a type written as its schema.org address ("http://schema.org/
    NewsArticle") too."""
    if has_type(obj, _AUTHORED_TYPES):
        return True
    kind = obj.get("@type")
    for name in kind if isinstance(kind, list) else [kind]:
        if isinstance(name, str):
            name = next((name[len(p) :] for p in _SCHEMA_PREFIXES if name.startswith(p)), name)
            if name in _AUTHORED_TYPES or name.endswith("Article"):
                return True
    return False


def _people(value: Any, by_id: dict[str, Any]) -> list[str]:
    """Names of the persons in a JSON-LD ``author`` value (organizations left out)."""
    if isinstance(value, str):
        if value.startswith(("http", "/")) or value.strip().casefold() in _PLACEHOLDERS:
            return []
        return [_plain_text(value)]
    if isinstance(value, list):
        return [name for item in value for name in _people(item, by_id)]
    if not isinstance(value, dict):
        return []
    if "name" not in value and isinstance(by_id.get(value.get("@id")), dict):
        value = by_id[value["@id"]]
    if has_type(value, _ORGANIZATIONS):
        return []
    name = value.get("name") or _given_and_family(value)
    return _people(name, by_id) if isinstance(name, str | list) else []


def _given_and_family(person: dict[str, Any]) -> str | None:
    """A JSON-LD person's name from ``givenName`` and ``familyName`` when it has no
    ``name``: both strings, given name first."""
    given, family = person.get("givenName"), person.get("familyName")
    if isinstance(given, str) and isinstance(family, str) and given.strip() and family.strip():
        return f"{given.strip()} {family.strip()}"
    return None


_MARKUP = re.compile(r"<[^<>]*>")


def _plain_text(value: str) -> str:
    """A JSON-LD string as text: a script's text is not unescaped by the HTML parser, so
    its entities are ("Lindsey O&#039;Donnell"), and markup written into it is dropped
    ("<a href=…>Jo Lee</a>")."""
    if "&" not in value and "<" not in value:
        return value
    return _MARKUP.sub(" ", html.unescape(value))


def _meta_names(meta: PageMeta, keys: tuple[str, ...] = AUTHOR_META) -> list[str]:
    """The names of the first author meta key of ``keys`` that names someone: every tag of
    that key (a paper's ``citation_author`` is one tag per author); then, for the first
    keys, the twitter label's."""
    for key in keys:
        names = [
            name
            for value in meta.all(key)
            if not value.startswith(("http", "/", "@"))
            for name in names_from_byline(_uninverted(value) if key in INVERTED_META else value)
        ]
        if names:
            return names
    return _twitter_label_names(meta) if keys is AUTHOR_META else []


def _uninverted(name: str) -> str:
    """ "Last, First M." (a scholarly tag's one author) written "First M. Last"."""
    last, comma, first = name.partition(",")
    if not comma or "," in first or not first.strip() or len(last.split()) > 2:
        return name
    return f"{first.strip()} {last.strip()}"


def _twitter_label_names(meta: PageMeta) -> list[str]:
    for number in range(1, 5):
        label = (meta.first(f"twitter:label{number}") or "").casefold()
        if label.strip(" :") in AUTHOR_LABELS:
            return names_from_byline(meta.first(f"twitter:data{number}") or "")
    return []


# A byline candidate: its position, its names, and the in-article aside holding it or -1.
Candidate = tuple[int, list[str], int]


def _byline_names(index: PageIndex, headline: int | None) -> list[str]:
    start = headline if headline is not None else _first_h1(index)
    start = 0 if start is None else start  # no headline: every byline is after it
    # Most pages: the first byline after the headline. Candidates are found element by
    # element, so those before the headline are read only when that one is not taken.
    later = _outside_post_lists(index, _candidates(index, start))
    first = next(later, None)
    if first is not None and first[2] < 0:
        return _with_coauthors(index, first)
    before = _outside_post_lists(index, _candidates(index, 0, start))
    seen = [*before, *([first] if first else []), *later]
    cards = _card_asides(seen)  # an aside's byline: are the asides cards?
    earlier: list[str] = []
    for position, names, aside in seen:
        if aside in cards:
            continue
        if position >= start:
            return names
        earlier = earlier or names
    return earlier


MAX_COAUTHORS = 4
MAX_BYLINE_BOX_CHARS = 400  # the text of a byline box holding several writers' links
MAX_BOX_DEPTH = 3  # levels from a writer's link up to the box holding them


def _with_coauthors(index: PageIndex, first: Candidate) -> list[str]:
    """The first byline's names and those of the bylines after it marked the same way
    (tag and class; a link to an author's page) within one short box ("By <a>A</a> and
    <a>B</a>", a box of writers each with a line about them): co-authors in separate
    links. When the first byline is itself the box, its writers are the bylines inside
    it marked alike, side by side (:func:`_inner_bylines`). Only after a person's name."""
    names = list(first[1])
    if not looks_personal(names[0]):
        return names  # not a person's byline ("Industry", "Category": a product's facts)
    within = _inner_bylines(index, first)
    if within is not None:
        return _joined(names, _inner_writers(index, *within))
    box = _byline_box(index, first[0])
    if box is None:
        return names
    later = _candidates(index, first[0] + 1, index.ends[box] + 1)  # the box's bylines
    return _joined(names, _box_writers(index, first[0], box, later))


def _joined(names: list[str], writers: Iterator[list[str]]) -> list[str]:
    """``names`` with the co-authors' names that ``writers`` yields added, each once, up to
    :data:`MAX_COAUTHORS`."""
    for more in writers:
        names += [name for name in more if not any(same_name(name, n) for n in names)]
        if len(names) >= MAX_COAUTHORS:
            break
    return names


def _box_writers(
    index: PageIndex, one: int, box: int, later: Iterator[Candidate]
) -> Iterator[list[str]]:
    """The names of the bylines after the first writer's (``one``) that are marked as it is
    and share its box (:func:`_byline_box`), up to the first that is not."""
    for position, more, aside in islice(later, MAX_COAUTHORS - 1):
        if aside >= 0 or not _marked_alike(index, one, position):
            return
        if _byline_box(index, position) != box:
            return
        yield more


def _inner_writers(
    index: PageIndex, one: int, box: int, later: Iterator[Candidate]
) -> Iterator[list[str]]:
    """The names of the bylines inside a byline box (``box``) after its first writer's
    (``one``) that are marked as it is and stand side by side with the writer before
    (:func:`_side_by_side`), up to the first that is not; a byline inside the last
    writer's element names the same writer and is passed over."""
    taken = one
    for position, more, aside in islice(later, 2 * MAX_COAUTHORS):
        if position <= index.ends[taken]:
            continue
        if aside >= 0 or not _marked_alike(index, one, position):
            return
        if not _side_by_side(index, box, taken, position):
            return  # "By <a>A</a>. Reviewed by <a>B</a>": another credit's name
        yield more
        taken = position


def _inner_bylines(
    index: PageIndex, first: Candidate
) -> tuple[int, int, Iterator[Candidate]] | None:
    """(the first writer's element, the box, the box's bylines after it) when the first
    byline is a short box that marks itself as one and holds more words after its first
    writer's name, no date ("<div class=byline><span class=author>A</span><span class=author>B
    </span></div>", a list of writers' links), and the first byline inside it names that
    writer; else None."""
    position, name = first[0], first[1][0]
    text = index.full_text(position)
    at = text.find(name)
    if at < 0 or len(text) > MAX_BYLINE_BOX_CHARS:
        return None
    rest = text[at + len(name) :]
    if not any(c.isupper() for c in rest) or any(c.isdigit() for c in rest):
        return None  # "By Jane Smith", "By Jane Smith | March 5, 2025": no one else
    within = _candidates(index, position + 1, index.ends[position] + 1)
    for inner, names, aside in within:
        if aside >= 0 or not names or not same_name(names[0], name):
            return None
        return inner, position, within
    return None


def _side_by_side(index: PageIndex, box: int, one: int, other: int) -> bool:
    """Whether nothing but joining words ("and") and bracketed handles stands between the
    texts of two elements of a byline box (two writers one after the other, a separator
    drawn by the style sheet)."""
    text, first, second = (index.full_text(at).strip() for at in (box, one, other))
    start = text.find(first)
    end = text.find(second, start + len(first)) if start >= 0 else -1
    if end < 0:
        return False
    between = _BRACKETED.sub(" ", text[start + len(first) : end])  # "(@handle) and"
    return all(word.casefold() in AUTHOR_JOINERS for word in _NAME_WORD.findall(between))


def _byline_box(index: PageIndex, position: int) -> int | None:
    """The nearest of the byline's first :data:`MAX_BOX_DEPTH` ancestors whose text is
    longer than the byline's own (the box it shares with the next writer's), when that
    text is short."""
    own = index.text_chars(position)
    for depth, parent in enumerate(index.ancestors(position)):
        if depth >= MAX_BOX_DEPTH:
            return None
        size = index.text_chars(parent)
        if size > own:
            return parent if size <= MAX_BYLINE_BOX_CHARS else None
    return None


def _marked_alike(index: PageIndex, one: int, other: int) -> bool:
    """Two bylines marked the same way: one tag, one class, both links to an author's
    page or neither."""
    a, b = index.elements[one], index.elements[other]
    if a.tag != b.tag or a.get("class") != b.get("class"):
        return False
    return _author_link(a.get("href") or "") == _author_link(b.get("href") or "")


def _outside_post_lists(index: PageIndex, candidates: Iterator[Candidate]) -> Iterator[Candidate]:
    """The candidates but those of a list whose items each hold a byline marked alike
    (a thread's posts, a list of comments or of other stories: "<li><div class=author>
    ~ghj</div>…</li><li><div class=author>Betty</div>…</li>"): the article's byline is
    not one of many."""
    passed = -1  # the end of the last list of posts found
    for candidate in candidates:
        if candidate[0] <= passed:
            continue
        item = _list_item(index, candidate[0])
        if item is not None and _one_of_many(index, candidate[0], item):
            passed = index.ends[index.parents[item]]
            continue
        yield candidate


def _one_of_many(index: PageIndex, position: int, item: int) -> bool:
    """Whether the first byline in the list items after ``item`` is in an item of the
    same list and marked like the byline at ``position``."""
    listing = index.parents[item]
    later = _candidates(index, index.ends[item] + 1, index.ends[listing] + 1)
    for other, _, _ in later:
        other_item = _list_item(index, other)
        if other_item is None or index.parents[other_item] != listing:
            return False
        return _marked_alike(index, position, other)
    return False


def _list_item(index: PageIndex, position: int) -> int | None:
    """The nearest ``li`` holding the element (itself included), within a few levels; or
    the nearest element holding it and more text (a title) that stands beside one of its
    tag and class (:func:`_in_run`): an item of a run of ``p`` or ``div`` entries ("<p
    class=c>• <a>Movie quote</a> <i>by Stickyfloor</i></p><p class=c>…", a shop's
    reviews), not a byline alone beside its co-author's."""
    own = index.text_chars(position)
    for depth, parent in enumerate((position, *index.ancestors(position))):
        if depth > MAX_BOX_DEPTH:
            return None
        if index.tags[parent] == "li":
            return parent
        if parent != position and index.text_chars(parent) > own and _in_run(index, parent):
            return parent
    return None


def _in_run(index: PageIndex, position: int) -> bool:
    """Whether the element has a class and a sibling element of its tag and class beside
    it (a story's plain paragraphs are no run of entries)."""
    element = index.elements[position]
    mark = element.get("class")
    return bool(mark) and any(
        sibling is not None and sibling.tag == element.tag and sibling.get("class") == mark
        for sibling in (element.getprevious(), element.getnext())
    )


def _card_asides(candidates: list[tuple[int, list[str], int]]) -> set[int]:
    """The in-article asides that are a run of cards (a book's, a product's) rather than
    the article's margin: two or more of them name someone."""
    asides = {aside for _, _, aside in candidates if aside >= 0}
    return asides if len(asides) >= 2 else set()


def _first_h1(index: PageIndex) -> int | None:
    """The first ``h1``'s position, read among the index's few heading members (an ``h1``
    is one; found once an index), not by comparing every tag (they are not interned)."""
    tags = index.tags
    return next((p for p in heading_members(index) if tags[p] == "h1"), None)


def _candidates(
    index: PageIndex, start: int = 0, stop: int | None = None
) -> Iterator[tuple[int, list[str], int]]:
    """(position, names, in-article aside or -1) of every byline candidate of the page
    from ``start`` up to ``stop`` (the end when None), in document order."""
    elements, own_text = index.elements, index.own_text
    for position, may_be_marked in _openings_between(index, start, stop):
        text = _candidate_text(elements[position], may_be_marked, own_text[position])
        if text is None:
            continue
        names = names_from_byline(text)
        if len(names) > 1:
            names = _without_unlinked_place(index, position, names)
        aside = _container(index, position) if names else None
        if aside is not None:
            yield position, names, aside


def _without_unlinked_place(index: PageIndex, position: int, names: list[str]) -> list[str]:
    """``names`` without the last when the byline links its first name and not its last,
    set after a comma: the reporter's place or desk ("Por <a>Carla Souza</a>, São Paulo",
    "By <a>Jo Lee</a>, New York"), not a co-author (who is joined by a word, "and", or
    linked as the first is). Only a short byline's links are read."""
    if index.text_chars(position) > MAX_BYLINE_CHARS:
        return names
    last = names[-1]
    text = " ".join(index.full_text(position).split())
    at = text.rfind(last)
    if at <= 0 or not text[:at].rstrip().endswith(","):
        return names
    tags = index.tags
    links = [
        " ".join(index.full_text(inner).split())
        for inner in range(position + 1, index.ends[position] + 1)
        if tags[inner] == "a"
    ]
    if not links:
        return _without_comma_place(text, names)
    if names[0] not in links or last in links:
        return names
    return names[:-1]


def _without_comma_place(text: str, names: list[str]) -> list[str]:
    """``names`` without the second of two when an unlinked byline ends with it after a
    comma alone and it opens as a city's name does (:data:`~thresher.metadata.byline_words.
    PLACE_OPENERS`): the reporter's place ("By Rahul Verma, New Delhi", "राहुल वर्मा, नई
    दिल्ली"), not a co-author listed with a comma ("Par Stefan Häne, Sylvain Besson")."""
    if len(names) != 2 or not text.endswith(names[1]):
        return names
    if names[1].split(maxsplit=1)[0].casefold() not in PLACE_OPENERS:
        return names
    first = text.find(names[0])
    if first < 0:
        return names
    between = text[first + len(names[0]) : len(text) - len(names[1])]
    return names[:1] if between.strip() == "," else names


def _openings_between(index: PageIndex, start: int, stop: int | None) -> Iterator[tuple[int, bool]]:
    """:func:`_openings` of the elements from ``start`` up to ``stop`` (the end when None),
    run by run: whether an element may open a byline depends on the element alone, and
    the caller mostly stops at the first byline after the headline."""
    compiled = kernel(FACTS)  # looked up once for all the runs
    for first, end in runs(start, len(index.elements) if stop is None else stop):
        # the kernel reads the run in place: the answer for index_slice(index, first, end)
        found = None if compiled is None else compiled.byline_openings(index, first, end)
        if found is None:
            found = _openings_reference(index_slice(index, first, end))  # type: ignore[arg-type]
        for position, marked in found:
            yield first + position, marked


def _openings(index: PageIndex) -> Iterable[tuple[int, bool]]:
    """:func:`_openings_reference`, by the compiled kernel (``thresher._core._facts``)
    when it is built and ``THRESHER_PURE`` is not set: the same pairs either way."""
    return _openings_by(kernel(FACTS), index)


def _openings_by(compiled: Any, index: PageIndex) -> Iterable[tuple[int, bool]]:
    """:func:`_openings` by ``compiled`` (the kernel, or None for the reference)."""
    found = None if compiled is None else compiled.byline_openings(index)
    return _openings_reference(index) if found is None else found


def _openings_reference(index: PageIndex) -> Iterator[tuple[int, bool]]:
    """(position, whether its attributes may mark it) of the elements that may be a
    byline, in document order.

    Cheap tests pass most elements without reading them: own text that cannot
    open a byline (the index's collapsed own text starts with the element's text, so
    its first character is the one :func:`_candidate_text` tests by
    ``may_start_byline``), an element's text that holds no byline word where it opens
    (:func:`_leads_byline`), and the values of the attributes :func:`_marked_text`
    reads that hold none of the words a byline mark needs.
    """
    tags, attrs, own_text = index.tags, index.attrs, index.own_text
    for position, element in enumerate(index.elements):
        if tags[position] in _SKIP_TAGS:
            continue
        may_be_marked = attrs[position + 1] > attrs[position] and _may_be_marked(element)
        own = own_text[position]
        if may_be_marked or (
            own and may_open_byline(own) and may_start_byline(own) and _leads_byline(element)
        ):
            yield position, may_be_marked


def _may_open_by_text(own: str) -> bool:
    """The scan's first test of an element's own text in the index (whitespace
    collapsed; :func:`_openings_reference`): False only when the text path of
    :func:`_candidate_text` takes nothing from the element, whose leading text opens as
    ``own`` does (its first character after whitespace, and its opening's words)."""
    return bool(own) and may_open_byline(own) and may_start_byline(own)


def _leads_byline(element: Any) -> bool:
    """False when the element's text, not blank, can open no byline: it is the leading
    text :func:`_candidate_text` reads (``may_lead_byline``); "Parameters" opens like
    "Par Jean" in the index's own text but holds no byline word before a space."""
    text = element.text
    return not text or text.isspace() or may_lead_byline(text)


def _candidate_text(
    element: Any, may_be_marked: bool = True, indexed: str | None = None
) -> str | None:
    """The text of an element that marks itself (or reads) as a byline, else None.

    ``may_be_marked`` False says the element's attributes cannot mark it. ``indexed``,
    when given, is the element's own text in the page index: an element its attributes
    do not mark is then read only when that text may open a byline
    (:func:`_may_open_by_text`, the gate the scan puts before the unmarked ones).
    """
    if may_be_marked:
        marked = _marked_text(element)
        if marked is not None:
            return _in_page_language(element, marked) if marked else None
        if indexed is not None and not _may_open_by_text(indexed):
            return None  # marked in words of its link's query ("…Author…"), no byline's text
    own, after = _leading_text(element)
    if not own or own.isspace() or not may_start_byline(own):
        return None
    if is_prefix_word(own):
        # a table's column header ("Author | Message" over a forum's posts) is a label
        return None if element.tag == "th" else _prefix_element_text(element)
    if own.strip() and (starts_with_prefix(own + " X") or _dashed_opening(own)):
        text = _short_text(element)
        if text is None and after is not None and after.tag == "br":
            text = own  # "By Azera Rahman<br>New Delhi, Jan 13 (IANS): …": its own line
        return text if text is not None and starts_with_prefix(text) else None
    return _language_byline(element, own)


def _dashed_opening(own: str) -> bool:
    """A byline word of a script without capitals, a dash and a full name in the
    element's own text ("كتب - محمد أحمد"): the name's words are read, so nothing may
    stand for more text after them as "X" does for the Latin bylines."""
    return not own.isascii() and starts_with_prefix(own)


def _language_byline(element: Any, own: str) -> str | None:
    """The text of an unmarked byline opened by a capitalised byline word of the page's
    language alone (:func:`~thresher.metadata.names.language_byline`: Dutch "Door Jan de
    Vries" on a page whose ``<html lang>`` is Dutch), else None."""
    first = own.split(None, 1)[0] if own.strip() else ""
    if first[:1].islower() or first.casefold() not in _LANGUAGE_WORDS:
        return None
    lang = element.getroottree().getroot().get("lang") or ""
    text = _short_text(element) if lang else None
    return language_byline(text, lang) if text else None


def _in_page_language(element: Any, text: str) -> str:
    """A marked byline's text, its first word in lower case when that is a capitalised
    byline word of the page's language alone before a person's name (Catalan "Per Jordi
    Puig" on a page whose ``<html lang>`` is Catalan: :func:`_language_byline`)."""
    first = text.split(None, 1)[0] if text.strip() else ""
    folded = first.casefold()
    if (
        folded.rstrip(":：") in _LABEL_WORDS
        or folded.startswith(_GLUED_LABELS)
        or (not first.isascii() and unicodedata.normalize("NFC", folded) in _LABEL_WORDS)
    ):
        lang = element.getroottree().getroot().get("lang") or ""
        return (without_language_label(text, lang) or text) if lang else text
    if first[:1].islower() or first.casefold() not in _LANGUAGE_WORDS:
        return text
    lang = element.getroottree().getroot().get("lang") or ""
    return (language_byline(text, lang) or text) if lang else text


def _leading_text(element: Any) -> tuple[str | None, Any]:
    """The element's first visible text (its text, or the tail of the children before it
    that show none: a line break, an image or its link, "<p><br>作者：林晖</p>") and the
    child right after that text, if any."""
    text = element.text
    if text and not text.isspace():
        return text, next(iter(element), None)
    for child in element:
        if not isinstance(child.tag, str) or child.tag in _SKIP_TAGS:
            pass  # a comment or a script shows nothing
        elif any(map(str.strip, child.itertext())):
            return None, None  # the element opens with its child's text
        tail = child.tail
        if tail and not tail.isspace():
            return tail, child.getnext()
    return None, None


def _marked_text(element: Any) -> str | None:
    """A byline element's text when its attributes mark it as one ("" when marked but
    long or empty), else None."""
    attrib = element.attrib
    itemprop = attrib.get("itemprop")
    if itemprop and _AUTHOR_ITEMPROPS & set(itemprop.lower().split()):
        return "" if _in_feedback_item(element) else _itemprop_text(element) or ""
    if element.tag == "a" and (
        _AUTHOR_REL in (attrib.get("rel") or "").lower().split()
        or _author_link(attrib.get("href") or "")
    ):
        return author_page_name(_short_text(element) or "")
    if _author_class(element):
        return _short_text(element) or ""
    return None


def _prefix_element_text(element: Any) -> str | None:
    """The byline opened by an element whose own text is a byline word: the element's
    text, or its parent's when the name sits outside it ("<span>By</span> <a>…</a>")."""
    text = _short_text(element)
    if text is not None and not is_prefix_word(text):
        return text
    parent = element.getparent()
    text = _short_text(parent) if parent is not None else None
    return text if text is not None and is_prefix_word(text.split("\n", 1)[0]) else None


# The microdata items whose author is a reader's, not the page's writer: a review of a
# product or a place, a comment, an answer (the item's type, or the property it fills).
_FEEDBACK_TYPES = ("/Review", "/Comment", "/Answer", "/UserComments")
_FEEDBACK_PROPS = frozenset({"review", "reviews", "comment", "comments", "answer"})


def _in_feedback_item(element: Any) -> bool:
    """Whether the item an ``itemprop=author`` element fills (its nearest ancestor with
    ``itemscope``, within :data:`MAX_ANCESTORS` levels) is a review, a comment or an
    answer ("Verifizierte/r Tierfreund/in" under a shop's ``itemprop=review``)."""
    parent = element.getparent()
    for _ in range(MAX_ANCESTORS):
        if parent is None or not isinstance(parent.tag, str):
            return False
        if parent.get("itemscope") is not None:
            kind = parent.get("itemtype") or ""
            props = set((parent.get("itemprop") or "").lower().split())
            return kind.rstrip("/").endswith(_FEEDBACK_TYPES) or bool(props & _FEEDBACK_PROPS)
        parent = parent.getparent()
    return False


def _itemprop_text(element: Any) -> str | None:
    for child in element.iter():
        if "name" in (child.get("itemprop") or "").lower().split() and child is not element:
            return child.get("content") or _short_text(child)
    return element.get("content") or _short_text(element)


def _short_text(element: Any) -> str | None:
    """The element's text with its child elements on separate lines, leaving out children
    marked as a tag, date, role or biography; None when long."""
    pieces: list[str] = []
    size = 0
    for piece in _texts(element, element):
        stripped = piece.strip()
        if stripped:
            pieces.append(piece)
            size += len(stripped)  # a template's indentation is not text
            if size > MAX_BYLINE_CHARS:
                return None
    text = "\n".join(pieces)
    return text or None


def _texts(element: Any, root: Any) -> Iterator[str]:
    """Text pieces of ``element`` in document order (tails excluded for the root)."""
    words = _words(element) if element is not root else set()
    marked = bool(words & NOT_AUTHOR_CLASS_WORDS) and "name" not in words
    if isinstance(element.tag, str) and element.tag not in _SKIP_TAGS and not marked:
        yield element.text or ""
        for child in element:
            yield from _texts(child, root)
    if element is not root:
        yield element.tail or ""


def _words(element: Any) -> set[str]:
    marks = f"{element.get('class') or ''} {element.get('id') or ''}"
    return set(_WORD.findall(marks.lower())) if marks != " " else set()  # most: neither


def _mark_words(element: Any) -> set[str]:
    """The element's class and id words, lower case, camelCase words also split: a
    byline's own mark may be written so; a container's ("bylineComments") is read whole.
    A field's label display ("field--label-hidden": Drupal's mark on every field) is no
    word of the element's own."""
    marks = f"{element.get('class') or ''} {element.get('id') or ''}"
    if "label-" in marks:
        marks = _FIELD_LABEL.sub(" ", marks)
        return set(_WORD.findall(marks.lower())) | {w.lower() for w in _CAMEL_WORD.findall(marks)}
    return _words(element) | {word.lower() for word in _CAMEL_WORD.findall(marks)}


def _stems_pattern(words: frozenset[str]) -> re.Pattern[str]:
    """A pattern found in every text that holds one of ``words``: the words that hold
    no other, a cheap test before splitting the text into words."""
    stems = sorted(w for w in words if not any(o != w and o in w for o in words))
    return re.compile("|".join(map(re.escape, stems)))


_AUTHOR_CLASS_STEMS = _stems_pattern(AUTHOR_CLASS_WORDS)
_AUTHOR_PATH_STEMS = _stems_pattern(AUTHOR_PATH_WORDS)
# Every mark _marked_text reads (itemprop, rel, href, class, id) holds one of these.
_MARK_STEMS = _stems_pattern(
    AUTHOR_CLASS_WORDS | AUTHOR_PATH_WORDS | _AUTHOR_ITEMPROPS | {_AUTHOR_REL}
)


# The attributes _marked_text reads: on every element, and on a link (``a``) also these.
_MARK_ATTRIBUTES = frozenset({"itemprop", "class", "id"})
_LINK_MARK_ATTRIBUTES = _MARK_ATTRIBUTES | {"rel", "href"}


def _may_be_marked(element: Any) -> bool:
    """False when no value of the attributes :func:`_marked_text` reads can mark the
    element as a byline (a photo's ``alt``, a form's ``label for=author`` cannot)."""
    names = _LINK_MARK_ATTRIBUTES if element.tag == "a" else _MARK_ATTRIBUTES
    return may_mark(" ".join(value for name, value in element.items() if name in names))


def may_mark(values: str) -> bool:
    """False when attribute values (joined by spaces) hold none of the mark stems."""
    return _MARK_STEMS.search(values.lower()) is not None


def _author_class(element: Any) -> bool:
    marks = f"{element.get('class') or ''} {element.get('id') or ''}".lower()
    if not _AUTHOR_CLASS_STEMS.search(marks):
        return False
    words = _mark_words(element)
    marked = words & AUTHOR_CLASS_WORDS or any(map(_run_together_author, words))
    return bool(marked) and not words & NOT_AUTHOR_CLASS_WORDS


# NOT_AUTHOR_CLASS_WORDS as str.endswith takes them (any of a tuple, tested in C).
_NOT_AUTHOR_ENDINGS = tuple(sorted(NOT_AUTHOR_CLASS_WORDS))


def _run_together_author(word: str) -> bool:
    """A class word run together from a byline's words ("mainartauthor"), not from a
    word that marks something else ("topicauthor": a thread's, "commentauthor")."""
    for ending in _AUTHOR_ENDINGS:
        if word.endswith(ending):
            head = word[: -len(ending)]
            return not head.endswith(_NOT_AUTHOR_ENDINGS)
    return False


def _author_link(href: str) -> bool:
    """True for a link to an author's page: its path's last folder is an author word."""
    if not _AUTHOR_PATH_STEMS.search(_path_zone(href.lower(), href)):
        return False
    try:
        path = urlsplit(href).path.lower().strip("/").split("/")
    except ValueError:  # a malformed link ("http://[x]/")
        return False
    return len(path) >= 2 and path[-2] in AUTHOR_PATH_WORDS


_URL_REMOVED = ("\t", "\r", "\n")  # urlsplit deletes these anywhere in the address


def _path_zone(lowered: str, href: str) -> str:
    """The part of an address (lower-cased) that holds its path: everything before the
    first "?" or "#", so a stem found only in the query ("utm_campaign=…Author…" on every
    reply link of a blog's comments) sends no link to ``urlsplit``. The whole address when
    it holds a character urlsplit deletes (a stem may be joined across it)."""
    if "\t" in href or "\r" in href or "\n" in href:  # _URL_REMOVED, each found in C
        return lowered
    return lowered.partition("#")[0].partition("?")[0]


def _container(index: PageIndex, position: int) -> int | None:
    """None inside navigation, menus, footers, sidebars, captions, forms or comments
    (but not inside such a tag that holds the page's ``main``: misnested markup); else
    the position of the ``aside`` within an ``article`` or ``main`` that holds the
    element (the article's margin, a side column with its byline and date), or -1."""
    tags = index.tags
    aside = -1
    in_main = False  # a container around ``main`` wraps the page (misnested markup)
    for depth, parent in enumerate(index.ancestors(position)):
        if depth >= MAX_ANCESTORS or tags[parent] == "body":
            return aside
        if tags[parent] == "aside" and _within_article(index, parent, _MARGIN_HOLDERS):
            aside = parent
            continue
        in_main = in_main or tags[parent] == "main"
        if _skipped(index, parent, position) and not (in_main and tags[parent] in SKIP_CONTAINERS):
            return None
    return aside


_HEADLINE_TAGS = ("h1", "h2")


def _skipped(index: PageIndex, position: int, inner: int) -> bool:
    """A container whose names are not the byline's: navigation, the page's footer,
    caption, comments, or a form (but not a form that wraps most of the page, as
    ASP.NET's do, nor one where a headline stands before the element at ``inner``: the
    story inside a page's form; nor an article's own footer, which holds its byline in
    HTML5)."""
    tag = index.tags[position]
    if tag == "form":
        if 2 * (index.ends[position] - position) >= len(index.tags):
            return False
        return not any(t in _HEADLINE_TAGS for t in index.tags[position + 1 : inner])
    if tag == "footer" and _within_article(index, position):
        return False
    if tag == "nav" and _headline_nav(index, position):
        return False
    return tag in SKIP_CONTAINERS or bool(_words(index.elements[position]) & SKIP_CONTAINER_WORDS)


MAX_HEADLINE_NAV_LINKS = 3  # a byline's writers, not a menu
MAX_HEADLINE_NAV_ELEMENTS = 30  # the elements of such a list (a writer, an editor, dates)


def _headline_nav(index: PageIndex, position: int) -> bool:
    """Whether the ``nav`` at ``position`` is the headline's byline list: a ``nav`` of at
    most :data:`MAX_HEADLINE_NAV_LINKS` links, one to a writer's page ("/author/…"), whose
    text opens with a byline word ("Written by: …") and whose parent holds, before it, an
    ``h1`` with text of its own (a story's headline; a logo's ``h1`` is all link): a
    story's header listing its writer and editor under the headline."""
    tags = index.tags
    end = index.ends[position]
    if end - position > MAX_HEADLINE_NAV_ELEMENTS:
        return False  # a menu
    links = [p for p in range(position + 1, end + 1) if tags[p] == "a"]
    if not 0 < len(links) <= MAX_HEADLINE_NAV_LINKS or not any(
        _author_link(index.elements[p].get("href") or "") for p in links
    ):
        return False
    parent = index.parents[position]
    if parent < 0 or not starts_with_prefix(index.full_text(position)):
        return False
    return any(
        tags[p] == "h1" and index.own_text[p].strip() and index.parents[p] == parent
        for p in range(parent + 1, position)
    )


def _within_article(
    index: PageIndex, position: int, holders: frozenset[str] = frozenset({"article"})
) -> bool:
    """Whether an ``article`` (or another of ``holders``) holds the element."""
    return any(index.tags[parent] in holders for parent in index.ancestors(position))


# Chinese reporter credits (source 3 of the module notes): the text elements read.
MAX_REPORTER_LINES = 12
MAX_OPENING_CHARS = 80  # the opening of a line that the byline words are read in
_WRITER_LABEL_WORD = "作者"
# The words a line needs to be read as a credit: reporter_names' ("记者", and "文" of
# "文/赵勇"), korean_reporter_names' and _labelled_writer's. None is ASCII, so a line in
# ASCII names no one (a word of the tables in ASCII turns this test off);
# japanese_credit_names' writers are letters outside ASCII.
_CREDIT_NEEDS_WIDE = not any(
    word.isascii() for word in (*REPORTER_WORDS, "文", KOREAN_REPORTER_WORD, _WRITER_LABEL_WORD)
)


def _reporter_line_names(index: PageIndex, headline: int | None) -> list[str]:
    """The writers of a Chinese reporter credit (:func:`~thresher.metadata.names.
    reporter_names`) opening one of the first :data:`MAX_REPORTER_LINES` text elements
    after the headline (the first ``h1`` when none is known): the story's dateline
    ("新华社北京12月9日电（记者张建）…") or a credit line ("本报记者 李香才"), not one in
    navigation, footers, sidebars or comments."""
    for position in _headline_lines(index, headline):
        own = index.own_text[position]
        if opens_line_label(own):
            names = _line_label_writer(index, position)
            if names and _container(index, position) is not None:
                return names
        if _CREDIT_NEEDS_WIDE and own.isascii():
            continue  # most lines: no credit word can be in them
        names = (
            reporter_names(own)
            or lone_reporter_names(own)
            or placed_credit_names(own)
            or korean_reporter_names(own)
            or japanese_credit_names(own)
            or dateline_credit_names(own)
            or _labelled_writer(index, position, own)
        )
        if names and _container(index, position) is not None:
            return names
    return []


def _line_byline_names(index: PageIndex, headline: int | None) -> list[str]:
    """The names of a byline on a line of its own inside a longer element (between line
    breaks: "By TERENCE HUNT<br>AP White House Correspondent", "…2008<br>By Telford
    Vice"; :func:`~thresher.metadata.text_lines.own_lines`) in one of the first
    :data:`MAX_REPORTER_LINES` text elements after the headline (the first ``h1`` when
    none is known), not in navigation, footers, sidebars or comments; none when those
    lines name different writers (a list of stories, each with its byline)."""
    start = headline if headline is not None else _first_h1(index)
    if start is None:
        return []
    found = _under_headline(index, start) + _after_headline(index, start)
    distinct = {tuple(names) for names in found}
    return found[0] if len(distinct) == 1 else []  # several writers' lines: a list of stories


MAX_DATE_OPENING = 24  # a dated byline's first digit stands within its first characters


def _dated_byline_names(index: PageIndex, headline: int | None) -> list[str]:
    """The full names of a byline line that opens with the story's date, then a byline
    word, in one of the first :data:`MAX_REPORTER_LINES` text elements
    after the headline (the first ``h1`` when none is known): "12/28/2005 1:06:32 PM, by
    Ken Fisher", "Posted on March 3, 2024 by Jane Doe" (:func:`~thresher.metadata.names.
    dated_byline`); not one in navigation, footers, sidebars or comments."""
    for position in _headline_lines(index, headline):
        own = index.own_text[position]
        if _may_be_dated(own):
            text = _short_text(index.elements[position])
            names = dated_byline(text) if text else []
        elif own[:1] in _WRITTEN_BY_LETTERS and _opens_written_by(own):
            text = _long_text(index.elements[position])
            names = written_by_sentence(text) if text else []
        else:
            continue  # most lines: neither a date nor a writer's sentence opens them
        if names and _container(index, position) is not None:
            return names
    return []


def _may_be_dated(own: str) -> bool:
    """Whether an element's own text may open a dated byline: short, a digit in its
    opening and a byline word after a space or a separator (the name may be a child's)."""
    if len(own) > MAX_BYLINE_CHARS or not any(map(str.isdigit, own[:MAX_DATE_OPENING])):
        return False
    return may_hold_dated_byline_word(own)


def _opens_written_by(own: str) -> bool:
    """Whether an element's own text opens as a writer's sentence does ("This post…")."""
    return own[:_LONGEST_WRITTEN_FIRST].casefold().startswith(_WRITTEN_BY_FIRSTS)


_WRITTEN_BY_FIRSTS = tuple({opening.split()[0] + " " for opening in WRITTEN_BY_OPENINGS})
_LONGEST_WRITTEN_FIRST = max(map(len, _WRITTEN_BY_FIRSTS))
# The first letters of the writer's sentences, both cases ("This", "Dieser", "Cet").
_WRITTEN_BY_LETTERS = frozenset(
    letter for first in _WRITTEN_BY_FIRSTS for letter in (first[0], first[0].upper())
)
MAX_SENTENCE_CHARS = 400  # a writer's sentence with the writer's role and employer


def _long_text(element: Any) -> str | None:
    """The element's text when it holds at most :data:`MAX_SENTENCE_CHARS`."""
    text = " ".join("".join(element.itertext()).split())
    return text if len(text) <= MAX_SENTENCE_CHARS else None


def _under_headline(index: PageIndex, start: int) -> list[list[str]]:
    """The names of the byline lines in the headline's parent after it (its tail: "<h1>
    …</h1>By JEFFREY McMURRAY<br>")."""
    element = index.elements[start]
    parent = element.getparent()
    if parent is None:
        return []
    names = _names_of_lines(own_lines(parent, element, _opens_byline, MAX_BYLINE_CHARS))
    return names if names and _container(index, start) is not None else []


def _after_headline(index: PageIndex, start: int) -> list[list[str]]:
    """The names of the byline lines of the first :data:`MAX_REPORTER_LINES` text
    elements after the headline (at ``start``)."""
    found: list[list[str]] = []
    for position in _story_lines(index, start):
        own = index.own_text[position]
        element = index.elements[position]
        if not len(element) and not _may_be_byline_line(own):
            continue  # a childless element's one line is its own text: not a byline's
        names = _names_of_lines(own_lines(element, None, _opens_byline, MAX_BYLINE_CHARS))
        found += names if names and _container(index, position) is not None else []
    return found


def _may_be_byline_line(own: str) -> bool:
    """False only when a childless element whose own text (whitespace collapsed) is
    ``own`` has no byline line: its one line is ``own``, which must be short enough and
    open as a byline does. :func:`_opens_byline` of ``own`` accepts whatever it accepts of
    the element's text (whose opening, collapsed, is a prefix of ``own``, the same first
    letter): an exact gate that spares reading the element."""
    return len(own) <= MAX_BYLINE_CHARS and _opens_byline(own)


def _opens_byline(text: str) -> bool:
    """:func:`~thresher.metadata.names.may_open_byline` of a text's opening, its spaces
    collapsed ("Posted\n  by" opens as "Posted by" does)."""
    if not may_start_byline(text):  # its first letter opens no byline word
        return False
    return may_open_byline(" ".join(text[:MAX_OPENING_CHARS].split()))


def _names_of_lines(lines: Iterable[str]) -> list[list[str]]:
    """The names of each of ``lines`` that is a byline naming people by their full names
    ("By Jane Doe"; a one-word name on such a line is a menu's "By Industry")."""
    found = []
    for line in lines:
        if starts_with_prefix(line):
            names = names_from_byline(line)
            if names and all(" " in name for name in names):
                found.append(names)
    return found


# A character every reporter word holds ("者"): the texts holding one are found by one
# search for it (the table without one fails here, at import).
_REPORTER_CHAR = min(set.intersection(*(set(word) for word in REPORTER_WORDS)))
CLOSING_CREDIT_CHARS = 24  # a closing reporter credit: a short line, or a bracket this long


def _closing_reporter_names(index: PageIndex, headline: int | None) -> list[str]:
    """The writers of a Chinese reporter credit closing the story anywhere after the
    headline (or the page's start): a short line of its own ("□ 本报记者 葛灵丹") or a
    bracket ending a paragraph ("…报道。（信报记者 蔡雪婧）"), not one in navigation,
    footers, sidebars or comments."""
    start = headline if headline is not None else _first_h1(index)
    first = 0 if start is None else index.ends[start] + 1
    for position in holding_positions(index, _REPORTER_CHAR, first):  # one search of the page
        own = index.own_text[position]
        if not any(map(own.__contains__, REPORTER_WORDS)):
            continue
        credit = _closing_credit(own.strip())
        names = reporter_names(credit) if _opens_credit(credit) else []
        if names and _container(index, position) is not None:
            return names
    return []


_CREDIT_BRACKET = re.compile(rf"[(（][^()（）]{{2,{CLOSING_CREDIT_CHARS - 2}}}[)）]")
MAX_CREDIT_OPENER = 4  # Han characters before the reporter word: a paper's ("本报", "信报")


def _opens_credit(text: str) -> bool:
    """Whether at most a paper's short name of Han characters stands before the text's
    reporter word (marks and brackets aside): a credit alone, not a line that mentions
    reporters ("キャリア採用 記者募集": recruiting reporters)."""
    at = min((text.find(word) for word in REPORTER_WORDS if word in text), default=-1)
    letters = list(filter(str.isalnum, text[:at]))
    return at >= 0 and len(letters) <= MAX_CREDIT_OPENER and all(map(is_han, letters))


def _closing_credit(text: str) -> str:
    """The text when short, else the last short bracket in it that holds a reporter word
    ("…报道。（信报记者 蔡雪婧）", "…。(本刊記者/李靜睿)香港新浪新聞…"), else nothing."""
    if len(text) <= CLOSING_CREDIT_CHARS:
        return text
    for bracket in reversed(_CREDIT_BRACKET.findall(text)):
        if any(map(bracket.__contains__, REPORTER_WORDS)):
            return bracket
    return ""


def _line_label_writer(index: PageIndex, position: int) -> list[str]:
    """The writers a line label ("Muhabir: Ayşe Demir") names in the element's text or,
    when the label stands alone in it, its parent's ("<span>Muhabir</span> <a>…</a>")."""
    element = index.elements[position]
    for holder in (element, element.getparent()):
        text = _short_text(holder) if holder is not None else None
        names = line_label_names(text) if text is not None else []
        if names:
            return names
    return []


def _labelled_writer(index: PageIndex, position: int, own: str) -> list[str]:
    """The writer a "作者：" label names in a line of the page's facts, its name in a
    child of the element or of its parent ("来源：<a>长江商报</a> 作者：<span>罗义</span>")."""
    if _WRITER_LABEL_WORD not in own:
        return []
    element = index.elements[position]
    for holder in (element, element.getparent()):
        text = _short_text(holder) if holder is not None else None
        names = labelled_writer(text) if text is not None else []
        if names:
            return names
    return []


# Unmarked bylines (source 5 of the module notes): the lines read after the headline.
MAX_BARE_LINES = 8  # text elements read after the headline, at most
MAX_ROLE_WORDS = 4  # a job title's words, at most
MAX_BARE_PARAGRAPHS = 2  # long texts (a standfirst) passed before the body is reached
PARAGRAPH_CHARS = 100  # an own text this long is a paragraph, not a byline
# A heading, a list item, a table cell or a control is no byline line.
_BARE_SKIP_TAGS = frozenset(
    {"h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "button", "label", "time"}
)
# A date beside the name ("Jo Lee | May 3, 2024"); not a year in brackets: a person's
# life ("Tasha Thomas (1950-1984)") heads a page about them.
_INTRODUCING = ("about", "by")  # the words before a name that introduce a person
_INTRODUCED = (["is", "a"], ["is", "an"], ["is", "the"])  # and after it
_YEAR = re.compile(r"\b(?:19|20)\d\d\b(?![^()]*\))")


def _bare_byline_names(
    index: PageIndex, headline: int | None, sites: tuple[str, ...] = ()
) -> list[str]:
    """The names of an unmarked byline right under the headline: the first short line
    of the next :data:`MAX_BARE_LINES` text elements that holds only persons' names,
    reading no further than :data:`MAX_BARE_PARAGRAPHS` paragraphs (the body). A name
    sharing a word with the headline (the story's subject) or with ``sites``, the site's
    names, host and ``<title>`` (a publisher: "Handball Schweiz" on handball.ch), or
    with the site's logo (:func:`_logo_names`, on a page without an address), is no
    writer's."""
    if headline is None:
        return []
    taken: set[str] | None = None  # the headline's and the sites' words, read once needed
    lines = _bare_lines(index, index.ends[headline] + 1)
    current = next(lines, None)
    while current is not None:
        (position, text), following = current, next(lines, None)
        current = following  # read one line ahead: a job title may follow the name
        labelled = is_prefix_word(text)
        if labelled:  # "<p>Written By</p><span>Jo Lee</span>"
            if following is None:
                return []
            position, text = following[0], f"{text}\n{following[1]}"
            current = next(lines, None)  # the name's line is read
        elif following is not None and _role_line(following[1]):
            text = f"{text}\n{following[1]}"  # "<p>Jo Lee</p><p>Senior Editor</p>"
        names = _bare_line_names(index, position, text, labelled)
        if not names:
            continue
        taken = _folded_words(index.full_text(headline), *sites) if taken is None else taken
        if not any(_folded_words(name) & taken for name in names):
            logos = _folded_words(*_logo_names(index))  # read once a line is taken
            return [] if any(_folded_words(name) & logos for name in names) else names
    return []


def _logo_names(index: PageIndex) -> list[str]:
    """The ``alt`` and ``title`` of the images in links to a front page: the site's
    logo, naming it where no metadata or address does."""
    names: list[str] = []
    for position, tag in enumerate(index.tags):
        if tag != "img":
            continue
        link = next((p for p in index.ancestors(position) if index.tags[p] == "a"), None)
        if link is not None and _front_page(index.elements[link].get("href") or ""):
            image = index.elements[position]
            names += [value for value in (image.get("alt"), image.get("title")) if value]
    return names


def _front_page(href: str) -> bool:
    """A link to a site's front page: no path beyond "/", no query."""
    try:
        parts = urlsplit(href.strip())
    except ValueError:  # a malformed link ("http://[x]/")
        return False
    return parts.path in ("", "/") and not parts.query and bool(parts.netloc or parts.path)


def _folded_words(*texts: str) -> set[str]:
    """The words of the texts, case-folded, and their run together ("malaysiasun" for
    a host): the words a name may share with a headline or a site's name."""
    words = {w.casefold() for text in texts for w in _NAME_WORD.findall(text)}
    return words | {"".join(_NAME_WORD.findall(text)).casefold() for text in texts}


def _bare_lines(index: PageIndex, start: int) -> Iterator[tuple[int, str]]:
    """(position, own text) of the short text elements from ``start`` that may be a
    byline line, until the body's paragraphs or the line budget run out."""
    lines = paragraphs = 0
    for position in range(start, len(index.elements)):
        own = index.own_text[position]
        if not own or own.isspace() or index.tags[position] in _SKIP_TAGS:
            continue
        lines += 1
        if lines > MAX_BARE_LINES:
            return
        if len(own) >= PARAGRAPH_CHARS:
            paragraphs += 1
            if paragraphs > MAX_BARE_PARAGRAPHS:
                return
            continue
        if index.tags[position] not in _BARE_SKIP_TAGS and not index.in_link[position]:
            text = _short_text(index.elements[position])  # "Jo Lee<br>Tuesday": two lines
            if text is not None:
                yield position, text


def _bare_line_names(index: PageIndex, position: int, text: str, labelled: bool) -> list[str]:
    """The names of one unmarked line, when they are persons' (:func:`_bare_person`) and
    the line says it is a byline: a byline word before it (``labelled``), a date beside
    the name, or the line is the name alone and the page introduces the person
    (:func:`_introduced`). Never a labelled value ("Photo: …", "SKU: …") or a line in
    navigation, footers, sidebars or comments. Cheap tests first: most lines fail them."""
    if not labelled and (":" in text or not _opens_capitalised(text)):
        return []
    _, _, after = text.partition("\n")
    titled = bool(after.strip()) and all(map(_role_line, after.split("\n")))
    dated = labelled or titled or _YEAR.search(text) is not None
    if not dated and not looks_personal(text):
        return []  # undated: the line must be one person's name alone
    names = names_from_byline(text)
    if not names or not all(map(_bare_person, names)):
        return []
    if not dated and " ".join(text.split()) != names[0]:
        return []
    if not all(_persons_name(name, index) for name in names):
        return []
    if not dated and not _introduced(names[0], index) and not _lone_dated(index, position):
        return []
    return names if _container(index, position) is not None else []


MAX_DATE_LINE_CHARS = 40  # a date's own line beside a byline ("12.03.2025, 14:30 Uhr")
DATE_LOOKAHEAD = 3  # elements after a name's line read for its date


def _dated_after(index: PageIndex, position: int) -> bool:
    """The name's line is followed by the story's date: the next text element (within
    :data:`DATE_LOOKAHEAD` elements) is a ``time`` element or a short line holding a
    year that opens with the date ("<p>Jo Lee</p><time>12.03.2025</time>", "March 12,
    2025"; not "Reviewed 06/08/2024", a review's signature)."""
    start = index.ends[position] + 1
    for after in range(start, min(start + DATE_LOOKAHEAD, len(index.elements))):
        own = index.own_text[after].strip()
        if own:
            return index.tags[after] == "time" or _date_line(own)
    return False


def _lone_dated(index: PageIndex, position: int) -> bool:
    """:func:`_dated_after`, the line no entry of a run of them (a thread's posts, a
    shop's reviews: :func:`_list_item`)."""
    return _dated_after(index, position) and _list_item(index, position) is None


def _date_line(text: str) -> bool:
    """A short line holding a year whose first word is a number or a month's name."""
    if len(text) > MAX_DATE_LINE_CHARS or _YEAR.search(text) is None:
        return False
    first = text.split()[0].strip(".,").casefold()
    return first[:1].isdigit() or first in MONTHS


def _role_line(text: str) -> bool:
    """A short line naming a job ("Senior Editor", "Staff Writer, Sports"): under a
    name, it says the name is the writer's."""
    words = text.split(",")[0].casefold().split()
    return 1 <= len(words) <= MAX_ROLE_WORDS and words[-1].strip(".") in ROLE_WORDS


def _opens_capitalised(text: str) -> bool:
    """The line's first letter or digit is a capital: a name may open it."""
    return next(filter(str.isalnum, text), "").isupper()


def _bare_person(name: str) -> bool:
    """A person's name as printed (:func:`~thresher.metadata.names.looks_personal`) with
    no word in capitals only ("FREE Shipping", "Vanguard IRA"): a brand's or a label's."""
    words = _NAME_WORD.findall(name)
    return looks_personal(name) and not any(len(w) > 1 and w.isupper() for w in words)


def _introduced(name: str, index: PageIndex) -> bool:
    """The page introduces the person again elsewhere: "Jo Lee is a …", "About Jo Lee",
    "by Jo Lee" (an author's box, a biography), the name written as the line writes it
    ("Marketing automation is …" introduces no one)."""
    text = index.page_text
    start = text.find(name)
    while start >= 0:
        before = text[max(0, start - 8) : start].casefold().split()[-1:]
        after = text[start + len(name) : start + len(name) + 10].split()[:2]
        if (before and before[0] in _INTRODUCING) or after in _INTRODUCED:
            return True
        start = text.find(name, start + len(name))
    return False


# A wire story's closing credit (source 6 of the module notes): its segments apart by
# semicolons (or a comma before another role), each a role and its names; the
# reporters' and the writer's are the authors, a reporter's place after "in" dropped
# ("Gene Cherry in Salvo, North Carolina").
_CREDIT_SEGMENT = re.compile(r"^\W{0,3}(?:reporting|reported|writing|written)\s+by\s+", re.I)
_CREDIT_SEPARATOR = LazyPattern(
    r"[;)]|,\s*(?=(?:additional|editing|edited|writing|reporting|compiled)\b)", re.I
)
_CREDIT_PLACE = LazyPattern(r"\s+in\s+[^\W\d_][^;]*?(?=,?\s+and\s+[^\W\d_]|$)")


def _wire_credit_names(index: PageIndex, headline: int | None) -> list[str]:
    """The reporters and writers a closing credit of wire copy names: the first text
    element after the headline (or the page's start) that opens with "Reporting by" or
    "Writing by" ("(Reporting by Jo Lee in Paris; Editing by Li Wei)"), not one in
    navigation, footers, sidebars or comments."""
    start = headline if headline is not None else _first_h1(index)
    first = 0 if start is None else index.ends[start] + 1
    for position in holding_positions(index, " by ", first):  # most texts: no credit
        if _CREDIT_SEGMENT.match(index.own_text[position].lstrip()) is None:
            continue
        text = " ".join(index.full_text(position).split())  # names may be links
        names = [
            name
            for segment in _CREDIT_SEPARATOR.split(text)
            if (opening := _CREDIT_SEGMENT.match(segment)) is not None
            for name in split_names(_CREDIT_PLACE.sub("", segment[opening.end() :]))
        ]
        if names and _container(index, position) is not None:
            return list(dict.fromkeys(names))
    return []


# A blog engine's writer marked by a hook of its scripts (Wix Blog: ``<span
# data-hook="user-name">``), read on a post's page: its headline ``h1`` has the post's
# title hook.
_WRITER_HOOK = './/*[@data-hook="user-name"]'
_POST_TITLE_HOOK = "post-title"


def _hooked_writer_names(index: PageIndex) -> list[str]:
    """The writer of a Wix Blog post: the first ``data-hook="user-name"`` element's text
    on a page whose first ``h1`` is ``data-hook="post-title"``, not one in navigation,
    footers, sidebars or comments (Wix posts mostly also name the writer in JSON-LD)."""
    h1 = _first_h1(index)
    if h1 is None or index.elements[h1].get("data-hook") != _POST_TITLE_HOOK:
        return []  # every page but a Wix post's
    for element in index.elements[0].getroottree().iterfind(_WRITER_HOOK):
        position = index.position.get(element)
        text = " ".join(index.full_text(position).split()) if position is not None else ""
        names = split_names(text) if 0 < len(text) <= MAX_BYLINE_CHARS else []
        if names and _container(index, position) is not None:  # type: ignore[arg-type]
            return names
    return []


# A Japanese paper's story closed by its writer's name in lenticular brackets ("…した。
# 【山田太郎】"); the same brackets hold labels ("【速報】", "【関連記事】"), whose words
# are in the table below. A name is two to six Han characters, no kana (a label's
# "【ニュース】", "【まとめ】").
_CLOSING_BRACKET = LazyPattern("【([\u3400-\u9fff]{2,6})】$")
_BRACKET_LABEL_WORDS = (
    "速報", "写真", "動画", "関連", "記事", "特集", "独自", "解説", "詳報", "図解", "更新",
    "追記", "注目", "社説", "一覧", "情報", "提供", "参考", "注意", "続報", "訂正", "号外",
    "告知", "募集", "発表", "結果", "概要", "目次", "広告", "取材", "編集", "新聞", "通信",
    "共同", "時事", "朝刊", "夕刊", "会見", "全文", "要旨", "特報", "地図", "予告", "编辑",
    "责任", "記者", "记者", "敬称", "抜粋", "寄稿", "翻訳", "構成", "撮影", "談話", "引用",
)  # fmt: skip
MAX_CLOSING_BRACKETS = 8  # paragraphs holding the bracket read, at most


_JAPANESE = ("ja",)  # the <html lang> of the pages whose stories close so
_CLOSING_PARENTHESES = LazyPattern("（([\u3400-\u9fff]{2,6})）")


def _closing_bracket_names(index: PageIndex, headline: int | None) -> list[str]:
    """On a page in Japanese (``<html lang="ja">``), the writer whose name in "【】"
    closes a paragraph of the story after the headline ("…した。【山田太郎】", or the
    bracket alone in the story's last paragraph), or in full-width parentheses as a
    paragraph of its own ("（山田花子）"): two to six Han characters that hold no label word and
    name no news agency ("（共同）"), not in navigation, footers, sidebars or comments."""
    if not declares_language(index, _JAPANESE):
        return []  # every page but a Japanese one
    if "【" in index.page_text:
        names = _closing_names(index, headline, "【", _CLOSING_BRACKET.search)
        if names:
            return names
    return _closing_names(index, headline, "（", _CLOSING_PARENTHESES.fullmatch)


def _closing_names(index: PageIndex, headline: int | None, bracket: str, matches: Any) -> list[str]:
    """:func:`_closing_bracket_names` of the paragraphs holding ``bracket`` (at most
    :data:`MAX_CLOSING_BRACKETS`, from the story's end), whose text ``matches``."""
    start = headline if headline is not None else _first_h1(index)
    first = 0 if start is None else index.ends[start] + 1
    holding = list(holding_positions(index, bracket, first))
    for position in reversed(holding[-MAX_CLOSING_BRACKETS:]):
        match = matches(index.own_text[position].strip())
        name = match.group(1) if match is not None else ""
        if not name or name in JAPANESE_WIRES:
            continue
        if any(word in name for word in _BRACKET_LABEL_WORDS):
            continue
        if index.tags[position] == "p" and _container(index, position) is not None:
            return [name]
    return []


def _microdata_starter_names(index: PageIndex, doc: Document, meta: PageMeta) -> list[str]:
    """:func:`microdata_starter_names` on a page whose tree holds an ``itemprop``."""
    return microdata_starter_names(index, doc) if meta.holds_itemprop else []


def _thread_starter_names(index: PageIndex, doc: Document) -> list[str]:
    """The poster of a thread's opening post (:func:`first_poster_names`), from the
    first ``h1`` on, or the page's start (the title found may be the first post's
    subject line, inside the post)."""
    kept = lambda position: _container(index, position) is not None  # noqa: E731
    return first_poster_names(index, _first_h1(index) or 0, kept)


def _closing_signature_names(index: PageIndex, doc: Document, headline: int | None) -> list[str]:
    """The writer signing the story's end in a bold right-aligned paragraph
    (:func:`signature_names`), after the headline (the first ``h1``), on a page in a
    language whose papers sign so (:func:`signing_page`)."""
    if not signing_page(index):
        return []
    start = headline if headline is not None else _first_h1(index)
    first = 0 if start is None else index.ends[start] + 1
    kept = lambda position: _container(index, position) is not None  # noqa: E731
    return signature_names(index, doc, first, kept)
