"""Every rule ``decide_page`` calls: its instructions alone and the pages it changes.

The rules are the functions of ``thresher.methods.auto.method`` that ``decide_page``,
``runs_and_prose`` and ``text_decisions`` name (read from their source), and those of
``BOX_RULES``. The icount sample (:mod:`icount`'s pages) is extracted once with each rule
wrapped: its calls' arguments are kept as :mod:`rule_icount` keeps them (lists and dicts
copied at the call; a ``KeptFlags`` copied; a ``LineKeys``, ``ProseRuns`` or
``PageColumns`` memo replaced by a fresh one at the replay, so a rule is charged the memo
it builds), and the pages on which it changes a decision are counted: a page where it
answers a mapping of decisions of which one differs from the decisions it was given (or,
for a rule given none, any non-empty mapping of decisions). Then each rule's calls are
replayed inside one ``operator.call`` of their own, and callgrind, collecting only there
(``--toggle-collect=_operator_call``), writes one dump after each
(``--dump-after=_operator_call``): a rule's instructions alone, all rules in one run::

    python benchmarks/rule_census.py ../shared/datasets            # the table, by cost
    python benchmarks/rule_census.py ../shared/datasets --json F   # and the rows as JSON

A rule called by another (``complete_listing`` under ``runs_and_prose``) is counted in
both: the ``in`` column names the caller. The replays check their answers against the live
ones (``same`` column): a rule whose replay differs read something its copied arguments
did not hold. Each rule's row holds a digest of its live answers of decisions
(``--json``): two trees whose rules decide alike on every call give the same digests
(a helper's answers, which may hold node addresses, are not digested). The pages' tree memos
(:class:`~thresher.html.memo.TreeMemo`: the DOM index, the page meta, …) are kept for
the replays, warm: a rule that builds one first in a live run is charged less here than
there (``--cold``: the memos are gone at the replay, as after ``forget_document``, and
each rule is charged those it reads).
"""

from __future__ import annotations

import argparse
import ast
import copy
import hashlib
import inspect
import json
import operator
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import Any

from icount import SETS, sample

ORCHESTRATION = ("decide_page", "runs_and_prose", "text_decisions")
_FRESH = "fresh"  # a memo argument: a new one of its type at each replay


def rule_names(method: Any) -> dict[str, str]:
    """Each rule's name and the orchestration function that calls it (in source order)."""
    found: dict[str, str] = {}
    for caller in ORCHESTRATION:
        tree = ast.parse(inspect.getsource(getattr(method, caller)))
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                value = getattr(method, node.id, None)
                if _is_rule(value) and node.id not in ORCHESTRATION:
                    found.setdefault(node.id, caller)
    for _switch, rule, _option in method.BOX_RULES:
        found.setdefault(rule.__name__, "decide_page")
    for caller in ORCHESTRATION[1:]:
        found.setdefault(caller, "decide_page")
    return found


def _is_rule(value: Any) -> bool:
    """A function (Python or compiled) of thresher, not a class or a helper of the stdlib."""
    module = getattr(value, "__module__", "") or ""
    return callable(value) and not isinstance(value, type) and module.startswith("thresher")


_UNWRAPPED: dict[Any, Any] = {}  # each wrapper of the capture -> its rule


class _Frozen:
    """An argument as it was at the call."""

    def __init__(self, value: Any, fresh: tuple[type, ...], kept_flags: type) -> None:
        if isinstance(value, partial) and value.func in _UNWRAPPED:  # a rule handed on
            value = partial(_UNWRAPPED[value.func], *value.args, **value.keywords)
        if isinstance(value, fresh):
            self.kind, self.value = _FRESH, value
        elif isinstance(value, kept_flags):
            held = copy.copy(value)
            held.flags = list(value.flags)
            self.kind, self.value = "kept", held
        elif isinstance(value, list | dict):
            self.kind, self.value = "copy", type(value)(value)
        else:
            self.kind, self.value = "same", value

    def thaw(self) -> Any:
        """The argument for one replay."""
        if self.kind == _FRESH:
            return _fresh(self.value)
        if self.kind == "kept":
            held = copy.copy(self.value)
            held.flags = list(self.value.flags)
            return held
        if self.kind == "copy":
            return type(self.value)(self.value)
        return self.value


