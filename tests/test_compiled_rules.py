"""The decision rules' compiled text searches (``thresher._core._rules``) equal their
definition, ``word in text`` (and ``word in data`` on UTF-8 bytes), for every pivot, on
texts of every width and on bundled pages; and the rules' markup search
(``markup_words.source_holds``) answers ``word in doc.source_text`` on pages loaded with
and without their UTF-8 bytes, on both paths."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest
from lxml import etree

from thresher._core import kernel
from thresher._core.modules import PARSE, RULES
from thresher.html.document import load_document
from thresher.methods.auto import discussion, hidden_boxes, jsonld, markup_words, posting_rules
from thresher.types import Block, BlockFeatures, Document

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
WORDS = [
    "QAPage", "DiscussionForumPosting", "schema.org/Comment", "Q", "QQ", "aQa", "\u4e2dQ",
    "tab-pane",
]  # fmt: skip
# Pieces that meet the search's branches: the words whole, cut short, repeated and
# overlapping, their pivots alone, at the text's start and end, in every width.
PIECES = [
    "QAPage", "QAPag", "QAPageQAPage", "QQAPage", "Q", "A", "D", "DiscussionForumPosting",
    "DiscussionForumPostin", "schema.org/", "schema.org/Comment", "schema.org/Commen", "QQ",
    "aQa", "aQ", "Qa", "a", " ", "<", "\u00e9", "\u4e2d", "\u4e2dQ", "\u5100", "\u0151",
    "\U0001f600", "\U00010051", "tab-pane", "tab-pan", "ab-pane", "b", "b-", "\u6262", "\u0162",
    "\U00016262", "\u62ff",
]  # fmt: skip


def _compiled():
    compiled = kernel(RULES)
    if compiled is None:
        pytest.skip("the rules kernel is not built (or the pure path is forced)")
    return compiled


def _texts() -> list[str]:
    rng = random.Random(45)
    out = ["", "Q", "QAPage", "xQAPage", "QAPagex", "QAPag"]
    out += [path.read_text("utf-8", errors="replace") for path in BUNDLED]
    for _ in range(4000):
        out.append("".join(rng.choice(PIECES) for _ in range(rng.randint(0, 30))))
    return out


def test_holds_is_word_in_text_for_every_pivot() -> None:
    compiled = _compiled()
    words = [*WORDS, *PIECES]
    for text in _texts():
        for word in words:
            expected = word in text
            for pivot in range(len(word)):
                assert compiled.holds(text, word, pivot) is expected, (text, word, pivot)


def test_holds_takes_an_empty_word_and_refuses_a_pivot_outside_the_word() -> None:
    compiled = _compiled()
    assert compiled.holds("", "") is True
    assert compiled.holds("abc", "") is True
    assert compiled.holds("ab", "abc", 2) is False
    for pivot in (-1, 3):
        with pytest.raises(ValueError):
            compiled.holds("abc", "abc", pivot)
    for text, word in ((None, "a"), ("a", None), (b"a", "a")):
        with pytest.raises(TypeError):
            compiled.holds(text, word)


def test_holds_utf8_is_word_in_data_for_every_pivot() -> None:
    compiled = _compiled()
    words = [w.encode("utf-8") for w in (*WORDS, *PIECES)]
    for text in _texts():
        data = text.encode("utf-8", errors="replace")
        for word in words:
            expected = word in data
            for pivot in range(len(word)):
                assert compiled.holds_utf8(data, word, pivot) is expected, (text, word, pivot)


def test_holds_utf8_is_word_in_data_for_every_pair_of_places() -> None:
    compiled = _compiled()
    rng = random.Random(48)
    words = [w.encode("utf-8") for w in (*WORDS, *PIECES) if len(w.encode("utf-8")) > 1]
    for text in _texts()[:1500]:
        data = text.encode("utf-8", errors="replace")
        for word in words:
            expected = word in data
            pairs = [(a, b) for a in range(len(word)) for b in range(len(word)) if a != b]
            for pivot, second in rng.sample(pairs, min(len(pairs), 6)):
                found = compiled.holds_utf8(data, word, pivot, second)
                assert found is expected, (text, word, pivot, second)


@pytest.mark.parametrize("wide", [False, True])
def test_holds_utf8_finds_a_word_at_every_place_of_a_block(wide: bool) -> None:
    compiled = _compiled()
    for word, pivots in ((b"tab-pane", (2, 3)), (b"modal", (0, 4)), (b"QAPage", (0, -1))):
        for size in range(len(word), 160):
            for at in range(size - len(word) + 1):
                data = bytearray(b"tab-pan modaL m" * 11)[:size]
                data[at : at + len(word)] = word
                assert compiled.holds_utf8(bytes(data), word, *pivots, wide), (word, size, at)
            assert not compiled.holds_utf8(b"tab-pan modaL m" * 11, word, *pivots, wide)


@pytest.mark.parametrize("wide", [False, True])
def test_holds_utf8_pair_search_steps_past_near_misses_at_every_place(wide: bool) -> None:
    # the pair's bytes in place without the word (a start to step past), then the word
    # at every place after it, over the search's whole steps and their tails
    compiled = _compiled()
    word = b"modal"
    for size in range(5, 200, 3):
        for near in range(0, size - 4, 7):
            base = bytearray(b"x" * size)
            base[near : near + 5] = b"mxxxl"
            assert not compiled.holds_utf8(bytes(base), word, 0, 4, wide), (size, near)
            for at in range(near + 5, size - 4):
                data = bytearray(base)
                data[at : at + 5] = word
                assert compiled.holds_utf8(bytes(data), word, 0, 4, wide), (size, near, at)


PAGE_BYTES = tuple(word.encode("utf-8") for word, _ in markup_words.PAGE_WORDS)
PAGE_PLACES = tuple(place for _, place in markup_words.PAGE_WORDS)


def _each(data: bytes, words: tuple[bytes, ...]) -> int:
    return sum(1 << i for i, word in enumerate(words) if word in data)


def test_holds_each_utf8_is_each_word_in_data() -> None:
    compiled = _compiled()
    rng = random.Random(62)
    pieces = [*PIECES, *(w.decode() for w in PAGE_BYTES), "g/C", "g/A", "mPo", "dal", "arq"]
    texts = _texts()[:1500] + ["".join(rng.choice(pieces) for _ in range(60)) for _ in range(1500)]
    for text in texts:
        data = text.encode("utf-8", errors="replace")
        found = compiled.holds_each_utf8(data, PAGE_BYTES, PAGE_PLACES)
        assert (
            found
            == _each(data, PAGE_BYTES)
            == compiled.holds_each_reference(data, PAGE_BYTES, PAGE_PLACES)
        ), text
    words = tuple(w.encode("utf-8") for w in (*WORDS, *PIECES) if len(w.encode("utf-8")) >= 3)
    for start in range(0, len(words), 64):  # other words, any place of their fingerprint
        chosen = words[start : start + 64]
        places = tuple(rng.randrange(len(w) - 2) for w in chosen)
        for text in texts[:800]:
            data = text.encode("utf-8", errors="replace")
            assert compiled.holds_each_utf8(data, chosen, places) == _each(data, chosen), text


def test_holds_each_utf8_finds_each_word_at_every_place_and_steps_past_near_misses() -> None:
    compiled = _compiled()
    for i, word in enumerate(PAGE_BYTES):
        place = PAGE_PLACES[i]
        near = bytearray(b"x" * len(word))
        near[place : place + 3] = word[place : place + 3]  # the fingerprint without the word
        for size in range(len(word), 140, 3):
            filler = bytearray((b"x" + bytes(near)) * 40)[:size]
            if len(word) > 3:  # the fingerprint without the word (of a longer word)
                found = compiled.holds_each_utf8(bytes(filler), PAGE_BYTES, PAGE_PLACES)
                assert found == _each(bytes(filler), PAGE_BYTES), (word, size)
            for at in range(size - len(word) + 1):
                data = bytearray(filler)
                data[at : at + len(word)] = word
                found = compiled.holds_each_utf8(bytes(data), PAGE_BYTES, PAGE_PLACES)
                assert found == _each(bytes(data), PAGE_BYTES), (word, size, at)


def test_holds_each_utf8_finds_a_word_after_another_is_found_and_repeats() -> None:
    """A found word's fingerprint leaves the filter (its tables made again of the words
    not found yet): every later word is still found, of its bucket (``i % 8``) or another,
    right after the found word, across a 32-byte block's edge or past many repeats."""
    compiled = _compiled()
    for first in PAGE_BYTES:
        for second in PAGE_BYTES:
            for gap in (0, 1, 29, 31, 32, 40):
                for data in (
                    b"x" * gap + first + second + b"x" * gap,
                    b"x" * gap + (first + b" ") * 40 + b"y" * gap + second + first,
                ):
                    found = compiled.holds_each_utf8(data, PAGE_BYTES, PAGE_PLACES)
                    assert found == _each(data, PAGE_BYTES), (first, second, gap)


