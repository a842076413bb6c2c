"""Code blocks and headings as today's documentation themes write them: a ``pre`` whose
lines end in ``<br>`` (Docusaurus, Prism), a language in a data attribute (Nextra,
Asciidoctor) or in a label over the code (GitBook), zero-width spaces beside a heading's
anchor (VitePress, Docusaurus), rustdoc's ``§`` before a heading's words."""

from __future__ import annotations

from test_markdown_roundtrip import assert_round_trip, kept_all

from thresher.output.structure import code_language

_LINES = (
    "<pre class='prism-code language-python'><code>"
    "<span class='token-line'>from kvcache import Cache<br></span>"
    "<span class='token-line'><span style='display:inline-block'></span><br></span>"
    "<span class='token-line'>def main():<br></span>"
    "<span class='token-line'>    cache = Cache(size=128)<br></span></code></pre>"
)


def test_a_pre_cut_at_its_line_breaks_is_one_code_block():
    result = kept_all("<p>Create a cache:</p>" + _LINES + "<p>Then use it.</p>")
    code = "from kvcache import Cache\n\ndef main():\n    cache = Cache(size=128)"
    assert f"```python\n{code}\n```" in result.markdown
    assert f"<pre><code>{code}</code></pre>" in result.html
    planned = assert_round_trip(result)
    assert [b["type"] for b in planned] == ["paragraph", "code", "paragraph"]
    assert result.text.splitlines()[1:4] == [
        "from kvcache import Cache",
        "def main():",
        "cache = Cache(size=128)",
    ]


def test_the_kept_lines_of_a_partly_kept_pre_are_joined():
    result = kept_all("<p>Create a cache:</p>" + _LINES)
    dropped = {b.index for b in result.blocks if b.text == "def main():"}
    decisions = tuple(d for d in result.decisions if d.block not in dropped)
    partial = type(result)(
        "test", {}, result.metadata, result.blocks, decisions, document=result.document
    )
    assert (
        "```python\nfrom kvcache import Cache\n    cache = Cache(size=128)\n```" in partial.markdown
    )


def test_a_language_in_a_data_attribute_or_a_label():
    nextra = kept_all("<pre data-language='rust'><code>fn main() {}</code></pre>")
    assert "```rust\nfn main() {}\n```" in nextra.markdown
    gitbook = kept_all(
        "<div class='codeblock'><div><div>bash</div><button>Copy</button></div>"
        "<pre><code>pip install kvcache</code></pre></div>"
    )
    assert "```bash\npip install kvcache\n```" in gitbook.markdown
    prose = kept_all(
        "<div><p>Run this to install the package from the index.</p><pre>pip install x</pre></div>"
    )
    assert code_language(next(b for b in prose.blocks if b.kind == "pre")) == ""


def test_zero_width_spaces_and_anchor_marks_are_not_shown():
    result = kept_all(
        "<h2 id='a'>Installation <a class='header-anchor' href='#a'>\u200b</a></h2>"
        "<p>Install it.</p><p>\u200b</p>"
        "<h2 id='b'><a class='doc-anchor' href='#b'>§</a>Examples</h2>"
        "<p>§ 5 of the licence applies.</p>"
    )
    assert "## Installation\n" in result.markdown and "## Examples\n" in result.markdown
    assert "\u200b" not in result.markdown and "\u200b" not in result.text
    assert "§ 5 of the licence applies." in result.markdown
    assert_round_trip(result)
