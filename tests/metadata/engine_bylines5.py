"""News bylines of the countries and engines the earlier byline suites lack (issue 26,
stop 73): a byline element under the headline of a short story, in the page's language,
with the writer the page names.

Each case is a byline's markup as news templates write it: a writer's beat between the
byline word and the name ("By political reporter …", "Door onze redacteur …", "Von
unserem Korrespondenten …"), the BBC World Service's "Author," label with the role on
the next line, an Indonesian regional paper's "Laporan Wartawan <outlet>,", Romanian
"de", a broadcaster's initials after "of", an Arabic or a Hebrew place before the
writer ("دبي - أحمد حسن"), and a wire story's dateline alone in the
byline element, which names its agency, not its place (and gives way to the reporters a
closing credit names). The story and the page around it
are those of :mod:`tests.metadata.engine_bylines4`; no page is copied from a site or from
the shared datasets.
"""

from __future__ import annotations

from tests.metadata.engine_bylines4 import BylinePage, _page

# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "en_beat_before_name": (
        "en",
        "<div class='byline'>By political reporter <a href='/news/jane-smith/1'>Jane"
        " Smith</a></div>",
        "Jane Smith",
    ),
    "en_beat_of_words": (
        "en",
        "<div class='byline'>By national science correspondent Jo Lee</div>",
        "Jo Lee",
    ),
    "nl_our_editor": (
        "nl",
        "<p class='author'>Door onze redacteur Jan de Vries</p>",
        "Jan de Vries",
    ),
    "de_our_correspondent": (
        "de",
        "<div class='author'>Von unserem Korrespondenten Max Muster</div>",
        "Max Muster",
    ),
    "fr_special_envoy": (
        "fr",
        "<div class='author'>Par notre envoyé spécial Jean Dupont</div>",
        "Jean Dupont",
    ),
    "en_author_comma": (
        "en",
        "<ul class='byline'><li><span>Author,</span>\n<span>Jane Smith</span></li>\n<li><span>"
        "Role,</span>\n<span>Reporter</span></li></ul>",
        "Jane Smith",
    ),
    "fa_author_comma": (
        "fa",
        "<ul class='byline'><li><span>نویسنده,</span>\n<span>سارا احمدی</span></li>\n<li>"
        "<span>نقش,</span>\n<span>خبرنگار</span></li></ul>",
        "سارا احمدی",
    ),
    "id_report_label": (
        "id",
        "<div class='author'>Laporan Wartawan Tribun.com, Andi Saputra</div>",
        "Andi Saputra",
    ),
    "ro_de": ("ro", "<div class='author'>de Ion Popescu</div>", "Ion Popescu"),
    "en_of_initials": ("en", "<div class='byline'>By Mere Walker of RNZ</div>", "Mere Walker"),
    "fr_wire_dateline": ("fr", "<div class='author'>PARIS (AFP) -</div>", "AFP"),
    "en_wire_dateline": (
        "en",
        "<div class='byline'>WASHINGTON, March 5 (Reuters) —</div>",
        "Reuters",
    ),
    # a place, a dash and the writer in a script without capitals
    "ar_place_dash": ("ar", "<div class='author'>دبي - أحمد حسن</div>", "أحمد حسن"),
    "he_place_dash": ("he", "<div class='author'>ירושלים - דנה כהן</div>", "דנה כהן"),
    # an agency's byline gives way to the reporters its closing credit names
    "en_wire_then_reporters": (
        "en",
        "<div class='byline'>Reuters</div><p>(Reporting by Jo Lee in Paris; Editing by Ann"
        " Roe)</p>",
        "Jo Lee",
    ),
    # forms that pass already, kept as the countries' coverage
    "fi_text_and_pictures": (
        "fi",
        "<div class='byline'>Teksti: Matti Virtanen | Kuvat: Liisa Korhonen</div>",
        "Matti Virtanen",
    ),
    "it_di_link": (
        "it",
        "<div class='author'>di <a href='/autori/marco-rossi'>Marco Rossi</a></div>",
        "Marco Rossi",
    ),
    "cs_agency_after": ("cs", "<div class='author'>Autor: Jan Novák, ČTK</div>", "Jan Novák"),
    "th_doi": ("th", "<div class='author'>โดย สมชาย ใจดี</div>", "สมชาย ใจดี"),
    "en_capitals": ("en", "<div class='byline'>By JOHN KAMAU</div>", "John Kamau"),
    "es_two_writers": (
        "es",
        "<div class='author'>Por Juan Pérez y María González</div>",
        "Juan Pérez; María González",
    ),
    # a name that opens with a particle, and a beat with no name after it, stay as they are
    "nl_particle_name": ("nl", "<div class='author'>De Vries Jan</div>", "De Vries Jan"),
    "en_staff_beat": ("en", "<div class='byline'>By staff reporter</div>", None),
}


def pages() -> list[BylinePage]:
    """The pages of :data:`CASES`."""
    return [_page(name, *case) for name, case in CASES.items()]
