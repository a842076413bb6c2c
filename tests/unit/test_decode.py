"""Decoding: BOM, HTTP charset, meta, detection, wrong or missing charsets."""

from __future__ import annotations

import codecs
import gzip

import pytest

from thresher.errors import BinaryInputError, EmptyInputError, LimitExceededError
from thresher.html.load import charset_from_content_type, decode, normalize_label

RUSSIAN = "Съешь же ещё этих мягких французских булок, да выпей чаю. " * 20
CHINESE = "中华人民共和国是一个位于东亚的国家，首都是北京。这里有很多历史文化遗产。" * 20
JAPANESE = "これは日本語の文章です。東京は日本の首都であり、多くの人が住んでいます。" * 20


def page(body: str, head: str = "") -> str:
    return f"<html><head>{head}</head><body><p>{body}</p></body></html>"


def test_bom_decides_before_everything():
    data = codecs.BOM_UTF8 + page("café", '<meta charset="iso-8859-1">').encode()
    result = decode(data)
    assert result.source == "bom" and "café" in result.text


def test_utf16_bom():
    data = codecs.BOM_UTF16_LE + page("naïve text").encode("utf-16-le")
    result = decode(data)
    assert result.encoding == "utf-16-le" and "naïve text" in result.text


def test_utf16_without_bom_is_recognised():
    result = decode(page("plain words here").encode("utf-16-be"))
    assert result.source == "utf16-pattern" and "plain words here" in result.text


def test_http_charset_beats_meta():
    data = page(RUSSIAN, '<meta charset="utf-8">').encode("cp1251")
    result = decode(data, http_charset="windows-1251")
    assert result.source == "http" and "французских" in result.text


def test_meta_charset_used():
    data = page(
        RUSSIAN, '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'
    )
    result = decode(data.encode("cp1251"))
    assert result.source == "meta" and "французских" in result.text


def test_gb2312_label_maps_to_gb18030_superset():
    text = CHINESE + "𠀀"  # outside GB2312, inside GB18030
    data = page(text, '<meta charset="gb2312">').encode("gb18030")
    result = decode(data)
    assert result.encoding == "gb18030" and "首都是北京" in result.text and "𠀀" in result.text


@pytest.mark.parametrize(
    ("text", "encoding", "probe"),
    [(RUSSIAN, "cp1251", "булок"), (CHINESE, "gb18030", "北京"), (JAPANESE, "shift_jis", "東京")],
)
def test_missing_charset_is_detected(text, encoding, probe):
    result = decode(page(text).encode(encoding))
    assert result.source == "detected" and probe in result.text


def test_wrong_declared_single_byte_charset_loses_to_valid_utf8():
    data = page(RUSSIAN, '<meta charset="iso-8859-1">').encode("utf-8")
    result = decode(data)
    assert result.source == "utf-8-override" and "булок" in result.text


def test_wrong_declared_utf8_falls_back_to_detection():
    data = page(RUSSIAN, '<meta charset="utf-8">').encode("cp1251")
    result = decode(data)
    assert "булок" in result.text


def test_invalid_bytes_never_raise():
    result = decode(b"<p>ok \xff\xfe\xfa broken \xc3 end</p>", http_charset="utf-8")
    assert "ok" in result.text and "end" in result.text


def test_control_characters_removed():
    result = decode(b"<html><body><p>a\x00b\x01c and some ordinary text</p></body></html>")
    assert "abc and some" in result.text


def test_empty_and_binary_inputs_raise_clear_errors():
    with pytest.raises(EmptyInputError):
        decode(b"  \n\t ")
    with pytest.raises(BinaryInputError, match="PNG"):
        decode(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))


def test_gzip_bytes_are_decompressed():
    result = decode(gzip.compress(page("inside gzip").encode()))
    assert "inside gzip" in result.text
    assert not any("truncated" in w for w in result.warnings)


def test_a_gzip_stream_cut_short_is_kept_with_a_truncation_warning():
    text = " ".join(f"sentence {i} inside gzip." for i in range(300))
    packed = gzip.compress(page(text).encode())
    result = decode(packed[: len(packed) // 2])
    assert "sentence 1 inside gzip." in result.text and "sentence 299" not in result.text
    (cut,) = [w for w in result.warnings if w.startswith("gzip stream truncated")]
    assert cut == (
        f"gzip stream truncated: decompressed {len(result.text.encode())} bytes of what was there"
    )
    without_trailer = decode(packed[:-8])  # every byte of the page, but no end-of-stream check
    assert any(w.startswith("gzip stream truncated") for w in without_trailer.warnings)


def test_a_gzip_stream_cut_before_any_data_is_refused():
    with pytest.raises(BinaryInputError, match="gzip-compressed but truncated"):
        decode(gzip.compress(page("x").encode())[:10])  # the gzip header only


def test_input_limit_truncates_or_fails():
    data = page("x" * 5000).encode()
    truncated = decode(data, max_input_bytes=1000)
    assert len(truncated.text) <= 1000 and truncated.warnings
    with pytest.raises(LimitExceededError):
        decode(data, max_input_bytes=1000, on_limit="fail")


def test_label_helpers():
    assert normalize_label("Latin-1") == "cp1252"
    assert normalize_label("no-such-charset") is None
    assert charset_from_content_type('text/html; charset="Shift_JIS"') == "Shift_JIS"
    assert charset_from_content_type("text/html") is None
