"""The writer of a forum thread's opening post: the thread page's author.

A thread lists its posts one after another, each with its poster's name; the page's
author is the first post's poster, not a later replier nor a moderator. Two signals:

* schema.org microdata (read when the page's source names the type): the first item
  typed ``DiscussionForumPosting`` or ``Question`` and its ``author``'s ``name``
  (Discourse's crawler view, XenForo themes, Stack Exchange's question), read even in
  a hidden box (it is declared data);
* a run of posts (read on every page, within a few hundred characters of text after
  the title): the first link to a member's profile (``memberlist.php``,
  ``member.php``, ``action=profile``, ``/members/``, ``space-uid-``, …) after the
  thread's title, inside a box holding the post's text that stands beside a box of its
  tag and class holding another profile link (the next post), with no longer text
  before the first post than a title's and a toolbar's (an article's comments follow
  the article's text: their first poster is no author).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from thresher.html.dom_index import PageIndex
from thresher.html.patterns import LazyPattern
from thresher.metadata.names import split_names
from thresher.metadata.page_words import page_holds
from thresher.types import Document

# the item types whose first item is a thread's opening post
_THREAD_ITEM_TYPES = ("DiscussionForumPosting", "schema.org/Question")
_THREAD_TYPE_NAMES = ("/DiscussionForumPosting", "/Question")
_THREAD_ITEMS = ".//*[@itemtype]"
_AUTHOR_ITEMS = './/*[@itemprop="author"]'
_NAME_ITEMS = './/*[@itemprop="name"]'
# a link to a forum member's profile, by the path or query of the engines' profile pages
_PROFILE_LINK = LazyPattern(
    r"(?:memberlist\.php\?mode=viewprofile|member\.php\?(?:u=|action=profile)"
    r"|[?&;]action=profile|space-uid-\d|/members/[^/]+\.\d+/?$|/profile/\d+-[^/]+/?$)"
)
MAX_POSTER_CHARS = 40  # a poster's shown name
MIN_POST_CHARS = 80  # the text of the opening post's box beyond its poster's name
MAX_LEAD_CHARS = 400  # text between the title and the first post (a toolbar, a badge)
MAX_LINK_LEAD_CHARS = 600  # text between the title and the poster's link
MAX_POST_DEPTH = 8  # levels from the poster's link up to the post's box


def microdata_starter_names(index: PageIndex, doc: Document) -> list[str]:
    """The ``author`` ``name`` of the first thread item (microdata) of the page ``doc``."""
    if not any(page_holds(doc, kind) for kind in _THREAD_ITEM_TYPES) or not index.elements:
        return []  # most pages
    root = index.elements[0].getroottree().getroot()
    for item in root.iterfind(_THREAD_ITEMS):
        kind = item.get("itemtype") or ""
        if not kind.endswith(_THREAD_TYPE_NAMES):
            continue
        author = next(item.iterfind(_AUTHOR_ITEMS), None)
        return _author_item_names(author) if author is not None else []
    return []


def first_poster_names(index: PageIndex, start: int, kept: Callable[[int], bool]) -> list[str]:
    """The opening post's poster of a thread page: the first profile link from the
    element at ``start`` on (the thread's title, or 0) when it opens a run of posts right
    there; ``kept`` tells whether an element at a position may hold a byline (not
    navigation, footers, comments). Only the links within :data:`MAX_LINK_LEAD_CHARS` of
    text after ``start`` are read."""
    tags, elements, chars = index.tags, index.elements, index.chars
    limit = chars[start] + MAX_LINK_LEAD_CHARS
    position = start
    while True:
        try:
            position = tags.index("a", position + 1)  # the next link, found in C
        except ValueError:
            return []
        if chars[position] > limit:
            return []  # past the thread's first post
        if not _is_profile(elements[position].get("href")):
            continue
        name = " ".join(index.full_text(position).split())
        if not 0 < len(name) <= MAX_POSTER_CHARS or not kept(position):
            continue  # an avatar's link, a menu's "Members"
        post = _post_box(index, position, len(name))
        if post is None:
            return []
        lead = chars[post] - chars[start]  # text before the first post
        return split_names(name) if lead <= MAX_LEAD_CHARS else []


def _author_item_names(author: Any) -> list[str]:
    name = next(author.iterfind(_NAME_ITEMS), None)
    holder = author if name is None else name
    text = holder.get("content") or "".join(holder.itertext())
    text = " ".join(text.split())
    return split_names(text) if 0 < len(text) <= MAX_POSTER_CHARS else []


def _is_profile(href: str | None) -> bool:
    """Whether the address is a member's profile page (:data:`_PROFILE_LINK`), read only
    when it holds one of the words every such address holds."""
    if not href or not ("member" in href or "profile" in href or "space-uid" in href):
        return False
    return _PROFILE_LINK.search(href) is not None


def _post_box(index: PageIndex, link: int, name_chars: int) -> int | None:
    """The box of the post holding the poster's link: its nearest ancestor with the
    post's text that has a next sibling of its tag and class holding a profile link."""
    for depth, box in enumerate(index.ancestors(link)):
        if depth >= MAX_POST_DEPTH:
            return None
        if index.text_chars(box) - name_chars < MIN_POST_CHARS:
            continue
        element = index.elements[box]
        following = element.getnext()
        if following is None:
            continue
        if following.tag == element.tag and following.get("class") == element.get("class"):
            return box if _holds_profile_link(following) else None
    return None


def _holds_profile_link(element: Any) -> bool:
    return any(_is_profile(link.get("href")) for link in element.iterfind(".//a[@href]"))
