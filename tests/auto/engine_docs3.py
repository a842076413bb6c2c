"""Synthetic documentation pages of engines the doc tests did not hold (stop 70): MkDocs
Material's content tabs and collapsible notes, docs.rs (rustdoc under docs.rs' top bar,
with its "1.0.0 · Source" lines and ``ⓘ`` tooltips), pkgsite (pkg.go.dev's engine),
MediaWiki (the Vector 2022 skin, SyntaxHighlight), a man page as man7.org's groff
writes it, Confluence, ReadMe and pdoc, each the same page of :mod:`tests.auto.engine_docs` (a
cache library's user guide) with the engine's chrome in the page's language where the
engine has a language pack. No page is copied from a site or from the shared datasets;
the markup is written after the engines' default themes."""

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
    _python,
    _steps,
    _table,
    _toc,
)

# Two more languages for the localised engines here: the page and the themes' strings.
DOCS3: dict[str, Doc] = {
    **DOCS,
    "pt": Doc(
        "Configurar o cache",
        "O cache guarda na memória os resultados de consultas caras, para que um pedido"
        " repetido seja respondido sem consultar novamente o banco de dados.",
        "Instalação",
        "Instale o pacote a partir do índice de pacotes; ele precisa do Python 3.9 ou mais"
        " recente e não tem outras dependências.",
        "Opções",
        "Cada opção pode ser passada ao construtor ou definida depois no arquivo de"
        " configuração. A tabela lista as opções com os seus valores padrão.",
        (
            ("size", "int", "1024", "Quantas entradas o cache guarda antes de remover a mais antiga."),
            ("ttl", "float", "None", "Segundos após os quais uma entrada expira; None a guarda para sempre."),
            ("shared", "bool", "False", "Se os processos de trabalho partilham um cache na memória."),
        ),
        (
            "Crie o cache uma única vez, quando a aplicação inicia.",
            "Passe-o a cada componente que lê do banco de dados.",
            "Limpe-o depois de uma migração do esquema.",
        ),
        "Nota",
        "Um cache partilhado precisa de um diretório temporário gravável em cada máquina que"
        " executa um worker.",
        "Exemplo",
        "O exemplo a seguir guarda um perfil de usuário e o lê de volta antes que expire.",
        "Se o cache estiver cheio, a entrada usada há mais tempo é removida para dar lugar à"
        " nova.",
    ),
    "ko": Doc(
        "캐시 구성하기",
        "캐시는 비용이 큰 조회의 결과를 메모리에 보관하므로, 같은 요청이 반복되면 데이터베이스에"
        " 다시 묻지 않고 응답합니다.",
        "설치",
        "패키지 색인에서 패키지를 설치하세요. Python 3.9 이상이 필요하며 다른 의존성은 없습니다.",
        "옵션",
        "모든 옵션은 생성자에 전달하거나 나중에 설정 파일에서 지정할 수 있습니다. 아래 표는 각"
        " 옵션과 기본값을 보여 줍니다.",
        (
            ("size", "int", "1024", "가장 오래된 항목을 내보내기 전까지 캐시가 보관하는 항목 수입니다."),
            ("ttl", "float", "None", "항목이 만료되기까지의 초이며, None이면 영원히 보관합니다."),
            ("shared", "bool", "False", "작업 프로세스들이 메모리의 캐시 하나를 공유할지 여부입니다."),
        ),
        (
            "애플리케이션이 시작될 때 캐시를 한 번만 만드세요.",
            "데이터베이스를 읽는 모든 구성 요소에 캐시를 전달하세요.",
            "스키마를 마이그레이션한 뒤에는 캐시를 비우세요.",
        ),
        "참고",
        "공유 캐시에는 워커를 실행하는 모든 호스트에 쓰기 가능한 임시 디렉터리가 필요합니다.",
        "예제",
        "다음 예제는 사용자 프로필을 저장하고 만료되기 전에 다시 읽어 옵니다.",
        "캐시가 가득 차면 가장 오랫동안 사용하지 않은 항목을 지워 새 항목을 넣을 자리를 만듭니다.",
    ),
}  # fmt: skip
CHROME3: dict[str, dict[str, str]] = {
    **CHROME,
    "pt": {
        "toc": "Nesta página", "edit": "Editar esta página", "prev": "Anterior",
        "next": "Próximo", "helpful": "Esta página foi útil?", "yes": "Sim", "no": "Não",
        "search": "Pesquisar", "copy": "Copiar", "copied": "Copiado!",
        "updated": "Última atualização em",
        "old": "Você está vendo uma versão antiga desta documentação.",
        "latest": "Ir para a versão mais recente.",
        "cookie": "Usamos cookies para analisar como a nossa documentação é usada.",
        "accept": "Aceitar", "home": "Início", "guide": "Guia do usuário",
        "skip": "Pular para o conteúdo", "menu": "Índice",
        "feedback": "Obrigado pelo seu feedback!",
    },
    "ko": {
        "toc": "이 페이지의 내용", "edit": "이 페이지 편집", "prev": "이전", "next": "다음",
        "helpful": "이 페이지가 도움이 되었나요?", "yes": "예", "no": "아니요", "search": "검색",
        "copy": "복사", "copied": "복사됨!", "updated": "마지막 업데이트",
        "old": "이 문서의 이전 버전을 보고 있습니다.", "latest": "최신 버전으로 이동.",
        "cookie": "문서 사용 방식을 분석하기 위해 쿠키를 사용합니다.", "accept": "수락",
        "home": "홈", "guide": "사용자 가이드", "skip": "본문으로 건너뛰기", "menu": "목차",
        "feedback": "의견을 보내 주셔서 감사합니다!",
    },
}  # fmt: skip

