# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""An eleventh suite of synthetic listing pages (stop 77): blog and shop engines the other
ten lack, in languages they lack, each with its chrome in its own language.

Blogger's post index (``post-outer``, a "jump link" to read on, "Older posts": pt of
Portugal, tr), Joomla's category blog (Cassiopeia's ``blog-item`` with a "read more"
button and a pager: cs, hu), Jekyll's Minima home (``post-list``, an excerpt a post, a
pager to older posts: fi, da), a Webflow CMS collection list (``w-dyn-item`` cards, a
"read more" text link, ``w-pagination-next``: sv, no), a Wix blog feed (``data-hook``
cards, a reading time, "load more": id, ko), Hugo's PaperMod list (``post-entry``, an
entry footer, "next page": vi, ar written right to left), Elementor's posts widget
(``elementor-post__read-more``, a "load more" button: tr, nl), Divi's blog module
(``et_pb_post``, a ``more-link``, "older entries": ro, el), a WooCommerce shop (a result
count, an ordering menu, "add to cart" buttons: vi, ar) and a Shopify collection (Dawn's
facets "Filter:" / "Sort by:", a product count: fi, da; a collection under a review app's
carousel of customer reviews, Judge.me's ``jdgm-carousel``: de, pl; a podcast directory in
Materialize's cards whose "reveal" panel closes with Material Icons' "close": fr, es),
written after the engines'
templates and language packs. No page is copied from a site or from the shared datasets.

:func:`listing_page11` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants (the items' titles and excerpts, a shop's intro and product names)
and the chrome lines (buttons, pagers, counts, labels, the page's cookie notice,
newsletter heading and rights line).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import CHROME, ListingPage, _e, _foot, _head

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]

