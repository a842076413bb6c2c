"""Author, title and published day on forum threads and on news pages of countries the
earlier suites lack (issue 26, stop 70: :mod:`tests.metadata.engine_bylines3`). Fixed
here: a thread's author is its opening post's poster, read from the first
``DiscussionForumPosting`` item's ``author`` (Discourse) or from the first profile link
of a run of posts right under the thread's title (vBulletin, Simple Machines, MyBB,
Discuz!), not from a later replier's box."""

from __future__ import annotations

import pytest
from tests.metadata.engine_bylines2 import DatedPage
from tests.metadata.engine_bylines3 import pages

from thresher.eval.metrics import author_match, date_match, title_match
from thresher.html.document import load_document
from thresher.metadata import extract_metadata

PAGES = {page.name: page for page in pages()}


def _fields(page: DatedPage) -> tuple[bool, bool, bool]:
    found = extract_metadata(load_document(page.html.encode(), url=page.url))
    author = (
        found.author is None if page.author is None else author_match(page.author, found.author)
    )
    date = found.date is None if page.date is None else date_match(page.date, found.date)
    return author, title_match(page.title, found.title), date


@pytest.mark.parametrize("name", sorted(PAGES))
def test_engine_page_fields(name: str) -> None:
    assert _fields(PAGES[name]) == (True, True, True), name


def test_comments_under_an_article_name_no_author() -> None:
    """An article without a byline whose comments form a run of posts with profile
    links: the first commenter is not the article's author (the story's text stands
    between the headline and the comments)."""
    story = "<p>" + "The council met on Tuesday to discuss the plan for the bridge. " * 8 + "</p>"
    comment = (
        '<div class="post"><a href="/memberlist.php?mode=viewprofile&amp;u={n}">{who}</a>'
        "<p>" + "I agree with this plan and hope it is built soon enough. " * 3 + "</p></div>"
    )
    comments = comment.format(n=1, who="nightowl") + comment.format(n=2, who="kate_m")
    html = (
        '<html lang="en"><head><title>Bridge plan - The Courier</title></head><body><main>'
        f"<h1>Bridge plan</h1>{story * 3}<section>{comments}</section></main></body></html>"
    )
    found = extract_metadata(load_document(html.encode(), url="https://courier.example/b"))
    assert found.author is None
