"""Prose the model dropped between kept text: an article split into many page-builder
widgets.

Page builders (Elementor, Gutenberg groups, Squarespace blocks) put each section of an
article in its own container; the block model, which leans on the page's main
container, keeps the sections of the container it chose and drops whole sections of
the same article around it. A run of dropped blocks that kept text encloses on both
sides and that reads as prose (most of its text in blocks with sentences or in
headings, few links) keeps its sentences and headings, unless the model ruled a block out
(:data:`MIN_PROBABILITY`); its buttons and counts ("Share", "12") stay out. Link
lists, teasers and ads between paragraphs are not prose and stay out; a comment
thread after the article has no kept text after it; a box the model dropped whole inside
the run (a thread, an aside, a caption: :mod:`thresher.methods.auto.bridge_boxes`)
stays out when ``skip_boxes``. Nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from operator import attrgetter

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.methods.auto.bridge_boxes import BoxTest, outside_boxes
from thresher.methods.auto.hidden_boxes import hidden_by_class
from thresher.types import KEPT_LABELS, Block, Decision, Label

MIN_PROSE_SHARE = 0.4  # share of the run's text in blocks with a sentence or headings
MAX_LINK_DENSITY = 0.2  # of the run's text
MIN_PROBABILITY = 0.03  # a dropped block below this stays dropped
MIN_CHARS = 200  # a shorter run is a caption or a note, left to the model


class ProseRuns:
    """What :func:`prose_between_kept` found on a page, for its next call on the same page:
    the positions it keeps of each run it read, and the elements' box answers
    (:class:`~thresher.methods.auto.bridge_boxes.BoxTest`).

    A run's kept positions depend on its span alone (the blocks' text and features, their
    probabilities, the elements around it and the ``skip_*`` options), not on the decisions
    elsewhere: a run the rules after the first call left as it was is not read again."""

    __slots__ = ("boxes", "kept")

    def __init__(self) -> None:
        self.boxes = BoxTest()
        self.kept: dict[tuple[int, int, bool, bool], list[int]] = {}


def prose_between_kept(
    blocks: Sequence[Block],
    probs: np.ndarray,
    decisions: Mapping[int, Decision],
    skip_boxes: bool = True,
    skip_hidden: bool = True,
    found: ProseRuns | None = None,
) -> dict[int, Decision]:
    """The dropped blocks of each run of prose that kept text encloses on both sides
    (``skip_boxes``: but those of a box the model dropped whole; ``skip_hidden``: but
    those the page hides by class, :mod:`thresher.methods.auto.hidden_boxes`; ``found``:
    what an earlier call on the same page found, read and added to)."""
    changed: dict[int, Decision] = {}
    found = ProseRuns() if found is None else found
    for run in _enclosed_dropped_runs(blocks, decisions):
        span = (run[0], run[-1], skip_boxes, skip_hidden)
        keep = found.kept.get(span)
        if keep is None:
            keep = found.kept[span] = _kept_of_run(
                blocks, probs, run, skip_boxes, skip_hidden, found.boxes
            )
        for pos in keep:
            index = blocks[pos].index
            reason = f"prose between kept text (p={probs[pos]:.2f})"
            changed[index] = Decision(index, Label.CONTENT, reason)
    return changed


def _kept_of_run(
    blocks: Sequence[Block],
    probs: np.ndarray,
    run: list[int],
    skip_boxes: bool,
    skip_hidden: bool,
    boxes: BoxTest,
) -> list[int]:
    """The positions of ``run`` the prose rule keeps (none when the run is not prose)."""
    if not _is_prose(blocks, run):
        return []
    keep = [p for p in run if _keeps(blocks[p], probs[p])]
    if skip_boxes and keep:
        outside = outside_boxes(blocks, run, boxes)
        keep = [p for p in keep if p in outside]
    if skip_hidden and keep:
        keep = [p for p in keep if not hidden_by_class(blocks[p].element)]
    return keep


def _keeps(block: Block, prob: float) -> bool:
    """A sentence or a heading the model did not rule out (not a run's buttons or counts)."""
    features = block.features
    return prob >= MIN_PROBABILITY and bool(features.sentence_count or features.heading_level)


def enclosed_dropped_runs(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[list[int]]:
    """The positions of each maximal run of dropped blocks with a kept block right before
    and after it (:func:`_enclosed_dropped_runs`; the code rule reads them too)."""
    return _enclosed_dropped_runs(blocks, decisions)


def _enclosed_dropped_runs(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[list[int]]:
    """Maximal runs of dropped blocks with a kept block right before and after
    (:func:`_enclosed_runs_reference`): in the decisions kernel when it is built; else
    found in the blocks' labels written one letter a block (:data:`_LETTERS`), where every
    block has a decision (the decision stage's case)."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.enclosed_runs(blocks, decisions, KEPT_LABELS, Label.BOILERPLATE)
    try:
        labels = map(_LABEL, map(decisions.__getitem__, map(_INDEX, blocks)))
        letters = "".join(map(_LETTERS.__getitem__, labels))
    except KeyError:  # a block without a decision
        return _enclosed_runs_reference(blocks, decisions)
    return [list(range(*found.span())) for found in _ENCLOSED.finditer(letters)]


# Each label's letter: b dropped (boilerplate), k kept, o neither (a comment, a title).
_LETTERS = {
    label: "b" if label is Label.BOILERPLATE else "k" if label in KEPT_LABELS else "o"
    for label in Label
}
_ENCLOSED = re.compile("(?<=k)b+(?=k)")  # a maximal run of dropped blocks between kept ones
_LABEL, _INDEX = attrgetter("label"), attrgetter("index")


def _enclosed_runs_reference(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[list[int]]:
    """:func:`_enclosed_dropped_runs` block by block (a block may lack a decision)."""
    runs: list[list[int]] = []
    current: list[int] = []
    seen_kept = False
    get, boilerplate = decisions.get, Label.BOILERPLATE
    for pos, block in enumerate(blocks):
        decision = get(block.index)
        label = None if decision is None else decision.label
        if label is boilerplate:
            current.append(pos)
            continue
        kept = label in KEPT_LABELS
        if current and seen_kept and kept:
            runs.append(current)
        current = []
        seen_kept = kept
    return runs


def _is_prose(blocks: Sequence[Block], run: list[int]) -> bool:
    """True when the run reads as prose: :data:`MIN_CHARS` or more, :data:`MIN_PROSE_SHARE`
    of its text in sentences or headings (a section's title and its lines: a service page's
    headed sections, a product's description), few links."""
    chars, prose, links = _prose_sums(blocks, run)
    if chars < MIN_CHARS:
        return False
    return prose >= MIN_PROSE_SHARE * chars and links <= MAX_LINK_DENSITY * chars


def _prose_sums(blocks: Sequence[Block], run: Sequence[int]) -> tuple[int, int, int]:
    """The characters of the run's blocks, of those with a sentence or a heading, and
    their link characters: :func:`_prose_sums_reference`, in the decisions kernel when it
    is built."""
    compiled = kernel(DECIDE)
    found = compiled.prose_sums(blocks, run) if compiled is not None else None
    return found if found is not None else _prose_sums_reference(blocks, run)


def _prose_sums_reference(blocks: Sequence[Block], run: Sequence[int]) -> tuple[int, int, int]:
    """:func:`_prose_sums` in Python: the definition the kernel is held to."""
    chars = prose = links = 0
    for pos in run:
        features = blocks[pos].features
        chars += features.text_length
        links += features.link_text_length
        if features.sentence_count or features.heading_level:
            prose += features.text_length
    return chars, prose, links
