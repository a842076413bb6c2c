"""What ``import thresher`` and a one-page ``thresher extract`` import: no optional or
command-specific module (competitors, trainers, HTTP client, progress bar, WARC, Ray)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from thresher.cli.main import SUBCOMMANDS, build_parser

# Never on the base path: competitors, trainers and their stacks, optional readers/engines.
HEAVY = (
    "sklearn",
    "scipy",
    "pandas",
    "pyarrow",
    "ray",
    "fsspec",
    "jieba",
    "trafilatura",
    "readability",
    "justext",
    "goose3",
    "newspaper",
    "boilerpy3",
    "htmldate",
    "markdownify",
    "matplotlib",
)
# Besides HEAVY, not on a one-page ``thresher extract``: other commands' code, the HTTP
# client (URL inputs), the progress bar (off when nothing shows it).
NOT_FOR_ONE_PAGE = (
    "httpx",
    "click",
    "pygments",
    "tqdm",
    "multiprocessing",
    "thresher.eval",
    "thresher.train",
    "thresher.report",
    "thresher.cli.eval",
    "thresher.cli.train",
    "thresher.cli.report",
    "thresher.cli.site",
)

_PROGRAM = """
import contextlib, io, json, sys
present = set(sys.modules)  # a site's sitecustomize may import some of them before us
import thresher
thresher.extract(b"<html><body><h1>A day out</h1><p>We went to the sea and back.</p></body></html>")
after_extract = set(sys.modules)
from thresher.cli.main import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(["extract", sys.argv[1], "-f", "md", "-q"])
print(json.dumps({"code": code, "base": sorted(after_extract - present),
                  "cli": sorted(set(sys.modules) - present)}))
"""


def _imported(page: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    run = subprocess.run(
        [sys.executable, "-c", _PROGRAM, str(page)], capture_output=True, text=True, env=env
    )
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.splitlines()[-1])


def _hits(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return sorted({n for n in names for m in modules if m == n or m.startswith(n + ".")})


def test_import_and_one_page_import_nothing_heavy(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html><body><h1>Title</h1><p>Some words of a page.</p></body></html>")
    found = _imported(page)
    assert found["code"] == 0
    assert _hits(found["base"], HEAVY + NOT_FOR_ONE_PAGE) == []
    assert _hits(found["cli"], HEAVY + NOT_FOR_ONE_PAGE) == []


def _commands(parser) -> set[str]:
    return set(parser._subparsers._group_actions[0].choices)


def test_full_parser_has_every_command() -> None:
    assert _commands(build_parser()) == {"methods", *SUBCOMMANDS}
    assert _commands(build_parser(["-h"])) == {"methods", *SUBCOMMANDS}
    assert _commands(build_parser(["nonesuch"])) == {"methods", *SUBCOMMANDS}


def test_a_command_registers_its_module_only() -> None:
    for command, module in SUBCOMMANDS.items():
        siblings = {c for c, m in SUBCOMMANDS.items() if m == module}
        assert _commands(build_parser(["-q", command, "x"])) == {"methods", *siblings}
    assert _commands(build_parser(["methods"])) == {"methods"}