# Each language's page chrome: the keys :func:`tests.auto.engine_listings._head` and
# ``_foot`` read.
WORDS11: dict[str, dict[str, str]] = {
    "pt": {"cookie": "Utilizamos cookies para melhorar a sua experiência no nosso sítio.", "accept": "Aceitar todos", "menu": "Menu", "home": "Início", "shop": "Loja", "blog": "Blogue", "about": "Sobre nós", "contact": "Contactos", "account": "A minha conta", "cart": "Carrinho", "news": "Subscreva a nossa newsletter", "email": "O seu endereço de e-mail", "sub": "Subscrever", "follow": "Siga-nos", "rights": "Todos os direitos reservados."},
    "tr": {"cookie": "Sitemizde deneyiminizi iyileştirmek için çerezler kullanıyoruz.", "accept": "Tümünü kabul et", "menu": "Menü", "home": "Ana Sayfa", "shop": "Mağaza", "blog": "Blog", "about": "Hakkımızda", "contact": "İletişim", "account": "Hesabım", "cart": "Sepet", "news": "Bültenimize abone olun", "email": "E-posta adresiniz", "sub": "Abone ol", "follow": "Bizi takip edin", "rights": "Tüm hakları saklıdır."},
    "cs": {"cookie": "Na našem webu používáme soubory cookie, abychom zlepšili vaše zkušenosti.", "accept": "Přijmout vše", "menu": "Menu", "home": "Úvod", "shop": "Obchod", "blog": "Blog", "about": "O nás", "contact": "Kontakt", "account": "Můj účet", "cart": "Košík", "news": "Přihlaste se k odběru našeho zpravodaje", "email": "Váš e-mail", "sub": "Odebírat", "follow": "Sledujte nás", "rights": "Všechna práva vyhrazena."},
    "hu": {"cookie": "Weboldalunk sütiket használ a jobb felhasználói élmény érdekében.", "accept": "Összes elfogadása", "menu": "Menü", "home": "Kezdőlap", "shop": "Webshop", "blog": "Blog", "about": "Rólunk", "contact": "Kapcsolat", "account": "Fiókom", "cart": "Kosár", "news": "Iratkozzon fel hírlevelünkre", "email": "E-mail-címe", "sub": "Feliratkozás", "follow": "Kövessen minket", "rights": "Minden jog fenntartva."},
    "fi": {"cookie": "Käytämme evästeitä parantaaksemme käyttökokemustasi sivustollamme.", "accept": "Hyväksy kaikki", "menu": "Valikko", "home": "Etusivu", "shop": "Kauppa", "blog": "Blogi", "about": "Tietoa meistä", "contact": "Yhteystiedot", "account": "Oma tili", "cart": "Ostoskori", "news": "Tilaa uutiskirjeemme", "email": "Sähköpostiosoitteesi", "sub": "Tilaa", "follow": "Seuraa meitä", "rights": "Kaikki oikeudet pidätetään."},
    "da": {"cookie": "Vi bruger cookies til at forbedre din oplevelse på vores side.", "accept": "Accepter alle", "menu": "Menu", "home": "Forside", "shop": "Butik", "blog": "Blog", "about": "Om os", "contact": "Kontakt", "account": "Min konto", "cart": "Kurv", "news": "Tilmeld dig vores nyhedsbrev", "email": "Din e-mailadresse", "sub": "Tilmeld", "follow": "Følg os", "rights": "Alle rettigheder forbeholdes."},
    "sv": {"cookie": "Vi använder cookies för att förbättra din upplevelse på vår webbplats.", "accept": "Godkänn alla", "menu": "Meny", "home": "Hem", "shop": "Butik", "blog": "Blogg", "about": "Om oss", "contact": "Kontakt", "account": "Mitt konto", "cart": "Varukorg", "news": "Prenumerera på vårt nyhetsbrev", "email": "Din e-postadress", "sub": "Prenumerera", "follow": "Följ oss", "rights": "Alla rättigheter förbehållna."},
    "no": {"cookie": "Vi bruker informasjonskapsler for å gi deg en bedre opplevelse på nettstedet.", "accept": "Godta alle", "menu": "Meny", "home": "Hjem", "shop": "Butikk", "blog": "Blogg", "about": "Om oss", "contact": "Kontakt", "account": "Min konto", "cart": "Handlekurv", "news": "Meld deg på nyhetsbrevet vårt", "email": "Din e-postadresse", "sub": "Meld på", "follow": "Følg oss", "rights": "Alle rettigheter reservert."},
    "id": {"cookie": "Kami menggunakan cookie untuk meningkatkan pengalaman Anda di situs kami.", "accept": "Terima semua", "menu": "Menu", "home": "Beranda", "shop": "Toko", "blog": "Blog", "about": "Tentang kami", "contact": "Kontak", "account": "Akun saya", "cart": "Keranjang", "news": "Berlangganan buletin kami", "email": "Alamat email Anda", "sub": "Berlangganan", "follow": "Ikuti kami", "rights": "Hak cipta dilindungi undang-undang."},
    "ko": {"cookie": "더 나은 서비스를 제공하기 위해 쿠키를 사용합니다.", "accept": "모두 허용", "menu": "메뉴", "home": "홈", "shop": "쇼핑", "blog": "블로그", "about": "회사 소개", "contact": "문의하기", "account": "내 계정", "cart": "장바구니", "news": "뉴스레터를 구독하세요", "email": "이메일 주소", "sub": "구독하기", "follow": "팔로우하기", "rights": "모든 권리 보유."},
    "vi": {"cookie": "Chúng tôi sử dụng cookie để cải thiện trải nghiệm của bạn trên trang web.", "accept": "Chấp nhận tất cả", "menu": "Danh mục", "home": "Trang chủ", "shop": "Cửa hàng", "blog": "Blog", "about": "Giới thiệu", "contact": "Liên hệ", "account": "Tài khoản", "cart": "Giỏ hàng", "news": "Đăng ký nhận bản tin", "email": "Địa chỉ email của bạn", "sub": "Đăng ký", "follow": "Theo dõi chúng tôi", "rights": "Bảo lưu mọi quyền."},
    "ar": {"cookie": "نستخدم ملفات تعريف الارتباط لتحسين تجربتك على موقعنا.", "accept": "قبول الكل", "menu": "القائمة", "home": "الرئيسية", "shop": "المتجر", "blog": "المدونة", "about": "من نحن", "contact": "اتصل بنا", "account": "حسابي", "cart": "السلة", "news": "اشترك في نشرتنا البريدية", "email": "بريدك الإلكتروني", "sub": "اشترك", "follow": "تابعنا", "rights": "جميع الحقوق محفوظة."},
    "nl": {"cookie": "We gebruiken cookies om je ervaring op onze website te verbeteren.", "accept": "Alles accepteren", "menu": "Menu", "home": "Home", "shop": "Winkel", "blog": "Blog", "about": "Over ons", "contact": "Contact", "account": "Mijn account", "cart": "Winkelwagen", "news": "Schrijf je in voor onze nieuwsbrief", "email": "Je e-mailadres", "sub": "Inschrijven", "follow": "Volg ons", "rights": "Alle rechten voorbehouden."},
    "ro": {"cookie": "Folosim cookie-uri pentru a vă îmbunătăți experiența pe site-ul nostru.", "accept": "Acceptă toate", "menu": "Meniu", "home": "Acasă", "shop": "Magazin", "blog": "Blog", "about": "Despre noi", "contact": "Contact", "account": "Contul meu", "cart": "Coș", "news": "Abonați-vă la newsletterul nostru", "email": "Adresa dvs. de e-mail", "sub": "Abonare", "follow": "Urmăriți-ne", "rights": "Toate drepturile rezervate."},
    "el": {"cookie": "Χρησιμοποιούμε cookies για να βελτιώσουμε την εμπειρία σας στον ιστότοπό μας.", "accept": "Αποδοχή όλων", "menu": "Μενού", "home": "Αρχική", "shop": "Κατάστημα", "blog": "Ιστολόγιο", "about": "Σχετικά με εμάς", "contact": "Επικοινωνία", "account": "Ο λογαριασμός μου", "cart": "Καλάθι", "news": "Εγγραφείτε στο ενημερωτικό μας δελτίο", "email": "Η διεύθυνση email σας", "sub": "Εγγραφή", "follow": "Ακολουθήστε μας", "rights": "Με την επιφύλαξη παντός δικαιώματος."},
    "de": {"cookie": "Wir verwenden Cookies, um Ihnen das beste Erlebnis auf unserer Website zu bieten.", "accept": "Alle akzeptieren", "menu": "Menü", "home": "Startseite", "shop": "Shop", "blog": "Blog", "about": "Über uns", "contact": "Kontakt", "account": "Mein Konto", "cart": "Warenkorb", "news": "Abonnieren Sie unseren Newsletter", "email": "Ihre E-Mail-Adresse", "sub": "Abonnieren", "follow": "Folgen Sie uns", "rights": "Alle Rechte vorbehalten."},
    "pl": {"cookie": "Używamy plików cookie, aby poprawić Twoje wrażenia z korzystania z naszej strony.", "accept": "Akceptuj wszystkie", "menu": "Menu", "home": "Strona główna", "shop": "Sklep", "blog": "Blog", "about": "O nas", "contact": "Kontakt", "account": "Moje konto", "cart": "Koszyk", "news": "Zapisz się do naszego newslettera", "email": "Twój adres e-mail", "sub": "Zapisz się", "follow": "Obserwuj nas", "rights": "Wszelkie prawa zastrzeżone."},
}  # fmt: skip
# The page chrome every page holds, by its key in :data:`WORDS11`.
PAGE_CHROME11 = ("cookie", "news", "rights")

