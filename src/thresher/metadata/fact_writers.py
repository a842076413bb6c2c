"""Writers listed in a box of the document's facts: a heading that reads "Author(s)"
over a list of links to the writers' pages (a report library's sidebar: "Publication
Type", "Date", "Author(s)" over ``<a href="/library/?_author=Jo%20Lee">Jo Lee</a>``).

The author finder reads it last among the page's bylines (:func:`find_author`), where
nothing before named anyone: the box sits in an ``aside``, which the byline scans skip.
"""

from __future__ import annotations

from typing import Any

from thresher.html.dom_index import PageIndex
from thresher.metadata.byline_words import FACT_AUTHOR_LABELS
from thresher.metadata.names import looks_personal
from thresher.metadata.title import heading_members

MAX_FACT_WRITERS = 8  # links of the list read, at most
# Where a heading is the site's, not the document's: its menus, header and footer.
_CHROME_TAGS = frozenset({"nav", "header", "footer"})
_SUBHEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6", "dt"})


def fact_box_writers(index: PageIndex) -> list[str]:
    """The persons a labelled list of author links names (see the module), else []."""
    tags = index.tags
    for position in heading_members(index):
        if tags[position] not in _SUBHEADINGS or index.text_chars(position) > 12:
            continue
        label = index.full_text(position).strip().rstrip(":：").casefold()
        if label not in FACT_AUTHOR_LABELS or _in_chrome(index, position):
            continue
        names = _linked_writers(index.elements[position].getnext())
        if names:
            return names
    return []


def _linked_writers(box: Any) -> list[str]:
    """The texts of the links in ``box`` when every one reads as a person's name and
    each links an author's page (an author word in its address: ``?_author=``,
    ``/author/jo-lee``)."""
    if box is None or not isinstance(box.tag, str):
        return []
    links = list(box.iterfind(".//a[@href]"))
    if not links or len(links) > MAX_FACT_WRITERS:
        return []
    names = [" ".join("".join(link.itertext()).split()) for link in links]
    if not all(map(looks_personal, names)):
        return []
    if not all("author" in (link.get("href") or "").casefold() for link in links):
        return []
    return names


def _in_chrome(index: PageIndex, position: int) -> bool:
    tags = index.tags
    return any(tags[parent] in _CHROME_TAGS for parent in index.ancestors(position))
