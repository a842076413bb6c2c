# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""A ninth suite of synthetic listing pages (stop 75): collections of kinds and languages
the other eight lack.

A commerce cloud's product tiles, each with a screen-reader record of the product (a
``dl`` hidden by class whose ``dt`` / ``dd`` are ``sr-only``: "Product Name", "Product
Details", "Product Link": en, nl), a course catalogue in a utility-class kit's stacked list
(Tailwind's ``sr-only`` ``dt`` labels over visible values: sv, tr), a local-business
directory's results (Yelp-like: a name, a category line, an address; a
``screen-reader-text`` rating label: vi, id), a podcast's episode list (a number, a title,
a summary, a length: ko, zh-TW), a car classifieds' results (mobile.de-like: a title, a
key-facts line, a price; a "Park" button: nl, ar), an app store's category page (an
app's name, maker and one-line pitch; a "Get" button: tr, id) and a shop's category
under its header's site-search overlay (Shopify's ``search-modal``, Magento's
``search-autocomplete``, a theme's ``search-overlay``: en, de, es) and a garden shop's
grid whose sale badge is a picture with a screen-reader copy of its word ("On Sale:" in
``ada-hidden``, ``visually-hidden``, ``screen-reader-text``: en, de, fr), a video
channel's "Videos" tab (id, ko), a conference's programme (nl, vi) and an A–Z index of a
municipality's topics with a "back to top" link a letter (sv, ar), written after the
engines' templates and language packs with the page chrome of
:func:`tests.auto.engine_listings._head` and ``_foot``. No page is copied from a site or
from the shared datasets.

:func:`listing_page9` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import ListingPage, _e, engine_cases, engine_page

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]

