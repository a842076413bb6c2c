"""Fragmenters and chain hashing on handmade strings."""

from __future__ import annotations

import zlib

import numpy as np

from thresher.site.chains import chain_keys, in_sorted, key_set, token_flags, window_crc32
from thresher.site.fragments import (
    END_TAG,
    OTHER_TAG,
    RAW_TEXT,
    START_TAG,
    TEXT,
    fragment,
    hash_forms,
    page_bytes,
    tokens,
)


def test_tags_and_texts_are_fragmenters_whitespace_next_to_tags_ignored() -> None:
    data = b"<p class='a'>\n   Hello   world \n</p><br/>  <b>x</b>"
    assert tokens(data) == [
        b"<p class='a'>",
        b"Hello   world",
        b"</p>",
        b"<br/>",
        b"<b>",
        b"x",
        b"</b>",
    ]


def test_whitespace_only_text_is_no_fragmenter() -> None:
    assert tokens(b"<ul>\n  \t<li>a</li>\n</ul>") == [b"<ul>", b"<li>", b"a", b"</li>", b"</ul>"]


def test_raw_text_comment_and_stray_angle_bracket() -> None:
    data = b'<script>if (a<b) x("</p>")</script><!-- a > b -->1 < 2'
    frag = fragment(data)
    assert frag.tokens == [
        b"<script>",
        b'if (a<b) x("</p>")',
        b"</script>",
        b"<!-- a > b -->",
        b"1",
        b"<",
        b"2",
    ]
    assert frag.kinds == [START_TAG, RAW_TEXT, END_TAG, OTHER_TAG, TEXT, TEXT, TEXT]


def test_fragment_spans_point_at_the_tokens_and_agree_with_tokens() -> None:
    data = b"<html><head><title> T </title></head><body>\n a <i>b</i>\n</body></html>"
    frag = fragment(data)
    assert [data[s:e] for s, e in frag.spans] == frag.tokens
    assert frag.tokens == tokens(data)


def test_page_bytes_decodes_like_the_loader() -> None:
    assert page_bytes("<p>é</p>") == "<p>é</p>".encode()
    assert page_bytes(b"\xef\xbb\xbf<p>a</p>") == b"<p>a</p>"
    text = b"<p>" + b"word " * 40 + b"a\x01b</p>"
    assert page_bytes(text) == text.replace(b"\x01", b"")


def test_hash_forms_drop_attribute_values_but_class() -> None:
    forms = hash_forms([b'<a href="/x?1" class="nav">', b"href=1"], "class")
    assert forms == [b'<a href class="nav">', b"href=1"]
    assert hash_forms([b'<a href="/x">'], "all") == [b'<a href="/x">']


def test_window_crc32_equals_zlib_on_each_window() -> None:
    values = np.random.default_rng(7).integers(0, 2**32, size=40, dtype=np.uint32)
    expected = [zlib.crc32(values[i : i + 6].astype("<u4").tobytes()) for i in range(35)]
    assert window_crc32(values, 6).tolist() == expected


def test_chain_key_holds_crc_of_fragmenter_crcs_and_byte_length() -> None:
    toks = [b"<p>", b"hello", b"</p>", b"<b>", b"x", b"</b>", b"<i>"]
    keys = chain_keys(toks, 6)
    assert keys.size == 2
    crcs = np.array([zlib.crc32(t) for t in toks[:6]], dtype="<u4").tobytes()
    assert int(keys[0]) & 0xFFFFFFFF == zlib.crc32(crcs)
    assert int(keys[0]) >> 32 == sum(len(t) for t in toks[:6])


def test_same_chain_same_key_across_pages_and_short_pages_have_none() -> None:
    a = chain_keys([b"<div>", b"<a>", b"Home", b"</a>", b"</div>", b"<p>", b"one"], 6)
    b = chain_keys([b"<h1>", b"<div>", b"<a>", b"Home", b"</a>", b"</div>", b"<p>"], 6)
    assert a[0] == b[1]
    assert chain_keys([b"<p>", b"x"], 6).size == 0


def test_key_set_sorted_distinct_and_membership() -> None:
    keys = np.array([5, 3, 5, 9], dtype=np.uint64)
    assert key_set(keys).tolist() == [3, 5, 9]
    assert in_sorted(np.array([9, 4], dtype=np.uint64), key_set(keys)).tolist() == [True, False]


def test_token_flags_cover_every_fragmenter_of_a_matching_chain() -> None:
    keys = np.array([10, 11, 12, 13], dtype=np.uint64)
    flags = token_flags(keys, np.array([11], dtype=np.uint64), 3, 6)
    assert flags.tolist() == [False, True, True, True, False, False]
