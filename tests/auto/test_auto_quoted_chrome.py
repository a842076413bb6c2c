"""``quoted_chrome``: the quoted lines ``post_quotes`` would keep on a thread the chrome rule
does not read lose their chrome (a quote's attribution, its fold control); XenForo 1's
attribution ends with an arrow to the quoted post."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.post_chrome import is_post_chrome, without_chrome
from thresher.types import Decision, Label

ATTRIBUTIONS = ("Remarkable-Part said: ↑", "Anna said:", "Anna a dit : ↑", "Anna 写道：↑")
NOT_CHROME = ("Anna said: ↑ and then she left", "Arrows like ↑ point up.", "Up ↑")


def test_an_attribution_with_an_arrow_is_chrome() -> None:
    assert all(is_post_chrome(line) for line in ATTRIBUTIONS)
    assert not any(is_post_chrome(line) for line in NOT_CHROME)


def test_the_chrome_lines_leave_the_decisions_and_the_quoted_text_stays() -> None:
    quoted = "Quoted text of the post this reply answers, word for word."
    page = prepared_page(
        f"<aside><div>Safiro said: ↑</div><blockquote><p>{quoted}</p>"
        "<div>Click to expand...</div></blockquote></aside>"
    )
    blocks = list(page.text_blocks)
    kept = {b.index: Decision(b.index, Label.CONTENT, "quoted") for b in blocks}
    left = without_chrome(blocks, kept)
    assert {b.text for b in blocks if b.index in left} == {quoted}
    assert without_chrome(blocks, {}) == {}
