"""The public API surface and option handling."""

from __future__ import annotations

import types

import pytest

import thresher
from thresher.errors import MethodError, OptionsError, ThresherError

EXPECTED_API = {
    "BinaryInputError",
    "Block",
    "DatasetError",
    "Decision",
    "Document",
    "EmptyInputError",
    "Extraction",
    "FetchError",
    "InputError",
    "Label",
    "LimitExceededError",
    "Limits",
    "Metadata",
    "MethodError",
    "ModelError",
    "Options",
    "OptionsError",
    "SiteTemplate",
    "ThresherError",
    "__version__",
    "extract",
    "extract_site",
    "learn_template",
    "load_document",
    "method_names",
    "speedups",
}


def test_public_api_is_exactly_all():
    assert set(thresher.__all__) == EXPECTED_API
    public = {
        name
        for name, value in vars(thresher).items()
        if not name.startswith("_") and not isinstance(value, types.ModuleType)
    }
    assert public == EXPECTED_API - {"__version__"}


def test_every_error_the_readme_names_is_exported():
    for name in ("ThresherError", "EmptyInputError", "BinaryInputError", "LimitExceededError"):
        assert issubclass(getattr(thresher, name), thresher.ThresherError)


def test_subpackages_are_not_shadowed_by_functions():
    import thresher.methods.roles.method

    assert thresher.methods.roles.method.METHOD.name == "roles"


def test_presets_work_in_extract(sample_bytes):
    result = thresher.extract(sample_bytes, method="sentences@faithful")
    assert result.method == "sentences@faithful"
    assert result.options["params"]["extended_blocks"] is False


def test_methods_lists_auto_and_sentences():
    names = thresher.method_names()
    assert names[0] == "auto" and "sentences" in names


def test_unknown_method_and_option_raise():
    with pytest.raises(MethodError, match="unknown method"):
        thresher.extract("<p>x</p>", method="nope")
    with pytest.raises(OptionsError, match="unknown option 'bogus'"):
        thresher.extract("<p>x</p>", bogus=1)


def test_errors_share_one_base():
    with pytest.raises(ThresherError):
        thresher.extract(b"")


def test_options_reach_method_and_record(sample_bytes):
    result = thresher.extract(sample_bytes, method="sentences", min_sentence_words=1, max_depth=99)
    assert result.options["params"]["min_sentence_words"] == 1
    assert result.options["limits"]["max_depth"] == 99


def test_extraction_is_deterministic(sample_bytes):
    first = thresher.extract(sample_bytes).to_dict(with_blocks=True)
    assert thresher.extract(sample_bytes).to_dict(with_blocks=True) == first


def test_str_input_is_accepted():
    result = thresher.extract("<p>Un texte français, avec des accents éèà.</p>")
    assert "éèà" in result.text


def test_a_plain_call_records_the_options_as_a_call_with_options_does(sample_bytes):
    """extract() without keyword options reads the spec once (remembered); each
    Extraction still gets its own record, equal to the one options_record makes."""
    from thresher.catalog import load_method
    from thresher.options import Options
    from thresher.pipeline import options_record

    for method in thresher.method_names():
        if method == "template":
            continue
        first = thresher.extract(sample_bytes, method=method)
        runner = load_method(method)
        params = runner.params_class() if runner.params_class else None
        assert first.options == options_record(Options(), params), method
        first.options["limits"]["max_depth"] = -1
        first.options["include_tables"] = "changed"
        second = thresher.extract(sample_bytes, method=method)
        assert second.options == options_record(Options(), params), method
        assert second.options["limits"] is not first.options["limits"]
    with_options = thresher.extract(sample_bytes, include_tables=False)
    assert with_options.options["include_tables"] is False
    assert thresher.extract(sample_bytes).options["include_tables"] is True


def test_a_bad_spec_raises_on_every_call(sample_bytes):
    for _ in range(2):
        with pytest.raises(MethodError):
            thresher.extract(sample_bytes, method="nosuchmethod")
        with pytest.raises(OptionsError):
            thresher.extract(sample_bytes, method="auto:nosuchoption=1")
        with pytest.raises(OptionsError):
            thresher.extract(sample_bytes, method="auto@nosuchpreset")
