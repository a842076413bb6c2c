"""Fragmenters: a page's source cut into indivisible units, each one tag or one text.

Shorkin's step 1 cuts the HTML file into *fragmenters*: (a) one HTML tag,
(b) the text between two tags, ignoring the whitespace between a tag and a
text. We cut the page's source (decoded, then UTF-8 encoded, so lengths are
bytes) exactly so, without parsing it:

* a tag is ``<`` + a letter, ``/``, ``!`` or ``?`` up to the next ``>``, kept
  byte for byte (pages of one template write their tags identically);
* a comment ``<!--…-->`` is one fragmenter;
* the content of ``script``, ``style``, ``textarea``, ``title`` and ``xmp``
  (raw text in HTML, where ``<`` is no tag) is one text fragmenter;
* any other run of bytes between tags is a text; surrounding whitespace is
  stripped and a whitespace-only text is no fragmenter; inner whitespace is
  kept as it is (the paper ignores only the whitespace next to tags);
* a ``<`` that starts no tag is text.

:func:`tokens` gives the fragmenters alone, fast, for learning;
:func:`fragment` also gives where each one lies in the source and what kind
it is, for removing or marking.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from thresher.errors import EmptyInputError
from thresher.html.load import decode
from thresher.html.mojibake import may_hold_mojibake_utf8, repair_mojibake
from thresher.html.patterns import LazyPattern

TEXT, START_TAG, END_TAG, OTHER_TAG, RAW_TEXT = 0, 1, 2, 3, 4
_MARKUP = -1
RAW_TEXT_TAGS = ("script", "style", "textarea", "title", "xmp")

_SPECIAL = LazyPattern(
    rb"<!--.*?(?:-->|\Z)|<(" + "|".join(RAW_TEXT_TAGS).encode() + rb")(?=[\s/>])[^>]*>",
    re.IGNORECASE | re.DOTALL,
)
# Tags, a stray "<", and texts without their surrounding whitespace.
_TOKEN = LazyPattern(rb"<[a-zA-Z/!?][^>]*>|<|[^<\s](?:[^<]*[^<\s])?")
_NAME_CHARS = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_:")


_CONTROL = re.compile(rb"[\x00-\x08\x0b\x0e-\x1f\x7f]")
_FAST_LIMIT = 50_000_000


def page_bytes(data: bytes | str, *, name: str = "input") -> bytes:
    """The page's text as UTF-8 bytes, decoded exactly as :func:`thresher.load_document` does
    with its default options (double-encoded runs repaired).

    Valid UTF-8 without a byte-order mark, gzip magic or control characters is
    used as it is (the common case, and the decoder would return the same);
    anything else goes through :func:`thresher.html.load.decode`.
    """
    if isinstance(data, str):
        data = data.encode("utf-8", errors="replace")
    if _plain_utf8(data):
        if not data.strip():
            raise EmptyInputError(f"{name}: the page is empty or whitespace only")
        return _repaired(data)

    return _repaired(decode(data, name=name).text.encode("utf-8"))


def _repaired(utf8: bytes) -> bytes:
    """``utf8`` with its double-encoded runs repaired, as :func:`thresher.load_document`
    repairs them by default (``repair_mojibake``), so that a template is learnt and applied
    on the text the extraction reads."""
    if not may_hold_mojibake_utf8(utf8):
        return utf8
    repair = repair_mojibake(utf8.decode("utf-8"))
    return repair.text.encode("utf-8") if repair.runs else utf8


def _plain_utf8(data: bytes) -> bool:
    if len(data) > _FAST_LIMIT or data[:3] == b"\xef\xbb\xbf" or data[:2] == b"\x1f\x8b":
        return False
    if _CONTROL.search(data):
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


@dataclass(frozen=True)
class Fragments:
    """A page's fragmenters with their byte spans in ``data`` and their kinds."""

    data: bytes
    tokens: list[bytes]
    spans: list[tuple[int, int]]
    kinds: list[int]

    def __len__(self) -> int:
        return len(self.tokens)


