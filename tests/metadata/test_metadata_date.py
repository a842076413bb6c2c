"""Publication and modification dates: every source, many languages, kept apart."""

from __future__ import annotations

import pytest

import thresher
from thresher.metadata import date as date_module
from thresher.metadata import read_page_meta
from thresher.metadata.date import find_dates, labelled_dates
from thresher.metadata.date_text import parse_date, text_date
from thresher.methods.features.date import paper_date
from thresher.methods.features.params import PAPER_DATE_PATTERN


def dates_of(body: str, head: str = "", url: str | None = None, lang: str = "en"):
    html = f"<html lang='{lang}'><head><title>T</title>{head}</head><body>{body}</body></html>"
    doc = thresher.load_document(html.encode("utf-8"), url=url)
    return find_dates(doc, read_page_meta(doc))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Published March 5, 2021 by staff", "2021-03-05"),
        ("Posted on 5th March 2021", "2021-03-05"),
        ("Mar. 5, 2021", "2021-03-05"),
        ("Veröffentlicht am 5. März 2021", "2021-03-05"),
        ("Stand: 05.03.2021, 10:15 Uhr", "2021-03-05"),
        ("Опубликовано 5 марта 2021 г.", "2021-03-05"),
        ("Publié le 1er mars 2021", "2021-03-01"),
        ("Publicado el 5 de marzo de 2021", "2021-03-05"),
        ("发布时间：2021年3月5日 10:00", "2021-03-05"),
        ("2021-03-05T10:00:00+01:00", "2021-03-05"),
        ("pubblicato il 5 maggio 2021", "2021-05-05"),
        ("gepubliceerd op 5 maart 2021", "2021-03-05"),
        ("20 septembrie 2020 16:20", "2020-09-20"),
        ("31/12/2020", "2020-12-31"),
        ("11-29-2024, 09:03 AM", "2024-11-29"),
        ("05-03-2021", "2021-03-05"),
        ("Cureus. 2023 Jan 7;15(1):e33475.", "2023-01-07"),
        ("Received 2024 Mar 18; Accepted 2024 Jun 30", "2024-03-18"),
        ("Közzétéve: 2023. január 7.", "2023-01-07"),
        ("Opublikowano 5 marca 2021", "2021-03-05"),
        ("Publikováno 5. března 2021", "2021-03-05"),
        ("Publicerad 5 maj 2021", "2021-05-05"),
        ("Julkaistu 5. maaliskuuta 2021", "2021-03-05"),
        ("Yayınlanma: 5 Şubat 2021", "2021-02-05"),
        ("Опубліковано 7 січня 2023", "2023-01-07"),
        ("Δημοσίευση 7 Μαΐου 2023", "2023-05-07"),
        ("Diterbitkan 5 Maret 2021", "2021-03-05"),
        ("Publicat el 5 de març de 2021", "2021-03-05"),
        ("Pubblicato il 12 set 2023", "2023-09-12"),
        ("Publicado em 5 fev 2021", "2021-02-05"),
        ("Gepubliceerd op 5 mrt. 2021", "2021-03-05"),
        ("Publikované 5. mája 2021", "2021-05-05"),
        ("Objavljeno 5. avgusta 2021", "2021-08-05"),
        ("Објављено 5. мај 2021.", "2021-05-05"),
        ("Публикувано на 5 септември 2021 г.", "2021-09-05"),
        ("نشر في 5 مارس 2021", "2021-03-05"),
        ("प्रकाशित 5 फरवरी 2021", "2021-02-05"),
        ("Diterbitkan 5 Ogos 2021", "2021-08-05"),
        ("Objavljeno 5. septembar 2021.", "2021-09-05"),
        ("Avaldatud 5. märts 2021", "2021-03-05"),
        ("no date here, only 1234 and 12.5", None),
        ("30. Februar 2021", None),
        ("3 March 1960", None),
    ],
)
def test_textual_dates(text, expected):
    assert text_date(text) == expected


def test_a_year_first_month_name_date_is_no_year_before_prose():
    assert text_date("Received 2024 Mar 18; Accepted") == "2024-03-18"
    assert text_date("in 2023 may 5 people come") is None


