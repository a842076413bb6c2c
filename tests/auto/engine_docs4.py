"""Synthetic documentation pages for stop 71: headings whose words sit in a block element
inside the ``<h2>`` (GitBook's ``div.flex-1``, ReadMe's ``div.heading-text``, and a
wrapper ``div`` with an anchor mark beside the words, two levels deep under an ``<h3>``),
and API references whose items' source panels a toggle hides until opened (pdoc's
"View Source" checkbox, mkdocstrings' closed ``<details>`` "Source code in …", and a
checkbox toggle with a label in the page's language). Each is the cache guide of
:mod:`tests.auto.engine_docs`; no page is copied from a site or from the shared
datasets."""

from __future__ import annotations

from html import escape

from tests.auto.engine_docs import CODE_EXAMPLE, CODE_INSTALL, DOCS, Doc, DocPage, _page, _python
from tests.auto.engine_docs import doc_page as docs_page
from tests.auto.engine_docs3 import doc_page as docs3_page

SOURCE = "class Cache:\n    def __init__(self, size=1024, ttl=None):\n        self.size = size"
# A source toggle's label in the page's language.
VIEW_SOURCE = {"en": "View Source", "de": "Quelltext anzeigen", "es": "Ver código fuente",
               "ja": "ソースを表示", "zh": "查看源代码"}  # fmt: skip


def _wrapped(d: Doc) -> str:
    """Headings whose words are in a ``div`` with an anchor mark beside them (``h2``), or
    in a ``div`` two levels under the ``h3``."""

    def h2(anchor: str, text: str) -> str:
        return (
            f"<h2 id='{anchor}' class='doc-heading'><div class='heading-wrapper'><span>"
            f"{escape(text)}</span><a class='anchor-link' href='#{anchor}'>#</a></div></h2>"
        )

    return (
        "<main><article class='doc-content'>"
        f"<h1>{escape(d.title)}</h1><p>{escape(d.intro)}</p>"
        f"{h2('installation', d.install_heading)}<p>{escape(d.install)}</p>"
        f"<pre><code class='language-bash'>{CODE_INSTALL}</code></pre>"
        f"{h2('options', d.options_heading)}<p>{escape(d.options)}</p>"
        f"<h3 id='example'><div class='h-outer'><div class='h-inner'>{escape(d.example_heading)}"
        f"</div></div></h3><p>{escape(d.example)}</p>"
        f"<pre><code class='language-python'>{escape(CODE_EXAMPLE)}</code></pre>"
        f"<p>{escape(d.closing)}</p></article></main>"
    )


def heading_page(engine: str, lang: str) -> tuple[DocPage, dict[str, int]]:
    """The page of ``engine`` (``gitbook``, ``readme``, ``wrapped``) in ``lang`` and the
    heading levels its Markdown must show."""
    d = DOCS[lang]
    if engine == "gitbook":
        return docs_page("gitbook", lang), {d.install_heading: 2, d.options_heading: 2,
                                            d.example_heading: 2}  # fmt: skip
    if engine == "readme":
        return docs3_page("readme", lang), {d.install_heading: 2, d.options_heading: 2,
                                            d.example_heading: 2}  # fmt: skip
    html = _page(lang, d.title, "kvcache", _wrapped(d))
    body = (d.intro, d.install, d.options, d.example, d.closing, CODE_INSTALL)
    page = DocPage(html, f"https://docs.example.org/{lang}/wrapped/", body, ())
    return page, {d.install_heading: 2, d.options_heading: 2, d.example_heading: 3}


def _mkdocstrings(d: Doc, label: str) -> str:
    """mkdocstrings (Material): each object's heading, docstring, and its source in a
    closed ``details`` under a "Source code in …" summary (line numbers in a table)."""
    numbers = "\n".join(str(n) for n in range(1, SOURCE.count("\n") + 2))
    return (
        "<div class='md-content'><article class='md-content__inner md-typeset'>"
        f"<h1>{escape(d.title)}</h1><p>{escape(d.intro)}</p>"
        "<div class='doc doc-object doc-class'><h2 id='kvcache.Cache' class='doc doc-heading'>"
        "<code>Cache</code></h2><div class='doc doc-contents first'>"
        f"<p>{escape(d.options)}</p><details class='quote'><summary>{escape(label)} <code>"
        "src/kvcache/cache.py</code></summary><div class='highlight'><table"
        " class='highlighttable'><tr><td class='linenos'><div class='linenodiv'><pre>"
        f"<span></span>{numbers}</pre></div></td><td class='code'><div><pre><span></span><code>"
        f"{escape(SOURCE)}</code></pre></div></td></tr></table></div></details>"
        f"<p>{escape(d.example)}</p><div class='highlight'><pre><span></span><code>"
        f"{_python(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p></div></div>"
        "</article></div>"
    )


def _checkbox(d: Doc, label: str) -> str:
    """A member's source behind a checkbox toggle: the unchecked checkbox, its label in
    a box of its own, then the source panel (the stylesheet's ``:checked ~`` shows it)."""
    return (
        "<main class='api'><section class='module'>"
        f"<h1>{escape(d.title)}</h1><p>{escape(d.intro)}</p></section>"
        "<section id='Cache'><input id='Cache-src' class='src-toggle' type='checkbox'"
        " aria-hidden='true'><h2>Cache</h2><div class='src-button'><label"
        f" for='Cache-src'>{escape(label)}</label></div><div class='source-panel'><pre><code>"
        f"{escape(SOURCE)}</code></pre></div><div class='docstring'><p>{escape(d.options)}</p>"
        f"<p>{escape(d.example)}</p><pre><code>{escape(CODE_EXAMPLE)}</code></pre>"
        f"<p>{escape(d.closing)}</p></div></section></main>"
    )


def source_page(engine: str, lang: str) -> DocPage:
    """The API page of ``engine`` (``pdoc``, ``mkdocstrings``, ``checkbox``) in ``lang``;
    ``chrome``: the toggle's label and the hidden source's first line."""
    if engine == "pdoc":
        page = docs3_page("pdoc", lang)
        return DocPage(page.html, page.url, page.body, ("View Source", SOURCE.split("\n")[1]))
    d = DOCS[lang]
    if engine == "mkdocstrings":
        label = {"en": "Source code in", "de": "Quellcode in", "es": "Código fuente en",
                 "ja": "ソースコード", "zh": "源代码位于"}[lang]  # fmt: skip
        body, chrome = _mkdocstrings(d, label), (label, SOURCE.split("\n")[1])
    else:
        body, chrome = _checkbox(d, VIEW_SOURCE[lang]), (VIEW_SOURCE[lang], SOURCE.split("\n")[1])
    texts = (d.intro, d.options, d.example, d.closing, *CODE_EXAMPLE.split("\n")[::2])
    html = _page(lang, d.title, "kvcache", body, "<meta name='generator' content='mkdocs-1.6.0'>")
    return DocPage(html, f"https://docs.example.org/{lang}/{engine}/api/", texts, chrome)


__all__ = ["SOURCE", "VIEW_SOURCE", "heading_page", "source_page"]
