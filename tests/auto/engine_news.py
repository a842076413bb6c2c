"""Synthetic news articles in the markup of the publishing systems news sites run, for tests.

Each page is written after the markup of a system's article template as it ships (the
Newspaper and Jannah WordPress themes, Arc XP, Brightspot, Drupal, Ghost, Medium, Substack,
and the article pages of German, French, Spanish/Latin-American, Italian, Brazilian, Russian,
Chinese, Japanese, Indian, Arabic and Turkish publishers), in the site's language, with the
chrome such pages carry: consent and paywall layers, newsletter boxes, in-text ad labels,
image credits, "read also" inserts, social bars, author boxes, tag lists, related grids,
comment forms and the stub of the next article an infinite-scroll page appends. No page is
copied from a site or from the shared datasets. :func:`news_page` returns the page, the
story's paragraphs (what a reader wants) and the chrome lines (what they do not).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

# Each language: the headline and the story's paragraphs (one story, told in each language).
STORIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "en": (
        "City council approves new tram line to the eastern districts",
        (
            "The city council on Tuesday approved a new tram line that will link the eastern"
            " districts with the central station by 2029, ending years of debate over the route.",
            "The line will run for eleven kilometres and serve fourteen stops, including the"
            " university hospital and the new housing estates along the river. The council"
            " puts the cost at 310 million euros, most of it paid by the national government.",
            "Supporters said the tram would take thousands of cars off the roads every day."
            " “People in the east have waited long enough for a fast connection to the centre,”"
            " the transport councillor told reporters after the vote.",
            "Opponents warned that the budget could grow, pointing to the delays of the last"
            " tram project, which opened three years late. Shop owners on the planned route"
            " asked for help during the construction works.",
            "Construction is due to start next spring. The transport company said buses would"
            " replace the trams on the affected sections while the tracks are laid.",
        ),
    ),
    "de": (
        "Stadtrat beschließt neue Straßenbahnlinie in den Osten",
        (
            "Der Stadtrat hat am Dienstag eine neue Straßenbahnlinie beschlossen, die bis 2029"
            " die östlichen Stadtteile mit dem Hauptbahnhof verbinden soll. Damit endet ein"
            " jahrelanger Streit über die Strecke.",
            "Die Linie wird elf Kilometer lang und hält an vierzehn Haltestellen, darunter das"
            " Universitätsklinikum und die neuen Wohngebiete am Fluss. Die Stadt rechnet mit"
            " Kosten von 310 Millionen Euro, den größten Teil zahlt der Bund.",
            "Die Befürworter sagen, die Straßenbahn werde täglich Tausende Autos von den"
            " Straßen holen. „Die Menschen im Osten haben lange genug auf eine schnelle"
            " Verbindung in die Innenstadt gewartet“, sagte der Verkehrsdezernent nach der"
            " Abstimmung.",
            "Die Gegner warnten, die Kosten könnten steigen, und erinnerten an die letzte"
            " Straßenbahnstrecke, die drei Jahre zu spät fertig wurde. Geschäftsleute an der"
            " geplanten Strecke forderten Hilfen während der Bauarbeiten.",
            "Die Bauarbeiten sollen im nächsten Frühjahr beginnen. Auf den betroffenen"
            " Abschnitten fahren nach Angaben der Verkehrsbetriebe so lange Busse, bis die"
            " Gleise liegen.",
        ),
    ),
    "fr": (
        "Le conseil municipal adopte une nouvelle ligne de tramway vers l'est",
        (
            "Le conseil municipal a adopté mardi une nouvelle ligne de tramway qui reliera les"
            " quartiers est à la gare centrale d'ici 2029, mettant fin à des années de débat"
            " sur le tracé.",
            "La ligne mesurera onze kilomètres et desservira quatorze arrêts, dont le centre"
            " hospitalier universitaire et les nouveaux quartiers le long du fleuve. La ville"
            " estime son coût à 310 millions d'euros, en grande partie payés par l'État.",
            "Selon ses partisans, le tramway retirera chaque jour des milliers de voitures de"
            " la circulation. « Les habitants de l'est ont assez attendu une liaison rapide"
            " avec le centre », a déclaré l'adjoint aux transports après le vote.",
            "Les opposants craignent un dérapage du budget et rappellent les retards du"
            " dernier chantier de tramway, mis en service avec trois ans de retard. Les"
            " commerçants du tracé ont demandé des aides pendant les travaux.",
            "Les travaux doivent commencer au printemps prochain. Des bus remplaceront le"
            " tramway sur les tronçons concernés pendant la pose des rails, a indiqué"
            " l'exploitant.",
        ),
    ),
    "es": (
        "El concejo aprueba una nueva línea de tranvía hacia el este de la ciudad",
        (
            "El concejo municipal aprobó el martes una nueva línea de tranvía que unirá los"
            " barrios del este con la estación central en 2029, tras años de debate sobre el"
            " trazado.",
            "La línea tendrá once kilómetros y catorce paradas, entre ellas el hospital"
            " universitario y los nuevos barrios junto al río. El municipio calcula un costo"
            " de 310 millones de euros, pagado en su mayor parte por el gobierno nacional.",
            "Sus defensores afirmaron que el tranvía sacará miles de coches de las calles cada"
            " día. “La gente del este ya esperó bastante una conexión rápida con el centro”,"
            " dijo el concejal de transporte a la prensa después de la votación.",
            "Los opositores advirtieron que el presupuesto podría crecer y recordaron los"
            " retrasos del último proyecto de tranvía, que se inauguró con tres años de"
            " retraso. Los comerciantes del trazado pidieron ayudas durante las obras.",
            "Las obras comenzarán la próxima primavera. La empresa de transporte informó que"
            " autobuses reemplazarán al tranvía en los tramos afectados mientras se colocan"
            " las vías.",
        ),
    ),
    "it": (
        "Il consiglio comunale approva la nuova linea del tram verso i quartieri est",
        (
            "Il consiglio comunale ha approvato martedì una nuova linea del tram che entro il"
            " 2029 collegherà i quartieri orientali alla stazione centrale, chiudendo anni di"
            " discussioni sul percorso.",
            "La linea sarà lunga undici chilometri e avrà quattordici fermate, tra cui il"
            " policlinico universitario e i nuovi quartieri lungo il fiume. Il Comune stima"
            " un costo di 310 milioni di euro, in gran parte a carico dello Stato.",
            "Secondo i sostenitori il tram toglierà ogni giorno migliaia di auto dalle strade."
            " «Chi vive a est ha aspettato abbastanza un collegamento veloce con il centro»,"
            " ha detto l'assessore ai trasporti dopo il voto.",
            "Gli oppositori temono che i costi possano crescere e ricordano i ritardi"
            " dell'ultima linea tranviaria, inaugurata con tre anni di ritardo. I"
            " commercianti lungo il percorso hanno chiesto aiuti durante i lavori.",
            "I lavori dovrebbero partire la prossima primavera. L'azienda dei trasporti ha"
            " annunciato che gli autobus sostituiranno il tram nei tratti interessati durante"
            " la posa dei binari.",
        ),
    ),
    "pt": (
        "Câmara aprova nova linha de bonde para a zona leste",
        (
            "A Câmara Municipal aprovou nesta terça-feira uma nova linha de bonde que vai"
            " ligar os bairros da zona leste à estação central até 2029, encerrando anos de"
            " debate sobre o traçado.",
            "A linha terá onze quilômetros e catorze paradas, entre elas o hospital"
            " universitário e os novos conjuntos habitacionais à beira do rio. A prefeitura"
            " estima o custo em 310 milhões de euros, pagos em grande parte pelo governo"
            " federal.",
            "Os defensores dizem que o bonde vai tirar milhares de carros das ruas todos os"
            " dias. “Quem mora na zona leste já esperou demais por uma ligação rápida com o"
            " centro”, afirmou o secretário de transportes após a votação.",
            "Os opositores alertaram que o orçamento pode crescer e lembraram os atrasos da"
            " última obra de bonde, inaugurada com três anos de atraso. Comerciantes do"
            " trajeto pediram ajuda durante as obras.",
            "As obras devem começar na próxima primavera. A empresa de transportes informou"
            " que ônibus vão substituir o bonde nos trechos afetados enquanto os trilhos são"
            " instalados.",
        ),
    ),
    "ru": (
        "Городская дума утвердила новую трамвайную линию в восточные районы",
        (
            "Городская дума во вторник утвердила строительство новой трамвайной линии, которая"
            " к 2029 году свяжет восточные районы с центральным вокзалом. Споры о маршруте"
            " шли несколько лет.",
            "Длина линии составит одиннадцать километров, на ней будет четырнадцать"
            " остановок, в том числе у университетской больницы и новых жилых кварталов у"
            " реки. Стоимость проекта оценивается в 310 миллионов евро.",
            "Сторонники проекта говорят, что трамвай ежедневно уберёт с дорог тысячи машин."
            " «Жители востока достаточно ждали быстрого сообщения с центром», — заявил"
            " журналистам глава транспортного комитета после голосования.",
            "Противники предупредили, что бюджет может вырасти, и напомнили о прошлой"
            " трамвайной линии, которую открыли с опозданием на три года. Владельцы магазинов"
            " на маршруте попросили о помощи на время стройки.",
            "Строительство должно начаться следующей весной. На закрытых участках, пока"
            " укладывают рельсы, трамваи заменят автобусы, сообщили в транспортной компании.",
        ),
    ),
    "zh": (
        "市议会批准通往东部城区的新有轨电车线路",
        (
            "市议会周二批准了一条新的有轨电车线路，到2029年将把东部城区与中央火车站连接起来，"
            "结束了多年来关于线路走向的争论。",
            "这条线路全长十一公里，设十四个站点，途经大学附属医院和沿河新建的住宅区。"
            "市政府估计工程造价为三亿一千万欧元，大部分由中央政府承担。",
            "支持者表示，有轨电车每天可以让数千辆汽车离开道路。交通委员会负责人在投票后对记者说："
            "“东部的居民等待一条通往市中心的快速线路已经太久了。”",
            "反对者警告说预算可能超支，并提到上一条有轨电车线路晚了三年才通车。"
            "沿线商户要求在施工期间获得补助。",
            "工程预计明年春天开工。交通公司表示，铺设轨道期间，受影响路段将由公交车代替电车运营。",
        ),
    ),
    "ja": (
        "市議会、東部地区への新しい路面電車路線を承認",
        (
            "市議会は火曜日、東部地区と中央駅を結ぶ新しい路面電車路線の建設を承認した。"
            "2029年までの開業を目指し、長年続いた路線をめぐる議論に決着がついた。",
            "路線の全長は11キロで、大学病院や川沿いの新しい住宅地など14の停留所を設ける。"
            "市は総事業費を3億1000万ユーロと見込み、大半を国が負担する。",
            "賛成派は、路面電車によって毎日数千台の車が道路から減ると主張する。"
            "交通担当の市議は採決後、記者団に「東部の住民は中心部への速い交通手段を十分に待った」と語った。",
            "反対派は予算が膨らむおそれがあると警告し、前回の路面電車の開業が3年遅れたことを指摘した。"
            "予定路線沿いの商店主は工事期間中の支援を求めた。",
            "工事は来春に始まる予定だ。交通事業者によると、線路の敷設中は影響を受ける区間で"
            "バスが路面電車の代わりに運行する。",
        ),
    ),
    "ar": (
        "المجلس البلدي يوافق على خط ترام جديد إلى الأحياء الشرقية",
        (
            "وافق المجلس البلدي يوم الثلاثاء على إنشاء خط ترام جديد يربط الأحياء الشرقية بالمحطة"
            " المركزية بحلول عام 2029، منهيًا سنوات من الجدل حول مسار الخط.",
            "ويبلغ طول الخط أحد عشر كيلومترًا ويضم أربع عشرة محطة، من بينها المستشفى الجامعي"
            " والأحياء السكنية الجديدة على ضفاف النهر. وتقدر البلدية التكلفة بنحو 310 ملايين"
            " يورو تتحمل الحكومة معظمها.",
            "وقال المؤيدون إن الترام سيخفف كل يوم من آلاف السيارات على الطرق. وقال مسؤول النقل"
            " في المجلس للصحفيين بعد التصويت: «انتظر سكان الشرق طويلًا وسيلة سريعة إلى وسط"
            " المدينة».",
            "وحذر المعارضون من أن الميزانية قد ترتفع، مذكرين بتأخر مشروع الترام السابق ثلاث"
            " سنوات. وطالب أصحاب المحال على المسار المقترح بالدعم خلال فترة الأشغال.",
            "ومن المقرر أن تبدأ الأشغال في الربيع المقبل، وقالت شركة النقل إن الحافلات ستحل محل"
            " الترام في المقاطع المتأثرة أثناء مد القضبان.",
        ),
    ),
    "tr": (
        "Belediye meclisi doğu mahallelerine yeni tramvay hattını onayladı",
        (
            "Belediye meclisi salı günü doğu mahallelerini 2029 yılına kadar merkez garına"
            " bağlayacak yeni bir tramvay hattını onayladı. Böylece güzergâh üzerine yıllardır"
            " süren tartışma sona erdi.",
            "On bir kilometre uzunluğundaki hatta üniversite hastanesi ve nehir kıyısındaki"
            " yeni konutlar dahil on dört durak bulunacak. Belediye maliyetin 310 milyon euro"
            " olacağını, büyük bölümünü hükümetin karşılayacağını açıkladı.",
            "Destekçiler tramvayın her gün binlerce aracı trafikten çekeceğini söyledi. Ulaşım"
            " komisyonu başkanı oylamanın ardından gazetecilere “Doğuda yaşayanlar merkeze hızlı"
            " bir bağlantıyı yeterince bekledi” dedi.",
            "Muhalifler bütçenin büyüyebileceği uyarısında bulunarak üç yıl gecikmeyle açılan"
            " son tramvay projesini hatırlattı. Güzergâhtaki esnaf inşaat süresince destek"
            " istedi.",
            "İnşaatın gelecek bahar başlaması bekleniyor. Ulaşım şirketi, raylar döşenirken"
            " etkilenen kesimlerde tramvay yerine otobüslerin çalışacağını bildirdi.",
        ),
    ),
}

# Each language: the chrome strings of a news page (labels, prompts, the other stories' titles).
CHROME: dict[str, dict[str, str]] = {
    "en": {
        "ad": "Advertisement", "read_also": "Read also", "share": "Share this article",
        "other": "Bus fares to rise by ten percent in January",
        "other2": "New bike lanes open on the ring road",
        "next": "Mayor unveils plan for thousands of new flats",
        "next_lead": "The mayor on Wednesday presented a plan to build thousands of new flats"
        " on the site of the old freight yard over the next decade.",
        "more": "More from Local News", "tags": "Tags", "newsletter": "Sign up for our"
        " daily newsletter", "newsletter2": "Get the day's top stories in your inbox every"
        " morning.", "subscribe": "Subscribe", "email": "Enter your email address",
        "credit": "(Image: Getty)", "comments": "Leave a Reply",
        "comment_note": "Your email address will not be published. Required fields are"
        " marked *", "remember": "Save my name, email, and website in this browser for the"
        " next time I comment.", "paywall": "Subscribe to continue reading",
        "consent": "We and our partners use cookies to store and access information on your"
        " device.", "accept": "Accept all", "bio": "Anna Berg covers city hall and"
        " transport for the paper. She joined the newsroom in 2019.",
        "follow": "Follow", "continue": "Continue reading", "related": "Related stories",
    },
    "de": {
        "ad": "Anzeige", "read_also": "Lesen Sie auch", "share": "Artikel teilen",
        "other": "Busfahrten werden im Januar zehn Prozent teurer",
        "other2": "Neue Radwege am Ring freigegeben",
        "next": "Oberbürgermeisterin stellt Plan für Tausende neue Wohnungen vor",
        "next_lead": "Die Oberbürgermeisterin hat am Mittwoch einen Plan vorgestellt, auf dem"
        " Gelände des alten Güterbahnhofs in den nächsten zehn Jahren Tausende Wohnungen zu"
        " bauen.",
        "more": "Mehr aus der Region", "tags": "Schlagworte", "newsletter": "Newsletter"
        " abonnieren", "newsletter2": "Die wichtigsten Nachrichten des Tages jeden Morgen in"
        " Ihrem Postfach.", "subscribe": "Abonnieren", "email": "Ihre E-Mail-Adresse",
        "credit": "© dpa", "comments": "Kommentar schreiben",
        "comment_note": "Ihre E-Mail-Adresse wird nicht veröffentlicht. Erforderliche"
        " Felder sind mit * markiert", "remember": "Meinen Namen, meine E-Mail-Adresse und"
        " meine Website in diesem Browser speichern, bis ich wieder kommentiere.",
        "paywall": "Jetzt weiterlesen mit Plus", "consent": "Wir und unsere Partner"
        " verwenden Cookies, um Informationen auf Ihrem Gerät zu speichern und abzurufen.",
        "accept": "Alle akzeptieren", "bio": "Anna Berg berichtet für die Zeitung über das"
        " Rathaus und den Verkehr. Sie ist seit 2019 in der Redaktion.",
        "follow": "Folgen", "continue": "Weiterlesen", "related": "Mehr zum Thema",
    },
    "fr": {
        "ad": "Publicité", "read_also": "Lire aussi", "share": "Partager l'article",
        "other": "Les tarifs des bus augmenteront de dix pour cent en janvier",
        "other2": "De nouvelles pistes cyclables ouvrent sur le périphérique",
        "next": "La maire présente un plan pour des milliers de nouveaux logements",
        "next_lead": "La maire a présenté mercredi un plan pour construire des milliers de"
        " logements sur le site de l'ancienne gare de marchandises au cours des dix"
        " prochaines années.",
        "more": "Plus d'actualités locales", "tags": "Mots-clés", "newsletter": "Inscrivez-vous"
        " à notre newsletter", "newsletter2": "Recevez chaque matin l'essentiel de l'actualité"
        " dans votre boîte mail.", "subscribe": "S'abonner", "email": "Votre adresse e-mail",
        "credit": "(Photo : AFP)", "comments": "Laisser un commentaire",
        "comment_note": "Votre adresse e-mail ne sera pas publiée. Les champs obligatoires"
        " sont indiqués avec *", "remember": "Enregistrer mon nom, mon e-mail et mon site dans"
        " le navigateur pour mon prochain commentaire.",
        "paywall": "Il vous reste 62 % de cet article à lire. La suite est réservée aux"
        " abonnés.", "consent": "Nous et nos partenaires utilisons des cookies pour stocker et"
        " accéder à des informations sur votre appareil.", "accept": "Tout accepter",
        "bio": "Anna Berg suit la mairie et les transports pour le journal. Elle a rejoint"
        " la rédaction en 2019.", "follow": "Suivre", "continue": "Lire la suite",
        "related": "Sur le même sujet",
    },
    "es": {
        "ad": "Publicidad", "read_also": "Lea también", "share": "Compartir",
        "other": "El boleto de autobús subirá un diez por ciento en enero",
        "other2": "Abren nuevas ciclovías en la avenida de circunvalación",
        "next": "La alcaldesa presenta un plan para miles de viviendas nuevas",
        "next_lead": "La alcaldesa presentó el miércoles un plan para construir miles de"
        " viviendas en el terreno de la antigua estación de carga durante la próxima"
        " década.",
        "more": "Más noticias de la ciudad", "tags": "Temas", "newsletter": "Suscríbete a"
        " nuestro boletín", "newsletter2": "Recibe cada mañana las noticias más importantes en"
        " tu correo.", "subscribe": "Suscribirse", "email": "Tu correo electrónico",
        "credit": "(Foto: EFE)", "comments": "Deja un comentario",
        "comment_note": "Tu dirección de correo electrónico no será publicada. Los campos"
        " obligatorios están marcados con *", "remember": "Guardar mi nombre, correo"
        " electrónico y web en este navegador para la próxima vez que comente.",
        "paywall": "Suscríbete para seguir leyendo", "consent": "Nosotros y nuestros socios"
        " usamos cookies para almacenar y acceder a información en tu dispositivo.",
        "accept": "Aceptar todo", "bio": "Anna Berg cubre el ayuntamiento y el transporte"
        " para el diario. Se unió a la redacción en 2019.", "follow": "Seguir",
        "continue": "Seguir leyendo", "related": "Te puede interesar",
    },
    "it": {
        "ad": "Pubblicità", "read_also": "Leggi anche", "share": "Condividi",
        "other": "Il biglietto dell'autobus aumenterà del dieci per cento a gennaio",
        "other2": "Aperte nuove piste ciclabili sulla circonvallazione",
        "next": "La sindaca presenta un piano per migliaia di nuovi alloggi",
        "next_lead": "La sindaca ha presentato mercoledì un piano per costruire migliaia di"
        " alloggi nell'area del vecchio scalo merci nei prossimi dieci anni.",
        "more": "Altre notizie dalla città", "tags": "Argomenti", "newsletter": "Iscriviti"
        " alla nostra newsletter", "newsletter2": "Ricevi ogni mattina le notizie più"
        " importanti nella tua casella di posta.", "subscribe": "Iscriviti",
        "email": "Il tuo indirizzo email", "credit": "(Foto: Ansa)",
        "comments": "Lascia un commento", "comment_note": "Il tuo indirizzo email non sarà"
        " pubblicato. I campi obbligatori sono contrassegnati *", "remember": "Salva il mio"
        " nome, email e sito web in questo browser per la prossima volta che commento.",
        "paywall": "Abbonati per continuare a leggere", "consent": "Noi e i nostri partner"
        " utilizziamo cookie per archiviare e accedere a informazioni sul tuo dispositivo.",
        "accept": "Accetta tutto", "bio": "Anna Berg segue il Comune e i trasporti per il"
        " giornale. È entrata in redazione nel 2019.", "follow": "Segui",
        "continue": "Continua a leggere", "related": "Potrebbe interessarti",
    },
    "pt": {
        "ad": "Publicidade", "read_also": "Leia também", "share": "Compartilhar",
        "other": "Passagem de ônibus vai subir dez por cento em janeiro",
        "other2": "Novas ciclovias são abertas no anel viário",
        "next": "Prefeita apresenta plano para milhares de novas moradias",
        "next_lead": "A prefeita apresentou nesta quarta-feira um plano para construir"
        " milhares de moradias no terreno da antiga estação de cargas na próxima década.",
        "more": "Mais notícias da cidade", "tags": "Tópicos", "newsletter": "Assine a nossa"
        " newsletter", "newsletter2": "Receba todas as manhãs as principais notícias no seu"
        " e-mail.", "subscribe": "Assinar", "email": "Seu e-mail",
        "credit": "(Foto: Reuters)", "comments": "Deixe um comentário",
        "comment_note": "O seu endereço de e-mail não será publicado. Campos obrigatórios"
        " são marcados com *", "remember": "Salvar meus dados neste navegador para a próxima"
        " vez que eu comentar.", "paywall": "Assine para continuar lendo",
        "consent": "Nós e nossos parceiros usamos cookies para armazenar e acessar"
        " informações no seu dispositivo.", "accept": "Aceitar todos",
        "bio": "Anna Berg cobre a prefeitura e o transporte para o jornal. Entrou na redação"
        " em 2019.", "follow": "Seguir", "continue": "Continue lendo",
        "related": "Veja também",
    },
    "ru": {
        "ad": "Реклама", "read_also": "Читайте также", "share": "Поделиться",
        "other": "Проезд в автобусах подорожает на десять процентов в январе",
        "other2": "На кольцевой дороге открыли новые велодорожки",
        "next": "Мэр представила план строительства тысяч новых квартир",
        "next_lead": "Мэр в среду представила план строительства тысяч квартир на месте"
        " старой грузовой станции в течение следующих десяти лет.",
        "more": "Другие новости города", "tags": "Теги", "newsletter": "Подпишитесь на нашу"
        " рассылку", "newsletter2": "Главные новости дня каждое утро в вашей почте.",
        "subscribe": "Подписаться", "email": "Ваш адрес электронной почты",
        "credit": "Фото: ТАСС", "comments": "Оставить комментарий",
        "comment_note": "Ваш адрес email не будет опубликован. Обязательные поля помечены *",
        "remember": "Сохранить моё имя, email и адрес сайта в этом браузере для последующих"
        " моих комментариев.", "paywall": "Оформите подписку, чтобы читать дальше",
        "consent": "Мы и наши партнёры используем файлы cookie для хранения информации на"
        " вашем устройстве и доступа к ней.", "accept": "Принять все",
        "bio": "Анна Берг пишет о мэрии и транспорте. Работает в редакции с 2019 года.",
        "follow": "Подписаться на автора", "continue": "Читать далее",
        "related": "Новости по теме",
    },
    "zh": {
        "ad": "广告", "read_also": "延伸阅读", "share": "分享到：",
        "other": "公交票价明年一月将上涨百分之十",
        "other2": "环城路新自行车道正式开通",
        "next": "市长公布数千套新住房建设计划",
        "next_lead": "市长周三公布了一项计划，将在未来十年内在旧货运站原址上建设数千套住房。",
        "more": "更多本地新闻", "tags": "标签", "newsletter": "订阅我们的每日简报",
        "newsletter2": "每天早上把当天最重要的新闻发送到您的邮箱。", "subscribe": "订阅",
        "email": "请输入您的邮箱", "credit": "（图片来源：新华社）",
        "comments": "发表评论", "comment_note": "您的电子邮箱地址不会被公开。必填项已用 * 标注",
        "remember": "在此浏览器中保存我的显示名称、邮箱地址和网站地址，以便下次评论时使用。",
        "paywall": "订阅后继续阅读全文",
        "consent": "我们和我们的合作伙伴使用 Cookie 在您的设备上存储和访问信息。",
        "accept": "全部接受", "bio": "安娜·伯格负责报道市政和交通新闻，2019年加入本报。",
        "follow": "关注", "continue": "继续阅读", "related": "相关阅读",
    },
    "ja": {
        "ad": "広告", "read_also": "あわせて読みたい", "share": "この記事をシェアする",
        "other": "バス運賃、1月から1割値上げへ",
        "other2": "環状道路に新しい自転車レーンが開通",
        "next": "市長、数千戸の新住宅建設計画を発表",
        "next_lead": "市長は水曜日、旧貨物駅の跡地に今後10年で数千戸の住宅を建設する"
        "計画を発表した。",
        "more": "地域ニュースをもっと見る", "tags": "タグ", "newsletter": "ニュースレターに登録",
        "newsletter2": "毎朝、その日の主要ニュースをメールでお届けします。",
        "subscribe": "登録する",
        "email": "メールアドレスを入力", "credit": "（写真：共同）",
        "comments": "コメントを残す", "comment_note": "メールアドレスが公開されることはありません。"
        " * が付いている欄は必須項目です",
        "remember": "次回のコメントで使用するためブラウザーに自分の名前、"
        "メールアドレス、サイトを保存する。",
        "paywall": "この記事は有料会員限定です。続きを読むには会員登録が必要です。",
        "consent": "当社およびパートナーは、お使いの端末に情報を保存しアクセスするために"
        "Cookieを使用します。",
        "accept": "すべて同意する", "bio": "アンナ・ベルク　市政と交通を担当。2019年入社。",
        "follow": "フォローする", "continue": "続きを読む", "related": "関連記事",
    },
    "ar": {
        "ad": "إعلان", "read_also": "اقرأ أيضا", "share": "شارك",
        "other": "أسعار تذاكر الحافلات ترتفع عشرة بالمئة في يناير",
        "other2": "افتتاح مسارات جديدة للدراجات على الطريق الدائري",
        "next": "رئيسة البلدية تكشف خطة لبناء آلاف الشقق الجديدة",
        "next_lead": "كشفت رئيسة البلدية يوم الأربعاء عن خطة لبناء آلاف الشقق على أرض محطة"
        " الشحن القديمة خلال العقد المقبل.",
        "more": "المزيد من أخبار المدينة", "tags": "الوسوم", "newsletter": "اشترك في نشرتنا"
        " البريدية", "newsletter2": "أهم أخبار اليوم في بريدك كل صباح.", "subscribe": "اشترك",
        "email": "أدخل بريدك الإلكتروني", "credit": "(صورة: رويترز)",
        "comments": "اترك تعليقاً", "comment_note": "لن يتم نشر عنوان بريدك الإلكتروني."
        " الحقول الإلزامية مشار إليها بـ *", "remember": "احفظ اسمي، بريدي الإلكتروني، والموقع"
        " الإلكتروني في هذا المتصفح لاستخدامها المرة المقبلة في تعليقي.",
        "paywall": "اشترك لمواصلة القراءة", "consent": "نستخدم نحن وشركاؤنا ملفات تعريف"
        " الارتباط لتخزين المعلومات على جهازك والوصول إليها.", "accept": "قبول الكل",
        "bio": "آنا برغ تغطي شؤون البلدية والنقل للصحيفة، وانضمت إلى التحرير عام 2019.",
        "follow": "تابع", "continue": "أكمل القراءة", "related": "أخبار ذات صلة",
    },
    "tr": {
        "ad": "Reklam", "read_also": "İlginizi çekebilir", "share": "Paylaş",
        "other": "Otobüs ücretleri ocakta yüzde on artacak",
        "other2": "Çevre yolunda yeni bisiklet yolları açıldı",
        "next": "Belediye başkanı binlerce yeni konut planını açıkladı",
        "next_lead": "Belediye başkanı çarşamba günü eski yük garının arazisine önümüzdeki on"
        " yılda binlerce konut yapılmasını öngören planı açıkladı.",
        "more": "Şehirden daha fazla haber", "tags": "Etiketler", "newsletter": "Bültenimize"
        " abone olun", "newsletter2": "Günün en önemli haberleri her sabah e-posta kutunuzda.",
        "subscribe": "Abone ol", "email": "E-posta adresiniz", "credit": "(Fotoğraf: AA)",
        "comments": "Yorum yap", "comment_note": "E-posta adresiniz yayınlanmayacak. Gerekli"
        " alanlar * ile işaretlenmişlerdir", "remember": "Bir dahaki sefere yorum yaptığımda"
        " kullanılmak üzere adımı, e-posta adresimi ve web site adresimi bu tarayıcıya"
        " kaydet.", "paywall": "Okumaya devam etmek için abone olun",
        "consent": "Biz ve iş ortaklarımız, cihazınızda bilgi depolamak ve bu bilgilere"
        " erişmek için çerezler kullanıyoruz.", "accept": "Tümünü kabul et",
        "bio": "Anna Berg gazete için belediye ve ulaşım haberlerini takip ediyor. 2019'da"
        " ekibe katıldı.", "follow": "Takip et", "continue": "Haberin devamı",
        "related": "İlgili haberler",
    },
}  # fmt: skip

# A closing credit a wire story ends with: part of the story, kept.
CREDITS = {
    "en": "Additional reporting by Maria Jensen; Editing by Tom Hale",
    "de": "Mitarbeit: Maria Jensen",
    "es": "Con información de EFE y AFP",
    "fr": "Avec AFP",
    "pt": "Com informações da Agência Brasil",
    "en_ap": "Associated Press writer Maria Jensen in Boston contributed to this report.",
}


@dataclass(frozen=True)
class NewsPage:
    """A synthetic article page: its markup, its story's paragraphs, its chrome lines."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]


