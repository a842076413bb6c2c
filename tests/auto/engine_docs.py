"""Synthetic documentation pages of today's doc engines, in seven languages, for the doc tests.

Each page is written after the markup an engine's default theme ships (MkDocs Material,
Docusaurus, Sphinx with the Read the Docs theme, Furo and the PyData theme, GitBook,
VitePress, Hugo Docsy, Nextra, Mintlify, rustdoc, Javadoc, Doxygen, an MDN-like reference
page, DocFX, Antora), with the engine's chrome: a sidebar navigation tree, an "On this
page" contents list, a version selector or an old-version banner, a search box,
breadcrumbs, "Edit this page", previous/next links, a "Was this page helpful?" prompt, a
cookie banner, copy buttons on code, permalink anchors on headings, admonitions, tabs and
a footer, with the interface strings of the theme's language pack where the theme has
one. No page is copied from a site or from the shared datasets. :func:`doc_page` returns
the page, the texts a reader of the page wants (its :attr:`DocPage.body`) and the chrome
lines they do not (:attr:`DocPage.chrome`).
"""

# ruff: noqa: E501  (the engines' markup, written as they ship it)

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

LANGUAGES = ("en", "de", "fr", "es", "ru", "zh", "ja")


@dataclass(frozen=True)
class Doc:
    """One page's content in one language (the same page in every engine)."""

    title: str
    intro: str
    install_heading: str
    install: str
    options_heading: str
    options: str
    rows: tuple[tuple[str, str, str, str], ...]  # option, type, default, description
    steps: tuple[str, ...]
    note_title: str
    note: str
    example_heading: str
    example: str
    closing: str


CODE_INSTALL = "pip install kvcache"
CODE_EXAMPLE = (
    "from kvcache import Cache\n\ncache = Cache(size=128, ttl=60)\n"
    'cache.put("user:42", profile)\nprofile = cache.get("user:42")'
)
EXAMPLE_LINES = ("cache = Cache(size=128, ttl=60)", 'profile = cache.get("user:42")')

DOCS: dict[str, Doc] = {
    "en": Doc(
        "Configuring the cache",
        "The cache keeps the results of expensive lookups in memory, so that a repeated"
        " request is answered without asking the database again.",
        "Installation",
        "Install the package from the package index; it needs Python 3.9 or newer and has no"
        " other dependencies.",
        "Options",
        "Every option can be passed to the constructor or set later in the configuration"
        " file. The table lists them with their default values.",
        (
            ("size", "int", "1024", "How many entries the cache holds before it evicts the oldest."),
            ("ttl", "float", "None", "Seconds after which an entry expires; None keeps it forever."),
            ("shared", "bool", "False", "Whether worker processes share one cache in memory."),
        ),
        (
            "Create the cache once, when the application starts.",
            "Pass it to every component that reads from the database.",
            "Clear it after a schema migration.",
        ),
        "Note",
        "A shared cache needs a writable temporary directory on every host that runs a worker.",
        "Example",
        "The following example stores a user profile and reads it back before it expires.",
        "If the cache is full, the least recently used entry is removed to make room for the"
        " new one.",
    ),
    "de": Doc(
        "Den Cache konfigurieren",
        "Der Cache hält die Ergebnisse teurer Abfragen im Speicher, sodass eine wiederholte"
        " Anfrage beantwortet wird, ohne die Datenbank erneut zu fragen.",
        "Installation",
        "Installieren Sie das Paket aus dem Paketindex; es benötigt Python 3.9 oder neuer und"
        " hat keine weiteren Abhängigkeiten.",
        "Optionen",
        "Jede Option kann dem Konstruktor übergeben oder später in der Konfigurationsdatei"
        " gesetzt werden. Die Tabelle nennt sie mit ihren Standardwerten.",
        (
            ("size", "int", "1024", "Wie viele Einträge der Cache hält, bevor er den ältesten verdrängt."),
            ("ttl", "float", "None", "Sekunden, nach denen ein Eintrag verfällt; None behält ihn für immer."),
            ("shared", "bool", "False", "Ob sich die Arbeitsprozesse einen Cache im Speicher teilen."),
        ),
        (
            "Legen Sie den Cache einmal beim Start der Anwendung an.",
            "Übergeben Sie ihn jeder Komponente, die aus der Datenbank liest.",
            "Leeren Sie ihn nach einer Schemamigration.",
        ),
        "Hinweis",
        "Ein geteilter Cache braucht auf jedem Rechner, der einen Worker ausführt, ein"
        " beschreibbares temporäres Verzeichnis.",
        "Beispiel",
        "Das folgende Beispiel speichert ein Benutzerprofil und liest es wieder, bevor es"
        " verfällt.",
        "Ist der Cache voll, wird der am längsten nicht benutzte Eintrag entfernt, um Platz"
        " für den neuen zu schaffen.",
    ),
    "fr": Doc(
        "Configurer le cache",
        "Le cache garde en mémoire les résultats des recherches coûteuses, afin qu'une requête"
        " répétée reçoive sa réponse sans interroger à nouveau la base de données.",
        "Installation",
        "Installez le paquet depuis l'index des paquets ; il demande Python 3.9 ou plus récent"
        " et n'a aucune autre dépendance.",
        "Options",
        "Chaque option peut être passée au constructeur ou définie plus tard dans le fichier"
        " de configuration. Le tableau les donne avec leurs valeurs par défaut.",
        (
            ("size", "int", "1024", "Nombre d'entrées que le cache garde avant d'évincer la plus ancienne."),
            ("ttl", "float", "None", "Secondes après lesquelles une entrée expire ; None la garde toujours."),
            ("shared", "bool", "False", "Indique si les processus de travail partagent un cache en mémoire."),
        ),
        (
            "Créez le cache une seule fois, au démarrage de l'application.",
            "Passez-le à chaque composant qui lit la base de données.",
            "Videz-le après une migration du schéma.",
        ),
        "Remarque",
        "Un cache partagé demande un répertoire temporaire accessible en écriture sur chaque"
        " hôte qui exécute un processus de travail.",
        "Exemple",
        "L'exemple suivant enregistre le profil d'un utilisateur et le relit avant qu'il"
        " n'expire.",
        "Si le cache est plein, l'entrée utilisée le moins récemment est supprimée pour faire"
        " de la place à la nouvelle.",
    ),
    "es": Doc(
        "Configurar la caché",
        "La caché guarda en memoria los resultados de las consultas costosas, de modo que una"
        " petición repetida se responde sin volver a preguntar a la base de datos.",
        "Instalación",
        "Instale el paquete desde el índice de paquetes; necesita Python 3.9 o posterior y no"
        " tiene otras dependencias.",
        "Opciones",
        "Cada opción puede pasarse al constructor o fijarse después en el archivo de"
        " configuración. La tabla las muestra con sus valores predeterminados.",
        (
            ("size", "int", "1024", "Cuántas entradas guarda la caché antes de expulsar la más antigua."),
            ("ttl", "float", "None", "Segundos tras los cuales caduca una entrada; None la conserva siempre."),
            ("shared", "bool", "False", "Si los procesos de trabajo comparten una caché en memoria."),
        ),
        (
            "Cree la caché una sola vez, al arrancar la aplicación.",
            "Pásela a cada componente que lee de la base de datos.",
            "Vacíela después de una migración del esquema.",
        ),
        "Nota",
        "Una caché compartida necesita un directorio temporal con permiso de escritura en cada"
        " máquina que ejecuta un proceso de trabajo.",
        "Ejemplo",
        "El siguiente ejemplo guarda el perfil de un usuario y lo vuelve a leer antes de que"
        " caduque.",
        "Si la caché está llena, se elimina la entrada usada hace más tiempo para dejar sitio"
        " a la nueva.",
    ),
    "ru": Doc(
        "Настройка кэша",
        "Кэш хранит в памяти результаты дорогих запросов, чтобы на повторный запрос можно было"
        " ответить, не обращаясь снова к базе данных.",
        "Установка",
        "Установите пакет из индекса пакетов; ему нужен Python 3.9 или новее, других"
        " зависимостей у него нет.",
        "Параметры",
        "Каждый параметр можно передать конструктору или задать позже в файле конфигурации."
        " В таблице они приведены со значениями по умолчанию.",
        (
            ("size", "int", "1024", "Сколько записей хранит кэш, прежде чем вытеснить самую старую."),
            ("ttl", "float", "None", "Через сколько секунд запись устаревает; None хранит её всегда."),
            ("shared", "bool", "False", "Делят ли рабочие процессы один кэш в памяти."),
        ),
        (
            "Создайте кэш один раз, при запуске приложения.",
            "Передайте его каждому компоненту, который читает из базы данных.",
            "Очистите его после миграции схемы.",
        ),
        "Примечание",
        "Общему кэшу нужен доступный для записи временный каталог на каждом узле, где работает"
        " рабочий процесс.",
        "Пример",
        "Следующий пример сохраняет профиль пользователя и читает его снова, пока срок записи"
        " не истёк.",
        "Если кэш заполнен, удаляется запись, которой дольше всего не пользовались, чтобы"
        " освободить место для новой.",
    ),
    "zh": Doc(
        "配置缓存",
        "缓存把代价高昂的查询结果保存在内存中，这样重复的请求无需再次访问数据库就能得到答复。",
        "安装",
        "从软件包索引安装该软件包；它需要 Python 3.9 或更高版本，没有其他依赖。",
        "选项",
        "每个选项都可以传给构造函数，也可以稍后在配置文件中设置。下表列出了它们及其默认值。",
        (
            ("size", "int", "1024", "缓存在淘汰最旧条目之前最多保存的条目数。"),
            ("ttl", "float", "None", "条目过期前的秒数；为 None 时条目永不过期。"),
            ("shared", "bool", "False", "各个工作进程是否在内存中共享同一个缓存。"),
        ),
        (
            "在应用启动时只创建一次缓存。",
            "把它传给每个读取数据库的组件。",
            "在模式迁移之后清空缓存。",
        ),
        "注意",
        "共享缓存要求每台运行工作进程的主机上都有一个可写的临时目录。",
        "示例",
        "下面的示例保存一个用户资料，并在它过期之前再次读取。",
        "缓存已满时，最久未使用的条目会被删除，为新条目腾出空间。",
    ),
    "ja": Doc(
        "キャッシュの設定",
        "キャッシュは負荷の高い検索の結果をメモリに保持するので、同じ要求にはデータベースに"
        "再度問い合わせることなく応答できます。",
        "インストール",
        "パッケージインデックスからパッケージをインストールします。Python 3.9 以降が必要で、"
        "ほかの依存関係はありません。",
        "オプション",
        "各オプションはコンストラクタに渡すことも、後から設定ファイルで指定することもできます。"
        "表に既定値とともに示します。",
        (
            ("size", "int", "1024", "最も古いエントリを追い出す前にキャッシュが保持するエントリ数。"),
            ("ttl", "float", "None", "エントリが期限切れになるまでの秒数。None の場合は無期限です。"),
            ("shared", "bool", "False", "ワーカープロセスがメモリ上の一つのキャッシュを共有するかどうか。"),
        ),
        (
            "アプリケーションの起動時にキャッシュを一度だけ作成します。",
            "データベースを読むすべてのコンポーネントに渡します。",
            "スキーマの移行後にキャッシュを消去します。",
        ),
        "注記",
        "共有キャッシュには、ワーカーを実行するすべてのホストに書き込み可能な一時ディレクトリが"
        "必要です。",
        "例",
        "次の例ではユーザーのプロフィールを保存し、期限が切れる前に読み戻します。",
        "キャッシュがいっぱいになると、最も長く使われていないエントリが削除され、新しいエントリの"
        "場所が空けられます。",
    ),
}  # fmt: skip

# The interface strings of the themes' language packs.
CHROME: dict[str, dict[str, str]] = {
    "en": {
        "toc": "On this page", "edit": "Edit this page", "prev": "Previous", "next": "Next",
        "helpful": "Was this page helpful?", "yes": "Yes", "no": "No", "search": "Search",
        "copy": "Copy", "copied": "Copied!", "updated": "Last updated on",
        "old": "You are viewing an old version of this documentation.",
        "latest": "Go to the latest version.",
        "cookie": "We use cookies to analyse how our documentation is used.",
        "accept": "Accept", "home": "Home", "guide": "User guide", "skip": "Skip to content",
        "menu": "Table of contents", "feedback": "Thanks for your feedback!",
    },
    "de": {
        "toc": "Auf dieser Seite", "edit": "Diese Seite bearbeiten", "prev": "Zurück",
        "next": "Weiter", "helpful": "War diese Seite hilfreich?", "yes": "Ja", "no": "Nein",
        "search": "Suche", "copy": "Kopieren", "copied": "Kopiert!",
        "updated": "Zuletzt aktualisiert am",
        "old": "Sie sehen eine alte Version dieser Dokumentation.",
        "latest": "Zur neuesten Version wechseln.",
        "cookie": "Wir verwenden Cookies, um zu verstehen, wie unsere Dokumentation genutzt wird.",
        "accept": "Akzeptieren", "home": "Startseite", "guide": "Benutzerhandbuch",
        "skip": "Zum Inhalt springen", "menu": "Inhaltsverzeichnis",
        "feedback": "Danke für Ihr Feedback!",
    },
    "fr": {
        "toc": "Sur cette page", "edit": "Modifier cette page", "prev": "Précédent",
        "next": "Suivant", "helpful": "Cette page vous a-t-elle été utile ?", "yes": "Oui",
        "no": "Non", "search": "Rechercher", "copy": "Copier", "copied": "Copié !",
        "updated": "Dernière mise à jour le",
        "old": "Vous consultez une ancienne version de cette documentation.",
        "latest": "Aller à la dernière version.",
        "cookie": "Nous utilisons des cookies pour analyser l'utilisation de notre documentation.",
        "accept": "Accepter", "home": "Accueil", "guide": "Guide de l'utilisateur",
        "skip": "Aller au contenu", "menu": "Table des matières",
        "feedback": "Merci pour votre retour !",
    },
    "es": {
        "toc": "En esta página", "edit": "Editar esta página", "prev": "Anterior",
        "next": "Siguiente", "helpful": "¿Te ha resultado útil esta página?", "yes": "Sí",
        "no": "No", "search": "Buscar", "copy": "Copiar", "copied": "¡Copiado!",
        "updated": "Última actualización el",
        "old": "Está viendo una versión antigua de esta documentación.",
        "latest": "Ir a la última versión.",
        "cookie": "Usamos cookies para analizar cómo se utiliza nuestra documentación.",
        "accept": "Aceptar", "home": "Inicio", "guide": "Guía del usuario",
        "skip": "Saltar al contenido", "menu": "Tabla de contenidos",
        "feedback": "¡Gracias por tus comentarios!",
    },
    "ru": {
        "toc": "На этой странице", "edit": "Редактировать страницу", "prev": "Назад",
        "next": "Вперёд", "helpful": "Была ли эта страница полезной?", "yes": "Да",
        "no": "Нет", "search": "Поиск", "copy": "Копировать", "copied": "Скопировано!",
        "updated": "Последнее обновление",
        "old": "Вы просматриваете старую версию этой документации.",
        "latest": "Перейти к последней версии.",
        "cookie": "Мы используем файлы cookie, чтобы понять, как используется документация.",
        "accept": "Принять", "home": "Главная", "guide": "Руководство пользователя",
        "skip": "Перейти к содержанию", "menu": "Содержание",
        "feedback": "Спасибо за отзыв!",
    },
    "zh": {
        "toc": "本页目录", "edit": "编辑此页", "prev": "上一页", "next": "下一页",
        "helpful": "此页面对您有帮助吗？", "yes": "是", "no": "否", "search": "搜索",
        "copy": "复制", "copied": "已复制！", "updated": "最后更新于",
        "old": "您正在查看本文档的旧版本。", "latest": "前往最新版本。",
        "cookie": "我们使用 Cookie 来分析文档的使用情况。", "accept": "接受",
        "home": "首页", "guide": "用户指南", "skip": "跳转到内容", "menu": "目录",
        "feedback": "感谢您的反馈！",
    },
    "ja": {
        "toc": "このページの内容", "edit": "このページを編集", "prev": "前へ", "next": "次へ",
        "helpful": "このページは役に立ちましたか？", "yes": "はい", "no": "いいえ",
        "search": "検索", "copy": "コピー", "copied": "コピーしました！",
        "updated": "最終更新日", "old": "このドキュメントの古いバージョンを表示しています。",
        "latest": "最新バージョンへ移動。",
        "cookie": "ドキュメントの利用状況を分析するために Cookie を使用しています。",
        "accept": "同意する", "home": "ホーム", "guide": "ユーザーガイド",
        "skip": "コンテンツにスキップ", "menu": "目次", "feedback": "ご意見ありがとうございます！",
    },
}  # fmt: skip

