"""The default variants of a help system's switches (``unhide._show_default_variants``):
LibreOffice's help hides every platform's or module's variant of a phrase or a paragraph
and lets a script show one; without the script the default one is shown."""

from __future__ import annotations

import lxml.html

import thresher
from thresher.html.unhide import reveal_collapsed_panels

INTRO = (
    "<h1>Inserting and editing tab stops</h1>"
    "<p>The horizontal ruler shows the tab stops of the current paragraph. If you want to "
    "change them, first decide how far the change should reach, as described below.</p>"
)
KEYS = (
    "<p>Press <span id='swln_3' class='switchinline'>"
    "<span hidden='true' id='MACtabs_3' class='MAC'>Command</span>"
    "<span hidden='true' id='defaulttabs_3'>Ctrl</span></span> when you drag a tab on the "
    "ruler to move that tab and all the tabs to the right of it.</p>"
)
PARAGRAPHS = (
    "<span id='swln_5' class='switch'><span hidden='true' id='CALCtabs_5' class='CALC'>"
    "<p>Calc shows its own ruler in the page preview only.</p></span>"
    "<span hidden='true' id='defaulttabs_5'><p>The context menu of the ruler allows you to "
    "change the displayed units of measurement until you exit the program.</p></span></span>"
)


def _page(*parts: str) -> str:
    return "<html><body><div id='DisplayArea'>" + "".join(parts) + "</div></body></html>"


def test_a_switch_s_default_variant_is_shown_and_the_others_stay_hidden() -> None:
    result = thresher.extract(_page(INTRO, KEYS, PARAGRAPHS))
    assert "Press Ctrl when you drag a tab" in " ".join(result.text.split())
    assert "The context menu of the ruler allows you" in result.text
    assert "Command" not in result.text and "Calc shows" not in result.text
    assert "2 default variants of switches shown" in result.warnings


def test_only_the_children_of_a_switch_are_shown() -> None:
    other = KEYS.replace("switchinline", "menuitem")
    tree = lxml.html.fromstring(_page(INTRO, other))
    assert reveal_collapsed_panels(tree) == []
    assert len(tree.xpath("//*[@hidden]")) == 2


def test_a_hidden_labelled_region_is_still_a_panel_and_a_hidden_id_alone_is_not() -> None:
    answer = (
        "There is no single target that covers everyone. Save steadily over the years "
        "and contribute at least up to any match your employer offers."
    )
    regions = "".join(
        f"<div role='region' aria-labelledby='h{n}' hidden>{answer}</div>" for n in range(2)
    )
    unlabelled = "".join(f"<div role='region' id='r{n}' hidden>{answer}</div>" for n in range(2))
    assert reveal_collapsed_panels(lxml.html.fromstring(_page(INTRO, regions))) == [
        "2 collapsed disclosure panels of an accordion shown"
    ]
    assert reveal_collapsed_panels(lxml.html.fromstring(_page(INTRO, unlabelled))) == []
