"""A user card's counts the runs' rules completed in every post: the frame rule reads what
the model itself kept (``model_frames``); grouped counts beside a date (``card_counts``)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_post_chrome import COUNTS, JOINED, KEPT, NAMES, TEXTS, _thread

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.post_chrome import card_value, drop_post_frames
from thresher.methods.auto.user_cards import drop_user_cards
from thresher.types import Block

THREAD = _thread("", "", "", "")


def _kept(**switches: bool) -> set[str]:
    """The texts ``decide_page`` keeps of the thread when the model keeps the opening
    post's card and the posts' text (the listing rule then completes every card)."""
    page = prepared_page(THREAD)
    _, probs = decide_keeping(page, KEPT)
    # the join dates left to the frame rules: ``join_dates`` drops them (in no order)
    return set(kept_texts(page, probs, AutoParams(**{"join_dates": False, **switches})))


def test_the_counts_completed_in_every_card_are_dropped_under_the_switch() -> None:
    # (``prose_posts`` off: with it these short posts are a thread whose repeated card
    # lines ``thread_chrome`` drops as well)
    on = _kept(card_counts=False, prose_posts=False)
    off = _kept(model_frames=False, card_counts=False, prose_posts=False)
    assert set(COUNTS) <= off  # completed in every post: the frame looked kept
    assert not set(COUNTS) & on
    assert set(TEXTS) <= on
    # dates and names stay as they were: some threads' readers keep a post's header
    assert on == off - set(COUNTS)
    assert "Oct 7, 2009" in on and "ben" in on
    assert _kept(prose_posts=False) == on  # the card rule (``card_counts``): the same counts
    assert not set(COUNTS) & set(_kept())


def _flags(blocks: list[Block], kept: tuple[str, ...]) -> list[bool]:
    return [b.text.startswith(kept) for b in blocks]


def test_a_count_is_counted_kept_only_where_the_model_kept_it() -> None:
    page = prepared_page(THREAD)
    blocks = list(page.text_blocks)
    span = (blocks[0].index, blocks[-1].index)
    every_card = (*KEPT, *NAMES, *JOINED, *COUNTS)  # the posts completed
    flags, model = _flags(blocks, every_card), _flags(blocks, KEPT)

    def dropped(model_flags: list[bool] | None) -> set[str]:
        changed = drop_post_frames(blocks, flags, span, model_flags)
        return {b.text for b in blocks if b.index in changed}

    assert dropped(None) == set()
    assert dropped(model) == set(COUNTS)
    # the model kept most posts' counts: the counts are the posts' own
    assert dropped(_flags(blocks, (*KEPT, *COUNTS[1:]))) == set()


def test_a_card_value_is_a_count_or_a_place_not_a_date_a_name_or_a_link() -> None:
    page = prepared_page(
        "<p>2,947</p><p>NS, Canada</p><p>Item 1 of 3:</p><p>Jun 15, 2019</p>"
        "<p>Travis Johnson</p><p><a href='/u/9'>Posts: 12</a></p><h3>Level 3</h3>"
        "<p>AW: Router firmware</p><p>Gorgeous guitar, poor factory setup</p>"
    )
    values = {b.text: card_value(b) for b in page.text_blocks}
    assert values == {
        "2,947": True,
        "NS, Canada": True,
        "Item 1 of 3:": True,
        "Jun 15, 2019": False,
        "Travis Johnson": False,
        "Posts: 12": False,
        "Level 3": False,
        "AW: Router firmware": False,
        "Gorgeous guitar, poor factory setup": False,
    }


def test_grouped_counts_beside_a_joined_date_are_a_card_field_under_the_switch() -> None:
    page = prepared_page(THREAD)
    blocks = list(page.text_blocks)
    span = (blocks[0].index, blocks[-1].index)
    flags = _flags(blocks, (*KEPT, *JOINED, *COUNTS))  # every card's date and count kept

    def dropped(counts: bool) -> set[str]:
        changed = drop_user_cards(blocks, flags, span, counts)
        return {b.text for b in blocks if b.index in changed} - {"Report Like"}  # a button row

    assert dropped(False) == set()  # "65,797" is no bare number; the dates share the path
    assert dropped(True) == set(COUNTS)  # the dates stay: a post's date may be its header
    # a path of counts and words ("12 people") is no card's count
    worded = prepared_page(THREAD.replace(">931<", ">931 people found this<"))
    blocks = list(worded.text_blocks)
    flags = _flags(blocks, (*KEPT, *JOINED, *COUNTS, "931"))
    changed = drop_user_cards(blocks, flags, (blocks[0].index, blocks[-1].index), True)
    assert not {b.text for b in blocks if b.index in changed} & set(COUNTS)
