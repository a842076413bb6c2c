"""The compiled per-block decisions give the reference's, decision for decision, and the
compiled listing tally the reference's runs.

``methods.auto.method._label_each_reference`` is the definition of each text block's
first decision (label and reason) and ``shown_probabilities`` of the probabilities
the reasons show; ``thresher._core._decide.label_each`` mirrors both and makes each
``Decision`` without calling the class. Checked: the bundled pages and (``slow``) pages
of every shared dataset under every option and comment cut, random probabilities on
and near every half hundredth, out of range, NaN and ints, and the decisions
themselves (type, fields, equality, ``repr``, copies). ``decided._run_columns_reference``
is the definition of the blocks' columns under their groups (``run_columns``) and
``listing._tally_reference`` of the runs' tally from them (characters, kept characters,
items and blocks) that ``label_each``'s module also mirrors (``tally``): held equal, and
to the former tally that read the blocks and groups at each call, on the same pages under
the model's decisions and random flags. ``enclosed_prose._enclosed_runs_reference`` is the
definition of the enclosed-prose rule's runs (``enclosed_runs``): held equal on random
labels. ``cleanup._key`` is the definition of the clean-up rules' keys (``rule_keys``):
held equal on every character alone and on random texts of whitespace and cased letters.
``prompt_lines._line_kinds_reference`` is the definition of the prompt-lines rule's
candidate lines (``prompt_line_kinds``): held equal on the rule's phrases dressed as pages
write them, every character alone and random texts of the tables' pieces.
"""

from __future__ import annotations

import copy
import dataclasses
import gc
import pickle
from array import array
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from test_compiled_walks import _bundled, _dataset_documents
from thresher._core import kernel
from thresher._core.modules import DECIDE, pure_forced
from thresher.methods.auto import decided, listing
from thresher.methods.auto import method as auto
from thresher.methods.auto.decided import kept_flags
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Decision, Document, Label

OPTIONS = (
    Options(),
    Options(include_comments=False),
    Options(include_tables=False),
    Options(include_comments=False, include_tables=False),
)


def _require():
    compiled = kernel(DECIDE)
    if compiled is None:
        pytest.skip(f"{DECIDE} is not built here, or the pure path is forced")
    return compiled


def _assert_same(fast: dict, ref: dict, label: str) -> None:
    """The same blocks in the same order, each decision equal field by field and a
    ``Decision`` as the class makes it."""
    assert list(fast) == list(ref), label
    for index, decision in fast.items():
        expected = ref[index]
        assert type(decision) is Decision, label
        assert dataclasses.astuple(decision) == dataclasses.astuple(expected), label
        assert decision == expected and repr(decision) == repr(expected), label


