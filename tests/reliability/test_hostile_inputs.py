"""Every hostile input class gets a result or one clear ThresherError, and loses no text."""

from __future__ import annotations

import json
import re

import pytest
from hostile import CASES, Case

import thresher
from thresher import errors
from thresher.output import FORMATS, render

# Characters lxml refuses in any string it is given (the marked view and the
# roles method build new trees from page text).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
URL = "https://example.org/news/2024/page.html"


def _outputs(result: thresher.Extraction) -> dict[str, str]:
    return {fmt: render(result, fmt) for fmt in FORMATS}


def _check_result(c: Case, result: thresher.Extraction) -> None:
    outputs = _outputs(result)
    for fmt, text in outputs.items():
        text.encode("utf-8")  # no lone surrogates anywhere
        assert not _NOT_XML.search(text), (c.name, fmt)
    json.loads(outputs["json"])
    every_block = "\n".join(b.text for b in result.blocks)
    for needle in c.must:
        assert needle in every_block, f"{c.name}: {needle!r} lost in parsing"
    for needle in c.kept:
        assert needle in result.text, f"{c.name}: {needle!r} not extracted"
    for needle in c.absent:
        for fmt in ("txt", "md", "html", "json"):
            assert needle not in outputs[fmt], f"{c.name}: {needle!r} in {fmt} output"


@pytest.mark.parametrize("c", CASES, ids=[c.name for c in CASES])
def test_hostile_input(c: Case) -> None:
    data = c.build(c.test_scale)
    if c.expect == "result":
        _check_result(c, thresher.extract(data, url=URL))
        return
    with pytest.raises(getattr(errors, c.expect)) as caught:
        thresher.extract(data, url=URL)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(URL), message


def test_text_input_with_lone_surrogates() -> None:
    """Decoded text given directly (str) may hold lone surrogates; they never reach output."""
    text = "<p>Lone \udcff surrogate \ud800 here, and a real sentence follows.</p>"
    result = thresher.extract(text)
    assert "surrogate" in result.text
    for output in _outputs(result).values():
        output.encode("utf-8")


def test_a_stray_quote_is_not_an_attribute_storm() -> None:
    """href="x"" (a typo) must not make the rest of the page look like one huge tag."""
    c = next(c for c in CASES if c.name == "stray quote after an attribute value")
    result = thresher.extract(c.build(1.0))
    assert not any("attributes" in w for w in result.warnings)


def test_binary_message_names_what_it_is() -> None:
    c = next(c for c in CASES if c.name == "PNG image named .html")
    with pytest.raises(errors.BinaryInputError, match="PNG image"):
        thresher.extract(c.build(1.0), url="a.html")


def test_legacy_encodings_record_detection() -> None:
    c = next(c for c in CASES if c.name == "latin-1, no charset")
    result = thresher.extract(c.build(1.0))
    assert result.encoding == "cp1252" and result.encoding_source == "detected"


def test_wrong_declaration_is_overridden_not_trusted() -> None:
    c = next(c for c in CASES if c.name == "declared Shift_JIS, really gb18030")
    result = thresher.extract(c.build(1.0))
    assert result.encoding == "gb18030" and result.encoding_source == "detected"


# Regressions found by fuzzing, the property tests and probing (see docs/reliability.md).


@pytest.mark.parametrize(
    "label",
    [
        "base64",
        "rot13",
        "hex",
        "zlib",
        "idna",
        "punycode",
        "utf-7",
        "cp037",
        "unicode_escape",
        "x-user-defined",
        "tis-620",
    ],
)
def test_hostile_meta_charsets_are_ignored_or_mapped(label: str) -> None:
    page = f'<meta charset="{label}"><p>Hello there, this is a sentence of text.</p>'
    result = thresher.extract(page.encode())
    assert "sentence of text" in result.text
    assert result.encoding in ("utf-8", "cp1252", "cp874")


def test_bytes_detected_as_ebcdic_never_reach_the_tree_as_controls() -> None:
    result = thresher.extract(b"??????\x84\xa2\xb1")
    assert result.encoding != "cp875"
    for output in _outputs(result).values():
        assert not _NOT_XML.search(output)


def test_form_feeds_and_control_references_render_in_every_format() -> None:
    page = "<p>Form\x0cfeed and &#12;ref &#x1; here, a sentence.</p><p>T\x0cwo.</p>"
    result = thresher.extract(page.encode(), url=URL)
    assert "Form feed" in result.blocks[0].text
    _outputs(result)


@pytest.mark.parametrize("bad", ["http://[::1", "http://[x]/", "http://a:bad/"])
def test_malformed_urls_in_the_page_or_the_call(bad: str) -> None:
    page = f'<link rel="canonical" href="{bad}"><p>A sentence that is content here.</p>'
    assert thresher.extract(page.encode(), url=URL).text
    assert thresher.extract(page.encode(), url=bad).text


LIGHT = [c for c in CASES if c.test_scale == 1.0 and len(c.build(1.0)) < 100_000]
METHODS = [m for m in thresher.method_names() if m not in ("auto", "template")]


@pytest.mark.parametrize("method", METHODS)
def test_every_method_survives_the_light_hostile_inputs(method: str) -> None:
    for c in LIGHT:
        try:
            result = thresher.extract(c.build(1.0), url=URL, method=method)
        except errors.ThresherError as exc:
            assert "\n" not in str(exc)
            continue
        _outputs(result)


@pytest.mark.parametrize("method", METHODS)
def test_every_method_survives_a_malformed_image_url(method: str) -> None:
    page = (
        "<article><h1>A title</h1><p>A sentence of real content, long enough to keep.</p>"
        '<img src="http://[::1/x.png" alt="x"><p>Another sentence of content here.</p></article>'
    )
    _outputs(thresher.extract(page.encode(), url=URL, method=method))
