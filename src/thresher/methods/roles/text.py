"""String helpers of the ``roles`` method: PreaireString and the title match."""

from __future__ import annotations

import re
import unicodedata

_NOT_WORD = re.compile(r"[\W\d_]+")


def prepare_string(text: str) -> str:
    """PreaireString: special characters to ordinary ones (NFKC), whitespace collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).split())


def lowered(text: str) -> str:
    """The prepared string, case folded (the paper's TitleLower)."""
    return prepare_string(text).casefold()


def bare_words(text: str) -> str:
    """Case-folded words only: digits, punctuation and extra spaces removed."""
    return " ".join(_NOT_WORD.sub(" ", lowered(text)).split())


def longest_common_substring(a: str, b: str) -> int:
    """Length of the longest common substring of ``a`` and ``b``.

    Binary search on the length: if a common substring of length k exists,
    one of every shorter length does too; each probe is C-speed ``in``.
    """
    if len(a) > len(b):
        a, b = b, a
    low, high = 0, len(a)
    while low < high:
        mid = (low + high + 1) // 2
        if _share_substring(a, b, mid):
            low = mid
        else:
            high = mid - 1
    return low


def _share_substring(a: str, b: str, size: int) -> bool:
    return any(a[i : i + size] in b for i in range(len(a) - size + 1))