# Blog posts by language: the index's heading, then four posts (title, excerpt).
POSTS11: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    "pt": ("Pão de casa", (
        ("Broa de milho à moda do Minho", "A farinha de milho amarelo escaldada com água a ferver dá à broa a crosta estaladiça que se quer."),
        ("Fermento natural em sete dias", "Farinha de centeio, água morna e paciência: o diário do nosso isco desde o primeiro dia até à primeira fornada."),
        ("Pão alentejano para o fim de semana", "Uma massa de hidratação alta, fermentada de um dia para o outro, cozida num tacho de ferro."),
        ("Folar de Páscoa de Chaves", "Carnes de porco, presunto e salpicão dentro de uma massa rica em ovos e azeite, como a avó fazia."),
    )),
    "tr": ("Ev Ekmekleri", (
        ("Ekşi mayalı köy ekmeği nasıl yapılır", "Tam buğday unu, ılık su ve sabırla beslenen ekşi maya ile fırından çıtır kabuklu bir ekmek çıkarıyoruz."),
        ("Bazlama için en kolay tarif", "Yoğurtlu hamuru döküm tavada pişirip sıcacık kahvaltı sofrasına getirmenin püf noktaları."),
        ("Simit kıvamında susamlı halka", "Pekmeze batırılan hamur halkaları bol susamla kaplanıp taş fırın tadında pişiyor."),
        ("Mısır ekmeği ve Karadeniz sofrası", "Mısır ununu kaynar suyla haşlayıp tereyağıyla pişirdiğimiz bu ekmek lahana çorbasının yanına çok yakışıyor."),
    )),
    "cs": ("Novinky oddílu", (
        ("Jarní přechod Jizerských hor", "V sobotu vyrážíme z Bedřichova přes Smědavu až na Knajpu, trasa měří dvaadvacet kilometrů."),
        ("Brigáda na chatě pod Ještědem", "Potřebujeme pomoct s opravou střechy a s úklidem dřeva, oběd a večerní táborák zajištěn."),
        ("Výsledky klubové soutěže v orientačním běhu", "Mezi dorostenci zvítězil Jakub Novák, v kategorii veteránů obhájila loňské vítězství Marie Dvořáková."),
        ("Přihlášky na letní tábor jsou otevřené", "Tábor se koná v první polovině července na Šumavě a kapacita je letos omezena na čtyřicet dětí."),
    )),
    "hu": ("Könyvtári hírek", (
        ("Újra nyitva a gyermekkönyvtár", "A felújított olvasóteremben új bútorok, mesesarok és több mint ezer új gyerekkönyv várja az olvasókat."),
        ("Író-olvasó találkozó márciusban", "Vendégünk egy kortárs regényíró, aki legújabb, a Balaton-felvidéken játszódó könyvéről mesél."),
        ("Változik a nyári nyitvatartás", "Júliusban és augusztusban a könyvtár hétfőn zárva tart, a többi napon délelőtt kilenctől várjuk önöket."),
        ("Helytörténeti fotópályázat indul", "Régi családi fényképeket várunk a város utcáiról és tereiről, a legszebbekből kiállítás nyílik."),
    )),
    "fi": ("Muistiinpanoja", (
        ("Rust-kääntäjän virheilmoitukset tutuiksi", "Kävin läpi yleisimmät lainaustarkistimen virheet ja sen, miten ne kannattaa lukea ylhäältä alaspäin."),
        ("Pienen palvelimen varmuuskopiot", "Ajastettu tehtävä, salattu arkisto ja etäkohde: näin kotipalvelimen tiedot pysyvät tallessa."),
        ("Staattinen sivusto ilman JavaScriptiä", "Kokeilin rakentaa koko sivuston pelkällä HTML:llä ja CSS:llä, ja latausaika putosi alle sekuntiin."),
        ("Näppäimistön kytkimien vaihtaminen", "Juotoskolvi, imupumppu ja kärsivällisyyttä: kokemuksia ensimmäisestä näppäimistöprojektista."),
    )),
    "da": ("Noter", (
        ("Sådan læser du Rust-kompilerens fejl", "Jeg gennemgik de mest almindelige fejl fra lånetjekkeren og hvordan man læser dem oppefra og ned."),
        ("Backup af en lille hjemmeserver", "Et planlagt job, et krypteret arkiv og et fjernt mål: sådan bliver dataene på hjemmeserveren i sikkerhed."),
        ("Et statisk website uden JavaScript", "Jeg prøvede at bygge hele siden med ren HTML og CSS, og indlæsningstiden faldt til under et sekund."),
        ("Udskiftning af tastaturets kontakter", "Loddekolbe, afloddepumpe og tålmodighed: erfaringer fra mit første tastaturprojekt."),
    )),
    "sv": ("Journal", (
        ("Så valde vi typsnitt till en ny bokserie", "Vi jämförde tolv antikvor i olika storlekar innan förlaget bestämde sig för en klassisk Garamond."),
        ("En färgpalett som håller i tio år", "Varför vi byggde kundens identitet kring tre dova jordfärger i stället för årets trendfärg."),
        ("Skisser från workshopen i Malmö", "Två dagar med post-it-lappar, pappersprototyper och många koppar kaffe tillsammans med kommunen."),
        ("Tillgänglighet börjar redan i skissen", "Kontrast, textstorlek och tydliga fokusmarkeringar är enklast att få rätt från första utkastet."),
    )),
    "no": ("Journal", (
        ("Slik valgte vi skrift til en ny bokserie", "Vi sammenlignet tolv antikvaskrifter i ulike størrelser før forlaget bestemte seg for en klassisk Garamond."),
        ("En fargepalett som varer i ti år", "Hvorfor vi bygde kundens identitet rundt tre dempede jordfarger i stedet for årets trendfarge."),
        ("Skisser fra verkstedet i Bergen", "To dager med gule lapper, papirprototyper og mange kopper kaffe sammen med kommunen."),
        ("Universell utforming starter i skissen", "Kontrast, tekststørrelse og tydelige fokusmarkeringer er enklest å få riktig fra første utkast."),
    )),
    "id": ("Jurnal Studio", (
        ("Lima pose untuk punggung yang kaku", "Rangkaian gerakan sederhana yang bisa dilakukan setiap pagi sebelum mulai bekerja di depan laptop."),
        ("Mengenal pernapasan pranayama", "Teknik napas perlahan ini membantu menenangkan pikiran dan membuat tidur malam lebih nyenyak."),
        ("Jadwal kelas baru bulan depan", "Kami menambah kelas yoga pagi di hari Sabtu dan kelas meditasi khusus pemula setiap Rabu malam."),
        ("Cerita dari retret di Ubud", "Tiga hari di tengah sawah, tanpa ponsel, dengan latihan matahari terbit dan makanan nabati lokal."),
    )),
    "ko": ("요가 저널", (
        ("굳은 허리를 위한 다섯 가지 자세", "아침마다 노트북 앞에 앉기 전에 할 수 있는 간단한 동작들을 소개합니다."),
        ("호흡 수련, 프라나야마 입문", "천천히 숨을 고르는 이 방법은 마음을 가라앉히고 밤잠을 깊게 만들어 줍니다."),
        ("다음 달부터 새 수업 시간표", "토요일 아침 요가 수업과 수요일 저녁 초보자 명상 수업이 새로 열립니다."),
        ("제주 리트릿에서 보낸 사흘", "휴대폰 없이 오름을 오르고 일출 수련을 하며 지역 채식 음식을 나눈 기록입니다."),
    )),
    "vi": ("Bài viết", (
        ("Tối ưu truy vấn PostgreSQL với chỉ mục một phần", "Chỉ mục một phần giúp bảng đơn hàng hàng chục triệu dòng trả kết quả nhanh gấp mười lần."),
        ("Triển khai ứng dụng Go lên máy chủ riêng", "Từ biên dịch tĩnh, dịch vụ systemd đến cấu hình proxy ngược, tất cả chỉ trong một buổi chiều."),
        ("Viết kiểm thử cho mã xử lý thời gian", "Cách tách đồng hồ hệ thống ra khỏi logic để kiểm thử các trường hợp múi giờ và năm nhuận."),
        ("Ghi chép từ hội thảo lập trình ở Đà Nẵng", "Những bài nói đáng nhớ về hệ thống phân tán, công cụ dòng lệnh và văn hóa đánh giá mã."),
    )),
    "ar": ("المقالات", (
        ("تسريع استعلامات PostgreSQL بالفهارس الجزئية", "تجعل الفهارس الجزئية جدول الطلبات الضخم يعيد النتائج أسرع بعشر مرات دون مساحة إضافية كبيرة."),
        ("نشر تطبيق Go على خادم خاص", "من الترجمة الثابتة إلى خدمة systemd وإعداد الوكيل العكسي، كل ذلك في فترة ما بعد الظهر."),
        ("كتابة اختبارات لشيفرة التعامل مع الوقت", "كيف نفصل ساعة النظام عن المنطق لاختبار حالات المناطق الزمنية والسنوات الكبيسة."),
        ("ملاحظات من مؤتمر البرمجة في عمّان", "محاضرات لا تُنسى عن الأنظمة الموزعة وأدوات سطر الأوامر وثقافة مراجعة الشيفرة."),
    )),
    "nl": ("Reisblog", (
        ("Drie dagen wandelen in de Ardennen", "Van Bouillon langs de Semois naar Frahan: een route met steile hellingen en uitzichten over de rivier."),
        ("Met de nachttrein naar Wenen", "Slapen in een couchette, wakker worden in Oostenrijk en ontbijten met uitzicht op de Donau."),
        ("De mooiste fietsroutes van Zeeland", "Langs dijken, duinen en de Oosterschelde: vier rondjes van een halve dag voor het hele gezin."),
        ("Wat je meeneemt op een huttentocht", "Een lichte rugzak, een lakenzak en goede regenkleding maken het verschil in de Alpen."),
    )),
    "ro": ("Sfaturi pentru pacienți", (
        ("Cum alegi periuța de dinți potrivită", "Perii moi, cap mic și înlocuire la trei luni: recomandările medicilor noștri pentru adulți și copii."),
        ("Ce trebuie să știi despre implanturile dentare", "Etapele tratamentului, durata vindecării și îngrijirea zilnică după montarea coroanei definitive."),
        ("Prima vizită a copilului la dentist", "Cum pregătiți copilul acasă și de ce este bine ca prima consultație să aibă loc înainte de trei ani."),
        ("Albirea dinților: mituri și adevăruri", "Ce poate face albirea profesională și de ce pastele din comerț nu schimbă culoarea naturală a dinților."),
    )),
    "el": ("Συμβουλές για ασθενείς", (
        ("Πώς να διαλέξετε τη σωστή οδοντόβουρτσα", "Μαλακές τρίχες, μικρή κεφαλή και αλλαγή κάθε τρεις μήνες: οι συστάσεις των οδοντιάτρων μας."),
        ("Τι πρέπει να ξέρετε για τα οδοντικά εμφυτεύματα", "Τα στάδια της θεραπείας, ο χρόνος επούλωσης και η καθημερινή φροντίδα μετά τη στεφάνη."),
        ("Η πρώτη επίσκεψη του παιδιού στον οδοντίατρο", "Πώς να προετοιμάσετε το παιδί στο σπίτι και γιατί η πρώτη εξέταση καλό είναι να γίνει πριν από τα τρία."),
        ("Λεύκανση δοντιών: μύθοι και αλήθειες", "Τι μπορεί να κάνει η επαγγελματική λεύκανση και γιατί οι οδοντόκρεμες δεν αλλάζουν το φυσικό χρώμα."),
    )),
}  # fmt: skip
# Each engine's interface strings by language: the read-on button, the pager's or
# "load more" control, a second pager line or a post's meta line where the engine writes one.
UI11: dict[str, dict[str, tuple[str, ...]]] = {
    "blogger": {
        "pt": ("Ler mais »", "Mensagens antigas", "Página inicial", "Subscrever: Mensagens (Atom)"),
        "tr": ("Devamını oku »", "Eski Yayınlar", "Ana Sayfa", "Kaydol: Kayıtlar (Atom)"),
    },
    "joomla": {
        "cs": ("Číst dál …", "Další stránka", "Strana 1 z 3"),
        "hu": ("Tovább …", "Következő oldal", "1. oldal / 3"),
    },
    "jekyll": {
        "fi": ("Vanhemmat artikkelit", "tilaa RSS-syötteenä", "3. maaliskuuta 2024"),
        "da": ("Ældre indlæg", "abonnér via RSS", "3. marts 2024"),
    },
    "webflow": {"sv": ("Läs mer →", "Nästa sida"), "no": ("Les mer →", "Neste side")},
    "wix": {"id": ("Muat Lebih Banyak", "2 menit membaca"), "ko": ("더 보기", "2분 분량")},
    "papermod": {"vi": ("Trang tiếp »", "3 phút"), "ar": ("الصفحة التالية »", "3 دقائق")},
    "elementor": {"tr": ("Devamını Oku »", "Daha fazla yükle"), "nl": ("Lees meer »", "Meer laden")},
    "divi": {"ro": ("citește mai mult", "« Articole mai vechi"), "el": ("διαβάστε περισσότερα", "« Παλαιότερα άρθρα")},
}  # fmt: skip