SIDEBAR = ("Getting started", "Quickstart", "Configuring the cache", "Eviction policies",
           "Distributed mode", "Metrics and tracing", "API reference", "Changelog")  # fmt: skip


@dataclass(frozen=True)
class DocPage:
    """A synthetic documentation page: its markup, the texts to keep, the chrome lines."""

    html: str
    url: str
    body: tuple[str, ...]
    chrome: tuple[str, ...]


def _page(lang: str, title: str, site: str, body: str, head: str = "") -> str:
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<meta name='viewport' content='width=device-width,initial-scale=1'>{head}"
        f"<title>{escape(title)} - {site}</title></head><body>{body}</body></html>"
    )


def _nav_items(cls: str = "", link_cls: str = "", current: str = "") -> str:
    return "".join(
        f"<li class='{cls}{' ' + current if name == SIDEBAR[2] and current else ''}'>"
        f"<a class='{link_cls}' href='/docs/{name.lower().replace(' ', '-')}/'>{name}</a></li>"
        for name in SIDEBAR
    )


def _sections(d: Doc) -> list[tuple[str, str]]:
    """The page's sections (anchor, heading) for the contents lists."""
    return [("installation", d.install_heading), ("options", d.options_heading),
            ("example", d.example_heading)]  # fmt: skip


def _toc(d: Doc, cls: str, link_cls: str = "") -> str:
    return "".join(
        f"<li class='{cls}'><a class='{link_cls}' href='#{a}'>{escape(h)}</a></li>"
        for a, h in _sections(d)
    )


def _table(d: Doc, cls: str = "", head: tuple[str, ...] = ("Option", "Type", "Default", "")) -> str:
    header = (*head[:3], head[3] or "Description")
    return (
        f"<table class='{cls}'><thead><tr>"
        + "".join(f"<th>{h}</th>" for h in header)
        + "</tr></thead><tbody>"
        + "".join(
            f"<tr><td><code>{o}</code></td><td><code>{t}</code></td><td><code>{v}</code></td>"
            f"<td>{escape(desc)}</td></tr>"
            for o, t, v, desc in d.rows
        )
        + "</tbody></table>"
    )


def _steps(d: Doc) -> str:
    return "<ol>" + "".join(f"<li>{escape(s)}</li>" for s in d.steps) + "</ol>"


def _code(text: str) -> str:
    return escape(text)


def _python(text: str) -> str:
    """Code marked up with Pygments' spans, as Sphinx, MkDocs and rustdoc ship it."""
    out = []
    for line in text.split("\n"):
        out.append(
            escape(line)
            .replace("from ", "<span class='kn'>from</span> ")
            .replace("import ", "<span class='kn'>import</span> ")
            .replace("Cache(", "<span class='n'>Cache</span><span class='p'>(</span>")
        )
    return "\n".join(out)


# --- engines -------------------------------------------------------------------------


def _mkdocs_material(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'>{escape(text)}<a class='headerlink' href='#{anchor}'"
            f" title='Permanent link'>&para;</a></{tag}>"
        )

    body = (
        f"<a href='#configuring' class='md-skip'>{w['skip']}</a>"
        "<header class='md-header' data-md-component='header'><nav class='md-header__inner md-grid'>"
        "<a href='/' class='md-header__button md-logo'>kvcache</a>"
        "<div class='md-header__title'><span class='md-ellipsis'>kvcache</span></div>"
        f"<div class='md-search' data-md-component='search'><input class='md-search__input'"
        f" placeholder='{w['search']}'></div>"
        "<div class='md-header__source'><a href='https://github.com/example/kvcache'"
        " class='md-source'><div class='md-source__repository'>example/kvcache"
        "<ul class='md-source__facts'><li class='md-source__fact'>v2.4.1</li>"
        "<li class='md-source__fact'>1.2k</li></ul></div></a></div></nav></header>"
        "<div class='md-container'><main class='md-main'><div class='md-main__inner md-grid'>"
        "<div class='md-sidebar md-sidebar--primary' data-md-component='sidebar'>"
        "<nav class='md-nav md-nav--primary'><label class='md-nav__title'>kvcache</label>"
        f"<ul class='md-nav__list'>{_nav_items('md-nav__item', 'md-nav__link', 'md-nav__item--active')}"
        "</ul></nav></div>"
        "<div class='md-sidebar md-sidebar--secondary' data-md-component='sidebar'>"
        f"<nav class='md-nav md-nav--secondary'><label class='md-nav__title'>{w['menu']}</label>"
        f"<ul class='md-nav__list'>{_toc(d, 'md-nav__item', 'md-nav__link')}</ul></nav></div>"
        "<div class='md-content' data-md-component='content'><article class='md-content__inner"
        " md-typeset'>"
        "<a href='https://github.com/example/kvcache/edit/main/docs/cache.md'"
        f" title='{w['edit']}' class='md-content__button md-icon'><svg viewBox='0 0 24 24'>"
        "<path d='M20.71 7.04'></path></svg></a>"
        f"<h1 id='configuring'>{escape(d.title)}</h1><p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        "<div class='language-bash highlight'><pre><span></span><code>"
        f"{_code(CODE_INSTALL)}</code></pre></div>"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}"
        f"{_steps(d)}"
        f"<div class='admonition note'><p class='admonition-title'>{escape(d.note_title)}</p>"
        f"<p>{escape(d.note)}</p></div>"
        f"{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        "<div class='language-python highlight'><pre><span></span><code>"
        f"{_python(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p>"
        "<aside class='md-source-file'><span class='md-source-file__fact'>"
        f"{w['updated']} 2024-03-12</span></aside>"
        "<form class='md-feedback' name='feedback'><fieldset><legend class='md-feedback__title'>"
        f"{w['helpful']}</legend><div class='md-feedback__inner'><div class='md-feedback__list'>"
        f"<button class='md-feedback__icon' title='{w['yes']}'></button>"
        f"<button class='md-feedback__icon' title='{w['no']}'></button></div>"
        f"<div class='md-feedback__note'><div data-md-value='1' hidden>{w['feedback']}</div>"
        "</div></div></fieldset></form></article></div></div></main>"
        "<footer class='md-footer'><nav class='md-footer__inner md-grid'>"
        "<a href='../quickstart/' class='md-footer__link md-footer__link--prev'>"
        f"<div class='md-footer__title'><span class='md-footer__direction'>{w['prev']}</span>"
        "<div class='md-ellipsis'>Quickstart</div></div></a>"
        "<a href='../eviction/' class='md-footer__link md-footer__link--next'>"
        f"<div class='md-footer__title'><span class='md-footer__direction'>{w['next']}</span>"
        "<div class='md-ellipsis'>Eviction policies</div></div></a></nav>"
        "<div class='md-footer-meta md-typeset'><div class='md-footer-meta__inner md-grid'>"
        "<div class='md-copyright'><div class='md-copyright__highlight'>Copyright &copy; 2024"
        " The kvcache authors</div>Made with <a href='https://squidfunk.github.io/mkdocs-material/'>"
        "Material for MkDocs</a></div></div></div></footer></div>"
        "<div class='md-consent' data-md-component='consent' id='__consent'>"
        f"<div class='md-consent__inner'><form class='md-consent__form md-grid md-typeset'>"
        f"<h4>Cookie consent</h4><p>{w['cookie']}</p><div class='md-consent__controls'>"
        f"<button class='md-button md-button--primary'>{w['accept']}</button></div></form></div></div>"
    )
    head = "<meta name='generator' content='mkdocs-1.5.3, mkdocs-material-9.5.3'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _docusaurus(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} class='anchor anchorWithStickyNavbar_LWe7' id='{anchor}'>{escape(text)}"
            f"<a href='#{anchor}' class='hash-link' aria-label='Direct link to {anchor}'"
            f" title='Direct link to {anchor}'>&#8203;</a></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        lines = "".join(
            f"<span class='token-line'>{escape(line)}<br></span>" for line in text.split("\n")
        )
        return (
            f"<div class='language-{lang} codeBlockContainer_Ckt0 theme-code-block'>"
            "<div class='codeBlockContent_biex'><pre tabindex='0' class='prism-code"
            f" language-{lang} codeBlock_bY9V thin-scrollbar'><code class='codeBlockLines_e6Vv'>"
            f"{lines}</code></pre><div class='buttonGroup__atx'><button type='button'"
            f" aria-label='Copy code to clipboard' title='{w['copy']}' class='clean-btn'>"
            "<span class='copyButtonIcons_eSgA'><svg viewBox='0 0 24 24'></svg></span></button>"
            "</div></div></div>"
        )

    body = (
        "<div id='__docusaurus'><div role='region' aria-label='Skip to main content'>"
        f"<a class='skipToContent_fXgn' href='#__docusaurus_skipToContent_fallback'>{w['skip']}</a>"
        "</div><div class='theme-announcement-bar announcementBar_mb4j' role='banner'>"
        f"<div class='announcementBarContent_xLdY'>{w['old']} <a href='/docs/next/'>"
        f"{w['latest']}</a></div></div>"
        "<nav aria-label='Main' class='navbar navbar--fixed-top'><div class='navbar__inner'>"
        "<div class='navbar__items'><a class='navbar__brand' href='/'><b class='navbar__title'>"
        "kvcache</b></a><a class='navbar__item navbar__link' href='/docs/'>Docs</a>"
        "<a class='navbar__item navbar__link' href='/blog'>Blog</a></div>"
        "<div class='navbar__items navbar__items--right'><div class='navbar__item dropdown'>"
        "<a class='navbar__link' href='#'>2.4</a><ul class='dropdown__menu'><li><a"
        " class='dropdown__link' href='/docs/next/'>Next</a></li><li><a class='dropdown__link'"
        " href='/docs/'>2.4</a></li><li><a class='dropdown__link' href='/docs/2.3/'>2.3</a></li>"
        "</ul></div><div class='navbarSearchContainer_Bca1'><button class='DocSearch"
        f" DocSearch-Button'><span class='DocSearch-Button-Placeholder'>{w['search']}</span>"
        "</button></div></div></div></nav>"
        "<div id='__docusaurus_skipToContent_fallback' class='main-wrapper mainWrapper_z2l0'>"
        "<div class='docsWrapper_hBAB'><div class='docRoot_UBD9'><aside class='theme-doc-sidebar"
        " -container docSidebarContainer_YfHR'><div class='sidebarViewport_aRkj'>"
        "<nav aria-label='Docs sidebar' class='menu thin-scrollbar menu_SIkG'><ul class='theme-doc"
        f"-sidebar-menu menu__list'>{_nav_items('theme-doc-sidebar-item-link menu__list-item', 'menu__link')}"
        "</ul></nav></div></aside><main class='docMainContainer_TBSr'><div class='container"
        " padding-top--md padding-bottom--lg'><div class='row'><div class='col docItemCol_VOVn'>"
        "<div class='theme-doc-version-banner alert alert--warning margin-bottom--md'"
        f" role='alert'><div>{w['old']}</div><div class='margin-top--md'><b><a href='/docs/next/'>"
        f"{w['latest']}</a></b></div></div>"
        "<div class='docItemContainer_Djhp'><article><nav class='theme-doc-breadcrumbs"
        " breadcrumbsContainer_Z_bl' aria-label='Breadcrumbs'><ul class='breadcrumbs'>"
        "<li class='breadcrumbs__item'><a aria-label='Home page' class='breadcrumbs__link'"
        " href='/'><svg viewBox='0 0 24 24'></svg></a></li><li class='breadcrumbs__item'>"
        f"<span class='breadcrumbs__link'>{w['guide']}</span></li><li class='breadcrumbs__item"
        f" breadcrumbs__item--active'><span class='breadcrumbs__link'>{escape(d.title)}</span></li>"
        "</ul></nav><div class='tocCollapsible_ETCw theme-doc-toc-mobile tocMobile_ITEo'>"
        f"<button type='button' class='clean-btn tocCollapsibleButton_TO0P'>{w['toc']}</button>"
        "</div><div class='theme-doc-markdown markdown'><header>"
        f"<h1>{escape(d.title)}</h1></header><p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        "<div class='tabs-container tabList__CuJ'><ul role='tablist' aria-orientation='horizontal'"
        " class='tabs'><li role='tab' class='tabs__item tabItem_LNqP tabs__item--active'>pip</li>"
        "<li role='tab' class='tabs__item tabItem_LNqP'>conda</li></ul><div class='margin-top--md'>"
        f"<div role='tabpanel' class='tabItem_Ymn6'>{code('bash', CODE_INSTALL)}</div>"
        "<div role='tabpanel' class='tabItem_Ymn6' hidden>"
        f"{code('bash', 'conda install -c conda-forge kvcache')}</div></div></div>"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}"
        f"{_steps(d)}"
        "<div class='theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary'>"
        "<div class='admonitionHeading_Gvgb'><span class='admonitionIcon_Rf37'><svg viewBox='0 0 14 16'>"
        f"</svg></span>{escape(d.note_title)}</div><div class='admonitionContent_BuS1'><p>"
        f"{escape(d.note)}</p></div></div>"
        f"{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div>"
        "<footer class='theme-doc-footer docusaurus-mt-lg'><div class='theme-doc-footer-edit-meta"
        " -row row'><div class='col'><a href='https://github.com/example/kvcache/edit/main/docs/"
        "cache.md' target='_blank' rel='noreferrer noopener' class='theme-edit-this-page'>"
        f"<svg viewBox='0 0 40 40'></svg>{w['edit']}</a></div><div class='col lastUpdated_JAkA'>"
        f"<span class='theme-last-updated'>{w['updated']} <b><time datetime='2024-03-12'>"
        "12 Mar 2024</time></b></span></div></div></footer></article>"
        "<nav class='pagination-nav docusaurus-mt-lg' aria-label='Docs pages'>"
        "<a class='pagination-nav__link pagination-nav__link--prev' href='/docs/quickstart'>"
        f"<div class='pagination-nav__sublabel'>{w['prev']}</div><div class='pagination-nav__label'>"
        "Quickstart</div></a><a class='pagination-nav__link pagination-nav__link--next'"
        f" href='/docs/eviction'><div class='pagination-nav__sublabel'>{w['next']}</div>"
        "<div class='pagination-nav__label'>Eviction policies</div></a></nav></div></div>"
        "<div class='col col--3'><div class='tableOfContents_bqdL thin-scrollbar theme-doc-toc-desktop'>"
        f"<ul class='table-of-contents table-of-contents__left-border'>{_toc(d, '', 'table-of-contents__link toc-highlight')}"
        "</ul></div></div></div></div></main></div></div></div>"
        "<footer class='footer footer--dark'><div class='container container-fluid'>"
        "<div class='row footer__links'><div class='col footer__col'><div class='footer__title'>"
        "Community</div><ul class='footer__items clean-list'><li class='footer__item'>"
        "<a class='footer__link-item' href='https://discord.example.com'>Discord</a></li>"
        "<li class='footer__item'><a class='footer__link-item' href='https://x.example.com'>X</a>"
        "</li></ul></div></div><div class='footer__bottom text--center'><div class='footer__copyright'>"
        "Copyright © 2024 kvcache. Built with Docusaurus.</div></div></div></footer></div>"
    )
    head = "<meta name='generator' content='Docusaurus v3.1.1'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _sphinx_h(tag: str, anchor: str, text: str, w: dict[str, str]) -> str:
    return (
        f"<{tag}>{escape(text)}<a class='headerlink' href='#{anchor}'"
        f" title='Link to this heading'>¶</a></{tag}>"
    )


