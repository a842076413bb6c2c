"""Author, site name, description, language, canonical URL, image, categories, tags:
each source the fields read, and their order."""

from __future__ import annotations

import json

import pytest

import thresher

URL = "https://news.example/world/2024/story.html"
BODY = (
    "<article><h1>Floods close the valley road</h1>"
    "<p>Heavy rain closed the valley road on Monday, the county said in a statement.</p>"
    "<p>Crews expect to reopen one lane by Thursday if the water keeps falling.</p>"
    '<img src="../img/flood.jpg" alt="The flooded road">'
    "<p>Drivers are asked to use the northern route until further notice.</p></article>"
)


def metadata(head: str = "", body: str = BODY, html_attrs: str = "", url: str | None = URL):
    page = f"<html {html_attrs}><head>{head}</head><body>{body}</body></html>"
    return thresher.extract(page, url=url).metadata


def jsonld(data: dict) -> str:
    return f'<script type="application/ld+json">{json.dumps(data)}</script>'


@pytest.mark.parametrize(
    ("head", "body_extra", "expected"),
    [
        (jsonld({"@type": "NewsArticle", "author": {"name": "Ana Ruiz"}}), "", "Ana Ruiz"),
        (
            jsonld({"@type": "Article", "author": [{"name": "Ana Ruiz"}, {"name": "Li Wei"}]}),
            "",
            "Ana Ruiz; Li Wei",
        ),
        ('<meta name="author" content="Ana Ruiz">', "", "Ana Ruiz"),
        ('<meta property="article:author" content="https://fb.example/ana">', "", None),
        ("", '<a rel="author" href="/ana">Ana  Ruiz</a>', "Ana Ruiz"),
    ],
)
def test_author_sources(head, body_extra, expected):
    assert metadata(head, BODY + body_extra).author == expected


def test_author_json_ld_comes_before_meta():
    head = jsonld({"@type": "NewsArticle", "author": "Ana Ruiz"})
    head += '<meta name="author" content="Desk">'
    assert metadata(head).author == "Ana Ruiz"


@pytest.mark.parametrize(
    ("head", "url", "expected"),
    [
        ('<meta property="og:site_name" content="Valley News">', URL, "Valley News"),
        (
            jsonld({"@type": "NewsArticle", "publisher": {"name": "Valley Post"}}),
            URL,
            "Valley Post",
        ),
        ("", URL, "news.example"),
        ("", None, None),
    ],
)
def test_sitename_sources(head, url, expected):
    assert metadata(head, url=url).sitename == expected


def test_description_prefers_meta_description_then_open_graph():
    both = '<meta name="description" content="  Rain  closes a road. ">'
    both += '<meta property="og:description" content="OG">'
    assert metadata(both).description == "Rain closes a road."
    assert metadata('<meta property="og:description" content="OG text">').description == "OG text"


@pytest.mark.parametrize(
    ("head", "attrs", "expected"),
    [
        ("", 'lang="de-AT"', "de-AT"),
        ('<meta http-equiv="content-language" content="fr">', "", "fr"),
        ('<meta property="og:locale" content="en_GB">', "", "en-GB"),
        ("", "", None),
    ],
)
def test_language_sources(head, attrs, expected):
    assert metadata(head, html_attrs=attrs).language == expected


def test_canonical_url_is_made_absolute_and_falls_back_to_og_url():
    canonical = metadata('<link rel="canonical" href="/world/story">').canonical_url
    assert canonical == "https://news.example/world/story"
    og = '<meta property="og:url" content="https://news.example/s">'
    assert metadata(og).canonical_url == "https://news.example/s"


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ('<meta property="og:image" content="/img/lead.jpg">', "https://news.example/img/lead.jpg"),
        (
            '<meta name="twitter:image" content="https://cdn.example/t.png">',
            "https://cdn.example/t.png",
        ),
        (
            jsonld({"@type": "NewsArticle", "image": [{"url": "https://cdn.example/j.jpg"}]}),
            "https://cdn.example/j.jpg",
        ),
        ("", "https://news.example/world/img/flood.jpg"),  # the first image the method kept
    ],
)
def test_image_sources(head, expected):
    assert metadata(head).image == expected


def test_no_image_when_the_page_declares_none_and_keeps_none():
    assert (
        metadata(body=BODY.replace('<img src="../img/flood.jpg" alt="The flooded road">', "")).image
        is None
    )


def test_categories_from_meta_and_json_ld_without_repeats():
    head = '<meta property="article:section" content="World">'
    head += jsonld({"@type": "NewsArticle", "articleSection": ["World", "Weather"]})
    assert metadata(head).categories == ("World", "Weather")


def test_tags_split_on_commas_from_every_source():
    head = '<meta name="keywords" content="floods, roads">'
    head += '<meta property="article:tag" content="rain">'
    head += jsonld({"@type": "NewsArticle", "keywords": ["county", "floods"]})
    assert set(metadata(head).tags) == {"floods", "roads", "rain", "county"}
