"""Golden pages: each folder of tests/cases/ is a realistic page with one quirk.

The test extracts ``source.html`` with the case's ``options.json`` through the
public API and compares every field ``expected.json`` names. A change that is
meant (a fix) is recorded with ``python benchmarks/regenerate_cases.py <slug>``;
see tests/cases/README.md.
"""

from __future__ import annotations

import difflib
import json
import re
from pathlib import Path
from typing import Any

import pytest

import thresher

CASES = Path(__file__).resolve().parent / "cases"
SLUGS = sorted(p.name for p in CASES.iterdir() if p.is_dir())
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
FILES = {"source.html", "expected.json", "options.json"}
REQUIRED_FIELDS = {"title", "date", "text", "markdown"}
METADATA_FIELDS = {
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
}
FIELDS = METADATA_FIELDS | {"warnings", "text", "markdown"}
OPTION_KEYS = {"url", "method", "options"}
REGENERATE = "python benchmarks/regenerate_cases.py"


def _json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _options(case: Path) -> dict[str, Any]:
    path = case / "options.json"
    return _json(path) if path.exists() else {}


def _extract(case: Path) -> thresher.Extraction:
    options = _options(case)
    return thresher.extract(
        (case / "source.html").read_bytes(),
        url=options.get("url"),
        method=options.get("method", "auto"),
        **options.get("options", {}),
    )


def _field(result: thresher.Extraction, field: str) -> Any:
    if field in ("text", "markdown"):
        return getattr(result, field)
    value = result.warnings if field == "warnings" else getattr(result.metadata, field)
    return list(value) if isinstance(value, tuple) else value


def _difference(field: str, expected: Any, actual: Any) -> str:
    if isinstance(expected, str) and isinstance(actual, str) and ("\n" in expected + actual):
        diff = difflib.unified_diff(
            expected.splitlines(),
            actual.splitlines(),
            f"expected {field}",
            f"actual {field}",
            lineterm="",
        )
        return "\n".join(diff)
    return f"{field}: expected {expected!r}, got {actual!r}"


@pytest.mark.parametrize("slug", SLUGS)
def test_case(slug: str) -> None:
    case = CASES / slug
    expected = _json(case / "expected.json")
    result = _extract(case)
    problems = [
        _difference(field, want, got)
        for field, want in expected.items()
        if (got := _field(result, field)) != want
    ]
    if problems:
        hint = f"if the change is meant, run: {REGENERATE} {slug} (and read the new file)"
        pytest.fail(f"case {slug}:\n" + "\n\n".join([*problems, hint]), pytrace=False)


def test_cases_are_well_formed() -> None:
    assert len(SLUGS) >= 15, "the golden pages are missing"
    problems = []
    for slug in SLUGS:
        case = CASES / slug
        names = {p.name for p in case.iterdir()}
        if not SLUG.fullmatch(slug):
            problems.append(f"{slug}: a slug is lowercase words joined by hyphens")
        for name in sorted({"source.html", "expected.json"} - names):
            problems.append(f"{slug}: {name} is missing")
        for name in sorted(names - FILES):
            problems.append(f"{slug}: unexpected file {name}")
        if "expected.json" in names:
            fields = set(_json(case / "expected.json"))
            if missing := REQUIRED_FIELDS - fields:
                problems.append(f"{slug}: expected.json lacks {sorted(missing)}")
            if unknown := fields - FIELDS:
                problems.append(f"{slug}: expected.json has unknown fields {sorted(unknown)}")
        if unknown := set(_options(case)) - OPTION_KEYS:
            problems.append(f"{slug}: options.json has unknown keys {sorted(unknown)}")
    assert not problems, "\n".join(problems)