def test_slashed_dates_follow_the_page_language():
    assert text_date("04/05/2021") == "2021-05-04"
    assert text_date("04/05/2021", month_first=True) == "2021-04-05"
    assert text_date("13/05/2021", month_first=True) == "2021-05-13"


def test_machine_values():
    assert parse_date("2021-03-05") == "2021-03-05"
    assert parse_date("20210305") == "2021-03-05"
    assert parse_date("1614942000") == "2021-03-05"
    assert parse_date("garbage") is None


def test_paper_expression():
    texts = ["来源：新华网", "2015年11月08日 10:30:15 来源：新华网"]
    assert paper_date(texts, PAPER_DATE_PATTERN) == "2015-11-08"
    assert paper_date(["2015-13-45 nope", "2016/2/3"], PAPER_DATE_PATTERN) == "2016-02-03"


def test_json_ld_published_and_modified_kept_apart():
    head = (
        '<script type="application/ld+json">{"@type": "NewsArticle", '
        '"datePublished": "2021-03-05T08:00:00Z", "dateModified": "2021-04-01"}</script>'
    )
    assert dates_of("<p>x</p>", head) == ("2021-03-05", "2021-04-01")


def test_open_graph_and_article_meta():
    head = (
        "<meta property='article:published_time' content='2020-01-02T10:00:00Z'>"
        "<meta property='article:modified_time' content='2020-02-03'>"
    )
    assert dates_of("<p>x</p>", head) == ("2020-01-02", "2020-02-03")


def test_itemprop_elements():
    body = (
        "<span itemprop='datePublished' content='2019-06-07'>7 June</span>"
        "<span itemprop='dateModified'>8 June 2019</span>"
    )
    assert dates_of(body) == ("2019-06-07", "2019-06-08")


def test_time_elements_updates_apart_and_the_one_after_the_heading_first():
    body = (
        "<aside><time datetime='2018-01-01'>old</time></aside>"
        "<h1>Headline</h1><p>By A. Writer <time datetime='2019-06-28T13:49:45Z'>28 June</time>"
        "</p><p>Updated <time datetime='2019-07-01'>1 July</time></p>"
    )
    assert dates_of(body) == ("2019-06-28", "2019-07-01")


def test_date_in_the_url():
    assert dates_of("<p>x</p>", url="https://example.org/2021/03/05/story")[0] == "2021-03-05"
    assert dates_of("<p>x</p>", url="https://example.org/news/20210305-story")[0] == "2021-03-05"


@pytest.mark.parametrize(
    ("path", "expected"),
    [
        ("/home/2017/7/12/story", "2017-07-12"),
        ("/blog/2023/october/03/story/", "2023-10-03"),
        ("/blog/2023/okt/03/story/", "2023-10-03"),
        ("/news/29-10-2021", "2021-10-29"),
        ("/news/10-29-2021/story", "2021-10-29"),
        ("/2021/5/page/2/", None),
        ("/v/1.12.2021/", None),
    ],
)
def test_other_forms_of_a_date_in_the_url(path, expected):
    assert dates_of("<p>x</p>", url="https://example.org" + path)[0] == expected


def test_a_url_date_settles_a_shown_slashed_date():
    body = "<h1>Wine types</h1><p>03/10/2023</p><p>By the editors</p><p>Text of it.</p>"
    url = "https://example.org/blog/2023/october/03/wine-types/"
    assert dates_of(body, url=url)[0] == "2023-10-03"


def test_dates_in_script_json():
    body = '<script type="application/json">{"publishedDate":"2016-11-04T20:37:27Z"}</script>'
    assert dates_of(body)[0] == "2016-11-04"


def test_text_after_the_title_with_update_labels():
    body = (
        "<div>Sidebar 01.01.2018</div><h1>Headline</h1>"
        "<div class=byline>Aktualisiert: 07.03.2021 | 05.03.2021</div><p>Text</p>"
    )
    assert dates_of(body, lang="de") == ("2021-03-05", "2021-03-07")
    assert labelled_dates("Updated on March 9, 2021. First published March 1, 2021") == (
        "2021-03-01",
        "2021-03-09",
    )


