"""The metadata scans that read a page's index run by run, or from the headline on, give
what a scan of the whole index gives, on the compiled and the pure path; and the
quicker readings of the options and of text after a position equal their definitions."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest

from test_compiled_walks import _bundled, _dataset_documents, _documents
from thresher.html.dom_index import PageIndex, index_page, index_page_reference
from thresher.metadata import authors, date
from thresher.metadata.index_runs import FIRST_RUN, holding_positions, runs
from thresher.metadata.title import heading_members, heading_positions
from thresher.methods.auto.method import AutoParams
from thresher.methods.base import as_dict
from thresher.options import Limits, Options
from thresher.types import Document, FoundMetadata, Metadata


def _text_after_definition(index: PageIndex, end: int, limit: int) -> str:
    """``date._text_after`` as it was written first: the own texts one by one."""
    parts, size = [], 0
    for text in filter(None, index.own_text[end + 1 :]):
        if size >= limit:
            break
        parts.append(text)
        size += len(text)
    return " | ".join(parts)[: limit + 100]


def _indexes(doc: Document) -> Iterator[PageIndex]:
    yield index_page(doc)
    yield index_page_reference(doc, 40)  # an incomplete index


def _check(label: str, doc: Document) -> None:
    for index in _indexes(doc):
        count = len(index)
        openings = list(authors._openings_reference(index))
        dated = list(date._date_class_elements_reference(index))
        assert list(date._date_class_elements(index)) == dated, label
        for start in sorted({0, 1, count // 3, count // 2, max(count - 1, 0), count}):
            for stop in (None, min(count, start + FIRST_RUN + 5)):
                end = count if stop is None else stop
                expected = [(p, m) for p, m in openings if start <= p < end]
                assert list(authors._openings_between(index, start, stop)) == expected, label
        for end in sorted({-1, 0, count // 2, count - 1}):
            if -1 <= end < count:
                for limit in (1, 150, 600, 20_000):
                    expected = _text_after_definition(index, end, limit)
                    assert date._text_after(index, end, limit) == expected, label
        for word in (" by ", "e", "the ", "作者", ""):
            for start in sorted({0, count // 2, count, count + 1}):
                expected = [p for p in range(start, count) if word in index.own_text[p]]
                assert list(holding_positions(index, word, start)) == expected, label
        members = tuple(p for p, inside in enumerate(index.in_heading) if inside)
        assert heading_members(index) == members, label
        for names in (("h1",), ("h2",), ("h1", "h2")):
            expected = [p for p, tag in enumerate(index.tags) if tag in names]
            assert heading_positions(index, *names) == expected, label


@pytest.mark.parametrize("pure", [False, True])
def test_runs_give_what_the_whole_index_gives(monkeypatch, pure: bool) -> None:
    if pure:
        monkeypatch.setenv("THRESHER_PURE", "1")
    for label, doc in [*_documents(), *_bundled()]:
        _check(label, doc)


def test_runs_cover_the_span_once() -> None:
    for start, stop in [(0, 0), (0, 1), (3, FIRST_RUN), (0, 10_000), (17, 5_000)]:
        spans = list(runs(start, stop))
        covered = [p for a, b in spans for p in range(a, b)]
        assert covered == list(range(start, stop))


def test_as_dict_is_asdict() -> None:
    for obj in (
        Options(),
        Options(target_language="de", limits=Limits(max_depth=3)),
        AutoParams(),
        FoundMetadata(title="T"),
        Metadata(title="T", categories=("a", "b"), tags=("x",)),
    ):
        assert as_dict(obj) == dataclasses.asdict(obj)
        assert list(as_dict(obj)) == list(dataclasses.asdict(obj))


@pytest.mark.slow
def test_runs_give_what_the_whole_index_gives_on_real_pages(datasets_dir: Path) -> None:
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 3):
        _check(label, doc)
        seen += 1
    assert seen > 30


def test_the_kernel_scans_read_a_run_in_place_as_its_slice() -> None:
    """``byline_openings(index, start, stop)`` and ``date_class_positions(index, start,
    stop)`` answer for the elements ``start`` to ``stop`` numbered from ``start``: what
    they answer for ``index_slice(index, start, stop)``, and the references' answers for
    it; a negative bound is declined (None), a run past the end or empty gives none."""
    from thresher._core import kernel
    from thresher._core.modules import FACTS
    from thresher.metadata.index_runs import index_slice

    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip("the compiled kernels are not built")
    for label, doc in [*_documents(), *_bundled()]:
        index = index_page(doc)
        count = len(index)
        assert compiled.byline_openings(index, 0, None) == compiled.byline_openings(index)
        assert compiled.date_class_positions(index, 0) == compiled.date_class_positions(index)
        bounds = {0, 1, 7, count // 3, count // 2, max(count - 1, 0), count, count + 5}
        for start in sorted(bounds):
            for stop in sorted({None, *bounds}, key=lambda b: -1 if b is None else b):
                part = index_slice(index, start, count if stop is None else stop)
                openings = compiled.byline_openings(index, start, stop)
                assert openings == compiled.byline_openings(part), (label, start, stop)
                assert openings == list(authors._openings_reference(part)), (label, start, stop)
                dated = compiled.date_class_positions(index, start, stop)
                assert dated == compiled.date_class_positions(part), (label, start, stop)
                if dated is None:  # a DTD that may declare default attributes
                    continue
                end = count if stop is None else stop
                expected = [
                    p for p in date._date_class_elements_reference(index) if start <= p < end
                ]
                short = [start + p for p in dated if index.text_chars(start + p) <= 300]
                assert short == expected, (label, start, stop)
        for start, stop in ((-1, None), (0, -1), (-3, 2)):
            assert compiled.byline_openings(index, start, stop) is None
            assert compiled.date_class_positions(index, start, stop) is None
