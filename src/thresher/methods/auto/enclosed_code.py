"""Code samples the model dropped between kept text.

The block model reads a code block (``pre``) alone: no sentence, few words, odd
punctuation. On a documentation page or a tutorial it keeps the explanation on both
sides of a sample ("The following example shows …", "Note however that …") and drops
the sample, with the short lines that introduce it. The prose rule
(:mod:`thresher.methods.auto.enclosed_prose`) leaves such a run out: most of its text
is code, not sentences. A run of dropped blocks that kept text encloses on both sides,
that holds a code block and reads as code and prose (most of its text in code blocks,
in blocks with sentences or in lines ending in a colon, few links), keeps those blocks
and its headings where the model did not rule them out; a link list or a button inside
it stays out. Nothing here
names a site; chosen by leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.methods.auto.enclosed_prose import enclosed_dropped_runs
from thresher.types import Block, Decision, Label

CODE_KINDS = frozenset({"pre"})  # how a code block renders
MIN_SHARE = 0.7  # share of the run's text in code blocks or blocks with a sentence
MAX_LINK_DENSITY = 0.2  # of the run's text
MIN_PROBABILITY = 0.03  # a dropped block below this stays dropped
INTRODUCING = (":", "：")  # how a line that introduces a code sample ends
_REASON = "code between kept text (p={p:.2f})"


def keep_enclosed_code(
    blocks: Sequence[Block], probs: Sequence[float], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """The code blocks, sentences and headings of each run of code and prose that kept
    text encloses on both sides, kept (``blocks``: the text blocks; ``probs``: their
    probabilities). ``decisions`` is read only; the changed decisions are returned."""
    found: dict[int, Decision] = {}
    for run in enclosed_dropped_runs(blocks, decisions):
        if not _holds_code(blocks, run) or not _reads_as_code_and_prose(blocks, run):
            continue
        for pos in run:
            if _keeps(blocks[pos], probs[pos]):
                index = blocks[pos].index
                found[index] = Decision(index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


def _holds_code(blocks: Sequence[Block], run: Sequence[int]) -> bool:
    return any(blocks[pos].kind in CODE_KINDS for pos in run)


def _reads_as_code_and_prose(blocks: Sequence[Block], run: Sequence[int]) -> bool:
    """True when most of the run's text is code or sentences and little of it links."""
    chars = readable = links = 0
    for pos in run:
        block = blocks[pos]
        features = block.features
        chars += features.text_length
        links += features.link_text_length
        if _reads(block):
            readable += features.text_length
    return chars > 0 and readable >= MIN_SHARE * chars and links <= MAX_LINK_DENSITY * chars


def _reads(block: Block) -> bool:
    """A code block, a block with a sentence, or a line that introduces what follows."""
    if block.kind in CODE_KINDS or block.features.sentence_count:
        return True
    return block.text.rstrip().endswith(INTRODUCING)


def _keeps(block: Block, prob: float) -> bool:
    """A code block, a sentence, an introducing line or a heading the model did not rule
    out."""
    return prob >= MIN_PROBABILITY and (_reads(block) or bool(block.features.heading_level))
