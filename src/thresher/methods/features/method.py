"""Method ``features``: Wang et al.'s title, body and publication time (an SVM on node features).

The paper (Wang et al., Journal of Shanxi University 2016; ``docs/features.md``)
extracts three elements of news, blog and forum pages:

* the **title** is the part of ``<title>`` that the body repeats
  (:mod:`~thresher.metadata.title_match`);
* the **body**: every text node gets seven features
  (:mod:`~thresher.methods.features.nodes`), an RBF-kernel SVM labels it body
  or not (:mod:`~thresher.methods.features.model`, trained by
  ``thresher train --method features``), a reference node is expanded to its
  container and the candidate blocks are scored
  (:mod:`~thresher.methods.features.body`); on non-continuous pages (forums,
  comment threads, reviews) every post is body;
* the **publication time** is the paper's regular expression on the text
  between title and body (:mod:`~thresher.methods.features.date`).

The output labels :func:`~thresher.html.segment.segment` blocks: a block inside
the chosen container(s) is content, the title block is ``title``, the block
holding the time ``date``, everything else boilerplate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from thresher.html.dom_index import PageIndex, cached_index
from thresher.html.parse import document_title
from thresher.html.segment import Segmentation
from thresher.html.text_measures import has_no_space_script
from thresher.html.words import TitleWordCounter, guess_language, title_words
from thresher.metadata.sources import read_page_meta
from thresher.metadata.title import choose_title
from thresher.metadata.title_match import (
    TitleMatch,
    normalize_1,
    paper_title,
    title_with_fallback,
)
from thresher.methods.base import MethodResult, PageMethod, decisions_from
from thresher.methods.features.body import BodyChoice, choose_body
from thresher.methods.features.date import FoundTime, between_title_and_body, paper_time
from thresher.methods.features.model import load_model
from thresher.methods.features.nodes import TextNode, text_nodes
from thresher.methods.features.params import FeaturesParams
from thresher.options import Options
from thresher.types import Block, Decision, Document, FoundMetadata, Label

__all__ = [
    "METHOD",
    "PRESETS",
    "FeaturesMethod",
    "FeaturesParams",
    "PageAnalysis",
    "analyse_page",
]

_LANGUAGE_SAMPLE_CHARS = 5_000


@dataclass(frozen=True)
class PageAnalysis:
    """What the method learnt about one page before labelling blocks."""

    index: PageIndex
    title: TitleMatch
    language: str
    nodes: tuple[TextNode, ...]


def analyse_page(doc: Document, options: Options, params: FeaturesParams) -> PageAnalysis:
    """Index the page, find its title and compute every text node's features."""
    index = cached_index(doc, options.limits.max_nodes)
    meta = read_page_meta(doc)
    head_title = document_title(doc)
    if params.title_source == "thresher":
        title = choose_title(doc, meta, index)
    else:
        og_title = meta.first("og:title") if params.title_fallback else None
        title = find_method_title(index, head_title, og_title, params)
    language = options.target_language or page_language(index, title.title or "")
    counter = TitleWordCounter(title_words(title.title or "", language))
    nodes = text_nodes(index, counter, title.position)
    return PageAnalysis(index, title, language, nodes)


def find_method_title(
    index: PageIndex, head_title: str | None, og_title: str | None, params: FeaturesParams
) -> TitleMatch:
    """The paper's title, with the documented fallbacks when ``title_fallback`` is on."""
    if params.title_fallback:
        return title_with_fallback(
            index, head_title, og_title, params.title_separators, params.title_keep_unmatched
        )
    found = paper_title(
        index,
        head_title or "",
        params.title_separators,
        params.title_keep_unmatched,
        literal=not params.title_adapted_matching,
    )
    return found or TitleMatch(None, None, "none")


def page_language(index: PageIndex, title: str) -> str:
    """The stopword language of the page, guessed from the title and the first text."""
    sample, size = [title], len(title)
    for text in index.own_text:
        if size > _LANGUAGE_SAMPLE_CHARS:
            break
        if text:
            sample.append(text[:_LANGUAGE_SAMPLE_CHARS])
            size += len(sample[-1])
    return guess_language(" ".join(sample))


PRESETS: dict[str, dict[str, object]] = {
    "faithful": {
        name: getattr(FeaturesParams.faithful(), name) for name in FeaturesParams.adaptations()
    },
}


