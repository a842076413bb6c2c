"""Data for the author finder: the words that open or label a byline, by language, and
the words that are never an author's name. Generic web conventions only, no site's names.
"""

from __future__ import annotations

# Labels of several writers, each followed by full names: Polish, Czech/Slovak,
# Romanian/Italian/Croatian, German, French, Spanish/Portuguese, Hungarian, Finnish.
SEVERAL_WRITERS_LABELS: tuple[str, ...] = (
    "autorzy",
    "autoři",
    "autori",
    "autoren",
    "auteurs",
    "autores",
    "szerzők",
    "kirjoittajat",
)
# Words that open a byline ("By Jane Doe", "Von Max Muster", "Автор: Иван Петров"),
# lower case; a label a byline opens only with a colon is written with it ("text:",
# :data:`COLON_PREFIXES`). Longer forms come first so that "written by" wins over "by".
_BYLINE_WORDS: tuple[str, ...] = (
    # English
    "written and reviewed by",
    "written by",
    "posted by",
    "submitted by",
    "published by",
    "authored by",
    "article by",
    "story by",
    # a piece's genre before its writer ("Opinion by Jo Lee", "Analysis by Jo Lee, CNN")
    "opinion by",
    "analysis by",
    "commentary by",
    "column by",
    "essay by",
    "words and photos by",
    "words & photos by",
    "text and photos by",
    "story and photos by",
    "words by",
    "text by",
    "recipe by",
    "reported by",
    "compiled by",
    "contributed by",
    # a forum thread's author, in its header ("Thread starter" + the member's link)
    "thread starter",
    "discussion starter",
    "topic starter",
    "started by",
    "contributors",
    "contributor",
    "authors",
    "author",
    "by",
    # German ("Eingestellt von" is Blogger's "Posted by"; "vom" opens a date line)
    "geschrieben von",
    # a link to the writer's page, named after what it lists ("Alles von Jo Lee")
    "alles von",
    "text und interview",
    "text und fotos",
    "text & fotos",
    "text:",
    "eingestellt von",
    # Drupal's "Submitted by" line, localised ("Gespeichert von jo am 24. Juli 2017")
    "gespeichert von",
    "gepostet von",
    "verfasst von",
    "erstellt von",
    "artikel von",
    "veröffentlicht von",
    "themenstarter",
    "ein beitrag von",
    "ein gastbeitrag von",
    "ein kommentar von",
    "eine analyse von",
    "eine kolumne von",
    "autorin",
    "autor",
    "von",
    "vom",
    # French
    "écrit par",
    "publié par",
    "soumis par",
    "auteure",
    "auteur",
    "par",
    # Spanish, Portuguese
    "escrito por",
    "redactado por",
    "publicado por",
    "postado por",
    "enviado por",
    "autora",
    "textos:",
    "texto:",
    # "Reportagem de Ana Costa" (reporting by): the "de" tells it from a heading
    "reportagem de",
    "reportaje de",
    "reportagem:",
    "reportaje:",
    "por",
    # Italian
    "scritto da",
    "pubblicato da",
    "inviato da",
    "di",
    # Dutch
    "geschreven door",
    "geplaatst door",
    "ingezonden door",
    "door",
    # Scandinavian
    "skrevet af",
    "skrevet av",
    "skriven av",
    "forfatter",
    "författare",
    "af",
    "av",
    # Finnish, Hungarian, Turkish, Croatian/Serbian, Slovenian, Baltic
    "kirjoittaja",
    # Finnish "Teksti:" (text), with a colon or in lower case (as "Text:")
    "teksti:",
    "szerző",
    # Hungarian "Írta:" (wrote), Icelandic "Eftir" (by), Albanian "Nga" (by, a short
    # word: capitalised only before a full name); not Azerbaijani "Müəllif" (author),
    # whose "m" would let every "Menu" pass the first-letter test
    "írta",
    "eftir",
    "nga",
    "yazar",
    # Turkish "Yazan:" (written by): with a colon only (:data:`COLON_PREFIXES`: "Yazan"
    # is also an Arabic given name); "Haber:" (news, report: "Haber: Ayşe Yılmaz"), with
    # a colon only ("Haber Merkezi" is the news desk)
    "yazan:",
    "haber:",
    "piše",
    "avtor",
    "autorius",
    "autors",
    # a news story's reporter ("Reporter: Jo Lee | Editor: Li Wei", Indonesian and
    # English-language papers of South and East Asia)
    "reporter:",
    # Indonesian, Malay, Vietnamese ("Viết bởi": written by, "Đăng bởi": posted by)
    "penulis",
    "oleh",
    "tác giả",
    "người viết",
    "viết bởi",
    "đăng bởi",
    "bởi",
    # Vietnamese "Phóng viên:" (reporter), with a colon or in lower case
    "phóng viên:",
    # Arabic ("بقلم": by the pen of, "بواسطة": by, "الكاتب": the writer; "كتب:" /
    # "كتبت:": wrote, with a colon only, as "كتب" is also "books"), Persian ("نوشته
    # شده توسط": written by, "به قلم", "نویسنده": writer; "نوشته:", "خبرنگار:" with a
    # colon), Hebrew
    "بقلم",
    "بواسطة",
    "الكاتب",
    "الكاتبة",
    "كتب:",
    "كتبت:",
    "نوشته شده توسط",
    "به قلم",
    "نویسنده",
    "نوشته:",
    "خبرنگار:",
    "מאת",
    # Urdu "تحریر:" (writing), "رپورٹ:" (report), with a colon only: also common nouns
    "تحریر:",
    "رپورٹ:",
    # Hindi ("लेखक": writer, "द्वारा": by; "रिपोर्ट:" report, "संवाददाता:" correspondent
    # with a colon), Thai ("เขียนโดย": written by, "ผู้เขียน": writer, "โดย": by)
    "लेखक",
    "द्वारा",
    "रिपोर्ट:",
    "संवाददाता:",
    "เขียนโดย",
    "ผู้เขียน",
    "โดย",
    # Bengali "লেখক" (writer), Georgian "ავტორი", Armenian "Հեղինակ" (author)
    "লেখক",
    # Tamil "எழுதியவர்" (written by)
    "எழுதியவர்",
    "ავტორი",
    "հեղինակ",
    # Tamil "எழுத்தாளர்" (writer), "செய்தியாளர்" (reporter), Telugu "రచయిత" (writer),
    # Mongolian "Сурвалжлагч" (reporter), Burmese "ဆောင်းပါးရှင်" (the article's writer),
    # "သတင်းထောက်" (reporter); Khmer "ដោយ" (by) and Amharic "ጸሐፊ" (writer), "ዘጋቢ"
    # (reporter) with their scripts' colons only (:data:`COLON_PREFIXES`)
    "எழுத்தாளர்",
    "செய்தியாளர்",
    "రచయిత",
    "сурвалжлагч",
    "ဆောင်းပါးရှင်",
    "သတင်းထောက်",
    "ដោយ:",
    "ጸሐፊ:",
    "ዘጋቢ:",
    # Punjabi "ਲੇਖਕ", Gujarati "લેખક", Malayalam "ലേഖകൻ", Kannada "ಲೇಖಕ" (writer),
    # Pashto "لیکوال" (writer), Lao "ໂດຍ" (by), Kurdish "Nivîskar" (author): with a colon
    # only (:data:`COLON_PREFIXES`); Tagalog "Isinulat ni" (written by)
    "ਲੇਖਕ:",
    "લેખક:",
    "ലേഖകൻ:",
    "ಲೇಖಕ:",
    "لیکوال:",
    "ໂດຍ:",
    "nivîskar:",
    "isinulat ni",
    # Bengali "লিখেছেন" (wrote), Mongolian "Зохиогч" (author), Tajik and Uzbek (Cyrillic)
    # "Муаллиф" (author), Icelandic "Höfundur" (author), Odia "ଲେଖକ" (writer), Lao
    # "ຜູ້ຂຽນ" (writer): with a colon only (:data:`COLON_PREFIXES`: a verb or a common
    # noun otherwise); Belarusian "Аўтар" (author) and Serbian (Cyrillic) "Пише" (writes)
    # as their kin "автор" and "piše"
    "লিখেছেন:",
    "зохиогч:",
    "муаллиф:",
    "höfundur:",
    "ଲେଖକ:",
    "ຜູ້ຂຽນ:",
    # Ukrainian "Авторка" (author, a woman), Hebrew "כתב" / "כתבת" (reporter: also "wrote"
    # and "article"), Persian "گزارش" (report), Bengali "প্রতিবেদক" (reporter),
    # Vietnamese "Bài" (article: "Bài: …", "Bài và ảnh: …"), Amharic
    # "ደራሲ" (author): with a colon only (:data:`COLON_PREFIXES`)
    "авторка:",
    "כתב:",
    "כתבת:",
    "گزارش:",
    "প্রতিবেদক:",
    "bài:",
    "bài và ảnh:",
    "ደራሲ:",
    "аўтар",
    "пише",
    # Somali "Qoraa" (writer), Basque "Egilea" / "Idazlea" (author, writer), Portuguese
    # "Texto de" (text by: a full name after it); not Uzbek "Muallif" (author), for the
    # reason Azerbaijani's is not
    "qoraa",
    "egilea",
    "idazlea",
    "texto de",
    # short byline words of one language each (:data:`LANGUAGE_PREFIXES`): Catalan
    # "Per", Welsh "Gan", Afrikaans "Deur", Hausa "Daga" ("by")
    "per",
    "gan",
    "deur",
    "daga",
    # Polish, Czech
    "napisał",
    "napisała",
    "napsal",
    "napsala",
    "napísal",
    "napísala",
    "autorka",
    *SEVERAL_WRITERS_LABELS,
    "γράφουν",  # Greek: "they write"
    "przez",
    "tekst",
    # Polish "Opracowanie:" (compiled by), with a colon only (a common noun)
    "opracowanie:",
    # Russian, Ukrainian ("Текст и фото:": text and photographs by one person)
    "текст и фото",
    "автор",
    "авторы",
    "автори",
    "текст",
    # Serbian (Cyrillic) "Аутор"
    "аутор",
    # Bulgarian, Macedonian "От" (by; also "from": a capitalised one only before a full
    # name, :func:`names.strip_prefix`)
    "от",
    # Swahili "Na" (by: "Na Juma Mwangi"), Tagalog "Ni" ("Ni Juan dela Cruz"), both short
    # words read as the short ones above
    "na",
    "ni",
    # Greek
    "του",
    "της",
    "από",
    "γράφει",
    "συντάκτης",
    # Chinese, Japanese ("撰文" written by; not "记者", a reporter, which also labels
    # an interview's questions)
    "作者",
    "撰文",
    "文",
    "著者",
    # Japanese writer's labels ("執筆者：", "筆者：", "ライター："; "取材・文：": reporting
    # and text, "構成・文": arranged and written; "文・山田太郎", "文＝山田太郎" read "文";
    # "文・写真", "写真・文", "文と写真", "文・撮影": text and photographs by one person)
    "執筆者",
    "筆者",
    "取材・文",
    "構成・文",
    "文・写真",
    "写真・文",
    "文と写真",
    "写真と文",
    "文・撮影",
    "撮影・文",
    "ライター",
)
# The byline words, without the colon that marks in the table those a byline opens only
# with one.
BYLINE_PREFIXES: tuple[str, ...] = tuple(word.removesuffix(":") for word in _BYLINE_WORDS)
# The labels a byline opens only with a colon (written with it in the table above): with
# letter case, only with a colon or in lower case ("Text: Jo Lee", "Reporter: Jo Lee",
# "Texto: Ana Ruiz": capitalised, they open a sentence or a name, "Reporter Microphones",
# "Texto Completo"; on a line of their own they are a name, "TEXT\nVol 6 No 2": a
# journal's; Turkish "Yazan" is also a given name, "Yazan Al-Saadi"); in a script without
# letter case, those the colon alone tells from a word ("كتب: محمد أحمد" is a byline,
# "كتب ومجلات" books and magazines).
COLON_PREFIXES: tuple[str, ...] = tuple(word[:-1] for word in _BYLINE_WORDS if word[-1] == ":")
_LATIN_COLON_LABELS = tuple(word for word in COLON_PREFIXES if word.upper() != word)
# The articles a language sets between a byline word and the writer's name ("Γράφει ο
# Νίκος Μπογιόπουλος"), dropped; a neuter one opens a thing, no writer ("Από το
# iatronet.gr": from a site).
PERSON_ARTICLES: tuple[str, ...] = ("ο", "η", "οι")
THING_ARTICLES: tuple[str, ...] = ("το", "τα")
# Short byline words that, capitalised, open everyday English text ("Door View Cam",
# "Door Anchor for Resistance Bands"): never taken as a byline's "Door"/"By" unless in
# lower case or followed by a colon or a line break.
ENGLISH_WORD_PREFIXES = ("door", "per", "gan", "deur", "daga", *_LATIN_COLON_LABELS)
# Words that make a byline's words after a dash ("كتب - محمد أحمد": a label of a
# script without capitals, then a dash) a desk's, a paper's or a site's, not a person's
# full name: Arabic, Persian and Urdu words for news, paper, site, agency, channel,
# portal, team, editor, correspondent, desk and "our" own reporter.
UNCASED_NOT_NAME_WORDS: frozenset[str] = frozenset(
    """أخبار الأخبار اخبار جريدة الجريدة صحيفة الصحيفة موقع الموقع وكالة الوكالة وكالات
    قناة القناة بوابة البوابة مجلة المجلة شبكة الشبكة نيوز فريق الفريق تحرير التحرير
    محرر المحرر مراسل المراسل مراسلنا مندوب محررو قسم القسم إدارة ادارة خبرگزاری روزنامه
    پایگاه سایت تحریریه گروه خبرنگار خبرنگاران ٹیم نمائندہ ادارہ خصوصی دفتر مرکز""".split()
)
# Credits beside a byline that name someone else than the writer: a reviewer, a fact
# checker, an editor, a photographer, an illustrator (English, the main European
# languages and Chinese editors: "编辑：张三" names no writer), lower case. A byline's
# names end where one opens ("By Jane Doe. Reviewed by John Roe" names Jane Doe alone);
# a line that opens with one names no author.
OTHER_CREDIT_LABELS: tuple[str, ...] = (
    # English
    "medically reviewed by",
    "clinically reviewed by",
    "reviewed by",
    "fact-checked by",
    "fact checked by",
    "factchecked by",
    "edited by",
    "copy edited by",
    "copyedited by",
    "photo by",
    "photos by",
    "photograph by",
    "photographs by",
    "photography by",
    "illustration by",
    "illustrations by",
    "illustrated by",
    "video by",
    "graphics by",
    # a photographer's label with its colon after the writer's name ("By Jo Lee. Photo:
    # Li Wei")
    "photo:",
    "photos:",
    # German
    "redigiert von",
    "bearbeitet von",
    "geprüft von",
    "überprüft von",
    "faktencheck von",
    "foto von",
    "fotos von",
    "illustration von",
    "illustrationen von",
    # French
    "édité par",
    "relu par",
    "vérifié par",
    "révisé par",
    "photo par",
    "photos par",
    "illustration par",
    "illustré par",
    # Spanish, Portuguese
    "editado por",
    "revisado por",
    "verificado por",
    "foto por",
    "fotos por",
    "ilustración por",
    "ilustración de",
    "ilustração de",
    "fotografia de",
    "fotografias de",
    "fotos de",
    "ilustrado por",
    # Italian
    "revisionato da",
    "verificato da",
    "foto di",
    "illustrazione di",
    "illustrazioni di",
    # Dutch
    "bewerkt door",
    "gecontroleerd door",
    "nagekeken door",
    "foto door",
    "foto's door",
    "illustratie door",
    # Russian, Ukrainian: a photographer's or an editor's label with its colon ("Текст:
    # Иван Петров. Фото: Сергей Смирнов"), the writer's label being "Текст:"
    "фото:",
    "фотограф:",
    "редактор:",
    # Polish
    "zredagował",
    "zredagowała",
    "sprawdził",
    "sprawdziła",
    # Chinese, simplified and traditional (editor, editor in charge)
    "编辑",
    "編輯",
    "责任编辑",
    "責任編輯",
)
# Of OTHER_CREDIT_LABELS, the reviewers' (an expert who checked the piece, lower case):
# named as the author when the byline names only the site ("Texas Mattress Makers" over
# "Reviewed by Jo Lee"), the one person the page credits.
REVIEWER_LABELS: tuple[str, ...] = (
    "medically reviewed by",
    "clinically reviewed by",
    "reviewed by",
    "geprüft von",
    "überprüft von",
    "révisé par",
    "revisado por",
    "revisionato da",
    "nagekeken door",
)
# Writers' labels whose first letter opens no byline word above (Turkish "Muhabir:":
# reporter, Azerbaijani "Müəllif:": author): among the byline words they would let every
# "Menu" through the byline scan's first-letter test, so they are read only on the first
# lines after the headline (with the reporter credits), before a colon or a line's end.
# So are the labels with a plural's ending in brackets ("Author(s)" over a list of the
# writers' links), whose bracket the byline scan's words may not hold.
LINE_LABELS: tuple[str, ...] = (
    "muhabir",
    "müəllif",
    "author(s)",
    "writer(s)",
    "autor(es)",
    "autor(a)",
    "autor(in)",
    "autor(en)",
    "auteur(s)",
    "autore/i",
)
# Several writers' labels that, capitalised and without a colon, also head a list of a
# publication's writers ("Autorzy POLITYKI": Polityka's writers): they open a byline so
# only before a full name, as the short words do.
# A writer's role between a byline word and the name, lower case, as a regular
# expression's alternatives ("By political reporter Jo Lee", "Door onze redacteur …").
BEAT_NOUNS: tuple[str, ...] = (
    "reporter", "correspondent", "editor", "writer", "journalist", "columnist", "redacteur",
    "verslaggever", "[kc]orrespondent(?:en|in)", "redakteur(?:in)?", "corresponsal",
    "envoyé spécial", "envoyée spéciale", "inviato", "inviata",
)  # fmt: skip
# Byline words that a comma may close, as the BBC's pages in every language label their
# writer ("Author, Jane Doe", "نویسنده, سارا احمدی", "Autor, Juan Pérez", "Автор, Иван
# Петров"), the writer's role on the next line ("Role, BBC News").
COMMA_PREFIXES: frozenset[str] = frozenset(
    {"author", "autor", "автор", "نویسنده", "tác giả", "yazar"}
)
# Labels before full names (plural writers' labels, Portuguese "Texto de"): a byline word
# by what it says, not by its length (:mod:`thresher.metadata.names`' byline start).
FULL_NAME_LABELS: frozenset[str] = frozenset({*SEVERAL_WRITERS_LABELS, "texto de"})
# Byline words that follow the writer's name: Hindi's postposition ("राहुल शर्मा
# द्वारा": by Rahul Sharma), dropped from a byline's name.
# Words after the writer's name: Hindi "द्वारा" (by), Turkish "tarafından" (by), Icelandic
# "blaðamaður" (journalist: "Jón Jónsson blaðamaður"), Sinhala "විසිනි" / "විසින්" (by)
BYLINE_SUFFIXES: tuple[str, ...] = ("द्वारा", "tarafından", "blaðamaður", "විසිනි", "විසින්")
# Of ENGLISH_WORD_PREFIXES, the ones dropped before a full name inside a byline's own
# text (a byline element's, a metadata value's): Dutch "Door Jan de Vries". Opening an
# unmarked text they are no byline ("Door View Cam"): :func:`names.strip_prefix` keeps them.
# Turkish "Tarafından" (by), before the name in translated themes' bylines (tagDiv's
# "td-author-by"): not a byline word, whose dotless "ı" would stop the compiled byline
# gate (``_facts.lead_words``), so it is dropped here and read as no name alone.
# Arabic "كتب"/"كتبت" (wrote) without its colon, in a byline element's own text ("كتب
# محمود السيد" in a writer's box): no name opens with it.
NAME_PART_PREFIXES: tuple[str, ...] = ("door", "tarafından", "كتب", "كتبت")
# Of them in lower case only: Romanian "de" (by) before a full name ("de Ion Popescu"); a
# name's own particle is capitalised when it opens the name ("De Luca").
LOWER_NAME_PART_PREFIXES: tuple[str, ...] = ("de",)
# Openings of a byline's own text, lower case, dropped before a full name: a report
# written from a correspondent's notes ("Mit Informationen von Christoph Heinzle, ARD-Studio
# London"), German, the writer's credit; Italian "A cura di" (edited by: the piece's
# compiler). Not byline words: they open no unmarked line (an "a" opening would let
# every "A …" text through the byline gates).
# Spanish "De nuestro corresponsal" (from our correspondent) and its forms, the
# correspondent's name after it ("De nuestra enviada especial Ana Ruiz").
NAME_PART_OPENINGS: tuple[str, ...] = (
    "mit informationen von", "mit material von", "a cura di", "de nuestro corresponsal",
    "de nuestra corresponsal", "de nuestro enviado especial", "de nuestra enviada especial",
)  # fmt: skip
# Of ENGLISH_WORD_PREFIXES, the ones that open an unmarked byline capitalised on a page in
# their language (``<html lang>``) when a person's name alone follows: Dutch "Door Jan de
# Vries" in a plain paragraph (on an English page "Door View Cam" stays text).
LANGUAGE_PREFIXES: dict[str, tuple[str, ...]] = {
    "nl": ("door",),
    "ca": ("per",),
    "cy": ("gan",),
    "af": ("deur",),
    "ha": ("daga",),
}
# Words a marked byline's text (a writer's box, ``class="author"``) opens with before the
# writer's name on a page of their language (``<html lang>``), dropped there only: Irish
# "Le" (by: a French article elsewhere), Maltese "Minn" (by), Uzbek "Muallif:" and
# Azerbaijani "Müəllif:" (author; a byline word opening with "m" would let every "Menu"
# through the byline gates). Not byline words: they open no unmarked line.
# Yoruba "Láti ọwọ́" (from the hand of: by; two words, in NFC), Zulu and Xhosa "Ngu" (it
# is: the copula, glued to the name it names: "NguSipho Dlamini", :data:`GLUED_NAME_LABELS`).
# Haitian Creole "Pa" (by), Igbo "Site n'aka" (from the hand of), Kinyarwanda "Yanditswe
# na" (written by), Malagasy "Nosoratan'i" (written by), Vietnamese "Theo" (by, after:
# an English given name elsewhere), Swahili "Mwandishi:" (writer).
LANGUAGE_NAME_LABELS: dict[str, tuple[str, ...]] = {
    "ga": ("le",),
    "mt": ("minn",),
    "uz": ("muallif",),
    "az": ("müəllif",),
    "yo": ("láti ọwọ́",),
    "zu": ("ngu",),
    "xh": ("ngu",),
    "ht": ("pa",),
    "ig": ("site n'aka", "site n’aka"),
    "rw": ("yanditswe na",),
    "mg": ("nosoratan'i", "nosoratan’i"),
    "vi": ("theo",),
    "sw": ("mwandishi",),
}
# Of them, the ones glued to the capitalised name they precede ("NguSipho", "NguTHEMBA").
GLUED_NAME_LABELS: frozenset[str] = frozenset({"ngu"})
# Of those, the ones that are words of other languages too (German, Italian and English
# "per": "per Messenger teilen"): byline words on a page of their language only, in
# lower case too.
LANGUAGE_ONLY_PREFIXES: frozenset[str] = frozenset({"per", "gan", "deur", "daga"})
# Lower-case particles inside a person's name ("Carolina von Canal", "Jan de Vries").
NAME_PARTICLES = (
    "von",
    "van",
    "der",
    "den",
    "de",
    "da",
    "das",
    "do",
    "dos",
    "di",
    "del",
    "della",
    "du",
    "la",
    "le",
    "ter",
    "ten",
    "zu",
    "dela",
    "bin",
    "ibn",
    "al",
    "el",
    "y",
    "e",
)

