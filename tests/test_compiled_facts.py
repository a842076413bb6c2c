"""The facts kernel (``thresher._core._facts``) gives what its Python references give.

The byline scan's first tests (``authors._openings_reference``) and the date-class
scan (``date._date_class_elements_reference``) run both ways in one interpreter on
the bundled pages, the walks' hostile pages, XML-only trees (namespaced attributes,
entity references in values, DTD defaults), random pages of attribute values and
own texts in mixed case and scripts, and (``slow``) pages of every shared dataset.
Skipped where the kernel is not built or the pure path is forced.
"""

from __future__ import annotations

import random
import re
from array import array
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from lxml import etree

from test_compiled_walks import _bundled, _dataset_documents, _documents
from thresher._core import kernel, pure_forced
from thresher._core.modules import FACTS
from thresher.html.document import load_document
from thresher.html.dom_index import index_page, index_page_reference
from thresher.metadata import authors, date, names, sources
from thresher.metadata.byline_words import BYLINE_PREFIXES
from thresher.methods.auto import page_kind
from thresher.types import Document


def _require():
    compiled = kernel(FACTS)
    if compiled is None:
        pytest.skip(f"{FACTS} is not built here, or the pure path is forced")
    return compiled


def _check(label: str, doc: Document) -> None:
    compiled = _require()
    for index in (index_page(doc), index_page_reference(doc, 40)):
        expected = list(authors._openings_reference(index))
        assert compiled.byline_openings(index) == expected, label
        assert list(authors._openings(index)) == expected, label
        dated = list(date._date_class_elements_reference(index))
        assert list(date._date_class_elements(index)) == dated, label
    marked = list(doc.tree.iterfind(".//*[@itemprop]"))
    found = compiled.itemprop_elements(doc.tree)
    if found is None:  # a DTD that may declare default attributes: the reference runs
        assert doc.tree.getroottree().docinfo.internalDTD is not None, label
        found = list(date._itemprop_elements(doc.tree))
    assert len(found) == len(marked), label
    assert all(mine is theirs for mine, theirs in zip(found, marked, strict=True)), label
    _check_page_meta(label, doc.tree)
    _check_keyed_scripts(label, doc.tree)


def _check_keyed_scripts(label: str, root) -> None:
    """The kernel's scripts holding a date key's stem are the reference's; a tree it
    declines has a namespaced script or a script longer than the cut."""
    expected = list(date._keyed_scripts_reference(root))
    found = _require().keyed_scripts(root)
    if found is None:
        declined = any(
            not isinstance(el.tag, str)
            or el.tag.startswith("{")
            or len((el.text or "").encode("utf-8")) > date._MAX_SCRIPT_CHARS
            for el in root.iter("{*}script")
        )
        assert declined, label
        return
    assert found == expected, label


def _check_page_meta(label: str, root) -> None:
    """The kernel's meta tags, links and JSON-LD texts are the reference's, keys in order,
    and so are its ``<time>`` and ``itemprop`` flags; a tree it declines holds DTD
    defaults or a namespaced meta, link or script."""
    expected = sources._page_meta_parts_reference(root)
    found = _require().page_meta_parts(root)
    if found is None:
        declined = root.getroottree().docinfo.internalDTD is not None or any(
            not isinstance(el.tag, str) or el.tag.startswith("{")
            for el in root.iter("{*}meta", "{*}link", "{*}script")
        )
        assert declined, label
        return
    assert found == expected, label
    assert [list(part) for part in found[:3]] == [list(part) for part in expected[:3]], label


def _xml_documents() -> Iterator[tuple[str, Document]]:
    """Values lxml reads through libxml2 (namespaces, entities, repeats), DTD defaults."""
    entities = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "Date"><!ENTITY a "auth">]>'
        '<html><body><p class="x &e;">By Ann Lee</p><p id="&a;or">x</p>'
        '<p class="ti&e;">y</p>&e;<p itemprop="&e;">z</p></body></html>',
        etree.XMLParser(resolve_entities=False),
    )
    spaced = etree.fromstring(
        '<html xmlns:x="urn:x"><body><p x:class="date">a</p><p x:rel="author">by Jo</p>'
        '<p class="meta" x:class="no">b</p><x:p class="date">c</x:p>'
        '<p x:itemprop="datePublished">d</p><x:p itemprop="author">e</x:p></body></html>'
    )
    defaults = etree.fromstring(
        '<!DOCTYPE html [<!ATTLIST p class CDATA "post-date">]>'
        "<html><body><p>default class</p><p class='c'>own</p></body></html>"
    )
    for name, tree in (("entities", entities), ("spaced", spaced), ("defaults", defaults)):
        yield f"xml-{name}", Document(tree=tree, source_text="")


