"""A thread's signature boxes, kept by the model under every post, dropped (tried at stop
64 and reverted: the truths disagree; this file goes with the rule)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.post_signatures import _signature_step, drop_post_signatures
from thresher.types import Label

KEPT = ("I ", "We ", "Nothing", "WordPress", "Visit", "asked", "Par ", "Since")


def _post(n: int, signature: str, box: str = "<blockquote class='signature'>") -> str:
    return (
        f"<div class='postrow'><h3>Post {n}</h3>"
        f"<p>I tried the host for {n} months and the uptime was fine, support slow.</p>"
        f"{box}<div class='signaturecontainer'>{signature}</div></blockquote></div>"
    )


def _dropped(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    changed = drop_post_signatures(page.text_blocks, probs, kept_flags(decisions, page.text_blocks))
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_threads_signatures_are_dropped_and_its_posts_stay() -> None:
    signatures = ("Nothing is free in life.", "WordPress Hosting", "Visit Us | NVMe Hosting")
    page = prepared_page("".join(_post(n, s) for n, s in enumerate(signatures)))
    assert _dropped(page) == set(signatures)


def test_fewer_boxes_than_a_thread_stay() -> None:
    page = prepared_page("".join(_post(n, "Nothing is free in life.") for n in range(2)))
    assert _dropped(page) == set()


def test_a_dated_box_is_a_card_or_a_header_and_stays() -> None:
    box = "<div class='post-signature'>"
    card = "asked Mar 26, 2019 at 16:18"
    posts = "".join(
        f"<div><p>I think so, {n}.</p>{box}<div>{card}</div></div></div>" for n in range(3)
    )
    assert _dropped(prepared_page(posts)) == set()


def test_a_long_line_with_a_year_does_not_date_a_box() -> None:
    line = "Visit Us | NVMe SSD | cPanel | DirectAdmin | LiteSpeed | CloudLinux | Since 2008"
    page = prepared_page("".join(_post(n, line) for n in range(3)))
    assert _dropped(page) == {line}


def test_only_names_of_signatures_count() -> None:
    assert _signature_step("body/div.postbody/div.postsignature/p").endswith("postsignature")
    assert _signature_step("body/article/div.ipsEntry__signature/div/p").endswith("signature")
    assert _signature_step("body/div.message-signature/div/p").endswith("message-signature")
    assert _signature_step("body/div#post_signature_12/p")
    for path in ("body/h2#digitalsignatures", "body/div.serversignature/p", "body/div.sign/p"):
        assert _signature_step(path) == "", path


def test_the_switch_is_on() -> None:
    assert AutoParams().post_signatures