# Academic and professional titles written before a person's name ("Dr. Hans Müller",
# "Rechtsanwalt Sebastian Einbock", "Prof. Dr. Anna Schmidt"), lower case, without their
# closing dot: no part of the name, dropped when a full name follows. en, de, fr, es,
# it, pt, nl, pl, cs/sk, ru, el. Not "Sir" nor "Mr"/"Mrs" (part of how some sign:
# "Sir Nuno"), nor Dutch "mr." (a lawyer's title, but also the English "Mr").
NAME_TITLES: frozenset[str] = frozenset(
    """dr dr.in dra prof profa professor professeur professora professore docteur doctor
    doctora doktor pr rechtsanwalt rechtsanwältin notar notarin steuerberater
    steuerberaterin dipl.-ing dipl.-kfm dipl.-psych priv.-doz pd mag ing dott dott.ssa
    prof.ssa avv arch lic ir drs mgr inż lek doc judr mudr phdr rndr paeddr
    д-р др проф профессор доктор δρ καθ καθηγητής καθηγήτρια""".split()
)
# Words in lower case after a title that complete it ("Dr. med.", "Dr. rer. nat.",
# "dr hab.", "dr inż.", "lek. med."), without their closing dot.
TITLE_QUALIFIERS: frozenset[str] = frozenset(
    "med vet dent phil rer nat pol jur oec habil hab h.c inż n techn sc mult".split()
)

