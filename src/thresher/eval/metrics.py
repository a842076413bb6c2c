"""The field's evaluation metrics, defined exactly as their reference scripts do.

Body text: the ScrapingHub article-extraction-benchmark (``evaluate.py`` of
scrapinghub/article-extraction-benchmark).

* Tokens are the runs of ``\\w+`` in the text (case kept, punctuation and
  whitespace dropped). One addition: in scripts written without spaces (Han,
  Hiragana, Katakana, Thai, Lao, Khmer, Myanmar) every character is a token,
  so that a Chinese paragraph is not one giant token. Texts in other scripts
  tokenise exactly as in the reference.
* Shingles are the 4-grams of consecutive tokens, counted as a multiset. A text
  with fewer than 4 tokens (but at least one) gives one shingle of all its
  tokens; an empty text gives none.
* Per page: TP = Σ min(true, predicted) over shingles, FP = Σ max(0, predicted
  − true), FN = Σ max(0, true − predicted); then the three are divided by their
  sum (when it is positive) so that long pages do not weigh more.
* Per page precision is 1 when FP = FN = 0, 0 when TP = FP = 0, else
  TP / (TP + FP); recall likewise with FN. Precision is averaged over the pages
  with TP + FP > 0 (an empty prediction does not count for precision), recall
  over the pages with TP + FN > 0 (an empty truth does not count for recall).
  F1 = 2PR / (P + R) from the two means, not a mean of per-page F1. Where no
  page qualifies, the mean is 0 (the reference would raise).
* Accuracy: the share of pages whose token list equals the truth's exactly.

Snippets: trafilatura's with/without evaluation (``tests/eval_common.py`` of
adbar/trafilatura). Texts and snippets are whitespace-normalised (runs of
whitespace become one space, ends stripped); a ``with`` snippet found as a
substring of the prediction is a TP, missing an FN; a ``without`` snippet found
is an FP, missing a TN. A failed extraction (None) finds nothing. Counts are
summed over all pages, then precision = TP/(TP+FP), recall = TP/(TP+FN),
accuracy = (TP+TN)/all, F1 = 2TP/(2TP+FP+FN), each 0 on an empty denominator.

Title: accuracy of the casefolded, whitespace-collapsed title, over the pages
whose truth has a title. Date: accuracy of the exact ``YYYY-MM-DD`` (a
prediction that is a datetime or an ISO timestamp is cut to its date), over the
pages whose truth has a date.

Author: accuracy over the pages whose truth names an author. Both sides are
split into names at ``;``, ``,``, ``|``, ``&`` and the word "and"; each name is
NFKC-normalised, casefolded, whitespace-collapsed, stripped of a leading "by"
and of surrounding punctuation; a part written in capitals only (a credential
such as "MD", "CFP", "DVM") is dropped unless it comes first. A page is right when the two sets of
names are equal (order and duplicates do not matter; an empty prediction is
wrong).
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from thresher.eval.shingle_codes import SHINGLE_SIZE, CodedTruth, shingle_total

# Scripts written without spaces between words: every character is a token.
_NO_SPACE_SCRIPTS = (
    "\u0e00-\u0e7f"  # Thai
    "\u0e80-\u0eff"  # Lao
    "\u1000-\u109f"  # Myanmar
    "\u1780-\u17ff"  # Khmer
    "\u3040-\u309f"  # Hiragana
    "\u30a0-\u30ff"  # Katakana
    "\u31f0-\u31ff"  # Katakana phonetic extensions
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uff9f"  # half-width Katakana
    "\U00020000-\U0003134f"  # CJK extensions B-G
)
_TOKEN = re.compile(rf"[{_NO_SPACE_SCRIPTS}]|[^\W{_NO_SPACE_SCRIPTS}]+")
_SPACE = re.compile(r"\s+")


def tokenize(text: str | None) -> list[str]:
    """Word tokens: ``\\w+`` runs, single characters in scripts written without spaces."""
    return _TOKEN.findall(text or "")


def shingles(text: str | None, n: int = SHINGLE_SIZE) -> Counter[tuple[str, ...]]:
    """The multiset of ``n``-token shingles; a shorter non-empty text is one shingle."""
    return _shingles_of(tokenize(text), n)


def _shingles_of(tokens: Sequence[str], n: int = SHINGLE_SIZE) -> Counter[tuple[str, ...]]:
    if len(tokens) < n:
        return Counter([tuple(tokens)]) if tokens else Counter()
    return Counter(zip(*(tokens[i:] for i in range(n)), strict=False))


@lru_cache(maxsize=4)
def _truth_side(truth: str) -> CodedTruth:
    """A truth's tokens and coded shingles, kept for the next extractor of the page."""
    return CodedTruth(tuple(tokenize(truth)))