_MARKS = [
    "date",
    "DATE",
    "Publish",
    "post-meta",
    "author",
    "AUTHOR-name",
    "byline",
    "writer",
    "/author/jo",
    "creator",
    "rel author",
    "Datum",
    "fecha",
    "日期",
    "\u212aelvin",
    "dáte",
    "ａuthor",
    "i\u0307d",
    "x",
    "",
    " ",
    "nav",
    "time1",
    "d&amp;ate",
]
_TEXTS = [
    "",
    " ",
    "By Ann Lee",
    "by",
    "BY: Jo",
    "Von Karl",
    "Par Jean",
    "Автор: Иван",
    "Written by Sam",
    "Byzantine",
    "posted by x",
    "\u212a",
    "ſ",
    "İ",
    "Ｂｙ Ｊｏ",
    "Text",
    "b",
    "2021-03-05",
    "Parameters",
    "Beiträge:",
    "text/html",
    "Fußball",
    "By\xa0Jo",
    "Par<b>x</b>ameters",
    " \n Von: Karl",
    "文・山田太郎",
    "取材・文＝佐藤花子",
    "كتب- محمد أحمد",
    "By-law",
    "Von—Karl",
]
_ATTRIBUTES = [
    "class",
    "id",
    "itemprop",
    "rel",
    "href",
    "title",
    "data-x",
    "CLASS",
    "ITEMPROP",
    "alt",
    "for",
]


def _random_page(rng: random.Random) -> str:
    parts = ["<html><body>"]
    for _ in range(rng.randrange(1, 40)):
        tag = rng.choice(["div", "span", "p", "a", "time", "script", "li", "svg", "b"])
        attrs = []
        for _ in range(rng.randrange(4)):
            value = " ".join(rng.choice(_MARKS) for _ in range(rng.randrange(3)))
            attrs.append(f'{rng.choice(_ATTRIBUTES)}="{value}"')
        text = rng.choice(_TEXTS)
        close = "" if rng.random() < 0.3 else f"</{tag}>"
        parts.append(f"<{tag} {' '.join(attrs)}>{text}{close}{rng.choice(_TEXTS)}")
    return "".join(parts) + "</body></html>"


def test_facts_kernel_matches_the_references_on_bundled_and_hostile_pages():
    _require()
    for label, doc in (*_bundled(), *_documents(), *_xml_documents()):
        _check(label, doc)


def test_facts_kernel_matches_the_references_on_random_pages():
    _require()
    rng = random.Random(25)
    for number in range(600):
        _check(f"random-{number}", load_document(_random_page(rng)))


_META_TAGS = [
    "meta",
    "META",
    "link",
    "script",
    "Script",
    "div",
    "head",
    "p",
    "time",
    "TIME",
    "x:time",
]
_META_ATTRIBUTES = [
    "property",
    "name",
    "NAME",
    "itemprop",
    "http-equiv",
    "content",
    "Content",
    "rel",
    "href",
    "type",
]
_META_VALUES = [
    "",
    " ",
    "og:title",
    "OG:Title",
    " og:title ",
    "author",
    "content-language",
    "Content-Language",
    "application/ld+json",
    "APPLICATION/LD+JSON",
    "canonical",
    "Canonical",
    "İndex",
    "\u212aelvin",
    "ſ",
    "x&amp;y",
    "https://e.com/a",
    "2021-03-05",
]
_SCRIPT_TEXTS = [
    "",
    " ",
    '{"@type": "Article", "author": "Jo"}',
    "[1, 2",
    "<!-- x -->",
    "var a = 1;",
]


