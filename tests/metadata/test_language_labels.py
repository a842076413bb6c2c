"""Writers' boxes of four more countries' news sites (issue 26, stop 75): a label word
of the page's language before the writer's name (Irish "Le", Maltese "Minn", Uzbek
"Muallif:", Azerbaijani "Müəllif:"), dropped on a page of that language only; the
Icelandic role after the name ("blaðamaður"). The pages are
:mod:`tests.metadata.engine_bylines6`'s (engine_bylines4's story); none is copied from
a site or from the shared datasets."""

from __future__ import annotations

from tests.metadata.engine_bylines6 import _case_page

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

# name: (language, the writer's box, the writer found)
CASES = {
    "ga_le": ("ga", "<div class='author'>Le Seán Ó Briain</div>", "Seán Ó Briain"),
    "mt_minn": ("mt", "<div class='author'>Minn Maria Borg</div>", "Maria Borg"),
    "uz_muallif": ("uz", "<div class='author'>Muallif: Jasur Karimov</div>", "Jasur Karimov"),
    "az_muellif": ("az", "<div class='author'>Müəllif: Elvin Məmmədov</div>", "Elvin Məmmədov"),
    "is_role": ("is", "<div class='author'>Jón Jónsson blaðamaður</div>", "Jón Jónsson"),
    # the words are no labels on a page of another language
    "fr_le": ("fr", "<div class='author'>Le Seán Ó Briain</div>", "Le Seán Ó Briain"),
}


def test_language_labels_are_dropped_on_their_own_pages() -> None:
    found = {}
    for name, (lang, box, _) in CASES.items():
        page = _case_page(name, lang, box, None)
        found[name] = extract_metadata(load_document(page.html.encode(), url=page.url)).author
    assert found == {name: author for name, (_, _, author) in CASES.items()}
