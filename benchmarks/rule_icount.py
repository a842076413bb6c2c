"""Instructions of some of ``auto``'s decision rules alone, counted by callgrind.

The icount sample (:mod:`icount`'s pages) is extracted once with the named functions of
``thresher.methods.auto.method`` wrapped: each call's arguments, keyword ones too, are
kept (lists and dicts copied as they were at the call, a ``LineKeys`` cache replaced by a
fresh one at each replay); a rule called through ``functools.partial`` is caught too. The
calls are then replayed ``--reps`` times inside ``operator.call``, and callgrind counts
only what runs inside it (``--collect-atstart=no --toggle-collect=_operator_call*``): the
rules' own instructions, not the extraction's.
Prints the count a pass and a digest of the rules' answers (two trees that answer alike
print the same digest)::

    python benchmarks/rule_icount.py ../shared/datasets drop_closed_modals,drop_role_boxes
    python benchmarks/rule_icount.py ../shared/datasets run_chrome --keep /tmp/cg

Compare two trees by running it from each (``PYTHONPATH=<tree>/src``, kernels built).
"""

from __future__ import annotations

import argparse
import hashlib
import operator
import os
import re
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from icount import SETS, sample

_FRESH = object()  # stands for a LineKeys cache: a new one at each replay


def _frozen(value: Any, line_keys: type) -> Any:
    """``value`` as it is at the call: a list or dict copied, a line-key cache marked."""
    if isinstance(value, line_keys):
        return _FRESH
    if isinstance(value, list | dict):
        return type(value)(value)
    return value


def captured(root: Path, sets: list[str], per_set: int, names: list[str]) -> dict[str, list]:
    """Each named function's calls over the sample's extractions, as argument tuples."""
    import thresher
    from thresher.methods.auto import method
    from thresher.methods.auto.cleanup import LineKeys

    calls: dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]] = {name: [] for name in names}
    originals = {name: _rule(method, name) for name in names}
    box_rules = method.BOX_RULES

    def wrapped(name: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            frozen = tuple(_frozen(arg, LineKeys) for arg in args)
            calls[name].append((frozen, {k: _frozen(v, LineKeys) for k, v in kwargs.items()}))
            return originals[name](*args, **kwargs)

        return call

    for name in names:
        setattr(method, name, wrapped(name))
    method.BOX_RULES = tuple(
        (switch, wrapped(rule.__name__) if rule.__name__ in names else rule, option)
        for switch, rule, option in box_rules
    )
    try:
        for data, url in sample(root, sets, per_set):
            thresher.extract(data, url=url)
    finally:
        for name in names:
            setattr(method, name, originals[name])
        method.BOX_RULES = box_rules
    return calls


def _rule(method: Any, name: str) -> Callable[..., Any]:
    """The rule called ``name``: one of ``BOX_RULES`` (called through that table, not by
    its name in ``method``) or a function of ``method``."""
    boxed = {rule.__name__: rule for _switch, rule, _option in method.BOX_RULES}
    return boxed.get(name) or getattr(method, name)


def inner(root: Path, sets: list[str], per_set: int, names: list[str], reps: int) -> None:
    """The counted process: capture, then replay inside ``operator.call``."""
    from thresher.methods.auto import method

    calls = captured(root, sets, per_set, names)
    answers: dict[str, list[Any]] = {}

    def replay() -> None:
        for _ in range(reps):
            for name in names:
                rule = _rule(method, name)
                answers[name] = [
                    rule(*map(_fresh, args), **{k: _fresh(v) for k, v in kwargs.items()})
                    for args, kwargs in calls[name]
                ]

    operator.call(replay)
    text = repr({name: [_answer(found) for found in answers[name]] for name in names})
    print("calls", {name: len(calls[name]) for name in names})
    print("digest", hashlib.sha256(text.encode()).hexdigest()[:16])


def _fresh(value: Any) -> Any:
    """A captured argument as the replay passes it: a marked line-key cache made new (the
    import only then: it would cost the replay more than a small rule)."""
    if value is not _FRESH:
        return value
    from thresher.methods.auto.cleanup import LineKeys

    return LineKeys()


def _answer(found: Any) -> Any:
    """A rule's answer in a stable form (a dict of decisions sorted by block)."""
    if isinstance(found, dict):
        return sorted((key, repr(value)) for key, value in found.items())
    return repr(found)


def main() -> None:
    """Count the replays, print instructions a pass and the answers' digest."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="the shared datasets folder")
    parser.add_argument("names", help="comma-separated functions of methods.auto.method")
    parser.add_argument("--sets", default=SETS, help="comma-separated dataset names")
    parser.add_argument("-n", "--pages", type=int, default=6, help="pages of each set")
    parser.add_argument("--reps", type=int, default=3, help="replays of the captured calls")
    parser.add_argument("--keep", type=Path, help="keep the callgrind file in this folder")
    parser.add_argument("--inner", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    names = args.names.split(",")
    if args.inner:
        inner(args.root, args.sets.split(","), args.pages, names, args.reps)
        return
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
    out = (args.keep / "cg.rules") if args.keep else Path(tempfile.mktemp(prefix="cg."))
    env = dict(os.environ, OMP_NUM_THREADS="1", OPENBLAS_NUM_THREADS="1", PYTHONHASHSEED="0")
    command = [
        "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
        "--collect-atstart=no", "--toggle-collect=_operator_call*",
        sys.executable, __file__, str(args.root), args.names, "--sets", args.sets,
        "-n", str(args.pages), "--reps", str(args.reps), "--inner",
    ]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    if args.keep is None:
        out.unlink(missing_ok=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if not found:
        raise SystemExit(done.stderr[-2000:])
    print(done.stdout.strip())
    print(f"{int(found.group(1)) / args.reps / 1e6:.1f} M a pass ({args.reps} passes)")


if __name__ == "__main__":
    main()
