"""Method specs: presets, overrides, run-wide options and their order."""

from __future__ import annotations

import pytest

from thresher.errors import MethodError, OptionsError
from thresher.eval.methodspec import parse_method_spec
from thresher.methods.sentences import PRESETS


def test_plain_name_has_no_options() -> None:
    spec = parse_method_spec("sentences")
    assert (spec.label, spec.method, dict(spec.options)) == ("sentences", "sentences", {})


def test_preset_takes_the_module_presets() -> None:
    spec = parse_method_spec("sentences@faithful")
    assert spec.method == "sentences" and dict(spec.options) == PRESETS["faithful"]


def test_overrides_win_over_run_options_and_preset() -> None:
    spec = parse_method_spec(
        "sentences@faithful:min_sentence_words=3,bridge_gaps=true,terminators=.!",
        {"min_sentence_words": 2, "max_link_density": 0.4},
    )
    assert spec.options["min_sentence_words"] == 3
    assert spec.options["bridge_gaps"] is True
    assert spec.options["terminators"] == ".!"
    assert spec.options["max_link_density"] == 0.4
    assert spec.options["extended_blocks"] is False


@pytest.mark.parametrize(
    ("spec", "error", "message"),
    [
        ("sentences@nope", OptionsError, "no preset 'nope'"),
        ("sentences:no_such_option=1", OptionsError, "unknown option"),
        ("sentences@@x", OptionsError, "bad method spec"),
        ("nosuchmethod", MethodError, "unknown method"),
    ],
)
def test_bad_specs(spec: str, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        parse_method_spec(spec)