# A newspaper's newsroom, the desk that signs for it ("Redaktion", "Redacción",
# "Редакция"; Albanian "redaksia"), lower case: a role, and a desk's signature beside the
# paper's name (DESK_WORDS).
NEWSROOM_WORDS: frozenset[str] = frozenset(
    """redaktion rédaction redacción redaccion redazione redactie редакция redação redacció
    redakcja redakce redakcia redaksi redaktionen redaksjonen toimitus szerkesztőség
    uredništvo redacția редакція redaksia""".split()
)
# A site's staff accounts, numbered on some sites ("admin3", "webmaster2"), lower case:
# an account that posts for the site, not a writer (a forum's "user5105" is the poster).
STAFF_ACCOUNT_WORDS: frozenset[str] = frozenset(
    {"admin", "administrator", "webmaster", "moderator", "editor", "redaktion", "redakcja"}
)
# Words that label a byline element without being a name; a candidate made only of
# these (and "the") is a role, not an author: "Staff", "Editor", "Admin".
ROLE_WORDS: frozenset[str] = frozenset(
    {
        "staff",
        "editor",
        "editors",
        "editorial",
        "admin",
        "administrator",
        "author",
        "authors",
        "writer",
        "writers",
        "contributor",
        "contributors",
        "reporter",
        "correspondent",
        "columnist",
        "curator",
        "team",
        "desk",
        "guest",
        "anonymous",
        # the same in es, it, fr, de, pt, pl/tr, ru ("anónimo" in a JSON-LD author)
        "anónimo",
        "anonimo",
        "anonyme",
        "anonym",
        "anônimo",
        "anonim",
        "аноним",
        "newsdesk",
        "unknown",
        "user",
        "moderator",
        "member",
        "webmaster",
        "publisher",
        # a wire story's credit ("Agencies", "Wires"): no one writer
        "agencies",
        "wires",
        # Albanian: the editor ("redaktori"); the newsroom's words are NEWSROOM_WORDS
        "redaktori",
        # the desk abbreviated ("Red.": Redaktion, redakcja, redactie)
        "red",
        # Turkish "Haber Merkezi" (news desk)
        "haber",
        "merkezi",
        # Bengali "নিজস্ব প্রতিবেদক" (our own reporter): no one's name
        "নিজস্ব",
        "প্রতিবেদক",
        # Hindi and Bengali desks ("न्यूज डेस्क", "डिजिटल डेस्क", "অনলাইন ডেস্ক": the news,
        # digital, online desk; "ब्यूरो": bureau)
        "न्यूज",
        "डेस्क",
        "डिजिटल",
        "ब्यूरो",
        "ডেস্ক",
        "অনলাইন",
        "the",
        "senior",
        "contributing",
        "staff writer",
        # job titles that end a credentials line ("Brett Cruz, Privacy and Digital
        # Security Expert"); not words that are also surnames ("Fellow", "Host")
        "expert",
        "experts",
        "specialist",
        "analyst",
        "strategist",
        "consultant",
        "producer",
        "journalist",
        "researcher",
        "photographer",
        "manager",
        "director",
        "scientist",
        "professor",
        "dietitian",
        "nutritionist",
        "advisor",
        "adviser",
        "attorney",
        "physician",
        "engineer",
        "developer",
        "designer",
        "founder",
        "co-founder",
        "officer",
        "intern",
        # their plurals, after several names ("Jo Lee and Li Wei, Software Engineers")
        "specialists",
        "analysts",
        "consultants",
        "producers",
        "journalists",
        "researchers",
        "photographers",
        "managers",
        "directors",
        "scientists",
        "engineers",
        "developers",
        "designers",
        "reporters",
        "correspondents",
        "columnists",
        "redakteur",
        "redakteurin",
        "korrespondent",
        "korrespondentin",
        "journaliste",
        "rédacteur",
        "rédactrice",
        "redattore",
        "redattrice",
        "periodista",
        "redactor",
        "redactora",
        "redaktor",
        "корреспондент",
        "журналист",
        "обозреватель",
        "δημοσιογράφος",
        *NEWSROOM_WORDS,
    }
)

