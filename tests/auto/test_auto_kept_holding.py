"""The kept short lines holding a word, found in one pass over the joined lines
(:mod:`thresher.methods.auto.kept_lines`), and the words the new rules read by."""

from __future__ import annotations

import random

import pytest

from thresher.methods.auto import doc_chrome, news_lines
from thresher.methods.auto.kept_lines import WordTable, _kept_holding_reference, kept_holding
from thresher.types import Block, BlockFeatures

PIECES = [
    "Version", "VERSI", "versi", "ver", "si", " ", "\n", "\t", "ß", "STRASSE", "İ", "ΟΔΟΣ",
    "Σ", "ﬁ", "ǅ", "Anzeige", "ad", "AD", "scroll", "(", "（", "版", "バージョン", "ПЕРЕ",
    "Верси", "a", "é", "\u0130x", "Last updated", "LAST MODIFIED", "\x00", "\U0001f600",
]  # fmt: skip
WORDS = [
    doc_chrome.VERSION_STEMS,
    doc_chrome.OUTDATED_WORDS,
    news_lines.MARK_WORDS,
    ("ss", "fi", "x"),
    ("strasse", "i̇"),
    (),
]


def _block(index: int, text: str) -> Block:
    features = BlockFeatures(len(text), 0, 1, 0, 0, 1, 0, False, False)
    return Block(index, "/html/body/p", "p", "p", text, features)


def _blocks(rng: random.Random, count: int) -> list[Block]:
    texts = ["".join(rng.choices(PIECES, k=rng.randint(0, 6))) for _ in range(count)]
    return [_block(pos, text) for pos, text in enumerate(texts)]


@pytest.mark.parametrize("fold", (str.casefold, str.lower))
def test_kept_holding_lists_what_its_reference_lists(fold) -> None:
    rng = random.Random(67)
    for _ in range(400):
        blocks = _blocks(rng, rng.randint(0, 12))
        flags = [rng.random() < 0.7 for _ in range(len(blocks) + rng.randint(-2, 2))]
        max_chars = rng.choice([0, 3, 10, 40, 300])
        for words in WORDS:
            expected = _kept_holding_reference(blocks, flags, max_chars, words, fold)
            assert kept_holding(blocks, flags, max_chars, WordTable(words), fold) == expected


def test_kept_holding_reads_each_line_alone() -> None:
    blocks = [_block(pos, text) for pos, text in enumerate(["ver", "si", "a VERSION", "ß"])]
    versi, ss = WordTable(("versi",)), WordTable(("ss",))
    assert kept_holding(blocks, [True] * 4, 20, versi, str.casefold) == [2]
    assert kept_holding(blocks, [True] * 4, 20, ss, str.casefold) == [3]
    assert kept_holding(blocks, [True, True, False, True], 20, versi, str.casefold) == []


def test_every_version_banner_holds_an_outdated_word() -> None:
    for line in (
        "You are viewing an old version of this documentation.",
        "This is not the latest version.",
        "Sie sehen eine alte Version dieser Dokumentation.",
        "Vous consultez une ancienne version de cette documentation.",
        "Вы просматриваете старую версию документации.",
        "您正在查看旧版本文档",
        "これは古いバージョンです",
        "이전 버전의 문서",
        "Documentation for an unsupported version",
        "Das ist nicht die aktuelle Version",
        "Ce n'est pas la dernière version",
        "Versión antigua de esta documentación",
        "Esta no es la última versión",
        "Versão antiga desta documentação",
        "Versione obsoleta della documentazione",
        "這是舊版文件",
        "最新バージョンではありません",
    ):
        words = line.casefold()
        assert doc_chrome.OUTDATED.search(words), line
        assert any(word in words for word in doc_chrome.OUTDATED_WORDS), line


@pytest.mark.parametrize(
    "line",
    (
        "Advertisement · Scroll to continue",
        "Ad - Continue reading below",
        "Story continues below advertisement",
        "Scroll down to continue with content",
        "Continue reading after the ad",
        "Werbung – weiterlesen",
        "Der Artikel geht nach der Anzeige weiter",
        "Publicité - Poursuivez votre lecture",
        "Suite de l'article sous cette publicité",
        "Anuncio - Continúa abajo",
        "El artículo sigue después del anuncio",
        "Continúa leyendo tras la publicidad",
        "Pubblicità – continua a leggere",
        "Publicidade - continue lendo",
        "A matéria continua após a publicidade",
        "Advertentie - lees verder",
        "Lees verder onder de advertentie",
        "Dalsza część artykułu pod reklamą",
        "Реклама · Читайте далее",
        "Продовження під рекламою",
        "请继续往下阅读",
        "文章未完，广告后继续",
        "記事の続きは広告の下",
        "광고 · 기사 계속",
        "إعلان - تابع القراءة",
        "Haberin devamı reklamdan sonra devam ediyor",
    ),
)
def test_every_ad_mark_holds_a_mark_word(line: str) -> None:
    assert news_lines.mark_kind(line) == "ad mark", line
    assert any(word in line.lower() for word in news_lines.AD_MARK_NEEDLES), line


def test_every_toolbar_line_is_a_toolbar_candidate() -> None:
    from thresher.methods.auto import listing_toolbars as toolbars
    from thresher.methods.auto.decided import kept_short

    rng = random.Random(25)
    pieces = [
        "Sort by", "SORT\n BY", "Filter", "Filtres", "Trier par", "排序", "並び替え", "48",
        "４８", "²", "results", "Ergebnisse", " ", ":", "»", "Showing 1–12 of 48 results",
        "48件中 1–12件を表示", "Σ", "İ", "a", "view as", "x",
    ]  # fmt: skip
    for _ in range(300):
        texts = ["".join(rng.choices(pieces, k=rng.randint(0, 3))) for _ in range(10)]
        blocks = [_block(pos, text) for pos, text in enumerate(texts)]
        flags = [rng.random() < 0.8 for _ in blocks]
        candidates = set(toolbars._candidates(blocks, flags))
        for pos in kept_short(blocks, flags, toolbars.MAX_CHARS):
            if toolbars.is_toolbar_line(blocks[pos].text):
                assert pos in candidates, blocks[pos].text
