"""Wang et al.'s title algorithm: the ``<title>`` part that the body repeats.

Sites write the headline and other things (site name, section, date) into
``<title>``; the body repeats the headline in a text node. The algorithm
(paper §2.1):

1. split ``<title>`` on separators into parts ``Str1, Str2 …``; ``hcSize`` is
   their total length (spaces removed);
2. one part: the title is the part when a body node of exactly ``hcSize``
   characters has the same text;
3. several parts: keep the body nodes no longer than ``hcSize``; compare parts
   and nodes under *normalisation 1* (spaces, letters, digits and common
   punctuation removed); a part found only in link nodes is dropped; parts
   that follow it and are found in the same node are joined to it (the text
   between them in ``<title>`` kept);
4. under *normalisation 2* (spaces removed) return the part with the largest
   length ratio to ``hcSize``.

Adaptations, each documented in ``docs/features.md``: normalisation 1 removes
Latin letters and digits only for titles in Chinese script (otherwise nothing
would be left of an English title; there it keeps letters and digits,
casefolded); a "node" is an element with its whole visible text, so a title
with inline markup still matches; a part found in no node is dropped (the
paper keeps it; ``keep_unmatched=True`` restores that).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import NamedTuple

from thresher._core import DOM_INDEX, kernel
from thresher.html.dom_index import PageIndex
from thresher.html.text_measures import ScriptPattern, compiled, holds_from

# Separators between the parts of a <title>. Always: bars, underscores,
# guillemets, bullets; long dashes; a hyphen, slash or colon set off by
# spaces; a hyphen or a space touching Chinese script; a colon not in a time.
_SEPARATOR_HEAD = (
    r"\s*[|｜＿•·~◆★]+\s*"
    r"|\s+[»›>]+\s+"
    r"|\s*(?<![A-Za-z0-9_])_+(?![A-Za-z0-9_])\s*"
    r"|\s*[–—―－]+\s*"
    r"|\s+[-/\\]+\s+"
    r"|\s+::\s+"
)
_SEPARATOR_COLON = r"|(?<!\d)\s*[:：]\s*|\s*[:：]\s*(?!\d)"
TITLE_SEPARATORS = (
    _SEPARATOR_HEAD
    + r"|(?<=[\u3400-\u9fff])\s*-\s*|\s*-\s*(?=[\u3400-\u9fff])"
    + r"|(?<=[\u3400-\u9fff“”」』）])\s+|\s+(?=[\u3400-\u9fff“”「『（])"
    + _SEPARATOR_COLON
)
# TITLE_SEPARATORS for a title without characters from U+3400 up (``_FIRST_CJK``): the
# branches and class members of that range left out, as they cannot match there. The
# whole pattern is compiled by the first title that holds one (``compiled``): its CJK
# classes cost re some 27 million instructions each to build.
_SEPARATORS_BELOW_CJK = re.compile(
    _SEPARATOR_HEAD + r"|(?<=[“”」』])\s+|\s+(?=[“”「『])" + _SEPARATOR_COLON
)
# Every match of TITLE_SEPARATORS holds one of its separator characters, or is spaces
# right after a character of the last branches' look-behind or right before one of their
# look-ahead's: the keys. It starts at its first separator or in the spaces before it.
# (The keys leave out the CJK range, whose compiled class costs re 27 M instructions to
# build: a title with a character from U+3400 up is searched with the whole pattern.)
_SEPARATOR_CHARS = "|｜＿•·~◆★»›>_–—―－-/\\:："
_SEPARATOR_KEYS = re.compile(r"[|•·~◆★»›>_–—―\-/\\:“”「」『』]")
_FIRST_CJK = "\u3400"
# Kana, CJK ideographs and Hangul: characters from U+3040 (``_CJK_LOW``) up.
_CJK_RANGES = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_CJK_CHARS = ScriptPattern(f"[{_CJK_RANGES}]", "\u3040")
_NOT_CJK = ScriptPattern(f"[^{_CJK_RANGES}]+", "\u3040", complement=True)
_NOT_WORD = re.compile(r"[\W_]+")
_ASCII_NOT_WORD = bytes(c for c in range(128) if _NOT_WORD.match(chr(c)))
_PART_EDGES = " \t\n-–—|:：·•/\\"


@dataclass(frozen=True)
class TitlePart:
    """A piece of ``<title>`` and where it sits in it."""

    text: str
    start: int
    end: int


@dataclass(frozen=True)
class TitleMatch:
    """The title found, the element of the body that holds it, and how it was found."""

    title: str | None
    position: int | None
    source: str
    node_text: str | None = None


class _Candidate(NamedTuple):
    position: int
    norm: str
    link_only: bool
    heading: bool


def split_title(title: str, separators: str = TITLE_SEPARATORS) -> list[TitlePart]:
    """Cut ``title`` into its non-empty parts at separators (paper: non-word characters)."""
    parts, start = [], 0
    if separators == TITLE_SEPARATORS:
        matches: Iterable[re.Match[str]] = separator_matches(title)
    else:
        matches = re.finditer(separators, title)
    for match in matches:
        if match.start() > start:
            parts.append(_part(title, start, match.start()))
        start = max(start, match.end())
    parts.append(_part(title, start, len(title)))
    return [p for p in parts if p.text]


def separator_matches(title: str) -> Iterator[re.Match[str]]:
    """``re.finditer(TITLE_SEPARATORS, title)``; for a title without characters from
    U+3400 up, the pattern tried only where a match can start: in the spaces before a key
    character (:data:`_SEPARATOR_KEYS`), at a separator character, and at a space right
    after a key. Most positions of a title start none, and there the pattern's dozen
    branches each fail in turn."""
    if holds_from(title, _FIRST_CJK):
        yield from compiled(TITLE_SEPARATORS).finditer(title)
        return
    pos, size = 0, len(title)  # positions before ``pos`` are tried or inside a match
    for key in _SEPARATOR_KEYS.finditer(title):
        at = key.start()
        first = at
        while first > pos and title[first - 1].isspace():
            first -= 1
        starts = [*range(max(first, pos), at)]
        if title[at] in _SEPARATOR_CHARS and at >= pos:
            starts.append(at)
        if at + 1 < size and at + 1 >= pos and title[at + 1].isspace():
            starts.append(at + 1)
        for start in starts:
            if start < pos:
                continue
            match = _SEPARATORS_BELOW_CJK.match(title, start)
            pos = start + 1
            if match is not None:
                pos = match.end()
                yield match


def _part(title: str, start: int, end: int) -> TitlePart:
    text = title[start:end]
    stripped = text.strip(_PART_EDGES)
    lead = len(text) - len(text.lstrip(_PART_EDGES))
    return TitlePart(stripped, start + lead, start + lead + len(stripped))


def normalize_1(text: str, chinese: bool) -> str:
    """Normalisation 1: Chinese titles keep only CJK characters; others letters and digits.

    ASCII text is lower-cased (its casefold) and its other characters than letters and
    digits deleted byte by byte: what the pattern removes there (``\\W`` and "_").
    """
    if chinese:
        return _NOT_CJK.sub("", text)
    if text.isascii():
        return text.lower().encode("ascii").translate(None, _ASCII_NOT_WORD).decode("ascii")
    return _NOT_WORD.sub("", text.casefold())


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds kana, a CJK ideograph or Hangul."""
    return _CJK_CHARS.search(text) is not None


