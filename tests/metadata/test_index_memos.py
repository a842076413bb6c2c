"""The page-wide facts the author sources share are found once an index (stop 72)."""

from __future__ import annotations

from dataclasses import replace

from thresher.html.document import load_document
from thresher.html.dom_index import index_page, index_page_reference
from thresher.metadata import authors
from thresher.metadata.index_runs import holding_positions, joined_own_text

PAGE = (
    "<html><body><div class='nav'><a href='/'>Home</a></div>"
    "<h2>Section</h2><article><h1>The headline</h1><p>Reported by Jo Lee in Paris</p>"
    "<p>Text of the story, read by many.</p><h1>A second h1</h1>"
    "<p>（记者 张建）</p></article></body></html>"
)


class _NoScan(tuple):
    """Tags that refuse a scan of them all (``in`` or ``index``): read by position only."""

    def __contains__(self, item: object) -> bool:
        raise AssertionError("the tags were scanned")

    def index(self, *args: object) -> int:
        raise AssertionError("the tags were scanned")


def test_first_h1_and_own_texts_read_once_an_index() -> None:
    doc = load_document(PAGE)
    for index in (index_page(doc), index_page_reference(doc, 5)):
        tags = list(index.tags)
        expected = tags.index("h1") if "h1" in tags else None
        # the first h1 is read among the heading members, not by comparing every tag
        assert authors._first_h1(replace(index, tags=_NoScan(index.tags))) == expected
        assert authors._first_h1(index) == expected
        # one join of the own texts, whatever the start and the word
        for word in (" by ", "者", "e", ""):
            for start in range(len(index.own_text) + 2):
                found = [p for p in range(start, len(index.own_text)) if word in index.own_text[p]]
                assert list(holding_positions(index, word, start)) == found
        joined = index.lazy["joined_own_text"]
        assert joined == "".join(index.own_text)
        assert joined_own_text(index) is joined
