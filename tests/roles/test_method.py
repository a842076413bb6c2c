"""The method through the public API and the command line: every format works."""

from __future__ import annotations

import json

import pytest

import thresher
from thresher.cli.main import main
from thresher.methods.roles.method import METHOD, STAGES, RolesParams
from thresher.output import FORMATS, render
from thresher.types import Label

LONG = "The article explains the matter in detail, sentence after sentence. "
PAGE = f"""<html><head><title>Story - Site</title></head><body>
<ul><li><a href=/>Home</a></li></ul><div id=main><h1>Story</h1><p>{LONG * 3}</p>
<p>{LONG}</p><h3>Comments</h3><p>First!</p></div><p>Copyright</p></body></html>"""


def test_every_paper_stage_is_there_once_in_order() -> None:
    names = [s.paper_name for s in STAGES if not s.paper_name.startswith("(")]
    assert names[:3] == ["Blk0", "FindHeaders", "FindBestHdr"]
    assert names[-3:] == ["DeleteByDictLst", "CommParentHeadText", "DeleteAttrByList"]
    assert len(names) == len(set(names)) == 18
    assert METHOD.params_class is RolesParams


def test_extract_labels_blocks_with_reasons() -> None:
    result = thresher.extract(PAGE, method="roles")
    assert result.title == "Story"
    assert result.text.splitlines() == [(LONG * 3).strip(), LONG.strip()]
    labels = {b.text: d for b, d in zip(result.blocks, result.decisions, strict=True)}
    assert labels["Story"].label is Label.TITLE
    assert labels["First!"].label is Label.COMMENT
    assert labels["Home"].label is Label.BOILERPLATE
    assert labels["Copyright"].reason == "outside the main header and article"
    assert labels[LONG.strip()].reason == "main article: <p> kept"
    assert "<h1>Story</h1>" in result.page_html and "First!" not in result.page_html


@pytest.mark.parametrize("fmt", FORMATS)
def test_every_output_format_renders(fmt: str) -> None:
    out = render(thresher.extract(PAGE, method="roles"), fmt)
    assert "sentence after sentence" in out


def test_params_are_options() -> None:
    result = thresher.extract(PAGE, method="roles", strip_links=False, min_title_match_share=0.2)
    assert result.options["params"]["min_title_match_share"] == 0.2
    assert json.loads(result.to_dict() and json.dumps(result.to_dict()))["title"] == "Story"


def test_cli_writes_the_cleaned_page(tmp_path) -> None:
    src = tmp_path / "story.html"
    src.write_text(PAGE, encoding="utf-8")
    out = tmp_path / "story.page.html"
    assert main(["extract", str(src), "-m", "roles", "-f", "page", "-o", str(out)]) == 0
    written = out.read_text(encoding="utf-8")
    assert written.startswith("<!DOCTYPE html>") and "Home" not in written
    assert "sentence after sentence" in written


def test_a_tiny_step_limit_stops_systems_with_warnings_not_errors() -> None:
    result = thresher.extract(PAGE, method="roles", max_rule_steps=2)
    assert any("step limit" in w for w in result.warnings)
    assert result.page_html.startswith("<!DOCTYPE html>")


def test_the_title_drops_a_permalink_mark() -> None:
    page = PAGE.replace("<h1>Story</h1>", "<h1>Story<a class=headerlink href='#s'>¶</a></h1>")
    assert thresher.extract(page, method="roles").title == "Story"


def test_docstring_names_as_refinements_only_switches_that_are_off() -> None:
    """Issue 28 #21: the docstring called two refinements defaults while they were off."""
    import thresher.methods.roles.method as module
    from thresher.methods.roles.params import REFINEMENTS

    doc = module.__doc__ or ""
    refinements = doc.split("Refinements beyond the paper are **off**", 1)[1]
    defaults = RolesParams()
    for name in ("comment_header_max_chars", "count_text_after_comments"):
        assert name in refinements
        assert getattr(defaults, name) != REFINEMENTS[name]
    assert "counts only text before the comments header" not in doc


def test_roles_faithful_preset_is_the_literal_paper() -> None:
    page = "<title>T</title><h1>T</h1><p>One sentence of the article text here.</p>"
    result = thresher.extract(page, method="roles@faithful")
    assert result.options["params"]["min_title_match_share"] == 0.0
