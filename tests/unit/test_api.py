"""The public API surface and option handling."""

from __future__ import annotations

import pytest

import thresher
from thresher.errors import MethodError, OptionsError, ThresherError

EXPECTED_API = {
    "Block",
    "Decision",
    "Document",
    "Extraction",
    "Label",
    "Limits",
    "Metadata",
    "Options",
    "ThresherError",
    "__version__",
    "extract",
    "extract_site",
    "learn_template",
    "SiteTemplate",
    "load_document",
    "methods",
}


def test_public_api_is_exactly_all():
    exported = set(thresher.__all__)
    assert exported <= EXPECTED_API
    assert {"extract", "methods", "Extraction", "ThresherError"} <= exported
    for name in exported:
        assert hasattr(thresher, name)


def test_methods_lists_auto_and_sentences():
    names = thresher.methods()
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
