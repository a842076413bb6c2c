"""Table of every hostile input class: what thresher and trafilatura return, and how long.

Each (input, extractor) pair runs in a fresh subprocess at full size (the
sizes the issue names), so one pair cannot slow or crash another; the table
gives the outcome, the wall time of the call (imports warmed up first) and
the child's peak memory (imports included). Not part of the
test suite (minutes of CPU)::

    python tests/reliability/report_inputs.py [--only NAME] [--timeout 120] [--method M] > table.md
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, {here!r})
from hostile import case
c = case({name!r})
data = c.build(1.0)
tool = {tool!r}
warm = "<html><body><p>Warm up the imports with one sentence here.</p></body></html>"
if tool == "thresher":
    import thresher
    from thresher.output import FORMATS, render
    [render(thresher.extract(warm, method={method!r}), fmt) for fmt in FORMATS]
else:
    import trafilatura
    trafilatura.extract(warm)
start = time.perf_counter()
try:
    if tool == "thresher":
        result = thresher.extract(data, url="https://example.org/p", method={method!r})
        for fmt in FORMATS:
            render(result, fmt)
        text = result.text
        every = "\n".join(b.text for b in result.blocks)
        note = "; ".join(w.split(";")[0][:80] for w in result.warnings if "auto:" not in w)
    else:
        text = trafilatura.extract(data) or ""
        every, note = text, ""
    lost = [m for m in c.must if m not in every] + [m for m in c.kept if m not in text]
    outcome = dict(kind="result", chars=len(text), lost=lost, note=note)
except Exception as exc:
    message = str(exc).splitlines()[0][:120] if str(exc) else ""
    outcome = dict(kind=type(exc).__name__, message=message)
outcome["seconds"] = time.perf_counter() - start
outcome["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(outcome))
"""


def run_pair(name: str, tool: str, timeout: float, method: str = "auto") -> dict:
    """Run one extractor on one input class in a subprocess; its outcome as a dict."""
    code = CHILD.format(here=str(HERE), name=name, tool=tool, method=method)
    try:
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return {"kind": "timeout", "seconds": timeout, "peak_mb": 0}
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        tail = (done.stderr.strip().splitlines() or ["?"])[-1][:90]
        return {"kind": f"crash rc={done.returncode}", "message": tail, "seconds": 0, "peak_mb": 0}
    return json.loads(lines[-1])


def describe(outcome: dict) -> str:
    """One table cell for an outcome."""
    kind = outcome["kind"]
    if kind == "result":
        text = f"{outcome['chars']} chars"
        if outcome.get("lost"):
            text += f", LOST {', '.join(repr(m[:20]) for m in outcome['lost'])}"
        if outcome.get("note"):
            text += f" ({outcome['note']})"
        return text
    message = outcome.get("message", "")
    return f"{kind}: {message}" if message else kind


def main() -> None:
    """Print the Markdown table."""
    sys.path.insert(0, str(HERE))
    from hostile import CASES

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--only", help="only input classes whose name contains this")
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--method", default="auto", help="thresher's method (default auto)")
    args = parser.parse_args()
    print(f"| input | thresher ({args.method}) | s | MB | trafilatura | s | MB |")
    print("|---|---|---:|---:|---|---:|---:|")
    for c in CASES:
        if args.only and args.only not in c.name:
            continue
        ours = run_pair(c.name, "thresher", args.timeout, args.method)
        theirs = run_pair(c.name, "trafilatura", args.timeout)
        print(
            f"| {c.name} | {describe(ours)} | {ours['seconds']:.2f} | {ours['peak_mb']:.0f} "
            f"| {describe(theirs)} | {theirs['seconds']:.2f} | {theirs['peak_mb']:.0f} |",
            flush=True,
        )


if __name__ == "__main__":
    main()