def test_holds_each_utf8_refuses_too_many_words_and_a_place_outside_a_word() -> None:
    compiled = _compiled()
    with pytest.raises(ValueError):
        compiled.holds_each_utf8(b"abc", (b"abc",) * 65, (0,) * 65)
    with pytest.raises(ValueError):
        compiled.holds_each_utf8(b"abc", (b"abcd",), (2,))
    with pytest.raises(ValueError):
        compiled.holds_each_utf8(b"abc", (b"ab",), (0,))
    assert compiled.holds_each_utf8(b"", PAGE_BYTES, PAGE_PLACES) == 0
    assert compiled.holds_each_utf8(b"modal", (), ()) == 0


def test_holds_each_utf8_finds_as_many_words_as_the_page_words_table_may_hold() -> None:
    """Up to 64 words, eight a bucket: each found wherever it is, alone or with the others,
    whatever words of its bucket were found before it."""
    compiled = _compiled()
    assert compiled.MAX_EACH == markup_words.MAX_PAGE_WORDS
    rng = random.Random(79)
    words = tuple(f"w{i:02d}-{rng.choice(['ab', 'ba', 'qz'])}".encode() for i in range(64))
    places = tuple(rng.randrange(len(w) - 2) for w in words)
    for _ in range(300):
        chosen = rng.sample(words, rng.randrange(0, 12))
        data = b"x".join(rng.choice((w, w[1:], w[:-1])) for w in chosen) + b"w0" * 40
        assert compiled.holds_each_utf8(data, words, places) == _each(data, words), data


