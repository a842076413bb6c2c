"""Where pages come from: files, directories, stdin, URLs, URL lists and WARC archives.

Every source becomes a stream of :class:`PageInput` items. Files and URLs are
read (or fetched) by the worker that processes them; stdin and WARC records
carry their bytes with them.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from thresher.batch.page_input import PageInput
from thresher.batch.paths import safe_name_for_url
from thresher.batch.warc import iter_warc_pages, require_fastwarc, require_remote
from thresher.errors import InputError, ThresherError
from thresher.fetch import fetch
from thresher.html.sniff import is_html_file, strip_html_suffix

WARC_SUFFIXES = (".warc", ".warc.gz")
# How HTML starts when its file name does not say so (index.php, page.asp, wget dumps).


@dataclass(frozen=True)
class InputPlan:
    """The inputs of one batch: CLI arguments plus the URLs of URL lists."""

    inputs: tuple[str, ...] = ()
    urls: tuple[str, ...] = ()

    def pages(self) -> Iterator[PageInput]:
        """Every page, lazily (WARC records are read as they are needed)."""
        yield from expand_inputs(self.inputs)
        for url in self.urls:
            yield url_page(url)

    def count(self) -> int:
        """How many pages :meth:`pages` yields (reads WARC headers; fetches nothing)."""
        total = len(self.urls)
        for item in self.inputs:
            total += sum(1 for _ in _expand_one(item, with_data=False))
        return total

    @property
    def single(self) -> bool:
        """True when the plan is exactly one page (a file, a URL or stdin)."""
        if self.urls or len(self.inputs) != 1:
            return False
        item = self.inputs[0]
        if is_warc(item):
            return False
        return item == "-" or is_url(item) or Path(item).is_file()

    def check(self) -> None:
        """Before any work: InputError for a missing input, ThresherError for a missing reader."""
        for item in self.inputs:
            if item != "-" and "://" not in item and not Path(item).exists():
                raise InputError(f"{item}: no such file, directory or URL")
        check_readers(self.inputs)


def check_readers(inputs: Iterable[str]) -> None:
    """ThresherError when an input needs a reader that cannot be imported (fsspec, FastWARC)."""
    inputs = tuple(inputs)
    for item in inputs:
        if _is_remote_archive(item):
            require_remote(item)
    try:
        require_fastwarc()
    except ThresherError:
        if any(_holds_warc(item) for item in inputs):
            raise


def _is_remote_archive(item: str) -> bool:
    return "://" in item and is_warc(item)


def _holds_warc(item: str) -> bool:
    """True for a WARC input or a directory with a WARC file below it."""
    if is_warc(item):
        return True
    path = Path(item)
    return path.is_dir() and any(is_warc(p.name) and p.is_file() for p in path.rglob("*"))


def expand_inputs(inputs: Iterable[str]) -> Iterator[PageInput]:
    """Expand CLI inputs (files, directories, WARC files, '-', URLs) into PageInput items."""
    for item in inputs:
        yield from _expand_one(item, with_data=True)


def _expand_one(item: str, *, with_data: bool) -> Iterator[PageInput]:
    if item == "-":
        data = sys.stdin.buffer.read(50_000_001) if with_data else None
        yield PageInput("<stdin>", "stdin", "-", "stdin", data=data)
    elif _is_remote_archive(item):  # fsspec opens it
        name = item.rstrip("/").rsplit("/", 1)[-1]
        yield from _warc(item, strip_html_suffix(name, WARC_SUFFIXES), with_data)
    elif is_url(item):
        yield url_page(item)
    else:
        path = Path(item)
        if path.is_dir():
            yield from _directory(path, with_data=with_data)
        elif is_warc(path.name):
            yield from _warc(path, strip_html_suffix(path.name, WARC_SUFFIXES), with_data)
        elif path.exists():
            yield PageInput(str(path), "file", str(path), strip_html_suffix(path.name))
        else:
            raise InputError(f"{item}: no such file, directory or URL")


def _directory(root: Path, *, with_data: bool) -> Iterator[PageInput]:
    for path in sorted(root.rglob("*")):
        if not path.is_file():
            continue
        relative = path.relative_to(root)
        if is_warc(path.name):
            stem = strip_html_suffix(relative.name, WARC_SUFFIXES)
            yield from _warc(path, str(relative.with_name(stem)), with_data)
        elif is_html_file(path):
            stem = strip_html_suffix(relative.name)
            yield PageInput(str(path), "file", str(path), str(relative.with_name(stem)))


def _warc(path: Path | str, relative_root: str, with_data: bool) -> Iterator[PageInput]:
    yield from iter_warc_pages(path, relative_root, read_payload=with_data)


def is_url(item: str) -> bool:
    """True for an http(s) URL argument."""
    return item.startswith(("http://", "https://"))


def is_warc(name: str) -> bool:
    """True for a ``.warc`` or ``.warc.gz`` file name."""
    return name.lower().endswith(WARC_SUFFIXES)


def url_page(url: str) -> PageInput:
    """A page to fetch from ``url`` (the fetcher refuses anything but http/https)."""
    return PageInput(url, "url", url, safe_name_for_url(url), url=url)


def read_url_list(path: str) -> list[str]:
    """URLs from a file (or ``-``): one a line, blank lines and ``#`` comments skipped."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise InputError(f"{path}: cannot read URL list: {exc}") from exc
    return [url for url in (_clean(line) for line in text.splitlines()) if url]


def _clean(line: str) -> str:
    line = line.strip()
    return "" if line.startswith("#") else line


def read_input(
    page: PageInput, max_bytes: int = 50_000_000
) -> tuple[bytes, str | None, str | None]:
    """Return (bytes, url, http charset) for one input; FetchError/InputError on failure."""
    if page.data is not None:
        return page.data, page.url, page.charset
    if page.kind == "url":
        fetched = fetch(page.location)
        return fetched.data, fetched.url, fetched.charset
    if page.kind != "file":
        raise InputError(f"{page.name}: no data to read")
    path = Path(page.location)
    try:
        # A .gz file is read as it is: extraction decompresses it, keeping what a
        # damaged or truncated tail allows and recording a warning.
        with path.open("rb") as handle:
            return handle.read(max_bytes + 1), page.url, None
    except OSError as exc:
        raise InputError(f"{page.location}: cannot read: {exc}") from exc