# The wordings of a link to a writer's own page before the writer's name ("View all posts
# by Jo Lee", "More articles by Jo Lee", WordPress themes' and news sites' author links):
# dropped from such a link's text, the name is what follows. Lower case, longest first.
AUTHOR_PAGE_OPENERS: tuple[str, ...] = (
    "view all posts by",
    "view all articles by",
    "view all stories by",
    "see all posts by",
    "see all articles by",
    "see all stories by",
    "read more from",
    "read more by",
    "more articles by",
    "more stories by",
    "more posts by",
    "all posts by",
    "all articles by",
    "all stories by",
    "posts by",
    "articles by",
    "stories by",
    "more from",
    "more by",
    # the same link in the translations of blog engines' themes ("Alle Beiträge von %s
    # anzeigen", "Ver todas las entradas de %s"): de, fr, es, it, pt, nl, pl, ru, uk, sv,
    # nb, da, cs, id, vi, ro, el; the verb first when the engine writes one
    "zeige alle beiträge von",
    "alle beiträge von",
    "alle artikel von",
    "afficher tous les articles par",
    "voir tous les articles de",
    "voir tous les articles par",
    "tous les articles de",
    "tous les articles par",
    "ver todas las entradas de",
    "todas las entradas de",
    "ver todos los artículos de",
    "todos los artículos de",
    "visualizza tutti gli articoli di",
    "tutti gli articoli di",
    "ver todos os posts de",
    "ver todos os artigos de",
    "todos os posts de",
    "todos os artigos de",
    "bekijk alle berichten van",
    "alle berichten van",
    "alle artikelen van",
    "zobacz wszystkie wpisy, których autorem jest",
    "wszystkie wpisy, których autorem jest",
    "wszystkie artykuły autora",
    "посмотреть все записи автора",
    "все записи автора",
    "все статьи автора",
    "переглянути всі записи автора",
    "всі записи автора",
    "усі записи автора",
    "visa alla inlägg av",
    "alla inlägg av",
    "vis alle innlegg av",
    "alle innlegg av",
    "vis alle indlæg af",
    "alle indlæg af",
    "zobrazit všechny příspěvky od",
    "všechny příspěvky od",
    "lihat semua pos milik",
    "lihat semua tulisan dari",
    "semua pos milik",
    "semua tulisan dari",
    "xem tất cả bài viết của",
    "tất cả bài viết của",
    "vezi toate articolele lui",
    "toate articolele lui",
    "προβολή όλων των άρθρων από",
    "όλα τα άρθρα από",
)
# What such a link's text closes with after the name, where its language sets the verb
# last ("Alle Beiträge von Jo Lee anzeigen"): dropped after an opener only.
AUTHOR_PAGE_CLOSERS: tuple[str, ...] = ("anzeigen", "ansehen")

