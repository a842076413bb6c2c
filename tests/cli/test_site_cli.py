"""Item 11 (site) and 13 of issue 28: thresher site counts failures once, checks --then first."""

from __future__ import annotations

from pathlib import Path

from thresher.cli.main import main


def test_a_failed_page_is_counted_once(site_dir: Path, tmp_path: Path, capsys) -> None:
    assert main(["site", str(site_dir), "-o", str(tmp_path / "out"), "-q"]) == 1
    err = capsys.readouterr().err
    assert "5 pages done, 1 failed" in err
    assert err.count("failed: empty.html") == 1


def test_bad_then_is_refused_before_learning(site_dir: Path, monkeypatch, capsys) -> None:
    import thresher.site.run as run

    def no_learning(*args, **kwargs):
        raise AssertionError("learned before checking --then")

    monkeypatch.setattr(run, "learn", no_learning)
    assert main(["site", str(site_dir), "--then", "nope", "-q"]) == 2
    assert "unknown method 'nope'" in capsys.readouterr().err


def test_then_takes_a_method_spec(site_dir: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    code = main(["site", str(site_dir), "-o", str(out), "--then", "sentences@faithful", "-q"])
    assert code == 1  # the empty page
    assert "unique to page number 2" in (out / "p2.page.html").read_text()


def test_site_shows_a_progress_bar(site_dir: Path, capsys) -> None:
    main(["site", str(site_dir)])
    err = capsys.readouterr().err
    assert "6/6" in err
