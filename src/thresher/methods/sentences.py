"""Method ``sentences``: Kuznetsov's sentence blocks, with switchable refinements.

The paper (R. F. Kuznetsov, RCDL 2006; restated in ``docs/sentences.md``): the
page is cut into structural blocks by tags that break a sentence's unity
(``p br td div hr form``: the option ``break_tags``); a block holding at least
one complete sentence is content, everything else navigation. A sentence is a
``.``, ``!`` or ``?`` after a word, where the word may end in a letter, a
digit or one of ``( ) { } [ ] ‘ ’ “ ” < >``. Content blocks preceded by
navigation get their heading back: a preceding navigation block that is set
off (``b h1 h2 h3``… or a larger font) and holds no link. The method reads
the tag stream, not a DOM tree: whether a block is set off is read from the
tags around its own text (``heading_markup="text"``), and an ``<img>``,
not a break tag, does not end a block (``image_breaks=False``).

Decisions where the paper is silent (each an option):

* ``terminators`` adds the full-width and other scripts' terminators
  (``。！？`` …), which need no preceding Latin word;
* a larger font is ``<font size>`` of 4 or more, or a ``font-size`` style of
  ``heading_font_size_px`` (18 px) or more.

Faithful mode (``sentences@faithful``) is ``SentencesParams.faithful()``.
The refinements, one option each, all on by default:

* ``extended_blocks``: also break on headings, list items, table rows and
  sectioning tags, so a heading or menu item is its own block;
* ``image_breaks``: an image is a block of its own and ends the text block
  before it (paper mode: images are not blocks and end nothing);
* ``heading_markup="element"``: the heading test reads the block's enclosing
  element (its tag, its ``style``, any ``<font size>`` inside it), which is
  right when headings are blocks of their own; ``"text"`` reads the tags
  around the block's own text, as the paper's tag stream does;
* ``heading_lookback`` = 1: only the block just before the content is
  examined (the paper: any navigation block back to the previous content;
  ``0``);
* ``sentence_boundary``: the terminator must be followed by space, a quote or
  the end (no ``www.site.com`` or ``3.5``);
* ``min_sentence_words``: a sentence needs that many words (menu items and
  addresses ending with a full stop);
* ``max_link_density``: a block mostly made of links is navigation even with a
  sentence in it;
* ``boilerplate_patterns``: copyright, "all rights reserved", cookie notices
  and postal addresses are navigation;
* ``bridge_gaps``: a sentence-less block between two content blocks of the same
  container is content (sentences split across blocks, short list items);
* ``content_tables``: a data table with content in it, or right after
  content, is content cell by cell;
* ``drop_isolated_slogans``: a short one-sentence block with no content within
  ``slogan_window`` blocks is a slogan, not content.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import accumulate
from typing import Literal

from thresher.html.patterns import LazyPattern
from thresher.html.segment import (
    DEFAULT_BREAK_TAGS,
    PAPER_BREAK_TAGS,
    Segmentation,
    cached_segment,
)
from thresher.html.text_measures import SCRIPT_TERMINATORS, word_count
from thresher.methods.base import (
    MethodResult,
    PageMethod,
    decisions_from,
    label_images_like_neighbours,
)
from thresher.options import Options
from thresher.types import Block, Decision, Document, Label

_BOILERPLATE = LazyPattern(
    r"©|\(c\)\s*\d{4}|copyright|all rights reserved|alle rechte vorbehalten|"
    r"tous droits réservés|todos los derechos|все права защищены|版权所有|"
    r"\bcookies?\b.{0,80}\b(use|accept|consent|policy)|"
    r"\b(tel|phone|fax)\s*[.:]?\s*\+?[\d (][\d ()/-]{6,}"
)  # searched in lower-cased text: much faster than re.IGNORECASE
# Every match of _BOILERPLATE holds one of these: a block without any is not searched.
_BOILERPLATE_KEYS = (
    "tel",
    "phone",
    "fax",
    "cookie",
    "©",
    "(c)",
    "copyright",
    "all rights reserved",
    "alle rechte vorbehalten",
    "tous droits réservés",
    "todos los derechos",
    "все права защищены",
    "版权所有",
)
_RUN_CHARS = 4096  # characters the boilerplate search lower-cases at once
# The natural additions to the paper's break tags that ``extended_blocks`` adds.
EXTENDED_BREAK_TAGS = DEFAULT_BREAK_TAGS - PAPER_BREAK_TAGS
HeadingMarkup = Literal["element", "text"]
_FONT_SIZE = LazyPattern(r"font-size\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|em|rem|%)", re.IGNORECASE)


@dataclass(frozen=True)
class SentencesParams:
    """Every parameter of the sentence-blocks method, the paper's values first."""

    break_tags: tuple[str, ...] = tuple(sorted(PAPER_BREAK_TAGS))
    extended_blocks: bool = True
    image_breaks: bool = True
    terminators: str = ".!?"
    word_end_chars: str = "(){}[]‘’“”<>"
    multilingual_terminators: str = SCRIPT_TERMINATORS
    heading_tags: tuple[str, ...] = ("b", "strong", "h1", "h2", "h3", "h4", "h5", "h6")
    heading_font_size_px: float = 18.0
    recover_headings: bool = True
    heading_markup: HeadingMarkup = "element"
    heading_lookback: int = 1
    sentence_boundary: bool = True
    min_sentence_words: int = 4
    max_link_density: float = 0.5
    boilerplate_patterns: bool = True
    bridge_gaps: bool = True
    bridge_max_chars: int = 200
    content_tables: bool = True
    drop_isolated_slogans: bool = True
    slogan_max_words: int = 12
    slogan_window: int = 3

    @classmethod
    def faithful(cls) -> SentencesParams:
        """The paper's algorithm with every refinement off."""
        return cls(
            extended_blocks=False,
            image_breaks=False,
            heading_markup="text",
            heading_lookback=0,
            sentence_boundary=False,
            min_sentence_words=1,
            max_link_density=1.0,
            boilerplate_patterns=False,
            bridge_gaps=False,
            content_tables=False,
            drop_isolated_slogans=False,
        )

    @classmethod
    def refinements(cls) -> tuple[str, ...]:
        """Names of the switchable refinements (each measured by the eval harness)."""
        return (
            "extended_blocks",
            "image_breaks",
            "heading_markup",
            "heading_lookback",
            "sentence_boundary",
            "min_sentence_words",
            "max_link_density",
            "boilerplate_patterns",
            "bridge_gaps",
            "content_tables",
            "drop_isolated_slogans",
        )