def _fresh(memo: Any) -> Any:
    """A new, empty memo like ``memo``."""
    from thresher.methods.auto.decided import PageColumns

    if isinstance(memo, PageColumns):
        held = copy.copy(memo)
        held._found = {}
        return held
    return type(memo)()


def _changes(answer: Any, args: tuple, kwargs: dict, decision: type) -> bool | None:
    """Whether ``answer`` changes a decision (None: not a rule's answer of decisions)."""
    if isinstance(answer, tuple) and answer and isinstance(answer[0], Mapping):
        answer = answer[0]  # (decisions, what else the rule found)
    if not isinstance(answer, Mapping):
        return None
    values = list(answer.values())
    if values and not isinstance(values[0], decision):
        return None
    if not values:
        return False
    given = [
        arg
        for arg in (*args, *kwargs.values())
        if isinstance(arg, dict) and arg and isinstance(next(iter(arg.values())), decision)
    ]
    if not given:
        return True
    before = given[0]
    return any(before.get(key) != value for key, value in answer.items())


def _digest(answers: list[str]) -> str:
    """The answers' digest, the objects' addresses in them left out."""
    text = _ADDRESS.sub("0x", repr(answers))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


_ADDRESS = re.compile(r"0x[0-9a-f]+")


def _answer(found: Any) -> str:
    """A rule's answer in a stable form."""
    if isinstance(found, Mapping):
        return repr(sorted((key, repr(value)) for key, value in found.items()))
    return repr(found)


def capture(
    root: Path, sets: list[str], per_set: int, warm: bool
) -> tuple[dict, dict, dict, set[str]]:
    """The rules' calls (frozen arguments and live answers) and pages changed by each
    (``warm``: the pages' tree memos kept for the replays)."""
    import thresher
    from thresher import api
    from thresher.html import memo
    from thresher.methods.auto import method
    from thresher.methods.auto.cleanup import LineKeys
    from thresher.methods.auto.decided import KeptFlags, PageColumns
    from thresher.methods.auto.enclosed_prose import ProseRuns
    from thresher.types import Decision

    names = rule_names(method)
    fresh = (LineKeys, ProseRuns, PageColumns)
    calls: dict[str, list] = {name: [] for name in names}
    changed: dict[str, set[int]] = {name: set() for name in names}
    pages_called: dict[str, set[int]] = {name: set() for name in names}
    decides: set[str] = set()  # the rules that answered decisions (or nothing) once
    helpers: set[str] = set()  # ... and those that answered something else once
    page = [0]
    originals = {name: _rule(method, name) for name in names}

    def wrapped(name: str) -> Callable[..., Any]:
        rule = originals[name]

        def call(*args: Any, **kwargs: Any) -> Any:
            frozen = tuple(_Frozen(arg, fresh, KeptFlags) for arg in args)
            frozen_kw = {key: _Frozen(arg, fresh, KeptFlags) for key, arg in kwargs.items()}
            before = (tuple(f.thaw() for f in frozen), {k: f.thaw() for k, f in frozen_kw.items()})
            answer = rule(*args, **kwargs)
            calls[name].append((frozen, frozen_kw, _answer(answer)))
            pages_called[name].add(page[0])
            found = _changes(answer, *before, Decision)
            if found is None:
                helpers.add(name)  # an answer of something else than decisions
            else:
                decides.add(name)
            if found:
                changed[name].add(page[0])
            return answer

        _UNWRAPPED[call] = rule
        return call

    box_rules = method.BOX_RULES
    for name in names:
        setattr(method, name, wrapped(name))
    method.BOX_RULES = tuple(
        (switch, getattr(method, rule.__name__), option) for switch, rule, option in box_rules
    )
    import thresher.metadata  # its memos made before they are widened

    forget = api.forget_document
    if warm:  # every page's tree memos kept for the replays, as warm as in a live run
        api.forget_document = lambda doc: None
        for ref in tuple(memo._MEMOS):
            if (held := ref()) is not None:
                held._size = 1 << 20
    try:
        for number, (data, url) in enumerate(sample(root, sets, per_set)):
            page[0] = number
            thresher.extract(data, url=url)
    finally:
        api.forget_document = forget
        for name in names:
            setattr(method, name, originals[name])
        method.BOX_RULES = box_rules
    return calls, changed, pages_called, decides - helpers


