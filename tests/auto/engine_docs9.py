"""Synthetic documentation pages of engines the doc suites did not hold (stop 77):
Asciidoctor's default stylesheet (the ``toc2`` sidebar, ``div.listingblock`` code with
``data-lang``, the admonition drawn as a one-row table, the footer's version and
last-updated lines), Javadoc 21 (the top and sub navigation bars, the member grids of
``div`` cells, ``dl.notes`` of a method's parameters, the footer's copyright), Dokka
(Kotlin: the breadcrumbs, the copy popups, the platform tabs, the source link), YARD
(Ruby: the class list frame's links, the ``box_info`` of a class, the source code table
with line numbers, the "[View source]" toggle, the generator's footer), dartdoc (the
breadcrumbs, the constructors' ``dl``, the package footer), Rspress (its admonition
``div.rspress-directive``, the copy button, the "Edit this page" and last-updated lines,
the previous/next pager), Hugo's Hextra theme (its breadcrumbs, callout, the footer of
the article with "Last updated on" and the pager), Document360 (a knowledge base
article: the article's dates and reading time, its contents box, the feedback prompt
and its answers, the previous/next articles) and VuePress Theme Hope (the page info
line, the hint container, the contributors and last-edited lines). Each is the cache
library's page of :mod:`tests.auto.engine_docs` in the page's language, with the chrome
in that language where the engine has a language pack. No page is copied from a site
or from the shared datasets; the markup is written after the engines' default themes.
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

JAVA_EXAMPLE = (
    'Cache cache = new Cache(128, Duration.ofSeconds(60));\nProfile profile = cache.get("user:42");'
)
RUBY_SOURCE = "def get(key)\n  entry = @store[key]\n  entry&.value\nend"
KOTLIN_EXAMPLE = (
    'val cache = Cache(size = 128, ttl = 60.seconds)\nval profile = cache.get("user:42")'
)
DART_EXAMPLE = "final cache = Cache(size: 128, ttl: Duration(seconds: 60));\nfinal profile = cache.get('user:42');"
# Asciidoctor's labels (its ``attributes``: the contents' title, the note's caption, the
# footer's version and last-updated labels) in the page's language.
ASCIIDOCTOR = {
    "ru": ("Содержание", "Примечание", "Версия 1.2.0", "Последнее обновление 2024-03-12 09:00:00 +0300"),
    "de": ("Inhaltsverzeichnis", "Hinweis", "Version 1.2.0", "Zuletzt aktualisiert 2024-03-12 09:00:00 +0100"),
    "en": ("Table of Contents", "Note", "Version 1.2.0", "Last updated 2024-03-12 09:00:00 UTC"),
}  # fmt: skip
# Javadoc 21's language packs (en, ja): the navigation bar, the sub-navigation's labels,
# the search box, the notes' terms, the summary's captions.
JAVADOC = {
    "en": {
        "nav": ("Overview", "Package", "Class", "Use", "Tree", "Deprecated", "Index", "Help"),
        "sub": "Summary: Nested | Field | Constr | Method",
        "detail": "Detail: Field | Constr | Method",
        "search": "SEARCH", "class": "Class Cache", "params": "Parameters:", "returns": "Returns:",
        "ctors": "Constructor Summary", "methods": "Method Summary", "mdetails": "Method Details",
        "cols": ("Modifier and Type", "Method", "Description"),
        "copyright": "Copyright © 2024 kvcache authors. All rights reserved.",
    },
    "ja": {
        "nav": ("概要", "パッケージ", "クラス", "使用", "階層ツリー", "非推奨", "索引", "ヘルプ"),
        "sub": "概要: ネスト | フィールド | コンストラクタ | メソッド",
        "detail": "詳細: フィールド | コンストラクタ | メソッド",
        "search": "検索", "class": "クラスCache", "params": "パラメータ:", "returns": "戻り値:",
        "ctors": "コンストラクタの概要", "methods": "メソッドの概要", "mdetails": "メソッドの詳細",
        "cols": ("修飾子とタイプ", "メソッド", "説明"),
        "copyright": "Copyright © 2024 kvcache authors. All rights reserved.",
    },
}  # fmt: skip
# Rspress's language pack (zh, en): the admonition's title, "Edit this page", the
# last-updated label, the pager's labels, the outline's title, the copy button.
RSPRESS = {
    "zh": ("提示", "编辑此页面", "最后更新时间", "上一页", "下一页", "目录", "复制代码"),
    "en": ("TIP", "Edit this page", "Last Updated", "Previous Page", "Next Page", "ON THIS PAGE", "Copy code"),
}  # fmt: skip
# Hextra's i18n files (pt, ja): "Last updated on", "Edit this page on GitHub →", the
# "On this page" title, "Scroll to top", the search placeholder.
HEXTRA = {
    "pt": ("Última atualização em 12 de março de 2024", "Editar esta página no GitHub →", "Nesta página", "Voltar ao topo", "Pesquisar..."),
    "ja": ("最終更新日 2024年3月12日", "GitHubでこのページを編集 →", "このページの内容", "トップへ戻る", "検索..."),
}  # fmt: skip
# Document360's knowledge base strings (fr, es, ko): the dates, the reading time, the
# contents title, the feedback prompt, its answers and thanks, the pager, "Print".
DOC360 = {
    "fr": ("Mis à jour le 12 mars 2024", "Publié le 2 janvier 2024", "2 minutes de lecture",
           "Table des matières", "Cet article vous a-t-il été utile ?", "Oui", "Non",
           "Merci pour vos commentaires !", "Article précédent", "Article suivant", "Imprimer"),
    "es": ("Actualizado el 12 de marzo de 2024", "Publicado el 2 de enero de 2024", "2 minutos de lectura",
           "Tabla de contenido", "¿Le resultó útil este artículo?", "Sí", "No",
           "¡Gracias por sus comentarios!", "Artículo anterior", "Artículo siguiente", "Imprimir"),
    "ko": ("업데이트 날짜 2024년 3월 12일", "게시 날짜 2024년 1월 2일", "2분 읽기",
           "목차", "이 문서가 도움이 되었습니까?", "예", "아니요",
           "의견을 보내 주셔서 감사합니다!", "이전 문서", "다음 문서", "인쇄"),
}  # fmt: skip
# VuePress Theme Hope's zh pack: the page info (author, reading time, words), the tip's
# title, "Edit this page on GitHub", the last edited and contributors lines, the pager.
HOPE = ("kvcache 团队", "大约 2 分钟", "约 520 字", "提示", "在 GitHub 上编辑此页",
        "上次编辑于: 2024/3/12 09:00:00", "贡献者: ada, lin", "上一页", "下一页")  # fmt: skip


def _shape_guide(d: Doc, fences: tuple[tuple[str, str], ...]) -> Shape:
    """A guide page's structure: the title and its three sections, the code, the options
    table's header row, the numbered steps."""
    return Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        fences,
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )


