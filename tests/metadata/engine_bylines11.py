"""A declared writer beside the byline the reader sees (issue 26, stop 79).

News engines declare one writer and show several: Yoast's JSON-LD ``author`` names the
post's account, the theme's byline its co-authors ("By Jo Lee, Ann Roe and Max Power",
"Von Anna Schmidt und Peter Müller", "Por María López y Juan Pérez", linked writers apart
by commas); a hand-checked truth writes the byline's writers, so the byline's list wins
when it holds the declared writer and only persons besides, or when the declared writer
is a blog engine's account (Yoast's ``@graph`` Person "…/#/schema/person/…", the user
who published the post) the byline does not name. A JSON-LD name may carry the
paper or the agency after a separator ("Jo Lee | Reuters", "Jo Lee – The Texas
Newsroom", "Jo Lee. Sputnik International"): the writer is the part before it. A
surname in capitals before a comma ("STOKES, Leah") is an inverted name. JSON-LD types
named "…Article" ("BackgroundNewsArticle", "SatiricalArticle") or written as their
schema.org address, a script wrapped in "/*<![CDATA[*/", and the author keys of
analytics and engines (Webtrends' ``DCSext.author``, ``byline``, ``vr:author``,
``icx_authors``, ``og:author``) name the writer too; so do Spanish "Redactado por" and
a name's own line followed by the story's date.

And what keeps the declared writer: a byline naming someone else alone, a byline whose
other names are the site or an agency, a byline of one word per writer. What names no
one: an image's author (its photographer), ``og:author`` holding a profile's address, a
name's line followed by the story and no date, a run of dated entries (reviews, posts).

The page around each byline is :mod:`tests.metadata.engine_bylines4`'s (the story of the
byline's language), with the case's declarations in its head; none is copied from a site
or from the shared datasets.
"""

from __future__ import annotations

import json
from dataclasses import replace

from tests.metadata.engine_bylines4 import BylinePage, _page


def _jsonld(*names: str) -> str:
    """A NewsArticle whose ``author`` is one Person per name."""
    people = [{"@type": "Person", "name": name} for name in names]
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "author": people[0] if len(people) == 1 else people,
    }
    return f"<script type='application/ld+json'>{json.dumps(data, ensure_ascii=False)}</script>"


def _yoast(name: str) -> str:
    """Yoast's ``@graph``: the article's author an ``@id`` of a Person node."""
    data = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "NewsArticle", "@id": "#article", "author": {"@id": "#/person/1"}},
            {"@type": "Person", "@id": "#/person/1", "name": name},
        ],
    }
    return f"<script type='application/ld+json'>{json.dumps(data, ensure_ascii=False)}</script>"


def _typed(kind: str, name: str = "Leah Stokes") -> str:
    """An object of ``kind`` whose ``author`` is one Person."""
    data = {
        "@context": "https://schema.org",
        "@type": kind,
        "author": {"@type": "Person", "name": name},
    }
    return f"<script type='application/ld+json'>{json.dumps(data)}</script>"


def _account(name: str) -> str:
    """Yoast's ``@graph`` naming the post's account: a Person ``@id`` ".../#/schema/person/…"."""
    person = "https://news.example.org/#/schema/person/3f2a9c"
    data = {
        "@context": "https://schema.org",
        "@graph": [
            {"@type": "NewsArticle", "@id": "#article", "author": {"@id": person}},
            {"@type": "Person", "@id": person, "name": name},
        ],
    }
    return f"<script type='application/ld+json'>{json.dumps(data, ensure_ascii=False)}</script>"


def _meta(name: str) -> str:
    return f"<meta name='author' content='{name}'>"


def _links(opening: str, names: list[str], joiner: str = ", ", last: str = ", ") -> str:
    """A byline of writers' links: "By <a>A</a>, <a>B</a> and <a>C</a>"."""
    links = [
        f"<a href='/author/{n.lower().replace(' ', '-')}/' rel='author'>{n}</a>" for n in names
    ]
    joined = joiner.join(links[:-1]) + last + links[-1] if len(links) > 1 else links[0]
    return f"<div class='byline'>{opening}{joined}</div>"