def _sphinx_body(d: Doc, w: dict[str, str], note_cls: str = "admonition note") -> str:
    return (
        f"<section id='configuring'>{_sphinx_h('h1', 'configuring', d.title, w)}"
        f"<p>{escape(d.intro)}</p><section id='installation'>"
        f"{_sphinx_h('h2', 'installation', d.install_heading, w)}<p>{escape(d.install)}</p>"
        "<div class='highlight-bash notranslate'><div class='highlight'><pre><span></span>"
        f"{_code(CODE_INSTALL)}\n</pre></div></div></section><section id='options'>"
        f"{_sphinx_h('h2', 'options', d.options_heading, w)}<p>{escape(d.options)}</p>"
        f"{_table(d, 'docutils align-default')}{_steps(d).replace('<ol>', '<ol class=arabic>')}"
        f"<div class='{note_cls}'><p class='admonition-title'>{escape(d.note_title)}</p>"
        f"<p>{escape(d.note)}</p></div></section><section id='example'>"
        f"{_sphinx_h('h2', 'example', d.example_heading, w)}<p>{escape(d.example)}</p>"
        "<div class='highlight-python notranslate'><div class='highlight'><pre><span></span>"
        f"{_python(CODE_EXAMPLE)}\n</pre></div></div><p>{escape(d.closing)}</p>"
        "</section></section>"
    )


def _sphinx_rtd(d: Doc, w: dict[str, str]) -> str:
    body = (
        "<div class='wy-grid-for-nav'><nav data-toggle='wy-nav-shift' class='wy-nav-side'>"
        "<div class='wy-side-scroll'><div class='wy-side-nav-search'><a href='index.html'"
        " class='icon icon-home'> kvcache</a><div class='version'>2.4</div>"
        "<div role='search'><form id='rtd-search-form' class='wy-form' action='search.html'>"
        f"<input type='text' name='q' placeholder='{w['search']}' aria-label='{w['search']}'>"
        "</form></div></div><div class='wy-menu wy-menu-vertical' data-spy='affix'"
        f" role='navigation' aria-label='Navigation menu'><p class='caption' role='heading'>"
        f"<span class='caption-text'>{w['guide']}</span></p><ul class='current'>"
        f"{_nav_items('toctree-l1', 'reference internal', 'current')}</ul></div></div></nav>"
        "<section data-toggle='wy-nav-shift' class='wy-nav-content-wrap'><nav"
        " class='wy-nav-top' aria-label='Mobile navigation menu'><a href='index.html'>kvcache</a>"
        "</nav><div class='wy-nav-content'><div class='rst-content'><div role='navigation'"
        " aria-label='Page navigation'><ul class='wy-breadcrumbs'><li><a href='index.html'"
        f" class='icon icon-home' aria-label='{w['home']}'></a></li><li class='breadcrumb-item"
        f" active'>{escape(d.title)}</li><li class='wy-breadcrumbs-aside'><a"
        " href='https://github.com/example/kvcache/blob/main/docs/cache.rst' class='fa fa-github'>"
        f" {w['edit']}</a></li></ul><hr></div>"
        "<div role='main' class='document' itemscope='itemscope'"
        " itemtype='http://schema.org/Article'><div itemprop='articleBody'>"
        "<div class='admonition warning'><p class='admonition-title'>Warning</p><p>"
        f"{w['old']} <a href='/en/stable/'>{w['latest']}</a></p></div>"
        f"{_sphinx_body(d, w)}</div></div><footer><div class='rst-footer-buttons' role='navigation'"
        " aria-label='Footer'><a href='quickstart.html' class='btn btn-neutral float-left'"
        f" title='Quickstart' accesskey='p' rel='prev'><span class='fa fa-arrow-circle-left'>"
        f"</span> {w['prev']}</a><a href='eviction.html' class='btn btn-neutral float-right'"
        f" title='Eviction policies' accesskey='n' rel='next'>{w['next']} <span"
        " class='fa fa-arrow-circle-right'></span></a></div><hr><div role='contentinfo'>"
        "<p>&#169; Copyright 2024, The kvcache authors.</p></div>Built with <a"
        " href='https://www.sphinx-doc.org/'>Sphinx</a> using a <a"
        " href='https://github.com/readthedocs/sphinx_rtd_theme'>theme</a> provided by <a"
        " href='https://readthedocs.org'>Read the Docs</a>.</footer></div></div></section></div>"
        "<div class='rst-versions' data-toggle='rst-versions' role='note' aria-label='Versions'>"
        "<span class='rst-current-version' data-toggle='rst-current-version'><span"
        " class='fa fa-book'> Read the Docs</span> v: 2.4 <span class='fa fa-caret-down'></span>"
        "</span><div class='rst-other-versions'><dl><dt>Versions</dt><dd><a href='/en/latest/'>"
        "latest</a></dd><dd><a href='/en/stable/'>stable</a></dd><dd><a href='/en/2.3/'>2.3</a>"
        "</dd></dl><dl><dt>Downloads</dt><dd><a href='/pdf/'>PDF</a></dd><dd><a href='/epub/'>"
        "EPUB</a></dd></dl></div></div>"
    )
    head = "<meta name='generator' content='Docutils 0.18.1: http://docutils.sourceforge.net/'>"
    return _page(w["lang"], d.title, "kvcache 2.4 documentation", body, head)


def _furo(d: Doc, w: dict[str, str]) -> str:
    body = (
        f"<a class='skip-to-content muted-link' href='#furo-main-content'>{w['skip']}</a>"
        "<div class='announcement'><aside class='announcement-content'>"
        f"{w['old']} <a href='/en/latest/'>{w['latest']}</a></aside></div>"
        "<div class='page'><header class='mobile-header'><div class='header-center'>"
        "<a href='index.html'><div class='brand'>kvcache 2.4 documentation</div></a></div>"
        "</header><aside class='sidebar-drawer'><div class='sidebar-container'>"
        "<div class='sidebar-sticky'><a class='sidebar-brand' href='index.html'><span"
        " class='sidebar-brand-text'>kvcache 2.4 documentation</span></a><form"
        " class='sidebar-search-container' method='get' action='search.html' role='search'>"
        f"<input class='sidebar-search' placeholder='{w['search']}' name='q'></form>"
        "<div id='searchbox'></div><div class='sidebar-scroll'><div class='sidebar-tree'>"
        f"<p class='caption' role='heading'><span class='caption-text'>{w['guide']}</span></p>"
        f"<ul class='current'>{_nav_items('toctree-l1', 'reference internal', 'current current-page')}"
        "</ul></div></div></div></div></aside><div class='main'><div class='content'>"
        "<div class='article-container'><a href='#' class='back-to-top muted-link'><svg></svg>"
        "<span>Back to top</span></a><div class='content-icon-container'><div"
        " class='edit-this-page'><a class='muted-link' href='https://github.com/example/kvcache/"
        f"edit/main/docs/cache.rst' title='{w['edit']}'><svg></svg><span"
        f" class='visually-hidden'>{w['edit']}</span></a></div></div>"
        f"<article role='main' id='furo-main-content'>{_sphinx_body(d, w)}</article></div>"
        "<footer><div class='related-pages'><a class='next-page' href='eviction.html'>"
        f"<div class='page-info'><div class='context'><span>{w['next']}</span></div>"
        "<div class='title'>Eviction policies</div></div></a><a class='prev-page'"
        f" href='quickstart.html'><div class='page-info'><div class='context'><span>{w['prev']}"
        "</span></div><div class='title'>Quickstart</div></div></a></div>"
        "<div class='bottom-of-page'><div class='left-details'><div class='copyright'>"
        "Copyright &#169; 2024, The kvcache authors</div>Made with <a"
        " href='https://www.sphinx-doc.org/'>Sphinx</a> and <a class='muted-link'"
        " href='https://pradyunsg.me'>@pradyunsg</a>'s <a href='https://github.com/pradyunsg/furo'>"
        "Furo</a></div></div></footer></div><aside class='toc-drawer'><div class='toc-sticky"
        f" toc-scroll'><div class='toc-title-container'><span class='toc-title'>{w['toc']}"
        "</span></div><div class='toc-tree-container'><div class='toc-tree'><ul>"
        f"<li><a class='reference internal' href='#'>{escape(d.title)}</a><ul>"
        f"{_toc(d, '', 'reference internal')}</ul></li></ul></div></div></div></aside></div></div>"
    )
    head = "<meta name='generator' content='sphinx-7.2.6, furo 2024.01.29'>"
    return _page(w["lang"], d.title, "kvcache 2.4 documentation", body, head)


def _pydata(d: Doc, w: dict[str, str]) -> str:
    body = (
        f"<a id='pst-skip-link' class='skip-link' href='#main-content'>{w['skip']}</a>"
        "<div class='bd-header-version-warning'>"
        f"<div class='bd-header-announcement__content'>{w['old']} <a href='/stable/'>"
        f"{w['latest']}</a></div></div>"
        "<header class='bd-header navbar navbar-expand-lg bd-navbar'><div class='bd-header__inner"
        " bd-page-width'><div class='navbar-header-items__start'><a class='navbar-brand logo'"
        " href='index.html'><p class='title logo__title'>kvcache</p></a></div>"
        "<div class='navbar-header-items'><nav class='navbar-nav'><ul class='bd-navbar-elements"
        " navbar-nav'><li class='nav-item current active'><a class='nav-link nav-internal'"
        f" href='guide.html'>{w['guide']}</a></li><li class='nav-item'><a class='nav-link"
        " nav-internal' href='api.html'>API reference</a></li></ul></nav>"
        "<div class='navbar-item'><div class='version-switcher__container dropdown'>"
        "<button type='button' class='version-switcher__button btn btn-sm dropdown-toggle'>2.4"
        "</button><div class='version-switcher__menu dropdown-menu list-group-flush py-0'"
        " role='listbox'></div></div></div><div class='navbar-item'><button class='btn"
        f" search-button-field search-button__button' title='{w['search']}'><i class='fa-solid"
        f" fa-magnifying-glass'></i><span class='search-button__default-text'>{w['search']}</span>"
        "<span class='search-button__kbd-shortcut'><kbd class='kbd-shortcut__modifier'>Ctrl</kbd>"
        "+<kbd>K</kbd></span></button></div></div></div></header>"
        "<div class='bd-container'><div class='bd-container__inner bd-page-width'>"
        "<div class='bd-sidebar-primary bd-sidebar'><div class='sidebar-primary-items__start"
        " sidebar-primary__section'><div class='sidebar-primary-item'><nav class='bd-docs-nav"
        f" bd-links' aria-label='Section Navigation'><p class='bd-links__title' role='heading'>"
        f"Section Navigation</p><div class='bd-toc-item navbar-nav'><ul class='current nav"
        f" bd-sidenav'>{_nav_items('toctree-l1', 'reference internal', 'current active')}</ul>"
        "</div></nav></div></div></div><main id='main-content' class='bd-main' role='main'>"
        "<div class='bd-content'><div class='bd-article-container'><div class='bd-header-article"
        " d-print-none'><div class='header-article-items header-article__inner'>"
        "<div class='header-article-items__start'><div class='header-article-item'>"
        "<nav aria-label='Breadcrumb' class='d-print-none'><ul class='bd-breadcrumbs'>"
        f"<li class='breadcrumb-item breadcrumb-home'><a href='index.html' class='nav-link'"
        f" aria-label='{w['home']}'><i class='fa-solid fa-home'></i></a></li>"
        f"<li class='breadcrumb-item'><a href='guide.html' class='nav-link'>{w['guide']}</a></li>"
        f"<li class='breadcrumb-item active' aria-current='page'>{escape(d.title)}</li></ul>"
        "</nav></div></div></div></div><div id='searchbox'></div>"
        f"<article class='bd-article'>{_sphinx_body(d, w)}</article>"
        "<footer class='prev-next-footer d-print-none'><div class='prev-next-area'>"
        "<a class='left-prev' href='quickstart.html' title='previous page'><i class='fa-solid"
        f" fa-angle-left'></i><div class='prev-next-info'><p class='prev-next-subtitle'>{w['prev']}"
        "</p><p class='prev-next-title'>Quickstart</p></div></a><a class='right-next'"
        " href='eviction.html' title='next page'><div class='prev-next-info'><p"
        f" class='prev-next-subtitle'>{w['next']}</p><p class='prev-next-title'>Eviction"
        " policies</p></div><i class='fa-solid fa-angle-right'></i></a></div></footer></div>"
        "<div class='bd-sidebar-secondary bd-toc'><div class='sidebar-secondary-items"
        " sidebar-secondary__inner'><div class='sidebar-secondary-item'><div"
        f" class='page-toc tocsection onthispage'><i class='fa-solid fa-list'></i> {w['toc']}"
        "</div><nav class='bd-toc-nav page-toc'><ul class='visible nav section-nav flex-column'>"
        f"{_toc(d, 'toc-h2 nav-item toc-entry', 'reference internal nav-link')}</ul></nav></div>"
        "<div class='sidebar-secondary-item'><div class='tocsection editthispage'><a"
        " href='https://github.com/example/kvcache/edit/main/docs/cache.rst'><i"
        f" class='fa-solid fa-pencil'></i> {w['edit']}</a></div></div></div></div></div>"
        "</main></div></div><footer class='bd-footer'><div class='bd-footer__inner"
        " bd-page-width'><div class='footer-items__start'><div class='footer-item'><p"
        " class='copyright'>© Copyright 2024, The kvcache authors.</p></div><div"
        " class='footer-item'><p class='sphinx-version'>Created using <a"
        " href='https://www.sphinx-doc.org/'>Sphinx</a> 7.2.6.</p></div></div>"
        "<div class='footer-items__end'><div class='footer-item'><p class='theme-version'>"
        "Built with the <a href='https://pydata-sphinx-theme.readthedocs.io/'>PyData Sphinx"
        " Theme</a> 0.15.2.</p></div></div></div></footer>"
    )
    head = "<meta name='generator' content='Docutils 0.19: https://docutils.sourceforge.io/'>"
    return _page(w["lang"], d.title, "kvcache 2.4 documentation", body, head)


