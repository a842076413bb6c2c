"""Fetch a page over http(s) under a strict policy.

Only ``http`` and ``https``; connect and read timeouts; at most
``max_redirects`` redirects, each target checked again; the body is streamed
and cut at ``max_bytes``; the content type must be HTML-like. Errors raise
:class:`~thresher.errors.FetchError` naming the URL.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlparse

import httpx

from thresher import __version__
from thresher.errors import FetchError
from thresher.html.load import charset_from_content_type

USER_AGENT = f"thresher/{__version__} (content extraction; +https://pypi.org/project/thresher/)"
_HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "application/xml", "text/xml")


@dataclass(frozen=True)
class FetchPolicy:
    """Limits applied to every fetch."""

    connect_timeout_s: float = 10.0
    read_timeout_s: float = 20.0
    max_bytes: int = 20_000_000
    max_redirects: int = 5
    user_agent: str = USER_AGENT


@dataclass(frozen=True)
class Fetched:
    """A fetched page: final URL, bytes and the HTTP charset, if any."""

    url: str
    data: bytes
    charset: str | None
    content_type: str


def check_url(url: str) -> None:
    """Raise FetchError unless ``url`` is an absolute http(s) URL with a host."""
    parsed = urlparse(url)
    if parsed.scheme not in ("http", "https") or not parsed.hostname:
        raise FetchError(f"{url}: only http and https URLs can be fetched")


def fetch(url: str, policy: FetchPolicy = FetchPolicy()) -> Fetched:
    """Fetch one URL under ``policy``; FetchError on any failure."""
    check_url(url)
    timeout = httpx.Timeout(policy.read_timeout_s, connect=policy.connect_timeout_s)
    headers = {"User-Agent": policy.user_agent, "Accept": "text/html,application/xhtml+xml"}
    try:
        with httpx.Client(timeout=timeout, headers=headers, follow_redirects=False) as client:
            return _follow(client, url, policy)
    except httpx.HTTPError as exc:
        raise FetchError(f"{url}: {type(exc).__name__}: {exc}") from exc


def _follow(client: httpx.Client, url: str, policy: FetchPolicy) -> Fetched:
    for _ in range(policy.max_redirects + 1):
        with client.stream("GET", url) as response:
            if response.is_redirect:
                target = str(response.url.join(response.headers.get("location", "")))
                check_url(target)
                url = target
                continue
            return _read(response, url, policy)
    raise FetchError(f"{url}: more than {policy.max_redirects} redirects")


def _read(response: httpx.Response, url: str, policy: FetchPolicy) -> Fetched:
    if response.status_code != 200:
        raise FetchError(f"{url}: HTTP status {response.status_code}")
    content_type = response.headers.get("content-type", "")
    if content_type and not content_type.lower().startswith(_HTML_TYPES):
        raise FetchError(f"{url}: content type {content_type!r} is not HTML")
    chunks, size = [], 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > policy.max_bytes:
            raise FetchError(f"{url}: response larger than {policy.max_bytes} bytes")
        chunks.append(chunk)
    return Fetched(url, b"".join(chunks), charset_from_content_type(content_type), content_type)