def sentence_pattern(params: SentencesParams) -> re.Pattern[str]:
    """The sentence-end regular expression the parameters describe.

    A match ends right after the terminator. The terminator comes first and a
    lookbehind checks the word end before it, so the regex engine skips to
    candidate characters instead of trying a word end at every position.
    """
    word_end = r"[^\W_]|[" + re.escape(params.word_end_chars) + "]"
    after = r"(?=[\s\"'’”»)\]]|$)" if params.sentence_boundary else ""
    terminator = f"[{re.escape(params.terminators)}]"
    latin = rf"{terminator}(?<=(?:{word_end}){terminator}){after}"
    if not params.multilingual_terminators:
        return re.compile(latin)
    return re.compile(rf"{latin}|[{re.escape(params.multilingual_terminators)}]")


def terminator_pattern(params: SentencesParams) -> re.Pattern[str]:
    """Any character that can end a sentence: a text without one holds no sentence."""
    chars = params.terminators + params.multilingual_terminators
    return re.compile(f"[{re.escape(chars)}]") if chars else re.compile(r"(?!)")


def find_sentence(
    text: str,
    pattern: re.Pattern[str],
    min_words: int,
    terminators: re.Pattern[str] | None = None,
) -> str | None:
    """Return the first sentence in ``text`` with at least ``min_words`` words, or None.

    ``terminators`` (from :func:`terminator_pattern`) is a quick test that
    skips texts without a sentence end.
    """
    if terminators is not None and terminators.search(text) is None:
        return None
    start = 0
    for match in pattern.finditer(text):
        candidate = text[start : match.end()].strip()
        start = match.end()
        if min_words <= 1 or _words(candidate) >= min_words:
            return candidate
    return None


def _words(text: str) -> int:
    return word_count(text)


PRESETS: dict[str, dict[str, object]] = {
    "faithful": {
        name: getattr(SentencesParams.faithful(), name) for name in SentencesParams.refinements()
    },
}


