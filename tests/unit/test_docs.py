"""Issue 28 #17: the user docs point nowhere outside the repository and carry no diary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
USER_DOCS = (
    "sentences",
    "features",
    "roles",
    "template",
    "eval",
    "reliability",
    "auto",
    "batch",
    "report",
    "structure",
)
DIARY = re.compile(r"\bstop \d+\b|\bmodel v\d\b|not kept", re.IGNORECASE)
OUTSIDE = re.compile(r"shared/(seeds|design)")
# A path through a design/ or seeds/ folder, with whatever folders lead to it.
DESIGN_PATH = re.compile(r"(?<![\w./-])(?:[\w.-]+/)*(?:design|seeds)/[\w.-]*(?:/[\w.-]+)*")


@pytest.mark.parametrize("name", USER_DOCS)
def test_user_docs_have_no_development_diary(name: str) -> None:
    text = (REPO / "docs" / f"{name}.md").read_text(encoding="utf-8")
    assert not DIARY.search(text)


def outside_paths(text: str, where: Path, repo: Path = REPO) -> list[str]:
    """The design/ and seeds/ paths of ``text`` that name nothing inside ``repo``.

    A path counts as inside when, read from the repository root or from ``where``
    (the folder of the file that holds it), it exists and stays in the repository.
    """
    return [
        path
        for path in DESIGN_PATH.findall(text)
        if not any(_inside(base / path, repo) for base in (repo, where))
    ]


def _inside(path: Path, repo: Path) -> bool:
    resolved = path.resolve()
    return resolved.is_relative_to(repo.resolve()) and resolved.exists()


def _published_files() -> list[Path]:
    """README, the docs, and the Python and Markdown of src/, benchmarks/ and examples/."""
    code = [
        path
        for folder in ("src", "benchmarks", "examples")
        for pattern in ("*.py", "*.md")
        for path in (REPO / folder).rglob(pattern)
    ]
    return [REPO / "README.md", *(REPO / "docs").rglob("*.md"), *code]


def test_nothing_points_at_the_seed_papers_outside_the_repository() -> None:
    offenders = [
        f"{p.relative_to(REPO)}: {path}"
        for p in _published_files()
        for path in [
            *OUTSIDE.findall(p.read_text(encoding="utf-8")),
            *outside_paths(p.read_text(encoding="utf-8"), p.parent),
        ]
    ]
    assert offenders == []


def test_a_bare_design_or_seeds_path_outside_the_repository_is_caught(tmp_path: Path) -> None:
    repo, docs = tmp_path / "repo", tmp_path / "repo" / "docs"
    (repo / "design").mkdir(parents=True)
    (repo / "design" / "kept.md").write_text("inside")
    docs.mkdir()
    text = (
        "the metrics of `design/structure-metric.md`, (design/structure-metric.md), "
        "[paper](../../shared/seeds/paper.pdf), ../shared/design/notes.md, seeds/, "
        "but design/kept.md and ../design/kept.md are the repository's own; docs/structure.md"
    )
    assert outside_paths(text, docs, repo) == [
        "design/structure-metric.md",
        "design/structure-metric.md",
        "../../shared/seeds/paper.pdf",
        "../shared/design/notes.md",
        "seeds/",
    ]


def test_readme_explains_the_datasets_and_their_variable() -> None:
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "## Datasets" in readme and "THRESHER_DATASETS" in readme
    conftest = (REPO / "tests" / "conftest.py").read_text(encoding="utf-8")
    assert "THRESHER_DATASETS" in conftest


@pytest.mark.parametrize("name", ["sentences", "features", "roles"])
def test_each_seed_method_doc_publishes_paper_and_refined_figures(name: str) -> None:
    text = (REPO / "docs" / f"{name}.md").read_text(encoding="utf-8")
    assert f"`{name}@faithful`" in text and "The paper's own figures" in text
    assert "cannot be reproduced" in text or "cannot: " in text or "cannot be rerun" in text