# MediaWiki's interface (its core messages): "edit", the footer's "Retrieved from", the
# categories' box, the last-edit line, the contents' title, the skip link.
MEDIAWIKI = {
    "en": ("edit", "Retrieved from", "Categories", "This page was last edited on 12 March 2024, at 09:00.", "Contents", "Jump to content"),
    "de": ("Bearbeiten", "Abgerufen von", "Kategorien", "Diese Seite wurde zuletzt am 12. März 2024 um 09:00 Uhr bearbeitet.", "Inhaltsverzeichnis", "Zum Inhalt springen"),
    "fr": ("modifier", "Ce document provient de", "Catégories", "La dernière modification de cette page a été faite le 12 mars 2024 à 09:00.", "Sommaire", "Aller au contenu"),
    "es": ("editar", "Obtenido de", "Categorías", "Esta página se editó por última vez el 12 mar 2024 a las 09:00.", "Contenidos", "Ir al contenido"),
    "ru": ("править", "Источник —", "Категории", "Эта страница в последний раз была отредактирована 12 марта 2024 в 09:00.", "Содержание", "Перейти к содержанию"),
    "zh": ("编辑", "取自", "分类", "此页面最后编辑于2024年3月12日 (星期二) 09:00。", "目录", "跳转到内容"),
    "ja": ("編集", "から取得", "カテゴリ", "最終更新 2024年3月12日 (火) 09:00 （日時は個人設定で未設定ならばUTC）。", "目次", "コンテンツにスキップ"),
    "pt": ("editar", "Obtida de", "Categorias", "Esta página foi editada pela última vez às 09h00min de 12 de março de 2024.", "Conteúdo", "Saltar para o conteúdo"),
    "ko": ("편집", "원본 주소", "분류", "이 문서는 2024년 3월 12일 (화) 09:00에 마지막으로 편집되었습니다.", "목차", "본문으로 이동"),
}  # fmt: skip
# Confluence's page chrome: the byline's "Created by", "last modified on", "Like", the
# likes' prompt, the labels' "No labels", the footer.
CONFLUENCE = {
    "en": ("Created by", "last modified on", "Like", "Be the first to like this", "No labels"),
    "de": ("Erstellt von", "zuletzt geändert am", "Gefällt mir", "Gefällt mir als Erster", "Keine Stichwörter"),
    "fr": ("Créé par", "dernière modification le", "J'aime", "Soyez le premier à aimer ceci", "Aucune étiquette"),
    "es": ("Creado por", "última modificación el", "Me gusta", "Sé el primero en indicar que te gusta", "No hay etiquetas"),
    "ru": ("Создатель", "изменено", "Нравится", "Станьте первым, кому понравится", "Нет меток"),
    "zh": ("由", "最后修改于", "赞", "成为第一个赞同者", "无标签"),
    "ja": ("作成者", "最終更新日", "いいね", "最初のいいねをしてください", "ラベルなし"),
    "pt": ("Criado por", "última alteração em", "Curtir", "Seja o primeiro a curtir isto", "Sem rótulos"),
    "ko": ("만든 사람", "마지막 업데이트", "좋아요", "처음으로 좋아요를 누르세요", "레이블 없음"),
}  # fmt: skip
# ReadMe's page chrome: "Suggest Edits", "Updated … ago", "Did this page help you?".
README = {
    "en": ("Suggest Edits", "Updated 3 months ago", "Did this page help you?"),
    "de": ("Änderungen vorschlagen", "Vor 3 Monaten aktualisiert", "Hat Ihnen diese Seite geholfen?"),
    "fr": ("Suggérer des modifications", "Mis à jour il y a 3 mois", "Cette page vous a-t-elle aidé ?"),
    "es": ("Sugerir cambios", "Actualizado hace 3 meses", "¿Te ayudó esta página?"),
    "ru": ("Предложить правки", "Обновлено 3 месяца назад", "Помогла ли вам эта страница?"),
    "zh": ("建议修改", "3 个月前更新", "此页面对您有帮助吗？"),
    "ja": ("編集を提案", "3か月前に更新", "このページは役に立ちましたか？"),
    "pt": ("Sugerir edições", "Atualizado há 3 meses", "Esta página ajudou você?"),
    "ko": ("수정 제안", "3개월 전에 업데이트됨", "이 페이지가 도움이 되었나요?"),
}  # fmt: skip