def test_an_update_from_a_day_is_labelled_as_an_update():
    assert labelled_dates("Update vom 03. Mai 2020, 16:05 Uhr") == (None, "2020-05-03")
    assert labelled_dates("Updated from May 3, 2020") == (None, "2020-05-03")
    head = '<meta property="article:published_time" content="2020-05-04T14:50:00+02:00">'
    body = "<h1>Headline</h1><p>Text.</p><p>Update vom 03. Mai 2020, 16:05 Uhr:</p><p>More.</p>"
    assert dates_of(body, head, lang="de")[0] == "2020-05-04"


def test_date_classes_and_leading_text_last():
    assert dates_of("<p>intro</p><span class='post-date'>2 May 2017</span>")[0] == "2017-05-02"
    assert dates_of("<p>Written in Paris, 3 May 2017.</p>")[0] == "2017-05-03"
    assert dates_of("<p>No date at all.</p>") == (None, None)


def test_extraction_date_is_the_publication_date():
    head = (
        "<meta property='article:published_time' content='2020-01-02'>"
        "<meta property='article:modified_time' content='2020-02-03'>"
    )
    html = f"<html><head>{head}</head><body><p>A sentence of text here.</p></body></html>"
    result = thresher.extract(html, method="sentences")
    assert (result.date, result.metadata.date_modified) == ("2020-01-02", "2020-02-03")


def test_update_only_page_is_dated_by_its_update():
    assert dates_of("<h1>Webcams</h1><p>Last updated: November 13, 2025</p>") == (
        "2025-11-13",
        "2025-11-13",
    )


def test_timestamp_one_day_off_the_url_date_is_a_time_zone_shift():
    head = "<meta property='article:published_time' content='2023-11-09T02:14:59+00:00'>"
    url = "https://example.com/2023/11/08/news/story/"
    assert dates_of("<p>x</p>", head, url=url)[0] == "2023-11-08"
    far = "<meta property='article:published_time' content='2023-11-20T02:14:59+00:00'>"
    assert dates_of("<p>x</p>", far, url=url)[0] == "2023-11-20"


def test_abbr_title_of_an_itemprop_element():
    body = "<h1>T</h1><abbr itemprop='datePublished' title='2017-09-09T10:52:00+02:00'>10:52</abbr>"
    assert dates_of(body)[0] == "2017-09-09"


JSONLD_OLD = (
    '<script type=\'application/ld+json\'>{"@type": "NewsArticle", '
    '"datePublished": "2023-11-03T10:25:56Z", "dateModified": "2023-11-06T14:26:51Z"}</script>'
)


def test_date_shown_under_the_heading_wins_when_the_publication_metadata_confirms_it():
    body = "<h1>The headline</h1><p>By Kim, 6 November 2023</p><p>Body text here.</p>"
    republished = JSONLD_OLD + '<meta name="pubdate" content="2023-11-06T08:00:00Z">'
    assert dates_of(body, republished)[0] == "2023-11-06"


def test_a_shown_date_only_the_modification_meta_tags_give_is_the_update():
    head = (
        '<meta property="article:published_time" content="2023-11-03T10:25:56Z">'
        '<meta property="article:modified_time" content="2023-11-06T14:26:51Z">'
    )
    body = "<h1>The headline</h1><p>Last updated on</p><p>6 November 2023</p><p>Body text.</p>"
    assert dates_of(body, head) == ("2023-11-03", "2023-11-06")
    unlabelled = "<h1>The headline</h1><p>By Kim, 6 November 2023</p><p>Body text here.</p>"
    assert dates_of(unlabelled, head)[0] == "2023-11-03"


def test_a_shown_date_a_day_after_a_late_utc_time_stamp_is_the_local_day():
    head = '<meta property="article:published_time" content="2022-01-25T23:30:00+00:00">'
    body = "<h1>The headline</h1><p>26 January 2022</p><p>Body text here.</p>"
    assert dates_of(body, head)[0] == "2022-01-26"


