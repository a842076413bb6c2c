"""Documentation pages of ten more engines (:mod:`tests.auto.engine_docs10`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, fenced code with its language and lines, the table's
header row, list items). Then what stop 78 changed: a heading's ``#`` self-link before
its words, a heading that is its own permalink kept over prose, a line linking to the
page's editor, a generator's footer credit marking documentation, YARD's "Defined in:" box
and its "show all" toggle, the version banners of Sphinx and Read the Docs sites."""

from __future__ import annotations

import pytest
from tests.auto.decision_pages import decide_keeping, prepared_page
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs9 import doc_page as doc_page9
from tests.auto.engine_docs10 import doc_page
from tests.memo import markdown_once, text_once

from thresher.methods.auto.doc_chrome import UPDATED
from thresher.methods.auto.headings import keep_headings_over_prose
from thresher.methods.auto.method import AutoParams

# Known failures (strict: a fix must take the page off this list).
_KNOWN: dict[tuple[str, str], str] = {}
PAGES = [("relearn", "en"), ("relearn", "fr"), ("geekdoc", "de"), ("retype", "en"),
         ("retype", "es"), ("bookstack", "en"), ("bookstack", "de"), ("jazzy", "en"),
         ("alabaster", "en"), ("alabaster", "de"), ("honkit", "zh"), ("odoc", "en"),
         ("pydoctor", "en"), ("mkdocs", "en"), ("mkdocs", "es"), ("ghdocs", "en"),
         ("ghdocs", "ja")]  # fmt: skip


def _param(engine: str, lang: str) -> object:
    if (engine, lang) in _KNOWN:
        reason = _KNOWN[engine, lang]
        return pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=reason))
    return pytest.param(engine, lang)


@pytest.mark.parametrize(("engine", "lang"), [_param(e, lang) for e, lang in PAGES])
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page, shape = doc_page(engine, lang)
    check_doc_page(page, shape)


def test_a_self_link_before_a_heading_is_not_its_words() -> None:
    page, _ = doc_page("retype", "en")
    markdown = markdown_once(page.html, url=page.url)
    assert "## Installation" in markdown.splitlines()
    assert "# #" not in markdown and "## #" not in markdown
    assert "Installation" in text_once(page.html, url=page.url).splitlines()
    # A "#" that is no link to an anchor stays: a heading's words, a link elsewhere.
    for heading in (
        "<h2 id='n'># Installation</h2>",
        "<h2><a href='/tags/'>#</a> Installation</h2>",
    ):
        html = page.html.replace(
            "<h2 id='installation'><a href='#installation' class='header-anchor'>#</a>"
            " Installation</h2>",
            heading,
        )
        assert "## # Installation" in markdown_once(html, url=page.url).splitlines()


def test_a_generators_footer_credit_marks_a_documentation_page() -> None:
    page, _ = doc_page9("dokka", "de")
    assert "(source)" not in text_once(page.html, url=page.url).splitlines()
    off = text_once(page.html, url=page.url, method="auto:credited_engines=false")
    assert "(source)" in off.splitlines()
    assert AutoParams().credited_engines
    # Without the credit's link the page declares nothing: the line stays.
    bare = page.html.replace("https://github.com/Kotlin/dokka", "https://example.org/")
    assert "(source)" in text_once(bare, url=page.url).splitlines()


def test_a_class_boxs_defined_in_line_and_a_toggle_are_dropped() -> None:
    page, _ = doc_page9("yard", "en")
    lines = text_once(page.html, url=page.url).splitlines()
    assert not {"Defined in:", "lib/kvcache/cache.rb", "show all"} & set(lines)
    assert "Inherits:" in lines  # the box's other terms stay
    off = text_once(page.html, url=page.url, method="auto:defined_in_lines=false").splitlines()
    assert {"Defined in:", "lib/kvcache/cache.rb", "show all"} <= set(off)
    assert AutoParams().defined_in_lines
    # A description that is no file's path stays, and so does a link that goes somewhere.
    html = page.html.replace(
        "<dd>lib/kvcache/cache.rb</dd>", "<dd>the cache module of the library</dd>"
    ).replace("href='#' class='inheritanceTree'", "href='Object.html' class='inheritanceTree'")
    lines = text_once(html, url=page.url).splitlines()
    assert {"Defined in:", "the cache module of the library", "show all"} <= set(lines)