def _mkdocs_tabs(d: Doc, w: dict[str, str]) -> str:
    """MkDocs Material: content tabs over the install command, a collapsible note."""

    def h(anchor: str, text: str) -> str:
        return (
            f"<h2 id='{anchor}'>{escape(text)}<a class='headerlink' href='#{anchor}'"
            " title='Permanent link'>&para;</a></h2>"
        )

    def block(lang: str, text: str, i: int) -> str:
        return (
            f"<div class='language-{lang} highlight'><pre><span></span><code id='__code_{i}'>"
            f"{escape(text)}</code></pre></div>"
        )

    body = (
        f"<a href='#configuring' class='md-skip'>{w['skip']}</a><header class='md-header'><nav"
        " class='md-header__inner md-grid'><a href='/' class='md-header__button md-logo'>kvcache"
        "</a><div class='md-search'><input class='md-search__input'"
        f" placeholder='{w['search']}'></div></nav></header><div class='md-container'><main"
        " class='md-main'><div class='md-main__inner md-grid'><div class='md-sidebar"
        " md-sidebar--primary'><nav class='md-nav md-nav--primary'><ul class='md-nav__list'>"
        f"{_nav_items('md-nav__item', 'md-nav__link', 'md-nav__item--active')}</ul></nav></div>"
        "<div class='md-sidebar md-sidebar--secondary'><nav class='md-nav md-nav--secondary'>"
        f"<label class='md-nav__title'>{w['menu']}</label><ul class='md-nav__list'>"
        f"{_toc(d, 'md-nav__item', 'md-nav__link')}</ul></nav></div><div class='md-content'>"
        f"<article class='md-content__inner md-typeset'><h1 id='configuring'>{escape(d.title)}"
        f"</h1><p>{escape(d.intro)}</p>{h('installation', d.install_heading)}"
        f"<p>{escape(d.install)}</p><div class='tabbed-set tabbed-alternate' data-tabs='1:2'>"
        "<input checked='checked' id='__tabbed_1_1' name='__tabbed_1' type='radio'><input"
        " id='__tabbed_1_2' name='__tabbed_1' type='radio'><div class='tabbed-labels'><label"
        " for='__tabbed_1_1'>pip</label><label for='__tabbed_1_2'>conda</label></div><div"
        f" class='tabbed-content'><div class='tabbed-block'>{block('bash', CODE_INSTALL, 0)}</div>"
        f"<div class='tabbed-block'>{block('bash', 'conda install kvcache', 1)}</div></div></div>"
        f"{h('options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"<details class='note' open><summary>{escape(d.note_title)}</summary><p>"
        f"{escape(d.note)}</p></details>{h('example', d.example_heading)}"
        f"<p>{escape(d.example)}</p><div class='language-python highlight'><pre><span></span>"
        f"<code>{_python(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p>"
        "<aside class='md-source-file'><span class='md-source-file__fact'>"
        f"{w['updated']} 2024-03-12</span></aside></article></div></div></main><footer"
        " class='md-footer'><div class='md-footer-meta md-typeset'><div class='md-copyright'>"
        "Made with <a href='https://squidfunk.github.io/mkdocs-material/'>Material for MkDocs"
        "</a></div></div></footer></div>"
    )
    head = "<meta name='generator' content='mkdocs-1.6.0, mkdocs-material-9.5.30'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _docs_rs(d: Doc, w: dict[str, str]) -> str:
    """rustdoc under docs.rs' top bar: stability versions and source links beside each
    item ("1.0.0 · Source"), a panicking example's ``ⓘ`` tooltip."""

    def item(name: str, sig: str, text: str, since: str) -> str:
        return (
            f"<details class='toggle method-toggle' open><summary><section id='method.{name}'"
            f" class='method'><span class='rightside'><span class='since' title='Stable since"
            f" version {since}'>{since}</span> · <a class='src' href='../src/kvcache/lib.rs.html"
            f"#58'>Source</a></span><h4 class='code-header'>pub fn <a href='#method.{name}'"
            f" class='fn'>{name}</a>{escape(sig)}</h4></section></summary><div class='docblock'>"
            f"<p>{escape(text)}</p></div></details>"
        )

    body = (
        "<nav class='nav-container' aria-label='Global'><div class='container'><div"
        " class='pure-menu pure-menu-horizontal' role='menubar'><a href='/' class='pure-menu-"
        "heading pure-menu-link docsrs-logo' aria-label='Docs.rs'><span class='title'>Docs.rs"
        "</span></a><ul class='pure-menu-list'><li class='pure-menu-item pure-menu-has-"
        "children'><a href='/crate/kvcache/2.4.1' class='pure-menu-link'"
        " title='Cache results of expensive lookups'><span class='title'>kvcache-2.4.1</span>"
        "</a></li><li class='pure-menu-item'><a href='/crate/kvcache/2.4.1/source/'"
        " class='pure-menu-link'>Platform</a></li><li class='pure-menu-item'><a"
        " href='/crate/kvcache/2.4.1/features' class='pure-menu-link'>Feature flags</a></li>"
        "</ul><div class='spacer'></div><ul class='pure-menu-list'><li class='pure-menu-item'>"
        "<a href='/releases' class='pure-menu-link'>Releases</a></li><li class='pure-menu-item'>"
        "<a href='https://www.rust-lang.org/' class='pure-menu-link'>Rust</a></li></ul><form"
        " action='/releases/search' class='landing-search-form-nav'><input id='nav-search'"
        " name='query' type='text' placeholder='Find crate'></form></div></div></nav>"
        "<div class='rustdoc struct container-rustdoc' id='rustdoc_body_wrapper'><nav"
        " class='sidebar'><div class='sidebar-crate'><h2><a href='../kvcache/index.html'>"
        "kvcache</a><span class='version'>2.4.1</span></h2></div><div class='sidebar-elems'>"
        "<section><h3><a href='#implementations'>Methods</a></h3><ul class='block method'><li><a"
        " href='#method.get'>get</a></li><li><a href='#method.put'>put</a></li></ul></section>"
        "</div></nav><main><div class='width-limiter'><section id='main-content' class='content'>"
        "<div class='main-heading'><h1>Struct <a href='index.html'>kvcache</a>::<wbr><a"
        " class='struct' href='#'>Cache</a><button id='copy-path' title='Copy item path to"
        " clipboard'>Copy item path</button></h1><span class='out-of-band'><a class='src'"
        " href='../src/kvcache/lib.rs.html#12-40'>Source</a></span></div><pre class='rust"
        " item-decl'><code>pub struct Cache { /* private fields */ }</code></pre><details"
        " class='toggle top-doc' open><summary class='hideme'><span>Expand description</span>"
        f"</summary><div class='docblock'><p>{escape(d.intro)}</p><h2 id='examples'><a"
        f" class='doc-anchor' href='#examples'>§</a>{escape(d.example_heading)}</h2><p>"
        f"{escape(d.example)}</p><div class='example-wrap should_panic'><a href='#'"
        " class='tooltip' title='This example panics'>ⓘ</a><pre class='rust"
        f" rust-example-rendered should_panic'><code>{escape(CODE_EXAMPLE)}</code></pre></div>"
        f"<p>{escape(d.closing)}</p></div></details><h2 id='implementations'"
        " class='section-header'>Implementations<a href='#implementations' class='anchor'>§"
        "</a></h2><div id='implementations-list'><details class='toggle implementors-toggle'"
        " open><summary><section id='impl-Cache' class='impl'><span class='rightside'><a"
        " class='src' href='../src/kvcache/lib.rs.html#42'>Source</a></span><a"
        " href='#impl-Cache' class='anchor'>§</a><h3 class='code-header'>impl Cache</h3>"
        "</section></summary><div class='impl-items'>"
        f"{item('get', '(&self, key: &str) -> Option<&Value>', d.options, '1.0.0')}"
        f"{item('put', '(&mut self, key: &str, value: Value)', d.rows[0][3], '1.2.0')}"
        "</div></details></div></section></div></main></div>"
    )
    head = "<meta name='generator' content='rustdoc'>"
    return _page(w["lang"], "Cache in kvcache - Rust", "Docs.rs", body, head)


