"""A site's pages from a directory: found by name or bytes, damaged .gz kept best effort."""

from __future__ import annotations

import gzip

import thresher
from thresher.site.pages import DirectoryPages

PAGE = b"<!doctype html><html><head><title>T</title></head><body><p>%s</p></body></html>"


def test_pages_are_found_by_their_bytes_as_well_as_their_names(tmp_path):
    (tmp_path / "index.php").write_bytes(PAGE % b"php page")
    (tmp_path / "about").write_bytes(PAGE % b"no suffix")
    (tmp_path / "a.html").write_bytes(PAGE % b"named")
    (tmp_path / "logo.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (tmp_path / "notes.txt").write_bytes(b"plain words, not markup")
    assert sorted(DirectoryPages(tmp_path)) == ["a.html", "about", "index.php"]


def test_a_truncated_gzip_page_keeps_the_text_before_the_damage(tmp_path):
    body = b" ".join(b"sentence number %d is here." % i for i in range(400))
    whole = gzip.compress(PAGE % body)
    (tmp_path / "cut.html.gz").write_bytes(whole[: len(whole) * 2 // 3])
    data = DirectoryPages(tmp_path)["cut.html.gz"]
    result = thresher.extract(data, method="sentences")
    assert "sentence number 1 is here." in result.text
    assert any("gzip" in warning for warning in result.warnings)
