"""One page through a learned template: remove or mark it, label the blocks, build an Extraction.

With ``then=None`` the Extraction's blocks are the page's ``segment()``
blocks: those lying wholly in the template are labelled ``template``, those
in a template slot learned to hold navigation ``boilerplate`` (see
:mod:`thresher.site.slots`), the rest content (headings: heading). With ``then="sentences"`` (or any
single-page method) that method runs on the page with the template removed,
and the blocks and decisions are that method's, over that page. A method
whose model learned on whole pages (``auto``) reads the page as published
instead, and the blocks it kept in a template slot that holds navigation are
dropped. In all cases ``page_html`` is the whole page with the template removed or marked,
metadata comes from the original page, and ``document`` is the page the
blocks belong to.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from itertools import starmap
from operator import sub
from typing import Any

import numpy as np

from thresher.errors import OptionsError
from thresher.html.document import load_document
from thresher.html.load import DecodedText
from thresher.html.parse import parse
from thresher.methods.base import MethodResult
from thresher.methods.registry import page_method
from thresher.options import Options, split_options
from thresher.output.extraction import Extraction
from thresher.pipeline import assemble, options_record, run_method, segment_page
from thresher.site.apply import NavChoice, mark, navigation_flags, remove
from thresher.site.fragments import Fragments, fragment, page_bytes
from thresher.site.label import template_blocks
from thresher.site.params import Mode, TemplateParams
from thresher.site.slots import SlotDecision, block_slots
from thresher.types import Block, Decision, Document, Label


@dataclass(frozen=True, eq=False)
class Applied:
    """A page with its navigation fragmenters found, and the chosen rendering."""

    frag: Fragments
    flags: np.ndarray
    choice: NavChoice
    html: str

    @property
    def template_bytes(self) -> int:
        """Bytes of the page's fragmenters that are navigation."""
        spans = self.frag.spans
        return -sum(starmap(sub, [spans[i] for i in np.flatnonzero(self.flags).tolist()]))

    @property
    def fragment_bytes(self) -> int:
        """Bytes of all the page's fragmenters."""
        return -sum(starmap(sub, self.frag.spans))


def apply_to_source(template, data: bytes | str, *, mode: Mode, name: str | None = None) -> Applied:
    """Find the navigation part of one page and render it removed or marked."""
    _check_mode(mode)
    frag = fragment(page_bytes(data, name=name or "input"))
    return _applied(template, frag, mode, name)


def _applied(template, frag: Fragments, mode: Mode, name: str | None) -> Applied:
    flags, choice = navigation_flags(template, frag, name)
    applied = Applied(frag, flags, choice, "")
    return dataclasses.replace(applied, html=_render(applied, mode, template.params))


def _render(applied: Applied, mode: Mode, params: TemplateParams) -> str:
    if mode == "mark":
        return mark(applied.frag, applied.flags).decode("utf-8", errors="replace")
    whole = params.remove_whole_elements
    return remove(applied.frag, applied.flags, whole_elements=whole).decode("utf-8", "replace")


def _check_mode(mode: str) -> None:
    if mode not in ("remove", "mark"):
        raise OptionsError(f"mode must be 'remove' or 'mark', got {mode!r}")


@dataclass(frozen=True, eq=False)
class PageAnalysis:
    """A page's blocks, which of them lie in the template, and each block's slot."""

    blocks: tuple[Block, ...]
    template: list[bool]
    slots: list[str | None]
    applied: Applied


def analyse(
    template, doc: Document, options: Options, *, mode: Mode, name: str | None = None
) -> PageAnalysis:
    """Find the page's navigation part, render it, and place each block."""
    _check_mode(mode)
    frag = fragment(doc.source_text.encode("utf-8"))
    applied = _applied(template, frag, mode, name)
    marked_html = applied.html if mode == "mark" else _render(applied, "mark", template.params)
    blocks = _blocks(doc, options)
    marked_doc = _parse_like(doc, marked_html, options)
    flags, twins = template_blocks(
        blocks, doc.tree, marked_doc.tree, lambda: _blocks(marked_doc, options)
    )
    return PageAnalysis(blocks, flags, block_slots(blocks, twins), applied)