def _doc(lang: str, title: str, body: str, site: str = "The Daily Courier") -> str:
    """The document around a page's body, right to left where the language is."""
    direction = " dir='rtl'" if lang == "ar" else ""
    return (
        f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'>"
        f"<title>{escape(title)} | {site}</title>"
        f"<meta property='og:title' content='{escape(title)}'>"
        f"<meta property='og:type' content='article'></head><body>{body}</body></html>"
    )


def _nav(site: str, items: tuple[str, ...]) -> str:
    links = "".join(f"<li><a href='/{i.lower()}'>{escape(i)}</a></li>" for i in items)
    return (
        f"<header class='site-header'><a class='logo' href='/'>{escape(site)}</a>"
        f"<nav class='main-nav'><ul>{links}</ul></nav></header>"
    )


def _ps(paras: tuple[str, ...], cls: str = "") -> list[str]:
    attr = f" class='{cls}'" if cls else ""
    return [f"<p{attr}>{escape(p)}</p>" for p in paras]


def _cards(titles: tuple[str, ...], cls: str, when: str = "2 hours ago") -> str:
    return "".join(
        f"<div class='{cls}'><a href='/news/{n}'><img src='/i/{n}.jpg' alt=''></a>"
        f"<h3><a href='/news/{n}'>{escape(t)}</a></h3><span class='date'>{when}</span></div>"
        for n, t in enumerate(titles)
    )