# A commerce cloud's category, by language: heading, count line, the record's three
# labels, "Quick view", products (name, price, the record's details sentence).
TILES9 = {
    "en": ("Carry-On Suitcases", "18 Results", ("Product Name", "Product Details", "Product Link"), "Quick View", (
        ("Harbour Spinner 55", "$189.99", "Harbour Spinner 55 is available in 4 colours. The current price is 189.99 USD."),
        ("Fjell Hardside Cabin", "$229.00", "Fjell Hardside Cabin is available in 3 colours. The current price is 229.00 USD."),
        ("Transit Softside Carry-On", "$149.50", "Transit Softside Carry-On is available in 6 colours. The current price is 149.50 USD."),
        ("Nomad Underseater", "$99.99", "Nomad Underseater is available in 2 colours. The current price is 99.99 USD."),
        ("Atlas Expandable 55", "$199.00", "Atlas Expandable 55 is available in 5 colours. The current price is 199.00 USD."),
    )),
    "nl": ("Handbagagekoffers", "18 resultaten", ("Productnaam", "Productdetails", "Productlink"), "Snel bekijken", (
        ("Harbour Spinner 55", "€ 189,99", "Harbour Spinner 55 is verkrijgbaar in 4 kleuren. De huidige prijs is 189,99 EUR."),
        ("Fjell Harde Cabinekoffer", "€ 229,00", "Fjell Harde Cabinekoffer is verkrijgbaar in 3 kleuren. De huidige prijs is 229,00 EUR."),
        ("Transit Zachte Handbagage", "€ 149,50", "Transit Zachte Handbagage is verkrijgbaar in 6 kleuren. De huidige prijs is 149,50 EUR."),
        ("Nomad Onderzittas", "€ 99,99", "Nomad Onderzittas is verkrijgbaar in 2 kleuren. De huidige prijs is 99,99 EUR."),
        ("Atlas Uitbreidbaar 55", "€ 199,00", "Atlas Uitbreidbaar 55 is verkrijgbaar in 5 kleuren. De huidige prijs is 199,00 EUR."),
    )),
}  # fmt: skip
# A course catalogue in a stacked list, by language: heading, intro, the screen-reader
# labels (credits, teacher, term), "Enrol", courses (title, summary, credits, teacher, term).
COURSES9 = {
    "sv": ("Kurser i marinbiologi", "Kurserna ges på campus i Kristineberg och läses på helfart under en halv termin.", ("Högskolepoäng", "Lärare", "Termin"), "Anmäl dig", (
        ("Havets ekologi", "Grundkurs om näringsvävar, primärproduktion och strömmar i Skagerrak och Kattegatt.", "7,5 hp", "Karin Ljungberg", "HT 2025"),
        ("Fiskbiologi och förvaltning", "Fiskars anatomi, tillväxt och beståndsuppskattning med fältövningar ombord.", "15 hp", "Johan Eriksson", "VT 2026"),
        ("Bentiska samhällen", "Provtagning av bottenfauna och artbestämning av havsborstmaskar och musslor.", "7,5 hp", "Sara Holm", "HT 2025"),
        ("Klimat och hav", "Hur försurning och uppvärmning förändrar planktonsamhällen i Nordatlanten.", "7,5 hp", "Mikael Berg", "VT 2026"),
    )),
    "tr": ("Deniz biyolojisi dersleri", "Dersler Erdemli kampüsünde verilir ve yarım dönem boyunca tam zamanlı okunur.", ("Kredi", "Öğretim üyesi", "Dönem"), "Kaydol", (
        ("Deniz ekolojisi", "Besin ağları, birincil üretim ve Doğu Akdeniz akıntıları üzerine giriş dersi.", "6 AKTS", "Ayşe Demir", "Güz 2025"),
        ("Balık biyolojisi ve yönetimi", "Balıkların anatomisi, büyümesi ve gemide arazi çalışmalarıyla stok tahmini.", "8 AKTS", "Mehmet Kaya", "Bahar 2026"),
        ("Bentik topluluklar", "Dip faunası örneklemesi ve çok kıllı solucanlarla midyelerin tür tayini.", "6 AKTS", "Zeynep Arslan", "Güz 2025"),
        ("İklim ve deniz", "Asitlenme ve ısınmanın Akdeniz'deki plankton topluluklarını nasıl değiştirdiği.", "6 AKTS", "Emre Yıldız", "Bahar 2026"),
    )),
}  # fmt: skip
# A local-business directory's results, by language: heading, count line, the rating's
# screen-reader label, "Open now", businesses (name, category line, address, snippet).
PLACES9 = {
    "vi": ("Quán phở ngon ở Quận 1", "Hiển thị 1–5 trong số 48 kết quả", "Đánh giá", "Đang mở cửa", (
        ("Phở Lý Tự Trọng", "Phở, Món Việt · $$", "14 Lý Tự Trọng, Bến Nghé", "Nước dùng trong và thơm quế hồi, thịt bò tái thái mỏng, quán mở từ sáu giờ sáng."),
        ("Phở Bà Ba", "Phở, Quán ăn sáng · $", "82 Nguyễn Trãi, Bến Thành", "Quán gia đình ba đời, chỉ bán phở bò và phở gà, nên đến trước tám giờ."),
        ("Phở Đêm Sài Gòn", "Phở, Ăn khuya · $$", "5 Đinh Tiên Hoàng, Đa Kao", "Mở đến hai giờ sáng, nổi tiếng với phở nạm gầu và quẩy giòn."),
        ("Phở Hà Nội Xưa", "Phở, Món Bắc · $$", "31 Pasteur, Bến Nghé", "Phở kiểu Hà Nội với nước dùng ngọt xương, hành lá và giấm tỏi."),
        ("Phở Chợ Cũ", "Phở, Bình dân · $", "120 Hàm Nghi, Bến Thành", "Quán nhỏ gần chợ cũ, giá mềm, tô lớn đầy đủ tái, chín, gân."),
    )),
    "id": ("Kedai kopi terbaik di Bandung", "Menampilkan 1–5 dari 63 hasil", "Penilaian", "Buka sekarang", (
        ("Kopi Braga Lama", "Kedai kopi, Sarapan · Rp", "Jl. Braga No. 18, Sumur Bandung", "Kopi tubruk dari biji Malabar yang disangrai sendiri, roti bakar srikaya, buka sejak pukul tujuh."),
        ("Warung Kopi Dago", "Kedai kopi, Kue · Rp", "Jl. Ir. H. Juanda No. 92, Coblong", "Teras luas di bawah pohon, kopi susu gula aren dan pisang goreng hangat."),
        ("Seduh Cikapundung", "Kopi seduh manual · Rp Rp", "Jl. Cikapundung Barat No. 4, Braga", "Barista menyeduh tiap cangkir dengan V60 dan menjelaskan asal setiap biji."),
        ("Roastery Lembang", "Kedai kopi, Pemanggangan · Rp Rp", "Jl. Raya Lembang No. 211, Lembang", "Pemanggangan di tempat dengan pemandangan kebun, cocok untuk akhir pekan."),
        ("Kopi Pasar Baru", "Kedai kopi, Bubuk kopi · Rp", "Jl. Otto Iskandardinata No. 70, Kebon Jeruk", "Kios kopi tua yang juga menjual bubuk kopi giling per ons."),
    )),
}  # fmt: skip
# A podcast's episode list, by language: show title, show blurb, "Play", "Subscribe",
# episodes (number line, title, summary, length).
EPISODES9 = {
    "ko": ("바다 이야기 팟캐스트", "해양학자 두 사람이 매주 바다의 과학과 역사를 이야기합니다.", "재생", "구독하기", (
        ("에피소드 48", "등대지기의 마지막 겨울", "무인화되기 전 마지막 등대지기들의 기록을 따라가며 외딴 섬의 겨울을 이야기합니다.", "52분"),
        ("에피소드 47", "해파리는 왜 늘어날까", "수온 상승과 어획 변화가 해파리 대발생에 어떤 영향을 주는지 살펴봅니다.", "47분"),
        ("에피소드 46", "조석표를 만드는 사람들", "조석 예측의 역사와 오늘날 항만에서 쓰이는 계산 방법을 소개합니다.", "55분"),
        ("에피소드 45", "심해 열수구 탐사기", "잠수정을 타고 열수구를 다녀온 연구자와 함께 그곳의 생물을 이야기합니다.", "61분"),
    )),
    "zh-TW": ("海洋故事播客", "兩位海洋學者每週聊聊海洋的科學與歷史。", "播放", "訂閱", (
        ("第 48 集", "燈塔看守人的最後一個冬天", "追隨無人化之前最後一批燈塔看守人的紀錄，談談離島的冬天。", "52 分鐘"),
        ("第 47 集", "水母為什麼越來越多", "探討水溫上升與漁獲變化如何影響水母大量出現。", "47 分鐘"),
        ("第 46 集", "製作潮汐表的人", "介紹潮汐預報的歷史，以及今日港口使用的計算方法。", "55 分鐘"),
        ("第 45 集", "深海熱泉探險記", "與搭乘潛水器造訪熱泉的研究者一起聊聊那裡的生物。", "61 分鐘"),
    )),
}  # fmt: skip
# A car classifieds' results, by language: heading, count line, "Park" (save), "Sponsored"
# not used, cars (title, key facts, price).
CARS9 = {
    "nl": ("Volkswagen Golf Variant occasions", "312 resultaten", "Parkeren", (
        ("Volkswagen Golf Variant 1.5 TSI Life", "2021 · 48.200 km · Benzine · Handgeschakeld · 96 kW (131 pk)", "€ 21.450"),
        ("Volkswagen Golf Variant 2.0 TDI Style", "2020 · 91.500 km · Diesel · Automaat · 110 kW (150 pk)", "€ 19.950"),
        ("Volkswagen Golf Variant 1.0 eTSI", "2022 · 23.900 km · Benzine · Automaat · 81 kW (110 pk)", "€ 24.750"),
        ("Volkswagen Golf Variant 1.4 TSI Highline", "2018 · 112.000 km · Benzine · Handgeschakeld · 92 kW (125 pk)", "€ 14.500"),
    )),
    "ar": ("سيارات فولكس فاجن جولف مستعملة", "312 نتيجة", "حفظ", (
        ("فولكس فاجن جولف 1.5 TSI لايف", "2021 · 48,200 كم · بنزين · يدوي · 131 حصان", "85,000 درهم"),
        ("فولكس فاجن جولف 2.0 TDI ستايل", "2020 · 91,500 كم · ديزل · أوتوماتيك · 150 حصان", "79,500 درهم"),
        ("فولكس فاجن جولف 1.0 eTSI", "2022 · 23,900 كم · بنزين · أوتوماتيك · 110 حصان", "96,000 درهم"),
        ("فولكس فاجن جولف 1.4 TSI هايلاين", "2018 · 112,000 كم · بنزين · يدوي · 125 حصان", "58,000 درهم"),
    )),
}  # fmt: skip
# An app store's category page, by language: heading, "Get", apps (name, maker, pitch).
APPS9 = {
    "tr": ("Seyahat uygulamaları", "Al", (
        ("Gelgit Rehberi", "Deniz Yazılım", "Kıyıdaki her liman için gelgit saatleri ve rüzgar tahmini."),
        ("Feribot Saatleri", "Boğaz Mobil", "İstanbul ve Ege hatlarının sefer saatleri, çevrim dışı da çalışır."),
        ("Kamp Haritası", "Yayla Teknoloji", "Türkiye'deki kamp alanları, yorumlar ve su kaynakları tek haritada."),
        ("Müze Kart Rehberi", "Kültür Uygulamaları", "Müzelerin açılış saatleri, giriş ücretleri ve sesli rehberler."),
    )),
    "id": ("Aplikasi perjalanan", "Dapatkan", (
        ("Jadwal Pasang Surut", "Samudra Digital", "Jam pasang surut dan prakiraan angin untuk setiap pelabuhan di pesisir."),
        ("Tiket Kapal Nusantara", "Laut Mobile", "Jadwal dan harga kapal antarpulau, bisa dibuka tanpa sinyal."),
        ("Peta Pendakian", "Puncak Teknologi", "Jalur pendakian gunung di Jawa dan Bali lengkap dengan pos air."),
        ("Panduan Museum", "Budaya Apps", "Jam buka museum, harga tiket dan pemandu suara dalam tiga bahasa."),
    )),
}  # fmt: skip