BANNERS = (
    "This document describes the current stable version of kvcache (1.2). For development"
    " docs, go here.",
    "This document is for kvcache's development version, which can be significantly"
    " different from previous releases.",
    "You are not reading the most recent version of this documentation. 1.2 is the latest"
    " version available.",
    "This is documentation for an old release of kvcache (version 1.0.2).",
)


@pytest.mark.parametrize("banner", BANNERS)
def test_a_sphinx_sites_version_banner_is_dropped(banner: str) -> None:
    page, _ = doc_page("alabaster", "en")
    box = f"<div class='admonition warning'><p>{banner}</p></div>"
    html = page.html.replace("<section id='configuring'>", f"<section id='configuring'>{box}")
    assert banner not in text_once(html, url=page.url).splitlines()
    off = text_once(html, url=page.url, method="auto:outdated_banners=false")
    assert banner in off.splitlines()  # the model keeps it: the rule drops it


def test_a_sentence_about_a_version_stays() -> None:
    page, _ = doc_page("alabaster", "en")
    sentence = "This document describes version 2 of the protocol and how a client moves to it."
    html = page.html.replace("<h2>Options", f"<p>{sentence}</p><h2>Options")
    assert sentence in text_once(html, url=page.url).splitlines()


EDIT_LINES = (
    ("Edit this page", "https://github.com/kvcache/docs/edit/main/docs/configuring.md"),
    ("Diese Seite bearbeiten", "https://gitlab.com/kvcache/docs/-/edit/main/docs/configuring.md"),
    ("Signaler un problème", "https://github.com/kvcache/docs/issues/new?title=configuring"),
    ("View page source", "_sources/configuring.rst.txt"),
    ("このページを編集", "https://wiki.example.org/index.php?title=Cache&action=edit"),
    ("Open in ChatGPT", "https://chatgpt.com/?hints=search&q=Read+docs.example.org/configuring"),
)


def test_a_line_linking_to_the_pages_editor_is_dropped() -> None:
    page, _ = doc_page("mkdocs", "en")
    closing = page.html.index("If the cache is full")
    end = page.html.index("</p>", closing) + len("</p>")
    boxes = "".join(f"<p><a href='{href}'>{words}</a></p>" for words, href in EDIT_LINES)
    typo = "Found a typo? <a href='https://github.com/kvcache/docs/edit/main/x.md'>Edit it</a>."
    sentence = (
        "If the cache loses entries under load, please <a"
        " href='https://github.com/kvcache/kvcache/issues/new'>open an issue</a> with the"
        " output of the stats command and the version you run."
    )
    red = (
        "<a href='/w/index.php?title=Kvcache_Lab&amp;action=edit&amp;redlink=1'>Kvcache"
        " Lab</a> maintains the library."
    )
    html = f"{page.html[:end]}{boxes}<p>{typo}</p><p>{sentence}</p><p>{red}</p>{page.html[end:]}"
    lines = text_once(html, url=page.url).splitlines()
    assert not {words for words, _ in EDIT_LINES} & set(lines)
    assert "Found a typo? Edit it." not in lines
    assert any(line.startswith("If the cache loses entries under load") for line in lines)
    assert "Kvcache Lab maintains the library." in lines  # a wiki's page not yet written
    off = text_once(html, url=page.url, method="auto:edit_links=false").splitlines()
    assert {words for words, _ in EDIT_LINES} <= set(off)
    assert AutoParams().edit_links


def test_a_heading_that_is_its_own_permalink_is_kept_over_prose() -> None:
    section = (
        "<h3 id='jobs'>{head}</h3><p>Our team reviews every claim within two business days,"
        " and most are paid the same week.</p>"
    )
    own = "<a class='heading-link' href='#jobs'>Jobs<span aria-hidden='true'></span></a>"

    def kept(head: str, self_links: bool = True) -> set[str]:
        page = prepared_page(section.format(head=head))
        decisions, probs = decide_keeping(page, ("Our team",), 0.2)
        changed = keep_headings_over_prose(
            page.text_blocks, probs, decisions, self_links=self_links
        )
        return {page.blocks[i].text for i in changed}

    assert kept(own) == {"Jobs"}
    assert kept(own, self_links=False) == set()  # a link heading before stop 78
    assert kept("<a href='/careers/jobs'>Jobs</a>") == set()  # a link away stays dropped
    assert kept("<a href='#'>Jobs</a>") == set()  # a script's link is no anchor
    assert kept("<a href='#top'>Back to top</a>") == set()  # another anchor: no permalink
    assert AutoParams().self_linked_headings


