"""Decode page bytes into text, recording which source decided the encoding.

Order of evidence, first match wins:

1. a byte-order mark (``bom``);
2. the HTTP ``Content-Type`` charset the caller gives (``http``);
3. ``<meta charset>`` or ``<meta http-equiv="Content-Type">`` in the first
   16 kB (``meta``);
4. UTF-16 without a BOM, told by its NUL pattern (``utf16-pattern``);
5. strict UTF-8 (``utf-8``), or UTF-8 with a few damaged bytes
   (``utf-8-lenient``); then detection (``detected``): a CJK encoding that
   decodes cleanly into CJK text, else charset-normalizer's first web encoding,
   Latin code pages re-decided by their letters (:mod:`thresher.html.legacy`).

A declared charset (2, 3) is checked: when the bytes do not decode under it, or
they are valid multi-byte UTF-8 while the declaration names a single-byte
legacy charset, UTF-8 wins (``utf-8-override``). Labels are mapped to the
WHATWG superset encodings (gb2312 → gb18030, latin-1 → windows-1252 …).
Decoding never raises on bad bytes: undecodable bytes become U+FFFD; NUL,
other C0 control characters and the noncharacters U+FFFE/U+FFFF are dropped,
and form feeds become spaces, so every string in the tree is XML-compatible.
"""

from __future__ import annotations

import codecs
import re
import zlib
from dataclasses import dataclass, field
from functools import cached_property

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.errors import BinaryInputError, EmptyInputError, LimitExceededError
from thresher.html.legacy import (
    CJK_ENCODINGS,
    LATIN_SINGLE_BYTE,
    best_latin_code_page,
    cjk_encoding,
)
from thresher.html.mojibake import (
    may_hold_mojibake,
    may_hold_mojibake_utf8,
    repair_mojibake,
    repaired_warning,
)
from thresher.html.patterns import LazyPattern

