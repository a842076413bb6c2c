"""The line-byline reader's shortcuts give what the full reader gives: a childless
element's one line read directly (:func:`~thresher.metadata.text_lines.own_lines`), and
the gate that skips a childless element whose own text opens no byline line
(``authors._may_be_byline_line``)."""

from __future__ import annotations

import pytest
from lxml import html as lxml_html

from thresher.metadata.authors import MAX_BYLINE_CHARS, _may_be_byline_line, _opens_byline
from thresher.metadata.text_lines import own_lines

TEXTS = [
    "By Jane Doe",
    "  \n  By   Jane\n Doe  ",
    "By" + " " * 100 + "Jane Doe",
    "Posted\n   by Jane Doe",
    "Von Jana Müller",
    "Автор: Иван Петров",
    "作者：王五",
    "by the end of the year the council had voted",
    "The city council voted on Tuesday. " * 20,
    "B y Jane Doe",
    "   ",
    "x" * 1700,
    "By " + "Jane Doe " * 60,
]


def _childless(text: str):
    element = lxml_html.fromstring("<div><p>x</p></div>").find("p")
    element.text = text
    return element


@pytest.mark.parametrize("text", TEXTS)
@pytest.mark.parametrize("opens", [None, _opens_byline])
def test_a_childless_elements_line_is_what_the_line_builder_gives(text, opens) -> None:
    lone = _childless(text)
    built = _childless(text)
    lxml_html.etree.SubElement(built, "br")  # a child ending the line: the full reader
    for most in (MAX_BYLINE_CHARS, 400):
        assert list(own_lines(lone, None, opens, most)) == list(own_lines(built, None, opens, most))


@pytest.mark.parametrize("text", TEXTS)
def test_the_gate_refuses_no_childless_element_with_a_byline_line(text) -> None:
    lines = list(own_lines(_childless(text), None, _opens_byline, MAX_BYLINE_CHARS))
    assert not lines or _may_be_byline_line(" ".join(text.split()))


@pytest.mark.parametrize(
    "own", ["The city council voted on Tuesday.", "x" * 200, "By " + "Jane Doe " * 20]
)
def test_the_gate_refuses_prose_and_long_lines(own) -> None:
    assert not _may_be_byline_line(own)
