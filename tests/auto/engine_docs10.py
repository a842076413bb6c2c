"""Synthetic documentation pages of engines the doc suites did not hold (stop 78): Hugo's
Relearn theme (its sidebar with search and "More" shortcuts, the top bar's breadcrumbs
and edit/prev/next buttons, the notice box, the footline), Hugo's Geekdoc theme (its
search box, the page header's breadcrumbs and "Edit page" link, the hint blockquote, the
page footer's neighbours), Retype (its header and search, the left sidebar's "Powered by
Retype", the callout, the code toolbar's copy button, the edit and last-updated lines,
the pager), BookStack (a wiki page: the header's links, the page and book navigation,
the breadcrumbs, the callout paragraph, the details box with its revision, created and
updated lines, the actions, the neighbours), Jazzy (Swift: the header's coverage line,
the breadcrumbs, the navigation groups, the generator's footer), Sphinx's Alabaster
theme (the sidebar's navigation, related topics and quick search, the footer's credits
and "Page source"), HonKit (GitBook's legacy theme: the book summary with its search
and "Published with HonKit", the header's title link, the search results' templates,
the chapter arrows), odoc (OCaml: the up/index breadcrumbs, the contents), pydoctor
(Python: the navigation bar of indexes, the private API toggle, the generator's footer)
MkDocs' default theme (the navigation bar with search, previous/next and "Edit on
GitHub", the side contents, the footer's "Documentation built with MkDocs.") and GitHub
Docs' engine (headings whose words are their own permalink, ``a.heading-link``, the code
header's language and copy button, the survey after the article). Each is
the cache library's page of :mod:`tests.auto.engine_docs` in the page's language, with
the chrome in that language where the engine has a language pack. No page is copied
from a site or from the shared datasets; the markup is written after the engines'
default themes. :func:`doc_page` returns the structure a Markdown reader must find
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
from tests.auto.engine_docs3 import DOCS3
from tests.auto.engine_docs5 import Shape

Heading = Callable[[int, str, str], str]
Code = Callable[[str, str], str]
Note = Callable[[str, str], str]

# Relearn's i18n (en, fr): the search placeholder, "More", "Built with", the edit
# button's title, the contents button, the footline's "Last modified" line.
RELEARN = {
    "en": ("Search...", "More", "Built with Relearn", "Edit", "Table of Contents", "Info", "Mar 12, 2024"),
    "fr": ("Rechercher...", "Plus", "Construit avec Relearn", "Modifier", "Table des matières", "Info", "12 mars 2024"),
}  # fmt: skip
# Geekdoc's i18n (de): search, "Edit page", the hint's title, "Built with Geekdoc",
# the last-modified line.
GEEKDOC = {
    "de": ("Suche...", "Seite bearbeiten", "Hinweis", "Erstellt mit Geekdoc", "Zuletzt geändert 12.03.2024"),
}  # fmt: skip
# Retype's localised labels (en, es): search, "Edit on GitHub", "Last updated", the
# pager's labels, "Powered by Retype", the copy button's title.
RETYPE = {
    "en": ("Search", "Edit on GitHub", "Last updated 3/12/2024", "Prev", "Next", "Powered by Retype", "Copy"),
    "es": ("Buscar", "Editar en GitHub", "Última actualización 12/3/2024", "Anterior", "Siguiente", "Desarrollado con Retype", "Copiar"),
}  # fmt: skip
# BookStack's language packs (en, de): the header's links, the navigation titles, the
# details box, the actions, the neighbours.
BOOKSTACK = {
    "en": {
        "search": "Search", "links": ("Shelves", "Books", "Log in"), "page_nav": "Page Navigation",
        "book_nav": "Book Navigation", "details": "Details", "revision": "Revision #4",
        "created": "Created 2 months ago by Ada", "updated": "Updated 3 days ago by Lin",
        "actions": "Actions", "acts": ("Revisions", "Export"), "prev": "Previous", "next": "Next",
    },
    "de": {
        "search": "Suche", "links": ("Regale", "Bücher", "Anmelden"), "page_nav": "Seitennavigation",
        "book_nav": "Buchnavigation", "details": "Details", "revision": "Revision #4",
        "created": "Erstellt vor 2 Monaten von Ada", "updated": "Zuletzt aktualisiert vor 3 Tagen von Lin",
        "actions": "Aktionen", "acts": ("Überarbeitungen", "Exportieren"), "prev": "Vorherige", "next": "Nächste",
    },
}  # fmt: skip
# Sphinx's Alabaster theme (its en and de messages): the sidebar's titles, "Previous:"
# and "Next:", the quick search, the footer's credits and "Page source".
ALABASTER = {
    "en": ("Navigation", "Related Topics", "Documentation overview", "Previous:", "Next:", "Quick search", "Go", "Page source"),
    "de": ("Navigation", "Verwandte Themen", "Dokumentationsübersicht", "Vorheriges:", "Nächstes:", "Schnellsuche", "Los", "Quelltext anzeigen"),
}  # fmt: skip
# HonKit's zh messages: the search placeholder, "Published with HonKit", the search
# results' titles.
HONKIT = {"zh": ("输入并搜索", "本书使用 HonKit 发布", "个结果匹配", "没有匹配的结果")}
# MkDocs' default theme (en, es): search, previous/next, "Edit on GitHub", the footer.
MKDOCS = {
    "en": ("Search", "Previous", "Next", "Edit on GitHub", "Documentation built with MkDocs."),
    "es": ("Buscar", "Anterior", "Siguiente", "Editar en GitHub", "Documentación construida con MkDocs."),
}  # fmt: skip

# GitHub Docs' engine (the open-source docs app; en, ja): the breadcrumb, "In this
# article", the survey's prompt and answers, its privacy link, "Help and support".
GHDOCS = {
    "en": ("User guide", "In this article", "Did you find what you needed?", "Yes", "No",
           "Privacy policy", "Help and support"),
    "ja": ("ユーザー ガイド", "この記事の内容", "必要なものが見つかりましたか?", "はい", "いいえ",
           "プライバシー ポリシー", "ヘルプとサポート"),
}  # fmt: skip


def _shape_guide(d: Doc) -> Shape:
    """A guide page's structure: the title and its three sections, the code with its
    language, the options table's header row, the numbered steps."""
    return Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )


