"""Dependencies run one way: no module imports a module of a higher floor, and no cycles."""

from __future__ import annotations

from collections import defaultdict

from layers import FLOORS, all_imports, floor_of


def test_every_module_stands_on_a_floor():
    unplaced = {i.importer for i in all_imports() if floor_of(i.importer) is None}
    unplaced |= {i.imported for i in all_imports() if floor_of(i.imported) is None}
    assert not unplaced, f"modules no floor names: {sorted(unplaced)}; add them to FLOORS"


def test_no_module_imports_a_higher_floor():
    upward = [
        f"{i.importer} (floor {floor_of(i.importer)}) imports {i.imported} "
        f"(floor {floor_of(i.imported)}) at line {i.line}"
        for i in all_imports()
        if (floor_of(i.imported) or 0) > (floor_of(i.importer) or 0)
    ]
    assert not upward, "\n".join(upward)


def test_packages_form_no_cycle():
    graph: dict[str, set[str]] = defaultdict(set)
    for imp in all_imports():
        a, b = _package(imp.importer), _package(imp.imported)
        if a != b and a != "thresher":
            graph[a].add(b)
    cycle = _find_cycle(graph)
    assert cycle is None, " -> ".join(cycle or [])


def test_floors_name_each_prefix_once():
    prefixes = [p for floor in FLOORS for p in floor]
    assert len(prefixes) == len(set(prefixes))


def _package(module: str) -> str:
    parts = module.split(".")
    return ".".join(parts[:2])


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


# Modules whose function-level imports of thresher are deliberate: the benchmark worker
# loads thresher only in processes that time it, so a competitor's process stays free of it.
LAZY_ON_PURPOSE = {"thresher.eval.bench_worker"}


def test_thresher_modules_are_imported_at_module_top():
    hidden = [
        f"{i.importer} imports {i.imported} inside a function at line {i.line}"
        for i in all_imports()
        if i.in_function and i.importer not in LAZY_ON_PURPOSE
    ]
    assert not hidden, "\n".join(hidden)