class FeaturesMethod(PageMethod):
    """Wang et al.'s multi-feature method."""

    name = "features"
    params_class = FeaturesParams
    presets = PRESETS

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: FeaturesParams
    ) -> MethodResult:
        """Find title, body and publication time; label the page's blocks."""
        page = analyse_page(doc, options, params)
        model = load_model(params.model_path)
        rows = [n.vector() for n in page.nodes]
        is_body = list(model.decision(rows) > params.decision_threshold) if rows else []
        body = choose_body(page.index, page.nodes, is_body, params)
        between = between_title_and_body(page.index, page.nodes, is_body, page.title.position, body)
        time = paper_time([n.text for n in between], params.date_pattern, params.date_years())
        date_at = _date_node(between, time, params)
        decisions = label_blocks(seg.blocks, page, body, date_at)
        found = FoundMetadata(
            title=page.title.title or None,
            date=time.date if time else None,
            date_time=time.whole if time else None,
        )
        return MethodResult(
            seg.blocks,
            decisions_from(decisions),
            metadata=found,
            warnings=seg.warnings,
        )


def _date_node(
    between: list[TextNode], found: FoundTime | None, params: FeaturesParams
) -> int | None:
    if found is None:
        return None
    for node in between:
        if paper_time([node.text], params.date_pattern, params.date_years()) == found:
            return node.position
    return None


def block_owner(index: PageIndex, block: Block) -> int | None:
    """The position of the element that holds the block's first text piece."""
    owners = _owners(index.position, block)
    return owners[0] if owners else None


def _owners(position: dict[Any, int], block: Block) -> list[int]:
    """The positions of the elements holding the block's text pieces, in piece order."""
    found = []
    for element, kind in block.pieces:
        owner = position.get(element.getparent() if kind == "tail" else element)
        if owner is not None:
            found.append(owner)
    return found


def label_blocks(
    blocks: tuple[Block, ...], page: PageAnalysis, body: BodyChoice, date_at: int | None
) -> dict[int, Decision]:
    """Content inside the body's containers; title and date blocks; the rest boilerplate."""
    index = page.index
    title_at = page.title.position
    title_key = _title_key(page.title.title)
    in_body = _BodyReasons(index, body)
    position = index.position
    decisions: dict[int, Decision] = {}
    for block in blocks:
        owners = _owners(position, block)
        if not owners:
            label, reason = Label.BOILERPLATE, "outside the indexed body"
        elif (title_at is not None and _holds(index, owners, title_at)) or (
            title_key and _same_title(block.text, title_key)
        ):
            label, reason = Label.TITLE, f"title ({page.title.source})"
        elif date_at is not None and _holds(index, owners, date_at):
            label, reason = Label.DATE, "publication time between title and body"
        else:
            label, reason = in_body.label(block, owners[0])
        decisions[block.index] = Decision(block.index, label, reason)
    return decisions


def _same_title(text: str, key: str) -> bool:
    if len(text) < len(key) and text.isascii():
        return False  # an ASCII text's key is never longer than the text
    return len(text) <= 3 * len(key) + 40 and _title_key(text) == key


def _title_key(text: str | None) -> str:
    return normalize_1(text, has_no_space_script(text)) if text else ""


def _holds(index: PageIndex, owners: list[int], target: int) -> bool:
    end = index.ends[target]
    return any(target <= owner <= end for owner in owners)


class _BodyReasons:
    """The label and reason of blocks outside title and date, described once per container."""

    def __init__(self, index: PageIndex, body: BodyChoice) -> None:
        self.index = index
        self.body = body
        self.reasons: dict[int, str] = {}

    def label(self, block: Block, owner: int) -> tuple[Label, str]:
        """Content (or heading) inside a body container, else boilerplate."""
        container = self.body.holds(self.index, owner)
        if container is None:
            return Label.BOILERPLATE, f"outside the body ({self.body.kind})"
        reason = self.reasons.get(container)
        if reason is None:
            reason = self.reasons[container] = self._reason(container)
        return (Label.HEADING if block.features.heading_level else Label.CONTENT), reason

    def _reason(self, container: int) -> str:
        name = _describe(self.index, container)
        score = next((s.score for s in self.body.scores if s.container == container), None)
        detail = f", score {score:.3f}" if score is not None else ""
        return f"in body block {name} ({self.body.kind}{detail})"


def _describe(index: PageIndex, position: int) -> str:
    el = index.elements[position]
    name = index.tags[position]
    if el.get("id"):
        return f"{name}#{el.get('id').strip()[:40]}"
    if el.get("class"):
        return f"{name}.{el.get('class').split()[0][:40]}" if el.get("class").split() else name
    return name


METHOD = FeaturesMethod()