def _guide(d: Doc, h: Heading, code: Code, note: Note, table_cls: str = "") -> str:
    """The guide's content in an engine's markup (``h``: a heading of a level, anchor and
    text; ``code``: a code block of a language; ``note``: the admonition of a title and
    a text)."""
    return (
        f"{h(1, 'configuring', d.title)}<p>{escape(d.intro)}</p>"
        f"{h(2, 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        f"{code('bash', CODE_INSTALL)}{h(2, 'options', d.options_heading)}"
        f"<p>{escape(d.options)}</p>{_table(d, table_cls)}{_steps(d)}"
        f"{note(d.note_title, d.note)}{h(2, 'example', d.example_heading)}"
        f"<p>{escape(d.example)}</p>{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p>"
    )


def _plain_h(level: int, anchor: str, text: str) -> str:
    return f"<h{level} id='{anchor}'>{escape(text)}</h{level}>"


def _side(cls: str = "", link: str = "") -> str:
    return "".join(
        f"<li class='{cls}'><a class='{link}' href='/docs/{i}/'>{escape(n)}</a></li>"
        for i, n in enumerate(SIDEBAR)
    )


def _relearn(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, more, built, edit, contents, info, modified = RELEARN[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='highlight wrap-code' dir='auto'><pre tabindex='0' class='chroma'><code"
            f" class='language-{lang}' data-lang='{lang}'>{escape(text)}</code></pre><span"
            " class='copy-to-clipboard-button' title='Copy to clipboard'></span></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='box notices cstyle info'><div class='box-label'><i class='fa-fw"
            f" fas fa-info-circle'></i> {info}</div><div class='box-content'><p>{escape(text)}"
            "</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        return f"<h{level} id='{anchor}'>{escape(text)}</h{level}>"

    toc = "".join(
        f"<li><a href='#{a}'>{escape(t)}</a></li>"
        for a, t in (("installation", d.install_heading), ("options", d.options_heading))
    )
    body = (
        "<div id='R-body-loader'></div><aside id='R-sidebar' class='default-animation'><div"
        " id='R-header-topbar' class='default-animation'></div><div id='R-header-wrapper'"
        " class='default-animation'><div id='R-header' class='default-animation'><a id='R-logo'"
        " class='R-default' href='/'><div class='logo-title'>kvcache</div></a></div><search"
        " class='default-animation'><form action='/search/' method='get'><div"
        f" class='searchbox default-animation'><input class='search-by' name='search-by' type='search'"
        f" placeholder='{search}'></div></form></search></div><div id='R-homelinks'"
        " class='default-animation'><div class='R-menu-divider default-animation'><hr></div>"
        "</div><div id='R-content-wrapper' class='highlightable'><div id='R-shortcutmenu-home'"
        f" class='R-sidebarmenu'><ul class='enlarge morespace collapsible-menu'>{_side('dd-item')}"
        f"</ul></div><div id='R-shortcuts' class='R-sidebarmenu'><div class='nav-title padding'>{more}"
        "</div><ul class='space'><li><a class='padding' href='https://github.com/kvcache/kvcache'>"
        "<i class='fab fa-fw fa-github'></i> GitHub repo</a></li></ul></div><div id='R-footer'"
        f" class='footermargin'><p>{built}</p></div></div></aside><div id='R-body'"
        " class='highlightable default'><nav id='R-topbar'><div class='topbar-wrapper'><div"
        " class='topbar-area topbar-area-start'><div class='topbar-button topbar-button-edit'><a"
        " class='topbar-control' href='https://github.com/kvcache/docs/edit/main/content/configuring.md'"
        f" title='{edit} (CTRL+ALT+w)'><i class='fa-fw fas fa-pen'></i></a></div><div"
        f" class='topbar-button topbar-button-toc'><span class='topbar-control' title='{contents}'><i class='fa-fw"
        f" fas fa-list-alt'></i></span><div class='topbar-content'><div class='topbar-content-wrapper'>"
        f"<nav class='TableOfContents'><ul>{toc}</ul></nav></div></div></div></div><ol"
        " class='topbar-breadcrumbs breadcrumbs highlightable' itemscope"
        " itemtype='http://schema.org/BreadcrumbList'><li itemscope"
        " itemtype='https://schema.org/ListItem' itemprop='itemListElement'><a itemprop='item'"
        " href='/'><span itemprop='name'>kvcache</span></a>&nbsp;&gt;&nbsp;</li><li itemscope"
        " itemtype='https://schema.org/ListItem' itemprop='itemListElement'><span"
        f" itemprop='name'>{escape(d.title)}</span></li></ol><div class='topbar-area"
        " topbar-area-end'><div class='topbar-button topbar-button-prev'><a class='topbar-control'"
        f" href='/quickstart/' title='{SIDEBAR[1]} (🡐)'><i class='fa-fw fas fa-chevron-left'></i>"
        "</a></div><div class='topbar-button topbar-button-next'><a class='topbar-control'"
        f" href='/eviction/' title='{SIDEBAR[3]} (🡒)'><i class='fa-fw fas fa-chevron-right'></i>"
        "</a></div></div></div></nav><div id='R-main-overlay'><div id='R-body-inner'"
        " class='highlightable default' tabindex='-1'><div class='flex-block-wrapper'><article"
        f" class='default'><header class='headline'></header>{_guide(d, h, code, note)}<footer"
        " class='footline'><div class='R-taxonomy taxonomy-tags'></div><div class='date'><i"
        f" class='fa-fw fas fa-calendar'></i> {modified}</div></footer></article></div></div></div>"
        "</div>"
    )
    head = "<meta name='generator' content='Hugo 0.124.1'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _geekdoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, edit, hint, built, modified = GEEKDOC[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='highlight'><pre tabindex='0' class='chroma'><code"
            f" class='language-{lang}' data-lang='{lang}'>{escape(text)}</code></pre></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<blockquote class='gdoc-hint info'><div class='gdoc-hint__title flex"
            f" align-center'><svg class='gdoc-icon gdoc_info_outline'></svg><span>{hint}</span>"
            f"</div><div class='gdoc-hint__text'>{escape(text)}</div></blockquote>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1>{escape(text)}</h1>"
        return (
            f"<h{level} id='{anchor}'><a class='gdoc-markdown__link--anchor' href='#{anchor}'"
            " aria-label='Anchor'><svg class='gdoc-icon gdoc_link'></svg></a>"
            f"{escape(text)}</h{level}>"
        )

    body = (
        "<div class='wrapper'><input type='checkbox' class='hidden' id='menu-control'><header"
        " class='gdoc-header'><div class='container flex align-center justify-between'><label"
        " for='menu-control' class='gdoc-nav__control'><svg class='gdoc-icon gdoc_menu'>"
        "</svg></label><div><a class='gdoc-header__link' href='/'><span class='gdoc-brand flex"
        " align-center'><span class='gdoc-brand__title'>kvcache</span></span></a></div></div>"
        "</header><main class='container flex flex-even'><aside class='gdoc-nav'><nav><div"
        " class='gdoc-search flex align-center'><svg class='gdoc-icon gdoc_search'></svg><input"
        f" type='text' id='gdoc-search-input' class='gdoc-search__input' placeholder='{search}'>"
        f"</div><section class='gdoc-nav--main'><ul class='gdoc-nav__list'>{_side('', 'gdoc-nav__entry')}"
        "</ul></section></nav></aside><div class='gdoc-page'><div class='gdoc-page__header flex"
        " flex-wrap justify-between' itemprop='breadcrumb'><div><svg class='gdoc-icon gdoc_path'>"
        "</svg><ol class='breadcrumb' itemscope itemtype='https://schema.org/BreadcrumbList'><li"
        " itemprop='itemListElement' itemscope itemtype='https://schema.org/ListItem'><a"
        " itemscope itemtype='https://schema.org/WebPage' itemprop='item' href='/'><span"
        " itemprop='name'>kvcache</span></a></li><li> / </li><li itemprop='itemListElement'"
        f" itemscope itemtype='https://schema.org/ListItem'><span itemprop='name'>{escape(d.title)}"
        "</span></li></ol></div><div><span class='editpage'><svg class='gdoc-icon gdoc_code'>"
        "</svg><a href='https://github.com/kvcache/docs/edit/main/content/configuring.md'>"
        f"{edit}</a></span></div></div><article class='gdoc-markdown gdoc-markdown__align--left'>"
        f"{_guide(d, h, code, note)}</article><div class='gdoc-page__footer flex flex-wrap"
        " justify-between'><span class='gdoc-page__nav'><a class='gdoc-page__nav--prev flex"
        f" align-center' href='/quickstart/' title='{SIDEBAR[1]}'>{SIDEBAR[1]}</a></span><span"
        " class='gdoc-page__nav'><a class='gdoc-page__nav--next flex align-center'"
        f" href='/eviction/' title='{SIDEBAR[3]}'>{SIDEBAR[3]}</a></span></div><div"
        f" class='gdoc-page__footer-info'><span class='gdoc-page__date'>{modified}</span></div>"
        "</div></main><footer class='gdoc-footer'><div class='container flex'><div class='flex"
        f" flex-wrap'><span class='gdoc-footer__item gdoc-footer__item--row'>{built}</span></div>"
        "</div></footer></div>"
    )
    head = "<meta name='generator' content='Hugo 0.124.1'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _retype(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, edit, updated, prev, nxt, powered, copy = RETYPE[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='codeblock-wrapper'><div class='codeblock'><pre"
            f" class='language-{lang}'><code v-pre class='language-{lang}'>{escape(text)}</code>"
            "</pre><div class='codeblock-toolbar'><button class='p-1 text-gray-400'"
            f" title='{copy}'><svg class='w-4 h-4'></svg></button></div></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='doc-callout doc-callout-info mb-5 border-l-4 p-4'><div"
            " class='doc-callout-icon'><svg class='w-5 h-5'></svg></div><div"
            f" class='doc-callout-content'><p>{escape(text)}</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level} id='{anchor}'><a href='#{anchor}' class='header-anchor'>#</a>"
            f" {escape(text)}</h{level}>"
        )

    body = (
        "<div id='retype-app' class='relative text-base antialiased'><header id='retype-header'"
        " class='sticky top-0 z-30 bg-white'><div class='flex items-center px-4'><a href='/'"
        " class='flex items-center'><span class='font-semibold'>kvcache</span></a><div"
        f" class='flex-1 px-4'><input id='retype-search' type='text' placeholder='{search}'"
        " class='w-full'></div><nav class='flex'><a href='https://github.com/kvcache/kvcache'"
        " class='px-2'>GitHub</a></nav></div></header><div class='flex'><div"
        " id='retype-sidebar-left' class='w-75 border-r'><nav id='retype-sidebar-nav'><ul>"
        f"{_side('nav-item', 'nav-link')}</ul></nav><div class='border-t py-3 px-6'><a"
        f" href='https://retype.com/' class='text-xs'><span>{powered}</span></a></div></div><div"
        " class='flex-1 min-w-0'><main class='relative pt-2'><div class='retype-markdown'"
        f" id='retype-content'>{_guide(d, h, code, note)}</div><div class='mt-12 flex"
        " justify-between text-sm'><a href='https://github.com/kvcache/docs/edit/main/configuring.md'"
        f" class='flex items-center'><svg class='w-4 h-4'></svg><span>{edit}</span></a><span"
        f" class='text-gray-500'>{updated}</span></div><nav class='flex mt-14'><div class='w-1/2'>"
        "<a class='px-5 py-4 h-full flex items-center border rounded' href='/quickstart/'><span"
        f" class='block text-xs'>{prev}</span><span class='block'>{SIDEBAR[1]}</span></a></div>"
        "<div class='w-1/2 flex justify-end'><a class='px-5 py-4 h-full flex items-center"
        f" border rounded' href='/eviction/'><span class='block text-xs'>{nxt}</span><span"
        f" class='block'>{SIDEBAR[3]}</span></a></div></nav></main></div></div></div>"
    )
    head = "<meta name='generator' content='Retype 3.5.0'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _bookstack(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    b = BOOKSTACK[w["lang"]]

    def code(lang: str, text: str) -> str:
        return f"<pre id='bkmrk-{lang}'><code class='language-{lang}'>{escape(text)}</code></pre>"

    def note(title: str, text: str) -> str:
        return f"<p class='callout info' id='bkmrk-note'>{escape(text)}</p>"

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 class='break-text' id='bkmrk-page-title'>{escape(text)}</h1>"
        return f"<h{level} id='bkmrk-{anchor}'>{escape(text)}</h{level}>"

    links = "".join(f"<a href='/{n.lower()}'>{n}</a>" for n in b["links"])
    page_nav = "".join(
        f"<div class='nav-item h2'><a href='#bkmrk-{a}' class='text-limit-lines-1 block'>"
        f"{escape(t)}</a></div>"
        for a, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    book = "".join(
        f"<li class='list-item-page'><a href='/books/kvcache/page/{i}' class='entity-list-item'"
        f" data-entity-type='page'><div class='content'><span class='entity-name'>{escape(n)}"
        "</span></div></a></li>"
        for i, n in enumerate(SIDEBAR[:5])
    )
    acts = "".join(
        f"<a href='/books/kvcache/page/configuring/{a.lower()}' class='icon-list-item'><span"
        f" class='icon'><svg></svg></span><span>{a}</span></a>"
        for a in b["acts"]
    )
    body = (
        "<header id='header' class='primary-background px-xl grid print-hidden'><div"
        " class='flex-container-row justify-space-between gap-s items-center'><a href='/'"
        " class='logo'><span class='logo-text'>kvcache wiki</span></a></div><div"
        " class='flex-container-column items-center justify-center hide-under-l'><form"
        " action='/search' method='GET' class='search-box flex-container-row' role='search'>"
        f"<input type='text' name='term' placeholder='{b['search']}'></form></div><nav"
        f" class='header-links'><div class='links text-center'>{links}</div></nav></header><div"
        " id='content' class='block'><div class='tri-layout-container'><div"
        " class='tri-layout-left print-hidden' id='sidebar'><aside"
        f" class='tri-layout-left-contents'><div id='page-navigation' class='mb-xl'><h5>{b['page_nav']}"
        f"</h5><div class='body'><div class='sidebar-page-nav menu'>{page_nav}</div></div></div><nav"
        f" id='book-tree' class='book-tree mb-xl'><h5>{b['book_nav']}</h5><ul"
        f" class='sidebar-page-list mt-xs menu entity-list'>{book}</ul></nav></aside></div><div"
        " class='tri-layout-middle'><div id='main-content' class='tri-layout-middle-contents'><div"
        " class='mb-m print-hidden'><nav class='breadcrumbs text-center' aria-label='Breadcrumb'>"
        "<div class='breadcrumb-listing'><a href='/books/kvcache' class='entity-chip-text'>kvcache"
        "</a></div><div class='separator'>›</div><div class='breadcrumb-listing'><a"
        f" href='/books/kvcache/chapter/guide' class='entity-chip-text'>{escape(SIDEBAR[0])}</a>"
        "</div><div class='separator'>›</div><a href='/books/kvcache/page/configuring'"
        f" class='text-page entity-chip-text'>{escape(d.title)}</a></nav></div><main"
        " class='content-wrap card'><div class='page-content clearfix' page-display='42'><div"
        f" dir='auto'>{_guide(d, h, code, note)}</div></div></main><div class='entity-page-navigation"
        " grid half gap-xs print-hidden'><div class='text-m-left'><a"
        " href='/books/kvcache/page/quickstart' class='card p-m flex-container-row'><span"
        f" class='small text-muted'>{b['prev']}</span><span>{SIDEBAR[1]}</span></a></div><div"
        " class='text-m-right'><a href='/books/kvcache/page/eviction' class='card p-m"
        f" flex-container-row'><span class='small text-muted'>{b['next']}</span><span>{SIDEBAR[3]}"
        "</span></a></div></div></div></div><div class='tri-layout-right print-hidden'><aside"
        f" class='tri-layout-right-contents'><div id='page-details' class='entity-details mb-xl'><h5>{b['details']}"
        "</h5><div class='body text-small blended-links'><div class='entity-meta'><a"
        " href='/books/kvcache/page/configuring/revisions' class='entity-meta-item'><svg></svg>"
        f"<div>{b['revision']}</div></a><div class='entity-meta-item'><svg></svg><div>{b['created']}"
        f"</div></div><div class='entity-meta-item'><svg></svg><div>{b['updated']}</div></div></div>"
        f"</div></div><div class='actions mb-xl'><h5>{b['actions']}</h5><div class='icon-list"
        f" text-link'>{acts}</div></div></aside></div></div></div>"
    )
    return _page(w["lang"], d.title, "kvcache wiki", body), _shape_guide(d)


def _jazzy(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def code(lang: str, text: str) -> str:
        return f"<pre class='highlight {lang}'><code>{escape(text)}</code></pre>"

    def note(title: str, text: str) -> str:
        return (
            f"<div class='aside aside-note'><p class='aside-title'>{escape(title)}</p>"
            f"<p>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 id='{anchor}' class='heading'>{escape(text)}</h1>"
        return f"<h{level} id='{anchor}' class='heading'>{escape(text)}</h{level}>"

    groups = "".join(
        f"<li class='nav-group-task'><a class='nav-group-task-link' href='{n.replace(' ', '-')}.html'>"
        f"{escape(n)}</a></li>"
        for n in SIDEBAR[:5]
    )
    body = (
        "<a title='Configuring Reference'></a><header class='header'><p class='header-col"
        " header-col--primary'><a class='header-link' href='index.html'>kvcache 1.2.0 Docs</a>"
        " (93% documented)</p><div class='header-col--secondary'><form role='search'"
        " action='search.json'><input type='text' placeholder='Search documentation'"
        " data-typeahead></form></div><p class='header-col header-col--secondary'><a"
        " class='header-link' href='https://github.com/kvcache/kvcache'><img class='header-icon'"
        " src='img/gh.png' alt='GitHub'>View on GitHub</a></p></header><p class='breadcrumbs'><a"
        " class='breadcrumb' href='index.html'>kvcache Reference</a><img class='carat'"
        f" src='img/carat.png' alt=''>{escape(d.title)} Reference</p><div class='content-wrapper'>"
        "<nav class='navigation'><ul class='nav-groups'><li class='nav-group-name'><a"
        " class='nav-group-name-link' href='Guides.html'>Guides</a><ul class='nav-group-tasks'>"
        f"{groups}</ul></li></ul></nav><article class='main-content'><section class='section'><div"
        f" class='section-content top-matter'>{_guide(d, h, code, note)}</div></section></article>"
        "</div><section class='footer'><p>© 2024 <a class='link' href='https://github.com/kvcache'"
        " target='_blank' rel='external noopener'>kvcache</a>. All rights reserved. (Last updated:"
        " 2024-03-12)</p><p>Generated by <a class='link' href='https://github.com/realm/jazzy'"
        " target='_blank' rel='external noopener'>jazzy ♪♫ v0.14.4</a>, a <a class='link'"
        " href='https://realm.io' target='_blank' rel='external noopener'>Realm</a> project.</p>"
        "</section>"
    )
    return _page(w["lang"], d.title, "kvcache", body), _shape_guide(d)


def _alabaster(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    nav, related, overview, prev, nxt, quick, go, source = ALABASTER[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='highlight-{lang} notranslate'><div class='highlight'><pre><span></span>"
            f"{escape(text)}</pre></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            f"<div class='admonition note'><p class='admonition-title'>{escape(title)}</p>"
            f"<p>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level}>{escape(text)}<a class='headerlink' href='#{anchor}' title='Link to this"
            f" heading'>¶</a></h{level}>"
        )

    toctree = "".join(
        f"<li class='toctree-l1'><a class='reference internal' href='{i}.html'>{escape(n)}</a></li>"
        for i, n in enumerate(SIDEBAR)
    )
    body = (
        "<div class='document'><div class='documentwrapper'><div class='bodywrapper'><div"
        f" class='body' role='main'><section id='configuring'>{_guide(d, h, code, note)}</section>"
        "</div></div></div><div class='sphinxsidebar' role='navigation' aria-label='main"
        " navigation'><div class='sphinxsidebarwrapper'><h1 class='logo'><a"
        f" href='index.html'>kvcache</a></h1><h3>{nav}</h3><ul class='current'>{toctree}</ul><div"
        f" class='relations'><h3>{related}</h3><ul><li><a href='index.html'>{overview}</a><ul><li>"
        f"{prev} <a href='quickstart.html' title='previous chapter'>{SIDEBAR[1]}</a></li><li>"
        f"{nxt} <a href='eviction.html' title='next chapter'>{SIDEBAR[3]}</a></li></ul></li></ul>"
        "</div><search id='searchbox' style='display: none' role='search'><h3"
        f" id='searchlabel'>{quick}</h3><div class='searchformwrapper'><form class='search'"
        " action='search.html' method='get'><input type='text' name='q'"
        f" aria-labelledby='searchlabel'><input type='submit' value='{go}'></form></div></search>"
        "</div></div><div class='clearer'></div></div><div class='footer'>©2024, kvcache authors."
        " | Powered by <a href='https://www.sphinx-doc.org/'>Sphinx 7.2.6</a> &amp; <a"
        " href='https://alabaster.readthedocs.io'>Alabaster 0.7.16</a> | <a"
        f" href='_sources/configuring.rst.txt' rel='nofollow'>{source}</a></div>"
    )
    head = "<meta name='generator' content='Docutils 0.20.1: https://docutils.sourceforge.io/'>"
    return _page(w["lang"], d.title, "kvcache 1.2.0 documentation", body, head), _shape_guide(d)


def _honkit(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, published, matching, nothing = HONKIT[w["lang"]]

    def code(lang: str, text: str) -> str:
        return f"<pre><code class='lang-{lang}'>{escape(text)}</code></pre>"

    def note(title: str, text: str) -> str:
        return f"<blockquote><p>{escape(title)}：{escape(text)}</p></blockquote>"

    def h(level: int, anchor: str, text: str) -> str:
        return f"<h{level} id='{anchor}'>{escape(text)}</h{level}>"

    summary = "".join(
        f"<li class='chapter' data-level='1.{i}' data-path='{i}.html'><a href='{i}.html'><b>1.{i}.</b>"
        f" {escape(n)}</a></li>"
        for i, n in enumerate(SIDEBAR, 1)
    )
    body = (
        "<div class='book'><div class='book-summary'><div id='book-search-input' role='search'>"
        f"<input type='text' placeholder='{search}'></div><nav role='navigation'><ul"
        f" class='summary'>{summary}<li class='divider'></li><li><a"
        f" href='https://github.com/honkit/honkit' target='blank' class='gitbook-link'>{published}"
        "</a></li></ul></nav></div><div class='book-body'><div class='body-inner'><div"
        " class='book-header' role='navigation'><h1><i class='fa fa-circle-o-notch fa-spin'></i><a"
        " href='..'>kvcache</a></h1></div><div class='page-wrapper' tabindex='-1' role='main'><div"
        " class='page-inner'><div id='book-search-results'><div class='search-noresults'><section"
        f" class='normal markdown-section'>{_guide(d, h, code, note)}</section></div><div"
        " class='search-results'><div class='has-results'><h1 class='search-results-title'><span"
        f" class='search-results-count'></span> {matching} \"<span class='search-query'></span>\"</h1><ul"
        " class='search-results-list'></ul></div><div class='no-results'><h1"
        f" class='search-results-title'>{nothing} \"<span class='search-query'></span>\"</h1></div>"
        "</div></div></div></div></div><a href='1.html' class='navigation navigation-prev'"
        f" aria-label='Previous page: {SIDEBAR[1]}'><i class='fa fa-angle-left'></i></a><a"
        f" href='3.html' class='navigation navigation-next' aria-label='Next page: {SIDEBAR[3]}'><i"
        " class='fa fa-angle-right'></i></a></div></div>"
    )
    head = "<meta name='generator' content='HonKit 5.1.1'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _odoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def code(lang: str, text: str) -> str:
        return f"<pre class='language-{lang}'><code>{escape(text)}</code></pre>"

    def note(title: str, text: str) -> str:
        return f"<div class='odoc-note'><p><b>{escape(title)}</b> {escape(text)}</p></div>"

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 id='{anchor}'><a href='#{anchor}' class='anchor'></a>{escape(text)}</h1>"
        return (
            f"<h{level} id='{anchor}'><a href='#{anchor}' class='anchor'></a>{escape(text)}"
            f"</h{level}>"
        )

    content = _guide(d, h, code, note)
    head_end = content.index("<h2")
    toc = "".join(
        f"<li><a href='#{a}'>{escape(t)}</a></li>"
        for a, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    body = (
        "<nav class='odoc-nav'><a href='index.html'>Up</a> – <a href='../index.html'>Index</a>"
        " &#x00BB; <a href='index.html'>kvcache</a> &#x00BB; configuring</nav><header"
        f" class='odoc-preamble'>{content[:head_end]}</header><div class='odoc-tocs'><nav"
        f" class='odoc-toc odoc-local-toc'><ul>{toc}</ul></nav></div><div class='odoc-content'>"
        f"{content[head_end:]}</div>"
    )
    return _page(w["lang"], d.title, "kvcache", body), _shape_guide(d)


def _pydoctor(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def code(lang: str, text: str) -> str:
        return f"<pre class='rst-literal-block {lang}'>{escape(text)}</pre>"

    def note(title: str, text: str) -> str:
        return (
            f"<div class='rst-admonition note'><p class='rst-first rst-admonition-title'>"
            f"{escape(title)}</p><p class='rst-last'>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 class='module'>{escape(text)}</h1>"
        return f"<h{level} class='rst-heading' id='{anchor}'>{escape(text)}</h{level}>"

    content = _guide(d, h, code, note)
    title_end = content.index("</h1>") + len("</h1>")
    body = (
        "<nav class='navbar navbar-default mainnavbar'><div class='container-fluid'><div"
        " class='navbar-header'><a class='navbar-brand' href='index.html'>kvcache 1.2.0</a><span"
        " class='navbar-text'>API Documentation</span></div><div class='navlinks'><span"
        " role='navigation'><a href='moduleIndex.html'>Modules</a></span><span><a"
        " href='classIndex.html'>Classes</a></span><span><a href='nameIndex.html'>Names</a>"
        "</span><div id='search-box-container'><input id='search-box' type='search'"
        " placeholder='Search'><button class='btn btn-default' id='search-clear-button'>×</button>"
        "</div></div></div></nav><div class='container-fluid'><div class='page-header'>"
        f"{content[:title_end]}<div id='showPrivate'><button class='btn btn-link'"
        " onclick='togglePrivate()'>Toggle Private API</button></div></div><div"
        " class='categoryHeader'>module documentation</div><div class='extrasDocstring'><p><a"
        " href='https://github.com/kvcache/kvcache/tree/main/kvcache/configuring.py'"
        " class='sourceLink'>(source)</a></p></div><div class='moduleDocstring'><div>"
        f"{content[title_end:]}</div></div></div><footer class='navbar navbar-default'><div"
        " class='container-fluid'><div class='navbar-text navbar-footer'>Generated by <a"
        " href='https://github.com/twisted/pydoctor/'>pydoctor</a> 23.9.1 at 2024-03-12"
        " 09:00:00.</div></div></footer>"
    )
    return _page(w["lang"], d.title, "kvcache", body), _shape_guide(d)


def _mkdocs(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, prev, nxt, edit, built = MKDOCS[w["lang"]]

    def code(lang: str, text: str) -> str:
        return f"<pre><code class='language-{lang}'>{escape(text)}</code></pre>"

    def note(title: str, text: str) -> str:
        return (
            f"<div class='admonition note'><p class='admonition-title'>{escape(title)}</p>"
            f"<p>{escape(text)}</p></div>"
        )

    toc = "".join(
        f"<li class='nav-item' data-level='2'><a href='#{a}' class='nav-link'>{escape(t)}</a></li>"
        for a, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    menu = "".join(
        f"<li class='nav-item'><a href='/{i}/' class='nav-link'>{escape(n)}</a></li>"
        for i, n in enumerate(SIDEBAR[:4])
    )
    body = (
        "<div class='navbar fixed-top navbar-expand-lg navbar-dark bg-primary'><div"
        " class='container'><a class='navbar-brand' href='..'>kvcache</a><button type='button'"
        " class='navbar-toggler' data-toggle='collapse' data-target='#navbar-collapse'><span"
        " class='navbar-toggler-icon'></span></button><div id='navbar-collapse'"
        f" class='navbar-collapse collapse'><ul class='nav navbar-nav'>{menu}</ul><ul"
        " class='nav navbar-nav ml-auto'><li class='nav-item'><a href='#' class='nav-link'"
        f" data-toggle='modal' data-target='#mkdocs_search_modal'><i class='fa fa-search'></i> {search}"
        "</a></li><li class='nav-item'><a rel='prev' href='../quickstart/' class='nav-link'><i"
        f" class='fa fa-arrow-left'></i> {prev}</a></li><li class='nav-item'><a rel='next'"
        f" href='../eviction/' class='nav-link'>{nxt} <i class='fa fa-arrow-right'></i></a></li><li"
        " class='nav-item'><a href='https://github.com/kvcache/docs/edit/main/docs/configuring.md'"
        f" class='nav-link'><i class='fa fa-github'></i> {edit}</a></li></ul></div></div></div>"
        "<div class='container'><div class='row'><div class='col-md-3'><div class='navbar"
        " navbar-expand-md bs-sidebar hidden-print affix' role='complementary'><div"
        " id='toc-collapse' class='navbar-collapse collapse card bg-secondary'><ul class='nav"
        f" flex-column'>{toc}</ul></div></div></div><div class='col-md-9' role='main'>"
        f"{_guide(d, _plain_h, code, note)}</div></div></div><footer class='col-md-12'><hr><p>"
        f"{built}</p></footer><div class='modal' id='mkdocs_search_modal' tabindex='-1'"
        " role='dialog'><div class='modal-dialog modal-lg'><div class='modal-content'><div"
        f" class='modal-header'><h4 class='modal-title' id='searchModalLabel'>{search}</h4></div>"
        "<div class='modal-body'><p>From here you can search these documents. Enter your search"
        " terms below.</p><form><div class='form-group'><input type='search'"
        f" class='form-control' placeholder='{search}...' id='mkdocs-search-query'></div></form>"
        "<div id='mkdocs-search-results'></div></div></div></div></div>"
    )
    head = "<meta name='generator' content='mkdocs-1.5.3, mkdocs-theme-bootstrap'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _ghdocs(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    crumbs, on_page, helpful, yes, no, privacy, help_ = GHDOCS[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='code-example'><header class='d-flex'><span>{lang.title()}</span><button"
            f" class='js-btn-copy btn-sm' aria-label='Copy to clipboard'></button></header><pre"
            f" class='language-{lang}'><code>{escape(text)}</code></pre></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='ghd-alert ghd-alert-accent' data-container='alert'><p"
            f" class='ghd-alert-title'>{escape(title)}</p><p>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 id='title-h1'>{escape(text)}</h1>"
        return (
            f"<h{level} id='{anchor}' tabindex='-1'><a class='heading-link' href='#{anchor}'>"
            f"{escape(text)}<span class='heading-link-symbol' aria-hidden='true'></span></a>"
            f"</h{level}>"
        )

    toc = "".join(
        f"<li class='ActionList-item'><a href='#{a}'><span class='ActionList-ItemLabel'>{escape(t)}"
        "</span></a></li>"
        for a, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    content = _guide(d, h, code, note)
    title_end = content.index("</h1>") + len("</h1>")
    body = (
        "<div class='d-lg-flex'><div data-container='nav' class='d-none d-lg-block'><nav"
        f" aria-labelledby='allproducts-menu'><ul>{_side('sidebar-product', 'd-block')}</ul></nav>"
        "</div><div class='flex-column flex-1 min-width-0'><main id='main-content'><div"
        " class='container-xl px-3 px-md-6 my-4'><div class='d-none d-xl-block'><nav"
        f" data-testid='breadcrumbs-header' aria-label='Breadcrumb'><ul><li><a href='/{w['lang']}/kvcache'>"
        f"kvcache</a></li><li><a href='/{w['lang']}/kvcache/guide'>{crumbs}</a></li><li><a"
        f" href='/{w['lang']}/kvcache/guide/configuring'>{escape(d.title)}</a></li></ul></nav></div>"
        f"<div class='d-flex flex-items-baseline flex-justify-between'>{content[:title_end]}</div>"
        "<div data-container='toc' class='d-none d-xl-block'><h2 id='in-this-article'"
        f" class='mb-1'>{on_page}</h2><nav><ul class='ActionList'>{toc}</ul></nav></div><div"
        " data-container='article' style='grid-area:content'><div id='article-contents'><div"
        f" class='MarkdownContent_markdownBody markdown-body'>{content[title_end:]}</div></div>"
        "</div></div><section class='container-lg mt-6'><form class='f5' data-testid='survey-form'"
        f" aria-live='polite'><h2 class='mb-1 f4'>{helpful}</h2><p><button"
        f" class='btn-survey'>{yes}</button><button class='btn-survey'>{no}</button></p><p"
        f" class='color-fg-muted f6'><a href='/{w['lang']}/site-policy/privacy'>{privacy}</a></p>"
        "</form></section><section class='container-lg mt-6'><h2"
        f" class='f4 mb-2 col-12'>{help_}</h2></section></main><footer"
        " data-container='footer'><ul><li>© 2024 kvcache, Inc.</li><li><a"
        f" href='/{w['lang']}/site-policy/terms'>Terms</a></li></ul></footer></div></div>"
    )
    return _page(w["lang"], d.title, "kvcache Docs", body), _shape_guide(d)


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "relearn": _relearn,
    "geekdoc": _geekdoc,
    "retype": _retype,
    "bookstack": _bookstack,
    "jazzy": _jazzy,
    "alabaster": _alabaster,
    "honkit": _honkit,
    "odoc": _odoc,
    "pydoctor": _pydoctor,
    "mkdocs": _mkdocs,
    "ghdocs": _ghdocs,
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "relearn": ("kvcache", "GitHub repo", "kvcache >", *SIDEBAR[:2]),
    "geekdoc": ("kvcache", "kvcache / " + "{title}", *SIDEBAR[:2]),
    "retype": ("kvcache", "GitHub", *SIDEBAR[:2]),
    "bookstack": ("kvcache wiki", "kvcache", "›", *SIDEBAR[:2]),
    "jazzy": ("kvcache 1.2.0 Docs (93% documented)", "View on GitHub", "{title} Reference",
              "kvcache Reference{title} Reference", "Guides", *SIDEBAR[:2],
              "© 2024 kvcache. All rights reserved. (Last updated: 2024-03-12)",
              "Generated by jazzy ♪♫ v0.14.4, a Realm project."),
    "alabaster": ("kvcache", *SIDEBAR[:2],
                  "©2024, kvcache authors. | Powered by Sphinx 7.2.6 & Alabaster 0.7.16 | {source}"),
    "honkit": (*(f"1.{i}. {n}" for i, n in enumerate(SIDEBAR[:3], 1)), "kvcache"),
    "odoc": ("Up – Index » kvcache » configuring",),
    "pydoctor": ("kvcache 1.2.0", "API Documentation", "Modules", "Classes", "Names",
                 "Toggle Private API", "module documentation", "(source)",
                 "Generated by pydoctor 23.9.1 at 2024-03-12 09:00:00."),
    "mkdocs": ("kvcache", *SIDEBAR[:2]),
    "ghdocs": ("kvcache", "© 2024 kvcache, Inc.", "Terms", *SIDEBAR[:2]),
}  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "relearn":
        return RELEARN[lang][1:3] + RELEARN[lang][6:]
    if engine == "geekdoc":
        return GEEKDOC[lang][1:2] + GEEKDOC[lang][3:]
    if engine == "retype":
        return RETYPE[lang][1:6]
    if engine == "bookstack":
        b = BOOKSTACK[lang]
        return (*b["links"], b["page_nav"], b["book_nav"], b["details"], b["revision"],
                b["created"], b["updated"], b["actions"], *b["acts"], b["prev"], b["next"])  # fmt: skip
    if engine == "alabaster":
        a = ALABASTER[lang]
        return (a[0], a[1], a[2], a[5], f"{a[3]} {SIDEBAR[1]}", f"{a[4]} {SIDEBAR[3]}")
    if engine == "honkit":
        return (HONKIT[lang][1], f'{HONKIT[lang][2]} ""', f'{HONKIT[lang][3]} ""')
    if engine == "ghdocs":
        return GHDOCS[lang]
    if engine == "mkdocs":
        m = MKDOCS[lang]
        return (m[0], m[1], m[2], m[3], m[4], "From here you can search these documents. Enter"
                " your search terms below.")  # fmt: skip
    return ()


def _body(d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def doc_page(engine: str, lang: str) -> tuple[DocPage, Shape]:
    """The page of ``engine`` in ``lang`` and the structure its Markdown must hold."""
    d = DOCS3[lang]
    html, shape = ENGINES[engine](d, {"lang": lang})
    fill = {"title": d.title, "source": ALABASTER.get(lang, ALABASTER["en"])[7]}
    chrome = tuple(
        c.format(**fill) for c in (*_FIXED_CHROME[engine], *_engine_chrome(engine, lang))
    )
    url = f"https://docs.example.org/{lang}/{engine}/cache/"
    return DocPage(html, url, _body(d), chrome), shape


__all__ = ["ENGINES", "doc_page"]