class SentencesMethod(PageMethod):
    """Kuznetsov's sentence-block classifier."""

    name = "sentences"
    params_class = SentencesParams
    presets = PRESETS

    def break_tags(self, params: SentencesParams) -> frozenset[str]:
        """``params.break_tags`` (the paper's), and the natural additions with extended_blocks."""
        tags = frozenset(params.break_tags)
        return tags | EXTENDED_BREAK_TAGS if params.extended_blocks else tags

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: SentencesParams
    ) -> MethodResult:
        """Label each block content (has a sentence), heading, or boilerplate."""
        if not params.image_breaks and options.include_images:
            seg = _without_image_blocks(doc, options, self.break_tags(params))
        decisions = label_blocks(seg.blocks, params)
        decisions = {**decisions, **label_images_like_neighbours(seg.blocks, decisions)}
        return MethodResult(seg.blocks, decisions_from(decisions), warnings=seg.warnings)


def _without_image_blocks(doc: Document, options: Options, tags: frozenset[str]) -> Segmentation:
    """The page cut at ``tags`` alone: an image is no block and does not end one."""
    limits = options.limits
    return cached_segment(
        doc,
        break_tags=tags,
        max_depth=limits.max_depth,
        max_nodes=limits.max_nodes,
        include_images=False,
    )


def label_blocks(blocks: tuple[Block, ...], params: SentencesParams) -> dict[int, Decision]:
    """The method's stages: sentence search per block, then the refinements, then headings.

    Each refinement reads the labels so far (by position among the text blocks,
    updated in place) and returns the decisions it changes.
    """
    text_blocks = [b for b in blocks if b.kind != "img"]
    decisions = _sentence_decisions(text_blocks, params)
    labels = [decisions[b.index].label for b in text_blocks]
    refinements = (
        (params.content_tables, _keep_content_tables),
        (params.bridge_gaps, _bridge_gaps),
        (params.drop_isolated_slogans, _drop_slogans),
        (params.recover_headings, _recover_headings),
    )
    for enabled, refine in refinements:
        if enabled:
            decisions.update(refine(text_blocks, labels, decisions, params))
    return decisions


# The labels as plain constants: reading an enum member off its class is slow.
_CONTENT, _BOILERPLATE_LABEL, _HEADING = Label.CONTENT, Label.BOILERPLATE, Label.HEADING


def _sentence_decisions(blocks: list[Block], params: SentencesParams) -> dict[int, Decision]:
    """Each block's label by its own text: boilerplate, link density, then a sentence."""
    pattern, terminators = sentence_pattern(params), terminator_pattern(params)
    if params.boilerplate_patterns:
        flagged = _boilerplate_positions([b.text for b in blocks])
    else:
        flagged = set()
    max_density, min_words = params.max_link_density, params.min_sentence_words
    boilerplate = _BOILERPLATE_LABEL
    density_reasons: dict[float, str] = {}  # a page repeats few densities (1.0 most)
    decisions: dict[int, Decision] = {}
    for pos, block in enumerate(blocks):
        density = block.features.link_density
        if pos in flagged:
            label, reason = boilerplate, "copyright, cookie notice or address"
        elif density > max_density:
            if density not in density_reasons:
                density_reasons[density] = f"link density {density:.2f}"
            label, reason = boilerplate, density_reasons[density]
        else:
            sentence = find_sentence(block.text, pattern, min_words, terminators)
            if sentence is None:
                label, reason = boilerplate, "no complete sentence"
            else:
                label, reason = _CONTENT, "sentence: " + _clip(sentence)
        decisions[block.index] = Decision(block.index, label, reason)
    return decisions


def _boilerplate_positions(texts: list[str]) -> set[int]:
    """Positions of the texts whose lower-cased form ``_BOILERPLATE`` finds.

    The keys are looked for in runs of texts joined and lower-cased at once (a
    key across two texts only adds a candidate); only the texts holding one are
    searched with the pattern. A run holds at most ``_RUN_CHARS`` characters, or
    one longer text, so the copies stay about as small as one text lower-cased.
    """
    ends = list(accumulate(map(len, texts)))
    found: set[int] = set()
    first = 0
    while first < len(texts):
        start = ends[first - 1] if first else 0
        last = max(bisect_right(ends, start + _RUN_CHARS, first), first + 1)
        found.update(_boilerplate_in_run(texts, first, last, ends))
        first = last
    return found


