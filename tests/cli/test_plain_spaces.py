"""Item 15 of issue 28: plain text writes U+00A0 and other Unicode spaces as plain spaces."""

from __future__ import annotations

import thresher

PAGE = (
    "<html><body><article><p>Die Angaben müssen von der Behörde geprüft&nbsp;werden, "
    "bevor der Antrag\u2009weitergeleitet wird und die Frist\u202fabläuft.</p>"
    "<pre>Schritt 1: geprüft&nbsp;werden</pre>"
    "<p>Ein zweiter Absatz mit weiteren Worten, damit der Text als Inhalt gilt.</p>"
    "</article></body></html>"
)


def test_plain_text_has_plain_spaces() -> None:
    result = thresher.extract(PAGE)
    assert "geprüft werden" in result.text
    assert "Antrag weitergeleitet" in result.text
    assert "Frist abläuft" in result.text
    assert "Schritt 1: geprüft werden" in result.text
    assert not any(ch in result.text for ch in "\u00a0\u2009\u202f")


def test_html_keeps_the_no_break_space() -> None:
    assert "\u00a0" in thresher.extract(PAGE).html