def _random_meta_page(rng: random.Random) -> str:
    parts = ["<html><head>"]
    for number in range(rng.randrange(1, 30)):
        if number == 15:
            parts.append("</head><body>")
        tag = rng.choice(_META_TAGS)
        attrs = [
            f'{rng.choice(_META_ATTRIBUTES)}="{rng.choice(_META_VALUES)}"'
            for _ in range(rng.randrange(5))
        ]
        text = rng.choice(_SCRIPT_TEXTS) if tag.lower() == "script" else ""
        parts.append(f"<{tag} {' '.join(attrs)}>{text}</{tag}>")
    return "".join(parts) + "</body></html>"


def test_page_meta_kernel_matches_the_reference_on_random_heads():
    _require()
    rng = random.Random(45)
    flags = []
    for number in range(800):
        doc = load_document(_random_meta_page(rng))
        _check_page_meta(f"meta-{number}", doc.tree)
        flags.append(sources._page_meta_parts_reference(doc.tree)[3:])
    for kind in range(2):  # each flag read both ways, often
        assert 100 < sum(found[kind] for found in flags) < 700


def test_page_meta_kernel_finds_time_and_itemprop_as_lxml_does():
    """``<time>`` as ``root.iter("time")`` finds it (at the root too; not a namespaced
    one), ``itemprop`` as ``iterfind(".//*[@itemprop]")`` (not on the root itself, not a
    namespaced attribute)."""
    compiled = _require()
    cases = {
        "<time>1 May</time>": (True, False),
        '<time itemprop="datePublished"/>': (True, False),  # the root is no descendant
        '<html xmlns:x="urn:x"><body><x:time/><p x:itemprop="a"/></body></html>': (False, False),
        '<html xmlns:x="urn:x"><body><time/><p itemprop="a"/></body></html>': (True, True),
        '<html itemprop="a"><body><p>x</p></body></html>': (False, False),
        "<html><body><p>x<!-- <time/> itemprop --></p></body></html>": (False, False),
    }
    for text, expected in cases.items():
        root = etree.fromstring(text)
        assert sources._page_meta_parts_reference(root)[3:] == expected, text
        assert compiled.page_meta_parts(root)[3:] == expected, text
    page = load_document("<html><body><p>x</p><TIME>2 May</TIME></body></html>")
    assert compiled.page_meta_parts(page.tree)[3:] == (True, False)


def test_page_meta_kernel_reads_values_lxml_computes_and_declines_namespaces():
    compiled = _require()
    entities = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "Title">]><html><head>'
        '<meta property="og:&e;" content="A &e;"/><meta name="x" content=""/>'
        '<link rel="Canonical" href="/a&e;"/><link rel="canonical" href="/b"/>'
        '<script type="application/ld+json"><![CDATA[{"a": 1}]]></script>'
        "</head><body><p>x</p><script type='application/ld+json'>[2]</script></body></html>",
        etree.XMLParser(resolve_entities=False),
    )
    _check_page_meta("xml-entities", entities)
    assert compiled.page_meta_parts(entities)[1] == {"canonical": "/aTitle"}
    spaced = etree.fromstring(
        '<html xmlns:x="urn:x"><head><meta name="a" content="b"/><x:meta name="c" content="d"/>'
        "</head></html>"
    )
    assert compiled.page_meta_parts(spaced) is None
    _check_page_meta("xml-spaced", spaced)
    assert compiled.page_meta_parts("not an element") is None


_SCRIPT_PIECES = [
    '"',
    "'",
    " ",
    "x",
    "é",
    "天",
    "\U0001f600",
    "&quot;",
    "<!-- -->",
    *date._PUBLISHED_KEY_STEMS,
    *date._MODIFIED_KEY_STEMS,
    "publis",
    "PUBLISH",
    "ublísh",
    "pdate",
    *date._SCRIPT_PUBLISHED_KEYS,
    *date._SCRIPT_MODIFIED_KEYS,
    *date._QUOTED_PUBLISHED_KEYS,
    *date._QUOTED_MODIFIED_KEYS,
    '": "2019-03-04T10:00:00Z"',
]


