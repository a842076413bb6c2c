"""Where outcomes go: stdout, one file, or a mirrored tree under a directory."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path

from thresher.batch.paths import output_path, write_atomically
from thresher.batch.runner import PageOutcome
from thresher.output import extension


@dataclass
class OutcomeWriter:
    """Writes each successful outcome to its destination."""

    target: Path | None
    fmt: str
    many: bool

    @classmethod
    def for_target(cls, target: Path | None, fmt: str, many: bool) -> OutcomeWriter:
        """A writer for ``-o target`` (None = stdout)."""
        return cls(target, fmt, many)

    def write(self, outcome: PageOutcome) -> None:
        """Write one outcome (failed ones are reported by the caller)."""
        if outcome.output is None:
            return
        if self.target is None:
            self._to_stdout(outcome)
        elif self.many or self.target.is_dir():
            path = output_path(self.target, outcome.page.relative, extension(self.fmt))
            write_atomically(path, outcome.output)
        else:
            write_atomically(self.target, outcome.output)

    def _to_stdout(self, outcome: PageOutcome) -> None:
        if self.fmt == "json" and self.many:
            line = json.dumps(outcome.record, ensure_ascii=False)
            sys.stdout.write(line + "\n")
        elif self.many:
            sys.stdout.write(f"==> {outcome.page.name} <==\n{outcome.output.rstrip()}\n\n")
        else:
            sys.stdout.write(outcome.output.rstrip("\n") + "\n")
        sys.stdout.flush()

    def close(self) -> None:
        """Flush what is buffered."""
        sys.stdout.flush()
