"""The features kernel's text tests answer as their Python definitions on any text.

``thresher._core._features`` answers the sentence search (``find_sentence`` with
``_SENTENCE``), the date pattern (``_DATE_LIKE``), the boilerplate search
(``_BOILERPLATE`` in the lowered first 300 characters) and the per-character
probes in C, for ASCII text and for text in any script. Here each is compared with
its definition: on every code point in the contexts that exercise it, on
hand-picked texts (curly quotes, dashes, Greek, Cyrillic, CJK, the Turkish dotted
I, German ß, combining marks, characters whose ``lower()`` is longer), on random
texts, and (``slow``) on every block of sample pages of every shared dataset.
Skipped where the kernel is not built or the pure path is forced.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from test_compiled_features import _page, _python_probe, _require
from test_compiled_walks import _dataset_documents
from thresher.methods.auto import block_features as bf
from thresher.methods.auto.signals import word_set


def _sentence(text: str) -> bool:
    return bf.find_sentence(text, bf._SENTENCE, 4, bf._TERMINATORS) is not None


def _date_like(text: str) -> bool:
    return bf._DATE_LIKE.search(text[:200]) is not None


def _boilerplate(text: str) -> bool:
    return bf._BOILERPLATE.search(text[:300].lower()) is not None


def _every_character() -> Iterator[str]:
    for code in range(sys.maxunicode + 1):
        if not 0xD800 <= code <= 0xDFFF:
            yield chr(code)


def _assigned_characters() -> Iterator[str]:
    """Every code point below U+30000 (all the assigned planes but 14) and in plane 14,
    and every 97th of the rest (unassigned, private use: properties of no script)."""
    for ch in _every_character():
        code = ord(ch)
        if code < 0x30000 or 0xE0000 <= code < 0xE1000 or code % 97 == 0:
            yield ch


def _differences(texts, fast: Callable, slow: Callable) -> list[str]:
    return [text for text in texts if bool(fast(text)) != slow(text)]


# Texts in other scripts and with the characters the ASCII paths never meet.
HAND_PICKED = (
    "It’s a test of words here. And more.",
    "He said “this is the end.” Then left.",
    "She wrote: «C’est la fin de l’histoire.» Puis partit.",
    "One two three four — five six seven eight.",
    "Это предложение из нескольких слов. А это второе.",
    "Все права защищены © 2024",
    "ВСЕ ПРАВА ЗАЩИЩЕНЫ",
    "Αυτή είναι μια πρόταση με λέξεις. Και άλλη.",
    "ΟΔΟΣ ΣΟΦΙΑΣ. Σ Σ.",
    "这是一个句子。这是另一个句子！版权所有",
    "版权所有 2019年3月5日",
    "日本語の文章です。もう一つ？",
    "हिन्दी में एक वाक्य है। दूसरा वाक्य॥",
    "هذه جملة عربية؟ نعم.",
    "İstanbul’da bir cümle var. İkinci cümle.",
    "COPYRİGHT İSTANBUL",
    "COOKİE POLİCY",
    "Straße und Fußgänger. Weiter geht’s.",
    "STRASSE ß ẞ. Ende.",
    "Cafe\u0301 na\u0308ive re\u0301sume\u0301 words. End.",
    "word\u0301. next word here ok.",
    "COO\u212aIE policy (Kelvin sign)",
    "\u212aelvin \u212b ångström",
    "Tous droits réservés — 2021",
    "DROITS RÉSERVÉS",
    "Dates: ٢٠١٩ and 2019 and 12/03/2021 and ١٢/٠٣/٢٠٢١ — é",
    "année 19٢٠ 20١٩ é",
    "é 2019x 2019_ 2019é 12.3.45",
    "é ﬁnal ligature. Three more words.",
    "Ends with a danda।",
    "ABC DEF GHI JKL。",
    "a b c d.’ next",
    "a b c d.» next",
    "a b c d.\u00a0next",
    "a b c d.\u2003next",
    "a b c d.\u3000next",
    "a b c d.\u2028next",
    "(a) [b] {c} <d>. ‘e’. “f”.",
    "x\u0345y SIGN UP now é",
    "Ǆ ǅ ǆ ΐ ŉ é login",
    "\u0130" * 310 + "copyright",
    "é" + "\u0130" * 149 + "log in",
    "é" + "a" * 296 + "LOG IN",
    "é" + "a" * 295 + "LOG IN",
    "",
    "é",
    "。",
)


def test_features_kernel_hand_picked_texts_match_the_definitions():
    compiled = _require()
    for text in HAND_PICKED:
        for padded in (text, "é " + text, text + " é", text.upper(), text.lower()):
            assert compiled.sentence(padded) == _sentence(padded), repr(padded)
            assert compiled.date_like(padded) == _date_like(padded), repr(padded)
            assert compiled.boilerplate(padded) == _boilerplate(padded), repr(padded)
            assert compiled.probe(padded) == _python_probe(padded), repr(padded)


def test_features_kernel_finds_ascii_boilerplate_at_every_offset():
    """The ASCII boilerplate search tests sixteen positions a step for an alternative's
    two opening bytes (a letter in either case): each ASCII alternative (as written, in
    capitals, in mixed case, cut by its last byte) at every offset of texts of 0 to 320
    bytes (the search stops at 300), in fillers of letters, of every ASCII byte, and of the
    bytes that differ from a letter by 0x20 only ("@", "[", "`", "{", digits)."""
    compiled = _require()
    words = sorted(w for w in compiled._BOILERPLATE_WORDS if w.isascii() and w)
    assert words
    rng = random.Random(28)
    fillers = ("x", " ", "@[`{^_~", "0123456789", "".join(map(chr, range(128))))
    for word in words:
        shapes = (word, word.upper(), word[:-1], "".join(rng.choice((c, c.upper())) for c in word))
        for shape in shapes:
            for at in (*range(0, 40), *range(280, 302)):
                filler = rng.choice(fillers)
                pad = "".join(rng.choice(filler) for _ in range(at))
                tail = "".join(rng.choice(filler) for _ in range(rng.randrange(20)))
                text = pad + shape + tail
                assert compiled.boilerplate(text) == _boilerplate(text), repr(text)
    for _ in range(3000):
        filler = rng.choice(fillers)
        text = "".join(rng.choice(filler + "coprstdfnlaiu") for _ in range(rng.randrange(330)))
        assert compiled.boilerplate(text) == _boilerplate(text), repr(text)


def test_features_kernel_lowers_every_character_as_str_lower():
    """The boilerplate search lowers the text a character at a time: every code point
    alone and after a letter as ``str.lower()`` lowers it (but a capital sigma after a
    letter, a final sigma ς there, which the kernel lowers to σ: no alternative holds
    either), and "İ" to two characters."""
    compiled = _require()
    for ch in _every_character():
        assert compiled.lowered(ch) == ch.lower(), hex(ord(ch))
        if ch != "\u03a3":
            assert compiled.lowered("é" + ch) == ("é" + ch).lower(), hex(ord(ch))
    assert compiled.lowered("éΣ") == "éσ" and "éΣ".lower() == "éς"
    assert compiled.lowered("\u0130" * 300 + "x") == "i\u0307" * 300
    assert not any(ch in word for word in compiled._BOILERPLATE_WORDS for ch in "σς")


def test_features_kernel_boilerplate_search_matches_on_assigned_characters():
    """Each code point where it could complete or break an alternative, in non-ASCII text."""
    compiled = _require()
    texts = []
    for ch in _assigned_characters():
        texts += ["é" + ch + "ookie", "élog" + ch + "n", "é" + ch + "права защищены"]
    assert not _differences(texts, compiled.boilerplate, _boilerplate)[:5]


def _sentence_contexts(ch: str) -> list[str]:
    """``ch`` before a terminator, after one, as a terminator, and between words (a word
    character joins them, another character splits them, a CJK character is a word)."""
    return [
        "é w w w" + ch + ". x",
        "é w w w w." + ch + "x",
        "é w w w w" + ch + " x",
        "é" + ch + "a" + ch + "b" + ch + "c.",
        "é" + ch + "a" + ch + "b.",
    ]


def test_features_kernel_sentence_search_matches_on_assigned_characters():
    compiled = _require()
    texts = [text for ch in _assigned_characters() for text in _sentence_contexts(ch)]
    assert not _differences(texts, compiled.sentence, _sentence)[:5]


def test_features_kernel_date_pattern_matches_on_assigned_characters():
    """Each code point as a digit, a separator, and before or after a year (``\\b``)."""
    compiled = _require()
    texts = []
    for ch in _assigned_characters():
        texts += ["é 19" + ch + ch + " ", "é 1" + ch + "2" + ch + "2020", "é" + ch + "2019"]
        texts += ["é 2019" + ch, "é 3.4." + ch * 3 + "x"]
    assert not _differences(texts, compiled.date_like, _date_like)[:5]


ALPHABET = [
    *"abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,!?;:-/()[]\"'_",
    *"’‘“”«»…—–\u00a0\u2009\u3000\u2028\t\n",
    *"éèàüöäßẞİıIÅÆçñ\u0301\u0308\u0345\u212a\u212bﬁŉǅ",
    *"αβγδΣσςΑΒΓΔπρ",
    *"абвгдежзийклмнопрстуфхцчшщыэюяАБВПРЗ",
    *"中文版权所有日本語の한국어。！？",
    *"।॥؟۔։።။٠١٢٣٤٥٦٧٨٩०१२३४५",
    "©",
    "copyright",
    "cookie",
    "log in",
    "sign up",
    "права защищены",
    "版权所有",
    "droits réservés",
    "19",
    "20",
    "2019",
    " word",
]


def _random_texts(rng: random.Random, count: int) -> Iterator[str]:
    for _ in range(count):
        yield "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(60)))


def test_features_kernel_text_tests_match_on_random_texts():
    compiled = _require()
    rng = random.Random(41)
    for text in _random_texts(rng, 30_000):
        assert compiled.sentence(text) == _sentence(text), repr(text)
        assert compiled.date_like(text) == _date_like(text), repr(text)
        assert compiled.boilerplate(text) == _boilerplate(text), repr(text)
        assert compiled.probe(text) == _python_probe(text), repr(text)
        words = frozenset(piece.strip().casefold() for piece in rng.sample(ALPHABET, 3))
        overlap = bf._title_overlap(text, words)
        assert compiled.title_overlap(text, words) == overlap, (repr(text), words)


def test_features_kernel_title_overlap_matches_on_assigned_characters():
    """``count_shared_words``' first test (a title word in the case-folded text) of a
    text that is not ASCII, which the kernel makes from each character's ``casefold()``:
    each code point before a word, with title words its fold completes and others."""
    compiled = _require()
    others = frozenset({"zq", "ss", "σ", "k", "i\u0307", "ι", "μ", "β", "s", "ᏸ", "x"})
    for ch in _assigned_characters():
        text = "é " + ch + "ab"
        for words in (others, frozenset({"zq", ch.casefold() + "ab"})):
            overlap = bf._title_overlap(text, words)
            assert compiled.title_overlap(text, words) == overlap, hex(ord(ch))


def test_features_kernel_counts_title_words_around_every_character():
    """The count of shared title words of a text that is not ASCII, which the kernel
    makes itself when every character folds to one: each code point at the start, the
    end and alone as a word, with title words it completes (and the character itself,
    a word of a script without spaces when it is one)."""
    compiled = _require()
    for ch in _assigned_characters():
        text = f"é {ch}ab ab{ch} {ch}"
        folded = ch.casefold()
        words = frozenset({folded + "ab", "ab" + folded, folded, ch, "zq"})
        overlap = bf._title_overlap(text, words)
        assert compiled.title_overlap(text, words) == overlap, hex(ord(ch))


def test_features_kernel_counts_title_words_around_every_character_beside_a_long_fold():
    """The count of shared title words of a text holding "ß" (folding to "ss"), which the
    kernel makes as ``word_set``'s words: each code point at the start, the end and alone
    as a word, with title words it completes, the character itself and "ss"."""
    compiled = _require()
    for ch in _assigned_characters():
        text = f"ß {ch}ab ab{ch} {ch} {ch}ßa"
        folded = ch.casefold()
        words = frozenset({folded + "ab", "ab" + folded, folded, ch, "zq", folded + "ssa"})
        overlap = bf._title_overlap(text, words)
        assert compiled.title_overlap(text, words) == overlap, hex(ord(ch))


# Words of scripts with and without spaces, and the characters whose folding is special.
_TITLE_PIECES = (
    *ALPHABET,
    *"新闻中文ไทย๑๒ßİΣςσ\u0345",
    "新闻",
    "ไทย",
    "๑๒",
    "Straße",
    "STRASSE",
    "ΣΟΦΙΑ",
    "σοφια",
    "x\u0345y",
    "İstanbul",
    "Ǆemal",
    "ǆemal",
    "ﬁne",
    "Ⅻ",
    "²³",
)


def test_features_kernel_counts_title_words_on_random_texts():
    """``_title_overlap`` of random texts in many scripts, against title words drawn
    from the text itself (so the first test passes and the count is made) or from
    another text, all of them or some."""
    compiled = _require()
    rng = random.Random(43)
    for _ in range(20_000):
        text = "".join(rng.choice(_TITLE_PIECES) for _ in range(rng.randrange(1, 30)))
        source = text
        if rng.random() < 0.4:
            source = "".join(rng.choice(_TITLE_PIECES) for _ in range(8))
        words = sorted(word_set(source))
        if words and rng.random() < 0.3:
            words = rng.sample(words, rng.randrange(1, len(words) + 1))
        title_words = frozenset(words)
        overlap = bf._title_overlap(text, title_words)
        assert compiled.title_overlap(text, title_words) == overlap, (repr(text), words)


def test_features_kernel_counts_title_words_of_simply_folded_texts_itself(monkeypatch):
    """A text whose characters each fold to one character is counted in C (``casefold``
    per character, then the whole ``\\w+`` runs): the Python function is not called."""
    compiled = _require()
    words = frozenset(word_set("Привет мир 新闻 2024"))
    expected = bf._title_overlap("мир, ПРИВЕТ! 新 2024", words)
    monkeypatch.setattr(compiled, "_title_overlap", None)
    assert compiled.title_overlap("мир, ПРИВЕТ! 新 2024", words) == expected == 4 / 5


def test_features_kernel_counts_title_words_of_texts_folding_to_several_itself(monkeypatch):
    """A text holding a character whose ``casefold()`` is several characters (ß, ﬁ, İ,
    ŉ) or U+0345 is counted in C as ``word_set``'s words (each ``\\w+`` run of the text
    that counts as a word, folded): the Python function is not called, and the count is
    its, a run that folds longer than two characters but is not (ﬁx) included."""
    compiled = _require()
    cases = [
        ("Die Straße nach Süden, GROSSE Fußballer", "Straße Fußball Süden große"),
        ("Der STRASSE Rand und die strasse", "Straße Rand"),
        ("ﬁx the ﬁne ﬁnal İstanbul", "fix fine final i̇stanbul"),
        ("ŉabc ΐλιος ΰψος 新闻 ß", "ʼnabc ΐλιος 新 ss"),
        ("ᾳ\u0345ᾳ ab\u0345cd Ωμέγα", "ᾳι ωμέγα abc"),
        ("straße 2024 ²³ ①", "strasse 2024 ²³"),
    ]
    words = [frozenset(word_set(title)) for _, title in cases]
    expected = [bf._title_overlap(text, w) for (text, _), w in zip(cases, words, strict=True)]
    assert all(value > 0 for value in expected[:-1])
    monkeypatch.setattr(compiled, "_title_overlap", None)
    for (text, _), w, value in zip(cases, words, expected, strict=True):
        assert compiled.title_overlap(text, w) == value, text


def test_features_kernel_counts_title_words_of_texts_folding_past_lower_itself(monkeypatch):
    """A text holding characters whose ``casefold()`` is one character other than their
    ``lower()`` (Greek final sigma, long s, micro sign, Cherokee small letters) is folded
    and counted in C as well: the Python function is not called, and the count is its."""
    compiled = _require()
    cases = [
        ("Η Ελληνική γλώσσα της Κύπρου", "Ελληνικός λόγος της Κύπρου"),
        ("Ο ΝΌΜΟΣ ΚΑΙ Ο ΚΌΣΜΟΣ", "νόμος κόσμος"),
        ("Meſſe und µmeter ꭰꭱꭲ", "MESSE µMETER ᎠᎡᎢ"),
    ]
    expected = [bf._title_overlap(text, frozenset(word_set(title))) for text, title in cases]
    assert all(value > 0 for value in expected)
    monkeypatch.setattr(compiled, "_title_overlap", None)
    for (text, title), value in zip(cases, expected, strict=True):
        assert compiled.title_overlap(text, frozenset(word_set(title))) == value, text


def test_features_kernel_reads_title_words_of_every_shape_as_python():
    """Title word sets with an empty word, numbers of one and two digits, words of one
    character (no-space scripts or not), upper-case ASCII, and words of every length up to
    30: the kernel's overlap of many texts is the Python function's."""
    compiled = _require()
    rng = random.Random(62)
    shapes = [
        "",
        "7",
        "12",
        "ab",
        "新",
        "ไ",
        "é",
        "Ab",
        "x_1",
        "straße",
        *("w" * n for n in range(1, 31)),
    ]
    texts = ["", "7 12 ab 新闻 ไทย", "Ab x_1 straße é", " ".join(shapes), "www wwwww 12 7"]
    for _ in range(3_000):
        words = frozenset(rng.sample(shapes, rng.randrange(0, 8)))
        for text in texts:
            overlap = bf._title_overlap(text, words)
            assert compiled.title_overlap(text, words) == overlap, (text, sorted(words))


@pytest.mark.slow
def test_features_kernel_text_tests_match_on_every_block_of_real_pages(datasets_dir: Path):
    """Every block of 12 pages of every shared dataset, with and without its first
    character dropped, and the title overlap against the page's title words."""
    compiled = _require()
    blocks = wide = 0
    for label, doc in _dataset_documents(datasets_dir, 12):
        page_blocks, _, facts = _page(doc)
        for block in page_blocks:
            for text in (block.text, block.text[1:]):
                where = f"{label} block {block.index}: {text[:80]!r}"
                assert compiled.sentence(text) == _sentence(text), where
                assert compiled.date_like(text) == _date_like(text), where
                assert compiled.boilerplate(text) == _boilerplate(text), where
                assert compiled.probe(text) == _python_probe(text), where
            overlap = bf._title_overlap(block.text, facts.title_words)
            assert compiled.title_overlap(block.text, facts.title_words) == overlap, label
            blocks += 1
            wide += not block.text.isascii()
    assert blocks > 20_000 and wide > 3_000