def test_every_page_word_answers_as_in_on_real_pages(
    datasets_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each word of the page words' table: its bit of the one pass (``source_holds``,
    ``source_holds_opening``) is ``word in doc.source_text`` on the first pages of every
    shared set, loaded as the pipeline loads them (with their bytes, or without them: a
    page in another encoding), and so are the searches without the kernel; "caption",
    asked with its capitals read as small letters, is in the folded text."""
    pages = []
    for manifest in sorted(datasets_dir.glob("*/manifest.jsonl")):
        lines = [line for line in manifest.read_text("utf-8").splitlines() if line.strip()]
        for line in lines[:3]:
            path = manifest.parent / "html" / f"{json.loads(line)['id']}.html.gz"
            if path.exists():
                pages.append(load_document(gzip.decompress(path.read_bytes())))
    assert any(doc.source_utf8 is not None for doc in pages)

    words = [word for word, _ in markup_words.PAGE_WORDS if word != "<</"]  # a seam's bit

    def answers() -> list[bool]:
        return [
            markup_words.source_holds_opening(doc, word, 1)
            if word in markup_words.PAGE_OPENINGS
            else markup_words.source_holds(doc, word)
            for doc in pages
            for word in words
        ] + [markup_words.source_holds_folded(doc, "caption") for doc in pages]

    small = markup_words._ASCII_SMALL
    expected = [word in doc.source_text for doc in pages for word in words]
    expected += ["caption" in doc.source_text.translate(small) for doc in pages]
    assert any(expected) and not all(expected)
    assert answers() == expected
    monkeypatch.setattr(markup_words, "kernel", lambda name: None)
    assert answers() == expected


def test_the_pair_search_reads_the_cpus_wide_registers_or_says_it_cannot() -> None:
    assert _compiled().WIDE in (True, False)


def test_holds_utf8_takes_an_empty_word_and_refuses_a_pivot_outside_the_word() -> None:
    compiled = _compiled()
    assert compiled.holds_utf8(b"", b"") is True
    assert compiled.holds_utf8(b"ab", b"abc", 2) is False
    assert compiled.holds_utf8(b"ab", b"abc", 2, 0) is False
    for pivots in ((-1, -1), (3, -1), (0, 0), (0, 3), (0, -2)):
        with pytest.raises(ValueError):
            compiled.holds_utf8(b"abc", b"abc", *pivots)
    for data, word in ((None, b"a"), (b"a", None), ("a", b"a"), (b"a", "a")):
        with pytest.raises(TypeError):
            compiled.holds_utf8(data, word)


def _docs(texts: list[str]) -> list[Document]:
    """Each text as a page with its UTF-8 bytes and as one without (the load keeps them
    for a valid UTF-8 page, not for one in another encoding or repaired)."""
    tree = etree.Element("html")
    docs = []
    for text in texts:
        docs.append(Document(tree=tree, source_text=text, source_utf8=text.encode("utf-8")))
        docs.append(Document(tree=tree, source_text=text))
    return docs


def _answers(docs: list[Document], words: list[tuple[str, int, int]]) -> list[bool]:
    return [markup_words.source_holds(doc, *word) for doc in docs for word in words]


MARKUP_WORDS = [
    *((kind, 0, -1) for kind in discussion.DISCUSSION_TYPES),
    *((word, pivot, -1) for word, pivot in discussion._REPLY_WORDS),
    (hidden_boxes._TAB_PANE, *hidden_boxes._TAB_PANE_PIVOTS),
    (hidden_boxes._MODAL, *hidden_boxes._MODAL_PIVOTS),
    (jsonld._BODY_WORD, jsonld._BODY_PIVOT, -1),
    ("\u4e2dQ", 1, -1),  # words of two widths: their places characters, not bytes
    ("Q\u4e2d", 1, 0),
    ("\u4e2dQa\u00e9", 2, 3),
]


def _marked_texts() -> list[str]:
    """Texts that hold each markup word or miss it by a character, at every width."""
    texts = [*_texts()[:300], "<div class='modal fade'>", "a modes modals"]
    for word, *_ in MARKUP_WORDS:
        for wide in ("", "\u00e9", "\u4e2d", "\U0001f600"):
            texts += [f"{wide}{word}", f"{word}{wide}", f"x{wide}{word[:-1]}", wide + word[1:]]
    return texts


def test_source_holds_answers_as_in_with_and_without_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    _compiled()
    docs = _docs(_marked_texts())
    expected = [word in doc.source_text for doc in docs for word, *_ in MARKUP_WORDS]
    assert any(expected) and not all(expected)
    assert _answers(docs, MARKUP_WORDS) == expected
    monkeypatch.setattr(markup_words, "kernel", lambda name: None)
    assert _answers(docs, MARKUP_WORDS) == expected


def test_marks_replies_is_a_reply_type_named_after_schema_org() -> None:
    texts = [
        "schema.org/Comment", "x schema.org/ Comment", "schema.org/Answe", "schema.org/Answer",
        "schema.org/schema.org/Answer", "http://schema.org/Question", "\u4e2dschema.org/Comment",
    ]  # fmt: skip
    answers = [discussion._marks_replies(doc) for doc in _docs(texts)]
    assert answers == [b for b in (True, False, False, True, True, False, True) for _ in "ab"]


PAGES = [
    b"<html><body><div class='tab-pane active'>caf\xc3\xa9</div></body></html>",
    b"<p>modal &#0; x</p></body></html>",  # end tags cut before decoding: bytes kept
    b"<p>modal &#12; &#1; x</p>",  # references to controls dropped: no bytes
    b"\xef\xbb\xbf<p class=modal>text</p>",  # a byte-order mark: no bytes
    "<p>QAPage \u00e9</p>".encode("utf-16"),
    "<meta charset=windows-1252><p>articleBody \u00e9</p>".encode("cp1252"),
    b"<title>Hi " + b"tab-pane " * 400 + b"<p>modal</p>",  # a runaway title closed: no bytes
    b"<p " + b" ".join(b"a%d=1" % i for i in range(2000)) + b">modal</p>",  # attributes cut
    b"<p>tab-</body>pane mo</html>dal</p>",  # a cut joins two words: no bytes
    b"<p>tab-</body>\npane mo</html>dal</p>",  # a cut joins one, not a markup word
    b"<p>tab-pane\xc3\xa9</p>\n</body>\n</html>\n",  # cut at closed seams: the page's bytes
]


@pytest.mark.parametrize("data", PAGES)
def test_a_loaded_page_keeps_its_own_bytes_or_none(data: bytes) -> None:
    doc = load_document(data)
    if doc.source_utf8 is not None:
        assert doc.source_utf8 is data  # never a copy of the page
    expected = [word in doc.source_text for word, *_ in MARKUP_WORDS]
    assert _answers([doc], MARKUP_WORDS) == expected


def test_a_page_cut_at_closed_seams_keeps_its_bytes_and_answers_as_its_text() -> None:
    data = b"<p>tab-</body>\npane mo</html> dal modal</p>"
    doc = load_document(data)
    assert "</body>" not in doc.source_text
    if kernel(PARSE) is not None:  # cut before decoding (the pure path decodes, then cuts)
        assert doc.source_utf8 is data
    assert not markup_words.source_holds(doc, "tab-pane", *hidden_boxes._TAB_PANE_PIVOTS)
    assert markup_words.source_holds(doc, "modal", *hidden_boxes._MODAL_PIVOTS)
    assert markup_words.source_holds(doc, "l modal")  # not a markup word: the text searched
    assert not markup_words.source_holds(doc, "/body")
    assert load_document(PAGES[-3]).source_utf8 is None  # an open seam


def test_a_page_given_as_text_or_compressed_keeps_no_bytes() -> None:
    data = b"<div class='tab-pane active'>caf\xc3\xa9</div>"
    assert load_document(data.decode()).source_utf8 is None
    assert load_document(gzip.compress(data)).source_utf8 is None
    assert load_document(data).source_utf8 is data


def test_a_valid_utf8_page_keeps_its_bytes() -> None:
    doc = load_document(b"<div class='tab-pane active'>caf\xc3\xa9</div>")  # nothing cut
    assert doc.source_utf8 is not None and b"tab-pane" in doc.source_utf8
    assert hidden_boxes.holds_tab_pane(doc) and not hidden_boxes.holds_tab_pane(_docs([""])[0])


FOLDED_WORDS = ["caption", "c", "cc", "modal", "tabpane"]
FOLDED_PIECES = [
    "caption", "Caption", "CAPTION", "caPtIoN", "captio", "aption", "fig", "FIGCAPTION", "c",
    "C", "n", "N", "@", "`", "\u0130", "\u212a", "\u00e9", "\u4e2d", " ", "<", "capti\u0130on",
    "MODAL", "Modal", "modaL", "tab", "PANE",
]  # fmt: skip


def test_holds_folded_utf8_is_word_in_the_ascii_folded_text() -> None:
    compiled = _compiled()
    rng = random.Random(50)
    texts = ["", "c", "CAPTION", *(path.read_text("utf-8", errors="replace") for path in BUNDLED)]
    for _ in range(3000):
        texts.append("".join(rng.choice(FOLDED_PIECES) for _ in range(rng.randint(0, 40))))
    found = 0
    for text in texts:
        data = text.encode("utf-8", errors="replace")
        small = text.translate(markup_words._ASCII_SMALL)
        for word in FOLDED_WORDS:
            expected = word in small
            assert compiled.holds_folded_utf8(data, word.encode()) is expected, (text, word)
            found += expected
    assert found > 1000


def test_holds_folded_utf8_finds_a_word_at_every_place_of_a_block() -> None:
    compiled = _compiled()
    for size in (7, 63, 64, 65, 130, 200):
        for at in range(size - 6):
            data = bytearray(b"x" * size)
            data[at : at + 7] = b"CaPtIoN"
            assert compiled.holds_folded_utf8(bytes(data), b"caption"), (size, at)
        assert not compiled.holds_folded_utf8(b"captio captioN"[:13] * 9, b"caption")
    with pytest.raises(ValueError):
        compiled.holds_folded_utf8(b"x", b"Caption")


def test_source_holds_folded_answers_alike_with_and_without_bytes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for html, expected in [
        (b"<figure><FIGCAPTION>x</FIGCAPTION></figure>", True),
        (b'<div class="wp-Caption-text">x</div>', True),
        (b"<p>capti\xc4\xb0on caption-less</p>", True),
        (b"<p>capti\xc4\xb0on capt ion</p>", False),
    ]:
        doc = load_document(html)
        answers = {markup_words.source_holds_folded(doc, "caption")}
        monkeypatch.setenv("THRESHER_PURE", "1")
        answers.add(markup_words.source_holds_folded(doc, "caption"))
        monkeypatch.delenv("THRESHER_PURE")
        assert answers == {expected}, html


def _gate_pages() -> list[tuple[list[Block], list[bool]]]:
    """Pages of short and long lines, kept or not, holding the posting rules' gate words
    and texts in any case, glued or apart, among white space of every kind and characters
    whose lowering is not one to one (the dotted capital I, the Kelvin sign, final sigma)."""
    rng = random.Random(26)
    words = [*posting_rules.GATE_WORDS, *posting_rules.GATE_TEXTS]
    pieces = [
        *words, *(w.upper() for w in words), *(w.title() for w in words), "BB-Code", "SMİLİES",
        "trac\u212abacks", "\u03a3", "a\u03a3", "\u0130", "\u1e9e", "\u00c0", "\u0399", "x",
        "ab", "de", "you", "may", "post",
        "\u4e2d", "\u00e9", "\U0001f600", " ", "  ", "\t", "\n", "\xa0", "\u3000", "\x1c", "\x85",
        ":", ".", "[", "]", "-",
    ]  # fmt: skip
    pages = []
    for _ in range(3000):
        blocks, flags = [], []
        for k in range(rng.randint(0, 8)):
            glue = "" if rng.random() < 0.3 else " "
            text = glue.join(rng.choice(pieces) for _ in range(rng.randint(0, 12)))
            if rng.random() < 0.1:
                text += "x" * 90  # a long line: never read
            blocks.append(_block(k, text))
            flags.append(rng.random() < 0.7)
        pages.append((blocks, flags))
    return pages


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/p", "p", "p", text, features)


def test_lines_hold_words_is_the_posting_rules_gate_of_the_kept_short_lines() -> None:
    compiled = _compiled()
    answers = []
    for blocks, flags in _gate_pages():
        kept = [b.text for b, flag in zip(blocks, flags, strict=True) if flag and len(b.text) <= 90]
        expected = posting_rules.may_hold_box(kept)
        found = compiled.lines_hold_words(
            blocks, flags, 90, posting_rules.GATE_WORDS, posting_rules.GATE_TEXTS
        )
        assert found is expected, (kept, flags)
        assert posting_rules.kept_lines_may_hold_box(blocks, flags) is expected
        answers.append(expected)
    assert 0.2 < sum(answers) / len(answers) < 0.9


def test_lines_hold_words_refuses_what_its_filters_cannot_read() -> None:
    compiled = _compiled()
    line = [_block(0, "ab")]
    for words, texts in (
        ({"a"}, ()),  # a word of one character
        ({"ab"}, ("a\u4e2d",)),  # a text opening with ASCII
        ({"ab"}, ("\u3000\u4e2d",)),  # ... or with white space
        ({"ab"}, ("\u4e2d\n",)),  # a text across a line break
        ({"ab"}, ("\u4e2d",) * 17),
    ):
        with pytest.raises(ValueError):
            compiled.lines_hold_words(line, [True], 90, frozenset(words), texts)
    with pytest.raises(ValueError):
        compiled.lines_hold_words(line, [], 90, frozenset({"ab"}), ())
    assert compiled.lines_hold_words(line, [True], 90, frozenset({"ab"}), ())
    assert not compiled.lines_hold_words(line, [True], 1, frozenset({"ab"}), ())