# A shop's category with its header's site-search overlay, by language (each language
# another engine's overlay): heading, the overlay's heading, its popular searches' label
# and searches, its empty state, products (name, price).
OVERLAYS9 = {
    "en": ("Trail Running Shoes", "Search", "Popular searches", ("Waterproof jackets", "Gaiters", "Headlamps"), "We're sorry, we did not find results for your search term. Check the spelling or try a more general word, or browse our new arrivals.", (
        ("Ridgeback Trail 3", "$139.00"), ("Scree Runner GTX", "$165.00"), ("Fellrace Lite", "$119.00"), ("Moorland Grip 2", "$149.00"), ("Summit Sprint", "$129.00"),
    )),
    "de": ("Trailrunning-Schuhe", "Suche", "Beliebte Suchen", ("Regenjacken", "Gamaschen", "Stirnlampen"), "Leider haben wir keine Ergebnisse für Ihren Suchbegriff gefunden. Prüfen Sie die Schreibweise oder versuchen Sie ein allgemeineres Wort.", (
        ("Ridgeback Trail 3", "139,00 €"), ("Scree Runner GTX", "165,00 €"), ("Fellrace Lite", "119,00 €"), ("Moorland Grip 2", "149,00 €"), ("Summit Sprint", "129,00 €"),
    )),
    "es": ("Zapatillas de trail", "Buscar", "Búsquedas populares", ("Chaquetas impermeables", "Polainas", "Frontales"), "Lo sentimos, no encontramos resultados para tu búsqueda. Revisa la ortografía o prueba con una palabra más general.", (
        ("Ridgeback Trail 3", "139,00 €"), ("Scree Runner GTX", "165,00 €"), ("Fellrace Lite", "119,00 €"), ("Moorland Grip 2", "149,00 €"), ("Summit Sprint", "129,00 €"),
    )),
}  # fmt: skip

