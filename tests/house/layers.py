"""The floors of the package and the imports between its modules, read from the source."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import thresher

PACKAGE_ROOT = Path(thresher.__file__).parent

# Lowest floor first. A module may import its own floor or lower ones, never higher.
# ``thresher`` itself, the facade, stands on the api floor (it names no subpackage).
FLOORS: tuple[tuple[str, ...], ...] = (
    (
        "thresher._core",
        "thresher.types",
        "thresher.options",
        "thresher.errors",
        "thresher.urls",
        "thresher.collector",
        "thresher.workers",
    ),
    ("thresher.html",),
    ("thresher.metadata",),
    ("thresher.methods",),
    ("thresher.output",),
    (
        "thresher",
        "thresher.pipeline",
        "thresher.catalog",
        "thresher.api",
        "thresher.language",
        "thresher.site",
        "thresher.fetch",
    ),
    ("thresher.eval", "thresher.batch"),
    ("thresher.train", "thresher.report", "thresher.integrations"),
    ("thresher.cli", "thresher.__main__"),
)


@dataclass(frozen=True)
class Import:
    """One import of a thresher module by another."""

    importer: str
    imported: str
    line: int
    in_function: bool


def module_name(path: Path) -> str:
    """The dotted name of a source file of the package."""
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def floor_of(module: str) -> int | None:
    """The floor a module stands on (None for a module no floor names)."""
    best: tuple[int, int] | None = None
    for floor, prefixes in enumerate(FLOORS):
        for prefix in prefixes:
            below = prefix != "thresher" and module.startswith(prefix + ".")
            inside = module == prefix or below
            if inside and (best is None or len(prefix) > best[1]):
                best = (floor, len(prefix))
    return None if best is None else best[0]


def _type_checking_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _function_lines(tree: ast.AST) -> set[int]:
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            lines.update(range(node.lineno, (node.end_lineno or node.lineno) + 1))
    return lines


def _resolve(importer: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".") if is_package else importer.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def imports_of(path: Path) -> list[Import]:
    """The runtime imports of thresher modules made by one source file."""
    importer = module_name(path)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped, in_function = _type_checking_lines(tree), _function_lines(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(importer, node, path.name == "__init__.py")
            submodules = [f"{base}.{alias.name}" for alias in node.names]
            names = [n for n in submodules if _is_module(n)] or [base]
        else:
            continue
        if node.lineno in skipped:
            continue
        for name in names:
            if name == "thresher" or name.startswith("thresher."):
                found.append(Import(importer, name, node.lineno, node.lineno in in_function))
    return found


def _is_module(name: str) -> bool:
    rel = Path(*name.split(".")[1:])
    return (PACKAGE_ROOT / rel).with_suffix(".py").exists() or (PACKAGE_ROOT / rel).is_dir()


@cache
def all_imports() -> tuple[Import, ...]:
    """Every runtime import between the package's modules."""
    return tuple(imp for path in sorted(PACKAGE_ROOT.rglob("*.py")) for imp in imports_of(path))
