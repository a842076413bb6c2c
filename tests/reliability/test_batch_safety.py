"""Batch safety: output paths stay inside, nothing is overwritten unasked, slow pages time out."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hostile import PARA_EN, png_bytes

from thresher.batch.paths import output_path, safe_name_for_url
from thresher.cli.main import main
from thresher.errors import InputError

HOSTILE_URLS = [
    "https://example.org/../../../etc/passwd",
    "https://example.org/%2e%2e/%2e%2e/etc/passwd",
    "https://example.org/a/..%2f..%2f..%2fetc",
    "https://example.org/" + "a" * 5_000,
    "https://example.org/\x00\n\r/con/aux/nul",
    "https://../../",
    "https://example.org/?q=../../x&y=/etc/passwd",
    "https://例え.jp/パス/..",
]


@pytest.mark.parametrize("url", HOSTILE_URLS)
def test_names_from_urls_stay_inside_the_output_directory(url: str, tmp_path: Path) -> None:
    name = safe_name_for_url(url)
    assert "/" not in name and "\\" not in name and ".." not in name and len(name) < 200
    path = output_path(tmp_path, name, ".txt")
    assert tmp_path.resolve() in path.parents


@pytest.mark.parametrize(
    "relative", ["../escape", "../../etc/passwd", "/etc/passwd", "a/../../b", "..", ""]
)
def test_relative_paths_cannot_escape(relative: str, tmp_path: Path) -> None:
    out = tmp_path / "out"
    try:
        path = output_path(out, relative, ".txt")
    except InputError:
        return
    assert out.resolve() in path.parents


def test_a_symlink_inside_the_output_cannot_lead_outside(tmp_path: Path) -> None:
    out, outside = tmp_path / "out", tmp_path / "outside"
    out.mkdir()
    outside.mkdir()
    os.symlink(outside, out / "link")
    with pytest.raises(InputError):
        output_path(out, "link/page", ".txt")


def _site(folder: Path) -> Path:
    folder.mkdir()
    (folder / "good.html").write_text(f"<p>{PARA_EN}</p>", encoding="utf-8")
    (folder / "image.html").write_bytes(png_bytes())
    return folder


def _extract(*args: str) -> int:
    return main(["extract", *args, "-f", "txt", "-q"])


def test_existing_outputs_are_not_overwritten_unless_asked(tmp_path: Path) -> None:
    site, out = _site(tmp_path / "site"), tmp_path / "out"
    assert _extract(str(site), "-o", str(out), "-j", "0") == 1  # the image fails
    target = out / "good.txt"
    target.write_text("edited by hand", encoding="utf-8")
    _extract(str(site), "-o", str(out), "-j", "0")
    assert target.read_text(encoding="utf-8") == "edited by hand"
    _extract(str(site), "-o", str(out), "-j", "0", "--overwrite")
    assert "quick brown fox" in target.read_text(encoding="utf-8")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_hanging_page_times_out_and_the_batch_goes_on(tmp_path: Path, capsys) -> None:
    site = _site(tmp_path / "site")
    hanging = tmp_path / "hanging.html"
    os.mkfifo(hanging)  # opening it for reading blocks forever: no writer ever comes
    out = tmp_path / "out"
    code = _extract(str(site), str(hanging), "-o", str(out), "-j", "1", "--timeout", "3")
    assert code == 1
    errors = capsys.readouterr().err
    assert "hanging.html" in errors and "time limit" in errors
    assert "image.html" in errors and "PNG image" in errors
    good = next(out.rglob("good.txt"))
    assert "quick brown fox" in good.read_text(encoding="utf-8")


def test_a_malformed_url_in_a_list_fails_alone(tmp_path: Path) -> None:
    urls = tmp_path / "urls.txt"
    urls.write_text("http://[::1\nfile:///etc/passwd\n", encoding="utf-8")
    assert _extract("--urls", str(urls), "-o", str(tmp_path / "out"), "-j", "0") == 1
