"""Text-level repairs made before libxml2 sees the markup.

Each guards against a way libxml2 loses text or time on hostile input:

* :func:`neutralize_char_refs` drops references to control characters
  (``&#1;``) that libxml2 would put into the tree, where lxml refuses them
  later (every string in an lxml tree must be XML-compatible);
* :func:`cap_attributes` cuts elements with thousands of attributes, on which
  libxml2's duplicate check is quadratic (50 000 attributes: seconds);
* :func:`flatten_markup` drops tags nested deeper than a depth, keeping
  their text, because libxml2 stops parsing at depth 2048 and silently loses
  everything after that point, even with ``huge_tree``;
* :func:`drop_document_end_tags` removes ``</body>`` and ``</html>``: libxml2
  drops everything after ``</html>`` (pages stitched from two documents lose
  the second, often the article) and leaves what follows ``</body>`` outside
  the body, while HTML5 parsers put both into the body.

Each costs one regular-expression scan that finds nothing (or two end tags)
on ordinary pages.
"""

from __future__ import annotations

import itertools
import re
import string
from dataclasses import dataclass
from functools import lru_cache

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.html.patterns import LazyPattern

# References to code points XML text (hence lxml) refuses: C0 controls other than
# tab, LF and CR, DEL, U+FFFE and U+FFFF. libxml2 itself turns NUL, surrogates
# and values past U+10FFFF into U+FFFD. Only these match, so benign references
# cost nothing beyond the scan.
_BAD_CHAR_REF = LazyPattern(
    r"&#(?:0*(?:[1-8]|1[124-9]|2[0-9]|3[01]|127|6553[45])(?![0-9])"
    r"|[xX]0*(?:[1-8bBcCeEfF]|1[0-9a-fA-F]|7[fF]|[fF]{3}[eEfF])(?![0-9a-fA-F]));?"
)
# Tag syntax as the HTML5 tokenizer (libxml2 >= 2.14) reads it: a tag runs from
# "<" and a letter to the next ">" outside a quoted value, or to the end of the
# text. A quote opens a value only right after "=" (elsewhere it is an ordinary
# character, as in the common typo href="x""), and "<" inside a tag is ordinary
# too. Every quantifier is possessive and every tag pattern succeeds once
# started, so no scan ever restarts inside a tag: the scans stay linear
# whatever the input.
_VALUE = r"""(?:=\s*+"[^"]*+(?:"|\Z)|=\s*+'[^']*+(?:'|\Z))"""
_TAG_BODY = r"(?:[^>=]++|" + _VALUE + "|=)*+"
_TAG_REST = _TAG_BODY + r"(?:>|\Z)"
_ATTRIBUTE = LazyPattern(r"""[^\s/>][^\s/>=]*+(?:\s*+=\s*+(?:"[^"]*+"?|'[^']*+'?|[^\s>]*+))?""")
_TAG_NAME = re.compile(r"<([a-zA-Z][^\s/>]*+)")
_TOKEN = LazyPattern(r"<!--|<(/?)([a-zA-Z][^\s/>]*+)(" + _TAG_BODY + r")(?:>|\Z)")
_RAW_TEXT = frozenset(["script", "style", "textarea", "title", "xmp"])
VOID = frozenset("area base br col embed hr img input link meta param source track wbr".split())
# Block-level tags: dropping one leaves a space, so words on either side stay apart.
BLOCK = frozenset(
    "address article aside blockquote body br caption center dd details dialog dir div dl dt "
    "fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 header hgroup hr "
    "html iframe legend li main menu nav ol option p pre section select summary table tbody "
    "td textarea tfoot th thead tr ul".split()
)


_DOCUMENT_END_TAG = re.compile(r"</(?:body|html)\s*>", re.IGNORECASE)


def drop_document_end_tags(text: str) -> str:
    """The markup without ``</body>`` and ``</html>``, so nothing after them is lost
    (:func:`drop_document_end_tags_reference`, by the compiled kernel when built)."""
    compiled = kernel(PARSE)
    if compiled is None:
        return drop_document_end_tags_reference(text)
    return compiled.drop_document_end_tags(text)


def drop_document_end_tags_both(text: str, data: bytes) -> tuple[str, bytes | None]:
    """:func:`drop_document_end_tags` of ``text`` and, for ``data == text.encode()``, the
    UTF-8 of the result (None when the pure path cut something: the caller encodes the
    text). The compiled kernel finds the tags in the bytes alone and cuts both."""
    compiled = kernel(PARSE)
    if compiled is not None:
        return compiled.drop_document_end_tags_both(text, data)
    cut = drop_document_end_tags_reference(text)
    return cut, data if cut is text else None


