"""Small hand-written article pages with a byline under the headline, shared by the
author tests of many languages."""

from __future__ import annotations

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

URL = "https://courier.example/world/2024/05/bridge-plan"
# One sentence of a story in each language, repeated by :func:`article_page`.
JA = "市議会は火曜日、川に架かる新しい橋の計画について話し合うために集まった。"
ZH = "市议会周二开会讨论了河上新桥的计划，会议持续了三个小时。"
EN = "The council met on Tuesday to discuss the plan for the new bridge over the river. "
AR = "اجتمع المجلس يوم الثلاثاء لمناقشة خطة الجسر الجديد فوق النهر في المدينة. "


def article_page(byline: str, lang: str, sentence: str) -> str:
    """An article in ``lang``: a headline, ``byline`` under it, then two paragraphs of
    ``sentence`` four times."""
    text = f"<p>{sentence * 4}</p>"
    return (
        f'<html lang="{lang}"><head><title>Headline</title></head><body><article>'
        f"<h1>Headline</h1>{byline}{text}{text}</article></body></html>"
    )


def author_of(byline: str, lang: str, sentence: str) -> str | None:
    """The author extract_metadata finds on :func:`article_page`."""
    page = article_page(byline, lang, sentence)
    return extract_metadata(load_document(page.encode(), url=URL)).author