def _comment_form(w: dict[str, str], cls: str = "comment-respond") -> str:
    return (
        f"<div id='respond' class='{cls}'><h3 id='reply-title' class='comment-reply-title'>"
        f"{escape(w['comments'])}</h3><form action='/wp-comments-post.php' method='post'"
        " id='commentform' class='comment-form'>"
        f"<p class='comment-notes'><span id='email-notes'>{escape(w['comment_note'])}</span></p>"
        "<p class='comment-form-comment'><label for='comment'>Comment *</label>"
        "<textarea id='comment' name='comment' required></textarea></p>"
        "<p class='comment-form-author'><label for='author'>Name *</label>"
        "<input id='author' name='author' type='text'></p>"
        "<p class='comment-form-email'><label for='email'>Email *</label>"
        "<input id='email' name='email' type='email'></p>"
        "<p class='comment-form-cookies-consent'><input id='wp-comment-cookies-consent'"
        " type='checkbox'>"
        f"<label for='wp-comment-cookies-consent'>{escape(w['remember'])}</label></p>"
        "<p class='form-submit'><input name='submit' type='submit' id='submit'"
        " class='submit' value='Post Comment'></p></form></div>"
    )


def _figure(w: dict[str, str], caption: str, cls: str = "wp-caption") -> str:
    return (
        f"<figure class='{cls}'><img src='/img/tram.jpg' alt='' width='800' height='450'>"
        f"<figcaption>{escape(caption)} <span class='credit'>{escape(w['credit'])}</span>"
        "</figcaption></figure>"
    )