def drop_document_end_tags_reference(text: str) -> str:
    """The definition of :func:`drop_document_end_tags`."""
    return _DOCUMENT_END_TAG.sub("", text)


# The characters of a markup word, besides those beyond ASCII: a seam of the end-tag cut
# touching another character joins no markup word. "<", ">" and ASCII whitespace (what
# ``\s`` matches in an end tag the kernel cuts before decoding) are among the others.
_WORD_ASCII = frozenset(string.ascii_letters + string.digits + "-./:_")
SEAM_CHARS = frozenset(map(chr, range(128))) - _WORD_ASCII
_SEAM_CHAR = re.compile("[" + re.escape("".join(sorted(SEAM_CHARS))) + "]")
_END_TAG_LETTERS = "/bodyhtmlBODYHTML"  # what an end tag holds besides SEAM_CHARS


def end_tag_seams_closed(text: str) -> bool:
    """Whether each place :func:`drop_document_end_tags` joins (one place for adjacent
    tags) has the text's edge or a :data:`SEAM_CHARS` character on one side: then no
    :func:`markup_word` spans a join, and such a word is in the text exactly when it is in
    the cut text (``html/load.py`` reads the uncut bytes). The kernel answers this in
    ``drop_document_end_tags_before_decoding``; this is the definition."""
    joins: list[tuple[int, int]] = []
    for match in _DOCUMENT_END_TAG.finditer(text):
        start, end = match.span()
        if joins and joins[-1][1] == start:
            start = joins.pop()[0]
        joins.append((start, end))
    return all(
        start == 0 or end == len(text) or not SEAM_CHARS.isdisjoint((text[start - 1], text[end]))
        for start, end in joins
    )


def markup_word(word: str) -> bool:
    """Whether the end-tag cut neither makes nor breaks ``word`` where its seams are closed
    (:func:`end_tag_seams_closed`): ``word`` holds no :data:`SEAM_CHARS` character (so it
    spans no closed seam and crosses no tag's "<" or ">") and a character besides an end
    tag's letters and "/" (so it lies inside no tag)."""
    return _SEAM_CHAR.search(word) is None and bool(word.strip(_END_TAG_LETTERS))


def neutralize_char_refs(text: str, utf8: bytes | None = None) -> str:
    """Drop references to control characters (a form feed becomes a space)
    (:func:`neutralize_char_refs_reference`, by the compiled kernel when built; it first
    looks for one in ``utf8 == text.encode()`` when given, one byte a character)."""
    compiled = kernel(PARSE)
    if compiled is None:
        return neutralize_char_refs_reference(text)
    if utf8 is not None and not compiled.has_refused_char_ref_utf8(utf8):
        return text
    return compiled.neutralize_char_refs(text)


def neutralize_char_refs_reference(text: str) -> str:
    """The definition of :func:`neutralize_char_refs`."""
    if "&#" not in text:
        return text
    return _BAD_CHAR_REF.sub(_char_ref, text)


def _char_ref(match: re.Match[str]) -> str:
    ref = match.group(0).rstrip(";")[2:].lower()
    value = int(ref[1:], 16) if ref.startswith("x") else int(ref)
    return " " if value == 12 else ""


@lru_cache(maxsize=8)
def _long_tag_scanner(min_chunks: int) -> re.Pattern[str]:
    """Skip text, raw-text elements and short tags; stop at a tag of ``min_chunks`` chunks.

    A chunk is a quoted value, an "=", or a run of at most 64 other characters,
    so a tag with N attributes has at least N/32 chunks whatever its quoting. One
    possessive loop passes over everything else, so the scan is linear. (No
    capturing group inside that loop: CPython 3.11 mis-tracks their spans.)
    """
    chunk = r"(?:" + _VALUE + r"|[^>=]{1,64}+|=)"
    raw = "|".join(
        rf"<{name}\b{_TAG_REST}(?:[^<]++|<(?!/{name}[\s/>]))*+(?:</{name}{_TAG_REST})?"
        for name in map(_ascii_any_case, sorted(_RAW_TEXT))
    )
    short = r"<[a-zA-Z]" + chunk + f"{{0,{min_chunks - 1}}}+(?:>|\\Z)"
    skip = r"(?:[^<]++|<(?![a-zA-Z])|" + raw + "|" + short + ")*+"
    long = r"(?P<long><[a-zA-Z]" + chunk + f"{{{min_chunks},}}+)?"
    return re.compile(skip + long)