def _pkgsite(d: Doc, w: dict[str, str]) -> str:
    """pkgsite (pkg.go.dev): the unit header's facts, the documentation's declarations
    and examples in ``pre`` blocks that name no language."""
    go_example = 'c := kvcache.New(128)\nc.Put("user:42", profile)\np := c.Get("user:42")'
    body = (
        "<header class='go-Header'><div class='go-Header-inner'><nav class='go-Header-nav'>"
        "<a href='https://go.dev/'><img class='go-Header-logo' src='/logo.svg' alt='Go'></a>"
        "<ul class='go-Header-menu'><li class='go-Header-menuItem'><a href='https://go.dev/"
        "solutions/'>Why Go</a></li><li class='go-Header-menuItem'><a href='https://go.dev/"
        "learn/'>Learn</a></li><li class='go-Header-menuItem'><a href='https://go.dev/doc/'>"
        "Docs</a></li><li class='go-Header-menuItem go-Header-menuItem--active'><a href='/'>"
        "Packages</a></li><li class='go-Header-menuItem'><a href='https://go.dev/community/'>"
        "Community</a></li></ul></nav></div></header><main class='go-Main'><div"
        " class='go-Main-banner' role='alert'></div><header class='go-Main-header'><div"
        " class='UnitHeader'><nav class='go-Breadcrumb' aria-label='Breadcrumb'><ol><li><a"
        " href='/' data-gtmc='breadcrumb link'>Discover Packages</a></li><li><a"
        " href='/example.org/kvcache'>example.org/kvcache</a></li></ol></nav><div"
        " class='UnitHeader-titles'><h1 class='UnitHeader-title'>kvcache</h1><span"
        " class='go-Chip go-Chip--highlight'>package</span><span class='go-Chip"
        " go-Chip--inverted'>module</span></div><div class='UnitHeader-details'><span"
        " class='UnitHeader-detailItem'>Version: <a href='?tab=versions'>v2.4.1</a> <span"
        " class='go-Chip DetailsHeader-span--latest'>Latest</span></span><span"
        " class='UnitHeader-detailItem' data-test-id='UnitHeader-commitTime'>Published: Mar 12,"
        " 2024</span><span class='UnitHeader-detailItem'>License: <a href='?tab=licenses'>MIT"
        "</a></span><span class='UnitHeader-detailItem'>Imports: <a href='?tab=imports'>5</a>"
        "</span><span class='UnitHeader-detailItem'>Imported by: <a href='?tab=importedby'>12"
        "</a></span></div></div></header><aside class='go-Main-aside'><div"
        " class='UnitMeta'><h2 class='go-textLabel'>Details</h2><ul"
        " class='UnitMeta-details'><li><img src='/check.svg' alt=''>Valid <a"
        " href='/go.mod'>go.mod</a> file</li><li><img src='/check.svg' alt=''>Redistributable"
        " license</li><li><img src='/check.svg' alt=''>Tagged version</li><li><img"
        " src='/check.svg' alt=''>Stable version</li></ul><h2 class='go-textLabel'>Repository"
        "</h2><div class='UnitMeta-repo'><a href='https://github.com/example/kvcache'>"
        "github.com/example/kvcache</a></div></div></aside><nav class='go-Main-nav'><ul"
        " class='go-Tree'><li><a href='#section-documentation'>Documentation</a></li><li><a"
        " href='#pkg-overview'>Overview</a></li><li><a href='#pkg-index'>Index</a></li></ul>"
        "</nav><article class='go-Main-article'><div class='UnitDoc'><h2 class='UnitDoc-title'"
        " id='section-documentation'>Documentation<a class='UnitDoc-idLink'"
        " href='#section-documentation'>¶</a></h2><div class='Documentation js-documentation'>"
        "<div class='Documentation-content js-docContent'><section class='Documentation-"
        "overview'><h3 tabindex='-1' id='pkg-overview' class='Documentation-overviewHeader'>"
        "Overview <a href='#pkg-overview'>¶</a></h3><div role='navigation' aria-label='Table of"
        " Contents'><ul class='Documentation-toc'><li class='Documentation-tocItem'><a"
        f" href='#hdr-Example'>{escape(d.example_heading)}</a></li></ul></div><p>"
        f"{escape(d.intro)}</p><h4 id='hdr-Example'>{escape(d.example_heading)} <a"
        f" class='Documentation-idLink' href='#hdr-Example'>¶</a></h4><p>{escape(d.example)}"
        f"</p><pre>{escape(go_example)}</pre><p>{escape(d.closing)}</p></section><section"
        " class='Documentation-index'><h3 id='pkg-index' class='Documentation-indexHeader'>"
        "Index <a href='#pkg-index'>¶</a></h3><ul class='Documentation-indexList'><li"
        " class='Documentation-indexFunction'><a href='#New'>func New(size int) *Cache</a></li>"
        "</ul></section><section class='Documentation-functions'><div"
        " class='Documentation-function'><h4 tabindex='-1' id='New'"
        " data-kind='function' class='Documentation-functionHeader'><span>func <a"
        " href='https://github.com/example/kvcache/blob/v2.4.1/cache.go#L20'>New</a> <a"
        " class='Documentation-idLink' href='#New'>¶</a></span><span"
        " class='Documentation-sinceVersion'></span></h4><div class='Documentation-"
        "declaration'><pre>func New(size <a href='/builtin#int'>int</a>) *<a"
        f" href='#Cache'>Cache</a></pre></div><p>{escape(d.options)}</p></div></section></div>"
        "</div></div></article></main><footer class='go-Footer'><div class='go-Footer-links'>"
        "<ul class='go-Footer-linkColumn'><li class='go-Footer-linkItem'><a href='https://go.dev/"
        "solutions/'>Why Go</a></li><li class='go-Footer-linkItem'><a href='https://go.dev/"
        "doc/'>Docs</a></li></ul></div><div class='go-Footer-bottom'><ul"
        " class='go-Footer-listRow'><li class='go-Footer-listItem'><a href='https://go.dev/"
        "copyright'>Copyright</a></li><li class='go-Footer-listItem'><a href='https://go.dev/"
        "tos'>Terms of Service</a></li></ul></div></footer>"
    )
    return _page(w["lang"], "kvcache package - example.org/kvcache - Go Packages", "Go", body)


