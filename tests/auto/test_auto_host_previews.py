"""A link's preview card inside a thread's posts told by its host line (an engine whose
classes name no preview), dropped; the posts and a bare address in a post kept."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_post_chrome import KEPT, TEXTS, _thread

from thresher.methods.auto.host_previews import drop_host_previews
from thresher.methods.auto.method import AutoParams

DESC = "The new router doubles the speed of the old one at half its price, our tests show."
HOST = "www.routerlab.example"


def _card(host: str = HOST, href: str = "https://www.routerlab.example/review/42") -> str:
    return (
        "<div class='qa'><div class='qb'><img src='/i.png' alt=''></div><div class='qc'>"
        f"<h3 class='qd'><a href='{href}'>Router review</a></h3>"
        f"<div class='qe'>{DESC}</div><div class='qf'><span><img src='/f.ico'></span>"
        f" {host} </div></div></div>"
    )


KEPT_ALL = (*KEPT, "The new router", "Router review", HOST, "routerlab")


def _kept(card: str, **switches: bool) -> list[str]:
    page = prepared_page(_thread("", card, "", ""))
    _, probs = decide_keeping(page, KEPT_ALL)
    return kept_texts(page, probs, AutoParams(complete_listing=False, **switches))


def test_a_card_naming_its_host_inside_a_post_is_dropped_and_the_posts_kept() -> None:
    kept = _kept(_card())
    assert DESC not in kept and "Router review" not in kept and HOST not in kept
    assert all(text in kept for text in TEXTS)
    assert DESC in _kept(_card(), host_previews=False)


def test_a_host_line_without_a_titled_link_to_it_is_no_card() -> None:
    other = _card(href="https://elsewhere.example/review/42")  # the title links elsewhere
    assert DESC in _kept(other)
    bare = f"<div class='qg'><p>{DESC}</p><p><a href='https://{HOST}/'>{HOST}</a></p></div>"
    kept = _kept(bare)  # a post that writes the address: its only link's text is the host
    assert DESC in kept and HOST in kept


def test_only_a_threads_lines_are_read_and_a_long_box_is_no_card() -> None:
    page = prepared_page(_card())
    blocks = list(page.text_blocks)
    flags = [True] * len(blocks)
    dropped = drop_host_previews(blocks, flags, (0, 10**6))
    assert {b.text for b in blocks if b.index in dropped} == {DESC, "Router review", HOST}
    assert drop_host_previews(blocks, flags, None) == {}
    long = prepared_page(_card().replace(DESC, DESC * 20))
    long_blocks = list(long.text_blocks)
    assert drop_host_previews(long_blocks, [True] * len(long_blocks), (0, 10**6)) == {}