@dataclass(frozen=True, eq=False)
class ReadPage:
    """A page as the slot learning read it (default options, no URL), kept to extract it.

    The slot learning loads and analyses each page it samples; the
    extraction of the same page with default options and no URL would do
    all of that again to the same result. The page's fragmenters are not
    kept (they are most of an analysis's memory and cheap to cut again):
    :func:`reread` cuts them and renders the page in the mode asked.
    """

    doc: Document
    blocks: tuple[Block, ...]
    template: list[bool]
    slots: list[str | None]
    flags: np.ndarray
    choice: NavChoice


def read_for_learning(template, data: bytes | str, name: str) -> ReadPage:
    """Load and analyse one page as the slot learning does (marked, default options)."""
    doc = load_document(data)
    page = analyse(template, doc, Options(), mode="mark", name=name)
    applied = page.applied
    return ReadPage(doc, page.blocks, page.template, page.slots, applied.flags, applied.choice)


def reread(template, read: ReadPage, mode: Mode) -> PageAnalysis:
    """The analysis :func:`analyse` would give ``read``'s page in ``mode``, from ``read``.

    The template must have the clusters and leftovers the page was read
    with (its slots and ``mode`` may differ: the analysis does not use them).
    """
    _check_mode(mode)
    frag = fragment(read.doc.source_text.encode("utf-8"))
    applied = Applied(frag, read.flags, read.choice, "")
    applied = dataclasses.replace(applied, html=_render(applied, mode, template.params))
    return PageAnalysis(read.blocks, read.template, read.slots, applied)


def label_document(
    template,
    doc: Document,
    options: Options,
    *,
    mode: Mode,
    name: str | None = None,
    page: PageAnalysis | None = None,
) -> tuple[MethodResult, Applied]:
    """Label ``doc``'s blocks template/content and render the page (the method's core).

    ``page``, when given, is ``doc``'s analysis in ``mode`` (see :func:`reread`).
    """
    if page is None:
        page = analyse(template, doc, options, mode=mode, name=name)
    table = template.slot_table(page.applied.choice.cluster)
    decisions = tuple(
        _decision(b, f, page.applied.choice, table.get(s) if s else None)
        for b, f, s in zip(page.blocks, page.template, page.slots, strict=True)
    )
    return MethodResult(page.blocks, decisions, page_html=page.applied.html), page.applied


def _parse_like(doc: Document, text: str, options: Options) -> Document:
    """Parse ``text`` as a page decoded like ``doc`` (no second decoding)."""
    return parse(
        DecodedText(text, doc.encoding, doc.encoding_source), url=doc.url, limits=options.limits
    )


def _blocks(doc: Document, options: Options) -> tuple[Block, ...]:
    """The page's blocks, remembered: ``auto`` on the same page reuses them."""
    return segment_page(doc, options).blocks


def _decision(
    block: Block, template: bool, choice: NavChoice, slot: SlotDecision | None
) -> Decision:
    if template:
        where = f"cluster {choice.cluster}" if choice.cluster is not None else choice.rule
        return Decision(block.index, Label.TEMPLATE, f"in the site template ({where})")
    if slot is not None and not slot.content:
        return Decision(block.index, Label.BOILERPLATE, slot.reason())
    if block.features.heading_level:
        return Decision(block.index, Label.HEADING, "heading outside the site template")
    return Decision(block.index, Label.CONTENT, "outside the site template")


