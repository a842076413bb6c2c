"""The compiled block features give the reference's matrix, bit for bit.

:func:`thresher.methods.auto.block_features.block_features` runs the kernel
``thresher._core._features`` when it is built;
:func:`~thresher.methods.auto.block_features.block_features_reference` is the
definition. Both run here in one interpreter on the same blocks, with the page's
facts and without, and the ``float32`` matrices must be equal in dtype, shape and
every value. Pages: the bundled ones, hand-made hostile ones (the walks' hostile
pages, huge block counts, odd elements), and (``slow``) pages of every shared
dataset. Skipped where the kernel is not built or the pure path is forced.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest
from lxml import etree

import thresher._core
from test_compiled_walks import _bundled, _dataset_documents, _documents
from thresher._core import FEATURES, kernel, pure_forced
from thresher.html.parse import document_title
from thresher.metadata import read_page_meta
from thresher.methods.auto import block_features as bf
from thresher.methods.auto.signals import PageFacts, page_facts
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Block, BlockContext, BlockFeatures, Document, TableRef


def _require():
    compiled = kernel(FEATURES)
    if compiled is None:
        pytest.skip(f"{FEATURES} is not built here, or the pure path is forced")
    return compiled


def _page(doc: Document) -> tuple[list[Block], str | None, PageFacts]:
    """The text blocks, title and facts ``auto`` computes its features from."""
    blocks = [b for b in segment_page(doc, Options()).blocks if b.kind != "img"]
    title = document_title(doc)
    return blocks, title, page_facts(blocks, title, read_page_meta(doc))


def assert_same_matrix(fast: np.ndarray, ref: np.ndarray, label: str) -> None:
    """Same dtype, shape and values (NaN nowhere), naming the first differing column."""
    assert fast.dtype == ref.dtype == np.float32, label
    assert fast.shape == ref.shape, label
    if not np.array_equal(fast, ref):
        rows, cols = np.nonzero(fast != ref)
        name = bf.FEATURE_NAMES[cols[0]]
        pytest.fail(f"{label}: {len(rows)} values differ, first block {rows[0]} {name}")


def _check(label: str, blocks: list[Block], title: str | None, facts: PageFacts | None) -> bool:
    """Both paths equal with the facts given and without; True when the kernel wrote the
    rows (False: it left the page to the reference)."""
    fast = bf.block_features(blocks, title, facts)
    ref = bf.block_features_reference(blocks, title, facts)
    assert_same_matrix(fast, ref, label)
    fast = bf.block_features(blocks, title)
    ref = bf.block_features_reference(blocks, title)
    assert_same_matrix(fast, ref, f"{label} (no facts)")
    if not blocks:
        return True
    out = np.empty((len(blocks), len(bf.FEATURE_NAMES)), dtype=np.float32)
    return kernel(FEATURES).fill(blocks, facts or page_facts(blocks, title), out)


def _check_doc(label: str, doc: Document) -> int:
    """Both paths equal on the page; its block count (the kernel must have run)."""
    blocks, title, facts = _page(doc)
    assert _check(label, blocks, title, facts), f"{label}: left to the reference"
    return len(blocks)


def test_features_kernel_matches_the_reference_on_bundled_pages():
    _require()
    assert sum(_check_doc(label, doc) for label, doc in _bundled()) > 400


def test_features_kernel_matches_the_reference_on_hostile_pages():
    _require()
    declined = set()
    for label, doc in _documents():
        blocks, title, facts = _page(doc)
        if not _check(label, blocks, title, facts):
            declined.add(label)
    assert declined == {"xml-dtd-defaults"}  # class and id may come from the DTD


def _huge_page(count: int) -> str:
    """Many small blocks of every kind under nested, classed containers."""
    rng = random.Random(count)
    words = "the news of today, 2024. Read more © cookie policy Über 12.3.2020 Ünïcödé".split()
    parts = []
    for i in range(count):
        text = " ".join(rng.choice(words) for _ in range(rng.randrange(1, 30)))
        kind = rng.choice(["p", "li", "td", "h2", "blockquote", "div"])
        cls = rng.choice(["", " class='nav'", " id='main-content'", " class='comment reply'"])
        if kind == "li":
            parts.append(f"<ul{cls}><li>{text} <a href='/{i}'>link {i}</a></li></ul>")
        elif kind == "td":
            parts.append(f"<table><tr><td>{text}</td><td>{i}</td></tr></table>")
        else:
            parts.append(f"<section{cls}><{kind}>{text}</{kind}></section>")
        if i % 7 == 0:  # a block 8 to 17 levels below its neighbour's containers
            depth = 8 + i % 10
            parts.append(f"<section><p>near</p>{'<div>' * depth}<p>deep {i}</p>")
            parts.append("</div>" * depth + "</section>")
        if i % 50 == 0:
            parts.append("<div class='sidebar'>" + "<div>" * 20)
        if i % 50 == 49:
            parts.append("</div>" * 21)
    head = "<head><title>The news of today</title></head>"
    return f"<html>{head}<body>{''.join(parts)}</body></html>"


def test_features_kernel_matches_the_reference_on_huge_block_counts():
    from thresher.html.document import load_document

    _require()
    for count in (1, 2, 2_047, 2_049, 6_000):
        doc = load_document(_huge_page(count))
        assert _check_doc(f"huge-{count}", doc) >= count


def _block(text: str, element=None, **context) -> Block:
    length = len(text)
    features = BlockFeatures(length, length // 3, len(text.split()), 2, 1, 4, 0, False, True)
    return Block(0, "body/p", "p", "p", text, features, BlockContext(**context), (), element)


def test_features_kernel_matches_the_reference_on_made_blocks():
    """Blocks without elements, on a detached tree, in a table, a list, a quote; facts
    that name containers, a title block and a comment header; a page of one block."""
    _require()
    root = etree.fromstring("<div class='content'><p id='a'>x</p><p class='nav'>y</p></div>")
    first, second = root
    table = TableRef(3, rows=2, cols=2)
    blocks = [
        _block("Hello world. This is a sentence of words.", first),
        _block("", None),
        _block("  12/03/2021 , , ,  ", second, table=table, list_kinds=("ul", "ol"), quote=2),
        _block("Ümlaut » end…", root, table=TableRef(4, has_nested=True)),
        _block("Comments", first, quote=1),
    ]
    facts = PageFacts(frozenset({"hello", "world"}), 0, 4, root, 97, dominant_container=first)
    assert _check("made", blocks, "Hello world", facts)
    assert _check("made-one", blocks[:1], None, None)
    assert _check("made-no-elements", [_block("a. b c d e."), _block("x")], "x", None)


def test_features_kernel_converts_odd_field_values_as_float_does():
    """Depth, heading level, link-only, bold and quote of other types than int and bool
    (a float, numpy numbers, an int a float rounds, an int subclass) are written as
    ``float()`` of them, as the reference writes them."""
    _require()
    root = etree.fromstring("<div><p>x</p></div>")
    odd = (
        (2**60 + 1, 2.5, np.bool_(True), np.int64(3)),
        (np.float32(0.1), np.int32(7), 1, 0),
        (True, False, 3.75, 2**53 + 1),
    )
    blocks = []
    for n, (depth, heading, link_only, bold) in enumerate(odd):
        text = f"Block {n} of odd fields. Words enough here."
        features = BlockFeatures(len(text), 0, 7, 1, 1, depth, heading, link_only, bold)
        context = BlockContext(quote=(np.int64(2), 1.5, 2**60 + 1)[n])
        blocks.append(Block(n, "body/p", "p", "p", text, features, context, (), root[0]))
    assert _check("odd-fields", blocks, "Block", None)


def test_features_kernel_reads_subclassed_blocks_by_their_attributes():
    """Fields are read from their slots only on a Block, BlockFeatures or BlockContext
    itself: a subclass that answers a field otherwise is read by getattr."""
    _require()

    class LoudFeatures(BlockFeatures):
        __slots__ = ()

        def __getattribute__(self, name: str):
            return 99 if name == "word_count" else super().__getattribute__(name)

    class QuotedContext(BlockContext):
        __slots__ = ()

        def __getattribute__(self, name: str):
            return 3 if name == "quote" else super().__getattribute__(name)

    class TitledBlock(Block):
        __slots__ = ()

        def __getattribute__(self, name: str):
            if name == "text":
                return "Shadowed text. With a sentence of words here."
            return super().__getattribute__(name)

    root = etree.fromstring("<div class='content'><p>x</p><p>y</p></div>")
    plain = _block("A plain block. It has a sentence of words.", root[0])
    features = LoudFeatures(40, 3, 7, 2, 1, 4, 0, False, True)
    loud = Block(1, "body/p", "p", "p", "Loud one. More words here.", features, QuotedContext())
    titled = TitledBlock(
        2, "body/p", "p", "p", "unseen", plain.features, BlockContext(), (), root[1]
    )
    assert _check("subclasses", [plain, loud, titled], "plain block", None)


def test_features_kernel_repeat_group_rows_follow_each_groups_measures():
    """Items of one group share its row; a group number met again with other measures
    (not the page's own groups) gets its own row."""
    from thresher.methods.auto.page_kind import NO_GROUP, RepeatGroup

    _require()
    root = etree.fromstring("<div><p>a</p><p>b</p><p>c</p><p>d</p></div>")
    blocks = [_block(f"Block {i}. Some words in it.", el) for i, el in enumerate(root)]
    first = RepeatGroup(3, 0.25, 0.5, 0.1, 1.0, 0, 10)
    same = RepeatGroup(
        first.count,
        first.page_share,
        first.sentence_share,
        first.link_density,
        first.blocks_per_item,
        0,
        11,
    )
    other = RepeatGroup(3, 0.75, 0.5, 0.1, 2.0, 0, 12)  # the same number, other measures
    facts = page_facts(blocks, None)
    for repeats in ((first, same, other, same), (first, NO_GROUP, same, other), (other,) * 4):
        facts = PageFacts(
            facts.title_words,
            facts.title_block,
            facts.comment_header,
            facts.best_container,
            facts.total_chars,
            facts.dominant_container,
            repeats=repeats,
        )
        assert _check("groups", blocks, None, facts)


def test_features_kernel_writes_a_groups_row_as_its_row_method_rounds_to_float32():
    """A repeat group's columns, written in C for an ``int`` count and ``float`` measures
    (``math.log1p`` as libm's ``log1p``), are ``RepeatGroup.row()`` as float32, sign of
    zero included; other field types (a ``bool`` count, ``int`` shares, a subclass) take
    the method."""
    from thresher.methods.auto.page_kind import NO_GROUP, RepeatGroup

    class Group(RepeatGroup):
        __slots__ = ()

    compiled = _require()
    rng = random.Random(62)
    measures = [0.0, -0.0, 1.0, 2.5, 1e-17, -0.5, 0.999, 1e-300, 1e300, 4095.0, 4096.0]
    counts = [0, 1, 2, 4095, 4096, 10**6, True]
    groups = [NO_GROUP, Group(3, 0.5, 0.25, 0.0, 2.0), RepeatGroup(2, 1, 0, 0, 1)]
    for _ in range(20_000):
        values = [rng.choice([*measures, rng.random() * 100]) for _ in range(4)]
        groups.append(RepeatGroup(rng.choice(counts), *values))
    for group in groups:
        with np.errstate(over="ignore"):  # 1e300 rounds to inf in float32, as in the matrix
            expected = [float(v) for v in np.asarray(group.row(), dtype=np.float32)]
        found = list(compiled.group_row(group))
        assert found == expected, group
        assert [np.copysign(1.0, v) for v in found] == [np.copysign(1.0, v) for v in expected]


def test_features_kernel_leaves_foreign_elements_to_the_reference():
    compiled = _require()

    class Fake:
        def getparent(self):
            return None

        def get(self, _name):
            return None

        tag = "p"

    blocks = [_block("a sentence with enough words.", Fake())]
    out = np.empty((1, len(bf.FEATURE_NAMES)), dtype=np.float32)
    assert compiled.fill(blocks, page_facts(blocks, None), out) is False
    assert not _check("fake-element", blocks, None, None)
    comment = etree.fromstring("<div><!--c--></div>")[0]
    blocks = [_block("under a comment node", comment)]
    assert compiled.fill(blocks, page_facts(blocks, None), out) is False
    assert not _check("comment-element", blocks, None, None)


def test_block_features_runs_the_reference_when_pure_is_forced(monkeypatch):
    compiled = _require()
    calls = []
    monkeypatch.setattr(compiled, "fill", lambda *args: calls.append(args))
    _, doc = next(_bundled())
    blocks, title, facts = _page(doc)
    monkeypatch.setenv("THRESHER_PURE", "1")
    assert bf.block_features(blocks, title, facts).shape[0] == len(blocks) and not calls
    monkeypatch.delenv("THRESHER_PURE")
    bf.block_features(blocks, title, facts)  # the kernel's None: the reference
    assert len(calls) == 1


def test_features_kernel_is_written_for_this_reference():
    """A built kernel loads only for the reference it mirrors: a changed mirrored function,
    feature name or constant makes it refuse to load, and this test fail, until the kernel
    (and its ``WRITTEN_FOR``) follows the reference."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    core = Path(thresher._core.__file__).parent
    if not [*core.glob("_features.*.so"), *core.glob("_features.*.pyd")]:
        pytest.skip(f"{FEATURES} is not built here")
    try:
        compiled = importlib.import_module(FEATURES)
    except ImportError as exc:
        pytest.fail(f"the features kernel refuses to load: {exc}")
    assert compiled.reference_fingerprint() == compiled.WRITTEN_FOR
    main = compiled.MAIN_COLUMNS
    neighbours = [f"n{o}_{w}" for o in bf.NEIGHBOUR_OFFSETS for w in bf.NEIGHBOUR_FEATURES]
    windows = ["window_sentence_share", "window_link_density"]
    assert list(bf.FEATURE_NAMES[main:]) == neighbours + windows


def _every_character() -> Iterator[str]:
    for code in range(sys.maxunicode + 1):
        if not 0xD800 <= code <= 0xDFFF:
            yield chr(code)


def _python_probe(text: str) -> tuple[int, int, bool, bool]:
    return (
        len(bf._DIGIT.findall(text)),
        text.count(","),
        text.rstrip().endswith(bf._TERMINAL),
        text[:1].isupper(),
    )


def test_features_kernel_text_probes_match_python_on_every_character():
    """Digits (``\\d``), commas, the terminal after ``rstrip()`` and ``isupper()`` of
    the first character: the kernel's C predicates against Python's on every code point
    (alone, and after a terminal, which ``rstrip()`` exposes when it is a space), then
    in random texts."""
    compiled = _require()
    for ch in _every_character():
        for text in (ch, "." + ch):
            assert compiled.probe(text) == _python_probe(text), repr(text)
    rng = random.Random(25)
    alphabet = [*'0123456789,.!?"” »)… \n\t\u00a0Aaé٣', chr(0x3002), chr(0x0966)]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        assert compiled.probe(text) == _python_probe(text), repr(text)


def test_features_kernel_probes_long_ascii_texts_as_python():
    """The ASCII probe goes sixteen bytes a step and keeps its counts per byte lane,
    summed every 255 steps: texts of every length around those edges (0 to 40, around
    4 080 and 8 160 bytes, random up to 9 000), every ASCII byte, each ASCII sentence
    end alone at each position of a 40-byte text, commas and digits at every lane."""
    compiled = _require()
    rng = random.Random(64)
    alphabet = [*"0123456789,.!?/:;-+ \n\taZz", *map(chr, range(128))]
    lengths = [*range(41), *range(4060, 4100), *range(8150, 8180)]
    lengths += [rng.randrange(9000) for _ in range(200)]
    for length in lengths:
        for _ in range(3):
            text = "".join(rng.choice(alphabet) for _ in range(length))
            assert compiled.probe(text) == _python_probe(text), length
            has_end = bf._TERMINATORS.search(text) is not None
            assert compiled.has_sentence_end(text) == has_end, length
    for length in (0, 1, 15, 16, 17, 31, 32, 33, 4080, 4081, 4095, 4096, 8161):
        for fill in ("0", ",", "/", ":"):
            text = fill * length
            assert compiled.probe(text) == _python_probe(text), (fill, length)
    ends = [ch for ch in "".join(map(chr, range(128))) if bf._TERMINATORS.match(ch)]
    assert ends
    for end in ends:
        for at in range(40):
            text = "x" * at + end + "x" * (39 - at)
            assert compiled.has_sentence_end(text), (end, at)
    for code in range(128):
        text = chr(code) * 40
        assert compiled.has_sentence_end(text) == (bf._TERMINATORS.search(text) is not None)
        assert compiled.probe(text) == _python_probe(text), code


@pytest.mark.slow
def test_features_kernel_matches_the_reference_on_real_pages(datasets_dir: Path):
    _require()
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        _check_doc(label, doc)
        seen += 1
    assert seen > 40


def test_features_kernel_sentence_end_test_matches_the_pattern_on_every_character():
    """The kernel skips ``find_sentence`` for a text ``_TERMINATORS`` finds nothing in:
    its test against the pattern on every code point (alone and in ASCII or other text)."""
    compiled = _require()
    for ch in _every_character():
        for text in (ch, "ab " + ch, "é" + ch):
            found = bf._TERMINATORS.search(text) is not None
            assert compiled.has_sentence_end(text) == found, repr(text)
    assert not compiled.has_sentence_end("")


def _boilerplate_texts(rng: random.Random) -> Iterator[str]:
    """Every alternative of ``_BOILERPLATE`` (and its cut and upper-cased forms) at the
    start, around the 300-character cut and at the end, in ASCII and other text."""
    for word in compiled_words():
        forms = {word, word.upper(), word.title(), word[:-1], word[1:], word.replace(" ", "  ")}
        for form in forms:
            for before in (0, 1, 290, 300 - len(form), 301 - len(form), 299, 300, 400):
                pad = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz ,.") for _ in range(before))
                yield pad + form
                yield pad + form + " tail"
                yield "é" + pad + form
    for code in range(128):
        yield chr(code) * 3 + "login" + chr(code)


def compiled_words() -> tuple[str, ...]:
    return kernel(FEATURES)._BOILERPLATE_WORDS


def test_features_kernel_boilerplate_search_matches_the_pattern():
    """The kernel's search of an ASCII text's first 300 characters, lowered, for the
    pattern's alternatives, against the pattern (which also answers the other texts)."""
    compiled = _require()
    rng = random.Random(16)
    seen = 0
    for text in _boilerplate_texts(rng):
        found = bool(bf._BOILERPLATE.search(text[:300].lower()))
        assert compiled.boilerplate(text) == found, repr(text)
        seen += found
    assert seen > 500
    alphabet = [*"abcdefghijklmnopqrstuvwxyzCLS ?©", "log", "in", "sign", "up", "share "]
    for _ in range(20_000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(40)))
        found = bool(bf._BOILERPLATE.search(text[:300].lower()))
        assert compiled.boilerplate(text) == found, repr(text)


