"""One extraction of a page with the same options for the whole test session.

The synthetic engine suites check several things of each page (its texts kept, its chrome
dropped, its Markdown, its metadata), one test each: :func:`extract_once` extracts a page
once for all of them. Extraction is deterministic and its result is not changed by the
tests, so sharing it loses no check. Only for tests that patch nothing: a test that
monkeypatches thresher calls :func:`thresher.extract` itself.
"""

from __future__ import annotations

from functools import lru_cache

from thresher import extract
from thresher.output.extraction import Extraction

# A module's tests run one page after another, check after check: the cache must hold
# every page of the largest suite (164 listing pages) with a few option variants.
_PAGES = 512


@lru_cache(maxsize=_PAGES)
def extract_once(
    data: str | bytes, url: str | None = None, method: str = "auto", **options: object
) -> Extraction:
    """``thresher.extract(data, url=url, method=method, **options)``, computed once a session."""
    return extract(data, url=url, method=method, **options)


@lru_cache(maxsize=_PAGES)
def text_once(
    data: str | bytes, url: str | None = None, method: str = "auto", **options: object
) -> str:
    """The plain text of :func:`extract_once` (``""`` when none is kept)."""
    return extract_once(data, url=url, method=method, **options).text or ""


@lru_cache(maxsize=_PAGES)
def markdown_once(
    data: str | bytes, url: str | None = None, method: str = "auto", **options: object
) -> str:
    """The Markdown of :func:`extract_once` (``""`` when none is kept)."""
    return extract_once(data, url=url, method=method, **options).markdown or ""
