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


@pytest.mark.parametrize("name", USER_DOCS)
def test_user_docs_have_no_development_diary(name: str) -> None:
    text = (REPO / "docs" / f"{name}.md").read_text(encoding="utf-8")
    assert not DIARY.search(text)


def test_nothing_points_at_the_seed_papers_outside_the_repository() -> None:
    files = [REPO / "README.md", *(REPO / "docs").rglob("*.md"), *(REPO / "src").rglob("*.py")]
    offenders = [str(p) for p in files if OUTSIDE.search(p.read_text(encoding="utf-8"))]
    assert offenders == []


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
