"""Synthetic documentation pages of engines the doc suites did not hold (stop 79):
Zensical (the successor of MkDocs Material: its header, navigation, "Last update" and
"Created" lines, footer pager with its "Previous"/"Next" directions, "Made with
Zensical"), Fern (its search button, sidebar, "On this page", the helpfulness prompt, the
edit link, the pager's cards, "Built with Fern"), VuePress 2's default theme (headings
whose words are their own permalink, the code's copy button and line-number column, the
custom container, the page meta's edit, last-updated and contributors lines, the pager's
hints and arrows), Docusaurus 3 in its Korean and Russian packs (breadcrumbs, the version
badge, ``hash-link`` anchors, the code's copy button, the admonition, the edit and
last-updated row, the ``pagination-nav``), Nextra 4 (its navbar, sidebar, the contents'
"feedback", "edit" and "scroll to top" links, the callout, the last-updated line, the
pager), GitBook's 2024 site (its search, "On this page", "Last updated", the helpfulness
prompt, the pager's "Previous"/"Next" cards, "Powered by GitBook"), Mintlify's 2025 theme
("Copy page", "Ask AI", the code's copy button, the feedback row with "Suggest edits" and
"Raise issue", the pager, "Powered by Mintlify") and Scalar (an API reference's
introduction under its sidebar of operations, "Test Request", "Powered by Scalar"). Each
is the cache library's page of :mod:`tests.auto.engine_docs` in the page's language, the
chrome in that language where the engine has a language pack. No page is copied from a
site or from the shared datasets; the markup is written after the engines' default
themes. :func:`doc_page` returns the structure a Markdown reader must find
(:class:`tests.auto.engine_docs5.Shape`)."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_docs import SIDEBAR, Doc, DocPage, _page
from tests.auto.engine_docs3 import DOCS3
from tests.auto.engine_docs5 import Shape
from tests.auto.engine_docs10 import _body, _guide, _shape_guide, _side

# Zensical's language packs (en, de): skip link, search, contents title, footer
# directions, source-file lines, the copy button's title, "Made with".
ZENSICAL = {
    "en": ("Skip to content", "Search", "Table of contents", "Previous", "Next",
           "Last update: March 12, 2024", "Created: January 3, 2024", "Copy to clipboard",
           "Made with Zensical"),
    "de": ("Zum Inhalt", "Suche", "Inhaltsverzeichnis", "Zurück", "Weiter",
           "Letztes Update: 12. März 2024", "Erstellt: 3. Januar 2024", "In Zwischenablage kopieren",
           "Erstellt mit Zensical"),
}  # fmt: skip
# A figure's image description and caption (the guide's diagram), by language.
FIGURES = {
    "en": ("Diagram: the cache between the application and the database", "Where the cache sits"),
    "de": ("Diagramm: der Cache zwischen Anwendung und Datenbank", "Wo der Cache liegt"),
}
# Fern's strings (en, ja): search, "On this page", the prompt and its answers, the edit
# link, the pager's labels, "Built with Fern".
FERN = {
    "en": ("Search", "On this page", "Was this page helpful?", "Yes", "No", "Edit this page",
           "Previous", "Next", "Built with Fern"),
    "ja": ("検索", "このページの内容", "このページは役に立ちましたか？", "はい", "いいえ",
           "このページを編集", "前へ", "次へ", "Built with Fern"),
}  # fmt: skip
# VuePress 2's default theme locales (zh, en): the copy button's title, the container's
# title, the edit link, "Last Updated", "Contributors", the pager's hints.
VUEPRESS2 = {
    "zh": ("复制代码", "提示", "在 GitHub 上编辑此页", "最近更新", "贡献者", "上一页", "下一页"),
    "en": ("Copy code", "TIP", "Edit this page on GitHub", "Last Updated", "Contributors", "Prev",
           "Next"),
}  # fmt: skip
# Docusaurus 3's translations (ko, ru): skip link, breadcrumbs' home label, the version
# badge, the copy button, the admonition's label, edit, last updated, the pager's labels,
# the contents' title.
DOCUSAURUS3 = {
    "ko": ("본문으로 건너뛰기", "홈", "버전: 1.2", "클립보드에 코드 복사", "정보", "페이지 편집",
           "최종 업데이트:", "2024년 3월 12일", "이전", "다음", "문서 탐색"),
    "ru": ("Перейти к основному содержимому", "Главная страница", "Версия: 1.2",
           "Скопировать в буфер обмена", "к сведению", "Отредактировать эту страницу",
           "Последнее обновление:", "12 мар. 2024 г.", "Предыдущая страница",
           "Следующая страница", "Страница документа"),
}  # fmt: skip
# Nextra 4's theme strings (ru, zh): search, "On This Page", feedback, edit, scroll to
# top, last updated, the footer.
NEXTRA4 = {
    "ru": ("Поиск документации…", "На этой странице", "Есть вопрос? Оставьте отзыв",
           "Редактировать эту страницу", "Наверх", "Последнее обновление 12 марта 2024 г."),
    "zh": ("搜索文档…", "此页上", "有疑问？提供反馈", "编辑此页", "回到顶部", "最后更新于 2024年3月12日"),
}  # fmt: skip
# GitBook's 2024 site (pt, es): search, "On this page", "Last updated", the prompt, the
# pager's labels, "Powered by GitBook", the code's copy button.
GITBOOK24 = {
    "pt": ("Pesquisar...", "Nesta página", "Última atualização há 3 meses", "Isso foi útil?",
           "Anterior", "Próximo", "Powered by GitBook", "Copiar", "Ver como Markdown",
           "Diagrama: o cache entre a aplicação e o banco de dados", "Onde o cache fica"),
    "es": ("Buscar...", "En esta página", "Última actualización hace 3 meses", "¿Te fue útil?",
           "Anterior", "Siguiente", "Powered by GitBook", "Copiar", "Ver como Markdown",
           "Diagrama: la caché entre la aplicación y la base de datos", "Dónde está la caché"),
}  # fmt: skip
# Mintlify's 2025 theme (es, fr): search, "Ask AI", "Copy page", "On this page", the
# prompt and answers, "Suggest edits", "Raise issue", "Powered by Mintlify".
MINTLIFY25 = {
    "es": ("Buscar...", "Preguntar a la IA", "Copiar página", "En esta página",
           "¿Esta página le ayudó?", "Sí", "No", "Sugerir cambios", "Reportar problema",
           "Powered by Mintlify"),
    "fr": ("Rechercher...", "Demander à l'IA", "Copier la page", "Sur cette page",
           "Cette page vous a-t-elle été utile ?", "Oui", "Non", "Suggérer des modifications",
           "Signaler un problème", "Powered by Mintlify"),
}  # fmt: skip

Heading = Callable[[int, str, str], str]


def _toc(d: Doc, li: str = "", a: str = "") -> str:
    return "".join(
        f"<li class='{li}'><a class='{a}' href='#{k}'>{escape(t)}</a></li>"
        for k, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )


def _figure(alt: str, caption: str) -> str:
    """Python-Markdown's figure (attr_list and a caption), as Material and Zensical ship it."""
    return (
        f"<figure><img alt='{escape(alt)}' src='../assets/cache-arch.png' loading='lazy'>"
        f"<figcaption>{escape(caption)}</figcaption></figure>"
    )


