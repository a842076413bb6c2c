"""Every output format on the bundled sample page."""

from __future__ import annotations

import json

from lxml import html as lxml_html

import thresher
from thresher.output import FORMATS, render

URL = "https://courier.example/travel/2024/03/night-trains-alps"


def sample(sample_bytes: bytes, **options):
    return thresher.extract(sample_bytes, url=URL, **options)


def test_text_keeps_article_drops_navigation_and_footer(sample_bytes):
    text = sample(sample_bytes).text
    assert "Three new sleeper routes will link Zurich" in text
    assert "Critics point out" in text
    for chaff in ("Culture", "All rights reserved", "Hauptstrasse", "We use cookies"):
        assert chaff not in text


def test_metadata(sample_bytes):
    result = sample(sample_bytes)
    meta = result.metadata
    assert result.title == "Night trains return to the Alps"
    assert result.date == "2024-03-18"
    assert meta.author == "Marta Keller"
    assert meta.sitename == "The Valley Courier"
    assert meta.language == "en"
    assert meta.canonical_url.endswith("/night-trains-alps")


def test_markdown_structure(sample_bytes):
    md = sample(sample_bytes).markdown
    assert "## What changes for travellers" in md
    assert "- Bicycles can be booked in a dedicated wagon." in md
    assert "| Zurich – Vienna | 21:40 | 07:55 |" in md
    assert "> “People want to travel slowly again" in md
    assert "![A sleeper train at Innsbruck station at dusk](/img/nightjet.jpg)" in md


def test_markdown_code_block():
    html = (
        "<p>Run this command to install the package today.</p><pre>pip install x\n  --upgrade</pre>"
        "<p>Then restart the service and check the logs again.</p>"
    )
    md = thresher.extract(html).markdown
    assert "```\npip install x\n  --upgrade\n```" in md


def test_clean_html_is_parseable_and_structured(sample_bytes):
    out = sample(sample_bytes).html
    tree = lxml_html.document_fromstring(out)
    assert tree.find(".//h2").text == "What changes for travellers"
    assert len(tree.findall(".//ul/li")) == 3
    assert len(tree.findall(".//table/tr")) == 4
    assert tree.find(".//script") is None


def test_json_has_method_options_and_blocks(sample_bytes):
    record = json.loads(render(sample(sample_bytes), "json"))
    assert record["method"] == "auto"
    assert record["options"]["limits"]["max_depth"] > 0
    assert record["date"] == "2024-03-18"
    labels = {b["label"] for b in record["blocks"]}
    assert {"content", "boilerplate"} <= labels
    assert all(b["reason"] for b in record["blocks"])


def test_to_dict_is_json_ready(sample_bytes):
    json.dumps(sample(sample_bytes).to_dict(with_blocks=True))


def test_marked_view_wraps_kept_and_dropped_text(sample_bytes):
    marked = render(sample(sample_bytes), "marked")
    tree = lxml_html.document_fromstring(marked)
    kept = tree.xpath("//span[@data-thr-label][contains(@class,'thr-kept')]")
    dropped = tree.xpath("//span[@data-thr-label][contains(@class,'thr-dropped')]")
    assert kept and dropped
    assert any("Three new sleeper routes" in s.text_content() for s in kept)
    assert any(s.text_content() == "Culture" for s in dropped)
    assert all(s.get("title") for s in kept + dropped)
    assert not tree.xpath("//script")
    assert tree.xpath("//base/@href") == [URL]


def test_marked_view_does_not_mutate_the_document(sample_bytes):
    result = sample(sample_bytes)
    before = lxml_html.tostring(result.document.tree)
    render(result, "marked")
    assert lxml_html.tostring(result.document.tree) == before


def test_every_format_renders(sample_bytes):
    result = sample(sample_bytes)
    for fmt in FORMATS:
        assert render(result, fmt).strip()


def test_markdown_and_html_drop_documentation_permalink_marks():
    page = (
        "<html><head><title>Exceptions</title></head><body><div class=body>"
        "<h1>Exception Handling<a class=headerlink href='#eh'>¶</a></h1>"
        "<p>The functions described in this chapter let you handle and raise exceptions, "
        "and they are used by every extension module of the interpreter.</p>"
        "<dl><dt>void PyErr_Clear()<a class=headerlink href='#c'>¶</a></dt>"
        "<dd>Clear the error indicator. If the error indicator is not set, there is no "
        "effect at all, and the call is cheap.</dd></dl>"
        "<h2>Learn C#</h2><p>The C# language is described in another chapter of this "
        "manual, with its own examples and exercises for the reader.</p></div></body></html>"
    )
    result = thresher.extract(page.encode("utf-8"))
    for rendered in (result.markdown, render(result, "html")):
        assert "¶" not in rendered
        assert "Learn C#" in rendered
    assert "# Exception Handling\n" in result.markdown
