"""Synthetic documentation pages of engines and page shapes the doc suites did not hold
(stop 73): Fumadocs (Next.js, shiki code under a title bar, tabs, a titled callout),
TypeDoc (an API class page), a Microsoft Learn-like article (alert boxes with a title,
a code header with its language and copy button), DokuWiki, a Keep a Changelog release
page, and a Sphinx Python-domain reference (signatures, field lists, a glossary, a
titled warning). Each is the cache library's page of :mod:`tests.auto.engine_docs` with
the engine's chrome in the page's language where the engine has a language pack. No page
is copied from a site or from the shared datasets; the markup is written after the
engines' default themes. :func:`doc_page` also returns the structure a Markdown reader
must find (:class:`Shape`)."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
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
from tests.memo import markdown_once, text_once


@dataclass(frozen=True)
class Shape:
    """What the page's Markdown must hold: headings at their levels, fenced code with its
    language, a table's header row, lines that must each stand alone (a definition list's
    terms, an admonition's title), and list lines with their indentation."""

    headings: dict[str, int]
    fences: tuple[tuple[str, str], ...] = ()
    table: str = ""
    alone: tuple[str, ...] = ()
    list_lines: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)


# Microsoft Learn-like article strings: the "Article" line, "In this article", the
# feedback prompt, the alert's copy button.
LEARN = {
    "de": ("Artikel", "Mitwirkende", "Inhalt dieses Artikels", "Ist diese Seite hilfreich?", "Kopieren", "Feedback"),
    "pt": ("Artigo", "colaboradores", "Neste artigo", "Esta página foi útil?", "Copiar", "Comentários"),
    "en": ("Article", "contributors", "In this article", "Was this page helpful?", "Copy", "Feedback"),
}  # fmt: skip
# DokuWiki's interface (its language files): the contents' title, the section edit
# button, the tools, the page's last-modified line, "Trace".
DOKUWIKI = {
    "fr": ("Table des matières", "Modifier", "Derniers changements", "Gestionnaire Multimédia", "Plan du site", "S'identifier", "cache.txt · Dernière modification : 2024/03/12 10:00 de admin", "Piste:"),
    "ru": ("Содержание", "Править", "Недавние изменения", "Управление медиафайлами", "Все страницы", "Войти", "cache.txt · Последнее изменение: 2024/03/12 10:00 — admin", "Вы посетили:"),
    "en": ("Table of Contents", "Edit", "Recent Changes", "Media Manager", "Sitemap", "Log In", "cache.txt · Last modified: 2024/03/12 10:00 by admin", "Trace:"),
}  # fmt: skip
# Keep a Changelog's section names.
CHANGES = {
    "en": ("Changelog", "Added", "Fixed", "All notable changes to this project are documented in this file."),
    "de": ("Änderungsprotokoll", "Hinzugefügt", "Behoben", "Alle nennenswerten Änderungen an diesem Projekt stehen in dieser Datei."),
    "zh": ("更新日志", "新增", "修复", "本项目所有值得注意的变更都记录在此文件中。"),
    "pt": ("Registro de alterações", "Adicionado", "Corrigido", "Todas as mudanças relevantes deste projeto estão documentadas neste arquivo."),
}  # fmt: skip
# The Sphinx Python domain's field names and the warning's title, as Sphinx's catalogs
# translate them.
SPHINX_FIELDS = {
    "en": ("Parameters", "Returns", "Warning", "Glossary"),
    "ko": ("매개변수", "반환값", "경고", "용어집"),
    "ja": ("パラメータ", "戻り値", "警告", "用語集"),
}  # fmt: skip