def _mediawiki(d: Doc, w: dict[str, str]) -> str:
    """MediaWiki's Vector 2022 skin: headings in ``mw-heading`` boxes with their "[edit]"
    links, SyntaxHighlight's code, a note template, the categories' box."""
    edit, retrieved, categories, edited, contents, jump = MEDIAWIKI[w["lang"]]

    def h(anchor: str, text: str) -> str:
        return (
            f"<div class='mw-heading mw-heading2'><h2 id='{anchor}'>{escape(text)}</h2><span"
            " class='mw-editsection'><span class='mw-editsection-bracket'>[</span><a"
            f" href='/index.php?title=Cache&amp;action=edit&amp;section=1' title='{edit}'>{edit}"
            "</a><span class='mw-editsection-bracket'>]</span></span></div>"
        )

    def code(lang: str, text: str) -> str:
        return (
            f"<div class='mw-highlight mw-highlight-lang-{lang} mw-content-ltr' dir='ltr'><pre>"
            f"{escape(text)}</pre></div>"
        )

    body = (
        f"<a class='mw-jump-link' href='#bodyContent'>{jump}</a><div class='vector-header-"
        "container'><header class='vector-header mw-header'><div class='vector-header-start'>"
        "<a href='/wiki/Main_Page' class='mw-logo'><span class='mw-logo-wordmark'>kvcache wiki"
        "</span></a></div><div class='vector-header-end'><div id='p-search' role='search'"
        " class='vector-search-box'><form action='/index.php' id='searchform'><input"
        f" type='search' name='search' placeholder='{w['search']}'></form></div></div></header>"
        "</div><div class='mw-page-container'><div class='mw-page-container-inner'><div"
        " class='vector-main-menu-container'><nav id='mw-panel' class='vector-main-menu'"
        " aria-label='Site'><div id='p-navigation' class='vector-menu mw-portlet'><ul"
        f" class='vector-menu-content-list'>{_nav_items('mw-list-item')}</ul></div></nav></div>"
        "<div class='vector-column-start'><nav id='mw-panel-toc' class='vector-toc-landmark'"
        f" aria-label='{contents}'><div id='vector-toc' class='vector-toc vector-pinnable-"
        f"element'><div class='vector-pinnable-header-label'>{contents}</div><ul"
        f" id='mw-panel-toc-list' class='vector-toc-contents'>{_toc(d, 'vector-toc-list-item')}"
        "</ul></div></nav></div><div class='mw-content-container'><main id='content'"
        " class='mw-body' role='main'><header class='mw-body-header vector-page-titlebar'><h1"
        f" id='firstHeading' class='firstHeading mw-first-heading'><span class='mw-page-title-"
        f"main'>{escape(d.title)}</span></h1></header><div id='bodyContent' class='vector-body'"
        f" aria-labelledby='firstHeading'><div id='siteSub' class='noprint'>kvcache wiki</div>"
        f"<div id='mw-content-text' class='mw-body-content' lang='{w['lang']}' dir='ltr'><div"
        f" class='mw-content-ltr mw-parser-output' lang='{w['lang']}' dir='ltr'><p>"
        f"{escape(d.intro)}</p><meta property='mw:PageProp/toc'>{h('installation', d.install_heading)}"
        f"<p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}{h('options', d.options_heading)}"
        f"<p>{escape(d.options)}</p>{_table(d, 'wikitable')}{_steps(d)}<table class='box note"
        f" plainlinks'><tbody><tr><td><b>{escape(d.note_title)}:</b> {escape(d.note)}</td></tr>"
        f"</tbody></table>{h('example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div><div"
        f" class='printfooter' data-nosnippet=''>{retrieved} “<a dir='ltr'"
        " href='https://wiki.example.org/index.php?title=Cache&amp;oldid=1200'>"
        "https://wiki.example.org/index.php?title=Cache&amp;oldid=1200</a>”</div></div><div"
        " id='catlinks' class='catlinks' data-mw='interface'><div id='mw-normal-catlinks'"
        f" class='mw-normal-catlinks'><a href='/wiki/Special:Categories'>{categories}</a>: <ul>"
        "<li><a href='/wiki/Category:Libraries'>Libraries</a></li></ul></div></div></div>"
        "</main></div><div class='mw-footer-container'><footer id='footer' class='mw-footer'"
        f" role='contentinfo'><ul id='footer-info'><li id='footer-info-lastmod'> {edited}</li>"
        "<li id='footer-info-copyright'>Content is available under GNU Free Documentation"
        " License 1.3 or later unless otherwise noted.</li></ul><ul id='footer-places'><li"
        " id='footer-places-privacy'><a href='/wiki/Privacy'>Privacy policy</a></li><li"
        " id='footer-places-about'><a href='/wiki/About'>About kvcache wiki</a></li></ul>"
        "</footer></div></div></div>"
    )
    head = "<meta name='generator' content='MediaWiki 1.41.0'>"
    return _page(w["lang"], d.title, "kvcache wiki", body, head)


def _man7(d: Doc, w: dict[str, str]) -> str:
    """A man page as man7.org's pages show groff's output: the page in one ``pre`` under
    ``h2`` section names, a header of links and a colophon."""
    rows = "".join(
        f"       <b>--{o}</b>=<i>{t}</i>\n              {escape(desc)} ({v})\n\n"
        for o, t, v, desc in d.rows
    )
    indent = "\n".join(f"           {line}" for line in CODE_EXAMPLE.split("\n"))
    body = (
        "<table class='sec-table'><tr><td><p class='top-links'><a href='../index.html'>man7.org"
        "</a> &gt; Linux &gt; <a href='../man-pages/index.html'>man-pages</a></p></td><td"
        " class='training-box'><p class='training-title'>Linux/UNIX system programming"
        " training</p></td></tr></table><hr><table class='sec-table'><tr><td><p"
        " class='section-dir'><a href='#NAME'>NAME</a> | <a href='#DESCRIPTION'>DESCRIPTION</a>"
        " | <a href='#OPTIONS'>OPTIONS</a> | <a href='#EXAMPLES'>EXAMPLES</a> | <a"
        " href='#COLOPHON'>COLOPHON</a></p></td><td class='search-box'><form"
        " action='https://www.google.com/search'><input type='text' name='q'></form></td>"
        "</tr></table><pre>\n<span class='headline'>kvcache(1)               General Commands"
        " Manual               kvcache(1)</span>\n</pre>"
        "<h2><a id='NAME' href='#NAME'></a>NAME  &nbsp; &nbsp; &nbsp; &nbsp; <a"
        " class='top-link' href='#top_of_page'>top</a></h2><pre>       kvcache -"
        f" {escape(d.title)}\n</pre><h2><a id='DESCRIPTION' href='#DESCRIPTION'></a>DESCRIPTION"
        "  &nbsp; &nbsp; &nbsp; &nbsp; <a class='top-link' href='#top_of_page'>top</a></h2><pre>"
        f"       {escape(d.intro)}\n\n       {escape(d.install)}\n\n           {CODE_INSTALL}\n"
        "</pre><h2><a id='OPTIONS' href='#OPTIONS'></a>OPTIONS  &nbsp; &nbsp; &nbsp; &nbsp; <a"
        f" class='top-link' href='#top_of_page'>top</a></h2><pre>       {escape(d.options)}\n\n"
        f"{rows}</pre><h2><a id='EXAMPLES' href='#EXAMPLES'></a>EXAMPLES  &nbsp; &nbsp; &nbsp;"
        " &nbsp; <a class='top-link' href='#top_of_page'>top</a></h2><pre>       "
        f"{escape(d.example)}\n\n{escape(indent)}\n\n       {escape(d.closing)}\n</pre>"
        "<h2><a id='COLOPHON' href='#COLOPHON'></a>COLOPHON  &nbsp; &nbsp; &nbsp; &nbsp; <a"
        " class='top-link' href='#top_of_page'>top</a></h2><pre>       This page is part of the"
        " <i>kvcache</i> (cache library) project.  Information about the\n       project can be"
        " found at ⟨https://example.org/kvcache⟩.\n\n<span class='footline'>kvcache 2.4     "
        "              2024-03-12                   kvcache(1)</span>\n</pre><hr class='end-man-"
        "text'><hr class='start-footer'><table class='colophon-table'><tr><td"
        " class='pub-info'><p>HTML rendering created 2024-03-12 by <a"
        " href='https://man7.org/mtk/index.html'>Michael Kerrisk</a>, author of <a"
        " href='https://man7.org/tlpi/'><em>The Linux Programming Interface</em></a>.</p><p>For"
        " details of in-depth <strong>Linux/UNIX system programming training courses</strong>"
        " that I teach, look <a href='https://man7.org/training/'>here</a>.</p></td></tr>"
        "</table><hr class='end-footer'>"
    )
    return _page(w["lang"], "kvcache(1) - Linux manual page", "man7.org", body)


