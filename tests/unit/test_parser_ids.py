"""The parser keeps no hash of ``id`` attributes (``collect_ids=False``): the trees are
those of a parser that keeps one, duplicate and odd ids included."""

from __future__ import annotations

from pathlib import Path

from lxml import etree

from thresher.html import parse

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])


def _with_ids() -> etree.HTMLParser:
    return etree.HTMLParser(**{**parse.PARSER_OPTIONS, "collect_ids": True})


def test_trees_are_the_same_without_the_id_hash() -> None:
    pages = [path.read_bytes() for path in BUNDLED]
    pages.append(b'<p id="a">1</p><p id="a">2</p><div id="">3</div><i id=" b c">4</i><b ID=x>5')
    for data in pages:
        ours = etree.fromstring(data, parser=parse._parser())
        theirs = etree.fromstring(data, parser=_with_ids())
        assert etree.tostring(ours) == etree.tostring(theirs)