def _posts(lang: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    return POSTS11[lang]


def _wanted(items: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return (*(t for t, _x in items), *(x for _t, x in items))


def _blogger(lang: str) -> Page:
    """Blogger's index: a ``post-outer`` a post (a linked title, the post's opening, a
    "jump link" to read on), then the pager's "older posts" and "home" links and the
    feed's "subscribe" line."""
    head, items = _posts(lang)
    more, older, home, feed = UI11["blogger"][lang]
    posts = "".join(
        f"<div class='date-outer'><h2 class='date-header'><span>3/{i + 1}/2024</span></h2>"
        f"<div class='date-posts'><div class='post-outer'><div class='post hentry uncustomized-post-template'"
        f" itemprop='blogPost' itemscope><h3 class='post-title entry-title' itemprop='name'><a"
        f" href='/2024/03/p{i}.html'>{_e(t)}</a></h3><div class='post-header'><div"
        f" class='post-header-line-1'></div></div><div class='post-body entry-content'"
        f" id='post-body-{900 + i}' itemprop='description articleBody'>{_e(x)}<div"
        f" style='clear: both;'></div></div><div class='jump-link'><a href='/2024/03/p{i}.html#more'"
        f" title='{_e(t)}'>{_e(more)}</a></div></div></div></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div class='content-outer'><div class='main-outer'><div class='column-center-inner'>"
        f"<div class='main section' id='main'><div class='widget Blog' id='Blog1'><h1"
        f" class='blog-title'>{_e(head)}</h1><div class='blog-posts hfeed'>{posts}</div>"
        "<div class='blog-pager' id='blog-pager'><span id='blog-pager-older-link'><a"
        f" class='blog-pager-older-link' href='/search?max-results=4' title='{_e(older)}'>"
        f"{_e(older)}</a></span><a class='home-link' href='/'>{_e(home)}</a></div><div"
        f" class='clear'></div><div class='blog-feeds'><div class='feed-links'>{_e(feed)}"
        "</div></div></div></div></div></div></div>"
    )
    return head, body, _wanted(items), (more.rstrip(" »"), older, feed)


def _joomla(lang: str) -> Page:
    """Joomla's category blog (Cassiopeia): a ``blog-item`` an article (a linked title,
    the intro text, a "read more" button), then the pager and its counter."""
    head, items = _posts(lang)
    more, nxt, counter = UI11["joomla"][lang]
    entries = "".join(
        f"<div class='com-content-category-blog__item blog-item' itemprop='blogPost' itemscope"
        f" itemtype='https://schema.org/BlogPosting'><div class='item-content'><div"
        f" class='page-header'><h2 itemprop='name'><a href='/novinky/{i}-clanek'"
        f" itemprop='url'>{_e(t)}</a></h2></div><p>{_e(x)}</p><p class='readmore'><a"
        f" class='btn btn-secondary' href='/novinky/{i}-clanek' aria-label='{_e(more)} {_e(t)}'>"
        f"<span class='icon-chevron-right' aria-hidden='true'></span> {_e(more)}</a></p></div>"
        "</div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main><div class='com-content-category-blog blog' itemscope"
        f" itemtype='https://schema.org/Blog'><h1>{_e(head)}</h1><div"
        f" class='com-content-category-blog__items blog-items'>{entries}</div><div"
        " class='com-content-category-blog__navigation w-100'><p"
        f" class='com-content-category-blog__counter counter float-end pt-3 pe-2'>{_e(counter)}"
        "</p><div class='com-content-category-blog__pagination'><nav"
        " class='pagination__wrapper' aria-label='Pagination'><ul class='pagination ms-0 mb-4'>"
        "<li class='active page-item'><a aria-current='true' class='page-link'>1</a></li>"
        "<li class='page-item'><a class='page-link' href='?start=4'>2</a></li><li"
        " class='page-item'><a class='page-link' href='?start=8'>3</a></li><li"
        f" class='page-item'><a aria-label='{_e(nxt)}' class='page-link' href='?start=4'>"
        f"{_e(nxt)}</a></li></ul></nav></div></div></div></main>"
    )
    return head, body, _wanted(items), (more.rstrip(" …"), nxt)


def _jekyll(lang: str) -> Page:
    """Jekyll's Minima home: the "Posts" list, a date, a linked title and an excerpt a
    post, a pager to the older posts and the feed's "subscribe" line."""
    head, items = _posts(lang)
    older, feed, date = UI11["jekyll"][lang]
    rows = "".join(
        f"<li><span class='post-meta'>{_e(date)}</span><h3><a class='post-link'"
        f" href='/{2024}/03/0{i + 1}/post.html'>{_e(t)}</a></h3><p>{_e(x)}</p></li>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main class='page-content' aria-label='Content'><div class='wrapper'><div"
        f" class='home'><h2 class='post-list-heading'>{_e(head)}</h2><ul"
        f" class='post-list'>{rows}</ul><div class='pagination'><a class='previous'"
        f" href='/page2/'>{_e(older)}</a></div><p class='rss-subscribe'>{_e(feed)}</p>"
        "</div></div></main>"
    )
    return head, body, _wanted(items), (older, feed)


def _webflow(lang: str) -> Page:
    """A Webflow CMS collection list: a ``w-dyn-item`` card a post (a heading, a summary,
    a "read more" text link), then the collection's pagination."""
    head, items = _posts(lang)
    more, nxt = UI11["webflow"][lang]
    cards = "".join(
        f"<div role='listitem' class='blog-item w-dyn-item'><a href='/journal/p-{i}'"
        " class='blog-card w-inline-block'><img src='/i/cover.jpg' loading='lazy' alt=''"
        f" class='blog-card-image'><div class='blog-card-content'><h3"
        f" class='blog-card-heading'>{_e(t)}</h3><p class='blog-card-summary'>{_e(x)}</p>"
        f"<div class='text-link'>{_e(more)}</div></div></a></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div class='section'><div class='container'><h1 class='heading-xl'>"
        f"{_e(head)}</h1><div class='blog-list w-dyn-list'><div role='list'"
        f" class='blog-grid w-dyn-items'>{cards}</div><div role='navigation'"
        " aria-label='List' class='w-pagination-wrapper pagination'><a"
        " href='?b1f2_page=2' aria-label='Next Page' class='w-pagination-next next'><div"
        f" class='w-inline-block'>{_e(nxt)}</div></a></div></div></div></div>"
    )
    return head, body, _wanted(items), (more.rstrip(" →"), nxt)


def _wix(lang: str) -> Page:
    """A Wix blog feed: ``data-hook`` cards (a reading time, a title, a description),
    then its "load more" button."""
    head, items = _posts(lang)
    load, read = UI11["wix"][lang]
    cards = "".join(
        f"<article class='blog-post-homepage-description-font' data-hook='post-list-item'><div"
        f" class='post-list-item-wrapper'><div data-hook='post-list-item__meta'><span"
        f" data-hook='time-to-read'>{_e(read)}</span></div><a href='/post/p-{i}'"
        f" data-hook='post-list-item__title'><h2 data-hook='post-title'"
        f" class='blog-post-homepage-title-font'>{_e(t)}</h2></a><div"
        f" data-hook='post-description'><p>{_e(x)}</p></div></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main id='PAGES_CONTAINER'><section class='comp-blog'><h1 data-hook='feed-title'>"
        f"{_e(head)}</h1><div data-hook='post-list'>{cards}</div><div"
        f" data-hook='load-more-wrapper'><button data-hook='load-more-button'"
        f" class='load-more-button'>{_e(load)}</button></div></section></main>"
    )
    return head, body, _wanted(items), (load,)


def _papermod(lang: str) -> Page:
    """Hugo's PaperMod list: a ``post-entry`` a post (a heading, the summary, an entry
    footer with the date and reading time), then the pager's "next page"."""
    head, items = _posts(lang)
    nxt, minutes = UI11["papermod"][lang]
    entries = "".join(
        f"<article class='post-entry'><header class='entry-header'><h2 class='entry-hint-parent'>"
        f"{_e(t)}</h2></header><div class='entry-content'><p>{_e(x)}</p></div><footer"
        f" class='entry-footer'><span title='2024-03-0{i + 1}'>2024-03-0{i + 1}</span>&nbsp;·&nbsp;"
        f"{_e(minutes)}</footer><a class='entry-link' aria-label='post link to {_e(t)}'"
        f" href='/posts/p-{i}/'></a></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        f"<main class='main'><header class='page-header'><h1>{_e(head)}</h1></header>"
        f"{entries}<footer class='page-footer'><nav class='pagination'><a class='next'"
        f" href='/posts/page/2/'>{_e(nxt)}</a></nav></footer></main>"
    )
    return head, body, _wanted(items), (nxt.rstrip(" »"),)


def _elementor(lang: str) -> Page:
    """Elementor's posts widget (the cards skin): a card a post (a linked title, an
    excerpt, a "read more" link), then its "load more" button."""
    head, items = _posts(lang)
    more, load = UI11["elementor"][lang]
    cards = "".join(
        f"<article class='elementor-post elementor-grid-item post-{700 + i} post type-post"
        f" status-publish'><div class='elementor-post__card'><a"
        f" class='elementor-post__thumbnail__link' href='/blog/p-{i}/'><div"
        " class='elementor-post__thumbnail'><img src='/i/t.jpg' alt=''></div></a><div"
        f" class='elementor-post__text'><h3 class='elementor-post__title'><a"
        f" href='/blog/p-{i}/'>{_e(t)}</a></h3><div class='elementor-post__excerpt'><p>"
        f"{_e(x)}</p></div><a class='elementor-post__read-more' href='/blog/p-{i}/'"
        f" aria-label='{_e(t)}' tabindex='-1'>{_e(more)}</a></div></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div data-elementor-type='archive' class='elementor elementor-location-archive'><div"
        " class='elementor-widget-container'><h1 class='elementor-heading-title"
        f" elementor-size-default'>{_e(head)}</h1></div><div class='elementor-element"
        " elementor-widget elementor-widget-posts'><div class='elementor-widget-container'><div"
        f" class='elementor-posts-container elementor-posts elementor-grid'>{cards}</div><div"
        " class='e-load-more-anchor'></div><div class='elementor-button-wrapper'><a"
        " href='#' class='elementor-button-link elementor-button elementor-animation-grow'"
        f" role='button'><span class='elementor-button-content-wrapper'><span"
        f" class='elementor-button-text'>{_e(load)}</span></span></a></div></div></div></div>"
    )
    return head, body, _wanted(items), (more.rstrip(" »"), load)


def _divi(lang: str) -> Page:
    """Divi's blog module: an ``et_pb_post`` a post (a linked title, its opening, a
    ``more-link``), then the "older entries" link."""
    head, items = _posts(lang)
    more, older = UI11["divi"][lang]
    posts = "".join(
        f"<article id='post-{500 + i}' class='et_pb_post clearfix et_pb_blog_item_0_{i}"
        f" post-{500 + i} post type-post status-publish format-standard hentry'><h2"
        f" class='entry-title'><a href='/articole/p-{i}/'>{_e(t)}</a></h2><div"
        f" class='post-content'><div class='post-content-inner'><p>{_e(x)}</p></div><a"
        f" href='/articole/p-{i}/' class='more-link'>{_e(more)}</a></div></article>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<div id='main-content'><div class='et_pb_section et_pb_section_0'><div"
        f" class='et_pb_row'><h1 class='et_pb_text_inner'>{_e(head)}</h1><div"
        " class='et_pb_module et_pb_blog_0 et_pb_blog_grid_wrapper'><div"
        f" class='et_pb_ajax_pagination_container'>{posts}<div><div class='pagination"
        f" clearfix'><div class='alignleft'><a href='/articole/page/2/'>{_e(older)}</a></div>"
        "<div class='alignright'></div></div></div></div></div></div></div></div>"
    )
    return head, body, _wanted(items), (more, older.lstrip("« "))


# A tea shop's category, by language: heading, intro, the result count, the ordering
# menu's options, "add to cart", products (name, price).
SHOP11 = {
    "vi": ("Trà xanh", "Những loại trà xanh được hái và sao tay tại các đồi chè Thái Nguyên, Hà Giang và Lâm Đồng.", "Hiển thị 1–4 của 18 kết quả", ("Thứ tự mặc định", "Mới nhất", "Giá tăng dần"), "Thêm vào giỏ hàng", (
        ("Trà Tân Cương Thái Nguyên loại đặc biệt", "180.000₫"), ("Trà Shan tuyết cổ thụ Hà Giang", "320.000₫"),
        ("Trà ô long Cầu Đất Lâm Đồng", "250.000₫"), ("Trà sen Tây Hồ ướp hoa tươi", "450.000₫"))),
    "ar": ("الشاي الأخضر", "أنواع من الشاي الأخضر تُقطف وتُحمّص يدويًا في مزارع المرتفعات بعناية كبيرة.", "عرض 1–4 من أصل 18 نتيجة", ("الترتيب الافتراضي", "الأحدث", "السعر من الأقل"), "أضف إلى السلة", (
        ("شاي سنشا الياباني الممتاز", "٤٥ ر.س"), ("شاي جاسمين بالزهور الطازجة", "٣٨ ر.س"),
        ("شاي أولونغ الجبلي", "٥٢ ر.س"), ("شاي ماتشا للطهي", "٦٠ ر.س"))),
}  # fmt: skip


def _woocommerce(lang: str) -> Page:
    """A WooCommerce category (Storefront): the result count and the ordering menu over
    the products, an "add to cart" button a product."""
    head, intro, count, options, add, items = SHOP11[lang]
    opts = "".join(f"<option value='o{i}'>{_e(o)}</option>" for i, o in enumerate(options))
    products = "".join(
        f"<li class='product type-product status-publish instock product_cat-tea'><a"
        f" href='/san-pham/p-{i}/' class='woocommerce-LoopProduct-link woocommerce-loop-product__link'>"
        f"<img src='/i/p{i}.jpg' alt=''><h2 class='woocommerce-loop-product__title'>{_e(n)}</h2>"
        f"<span class='price'><span class='woocommerce-Price-amount amount'><bdi>{_e(p)}</bdi>"
        f"</span></span></a><a href='?add-to-cart={40 + i}' data-quantity='1' class='button"
        f" product_type_simple add_to_cart_button ajax_add_to_cart' rel='nofollow'>{_e(add)}</a></li>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        "<div id='primary' class='content-area'><main id='main' class='site-main'"
        " role='main'><header class='woocommerce-products-header'><h1"
        f" class='woocommerce-products-header__title page-title'>{_e(head)}</h1><div"
        f" class='term-description'><p>{_e(intro)}</p></div></header><div"
        " class='storefront-sorting'><form class='woocommerce-ordering' method='get'><select"
        f" name='orderby' class='orderby' aria-label='Shop order'>{opts}</select></form><p"
        f" class='woocommerce-result-count'>{_e(count)}</p></div><ul class='products"
        f" columns-4'>{products}</ul></main></div>"
    )
    return head, body, (intro, *(n for n, _p in items)), (count, add)


# A ceramics shop's collection (Shopify Dawn), by language: heading, intro, the facets'
# "Filter:" and "Sort by:" labels, the product count, products (name, price).
COLLECTION11 = {
    "fi": ("Keramiikka", "Käsin dreijattuja kuppeja, kulhoja ja lautasia pieneltä pajalta Porvoon vanhastakaupungista.", "Suodata:", "Lajittele:", "12 tuotetta", (
        ("Harmaa teekuppi lasitteella", "34,00 €"), ("Syvä keittokulho, sininen", "42,00 €"),
        ("Leipälautanen, savenvalkoinen", "28,00 €"), ("Kermakko ja sokerikko", "56,00 €"))),
    "da": ("Keramik", "Håndlavede kopper, skåle og tallerkener fra et lille værksted på Bornholm.", "Filtrer:", "Sortér efter:", "12 produkter", (
        ("Grå tekop med glasur", "245,00 kr"), ("Dyb suppeskål, blå", "310,00 kr"),
        ("Frokosttallerken, lerhvid", "195,00 kr"), ("Flødekande og sukkerskål", "420,00 kr"))),
}  # fmt: skip


def _shopify(lang: str) -> Page:
    """A Shopify collection (Dawn): the collection's banner and description, the facets'
    "Filter:" and "Sort by:" labels and the product count, then a card a product."""
    head, intro, filt, sort, count, items = COLLECTION11[lang]
    cards = "".join(
        f"<li class='grid__item'><div class='card-wrapper product-card-wrapper'><div"
        f" class='card card--standard card--media'><div class='card__content'><div"
        f" class='card__information'><h3 class='card__heading h5'><a href='/products/p-{i}'"
        f" class='full-unstyled-link'>{_e(n)}</a></h3><div class='card-information'><div"
        f" class='price'><div class='price__container'><div class='price__regular'><span"
        f" class='price-item price-item--regular'>{_e(p)}</span></div></div></div></div>"
        "</div></div></div></div></li>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        "<main id='MainContent' class='content-for-layout'><div class='collection-hero'><div"
        f" class='collection-hero__text-wrapper'><h1 class='collection-hero__title'>{_e(head)}"
        f"</h1><div class='collection-hero__description rte'>{_e(intro)}</div></div></div><div"
        " class='facets-container'><facet-filters-form class='facets small-hide'><form"
        " id='FacetFiltersForm' class='facets__form'><div class='facets__wrapper'><h2"
        f" class='facets__heading caption-large text-body'>{_e(filt)}</h2></div><div"
        f" class='sorting caption-large'><div class='facet-filters__field'><h2"
        f" class='facet-filters__label caption-large text-body'><label for='SortBy'>{_e(sort)}"
        "</label></h2><div class='select'><select name='sort_by' class='facet-filters__sort"
        " select__select caption-large' id='SortBy'><option>A–Z</option></select></div></div>"
        "</div><div class='product-count light' role='status'><h2"
        f" class='product-count__text text-body'><span id='ProductCountDesktop'>{_e(count)}"
        "</span></h2></div></form></facet-filters-form></div><div"
        f" id='ProductGridContainer'><ul id='product-grid' class='grid product-grid'>{cards}"
        "</ul></div></main>"
    )
    return head, body, (intro, *(n for n, _p in items)), (filt.rstrip(":"), sort.rstrip(":"), count)


# A shop's collection under a review app's carousel (Judge.me's ``jdgm-carousel``), by
# language: heading, intro, the carousel's heading, products (name, price), reviews
# (title, body, name, date).
REVIEWED11 = {
    "de": ("Trainingsmatten", "Robuste Bodenmatten für das Heimstudio, rutschfest und leicht zu reinigen, in sechs Größen.", "Das sagen unsere Kunden", (
        ("Bodenschutzmatte 180 × 90 cm", "89,00 €"), ("Bodenschutzmatte 240 × 120 cm", "139,00 €"),
        ("Puzzlematte, 12 Teile", "59,00 €"), ("Yogamatte aus Naturkautschuk", "69,00 €")), (
        ("Endlich Ruhe im Keller", "Seit die Matte unter dem Laufband liegt, hören die Nachbarn nichts mehr und der Fliesenboden bleibt heil.", "Markus", "03.02.2026"),
        ("Top Qualität", "Schwer, riecht kaum und bleibt auch bei Sprüngen an Ort und Stelle liegen. Klare Kaufempfehlung.", "Sabine K.", "19.01.2026"),
        ("Genau richtig fürs Homegym", "Die große Matte passt perfekt unter Hantelbank und Rack, die Kanten rollen sich nicht hoch.", "Jonas", "07.01.2026"),
    )),
    "pl": ("Maty treningowe", "Wytrzymałe maty pod sprzęt do domowej siłowni, antypoślizgowe i łatwe w czyszczeniu, w sześciu rozmiarach.", "Opinie naszych klientów", (
        ("Mata ochronna 180 × 90 cm", "379,00 zł"), ("Mata ochronna 240 × 120 cm", "589,00 zł"),
        ("Mata puzzle, 12 elementów", "249,00 zł"), ("Mata do jogi z kauczuku", "289,00 zł")), (
        ("Wreszcie cisza w piwnicy", "Odkąd mata leży pod bieżnią, sąsiedzi nic nie słyszą, a płytki są całe.", "Marek", "03.02.2026"),
        ("Świetna jakość", "Ciężka, prawie nie pachnie i nie przesuwa się nawet przy skokach. Polecam.", "Anna K.", "19.01.2026"),
        ("Idealna do domowej siłowni", "Duża mata pasuje pod ławkę i stojak, a krawędzie się nie podwijają.", "Tomasz", "07.01.2026"),
    )),
}  # fmt: skip


def _reviewed(lang: str) -> Page:
    """A Shopify collection (Dawn) whose page closes with a review app's carousel
    (Judge.me's ``jdgm-carousel``: a title, a body, a name and a date a review)."""
    head, intro, said, items, reviews = REVIEWED11[lang]
    cards = "".join(
        f"<li class='grid__item'><div class='card__information'><h3 class='card__heading h5'>"
        f"<a href='/products/m-{i}' class='full-unstyled-link'>{_e(n)}</a></h3><div"
        f" class='price'><span class='price-item price-item--regular'>{_e(p)}</span></div>"
        "</div></li>"
        for i, (n, p) in enumerate(items)
    )
    slides = "".join(
        "<div class='jdgm-carousel-item'><div class='jdgm-carousel-item__review'><div"
        " class='jdgm-carousel-item__review-content'><div class='jdgm-carousel-item__review-title'>"
        f"{_e(t)}</div><div class='jdgm-carousel-item__review-body'><p>{_e(b)}</p></div></div>"
        "<div class='jdgm-carousel-item__reviewer-name-wrapper'><div"
        f" class='jdgm-carousel-item__reviewer-name'>{_e(n)}</div><div"
        f" class='jdgm-carousel-item__timestamp'>{_e(d)}</div></div></div></div>"
        for t, b, n, d in reviews
    )
    body = (
        "<main id='MainContent' class='content-for-layout'><div class='collection-hero'><h1"
        f" class='collection-hero__title'>{_e(head)}</h1><div"
        f" class='collection-hero__description rte'>{_e(intro)}</div></div><div"
        f" id='ProductGridContainer'><ul id='product-grid' class='grid product-grid'>{cards}"
        "</ul></div><div class='shopify-section'><div class='jdgm-carousel-wrapper'><h2"
        f" class='jdgm-carousel-title'>{_e(said)}</h2><div class='jdgm-carousel"
        f" jdgm-carousel--aligned-theme'><div class='jdgm-carousel__item-container'>{slides}"
        "</div></div></div></div></main>"
    )
    chrome = tuple(x for t, b, _n, _d in reviews for x in (t, b))
    return head, body, (intro, *(n for n, _p in items)), chrome


# A podcast directory's category in Materialize's cards, by language: heading, the
# cards' "more" link, podcasts (name, description).
SHOWS11 = {
    "fr": ("Catégorie : Histoire", "Écouter", (
        ("LES RIVAGES DU TEMPS", "Chaque semaine, une historienne raconte un port de la Méditerranée et les marins qui l'ont fait vivre."),
        ("CARNETS DE GUERRE", "Des lettres de soldats de 1914 lues par des comédiens, puis commentées par des archivistes."),
        ("LA FABRIQUE DES VILLES", "Comment Lyon, Nantes ou Lille ont changé de visage au fil des siècles, quartier par quartier."),
        ("PETITES HISTOIRES DE LA SCIENCE", "Des découvertes faites par hasard, des erreurs célèbres et les savants oubliés qui les ont faites."),
    )),
    "es": ("Categoría: Historia", "Escuchar", (
        ("ORILLAS DEL TIEMPO", "Cada semana, una historiadora cuenta la vida de un puerto del Mediterráneo y de sus marineros."),
        ("CUADERNOS DE GUERRA", "Cartas de soldados de 1936 leídas por actores y comentadas después por archiveros."),
        ("LA FÁBRICA DE LAS CIUDADES", "Cómo Sevilla, Bilbao o Valencia cambiaron de cara a lo largo de los siglos, barrio a barrio."),
        ("PEQUEÑAS HISTORIAS DE LA CIENCIA", "Descubrimientos casuales, errores famosos y los sabios olvidados que los hicieron."),
    )),
}  # fmt: skip


def _shows(lang: str) -> Page:
    """A podcast directory in Materialize's cards: a title, a "more" link and a "reveal"
    panel whose closing icon is Material Icons' ligature word ("close"), over the
    description."""
    head, listen, items = SHOWS11[lang]
    cards = "".join(
        "<div class='col s12 m6 l3'><div class='card sticky-action'><div class='card-image"
        f" waves-effect waves-block waves-light'><img class='activator' src='/i/s{i}.jpg'"
        f" alt=''></div><div class='card-content'><h5 class='card-title activator'>{_e(t)}</h5>"
        f"</div><div class='card-action'><a class='activator' href='#'>{_e(listen)}</a></div>"
        "<div class='card-reveal'><span class='card-title'><i class='material-icons"
        f" right'>close</i></span><p>{_e(x)}</p></div></div></div>"
        for i, (t, x) in enumerate(items)
    )
    body = (
        "<main><div class='container'><h3>"
        f"{_e(head)}</h3><div class='row'>{cards}</div></div></main>"
    )
    return head, body, _wanted(items), ("close",)


ENGINES11: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "blogger": (_blogger, "version-1-3-3 variant-simple", ("pt", "tr")),
    "joomla": (_joomla, "site com_content wrapper-static view-category layout-blog", ("cs", "hu")),
    "jekyll": (_jekyll, "home", ("fi", "da")),
    "webflow": (_webflow, "body", ("sv", "no")),
    "wix": (_wix, "blog-feed", ("id", "ko")),
    "papermod": (_papermod, "list", ("vi", "ar")),
    "elementor": (_elementor, "archive category elementor-page-1203", ("tr", "nl")),
    "divi": (_divi, "page-template-default page et_pb_pagebuilder_layout", ("ro", "el")),
    "woocommerce": (_woocommerce, "archive tax-product_cat woocommerce woocommerce-page storefront-full-width-content", ("vi", "ar")),
    "shopify": (_shopify, "template-collection gradient", ("fi", "da")),
    "reviewed": (_reviewed, "template-collection gradient", ("de", "pl")),
    "shows": (_shows, "directory", ("fr", "es")),
}  # fmt: skip


def listing_page11(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    build, body_class, langs = ENGINES11[engine]
    if lang not in langs:
        raise ValueError(f"{engine} has no page in {lang}")
    words = WORDS11.get(lang) or CHROME[lang]
    title, body, wanted, chrome = build(lang)
    head = _head(lang, title, body_class, words)
    if lang == "ar":
        head = head.replace(f"<html lang='{lang}'>", f"<html lang='{lang}' dir='rtl'>", 1)
    html = head + body + _foot(words)
    page_chrome = tuple(words[key] for key in PAGE_CHROME11)
    url = f"https://www.alpenrand.example/{engine}/{lang}/"
    return ListingPage(html, url, wanted, (*chrome, *page_chrome))


def cases11() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return [(e, lang) for e, spec in ENGINES11.items() for lang in spec[2]]