def _confluence(d: Doc, w: dict[str, str]) -> str:
    """Confluence (Server/Data Center): the page's byline, its likes and labels, code
    macros with a ``brush:`` language."""
    created, modified, like, first, labels = CONFLUENCE[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='code panel pdl conf-macro output-block' data-hasbody='true'"
            " data-macro-name='code'><div class='codeContent panelContent pdl'><pre"
            f" class='syntaxhighlighter-pre' data-syntaxhighlighter-params='brush: {lang};"
            f" gutter: false; theme: Confluence' data-theme='Confluence'>{escape(text)}</pre>"
            "</div></div>"
        )

    body = (
        "<div id='page'><div id='full-height-container'><header id='header' role='banner'><nav"
        " class='aui-header aui-dropdown2-trigger-group' role='navigation'><div"
        " class='aui-header-primary'><h1 id='logo' class='aui-header-logo'><a href='/'><span"
        " class='aui-header-logo-device'>Confluence</span></a></h1><ul class='aui-nav'><li><a"
        " href='/spaces'>Spaces</a></li><li><a href='/people'>People</a></li></ul></div><div"
        " class='aui-header-secondary'><ul class='aui-nav'><li><form id='quick-search'><input"
        f" id='quick-search-query' type='search' placeholder='{w['search']}'></form></li></ul>"
        "</div></nav></header><div id='main' class='aui-page-panel'><div id='main-header'><div"
        " id='navigation' class='content-navigation view'><ul class='ajs-menu-bar'><li><a"
        " id='editPageLink' href='/pages/editpage.action?pageId=42'><span>Edit</span></a></li>"
        "<li><a href='#' id='page-favourite'><span>Save for later</span></a></li><li><a"
        " href='#' id='watch-content-button'><span>Watch</span></a></li><li><a href='#'"
        " id='shareContentLink'><span>Share</span></a></li></ul></div><div id='breadcrumb-"
        "section'><nav aria-label='Breadcrumbs'><ol id='breadcrumbs'><li class='first'><span><a"
        f" href='/display/KV'>kvcache</a></span></li><li><span><a href='/display/KV/Guide'>"
        f"{w['guide']}</a></span></li></ol></nav></div><h1 id='title-heading'"
        f" class='pagetitle with-breadcrumbs'><span id='title-text'><a href='/display/KV/Cache'>"
        f"{escape(d.title)}</a></span></h1></div><div id='content' class='page view'><div"
        " class='page-metadata'><ul><li class='page-metadata-modification-info'>"
        f"{created} <span class='author'><a href='/display/~ada'>Ada Example</a></span>, {modified}"
        " <a class='last-modified' href='/pages/diffpagesbyversion.action?pageId=42'>"
        "Mar 12, 2024</a></li></ul></div><div id='main-content' class='wiki-content'><p>"
        f"{escape(d.intro)}</p><h2 id='Cache-Installation'>{escape(d.install_heading)}</h2><p>"
        f"{escape(d.install)}</p>{code('bash', CODE_INSTALL)}<h2 id='Cache-Options'>"
        f"{escape(d.options_heading)}</h2><p>{escape(d.options)}</p><div class='table-wrap'>"
        f"{_table(d, 'confluenceTable')}</div>{_steps(d)}<div class='confluence-information-"
        "macro confluence-information-macro-information conf-macro output-block'"
        " data-macro-name='info'><span class='aui-icon aui-icon-small aui-iconfont-info"
        f" confluence-information-macro-icon'></span><div class='confluence-information-macro-body'>"
        f"<p><strong>{escape(d.note_title)}</strong></p><p>{escape(d.note)}</p></div></div>"
        f"<h2 id='Cache-Example'>{escape(d.example_heading)}</h2><p>{escape(d.example)}</p>"
        f"{code('py', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div><div id='likes-and-labels-"
        "container'><div id='likes-section'><a href='#' class='like-button'><span"
        f" class='aui-icon aui-icon-small aui-iconfont-like'></span><span>{like}</span></a><span"
        f" class='like-summary'>{first}</span></div><div id='labels-section' class='pageSection"
        " group'><div class='labels-section-content content-column'><div class='labels-content'>"
        f"<ul class='label-list'><li class='no-labels-message'>{labels}</li></ul></div></div>"
        "</div></div></div></div><div id='footer' role='contentinfo'><section"
        " class='footer-body'><ul id='poweredby'><li class='noprint'>Powered by <a"
        " href='https://www.atlassian.com/software/confluence'>Atlassian Confluence</a> <span"
        " id='footer-build-information'>8.5.4</span></li></ul></section></div></div></div>"
    )
    head = "<meta name='ajs-version-number' content='8.5.4'><meta name='confluence-request-time' content='1710234000000'>"
    return _page(w["lang"], d.title, "kvcache - Confluence", body, head)