def test_metadata_date_kept_when_the_shown_date_is_unconfirmed_ambiguous_or_in_the_url():
    unconfirmed = "<h1>The headline</h1><p>By Kim, 7 November 2023</p>"
    assert dates_of(unconfirmed, JSONLD_OLD)[0] == "2023-11-03"
    two_shown = "<h1>The headline</h1><p>3 November 2023 · 6 November 2023</p>"
    assert dates_of(two_shown, JSONLD_OLD)[0] == "2023-11-03"
    shown = "<h1>The headline</h1><p>By Kim, 6 November 2023</p>"
    in_url = dates_of(shown, JSONLD_OLD, url="https://example.org/2023/11/03/story")
    assert in_url[0] == "2023-11-03"


def test_pubdate_on_a_list_of_teasers_does_not_date_the_page():
    teasers = "".join(
        f"<li><a href='/n{d}'><time pubdate datetime='2019-09-{d}'>{d} Sep</time> Story</a></li>"
        for d in (20, 21, 22)
    )
    body = (
        "<article><h1>Headline</h1><p>Le <time datetime='2019-06-28T13:49:45Z'>28 juin</time></p>"
        f"<p>Text.</p></article><aside><ul>{teasers}</ul></aside>"
    )
    assert dates_of(body, lang="fr")[0] == "2019-06-28"
    single = "<h1>Headline</h1><p><time pubdate datetime='2019-09-22'>22 Sep</time></p>"
    assert dates_of(single + "<p><time datetime='2019-06-28'>x</time></p>")[0] == "2019-09-22"


def test_a_date_mentioned_in_prose_under_the_heading_is_not_the_page_date():
    prose = (
        "<p>The barrel closed at 18.78 dollars today, its lowest price since 6 March 2002, "
        "after a week in which the market lost a fifth of its value and traders braced for "
        "more.</p>"
    )
    byline = "<p>By Ana Ruiz, 17 March 2020</p>"
    assert dates_of("<h1>Oil falls</h1>" + prose + byline)[0] == "2020-03-17"


def test_a_platforms_own_publication_meta_name_is_read():
    uploaded = '<meta property="five_hundred_pixels:uploaded" content="2013-02-16T04:36:36-05:00">'
    assert dates_of("<p>A photo.</p>", head=uploaded)[0] == "2013-02-16"
    own_pubdate = '<meta name="bt:pubDate" content="2019-04-02T10:00:00Z">'
    assert dates_of("<p>A story.</p>", head=own_pubdate)[0] == "2019-04-02"
    others = (
        '<meta name="profile:birthday_created" content="1990-01-01">'
        '<meta name="page:expires-published" content="2030-01-01">'
        '<meta name="bt:updated_publish" content="2020-01-01">'
        '<meta name="publish-note" content="soon">'
    )
    assert dates_of("<p>A photo.</p>", head=others)[0] is None


def test_drupal_submitted_line_dates_the_page():
    menu = "<ul><li><a href=/camp>Summer camp 26.08.2017</a></li>" + "<li>Topic</li>" * 60 + "</ul>"
    body = (
        f"{menu}<h1>Hackathon at the summer camp</h1><p>We meet at the camp by the lake, with "
        "two days of talks, workshops and coding on the shared ledger, and everyone is "
        "welcome to join us there.</p>"
        + "<p>"
        + "More about the plans for the camp. " * 20
        + "</p>"
        "<div class='submitted'>Submitted by rasos on 24 July 2017 - 18:55</div>"
    )
    assert dates_of(body)[0] == "2017-07-24"


def test_share_image_path_dates_a_page_with_no_other_date():
    image = '<meta property="og:image" content="https://example.org/files/2016/05/04/report.png">'
    assert dates_of("<p>The annual report.</p>", head=image)[0] == "2016-05-04"
    dated = "<p>The annual report.</p><p class='date'>Published 3 March 2016</p>"
    assert dates_of(dated, head=image)[0] == "2016-03-03"


