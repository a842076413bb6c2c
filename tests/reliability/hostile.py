"""Hostile inputs, generated in code: one builder per input class.

Each :class:`Case` builds its bytes on demand (nothing big lives in the repo)
and says what thresher must do with it: ``expect`` is ``"result"`` (an
Extraction whose text holds every string in ``must``) or the name of the
:class:`~thresher.errors.ThresherError` subclass it must raise. The tests in
this folder and ``report_inputs.py`` (the table against trafilatura) share
these cases.
"""

from __future__ import annotations

import gzip
import random
import zlib
from collections.abc import Callable
from dataclasses import dataclass

PARA_RU = "Съешь же ещё этих мягких французских булок, да выпей чаю. " * 3
PARA_ZH = "我们的研究表明，这种方法在大多数网页上都能找到正文内容。今天天气很好。" * 2
PARA_JA = "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。" * 3
PARA_FR = "Voilà l'été à Besançon : déjà le garçon naïf mangeait des crêpes près du lac. " * 3
PARA_EN = "The quick brown fox jumps over the lazy dog near the river bank today. " * 3
RTL_HE = "שלום עולם, זהו משפט בעברית עם סימני פיסוק."
RTL_AR = "مرحبا بالعالم، هذه جملة باللغة العربية."
EMOJI = "Family 👨‍👩‍👧‍👦 flags 🇺🇦🇯🇵 skin 👍🏽 keycap 1️⃣ done."


def page(body: str, head: str = "", prolog: str = "") -> str:
    """A minimal HTML page around ``body``."""
    return f"{prolog}<html><head>{head}<title>T</title></head><body>{body}</body></html>"


def png_bytes() -> bytes:
    """A valid 1x1 PNG image."""
    raw = b"\x00\x00\x00\x00"

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = zlib.crc32(kind + data).to_bytes(4, "big")
        return len(data).to_bytes(4, "big") + kind + data + crc

    ihdr = (1).to_bytes(4, "big") * 2 + b"\x08\x06\x00\x00\x00"
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", ihdr)
        + chunk(b"IDAT", zlib.compress(raw))
        + chunk(b"IEND", b"")
    )


def jpeg_bytes() -> bytes:
    """Bytes starting like a JPEG file (SOI + APP0 JFIF), then noise."""
    return b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + random.Random(1).randbytes(4000)


def random_binary(size: int = 20_000) -> bytes:
    """Deterministic random bytes."""
    return random.Random(7).randbytes(size)


def deep(levels: int, closed: bool, tag: str = "div") -> str:
    """``levels`` nested elements with text at the top, the middle and the innermost level."""
    half = levels // 2
    opens = [f"<{tag}>" + ("Middle marker text here." if i == half else "") for i in range(levels)]
    inner = "Deepest marker text here."
    closes = f"</{tag}>" * levels if closed else ""
    tower = "".join(opens) + inner + closes
    return page(f"<p>Top marker text here.</p>{tower}<p>After the tower.</p>")


def deep_inline(levels: int) -> str:
    """Deep nesting of inline elements (libxml2 treats them differently from divs)."""
    half = levels // 2
    return page("<p>" + "<span><b>" * half + "Inline deep marker." + "</b></span>" * half)


def many_attributes(count: int) -> str:
    """One element with ``count`` distinct attributes (and a few duplicates)."""
    attrs = " ".join(f'data-a{i}="v{i}"' for i in range(count))
    return page(f'<div {attrs} data-a1="dup"><p>Attribute storm survived.</p></div>')


def many_links(count: int) -> str:
    """A page of ``count`` links and one real paragraph."""
    links = "".join(f'<a href="/p/{i}">link {i}</a> ' for i in range(count))
    return page(f"<nav>{links}</nav><article><p>{PARA_EN}</p></article>")


def many_blocks(count: int) -> str:
    """A page of ``count`` short sentence blocks, each with a link (a huge archive or feed)."""
    items = "".join(
        f"<div class='c{i % 7}'><p>Entry {i} says one short thing.</p>"
        f"<a href='/e/{i}'>more</a></div>"
        for i in range(count)
    )
    return page(f"<article><p>{PARA_EN}</p></article><section>{items}</section>")


def xml_entities(secret_path: str | None = None) -> str:
    """An XML prolog and a DOCTYPE defining internal, external and recursive entities."""
    target = f"file://{secret_path}" if secret_path else "file:///etc/hostname"
    doctype = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        "<!DOCTYPE html [\n"
        '  <!ENTITY internal "INTERNAL-EXPANDED">\n'
        f'  <!ENTITY ext SYSTEM "{target}">\n'
        '  <!ENTITY lol "lol">\n'
        '  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n'
        '  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">\n'
        '  <!ENTITY % pe SYSTEM "http://127.0.0.1:9/evil.dtd"> %pe;\n'
        "]>\n"
    )
    body = "<p>Entity page: [&internal;] [&ext;] [&lol3;] and a real sentence here.</p>"
    return doctype + f"<html><head><title>T</title></head><body>{body}</body></html>"


