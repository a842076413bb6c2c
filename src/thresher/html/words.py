"""The title's content words and how often they occur in a text (feature TDTN).

Wang et al. segment the title and keep its content words: nouns, verbs,
idioms, organisations, times and abbreviations. Chinese titles are segmented
with jieba's part-of-speech tagger (``jieba.posseg``) and filtered by tag
(``JIEBA_CONTENT_TAGS``); other languages are tokenised on word characters and
filtered by a stopword list (``thresher/data/stopwords/<lang>.txt``), the
language being the one whose stopwords occur most in the page's text.
"""

from __future__ import annotations

import pkgutil
import re
from collections import Counter
from collections.abc import Iterable
from functools import cache

from thresher.html.text_measures import ScriptPattern, has_no_space_script

STOPWORD_LANGUAGES = ("en", "de", "fr", "es", "ru", "it", "pt", "nl", "cs", "hr", "zh")
# jieba tag prefixes of the paper's content words: n* nouns (nt organisations),
# v* verbs, i idioms, t* times, j abbreviations; "eng" keeps Latin words in
# Chinese titles (names, acronyms), which jieba does not tag further.
JIEBA_CONTENT_TAGS = ("n", "v", "i", "t", "j", "eng")
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_CJK_RUN = ScriptPattern("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]", "\u3400")
_MIN_TOKEN_CHARS = 2


@cache
def stopwords(lang: str) -> frozenset[str]:
    """The stopword list shipped for ``lang`` (empty for a language without one)."""
    if lang not in STOPWORD_LANGUAGES:
        return frozenset()
    # pkgutil, not importlib.resources: that one imports zipfile, tempfile, shutil and
    # logging (some 0.6 MB) with thresher.
    data = pkgutil.get_data("thresher", f"data/stopwords/{lang}.txt")
    if data is None:  # a loader that cannot read package data
        raise FileNotFoundError(f"thresher/data/stopwords/{lang}.txt")
    words = data.decode("utf-8").split()
    return frozenset(w.casefold() for w in words)


def tokens(text: str) -> list[str]:
    """Casefolded word tokens of ``text`` (letters and digits, inner apostrophes kept)."""
    return [t.casefold() for t in _TOKEN.findall(text)]


def guess_language(text: str) -> str:
    """The stopword language that fits ``text`` best (``zh`` for Chinese script, else ``en``)."""
    if _CJK_RUN.search(text) and len(_CJK_RUN.findall(text)) * 4 > len(text.strip()):
        return "zh"
    hits = stopword_hits(tokens(text))
    best = max(hits, key=hits.__getitem__)  # the first of a tie: English when none hit
    return best if hits[best] else "en"


def stopword_hits(words: list[str]) -> dict[str, int]:
    """For each shipped stopword list but Chinese, how many of ``words`` it holds."""
    counts = Counter(words)
    hits = {}
    for lang in STOPWORD_LANGUAGES:
        if lang != "zh":
            listed = stopwords(lang)
            hits[lang] = sum(n for word, n in counts.items() if word in listed)
    return hits


def title_words(title: str, lang: str) -> tuple[str, ...]:
    """The title's content words, casefolded, without repeats, in title order."""
    if not title:
        return ()
    if lang == "zh" or has_no_space_script(title):
        words = _chinese_content_words(title)
    else:
        listed = stopwords(lang)
        words = [t for t in tokens(title) if len(t) >= _MIN_TOKEN_CHARS and t not in listed]
    return tuple(dict.fromkeys(words))


def _chinese_content_words(title: str) -> list[str]:
    import logging

    import jieba
    import jieba.posseg

    jieba.setLogLevel(logging.WARNING)
    listed = stopwords("zh")
    words = []
    for pair in jieba.posseg.lcut(title):
        word, flag = pair.word.strip().casefold(), pair.flag
        if not word or word in listed or not flag.startswith(JIEBA_CONTENT_TAGS):
            continue
        if flag == "eng" and len(word) < _MIN_TOKEN_CHARS:
            continue
        words.append(word)
    return words


class TitleWordCounter:
    """Counts occurrences of a title's content words in texts.

    Words in Chinese script are counted as substrings (Chinese has no spaces);
    other words as whole tokens.
    """

    def __init__(self, words: Iterable[str]) -> None:
        words = tuple(words)
        self.words = words
        self._cjk = tuple(w for w in words if _CJK_RUN.search(w))
        self._tokens = frozenset(w for w in words if not _CJK_RUN.search(w))

    def count(self, text: str) -> int:
        """How many times the title's content words occur in ``text``."""
        if not text or not self.words:
            return 0
        folded = text.casefold()
        found = sum(folded.count(w) for w in self._cjk)
        if self._tokens:
            found += sum(1 for t in tokens(folded) if t in self._tokens)
        return found