@dataclass(frozen=True)
class BodyPage:
    """One page's normalised shingle TP/FP/FN and whether its tokens match exactly."""

    tp: float
    fp: float
    fn: float
    exact: bool

    @property
    def precision(self) -> float | None:
        """Per-page precision; None when the page does not count for precision."""
        return precision_score(self.tp, self.fp, self.fn) if self.tp + self.fp > 0 else None

    @property
    def recall(self) -> float | None:
        """Per-page recall; None when the page does not count for recall."""
        return recall_score(self.tp, self.fp, self.fn) if self.tp + self.fn > 0 else None


def score_body(truth: str | None, prediction: str | None) -> BodyPage:
    """Compare one page's predicted body with its truth (ScrapingHub shingle matching)."""
    true_side = _truth_side(truth or "")
    pred_tokens = tokenize(prediction)
    common = true_side.common_count(pred_tokens)
    if common is None:
        common = _common_count(_shingles_of(true_side.tokens), _shingles_of(pred_tokens))
    tp = float(common)
    fp = shingle_total(len(pred_tokens)) - tp
    fn = true_side.total - tp
    total = tp + fp + fn
    if total > 0:
        tp, fp, fn = tp / total, fp / total, fn / total
    return BodyPage(tp, fp, fn, true_side.tokens == tuple(pred_tokens))


def _common_count(a: Counter[tuple[str, ...]], b: Counter[tuple[str, ...]]) -> int:
    """Size of the multiset intersection of two shingle counts."""
    return sum((a & b).values())


def precision_score(tp: float, fp: float, fn: float) -> float:
    """Per-page precision as the reference defines it."""
    if fp == fn == 0:
        return 1.0
    if tp == fp == 0:
        return 0.0
    return tp / (tp + fp)


def recall_score(tp: float, fp: float, fn: float) -> float:
    """Per-page recall as the reference defines it."""
    if fp == fn == 0:
        return 1.0
    if tp == fn == 0:
        return 0.0
    return tp / (tp + fn)


@dataclass(frozen=True)
class BodyScores:
    """Body metrics over a set of pages."""

    precision: float
    recall: float
    f1: float
    accuracy: float
    pages: int


def summarize_body(pages: Sequence[BodyPage]) -> BodyScores | None:
    """Mean precision and recall over the qualifying pages, F1 of the means; None if no page."""
    if not pages:
        return None
    precision = _mean(p.precision for p in pages)
    recall = _mean(p.recall for p in pages)
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    accuracy = sum(p.exact for p in pages) / len(pages)
    return BodyScores(precision, recall, f1, accuracy, len(pages))


def _mean(values: Iterable[float | None]) -> float:
    kept = [v for v in values if v is not None]
    return sum(kept) / len(kept) if kept else 0.0


def normalize_space(text: str) -> str:
    """Runs of whitespace become one space; ends stripped."""
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class SnippetCounts:
    """Snippet confusion counts (one page, or summed over pages)."""

    tp: int = 0
    fp: int = 0
    fn: int = 0
    tn: int = 0

    def __add__(self, other: SnippetCounts) -> SnippetCounts:
        return SnippetCounts(
            self.tp + other.tp, self.fp + other.fp, self.fn + other.fn, self.tn + other.tn
        )