def _outcome(function, *args):
    """The value of the call, or the type of the exception it raises."""
    try:
        return function(*args)
    except Exception as exc:  # compared, not handled
        return type(exc)


def test_features_kernel_title_overlap_matches_python():
    """The kernel's count of title words that are words of an ASCII text, against
    ``_title_overlap`` (which also answers the other texts and odd word sets)."""
    compiled = _require()
    rng = random.Random(17)
    pieces = ["news", "the", "today", "2024", "a_b", "x", "NEWS", "new", "é", "straße", "ss"]
    seps = [" ", "-", "_", ".", "", "\t", "é", "0"]
    sets = [
        frozenset(),
        frozenset({"news", "today", "2024"}),
        frozenset({"a_b", "new", "news", "x", "", "NEWS", "a-b", "straße", "é"}),
        frozenset({1, "news"}),
        {"news"},
    ]
    for _ in range(20_000):
        text = "".join(rng.choice(pieces) + rng.choice(seps) for _ in range(rng.randrange(8)))
        words = rng.choice(sets)
        fast = _outcome(compiled.title_overlap, text, words)
        assert fast == _outcome(bf._title_overlap, text, words), (repr(text), words)
    for code in range(128):
        text = f"news{chr(code)}today {chr(code)}2024{chr(code)}"
        words = sets[1]
        assert compiled.title_overlap(text, words) == bf._title_overlap(text, words), code