@dataclass(frozen=True)
class Case:
    """One hostile input class.

    ``build(scale)`` makes the bytes; ``scale`` 1.0 is the size the issue names
    (tens of thousands of levels, 10 MB …), the test suite uses
    ``test_scale`` to stay fast. ``expect`` is "result" or the name of the
    ThresherError subclass raised. ``must`` strings must survive parsing (in
    some block), ``kept`` strings must be in the extracted text, ``absent``
    strings must appear in no output.
    """

    name: str
    build: Callable[[float], bytes]
    expect: str = "result"
    must: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    absent: tuple[str, ...] = ()
    test_scale: float = 1.0


def _u(text: str, encoding: str = "utf-8") -> Callable[[float], bytes]:
    return lambda scale: text.encode(encoding)


def _n(count: int, scale: float) -> int:
    return max(1, int(count * scale))


def _jsonld(payload: str) -> str:
    return page(f"<p>{PARA_EN}</p>", f'<script type="application/ld+json">{payload}</script>')


def _cases() -> list[Case]:
    fox = ("quick brown fox",)
    return [
        Case("empty", lambda s: b"", "EmptyInputError"),
        Case("whitespace only", lambda s: b" \n\t\r\n   \x0c  " * 100, "EmptyInputError"),
        Case("empty markup", _u("<html><body>  </body></html>")),
        Case("random binary", lambda s: random_binary(), "BinaryInputError"),
        Case("PNG image named .html", lambda s: png_bytes(), "BinaryInputError"),
        Case("JPEG image named .html", lambda s: jpeg_bytes(), "BinaryInputError"),
        Case(
            "gzip bytes, not decompressed",
            lambda s: gzip.compress(page(f"<p>{PARA_EN}</p>").encode()),
            kept=fox,
        ),
        Case("gzip of an image", lambda s: gzip.compress(png_bytes()), "BinaryInputError"),
        Case(
            "truncated gzip",
            lambda s: gzip.compress(page(f"<p>{PARA_EN * 20}</p>").encode())[:200],
            must=("quick brown",),
        ),
        Case(
            "NUL bytes and controls",
            _u(page(f"<p>Nul\x00here\x01\x02 and\x1b[31m {PARA_EN}</p>")),
            must=("Nulhere",),
            kept=fox,
            absent=("\x00", "\x1b"),
        ),
        Case(
            "invalid UTF-8",
            lambda s: page(f"<p>{PARA_RU}</p><p>bad \udcff\udcfe\udcc3( ok</p>").encode(
                "utf-8", "surrogateescape"
            ),
            must=("ok",),
            kept=("французских булок",),
        ),
        Case(
            "UTF-16 LE with BOM",
            lambda s: b"\xff\xfe" + page(f"<p>{PARA_RU}</p>").encode("utf-16-le"),
            kept=("французских булок",),
        ),
        Case(
            "UTF-16 BE with BOM",
            lambda s: b"\xfe\xff" + page(f"<p>{PARA_RU}</p>").encode("utf-16-be"),
            kept=("французских булок",),
        ),
        Case(
            "UTF-16 LE without BOM",
            _u(page(f"<p>{PARA_RU}</p>"), "utf-16-le"),
            kept=("французских булок",),
        ),
        Case(
            "UTF-16 BE without BOM",
            _u(page(f"<p>{PARA_RU}</p>"), "utf-16-be"),
            kept=("французских булок",),
        ),
        Case("cp1251, no charset", _u(page(f"<p>{PARA_RU}</p>"), "cp1251"), kept=("булок",)),
        Case("gb18030, no charset", _u(page(f"<p>{PARA_ZH}</p>"), "gb18030"), kept=("研究表明",)),
        Case(
            "Shift_JIS, no charset",
            _u(page(f"<p>{PARA_JA}</p>"), "shift_jis"),
            kept=("吾輩は猫である",),
        ),
        Case(
            "latin-1, no charset", _u(page(f"<p>{PARA_FR}</p>"), "latin-1"), kept=("garçon naïf",)
        ),
        Case(
            "declared cp1251, really UTF-8",
            _u(page(f"<p>{PARA_RU}</p>", '<meta charset="windows-1251">')),
            kept=("французских булок",),
        ),
        Case(
            "declared UTF-8, really cp1251",
            _u(page(f"<p>{PARA_RU}</p>", '<meta charset="utf-8">'), "cp1251"),
            kept=("французских булок",),
        ),
        Case(
            "declared Shift_JIS, really gb18030",
            _u(page(f"<p>{PARA_ZH}</p>", '<meta charset="shift_jis">'), "gb18030"),
            kept=("研究表明",),
        ),
        Case(
            "declared UTF-16, really UTF-8",
            _u(page(f"<p>{PARA_RU}</p>", '<meta charset="utf-16">')),
            kept=("французских булок",),
        ),
        Case(
            "unknown declared charset",
            _u(page(f"<p>{PARA_EN}</p>", '<meta charset="x-no-such">')),
            kept=fox,
        ),
        Case(
            "references to surrogates, NUL, controls, beyond Unicode",
            _u(
                page(
                    "<p title='&#1;&#xD800;'>A&#xD800;B&#0;C&#x110000;D&#99999999999999;E"
                    "&#xDFFF;F&#x1F600;G&#1;&#x1b;&#12;&#127;&#xFFFE;H &bogus; &amp;I</p>"
                )
            ),
            must=("A\ufffdB", "😀", "&bogus;", "&I"),
            absent=("\x01", "\x1b", "\x7f", "\ufffe"),
        ),
        Case(
            "unterminated comment",
            _u(page(f"<p>{PARA_EN}</p><!-- never closed <p>hidden text</p>")),
            kept=fox,
            absent=("hidden text",),
        ),
        Case(
            "unterminated CDATA",
            _u(page(f"<p>{PARA_EN}</p><![CDATA[ never closed <p>x</p>")),
            kept=fox,
        ),
        Case(
            "deep nesting 50k, closed",
            lambda s: deep(_n(50_000, s), True).encode(),
            must=("Top marker", "Middle marker", "Deepest marker", "After the tower"),
            kept=("Deepest marker text here.",),
        ),
        Case(
            "deep nesting 50k, unclosed",
            lambda s: deep(_n(50_000, s), False).encode(),
            must=("Top marker", "Middle marker", "Deepest marker"),
            kept=("Deepest marker text here.",),
        ),
        Case(
            "deep inline nesting 40k",
            lambda s: deep_inline(_n(40_000, s)).encode(),
            must=("Inline deep marker",),
        ),
        Case(
            "deep nesting 30k of unclosed <p>",
            lambda s: deep(_n(30_000, s), False, "p").encode(),
            must=("Deepest marker",),
        ),
        Case(
            "deep nesting 20k of tables",
            lambda s: page("<table><tr><td>" * _n(20_000, s) + "Cell marker text.").encode(),
            must=("Cell marker text.",),
        ),
        Case(
            "50k attributes on one element",
            lambda s: many_attributes(_n(50_000, s)).encode(),
            must=("Attribute storm survived",),
        ),
        Case(
            "stray quote after an attribute value",
            _u(page(f'<a href="/x"">Home</a><p>{PARA_EN * 80}</p><a href="/y">next</a>')),
            kept=fox,
        ),
        Case(
            "10 MB paragraph",
            lambda s: page(f"<p>{PARA_EN * _n(46_000, s)}</p>").encode(),
            kept=fox,
            test_scale=0.1,
        ),
        Case(
            "5 MB word",
            lambda s: page(f"<p>Start {'x' * _n(5_000_000, s)} end.</p>").encode(),
            must=("Start xxx",),
            test_scale=0.2,
        ),
        Case(
            "50k links",
            lambda s: many_links(_n(50_000, s)).encode(),
            kept=fox,
            test_scale=0.4,
        ),
        Case(
            "100k short blocks",
            lambda s: many_blocks(_n(100_000, s)).encode(),
            must=("Entry 1 says one short thing.",),
            kept=("Entry 1 says one short thing.",),  # model v5 reads the feed as a listing
            test_scale=0.01,
        ),
        Case(
            "all script",
            lambda s: page("<script>" + "var a = '<p>no</p>';" * 5000 + "</script>").encode(),
            absent=("var a",),
        ),
        Case(
            "frameset",
            _u(
                "<html><frameset cols='50%,50%'><frame src='a.html'><frame src='b.html'>"
                f"<noframes><p>{PARA_EN}</p></noframes></frameset></html>"
            ),
        ),
        Case(
            "SVG and MathML",
            _u(
                page(
                    f"<p>{PARA_EN}</p><svg><text>svg label</text><foreignObject><p>foreign</p>"
                    "</foreignObject></svg><math><mi>x</mi><mo>=</mo><mn>2</mn></math>"
                )
            ),
            kept=fox,
        ),
        Case(
            "RTL scripts and emoji",
            _u(page(f"<p dir='rtl'>{RTL_HE}</p><p dir='rtl'>{RTL_AR}</p><p>{EMOJI}</p>")),
            must=(RTL_HE, RTL_AR, EMOJI),
        ),
        Case(
            "XML prolog with DOCTYPE entities",
            lambda s: xml_entities().encode(),
            must=("a real sentence",),
            absent=("INTERNAL-EXPANDED", "lollol"),
        ),
        Case(
            "deeply nested JSON-LD",
            lambda s: _jsonld("[" * 100_000 + "]" * 100_000).encode(),
            kept=fox,
        ),
        Case(
            "JSON-LD of the wrong shapes",
            lambda s: _jsonld(
                '[{"@type": {"x": 1}, "headline": 5, "datePublished": ["2020-01-01", null],'
                ' "author": [[{"name": {"a": []}}]], "image": [[]], "publisher": 7,'
                ' "@graph": "no", "mainEntity": []}, 3, "x", null]'
            ).encode(),
            kept=fox,
        ),
    ]


CASES: tuple[Case, ...] = tuple(_cases())


def case(name: str) -> Case:
    """The case called ``name``."""
    for c in CASES:
        if c.name == name:
            return c
    raise KeyError(name)