def _readme(d: Doc, w: dict[str, str]) -> str:
    """ReadMe's guides: a "Suggest Edits" link over the title, tabbed code groups, the
    update line and the "Did this page help you?" prompt under the page."""
    edits, updated, helped = README[w["lang"]]

    def code(lang: str, text: str) -> str:
        return (
            "<div class='CodeTabs CodeTabs_initial theme-light'><div class='CodeTabs-toolbar'"
            f" role='tablist'><button type='button' role='tab' aria-selected='true'>{lang.title()}"
            "</button></div><div class='CodeTabs-inner' role='tabpanel'><pre><code"
            f" class='rdmd-code lang-{lang} theme-light' data-lang='{lang}' tabindex='0'>"
            f"{escape(text)}</code><button aria-label='{w['copy']}' class='rdmd-code-copy"
            " fa'></button></pre></div></div>"
        )

    body = (
        "<div id='ssr-main'><div class='App ThemeContext'><header class='rm-Header'><div"
        " class='rm-Header-top'><a class='rm-Logo' href='/'><img class='rm-Logo-img' alt='kvcache'"
        " src='/logo.svg'></a><div class='rm-Header-left'><a class='rm-Header-link' href='/"
        "docs'>Guides</a><a class='rm-Header-link' href='/reference'>API Reference</a><a"
        " class='rm-Header-link' href='/changelog'>Changelog</a></div><div"
        f" class='rm-Header-right'><button class='rm-SearchToggle'>{w['search']}</button></div>"
        "</div></header><main class='rm-Guides'><div class='rm-Container rm-Container_flex'>"
        "<nav class='rm-Sidebar hub-sidebar'><section class='Sidebar-listWrapper6Q9_yUrG906C'>"
        f"<h2 class='Sidebar-headingTRQyOa2pk0gh rm-Sidebar-heading'>{w['guide']}</h2><ul"
        f" class='Sidebar-list_sidebarList rm-Sidebar-list'>{_nav_items('Sidebar-item', 'Sidebar-link rm-Sidebar-link', 'active')}"
        "</ul></section></nav><article class='rm-Article' id='content'><header"
        " id='content-head'><div class='row clearfix'><div class='col-xs-9'><a class='suggest-"
        f"edits' href='/edit/cache'><i class='icon-edit'></i>{edits}</a><h1"
        f" class='heading-title'>{escape(d.title)}</h1></div></div></header><div"
        " class='grid-100'><div class='markdown-body'><div class='rm-Markdown markdown-body'"
        f" data-testid='RDMD'><p>{escape(d.intro)}</p><h2 class='heading heading-2 header-scroll'"
        f" align=''><div class='heading-anchor anchor waypoint' id='installation'></div><div"
        f" class='heading-text'>{escape(d.install_heading)}</div><a aria-label='Skip link to"
        f" {escape(d.install_heading)}' class='heading-anchor-icon fa fa-anchor'"
        f" href='#installation'></a></h2><p>{escape(d.install)}</p>{code('bash', CODE_INSTALL)}"
        "<h2 class='heading heading-2 header-scroll'><div class='heading-anchor anchor"
        f" waypoint' id='options'></div><div class='heading-text'>{escape(d.options_heading)}"
        f"</div><a aria-label='Skip link to {escape(d.options_heading)}' class='heading-anchor-"
        f"icon fa fa-anchor' href='#options'></a></h2><p>{escape(d.options)}</p><div"
        f" class='rdmd-table'><div class='rdmd-table-inner'>{_table(d)}</div></div>{_steps(d)}"
        "<blockquote class='callout callout_info' theme='📘'><h3 class='callout-heading"
        f" empty'><span class='callout-icon'>📘</span>{escape(d.note_title)}</h3><p>"
        f"{escape(d.note)}</p></blockquote><h2 class='heading heading-2 header-scroll'><div"
        f" class='heading-anchor anchor waypoint' id='example'></div><div class='heading-text'>"
        f"{escape(d.example_heading)}</div><a aria-label='Skip link to"
        f" {escape(d.example_heading)}' class='heading-anchor-icon fa fa-anchor'"
        f" href='#example'></a></h2><p>{escape(d.example)}</p>{code('python', CODE_EXAMPLE)}"
        f"<p>{escape(d.closing)}</p></div></div></div><div class='UpdatedAt'><span"
        f" class='UpdatedAt-Text'>{updated}</span></div><nav class='DocsPagination'><a"
        " class='DocsPagination-prev' href='/docs/quickstart'><span class='DocsPagination-"
        "title'>Quickstart</span></a><a class='DocsPagination-next' href='/docs/eviction'><span"
        " class='DocsPagination-title'>Eviction policies</span></a></nav><div"
        f" class='PageThumbs'><div class='PageThumbs-helpful'>{helped}<div"
        f" class='PageThumbs-buttons'><button class='Button' aria-label='{w['yes']}'>{w['yes']}"
        f"</button><button class='Button' aria-label='{w['no']}'>{w['no']}</button></div></div>"
        "</div></article><section class='content-toc grid-25'><h3 class='PageTOC-header'>"
        f"<span>{w['toc']}</span></h3><nav><ul class='toc-list'>{_toc(d, 'toc-item')}</ul>"
        "</nav></section></div></main></div></div>"
    )
    return _page(w["lang"], d.title, "kvcache", body)