def _zensical(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    skip, search, contents, prev, nxt, update, created, copy, made = ZENSICAL[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='language-{lang} highlight'><pre><span></span><button"
            f" class='md-code__button' title='{copy}' data-md-type='copy'></button><code>"
            f"{escape(text)}</code></pre></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            f"<div class='admonition note'><p class='admonition-title'>{escape(title)}</p>"
            f"<p>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level} id='{anchor}'>{escape(text)}<a class='headerlink' href='#{anchor}'"
            f" title='Permanent link'>¶</a></h{level}>"
        )

    body = (
        f"<a href='#configuring' class='md-skip'>{skip}</a><header class='md-header'"
        " data-md-component='header'><nav class='md-header__inner md-grid'><a href='/'"
        " class='md-header__button md-logo'>kvcache</a><div class='md-header__title'><div"
        " class='md-header__ellipsis'><span class='md-ellipsis'>kvcache</span></div></div><div"
        " class='md-search' data-md-component='search'><form class='md-search__form'><input"
        f" type='text' class='md-search__input' placeholder='{search}'></form><div"
        " class='md-search__output'><div class='md-search-result__meta'></div></div></div>"
        "</nav></header><div class='md-container'><main class='md-main'><div class='md-main__inner"
        " md-grid'><div class='md-sidebar md-sidebar--primary' data-md-component='sidebar'><nav"
        f" class='md-nav md-nav--primary'><ul class='md-nav__list'>{_side('md-nav__item', 'md-nav__link')}"
        "</ul></nav></div><div class='md-sidebar md-sidebar--secondary'><nav class='md-nav"
        f" md-nav--secondary'><label class='md-nav__title'>{contents}</label><ul"
        f" class='md-nav__list'>{_toc(d, 'md-nav__item', 'md-nav__link')}</ul></nav></div><div"
        " class='md-content' data-md-component='content'><article class='md-content__inner"
        f" md-typeset'>{_guide(d, h, code, note)}{_figure(*FIGURES[w['lang']])}<aside"
        " class='md-source-file'><span"
        f" class='md-source-file__fact'>{update}</span><span class='md-source-file__fact'>"
        f"{created}</span></aside></article></div></div></main><footer class='md-footer'><nav"
        " class='md-footer__inner md-grid'><a href='../quickstart/' class='md-footer__link"
        " md-footer__link--prev'><div class='md-footer__title'><span"
        f" class='md-footer__direction'>{prev}</span><div class='md-ellipsis'>{SIDEBAR[1]}</div>"
        "</div></a><a href='../eviction/' class='md-footer__link md-footer__link--next'><div"
        f" class='md-footer__title'><span class='md-footer__direction'>{nxt}</span><div"
        f" class='md-ellipsis'>{SIDEBAR[3]}</div></div></a></nav><div class='md-footer-meta"
        " md-typeset'><div class='md-copyright'><div class='md-copyright__highlight'>© 2024"
        f" kvcache</div>{made}</div></div></footer></div>"
    )
    head = "<meta name='generator' content='zensical-0.0.5'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _fern(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, on_page, helpful, yes, no, edit, prev, nxt, built = FERN[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='fern-code'><div class='fern-code-block'><div"
            f" class='fern-code-block-header'><span class='fern-code-title'>{lang}</span><button"
            " class='fern-copy-button' aria-label='Copy code'></button></div><pre"
            f" class='fern-code-content'><code class='language-{lang}'>{escape(text)}</code>"
            "</pre></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='fern-callout' data-intent='note'><div class='fern-callout-icon'></div>"
            f"<div class='fern-callout-content'><p>{escape(text)}</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 class='fern-page-heading'>{escape(text)}</h1>"
        return (
            f"<h{level} id='{anchor}' data-anchor='{anchor}'><div class='fern-anchor-container'>"
            f"<a href='#{anchor}' class='fern-anchor' aria-label='Link to section'></a></div>"
            f"<span class='fern-anchor-text'>{escape(text)}</span></h{level}>"
        )

    pager = "".join(
        f"<a href='/docs/{slug}' class='fern-prev-next-link {side}'><span"
        f" class='fern-prev-next-label'>{label}</span><span class='fern-prev-next-title'>"
        f"{escape(name)}</span></a>"
        for slug, side, label, name in (
            ("quickstart", "prev", prev, SIDEBAR[1]),
            ("eviction", "next", nxt, SIDEBAR[3]),
        )
    )
    body = (
        "<div id='fern-docs' class='fern-theme-default'><header id='fern-header'><div"
        " class='fern-header'><a href='/' class='fern-logo'><img alt='kvcache logo'"
        " src='/logo.svg'></a><button class='fern-search-button' aria-label='Search'><span>"
        f"{search}</span><kbd>⌘K</kbd></button></div></header><div class='fern-main'><aside"
        f" id='fern-sidebar' class='fern-sidebar-container'><ul>{_side('fern-sidebar-link-container', 'fern-sidebar-link')}"
        "</ul></aside><main class='fern-main-content'><article class='fern-layout-guide'><div"
        " class='fern-prose prose'>"
        f"{_guide(d, h, code, note)}</div><div class='fern-feedback'><span>{helpful}</span><button"
        f" class='fern-feedback-button'>{yes}</button><button class='fern-feedback-button'>{no}"
        "</button></div><a class='fern-edit-this-page'"
        f" href='https://github.com/kvcache/docs/edit/main/fern/pages/configuring.mdx'>{edit}</a>"
        f"<nav class='fern-prev-next'>{pager}</nav></article><aside class='fern-toc'><h3"
        f" class='fern-toc-heading'>{on_page}</h3><ul>{_toc(d)}</ul></aside></main></div><footer"
        " class='fern-footer'><a href='https://buildwithfern.com/?utm_source=docs'"
        f" class='fern-built-with'>{built}</a></footer></div>"
    )
    return _page(w["lang"], d.title, "kvcache", body), _shape_guide(d)


def _vuepress2(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    copy, tip, edit, updated, contributors, prev, nxt = VUEPRESS2[w["lang"]]

    def code(lang: str, text: str) -> str:
        numbers = "".join("<div class='line-number'></div>" for _ in text.split("\n"))
        ext = {"python": "py", "bash": "sh"}[lang]
        return (
            f"<div class='language-{lang} line-numbers-mode' data-highlighter='shiki'"
            f" data-ext='{ext}' data-title='{ext}'><button class='copy-code-button'"
            f" title='{copy}'></button><pre class='shiki shiki-themes'><code>{escape(text)}"
            "</code></pre><div class='line-numbers' aria-hidden='true' style='counter-reset:"
            f"line-number 0'>{numbers}</div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            f"<div class='hint-container tip'><p class='hint-container-title'>{tip}</p>"
            f"<p>{escape(text)}</p></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level} id='{anchor}' tabindex='-1'><a class='header-anchor'"
            f" href='#{anchor}'><span>{escape(text)}</span></a></h{level}>"
        )

    body = (
        "<div id='app'><div class='vp-theme-container'><header class='vp-navbar'><span"
        " class='vp-site-name'>kvcache</span><div class='vp-navbar-items-wrapper'><nav"
        " class='vp-navbar-items'><div class='vp-navbar-item'><a class='route-link'"
        " href='/guide/'>Guide</a></div><div class='vp-navbar-item'><a class='external-link'"
        " href='https://github.com/kvcache/kvcache'>GitHub</a></div></nav></div></header><aside"
        f" class='vp-sidebar'><ul class='vp-sidebar-items'>{_side('vp-sidebar-item', 'route-link')}"
        "</ul></aside><main class='vp-page'><div class='theme-default-content' vp-content>"
        f"{_guide(d, h, code, note)}</div><footer class='vp-page-meta'><div class='vp-meta-item"
        " edit-link'><a class='auto-link external-link'"
        f" href='https://github.com/kvcache/docs/edit/main/docs/guide/configuring.md'>{edit}</a>"
        f"</div><div class='vp-meta-item git-info'><div class='vp-meta-item last-updated'><span"
        f" class='meta-item-label'>{updated}: </span><time class='meta-item-info'>2024/3/12"
        " 09:00</time></div><div class='vp-meta-item contributors'><span"
        f" class='meta-item-label'>{contributors}: </span><span class='meta-item-info'>Ada,"
        " Lin</span></div></div></footer><nav class='vp-page-nav' aria-label='page"
        " navigation'><a class='route-link auto-link prev' href='/guide/quickstart.html'"
        f" aria-label='{SIDEBAR[1]}'><div class='hint'><span class='arrow left'></span> {prev}</div>"
        f"<div class='link'><span>{SIDEBAR[1]}</span></div></a><a class='route-link auto-link"
        f" next' href='/guide/eviction.html' aria-label='{SIDEBAR[3]}'><div class='hint'>{nxt}"
        f" <span class='arrow right'></span></div><div class='link'><span>{SIDEBAR[3]}</span>"
        "</div></a></nav></main></div></div>"
    )
    head = "<meta name='generator' content='VuePress 2.0.0-rc.14'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _docusaurus3(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    skip, home, version, copy, info, edit, updated, date, prev, nxt, pager = DOCUSAURUS3[w["lang"]]

    def code(lang: str, text: str) -> str:
        lines = "".join(
            f"<span class='token-line'>{escape(line)}<br></span>" for line in text.split("\n")
        )
        return (
            f"<div class='language-{lang} codeBlockContainer_Ckt0 theme-code-block'><div"
            " class='codeBlockContent_biex'><pre tabindex='0' class='prism-code"
            f" language-{lang} codeBlock_bY9V'><code class='codeBlockLines_e6Vv'>{lines}</code>"
            "</pre><div class='buttonGroup__atx'><button type='button'"
            f" aria-label='{copy}' title='{copy}' class='clean-btn'></button></div></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='theme-admonition theme-admonition-info admonition_xJq3 alert"
            " alert--info'><div class='admonitionHeading_Gvgb'><span"
            f" class='admonitionIcon_Rf37'></span>{info}</div><div"
            f" class='admonitionContent_BuS1'><p>{escape(text)}</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<header><h1>{escape(text)}</h1></header>"
        return (
            f"<h{level} class='anchor anchorWithStickyNavbar_LWe7' id='{anchor}'>{escape(text)}"
            f"<a href='#{anchor}' class='hash-link' aria-label='{escape(text)}'"
            f" title='{escape(text)}'>\u200b</a></h{level}>"
        )

    body = (
        f"<div role='region' aria-label='{skip}'><a class='skipToContent_fXgn'"
        f" href='#__docusaurus_skipToContent_fallback'>{skip}</a></div><nav class='navbar"
        " navbar--fixed-top'><div class='navbar__inner'><div class='navbar__items'><a"
        " class='navbar__brand' href='/'><b class='navbar__title text--truncate'>kvcache</b></a>"
        "<a class='navbar__item navbar__link' href='/docs/intro'>Docs</a></div><div"
        " class='navbar__items navbar__items--right'><a"
        " href='https://github.com/kvcache/kvcache' class='navbar__item navbar__link'>GitHub</a>"
        "</div></div></nav><div id='__docusaurus_skipToContent_fallback'"
        " class='main-wrapper mainWrapper_z2l0'><div class='docsWrapper_hBAB'><div"
        " class='docRoot_UBD9'><aside class='theme-doc-sidebar-container'><nav"
        f" class='menu thin-scrollbar'><ul class='theme-doc-sidebar-menu menu__list'>{_side('theme-doc-sidebar-item-link menu__list-item', 'menu__link')}"
        "</ul></nav></aside><main class='docMainContainer_TBSr'><div class='container"
        " padding-top--md padding-bottom--lg'><div class='row'><div class='col docItemCol_VOVn'>"
        f"<div class='docItemContainer_Djhp'><article><nav class='theme-doc-breadcrumbs"
        f" breadcrumbsContainer_Z_bl' aria-label='Breadcrumbs'><ul class='breadcrumbs'><li"
        f" class='breadcrumbs__item'><a aria-label='{home}' class='breadcrumbs__link'"
        " href='/'></a></li><li class='breadcrumbs__item breadcrumbs__item--active'><span"
        f" class='breadcrumbs__link'>{escape(d.title)}</span></li></ul></nav><span"
        f" class='theme-doc-version-badge badge badge--secondary'>{version}</span><div"
        f" class='theme-doc-markdown markdown'>{_guide(d, h, code, note)}</div><footer"
        " class='theme-doc-footer docusaurus-mt-lg'><div class='theme-doc-footer-edit-meta-row"
        " row'><div class='col'><a href='https://github.com/kvcache/docs/edit/main/docs/configuring.md'"
        f" target='_blank' class='theme-edit-this-page'>{edit}</a></div><div class='col"
        f" lastUpdated_JAkA'><span class='theme-last-updated'>{updated} <b><time"
        f" datetime='2024-03-12T09:00:00.000Z'>{date}</time></b></span></div></div></footer>"
        f"</article><nav class='pagination-nav docusaurus-mt-lg' aria-label='{pager}'><a"
        " class='pagination-nav__link pagination-nav__link--prev' href='/docs/quickstart'><div"
        f" class='pagination-nav__sublabel'>{prev}</div><div class='pagination-nav__label'>"
        f"{SIDEBAR[1]}</div></a><a class='pagination-nav__link pagination-nav__link--next'"
        f" href='/docs/eviction'><div class='pagination-nav__sublabel'>{nxt}</div><div"
        f" class='pagination-nav__label'>{SIDEBAR[3]}</div></a></nav></div></div><div"
        " class='col col--3'><div class='tableOfContents_bqdL thin-scrollbar"
        f" theme-doc-toc-desktop'><ul class='table-of-contents'>{_toc(d, '', 'table-of-contents__link')}"
        "</ul></div></div></div></div></main></div></div></div><footer class='footer'><div"
        " class='footer__copyright'>Copyright © 2024 kvcache. Built with Docusaurus.</div>"
        "</footer>"
    )
    head = "<meta name='generator' content='Docusaurus v3.5.2'>"
    return _page(w["lang"], d.title, "kvcache", body, head), _shape_guide(d)


def _nextra4(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, on_page, feedback, edit, top, updated = NEXTRA4[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='nextra-code x:relative x:not-first:mt-[1.25em]'><pre"
            f" data-language='{lang}' data-word-wrap='' tabindex='0'><code class='nextra-code'"
            f" dir='ltr' data-language='{lang}'>{escape(text)}</code></pre><div class='x:opacity-0"
            " x:transition'><button class='nextra-button' title='Copy code'"
            " tabindex='0'></button></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='nextra-callout x:overflow-x-auto x:mt-6 x:flex x:rounded-lg"
            " x:border'><div class='x:select-none x:text-xl'>ℹ️</div><div class='x:w-full"
            f" x:min-w-0 x:leading-7'><p>{escape(text)}</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 class='x:tracking-tight x:mt-2 x:text-4xl'>{escape(text)}</h1>"
        return (
            f"<h{level} class='x:tracking-tight x:mt-10 x:border-b'>{escape(text)}<a"
            f" href='#{anchor}' id='{anchor}' class='x:focus-visible:nextra-focus subheading-anchor'"
            f" aria-label='Permalink for this section'></a></h{level}>"
        )

    lang = w["lang"]
    body = (
        "<div class='nextra-nav-container x:sticky x:top-0'><nav class='x:mx-auto x:flex"
        " x:items-center'><a class='x:flex x:items-center' href='/'><b>kvcache</b></a><div"
        f" class='nextra-search x:relative'><input type='search' placeholder='{search}'><kbd>"
        "Ctrl K</kbd></div><a href='https://github.com/kvcache/kvcache'>GitHub</a></nav></div>"
        "<div class='x:mx-auto x:flex'><aside class='nextra-sidebar x:print:hidden'><div"
        f" class='x:overflow-y-auto'><ul class='x:flex x:flex-col'>{_side('x:flex', 'x:flex')}"
        f"</ul></div></aside><nav class='nextra-toc x:order-last' aria-label='table of contents'>"
        f"<div class='x:grid'><p class='x:font-semibold'>{on_page}</p><ul>{_toc(d)}</ul></div>"
        "<div class='x:grid x:gap-2 x:border-t'><a"
        " href='https://github.com/kvcache/docs/issues/new?title=Feedback%20for%20%E2%80%9C"
        f"configuring%E2%80%9D&amp;labels=feedback' target='_blank'>{feedback}</a><a"
        " href='https://github.com/kvcache/docs/blob/main/content/configuring.mdx'"
        f" target='_blank'>{edit}</a><button class='x:cursor-pointer'>{top}</button></div></nav>"
        "<article class='x:w-full x:min-w-0 x:break-words'><main"
        f" data-pagefind-body='true' class='x:mt-1.5'>{_guide(d, h, code, note)}</main><div"
        f" class='x:mt-12 x:mb-8 x:text-xs x:text-gray-600'>{updated}</div><div class='x:mb-8"
        f" x:flex x:items-center x:border-t'><a title='{SIDEBAR[1]}' class='x:focus-visible:nextra-focus"
        f" x:flex' href='/{lang}/docs/quickstart'>{SIDEBAR[1]}</a><a title='{SIDEBAR[3]}'"
        f" class='x:focus-visible:nextra-focus x:flex' href='/{lang}/docs/eviction'>{SIDEBAR[3]}"
        "</a></div></article></div><footer class='x:bg-gray-100'><div class='x:mx-auto x:flex'>"
        "MIT 2024 © kvcache.</div></footer>"
    )
    return _page(lang, d.title, "kvcache", body), _shape_guide(d)


def _gitbook24(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, on_page, updated, helpful, prev, nxt, powered, copy, as_md, alt, caption = GITBOOK24[
        w["lang"]
    ]

    def code(lang: str, text: str) -> str:
        lines = "".join(
            f"<span class='highlight-line'><span class='highlight-line-content'>{escape(line)}"
            "</span></span>\n"
            for line in text.split("\n")
        )
        return (
            "<div class='group/codeblock grid flip-heading-hash'><div class='flex"
            f" items-center'><button class='text-sm'>{copy}</button></div><pre class='code-block"
            f" rounded-md'><code class='language-{lang}' spellcheck='false'>{lines}</code></pre></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='hint hint-info flex px-4 py-4 rounded-md'><div class='mt-0.5'></div>"
            f"<div class='flex-1 space-y-4'><p class='text-base'>{escape(text)}</p></div></div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 id='configuring' class='text-4xl font-bold'>{escape(text)}</h1>"
        return (
            f"<h{level} id='{anchor}' class='heading flip-heading-hash'><div"
            f" class='grid-area-1-1 relative -ml-6 w-7'><a href='#{anchor}' aria-label='Direct"
            f" link to heading' class='hash'></a></div><div class='grid-area-1-1'>{escape(text)}"
            f"</div></h{level}>"
        )

    pager = "".join(
        f"<a class='group text-sm p-2.5 flex gap-4 flex-1' href='/docs/{slug}'><span"
        f" class='flex flex-col flex-1'><span class='text-xs'>{label}</span><span"
        f" class='text-pretty line-clamp-2'>{escape(name)}</span></span></a>"
        for slug, label, name in (("quickstart", prev, SIDEBAR[1]), ("eviction", nxt, SIDEBAR[3]))
    )
    content = _guide(d, h, code, note)
    title_end = content.index("</h1>") + len("</h1>")
    figure = (
        "<picture class='relative'><figure><div class='overflow-hidden'><img"
        f" src='https://docs.example.org/~gitbook/image?url=cache-arch.png&amp;width=768' alt='{alt}'"
        f" width='768' height='432'></div><figcaption class='text-sm'><p>{caption}</p>"
        "</figcaption></figure></picture>"
    )
    content = (
        f"{content[:title_end]}<div class='flex gap-2'><a class='button' href='/docs/configuring.md'>"
        f"{as_md}</a></div>{content[title_end:]}{figure}"
    )
    body = (
        "<header class='flex flex-row justify-between items-center'><a class='group/headerlogo'"
        " href='/docs'><div class='text-pretty line-clamp-2 tracking-tight'>kvcache</div></a>"
        f"<div class='flex'><button class='flex flex-1'><span class='text-gray'>{search}</span>"
        "<kbd>Ctrl K</kbd></button></div></header><div class='flex flex-col lg:flex-row'><aside"
        " class='group page-no-toc:hidden'><div class='lg:sticky'><ul class='flex flex-col'>"
        f"{_side('flex', 'toclink')}</ul></div><div class='text-sm'><a"
        " href='https://www.gitbook.com/?utm_source=content&amp;utm_medium=trademark'"
        f" class='text-sm'>{powered}</a></div></aside><div class='flex-1 relative'><main"
        f" class='relative min-w-0 flex-1'><div class='whitespace-pre-wrap'>{content}"
        f"</div><div class='flex flex-col gap-3'><p class='text-sm'>{updated}</p></div><div"
        f" class='flex flex-row gap-2'><p class='text-sm'>{helpful}</p><div class='flex'><button"
        " aria-label='Bad'></button><button aria-label='Okay'></button><button"
        f" aria-label='Good'></button></div></div><div class='flex flex-col md:flex-row'>{pager}"
        "</div></main><aside class='group/aside order-last hidden'><div class='flex flex-col'>"
        f"<div class='text-xs font-semibold uppercase'>{on_page}</div><ul>{_toc(d)}</ul></div>"
        "</aside></div></div>"
    )
    head = "<meta name='generator' content='GitBook (10.9.2)'>"
    return _page(w["lang"], d.title, "kvcache | Docs", body, head), _shape_guide(d)


def _mintlify25(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    search, ask, copy_page, on_page, helpful, yes, no, suggest, issue, powered = MINTLIFY25[
        w["lang"]
    ]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='code-block mt-5 mb-8 not-prose rounded-2xl relative group'><div"
            " class='flex text-gray-400 text-xs rounded-t-[14px] leading-6 font-medium'><div"
            f" class='flex-none text-primary'>{lang}</div><div class='flex-1'></div><button"
            " data-testid='copy-code-button' aria-label='Copy the contents from the code"
            f" block'></button></div><div class='w-0 min-w-full'><pre class='language-{lang}'>"
            f"<code>{escape(text)}</code></pre></div></div>"
        )

    def note(title: str, text: str) -> str:
        return (
            "<div class='callout my-4 px-5 py-4 overflow-hidden rounded-2xl flex gap-3 border'"
            " data-callout-type='note'><div class='mt-0.5 w-4'></div><div class='text-sm prose"
            f" min-w-0 w-full' data-component-part='callout-content'><p>{escape(text)}</p></div>"
            "</div>"
        )

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return (
                "<header id='header' class='relative'><h1 id='page-title' class='inline-block"
                f" text-2xl sm:text-3xl'>{escape(text)}</h1></header>"
            )
        return (
            f"<h{level} class='flex whitespace-pre-wrap group font-semibold' id='{anchor}'><div"
            f" class='absolute'><a href='#{anchor}' class='-ml-10 flex items-center opacity-0"
            f" border-0 group-hover:opacity-100' aria-label='Navigate to header'>\u200b</a></div>"
            f"<span class='cursor-pointer'>{escape(text)}</span></h{level}>"
        )

    content = _guide(d, h, code, note)
    title_end = content.index("</header>") + len("</header>")
    lang = w["lang"]
    body = (
        "<div id='navbar' class='z-30 fixed lg:sticky top-0 w-full'><div class='max-w-8xl"
        " mx-auto'><a href='/'><span class='sr-only'>kvcache home page</span></a><button"
        f" id='search-bar-entry' type='button'><div>{search}</div><span>Ctrl K</span></button><button"
        f" id='assistant-entry'>{ask}</button></div></div><div id='sidebar' class='hidden"
        f" lg:block fixed'><div id='navigation-items'><ul class='sidebar-group'>{_side('relative', 'group flex')}"
        "</ul></div></div><div id='content-container' class='flex flex-row-reverse'><div"
        f" id='table-of-contents' class='hidden xl:flex'><div class='text-sm'>{on_page}</div><ul>"
        f"{_toc(d, 'toc-item')}</ul></div><div id='content-area' class='relative grow'>"
        f"{content[:title_end]}<div id='page-context-menu'><button id='page-context-menu-button'"
        f" aria-label='{copy_page}'><span>{copy_page}</span></button></div><div"
        f" class='mdx-content relative mt-8 prose' id='content'>{content[title_end:]}</div><div"
        f" class='feedback-toolbar pb-16 w-full flex'><div class='flex'><p>{helpful}</p><div"
        f" class='flex'><button class='px-3.5'><span>{yes}</span></button><button"
        f" class='px-3.5'><span>{no}</span></button></div></div><div class='flex gap-3'><a"
        " href='https://github.com/kvcache/docs/edit/main/guide/configuring.mdx'"
        f" class='h-fit'><span>{suggest}</span></a><a"
        " href='https://github.com/kvcache/docs/issues/new?title=Issue%20on%20docs&amp;body=Path%3A%20%2Fguide%2Fconfiguring'"
        f" class='h-fit'><span>{issue}</span></a></div></div><div id='pagination' class='flex"
        f" items-center'><a class='flex items-center space-x-3' href='/{lang}/quickstart'><span"
        f" class='group-hover:text-gray-900'>{SIDEBAR[1]}</span></a><a class='flex items-center"
        f" ml-auto space-x-3' href='/{lang}/eviction'><span class='group-hover:text-gray-900'>"
        f"{SIDEBAR[3]}</span></a></div><footer id='footer' class='flex gap-12 justify-between'><a"
        " href='https://mintlify.com?utm_campaign=poweredBy&amp;utm_medium=referral'"
        f" target='_blank'>{powered}</a></footer></div></div>"
    )
    return _page(lang, d.title, "kvcache", body), _shape_guide(d)


def _scalar(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def code(lang: str, text: str) -> str:
        return (
            f"<div class='scalar-codeblock'><pre class='scalar-codeblock-pre'><code class='hljs"
            f" language-{lang}'>{escape(text)}</code></pre><button class='copy-button'"
            " type='button'><span class='sr-only'>Copy content</span></button></div>"
        )

    def note(title: str, text: str) -> str:
        return f"<div class='markdown-alert markdown-alert-note'><p>{escape(text)}</p></div>"

    def h(level: int, anchor: str, text: str) -> str:
        if level == 1:
            return f"<h1 class='section-header'>{escape(text)}</h1>"
        return f"<h{level} id='description/{anchor}'>{escape(text)}</h{level}>"

    operations = "".join(
        f"<li class='sidebar-group-item'><a class='sidebar-heading' href='#tag/cache/{m.lower()}"
        f"{p}'><p class='sidebar-heading-link-title'>{escape(t)}</p><div class='sidebar-heading-type"
        f" sidebar-heading-type--{m.lower()}'>{m}</div></a></li>"
        for m, p, t in (
            ("GET", "/entries", "List entries"),
            ("PUT", "/entries/{key}", "Store an entry"),
            ("DEL", "/entries/{key}", "Remove an entry"),
        )
    )
    body = (
        "<div class='scalar-app scalar-api-reference references-layout references-sidebar'><div"
        " class='references-navigation t-doc__sidebar'><div class='sidebar'><div"
        " class='sidebar-search'><button class='sidebar-search-input' type='button'><span"
        " class='sidebar-search-placeholder'>Search</span><span class='sidebar-search-key'>⌘k"
        "</span></button></div><ul class='sidebar-pages'><li class='sidebar-group-item'><a"
        " class='sidebar-heading' href='#description/introduction'><p"
        " class='sidebar-heading-link-title'>Introduction</p></a></li><li"
        " class='sidebar-group-item'><a class='sidebar-heading' href='#tag/cache'><p"
        f" class='sidebar-heading-link-title'>Cache</p></a><ul>{operations}</ul></li></ul><div"
        " class='darklight-reference'><button class='darklight' type='button'>Dark Mode</button>"
        "<a class='darklight-reference-promo' href='https://www.scalar.com'"
        " target='_blank'>Powered by Scalar</a></div></div></div><main aria-label='Open API"
        " Documentation' class='references-rendered'><div class='introduction-section"
        " section'><div class='section-container'><div class='section-content'><div"
        " class='badges'><div class='badge'>v1.2.0</div><div class='badge'>OAS 3.1.0</div></div>"
        f"<div class='markdown'>{_guide(d, h, code, note)}</div></div><div"
        " class='section-aside'><div class='client-libraries'><div"
        " class='client-libraries-heading'>Client Libraries</div><div role='tablist'><button"
        " role='tab'>Shell</button><button role='tab'>Python</button><button"
        " role='tab'>Node.js</button></div></div><a class='download-button'"
        " href='/openapi.json'>Download OpenAPI Document</a></div></div></div><section"
        " class='section' id='tag/cache'><div class='section-header-wrapper'><h2"
        " class='section-header'>Cache</h2></div><div class='endpoints-card'><div"
        " class='endpoint'><span class='endpoint-method'>GET</span><span"
        " class='endpoint-path'>/entries</span></div><button class='show-more'>Show More"
        "</button></div></section></main></div>"
    )
    return _page(w["lang"], d.title, "kvcache API Reference", body), _shape_guide(d)


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "zensical": _zensical,
    "fern": _fern,
    "vuepress2": _vuepress2,
    "docusaurus3": _docusaurus3,
    "nextra4": _nextra4,
    "gitbook24": _gitbook24,
    "mintlify25": _mintlify25,
    "scalar": _scalar,
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "zensical": ("kvcache", "© 2024 kvcache", *SIDEBAR[:2]),
    "fern": ("⌘K", *SIDEBAR[:2]),
    "vuepress2": ("kvcache", "Guide", "GitHub", "Ada, Lin", "2024/3/12 09:00", *SIDEBAR[:2]),
    "docusaurus3": ("kvcache", "Docs", "GitHub", "Copyright © 2024 kvcache. Built with Docusaurus.",
                    *SIDEBAR[:2]),
    "nextra4": ("kvcache", "GitHub", "MIT 2024 © kvcache.", *SIDEBAR[:2]),
    "gitbook24": ("kvcache", "Ctrl K", *SIDEBAR[:2]),
    "mintlify25": ("kvcache home page", "Ctrl K", *SIDEBAR[:2]),
    "scalar": ("Search", "⌘k", "Introduction", "List entries", "Store an entry", "Dark Mode",
               "Powered by Scalar", "v1.2.0", "OAS 3.1.0", "Client Libraries", "Shell",
               "Download OpenAPI Document", "Show More"),
}  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "zensical":
        z = ZENSICAL[lang]
        return (z[0], z[2], z[5], z[6], z[8])
    if engine == "fern":
        return tuple(x for i, x in enumerate(FERN[lang]) if i != 0)
    if engine == "vuepress2":
        v = VUEPRESS2[lang]
        return (v[2], f"{v[3]}:", f"{v[4]}:", v[5], v[6], f"{v[5]} {SIDEBAR[1]}")
    if engine == "docusaurus3":
        u = DOCUSAURUS3[lang]
        return (u[0], u[2], u[5], f"{u[6]} {u[7]}", u[8], u[9])
    if engine == "nextra4":
        return NEXTRA4[lang][1:]
    if engine == "gitbook24":
        g = GITBOOK24[lang]
        return (g[1], g[2], g[3], g[4], g[5], g[6], g[7], g[8])
    if engine == "mintlify25":
        m = MINTLIFY25[lang]
        return m[1:]
    return ()


def figure_of(engine: str, lang: str) -> tuple[str, str] | None:
    """The image description and caption of the figure on the page of ``engine`` in
    ``lang``, if it has one."""
    if engine == "zensical":
        return FIGURES[lang]
    if engine == "gitbook24":
        return GITBOOK24[lang][9], GITBOOK24[lang][10]
    return None


def doc_page(engine: str, lang: str) -> tuple[DocPage, Shape]:
    """The page of ``engine`` in ``lang`` and the structure its Markdown must hold."""
    d = DOCS3[lang]
    html, shape = ENGINES[engine](d, {"lang": lang})
    chrome = (*_FIXED_CHROME[engine], *_engine_chrome(engine, lang))
    url = f"https://docs.example.org/{lang}/{engine}/cache/"
    figure = figure_of(engine, lang)
    body = _body(d) + ((figure[1],) if figure else ())
    return DocPage(html, url, body, chrome), shape


__all__ = ["ENGINES", "doc_page", "figure_of"]
