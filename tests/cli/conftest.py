"""Shared pages for the CLI tests."""

from __future__ import annotations

from pathlib import Path

import pytest

PAGE = (
    "<html><head><title>Night trains</title></head><body>"
    "<div id='nav'><a href='/'>Home</a> <a href='/about'>About us</a></div>"
    "<article><h1>Night trains return</h1><p>"
    + "Three new sleeper routes will link Zurich, Vienna and Ljubljana from May. "
    * 4
    + "</p><table><tr><td>table-cell-alpha</td><td>table-cell-beta</td></tr></table>"
    "<div class='comments'><p>comment-text-here, a reader wrote this.</p></div>"
    "</article></body></html>"
)


@pytest.fixture
def page(tmp_path: Path) -> Path:
    """One HTML page on disk."""
    path = tmp_path / "page.html"
    path.write_text(PAGE, encoding="utf-8")
    return path


@pytest.fixture
def site_dir(tmp_path: Path) -> Path:
    """A directory of five pages of one site sharing navigation, plus an empty page."""
    root = tmp_path / "site"
    root.mkdir()
    for i in range(5):
        body = f"<p>Page {i} has text unique to page number {i}, long enough to be content.</p>"
        (root / f"p{i}.html").write_text(
            "<html><body><div id='nav'><a href='/'>Home</a> <a href='/x'>About us</a></div>"
            f"<div id='c'>{body}</div></body></html>"
        )
    (root / "empty.html").write_text("")
    return root