def _pdoc(d: Doc, w: dict[str, str]) -> str:
    """pdoc: a module's docstring, then each member with its signature, a "View Source"
    toggle over its hidden source, a headerlink; the member list and the search in a
    sidebar."""
    source = "class Cache:\n    def __init__(self, size=1024, ttl=None):\n        self.size = size"
    body = (
        "<nav class='pdoc'><label id='navtoggle' for='togglestate' class='pdoc-button'></label>"
        "<input id='togglestate' type='checkbox' aria-hidden='true' tabindex='-1'><div><a"
        " class='pdoc-button module-list-button' href='./'>Module Index</a><input"
        " type='search' placeholder='Search...' role='searchbox' aria-label='search'><h2>"
        "Contents</h2><ul><li><a href='#example'>" + escape(d.example_heading) + "</a></li></ul>"
        "<h2>API Documentation</h2><ul class='memberlist'><li><a class='class' href='#Cache'>"
        "Cache</a><ul class='memberlist'><li><a class='function' href='#Cache.get'>get</a></li>"
        "</ul></li></ul></div><a class='attribution' title='pdoc: Python API documentation"
        " generator' href='https://pdoc.dev'>built with <span class='visually-hidden'>pdoc"
        "</span><img alt='pdoc logo' src='data:image/svg+xml,x'></a></nav><main class='pdoc'>"
        "<section class='module-info'><h1 class='modulename'>kvcache</h1><div"
        f" class='docstring'><p>{escape(d.intro)}</p><h2 id='example'>{escape(d.example_heading)}"
        f"</h2><p>{escape(d.example)}</p><div class='pdoc-code codehilite'><pre><span></span>"
        f"<code>{_python(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p></div>"
        "<input id='mod-view-source' class='view-source-toggle-state' type='checkbox'"
        " aria-hidden='true' tabindex='-1'><label class='view-source-button'"
        " for='mod-view-source'><span>View Source</span></label><div class='pdoc-code"
        f" codehilite'><pre><span></span><code>{escape(source)}</code></pre></div></section>"
        "<section id='Cache'><input id='Cache-view-source' class='view-source-toggle-state'"
        " type='checkbox' aria-hidden='true' tabindex='-1'><div class='attr class'><span"
        " class='def'>class</span> <span class='name'>Cache</span>: <label"
        " class='view-source-button' for='Cache-view-source'><span>View Source</span></label>"
        "</div><a class='headerlink' href='#Cache'></a><div class='pdoc-code codehilite'><pre>"
        f"<span></span><code>{escape(source)}</code></pre></div><div class='docstring'><p>"
        f"{escape(d.options)}</p></div><div id='Cache.get' class='classattr'><div class='attr"
        " function'><span class='def'>def</span> <span class='name'>get</span><span"
        " class='signature pdoc-code condensed'>(<span class='bp'>self</span>, <span"
        " class='n'>key</span>: <span class='nb'>str</span>)</span>:</div><a"
        " class='headerlink' href='#Cache.get'></a><div class='docstring'><p>"
        f"{escape(d.rows[0][3])}</p></div></div></section></main>"
    )
    head = "<meta name='generator' content='pdoc 14.4.0'>"
    return _page(w["lang"], "kvcache API documentation", "pdoc", body, head)


ENGINES: dict[str, Engine] = {
    "mkdocs_tabs": _mkdocs_tabs,
    "docs_rs": _docs_rs,
    "pkgsite": _pkgsite,
    "mediawiki": _mediawiki,
    "man7": _man7,
    "confluence": _confluence,
    "readme": _readme,
    "pdoc": _pdoc,
}
_ENGLISH_ONLY = ("docs_rs", "pkgsite", "man7", "pdoc")  # no language pack: English chrome
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "mkdocs_tabs": ("updated", "skip", "menu"),
    "docs_rs": (),
    "pkgsite": (),
    "mediawiki": (),
    "man7": (),
    "confluence": ("guide",),
    "readme": ("toc",),
    "pdoc": (),
}
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "mkdocs_tabs": ("pipconda", "Made with"),
    "docs_rs": ("Docs.rs", "kvcache-2.4.1", "Platform", "Feature flags", "1.0.0", "1.2.0",
                "Source", "ⓘ", "Copy item path", "Expand description"),
    "pkgsite": ("Discover Packages", "Version: v2.4.1", "Published:", "License:", "Imports:",
                "Imported by:", "Valid go.mod file", "Redistributable license", "Why Go",
                "Terms of Service"),
    "mediawiki": ("Content is available under", "Privacy policy", "About kvcache wiki",
                  "Libraries"),
    "man7": ("man7.org", "NAME | DESCRIPTION", "HTML rendering created",
             "For details of in-depth"),
    "confluence": ("Spaces", "People", "Save for later", "Watch", "Share",
                   "Powered by Atlassian Confluence"),
    "readme": ("Guides", "API Reference", "Changelog", "Bash", "Python"),
    "pdoc": ("Module Index", "API Documentation", "built with", "Contents"),
}  # fmt: skip


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep: its prose, its note, its code, its table's texts."""
    if engine == "docs_rs":
        return (d.intro, d.example, d.closing, d.options, d.rows[0][3], *EXAMPLE_LINES)
    if engine == "pkgsite":
        return (d.intro, d.example, d.closing, d.options, 'c.Put("user:42", profile)',
                "func New(size int) *Cache")  # fmt: skip
    if engine == "pdoc":
        return (d.intro, d.example, d.closing, d.options, d.rows[0][3], *EXAMPLE_LINES)
    if engine == "man7":
        return (d.title, d.intro, d.install, d.options, d.example, d.closing, CODE_INSTALL,
                *EXAMPLE_LINES, *(r[3] for r in d.rows))  # fmt: skip
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *EXAMPLE_LINES, *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def _engine_chrome(engine: str, lang: str, words: dict[str, str]) -> tuple[str, ...]:
    """The engine's localised chrome lines on the page in ``lang``."""
    if engine == "mediawiki":
        edit, _, categories, edited, contents, jump = MEDIAWIKI[lang]
        return (edit, categories, edited, contents, jump)
    if engine == "confluence":
        return CONFLUENCE[lang]
    if engine == "readme":
        return README[lang]
    return ()


def doc_page(engine: str, lang: str) -> DocPage:
    """The documentation page of ``engine`` in ``lang``: one page of a cache's user guide."""
    d = DOCS3[lang]
    words = {**CHROME3["en" if engine in _ENGLISH_ONLY else lang], "lang": lang}
    html = ENGINES[engine](d, words)
    chrome = (
        *(words[k] for k in _ENGINE_CHROME[engine]),
        *_FIXED_CHROME[engine],
        *_engine_chrome(engine, lang, words),
    )
    return DocPage(
        html, f"https://docs.example.org/{lang}/{engine}/cache/", _body(engine, d), chrome
    )


__all__ = ["CHROME3", "DOCS3", "ENGINES", "SIDEBAR", "doc_page"]
