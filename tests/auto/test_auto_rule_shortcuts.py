"""The decision rules' shortcuts held to their definitions: a prompt line's count cut
without a regex search, a thread's path shapes read once for both of a frame rule's
counts, a post's common element and its headers' ancestors found by shorter climbs."""

from __future__ import annotations

import random
import re
import sys
from types import SimpleNamespace
from typing import Any

from lxml import etree

from thresher.methods.auto import prompt_lines
from thresher.methods.auto.headed_posts import _ancestors, _common, _widened
from thresher.methods.auto.post_chrome import _path_counts, _tail
from thresher.methods.auto.prompt_lines import _COUNT, _ENDS, _stripped, _uncounted

_ALL = "".join(map(chr, range(sys.maxunicode + 1)))


def _stripped_reference(key: str) -> str:
    """The definition: the marks around the line stripped, a count after it cut by
    ``_COUNT``, the marks stripped again."""
    line = key.strip(_ENDS)
    return _COUNT.sub("", line).strip(_ENDS) if line.endswith((")", "）")) else line


def test_a_count_s_digits_and_spaces_are_what_the_string_tests_say() -> None:
    # the pattern's \d and \s over every code point: str.isdecimal and str.isspace
    digits = set(re.findall(r"\d", _ALL))
    spaces = set(re.findall(r"\s", _ALL))
    assert digits == {c for c in _ALL if c.isdecimal()}
    assert spaces == {c for c in _ALL if c.isspace()}
    assert all(c.isspace() for c in spaces) and not any(c.strip() for c in spaces)


def test_a_count_is_cut_as_the_pattern_cuts_it() -> None:
    pieces = ["a", "b", " ", "  ", "(", "（", ")", "）", "1", "23", "\u0663", "\xa0", "\t"]
    pieces += ["\n", "\u3000", "x(", "()", "(7)", "²", "٣)", ":", "»"]
    rng = random.Random(58)
    checked = 0
    for _ in range(40_000):
        line = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 9)))
        assert _stripped(line) == _stripped_reference(line), line
        if line.endswith((")", "）")):
            assert _uncounted(line) == _COUNT.sub("", line), line
            checked += 1
    assert checked > 5_000
    for line in ("комментарии (3)", "comments（12）", "replies ()", "f(x)", "(3) (4)", "a (3a)"):
        assert _uncounted(line) == _COUNT.sub("", line)
        assert _stripped(line) == _stripped_reference(line)


def test_the_phrase_table_reads_as_before() -> None:
    kinds = prompt_lines._phrase_kinds()
    assert kinds == prompt_lines._KINDS
    for _kind, languages in prompt_lines.LINES:
        for _, phrases in languages:
            for phrase in phrases.split("|"):
                line = _stripped_reference(" ".join(phrase.lower().split()))
                assert prompt_lines._line(phrase) == line


def _blocks(rng: random.Random, n: int) -> list[SimpleNamespace]:
    steps = ["div", "div.post-12", "div.post-345", "dd", "dd.c1", "span", "p", "li#m7"]
    return [
        SimpleNamespace(path="/".join(rng.choice(steps) for _ in range(rng.randint(1, 5))))
        for _ in range(n)
    ]


def test_path_shapes_shared_by_two_counts_change_neither() -> None:
    rng = random.Random(7)
    for _ in range(300):
        blocks = _blocks(rng, rng.randint(0, 60))
        first = [rng.random() < 0.5 for _ in blocks]
        second = [rng.random() < 0.3 for _ in blocks]
        ends = {_tail(b.path) for b in blocks if rng.random() < 0.4}
        shapes: dict[str, str | None] = {}
        assert _path_counts(blocks, first, ends, shapes) == _path_counts(blocks, first, ends)
        assert _path_counts(blocks, second, ends, shapes) == _path_counts(blocks, second, ends)


def _tree(rng: random.Random, size: int) -> list[Any]:
    root = etree.Element("div")
    nodes = [root]
    for _ in range(size):
        nodes.append(etree.SubElement(rng.choice(nodes), rng.choice(["div", "p", "span"])))
    return nodes


def _common_reference(elements: list[Any]) -> Any:
    chain = [elements[0], *elements[0].iterancestors()]
    for element in elements[1:]:
        above = {element, *element.iterancestors()}
        chain = [node for node in chain if node in above]
    return chain[0]


def _below(node: Any, box: Any) -> bool:
    return any(above is box for above in node.iterancestors())


def test_a_posts_common_element_and_its_headers_ancestors_as_the_full_climbs_give() -> None:
    rng = random.Random(25)
    for _ in range(400):
        nodes = _tree(rng, rng.randint(1, 60))
        elements = rng.sample(nodes, rng.randint(1, min(8, len(nodes))))
        assert _common(elements) is _common_reference(elements)
        assert _ancestors(elements) == {n for e in elements for n in e.iterancestors()}
        box = rng.choice(nodes)
        inside = [n for n in nodes if _below(n, box)]
        if not inside:
            continue
        headers = rng.sample(inside, rng.randint(1, min(4, len(inside))))
        full = {n for e in headers for n in e.iterancestors()}
        assert _ancestors(headers, box) == {n for n in full if _below(n, box)}
        for element in inside:  # what the widening reads of them
            assert _widened(element, box, _ancestors(headers, box)) is _widened(element, box, full)
