"""Where a report's files go, and the relative links between them.

```
DIR/index.html                        summary, plots, pages worst first
DIR/summary.json                      the eval summary (docs/eval.md schema)
DIR/plots/*.png                       the plots
DIR/pages/DATASET/PAGE.html           one page per document
DIR/marked/DATASET/PAGE.N.html        the marked view of the N-th thresher method
DIR/template/DATASET/PAGE.html        the site template view
```

File names come from page ids: characters outside ``[A-Za-z0-9._-]`` become
``_`` and a short hash of the id is added when the name had to change.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
_MAX_NAME = 60


def slug(name: str) -> str:
    """A file-name-safe form of a page id or dataset name (stable, collision-safe)."""
    safe = _UNSAFE.sub("_", name)[:_MAX_NAME].strip("._") or "page"
    if safe == name:
        return safe
    return f"{safe}-{hashlib.sha1(name.encode('utf-8')).hexdigest()[:8]}"


@dataclass(frozen=True)
class Layout:
    """The paths of one report directory."""

    root: Path

    @property
    def index(self) -> Path:
        """The summary page."""
        return self.root / "index.html"

    def plot_path(self, name: str) -> Path:
        """A plot image."""
        return self.root / "plots" / f"{name}.png"

    def doc_path(self, dataset: str, page_id: str) -> Path:
        """The document page of one page."""
        return self.root / "pages" / slug(dataset) / f"{slug(page_id)}.html"

    def marked_path(self, dataset: str, page_id: str, method_index: int) -> Path:
        """The marked view of one page by the ``method_index``-th thresher method."""
        return self.root / "marked" / slug(dataset) / f"{slug(page_id)}.{method_index}.html"

    def template_path(self, dataset: str, page_id: str) -> Path:
        """The site template view of one page."""
        return self.root / "template" / slug(dataset) / f"{slug(page_id)}.html"

    def href(self, target: Path, start: Path) -> str:
        """A relative URL from the page at ``start`` to ``target``."""
        relative = os.path.relpath(target, start.parent)
        return "/".join(_quote(part) for part in Path(relative).parts)


def _quote(part: str) -> str:
    from urllib.parse import quote

    return quote(part, safe="._-")
