"""Dates and bylines of news pages in more languages and markups (issue 26, session 57):
the Levant's two-word Arabic months, Icelandic, Croatian (but October) and Latvian dates,
Greek months in capitals;
a Japanese role after the writer's name ("山田太郎記者"), "文・", the Greek article after
"Γράφει", Finnish "Teksti:", Bulgarian "От", Swahili "Na", Tagalog "Ni", Urdu, Bengali,
Albanian, Georgian (one case), Armenian, Hungarian, Icelandic, Czech and
German ("Ein Kommentar von") byline words, Dutch "Door"
opening a plain paragraph on a page in Dutch, a wire credit after "avec"/"mit"/"con",
newsrooms as roles. Texts and pages are small and hand-written."""

from __future__ import annotations

import pytest
from tests.metadata.byline_pages import author_of

from thresher.metadata.date_text import text_date
from thresher.metadata.names import names_from_byline


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("15 كانون الثاني 2024", "2024-01-15"),
        ("الاثنين 15 كانون الأول 2024", "2024-12-15"),
        ("15 تشرين الأول 2024", "2024-10-15"),
        ("15 تشرين الثاني، 2024", "2024-11-15"),
        ("15 كانون الثانى 2024", "2024-01-15"),  # a final "ى" for "ي"
        ("١٥ تشرين الاول ٢٠٢٤", "2024-10-15"),  # no hamza, Arabic-Indic digits
        ("3. maí 2024", "2024-05-03"),  # Icelandic
        ("3. svibnja 2024.", "2024-05-03"),  # Croatian
        ("3. prosinca 2024.", "2024-12-03"),
        ("2024. gada 3. maijs", "2024-05-03"),  # Latvian
        ("3. maijs 2024", "2024-05-03"),
        ("3 ΜΑΪΟΥ 2024", "2024-05-03"),  # Greek in capitals, without accents
    ],
)
def test_dates_of_more_languages(text: str, expected: str) -> None:
    assert text_date(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "3 listopada 2024",  # Polish November, never read as the Croatian October
        "3. listopadu 2024",  # Czech November
    ],
)
def test_listopad_stays_november(text: str) -> None:
    assert text_date(text) == "2024-11-03"


NL = "De raad kwam dinsdag bijeen om het plan voor de nieuwe brug te bespreken. "
JA = "市議会は火曜日、川に架かる新しい橋の計画について話し合うために会合を開いた。"
ZH = "市议会周二开会讨论了在河上修建新桥的计划，会议持续了三个小时。"
EL = "Το συμβούλιο συνεδρίασε την Τρίτη για να συζητήσει το σχέδιο της νέας γέφυρας. "
FI = "Valtuusto kokoontui tiistaina keskustelemaan uuden sillan suunnitelmasta. "
BG = "Съветът се събра във вторник, за да обсъди плана за новия мост над реката. "
SW = "Baraza lilikutana Jumanne kujadili mpango wa daraja jipya juu ya mto. "
TL = "Nagpulong ang konseho noong Martes upang talakayin ang plano para sa bagong tulay. "
FR = "Le conseil s'est réuni mardi pour discuter du projet de nouveau pont. "
PT = "O conselho reuniu-se na terça-feira para discutir o plano da nova ponte. "
UR = "کونسل نے منگل کو دریا پر نئے پل کے منصوبے پر بات چیت کے لیے اجلاس کیا۔ "
BN = "পরিষদ মঙ্গলবার নদীর উপর নতুন সেতুর পরিকল্পনা নিয়ে আলোচনা করতে বৈঠক করে। "
SQ = "Këshilli u mblodh të martën për të diskutuar planin e urës së re mbi lumë. "
KA = "საბჭო სამშაბათს შეიკრიბა მდინარეზე ახალი ხიდის გეგმის განსახილველად. "
HY = "Խորհուրդը երեքշաբթի հավաքվեց քննարկելու գետի վրա նոր կամրջի ծրագիրը։ "
HU = "A tanács kedden ülésezett, hogy megvitassa a folyó feletti új híd tervét. "
IS = "Ráðið kom saman á þriðjudag til að ræða áætlun um nýja brú yfir ána. "
CS = "Rada se v úterý sešla, aby projednala plán nového mostu přes řeku. "
DE = "Der Rat traf sich am Dienstag, um den Plan für die neue Brücke zu besprechen. "
EN = "The council met on Tuesday to discuss the plan for the new bridge. "


