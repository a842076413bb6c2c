# ruff: noqa: E501  (a data module: the pages' texts are kept one a line)
"""An eighth suite of synthetic listing pages (stop 74): collections of kinds the other
seven lack.

A wiki's category page (MediaWiki's "Pages in category": en, de, pl), an academic
search's results (Google-Scholar-like: en, de, ja; a title, an authors' line, a snippet
and the "Cite" / "Cited by" links), a package index's search results (PyPI-like: en,
zh), a forum's board index (phpBB's ``forabg`` lists: en, de, ru), a job board's
results (Indeed-like: de, fr, pl, ja), a library catalogue's results (an OPAC: en, fr,
sv), a shop grid whose cards hold a linked name, a price and a "Compare" link (Magento
Luma's: en, de, es) and a fashion shop's grid with a size picker on each card (en, de,
fr), written after the engines' templates
and language packs with the page chrome of :func:`tests.auto.engine_listings._head` and
``_foot``. No page is copied from a site or from the shared datasets.

:func:`listing_page8` returns a :class:`~tests.auto.engine_listings.ListingPage`: the
texts a reader wants and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable

from tests.auto.engine_listings import ListingPage, _e, engine_cases, engine_page

Page = tuple[str, str, tuple[str, ...], tuple[str, ...]]
Builder = Callable[[str], Page]

# A wiki's category page, by language: title, intro, the "pages in category" heading and
# count line, the pages (sorted, a letter heading every few), the footer's category links
# label and the "last edited" line.
WIKI8 = {
    "en": ("Category:Lighthouses of the North Sea", "This category lists articles about lighthouses on the coasts and islands of the North Sea, active or decommissioned.", "Pages in category \"Lighthouses of the North Sea\"", "The following 12 pages are in this category, out of 12 total.", (
        "Amrum Lighthouse", "Bell Rock Lighthouse", "Borkum Great Lighthouse", "Cromer Lighthouse",
        "Flamborough Head Lighthouse", "Heligoland Lighthouse", "Lindesnes Lighthouse", "Longstone Lighthouse",
        "Roter Sand Lighthouse", "Southwold Lighthouse", "Westerheversand Lighthouse", "Whitby Lighthouse",
    ), "Categories:", "This page was last edited on 4 March 2024, at 10:12."),
    "de": ("Kategorie:Leuchtturm an der Nordsee", "Diese Kategorie enthält Artikel über Leuchttürme an den Küsten und auf den Inseln der Nordsee, in Betrieb oder stillgelegt.", "Seiten in der Kategorie „Leuchtturm an der Nordsee“", "Folgende 12 Seiten sind in dieser Kategorie, von 12 insgesamt.", (
        "Leuchtturm Amrum", "Leuchtturm Bell Rock", "Leuchtturm Borkum", "Leuchtturm Cromer",
        "Leuchtturm Flamborough Head", "Leuchtturm Helgoland", "Leuchtturm Lindesnes", "Leuchtturm Longstone",
        "Leuchtturm Roter Sand", "Leuchtturm Southwold", "Leuchtturm Westerheversand", "Leuchtturm Whitby",
    ), "Kategorien:", "Diese Seite wurde zuletzt am 4. März 2024 um 10:12 Uhr bearbeitet."),
    "pl": ("Kategoria:Latarnie morskie nad Morzem Północnym", "Ta kategoria zawiera artykuły o latarniach morskich na wybrzeżach i wyspach Morza Północnego, czynnych i wygaszonych.", "Strony w kategorii „Latarnie morskie nad Morzem Północnym”", "Poniżej wyświetlono 12 spośród wszystkich 12 stron tej kategorii.", (
        "Latarnia morska Amrum", "Latarnia morska Bell Rock", "Latarnia morska Borkum", "Latarnia morska Cromer",
        "Latarnia morska Flamborough Head", "Latarnia morska Helgoland", "Latarnia morska Lindesnes", "Latarnia morska Longstone",
        "Latarnia morska Roter Sand", "Latarnia morska Southwold", "Latarnia morska Westerheversand", "Latarnia morska Whitby",
    ), "Kategorie:", "Tę stronę ostatnio edytowano 4 mar 2024, 10:12."),
}  # fmt: skip
# An academic search's results, by language: heading, count line, cite and cited-by
# words, "related" link, results (title, authors line, snippet).
SCHOLAR8 = {
    "en": ("Results for tidal energy sediment transport", "About 3,240 results (0.05 sec)", "Cite", "Cited by", "Related articles", (
        ("Sediment transport around tidal stream turbine arrays", "M Hendry, A Okafor - Renewable Energy, 2019 - Elsevier", "We model the bed load and suspended load near an array of sixteen turbines and find that scour is confined to a few rotor diameters downstream of each support."),
        ("Long-term morphodynamic effects of tidal lagoons", "S Lindqvist, P Marais, J Ortega - Coastal Engineering, 2021", "A fifty-year simulation of a lagoon in a macro-tidal estuary shows the channel narrowing by a fifth while the intertidal flats gain fine sediment."),
        ("Field measurements of turbulence in a tidal channel", "R Castell, H Yamada - Journal of Geophysical Research, 2018", "Acoustic profilers moored for three months recorded turbulence intensities of up to fifteen percent at hub height during spring tides."),
        ("Suspended sediment and the wake of a floating turbine", "K Brandt, L Moreau - Ocean Engineering, 2020 - Elsevier", "Flume tests at one to forty scale show the wake lifting fine sand into suspension for up to twenty rotor diameters behind the device."),
        ("A review of environmental monitoring at tidal energy sites", "A Ferreira, T Nakamura, D Clarke - Marine Policy, 2022", "We review monitoring programmes at eleven sites and propose a common protocol for seabed surveys before and after installation."),
    )),
    "de": ("Ergebnisse für Gezeitenenergie Sedimenttransport", "Ungefähr 3.240 Ergebnisse (0,05 Sek.)", "Zitieren", "Zitiert von", "Ähnliche Artikel", (
        ("Sedimenttransport an Anlagen von Gezeitenströmungsturbinen", "M Hendry, A Okafor - Erneuerbare Energien, 2019", "Wir modellieren Geschiebe und Schwebstoffe an einer Anlage aus sechzehn Turbinen und finden Kolke nur wenige Rotordurchmesser hinter jeder Stütze."),
        ("Langfristige morphodynamische Folgen von Gezeitenlagunen", "S Lindqvist, P Marais, J Ortega - Küsteningenieurwesen, 2021", "Eine Simulation über fünfzig Jahre zeigt, wie sich die Rinne eines Ästuars um ein Fünftel verengt, während die Watten feines Sediment gewinnen."),
        ("Feldmessungen der Turbulenz in einem Gezeitenkanal", "R Castell, H Yamada - Zeitschrift für Geophysik, 2018", "Drei Monate lang verankerte Strömungsprofiler maßen bei Springtide Turbulenzgrade von bis zu fünfzehn Prozent in Nabenhöhe."),
        ("Schwebstoffe im Nachlauf einer schwimmenden Turbine", "K Brandt, L Moreau - Meerestechnik, 2020", "Versuche im Strömungskanal im Maßstab eins zu vierzig zeigen, dass der Nachlauf feinen Sand bis zu zwanzig Rotordurchmesser weit aufwirbelt."),
        ("Umweltmonitoring an Standorten der Gezeitenenergie im Überblick", "A Ferreira, T Nakamura, D Clarke - Meerespolitik, 2022", "Wir vergleichen die Programme an elf Standorten und schlagen ein gemeinsames Vorgehen für Vermessungen des Meeresbodens vor."),
    )),
    "ja": ("潮流発電 土砂輸送 の検索結果", "約 3,240 件 (0.05 秒)", "引用", "被引用数", "関連記事", (
        ("潮流タービン群周辺における土砂輸送の数値解析", "本田 誠, 岡田 彩 - 土木学会論文集, 2019", "十六基のタービンからなる群の周辺で掃流砂と浮遊砂を計算し、洗掘が各支柱の下流数直径の範囲に限られることを示した。"),
        ("潮汐ラグーンが河口地形に与える長期的影響", "林 健太, 丸山 浩 - 海岸工学論文集, 2021", "大潮差の河口に設けたラグーンについて五十年間の計算を行い、澪筋が約二割狭まる一方で干潟に細粒土砂が堆積することを示した。"),
        ("潮流水道における乱流の現地観測", "川村 隆, 山田 英樹 - 海洋学会誌, 2018", "三か月間係留した流速計により、大潮時のハブ高さで最大十五パーセントの乱れ強度を記録した。"),
        ("浮体式タービン後流における浮遊砂の挙動", "武田 和也, 森 玲奈 - 海洋工学, 2020", "縮尺四十分の一の水路実験により、後流が細砂を装置後方二十直径まで巻き上げることを確かめた。"),
        ("潮流発電サイトにおける環境モニタリングの現状と課題", "藤原 明, 中村 拓也, 清水 大輔 - 海洋政策研究, 2022", "国内外十一地点の調査計画を比較し、設置前後の海底調査に共通する手順を提案した。"),
    )),
}  # fmt: skip
# A package index's search results, by language: heading, count line, sort label,
# filter label, packages (name, version, date, summary).
PACKAGES8 = {
    "en": ("Search results for \"tide tables\"", "12 projects for \"tide tables\"", "Order by", "Filter by classifier", (
        ("tidepredict", "2.4.1", "Feb 12, 2024", "Harmonic tide predictions for any port from published constituents."),
        ("pytides-ng", "0.9.0", "Jan 30, 2024", "A maintained fork of a classic library for tidal analysis and prediction."),
        ("tidetable-cli", "1.2.3", "Dec 4, 2023", "Print the week's high and low waters for a station in your terminal."),
        ("noaa-tides-client", "3.0.0", "Nov 18, 2023", "A typed client for the public water level and prediction web service."),
        ("harmonic-tides", "0.4.2", "Oct 2, 2023", "Fit tidal constituents to a series of water levels with least squares."),
    )),
    "zh": ("“潮汐表” 的搜索结果", "找到 12 个项目", "排序方式", "按分类筛选", (
        ("tidepredict", "2.4.1", "2024年2月12日", "根据公布的分潮常数为任意港口计算潮汐预报。"),
        ("pytides-ng", "0.9.0", "2024年1月30日", "经典潮汐分析与预报库的维护分支。"),
        ("tidetable-cli", "1.2.3", "2023年12月4日", "在终端中打印某个站点本周的高潮和低潮时间。"),
        ("noaa-tides-client", "3.0.0", "2023年11月18日", "带类型注解的公共水位与预报网络服务客户端。"),
        ("harmonic-tides", "0.4.2", "2023年10月2日", "用最小二乘法从水位序列中拟合潮汐分潮。"),
    )),
}  # fmt: skip
# A forum's board index, by language: heading, column words (topics, posts, last post),
# "by" word, who-is-online heading, mark-read link, categories (name, forums (name,
# description)).
BOARDS8 = {
    "en": ("Board index", ("Topics", "Posts", "Last post"), "by", "Who is online", "Mark forums read", (
        ("Sailing and seamanship", (
            ("Passage planning", "Routes, tides and weather windows for coastal and offshore passages."),
            ("Boat handling", "Mooring, anchoring, heaving to and handling a boat under sail in heavy weather."),
            ("Navigation and charts", "Paper charts, plotters, pilot books and the art of the running fix."),
        )),
        ("Boats and gear", (
            ("Maintenance and repairs", "Antifouling, rigging checks, engines and the endless list of winter jobs."),
            ("Sails and rigging", "Cuts, cloths, reefing systems and keeping a mast standing for another season."),
            ("Electronics", "Instruments, batteries, solar panels and wiring a boat without setting it on fire."),
        )),
    )),
    "de": ("Foren-Übersicht", ("Themen", "Beiträge", "Letzter Beitrag"), "von", "Wer ist online?", "Alle Foren als gelesen markieren", (
        ("Segeln und Seemannschaft", (
            ("Törnplanung", "Routen, Gezeiten und Wetterfenster für Küsten- und Hochseetörns."),
            ("Bootshandling", "Anlegen, Ankern, Beiliegen und ein Boot bei Starkwind unter Segeln führen."),
            ("Navigation und Seekarten", "Papierkarten, Plotter, Hafenhandbücher und die Kunst der Koppelnavigation."),
        )),
        ("Boote und Ausrüstung", (
            ("Pflege und Reparatur", "Antifouling, Riggcheck, Motoren und die lange Liste der Winterarbeiten."),
            ("Segel und Rigg", "Schnitte, Tuche, Reffsysteme und wie der Mast eine weitere Saison steht."),
            ("Elektronik", "Instrumente, Batterien, Solarpaneele und die Verkabelung an Bord ohne Brand."),
        )),
    )),
    "ru": ("Список форумов", ("Темы", "Сообщения", "Последнее сообщение"), "от", "Кто сейчас на конференции", "Отметить все форумы как прочтённые", (
        ("Парусный спорт и морская практика", (
            ("Планирование перехода", "Маршруты, приливы и погодные окна для прибрежных и океанских переходов."),
            ("Управление яхтой", "Швартовка, постановка на якорь, лечь в дрейф и управление яхтой в свежий ветер."),
            ("Навигация и карты", "Бумажные карты, плоттеры, лоции и искусство счисления пути."),
        )),
        ("Яхты и снаряжение", (
            ("Обслуживание и ремонт", "Необрастающие краски, проверка такелажа, двигатели и зимние работы."),
            ("Паруса и такелаж", "Раскрой, ткани, системы рифления и как сохранить мачту ещё на сезон."),
            ("Электроника", "Приборы, аккумуляторы, солнечные панели и проводка на борту без пожара."),
        )),
    )),
}  # fmt: skip
# A job board's results, by language: heading, count line, save and apply words,
# jobs (title, company, place, salary, snippet).
JOBS8 = {
    "de": ("Jobs als Elektroniker in Hamburg", "128 Jobs gefunden", "Job speichern", "Einfach bewerben", (
        ("Elektroniker für Betriebstechnik (m/w/d)", "Hafenwerke Nord GmbH", "Hamburg-Wilhelmsburg", "3.400 € – 4.100 € pro Monat", "Sie warten und reparieren die elektrischen Anlagen unserer Kräne und Förderbänder im Schichtbetrieb."),
        ("Elektroniker Energie- und Gebäudetechnik", "Elbstrom Service KG", "Hamburg-Altona", "3.200 € – 3.800 € pro Monat", "Sie installieren Verteilungen und Beleuchtung in Neubauten und nehmen Anlagen nach Prüfung in Betrieb."),
        ("Servicetechniker Windenergie", "Küstenwind Technik AG", "Hamburg", "3.900 € – 4.600 € pro Monat", "Sie betreuen Windenergieanlagen an der Küste und beheben Störungen an Umrichtern und Steuerungen."),
        ("Elektroniker für Automatisierungstechnik", "Nordlicht Maschinenbau", "Norderstedt", "3.600 € – 4.300 € pro Monat", "Sie programmieren Steuerungen, suchen Fehler an Fertigungslinien und schulen Kollegen an neuen Anlagen."),
    )),
    "fr": ("Emplois d'électricien à Lyon", "128 offres d'emploi", "Sauvegarder", "Candidature simplifiée", (
        ("Électricien de maintenance H/F", "Rhône Industrie Services", "Lyon 7e", "2 300 € – 2 800 € par mois", "Vous assurez la maintenance préventive et corrective des installations électriques d'un site de production."),
        ("Électricien bâtiment confirmé", "Confluence Énergies", "Villeurbanne", "2 200 € – 2 600 € par mois", "Vous réalisez des installations neuves et des rénovations dans des logements et des bureaux de la métropole."),
        ("Technicien éolien itinérant", "Vent d'Ouest Maintenance", "Lyon", "2 600 € – 3 100 € par mois", "Vous intervenez sur des parcs éoliens de la région et diagnostiquez les pannes des convertisseurs."),
        ("Électrotechnicien automatismes", "Saône Automation", "Vénissieux", "2 500 € – 3 000 € par mois", "Vous programmez des automates, dépannez les lignes de production et formez les opérateurs."),
    )),
    "pl": ("Oferty pracy: elektryk, Gdańsk", "128 ofert pracy", "Zapisz ofertę", "Aplikuj szybko", (
        ("Elektryk utrzymania ruchu", "Stocznia Północ Sp. z o.o.", "Gdańsk", "7 500 – 9 000 zł brutto / mies.", "Odpowiadasz za przeglądy i naprawy instalacji elektrycznych suwnic oraz przenośników w systemie zmianowym."),
        ("Elektryk budowlany", "Bałtyk Instalacje", "Gdynia", "6 800 – 8 200 zł brutto / mies.", "Wykonujesz instalacje w nowych budynkach mieszkalnych i uruchamiasz rozdzielnice po pomiarach."),
        ("Serwisant turbin wiatrowych", "Wiatr Pomorza S.A.", "Gdańsk", "8 500 – 10 000 zł brutto / mies.", "Dbasz o farmy wiatrowe na wybrzeżu i usuwasz usterki przekształtników oraz układów sterowania."),
        ("Automatyk z uprawnieniami SEP", "Motława Automatyka", "Pruszcz Gdański", "8 000 – 9 500 zł brutto / mies.", "Programujesz sterowniki, diagnozujesz linie produkcyjne i szkolisz operatorów z obsługi maszyn."),
    )),
    "ja": ("横浜市の電気工事士の求人", "求人 128 件", "保存する", "簡単応募", (
        ("電気設備保全スタッフ（正社員）", "みなと設備サービス株式会社", "神奈川県横浜市鶴見区", "月給 28万円 ～ 35万円", "工場内の受変電設備や制御盤の点検、修理を担当していただきます。夜勤はありません。"),
        ("ビル電気工事士", "ベイサイド電工株式会社", "神奈川県横浜市中区", "月給 26万円 ～ 32万円", "新築ビルや商業施設の照明、コンセント、分電盤の工事と試験を行っていただきます。"),
        ("風力発電設備の保守技術者", "湘南ウインド株式会社", "神奈川県横浜市", "月給 30万円 ～ 38万円", "沿岸の風力発電所を巡回し、変換装置や制御装置の故障対応を行っていただきます。"),
        ("制御盤の設計・組立", "京浜オートメーション株式会社", "神奈川県川崎市", "月給 27万円 ～ 34万円", "シーケンサーのプログラム作成と制御盤の組立、お客様先での試運転をお任せします。"),
    )),
}  # fmt: skip
# A library catalogue's results, by language: heading, count line, hold and list
# buttons, records (title, author, publisher and year, availability).
OPAC8 = {
    "en": ("Search results: lighthouses", "Results 1 - 5 of 37", "Place hold", "Add to list", (
        ("The lighthouse stevensons", "Bathurst, Bella", "London : Flamingo, 2000", "Available at Central Library (2 copies)"),
        ("Lighthouses of England and Wales", "Jones, Robin", "Wellington : Halsgrove, 2014", "Available at Harbour Branch"),
        ("Keepers of the light : a history of British lighthouses", "Hague, Douglas", "Cardiff : University of Wales Press, 1994", "On loan, due 12 March"),
        ("Seamarks and beacons of the northern coasts", "Dalgleish, Fiona", "Edinburgh : Birlinn, 2011", "Available at Central Library"),
        ("A light in the storm : keepers and their families", "Morton, Alice", "Newcastle : Tyne Press, 2019", "Reference only"),
    )),
    "fr": ("Résultats de la recherche : phares", "Résultats 1 à 5 sur 37", "Réserver", "Ajouter à une liste", (
        ("Phares de Bretagne : histoire et patrimoine", "Le Goff, Annaïg", "Rennes : Ouest-France, 2015", "Disponible à la médiathèque centrale (2 exemplaires)"),
        ("Gardiens de phare : vies au bout du monde", "Kervella, Yann", "Brest : Éditions du Chasse-Marée, 2008", "Disponible à la bibliothèque du port"),
        ("L'enfer des phares en mer d'Iroise", "Cadiou, Marc", "Quimper : Palantines, 2012", "En prêt, retour le 12 mars"),
        ("Balises et amers des côtes atlantiques", "Morvan, Soizic", "Nantes : Coop Breizh, 2010", "Disponible à la médiathèque centrale"),
        ("Une lumière dans la tempête", "Guillou, Claire", "Lorient : Les Îles, 2019", "Consultation sur place"),
    )),
    "sv": ("Sökresultat: fyrar", "Träff 1 - 5 av 37", "Reservera", "Lägg till i lista", (
        ("Fyrar längs Sveriges kust", "Lindgren, Karin", "Stockholm : Prisma, 2013", "Tillgänglig på Stadsbiblioteket (2 ex)"),
        ("Fyrvaktarnas liv på Västkusten", "Johansson, Per", "Göteborg : Tre Böcker, 2006", "Tillgänglig på Hamnbiblioteket"),
        ("Ljuset vid havet : fyrar och sjömärken", "Eriksson, Maja", "Lund : Historiska media, 2016", "Utlånad, åter 12 mars"),
        ("Sjömärken och båkar i Bottenhavet", "Nyström, Lars", "Umeå : Boréa, 2011", "Tillgänglig på Stadsbiblioteket"),
        ("Ett ljus i stormen", "Holm, Ebba", "Visby : Gotlandsboken, 2019", "Referensexemplar"),
    )),
}  # fmt: skip
# A shop grid whose cards hold a linked name, a price and a compare link, by language:
# heading, compare word, sort label, items (name, price).
GRID8 = {
    "en": ("Gaming monitors", "Compare", "Sort By", (
        ("Arclight 27\" 1440p 170Hz IPS Gaming Monitor with Adaptive Sync", "$279.99"),
        ("Arclight 34\" 21:9 Curved 1440p 180Hz Gaming Monitor", "$349.99"),
        ("Arclight 24\" 1080p 180Hz Fast IPS Gaming Monitor", "$149.99"),
        ("Arclight 32\" 4K 144Hz HDR600 Gaming Monitor with USB-C", "$599.99"),
        ("Arclight 17\" Portable 1080p 144Hz Gaming Monitor with Stand", "$199.99"),
        ("Arclight 27\" 1080p 240Hz Esports Gaming Monitor", "$229.99"),
    )),
    "de": ("Gaming-Monitore", "Vergleichen", "Sortieren nach", (
        ("Arclight 27\" 1440p 170Hz IPS-Gaming-Monitor mit Adaptive Sync", "279,99 €"),
        ("Arclight 34\" 21:9 Curved 1440p 180Hz Gaming-Monitor", "349,99 €"),
        ("Arclight 24\" 1080p 180Hz Fast-IPS-Gaming-Monitor", "149,99 €"),
        ("Arclight 32\" 4K 144Hz HDR600 Gaming-Monitor mit USB-C", "599,99 €"),
        ("Arclight 17\" tragbarer 1080p 144Hz Gaming-Monitor mit Ständer", "199,99 €"),
        ("Arclight 27\" 1080p 240Hz E-Sport-Gaming-Monitor", "229,99 €"),
    )),
    "es": ("Monitores gaming", "Comparar", "Ordenar por", (
        ("Monitor gaming Arclight 27\" 1440p 170Hz IPS con Adaptive Sync", "279,99 €"),
        ("Monitor gaming curvo Arclight 34\" 21:9 1440p 180Hz", "349,99 €"),
        ("Monitor gaming Arclight 24\" 1080p 180Hz Fast IPS", "149,99 €"),
        ("Monitor gaming Arclight 32\" 4K 144Hz HDR600 con USB-C", "599,99 €"),
        ("Monitor gaming portátil Arclight 17\" 1080p 144Hz con soporte", "199,99 €"),
        ("Monitor gaming Arclight 27\" 1080p 240Hz para esports", "229,99 €"),
    )),
}  # fmt: skip
# A fashion shop's grid with a size picker on each card, by language: heading, the
# picker's button, colour count word, items (name, price).
FASHION8 = {
    "en": ("Casual dresses", "Select your size", "Colors", (
        ("Marina Striped Crochet Midi Dress", "$79"), ("Sweet Ribbed Sleeveless Mini Dress", "$69"),
        ("Pristine Cream Tiered Maxi Dress", "$59"), ("Harbour Linen Shirt Dress", "$74"),
        ("Meadow Floral Wrap Dress", "$82"), ("Lagoon Smocked Sundress", "$64"),
    )),
    "de": ("Freizeitkleider", "Größe wählen", "Farben", (
        ("Gestreiftes Midikleid Marina mit Häkelspitze", "79,00 €"), ("Geripptes ärmelloses Minikleid", "69,00 €"),
        ("Gestuftes Maxikleid in Creme", "59,00 €"), ("Hemdblusenkleid Harbour aus Leinen", "74,00 €"),
        ("Wickelkleid Meadow mit Blumen", "82,00 €"), ("Gesmoktes Sommerkleid Lagoon", "64,00 €"),
    )),
    "fr": ("Robes décontractées", "Choisir une taille", "coloris", (
        ("Robe midi rayée Marina en crochet", "79,00 €"), ("Robe courte côtelée sans manches", "69,00 €"),
        ("Robe longue à volants crème", "59,00 €"), ("Robe chemise Harbour en lin", "74,00 €"),
        ("Robe portefeuille fleurie Meadow", "82,00 €"), ("Robe d'été smockée Lagoon", "64,00 €"),
    )),
}  # fmt: skip


def _wiki_category(lang: str) -> Page:
    """A MediaWiki category page (Vector's ``mw-category``): an intro, the "pages in
    category" heading and count line, the pages in columns under a letter heading each
    group, the ``catlinks`` box and the footer's "last edited" line."""
    title, intro, heading, count, pages, cats, edited = WIKI8[lang]
    skip = 0  # "Leuchtturm ", written before every page's name: sorted by what follows
    while all(p[skip] == pages[0][skip] for p in pages):
        skip += 1
    letters = sorted({p[skip] for p in pages})
    columns = "".join(
        f"<div class='mw-category-group'><h3>{_e(letter)}</h3><ul>"
        + "".join(
            f"<li><a href='/wiki/{_e(p.replace(' ', '_'))}' title='{_e(p)}'>{_e(p)}</a></li>"
            for p in pages
            if p[skip] == letter
        )
        + "</ul></div>"
        for letter in letters
    )
    body = (
        f"<div id='content' class='mw-body' role='main'><h1 id='firstHeading' class='firstHeading'>"
        f"{_e(title)}</h1><div id='bodyContent' class='vector-body'><div id='mw-content-text'"
        f" class='mw-body-content'><div class='mw-parser-output'><p>{_e(intro)}</p></div>"
        f"<div id='mw-pages'><h2>{_e(heading)}</h2><p>{_e(count)}</p><div lang='{lang}'"
        f" class='mw-content-ltr'><div class='mw-category mw-category-columns'>{columns}</div>"
        f"</div></div></div><div id='catlinks' class='catlinks' data-mw='interface'><div"
        f" id='mw-normal-catlinks' class='mw-normal-catlinks'><a href='/wiki/Special:Categories'>"
        f"{_e(cats)}</a> <ul><li><a href='/wiki/C1'>Lighthouses</a></li><li><a href='/wiki/C2'>"
        "North Sea</a></li></ul></div></div></div></div><div id='footer-info'"
        f" class='footer-info'><p id='footer-info-lastmod'>{_e(edited)}</p></div>"
    )
    return title, body, (intro, *pages), (cats, edited)


def _scholar(lang: str) -> Page:
    """An academic search's results (Google-Scholar-like ``gs_r``): a linked title in an
    ``h3``, an authors' line, a snippet and a row of links ("Cite", "Cited by 12",
    "Related articles")."""
    head, count, cite, cited, related, items = SCHOLAR8[lang]
    rows = "".join(
        f"<div class='gs_r gs_or gs_scl' data-cid='c{i}'><div class='gs_ri'><h3 class='gs_rt'>"
        f"<a href='/paper/{7100 + i}'>{_e(t)}</a></h3><div class='gs_a'>{_e(a)}</div><div"
        f" class='gs_rs'>{_e(s)}</div><div class='gs_fl gs_flb'><a href='#' class='gs_or_cit'>"
        f"{_e(cite)}</a> <a href='/cites?c={i}'>{_e(cited)} {12 + 7 * i}</a> <a"
        f" href='/related?c={i}'>{_e(related)}</a></div></div></div>"
        for i, (t, a, s) in enumerate(items)
    )
    body = (
        f"<div id='gs_bdy'><div id='gs_ab_md'><div class='gs_ab_mdw'>{_e(count)}</div></div>"
        f"<div id='gs_res_ccl_mid'><h1 class='gs_hdr'>{_e(head)}</h1>{rows}</div></div>"
    )
    wanted = (*(t for t, _a, _s in items), *(a for _t, a, _s in items), *(s for _t, _a, s in items))
    return head, body, wanted, (cite, cited, related, count)


def _packages(lang: str) -> Page:
    """A package index's search results (PyPI-like ``package-snippet``): a card a
    project, its name and version, its date, its summary; a sort box and a filter
    panel of classifiers."""
    head, count, order, filters, items = PACKAGES8[lang]
    cards = "".join(
        f"<li><a class='package-snippet' href='/project/{_e(n)}/'><h3"
        f" class='package-snippet__title'><span class='package-snippet__name'>{_e(n)}</span>"
        f" <span class='package-snippet__version'>{_e(v)}</span> <span"
        f" class='package-snippet__created'><time datetime='2024-01-01'>{_e(d)}</time></span>"
        f"</h3><p class='package-snippet__description'>{_e(s)}</p></a></li>"
        for n, v, d, s in items
    )
    body = (
        "<main id='content'><div class='left-layout'><div class='left-layout__sidebar'><div"
        f" class='filter-panel'><h2 class='sidebar-section__title'>{_e(filters)}</h2><ul><li>"
        "<a href='?c=Framework'>Framework</a></li><li><a href='?c=Topic'>Topic</a></li><li>"
        "<a href='?c=License'>License</a></li><li><a href='?c=Python'>Programming Language</a>"
        "</li></ul></div></div><div class='left-layout__main'><h1 class='page-title'>"
        f"{_e(head)}</h1><div class='split-layout'><p><strong>{_e(count)}</strong></p><form"
        f" class='sort-form'><label for='order'>{_e(order)}:</label><select id='order'><option>"
        "Relevance</option><option>Date last updated</option></select></form></div><ul"
        f" class='unstyled' aria-label='Search results'>{cards}</ul></div></div></main>"
    )
    wanted = (*(n for n, _v, _d, _s in items), *(s for _n, _v, _d, s in items))
    return head, body, wanted, (order, filters)


def _boards(lang: str) -> Page:
    """A phpBB board index (prosilver's ``forabg``): a list a category, a row a forum,
    its linked name, its description, its counts and its last post; the "who is online"
    box and the "mark forums read" link."""
    head, (topics, posts, last), by, online, mark, cats = BOARDS8[lang]
    blocks = "".join(
        f"<div class='forabg'><div class='inner'><ul class='topiclist'><li class='header'><dl"
        f" class='row-item'><dt><div class='list-inner'><a href='/viewforum.php?f={10 * c}'>"
        f"{_e(cat)}</a></div></dt><dd class='topics'>{_e(topics)}</dd><dd class='posts'>"
        f"{_e(posts)}</dd><dd class='lastpost'><span>{_e(last)}</span></dd></dl></li></ul><ul"
        " class='topiclist forums'>"
        + "".join(
            f"<li class='row'><dl class='row-item forum_read'><dt><div class='list-inner'><a"
            f" href='/viewforum.php?f={10 * c + j + 1}' class='forumtitle'>{_e(n)}</a><br>"
            f"{_e(d)}</div></dt><dd class='topics'>{120 + 37 * j} <dfn>{_e(topics)}</dfn></dd>"
            f"<dd class='posts'>{2400 + 311 * j} <dfn>{_e(posts)}</dfn></dd><dd"
            f" class='lastpost'><span><dfn>{_e(last)} </dfn>{_e(by)} <a href='/u/{j}'"
            f" class='username'>skipper{j}</a><br><time datetime='2024-03-0{j + 1}'>"
            f"0{j + 1}.03.2024 18:4{j}</time></span></dd></dl></li>"
            for j, (n, d) in enumerate(forums)
        )
        + "</ul></div></div>"
        for c, (cat, forums) in enumerate(cats)
    )
    body = (
        f"<div id='page-body' class='page-body' role='main'><h1>{_e(head)}</h1><div"
        f" class='action-bar'><a href='/index.php?mark=forums' class='mark-read'>{_e(mark)}</a>"
        f"</div>{blocks}<div class='stat-block online-list'><h3>{_e(online)}</h3><p>In total"
        " there are 14 users online :: 2 registered, 0 hidden and 12 guests</p></div></div>"
    )
    wanted = tuple(x for _c, forums in cats for pair in forums for x in pair)
    return head, body, wanted, (mark, online)


def _jobs(lang: str) -> Page:
    """A job board's results (Indeed-like ``job_seen_beacon`` cards): a linked title in an
    ``h2``, the company, the place, a salary line, a snippet, an "easily apply" mark and
    a save button."""
    head, count, save, apply, items = JOBS8[lang]
    cards = "".join(
        f"<li><div class='cardOutline tapItem result job_seen_beacon'><table"
        " class='mainContentTable' role='presentation'><tbody><tr><td class='resultContent'>"
        f"<h2 class='jobTitle css-14z7akl'><a class='jcs-JobTitle' href='/viewjob?jk={8800 + i}'>"
        f"<span title='{_e(t)}'>{_e(t)}</span></a></h2><div class='company_location'><span"
        f" data-testid='company-name'>{_e(c)}</span><div data-testid='text-location'>{_e(p)}"
        f"</div></div><div class='salary-snippet-container'>{_e(s)}</div></td></tr></tbody>"
        f"</table><div class='job-snippet'><ul><li>{_e(x)}</li></ul></div><div"
        f" class='iaLabel'><span class='ialbl iaTextBlack'>{_e(apply)}</span></div><button"
        f" class='jobsearch-SaveJobButton' aria-label='{_e(save)}'>{_e(save)}</button></div></li>"
        for i, (t, c, p, s, x) in enumerate(items)
    )
    body = (
        f"<main id='jobsearch-Main'><h1 class='jobsearch-HeaderTitle'>{_e(head)}</h1><div"
        f" class='jobsearch-JobCountAndSortPane-jobCount'><span>{_e(count)}</span></div><ul"
        f" class='jobsearch-ResultsList'>{cards}</ul></main>"
    )
    wanted = (*(t for t, *_ in items), *(c for _t, c, *_ in items), *(x for *_, x in items))
    return head, body, wanted, (save, apply, count)


def _opac(lang: str) -> Page:
    """A library catalogue's results (an OPAC's ``results_summary`` rows): a linked
    title, the author, the imprint, the availability, a "place hold" and an "add to
    list" link a record."""
    head, count, hold, add, items = OPAC8[lang]
    rows = "".join(
        f"<tr><td class='select'><input type='checkbox' name='biblio' value='{i}'></td><td"
        f" class='bibliocol'><a class='title' href='/cgi-bin/opac-detail.pl?biblionumber={4400 + i}'>"
        f"{_e(t)}</a><ul class='author resource_list'><li><a href='/search?q=au:{i}'>{_e(a)}"
        f"</a></li></ul><div class='results_summary publisher'>{_e(p)}</div><div"
        f" class='results_summary availability'><span class='ItemSummary'>{_e(v)}</span></div>"
        f"<div class='actions-menu noprint'><span class='actions'><a class='hold'"
        f" href='/reserve?b={i}'>{_e(hold)}</a></span> <span class='actions'><a"
        f" class='addtolist' href='/lists?b={i}'>{_e(add)}</a></span></div></td></tr>"
        for i, (t, a, p, v) in enumerate(items)
    )
    body = (
        f"<div class='main'><div id='userresults'><h1>{_e(head)}</h1><div"
        f" id='numresults'>{_e(count)}</div><table class='table table-striped'><tbody>{rows}"
        "</tbody></table></div></div>"
    )
    wanted = (*(t for t, *_ in items), *(a for _t, a, *_ in items), *(p for _t, _a, p, _v in items))
    return head, body, wanted, (hold, add, count)


def _grid_luma(lang: str) -> Page:
    """A Magento category (Luma's ``product-item``): a card a product, its linked name,
    a price box and a "Compare" link; a toolbar over the grid."""
    head, compare, sort, items = GRID8[lang]
    cards = "".join(
        f"<li class='item product product-item'><div class='product-item-info'><img"
        f" src='/i/g{i}.jpg' alt=''><div class='product details product-item-details'><strong"
        f" class='product name product-item-name'><a class='product-item-link'"
        f" href='/m{i}.html'>{_e(n)}</a></strong></div><div class='price-box price-final_price'"
        f" data-role='priceBox'><span class='price-container'><span class='price'>{_e(p)}</span>"
        f"</span></div><div class='actions-secondary'><a href='#' class='action tocompare'>"
        f"{_e(compare)}</a></div></div></li>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        f"<main id='maincontent' class='page-main'><h1 class='page-title'><span class='base'>"
        f"{_e(head)}</span></h1><div class='toolbar toolbar-products'><div class='toolbar-sorter"
        f" sorter'><label class='sorter-label'>{_e(sort)}</label><select><option>Position"
        "</option></select></div></div><div class='products wrapper grid products-grid'><ol"
        f" class='products list items product-items'>{cards}</ol></div></main>"
    )
    wanted = (*(n for n, _p in items), *(p for _n, p in items))
    return head, body, wanted, (compare, sort)


def _fashion(lang: str) -> Page:
    """A fashion shop's grid (a React engine's product tiles): a card a dress, a quick-add
    size picker's button, the colour swatches with a screen-reader state, a colour count,
    the linked name in an ``h2`` and the price."""
    head, picker, colours, items = FASHION8[lang]
    cards = "".join(
        f"<div class='c-ptf'><div class='c-ptf__media'><img src='/i/d{i}.jpg' alt=''><div"
        f" class='c-ptf__size-select'><button type='button' aria-haspopup='listbox'>"
        f"{_e(picker)}</button></div></div><ul class='c-ptf__swatches'><li"
        " class='c-ptf__swatch is-selected'><span class='u-sr-only'>selected</span></li></ul>"
        f"<div class='c-ptf__colors'>{1 + i % 3} {_e(colours)}</div><h2 class='c-ptf__name'>"
        f"<a href='/products/{5200 + i}'>{_e(n)}</a></h2><div class='c-ptf__price'>{_e(p)}"
        "</div></div>"
        for i, (n, p) in enumerate(items)
    )
    body = (
        f"<main class='c-cat-main'><h1 class='c-cat-main__title'>{_e(head)}</h1><div"
        f" class='c-grid'>{cards}</div></main>"
    )
    return head, body, (*(n for n, _p in items), *(p for _n, p in items)), (picker,)


ENGINES8: dict[str, tuple[Builder, str, tuple[str, ...]]] = {
    "wiki_category": (_wiki_category, "mediawiki ns-14 ns-subject page-Category", ("en", "de", "pl")),
    "scholar": (_scholar, "gs_el_sm", ("en", "de", "ja")),
    "packages": (_packages, "search-page", ("en", "zh")),
    "boards": (_boards, "section-index ltr", ("en", "de", "ru")),
    "jobs": (_jobs, "jobsearch-serp", ("de", "fr", "pl", "ja")),
    "opac": (_opac, "opac-search scrollto", ("en", "fr", "sv")),
    "grid_luma": (_grid_luma, "catalog-category-view page-products", ("en", "de", "es")),
    "fashion": (_fashion, "category-page", ("en", "de", "fr")),
}  # fmt: skip
# The page chrome of the languages :data:`~tests.auto.engine_listings.CHROME` lacks.
_OTHER = {"pl": "en", "sv": "en"}


def listing_page8(engine: str, lang: str) -> ListingPage:
    """The page of ``engine`` in ``lang``: its markup, wanted texts and chrome lines."""
    return engine_page(ENGINES8, _OTHER, engine, lang)


def cases8() -> list[tuple[str, str]]:
    """Every (engine, language) page the module writes."""
    return engine_cases(ENGINES8)
