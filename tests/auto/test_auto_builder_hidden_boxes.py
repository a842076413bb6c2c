"""Boxes a page's style sheet always hides from a screen reader of the page: Webflow's
conditionally invisible box (``w-condition-invisible``: a promotion's countdown); and
Jupyter Book's print-only copy of the title, which the model drops and the headline rule
no longer restores over the kept title. Synthetic pages, written after the builders'
markup."""

from __future__ import annotations

from tests.auto.engine_docs_more import doc_page
from tests.memo import markdown_once, text_once

_PLAN = (
    "<div class='plan-card'><h3 class='plan-title'>{name}</h3><p class='plan-text'>{text}</p>"
    "<div class='plan-price'>{price}</div></div>"
)
_PLANS = (
    ("Essential", "Credit monitoring with alerts on new accounts and inquiries, and a"
     " dashboard of your score over the last twelve months.", "$8.99 a month"),
    ("Premier", "Everything in Essential plus bank account monitoring, a dark web scan of"
     " your email addresses and one million dollars of theft insurance.", "$14.99 a month"),
)  # fmt: skip
_COUNTDOWN = "".join(
    f"<div class='promo-countdown_time-wrapper'><div class='promo-countdown_time-number'>00"
    f"</div><div class='promo-countdown_time-text'>{unit}</div></div>"
    for unit in ("DAYS", "HOURS", "MINUTES", "SECONDS")
)


def _webflow_page(hidden_class: str) -> str:
    plans = "".join(_PLAN.format(name=n, text=t, price=p) for n, t, p in _PLANS)
    return (
        "<!DOCTYPE html><html lang='en' data-wf-page='65a1' data-wf-site='64f0'><head>"
        "<meta charset='utf-8'><title>Plans and pricing | Guardly</title>"
        "<meta content='Webflow' name='generator'></head><body><div class='page-wrapper'>"
        "<nav class='navbar w-nav'><a href='/' class='brand w-nav-brand'>Guardly</a><a"
        " href='/plans' class='nav-link w-nav-link'>Plans</a><a href='/about'"
        " class='nav-link w-nav-link'>About</a></nav><main class='main-wrapper'><section"
        " class='section_hero'><h1 class='heading-style-h1'>Plans and pricing</h1><p"
        " class='text-size-large'>Every plan watches your identity around the clock, alerts"
        " you within minutes of a change and comes with a sixty-day money-back guarantee on"
        " annual billing.</p><div class='promo-countdown_switch "
        f"{hidden_class}'><div class='promo-countdown_component'>{_COUNTDOWN}</div></div>"
        f"</section><section class='section_plans'><div class='plans-grid'>{plans}</div>"
        "<p class='text-size-regular'>Prices are in US dollars and renew at the standard rate"
        " after the first year unless you cancel before the renewal date.</p></section>"
        "</main><footer class='footer'><a href='/privacy' class='footer-link'>Privacy</a><a"
        " href='/terms' class='footer-link'>Terms</a></footer></div></body></html>"
    )


def test_webflow_s_invisible_countdown_is_dropped_and_only_it() -> None:
    url = "https://www.example.com/plans"
    lines = text_once(_webflow_page("w-condition-invisible"), url=url).splitlines()
    assert not {"DAYS", "HOURS", "MINUTES", "SECONDS", "00"} & set(lines)
    assert "Plans and pricing" in lines or any(line.startswith("Every plan") for line in lines)
    assert any(line.startswith("Prices are in US dollars") for line in lines)
    off = text_once(
        _webflow_page("w-condition-invisible"), url=url, method="auto:invisible_conditions=false"
    ).splitlines()
    assert "HOURS" in off
    shown = text_once(_webflow_page("w-condition-visible"), url=url).splitlines()
    assert "HOURS" in shown  # a box the builder shows stays as the model decided


def test_jupyter_book_s_print_only_title_is_not_a_second_title() -> None:
    page = doc_page("sphinx_book", "en")
    markdown = markdown_once(page.html, url=page.url)
    assert markdown.count("# Configuring the cache\n") == 1
    assert markdown.startswith("# Configuring the cache\n\nThe cache keeps")