def spaceless_length(text: str) -> int:
    """Normalisation 2: the length without any whitespace."""
    return len("".join(text.split()))


def clean_head_title(text: str) -> str:
    """``<title>`` text with whitespace collapsed, cut at markup left by an unclosed tag."""
    return " ".join(text.split("</", 1)[0].split())


def paper_title(
    index: PageIndex,
    head_title: str,
    separators: str = TITLE_SEPARATORS,
    keep_unmatched: bool = False,
    prefer_headings: bool = False,
    *,
    literal: bool = False,
    parts: list[TitlePart] | None = None,
) -> TitleMatch | None:
    """The paper's title from ``<title>`` and the body's nodes; None when nothing matches.

    ``prefer_headings`` (an adaptation) ranks nodes inside ``h1``–``h6`` first,
    both when parts are joined and when the longest part is picked.
    ``literal`` drops the adaptations of this module: normalisation 1 removes
    letters and digits whatever the script, and a node is an element's own
    text (its text nodes), not its whole text. ``parts``: ``split_title(head_title,
    separators)`` when the caller has it (``head_title`` then cleaned already).
    """
    head_title = clean_head_title(head_title)
    parts = split_title(head_title, separators) if parts is None else parts
    if not parts:
        return None
    hc_size = sum(spaceless_length(p.text) for p in parts)
    chinese = literal or has_cjk(head_title)
    heads = {normalize_1(p.text, chinese) for p in parts} - {""}
    nodes = _candidates(index, hc_size, chinese, heads, own_text_only=literal)
    if len(parts) == 1:
        return _single_part(index, parts[0], nodes, chinese)
    found = _matched_parts(head_title, parts, nodes, chinese, keep_unmatched, prefer_headings)
    if prefer_headings and any(node and node.heading for _, node in found):
        found = [(part, node) for part, node in found if node and node.heading]
    if not found:
        return None
    part, node = max(found, key=lambda pair: spaceless_length(pair[0].text))
    if node is None:
        return TitleMatch(part.text, None, "title-parts")
    return TitleMatch(part.text, node.position, "title-parts", index.full_text(node.position))


