"""The structure metrics of docs/structure.md on small hand-made pages."""

from __future__ import annotations

import pytest

pytest.importorskip("rapidfuzz")
pytest.importorskip("markdown_it")

from thresher.eval.structure import (
    code_text,
    image_name,
    mean_scores,
    score_page,
    teds,
    text_key,
)
from thresher.eval.structure_blocks import markdown_blocks

TRUTH = [
    {"type": "heading", "level": 1, "text": "Install"},
    {"type": "paragraph", "text": "Run the steps."},
    {"type": "list_item", "level": 1, "text": "Download it"},
    {"type": "list_item", "level": 2, "text": "Check the hash"},
    {"type": "code", "text": "    make\nmake install\nmake check-everything-twice"},
    {"type": "table", "rows": [["k", "v"], ["a", "1"]]},
    {"type": "image", "text": "logo", "src": "https://x.example/img/logo.png?v=2"},
]

PERFECT = """# Install

Run the steps.

- Download it
  - Check the hash

```
    make
make install
make check-everything-twice
```

| k | v |
| --- | --- |
| a | 1 |

![logo](/img/logo.png)
"""


def test_markdown_reads_back_as_truth_blocks():
    blocks = markdown_blocks(PERFECT)
    assert [b["type"] for b in blocks] == [b["type"] for b in TRUTH]
    scores = score_page(TRUTH, blocks)
    assert scores == pytest.approx({name: (0.0 if name == "x" else 1.0) for name in scores})


def test_lost_indentation_and_levels_are_seen():
    damaged = PERFECT.replace("    make\n", "make\n").replace("  - Check", "- Check")
    damaged = damaged.replace("# Install", "## Install")
    scores = score_page(TRUTH, markdown_blocks(damaged))
    assert scores["code_f1"] == 1.0 and scores["code_exact"] == 0.0
    assert scores["list_f1"] == 1.0 and scores["list_level_acc"] == 0.5
    assert scores["heading_f1"] == 1.0 and scores["heading_level_f1"] == 0.0


def test_empty_prediction_scores_zero():
    scores = score_page(TRUTH, [])
    assert all(value == 0.0 for value in scores.values())


def test_table_flattened_into_paragraphs():
    flat = markdown_blocks(PERFECT.replace("| --- | --- |\n", ""))
    scores = score_page(TRUTH, flat)
    assert scores["table_f1"] == 0.0 and scores["table_teds"] == 0.0


def test_helpers():
    assert text_key("Ünïcode, 2.1 — Ⅻ") == "ünïcode21xii"
    assert code_text("a  \r\nb\n\n") == "a\nb"
    assert image_name("https://a.example/x/y%20z.png?q=1") == "y z.png"
    assert teds([["a", "b"]], [["a", "b"]]) == 1.0
    assert 0 < teds([["a", "b"], ["c", "d"]], [["a", "b"]]) < 1


def test_means_over_pages_that_have_the_type():
    means = mean_scores([{"text_edit": 1.0, "code_f1": 0.5}, {"text_edit": 0.0}])
    assert means == {"text_edit": (0.5, 2), "code_f1": (0.5, 1)}


def test_big_tables_align_fast_and_exactly_around_equal_rows() -> None:
    rows = [[f"directive {i}", "on", "svdh"] for i in range(1500)]
    changed = [*rows[:700], ["directive 700", "off", "svdh"], *rows[701:]]
    assert teds(rows, rows) == 1.0
    assert 0.999 < teds(rows, changed) < 1.0
    assert 0.0 < teds(rows, [list(reversed(r)) for r in rows]) < 1.0
