"""The kept text of a box whose ARIA role is a dialog or a ticker dropped (no model needed)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.method import AutoParams, PreparedPage, decide_page
from thresher.methods.auto.role_boxes import drop_role_boxes
from thresher.options import Options
from thresher.types import KEPT_LABELS, Label

ARTICLE = "".join(
    f"<p>Story paragraph {n} tells what the council decided, and why people care.</p>"
    for n in range(3)
)
BOX = "".join(
    f"<p>Box text {n} explains the financing offer, and what the credit terms are.</p>"
    for n in range(3)
)


def _page(attributes: str, tag: str = "div") -> PreparedPage:
    return prepared_page(f"<article>{ARTICLE}</article><{tag} {attributes}>{BOX}</{tag}>")


def _dropped(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, ("Story paragraph", "Box text"))
    flags = [decisions[b.index].label in KEPT_LABELS for b in page.text_blocks]
    changed = drop_role_boxes(page.text_blocks, probs, flags, page.doc)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_kept_text_of_a_dialog_or_a_ticker_is_dropped() -> None:
    for attributes in (
        "role='dialog'",
        "role='alertdialog' aria-modal='true'",
        "role=' dialog '",
        "role='dialog document'",
        "role='marquee'",
    ):
        dropped = _dropped(_page(attributes))
        assert len(dropped) == 3 and all(t.startswith("Box text") for t in dropped), attributes


def test_a_nested_block_of_a_dialog_is_dropped() -> None:
    page = prepared_page(
        f"<article>{ARTICLE}</article><div role='dialog'><section><div>{BOX}</div></section></div>"
    )
    assert len(_dropped(page)) == 3


def test_other_roles_and_dialog_words_stay() -> None:
    for attributes in (
        "role='region'",
        "role='main'",
        "role='search'",
        "role='document dialog'",
        "class='dialog'",
        "class='marquee' role='list'",
        "aria-label='dialog'",
    ):
        assert _dropped(_page(attributes)) == set(), attributes


def test_a_role_is_read_as_written() -> None:
    # the page's markup holds the word (a class), but the role is not one of the words
    page = prepared_page(
        f"<article>{ARTICLE}</article><div class='dialog-host'><div role='Dialog'>{BOX}</div></div>"
    )
    assert _dropped(page) == set()


def test_a_dialog_alone_on_the_page_stays() -> None:
    page = prepared_page(f"<div role='dialog'>{BOX}</div>")
    assert _dropped(page) == set()  # nothing else kept: left as it is


def test_decide_page_drops_the_dialog_unless_switched_off() -> None:
    page = _page("role='dialog'")
    _, probs = decide_keeping(page, ("Story paragraph", "Box text"))

    def kept(**switch: bool) -> set[str]:
        params = AutoParams(decision="threshold", threshold=0.5, **switch)
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert not any(text.startswith("Box text") for text in kept())
    assert any(text.startswith("Box text") for text in kept(role_boxes=False))
    assert any(text.startswith("Story paragraph") for text in kept())
