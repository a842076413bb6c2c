"""Items 5, 7 and 13 of issue 28: output format from -o, trafilatura spellings, method specs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from thresher.cli.main import main


@pytest.mark.parametrize(
    ("name", "starts"),
    [("one.md", "# Night trains"), ("one.html", "<"), ("one.json", "{"), ("one.txt", "Night")],
)
def test_output_suffix_decides_the_format(page: Path, tmp_path: Path, name: str, starts: str):
    out = tmp_path / name
    assert main(["extract", str(page), "-o", str(out)]) == 0
    assert out.read_text().startswith(starts)
    if name.endswith(".json"):
        assert json.loads(out.read_text())["title"]


def test_many_pages_into_one_json_file_is_refused(page: Path, tmp_path: Path, capsys):
    out = tmp_path / "all.json"
    assert main(["extract", str(page.parent), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "all.jsonl" in err and "-f json" in err
    assert not out.exists()


@pytest.mark.parametrize(
    ("flag", "check"),
    [
        ("--markdown", lambda text: text.startswith("# ")),
        ("--json", lambda text: json.loads(text)["text"]),
        ("--html", lambda text: text.lstrip().startswith("<")),
    ],
)
def test_trafilatura_format_flags(page: Path, capsys, flag: str, check) -> None:
    assert main(["extract", str(page), flag]) == 0
    assert check(capsys.readouterr().out)


def test_trafilatura_option_flags(page: Path, capsys) -> None:
    assert main(["extract", str(page)]) == 0
    assert "table-cell-alpha" in capsys.readouterr().out
    assert main(["extract", str(page), "--no-tables"]) == 0
    assert "table-cell-alpha" not in capsys.readouterr().out


def test_trafilatura_favor_flags_conflicting_with_option(page: Path, capsys) -> None:
    assert main(["extract", str(page), "--precision", "-O", "favor=recall"]) == 2
    assert "conflicting values for favor" in capsys.readouterr().err


@pytest.mark.parametrize("flag", ["--xml", "--csv", "--xmltei", "--with-metadata", "--crawl"])
def test_unsupported_trafilatura_flags_are_refused_with_the_equivalent(page, capsys, flag):
    with pytest.raises(SystemExit) as stop:
        main(["extract", str(page), flag])
    assert stop.value.code == 2
    assert "trafilatura's" in capsys.readouterr().err


def test_dash_u_fetches_a_url(monkeypatch, capsys) -> None:
    from tests.cli.conftest import PAGE

    from thresher.batch import sources

    class Fetched:
        data, url, charset = PAGE.encode(), "https://example.org/a", None

    monkeypatch.setattr(sources, "fetch", lambda url, **kw: Fetched())
    assert main(["extract", "-u", "https://example.org/a", "--jobs", "0"]) == 0
    assert "sleeper routes" in capsys.readouterr().out


def test_dash_u_refuses_a_non_url(capsys) -> None:
    assert main(["extract", "-u", "example.org"]) == 2
    assert "expected an http" in capsys.readouterr().err


def test_method_spec_with_preset_in_extract(page: Path, capsys) -> None:
    assert main(["extract", str(page), "-m", "sentences@faithful"]) == 0
    assert "sleeper routes" in capsys.readouterr().out


def test_bad_preset_in_extract_is_refused(page: Path, capsys) -> None:
    assert main(["extract", str(page), "-m", "sentences@nope"]) == 2
    assert "no preset 'nope'" in capsys.readouterr().err


def test_method_spec_through_a_template(site_dir: Path, tmp_path: Path, capsys) -> None:
    template = tmp_path / "t.json"
    assert main(["site", str(site_dir), "--save-template", str(template), "-q"]) == 1
    capsys.readouterr()
    args = ["extract", str(site_dir / "p1.html"), "--template", str(template)]
    assert main([*args, "-m", "sentences@faithful:min_sentence_words=1"]) == 0
    assert "unique to page number 1" in capsys.readouterr().out


def test_a_single_pages_warnings_reach_stderr(page: Path, capsys) -> None:
    assert main(["extract", str(page), "-O", "target_language=de"]) == 0
    captured = capsys.readouterr()
    assert "thresher: warning:" in captured.err and "target_language 'de'" in captured.err
    assert "Zurich" not in captured.out
    assert main(["extract", str(page)]) == 0
    assert "warning" not in capsys.readouterr().err


def test_an_out_of_range_threshold_is_a_usage_error(page: Path, capsys) -> None:
    assert main(["extract", str(page), "-m", "auto:threshold=2"]) == 2
    assert "from 0 to 1" in capsys.readouterr().err


@pytest.mark.parametrize(("alias", "name"), [("markdown", "md"), ("Text", "txt"), ("HTM", "html")])
def test_format_aliases_give_the_named_format(page: Path, capsys, alias: str, name: str) -> None:
    assert main(["extract", str(page), "-f", name]) == 0
    expected = capsys.readouterr().out
    assert main(["extract", str(page), "-f", alias]) == 0
    assert capsys.readouterr().out == expected


def test_render_reads_format_aliases(page: Path) -> None:
    from thresher import extract
    from thresher.output import render

    extraction = extract(page.read_bytes())
    assert render(extraction, "markdown") == extraction.markdown
    assert render(extraction, "Text") == extraction.text
