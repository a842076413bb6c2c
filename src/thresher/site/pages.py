"""A site's pages from a directory, read lazily: a Mapping from relative path to bytes."""

from __future__ import annotations

import gzip
from collections.abc import Iterator, Mapping
from pathlib import Path

from thresher.errors import InputError

HTML_SUFFIXES = (".html", ".htm", ".xhtml", ".shtml", ".html.gz", ".htm.gz")


class DirectoryPages(Mapping[str, bytes]):
    """Every HTML file under ``root`` (recursively), keyed by its path relative to ``root``.

    Files are read when a page is asked for, so a large site never sits in
    memory at once; ``.gz`` files are decompressed.
    """

    def __init__(self, root: str | Path, *, max_bytes: int = 50_000_000) -> None:
        self.root = Path(root)
        if not self.root.is_dir():
            raise InputError(f"{root}: not a directory")
        self.max_bytes = max_bytes
        self._files = {
            path.relative_to(self.root).as_posix(): path
            for path in sorted(self.root.rglob("*"))
            if path.is_file() and path.name.lower().endswith(HTML_SUFFIXES)
        }

    def __getitem__(self, name: str) -> bytes:
        path = self._files[name]
        try:
            if path.name.lower().endswith(".gz"):
                with gzip.open(path, "rb") as handle:
                    return handle.read(self.max_bytes + 1)
            with path.open("rb") as handle:
                return handle.read(self.max_bytes + 1)
        except (OSError, EOFError) as exc:
            raise InputError(f"{path}: cannot read: {exc}") from exc

    def __iter__(self) -> Iterator[str]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)

    def path(self, name: str) -> Path:
        """The file a page was read from."""
        return self._files[name]


def strip_suffix(name: str) -> str:
    """A page name without its HTML suffix (for output file names)."""
    lower = name.lower()
    for suffix in sorted(HTML_SUFFIXES, key=len, reverse=True):
        if lower.endswith(suffix):
            return name[: -len(suffix)]
    return name