def _gitbook(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}' class='heading'><div class='flex'><a href='#{anchor}'"
            f" class='hash-anchor' aria-label='Direct link to heading'><svg></svg></a></div>"
            f"<div class='flex-1'>{escape(text)}</div></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        lines = "".join(
            f"<span class='highlight-line'><span class='line-number'></span>{escape(line)}\n</span>"
            for line in text.split("\n")
        )
        return (
            "<div class='group/codeblock grid'><div class='flex items-center'><div"
            f" class='text-xs'>{lang}</div><button class='group/codecopy' aria-label='{w['copy']}'>"
            f"{w['copy']}<svg></svg></button></div><pre class='rounded-md'><code"
            f" spellcheck='false' class='code-block'>{lines}</code></pre></div>"
        )

    body = (
        "<div class='scroll-nojump'><header id='site-header' class='flex'><div class='gap-4'>"
        "<a href='/' class='group/headerlogo'><div class='text-pretty'>kvcache</div></a>"
        "<div class='flex'><button type='button' class='search-button'><span>"
        f"{w['search']}...</span><kbd>Ctrl K</kbd></button></div></div></header>"
        "<div class='flex flex-col lg:flex-row'><aside class='group/table-of-contents'"
        " data-testid='table-of-contents'><div class='flex flex-col'><ul class='flex flex-col"
        f" gap-y-0.5'>{_nav_items('flex flex-col', 'flex flex-row toclink')}</ul></div>"
        "<div class='mt-auto'><a href='https://www.gitbook.com/?utm_source=content'"
        " class='text-sm'>Powered by GitBook</a></div></aside>"
        "<div class='flex-1'><main class='relative min-w-0 flex-1'><header"
        " class='max-w-3xl page-api-block:ml-0'><nav aria-label='Breadcrumb'><ol"
        f" class='flex'><li><a href='/guide'>{w['guide']}</a></li></ol></nav>"
        f"<h1 class='text-4xl font-bold'>{escape(d.title)}</h1></header>"
        "<div class='whitespace-pre-wrap'>"
        f"<p class='max-w-3xl'>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p class='max-w-3xl'>{escape(d.install)}</p>"
        f"{code('bash', CODE_INSTALL)}"
        f"{h('h2', 'options', d.options_heading)}<p class='max-w-3xl'>{escape(d.options)}</p>"
        f"<div class='table-wrapper'>{_table(d, 'w-full')}</div>{_steps(d)}"
        "<div class='hint hint-info flex px-4 py-4 rounded-md' data-hint='info'>"
        "<div class='hint-icon'><svg></svg></div><div class='flex-1 space-y-4'><p><strong>"
        f"{escape(d.note_title)}:</strong> {escape(d.note)}</p></div></div>"
        f"{h('h2', 'example', d.example_heading)}<p class='max-w-3xl'>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p class='max-w-3xl'>{escape(d.closing)}</p></div>"
        "<div class='flex flex-col md:flex-row mt-6 gap-2 max-w-3xl page-api-block:ml-0'>"
        "<a class='group text-sm p-2.5 flex gap-4 flex-1 flex-row-reverse items-center pl-4"
        " border border-dark/3 rounded' href='/quickstart'><span class='flex flex-col flex-1"
        f" text-right'><span class='text-xs'>{w['prev']}</span><span class='text-base'>Quickstart"
        "</span></span></a><a class='group text-sm p-2.5 flex gap-4 flex-1 items-center pr-4"
        f" border rounded' href='/eviction'><span class='flex flex-col flex-1'><span"
        f" class='text-xs'>{w['next']}</span><span class='text-base'>Eviction policies</span>"
        "</span></a></div><div class='flex flex-row items-center mt-6 max-w-3xl'><p"
        f" class='text-sm'>{w['updated']} 3 months ago</p></div>"
        "<div class='flex flex-col gap-3'><p class='text-sm'>"
        f"{w['helpful']}</p><div class='flex'><button aria-label='{w['yes']}'>😀</button>"
        f"<button aria-label='{w['no']}'>😞</button></div></div></main>"
        "<aside class='group/aside order-last'><div class='sticky'><div class='text-xs"
        f" font-semibold'>{w['toc']}</div><ul>{_toc(d, 'flex', 'toclink')}</ul>"
        "<a href='https://github.com/example/kvcache/blob/main/docs/cache.md' class='flex"
        f" text-sm'><svg></svg>{w['edit']}</a></div></aside></div></div>"
        "<div class='fixed z-10 cookie-banner'><p class='text-sm'>"
        f"{w['cookie']}</p><div class='flex'><button>{w['accept']}</button></div></div></div>"
    )
    head = "<meta name='generator' content='GitBook (11.2.0)'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _vitepress(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}' tabindex='-1'>{escape(text)} <a class='header-anchor'"
            f" href='#{anchor}' aria-label='Permalink to &quot;{escape(text)}&quot;'>&#8203;</a>"
            f"</{tag}>"
        )

    def code(lang: str, text: str) -> str:
        lines = "\n".join(
            f"<span class='line'><span>{escape(x)}</span></span>" for x in text.split("\n")
        )
        return (
            f"<div class='language-{lang} vp-adaptive-theme'><button title='{w['copy']}'"
            f" class='copy'></button><span class='lang'>{lang}</span><pre class='shiki"
            f" shiki-themes github-light github-dark vp-code' tabindex='0'><code>{lines}"
            "</code></pre></div>"
        )

    body = (
        "<div id='app'><div class='Layout' data-v-5d98c3a5><span tabindex='-1'></span>"
        f"<a href='#VPContent' class='VPSkipLink visually-hidden'>{w['skip']}</a>"
        "<header class='VPNav'><div class='VPNavBar'><div class='wrapper'><div class='container'>"
        "<div class='title'><a class='title' href='/'><span>kvcache</span></a></div>"
        "<div class='content'><div class='content-body'><div class='VPNavBarSearch search'>"
        "<button type='button' class='DocSearch DocSearch-Button' aria-label='Search'><span"
        f" class='DocSearch-Button-Container'><span class='DocSearch-Button-Placeholder'>"
        f"{w['search']}</span></span><span class='DocSearch-Button-Keys'><kbd"
        " class='DocSearch-Button-Key'></kbd><kbd class='DocSearch-Button-Key'>K</kbd></span>"
        "</button></div><nav aria-labelledby='main-nav-aria-label' class='VPNavBarMenu menu'>"
        f"<a class='VPLink link VPNavBarMenuLink active' href='/guide/'><span>{w['guide']}"
        "</span></a><a class='VPLink link VPNavBarMenuLink' href='/reference/'><span>Reference"
        "</span></a><div class='VPFlyout VPNavBarMenuGroup'><button type='button' class='button'>"
        "<span class='text'>v2.4</span></button><div class='menu'><div class='VPMenu'><div"
        " class='items'><div class='VPMenuLink'><a class='VPLink link' href='/v3/'><span>v3"
        " (next)</span></a></div><div class='VPMenuLink'><a class='VPLink link' href='/v2.3/'>"
        "<span>v2.3</span></a></div></div></div></div></div></nav></div></div></div></div></div>"
        "</header><aside class='VPSidebar'><div class='curtain'></div><nav class='nav'"
        " id='VPSidebarNav' aria-labelledby='sidebar-aria-label'><div class='group'><section"
        " class='VPSidebarItem level-0 collapsible has-active'><div class='item'><h2"
        f" class='text'>{w['guide']}</h2></div><div class='items'>"
        + "".join(
            f"<div class='VPSidebarItem level-1 is-link'><div class='item'><a class='VPLink link"
            f" link' href='/guide/{n.lower().replace(' ', '-')}'><p class='text'>{n}</p></a></div></div>"
            for n in SIDEBAR
        )
        + "</div></section></div></nav></aside><div class='VPContent has-sidebar' id='VPContent'>"
        "<div class='VPDoc has-sidebar has-aside'><div class='container'><div class='aside'>"
        "<div class='aside-curtain'></div><div class='aside-container'><div class='aside-content'>"
        "<div class='VPDocAside'><nav aria-labelledby='doc-outline-aria-label' class='VPDocAsideOutline"
        f" has-outline'><div class='content'><div class='outline-marker'></div><div"
        f" class='outline-title' role='heading' aria-level='2'>{w['toc']}</div><ul"
        f" class='VPDocOutlineItem root'>{_toc(d, '', 'outline-link')}</ul></div></nav></div>"
        "</div></div></div><div class='content'><div class='content-container'><main class='main'>"
        "<div style='position:relative;' class='vp-doc _guide_cache'><div>"
        f"{h('h1', 'configuring', d.title)}<p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p>"
        "<div class='vp-code-group vp-adaptive-theme'><div class='tabs'><input type='radio'"
        " name='group-1' id='tab-1' checked><label data-title='pip' for='tab-1'>pip</label>"
        "<input type='radio' name='group-1' id='tab-2'><label data-title='uv' for='tab-2'>uv"
        f"</label></div><div class='blocks'>{code('sh', CODE_INSTALL).replace('vp-adaptive-theme', 'vp-adaptive-theme active')}"
        f"{code('sh', 'uv add kvcache')}</div></div>"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d)}{_steps(d)}"
        f"<div class='tip custom-block'><p class='custom-block-title'>{escape(d.note_title).upper()}"
        f"</p><p>{escape(d.note)}</p></div>"
        f"{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        f"{code('python', CODE_EXAMPLE)}<p>{escape(d.closing)}</p></div></div></main>"
        "<footer class='VPDocFooter'><div class='edit-info'><div class='edit-link'><a"
        " class='VPLink link vp-external-link-icon no-icon edit-link-button'"
        " href='https://github.com/example/kvcache/edit/main/docs/guide/cache.md'>"
        f"<span class='vpi-square-pen edit-link-icon'></span> {w['edit']}</a></div>"
        f"<div class='last-updated'><p class='VPLastUpdated'>{w['updated']}: <time"
        " datetime='2024-03-12T10:00:00.000Z'>12/03/2024, 10:00</time></p></div></div>"
        "<nav class='prev-next' aria-labelledby='doc-footer-aria-label'><div class='pager'>"
        f"<a class='VPLink link pager-link prev' href='/guide/quickstart'><span class='desc'>{w['prev']}"
        "</span><span class='title'>Quickstart</span></a></div><div class='pager'><a"
        f" class='VPLink link pager-link next' href='/guide/eviction'><span class='desc'>{w['next']}"
        "</span><span class='title'>Eviction policies</span></a></div></nav></footer>"
        "</div></div></div></div></div><footer class='VPFooter has-sidebar'><div class='container'>"
        "<p class='message'>Released under the MIT License.</p><p class='copyright'>Copyright ©"
        " 2019-present The kvcache authors</p></div></footer></div></div>"
    )
    head = "<meta name='generator' content='VitePress v1.0.0-rc.44'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _docsy(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} id='{anchor}'>{escape(text)}<a class='td-heading-self-link'"
            f" href='#{anchor}' aria-label='Heading self-link'></a></{tag}>"
        )

    body = (
        "<header><nav class='td-navbar js-navbar-scroll' data-bs-theme='dark'><div"
        " class='container-fluid flex-column flex-md-row'><a class='navbar-brand' href='/'>"
        "<span class='navbar-brand__name'>kvcache</span></a><div class='td-navbar-nav-scroll"
        " ms-md-auto' id='main_navbar'><ul class='navbar-nav'><li class='nav-item'><a"
        " class='nav-link active' href='/docs/'><span>Documentation</span></a></li><li"
        " class='nav-item'><a class='nav-link' href='/blog/'><span>Blog</span></a></li><li"
        " class='nav-item dropdown d-none d-lg-block'><div class='dropdown'><a"
        " class='nav-link dropdown-toggle' href='#' role='button'>Releases</a><ul"
        " class='dropdown-menu'><li><a class='dropdown-item' href='/v3/'>v3.0</a></li><li><a"
        " class='dropdown-item' href='/'>v2.4</a></li></ul></div></li><li class='nav-item"
        " dropdown d-none d-lg-block'><div class='dropdown'><a class='nav-link dropdown-toggle'"
        " href='#' role='button'>English</a><ul class='dropdown-menu'><li><a"
        " class='dropdown-item' href='/de/'>Deutsch</a></li><li><a class='dropdown-item'"
        " href='/fr/'>Français</a></li><li><a class='dropdown-item' href='/ja/'>日本語</a></li>"
        "</ul></div></li></ul></div><div class='d-none d-lg-block'><div"
        f" class='td-search'><input type='search' class='td-search__input form-control'"
        f" placeholder='{w['search']}' aria-label='{w['search']}'></div></div></div></nav>"
        "</header><div class='container-fluid td-outer'><div class='td-main'><div class='row"
        " flex-xl-nowrap'><aside class='col-12 col-md-3 col-xl-2 td-sidebar d-print-none'>"
        "<div id='td-sidebar-menu' class='td-sidebar__inner'><nav class='td-sidebar-nav"
        " collapse foldable-nav' id='td-section-nav'><ul class='td-sidebar-nav__section pe-md-3"
        f" ul-0'>{_nav_items('td-sidebar-nav__section-title td-sidebar-nav__section without-child', 'align-left ps-0 td-sidebar-link td-sidebar-link__page', 'active')}"
        "</ul></nav></div></aside><aside class='d-none d-xl-block col-xl-2 td-sidebar-toc"
        " d-print-none'><div class='td-page-meta ms-2 pb-1 pt-2 mb-0'><a"
        " href='https://github.com/example/kvcache/tree/main/content/en/docs/cache.md'"
        f" class='td-page-meta--view' target='_blank'><i class='fa-solid fa-file-lines"
        f" fa-fw'></i> {w['edit']}</a><a href='https://github.com/example/kvcache/issues/new'"
        " class='td-page-meta--issue' target='_blank'><i class='fa-solid fa-list-check"
        " fa-fw'></i> Create documentation issue</a></div><div class='td-toc'><nav"
        f" id='TableOfContents'><ul>{_toc(d, '')}</ul></nav></div></aside>"
        "<main class='col-12 col-md-9 col-xl-8 ps-md-5' role='main'><div class='pageinfo"
        " pageinfo-primary d-print-none'><p>"
        f"{w['old']} <a href='/docs/'>{w['latest']}</a></p></div>"
        "<nav aria-label='breadcrumb' class='td-breadcrumbs'><ol class='breadcrumb'><li"
        f" class='breadcrumb-item'><a href='/docs/'>Documentation</a></li><li"
        f" class='breadcrumb-item'><a href='/docs/guide/'>{w['guide']}</a></li><li"
        f" class='breadcrumb-item active' aria-current='page'>{escape(d.title)}</li></ol></nav>"
        f"<div class='td-content'><h1>{escape(d.title)}</h1><div class='lead'>"
        f"{escape(d.intro)}</div>{h('h2', 'installation', d.install_heading)}"
        f"<p>{escape(d.install)}</p><div class='highlight'><pre tabindex='0' style='background-color:#f8f8f8'>"
        f"<code class='language-shell' data-lang='shell'><span style='display:flex;'><span>"
        f"{_code(CODE_INSTALL)}</span></span></code></pre></div>"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d, 'table')}"
        f"{_steps(d)}<div class='alert alert-info' role='alert'><h4 class='alert-heading'>"
        f"{escape(d.note_title)}</h4>{escape(d.note)}</div>"
        f"{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p>"
        "<div class='highlight'><pre tabindex='0'><code class='language-python'"
        f" data-lang='python'>{_python(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p>"
        "<div class='d-print-none'><h2 class='feedback--title'>Feedback</h2><p"
        f" class='feedback--question'>{w['helpful']}</p><button class='btn btn-primary mb-4"
        f" feedback--answer feedback--answer-yes'>{w['yes']}</button> <button class='btn"
        f" btn-primary mb-4 feedback--answer feedback--answer-no'>{w['no']}</button><p"
        f" class='feedback--response feedback--response-yes'>{w['feedback']}</p></div><br>"
        f"<div class='td-page-meta__lastmod'>{w['updated']} March 12, 2024: <a"
        " href='https://github.com/example/kvcache/commit/4f2a9c1'>Fix typo (4f2a9c1)</a>"
        "</div></div></main></div></div><footer class='td-footer row d-print-none'><div"
        " class='container-fluid'><div class='row mx-md-2'><div class='td-footer__left col-6"
        " col-sm-4 order-sm-1'><ul class='td-footer__links-list'><li class='td-footer__links-item'>"
        "<a target='_blank' href='https://x.example.com' aria-label='X'><i class='fab"
        " fa-x-twitter'></i></a></li></ul></div><div class='td-footer__center col-12 col-sm-4"
        " py-2 order-sm-2'><span class='td-footer__copyright'>&copy; 2024 The kvcache Authors"
        "</span> <span class='td-footer__all_rights_reserved'>All Rights Reserved</span><span"
        " class='ms-2'><a href='/privacy' target='_blank'>Privacy Policy</a></span></div></div>"
        "</div></footer></div>"
    )
    head = "<meta name='generator' content='Hugo 0.123.7'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _nextra(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} class='nx-font-semibold nx-tracking-tight nx-text-slate-900"
            f" nx-mt-10 nx-border-b nx-pb-1 nx-text-3xl'>{escape(text)}<a href='#{anchor}'"
            f" id='{anchor}' class='subheading-anchor' aria-label='Permalink for this section'>"
            f"</a></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        lines = "".join(
            f"<span class='line'><span>{escape(x)}</span></span>\n" for x in text.split("\n")
        )
        return (
            "<div class='nextra-code-block nx-relative nx-mt-6 first:nx-mt-0'><pre"
            f" class='nx-bg-primary-700/5 nx-mb-4 nx-overflow-x-auto' data-language='{lang}'"
            f" data-theme='default'><code class='nx-border-black' dir='ltr' data-language='{lang}'"
            f" data-theme='default'>{lines}</code></pre><div class='nx-opacity-0 nx-transition"
            f" [div:hover>&amp;]:nx-opacity-100'><button class='nextra-button' title='{w['copy']}'"
            " tabindex='0'><svg></svg></button></div></div>"
        )

    body = (
        "<div dir='ltr'><div class='nextra-banner-container nx-sticky nx-top-0'><div"
        f" class='nx-text-xs'>{w['old']} <a href='/'>{w['latest']}</a></div><button"
        " aria-label='Dismiss banner' class='nx-w-8'><svg></svg></button></div>"
        "<div class='nextra-nav-container nx-sticky nx-top-0 nx-z-20 nx-w-full'><nav"
        " class='nx-mx-auto nx-flex nx-h-[var(--nextra-navbar-height)]'><a class='nx-flex"
        " nx-items-center' href='/'><span class='nx-font-extrabold'>kvcache</span></a>"
        "<a class='nx-text-sm nx-contrast-more:nx-text-gray-700' href='/docs'>Docs</a>"
        "<div class='nextra-search nx-relative md:nx-w-64'><input spellcheck='false'"
        f" class='nx-block nx-w-full' type='search' placeholder='{w['search']}...'>"
        "</div></nav></div><div class='nx-mx-auto nx-flex nx-max-w-[90rem]'><div"
        " class='motion-reduce:nx-transition-none'></div><aside class='nextra-sidebar-container"
        " nx-flex nx-flex-col'><div class='nx-overflow-y-auto nx-overflow-x-hidden nx-p-4"
        " nx-grow md:nx-h-[calc(100vh-var(--nextra-navbar-height)-var(--nextra-menu-height))]'>"
        f"<ul class='nx-flex nx-flex-col nx-gap-1'>{_nav_items('nx-flex nx-flex-col nx-gap-1', 'nx-flex nx-rounded nx-px-2 nx-py-1.5 nx-text-sm', 'active')}"
        "</ul></div></aside><nav class='nextra-toc nx-order-last nx-hidden nx-w-64 nx-shrink-0"
        " xl:nx-block print:nx-hidden' aria-label='table of contents'><div class='nextra-scrollbar"
        f" nx-sticky nx-top-16'><p class='nx-mb-4 nx-font-semibold nx-tracking-tight'>{w['toc']}"
        f"</p><ul>{_toc(d, 'nx-my-2 nx-scroll-my-6', 'nx-font-semibold')}</ul><div"
        " class='nx-mt-8 nx-border-t nx-bg-white nx-pt-8'><a href='https://github.com/example/"
        "kvcache/issues/new?title=Feedback' target='_blank' class='nx-text-xs nx-font-medium'>"
        "Question? Give us feedback →</a><a class='nx-text-xs nx-font-medium'"
        f" href='https://github.com/example/kvcache/blob/main/pages/docs/cache.mdx'>{w['edit']}"
        "</a></div></div></nav><article class='nx-w-full nx-break-words nextra-content nx-flex"
        " nx-min-h-[calc(100vh-var(--nextra-navbar-height))] nx-min-w-0 nx-justify-center"
        " nx-pb-8 nx-pr-[calc(env(safe-area-inset-right)-1.5rem)]'><main class='nx-w-full"
        " nx-min-w-0 nx-max-w-6xl nx-px-6 nx-pt-4 md:nx-px-12'><div class='nextra-breadcrumb"
        f" nx-mt-1.5 nx-flex nx-items-center nx-gap-1'><div class='nx-whitespace-nowrap'>"
        f"{w['guide']}</div><svg></svg><div class='nx-font-medium'>{escape(d.title)}</div></div>"
        f"<h1 class='nx-mt-2 nx-text-4xl nx-font-bold'>{escape(d.title)}</h1>"
        f"<p class='nx-mt-6 nx-leading-7 first:nx-mt-0'>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p class='nx-mt-6 nx-leading-7'>"
        f"{escape(d.install)}</p>{code('sh', CODE_INSTALL)}"
        f"{h('h2', 'options', d.options_heading)}<p class='nx-mt-6 nx-leading-7'>"
        f"{escape(d.options)}</p>{_table(d, 'nextra-table nx-block nx-overflow-x-scroll')}"
        f"{_steps(d)}<div class='nextra-callout nx-overflow-x-auto nx-mt-6 nx-flex"
        " nx-rounded-lg nx-border nx-py-2 nx-border-blue-200'><div class='nx-select-none"
        " nx-text-xl' style='font-family:sans-serif'>ℹ️</div><div class='nx-w-full"
        f" nx-min-w-0 nx-leading-7'><p class='nx-mt-6 nx-leading-7 first:nx-mt-0'><strong>"
        f"{escape(d.note_title)}:</strong> {escape(d.note)}</p></div></div>"
        f"{h('h2', 'example', d.example_heading)}<p class='nx-mt-6 nx-leading-7'>"
        f"{escape(d.example)}</p>{code('python', CODE_EXAMPLE)}<p class='nx-mt-6 nx-leading-7'>"
        f"{escape(d.closing)}</p><div class='nx-mt-12 nx-mb-8 nx-block nx-text-xs"
        f" nx-text-gray-500'>{w['updated']} <time datetime='2024-03-12T10:00:00.000Z'>"
        "March 12, 2024</time></div><div class='nx-mb-8 nx-flex nx-items-center nx-border-t"
        " nx-pt-8'><a title='Quickstart' class='nx-flex nx-max-w-[50%] nx-items-center"
        f" nx-gap-1 nx-py-4' href='/docs/quickstart'><svg></svg>Quickstart</a><a"
        " title='Eviction policies' class='nx-flex nx-max-w-[50%] nx-items-center nx-gap-1"
        " nx-py-4 ltr:nx-ml-auto' href='/docs/eviction'>Eviction policies<svg></svg></a></div>"
        "</main></article></div><footer class='nx-bg-gray-100 nx-pb-[env(safe-area-inset-bottom)]'>"
        "<div class='nx-mx-auto nx-flex nx-max-w-[90rem] nx-justify-center nx-py-12"
        " nx-text-gray-600'>MIT 2024 © The kvcache authors.</div></footer></div>"
    )
    return _page(w["lang"], d.title, "kvcache", body)


