"""Fetch a page over http(s) under a strict policy.

* only ``http`` and ``https`` URLs with a host, checked again at every
  redirect hop (a redirect to ``file://`` or ``ftp://`` is refused), so a URL
  list can never make thresher read a local file;
* at most ``max_redirects`` redirects;
* connect and read timeouts, and a total deadline for the whole fetch (a
  server that drips one byte at a time cannot hold a worker);
* the body is streamed and cut at ``max_bytes`` after decompression (a
  declared ``Content-Length`` above it is refused before reading);
* the status must be 200 and the content type HTML-like (or absent);
* the environment (proxy variables, ``.netrc`` credentials) is ignored unless
  ``trust_env`` is set, so no local file is read and no credential is sent.

Every failure raises :class:`~thresher.errors.FetchError` naming the URL.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlparse

from thresher import __version__
from thresher.errors import FetchError
from thresher.html.load import charset_from_content_type

if TYPE_CHECKING:
    import httpx

USER_AGENT = f"thresher/{__version__} (content extraction; +https://pypi.org/project/thresher/)"
HTML_TYPES = ("text/html", "application/xhtml+xml", "text/plain", "application/xml", "text/xml")
SCHEMES = ("http", "https")


@dataclass(frozen=True)
class FetchPolicy:
    """Limits applied to every fetch."""

    connect_timeout_s: float = 10.0
    read_timeout_s: float = 20.0
    total_timeout_s: float = 60.0
    max_bytes: int = 20_000_000
    max_redirects: int = 5
    user_agent: str = USER_AGENT
    trust_env: bool = False


@dataclass(frozen=True)
class Fetched:
    """A fetched page: final URL, bytes and the HTTP charset, if any."""

    url: str
    data: bytes
    charset: str | None
    content_type: str


def check_url(url: str) -> None:
    """Raise FetchError unless ``url`` is an absolute http(s) URL with a host."""
    try:
        parsed = urlparse(url)
        host = parsed.hostname
        parsed.port  # noqa: B018 - raises ValueError for a bad port
    except ValueError as exc:
        raise FetchError(f"{url}: malformed URL ({exc}); fix or drop it") from exc
    if parsed.scheme.lower() not in SCHEMES or not host:
        raise FetchError(f"{url}: only http and https URLs can be fetched; drop this URL")


def fetch(url: str, policy: FetchPolicy | None = None) -> Fetched:
    """Fetch one URL under ``policy``; FetchError on any failure."""
    import httpx  # here, not at the top: only URL inputs need it (and its import is slow)

    policy = policy or FetchPolicy()
    check_url(url)
    timeout = httpx.Timeout(
        policy.read_timeout_s, connect=policy.connect_timeout_s, pool=policy.connect_timeout_s
    )
    headers = {"User-Agent": policy.user_agent, "Accept": "text/html,application/xhtml+xml"}
    client = httpx.Client(
        timeout=timeout, headers=headers, follow_redirects=False, trust_env=policy.trust_env
    )
    deadline = _Deadline(client, policy.total_timeout_s)
    try:
        with client, deadline:
            return _follow(client, url, policy, deadline)
    except FetchError:
        raise
    except (httpx.HTTPError, httpx.InvalidURL, httpx.StreamError, ValueError, OSError) as exc:
        if deadline.expired:
            raise FetchError(_too_slow(url, policy)) from exc
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise FetchError(f"{url}: {type(exc).__name__}: {reason}; check the URL or retry") from exc


class _Deadline:
    """Closes the client when the total time runs out, which aborts a blocked read."""

    def __init__(self, client: httpx.Client, seconds: float) -> None:
        self.timer = threading.Timer(seconds, self._expire, args=(client,))
        self.timer.daemon = True
        self.expired = False
        self.started = time.monotonic()
        self.seconds = seconds

    def _expire(self, client: httpx.Client) -> None:
        self.expired = True
        client.close()

    def check(self, url: str, policy: FetchPolicy) -> None:
        """FetchError once the total time has run out."""
        if self.expired or time.monotonic() - self.started > self.seconds:
            raise FetchError(_too_slow(url, policy))

    def __enter__(self) -> _Deadline:
        self.timer.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.timer.cancel()


def _too_slow(url: str, policy: FetchPolicy) -> str:
    return f"{url}: took longer than {policy.total_timeout_s:g} s in total; the server is too slow"


def _follow(client: httpx.Client, url: str, policy: FetchPolicy, deadline: _Deadline) -> Fetched:
    start = url
    for _ in range(policy.max_redirects + 1):
        with client.stream("GET", url) as response:
            if response.is_redirect:
                url = _redirect_target(response, start)
                continue
            return _read(response, url, policy, deadline)
    raise FetchError(
        f"{start}: more than {policy.max_redirects} redirects (last {url}); a redirect loop?"
    )


def _redirect_target(response: httpx.Response, start: str) -> str:
    """The next hop, checked like the first URL; the error names the URL asked for."""
    import httpx

    location = response.headers.get("location", "")
    try:
        target = str(response.url.join(location))
        check_url(target)
    except (FetchError, httpx.InvalidURL, ValueError) as exc:
        raise FetchError(f"{start}: redirected to {location!r}, refused: {exc}") from exc
    return target


def _read(response: httpx.Response, url: str, policy: FetchPolicy, deadline: _Deadline) -> Fetched:
    if response.status_code != 200:
        raise FetchError(f"{url}: HTTP status {response.status_code}; nothing to extract")
    content_type = response.headers.get("content-type", "")
    if content_type and not content_type.lower().lstrip().startswith(HTML_TYPES):
        raise FetchError(f"{url}: content type {content_type!r} is not HTML; skip it")
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > policy.max_bytes:
        raise FetchError(_too_big(url, policy))
    chunks, size = [], 0
    for chunk in response.iter_bytes():
        deadline.check(url, policy)
        size += len(chunk)
        if size > policy.max_bytes:
            raise FetchError(_too_big(url, policy))
        chunks.append(chunk)
    return Fetched(url, b"".join(chunks), charset_from_content_type(content_type), content_type)


def _too_big(url: str, policy: FetchPolicy) -> str:
    return f"{url}: response larger than max_bytes={policy.max_bytes}; skip it or raise the cap"
