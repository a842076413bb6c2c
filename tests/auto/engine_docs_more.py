"""More synthetic documentation pages (stop 68): Starlight (Astro), the Sphinx Book theme,
a Zendesk help centre article and a man page as mandoc writes it, each the same page of
:mod:`tests.auto.engine_docs` (a cache library's user guide) with the engine's chrome in
the page's language where the engine has a language pack. No page is copied from a site
or from the shared datasets; the markup is written after the engines' default themes."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from html import escape

from tests.auto.engine_docs import (
    CHROME,
    CODE_EXAMPLE,
    CODE_INSTALL,
    DOCS,
    EXAMPLE_LINES,
    SIDEBAR,
    Doc,
    DocPage,
    Engine,
    _nav_items,
    _page,
    _steps,
    _table,
    _toc,
)

# Starlight's "Section titled …" screen-reader text after each heading's anchor icon.
SECTION_TITLED = {
    "en": "Section titled “{}”", "de": "Abschnitt betitelt „{}“", "fr": "Section intitulée « {} »",
    "es": "Sección titulada «{}»", "ru": "Раздел «{}»", "zh": "标题为“{}”的部分",
    "ja": "「{}」というタイトルのセクション",
}  # fmt: skip
# Zendesk Guide's article chrome (its Copenhagen theme's strings).
ZENDESK = {
    "en": ("Follow", "Not yet followed by anyone", "Related articles", "Submit a request", "Sign in"),
    "de": ("Folgen", "Noch keine Follower", "Verwandte Beiträge", "Anfrage einreichen", "Anmelden"),
    "fr": ("Suivre", "Personne ne suit encore ceci", "Articles associés", "Envoyer une demande", "Se connecter"),
    "es": ("Seguir", "Aún no hay seguidores", "Artículos relacionados", "Enviar una solicitud", "Iniciar sesión"),
    "ru": ("Подписаться", "Пока нет подписчиков", "Похожие статьи", "Отправить запрос", "Вход"),
    "zh": ("关注", "尚无关注者", "相关文章", "提交请求", "登录"),
    "ja": ("フォロー", "まだフォロワーはいません", "関連記事", "リクエストを送信", "サインイン"),
}  # fmt: skip


def _starlight(d: Doc, w: dict[str, str]) -> str:
    lang = w["lang"]

    def h(anchor: str, text: str) -> str:
        return (
            f"<div class='sl-heading-wrapper level-h2'><h2 id='{anchor}'>{escape(text)}</h2>"
            f"<a class='sl-anchor-link' href='#{anchor}'><span aria-hidden='true'"
            " class='sl-anchor-icon'><svg width='16' height='16' viewBox='0 0 24 24'></svg>"
            f"</span><span class='sr-only'>{escape(SECTION_TITLED[lang].format(text))}</span></a></div>"
        )

    def code(language: str, text: str, terminal: bool = False) -> str:
        lines = "".join(
            f"<div class='ec-line'><div class='code'>{escape(line) or '<span></span>'}</div></div>"
            for line in text.split("\n")
        )
        frame = "is-terminal" if terminal else "has-title"
        return (
            f"<div class='expressive-code'><figure class='frame {frame} not-content'>"
            "<figcaption class='header'><span class='title'></span><span class='sr-only'>"
            f"Terminal window</span></figcaption><pre data-language='{language}'><code>{lines}"
            f"</code></pre><div class='copy'><button title='{w['copy']}' data-copied='"
            f"{w['copied']}' data-code='{escape(text)}'><div></div></button></div></figure></div>"
        )

    body = (
        f"<a href='#_top' class='sl-skip-link'>{w['skip']}</a><div class='page sl-flex'>"
        "<header class='header'><div class='header sl-flex'><div class='title-wrapper sl-flex'>"
        "<a href='/' class='site-title sl-flex'><span>kvcache</span></a></div><div"
        " class='sl-flex'><site-search><button data-open-modal aria-label='Search'><span"
        f" class='sl-hidden md:sl-block'>{w['search']}</span><kbd>Ctrl K</kbd></button>"
        "</site-search></div></div></header><nav class='sidebar' aria-label='Main'><div"
        " class='sidebar-pane'><div class='sidebar-content sl-flex'><ul class='top-level'>"
        f"{_nav_items('', '', 'current')}</ul></div></div></nav><div class='main-frame'><div"
        " class='lg:sl-flex'><aside class='right-sidebar-container'><div class='right-sidebar'>"
        "<div class='sl-container'><starlight-toc data-min-h='2' data-max-h='3'><nav"
        f" aria-labelledby='starlight__on-this-page'><h2 id='starlight__on-this-page'>{w['toc']}"
        f"</h2><ul>{_toc(d, '')}</ul></nav></starlight-toc></div></div></aside><div"
        f" class='main-pane'><main data-pagefind-body lang='{lang}' dir='ltr'><div"
        f" class='content-panel'><div class='sl-container'><h1 id='_top'>{escape(d.title)}</h1>"
        "</div></div><div class='content-panel'><div class='sl-container'><div"
        f" class='sl-markdown-content'><p>{escape(d.intro)}</p>"
        f"{h('installation', d.install_heading)}<p>{escape(d.install)}</p>"
        "<starlight-tabs><div class='tablist-wrapper not-content'><ul role='tablist'><li"
        " role='presentation' class='tab'><a role='tab' href='#tab-panel-0' id='tab-0'"
        " aria-selected='true' tabindex='0'>pip</a></li><li role='presentation' class='tab'><a"
        " role='tab' href='#tab-panel-1' id='tab-1' aria-selected='false' tabindex='-1'>uv</a>"
        "</li></ul></div><section id='tab-panel-0' aria-labelledby='tab-0' role='tabpanel'>"
        f"{code('bash', CODE_INSTALL, True)}</section><section id='tab-panel-1'"
        " aria-labelledby='tab-1' role='tabpanel' hidden>"
        f"{code('bash', 'uv add kvcache', True)}</section></starlight-tabs>"
        f"{h('options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"<aside aria-label='{escape(d.note_title)}' class='starlight-aside starlight-aside--note'>"
        "<p class='starlight-aside__title' aria-hidden='true'><svg viewBox='0 0 24 24'></svg>"
        f"{escape(d.note_title)}</p><div class='starlight-aside__content'><p>{escape(d.note)}"
        f"</p></div></aside>{h('example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div></div></div>"
        "<footer class='sl-flex'><div class='meta sl-flex'><a href='https://github.com/example/"
        f"kvcache/edit/main/docs/cache.md' class='sl-flex print:hidden'><svg></svg>{w['edit']}"
        f"</a><p>{w['updated']}: <time datetime='2024-03-12'>2024-03-12</time></p></div><div"
        " class='pagination-links print:hidden' dir='ltr'><a href='/quickstart/' rel='prev'>"
        f"<svg></svg><span>{w['prev']}<br><span class='link-title'>Quickstart</span></span></a>"
        f"<a href='/eviction/' rel='next'><svg></svg><span>{w['next']}<br><span"
        " class='link-title'>Eviction policies</span></span></a></div><p class='kudos'><a"
        " href='https://starlight.astro.build/'>Built with Starlight</a></p></footer></main>"
        "</div></div></div></div>"
    )
    head = "<meta name='generator' content='Astro v4.5.0'><meta name='generator' content='Starlight v0.21.0'>"
    return _page(lang, d.title, "kvcache", body, head)


def _sphinx_book(d: Doc, w: dict[str, str]) -> str:
    def h(anchor: str, text: str) -> str:
        return (
            f"<section id='{anchor}'><h2>{escape(text)}<a class='headerlink' href='#{anchor}'"
            " title='Link to this heading'>#</a></h2>"
        )

    def code(language: str, text: str) -> str:
        return (
            f"<div class='highlight-{language} notranslate'><div class='highlight'><pre><span></span>"
            f"{escape(text)}</pre><button class='copybtn o-tooltip--left' data-tooltip='{w['copy']}'"
            " data-clipboard-target='#codecell0'><svg></svg></button></div></div>"
        )

    body = (
        f"<a class='skip-link d-print-none' href='#main-content'>{w['skip']}</a>"
        "<div class='bd-container'><div class='bd-container__inner bd-page-width'>"
        "<div class='bd-sidebar-primary bd-sidebar'><div class='sidebar-header-items sidebar-"
        "primary__section'></div><div class='sidebar-primary-items__start sidebar-primary__"
        "section'><div class='sidebar-primary-item'><a class='navbar-brand logo' href='index."
        "html'><p class='title logo__title'>kvcache</p></a></div><div class='sidebar-primary-"
        f"item'><form class='bd-search d-flex align-items-center'><input type='search' placeholder='{w['search']}'"
        "></form></div><div class='sidebar-primary-item'><nav class='bd-links bd-docs-nav'"
        f" aria-label='Main'><div class='bd-toc-item navbar-nav active'><ul class='nav bd-sidenav'>{_nav_items('toctree-l1', 'reference internal', 'current active')}"
        "</ul></div></nav></div></div></div><main id='main-content' class='bd-main'><div"
        " class='sbt-scroll-pixel-helper'></div><div class='bd-content'><div class='bd-article-"
        "container'><div class='bd-header-article d-print-none'><div class='header-article-"
        "items header-article__inner'><div class='header-article-items__start'><div"
        " class='header-article-item'><button class='sidebar-toggle primary-toggle btn"
        " btn-sm' title='Toggle primary sidebar'><span class='fa-solid fa-bars'></span>"
        "</button></div></div><div class='header-article-items__end'><div class='header-"
        "article-item'><div class='article-header-buttons'><a href='https://github.com/"
        "example/kvcache' class='btn btn-sm btn-source-repository-button' title='Source"
        " repository'><span class='btn__icon-container'><i class='fab fa-github'></i></span>"
        "</a><div class='dropdown dropdown-download-buttons'><button class='btn dropdown-"
        "toggle' aria-label='Download this page'><i class='fas fa-download'></i></button><ul"
        " class='dropdown-menu'><li><a href='_sources/cache.md' class='btn btn-sm"
        " btn-download-source-button dropdown-item'><span class='btn__text-container'>.md"
        "</span></a></li><li><button onclick='window.print()' class='btn btn-sm"
        " btn-download-pdf-button dropdown-item'><span class='btn__text-container'>.pdf</span>"
        "</button></li></ul></div><button onclick='toggleFullScreen()' class='btn btn-sm"
        " btn-fullscreen-button' title='Fullscreen mode'><span class='btn__icon-container'><i"
        " class='fas fa-expand'></i></span></button></div></div></div></div></div><div"
        " id='jb-print-docs-body' class='onlyprint'><h1>" + escape(d.title) + "</h1></div>"
        "<div id='searchbox'></div><article class='bd-article'><section id='configuring'>"
        f"<h1>{escape(d.title)}<a class='headerlink' href='#configuring' title='Link to this"
        f" heading'>#</a></h1><p>{escape(d.intro)}</p>"
        f"{h('installation', d.install_heading)}<p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}"
        f"</section>{h('options', d.options_heading)}<p>{escape(d.options)}</p>"
        f"<div class='pst-scrollable-table-container'>{_table(d, 'table')}</div>{_steps(d)}"
        f"<div class='admonition note'><p class='admonition-title'>{escape(d.note_title)}</p>"
        f"<p>{escape(d.note)}</p></div></section>{h('example', d.example_heading)}"
        f"<p>{escape(d.example)}</p>{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p>"
        "</section></section></article><footer class='prev-next-footer d-print-none'><div"
        " class='prev-next-area'><a class='left-prev' href='quickstart.html' title='previous"
        f" page'><i class='fa-solid fa-angle-left'></i><div class='prev-next-info'><p"
        f" class='prev-next-subtitle'>{w['prev']}</p><p class='prev-next-title'>Quickstart</p>"
        "</div></a><a class='right-next' href='eviction.html' title='next page'><div"
        f" class='prev-next-info'><p class='prev-next-subtitle'>{w['next']}</p><p"
        " class='prev-next-title'>Eviction policies</p></div><i class='fa-solid"
        " fa-angle-right'></i></a></div></footer></div><div class='bd-sidebar-secondary"
        " bd-toc'><div class='sidebar-secondary-items sidebar-secondary__inner'><div"
        f" class='sidebar-secondary-item'><div class='page-toc tocsection onthispage'><i"
        f" class='fa-solid fa-list'></i> {w['menu']}</div><nav class='bd-toc-nav page-toc'><ul"
        f" class='visible nav section-nav flex-column'>{_toc(d, 'toc-h2 nav-item toc-entry', 'reference internal nav-link')}"
        "</ul></nav></div></div></div></div><footer class='bd-footer-content'><div"
        " class='bd-footer-content__inner container'><div class='footer-item'><p"
        " class='component-author'>By The kvcache Authors</p></div><div class='footer-item'>"
        "<p class='copyright'>© Copyright 2024.</p></div></div></footer></main></div></div>"
    )
    head = "<meta name='generator' content='Docutils 0.18.1: http://docutils.sourceforge.net/'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _zendesk(d: Doc, w: dict[str, str]) -> str:
    follow, followers, related, request, signin = ZENDESK[w["lang"]]
    body = (
        f"<a class='skip-navigation' tabindex='1' href='#main-content'>{w['skip']}</a>"
        "<header class='header'><div class='logo'><a title='Home' href='/hc/'><img"
        " src='/logo.png' alt='kvcache Help Center home page'></a></div><div"
        " class='nav-wrapper-desktop'><nav class='user-nav' id='user-nav' aria-label='User"
        f" navigation'><ul class='user-nav-list'><li><a class='submit-a-request' href='/hc/"
        f"requests/new'>{request}</a></li><li><a class='sign-in' rel='nofollow'"
        f" href='/access/'>{signin}</a></li></ul></nav></div></header>"
        "<main role='main'><div class='container-divider'></div><div class='container'><div"
        " class='sub-nav'><nav aria-label='Current location'><ol class='breadcrumbs'><li"
        f" title='kvcache'><a href='/hc/'>kvcache</a></li><li title='{w['guide']}'><a"
        f" href='/hc/sections/1'>{w['guide']}</a></li></ol></nav><div class='search-container'>"
        f"<form role='search' class='search' action='/hc/search'><input type='search'"
        f" name='query' placeholder='{w['search']}'></form></div></div><div"
        " class='article-container' id='article-container'><aside class='article-sidebar'"
        " aria-labelledby='section-articles-title'><div class='collapsible-sidebar'><h3"
        " id='section-articles-title' class='collapsible-sidebar-title sidenav-title'>"
        f"{w['guide']}</h3><div class='collapsible-sidebar-body'><ul>"
        + "".join(
            f"<li><a href='/hc/articles/{i}' class='sidenav-item'>{n}</a></li>"
            for i, n in enumerate(SIDEBAR)
        )
        + "</ul></div></div></aside><article id='main-content' class='article'><header"
        " class='article-header'><h1 title='" + escape(d.title) + "' class='article-title'>"
        f"{escape(d.title)}</h1><div class='article-author'><div class='avatar"
        " article-avatar'><img src='/avatar.png' alt='' class='user-avatar'></div><div"
        " class='article-meta'><a href='/hc/profiles/1'>Ada Example</a><ul class='meta-group'>"
        "<li class='meta-data'><time datetime='2024-03-12T09:00:00Z' title='2024-03-12 09:00'"
        " data-datetime='relative'>March 12, 2024 09:00</time></li></ul></div></div><div"
        " class='article-subscribe'><div data-helper='subscribe' data-json='{}'><button"
        f" class='button' data-selected='false'>{follow}</button></div></div><p"
        f" class='article-follower-count'>{followers}</p></header><section class='article-info'>"
        f"<div class='article-content'><div class='article-body'><p>{escape(d.intro)}</p>"
        f"<h2 id='installation'>{escape(d.install_heading)}</h2><p>{escape(d.install)}</p>"
        f"<pre><code class='language-bash'>{escape(CODE_INSTALL)}</code></pre>"
        f"<h2 id='options'>{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>{_table(d)}"
        f"{_steps(d)}<div class='callout callout--note'><p><strong>{escape(d.note_title)}</strong>"
        f"</p><p>{escape(d.note)}</p></div><h2 id='example'>{escape(d.example_heading)}</h2>"
        f"<p>{escape(d.example)}</p><pre><code class='language-python'>{escape(CODE_EXAMPLE)}"
        f"</code></pre><p>{escape(d.closing)}</p></div><div class='article-attachments'></div>"
        "</div></section><footer><div class='article-footer'><div class='article-share'>"
        "<ul class='share'><li><a href='#' class='share-twitter'>Twitter</a></li><li><a"
        " href='#' class='share-linkedin'>LinkedIn</a></li></ul></div></div><div"
        " class='article-votes'><h2 class='article-votes-question' id='article-votes-label'>"
        f"{w['helpful']}</h2><div class='article-votes-controls' role='group'><button"
        " type='button' class='button article-vote article-vote-up' data-helper='vote'"
        f" aria-label='{w['yes']}'>{w['yes']}</button><button type='button' class='button"
        f" article-vote article-vote-down' aria-label='{w['no']}'>{w['no']}</button></div>"
        "<small class='article-votes-count'><span class='article-vote-label'>0 out of 0 found"
        " this helpful</span></small></div><div class='article-more-questions'>Have more"
        f" questions? <a href='/hc/requests/new'>{request}</a></div><div"
        " class='article-return-to-top'><a href='#article-container'>Return to top</a></div>"
        "</footer><section class='article-relatives'><div data-recent-articles></div><section"
        f" class='related-articles'><h2 class='related-articles-title'>{related}</h2><ul>"
        + "".join(
            f"<li><a href='/hc/articles/{i}' class='sidenav-item'>{n}</a></li>"
            for i, n in enumerate(SIDEBAR[3:6])
        )
        + "</ul></section></section></article></div></div></main><footer class='footer'><div"
        " class='footer-inner'><a title='Home' href='/hc/'>kvcache</a><div"
        " class='footer-language-selector'></div></div></footer>"
    )
    return _page(w["lang"], d.title, "kvcache Help Center", body)


def _mandoc(d: Doc, w: dict[str, str]) -> str:
    def sh(anchor: str, text: str) -> str:
        return (
            f"<section class='Sh'><h1 class='Sh' id='{anchor}'><a class='permalink'"
            f" href='#{anchor}'>{escape(text.upper())}</a></h1>"
        )

    rows = "".join(
        f"<dt id='{o}'><a class='permalink' href='#{o}'><b class='Fl'>--{o}</b></a>=<var"
        f" class='Ar'>{t}</var></dt><dd>{escape(desc)} ({v})</dd>"
        for o, t, v, desc in d.rows
    )
    body = (
        "<table class='head'><tr><td class='head-ltitle'>KVCACHE(1)</td><td class='head-vol'>"
        "General Commands Manual</td><td class='head-rtitle'>KVCACHE(1)</td></tr></table>"
        f"<div class='manual-text'>{sh('NAME', 'Name')}<p class='Pp'><code class='Nm'>kvcache</code>"
        f" — <span class='Nd'>{escape(d.title)}</span></p></section>"
        f"{sh('DESCRIPTION', 'Description')}<p class='Pp'>{escape(d.intro)}</p><p class='Pp'>"
        f"{escape(d.install)}</p><div class='Bd Pp Bd-indent Li'><pre>{escape(CODE_INSTALL)}</pre>"
        f"</div></section>{sh('OPTIONS', 'Options')}<p class='Pp'>{escape(d.options)}</p><dl"
        f" class='Bl-tag'>{rows}</dl></section>{sh('EXAMPLES', 'Examples')}<p class='Pp'>"
        f"{escape(d.example)}</p><div class='Bd Pp Bd-indent Li'><pre>{escape(CODE_EXAMPLE)}</pre>"
        f"</div><p class='Pp'>{escape(d.closing)}</p></section>"
        f"{sh('SEE_ALSO', 'See also')}<p class='Pp'><a class='Xr' href='redis.1.html'>redis(1)</a>"
        "</p></section></div><table class='foot'><tr><td class='foot-date'>March 12, 2024</td>"
        "<td class='foot-os'>kvcache 2.4</td></tr></table>"
    )
    head = "<meta name='generator' content='mandoc'>"
    return _page(w["lang"], "KVCACHE(1)", "manual page", body, head)


ENGINES: dict[str, Engine] = {
    "starlight": _starlight,
    "sphinx_book": _sphinx_book,
    "zendesk": _zendesk,
    "mandoc": _mandoc,
}
_ENGINE_CHROME = {
    "starlight": ("edit", "updated", "toc", "skip"),
    "sphinx_book": ("toc", "skip"),
    "zendesk": ("helpful", "skip"),
    "mandoc": (),
}
_FIXED_CHROME = {
    "starlight": ("Built with Starlight", "Terminal window", "uv"),
    "sphinx_book": ("By The kvcache Authors", "© Copyright 2024.", ".md", ".pdf"),
    "zendesk": ("0 out of 0 found this helpful", "Return to top", "Have more questions?"),
    "mandoc": ("KVCACHE(1)", "March 12, 2024"),
}


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    if engine == "mandoc":
        return (d.title, d.intro, d.install, d.options, d.example, d.closing, CODE_INSTALL,
                *EXAMPLE_LINES, *(r[3] for r in d.rows))  # fmt: skip
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *EXAMPLE_LINES, *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def doc_page(engine: str, lang: str) -> DocPage:
    """The documentation page of ``engine`` in ``lang``."""
    d = DOCS[lang]
    words = {**CHROME[lang], "lang": lang}
    html = ENGINES[engine](d, words)
    chrome = (*(words[k] for k in _ENGINE_CHROME[engine]), *_FIXED_CHROME[engine])
    if engine == "zendesk":
        chrome = (*chrome, *ZENDESK[lang])
    return DocPage(
        html, f"https://docs.example.org/{lang}/{engine}/cache/", _body(engine, d), chrome
    )
