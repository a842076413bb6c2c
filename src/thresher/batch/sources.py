"""Where pages come from: files, directories, stdin and URLs, as PageInput items."""

from __future__ import annotations

import gzip
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from thresher.errors import InputError

HTML_SUFFIXES = (".html", ".htm", ".xhtml", ".html.gz", ".htm.gz")


@dataclass(frozen=True)
class PageInput:
    """One page to process: a name for reports, how to read it, and where output goes.

    ``relative`` is the path the output mirrors under the output directory.
    """

    name: str
    kind: str  # "file", "url" or "stdin"
    location: str
    relative: str
    url: str | None = None


def expand_inputs(inputs: list[str]) -> Iterator[PageInput]:
    """Expand CLI inputs (files, directories, '-', URLs) into PageInput items."""
    for item in inputs:
        if item == "-":
            yield PageInput("<stdin>", "stdin", "-", "stdin")
        elif item.startswith(("http://", "https://")):
            yield PageInput(item, "url", item, _url_relative(item), url=item)
        else:
            path = Path(item)
            if path.is_dir():
                yield from _directory(path)
            elif path.exists():
                yield PageInput(str(path), "file", str(path), _strip_suffix(path.name))
            else:
                raise InputError(f"{item}: no such file, directory or URL")


def _directory(root: Path) -> Iterator[PageInput]:
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.name.lower().endswith(HTML_SUFFIXES):
            relative = path.relative_to(root)
            stem = _strip_suffix(relative.name)
            yield PageInput(str(path), "file", str(path), str(relative.with_name(stem)))


def _strip_suffix(name: str) -> str:
    lower = name.lower()
    for suffix in sorted(HTML_SUFFIXES, key=len, reverse=True):
        if lower.endswith(suffix):
            return name[: -len(suffix)]
    return name


def _url_relative(url: str) -> str:
    from thresher.batch.paths import safe_name_for_url

    return safe_name_for_url(url)


def read_input(
    page: PageInput, max_bytes: int = 50_000_000
) -> tuple[bytes, str | None, str | None]:
    """Return (bytes, url, http charset) for one input; FetchError/InputError on failure."""
    if page.kind == "stdin":
        return sys.stdin.buffer.read(max_bytes + 1), page.url, None
    if page.kind == "url":
        from thresher.fetch import fetch

        fetched = fetch(page.location)
        return fetched.data, fetched.url, fetched.charset
    path = Path(page.location)
    try:
        if path.name.lower().endswith(".gz"):
            with gzip.open(path, "rb") as handle:
                return handle.read(max_bytes + 1), page.url, None
        with path.open("rb") as handle:
            return handle.read(max_bytes + 1), page.url, None
    except (OSError, EOFError) as exc:
        raise InputError(f"{page.location}: cannot read: {exc}") from exc
