"""Writers' boxes of languages the byline suites lacked (issue 26, stop 77): Bengali
"লিখেছেন:" (wrote), Mongolian "Зохиогч:", Belarusian "Аўтар:", Serbian Cyrillic "Пише:",
Tajik and Uzbek Cyrillic "Муаллиф:", Icelandic "Höfundur:", Odia "ଲେଖକ:", Lao "ຜູ້ຂຽນ:";
and the labels of one language read in a writer's box on a page of that language only:
Haitian Creole "Pa", Igbo "Site n'aka", Kinyarwanda "Yanditswe na", Malagasy
"Nosoratan'i". The same words elsewhere stay text: "Pa" on an English page is a name's,
"Höfundur" without its colon opens no byline.

The pages are :mod:`tests.metadata.engine_bylines6`'s (engine_bylines4's story, the
page's ``<html lang>`` set to the byline's); none is copied from a site or from the
shared datasets.
"""

from __future__ import annotations

# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "bn_wrote": ("bn", "<div class='author'>লিখেছেন: রহিম উদ্দিন</div>", "রহিম উদ্দিন"),
    "mn_author": ("mn", "<div class='author'>Зохиогч: Бат-Эрдэнэ Дорж</div>", "Бат-Эрдэнэ Дорж"),
    "be_author": ("be", "<div class='author'>Аўтар: Алесь Каваленка</div>", "Алесь Каваленка"),
    "sr_writes": ("sr", "<div class='author'>Пише: Марко Петровић</div>", "Марко Петровић"),
    "tg_author": ("tg", "<div class='author'>Муаллиф: Фарҳод Раҳимов</div>", "Фарҳод Раҳимов"),
    "uz_cyrillic": ("uz", "<div class='author'>Муаллиф: Азиз Каримов</div>", "Азиз Каримов"),
    "is_author": ("is", "<div class='author'>Höfundur: Jón Jónsson</div>", "Jón Jónsson"),
    "or_writer": ("or", "<div class='author'>ଲେଖକ: ସୁରେଶ ଦାସ</div>", "ସୁରେଶ ଦାସ"),
    "lo_writer": ("lo", "<div class='author'>ຜູ້ຂຽນ: ສົມພອນ ແກ້ວ</div>", "ສົມພອນ ແກ້ວ"),
    "ht_by": ("ht", "<div class='author'>Pa Jean Pierre</div>", "Jean Pierre"),
    "ig_from_the_hand": (
        "ig",
        "<div class='author'>Site n’aka Chukwuemeka Obi</div>",
        "Chukwuemeka Obi",
    ),
    "rw_written_by": (
        "rw",
        "<div class='author'>Yanditswe na Jean Bosco Habimana</div>",
        "Jean Bosco Habimana",
    ),
    "mg_written_by": ("mg", "<div class='author'>Nosoratan'i Rakoto Jean</div>", "Rakoto Jean"),
    # the same words that name no writer's label where they stand
    "en_pa_name": ("en", "<div class='author'>Pa Kettle</div>", "Pa Kettle"),
    "is_no_colon": ("is", "<p>Höfundur bókarinnar Jón Jónsson</p>", None),
}
