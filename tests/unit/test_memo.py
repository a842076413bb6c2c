"""Shared per-tree work: memos, extract() given a Document, and the report's shared parse."""

from __future__ import annotations

import thresher
from thresher.eval.extractor import PageInput
from thresher.eval.methodspec import parse_method_spec
from thresher.html.memo import TreeMemo, next_run, saved_seconds
from thresher.output import render
from thresher.report.worker import KeepingMethod


def test_tree_memo_computes_once_per_tree_and_arguments(sample_bytes: bytes) -> None:
    calls: list[tuple[object, int]] = []

    def count_elements(doc, limit: int) -> int:
        calls.append((doc.tree, limit))
        return min(limit, sum(1 for _ in doc.tree.iter()))

    memo = TreeMemo(count_elements, size=2)
    first, second = thresher.load_document(sample_bytes), thresher.load_document(sample_bytes)
    next_run()
    before = saved_seconds()
    assert memo(first, 10) == memo(first, 10) == 10
    assert len(calls) == 1 and saved_seconds() == before  # a hit in the same run is free
    next_run()
    memo(first, 10)
    charged = saved_seconds()
    memo(first, 10)
    assert charged > before and saved_seconds() == charged  # counted once per later run
    memo(first, 5)
    memo(second, 10)
    assert len(calls) == 3
    memo(first, 10)  # pushed out by the two newer entries
    assert len(calls) == 4


def test_tree_memo_treats_a_default_given_or_left_out_as_one_call(sample_bytes: bytes) -> None:
    calls: list[int] = []

    def count_elements(doc, limit: int = 10, *, tags: frozenset[str] = frozenset()) -> int:
        calls.append(limit)
        return min(limit, sum(1 for _ in doc.tree.iter()))

    memo = TreeMemo(count_elements)
    doc = thresher.load_document(sample_bytes)
    memo(doc)
    memo(doc, 10)
    memo(doc, limit=10, tags=frozenset())
    assert calls == [10]
    memo(doc, tags=frozenset(["p"]))
    assert calls == [10, 10]


def test_auto_and_sentences_share_one_segmentation(sample_bytes: bytes) -> None:
    from thresher.html import segment as segment_module

    doc = thresher.load_document(sample_bytes)
    thresher.extract(doc, method="auto")
    before = [entry[2] for entry in segment_module._SEGMENT_MEMO._entries]
    thresher.extract(doc, method="sentences")
    after = [entry[2] for entry in segment_module._SEGMENT_MEMO._entries]
    assert after[0] is before[0]


def test_extract_of_a_shared_document_equals_extract_of_bytes(sample_bytes: bytes) -> None:
    doc = thresher.load_document(sample_bytes, url="https://example.org/a")
    for method in ("auto", "sentences", "features", "roles"):
        alone = thresher.extract(sample_bytes, url="https://example.org/a", method=method)
        shared = thresher.extract(doc, method=method)
        assert shared.url == "https://example.org/a"
        for fmt in ("txt", "json", "marked"):
            assert render(shared, fmt) == render(alone, fmt), (method, fmt)


def test_report_methods_share_one_parse_and_are_charged_for_it(sample_bytes: bytes) -> None:
    auto = KeepingMethod(parse_method_spec("auto"))
    sentences = KeepingMethod(parse_method_spec("sentences"))
    page = PageInput(sample_bytes, url="https://example.org/a")
    auto(page)
    assert auto.borrowed_seconds == 0.0
    sentences(page)
    assert sentences.last.document is auto.last.document
    assert sentences.borrowed_seconds > 0.0
    other = KeepingMethod(parse_method_spec("sentences:max_depth=50"))
    other(PageInput(sample_bytes, url="https://example.org/a"))
    assert other.last.document is not auto.last.document
