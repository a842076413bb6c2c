"""A site's pages from a directory, read lazily: a Mapping from relative path to bytes."""

from __future__ import annotations

import gzip
from collections.abc import Iterator, Mapping
from pathlib import Path

from thresher.errors import InputError
from thresher.html.sniff import HTML_SUFFIXES, is_html_file, strip_html_suffix

__all__ = ["HTML_SUFFIXES", "DirectoryPages", "strip_suffix"]


class DirectoryPages(Mapping[str, bytes]):
    """Every web page under ``root`` (recursively), keyed by its path relative to ``root``.

    A page is a file named like one or whose first bytes are HTML (``index.php``,
    extension-less files of a wget dump). Files are read when a page is asked
    for, so a large site never sits in memory at once; ``.gz`` files are
    decompressed, and a damaged one is handed over as it is, for decoding to
    keep what comes before the damage (with a warning).
    """

    def __init__(self, root: str | Path, *, max_bytes: int = 50_000_000) -> None:
        self.root = Path(root)
        if not self.root.is_dir():
            raise InputError(f"{root}: not a directory")
        self.max_bytes = max_bytes
        self._files = {
            path.relative_to(self.root).as_posix(): path
            for path in sorted(self.root.rglob("*"))
            if path.is_file() and is_html_file(path)
        }

    def __getitem__(self, name: str) -> bytes:
        path = self._files[name]
        if path.name.lower().endswith(".gz"):
            try:
                with gzip.open(path, "rb") as handle:
                    return handle.read(self.max_bytes + 1)
            except (OSError, EOFError):
                pass  # damaged: decoding salvages what it can
        try:
            with path.open("rb") as handle:
                return handle.read(self.max_bytes + 1)
        except OSError as exc:
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
    return strip_html_suffix(name)
