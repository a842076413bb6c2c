"""More synthetic news articles: engines and languages :mod:`tests.auto.engine_news` lacks.

Each page follows the markup of an article template as news sites of many countries ship
it (the JNews WordPress theme, a Korean portal's news viewer, a Japanese portal's article
page, a Spanish daily, a Brazilian portal, an Indian daily, Polish, Czech, Dutch,
Indonesian and Vietnamese portals, a public broadcaster, Medium, Substack and a car
magazine), in the site's language, with the chrome inside and around the story: "read
also" inserts, ad labels with their "continues below" tails, image credits, share bars,
newsletter and follow boxes, tag lists, author boxes, a plugin's unrendered shortcode and
the next article. No page is copied from a site or from the shared datasets.
:func:`news_page` returns the page, the story's paragraphs and the chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_news import STORIES as FIRST_STORIES
from tests.auto.engine_news import NewsPage, _doc

# Each language: the headline and the story (one story, a river's new flood barrier).
STORIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "en": (
        "New flood barrier on the river is ready before the winter storms",
        (
            "The new flood barrier at the mouth of the river was closed for the first time on"
            " Monday, two months ahead of schedule and in time for the winter storm season.",
            "The barrier, a row of eight steel gates each forty metres wide, can be shut in"
            " under an hour when the sea rises. Engineers say it protects about 60,000 homes"
            " in the low-lying districts along the estuary.",
            "“We have been lucky for twenty years, and luck is not a plan,” the regional water"
            " authority's chief engineer said at the test closure, which drew hundreds of"
            " residents to the embankment.",
            "The project cost 420 million euros, shared between the region and the national"
            " government. Critics had argued that the money should have gone to raising the"
            " older dykes upstream, which the authority says will follow from next year.",
        ),
    ),
    "ko": (
        "강 하구 새 방조문, 겨울 폭풍 앞두고 완공",
        (
            "강 하구에 새로 지은 홍수 방조문이 월요일 처음으로 닫혔다. 당초 계획보다"
            " 두 달 앞선 것으로, 겨울 폭풍철을 앞두고 가동 준비를 마쳤다.",
            "방조문은 폭 40미터짜리 강철 수문 여덟 개로 이뤄져 있으며 바닷물이 불어나면"
            " 한 시간 안에 닫을 수 있다. 기술진은 하구 주변 저지대의 주택 약 6만 가구를"
            " 보호할 수 있다고 설명했다.",
            "지역 수자원청의 수석 기술자는 이날 시험 가동 현장에서 \u201c지난 20년 동안은"
            " 운이 좋았을 뿐이고, 운은 계획이 될 수 없다\u201d고 말했다. 제방에는 주민"
            " 수백 명이 모여 지켜봤다.",
            "사업비는 4억2천만 유로로 지방정부와 중앙정부가 나눠 부담했다. 일부에서는"
            " 상류의 오래된 제방을 높이는 데 돈을 써야 한다고 비판했지만, 수자원청은"
            " 내년부터 제방 공사도 시작한다고 밝혔다.",
        ),
    ),
    "ja": (
        "河口の新しい防潮水門が完成、冬の嵐を前に",
        (
            "川の河口に建設された新しい防潮水門が月曜日、初めて閉じられた。予定より2か月早い完成で、"
            "冬の嵐の季節に間に合った。",
            "水門は幅40メートルの鋼鉄製ゲート8基からなり、海面が上昇すると1時間以内に閉鎖できる。"
            "技術者によると、河口沿いの低地に住む約6万世帯を守るという。",
            "地域の水管理局の主任技師は試験閉鎖の現場で「この20年は運が良かっただけで、運は計画では"
            "ない」と語った。堤防には数百人の住民が集まった。",
            "総事業費は4億2000万ユーロで、地域と国が分担した。上流の古い堤防のかさ上げを優先すべき"
            "だったとの批判もあったが、水管理局は来年から堤防工事にも着手するとしている。",
        ),
    ),
    "es": (
        "La nueva barrera contra inundaciones del río, lista antes de los temporales",
        (
            "La nueva barrera contra inundaciones de la desembocadura del río se cerró por primera"
            " vez el lunes, dos meses antes de lo previsto y a tiempo para la temporada de"
            " temporales de invierno.",
            "La barrera, una fila de ocho compuertas de acero de cuarenta metros de ancho cada"
            " una, puede cerrarse en menos de una hora cuando sube el mar. Los ingenieros dicen"
            " que protege unas 60.000 viviendas de los barrios bajos del estuario.",
            "“Hemos tenido suerte durante veinte años, y la suerte no es un plan”, dijo el"
            " ingeniero jefe de la autoridad regional del agua durante el cierre de prueba, que"
            " reunió a cientos de vecinos en el dique.",
            "El proyecto costó 420 millones de euros, repartidos entre la región y el Gobierno"
            " central. Los críticos sostenían que el dinero debía destinarse a elevar los diques"
            " antiguos río arriba, una obra que, según la autoridad, empezará el año próximo.",
        ),
    ),
    "pt": (
        "Nova barreira contra cheias do rio fica pronta antes das tempestades de inverno",
        (
            "A nova barreira contra cheias na foz do rio foi fechada pela primeira vez nesta"
            " segunda-feira, dois meses antes do previsto e a tempo da temporada de"
            " tempestades de inverno.",
            "A barreira, uma fileira de oito comportas de aço com quarenta metros de largura"
            " cada, pode ser fechada em menos de uma hora quando o mar sobe. Segundo os"
            " engenheiros, ela protege cerca de 60 mil casas nos bairros baixos do estuário.",
            "“Tivemos sorte por vinte anos, e sorte não é plano”, disse o engenheiro-chefe da"
            " autoridade regional de águas durante o fechamento de teste, que reuniu centenas"
            " de moradores no dique.",
            "O projeto custou 420 milhões de euros, divididos entre a região e o governo"
            " federal. Críticos defendiam que o dinheiro fosse usado para elevar os diques"
            " antigos rio acima, obra que, segundo a autoridade, começa no ano que vem.",
        ),
    ),
    "pl": (
        "Nowa zapora przeciwpowodziowa na rzece gotowa przed zimowymi sztormami",
        (
            "Nowa zapora przeciwpowodziowa u ujścia rzeki została w poniedziałek po raz"
            " pierwszy zamknięta, dwa miesiące przed terminem i tuż przed sezonem zimowych"
            " sztormów.",
            "Zapora składa się z ośmiu stalowych wrót o szerokości czterdziestu metrów każde i"
            " można ją zamknąć w niecałą godzinę, gdy poziom morza rośnie. Według inżynierów"
            " chroni około 60 tysięcy domów w nisko położonych dzielnicach nad estuarium.",
            "„Przez dwadzieścia lat mieliśmy szczęście, a szczęście to nie plan” – powiedział"
            " główny inżynier regionalnego zarządu wód podczas próbnego zamknięcia, które"
            " przyciągnęło na wał setki mieszkańców.",
            "Inwestycja kosztowała 420 milionów euro, które podzieliły się region i rząd."
            " Krytycy przekonywali, że pieniądze należało przeznaczyć na podwyższenie starych"
            " wałów w górze rzeki; zarząd wód zapowiada, że te prace ruszą w przyszłym roku.",
        ),
    ),
    "cs": (
        "Nová protipovodňová hráz na řece je hotová před zimními bouřemi",
        (
            "Nová protipovodňová hráz u ústí řeky se v pondělí poprvé zavřela, dva měsíce před"
            " plánovaným termínem a včas před sezonou zimních bouří.",
            "Hráz tvoří osm ocelových vrat, každá široká čtyřicet metrů, a když moře stoupá,"
            " dá se zavřít za méně než hodinu. Podle inženýrů chrání asi 60 tisíc domů v"
            " níže položených čtvrtích podél ústí.",
            "„Dvacet let jsme měli štěstí a štěstí není plán,“ řekl při zkušebním uzavření"
            " hlavní inženýr krajského vodohospodářského úřadu. Na hrázi se sešly stovky"
            " obyvatel.",
            "Stavba stála 420 milionů eur, o které se podělil kraj se státem. Kritici tvrdili,"
            " že peníze měly jít na zvýšení starých hrází proti proudu; úřad uvádí, že tyto"
            " práce začnou příští rok.",
        ),
    ),
    "nl": (
        "Nieuwe stormvloedkering in de rivier klaar voor de winterstormen",
        (
            "De nieuwe stormvloedkering bij de monding van de rivier is maandag voor het eerst"
            " gesloten, twee maanden eerder dan gepland en op tijd voor het stormseizoen.",
            "De kering, een rij van acht stalen deuren van elk veertig meter breed, kan binnen"
            " een uur dicht als het zeewater stijgt. Volgens de ingenieurs beschermt ze zo'n"
            " 60.000 woningen in de laaggelegen wijken langs het estuarium.",
            "„We hebben twintig jaar geluk gehad, en geluk is geen plan”, zei de"
            " hoofdingenieur van het regionale waterschap bij de proefsluiting, waarvoor"
            " honderden buurtbewoners naar de dijk kwamen.",
            "Het project kostte 420 miljoen euro, verdeeld tussen de provincie en het Rijk."
            " Critici vonden dat het geld naar het verhogen van de oude dijken stroomopwaarts"
            " had moeten gaan; volgens het waterschap begint dat werk volgend jaar.",
        ),
    ),
    "id": (
        "Pintu air penahan banjir baru di muara sungai rampung sebelum musim badai",
        (
            "Pintu air penahan banjir yang baru di muara sungai ditutup untuk pertama kalinya"
            " pada Senin, dua bulan lebih cepat dari jadwal dan tepat sebelum musim badai.",
            "Bangunan itu terdiri atas delapan pintu baja selebar empat puluh meter yang dapat"
            " ditutup dalam waktu kurang dari satu jam saat air laut naik. Menurut para insinyur,"
            " pintu air ini melindungi sekitar 60.000 rumah di kawasan rendah sepanjang muara.",
            "“Selama dua puluh tahun kita hanya beruntung, dan keberuntungan bukanlah rencana,”"
            " kata kepala insinyur otoritas air daerah saat uji penutupan yang disaksikan"
            " ratusan warga di tanggul.",
            "Proyek ini menelan biaya 420 juta euro yang ditanggung bersama pemerintah daerah"
            " dan pemerintah pusat. Pengkritik menilai dana itu seharusnya dipakai untuk"
            " meninggikan tanggul lama di hulu, pekerjaan yang menurut otoritas dimulai tahun"
            " depan.",
        ),
    ),
    "vi": (
        "Cửa ngăn lũ mới ở cửa sông hoàn thành trước mùa bão",
        (
            "Cửa ngăn lũ mới ở cửa sông đã được đóng lần đầu tiên vào thứ Hai, sớm hơn hai"
            " tháng so với kế hoạch và kịp cho mùa bão mùa đông.",
            "Công trình gồm tám cánh cửa thép, mỗi cánh rộng bốn mươi mét, có thể đóng lại"
            " trong chưa đầy một giờ khi nước biển dâng. Theo các kỹ sư, cửa ngăn lũ bảo vệ"
            " khoảng 60.000 ngôi nhà ở các khu vực trũng thấp dọc cửa sông.",
            "“Hai mươi năm qua chúng ta chỉ gặp may, mà may mắn thì không phải là kế hoạch”,"
            " kỹ sư trưởng của cơ quan quản lý nước khu vực nói tại buổi đóng thử, thu hút"
            " hàng trăm người dân đến xem trên đê.",
            "Dự án có tổng vốn 420 triệu euro, do chính quyền khu vực và chính phủ trung ương"
            " cùng chi trả. Một số ý kiến cho rằng số tiền này nên dùng để nâng cấp các con đê"
            " cũ ở thượng nguồn, hạng mục mà cơ quan quản lý nước cho biết sẽ bắt đầu vào năm"
            " tới.",
        ),
    ),
}

STORIES["hi"] = (
    "नदी पर नया बाढ़ अवरोधक सर्दियों के तूफानों से पहले तैयार",
    (
        "नदी के मुहाने पर बना नया बाढ़ अवरोधक सोमवार को पहली बार बंद किया गया। यह काम तय समय से दो"
        " महीने पहले पूरा हुआ है और सर्दियों के तूफानों के मौसम से ठीक पहले तैयार हो गया है।",
        "अवरोधक में चालीस-चालीस मीटर चौड़े आठ स्टील के फाटक हैं, जिन्हें समुद्र का पानी बढ़ने पर एक घंटे"
        " से कम समय में बंद किया जा सकता है। इंजीनियरों के अनुसार इससे मुहाने के निचले इलाकों के करीब"
        " 60 हजार घरों की सुरक्षा होगी।",
        "क्षेत्रीय जल प्राधिकरण के मुख्य इंजीनियर ने परीक्षण के दौरान कहा, “बीस साल तक हमारी किस्मत"
        " अच्छी रही, लेकिन किस्मत कोई योजना नहीं है।” तटबंध पर सैकड़ों लोग यह देखने पहुंचे।",
        "परियोजना पर 420 मिलियन यूरो की लागत आई, जिसे क्षेत्र और केंद्र सरकार ने मिलकर उठाया। आलोचकों"
        " का कहना था कि यह पैसा ऊपर की ओर पुराने तटबंधों को ऊंचा करने में लगना चाहिए था; प्राधिकरण का"
        " कहना है कि वह काम अगले साल शुरू होगा।",
    ),
)
for _lang in ("de", "fr", "tr", "ar"):
    STORIES[_lang] = FIRST_STORIES[_lang][0], FIRST_STORIES[_lang][1][:4]

Builder = Callable[[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]

NEXT_TITLE = "Harbour ferry returns after a year of repairs"
NEXT_LEAD = (
    "The harbour ferry is back in service after a year in the shipyard, with a new engine"
    " and room for twice as many bicycles as before."
)


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


def _jnews(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    read = "Read also: Port authority orders two new tugboats"
    chrome = (
        "Share on Facebook",
        "Share on Twitter",
        read,
        "Advertisement",
        "Tags: flood barrier river storms",
        "Previous Post",
        "Dockworkers end strike after pay deal",
        "Next Post",
        "Leave a Reply Cancel reply",
        "Notify me of follow-up comments by email.",
    )
    body = (
        _header("Coastal Herald", ("News", "Region", "Sport", "Opinion"))
        + "<div class='jeg_main'><div class='jeg_inner_content'>"
        f"<h1 class='jeg_post_title'>{escape(title)}</h1>"
        "<div class='jeg_meta_container'><div class='jeg_meta_author'>by <a href='/author/"
        "mara'>Mara Quist</a></div><div class='jeg_meta_date'>March 10, 2025</div></div>"
        "<div class='jeg_share_top_container'><div class='jeg_share_button'>"
        "<a class='jeg_btn-facebook' href='#'><span>Share on Facebook</span></a>"
        "<a class='jeg_btn-twitter' href='#'><span>Share on Twitter</span></a></div></div>"
        "<div class='jeg_featured featured_image'><img src='/img/barrier.jpg' alt=''></div>"
        "<div class='entry-content no-share'><div class='content-inner'>"
        + _p(paras[:2])
        + f"<div class='jeg_post_related_inline'><p><strong><a href='/tugs'>{escape(read)}"
        "</a></strong></p></div>"
        "<div class='jeg_ad jeg_ad_article jnews_content_inline_ads'><div class='ads-wrapper'>"
        "<span class='ads-text'>Advertisement</span><div class='ads_code'></div></div></div>"
        + _p(paras[2:])
        + "</div><div class='jeg_post_tags'><span>Tags: </span><a href='/tag/flood'>flood"
        " barrier</a> <a href='/tag/river'>river</a> <a href='/tag/storms'>storms</a></div>"
        "</div><div class='jeg_prevnext_post'><a class='post prev-post' href='/dock'>"
        "<span class='caption'>Previous Post</span><h3 class='post-title'>Dockworkers end"
        " strike after pay deal</h3></a><a class='post next-post' href='/ferry'><span"
        " class='caption'>Next Post</span><h3 class='post-title'>"
        f"{escape(NEXT_TITLE)}</h3></a></div>"
        "<div id='respond' class='comment-respond'><h3 id='reply-title'>Leave a Reply <small>"
        "<a href='#'>Cancel reply</a></small></h3><form class='comment-form'>"
        "<textarea name='comment'></textarea><p class='comment-subscription-form'><input"
        " type='checkbox'> <label>Notify me of follow-up comments by email.</label></p>"
        "<input type='submit' value='Post Comment'></form></div></div></div>"
        + _footer(("© 2025 Coastal Herald. All rights reserved.",))
    )
    return body, chrome


def _naver(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "관련기사",
        "해안 도시들, 태풍 대비 점검 나서",
        "구독",
        "좋아요",
        "기사 추천",
        "ⓒ 바다일보, 무단 전재 및 재배포 금지",
        "(사진=바다일보 제공)",
    )
    body = (
        _header("네이버 뉴스", ("뉴스홈", "정치", "경제", "사회", "생활/문화"))
        + "<div id='ct' class='newsct'><div class='media_end_head'>"
        "<a class='media_end_head_top_logo' href='/press/001'>바다일보</a>"
        f"<h2 id='title_area' class='media_end_head_headline'><span>{escape(title)}</span></h2>"
        "<div class='media_end_head_info_datestamp'><span>입력</span><span>2025.03.10."
        " 오전 9:12</span></div><div class='media_end_head_journalist'><em>김하늘 기자</em>"
        "<button class='subscribe'>구독</button></div></div>"
        "<div id='newsct_article' class='newsct_article _article_body'>"
        "<article id='dic_area' class='go_trans _article_content'>"
        "<span class='end_photo_org'><img src='/p/1.jpg' alt=''>"
        "<em class='img_desc'>(사진=바다일보 제공)</em></span><br>"
        + "<br><br>".join(escape(p) for p in paras[:2])
        + "<br><br><div class='related_article'><strong>관련기사</strong><ul>"
        + _links(("해안 도시들, 태풍 대비 점검 나서",))
        + "</ul></div><br>"
        + "<br><br>".join(escape(p) for p in paras[2:])
        + "<br><br></article></div><div class='byline'><p class='byline_p'><span>김하늘 기자"
        " (sky@badanews.kr)</span></p></div>"
        "<p class='c_text'>ⓒ 바다일보, 무단 전재 및 재배포 금지</p>"
        "<div class='media_end_linked'><div class='u_likeit'><button>좋아요</button>"
        "<button>기사 추천</button></div></div></div>" + _footer(("네이버 뉴스 서비스 안내",))
    )
    return body, chrome


def _yahoo_jp(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "【関連記事】",
        "港のフェリー、1年ぶりに運航再開",
        "（写真：時事通信）",
        "記事に関する報告",
        "コメント",
        "シェア",
    )
    body = (
        _header("ニュース", ("トップ", "国内", "国際", "経済", "エンタメ"))
        + "<div id='contentsWrap'><article><header><h1>"
        f"{escape(title)}</h1><p><time>3/10(月) 9:12配信</time></p></header>"
        "<div class='article_body highLightSearchTarget'><figure><img src='/p/1.jpg' alt=''>"
        "<figcaption>（写真：時事通信）</figcaption></figure>"
        + _p(paras[:3], "sc-54nboa-0")
        + "<p class='sc-54nboa-0'>【関連記事】</p><ul>"
        + _links(("港のフェリー、1年ぶりに運航再開",))
        + "</ul>"
        + _p(paras[3:], "sc-54nboa-0")
        + "</div><footer><button>シェア</button><a href='/report'>記事に関する報告</a>"
        "<a href='/comments'>コメント</a></footer></article></div>" + _footer(("© LY Corporation",))
    )
    return body, chrome


def _es_daily(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Más información",
        "El puerto encarga dos nuevos remolcadores",
        "Archivado En",
        "Inundaciones",
        "Suscríbete para seguir leyendo",
        "Lee sin límites",
        "Normas",
        "Se adhiere a los criterios de The Trust Project",
    )
    body = (
        _header("El Diario del Sur", ("España", "Internacional", "Opinión", "Economía"))
        + "<main id='main-content'><article class='a _g _g-lg'><header class='a_e'>"
        f"<h1 class='a_t'>{escape(title)}</h1><div class='a_md'><div class='a_md_a'><a"
        " href='/autor/lucia'>Lucía Prieto</a></div><span class='a_md_f'><time>10 mar"
        " 2025 - 09:12 CET</time></span></div></header>"
        "<div class='a_c clearfix' data-dtm-region='articulo_cuerpo'>"
        + _p(paras[:2])
        + "<aside class='a_r'><span class='a_r_t'>Más información</span><article"
        " class='c c-r'><h2 class='c_t'><a href='/remolcadores'>El puerto encarga dos nuevos"
        " remolcadores</a></h2></article></aside>"
        + _p(paras[2:])
        + "</div><div class='a_k'><a href='/tp'>Se adhiere a los criterios de The Trust"
        " Project</a><a href='/normas'>Normas</a></div>"
        "<div class='a_ta'><span class='a_ta_t'>Archivado En</span><ul><li><a"
        " href='/t/inundaciones'>Inundaciones</a></li></ul></div></article>"
        "<div id='ctn_freemium_article' class='a_fr'><p>Suscríbete para seguir leyendo</p>"
        "<p><a href='/suscripcion'>Lee sin límites</a></p></div></main>"
        + _footer(("© Ediciones del Sur, S.L.",))
    )
    return body, chrome


def _globo(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "LEIA TAMBÉM:",
        "Porto encomenda dois novos rebocadores",
        "Balsa do porto volta a operar após um ano de reparos",
        "VÍDEOS: mais assistidos do g1",
        "Veja mais notícias da região no portal",
        "Foto: Divulgação",
    )
    body = (
        _header("portal", ("Região", "Política", "Economia"))
        + "<main><div class='mc-article-header'><h1 class='content-head__title'"
        f" itemprop='headline'>{escape(title)}</h1><p class='content-publication-data__from'>"
        "Por Redação</p></div><article itemprop='articleBody' class='mc-article-body'>"
        "<div class='mc-column content-text active-extra-styles'><p"
        " class='content-text__container'>"
        + escape(paras[0])
        + "</p></div><div class='content-media'><figure><img src='/f.jpg' alt=''><figcaption"
        " class='content-media__description'><span>Foto: Divulgação</span></figcaption>"
        "</figure></div>"
        + "".join(
            f"<div class='mc-column content-text'><p class='content-text__container'>"
            f"{escape(p)}</p></div>"
            for p in paras[1:3]
        )
        + "<div class='mc-column content-intertitle'><h2>LEIA TAMBÉM:</h2></div>"
        "<div class='mc-column content-unordered-list'><ul>"
        + _links(("Porto encomenda dois novos rebocadores", NEXT_TITLE_PT))
        + "</ul></div><div class='mc-column content-text'><p class='content-text__container'>"
        + escape(paras[3])
        + "</p></div><div class='mc-column content-text'><p><strong>VÍDEOS: mais assistidos"
        " do g1</strong></p></div><div class='mc-column content-text'><p><a href='/regiao'>"
        "Veja mais notícias da região no portal</a></p></div></article></main>"
        + _footer(("© Copyright 2000-2025 Portal",))
    )
    return body, chrome


NEXT_TITLE_PT = "Balsa do porto volta a operar após um ano de reparos"


def _toi(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Also Read",
        "Port trust orders two new tugboats",
        "Download the app for the latest city news",
        "Follow us on Google News",
        "Advertisement",
        "Visual stories",
        "Harbour ferry returns after a year of repairs",
    )
    body = (
        _header("The Daily Times", ("City", "India", "World", "Business"))
        + "<div class='okf2Z'><h1 class='HNMDR'><span>"
        f"{escape(title)}</span></h1><div class='xf8Pm byline'><span>TNN</span> / <span>Mar"
        " 10, 2025, 09:12 IST</span></div><div class='_s30J clearfix'>"
        + escape(paras[0])
        + "<br><br>"
        + escape(paras[1])
        + "<br><br><div class='Ooui'><div class='_3YYSt'>Also Read</div><a href='/tugs'>"
        "Port trust orders two new tugboats</a></div><br>"
        "<div class='wdt_ad'><span>Advertisement</span></div>"
        + escape(paras[2])
        + "<br><br>"
        + escape(paras[3])
        + "<br><br><div class='app-promo'><a href='/app'>Download the app for the latest city"
        " news</a></div></div><div class='google-news'><a href='#'>Follow us on Google News"
        "</a></div><div class='visual_stories'><h2>Visual stories</h2><ul>"
        + _links((NEXT_TITLE,))
        + "</ul></div></div>"
        + _footer(("Copyright © 2025 Daily Times",))
    )
    return body, chrome


def _pl_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Czytaj także:",
        "Port zamawia dwa nowe holowniki",
        "Reklama",
        "Dalsza część artykułu pod materiałem wideo",
        "Udostępnij",
        "Dodaj do:",
        "Zobacz także",
        "Prom w porcie znów kursuje po roku remontu",
    )
    body = (
        _header("Portal Wiadomości", ("Kraj", "Świat", "Biznes", "Sport"))
        + "<div class='article'><h1 class='article__title'>"
        f"{escape(title)}</h1><div class='article__author'>Marta Zielińska, PAP</div>"
        "<div class='social'><a href='#'>Udostępnij</a></div>"
        "<div class='article__body' itemprop='articleBody'>"
        + _p(paras[:2])
        + "<div class='read-also'><p><strong>Czytaj także:</strong> <a href='/holowniki'>"
        "Port zamawia dwa nowe holowniki</a></p></div>"
        "<div class='ad-placeholder'><span class='ad-label'>Reklama</span></div>"
        "<p class='video-label'>Dalsza część artykułu pod materiałem wideo</p>"
        "<div class='video-player'></div>"
        + _p(paras[2:])
        + "</div><div class='add-to'><span>Dodaj do:</span><a href='#'>Facebook</a></div>"
        "<section class='related'><h2>Zobacz także</h2><ul>"
        + _links(("Prom w porcie znów kursuje po roku remontu",))
        + "</ul></section></div>"
        + _footer(("© 2025 Portal Wiadomości",))
    )
    return body, chrome


def _cz_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Čtěte také",
        "Přístav objednal dva nové remorkéry",
        "Reklama",
        "Pokračování článku pod reklamou",
        "Sdílet",
        "Diskuse (12)",
        "Související",
    )
    body = (
        _header("Zprávy", ("Domácí", "Zahraniční", "Ekonomika", "Sport"))
        + "<div id='art-text' class='art'><h1 itemprop='name headline'>"
        f"{escape(title)}</h1><div class='authors'>Jana Nováková</div>"
        "<div class='share'><a href='#'>Sdílet</a> <a href='#diskuse'>Diskuse (12)</a></div>"
        "<div class='bbtext'>" + _p(paras[:2]) + "<div class='r-head'><span>Reklama</span></div>"
        "<p class='ad-cont'>Pokračování článku pod reklamou</p>"
        "<div class='art-related'><h3>Čtěte také</h3><a href='/remorkery'>Přístav objednal"
        " dva nové remorkéry</a></div>"
        + _p(paras[2:])
        + "</div><div class='sub-related'><h3>Související</h3><ul>"
        + _links(("Přívoz v přístavu opět jezdí po roce oprav",))
        + "</ul></div></div>"
        + _footer(("© 2025 Zprávy",))
    )
    return body, chrome


def _nl_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Lees ook:",
        "Haven bestelt twee nieuwe sleepboten",
        "Advertentie",
        "Deel dit artikel",
        "Lees meer over:",
        "Het laatste nieuws",
    )
    body = (
        _header("Nieuwsblad", ("Binnenland", "Buitenland", "Economie", "Sport"))
        + "<article class='article'><h1 class='article__title'>"
        f"{escape(title)}</h1><div class='article__meta'>Door onze redactie · 10 maart"
        " 2025</div><div class='article__body block-text'>"
        + _p(paras[:2])
        + "<div class='read-also'><span>Lees ook:</span> <a href='/sleepboten'>Haven"
        " bestelt twee nieuwe sleepboten</a></div>"
        "<div class='ad'><span>Advertentie</span></div>"
        + _p(paras[2:])
        + "</div><div class='share'><span>Deel dit artikel</span></div><div"
        " class='tags'><span>Lees meer over:</span><a href='/t/water'>Water</a><a"
        " href='/t/weer'>Weer</a></div></article><aside><h2>Het laatste nieuws</h2><ul>"
        + _links(("Veerpont vaart weer na een jaar reparatie", "Dijkwerkers staken"))
        + "</ul></aside>"
        + _footer(("© 2025 Nieuwsblad",))
    )
    return body, chrome


def _id_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Baca juga:",
        "Pelabuhan pesan dua kapal tunda baru",
        "ADVERTISEMENT",
        "SCROLL TO CONTINUE WITH CONTENT",
        'Simak Video "Warga Saksikan Uji Pintu Air"',
        "(Foto: Dok. Otoritas Air)",
        "Bagikan",
    )
    body = (
        _header("Kabar Terkini", ("News", "Finance", "Sport", "Oto"))
        + "<article class='detail'><h1 class='detail__title'>"
        f"{escape(title)}</h1><div class='detail__author'>Rizky Pratama - detikNews</div>"
        "<div class='detail__date'>Senin, 10 Mar 2025 09:12 WIB</div>"
        "<div class='detail__media'><figure><img src='/i.jpg' alt=''><figcaption>(Foto: Dok."
        " Otoritas Air)</figcaption></figure></div>"
        "<div class='detail__body-text itp_bodycontent'>"
        + _p(paras[:2])
        + "<table class='linksisip'><tr><td><div class='lihatjg'><strong>Baca juga:</strong>"
        " <a href='/kapal'>Pelabuhan pesan dua kapal tunda baru</a></div></td></tr></table>"
        "<div class='parallaxindetail'><p class='para_caption'>ADVERTISEMENT</p><p"
        " class='para_caption'>SCROLL TO CONTINUE WITH CONTENT</p></div>"
        + _p(paras[2:])
        + '<p><strong>Simak Video "Warga Saksikan Uji Pintu Air"</strong></p>'
        "</div><div class='detail__share'><span>Bagikan</span></div></article>"
        + _footer(("Copyright © 2025 Kabar Terkini",))
    )
    return body, chrome


def _vi_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Xem thêm:",
        "Cảng đặt mua hai tàu kéo mới",
        "Quảng cáo",
        "Ảnh: Cơ quan quản lý nước",
        "Chia sẻ",
        "Tin liên quan",
    )
    body = (
        _header("Tin Nhanh", ("Thời sự", "Thế giới", "Kinh doanh", "Thể thao"))
        + "<section class='page-detail'><h1 class='title-detail'>"
        f"{escape(title)}</h1><p class='description'>Thứ hai, 10/3/2025, 09:12 (GMT+7)</p>"
        "<article class='fck_detail'>"
        + _p(paras[:2], "Normal")
        + "<figure><img src='/h.jpg' alt=''><figcaption><p class='Image'>Ảnh: Cơ quan quản lý"
        " nước</p></figcaption></figure>"
        "<p class='Normal'><strong>Xem thêm:</strong> <a href='/tau-keo'>Cảng đặt mua hai tàu"
        " kéo mới</a></p><div class='box_ads'><span>Quảng cáo</span></div>"
        + _p(paras[2:], "Normal")
        + "<p class='author_mail'><strong>Minh Anh</strong></p></article>"
        "<div class='social'><span>Chia sẻ</span></div><div class='box-tinlienquan'><h3>Tin"
        " liên quan</h3><ul>"
        + _links(("Phà cảng hoạt động trở lại sau một năm sửa chữa",))
        + "</ul></div></section>"
        + _footer(("© Copyright 1997-2025 Tin Nhanh",))
    )
    return body, chrome


def _broadcaster(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Image source, Getty Images",
        "Image caption,",
        "Watch: Residents gather as the barrier closes",
        "Related topics",
        "More on this story",
        "Port orders two new tugboats",
    )
    body = (
        _header("Broadcast News", ("Home", "News", "Sport", "Weather"))
        + "<main id='main-content'><article><header><h1 id='main-heading'>"
        f"{escape(title)}</h1></header><div data-component='byline-block'><span>By Tom"
        " Hale</span><span>Environment correspondent</span></div>"
        "<div data-component='image-block'><figure><span><img src='/b.jpg' alt=''>"
        "<span role='text'><span class='visually-hidden'>Image source, </span>Getty"
        " Images</span></span><figcaption><span class='visually-hidden'>Image caption,"
        " </span>The gates close for the first time</figcaption></figure></div>"
        + "".join(f"<div data-component='text-block'><p>{escape(p)}</p></div>" for p in paras[:2])
        + "<div data-component='video-block'><figure><figcaption>Watch: Residents gather as"
        " the barrier closes</figcaption></figure></div>"
        + "".join(f"<div data-component='text-block'><p>{escape(p)}</p></div>" for p in paras[2:])
        + "<div data-component='topic-list'><h2>Related topics</h2><ul><li><a href='/t/1'>"
        "Flooding</a></li></ul></div></article><section data-component='links-block'><h2>"
        "More on this story</h2><ul>"
        + _links(("Port orders two new tugboats",))
        + "</ul></section></main>"
        + _footer(("Copyright 2025 Broadcast News. Read about our approach to external linking.",))
    )
    return body, chrome


def _medium2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Written by Mara Quist",
        "2.4K Followers",
        "Writer for Coastlines",
        "More from Mara Quist",
        NEXT_TITLE,
    )
    body = (
        "<div id='root'><div class='a b c'><a href='/' aria-label='Homepage'>Medium</a></div>"
        "<article><div class='l'><section><div class='gr gs gt'>"
        f"<h1 class='pw-post-title'>{escape(title)}</h1>"
        "<div class='speechify-ignore ab cp'><a href='/@mara'><p>Mara Quist</p></a>"
        "<span data-testid='storyReadTime'>5 min read</span></div>"
        + "".join(
            f"<p id='p{n}' class='pw-post-body-paragraph mm mn'>{escape(p)}</p>"
            for n, p in enumerate(paras)
        )
        + "</div></section></div></article><div class='ab ca'><div class='ab'><a"
        " href='/@mara'><img src='/m.jpg' alt='Mara Quist'></a><div><h2 class='pw-author-name'>"
        "<a href='/@mara'>Written by Mara Quist</a></h2><div class='ab'><a"
        " href='/@mara/followers'>2.4K Followers</a><span>·</span><span>Writer for"
        " <a href='/coastlines'>Coastlines</a></span></div><p>Notes on rivers, coasts and the"
        " people who keep the water out.</p><button>Follow</button></div></div>"
        "<h2>More from Mara Quist</h2><div class='ab cm'><h3><a href='/ferry'>"
        f"{escape(NEXT_TITLE)}</a></h3><span>Mar 2</span></div></div>"
        "<div class='footer'><a href='/about'>About</a><a href='/help'>Help</a></div></div>"
    )
    return body, chrome


def _substack2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Thanks for reading Coastlines! Subscribe for free to receive new posts and support"
        " my work.",
        "Discussion about this post",
        "Ready for more?",
        "Share",
    )
    body = (
        "<div id='entry'><div class='main-menu'><a href='/'>Coastlines</a>"
        "<button>Subscribe</button><a href='/signin'>Sign in</a></div>"
        "<article class='typography newsletter-post post'><div class='post-header'>"
        f"<h1 class='post-title'>{escape(title)}</h1><div class='post-meta'><a"
        " href='/@mara'>Mara Quist</a><div>Mar 10, 2025</div></div><div"
        " class='post-ufi'><button>Share</button></div></div>"
        "<div class='available-content'><div class='body markup' dir='auto'>"
        + _p(paras[:2])
        + "<div class='subscription-widget-wrap'><div class='subscription-widget'><div"
        " class='preamble'><p>Thanks for reading Coastlines! Subscribe for free to receive"
        " new posts and support my work.</p></div><form><input type='email'"
        " placeholder='Type your email…'><button>Subscribe</button></form></div></div>"
        + _p(paras[2:])
        + "</div></div></article><div class='post-footer'><button>Share</button></div>"
        "<div class='comments-section'><h4>Discussion about this post</h4></div>"
        "<div class='end-of-post'><h2>Ready for more?</h2><form><input type='email'>"
        "<button>Subscribe</button></form></div></div>"
    )
    return body, chrome


def _car_magazine(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Advertisement - Page continues below",
        "[convertkit form=1630175]",
        "Sign up to our newsletter",
    )
    body = (
        _header("Coast & Country", ("News", "Reviews", "Guides"))
        + "<main><article class='post type-post'><h1 class='entry-title'>"
        f"{escape(title)}</h1><div class='entry-meta'>By Tom Hale · 10 March 2025</div>"
        "<div class='entry-content'>"
        + _p(paras[:2])
        + "<div class='ad-container'><p class='ad-label'>Advertisement - Page continues"
        " below</p><div class='ad-slot'></div></div>"
        + _p(paras[2:3])
        + "<p>[convertkit form=1630175]</p>"
        + _p(paras[3:])
        + "</div><div class='newsletter'><h3>Sign up to our newsletter</h3><form><input"
        " type='email'></form></div></article></main>" + _footer(("© 2025 Coast & Country",))
    )
    return body, chrome


def _daum(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "[이 시각 많이 본 기사]",
        "항구 여객선, 1년 만에 운항 재개",
        "저작권자 ⓒ 바다일보 무단전재 및 재배포 금지",
        "공유하기",
        "댓글",
    )
    body = (
        _header("다음뉴스", ("홈", "사회", "정치", "경제"))
        + "<div class='main-content'><div class='head_view'><h3 class='tit_view'"
        f" data-translation='true'>{escape(title)}</h3><span class='info_view'><span"
        " class='txt_info'>김하늘 기자</span><span class='txt_info'>입력 2025. 3. 10."
        " 09:12</span></span></div><div class='news_view fs_type1'><div id='harmonyContainer'"
        " class='article_view'><section dmcf-sid='a1'>"
        + "".join(f"<p dmcf-ptype='general'>{escape(p)}</p>" for p in paras)
        + "<p dmcf-ptype='general'>저작권자 ⓒ 바다일보 무단전재 및 재배포 금지</p></section></div>"
        "</div><div class='foot_view'><button>공유하기</button><a href='#cmt'>댓글</a></div>"
        "<div class='box_g box_news_major'><strong class='tit_g'>[이 시각 많이 본 기사]"
        "</strong><ul>"
        + _links(("항구 여객선, 1년 만에 운항 재개",))
        + "</ul></div></div>"
        + _footer(("Daum 서비스 약관",))
    )
    return body, chrome


def _tr_portal2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "İlgili Haberler",
        "Limanda feribot seferleri bir yıl sonra yeniden başladı",
        "Reklam",
        "Haberin Devamı",
        "Paylaş",
        "Google News'te Takip Et",
    )
    body = (
        _header("Haber Portalı", ("Gündem", "Ekonomi", "Dünya", "Spor"))
        + "<div class='news-detail'><h1 class='news-detail-title'>"
        f"{escape(title)}</h1><div class='share'><a href='#'>Paylaş</a></div>"
        "<div class='news-content readingTime'>"
        + _p(paras[:2])
        + "<div class='ad-wrapper'><span>Reklam</span></div><div class='haberin-devami'>"
        "<span>Haberin Devamı</span></div>"
        + _p(paras[2:])
        + "</div><div class='google-news'><a href='#'>Google News'te Takip Et</a></div>"
        "<div class='related-news'><h3>İlgili Haberler</h3><ul>"
        + _links(("Limanda feribot seferleri bir yıl sonra yeniden başladı",))
        + "</ul></div></div>"
        + _footer(("© 2025 Haber Portalı",))
    )
    return body, chrome


def _ar_portal2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "اقرأ أيضًا:",
        "عودة عبارة الميناء بعد عام من الإصلاحات",
        "إعلان",
        "شارك",
        "الأكثر قراءة",
    )
    body = (
        _header("البوابة", ("الرئيسية", "أخبار", "اقتصاد", "رياضة"))
        + "<article class='article'><h1 class='article-title'>"
        f"{escape(title)}</h1><div class='article-body' id='articleBody'>"
        + _p(paras[:2])
        + "<p><strong>اقرأ أيضًا:</strong></p><p><a href='/ferry'>عودة عبارة الميناء بعد عام من"
        " الإصلاحات</a></p><div class='ads'><span>إعلان</span></div>"
        + _p(paras[2:])
        + "</div><div class='share'><span>شارك</span></div></article><aside><h3>الأكثر قراءة</h3>"
        "<ul>"
        + _links(("ارتفاع أسعار تذاكر الحافلات",))
        + "</ul></aside>"
        + _footer(("جميع الحقوق محفوظة © 2025",))
    )
    return body, chrome


def _ghost2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Sign up for Coastlines",
        "Notes on rivers, coasts and the people who keep the water out.",
        "No spam. Unsubscribe anytime.",
        "Read more",
        NEXT_TITLE,
    )
    body = (
        "<div class='site'><header class='gh-head'><a class='gh-head-logo' href='/'>Coastlines"
        "</a><nav><a href='/'>Home</a><a href='/about/'>About</a></nav></header>"
        "<main class='gh-main'><article class='gh-article post'><header"
        f" class='gh-article-header'><h1 class='gh-article-title'>{escape(title)}</h1>"
        "<div class='gh-article-meta'><a href='/author/mara/'>Mara Quist</a><time>Mar 10,"
        " 2025</time></div></header><section class='gh-content gh-canvas'>"
        + _p(paras[:3])
        + "<div class='kg-card kg-signup-card'><h2 class='kg-signup-card-heading'>Sign up for"
        " Coastlines</h2><p class='kg-signup-card-subheading'>Notes on rivers, coasts and the"
        " people who keep the water out.</p><form data-members-form><input type='email'"
        " placeholder='Your email'><button>Subscribe</button></form><p"
        " class='kg-signup-card-disclaimer'>No spam. Unsubscribe anytime.</p></div>"
        + _p(paras[3:])
        + "</section></article><section class='gh-read-next'><h3>Read more</h3><article"
        f" class='gh-card'><a href='/ferry/'><h3 class='gh-card-title'>{escape(NEXT_TITLE)}</h3>"
        "</a></article></section></main></div>"
    )
    return body, chrome


def _live_blog(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    posts = "".join(
        f"<article class='live-post'><div class='live-post__meta'><time>{9 + n}:{15 * (n % 4):02d}"
        f"</time></div><div class='live-post__body'><p>{escape(p)}</p></div></article>"
        for n, p in enumerate(paras)
    )
    chrome = ("Key events", "Show key events only", "Please turn on JavaScript to see updates")
    body = (
        _header("The Daily Courier", ("News", "Live", "Sport"))
        + "<main><h1>Live: "
        + escape(title)
        + "</h1><div class='key-events'><h2>Key events</h2><label><input type='checkbox'>Show"
        " key events only</label></div><noscript><p>Please turn on JavaScript to see updates"
        "</p></noscript><div class='live-blog'>"
        + posts
        + "</div></main>"
        + _footer(("© 2025 The Daily Courier",))
    )
    return body, chrome


def _fr_daily2(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Lire aussi | Le prix du ticket de bus augmentera en janvier",
        "Lire plus tard",
        "Offrir cet article",
        "Réutiliser ce contenu",
    )
    body = (
        _header("Le Journal", ("International", "Politique", "Économie", "Culture"))
        + "<main><article class='article__content'><h1 class='article__title'>"
        f"{escape(title)}</h1><p class='article__desc'>Le chantier a duré six ans.</p><div"
        " class='meta__social'><button>Lire plus tard</button><button>Offrir cet article"
        "</button></div>"
        + _p(paras[:2], "article__paragraph")
        + "<section class='catcher catcher--inline'><p class='article__paragraph'><span"
        " class='catcher__label'>Lire aussi | </span><a class='catcher__title' href='/bus'>Le"
        " prix du ticket de bus augmentera en janvier</a></p></section>"
        + _p(paras[2:], "article__paragraph")
        + "<p class='article__paragraph'><em>Le Journal avec AFP</em></p></article>"
        "<footer class='article__footer'><a href='/licence'>Réutiliser ce contenu</a></footer>"
        "</main>" + _footer(("© Le Journal",))
    )
    return body, chrome


def _hi_portal(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "यह भी पढ़ें:",
        "बंदरगाह ने दो नई टगबोट का ऑर्डर दिया",
        "विज्ञापन",
        "शेयर करें",
        "लेटेस्ट न्यूज़",
    )
    body = (
        _header("समाचार", ("देश", "दुनिया", "खेल", "मनोरंजन"))
        + "<div class='article-wrapper'><h1 class='article-heading'>"
        f"{escape(title)}</h1><div class='byline'>संवाददाता, नई दिल्ली</div>"
        "<div class='article-desc'>"
        + _p(paras[:2])
        + "<p><strong>यह भी पढ़ें:</strong> <a href='/tug'>बंदरगाह ने दो नई टगबोट का ऑर्डर"
        " दिया</a></p><div class='ad-block'><span>विज्ञापन</span></div>"
        + _p(paras[2:])
        + "</div><div class='share'><span>शेयर करें</span></div><div class='latest'><h3>लेटेस्ट"
        " न्यूज़</h3><ul>"
        + _links(("मेयर ने नए फ्लैटों की योजना पेश की",))
        + "</ul></div></div>"
        + _footer(("© 2025 समाचार",))
    )
    return body, chrome


def _de_magazine(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    chrome = (
        "Mehr zum Thema",
        "Busfahrten werden im Januar zehn Prozent teurer",
        "Anzeige",
        "Artikel verschenken",
        "Merken",
        "Foto: Jens Krüger / dpa",
    )
    body = (
        _header("Das Magazin", ("Politik", "Ausland", "Wirtschaft", "Kultur"))
        + "<main><article><header><h2><span class='leading-tight'>"
        f"{escape(title)}</span></h2></header><div class='share'><button>Artikel verschenken"
        "</button><button>Merken</button></div><figure><img src='/t.jpg' alt=''><figcaption>"
        "<p>Die neue Trasse soll 2029 fertig sein</p><span>Foto: Jens Krüger / dpa</span>"
        "</figcaption></figure><section class='relative' data-area='body'>"
        + "".join(
            f"<div data-sara-click-el='body_element'><p>{escape(p)}</p></div>" for p in paras[:2]
        )
        + "<div class='ad'><span>Anzeige</span></div><section data-area='related_articles'>"
        "<p>Mehr zum Thema</p><ul>"
        + _links(("Busfahrten werden im Januar zehn Prozent teurer",))
        + "</ul></section>"
        + "".join(
            f"<div data-sara-click-el='body_element'><p>{escape(p)}</p></div>" for p in paras[2:]
        )
        + "</section></article></main>"
        + _footer(("© Das Magazin GmbH",))
    )
    return body, chrome


def _cable_news(title: str, paras: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    teaser = "MAYOR UNVEILS PLAN FOR THOUSANDS OF NEW FLATS ON OLD FREIGHT YARD"
    teaser2 = "Harbour ferry returns to service after a year in the shipyard"
    chrome = (teaser, teaser2, "CLICK HERE TO GET THE APP")
    body = (
        _header("Cable News", ("Politics", "World", "Opinion", "Video"))
        + "<main><article><h1 class='headline'>"
        f"{escape(title)}</h1><div class='author-byline'>By Tom Hale</div>"
        "<div class='article-body'>"
        + _p(paras[:1])
        + f"<p><a href='/flats'><strong>{teaser}</strong></a></p>"
        + _p(paras[1:3])
        + f"<p class='speakable'><a href='/ferry'>{escape(teaser2)}</a></p>"
        + _p(paras[3:])
        + "<p><a href='/app'><strong>CLICK HERE TO GET THE APP</strong></a></p>"
        "</div></article></main>" + _footer(("© 2025 Cable News Network",))
    )
    return body, chrome


SYSTEMS: dict[str, tuple[Builder, str]] = {
    "wp_jnews": (_jnews, "en"),
    "ko_naver": (_naver, "ko"),
    "ja_yahoo": (_yahoo_jp, "ja"),
    "es_daily": (_es_daily, "es"),
    "pt_portal": (_globo, "pt"),
    "in_daily": (_toi, "en"),
    "pl_portal": (_pl_portal, "pl"),
    "cs_portal": (_cz_portal, "cs"),
    "nl_portal": (_nl_portal, "nl"),
    "id_portal": (_id_portal, "id"),
    "vi_portal": (_vi_portal, "vi"),
    "broadcaster": (_broadcaster, "en"),
    "medium_author": (_medium2, "en"),
    "substack_widget": (_substack2, "en"),
    "wp_shortcode": (_car_magazine, "en"),
    "ko_daum": (_daum, "ko"),
    "tr_portal": (_tr_portal2, "tr"),
    "ar_portal": (_ar_portal2, "ar"),
    "ghost_signup": (_ghost2, "en"),
    "live_blog": (_live_blog, "en"),
    "fr_daily": (_fr_daily2, "fr"),
    "hi_portal": (_hi_portal, "hi"),
    "de_magazine": (_de_magazine, "de"),
    "cable_news": (_cable_news, "en"),
}


# What a page keeps besides its story's paragraphs: its closing credit.
KEPT_LINES: dict[str, tuple[str, ...]] = {"fr_daily": ("Le Journal avec AFP",)}


def news_page(system: str) -> NewsPage:
    """The article page of ``system``: the story, its chrome and the strings of each."""
    build, lang = SYSTEMS[system]
    title, paras = STORIES[lang]
    body, chrome = build(title, paras)
    paras = (*paras, *KEPT_LINES.get(system, ()))
    url = f"https://news.example.org/{lang}/2025/03/10/{system}"
    return NewsPage(_doc(lang, title, body), url, paras, chrome)