def _newsletter(w: dict[str, str], cls: str) -> str:
    return (
        f"<div class='{cls}'><h4>{escape(w['newsletter'])}</h4><p>{escape(w['newsletter2'])}</p>"
        f"<form><input type='email' placeholder='{escape(w['email'])}'>"
        f"<button>{escape(w['subscribe'])}</button></form></div>"
    )


def _social(w: dict[str, str], cls: str) -> str:
    return (
        f"<div class='{cls}'><span class='share-title'>{escape(w['share'])}</span>"
        "<a href='https://www.facebook.com/sharer.php?u=x'>Facebook</a>"
        "<a href='https://twitter.com/intent/tweet?url=x'>X</a>"
        "<a href='https://api.whatsapp.com/send?text=x'>WhatsApp</a>"
        "<a href='mailto:?subject=x'>Email</a></div>"
    )


def _read_also(w: dict[str, str], cls: str, sep: str = ": ") -> str:
    return (
        f"<p class='{cls}'><strong>{escape(w['read_also'])}{sep}</strong>"
        f"<a href='/news/bus-fares'>{escape(w['other'])}</a></p>"
    )


def _ad(w: dict[str, str], cls: str) -> str:
    return f"<div class='{cls}'><span class='ad-label'>{escape(w['ad'])}</span><div></div></div>"


# Page builders: (headline, paragraphs, chrome words, closing credit) -> the body's markup.
Builder = Callable[[str, tuple[str, ...], dict[str, str], str], str]


