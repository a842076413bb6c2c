"""Collapsed disclosure panels (``unhide.reveal_collapsed_panels``): an accordion's
answers in the page's main flow are shown; menus, dialogs and lone panels stay hidden."""

from __future__ import annotations

import lxml.html

import thresher
from thresher.html.unhide import reveal_collapsed_panels

INTRO = (
    "<h1>Retirement planning questions</h1>"
    + "<p>Planning for retirement starts with a few questions about income, savings and "
    "the age at which you would like to stop working full time.</p>" * 3
)
ANSWERS = [
    "There is no single target that covers everyone. The rule of thumb is to replace "
    "most of your income before you retire, and to save steadily over the years.",
    "Start saving early, even if you start small. Time is an asset, so use it wisely "
    "and contribute at least up to any match your employer offers.",
    "Most people draw down their savings over three decades. A plan for income in "
    "retirement helps the money last as long as you need it.",
]


def _faq(hide: str, *, count: int = 3) -> str:
    """An accordion: each question a button naming its hidden answer."""
    items = "".join(
        f"<div class='faq-item'><h3><button aria-expanded='false' aria-controls='a{n}'>"
        f"Question number {n}?</button></h3>"
        f"<div class='faq-answer' id='a{n}' {hide}><p>{ANSWERS[n]}</p></div></div>"
        for n in range(count)
    )
    return f"<main>{INTRO}<section class='faq'>{items}</section></main>"


def _page(*parts: str) -> str:
    return "<html><body>" + "".join(parts) + "</body></html>"


def test_an_accordion_s_answers_are_shown_however_they_are_hidden() -> None:
    for hide in ("aria-hidden='true'", "hidden", "style='display:none;'"):
        result = thresher.extract(_page(_faq(hide)))
        for answer in ANSWERS:
            assert answer in result.text, hide
        assert "3 collapsed disclosure panels of an accordion shown" in result.warnings


def test_labelled_regions_are_panels_without_a_control_naming_them() -> None:
    steps = "".join(
        f"<div class='step'><div class='head'>Step {n}</div>"
        f"<div role='region' aria-labelledby='h{n}' style='display:none'>{ANSWERS[n]}</div></div>"
        for n in range(2)
    )
    tree = lxml.html.fromstring(_page(f"<main>{INTRO}{steps}</main>"))
    assert reveal_collapsed_panels(tree) == ["2 collapsed disclosure panels of an accordion shown"]
    assert tree.xpath("//*[@role='region'][@style]/@style") == ["", ""]


def test_a_lone_panel_stays_hidden() -> None:
    tree = lxml.html.fromstring(_page(_faq("aria-hidden='true'", count=1)))
    assert reveal_collapsed_panels(tree) == []
    assert tree.xpath("//*[@id='a0']/@aria-hidden") == ["true"]


def test_a_mega_menu_stays_hidden() -> None:
    columns = "".join(
        f"<button aria-expanded='false' aria-controls='m{n}'>Menu {n}</button>"
        f"<div class='mega' id='m{n}' hidden><p>Browse our guides. They help you plan.</p>"
        + "".join(f"<a href='/g{n}/{k}'>Guide {k} to saving money</a>" for k in range(8))
        + "</div>"
        for n in range(3)
    )
    for shell in ("<header>{}</header>", "<div role='navigation'>{}</div>", "<div>{}</div>"):
        page = _page(shell.format(columns), _faq("aria-hidden='true'", count=0), INTRO)
        result = thresher.extract(page)
        assert "Guide 3 to saving money" not in result.text, shell
        assert not any("disclosure panels" in w for w in result.warnings), shell


def test_dialogs_and_forms_stay_hidden() -> None:
    quote = (
        "<button aria-expanded='false' aria-controls='d{n}'>Get a quote</button>"
        "<div class='pop' id='d{n}' aria-hidden='true'>{inner}</div>"
    )
    form = (
        "<p>Tell us about your plans. An adviser will call you back within a day.</p>"
        "<form><input name='email'><button>Send</button></form>"
    )
    dialog = f"<dialog open>{ANSWERS[0]}</dialog>"
    for inner in (form, dialog):
        page = _page(
            f"<main>{INTRO}", *(quote.format(n=n, inner=inner) for n in range(2)), "</main>"
        )
        tree = lxml.html.fromstring(page)
        assert reveal_collapsed_panels(tree) == [], inner
        assert tree.xpath("//*[@class='pop']/@aria-hidden") == ["true", "true"]
    panels = "".join(
        f"<div class='modal' role='dialog' id='d{n}' hidden>{ANSWERS[n]}</div>" for n in range(2)
    )
    buttons = "".join(
        f"<button aria-expanded='false' aria-controls='d{n}'>Open</button>" for n in range(2)
    )
    tree = lxml.html.fromstring(_page(f"<main>{INTRO}{buttons}{panels}</main>"))
    assert reveal_collapsed_panels(tree) == []


def test_panels_under_a_hidden_ancestor_or_named_by_a_menu_stay_hidden() -> None:
    hidden_shell = _page(f"<main>{INTRO}<div style='display:none'>{_faq('hidden')}</div></main>")
    assert reveal_collapsed_panels(lxml.html.fromstring(hidden_shell)) == []
    in_nav = _faq("hidden").replace("<section class='faq'>", "<section class='faq'><nav>")
    in_nav = in_nav.replace("</section>", "</nav></section>")
    assert reveal_collapsed_panels(lxml.html.fromstring(_page(in_nav))) == []


def test_panels_a_header_s_controls_name_stay_hidden() -> None:
    buttons = "".join(
        f"<button aria-expanded='false' aria-controls='s{n}'>Panel {n}</button>" for n in range(2)
    )
    panels = "".join(
        f"<div class='drawer' id='s{n}' hidden><p>{ANSWERS[n]}</p></div>" for n in range(2)
    )
    tree = lxml.html.fromstring(_page(f"<header>{buttons}</header><main>{INTRO}{panels}</main>"))
    assert reveal_collapsed_panels(tree) == []


def test_panels_without_a_sentence_stay_hidden() -> None:
    labels = "Colour options Size chart Care label Gift wrapping Store pickup"
    page = _faq("hidden").replace(ANSWERS[0], labels).replace(ANSWERS[1], labels)
    tree = lxml.html.fromstring(_page(page.replace(f"<p>{ANSWERS[2]}</p>", "")))
    assert reveal_collapsed_panels(tree) == []


def test_a_closed_details_element_s_content_is_read() -> None:
    items = "".join(
        f"<details><summary>Question number {n}?</summary><p>{ANSWERS[n]}</p></details>"
        for n in range(2)
    )
    result = thresher.extract(_page(f"<main>{INTRO}{items}</main>"))
    assert ANSWERS[0] in result.text and ANSWERS[1] in result.text
    assert not any("disclosure panels" in w for w in result.warnings)
