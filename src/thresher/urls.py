"""URL helpers that never raise on malformed URLs found in pages or lists."""

from __future__ import annotations

from urllib.parse import urljoin, urlsplit


def join_url(base: str | None, url: str) -> str:
    """``url`` resolved against ``base``; ``url`` unchanged when either is malformed."""
    if not base:
        return url
    try:
        return urljoin(base, url)
    except ValueError:  # e.g. a bad IPv6 host such as "http://[::1/x"
        return url


def url_host(url: str | None) -> str | None:
    """The lower-cased host name of ``url``, or None when it has none or is malformed."""
    if not url:
        return None
    try:
        return urlsplit(url).hostname
    except ValueError:
        return None
