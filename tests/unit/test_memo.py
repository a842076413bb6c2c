"""Shared per-tree work: memos, extract() given a Document, and the report's shared parse."""

from __future__ import annotations

import thresher
from thresher.eval.extractor import ExtractorInput
from thresher.eval.methodspec import parse_method_spec
from thresher.html.memo import TreeMemo
from thresher.output import render
from thresher.report.worker import run_methods


def test_tree_memo_computes_once_per_tree_and_arguments(sample_bytes: bytes) -> None:
    calls: list[tuple[object, int]] = []

    def count_elements(doc, limit: int) -> int:
        calls.append((doc.tree, limit))
        return min(limit, sum(1 for _ in doc.tree.iter()))

    memo = TreeMemo(count_elements, size=2)
    first, second = thresher.load_document(sample_bytes), thresher.load_document(sample_bytes)
    assert memo(first, 10) == memo(first, 10) == 10
    assert len(calls) == 1
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
    from thresher.eval.datasets import Page

    specs = [parse_method_spec(s) for s in ("auto", "sentences", "sentences:max_depth=50")]
    page = ExtractorInput(sample_bytes, url="https://example.org/a")
    runs = run_methods("set", Page("set", "p", "p.html"), page, specs, None)
    auto, sentences, other = (run.extraction for run in runs)
    assert sentences.document is auto.document
    assert other.document is not auto.document
    assert all(run.result.seconds > 0.0 and run.result.error is None for run in runs)
    alone = thresher.extract(sample_bytes, url="https://example.org/a", method="sentences")
    assert runs[1].result.prediction.text == alone.text


def _shapes(doc, limit, extra=None, *, tags=frozenset(), deep=False):
    return limit


def _required(doc, limit, *, tags):
    return limit


def _variadic(doc, *args, **kwargs):
    return args


def _positional_only(doc, limit=1, /, tags=()):
    return limit


def _call_shapes() -> list[tuple[tuple, dict]]:
    values = [None, 0, 3, "x", frozenset(), frozenset(["p"]), (1, 2)]
    shapes: list[tuple[tuple, dict]] = [((), {})]
    for v in values:
        shapes += [((v,), {}), ((v, v), {}), ((v, v, v), {}), ((), {"limit": v})]
        shapes += [((v,), {"tags": v}), ((), {"deep": v, "extra": v}), ((v,), {"limit": v})]
        shapes += [((v,), {"nope": v}), ((), {"doc": v}), ((v,), {"extra": v, "deep": v})]
    return shapes


def test_tree_memo_keys_equal_the_bound_keys(sample_bytes: bytes) -> None:
    """The key read from the parameters once equals inspect's binding, errors included."""
    doc = thresher.load_document(sample_bytes)
    for fn in (_shapes, _required, _variadic, _positional_only):
        memo = TreeMemo(fn)
        for args, kwargs in _call_shapes():
            try:
                want: object = memo._bound_key(doc, args, kwargs)
            except TypeError as exc:
                want = type(exc)
            try:
                got: object = memo._key(doc, args, kwargs)
            except TypeError as exc:
                got = type(exc)
            assert got == want, (fn.__name__, args, kwargs)


def test_document_title_is_read_once_per_tree(sample_bytes: bytes) -> None:
    from thresher.html import parse

    doc = thresher.load_document(sample_bytes)
    assert parse.document_title(doc) == parse._document_title(doc)
    assert parse.document_title(doc) is parse.document_title(doc)
    other = thresher.load_document(b"<title> A \n title </title><p>x</p>")
    assert parse.document_title(other) == "A title"
    assert parse.document_title(thresher.load_document(b"<p>no title</p>")) is None


def test_tree_memo_lets_a_result_go_with_its_document(sample_bytes: bytes) -> None:
    import weakref

    class Result:
        pass

    memo = TreeMemo(lambda doc: Result())
    doc = thresher.load_document(sample_bytes)
    result = memo(doc)
    assert memo(doc) is result
    gone = weakref.ref(result)
    kept = memo(thresher.load_document(sample_bytes))  # its document is gone already
    del doc, result
    assert gone() is None and memo._entries == []
    assert isinstance(kept, Result)


def test_tree_memo_takes_documents_without_weak_references(sample_bytes: bytes) -> None:
    class Plain:
        __slots__ = ("tree",)

        def __init__(self, tree) -> None:
            self.tree = tree

    calls: list[object] = []
    memo = TreeMemo(lambda doc: calls.append(doc) or len(calls))
    doc = Plain(thresher.load_document(sample_bytes).tree)
    assert memo(doc) == memo(doc) == 1
    assert len(memo._entries) == 1


def test_extract_of_bytes_leaves_no_cache_and_of_a_document_keeps_its_own(
    sample_bytes: bytes,
) -> None:
    from thresher.html import dom_index, segment

    memos = (segment._SEGMENT_MEMO, dom_index._INDEX_MEMO)
    result = thresher.extract(sample_bytes)
    assert result.document is not None  # the result keeps its page, not the page's caches
    assert all(entry[0] is not result.document.tree for m in memos for entry in m._entries)
    doc = thresher.load_document(sample_bytes)
    thresher.extract(doc)
    assert all(any(entry[0] is doc.tree for entry in m._entries) for m in memos)


def test_forget_document_drops_every_memo_result_and_memos_go_with_their_owner(
    sample_bytes: bytes,
) -> None:
    import gc

    from thresher.html import memo as memo_module

    calls: list[int] = []

    def count(doc) -> int:
        calls.append(1)
        return len(calls)

    first, second = TreeMemo(count), TreeMemo(count)
    doc, other = thresher.load_document(sample_bytes), thresher.load_document(sample_bytes)
    first(doc), second(doc), first(other)
    memo_module.forget_document(doc)
    assert [entry[0] for entry in first._entries] == [other.tree]
    assert second._entries == []
    entries = first._entries
    memo_module.forget_document(doc)  # nothing of doc left: the entries stay as they are
    assert first._entries is entries
    first(doc)
    assert len(calls) == 4
    held = len(memo_module._MEMOS)
    del second
    gc.collect()
    assert len(memo_module._MEMOS) == held - 1
    assert all(ref() is not None for ref in memo_module._MEMOS)


def _defaults(doc, limit=2, *, tags=()):
    return [limit, tags]


def test_tree_memo_calls_share_a_result_when_they_mean_the_same(sample_bytes: bytes) -> None:
    """A bare call, the defaults given by keyword, and other values: one result each meaning."""
    doc = thresher.load_document(sample_bytes)
    memo = TreeMemo(_defaults, size=4)
    bare = memo(doc)
    assert bare == [2, ()]
    assert memo(doc) is bare and memo(doc, limit=2) is bare and memo(doc, 2, tags=()) is bare
    other = memo(doc, tags=("p",))
    assert other == [2, ("p",)] and memo(doc, limit=2, tags=("p",)) is other
    assert memo(doc, 3) == [3, ()] and memo(doc) is bare
    required = TreeMemo(_required)
    try:
        required(doc)
    except TypeError:
        pass
    else:
        raise AssertionError("a call without a required argument must fail")
