"""Output paths that cannot escape the output directory."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from urllib.parse import urlsplit

from thresher.errors import InputError

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+|\.{2,}")


def safe_name_for_url(url: str, max_length: int = 120, key: str | None = None) -> str:
    """A file name for a URL: host and path, unsafe characters replaced, a short hash.

    The hash is of ``key`` when given (a WARC record id: two captures of one
    URL get two names), else of the URL.
    """
    try:
        parsed = urlsplit(url)
        base = f"{parsed.hostname or 'page'}{parsed.path}"
    except ValueError:  # a malformed URL, e.g. a bad IPv6 host: name it by its text
        parsed, base = None, url
    if parsed is not None and parsed.query:
        base += "_" + parsed.query
    name = _UNSAFE.sub("_", base).strip("._") or "page"
    digest = hashlib.sha1((key or url).encode("utf-8", "replace")).hexdigest()[:10]
    return f"{name[:max_length]}_{digest}"


def output_path(out_dir: Path, relative: str, suffix: str) -> Path:
    """``out_dir/relative+suffix``; InputError if it would land outside ``out_dir``."""
    root = out_dir.resolve()
    parts = [p for p in Path(relative).parts if p not in ("", ".", "..", "/")]
    target = root.joinpath(*parts) if parts else root / "page"
    target = target.with_name(target.name + suffix).resolve()
    if root != target and root not in target.parents:
        raise InputError(f"{relative}: output path would escape {out_dir}")
    return target


def write_atomically(path: Path, text: str) -> None:
    """Write text to ``path`` through a temporary file and a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
