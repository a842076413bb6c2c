"""Synthetic news articles of countries and engines the first two news suites lack.

Each page follows the markup of an article template as news sites ship it today (Greek,
Hebrew, Persian, Romanian, Ukrainian, Swedish, Norwegian, Lithuanian, Thai, Korean,
Chinese (Sina, NetEase, Sohu) and Japanese portals and broadcasters, Indonesian (Kompas,
Detik), Brazilian and Latin American (Arc XP) dailies, an Egyptian portal, an Indian Hindi
portal, WordPress Newspack and VIP, a German live ticker, an Arc XP live blog, a template
whose ``<title>`` is the section's name), in the site's language, with its chrome: ad
labels, image credits inside the text, "read also" inserts, related stories and the next
article at the end, consent text, comment forms, and the story's closing credit (kept).
Each page also says its headline, writer and date. No page is copied from a site or from
the shared datasets. :func:`news_page` returns a :class:`NewsPage3`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape


@dataclass(frozen=True)
class NewsPage3:
    """A synthetic article: markup, story lines, chrome lines and the page's metadata."""

    html: str
    url: str
    paragraphs: tuple[str, ...]
    chrome: tuple[str, ...]
    title: str
    author: str | None
    date: str | None


# Each language: the headline and the story (one story, an old library reopened).
STORIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "el": (
        "Ξανανοίγει η παλιά δημοτική βιβλιοθήκη μετά από τρία χρόνια εργασιών",
        (
            "Η παλιά δημοτική βιβλιοθήκη της πόλης άνοιξε ξανά τη Δευτέρα τις πόρτες της,"
            " ύστερα από τρία χρόνια εργασιών αποκατάστασης που κόστισαν 12 εκατομμύρια ευρώ.",
            "Το κτίριο του 1890 απέκτησε νέα στέγη, ανελκυστήρες και αίθουσες μελέτης για"
            " διακόσια άτομα, ενώ το αρχείο εφημερίδων ψηφιοποιήθηκε σχεδόν ολόκληρο.",
            "«Η βιβλιοθήκη ήταν πάντα το σαλόνι της πόλης και έπρεπε να της το επιστρέψουμε»,"
            " δήλωσε ο δήμαρχος στα εγκαίνια, όπου συγκεντρώθηκαν εκατοντάδες κάτοικοι.",
            "Η βιβλιοθήκη θα μένει ανοιχτή έως τις δέκα το βράδυ τις καθημερινές, ενώ το"
            " Σάββατο θα φιλοξενεί εργαστήρια ανάγνωσης για παιδιά και ηλικιωμένους.",
        ),
    ),
    "he": (
        "הספרייה העירונית הישנה נפתחת מחדש אחרי שלוש שנות שיפוץ",
        (
            "הספרייה העירונית הישנה נפתחה מחדש ביום שני, לאחר שלוש שנות עבודות שימור ושיפוץ"
            " שעלותן הגיעה לכ-45 מיליון שקלים, כך מסרה העירייה.",
            "הבניין, שנבנה ב-1890, קיבל גג חדש, מעליות ואולמות קריאה למאתיים איש, וארכיון"
            " העיתונים ההיסטורי של העיר עבר דיגיטציה כמעט מלאה.",
            '"הספרייה תמיד הייתה הסלון של העיר, והיינו חייבים להחזיר לה את זה", אמר ראש'
            " העירייה בטקס הפתיחה, שאליו הגיעו מאות תושבים.",
            "הספרייה תהיה פתוחה עד עשר בלילה בימי חול, ובשבתות בבוקר יתקיימו בה סדנאות"
            " קריאה לילדים ולמבוגרים.",
        ),
    ),
    "fa": (
        "کتابخانه قدیمی شهر پس از سه سال بازسازی دوباره گشایش یافت",
        (
            "کتابخانه قدیمی شهر روز دوشنبه پس از سه سال عملیات مرمت و بازسازی که بیش از"
            " ۴۰۰ میلیارد ریال هزینه داشت، دوباره درهای خود را به روی مردم گشود.",
            "این ساختمان که در سال ۱۲۷۰ خورشیدی ساخته شده، سقف تازه، آسانسور و تالارهای"
            " مطالعه برای دویست نفر دارد و آرشیو روزنامه‌های آن تقریباً به طور کامل دیجیتال شد.",
            "شهردار در مراسم گشایش که صدها نفر از شهروندان در آن حضور داشتند گفت: «کتابخانه"
            " همیشه خانه مشترک مردم این شهر بوده و باید آن را به مردم بازمی‌گرداندیم.»",
            "کتابخانه در روزهای کاری تا ساعت ده شب باز خواهد بود و روزهای جمعه کارگاه‌های"
            " کتاب‌خوانی برای کودکان و سالمندان برگزار می‌کند.",
        ),
    ),
    "ro": (
        "Vechea bibliotecă municipală se redeschide după trei ani de lucrări",
        (
            "Vechea bibliotecă municipală a orașului și-a redeschis luni porțile, după trei ani"
            " de lucrări de restaurare care au costat 12 milioane de euro.",
            "Clădirea din 1890 a primit un acoperiș nou, lifturi și săli de lectură pentru două"
            " sute de persoane, iar arhiva de ziare a fost digitalizată aproape în întregime.",
            "„Biblioteca a fost mereu sufrageria orașului și trebuia să i-o dăm înapoi”, a"
            " declarat primarul la inaugurare, unde s-au adunat sute de locuitori.",
            "Biblioteca va fi deschisă până la ora zece seara în zilele lucrătoare, iar sâmbăta"
            " va găzdui ateliere de lectură pentru copii și vârstnici.",
        ),
    ),
    "uk": (
        "Стара міська бібліотека знову відкрилася після трьох років ремонту",
        (
            "Стара міська бібліотека в понеділок знову відчинила двері для читачів після трьох"
            " років реставраційних робіт, які коштували 12 мільйонів євро.",
            "Будівля 1890 року отримала новий дах, ліфти та читальні зали на двісті осіб, а"
            " архів газет майже повністю оцифрували.",
            "«Бібліотека завжди була вітальнею міста, і ми мали її повернути людям», — сказав"
            " міський голова на відкритті, куди прийшли сотні мешканців.",
            "Бібліотека працюватиме до десятої вечора в робочі дні, а по суботах проводитиме"
            " читацькі майстерні для дітей та людей похилого віку.",
        ),
    ),
    "sv": (
        "Det gamla stadsbiblioteket öppnar igen efter tre års renovering",
        (
            "Det gamla stadsbiblioteket öppnade på måndagen dörrarna igen efter tre års"
            " restaureringsarbete som kostat 130 miljoner kronor.",
            "Byggnaden från 1890 har fått nytt tak, hissar och läsesalar för tvåhundra"
            " personer, och tidningsarkivet har digitaliserats nästan helt.",
            "– Biblioteket har alltid varit stadens vardagsrum och vi var tvungna att ge"
            " tillbaka det, sade kommunstyrelsens ordförande vid invigningen, där hundratals"
            " invånare samlades.",
            "Biblioteket kommer att hålla öppet till klockan tio på kvällen på vardagar, och på"
            " lördagar ordnas läsverkstäder för barn och äldre.",
        ),
    ),
    "lt": (
        "Senoji miesto biblioteka po trejų metų remonto vėl atveria duris",
        (
            "Senoji miesto biblioteka pirmadienį vėl atvėrė duris skaitytojams po trejų metų"
            " restauravimo darbų, kurie kainavo 12 milijonų eurų.",
            "1890 metų pastatas gavo naują stogą, liftus ir skaityklas dviem šimtams žmonių, o"
            " laikraščių archyvas beveik visas suskaitmenintas.",
            "„Biblioteka visada buvo miesto svetainė, ir mes turėjome ją grąžinti žmonėms“, –"
            " atidarymo metu sakė meras, kur susirinko šimtai gyventojų.",
            "Darbo dienomis biblioteka veiks iki dešimtos valandos vakaro, o šeštadieniais joje"
            " vyks skaitymo dirbtuvės vaikams ir senjorams.",
        ),
    ),
    "th": (
        "ห้องสมุดเก่าของเมืองเปิดให้บริการอีกครั้งหลังปรับปรุงนานสามปี",
        (
            "ห้องสมุดประจำเมืองแห่งเก่ากลับมาเปิดให้บริการอีกครั้งเมื่อวันจันทร์"
            " หลังจากใช้เวลาบูรณะนานสามปีด้วยงบประมาณกว่า 450 ล้านบาท",
            "อาคารที่สร้างขึ้นเมื่อปี 2433 ได้รับการเปลี่ยนหลังคาใหม่ ติดตั้งลิฟต์"
            " และห้องอ่านหนังสือที่รองรับได้สองร้อยคน ส่วนหอจดหมายเหตุหนังสือพิมพ์ถูกแปลงเป็นดิจิทัลเกือบทั้งหมด",
            "นายกเทศมนตรีกล่าวในพิธีเปิดซึ่งมีประชาชนหลายร้อยคนมาร่วมงานว่า"
            " \u201cห้องสมุดเป็นห้องรับแขกของเมืองมาโดยตลอด และเราต้องคืนสิ่งนี้ให้กับประชาชน\u201d",
            "ห้องสมุดจะเปิดให้บริการถึงสี่ทุ่มในวันทำการ และในวันเสาร์จะมีกิจกรรมส่งเสริมการอ่านสำหรับเด็กและผู้สูงอายุ",
        ),
    ),
    "zh": (
        "老城图书馆历时三年修缮后重新开放",
        (
            "本报讯 老城图书馆经过三年的修缮工程，于周一重新向读者开放。此次修缮总投资约9000万元，"
            "由市财政和省级专项资金共同承担。",
            "这座建于1890年的建筑更换了屋顶，新增电梯和可容纳两百人的阅览室，馆藏的历史报纸档案也已"
            "基本完成数字化。",
            "市长在开馆仪式上表示：\u201c图书馆一直是这座城市的客厅，我们必须把它还给市民。\u201d当天有"
            "数百名市民到场参观。",
            "图书馆工作日将开放至晚上十点，周六还将为儿童和老年人举办阅读工作坊。",
        ),
    ),
    "ja": (
        "旧市立図書館、3年の改修を終えて再開館",
        (
            "市の旧市立図書館が3年にわたる改修工事を終え、月曜日に再び開館しました。工事費はおよそ"
            "20億円で、市と国が分担しました。",
            "1890年に建てられた建物は屋根を新しくし、エレベーターと200人が利用できる閲覧室を設けた"
            "ほか、新聞のアーカイブもほぼすべてデジタル化されました。",
            "市長は開館式で「図書館はずっと街の居間だった。それを市民に返さなければならなかった」と"
            "述べ、会場には数百人の市民が集まりました。",
            "図書館は平日は午後10時まで開館し、土曜日には子どもや高齢者向けの読書講座を開く予定です。",
        ),
    ),
    "id": (
        "Perpustakaan tua kota dibuka kembali setelah tiga tahun renovasi",
        (
            "Perpustakaan tua milik pemerintah kota kembali dibuka untuk umum pada Senin, setelah"
            " tiga tahun pekerjaan pemugaran yang menelan biaya Rp 200 miliar.",
            "Gedung yang dibangun pada 1890 itu kini memiliki atap baru, lift, dan ruang baca"
            " untuk dua ratus orang, sementara arsip surat kabarnya hampir seluruhnya sudah"
            " didigitalkan.",
            '"Perpustakaan selalu menjadi ruang tamu kota ini dan kami harus mengembalikannya'
            ' kepada warga," kata wali kota saat peresmian yang dihadiri ratusan warga.',
            "Perpustakaan akan buka hingga pukul 22.00 pada hari kerja, dan setiap Sabtu akan"
            " menggelar lokakarya membaca untuk anak-anak dan lansia.",
        ),
    ),
    "es": (
        "La vieja biblioteca municipal reabre sus puertas tras tres años de obras",
        (
            "La vieja biblioteca municipal de la ciudad volvió a abrir sus puertas el lunes,"
            " después de tres años de obras de restauración que costaron 2.400 millones de pesos.",
            "El edificio de 1890 recibió un techo nuevo, ascensores y salas de lectura para"
            " doscientas personas, y el archivo de diarios quedó digitalizado casi por completo.",
            "“La biblioteca siempre fue el living de la ciudad y teníamos que devolvérsela a la"
            " gente”, dijo el intendente en la inauguración, a la que asistieron cientos de"
            " vecinos.",
            "La biblioteca abrirá hasta las diez de la noche los días hábiles y los sábados"
            " ofrecerá talleres de lectura para chicos y adultos mayores.",
        ),
    ),
    "ar": (
        "إعادة افتتاح المكتبة القديمة بالمدينة بعد ثلاث سنوات من الترميم",
        (
            "أعيد يوم الاثنين افتتاح المكتبة العامة القديمة بالمدينة أمام الجمهور، بعد ثلاث"
            " سنوات من أعمال الترميم التي تكلفت نحو 400 مليون جنيه.",
            "وحصل المبنى الذي شيد عام 1890 على سقف جديد ومصاعد وقاعات اطلاع تتسع لمئتي شخص،"
            " كما جرت رقمنة أرشيف الصحف بالكامل تقريباً.",
            'وقال المحافظ خلال حفل الافتتاح الذي حضره مئات المواطنين: "كانت المكتبة دائماً'
            ' بيت المدينة، وكان علينا أن نعيدها إلى أهلها".',
            "وستفتح المكتبة أبوابها حتى العاشرة مساءً في أيام العمل، وتنظم يوم السبت ورش"
            " قراءة للأطفال وكبار السن.",
        ),
    ),
    "hi": (
        "तीन साल की मरम्मत के बाद शहर का पुराना पुस्तकालय फिर से खुला",
        (
            "शहर का पुराना सार्वजनिक पुस्तकालय तीन साल तक चले जीर्णोद्धार कार्य के बाद सोमवार को"
            " फिर से पाठकों के लिए खोल दिया गया। इस काम पर लगभग 110 करोड़ रुपये खर्च हुए।",
            "1890 में बनी इस इमारत की छत नई बनाई गई है, लिफ्ट लगाई गई हैं और दो सौ लोगों के बैठने"
            " लायक वाचनालय तैयार किए गए हैं। अखबारों का पुराना संग्रह लगभग पूरी तरह डिजिटल हो चुका है।",
            "उद्घाटन समारोह में मौजूद सैकड़ों लोगों के सामने महापौर ने कहा, \u201cपुस्तकालय हमेशा से"
            " शहर की बैठक रहा है और हमें इसे लोगों को लौटाना ही था।\u201d",
            "पुस्तकालय कामकाजी दिनों में रात दस बजे तक खुला रहेगा और हर शनिवार बच्चों तथा"
            " बुजुर्गों के लिए पठन कार्यशालाएं आयोजित की जाएंगी।",
        ),
    ),
    "pt": (
        "Antiga biblioteca municipal reabre após três anos de obras",
        (
            "A antiga biblioteca municipal da cidade reabriu as portas nesta segunda-feira,"
            " depois de três anos de obras de restauro que custaram R$ 70 milhões.",
            "O prédio de 1890 ganhou telhado novo, elevadores e salas de leitura para duzentas"
            " pessoas, e o arquivo de jornais foi quase todo digitalizado.",
            "“A biblioteca sempre foi a sala de estar da cidade, e precisávamos devolvê-la à"
            " população”, disse o prefeito na inauguração, que reuniu centenas de moradores.",
            "A biblioteca vai funcionar até as 22h nos dias úteis e, aos sábados, vai oferecer"
            " oficinas de leitura para crianças e idosos.",
        ),
    ),
    "de": (
        "Alte Stadtbibliothek öffnet nach drei Jahren Sanierung wieder",
        (
            "Die alte Stadtbibliothek hat am Montag nach drei Jahren Sanierung wieder ihre"
            " Türen geöffnet. Die Arbeiten kosteten rund zwölf Millionen Euro.",
            "Das Gebäude von 1890 erhielt ein neues Dach, Aufzüge und Lesesäle für zweihundert"
            " Menschen, das Zeitungsarchiv wurde fast vollständig digitalisiert.",
            "„Die Bibliothek war immer das Wohnzimmer der Stadt, und wir mussten es den"
            " Menschen zurückgeben“, sagte der Oberbürgermeister bei der Eröffnung, zu der"
            " Hunderte Bürger kamen.",
            "Die Bibliothek ist werktags bis 22 Uhr geöffnet, samstags gibt es Leseworkshops"
            " für Kinder und ältere Menschen.",
        ),
    ),
    "ko": (
        "옛 시립도서관, 3년간의 보수 공사 마치고 다시 문 열어",
        (
            "옛 시립도서관이 3년에 걸친 보수 공사를 마치고 월요일 다시 문을 열었다. 공사비는"
            " 약 180억 원으로 시와 정부가 나눠 부담했다.",
            "1890년에 지어진 건물은 지붕을 새로 얹고 엘리베이터와 200명이 이용할 수 있는"
            " 열람실을 갖췄으며, 신문 자료실도 거의 모두 디지털화했다.",
            "시장은 개관식에서 “도서관은 늘 도시의 거실이었고, 이를 시민에게 돌려드려야"
            " 했다”고 말했다. 이날 행사에는 시민 수백 명이 참석했다.",
            "도서관은 평일 오후 10시까지 문을 열고, 토요일에는 어린이와 어르신을 위한 독서"
            " 교실을 운영한다.",
        ),
    ),
    "nb": (
        "Det gamle byblioteket åpner igjen etter tre års oppussing",
        (
            "Det gamle byblioteket åpnet mandag dørene igjen etter tre års"
            " restaureringsarbeid som har kostet 140 millioner kroner.",
            "Bygningen fra 1890 har fått nytt tak, heiser og lesesaler for to hundre"
            " personer, og avisarkivet er nesten helt digitalisert.",
            "– Biblioteket har alltid vært byens stue, og vi måtte gi det tilbake til"
            " folk, sa ordføreren ved åpningen, der flere hundre innbyggere var samlet.",
            "Biblioteket vil holde åpent til klokken ti om kvelden på hverdager, og på"
            " lørdager blir det leseverksteder for barn og eldre.",
        ),
    ),
    "en": (
        "The old city library reopens after a three-year restoration",
        (
            "The old city library reopened its doors on Monday after a three-year restoration"
            " that cost $38 million, paid for by the city and a state preservation grant.",
            "The 1890 building has a new roof, elevators and reading rooms for two hundred"
            " people, and its archive of local newspapers has been almost entirely digitized.",
            "“The library was always the city's living room, and we had to give it back,” the"
            " mayor said at the opening, which drew hundreds of residents to the steps.",
            "The library will stay open until 10 p.m. on weekdays, and on Saturdays it will run"
            " reading workshops for children and older residents.",
        ),
    ),
}


