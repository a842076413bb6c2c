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
    image = (
        "![A sleeper train at Innsbruck station at dusk](https://courier.example/img/nightjet.jpg)"
    )
    # relative addresses resolved against the page's URL (model v5 puts the figure's
    # caption just under the balanced cut, so the image is asked for with recall)
    assert image in sample(sample_bytes, favor="recall").markdown


def test_markdown_code_block():
    html = (
        "<p>Run this command to install the package today.</p><pre>pip install x\n  --upgrade</pre>"
        "<p>Then restart the service and check the logs again.</p>"
    )
    md = thresher.extract(html).markdown
    assert "```\npip install x\n  --upgrade\n```" in md


ARTICLE = (
    "<p>The council met on Tuesday to discuss the new budget for the schools.</p>"
    "<p>Members agreed on three points after a long debate in the evening.</p>"
)


def test_lazy_images_show_their_real_address():
    html = (
        "<article>"
        + ARTICLE
        + '<img src="data:image/gif;base64,R0lGOD" data-lazy-src="/a.jpg" alt="A">'
        '<img src="/placeholder.png" data-src="/b.jpg" alt="B">'
        '<img srcset="/c-small.jpg 480w, /c-large.jpg 1024w" alt="C">' + ARTICLE + "</article>"
    )
    md = thresher.extract(html, url="https://news.example/x/story").markdown
    assert "![A](https://news.example/a.jpg)" in md
    assert "![B](https://news.example/b.jpg)" in md
    assert "![C](https://news.example/c-small.jpg)" in md


def test_decorative_images_are_dropped_with_a_reason():
    html = (
        "<article>" + ARTICLE + '<img src="/photo.jpg" alt="" width="800">'
        '<img src="/pixel.gif" width="1" height="1">'
        '<a href="#top"><img src="/up.gif" alt="top"></a>'
        + ARTICLE
        + '<p><img src="/dot.png"> One</p><p><img src="/dot.png"> Two</p>'
        + '<p><img src="/dot.png"></p>'
        + ARTICLE
        + "</article>"
    )
    result = thresher.extract(html)
    assert "![](/photo.jpg)" in result.markdown  # an empty alt stays empty, not "\\"
    assert "pixel.gif" not in result.markdown and "up.gif" not in result.markdown
    reasons = {result.blocks[d.block].context.src: d.reason for d in result.decisions}
    assert reasons["/pixel.gif"] == "decorative image (width 1 px)"
    assert reasons["/up.gif"] == "image linking within the page"
    assert reasons["/dot.png"] == "decorative image (shown 3 times)"


def test_list_item_whose_first_block_is_dropped_keeps_its_marker():
    html = (
        "<article>"
        + ARTICLE
        + '<ul><li><img src="/arrow.gif" width="9"> Implementation of the rule'
        " for every school in the district</li><li>Usage of the new rule by teachers and"
        " parents alike</li></ul>" + ARTICLE + "</article>"
    )
    result = thresher.extract(html)
    assert "- Implementation of the rule" in result.markdown
    tree = lxml_html.document_fromstring(result.html)
    items = [" ".join(li.text_content().split()) for li in tree.findall(".//ul/li")]
    assert items[0].startswith("Implementation") and items[1].startswith("Usage")


def test_clean_html_continuation_blocks_stay_inside_their_item():
    html = (
        "<article>" + ARTICLE + "<ul><li><p>First point of the plan, agreed by all members.</p>"
        "<p>Its details follow in the annex to the report.</p></li>"
        "<li>Second point of the plan, agreed after a vote.</li></ul>" + ARTICLE + "</article>"
    )
    tree = lxml_html.document_fromstring(thresher.extract(html).html)
    items = tree.findall(".//ul/li")
    assert len(items) == 2
    assert "Its details follow" in items[0].text_content()
    assert tree.find(".//ul/p") is None


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


def test_permalink_marks_are_left_out_of_every_format():
    html = (
        '<article><h2>Implementation <a class="headerlink" href="#impl">¶</a></h2>'
        + ARTICLE
        + '<p>The loader reads the module at start-up. <a href="#p1">¶</a></p></article>'
    )
    result = thresher.extract(html)
    assert "Implementation\n" in result.text and "¶" not in result.text
    assert "¶" not in result.markdown and "¶" not in result.html


def test_layout_table_cells_come_out_as_paragraphs_not_a_table():
    essay = "<p>" + " ".join(["The conflict has deep roots in the history of the island."] * 12)
    html = (
        '<table><tr><td width="20%">Essay title</td><td>'
        + essay
        + "</p><p>A second paragraph of the essay follows here, with more detail.</p></td></tr>"
        "</table>"
    )
    result = thresher.extract(html)
    assert "| " not in result.markdown
    assert "The conflict has deep roots" in result.markdown
    assert "<table>" not in result.html


INLINE = (
    "<article><h2><strong>Install</strong> the tool</h2>"
    "<p>Use <code>pip install x</code> and then<b> restart </b>the <em>service</em> now,"
    ' as the <a href="/docs/mod.html"><code>mod_so</code> guide</a> says.</p>'
    + ARTICLE
    + "</article>"
)


def test_markdown_keeps_inline_code_bold_italic_with_spaces_outside_markers():
    md = thresher.extract(INLINE, url="https://ex.org/a/b").markdown
    assert "Use `pip install x` and then **restart** the *service* now," in md
    assert "## Install the tool" in md  # a heading is bold already
    linked = thresher.extract(INLINE, url="https://ex.org/a/b", include_links=True).markdown
    assert "the [`mod_so` guide](https://ex.org/docs/mod.html) says." in linked


