"""Wang's title: the node holding a part and the most parts after it."""

from __future__ import annotations

import pytest

from thresher.metadata import title_match
from thresher.metadata.title_match import TitlePart, _best_node, _Candidate, split_title

_TITLE = "Rain in Spain | Weather - News | Site"


def _nodes(count: int) -> list[_Candidate]:
    norms = ["raininspainweathernews", "raininspain", "raininspainweather", "rain"]
    return [_Candidate(p, norms[p % len(norms)], False, p % 3 == 0) for p in range(count)]


def test_the_best_node_holds_the_most_parts() -> None:
    parts = split_title(_TITLE)
    node, last = _best_node(_nodes(12), _TITLE, parts, 0, False, prefer_headings=True)
    assert (node.position, last) == (0, 2)
    node, last = _best_node(_nodes(12)[1:], _TITLE, parts, 0, False)
    assert (node.norm, last) == ("raininspainweathernews", 2)


def test_the_parts_are_normalised_once_whatever_the_nodes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    parts: list[TitlePart] = split_title(_TITLE)
    calls = []
    normalize = title_match.normalize_1

    def counted(text: str, chinese: bool) -> str:
        calls.append(text)
        return normalize(text, chinese)

    monkeypatch.setattr(title_match, "normalize_1", counted)
    _best_node(_nodes(200), _TITLE, parts, 0, False)
    assert len(calls) <= 2 * len(parts)