def _random_script_page(rng: random.Random) -> str:
    parts = ["<html><head><title>t</title>"]
    for number in range(rng.randrange(1, 12)):
        if number == 6:
            parts.append("</head><body><p>x</p>")
        text = "".join(rng.choice(_SCRIPT_PIECES) for _ in range(rng.randrange(8)))
        kind = rng.choice(("", " type='application/json'", " type=text/template"))
        tag = rng.choice(("script", "script", "SCRIPT", "noscript", "style"))
        parts.append(f"<{tag}{kind}>{text}</{tag}>")
    return "".join(parts) + "</body></html>"


def test_keyed_scripts_kernel_matches_the_reference_on_random_pages():
    _require()
    rng = random.Random(46)
    for number in range(800):
        doc = load_document(_random_script_page(rng))
        _check_keyed_scripts(f"scripts-{number}", doc.tree)


def test_keyed_scripts_kernel_joins_text_runs_and_declines_namespaces():
    compiled = _require()
    runs = etree.fromstring(
        '<!DOCTYPE html [<!ENTITY e "x">]><html><head>'
        '<script><![CDATA[{"pubDate": ]]>"2019-03-04T10:00:00Z"}</script>'
        '<script>a &e; "odified"</script><script>"upd<!-- c -->ated"</script>'
        "</head><body><p>x</p><script>{}</script></body></html>",
        etree.XMLParser(resolve_entities=False),
    )
    # a CDATA node and a text node joined; text cut at an entity or a comment
    assert compiled.keyed_scripts(runs) == [('{"pubDate": "2019-03-04T10:00:00Z"}', True, False)]
    _check_keyed_scripts("xml-runs", runs)
    spaced = etree.fromstring('<html xmlns:x="urn:x"><x:script>"pdated"</x:script></html>')
    assert compiled.keyed_scripts(spaced) is None
    _check_keyed_scripts("xml-spaced", spaced)
    assert compiled.keyed_scripts("not an element") is None


def test_facts_kernel_leaves_dtd_defaults_to_the_reference():
    compiled = _require()
    (_, doc), *_ = [d for d in _xml_documents() if d[0] == "xml-defaults"]
    assert compiled.date_class_positions(index_page(doc)) is None
    index = index_page(doc)
    assert list(date._date_class_elements(index)) == list(
        date._date_class_elements_reference(index)
    )


def test_facts_kernel_reads_only_literal_alternations():
    compiled = _require()
    assert compiled.literal_words(re.compile("a|b\\-c|d\\.e")) == ("a", "b-c", "d.e")
    assert compiled.literal_words(re.compile("a|b", re.IGNORECASE)) is None
    assert compiled.literal_words(re.compile("a.|b")) is None
    assert compiled.literal_words(re.compile("(a|b)")) is None


_SPACES = tuple(chr(c) for c in range(0x110000) if chr(c).isspace())


def test_byline_start_matches_the_reference_on_every_code_point():
    """The kernel answers ``names.may_start_byline`` by the first character after
    whitespace, asked of Python once and kept: every code point, alone and after each
    Unicode space, gives the reference's answer (asked twice: the kept answer too)."""
    compiled = _require()
    for last in (0x110000, 0x10000):
        for code in range(last):
            char = chr(code)
            assert compiled.may_start_byline(char) is names.may_start_byline(char), hex(code)
    for space in _SPACES:
        for code in [*range(0x3100), *range(0x4E00, 0x10000, 7), 0x4F5C, 0x6587, 0x8457]:
            text = f"{space}{space}{chr(code)}y z"
            assert compiled.may_start_byline(text) is names.may_start_byline(text), text
    assert not compiled.may_start_byline("".join(_SPACES))
    assert not compiled.may_start_byline("")


def test_byline_start_matches_the_reference_on_random_texts():
    compiled = _require()
    rng = random.Random(25)
    firsts = sorted({word[:1] for word in BYLINE_PREFIXES})
    pool = [*firsts, *(f.upper() for f in firsts), "ſ", "ς", "ﬅ", "ᲄ", "K", "İ", "x", "者"]
    for _ in range(20000):
        head = "".join(rng.choices(_SPACES, k=rng.randrange(4)))
        text = head + "".join(rng.choices([*pool, *_SPACES], k=rng.randrange(1, 6)))
        assert compiled.may_start_byline(text) is names.may_start_byline(text), repr(text)
    assert compiled.may_start_byline("\U0001d400 a") is names.may_start_byline("\U0001d400 a")


