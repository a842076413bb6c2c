"""The article body a page declares in JSON-LD, for pages that show far less of it.

Script-rendered news pages often ship an empty shell plus the whole article in
``articleBody`` (schema.org). When the blocks ``auto`` keeps hold under half
of a declared body of at least ``MIN_BODY_CHARS``, that body replaces them:
its paragraphs become blocks of their own (kind ``p``, no element on the
page), the page's kept text blocks are dropped with the reason, headings and
the title stay.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from thresher.html import text_measures as feat
from thresher.metadata.sources import ARTICLE_TYPES, has_type, read_page_meta
from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, BlockFeatures, Decision, Document, Label

MIN_BODY_CHARS = 500
MAX_SHOWN_SHARE = 0.5
_REPLACED = "replaced by the JSON-LD articleBody (the page shows under half of it)"
_USED = "JSON-LD articleBody: the page shows under half of it"
_BODY_WORD, _BODY_PIVOT = "articleBody", 7  # the word in the source, searched from its "B"


def declared_body(doc: Document) -> str:
    """The longest ``articleBody`` of the page's article objects, whitespace-tidied, when
    the page's source names ``articleBody``.

    The source is searched last: its page meta is read already (a memo), a search of
    the whole source costs more.
    """
    bodies = [
        obj["articleBody"]
        for obj in read_page_meta(doc).jsonld
        if isinstance(obj.get("articleBody"), str) and has_type(obj, ARTICLE_TYPES)
    ]
    if not bodies or not source_holds(doc, _BODY_WORD, _BODY_PIVOT):
        return ""
    return max(bodies, key=len).strip()


def replace_with_declared_body(
    doc: Document, blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> tuple[tuple[Block, ...], dict[int, Decision]]:
    """The blocks with the declared body appended, and the decisions that changes,
    where the page shows too little of it.

    Nothing is mutated: the caller merges the returned decisions (the kept
    text blocks dropped, the body's paragraphs kept) into ``decisions``. When
    the page's kept text is enough or there is no declared body, the blocks
    come back as they are with no decisions.
    """
    blocks = tuple(blocks)
    body = declared_body(doc)
    if len(body) < MIN_BODY_CHARS:
        return blocks, {}
    kept = sum(len(b.text) for b in blocks if _label(decisions, b.index).kept)
    if kept >= MAX_SHOWN_SHARE * len(body):
        return blocks, {}
    changed = {
        b.index: Decision(b.index, Label.BOILERPLATE, _REPLACED)
        for b in blocks
        if _label(decisions, b.index) is Label.CONTENT and b.kind != "img"
    }
    added = tuple(_paragraph(len(blocks) + i, text) for i, text in enumerate(_paragraphs(body)))
    changed.update((b.index, Decision(b.index, Label.CONTENT, _USED)) for b in added)
    return blocks + added, changed


def _label(decisions: Mapping[int, Decision], index: int) -> Label:
    decision = decisions.get(index)
    return decision.label if decision is not None else Label.BOILERPLATE


def _paragraphs(body: str) -> list[str]:
    return [" ".join(line.split()) for line in body.splitlines() if line.strip()]


def _paragraph(index: int, text: str) -> Block:
    features = BlockFeatures(
        text_length=len(text),
        link_text_length=0,
        word_count=feat.word_count(text),
        punctuation_count=feat.punctuation_count(text),
        sentence_count=feat.sentence_count(text),
        depth=0,
        heading_level=0,
        in_link_only=False,
        bold=False,
    )
    return Block(index, "script/articleBody", "p", "p", text, features)
