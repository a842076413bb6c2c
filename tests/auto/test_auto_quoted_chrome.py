"""``quoted_chrome``: the quoted lines ``post_quotes`` would keep on a thread the chrome rule
does not read lose their chrome (a quote's attribution, its fold control)."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.post_chrome import without_chrome
from thresher.types import Decision, Label


def test_the_chrome_lines_leave_the_decisions_and_the_quoted_text_stays() -> None:
    quoted = "Quoted text of the post this reply answers, word for word."
    page = prepared_page(
        f"<aside><div>Safiro said:</div><blockquote><p>{quoted}</p>"
        "<div>Click to expand...</div></blockquote></aside>"
    )
    blocks = list(page.text_blocks)
    kept = {b.index: Decision(b.index, Label.CONTENT, "quoted") for b in blocks}
    left = without_chrome(blocks, kept)
    assert {b.text for b in blocks if b.index in left} == {quoted}
    assert without_chrome(blocks, {}) == {}
