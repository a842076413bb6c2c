"""Prose the model dropped between kept text is kept (no model needed)."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.enclosed_prose import prose_between_kept


def _section(name: str) -> str:
    paragraphs = "".join(
        f"<p>{name} paragraph {n} explains the setup in plain words, and why it matters.</p>"
        for n in range(3)
    )
    return f"<div class='widget'><h2>{name}</h2>{paragraphs}</div>"


TEASERS = "<ul>" + "".join(
    f"<li><a href='/r{n}'>Story {n}: the council voted to close the park, and people are angry."
    "</a></li>"
    for n in range(6)
)
GALLERY = "".join(
    f"<div>Image {n} of 12</div><div>Photo: Agency staff {n}</div>" for n in range(12)
)


def _added(page, changed) -> set[str]:
    return {page.blocks[i].text for i in changed}


def test_a_dropped_section_between_kept_sections_is_kept_with_its_heading() -> None:
    page = prepared_page(_section("Rack") + _section("Bench") + _section("Plates"))
    decisions, probs = decide_keeping(page, ("Rack", "Plates"))
    added = _added(page, prose_between_kept(page.text_blocks, probs, decisions))
    assert "Bench" in added
    assert {t for t in added if t.startswith("Bench paragraph")} == {
        f"Bench paragraph {n} explains the setup in plain words, and why it matters."
        for n in range(3)
    }


def test_teaser_links_and_a_gallery_between_kept_text_are_no_prose() -> None:
    for between in (TEASERS + "</ul>", GALLERY):
        page = prepared_page(_section("Rack") + between + _section("Plates"))
        decisions, probs = decide_keeping(page, ("Rack", "Plates"))
        assert prose_between_kept(page.text_blocks, probs, decisions) == {}


def test_prose_before_the_first_or_after_the_last_kept_block_stays_out() -> None:
    page = prepared_page(
        _section("Intro") + _section("Rack") + _section("Plates") + _section("Comments")
    )
    decisions, probs = decide_keeping(page, ("Rack", "Plates"))
    assert prose_between_kept(page.text_blocks, probs, decisions) == {}


def test_blocks_the_model_ruled_out_stay_dropped() -> None:
    page = prepared_page(_section("Rack") + _section("Bench") + _section("Plates"))
    decisions, probs = decide_keeping(page, ("Rack", "Plates"), dropped_p=0.01)
    assert prose_between_kept(page.text_blocks, probs, decisions) == {}


def test_runs_found_in_the_labels_letters_are_those_found_block_by_block() -> None:
    """The enclosed runs read from the labels' letters are the block-by-block loop's, on
    random labels (every label, runs at either end, blocks without a decision)."""
    import random

    from thresher.methods.auto.enclosed_prose import (
        _enclosed_dropped_runs,
        _enclosed_runs_reference,
    )
    from thresher.types import Decision, Label

    page = prepared_page("".join(f"<p>Paragraph {n} of the page.</p>" for n in range(14)))
    blocks = page.text_blocks
    rng = random.Random(25)
    weights = [3 if label in (Label.BOILERPLATE, Label.CONTENT) else 1 for label in Label]
    for trial in range(3000):
        labels = rng.choices(list(Label), weights, k=len(blocks))
        decisions = {
            b.index: Decision(b.index, label, "t") for b, label in zip(blocks, labels, strict=True)
        }
        if trial % 3 == 0:  # some blocks without a decision: the reference loop answers
            for block in rng.sample(list(blocks), 2):
                del decisions[block.index]
        found = _enclosed_dropped_runs(blocks, decisions)
        assert found == _enclosed_runs_reference(blocks, decisions), labels


def test_a_second_call_given_the_first_calls_runs_answers_as_a_fresh_call() -> None:
    """What a call found (:class:`ProseRuns`) handed to a later call on the same page, after
    the decisions changed, gives that call's fresh answer: on random label sets over a page
    of sections, boxes and a hidden pane, with options drawn for each call and the runs
    found kept in between."""
    import random

    from thresher.methods.auto.enclosed_prose import ProseRuns, _enclosed_dropped_runs
    from thresher.types import Decision, Label

    body = (
        _section("Rack")
        + "<aside class='related'>"
        + _section("Aside")
        + "</aside>"
        + _section("Bench")
        + "<div class='comments'>"
        + _section("Talk")
        + _section("More")
        + "</div>"
        + "<div class='hidden'>"
        + _section("Pane")
        + "</div>"
        + _section("Plates")
    )
    page = prepared_page(body)
    blocks = page.text_blocks
    rng = random.Random(48)
    probs = [rng.choice((0.01, 0.2, 0.6, 0.9)) for _ in blocks]
    labels = (Label.CONTENT, Label.BOILERPLATE, Label.BOILERPLATE)
    hits = kept = 0
    for _ in range(300):
        found = ProseRuns()
        decisions = {b.index: Decision(b.index, rng.choice(labels), "t") for b in blocks}
        for _ in range(4):
            options = (rng.random() < 0.8, rng.random() < 0.8)  # a call's, kept in the key
            runs = _enclosed_dropped_runs(blocks, decisions)
            hits += sum((run[0], run[-1], *options) in found.kept for run in runs)
            fresh = prose_between_kept(blocks, probs, decisions, *options)
            assert prose_between_kept(blocks, probs, decisions, *options, found) == fresh
            kept += bool(fresh)
            for b in rng.sample(blocks, 3):  # a later rule changes a few decisions
                decisions[b.index] = Decision(b.index, rng.choice(labels), "t")
    assert hits > 200 and kept > 100  # runs were found again, and prose kept


TEAM = (
    "<div class='team'><h2>Meet our consulting team</h2>"
    "<p>Our team is ready to step in, wherever your project stands today.</p>"
    + "".join(
        f"<h3>{name}</h3><div>{office} office</div>"
        for name, office in (
            ("David Lefever, Principal", "Chicago"),
            ("Matt Kipp, Managing Director", "Denver"),
            ("Shane O'Donnell, Chief Architect", "Columbus"),
            ("Brandyn Fisher, Security Lead", "Boston"),
        )
    )
    + "</div>"
)
SPECS = (
    "<div class='specs'><h2>Specifications</h2>"
    + "".join(
        f"<div>{name}: {value}</div>"
        for name, value in (
            ("Weight", "2.1 kg"),
            ("Height", "112 cm"),
            ("Width", "64 cm"),
            ("Depth", "58 cm"),
            ("Frame", "powder-coated steel"),
            ("Seat", "high-density foam"),
            ("Warranty", "five years"),
            ("Colour", "graphite grey"),
            ("Assembly", "tool-free"),
        )
    )
    + "</div>"
)


def test_a_headed_section_of_names_between_kept_sections_is_prose() -> None:
    """A service page's section of a title, a sentence and headed names: its headings
    count as prose with its sentences; its plain lines stay out."""
    page = prepared_page(_section("Rack") + TEAM + _section("Plates"))
    decisions, probs = decide_keeping(page, ("Rack", "Plates"))
    added = _added(page, prose_between_kept(page.text_blocks, probs, decisions))
    assert {"Meet our consulting team", "Matt Kipp, Managing Director"} <= added
    assert "Our team is ready to step in, wherever your project stands today." in added
    assert "Denver office" not in added


def test_a_list_of_fields_under_one_heading_between_kept_sections_is_no_prose() -> None:
    page = prepared_page(_section("Rack") + SPECS + _section("Plates"))
    decisions, probs = decide_keeping(page, ("Rack", "Plates"))
    assert prose_between_kept(page.text_blocks, probs, decisions) == {}
