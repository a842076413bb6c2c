"""Regenerate the expected outputs of the golden pages in ``tests/cases/``.

Each case is a folder ``tests/cases/<slug>/`` holding ``source.html`` (the page),
``expected.json`` (what :func:`thresher.extract` returns for it today) and,
optionally, ``options.json`` (``{"url": ..., "method": ..., "options": {...}}``).
This script runs the public API on every case, or on the slugs given, and
rewrites ``expected.json``::

    python benchmarks/regenerate_cases.py                 # every case
    python benchmarks/regenerate_cases.py data-table      # one case
    python benchmarks/regenerate_cases.py --check         # report differences, write nothing

``expected.json`` always holds ``title``, ``date``, ``text`` and ``markdown``;
the other fields a case cares about (``author``, ``image``, ``date_modified``,
``warnings``...) are kept when the file already names them: add ``"author": null``
by hand and regenerate to pin a new field. Keys are written in a fixed order,
as UTF-8 (``ensure_ascii=False``), indented by two spaces.

The outputs come from the code of this checkout (its ``src/`` goes first on
``sys.path``); read every regenerated file before committing it, and list a case
whose output is wrong in the ``KNOWN_WRONG`` section of ``tests/cases/README.md``.
"""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
CASES = REPO / "tests" / "cases"
if (REPO / "src" / "thresher").is_dir():
    sys.path.insert(0, str(REPO / "src"))

import thresher  # noqa: E402

REQUIRED = ("title", "date", "text", "markdown")
# Every field an expected.json may hold, in the order it is written.
FIELDS = (
    "title",
    "date",
    "date_modified",
    "author",
    "sitename",
    "description",
    "language",
    "canonical_url",
    "image",
    "categories",
    "tags",
    "warnings",
    "text",
    "markdown",
)
OPTION_KEYS = ("url", "method", "options")


def read_options(case: Path) -> dict[str, Any]:
    """The case's options.json, or the defaults (no URL, method auto, no options)."""
    path = case / "options.json"
    given = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    unknown = sorted(set(given) - set(OPTION_KEYS))
    if unknown:
        raise SystemExit(f"{path}: unknown keys {unknown}; allowed: {list(OPTION_KEYS)}")
    return {
        "url": given.get("url"),
        "method": given.get("method", "auto"),
        "options": given.get("options", {}),
    }


def run_case(case: Path) -> thresher.Extraction:
    """Extract the case's page with its options, through the public API only."""
    options = read_options(case)
    return thresher.extract(
        (case / "source.html").read_bytes(),
        url=options["url"],
        method=options["method"],
        **options["options"],
    )


def field_value(result: thresher.Extraction, field: str) -> Any:
    """One field of the result, in its JSON form."""
    if field in ("text", "markdown"):
        return getattr(result, field)
    value = result.warnings if field == "warnings" else getattr(result.metadata, field)
    return list(value) if isinstance(value, tuple) else value


def expected_for(case: Path, result: thresher.Extraction) -> dict[str, Any]:
    """The new expected.json content: the required fields plus those the old one named."""
    path = case / "expected.json"
    old = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    unknown = sorted(set(old) - set(FIELDS))
    if unknown:
        raise SystemExit(f"{path}: unknown fields {unknown}; allowed: {list(FIELDS)}")
    wanted = set(REQUIRED) | set(old)
    return {field: field_value(result, field) for field in FIELDS if field in wanted}


def dump(data: dict[str, Any]) -> str:
    """expected.json text: fixed key order, UTF-8, two-space indent, final newline."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("slugs", nargs="*", help="cases to regenerate (default: all)")
    parser.add_argument(
        "--check", action="store_true", help="show what would change and write nothing"
    )
    args = parser.parse_args(argv)
    every = sorted(p.name for p in CASES.iterdir() if p.is_dir())
    missing = [slug for slug in args.slugs if slug not in every]
    if missing:
        parser.error(f"no such case: {', '.join(missing)} (cases: {', '.join(every)})")
    print(f"thresher from {Path(thresher.__file__).parent}", file=sys.stderr)
    changed = 0
    for slug in args.slugs or every:
        case = CASES / slug
        new = dump(expected_for(case, run_case(case)))
        path = case / "expected.json"
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        if new == old:
            if not args.check:
                print(f"unchanged  {slug}")
            continue
        changed += 1
        if args.check:
            diff = difflib.unified_diff(
                old.splitlines(keepends=True),
                new.splitlines(keepends=True),
                f"{slug}/expected.json (recorded)",
                f"{slug}/expected.json (now)",
            )
            sys.stdout.writelines(diff)
        else:
            path.write_text(new, encoding="utf-8")
            print(f"written    {slug}")
    if args.check and changed:
        print(f"{changed} case(s) differ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
