"""A story's date written as the news sites of three more countries write it (issue 26,
stop 75): Irish ("5 Márta 2025"), Maltese with its particle ("5 ta' Marzu 2025") and
Somali ("5 Maarso 2025") month names. The page has no date metadata: the date is the
line under the headline (:mod:`tests.metadata.engine_bylines6`'s page, as in
``test_local_dates.py``); no page is copied from a site or from the shared datasets."""

from __future__ import annotations

from tests.metadata.engine_bylines6 import _case_page

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

# name: (language, the date line, the date it gives)
CASES = {
    "ga_month": ("ga", "<div class='time'>5 Márta 2025</div>", "2025-03-05"),
    "ga_winter": ("ga", "<div class='time'>12 Nollaig 2024</div>", "2024-12-12"),
    "mt_month": ("mt", "<div class='time'>5 ta' Marzu 2025</div>", "2025-03-05"),
    "mt_curly": ("mt", "<div class='time'>17 ta’ Awwissu, 2024</div>", "2024-08-17"),
    "so_month": ("so", "<div class='time'>5 Maarso 2025</div>", "2025-03-05"),
}


def test_irish_maltese_and_somali_date_lines_give_their_dates() -> None:
    found = {}
    for name, (lang, line, _) in CASES.items():
        page = _case_page(name, lang, line, None)
        date = extract_metadata(load_document(page.html.encode(), url=page.url)).date
        found[name] = (date or "")[:10]
    assert found == {name: date for name, (_, _, date) in CASES.items()}
