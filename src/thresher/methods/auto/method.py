"""Method ``auto``: the default extractor.

Blocks come from the shared segmentation; a gradient-boosted tree ensemble
(``auto_model``) trained on the shared datasets scores each block from the
signals the seed methods define (``auto_features``): complete sentences,
title anchoring, text and link density, punctuation, tag kinds, position
relative to the title and the comment section, container structure. Decisions
then apply the user's options: the precision/recall trade-off moves the
threshold, comments are kept or dropped, tables and images kept or dropped.
When the model file is missing, sentence blocks with every refinement are used
instead (and a warning says so).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path

import numpy as np

from thresher.errors import ModelError, OptionsError
from thresher.html.parse import document_title
from thresher.html.segment import Segmentation, cached_segment
from thresher.metadata.sources import read_page_meta
from thresher.methods.auto.block_features import FEATURE_NAMES, block_features
from thresher.methods.auto.decision import ExpectedF1, expected_f1_threshold
from thresher.methods.auto.discussion import mark_discussion_posts
from thresher.methods.auto.jsonld import replace_with_declared_body
from thresher.methods.auto.model import TreeEnsemble
from thresher.methods.auto.signals import PageFacts, page_facts
from thresher.methods.base import (
    MethodResult,
    PageMethod,
    decisions_from,
    label_images_like_neighbours,
)
from thresher.options import Options
from thresher.types import Block, Decision, Document, Label

MODEL_FILE = "auto-blocks-v4.npz"


@dataclass(frozen=True)
class AutoParams:
    """Decision parameters of the default method (the model itself is a file).

    ``model_path`` names a model trained by ``thresher train --method auto``;
    default: the shipped one. ``use_declared_body``: where the kept blocks hold
    under half of the page's JSON-LD ``articleBody``, use that body
    (:mod:`thresher.methods.auto.jsonld`). ``use_declared_posts``: on a page
    that declares a forum thread or Q&A (schema.org), keep its posts
    (:mod:`thresher.methods.auto.discussion`). ``decision``: with ``favor="balanced"``,
    ``"expected_f1"`` gives each page the threshold that maximises its expected
    F1 (:mod:`thresher.methods.auto.decision`, odds moved by ``logit_shift``, or
    by ``article_logit_shift`` on a page that declares an article or its date);
    ``"threshold"`` uses ``threshold`` on every page.
    """

    threshold: float = 0.5
    precision_threshold: float = 0.65
    recall_threshold: float = 0.35
    model_path: str | None = None
    use_declared_body: bool = True
    use_declared_posts: bool = True
    decision: str = "expected_f1"
    logit_shift: float = ExpectedF1.logit_shift
    article_logit_shift: float = ExpectedF1.article_logit_shift

    def __post_init__(self) -> None:
        if self.decision not in DECISIONS:
            raise OptionsError(f"decision must be one of {', '.join(DECISIONS)}: {self.decision!r}")


DECISIONS = ("expected_f1", "threshold")


@lru_cache(maxsize=4)
def load_model(path: str | None = None) -> TreeEnsemble:
    """The shipped block model, or the one at ``path``."""
    if path:
        return TreeEnsemble.load(path, FEATURE_NAMES)
    source = resources.files("thresher.data").joinpath("models", MODEL_FILE)
    with resources.as_file(source) as real_path:
        if not Path(real_path).exists():
            raise ModelError(f"{MODEL_FILE} is not installed; run 'thresher train --method auto'")
        return TreeEnsemble.load(real_path, FEATURE_NAMES)


def block_probabilities(
    blocks: list[Block], title: str | None, model: TreeEnsemble, facts: PageFacts | None = None
) -> np.ndarray:
    """The model's content probability for each of the page's text blocks.

    Images are not scored and not in ``blocks``: an image follows its
    neighbouring text (:func:`label_images_like_neighbours`), so how a page
    shows its images changes no text block's features.
    """
    return model.predict_proba(block_features(blocks, title, facts))


def threshold_for(
    options: Options,
    params: AutoParams,
    blocks: list[Block] | None = None,
    probs: np.ndarray | None = None,
    facts: PageFacts | None = None,
) -> float:
    """The decision threshold the ``favor`` option selects (the page's own when balanced).

    With ``favor="balanced"`` and ``decision="expected_f1"`` the blocks and
    their probabilities give the page's expected-F1 threshold; ``facts`` say
    whether the page declares an article or its date.
    """
    if options.favor == "precision":
        return params.precision_threshold
    if options.favor == "recall":
        return params.recall_threshold
    if not uses_page_threshold(options, params) or blocks is None or probs is None:
        return params.threshold
    words = np.array([b.features.word_count for b in blocks], dtype=np.float64)
    search = ExpectedF1(params.logit_shift, params.article_logit_shift)
    article = facts is not None and facts.declares_article
    return expected_f1_threshold(probs, words, search, article)


def uses_page_threshold(options: Options, params: AutoParams) -> bool:
    """True when each page gets its own expected-F1 threshold (balanced favor)."""
    return options.favor == "balanced" and params.decision == "expected_f1"


def decide_labels(
    blocks: list[Block],
    probs: np.ndarray,
    title: str | None,
    options: Options,
    threshold: float,
    facts: PageFacts | None = None,
    page_threshold: bool = False,
) -> dict[int, tuple[Label, str]]:
    """Labels of the text blocks from their probabilities and the user's options
    (comments, tables); images are labelled after, like their neighbours.

    ``page_threshold`` says that ``threshold`` is the page's own (expected F1),
    so the reasons say so.
    """
    facts = facts if facts is not None else page_facts(blocks, title)
    comment_from = trusted_comment_header(blocks, probs, facts.comment_header, threshold)
    cut = f"{threshold:.2f}" + (" (the page's expected-F1 threshold)" if page_threshold else "")
    labels: dict[int, tuple[Label, str]] = {}
    for pos, block in enumerate(blocks):
        prob = float(probs[pos])
        labels[block.index] = _label_one(block, prob, threshold, cut, pos, comment_from, options)
    _complete_tables(blocks, labels)
    return labels


def trusted_comment_header(
    blocks: list[Block], probs: np.ndarray, header: int, cut: float = 0.5
) -> int:
    """The comment header's position, or -1 when most of the likely content follows it.

    A word like "Comments" in a teaser or a tab bar above the article must not
    cut the article off: the header counts only after most of the content the
    decision keeps (blocks with ``probs >= cut``).
    """
    chars = np.array([b.features.text_length for b in blocks], dtype=np.float64)
    return trusted_header_position(chars, probs, header, cut)


def trusted_header_position(
    chars: np.ndarray, probs: np.ndarray, header: int, cut: float = 0.5
) -> int:
    """:func:`trusted_comment_header` from the blocks' text lengths."""
    if header < 0:
        return -1
    likely = np.where(probs >= cut, chars, 0.0)
    total = likely.sum()
    if total == 0 or likely[:header].sum() >= 0.5 * total:
        return header
    return -1


def _complete_tables(blocks: list[Block], labels: dict[int, tuple[Label, str]]) -> None:
    """A data table mostly kept is kept whole (a cell alone is hard to judge)."""
    tables: dict[int, list[Block]] = {}
    for block in blocks:
        table = block.context.table
        if table is not None and table.is_data_table and block.index in labels:
            tables.setdefault(table.id, []).append(block)
    for cells in tables.values():
        kept = sum(1 for c in cells if labels[c.index][0].kept)
        if kept * 2 < len(cells) or kept == len(cells):
            continue
        for cell in cells:
            dropped = labels[cell.index][0] is Label.BOILERPLATE
            if dropped and cell.features.link_density < 0.5:
                labels[cell.index] = (Label.CONTENT, "cell of a table mostly kept")


def _label_one(block, prob, threshold, cut, pos, comment_from, options) -> tuple[Label, str]:
    in_comments = comment_from >= 0 and pos >= comment_from
    if in_comments and options.include_comments and block.features.sentence_count:
        return Label.CONTENT, f"comment kept (include_comments); p={prob:.2f}"
    if in_comments:
        return Label.COMMENT, f"after the comment header; p={prob:.2f}"
    if not options.include_tables and block.context.table is not None:
        return Label.BOILERPLATE, "table dropped (include_tables=False)"
    if prob >= threshold:
        label = Label.HEADING if block.features.heading_level else Label.CONTENT
        return label, f"model p={prob:.2f} ≥ {cut}"
    return Label.BOILERPLATE, f"model p={prob:.2f} < {cut}"


class AutoMethod(PageMethod):
    """The default method: a block classifier over the seed methods' signals."""

    name = "auto"
    params_class = AutoParams
    reads_whole_page = True  # learned on whole pages: in site mode the template is evidence

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: AutoParams
    ) -> MethodResult:
        """Score every block and label it under the user's options."""
        blocks = list(seg.blocks)
        title = document_title(doc)
        try:
            model = load_model(params.model_path)
        except ModelError as exc:
            return _fallback(doc, options, str(exc))
        text = [block for block in blocks if block.kind != "img"]
        facts = page_facts(text, title, read_page_meta(doc))
        probs = block_probabilities(text, title, model, facts)
        threshold = threshold_for(options, params, text, probs, facts)
        own = uses_page_threshold(options, params)
        labels = decide_labels(text, probs, title, options, threshold, facts, own)
        labels |= _pairs(label_images_like_neighbours(blocks, _decided(labels)))
        if params.use_declared_posts:
            mark_discussion_posts(doc, blocks, labels)
        if params.use_declared_body:
            blocks = replace_with_declared_body(doc, blocks, labels)
        return MethodResult(tuple(blocks), decisions_from(_decided(labels)), warnings=seg.warnings)


def _fallback(doc: Document, options: Options, why: str) -> MethodResult:
    from thresher.methods.sentences import SentencesMethod, SentencesParams

    params = SentencesParams()
    method = SentencesMethod()
    seg = cached_segment(
        doc,
        break_tags=method.break_tags(params),
        max_depth=options.limits.max_depth,
        max_nodes=options.limits.max_nodes,
        include_images=options.include_images,
    )
    result = method.run(doc, seg, options, params)
    warning = f"auto: block model unavailable ({why}); used sentence blocks"
    return MethodResult(result.blocks, result.decisions, warnings=(*result.warnings, warning))


METHOD = AutoMethod()


def _decided(labels: dict[int, tuple[Label, str]]) -> dict[int, Decision]:
    """Auto's (label, reason) pairs as decisions (until auto's stages hand decisions)."""
    return {i: Decision(i, label, reason) for i, (label, reason) in labels.items()}


def _pairs(decisions: dict[int, Decision]) -> dict[int, tuple[Label, str]]:
    """Decisions as auto's (label, reason) pairs (until auto's stages hand decisions)."""
    return {i: (d.label, d.reason) for i, d in decisions.items()}