def _fumadocs(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(anchor: str, text: str) -> str:
        return (
            f"<h2 class='flex scroll-m-28 flex-row items-center gap-2' id='{anchor}'><a"
            f" data-card='' href='#{anchor}' class='peer'>{escape(text)}</a><svg"
            " class='size-3.5 shrink-0 text-fd-muted-foreground opacity-0"
            " transition-opacity peer-hover:opacity-100' aria-label='Link to section'></svg></h2>"
        )

    def code(lang: str, text: str, title: str = "") -> str:
        lines = "\n".join(
            f"<span class='line'><span>{escape(line)}</span></span>" for line in text.split("\n")
        )
        bar = (
            f"<div class='flex items-center gap-2 bg-fd-muted px-4 py-1.5'><svg></svg><figcaption"
            f" class='flex-1 truncate text-fd-muted-foreground'>{title}</figcaption><button"
            f" type='button' class='inline-flex' aria-label='{w['copy']}'><svg></svg></button></div>"
            if title
            else f"<button type='button' class='absolute right-2 top-2' aria-label='{w['copy']}'><svg></svg></button>"
        )
        return (
            "<figure dir='ltr' class='my-4 bg-fd-card rounded-xl shiki relative border"
            f" outline-none not-prose overflow-hidden text-sm' tabindex='-1'>{bar}<div"
            " class='text-[13px] py-3.5 overflow-auto fd-scroll-container'><pre"
            f" class='min-w-full w-max *:flex *:flex-col'><code class='language-{lang}'>{lines}"
            "</code></pre></div></figure>"
        )

    tabs = (
        "<div class='flex flex-col overflow-hidden rounded-xl border bg-fd-secondary my-4'"
        " dir='ltr' data-orientation='horizontal'><div role='tablist' aria-orientation="
        "'horizontal' class='flex gap-3.5 text-fd-secondary-foreground overflow-x-auto px-4'"
        " tabindex='0'><button type='button' role='tab' aria-selected='true'"
        " aria-controls='radix-r1-content-pip' data-state='active' id='radix-r1-trigger-pip'"
        " class='inline-flex items-center gap-2 whitespace-nowrap'>pip</button><button"
        " type='button' role='tab' aria-selected='false' aria-controls='radix-r1-content-uv'"
        " data-state='inactive' id='radix-r1-trigger-uv' class='inline-flex items-center gap-2"
        " whitespace-nowrap'>uv</button></div><div data-state='active' data-orientation="
        "'horizontal' role='tabpanel' aria-labelledby='radix-r1-trigger-pip'"
        f" id='radix-r1-content-pip' class='p-4 text-[15px] bg-fd-background rounded-xl'>"
        f"{code('bash', CODE_INSTALL, 'Terminal')}</div><div data-state='inactive'"
        " data-orientation='horizontal' role='tabpanel' aria-labelledby='radix-r1-trigger-uv'"
        " hidden='' id='radix-r1-content-uv' class='p-4'></div></div>"
    )
    callout = (
        "<div class='flex gap-2 my-4 rounded-xl border bg-fd-card p-3 ps-1 text-sm"
        " text-fd-card-foreground shadow-md' style='--callout-color:var(--color-fd-info)'>"
        "<div role='none' class='w-0.5 bg-(--callout-color)/50 rounded-sm'></div><svg"
        " class='size-5 -me-0.5 fill-(--callout-color) text-fd-card'></svg><div class='flex"
        f" flex-col gap-2 min-w-0 flex-1'><p class='font-medium !my-0'>{escape(d.note_title)}</p>"
        "<div class='text-fd-muted-foreground prose-no-margin empty:hidden'><p>"
        f"{escape(d.note)}</p></div></div></div>"
    )
    body = (
        "<div id='nd-docs-layout' class='flex flex-1 flex-row pe-(--fd-layout-offset)'>"
        "<aside id='nd-sidebar' class='fixed left-0 rtl:left-auto rtl:right-0 flex flex-col'>"
        "<div class='flex flex-col gap-3 p-4 pb-2'><a class='inline-flex text-[15px] items-center"
        " gap-2.5 font-medium' href='/'>kvcache</a><button type='button' data-search-full=''"
        f" class='inline-flex items-center gap-2 rounded-lg border'><svg></svg>{w['search']}"
        "<div class='ms-auto inline-flex gap-0.5'><kbd class='rounded-md border'>⌘</kbd><kbd"
        " class='rounded-md border'>K</kbd></div></button></div><div class='overflow-hidden"
        f" flex-1'><div class='p-4'>{_nav_items('', 'relative flex flex-row items-center gap-2', 'active')}"
        "</div></div></aside><div id='nd-page' class='flex w-full min-w-0 flex-col'><article"
        " class='flex min-w-0 w-full flex-col gap-4 px-4 pt-8 md:px-6 md:mx-auto'><nav"
        " aria-label='Breadcrumb' class='flex items-center gap-1.5 text-sm"
        f" text-fd-muted-foreground'><span class='truncate'>{w['guide']}</span><svg></svg>"
        f"<span class='truncate'>{escape(d.title)}</span></nav><h1 class='text-[1.75em]"
        f" font-semibold'>{escape(d.title)}</h1><p class='text-lg text-fd-muted-foreground'>"
        f"{escape(d.intro)}</p><div class='flex flex-row gap-2 items-center border-b pt-2 pb-6'>"
        "<button class='inline-flex items-center gap-2' aria-label='Copy Markdown'><svg></svg>"
        "Copy Markdown</button><button class='inline-flex items-center gap-2'>Open<svg></svg>"
        "</button></div><div class='prose flex-1 text-fd-foreground/80'>"
        f"{h('installation', d.install_heading)}<p>{escape(d.install)}</p>{tabs}"
        f"{h('options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"{callout}{h('example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div><div class='flex"
        " flex-row flex-wrap items-center justify-between gap-4 empty:hidden'><a"
        " href='https://github.com/example/kvcache/blob/main/docs/cache.mdx' rel='noreferrer"
        f" noopener' target='_blank' class='inline-flex items-center'><svg></svg>{w['edit']}</a>"
        f"<p class='text-sm text-fd-muted-foreground'>{w['updated']} 12.3.2024</p></div><div"
        " class='@container grid gap-4 pb-6 grid-cols-2'><a class='flex flex-col gap-2"
        " rounded-lg border p-4 text-sm' href='/docs/quickstart'><div class='inline-flex"
        f" items-center gap-1.5 font-medium'><svg></svg><p>Quickstart</p></div><p"
        f" class='text-fd-muted-foreground truncate'>{w['prev']}</p></a><a class='flex"
        " flex-col gap-2 rounded-lg border p-4 text-sm text-end' href='/docs/eviction'><div"
        " class='inline-flex items-center gap-1.5 font-medium flex-row-reverse'><svg></svg>"
        f"<p>Eviction policies</p></div><p class='text-fd-muted-foreground truncate'>{w['next']}"
        "</p></a></div></article><div id='nd-toc' class='sticky top-(--fd-toc-top) h-(--fd-toc-height)"
        f" pb-2 pt-12 max-xl:hidden'><h3 class='inline-flex items-center gap-1.5 text-sm"
        f" text-fd-muted-foreground'><svg></svg>{w['toc']}</h3><div class='relative min-h-0"
        f" text-sm ms-px overflow-auto'>{_toc(d, 'prose py-1.5 text-sm', 'text-fd-muted-foreground')}"
        "</div></div></div></div>"
    )
    head = "<meta name='generator' content='Fumadocs'>"
    shape = Shape(
        {d.install_heading: 2, d.options_heading: 2, d.example_heading: 2, d.title: 1},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (d.note_title,),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache", body, head), shape


def _typedoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def member(name: str, signature: str, text: str, param: str, returns: str) -> str:
        return (
            f"<section class='tsd-panel tsd-member'><a id='{name}' class='tsd-anchor'></a><h3"
            f" class='tsd-anchor-link'><span>{name}</span><a href='#{name}'"
            " aria-label='Permalink' class='tsd-anchor-icon'><svg viewBox='0 0 24 24'"
            " aria-hidden='true'><use href='assets/icons.svg#icon-anchor'></use></svg></a></h3>"
            "<ul class='tsd-signatures'><li class=''><div class='tsd-signature tsd-anchor-link'"
            f" id='{name}-1'>{signature}</div><div class='tsd-description'><div"
            f" class='tsd-comment tsd-typography'><p>{escape(text)}</p></div><div"
            " class='tsd-parameters'><h4 class='tsd-parameters-title'>Parameters</h4><ul"
            f" class='tsd-parameter-list'><li><span><span class='tsd-kind-parameter'>{param}"
            "</span>: <span class='tsd-signature-type'>string</span></span></li></ul></div><h4"
            " class='tsd-returns-title'>Returns <span class='tsd-signature-type'>"
            f"{returns}</span></h4><aside class='tsd-sources'><ul><li>Defined in <a"
            " href='https://github.com/example/kvcache/blob/abc/src/cache.ts#L42'>"
            "src/cache.ts:42</a></li></ul></aside></div></li></ul></section>"
        )

    body = (
        "<header class='tsd-page-toolbar'><div class='tsd-toolbar-contents container'><a"
        " href='../index.html' class='title'>kvcache - v2.4.1</a><div"
        " id='tsd-toolbar-links'></div><button id='tsd-search-trigger' class='tsd-widget'"
        " aria-label='Search'><svg></svg></button></div></header><div class='container"
        " container-main'><div class='col-content'><div class='tsd-page-title'><ul"
        " class='tsd-breadcrumb' aria-label='Breadcrumb'><li><a href='../modules.html'>kvcache"
        "</a></li><li><a href='' aria-current='page'>Cache</a></li></ul><h1>Class Cache</h1>"
        "</div><section class='tsd-panel tsd-comment'><div class='tsd-comment"
        f" tsd-typography'><p>{escape(d.intro)}</p><p>{escape(d.example)}</p><pre><code"
        f" class='ts'>{escape(CODE_EXAMPLE)}</code><button type='button'>Copy</button></pre>"
        f"<p>{escape(d.closing)}</p></div></section><section class='tsd-panel"
        " tsd-hierarchy' data-refl='12'><h4>Hierarchy</h4><ul class='tsd-hierarchy'><li"
        " class='tsd-hierarchy-item'><span class='tsd-hierarchy-target'>Cache</span></li></ul>"
        "</section><aside class='tsd-sources'><ul><li>Defined in <a"
        " href='https://github.com/example/kvcache/blob/abc/src/cache.ts#L12'>src/cache.ts:12"
        "</a></li></ul></aside><section class='tsd-panel-group tsd-index-group'><section"
        " class='tsd-panel tsd-index-panel'><details class='tsd-index-content tsd-accordion'"
        " open><summary class='tsd-accordion-summary tsd-index-summary'><h5"
        " class='tsd-index-heading uppercase'>Index</h5></summary><div"
        " class='tsd-accordion-details'><section class='tsd-index-section'><h3"
        " class='tsd-index-heading'>Methods</h3><div class='tsd-index-list'><a"
        " href='#get' class='tsd-index-link'><span>get</span></a><a href='#put'"
        " class='tsd-index-link'><span>put</span></a></div></section></div></details>"
        "</section></section><details class='tsd-panel-group tsd-member-group tsd-accordion'"
        " open><summary class='tsd-accordion-summary' data-key='section-Methods'><h2>Methods"
        "</h2></summary><section>"
        + member(
            "get",
            "<span class='tsd-kind-call-signature'>get</span><span class='tsd-signature-symbol'>(</span><span class='tsd-kind-parameter'>key</span><span class='tsd-signature-symbol'>)</span>",
            d.rows[0][3],
            "key",
            "Profile",
        )
        + member(
            "put",
            "<span class='tsd-kind-call-signature'>put</span><span class='tsd-signature-symbol'>(</span><span class='tsd-kind-parameter'>key</span><span class='tsd-signature-symbol'>)</span>",
            d.rows[1][3],
            "key",
            "void",
        )
        + "</section></details></div><div class='col-sidebar'><div class='page-menu'><div"
        " class='tsd-navigation settings'><details class='tsd-accordion'><summary"
        " class='tsd-accordion-summary'><h3>Settings</h3></summary><div"
        " class='tsd-accordion-details'><div class='tsd-filter-visibility'><span"
        " class='settings-label'>Member Visibility</span><ul id='tsd-filter-options'><li"
        " class='tsd-filter-item'><label class='tsd-filter-input'><input type='checkbox'"
        " id='tsd-filter-protected' name='protected'><svg></svg><span>Protected</span></label>"
        "</li><li class='tsd-filter-item'><label class='tsd-filter-input'><input"
        " type='checkbox' id='tsd-filter-inherited' name='inherited' checked><svg></svg><span>"
        "Inherited</span></label></li></ul></div><div class='tsd-theme-toggle'><label"
        " class='settings-label' for='tsd-theme'>Theme</label><select id='tsd-theme'><option"
        " value='os'>OS</option><option value='light'>Light</option><option value='dark'>"
        "Dark</option></select></div></div></details></div><details open class='tsd-accordion"
        " tsd-page-navigation'><summary class='tsd-accordion-summary'><h3>On This Page</h3>"
        "</summary><div class='tsd-accordion-details'><a href='#get'><span>get</span></a><a"
        " href='#put'><span>put</span></a></div></details></div><div class='site-menu'><nav"
        " class='tsd-navigation'><a href='../modules.html'><span>kvcache - v2.4.1</span></a>"
        "<ul class='tsd-small-nested-navigation'><li><a href='Cache.html' class='current'>"
        "<span>Cache</span></a></li><li><a href='Store.html'><span>Store</span></a></li></ul>"
        "</nav></div></div></div><footer><p class='tsd-generator'>Generated using <a"
        " href='https://typedoc.org/' target='_blank'>TypeDoc</a></p></footer>"
    )
    head = "<meta name='generator' content='TypeDoc 0.26.7'>"
    shape = Shape(
        {"Class Cache": 1, "Methods": 2, "get": 3, "put": 3},
        (("ts", CODE_EXAMPLE),),
    )
    return _page(w["lang"], "Cache | kvcache - v2.4.1", "kvcache", body, head), shape


def _learn(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    article, contributors, in_article, helpful, copy, feedback = LEARN[w["lang"]]

    def code(lang: str, label: str, text: str) -> str:
        return (
            "<div class='codeHeader' id='code-try-0' data-bi-name='code-header'><span"
            f" class='language'>{label}</span><button type='button' class='action position-relative"
            f" display-none-print' data-bi-name='copy' aria-label='{copy}'><span class='icon'"
            f" aria-hidden='true'><span class='docon docon-edit-copy'></span></span><span>{copy}"
            f"</span></button></div><pre tabindex='0' class='has-inner-focus'><code class='lang-{lang}'"
            f" data-author-content='{escape(text)}'>{escape(text)}</code></pre>"
        )

    body = (
        f"<div class='header-holder'><a href='#main' class='skip-to-main-link'>{w['skip']}</a>"
        "<header id='ms--site-header' role='banner'><nav id='ms--site-nav'><a href='/'>Learn"
        "</a><ul class='navbar'><li><a href='/docs'>Documentation</a></li><li><a"
        " href='/training'>Training</a></li></ul></nav></header></div><div class='mainContainer'>"
        "<div class='columns'><div id='left-container' class='left-container is-hidden-mobile"
        f" column'><nav id='affixed-left-container' role='navigation' aria-label='{w['menu']}'>"
        f"<ul class='tree'>{_nav_items('tree-item', 'tree-expander')}</ul></nav></div><section"
        " class='primary-holder column is-two-thirds-tablet'><div class='columns is-gapless'>"
        "<div id='main-column' class='column is-full'><main id='main' role='main'"
        " class='content' data-bi-name='content' lang='" + w["lang"] + "' dir='ltr'><nav"
        " id='article-header-breadcrumbs' class='breadcrumbs'><ol><li><a href='/'>Learn</a>"
        f"</li><li><a href='/kvcache'>kvcache</a></li><li>{w['guide']}</li></ol></nav><div"
        f" class='content'><h1 id='configuring'>{escape(d.title)}</h1></div><div"
        " class='page-metadata-container display-flex'><ul class='metadata page-metadata'"
        f" data-bi-name='page info'><li class='visibility-hidden-visual-diff'>{article}</li><li"
        " class='visibility-hidden-visual-diff'><time class='is-invisible' datetime="
        "'2024-03-12T08:00:00Z'>12.03.2024</time></li><li class='contributors-holder"
        f" display-none-print'><span>3 {contributors}</span></li></ul><button"
        f" class='button button-sm button-clear' data-bi-name='feedback'>{feedback}</button>"
        "</div><nav id='center-doc-outline' class='doc-outline is-hidden-desktop' aria-label="
        f"'{in_article}'><h2 id='ms--in-this-article' class='title is-6 margin-block-sm'>"
        f"{in_article}</h2><ul></ul></nav><div class='content'><p>"
        f"{escape(d.intro)}</p><h2 id='installation'>{escape(d.install_heading)}</h2><p>"
        f"{escape(d.install)}</p>{code('console', 'Console', CODE_INSTALL)}<h2 id='options'>"
        f"{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        "<div class='NOTE alert is-info'><p class='alert-title'><span class='docon"
        f" docon-status-error-outline' aria-hidden='true'></span> {escape(d.note_title)}</p><p>"
        f"{escape(d.note)}</p></div><h2 id='example'>{escape(d.example_heading)}</h2><p>"
        f"{escape(d.example)}</p>{code('python', 'Python', CODE_EXAMPLE)}<p>{escape(d.closing)}"
        "</p></div><div class='ms--feedback-section'><h3 class='title is-3'>"
        f"{feedback}</h3><section class='feedback-section' data-bi-name='site-feedback-section'>"
        f"<p class='font-weight-semibold'>{helpful}</p><div class='buttons'><button class='thumb-rating"
        f" button'>{w['yes']}</button><button class='thumb-rating button'>{w['no']}</button>"
        "</div></section></div></main></div></div></section><aside id='ms--additional-resources'"
        f" class='right-container column is-4-desktop'><nav class='doc-outline'><h3>{in_article}"
        f"</h3><ul>{_toc(d, '', '')}</ul></nav></aside></div></div><footer id='footer'"
        " data-bi-name='footer' class='footer-layout'><div class='links'><a href='/previous-versions'>"
        "Previous Versions</a><a href='/blog'>Blog</a><a href='/contribute'>Contribute</a><a"
        " href='/privacy'>Privacy</a><a href='/terms'>Terms of Use</a><span>© Example 2024"
        "</span></div></footer>"
    )
    head = "<meta name='ms.author' content='kvcache'><meta name='ms.topic' content='conceptual'>"
    shape = Shape(  # the h1, behind the metadata line and two boxes, is dropped (left)
        {d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("console", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (d.note_title,),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "Learn", body, head), shape


def _dokuwiki(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    contents, edit, recent, media, sitemap, login, modified, trace = DOKUWIKI[w["lang"]]

    def h(level: int, n: int, anchor: str, text: str) -> str:
        return f"<h{level} class='sectionedit{n}' id='{anchor}'>{escape(text)}</h{level}>"

    def secedit(n: int) -> str:
        return (
            f"<div class='secedit editbutton_section editbutton_{n}'><form class='button btn_secedit'"
            " method='post' action='/doku.php'><div class='no'><input type='hidden' name='do'"
            f" value='edit'><button type='submit' title='{escape(d.title)}'>{edit}</button></div>"
            "</form></div>"
        )

    steps = "".join(f"<li class='level1'><div class='li'>{escape(s)}</div></li>" for s in d.steps)
    table = (
        "<div class='table sectionedit5'><table class='inline'><thead><tr class='row0'>"
        "<th class='col0'>Option</th><th class='col1'>Type</th><th class='col2'>Default</th>"
        "<th class='col3'>Description</th></tr></thead>"
        + "".join(
            f"<tr class='row{i}'><td class='col0'><code>{o}</code></td><td class='col1'>{t}</td>"
            f"<td class='col2'>{v}</td><td class='col3'>{escape(desc)}</td></tr>"
            for i, (o, t, v, desc) in enumerate(d.rows, 1)
        )
        + "</table></div>"
    )
    toc_items = "".join(
        f"<li class='level2'><div class='li'><a href='#{a}'>{escape(t)}</a></div></li>"
        for a, t in (
            ("installation", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    body = (
        "<div id='dokuwiki__site'><div id='dokuwiki__top' class='site dokuwiki mode_show"
        " tpl_dokuwiki'><div id='dokuwiki__header'><div class='pad group'><div class='headings"
        " group'><ul class='a11y skip'><li><a href='#dokuwiki__content'>" + w["skip"] + "</a>"
        "</li></ul><h1 class='logo'><a href='/doku.php?id=start' accesskey='h'><span>kvcache"
        " wiki</span></a></h1></div><div class='tools group'><div id='dokuwiki__usertools'>"
        f"<ul><li class='action login'><a href='/doku.php?do=login'>{login}</a></li></ul></div>"
        f"<div id='dokuwiki__sitetools'><form action='/doku.php' class='search'><input"
        f" type='text' placeholder='{w['search']}' name='q'></form><ul><li class='action"
        f" recent'><a href='/doku.php?do=recent'>{recent}</a></li><li class='action media'><a"
        f" href='/doku.php?do=media'>{media}</a></li><li class='action index'><a"
        f" href='/doku.php?do=index'>{sitemap}</a></li></ul></div></div><div class='breadcrumbs'>"
        f"<div class='trace'><span class='bchead'>{trace}</span> <span class='bcsep'>•</span>"
        " <span class='curid'><bdi><a href='/doku.php?id=cache' class='breadcrumbs'>cache</a>"
        "</bdi></span></div></div><hr class='a11y'></div></div><div class='wrapper group'><div"
        " id='dokuwiki__aside'><div class='pad aside include group'><div class='content'><div"
        f" class='group'><ul>{_nav_items('level1', 'wikilink1')}</ul></div></div></div></div>"
        "<div id='dokuwiki__content'><div class='pad group'><div class='pageId'><span>cache"
        "</span></div><div class='page group'><div id='dw__toc' class='dw__toc'><h3"
        f" class='toggle'>{contents}</h3><div><ul class='toc'><li class='level1'><div class='li'>"
        f"<a href='#configuring'>{escape(d.title)}</a></div><ul class='toc'>{toc_items}</ul>"
        f"</li></ul></div></div>{h(1, 1, 'configuring', d.title)}<div class='level1'><p>"
        f"{escape(d.intro)}</p></div>{secedit(1)}{h(2, 2, 'installation', d.install_heading)}"
        f"<div class='level2'><p>{escape(d.install)}</p><pre class='code bash'>{escape(CODE_INSTALL)}"
        f"</pre></div>{secedit(2)}{h(2, 3, 'options', d.options_heading)}<div class='level2'><p>"
        f"{escape(d.options)}</p>{table}<ol>{steps}</ol><div class='plugin_note noteclassic'>"
        f"{escape(d.note)}</div></div>{secedit(3)}{h(2, 4, 'example', d.example_heading)}<div"
        f" class='level2'><p>{escape(d.example)}</p><dl class='code'><dt><a"
        " href='/doku.php?do=export_code&amp;id=cache&amp;codeblock=1' title='Download this code"
        " snippet' class='mediafile mf_py'>cache.py</a></dt><dd><pre class='code python'>"
        f"{_python(CODE_EXAMPLE)}</pre></dd></dl><p>{escape(d.closing)}</p></div>{secedit(4)}"
        f"</div><div class='docInfo'><bdi>{modified}</bdi></div></div></div></div><div"
        " id='dokuwiki__footer'><div class='pad'><div class='license'>Except where otherwise"
        " noted, content on this wiki is licensed under the following license: <bdi><a"
        " href='https://creativecommons.org/licenses/by-sa/4.0/deed.en' rel='license'"
        " class='urlextern'>CC Attribution-Share Alike 4.0 International</a></bdi></div><div"
        " class='buttons'><a href='https://dokuwiki.org/' title='Driven by DokuWiki'>"
        "Driven by DokuWiki</a></div></div></div></div></div>"
    )
    head = "<meta name='generator' content='DokuWiki'>"
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache wiki", body, head), shape


def _changelog(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    title, added, fixed, intro = CHANGES[w["lang"]]
    options = "".join(f"<li><code>{o}</code>: {escape(desc)}</li>" for o, _, _, desc in d.rows)
    body = (
        f"<a class='skip-link' href='#main'>{w['skip']}</a><header class='VPNav'><div"
        " class='VPNavBar'><a class='title' href='/'>kvcache</a><div class='search'><button"
        f" class='DocSearch DocSearch-Button'>{w['search']}</button></div></div></header><aside"
        f" class='VPSidebar'><nav class='nav'><ul>{_nav_items('VPSidebarItem', 'link')}</ul>"
        "</nav></aside><div class='VPContent has-sidebar' id='VPContent'><div class='VPDoc"
        " has-sidebar has-aside'><div class='container'><div class='content'><main class='main'"
        " id='main'><div class='vp-doc _changelog'><div>"
        f"<h1 id='changelog' tabindex='-1'>{escape(title)} <a class='header-anchor'"
        f" href='#changelog' aria-label='Permalink'>\u200b</a></h1><p>{escape(intro)}</p>"
        "<h2 id='_2-4-0-2024-03-12' tabindex='-1'>[2.4.0] - 2024-03-12 <a class='header-anchor'"
        " href='#_2-4-0-2024-03-12' aria-label='Permalink'>\u200b</a></h2>"
        f"<h3 id='added' tabindex='-1'>{escape(added)} <a class='header-anchor' href='#added'"
        f" aria-label='Permalink'>\u200b</a></h3><ul><li>{escape(d.options)}<ul>{options}</ul>"
        f"</li><li>{escape(d.intro)}</li></ul><h3 id='fixed' tabindex='-1'>{escape(fixed)} <a"
        " class='header-anchor' href='#fixed' aria-label='Permalink'>\u200b</a></h3><ul><li>"
        f"{escape(d.closing)}</li><li>{escape(d.note)}</li></ul>"
        "<h2 id='_2-3-0-2024-01-08' tabindex='-1'>[2.3.0] - 2024-01-08 <a class='header-anchor'"
        " href='#_2-3-0-2024-01-08' aria-label='Permalink'>\u200b</a></h2>"
        f"<h3 id='added-1' tabindex='-1'>{escape(added)} <a class='header-anchor'"
        f" href='#added-1' aria-label='Permalink'>\u200b</a></h3><ul><li>{escape(d.example)}"
        f"</li><li>{escape(d.install)}</li></ul></div></div></main><footer class='VPDocFooter'>"
        f"<div class='edit-info'><div class='edit-link'><a class='VPLink link edit-link-button'"
        f" href='https://github.com/example/kvcache/edit/main/docs/changelog.md'>{w['edit']}</a>"
        f"</div><div class='last-updated'><p class='VPLastUpdated'>{w['updated']}: <time"
        " datetime='2024-03-12T10:00:00.000Z'>12/03/2024</time></p></div></div><nav"
        " class='prev-next'><div class='pager'><a class='VPLink link pager-link prev'"
        f" href='/api'><span class='desc'>{w['prev']}</span><span class='title'>API reference"
        "</span></a></div></nav></footer></div></div></div></div>"
    )
    head = "<meta name='generator' content='VitePress v1.3.4'>"
    shape = Shape(
        {title: 1, "[2.4.0] - 2024-03-12": 2, added: 3, fixed: 3, "[2.3.0] - 2024-01-08": 2},
        (),
        "",
        (),
        (f"- {d.options}", *(f"  - `{o}`: {desc}" for o, _, _, desc in d.rows), f"- {d.intro}"),
    )
    return _page(w["lang"], title, "kvcache", body, head), shape


def _sphinx_api(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    params, returns, warning, glossary = SPHINX_FIELDS[w["lang"]]

    def field_list(rows: tuple[tuple[str, str, str, str], ...], result: str) -> str:
        items = "".join(
            f"<li><p><strong>{o}</strong> (<em>{t}</em>) – {escape(desc)}</p></li>"
            for o, t, _, desc in rows
        )
        return (
            f"<dl class='field-list simple'><dt class='field-odd'>{params}<span"
            f" class='colon'>:</span></dt><dd class='field-odd'><ul class='simple'>{items}</ul>"
            f"</dd><dt class='field-even'>{returns}<span class='colon'>:</span></dt><dd"
            f" class='field-even'><p>{result}</p></dd></dl>"
        )

    def sig(kind: str, ident: str, prename: str, name: str, params_: str) -> str:
        kind_html = (
            f"<em class='property'><span class='pre'>{kind}</span><span class='w'> </span></em>"
            if kind
            else ""
        )
        return (
            f"<dt class='sig sig-object py' id='{ident}'>{kind_html}<span class='sig-prename"
            f" descclassname'><span class='pre'>{prename}</span></span><span class='sig-name"
            f" descname'><span class='pre'>{name}</span></span><span class='sig-paren'>(</span>"
            f"{params_}<span class='sig-paren'>)</span><a class='headerlink' href='#{ident}'"
            " title='Link to this definition'>¶</a></dt>"
        )

    param = "<em class='sig-param'><span class='n'><span class='pre'>{}</span></span></em>"
    terms = (("TTL", d.rows[1][3]), ("LRU", d.closing))
    body = (
        "<div class='wy-grid-for-nav'><nav data-toggle='wy-nav-shift' class='wy-nav-side'><div"
        " class='wy-side-scroll'><div class='wy-side-nav-search'><a href='index.html'"
        " class='icon icon-home'>kvcache</a><div role='search'><form id='rtd-search-form'"
        f" class='wy-form' action='search.html' method='get'><input type='text' name='q'"
        f" placeholder='{w['search']}'></form></div></div><div class='wy-menu wy-menu-vertical'"
        f" role='navigation'><ul>{_nav_items('toctree-l1', 'reference internal')}</ul></div>"
        "</div></nav><section data-toggle='wy-nav-shift' class='wy-nav-content-wrap'><div"
        " class='wy-nav-content'><div class='rst-content'><div role='navigation'"
        " aria-label='Page navigation'><ul class='wy-breadcrumbs'><li><a href='index.html'"
        f" class='icon icon-home'></a></li><li class='breadcrumb-item active'>{escape(d.title)}"
        "</li><li class='wy-breadcrumbs-aside'><a href='_sources/api.rst.txt' rel='nofollow'>"
        "View page source</a></li></ul><hr></div><div role='main' class='document'"
        " itemscope='itemscope' itemtype='http://schema.org/Article'><div itemprop='articleBody'>"
        f"<section id='module-kvcache'><h1>{escape(d.title)}<a class='headerlink'"
        " href='#module-kvcache' title='Link to this heading'>¶</a></h1><p>"
        f"{escape(d.intro)}</p><dl class='py class'>"
        + sig(
            "class",
            "kvcache.Cache",
            "kvcache.",
            "Cache",
            param.format("size=1024") + ", " + param.format("ttl=None"),
        )
        + f"<dd><p>{escape(d.options)}</p>{field_list(d.rows[:2], 'None')}"
        f"<div class='admonition warning'><p class='admonition-title'>{warning}</p><p>"
        f"{escape(d.note)}</p></div><dl class='py method'>"
        + sig("", "kvcache.Cache.get", "", "get", param.format("key"))
        + f"<dd><p>{escape(d.example)}</p>{field_list(d.rows[:1], 'Profile')}</dd></dl></dd></dl>"
        f"<section id='glossary'><h2>{glossary}<a class='headerlink' href='#glossary'"
        " title='Link to this heading'>¶</a></h2><dl class='simple glossary'>"
        + "".join(
            f"<dt id='term-{t}'>{t}<a class='headerlink' href='#term-{t}' title='Link to this"
            f" term'>¶</a></dt><dd><p>{escape(desc)}</p></dd>"
            for t, desc in terms
        )
        + "</dl></section></section></div></div><footer><div class='rst-footer-buttons'"
        f" role='navigation' aria-label='Footer'><a href='quickstart.html' class='btn"
        f" btn-neutral float-left' accesskey='p' rel='prev'>{w['prev']}</a></div><hr><div"
        " role='contentinfo'><p>© Copyright 2024, kvcache authors.</p></div>Built with <a"
        " href='https://www.sphinx-doc.org/'>Sphinx</a> using a <a"
        " href='https://github.com/readthedocs/sphinx_rtd_theme'>theme</a> provided by <a"
        " href='https://readthedocs.org'>Read the Docs</a>.</footer></div></div></section>"
        "</div>"
    )
    head = "<meta name='generator' content='Docutils 0.20.1: https://docutils.sourceforge.io/'>"
    shape = Shape(
        {d.title: 1, glossary: 2},
        (),
        "",
        (warning, "TTL", "LRU", f"{params}:", "*class* kvcache.Cache(*size=1024*, *ttl=None*)"),
        tuple(f"- **{o}** (*{t}*) – {desc}" for o, t, _, desc in d.rows[:2]),
    )
    return _page(w["lang"], d.title, "kvcache", body, head), shape


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "fumadocs": _fumadocs,
    "typedoc": _typedoc,
    "learn": _learn,
    "dokuwiki": _dokuwiki,
    "changelog": _changelog,
    "sphinx_api": _sphinx_api,
}
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "fumadocs": ("toc", "edit", "updated", "prev", "next", "search"),
    "typedoc": (),
    "learn": ("skip",),
    "dokuwiki": ("skip",),
    "changelog": ("edit", "updated", "prev", "skip"),
    "sphinx_api": ("prev",),
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "fumadocs": ("Copy Markdown", "Open", "Quickstart", "Eviction policies", *SIDEBAR[:2]),
    "typedoc": ("kvcache - v2.4.1", "Settings", "Member Visibility", "Protected",
                "Inherited", "On This Page", "Generated using", "Defined in"),
    "learn": ("Learn", "Documentation", "Previous Versions", "Terms of Use", "© Example"),
    "dokuwiki": ("kvcache wiki", "Except where otherwise noted", "Driven by DokuWiki"),
    "changelog": ("API reference",),
    "sphinx_api": ("View page source", "© Copyright 2024", "Built with"),
}  # fmt: skip


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    if engine == "typedoc":
        return (d.intro, d.example, d.closing, d.rows[0][3], d.rows[1][3], *EXAMPLE_LINES)
    if engine == "changelog":
        return (d.options, d.intro, d.closing, d.note, d.example, d.install,
                *(r[3] for r in d.rows))  # fmt: skip
    if engine == "sphinx_api":
        return (d.intro, d.options, d.note, d.example, d.closing, d.rows[0][3], d.rows[1][3])
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *EXAMPLE_LINES, *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "learn":
        article, contributors, in_article, helpful, copy, _ = LEARN[lang]
        return (article, f"3 {contributors}", in_article, helpful, copy)
    if engine == "dokuwiki":
        contents, edit, recent, media, sitemap, login, modified, trace = DOKUWIKI[lang]
        return (contents, edit, recent, media, sitemap, login, modified, trace)
    return ()


def doc_page(engine: str, lang: str) -> tuple[DocPage, Shape]:
    """The page of ``engine`` in ``lang`` and the structure its Markdown must hold."""
    d = DOCS3[lang]
    words = {**CHROME3[lang], "lang": lang}
    html, shape = ENGINES[engine](d, words)
    chrome = (
        *(words[k] for k in _ENGINE_CHROME[engine]),
        *_FIXED_CHROME[engine],
        *_engine_chrome(engine, lang),
    )
    url = f"https://docs.example.org/{lang}/{engine}/cache/"
    return DocPage(html, url, _body(engine, d), chrome), shape


__all__ = ["ENGINES", "Shape", "doc_page"]


def check_doc_page(page: DocPage, shape: Shape) -> None:
    """Assert what a docs suite's page must give: every text kept, no chrome line, and the
    Markdown's structure (headings at their levels, fenced code with its language, the
    table's header row, the lines that stand alone, list items at their depth)."""
    text = text_once(page.html, url=page.url)
    flat = " ".join(text.split())
    assert [b for b in page.body if " ".join(b.split()) not in flat] == []
    lines = {line.strip() for line in text.splitlines()}
    assert [c for c in page.chrome if c in lines] == []
    markdown = markdown_once(page.html, url=page.url)
    md_lines = markdown.splitlines()
    headings = {line for line in md_lines if line.startswith("#")}
    assert [h for h, lv in shape.headings.items() if f"{'#' * lv} {h}" not in headings] == []
    assert [f for f in shape.fences if f"```{f[0]}\n{f[1]}\n```" not in markdown] == []
    assert shape.table in md_lines or not shape.table
    assert [a for a in shape.alone if a not in md_lines] == []
    assert [item for item in shape.list_lines if item not in md_lines] == []
