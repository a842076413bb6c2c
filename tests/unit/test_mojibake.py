"""Repairing double-encoded text (mojibake) at load, and leaving legitimate text alone."""

from __future__ import annotations

import pytest

import thresher
from thresher.html.load import decode_keeping_utf8, repair_double_encoding
from thresher.html.mojibake import may_hold_mojibake_utf8, repair_mojibake


def twice(text: str, codec: str = "cp1252") -> str:
    """``text``'s UTF-8 read as ``codec`` (what a double-encoding server shows)."""
    data = text.encode("utf-8")
    if codec == "cp1252":
        return "".join(
            bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in data
        )  # the five undefined bytes as their C1 controls, as browsers do
    return data.decode(codec)


ENGLISH = "Logitech’s “MX” mouse — 29 € — © 2024 Logitech™ · café, naïve, 25 °C."
POLISH = "Zażółć gęślą jaźń — żółw, łódź i źdźbło."


@pytest.mark.parametrize("codec", ["cp1252", "latin-1"])
def test_both_forms_are_repaired(codec):
    broken = twice(ENGLISH, codec)
    assert broken != ENGLISH
    found = repair_mojibake(broken)
    assert found.text == ENGLISH and found.runs > 0


def test_right_quote_in_c1_form():
    assert repair_mojibake("Logitechâ\x80\x99s mouse, Appleâ\x80\x99s too").text == (
        "Logitech’s mouse, Apple’s too"
    )


def test_page_of_only_mojibake_in_other_scripts():
    text = "Привет, мир! 你好，世界。 Γειά σου κόσμε 😞"
    assert repair_mojibake(twice(text)).text == text


def test_repeated_double_encoding():
    assert repair_mojibake(twice(twice(twice("Next Gen® suite, été")))).text == (
        "Next Gen® suite, été"
    )


def test_one_hallmark_on_a_page_without_other_latin_text():
    assert repair_mojibake("Read more Â» | Next Â»").text == "Read more » | Next »"
    assert repair_mojibake("Read more Â»").text == "Read more »"


LEGITIMATE = [
    "« C’est l’été\xa0», dit-il. «\xa0CAFÉ\xa0» — voilà\xa0» fin. Déjà vu à Noël.",  # French
    "„GRÜN“ sagte er. Fuß\xadball und Straße, Ä… Öl, Übermut, ÄRGER«",  # German
    "A IRMÃ» disse «NÃO», São Paulo, coração, ação.",  # Portuguese
    POLISH,  # Polish
    "Þórður og Ðóra í Reykjavík — Ýmir, æði, ö.",  # Icelandic
    "¿Qué tal? ¡Olé! El niño, señor, año 2024 ©.",  # Spanish
    "Â alone, © 2024, 5 °C, ½ cup, Ã and Â",  # stray leads
]


@pytest.mark.parametrize("text", LEGITIMATE)
def test_legitimate_latin_text_untouched(text):
    assert repair_mojibake(text).text == text
    assert repair_mojibake(text * 20).runs == 0


def test_mixed_page_keeps_its_legitimate_typography():
    legit = "Il a dit\xa0: «\xa0café\xa0» et «\xa0thé\xa0». " * 5
    broken = twice("Logitech’s “MX” — l’été. ")
    found = repair_mojibake(legit + broken)
    assert found.text == legit + "Logitech’s “MX” — l’été. "


def test_cheap_test_on_bytes():
    assert not may_hold_mojibake_utf8("plain ascii and café".encode())
    assert not may_hold_mojibake_utf8("déjà vu à l’été, Straße".encode())
    assert may_hold_mojibake_utf8(twice("café").encode())
    assert may_hold_mojibake_utf8(twice("it’s").encode())


def page(body: str, charset: str = "utf-8") -> str:
    return (
        f'<!DOCTYPE html><html lang="en"><head><meta charset="{charset}">'
        "<title>Review</title></head><body>"
        '<nav class="site-nav"><a href="/">Home</a> <a href="/news">News</a></nav>'
        '<main><article class="post type-post"><h1 class="entry-title">Review</h1>'
        f'<div class="entry-content">{body}</div></article></main>'
        "<footer>Copyright</footer></body></html>"
    )


ARTICLE = "".join(
    f"<p>{line}</p>"
    for line in [
        "Logitech’s new mouse is the company’s “most ergonomic” design yet — and it shows.",
        "It costs 99 € in Europe, and the grip sits at a 57° angle to the desk.",
        "Reviewers at the café said it’s “the best mouse we’ve used” in years.",
    ]
)


def test_load_repairs_and_warns():
    decoded, kept = decode_keeping_utf8(page(twice(ARTICLE)).encode(), cut_within=10**7)
    found, kept = repair_double_encoding(decoded, kept)
    assert kept is None and ARTICLE in found.text
    assert found.warnings[-1] == "repaired 12 double-encoded runs"  # 5 + 2 + 5 characters


def test_load_leaves_clean_page_as_it_was():
    decoded, kept = decode_keeping_utf8(page(ARTICLE).encode(), cut_within=10**7)
    assert repair_double_encoding(decoded, kept) == (decoded, kept)


@pytest.mark.parametrize("given", ["bytes", "text", "cp1252"])
def test_extract_repairs_by_default(given):
    html = page(twice(ARTICLE), "windows-1252" if given == "cp1252" else "utf-8")
    data = {"bytes": html.encode(), "text": html, "cp1252": html.encode("utf-8")}[given]
    result = thresher.extract(data)
    assert "Logitech’s new mouse" in result.text and "â€" not in result.text
    assert any(w.startswith("repaired ") for w in result.warnings)


def test_option_off_keeps_the_page_as_it_came():
    result = thresher.extract(page(twice(ARTICLE)).encode(), repair_mojibake=False)
    assert "Logitechâ€™s new mouse" in result.text
    assert not any(w.startswith("repaired ") for w in result.warnings)


def test_site_templates_read_the_repaired_text() -> None:
    """Template mining reads a page as the extraction does: runs repaired, clean text as is."""
    from thresher.site.fragments import page_bytes

    broken = "<p>Logitech\u00e2\u0080\u0099s caf\u00c3\u00a9 na\u00c3\u00afve</p>".encode()
    assert page_bytes(broken) == "<p>Logitech’s café naïve</p>".encode()
    clean = "<p>café » déjà vu</p>".encode()
    assert page_bytes(clean) == clean