def _wp_newspaper(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(1, _figure(w, "The planned route runs along the river."))
    body.insert(3, _ad(w, "td-a-rec td-a-rec-id-content_inline"))
    return (
        _nav("The Daily Courier", ("News", "Politics", "Business", "Sport", "Culture"))
        + "<div class='td-main-content-wrap'><div class='td-container'><article"
        " class='post type-post td-post-template-default'>"
        "<div class='td-post-header'><ul class='td-category'><li><a class='td-post-category'"
        " href='/local'>Local</a></li></ul>"
        f"<header class='td-post-title'><h1 class='entry-title'>{escape(title)}</h1>"
        "<div class='td-module-meta-info'><div class='td-post-author-name'>By <a"
        " href='/author/anna'>Anna Berg</a></div><span class='td-post-date'><time"
        " class='entry-date' datetime='2025-03-11T09:00:00'>March 11, 2025</time></span>"
        "</div></header></div>"
        + _social(w, "td-post-sharing td-post-sharing-top")
        + "<div class='td-post-content tagdiv-type'>"
        + "".join(body)
        + "</div><footer><div class='td-post-source-tags'><ul class='td-tags td-post-small-box"
        f" clearfix'><li><span>{escape(w['tags'])}</span></li><li><a href='/tag/tram'>tram</a>"
        "</li><li><a href='/tag/transport'>transport</a></li></ul></div>"
        + _social(w, "td-post-sharing td-post-sharing-bottom")
        + "<div class='td-author-name vcard author'><a href='/author/anna'>Anna Berg</a></div>"
        f"<div class='td-author-description'>{escape(w['bio'])}</div>"
        "<div class='td_block_wrap td_block_related_posts'><h4 class='td-related-title'><a"
        f" class='td-related-left td-cur-simple-item'>{escape(w['related'])}</a>"
        f"<a class='td-related-right'>{escape(w['more'])}</a></h4>"
        + _cards((w["other"], w["other2"], w["next"]), "td_module_related_posts")
        + "</div></footer>"
        + _comment_form(w)
        + "</article></div></div><footer class='td-footer-wrapper'><p>© 2025 The Daily"
        " Courier. All rights reserved.</p></footer>"
    )


def _wp_jannah(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(2, _read_also(w, "tie-read-also"))
    body.insert(4, _ad(w, "stream-item stream-item-in-post"))
    return (
        _nav("Metro Herald", ("Home", "World", "Economy", "Tech", "Sports"))
        + "<div id='content' class='site-content container'><div class='main-content'>"
        "<article id='the-post' class='container-wrapper post-content tie-standard'>"
        "<header class='entry-header-outer'><nav id='breadcrumb'><a href='/'>Home</a>"
        "<em class='delimiter'>/</em><a href='/city'>City</a></nav><div class='entry-header'>"
        f"<h1 class='post-title entry-title'>{escape(title)}</h1><div class='post-meta'>"
        "<span class='author-meta'><a href='/author/anna'>Anna Berg</a></span><span"
        " class='date meta-item'>2 days ago</span><span class='meta-views'>1,204</span>"
        "</div></div></header>"
        + _social(w, "share-buttons share-buttons-top")
        + "<div class='entry-content entry clearfix'>"
        + "".join(body)
        + "</div><div class='post-bottom-meta post-bottom-tags'><span class='tagcloud'>"
        f"<span class='post-bottom-meta-title'>{escape(w['tags'])}</span><a href='/t/1'>tram"
        "</a><a href='/t/2'>city council</a></span></div>"
        + _social(w, "share-buttons share-buttons-bottom")
        + "</article><div class='post-components'><div id='related-posts'"
        " class='container-wrapper has-extra-post'><div class='mag-box-title'>"
        f"<h3>{escape(w['related'])}</h3></div><div class='related-posts-list'>"
        + _cards((w["other"], w["other2"], w["next"]), "related-item")
        + "</div></div><div id='check-also-box' class='container-wrapper check-also-right"
        " show-check-also'><div class='widget-title'><h4>Check Also</h4><a href='#'"
        " id='check-also-close' class='remove'>Close</a></div>"
        + _cards((w["other2"],), "check-also-post")
        + "</div>"
        + _comment_form(w, "comment-respond container-wrapper")
        + "</div></div></div><footer id='footer'><p>© Copyright 2025, All Rights Reserved</p>"
        "</footer>"
    )


def _arc_xp(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = [
        f"<div data-testid='paragraph-{i}' class='article-body__paragraph__2-BtD'>{escape(p)}</div>"
        for i, p in enumerate(paras)
    ]
    body.insert(
        2,
        f"<div class='article-body__element__2p5pI'><div class='ad-slot__container'><span"
        f" class='ad-slot__label'>{escape(w['ad'])} · Scroll to continue</span></div></div>",
    )
    return (
        "<div id='fusion-app'><header class='site-header__header'><a href='/'>Wire News</a>"
        "<nav><a href='/world/'>World</a><a href='/business/'>Business</a><a"
        " href='/markets/'>Markets</a></nav><a href='/account/sign-in/'>Sign In</a><a"
        " href='/account/register/'>Register</a></header><main id='main-content'><article"
        " class='article__container__2fZF1'><div class='article-header__heading__15OpQ'>"
        "<nav class='article-header__tags'><a href='/world/europe/'>Europe</a></nav>"
        f"<h1 data-testid='Heading' class='text__heading_3'>{escape(title)}</h1></div>"
        "<div class='article-header__byline'>By <a href='/authors/anna-berg/'"
        " rel='author'>Anna Berg</a></div><time class='article-header__dateline'"
        " datetime='2025-03-11T10:12:00Z'>March 11, 2025 10:12 AM UTC</time>"
        "<div class='article-body__content__17Yit'>"
        + "".join(body)
        + f"<p data-testid='Body' class='sign-off'>{escape(credit)}</p></div>"
        "<div class='article-body__trust'><a href='/info-pages/thomson-reuters-trust'>Our"
        " Standards: The Trust Principles.</a></div>"
        "<div class='read-next-panel'><div class='read-next__title'>Read Next</div>"
        + _cards((w["other"], w["other2"]), "media-story-card")
        + "</div></article></main><footer><p>All quotes delayed a minimum of 15 minutes.</p>"
        "<p>© 2025 Wire News. All rights reserved</p></footer></div>"
    )


def _brightspot(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        2,
        "<div class='enhancement'><ps-nativo-module></ps-nativo-module><div"
        " class='promo-list'><h2 class='list-title'>More to Read</h2>"
        + _cards((w["other"],), "promo")
        + "</div></div>",
    )
    body.insert(4, f"<div class='google-dfp-ad-wrapper'><p>{escape(w['ad'])}</p></div>")
    return (
        "<ps-header class='page-header'><a class='logo'>The Coast Times</a><nav>"
        "<a href='/california'>California</a><a href='/politics'>Politics</a></nav>"
        "<a class='subscribe-button'>Subscribe</a></ps-header>"
        "<main class='page-main'><div class='page-content'><div class='page-article-header'>"
        f"<h1 class='headline'>{escape(title)}</h1><div class='byline'><a"
        " class='link'>Anna Berg</a></div><div class='published-date'>March 11, 2025</div>"
        "</div>"
        + _social(w, "page-social-share")
        + "<div class='page-article-body'><div class='rich-text-article-body'><div"
        " class='rich-text-article-body-content rich-text-body'>"
        + "".join(body)
        + "</div></div></div>"
        + _newsletter(w, "newsletter-signup")
        + "<div class='more-to-read'><h2>"
        + escape(w["more"])
        + "</h2>"
        + _cards((w["other2"], w["next"]), "promo promo-medium")
        + "</div></div></main><footer class='page-footer'><p>Copyright © 2025, The Coast"
        " Times</p><a href='/privacy'>Privacy Policy</a></footer>"
    )


def _drupal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    return (
        "<div class='dialog-off-canvas-main-canvas'><header role='banner'"
        " class='region-header'><a href='/' rel='home' class='site-logo'>Valley Gazette</a>"
        "<nav role='navigation' class='menu--main'><ul class='menu'><li><a href='/news'>News"
        "</a></li><li><a href='/opinion'>Opinion</a></li></ul></nav></header>"
        "<main role='main'><div class='region region-content'><article role='article'"
        " class='node node--type-article node--view-mode-full'>"
        f"<h1 class='page-title'><span class='field field--name-title'>{escape(title)}</span>"
        "</h1><div class='node__meta'><span class='field field--name-uid'>Anna Berg</span>"
        " <span class='field field--name-created'>Tue, 03/11/2025 - 09:00</span></div>"
        "<div class='node__content'><div class='clearfix text-formatted field"
        " field--name-body field--type-text-with-summary field--label-hidden field__item'>"
        + "".join(_ps(paras))
        + "</div><div class='field field--name-field-tags field--type-entity-reference"
        f" field--label-above'><div class='field__label'>{escape(w['tags'])}</div><div"
        " class='field__items'><div class='field__item'><a href='/taxonomy/term/4'>Transport"
        "</a></div><div class='field__item'><a href='/taxonomy/term/9'>City Council</a></div>"
        "</div></div></div></article><div class='views-element-container block"
        f" block-views-blockrelated-content'><h2>{escape(w['related'])}</h2><div"
        " class='view-content'><div class='item-list'><ul>"
        + "".join(
            f"<li><div class='views-field views-field-title'><span class='field-content'><a"
            f" href='/node/{n}'>{escape(t)}</a></span></div></li>"
            for n, t in enumerate((w["other"], w["other2"], w["next"]))
        )
        + "</ul></div></div></div></div></main><footer role='contentinfo'><p>Valley Gazette ·"
        " 12 Main Street</p></footer></div>"
    )


def _ghost(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    return (
        "<div class='viewport'><header id='gh-head' class='gh-head outer'><div"
        " class='gh-head-inner inner'><a class='gh-head-logo' href='/'>The Transit Letter</a>"
        "<nav class='gh-head-menu'><ul class='nav'><li class='nav-home'><a href='/'>Home</a>"
        "</li><li class='nav-about'><a href='/about/'>About</a></li></ul></nav><div"
        " class='gh-head-actions'><a href='#/portal/signin'>Sign in</a><a"
        " class='gh-head-button' href='#/portal/signup'>Subscribe</a></div></div></header>"
        "<div class='site-content'><main id='site-main' class='site-main'><article"
        " class='article post tag-city'><header class='article-header gh-canvas'><section"
        " class='article-tag post-card-primary-tag'><a href='/tag/city/'>City</a></section>"
        f"<h1 class='article-title'>{escape(title)}</h1><div class='article-byline'><div"
        " class='article-byline-meta'><h4 class='author-name'><a href='/author/anna/'>Anna"
        " Berg</a></h4><div class='byline-meta-content'><time class='byline-meta-date'"
        " datetime='2025-03-11'>Mar 11, 2025</time><span class='byline-reading-time'>"
        "<span class='bull'>•</span> 3 min read</span></div></div></div></header>"
        "<section class='gh-content gh-canvas'>"
        + "".join(_ps(paras))
        + "</section><section class='article-comments gh-canvas'></section></article>"
        "<section class='footer-cta outer'><div class='inner'><h2"
        " class='footer-cta-title'>Sign up for more like this.</h2><a"
        " class='footer-cta-button' href='#/portal'><div class='footer-cta-input'>Enter your"
        " email</div><span>Subscribe</span></a></div></section></main>"
        "<aside class='read-more-wrap outer'><div class='read-more inner'>"
        + "".join(
            f"<article class='post-card post'><a class='post-card-image-link' href='/p{n}/'>"
            f"</a><div class='post-card-content'><a class='post-card-content-link'"
            f" href='/p{n}/'><header class='post-card-header'><h2 class='post-card-title'>"
            f"{escape(t)}</h2></header><div class='post-card-excerpt'>{escape(w['next_lead'])}"
            "</div></a><footer class='post-card-meta'><time class='post-card-meta-date'>Mar"
            " 4, 2025</time></footer></div></article>"
            for n, t in enumerate((w["other"], w["next"]))
        )
        + "</div></aside></div><footer class='site-footer outer'><div class='inner'><section"
        " class='copyright'><a href='/'>The Transit Letter</a> © 2025</section><div"
        " class='gh-powered-by'><a href='https://ghost.org/'>Powered by Ghost</a></div></div>"
        "</footer></div>"
    )


def _medium(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    return (
        "<div id='root'><div class='a b c'><div class='l'><a href='/' aria-label='Homepage'>"
        "Medium</a><a href='/new-story'>Write</a><a href='/m/signin'>Sign in</a></div></div>"
        "<article><div class='l'><section><div class='gr gs gt'><div class='ab ca'>"
        "<div class='pw-multi-vote-count'></div><div class='ha hb hc'><span class='bf"
        " b'>Member-only story</span></div>"
        f"<h1 id='a1b2' class='pw-post-title'>{escape(title)}</h1>"
        "<div class='speechify-ignore ab cp'><div class='ab q'><a rel='noopener follow'"
        " href='/@annaberg'><p class='bf b'>Anna Berg</p></a><span> · </span><a"
        " href='/@annaberg'>Follow</a></div><div class='ab'><span"
        " data-testid='storyReadTime'>4 min read</span><span> · </span><span"
        " data-testid='storyPublishDate'>Mar 11, 2025</span></div><div class='ab'><div"
        " class='pw-multi-vote-count'><p>412</p></div><div><p>7</p></div><button"
        " aria-label='Listen'>Listen</button><button aria-label='Share'>Share</button></div>"
        "</div>"
        + "".join(
            f"<p id='p{n}' class='pw-post-body-paragraph mm mn fq mo b'>{escape(p)}</p>"
            for n, p in enumerate(paras)
        )
        + "</div></div></section></div></article><div class='ab ca'><div><button>412</button>"
        "<button>7</button></div><div><h2 class='be'>Written by Anna Berg</h2><p>1.2K"
        " Followers</p><p>Writes about cities and the way they move.</p><button>Follow"
        f"</button></div><div><h2>{escape(w['more'])}</h2>"
        + _cards((w["other"], w["other2"]), "ab cm")
        + "<h2>Recommended from Medium</h2>"
        + _cards((w["next"],), "ab cm", "Mar 2")
        + "</div></div><div class='footer'><a href='/about'>About</a><a href='/help'>Help</a>"
        "<a href='/terms'>Terms</a><a href='/privacy'>Privacy</a></div></div>"
    )


def _substack(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        3,
        "<div class='subscription-widget-wrap-editor'><div class='subscription-widget"
        " show-subscribe'><div class='preamble'><p class='cta-caption'>The Transit Letter is"
        " a reader-supported publication. To receive new posts and support my work, consider"
        " becoming a free or paid subscriber.</p></div><form class='subscription-widget-"
        "subscribe'><input type='email' placeholder='Type your email…'><input type='submit'"
        " value='Subscribe'></form></div></div>",
    )
    return (
        "<div id='entry'><div class='main-menu'><a href='/'>The Transit Letter</a><button"
        " class='button primary'>Subscribe</button><a href='/sign-in'>Sign in</a></div>"
        "<div class='single-post-container'><article class='typography newsletter-post post'>"
        f"<div class='post-header'><h1 class='post-title published'>{escape(title)}</h1>"
        "<h3 class='subtitle'>A long fight over the route ends with a vote</h3><div"
        " class='post-meta'><a href='/@annaberg'>Anna Berg</a><div class='pencraft'>Mar 11,"
        " 2025</div></div><div class='post-ufi'><a class='like-button'>24</a><a"
        " class='comment-button'>3</a><a class='share-button'>Share</a></div></div>"
        "<div class='available-content'><div dir='auto' class='body markup'>"
        + "".join(body)
        + "</div></div><div class='post-footer'><div class='post-ufi'><a"
        " class='like-button'>24</a><a class='comment-button'>3</a><a>Share</a></div>"
        "<p class='button-wrapper'><a class='button primary' href='/subscribe'>Subscribe now"
        "</a></p></div></article><div id='discussion' class='comments-page'><h4>Discussion"
        " about this post</h4><div class='comment-input'><textarea placeholder='Write a"
        " comment…'></textarea></div></div><div class='post-footer-links'>"
        + _cards((w["other"], w["next"]), "post-preview")
        + "</div></div><div class='footer-wrap'><p>© 2025 Anna Berg</p><a>Privacy</a><a>Terms"
        "</a><a>Collection notice</a><p>Substack is the home for great culture</p></div></div>"
    )


def _de_ippen(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = [f"<p class='id-StoryElement-paragraph'>{escape(p)}</p>" for p in paras]
    body.insert(
        1,
        "<figure class='id-StoryElement-image'><img src='/bild.jpg' alt=''><figcaption"
        " class='id-StoryElement-image-caption'>Die geplante Strecke führt am Fluss entlang."
        f" <span class='id-StoryElement-credit'>{escape(w['credit'])}</span></figcaption>"
        "</figure>",
    )
    body.insert(
        3,
        "<div class='id-StoryElement-factBox id-Recommendation'><p class='id-Recommendation-"
        f"headline'>{escape(w['read_also'])}</p><a href='/lokales/bus'>{escape(w['other'])}"
        "</a></div>",
    )
    body.insert(5, _ad(w, "id-TBeepSlot id-TBeepSlot--inArticle"))
    return (
        "<div id='sp_message_container' class='sp_message_container'><div class='message'>"
        f"<p>{escape(w['consent'])}</p><button>{escape(w['accept'])}</button><button>Ablehnen"
        "</button></div></div>"
        + _nav("Stadtanzeiger", ("Lokales", "Politik", "Wirtschaft", "Sport", "Kultur"))
        + "<main class='id-Main'><article class='id-Article'><header"
        " class='id-Story-header'><p class='id-Story-kicker'>Verkehr</p>"
        f"<h1 class='id-Story-headline'>{escape(title)}</h1><div class='id-Story-authors'>"
        "Von Anna Berg</div><time class='id-DateTime'>11.03.2025, 09:00 Uhr</time></header>"
        "<div class='id-Story-body'>"
        + "".join(body)
        + f"<p class='id-StoryElement-paragraph'>{escape(credit)}</p>"
        + "</div><div class='id-StoryElement-tags'><ul><li><a href='/t/1'>Straßenbahn</a></li>"
        "<li><a href='/t/2'>Stadtrat</a></li></ul></div>"
        + _social(w, "id-SocialShare")
        + "</article><div class='id-Teaser-list'><h2 class='id-Teaser-list-title'>"
        f"{escape(w['more'])}</h2>"
        + _cards((w["other"], w["other2"], w["next"]), "id-Teaser-el", "vor 2 Stunden")
        + "</div></main><footer><p>© Stadtanzeiger 2025</p><a href='/datenschutz'>Datenschutz"
        "</a><a href='/impressum'>Impressum</a></footer>"
    )


def _fr_monde(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = [f"<p class='article__paragraph'>{escape(p)}</p>" for p in paras]
    body.insert(
        2,
        f"<p class='article__paragraph article__paragraph--lire'>{escape(w['read_also'])} |"
        f" <a class='js-article-read-also' href='/transport/bus'>{escape(w['other'])}</a></p>",
    )
    body.insert(4, f"<div class='dfp__inread'><p class='dfp-label'>{escape(w['ad'])}</p></div>")
    return (
        _nav("Le Quotidien", ("International", "Politique", "Société", "Économie"))
        + "<main><section class='zone zone--article'><header class='article__header'>"
        "<ul class='breadcrumb'><li><a href='/societe'>Société</a></li><li><a"
        " href='/transports'>Transports</a></li></ul>"
        f"<h1 class='article__title'>{escape(title)}</h1><p class='article__desc'>Le tracé,"
        " longtemps contesté, desservira quatorze arrêts.</p><span class='meta__author'>Par"
        " Anna Berg</span><span class='meta__date'>Publié le 11 mars 2025 à 09h00</span>"
        "</header>"
        + _figure(w, "Le futur tracé longe le fleuve.", "article__media")
        + "<article class='article__content'>"
        + "".join(body)
        + f"</article><p class='article__credit'><em>{escape(credit)}</em></p>"
        + "<div class='paywall'><p class='paywall__title'>"
        f"{escape(w['paywall'])}</p><a class='btn' href='/abonnement'>{escape(w['subscribe'])}"
        "</a></div>"
        + _social(w, "article__share")
        + f"<section class='services'><h2>{escape(w['related'])}</h2>"
        + _cards((w["other2"], w["next"]), "teaser teaser--inline-picture")
        + "</section></section></main><footer class='footer'><p>Le Quotidien - Tous droits"
        " réservés</p></footer>"
    )


def _es_infobae(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = [f"<p class='paragraph'>{escape(p)}</p>" for p in paras]
    body.insert(3, f"<div class='ad-wrapper'><span class='ad-label'>{escape(w['ad'])}</span></div>")
    return (
        "<header class='header-container'><a href='/'>El Diario</a><nav><a"
        " href='/america/'>América</a><a href='/politica/'>Política</a><a"
        " href='/economia/'>Economía</a></nav></header><main><article class='article'>"
        "<div class='article-header'><a class='section-name' href='/ciudad/'>Ciudad</a>"
        f"<h1 class='article-headline'>{escape(title)}</h1><h2 class='article-subheadline'>"
        "El trazado tendrá catorce paradas y costará 310 millones de euros</h2></div><div"
        " class='byline'><a class='author-name'>Por Anna Berg</a><span class='article-date'>"
        "11 Mar, 2025 09:00 a.m. EST</span></div>"
        + _figure(w, "El futuro trazado del tranvía junto al río.", "visual__image")
        + "<div class='body-article'>"
        + "".join(body)
        + f"<p class='paragraph'>{escape(credit)}</p>"
        f"<p class='paragraph'><b>Seguir leyendo:</b></p><ul class='list'><li><a"
        f" href='/n/1'>{escape(w['other'])}</a></li><li><a href='/n/2'>{escape(w['other2'])}"
        "</a></li></ul></div>"
        + _social(w, "share-bar")
        + "</article><div class='infinite-scroll-next'><div class='next-article'><span"
        f" class='section-name'>Ciudad</span><h2 class='article-headline'>{escape(w['next'])}"
        f"</h2><p class='paragraph'>{escape(w['next_lead'])}</p></div></div></main>"
        "<footer><p>© 2025 El Diario. Todos los derechos reservados.</p></footer>"
    )


def _it_gedi(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        2,
        f"<div class='inline-article'><span class='inline-article__label'>"
        f"{escape(w['read_also'])}</span><a href='/cronaca/bus'><h3>{escape(w['other'])}</h3>"
        "</a></div>",
    )
    body.insert(4, f"<div class='adv adv-box'><span>{escape(w['ad'])}</span></div>")
    return (
        "<div class='iubenda-cs-container'><div id='iubenda-cs-banner'><p>"
        f"{escape(w['consent'])}</p><button class='iubenda-cs-accept-btn'>"
        f"{escape(w['accept'])}</button></div></div>"
        + _nav("Il Corriere della Città", ("Cronaca", "Politica", "Economia", "Sport"))
        + "<main><article class='story'><header class='story__header'><nav"
        " class='story__breadcrumb'><a href='/cronaca'>Cronaca</a></nav>"
        f"<h1 class='story__title'>{escape(title)}</h1><p class='story__summary'>Quattordici"
        " fermate e 310 milioni di costo</p><div class='story__author'>di Anna Berg</div>"
        "<time class='story__date'>11 Marzo 2025</time></header>"
        + _figure(w, "Il percorso previsto lungo il fiume.", "story__media")
        + "<div class='story__text'>"
        + "".join(body)
        + "</div><p class='story__copyright'>© Riproduzione riservata</p>"
        + _social(w, "story__social")
        + "</article>"
        + _newsletter(w, "newsletter-box")
        + f"<section class='related'><h2>{escape(w['related'])}</h2>"
        + _cards((w["other2"], w["next"]), "entry")
        + "</section></main><footer><p>P.IVA 01234567890 - Società editrice</p></footer>"
    )


def _pt_globo(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = [
        f"<div class='wall protected-content'><p class='content-text__container'>{escape(p)}"
        "</p></div>"
        for p in paras
    ]
    body.insert(
        2,
        "<div class='mc-column content-intertitle'><ul class='content-unordered-list'><li>"
        f"<a href='/sp/onibus'><b>{escape(w['read_also'])}:</b> {escape(w['other'])}</a>"
        "</li></ul></div>",
    )
    body.insert(4, _ad(w, "content-ads"))
    return (
        "<div id='cookie-banner-lgpd'><p>"
        f"{escape(w['consent'])}</p><button>{escape(w['accept'])}</button></div>"
        + _nav("Portal Notícias", ("Brasil", "Política", "Economia", "Esportes"))
        + "<main><div class='mc-article-header'><div class='title'>"
        f"<h1 class='content-head__title'>{escape(title)}</h1></div><h2"
        " class='content-head__subtitle'>Obra deve começar na próxima primavera</h2><p"
        " class='content-publication-data__from'>Por Anna Berg</p><time>11/03/2025 09h00"
        "</time></div>"
        + _social(w, "content-share-bar")
        + "<article class='mc-article-body'>"
        + "".join(body)
        + f"</article><div class='content-credit'><p>{escape(credit)}</p></div>"
        + "<div class='content-whatsapp'><a href='https://whatsapp.com/channel/x'>"
        "Receba as notícias no WhatsApp</a></div><div class='recommendation'><h2>"
        f"{escape(w['related'])}</h2>"
        + _cards((w["other2"], w["next"]), "bastian-feed-item", "Há 2 horas")
        + "</div></main><footer><p>© Copyright 2000-2025 Portal Notícias. Todos os direitos"
        " reservados.</p></footer>"
    )


def _ru_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        2,
        f"<div class='article__incut'><div class='incut__title'>{escape(w['read_also'])}"
        f"</div><a href='/news/bus'>{escape(w['other'])}</a></div>",
    )
    body.insert(4, _ad(w, "banner-inread"))
    return (
        _nav("Городские вести", ("Новости", "Политика", "Экономика", "Спорт"))
        + "<main class='layout'><article class='article'><div class='article__header'>"
        f"<h1 class='article__title'>{escape(title)}</h1><div class='article__info'><span"
        " class='article__author'>Анна Берг</span><time>11 марта 2025, 09:00</time><span"
        " class='article__views'>3 412</span></div></div>"
        + _figure(w, "Будущий маршрут пройдёт вдоль реки.", "article__photo")
        + "<div class='article__text'>"
        + "".join(body)
        + "</div><div class='article__tags'><a href='/tag/1'>трамвай</a><a href='/tag/2'>"
        "городская дума</a></div>"
        + _social(w, "article__share")
        + "<div class='article__subscribe'><a href='https://t.me/x'>Подписывайтесь на наш"
        " Telegram-канал</a></div></article><div class='article__related'><h2>"
        f"{escape(w['related'])}</h2>"
        + _cards((w["other2"], w["next"]), "related__item", "2 часа назад")
        + "</div></main><footer><p>© 2025 Городские вести. При полном или частичном"
        " использовании материалов ссылка обязательна.</p><p>18+</p></footer>"
    )


def _zh_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        1,
        f"<p style='text-align:center'><img src='/p.jpg'></p><p class='pic-note'>"
        f"{escape(w['credit'])}</p>",
    )
    body.insert(4, f"<div class='ad-box'><span>{escape(w['ad'])}</span></div>")
    return (
        "<div class='top-nav'><a href='/'>首页</a><a href='/news'>新闻</a><a"
        " href='/finance'>财经</a><a href='/sports'>体育</a><a href='/login'>登录</a></div>"
        "<div class='main-content w1000'><div class='article-header'>"
        f"<h1 class='main-title'>{escape(title)}</h1><div class='date-source'><span"
        " class='date'>2025年03月11日 09:00</span> <a class='source'>城市日报</a></div></div>"
        + _social(w, "share-bar")
        + "<div class='article' id='artibody'>"
        + "".join(body)
        + "<p class='show_author'>责任编辑：王小明</p></div>"
        "<div class='keywords'>"
        f"{escape(w['tags'])}：<a href='/t/1'>有轨电车</a><a href='/t/2'>市议会</a></div>"
        f"<div class='related-news'><h2>{escape(w['related'])}</h2><ul>"
        + "".join(
            f"<li><a href='/n/{n}.shtml'>{escape(t)}</a></li>"
            for n, t in enumerate((w["other"], w["other2"], w["next"]))
        )
        + "</ul></div></div><div class='footer'><p>Copyright © 2025 城市日报 版权所有</p>"
        "<p>京ICP证000000号</p></div>"
    )


def _ja_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(2, f"<div class='ad-inread'><span class='ad-label'>{escape(w['ad'])}</span></div>")
    return (
        _nav("都市新聞", ("ニュース", "政治", "経済", "スポーツ"))
        + "<main><article class='article'><div class='article-header'><ul"
        " class='breadcrumb'><li><a href='/'>トップ</a></li><li><a href='/local'>地域</a></li>"
        f"</ul><h1 class='article-title'>{escape(title)}</h1><time>2025/3/11 09:00</time>"
        "</div>"
        + _social(w, "sns-share")
        + "<div class='article-body'>"
        + "".join(body)
        + "</div><p class='copyright'>無断転載・複製を禁じます</p>"
        + f"<div class='paywall-box'><p>{escape(w['paywall'])}</p><a>ログイン</a></div>"
        + f"<section class='related-articles'><h2>{escape(w['related'])}</h2>"
        + _cards((w["other"], w["other2"], w["next"]), "related-item", "2時間前")
        + "</section></article></main><footer><p>© 都市新聞社</p></footer>"
    )


def _in_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(2, f"<p><b>Also Read | </b><a href='/india-news/bus'>{escape(w['other'])}</a></p>")
    body.insert(3, f"<div class='ins_instory_dv'><div class='ad_lbl'>{escape(w['ad'])}</div></div>")
    return (
        _nav("National Express Times", ("India", "World", "Cities", "Cricket"))
        + "<main><div class='sp-ttl-wrp'>"
        f"<h1 class='sp-ttl'>{escape(title)}</h1><span class='pst-by_lnk'>Edited by Anna"
        " Berg</span><span class='pst-by_li'>India News Updated: March 11, 2025 9:00 am IST"
        "</span></div>"
        + _social(w, "social-share")
        + "<div class='sp-cn ins_storybody' id='ins_storybody'>"
        + "".join(body)
        + "<p><i>(Except for the headline, this story has not been edited by the staff and is"
        " published from a syndicated feed.)</i></p></div>"
        "<div class='trending'><h2>Trending News</h2><ul>"
        + "".join(
            f"<li><a href='/n/{n}'>{escape(t)}</a></li>"
            for n, t in enumerate((w["other2"], w["next"]))
        )
        + "</ul></div><div class='lv-updt'>Track Latest News Live and get news updates from"
        " India and around the world</div></main><footer><p>© Copyright 2025. All rights"
        " reserved.</p></footer>"
    )


def _ar_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        2,
        f"<div class='read-also'><span>{escape(w['read_also'])}:</span><a"
        f" href='/news/bus'>{escape(w['other'])}</a></div>",
    )
    body.insert(4, f"<div class='ads-inarticle'><span>{escape(w['ad'])}</span></div>")
    return (
        _nav("أخبار المدينة", ("الرئيسية", "سياسة", "اقتصاد", "رياضة"))
        + "<main><article class='article-page'><div class='article-header'>"
        f"<h1 class='article-title'>{escape(title)}</h1><div class='article-meta'><span"
        " class='author'>آنا برغ</span><span class='date'>الثلاثاء 11 مارس 2025</span></div>"
        "</div>"
        + _figure(w, "المسار المقترح على ضفاف النهر", "article-image")
        + "<div class='article-body'>"
        + "".join(body)
        + "</div><div class='article-tags'><span>"
        f"{escape(w['tags'])}:</span><a href='/t/1'>الترام</a><a href='/t/2'>البلدية</a></div>"
        + _social(w, "share-links")
        + f"</article><section class='related-news'><h3>{escape(w['related'])}</h3>"
        + _cards((w["other2"], w["next"]), "news-card", "منذ ساعتين")
        + "</section></main><footer><p>جميع الحقوق محفوظة © 2025</p></footer>"
    )


def _tr_portal(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        2,
        f"<div class='haber-ilgili'><span class='ilgili-baslik'>{escape(w['read_also'])}"
        f"</span><a href='/gundem/otobus'>{escape(w['other'])}</a></div>",
    )
    body.insert(3, f"<div class='reklam-alani'><span>{escape(w['ad'])}</span></div>")
    body.insert(5, f"<a class='haber-devami-btn' href='#'>{escape(w['continue'])}</a>")
    return (
        _nav("Şehir Haber", ("Gündem", "Ekonomi", "Dünya", "Spor"))
        + "<main><article class='news-detail'><div class='news-header'>"
        f"<h1 class='news-title'>{escape(title)}</h1><h2 class='news-spot'>On dört duraklı"
        " hat 2029'da hizmete girecek</h2><div class='news-date'>11.03.2025 - 09:00</div>"
        "</div>"
        + _social(w, "news-share")
        + "<div class='news-content'>"
        + "".join(body)
        + "</div></article><div class='infinite-news'><article class='news-detail"
        f" next-news'><h2 class='news-title'>{escape(w['next'])}</h2><div"
        f" class='news-content'><p>{escape(w['next_lead'])}</p></div></article></div></main>"
        "<footer><p>© 2025 Şehir Haber. Tüm hakları saklıdır.</p></footer>"
    )


def _uk_tabloid(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(
        1,
        "<figure class='in-article-image'><img src='/t.jpg' alt=''><figcaption><span"
        " class='caption'>The planned route along the river</span> <span class='credit'>"
        f"{escape(w['credit'])}</span></figcaption></figure>",
    )
    body.insert(
        3,
        "<aside class='read-more-links'><div class='read-more-title'>READ MORE:</div><a"
        f" href='/news/bus'>{escape(w['other'])}</a></aside>",
    )
    body.insert(5, f"<p class='image-credit'>{escape(w['credit'])}</p>")
    return (
        _nav("The Daily Courier", ("News", "Politics", "Showbiz", "Sport", "Money"))
        + "<main><article class='article-main'><div class='article-header'>"
        f"<h1 class='section-theme-headline'>{escape(title)}</h1><p class='sub-title'>The"
        " route has been fought over for years</p><div class='publication-info'><div"
        " class='author'>By <a href='/authors/anna-berg'>Anna Berg</a></div><div"
        " class='time-info'><span class='date-published'>11:00, 11 Mar 2025</span></div>"
        "</div></div>"
        + _social(w, "social-share-bar")
        + "<div class='article-body' itemprop='articleBody'>"
        + "".join(body)
        + "</div><div class='newsletter-signup-inline'><h3>"
        f"{escape(w['newsletter'])}</h3><p>We use your sign-up to provide content in ways"
        " you've consented to and to improve our understanding of you. This may include"
        " adverts from us and 3rd parties based on our understanding. You can unsubscribe at"
        " any time. More info</p><form><input type='email'><button>"
        f"{escape(w['subscribe'])}</button></form></div><div class='tag-list'><span>More On"
        "</span><a href='/t/1'>Transport</a><a href='/t/2'>City Council</a></div>"
        f"</article><section class='more-from'><h2>{escape(w['more'])}</h2>"
        + _cards((w["other2"], w["next"]), "teaser")
        + "</section></main><footer><p>© 2025 The Daily Courier Ltd</p></footer>"
    )


def _ap_wire(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    body = _ps(paras)
    body.insert(3, f"<div class='ad-placeholder'><p class='ad-label'>{escape(w['ad'])}</p></div>")
    return (
        _nav("The Wire", ("U.S. News", "World News", "Politics", "Sports"))
        + "<main class='Page-main'><div class='Page-content'><div class='Page-lead'>"
        f"<h1 class='Page-headline'>{escape(title)}</h1><div class='Page-authors'>By <a"
        " href='/author/anna-berg'>ANNA BERG</a></div><bsp-timestamp class='Timestamp'"
        " data-timestamp='1741683600000'>Updated 9:00 AM UTC, March 11, 2025</bsp-timestamp>"
        "</div>"
        + _social(w, "Page-actions")
        + "<div class='RichTextStoryBody RichTextBody'>"
        + "".join(body)
        + "<p>___</p>"
        + f"<p>{escape(credit)}</p></div>"
        + "<div class='Page-storyBody-after'><div class='PageListStandardE'><h2"
        f" class='PageList-header-title'>{escape(w['related'])}</h2>"
        + _cards((w["other"], w["other2"]), "PagePromo")
        + "</div></div></div></main><footer><p>Copyright 2025 The Wire. All Rights Reserved.</p>"
        "</footer>"
    )


# The next story an infinite-scroll theme appends in full under the first (English).
NEXT_STORY = (
    "The mayor on Wednesday presented a plan to build four thousand flats on the site of the"
    " old freight yard over the next decade, a third of them for rent at capped prices.",
    "The site has stood empty since the railway moved its freight trains to the port in"
    " 2011. Two earlier plans failed because the city could not agree with the railway on"
    " the price of the land.",
    "Residents of the neighbouring streets asked for a park and a school to be built before"
    " the first flats. The mayor said both were part of the plan and would come first.",
)


def _wp_infinite(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    def article(n: int, head: str, texts: tuple[str, ...]) -> str:
        return (
            f"<article id='post-{n}' class='post-{n} post type-post status-publish"
            " format-standard has-post-thumbnail category-city'><header class='entry-header'>"
            f"<h1 class='entry-title'>{escape(head)}</h1><div class='entry-meta'><span"
            " class='posted-on'><time class='entry-date published'>March 11, 2025</time>"
            "</span><span class='byline'> by <span class='author vcard'><a href='/a'>Anna"
            " Berg</a></span></span></div></header><div class='entry-content'>"
            + "".join(_ps(texts))
            + "</div><footer class='entry-footer'><span class='cat-links'>Posted in <a"
            " href='/c/city'>City</a></span></footer></article>"
        )

    return (
        _nav("Metro Herald", ("Home", "City", "Region", "Opinion"))
        + "<div id='primary' class='content-area'><main id='main' class='site-main'>"
        + article(4711, title, paras)
        + "<div id='infinite-handle'><span>Older posts</span></div>"
        + "<div class='infinite-wrap' id='infinite-view-2' data-page-num='2'>"
        + article(4702, w["next"], NEXT_STORY)
        + "</div></main></div><aside id='secondary' class='widget-area'><section"
        " class='widget widget_recent_entries'><h2 class='widget-title'>Recent Posts</h2><ul>"
        + "".join(
            f"<li><a href='/p/{n}'>{escape(t)}</a></li>"
            for n, t in enumerate((w["other"], w["other2"]))
        )
        + "</ul></section></aside><footer id='colophon'><p>Proudly powered by WordPress</p>"
        "</footer>"
    )


def _plain_html(title: str, paras: tuple[str, ...], w: dict[str, str], credit: str) -> str:
    text = "<br><br>\n".join(escape(p) for p in paras)
    menu = "".join(
        f"<a href='/{m.lower()}.html'><font size='2'>{m}</font></a><br>"
        for m in ("Home", "Local", "Region", "Sports", "Obituaries", "Classifieds", "Contact")
    )
    return (
        "<table width='780' border='0' cellpadding='0' cellspacing='0'><tr><td colspan='2'>"
        "<img src='/banner.gif' alt='The Valley Weekly'></td></tr><tr><td width='150'"
        f" valign='top' bgcolor='#eeeeee'>{menu}</td><td width='630' valign='top'>"
        f"<font face='Arial' size='4'><b>{escape(title)}</b></font><br><font size='2'>By Anna"
        " Berg, Staff Writer</font><br><font size='2'>March 11, 2025</font><br><br>"
        f"<font face='Arial' size='2'>{text}</font><br><br>"
        f"<font size='1'><a href='/news/bus.html'>{escape(w['other'])}</a> | <a"
        f" href='/news/bikes.html'>{escape(w['other2'])}</a></font></td></tr><tr><td"
        " colspan='2' align='center'><font size='1'>Copyright 2025 The Valley Weekly. All"
        " rights reserved.</font></td></tr></table>"
    )


# Each system: its builder, the page's language and the chrome keys it prints.
SYSTEMS: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "wp_newspaper": (_wp_newspaper, "en", ("ad", "share", "credit", "bio", "comments",
                                            "comment_note", "remember", "other", "next")),
    "wp_jannah": (_wp_jannah, "en", ("read_also", "ad", "share", "comments", "comment_note",
                                      "remember", "other2", "next")),
    "arc_xp": (_arc_xp, "en", ("ad", "other", "other2")),
    "brightspot": (_brightspot, "en", ("ad", "share", "newsletter", "newsletter2", "other",
                                        "other2", "next", "more")),
    "drupal": (_drupal, "en", ("related", "other", "other2", "next")),
    "ghost": (_ghost, "en", ("other", "next", "next_lead")),
    "medium": (_medium, "en", ("more", "other", "other2", "next")),
    "substack": (_substack, "en", ("other", "next")),
    "de_ippen": (_de_ippen, "de", ("consent", "accept", "credit", "read_also", "other", "ad",
                                    "share", "more", "other2", "next")),
    "fr_monde": (_fr_monde, "fr", ("read_also", "other", "ad", "paywall", "share", "other2",
                                    "next", "credit")),
    "es_infobae": (_es_infobae, "es", ("ad", "credit", "share", "continue", "next",
                                        "next_lead")),
    "it_gedi": (_it_gedi, "it", ("consent", "accept", "read_also", "other", "ad", "credit",
                                  "share", "newsletter", "newsletter2", "other2", "next")),
    "pt_globo": (_pt_globo, "pt", ("consent", "accept", "read_also", "other", "ad", "share",
                                    "other2", "next")),
    "ru_portal": (_ru_portal, "ru", ("read_also", "other", "ad", "credit", "share", "other2",
                                      "next")),
    "zh_portal": (_zh_portal, "zh", ("credit", "ad", "share", "other", "other2", "next")),
    "ja_portal": (_ja_portal, "ja", ("ad", "share", "paywall", "other", "other2", "next")),
    "in_portal": (_in_portal, "en", ("other", "ad", "share", "other2", "next")),
    "ar_portal": (_ar_portal, "ar", ("read_also", "other", "ad", "credit", "share", "other2",
                                      "next")),
    "uk_tabloid": (_uk_tabloid, "en", ("credit", "newsletter", "share", "other", "other2",
                                        "next", "more")),
    "ap_wire": (_ap_wire, "en", ("ad", "share", "other", "other2")),
    "wp_infinite": (_wp_infinite, "en", ("next", *(f"next_story{i}" for i in range(3)))),
    "plain_html": (_plain_html, "en", ("other", "other2")),
    "tr_portal": (_tr_portal, "tr", ("read_also", "other", "ad", "continue", "share", "next",
                                      "next_lead")),
}  # fmt: skip

# Systems whose page ends the story with a closing credit (kept, part of the story).
_CREDITED = {
    "arc_xp": "en",
    "de_ippen": "de",
    "es_infobae": "es",
    "ap_wire": "en_ap",
    "fr_monde": "fr",
    "pt_globo": "pt",
}


def news_page(system: str) -> NewsPage:
    """The article page of ``system``: the story, its chrome and the strings of each."""
    build, lang, keys = SYSTEMS[system]
    title, paras = STORIES[lang]
    words = {**CHROME[lang], **{f"next_story{i}": t for i, t in enumerate(NEXT_STORY)}}
    credit = CREDITS.get(_CREDITED.get(system, ""), "")
    page = _doc(lang, title, build(title, paras, words, credit))
    kept = (*paras, credit) if credit else paras
    chrome = tuple(words[key] for key in keys)
    return NewsPage(page, f"https://news.example.com/{lang}/2025/03/11/{system}", kept, chrome)
