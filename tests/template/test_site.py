"""A whole small site: learn, remove vs mark, leftovers, save/load, extract_site, the method."""

from __future__ import annotations

import json

import pytest
from lxml import html as lxml_html

import thresher
from thresher.errors import MethodError, ModelError, OptionsError
from thresher.methods.base import MethodResult, PageMethod
from thresher.site.apply import MARK_ATTR
from thresher.site.extract import apply_to_source
from thresher.site.model import SiteTemplate
from thresher.types import Decision

from .sitegen import FOOTER_A, page, site

TEMPLATE_TEXTS = ("Home", "About us", "Copyright Example Corp", "Terms of use")


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    """Twelve pages of frame A and five of frame B."""
    return {**site(12, frame="A"), **site(5, frame="B", start=50)}


@pytest.fixture(scope="module")
def template(pages) -> SiteTemplate:
    """The template learned from them."""
    return thresher.learn_template(pages)


def _text(markup: str) -> str:
    body = lxml_html.document_fromstring(markup).find("body")
    return " ".join(body.text_content().split())


def test_one_cluster_per_frame(template) -> None:
    sizes = sorted(c.size for c in template.clusters)
    assert sizes == [5, 12]
    assert template.leftovers == ()
    assert all(c.nav_bytes > 0 and c.nav.size > 0 for c in template.clusters)


def test_index_and_all_pairs_agree_on_the_site(pages, template) -> None:
    paper = thresher.learn_template(pages, faithful_pairs=True)
    assert [c.pages for c in paper.clusters] == [c.pages for c in template.clusters]
    assert [c.nav.tolist() for c in paper.clusters] == [c.nav.tolist() for c in template.clusters]


def test_remove_drops_template_text_and_keeps_content(pages, template) -> None:
    name = "p003.html"
    out = template.apply(pages[name], mode="remove", name=name)
    text = _text(out)
    assert not any(t in text for t in TEMPLATE_TEXTS)
    assert "Story 3" in text
    assert _text(pages[name]).split("Story 3")[1][:60] in text


def test_remove_keeps_markup_balanced(pages, template) -> None:
    out = template.apply(pages["p004.html"], mode="remove", name="p004.html")
    assert out.count("<p>") == out.count("</p>")
    assert out.count("<div") == out.count("</div>")


def test_mark_wraps_template_text_and_keeps_all_text(pages, template) -> None:
    name = "p005.html"
    out = template.apply(pages[name], mode="mark", name=name)
    tree = lxml_html.document_fromstring(out)
    marked = " ".join(s.text_content() for s in tree.iter("span") if s.get(MARK_ATTR) == "text")
    assert all(t in marked for t in TEMPLATE_TEXTS)
    assert "Story 5" not in marked
    assert _text(out).replace(" ", "") == _text(pages[name]).replace(" ", "")
    assert tree.find(".//style") is not None


def test_a_new_page_joins_the_nearest_cluster(pages, template) -> None:
    fresh = page(999, frame="A")
    applied = apply_to_source(template, fresh, mode="remove")
    assert applied.choice.rule == "nearest cluster"
    assert template.clusters[applied.choice.cluster].size == 12
    assert "Copyright Example Corp" not in _text(applied.html)


def test_leftover_pages_get_the_other_clusters_navigation_parts(pages) -> None:
    three_b = site(3, frame="B", start=70)
    learned = thresher.learn_template({**site(8, frame="A"), **three_b})
    assert sorted(learned.leftovers) == sorted(three_b)
    name = sorted(three_b)[0]
    # a frame-B page with frame A's footer added holds some of cluster A's chains
    mixed = three_b[name].replace("</body>", FOOTER_A + "</body>")
    applied = apply_to_source(learned, mixed, mode="remove", name=name)
    assert applied.choice.rule == "leftover"
    assert "Copyright Example Corp" not in _text(applied.html)
    assert "Other Portal" in _text(applied.html)


def test_save_and_load_round_trip(tmp_path, pages, template) -> None:
    path = tmp_path / "site.json"
    template.save(path)
    again = SiteTemplate.load(path)
    assert [c.pages for c in again.clusters] == [c.pages for c in template.clusters]
    assert [c.nav.tolist() for c in again.clusters] == [c.nav.tolist() for c in template.clusters]
    assert again.params == template.params
    assert again.slots == template.slots
    name = "p007.html"
    assert again.apply(pages[name], name=name) == template.apply(pages[name], name=name)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "invalid JSON"),
        ('{"format": "x"}', "not a thresher site template"),
        ('{"format": "thresher-site-template", "version": 99}', "version 99"),
    ],
)
def test_bad_template_files_raise_model_error(tmp_path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(ModelError, match=message):
        SiteTemplate.load(path)


def test_damaged_keys_raise_model_error(tmp_path, template) -> None:
    record = template.to_dict()
    record["clusters"][0]["nav_keys"] = "!!!"
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(record))
    with pytest.raises(ModelError, match="damaged"):
        SiteTemplate.load(path)
    with pytest.raises(ModelError, match="cannot read"):
        SiteTemplate.load(tmp_path / "missing.json")