# A garden shop's grid whose sale badge is a picture with a screen-reader copy of its
# word, by language (each language another engine's markup): heading, intro, the badge's
# word, products (name, item number line, old and new price).
BADGED9 = {
    "en": ("Indoor Pottery", "Glazed and terracotta pots for houseplants, each with a matching saucer.", "On Sale:", (
        ("Cathedral Pot and Saucer, 6 inch", "SKU: G59499", "$49.00 $24.50"),
        ("Harvest Pot and Saucer, Small", "SKU: G56021", "$59.00 $29.50"),
        ("Scalloped Terracotta Pot, Medium", "SKU: G56024", "$43.00 $32.25"),
        ("Cottage Pot and Saucer, 8 inch", "SKU: G59500", "$26.00 $13.00"),
        ("Double Piecrust Pot", "SKU: G59110", "$24.00 $12.00"),
    )),
    "de": ("Übertöpfe für Zimmerpflanzen", "Glasierte Töpfe und Terrakotta für Zimmerpflanzen, jeweils mit passendem Untersetzer.", "Angebot", (
        ("Kathedralen-Topf mit Untersetzer, 15 cm", "Art.-Nr. G59499", "49,00 € 24,50 €"),
        ("Ernte-Topf mit Untersetzer, klein", "Art.-Nr. G56021", "59,00 € 29,50 €"),
        ("Terrakotta-Topf mit Wellenrand, mittel", "Art.-Nr. G56024", "43,00 € 32,25 €"),
        ("Landhaus-Topf mit Untersetzer, 20 cm", "Art.-Nr. G59500", "26,00 € 13,00 €"),
        ("Doppelrand-Topf", "Art.-Nr. G59110", "24,00 € 12,00 €"),
    )),
    "fr": ("Cache-pots d'intérieur", "Pots émaillés et en terre cuite pour plantes d'intérieur, chacun avec sa soucoupe.", "Promo", (
        ("Pot cathédrale et soucoupe, 15 cm", "Réf. G59499", "49,00 € 24,50 €"),
        ("Pot moisson et soucoupe, petit", "Réf. G56021", "59,00 € 29,50 €"),
        ("Pot festonné en terre cuite, moyen", "Réf. G56024", "43,00 € 32,25 €"),
        ("Pot campagne et soucoupe, 20 cm", "Réf. G59500", "26,00 € 13,00 €"),
        ("Pot double bordure", "Réf. G59110", "24,00 € 12,00 €"),
    )),
}  # fmt: skip
# Each language's badge, written as its engine writes it: an empty badge span and an
# ``ada-hidden`` word in the picture's link (en), Bootstrap's ``visually-hidden`` word
# beside an icon (de), a WordPress theme's ``screen-reader-text`` (fr).
_BADGE_SHELLS = {
    "en": "<span class='on-sale-badge top-item-badge'></span><span class='ada-hidden'>{word} </span>",
    "de": "<span class='badge-icon badge-sale' aria-hidden='true'></span><span class='visually-hidden'>{word}</span>",
    "fr": "<span class='onsale-icon'></span><span class='screen-reader-text'>{word}</span>",
}

