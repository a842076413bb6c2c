"""One page of a batch: :class:`PageInput`, what every source yields and every stage reads."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field


@dataclass(frozen=True)
class PageInput:
    """One page to process: a name for reports, how to read it, and where output goes.

    ``relative`` is the path the output mirrors under the output directory;
    ``key`` identifies the page for ``--resume``; ``data`` holds the bytes of
    pages that arrive with them (stdin, WARC records); ``error`` marks an input
    known to be broken before extraction (a damaged WARC record).
    """

    name: str
    kind: str  # "file", "url", "stdin" or "warc"
    location: str
    relative: str
    url: str | None = None
    record_id: str | None = None
    charset: str | None = None
    data: bytes | None = field(default=None, repr=False, compare=False)
    error: str | None = None

    @property
    def key(self) -> str:
        """A stable identity: the WARC record id, else the name."""
        return self.record_id or self.name

    @property
    def source(self) -> str:
        """The file, archive, URL or ``-`` the page came from."""
        return self.location

    def without_data(self) -> PageInput:
        """The same page without its bytes (cheap to send between processes)."""
        return dataclasses.replace(self, data=None) if self.data is not None else self
