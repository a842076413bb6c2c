"""Stop 79's chrome phrases of more languages (``prompt_lines.LINES_MORE``, switch
``chrome_languages``) and the measures of text written without spaces (switch
``unspaced_scripts``: ``news_lines.is_headline_line``, ``prompt_lines``' rest)."""

from __future__ import annotations

import pytest

from thresher import extract
from thresher.methods.auto import prompt_lines
from thresher.methods.auto.news_lines import is_headline_line
from thresher.methods.auto.prompt_lines import FOLLOW_MORE, LINES_MORE, LISTEN_PROMPT, line_kind


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("تبلیغات", "advertisement label"),
        ("বিজ্ঞাপন", "advertisement label"),
        ("Tangazo", "advertisement label"),
        ("Reklaminis turinys", "advertisement label"),
        ("Articolul continuă după reclamă", "advertisement label"),
        ("Saken fortsetter under annonsen", "advertisement label"),
        ("[PR]", "advertisement label"),
        ("Najpopularniejsze", "teaser header"),
        ("Mest läst", "teaser header"),
        ("많이 본 뉴스", "teaser header"),
        ("Copy link", "share prompt"),
        ("Скопировать ссылку", "share prompt"),
        ("リンクをコピー", "share prompt"),
        ("Listen to this article", LISTEN_PROMPT),
        ("Kuuntele artikkeli", LISTEN_PROMPT),
        ("기사 듣기", LISTEN_PROMPT),
        ("Follow us", "follow prompt"),
    ],
)
def test_a_phrase_of_more_languages_is_chrome(line: str, kind: str) -> None:
    assert line_kind(line) == kind


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("ΔΙΑΦΗΜΙΣΗ", "advertisement label"),  # lowered: no accent
        ("ΣΧΕΤΙΚΑ ΑΡΘΡΑ", "teaser header"),
        ("ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ", "teaser header"),  # a LINES phrase in capitals
        ("İlgili Haberler", "teaser header"),  # "İ" lowered: "i" and a combining dot
        ("İLGİLİ HABERLER", "teaser header"),
        ("SPONSORLU İÇERİK", "advertisement label"),
    ],
)
def test_greek_and_turkish_capitals_are_read_as_the_phrase(line: str, kind: str) -> None:
    assert line_kind(line) == kind


@pytest.mark.parametrize(
    "line",
    [
        "Related",  # a "Related:" insert the truths keep in a story
        "Trending",
        "Recomendados",  # a story's own subheading as well
        "Главное",
        "Follow us to learn more about our new products",
        "Annonce officielle du gouvernement",
        "Listen",
        "Mest läst av alla böcker i år var en roman",
    ],
)
def test_a_word_that_is_also_a_story_s_stays(line: str) -> None:
    assert line_kind(line) is None


@pytest.mark.parametrize(
    "line",
    [
        "Follow us on Google News",
        "Urmărește-ne pe Facebook",
        "Följ oss på Instagram",
        "עקבו אחרינו בפייסבוק",
        "تابعونا على فيسبوك",
    ],
)
def test_a_follow_prompt_of_more_languages_names_a_network(line: str) -> None:
    assert line_kind(line) == FOLLOW_MORE


def test_a_follow_line_naming_no_network_stays() -> None:
    assert line_kind("Följ oss när vi reser genom landet och träffar människor") is None


def test_every_phrase_of_the_table_is_read() -> None:
    for _kind, languages in LINES_MORE:
        for _, phrases in languages:
            for phrase in phrases.split("|"):
                assert line_kind(phrase) is not None, phrase


def test_the_new_phrases_are_apart_from_the_old() -> None:
    assert "advertisement" not in prompt_lines._MORE_KEYS  # an old phrase
    assert "mest läst" in prompt_lines._MORE_KEYS
    assert "διαβαστε επισης" in prompt_lines._MORE_KEYS  # an old phrase's capitals


@pytest.mark.parametrize(
    ("line", "signs", "expected"),
    [
        ("港口订购两艘新拖船 | 鱼市在翻修三年后重新开放", True, True),
        ("港口订购两艘新拖船 | 鱼市在翻修三年后重新开放", False, False),
        ("港が新しいタグボート2隻を発注 · 魚市場が3年ぶりに再開", True, True),
        ("首页 | 新闻 | 体育", True, False),  # a menu's words
        ("联系我们 | 关于我们 | 网站地图", True, False),
        ("Новости | Спорт", True, False),
        ("Port orders two new tugboats | Fish market reopens", True, True),
        ("Home · About us · Contact", True, False),
    ],
)
def test_a_headline_without_spaces_counts_its_characters(
    line: str, signs: bool, expected: bool
) -> None:
    assert is_headline_line(line, signs) is expected


_BRIEF = (
    "港口管理局周一表示，已向本地船厂订购两艘新型拖船，总价约一亿二千万元。",
    "新拖船将于明年夏天交付，取代已服役三十年的旧船，并配备混合动力系统。",
    "管理局负责人说，新船能把港内的燃油消耗减少约四成。",
)


def _brief_page() -> str:
    paras = "".join(f"<p>{p}</p>" for p in _BRIEF)
    return (
        "<html lang='zh'><head><meta charset='utf-8'><title>港口订购两艘新拖船</title></head>"
        "<body><header><nav><a href='/'>首页</a> <a href='/a'>本地</a></nav></header><main>"
        f"<article><h1>港口订购两艘新拖船</h1>{paras[: paras.index('</p>') + 4]}"
        f"<p>广告</p><p>推广</p>{paras[paras.index('</p>') + 4 :]}</article></main>"
        "<footer><p>© 2025</p></footer></body></html>"
    )


def test_a_short_brief_in_chinese_loses_its_ad_labels() -> None:
    assert sum(map(len, _BRIEF)) < prompt_lines.MIN_REST
    text = extract(_brief_page(), url="https://n.example.org/a", method="auto").text or ""
    assert "推广" not in text
    assert all(p in text for p in _BRIEF)


def test_without_the_switch_a_short_brief_keeps_its_label() -> None:
    page = _brief_page()
    off = extract(page, url="https://n.example.org/a", method="auto", unspaced_scripts=False)
    assert "推广" in (off.text or "")