_META_CHARSET = re.compile(
    rb"""<meta[^>]+?charset\s*=\s*["']?\s*([a-zA-Z0-9_:.+-]+)""", re.IGNORECASE
)
_HTTP_CHARSET = LazyPattern(r"""charset\s*=\s*["']?\s*([a-zA-Z0-9_:.+-]+)""", re.IGNORECASE)
# C0 controls HTML forbids, and the noncharacters XML (hence lxml) refuses.
_CONTROL_CHARS = re.compile("[\x00-\x08\x0b\x0e-\x1f\x7f\ufffe\uffff]")  # and \x0c
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_SUPERSETS = {
    "gb2312": "gb18030",
    "gbk": "gb18030",
    "x-gbk": "gb18030",
    "iso-8859-1": "windows-1252",
    "latin-1": "windows-1252",
    "latin1": "windows-1252",
    "ascii": "windows-1252",
    "us-ascii": "windows-1252",
    "iso-8859-9": "windows-1254",
    "tis-620": "cp874",
    "iso-8859-11": "cp874",
    "windows-874": "cp874",
    "x-user-defined": "windows-1252",
    "shift_jis": "cp932",
    "shift-jis": "cp932",
    "sjis": "cp932",
    "x-sjis": "cp932",
    "euc-kr": "cp949",
    "ks_c_5601-1987": "cp949",
    "big5": "big5hkscs",
    "utf8": "utf-8",
    "unicode": "utf-16-le",
}
# File signatures of things that are not web pages: (offset, magic, what it is).
_MAGIC = (
    (0, b"\x89PNG", "a PNG image"),
    (0, b"\xff\xd8\xff", "a JPEG image"),
    (0, b"GIF8", "a GIF image"),
    (0, b"%PDF", "a PDF document"),
    (0, b"PK\x03\x04", "a ZIP archive (or an office document)"),
    (0, b"\x7fELF", "an executable"),
    (0, b"MZ\x90\x00", "a Windows executable"),
    (0, b"\xca\xfe\xba\xbe", "a Java class or Mach-O file"),
    (0, b"\xcf\xfa\xed\xfe", "a Mach-O executable"),
    (0, b"\x00asm", "a WebAssembly module"),
    (0, b"RIFF", "a RIFF media file (WebP, WAV, AVI)"),
    (0, b"BZh", "a bzip2 archive"),
    (0, b"\xfd7zXZ", "an xz archive"),
    (0, b"\x28\xb5\x2f\xfd", "a zstd archive"),
    (0, b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive"),
    (0, b"Rar!\x1a\x07", "a RAR archive"),
    (0, b"OggS", "an Ogg media file"),
    (0, b"ID3", "an MP3 file"),
    (0, b"fLaC", "a FLAC file"),
    (0, b"\x1aE\xdf\xa3", "a Matroska/WebM video"),
    (4, b"ftyp", "an MP4/HEIF/AVIF media file"),
    (0, b"\x00\x00\x01\x00", "an icon"),
    (0, b"II*\x00", "a TIFF image"),
    (0, b"MM\x00*", "a TIFF image"),
    (0, b"8BPS", "a Photoshop image"),
    (0, b"wOFF", "a web font"),
    (0, b"wOF2", "a web font"),
    (0, b"SQLite format 3\x00", "an SQLite database"),
    (0, b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "an old Microsoft Office document"),
)
# Whether any signature of the table is there, in one match (the table is the definition).
_ANY_MAGIC = re.compile(
    b"|".join(b".{%d}%s" % (offset, re.escape(magic)) for offset, magic, _ in _MAGIC),
    re.DOTALL,
)
_MAX_CONTROL_SHARE = 0.05
_CONTROL_BYTES = bytes([*range(9), *range(14, 32)])
_TEXT_CONTROL_BYTES = bytes([*range(9), 11, 12, *range(14, 32), 127])
_GUNZIP_STEP = 1 << 16
_SNIFF_BYTES = 16_384
_DETECT_BYTES = 2_000_000
_GZIP_MAGIC = b"\x1f\x8b"
_UTF8_FFFD = "\ufffd".encode()
# The first byte that is not one of the ASCII characters str.isspace() accepts.
_NOT_ASCII_SPACE = re.compile(rb"[^\t\n\x0b\x0c\r\x1c-\x1f ]")


# The encodings of the WHATWG Encoding Standard, as Python codec names (the
# labels a page may use map onto these; UTF-32 only ever comes from a BOM).
WEB_ENCODINGS = frozenset(
    [
        "utf-8", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be",
        "cp866", "iso8859-2", "iso8859-3", "iso8859-4", "iso8859-5", "iso8859-6",
        "iso8859-7", "iso8859-8", "iso8859-10", "iso8859-13", "iso8859-14",
        "iso8859-15", "iso8859-16", "koi8-r", "koi8-u", "mac-roman", "mac-cyrillic",
        "cp874", "cp1250", "cp1251", "cp1252", "cp1253", "cp1254", "cp1255", "cp1256",
        "cp1257", "cp1258", "gb18030", "big5hkscs", "euc_jp", "iso2022_jp", "cp932",
        "cp949",
    ]
)  # fmt: skip


@dataclass(frozen=True)
class DecodedText:
    """Decoded page text and where its encoding came from."""

    text: str
    encoding: str
    source: str
    warnings: tuple[str, ...] = ()
    # The text is already without its ``</body>`` and ``</html>`` (cut from the bytes
    # before decoding: :func:`decode_keeping_utf8` with ``cut_within``).
    end_tags_dropped: bool = False
    # The bytes given, never a copy, when a :func:`~thresher.html.prepass.markup_word` is
    # in them exactly when it is in ``text`` (:func:`decode_keeping_utf8`), else None.
    words_utf8: bytes | None = field(default=None, repr=False, compare=False)


class Utf8Text(DecodedText):
    """A :class:`DecodedText` of valid UTF-8 whose ``text`` is decoded on first read:
    the parser reads the bytes (``utf8``, already without their end tags), so a page
    whose text nothing else asks for is never decoded whole. ``chars``: the text's
    length. Built by :func:`decode_keeping_utf8` for a page cut before decoding (or
    holding no end tag to cut: its bytes are then the page's own); made
    with :class:`DecodedText`'s fields (``dataclasses.replace``) it holds its text.
    ``marker``: whether ``utf8`` holds a streamed-segment marker
    (``_parse.has_streamed_marker_utf8``), when the scan that tested it said; else None."""

    utf8: bytes | None
    chars: int
    marker: bool | None

    def __init__(
        self,
        text: str | None = None,
        encoding: str = "utf-8",
        source: str = "utf-8",
        warnings: tuple[str, ...] = (),
        end_tags_dropped: bool = False,
        words_utf8: bytes | None = None,
        *,
        utf8: bytes | None = None,
        chars: int = -1,
        marker: bool | None = None,
    ) -> None:
        values = {
            "encoding": encoding,
            "source": source,
            "warnings": warnings,
            "end_tags_dropped": end_tags_dropped,
            "words_utf8": words_utf8,
            "utf8": utf8 if text is None else None,
            "chars": chars,
            "marker": marker,
        }
        if text is not None:
            values["text"] = text
        for name, value in values.items():
            object.__setattr__(self, name, value)

    @cached_property
    def text(self) -> str:  # type: ignore[override]
        """The page's text: its UTF-8 decoded (valid, so exactly ``bytes.decode``'s)."""
        assert self.utf8 is not None
        return self.utf8.decode("utf-8")


def normalize_label(label: str) -> str | None:
    """Map a charset label to a Python codec name (WHATWG supersets).

    None for a label that is unknown or names no web encoding (EBCDIC, UTF-7,
    ``base64``, ``rot13`` …): such a declaration is ignored, as browsers do.
    """
    label = label.strip().strip("\"'").lower()
    label = _SUPERSETS.get(label, label)
    try:
        name = codecs.lookup(label).name
    except LookupError:
        return None
    name = _SUPERSETS.get(name, name)
    return name if name in WEB_ENCODINGS else None


def charset_from_content_type(content_type: str | None) -> str | None:
    """Return the charset parameter of an HTTP ``Content-Type`` value, if any."""
    if not content_type:
        return None
    match = _HTTP_CHARSET.search(content_type)
    return match.group(1) if match else None


def decode(
    data: bytes,
    *,
    http_charset: str | None = None,
    max_input_bytes: int = 50_000_000,
    on_limit: str = "truncate",
    name: str = "input",
) -> DecodedText:
    """Decode page bytes; raise only for empty, binary or over-limit input (policy 'fail')."""
    return decode_keeping_utf8(
        data,
        http_charset=http_charset,
        max_input_bytes=max_input_bytes,
        on_limit=on_limit,
        name=name,
    )[0]


def decode_keeping_utf8(
    data: bytes,
    *,
    http_charset: str | None = None,
    max_input_bytes: int = 50_000_000,
    on_limit: str = "truncate",
    name: str = "input",
    cut_within: int | None = None,
) -> tuple[DecodedText, bytes | None]:
    """:func:`decode`, and the bytes decoded when they are the text's UTF-8 exactly (valid
    UTF-8 kept whole: no byte-order mark, nothing removed), else None: the parser reads
    them instead of encoding the text again.

    ``cut_within`` (a page's ``max_chars``): when the compiled kernel is built and the page
    is valid UTF-8 of at most that many characters, holding nothing that decoding or
    :func:`~thresher.html.prepass.neutralize_char_refs` changes, the end tags
    :func:`~thresher.html.prepass.drop_document_end_tags` drops are cut from the bytes
    before decoding (``end_tags_dropped``): the page is decoded once, already cut, where
    :func:`~thresher.html.parse.parse` would cut the whole text (the same text and bytes).

    ``words_utf8`` of the result: ``data`` itself when it is the text's UTF-8, or the page
    cut before decoding at closed seams only (:func:`~thresher.html.prepass.markup_word`
    tells the words the cut then neither makes nor breaks); a markup word is searched in
    the caller's bytes, and the Document keeps no page-sized copy for it.
    """
    given = data
    warnings: list[str] = []
    data = _maybe_gunzip(data, max_input_bytes, warnings, name)
    if len(data) > max_input_bytes:
        if on_limit == "fail":
            raise LimitExceededError(
                f"{name}: {len(data)} bytes exceeds max_input_bytes={max_input_bytes}; "
                "raise the limit or use on_limit='truncate'"
            )
        warnings.append(f"input truncated from {len(data)} to {max_input_bytes} bytes")
        data = data[:max_input_bytes]
    _reject_binary(data, name)
    cut = _utf8_cut(data) if cut_within is not None else None
    utf8, is_utf8 = (None, True) if cut is not None else _utf8(data)
    encoding, source, decoded = _choose_encoding(data, http_charset, is_utf8)
    if cut is not None:
        chars, cut_data, closed, refused, marker = cut
        if encoding == "utf-8" and _cut_is_exact(data, chars, cut_data, cut_within, refused):
            words = data if closed and data is given else None
            found = Utf8Text(
                None,
                encoding,
                source,
                tuple(warnings),
                True,
                words,
                utf8=cut_data,
                chars=chars,
                marker=marker,
            )
            return found, cut_data
        # the page is valid UTF-8 as the cut is (the kernel); decoded whole only if it is read so
        utf8 = data.decode("utf-8") if encoding == "utf-8" else None
    if encoding == "utf-8" and utf8 is not None:
        text, from_utf8 = utf8, True  # valid UTF-8: the test's decoding is the text
    elif decoded is not None:  # the declared encoding's test decoded the whole page
        text, from_utf8 = decoded, False
    else:
        text, from_utf8 = data.decode(encoding, errors="replace"), False
    if text.startswith("\ufeff"):
        text = text[1:]
    if _may_hold_controls(data, text, encoding, from_utf8):
        # form feed: whitespace in HTML but forbidden in XML text, so a space
        text = _CONTROL_CHARS.sub("", text).replace("\x0c", " ")
    if not text or text.isspace():
        raise EmptyInputError(_empty_message(name))
    kept = data if utf8 is not None and text is utf8 else None
    words = kept if kept is given and type(kept) is bytes else None
    return DecodedText(text, encoding, source, tuple(warnings), words_utf8=words), kept


def repair_double_encoding(
    decoded: DecodedText, kept: bytes | None
) -> tuple[DecodedText, bytes | None]:
    """(decoded, kept) of :func:`decode_keeping_utf8` with the text's double-encoded runs
    repaired (:func:`~thresher.html.mojibake.repair_mojibake`): the same pair when the page
    holds none; else a plain :class:`DecodedText` of the repaired text, its warning
    recorded, no bytes kept (they are not its UTF-8). The cheap test reads the page's
    UTF-8 when it is kept, so a page without a lead image is never decoded here."""
    data = decoded.utf8 if kept is None and isinstance(decoded, Utf8Text) else kept
    if data is not None and not may_hold_mojibake_utf8(data):
        return decoded, kept
    text = decoded.text
    if data is None and not may_hold_mojibake(text):
        return decoded, kept
    repair = repair_mojibake(text)
    if not repair.runs:
        return decoded, kept
    warnings = (*decoded.warnings, repaired_warning(repair.runs))
    found = DecodedText(
        repair.text, decoded.encoding, decoded.source, warnings, decoded.end_tags_dropped
    )
    return found, None


def _utf8_cut(data: bytes) -> tuple[int, bytes, bool, bool, bool] | None:
    """The length of the text of ``data`` without ``</body>``, ``</html>``, its bytes cut
    before decoding (``_parse.cut_before_decoding``: ``data`` itself when it holds neither),
    whether the cut's seams are closed (:func:`~thresher.html.prepass.end_tag_seams_closed`;
    True when nothing is cut), whether ``data`` holds a control, U+FFFE or U+FFFF that
    decoding drops, and whether the cut holds a streamed-segment marker
    (``_parse.has_streamed_marker_utf8``), when the kernel is built and ``data`` is valid,
    non-empty UTF-8 without a byte-order mark whose end tags, if any, are cut; else None.
    The cut is tested, measured and searched in one pass (``_parse.utf8_scan``), not
    decoded: the cut spans hold no such control (``cut_before_decoding``), so the cut
    holds one exactly where ``data`` does. ``_parse.cut_and_scan`` finds the spans in that
    same pass over ``data`` where the CPU has AVX2."""
    compiled = kernel(PARSE)
    if compiled is None or type(data) is not bytes or not data or data.startswith(codecs.BOM_UTF8):
        return None
    return compiled.cut_and_scan(data)


def _cut_is_exact(data: bytes, chars: int, cut: bytes, within: int, refused: bool) -> bool:
    """Whether decoding ``data`` whole and then cutting its end tags (as
    :func:`~thresher.html.parse.parse` does, after ``max_chars`` and the reference repair)
    gives the text of ``cut`` (``chars`` characters): ``data`` within ``within``
    characters (each cut byte was one), no control, U+FFFE or U+FFFF that decoding drops
    (``refused``: :func:`_utf8_cut` found one), no reference the repair drops, and not
    whitespace once cut (the empty-page test reads the uncut text)."""
    compiled = kernel(PARSE)
    return (
        chars + len(data) - len(cut) <= within
        and not refused
        and not compiled.has_refused_char_ref_utf8(data)
        and not _utf8_isspace(cut)
    )


def _utf8_isspace(data: bytes) -> bool:
    """``data.decode("utf-8").isspace()`` of valid UTF-8, decoded only when no ASCII
    character but whitespace comes before its first non-ASCII byte."""
    first = _NOT_ASCII_SPACE.search(data)
    if first is None:
        return len(data) > 0
    if data[first.start()] < 0x80:
        return False
    return data.decode("utf-8").isspace()


def _may_hold_controls(data: bytes, text: str, encoding: str, from_utf8: bool = False) -> bool:
    """Cheap test for controls or U+FFFE/U+FFFF; False means the text is clean.

    The compiled kernel, when built, tells exactly whether the text holds one (a
    vectorised pass over the text, or over ``data`` when the text is its valid UTF-8
    decoding, ``from_utf8``: one byte a character where the text may take two or four);
    else :func:`_may_hold_controls_reference`.
    """
    compiled = kernel(PARSE)
    if compiled is None:
        return _may_hold_controls_reference(data, text, encoding)
    if from_utf8 and type(data) is bytes:
        return compiled.has_refused_utf8(data)
    return compiled.has_refused_chars(text)


def _may_hold_controls_reference(data: bytes, text: str, encoding: str) -> bool:
    """The pure-Python test: False only when the text holds no control, U+FFFE or U+FFFF.

    In ASCII-compatible encodings a control byte only ever stands for itself,
    so deleting the control bytes (C speed) tells whether any is there.
    """
    if encoding.startswith(("utf-16", "utf-32")):
        return True
    if len(data) != len(data.translate(None, _TEXT_CONTROL_BYTES)):
        return True
    return "\ufffe" in text or "\uffff" in text


def _maybe_gunzip(data: bytes, limit: int, warnings: list[str], name: str) -> bytes:
    """Decompress gzip input, at most ``limit + 1`` bytes; keep what a damaged or cut tail held."""
    if not data.startswith(_GZIP_MAGIC):
        return data
    out, problem = _gunzip(data, limit)
    if problem and not out:
        raise BinaryInputError(
            f"{name}: gzip-compressed but {problem}; cannot decompress it, skip it"
        )
    if problem == "damaged":
        warnings.append("gzip input damaged; kept the part before the damage")
    elif problem:
        warnings.append(f"gzip stream truncated: decompressed {len(out)} bytes of what was there")
    warnings.append("input was gzip-compressed; decompressed it")
    return out


def _gunzip(data: bytes, limit: int) -> tuple[bytes, str | None]:
    """Up to ``limit + 1`` decompressed bytes, and None, "damaged" or "truncated".

    A stream that ends before its end-of-stream marker raises nothing in zlib:
    it is truncated when all input was fed and ``eof`` is still False.
    """
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    out = bytearray()
    for start in range(0, len(data), _GUNZIP_STEP):
        try:
            out += inflater.decompress(data[start : start + _GUNZIP_STEP], limit + 1 - len(out))
        except zlib.error:
            return bytes(out), "damaged"
        if len(out) > limit or inflater.eof:
            return bytes(out), None
    out += inflater.flush()
    return bytes(out), None if inflater.eof else "truncated"


def _reject_binary(data: bytes, name: str) -> None:
    head = data[:_SNIFF_BYTES]
    if _ANY_MAGIC.match(head):  # one test for the table; the loop names the first
        for offset, magic, what in _MAGIC:
            if head.startswith(magic, offset):
                raise BinaryInputError(f"{name}: looks like {what}, not HTML; skip it")
    # UTF-16 (a BOM, or the NUL pattern) is never blank: its bytes hold 0xFF/0xFE or NULs.
    if not head or head.isspace():  # what ``not head.strip()`` tells, without a copy
        raise EmptyInputError(_empty_message(name))
    controls = _control_bytes(head)
    if controls / len(head) > _MAX_CONTROL_SHARE and not _utf16_head(head):
        raise BinaryInputError(
            f"{name}: {controls} control bytes in the first {len(head)}: "
            "binary data, not HTML; skip it"
        )


def _utf16_head(head: bytes) -> bool:
    """Whether ``head`` is UTF-16 (its NULs are code units, not binary): a BOM or the
    NUL pattern; asked only of a head with many control bytes."""
    return bool(
        head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or _utf16_without_bom(head)
    )


def _control_bytes(head: bytes) -> int:
    """How many of ``head``'s bytes are in ``_CONTROL_BYTES`` (by the compiled kernel's
    vectorised count when built; :func:`_control_bytes_reference` is the definition)."""
    compiled = kernel(PARSE)
    if compiled is None or type(head) is not bytes:
        return _control_bytes_reference(head)
    return compiled.count_control_bytes(head)


def _control_bytes_reference(head: bytes) -> int:
    """The definition of :func:`_control_bytes`."""
    return len(head) - len(head.translate(None, _CONTROL_BYTES))


def _empty_message(name: str) -> str:
    return f"{name}: the page is empty or whitespace only; nothing to extract, skip it"


def _choose_encoding(
    data: bytes, http_charset: str | None, is_utf8: bool
) -> tuple[str, str, str | None]:
    """The encoding, its source, and the page decoded under it where testing the
    declared encoding decoded the whole page without an error (else None); ``is_utf8``
    as :func:`_utf8` tells."""
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return encoding, "bom", None
    declared = [("http", http_charset)]
    meta = _META_CHARSET.search(data, 0, _SNIFF_BYTES)  # the first 16 kB, not copied
    declared.append(("meta", meta.group(1).decode("ascii", "ignore") if meta else None))
    for source, label in declared:
        encoding = normalize_label(label) if label else None
        if encoding:
            return _check_declared(data, encoding, source, is_utf8)
    utf16 = _utf16_without_bom(data[:_SNIFF_BYTES])
    if utf16:
        return utf16, "utf16-pattern", None
    return (*_undeclared(data, is_utf8), None)


def _undeclared(data: bytes, is_utf8: bool) -> tuple[str, str]:
    """No usable declaration: UTF-8 (strict, then mostly-valid), else detection."""
    if is_utf8:
        return "utf-8", "utf-8"
    if _mostly_utf8(data):
        return "utf-8", "utf-8-lenient"
    return detect(data)


def detect(data: bytes) -> tuple[str, str]:
    """Statistical detection among web encodings; Latin single-byte guesses are
    re-decided by their letters.

    charset-normalizer is imported here, on the first page that needs it: most pages
    declare their encoding or are UTF-8, and a process that meets none of the others
    never holds its tables (some 1.5 MB of Python heap).
    """
    from charset_normalizer import from_bytes

    guesses = [g.encoding for g in from_bytes(data[:_DETECT_BYTES])]
    if not guesses or normalize_label(guesses[0]) not in CJK_ENCODINGS:
        cjk = cjk_encoding(data)
        if cjk:
            return cjk, "detected"
    for guess in guesses:
        if guess in LATIN_SINGLE_BYTE:
            return best_latin_code_page(data), "detected"
        encoding = normalize_label(guess)
        if encoding:
            return encoding, "detected"
    return "cp1252", "default"


def _check_declared(
    data: bytes, encoding: str, source: str, is_utf8: bool
) -> tuple[str, str, str | None]:
    """:func:`_choose_encoding` for a declared encoding."""
    if encoding.startswith(("utf-16", "utf-32")):
        if _utf16_without_bom(data[:_SNIFF_BYTES]):
            return encoding, source, None
        return (*_undeclared(data, is_utf8), None)
    if encoding == "utf-8":
        if is_utf8 or not _has_high_bytes(data) or _mostly_utf8(data):
            return encoding, source, None
        return (*_detect_or_keep(data, encoding, source), None)
    if _has_high_bytes(data) and is_utf8:
        return "utf-8", "utf-8-override", None
    fits, decoded = _fits(data, encoding)
    if fits:
        return encoding, source, decoded
    if _mostly_utf8(data):
        return "utf-8", "utf-8-override", None
    return (*_detect_or_keep(data, encoding, source), None)


def _detect_or_keep(data: bytes, encoding: str, source: str) -> tuple[str, str]:
    """Detection, unless it finds nothing or decodes no better than the declaration."""
    detected, how = detect(data)
    if how == "detected" and _errors(data, detected)[0] < _errors(data, encoding)[0]:
        return detected, how
    return encoding, source


def _fits(data: bytes, encoding: str) -> tuple[bool, str | None]:
    """Whether ``data`` decodes under ``encoding`` with few bad bytes (<= 1 %), and
    ``data`` decoded when the sample tested is the whole page and has none (what
    decoding it with ``errors="replace"`` gives, as no byte is replaced), else None."""
    sample = data[:_DETECT_BYTES]
    try:
        decoded = sample.decode(encoding)
    except UnicodeDecodeError:
        errors, non_ascii = _errors(data, encoding)
        return errors <= max(2, non_ascii // 100), None
    return True, decoded if len(sample) == len(data) else None


def _errors(data: bytes, encoding: str) -> tuple[int, int]:
    """(replacement characters, non-ASCII characters) decoding a sample under ``encoding``."""
    sample = data[:_DETECT_BYTES]
    text = sample.decode(encoding, errors="replace")
    errors = text.count("\ufffd") - sample.count(_UTF8_FFFD)
    return errors, len(text) - len(text.encode("ascii", "ignore"))


def _mostly_utf8(data: bytes) -> bool:
    """Valid multi-byte UTF-8 with only a few bad bytes (a damaged UTF-8 page)."""
    errors, non_ascii = _errors(data, "utf-8")
    valid = non_ascii - errors
    return valid >= 8 and errors * 20 <= valid


def _has_high_bytes(data: bytes) -> bool:
    return not data[:1_000_000].isascii()


def _utf8(data: bytes) -> tuple[str | None, bool]:
    """(``data`` decoded as UTF-8 when valid, else None; whether it counts as UTF-8).

    A multi-byte sequence cut by truncation at the very end still counts.
    """
    try:
        return data.decode("utf-8"), True
    except UnicodeDecodeError as exc:
        return None, exc.start >= len(data) - 3 and exc.reason == "unexpected end of data"


def _utf16_without_bom(head: bytes) -> str | None:
    sample = head[:4096]
    if len(sample) < 16:
        return None
    even_zero = sample[0::2].count(0) / (len(sample) // 2)
    odd_zero = sample[1::2].count(0) / (len(sample) // 2)
    if odd_zero > 0.4 and even_zero < 0.05:
        return "utf-16-le"
    if even_zero > 0.4 and odd_zero < 0.05:
        return "utf-16-be"
    return None
