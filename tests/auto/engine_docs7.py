"""Synthetic documentation pages of engines and page shapes the doc suites did not hold
(stop 75): Haskell's Haddock (a module page: the info table, a synopsis in ``details``,
signatures with "Source" and "#" links), the PHP manual (a function's reference page: its
signature, a parameter list, an example whose code lines are ``<br>``-separated, the
user-notes section), an Intercom help-centre article (the writer's line, the reactions
prompt), a Redoc API reference (an operation: its path, its request schema, response
samples under tabs), a Perl module's POD on metacpan (``h1`` sections, the release's
tool box) and a Help Scout Docs article (the help prompt, the update line). Each is the cache library's page of :mod:`tests.auto.engine_docs`
in the page's language, the chrome in the page's language where the engine has a language
pack. No page is copied from a site or from the shared datasets; the markup is written
after the engines' default themes. :func:`doc_page` returns the structure a Markdown
reader must find (:class:`tests.auto.engine_docs5.Shape`)."""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_docs import (
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

HS_SIGNATURE = "newCache :: Int -> Int -> IO Cache"
HS_EXAMPLE = 'cache <- newCache 128 60\nprofile <- lookup cache "user:42"'
PHP_SIGNATURE = "kvcache_get(string $key, mixed $default = null): mixed"
PHP_LINES = ("<?php", "$cache = new KVCache(128, 60);", '$profile = kvcache_get("user:42");',
             "var_dump($profile);", "?>")  # fmt: skip
PERL_EXAMPLE = (
    "use KVCache;\n\nmy $cache = KVCache->new(size => 128, ttl => 60);\n"
    "my $profile = $cache->get('user:42');"
)
JSON_SAMPLE = '{\n  "key": "user:42",\n  "ttl": 60\n}'
# The PHP manual's section titles as its translations write them: description,
# parameters, return values, examples, the example's caption, see also.
PHP_WORDS = {
    "en": ("Description", "Parameters", "Return Values", "Examples", "Example #1", "See Also"),
    "de": ("Beschreibung", "Parameter-Liste", "Rückgabewerte", "Beispiele", "Beispiel #1", "Siehe auch"),
    "ja": ("説明", "パラメータ", "戻り値", "例", "例1", "参考"),
    "pt": ("Descrição", "Parâmetros", "Valor Retornado", "Exemplos", "Exemplo #1", "Veja Também"),
    "ru": ("Описание", "Список параметров", "Возвращаемые значения", "Примеры", "Пример #1", "Смотрите также"),
}  # fmt: skip
# Intercom's article strings: the writer's line, the update line, the reactions prompt,
# the related articles' title.
INTERCOM = {
    "en": ("Written by", "Updated over a week ago", "Did this answer your question?", "Related Articles"),
    "fr": ("Écrit par", "Mis à jour il y a plus d'une semaine", "Cela a-t-il répondu à votre question ?", "Articles associés"),
    "ko": ("작성자:", "1주 전에 업데이트됨", "질문에 대한 답변이 되었나요?", "관련 문서"),
    "zh": ("作者", "一周前更新", "这是否解答了您的问题？", "相关文章"),
    "es": ("Escrito por", "Actualizado hace más de una semana", "¿Esto respondió a tu pregunta?", "Artículos relacionados"),
}  # fmt: skip

# Help Scout Docs' strings: the update line, the help prompt and its link, the credit.
HELPSCOUT = {
    "en": ("Last updated on March 12, 2024", "Still need help?", "Contact Us", "Help Scout"),
    "de": ("Zuletzt aktualisiert am 12. März 2024", "Brauchen Sie noch Hilfe?", "Kontaktieren Sie uns", "Help Scout"),
    "pt": ("Última atualização em 12 de março de 2024", "Ainda precisa de ajuda?", "Fale conosco", "Help Scout"),
    "ja": ("最終更新日：2024年3月12日", "まだお困りですか？", "お問い合わせ", "Help Scout"),
}  # fmt: skip


def _haddock(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(anchor: int, text: str) -> str:
        return f"<a href='#g:{anchor}' id='g:{anchor}'><h1>{escape(text)}</h1></a>"

    def top(name: str, signature: str, doc: str) -> str:
        rest = escape(signature.split(" :: ", 1)[1])
        return (
            f"<div class='top'><p class='src'><a id='v:{name}' class='def'>{name}</a> :: {rest}"
            f" <a href='src/KVCache.html#{name}' class='link'>Source</a> <a href='#v:{name}'"
            f" class='selflink'>#</a></p><div class='doc'><p>{escape(doc)}</p></div></div>"
        )

    info = "".join(
        f"<tr><th>{k}</th><td>{v}</td></tr>"
        for k, v in (("Copyright", "(c) 2024 A. Author"), ("License", "BSD-3-Clause"),
                     ("Maintainer", "author@example.org"), ("Stability", "experimental"),
                     ("Safe Haskell", "Safe"), ("Language", "Haskell2010"))
    )  # fmt: skip
    sections = (d.install_heading, d.options_heading, d.example_heading)
    body = (
        "<div id='package-header'><span class='caption'>kvcache-2.4.1: A small in-memory"
        " cache</span><ul class='links' id='page-menu'><li><a href='src/KVCache.html'>Source"
        "</a></li><li><a href='index.html'>Contents</a></li><li><a href='doc-index.html'>Index"
        "</a></li></ul></div><div id='content'><div id='module-header'><table class='info'>"
        f"{info}</table><p class='caption'>KVCache</p></div><div id='table-of-contents'><div"
        " id='contents-list'><p class='caption' onclick='window.scrollTo(0,0)'>Contents</p><ul>"
        + "".join(f"<li><a href='#g:{i}'>{escape(s)}</a></li>" for i, s in enumerate(sections, 1))
        + "</ul></div></div><div id='description'><p class='caption'>Description</p><div"
        f" class='doc'><p>{escape(d.intro)}</p></div></div><div id='synopsis'><details"
        " id='syn'><summary>Synopsis</summary><ul class='details-toggle' data-details-id='syn'>"
        "<li class='src short'><a href='#v:newCache'>newCache</a> :: Int -&gt; Int -&gt; IO"
        " Cache</li><li class='src short'><a href='#v:lookup'>lookup</a> :: Cache -&gt; Key"
        " -&gt; IO (Maybe Value)</li></ul></details></div><div id='interface'>"
        f"{h(1, d.install_heading)}<div class='doc'><p>{escape(d.install)}</p><pre>"
        f"cabal install kvcache</pre></div>{h(2, d.options_heading)}"
        f"{top('newCache', HS_SIGNATURE, d.options)}<div class='doc'>{_table(d)}{_steps(d)}"
        f"</div>{h(3, d.example_heading)}{top('lookup', 'lookup :: Cache -> Key -> IO (Maybe Value)', d.example)}"
        f"<div class='doc'><pre>{escape(HS_EXAMPLE)}</pre><p>{escape(d.closing)}</p></div></div>"
        "</div><div id='footer'><p>Produced by <a href='http://www.haskell.org/haddock/'>"
        "Haddock</a> version 2.29.1</p></div>"
    )
    shape = Shape(
        {d.install_heading: 1, d.options_heading: 1, d.example_heading: 1},
        (),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
        {"code": HS_EXAMPLE},
    )
    return _page(w["lang"], "KVCache", "kvcache-2.4.1", body), shape


def _php_manual(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    desc, params, returns, examples, example1, see = PHP_WORDS[w["lang"]]
    code = "<br>".join(escape(line) for line in PHP_LINES)
    dl = "".join(
        f"<dt><code class='parameter'>{o}</code></dt><dd><p class='para'>{escape(t)}</p></dd>"
        for o, _, _, t in d.rows
    )
    nav = "".join(
        f"<li class='navbar__item'><a href='/{x.lower()}.php' class='navbar__link'>{x}</a></li>"
        for x in ("Downloads", "Documentation", "Get Involved", "Help")
    )
    menu = "".join(
        f"<li class=''><a href='function.kvcache-{x}.php' title='kvcache_{x}'>kvcache_{x}</a></li>"
        for x in ("clear", "delete", "get", "put", "stats")
    )
    body = (
        "<nav id='head-nav' class='navbar navbar-fixed-top'><div class='navbar__inner'><a"
        " href='/' aria-label='PHP Home' class='navbar__brand'><img src='/images/logos/php.svg'"
        f" width='48' height='24' alt='php'></a><ul class='navbar__nav'>{nav}</ul><form"
        " class='navbar__search-form' action='/manual-lookup.php' method='get'><input"
        " type='search' name='pattern' class='navbar__search-input' placeholder='Search docs'"
        " accesskey='s'></form></div></nav><div id='layout' class='clearfix'><section"
        " id='layout-content'><div class='page-tools'><div class='change-language'><form"
        " action='/manual/change.php' method='get' id='changelang' name='changelang'><fieldset>"
        "<label for='changelang-langs'>Change language:</label><select name='page'"
        " id='changelang-langs'><option value='en/function.kvcache-get.php'>English</option>"
        "<option value='de/function.kvcache-get.php'>German</option><option"
        " value='ja/function.kvcache-get.php'>Japanese</option></select></fieldset></form></div>"
        "<div class='edit-bug'><a href='https://github.com/php/doc-base/blob/master/README.md'"
        " title='This will take you to our contribution guidelines on GitHub' target='_blank'"
        " rel='noopener noreferrer'>Submit a Pull Request</a> <a"
        " href='https://github.com/php/doc-en/issues/new'>Report a Bug</a></div></div><div"
        " id='function.kvcache-get' class='refentry'><div class='refnamediv'><h1"
        " class='refname'>kvcache_get</h1><p class='verinfo'>(PECL kvcache &gt;= 2.4.0)</p><p"
        " class='refpurpose'><span class='refname'>kvcache_get</span> — <span"
        f" class='dc-title'>{escape(d.title)}</span></p></div><div class='refsect1"
        f" description' id='refsect1-function.kvcache-get-description'><h3 class='title'>{desc}"
        "</h3><div class='methodsynopsis dc-description'><span class='methodname'><strong>"
        "kvcache_get</strong></span>(<span class='methodparam'><span class='type'>string</span>"
        " <code class='parameter'>$key</code></span>, <span class='methodparam'><span"
        " class='type'>mixed</span> <code class='parameter'>$default</code><span"
        " class='initializer'> = <strong>null</strong></span></span>): <span class='type'>mixed"
        f"</span></div><p class='para rdfs-comment'>{escape(d.intro)}</p></div><div"
        f" class='refsect1 parameters'><h3 class='title'>{params}</h3><dl>{dl}</dl></div><div"
        f" class='refsect1 returnvalues'><h3 class='title'>{returns}</h3><p class='para'>"
        f"{escape(d.options)}</p></div><div class='refsect1 examples'><h3 class='title'>"
        f"{examples}</h3><div class='example' id='example-1'><p><strong>{example1} <span"
        " class='function'><strong>kvcache_get()</strong></span></strong></p><div"
        f" class='example-contents'><p class='para'>{escape(d.example)}</p></div><div"
        " class='example-contents'><div class='phpcode'><code><span style='color: #000000'>"
        f"{code}</span></code></div></div></div></div><div class='refsect1 seealso'><h3"
        f" class='title'>{see}</h3><ul class='simplelist'><li><span class='function'><a"
        " href='function.kvcache-put.php' class='function'>kvcache_put()</a> - Stores a value"
        "</span></li></ul></div></div><section id='usernotes'><div class='head'><span"
        " class='action'><a href='/manual/add-note.php?sect=function.kvcache-get'"
        " class='usernotes-add'>+<small>add a note</small></a></span><h3 class='title'>User"
        " Contributed Notes <span class='count'>1 note</span></h3></div><div id='allnotes'><div"
        " class='note' id='128712'><div class='votes'><div id='Vu128712'><a"
        " href='/manual/vote-note.php?id=128712&amp;vote=up' title='Vote up'"
        " class='usernotes-voteu'>up</a></div><div id='Vd128712'><a"
        " href='/manual/vote-note.php?id=128712&amp;vote=down' title='Vote down'"
        " class='usernotes-voted'>down</a></div><div class='tally' id='V128712' title='66% like"
        " this...'>2</div></div><a href='#128712' class='name'><strong class='user'><em>someone"
        " at example dot com</em></strong></a><a class='genanchor' href='#128712'> ¶</a><div"
        " class='date' title='2023-05-02 11:03'><strong>1 year ago</strong></div><div"
        " class='text' id='Hcom128712'><div class='phpcode'><code><span style='color: #000000'>"
        "Beware: a default of null cannot be told apart from a stored null.</span></code></div>"
        "</div></div></div><div class='foot'><a href='/manual/add-note.php?sect=function.kvcache-get'"
        " class='usernotes-add'>+<small>add a note</small></a></div></section></section><aside"
        " class='layout-menu'><ul class='parent-menu-list'><li><a href='ref.kvcache.php'>"
        f"KVCache Functions</a><ul class='child-menu-list'>{menu}</ul></li></ul></aside></div>"
        "<footer class='footer'><div class='container footer-content'><div class='row-fluid'>"
        "<ul class='footmenu'><li><a href='/copyright.php'>Copyright © 2001-2024 The PHP Group"
        "</a></li><li><a href='/my.php'>My PHP.net</a></li><li><a href='/contact.php'>Contact"
        "</a></li><li><a href='/sites.php'>Other PHP.net sites</a></li><li><a"
        " href='/privacy.php'>Privacy policy</a></li></ul></div></div></footer>"
    )
    shape = Shape(
        {"kvcache_get": 1, desc: 3, params: 3, returns: 3, examples: 3},
        (),
        "",
        (),
        (),
        {"code": "\n".join(PHP_LINES)},
    )
    return _page(w["lang"], "PHP: kvcache_get - Manual", "PHP", body), shape


def _intercom(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    written, updated, answered, related = INTERCOM[w["lang"]]
    body = (
        "<div class='flex min-h-screen flex-col'><header id='header' data-testid='header'"
        " class='flex flex-col text-header-color'><div class='relative flex grow flex-col"
        " mb-9 bg-header-bg bg-gradient-to-br pt-2'><div class='flex h-[40px] items-center"
        " justify-between'><a href='/en/' class='mb-10 mt-6 flex max-w-full shrink-0'><img"
        " src='/logo.png' alt='kvcache Help Center' class='max-h-8'></a><div class='flex"
        " items-center font-semibold'><a href='https://www.example.org'"
        " class='flex items-center'>kvcache.example.org</a></div></div><div class='relative"
        " mt-auto'><form action='/en/' autocomplete='off'><input type='text'"
        f" placeholder='{w['search']}' aria-label='{w['search']}' name='q'"
        " class='peer w-full rounded-search-bar'></form></div></div></header><main"
        " class='header__lite_margin flex-auto' id='main-content'><section class='flex"
        " flex-col'><div class='article intercom-force-break'><div class='mb-10'"
        " data-testid='breadcrumbs'><a href='/en/' class='block'>"
        f"{escape(w['home'])}</a><svg></svg><a href='/en/collections/1'>{escape(w['guide'])}"
        "</a></div><div class='mb-10'><header class='mb-1 font-primary text-2xl"
        f" font-bold'><h1>{escape(d.title)}</h1></header><div class='text-md text-body-secondary-color'>"
        f"{escape(d.intro)}</div><div class='avatar'><div class='avatar__photo'><img"
        " src='/ada.png' alt='Ada Example avatar' class='inline-flex rounded-full'></div><div"
        f" class='avatar__info -mt-0.5 text-base'><span class='text-body-secondary-color'><div>"
        f"{written} <span>Ada Example</span></div> <div>{updated}</div></span></div></div></div>"
        "<div class='jsx-article-body article_body'><article class='jsx-article-body'><div"
        " class='intercom-interblocks-paragraph no-margin intercom-interblocks-align-left'><p>"
        f"{escape(d.install)}</p></div><div class='intercom-interblocks-subheading'><h2"
        f" id='h_1'>{escape(d.install_heading)}</h2></div><div"
        " class='intercom-interblocks-code'><pre><code>"
        f"{escape(CODE_INSTALL)}</code></pre></div><div class='intercom-interblocks-subheading'>"
        f"<h2 id='h_2'>{escape(d.options_heading)}</h2></div><div"
        " class='intercom-interblocks-paragraph no-margin intercom-interblocks-align-left'><p>"
        f"{escape(d.options)}</p></div><div class='intercom-interblocks-table-container'>"
        f"{_table(d)}</div><div class='intercom-interblocks-ordered-nested-list'>{_steps(d)}</div>"
        "<div class='intercom-interblocks-callout' style='background-color:"
        " #feedaf80;border-color: #fbc91633'><div class='intercom-interblocks-paragraph"
        f" no-margin'><p><b>{escape(d.note_title)}:</b> {escape(d.note)}</p></div></div>"
        f"<div class='intercom-interblocks-subheading'><h2 id='h_3'>{escape(d.example_heading)}"
        "</h2></div><div class='intercom-interblocks-paragraph no-margin'><p>"
        f"{escape(d.example)}</p></div><div class='intercom-interblocks-paragraph no-margin'><p>"
        f"{escape(d.closing)}</p></div></article></div></div></section><section"
        " class='related_articles my-6'><hr class='my-6 sm:my-8'><div class='mb-7"
        f" ltr:text-left rtl:text-right'><div class='mb-6 text-lg font-semibold'>{related}"
        "</div><section class='flex flex-col rounded-card border border-solid'>"
        + "".join(
            f"<a href='/en/articles/{i}' class='flex items-center'><span>{n}</span></a>"
            for i, n in enumerate(SIDEBAR[3:6])
        )
        + "</section></div></section></main><div class='intercom-reaction-picker"
        " -mb-4 -ml-4 -mr-4 mt-6 rounded-card sm:-mb-2 sm:-ml-1 sm:-mr-1 sm:mt-8'"
        f" dir='ltr'><div class='intercom-reaction-prompt'>{answered}</div><button"
        " class='intercom-reaction' aria-label='Disappointed Reaction' tabindex='0'"
        " data-reaction-text='disappointed'><span>😞</span></button><button"
        " class='intercom-reaction' aria-label='Neutral Reaction'><span>😐</span></button>"
        "<button class='intercom-reaction' aria-label='Smiley Reaction'><span>😃</span>"
        "</button></div><footer id='footer' class='mt-24 shrink-0 bg-footer-bg px-5 py-9'><div"
        " class='flex flex-col items-center'><a href='/en/'><img src='/logo.png' alt='kvcache"
        " Help Center' class='max-h-8'></a><p class='text-center'>We run on Intercom</p>"
        "</div></footer></div>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2, d.example_heading: 2},
        (("", CODE_INSTALL),),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache Help Center", body), shape


def _redoc(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    rows = "".join(
        f"<tr><td kind='field' title='{o}' class='sc-kpDqfm sc-dAlyuH kbIIwE kFHgxc'><span"
        " class='sc-dAbbOL idpSPo'></span><span class='property-name'>"
        f"{o}</span></td><td class='sc-fqkvVR jnTqST'><div><div><span class='sc-kAyceB"
        f" sc-hzhJZQ gxFjLp'></span><span class='sc-kAyceB sc-gvZAcH gxFjLp iaJkSi'>{t}"
        "</span></div><div><span class='sc-kAyceB sc-jEACwC gxFjLp fYbeDD'> Default: </span>"
        f"<span class='sc-kAyceB sc-eeDRCY gxFjLp hJcOgt'>{v}</span></div><div><div"
        f" class='sc-eldPxv iXTqrS'><p>{escape(desc)}</p></div></div></div></td></tr>"
        for o, t, v, desc in d.rows
    )
    menu = "".join(
        f"<li tabindex='0' depth='2' data-item-id='tag/{n}' class='sc-iMTnTL hhrstQ'><label"
        f" class='sc-gsFSXq jMWGvF -depth2'><span class='operation-type get'>get</span><span"
        f" width='calc(100% - 38px)' class='sc-jXbUNg'>{n}</span></label></li>"
        for n in SIDEBAR[3:6]
    )
    body = (
        "<redoc spec-url='openapi.yaml'><div class='sc-dcJsrY hcQLYD redoc-wrap'><div"
        " class='sc-kOPcWz dIhvRU menu-content' style='top:0px;height:100vh'><div"
        " role='search' class='sc-jlZhew gRbOxz'><svg class='sc-cwHptR kyWjFw search-icon'"
        " viewBox='0 0 1000 1000'></svg><input placeholder='Search...' aria-label='Search'"
        " type='text' class='sc-gEvEer CdxiN search-input' value=''></div><div"
        " class='sc-dtInlm fnXBzH scrollbar-container undefined'><ul role='menu'"
        f" class='sc-hknOHE kWdjNc'>{menu}</ul><div class='sc-fPXMVe dsuUqj'><a"
        " target='_blank' rel='noopener noreferrer' href='https://redocly.com/redoc/'>API docs"
        " by Redocly</a></div></div></div><div class='sc-iGgWBj bzAfDn api-content'><div"
        " id='tag/cache' data-section-id='tag/cache' class='sc-dcJsrY gXaXcG'><div"
        " class='sc-kAyceB sc-fvtFIe gxFjLp cWBrFm api-info'><h1 class='sc-eeDRCY"
        f" sc-gsFSXq hJcOgt kkLXpQ'>{escape(d.title)}<span> (2.4.1)</span></h1><p>Download"
        " OpenAPI specification:<a download='openapi.yaml' target='_blank'"
        " class='sc-jEACwC lpRnpQ'>Download</a></p><div class='sc-iGgWBj sc-gsFSXq bzAfDn"
        f" jMWGvF'><div class='sc-eldPxv iXTqrS'><p>{escape(d.intro)}</p></div></div></div>"
        "</div><div id='operation/getEntry' data-section-id='operation/getEntry'"
        " class='sc-dcJsrY hcQLYD'><div data-section-id='operation/getEntry'"
        " id='operation/getEntry' class='sc-dcJsrY gXaXcG'><div class='sc-kAyceB gxFjLp'><h2"
        " class='sc-jXbUNg dIuEEi'><a class='sc-dAbbOL fivqeY' href='#operation/getEntry'"
        f" aria-label='operation/getEntry'></a>{escape(d.example_heading)}</h2><div"
        f" class='sc-eldPxv iXTqrS'><p>{escape(d.example)}</p></div><h5 class='sc-dAlyuH"
        " jxnWJA'>Request Body schema: <span class='sc-dkmUuB jmbRin'>application/json</span>"
        f"</h5><div class='sc-eldPxv iXTqrS'><p>{escape(d.options)}</p></div><table"
        f" class='sc-ikkxIA kRAaRW'><tbody>{rows}</tbody></table><div><h3 class='sc-fhzFiK"
        " fnQsnO'>Responses</h3><div><button class='sc-jnOGJG dQkLza'><svg></svg><strong"
        " class='sc-fUnMCh fLYfUW'>200 </strong><div class='sc-eldPxv iXTqrS sc-kbousE"
        f" dUzwTA'><p>{escape(d.closing)}</p></div></button></div></div></div><div"
        " class='sc-jsJBEP sc-iHGNWf hfdxUj lfnRIh'><div class='sc-hknOHE kvpaGc'><button"
        " class='sc-kdBSHD hhFGqs'><span type='get' class='sc-EgOXT fJFBtk http-verb"
        " get'>get</span><span class='sc-ilhmMj cXDnXy'>/cache/{key}</span></button></div><div"
        " class='sc-bDpDS bKbCRO'><h3 class='sc-tagGq eEGUKP'>Response samples</h3><div"
        " class='sc-cfxfcM bOmhgx' data-rttabs='true'><ul class='react-tabs__tab-list'"
        " role='tablist'><li class='tab-success react-tabs__tab--selected' role='tab'"
        " id='tab:R1:0' aria-selected='true' tabindex='0'>200</li><li class='tab-error'"
        " role='tab' id='tab:R1:1' aria-selected='false'>404</li></ul><div"
        " class='react-tabs__tab-panel react-tabs__tab-panel--selected' role='tabpanel'"
        " id='panel:R1:0'><div><div class='sc-dSCufp cJlYfr'><span class='sc-fxwrCY"
        " hSOBGZ'>Content type</span><div class='sc-cRmqLi dNzIpd'>application/json</div></div>"
        "<div class='sc-jCbFiK gfRAEn'><div class='sc-gFAWRd sc-dmctIk gKQcPQ gojObO'><div"
        " class='sc-fXSgeo eHDUBx'><button><div class='sc-dcJsrY gXaXcG'>Copy</div></button>"
        "</div><div tabindex='0' class='sc-iEXKAA sc-kbousE jwnNoq redoc-json'><code>"
        f"{escape(JSON_SAMPLE)}</code></div></div></div></div></div><div"
        " class='react-tabs__tab-panel' role='tabpanel' id='panel:R1:1'></div></div></div>"
        "</div></div></div></div><div class='sc-eulNck hUzjqM'></div></div></redoc>"
    )
    shape = Shape({d.title + " (2.4.1)": 1, d.example_heading: 2}, (), "", (), ())
    return _page(w["lang"], d.title, "kvcache API", body), shape


def _metacpan(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    def h(tag: str, anchor: str, text: str) -> str:
        return f"<{tag} id='{anchor}'>{escape(text)}</{tag}>"

    side = "".join(
        f"<li class='nav-header'>{x}</li>" if x.isupper() else f"<li><a href='/{x.lower()}'>{x}</a></li>"
        for x in ("TOOLS", "Source", "Download (31.5K)", "Changes", "How to Contribute", "Issues",
                  "Testers (312 / 0 / 1)", "Kwalitee", "Bus factor: 1", "DEPENDENCIES",
                  "Dependents", "PERMALINKS", "This version", "Latest version")
    )  # fmt: skip
    body = (
        "<nav class='navbar navbar-default'><div class='container-fluid'><a class='navbar-brand'"
        " href='/'><img src='/static/images/metacpan-logo.svg' alt='metacpan'></a><ul"
        " class='nav navbar-nav'><li><a href='/about'>About</a></li><li><a href='/recent'>"
        "Recent</a></li><li><a href='https://news.perlfoundation.org/'>News</a></li></ul><form"
        " action='/search' class='form-horizontal'><input type='search' name='q'"
        f" placeholder='{w['search']}' class='form-control'></form></div></nav><div"
        " class='breadcrumbs'><span itemprop='author'><a href='/author/AAUTHOR'>A. Author</a>"
        "</span> / <span class='release'><a href='/dist/KVCache'>KVCache-2.41</a></span> /"
        " <span>KVCache</span></div><div class='main-content'><div class='left-col'><ul"
        f" class='nav-list slidepanel'>{side}</ul></div><div class='content'><div"
        " class='pod anchors'>"
        f"{h('h1', 'NAME', 'NAME')}<p>KVCache - {escape(d.title)}</p>"
        f"{h('h1', 'SYNOPSIS', 'SYNOPSIS')}<pre><code class='code-highlight language-perl'>"
        f"{escape(PERL_EXAMPLE)}</code></pre>{h('h1', 'DESCRIPTION', 'DESCRIPTION')}"
        f"<p>{escape(d.intro)}</p>{h('h2', 'INSTALLATION', d.install_heading)}"
        f"<p>{escape(d.install)}</p><pre><code>cpanm KVCache</code></pre>"
        f"{h('h2', 'OPTIONS', d.options_heading)}<p>{escape(d.options)}</p><dl>"
        + "".join(
            f"<dt id='{o}'><a href='#{o}'>{o}</a></dt><dd><p>{escape(t)}</p></dd>"
            for o, _, _, t in d.rows
        )
        + f"</dl>{h('h1', 'AUTHOR', 'AUTHOR')}<p>A. Author &lt;author@example.org&gt;</p>"
        f"{h('h1', 'LICENSE', 'COPYRIGHT AND LICENSE')}<p>{escape(d.closing)}</p></div></div>"
        "</div><footer class='footer'><div class='container-fluid'><ul><li><a"
        " href='/about/contact'>Contact</a></li><li><a href='/about/faq'>FAQ</a></li><li><a"
        " href='https://github.com/metacpan/metacpan-web'>Fork metacpan.org</a></li></ul><p>"
        "Hosting generously sponsored by Fastly</p></div></footer>"
    )
    shape = Shape(
        {"NAME": 1, "SYNOPSIS": 1, "DESCRIPTION": 1, d.install_heading: 2, d.options_heading: 2},
        (("perl", PERL_EXAMPLE),),
    )
    return _page(w["lang"], "KVCache - " + d.title, "metacpan.org", body), shape


def _helpscout(d: Doc, w: dict[str, str]) -> tuple[str, Shape]:
    updated, need, contact, powered = HELPSCOUT[w["lang"]]
    body = (
        "<div class='navbar navbar-fixed-top'><div class='navbar-inner'><div class='container-fluid'>"
        "<a class='brand' href='/'><img src='/logo.png' alt='kvcache Help' width='200'></a><div"
        " class='nav-collapse collapse'><ul class='nav'><li id='home'><a href='/'>"
        f"{w['home']}</a></li><li id='contact'><a href='#' class='contactUs'>{contact}</a></li>"
        "</ul></div></div></div></div><div id='docsSearch'><h1>kvcache Help</h1><form"
        " action='/search' method='GET' id='searchBar'><input type='text' name='query'"
        f" title='search-query' class='search-query' placeholder='{w['search']}'"
        " aria-label='search'><button type='submit'>Search</button></form></div><section"
        " id='contentArea' class='container-fluid'><div class='row-fluid'><section"
        " id='main-content' class='span9'><div class='contentWrapper'><article"
        f" id='fullArticle'><h1 class='title'>{escape(d.title)}</h1><a"
        " href='javascript:window.print()' class='printArticle' title='Print this article'"
        " aria-label='Print this Article'><i class='icon-print'></i></a>"
        f"<p>{escape(d.intro)}</p><h2 id='installation'>{escape(d.install_heading)}</h2>"
        f"<p>{escape(d.install)}</p><pre>{escape(CODE_INSTALL)}</pre><h2 id='options'>"
        f"{escape(d.options_heading)}</h2><p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"<div class='callout-yellow'><p><strong>{escape(d.note_title)}</strong>: "
        f"{escape(d.note)}</p></div><p>{escape(d.closing)}</p></article><div"
        " class='articleFoot'><p class='help'>"
        f"{need} <a href='#' class='contactUs'>{contact}</a></p><time class='lu'"
        f" datetime='2024-03-12T09:00:00Z'>{updated}</time></div></div></section><aside"
        " id='sidebar' class='span3'><form action='/search' method='GET' id='searchBar'"
        " class='sm'><input type='text' name='query' class='search-query'"
        f" placeholder='{w['search']}'></form><h3>{w['guide']}</h3><ul class='nav nav-list'>"
        + "".join(f"<li><a href='/article/{i}'>{n}</a></li>" for i, n in enumerate(SIDEBAR[:5]))
        + "</ul></aside></div></section><footer><p>&copy; <a href='/'>kvcache</a> 2024."
        " <span>Powered by <a rel='nofollow noopener noreferrer' href='https://www.helpscout.com/"
        f"docs-refer/' target='_blank'>{powered}</a></span></p></footer>"
    )
    shape = Shape(
        {d.title: 1, d.install_heading: 2, d.options_heading: 2},
        (("", CODE_INSTALL),),
        "| Option | Type | Default | Description |",
        (),
        tuple(f"{i}. {s}" for i, s in enumerate(d.steps, 1)),
    )
    return _page(w["lang"], d.title, "kvcache Help", body), shape


Engine = Callable[[Doc, dict[str, str]], tuple[str, Shape]]
ENGINES: dict[str, Engine] = {
    "haddock": _haddock,
    "php_manual": _php_manual,
    "intercom": _intercom,
    "redoc": _redoc,
    "metacpan": _metacpan,
    "helpscout": _helpscout,
}
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "haddock": (),
    "php_manual": (),
    "intercom": ("search",),
    "redoc": (),
    "metacpan": ("search",),
    "helpscout": ("search",),
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "haddock": ("Source", "Contents", "Index", "Synopsis", "#",
                "Produced by Haddock version 2.29.1"),
    "php_manual": ("Downloads", "Get Involved", "Change language:", "Submit a Pull Request",
                   "Report a Bug", "add a note", "+add a note", "up", "down",
                   "KVCache Functions", "kvcache_put", "Copyright © 2001-2024 The PHP Group",
                   "My PHP.net"),
    "intercom": ("kvcache.example.org", "We run on Intercom", "Ada Example", "😞"),
    "redoc": ("API docs by Redocly", "Download", "Copy", "Search...", "404"),
    "metacpan": ("A. Author / KVCache-2.41 / KVCache", "TOOLS", "Source", "Download (31.5K)",
                 "Changes", "Testers (312 / 0 / 1)", "Kwalitee", "Bus factor: 1",
                 "Hosting generously sponsored by Fastly", "Fork metacpan.org"),
    "helpscout": ("kvcache Help", "Search", *SIDEBAR[:2]),
}  # fmt: skip


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep."""
    if engine == "haddock":
        return (d.intro, d.install, d.options, d.example, d.closing, HS_SIGNATURE,
                *HS_EXAMPLE.split("\n"), *d.steps, *(r[3] for r in d.rows))  # fmt: skip
    if engine == "php_manual":
        return (d.intro, d.options, d.example, *PHP_LINES[1:3], *(r[3] for r in d.rows))
    if engine == "redoc":
        return (d.intro, d.example, d.options, *(r[3] for r in d.rows))
    if engine == "metacpan":
        return (d.intro, d.install, d.options, d.closing, "cpanm KVCache",
                *PERL_EXAMPLE.split("\n"), *(r[3] for r in d.rows))  # fmt: skip
    if engine == "helpscout":
        return (d.intro, d.install, d.options, d.note, d.closing, CODE_INSTALL, *d.steps,
                *(r[3] for r in d.rows))  # fmt: skip
    return (d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL, *d.steps,
            *(r[3] for r in d.rows))  # fmt: skip


def _engine_chrome(engine: str, lang: str) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "intercom":
        written, updated, answered, related = INTERCOM[lang]
        return (f"{written} Ada Example", updated, answered, related)
    if engine == "helpscout":
        updated, need, contact, powered = HELPSCOUT[lang]
        return (updated, f"{need} {contact}", contact, f"© kvcache 2024. Powered by {powered}")
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


__all__ = ["ENGINES", "doc_page"]
