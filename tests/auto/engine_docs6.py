"""Synthetic documentation pages of engines the doc suites did not hold (stop 74): Jekyll's
Just the Docs (a contents box in ``details``, a titled callout), Hugo Book (radio-button
tabs, a hint box, its header's repeated title), R's pkgdown (Bootstrap 5, a "Source:" line
under the title, downlit code), Julia's Documenter (a docstring box with its binding and
category, an admonition with a header), Elixir's ExDoc (a summary table of functions, a
signature written as ``h1`` inside the function's section) and Slate (three-column API
reference: language tabs, code beside prose, an ``aside`` notice). Each is the cache
library's page of :mod:`tests.auto.engine_docs` in the page's language; chrome is in the
page's language where the engine has a language pack. No page is copied from a site or
from the shared datasets; the markup is written after the engines' default themes.
:func:`doc_page` returns the structure a Markdown reader must find
(:class:`tests.auto.engine_docs5.Shape`)."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_docs import (
    CODE_EXAMPLE,
    CODE_INSTALL,
    EXAMPLE_LINES,
    SIDEBAR,
    Doc,
    DocPage,
    _nav_items,
    _page,
    _python,
    _steps,
    _table,
    _toc,
)
from tests.auto.engine_docs3 import CHROME3, DOCS3
from tests.auto.engine_docs5 import Shape

R_INSTALL = 'install.packages("kvcache")'
R_EXAMPLE = 'cache <- cache_new(size = 128, ttl = 60)\nprofile <- cache_get(cache, "user:42")'
JULIA_EXAMPLE = 'using KVCache\ncache = Cache(size=128, ttl=60)\nprofile = get(cache, "user:42")'
CURL = 'curl "https://api.example.org/v1/cache/user:42" \\\n  -H "Authorization: Bearer TOKEN"'
# ExDoc's functions, English on every page (an API's docstrings often stay untranslated).
EXDOC_FUNCTIONS = (
    ("get(cache, key)", "get/2", "Reads the value stored under key. Returns nil when the key"
     " is missing or its entry has expired, and refreshes the entry's place in the eviction"
     " order when it is found.", 'iex> KVCache.get(cache, "user:42")\n%{name: "Ada"}'),
    ("put(cache, key, value)", "put/3", "Stores value under key. When the cache is full, the"
     " least recently used entry is evicted first; the new entry expires after the cache's"
     " ttl unless one is given.", 'iex> KVCache.put(cache, "user:42", %{name: "Ada"})\n:ok'),
)  # fmt: skip
JSON_REPLY = '{\n  "key": "user:42",\n  "ttl": 60\n}'


def _article(
    d: Doc,
    h: Callable[[str, str, str], str],
    code: Callable[[str, str], str],
    note: str,
    install: tuple[str, str] = ("shell", CODE_INSTALL),
    example: tuple[str, str] = ("python", CODE_EXAMPLE),
    table_cls: str = "",
) -> str:
    """The guide's sections under the title, with the engine's headings, code and note."""
    return (
        f"<p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        f"{code(*install)}"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>"
        f"{_table(d, table_cls)}{_steps(d)}{note}"
        f"{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code(*example)}<p>{escape(d.closing)}</p>"
    )


def _shape(d: Doc, fences: tuple[tuple[str, str], ...], alone: tuple[str, ...] = ()) -> Shape:
    return Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        fences,
        "| Option | Type | Default | Description |",
        alone,
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )


def _just_the_docs(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'><a href='#{anchor}' class='anchor-heading'"
            f" aria-labelledby='{anchor}'><svg viewBox='0 0 16 16' aria-hidden='true'><use"
            f" xlink:href='#svg-link'></use></svg></a> {escape(text)}</{tag}>"
        )

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='language-{lang} highlighter-rouge'><div class='highlight'><pre"
            f" class='highlight'><code>{_python(text)}</code></pre></div></div>"
        )

    note = (
        f"<blockquote class='note-title'><p>{escape(d.note_title)}</p><p>{escape(d.note)}</p>"
        "</blockquote>"
    )
    body = (
        "<a class='skip-to-main' href='#main-content'>" + w["skip"] + "</a><div class='side-bar'>"
        "<div class='site-header' role='banner'><a href='/' class='site-title lh-tight'>kvcache"
        "</a><button id='menu-button' class='site-button btn-reset' aria-label='Toggle menu'"
        " aria-pressed='false'><svg viewBox='0 0 24 24' class='icon'><use xlink:href='#svg-menu'>"
        "</use></svg></button></div><nav aria-label='Main' id='site-nav' class='site-nav'><ul"
        f" class='nav-list'>{_nav_items('nav-list-item', 'nav-list-link', 'active')}</ul></nav>"
        "<footer class='site-footer'>This site uses <a"
        " href='https://github.com/just-the-docs/just-the-docs'>Just the Docs</a>, a"
        " documentation theme for Jekyll.</footer></div><div class='main' id='top'><div"
        " id='main-header' class='main-header'><div class='search' role='search'><div"
        " class='search-input-wrap'><input type='text' id='search-input' class='search-input'"
        f" tabindex='0' placeholder='{w['search']} kvcache' aria-label='{w['search']} kvcache'"
        " autocomplete='off'><label for='search-input' class='search-label'><svg viewBox='0 0"
        " 24 24' class='search-icon'><use xlink:href='#svg-search'></use></svg></label></div>"
        "<div id='search-results' class='search-results'></div></div><nav"
        " aria-label='Auxiliary' class='aux-nav'><ul class='aux-nav-list'><li"
        " class='aux-nav-list-item'><a href='https://github.com/example/kvcache'"
        " class='site-button'>kvcache on GitHub</a></li></ul></nav></div><div"
        " class='main-content-wrap'><nav aria-label='Breadcrumb' class='breadcrumb-nav'><ol"
        " class='breadcrumb-nav-list'><li class='breadcrumb-nav-list-item'><a href='/guide/'>"
        f"{w['guide']}</a></li><li class='breadcrumb-nav-list-item'><span>{escape(d.title)}"
        "</span></li></ol></nav><div id='main-content' class='main-content'><main>"
        f"{h('h1', 'configuring-the-cache', d.title)}<details open=''><summary"
        f" class='text-delta'>{w['toc']}</summary><ol id='markdown-toc'>"
        f"{_toc(d, 'toc-entry')}</ol></details>"
        + _article(d, h, code, note)
        + "<hr><footer><p><a href='#top' id='back-to-top'>Back to top</a></p><p"
        " class='text-small text-grey-dk-100 mb-0'>Copyright &copy; 2024 kvcache authors.</p>"
        "<div class='d-flex mt-2'><p class='text-small text-grey-dk-000 mb-0'><a"
        " href='https://github.com/example/kvcache/edit/main/docs/cache.md'"
        f" id='edit-this-page'>{w['edit']}</a></p></div></footer></main></div></div></div>"
    )
    head = "<meta name='generator' content='Jekyll v4.3.3'>"
    shape = _shape(
        d, (("shell", CODE_INSTALL), ("python", CODE_EXAMPLE)), (f"> {d.note_title}", ">")
    )
    return _page(w["lang"], d.title, "kvcache", body, head), shape


def _hugo_book(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'>{escape(text)}<a class='anchor' href='#{anchor}'>#</a></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        return (
            "<div class='highlight'><pre tabindex='0' class='chroma'><code"
            f" class='language-{lang}' data-lang='{lang}'>{_python(text)}</code></pre></div>"
        )

    tabs = (
        "<div class='book-tabs'><input type='radio' class='toggle' name='tabs-install'"
        " id='tabs-install-0' checked='checked'><label for='tabs-install-0'>pip</label><div"
        f" class='book-tabs-content markdown-inner'>{code('shell', CODE_INSTALL)}</div><input"
        " type='radio' class='toggle' name='tabs-install' id='tabs-install-1'><label"
        " for='tabs-install-1'>conda</label><div class='book-tabs-content markdown-inner'>"
        f"{code('shell', 'conda install kvcache')}</div></div>"
    )
    note = (
        f"<blockquote class='book-hint info'><p><strong>{escape(d.note_title)}</strong></p><p>"
        f"{escape(d.note)}</p></blockquote>"
    )
    menu = f"<ul>{_nav_items('', '', 'active')}</ul>"
    toc = f"<nav id='TableOfContents'><ul>{_toc(d, '')}</ul></nav>"
    body = (
        "<input type='checkbox' class='hidden toggle' id='menu-control'><input type='checkbox'"
        " class='hidden toggle' id='toc-control'><main class='container flex'><aside"
        " class='book-menu'><div class='book-menu-content'><nav><h2 class='book-brand'><a"
        " class='flex align-center' href='/'><span>kvcache</span></a></h2><div"
        " class='book-search hidden'><input type='text' id='book-search-input'"
        f" placeholder='{w['search']}' aria-label='{w['search']}' maxlength='64'"
        " data-hotkeys='s/'><div class='book-search-spinner hidden'></div><ul"
        f" id='book-search-results'></ul></div>{menu}</nav></div></aside><div"
        " class='book-page'><header class='book-header'><div class='flex align-center"
        " justify-between'><label for='menu-control'><img src='/svg/menu.svg' class='book-icon'"
        f" alt='Menu'></label><h3>{escape(d.title)}</h3><label for='toc-control'><img"
        " src='/svg/toc.svg' class='book-icon' alt='Table of Contents'></label></div><aside"
        f" class='hidden clearfix'>{toc}</aside></header><article class='markdown"
        f" book-article'>{h('h1', 'configuring-the-cache', d.title)}"
        + _article(d, h, code, note).replace(code("shell", CODE_INSTALL), tabs, 1)
        + "</article><footer class='book-footer'><div class='flex flex-wrap"
        " justify-between'><div><a class='flex align-center'"
        " href='https://github.com/example/kvcache/commit/4f1c2e' title='Last modified by A."
        " Author | March 12, 2024' target='_blank' rel='noopener'><img src='/svg/calendar.svg'"
        " class='book-icon' alt=''><span>March 12, 2024</span></a></div><div><a class='flex"
        " align-center' href='https://github.com/example/kvcache/edit/main/content/cache.md'"
        " target='_blank' rel='noopener'><img src='/svg/edit.svg' class='book-icon' alt=''><span>"
        f"{w['edit']}</span></a></div></div></footer><label for='menu-control' class='hidden"
        " book-menu-overlay'></label></div><aside class='book-toc'><div"
        f" class='book-toc-content'>{toc}</div></aside></main>"
    )
    head = "<meta name='generator' content='Hugo 0.124.1'>"
    shape = _shape(
        d,
        (("shell", CODE_INSTALL), ("shell", "conda install kvcache"), ("python", CODE_EXAMPLE)),
        (f"> **{d.note_title}**", ">"),
    )
    return _page(w["lang"], d.title, "kvcache", body, head), shape


def _pkgdown(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'>{escape(text)}<a class='anchor' aria-label='anchor'"
            f" href='#{anchor}'></a></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        lines = "\n".join(f"<span>{escape(line)}</span>" for line in text.split("\n"))
        return (
            f"<div class='sourceCode' id='cb{len(text)}'><pre class='downlit sourceCode {lang}'>"
            f"<code class='sourceCode {lang.upper()}'>{lines}</code></pre></div>"
        )

    note = (
        f"<div class='callout callout-note'><h4 class='callout-title'>{escape(d.note_title)}"
        f"</h4><p>{escape(d.note)}</p></div>"
    )
    body = (
        "<a href='#main' class='visually-hidden-focusable'>" + w["skip"] + "</a><nav"
        " class='navbar navbar-expand-lg fixed-top bg-light' data-bs-theme='light'"
        " aria-label='Site navigation'><div class='container'><a class='navbar-brand me-2'"
        " href='../index.html'>kvcache</a><small class='nav-text text-muted me-auto'"
        " data-bs-toggle='tooltip' data-bs-placement='bottom' title='Released version'>2.4.1"
        "</small><button class='navbar-toggler' type='button' data-bs-toggle='collapse'"
        " data-bs-target='#navbar' aria-controls='navbar' aria-expanded='false'"
        " aria-label='Toggle navigation'><span class='navbar-toggler-icon'></span></button><div"
        " id='navbar' class='collapse navbar-collapse ms-3'><ul class='navbar-nav me-auto'><li"
        " class='nav-item'><a class='nav-link' href='../reference/index.html'>Reference</a></li>"
        "<li class='active nav-item dropdown'><button class='nav-link dropdown-toggle'"
        " type='button' id='dropdown-articles' data-bs-toggle='dropdown' aria-expanded='false'"
        " aria-haspopup='true'>Articles</button><ul class='dropdown-menu'"
        " aria-labelledby='dropdown-articles'>"
        + "".join(
            f"<li><a class='dropdown-item' href='../articles/{i}.html'>{name}</a></li>"
            for i, name in enumerate(SIDEBAR[1:5])
        )
        + "</ul></li><li class='nav-item'><a class='nav-link' href='../news/index.html'>"
        "Changelog</a></li></ul><ul class='navbar-nav'><li class='nav-item'><form"
        " class='form-inline' role='search'><input class='form-control' type='search'"
        f" name='search-input' id='search-input' autocomplete='off' aria-label='{w['search']}'"
        f" placeholder='{w['search']}' data-search-index='../search.json'></form></li></ul>"
        "</div></div></nav><div class='container template-article'><div class='row'><main"
        " id='main' class='col-md-9'><div class='page-header'><img src='../logo.png'"
        f" class='logo' alt=''><h1>{escape(d.title)}</h1><small class='dont-index'>Source: <a"
        " href='https://github.com/example/kvcache/blob/main/vignettes/cache.Rmd'"
        " class='external-link'><code>vignettes/cache.Rmd</code></a></small><div"
        " class='d-none name'><code>cache.Rmd</code></div></div>"
        + _article(d, h, code, note, ("r", R_INSTALL), ("r", R_EXAMPLE), "table")
        + "</main><aside class='col-md-3'><nav id='toc' aria-label='Table of contents'><h2>"
        f"{w['toc']}</h2><ul class='nav nav-pills flex-column'>{_toc(d, 'nav-item', 'nav-link')}"
        "</ul></nav></aside></div><footer><div class='pkgdown-footer-left'><p>Developed by A."
        " Author, B. Author.</p></div><div class='pkgdown-footer-right'><p>Site built with <a"
        " href='https://pkgdown.r-lib.org/' class='external-link'>pkgdown</a> 2.0.9.</p></div>"
        "</footer></div>"
    )
    head = "<meta name='generator' content='pkgdown 2.0.9'>"
    shape = _shape(d, (("r", R_INSTALL), ("r", R_EXAMPLE)), (f"#### {d.note_title}",))
    shape.headings[d.note_title] = 4
    return _page(w["lang"], d.title, "kvcache", body, head), shape


def _documenter(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'><a class='docs-heading-anchor' href='#{anchor}'>"
            f"{escape(text)}</a><a id='{anchor}-1'></a><a class='docs-heading-anchor-permalink'"
            f" href='#{anchor}' title='Permalink'></a></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        return f"<pre><code class='language-{lang} hljs'>{escape(text)}</code></pre>"

    note = (
        "<div class='admonition is-info'><header class='admonition-header'>"
        f"{escape(d.note_title)}</header><div class='admonition-body'><p>{escape(d.note)}</p>"
        "</div></div>"
        "<article class='docstring'><header><a class='docstring-article-toggle-button fa-solid"
        " fa-chevron-down' href='javascript:;' title='Collapse docstring'></a><a"
        " class='docstring-binding' id='KVCache.Cache' href='#KVCache.Cache'><code>"
        "KVCache.Cache</code></a> — <span class='docstring-category'>Type</span></header>"
        "<section><div><pre><code class='language-julia hljs'>Cache(; size=1024, ttl=nothing)"
        f"</code></pre><p>{escape(d.rows[0][3])}</p></div><a class='docs-sourcelink'"
        " target='_blank' href='https://github.com/example/KVCache.jl/blob/v2.4.1/src/cache.jl#L12'>"
        "source</a></section></article>"
    )
    body = (
        "<div id='documenter'><nav class='docs-sidebar'><a class='docs-logo'"
        " href='index.html'><img src='assets/logo.svg' alt='KVCache.jl logo'></a><div"
        " class='docs-package-name'><span class='docs-autofit'><a href='index.html'>KVCache.jl"
        "</a></span></div><button class='docs-search-query input is-rounded is-small"
        " is-clickable my-2 mx-auto py-1 px-2' id='documenter-search-query'>Search docs (Ctrl"
        " + /)</button><ul class='docs-menu'><li><a class='tocitem' href='index.html'>Home</a>"
        f"</li><li class='is-active'><a class='tocitem' href='cache.html'>{escape(d.title)}</a>"
        "<ul class='internal'>"
        + "".join(
            f"<li><a class='tocitem' href='#{a}'><span>{escape(t)}</span></a></li>"
            for a, t in (("installation", d.install_heading), ("options", d.options_heading))
        )
        + "</ul></li><li><a class='tocitem' href='api.html'>API reference</a></li></ul><div"
        " class='docs-version-selector field has-addons'><div class='control'><span"
        " class='docs-label button is-static is-size-7'>Version</span></div><div"
        " class='docs-selector control is-expanded'><div class='select is-fullwidth"
        " is-size-7'><select id='documenter-version-selector'></select></div></div></div></nav>"
        "<div class='docs-main'><header class='docs-navbar'><a class='docs-sidebar-button"
        " docs-navbar-link fa-solid fa-bars is-hidden-desktop' id='documenter-sidebar-button'"
        " href='#'></a><nav class='breadcrumb'><ul class='is-hidden-mobile'><li"
        f" class='is-active'><a href='cache.html'>{escape(d.title)}</a></li></ul><ul"
        f" class='is-hidden-tablet'><li class='is-active'><a href='cache.html'>{escape(d.title)}"
        "</a></li></ul></nav><div class='docs-right'><a class='docs-navbar-link'"
        " href='https://github.com/example/KVCache.jl' title='View the repository on GitHub'>"
        "<span class='docs-icon fa-brands'></span><span class='docs-label is-hidden-touch'>"
        "GitHub</span></a><a class='docs-settings-button docs-navbar-link fa-solid fa-gear'"
        " id='documenter-settings-button' href='#' title='Settings'></a></div></header>"
        "<article class='content' id='documenter-page'>"
        f"{h('h1', 'Configuring-the-cache', d.title)}"
        + _article(
            d, h, code, note, ("julia", 'using Pkg; Pkg.add("KVCache")'), ("julia", JULIA_EXAMPLE)
        )
        + "</article><nav class='docs-footer'><a class='docs-footer-prevpage'"
        " href='index.html'>« Home</a><a class='docs-footer-nextpage' href='api.html'>API"
        " reference »</a><div class='flexbox-break'></div><p class='footer-message'>Powered by"
        " <a href='https://github.com/JuliaDocs/Documenter.jl'>Documenter.jl</a> and the <a"
        " href='https://julialang.org/'>Julia Programming Language</a>.</p></nav></div><div"
        " class='modal' id='documenter-settings'><div class='modal-background'></div><div"
        " class='modal-card'><header class='modal-card-head'><p class='modal-card-title'>"
        "Settings</p><button class='delete'></button></header><section"
        " class='modal-card-body'><p><label class='label'>Theme</label><span"
        " class='select'><select id='documenter-themepicker'><option value='auto'>Automatic"
        " (OS)</option></select></span></p><hr><p>This document was generated with <a"
        " href='https://github.com/JuliaDocs/Documenter.jl'>Documenter.jl</a> version 1.2.1 on"
        " <span class='colophon-date' title='Tuesday 12 March 2024 10:00'>Tuesday 12 March"
        " 2024</span>. Using Julia version 1.10.2.</p></section><footer"
        " class='modal-card-foot'></footer></div></div></div>"
    )
    shape = _shape(
        d,
        (("julia", 'using Pkg; Pkg.add("KVCache")'), ("julia", JULIA_EXAMPLE),
         ("julia", "Cache(; size=1024, ttl=nothing)")),
        (d.note_title,),
    )  # fmt: skip
    return _page(w["lang"], d.title, "KVCache.jl", body), shape


def _exdoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='module-{anchor}' class='section-heading'><a href='#module-{anchor}'"
            " class='hover-link'><i class='ri-link-m' aria-hidden='true'></i></a><span"
            f" class='text'>{escape(text)}</span></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        return f"<pre><code class='makeup {lang}' translate='no'>{escape(text)}</code></pre>"

    note = (
        f"<section role='note' class='admonition info'><h4 class='admonition-title'>"
        f"{escape(d.note_title)}</h4><p>{escape(d.note)}</p></section>"
    )
    functions = EXDOC_FUNCTIONS
    body = (
        "<div class='body-wrapper'><button id='sidebar-menu' class='sidebar-button"
        " sidebar-toggle' aria-label='toggle sidebar' aria-controls='sidebar'><i"
        " class='ri-menu-line ri-lg' title='Collapse/expand sidebar'></i></button><nav"
        " id='sidebar' class='sidebar'><div class='sidebar-header'><div"
        " class='sidebar-projectInfo'><div><a href='readme.html' class='sidebar-projectName'"
        " translate='no'>KVCache</a><div class='sidebar-projectVersion' translate='no'>v2.4.1"
        "</div></div></div><ul class='sidebar-listNav' role='tablist'><li><button"
        " id='extras-list-tab-button' role='tab' data-type='extras' aria-selected='true'>Pages"
        "</button></li><li><button id='modules-list-tab-button' role='tab' data-type='modules'"
        " aria-selected='false'>Modules</button></li></ul><div id='extras-tab-panel'"
        " class='sidebar-tabpanel' role='tabpanel'><ul id='extras-full-list'"
        " class='full-list'></ul></div></div></nav><main class='content page-module' id='main'"
        " data-type='modules'><div id='content' class='content-inner'><div"
        " class='top-search'><div class='search-settings'><form class='search-bar'"
        " action='search.html'><label class='search-label'><span class='sr-only'>Search"
        " documentation of KVCache</span><input name='q' type='text' class='search-input'"
        " placeholder='Press / to search' autocomplete='off'></label><button type='submit'"
        " class='search-button' aria-label='Submit Search'><i class='ri-search-2-line ri-lg'"
        " aria-hidden='true' title='Submit search'></i></button></form><div"
        " class='autocomplete'></div><button class='icon-settings display-settings'><i"
        " class='ri-settings-3-line'></i><span class='sr-only'>Settings</span></button></div>"
        "</div><div id='top-content'><div class='heading-with-actions top-heading'><h1><span"
        " translate='no'>KVCache</span> <small class='app-vsn' translate='no'>(KVCache"
        " v2.4.1)</small></h1><a href='https://github.com/example/kv_cache/blob/v2.4.1/lib/kv_cache.ex#L1'"
        " title='View Source' class='icon-action' rel='help'><i class='ri-code-s-slash-line'"
        " aria-hidden='true'></i><span class='sr-only'>View Source</span></a></div><section"
        " id='moduledoc'>"
        + _article(
            d,
            h,
            code,
            note,
            ("elixir", '{:kv_cache, "~> 2.4"}'),
            ("elixir", 'KVCache.get(cache, "user:42")'),
        )
        + "</section></div><section id='summary' class='details-list'><h2><a"
        " class='hover-link' href='#summary'><i class='ri-link-m' aria-hidden='true'></i></a>"
        "Summary</h2><div class='summary-functions summary'><h3><a href='#functions'>Functions"
        "</a></h3>"
        + "".join(
            f"<div class='summary-row'><div class='summary-signature'><a href='#{a}'"
            f" data-no-tooltip='' translate='no'>{s}</a></div><div class='summary-synopsis'><p>"
            f"{escape(t.split('. ')[0])}.</p></div></div>"
            for s, a, t, _ in functions
        )
        + "</div></section><section id='functions' class='details-list'><h2"
        " class='section-heading'><a class='hover-link' href='#functions'><i class='ri-link-m'"
        " aria-hidden='true'></i></a><span class='text'>Functions</span></h2><div"
        " class='functions-list'>"
        + "".join(
            f"<section class='detail' id='{a}'><div class='detail-header'><a href='#{a}'"
            " class='detail-link' data-no-tooltip='' aria-label='Link to this function'><i"
            " class='ri-link-m' aria-hidden='true'></i></a><div class='heading-with-actions'><h1"
            f" class='signature' translate='no'>{s}</h1><a href='https://github.com/example/kv_cache/blob/v2.4.1/lib/kv_cache.ex#L40'"
            " class='icon-action' rel='help' aria-label='View Source'><i"
            " class='ri-code-s-slash-line' aria-hidden='true'></i></a></div></div><section"
            f" class='docstring'><p>{escape(t)}</p><h2 id='{a}-examples'"
            " class='section-heading'><span class='text'>Examples</span></h2><pre><code"
            f" class='makeup elixir' translate='no'>{escape(x)}</code></pre></section></section>"
            for s, a, t, x in functions
        )
        + "</div></section><footer class='footer'><p><span class='line'><button"
        " class='a-main footer-button display-quick-switch' title='Search HexDocs'>Search"
        " HexDocs</button><a href='KVCache.epub' title='ePub version'>Download ePub version</a>"
        "</span></p><p class='built-using'>Built using <a"
        " href='https://github.com/elixir-lang/ex_doc' title='ExDoc' target='_blank'"
        " rel='help noopener' translate='no'>ExDoc</a> (v0.31.1) for the <a"
        " href='https://elixir-lang.org' title='Elixir' target='_blank' translate='no'>Elixir"
        " programming language</a></p></footer></div></main></div>"
    )
    head = "<meta name='generator' content='ExDoc v0.31.1'>"
    shape = _shape(
        d,
        (("elixir", '{:kv_cache, "~> 2.4"}'), ("elixir", 'KVCache.get(cache, "user:42")')),
        (f"#### {d.note_title}",),
    )
    del shape.headings[d.title]
    shape.headings.update({"KVCache (KVCache v2.4.1)": 1, "Functions": 2})
    return _page(w["lang"], "KVCache", "KVCache v2.4.1", body, head), shape


def _slate(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def code(lang: str, text: str) -> str:
        return (
            f"<div class='highlight'><pre class='highlight {lang} tab-{lang}'><code>"
            f"{escape(text)}</code></pre></div>"
        )

    langs = "".join(f"<a href='#' data-language-name='{x}'>{x}</a>" for x in ("shell", "python"))
    body = (
        "<a href='#' id='nav-button'><span>NAV<img src='images/navbar.png' alt=''></span></a>"
        "<div class='toc-wrapper'><img src='images/logo.png' class='logo' alt=''><div"
        f" class='lang-selector'>{langs}</div><div class='search'><input type='text'"
        f" class='search' id='input-search' placeholder='{w['search']}'></div><ul"
        " class='search-results'></ul><ul id='toc' class='toc-list-h1'>"
        + "".join(
            f"<li><a href='#{a}' class='toc-h1 toc-link' data-title='{escape(t)}'>{escape(t)}"
            "</a></li>"
            for a, t in _sections_of(d)
        )
        + "</ul><ul class='toc-footer'><li><a href='#'>Sign Up for a Developer Key</a></li><li>"
        "<a href='https://github.com/slatedocs/slate'>Documentation Powered by Slate</a></li>"
        "</ul></div><div class='page-wrapper'><div class='dark-box'></div><div class='content'>"
        f"<h1 id='introduction'>{escape(d.title)}</h1><p>{escape(d.intro)}</p>"
        f"<h1 id='installation'>{escape(d.install_heading)}</h1>"
        f"{code('shell', CODE_INSTALL)}{code('python', 'import kvcache')}"
        f"<p>{escape(d.install)}</p><h2 id='get-an-entry'>{escape(d.example_heading)}</h2>"
        f"{code('shell', CURL)}{code('python', EXAMPLE_LINES[1])}<blockquote><p>"
        f"{escape(d.example)}</p></blockquote>{code('json', JSON_REPLY)}"
        f"<p>{escape(d.closing)}</p><h3 id='query-parameters'>{escape(d.options_heading)}</h3>"
        f"<p>{escape(d.options)}</p>{_table(d)}<aside class='notice'>{escape(d.note)}</aside>"
        f"</div><div class='dark-box'><div class='lang-selector'>{langs}</div></div></div>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 1, d.example_heading: 2, d.options_heading: 3},
        (("shell", CODE_INSTALL), ("shell", CURL), ("json", JSON_REPLY)),
        "| Option | Type | Default | Description |",
        (),
        (),
    )
    return _page(w["lang"], d.title, "kvcache API", body), shape


def _sections_of(d: Doc) -> list[tuple[str, str]]:
    return [("introduction", d.title), ("installation", d.install_heading),
            ("get-an-entry", d.example_heading)]  # fmt: skip


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "just_the_docs": _just_the_docs,
    "hugo_book": _hugo_book,
    "pkgdown": _pkgdown,
    "documenter": _documenter,
    "exdoc": _exdoc,
    "slate": _slate,
}
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "just_the_docs": ("skip", "toc", "edit"),
    "hugo_book": ("edit",),
    "pkgdown": ("skip", "toc"),
    "documenter": (),
    "exdoc": (),
    "slate": (),
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "just_the_docs": ("kvcache on GitHub", "Back to top", "Copyright © 2024 kvcache authors.",
                      "This site uses Just the Docs, a documentation theme for Jekyll.", *SIDEBAR[:2]),
    "hugo_book": ("March 12, 2024", "pip", "conda", *SIDEBAR[:2]),
    "pkgdown": ("Source: vignettes/cache.Rmd", "Developed by A. Author, B. Author.",
                "Site built with pkgdown 2.0.9.", "Reference", "Articles", "Changelog"),
    "documenter": ("KVCache.jl", "Search docs (Ctrl + /)", "Home", "Version", "source",
                   "« Home", "API reference »", "Settings", "Theme", "Automatic (OS)"),
    "exdoc": ("Pages", "Modules", "v2.4.1", "Search documentation of KVCache",
              "Search HexDocs", "Download ePub version", "View Source"),
    "slate": ("NAV", "shell", "python", "Sign Up for a Developer Key",
              "Documentation Powered by Slate"),
}  # fmt: skip


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    if engine == "slate":
        return (d.intro, d.install, d.example, d.closing, d.options, d.note, CODE_INSTALL,
                *(r[3] for r in d.rows))  # fmt: skip
    code = {"pkgdown": (R_INSTALL,), "documenter": ("using KVCache",),
            "exdoc": tuple(f[2] for f in EXDOC_FUNCTIONS)}  # fmt: skip
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, *d.steps,
            *(r[3] for r in d.rows), *code.get(engine, (CODE_INSTALL, *EXAMPLE_LINES)))  # fmt: skip


def doc_page(engine: str, lang: str) -> tuple[DocPage, Shape]:
    """The page of ``engine`` in ``lang`` and the structure its Markdown must hold."""
    d = DOCS3[lang]
    words = {**CHROME3[lang], "lang": lang}
    html, shape = ENGINES[engine](d, words)
    chrome = (*(words[k] for k in _ENGINE_CHROME[engine]), *_FIXED_CHROME[engine])
    url = f"https://docs.example.org/{lang}/{engine}/cache/"
    return DocPage(html, url, _body(engine, d), chrome), shape


__all__ = ["ENGINES", "doc_page"]
