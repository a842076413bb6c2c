"""Synthetic documentation pages of engines the doc suites did not hold (stop 76): mdBook
(the default theme: the numbered chapter list, the menu bar with its theme list and
search box, the chapter arrows), Docsify (the sidebar with its search, the anchored
headings, a ``p.tip`` notice, the copy-code button, the pagination plugin), JetBrains
Writerside (its code blocks are ``div.code-block`` with the language in ``data-lang``, the
"last modified" line, the feedback prompt, the topic links) and JSDoc's default template (a
class page: the constructor's signature, its parameter table, the source line in
``dl.details``, the navigation after the article, the generator's footer). Each is the cache library's
page of :mod:`tests.auto.engine_docs` in the page's language, with the chrome in that
language where the engine has a language pack. No page is copied from a site or from the
shared datasets; the markup is written after the engines' default themes.
:func:`doc_page` returns the structure a Markdown reader must find
(:class:`tests.auto.engine_docs5.Shape`)."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_docs import (
    CODE_EXAMPLE,
    CODE_INSTALL,
    SIDEBAR,
    Doc,
    DocPage,
    _page,
    _steps,
    _table,
)
from tests.auto.engine_docs3 import CHROME3, DOCS3
from tests.auto.engine_docs5 import Shape

JS_EXAMPLE = (
    "const cache = new Cache({ size: 128, ttl: 60 });\nconst profile = cache.get('user:42');"
)
# mdBook's menu bar: the theme names (its theme list), the search box's prompt.
MDBOOK_THEMES = ("Light", "Rust", "Coal", "Navy", "Ayu")
MDBOOK_SEARCH = {
    "en": "Search this book ...",
    "zh": "搜索本书 ...",
    "ru": "Поиск по книге ...",
}
# Docsify's pagination plugin labels and the copy-code plugin's button.
DOCSIFY = {
    "ja": ("« 前へ", "次へ »", "クリップボードにコピー"),
    "pt": ("« ANTERIOR", "PRÓXIMO »", "Copiar para a área de transferência"),
    "en": ("« PREVIOUS", "NEXT »", "Copy to clipboard"),
}
# Writerside's strings: last modified, the feedback prompt, its answers, the topic links.
WRITERSIDE = {
    "de": ("Zuletzt geändert: 12. März 2024", "War diese Seite hilfreich?", "Ja", "Nein", "Vorheriges Thema", "Nächstes Thema"),
    "ko": ("마지막 수정: 2024년 3월 12일", "이 페이지가 도움이 되었나요?", "예", "아니요", "이전 주제", "다음 주제"),
    "es": ("Última modificación: 12 de marzo de 2024", "¿Le resultó útil esta página?", "Sí", "No", "Tema anterior", "Tema siguiente"),
    "en": ("Last modified: 12 March 2024", "Was this page helpful?", "Yes", "No", "Previous topic", "Next topic"),
}  # fmt: skip


def _mdbook(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    chapters = "".join(
        f"<li class='chapter-item expanded '><a href='ch{i}.html'><strong aria-hidden='true'>"
        f"{i}.</strong> {n}</a></li>"
        for i, n in enumerate(SIDEBAR[:6], 1)
    )
    themes = "".join(
        f"<li role='none'><button role='menuitem' class='theme' id='{t.lower()}'>{t}</button></li>"
        for t in MDBOOK_THEMES
    )
    body = (
        "<nav id='sidebar' class='sidebar' aria-label='Table of contents'><div"
        f" class='sidebar-scrollbox'><ol class='chapter'>{chapters}</ol></div><div"
        " id='sidebar-resize-handle' class='sidebar-resize-handle'></div></nav><div"
        " id='page-wrapper' class='page-wrapper'><div class='page'><div"
        " id='menu-bar-hover-placeholder'></div><div id='menu-bar' class='menu-bar sticky'><div"
        " class='left-buttons'><button id='sidebar-toggle' class='icon-button' type='button'"
        " title='Toggle Table of Contents' aria-label='Toggle Table of Contents'><i class='fa"
        " fa-bars'></i></button><button id='theme-toggle' class='icon-button' type='button'"
        " title='Change theme' aria-label='Change theme'><i class='fa fa-paint-brush'></i>"
        f"</button><ul id='theme-list' class='theme-popup' aria-label='Themes' role='menu'>{themes}"
        "</ul><button id='search-toggle' class='icon-button' type='button' title='Search.'"
        " aria-label='Toggle Searchbar'><i class='fa fa-search'></i></button></div><h1"
        " class='menu-title'>The kvcache Book</h1><div class='right-buttons'><a href='print.html'"
        " title='Print this book' aria-label='Print this book'><i id='print-button' class='fa"
        " fa-print'></i></a></div></div><div id='search-wrapper' class='hidden'><form"
        " id='searchbar-outer' class='searchbar-outer'><input type='search' id='searchbar'"
        f" name='searchbar' placeholder='{MDBOOK_SEARCH[w['lang']]}'></form><div"
        " id='searchresults-outer' class='searchresults-outer hidden'><div"
        " id='searchresults-header' class='searchresults-header'></div><ul"
        " id='searchresults'></ul></div></div><div id='content' class='content'><main><h1"
        f" id='configuring'><a class='header' href='#configuring'>{escape(d.title)}</a></h1>"
        f"<p>{escape(d.intro)}</p><h2 id='installation'><a class='header' href='#installation'>"
        f"{escape(d.install_heading)}</a></h2><p>{escape(d.install)}</p><pre><code"
        f" class='language-bash'>{escape(CODE_INSTALL)}</code></pre><h2 id='options'><a"
        f" class='header' href='#options'>{escape(d.options_heading)}</a></h2>"
        f"<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}<blockquote><p><strong>"
        f"{escape(d.note_title)}</strong>: {escape(d.note)}</p></blockquote><h2 id='example'><a"
        f" class='header' href='#example'>{escape(d.example_heading)}</a></h2>"
        f"<p>{escape(d.example)}</p><pre><code class='language-python'>{escape(CODE_EXAMPLE)}"
        f"</code></pre><p>{escape(d.closing)}</p></main><nav class='nav-wrapper'"
        " aria-label='Page navigation'><a rel='prev' href='ch2.html' class='mobile-nav-chapters"
        " previous' title='Previous chapter' aria-label='Previous chapter'><i class='fa"
        " fa-angle-left'></i></a><a rel='next prefetch' href='ch4.html'"
        " class='mobile-nav-chapters next' title='Next chapter' aria-label='Next chapter'><i"
        " class='fa fa-angle-right'></i></a><div style='clear: both'></div></nav></div></div>"
        "<nav class='nav-wide-wrapper' aria-label='Page navigation'><a rel='prev'"
        " href='ch2.html' class='nav-chapters previous' title='Previous chapter'"
        " aria-label='Previous chapter'><i class='fa fa-angle-left'></i></a><a rel='next"
        " prefetch' href='ch4.html' class='nav-chapters next' title='Next chapter'"
        " aria-label='Next chapter'><i class='fa fa-angle-right'></i></a></nav></div>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "The kvcache Book", body), shape


def _docsify(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    previous, following, copy = DOCSIFY[w["lang"]]

    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level} id='{anchor}'><a href='#/cache?id={anchor}' data-id='{anchor}'"
            f" class='anchor'><span>{escape(text)}</span></a></h{level}>"
        )

    def pre(lang: str, code: str) -> str:
        return (
            f"<pre v-pre data-lang='{lang}'><code class='lang-{lang}'>{escape(code)}</code>"
            "<button class='docsify-copy-code-button'><span class='label'>"
            f"{copy}</span><span class='error' aria-hidden='hidden'>Error</span><span"
            " class='success' aria-hidden='hidden'>OK</span></button></pre>"
        )

    links = "".join(
        f"<li><a class='section-link' href='#/{i}' title='{n}'>{n}</a></li>"
        for i, n in enumerate(SIDEBAR[:6])
    )
    body = (
        "<main><button class='sidebar-toggle' aria-label='Menu'><div"
        " class='sidebar-toggle-button'><span></span><span></span><span></span></div></button>"
        "<aside class='sidebar'><div class='search'><div class='input-wrap'><input"
        f" type='search' placeholder='{w['search']}' aria-label='Search text'></div><div"
        " class='results-panel'></div></div><h1 class='app-name'><a class='app-name-link'"
        " data-nosearch href='/'>kvcache</a></h1><div class='sidebar-nav'><ul>"
        f"{links}</ul></div></aside><section class='content'><article class='markdown-section'"
        f" id='main'>{h(1, 'configuring', d.title)}<p>{escape(d.intro)}</p>"
        f"{h(2, 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        f"{pre('bash', CODE_INSTALL)}{h(2, 'options', d.options_heading)}"
        f"<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}<p class='tip'>{escape(d.note)}</p>"
        f"{h(2, 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{pre('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p><div"
        " class='docsify-pagination-container'><div class='pagination-item"
        " pagination-item--previous'><a href='#/quickstart'><div"
        f" class='pagination-item-label'><span>{previous}</span></div><div"
        f" class='pagination-item-title'>{SIDEBAR[1]}</div></a></div><div class='pagination-item"
        " pagination-item--next'><a href='#/eviction'><div class='pagination-item-label'>"
        f"<span>{following}</span></div><div class='pagination-item-title'>{SIDEBAR[3]}</div>"
        "</a></div></div></article></section></main>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache", body), shape


def _writerside(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    modified, helpful, yes, no, previous, following = WRITERSIDE[w["lang"]]

    def code(lang: str, text: str) -> str:
        return f"<div class='code-block' data-lang='{lang}'>{escape(text)}</div>"

    toc = "".join(
        f"<li class='toc-item'><a class='toc-link' href='topic-{i}.html'>{n}</a></li>"
        for i, n in enumerate(SIDEBAR[:6])
    )
    body = (
        "<div class='wrapper'><header class='app__header'><a href='/' class='header__logo'>"
        "kvcache Help</a><div class='header__search'><input type='search'"
        f" placeholder='{w['search']}' aria-label='{w['search']}'></div></header><div"
        f" class='app__sidebar'><nav class='toc'><ul>{toc}</ul></nav></div><main"
        " class='app__article'><article class='article' data-shortcut-switcher='inactive'><h1"
        f" data-toc='cache' id='cache.md'>{escape(d.title)}</h1><p id='intro'>{escape(d.intro)}"
        "</p><section class='chapter'><h2 id='installation' data-toc='installation'>"
        f"{escape(d.install_heading)}</h2><p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}"
        "</section><section class='chapter'><h2 id='options' data-toc='options'>"
        f"{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>{_table(d, 'wide')}"
        f"{_steps(d)}<aside class='prompt' data-type='note' data-title=''><p>{escape(d.note)}"
        "</p></aside></section><section class='chapter'><h2 id='example' data-toc='example'>"
        f"{escape(d.example_heading)}</h2><p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></section><div"
        f" class='last-modified'>{modified}</div><div data-feedback-placeholder='true'><div"
        f" class='feedback'><span class='feedback__title'>{helpful}</span><button"
        f" class='feedback__button'>{yes}</button><button class='feedback__button'>{no}</button>"
        "</div></div><div class='navigation-links _bottom'><a href='topic-1.html'"
        f" class='navigation-links__prev'>{previous}</a><a href='topic-3.html'"
        f" class='navigation-links__next'>{following}</a></div></article></main></div>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache Help", body), shape


def _jsdoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    rows = "".join(
        f"<tr><td class='name'><code>{o}</code></td><td class='type'><span"
        f" class='param-type'>{t}</span></td><td class='description last'>{escape(desc)}</td></tr>"
        for o, t, _, desc in d.rows
    )
    body = (
        "<div id='main'><h1 class='page-title'>Class: Cache</h1><section><header><h2><span"
        " class='attribs'><span class='type-signature'></span></span>Cache<span"
        " class='signature'>(options)</span><span class='type-signature'></span></h2><div"
        f" class='class-description'>{escape(d.intro)}</div></header><article><div"
        " class='container-overview'><h4 class='name' id='Cache'><span"
        " class='type-signature'></span>new Cache<span class='signature'>(options)</span><span"
        f" class='type-signature'></span></h4><div class='description'>{escape(d.options)}</div>"
        "<h5>Parameters:</h5><table class='params'><thead><tr><th>Name</th><th>Type</th><th"
        f" class='last'>Description</th></tr></thead><tbody>{rows}</tbody></table><dl"
        " class='details'><dt class='tag-source'>Source:</dt><dd class='tag-source'><ul"
        " class='dummy'><li><a href='cache.js.html'>cache.js</a>, <a"
        " href='cache.js.html#line12'>line 12</a></li></ul></dd></dl><h5>Example</h5><pre"
        f" class='prettyprint'><code>{escape(JS_EXAMPLE)}</code></pre></div><h3"
        " class='subsection-title'>Methods</h3><h4 class='name' id='get'><span"
        " class='type-signature'></span>get<span class='signature'>(key)</span><span"
        " class='type-signature'> &rarr; {*}</span></h4><div class='description'>"
        f"{escape(d.example)}</div><div class='description'>{escape(d.closing)}</div>"
        "</article></section></div><nav><h2><a href='index.html'>Home</a></h2><h3>Classes</h3>"
        "<ul><li><a href='Cache.html'>Cache</a></li><li><a href='Store.html'>Store</a></li></ul>"
        "<h3>Global</h3><ul><li><a href='global.html#createCache'>createCache</a></li></ul></nav>"
        "<br class='clear'><footer>Documentation generated by <a"
        " href='https://github.com/jsdoc/jsdoc'>JSDoc 4.0.2</a> on Tue Mar 12 2024 09:00:00"
        " GMT+0000 (Coordinated Universal Time)</footer>"
    )
    shape = Shape(
        {"Class: Cache": 1, "Cache(options)": 2, "new Cache(options)": 4},
        (("", JS_EXAMPLE),),
        "| Name | Type | Description |",
    )
    return _page(w["lang"], "Class: Cache", "JSDoc", body), shape


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "mdbook": _mdbook,
    "docsify": _docsify,
    "writerside": _writerside,
    "jsdoc": _jsdoc,
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "mdbook": ("The kvcache Book", *MDBOOK_THEMES, *(f"{i}. {n}" for i, n in enumerate(SIDEBAR[:6], 1))),
    "docsify": ("kvcache", *SIDEBAR[:2], "Error", "OK"),
    "writerside": ("kvcache Help", *SIDEBAR[:2]),
    "jsdoc": ("Source:", "cache.js, line 12", "Home", "Classes", "Global", "createCache", "Store",
              "Documentation generated by JSDoc 4.0.2 on Tue Mar 12 2024 09:00:00 GMT+0000 (Coordinated Universal Time)"),
}  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "docsify":
        return DOCSIFY[lang]
    if engine == "writerside":
        modified, helpful, yes, no, previous, following = WRITERSIDE[lang]
        return (modified, helpful, yes, no, previous, following, f"{previous} {following}")
    return ()


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    if engine == "jsdoc":
        return (d.intro, d.options, d.example, d.closing, *JS_EXAMPLE.split("\n"),
                *(r[3] for r in d.rows))  # fmt: skip
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def doc_page(engine: str, lang: str) -> tuple[DocPage, Shape]:
    """The page of ``engine`` in ``lang`` and the structure its Markdown must hold."""
    d = DOCS3[lang]
    words = {**CHROME3[lang], "lang": lang}
    html, shape = ENGINES[engine](d, words)
    chrome = (*_FIXED_CHROME[engine], *_engine_chrome(engine, lang))
    url = f"https://docs.example.org/{lang}/{engine}/cache/"
    return DocPage(html, url, _body(engine, d), chrome), shape


__all__ = ["ENGINES", "doc_page"]