def _boilerplate_in_run(texts: list[str], first: int, last: int, ends: list[int]) -> list[int]:
    """``_boilerplate_positions`` of ``texts[first:last]`` (``ends``: their running lengths)."""
    start = ends[first - 1] if first else 0
    joined = "".join(texts[first:last])
    lowered = joined.lower()
    if len(lowered) != len(joined):  # a character lowered into two: offsets moved
        run = range(first, last)
        return [i for i in run if _BOILERPLATE.search(texts[i].lower())]
    candidates: set[int] = set()
    for key in _BOILERPLATE_KEYS:
        at = lowered.find(key)
        while at >= 0:
            pos = bisect_right(ends, start + at, first, last)
            candidates.add(pos)
            at = lowered.find(key, ends[pos] - start)
    return [i for i in candidates if _BOILERPLATE.search(texts[i].lower())]


def _clip(text: str, size: int = 60) -> str:
    return text if len(text) <= size else "…" + text[-size:]


def _keep_content_tables(
    blocks: list[Block],
    labels: list[Label],
    decisions: Mapping[int, Decision],
    params: SentencesParams,
) -> dict[int, Decision]:
    """Cells of a data table with content in it, or next to content, are content."""
    del decisions, params
    changed: dict[int, Decision] = {}
    for positions in _data_tables(blocks).values():  # later tables see the cells kept before
        has_content = any(labels[p] is _CONTENT for p in positions)
        before = _label_at(labels, positions[0] - 1)
        after = _label_at(labels, positions[-1] + 1)
        if has_content or _CONTENT in (before, after):
            for p in positions:
                cell = blocks[p]
                if labels[p] is not _CONTENT and cell.features.link_density < 0.5:
                    labels[p] = _CONTENT
                    changed[cell.index] = Decision(cell.index, _CONTENT, "cell of a content table")
    return changed


def _data_tables(blocks: list[Block]) -> dict[int, list[int]]:
    tables: dict[int, list[int]] = {}
    in_tables = [
        (pos, table)
        for pos, table in enumerate([b.context.table for b in blocks])
        if table is not None
    ]
    for pos, table in in_tables:
        if table.is_data_table:
            tables.setdefault(table.id, []).append(pos)
    return tables


def _label_at(labels: list[Label], pos: int) -> Label | None:
    return labels[pos] if 0 <= pos < len(labels) else None


def _bridge_gaps(
    blocks: list[Block],
    labels: list[Label],
    decisions: Mapping[int, Decision],
    params: SentencesParams,
) -> dict[int, Decision]:
    """A short gap between two content blocks of one container is content."""
    changed: dict[int, Decision] = {}
    content = _CONTENT
    for i in range(1, len(blocks) - 1):  # a bridged block is content for the next one
        if labels[i] is content or labels[i - 1] is not content or labels[i + 1] is not content:
            continue
        block = blocks[i]
        features = block.features
        if features.text_length > params.bridge_max_chars or features.link_density >= 0.5:
            continue
        if decisions[block.index].reason.startswith("copyright"):
            continue
        container = _parent(block.path) + "/"
        if blocks[i - 1].path.startswith(container) or blocks[i + 1].path.startswith(container):
            labels[i] = content
            reason = "between content blocks of one container"
            changed[block.index] = Decision(block.index, content, reason)
    return changed


def _parent(path: str) -> str:
    return path.rsplit("/", 1)[0]


def _drop_slogans(
    blocks: list[Block],
    labels: list[Label],
    decisions: Mapping[int, Decision],
    params: SentencesParams,
) -> dict[int, Decision]:
    """A short content block with no other content within the window is a slogan."""
    del decisions
    content = [i for i, label in enumerate(labels) if label is _CONTENT]
    changed: dict[int, Decision] = {}
    if len(content) < 2:
        return changed
    window, max_words = params.slogan_window, params.slogan_max_words
    for rank, pos in enumerate(content):  # content is sorted: neighbours are next in it
        block = blocks[pos]
        if block.features.word_count > max_words:
            continue
        before = rank > 0 and pos - content[rank - 1] <= window
        after = rank + 1 < len(content) and content[rank + 1] - pos <= window
        if not (before or after):
            labels[pos] = _BOILERPLATE_LABEL
            reason = "isolated short sentence (slogan)"
            changed[block.index] = Decision(block.index, _BOILERPLATE_LABEL, reason)
    return changed


