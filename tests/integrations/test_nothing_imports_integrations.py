"""thresher.integrations sits at the edge: no thresher module imports it."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "house"))

from layers import all_imports


def test_no_thresher_module_imports_the_integrations() -> None:
    inward = [
        f"{i.importer} imports {i.imported}"
        for i in all_imports()
        if i.imported.startswith("thresher.integrations")
        and not i.importer.startswith("thresher.integrations")
    ]
    assert not inward, inward


def test_the_integrations_are_seen_by_the_layer_check() -> None:
    importers = {i.importer for i in all_imports()}
    assert "thresher.integrations.datatrove" in importers
