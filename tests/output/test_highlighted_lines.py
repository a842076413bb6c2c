"""Code whose highlighted lines are elements the stylesheet shows as blocks, with no
newline between them (Gatsby's ``gatsby-highlight-code-line``), keeps a line a line."""

from __future__ import annotations

import pytest
from test_markdown_roundtrip import assert_round_trip, kept_all

pytest.importorskip("markdown_it")


def test_highlighted_lines_without_newlines_between_stay_lines():
    line = "<span class='gatsby-highlight-code-line'>{}</span>"
    html = (
        "<div class='gatsby-highlight' data-language='jsx'><pre class='language-jsx'><code"
        " class='language-jsx'>function Example() {\n"
        + line.format("  <span class='token comment'>// highlighted:</span>")
        + line.format("  useEffect(() =&gt; {")
        + line.format("count<span class='token punctuation'>;</span>")
        + "\n  return 1;\n}</code></pre></div>"
    )
    result = kept_all(html)
    code = "function Example() {\n  // highlighted:\n  useEffect(() => {\ncount;\n  return 1;\n}"
    assert f"```jsx\n{code}\n```" in result.markdown
    assert assert_round_trip(result)[0]["text"] == code