def _recover_headings(
    blocks: list[Block],
    labels: list[Label],
    decisions: Mapping[int, Decision],
    params: SentencesParams,
) -> dict[int, Decision]:
    """The set-off navigation block before a content block is its heading."""
    del decisions
    changed: dict[int, Decision] = {}
    content, heading = _CONTENT, _HEADING
    for i in range(1, len(blocks)):  # a recovered heading stops the next look-back
        previous = labels[i - 1]
        if labels[i] is not content or previous is content or previous is heading:
            continue  # not content, or nothing to look back at
        found = _heading_before(blocks, i, labels, params)
        if found is not None:
            labels[found] = heading
            candidate = blocks[found]
            reason = "set-off heading before content"
            changed[candidate.index] = Decision(candidate.index, heading, reason)
    return changed


def _heading_before(
    blocks: list[Block], i: int, labels: list[Label], params: SentencesParams
) -> int | None:
    """The position of the set-off block within the look-back before content block ``i``
    that is its heading.

    ``heading_lookback`` 0 looks at every navigation block back to the previous content.
    """
    lookback = params.heading_lookback or i
    for pos in range(i - 1, max(i - lookback, 0) - 1, -1):
        if labels[pos] is _CONTENT or labels[pos] is _HEADING:
            break
        if _is_heading(blocks[pos], params):
            return pos
    return None


def _is_heading(block: Block, params: SentencesParams) -> bool:
    if block.features.link_text_length > 0:
        return False
    if params.heading_markup == "text":
        return set_off_text(block, params)
    if block.tag in params.heading_tags or block.features.heading_level:
        return True
    if block.features.bold and ("b" in params.heading_tags or "strong" in params.heading_tags):
        return True
    return _large_font(block.element, params.heading_font_size_px)


def _large_font(element, threshold_px: float) -> bool:
    if element is None:
        return False
    style_large = _style_font_large(element, threshold_px)
    if style_large is not None:
        return style_large
    font = element.find(".//font[@size]")
    return font is not None and _font_size_large(font)


def _style_font_large(element, threshold_px: float) -> bool | None:
    """Whether the element's own ``font-size`` style is large; None without one."""
    match = _FONT_SIZE.search(element.get("style") or "")
    if not match:
        return None
    size, unit = float(match.group(1)), match.group(2).lower()
    px = {"px": size, "pt": size * 4 / 3, "em": size * 16, "rem": size * 16}.get(unit)
    return (px if px is not None else size * 0.16) >= threshold_px


def _font_size_large(font) -> bool:
    size = font.get("size", "").lstrip("+")
    return size.isdigit() and int(size) >= 4


def set_off_text(block: Block, params: SentencesParams) -> bool:
    """Whether every piece of the block's text sits inside a heading tag or a larger font.

    The paper's reading: the tags around the text itself, up to the element
    the block belongs to, not the whole enclosing element (a ``<font size>``
    elsewhere in it does not count, an inner ``<span style="font-size">`` does).
    """
    holders = [
        element.getparent() if kind == "tail" else element
        for element, kind in block.pieces
        if kind != "img" and _piece_text(element, kind).strip()
    ]
    return bool(holders) and all(_set_off_holder(h, block.element, params) for h in holders)


def _piece_text(element, kind: str) -> str:
    return (element.tail if kind == "tail" else element.text) or ""


def _set_off_holder(holder, stop, params: SentencesParams) -> bool:
    """Whether ``holder`` or an ancestor up to ``stop`` is a heading tag or sets a larger font."""
    node = holder
    while node is not None:
        if _sets_off(node, params):
            return True
        if node is stop:
            return False
        node = node.getparent()
    return False


def _sets_off(node, params: SentencesParams) -> bool:
    tag = node.tag if isinstance(node.tag, str) else ""
    if tag in params.heading_tags:
        return True
    if tag == "font" and node.get("size") is not None:
        return _font_size_large(node)
    return bool(_style_font_large(node, params.heading_font_size_px))


METHOD = SentencesMethod()