_LEAD_PIECES = [
    "By",
    "by",
    "Par",
    "Parameters",
    "Von",
    "POSTED",
    "text",
    "Text/html",
    "Written by",
    " ",
    "\t",
    "\n",
    ":",
    "：",
    "\xa0",
    "ä",
    "ß",
    "\u212a",
    "\u017f",
    "\u0130",
    "\u0131",
    "ﬁ",
    "x",
    "1",
    "-",
    "é",
    "Jo",
    "α",
    "作者",
    "\x1c",
    "\u2028",
    "'",
    "\U0001d400",
    "・",
    "＝",
    "–",
    "—",
    "كتب",
]


def test_lead_test_matches_the_reference_on_random_texts():
    """The kernel reads ``authors._leads_byline`` from an element's first text node: texts
    of byline words, letters, spaces of every kind, colons and characters whose case or
    casefolded form holds ASCII letters (ß, ſ, the Kelvin sign, İ), alone, before a child
    or split by one."""
    compiled = _require()
    rng = random.Random(27)
    pool = [*_LEAD_PIECES, *BYLINE_PREFIXES]
    for _ in range(6000):
        text = "".join(rng.choice(pool) for _ in range(rng.randrange(1, 5)))
        after = rng.choice(["", "<b>x</b>", "<!--c-->", "<br>y"])
        element = etree.HTML(f"<div><p>{_escaped(text)}{after}</p></div>").find(".//p")
        assert compiled.leads_byline(element) is authors._leads_byline(element), repr(text)
    for markup in ("<p/>", "<p><b>By</b> Jo</p>", "<p><!--c-->Parameters</p>", "<p>  </p>"):
        element = etree.fromstring(markup)  # no text, a child's, after a comment, blank
        assert compiled.leads_byline(element) is authors._leads_byline(element), markup