# A video channel's "Videos" tab, by language: channel name, channel blurb, the
# "Subscribe" button, the tab names, videos (title, views-and-age line, length).
VIDEOS9 = {
    "id": ("Dapur Nusantara", "Resep masakan rumahan dari seluruh Indonesia, diunggah setiap Jumat.", "Subscribe", ("Beranda", "Video", "Shorts", "Playlist"), (
        ("Rendang daging sapi yang empuk tanpa presto", "128 rb x ditonton • 3 hari yang lalu", "18:42"),
        ("Soto ayam Lamongan dengan koya gurih", "96 rb x ditonton • 1 minggu yang lalu", "14:05"),
        ("Gudeg Jogja manis legit dari nangka muda", "210 rb x ditonton • 2 minggu yang lalu", "21:17"),
        ("Sambal matah Bali segar untuk ikan bakar", "64 rb x ditonton • 3 minggu yang lalu", "9:48"),
    )),
    "ko": ("집밥 연구소", "매주 금요일, 누구나 따라 할 수 있는 한국 가정식 레시피를 올립니다.", "구독", ("홈", "동영상", "Shorts", "재생목록"), (
        ("실패 없는 김치찌개, 돼지고기 앞다리로 끓이기", "조회수 12만회 • 3일 전", "15:32"),
        ("간장 찜닭을 집에서 가게 맛 그대로", "조회수 9.6만회 • 1주 전", "13:08"),
        ("봄동 겉절이와 된장국 한 상 차림", "조회수 21만회 • 2주 전", "17:45"),
        ("두부조림 양념장 황금 비율", "조회수 6.4만회 • 3주 전", "8:51"),
    )),
}  # fmt: skip
# A conference's programme, by language: heading, intro, the "Add to calendar" link,
# talks (time, title, speaker, room).
SCHEDULE9 = {
    "nl": ("Programma dinsdag 14 oktober", "Alle sessies vinden plaats in het congrescentrum; de zalen liggen op de eerste verdieping.", "Toevoegen aan agenda", (
        ("09:30", "Opening: twintig jaar open data bij gemeenten", "Marieke de Vries", "Zaal A"),
        ("10:15", "Waterstanden voorspellen met sensoren langs de dijk", "Pieter Janssen", "Zaal B"),
        ("11:00", "Fietsdata en de inrichting van kruispunten", "Fatima el Amrani", "Zaal A"),
        ("11:45", "Open source in de zorg: lessen uit drie ziekenhuizen", "Joost Bakker", "Zaal C"),
    )),
    "vi": ("Chương trình ngày thứ Ba 14 tháng 10", "Tất cả phiên họp diễn ra tại trung tâm hội nghị; các phòng nằm ở tầng một.", "Thêm vào lịch", (
        ("09:30", "Khai mạc: hai mươi năm dữ liệu mở ở các thành phố", "Nguyễn Thu Hà", "Phòng A"),
        ("10:15", "Dự báo mực nước bằng cảm biến dọc đê sông Hồng", "Trần Minh Đức", "Phòng B"),
        ("11:00", "Dữ liệu xe máy và thiết kế nút giao thông", "Lê Hoàng Anh", "Phòng A"),
        ("11:45", "Mã nguồn mở trong y tế: bài học từ ba bệnh viện", "Phạm Quốc Bảo", "Phòng C"),
    )),
}  # fmt: skip
# An A–Z index of a site's topics, by language: heading, intro, the letter bar's label,
# letters with their topics, the "back to top" link.
AZ9 = {
    "sv": ("Ämnen från A till Ö", "Här hittar du alla ämnen på webbplatsen i bokstavsordning.", "Hoppa till bokstav", (
        ("A", ("Allemansrätten", "Avfall och återvinning", "Arbetsmiljö")),
        ("B", ("Badplatser", "Bygglov", "Bostadsbidrag")),
        ("F", ("Fiske i sjöar och hav", "Folkbibliotek", "Färdtjänst")),
        ("Ö", ("Öppettider för återvinningscentraler", "Övergångsställen")),
    ), "Till toppen"),
    "ar": ("الموضوعات من الألف إلى الياء", "تجد هنا جميع موضوعات الموقع مرتبة ترتيبًا أبجديًا.", "انتقل إلى حرف", (
        ("أ", ("إعادة التدوير", "الأرصفة والممرات", "إصدار رخص البناء")),
        ("ب", ("البلاغات عن الأعطال", "المكتبات العامة", "الحدائق والمتنزهات")),
        ("ت", ("التراخيص التجارية", "تنظيم المواقف", "التشجير")),
        ("م", ("مواعيد جمع النفايات", "مراكز الخدمة")),
    ), "العودة إلى الأعلى"),
}  # fmt: skip


def _tiles(lang: str) -> Page:
    """A commerce cloud's category grid (``product-tile``): each tile a linked name in
    ``pdp-link``, a price, a "Quick View" button and a screen-reader record of the product
    in a ``dl`` hidden by class (``d-none``) whose entries are ``sr-only``."""
    head, count, (name, details, link), quick, items = TILES9[lang]
    tiles = "".join(
        f"<div class='col-6 col-sm-4'><div class='product' data-pid='{6100 + i}'><div"
        f" class='product-tile'><div class='image-container'><a href='/p/{6100 + i}.html'><img"
        f" class='tile-image' src='/i/t{i}.jpg' alt=''></a><button class='quickview'>"
        f"{_e(quick)}</button></div><div class='tile-body'><div class='pdp-link'><a"
        f" class='link' href='/p/{6100 + i}.html'>{_e(n)}</a></div><div class='price'><span"
        f" class='sales'><span class='value'>{_e(p)}</span></span></div></div><dl"
        f" class='d-none'><dt class='sr-only'>{_e(name)}</dt><dd class='sr-only'"
        f" id='product-tile-label-{6100 + i}'>{_e(n)}</dd><dt class='sr-only'>{_e(details)}</dt>"
        f"<dd class='sr-only'>{_e(d)}</dd><dt class='sr-only'>{_e(link)}</dt><dd class='sr-only'"
        f" role='link'>/p/{6100 + i}.html?dwvar_{6100 + i}_color=00{i}</dd></dl></div></div></div>"
        for i, (n, p, d) in enumerate(items)
    )
    body = (
        "<div class='container search-results'><div class='row search-results-header'><h1"
        f" class='page-title'>{_e(head)}</h1></div><div class='row'><div class='col-12"
        f" grid-header'><div class='result-count'>{_e(count)}</div></div><div class='col-12"
        f" product-grid row' itemtype='http://schema.org/SomeProducts'>{tiles}</div></div></div>"
    )
    wanted = (*(n for n, *_ in items), *(p for _n, p, _d in items))
    return head, body, wanted, (name, details, link, quick, *(d for *_, d in items))


