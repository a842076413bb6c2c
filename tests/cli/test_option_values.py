"""Item 6 of issue 28: every option value is parsed and checked once, for library and CLI."""

from __future__ import annotations

import pytest

import thresher
from thresher.cli.main import main
from thresher.errors import OptionsError
from thresher.options import Limits, Options, split_options

TABLE_PAGE = (
    "<html><body><article><p>"
    + "A paragraph of prose that is the main content of this page. " * 6
    + "</p><table><tr><td>cell-one-value</td><td>cell-two-value</td></tr></table>"
    + "</article></body></html>"
)


@pytest.mark.parametrize("spelling", ["no", "false", "off", "0", "False"])
def test_false_spellings_turn_tables_off(spelling: str) -> None:
    options, _ = split_options(None, {"include_tables": spelling})
    assert options.include_tables is False


@pytest.mark.parametrize(
    ("name", "value", "allowed"),
    [
        ("favor", "precise", "balanced, precision, recall"),
        ("on_limit", "explode", "truncate, fail"),
        ("include_tables", "maybe", "true or false"),
        ("timeout_s", -5, ">= 0"),
        ("max_chars", "abc", "whole number"),
    ],
)
def test_bad_values_are_refused_naming_the_allowed(name: str, value: object, allowed: str) -> None:
    with pytest.raises(OptionsError, match=allowed):
        split_options(None, {name: value})


def test_method_parameters_are_checked_too() -> None:
    with pytest.raises(OptionsError, match="threshold: expected a number"):
        thresher.extract(TABLE_PAGE, method="auto", threshold="abc")


def test_library_reads_no_as_false() -> None:
    kept = thresher.extract(TABLE_PAGE, include_tables=True).text
    dropped = thresher.extract(TABLE_PAGE, include_tables="no").text
    assert "cell-one-value" in kept
    assert "cell-one-value" not in dropped


def test_valid_values_keep_their_types() -> None:
    options, _ = split_options(None, {"timeout_s": "5", "max_depth": "10", "favor": "recall"})
    assert options.limits == Limits(timeout_s=5.0, max_depth=10)
    assert options.favor == "recall"
    assert split_options(None, {})[0] == Options()


@pytest.mark.parametrize(
    "argv",
    [
        ["-O", "favor=precise"],
        ["-O", "on_limit=explode"],
        ["-O", "threshold=abc"],
        ["--timeout", "-5"],
    ],
)
def test_cli_refuses_bad_values(tmp_path, capsys, argv: list[str]) -> None:
    page = tmp_path / "p.html"
    page.write_text(TABLE_PAGE)
    assert main(["extract", str(page), *argv]) == 2
    assert "error: option" in capsys.readouterr().err


def test_extract_help_lists_options_and_defaults(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["extract", "--help"])
    out = capsys.readouterr().out
    assert "include_tables" in out
    assert "one of balanced|precision|recall; default balanced" in out
    assert "timeout_s" in out


@pytest.mark.parametrize("tag", ["english", "e", "en us", "1234"])
def test_a_target_language_that_is_no_language_tag_is_refused(tag: str) -> None:
    with pytest.raises(OptionsError, match="not a language tag"):
        Options(target_language=tag)


@pytest.mark.parametrize("tag", ["en", "deu", "pt-BR", "zh_Hant_TW"])
def test_language_tags_are_accepted(tag: str) -> None:
    assert Options(target_language=tag).target_language == tag