def extract_page(
    template,
    data: bytes | str,
    *,
    url: str | None = None,
    mode: Mode = "remove",
    then: str | None = None,
    name: str | None = None,
    read: ReadPage | None = None,
    **options: Any,
) -> Extraction:
    """Apply ``template`` to one page and extract it (see the module docstring).

    ``read`` is the slot learning's reading of this same page (``data``,
    ``name``) with ``template``'s clusters; it spares loading and analysing
    the page again when the options are the defaults and there is no URL.
    """
    runner = None
    if then == "template":
        raise OptionsError("then='template' makes no sense: name a single-page method")
    if then is not None:
        runner = page_method(then)
    general, params = split_options(runner.params_class if runner else None, options)
    if read is not None and (url is not None or general != Options()):
        read = None
    doc = read.doc if read is not None else load_document(data, url=url, options=general)
    page = reread(template, read, mode) if read is not None else None
    if runner is None:
        result, applied = label_document(template, doc, general, mode=mode, name=name, page=page)
        blocks_doc = doc
    elif runner.reads_whole_page:
        result, applied = _method_on_whole_page(
            template, doc, runner, general, params, mode, name, page
        )
        blocks_doc = doc
    else:
        applied = (
            page.applied
            if page is not None
            else _applied(template, fragment(doc.source_text.encode("utf-8")), mode, name)
        )
        removed = applied.html if mode == "remove" else _render(applied, "remove", template.params)
        blocks_doc = _parse_like(doc, removed, general)
        result = run_method(blocks_doc, runner, general, params)
        result = dataclasses.replace(result, page_html=applied.html)
    return _extraction(doc, blocks_doc, result, general, params, applied, then, template)


def _method_on_whole_page(
    template,
    doc: Document,
    runner,
    general: Options,
    params,
    mode: Mode,
    name: str | None,
    page: PageAnalysis | None = None,
) -> tuple[MethodResult, Applied]:
    """The method's labels on the page as published, less what the template calls navigation.

    A model trained on whole pages (``auto``) loses on a page with its
    template cut out: the headings and field names every page repeats are
    content it would now miss. It reads the whole page; a block it kept is
    dropped when it sits in a template slot that the site's pages show to
    hold navigation.
    """
    if page is None:
        page = analyse(template, doc, general, mode=mode, name=name)
    result = run_method(doc, runner, general, params)
    navigation = _navigation_blocks(template, page)
    shown = {block.index: block.text for block in result.blocks}
    decisions = []
    for decision in result.decisions:
        slot = navigation.get(decision.block)
        if decision.label is Label.CONTENT and slot and shown.get(decision.block) == slot[0]:
            reason = f"{slot[1].reason()}; {decision.reason}"
            decision = Decision(decision.block, Label.BOILERPLATE, reason)
        decisions.append(decision)
    result = dataclasses.replace(result, decisions=tuple(decisions), page_html=page.applied.html)
    return result, page.applied


def _navigation_blocks(template, page: PageAnalysis) -> dict[int, tuple[str, SlotDecision]]:
    """Block index → (text, slot decision) for the blocks in slots that hold navigation."""
    table = template.slot_table(page.applied.choice.cluster)
    found = {}
    for block, slot in zip(page.blocks, page.slots, strict=True):
        decision = table.get(slot) if slot else None
        if decision is not None and not decision.content:
            found[block.index] = (block.text, decision)
    return found


def _extraction(
    doc,
    blocks_doc,
    result: MethodResult,
    general: Options,
    params,
    applied: Applied,
    then,
    template,
) -> Extraction:
    result = dataclasses.replace(result, page_html=applied.html)
    record = options_record(general, params)
    record["template"] = {
        "cluster": applied.choice.cluster,
        "rule": applied.choice.rule,
        "then": then,
        "template_bytes": applied.template_bytes,
        "fragment_bytes": applied.fragment_bytes,
        "params": dataclasses.asdict(template.params),
    }
    method = "template" if then is None else f"template+{then}"
    return assemble(
        doc, result, method=method, options=general, record=record, blocks_doc=blocks_doc
    )