def test_extract_site_labels_template_blocks(pages) -> None:
    results = thresher.extract_site(pages)
    assert sorted(results) == sorted(pages)
    extraction = results["p002.html"]
    labels = {d.block: d.label for d in extraction.decisions}
    template_text = " ".join(
        b.text for b in extraction.blocks if labels[b.index] is thresher.Label.TEMPLATE
    )
    assert all(t in template_text for t in TEMPLATE_TEXTS)
    assert "Story 2" in extraction.text and "Copyright" not in extraction.text
    assert extraction.page_html is not None and "Copyright" not in extraction.page_html
    assert extraction.options["template"]["cluster"] is not None


def test_extract_site_mark_mode_and_then_sentences(pages) -> None:
    results = thresher.extract_site(pages, mode="mark", then="sentences")
    extraction = results["p001.html"]
    assert extraction.method == "template+sentences"
    assert MARK_ATTR in extraction.page_html
    assert "Copyright" not in extraction.text


@pytest.mark.parametrize("mode", ["mark", "remove"])
def test_extract_site_records_the_mode_it_used(pages, template, mode: str) -> None:
    """Issue 28 #21: ``mode="mark"`` was recorded as ``mode: 'remove'``."""
    learned = thresher.extract_site(pages, mode=mode)["p001.html"]
    given = dict(thresher.site.api.iter_extract_site(pages, mode=mode, template=template))
    for extraction in (learned, given["p001.html"]):
        assert extraction.options["template"]["params"]["mode"] == mode


def test_every_output_format_renders(pages) -> None:
    from thresher.output import render

    extraction = thresher.extract_site(dict(list(pages.items())[:12]))["p000.html"]
    for fmt in ("txt", "md", "html", "json", "marked", "page"):
        assert render(extraction, fmt)


def test_options_are_checked(pages) -> None:
    with pytest.raises(OptionsError):
        thresher.learn_template(pages, no_such_option=1)
    with pytest.raises(OptionsError):
        thresher.learn_template(pages, nav_ratio=2.0)
    with pytest.raises(MethodError):
        thresher.extract_site(pages, method="sentences")


def test_template_method_needs_many_pages_or_a_saved_template(tmp_path, pages, template) -> None:
    with pytest.raises(MethodError, match="many pages"):
        thresher.extract(pages["p001.html"], method="template")
    path = tmp_path / "t.json"
    template.save(path)
    extraction = thresher.extract(pages["p001.html"], method="template", template_file=str(path))
    assert "Story 1" in extraction.text and "Copyright" not in extraction.text
    assert any(d.label is thresher.Label.TEMPLATE for d in extraction.decisions)


def test_then_auto_reads_the_whole_page() -> None:
    pages = site(12, related=True)
    extraction = thresher.extract_site(pages, then="auto")["p001.html"]
    assert extraction.method == "template+auto"
    assert any(b.text == "Home" for b in extraction.blocks)  # the template was not cut out
    assert "Story 1" in extraction.text
    assert "Copyright" not in extraction.text and "Home" not in extraction.text


class _KeepEverything(PageMethod):
    """A stand-in method that keeps every block, read on whole pages like ``auto``."""

    name = "keep-everything"
    params_class = None
    reads_whole_page = True

    def run(self, doc, seg, options, params):
        blocks = seg.blocks
        decisions = tuple(Decision(b.index, thresher.Label.CONTENT, "kept") for b in blocks)
        return MethodResult(blocks, decisions)


def test_blocks_kept_in_a_navigation_slot_are_dropped_on_whole_pages() -> None:
    from thresher.options import Options
    from thresher.site.extract import _method_on_whole_page

    pages = site(12, related=True)
    template = thresher.learn_template(pages)
    doc = thresher.load_document(pages["p001.html"])
    result, _ = _method_on_whole_page(
        template, doc, _KeepEverything(), Options(), None, "remove", "p001.html"
    )
    labels = {d.block: d for d in result.decisions}
    texts = {b.index: b.text for b in result.blocks}
    dropped = [i for i, d in labels.items() if d.label is thresher.Label.BOILERPLATE]
    assert len(dropped) == 4  # the four related links of the side box
    assert all("navigation" in labels[i].reason and "kept" in labels[i].reason for i in dropped)
    kept = " ".join(texts[i] for i, d in labels.items() if d.label is thresher.Label.CONTENT)
    assert "Story 1" in kept and "Home" in kept


def test_site_extraction_honours_the_target_language(pages) -> None:
    declared = {name: html.replace("<html", '<html lang="en"', 1) for name, html in pages.items()}
    english = thresher.extract_site(declared, target_language="en")["p002.html"]
    assert "Story 2" in english.text and english.page_html is not None
    german = thresher.extract_site(declared, target_language="de")["p002.html"]
    assert german.text == "" and german.page_html is None
    assert any("from its declared language" in w for w in german.warnings)