def test_html_keeps_inline_markup_and_text_has_none():
    result = thresher.extract(INLINE, include_links=True)
    assert "Use <code>pip install x</code> and then <strong>restart</strong> the" in result.html
    assert '<a href="/docs/mod.html"><code>mod_so</code> guide</a>' in result.html
    assert "Use pip install x and then restart the service now," in result.text


def test_formatting_can_be_turned_off():
    md = thresher.extract(INLINE, include_formatting=False).markdown
    assert "Use pip install x and then restart the service now," in md


def test_code_blocks_carry_their_declared_language():
    html = (
        "<article>"
        + ARTICLE
        + '<div class="highlight-python notranslate"><div class="highlight"><pre>import os\n'
        "print(os.name)</pre></div></div>"
        + ARTICLE
        + '<pre><code class="language-js">let x = 1;</code></pre><pre>plain()</pre>'
        + ARTICLE
        + "</article>"
    )
    md = thresher.extract(html).markdown
    assert "```python\nimport os\nprint(os.name)\n```" in md
    assert "```js\nlet x = 1;\n```" in md
    assert "```\nplain()\n```" in md


def test_continuation_block_starting_with_markup_is_still_its_own_paragraph():
    html = (
        "<article>" + ARTICLE + "<ul><li><p>First point of the plan, agreed by all members.</p>"
        "<p><b>Details</b> follow in the annex to the report of the council.</p></li>"
        "<li>Second point of the plan, agreed after a vote.</li></ul>" + ARTICLE + "</article>"
    )
    item = lxml_html.document_fromstring(thresher.extract(html).html).find(".//ul/li")
    assert [" ".join(p.text_content().split()) for p in item.findall("p")] == [
        "Details follow in the annex to the report of the council."
    ]


def test_a_heading_that_is_only_a_permalink_mark_is_not_shown():
    html = (
        '<article><h2><a href="#x">¶</a></h2>' + ARTICLE + '<h3><a href="#y">#</a></h3></article>'
    )
    result = thresher.extract(html, include_links=True)
    assert "#" not in result.markdown.replace("](#", "")
    assert "<h2>" not in result.html and "<h3>" not in result.html


def test_every_space_plain_text_replaces_is_neither_ascii_nor_printable():
    """render_text skips the substitution on an ASCII or printable line: exact only while
    every character UNICODE_SPACES matches is a separator str.isprintable refuses."""
    import sys

    from thresher.output.text import UNICODE_SPACES

    matched = [chr(c) for c in range(sys.maxunicode + 1) if UNICODE_SPACES.match(chr(c))]
    assert len(matched) == 16
    assert not any(ch.isascii() or ch.isprintable() for ch in matched)


def test_plain_text_is_the_kept_lines_joined_with_every_unicode_space_replaced():
    from dataclasses import replace

    from thresher.output.structure import shown_text
    from thresher.output.text import plain_spaces, render_text

    lines = [
        "Plain ASCII line with enough words to keep it here.",
        "Caf\u00e9 au lait\u00a0et croissants, le matin au bord de la mer.",
        "Curly \u201cquotes\u201d and a thin\u2009space\u3000and an ideographic one here.",
        "A zero\u200bwidth space and a soft\u00adhyphen stay as they are in text.",
        "Wide \U0001f600 text with a narrow\u202fno-break space and\u205fmore words.",
        "Ogham\u1680space and an en\u2002space between the words of this line.",
    ]
    page = (
        "<html><body><article>" + "".join(f"<p>{t}</p>" for t in lines) + "</article></body></html>"
    )
    result = thresher.extract(page)
    kept = [b for b in result.kept_blocks if b.kind != "img"]
    assert len(kept) == len(lines)
    assert result.text == plain_spaces("\n".join(shown_text(b) for b in kept))
    assert result.text.split("\n")[3] == lines[3]
    widened = [replace(b, text=b.text + "\u00a0\u2003") for b in result.blocks]
    wide = replace(result, blocks=widened)
    assert render_text(wide) == plain_spaces("\n".join(shown_text(b) for b in wide.kept_blocks))


def test_plain_text_of_printable_and_of_one_unprintable_line():
    """Printable wide lines are left as they are, and a line that holds a space to
    replace is replaced, wherever it stands."""
    from dataclasses import replace

    from thresher.output.structure import shown_text
    from thresher.output.text import plain_spaces, render_text

    lines = [
        f"第{n}段：这是一个足够长的中文段落，用来测试纯文本输出的行。Café {n}." for n in range(5)
    ]
    page = (
        "<html><body><article>" + "".join(f"<p>{t}</p>" for t in lines) + "</article></body></html>"
    )
    result = thresher.extract(page)
    kept = [b for b in result.kept_blocks if b.kind != "img"]
    assert result.text == "\n".join(shown_text(b) for b in kept)
    assert "第1段" in result.text
    for position in range(len(result.blocks)):
        spaced = list(result.blocks)
        spaced[position] = replace(spaced[position], text=spaced[position].text + "\u3000x")
        wide = replace(result, blocks=tuple(spaced))
        expected = plain_spaces("\n".join(shown_text(b) for b in wide.kept_blocks))
        assert render_text(wide) == expected


def test_kept_blocks_are_those_of_kept_labels(sample_bytes):
    from thresher.types import KEPT_LABELS, Label

    assert {label for label in Label if label.kept} == KEPT_LABELS
    result = thresher.extract(sample_bytes)
    kept = {d.block for d in result.decisions if d.label.kept}
    assert [b.index for b in result.kept_blocks] == sorted(kept)