def _mintlify(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return (
            f"<{tag} class='flex whitespace-pre-wrap group' id='{anchor}'><div"
            " class='absolute'><a href='#" + anchor + "' class='-ml-10 flex items-center"
            " opacity-0 border-0 group-hover:opacity-100' aria-label='Navigate to header'>"
            f"​<div class='w-6 h-6'><svg></svg></div></a></div><span class='cursor-pointer'>"
            f"{escape(text)}</span></{tag}>"
        )

    def code(lang: str, text: str) -> str:
        return (
            "<div class='mt-5 mb-8 not-prose rounded-2xl relative text-gray-50 bg-codeblock"
            " code-block'><div class='flex rounded-t-2xl border-b'><div class='flex-none"
            f" flex items-center gap-1.5 text-primary-light'>{lang}</div><div class='flex-1"
            " flex items-center justify-end gap-1.5'><div class='z-10 relative'><button"
            f" class='h-7 w-7 flex items-center justify-center rounded-md' data-testid='copy-code-button'"
            f" aria-label='Copy the contents from the code block'><svg></svg></button><div"
            f" class='absolute bottom-full left-1/2 mb-3.5 pb-1 -translate-x-1/2 hidden"
            f" group-hover:block text-white rounded-lg px-1.5 py-0.5 text-xs bg-primary-dark'>"
            f"{w['copy']}</div></div></div></div><div class='w-0 min-w-full max-w-full py-3.5"
            f" px-4 h-full dark:bg-codeblock relative text-sm leading-6 children:!my-0'><pre"
            f" class='language-{lang}'><code class='language-{lang}'>{escape(text)}</code></pre>"
            "</div></div>"
        )

    body = (
        "<div class='antialiased text-gray-500'><div id='navbar' class='z-30 fixed lg:sticky"
        " top-0 w-full'><div class='relative'><div class='flex items-center lg:px-12 h-16'>"
        "<a href='/'><span class='sr-only'>kvcache home page</span><img class='w-auto h-7'"
        " src='/logo.svg' alt='light logo'></a><div class='flex-1 flex justify-center'>"
        "<button type='button' class='w-full flex items-center text-sm leading-6'"
        f" id='search-bar-entry'><svg></svg>{w['search']}...<span class='ml-auto'>Ctrl K</span>"
        "</button></div><a href='https://github.com/example/kvcache' class='group h-9'>"
        "GitHub</a></div><div class='h-12 hidden lg:flex px-12 border-b'><div class='h-full"
        f" flex text-sm space-x-6'><a class='link nav-tabs-item' href='/guide'>{w['guide']}"
        "</a><a class='link nav-tabs-item' href='/api-reference'>API Reference</a></div></div>"
        "</div></div><div class='max-w-8xl px-4 mx-auto lg:px-8'><div class='hidden lg:block"
        " fixed z-20 inset-0 top-[7rem] right-auto w-[18rem] pb-10 px-7 overflow-y-auto'"
        " id='sidebar'><div class='relative lg:text-sm lg:leading-6'><div id='navigation-items'>"
        "<div class=''><div class='sidebar-group-header flex items-center gap-2.5 pl-4 mb-3.5"
        f" lg:mb-2.5 font-semibold'><h5 id='sidebar-title'>{w['guide']}</h5></div><ul"
        f" id='sidebar-group' class='space-y-px'>{_nav_items('', 'group flex items-center pr-3 py-1.5 cursor-pointer', 'bg-primary/10')}"
        "</ul></div></div></div></div><div class='lg:pl-[19.5rem]'><div class='flex flex-row"
        " gap-12 box-border w-full pt-40 lg:pt-10'><div class='relative grow box-border"
        " flex-col w-full mx-auto px-1 lg:pl-[23.7rem] lg:-ml-12 xl:w-[calc(100%-28rem)]'"
        " id='content-area'><header id='header' class='relative'><div class='mt-0.5 space-y-2.5'>"
        f"<div class='eyebrow h-5 text-primary dark:text-primary-light text-sm font-semibold'>"
        f"{w['guide']}</div><div class='flex items-center'><h1 class='inline-block text-2xl"
        f" sm:text-3xl font-bold text-gray-900 tracking-tight'>{escape(d.title)}</h1></div></div>"
        "</header><div class='relative mt-8 prose prose-gray dark:prose-invert' id='content'>"
        f"<span data-as='p'>{escape(d.intro)}</span>"
        f"{h('h2', 'installation', d.install_heading)}<span data-as='p'>{escape(d.install)}</span>"
        f"{code('bash', CODE_INSTALL)}"
        f"{h('h2', 'options', d.options_heading)}<span data-as='p'>{escape(d.options)}</span>"
        f"{_table(d)}{_steps(d)}<div class='callout my-4 px-5 py-4 overflow-hidden rounded-2xl"
        " flex gap-3 border border-sky-500/20 bg-sky-50/50' data-callout-type='note'><div"
        " class='mt-0.5 w-4'><svg></svg></div><div class='text-sm prose min-w-0 w-full'><span"
        f" data-as='p'>{escape(d.note)}</span></div></div>"
        f"{h('h2', 'example', d.example_heading)}<span data-as='p'>{escape(d.example)}</span>"
        f"{code('python', CODE_EXAMPLE)}<span data-as='p'>{escape(d.closing)}</span></div>"
        "<div class='leading-6 mt-14'><div class='feedback-toolbar pb-16 w-full flex flex-col"
        f" gap-y-8'><div class='flex flex-col sm:flex-row gap-4'><p class='text-sm text-gray-700'>"
        f"{w['helpful']}</p><div class='flex gap-3 items-center'><button class='px-3.5 py-2"
        f" flex flex-row gap-3 items-center border-standard rounded-xl'><svg></svg><small>{w['yes']}"
        f"</small></button><button class='px-3.5 py-2 flex flex-row gap-3'><svg></svg><small>"
        f"{w['no']}</small></button></div></div><div class='flex flex-row items-center gap-3'><a"
        " class='h-fit flex items-center gap-2' href='https://github.com/example/docs/edit/main/"
        f"cache.mdx'><svg></svg><small>{w['edit']}</small></a></div></div>"
        "<div class='mb-12 px-0.5 flex items-center text-sm font-semibold'><a"
        " class='flex items-center space-x-3 group' href='/quickstart'><svg></svg><span"
        " class='group-hover:text-gray-900'>Quickstart</span></a><a class='flex items-center"
        " ml-auto space-x-3 group' href='/eviction'><span class='group-hover:text-gray-900'>"
        "Eviction policies</span><svg></svg></a></div><footer id='footer' class='flex gap-12"
        " justify-between pt-10 border-t border-gray-100 sm:flex mb-10'><div class='flex gap-6"
        " flex-wrap'><a href='https://x.example.com' class='h-fit'><span class='sr-only'>x</span>"
        "<svg></svg></a></div><div class='flex items-center justify-between'><div class='sm:flex'>"
        "<a href='https://mintlify.com/preview-request?utm_campaign=poweredBy' target='_blank'"
        " class='text-sm text-gray-400'><span>Powered by Mintlify</span></a></div></div></footer>"
        "</div></div><div class='z-10 hidden xl:flex pl-10 box-border w-[19rem]' id='table-of-"
        "contents'><div class='text-gray-600 text-sm leading-6 w-[16.5rem] overflow-y-auto"
        " space-y-2 pb-4 -mt-10 pt-10'><div class='text-gray-700 dark:text-gray-300 font-medium"
        f" flex items-center space-x-2'><svg></svg><span>{w['toc']}</span></div><ul"
        f" id='table-of-contents-content' class='toc'>{_toc(d, 'toc-item relative', 'py-1 block font-medium')}"
        "</ul></div></div></div></div></div></div>"
    )
    head = "<meta name='generator' content='Mintlify'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


# rustdoc, Javadoc and Doxygen ship their interface in English only; the prose is the
# project's (doc comments in any language).


def _rustdoc(d: Doc, w: dict[str, str]) -> str:
    body = (
        "<nav class='mobile-topbar'><button class='sidebar-menu-toggle' title='show sidebar'>"
        "</button><h2><a href='#'>Cache</a></h2></nav><nav class='sidebar'><div"
        " class='sidebar-crate'><h2><a href='../kvcache/index.html'>kvcache</a><span"
        " class='version'>2.4.1</span></h2></div><div class='sidebar-elems'><section><h3><a"
        " href='#'>Cache</a></h3><h3><a href='#fields'>Fields</a></h3><ul class='block"
        " structfield'><li><a href='#structfield.size'>size</a></li><li><a"
        " href='#structfield.ttl'>ttl</a></li></ul><h3><a href='#implementations'>Methods</a></h3>"
        "<ul class='block method'><li><a href='#method.get'>get</a></li><li><a"
        " href='#method.new'>new</a></li><li><a href='#method.put'>put</a></li></ul><h3><a"
        " href='#trait-implementations'>Trait Implementations</a></h3><ul class='block"
        " trait-implementation'><li><a href='#impl-Clone-for-Cache'>Clone</a></li><li><a"
        " href='#impl-Debug-for-Cache'>Debug</a></li><li><a href='#impl-Default-for-Cache'>"
        "Default</a></li></ul></section><h2><a href='index.html'>In crate kvcache</a></h2></div>"
        "</nav><div class='sidebar-resizer'></div><main><div class='width-limiter'><rustdoc-search>"
        "<nav class='sub'><form class='search-form'><span></span><div id='sidebar-button'"
        " tabindex='-1'><a href='../kvcache/all.html' title='show sidebar'></a></div><input"
        " class='search-input' name='search' aria-label='Run search in the documentation'"
        " autocomplete='off' spellcheck='false' placeholder='Type ‘S’ or ‘/’ to search, ‘?’ for"
        " more options…' type='search'><div id='help-button' tabindex='-1'><a href='../help.html'"
        " title='help'>?</a></div><div id='settings-menu' tabindex='-1'><a"
        " href='../settings.html' title='settings'>Settings</a></div></form></nav></rustdoc-search>"
        "<section id='main-content' class='content'><div class='main-heading'><h1>Struct <a"
        " href='index.html'>kvcache</a>::<wbr><a class='struct' href='#'>Cache</a><button"
        " id='copy-path' title='Copy item path to clipboard'>Copy item path</button></h1><span"
        " class='out-of-band'><a class='src' href='../src/kvcache/lib.rs.html#12-40'>source</a>"
        " · <button id='toggle-all-docs' title='collapse all docs'>[<span>&minus;</span>]</button>"
        "</span></div><pre class='rust item-decl'><code>pub struct Cache {\n    pub size: <a"
        " class='primitive' href='https://doc.rust-lang.org/nightly/std/primitive.usize.html'>usize"
        "</a>,\n    pub ttl: <a class='enum' href='https://doc.rust-lang.org/nightly/core/option/"
        "enum.Option.html'>Option</a>&lt;Duration&gt;,\n    /* private fields */\n}</code></pre>"
        "<details class='toggle top-doc' open><summary class='hideme'><span>Expand description"
        f"</span></summary><div class='docblock'><p>{escape(d.intro)}</p><h2 id='examples'><a"
        f" class='doc-anchor' href='#examples'>§</a>{escape(d.example_heading)}</h2><p>"
        f"{escape(d.example)}</p><div class='example-wrap'><pre class='rust rust-example-rendered'>"
        f"<code>{escape(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p></div></details>"
        "<h2 id='fields' class='fields section-header'>Fields<a href='#fields' class='anchor"
        " '>§</a></h2>"
        + "".join(
            f"<span id='structfield.{o}' class='structfield section-header'><a"
            f" href='#structfield.{o}' class='anchor field'>§</a><code>{o}: {t}</code></span>"
            f"<div class='docblock'><p>{escape(desc)}</p></div>"
            for o, t, _, desc in d.rows[:2]
        )
        + "<h2 id='implementations' class='section-header'>Implementations<a"
        " href='#implementations' class='anchor'>§</a></h2><div id='implementations-list'>"
        "<details class='toggle implementors-toggle' open><summary><section id='impl-Cache'"
        " class='impl'><a class='src rightside' href='../src/kvcache/lib.rs.html#42'>source</a>"
        "<a href='#impl-Cache' class='anchor'>§</a><h3 class='code-header'>impl <a class='struct'"
        " href='struct.Cache.html'>Cache</a></h3></section></summary><div class='impl-items'>"
        "<details class='toggle method-toggle' open><summary><section id='method.get'"
        " class='method'><a class='src rightside' href='../src/kvcache/lib.rs.html#58'>source</a>"
        "<h4 class='code-header'>pub fn <a href='#method.get' class='fn'>get</a>(&amp;self, key:"
        " &amp;<a class='primitive' href='https://doc.rust-lang.org/nightly/std/primitive.str.html'>"
        "str</a>) -&gt; Option&lt;&amp;Value&gt;</h4></section></summary><div class='docblock'><p>"
        f"{escape(d.options)}</p></div></details></div></details></div>"
        "<h2 id='trait-implementations' class='section-header'>Trait Implementations<a"
        " href='#trait-implementations' class='anchor'>§</a></h2><div"
        " id='trait-implementations-list'><details class='toggle implementors-toggle' open>"
        "<summary><section id='impl-Clone-for-Cache' class='impl'><a class='src rightside'"
        " href='../src/kvcache/lib.rs.html#11'>source</a><a href='#impl-Clone-for-Cache'"
        " class='anchor'>§</a><h3 class='code-header'>impl Clone for Cache</h3></section></summary>"
        "<div class='impl-items'><details class='toggle method-toggle' open><summary><section"
        " id='method.clone' class='method trait-impl'><h4 class='code-header'>fn clone(&amp;self)"
        " -&gt; Cache</h4></section></summary><div class='docblock'>Returns a copy of the value."
        " <a href='https://doc.rust-lang.org/nightly/core/clone/trait.Clone.html#tymethod.clone'>"
        "Read more</a></div></details></div></details></div></section></div></main>"
    )
    head = "<meta name='generator' content='rustdoc'><meta name='description' content='API"
    head += " documentation for the Rust `Cache` struct in crate `kvcache`.'>"
    return _page(w["lang"], "Cache in kvcache - Rust", "kvcache", body, head)


def _javadoc(d: Doc, w: dict[str, str]) -> str:
    body = (
        "<div class='flex-box'><header role='banner' class='flex-header'><nav role='navigation'>"
        "<div class='top-nav' id='navbar-top'><div class='skip-nav'><a href='#skip-navbar-top'"
        " title='Skip navigation links'>Skip navigation links</a></div><ul id='navbar-top-"
        "firstrow' class='nav-list' title='Navigation'><li><a href='../../../index.html'>"
        "Overview</a></li><li><a href='package-summary.html'>Package</a></li><li"
        " class='nav-bar-cell1-rev'>Class</li><li><a href='class-use/Cache.html'>Use</a></li>"
        "<li><a href='package-tree.html'>Tree</a></li><li><a href='../../../deprecated-list.html'>"
        "Deprecated</a></li><li><a href='../../../index-all.html'>Index</a></li><li><a"
        " href='../../../help-doc.html#class'>Help</a></li></ul></div><div class='sub-nav'>"
        "<div><ul class='sub-nav-list'><li>Summary:&nbsp;</li><li>Nested&nbsp;|&nbsp;</li><li><a"
        " href='#field-summary'>Field</a>&nbsp;|&nbsp;</li><li><a href='#constructor-summary'>"
        "Constr</a>&nbsp;|&nbsp;</li><li><a href='#method-summary'>Method</a></li></ul></div>"
        "<div class='nav-list-search'><a href='../../../search.html'>SEARCH</a><input"
        " type='text' id='search-input' disabled placeholder='Search'><input type='reset'"
        " id='reset-button' disabled value='reset'></div></div><span class='skip-nav'"
        " id='skip-navbar-top'></span></nav></header><div class='flex-content'><main"
        " role='main'><div class='header'><div class='sub-title'><span"
        " class='package-label-in-type'>Package</span>&nbsp;<a href='package-summary.html'>"
        "org.example.kvcache</a></div><h1 title='Class Cache' class='title'>Class Cache</h1></div>"
        "<div class='inheritance' title='Inheritance Tree'><a href='https://docs.oracle.com/"
        "javase/17/docs/api/java.base/java/lang/Object.html' class='external-link'>"
        "java.lang.Object</a><div class='inheritance'>org.example.kvcache.Cache</div></div>"
        "<section class='class-description' id='class-description'><dl class='notes'><dt>All"
        " Implemented Interfaces:</dt><dd><code><a href='https://docs.oracle.com/javase/17/docs/"
        "api/java.base/java/io/Serializable.html'>Serializable</a></code></dd></dl><hr><div"
        " class='type-signature'><span class='modifiers'>public final class </span><span"
        " class='element-name type-name-label'>Cache</span><span class='extends-implements'>"
        "\nextends <a href='https://docs.oracle.com/javase/17/docs/api/java.base/java/lang/"
        "Object.html'>Object</a>\nimplements Serializable</span></div>"
        f"<div class='block'>{escape(d.intro)}<p>{escape(d.example)}</p><pre><code>"
        f"{escape(CODE_EXAMPLE)}</code></pre><p>{escape(d.closing)}</p></div><dl class='notes'>"
        "<dt>Since:</dt><dd>2.0</dd><dt>See Also:</dt><dd><ul class='see-list'><li><a"
        " href='Eviction.html'><code>Eviction</code></a></li></ul></dd></dl></section>"
        "<section class='summary'><ul class='summary-list'><li><section class='constructor-"
        "summary' id='constructor-summary'><h2>Constructor Summary</h2><div class='caption'>"
        "<span>Constructors</span></div><div class='summary-table two-column-summary'><div"
        " class='table-header col-first'>Constructor</div><div class='table-header col-last'>"
        "Description</div><div class='col-constructor-name even-row-color'><code><a"
        " href='#%3Cinit%3E(int,double)' class='member-name-link'>Cache</a>(int&nbsp;size,"
        " double&nbsp;ttl)</code></div><div class='col-last even-row-color'><div class='block'>"
        f"{escape(d.options)}</div></div></div></section></li><li><section class='method-summary'"
        " id='method-summary'><h2>Method Summary</h2><div class='summary-table"
        " three-column-summary'><div class='table-header col-first'>Modifier and Type</div><div"
        " class='table-header col-second'>Method</div><div class='table-header col-last'>"
        "Description</div>"
        + "".join(
            f"<div class='col-first {c}-row-color'><code>{t}</code></div><div"
            f" class='col-second {c}-row-color'><code><a href='#{o}()' class='member-name-link'>"
            f"{o}</a>()</code></div><div class='col-last {c}-row-color'><div class='block'>"
            f"{escape(desc)}</div></div>"
            for (o, t, _, desc), c in zip(d.rows, ("even", "odd", "even"), strict=True)
        )
        + "</div></section></li></ul></section><section class='details'><ul"
        " class='details-list'><li><section class='method-details' id='method-detail'>"
        "<h2>Method Details</h2><ul class='member-list'><li><section class='detail' id='size()'>"
        "<h3>size</h3><div class='member-signature'><span class='modifiers'>public</span>&nbsp;"
        "<span class='return-type'>int</span>&nbsp;<span class='element-name'>size</span>()</div>"
        f"<div class='block'>{escape(d.rows[0][3])}</div><dl class='notes'><dt>Returns:</dt>"
        "<dd>the capacity</dd></dl></section></li></ul></section></li></ul></section></main>"
        "<footer role='contentinfo'><hr><p class='legal-copy'><small>Copyright &#169; 2024"
        " The kvcache authors. All rights reserved.</small></p></footer></div></div>"
    )
    head = "<meta name='generator' content='javadoc/ClassWriterImpl'>"
    return _page(w["lang"], "Cache (kvcache 2.4.1 API)", "kvcache", body, head)


def _doxygen(d: Doc, w: dict[str, str]) -> str:
    body = (
        "<div id='top'><div id='titlearea'><table cellspacing='0' cellpadding='0'><tbody><tr"
        " id='projectrow'><td id='projectalign'><div id='projectname'>kvcache<span"
        " id='projectnumber'>&#160;2.4.1</span></div><div id='projectbrief'>A small key-value"
        " cache</div></td></tr></tbody></table></div><div id='main-nav'><ul class='sm sm-dox'"
        " id='main-menu'><li><a href='index.html'>Main&#160;Page</a></li><li><a"
        " href='namespaces.html'>Namespaces</a></li><li><a href='annotated.html'>Classes</a></li>"
        "<li><a href='files.html'>Files</a></li><li style='float:right'><div id='MSearchBox'"
        " class='MSearchBoxInactive'><span class='left'><input type='text' id='MSearchField'"
        " value='' placeholder='Search' accesskey='S'></span></div></li></ul></div>"
        "<div id='nav-path' class='navpath'><ul><li class='navelem'><a class='el'"
        " href='namespacekv.html'>kv</a></li><li class='navelem'><a class='el'"
        " href='classkv_1_1Cache.html'>Cache</a></li></ul></div></div>"
        "<div class='header'><div class='summary'><a href='#pub-methods'>Public Member"
        " Functions</a> &#124; <a href='#pub-attribs'>Public Attributes</a> &#124; <a"
        " href='classkv_1_1Cache-members.html'>List of all members</a></div><div"
        " class='headertitle'><div class='title'>kv::Cache Class Reference</div></div></div>"
        "<div class='contents'><p><code>#include &lt;<a class='el' href='cache_8h_source.html'>"
        "cache.h</a>&gt;</code></p><table class='memberdecls'><tr class='heading'><td"
        " colspan='2'><h2 class='groupheader'><a id='pub-methods' name='pub-methods'></a>"
        "Public Member Functions</h2></td></tr><tr class='memitem:a1'><td class='memItemLeft'"
        " align='right' valign='top'>&#160;</td><td class='memItemRight' valign='bottom'><a"
        " class='el' href='#a1'>Cache</a> (std::size_t size, double ttl)</td></tr><tr"
        " class='memdesc:a1'><td class='mdescLeft'>&#160;</td><td class='mdescRight'>Creates a"
        " cache.<br></td></tr><tr class='separator:a1'><td class='memSeparator' colspan='2'>"
        "&#160;</td></tr><tr class='memitem:a2'><td class='memItemLeft' align='right'"
        " valign='top'>std::optional&lt; Value &gt;&#160;</td><td class='memItemRight'"
        " valign='bottom'><a class='el' href='#a2'>get</a> (const std::string &amp;key)"
        " const</td></tr></table><a name='details' id='details'></a><h2 class='groupheader'>"
        f"Detailed Description</h2><div class='textblock'><p>{escape(d.intro)}</p><p>"
        f"{escape(d.example)}</p><div class='fragment'><div class='line'>"
        + "</div>\n<div class='line'>".join(escape(x) for x in CODE_EXAMPLE.split("\n"))
        + f"</div></div><!-- fragment --><p>{escape(d.closing)}</p><dl class='section note'>"
        f"<dt>Note</dt><dd>{escape(d.note)}</dd></dl></div><h2 class='groupheader'>Constructor"
        " &amp; Destructor Documentation</h2><a id='a1' name='a1'></a><h2 class='memtitle'><span"
        " class='permalink'><a href='#a1'>&#9670;&#160;</a></span>Cache()</h2><div class='memitem'>"
        "<div class='memproto'><table class='memname'><tr><td class='memname'>kv::Cache::Cache"
        "</td><td>(</td><td class='paramtype'>std::size_t&#160;</td><td class='paramname'><em>"
        "size</em>, </td></tr><tr><td class='paramkey'></td><td></td><td class='paramtype'>"
        "double&#160;</td><td class='paramname'><em>ttl</em>&#160;</td></tr><tr><td></td><td>)"
        "</td><td></td><td></td></tr></table></div><div class='memdoc'><p>"
        f"{escape(d.options)}</p><dl class='params'><dt>Parameters</dt><dd><table"
        " class='params'>"
        + "".join(
            f"<tr><td class='paramname'>{o}</td><td>{escape(desc)}</td></tr>"
            for o, _, _, desc in d.rows[:2]
        )
        + "</table></dd></dl></div></div></div><hr class='footer'><address class='footer'>"
        "<small>Generated by&#160;<a href='https://www.doxygen.org/index.html'><img"
        " class='footer' src='doxygen.svg' width='104' height='31' alt='doxygen'></a> 1.9.8"
        "</small></address>"
    )
    head = "<meta name='generator' content='Doxygen 1.9.8'>"
    return _page(w["lang"], "kvcache: kv::Cache Class Reference", "kvcache", body, head)


def _mdn(d: Doc, w: dict[str, str]) -> str:
    def h(anchor: str, text: str) -> str:
        return f"<h2 id='{anchor}'><a href='#{anchor}'>{escape(text)}</a></h2>"

    body = (
        "<ul id='nav-access' class='a11y-nav'><li><a id='skip-main' href='#content'>"
        f"{w['skip']}</a></li><li><a id='skip-search' href='#top-nav-search-input'>"
        f"{w['search']}</a></li></ul><div class='page-wrapper category-api document-page'>"
        "<div class='top-banner loading'><section class='place top container'></section></div>"
        "<div class='sticky-header-container'><header class='top-navigation'><div"
        " class='container'><div class='top-navigation-wrap'><a href='/' class='logo'"
        " aria-label='MDN homepage'><svg></svg></a></div><div class='top-navigation-main'><nav"
        " class='main-nav' aria-label='Main menu'><ul class='main-menu nojs'><li"
        " class='top-level-entry-container'><a class='top-level-entry' href='/docs/Web'>"
        "References</a></li><li class='top-level-entry-container'><a class='top-level-entry'"
        " href='/docs/Learn'>Guides</a></li></ul></nav><div class='header-search'><form"
        " action='/search' class='search-form search-widget' role='search'><label"
        f" for='top-nav-search-input' class='visually-hidden'>{w['search']}</label><input"
        " aria-autocomplete='list' class='search-input-field' id='top-nav-search-input'"
        f" placeholder='   ' type='search'></form></div></div></div></header>"
        "<div class='article-actions-container'><div class='container'><nav"
        " class='breadcrumbs-container'><ol typeof='BreadcrumbList' vocab='https://schema.org/'"
        " aria-label='breadcrumbs'><li property='itemListElement' typeof='ListItem'><a"
        " href='/docs/Web' class='breadcrumb' property='item' typeof='WebPage'><span"
        " property='name'>Web APIs</span></a><meta property='position' content='1'></li><li"
        " property='itemListElement' typeof='ListItem'><a href='/docs/Web/API/Cache'"
        " class='breadcrumb-current-page' property='item' typeof='WebPage'><span"
        f" property='name'>Cache</span></a><meta property='position' content='2'></li></ol>"
        "</nav><div class='article-actions'><ul class='article-actions-entries'><li><div"
        " class='languages-switcher-menu open-on-focus-within'><button type='button'"
        " class='button action has-icon languages-switcher-menu'><span class='button-wrap'>"
        "<span class='icon icon-language'></span>English (US)</span></button></div></li></ul>"
        "</div></div></div></div><div class='main-wrapper'><div class='sidebar-container'><aside"
        " id='sidebar-quicklinks' class='sidebar'><div class='sidebar-inner'><nav"
        " aria-label='Related Topics' class='sidebar-inner-nav'><div class='in-nav-toc'></div>"
        "<div class='sidebar-body'><ol><li class='section'><a href='/docs/Web/API/Cache'>Cache"
        "</a></li><li class='toggle'><details open><summary>Instance methods</summary><ol>"
        "<li><a href='/docs/Web/API/Cache/add'><code>add()</code></a></li><li><a"
        " href='/docs/Web/API/Cache/put'><code>put()</code></a></li><li><a"
        " href='/docs/Web/API/Cache/match'><code>match()</code></a></li></ol></details></li>"
        "</ol></div></nav></div></aside><div class='toc-container'><aside class='toc'><nav"
        f" aria-labelledby='on-this-page-cache'><div class='document-toc-container'><section"
        f" class='document-toc'><header><h2 id='on-this-page-cache' class='document-toc-heading'>"
        f"{w['toc']}</h2></header><ul class='document-toc-list'>{_toc(d, 'document-toc-item', 'document-toc-link')}"
        "</ul></section></div></nav></aside><div class='side'><section class='place side'>"
        "</section></div></div></div><main id='content' class='main-content' role='main'>"
        f"<article class='main-page-content' lang='{w['lang']}'><header><h1>{escape(d.title)}</h1>"
        "<details class='baseline-indicator high'><summary><span class='indicator'"
        " role='img' aria-label='Baseline Check'></span><h2>Baseline<span> Widely"
        " available</span></h2></summary></details></header><div class='section-content'>"
        f"<p>{escape(d.intro)}</p></div><section aria-labelledby='installation'>"
        f"{h('installation', d.install_heading)}<div class='section-content'><p>"
        f"{escape(d.install)}</p><div class='code-example'><div class='example-header'><span"
        " class='language-name'>bash</span><button type='button' class='icon"
        " copy-icon'><span class='visually-hidden'>Copy to Clipboard</span></button></div><pre"
        f" class='brush: bash notranslate'><code>{escape(CODE_INSTALL)}</code></pre></div></div>"
        f"</section><section aria-labelledby='options'>{h('options', d.options_heading)}<div"
        f" class='section-content'><p>{escape(d.options)}</p><dl>"
        + "".join(
            f"<dt id='{o}'><a href='#{o}'><code>{o}</code></a> <span class='badge inline"
            f" optional'>Optional</span></dt><dd><p>{escape(desc)}</p></dd>"
            for o, _, _, desc in d.rows
        )
        + f"</dl>{_steps(d)}<div class='notecard note'><p><strong>{escape(d.note_title)}:</strong>"
        f" {escape(d.note)}</p></div></div></section><section aria-labelledby='example'>"
        f"{h('example', d.example_heading)}<div class='section-content'><p>{escape(d.example)}"
        "</p><div class='code-example'><div class='example-header'><span"
        " class='language-name'>js</span></div><pre class='brush: js notranslate'><code>"
        f"{escape(CODE_EXAMPLE)}</code></pre></div><p>{escape(d.closing)}</p></div></section>"
        "<section aria-labelledby='see_also'><h2 id='see_also'><a href='#see_also'>See also"
        "</a></h2><div class='section-content'><ul><li><a href='/docs/Web/API/Cache/put'>"
        "<code>Cache.put()</code></a></li></ul></div></section><aside class='metadata'><div"
        " class='metadata-content-container'><div id='on-github' class='on-github'><h3>Help"
        " improve MDN</h3><fieldset class='feedback'><label>"
        f"{w['helpful']}</label><button type='button' class='button primary has-icon yes'>"
        f"<span class='button-wrap'><span class='icon icon-thumbs-up'></span>{w['yes']}</span>"
        f"</button><button type='button' class='button primary has-icon no'><span"
        f" class='button-wrap'><span class='icon icon-thumbs-down'></span>{w['no']}</span>"
        "</button></fieldset><a class='contribute' href='/community'>Learn how to contribute"
        "</a>.</div><p class='last-modified-date'>This page was last modified on <time"
        " dateTime='2024-03-12T10:00:00.000Z'>Mar 12, 2024</time> by <a"
        " href='/contributors.txt'>MDN contributors</a>.</p><div id='on-github'"
        " class='on-github'><a href='https://github.com/mdn/content/blob/main/files/cache.md'"
        f" title='Folder: en-us/web/api/cache' target='_blank'>{w['edit']}</a></div></div>"
        "</aside></article></main></div><footer id='nav-footer' class='page-footer'><div"
        " class='page-footer-grid'><div class='page-footer-logo-col'><a href='/' class='mdn-footer"
        "-logo' aria-label='MDN homepage'><svg></svg></a><p>Your blueprint for a better"
        " internet.</p></div><div class='page-footer-legal'><p id='license'"
        " class='page-footer-legal-text'>Portions of this content are ©1998–2024 by individual"
        " contributors. Content available under <a href='/docs/license'>a Creative Commons"
        " license</a>.</p></div></div></footer></div>"
    )
    return _page(w["lang"], d.title, "Web APIs | MDN", body)


def _docfx(d: Doc, w: dict[str, str]) -> str:
    def h(tag: str, anchor: str, text: str) -> str:
        return f"<{tag} id='{anchor}'>{escape(text)}</{tag}>"

    body = (
        "<header class='bg-body border-bottom'><nav id='autocollapse' class='navbar"
        " navbar-expand-md' role='navigation'><div class='container-xxl flex-nowrap'><a"
        " class='navbar-brand' href='../index.html'><img id='logo' class='svg'"
        " src='../logo.svg' alt='kvcache'>kvcache</a><div class='collapse navbar-collapse'"
        " id='navpanel'><div id='navbar'><ul class='navbar-nav'><li class='nav-item'><a"
        f" class='nav-link active' href='../docs/index.html'>{w['guide']}</a></li><li"
        " class='nav-item'><a class='nav-link' href='../api/index.html'>API</a></li></ul>"
        "<form class='search' role='search' id='search'><i class='bi bi-search'></i><input"
        f" class='form-control' id='search-query' type='search' disabled"
        f" placeholder='{w['search']}' autocomplete='off' aria-label='{w['search']}'></form>"
        "</div></div></div></nav></header><main class='container-xxl'><div class='toc-offcanvas'>"
        "<div class='offcanvas-md offcanvas-start' tabindex='-1' id='tocOffcanvas'><div"
        " class='offcanvas-body'><nav class='toc' id='toc'><div class='toc-filter'><span"
        " class='icon'><i class='bi bi-filter'></i></span><input type='search' id='toc-filter'"
        " placeholder='Filter by title' class='form-control form-control-sm'></div><ul"
        f" class='nav level1'>{_nav_items('', '', 'active')}</ul></nav></div></div></div>"
        "<div class='content'><div class='actionbar'><button class='btn btn-lg border-0"
        " d-md-none' style='margin-top:-.65em;margin-left:-.8em' type='button'><i class='bi"
        " bi-list'></i></button><nav id='breadcrumb'><ol class='breadcrumb'><li"
        f" class='breadcrumb-item'><a href='index.html'>{w['guide']}</a></li><li"
        f" class='breadcrumb-item active'>{escape(d.title)}</li></ol></nav></div>"
        "<article data-uid=''>"
        f"{h('h1', 'configuring', d.title)}<p>{escape(d.intro)}</p>"
        f"{h('h2', 'installation', d.install_heading)}<p>{escape(d.install)}</p><pre><code"
        f" class='lang-bash'>{escape(CODE_INSTALL)}</code></pre>"
        f"{h('h2', 'options', d.options_heading)}<p>{escape(d.options)}</p>{_table(d, 'table')}"
        f"{_steps(d)}<div class='NOTE'><h5>{escape(d.note_title).upper()}</h5><p>{escape(d.note)}"
        f"</p></div>{h('h2', 'example', d.example_heading)}<p>{escape(d.example)}</p><pre><code"
        f" class='lang-csharp'>{escape(CODE_EXAMPLE)}</code></pre><p>{escape(d.closing)}</p>"
        "</article><div class='contribution d-print-none'><a href='https://github.com/example/"
        f"kvcache/blob/main/docs/cache.md/#L1' class='edit-link'>{w['edit']}</a></div>"
        "<div class='next-article d-print-none border-top' id='nextArticle'><div"
        f" class='prev'><span><i class='bi bi-chevron-left'></i> {w['prev']}</span><a"
        " href='quickstart.html'>Quickstart</a></div><div class='next'><span>"
        f"{w['next']} <i class='bi bi-chevron-right'></i></span><a href='eviction.html'>"
        "Eviction policies</a></div></div></div><div class='affix'><nav id='affix'><h5"
        f" class='border-bottom'>{w['toc']}</h5><ul>{_toc(d, '', '')}</ul></nav></div></main>"
        "<div class='container-xxl search-results' id='search-results'></div><footer"
        " class='border-top text-secondary'><div class='container-xxl'><div"
        " class='flex-fill'><span>Made with <a href='https://dotnet.github.io/docfx'>docfx</a>"
        "</span></div></div></footer>"
    )
    head = "<meta name='generator' content='docfx 2.75.3.0'>"
    return _page(w["lang"], d.title, "kvcache", body, head)


def _antora(d: Doc, w: dict[str, str]) -> str:
    def h(level: int, anchor: str, text: str) -> str:
        return (
            f"<h{level} id='{anchor}'><a class='anchor' href='#{anchor}'></a>{escape(text)}"
            f"</h{level}>"
        )

    body = (
        "<header class='header'><nav class='navbar'><div class='navbar-brand'><a"
        " class='navbar-item' href='https://docs.example.org'>kvcache Docs</a><div"
        " class='navbar-item search hide-for-print'><div id='search-field' class='field'>"
        f"<input id='search-input' type='text' placeholder='{w['search']}'></div></div>"
        "<button class='navbar-burger' aria-controls='topbar-nav' aria-expanded='false'"
        " aria-label='Toggle main menu'><span></span><span></span><span></span></button></div>"
        "<div id='topbar-nav' class='navbar-menu'><div class='navbar-end'><a"
        " class='navbar-item' href='https://github.com/example/kvcache'>GitHub</a></div></div>"
        "</nav></header><div class='body'><div class='nav-container' data-component='kvcache'"
        " data-version='2.4'><aside class='nav'><div class='panels'><div class='nav-panel-menu"
        " is-active' data-panel='menu'><nav class='nav-menu'><button class='nav-menu-toggle'"
        " aria-label='Toggle expand/collapse all' style='display: none'></button><h3"
        " class='title'><a href='index.html'>kvcache</a></h3><ul class='nav-list'><li"
        " class='nav-item is-active' data-depth='0'><ul class='nav-list'>"
        f"{_nav_items('nav-item', 'nav-link', 'is-current-page')}</ul></li></ul></nav></div>"
        "<div class='nav-panel-explore' data-panel='explore'><div class='context'><span"
        " class='title'>kvcache</span><span class='version'>2.4</span></div><ul"
        " class='components'><li class='component is-current'><a class='title'"
        " href='index.html'>kvcache</a><ul class='versions'><li class='version'><a"
        " href='../3.0/index.html'>3.0</a></li><li class='version is-current'><a"
        " href='index.html'>2.4</a></li></ul></li></ul></div></div></aside></div><main"
        " class='article'><div class='toolbar' role='navigation'><button class='nav-toggle'>"
        f"</button><a href='index.html' class='home-link'></a><nav class='breadcrumbs'"
        f" aria-label='breadcrumbs'><ul><li><a href='index.html'>kvcache</a></li><li><a"
        f" href='guide.html'>{w['guide']}</a></li><li><a href='cache.html'>{escape(d.title)}</a>"
        "</li></ul></nav><div class='page-versions'><button class='version-menu-toggle'"
        " title='Show other versions of page'>2.4</button><div class='version-menu'><a"
        " class='version' href='../3.0/cache.html'>3.0</a><a class='version is-current'"
        " href='cache.html'>2.4</a></div></div><div class='edit-this-page'><a"
        " href='https://github.com/example/kvcache/edit/main/docs/modules/ROOT/pages/cache.adoc'>"
        f"{w['edit']}</a></div></div><div class='content'><aside class='toc sidebar'"
        f" data-title='{w['toc']}' data-levels='2'><div class='toc-menu'><h3>{w['toc']}</h3><ul>"
        f"{_toc(d, '', '')}</ul></div></aside><article class='doc'><h1 class='page'>"
        f"{escape(d.title)}</h1><div id='preamble'><div class='sectionbody'><div"
        f" class='paragraph'><p>{escape(d.intro)}</p></div></div></div><div class='sect1'>"
        f"{h(2, 'installation', d.install_heading)}<div class='sectionbody'><div"
        f" class='paragraph'><p>{escape(d.install)}</p></div><div class='listingblock'><div"
        " class='content'><pre class='highlightjs highlight'><code class='language-bash hljs'"
        f" data-lang='bash'>{escape(CODE_INSTALL)}</code></pre></div></div></div></div>"
        f"<div class='sect1'>{h(2, 'options', d.options_heading)}<div class='sectionbody'><div"
        f" class='paragraph'><p>{escape(d.options)}</p></div>"
        f"{_table(d, 'tableblock frame-all grid-all stretch')}<div class='olist arabic'>"
        f"{_steps(d).replace('<ol>', '<ol class=arabic>')}</div><div class='admonitionblock note'>"
        f"<table><tr><td class='icon'><i class='fa icon-note' title='{escape(d.note_title)}'></i>"
        f"</td><td class='content'>{escape(d.note)}</td></tr></table></div></div></div>"
        f"<div class='sect1'>{h(2, 'example', d.example_heading)}<div class='sectionbody'><div"
        f" class='paragraph'><p>{escape(d.example)}</p></div><div class='listingblock'><div"
        " class='content'><pre class='highlightjs highlight'><code class='language-python hljs'"
        f" data-lang='python'>{escape(CODE_EXAMPLE)}</code></pre></div></div><div"
        f" class='paragraph'><p>{escape(d.closing)}</p></div></div></div><nav"
        " class='pagination'><span class='prev'><a href='quickstart.html'>Quickstart</a></span>"
        "<span class='next'><a href='eviction.html'>Eviction policies</a></span></nav>"
        "</article></div></main></div><footer class='footer'><p>This page was built using the"
        " Antora default UI.</p><p>The source code for this UI is licensed under the terms of"
        " the MPL-2.0 license.</p></footer>"
    )
    head = "<meta name='generator' content='Antora 3.1.7'>"
    return _page(w["lang"], d.title, "kvcache Docs", body, head)


Engine = Callable[[Doc, dict[str, str]], str]

ENGINES: dict[str, Engine] = {
    "mkdocs_material": _mkdocs_material,
    "docusaurus": _docusaurus,
    "sphinx_rtd": _sphinx_rtd,
    "furo": _furo,
    "pydata": _pydata,
    "gitbook": _gitbook,
    "vitepress": _vitepress,
    "docsy": _docsy,
    "nextra": _nextra,
    "mintlify": _mintlify,
    "rustdoc": _rustdoc,
    "javadoc": _javadoc,
    "doxygen": _doxygen,
    "mdn": _mdn,
    "docfx": _docfx,
    "antora": _antora,
}

# The chrome words each engine writes as a line of its own (keys of CHROME; the version
# banner and the cookie notice where the engine shows them).
_ENGINE_CHROME: dict[str, tuple[str, ...]] = {
    "mkdocs_material": ("updated", "helpful", "cookie", "skip"),
    "docusaurus": ("old", "edit", "updated", "toc", "skip"),
    "sphinx_rtd": ("old", "edit"),
    "furo": ("old", "toc", "skip"),
    "pydata": ("old", "edit", "toc", "skip"),
    "gitbook": ("edit", "helpful", "toc", "cookie", "updated"),
    "vitepress": ("edit", "updated", "toc", "skip"),
    "docsy": ("old", "edit", "helpful", "updated", "toc"),
    "nextra": ("old", "edit", "updated", "toc"),
    "mintlify": ("helpful", "edit", "toc"),
    "rustdoc": (),
    "javadoc": (),
    "doxygen": (),
    "mdn": ("helpful", "edit", "toc", "skip"),
    "docfx": ("edit", "toc"),
    "antora": ("edit", "toc"),
}

# Engine-fixed lines (not localised) that are chrome.
_FIXED_CHROME: dict[str, tuple[str, ...]] = {
    "mkdocs_material": ("Made with", "Copyright ©", "Cookie consent"),
    "docusaurus": ("Copyright © 2024 kvcache. Built with Docusaurus.",),
    "sphinx_rtd": ("© Copyright 2024", "Built with Sphinx", "Read the Docs v: 2.4"),
    "furo": ("Back to top", "Made with Sphinx", "Copyright ©"),
    "pydata": ("© Copyright 2024", "Created using Sphinx", "Built with the PyData"),
    "gitbook": ("Powered by GitBook",),
    "vitepress": ("Released under the MIT License.", "Copyright © 2019-present"),
    "docsy": ("Create documentation issue", "Feedback", "© 2024 The kvcache Authors"),
    "nextra": ("Question? Give us feedback", "MIT 2024 ©"),
    "mintlify": ("Powered by Mintlify",),
    "rustdoc": ("Copy item path", "Expand description", "Read more"),
    "javadoc": ("Skip navigation links", "Copyright © 2024"),
    "doxygen": ("Generated by", "List of all members"),
    "mdn": ("Help improve MDN", "Learn how to contribute", "This page was last modified",
            "Portions of this content", "Your blueprint for a better internet."),
    "docfx": ("Made with docfx", "Filter by title"),
    "antora": ("This page was built using the Antora default UI.",
               "The source code for this UI is licensed"),
}  # fmt: skip

_ENGLISH_ONLY = ("rustdoc", "javadoc", "doxygen")  # no language pack: English chrome


def _body(engine: str, d: Doc) -> tuple[str, ...]:
    """The texts the page must keep: its prose, its note, its code, its table's texts."""
    if engine == "rustdoc":
        return (d.intro, d.example, d.closing, d.options, *EXAMPLE_LINES,
                *(r[3] for r in d.rows[:2]))  # fmt: skip
    if engine == "javadoc":
        return (d.intro, d.example, d.closing, d.options, *EXAMPLE_LINES,
                *(r[3] for r in d.rows))  # fmt: skip
    if engine == "doxygen":
        return (d.intro, d.example, d.closing, d.options, d.note, *EXAMPLE_LINES,
                *(r[3] for r in d.rows[:2]))  # fmt: skip
    return (d.intro, d.install, d.options, d.example, d.closing, d.note, CODE_INSTALL,
            *EXAMPLE_LINES, *d.steps, *(r[3] for r in d.rows))  # fmt: skip


def doc_page(engine: str, lang: str) -> DocPage:
    """The documentation page of ``engine`` in ``lang``: one page of a cache's user guide."""
    d = DOCS[lang]
    words = {**CHROME["en" if engine in _ENGLISH_ONLY else lang], "lang": lang}
    html = ENGINES[engine](d, words)
    chrome = (*(words[k] for k in _ENGINE_CHROME[engine]), *_FIXED_CHROME[engine])
    return DocPage(
        html, f"https://docs.example.org/{lang}/{engine}/cache/", _body(engine, d), chrome
    )