def _ascii_any_case(name: str) -> str:
    """A pattern for ``name`` in any ASCII case: "K" (U+212A), "ſ" (U+017F) and the
    dotted and dotless i are no letters of a tag, as ``re.IGNORECASE`` would make them."""
    return "".join(f"[{c.lower()}{c.upper()}]" for c in name)


def cap_attributes(text: str, max_attributes: int, utf8: bytes | None = None) -> tuple[str, int]:
    """Keep the first ``max_attributes`` attributes of every tag; (text, tags cut).

    The compiled kernel, when built, first rules out pages where no tag can hold that
    many attributes (nearly all), and the scan is skipped there; it reads ``utf8``
    (``text.encode()``, when the caller has it) instead of the text.
    """
    compiled = kernel(PARSE)
    if compiled is not None:
        if utf8 is not None:
            may_cut = compiled.may_cut_attributes_utf8(utf8, max_attributes)
        else:
            may_cut = compiled.may_cut_attributes(text, max_attributes)
        if not may_cut:
            return text, 0
    return cap_attributes_reference(text, max_attributes)


def cap_attributes_reference(text: str, max_attributes: int) -> tuple[str, int]:
    """The definition of :func:`cap_attributes`: one linear regex scan for long tags."""
    scanner = _long_tag_scanner(max(1, max_attributes // 32))
    cuts: list[tuple[int, int, str]] = []
    pos = 0
    while (start := scanner.match(text, pos).start("long")) >= 0:
        pos = _tag_end(text, start)
        name = _TAG_NAME.match(text, start, pos)
        assert name is not None
        found = _ATTRIBUTE.finditer(text, name.end(), pos)
        attributes = [m.group(0) for m in itertools.islice(found, max_attributes + 1)]
        if len(attributes) > max_attributes:
            kept = " ".join(attributes[:max_attributes])
            cuts.append((start, pos, f"<{name.group(1)} {kept}>"))
    if not cuts:
        return text, 0
    out, last = [], 0
    for start, end, replacement in cuts:
        out += [text[last:start], replacement]
        last = end
    out.append(text[last:])
    return "".join(out), len(cuts)


_WHOLE_TAG = LazyPattern(r"<[a-zA-Z]" + _TAG_REST)


def _tag_end(text: str, start: int) -> int:
    """End of the tag starting at ``start`` (after its ">", or the end of the text)."""
    match = _WHOLE_TAG.match(text, start)
    assert match is not None
    return match.end()


@dataclass(frozen=True)
class Flattened:
    """Markup with deep tags dropped, and the deepest nesting seen in it."""

    text: str
    max_depth_seen: int
    dropped: int


def flatten_markup(text: str, max_depth: int) -> Flattened:
    """Drop tags nested deeper than ``max_depth`` (their text stays), in one pass.

    Comments and raw-text elements (script, style …) are copied whole, so tags
    written inside them do not count; the content of a dropped script or style
    is dropped with it, so code never becomes page text.
    """
    out: list[str] = []
    depth = deepest = dropped = pos = 0
    while True:
        match = _TOKEN.search(text, pos)
        if match is None:
            break
        out.append(text[pos : match.start()])
        pos = match.end()
        if match.group(0) == "<!--":
            end = text.find("-->", pos)
            pos = len(text) if end < 0 else end + 3
            continue
        closing, name = match.group(1), match.group(2).lower()
        opens = not closing and name not in VOID and not match.group(3).endswith("/")
        if closing:
            keep = depth <= max_depth
            depth = max(0, depth - 1)
        elif opens:
            depth += 1
            deepest = max(deepest, depth)
            keep = depth <= max_depth
        else:
            keep = depth < max_depth
        if keep:
            out.append(match.group(0))
        else:
            dropped += 1
            out.append(" " if name in BLOCK else "")
        if opens and name in _RAW_TEXT:
            pos = _skip_raw_text(text, pos, name, out if keep else None)
            depth -= 1
    out.append(text[pos:])
    return Flattened("".join(out), deepest, dropped)


@lru_cache(maxsize=16)
def _end_tag(name: str) -> re.Pattern[str]:
    return re.compile(rf"</{name}[\s/>]" + _TAG_REST, re.IGNORECASE)


def _raw_text_end(text: str, pos: int, name: str) -> int:
    """Where a raw-text element (script, style …) opened before ``pos`` ends (or the text)."""
    end = _end_tag(name.lower()).search(text, pos)
    return len(text) if end is None else end.end()


def _skip_raw_text(text: str, pos: int, name: str, out: list[str] | None) -> int:
    """Move past a raw-text element's content; copy it (and its end tag) when kept."""
    stop = _raw_text_end(text, pos, name)
    if out is not None:
        out.append(text[pos:stop])
    return stop