# A candidate holding any of these is a label, a link or a date, not a name.
NOT_NAME_WORDS: tuple[str, ...] = (
    "follow",
    "twitter",
    "facebook",
    "instagram",
    "linkedin",
    "email",
    "e-mail",
    "view all",
    "view more",
    "all posts",
    "more posts",
    "read more",
    "more from",
    "more by",
    "see all",
    "posts by",
    "articles by",
    "stories by",
    # a link to the writer's articles left without the name ("Alle Artikel", "Tous les
    # articles"): en, de, fr, es, it, pt, nl, pl, ru, uk, id, vi
    "all articles",
    "all stories",
    "alle artikel",
    "alle beiträge",
    "tous les articles",
    "todos los artículos",
    "todas las entradas",
    "tutti gli articoli",
    "todos os artigos",
    "todos os posts",
    "alle berichten",
    "wszystkie artykuły",
    "wszystkie wpisy",
    "все статьи",
    "все записи",
    "всі статті",
    "всі записи",
    "semua artikel",
    "tất cả bài viết",
    "updated",
    "published",
    "posted",
    "veröffentlicht",
    "publiziert",
    "rights reserved",
    "publié",
    "publicado",
    "pubblicato",
    "opublikowano",
    "опубликовано",
    "comments",
    "comment",
    "reply",
    "share",
    "subscribe",
    "sign in",
    "log in",
    "login",
    # the same controls in Chinese: log in, comment (a thread's "follow-up posts"),
    # settings, nickname ("点击登录": click to log in, in a comment box)
    "登录",
    "登錄",
    "跟贴",
    "跟帖",
    "设置",
    "設置",
    "昵称",
    "暱稱",
    # a source's label and "articles" ("来源", "该作者文章": this author's articles)
    "来源",
    "來源",
    "文章",
    # the link to a page's mobile version ("手机版"), beside a writer's empty label
    "手机版",
    "手機版",
    "http",
    "www.",
    ".com",
    "{",
    "page.",
    "advertis",
    "sponsored",
    "minute read",
    "min read",
    "reviewed by",
    "fact checked",
    "medically",
    "jump to",
    "skip to",
    # a label and its value ("责任编辑： Li", "Web architecture: Jo Lee") or broken
    # markup ("author>Wang Shuo"): byline words are stripped before names are read
    ":",
    "：",
    "<",
    ">",
    # a Chinese report's or wire's line ("财经》综合报道": a roundup, "北京17日電": a
    # dateline, "台北報導": a place), not a writer
    "报道",
    "報導",
    "报导",
    "日电",
    "日電",
)

# A template's value where no writer was filled in ("No Author": en, es, de, fr, it, pt,
# nl, pl, ru), the writer unknown: a whole name, lower case.
NO_AUTHOR_NAMES: frozenset[str] = frozenset(
    {
        "no author",
        "unknown author",
        "sin autor",
        "autor desconocido",
        "kein autor",
        "unbekannter autor",
        "sans auteur",
        "auteur inconnu",
        "senza autore",
        "autore sconosciuto",
        "sem autor",
        "autor desconhecido",
        "geen auteur",
        "onbekende auteur",
        "brak autora",
        "autor nieznany",
        "без автора",
        "автор неизвестен",
        # a press release credited as the source, no writer ("Materiały prasowe")
        "press release",
        "press materials",
        "pressemitteilung",
        "pressemeldung",
        "communiqué de presse",
        "communiqué",
        "nota de prensa",
        "comunicado de prensa",
        "comunicato stampa",
        "comunicado de imprensa",
        "release",
        "persbericht",
        "materiały prasowe",
        "informacja prasowa",
        "пресс-релиз",
        "пресс-служба",
        "δελτίο τύπου",
        # a source's label left without its value ("ПО МАТЕРИАЛАМ:": from the
        # materials of): ru, uk, de, fr, es, it, pt, pl
        "по материалам",
        "за материалами",
        "за матеріалами",
        "nach material von",
        "d'après",
        "según",
        "secondo",
        "segundo",
        "na podstawie",
        # Joomla's installer account, left as every article's writer
        "super user",
        # Turkish "by" left alone in its own element (:data:`NAME_PART_PREFIXES`)
        "tarafından",
    }
)
# The sort words of an archive's browse links ("By Category", "By Date", "Nach Datum",
# "By Type of Dinosaur"), lower case (en, de, fr, es, it, pt, nl, pl, ru): a candidate
# that is one of them, or opens with one and a linking word (BROWSE_LINKS), names no one.
BROWSE_WORDS: frozenset[str] = frozenset(
    {
        "type",
        "category",
        "categories",
        "date",
        "year",
        "month",
        "jahr",
        "monat",
        "année",
        "mois",
        "año",
        "mes",
        "mese",
        "ano",
        "mês",
        "jaar",
        "maand",
        "miesiąc",
        "год",
        "месяц",
        "tag",
        "tags",
        "topic",
        "subject",
        "kategorie",
        "datum",
        "thema",
        "catégorie",
        "sujet",
        "categoría",
        "fecha",
        "tema",
        "categoria",
        "data",
        "assunto",
        "categorie",
        "onderwerp",
        "kategoria",
        "temat",
        "категория",
        "рубрика",
        "дата",
        "тема",
    }
)
BROWSE_LINKS: frozenset[str] = frozenset("of de du des di del da do von der van".split())
# Credentials written after a name without a comma ("Lynne Eldridge MD"), lower case
# without dots: a degree or a licence, no part of the name (:func:`~thresher.metadata.
# names.is_credential` must hold too: written in capitals, "PhD" included).
NAME_CREDENTIALS: frozenset[str] = frozenset(
    """md phd dphil pharmd psyd edd dds dmd dvm rn np mph mba msc bsc mfa cpa cfp cfa
    facp facs frcp frcs rd ld lcsw lpc ibclc cde dnp""".split()
)

