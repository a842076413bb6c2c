"""Wang et al.'s title algorithm: separators, link-only parts, joins, CJK, fallbacks."""

from __future__ import annotations

from features_helpers import indexed, page, position_of

from thresher.metadata.title_match import (
    normalize_1,
    paper_title,
    split_title,
    title_with_fallback,
)


def texts(title: str) -> list[str]:
    return [p.text for p in split_title(title)]


def test_split_on_bars_underscores_dashes_and_colons():
    assert texts("交通部:让专车推动传统出租车改革 | 出租车 | 专车_新浪财经_新浪网") == [
        "交通部",
        "让专车推动传统出租车改革",
        "出租车",
        "专车",
        "新浪财经",
        "新浪网",
    ]
    assert texts("广州日报—2015年11月8日—A1:头版—习近平同马英九会面") == [
        "广州日报",
        "2015年11月8日",
        "A1",
        "头版",
        "习近平同马英九会面",
    ]
    assert texts("Brexit: what happens next? - BBC News") == [
        "Brexit",
        "what happens next?",
        "BBC News",
    ]


def test_split_keeps_words_with_inner_hyphens_underscores_quotes_and_times():
    assert texts("Anti-A100 protest - Berlin") == ["Anti-A100 protest", "Berlin"]
    assert texts("mod_echo - Apache HTTP Server") == ["mod_echo", "Apache HTTP Server"]
    assert texts("__main__ — Top-level code") == ["__main__", "Top-level code"]
    assert texts("8.43. The «Tone Mapping» Submenu") == ["8.43. The «Tone Mapping» Submenu"]
    assert texts("Match at 10:30 | Club") == ["Match at 10:30", "Club"]


def test_normalisation_one_drops_latin_in_chinese_titles_only():
    assert normalize_1("iPhone 15发布会：苹果", chinese=True) == "发布会苹果"
    assert normalize_1("Brexit: What's next?", chinese=False) == "brexitwhatsnext"


def test_adjacent_parts_found_in_one_node_are_joined():
    title = "交通部:让专车推动传统出租车改革 | 出租车 | 专车_新浪财经_新浪网"
    body = (
        "<div id=nav><a href=/>新浪财经</a><a href=/n>新浪网</a></div>"
        "<div class=tags><a href=/t>出租车</a> <a href=/z>专车</a></div>"
        "<h1>交通部：让专车推动传统出租车改革</h1><p>正文。</p>"
    )
    _, index = indexed(page(body, title))
    found = paper_title(index, title)
    assert found.title == "交通部:让专车推动传统出租车改革"
    assert found.position == position_of(index, "h1")


def test_part_seen_only_in_links_is_dropped():
    title = "Quiet street wins award | The Daily Example Newspaper of Record"
    body = (
        "<a href=/>The Daily Example Newspaper of Record</a>"
        "<h2>Quiet street wins award</h2><p>Text of the story, long enough.</p>"
    )
    _, index = indexed(page(body, title))
    found = paper_title(index, title)
    assert found.title == "Quiet street wins award"


def test_longest_matched_part_wins_and_unmatched_parts_are_dropped():
    title = "Budget passes | Politics | A part that appears nowhere at all in the body"
    body = "<span>Politics</span><h1>Budget passes</h1><p>Text.</p>"
    _, index = indexed(page(body, title))
    assert paper_title(index, title).title == "Budget passes"
    kept = paper_title(index, title, keep_unmatched=True)
    assert kept.title == "A part that appears nowhere at all in the body"


def test_single_part_needs_a_node_with_the_same_text():
    _, index = indexed(page("<h1>Night trains return</h1>", "Night trains return"))
    assert paper_title(index, "Night trains return").title == "Night trains return"
    _, index = indexed(page("<h1>Something else</h1>", "Night trains return"))
    assert paper_title(index, "Night trains return") is None


def test_fallbacks_og_title_then_h1_then_title_tag():
    _, index = indexed(page("<h1>Heading</h1>", "Nothing matches"))
    assert title_with_fallback(index, "Nothing matches", "Open Graph title").source == "og:title"
    found = title_with_fallback(index, "Nothing matches", None)
    assert (found.title, found.source) == ("Heading", "h1")
    _, index = indexed(page("<p>text</p>", "Nothing matches"))
    found = title_with_fallback(index, "Nothing matches", None)
    assert (found.title, found.source) == ("Nothing matches", "title-tag")


def test_prefer_headings_picks_the_heading_part():
    title = "Aktuelles - Illegale Migration aus Belarus nimmt zu"
    body = (
        "<div><span>Aktuelles</span> Illegale Migration aus Belarus nimmt zu</div>"
        "<h1>Illegale Migration aus Belarus nimmt zu</h1>"
    )
    _, index = indexed(page(body, title))
    assert paper_title(index, title).title == title
    chosen = paper_title(index, title, prefer_headings=True)
    assert chosen.title == "Illegale Migration aus Belarus nimmt zu"
