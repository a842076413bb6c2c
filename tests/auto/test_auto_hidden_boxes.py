"""Text a page hides by class: not bridged by the enclosed-prose rule, and an inactive
tab pane's, a closed modal's or a closed popup's kept text dropped (no model needed)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.enclosed_prose import prose_between_kept
from thresher.methods.auto.hidden_boxes import (
    drop_closed_modals,
    drop_closed_popups,
    drop_inactive_panes,
    hides,
)
from thresher.methods.auto.method import AutoParams, PreparedPage, decide_page
from thresher.options import Options
from thresher.types import KEPT_LABELS, Label

ARTICLE = "".join(
    f"<p>Story paragraph {n} tells what the council decided, and why people care.</p>"
    for n in range(3)
)
LATER = ARTICLE.replace("Story paragraph", "Story paragraph more")
GAP = "".join(
    f"<p>Gap text {n} explains the vote in plain words, and what it means for the town.</p>"
    for n in range(3)
)


def _bridged(between: str, skip_hidden: bool = True) -> set[str]:
    page = prepared_page(f"<article>{ARTICLE}{between}{LATER}</article>")
    decisions, probs = decide_keeping(page, ("Story paragraph",))
    changed = prose_between_kept(page.text_blocks, probs, decisions, True, skip_hidden)
    return {page.blocks[i].text for i in changed}


def test_prose_hidden_by_class_between_kept_text_is_not_bridged() -> None:
    for wrapper in (
        "<div class='faq hidden'>{}</div>",
        "<div class='d-none'>{}</div>",
        "<div class='banner cmplz-hidden'><div class='body'>{}</div></div>",
        "<dialog>{}</dialog>",
    ):
        between = wrapper.format(GAP)
        assert _bridged(between) == set(), wrapper
        assert len(_bridged(between, skip_hidden=False)) == 3, wrapper  # the switch


def test_prose_hidden_only_on_small_screens_or_by_overflow_is_bridged() -> None:
    for wrapper in (
        "<div class='d-none d-md-block'>{}</div>",
        "<div class='hidden lg:flex'>{}</div>",
        "<div class='hidden-xs'>{}</div>",
        "<div class='overflow-hidden'>{}</div>",
        "<dialog open>{}</dialog>",
    ):
        assert len(_bridged(wrapper.format(GAP))) == 3, wrapper


def test_the_class_words_that_hide() -> None:
    assert hides(["box", "is-hidden"]) and hides(["fx-hidden"]) and hides(["hide"])
    assert not hides(["hidden", "md:block"]) and not hides(["d-none", "d-lg-flex"])
    assert not hides(["hiddenness"]) and not hides(["visually-hidden"])


def _tabs(active: str = "active") -> str:
    return (
        "<div class='tab-content'>"
        f"<div class='tab-pane {active}' id='overview'>{ARTICLE}</div>"
        f"<div class='tab-pane fade' id='faq'>{GAP}</div></div>"
    )


def _dropped(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, ("Story paragraph", "Gap text"))
    flags = [decisions[b.index].label in KEPT_LABELS for b in page.text_blocks]
    changed = drop_inactive_panes(page.text_blocks, probs, flags, page.doc)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_kept_text_of_an_inactive_tab_pane_is_dropped() -> None:
    dropped = _dropped(prepared_page(_tabs()))
    assert len(dropped) == 3 and all(text.startswith("Gap text") for text in dropped)


def test_tab_panes_none_marked_active_or_with_nothing_else_kept_stay() -> None:
    assert _dropped(prepared_page(_tabs(active="first"))) == set()  # a script picks the pane
    alone = "<div class='tab-content'><div class='tab-pane active'></div>"
    alone += f"<div class='tab-pane'>{GAP}</div></div>"
    assert _dropped(prepared_page(alone)) == set()  # nothing else kept: left as it is


def test_decide_page_drops_the_inactive_pane_unless_switched_off() -> None:
    page = prepared_page(_tabs())
    _, probs = decide_keeping(page, ("Story paragraph", "Gap text"))

    def kept(**switch: bool) -> set[str]:
        params = AutoParams(decision="threshold", threshold=0.5, **switch)
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert not any(text.startswith("Gap text") for text in kept())
    assert any(text.startswith("Gap text") for text in kept(inactive_tabs=False))


def _modal(classes: str) -> str:
    return f"<article>{ARTICLE}</article><div class='{classes}' id='sizes'>{GAP}</div>"


def _dropped_modal(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, ("Story paragraph", "Gap text"))
    flags = [decisions[b.index].label in KEPT_LABELS for b in page.text_blocks]
    changed = drop_closed_modals(page.text_blocks, probs, flags, page.doc)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_kept_text_of_a_closed_modal_is_dropped() -> None:
    for classes in ("modal fade", "modal", "modal modal--small"):
        dropped = _dropped_modal(prepared_page(_modal(classes)))
        assert len(dropped) == 3 and all(t.startswith("Gap text") for t in dropped), classes


def test_other_kits_modal_windows_and_a_page_builders_popup_template_are_dropped() -> None:
    for classes in (
        "modal-window window-register modalWindow",
        "modal_ modal-panel modal-panel-sm",
        "elementor elementor-47166 elementor-location-popup",
    ):
        dropped = _dropped_modal(prepared_page(_modal(classes)))
        assert len(dropped) == 3 and all(t.startswith("Gap text") for t in dropped), classes


def test_a_modal_s_inner_parts_and_open_kit_windows_stay() -> None:
    for classes in (
        "modal-dialog",
        "modal-content",
        "modal-window is-open",
        "elementor-location-popup show",
        "elementor elementor-location-header",
    ):
        assert _dropped_modal(prepared_page(_modal(classes))) == set(), classes


def test_open_modals_other_modal_words_and_a_modal_alone_stay() -> None:
    for classes in ("modal show", "modal in", "modal is-active", "modal-body", "cmp-modal"):
        assert _dropped_modal(prepared_page(_modal(classes))) == set(), classes
    alone = f"<div class='modal'>{GAP}</div>"
    assert _dropped_modal(prepared_page(alone)) == set()  # nothing else kept: left as it is


def test_decide_page_drops_the_closed_modal_unless_switched_off() -> None:
    page = prepared_page(_modal("modal fade"))
    _, probs = decide_keeping(page, ("Story paragraph", "Gap text"))

    def kept(**switch: bool) -> set[str]:
        params = AutoParams(decision="threshold", threshold=0.5, **switch)
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert not any(text.startswith("Gap text") for text in kept())
    assert any(text.startswith("Gap text") for text in kept(closed_modals=False))


def _popup(classes: str, tag: str = "div", ident: str = "") -> str:
    named = f" id='{ident}'" if ident else ""
    return f"<article>{ARTICLE}</article><{tag} class='{classes}'{named}>{GAP}</{tag}>"


def _dropped_popup(page: PreparedPage) -> set[str]:
    decisions, probs = decide_keeping(page, ("Story paragraph", "Gap text"))
    flags = [decisions[b.index].label in KEPT_LABELS for b in page.text_blocks]
    changed = drop_closed_popups(page.text_blocks, probs, flags)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_the_kept_text_of_a_closed_popup_is_dropped() -> None:
    for classes in ("popup", "popup aut", "popup fade"):
        dropped = _dropped_popup(prepared_page(_popup(classes)))
        assert len(dropped) == 3 and all(t.startswith("Gap text") for t in dropped), classes


def test_open_popups_other_popup_words_and_a_popup_link_stay() -> None:
    for classes in ("popup show", "popup is-open", "popup-window", "js-popup", "modal-popup"):
        assert _dropped_popup(prepared_page(_popup(classes))) == set(), classes
    # read by its path's step (tag.first-class, or tag#id): a later class or an id hides it
    assert _dropped_popup(prepared_page(_popup("box popup"))) == set()
    assert _dropped_popup(prepared_page(_popup("popup", ident="login"))) == set()
    # a link of class popup opens a window (a share link): the text it wraps is shown
    assert _dropped_popup(prepared_page(_popup("popup", tag="a"))) == set()
    alone = f"<div class='popup'>{GAP}</div>"
    assert _dropped_popup(prepared_page(alone)) == set()  # nothing else kept: left as it is


def test_decide_page_drops_the_closed_popup_unless_switched_off() -> None:
    page = prepared_page(_popup("popup"))
    _, probs = decide_keeping(page, ("Story paragraph", "Gap text"))

    def kept(**switch: bool) -> set[str]:
        params = AutoParams(decision="threshold", threshold=0.5, **switch)
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert not any(text.startswith("Gap text") for text in kept())
    assert any(text.startswith("Gap text") for text in kept(closed_popups=False))
