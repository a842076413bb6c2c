"""Consent widgets (cookie banners, privacy choices) beside a page's text, dropped."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.consent_boxes import consent_box, drop_consent_boxes
from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.types import Label

STORY = "".join(
    f"<p>Part {n}: the harbour was rebuilt over three summers, and the fishing boats came "
    "back to it one by one as the new quays opened.</p>"
    for n in range(3)
)
BANNER = (
    "<p>We use cookies to give you the best experience and to show you relevant ads.</p>"
    "<p>Necessary</p><p>These help the website work and cannot be switched off.</p>"
)
KEPT = ("Part", "We use", "Necessary", "These", "Bake", "I agree")


def _dropped(page: PreparedPage, title: str | None = None) -> set[str]:
    decisions, probs = decide_keeping(page, KEPT)
    flags = kept_flags(decisions, page.text_blocks)
    changed = drop_consent_boxes(page.text_blocks, page.features, probs, flags, title)
    assert all(d.label is Label.BOILERPLATE for d in changed.values())
    return {page.blocks[i].text for i in changed}


def test_a_consent_plugins_banner_is_dropped() -> None:
    for name in ("id='onetrust-consent-sdk'", "class='cmplz-cookiebanner'", "id='cky-consent'"):
        page = prepared_page(f"<main>{STORY}</main><div {name}><div>{BANNER}</div></div>")
        dropped = _dropped(page)
        assert len(dropped) == 3 and not any(t.startswith("Part") for t in dropped), name
    # a plug-in's own name, without a consent word: Didomi's host around its popup
    page = prepared_page(
        f"{STORY}<div id='didomi-host'><div class='didomi-popup'>{BANNER}</div></div>"
    )
    assert len(_dropped(page)) == 3


def test_a_plugins_box_is_read_under_a_class_or_id_holding_a_popup_word() -> None:
    """Only blocks under a popup word (the ``kw_popup`` feature) are read: OneTrust's
    banner inside its ``onetrust-consent-sdk`` box is, the banner alone is not."""
    banner = f"<div id='onetrust-banner-sdk'><div>{BANNER}</div></div>"
    assert _dropped(prepared_page(f"<main>{STORY}</main>{banner}")) == set()
    page = prepared_page(f"<main>{STORY}</main><div id='onetrust-consent-sdk'>{banner}</div>")
    assert len(_dropped(page)) == 3


def test_a_hand_made_widget_named_by_a_consent_word_is_dropped() -> None:
    for name in ("cookie-banner", "accept_cookies_bar", "gdpr-notice", "privacy-popup"):
        page = prepared_page(f"{STORY}<section class='{name}'>{BANNER}</section>")
        assert len(_dropped(page)) == 3, name
    line = "I agree to receive the newsletter under the privacy policy."
    box = f"<div class='signup-gdpr'><p>{line}</p></div>"
    assert _dropped(prepared_page(f"{STORY}{box}")) == {line}


def test_names_that_only_contain_the_words_do_not_count() -> None:
    for name in ("tag-cookie-recipes", "cookielib", "trusted-shops", "sticky-bar", "util_cookies"):
        page = prepared_page(f"{STORY}<div class='{name}'>{BANNER}</div>")
        assert _dropped(page) == set(), name


def test_a_widget_whose_text_speaks_not_of_consent_stays() -> None:
    recipe = "<p>Bake the cookies for twelve minutes, until the edges turn golden brown.</p>"
    page = prepared_page(f"{STORY}<div class='cookie-box'>{recipe}</div>")
    assert _dropped(page) == set()


def test_a_page_of_the_widget_alone_or_a_cookie_policy_stays() -> None:
    page = prepared_page(f"<div class='cookie-banner'>{BANNER}</div>")
    assert _dropped(page) == set()  # nothing else kept
    page = prepared_page(f"{STORY}<div class='cookie-banner'>{BANNER}</div>")
    assert _dropped(page, "Cookie Policy | Example Harbour") == set()
    assert len(_dropped(page, "The new harbour | Example Harbour")) == 3


def test_the_outermost_consent_element_is_the_box() -> None:
    path = "body/div#onetrust-consent-sdk/div#onetrust-banner-sdk/p"
    assert consent_box(path) == "body/div#onetrust-consent-sdk"
    assert consent_box("body/main/article.post/p") == ""


def test_the_switch_turns_the_rule_off_in_the_decision() -> None:
    page = prepared_page(f"<main>{STORY}</main><div id='cookie-notice'>{BANNER}</div>")
    probs = np.array([0.9 for _ in page.text_blocks])

    def kept(params: AutoParams) -> set[str]:
        return set(kept_texts(page, probs, params))

    on, off = kept(AutoParams()), kept(AutoParams(consent_boxes=False))
    widget = {t for t in off if not t.startswith("Part")}
    assert len(widget) >= 2 and not widget & on
    assert {t for t in off if t.startswith("Part")} <= on