# name: (language, the head's declarations, the byline's markup, the writer(s) named)
CASES: dict[str, tuple[str, str, str, str | None]] = {
    # several writers in the byline, the metadata naming the first or another one
    "en_three_linked": (
        "en",
        _yoast("Stefan Becket"),
        _links("By ", ["Stefan Becket", "Kathryn Watson", "Grace Segers"], ", ", " and "),
        "Stefan Becket; Kathryn Watson; Grace Segers",
    ),
    "en_plain_commas": (
        "en",
        _jsonld("Stefan Becket"),
        "<p class='content__meta-byline'>By Stefan Becket, Kathryn Watson, Grace Segers</p>",
        "Stefan Becket; Kathryn Watson; Grace Segers",
    ),
    "en_second_declared": (
        "en",
        _jsonld("Kathryn Watson"),
        _links("By ", ["Stefan Becket", "Kathryn Watson"], last=" and "),
        "Stefan Becket; Kathryn Watson",
    ),
    "en_particles": (
        "en",
        _jsonld("Marna van der Merwe"),
        "<div class='author-line'>Written by <span class='author'>Marna van der Merwe</span>,"
        " <span class='author'>Erik van Vulpen</span></div>",
        "Marna van der Merwe; Erik van Vulpen",
    ),
    "de_two_von": (
        "de",
        _jsonld("Anna Schmidt"),
        "<p class='byline'>Von Anna Schmidt und Peter Müller</p>",
        "Anna Schmidt; Peter Müller",
    ),
    "de_vcard_commas": (
        "de",
        _meta("Rudolf Fischer"),
        "<div class='meta-item author'><span class='vcard author'><span class='fn'>von Rudolf"
        " Fischer, Simon Kohler</span></span></div>",
        "Rudolf Fischer; Simon Kohler",
    ),
    "es_two_por": (
        "es",
        _yoast("María López"),
        "<div class='autor'>Por María López y Juan Pérez</div>",
        "María López; Juan Pérez",
    ),
    "fr_two_par": (
        "fr",
        _jsonld("Marie Dupont"),
        _links("Par ", ["Marie Dupont", "Paul Martin"], last=" et "),
        "Marie Dupont; Paul Martin",
    ),
    "it_two_di": (
        "it",
        _jsonld("Mario Rossi"),
        "<div class='byline'>di Mario Rossi e Giulia Bianchi</div>",
        "Mario Rossi; Giulia Bianchi",
    ),
    "pt_two_por": (
        "pt",
        _jsonld("Ana Souza"),
        _links("Por ", ["Ana Souza", "Carlos Lima"], last=" e "),
        "Ana Souza; Carlos Lima",
    ),
    "nl_two_door": (
        "nl",
        _jsonld("Jan de Vries"),
        "<div class='byline'>Door Jan de Vries en Sanne Bakker</div>",
        "Jan de Vries; Sanne Bakker",
    ),
    "sv_two_av": (
        "sv",
        _jsonld("Anna Svensson"),
        "<div class='byline'>Av Anna Svensson och Erik Lindqvist</div>",
        "Anna Svensson; Erik Lindqvist",
    ),
    "pl_two_authors": (
        "pl",
        _jsonld("Anna Nowak"),
        "<div class='author'>Autorzy: Anna Nowak, Piotr Wiśniewski</div>",
        "Anna Nowak; Piotr Wiśniewski",
    ),
    "ro_two_de": (
        "ro",
        _meta("Ioana Popescu"),
        _links("de ", ["Ioana Popescu", "Andrei Ionescu"], last=" și "),
        "Ioana Popescu; Andrei Ionescu",
    ),
    "ru_two_authors": (
        "ru",
        _jsonld("Ольга Иванова"),
        "<div class='article-authors'>Авторы: Ольга Иванова, Сергей Петров</div>",
        "Ольга Иванова; Сергей Петров",
    ),
    "id_two_oleh": (
        "id",
        _jsonld("Budi Santoso"),
        "<div class='author'>Oleh Budi Santoso dan Siti Rahayu</div>",
        "Budi Santoso; Siti Rahayu",
    ),
    # a blog engine's account declared, the byline naming the writers
    "en_account_and_two_writers": (
        "en",
        _account("Kathleen Ditton"),
        _links("By ", ["Jessica Holly", "Gail Levy"]),
        "Jessica Holly; Gail Levy",
    ),
    "en_account_and_a_writer": (
        "en",
        _account("Kevin Rebong"),
        _links("By ", ["David Jeans"]),
        "David Jeans",
    ),
    "es_account_and_a_writer": (
        "es",
        _account("webmaster"),
        "<div class='autor'>Por <a href='/autor/maria-lopez/' rel='author'>María López</a></div>",
        "María López",
    ),
    "en_account_and_the_site": (
        "en",
        _account("Max Mittler"),
        _links("By ", ["News Example"]),
        "Max Mittler",
    ),
    # the paper or the agency after the declared writer
    "en_pipe_newsroom": (
        "en",
        _jsonld("Sergio Martínez-Beltrán | The Texas Newsroom"),
        "",
        "Sergio Martínez-Beltrán",
    ),
    "en_dash_agency": ("en", _jsonld("Leah Stokes – Reuters"), "", "Leah Stokes"),
    "es_dot_paper": ("es", _jsonld("Juan Pérez · El Diario"), "", "Juan Pérez"),
    "en_full_stop_outlet": (
        "en",
        _jsonld("Finian Cunningham. Sputnik International"),
        "<div class='byline'><a href='/authors/finian-cunningham/'>Finian Cunningham</a></div>",
        "Finian Cunningham",
    ),
    "fr_inverted_capitals": ("fr", _meta("DUPONT, Marie"), "", "Marie DUPONT"),
    "en_inverted_capitals": ("en", _jsonld("STOKES, Leah"), "", "Leah STOKES"),
    # what keeps the declared writer
    "en_other_writer_alone": (
        "en",
        _jsonld("Kathleen Ditton"),
        _links("By ", ["Jessica Holly"]),
        "Kathleen Ditton",
    ),
    "en_site_beside": (
        "en",
        _jsonld("Jessica Holly"),
        _links("By ", ["Jessica Holly", "Site"]),
        "Jessica Holly",
    ),
    "en_agency_beside": (
        "en",
        _jsonld("Jo Lee"),
        "<div class='byline'>By Jo Lee and Associated Press</div>",
        "Jo Lee",
    ),
    "en_given_names": (
        "en",
        _jsonld("Linny Smith"),
        "<div class='byline'>By Linny and Peter</div>",
        "Linny Smith",
    ),
    "en_declared_two": (
        "en",
        _jsonld("Jo Lee", "Ann Roe"),
        _links("By ", ["Jo Lee", "Ann Roe", "Max Power"], last=" and "),
        "Jo Lee; Ann Roe",
    ),
    "en_comma_place": ("en", _jsonld("Jo Lee, Washington"), "", "Jo Lee"),
    # JSON-LD types beyond the usual ones, a script wrapped in a block comment
    "en_background_article": ("en", _typed("BackgroundNewsArticle"), "", "Leah Stokes"),
    "en_satirical_article": ("en", _typed("SatiricalArticle"), "", "Leah Stokes"),
    "en_type_as_address": ("en", _typed("http://schema.org/NewsArticle"), "", "Leah Stokes"),
    "es_type_with_prefix": ("es", _typed("schema:NewsArticle", "Juan Pérez"), "", "Juan Pérez"),
    "fr_block_comment_cdata": (
        "fr",
        _jsonld("Marie Dupont").replace("'>", "'>/*<![CDATA[*/", 1).replace("</", "/*]]>*/</", 1),
        "",
        "Marie Dupont",
    ),
    "en_image_author": ("en", _typed("ImageObject"), "", None),  # a photographer
    # analytics' and engines' author keys, read when nothing else names anyone
    "en_webtrends_key": (
        "en",
        "<meta name='DCSext.author' content='Harriet Alexander'>",
        "",
        "Harriet Alexander",
    ),
    "en_byline_key": ("en", "<meta name='byline' content='ANDRÉ PICARD '>", "", "André Picard"),
    "de_vr_key": ("de", "<meta name='vr:author' content='Thomas Hanke'>", "", "Thomas Hanke"),
    "en_icx_key": (
        "en",
        "<meta name='icx_authors' content='By Julian Linden in Sydney'>",
        "",
        "Julian Linden",
    ),
    "en_og_author_address": (
        "en",
        "<meta property='og:author' content='https://www.facebook.com/thedaily'>",
        "",
        None,
    ),
    # a byline word of Spanish; a name's line with the story's date after it
    "es_redactado_por": (
        "es",
        "",
        "<div class='meta'>Redactado por Juan Pérez</div>",
        "Juan Pérez",
    ),
    "en_name_then_time": (
        "en",
        "",
        "<div class='meta'><p>Jo Lee</p><time datetime='2025-03-12'>12 March 2025</time></div>",
        "Jo Lee",
    ),
    "pt_name_then_date_line": (
        "pt",
        "",
        "<div class='info'><p>Ana Souza</p><p>12/03/2025 14h30</p></div>",
        "Ana Souza",
    ),
    "en_name_then_story": ("en", "", "<p>Jo Lee</p>", None),  # no date, no introduction
    "en_dated_entries": (  # a run of dated entries (reviews, posts): no byline
        "en",
        "",
        "".join(
            f"<div class='entry'><p>{who}</p><p>12 March 2025</p><p>Great read.</p></div>"
            for who in ("Jane Doe", "Tom Brown")
        ),
        None,
    ),
}


def case_page(name: str) -> BylinePage:
    """The case's page: engine_bylines4's in the case's language, its head declaring."""
    lang, head, byline, author = CASES[name]
    page = _page(name, lang, byline, author)
    return replace(page, html=page.html.replace("</head>", head + "</head>", 1))
