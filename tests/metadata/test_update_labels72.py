"""A story's update shown before its publication under the headline, with the label's
connecting word ("Atualizado em", "Aggiornato il") or a Chinese "time" word ("更新时间："):
the day after the label is the update's, the publication the other (issue 26, stop 72).
The page has no date metadata; a comment's later day stands under the story."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines4 import STORIES

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

DATES = {
    "pt": "Atualizado em 06/03/2025 09h10 | Publicado em 05/03/2025 14h32",
    "it": "Aggiornato il 6 marzo 2025 | Pubblicato il 5 marzo 2025",
    "zh": "更新时间：2025-03-06 09:10 发布时间：2025-03-05 14:32",
}


@pytest.mark.parametrize("lang", sorted(DATES))
def test_the_publication_not_the_update_is_the_date(lang: str) -> None:
    title, paras = STORIES[lang]
    html = (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{title}</title></head><body>"
        f"<main><article><h1>{title}</h1><div class='dates'>{DATES[lang]}</div>"
        + "".join(f"<p>{p}</p>" for p in paras)
        + "</article><section class='comments'><div class='comment'><span class='date'>"
        "07.03.2025</span><p>Bom.</p></div></section></main></body></html>"
    )
    found = extract_metadata(load_document(html.encode(), url=f"https://n.example.org/{lang}/s"))
    assert found.date == "2025-03-05"