def score_snippets(
    with_: Sequence[str], without: Sequence[str], prediction: str | None
) -> SnippetCounts:
    """Count ``with`` snippets found (TP) and ``without`` snippets found (FP) in a prediction."""
    if prediction is None:
        return SnippetCounts(0, 0, len(with_), len(without))
    text = normalize_space(prediction)
    tp = sum(1 for s in with_ if normalize_space(s) in text)
    fp = sum(1 for s in without if normalize_space(s) in text)
    return SnippetCounts(tp, fp, len(with_) - tp, len(without) - fp)


@dataclass(frozen=True)
class SnippetScores:
    """Snippet metrics from counts summed over pages."""

    precision: float
    recall: float
    f1: float
    accuracy: float
    pages: int
    counts: SnippetCounts


def summarize_snippets(pages: Sequence[SnippetCounts]) -> SnippetScores | None:
    """Precision, recall, F1 and accuracy of the summed counts; None if no page."""
    if not pages:
        return None
    c = sum(pages, SnippetCounts())
    precision = c.tp / (c.tp + c.fp) if c.tp + c.fp else 0.0
    recall = c.tp / (c.tp + c.fn) if c.tp + c.fn else 0.0
    total = c.tp + c.fp + c.fn + c.tn
    accuracy = (c.tp + c.tn) / total if total else 0.0
    f1 = 2 * c.tp / (2 * c.tp + c.fp + c.fn) if c.tp or c.fp or c.fn else 0.0
    return SnippetScores(precision, recall, f1, accuracy, len(pages), c)


def normalize_title(title: str | None) -> str:
    """Casefolded title with whitespace collapsed."""
    return normalize_space(title or "").casefold()


def title_match(truth: str, prediction: str | None) -> bool:
    """True when the normalised titles are equal."""
    return normalize_title(truth) == normalize_title(prediction)


_ISO_DATE = re.compile(r"^\s*(\d{4}-\d{2}-\d{2})")


def normalize_date(value: object) -> str | None:
    """``YYYY-MM-DD`` from a date, a datetime or an ISO string; other strings unchanged."""
    if value is None:
        return None
    if isinstance(value, dt.datetime | dt.date):
        return value.strftime("%Y-%m-%d")
    text = str(value)
    match = _ISO_DATE.match(text)
    return match.group(1) if match else text.strip() or None


def date_match(truth: str, prediction: object) -> bool:
    """True when the prediction is the truth's exact day."""
    return normalize_date(prediction) == truth.strip()


_AUTHOR_SPLIT = re.compile(r"\s*(?:[;,|&]|\band\b)\s*", re.IGNORECASE)
_AUTHOR_BY = re.compile(r"^by\s+", re.IGNORECASE)
_AUTHOR_EDGE = re.compile(r"^[\W_]+|[\W_]+$")


def _author_name(part: str) -> str:
    """One author name, normalised (may be empty)."""
    name = _AUTHOR_EDGE.sub("", normalize_space(unicodedata.normalize("NFKC", part)))
    return _AUTHOR_EDGE.sub("", _AUTHOR_BY.sub("", name))


def _is_credential(name: str) -> bool:
    """A one-word part in capitals only, such as "MD" or "CFP"."""
    return " " not in name and name.upper() == name and any(c.isalpha() for c in name)


def author_names(value: str | None) -> frozenset[str]:
    """The set of normalised author names in an author string (see the module notes);
    credentials are dropped after the first name."""
    names = [n for n in (_author_name(p) for p in _AUTHOR_SPLIT.split(value or "")) if n]
    kept = names[:1] + [n for n in names[1:] if not _is_credential(n)]
    return frozenset(n.casefold() for n in kept)


def author_match(truth: str, prediction: str | None) -> bool:
    """True when the prediction names exactly the truth's authors (as normalised sets)."""
    expected = author_names(truth)
    return bool(expected) and author_names(prediction) == expected


@dataclass(frozen=True)
class Accuracy:
    """Share of correct pages among those with a truth."""

    value: float
    pages: int


def summarize_matches(matches: Sequence[bool]) -> Accuracy | None:
    """Accuracy of a list of per-page matches; None if no page has a truth."""
    if not matches:
        return None
    return Accuracy(sum(matches) / len(matches), len(matches))
