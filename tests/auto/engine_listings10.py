# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A tenth suite of synthetic listing pages (stop 76): collections of shapes and languages
the other nine lack.

A hotel search's results (a booking engine's property cards: a linked name, a district
line, a review word, a price, an "availability" button, under a sort bar of options: pt,
it), a photo gallery with captions (WordPress's gallery block: pl, it; its classic
gallery: pt; a static site's lightbox gallery: ja), a code host's
project list (GitLab's "Explore projects": en, ja), a news site's tag page (a headline,
a standfirst and a time an entry, a "load more" button: hi, th, fa written right to
left), a faculty's course list whose rows hold a teacher line (pl, it), and a
Squarespace blog index with "Older posts" pagination (pt, ja), a symposium's programme in
an events calendar's list (ja, fa) and in a call-for-papers service's grid (ja, th, hi),
each session's speaker on a line of its own, written after the engines'
templates with the page chrome of :func:`tests.auto.engine_listings._head` and
``_foot``. No page is copied from a site or from the shared datasets.

:func:`listing_page10` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import ListingPage, _e, engine_cases, engine_page

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]

# A hotel search, by language: heading, the sort bar's label and options, the button,
# properties (name, district line, review word, price).
HOTELS10 = {
    "pt": ("Lisboa: 214 propriedades encontradas", "Ordenar por", ("As nossas escolhas", "Preço (mais baixo primeiro)", "Classificação e preço"), "Ver disponibilidade", (
        ("Casa do Largo Alfama", "Alfama, Lisboa · a 1,2 km do centro", "Fabuloso", "€ 142"),
        ("Hotel Miradouro Graça", "Graça, Lisboa · a 1,8 km do centro", "Muito bom", "€ 118"),
        ("Pensão Rua Augusta", "Baixa, Lisboa · a 0,3 km do centro", "Excelente", "€ 96"),
        ("Lisbon Tejo Suites", "Cais do Sodré, Lisboa · a 0,9 km do centro", "Fabuloso", "€ 187"),
        ("Residencial Príncipe Real", "Príncipe Real, Lisboa · a 1,5 km do centro", "Bom", "€ 84"),
    )),
    "it": ("Firenze: 318 strutture trovate", "Ordina per", ("Le nostre scelte", "Prezzo (dal più basso)", "Valutazione e prezzo"), "Vedi disponibilità", (
        ("Palazzo Oltrarno", "Oltrarno, Firenze · a 0,8 km dal centro", "Favoloso", "€ 164"),
        ("Hotel Santa Croce", "Santa Croce, Firenze · a 0,6 km dal centro", "Ottimo", "€ 131"),
        ("Locanda San Frediano", "San Frediano, Firenze · a 1,1 km dal centro", "Eccellente", "€ 102"),
        ("Residenza Ponte Vecchio", "Centro storico, Firenze · a 0,2 km dal centro", "Favoloso", "€ 219"),
        ("Albergo Fiesole Vista", "Campo di Marte, Firenze · a 2,4 km dal centro", "Buono", "€ 88"),
    )),
}  # fmt: skip
# A gallery, by language: heading, intro, captions.
GALLERY10 = {
    "pl": ("Galeria: Jesień w Bieszczadach", "Zdjęcia z październikowej wyprawy na połoniny, robione o świcie i tuż przed zmierzchem.", (
        "Połonina Wetlińska we mgle o wschodzie słońca",
        "Buki nad Soliną w pełni jesiennych kolorów",
        "Chatka Puchatka i szlak czerwony na Smerek",
        "Drewniana cerkiew w Smolniku po deszczu",
        "Stado koników huculskich pod Tarnicą",
        "Zachód słońca nad Caryńską z widokiem na Ukrainę",
    )),
    "it": ("Galleria: Autunno nelle Langhe", "Le foto della vendemmia tra Barolo e La Morra, scattate all'alba e al tramonto.", (
        "Filari di nebbiolo sopra La Morra nella nebbia del mattino",
        "Il castello di Grinzane Cavour tra le vigne dorate",
        "Vendemmiatori al lavoro nella cascina dei Ronchi",
        "Nocciole stese ad asciugare nel cortile di Cravanzana",
        "La cappella del Barolo colorata da David Tremlett",
        "Tramonto sulle colline di Serralunga d'Alba",
    )),
    "pt": ("Galeria: Inverno na Serra da Estrela", "As fotografias da travessia de janeiro entre a Torre e o Covão da Ametade, com neve fresca.", (
        "O marco geodésico da Torre coberto de geada",
        "Lagoa Comprida gelada vista do miradouro",
        "Pastores a recolher o rebanho perto de Manteigas",
        "O vale glaciar do Zêzere ao fim da tarde",
        "Cão da Serra da Estrela a guardar as ovelhas",
    )),
    "ja": ("ギャラリー：冬の白川郷", "一月の合掌造り集落を、雪の朝とライトアップの夜に撮影しました。", (
        "展望台から見下ろす雪の合掌造り集落",
        "屋根の雪下ろしをする住民の皆さん",
        "明善寺の鐘楼門と雪化粧した杉木立",
        "ライトアップで浮かび上がる夜の集落",
        "囲炉裏の煙が立ちのぼる和田家の屋根",
    )),
}  # fmt: skip
# Each language's gallery, written as its engine writes it: WordPress's gallery block
# (pl, it), WordPress's classic gallery shortcode in its HTML5 markup (pt), a static
# site's lightbox gallery (ja); ``{figures}`` takes the photos.
_GALLERY_SHELLS = {
    "block": (
        "<figure class='wp-block-gallery has-nested-images columns-3 is-cropped'>{figures}"
        "</figure>",
        "<figure class='wp-block-image size-large'><img src='/wp-content/uploads/g{i}.jpg'"
        " alt='' class='wp-image-{n}'><figcaption class='wp-element-caption'>{caption}"
        "</figcaption></figure>",
    ),
    "classic": (
        "<div id='gallery-1' class='gallery galleryid-12 gallery-columns-3 gallery-size-medium'>"
        "{figures}</div>",
        "<figure class='gallery-item'><div class='gallery-icon landscape'><a"
        " href='/wp-content/uploads/g{i}.jpg'><img src='/wp-content/uploads/g{i}-300x200.jpg'"
        " class='attachment-medium size-medium' alt=''></a></div><figcaption"
        " class='wp-caption-text gallery-caption' id='gallery-1-{n}'>{caption}</figcaption>"
        "</figure>",
    ),
    "lightbox": (
        "<div class='gallery-grid lightgallery'>{figures}</div>",
        "<figure class='gallery-grid__item'><a class='gallery-grid__link' data-src='/p/g{i}.jpg'"
        " href='/p/g{i}.jpg'><img class='lazyload' src='/p/g{i}-thumb.jpg' alt=''></a>"
        "<figcaption class='gallery-grid__caption'>{caption}</figcaption></figure>",
    ),
}
_GALLERY_ENGINE = {"pl": "block", "it": "block", "pt": "classic", "ja": "lightbox"}
# A code host's project list, by language: heading, tabs, the "New project" button,
# projects (namespace / name, description, the "updated" line).
PROJECTS10 = {
    "en": ("Explore projects", ("Most starred", "Trending", "All"), "New project", (
        ("geodata / tilecutter", "Cuts raster maps into web tiles with a streaming pipeline and resumable jobs.", "Updated 2 days ago"),
        ("lab-tools / plate-reader", "Parses microplate reader exports into tidy tables for downstream analysis.", "Updated 5 days ago"),
        ("infra / certwatch", "Watches TLS certificates across clusters and opens issues before they expire.", "Updated 1 week ago"),
        ("docs-team / glossary-lint", "Checks documentation against the project glossary and suggests preferred terms.", "Updated 2 weeks ago"),
        ("audio / stemsplit", "Splits music recordings into vocal, drum and bass stems on the command line.", "Updated 3 weeks ago"),
    )),
    "ja": ("プロジェクトを探す", ("スターが多い順", "トレンド", "すべて"), "新規プロジェクト", (
        ("geodata / tilecutter", "ラスター地図をウェブ用タイルに分割する、再開可能なストリーミング処理ツールです。", "2日前に更新"),
        ("lab-tools / plate-reader", "マイクロプレートリーダーの出力を解析し、分析用の整った表に変換します。", "5日前に更新"),
        ("infra / certwatch", "クラスタ全体のTLS証明書を監視し、期限切れ前に課題を自動で作成します。", "1週間前に更新"),
        ("docs-team / glossary-lint", "ドキュメントを用語集と照合し、推奨される表記を提案するチェッカーです。", "2週間前に更新"),
        ("audio / stemsplit", "音楽の録音をボーカル、ドラム、ベースの各パートにコマンドラインで分離します。", "3週間前に更新"),
    )),
}  # fmt: skip
# A news tag page, by language: the tag heading, "load more", entries (headline,
# standfirst, time).
TAGS10 = {
    "hi": ("टैग: मानसून", "और खबरें लोड करें", (
        ("केरल में मानसून ने तय समय से दो दिन पहले दस्तक दी", "मौसम विभाग के अनुसार अगले सप्ताह तक बारिश कर्नाटक और गोवा के तटीय इलाकों तक पहुंच जाएगी।", "2 घंटे पहले"),
        ("मुंबई में भारी बारिश से लोकल ट्रेनों की रफ्तार थमी", "निचले इलाकों में जलभराव के कारण कई उपनगरीय स्टेशनों पर यात्रियों को घंटों इंतजार करना पड़ा।", "5 घंटे पहले"),
        ("किसानों ने खरीफ की बुवाई के लिए बीज खरीदना शुरू किया", "अच्छी बारिश के अनुमान के बाद धान और सोयाबीन के बीजों की मांग पिछले साल से अधिक है।", "कल"),
        ("बिहार की नदियों का जलस्तर बढ़ा, प्रशासन सतर्क", "गंडक और कोसी के किनारे बसे गांवों में बाढ़ राहत दल तैनात किए गए हैं और नावें भेजी गई हैं।", "2 दिन पहले"),
    )),
    "th": ("แท็ก: ฤดูฝน", "โหลดข่าวเพิ่มเติม", (
        ("กรมอุตุฯ ประกาศเข้าสู่ฤดูฝนอย่างเป็นทางการทั่วประเทศ", "ร่องมรสุมพาดผ่านภาคเหนือและภาคอีสาน ทำให้มีฝนตกหนักบางพื้นที่ตลอดสัปดาห์นี้", "2 ชั่วโมงที่แล้ว"),
        ("กรุงเทพฯ เตรียมเครื่องสูบน้ำรับมือน้ำท่วมขังถนนสายหลัก", "สำนักการระบายน้ำติดตั้งเครื่องสูบน้ำเพิ่มในจุดเสี่ยงกว่าสี่สิบจุดก่อนฝนตกหนัก", "5 ชั่วโมงที่แล้ว"),
        ("ชาวนาภาคกลางเริ่มหว่านข้าวนาปีหลังฝนตกต่อเนื่อง", "ระดับน้ำในเขื่อนเจ้าพระยาเพิ่มขึ้น ทำให้กรมชลประทานเริ่มปล่อยน้ำเข้าคลองส่งน้ำ", "เมื่อวาน"),
        ("เตือนนักท่องเที่ยวงดเล่นน้ำทะเลฝั่งอันดามันช่วงคลื่นลมแรง", "ศูนย์อุตุนิยมวิทยาภาคใต้ฝั่งตะวันตกคาดคลื่นสูงสองถึงสามเมตรตลอดสุดสัปดาห์", "2 วันที่แล้ว"),
    )),
    "fa": ("برچسب: بارش", "بارگذاری اخبار بیشتر", (
        ("بارش‌های بهاری ذخایر سدهای تهران را افزایش داد", "به گفته شرکت آب منطقه‌ای، حجم آب پشت سدهای پایتخت نسبت به سال گذشته بیست درصد بیشتر است.", "۲ ساعت پیش"),
        ("هشدار سیلاب در استان‌های شمالی صادر شد", "سازمان هواشناسی از مردم خواست تا پایان هفته از سفر به مناطق کوهستانی مازندران خودداری کنند.", "۵ ساعت پیش"),
        ("کشاورزان خوزستان از بارش‌های اخیر راضی هستند", "بارندگی مناسب در فصل کاشت باعث شده مزارع گندم این استان وضعیت بهتری داشته باشند.", "دیروز"),
        ("دریاچه ارومیه پس از بارش‌ها وسعت بیشتری پیدا کرد", "تصاویر ماهواره‌ای نشان می‌دهد سطح آب دریاچه در ماه گذشته بیش از صد کیلومتر مربع افزایش یافته است.", "۲ روز پیش"),
    )),
}  # fmt: skip
# A faculty's course list, by language: heading, intro, "Details", courses (title,
# teacher, room).
COURSES10 = {
    "pl": ("Wykłady w semestrze zimowym", "Wykłady monograficzne dla studentów drugiego stopnia, otwarte dla słuchaczy z innych wydziałów.", "Szczegóły", (
        ("Historia ustroju Rzeczypospolitej", "dr hab. Anna Wiśniewska", "Sala Kolumnowa"),
        ("Filozofia języka po Wittgensteinie", "prof. Tomasz Zieliński", "Sala Lustrzana"),
        ("Ekonomia rynku pracy w Europie", "dr Katarzyna Lewandowska", "Aula Główna"),
        ("Archeologia miast średniowiecznych", "dr Piotr Kamiński", "Sala Seminaryjna"),
        ("Socjologia migracji współczesnych", "dr hab. Magdalena Nowak", "Sala Kominkowa"),
    )),
    "it": ("Insegnamenti del primo semestre", "Corsi monografici per la laurea magistrale, aperti anche agli studenti di altri dipartimenti.", "Dettagli", (
        ("Storia delle istituzioni medievali", "prof.ssa Giulia Ferri", "Aula Magna"),
        ("Filosofia del linguaggio", "prof. Marco Bianchi", "Aula Volta"),
        ("Economia del lavoro europeo", "dott.ssa Chiara Romano", "Aula Galilei"),
        ("Archeologia delle città romane", "prof. Luca Esposito", "Aula Fermi"),
        ("Sociologia delle migrazioni", "prof.ssa Elena Ricci", "Aula Marconi"),
    )),
}  # fmt: skip
# A symposium's programme, by language: heading, intro, sessions (time, title, speaker,
# room).
SESSIONS10 = {
 "th": ("กำหนดการสัมมนา", "การสัมมนาวิชาการประจำปีด้านการจัดการทรัพยากรน้ำ จัดขึ้นที่มหาวิทยาลัยเชียงใหม่", (
   ("09:00", "การคาดการณ์น้ำหลากด้วยข้อมูลดาวเทียม", "สมชาย ใจดี", "ห้องประชุม 1"), ("10:30", "ระบบชลประทานอัจฉริยะสำหรับนาข้าว", "สุนิสา วงศ์ทอง", "ห้องประชุม 2"),
   ("13:00", "การฟื้นฟูป่าต้นน้ำในภาคเหนือ", "ประยุทธ ศรีสุข", "ห้องประชุม 1"), ("14:30", "น้ำบาดาลกับการเกษตรยั่งยืน", "วิภาวดี แก้วมณี", "ห้องประชุม 3"))),
 "hi": ("सम्मेलन कार्यक्रम", "जल संसाधन प्रबंधन पर वार्षिक संगोष्ठी का आयोजन इस वर्ष पुणे विश्वविद्यालय में किया जा रहा है।", (
   ("09:00", "उपग्रह आंकड़ों से बाढ़ का पूर्वानुमान", "राजेश कुमार", "सभागार 1"), ("10:30", "धान के खेतों के लिए स्मार्ट सिंचाई", "सुनीता शर्मा", "सभागार 2"),
   ("13:00", "हिमालयी जलग्रहण क्षेत्रों का पुनरुद्धार", "अमित वर्मा", "सभागार 1"), ("14:30", "भूजल और टिकाऊ खेती", "प्रिया सिंह", "सभागार 3"))),
 "fa": ("برنامه همایش", "همایش سالانه مدیریت منابع آب امسال در دانشگاه شیراز برگزار می‌شود.", (
   ("۰۹:۰۰", "پیش‌بینی سیلاب با داده‌های ماهواره‌ای", "علی رضایی", "سالن ۱"), ("۱۰:۳۰", "آبیاری هوشمند برای شالیزارها", "مریم احمدی", "سالن ۲"),
   ("۱۳:۰۰", "احیای آبخیزهای زاگرس", "حسین کریمی", "سالن ۱"), ("۱۴:۳۰", "آب‌های زیرزمینی و کشاورزی پایدار", "زهرا محمدی", "سالن ۳"))),
 "ja": ("プログラム", "水資源管理に関する年次シンポジウムを今年は京都大学で開催します。", (
   ("09:00", "衛星データによる洪水予測", "田中 健一", "会議室1"), ("10:30", "水田向けスマート灌漑", "佐藤 美咲", "会議室2"),
   ("13:00", "山地流域の森林再生", "鈴木 大輔", "会議室1"), ("14:30", "地下水と持続可能な農業", "高橋 由美", "会議室3"))),
}  # fmt: skip
# A Squarespace blog index, by language: heading, "Read more", "Older posts", posts
# (title, excerpt).
BLOG10 = {
    "pt": ("Diário da horta", "Ler mais", "Publicações mais antigas", (
        ("Como preparar canteiros elevados no outono", "Cartão, folhas secas e composto em camadas: o método que usamos para ter terra solta em março sem cavar."),
        ("As couves que resistem à geada", "Das galegas às de folha roxa, estas são as variedades que atravessaram o inverno sem proteção."),
        ("Regar menos com rega gota a gota", "Montámos um sistema simples com um depósito de chuva e temporizador, e a conta da água caiu para metade."),
        ("Sementes guardadas de um ano para o outro", "Feijão, abóbora e tomate: como secar, guardar e testar a germinação das sementes da própria horta."),
    )),
    "ja": ("菜園日記", "続きを読む", "過去の投稿", (
        ("秋に高畝を作る方法", "段ボール、落ち葉、堆肥を重ねるだけで、耕さずに三月にはふかふかの土になりました。"),
        ("霜に強い冬野菜", "ケールから紫キャベツまで、覆いなしで冬を越した品種を紹介します。"),
        ("点滴灌水で水やりを減らす", "雨水タンクとタイマーで簡単な仕組みを作り、水道代が半分になりました。"),
        ("自家採種の種を翌年に残す", "インゲン、カボチャ、トマトの種の乾かし方、保存、発芽試験の方法をまとめました。"),
    )),
}  # fmt: skip


def _hotels(lang: str) -> Page:
    """A hotel search's results: a sort bar (a label and a list of options), then a card a
    property with its linked name, a district line, a review word, a price and an
    "availability" button."""
    head, sort, options, see, items = HOTELS10[lang]
    opts = "".join(
        f"<li><button class='sort-option' data-sort='{i}'>{_e(o)}</button></li>"
        for i, o in enumerate(options)
    )
    cards = "".join(
        f"<div class='property-card' data-testid='property-card'><div class='property-card__image'>"
        f"<img src='/i/h{i}.jpg' alt=''></div><div class='property-card__content'><h3"
        f" class='property-card__title'><a href='/hotel/{i}'>{_e(n)}</a></h3><span"
        f" class='property-card__address'>{_e(d)}</span><div class='review-score'><div"
        f" class='review-score__word'>{_e(r)}</div></div><div class='property-card__price'>"
        f"<span class='price'>{_e(p)}</span></div><a class='property-card__cta'"
        f" href='/hotel/{i}#availability'>{_e(see)}</a></div></div>"
        for i, (n, d, r, p) in enumerate(items)
    )
    body = (
        f"<main class='search-results'><h1 class='results-heading'>{_e(head)}</h1><div"
        f" class='sorters'><span class='sorters__label'>{_e(sort)}</span><ul"
        f" class='sorters__options'>{opts}</ul></div><div class='results-list'>{cards}</div>"
        "</main>"
    )
    wanted = (*(n for n, *_ in items), *(d for _n, d, *_ in items))
    return head, body, wanted, (sort, *options, see)


def _gallery(lang: str) -> Page:
    """A photo gallery post (:data:`GALLERY10`): an intro, then a figure a photo with its
    caption, in each language another engine's gallery (:data:`_GALLERY_SHELLS`)."""
    head, intro, captions = GALLERY10[lang]
    box, figure = _GALLERY_SHELLS[_GALLERY_ENGINE[lang]]
    figures = "".join(figure.format(i=i, n=300 + i, caption=_e(c)) for i, c in enumerate(captions))
    body = (
        "<main id='primary' class='site-main'><article class='post type-post'><header"
        f" class='entry-header'><h1 class='entry-title'>{_e(head)}</h1></header><div"
        f" class='entry-content'><p>{_e(intro)}</p>{box.format(figures=figures)}</div>"
        "</article></main>"
    )
    return head, body, (intro, *captions), ()


def _projects(lang: str) -> Page:
    """A code host's project list: tabs and a "New project" button, then a row a project
    with its linked namespace and name, a description and an "updated" line."""
    head, tabs, new, items = PROJECTS10[lang]
    tab_bar = "".join(
        f"<li class='nav-item'><a class='nav-link' href='/explore?sort={i}'>{_e(t)}</a></li>"
        for i, t in enumerate(tabs)
    )
    rows = "".join(
        f"<li class='project-row'><div class='project-details'><h2 class='project-full-name'>"
        f"<a class='project' href='/{_e(n.replace(' ', ''))}'>{_e(n)}</a></h2><div"
        f" class='description'><p>{_e(d)}</p></div></div><div class='controls'><span"
        f" class='project-updated'>{_e(u)}</span></div></li>"
        for n, d, u in items
    )
    body = (
        "<div class='content-wrapper'><main id='content-body' class='content'><div"
        f" class='page-title-holder'><h1 class='page-title'>{_e(head)}</h1><a class='btn"
        f" btn-confirm' href='/projects/new'>{_e(new)}</a></div><ul class='nav-tabs"
        f" gl-tabs-nav'>{tab_bar}</ul><ul class='projects-list content-list'>{rows}</ul>"
        "</main></div>"
    )
    wanted = (*(n for n, *_ in items), *(d for _n, d, _u in items))
    return head, body, wanted, (new, *tabs)


def _tags(lang: str) -> Page:
    """A news site's tag page: the tag heading, then an entry a story (a linked headline,
    a standfirst, a time) and a "load more" button; Persian written right to left."""
    head, more, items = TAGS10[lang]
    entries = "".join(
        f"<div class='story-card'><h2 class='story-card__headline'><a href='/news/{i}'>"
        f"{_e(t)}</a></h2><p class='story-card__summary'>{_e(s)}</p><span"
        f" class='story-card__time'>{_e(w)}</span></div>"
        for i, (t, s, w) in enumerate(items)
    )
    direction = " dir='rtl'" if lang == "fa" else ""
    body = (
        f"<main class='tag-page'{direction}><div class='tag-header'><h1>{_e(head)}</h1>"
        f"</div><section class='story-list'>{entries}</section><button"
        f" class='load-more-button'>{_e(more)}</button></main>"
    )
    wanted = (*(t for t, *_ in items), *(s for _t, s, _w in items))
    return head, body, wanted, (more,)


def _courses(lang: str) -> Page:
    """A faculty's course list: an intro, then a row a course with its linked title, a
    teacher line, a room line and a "Details" link."""
    head, intro, details, items = COURSES10[lang]
    rows = "".join(
        f"<div class='views-row'><div class='course-item'><h3 class='course-item__title'><a"
        f" href='/kurs/{i}'>{_e(t)}</a></h3><div class='course-item__teacher'>{_e(p)}</div>"
        f"<div class='course-item__room'>{_e(r)}</div><a class='course-item__more'"
        f" href='/kurs/{i}'>{_e(details)}</a></div></div>"
        for i, (t, p, r) in enumerate(items)
    )
    body = (
        f"<main role='main' class='main-content'><h1 class='page-title'>{_e(head)}</h1><div"
        f" class='field--name-body'><p>{_e(intro)}</p></div><div class='view-content'>"
        f"{rows}</div></main>"
    )
    wanted = (intro, *(t for t, *_ in items), *(p for _t, p, _r in items))
    return head, body, wanted, (details,)


def _calendar(lang: str) -> Page:
    """A symposium's programme in an events calendar plugin's list view: an event a
    session with its time, linked title, organizer (the speaker) and venue (the room)."""
    head, intro, items = SESSIONS10[lang]
    rows = "".join(
        "<article class='tribe-events-calendar-list__event'><div"
        f" class='tribe-events-calendar-list__event-datetime'><time>{_e(t)}</time></div><h3"
        f" class='tribe-events-calendar-list__event-title'><a href='/e/{i}'>{_e(x)}</a></h3>"
        f"<div class='tribe-events-calendar-list__event-organizer'>{_e(sp)}</div><address"
        f" class='tribe-events-calendar-list__event-venue'>{_e(r)}</address></article>"
        for i, (t, x, sp, r) in enumerate(items)
    )
    body = (
        "<main id='tribe-events-pg-template'><h1 class='tribe-events-header__title'>"
        f"{_e(head)}</h1><p>{_e(intro)}</p><div class='tribe-events-calendar-list'>{rows}"
        "</div></main>"
    )
    return head, body, _session_texts(intro, items), ()


def _sessions(lang: str) -> Page:
    """The same programme in a call-for-papers service's embedded grid: a box a session
    with its time, linked title, speaker and room."""
    head, intro, items = SESSIONS10[lang]
    rows = "".join(
        f"<div class='sz-session'><div class='sz-session__time'>{_e(t)}</div><h3"
        f" class='sz-session__title'><a href='/s/{i}'>{_e(x)}</a></h3><div"
        f" class='sz-session__speakers'><span class='sz-session__speaker'>{_e(sp)}</span>"
        f"</div><div class='sz-session__room'>{_e(r)}</div></div>"
        for i, (t, x, sp, r) in enumerate(items)
    )
    body = (
        f"<div class='sz-container'><h1>{_e(head)}</h1><p class='sz-intro'>{_e(intro)}</p>"
        f"<div class='sz-sessions'>{rows}</div></div>"
    )
    return head, body, _session_texts(intro, items), ()


def _session_texts(intro: str, items: tuple[tuple[str, str, str, str], ...]) -> tuple[str, ...]:
    """A programme's wanted texts: its intro, the sessions' titles and speakers."""
    return (intro, *(x for _t, x, _s, _r in items), *(s for _t, _x, s, _r in items))


def _blog(lang: str) -> Page:
    """A Squarespace blog index: an entry a post (a linked title, an excerpt, a "Read
    more" link), then the "Older posts" pager."""
    head, more, older, items = BLOG10[lang]
    entries = "".join(
        f"<article class='blog-basic-grid--container entry blog-item'><div"
        f" class='blog-basic-grid--text'><h1 class='blog-title'><a href='/blog/{i}'>{_e(t)}"
        f"</a></h1><div class='blog-excerpt'><p>{_e(x)}</p></div><a class='blog-more-link'"
        f" href='/blog/{i}'>{_e(more)}</a></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main id='page' class='container' role='main'><section class='page-section'><div"
        f" class='content'><h1 class='collection-title'>{_e(head)}</h1><div"
        f" class='blog-basic-grid collection-content-wrapper'>{entries}</div><nav"
        f" class='blog-list-pagination'><div class='older'><a href='/blog?offset=4'>"
        f"{_e(older)}</a></div></nav></div></section></main>"
    )
    wanted = (*(t for t, _x in items), *(x for _t, x in items))
    return head, body, wanted, (more, older)


ENGINES10: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "hotels": (_hotels, "searchresults", ("pt", "it")),
    "gallery": (_gallery, "single single-post", ("pl", "it", "pt", "ja")),
    "projects": (_projects, "ui-light-gray page-explore", ("en", "ja")),
    "tags": (_tags, "tag-archive", ("hi", "th", "fa")),
    "courses": (_courses, "path-taxonomy", ("pl", "it")),
    "blog": (_blog, "collection-type-blog", ("pt", "ja")),
    "calendar": (_calendar, "post-type-archive post-type-archive-tribe_events tribe-events-page-template", ("ja", "fa")),
    "sessions": (_sessions, "sessionize-embed", ("ja", "th", "hi")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"pl": "en", "hi": "en", "th": "en", "fa": "en"}


def listing_page10(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES10, _OTHER, engine, lang)


def cases10() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES10)