def _courses(lang: str) -> Page:
    """A course catalogue in a utility-class kit's stacked list: a course a ``li`` with a
    linked title, a summary and a ``dl`` of facts whose ``dt`` labels are ``sr-only`` and
    whose ``dd`` values show."""
    head, intro, (credits, teacher, term), enrol, items = COURSES9[lang]
    rows = "".join(
        "<li class='flex items-center justify-between gap-x-6 py-5'><div class='min-w-0'><p"
        f" class='text-sm font-semibold leading-6 text-gray-900'><a href='/kurs/{300 + i}'>"
        f"{_e(t)}</a></p><p class='mt-1 text-sm leading-5 text-gray-600'>{_e(s)}</p><dl"
        " class='mt-1 flex gap-x-2 text-xs leading-5 text-gray-500'><dt class='sr-only'>"
        f"{_e(credits)}</dt><dd>{_e(c)}</dd><dt class='sr-only'>{_e(teacher)}</dt><dd>{_e(x)}"
        f"</dd><dt class='sr-only'>{_e(term)}</dt><dd>{_e(y)}</dd></dl></div><a"
        " class='rounded-md bg-white px-2.5 py-1.5 text-sm font-semibold shadow-sm'"
        f" href='/kurs/{300 + i}/anmalan'>{_e(enrol)}</a></li>"
        for i, (t, s, c, x, y) in enumerate(items)
    )
    body = (
        "<main class='mx-auto max-w-7xl px-4'><div class='border-b border-gray-200 pb-5'><h1"
        f" class='text-2xl font-bold'>{_e(head)}</h1><p class='mt-2 text-sm text-gray-500'>"
        f"{_e(intro)}</p></div><ul role='list' class='divide-y divide-gray-100'>{rows}</ul>"
        "</main>"
    )
    wanted = (intro, *(t for t, *_ in items), *(s for _t, s, *_ in items))
    return head, body, wanted, (credits, teacher, term, enrol)


def _places(lang: str) -> Page:
    """A local-business directory's results: a card a place, its linked name, a rating in
    a ``dl`` whose ``dt`` label is ``screen-reader-text``, a category line, an address, an
    "Open now" badge and a snippet of a review."""
    head, count, rating, open_now, items = PLACES9[lang]
    cards = "".join(
        f"<li class='search-result'><div class='biz-card' data-biz='{900 + i}'><div"
        f" class='biz-card__photo'><img src='/i/b{i}.jpg' alt=''></div><div"
        f" class='biz-card__main'><h3 class='biz-card__name'><a href='/biz/{900 + i}'>"
        f"{i + 1}. {_e(n)}</a></h3><dl class='biz-card__rating'><dt"
        f" class='screen-reader-text'>{_e(rating)}</dt><dd><span class='stars'"
        f" aria-hidden='true'>★★★★☆</span> <span class='review-count'>{120 + 17 * i}</span>"
        f"</dd></dl><p class='biz-card__category'>{_e(c)}</p><p class='biz-card__address'>"
        f"{_e(a)}</p><p class='biz-card__badge is-open'>{_e(open_now)}</p><p"
        f" class='biz-card__snippet'>{_e(s)}</p>"
        "</div></div></li>"
        for i, (n, c, a, s) in enumerate(items)
    )
    body = (
        "<main class='search-main'><div class='search-header'><h1>"
        f"{_e(head)}</h1><p class='search-count'>{_e(count)}</p></div><ul"
        f" class='search-results-list'>{cards}</ul></main>"
    )
    wanted = (*(n for n, *_ in items), *(a for _n, _c, a, _s in items), *(s for *_, s in items))
    return head, body, wanted, (count, rating, open_now)


def _episodes(lang: str) -> Page:
    """A podcast host's episode list: the show's blurb, then an episode a card with its
    number, linked title, summary, length and a "Play" button; a "Subscribe" box."""
    head, blurb, play, subscribe, items = EPISODES9[lang]
    cards = "".join(
        f"<article class='episode-card'><div class='episode-card__meta'><span"
        f" class='episode-number'>{_e(k)}</span></div><h2 class='episode-card__title'><a"
        f" href='/episodes/{48 - i}'>{_e(t)}</a></h2><p class='episode-card__summary'>{_e(s)}"
        f"</p><div class='episode-card__footer'><button class='play-button'>{_e(play)}"
        f"</button><span class='episode-duration'>{_e(d)}</span></div></article>"
        for i, (k, t, s, d) in enumerate(items)
    )
    body = (
        f"<main class='podcast-page'><section class='show-header'><h1>{_e(head)}</h1><p"
        f" class='show-description'>{_e(blurb)}</p><div class='subscribe-links'><a"
        f" class='subscribe-button' href='/rss'>{_e(subscribe)}</a></div></section><section"
        f" class='episode-list'>{cards}</section></main>"
    )
    wanted = (blurb, *(t for _k, t, *_ in items), *(s for _k, _t, s, _d in items))
    return head, body, wanted, (play, subscribe)


def _cars(lang: str) -> Page:
    """A car classifieds' results: a card a car, its linked title, a key-facts line, a
    price and a "Park" (save) button."""
    head, count, park, items = CARS9[lang]
    cards = "".join(
        f"<article class='result-item' data-listing-id='{40 + i}'><a class='result-item__link'"
        f" href='/auto/{40 + i}'><div class='result-item__gallery'><img src='/i/c{i}.jpg'"
        f" alt=''></div><div class='result-item__body'><h2 class='result-item__title'>{_e(t)}"
        f"</h2><div class='result-item__facts'>{_e(f)}</div><div class='result-item__price'>"
        f"{_e(p)}</div></div></a><button class='result-item__park' type='button'>{_e(park)}"
        "</button></article>"
        for i, (t, f, p) in enumerate(items)
    )
    body = (
        f"<main class='srp'><div class='srp-header'><h1>{_e(head)}</h1><div"
        f" class='srp-count'>{_e(count)}</div></div><div class='srp-results'>{cards}</div>"
        "</main>"
    )
    wanted = (*(t for t, *_ in items), *(f for _t, f, _p in items), *(p for *_, p in items))
    return head, body, wanted, (count, park)