def _p(paras: tuple[str, ...], cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return "".join(f"<p{attr}>{escape(p)}</p>" for p in paras)


def _links(titles: tuple[str, ...], cls: str = "") -> str:
    attr = f" class='{cls}'" if cls else ""
    return "".join(
        f"<li{attr}><a href='/news/{n}-story'>{escape(t)}</a></li>" for n, t in enumerate(titles)
    )


def _header(site: str, items: tuple[str, ...]) -> str:
    links = "".join(f"<li><a href='/{n}'>{escape(i)}</a></li>" for n, i in enumerate(items))
    logo = f"<a class='logo' href='/'>{escape(site)}</a>"
    return f"<header>{logo}<nav><ul>{links}</ul></nav></header>"


def _footer(lines: tuple[str, ...]) -> str:
    return "<footer>" + "".join(f"<p>{escape(x)}</p>" for x in lines) + "</footer>"


def _doc(lang: str, title: str, body: str, site: str, head: str = "", tab: str = "") -> str:
    """The document around ``body``; with ``tab``, the ``<title>`` is ``tab`` alone and
    no ``og:title`` names the story (a section's name as the page's title)."""
    direction = " dir='rtl'" if lang in ("ar", "he", "fa") else ""
    named = f"<meta property='og:title' content='{escape(title)}'>" if not tab else ""
    return (
        f"<!DOCTYPE html><html lang='{lang}'{direction}><head><meta charset='utf-8'>"
        f"<title>{escape(tab or f'{title} - {site}')}</title>{named}"
        f"<meta property='og:type' content='article'>{head}</head><body>{body}</body></html>"
    )


@dataclass(frozen=True)
class _Built:
    body: str
    chrome: tuple[str, ...]
    author: str | None
    head: str = ""
    kept: tuple[str, ...] = ()
    tab: str = ""  # the <title> when it is not the story's headline


def _el_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Πώς θα λειτουργούν τα λεωφορεία τα Χριστούγεννα"
    chrome = ("ΔΙΑΦΗΜΙΣΗ", "Διαβάστε επίσης:", read, "Φωτογραφία: EUROKINISSI",
              "Σχετικά Άρθρα", "Νέο δημοτικό κολυμβητήριο στα δυτικά προάστια")  # fmt: skip
    body = (
        _header("Η Εφημερίδα", ("Πολιτική", "Κοινωνία", "Οικονομία", "Κόσμος", "Αθλητισμός"))
        + "<main><article class='article'><div class='article-header'><a class='category'"
        " href='/koinonia'>Κοινωνία</a><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-meta'><span class='author'>Συντάκτης: <a"
        " href='/author/maria-papadopoulou'>Μαρία Παπαδοπούλου</a></span><span class='date'>"
        "05.03.2025 • 14:32</span></div></div><div class='article-body'>"
        + _p(paras[:1])
        + "<figure class='image'><img src='/l.jpg' alt=''><figcaption><span class='credit'>"
        "Φωτογραφία: EUROKINISSI</span></figcaption></figure>"
        + _p(paras[1:2])
        + "<div class='ad-slot'><span class='ad-label'>ΔΙΑΦΗΜΙΣΗ</span></div>"
        + f"<p class='read-also'><strong>Διαβάστε επίσης:</strong> <a href='/bus'>{read}</a></p>"
        + _p(paras[2:])
        + "</div></article><section class='related'><h3>Σχετικά Άρθρα</h3><ul>"
        + _links(("Νέο δημοτικό κολυμβητήριο στα δυτικά προάστια",))
        + "</ul></section></main>"
        + _footer(("© 2025 Η Εφημερίδα",))
    )
    return _Built(body, chrome, "Μαρία Παπαδοπούλου")


def _he_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("פרסומת", "צילום: דוברות העירייה", "כתבות נוספות",
              "נמל העיר מזמין שתי ספינות גרר חדשות", "שתפו בפייסבוק")  # fmt: skip
    body = (
        _header("החדשות", ("חדשות", "כלכלה", "ספורט", "תרבות"))
        + "<main><article><header class='art-header'><h1 class='mainTitle'>"
        f"{escape(title)}</h1><h2 class='subTitle'>העבודות נמשכו שלוש שנים</h2>"
        "<div class='authors'><span class='authorName'><a href='/author/yossi-cohen'>יוסי כהן"
        "</a></span><time class='date' datetime='2025-03-05T12:32:00.000Z'>05.03.25 | 14:32"
        "</time></div></header><div class='share'><a href='#'>שתפו בפייסבוק</a></div>"
        "<div class='article-body'>"
        + _p(paras[:2])
        + "<figure><img src='/l.jpg' alt=''><figcaption>הספרייה אחרי השיפוץ<span"
        " class='credit'>צילום: דוברות העירייה</span></figcaption></figure>"
        "<div class='ad'><span>פרסומת</span></div>"
        + _p(paras[2:])
        + "</div></article><aside class='more-articles'><h3>כתבות נוספות</h3><ul>"
        + _links(("נמל העיר מזמין שתי ספינות גרר חדשות",))
        + "</ul></aside></main>"
        + _footer(("כל הזכויות שמורות",))
    )
    return _Built(body, chrome, "יוסי כהן")


def _fa_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "بیشتر بخوانید: بلیت اتوبوس از دی ماه گران می‌شود"
    chrome = (read, "تبلیغات", "اخبار مرتبط", "بندر دو یدک‌کش تازه سفارش داد",
              "ارسال نظر", "نظر شما پس از تایید منتشر می‌شود")  # fmt: skip
    body = (
        _header("خبرگزاری", ("سیاسی", "اقتصادی", "اجتماعی", "فرهنگی"))
        + "<main><div class='news-content'><div class='item-header'><h1 class='title'>"
        f"{escape(title)}</h1><div class='item-date'><span>۱۵ اسفند ۱۴۰۳ - ۱۴:۳۲</span></div>"
        "</div><div class='item-summary'><p>مرمت ساختمان تاریخی سه سال طول کشید.</p></div>"
        "<div class='item-text'>"
        + _p(paras[:2])
        + f"<p class='read-more'><a href='/bus'>{escape(read)}</a></p>"
        + "<div class='ads'><span>تبلیغات</span></div>"
        + _p(paras[2:])
        + "</div><div class='item-author'>نویسنده: علی رضایی</div></div>"
        "<section class='related-news'><h3>اخبار مرتبط</h3><ul>"
        + _links(("بندر دو یدک‌کش تازه سفارش داد",))
        + "</ul></section><section class='comments-form'><h3>ارسال نظر</h3><form><p>نظر شما"
        " پس از تایید منتشر می‌شود</p><textarea></textarea><button>ارسال</button></form>"
        "</section></main>" + _footer(("کلیه حقوق محفوظ است",))
    )
    return _Built(body, chrome, "علی رضایی")


def _ro_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Citește și: Biletul de autobuz se scumpește din ianuarie"
    chrome = (read, "PUBLICITATE", "Foto: Inquam Photos / Octav Ganea",
              "Urmărește-ne pe Google News", "Lasă un comentariu",
              "Adresa ta de email nu va fi publicată.")  # fmt: skip
    body = (
        _header("Știri", ("Actualitate", "Politică", "Economie", "Externe", "Sport"))
        + "<main><article class='article'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='author-meta'>de <a href='/autor/andrei-popescu'>"
        "Andrei Popescu</a> <span class='date'>5 martie 2025, 14:32</span></div>"
        "<div class='article-content'>"
        + _p(paras[:1])
        + "<figure><img src='/l.jpg' alt=''><figcaption>Foto: Inquam Photos / Octav Ganea"
        "</figcaption></figure>"
        + _p(paras[1:2])
        + f"<p><strong><a href='/bus'>{escape(read)}</a></strong></p>"
        + "<div class='ad'><span>PUBLICITATE</span></div>"
        + _p(paras[2:])
        + "<p class='gnews'><a href='https://news.google.com/'>Urmărește-ne pe Google News</a>"
        "</p></div></article><div id='respond' class='comment-respond'><h3"
        " class='comment-reply-title'>Lasă un comentariu</h3><form><p class='comment-notes'>"
        "Adresa ta de email nu va fi publicată.</p><textarea></textarea></form></div></main>"
        + _footer(("© 2025 Știri",))
    )
    return _Built(body, chrome, "Andrei Popescu")


def _uk_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Читайте також: Проїзд в автобусах подорожчає з січня"
    chrome = (read, "Реклама:", "Фото: Олександр Мельник", "Новини по темі",
              "Порт замовив два нових буксири", "Ми використовуємо файли cookie",
              "Прийняти")  # fmt: skip
    body = (
        "<div class='cookie-banner'><p>Ми використовуємо файли cookie, щоб покращити роботу"
        " сайту.</p><button>Прийняти</button></div>"
        + _header("Правда", ("Новини", "Публікації", "Економіка", "Культура"))
        + "<main><article class='post'><h1 class='post_title'>"
        f"{escape(title)}</h1><div class='post_time'><span class='post_author'><a"
        " href='/authors/olena-koval/'>Олена Коваль</a></span> — Середа, 5 березня 2025, 14:32"
        "</div><div class='post_text'>"
        + _p(paras[:2])
        + "<div class='photo'><img src='/l.jpg' alt=''><div class='photo_comment'>Фото:"
        " Олександр Мельник</div></div>"
        + f"<p><a href='/bus'>{escape(read)}</a></p><div class='banner'><span>Реклама:</span>"
        "</div>"
        + _p(paras[2:])
        + "</div></article><div class='related'><h3>Новини по темі</h3><ul>"
        + _links(("Порт замовив два нових буксири",))
        + "</ul></div></main>"
        + _footer(("© 2025 Правда",))
    )
    return _Built(body, chrome, "Олена Коваль")


def _sv_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Busskortet blir dyrare från januari"
    chrome = ("ANNONS", "LÄS OCKSÅ", read, "Foto: Jonas Ekströmer/TT", "Dela artikeln",
              "Mer om", "Hamnen beställer två nya bogserbåtar")  # fmt: skip
    body = (
        _header("Tidningen", ("Nyheter", "Sverige", "Världen", "Ekonomi", "Kultur"))
        + "<main><article><header><h1 class='article__headline'>"
        f"{escape(title)}</h1><div class='article__byline'><a class='byline__author'"
        " href='/av/anna-lindqvist'>Anna Lindqvist</a><span class='byline__title'>Reporter"
        "</span></div><div class='article__dates'><span>Publicerad 5 mars 2025 kl. 14.32"
        "</span></div><button>Dela artikeln</button></header><div class='article__body'>"
        "<figure><img src='/l.jpg' alt=''><figcaption>Läsesalen efter renoveringen. <span"
        " class='credit'>Foto: Jonas Ekströmer/TT</span></figcaption></figure>"
        + _p(paras[:2])
        + "<div class='ad'><span>ANNONS</span></div><aside class='teaser'><span>LÄS OCKSÅ"
        f"</span><a href='/bus'>{read}</a></aside>"
        + _p(paras[2:])
        + "</div><div class='tags'><h3>Mer om</h3><a href='/t/bibliotek'>Bibliotek</a></div>"
        "</article><section class='more'><ul>"
        + _links(("Hamnen beställer två nya bogserbåtar",))
        + "</ul></section></main>"
        + _footer(("© 2025 Tidningen",))
    )
    return _Built(body, chrome, "Anna Lindqvist")


def _lt_portal(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Autobusų bilietai brangs nuo sausio"
    chrome = ("Reklama", "Taip pat skaitykite:", read, "Susiję straipsniai",
              "Uostas užsakė du naujus vilkikus", "Rašyti komentarą")  # fmt: skip
    body = (
        _header("Naujienos", ("Lietuvoje", "Pasaulyje", "Verslas", "Sportas"))
        + "<main><div class='article'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-info'><div class='source-date'>"
        "<span class='author'>Jonas Kazlauskas</span><span class='date'>2025-03-05 14:32"
        "</span></div></div><div class='article-body'>"
        + _p(paras[:2])
        + "<div class='banner'><span>Reklama</span></div><p class='also'><strong>Taip pat"
        f" skaitykite:</strong> <a href='/bus'>{read}</a></p>"
        + _p(paras[2:])
        + "</div><section class='related'><h3>Susiję straipsniai</h3><ul>"
        + _links(("Uostas užsakė du naujus vilkikus",))
        + "</ul></section><div class='comments'><a href='#c'>Rašyti komentarą</a></div></div>"
        "</main>" + _footer(("© 2025 Naujienos",))
    )
    return _Built(body, chrome, "Jonas Kazlauskas")


def _th_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("โฆษณา", "อ่านข่าวที่เกี่ยวข้อง", "ท่าเรือสั่งซื้อเรือลากจูงใหม่สองลำ",
              "ข่าวแนะนำ", "แชร์ข่าว")  # fmt: skip
    body = (
        _header("ข่าวไทย", ("หน้าแรก", "ข่าวการเมือง", "เศรษฐกิจ", "กีฬา"))
        + "<main><article class='article'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-meta'><span class='author'>โดย สมชาย ใจดี"
        "</span><span class='date'>5 มี.ค. 2568 14:32 น.</span></div><div class='share'>"
        "<span>แชร์ข่าว</span></div><div class='article-content'>"
        + _p(paras[:2])
        + "<div class='ads'><span>โฆษณา</span></div>"
        + _p(paras[2:])
        + "</div><div class='related'><h3>อ่านข่าวที่เกี่ยวข้อง</h3><ul>"
        + _links(("ท่าเรือสั่งซื้อเรือลากจูงใหม่สองลำ",))
        + "</ul></div></article><section class='recommend'><h3>ข่าวแนะนำ</h3><ul>"
        + _links(("ค่าโดยสารรถเมล์ขึ้นราคาเดือนมกราคม",))
        + "</ul></section></main>"
        + _footer(("© 2568 ข่าวไทย",))
    )
    return _Built(body, chrome, "สมชาย ใจดี")


def _zh_sina(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("责任编辑：王明", "新浪声明：此消息系转载自新浪合作媒体", "相关新闻",
              "港口订购两艘新拖船", "APP专享")  # fmt: skip
    body = (
        _header("新闻中心", ("首页", "国内", "国际", "财经", "体育"))
        + "<div class='main-content w1240'><h1 class='main-title'>"
        f"{escape(title)}</h1><div class='top-bar-wrap'><div class='date-source'><span"
        " class='date'>2025年03月05日 14:32</span><a class='source' href='/'>新华网</a></div>"
        "</div><div class='article' id='article'>"
        + _p(paras)
        + "<p class='article-editor'>责任编辑：王明</p></div><div class='statement'>新浪声明："
        "此消息系转载自新浪合作媒体</div><div class='app-kaihu'>APP专享</div>"
        "<div class='related'><h3>相关新闻</h3><ul>"
        + _links(("港口订购两艘新拖船",))
        + "</ul></div></div>"
        + _footer(("Copyright © 1996-2025 新浪",))
    )
    return _Built(body, chrome, None)


def _ja_nhk(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("関連ニュース", "港が新しいタグボート2隻を発注", "シェアする", "NHKニュース",
              "特集一覧")  # fmt: skip
    body = (
        "<header class='gnavi'><a href='/'>NHKニュース</a><ul><li><a href='/s'>社会</a></li>"
        "<li><a href='/p'>政治</a></li><li><a href='/e'>経済</a></li></ul></header>"
        "<main><section class='module--detail'><header class='module--header'><h1"
        f" class='content--title'><span>{escape(title)}</span></h1><p class='content--date'>"
        "<time datetime='2025-03-05T14:32'>2025年3月5日 14時32分</time></p><div"
        " class='content--header-share'><span>シェアする</span></div></header>"
        "<div class='content--detail-body'><p class='content--summary'>"
        + escape(paras[0])
        + "</p><div class='content--body'><div class='body-text'>"
        + "".join(f"<p>{escape(p)}</p>" for p in paras[1:])
        + "</div></div></div></section><section class='module--list'><h2>関連ニュース</h2>"
        "<ul>"
        + _links(("港が新しいタグボート2隻を発注",))
        + "</ul></section><nav class='special'><a href='/t'>特集一覧</a></nav></main>"
        + _footer(("Copyright NHK (Japan Broadcasting Corporation) All rights reserved.",))
    )
    return _Built(body, chrome, None)


def _id_kompas(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Tarif bus kota naik mulai Januari"
    chrome = ("Baca juga:", read, "KOMPAS.com/ANDI SAPUTRA",
              "Simak breaking news dan berita pilihan kami langsung di ponselmu.",
              "Dapatkan update berita pilihan setiap hari.", "Editor: Rina Wulandari")  # fmt: skip
    body = (
        _header("Kompas", ("News", "Nasional", "Megapolitan", "Regional", "Money"))
        + "<main><div class='read__header'><h1 class='read__title'>"
        f"{escape(title)}</h1><div class='read__time'>Kompas.com - 05/03/2025, 14:32 WIB</div>"
        "</div><div class='read__credit'><div class='credit-title-name'><h6>Penulis</h6><a"
        " href='/author/andi'>Andi Saputra</a></div><div class='credit-title-name'><h6>Editor"
        "</h6><a href='/editor/rina'>Rina Wulandari</a></div></div><div class='photo'><img"
        " src='/l.jpg' alt=''><div class='photo__caption'>Ruang baca perpustakaan kota.</div>"
        "<div class='photo__author'>KOMPAS.com/ANDI SAPUTRA</div></div>"
        "<div class='read__content'><div class='clearfix'>"
        + f"<p><strong>KOMPAS.com</strong> - {escape(paras[0])}</p>"
        + _p(paras[1:2])
        + f"<p><strong>Baca juga:</strong> <a class='inner-link-baca-juga' href='/bus'>{read}</a>"
        "</p>"
        + _p(paras[2:])
        + "</div><div class='kompasidRec'><p>Simak breaking news dan berita pilihan kami"
        " langsung di ponselmu.</p></div><p class='ga--whatsapp'>Dapatkan update berita"
        " pilihan setiap hari.</p></div></main>"
        + _footer(("Copyright 2008 - 2025 PT. Kompas Cyber Media",))
    )
    return _Built(body, chrome, "Andi Saputra")


def _es_arc(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("PUBLICIDAD", "Foto: Juano Tesone", "Newsletter", "Recibí las noticias más"
              " importantes en tu mail", "Sobre la firma", "Más noticias",
              "El boleto de colectivo aumenta en enero")  # fmt: skip
    body = (
        _header("El Diario", ("Política", "Sociedad", "Economía", "Deportes", "Opinión"))
        + "<main><article class='article'><header class='article-header'><h1"
        f" class='article-headline'>{escape(title)}</h1><h2 class='article-subheadline'>El"
        " edificio de 1890 fue restaurado por completo.</h2><div class='byline'><a"
        " href='/autor/juan-perez/'>Juan Pérez</a></div><time class='article-date'"
        " datetime='2025-03-05T14:32:00-03:00'>5 de marzo de 2025 · 14:32</time></header>"
        "<figure><img src='/l.jpg' alt=''><figcaption>La sala de lectura restaurada. Foto:"
        " Juano Tesone</figcaption></figure><div class='article-body'>"
        + "".join(f"<p class='paragraph'>{escape(p)}</p>" for p in paras[:2])
        + "<div class='ad-container'><span>PUBLICIDAD</span></div>"
        + "".join(f"<p class='paragraph'>{escape(p)}</p>" for p in paras[2:])
        + "</div><div class='newsletter'><h4>Newsletter</h4><p>Recibí las noticias más"
        " importantes en tu mail</p><form><input type='email'></form></div><div"
        " class='author-bio'><h4>Sobre la firma</h4><p>Juan Pérez</p></div></article>"
        "<section class='more-news'><h2>Más noticias</h2><ul>"
        + _links(("El boleto de colectivo aumenta en enero",))
        + "</ul></section></main>"
        + _footer(("© 2025 El Diario",))
    )
    head = "<meta property='article:published_time' content='2025-03-05T17:32:00Z'>"
    return _Built(body, chrome, "Juan Pérez", head)


def _ar_youm(title: str, paras: tuple[str, ...]) -> _Built:
    read = "اقرأ أيضا.. ارتفاع أسعار تذاكر الحافلات في يناير"
    chrome = (read, "إعلان", "المزيد من الأخبار", "الميناء يتعاقد على قاطرتين جديدتين",
              "اضف تعليق", "شارك")  # fmt: skip
    body = (
        _header("الأخبار", ("أخبار مصر", "عربي ودولي", "اقتصاد", "رياضة"))
        + "<main><div class='articleCont'><div class='articleHeader'><h1>"
        f"{escape(title)}</h1><span class='writeBy'>كتب أحمد حسن</span><span"
        " class='newsStoryDate'>الأربعاء، 05 مارس 2025 02:32 م</span></div><div"
        " class='share'><span>شارك</span></div><div id='articleBody' class='articleBody'>"
        + _p(paras[:2])
        + f"<p><a href='/bus'>{read}</a></p><div class='adv'><span>إعلان</span></div>"
        + _p(paras[2:])
        + "</div></div><div class='moreNews'><h3>المزيد من الأخبار</h3><ul>"
        + _links(("الميناء يتعاقد على قاطرتين جديدتين",))
        + "</ul></div><div class='commentForm'><h3>اضف تعليق</h3><form><textarea></textarea>"
        "</form></div></main>" + _footer(("جميع الحقوق محفوظة",))
    )
    return _Built(body, chrome, "أحمد حسن")


def _hi_portal3(title: str, paras: tuple[str, ...]) -> _Built:
    read = "ये भी पढ़ें: जनवरी से बस का किराया बढ़ेगा"
    chrome = ("विज्ञापन", read, "रिलेटेड", "बंदरगाह ने दो नई टगबोट का ऑर्डर दिया",
              "न्यूज डेस्क, अमर समाचार, नई दिल्ली")  # fmt: skip
    body = (
        _header("समाचार", ("देश", "दुनिया", "खेल", "मनोरंजन"))
        + "<main><div class='article-header'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='auther-detail'><span>न्यूज डेस्क, अमर समाचार, नई"
        " दिल्ली</span> <span class='auther'>Published by: <a href='/author/rahul-sharma'>"
        "राहुल शर्मा</a></span> <span class='date'>Updated Wed, 05 Mar 2025 02:32 PM IST</span>"
        "</div></div><div class='article-desc'>"
        + _p(paras[:2])
        + "<div class='ads'><span>विज्ञापन</span></div>"
        + f"<p><a href='/bus'>{read}</a></p>"
        + _p(paras[2:])
        + "</div><div class='related-story'><h3>रिलेटेड</h3><ul>"
        + _links(("बंदरगाह ने दो नई टगबोट का ऑर्डर दिया",))
        + "</ul></div></main>"
        + _footer(("© 2025 समाचार",))
    )
    return _Built(body, chrome, "राहुल शर्मा")


def _en_newspack(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Republish this story", "Get the news in your inbox",
              "Support our nonprofit newsroom", "Leave a Reply",
              "Your email address will not be published.",
              "Port authority orders two new tugboats")  # fmt: skip
    credit = "This story was produced in partnership with the Local News Lab."
    body = (
        _header("The Valley Ledger", ("News", "Politics", "Education", "Environment"))
        + "<div id='content' class='site-content'><main id='main' class='site-main'><article"
        " class='post type-post status-publish'><header class='entry-header'><span"
        " class='cat-links'><a href='/category/culture/'>Culture</a></span><h1"
        f" class='entry-title'>{escape(title)}</h1><div class='entry-subhead'><div"
        " class='entry-meta'><span class='byline'><span class='author-prefix'>by</span> <span"
        " class='author vcard'><a class='url fn n' href='/author/jane-doe/'>Jane Doe</a></span>"
        "</span><span class='posted-on'><time class='entry-date published'"
        " datetime='2025-03-05T14:32:00-05:00'>March 5, 2025</time></span></div><div"
        " class='share'><a href='#' class='republish'>Republish this story</a></div></div>"
        "</header><div class='entry-content'>"
        + _p(paras[:2])
        + "<div class='wp-block-newspack-blocks-donate'><h3>Support our nonprofit newsroom</h3>"
        "<form><button>Donate</button></form></div>"
        + _p(paras[2:])
        + f"<p><em>{credit}</em></p>"
        + "<div class='newspack-newsletters-subscribe'><p>Get the news in your inbox</p><form>"
        "<input type='email'><button>Sign up</button></form></div></div></article><div"
        " class='related-posts'><ul>"
        + _links(("Port authority orders two new tugboats",))
        + "</ul></div><div id='comments' class='comments-area'><div id='respond'"
        " class='comment-respond'><h3 class='comment-reply-title'>Leave a Reply</h3><form"
        " id='commentform'><p class='comment-notes'>Your email address will not be published."
        "</p><textarea></textarea></form></div></div></main></div>"
        + _footer(("© 2025 The Valley Ledger",))
    )
    return _Built(body, chrome, "Jane Doe", kept=(credit,))


def _section_title(title: str, paras: tuple[str, ...]) -> _Built:
    section = "Lifestyle & Entertainment"
    chrome = (section, "Most Read", "Port authority orders two new tugboats")
    body = (
        "<div id='site_hdr_sctn'><a class='logo' href='/'>The Morning Star</a><div"
        " id='site_lft_nav'><a href='/news/'>News</a> <a href='/business/'>Business</a> <a"
        f" href='/entertainment/'>{escape(section)}</a> <a href='/sports/'>Sports</a></div>"
        "</div><div id='story'><h1 class='stry_pg_hdln'>"
        f"{escape(title)}</h1><div class='stry_byline'>By <span class='author'>Mary"
        " Hanley</span>, Staff Writer</div><div class='stry_date'>Published: March 5, 2025"
        "</div><div class='stry_body'>"
        + _p(paras)
        + "</div></div><div class='most_read'><h3>Most Read</h3><ul>"
        + _links(("Port authority orders two new tugboats",))
        + "</ul></div>"
        + _footer(("© 2025 The Morning Star",))
    )
    return _Built(body, chrome, "Mary Hanley", tab=section)


def _pt_portal(title: str, paras: tuple[str, ...]) -> _Built:
    credit = "Com informações da Agência Brasil"
    chrome = ("Publicidade", "Continua após a publicidade", "Leia também",
              "Passagem de ônibus sobe em janeiro", "Foto: Rovena Rosa/Agência Brasil",
              "Receba notícias no WhatsApp")  # fmt: skip
    body = (
        _header("Portal", ("Brasil", "Política", "Economia", "Mundo", "Esportes"))
        + "<main><article><header><h1 class='content-head__title'>"
        f"{escape(title)}</h1><p class='content-publication-data__from'>Por <a"
        " href='/autor/carla-souza'>Carla Souza</a>, São Paulo</p><p"
        " class='content-publication-data__updated'><time datetime='2025-03-05T14:32:00.000Z'>"
        "05/03/2025 11h32</time></p></header><div class='mc-article-body'>"
        + _p(paras[:1], "content-text__container")
        + "<figure><img src='/l.jpg' alt=''><figcaption>Sala de leitura restaurada — Foto:"
        " Rovena Rosa/Agência Brasil</figcaption></figure>"
        + _p(paras[1:2], "content-text__container")
        + "<div class='content-ads'><span>Publicidade</span><p>Continua após a publicidade"
        "</p></div><div class='saibamais'><strong>Leia também</strong><ul>"
        + _links(("Passagem de ônibus sobe em janeiro",))
        + "</ul></div>"
        + _p(paras[2:], "content-text__container")
        + f"<p class='content-text__container'><em>{credit}</em></p>"
        + "<p class='whatsapp'><a href='https://wa.me/'>Receba notícias no WhatsApp</a></p>"
        "</div></article></main>" + _footer(("© Copyright 2000-2025 Portal",))
    )
    return _Built(body, chrome, "Carla Souza", kept=(credit,))


def _de_live(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("Liveticker aktualisieren", "Anzeige", "Alle Entwicklungen im Überblick",
              "Mehr zum Thema", "Busfahren wird im Januar teurer")  # fmt: skip
    posts = "".join(
        f"<div class='live-entry'><div class='live-entry__time'><time"
        f" datetime='2025-03-05T{9 + n:02d}:{10 * n:02d}:00+01:00'>{9 + n:02d}:{10 * n:02d} Uhr"
        f"</time></div><div class='live-entry__content'><p>{escape(p)}</p></div></div>"
        + ("<div class='ad'><span>Anzeige</span></div>" if n == 1 else "")
        for n, p in enumerate(paras)
    )
    body = (
        _header("Tagesblatt", ("Politik", "Wirtschaft", "Kultur", "Sport"))
        + "<main><article><header><span class='kicker'>Liveticker</span><h1>"
        f"{escape(title)}</h1><p class='byline'>Von <a href='/autor/lena-vogt'>Lena Vogt</a>"
        "</p><time class='published' datetime='2025-03-05T09:00:00+01:00'>05.03.2025, 09:00"
        " Uhr</time></header><button class='live-refresh'>Liveticker aktualisieren</button>"
        "<nav class='live-summary'><a href='#top'>Alle Entwicklungen im Überblick</a></nav>"
        "<div class='liveblog'>"
        + posts
        + "</div></article><aside class='related'><h2>Mehr zum Thema</h2><ul>"
        + _links(("Busfahren wird im Januar teurer",))
        + "</ul></aside></main>"
        + _footer(("© Tagesblatt",))
    )
    return _Built(body, chrome, "Lena Vogt")


def _ko_wire(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("<저작권자(c) 연합통신, 무단 전재-재배포, AI 학습 및 활용 금지>",
              "관련 뉴스", "항만공사, 새 예인선 2척 발주", "기사 공유",
              "이 기사 좋아요")  # fmt: skip
    body = (
        _header("연합통신", ("정치", "경제", "사회", "세계", "문화"))
        + "<main><div class='content03'><header class='title-article01'><h1 class='tit'>"
        f"{escape(title)}</h1><p class='update-time' data-published-time='202503051432'>"
        "송고2025-03-05 14:32</p></header><div class='writer-zone01'><strong"
        " class='tit-name'><a href='/reporter/kim'>김민수</a> 기자</strong></div>"
        "<div class='share'><span>기사 공유</span></div><article class='story-news article'>"
        "<p>(서울=연합통신) 김민수 기자 = "
        + escape(paras[0])
        + "</p>"
        + _p(paras[1:])
        + "<p class='txt-copyright adrs'>&lt;저작권자(c) 연합통신, 무단 전재-재배포, AI 학습 및"
        " 활용 금지&gt;</p></article><div class='empathy'><button>이 기사 좋아요</button>"
        "</div><section class='related'><h2>관련 뉴스</h2><ul>"
        + _links(("항만공사, 새 예인선 2척 발주",))
        + "</ul></section></div></main>"
        + _footer(("Copyright 연합통신. All rights reserved.",))
    )
    return _Built(body, chrome, "김민수")


def _nb_portal(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("ANNONSE", "LES OGSÅ", "Bussbilletten blir dyrere fra januar",
              "Foto: Heiko Junge / NTB", "Del artikkelen", "Kommentarer",
              "Du må være innlogget for å kommentere")  # fmt: skip
    body = (
        _header("Avisa", ("Nyheter", "Sport", "Kultur", "Meninger"))
        + "<main><article class='article'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-byline'><span class='author-name'>Kari"
        " Nordmann</span><time datetime='2025-03-05T14:32:00+01:00'>Publisert 05.03.2025"
        " 14:32</time></div><button>Del artikkelen</button><figure><img src='/l.jpg'"
        " alt=''><figcaption>Lesesalen etter oppussingen. Foto: Heiko Junge / NTB"
        "</figcaption></figure><div class='article-body'>"
        + _p(paras[:2])
        + "<div class='ad'><span>ANNONSE</span></div><aside class='teaser'><span>LES OGSÅ"
        "</span><a href='/buss'>Bussbilletten blir dyrere fra januar</a></aside>"
        + _p(paras[2:])
        + "</div></article><section class='comments'><h2>Kommentarer</h2><p>Du må være"
        " innlogget for å kommentere</p></section></main>" + _footer(("© Avisa",))
    )
    return _Built(body, chrome, "Kari Nordmann")


def _zh_163(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("网易首页", "责任编辑：李明_NBJ1234",
              "特别声明：以上内容(如有图片或视频亦包括在内)为自媒体平台用户上传并发布",
              "热点新闻", "港口订购两艘新拖船")  # fmt: skip
    body = (
        "<div class='N-nav'><a href='/'>网易首页</a> <a href='/news'>新闻</a> <a"
        " href='/sports'>体育</a> <a href='/money'>财经</a></div><div class='post_main'>"
        f"<h1 class='post_title'>{escape(title)}</h1><div class='post_info'>2025-03-05"
        " 14:32:10 来源: <a href='/'>新华网</a></div><div class='post_body'>"
        + _p(paras)
        + "</div><div class='post_statement'>"
        "<p>责任编辑：李明_NBJ1234</p></div><div class='post_next'><p>特别声明：以上内容(如有"
        "图片或视频亦包括在内)为自媒体平台用户上传并发布</p></div></div><div class='hot'>"
        "<h3>热点新闻</h3><ul>"
        + _links(("港口订购两艘新拖船",))
        + "</ul></div>"
        + _footer(("网易公司版权所有 ©1997-2025",))
    )
    return _Built(body, chrome, None)


def _zh_sohu(title: str, paras: tuple[str, ...]) -> _Built:
    chrome = ("返回搜狐，查看更多", "责任编辑：", "阅读 (1024)", "推荐阅读",
              "声明：该文观点仅代表作者本人，搜狐号系信息发布平台")  # fmt: skip
    body = (
        _header("搜狐", ("新闻", "体育", "汽车", "房产", "旅游"))
        + "<div class='left main'><div class='text'><div class='text-title'><h1>"
        f"{escape(title)}</h1><div class='article-info'><span class='time'"
        " id='news-time'>2025-03-05 14:32</span><span data-role='original-link'>来源: <a"
        " href='/'>城市晚报</a></span></div></div><article class='article' id='mp-editor'>"
        + _p(paras)
        + "<p><a href='/' id='backsohucom'>返回搜狐，查看更多</a></p></article><div"
        " class='statement'>声明：该文观点仅代表作者本人，搜狐号系信息发布平台，搜狐仅提供信息存储"
        "空间服务。</div><div class='bottom-relate-wrap'><p class='editor'>责任编辑：</p><span"
        " class='read-num'>阅读 (1024)</span></div></div><div class='recommend'><h3>推荐阅读</h3>"
        "<ul>"
        + _links(("港口订购两艘新拖船",))
        + "</ul></div></div>"
        + _footer(("Copyright © 2025 Sohu All Rights Reserved",))
    )
    return _Built(body, chrome, None)


def _id_detik(title: str, paras: tuple[str, ...]) -> _Built:
    read = "Tarif bus kota naik mulai Januari"
    chrome = ("ADVERTISEMENT", "SCROLL TO CONTINUE WITH CONTENT", "Baca juga:", read,
              "Foto: Andhika Prasetia/detikcom", "Berita Terkait",
              "Pelabuhan pesan dua kapal tunda baru", "Tonton juga video berikut:")  # fmt: skip
    body = (
        _header("detikNews", ("Berita", "Daerah", "Internasional", "Hukum", "Politik"))
        + "<main><article class='detail'><div class='detail__header'><h1"
        f" class='detail__title'>{escape(title)}</h1><div class='detail__author'>Andhika"
        " Prasetia - detikNews</div><div class='detail__date'>Rabu, 05 Mar 2025 14:32 WIB"
        "</div></div><div class='detail__media'><figure><img src='/l.jpg' alt=''><figcaption"
        " class='detail__media-caption'>Foto: Andhika Prasetia/detikcom</figcaption></figure>"
        "</div><div class='detail__body-text itp_bodycontent'>"
        + f"<p><strong>Jakarta</strong> - {escape(paras[0])}</p>"
        + "<div class='parallaxindetail'><p class='para_caption'>ADVERTISEMENT</p><p"
        " class='para_caption'>SCROLL TO CONTINUE WITH CONTENT</p></div>"
        + _p(paras[1:2])
        + f"<table class='linksisip'><tr><td><div class='lihatjg'><strong>Baca juga:</strong>"
        f" <a href='/bus'>{read}</a></div></td></tr></table>"
        + _p(paras[2:])
        + "<p><strong>Tonton juga video berikut:</strong></p></div></article><div"
        " class='list-content'><h2>Berita Terkait</h2><ul>"
        + _links(("Pelabuhan pesan dua kapal tunda baru",))
        + "</ul></div></main>"
        + _footer(("Copyright @ 2025 detikcom",))
    )
    return _Built(body, chrome, "Andhika Prasetia")


def _en_wpvip(title: str, paras: tuple[str, ...]) -> _Built:
    credit = "Additional reporting by Sam Ortiz."
    chrome = ("We value your privacy", "Accept All", "Reject All", "Manage Preferences",
              "Advertisement", "Story continues below advertisement",
              "Photo: Mark Lennihan / AP", "More from The Metro Herald",
              "Port authority orders two new tugboats")  # fmt: skip
    body = (
        "<div id='onetrust-banner-sdk'><div class='ot-sdk-container'><h2>We value your privacy"
        "</h2><p>We and our partners store and access information on your device.</p><button"
        " id='onetrust-accept-btn-handler'>Accept All</button><button>Reject All</button>"
        "<button>Manage Preferences</button></div></div>"
        + _header("The Metro Herald", ("News", "Politics", "Business", "Sports", "Opinion"))
        + "<main><article class='article'><header><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-byline'>By <a class='author-link'"
        " href='/author/rosa-alvarez/'>Rosa Alvarez</a></div><time"
        " datetime='2025-03-05T14:32:00-05:00'>Updated March 5, 2025 2:32 p.m. ET</time>"
        "</header><figure class='wp-block-image'><img src='/l.jpg' alt=''><figcaption>The"
        " restored reading room. <span class='credit'>Photo: Mark Lennihan / AP</span>"
        "</figcaption></figure><div class='article-body'>"
        + _p(paras[:2])
        + "<div class='ad-wrapper'><p class='ad-label'>Advertisement</p><div id='ad-1'></div>"
        "<p class='ad-label'>Story continues below advertisement</p></div>"
        + _p(paras[2:])
        + f"<p><em>{credit}</em></p></div></article><section class='more-from'><h2>More from"
        " The Metro Herald</h2><ul>"
        + _links(("Port authority orders two new tugboats",))
        + "</ul></section></main>"
        + _footer(("© 2025 The Metro Herald",))
    )
    return _Built(body, chrome, "Rosa Alvarez", kept=(credit,))


def _en_arc_live(title: str, paras: tuple[str, ...]) -> _Built:
    heads = ("Doors open to the public", "What changed inside", "The mayor speaks",
             "Opening hours")  # fmt: skip
    chrome = ("Live updates", "Pinned", "Catch up on the day", "Copy link", "Share",
              "Advertisement")  # fmt: skip
    posts = "".join(
        f"<article class='live-post' id='post-{n}'><div class='post-meta'><time"
        f" datetime='2025-03-05T{9 + n:02d}:00:00-05:00'>{9 + n}:00 a.m.</time><span"
        " class='post-author'>By Tom Hale</span></div><h2 class='post-headline'>"
        f"{escape(heads[n])}</h2><div class='post-body'><p>{escape(p)}</p></div><div"
        " class='post-tools'><button>Copy link</button><button>Share</button></div></article>"
        + ("<div class='ad'><p>Advertisement</p></div>" if n == 1 else "")
        for n, p in enumerate(paras)
    )
    body = (
        _header("The Capital Post", ("Politics", "Local", "World", "Business"))
        + "<main><div class='live-header'><span class='live-label'>Live updates</span><h1>"
        f"{escape(title)}</h1><div class='byline'>By <a href='/people/tom-hale/'>Tom Hale"
        "</a></div><time datetime='2025-03-05T09:00:00-05:00'>March 5, 2025</time></div>"
        "<div class='live-summary'><span>Pinned</span><h3>Catch up on the day</h3><ul><li><a"
        " href='#post-0'>Doors open</a></li><li><a href='#post-2'>The mayor</a></li></ul></div>"
        "<div class='live-stream'>"
        + posts
        + "</div></main>"
        + _footer(("© 2025 The Capital Post",))
    )
    return _Built(body, chrome, "Tom Hale", kept=heads)


SYSTEMS: dict[str, tuple[Callable[[str, tuple[str, ...]], _Built], str]] = {
    "el_portal": (_el_portal, "el"),
    "he_portal": (_he_portal, "he"),
    "fa_portal": (_fa_portal, "fa"),
    "ro_portal": (_ro_portal, "ro"),
    "uk_portal": (_uk_portal, "uk"),
    "sv_portal": (_sv_portal, "sv"),
    "lt_portal": (_lt_portal, "lt"),
    "th_portal": (_th_portal, "th"),
    "zh_sina": (_zh_sina, "zh"),
    "ja_nhk": (_ja_nhk, "ja"),
    "id_kompas": (_id_kompas, "id"),
    "es_arc": (_es_arc, "es"),
    "ar_youm": (_ar_youm, "ar"),
    "hi_portal": (_hi_portal3, "hi"),
    "en_newspack": (_en_newspack, "en"),
    "en_section_title": (_section_title, "en"),
    "pt_portal": (_pt_portal, "pt"),
    "de_live": (_de_live, "de"),
    "ko_wire": (_ko_wire, "ko"),
    "nb_portal": (_nb_portal, "nb"),
    "zh_163": (_zh_163, "zh"),
    "zh_sohu": (_zh_sohu, "zh"),
    "id_detik": (_id_detik, "id"),
    "en_wpvip": (_en_wpvip, "en"),
    "en_arc_live": (_en_arc_live, "en"),
}


def news_page(system: str) -> NewsPage3:
    """The article page of ``system`` with its story, chrome and metadata."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    built = build(title, paras)
    url = f"https://news.example.org/{lang}/2025/03/05/{system}"
    html = _doc(lang, title, built.body, "News", built.head, built.tab)
    return NewsPage3(
        html, url, (*paras, *built.kept), built.chrome, title, built.author, "2025-03-05"
    )