def _escaped(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace("\x1c", " ")


def test_lead_test_reads_the_words_as_its_proof_needs():
    """The characters the lead test lets end a run of letters: none an ASCII character
    matches without case, none casefolded to an ASCII letter; the words' runs hold every
    byline word's leading letters, and no word's character past ASCII matches an ASCII
    one."""
    compiled = _require()
    every_ascii = "".join(map(chr, range(128)))
    runs, firsts = compiled.lead_words()
    codes = [*range(0x80, 0x3000), *range(0xF900, 0x10000)]
    tested = "".join(map(chr, codes))
    matched = {  # what an ASCII character matches without case, the other way round
        found
        for code in range(128)
        for found in re.compile(re.escape(chr(code)), re.IGNORECASE).findall(tested)
    }
    assert matched == {char for char in tested if compiled.ascii_alike(char)}
    for code in codes:
        char = chr(code)
        alike = re.compile(re.escape(char), re.IGNORECASE).search(every_ascii) is not None
        assert compiled.ascii_alike(char) is alike, hex(code)
        folded = char.casefold()[:1]
        expected = not alike and not (folded.isascii() and folded.isalpha())
        assert compiled.ends_run(char) is expected, hex(code)
    for word in {*BYLINE_PREFIXES, *(p.split(" ")[0] for p in BYLINE_PREFIXES)}:
        run = re.match("[A-Za-z]*", word).group().lower()
        assert not run or run in runs, word
        assert not any(not ch.isascii() and compiled.ascii_alike(ch) for ch in word), word
    assert set(firsts) <= set(runs) and "by" in firsts and "par" in firsts


def test_byline_marks_of_non_ascii_values_match_the_reference():
    """Values with non-ASCII characters are read in C when no character's ``lower()``
    holds an ASCII one (the Kelvin sign and "İ" do: the Python rule answers): every BMP
    character within, before and after a mark stem, and random values."""
    compiled = _require()
    stems = compiled.literal_words(authors._MARK_STEMS)
    assert [c for c in range(0x80, 0x10000) if compiled.lower_holds_ascii(chr(c))] == [
        c for c in range(0x80, 0x10000) if any(ord(x) < 128 for x in chr(c).lower())
    ]
    for code in range(0x80, 0x10000):
        char = chr(code)
        for stem in stems[:3]:
            for values in (stem[:1] + char + stem[1:], char + stem, stem + char, char + stem[1:]):
                assert compiled.may_be_marked_values(values) is authors.may_mark(values), values
    rng = random.Random(26)
    pool = [*"".join(stems[:6]), " ", "-", "_", "é", "中", "\u212a", "\u0130", "ß", "Σ", "ſ"]
    pool += ["\U0001d400", "\ud800", "K", "A"]
    for _ in range(30000):
        values = "".join(rng.choices(pool, k=rng.randrange(1, 16)))
        assert compiled.may_be_marked_values(values) is authors.may_mark(values), repr(values)


def test_facts_kernel_reads_non_ascii_values_as_the_reference():
    """Wide attribute values on a page: a stem in one value, split by a wide character,
    lowered from the Kelvin sign or from "İ", after or before a value the kernel
    declines."""
    values = [
        "作者 AUTHOR",
        "auth作or",
        "wri\u212ater",
        "\u212aauthor",
        "\u0130 byline",
        "by\u0130line",
        "creatorſ",
        "Σ writer",
        "ΣΑΣ",
        "\U0001d400 autor",
        "no mark ü",
    ]
    cells = "".join(
        f'<p class="{a}" title="{b}">By Ann Lee</p><span data-x="{a}">x</span>'
        for a in values
        for b in values[:4]
    )
    tail = "<p class='a' title='&amp;author'>y</p>"
    page = f"<html><body><article>{cells}{tail}</article></body></html>"
    _check("wide-values", load_document(page))


def test_facts_kernel_reads_class_and_id_as_the_date_reference():
    """A date word in the class or the id, either of them wide (the rule then reads the
    joined text with its wide pattern), missing, empty or not one text node."""
    marks = ["post-DATE", "Time", "x", "", "日付", "fecha ü", "\u212aTIME", "datum\u0130", "&amp;"]
    cells = [f'<p class="{a}" id="{b}">t</p>' for a in marks for b in marks]
    cells += [f'<p class="{a}">t</p><p id="{a}">t</p>' for a in marks]
    page = f"<html><body>{''.join(cells)}</body></html>"
    _check("date-marks", load_document(page))


def test_facts_kernel_reads_the_first_letters_of_one_character():
    compiled = _require()
    assert compiled.first_letters_read(names._FIRST_LETTER)
    assert compiled.first_letters_read(re.compile("\\s*(?:a|\\-|é)", re.IGNORECASE))
    assert not compiled.first_letters_read(re.compile("\\s*(?:a|b)"))
    assert not compiled.first_letters_read(re.compile("\\s*(?:ab|c)", re.IGNORECASE))
    assert not compiled.first_letters_read(re.compile("\\s*(?:a|\\ )", re.IGNORECASE))
    assert not compiled.first_letters_read(re.compile("\\s*(?:a|\\|)", re.IGNORECASE))
    assert not compiled.first_letters_read(re.compile("(?:a|b)", re.IGNORECASE))


def test_facts_kernel_is_written_for_this_reference():
    """The kernel loads only when the mirrored Python is the code it was written for:
    after editing a mirrored function, update the kernel and its ``WRITTEN_FOR``."""
    if pure_forced():
        pytest.skip("the pure path is forced")
    core = Path(__file__).resolve().parents[1] / "src" / "thresher" / "_core"
    if not [*core.glob("_facts.*.so"), *core.glob("_facts.*.pyd")]:
        pytest.skip(f"{FACTS} is not built here")
    import thresher._core._facts as compiled

    assert compiled.reference_fingerprint() == compiled.WRITTEN_FOR


def test_scans_run_the_reference_when_pure_is_forced(monkeypatch):
    monkeypatch.setenv("THRESHER_PURE", "1")
    index = index_page(load_document("<html><body><p class='date'>By Jo</p></body></html>"))
    assert kernel(FACTS) is None
    assert list(authors._openings(index)) == list(authors._openings_reference(index))
    assert list(date._date_class_elements(index)) == [1]


@pytest.mark.slow
def test_facts_kernel_matches_the_references_on_real_pages(datasets_dir: Path):
    _require()
    seen = 0
    for label, doc in _dataset_documents(datasets_dir, 4):
        _check(label, doc)
        seen += 1
    assert seen > 40


# ------------------------------------------------------------ the repeat walk


def same_answers(fast: list, reference: list) -> bool:
    """Equal answers but for the tokens of the parent, signature and item, which must
    name the same things (one token for one thing, in each slot)."""
    if len(fast) != len(reference):
        return False
    maps: list[dict] = [{}, {}, {}, {}]
    for mine, theirs in zip(fast, reference, strict=True):
        if (mine is None) != (theirs is None):
            return False
        if mine is None:
            continue
        if mine[2] != theirs[2]:
            return False
        for slot in (0, 1, 3):
            if maps[slot].setdefault(mine[slot], theirs[slot]) != theirs[slot]:
                return False
    return all(len(set(m.values())) == len(m) for m in maps)


def _walk_both(elements: list) -> tuple[list, list]:
    compiled = _require()
    nearest = page_kind._RepeatWalk().nearest
    reference = [nearest(e, page_kind.REPEAT_LEVELS) for e in elements]
    fast = compiled.nearest_items(elements, page_kind.REPEAT_LEVELS, page_kind.MIN_REPEATS)
    return fast, reference


_CLASSES = (
    "item",
    "item-1",
    "item-22",
    "item-9",
    "item-09",
    "card 3",
    "card 0",
    "post",
    "x",
    "item٣",
    "card３",
    "ité1",
    "ité9",
    "",
)


def _random_html(rng: random.Random, depth: int = 0) -> str:
    tag = rng.choice(("div", "div", "li", "p", "section", "span", "x:item"))
    cls = f' class="{rng.choice(_CLASSES)}"' if rng.random() < 0.6 else ""
    inner = []
    for _ in range(0 if depth > 7 else rng.choice((0, 1, 2, 3, 4, 6))):
        roll = rng.random()
        if roll < 0.05:
            inner.append("<!--c-->")
        elif roll < 0.08:
            inner.append("<?pi x?>")
        else:
            inner.append(_random_html(rng, depth + 1))
    return f"<{tag}{cls}>t{''.join(inner)}</{tag}>"


def test_repeat_walk_kernel_matches_the_reference_on_random_trees():
    _require()
    rng = random.Random(6)
    keep = etree.HTMLParser(remove_comments=False, remove_pis=False)
    for number in range(300):
        html = f"<html><body>{_random_html(rng)}</body></html>"
        parsed = load_document(html).tree if number % 2 else etree.fromstring(html, keep)
        everything = list(parsed.iter())
        elements = [e for e in everything if rng.random() < 0.5] + [None]
        fast, reference = _walk_both(elements)
        assert same_answers(fast, reference), html


def test_repeat_walk_kernel_matches_the_reference_on_bundled_and_hostile_pages():
    _require()
    for label, doc in (*_bundled(), *_documents(), *_xml_documents()):
        elements = list(doc.tree.iter())
        fast, reference = _walk_both(elements)
        if fast is None:  # a DTD that may declare a default class: the reference runs
            assert label in ("xml-defaults", "xml-dtd-defaults")
            continue
        assert same_answers(fast, reference), label


def test_repeat_walk_kernel_declines_foreign_elements():
    compiled = _require()
    assert compiled.nearest_items([object()], 6, 3) is None


def test_index_sums_are_c_numbers_and_other_sums_go_to_the_references():
    """Both index builders hand over the prefix sums as ``array("q")``, which the byline
    and date-class scans read as C numbers; given other sums (a tuple) they decline, and
    the callers' answers are the references'."""
    compiled = _require()
    doc = next(doc for _, doc in _bundled())
    for index in (index_page(doc), index_page_reference(doc)):
        for name in ("chars", "link_chars", "attrs", "nonspace"):
            sums = getattr(index, name)
            assert isinstance(sums, array) and sums.typecode == "q", name
    index = index_page(doc)
    assert compiled.byline_openings(index) is not None
    assert compiled.date_class_positions(index) is not None
    boxed = replace(index, attrs=tuple(index.attrs))
    assert compiled.byline_openings(boxed) is None
    assert compiled.date_class_positions(boxed) is None
    assert list(authors._openings(boxed)) == list(authors._openings_reference(index))
    assert list(date._date_class_elements(boxed)) == list(
        date._date_class_elements_reference(index)
    )
