"""Sections like the ones the model kept are kept (no model needed)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.sections import HEADING_TAGS, complete_sections, heading_positions


def _section(name: str, items: int = 3) -> str:
    links = "".join(
        f"<li><a href='/{name}/{n}'>{name} guide {n}</a> by Author {n}</li>" for n in range(items)
    )
    return f"<h2 class='section'>{name}</h2><ul>{links}</ul>"


SIDEBAR = (
    "<aside><h3 class='widget'>Recent</h3><ul><li><a href='/a'>Old post</a></li></ul>"
    "<h3 class='widget'>Archives</h3><ul><li><a href='/b'>May</a></li></ul>"
    "<h3 class='widget'>Tags</h3><ul><li><a href='/c'>Tuning</a></li></ul></aside>"
)


def _page_at_wiki(body: str):
    return prepared_page(body, url="https://wiki.example/")


def _added(page, decisions, probs) -> set[str]:
    changed = complete_sections(page.text_blocks, page.facts.repeats, probs, decisions)
    return {page.blocks[i].text for i in changed}


NAMES = ("Setup", "Tuning", "Maintenance", "Hardware", "Benchmarks")


def _wiki(sidebar: str = "") -> str:
    return "<div id='content'>" + "".join(_section(n) for n in NAMES) + "</div>" + sidebar


def test_the_dropped_sections_of_a_page_of_headed_lists_are_kept() -> None:
    page = _page_at_wiki(_wiki())
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"))
    added = _added(page, decisions, probs)
    assert {"Hardware", "Benchmarks"} <= added
    assert "Hardware guide 0 by Author 0" in added


def test_two_kept_sections_are_not_enough_and_a_ruled_out_block_stays() -> None:
    page = _page_at_wiki(_wiki())
    decisions, probs = decide_keeping(page, ("Setup", "Tuning"))
    assert not _added(page, decisions, probs)
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"), dropped_p=0.01)
    assert not _added(page, decisions, probs)


def test_headings_of_another_class_and_text_outside_the_container_stay_out() -> None:
    page = _page_at_wiki(_wiki(SIDEBAR))
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"))
    added = _added(page, decisions, probs)
    assert not added & {"Recent", "Archives", "Tags", "Old post", "May"}
    assert "Benchmarks guide 2 by Author 2" in added


def test_sections_of_prose_and_headings_that_are_no_h_tags_stay_the_models() -> None:
    prose = "".join(
        f"<h2 class='sub'>{n}</h2><p>{n} explains the setup in plain words, and why.</p>"
        for n in NAMES
    )
    page = _page_at_wiki(prose)
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"))
    assert not _added(page, decisions, probs)
    bold = "".join(
        f"<div class='head'><b>{n}</b></div><ul><li><a href='/x'>{n} guide</a></li></ul>"
        for n in NAMES
    )
    page = _page_at_wiki(bold)
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"))
    assert not _added(page, decisions, probs)


def _tutorial(name: str) -> str:
    guides = "".join(f"<li><a href='/{name}/{n}'>Guide {n} to {name}</a></li>" for n in range(3))
    return (
        f"<h3 class='step'>{name}</h3><p>{name} fits a model to data and predicts new values.</p>"
        f"<ul>{guides}</ul><p class='note'>Note: read the guides to {name} in order.</p>"
    )


def test_a_kept_sections_list_of_links_is_kept_but_not_its_repeated_prose() -> None:
    page = _page_at_wiki("<article>" + "".join(_tutorial(n) for n in NAMES) + "</article>")
    decisions, probs = decide_keeping(page, NAMES)
    added = _added(page, decisions, probs)
    assert "Guide 1 to Tuning" in added
    assert not any(text.startswith("Note:") for text in added)


def test_a_list_under_a_section_the_model_dropped_whole_or_ruled_out_stays() -> None:
    page = _page_at_wiki("<article>" + "".join(_tutorial(n) for n in NAMES) + "</article>")
    decisions, probs = decide_keeping(page, ("Setup", "Tuning", "Maintenance"), dropped_p=0.01)
    assert not _added(page, decisions, probs)
    decisions, probs = decide_keeping(page, ("Setup", "Tuning"))
    assert not _added(page, decisions, probs)


def test_plain_lists_under_kept_headings_are_kept_unless_ruled_out() -> None:
    specs = "".join(
        f"<h3 class='spec'>{n}</h3>"
        f"<ul><li>Size of the {n} part</li><li>Weight of the {n} part</li></ul>"
        for n in NAMES
    )
    page = _page_at_wiki(specs)
    decisions, probs = decide_keeping(page, NAMES)  # every heading kept, every list dropped
    added = _added(page, decisions, probs)
    assert {"Size of the Setup part", "Weight of the Benchmarks part"} <= added
    decisions, probs = decide_keeping(page, NAMES, dropped_p=0.05)
    assert not _added(page, decisions, probs)
    decisions, probs = decide_keeping(page, NAMES[:2])  # two kept headings are not enough
    assert not _added(page, decisions, probs)


def test_heading_positions_are_the_h_tags_blocks() -> None:
    page = prepared_page(
        "<h1>Guide</h1><p>An opening paragraph of the guide, long enough.</p>"
        "<h2>Setup</h2><ul><li>One</li></ul><h6>Notes</h6><b>Bold line</b>"
    )
    blocks = page.text_blocks
    found = heading_positions(blocks)
    assert [blocks[pos].tag for pos in found] == ["h1", "h2", "h6"]
    assert found == [pos for pos, b in enumerate(blocks) if b.tag in HEADING_TAGS]
