"""Repair text encoded twice (mojibake): UTF-8 read as Latin-1 or Windows-1252 and
encoded to UTF-8 again, so "’" arrives as "â€™" and "é" as "Ã©".

A *sequence* is the Latin-1 / Windows-1252 image of one UTF-8 multi-byte character: a
lead character U+00C2–U+00F4 followed by the right number of continuation images
(U+0080–U+00BF, or a Windows-1252 special such as "€" for 0x80 or "™" for 0x99). A
sequence is replaced only when its bytes decode as UTF-8 strictly. A page is repaired
only on evidence (:func:`_page_qualifies`): hallmark sequences ("Ã©", "Â ", "â€™") or
sequences outnumbering the page's lone Latin-1 characters; so legitimate text ("café »",
"CAFÉ»", "Â" alone, "©") is left alone. Text repaired once and still holding hallmarks
is repaired again (double-encoded twice), at most :data:`MAX_PASSES` times.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from thresher._core import kernel
from thresher._core.modules import PARSE

# The Windows-1252 specials: character -> the byte 0x80–0x9F it stands for.
CP1252_SPECIALS: dict[str, int] = {
    "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87,
    "ˆ": 0x88, "‰": 0x89, "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91,
    "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98,
    "™": 0x99, "š": 0x9A, "›": 0x9B, "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
}  # fmt: skip
# A continuation byte's image: its Latin-1 character (C1 controls for 0x80–0x9F) or
# its Windows-1252 special.
_CONT = "[\x80-\xbf" + "".join(CP1252_SPECIALS) + "]"
# One lead then its continuations; the lead first, alone, so the regex engine scans for
# it as a character set (an alternation of three classes would be tried at every position).
SEQUENCE = re.compile(
    f"[\xc2-\xf4](?:(?<=[\xc2-\xdf]){_CONT}|(?<=[\xe0-\xef]){_CONT}{{2}}"
    f"|(?<=[\xf0-\xf4]){_CONT}{{3}})"
)
# The image of a continuation byte 0x80–0x9F (a C1 control or a Windows-1252 special).
_CONT_LOW = "[\x80-\x9f" + "".join(CP1252_SPECIALS) + "]"
# Typography that legitimately follows a letter and is also a continuation's image.
TYPOGRAPHY = "\xa0\xad«»‘’“”–—"
# A continuation image that is not such typography.
_CONT_PLAIN = f"(?![{TYPOGRAPHY}]){_CONT}"
# Hallmarks, sequences legitimate text all but never holds: "Â" then a continuation, or
# "Ã" then one not typography (U+0080–U+00FF encoded twice: "Â ", "Ã©"; a Portuguese
# "IRMÃ»" is not one), "â" then 0x80–0x9F's image then one (punctuation, currency,
# symbols: "â€™", "â‚¬", "â„¢"), "ðŸ" then two (emoji).
HALLMARK = re.compile(
    f"\xc2{_CONT}|\xc3{_CONT_PLAIN}|\xe2{_CONT_LOW}{_CONT}|\xf0\u0178{_CONT}{{2}}"
)
# Lone Latin-1 / Windows-1252 non-ASCII characters: the page's legitimate text.
_LATIN_HIGH = re.compile("[\x80-\xff" + "".join(CP1252_SPECIALS) + "]")
# The first byte of a continuation image's UTF-8 (U+0080–U+00BF: 0xC2; the Windows-1252
# specials: 0xC5, 0xC6, 0xCB, 0xE2), found two bytes after a lead image's 0xC3.
_CONT_UTF8_FIRST = frozenset(b"\xc2\xc5\xc6\xcb\xe2")
# Bytes read around a candidate (a sequence's image is at most 4 characters, 11 bytes).
_WINDOW = 12
# Characters a repair must never make (XML refuses them).
_REFUSED = frozenset("\ufffe\uffff")
MIN_HALLMARKS = 2
MIN_SEQUENCES = 3
MAX_PASSES = 4


@dataclass(frozen=True)
class Repair:
    """A repaired text and how many double-encoded runs were replaced."""

    text: str
    runs: int


def may_hold_mojibake_utf8(data: bytes) -> bool:
    """Whether a page's UTF-8 holds a sequence's image: each 0xC3 followed two bytes on by
    a continuation image's first byte has its few bytes decoded and matched. The compiled
    kernel finds those 0xC3 (``_parse.next_lead_image_utf8``, in C between two candidates);
    :func:`_may_hold_mojibake_utf8_reference` is the definition."""
    compiled = kernel(PARSE)
    if compiled is None or type(data) is not bytes:
        return _may_hold_mojibake_utf8_reference(data)
    at = compiled.next_lead_image_utf8(data, 0)
    while at >= 0:
        if SEQUENCE.match(data[at : at + _WINDOW].decode("utf-8", errors="ignore")):
            return True
        at = compiled.next_lead_image_utf8(data, at + 2)
    return False


def _may_hold_mojibake_utf8_reference(data: bytes) -> bool:
    """The definition of :func:`may_hold_mojibake_utf8`: each 0xC3 (found by ``find``, at
    C speed; a page without one pays one scan) followed two bytes on by a continuation
    image's first byte has its few bytes decoded and matched. A Latin page whose ``é``
    are followed by letters pays a byte test an ``é``."""
    at = data.find(b"\xc3")
    while at >= 0:
        if data[at + 2 : at + 3] and data[at + 2] in _CONT_UTF8_FIRST:
            window = data[at : at + _WINDOW].decode("utf-8", errors="ignore")
            if SEQUENCE.match(window):
                return True
        at = data.find(b"\xc3", at + 2)
    return False


def may_hold_mojibake(text: str) -> bool:
    """Whether a page's text holds a sequence (:func:`may_hold_mojibake_utf8` of its
    UTF-8). The compiled kernel reads the text in place (``_parse.next_lead_image``: the
    candidates in characters), each candidate's window encoded alone; without it, the
    text is encoded whole (cheaper than a regex scan of the text)."""
    if text.isascii():
        return False
    compiled = kernel(PARSE)
    if compiled is None:
        return may_hold_mojibake_utf8(text.encode("utf-8", errors="surrogatepass"))
    at = compiled.next_lead_image(text, 0)
    while at >= 0:
        data = text[at : at + _WINDOW].encode("utf-8", errors="surrogatepass")
        if SEQUENCE.match(data[:_WINDOW].decode("utf-8", errors="ignore")):
            return True
        at = compiled.next_lead_image(text, at + 1)
    return False


def repair_mojibake(text: str) -> Repair:
    """``text`` with its double-encoded sequences replaced, when the page qualifies
    (:func:`_scope`); repaired again while the repair leaves hallmarks (text encoded
    more than twice), at most :data:`MAX_PASSES` times."""
    runs = 0
    for _ in range(MAX_PASSES):
        found = SEQUENCE.findall(text)
        scope = _scope(text, found, repeated=runs > 0) if found else None
        if scope is None:
            break
        fixed, count = _replace_sequences(text, doubtful_too=scope)
        if not count:
            break
        text, runs = fixed, runs + count
    return Repair(text, runs)


def _scope(text: str, found: list[str], *, repeated: bool = False) -> bool | None:
    """Whether ``text`` (its sequences ``found``) is double-encoded, and how far: None
    when not; True when its valid sequences outnumber the Latin-1 characters that stand
    alone (the page's non-ASCII text is mostly sequences: every sequence is repaired);
    False when some of it is legitimate (only sequences not :func:`_doubtful` are).
    Evidence: at least :data:`MIN_HALLMARKS` hallmarks (one on a page repaired already,
    ``repeated``), or a page of mostly sequences with a hallmark or
    :data:`MIN_SEQUENCES` sure ones. "CAFÉ»", "Fuß­ball" or "café »" never qualify."""
    valid = [seq for seq in found if _decoded(seq) is not None]
    hallmarks = sum(1 for seq in valid if HALLMARK.fullmatch(seq))
    sure = sum(1 for seq in valid if not _doubtful(seq))
    lone = len(_LATIN_HIGH.findall(text)) - sum(len(seq) for seq in found)
    mostly = len(valid) > lone
    if hallmarks >= (1 if repeated else MIN_HALLMARKS):
        return mostly
    if mostly and (hallmarks or sure >= MIN_SEQUENCES):
        return True
    return None


def _doubtful(seq: str) -> bool:
    """Whether ``seq`` may be legitimate text: not a hallmark, and a continuation image
    is typography that follows a letter (a no-break space, soft hyphen, quote, dash)."""
    return HALLMARK.fullmatch(seq) is None and any(char in TYPOGRAPHY for char in seq[1:])


def _replace_sequences(text: str, *, doubtful_too: bool) -> tuple[str, int]:
    """Each strictly valid sequence (not :func:`_doubtful`, unless ``doubtful_too``)
    replaced by its character; the runs (adjacent sequences count once) replaced."""
    runs = 0
    last_end = -1

    def fix(match: re.Match[str]) -> str:
        nonlocal runs, last_end
        seq = match.group()
        char = _decoded(seq)
        if char is None or (not doubtful_too and _doubtful(seq)):
            return seq
        if match.start() != last_end:
            runs += 1
        last_end = match.end()
        return char

    return SEQUENCE.sub(fix, text), runs


def _decoded(seq: str) -> str | None:
    """The character whose UTF-8 ``seq`` is the image of, or None when not strictly valid."""
    data = bytes(CP1252_SPECIALS.get(char, ord(char)) for char in seq)
    try:
        char = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return None if char in _REFUSED else char


def repaired_warning(runs: int) -> str:
    """The warning a repair records in the result."""
    return f"repaired {runs} double-encoded runs"
