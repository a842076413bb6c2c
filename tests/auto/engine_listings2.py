# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""More synthetic listing pages (stop 68): kinds :mod:`tests.auto.engine_listings` lacks.

A podcast's episode list (a WordPress podcast plugin's archive: player and download
buttons, "subscribe on" links), a software forge's release list (Gitea's and Forgejo's
markup: the tag and commit line, the notes, the assets' downloads), a business directory
(cards with an address and "Directions" / "Call" / "Website" buttons over a map) and a
course catalogue (an LMS's course grid: a course's name, summary and "Enrol now"), each in
three languages, with the page chrome of :func:`tests.auto.engine_listings._head` and
``_foot``. No page is copied from a site or from the shared datasets.

:func:`listing_page2` returns a :class:`~tests.auto.engine_listings.ListingPage`.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import (
    CHROME,
    POSTS,
    PRODUCTS,
    ListingPage,
    _e,
    _foot,
    _head,
    _pager,
    _price,
)

# Each (kind, language): the page's heading, its intro, the items (title, short text) and
# the chrome lines each item or the list prints (a button's, a toolbar's).
ITEMS: dict[tuple[str, str], tuple[str, str, tuple[tuple[str, str], ...], tuple[str, ...]]] = {
    ("podcast", "en"): (
        "Trail Talk: all episodes",
        "A fortnightly conversation about walking, huts and the people who keep the mountain paths open.",
        (
            ("Ep. 42 – The hut warden who bakes at dawn", "We spend a morning with a warden who feeds sixty walkers before the first light reaches the valley."),
            ("Ep. 41 – Mapping paths that no longer exist", "A cartographer explains how old mule tracks disappear from maps and how volunteers bring them back."),
            ("Ep. 40 – Walking with children above 2,000 metres", "Two families share what worked, what did not and why snacks matter more than gear."),
            ("Ep. 39 – What a rescue team wishes you knew", "A mountain rescuer talks about the calls they get every summer and the few that could be avoided."),
        ),
        ("Play episode", "Download", "Subscribe on Apple Podcasts"),
    ),
    ("podcast", "de"): (
        "Wegfunk: alle Folgen",
        "Alle zwei Wochen ein Gespräch über das Wandern, Hütten und die Menschen, die die Bergwege offen halten.",
        (
            ("Folge 42 – Der Hüttenwirt, der im Morgengrauen backt", "Wir verbringen einen Morgen mit einem Hüttenwirt, der sechzig Gäste versorgt, bevor die Sonne ins Tal kommt."),
            ("Folge 41 – Wege, die es nicht mehr gibt", "Eine Kartografin erklärt, wie alte Saumpfade von den Karten verschwinden und wie Freiwillige sie zurückholen."),
            ("Folge 40 – Mit Kindern über 2000 Meter", "Zwei Familien erzählen, was geklappt hat, was nicht und warum Proviant wichtiger ist als Ausrüstung."),
            ("Folge 39 – Was die Bergrettung sich von Ihnen wünscht", "Ein Bergretter spricht über die Einsätze jedes Sommers und die wenigen, die sich vermeiden ließen."),
        ),
        ("Folge abspielen", "Herunterladen", "Abonnieren bei Apple Podcasts"),
    ),
    ("podcast", "es"): (
        "Charla de sendero: todos los episodios",
        "Una conversación cada dos semanas sobre caminar, refugios y las personas que mantienen abiertos los senderos.",
        (
            ("Ep. 42 – El guarda de refugio que hornea al amanecer", "Pasamos una mañana con un guarda que da de comer a sesenta caminantes antes de que la luz llegue al valle."),
            ("Ep. 41 – Cartografiar caminos que ya no existen", "Una cartógrafa explica cómo los viejos caminos de herradura desaparecen de los mapas y cómo los voluntarios los recuperan."),
            ("Ep. 40 – Caminar con niños por encima de 2000 metros", "Dos familias cuentan qué funcionó, qué no y por qué la merienda importa más que el equipo."),
            ("Ep. 39 – Lo que un equipo de rescate quiere que sepas", "Un rescatador de montaña habla de los avisos de cada verano y de los pocos que podrían evitarse."),
        ),
        ("Reproducir episodio", "Descargar", "Suscribirse en Apple Podcasts"),
    ),
    ("releases", "en"): (
        "Releases",
        "Tagged versions of trailmap, the offline map renderer for walking routes.",
        (
            ("v2.4.0", "Adds contour shading for custom DEM tiles and halves the memory the renderer needs on large regions."),
            ("v2.3.1", "Fixes a crash when a GPX file holds a track with a single point and corrects the scale bar in feet."),
            ("v2.3.0", "The route planner now snaps to footpaths first and reads opening hours of huts from the map data."),
            ("v2.2.2", "Security release: updates the tile cache's archive reader and rejects paths that leave the cache folder."),
        ),
        ("Source code (zip)", "Source code (tar.gz)"),
    ),
    ("releases", "fr"): (
        "Versions publiées",
        "Les versions étiquetées de trailmap, le moteur de rendu de cartes hors ligne pour les itinéraires de randonnée.",
        (
            ("v2.4.0", "Ajoute l'ombrage des courbes de niveau pour les tuiles MNT personnalisées et divise par deux la mémoire nécessaire."),
            ("v2.3.1", "Corrige un plantage quand un fichier GPX contient une trace d'un seul point et l'échelle en pieds."),
            ("v2.3.0", "Le planificateur d'itinéraires s'accroche d'abord aux sentiers et lit les horaires des refuges dans les données."),
            ("v2.2.2", "Version de sécurité : met à jour le lecteur d'archives du cache et refuse les chemins qui sortent du dossier."),
        ),
        ("Code source (zip)", "Code source (tar.gz)"),
    ),
    ("releases", "zh"): (
        "版本发布",
        "trailmap 的已标记版本：一个为徒步路线绘制离线地图的渲染器。",
        (
            ("v2.4.0", "为自定义高程瓦片加入等高线晕渲，并将大区域渲染所需的内存减少一半。"),
            ("v2.3.1", "修复 GPX 文件只含单点轨迹时的崩溃问题，并更正了英尺比例尺。"),
            ("v2.3.0", "路线规划器现在优先吸附到步道，并从地图数据中读取山屋的开放时间。"),
            ("v2.2.2", "安全更新：升级瓦片缓存的归档读取器，并拒绝离开缓存目录的路径。"),
        ),
        ("源代码 (zip)", "源代码 (tar.gz)"),
    ),
    ("directory", "en"): (
        "Outdoor shops in Innsbruck",
        "Independent shops for hiking, climbing and ski touring gear in and around Innsbruck, checked by our editors.",
        (
            ("Bergwerk Outdoor", "Family-run shop with a boot-fitting corner and a rental service for via ferrata sets."),
            ("Gipfelglück", "Climbing shoes, ropes and a small second-hand corner; the staff resole shoes in a week."),
            ("Tiroler Wanderhaus", "Maps, guidebooks and walking poles, with free route advice every Saturday morning."),
            ("Alpin Depot", "Ski touring specialist with skins cut to size and a workshop for bindings."),
        ),
        ("Get directions", "Call", "Website"),
    ),
    ("directory", "it"): (
        "Negozi outdoor a Bolzano",
        "Negozi indipendenti di attrezzatura per escursionismo, arrampicata e scialpinismo a Bolzano e dintorni, verificati dalla redazione.",
        (
            ("Bergwerk Outdoor", "Negozio a conduzione familiare con un angolo per la prova degli scarponi e noleggio di set da ferrata."),
            ("Gipfelglück", "Scarpette, corde e un piccolo angolo dell'usato; il personale risuola le scarpe in una settimana."),
            ("Casa del Camminatore", "Carte, guide e bastoncini, con consigli gratuiti sui percorsi ogni sabato mattina."),
            ("Alpin Depot", "Specialisti di scialpinismo con pelli tagliate su misura e un laboratorio per gli attacchi."),
        ),
        ("Indicazioni stradali", "Chiama", "Sito web"),
    ),
    ("directory", "ja"): (
        "松本のアウトドアショップ",
        "松本とその周辺にある、登山・クライミング・山スキー用品の個人店を編集部が確認して紹介します。",
        (
            ("山道具ベルク", "家族経営の店で、登山靴のフィッティングコーナーとヴィアフェラータ用品のレンタルがあります。"),
            ("ギップフェル", "クライミングシューズやロープのほか中古コーナーもあり、靴のソール張り替えは一週間で仕上がります。"),
            ("信州ハイカーズハウス", "地図やガイドブック、トレッキングポールを扱い、毎週土曜の朝は無料でルート相談ができます。"),
            ("アルピンデポ", "山スキー専門店で、シールのカットやビンディングの調整を行う工房を併設しています。"),
        ),
        ("経路を表示", "電話する", "ウェブサイト"),
    ),
    ("courses", "en"): (
        "Mountain skills courses",
        "Practical courses for walkers and climbers, from a first day on a glacier to leading your own group.",
        (
            ("Navigation with map and compass", "Two days on the plateau: taking bearings, reading contours and finding your way in fog."),
            ("First steps on a glacier", "Roping up, walking in crampons and the basics of crevasse rescue with a certified guide."),
            ("Avalanche awareness for ski tourers", "Reading the bulletin, testing the snowpack and searching with a transceiver."),
            ("Leading a group in the hills", "Planning, pacing and decisions for anyone who takes friends or a club into the mountains."),
        ),
        ("Enrol now", "View course"),
    ),
    ("courses", "pt"): (
        "Cursos de técnicas de montanha",
        "Cursos práticos para caminhantes e escaladores, do primeiro dia num glaciar a conduzir o seu próprio grupo.",
        (
            ("Navegação com mapa e bússola", "Dois dias no planalto: tirar azimutes, ler curvas de nível e orientar-se no nevoeiro."),
            ("Primeiros passos num glaciar", "Encordoar, caminhar com grampons e o básico do resgate em fendas com um guia certificado."),
            ("Prevenção de avalanches para esqui de travessia", "Ler o boletim, testar o manto de neve e procurar com um ARVA."),
            ("Conduzir um grupo na montanha", "Planeamento, ritmo e decisões para quem leva amigos ou um clube à montanha."),
        ),
        ("Inscreva-se", "Ver curso"),
    ),
    ("courses", "ru"): (
        "Курсы горной подготовки",
        "Практические курсы для туристов и альпинистов: от первого дня на леднике до самостоятельного руководства группой.",
        (
            ("Ориентирование с картой и компасом", "Два дня на плато: азимуты, чтение горизонталей и поиск пути в тумане."),
            ("Первые шаги на леднике", "Связка, хождение в кошках и основы спасения из трещин с сертифицированным гидом."),
            ("Лавинная безопасность для ски-туров", "Чтение бюллетеня, тесты снежного покрова и поиск с датчиком."),
            ("Руководство группой в горах", "Планирование, темп и решения для тех, кто ведёт друзей или клуб в горы."),
        ),
        ("Записаться", "Подробнее о курсе"),
    ),
    ("plugins", "en"): (
        "Search results for: gpx",
        "Plugins that read, draw or share GPX tracks on a WordPress site.",
        (
            ("Trail Maps for WP", "Draws a GPX track on an interactive map with an elevation profile under it."),
            ("GPX Download Button", "Adds a button that lets readers download the track of a post as a GPX file."),
            ("Hut Finder", "Shows the mountain huts near a track with their opening months and beds."),
            ("Route Stats Block", "A block with the distance, the ascent and the walking time of a track."),
        ),
        ("Install Now", "More Details"),
    ),
    ("plugins", "ru"): (
        "Результаты поиска: gpx",
        "Плагины, которые читают, рисуют или публикуют GPX-треки на сайте WordPress.",
        (
            ("Trail Maps for WP", "Рисует GPX-трек на интерактивной карте с профилем высот под ней."),
            ("GPX Download Button", "Добавляет кнопку, чтобы читатели могли скачать трек записи в формате GPX."),
            ("Hut Finder", "Показывает горные хижины рядом с треком, месяцы их работы и число мест."),
            ("Route Stats Block", "Блок с расстоянием, набором высоты и временем в пути по треку."),
        ),
        ("Установить", "Подробнее"),
    ),
    ("plugins", "zh"): (
        "搜索结果：gpx",
        "在 WordPress 网站上读取、绘制或分享 GPX 轨迹的插件。",
        (
            ("Trail Maps for WP", "在交互式地图上绘制 GPX 轨迹，并在下方显示海拔剖面图。"),
            ("GPX Download Button", "添加一个按钮，让读者以 GPX 文件下载文章中的轨迹。"),
            ("Hut Finder", "显示轨迹附近的山屋，以及它们的开放月份和床位数。"),
            ("Route Stats Block", "一个显示轨迹距离、爬升和步行时间的区块。"),
        ),
        ("立即安装", "更多详情"),
    ),
    ("apps", "en"): (
        "Hiking apps",
        "Apps for planning routes, reading the weather and finding your way offline, picked by our editors.",
        (
            ("Trailmap Offline", "Topographic maps that work without a signal, with routes you can draw by hand."),
            ("Hut Booking", "Book a bed in more than 400 mountain huts and get a reminder the day before."),
            ("Summit Weather", "Forecasts for the summit, not the valley: wind, freezing level and thunderstorms."),
            ("Peak Finder", "Point your phone at the horizon and see the name and height of every peak."),
        ),
        ("Get", "Install"),
    ),
    ("apps", "fr"): (
        "Applications de randonnée",
        "Des applications pour préparer un itinéraire, lire la météo et s'orienter hors ligne, choisies par la rédaction.",
        (
            ("Trailmap Offline", "Des cartes topographiques qui fonctionnent sans réseau, avec des itinéraires à tracer à la main."),
            ("Hut Booking", "Réservez une place dans plus de 400 refuges et recevez un rappel la veille."),
            ("Summit Weather", "La météo du sommet, pas de la vallée : vent, isotherme zéro et orages."),
            ("Peak Finder", "Pointez le téléphone vers l'horizon et voyez le nom et l'altitude de chaque sommet."),
        ),
        ("Obtenir", "Installer"),
    ),
    ("apps", "ja"): (
        "登山アプリ",
        "ルート計画、天気の確認、オフラインでの道案内に役立つアプリを編集部が選びました。",
        (
            ("Trailmap Offline", "電波がなくても使える地形図で、ルートを手で描くこともできます。"),
            ("Hut Booking", "400 以上の山小屋のベッドを予約でき、前日にはリマインダーが届きます。"),
            ("Summit Weather", "谷ではなく山頂の予報：風、氷結高度、雷雨を確認できます。"),
            ("Peak Finder", "スマートフォンを地平線に向けると、すべての山の名前と標高が表示されます。"),
        ),
        ("入手", "インストール"),
    ),
    ("docs_index", "en"): (
        "trailmap documentation",
        "trailmap renders topographic maps for walking routes, online and offline. Start with the tutorial, then read the guides.",
        (
            ("Getting started", "Install trailmap, render your first map and add a GPX track to it."),
            ("Styling maps", "Colours, contour intervals, hill shading and the symbols of huts and springs."),
            ("The tile cache", "How tiles are stored, how much disk they take and how to share a cache."),
            ("API reference", "Every class and function of the Python package, with their parameters."),
        ),
        ("Edit on GitHub",),
    ),
    ("docs_index", "de"): (
        "trailmap-Dokumentation",
        "trailmap zeichnet topografische Karten für Wanderrouten, online und offline. Beginnen Sie mit dem Tutorial und lesen Sie dann die Anleitungen.",
        (
            ("Erste Schritte", "trailmap installieren, die erste Karte zeichnen und einen GPX-Track hinzufügen."),
            ("Karten gestalten", "Farben, Höhenlinienabstände, Schummerung und die Symbole von Hütten und Quellen."),
            ("Der Kachel-Cache", "Wie Kacheln gespeichert werden, wie viel Platz sie brauchen und wie man einen Cache teilt."),
            ("API-Referenz", "Jede Klasse und Funktion des Python-Pakets mit ihren Parametern."),
        ),
        ("Auf GitHub bearbeiten",),
    ),
    ("docs_index", "zh"): (
        "trailmap 文档",
        "trailmap 为徒步路线绘制地形图，支持在线和离线使用。请先阅读入门教程，再阅读各篇指南。",
        (
            ("快速开始", "安装 trailmap，绘制第一张地图，并在地图上添加 GPX 轨迹。"),
            ("地图样式", "颜色、等高距、山体阴影，以及山屋和泉水的符号。"),
            ("瓦片缓存", "瓦片如何存储、占用多少磁盘空间，以及如何共享缓存。"),
            ("API 参考", "Python 包中的每个类和函数及其参数。"),
        ),
        ("在 GitHub 上编辑",),
    ),
    ("repos", "en"): (
        "Repositories",
        "Open-source tools for walkers and mapmakers, maintained by the Alpenrand team.",
        (
            ("trailmap", "Offline map renderer for walking routes, with contour shading and GPX tracks."),
            ("hut-api", "A small web service that answers which mountain huts are open on a given date."),
            ("gpx-tidy", "Command-line tool that cleans GPX files: drops spikes, joins tracks, trims pauses."),
            ("peak-names", "A data set of peak names and heights in six languages, with a Python loader."),
        ),
        ("Star",),
    ),
    ("repos", "de"): (
        "Repositories",
        "Open-Source-Werkzeuge für Wanderer und Kartenmacher, gepflegt vom Alpenrand-Team.",
        (
            ("trailmap", "Offline-Kartenrenderer für Wanderrouten, mit Schummerung und GPX-Tracks."),
            ("hut-api", "Ein kleiner Webdienst, der beantwortet, welche Berghütten an einem Datum geöffnet sind."),
            ("gpx-tidy", "Kommandozeilenwerkzeug, das GPX-Dateien bereinigt: Ausreißer weg, Tracks verbinden, Pausen kürzen."),
            ("peak-names", "Ein Datensatz mit Gipfelnamen und Höhen in sechs Sprachen, mit einem Python-Lader."),
        ),
        ("Stern",),
    ),
    ("repos", "zh"): (
        "仓库",
        "由 Alpenrand 团队维护、为徒步者和地图制作者准备的开源工具。",
        (
            ("trailmap", "面向徒步路线的离线地图渲染器，支持山体阴影和 GPX 轨迹。"),
            ("hut-api", "一个小型网络服务，用来查询某一天哪些山屋开放。"),
            ("gpx-tidy", "清理 GPX 文件的命令行工具：去除跳点、合并轨迹、裁剪停顿。"),
            ("peak-names", "包含六种语言的山峰名称和海拔的数据集，附带 Python 加载器。"),
        ),
        ("星标",),
    ),
}  # fmt: skip


