"""Second opinions on statistical charset detection, for legacy encodings.

Latin code pages are chosen by the letters they produce; CJK multi-byte
encodings are recognised by decoding cleanly into CJK characters.

Statistical detectors (charset-normalizer) tell Cyrillic, Greek and CJK
encodings apart well, but often confuse the Latin code pages: French in
windows-1252 comes out as windows-1257 (``à`` → ``ą``, ``ç`` → ``ē``).
Real text in one language uses the accented letters of one alphabet, so each
candidate decoding is scored by the share of its non-ASCII letters that
belong to a single language's alphabet; the best share wins, ties go to the
earlier code page in :data:`CODE_PAGES` (windows-1252, the web's most common
legacy encoding, first). Identical decodings tie harmlessly.
"""

from __future__ import annotations

import re
from collections import Counter

from thresher.html.text_measures import ScriptPattern

# Non-ASCII lower-case letters of each language, by the Windows code page it was written in.
ALPHABETS: dict[str, dict[str, str]] = {
    "cp1252": {
        "fr": "àâæçéèêëîïôœùûüÿ",
        "de": "äöüß",
        "es": "áéíñóúü",
        "pt": "áâãàçéêíóôõú",
        "it": "àèéìíîòóùú",
        "ca": "àçèéíïòóúü",
        "nl": "áéèëïóöü",
        "nordic": "åäöæøéü",
        "is": "áéíóúýþæöð",
    },
    "cp1250": {
        "cs": "áčďéěíňóřšťúůýž",
        "sk": "áäčďéíĺľňóôŕšťúýž",
        "pl": "ąćęłńóśźż",
        "hu": "áéíóöőúüű",
        "sh": "čćđšž",
        "sl": "čšž",
        "ro": "ăâîşţ",
    },
    "cp1254": {"tr": "çğıöşüâî"},
    "cp1257": {"lt": "ąčęėįšųūž", "lv": "āčēģīķļņšūž", "et": "äõöüšž"},
}
CODE_PAGES = tuple(ALPHABETS)
# Encodings a detector may name for Latin-script text; they are re-decided here.
LATIN_SINGLE_BYTE = frozenset(
    [
        *CODE_PAGES,
        "cp1258",
        "latin_1",
        "iso8859_2",
        "iso8859_3",
        "iso8859_4",
        "iso8859_9",
        "iso8859_10",
        "iso8859_13",
        "iso8859_14",
        "iso8859_15",
        "iso8859_16",
        "mac_latin2",
        "mac_roman",
        "mac_iceland",
        "mac_turkish",
        "hp_roman8",
        "cp437",
        "cp850",
        "cp852",
        "cp775",
        "cp858",
    ]
)
# Non-letters that are ordinary in Latin text; they neither help nor hurt a candidate.
NEUTRAL = frozenset("\u00a0“”‘’‚„–—…•€£¥©®°±§¶·«»¿¡×÷™†‡¢¬¯´¸¼½¾")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_SAMPLE_BYTES = 1_000_000
_ASCII_BYTES = bytes(range(128))


def _case_set(letters: str) -> frozenset[str]:
    upper = {c.upper() for c in letters if len(c.upper()) == 1}
    return frozenset(letters) | frozenset(upper) | ({"İ"} if "ı" in letters else set())


_SETS = {cp: [_case_set(letters) for letters in langs.values()] for cp, langs in ALPHABETS.items()}


def letter_fit(text: str, code_page: str) -> float:
    """Best share of ``text``'s non-ASCII letters that one alphabet of ``code_page`` holds."""
    return _fit(Counter(_NON_ASCII.findall(text)), code_page)


def _fit(counts: Counter[str], code_page: str) -> float:
    """:func:`letter_fit` of a text whose non-ASCII characters ``counts`` counts."""
    for ch in NEUTRAL:
        counts.pop(ch, None)
    total = sum(counts.values())
    if not total:
        return 1.0
    return max(
        sum(n for ch, n in counts.items() if ch in alpha) / total for alpha in _SETS[code_page]
    )


def best_latin_code_page(data: bytes) -> str:
    """The Windows Latin code page whose decoding of ``data`` looks most like one language.

    Each of :data:`CODE_PAGES` decodes every byte to one character (U+FFFD where it defines
    none) and an ASCII byte to itself, so the decoding's non-ASCII characters are counted
    from the sample's non-ASCII bytes, without decoding the sample.
    """
    high = Counter(data[:_SAMPLE_BYTES].translate(None, _ASCII_BYTES))
    best, best_fit = CODE_PAGES[0], -1.0
    for code_page in CODE_PAGES:
        fit = _fit(decoded_counts(high, code_page), code_page)
        if fit > best_fit + 1e-9:
            best, best_fit = code_page, fit
    return best


def decoded_counts(byte_counts: Counter[int], code_page: str) -> Counter[str]:
    """The characters a single-byte ``code_page`` decodes bytes counted by value into."""
    counts: Counter[str] = Counter()
    for byte, n in byte_counts.items():
        counts[bytes((byte,)).decode(code_page, errors="replace")] += n
    return counts


# Multi-byte CJK encodings, in the order a tie is broken.
CJK_ENCODINGS = ("gb18030", "big5hkscs", "cp932", "cp949", "euc_jp")
# Kana, CJK ideographs and Hangul (from U+3040 up): compiled by the first sample holding one.
_CJK = ScriptPattern(
    "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]", "\u3040"
)
_CJK_RUN = ScriptPattern(_CJK.pattern + "{2,}", _CJK.low)
_MIN_CJK_CHARS = 20


def _in_runs(text: str, cjk_count: int) -> bool:
    """Most CJK characters stand next to another: Latin text misread as CJK gives
    lone ideographs between ASCII letters ("m盲chte")."""
    return sum(len(run) for run in _CJK_RUN.findall(text)) >= 0.5 * cjk_count


def cjk_encoding(data: bytes) -> str | None:
    """A CJK encoding that decodes ``data`` with under 1 % bad characters into mostly
    CJK text, mostly in runs, or None. Single-byte text decoded as CJK breaks at
    odd bytes and leaves lone ideographs."""
    sample = data[:_SAMPLE_BYTES]
    if 2 * len(sample.translate(None, _ASCII_BYTES)) < _MIN_CJK_CHARS:
        # Each encoding decodes an ASCII byte to itself, and every other character it
        # gives (a replaced one too) from a sequence that starts with a non-ASCII byte,
        # at most two characters a sequence (Big5-HKSCS's 0x8862: "Ê̄").
        return None
    best, best_errors = None, None
    for encoding in CJK_ENCODINGS:
        text = sample.decode(encoding, errors="replace")
        errors = text.count("\ufffd")
        non_ascii = len(text) - len(text.encode("ascii", "ignore"))
        if non_ascii < _MIN_CJK_CHARS or errors > max(2, non_ascii // 100):
            continue
        cjk = _CJK.findall(text)
        if len(cjk) < 0.8 * (non_ascii - errors) or not _in_runs(text, len(cjk)):
            continue
        if best_errors is None or errors < best_errors:
            best, best_errors = encoding, errors
    return best
