"""URL helpers that never raise on malformed URLs found in pages or lists."""

from __future__ import annotations

import re
from urllib.parse import urljoin, urlsplit

# An absolute address that urljoin gives back as it is, whatever the base: "http" or
# "https" in lower case, a host of ASCII letters, digits, dots and hyphens (no brackets,
# no user), maybe a port, and a path without parameters, query, fragment, spaces or
# control characters (urlsplit would strip or split at them). Its scheme is the base's
# (then the parts are joined again unchanged) or not (then urljoin returns it), and a
# base urlsplit rejects makes join_url return it too; parsing it costs more than the
# test (tests/test_urls.py holds the two equal).
_PLAIN_ABSOLUTE = re.compile(r"https?://[A-Za-z0-9.-]+(?::[0-9]+)?(?:/[^\x00-\x20\x7f;?#]*)?")


def join_url(base: str | None, url: str) -> str:
    """``url`` resolved against ``base``; ``url`` unchanged when either is malformed."""
    if not base or _PLAIN_ABSOLUTE.fullmatch(url) is not None:
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
