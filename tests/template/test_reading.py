"""The slot learning's reading of a page, kept for its extraction, changes no output."""

from __future__ import annotations

import pytest

import thresher
from thresher.site.api import template_params, with_mode
from thresher.site.extract import analyse, extract_page, read_for_learning, reread
from thresher.site.learn import learn, learn_reading
from thresher.site.params import TemplateParams

from .sitegen import site


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    """Two frames (one with a related-links slot) and pages that join no cluster."""
    return {
        **site(14, frame="A", related=True),
        **site(6, frame="B", start=50),
        **site(2, frame="C", start=80),
    }


def _outputs(extraction) -> tuple:
    decisions = tuple((d.block, d.label, d.reason) for d in extraction.decisions)
    blocks = tuple(b.text for b in extraction.blocks)
    return (extraction.text, extraction.page_html, decisions, blocks, extraction.options)


def _fresh(pages, mode, then=None, **options) -> dict[str, tuple]:
    """Every page extracted without the learning's reading (the definition)."""
    params, rest = template_params({**options, "mode": mode}, strict=False)
    template = with_mode(learn(pages, params), mode)
    return {
        name: _outputs(extract_page(template, pages[name], mode=mode, then=then, name=name, **rest))
        for name in sorted(pages)
    }


@pytest.mark.parametrize("mode", ["remove", "mark"])
@pytest.mark.parametrize("then", [None, "auto", "sentences"])
def test_extract_site_equals_fresh_extraction(pages, mode, then) -> None:
    kept = thresher.extract_site(pages, mode=mode, then=then)
    assert {n: _outputs(e) for n, e in kept.items()} == _fresh(pages, mode, then)


def test_extract_site_with_general_options_equals_fresh_extraction(pages) -> None:
    kept = thresher.extract_site(pages, include_tables=False)
    fresh = _fresh(pages, "remove", include_tables=False)
    assert {n: _outputs(e) for n, e in kept.items()} == fresh


def test_reading_is_bounded_by_the_slot_budget(pages) -> None:
    template, read = learn_reading(pages, TemplateParams(slot_budget=5, slot_sample=3))
    assert 0 < len(read) <= 5 + len(template.clusters) + 1
    assert set(read) <= set(pages)
    assert learn_reading(pages, TemplateParams(content_slots=False))[1] == {}


def test_learn_reading_learns_what_learn_learns(pages) -> None:
    params = TemplateParams()
    assert learn_reading(pages, params)[0].info() == learn(pages, params).info()


@pytest.mark.parametrize("mode", ["remove", "mark"])
def test_reread_is_analyse(pages, mode) -> None:
    template = learn(pages, TemplateParams())
    name = "p003.html"
    read = read_for_learning(template, pages[name], name)
    again = reread(template, read, mode)
    fresh = analyse(
        template, thresher.load_document(pages[name]), thresher.Options(), mode=mode, name=name
    )
    assert again.applied.html == fresh.applied.html
    assert again.template == fresh.template and again.slots == fresh.slots
    assert [b.text for b in again.blocks] == [b.text for b in fresh.blocks]


def test_a_reading_is_not_used_with_a_url_or_other_options(pages) -> None:
    template = learn(pages, TemplateParams())
    name = "p003.html"
    other = pages["p004.html"]
    read = read_for_learning(template, other, name)
    plain = _outputs(extract_page(template, pages[name], name=name, url="https://x.org/p3"))
    with_read = extract_page(template, pages[name], name=name, url="https://x.org/p3", read=read)
    assert _outputs(with_read) == plain
    plain = _outputs(extract_page(template, pages[name], name=name, include_tables=False))
    with_read = extract_page(template, pages[name], name=name, include_tables=False, read=read)
    assert _outputs(with_read) == plain


def test_a_reading_stands_for_the_page_with_default_options(pages) -> None:
    template = learn(pages, TemplateParams())
    read = read_for_learning(template, pages["p003.html"], "p003.html")
    used = extract_page(template, pages["p004.html"], name="p003.html", read=read)
    assert _outputs(used) == _outputs(extract_page(template, pages["p003.html"], name="p003.html"))