def _check(blocks, probs, threshold: float, cut: str, label: str) -> int:
    """Both paths on every option and comment cut (none, the first, the middle block)."""
    compiled = _require()
    checked = 0
    for options in OPTIONS:
        for comment_from in (-1, 0, len(blocks) // 2):
            args = (threshold, cut, comment_from, options)
            ref = auto._label_each_reference(blocks, probs, *args)
            fast = compiled.label_each(
                blocks,
                probs,
                threshold,
                cut,
                comment_from,
                options.include_comments,
                options.include_tables,
                auto.SURE_OF_CONTENT,
            )
            _assert_same(fast, ref, f"{label} {options} {comment_from}")
            _assert_same(auto._label_each(blocks, probs, *args), ref, label)
            checked += len(blocks)
    return checked


def _former_tally(blocks, groups, flags):
    """The tally as stop 66 defined it (each call reading the blocks and groups): the
    column-based reference must answer as it did."""
    lengths = [len(block.text) for block in blocks]
    page_kept = float(sum(length for length, kept in zip(lengths, flags, strict=True) if kept))
    runs: dict = {}
    places: dict = {}
    for pos, (block, group, kept, chars) in enumerate(
        zip(blocks, groups, flags, lengths, strict=True)
    ):
        if group.ident < 0:
            continue
        places.setdefault(group.ident, []).append(pos)
        if group.count < listing.MIN_ITEMS:
            continue
        run = runs.setdefault(group.ident, listing._Run(0, 0))
        run.chars += chars
        if kept:
            run.kept_chars += chars
            run.kept_items.add(group.item)
            run.kept.append(block)
    for run in runs.values():
        run.chars, run.kept_chars = float(run.chars), float(run.kept_chars)
    return runs, page_kept, places


def _assert_same_columns(found, ref, label: str) -> None:
    """Two ``RunColumns`` alike: every column, its type, and the idents' order."""
    for name in ("lengths", "idents", "items", "run_of"):
        column, ref_column = getattr(found, name), getattr(ref, name)
        assert type(column) is array and column.typecode == "q", (label, name)
        assert column == ref_column, (label, name)
    assert found.run_idents == ref.run_idents and found.run_chars == ref.run_chars, label
    assert all(type(chars) is int for chars in found.run_chars), label
    assert (found.total, found.bound) == (ref.total, ref.bound), label
    assert found.groups is ref.groups, label


def _assert_same_places(columns, wanted, label: str) -> None:
    """The kernel's places of ``wanted`` are the reference's (idents in the same order)."""
    found = _require().places(columns.idents, wanted, columns.bound)
    ref = decided._places_reference(columns.idents, wanted)
    assert found == ref and list(found) == list(ref), label
    assert columns.places(wanted) == ref, label


def _assert_same_tally(blocks, groups, flags, label: str) -> None:
    """The same columns; the same runs in the same order, each with the same floats,
    items and blocks, and the same positions of each group's blocks (idents in the same
    order), as the kernel, the reference and the former definition find them."""
    columns = decided.RunColumns(groups, *_require().run_columns(blocks, groups, listing.MIN_ITEMS))
    ref_columns = decided._run_columns_reference(blocks, groups, listing.MIN_ITEMS)
    _assert_same_columns(columns, ref_columns, label)
    fields = (columns.lengths, columns.run_of, columns.items, columns.run_idents)
    runs, page_kept = _require().tally(blocks, flags, *fields, columns.run_chars, listing._Run)
    ref_runs, ref_kept = listing._tally_reference(blocks, ref_columns, flags)
    former_runs, former_kept, former_places = _former_tally(blocks, groups, flags)
    places = decided._places_reference(columns.idents, former_places)
    assert former_places == places and list(former_places) == list(places), label
    every = set(range(-2, columns.bound + 2))
    for wanted in (former_places, (), every, set(list(former_places)[::2]), [True, 2**70, -1]):
        _assert_same_places(columns, wanted, label)
    if columns.bound:  # a wanted ident that is no int: the reference answers
        assert _require().places(columns.idents, ["1"], columns.bound) is None, label
    for other_runs, other_kept in ((ref_runs, ref_kept), (former_runs, former_kept)):
        assert type(page_kept) is float and page_kept == other_kept, label
        assert list(runs) == list(other_runs), label
        for ident, run in runs.items():
            ref = other_runs[ident]
            assert type(run) is listing._Run, label
            assert type(run.chars) is float and type(run.kept_chars) is float, label
            assert (run.chars, run.kept_chars, run.kept_items) == (
                ref.chars,
                ref.kept_chars,
                ref.kept_items,
            ), label
            assert len(run.kept) == len(ref.kept), label
            assert all(a is b for a, b in zip(run.kept, ref.kept, strict=True)), label


def _page_check(label: str, doc: Document) -> int:
    options = Options()
    page = auto.prepare_page(doc, segment_page(doc, options), options)
    probs = auto.load_model().predict_proba(page.features)
    blocks = list(page.text_blocks)
    threshold = auto.threshold_for(options, auto.AutoParams(), blocks, probs, page.facts)
    cut = f"{threshold:.2f} (the page's expected-F1 threshold)"
    checked = _check(blocks, probs.tolist(), threshold, cut, label)
    decisions = auto.text_decisions(page, probs, options, auto.AutoParams())
    groups = page.facts.repeats
    _assert_same_tally(blocks, groups, kept_flags(decisions, blocks), label)
    rng = np.random.default_rng(len(blocks))
    for share in (0.0, 0.5, 1.0):
        _assert_same_tally(blocks, groups, (rng.random(len(blocks)) < share).tolist(), label)
    return checked


def test_bundled_pages_same_decisions():
    _require()
    checked = sum(_page_check(label, doc) for label, doc in _bundled())
    assert checked > 100


@pytest.mark.slow
def test_dataset_pages_same_decisions(datasets_dir: Path):
    _require()
    pages = sum(1 for label, doc in _dataset_documents(datasets_dir, 3) if _page_check(label, doc))
    assert pages > 30


def _blocks(count: int, rng: np.random.Generator) -> list[SimpleNamespace]:
    return [
        SimpleNamespace(
            index=index * 2,
            features=SimpleNamespace(
                sentence_count=int(rng.integers(0, 3)), heading_level=int(rng.integers(0, 3))
            ),
            context=SimpleNamespace(table=None if rng.random() < 0.7 else object()),
        )
        for index in range(count)
    ]


def test_random_probabilities_show_and_decide_as_the_reference():
    """Near and on every half hundredth (where the product by 100 may round the other
    way), at 0 and 1, random; a page holding one out of range, NaN or an int."""
    rng = np.random.default_rng(4)
    halves = np.arange(0, 1.0001, 0.005)
    probs = np.concatenate(
        [rng.random(300), halves, np.nextafter(halves, 2), np.nextafter(halves, -1)]
    ).clip(0, 1)
    blocks = _blocks(len(probs), rng)
    for threshold in (0.0, 0.285, 0.5, 1.0):
        _check(blocks, probs.tolist(), threshold, f"{threshold:.2f}", "random")
    few = _blocks(5, rng)
    for odd in (1.5, -0.1, float("nan"), 1, 0, float("inf")):
        _check(few, [0.3, odd, 0.815, 0.5, 0.9], 0.5, "0.50", f"odd {odd}")
    _check([], [], 0.5, "0.50", "empty")


def test_the_kernel_decisions_are_the_class_s_own():
    """A decision the kernel makes is one the class makes: fields, equality, ``replace``,
    copies and pickles; and it refuses sequences of two lengths."""
    compiled = _require()
    blocks = _blocks(3, np.random.default_rng(1))
    made = compiled.label_each(blocks, [0.9, 0.1, 0.5], 0.5, "0.50", -1, True, True, 0.8)
    decision = made[0]
    assert decision.headline is False and decision.label in (Label.CONTENT, Label.HEADING)
    assert dataclasses.replace(decision, headline=True).headline is True
    assert copy.deepcopy(decision) == decision == pickle.loads(pickle.dumps(decision))
    assert made[2] == Decision(2, Label.BOILERPLATE, "model p=0.10 < 0.50")
    with pytest.raises(ValueError):
        compiled.label_each(blocks, [0.9], 0.5, "0.50", -1, True, True, 0.8)


def test_the_kernel_decisions_are_left_to_reference_counting():
    """The kernel's decisions are not watched by the cyclic collector (they hold an int,
    a label, a str and a flag: nothing leads back to them); the class's own are."""
    compiled = _require()
    blocks = _blocks(3, np.random.default_rng(2))
    made = compiled.label_each(blocks, [0.9, 0.1, 0.5], 0.5, "0.50", 1, False, True, 0.8)
    assert len(made) == 3 and not any(gc.is_tracked(decision) for decision in made.values())
    assert gc.is_tracked(Decision(0, Label.CONTENT, "made by the class"))


def test_the_tally_refuses_sequences_of_two_lengths():
    compiled = _require()
    with pytest.raises(ValueError):
        compiled.run_columns([], [object()], listing.MIN_ITEMS)
    with pytest.raises(ValueError):
        decided._run_columns_reference([], [object()], listing.MIN_ITEMS)
    empty = decided._run_columns_reference([], [], listing.MIN_ITEMS)
    with pytest.raises(ValueError):
        compiled.tally([], [True], empty.lengths, empty.run_of, empty.items, [], [], listing._Run)
    with pytest.raises(ValueError):
        listing._tally_reference([], empty, [True])


def test_the_page_columns_are_found_once_for_each_groups_sequence():
    """The columns of one sequence are found once; another sequence (even an equal one, or
    one made where a former one was) has its own."""
    from thresher.methods.auto.page_kind import RepeatGroup

    blocks = [SimpleNamespace(text="abc"), SimpleNamespace(text="de")]
    groups = [RepeatGroup(count=3, ident=0, item=0), RepeatGroup(count=3, ident=0, item=1)]
    columns = decided.PageColumns(blocks, listing.MIN_ITEMS)
    first = columns(groups)
    assert columns(groups) is first and first.groups is groups
    other = list(groups)
    assert columns(other) is not first and columns(other).groups is other
    assert list(first.lengths) == [3, 2] and first.total == 5 and first.places({0}) == {0: [0, 1]}
    assert first.run_idents == [0] and first.run_chars == [5] and list(first.run_of) == [0, 0]


def test_the_tally_places_every_group_s_blocks_as_the_reference():
    """A group's places hold all its blocks, those of a group of few items and those whose
    count differs from the run's too (ident -1: none), as the reference's."""
    from thresher.methods.auto.page_kind import RepeatGroup

    rng = np.random.default_rng(7)
    for _ in range(200):
        size = int(rng.integers(0, 40))
        blocks = [SimpleNamespace(text="x" * int(rng.integers(0, 9))) for _ in range(size)]
        groups = [
            RepeatGroup(count=int(rng.integers(0, 6)), ident=int(rng.integers(-1, 4)))
            for _ in range(size)
        ]
        flags = (rng.random(size) < 0.5).tolist()
        _assert_same_tally(blocks, groups, flags, "random groups")
    # an ident too large for the kernel's table: the reference's columns, the same answers
    blocks = [SimpleNamespace(text="abc") for _ in range(4)]
    groups = [RepeatGroup(count=3, ident=ident, item=1) for ident in (10**7, 0, 10**7, -1)]
    assert _require().run_columns(blocks, groups, listing.MIN_ITEMS) is None
    columns = decided.run_columns(blocks, groups, listing.MIN_ITEMS)
    assert columns.run_idents == [10**7, 0] and columns.bound == 10**7 + 1
    assert columns.places({10**7}) == {10**7: [0, 2]}


# Labels that are no Label member: the kernels' look-up by member identity passes them on.
_NOT_MEMBERS = ("content", None, "boilerplate")


def _indexed_blocks(rng, indexes: list[int]) -> list:
    """Blocks of these indexes: each a ``Block`` (its slots read in C) or another object."""
    from thresher.types import Block, BlockFeatures

    features = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
    return [
        Block(index, "p", "p", "p", "", features)
        if rng.random() < 0.5
        else SimpleNamespace(index=index)
        for index in indexes
    ]


def _decided(rng, index: int, label) -> object:
    """A ``Decision`` (its slots read in C) or another object with the same label."""
    if rng.random() < 0.2:
        return SimpleNamespace(block=index, label=label, reason="t")
    return Decision(index, label, "t")


def test_the_enclosed_runs_are_the_reference_s():
    """The kernel's enclosed dropped runs are ``enclosed_prose._enclosed_runs_reference``'s
    on random labels (every label, runs at either end, blocks without a decision, a
    decisions mapping that is not a dict) and on no blocks."""
    import random
    from collections import UserDict

    from thresher.methods.auto.enclosed_prose import _enclosed_runs_reference
    from thresher.types import KEPT_LABELS

    compiled = _require()
    rng = random.Random(48)
    weights = [4 if label in (Label.BOILERPLATE, Label.CONTENT) else 1 for label in Label]
    found = 0
    for trial in range(3000):
        blocks = _indexed_blocks(rng, [3 * n + 1 for n in range(rng.randrange(0, 16))])
        labels = rng.choices([*Label, *_NOT_MEMBERS], [*weights, 1, 1, 1], k=len(blocks))
        decisions = {
            b.index: _decided(rng, b.index, label)
            for b, label in zip(blocks, labels, strict=True)
            if trial % 3 or rng.random() > 0.1  # a third of the pages lack some decisions
        }
        given = UserDict(decisions) if trial % 7 == 0 else decisions
        runs = compiled.enclosed_runs(blocks, given, KEPT_LABELS, Label.BOILERPLATE)
        assert runs == _enclosed_runs_reference(blocks, decisions), (labels, decisions)
        found += bool(runs)
    assert found > 500


def test_the_prose_sums_are_the_reference_s():
    """The kernel's sums of a run's characters, prose characters and link characters are
    ``enclosed_prose._prose_sums_reference``'s on the dataset-free bundled pages' runs and on
    random features (``Block``s and other objects, headings without sentences), and as the
    former three sums found them."""
    from thresher.methods.auto.enclosed_prose import _prose_sums_reference
    from thresher.types import Block, BlockFeatures

    compiled = _require()
    rng = np.random.default_rng(11)

    def features() -> BlockFeatures:
        values = rng.integers(0, 300, 3).tolist()
        sentences, heading = int(rng.integers(0, 3)), int(rng.integers(0, 2) * rng.integers(1, 7))
        return BlockFeatures(
            values[0], min(values), values[1], 0, sentences, 0, heading, False, False
        )

    for trial in range(300):
        size = int(rng.integers(0, 30))
        blocks = [
            Block(pos, "body/p", "p", "p", "x", features())
            if trial % 2
            else SimpleNamespace(features=features())
            for pos in range(size)
        ]
        run = sorted(rng.choice(size, int(rng.integers(0, size + 1)), replace=False).tolist())
        found = compiled.prose_sums(blocks, run)
        assert found == _prose_sums_reference(blocks, run)
        chars = sum(blocks[pos].features.text_length for pos in run)
        prose = sum(
            blocks[pos].features.text_length
            for pos in run
            if blocks[pos].features.sentence_count or blocks[pos].features.heading_level
        )
        links = sum(blocks[pos].features.link_text_length for pos in run)
        assert found == (chars, prose, links)
    odd_features = SimpleNamespace(
        text_length=2.5, link_text_length=0, sentence_count=1, heading_level=0
    )
    odd = [SimpleNamespace(features=odd_features)]
    assert compiled.prose_sums(odd, [0]) is None  # not an int: the reference's to answer


def test_the_headings_and_the_groups_by_ident_are_the_reference_s():
    """The kernel's heading positions are ``sections._heading_positions_reference``'s and its
    groups by ident ``decided._groups_by_ident_reference``'s (the last group of each ident,
    the idents in the order they first come), on ``Block``s and ``RepeatGroup``s and on
    other objects."""
    from thresher.methods.auto import sections
    from thresher.methods.auto.page_kind import RepeatGroup
    from thresher.types import Block, BlockFeatures

    compiled = _require()
    rng = np.random.default_rng(13)
    features = BlockFeatures(1, 0, 1, 0, 0, 1, 0, False, False)
    tags = ("h1", "h2", "h6", "p", "li", "th", "H2", "".join(("h", "3")))
    for trial in range(300):
        size = int(rng.integers(0, 25))
        chosen = [tags[int(rng.integers(0, len(tags)))] for _ in range(size)]
        blocks = [
            Block(pos, "body/x", tag, tag, "x", features) if trial % 2 else SimpleNamespace(tag=tag)
            for pos, tag in enumerate(chosen)
        ]
        found = compiled.heading_positions(blocks, sections.HEADING_TAGS)
        assert found == sections._heading_positions_reference(blocks)
        groups = [
            RepeatGroup(count=int(rng.integers(0, 5)), ident=int(rng.integers(-1, 6)))
            if trial % 3
            else SimpleNamespace(ident=int(rng.integers(-1, 6)))
            for _ in range(size)
        ]
        by_ident = compiled.groups_by_ident(groups)
        ref = decided._groups_by_ident_reference(groups)
        assert list(by_ident) == list(ref)
        assert all(by_ident[ident] is ref[ident] for ident in ref)


def test_the_rule_keys_are_the_reference_s():
    """The kernel's keys are ``cleanup._key``'s: on every character alone (each lowered,
    each whitespace, the surrogates), on random texts of whitespace (every kind, in runs,
    at either end), cased letters (the dotted capital I, the capital sigma beside letters
    or not), random characters and random ASCII texts, and on no texts; a text not a
    ``str`` is refused."""
    import random
    import sys

    from thresher.methods.auto.cleanup import _key

    compiled = _require()
    every = [chr(code) for code in range(sys.maxunicode + 1)]
    assert compiled.rule_keys(every) == list(map(_key, every))
    assert compiled.rule_keys([]) == []
    rng = random.Random(51)
    spaces = [char for char in every if char.isspace()]
    pool = [*spaces * 8, *"AbzZΣσςİiıKk\u212aΑΟΔ ẞß", *rng.sample(every, 400)]
    texts = ["".join(rng.choices(pool, k=rng.randrange(0, 14))) for _ in range(20000)]
    assert compiled.rule_keys(texts) == list(map(_key, texts))
    ascii_pool = [*map(chr, range(128)), *" \t\nAbZ" * 4]  # texts read a byte a character
    texts = ["".join(rng.choices(ascii_pool, k=rng.randrange(0, 14))) for _ in range(20000)]
    assert compiled.rule_keys(texts) == list(map(_key, texts))
    assert compiled.rule_keys(["Leave  a\u00a0Reply ", "ΟΔΟΣ"]) == ["leave a reply", "οδος"]
    assert compiled.rule_keys(["", " Leave\t a  Reply\x1f", "x"]) == ["", "leave a reply", "x"]
    with pytest.raises(TypeError):
        compiled.rule_keys(["a", b"b"])


def test_the_repeated_header_is_the_reference_s():
    """The kernel's answer is ``method._repeated_header_reference``'s: on random pages of
    lines made of a comment header's words, digits (ASCII and others), whitespace of every
    kind, cased letters (the dotted capital I, the sharp s, the Kelvin sign, whose folds
    differ from their lowercase) and lines over ``MAX_HEADER_CHARS``, for every header
    position; on each character alone after a header of that character; a text not a
    ``str`` is refused."""
    import random
    import sys

    compiled = _require()
    reference = auto._repeated_header_reference

    def ask(texts: list[str], header: int) -> bool:
        blocks = [SimpleNamespace(text=text) for text in texts]
        key = auto._header_key(texts[header])
        args = (auto.MAX_HEADER_CHARS, auto.HEADER_REPEATS)
        return compiled.repeated_header(blocks, header, key, *args)

    rng = random.Random(63)
    every = [chr(code) for code in range(sys.maxunicode + 1) if not 0xD800 <= code < 0xE000]
    spaces = [char for char in every if char.isspace()]
    pieces = [
        *["Comment", "comments", "COMMENT", "Reply", "reply", "Antworten", "Réponse"] * 3,
        *"0123456789٣۴",
        *spaces,
        *" \t\n" * 6,
        *"İiıẞßSsKk\u212aΣσς",
        "x" * 70,
    ]
    answers = set()
    for _ in range(3000):
        texts = [
            "".join(rng.choices(pieces, k=rng.randrange(0, 5))) for _ in range(rng.randrange(1, 9))
        ]
        for header in range(len(texts)):
            blocks = [SimpleNamespace(text=text) for text in texts]
            expected = reference(blocks, header)
            assert ask(texts, header) == expected, (texts, header)
            answers.add(expected)
    assert answers == {True, False}
    for char in [*rng.sample(every, 3000), *map(chr, range(128))]:
        for texts in ([char, char, char], [char, f" {char}1 ", f"{char.upper()}\t", char]):
            blocks = [SimpleNamespace(text=text) for text in texts]
            assert ask(texts, 0) == reference(blocks, 0), texts
    assert auto.repeated_header([SimpleNamespace(text="3 Comments")] * 3, 0)
    with pytest.raises(TypeError):
        compiled.repeated_header([SimpleNamespace(text=b"a")], -1, "a", 60, 2)


def test_the_decisions_in_block_order_are_the_reference_s():
    """The kernel's tuple is ``base._decisions_from_reference``'s, value by value (the same
    objects), on random dicts of keys from 0 in any insertion order, dense or sparse, up to
    the table's end; it leaves to the reference (None) a mapping not a dict, keys not
    exact ints, negative, too large for the table or for a C integer."""
    import random
    from collections import OrderedDict

    from thresher.methods import base

    compiled = _require()
    rng = random.Random(27)
    for _ in range(3000):
        count = rng.randrange(0, 60)
        keys = rng.sample(range(rng.choice((count, 2 * count, 4 * count + 64))), count)
        if rng.random() < 0.5:
            keys.sort()
        decisions = {key: Decision(key, Label.CONTENT, "r") for key in keys}
        found = compiled.decisions_from(decisions)
        expected = base._decisions_from_reference(decisions)
        assert found is not None and type(found) is tuple
        assert len(found) == len(expected)
        assert all(a is b for a, b in zip(found, expected, strict=True))
        assert base.decisions_from(decisions) == expected
    assert compiled.decisions_from({}) == ()
    refused = (
        OrderedDict([(0, "a")]),
        {True: "a"},
        {0: "a", -1: "b"},
        {0: "a", 1.0: "b"},
        {0: "a", 72: "b"},  # the table of two keys holds 4 * 2 + 64 places
        {0: "a", 2**80: "b"},
    )
    for decisions in refused:
        assert compiled.decisions_from(decisions) is None, decisions
        assert base.decisions_from(decisions) == base._decisions_from_reference(decisions)


def test_the_prompt_lines_are_the_reference_s():
    """The kernel's candidate lines of the prompt-lines rule are
    ``prompt_lines._line_kinds_reference``'s: on every phrase of ``LINES`` alone, with the
    marks around it, a count after it (both brackets, digits or not), upper-cased and
    spaced; on the prompts' lines; on every character alone (each a first and last
    character); on random texts of the tables' characters, brackets and marks; and on no
    keys. A key not a ``str`` is refused."""
    import random
    import sys

    from thresher.methods.auto import prompt_lines
    from thresher.methods.auto.cleanup import _key

    compiled = _require()
    texts = []
    for _kind, languages in prompt_lines.LINES:
        for _languages, phrases in languages:
            for phrase in phrases.split("|"):
                texts += [phrase, f"» {phrase}:", f"{phrase} (3)", f"{phrase}（12）"]
                texts += [f"{phrase} (x)", f"{phrase} ()", phrase.upper(), f" {phrase}…"]
    texts += [
        "Found a typo? Select it and press Ctrl+Enter",
        "Нашли опечатку? Выделите её и нажмите Ctrl+Enter",
        "1 234 views",
        "Просмотров: 12",
        "Follow us on Twitter and Facebook",
        "Share your story with us",
        *["", " ", ":", "()", "(3)", ")", "）", "(", "x" * 300],
    ]
    texts += [chr(code) for code in range(sys.maxunicode + 1) if not 0xD800 <= code < 0xE000]
    rng = random.Random(23)
    pool = [*"abs ()（）:.»«-—+12\xa0", "ctrl", "enter", "分享", "views", "share", "follow us"]
    texts += ["".join(rng.choices(pool, k=rng.randrange(0, 9))) for _ in range(30000)]
    keys = list(map(_key, texts))
    found = compiled.prompt_line_kinds(keys)
    assert found == prompt_lines._line_kinds_reference(keys)
    assert sum(kind is not None for _, kind, _ in found) > 1000
    assert sum(kind is None for _, kind, _ in found) > 100  # lines the prompts try
    assert compiled.prompt_line_kinds([]) == []
    with pytest.raises(TypeError):
        compiled.prompt_line_kinds(["share", b"share"])


def test_the_kept_flags_are_the_reference_s():
    """The kernel's kept flags are ``decided._kept_flags_reference``'s on random labels
    (every label, blocks without a decision, a decisions mapping that is not a dict) and
    on no blocks; each flag a ``bool``."""
    import random
    from collections import UserDict

    from thresher.methods.auto.decided import _kept_flags_reference
    from thresher.types import KEPT_LABELS

    compiled = _require()
    rng = random.Random(49)
    for trial in range(2000):
        blocks = _indexed_blocks(rng, [2 * n + 1 for n in range(rng.randrange(0, 12))])
        labels = rng.choices([*Label, *_NOT_MEMBERS], k=len(blocks))
        decisions = {
            b.index: _decided(rng, b.index, label)
            for b, label in zip(blocks, labels, strict=True)
            if trial % 2 or rng.random() > 0.2  # half of the pages lack some decisions
        }
        given = UserDict(decisions) if trial % 5 == 0 else decisions
        flags = compiled.kept_flags(given, blocks, KEPT_LABELS)
        assert flags == _kept_flags_reference(decisions, blocks), (labels, decisions)
        assert all(type(flag) is bool for flag in flags)


def test_the_kernel_is_written_for_the_reference():
    """The kernel loads only when the mirrored Python is the code it was written for (an
    import that refuses fails here, not a skip): after editing a mirrored definition,
    update the kernel and its ``WRITTEN_FOR``."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    core = Path(__file__).resolve().parents[1] / "src" / "thresher" / "_core"
    if not [*core.glob("_decide.*.so"), *core.glob("_decide.*.pyd")]:
        pytest.skip(f"{DECIDE} is not built here")
    import thresher._core._decide as compiled

    assert compiled.reference_fingerprint() == compiled.WRITTEN_FOR


def test_the_images_are_labelled_as_the_reference_labels_them(monkeypatch):
    """The kernel's image decisions are ``base._label_images_reference``'s, field by field
    and in order, on random pages: runs of images at either end, images decided already,
    shown three times or more, decoration (a reason, an empty one, none), no element,
    neighbours of every label, decided or not, whose paths share more or less of the
    image's."""
    import random

    from thresher.methods import base
    from thresher.types import Block, BlockContext, BlockFeatures

    compiled = _require()
    rng = random.Random(51)
    ornaments = {"icon": "decorative image (width 16 px)", "blank": "", "plain": None}
    monkeypatch.setattr(base, "decoration_reader", lambda: ornaments.get)
    features = BlockFeatures(0, 0, 0, 0, 0, 1, 0, False, False)
    parts = ("html", "body", "div#a", "div.b", "p", "figure")
    seen = set()
    for _ in range(3000):
        blocks = []
        for i in range(rng.randrange(0, 14)):
            kind = rng.choice(
                ("img", "img", "p", "h2", "".join(("i", "mg")))
            )  # one not "img" itself
            path = "/".join(rng.choice(parts) for _ in range(rng.randint(1, 5)))
            element = rng.choice(("icon", "blank", "plain", "plain", None))
            context = BlockContext(src=f"/{rng.randrange(5)}.png")
            blocks.append(Block(i, path, kind, kind, "", features, context, element=element))
        decisions = {
            b.index: Decision(b.index, rng.choice(list(Label)), "t")
            for b in blocks
            if (b.kind != "img" and rng.random() < 0.85) or rng.random() < 0.1
        }
        fast = compiled.label_images(
            blocks, decisions, ornaments.get, base.REPEATED_IMAGE, Label.BOILERPLATE
        )
        ref = base._label_images_reference(blocks, decisions)
        _assert_same(fast, ref, repr([(b.kind, b.path, b.element) for b in blocks]))
        seen.update(d.reason.split(" (")[0] for d in ref.values())
    assert seen == {"decorative image", "image beside content", "image beside boilerplate"}


def test_the_word_counts_are_the_reference_s():
    """The kernel's word counts are ``method._word_counts_reference``'s values, on blocks
    and features of the dataclasses (read from their slots), of other classes (read by
    name) and of counts a float holds exactly and not (``array("d")``'s conversion); a
    block without features raises as the reference does."""
    import random
    from array import array

    from thresher.types import Block, BlockFeatures

    compiled = _require()
    rng = random.Random(52)
    for _ in range(200):
        blocks = []
        for i in range(rng.randrange(1, 30)):
            words = rng.choice((0, 1, rng.randrange(10**6), 2**53 + 1, 3**40, True))
            features = BlockFeatures(0, 0, words, 0, 0, 0, 0, False, False)
            if rng.random() < 0.2:
                features = SimpleNamespace(word_count=words)
            block = Block(i, "p", "p", "p", "", features)
            blocks.append(SimpleNamespace(features=features) if rng.random() < 0.2 else block)
        found = compiled.word_counts(blocks)
        assert type(found) is array and found.typecode == "d"
        assert found.tobytes() == auto._word_counts_reference(blocks).tobytes()
    for unset in (SimpleNamespace(), Block.__new__(Block)):
        with pytest.raises(AttributeError):
            compiled.word_counts([unset])


def test_the_drop_reasons_are_the_reference_s():
    """The kernel's boilerplate reasons are ``cleanup._drop_reasons_reference``'s on random
    keys (lines each stage matches, lines opening like them and not, short and empty keys,
    keys past ASCII) under the rule's stages and under stages whose openings are of one,
    two and three characters; None for a key not a ``str`` or other openings' length."""
    import random
    import re

    from thresher.methods.auto import cleanup

    compiled = _require()
    lines = (
        "advertisement",
        "ad",
        "ads",
        "leave a reply",
        "image credit: reuters",
        "(photo by jane doe)",
        "we use cookies to improve your experience.",
        "cookie policy",
        "by clicking subscribe you agree to our terms.",
        "广告",
        "广",
        "реклама",
        "a",
        "",
        "i ",
        "re",
        "read more",
        "adverts here",
        "privacy matters",
        "by the river",
    )
    own = re.compile("(?P<r0>ab+)|(?P<r1>x.*)|(?P<r2>é)")
    made = (
        (own, {"r0": "one", "r1": "two", "r2": "three"}, (), None, frozenset({"ab", "x", "é"})),
        (re.compile("(?P<r3>a.*)"), {"r3": "four"}, ("a",), None, frozenset({"abc", "ac"})),
    )
    rng = random.Random(53)
    pool = [*lines, "abbb", "x", "xy", "é", "éa", "ab", "ac", "abc", "acz"]
    for trial in range(1500):
        keys = rng.choices(pool, k=rng.randrange(0, 20))
        stages = cleanup._DROP_STAGES if trial % 2 else made
        found = compiled.drop_reasons(keys, stages, cleanup._OPENING, cleanup._holds_words)
        assert found == cleanup._drop_reasons_reference(keys, stages), keys
    stages = cleanup._DROP_STAGES
    assert compiled.drop_reasons(["ad"], stages, 3, cleanup._holds_words) is None
    assert compiled.drop_reasons([b"ad"], stages, 2, cleanup._holds_words) is None
    assert compiled.drop_reasons(["ad", "x"], stages, 2, cleanup._holds_words) == [
        (0, "advertisement label")
    ]


def test_the_kept_images_are_merged_as_the_reference_sorts_them():
    """The kernel's kept blocks with the kept images are
    ``cleanup._with_kept_images_reference``'s: on random pages of text and image blocks
    (``Block`` or not, decisions or none, labels kept or not), in the blocks' order or
    shuffled, indexes repeated, an index not an ``int``; ``kept`` itself with no image kept."""
    import random

    from thresher.methods.auto import cleanup
    from thresher.types import KEPT_LABELS, Block, BlockFeatures

    compiled = _require()
    features = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
    rng = random.Random(54)
    merged = 0
    for trial in range(3000):
        blocks = []
        for pos in range(rng.randrange(0, 14)):
            index = pos if trial % 5 else rng.choice((pos, pos - 1, float(pos)))
            kind = "img" if rng.random() < 0.3 else "p"
            made = Block(index, "p", kind, kind, "t", features)
            blocks.append(made if rng.random() < 0.7 else SimpleNamespace(index=index, kind=kind))
        if trial % 7 == 0:
            rng.shuffle(blocks)
        labels = rng.choices([*Label, *_NOT_MEMBERS], k=len(blocks))
        decisions = {
            b.index: _decided(rng, b.index, label)
            for b, label in zip(blocks, labels, strict=True)
            if rng.random() > 0.1
        }
        kept = [b for b in blocks if b.kind != "img" and rng.random() < 0.6]
        found = compiled.with_kept_images(kept, blocks, decisions, KEPT_LABELS)
        reference = cleanup._with_kept_images_reference(kept, blocks, decisions)
        assert len(found) == len(reference), (blocks, decisions)
        assert all(a is b for a, b in zip(found, reference, strict=True)), (blocks, decisions)
        if found is kept:
            assert reference is kept
        merged += len(found) > len(kept) > 0
    assert merged > 500


def test_the_first_kept_blocks_are_the_reference_s():
    """The kernel's text blocks up to the headline window's last kept one are
    ``cleanup._first_kept_reference``'s on random pages (images, ``Block`` or not,
    decisions or none, labels kept or not) under windows of 0 to 4."""
    import random

    from thresher.methods.auto import cleanup
    from thresher.types import KEPT_LABELS, Block, BlockFeatures

    compiled = _require()
    features = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
    rng = random.Random(55)
    for trial in range(3000):
        blocks = []
        for index in range(rng.randrange(0, 14)):
            kind = "img" if rng.random() < 0.3 else "p"
            made = Block(index, "p", kind, kind, "t", features)
            blocks.append(made if rng.random() < 0.7 else SimpleNamespace(index=index, kind=kind))
        labels = rng.choices([*Label, *_NOT_MEMBERS], k=len(blocks))
        decisions = {
            b.index: _decided(rng, b.index, label)
            for b, label in zip(blocks, labels, strict=True)
            if rng.random() > 0.1
        }
        window = trial % 5
        text_blocks, kept_at = compiled.first_kept(blocks, decisions, KEPT_LABELS, window)
        reference = cleanup._first_kept_reference(blocks, decisions, window)
        assert kept_at == reference[1], (blocks, decisions, window)
        assert len(text_blocks) == len(reference[0]), (blocks, decisions, window)
        assert all(a is b for a, b in zip(text_blocks, reference[0], strict=True))


def test_the_digit_lines_are_the_reference_s():
    """The kernel's candidate price lines are ``plan_cards._digit_lines_reference``'s: on
    short and long texts (up to the limit and one past it) of ASCII, Arabic-Indic,
    Devanagari and full-width digits (``\\d``), superscripts and fractions (not ``\\d``),
    every width of str, blocks of the dataclass and of other classes, texts of a str
    subclass (asked of the pattern)."""
    import random

    from thresher.methods.auto import plan_cards
    from thresher.types import Block, BlockFeatures

    compiled = _require()

    class Text(str):
        pass

    rng = random.Random(65)
    chars = "ab €$ \u00a0\t9０٣३²½ⅻé中😀"
    limit = plan_cards.MAX_LINE_CHARS
    features = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
    for _ in range(400):
        blocks = []
        for i in range(rng.randrange(0, 30)):
            size = rng.choice((0, 1, limit - 1, limit, limit + 1, rng.randrange(60)))
            text = "".join(rng.choice(chars) for _ in range(size))
            if rng.random() < 0.1:
                text = Text(text)
            block = Block(i, "p", "p", "p", text, features)
            blocks.append(SimpleNamespace(text=text) if rng.random() < 0.2 else block)
        expected = plan_cards._digit_lines_reference(blocks)
        assert compiled.digit_lines(blocks, limit, plan_cards._DIGIT.search) == expected
        assert plan_cards._digit_lines(blocks) == expected


def test_the_kept_short_lines_are_the_reference_s():
    """The kernel's kept short lines are ``decided._kept_short_reference``'s: flags of
    bools and of other values (truth as ``compress`` reads it), flags shorter and longer
    than the blocks, texts up to the limit and past it, blocks of the dataclass and of
    other classes."""
    import random

    from thresher.methods.auto import decided
    from thresher.types import Block, BlockFeatures

    compiled = _require()
    rng = random.Random(29)
    features = BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False)
    for _ in range(400):
        count = rng.randrange(0, 30)
        blocks = []
        for i in range(count):
            text = "x" * rng.choice((0, 1, 9, 10, 11, rng.randrange(40)))
            block = Block(i, "p", "p", "p", text, features)
            blocks.append(SimpleNamespace(text=text) if rng.random() < 0.2 else block)
        size = max(0, count + rng.choice((0, 0, 0, -2, 3)))
        flags = [rng.choice((True, False, True, 1, 0, None)) for _ in range(size)]
        limit = rng.choice((0, 10, 30))
        expected = decided._kept_short_reference(blocks, flags, limit)
        assert compiled.kept_short(blocks, flags, limit) == expected
        assert decided.kept_short(blocks, flags, limit) == expected
