"""News bylines in the forms of many countries' engines (issue 26, stop 72): a byline
element under the headline of a short story, in the page's language, with the writer
the page names (``None`` where it names no person).

Each case is a byline's markup as news templates write it (a label, several writers,
an agency, a place or a desk beside the name, a photographer's or an editor's credit);
the story and the page around it are the same for all, the text made up. No page is
copied from a site or from the shared datasets.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from tests.auto.engine_news import STORIES as STORIES1
from tests.auto.engine_news2 import STORIES as STORIES2
from tests.auto.engine_news3 import STORIES as STORIES3
from tests.auto.engine_news4 import STORIES4

STORIES = {**STORIES1, **STORIES2, **STORIES3, **STORIES4}


@dataclass(frozen=True)
class BylinePage:
    """A story page: its markup, address, headline and the writer its byline names."""

    name: str
    html: str
    url: str
    title: str
    author: str | None


# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "pt_reportagem_de": ("pt", "<p class='author'>Reportagem de Ana Costa</p>", "Ana Costa"),
    "ru_text_and_photo": (
        "ru",
        "<div class='author'>Текст: Иван Петров. Фото: Сергей Смирнов</div>",
        "Иван Петров",
    ),
    "ru_text_and_photos_by_one": (
        "ru",
        "<div class='author'>Текст и фото: Иван Петров</div>",
        "Иван Петров",
    ),
    "tr_haber_label": ("tr", "<div class='author'>Haber: Ayşe Yılmaz</div>", "Ayşe Yılmaz"),
    "pl_opracowanie": (
        "pl",
        "<div class='author'>Opracowanie: Anna Kowalska</div>",
        "Anna Kowalska",
    ),
    "en_photo_label": (
        "en",
        "<div class='byline'>By Jane Doe. Photo: Mark Roe</div>",
        "Jane Doe",
    ),
    "en_place_after_comma": (
        "en",
        "<div class='byline'>By Rahul Verma, New Delhi</div>",
        "Rahul Verma",
    ),
    "hi_place_after_comma": (
        "hi",
        "<div class='author'>राहुल वर्मा, नई दिल्ली</div>",
        "राहुल वर्मा",
    ),
    "hi_news_desk": (
        "hi",
        "<div class='auth'><span class='author'>न्यूज डेस्क, लखनऊ</span><span"
        " class='author'>Published by: <a href='/author/rahul'>राहुल वर्मा</a></span></div>",
        "राहुल वर्मा",
    ),
    "de_photographer_in_brackets": (
        "de",
        "<p class='byline'>Anna Schmidt (Text) und Peter Müller (Fotos)</p>",
        "Anna Schmidt",
    ),
    "bn_place_before_writer": (
        "bn",
        "<div class='meta'><span class='author-location'>ঢাকা</span> <span"
        " class='author-name'>রহিম উদ্দিন</span></div>",
        "রহিম উদ্দিন",
    ),
    # co-authors stay co-authors: joined by a word, or three and more
    "en_two_and_agency": (
        "en",
        "<div class='byline'>By Jane Doe and Mark Roe, Reuters</div>",
        "Jane Doe; Mark Roe",
    ),
    "en_three_writers": (
        "en",
        "<div class='byline'>By Jane Doe, Mark Roe and Ann Lee</div>",
        "Jane Doe; Mark Roe; Ann Lee",
    ),
    "fr_two_writers_comma": (
        "fr",
        "<span class='author'>Par Marie Dubois, Paul Martin</span>",
        "Marie Dubois; Paul Martin",
    ),
    "es_two_writers": (
        "es",
        "<div class='autor'>Por María López y Juan Pérez</div>",
        "María López; Juan Pérez",
    ),
    "de_three_writers": (
        "de",
        "<p class='byline'>Von Anna Schmidt, Peter Müller und Lisa Weber</p>",
        "Anna Schmidt; Peter Müller; Lisa Weber",
    ),
    "ko_reporter_and_photographer": (
        "ko",
        "<div class='byline'>김민준 기자 사진=이서연 기자</div>",
        "김민준",
    ),
    "zh_source_writer_editor": (
        "zh",
        "<div class='author'>来源：新华社 作者：王明 编辑：李华</div>",
        "王明",
    ),
}


def pages() -> list[BylinePage]:
    """Every case's page."""
    return [_page(name, *case) for name, case in CASES.items()]


def _page(name: str, lang: str, byline: str, author: str | None) -> BylinePage:
    title, paras = STORIES[lang]
    html = (
        f"<html lang='{lang}'><head><meta charset='utf-8'><title>{escape(title)} - Site"
        "</title><meta property='og:type' content='article'></head><body><header><a"
        " href='/'>Site</a><nav><a href='/a'>News</a><a href='/b'>Sport</a></nav></header>"
        f"<main><article><h1>{escape(title)}</h1>{byline}<div class='body'>"
        + "".join(f"<p>{escape(p)}</p>" for p in paras)
        + "</div></article></main><footer>© 2025 Site</footer></body></html>"
    )
    url = f"https://news.example.org/{lang}/story-{name.replace('_', '-')}"
    return BylinePage(name, html, url, title, author)
