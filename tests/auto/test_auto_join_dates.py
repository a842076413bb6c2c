"""User cards' join dates inside a thread (years in no order), dropped when the posts'
dates run in order; the posts' dates and text kept."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_post_chrome import JOINED, KEPT, NAMES, TEXTS, _thread

from thresher.methods.auto.join_dates import drop_join_dates
from thresher.methods.auto.method import AutoParams

POSTED = tuple(f"Nov {i + 1}, 2024" for i in range(4))


def _kept(html: str, **switches: bool) -> list[str]:
    page = prepared_page(html)
    _, probs = decide_keeping(page, (*KEPT, *NAMES, *JOINED, *POSTED))
    return kept_texts(page, probs, AutoParams(complete_listing=False, **switches))


def test_join_dates_in_no_order_are_dropped_and_the_posts_dates_kept() -> None:
    kept = _kept(_thread("", "", "", ""))
    assert not any(date in kept for date in JOINED)
    assert all(text in kept for text in (*TEXTS, *POSTED, *NAMES))
    # (``prose_posts`` off too: with it these short posts are a thread whose repeated card
    # lines ``thread_chrome`` drops as well)
    unjoined = _kept(_thread("", "", "", ""), join_dates=False, prose_posts=False)
    assert all(date in unjoined for date in JOINED)


def test_join_dates_in_order_or_posts_dated_in_no_order_stay() -> None:
    html = _thread("", "", "", "")
    ordered = html
    for old, new in zip(JOINED, sorted(JOINED, key=lambda d: d[-4:]), strict=True):
        ordered = ordered.replace(f"<dd>{old}</dd>", f"<dd>@{new}</dd>")
    ordered = ordered.replace("<dd>@", "<dd>")
    # (``prose_posts`` off: with it, ``thread_chrome`` drops the repeated card lines)
    assert all(date in _kept(ordered, prose_posts=False) for date in JOINED)
    page = prepared_page(html.replace("2024</time>", "</time>"))  # the posts' dates undated
    blocks = list(page.text_blocks)
    assert drop_join_dates(blocks, [True] * len(blocks), (0, 10**6)) == {}
    assert drop_join_dates(blocks, [True] * len(blocks), None) == {}