# A candidate holding any of these is an image's credit or licence, never a writer:
# the public domain in several languages, Creative Commons, and stock-photo agencies.
# Words that open a picture's credit after the writer's name ("Von Hans Müller mit Fotos
# von Eva Schmidt"): that part is no co-author.
PICTURE_CREDIT_OPENERS: frozenset[str] = frozenset(
    "fotos foto fotografie fotografien photos photo photographs bilder bild video videos "
    "fotografías imágenes fotografias imagens zdjęcia фото".split()
)
IMAGE_CREDIT_WORDS: tuple[str, ...] = (
    "public domain",
    "domena publiczna",
    "dominio público",
    "dominio publico",
    "dominio pubblico",
    "domaine public",
    "gemeinfrei",
    "publiek domein",
    "общественное достояние",
    "creative commons",
    "cc by",
    "cc-by",
    "wikimedia commons",
    "getty images",
    "shutterstock",
    "istock",
    "alamy",
    "unsplash",
    "pixabay",
    "pexels",
    "©",
    "zvg",  # Swiss German "zur Verfügung gestellt": a picture provided
)

# Month names and abbreviations (English; other languages' bylines carry dates in
# digits often enough): a candidate holding one next to a digit is a date.
MONTHS: tuple[str, ...] = (
    "jan",
    "feb",
    "mar",
    "apr",
    "may",
    "jun",
    "jul",
    "aug",
    "sep",
    "oct",
    "nov",
    "dec",
)

