"""News bylines the earlier byline suites lack (issue 26, stop 74): co-authors in sibling
elements of one byline box with no joiner between them, a Nordic author folder, and the
byline words of more languages (Armenian, Mongolian, Tamil, Telugu, Khmer,
Amharic, Somali, Basque, Portuguese "Texto de", and the short words of one language
each: Catalan "Per", Welsh "Gan", Afrikaans "Deur", Hausa "Daga").

The story and the page around it are those of :mod:`tests.metadata.engine_bylines4`
(the story of ``story`` when the page's language has none of its own there, the page's
``<html lang>`` set to the byline's); no page is copied from a site or from the shared
datasets.
"""

from __future__ import annotations

from dataclasses import replace

from tests.metadata.engine_bylines4 import STORIES, BylinePage, _page

# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "en_author_items": (
        "en",
        "<ul class='authors'><li class='author'>Jane Smith</li><li class='author'>Tom"
        " Brown</li></ul>",
        "Jane Smith; Tom Brown",
    ),
    "en_author_spans": (
        "en",
        "<div class='byline'><span class='author'>Jane Smith</span><span class='author'>"
        "Tom Brown</span></div>",
        "Jane Smith; Tom Brown",
    ),
    "en_author_links": (
        "en",
        "<div class='byline'>By <a class='author' href='/author/jane-smith'>Jane Smith</a>"
        "<a class='author' href='/author/tom-brown'>Tom Brown</a></div>",
        "Jane Smith; Tom Brown",
    ),
    "en_author_link_items": (
        "en",
        "<ul class='byline'><li><a href='/author/jane-smith'>Jane Smith</a></li><li><a"
        " href='/author/tom-brown'>Tom Brown</a></li></ul>",
        "Jane Smith; Tom Brown",
    ),
    "en_author_cards": (
        "en",
        "<div class='authors'><div class='author'><a href='/author/jane-smith'>Jane Smith"
        "</a></div><div class='author'><a href='/author/tom-brown'>Tom Brown</a></div></div>",
        "Jane Smith; Tom Brown",
    ),
    # a reviewer's link after the writer's in one box is no co-author
    "en_writer_and_reviewer": (
        "en",
        "<div class='byline'><div class='author-content'>By <a href='/author/jane-smith'>"
        "Jane Smith, DVM</a>. Reviewed by <a href='/author/tom-brown'>Tom Brown, DVM</a>"
        "</div></div>",
        "Jane Smith",
    ),
    # two writers' links and handles, "and" between them
    "en_handles_and": (
        "en",
        "<div class='byline'>By <a href='/author/jane_smith'>JANE SMITH</a> (@janesmith) and"
        " <a href='/author/tom_brown'>TOM BROWN</a> (@tombrown)</div>",
        "Jane Smith; Tom Brown",
    ),
    # Yoast's "Written by" label naming a given name on a person's own site
    "en_given_name_of_site": ("en", "", "Brett Larkin"),
    "nb_author_folder": (
        "nb",
        "<div class='byline'><a href='/forfatter/kari-nordmann'>Kari Nordmann</a><a"
        " href='/forfatter/ola-hansen'>Ola Hansen</a></div>",
        "Kari Nordmann; Ola Hansen",
    ),
    "hy_author": ("hy", "<div class='author'>Հեղինակ՝ Արամ Պետրոսյան</div>", "Արամ Պետրոսյան"),
    "mn_reporter": ("mn", "<div class='author'>Сурвалжлагч: Б.Болд</div>", "Б.Болд"),
    "ta_writer": (
        "ta",
        "<div class='author'>எழுத்தாளர்: முருகன் செல்வம்</div>",
        "முருகன் செல்வம்",
    ),
    "te_writer": ("te", "<div class='author'>రచయిత: రవి కుమార్</div>", "రవి కుమార్"),
    "km_by": ("km", "<div class='author'>ដោយ៖ សុខ ចាន់</div>", "សុខ ចាន់"),
    "am_writer": ("am", "<div class='author'>ጸሐፊ፡ አበበ ከበደ</div>", "አበበ ከበደ"),
    "so_writer": ("so", "<div class='author'>Qoraa: Cabdi Xasan</div>", "Cabdi Xasan"),
    "eu_author": ("eu", "<div class='author'>Egilea: Mikel Etxeberria</div>", "Mikel Etxeberria"),
    "pt_text_and_photos": (
        "pt",
        "<div class='author'>Texto de João Silva, fotografia de Ana Costa</div>",
        "João Silva",
    ),
    "ca_two_writers": (
        "ca",
        "<div class='author'>Per Jordi Puig i Marta Vila</div>",
        "Jordi Puig; Marta Vila",
    ),
    "cy_by": ("cy", "<div class='author'>Gan Gwen Jones</div>", "Gwen Jones"),
    "af_by": ("af", "<div class='author'>Deur Pieter van der Merwe</div>", "Pieter van der Merwe"),
    "ha_by": ("ha", "<p class='byline'>Daga Musa Abubakar</p>", "Musa Abubakar"),
    # the short words open a byline only on a page of their language: "Per" is also a
    # Nordic given name
    "en_per_given_name": (
        "en",
        "<div class='author'>Per Anders Olsen</div>",
        "Per Anders Olsen",
    ),
}


# the head's tags of a case whose page declares its writer
HEADS = {
    "en_given_name_of_site": "<meta property='og:site_name' content='Brett Larkin Yoga'><meta"
    " name='twitter:label1' content='Written by'><meta name='twitter:data1' content='Brett'>",
}


def pages() -> list[BylinePage]:
    """The pages of :data:`CASES`."""
    return [_case_page(name, *case) for name, case in CASES.items()]


def _case_page(name: str, lang: str, byline: str, author: str | None) -> BylinePage:
    """The case's page: engine_bylines4's, in the story of the byline's language or
    the English one, under ``<html lang>`` of the byline's language."""
    story = lang if lang in STORIES else "en"
    page = _page(name, story, byline, author)
    html = page.html.replace(f"lang='{story}'", f"lang='{lang}'", 1)
    return replace(page, html=html.replace("</head>", HEADS.get(name, "") + "</head>", 1))
