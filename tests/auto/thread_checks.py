"""What the thread suites check on a page's text: the posts' paragraphs it misses, the
chrome lines it keeps, and the pages to test with their known failures marked."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import pytest
from tests.auto.engine_threads import ThreadPage


def missing_texts(texts: tuple[str, ...], text: str) -> list[str]:
    """The ``texts`` not in ``text``, whitespace folded on both sides."""
    flat = " ".join(text.split())
    return [p for p in texts if " ".join(p.split()) not in flat]


def chrome_kept(page: ThreadPage, text: str) -> list[str]:
    """The chrome lines of ``page`` that open a line of ``text`` as a whole word."""
    lines = [line.strip() for line in text.splitlines()]
    return sorted(
        {c for c in page.chrome for line in lines if re.match(rf"{re.escape(c)}(?!\w)", line)}
    )


def marked_pages(
    pages: Iterable[tuple[str, str]], known: Mapping[tuple[str, str], str]
) -> list[object]:
    """The (engine, language) pages, each of ``known`` a strict xfail with its reason."""
    return [
        pytest.param(*page, marks=pytest.mark.xfail(strict=True, reason=known[page]))
        if page in known
        else page
        for page in pages
    ]
