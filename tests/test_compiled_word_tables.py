"""The lines kernel's word searches (``thresher._core._lines``) equal their pure-Python
definitions: :func:`~thresher.methods.auto.kept_lines.kept_holding` and
:func:`~thresher.methods.auto.kept_lines.kept_opening` on random lines of tricky text
(Turkish dotted and dotless I, German sharp s, Greek sigmas, full-width letters, the
Kelvin sign, combining marks, astral characters) under both folds, and on the text
blocks of bundled pages with the rules' own word tables."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from thresher._core import kernel
from thresher._core.modules import LINES
from thresher.methods.auto import (
    card_actions,
    doc_chrome,
    listing_toolbars,
    news_lines,
    tool_lines,
    trail_lines,
)
from thresher.methods.auto.kept_lines import (
    WordTable,
    _joined_holding,
    _kept_holding_reference,
    _kept_opening_reference,
    kept_holding,
    kept_opening,
)
from thresher.types import Block, BlockFeatures

REPO = Path(__file__).resolve().parents[1]
BUNDLED = sorted([REPO / "examples" / "sample.html", *REPO.glob("tests/cases/*/source.html")])
PIECES = [
    "Sort", "sort", "SORT", " ", "\xa0", "\u2003", ":", "|", "-", "•", "a", "A", "z", "Z",
    "İ", "ı", "I", "i", "\u0307", "ß", "ẞ", "SS", "ss", "Σ", "σ", "ς", "ΟΔΟΣ", "Ａ", "ａ",
    "\u212a", "k", "K", "ſ", "s", "e\u0301", "é", "É", "\U0001d400", "\U0001f600", "中",
    "版", "ﬁ", "fi", "0", "7", "٣", "\n", "\t", "Last", "updated", "ver", "VERSI",
]  # fmt: skip
WORD_SETS = [
    ("sort", "a", "ss", "ß", "i\u0307", "ı", "k", "ａ", "fi", "中", "版"),
    ("last updated", "versi", "0", "7", "\U0001f600", "é", "e\u0301"),
    ("z",),
    ("s", "σ", "ς", "ὀ"),
]
FOLDS = (str.lower, str.casefold)
STRIPS = (None, card_actions._ENDS, "", " :|")
MARKS = ("", "|", trail_lines.STEP_MARKS, "中•😀")


def _compiled():
    compiled = kernel(LINES)
    if compiled is None:
        pytest.skip("the lines kernel is not built (or the pure path is forced)")
    return compiled


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/html/body/p", "p", "p", text, features)


def _blocks(rng: random.Random, count: int) -> list[Block]:
    texts = ["".join(rng.choice(PIECES) for _ in range(rng.randint(0, 10))) for _ in range(count)]
    return [_block(pos, text) for pos, text in enumerate(texts)]


def test_kept_holding_is_its_reference_on_tricky_lines() -> None:
    compiled = _compiled()
    rng = random.Random(68)
    tables = [(words, compiled.Words(words)) for words in WORD_SETS]
    for _ in range(400):
        blocks = _blocks(rng, rng.randint(0, 25))
        flags = [rng.random() < 0.7 for _ in range(len(blocks) + rng.randint(-3, 3))]
        max_chars = rng.choice([0, 3, 12, 40, 300])
        for words, table in tables:
            for fold in FOLDS:
                for wide in (False, True):
                    expected = _kept_holding_reference(blocks, flags, max_chars, words, fold, wide)
                    found = compiled.kept_holding(blocks, flags, max_chars, table, fold, wide)
                    assert found == expected, (words, fold, wide)


def test_joined_holding_is_the_reference_without_sigmas() -> None:
    rng = random.Random(25)
    for _ in range(300):
        blocks = _blocks(rng, rng.randint(0, 25))
        flags = [rng.random() < 0.7 for _ in range(len(blocks))]
        for words in WORD_SETS[:3]:
            for fold in FOLDS:
                for wide in (False, True):
                    expected = _kept_holding_reference(blocks, flags, 40, words, fold, wide)
                    assert _joined_holding(blocks, flags, 40, words, fold, wide) == expected


def test_kept_opening_is_its_reference_on_tricky_lines() -> None:
    compiled = _compiled()
    rng = random.Random(32)
    tables = [(words, compiled.Words(words)) for words in WORD_SETS]
    for _ in range(400):
        blocks = _blocks(rng, rng.randint(0, 25))
        flags = [rng.random() < 0.7 for _ in range(len(blocks) + rng.randint(-3, 3))]
        max_chars = rng.choice([0, 3, 12, 40, 300])
        for words, table in tables:
            for fold in FOLDS:
                for strip in STRIPS:
                    marks = rng.choice(MARKS)
                    args = (blocks, flags, max_chars, words, fold, strip, marks)
                    expected = _kept_opening_reference(*args)
                    found = compiled.kept_opening(*args[:3], table, fold, strip, marks)
                    assert found == expected, (words, fold, strip, marks)


def test_word_tables_refuse_empty_words() -> None:
    compiled = _compiled()
    with pytest.raises(ValueError):
        compiled.Words(("a", ""))
    with pytest.raises(ValueError):
        WordTable(("a", ""))
    with pytest.raises(ValueError):
        WordTable(("a\nb",))


def test_other_folds_take_the_python_path() -> None:
    blocks = [_block(0, "ABC"), _block(1, "xbcx")]
    table = WordTable(("BC",))
    assert kept_holding(blocks, [True, True], 10, table, str.upper) == [0, 1]
    assert kept_opening(blocks, [True, True], 10, WordTable(("AB",)), str.upper) == [0]


RULE_TABLES = [
    (news_lines._AD_TABLE, str.lower, news_lines.MAX_MARK_CHARS),
    (doc_chrome._OUTDATED_TABLE, str.casefold, doc_chrome.MAX_BANNER_CHARS),
    (listing_toolbars._NEEDLE_TABLE, str.lower, listing_toolbars.MAX_CHARS),
]
OPENING_TABLES = [
    (doc_chrome._UPDATED_TABLE, str.casefold, doc_chrome.MAX_UPDATED_CHARS, None),
    (card_actions._FIRSTS, str.lower, card_actions.MAX_CHARS, card_actions._ENDS),
    (card_actions._LINE_FIRSTS, str.lower, card_actions.MAX_CHARS, card_actions._ENDS),
    (trail_lines._OPENINGS, str.lower, trail_lines.MAX_CHARS, None),
    (tool_lines._OPENINGS, str.lower, tool_lines.MAX_CHARS, None),
    (news_lines._CREDIT_TABLE, str.lower, news_lines.MAX_MARK_CHARS, None),
]


def test_rule_tables_on_bundled_pages() -> None:
    compiled = _compiled()
    from thresher.html.document import load_document
    from thresher.html.segment import segment

    for path in BUNDLED[:40]:
        doc = load_document(path.read_bytes())
        blocks = [b for b in segment(doc).blocks if b.kind != "img"]
        flags = [pos % 4 != 1 for pos in range(len(blocks))]
        for table, fold, max_chars in RULE_TABLES:
            for wide in (False, True):
                expected = _kept_holding_reference(
                    blocks, flags, max_chars, table.words, fold, wide
                )
                found = compiled.kept_holding(
                    blocks, flags, max_chars, table.compiled(compiled), fold, wide
                )
                assert found == expected
                assert _joined_holding(blocks, flags, max_chars, table.words, fold, wide) == found
        for table, fold, max_chars, strip in OPENING_TABLES:
            expected = _kept_opening_reference(blocks, flags, max_chars, table.words, fold, strip)
            found = compiled.kept_opening(
                blocks, flags, max_chars, table.compiled(compiled), fold, strip
            )
            assert found == expected


def test_updated_pattern_opens_with_a_table_word() -> None:
    for opening in doc_chrome.UPDATED_OPENINGS:
        assert doc_chrome.UPDATED.match(opening + " on 3 May")
    assert not doc_chrome.UPDATED.match("updated last week")


@pytest.mark.parametrize(
    "line",
    (
        "You are here: Home / News",
        "Sie sind hier: Startseite > Politik",
        "Vous êtes ici : Accueil › Actualités",
        "Vous etes ici: Accueil",
        "Usted está aquí: Inicio",
        "Estás aquí: Inicio",
        "Ti trovi in: Home",
        "Ti trovi qui: Home",
        "Sei qui: Home",
        "Você está aqui: Início",
        "U bent hier: Home",
        "Jesteś tutaj: Strona główna",
        "Вы здесь: Главная",
        "Вы находитесь: Главная",
        "当前位置：首页 > 新闻",
        "您的位置：首页",
        "現在の位置：ホーム",
        "Home > News > Story",
        "Homepage / News / Story",
        "Startseite » Politik » Inland",
        "Inicio > Noticias > Hoy",
        "Pagina iniziale > Notizie > Oggi",
        "Strona glowna / Wiadomosci / Dzis",
        "首页 > 要闻 > 正文",
        "トップ > ニュース > 記事",
    ),
)
def test_every_trail_opens_with_a_trail_opening(line: str) -> None:
    head = line.lstrip()[: trail_lines.HEAD].lower()
    assert trail_lines.HERE.match(head) or trail_lines.HOME_START.match(head), line
    assert head.startswith(trail_lines.TRAIL_OPENINGS), line


def test_every_tool_word_opens_with_a_tool_opening() -> None:
    for word in tool_lines.TOOL_WORDS.split("|"):
        shortest = re.sub(r".\?", "", re.sub(r"\(\?:[^)]*\)\?", "", word))
        longest = re.sub(r"\?", "", re.sub(r"\(\?:([^)]*)\)\?", r"\1", word))
        for form in (shortest, longest):
            assert re.fullmatch(word, form), (word, form)
            assert form.startswith(tool_lines.TOOL_OPENINGS), form


def test_news_marks_read_every_line_that_is_a_mark() -> None:
    texts = [
        "（新华社记者 张三 摄）",
        " \u3000(写真：共同)",
        "See the photo (left) here",
        "Advertisement · Scroll to continue",
        "[图片来源：网络]",
        "【资料图】",
        "Story continues below advertisement",
        "A line (with a bracket)",
    ]
    blocks = [_block(pos, text) for pos, text in enumerate(texts)]
    flags = [True] * len(blocks)
    found = news_lines.drop_news_marks(blocks, [0.9] * len(blocks), flags)
    expected = [pos for pos, text in enumerate(texts) if news_lines.mark_kind(text)]
    assert sorted(found) == expected
    assert expected == [0, 1, 3, 4, 5, 6]
