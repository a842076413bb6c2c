"""Writers' boxes the byline suites lacked (issue 26, stop 76): Yoruba "Láti ọwọ́" (by,
two words), Zulu and Xhosa "Ngu" glued to the name ("NguSipho Dlamini"), Sinhala
"විසිනි" after the name, Spanish "De nuestro corresponsal" / "De nuestra enviada
especial" before it; and the label words that must stay a name's ("LeBron" on an Irish
page, "Nguyễn" on a Vietnamese one, "De la Fuente" on a Spanish one).

The pages are :mod:`tests.metadata.engine_bylines6`'s (engine_bylines4's story, the
page's ``<html lang>`` set to the byline's); none is copied from a site or from the
shared datasets.
"""

from __future__ import annotations

# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "yo_from_the_hand": (
        "yo",
        "<div class='author'>Láti ọwọ́ Adébáyọ̀ Ọlánrewájú</div>",
        "Adébáyọ̀ Ọlánrewájú",
    ),
    "zu_glued": ("zu", "<div class='author'>NguSipho Dlamini</div>", "Sipho Dlamini"),
    "zu_glued_capitals": ("zu", "<div class='author'>NguSIPHO DLAMINI</div>", "Sipho Dlamini"),
    "xh_spaced": ("xh", "<div class='author'>Ngu Themba Mbeki</div>", "Themba Mbeki"),
    "si_by_after": ("si", "<div class='author'>නිමල් පෙරේරා විසිනි</div>", "නිමල් පෙරේරා"),
    "es_correspondent": (
        "es",
        "<div class='author'>De nuestro corresponsal Juan Pérez</div>",
        "Juan Pérez",
    ),
    "es_special_envoy": (
        "es",
        "<div class='author'>De nuestra enviada especial Ana Ruiz</div>",
        "Ana Ruiz",
    ),
    # names that open with a label's letters keep them
    "ga_name_with_le": ("ga", "<div class='author'>LeBron James</div>", "LeBron James"),
    "vi_nguyen": ("vi", "<div class='author'>Nguyễn Văn An</div>", "Nguyễn Văn An"),
    "zu_nguyen": ("zu", "<div class='author'>Nguyenzo Dlamini</div>", "Nguyenzo Dlamini"),
    "es_de_la_fuente": (
        "es",
        "<div class='author'>De la Fuente Pérez</div>",
        "De la Fuente Pérez",
    ),
}