def _rule(method: Any, name: str) -> Callable[..., Any]:
    """The rule called ``name``: one of ``BOX_RULES`` or a function of ``method``."""
    boxed = {rule.__name__: rule for _switch, rule, _option in method.BOX_RULES}
    return boxed.get(name) or getattr(method, name)


def inner(root: Path, sets: list[str], per_set: int, warm: bool, only: set[str]) -> None:
    """The counted process: capture, then replay each rule inside its own ``operator.call``."""
    from thresher.methods.auto import method

    calls, changed, pages_called, decides = capture(root, sets, per_set, warm)
    rows = []
    for name, caller in rule_names(method).items():
        if only and name not in only:
            continue
        rule = _rule(method, name)
        held = calls[name]
        thawed = [
            (tuple(f.thaw() for f in args), {k: f.thaw() for k, f in kwargs.items()})
            for args, kwargs, _live in held
        ]

        def replay(rule: Callable[..., Any] = rule, thawed: list = thawed) -> list[Any]:
            return [rule(*args, **kwargs) for args, kwargs in thawed]

        answers = operator.call(replay)  # one callgrind dump after it
        same = sum(
            _answer(found) == live for found, (_a, _k, live) in zip(answers, held, strict=True)
        )
        rows.append(
            {
                "rule": name,
                "in": caller,
                "calls": len(held),
                "pages": len(pages_called[name]),
                "changes": len(changed[name]) if name in decides else None,
                "same": same,
                "digest": _digest([live for *_, live in held]) if name in decides else None,
            }
        )
    print(json.dumps(rows))


def counted(
    root: Path, sets: str, per_set: int, keep: Path | None, cold: bool, only: str | None
) -> list[dict[str, Any]]:
    """The rows with each rule's instructions (``M``, millions) from its dump."""
    folder = keep or Path(tempfile.mkdtemp(prefix="census."))
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / "cg.census"
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONHASHSEED="0")
    command = [
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
        "--collect-atstart=no", "--toggle-collect=_operator_call",
        "--dump-after=_operator_call", "--dump-instr=no",
        sys.executable, __file__, str(root), "--sets", sets, "-n", str(per_set), "--inner",
        *(["--cold"] if cold else []), *(["--only", only] if only else []),
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    rows = json.loads(done.stdout.strip().splitlines()[-1])
    dumps = sorted(folder.glob("cg.census.*"), key=lambda path: int(path.suffix[1:]))
    if len(dumps) < len(rows):
        raise SystemExit(f"{len(dumps)} dumps for {len(rows)} rules:\n{done.stderr[-2000:]}")
    for row, dump in zip(rows, dumps, strict=False):
        found = re.search(r"^(?:totals|summary): (\d+)", dump.read_text(), re.MULTILINE)
        row["M"] = int(found.group(1)) / 1e6 if found else 0.0
    if keep is None:
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()
    return rows


def main() -> None:
    """Count, print the table by cost (and write the rows as JSON with ``--json``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="the shared datasets folder")
    parser.add_argument("--sets", default=SETS, help="comma-separated dataset names")
    parser.add_argument("-n", "--pages", type=int, default=6, help="pages of each set")
    parser.add_argument("--keep", type=Path, help="keep the callgrind dumps in this folder")
    parser.add_argument("--json", type=Path, help="write the rows here as JSON")
    parser.add_argument("--cold", action="store_true", help="replay with the tree memos gone")
    parser.add_argument("--only", help="comma-separated rules: replay (and count) these alone")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.inner:
        only = set(args.only.split(",")) if args.only else set()
        inner(args.root, args.sets.split(","), args.pages, not args.cold, only)
        return
    rows = counted(args.root, args.sets, args.pages, args.keep, args.cold, args.only)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    print(f"{'rule':34} {'in':15} {'M':>7} {'calls':>5} {'pages':>5} {'chg':>4} {'same':>5}")
    for row in sorted(rows, key=lambda row: -row["M"]):
        print(
            f"{row['rule']:34} {row['in']:15} {row['M']:7.2f} {row['calls']:5} "
            f"{row['pages']:5} {_count(row['changes']):>4} {row['same']:5}"
        )
    own = sum(row["M"] for row in rows if row["in"] == "decide_page")
    print(f"total of decide_page's direct calls: {own:.1f} M")


def _count(changes: int | None) -> str:
    """A rule's pages changed, ``-`` for a helper that answers no decisions."""
    return "-" if changes is None else str(changes)


if __name__ == "__main__":
    main()