def _podcast(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """A WordPress podcast plugin's episode archive: a player bar and downloads a card."""
    play, download, subscribe = c
    cards = "".join(
        f"<article class='post-{300 + i} podcast type-podcast status-publish hentry'>"
        f"<header class='entry-header'><h2 class='entry-title'><a href='/podcast/ep-{42 - i}/'>"
        f"{_e(t)}</a></h2><div class='podcast-meta'><time datetime='2024-03-0{i + 1}'>"
        f"2024-03-0{i + 1}</time> · 4{i}:1{i}</div></header><div class='entry-summary'><p>"
        f"{_e(x)}</p></div><div class='podcast_player'><button class='play-btn'"
        f" aria-label='{_e(play)}'>{_e(play)}</button></div><div class='podcast-links'><a"
        f" class='download-link' href='/ep{i}.mp3' download>{_e(download)}</a></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div id='content' class='site-content'><main id='main' class='site-main'>"
        f"<header class='page-header'><h1 class='page-title'>{_e(head)}</h1>"
        f"<div class='archive-description taxonomy-description'><p>{_e(intro)}</p></div>"
        f"<div class='subscribe-links'><a href='#'>{_e(subscribe)}</a> <a href='#'>Spotify</a>"
        f" <a href='/feed/podcast'>RSS</a></div></header>{cards}</main></div>"
    )
    return "archive post-type-archive post-type-archive-podcast", body


def _releases(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """Gitea's or Forgejo's release list: a release's tag, commit, notes and assets."""
    zipped, tarred = c
    rows = "".join(
        "<li class='ui grid'><div class='ui four wide column meta'><span class='tag'><a"
        f" href='/trailmap/src/tag/{_e(t)}'>{_e(t)}</a></span><span class='commit'><a"
        f" href='/trailmap/commit/9f3e{i}'>9f3e{i}a1</a></span></div><div class='ui twelve"
        f" wide column detail'><h4 class='release-list-title'><a href='/trailmap/releases/tag/"
        f"{_e(t)}'>{_e(t)}</a></h4><p class='text grey'><span class='author'>lena</span>"
        f" <span class='time'>2024-0{4 - i}-12</span></p><div class='markup desc'><p>{_e(x)}"
        "</p></div><details class='download'><summary>Assets</summary><ul class='list'><li>"
        f"<a href='/archive/{_e(t)}.zip'><strong>{_e(zipped)}</strong></a></li><li><a"
        f" href='/archive/{_e(t)}.tar.gz'><strong>{_e(tarred)}</strong></a></li></ul></details>"
        "</div></li>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div role='main' class='page-content repository releases'><div class='ui container'>"
        "<div class='repo-header'><div class='repo-title'><a href='/lena'>lena</a> / <a"
        " href='/lena/trailmap'>trailmap</a></div></div><div class='ui tabular menu'><a"
        " class='item' href='/code'>Code</a><a class='item' href='/issues'>Issues</a><a"
        " class='active item' href='/releases'>Releases</a></div>"
        f"<h2 class='ui header'>{_e(head)}</h2><p class='repo-description'>{_e(intro)}</p>"
        f"<ul id='release-list'>{rows}</ul></div></div>"
    )
    return "", body


def _directory(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """A business directory's category: cards with an address, a line and buttons."""
    directions, call, website = c
    cards = "".join(
        f"<div class='listing-card' data-id='{80 + i}'><div class='listing-card__body'><h3"
        f" class='listing-card__title'><a href='/place/{80 + i}'>{_e(t)}</a></h3><div"
        f" class='listing-card__rating'><span class='stars'>★★★★☆</span> (1{i})</div>"
        f"<address>Maria-Theresien-Straße {10 + i}</address><p class='listing-card__excerpt'>"
        f"{_e(x)}</p></div><div class='listing-card__actions'><a class='btn' href='#map'>"
        f"{_e(directions)}</a> <a class='btn' href='tel:+4351200000{i}'>{_e(call)}</a> <a"
        f" class='btn' href='https://example.org/{i}'>{_e(website)}</a></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='directory-archive'><header class='directory-header'>"
        f"<h1>{_e(head)}</h1><div class='category-description'><p>{_e(intro)}</p></div>"
        "</header><div class='directory-layout'><div id='map' class='map-canvas'"
        " aria-label='Map'></div><div class='listing-grid'>"
        f"{cards}</div></div>{_pager(CHROME[lang])}</main>"
    )
    return "archive tax-listing_category", body


def _courses(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """An LMS's course catalogue (LearnDash's course grid): name, summary, buttons."""
    enrol, view = c
    cards = "".join(
        f"<div class='ld_course_grid col-sm-6 col-md-4'><article id='post-{500 + i}'"
        f" class='thumbnail course post-{500 + i} sfwd-courses type-sfwd-courses'><a"
        f" href='/courses/{i}/'><img src='/c{i}.jpg' alt=''></a><div class='caption'><h3"
        f" class='entry-title'>{_e(t)}</h3><p class='entry-content'>{_e(x)}</p><p"
        f" class='ld_course_grid_button'><a class='btn btn-primary' role='button'"
        f" href='/courses/{i}/'>{_e(view)}</a></p><div class='ld-status'><a class='ld-button'"
        f" href='/courses/{i}/enrol'>{_e(enrol)}</a></div></div></article></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div class='site-content'><main class='content-area'><header class='page-header'>"
        f"<h1 class='page-title'>{_e(head)}</h1><div class='archive-description'><p>"
        f"{_e(intro)}</p></div></header><div class='ld-course-list-items row'>{cards}</div>"
        "</main></div>"
    )
    return "archive post-type-archive post-type-archive-sfwd-courses", body


def _plugins(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """The WordPress plugin directory's search results: a plugin card's name, author,
    description, installs and buttons."""
    install, details = c
    cards = "".join(
        f"<div class='plugin-card plugin-card-p{i}'><div class='plugin-card-top'><div"
        f" class='name column-name'><h3><a href='/plugins/p{i}/'>{_e(t)}<img class='plugin-icon'"
        f" src='/i/p{i}.png' alt=''></a></h3></div><div class='action-links'><ul"
        f" class='plugin-action-buttons'><li><a class='install-now button' href='#'>{_e(install)}"
        f"</a></li><li><a class='open-plugin-details-modal' href='#'>{_e(details)}</a></li></ul>"
        f"</div><div class='desc column-description'><p>{_e(x)}</p><p class='authors'> <cite>"
        f"<a href='/a/{i}'>Lena Moser</a></cite></p></div></div><div class='plugin-card-bottom'>"
        f"<div class='vers column-rating'><div class='star-rating'>★★★★☆</div><span"
        f" class='num-ratings'>({12 + i})</span></div><div class='column-downloaded'>"
        f"{i + 1}0,000+</div><div class='column-compatibility'>6.5</div></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div id='wpbody' role='main'><div class='wrap plugin-install-tab-search'>"
        f"<h1 class='wp-heading-inline'>{_e(head)}</h1><p class='search-intro'>{_e(intro)}</p>"
        "<form class='search-form search-plugins'><input type='search' name='s'></form>"
        f"<div id='the-list' class='widefat'>{cards}</div></div></div>"
    )
    return "wp-admin plugin-install-php", body


def _apps(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """An app store's category page: an app's name, maker, line, rating and button."""
    get, _install = c
    cards = "".join(
        f"<li class='l-column small-6 medium-4'><a class='we-lockup targeted-link'"
        f" href='/app/{i}'><picture class='we-artwork'><img src='/a{i}.png' alt=''></picture>"
        f"<div class='we-lockup__text'><div class='we-lockup__title'><div class='we-truncate"
        f" targeted-link__target'><p dir='auto'>{_e(t)}</p></div></div><div"
        " class='we-lockup__subtitle'>Alpenrand Labs</div><p class='we-lockup__description'>"
        f"{_e(x)}</p><div class='we-rating'>4.{6 - i} ★</div></div></a><button"
        f" class='we-button--get'>{_e(get)}</button></li>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='we-content-container'><section class='l-content-width section'>"
        f"<h1 class='section__headline'>{_e(head)}</h1><p class='section__description'>"
        f"{_e(intro)}</p><ul class='l-row l-row--peek'>{cards}</ul></section></main>"
    )
    return "", body


def _docs_index(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """A Sphinx (Read the Docs theme) project's index: the intro and the contents, each
    guide's link with its one-line summary."""
    (edit,) = c
    entries = "".join(
        f"<dt><a class='reference internal' href='guide{i}.html'><span class='doc'>{_e(t)}"
        f"</span></a></dt><dd><p>{_e(x)}</p></dd>"
        for i, (t, x) in enumerate(items)
    )
    toc = "".join(
        f"<li class='toctree-l1'><a class='reference internal' href='guide{i}.html'>{_e(t)}</a></li>"
        for i, (t, _x) in enumerate(items)
    )
    body = (
        "<div class='wy-grid-for-nav'><nav data-toggle='wy-nav-shift' class='wy-nav-side'>"
        "<div class='wy-side-scroll'><div class='wy-menu wy-menu-vertical' role='navigation'>"
        f"<ul>{toc}</ul></div></div></nav><section class='wy-nav-content-wrap'><div"
        " class='wy-nav-content'><div class='rst-content'><div role='navigation'><ul"
        " class='wy-breadcrumbs'><li><a href='#' class='icon icon-home'></a></li><li"
        " class='wy-breadcrumbs-aside'><a href='https://example.org/edit' class='fa"
        f" fa-github'>{_e(edit)}</a></li></ul></div><div class='document' role='main'"
        f" itemprop='articleBody'><section id='index'><h1>{_e(head)}</h1><p>{_e(intro)}</p>"
        f"<dl class='simple'>{entries}</dl></section></div><footer><p>© 2024 Alpenrand."
        "</p></footer></div></div></section></div>"
    )
    return "wy-body-for-nav", body


def _classifieds(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A classifieds site's category: ads with a title, a line, a price, a place and a
    date, a "save" button each."""
    _cat, _intro, products, _desc = PRODUCTS[lang]
    ads = "".join(
        f"<li class='ad-listitem'><article class='aditem' data-adid='{2700 + i}'><div class='aditem-image'><a"
        f" href='/ad/{2700 + i}'><img src='/i/p{i}.jpg' alt=''></a></div><div"
        " class='aditem-main'><div class='aditem-main--top'><div"
        f" class='aditem-main--top--left'>8{i}45 Innsbruck</div><div"
        f" class='aditem-main--top--right'>{_e(w['date'])}</div></div><div"
        f" class='aditem-main--middle'><h2 class='text-module-begin'><a class='ellipsis'"
        f" href='/ad/{2700 + i}'>{_e(n)}</a></h2><p class='aditem-main--middle--description'>"
        f"{_e(x)}</p><div class='aditem-main--middle--price-shipping'><p"
        f" class='aditem-main--middle--price-shipping--price'>{_e(_price(w, i))}</p></div>"
        "</div></div><div class='aditem-addon'><button class='watchlist-button'"
        f" aria-label='{_e(w['wish'])}'>☆</button></div></article></li>"
        for i, (n, x) in enumerate(products)
    )
    body = (
        "<div id='site-content' class='l-page-wrapper'><div class='l-splitpage'><div"
        f" class='l-splitpage-navigation'><section class='browsebox'><h2>{_e(w['filter'])}"
        f"</h2><ul><li><a href='#'>{_e(w['in_stock'])}</a> (41)</li></ul></section></div>"
        "<div class='l-splitpage-content'><div class='breadcrump'><h1"
        f" class='breadcrump-summary'>{_e(w['results'])}</h1></div><ul id='srchrslt-adtable'"
        f" class='itemlist'>{ads}"
        f"</ul>{_pager(w)}</div></div></div>"
    )
    return "", body


_UPDATED = {"en": "Updated", "de": "Aktualisiert", "zh": "更新于"}


def _repos(
    lang: str, head: str, intro: str, items: tuple[tuple[str, str], ...], c: tuple[str, ...]
) -> tuple[str, str]:
    """A code forge's organisation page (Gitea's explore list): each repository's name,
    description, language, stars and update time, and a star button."""
    (star,) = c
    updated = _UPDATED[lang]  # an item's date line: kept, as a post's date is
    rows = "".join(
        "<div class='flex-item'><div class='flex-item-main'><div class='flex-item-header'>"
        f"<div class='flex-item-title'><a class='text primary name' href='/alpenrand/{_e(t)}'>"
        f"{_e(t)}</a></div><div class='flex-text-block'><span class='repo-language'>Python"
        f"</span><a class='muted' href='#'>★ {40 - 7 * i}</a></div></div><div"
        f" class='flex-item-body'>{_e(x)}</div><div class='flex-item-body'>{_e(updated)}"
        f" 2024-0{4 - i}-0{i + 1}</div></div><div class='flex-item-trailing'><button"
        f" class='ui basic button'>{_e(star)}</button></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div role='main' class='page-content organization profile'><div class='ui"
        " container'><div class='org-header'><h1 class='org-title'>Alpenrand</h1><p"
        f" class='org-description'>{_e(intro)}</p></div><div class='ui secondary"
        f" pointing tabular menu'><a class='active item' href='#'>{_e(head)}</a><a"
        " class='item' href='#'>Members</a></div><div class='ui small secondary filter"
        " menu'><input type='search' placeholder='Search…'></div><div class='flex-list'>"
        f"{rows}</div></div></div>"
    )
    return "", body


def _wix(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Wix Stores' product gallery (``data-hook`` attributes, generated class names)."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        f"<li data-hook='product-list-grid-item' class='S4WbK_ c2Zj9x'><div"
        f" data-hook='product-item-root' class='ETPbIy'><a data-hook='product-item-container'"
        f" href='/product-page/p{i}' class='oQUvqL'><div data-hook='product-item-images'"
        f" class='heQTq2'><img src='/i/p{i}.jpg' alt='{_e(n)}'></div></a><div"
        f" data-hook='not-image-container' class='yBTuA8'><div class='ba2oe7'><p"
        f" data-hook='product-item-name' class='sbsKSuw oQuvqL'>{_e(n)}</p><div"
        f" data-hook='product-item-price-to-pay' class='cfpn1d'><span"
        f" data-hook='product-item-price-to-pay'>{_e(_price(w, i))}</span></div></div><div"
        f" class='ouXs5J'><button data-hook='product-item-add-to-cart-button' class='tWfc2c'>"
        f"<span class='l7_2fn'>{_e(w['add'])}</span></button></div></div></div></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<div id='SITE_CONTAINER'><main id='PAGES_CONTAINER' tabindex='-1'><div"
        " id='SITE_PAGES'><section class='wixui-section'><div data-testid='richTextElement'"
        f" class='wixui-rich-text'><h1 class='font_0 wixui-rich-text__text'>{_e(cat)}</h1>"
        f"<p class='font_8 wixui-rich-text__text'>{_e(intro)}</p></div><div"
        " data-hook='product-list-wrapper'><div data-hook='sort-and-filter'><label"
        f" data-hook='sort-label'>{_e(w['sort'])}:</label><select><option>{_e(w['latest'])}"
        "</option></select></div><section data-hook='product-list'><ul"
        f" data-hook='product-list-wrapper' class='NmFQsp'>{items}</ul></section></div>"
        "</section></div></main></div>"
    )
    return "", body


def _dawn_2024(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Shopify's Dawn 15 (2024): a collection of product cards with a "Choose options"
    quick-add button, the count in the facets' form, "Load more"."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        "<li class='grid__item scroll-trigger animate--slide-in' data-cascade><div"
        " class='card-wrapper product-card-wrapper underline-links-hover'><div class='card"
        " card--standard card--media'><div class='card__inner gradient ratio'><div"
        f" class='card__media'><div class='media media--transparent'><img src='/i/p{i}.jpg'"
        f" alt='{_e(n)}'></div></div></div><div class='card__content'><div"
        f" class='card__information'><h3 class='card__heading h5'"
        f" id='title-template--22014--main__product-{880 + i}'><a"
        f" id='CardLink-template--22014--main__product-{880 + i}' class='full-unstyled-link'"
        f" href='/products/p{i}'>{_e(n)}</a></h3><div class='card-information'><span"
        " class='caption-large light'></span><div class='price'><div"
        " class='price__container'><div class='price__regular'><span"
        f" class='price-item price-item--regular'>{_e(_price(w, i))}</span></div></div></div>"
        "</div></div><div class='quick-add no-js-hidden'><modal-opener"
        f" data-modal='#QuickAdd-{880 + i}'><button class='quick-add__submit button"
        f" button--full-width button--secondary'>{_e(w['add'])}</button></modal-opener></div>"
        "</div></div></div></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<main id='MainContent' class='content-for-layout focus-none' role='main'><div"
        " class='shopify-section'><div class='collection-hero collection-hero--with-image'><div"
        " class='collection-hero__inner page-width'><div class='collection-hero__text-wrapper'>"
        f"<h1 class='collection-hero__title'><span class='visually-hidden'>Collection: </span>"
        f"{_e(cat)}</h1><div class='collection-hero__description rte'><p>{_e(intro)}</p></div>"
        "</div></div></div></div><div class='shopify-section'><div class='facets-wrapper"
        " page-width'><facet-filters-form class='facets small-hide'><form"
        " id='FacetFiltersForm' class='facets__form'><div class='facet-filters sorting"
        f" caption'><h2 class='facet-filters__label caption-large text-body'><label"
        f" for='SortBy'>{_e(w['sort'])}:</label></h2><div class='select'><select"
        f" name='sort_by'><option>{_e(w['latest'])}</option></select></div></div><div"
        f" class='product-count light'><h2 class='product-count__text text-body'><span"
        f" id='ProductCountDesktop'>{_e(w['found'])}</span></h2></div></form>"
        "</facet-filters-form></div><div class='product-grid-container'><ul"
        f" id='product-grid' class='grid product-grid grid--2-col-tablet-down"
        f" grid--4-col-desktop'>{items}</ul></div></div></main>"
    )
    return "gradient template-collection", body


# --- the same posts and products as :mod:`tests.auto.engine_listings`, other engines ---


def _squarespace(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Squarespace 7.1: a blog page's list layout (``blog-basic-grid``)."""
    _cat, _intro, posts = POSTS[lang]
    items = "".join(
        f"<article class='blog-basic-grid--container entry blog-item is-loaded'><div><a"
        f" href='/blog/p{i}' class='image-wrapper'><img src='/i/{i}.jpg' alt=''></a></div>"
        f"<div class='blog-basic-grid--text'><div class='blog-meta-section'><span"
        f" class='blog-meta-primary'><time class='blog-date'>{_e(w['date'])}</time></span>"
        f"</div><h1 class='blog-title'><a href='/blog/p{i}'>{_e(t)}</a></h1><div"
        f" class='blog-excerpt'><div class='blog-excerpt-wrapper'><p>{_e(x)}</p></div></div>"
        f"<a class='blog-more-link' href='/blog/p{i}'>{_e(w['more'])}</a></div></article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<main id='page' class='container' role='main'><article class='sections'"
        " id='sections'><section class='page-section'><div class='content-wrapper'><div"
        " class='content'><div class='blog-basic-grid collection-content-wrapper'>"
        f"{items}</div><nav class='blog-list-pagination'><div class='older'><a"
        f" href='?offset=6'>{_e(w['next'])} →</a></div></nav></div></div></section>"
        "</article></main>"
    )
    return "collection-type-blog view-list blog-view-list", body


def _webflow(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Webflow: a CMS collection list (``w-dyn-list``) of blog cards."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<div role='listitem' class='blog-item w-dyn-item'><a href='/post/p{i}'"
        " class='blog-card w-inline-block'><img src='/i/x.jpg' loading='lazy' alt=''"
        f" class='blog-card-image'><div class='blog-card-content'><div class='blog-card-tag'>"
        f"{_e(cat)}</div><h3 class='blog-card-title'>{_e(t)}</h3><p class='blog-card-summary'>"
        f"{_e(x)}</p></div></a></div>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div class='page-wrapper'><section class='section-blog-header'><div"
        f" class='container-large'><h1 class='heading-xlarge'>{_e(cat)}</h1><p"
        f" class='text-size-medium'>{_e(intro)}</p></div></section><section"
        " class='section-blog-list'><div class='container-large'><div class='w-dyn-list'>"
        f"<div role='list' class='blog-list w-dyn-items'>{items}</div><div role='navigation'"
        " aria-label='List' class='w-pagination-wrapper'><a href='?page=2'"
        f" class='w-pagination-next next-button'><div class='w-inline-block'>{_e(w['next'])}"
        "</div></a></div></div></div></section></div>"
    )
    return "", body


def _site_search(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Shopify's own search page (``template-search``): the query's results, a count."""
    cat, _intro, posts = POSTS[lang]
    items = "".join(
        f"<li class='grid__item'><div class='card-wrapper'><div class='card card--card"
        f" article-card'><div class='card__content'><div class='card__information'><h3"
        f" class='card__heading h5'><a href='/blogs/news/p{i}' class='full-unstyled-link'>"
        f"{_e(t)}</a></h3><p class='article-card__excerpt rte-width'>{_e(x)}</p></div></div>"
        f"<span class='card__badge'><span class='badge'>{_e(w['blog'])}</span></span></div>"
        "</div></li>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<main id='MainContent' role='main'><div class='template-search page-width'><div"
        f" class='template-search__header'><h1 class='h2'>{_e(w['search'])}</h1><form"
        " action='/search' class='search'><input class='search__input' type='search'"
        f" name='q' value='{_e(cat)}'><button class='search__button'>⌕</button></form>"
        f"<p role='status' class='template-search__results'>{_e(w['found'])}</p></div>"
        f"<div class='template-search__results collection'><ul id='product-grid' class='grid"
        f" product-grid'>{items}</ul></div></div></main>"
    )
    return "gradient template-search", body


def _tag_page(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A blog's tag page (WordPress, Twenty Sixteen-like) with a tag cloud widget."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<article id='post-{700 + i}' class='post-{700 + i} post type-post hentry"
        f" tag-{i}'><header class='entry-header'><h2 class='entry-title'><a"
        f" href='/p/{i}/' rel='bookmark'>{_e(t)}</a></h2></header><div class='entry-summary'>"
        f"<p>{_e(x)}</p></div><footer class='entry-footer'><span class='posted-on'><time>"
        f"{_e(w['date'])}</time></span></footer></article>"
        for i, (t, x) in enumerate(posts)
    )
    cloud = "".join(
        f"<a href='/tag/{i}/' class='tag-cloud-link tag-link-{i}' style='font-size:"
        f" {8 + 3 * i}pt;' aria-label='{_e(word)} ({3 * i + 2})'>{_e(word)}</a> "
        for i, word in enumerate(_CLOUD)
    )
    body = (
        "<div id='content' class='site-content'><div id='primary' class='content-area'><main"
        " id='main' class='site-main'><header class='page-header'><h1 class='page-title'>"
        f"{_e(w['tag'])}: <span>{_e(cat)}</span></h1><div class='taxonomy-description'><p>"
        f"{_e(intro)}</p></div></header>{items}{_pager(w)}</main></div><aside"
        " id='secondary' class='sidebar widget-area'><section id='tag_cloud-2' class='widget"
        f" widget_tag_cloud'><h2 class='widget-title'>{_e(w['tag'])}</h2><div"
        f" class='tagcloud'>{cloud}</div></section></aside></div>"
    )
    return "archive tag tag-hiking hfeed", body


def _marketplace(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A marketplace's search results (Etsy-like listing cards: shop, price, favourite)."""
    cat, _intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        "<li class='wt-list-unstyled wt-grid__item-xs-6'><div class='js-merch-stash-check-"
        f"listing v2-listing-card' data-listing-id='{1500 + i}'><a class='listing-link'"
        f" href='/listing/{1500 + i}' title='{_e(n)}'><div class='v2-listing-card__img'><img"
        f" src='/i/p{i}.jpg' alt='{_e(n)}'></div><div class='v2-listing-card__info'><h3"
        f" class='v2-listing-card__title wt-text-truncate'>{_e(n)}</h3><p class='wt-text-"
        f"caption shop-name'>Alpenrand{'Werkstatt' if i % 2 else 'Shop'}</p><div"
        f" class='n-listing-card__price'><span class='currency-value'>{_e(_price(w, i))}"
        "</span></div></div></a><div class='v2-listing-card__actions'><button"
        f" class='favorite-listing-button' aria-label='{_e(w['wish'])}'>♡</button></div>"
        "</div></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<div id='content' class='search-listings'><div class='search-header'><h1"
        f" class='wt-text-heading'>{_e(cat)}</h1><div class='wt-display-flex-xs'><span"
        f" class='wt-text-caption result-count'>{_e(w['results'])}</span><div"
        f" class='sort-by-dropdown'><button class='wt-menu__trigger'>{_e(w['sort'])}:"
        f" {_e(w['latest'])}</button></div></div></div><ol class='wt-grid"
        f" wt-grid--block tab-reorder-container'>{items}</ol>{_pager(w)}</div>"
    )
    return "ui-toolkit search", body


def _video_channel(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A video channel's videos tab (custom elements of a video site's web components)."""
    cat, _intro, posts = POSTS[lang]
    items = "".join(
        "<ytd-rich-item-renderer class='style-scope ytd-rich-grid-renderer'><div"
        " id='content'><ytd-rich-grid-media><div id='dismissible'><ytd-thumbnail><a"
        f" id='thumbnail' href='/watch?v=v{i}'><img src='/v{i}.jpg' alt=''><span"
        f" class='time-status'>1{i}:0{i}</span></a></ytd-thumbnail><div id='details'><h3"
        f" class='style-scope'><a id='video-title-link' href='/watch?v=v{i}'"
        f" title='{_e(t)}'><span id='video-title'>{_e(t)}</span></a></h3><div"
        f" id='metadata-line'><span class='inline-metadata-item'>{3 + i}.{i}K</span><span"
        f" class='inline-metadata-item'>{_e(w['date'])}</span></div></div></div>"
        "</ytd-rich-grid-media></div></ytd-rich-item-renderer>"
        for i, (t, _x) in enumerate(posts)
    )
    body = (
        "<ytd-app><div id='content'><ytd-browse page-subtype='channels'><div"
        " id='channel-header'><div id='channel-name'><yt-formatted-string"
        f" class='ytd-channel-name'>Alpenrand {_e(cat)}</yt-formatted-string></div><div"
        " id='channel-tabs'><a>Home</a><a class='selected'>Videos</a><a>Shorts</a><a>"
        "Playlists</a></div></div><ytd-rich-grid-renderer><div id='chips'><yt-chip>"
        f"{_e(w['latest'])}</yt-chip><yt-chip>Popular</yt-chip></div><div id='contents'>"
        f"{items}</div></ytd-rich-grid-renderer></ytd-browse></div></ytd-app>"
    )
    return "", body


def _from_items(template: Callable[..., tuple[str, str]], kind: str) -> Builder:
    def build(lang: str) -> tuple[str, str, str, tuple[str, ...], tuple[str, ...]]:
        head, intro, items, chrome = ITEMS[(kind, lang)]
        body_class, body = template(lang, head, intro, items, chrome)
        wanted = (intro, *(t for t, _x in items), *(x for _t, x in items))
        return head, body_class, body, wanted, chrome

    return build


def _from_posts(
    template: Template, chrome_keys: tuple[str, ...], excerpts: bool = True, intro: bool = False
) -> Builder:
    def build(lang: str) -> tuple[str, str, str, tuple[str, ...], tuple[str, ...]]:
        w = CHROME[lang]
        cat, text, posts = POSTS[lang]
        body_class, body = template(lang, w)
        wanted = (
            *((text,) if intro else ()),
            *(t for t, _x in posts),
            *((x for _t, x in posts) if excerpts else ()),
        )
        return cat, body_class, body, wanted, tuple(w[key] for key in chrome_keys)

    return build


def _from_products(
    template: Template, chrome_keys: tuple[str, ...], lines: bool = False
) -> Builder:
    def build(lang: str) -> tuple[str, str, str, tuple[str, ...], tuple[str, ...]]:
        w = CHROME[lang]
        cat, _intro, products, _desc = PRODUCTS[lang]
        body_class, body = template(lang, w)
        wanted = (*(n for n, _x in products), *((x for _n, x in products) if lines else ()))
        return cat, body_class, body, wanted, tuple(w[key] for key in chrome_keys)

    return build


Template = Callable[[str, dict[str, str]], tuple[str, str]]
Builder = Callable[[str], tuple[str, str, str, tuple[str, ...], tuple[str, ...]]]
_CLOUD = ("Alpen", "GPX", "Hütten", "Zelt", "Karten")

# Each engine: what builds its page (heading, body class, body, wanted texts, chrome
# lines) and its languages.
ENGINES2: dict[str, tuple[Builder, tuple[str, ...]]] = {
    "podcast": (_from_items(_podcast, "podcast"), ("en", "de", "es")),
    "releases": (_from_items(_releases, "releases"), ("en", "fr", "zh")),
    "directory": (_from_items(_directory, "directory"), ("en", "it", "ja")),
    "courses": (_from_items(_courses, "courses"), ("en", "pt", "ru")),
    "squarespace": (_from_posts(_squarespace, ("more", "next")), ("en", "fr", "de")),
    "webflow": (_from_posts(_webflow, ("next",), intro=True), ("en", "it", "pt")),
    "site_search": (_from_posts(_site_search, ("found",)), ("en", "it", "ja")),
    "tag_page": (_from_posts(_tag_page, ("next",), intro=True), ("en", "fr", "ru")),
    "video_channel": (_from_posts(_video_channel, (), excerpts=False), ("en", "es", "ja")),
    "marketplace": (_from_products(_marketplace, ("results", "sort")), ("en", "de", "fr")),
    "classifieds": (_from_products(_classifieds, ("filter",), lines=True), ("de", "fr", "pt")),
    "plugins": (_from_items(_plugins, "plugins"), ("en", "ru", "zh")),
    "apps": (_from_items(_apps, "apps"), ("en", "fr", "ja")),
    "docs_index": (_from_items(_docs_index, "docs_index"), ("en", "de", "zh")),
    "repos": (_from_items(_repos, "repos"), ("en", "de", "zh")),
    "wix": (_from_products(_wix, ("add", "sort")), ("en", "es", "ja")),
    "dawn_2024": (_from_products(_dawn_2024, ("add", "sort", "found")), ("en", "fr", "ru")),
}
_PAGE_CHROME = ("cookie", "news", "rights")


def listing_page2(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    build, langs = ENGINES2[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = CHROME[lang]
    title, body_class, body, wanted, chrome = build(lang)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = tuple(words[key] for key in _PAGE_CHROME)
    extra = _CLOUD if engine == "tag_page" else ()
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *extra, *page_chrome))


def cases2() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES2.items() for lang in spec[1]]