@pytest.mark.parametrize(
    ("byline", "lang", "sentence", "expected"),
    [
        ('<p class="author">山田太郎記者</p>', "ja", JA, "山田太郎"),
        ('<p class="byline">山田 太郎 記者</p>', "ja", JA, "山田 太郎"),
        ('<p class="author">文・山田太郎</p>', "ja", JA, "山田太郎"),
        ("<p>Γράφει ο Γιώργος Παπαδόπουλος</p>", "el", EL, "Γιώργος Παπαδόπουλος"),
        ("<p>Teksti: Matti Virtanen</p>", "fi", FI, "Matti Virtanen"),
        ('<p class="author">От Иван Петров</p>', "bg", BG, "Иван Петров"),
        ('<p class="author">Na Juma Mwangi</p>', "sw", SW, "Juma Mwangi"),
        ('<p class="author">Ni Juan dela Cruz</p>', "tl", TL, "Juan dela Cruz"),
        ("<p>Door Jan de Vries</p>", "nl", NL, "Jan de Vries"),
        ("<p>Door Jan de Vries | 3 mei 2024</p>", "nl-BE", NL, "Jan de Vries"),
        ('<p class="auteur">Par Jean Dupont avec AFP</p>', "fr", FR, "Jean Dupont"),
        ("<p>تحریر: علی احمد</p>", "ur", UR, "علی احمد"),
        ("<p>লেখক: রহিম উদ্দিন</p>", "bn", BN, "রহিম উদ্দিন"),
        ('<p class="author">Nga Arben Hoxha</p>', "sq", SQ, "Arben Hoxha"),
        ("<p>ავტორი: გიორგი ბერიძე</p>", "ka", KA, "გიორგი ბერიძე"),
        ("<p>Հեղինակ: Արամ Պետրոսյան</p>", "hy", HY, "Արամ Պետրոսյան"),
        ("<p>Írta: Nagy Péter</p>", "hu", HU, "Nagy Péter"),
        ('<p class="author">Eftir Jón Jónsson</p>', "is", IS, "Jón Jónsson"),
        ("<p>Napsal: Petr Novák</p>", "cs", CS, "Petr Novák"),
        ("<p>Ein Kommentar von Hans Müller</p>", "de", DE, "Hans Müller"),
        # not a writer: a paper's or an agency's reporter, a newsroom, a sentence
        ('<p class="author">নিজস্ব প্রতিবেদক</p>', "bn", BN, None),
        ('<p class="author">本報記者</p>', "zh", ZH, "本報記者"),
        ('<p class="author">Da Redação</p>', "pt", PT, None),
        ("<p>Door de regen bleef iedereen binnen.</p>", "nl", NL, None),
        ("<p>Door View Cam Review</p>", "en", EN, None),
        ("<p>Teksti Tv Uutiset</p>", "fi", FI, None),
        ("<p>От Министерството на финансите съобщиха.</p>", "bg", BG, None),
    ],
)
def test_bylines_of_more_languages(
    byline: str, lang: str, sentence: str, expected: str | None
) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Par Jean Dupont avec AFP", ["Jean Dupont"]),
        ("Von Hans Müller mit dpa", ["Hans Müller"]),
        ("Por Juan Pérez con EFE", ["Juan Pérez"]),
        ("Par Jean Dupont avec Marie Martin", ["Jean Dupont", "Marie Martin"]),
        ("Von Hans Müller mit Fotos von Eva Schmidt", ["Hans Müller"]),  # a picture credit
        ("Von Hans Müller und Fotos von Eva Schmidt", ["Hans Müller"]),
        ("中央社記者", ["中央社記者"]),  # an agency's reporter: no name cut from it
    ],
)
def test_byline_names(text: str, expected: list[str]) -> None:
    assert names_from_byline(text) == expected