def test_a_row_of_long_tab_labels_over_code_is_dropped() -> None:
    page, _ = doc_page("mkdocs", "en")
    labels = ("Python 3.9 and above", "Python 3.10 and above")
    radios = "".join(
        f"<input {'checked ' if i == 1 else ''}id='__tabbed_1_{i}' name='__tabbed_1' type='radio'>"
        for i in (1, 2)
    )
    row = "".join(f"<label for='__tabbed_1_{i}'>{t}</label>" for i, t in enumerate(labels, 1))
    tabs = (
        f"<div class='tabbed-set tabbed-alternate' data-tabs='1:2'>{radios}<div"
        f" class='tabbed-labels'>{row}</div><div class='tabbed-content'><div"
        " class='tabbed-block'><div class='language-python highlight'><pre><code>from typing"
        " import Union\n\nValue = Union[int, str]</code></pre></div></div><div"
        " class='tabbed-block'><div class='language-python highlight'><pre><code>Value = int |"
        " str</code></pre></div></div></div></div>"
    )
    closing = page.html.index("If the cache is full")
    html = page.html[: closing - 3] + tabs + page.html[closing - 3 :]
    joined = "".join(labels)
    assert len(joined) > 40  # one block longer than a tab label
    lines = text_once(html, url=page.url).splitlines()
    assert joined not in lines and "Value = int | str" in lines
    assert joined in text_once(html, url=page.url, method="auto:label_rows=false").splitlines()
    assert AutoParams().label_rows


ARROW_LINES = (
    "<p><a href='../quickstart/'>« Quickstart</a> | <a href='../eviction/'>Eviction"
    " policies »</a></p>",
    "<p><a href='../quickstart/'>← Quickstart</a></p>",
    "<p><a href='../eviction/'>Eviction policies →</a></p>",
    "<p><a href='../quickstart/'>Quickstart</a> ← → <a href='../eviction/'>Eviction"
    " policies</a></p>",
)


def test_a_line_of_previous_and_next_links_with_arrows_is_dropped() -> None:
    page, _ = doc_page("alabaster", "en")
    closing = page.html.index("If the cache is full")
    end = page.html.index("</p>", closing) + len("</p>")
    stays = (
        "<p>Open <a href='../settings/'>Settings → Cache</a> to change the size.</p>",
        "<p><a href='#options'>↑ Options</a></p>",
        "<p><a href='../fattal/'>Раздел 8.44, «Fattal et al. 2002»</a></p>",
    )
    html = page.html[:end] + "".join(ARROW_LINES + stays) + page.html[end:]
    lines = text_once(html, url=page.url).splitlines()
    for name in ("Quickstart", "Eviction policies"):
        assert not [line for line in lines if name in line]
    assert "Open Settings → Cache to change the size." in lines  # words outside the link
    assert "↑ Options" in lines  # a link to the page's own section
    assert "Раздел 8.44, «Fattal et al. 2002»" in lines  # guillemets that quote
    off = text_once(html, url=page.url, method="auto:arrow_links=false").splitlines()
    assert "« Quickstart | Eviction policies »" in off and "← Quickstart" in off
    assert AutoParams().arrow_links


def test_a_pages_review_date_is_dropped() -> None:
    page, _ = doc_page("mkdocs", "en")
    closing = page.html.index("If the cache is full")
    end = page.html.index("</p>", closing) + len("</p>")
    lines = ("Last reviewed: March 12, 2024", "Page last reviewed: 12 March 2024")
    html = page.html[:end] + "".join(f"<p>{line}</p>" for line in lines) + page.html[end:]
    kept = text_once(html, url=page.url).splitlines()
    assert not set(lines) & set(kept)
    off = text_once(html, url=page.url, method="auto:updated_lines=false").splitlines()
    assert set(lines) <= set(off)
    assert UPDATED.match("zuletzt überprüft am 12.03.2024") and not UPDATED.match("last edited")