def _asciidoctor(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    contents, caption, version, updated = ASCIIDOCTOR[w["lang"]]

    def listing(lang: str, code: str) -> str:
        return (
            "<div class='listingblock'><div class='content'><pre class='highlight'><code"
            f" class='language-{lang}' data-lang='{lang}'>{escape(code)}</code></pre></div></div>"
        )

    def section(anchor: str, heading: str, inner: str) -> str:
        return (
            f"<div class='sect1'><h2 id='_{anchor}'>{escape(heading)}</h2><div"
            f" class='sectionbody'>{inner}</div></div>"
        )

    toc = "".join(
        f"<li><a href='#_{a}'>{escape(t)}</a></li>"
        for a, t in (
            ("install", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    steps = "".join(f"<li><p>{escape(s)}</p></li>" for s in d.steps)
    body = (
        "<div id='header'><h1>" + escape(d.title) + "</h1><div class='details'><span id='author'"
        " class='author'>kvcache</span><br><span id='revnumber'>1.2.0</span></div><div"
        f" id='toc' class='toc2'><div id='toctitle'>{contents}</div><ul class='sectlevel1'>{toc}"
        "</ul></div></div><div id='content'><div id='preamble'><div class='sectionbody'><div"
        f" class='paragraph'><p>{escape(d.intro)}</p></div></div></div>"
        + section(
            "install",
            d.install_heading,
            f"<div class='paragraph'><p>{escape(d.install)}</p></div>{listing('bash', CODE_INSTALL)}",
        )
        + section(
            "options",
            d.options_heading,
            f"<div class='paragraph'><p>{escape(d.options)}</p></div>{_table(d, 'tableblock frame-all grid-all stretch')}"
            f"<div class='olist arabic'><ol class='arabic'>{steps}</ol></div>"
            "<div class='admonitionblock note'><table><tr><td class='icon'><div"
            f" class='title'>{caption}</div></td><td class='content'>{escape(d.note)}</td></tr>"
            "</table></div>",
        )
        + section(
            "example",
            d.example_heading,
            f"<div class='paragraph'><p>{escape(d.example)}</p></div>{listing('python', CODE_EXAMPLE)}"
            f"<div class='paragraph'><p>{escape(d.closing)}</p></div>",
        )
        + f"</div><div id='footer'><div id='footer-text'>{version}<br>{updated}</div></div>"
    )
    shape = _shape_guide(d, (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)))
    return _page(
        w["lang"], d.title, "kvcache", body, "<meta name='generator' content='Asciidoctor 2.0.20'>"
    ), shape


def _javadoc21(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    j = JAVADOC[w["lang"]]
    nav = "".join(
        f"<li><a href='../{n}.html'>{n}</a></li>"
        if n != j["nav"][2]
        else f"<li class='nav-bar-cell1-rev'>{n}</li>"
        for n in j["nav"]
    )
    cols = "".join(
        f"<div class='table-header col-{c}'>{t}</div>"
        for c, t in zip(("first", "second", "last"), j["cols"], strict=True)
    )
    params = "".join(f"<dd><code>{o}</code> - {escape(desc)}</dd>" for o, _, _, desc in d.rows[:1])
    body = (
        "<div class='flex-box'><header role='banner' class='flex-header'><nav role='navigation'>"
        "<div class='top-nav' id='navbar-top'><div class='skip-nav'><a href='#skip-navbar-top'"
        " title='Skip navigation links'>Skip navigation links</a></div><ul id='navbar-top-firstrow'"
        f" class='nav-list' title='Navigation'>{nav}</ul></div><div class='sub-nav'><div><ul"
        f" class='sub-nav-list'><li>{j['sub']}</li></ul><ul class='sub-nav-list'><li>{j['detail']}"
        "</li></ul></div><div class='nav-list-search'><input type='text' id='search-input'"
        f" value='{j['search']}' disabled='disabled'><input type='reset' id='reset-button'"
        " value='reset' disabled='disabled'></div></div><span class='skip-nav'"
        " id='skip-navbar-top'></span></nav></header><div class='flex-content'><main role='main'>"
        "<div class='header'><div class='sub-title'><span class='package-label-in-type'>Package</span>"
        f"&nbsp;<a href='package-summary.html'>org.kvcache</a></div><h1 title='{j['class']}'"
        f" class='title'>{j['class']}</h1></div><div class='inheritance' title='Inheritance Tree'>"
        "<a href='https://docs.oracle.com/javase/21/docs/api/java.base/java/lang/Object.html'"
        " class='external-link'>java.lang.Object</a><div class='inheritance'>org.kvcache.Cache</div>"
        "</div><section class='class-description' id='class-description'><hr><div"
        " class='type-signature'><span class='modifiers'>public class </span><span"
        " class='element-name type-name-label'>Cache</span>\n<span class='extends-implements'>"
        f"extends Object</span></div><div class='block'>{escape(d.intro)}</div></section>"
        "<section class='summary'><ul class='summary-list'><li><section class='method-summary'"
        f" id='method-summary'><h2>{j['methods']}</h2><div class='caption'><span>{j['methods']}"
        f"</span></div><div class='summary-table three-column-summary'>{cols}<div class='col-first"
        " even-row-color'><code>Profile</code></div><div class='col-second even-row-color'><code>"
        "<a href='#get(java.lang.String)' class='member-name-link'>get</a>(String&nbsp;key)</code>"
        f"</div><div class='col-last even-row-color'><div class='block'>{escape(d.example)}</div>"
        "</div></div></section></li></ul></section><section class='details'><ul"
        " class='details-list'><li><section class='method-details' id='method-detail'><h2>"
        f"{j['mdetails']}</h2><ul class='member-list'><li><section class='detail'"
        " id='get(java.lang.String)'><h3>get</h3><div class='member-signature'><span"
        " class='modifiers'>public</span>&nbsp;<span class='return-type'>Profile</span>&nbsp;"
        "<span class='element-name'>get</span><wbr><span class='parameters'>(String&nbsp;key)"
        f"</span></div><div class='block'>{escape(d.options)}</div><dl class='notes'><dt>"
        f"{j['params']}</dt>{params}<dt>{j['returns']}</dt><dd>{escape(d.closing)}</dd></dl>"
        f"<pre><code>{escape(JAVA_EXAMPLE)}</code></pre></section></li></ul></section></li></ul>"
        "</section></main><footer role='contentinfo'><hr><p class='legal-copy'><small>"
        f"{j['copyright']}</small></p></footer></div></div>"
    )
    shape = Shape(
        {j["class"]: 1, j["methods"]: 2, j["mdetails"]: 2, "get": 3}, (("", JAVA_EXAMPLE),)
    )
    head = "<meta name='generator' content='javadoc/ClassWriterImpl'>"
    return _page(w["lang"], "Cache (kvcache 1.2.0 API)", "kvcache", body, head), shape


def _dokka(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    body = (
        "<div class='navigation-wrapper' id='navigation-wrapper'><div class='library-name'><a"
        " href='../../index.html'>kvcache</a></div><div class='library-version'>1.2.0</div><div"
        " class='filter-section' id='filter-section'><button class='platform-tag platform-selector"
        " jvm-like' data-active='' data-filter=':dokkaHtml/main'>jvm</button></div><div"
        " id='searchBar'></div></div><div id='container'><div class='sidebar' id='leftColumn'><div"
        " class='sidebar--inner' id='sideMenu'></div></div><div id='main'><div"
        " class='main-content' data-page-type='classlike' id='content'><div class='breadcrumbs'><a"
        " href='../../index.html'>kvcache</a><span class='delimiter'>/</span><a"
        " href='../index.html'>org.kvcache</a><span class='delimiter'>/</span><span"
        " class='current'>Cache</span></div><div class='cover'><h1 class='cover'><span>Cache</span>"
        "</h1><div class='platform-hinted' data-platform-hinted='data-platform-hinted'><div"
        " class='content sourceset-dependent-content' data-active='' data-togglable=':dokkaHtml/main'>"
        "<div class='symbol monospace'><span class='token keyword'>class </span><a"
        " href='index.html'>Cache</a>(<span class='parameter'>size<span class='token"
        " operator'>: </span>Int</span>, <span class='parameter'>ttl<span class='token"
        " operator'>: </span>Duration</span>)<span class='top-right-position'><span"
        " class='copy-icon'></span><div class='copy-popup-wrapper popup-to-left'><span"
        " class='copy-popup-icon'></span><span>Content copied to clipboard</span></div></span>"
        f"<span class='clearfix'></span></div><p class='paragraph'>{escape(d.intro)}</p><p"
        f" class='paragraph'>{escape(d.options)}</p><div class='sample-container'><pre><code"
        f" class='block lang-kotlin' theme='idea'>{escape(KOTLIN_EXAMPLE)}</code></pre><span"
        " class='top-right-position'><span class='copy-icon'></span><div class='copy-popup-wrapper"
        " popup-to-left'><span class='copy-popup-icon'></span><span>Content copied to"
        " clipboard</span></div></span></div><h4 class=''>Source</h4><div class='table'"
        " data-togglable='Sources'><a href='https://github.com/kvcache/kvcache/blob/main/src/Cache.kt#L12'"
        " id='source-link'>(source)</a></div></div></div></div><div class='tabbedcontent'><div"
        " class='tabs-section' tabs-section='tabs-section'><button class='section-tab'"
        " data-active='' data-togglable='CONSTRUCTOR,TYPE,PROPERTY,FUNCTION'>Members</button></div>"
        "<div class='tabs-section-body'><div data-togglable='FUNCTION'><h2 class=''>Functions</h2>"
        "<div class='table'><div class='table-row' data-togglable='FUNCTION'><div"
        " class='main-subrow keyValue '><div class=''><span class='inline-flex'><div><a"
        " href='get.html'><span>get</span></a></div><span class='anchor-wrapper'><span"
        " class='anchor-icon' pointing-to='org.kvcache/Cache/get/#kotlin.String/PointingToDeclaration/'>"
        "</span><div class='copy-popup-wrapper'><span class='copy-popup-icon'></span><span>Link"
        " copied to clipboard</span></div></span></span></div><div><div class='title'><div"
        " class='platform-hinted'><div class='content sourceset-dependent-content' data-active=''>"
        "<div class='symbol monospace'><span class='token keyword'>fun </span><a"
        " href='get.html'><span class='token function'>get</span></a>(<span class='parameter'>key"
        f"<span class='token operator'>: </span>String</span>): Profile?</div><div class='brief'>"
        f"<p class='paragraph'>{escape(d.example)}</p></div></div></div></div></div></div></div>"
        f"</div></div></div></div><p class='paragraph'>{escape(d.closing)}</p></div><div"
        " class='footer'><span class='go-to-top-icon'><a href='#content' id='go-to-top-link'></a>"
        "</span><span>© 2024 Copyright</span><span class='pull-right'><span>Generated by </span><a"
        " href='https://github.com/Kotlin/dokka'><span>dokka</span><span class='padded-icon'>"
        "</span></a></span></div></div></div>"
    )
    shape = Shape({"Cache": 1, "Functions": 2}, (("kotlin", KOTLIN_EXAMPLE),))
    return _page(w["lang"], "Cache", "kvcache", body), shape


def _yard(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    numbers = "\n".join(str(n) for n in range(12, 16))
    body = (
        "<div class='nav_wrap'><iframe id='nav' src='class_list.html?1'></iframe><div"
        " id='resizer'></div></div><div id='main' tabindex='-1'><div id='header'><div"
        " id='menu'><a href='_index.html'>Index (C)</a> &raquo; <span class='title'><a"
        " href='Kvcache.html' title='Kvcache (module)'>Kvcache</a></span> &raquo; <span"
        " class='title'>Cache</span></div><div id='search'><a class='full_list_link'"
        " id='class_list_link' href='class_list.html'><svg width='24' height='24'></svg></a></div>"
        "<div class='clear'></div></div><div id='content'><h1>Class: Kvcache::Cache</h1><div"
        " class='box_info'><dl><dt>Inherits:</dt><dd><span class='inheritName'>Object</span><ul"
        " class='fullTree'><li>Object</li><li class='next'>Kvcache::Cache</li></ul><a href='#'"
        " class='inheritanceTree'>show all</a></dd></dl><dl><dt>Defined in:</dt><dd>"
        "lib/kvcache/cache.rb</dd></dl></div><h2>Overview</h2><div class='docstring'><div"
        f" class='discussion'><p>{escape(d.intro)}</p><p>{escape(d.options)}</p></div></div>"
        "<h2>Instance Method Summary <small><a href='#' class='summary_toggle'>collapse</a>"
        "</small></h2><ul class='summary'><li class='public '><span class='summary_signature'><a"
        " href='#get-instance_method' title='#get (instance method)'>#<strong>get</strong>(key)"
        " &#x21d2; Object </a></span><span class='summary_desc'><div class='inline'><p>"
        f"{escape(d.example)}</p></div></span></li></ul><div id='instance_method_details'"
        " class='method_details_list'><h2>Instance Method Details</h2><div class='method_details"
        " first'><h3 class='signature first' id='get-instance_method'>#<strong>get</strong>(key)"
        " &#x21d2; <tt>Object</tt></h3><div class='docstring'><div class='discussion'><p>"
        f"{escape(d.closing)}</p></div></div><table class='source_code'><tr><td><pre"
        f" class='lines'>{numbers}</pre></td><td><pre class='code'><span class='info file'># File"
        f" 'lib/kvcache/cache.rb', line 12</span>\n\n{escape(RUBY_SOURCE)}</pre></td></tr></table>"
        "</div></div></div><div id='footer'>Generated on Tue Mar 12 09:00:00 2024 by <a"
        " href='https://yardoc.org' title='Yay! A Ruby Documentation Tool' target='_parent'>yard</a>"
        " 0.9.36 (ruby-3.3.0).</div></div>"
    )
    shape = Shape({"Class: Kvcache::Cache": 1, "Overview": 2, "Instance Method Details": 2})
    return _page(
        w["lang"], "Class: Kvcache::Cache", "Documentation for kvcache (1.2.0)", body
    ), shape


def _dartdoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    body = (
        "<div id='overlay-under-drawer'></div><header id='title'><span id='sidenav-left-toggle'"
        " class='material-symbols-outlined' role='button' tabindex='0'>menu</span><ol"
        " class='breadcrumbs gt-separated dark hidden-xs'><li><a href='../index.html'>kvcache</a>"
        "</li><li><a href='../kvcache/kvcache-library.html'>kvcache.dart</a></li><li"
        " class='self-crumb'>Cache class</li></ol><div class='self-name'>Cache</div><form"
        " class='search navbar-right' role='search'><input type='text' id='search-box'"
        " autocomplete='off' disabled class='form-control typeahead' placeholder='Loading"
        " search...'></form><div class='toggle' id='theme-button' title='Toggle brightness'><label"
        " for='theme'><input type='checkbox' id='theme' value='light-theme'><span"
        " id='dark-theme-button' class='material-symbols-outlined'>dark_mode</span><span"
        " id='light-theme-button' class='material-symbols-outlined'>light_mode</span></label></div>"
        "</header><main><div id='dartdoc-main-content' class='main-content'"
        " data-above-sidebar='kvcache/kvcache-library-sidebar.html' data-below-sidebar='kvcache/Cache"
        "-class-sidebar.html'><div><h1><span class='kind-class'>Cache</span> class <a"
        " href='https://dart.dev/language/classes' class='feature'>final</a></h1></div><section"
        f" class='desc markdown'><p>{escape(d.intro)}</p><p>{escape(d.options)}</p><pre"
        f" class='language-dart'><code class='language-dart'>{escape(DART_EXAMPLE)}</code></pre>"
        "</section><section class='summary offset-anchor' id='constructors'><h2>Constructors</h2>"
        "<dl class='constructor-summary-list'><dt id='Cache' class='callable'><span"
        " class='name'><a href='../kvcache/Cache/Cache.html'>Cache</a></span><span"
        " class='signature'>({<span class='parameter' id='-param-size'><span"
        " class='type-annotation'>int</span> <span class='parameter-name'>size</span> = <span"
        " class='default-value'>1024</span>, </span>})</span></dt><dd>"
        f"{escape(d.example)}</dd></dl></section><section class='summary offset-anchor'"
        " id='instance-methods'><h2>Methods</h2><dl class='callables'><dt id='get'"
        " class='callable'><span class='name'><a href='../kvcache/Cache/get.html'>get</a></span><span"
        " class='signature'>(<wbr><span class='parameter' id='get-param-key'><span"
        " class='type-annotation'>String</span> <span class='parameter-name'>key</span></span>)"
        " <span class='returntype parameter'>&#8594; Profile?</span></span></dt><dd"
        f" class='inherited'>{escape(d.closing)}</dd></dl></section></div><div"
        " id='dartdoc-sidebar-left' class='sidebar sidebar-offcanvas-left'><header"
        " id='header-search-sidebar' class='hidden-l'><form class='search-sidebar'"
        " role='search'><input type='text' id='search-sidebar' autocomplete='off' disabled"
        " class='form-control typeahead' placeholder='Loading search...'></form></header><ol"
        " class='breadcrumbs gt-separated dark hidden-l' id='sidebar-nav'><li><a"
        " href='../index.html'>kvcache</a></li><li class='self-crumb'>Cache class</li></ol><h5>"
        "kvcache library</h5><div id='dartdoc-sidebar-left-content'></div></div><div"
        " id='dartdoc-sidebar-right' class='sidebar sidebar-offcanvas-right'><h5>Cache class</h5>"
        "</div></main><footer><span class='no-break'>kvcache 1.2.0</span></footer>"
    )
    shape = Shape(
        {"Constructors": 2, "Methods": 2},
        (("dart", DART_EXAMPLE),),
        "",
        ("get(String key) → Profile?",),
    )
    return _page(w["lang"], "Cache class - kvcache library - Dart API", "kvcache", body), shape


def _rspress(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    tip, edit, updated, previous, following, outline, copy = RSPRESS[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='language-{lang}'><div class='rspress-code-content rspress-scrollbar'>"
            f"<div><pre class='code' style='background-color:inherit'><code class='language-{lang}'>"
            f"{escape(text)}</code></pre></div><div class='rspress-code-button-group'><button"
            f" class='rspress-code-copy-button' title='{copy}'><svg></svg></button></div></div></div>"
        )

    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}' class='rspress-doc-heading'><a class='header-anchor'"
            f" href='#{anchor}' aria-hidden='true'>#</a>{escape(text)}</{tag}>"
        )

    side = "".join(
        f"<a class='rspress-sidebar-item' href='/guide/{i}'>{n}</a>"
        for i, n in enumerate(SIDEBAR[:6])
    )
    body = (
        "<div class='rspress-nav'><div class='rspress-nav-title'><a href='/'>kvcache</a></div><div"
        " class='rspress-nav-search'><button class='rspress-nav-search-button'>"
        f"{w['search']}</button></div></div><aside class='rspress-sidebar'><nav>{side}</nav></aside>"
        "<main><div class='rspress-doc-container'><div class='rspress-doc'>"
        f"{h('h1', 'configuring', d.title)}<p>{escape(d.intro)}</p>{h('h2', 'installation', d.install_heading)}"
        f"<p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}{h('h2', 'options', d.options_heading)}"
        f"<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}<div class='rspress-directive tip'><div"
        f" class='rspress-directive-title'>{tip}</div><div class='rspress-directive-content'><p>"
        f"{escape(d.note)}</p></div></div>{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}"
        f"</p>{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div><footer"
        " class='rspress-doc-footer'><div class='rspress-edit-link'><a"
        " href='https://github.com/kvcache/docs/edit/main/guide/configuring.mdx'>"
        f"{edit}</a></div><div class='rspress-last-updated'><p>{updated}: <span>2024/3/12"
        " 09:00:00</span></p></div><div class='rspress-prev-next'><a"
        f" class='rspress-prev-next-link' href='/guide/quickstart'><span>{previous}</span><span>"
        f"{SIDEBAR[1]}</span></a><a class='rspress-prev-next-link' href='/guide/eviction'><span>"
        f"{following}</span><span>{SIDEBAR[3]}</span></a></div></footer></div><div"
        f" class='rspress-doc-outline'><div class='rspress-outline-title'>{outline}</div><ul>"
        f"<li><a href='#installation'>{escape(d.install_heading)}</a></li><li><a href='#options'>"
        f"{escape(d.options_heading)}</a></li></ul></div></main>"
    )
    shape = _shape_guide(d, (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)))
    return _page(
        w["lang"], d.title, "kvcache", body, "<meta name='generator' content='Rspress v1.40.0'>"
    ), shape


def _hextra(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    updated, edit, on_page, top, search = HEXTRA[w["lang"]]
    side = "".join(
        f"<li><a class='hx-flex' href='/docs/{i}/'>{n}</a></li>" for i, n in enumerate(SIDEBAR[:6])
    )
    body = (
        "<div class='nav-container hx-sticky'><nav class='hx-mx-auto hx-flex'><a class='hx-flex"
        " hx-items-center' href='/'><span class='hx-select-none'>kvcache</span></a><div"
        " class='search-wrapper hx-relative'><input placeholder='"
        + search
        + "' class='search-input'"
        " type='search'></div></nav></div><div class='hx-mx-auto hx-flex'><aside"
        " class='sidebar-container hx-flex'><div class='hx-overflow-y-auto'><ul"
        f" class='hx-flex hx-flex-col'>{side}</ul></div></aside><nav class='hextra-toc"
        f" hx-order-last'><div class='hx-sticky'><p class='hx-mb-4 hx-font-semibold'>{on_page}</p>"
        f"<ul><li><a href='#instalação'>{escape(d.install_heading)}</a></li></ul><div"
        f" class='hx-mt-8 hx-border-t'><button aria-hidden='true' id='backToTop'>{top}</button></div>"
        "</div></nav><article class='hx-w-full hx-break-words hx-flex'><main class='hx-w-full"
        " hx-min-w-0'><div class='hx-mt-1.5 hx-flex hx-items-center hx-gap-1'><div"
        " class='hx-whitespace-nowrap hx-transition-colors'><a href='/docs/'>Docs</a></div><svg"
        " class='hx-w-3.5'></svg><div class='hx-whitespace-nowrap'>"
        f"{escape(SIDEBAR[0])}</div><svg class='hx-w-3.5'></svg><div class='hx-font-medium'>"
        f"{escape(d.title)}</div></div><div class='content'><h1>{escape(d.title)}</h1><p>"
        f"{escape(d.intro)}</p><h2>{escape(d.install_heading)}<span class='hx-absolute' id='i'>"
        f"</span><a href='#i' class='subheading-anchor' aria-label='Permalink'></a></h2><p>"
        f"{escape(d.install)}</p><div class='hextra-code-block hx-relative'><div><pre><code"
        f" class='language-bash' data-lang='bash'>{escape(CODE_INSTALL)}</code></pre></div><div"
        " class='hextra-code-copy-btn-container'><button class='hextra-code-copy-btn'"
        f" title='Copy code'><div class='copy-icon'></div></button></div></div><h2>"
        f"{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>{_table(d)}{_steps(d)}<div"
        " class='hx-overflow-x-auto hx-mt-6 hx-flex hx-rounded-lg hx-border hx-py-2'><div"
        " class='hx-select-none hx-text-xl'>ℹ️</div><div class='hx-w-full hx-min-w-0'>"
        f"{escape(d.note)}</div></div><h2>{escape(d.example_heading)}</h2><p>{escape(d.example)}"
        "</p><div class='hextra-code-block hx-relative'><div><pre><code class='language-python'"
        f" data-lang='python'>{escape(CODE_EXAMPLE)}</code></pre></div></div><p>{escape(d.closing)}"
        "</p></div><div class='hx-mt-16'></div><div class='hx-mb-8 hx-flex hx-flex-col'><div"
        f" class='hx-mt-12 hx-mb-8 hx-block hx-text-xs'>{updated}</div></div><div"
        " class='hx-mb-8 hx-flex hx-items-center hx-border-t hx-pt-8'><a href='/docs/quickstart/'"
        f" title='{SIDEBAR[1]}' class='hx-flex hx-max-w-[50%]'>{SIDEBAR[1]}</a><a"
        f" href='/docs/eviction/' title='{SIDEBAR[3]}' class='hx-flex hx-max-w-[50%]'>{SIDEBAR[3]}"
        "</a></div><div class='hx-mt-2'><a class='hx-text-xs' href='https://github.com/kvcache/"
        f"docs/edit/main/content/docs/configuring.md'>{edit}</a></div></main></article></div>"
        "<footer class='hextra-footer'><div class='hx-mx-auto hx-flex'><div class='hx-flex'>"
        "Powered by Hextra</div></div><div class='hx-text-xs'>© 2024 kvcache.</div></footer>"
    )
    shape = _shape_guide(d, (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)))
    return _page(
        w["lang"], d.title, "kvcache", body, "<meta name='generator' content='Hugo 0.124.1'>"
    ), shape


def _document360(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    (updated, published, reading, contents, helpful, yes, no, thanks, previous, following,
     printing) = DOC360[w["lang"]]  # fmt: skip
    toc = "".join(
        f"<li class='toc-item'><a href='#{a}'>{escape(t)}</a></li>"
        for a, t in (
            ("install", d.install_heading),
            ("options", d.options_heading),
            ("example", d.example_heading),
        )
    )
    body = (
        "<div class='d360-kb-header'><a class='logo' href='/'>kvcache</a><div"
        f" class='search-box'><input type='text' placeholder='{w['search']}'></div></div><div"
        " class='d360-layout'><div class='category-tree'><ul>"
        + "".join(
            f"<li class='tree-item'><a href='/docs/{i}'>{n}</a></li>"
            for i, n in enumerate(SIDEBAR[:6])
        )
        + "</ul></div><div class='article-container'><div class='d360-breadcrumb'><a"
        f" href='/'>{w['home']}</a><span> / </span><a href='/docs/guide'>{w['guide']}</a></div>"
        f"<div class='article-title'><h1>{escape(d.title)}</h1></div><div class='article-info'>"
        f"<span class='article-updated'>{updated}</span><span class='article-published'>"
        f"{published}</span><span class='article-read-time'>{reading}</span><button"
        f" class='print-btn'>{printing}</button></div><div class='article-content'"
        f" id='articleContent'><p>{escape(d.intro)}</p><h2 id='install'>{escape(d.install_heading)}"
        f"</h2><p>{escape(d.install)}</p><pre><code class='language-bash'>{escape(CODE_INSTALL)}"
        f"</code></pre><h2 id='options'>{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>"
        f"{_table(d)}{_steps(d)}<div class='infoBox'><p>{escape(d.note)}</p></div><h2"
        f" id='example'>{escape(d.example_heading)}</h2><p>{escape(d.example)}</p><pre><code"
        f" class='language-python'>{escape(CODE_EXAMPLE)}</code></pre><p>{escape(d.closing)}</p>"
        "</div><div class='article-feedback'><div class='feedback-question'><span>"
        f"{helpful}</span><button class='btn-yes'>{yes}</button><button class='btn-no'>{no}"
        f"</button></div><div class='feedback-thanks d-none'>{thanks}</div></div><div"
        " class='article-navigation'><a class='prev-article' href='/docs/quickstart'><span>"
        f"{previous}</span><span>{SIDEBAR[1]}</span></a><a class='next-article'"
        f" href='/docs/eviction'><span>{following}</span><span>{SIDEBAR[3]}</span></a></div></div>"
        f"<div class='article-toc'><div class='toc-title'>{contents}</div><ul>{toc}</ul></div>"
        "</div><div class='d360-footer'>© 2024 kvcache · Powered by Document360</div>"
    )
    shape = _shape_guide(d, (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)))
    return _page(w["lang"], d.title, "kvcache Knowledge Base", body), shape


def _hope(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    author, reading, words, tip, edit, edited, contributors, previous, following = HOPE

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='language-{lang} line-numbers-mode' data-ext='{lang}' data-title='{lang}'>"
            f"<button class='copy' title='复制代码' data-copied='已复制'></button><pre"
            f" class='language-{lang}'><code>{escape(text)}</code></pre><div"
            " class='line-numbers' aria-hidden='true'>"
            + "".join("<div class='line-number'></div>" for _ in text.split("\n"))
            + "</div></div>"
        )

    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}' tabindex='-1'><a class='header-anchor' href='#{anchor}'><span>"
            f"{escape(text)}</span></a></{tag}>"
        )

    side = "".join(
        f"<li><a class='vp-sidebar-link' href='/guide/{i}.html'>{n}</a></li>"
        for i, n in enumerate(SIDEBAR[:6])
    )
    body = (
        "<div class='theme-container has-toc'><header class='vp-navbar' id='navbar'><div"
        " class='vp-navbar-start'><a class='vp-brand' href='/'><span class='vp-site-name'>kvcache"
        "</span></a></div><div class='vp-navbar-end'><div class='search-box'><input"
        f" aria-label='{w['search']}' autocomplete='off' placeholder='{w['search']}'></div></div>"
        f"</header><aside class='vp-sidebar'><ul class='vp-sidebar-links'>{side}</ul></aside>"
        "<main class='vp-page' id='main-content'><nav class='vp-breadcrumb'><ol><li><a"
        f" href='/'>{w['home']}</a></li><li><a href='/guide/'>{w['guide']}</a></li></ol></nav><div"
        f" class='vp-page-title'><h1>{escape(d.title)}</h1><div class='page-info'><span"
        f" class='page-author-info' aria-label='作者🖊'><span class='page-author-item'>{author}"
        "</span></span><span class='page-date-info' aria-label='写作日期📅'><span>2024/3/12</span>"
        f"</span><span class='page-reading-time-info' aria-label='阅读时间⌛'><span>{reading}</span>"
        f"</span><span class='page-word-info' aria-label='字数🔠'><span>{words}</span></span></div>"
        f"<hr></div><div class='theme-hope-content'><p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"<div class='hint-container tip'><p class='hint-container-title'>{tip}</p><p>{escape(d.note)}"
        f"</p></div>{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div><footer class='vp-page-meta'>"
        "<div class='vp-meta-item edit-link'><a class='vp-meta-label' href='https://github.com/"
        f"kvcache/docs/edit/main/guide/configuring.md'>{edit}</a></div><div class='vp-meta-item"
        f" git-info'><div class='update-time'><span class='vp-meta-label'>{edited}</span></div><div"
        f" class='contributors'><span class='vp-meta-label'>{contributors}</span></div></div>"
        "</footer><nav class='vp-page-nav'><a class='route-link nav-link prev'"
        f" href='/guide/quickstart.html'><div class='hint'>{previous}</div><div class='link'>"
        f"{SIDEBAR[1]}</div></a><a class='route-link nav-link next' href='/guide/eviction.html'><div"
        f" class='hint'>{following}</div><div class='link'>{SIDEBAR[3]}</div></a></nav></main>"
        "<footer class='vp-footer-wrapper'><div class='vp-copyright'>MIT Licensed | Copyright ©"
        " 2024 kvcache</div></footer></div>"
    )
    shape = _shape_guide(d, (("bash", CODE_INSTALL), ("python", CODE_EXAMPLE)))
    head = "<meta name='generator' content='VuePress 2.0.0-rc.9'>"
    return _page(w["lang"], d.title, "kvcache", body, head), shape


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "asciidoctor": _asciidoctor,
    "javadoc21": _javadoc21,
    "dokka": _dokka,
    "yard": _yard,
    "dartdoc": _dartdoc,
    "rspress": _rspress,
    "hextra": _hextra,
    "document360": _document360,
    "hope": _hope,
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "asciidoctor": (),
    "javadoc21": ("Skip navigation links",),
    "dokka": ("kvcache", "1.2.0", "jvm", "Content copied to clipboard", "Link copied to clipboard",
              "Members", "(source)", "© 2024 Copyright", "Generated by dokka"),
    "yard": ("Index (C) » Kvcache » Cache", "Defined in:", "lib/kvcache/cache.rb", "show all",
             "collapse", "Generated on Tue Mar 12 09:00:00 2024 by yard 0.9.36 (ruby-3.3.0)."),
    "dartdoc": ("menu", "kvcache library", "kvcache 1.2.0", "dark_mode", "light_mode",
                "kvcache kvcache.dart Cache class"),
    "rspress": ("kvcache", *SIDEBAR[:2]),
    "hextra": ("kvcache", "Powered by Hextra", "© 2024 kvcache.", f"Docs {SIDEBAR[0]}", "Copy code"),
    "document360": ("kvcache", *SIDEBAR[:2], "© 2024 kvcache · Powered by Document360"),
    "hope": ("kvcache", *SIDEBAR[:2], "MIT Licensed | Copyright © 2024 kvcache", *HOPE[:3], *HOPE[4:]),
}  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "asciidoctor":
        contents, _, version, updated = ASCIIDOCTOR[lang]
        return (contents, version, updated)
    if engine == "javadoc21":
        j = JAVADOC[lang]
        return (*j["nav"], j["sub"], j["detail"], j["copyright"], " ".join(j["nav"]))
    if engine == "rspress":
        return (*RSPRESS[lang][1:], f"{RSPRESS[lang][2]}: 2024/3/12 09:00:00")
    if engine == "hextra":
        return HEXTRA[lang][:4]
    if engine == "document360":
        return DOC360[lang]
    return ()


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    if engine == "javadoc21":
        return (d.intro, d.options, d.example, d.closing, *JAVA_EXAMPLE.split("\n"), d.rows[0][3])
    if engine in ("dokka", "yard", "dartdoc"):
        code = {"dokka": KOTLIN_EXAMPLE, "yard": RUBY_SOURCE, "dartdoc": DART_EXAMPLE}[engine]
        return (
            d.intro,
            d.options,
            d.example,
            d.closing,
            *(line.strip() for line in code.split("\n")),
        )
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