# Weekday names' openings (English): with a month and digits, a date's words.
WEEKDAYS: tuple[str, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")

# Words that join several authors in one byline.
AUTHOR_JOINERS: tuple[str, ...] = (
    "and",
    "und",
    "et",
    "y",
    "e",
    "en",
    "og",
    "och",
    "i",
    "и",
    "with",
    # "with" in French, German, Spanish and Italian, Portuguese ("Par Jean Dupont avec
    # AFP": the agency then dropped as no person's name)
    "avec",
    "mit",
    "con",
    "com",
    # Turkish, Vietnamese, Arabic and Persian (as a word of its own), Hindi, Thai
    "ve",
    "và",
    "و",
    "और",
    "และ",
)

# Words that join two authors only in lower case: capitalised or in capitals they are
# names or words of a name ("Dan Brown", "JA Lee"). Indonesian/Malay, Czech/Slovak,
# Finnish/Estonian, Lithuanian, Latvian, Hungarian, Romanian (both cedillas), Polish,
# Ukrainian, Albanian, Greek.
LOWER_CASE_JOINERS: tuple[str, ...] = (
    "dan",
    "a",
    "ja",
    "ir",
    "un",
    "és",
    "și",
    "şi",
    "oraz",
    "та",
    "dhe",
    "και",
    # Ukrainian, Belarusian "і"
    "і",
)

# Meta tags naming the author, in order of trust; twitter:creator holds handles
# more often than names, which the name check drops.
AUTHOR_META: tuple[str, ...] = (
    "author",
    "article:author",
    "dc.creator",
    "dcterms.creator",
    "parsely-author",
    "sailthru.author",
    "byl",
    "citation_author",
    "authors",  # a plural key some publishing systems write ("Barbie Latza Nadeau")
    "twitter:creator",
)
# Publishing systems' and analytics' own author keys, read only when no other source
# (the keys above, the page's byline) names anyone: one holds the brand on some sites
# ("Madame Figaro"), one writer of several on others.
LAST_AUTHOR_META: tuple[str, ...] = (
    "article:author_name",
    "article:authorname",
    "og:article:author",
    "article_author",
    "content.author",
    "cxenseparse:author",
    "shareaholic:article_author_name",
    "dc:creator",
    "dc.author",
    "twitter:author",
    "dcsext.author",  # Webtrends' analytics tag
    "byline",
    "vr:author",
    "icx_authors",
    "og:author",  # a profile's address on some sites (not read), a name on others
)

# Author meta keys that hold one author a tag, written "Last, First" (Google Scholar's).
INVERTED_META: frozenset[str] = frozenset({"citation_author"})

# A twitter:labelN holding one of these makes twitter:dataN the author's name.
AUTHOR_LABELS: tuple[str, ...] = ("written by", "author", "by")
# A document facts box's label over its writers' links (:mod:`thresher.metadata.fact_writers`).
FACT_AUTHOR_LABELS: frozenset[str] = frozenset(
    {"author", "authors", "author(s)", "autor", "autoren", "autor(es)", "auteur", "auteurs"}
)

# Class or id words that mark a byline or an author element, and words beside them
# that mark the author's biography, picture or a comment instead.
AUTHOR_CLASS_WORDS: frozenset[str] = frozenset(
    {
        "author",
        "authors",
        "byline",
        "byln",  # abbreviated ("div.byln")
        "autor",
        "auteur",
        "writer",
        "writeby",  # run together ("span.writeBy": an Arabic portal's "كتب …")
        "authorname",
        "postauthor",
        # a news portal's reporter ("media_end_head_journalist_name": Naver)
        "journalist",
        # localised: de, es/pt, it, pl, el and ru transliterated (not SPIP's
        # "auteurs": its credits label each role, "revue de presse : Jo Lee")
        "autoren",
        "verfasser",
        "autores",
        "autore",
        "autori",
        "autorzy",
        "syntaktis",
        "avtor",
        # tr, hu, id/ms ("div.yazar", "span.szerzo", "div.penulis")
        "yazar",
        "szerzo",
        "penulis",
    }
)
NOT_AUTHOR_CLASS_WORDS: frozenset[str] = frozenset(
    {
        "bio",
        "biography",
        "description",
        "desc",
        "about",
        "avatar",
        "image",
        "img",
        "photo",
        "picture",
        "pic",
        "comment",
        "comments",
        "reply",
        "replies",
        "social",
        "follow",
        "share",
        "more",
        "posts",
        "title",
        "label",
        "role",
        "job",
        "position",
        "date",
        "time",
        "tag",
        "tags",
        "category",
        "categories",
        "topic",
        "section",
        # a picture's caption or credit ("cutline-byline", "mediaBox__copyright
        # text__byline"): the photographer's, not the writer's
        "caption",
        "cutline",
        "copyright",
        # the reporter's place beside the name ("author-location": Dhaka, Lucknow)
        "location",
        "dateline",
    }
)

# Path segments of a link to an author's page ("/author/jane-doe/").
AUTHOR_PATH_WORDS: frozenset[str] = frozenset(
    {
        "author",
        "authors",
        "autor",
        "autoren",
        "autore",
        "autori",
        "autores",
        "auteur",
        "auteurs",
        "writer",
        "writers",
        "journalist",
        "journalists",
        "reporter",
        "reporters",
        "columnist",
        # Danish / Norwegian, Swedish
        "forfatter",
        "forfattare",
        # more languages' writers, reporters and columnists (their own words, as their
        # papers write them in addresses): tr, hu, vi, id/ms, fi, sv, es, it, pt, fr, lt
        "yazar",
        "yazarlar",
        "muhabir",
        "szerzo",
        "szerzok",
        "tac-gia",
        "tacgia",
        "penulis",
        "kirjoittaja",
        "toimittaja",
        "skribent",
        "skribenter",
        "periodista",
        "periodistas",
        "giornalista",
        "giornalisti",
        "colunista",
        "colunistas",
        "columnista",
        "columnistas",
        "journaliste",
        "journalistes",
        "autorius",
    }
)

# Containers whose author links and names are not the page's byline: by tag, and by
# class or id word (layout words such as "sidebar" or "menu" also name the wrappers
# of whole pages, so they are not among them).
SKIP_CONTAINERS: frozenset[str] = frozenset({"nav", "footer", "aside", "figcaption", "form"})
SKIP_CONTAINER_WORDS: frozenset[str] = frozenset(
    {"comment", "comments", "reply", "replies", "respond", "breadcrumb", "breadcrumbs"}
)

# Words that make a name an organisation's, not a person's ("Business Insider", "CBS
# News", "Hildesheimer Presse"), lower case; with :data:`NAME_ARTICLES` opening a name
# ("The Local", "El Colombiano"). A host name equal to such a name is the site's brand.
ORGANIZATION_WORDS: frozenset[str] = frozenset(
    """news insider times post presse press magazin magazine local media journal daily
    tribune herald gazette radio tv network group inc ltd llc gmbh company co team store
    shop blog studio studios global world family online digital weekly zeitung
    nachrichten noticias medios médias""".split()
)
# A newsroom's word opening or closing a desk's signature, the paper's name beside it
# ("Redacción EC", "Redakcja Forsal.pl", "Zespół wPolityce.pl", "mix1.de Redaktion",
# "TVT-Redaktion"), lower case: no one's name. The newsroom's words and Polish "zespół"
# (the team), which signs a desk.
DESK_WORDS: frozenset[str] = NEWSROOM_WORDS | {"zespół"}
# Writers in the plural, a word of a desk's label ("Auswärtige Autoren (AA)": outside
# writers), lower case: a declared author holding one names a group, not a person.
WRITERS_WORDS: frozenset[str] = FULL_NAME_LABELS | {
    "authors",
    "writers",
    "contributors",
    "autorinnen",
    "autrices",
    "авторы",
    "συντάκτες",
}
# The words a newspaper's name ends or opens with, after a person's name in a byline the
# writer's paper, not a co-author ("By Jenna McMurray, Calgary Sun", "Anna Rossi,
# Corriere della Sera", "Jan Nowak, Gazeta Wyborcza"), lower case: en, de, fr, es, it,
# pt, pl, nl, ru. Not among ORGANIZATION_WORDS, which also tell a person's name from a
# brand's: "Sun" and "Star" are surnames too.
PAPER_WORDS: frozenset[str] = frozenset(
    """sun star mail telegraph guardian chronicle observer courier standard express record
    independent mirror register sentinel bulletin dispatch examiner inquirer enquirer
    monitor globe statesman advocate beacon bee citizen leader republic
    rundschau kurier anzeiger blatt tagblatt abendblatt bote allgemeine
    quotidien dépêche courrier parisien figaro
    diario heraldo correo periódico periodico
    corriere gazzetta giornale stampa messaggero repubblica
    jornal folha correio diário
    gazeta dziennik tygodnik rzeczpospolita
    dagblad krant courant
    газета известия ведомости коммерсантъ правда вести""".split()
)
# A company's legal form: a name holding one is the site's owner, never a writer
# ("INTERIA.PL S.A.", "AltumNet sp. z o.o.", "Süddeutsche.de GmbH"), lower case, dots
# at the end dropped. An association ("e.V.") may sign its own press release.
LEGAL_FORMS: frozenset[str] = frozenset(
    # and the legal forms of associations, foundations and partnerships (de: "e.V.",
    # "gGmbH", "AG", "KG"; fr "SARL"; it "S.p.A.")
    """gmbh ltd inc llc plc corp s.a s.a.s s.r.l s.l b.v o.o sp.z ооо зао оао e.v ggmbh ag
    kg sarl s.p.a""".split()
)
NAME_ARTICLES: frozenset[str] = frozenset("the el la le les der die das il lo los las de".split())

# Chinese reporter credits ("（记者 张建 周长庆）", "本报记者 李香才", "文/赵勇",
# "聯合報╱記者張嘉芳／台北報導"): the words naming the writer, in simplified and
# traditional script, the words that may stand before them ("特约": special; a paper's
# name ending in one of REPORTER_PAPER_ENDINGS may too: "本报", "快報", "京华时报"),
# and the roles that follow the writer's names in the same credit (a correspondent,
# an intern, a photographer), which end the writer's names.
REPORTER_WORDS: tuple[str, ...] = ("记者", "記者")
REPORTER_OPENERS: tuple[str, ...] = ("特约", "特約", "本刊", "文/", "文／")
REPORTER_PAPER_ENDINGS: tuple[str, ...] = ("报", "報")
REPORTER_FOLLOWERS: tuple[str, ...] = (
    "通讯员",
    "通訊員",
    "实习生",
    "實習生",
    "摄影",
    "攝影",
    "编辑",
    "編輯",
)
# A mark after a name that makes the credit a photograph's ("（記者鄭名娟攝）").
PHOTO_MARKS: tuple[str, ...] = ("摄", "攝")

# Korean reporter credits ("(서울=연합뉴스) 홍길동 기자 =", "[이데일리 홍길동 기자]",
# "홍길동·김철수 기자"): the word after the names, the roles that may stand between them
# (an intern's, a senior's, a guest's), and those that make the credit a photograph's or
# a video's.
KOREAN_REPORTER_WORD = "기자"
# Japanese news credits give a place and the writer ("【ワシントン＝山田太郎】"); after a wire
# service's name the credit is the wire's ("【ニューヨーク＝共同】"), no writer's.
JAPANESE_WIRES: tuple[str, ...] = ("共同", "時事", "ロイター", "新華社", "聯合", "AFP", "AP")
# A bureau or desk signing the credit ("【北京＝中国総局】"): no writer; a role after the
# writer's name ("山田太郎特派員": correspondent) is dropped.
JAPANESE_DESK_ENDINGS: tuple[str, ...] = ("総局", "支局", "本社", "編集部", "取材班")
JAPANESE_ROLE_ENDINGS: tuple[str, ...] = ("特派員", "支局長", "総局長", "記者")
# Japanese particles (of, subject, object, to, at, topic, towards): one between Han
# characters makes a sentence ("理系の学生が増えた"), not a name ("山田さくら").
JAPANESE_PARTICLES = "のがをにではへ"
# A desk, not a writer, signing in Chinese or Japanese ("本报编辑部": our paper's
# editorial office, "編集部", "本报评论员": our paper's commentator, "新闻中心": news
# centre, "取材班": reporting team): a name ending in one is no person's.
HAN_DESK_ENDINGS: tuple[str, ...] = (
    "编辑部",
    "編輯部",
    "編集部",
    "编辑室",
    "編輯室",
    "评论员",
    "評論員",
    "新闻中心",
    "新聞中心",
    "取材班",
    "総局",
    "支局",
    "中心",
)
# Taiwanese and Hong Kong credits without a reporter word: the writers, a slash and where
# they reported ("邱俐穎／台北報導", "王嘉源／綜合報導": a round-up), or a broadcaster's or
# paper's name, a slash and the writer alone ("中廣新聞／陳奕華", "台灣醒報／林宜靜"). The
# words closing the first kind (reported, compiled) and the endings of the outlet's name
# of the second (news, paper, agency, station), simplified and traditional script.
PLACED_CREDIT_ENDINGS: tuple[str, ...] = ("報導", "報道", "报道", "整理")
OUTLET_ENDINGS: tuple[str, ...] = ("新聞", "新闻", "報", "报", "社", "電台", "电台", "電視")
# Chinese particles and verbs no name opens: after a reporter word they make a phrase
# ("记者的话": the reporter's words, "记者们": reporters, "记者说": the reporter said).
HAN_NOT_NAME_FIRSTS: tuple[str, ...] = ("的", "们", "們", "说", "說", "了", "是")
KOREAN_REPORTER_ROLES: tuple[str, ...] = ("인턴", "수습", "객원", "선임", "전문", "취재")
KOREAN_PICTURE_ROLES: tuple[str, ...] = ("사진", "영상")

# Labels that open a date after the writer's name on one line ("Joanna Janczy. Data
# publikacji Śro", "Jo Lee Published May 3, 2024"): the name ends before them. Lower case.
DATE_LABELS: tuple[str, ...] = (
    "data publikacji",
    "data dodania",
    "published",
    "updated",
    "posted on",
    "veröffentlicht",
    "aktualisiert",
    "publié",
    "mis à jour",
    "publicado",
    "actualizado",
    "pubblicato",
    "aggiornato",
    "opublikowano",
    "опубликовано",
    "обновлено",
)

# Byline words that may follow a post's date on its line ("12/28/2005
# 1:06:32 PM, by Ken Fisher", "3. Mai 2024 von Hans Müller", "12 mars 2024 par Jean
# Dupont"): en, de, fr, es/pt, it, nl, Nordic, pl.
DATED_BYLINE_WORDS: tuple[str, ...] = (
    "by",
    "von",
    "par",
    "por",
    "di",
    "da",
    "door",
    "av",
    "af",
    "przez",
)
# A sentence that opens a story by naming its writer ("This post was written by Vanessa
# Mendez, MD, gastroenterologist, …", "Cet article a été écrit par Jean Dupont, …"): its
# opening up to the byline word, lower case; en, de, fr, es, it, pt, nl, pl.
_ENGLISH_WRITTEN_BY = tuple(
    f"{subject} {verb}"
    for subject in ("this post", "this article", "this story", "this guest post", "this piece")
    for verb in ("was written by", "was authored by", "was contributed by")
)
WRITTEN_BY_OPENINGS: tuple[str, ...] = (
    *_ENGLISH_WRITTEN_BY,
    "dieser beitrag wurde verfasst von",
    "dieser beitrag wurde geschrieben von",
    "dieser artikel wurde verfasst von",
    "dieser artikel wurde geschrieben von",
    "dieser gastbeitrag wurde verfasst von",
    "dieser gastbeitrag wurde geschrieben von",
    "cet article a été écrit par",
    "cet article a été rédigé par",
    "este artículo fue escrito por",
    "este artículo ha sido escrito por",
    "este artigo foi escrito por",
    "questo articolo è stato scritto da",
    "dit artikel is geschreven door",
    "dit artikel werd geschreven door",
    "ten artykuł napisał",
    "ten artykuł napisała",
)

# Words beside a date's numbers and month that are still the date's: time zones and the
# small words inside a date ("10:10 AM ET", "3 de mayo de 2024", "am 3. Mai um 10 Uhr").
DATE_ZONE_WORDS: frozenset[str] = frozenset(
    "ET EST EDT PT PST PDT CT CST CDT GMT UTC BST CET CEST MSK IST JST Uhr h de del am um à".split()
)

# Words that set a post's date after its writer's name on a byline's line ("By Jo Lee
# on 10.29.12", "Von Max Muster am 12.03.2020", "Par Jean Dupont le 12/03/2020"): after a
# byline word, the name ends before one of them followed by a number. Lower case.
DATE_JOINERS: tuple[str, ...] = ("on", "am", "le", "el", "il", "op", "em")

# Lower-case words that link the words of an organisation's or a column's name ("Press
# Trust of India", "Ask the Doctors", "White on Rice Couple"): no sign of a sentence.
NAME_LINK_WORDS: frozenset[str] = frozenset(
    "of for the a to at on in and für des dei della".split()
)
# News agencies (wire services) by the names their copy is credited with, lower case: a
# wire named by the metadata gives way to a person the page's byline names ("Associated
# Press" in <meta name=author>, "By ANDREW DALTON, AP Entertainment Writer" on the page).
WIRE_SERVICES: frozenset[str] = frozenset(
    {
        # international and English-language
        "ap",
        "associated press",
        "the associated press",
        "reuters",
        "thomson reuters",
        "afp",
        "agence france-presse",
        "agence france presse",
        "bloomberg",
        "upi",
        "united press international",
        "aap",
        "australian associated press",
        "cp",
        "the canadian press",
        "canadian press",
        "pa",
        "pa media",
        "press association",
        "pti",
        "press trust of india",
        "ians",
        "ani",
        "bernama",
        "antara",
        "xinhua",
        "kyodo",
        "kyodo news",
        "jiji",
        "jiji press",
        "yonhap",
        "anadolu",
        "anadolu agency",
        "epa",
        "agencies",
        "wires",
        "news agencies",
        # German, French, Spanish, Italian, Portuguese, Dutch, Nordic, Central European
        "dpa",
        "deutsche presse-agentur",
        "apa",
        "sda",
        "keystone-sda",
        "kna",
        "epd",
        "belga",
        "anp",
        "efe",
        "agencia efe",
        "europa press",
        "notimex",
        "ansa",
        "agi",
        "adnkronos",
        "lusa",
        "agência lusa",
        "agência brasil",
        "ntb",
        "tt",
        "stt",
        "ritzau",
        "čtk",
        "ctk",
        "pap",
        "mti",
        "ana-mpa",
        "ape-mpe",
        # Russian, Ukrainian, Chinese, Japanese, Korean, Arabic
        "тасс",
        "итар-тасс",
        "риа новости",
        "интерфакс",
        "укринформ",
        "униан",
        "新华社",
        "中新社",
        "共同",
        "共同通信",
        "時事",
        "時事通信",
        "연합뉴스",
        "뉴시스",
        "وكالات",
        "رويترز",
        "أ ف ب",
    }
    | {wire.casefold() for wire in JAPANESE_WIRES}  # one list of the Japanese forms
)
# The first words of cities' names of two words and more ("New Delhi", "São Paulo", "Los
# Angeles", "Kuala Lumpur", "नई दिल्ली"), lower case: after a writer's name and a comma, a
# reporter's place, not a co-author; no person's given name.
PLACE_OPENERS: frozenset[str] = frozenset(
    """new san santa são sao los las hong kuala buenos rio tel abu cape port saint st. nueva
    nuevo ciudad mexico frankfurt nai नई""".split()
)