def _apps(lang: str) -> Page:
    """An app store's category page: a shelf of app cards, each a linked name, its maker,
    a one-line pitch and a "Get" button."""
    head, get, items = APPS9[lang]
    cards = "".join(
        f"<li class='shelf-grid__item'><div class='lockup'><a class='lockup__link'"
        f" href='/app/{700 + i}'><img class='lockup__icon' src='/i/a{i}.png' alt=''><div"
        f" class='lockup__text'><h3 class='lockup__title'>{_e(n)}</h3><p"
        f" class='lockup__subtitle'>{_e(m)}</p><p class='lockup__pitch'>{_e(s)}</p></div></a>"
        f"<button class='get-button'>{_e(get)}</button></div></li>"
        for i, (n, m, s) in enumerate(items)
    )
    body = (
        f"<main class='store-main'><h1 class='store-heading'>{_e(head)}</h1><ul"
        f" class='shelf-grid__body'>{cards}</ul></main>"
    )
    wanted = (*(n for n, *_ in items), *(s for *_, s in items))
    return head, body, wanted, (get,)


def _badged(lang: str) -> Page:
    """A garden shop's grid (:data:`BADGED9`): a card a pot, its picture's link holding a
    sale badge drawn by the style sheet and a screen-reader copy of its word, the name,
    an item number and the prices."""
    head, intro, word, items = BADGED9[lang]
    badge = _BADGE_SHELLS[lang].format(word=_e(word))
    cards = "".join(
        f"<div class='thumb-wff'><a href='/pots/{i}' title='{_e(n)}'><span"
        f" class='item-img-wrap'>{badge}<img src='/i/p{i}.png' alt='{_e(n)}'></span><span"
        f" class='item-name'>{_e(n)}</span></a><span class='item-sku'>{_e(k)}</span><div"
        f" class='prices-wrap'><span class='price'>{_e(p)}</span></div></div>"
        for i, (n, k, p) in enumerate(items)
    )
    body = (
        f"<div id='content'><h1 class='cat-title'>{_e(head)}</h1><div class='cat-desc'><p>"
        f"{_e(intro)}</p></div><div class='thumbs-wrap'>{cards}</div></div>"
    )
    wanted = (intro, *(n for n, *_ in items), *(p for *_, p in items))
    return head, body, wanted, (word,)


def _videos(lang: str) -> Page:
    """A video channel's "Videos" tab: the channel's header (name, blurb, a "Subscribe"
    button, the tabs), then a grid of videos, each a length over its thumbnail, a linked
    title and a views-and-age line."""
    name, blurb, subscribe, tabs, items = VIDEOS9[lang]
    tab_bar = "".join(f"<a class='tab' href='/c/{i}'>{_e(t)}</a>" for i, t in enumerate(tabs))
    cards = "".join(
        f"<div class='rich-item'><div class='video-renderer'><a class='thumbnail'"
        f" href='/watch?v={i}'><img src='/vi/{i}.jpg' alt=''><span class='time-status'>"
        f"{_e(d)}</span></a><div class='details'><h3 class='video-title'><a"
        f" href='/watch?v={i}'>{_e(t)}</a></h3><div class='metadata-line'>{_e(m)}</div></div>"
        "</div></div>"
        for i, (t, m, d) in enumerate(items)
    )
    body = (
        f"<main class='channel-page'><div class='channel-header'><h1 class='channel-name'>"
        f"{_e(name)}</h1><p class='channel-description'>{_e(blurb)}</p><button"
        f" class='subscribe-button'>{_e(subscribe)}</button><nav class='channel-tabs'>"
        f"{tab_bar}</nav></div><div class='rich-grid'>{cards}</div></main>"
    )
    wanted = (*(t for t, *_ in items),)
    return name, body, wanted, (subscribe, *tabs)


def _schedule(lang: str) -> Page:
    """A conference's programme (a WordPress schedule plugin's list): a session a row
    with its time, linked title, speaker and room, and an "Add to calendar" link."""
    head, intro, add, items = SCHEDULE9[lang]
    rows = "".join(
        f"<div class='session-row'><div class='session-time'><time>{_e(t)}</time></div><div"
        f" class='session-body'><h3 class='session-title'><a href='/sessie/{i}'>{_e(x)}</a>"
        f"</h3><p class='session-speaker'>{_e(sp)}</p><p class='session-room'>{_e(r)}</p><a"
        f" class='session-ics' href='/ics/{i}'>{_e(add)}</a></div></div>"
        for i, (t, x, sp, r) in enumerate(items)
    )
    body = (
        f"<main class='site-main'><article class='page type-page'><h1 class='entry-title'>"
        f"{_e(head)}</h1><div class='entry-content'><p>{_e(intro)}</p><div"
        f" class='schedule-list'>{rows}</div></div></article></main>"
    )
    wanted = (intro, *(x for _t, x, *_ in items), *(sp for _t, _x, sp, _r in items))
    return head, body, wanted, (add,)


