"""Writers' boxes of more scripts and languages (issue 26, stop 75): a writer's label
with its colon in Punjabi (Gurmukhi), Gujarati, Malayalam, Kannada, Pashto, Lao and
Kurdish, and Tagalog's "Isinulat ni" (written by) opening a plain line under the
headline. The pages are :mod:`tests.metadata.engine_bylines6`'s (engine_bylines4's
story); none is copied from a site or from the shared datasets."""

from __future__ import annotations

from tests.metadata.engine_bylines6 import _case_page

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

# name: (language, the byline, the writer found)
CASES = {
    "pa_writer": ("pa", "<div class='author'>ਲੇਖਕ: ਹਰਪ੍ਰੀਤ ਸਿੰਘ</div>", "ਹਰਪ੍ਰੀਤ ਸਿੰਘ"),
    "gu_writer": ("gu", "<div class='author'>લેખક: રમેશ પટેલ</div>", "રમેશ પટેલ"),
    "ml_writer": ("ml", "<div class='author'>ലേഖകൻ: രാജേഷ് കുമാർ</div>", "രാജേഷ് കുമാർ"),
    "kn_writer": ("kn", "<div class='author'>ಲೇಖಕ: ರಮೇಶ್ ಗೌಡ</div>", "ರಮೇಶ್ ಗೌಡ"),
    "ps_writer": ("ps", "<div class='author'>لیکوال: احمد خان</div>", "احمد خان"),
    "lo_by": ("lo", "<div class='author'>ໂດຍ: ສົມພອນ ແກ້ວ</div>", "ສົມພອນ ແກ້ວ"),
    "ku_author": ("ku", "<div class='author'>Nivîskar: Azad Ahmed</div>", "Azad Ahmed"),
    "tl_written": ("tl", "<p>Isinulat ni Maria Santos</p>", "Maria Santos"),
}


def test_writer_labels_of_more_scripts_name_the_writer() -> None:
    found = {}
    for name, (lang, byline, _) in CASES.items():
        page = _case_page(name, lang, byline, None)
        found[name] = extract_metadata(load_document(page.html.encode(), url=page.url)).author
    assert found == {name: author for name, (_, _, author) in CASES.items()}