# An attribute with its value, unless it is ``class``: the value is dropped.
_VALUE = LazyPattern(
    rb"""(?<![\w:.-])(?!class\b)([a-zA-Z_:][\w:.-]*)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+)""",
    re.IGNORECASE,
)


def hash_forms(toks: list[bytes], attribute_values: str) -> list[bytes]:
    """The fragmenters as they are hashed: tags keep all attribute values, or only ``class``.

    ``attribute_values="all"`` is the paper's verbatim tag. With ``"class"``
    every other attribute keeps its name but loses its value, so links whose
    URLs change from page to page (next/previous, archive or session URLs)
    still match as template.
    """
    if attribute_values == "all":
        return toks
    sub = _VALUE.sub
    return [sub(rb"\1", t) if t[:1] == b"<" and b"=" in t else t for t in toks]


def tokens(data: bytes) -> list[bytes]:
    """The page's fragmenters in order (the same as ``fragment(data).tokens``)."""
    out: list[bytes] = []
    for start, end, kind in _regions(data):
        if kind == _MARKUP:
            out.extend(_TOKEN.findall(data, start, end))
        else:
            piece = data[start:end].strip()
            if piece:
                out.append(piece)
    return out


def fragment(data: bytes) -> Fragments:
    """The page's fragmenters with the byte span and kind of each."""
    toks: list[bytes] = []
    spans: list[tuple[int, int]] = []
    kinds: list[int] = []
    for start, end, kind in _regions(data):
        if kind != _MARKUP:
            _add(data, start, end, kind, toks, spans, kinds)
            continue
        found = list(_TOKEN.finditer(data, start, end))
        found_tokens = [match.group() for match in found]
        toks += found_tokens
        spans += [match.span() for match in found]
        kinds += [
            TEXT if token[0] != 0x3C or len(token) < 2 else _KIND_AFTER_LT[token[1]]
            for token in found_tokens
        ]
    return Fragments(data, toks, spans, kinds)


def _add(data: bytes, start: int, end: int, kind: int, toks, spans, kinds) -> None:
    raw = data[start:end]
    piece = raw.strip()
    if not piece:
        return
    lead = len(raw) - len(raw.lstrip())
    toks.append(piece)
    spans.append((start + lead, start + lead + len(piece)))
    kinds.append(kind)


def _kind(token: bytes) -> int:
    """A fragmenter's kind (the definition; :func:`fragment` reads ``_KIND_AFTER_LT`` inline)."""
    if len(token) < 2 or token[0] != 0x3C:
        return TEXT
    second = token[1:2]
    if second == b"/":
        return END_TAG
    if second.isalpha():
        return START_TAG
    return OTHER_TAG


# The kind of a tag ("<" and at least one more byte), by its second byte: as ``_kind``.
_KIND_AFTER_LT = tuple(_kind(b"<" + bytes([byte])) for byte in range(256))


def _end_tag(lower: bytes, opening: bytes, start: int) -> int:
    """Where the raw-text element's end tag (``</script`` not followed by a name character) is."""
    while True:
        found = lower.find(opening, start)
        if found < 0:
            return len(lower)
        after = found + len(opening)
        if after >= len(lower) or lower[after] not in _NAME_CHARS:
            return found
        start = after


def _regions(data: bytes) -> Iterator[tuple[int, int, int]]:
    """Spans of ordinary markup (``_MARKUP``) and of single fragmenters of a known kind.

    Comments and raw-text start tags are single fragmenters; so is the
    content of a raw-text element, up to its end tag.
    """
    pos = 0
    lower = None
    for match in _SPECIAL.finditer(data):
        if match.start() < pos:
            continue
        if match.start() > pos:
            yield pos, match.start(), _MARKUP
        if match.group(1) is None:
            yield match.start(), match.end(), OTHER_TAG
            pos = match.end()
            continue
        yield match.start(), match.end(), START_TAG
        lower = data.lower() if lower is None else lower
        pos = _end_tag(lower, b"</" + match.group(1).lower(), match.end())
        yield match.end(), pos, RAW_TEXT
    if pos < len(data):
        yield pos, len(data), _MARKUP