def _az_index(lang: str) -> Page:
    """An A–Z index of a municipality's topics: a letter bar, then a letter heading and a
    list of linked topics a letter, each closing with a "back to top" link."""
    head, intro, jump, groups, top = AZ9[lang]
    bar = "".join(f"<li><a href='#l{i}'>{_e(k)}</a></li>" for i, (k, _t) in enumerate(groups))
    sections = "".join(
        f"<section class='az-group' id='l{i}'><h2 class='az-letter'>{_e(k)}</h2><ul"
        " class='az-list'>"
        + "".join(f"<li><a href='/amne/{i}-{j}'>{_e(t)}</a></li>" for j, t in enumerate(ts))
        + f"</ul><a class='az-top' href='#top'>{_e(top)}</a></section>"
        for i, (k, ts) in enumerate(groups)
    )
    body = (
        f"<main id='main' class='az-page'><h1>{_e(head)}</h1><p class='lead'>{_e(intro)}</p>"
        f"<nav class='az-nav' aria-label='{_e(jump)}'><ul>{bar}</ul></nav>{sections}</main>"
    )
    wanted = (intro, *(t for _k, ts in groups for t in ts))
    return head, body, wanted, (top,)


# Each language's overlay, written as its engine writes it: Shopify's ``search-modal``
# with a ``predictive-search`` form (en), Magento's ``search-autocomplete`` box (de), a
# WordPress theme's full-screen ``search-overlay`` (es).
_OVERLAY_SHELLS = {
    "en": (
        "<details-modal class='header__search'><div class='search-modal modal__content'"
        " role='dialog'><div class='modal-overlay'></div><div class='search-modal__content'>"
        "<predictive-search class='search-modal__form'><form action='/search'><p"
        " class='search-modal__heading'>{heading}</p><input type='search' name='q'>"
        "<div class='predictive-search__results'><p class='predictive-search__label'>{label}"
        "</p><ul class='predictive-search__list'>{links}</ul><p"
        " class='predictive-search__empty'>{empty}</p></div></form></predictive-search>"
        "</div></div></details-modal>"
    ),
    "de": (
        "<div class='block block-search'><div class='block block-content'><form class='form"
        " minisearch'><input id='search' type='text' name='q'><div id='search_autocomplete'"
        " class='search-autocomplete'><strong class='search-autocomplete__heading'>{heading}"
        "</strong><p class='search-autocomplete__title'>{label}</p><ul>"
        "{links}</ul><p class='search-autocomplete__empty'>{empty}</p></div></form></div>"
        "</div>"
    ),
    "es": (
        "<div class='search-overlay' id='search-overlay'><div class='search-overlay__inner'>"
        "<h2 class='search-overlay__title'>{heading}</h2><form role='search'><input"
        " type='search' name='s'></form><div class='search-overlay__suggestions'><h3>{label}"
        "</h3><ul>{links}</ul></div><div class='search-overlay__no-results'><p>{empty}</p>"
        "</div></div></div>"
    ),
}


def _overlays(lang: str) -> Page:
    """A shop's category grid under its header's site-search overlay (:data:`OVERLAYS9`:
    a heading, popular searches and an empty state, in each language another engine's
    markup), then cards of a linked name and a price."""
    head, heading, label, searches, empty, items = OVERLAYS9[lang]
    links = "".join(f"<li><a href='/search?q={i}'>{_e(q)}</a></li>" for i, q in enumerate(searches))
    shell = _OVERLAY_SHELLS[lang].format(
        heading=_e(heading), label=_e(label), links=links, empty=_e(empty)
    )
    cards = "".join(
        f"<li class='grid__item'><div class='card-wrapper product-card'><div class='card'>"
        f"<img src='/i/s{i}.jpg' alt=''><h3 class='card__heading'><a href='/products/{i}'>"
        f"{_e(n)}</a></h3><div class='price'><span class='price-item'>{_e(p)}</span></div>"
        "</div></div></li>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        "<main id='MainContent' class='content-for-layout'><div class='collection-hero'>"
        f"<h1 class='collection-hero__title'>{_e(head)}</h1></div>{shell}<ul id='product-grid'"
        f" class='grid product-grid'>{cards}</ul></main>"
    )
    wanted = (*(n for n, _p in items), *(p for _n, p in items))
    return head, body, wanted, (heading, label, *searches, empty)


ENGINES9: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "tiles": (_tiles, "search-results-page", ("en", "nl")),
    "courses": (_courses, "h-full bg-white", ("sv", "tr")),
    "places": (_places, "search-page directory", ("vi", "id")),
    "episodes": (_episodes, "podcast-show", ("ko", "zh-TW")),
    "cars": (_cars, "page-srp", ("nl", "ar")),
    "apps": (_apps, "store-category", ("tr", "id")),
    "overlays": (_overlays, "template-collection", ("en", "de", "es")),
    "badged": (_badged, "category-page", ("en", "de", "fr")),
    "videos": (_videos, "channel", ("id", "ko")),
    "schedule": (_schedule, "page-template-schedule", ("nl", "vi")),
    "az_index": (_az_index, "az-index", ("sv", "ar")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {
    "nl": "en",
    "sv": "en",
    "tr": "en",
    "vi": "en",
    "id": "en",
    "ko": "en",
    "ar": "en",
    "zh-TW": "zh",
}


def listing_page9(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES9, _OTHER, engine, lang)


def cases9() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES9)
