# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""Synthetic listing, collection, product and service pages of today's engines and themes.

Each page is written after the markup an engine or theme ships by default: WordPress
category and tag archives (Twenty Twenty-Four's block markup, Astra, GeneratePress),
WooCommerce's Storefront, Shopify's Dawn, Magento's Luma, PrestaShop's Classic,
BigCommerce's Cornerstone, Ghost's Casper, Substack's archive, a Drupal view, a Hugo list,
a news section front, a search results page, a job board, an events calendar, a
real-estate listing, a recipe index, a SaaS pricing page and a local business's service
page, with the interface strings of the engine's language pack and the chrome around the
items (cookie banner, mega menu, filters, sort menu, pagination, "Add to cart", ratings,
newsletter box, footer). No page is copied from a site or from the shared datasets.

:func:`listing_page` returns the page, the texts a reader of it wants (the items' titles
and short texts, the category's intro, the plans' names, the service's prose) and the
chrome lines they do not want.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

LANGUAGES = ("en", "de", "fr", "es", "ru", "pt", "it", "zh", "ja")

# Each language: a blog category's name and intro, six posts (title, excerpt).
POSTS: dict[str, tuple[str, str, tuple[tuple[str, str], ...]]] = {
    "en": (
        "Hiking",
        "Trail reports, gear advice and route ideas from our trips through the Alps and beyond.",
        (
            ("A three-day traverse of the Stubai high trail", "We walked the whole route in three long days and slept in two huts that open only in summer."),
            ("What to pack for a first night in a mountain hut", "Sheets, earplugs and cash: the short list that makes the first night far more comfortable."),
            ("Ten quiet lakes you can reach before breakfast", "Each of these lakes lies less than two hours from a village with an early bus."),
            ("How we plan a route when the weather turns", "Our rule of thumb for turning back, and the two apps we check every morning."),
            ("Trekking poles: do you really need them?", "After a season with and without poles, our knees have a clear opinion on the matter."),
            ("The best autumn walks in the southern valleys", "Larches turn gold in October, the crowds are gone and the huts still serve soup."),
        ),
    ),
    "de": (
        "Wandern",
        "Tourenberichte, Ausrüstungstipps und Routenideen von unseren Reisen durch die Alpen und darüber hinaus.",
        (
            ("In drei Tagen über den Stubaier Höhenweg", "Wir sind die ganze Runde in drei langen Etappen gegangen und haben in zwei Hütten übernachtet."),
            ("Was gehört in den Rucksack für die erste Hüttennacht?", "Hüttenschlafsack, Ohrstöpsel und Bargeld: die kurze Liste für eine ruhige erste Nacht."),
            ("Zehn stille Bergseen, die man vor dem Frühstück erreicht", "Jeder dieser Seen liegt keine zwei Stunden von einem Dorf mit frühem Bus entfernt."),
            ("Wie wir eine Tour planen, wenn das Wetter umschlägt", "Unsere Faustregel für die Umkehr und die zwei Apps, die wir jeden Morgen prüfen."),
            ("Wanderstöcke: Braucht man sie wirklich?", "Nach einer Saison mit und ohne Stöcke haben unsere Knie eine klare Meinung dazu."),
            ("Die schönsten Herbstwanderungen in den Südtälern", "Im Oktober färben sich die Lärchen golden, die Massen sind weg und die Hütten kochen noch Suppe."),
        ),
    ),
    "fr": (
        "Randonnée",
        "Récits de sorties, conseils de matériel et idées d'itinéraires de nos voyages dans les Alpes et ailleurs.",
        (
            ("Trois jours sur le sentier d'altitude du Stubai", "Nous avons parcouru tout l'itinéraire en trois longues étapes et dormi dans deux refuges d'été."),
            ("Que mettre dans son sac pour une première nuit en refuge ?", "Drap de sac, bouchons d'oreilles et espèces : la liste courte pour une première nuit sereine."),
            ("Dix lacs tranquilles à atteindre avant le petit-déjeuner", "Chacun de ces lacs se trouve à moins de deux heures d'un village desservi tôt par le car."),
            ("Comment nous préparons un itinéraire quand la météo tourne", "Notre règle pour faire demi-tour et les deux applications que nous consultons chaque matin."),
            ("Les bâtons de marche sont-ils vraiment utiles ?", "Après une saison avec et sans bâtons, nos genoux ont un avis très clair sur la question."),
            ("Les plus belles balades d'automne dans les vallées du sud", "En octobre les mélèzes deviennent dorés, la foule est partie et les refuges servent encore la soupe."),
        ),
    ),
    "es": (
        "Senderismo",
        "Crónicas de rutas, consejos de equipo e ideas de itinerarios de nuestros viajes por los Alpes y más allá.",
        (
            ("Tres días por la ruta alta del Stubai", "Recorrimos todo el itinerario en tres etapas largas y dormimos en dos refugios que solo abren en verano."),
            ("Qué llevar en la mochila para la primera noche en un refugio", "Saco sábana, tapones y efectivo: la lista corta para una primera noche mucho más cómoda."),
            ("Diez lagos tranquilos a los que se llega antes del desayuno", "Cada uno de estos lagos está a menos de dos horas de un pueblo con autobús temprano."),
            ("Cómo planificamos una ruta cuando cambia el tiempo", "Nuestra regla para darnos la vuelta y las dos aplicaciones que miramos cada mañana."),
            ("Bastones de senderismo: ¿de verdad hacen falta?", "Tras una temporada con y sin bastones, nuestras rodillas tienen una opinión muy clara."),
            ("Las mejores caminatas de otoño en los valles del sur", "En octubre los alerces se vuelven dorados, ya no hay multitudes y los refugios aún sirven sopa."),
        ),
    ),
    "ru": (
        "Походы",
        "Отчёты о маршрутах, советы по снаряжению и идеи походов из наших поездок по Альпам и не только.",
        (
            ("Три дня по высокогорной тропе Штубай", "Мы прошли весь маршрут за три длинных дня и ночевали в двух хижинах, открытых только летом."),
            ("Что взять с собой на первую ночёвку в горной хижине", "Вкладыш в спальник, беруши и наличные: короткий список для спокойной первой ночи."),
            ("Десять тихих озёр, до которых можно дойти до завтрака", "Каждое из этих озёр лежит меньше чем в двух часах от деревни с ранним автобусом."),
            ("Как мы планируем маршрут, когда меняется погода", "Наше правило, когда поворачивать назад, и два приложения, которые мы проверяем каждое утро."),
            ("Треккинговые палки: нужны ли они на самом деле?", "После сезона с палками и без них у наших коленей сложилось вполне ясное мнение."),
            ("Лучшие осенние прогулки в южных долинах", "В октябре лиственницы становятся золотыми, толпы уходят, а в хижинах всё ещё варят суп."),
        ),
    ),
    "pt": (
        "Caminhadas",
        "Relatos de trilhas, dicas de equipamento e ideias de roteiros das nossas viagens pelos Alpes e não só.",
        (
            ("Três dias pela trilha alta do Stubai", "Fizemos o percurso inteiro em três etapas longas e dormimos em dois refúgios que só abrem no verão."),
            ("O que levar na mochila para a primeira noite num refúgio", "Saco-lençol, tampões e dinheiro vivo: a lista curta para uma primeira noite tranquila."),
            ("Dez lagos calmos que se alcançam antes do pequeno-almoço", "Cada um destes lagos fica a menos de duas horas de uma aldeia com autocarro cedo."),
            ("Como planeamos um percurso quando o tempo muda", "A nossa regra para voltar para trás e as duas aplicações que consultamos todas as manhãs."),
            ("Bastões de caminhada: são mesmo necessários?", "Depois de uma temporada com e sem bastões, os nossos joelhos têm uma opinião bem clara."),
            ("Os melhores passeios de outono nos vales do sul", "Em outubro os lariços ficam dourados, as multidões desaparecem e os refúgios ainda servem sopa."),
        ),
    ),
    "it": (
        "Escursionismo",
        "Resoconti di gite, consigli sull'attrezzatura e idee di percorso dai nostri viaggi nelle Alpi e oltre.",
        (
            ("Tre giorni sull'alta via dello Stubai", "Abbiamo percorso l'intero itinerario in tre lunghe tappe dormendo in due rifugi aperti solo d'estate."),
            ("Cosa mettere nello zaino per la prima notte in rifugio", "Sacco lenzuolo, tappi per le orecchie e contanti: la lista breve per una prima notte serena."),
            ("Dieci laghi tranquilli da raggiungere prima di colazione", "Ognuno di questi laghi si trova a meno di due ore da un paese servito presto dall'autobus."),
            ("Come pianifichiamo un percorso quando cambia il tempo", "La nostra regola per tornare indietro e le due app che controlliamo ogni mattina."),
            ("Bastoncini da trekking: servono davvero?", "Dopo una stagione con e senza bastoncini, le nostre ginocchia hanno un'opinione molto chiara."),
            ("Le più belle passeggiate autunnali nelle valli del sud", "A ottobre i larici diventano dorati, la folla se ne va e i rifugi servono ancora la zuppa."),
        ),
    ),
    "zh": (
        "徒步",
        "来自阿尔卑斯山及其他地方旅行的路线记录、装备建议和行程灵感。",
        (
            ("三天走完施图拜高山步道", "我们用三个漫长的日子走完了全程，住了两间只在夏季开放的山屋。"),
            ("第一次住山屋，背包里该带些什么", "睡袋内胆、耳塞和现金：让第一晚舒服很多的简短清单。"),
            ("早餐前就能走到的十个安静湖泊", "这些湖泊距离有早班车的村庄都不到两个小时的路程。"),
            ("天气变化时我们如何规划路线", "我们决定何时折返的经验法则，以及每天早上都会查看的两个应用。"),
            ("登山杖真的有必要吗？", "用过一季登山杖又不用之后，我们的膝盖给出了非常明确的答案。"),
            ("南部山谷最美的秋季徒步路线", "十月落叶松变成金色，人潮散去，山屋里依然供应热汤。"),
        ),
    ),
    "ja": (
        "ハイキング",
        "アルプスをはじめとする山旅から、ルートの記録、装備のアドバイス、コースのアイデアをお届けします。",
        (
            ("シュトゥーバイ高原トレイルを三日で縦走", "全行程を長い三日間で歩き、夏だけ営業する二つの山小屋に泊まりました。"),
            ("初めての山小屋泊に持っていくもの", "インナーシーツ、耳栓、現金。最初の夜をぐっと快適にする短いリストです。"),
            ("朝食前にたどり着ける静かな湖十選", "どの湖も早朝のバスが出る村から二時間以内の場所にあります。"),
            ("天気が崩れたときのルートの立て方", "引き返すかどうかを決める目安と、毎朝確認している二つのアプリを紹介します。"),
            ("トレッキングポールは本当に必要か", "ポールありとなしで一シーズン歩いた結果、膝ははっきりと答えを出しました。"),
            ("南の谷で楽しむ秋のおすすめハイキング", "十月にはカラマツが金色に染まり、人混みも消え、山小屋ではまだスープが出ます。"),
        ),
    ),
}  # fmt: skip

# Each language: a shop category's name and intro, six products (name, short text), and
# the first product's description (its own page's prose).
PRODUCTS: dict[str, tuple[str, str, tuple[tuple[str, str], ...], str]] = {
    "en": (
        "Coffee grinders",
        "Burr grinders for espresso and filter coffee, from compact hand mills to quiet electric models.",
        (
            ("Kaldera hand grinder", "Stainless steel conical burrs, 40 grind settings"),
            ("Mira 64 electric grinder", "Flat burrs, single-dose hopper, low retention"),
            ("Porto travel mill", "Folding handle, fits inside an AeroPress"),
            ("Stella espresso grinder", "Stepless adjustment and a timed dose button"),
            ("Nord burr set 83 mm", "Replacement burrs for the Mira and Stella models"),
            ("Brisa cleaning brush", "Soft natural bristles for burrs and chutes"),
        ),
        "The Kaldera is a hand grinder for people who weigh every dose. Its conical burrs are milled from hardened stainless steel and hold their edge for years, and the click ring moves in steps of fifteen microns, fine enough for espresso and coarse enough for a French press.",
    ),
    "de": (
        "Kaffeemühlen",
        "Kegelmahlwerke für Espresso und Filterkaffee, von kompakten Handmühlen bis zu leisen elektrischen Modellen.",
        (
            ("Kaldera Handmühle", "Kegelmahlwerk aus Edelstahl, 40 Mahlstufen"),
            ("Mira 64 elektrische Mühle", "Scheibenmahlwerk, Single-Dosing, wenig Totraum"),
            ("Porto Reisemühle", "Klappkurbel, passt in eine AeroPress"),
            ("Stella Espressomühle", "Stufenlose Einstellung und Zeitdosierung per Taste"),
            ("Nord Mahlscheiben 83 mm", "Ersatzscheiben für die Modelle Mira und Stella"),
            ("Brisa Reinigungspinsel", "Weiche Naturborsten für Mahlwerk und Auswurf"),
        ),
        "Die Kaldera ist eine Handmühle für alle, die jede Dosis abwiegen. Ihr Kegelmahlwerk ist aus gehärtetem Edelstahl gefräst und bleibt jahrelang scharf, und der Rastring verstellt sich in Schritten von fünfzehn Mikrometern, fein genug für Espresso und grob genug für die French Press.",
    ),
    "fr": (
        "Moulins à café",
        "Moulins à meules pour l'espresso et le café filtre, du moulin manuel compact au modèle électrique silencieux.",
        (
            ("Moulin manuel Kaldera", "Meules coniques en inox, 40 réglages de mouture"),
            ("Moulin électrique Mira 64", "Meules plates, trémie pour dose unique, faible rétention"),
            ("Moulin de voyage Porto", "Manivelle pliante, se range dans une AeroPress"),
            ("Moulin à espresso Stella", "Réglage continu et bouton de dose minutée"),
            ("Jeu de meules Nord 83 mm", "Meules de rechange pour les modèles Mira et Stella"),
            ("Brosse de nettoyage Brisa", "Poils naturels souples pour les meules et la goulotte"),
        ),
        "Le Kaldera est un moulin manuel pour ceux qui pèsent chaque dose. Ses meules coniques sont usinées dans un inox trempé qui garde son tranchant des années, et la bague crantée avance par pas de quinze microns, assez fin pour l'espresso et assez grossier pour la cafetière à piston.",
    ),
    "es": (
        "Molinillos de café",
        "Molinillos de muelas para espresso y café de filtro, desde molinos manuales compactos hasta modelos eléctricos silenciosos.",
        (
            ("Molinillo manual Kaldera", "Muelas cónicas de acero inoxidable, 40 ajustes"),
            ("Molinillo eléctrico Mira 64", "Muelas planas, tolva monodosis, baja retención"),
            ("Molino de viaje Porto", "Manivela plegable, cabe dentro de una AeroPress"),
            ("Molinillo de espresso Stella", "Ajuste continuo y botón de dosis por tiempo"),
            ("Juego de muelas Nord 83 mm", "Muelas de repuesto para los modelos Mira y Stella"),
            ("Cepillo de limpieza Brisa", "Cerdas naturales suaves para muelas y salida"),
        ),
        "El Kaldera es un molinillo manual para quien pesa cada dosis. Sus muelas cónicas están fresadas en acero inoxidable templado y conservan el filo durante años, y el anillo de ajuste avanza en pasos de quince micras, lo bastante fino para espresso y lo bastante grueso para la prensa francesa.",
    ),
    "ru": (
        "Кофемолки",
        "Жерновые кофемолки для эспрессо и фильтра, от компактных ручных мельниц до тихих электрических моделей.",
        (
            ("Ручная кофемолка Kaldera", "Конические жернова из нержавеющей стали, 40 ступеней помола"),
            ("Электрическая кофемолка Mira 64", "Плоские жернова, бункер для одной дозы, малый остаток"),
            ("Дорожная мельница Porto", "Складная ручка, помещается внутрь AeroPress"),
            ("Кофемолка для эспрессо Stella", "Бесступенчатая настройка и кнопка дозы по времени"),
            ("Комплект жерновов Nord 83 мм", "Сменные жернова для моделей Mira и Stella"),
            ("Щётка для чистки Brisa", "Мягкая натуральная щетина для жерновов и выхода"),
        ),
        "Kaldera — ручная кофемолка для тех, кто взвешивает каждую дозу. Её конические жернова выточены из закалённой нержавеющей стали и годами не тупятся, а кольцо регулировки щёлкает шагами по пятнадцать микрон: достаточно тонко для эспрессо и достаточно грубо для френч-пресса.",
    ),
    "pt": (
        "Moedores de café",
        "Moedores de mós para espresso e café de filtro, de moinhos manuais compactos a modelos elétricos silenciosos.",
        (
            ("Moedor manual Kaldera", "Mós cónicas em aço inoxidável, 40 regulações"),
            ("Moedor elétrico Mira 64", "Mós planas, funil de dose única, baixa retenção"),
            ("Moinho de viagem Porto", "Manivela dobrável, cabe dentro de uma AeroPress"),
            ("Moedor de espresso Stella", "Regulação contínua e botão de dose temporizada"),
            ("Conjunto de mós Nord 83 mm", "Mós de substituição para os modelos Mira e Stella"),
            ("Escova de limpeza Brisa", "Cerdas naturais macias para mós e saída"),
        ),
        "O Kaldera é um moedor manual para quem pesa cada dose. As suas mós cónicas são fresadas em aço inoxidável temperado e mantêm o fio durante anos, e o anel de regulação avança em passos de quinze mícrones, fino o bastante para espresso e grosso o bastante para a prensa francesa.",
    ),
    "it": (
        "Macinacaffè",
        "Macinacaffè a macine per espresso e filtro, dai macinini manuali compatti ai modelli elettrici silenziosi.",
        (
            ("Macinino manuale Kaldera", "Macine coniche in acciaio inox, 40 regolazioni"),
            ("Macinacaffè elettrico Mira 64", "Macine piatte, tramoggia monodose, bassa ritenzione"),
            ("Macinino da viaggio Porto", "Manovella pieghevole, entra in una AeroPress"),
            ("Macinacaffè per espresso Stella", "Regolazione continua e pulsante di dose a tempo"),
            ("Set di macine Nord 83 mm", "Macine di ricambio per i modelli Mira e Stella"),
            ("Spazzolino di pulizia Brisa", "Setole naturali morbide per macine e scivolo"),
        ),
        "Il Kaldera è un macinino manuale per chi pesa ogni dose. Le sue macine coniche sono fresate in acciaio inox temprato e restano affilate per anni, e la ghiera a scatti avanza di quindici micron alla volta, abbastanza fine per l'espresso e abbastanza grossa per la caffettiera a stantuffo.",
    ),
    "zh": (
        "磨豆机",
        "适合意式浓缩和手冲咖啡的锥刀与平刀磨豆机，从小巧的手摇磨到安静的电动型号。",
        (
            ("Kaldera 手摇磨豆机", "不锈钢锥形刀盘，40 档研磨调节"),
            ("Mira 64 电动磨豆机", "平刀刀盘，单剂量豆仓，残粉极少"),
            ("Porto 旅行手摇磨", "折叠摇把，可放进 AeroPress 内部"),
            ("Stella 意式磨豆机", "无级调节，定时出粉按键"),
            ("Nord 83 毫米刀盘组", "适用于 Mira 和 Stella 的替换刀盘"),
            ("Brisa 清洁刷", "柔软天然刷毛，用于刀盘和出粉口"),
        ),
        "Kaldera 是一款为每次都称豆的人设计的手摇磨豆机。它的锥形刀盘由淬火不锈钢精铣而成，多年保持锋利；调节环每格十五微米，细到可以做意式浓缩，粗到可以用法压壶。",
    ),
    "ja": (
        "コーヒーグラインダー",
        "エスプレッソにもドリップにも使えるグラインダーを、コンパクトな手挽きミルから静かな電動モデルまでそろえました。",
        (
            ("Kaldera 手挽きミル", "ステンレス製コニカル刃、40段階の挽き目調整"),
            ("Mira 64 電動グラインダー", "フラット刃、シングルドーズホッパー、微粉残り少なめ"),
            ("Porto トラベルミル", "折りたたみハンドル、AeroPress の中に収納可能"),
            ("Stella エスプレッソグラインダー", "無段階調整とタイマー式ドーズボタン"),
            ("Nord 83mm 替え刃セット", "Mira と Stella 用の交換用刃"),
            ("Brisa クリーニングブラシ", "刃と排出口に使える柔らかい天然毛"),
        ),
        "Kaldera は毎回豆を量る人のための手挽きミルです。焼き入れしたステンレスから削り出したコニカル刃は何年も切れ味が続き、調整リングは十五ミクロン刻みで、エスプレッソに使える細かさからフレンチプレス向けの粗さまで対応します。",
    ),
}  # fmt: skip

# Each language: the price format and the interface strings of the engines' language packs.
CHROME: dict[str, dict[str, str]] = {
    "en": {
        "price": "${0}.00", "add": "Add to cart", "sort": "Sort by", "latest": "Latest",
        "filter": "Filter", "avail": "Availability", "in_stock": "In stock", "results": "Showing 1–6 of 48 results",
        "next": "Next", "prev": "Previous", "page": "Page 1 of 8", "more": "Read more",
        "load": "Load more", "news": "Subscribe to our newsletter", "email": "Your email address",
        "sub": "Subscribe", "cookie": "We use cookies to improve your experience on our site.",
        "accept": "Accept all", "reviews": "reviews", "quick": "Quick view", "wish": "Add to wishlist",
        "home": "Home", "shop": "Shop", "blog": "Blog", "about": "About us", "contact": "Contact",
        "cat": "Category", "tag": "Tag", "by": "By", "date": "March 3, 2024", "min": "5 min read",
        "search": "Search results for", "found": "48 results found", "posted": "Posted in",
        "sale": "Sale", "regular": "Regular price", "view": "View all", "follow": "Follow us",
        "rights": "All rights reserved.", "menu": "Menu", "cart": "Cart", "account": "My account",
    },
    "de": {
        "price": "{0},00 €", "add": "In den Warenkorb", "sort": "Sortieren nach", "latest": "Neueste",
        "filter": "Filtern", "avail": "Verfügbarkeit", "in_stock": "Auf Lager", "results": "Zeige 1–6 von 48 Ergebnissen",
        "next": "Weiter", "prev": "Zurück", "page": "Seite 1 von 8", "more": "Weiterlesen",
        "load": "Mehr laden", "news": "Abonnieren Sie unseren Newsletter", "email": "Ihre E-Mail-Adresse",
        "sub": "Abonnieren", "cookie": "Wir verwenden Cookies, um Ihnen das beste Erlebnis auf unserer Website zu bieten.",
        "accept": "Alle akzeptieren", "reviews": "Bewertungen", "quick": "Schnellansicht", "wish": "Auf den Merkzettel",
        "home": "Startseite", "shop": "Shop", "blog": "Blog", "about": "Über uns", "contact": "Kontakt",
        "cat": "Kategorie", "tag": "Schlagwort", "by": "Von", "date": "3. März 2024", "min": "5 Min. Lesezeit",
        "search": "Suchergebnisse für", "found": "48 Ergebnisse gefunden", "posted": "Veröffentlicht in",
        "sale": "Angebot", "regular": "Normaler Preis", "view": "Alle anzeigen", "follow": "Folgen Sie uns",
        "rights": "Alle Rechte vorbehalten.", "menu": "Menü", "cart": "Warenkorb", "account": "Mein Konto",
    },
    "fr": {
        "price": "{0},00 €", "add": "Ajouter au panier", "sort": "Trier par", "latest": "Plus récents",
        "filter": "Filtrer", "avail": "Disponibilité", "in_stock": "En stock", "results": "Affichage de 1–6 sur 48 résultats",
        "next": "Suivant", "prev": "Précédent", "page": "Page 1 sur 8", "more": "Lire la suite",
        "load": "Charger plus", "news": "Inscrivez-vous à notre newsletter", "email": "Votre adresse e-mail",
        "sub": "S'inscrire", "cookie": "Nous utilisons des cookies pour améliorer votre expérience sur notre site.",
        "accept": "Tout accepter", "reviews": "avis", "quick": "Aperçu rapide", "wish": "Ajouter à la liste d'envies",
        "home": "Accueil", "shop": "Boutique", "blog": "Blog", "about": "À propos", "contact": "Contact",
        "cat": "Catégorie", "tag": "Étiquette", "by": "Par", "date": "3 mars 2024", "min": "5 min de lecture",
        "search": "Résultats de recherche pour", "found": "48 résultats trouvés", "posted": "Publié dans",
        "sale": "Promo", "regular": "Prix normal", "view": "Tout voir", "follow": "Suivez-nous",
        "rights": "Tous droits réservés.", "menu": "Menu", "cart": "Panier", "account": "Mon compte",
    },
    "es": {
        "price": "{0},00 €", "add": "Añadir al carrito", "sort": "Ordenar por", "latest": "Más recientes",
        "filter": "Filtrar", "avail": "Disponibilidad", "in_stock": "En stock", "results": "Mostrando 1–6 de 48 resultados",
        "next": "Siguiente", "prev": "Anterior", "page": "Página 1 de 8", "more": "Leer más",
        "load": "Cargar más", "news": "Suscríbete a nuestro boletín", "email": "Tu correo electrónico",
        "sub": "Suscribirse", "cookie": "Utilizamos cookies para mejorar tu experiencia en nuestro sitio.",
        "accept": "Aceptar todas", "reviews": "reseñas", "quick": "Vista rápida", "wish": "Añadir a la lista de deseos",
        "home": "Inicio", "shop": "Tienda", "blog": "Blog", "about": "Sobre nosotros", "contact": "Contacto",
        "cat": "Categoría", "tag": "Etiqueta", "by": "Por", "date": "3 de marzo de 2024", "min": "5 min de lectura",
        "search": "Resultados de búsqueda de", "found": "48 resultados encontrados", "posted": "Publicado en",
        "sale": "Oferta", "regular": "Precio habitual", "view": "Ver todo", "follow": "Síguenos",
        "rights": "Todos los derechos reservados.", "menu": "Menú", "cart": "Carrito", "account": "Mi cuenta",
    },
    "ru": {
        "price": "{0} ₽", "add": "В корзину", "sort": "Сортировать по", "latest": "Сначала новые",
        "filter": "Фильтр", "avail": "Наличие", "in_stock": "В наличии", "results": "Показано 1–6 из 48",
        "next": "Следующая", "prev": "Предыдущая", "page": "Страница 1 из 8", "more": "Читать далее",
        "load": "Показать ещё", "news": "Подпишитесь на нашу рассылку", "email": "Ваш e-mail",
        "sub": "Подписаться", "cookie": "Мы используем файлы cookie, чтобы сделать сайт удобнее для вас.",
        "accept": "Принять все", "reviews": "отзывов", "quick": "Быстрый просмотр", "wish": "В избранное",
        "home": "Главная", "shop": "Магазин", "blog": "Блог", "about": "О нас", "contact": "Контакты",
        "cat": "Рубрика", "tag": "Метка", "by": "Автор:", "date": "3 марта 2024", "min": "5 мин чтения",
        "search": "Результаты поиска по запросу", "found": "Найдено 48 результатов", "posted": "Опубликовано в",
        "sale": "Скидка", "regular": "Обычная цена", "view": "Смотреть все", "follow": "Мы в соцсетях",
        "rights": "Все права защищены.", "menu": "Меню", "cart": "Корзина", "account": "Личный кабинет",
    },
    "pt": {
        "price": "R$ {0},00", "add": "Adicionar ao carrinho", "sort": "Ordenar por", "latest": "Mais recentes",
        "filter": "Filtrar", "avail": "Disponibilidade", "in_stock": "Em estoque", "results": "Mostrando 1–6 de 48 resultados",
        "next": "Próximo", "prev": "Anterior", "page": "Página 1 de 8", "more": "Leia mais",
        "load": "Carregar mais", "news": "Assine a nossa newsletter", "email": "O seu e-mail",
        "sub": "Assinar", "cookie": "Usamos cookies para melhorar a sua experiência no nosso site.",
        "accept": "Aceitar todos", "reviews": "avaliações", "quick": "Vista rápida", "wish": "Adicionar à lista de desejos",
        "home": "Início", "shop": "Loja", "blog": "Blog", "about": "Sobre nós", "contact": "Contato",
        "cat": "Categoria", "tag": "Tag", "by": "Por", "date": "3 de março de 2024", "min": "5 min de leitura",
        "search": "Resultados da pesquisa por", "found": "48 resultados encontrados", "posted": "Publicado em",
        "sale": "Promoção", "regular": "Preço normal", "view": "Ver todos", "follow": "Siga-nos",
        "rights": "Todos os direitos reservados.", "menu": "Menu", "cart": "Carrinho", "account": "Minha conta",
    },
    "it": {
        "price": "{0},00 €", "add": "Aggiungi al carrello", "sort": "Ordina per", "latest": "Più recenti",
        "filter": "Filtra", "avail": "Disponibilità", "in_stock": "Disponibile", "results": "Visualizzazione di 1–6 su 48 risultati",
        "next": "Successivo", "prev": "Precedente", "page": "Pagina 1 di 8", "more": "Leggi tutto",
        "load": "Carica altri", "news": "Iscriviti alla nostra newsletter", "email": "Il tuo indirizzo email",
        "sub": "Iscriviti", "cookie": "Utilizziamo i cookie per migliorare la tua esperienza sul nostro sito.",
        "accept": "Accetta tutti", "reviews": "recensioni", "quick": "Anteprima", "wish": "Aggiungi alla lista dei desideri",
        "home": "Home", "shop": "Negozio", "blog": "Blog", "about": "Chi siamo", "contact": "Contatti",
        "cat": "Categoria", "tag": "Tag", "by": "Di", "date": "3 marzo 2024", "min": "5 min di lettura",
        "search": "Risultati della ricerca per", "found": "48 risultati trovati", "posted": "Pubblicato in",
        "sale": "Offerta", "regular": "Prezzo di listino", "view": "Vedi tutti", "follow": "Seguici",
        "rights": "Tutti i diritti riservati.", "menu": "Menu", "cart": "Carrello", "account": "Il mio account",
    },
    "zh": {
        "price": "¥{0}", "add": "加入购物车", "sort": "排序方式", "latest": "最新",
        "filter": "筛选", "avail": "库存状态", "in_stock": "有货", "results": "显示第 1–6 条，共 48 条结果",
        "next": "下一页", "prev": "上一页", "page": "第 1 页，共 8 页", "more": "阅读更多",
        "load": "加载更多", "news": "订阅我们的电子报", "email": "您的电子邮箱",
        "sub": "订阅", "cookie": "我们使用 Cookie 来改善您在本网站上的体验。",
        "accept": "全部接受", "reviews": "条评价", "quick": "快速查看", "wish": "加入心愿单",
        "home": "首页", "shop": "商店", "blog": "博客", "about": "关于我们", "contact": "联系我们",
        "cat": "分类", "tag": "标签", "by": "作者", "date": "2024年3月3日", "min": "阅读需 5 分钟",
        "search": "搜索结果：", "found": "找到 48 条结果", "posted": "发布于",
        "sale": "特价", "regular": "原价", "view": "查看全部", "follow": "关注我们",
        "rights": "版权所有。", "menu": "菜单", "cart": "购物车", "account": "我的账户",
    },
    "ja": {
        "price": "¥{0},000", "add": "カートに入れる", "sort": "並び替え", "latest": "新着順",
        "filter": "絞り込み", "avail": "在庫状況", "in_stock": "在庫あり", "results": "48件中 1–6件を表示",
        "next": "次へ", "prev": "前へ", "page": "1 / 8 ページ", "more": "続きを読む",
        "load": "もっと見る", "news": "ニュースレターを購読する", "email": "メールアドレス",
        "sub": "登録する", "cookie": "当サイトでは、より良い体験を提供するために Cookie を使用しています。",
        "accept": "すべて許可", "reviews": "件のレビュー", "quick": "クイックビュー", "wish": "お気に入りに追加",
        "home": "ホーム", "shop": "ショップ", "blog": "ブログ", "about": "会社概要", "contact": "お問い合わせ",
        "cat": "カテゴリー", "tag": "タグ", "by": "投稿者", "date": "2024年3月3日", "min": "5分で読めます",
        "search": "検索結果：", "found": "48件見つかりました", "posted": "カテゴリー：",
        "sale": "セール", "regular": "通常価格", "view": "すべて見る", "follow": "フォローする",
        "rights": "無断転載を禁じます。", "menu": "メニュー", "cart": "カート", "account": "マイアカウント",
    },
}  # fmt: skip

PRICES = (89, 649, 59, 429, 119, 9)


@dataclass(frozen=True)
class ListingPage:
    """A synthetic listing page: its markup, the texts a reader wants, its chrome lines."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]


def _e(text: str) -> str:
    return escape(text, quote=True)


def _head(lang: str, title: str, body_class: str, w: dict[str, str]) -> str:
    """The document's head, a cookie banner and the site's mega menu."""
    return (
        f"<!DOCTYPE html><html lang='{lang}'><head><meta charset='utf-8'>"
        f"<title>{_e(title)} – Alpenrand</title>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'></head>"
        f"<body class='{body_class}'>"
        f"<div id='cookie-notice' class='cookie-banner' role='dialog'><p>{_e(w['cookie'])}</p>"
        f"<button class='accept'>{_e(w['accept'])}</button></div>"
        "<header class='site-header'><a class='site-logo' href='/'>Alpenrand</a>"
        f"<button class='menu-toggle'>{_e(w['menu'])}</button>"
        "<nav class='main-navigation mega-menu'><ul>"
        f"<li><a href='/'>{_e(w['home'])}</a></li>"
        f"<li class='has-mega'><a href='/shop'>{_e(w['shop'])}</a><div class='mega-panel'><ul>"
        "<li><a href='/c/grinders'>Grinders</a></li><li><a href='/c/kettles'>Kettles</a></li>"
        "<li><a href='/c/scales'>Scales</a></li><li><a href='/c/beans'>Beans</a></li></ul></div></li>"
        f"<li><a href='/blog'>{_e(w['blog'])}</a></li><li><a href='/about'>{_e(w['about'])}</a></li>"
        f"<li><a href='/contact'>{_e(w['contact'])}</a></li></ul></nav>"
        f"<div class='header-tools'><a href='/account'>{_e(w['account'])}</a>"
        f" <a href='/cart'>{_e(w['cart'])} (0)</a></div></header>"
    )


def _foot(w: dict[str, str]) -> str:
    """The newsletter box and the footer."""
    return (
        f"<section class='newsletter'><h2>{_e(w['news'])}</h2><form action='/subscribe'>"
        f"<input type='email' placeholder='{_e(w['email'])}'><button>{_e(w['sub'])}</button>"
        "</form></section><footer class='site-footer'><div class='footer-widgets'>"
        f"<ul><li><a href='/about'>{_e(w['about'])}</a></li><li><a href='/contact'>"
        f"{_e(w['contact'])}</a></li><li><a href='/privacy'>Privacy</a></li></ul>"
        f"<p>{_e(w['follow'])}: <a href='#'>Instagram</a> <a href='#'>Facebook</a></p></div>"
        f"<p class='copyright'>© 2024 Alpenrand. {_e(w['rights'])}</p></footer></body></html>"
    )


# The page chrome every suite page holds, by its key in :data:`CHROME`.
PAGE_CHROME = ("cookie", "news", "rights")
# An engine of a suite: its builder (language -> title, body, wanted texts, chrome lines),
# the ``body`` element's class and the languages it writes.
EngineSpec = tuple[
    Callable[[str], tuple[str, str, tuple[str, ...], tuple[str, ...]]], str, tuple[str, ...]
]


def engine_page(
    engines: dict[str, EngineSpec], other: dict[str, str], engine: str, lang: str
) -> ListingPage:
    """The page of ``engine`` in ``lang`` of a suite's ``engines``: its markup, wanted
    texts and chrome lines (``other``: the language whose :data:`CHROME` words a language
    lacking them uses)."""
    build, body_class, langs = engines[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = CHROME[other.get(lang, lang)]
    title, body, wanted, chrome = build(lang)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    page_chrome = tuple(words[key] for key in PAGE_CHROME)
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))


def engine_cases(engines: dict[str, EngineSpec]) -> list[tuple[str, str]]:
    """Every (engine, language) page of a suite's ``engines``."""
    return [(e, lang) for e, spec in engines.items() for lang in spec[2]]


def _pager(w: dict[str, str]) -> str:
    return (
        "<nav class='navigation pagination' aria-label='Posts'><div class='nav-links'>"
        "<span aria-current='page' class='page-numbers current'>1</span>"
        "<a class='page-numbers' href='?page=2'>2</a><a class='page-numbers' href='?page=3'>3</a>"
        "<span class='page-numbers dots'>…</span><a class='page-numbers' href='?page=8'>8</a>"
        f"<a class='next page-numbers' href='?page=2'>{_e(w['next'])}</a></div></nav>"
    )


def _sidebar(w: dict[str, str]) -> str:
    return (
        "<aside id='secondary' class='widget-area sidebar'>"
        "<section class='widget widget_search'><form role='search'><input type='search'>"
        "</form></section><section class='widget widget_categories'>"
        f"<h2 class='widget-title'>{_e(w['cat'])}</h2><ul>"
        "<li><a href='/c/hiking'>Hiking</a> (48)</li><li><a href='/c/climbing'>Climbing</a> (12)</li>"
        "<li><a href='/c/huts'>Huts</a> (20)</li></ul></section></aside>"
    )


# --- blog and publication archives (the posts) -----------------------------------------


def _wp_twentyfour(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WordPress 6 with Twenty Twenty-Four: a category archive in block markup."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<li class='wp-block-post post-{120 + i} post type-post status-publish format-standard"
        f" has-post-thumbnail hentry category-{cat.lower()}'><div class='wp-block-group'>"
        f"<figure class='wp-block-post-featured-image'><a href='/p/{i}'><img src='/i/{i}.jpg'"
        f" alt=''></a></figure><h2 class='wp-block-post-title has-x-large-font-size'>"
        f"<a href='/p/{i}' target='_self'>{_e(t)}</a></h2><div class='wp-block-post-excerpt'>"
        f"<p class='wp-block-post-excerpt__excerpt'>{_e(x)} </p></div>"
        f"<div class='wp-block-post-date'><time datetime='2024-03-0{i + 1}'>{_e(w['date'])}"
        "</time></div></div></li>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<main class='wp-block-group'><div class='wp-block-group'>"
        f"<h1 class='wp-block-query-title'>{_e(w['cat'])}: <span>{_e(cat)}</span></h1>"
        f"<div class='wp-block-term-description'><p>{_e(intro)}</p></div></div>"
        "<div class='wp-block-query'><ul class='wp-block-post-template is-layout-grid'>"
        f"{items}</ul>{_pager(w)}</div></main>"
    )
    return "archive category category-hiking wp-embed-responsive", body


def _wp_astra(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WordPress with Astra: a tag archive of cards with meta and "read more"."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<article class='post-{200 + i} post type-post status-publish ast-article-post"
        " ast-grid-common-col ast-full-width'><div class='ast-post-format- blog-layout-4"
        f" ast-article-inner'><div class='post-content ast-grid-common-col'>"
        f"<div class='ast-blog-featured-section post-thumb'><a href='/p/{i}'><img"
        f" src='/i/{i}.jpg' alt=''></a></div><header class='entry-header'><h2"
        f" class='entry-title ast-blog-single-element'><a href='/p/{i}'>{_e(t)}</a></h2>"
        f"<div class='entry-meta'><span class='posted-by'>{_e(w['by'])} <a href='/a/'>Lena"
        f"</a></span> / <span class='posted-on'>{_e(w['date'])}</span> / <span"
        f" class='ast-terms-link'><a href='/t/'>{_e(cat)}</a></span></div></header>"
        f"<div class='ast-excerpt-container ast-blog-single-element'><p>{_e(x)}</p></div>"
        f"<p class='ast-blog-single-element ast-read-more-container read-more'><a"
        f" class='' href='/p/{i}'>{_e(w['more'])} »</a></p></div></div></article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div id='content' class='site-content'><div class='ast-container'><div id='primary'"
        " class='content-area primary'><section class='ast-archive-description'>"
        f"<h1 class='page-title ast-archive-title'>{_e(cat)}</h1><p>{_e(intro)}</p></section>"
        f"<main id='main' class='site-main'><div class='ast-row'>{items}</div></main>"
        f"{_pager(w)}</div>{_sidebar(w)}</div></div>"
    )
    return "archive tag tag-hiking ast-separate-container ast-two-container", body


def _wp_generatepress(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WordPress with GeneratePress: a category archive, one post under another."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<article id='post-{300 + i}' class='post-{300 + i} post type-post status-publish"
        f" format-standard hentry category-hiking' itemtype='https://schema.org/CreativeWork'"
        " itemscope><div class='inside-article'><header class='entry-header'><h2"
        f" class='entry-title' itemprop='headline'><a href='/p/{i}' rel='bookmark'>{_e(t)}</a>"
        f"</h2><div class='entry-meta'><span class='posted-on'><time class='entry-date"
        f" published'>{_e(w['date'])}</time></span> <span class='byline'>{_e(w['by'])} <span"
        " class='author vcard'><a class='url fn n' href='/a/'>Lena</a></span></span></div>"
        f"</header><div class='entry-summary' itemprop='text'><p>{_e(x)} <a title='{_e(t)}'"
        f" class='read-more' href='/p/{i}'>{_e(w['more'])}</a></p></div><footer"
        f" class='entry-meta'><span class='cat-links'>{_e(w['posted'])} <a href='/c/'>"
        f"{_e(cat)}</a></span></footer></div></article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div class='site grid-container container hfeed' id='page'><div class='site-content'"
        " id='content'><div class='content-area' id='primary'><main class='site-main'"
        f" id='main'><header class='page-header'><h1 class='page-title'>{_e(cat)}</h1>"
        f"<div class='taxonomy-description'><p>{_e(intro)}</p></div></header>{items}"
        f"{_pager(w)}</main></div>{_sidebar(w)}</div></div>"
    )
    return "archive category category-hiking right-sidebar nav-float-right", body


def _ghost_casper(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Ghost 5 with Casper: a tag page of post cards."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<article class='post-card post tag-{cat.lower()}'><a class='post-card-image-link'"
        f" href='/p/{i}/'><img class='post-card-image' src='/i/{i}.jpg' alt=''></a>"
        f"<div class='post-card-content'><a class='post-card-content-link' href='/p/{i}/'>"
        f"<header class='post-card-header'><div class='post-card-tags'><span"
        f" class='post-card-primary-tag'>{_e(cat)}</span></div><h2 class='post-card-title'>"
        f"{_e(t)}</h2></header><div class='post-card-excerpt'>{_e(x)}</div></a>"
        f"<footer class='post-card-meta'><time class='post-card-meta-date'>{_e(w['date'])}"
        f"</time><span class='post-card-meta-length'>{_e(w['min'])}</span></footer></div>"
        "</article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div class='site-content'><main id='site-main' class='site-main outer'><div"
        " class='inner posts'><section class='post-card post-card-large'><h1"
        f" class='post-card-title'>{_e(cat)}</h1><div class='post-card-excerpt'>{_e(intro)}"
        f"</div></section><div class='post-feed'>{items}</div></div></main></div>"
    )
    return "tag-template tag-hiking has-sans-title has-sans-body", body


def _substack(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Substack: a publication's archive, one post preview a row."""
    _cat, _intro, posts = POSTS[lang]
    items = "".join(
        f"<div class='container-H2dyKk'><div class='post-preview portable-archive-post'"
        f" role='article'><div class='post-preview-content'><a class='post-preview-title"
        f" newsletter' href='/p/post-{i}'>{_e(t)}</a><div class='post-preview-description'>"
        f"<a href='/p/post-{i}'>{_e(x)}</a></div><div class='post-meta'><time"
        f" class='post-date'>{_e(w['date'])}</time> • Lena Moser</div><div"
        " class='post-ufi'><button class='like-button'>♡ 24</button><a class='comment'"
        " href='#'>3</a><button class='share'>↗</button></div></div></div></div>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div class='archive-page'><div class='archive-tabs'><a class='active'>"
        f"{_e(w['latest'])}</a> <a>Top</a> <a>Discussions</a></div><div"
        f" class='portable-archive-list'>{items}</div><button class='load-more'>"
        f"{_e(w['load'])}</button></div>"
    )
    return "substack archive-page", body


def _drupal_view(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Drupal 10 with Olivero: a taxonomy term's view of teasers."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<div class='views-row'><article data-history-node-id='{40 + i}' role='article'"
        " class='node node--type-article node--promoted node--view-mode-teaser'><header"
        f" class='node__header'><h2 class='node__title'><a href='/node/{40 + i}'"
        f" rel='bookmark'><span class='field field--name-title'>{_e(t)}</span></a></h2>"
        f"<div class='node__meta'><span class='field--name-uid'>Lena</span>, <span"
        f" class='field--name-created'>{_e(w['date'])}</span></div></header><div"
        " class='node__content'><div class='text-content clearfix field field--name-body"
        f" field--type-text-with-summary'><p>{_e(x)}</p></div><ul class='links inline'>"
        f"<li class='node-readmore'><a href='/node/{40 + i}' rel='tag'>{_e(w['more'])}"
        "</a></li></ul></div></article></div>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<main role='main'><div class='region region--content'><div class='block"
        f" block-page-title-block'><h1 class='title page-title'>{_e(cat)}</h1></div>"
        "<div class='views-element-container'><div class='view view-taxonomy-term"
        " view-id-taxonomy_term view-display-id-page_1'><div class='view-header'><div"
        " class='taxonomy-term vocabulary-tags'><div class='field"
        f" field--name-description'><p>{_e(intro)}</p></div></div></div><div"
        f" class='view-content'>{items}</div><nav class='pager' role='navigation'><ul"
        " class='pager__items js-pager__items'><li class='pager__item is-active'><a>1</a></li>"
        "<li class='pager__item'><a href='?page=1'>2</a></li><li class='pager__item"
        f" pager__item--next'><a href='?page=1' rel='next'>{_e(w['next'])} ›</a></li></ul>"
        "</nav></div></div></div></main>"
    )
    return "path-taxonomy page-taxonomy-term", body


def _hugo_list(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A Hugo site with PaperMod: a section's list page."""
    cat, intro, posts = POSTS[lang]
    items = "".join(
        f"<article class='post-entry'><header class='entry-header'><h2"
        f" class='entry-hint-parent'>{_e(t)}</h2></header><div class='entry-content'><p>"
        f"{_e(x)}</p></div><footer class='entry-footer'><span title='2024-03-03'>"
        f"{_e(w['date'])}</span>&nbsp;·&nbsp;{_e(w['min'])}&nbsp;·&nbsp;Lena</footer>"
        f"<a class='entry-link' aria-label='post link to {_e(t)}' href='/posts/{i}/'></a>"
        "</article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<main class='main'><header class='page-header'><div class='breadcrumbs'><a"
        f" href='/'>{_e(w['home'])}</a>&nbsp;»&nbsp;<a href='/posts/'>{_e(w['blog'])}</a>"
        f"</div><h1>{_e(cat)}</h1><div class='post-description'>{_e(intro)}</div></header>"
        f"{items}<footer class='page-footer'><nav class='pagination'><a class='next'"
        f" href='/posts/page/2/'>{_e(w['next'])}&nbsp;»</a></nav></footer></main>"
    )
    return "list dark", body


def _news_front(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A news site's section front: a lead story, a river of teasers, a most-read box."""
    cat, intro, posts = POSTS[lang]
    lead_t, lead_x = posts[0]
    river = "".join(
        f"<li class='stream-item'><article class='teaser teaser--small'><a"
        f" class='teaser__link' href='/{cat.lower()}/{i}'><span class='teaser__kicker'>"
        f"{_e(cat)}</span><h3 class='teaser__headline'>{_e(t)}</h3></a><p"
        f" class='teaser__summary'>{_e(x)}</p><div class='teaser__meta'><time>"
        f"{_e(w['date'])}</time></div></article></li>"
        for i, (t, x) in enumerate(posts[1:], 1)
    )
    body = (
        "<main id='content' class='section-page'><header class='section-header'><h1"
        f" class='section-title'>{_e(cat)}</h1><p class='section-description'>{_e(intro)}"
        "</p></header><section class='top-story'><article class='teaser teaser--lead'><a"
        f" class='teaser__link' href='/{cat.lower()}/0'><figure><img src='/i/0.jpg' alt=''>"
        f"</figure><h2 class='teaser__headline'>{_e(lead_t)}</h2></a><p"
        f" class='teaser__summary'>{_e(lead_x)}</p></article></section><section"
        f" class='stream'><ol class='stream-list'>{river}</ol><button class='stream-more'>"
        f"{_e(w['load'])}</button></section><aside class='most-read'><h2>Most read</h2><ol>"
        "<li><a href='/x/1'>Storm warning for the northern passes</a></li>"
        "<li><a href='/x/2'>Ticket prices for the cable cars rise again</a></li></ol>"
        "</aside></main>"
    )
    return "section-front section-hiking", body


def _wp_search(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WordPress (Twenty Twenty-One): the search results page."""
    cat, _intro, posts = POSTS[lang]
    items = "".join(
        f"<article id='post-{400 + i}' class='post-{400 + i} post type-post status-publish"
        " entry'><header class='entry-header'><h2 class='entry-title default-max-width'><a"
        f" href='/p/{i}'>{_e(t)}</a></h2></header><div class='entry-content'><p>{_e(x)}"
        f" <a class='more-link' href='/p/{i}'>{_e(w['more'])}</a></p></div><footer"
        f" class='entry-footer default-max-width'><span class='posted-on'>{_e(w['date'])}"
        f"</span> <span class='cat-links'>{_e(w['cat'])}: <a href='/c/'>{_e(cat)}</a>"
        "</span></footer></article>"
        for i, (t, x) in enumerate(posts)
    )
    body = (
        "<div id='content' class='site-content'><div id='primary' class='content-area'><main"
        " id='main' class='site-main'><header class='page-header alignwide'><h1"
        f" class='page-title'>{_e(w['search'])} “<span class='page-description"
        f" search-term'>{_e(cat)}</span>”</h1></header><div class='search-result-count"
        f" default-max-width'>{_e(w['found'])}</div>{items}{_pager(w)}</main></div></div>"
    )
    return "search search-results hfeed", body


# --- shop category pages (the products) --------------------------------------------------


def _price(w: dict[str, str], i: int) -> str:
    return w["price"].format(PRICES[i % len(PRICES)])


def _stars(w: dict[str, str], i: int) -> str:
    return (
        f"<div class='star-rating' role='img' aria-label='4.{i} / 5'><span style='width:8{i}%'>"
        f"</span></div><span class='review-count'>({12 + i} {_e(w['reviews'])})</span>"
    )


def _woocommerce(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WooCommerce with Storefront: a product category."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        f"<li class='product type-product post-{500 + i} status-publish instock"
        " product_cat-grinders has-post-thumbnail shipping-taxable purchasable"
        f" product-type-simple'><a href='/product/{i}/' class='woocommerce-LoopProduct-link"
        f" woocommerce-loop-product__link'><img src='/i/p{i}.jpg' class='attachment-woocommerce"
        f"_thumbnail' alt=''><h2 class='woocommerce-loop-product__title'>{_e(n)}</h2>"
        f"{_stars(w, i)}<span class='price'><span class='woocommerce-Price-amount amount'>"
        f"<bdi>{_e(_price(w, i))}</bdi></span></span></a><a href='?add-to-cart={500 + i}'"
        " data-quantity='1' class='button product_type_simple add_to_cart_button"
        f" ajax_add_to_cart' rel='nofollow'>{_e(w['add'])}</a></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<div id='content' class='site-content'><div class='col-full'><nav"
        f" class='woocommerce-breadcrumb'><a href='/'>{_e(w['home'])}</a>&nbsp;/&nbsp;"
        f"{_e(cat)}</nav><div id='primary' class='content-area'><main id='main'"
        " class='site-main'><header class='woocommerce-products-header'><h1"
        f" class='woocommerce-products-header__title page-title'>{_e(cat)}</h1><div"
        f" class='term-description'><p>{_e(intro)}</p></div></header><div"
        " class='storefront-sorting'><form class='woocommerce-ordering'><select"
        f" name='orderby' aria-label='{_e(w['sort'])}'><option>{_e(w['sort'])}: popularity"
        f"</option><option>{_e(w['latest'])}</option></select></form><p"
        f" class='woocommerce-result-count'>{_e(w['results'])}</p></div><ul class='products"
        f" columns-3'>{items}</ul><nav class='woocommerce-pagination'><ul"
        " class='page-numbers'><li><span class='page-numbers current'>1</span></li><li><a"
        " class='page-numbers' href='/page/2/'>2</a></li><li><a class='next page-numbers'"
        " href='/page/2/'>→</a></li></ul></nav></main></div><div id='secondary'"
        " class='widget-area'><div class='widget woocommerce widget_layered_nav'><span"
        f" class='gamma widget-title'>{_e(w['filter'])}</span><ul><li><a>{_e(w['in_stock'])}"
        "</a> <span class='count'>(41)</span></li></ul></div></div></div></div>"
    )
    return (
        "archive tax-product_cat term-grinders woocommerce woocommerce-page storefront-secondary-navigation",
        body,
    )


def _shopify_dawn(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Shopify with Dawn: a collection, its facets and product cards."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        f"<li class='grid__item scroll-trigger animate--slide-in'><div class='card-wrapper"
        " product-card-wrapper underline-links-hover'><div class='card card--standard"
        " card--media'><div class='card__inner ratio'><div class='card__media'><img"
        f" src='/i/p{i}.jpg' alt='{_e(n)}'></div><div class='card__badge bottom left'>"
        f"{'<span class=badge>' + _e(w['sale']) + '</span>' if i == 1 else ''}</div></div>"
        "<div class='card__content'><div class='card__information'><h3 class='card__heading"
        f" h5' id='title-{i}'><a href='/products/p{i}' class='full-unstyled-link'>{_e(n)}"
        "</a></h3><div class='card-information'><div class='price'><div"
        " class='price__container'><div class='price__regular'><span class='visually-hidden"
        f" visually-hidden--inline'>{_e(w['regular'])}</span><span class='price-item"
        f" price-item--regular'>{_e(_price(w, i))}</span></div></div></div></div></div>"
        "<div class='quick-add no-js-hidden'><button class='quick-add__submit button"
        f" button--full-width button--secondary'>{_e(w['add'])}</button></div></div></div>"
        "</div></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<main id='MainContent' class='content-for-layout focus-none' role='main'><div"
        " class='shopify-section section'><div class='collection-hero'><div"
        " class='collection-hero__inner page-width'><div class='collection-hero__text-wrapper'>"
        f"<h1 class='collection-hero__title'><span class='visually-hidden'>Collection: </span>"
        f"{_e(cat)}</h1><div class='collection-hero__description rte'>{_e(intro)}</div>"
        "</div></div></div></div><div class='shopify-section section'><div"
        " class='facets-wrapper page-width'><form id='FacetFiltersForm' class='facets"
        f" small-hide'><div class='facets__wrapper'><h2 class='facets__heading caption-large"
        f" text-body'>{_e(w['filter'])}:</h2><details class='facets__disclosure'><summary>"
        f"<span>{_e(w['avail'])}</span></summary><ul><li><label>{_e(w['in_stock'])} (41)"
        "</label></li></ul></details></div><div class='facet-filters sorting caption'><label"
        f" for='SortBy'>{_e(w['sort'])}:</label><select id='SortBy'><option>"
        f"{_e(w['latest'])}</option></select></div><div class='product-count light'><h2"
        f" class='product-count__text text-body'>48</h2></div></form></div><div"
        " class='product-grid-container'><ul id='product-grid' class='grid"
        f" product-grid grid--2-col-tablet-down grid--3-col-desktop'>{items}</ul><nav"
        " class='pagination-wrapper'><ul class='pagination__list list-unstyled'"
        " role='list'><li><span class='pagination__item pagination__item--current'>1</span>"
        "</li><li><a href='?page=2' class='pagination__item link'>2</a></li><li><a"
        " href='?page=2' class='pagination__item pagination__item--prev"
        f" pagination__item-arrow link motion-reduce' aria-label='{_e(w['next'])}'>→</a>"
        "</li></ul></nav></div></div></main>"
    )
    return "gradient template-collection", body


def _magento_luma(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Magento 2 / Adobe Commerce with Luma: a category page."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        "<li class='item product product-item'><div class='product-item-info'"
        " data-container='product-grid'><a href='/p.html' class='product photo"
        " product-item-photo'><span class='product-image-container'><img"
        f" class='product-image-photo' src='/i/p{i}.jpg' alt='{_e(n)}'></span></a><div"
        " class='product details product-item-details'><strong class='product name"
        f" product-item-name'><a class='product-item-link' href='/p{i}.html'>{_e(n)}</a>"
        "</strong><div class='product-reviews-summary short'><div class='rating-summary'>"
        f"<div class='rating-result' title='8{i}%'><span style='width:8{i}%'><span>8{i}%"
        f"</span></span></div></div><div class='reviews-actions'><a class='action view'"
        f" href='#reviews'>{3 + i}&nbsp;<span>{_e(w['reviews'])}</span></a></div></div>"
        "<div class='price-box price-final_price'><span class='price-container"
        f" price-final_price tax weee'><span class='price-wrapper'><span class='price'>"
        f"{_e(_price(w, i))}</span></span></span></div><div class='product-item-inner'><div"
        " class='product actions product-item-actions'><div class='actions-primary'><form"
        f" data-role='tocart-form'><button type='submit' title='{_e(w['add'])}'"
        f" class='action tocart primary'><span>{_e(w['add'])}</span></button></form></div>"
        "<div class='actions-secondary'><a href='#' class='action towishlist'"
        f" title='{_e(w['wish'])}'><span>{_e(w['wish'])}</span></a></div></div></div></div>"
        "</div></li>"
        for i, (n, _x) in enumerate(products)
    )
    toolbar = (
        "<div class='toolbar toolbar-products'><div class='modes'><strong"
        " class='modes-label'>View as</strong><strong class='modes-mode active mode-grid'>"
        f"<span>Grid</span></strong></div><p class='toolbar-amount'><span>{_e(w['results'])}"
        "</span></p><div class='toolbar-sorter sorter'><label class='sorter-label'"
        f" for='sorter'>{_e(w['sort'])}</label><select id='sorter' class='sorter-options'>"
        "<option>Position</option><option>Name</option><option>Price</option></select></div>"
        "</div>"
    )
    body = (
        "<main id='maincontent' class='page-main'><div class='page-title-wrapper'><h1"
        f" class='page-title' id='page-title-heading'><span class='base'>{_e(cat)}</span>"
        "</h1></div><div class='columns'><div class='column main'><div"
        f" class='category-view'><div class='category-description'><p>{_e(intro)}</p></div>"
        f"</div>{toolbar}<div class='products wrapper grid products-grid'><ol class='products"
        f" list items product-items'>{items}</ol></div>{toolbar}</div><div class='sidebar"
        " sidebar-main'><div class='block filter' id='layered-filter-block'><div"
        f" class='block-title filter-title'><strong>{_e(w['filter'])}</strong></div><div"
        " class='block-content filter-content'><dl class='filter-options'><dt"
        f" class='filter-options-title'>{_e(w['avail'])}</dt><dd class='filter-options-content'>"
        f"<ol class='items'><li class='item'><a href='?stock=1'>{_e(w['in_stock'])}<span"
        " class='count'>41</span></a></li></ol></dd></dl></div></div></div></div></main>"
    )
    return (
        "page-products categorypath-grinders category-grinders catalog-category-view page-layout-2columns-left",
        body,
    )


def _prestashop(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """PrestaShop 8 with the Classic theme: a category page."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        "<div class='js-product product col-xs-12 col-sm-6 col-xl-4'><article"
        f" class='product-miniature js-product-miniature' data-id-product='{20 + i}'><div"
        " class='thumbnail-container'><div class='thumbnail-top'><a"
        f" href='/{20 + i}-p.html' class='thumbnail product-thumbnail'><img"
        f" src='/i/p{i}.jpg' alt='{_e(n)}'></a><div class='highlighted-informations"
        " no-variants'><a class='quick-view js-quick-view' href='#' data-link-action="
        f"'quickview'><i class='material-icons search'>&#xE8B6;</i> {_e(w['quick'])}</a>"
        "</div></div><div class='product-description'><h2 class='h3 product-title'><a"
        f" href='/{20 + i}-p.html' content='/{20 + i}-p.html'>{_e(n)}</a></h2><div"
        " class='product-price-and-shipping'><span class='price' aria-label='Price'>"
        f"{_e(_price(w, i))}</span></div></div><ul class='product-flags"
        f" js-product-flags'>{'<li class=product-flag>' + _e(w['sale']) + '</li>' if i == 2 else ''}"
        "</ul></div></article></div>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<section id='wrapper'><nav data-depth='2' class='breadcrumb'><ol><li><a href='/'>"
        f"<span>{_e(w['home'])}</span></a></li><li><span>{_e(cat)}</span></li></ol></nav>"
        "<div class='container'><div class='row'><div id='left-column' class='col-xs-12"
        " col-md-4 col-lg-3'><div id='search_filters_wrapper'><div id='search_filters'><p"
        f" class='text-uppercase h6 hidden-sm-down'>{_e(w['filter'])}</p><section"
        f" class='facet clearfix'><p class='h6 facet-title'>{_e(w['avail'])}</p><ul><li>"
        f"<label class='facet-label'><a href='?q=stock'>{_e(w['in_stock'])} <span"
        " class='magnitude'>(41)</span></a></label></li></ul></section></div></div></div>"
        "<div id='content-wrapper' class='js-content-wrapper left-column col-xs-12 col-md-8"
        " col-lg-9'><section id='main'><div id='js-product-list-header'><div"
        f" class='block-category card card-block'><h1 class='h1'>{_e(cat)}</h1><div"
        " class='block-category-inner'><div id='category-description' class='text-muted'>"
        f"<p>{_e(intro)}</p></div></div></div></div><section id='products'><div"
        " id='js-product-list-top' class='row products-selection'><div class='col-md-6"
        f" total-products'><p>{_e(w['results'])}</p></div><div class='col-md-6'><div"
        f" class='row sort-by-row'><span class='col-sm-3 sort-by'>{_e(w['sort'])}:</span>"
        f"<div class='products-sort-order dropdown'><button class='btn-unstyle'>"
        f"{_e(w['latest'])}</button></div></div></div></div><div id='js-product-list'><div"
        f" class='products row'>{items}</div><nav class='pagination'><div class='col-md-4'>"
        f"{_e(w['results'])}</div><div class='col-md-6 offset-md-2 pr-0'><ul"
        " class='page-list clearfix text-sm-center'><li class='current'><a rel='nofollow'"
        " class='disabled js-search-link'>1</a></li><li><a rel='nofollow' class='js-search-"
        "link' href='?page=2'>2</a></li><li><a rel='next' class='next js-search-link'"
        f" href='?page=2'>{_e(w['next'])}</a></li></ul></div></nav></div></section></section>"
        "</div></div></div></section>"
    )
    return f"lang-{lang} country-fr layout-left-column page-category category-id-12", body


def _bigcommerce(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """BigCommerce with Cornerstone: a category page."""
    cat, intro, products, _desc = PRODUCTS[lang]
    items = "".join(
        "<li class='product'><article class='card' data-test='card-{i}'><figure"
        f" class='card-figure'><a href='/p{i}/' class='card-figure__link'"
        f" aria-label='{_e(n)}, {_e(_price(w, i))}'><div class='card-img-container'><img"
        f" src='/i/p{i}.jpg' alt='{_e(n)}' class='card-image'></div></a><figcaption"
        " class='card-figcaption'><div class='card-figcaption-body'><button type='button'"
        f" class='button button--small card-figcaption-button quickview'>{_e(w['quick'])}"
        "</button><label class='button button--small card-figcaption-button'"
        " for='compare-{i}'>Compare <input type='checkbox' name='products[]'></label></div>"
        "</figcaption></figure><div class='card-body'><p class='card-text'"
        f" data-test-info-type='brandName'>Alpenrand</p><h3 class='card-title'><a"
        f" aria-label='{_e(n)}' href='/p{i}/'>{_e(n)}</a></h3><div class='card-text'"
        " data-test-info-type='price'><div class='price-section price-section--withoutTax'>"
        f"<span class='price price--withoutTax'>{_e(_price(w, i))}</span></div></div><div"
        " class='card-buttons'><a href='/cart.php?action=add' data-button-type='add-cart'"
        f" class='button button--primary card-figcaption-button'>{_e(w['add'])}</a></div>"
        "</div></article></li>"
        for i, (n, _x) in enumerate(products)
    )
    body = (
        "<main class='body' id='main-content' role='main'><div class='container'><nav"
        " aria-label='Breadcrumb'><ol class='breadcrumbs'><li class='breadcrumb'><a"
        f" href='/' class='breadcrumb-label'>{_e(w['home'])}</a></li><li class='breadcrumb"
        f" is-active'><span class='breadcrumb-label'>{_e(cat)}</span></li></ol></nav><h1"
        f" class='page-heading'>{_e(cat)}</h1><div class='category-description'><p>"
        f"{_e(intro)}</p></div><div class='page'><aside class='page-sidebar'"
        " id='faceted-search-container'><nav><div class='sidebarBlock'><h2"
        f" class='sidebarBlock-heading'>{_e(w['filter'])}</h2><ul class='navList'><li"
        f" class='navList-item'><a class='navList-action' href='?in_stock=1'>"
        f"{_e(w['in_stock'])}</a></li></ul></div></nav></aside><div class='page-content'"
        " id='product-listing-container'><form class='actionBar' method='get'><fieldset"
        f" class='form-fieldset actionBar-section'><div class='form-field'><label"
        f" class='form-label' for='sort'>{_e(w['sort'])}:</label><select class='form-select"
        f" form-select--small' name='sort' id='sort'><option>{_e(w['latest'])}</option>"
        "</select></div></fieldset></form><div data-list-name='Category'><ul"
        f" class='productGrid'>{items}</ul></div><nav class='pagination'><ul"
        " class='pagination-list'><li class='pagination-item pagination-item--current'><a"
        " class='pagination-link'>1</a></li><li class='pagination-item'><a"
        " class='pagination-link' href='?page=2'>2</a></li><li class='pagination-item"
        f" pagination-item--next'><a class='pagination-link' href='?page=2'>{_e(w['next'])}"
        "</a></li></ul></nav></div></div></div></main>"
    )
    return "page-type-category", body


def _woo_product(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """WooCommerce with Storefront: a product's own page, its tabs and related products."""
    cat, _intro, products, desc = PRODUCTS[lang]
    name, short = products[0]
    related = "".join(
        f"<li class='product type-product'><a href='/product/{i}/'"
        " class='woocommerce-LoopProduct-link'><img src='/i/p.jpg' alt=''><h2"
        f" class='woocommerce-loop-product__title'>{_e(n)}</h2><span class='price'>"
        f"{_e(_price(w, i))}</span></a><a class='button add_to_cart_button' href='#'>"
        f"{_e(w['add'])}</a></li>"
        for i, (n, _x) in enumerate(products[1:4], 1)
    )
    body = (
        "<div id='content' class='site-content'><div class='col-full'><nav"
        f" class='woocommerce-breadcrumb'><a href='/'>{_e(w['home'])}</a>&nbsp;/&nbsp;<a"
        f" href='/c/'>{_e(cat)}</a>&nbsp;/&nbsp;{_e(name)}</nav><div id='primary'"
        " class='content-area'><main id='main' class='site-main'><div id='product-500'"
        " class='product type-product post-500 status-publish first instock'><div"
        " class='woocommerce-product-gallery'><img src='/i/p0.jpg' alt=''></div><div"
        f" class='summary entry-summary'><h1 class='product_title entry-title'>{_e(name)}"
        f"</h1><div class='woocommerce-product-rating'>{_stars(w, 0)}</div><p class='price'>"
        f"<span class='woocommerce-Price-amount amount'>{_e(_price(w, 0))}</span></p><div"
        f" class='woocommerce-product-details__short-description'><p>{_e(short)}.</p></div>"
        f"<p class='stock in-stock'>{_e(w['in_stock'])}</p><form class='cart'><div"
        " class='quantity'><input type='number' value='1'></div><button type='submit'"
        f" class='single_add_to_cart_button button alt'>{_e(w['add'])}</button></form><div"
        f" class='product_meta'><span class='posted_in'>{_e(w['cat'])}: <a href='/c/'>"
        f"{_e(cat)}</a></span></div></div><div class='woocommerce-tabs wc-tabs-wrapper'><ul"
        " class='tabs wc-tabs' role='tablist'><li class='description_tab active'><a"
        " href='#tab-description'>Description</a></li><li class='reviews_tab'><a"
        f" href='#tab-reviews'>{_e(w['reviews'])} (12)</a></li></ul><div"
        " class='woocommerce-Tabs-panel woocommerce-Tabs-panel--description panel"
        " entry-content wc-tab' id='tab-description'><h2>Description</h2><p>"
        f"{_e(desc)}</p></div></div><section class='related products'><h2>Related"
        f" products</h2><ul class='products columns-3'>{related}</ul></section></div></main>"
        "</div></div></div>"
    )
    return "product-template-default single single-product postid-500 woocommerce", body


def _shopify_product(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """Shopify with Dawn: a product's page, its buy box and a "You may also like" row."""
    _cat, _intro, products, desc = PRODUCTS[lang]
    name, short = products[0]
    recs = "".join(
        f"<li class='grid__item'><div class='card-wrapper'><h3 class='card__heading'><a"
        f" href='/products/p{i}'>{_e(n)}</a></h3><span class='price-item'>"
        f"{_e(_price(w, i))}</span></div></li>"
        for i, (n, _x) in enumerate(products[1:5], 1)
    )
    body = (
        "<main id='MainContent' class='content-for-layout' role='main'><section"
        " class='shopify-section section'><div class='product product--large grid"
        " grid--1-col grid--2-col-tablet'><div class='grid__item product__media-wrapper'>"
        "<img src='/i/p0.jpg' alt=''></div><div class='product__info-wrapper grid__item'>"
        "<div class='product__info-container'><p class='product__text inline-richtext"
        " caption-with-letter-spacing'>Alpenrand</p><div class='product__title'><h1>"
        f"{_e(name)}</h1></div><div class='price price--large'><span class='visually-hidden"
        f"'>{_e(w['regular'])}</span><span class='price-item price-item--regular'>"
        f"{_e(_price(w, 0))}</span></div><form class='installment'><span>Pay in 4"
        " interest-free installments</span></form><variant-selects><fieldset"
        " class='product-form__input'><legend class='form__label'>Color</legend><label>Steel"
        "</label><label>Black</label></fieldset></variant-selects><div"
        " class='product-form__buttons'><button type='submit' class='product-form__submit"
        f" button button--full-width button--secondary'><span>{_e(w['add'])}</span></button>"
        "<div class='shopify-payment-button'><button class='shopify-payment-button__button'>"
        "Buy it now</button></div></div><div class='product__description rte"
        f" quick-add-hidden'><p>{_e(short)}.</p><p>{_e(desc)}</p></div><div"
        " class='share-button'><button class='share-button__button'>Share</button></div>"
        "</div></div></div></section><section class='shopify-section section'><div"
        " class='product-recommendations page-width'><h2"
        " class='product-recommendations__heading h2'>You may also like</h2><ul"
        f" class='grid product-grid'>{recs}</ul></div></section></main>"
    )
    return "gradient template-product", body


# --- other listings (their own items) ----------------------------------------------------

# A job board (en, de, zh), an events calendar (fr, es, it), a real-estate listing (de,
# ru, pt), a recipe index (it, ja, en): each a heading, an intro, five items (title, line).
OTHER: dict[tuple[str, str], tuple[str, str, tuple[tuple[str, str], ...]]] = {
    ("jobs", "en"): (
        "Engineering jobs in Zurich",
        "Open positions at companies hiring in and around Zurich, updated every morning.",
        (
            ("Senior Backend Engineer (Go)", "Fintech scale-up · Zurich · Full-time · Hybrid"),
            ("Site Reliability Engineer", "Logistics platform · Zurich · Full-time · On-site"),
            ("Embedded Software Developer", "Medical devices · Winterthur · Full-time"),
            ("Data Engineer, Analytics Platform", "Insurance group · Zurich · 80–100% · Remote possible"),
            ("Frontend Developer (React)", "Travel start-up · Zurich · Full-time · Hybrid"),
        ),
    ),
    ("jobs", "de"): (
        "Jobs für Pflegefachkräfte in Hamburg",
        "Aktuelle Stellenangebote von Kliniken, Pflegediensten und Heimen in Hamburg und Umgebung.",
        (
            ("Pflegefachkraft für die Intensivstation (m/w/d)", "Universitätsklinikum · Hamburg-Eppendorf · Vollzeit"),
            ("Gesundheits- und Krankenpfleger in der Notaufnahme", "Asklepios Klinik · Hamburg-Altona · Vollzeit oder Teilzeit"),
            ("Altenpfleger für die ambulante Pflege", "Pflegedienst Elbufer · Hamburg-Harburg · Teilzeit"),
            ("Stationsleitung Kardiologie (m/w/d)", "Albertinen Krankenhaus · Hamburg-Schnelsen · Vollzeit"),
            ("Praxisanleiter in der Pflegeausbildung", "Pflegeschule Nord · Hamburg-Barmbek · Vollzeit"),
        ),
    ),
    ("jobs", "zh"): (
        "上海 产品经理 招聘",
        "汇总上海各大互联网与制造企业正在招聘的产品经理职位，每日更新。",
        (
            ("高级产品经理（支付方向）", "某金融科技公司 · 上海浦东新区 · 25-40K · 5-10年"),
            ("B端产品经理", "某物流平台 · 上海闵行区 · 20-35K · 3-5年"),
            ("智能硬件产品经理", "某家电企业 · 上海嘉定区 · 18-30K · 3-5年"),
            ("数据产品经理", "某电商公司 · 上海长宁区 · 25-45K · 5年以上"),
            ("游戏策划兼产品经理", "某游戏工作室 · 上海徐汇区 · 15-25K · 1-3年"),
        ),
    ),
    ("events", "fr"): (
        "Agenda des concerts à Lyon",
        "Tous les concerts de la semaine à Lyon et dans la métropole, salle par salle.",
        (
            ("Orchestre national de Lyon : Symphonie fantastique", "Auditorium de Lyon · vendredi 15 mars, 20 h"),
            ("Jazz à la péniche : trio de Marie Lenoir", "La Marquise · samedi 16 mars, 21 h"),
            ("Soirée électro au Transbordeur", "Le Transbordeur · samedi 16 mars, 23 h"),
            ("Récital de piano : Chopin et Debussy", "Salle Molière · dimanche 17 mars, 17 h"),
            ("Chorale des Pentes : chants du monde", "Église Saint-Polycarpe · dimanche 17 mars, 16 h"),
        ),
    ),
    ("events", "es"): (
        "Agenda cultural de Valencia",
        "Exposiciones, teatro y conciertos en Valencia esta semana, con horarios y precios.",
        (
            ("Exposición: Sorolla y el mar", "Museo de Bellas Artes · hasta el 30 de abril"),
            ("Teatro: La casa de Bernarda Alba", "Teatro Principal · jueves 14 de marzo, 20:00"),
            ("Concierto de la Banda Municipal", "Palau de la Música · viernes 15 de marzo, 19:30"),
            ("Mercado de artesanía en el Carmen", "Plaza del Árbol · sábado 16 de marzo, 10:00"),
            ("Cine de verano: clásicos restaurados", "Filmoteca · domingo 17 de marzo, 18:00"),
        ),
    ),
    ("events", "it"): (
        "Eventi a Bologna questo fine settimana",
        "Mostre, concerti e sagre a Bologna e provincia, scelti dalla redazione.",
        (
            ("Mostra: la Bologna di Morandi", "Museo Morandi · fino al 2 giugno"),
            ("Concerto d'organo in San Petronio", "Basilica di San Petronio · sabato 16 marzo, 18:00"),
            ("Sagra del tortellino a Castel San Pietro", "Piazza XX Settembre · sabato e domenica"),
            ("Visita guidata ai portici", "Partenza da Piazza Maggiore · domenica 17 marzo, 10:30"),
            ("Spettacolo per bambini: Pinocchio", "Teatro Testoni · domenica 17 marzo, 16:00"),
        ),
    ),
    ("realty", "de"): (
        "Wohnungen zur Miete in Leipzig",
        "128 Mietwohnungen in Leipzig, nach Datum sortiert. Speichern Sie Ihre Suche, um neue Angebote per E-Mail zu erhalten.",
        (
            ("Helle 3-Zimmer-Altbauwohnung mit Balkon", "Leipzig-Gohlis · 78 m² · 3 Zimmer · 890 € kalt"),
            ("Ruhige 2-Zimmer-Wohnung am Park", "Leipzig-Plagwitz · 54 m² · 2 Zimmer · 620 € kalt"),
            ("Dachgeschosswohnung mit Blick über die Stadt", "Leipzig-Zentrum · 96 m² · 4 Zimmer · 1.340 € kalt"),
            ("Familienwohnung mit Garten", "Leipzig-Connewitz · 110 m² · 4 Zimmer · 1.150 € kalt"),
            ("Möbliertes Apartment nahe Hauptbahnhof", "Leipzig-Ost · 32 m² · 1 Zimmer · 540 € kalt"),
        ),
    ),
    ("realty", "ru"): (
        "Квартиры в аренду в Казани",
        "Объявления о долгосрочной аренде квартир в Казани от собственников и агентств.",
        (
            ("2-комнатная квартира у набережной", "Вахитовский район · 58 м² · 7/12 этаж · 35 000 ₽ в месяц"),
            ("Студия в новом доме рядом с метро", "Ново-Савиновский район · 27 м² · 14/25 этаж · 22 000 ₽ в месяц"),
            ("3-комнатная квартира с ремонтом", "Советский район · 81 м² · 3/9 этаж · 45 000 ₽ в месяц"),
            ("1-комнатная квартира в центре", "Вахитовский район · 38 м² · 2/5 этаж · 28 000 ₽ в месяц"),
            ("Просторная квартира для семьи", "Приволжский район · 96 м² · 10/16 этаж · 52 000 ₽ в месяц"),
        ),
    ),
    ("realty", "pt"): (
        "Apartamentos à venda em Lisboa",
        "Casas e apartamentos à venda em Lisboa, com fotografias, plantas e certificado energético.",
        (
            ("T2 renovado com varanda em Campo de Ourique", "Lisboa · 85 m² · 2 quartos · 495 000 €"),
            ("T1 com vista rio em Alfama", "Lisboa · 52 m² · 1 quarto · 365 000 €"),
            ("T3 com garagem nas Avenidas Novas", "Lisboa · 120 m² · 3 quartos · 690 000 €"),
            ("Estúdio junto ao metro em Arroios", "Lisboa · 34 m² · estúdio · 215 000 €"),
            ("T4 familiar com jardim no Restelo", "Lisboa · 180 m² · 4 quartos · 1 250 000 €"),
        ),
    ),
    ("recipes", "it"): (
        "Ricette di primi piatti",
        "Pasta, risotti e minestre della tradizione italiana, spiegati passo per passo.",
        (
            ("Risotto alla milanese", "Lo zafferano, il midollo e una mantecatura lenta: la ricetta classica."),
            ("Pasta e fagioli alla veneta", "Una minestra densa e profumata, ancora più buona il giorno dopo."),
            ("Tagliatelle al ragù bolognese", "Il ragù cuoce tre ore a fuoco basso con latte e vino bianco."),
            ("Spaghetti alle vongole", "Vongole veraci, aglio e prezzemolo, pronti in venti minuti."),
            ("Gnocchi di patate fatti in casa", "Poca farina e patate farinose per gnocchi morbidi e leggeri."),
        ),
    ),
    ("recipes", "ja"): (
        "和食の基本レシピ",
        "毎日のごはんに役立つ和食の定番レシピを、手順の写真つきで紹介します。",
        (
            ("基本の肉じゃが", "牛肉とじゃがいもを甘辛く煮る、家庭の味の定番です。"),
            ("ふっくら鯖の味噌煮", "臭みを抜く下処理と、照りが出る味噌だれの作り方。"),
            ("だし巻き卵", "だしをたっぷり含ませて、巻きすで形を整えます。"),
            ("ほうれん草のおひたし", "ゆで時間と水気の切り方で、食感が大きく変わります。"),
            ("具だくさんの豚汁", "根菜をごま油で炒めてから煮ると、コクが出ます。"),
        ),
    ),
    ("recipes", "en"): (
        "Weeknight dinners",
        "Quick recipes for busy evenings, most of them ready in thirty minutes or less.",
        (
            ("One-pan lemon chicken with potatoes", "Everything roasts together on one tray while you set the table."),
            ("Creamy mushroom orzo", "A risotto-like dinner without the stirring, ready in twenty minutes."),
            ("Black bean tacos with quick pickled onions", "Pantry beans, warm spices and a bright crunchy topping."),
            ("Sheet-pan gnocchi with sausage and peppers", "Shop-bought gnocchi crisp up beautifully in a hot oven."),
            ("Ten-minute peanut noodles", "A sauce you whisk in a bowl while the noodles boil."),
        ),
    ),
}  # fmt: skip


def _jobs(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A job board's search results: job cards with a company line and a save button."""
    head, intro, items = OTHER[("jobs", lang)]
    cards = "".join(
        f"<li class='job-list-item'><article class='job-card' data-job-id='{7700 + i}'><h2"
        f" class='job-card__title'><a href='/jobs/{7700 + i}'>{_e(t)}</a></h2><div"
        f" class='job-card__meta'>{_e(x)}</div><div class='job-card__footer'><span"
        f" class='job-card__date'>{_e(w['date'])}</span><button class='job-card__save'"
        " aria-label='Save'>☆</button><span class='badge'>Easy apply</span></div></article>"
        "</li>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='search-page'><form class='search-bar'><input name='q'><input"
        f" name='l'><button>{_e(w['search'])}</button></form><div class='search-layout'>"
        f"<aside class='filters'><h2>{_e(w['filter'])}</h2><fieldset><legend>Type</legend>"
        "<label><input type='checkbox'> Full-time</label><label><input type='checkbox'>"
        " Part-time</label></fieldset></aside><section class='results'><header"
        f" class='results-header'><h1>{_e(head)}</h1><p class='results-intro'>{_e(intro)}</p>"
        f"<div class='results-tools'><span>{_e(w['found'])}</span><label>{_e(w['sort'])}"
        f"<select><option>{_e(w['latest'])}</option></select></label></div></header><ul"
        f" class='job-list'>{cards}</ul>{_pager(w)}</section></div><section"
        " class='job-alert'><h2>Get new jobs by email</h2><form><input type='email'><button>"
        f"{_e(w['sub'])}</button></form></section></main>"
    )
    return "page-search jobs", body


def _events(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """The Events Calendar (WordPress): a list view of events."""
    head, intro, items = OTHER[("events", lang)]
    rows = "".join(
        "<div class='tribe-common-g-row tribe-events-calendar-list__event-row'><div"
        " class='tribe-events-calendar-list__event-date-tag tribe-common-g-col'><time"
        f" class='tribe-events-calendar-list__event-date-tag-datetime'><span>1{4 + i}</span>"
        "</time></div><div class='tribe-events-calendar-list__event-wrapper"
        " tribe-common-g-col'><article class='tribe-events-calendar-list__event"
        " tribe-common-g-row type-tribe_events'><div"
        " class='tribe-events-calendar-list__event-details tribe-common-g-col'><header"
        " class='tribe-events-calendar-list__event-header'><h3"
        " class='tribe-events-calendar-list__event-title tribe-common-h6'><a"
        f" href='/event/{i}/' class='tribe-events-calendar-list__event-title-link'>{_e(t)}"
        "</a></h3><address class='tribe-events-calendar-list__event-venue'><span"
        f" class='tribe-events-calendar-list__event-venue-title'>{_e(x)}</span></address>"
        "</header></div></article></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main id='tribe-events-pg-template' class='tribe-events-pg-template'><div"
        " class='tribe-common tribe-events tribe-events-view tribe-events-view--list'><header"
        " class='tribe-events-header'><div class='tribe-events-header__events-bar'><form"
        f" class='tribe-events-c-search'><input placeholder='{_e(w['search'])}'><button>"
        f"{_e(w['filter'])}</button></form></div><div class='tribe-events-header__title'><h1"
        f" class='tribe-events-header__title-text'>{_e(head)}</h1></div><div"
        f" class='tribe-events-header__content-description'><p>{_e(intro)}</p></div><div"
        " class='tribe-events-c-top-bar'><nav class='tribe-events-c-top-bar__nav'><a"
        f" class='tribe-common-c-btn-icon--caret-left'>{_e(w['prev'])}</a><a"
        f" class='tribe-common-c-btn-icon--caret-right'>{_e(w['next'])}</a></nav><button"
        " class='tribe-events-c-top-bar__datepicker-button'>Upcoming</button></div></header>"
        f"<div class='tribe-events-calendar-list'>{rows}</div><nav"
        " class='tribe-events-calendar-list-nav tribe-events-c-nav'><ul><li><a"
        f" class='tribe-events-c-nav__next' href='?page=2'>{_e(w['next'])}</a></li></ul></nav>"
        "<div class='tribe-events-c-subscribe-dropdown'><button>Subscribe to calendar"
        "</button></div></div></main>"
    )
    return "post-type-archive post-type-archive-tribe_events tribe-events-page-template", body


def _realty(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A property portal's results: listing cards with key facts and a contact button."""
    head, intro, items = OTHER[("realty", lang)]
    cards = "".join(
        f"<li class='result-list__listing' data-id='{880 + i}'><div class='listing-card'>"
        "<div class='listing-card__gallery'><img src='/i/r.jpg' alt=''><span"
        " class='gallery-count'>1/14</span></div><div class='listing-card__body'><a"
        f" class='listing-card__link' href='/expose/{880 + i}'><h2"
        f" class='listing-card__title'>{_e(t)}</h2></a><div class='listing-card__facts'>"
        f"{_e(x)}</div><div class='listing-card__actions'><button class='contact-button'>"
        f"{_e(w['contact'])}</button><button class='save-button' aria-label='Merken'>♡"
        "</button></div></div></div></li>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='result-page'><div class='search-summary'><h1>"
        f"{_e(head)}</h1><p>{_e(intro)}</p></div><div class='result-toolbar'><button"
        f" class='filter-button'>{_e(w['filter'])}</button><label>{_e(w['sort'])} <select>"
        f"<option>{_e(w['latest'])}</option></select></label><button>Save search</button>"
        f"</div><ul class='result-list'>{cards}</ul>{_pager(w)}</main>"
    )
    return "result-list-page", body


def _recipes(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A WordPress food blog (Kadence with a recipe plugin): a category of recipe cards."""
    head, intro, items = OTHER[("recipes", lang)]
    cards = "".join(
        f"<article class='entry content-bg loop-entry post-{600 + i} post type-post"
        " category-recipes'><a class='post-thumbnail kadence-thumbnail-ratio-3-4'"
        f" href='/r/{i}/'><img src='/i/r{i}.jpg' alt=''></a><div class='entry-content-wrap'>"
        "<header class='entry-header'><h2 class='entry-title'><a"
        f" href='/r/{i}/' rel='bookmark'>{_e(t)}</a></h2><div class='wprm-recipe-rating'>"
        f"<span class='wprm-recipe-rating-details'>4.{8 - i} ({20 + i})</span></div></header>"
        f"<div class='entry-summary'><p>{_e(x)}</p></div><footer class='entry-footer'><div"
        f" class='entry-actions'><p class='more-link-wrap'><a class='post-more-link'"
        f" href='/r/{i}/'>{_e(w['more'])}</a></p></div></footer></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div id='inner-wrap' class='wrap hfeed kt-clear'><section role='banner'"
        " class='entry-hero post-archive-hero-section'><div class='entry-hero-container-inner'>"
        f"<header class='entry-header post-archive-title'><h1 class='page-title"
        f" archive-title'>{_e(head)}</h1><div class='archive-description'><p>{_e(intro)}</p>"
        "</div></header></div></section><div id='primary' class='content-area'><div"
        " class='content-container site-container'><main id='main' class='site-main'><div"
        f" id='archive-container' class='content-wrap grid-cols grid-sm-col-2'>{cards}</div>"
        f"{_pager(w)}</main></div></div></div>"
    )
    return "archive category category-recipes wp-custom-logo content-style-unboxed", body


# --- pricing and service pages (the plans, the prose) ------------------------------------

# A SaaS pricing page (en, fr, ja): heading, intro, three plans (name, tagline, price,
# features) and an FAQ's question and answer.
PLANS: dict[str, tuple[str, str, tuple[tuple[str, str, str, tuple[str, ...]], ...], tuple[str, str]]] = {
    "en": (
        "Simple pricing for teams of every size",
        "Start free and upgrade when your team grows. Every plan includes unlimited projects and a 14-day trial of the paid features.",
        (
            ("Starter", "For individuals getting organised", "$0", ("Up to 3 members", "1 GB file storage", "Basic reports")),
            ("Team", "For growing teams that ship together", "$12", ("Unlimited members", "100 GB file storage", "Guest access and permissions")),
            ("Business", "For companies with many departments", "$24", ("Single sign-on (SAML)", "Audit log and data export", "Priority support")),
        ),
        ("Can I change plans later?", "Yes. You can move to another plan at any time, and we credit the unused part of your current plan to your next invoice."),
    ),
    "fr": (
        "Des tarifs simples pour toutes les équipes",
        "Commencez gratuitement et changez d'offre quand votre équipe grandit. Chaque offre inclut des projets illimités et un essai de 14 jours des fonctions payantes.",
        (
            ("Découverte", "Pour s'organiser seul", "0 €", ("Jusqu'à 3 membres", "1 Go de stockage", "Rapports de base")),
            ("Équipe", "Pour les équipes qui grandissent", "11 €", ("Membres illimités", "100 Go de stockage", "Accès invités et permissions")),
            ("Entreprise", "Pour les sociétés à plusieurs services", "22 €", ("Authentification unique (SAML)", "Journal d'audit et export", "Support prioritaire")),
        ),
        ("Puis-je changer d'offre plus tard ?", "Oui. Vous pouvez passer à une autre offre à tout moment, et la part non utilisée de votre offre actuelle est créditée sur votre prochaine facture."),
    ),
    "ja": (
        "あらゆる規模のチームに、シンプルな料金を",
        "無料で始めて、チームの成長に合わせてアップグレードできます。すべてのプランでプロジェクト数は無制限、有料機能を 14 日間お試しいただけます。",
        (
            ("スターター", "個人での整理に", "¥0", ("メンバー 3 人まで", "ファイル保存 1 GB", "基本レポート")),
            ("チーム", "一緒に成長するチームに", "¥1,500", ("メンバー無制限", "ファイル保存 100 GB", "ゲストアクセスと権限設定")),
            ("ビジネス", "複数の部署を持つ企業に", "¥3,000", ("シングルサインオン (SAML)", "監査ログとデータエクスポート", "優先サポート")),
        ),
        ("あとからプランを変更できますか？", "はい。いつでも別のプランに変更でき、現在のプランの未使用分は次回の請求書で差し引かれます。"),
    ),
}  # fmt: skip

# A local business's service page (en, es, it, pt, ru): heading and three sections of prose.
SERVICE: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "en": (
        "Boiler servicing and repair in Leeds",
        (
            ("Annual boiler service", "A yearly service keeps your boiler safe and efficient and is required by most manufacturers' warranties. Our Gas Safe engineers check the burner, the flue, the seals and the pressure, clean the condensate trap and leave you a written report."),
            ("Emergency repairs", "If your heating or hot water stops, call us before nine and we will usually be with you the same day. Our vans carry the common parts for all major brands, so most repairs are finished on the first visit."),
            ("Areas we cover", "We work across Leeds, Bradford and Wakefield, including Headingley, Roundhay, Horsforth and Morley. There is no call-out charge within the ring road."),
        ),
    ),
    "es": (
        "Fontanería y reparaciones urgentes en Sevilla",
        (
            ("Reparación de fugas y averías", "Localizamos fugas de agua sin obras gracias a la detección por termografía y reparamos tuberías, grifos y cisternas con piezas de primeras marcas. Le damos presupuesto cerrado antes de empezar."),
            ("Servicio urgente 24 horas", "Si tiene una inundación o se ha quedado sin agua, llámenos a cualquier hora: un fontanero llega a su domicilio en menos de una hora en toda la ciudad de Sevilla."),
            ("Instalación de calentadores y termos", "Sustituimos calentadores de gas y termos eléctricos, retiramos el aparato antiguo y gestionamos la garantía del fabricante por usted."),
        ),
    ),
    "it": (
        "Studio dentistico a Torino: i nostri servizi",
        (
            ("Igiene e prevenzione", "Una seduta di igiene professionale ogni sei mesi previene carie e malattie gengivali. Le nostre igieniste rimuovono tartaro e macchie e vi insegnano come lavare i denti nel modo giusto."),
            ("Implantologia", "Sostituiamo i denti mancanti con impianti in titanio inseriti in anestesia locale. Dopo la guarigione applichiamo una corona in ceramica fatta su misura nel nostro laboratorio."),
            ("Ortodonzia per adulti e bambini", "Offriamo apparecchi fissi e allineatori trasparenti. La prima visita ortodontica è gratuita e comprende una radiografia panoramica."),
        ),
    ),
    "pt": (
        "Serviços de limpeza para casas e escritórios em Porto Alegre",
        (
            ("Limpeza residencial", "Nossas equipes limpam cozinhas, banheiros e quartos com produtos biodegradáveis e levam todo o material necessário. Você escolhe a frequência: semanal, quinzenal ou mensal."),
            ("Limpeza pós-obra", "Depois de uma reforma, removemos poeira fina, restos de tinta e cimento de pisos e janelas, deixando o imóvel pronto para morar em um só dia."),
            ("Escritórios e consultórios", "Atendemos empresas fora do horário comercial, com contrato mensal, equipe fixa e supervisão semanal da qualidade do serviço."),
        ),
    ),
    "ru": (
        "Ремонт стиральных машин на дому в Москве",
        (
            ("Диагностика и ремонт", "Мастер приезжает с набором запчастей, проводит диагностику и в большинстве случаев устраняет неисправность за один визит. Стоимость работы вы узнаёте до начала ремонта."),
            ("Какие поломки мы устраняем", "Меняем подшипники, насосы, ТЭНы и ремни, чиним электронные модули и двери, которые не открываются. Работаем со всеми распространёнными марками."),
            ("Гарантия на работу", "На каждую замену детали мы даём гарантию до одного года. Если неисправность повторится, мастер приедет бесплатно."),
        ),
    ),
}  # fmt: skip


def _pricing(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A SaaS pricing page: a billing toggle, plan cards with buttons, an FAQ."""
    head, intro, plans, (question, answer) = PLANS[lang]
    cards = "".join(
        f"<div class='pricing-card{' pricing-card--featured' if i == 1 else ''}'>"
        f"{'<span class=pricing-card__badge>Most popular</span>' if i == 1 else ''}<h3"
        f" class='pricing-card__name'>{_e(n)}</h3><p class='pricing-card__tagline'>{_e(tag)}"
        f"</p><div class='pricing-card__price'><span class='amount'>{_e(p)}</span><span"
        " class='period'>/ user / month</span></div><a class='button button--primary'"
        f" href='/signup?plan={i}'>Get started</a><ul class='pricing-card__features'>"
        + "".join(f"<li><svg aria-hidden='true'></svg>{_e(f)}</li>" for f in feats)
        + "</ul></div>"
        for i, (n, tag, p, feats) in enumerate(plans)
    )
    body = (
        "<main id='main' class='pricing-page'><section class='pricing-hero'><h1>"
        f"{_e(head)}</h1><p class='lead'>{_e(intro)}</p><div class='billing-toggle'"
        " role='group'><button aria-pressed='true'>Monthly</button><button>Yearly (save"
        f" 20%)</button></div></section><section class='pricing-cards'>{cards}</section>"
        "<section class='logos'><p>Trusted by 10,000+ teams</p></section><section"
        f" class='faq'><h2>FAQ</h2><details><summary>{_e(question)}</summary><p>"
        f"{_e(answer)}</p></details></section><section class='cta-banner'><h2>Ready to"
        " start?</h2><a class='button' href='/signup'>Try it free</a></section></main>"
    )
    return "page-template-pricing page", body


def _service(lang: str, w: dict[str, str]) -> tuple[str, str]:
    """A local business's service page (Elementor on WordPress): sections, a call button,
    reviews widget and a contact form."""
    head, sections = SERVICE[lang]
    parts = "".join(
        "<section class='elementor-section elementor-top-section'><div"
        " class='elementor-container'><div class='elementor-widget elementor-widget-heading'>"
        f"<h2 class='elementor-heading-title elementor-size-default'>{_e(h)}</h2></div><div"
        " class='elementor-widget elementor-widget-text-editor'><div"
        f" class='elementor-widget-container'><p>{_e(p)}</p></div></div></div></section>"
        for h, p in sections
    )
    body = (
        "<div data-elementor-type='wp-page' class='elementor elementor-42'><section"
        " class='elementor-section hero'><div class='elementor-widget"
        f" elementor-widget-heading'><h1 class='elementor-heading-title'>{_e(head)}</h1></div>"
        "<div class='elementor-widget elementor-widget-button'><a class='elementor-button'"
        " href='tel:+441130000000'><span class='elementor-button-text'>0113 000 0000</span>"
        f"</a></div></section>{parts}<section class='elementor-section reviews'><div"
        " class='elementor-widget'><div class='ti-widget'><div class='ti-rating-text'>"
        f"<strong>4.9</strong> 212 {_e(w['reviews'])}</div></div></div></section><section"
        " class='elementor-section contact'><div class='elementor-widget"
        f" elementor-widget-form'><h2>{_e(w['contact'])}</h2><form class='elementor-form'>"
        "<input name='name'><input name='phone'><textarea></textarea><button"
        " type='submit'>Send</button></form></div></section></div>"
    )
    return "page-template-default page elementor-default elementor-page", body


Template = Callable[[str, dict[str, str]], tuple[str, str]]

# Each engine: its template, its languages, the chrome keys its items print, and the
# genre of what it lists (the texts a reader wants are read from the genre's table).
ENGINES: dict[str, tuple[Template, tuple[str, ...], tuple[str, ...], str]] = {
    "wp_twentyfour": (_wp_twentyfour, LANGUAGES, ("next",), "posts"),
    "wp_astra": (_wp_astra, LANGUAGES, ("more", "next"), "posts"),
    "wp_generatepress": (_wp_generatepress, LANGUAGES, ("more", "posted", "next"), "posts"),
    "ghost_casper": (_ghost_casper, LANGUAGES, ("min",), "posts"),
    "substack": (_substack, LANGUAGES, ("load",), "posts"),
    "drupal_view": (_drupal_view, LANGUAGES, ("more", "next"), "posts"),
    "hugo_list": (_hugo_list, LANGUAGES, ("next",), "posts"),
    "news_front": (_news_front, LANGUAGES, ("load",), "posts"),
    "wp_search": (_wp_search, LANGUAGES, ("more", "next"), "search"),
    "woocommerce": (_woocommerce, LANGUAGES, ("add", "results", "filter"), "products"),
    "shopify_dawn": (_shopify_dawn, LANGUAGES, ("add", "sort", "filter"), "products"),
    "magento_luma": (_magento_luma, LANGUAGES, ("add", "wish", "sort", "results"), "products"),
    "prestashop": (_prestashop, LANGUAGES, ("quick", "results", "sort"), "products"),
    "bigcommerce": (_bigcommerce, LANGUAGES, ("add", "quick", "sort"), "products"),
    "woo_product": (_woo_product, LANGUAGES, ("add",), "product"),
    "shopify_product": (_shopify_product, LANGUAGES, ("add",), "product"),
    "jobs": (_jobs, ("en", "de", "zh"), ("found",), "other"),
    "events": (_events, ("fr", "es", "it"), ("next",), "other"),
    "realty": (_realty, ("de", "ru", "pt"), ("contact",), "other"),
    "recipes": (_recipes, ("it", "ja", "en"), ("more", "next"), "other"),
    "pricing": (_pricing, ("en", "fr", "ja"), (), "plans"),
    "service": (_service, ("en", "es", "it", "pt", "ru"), (), "service"),
}

# Chrome every page prints (the cookie notice, the newsletter box, the footer's line).
_PAGE_CHROME = ("cookie", "news", "rights")


def _wanted(engine: str, lang: str, genre: str) -> tuple[str, ...]:
    """The texts a reader of the page wants."""
    if genre == "posts":
        _cat, intro, posts = POSTS[lang]
        first = () if engine == "substack" else (intro,)
        return (*first, *(t for t, _x in posts), *(x for _t, x in posts))
    if genre == "search":
        return tuple(t for t, _x in POSTS[lang][2]) + tuple(x for _t, x in POSTS[lang][2])
    if genre == "products":
        _cat, intro, products, _desc = PRODUCTS[lang]
        return (intro, *(n for n, _x in products))
    if genre == "product":
        _cat, _intro, products, desc = PRODUCTS[lang]
        return (products[0][0], desc)
    if genre == "other":
        kind = {"jobs": "jobs", "events": "events", "realty": "realty", "recipes": "recipes"}
        _head, _intro, items = OTHER[(kind[engine], lang)]
        return (*(t for t, _x in items), *(x for _t, x in items))
    if genre == "plans":
        _head, intro, plans, _faq = PLANS[lang]
        return (intro, *(p[0] for p in plans), *(f for p in plans for f in p[3]))
    _head, sections = SERVICE[lang]
    return tuple(p for _h, p in sections)


def listing_page(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    template, langs, chrome_keys, genre = ENGINES[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = CHROME[lang]
    body_class, body = template(lang, words)
    title = _title(engine, lang, genre)
    html = _head(lang, title, body_class, words) + body + _foot(words)
    chrome = tuple(words[key] for key in (*chrome_keys, *_PAGE_CHROME))
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, _wanted(engine, lang, genre), chrome)


def _title(engine: str, lang: str, genre: str) -> str:
    if genre in ("posts", "search"):
        return POSTS[lang][0]
    if genre in ("products", "product"):
        return PRODUCTS[lang][0]
    if genre == "plans":
        return PLANS[lang][0]
    if genre == "service":
        return SERVICE[lang][0]
    return OTHER[(engine, lang)][0]


def cases() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES.items() for lang in spec[1]]