def _candidates(
    index: PageIndex, hc_size: int, chinese: bool, heads: set[str], own_text_only: bool = False
) -> list[_Candidate]:
    """Short elements whose normalised text holds a title part's (only those can match)."""
    if not heads:
        return []
    positions = _short_positions(index, hc_size, min(len(h) for h in heads))
    in_link, in_heading, ends = index.in_link, index.in_heading, index.ends
    chars, link_chars = index.chars, index.link_chars
    found = []
    for position, norm in _holding(index, positions, chinese, heads, own_text_only):
        # link only: the subtree's link text is all its text (the two prefix sums)
        end = ends[position] + 1
        link_only = in_link[position] or (
            link_chars[end] - link_chars[position] >= chars[end] - chars[position]
        )
        found.append(_Candidate(position, norm, link_only, in_heading[position]))
    return found


def _holding(
    index: PageIndex, positions: list[int], chinese: bool, heads: set[str], own_text_only: bool
) -> list[tuple[int, str]]:
    """:func:`_holding_reference`, by the compiled loop (``thresher._core._dom_index``) for
    the whole texts of a complete index when it is built: the same pairs either way."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.HOLDING_USABLE and not own_text_only:
        found = compiled.holding_elements(index, positions, chinese, tuple(heads))
        if found is not None:
            return found
    return _holding_reference(index, positions, chinese, heads, own_text_only)


def _holding_reference(
    index: PageIndex,
    positions: list[int],
    chinese: bool,
    heads: set[str],
    own_text_only: bool = False,
) -> list[tuple[int, str]]:
    """(position, normalised text) of the elements of ``positions`` (in document order)
    whose normalised text (:func:`normalize_1`) holds one of ``heads``."""
    found = []
    # An element and its only child often share their text: each text is tested once,
    # remembered as its normalised form when it holds a part, else None.
    holding: dict[str, str | None] = {}
    ends = index.ends
    full_text = index.own_text.__getitem__ if own_text_only else index.full_text
    # Normalisation 1 drops every whitespace character, so the text of a complete index's
    # element is read as its pieces joined, without collapsing its whitespace as
    # full_text does (a leaf's text is its own text, as there).
    joined = index.complete and not own_text_only
    own_text, pieces, bounds = index.own_text, index.pieces, index.piece_bounds
    # A descendant's whole text is a slice of its ancestor's (complete index) and
    # normalisation drops characters one by one, so inside an element whose text
    # holds no part no element holds one. (Own texts are not slices of each other.)
    prune = index.complete and not own_text_only
    past = -1  # the elements up to this position lie inside such an element
    for position in positions:
        if position <= past:
            continue
        if not joined:
            text = full_text(position)
        elif ends[position] == position:
            text = own_text[position]
        else:
            text = "".join(pieces[bounds[2 * position] : bounds[2 * position + 1]])
        if text in holding:
            norm = holding[text]
        else:
            norm = normalize_1(text, chinese)
            for head in heads:
                if head in norm:
                    break
            else:
                norm = None
            holding[text] = norm
        if norm is not None:
            found.append((position, norm))
        elif prune:
            past = ends[position]
    return found


def _short_positions(index: PageIndex, hc_size: int, least: int) -> list[int]:
    """:func:`_short_elements`, by the compiled loop over the index's sums when it is
    built (it reads them as C numbers)."""
    compiled = kernel(DOM_INDEX)
    if compiled is not None and compiled.SHORT_USABLE:
        found = compiled.short_elements(index, hc_size, least)
        if found is not None:
            return found
    return _short_elements(index, hc_size, least)


def _short_elements(index: PageIndex, hc_size: int, least: int = 1) -> list[int]:
    """Elements with ``least`` to ``hc_size`` characters of text without spaces."""
    most, chars, least = 2 * hc_size + 20, index.chars, max(least, 1)
    some = [p for p, end in enumerate(index.ends) if least <= chars[end + 1] - chars[p] <= most]
    counts = index.spaceless_counts(some)
    return [p for p, n in zip(some, counts, strict=True) if least <= n <= hc_size]


def in_heading(index: PageIndex, position: int) -> bool:
    """True for an ``h1``–``h6`` element or an element inside one."""
    return index.in_heading[position]


def _single_part(
    index: PageIndex, part: TitlePart, nodes: list[_Candidate], chinese: bool
) -> TitleMatch | None:
    norm = normalize_1(part.text, chinese)
    same = [n for n in nodes if n.norm == norm]
    if not norm or not same:
        return None
    best = min(same, key=lambda n: (n.link_only, not n.heading, n.position))
    return TitleMatch(part.text, best.position, "title-single", index.full_text(best.position))


def _matched_parts(
    title: str,
    parts: list[TitlePart],
    nodes: list[_Candidate],
    chinese: bool,
    keep_unmatched: bool,
    prefer_headings: bool = False,
) -> list[tuple[TitlePart, _Candidate | None]]:
    found: list[tuple[TitlePart, _Candidate | None]] = []
    i = 0
    while i < len(parts):
        head = normalize_1(parts[i].text, chinese)
        matching = [n for n in nodes if head and head in n.norm]
        usable = [n for n in matching if not n.link_only]
        if usable:
            node, last = _best_node(usable, title, parts, i, chinese, prefer_headings)
            joined = TitlePart(title[parts[i].start : parts[last].end], 0, 0)
            found.append((joined, node))
            # The paper consumes joined parts; ranking headings first looks at
            # every part, since a later part may stand alone in a heading.
            i = i + 1 if prefer_headings else last + 1
            continue
        if keep_unmatched and not matching:
            found.append((parts[i], None))
        i += 1
    return found


def _best_node(
    nodes: list[_Candidate],
    title: str,
    parts: list[TitlePart],
    i: int,
    chinese: bool,
    prefer_headings: bool = False,
) -> tuple[_Candidate, int]:
    """The node holding part ``i`` and the most parts after it, joined as one text."""
    joined = [
        normalize_1(title[parts[i].start : parts[j].end], chinese) for j in range(i, len(parts))
    ]
    # whether a part after ``i`` has a normalisation, asked once a part, not once a node
    counted: dict[int, bool] = {}

    def last(node: _Candidate) -> int:
        end = i
        for offset, norm in enumerate(joined[1:], start=1):
            if norm not in node.norm:
                break
            if offset not in counted:
                counted[offset] = bool(normalize_1(parts[i + offset].text, chinese))
            if counted[offset]:
                end = i + offset
        return end

    def rank(node: _Candidate) -> tuple:
        end = last(node)
        first = (not node.heading) if prefer_headings else False
        return (
            first,
            -end,
            -len(joined[end - i]) / len(node.norm),
            not node.heading,
            node.position,
        )

    best = min(nodes, key=rank)
    return best, last(best)


def title_with_fallback(
    index: PageIndex,
    head_title: str | None,
    og_title: str | None,
    separators: str = TITLE_SEPARATORS,
    keep_unmatched: bool = False,
    prefer_headings: bool = False,
) -> TitleMatch:
    """The paper's title, else ``og:title``, else the first ``h1``, else the whole ``<title>``."""
    found = None
    if head_title:
        found = paper_title(index, head_title, separators, keep_unmatched, prefer_headings)
    if found:
        return found
    if og_title and og_title.strip():
        og_title = " ".join(og_title.split())
        return TitleMatch(og_title, locate_text(index, og_title), "og:title")
    for position, tag in enumerate(index.tags):
        if tag == "h1":
            text = index.full_text(position)
            if text:
                return TitleMatch(text, position, "h1", text)
    if head_title and clean_head_title(head_title):
        head_title = clean_head_title(head_title)
        return TitleMatch(head_title, locate_text(index, head_title), "title-tag")
    return TitleMatch(None, None, "none")


def locate_text(index: PageIndex, text: str) -> int | None:
    """The element whose whole text is ``text`` (normalisation 1), non-link and heading first."""
    chinese = has_cjk(text)
    norm = normalize_1(text, chinese)
    if not norm:
        return None
    nodes = _candidates(index, spaceless_length(text), chinese, {norm})
    same = [n for n in nodes if n.norm == norm]
    if not same:
        return None
    return min(same, key=lambda n: (n.link_only, not n.heading, n.position)).position