def test_two_digit_year_dateline_beside_the_headline():
    body = "<span>02.12.19</span><h1>What is on the cards</h1><p>Text of the article.</p>"
    assert dates_of(body)[0] == "2019-12-02"
    versions = "<h1>Release notes</h1><p>Version 1.2.19 fixes a crash.</p>"
    assert dates_of(versions)[0] is None
    section = "<span>Party, 30.10.23</span><h1>Costumes</h1><p>Text of the article.</p>"
    assert dates_of(section, lang="de")[0] == "2023-10-30"
    byline = "<h1>The new trend</h1><p>von <a>Kim</a>, 8.5.12</p><p>Text of the article.</p>"
    assert dates_of(byline, lang="de")[0] == "2012-05-08"
    release = "<h1>Release notes</h1><p>Version 1.2.19</p><p>Text of it.</p>"
    slashed = "<h1>Happy people</h1><p>Source</p><p>{}</p><p>Text of the article.</p>"
    assert dates_of(slashed.format("01/11/11-10:18"), lang="el")[0] == "2011-11-01"
    assert dates_of(slashed.format("11/01/11"), lang="en-US")[0] == "2011-11-01"
    assert dates_of(release)[0] is None


def test_a_date_split_into_pieces_beside_the_headline():
    badge = "<div><span>26</span><span>01</span><span>2022</span></div>"
    assert dates_of(badge + "<h1>Winter pike</h1><p>Text of it.</p>", lang="de")[0] == "2022-01-26"
    leaf = "<div><b>Apr</b><i>04</i><i>2013</i></div>"
    assert dates_of("<h1>Mozart's marks</h1>" + leaf + "<p>Text of it.</p>")[0] == "2013-04-04"
    pages = "<h1>Archive</h1><p><a>1</a><a>2</a><a>2013</a></p><p>Text of it.</p>"
    assert dates_of(pages)[0] is None


def test_date_under_the_headline_confirmed_by_script_json_beats_a_meta_tag():
    head = '<meta property="article:published_time" content="2015-12-11T14:28:34Z">'
    body = (
        "<h1>Samantha and the great big lie</h1><p><a href=/a>Oct 15, 2015</a> · 18 min read</p>"
        '<p>Text of the story.</p><script>window.state = {"datePublished":'
        '"2015-10-15T02:19:15.607Z"}</script>'
    )
    assert dates_of(body, head=head)[0] == "2015-10-15"


def test_every_script_key_holds_a_stem_of_its_list():
    """The stems tell scripts without a key apart: a key holding none would be missed."""
    for keys, stems in (
        (date_module._QUOTED_PUBLISHED_KEYS, date_module._PUBLISHED_KEY_STEMS),
        (date_module._QUOTED_MODIFIED_KEYS, date_module._MODIFIED_KEY_STEMS),
    ):
        for key in keys:
            assert any(stem in key for stem in stems), key
            text = f'x = {{"other": 1, {key}: "2019-03-04T10:00:00Z"}}'
            assert date_module._holds_key(text, stems, keys)
        assert not date_module._holds_key('{"datepublished": "x", "update": 1}', stems, keys)


@pytest.mark.parametrize(
    "key", [*date_module._SCRIPT_PUBLISHED_KEYS, *date_module._SCRIPT_MODIFIED_KEYS]
)
def test_each_script_key_dates_the_page(key):
    body = f'<p>Text.</p><script>var page = {{"{key}": "2019-03-04T10:00:00Z"}};</script>'
    found = dates_of(body)
    assert "2019-03-04" in found, (key, found)


def test_a_modification_date_beside_the_headline_ends_the_search() -> None:
    """A page that shows only when it was updated is dated by that, not by a date in
    its header (today's date) or further down."""
    body = (
        "<div id='date'>Tuesday 15 January 2008</div>"
        f"<p>{'Menu News Sport Business Travel Culture Weather ' * 6}</p><h1>The headline</h1>"
        "<p>Last Updated: 08/01/2008</p><p>Body text of the story.</p>"
    )
    assert dates_of(body, lang="en-gb") == ("2008-01-08", "2008-01-08")
