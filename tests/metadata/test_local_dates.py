"""A story's date written as the news sites of more countries write it (issue 26, stop
74): Swahili, Welsh, Hausa and Telugu month names; Khmer's "day … month … year" and
Burmese's "year … month … day" forms, in their digits or ASCII ones. The page has no
date metadata: the date is the line under the headline. The story and its page are
:mod:`tests.metadata.engine_bylines4`'s (the English story where the language has none
there); no page is copied from a site or from the shared datasets."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines6 import _case_page

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

# name: (language, the date line, the date it gives)
CASES = {
    "sw_month": ("sw", "<div class='time'>Machi 5, 2025</div>", "2025-03-05"),
    "cy_month": ("cy", "<div class='time'>5 Mawrth 2025</div>", "2025-03-05"),
    "ha_month": ("ha", "<div class='time'>5 Maris, 2025</div>", "2025-03-05"),
    "te_month": ("te", "<div class='time'>ప్రచురణ: 05 మార్చి 2025</div>", "2025-03-05"),
    "km_digits": ("km", "<div class='time'>ថ្ងៃទី០៥ ខែមីនា ឆ្នាំ២០២៥</div>", "2025-03-05"),
    "km_ascii": ("km", "<div class='time'>ថ្ងៃទី 5 ខែ មីនា ឆ្នាំ 2025</div>", "2025-03-05"),
    "my_digits": ("my", "<div class='time'>၂၀၂၅ ခုနှစ် မတ်လ ၅ ရက်</div>", "2025-03-05"),
    "my_august": ("my", "<div class='time'>2024 ခုနှစ်၊ သြဂုတ်လ 17 ရက်</div>", "2024-08-17"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_date_line_gives_the_date(name: str) -> None:
    lang, line, date = CASES[name]
    page = _case_page(name, lang, line, None)
    found = extract_metadata(load_document(page.html.encode(), url=page.url))
    assert (found.date or "")[:10] == date
