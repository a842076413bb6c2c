"""Synthetic thread pages of thread engines the other suites lack, in languages they lack
(uk, cs, sv, he, hi, th beside en).

Written after the markup the engines ship in 2024–26 (no page copied from a site or from
the shared datasets): Vanilla Forums' discussion with its comment list, a Hacker
News-like nested comment table, a Mailman 3 (HyperKitty) archived thread, a GitHub
Discussions question with its marked answer, a GitLab issue's notes and Invision
Community 5's topic. Each page carries its engine's chrome: votes, "Reply", "Quote",
user cards, join dates, post counters, an accepted-answer badge, pagination, "Similar
threads" and a "Log in to reply" prompt. :func:`more3_page` returns the page, its posts'
paragraphs and its chrome lines.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from tests.auto.engine_threads import NAMES, POSTS, Post, ThreadPage
from tests.auto.engine_threads_more2 import thread_frame

__all__ = ["MORE3_PAGES", "more3_page"]

# A question and four replies in the languages the other suites lack (title, posts).
POSTS3: dict[str, tuple[str, tuple[tuple[str, ...], ...]]] = {
    "uk": ("Роутер щовечора обриває з'єднання", (
        ("Від минулого тижня мій роутер щовечора близько восьмої обриває з'єднання.",
         "Я вже замінив кабель і скинув його до заводських налаштувань, але нічого не "
         "змінилося. Чи стикався хтось із таким?"),
        ("Перевірте, чи провайдер не надсилає в цей час оновлення прошивки; у мене цілий "
         "місяць було точно так само.",),
        ("Це може бути й бездротовий канал. Увечері всі сусіди вдома і діапазон "
         "перевантажений, тож спробуйте фіксований канал.",),
        ("Дякую, фіксований канал дуже допоміг. З'єднання тримається вже три вечори поспіль.",),
        ("Радий, що запрацювало. Та я все одно спитав би провайдера про прошивку, про всяк "
         "випадок.",),
    )),
    "cs": ("Router každý večer ztrácí spojení", (
        ("Od minulého týdne můj router každý večer kolem osmé ztrácí spojení.",
         "Kabel jsem už vyměnil a obnovil tovární nastavení, ale nic se nezměnilo. Setkal "
         "se s tím už někdo?"),
        ("Zkontrolujte, jestli poskytovatel v tu dobu neposílá aktualizaci firmwaru; u mě to "
         "bylo celý měsíc úplně stejné.",),
        ("Může to být i bezdrátovým kanálem. Večer jsou všichni sousedé doma a pásmo je "
         "přeplněné, takže zkuste pevný kanál.",),
        ("Díky, pevný kanál hodně pomohl. Spojení už tři večery vydrželo bez výpadku.",),
        ("Jsem rád, že to funguje. Přesto bych se poskytovatele na firmware pro jistotu "
         "zeptal.",),
    )),
    "sv": ("Routern tappar anslutningen varje kväll", (
        ("Sedan förra veckan tappar min router anslutningen varje kväll runt klockan åtta.",
         "Jag har redan bytt kabel och återställt den till fabriksinställningarna, men "
         "ingenting har ändrats. Har någon varit med om det här?"),
        ("Kolla om leverantören skickar ut en uppdatering av den fasta programvaran vid den "
         "tiden; min gjorde exakt samma sak i en månad.",),
        ("Det kan också vara den trådlösa kanalen. På kvällen är alla grannar hemma och "
         "bandet blir trångt, så prova en fast kanal.",),
        ("Tack, den fasta kanalen hjälpte mycket. Anslutningen har hållit i tre kvällar nu.",),
        ("Skönt att det fungerar. Jag skulle ändå fråga leverantören om programvaran, för "
         "säkerhets skull.",),
    )),
    "he": ("הנתב מנתק את החיבור בכל ערב", (
        ("מאז השבוע שעבר הנתב שלי מנתק את החיבור בכל ערב בסביבות השעה שמונה.",
         "כבר החלפתי את הכבל ואיפסתי אותו להגדרות היצרן, אבל שום דבר לא השתנה. מישהו נתקל "
         "בזה בעבר?"),
        ("כדאי לבדוק אם הספק שולח עדכון קושחה בשעה הזאת; אצלי קרה בדיוק אותו דבר במשך חודש "
         "שלם.",),
        ("זה יכול להיות גם הערוץ האלחוטי. בערב כל השכנים בבית והתדר עמוס, אז נסו ערוץ קבוע.",),
        ("תודה, הערוץ הקבוע עזר מאוד. החיבור מחזיק כבר שלושה ערבים ברציפות.",),
        ("שמח שזה עובד. בכל זאת הייתי שואל את הספק על הקושחה, ליתר ביטחון.",),
    )),
    "hi": ("राउटर हर शाम कनेक्शन तोड़ देता है", (
        ("पिछले हफ़्ते से मेरा राउटर हर शाम लगभग आठ बजे कनेक्शन तोड़ देता है।",
         "मैंने केबल बदल दी है और उसे फ़ैक्टरी सेटिंग पर रीसेट भी कर दिया, लेकिन कुछ नहीं "
         "बदला। क्या किसी के साथ पहले ऐसा हुआ है?"),
        ("देखिए कि क्या उस समय आपका प्रदाता फ़र्मवेयर अपडेट भेजता है; मेरे साथ पूरे एक महीने "
         "ठीक यही हुआ था।",),
        ("यह वायरलेस चैनल की वजह से भी हो सकता है। शाम को सभी पड़ोसी घर पर होते हैं और बैंड "
         "भर जाता है, इसलिए एक स्थिर चैनल आज़माइए।",),
        ("धन्यवाद, स्थिर चैनल से बहुत मदद मिली। अब तीन शामों से कनेक्शन बना हुआ है।",),
        ("अच्छा हुआ कि काम कर गया। फिर भी एहतियात के तौर पर मैं प्रदाता से फ़र्मवेयर के बारे में "
         "पूछ लेता।",),
    )),
    "th": ("เราเตอร์หลุดการเชื่อมต่อทุกเย็น", (
        ("ตั้งแต่สัปดาห์ที่แล้ว เราเตอร์ของผมหลุดการเชื่อมต่อทุกเย็นประมาณสองทุ่ม",
         "ผมเปลี่ยนสายแลนแล้วและรีเซ็ตกลับเป็นค่าจากโรงงานแล้ว แต่ก็ไม่มีอะไรเปลี่ยน "
         "มีใครเคยเจอปัญหานี้บ้างไหมครับ"),
        ("ลองตรวจดูว่าผู้ให้บริการส่งอัปเดตเฟิร์มแวร์มาในช่วงเวลานั้นหรือเปล่า "
         "ของผมก็เป็นแบบนี้เหมือนกันอยู่หนึ่งเดือนเต็ม",),
        ("อาจเป็นเพราะช่องสัญญาณไร้สายก็ได้ ตอนเย็นเพื่อนบ้านทุกคนอยู่บ้านและคลื่นความถี่แออัด "
         "ลองตั้งช่องสัญญาณแบบคงที่ดูครับ",),
        ("ขอบคุณครับ ตั้งช่องสัญญาณคงที่แล้วดีขึ้นมาก การเชื่อมต่อไม่หลุดเลยมาสามเย็นแล้ว",),
        ("ดีใจที่ใช้ได้แล้วครับ แต่ก็ยังแนะนำให้ถามผู้ให้บริการเรื่องเฟิร์มแวร์ไว้เผื่อด้วย",),
    )),
    "fa": ("روتر هر شب اتصال را قطع می‌کند", (
        ("از هفتهٔ گذشته روتر من هر شب حدود ساعت هشت اتصال را قطع می‌کند.",
         "کابل را عوض کردم و آن را به تنظیمات کارخانه برگرداندم، اما هیچ چیز تغییر نکرد. "
         "کسی تا حالا با این مشکل روبه‌رو شده است؟"),
        ("بررسی کنید که آیا ارائه‌دهنده در آن ساعت به‌روزرسانی میان‌افزار می‌فرستد یا نه؛ "
         "برای من هم یک ماه تمام دقیقاً همین اتفاق افتاد.",),
        ("ممکن است مشکل از کانال بی‌سیم هم باشد. شب‌ها همهٔ همسایه‌ها خانه هستند و باند "
         "شلوغ می‌شود، پس یک کانال ثابت را امتحان کنید.",),
        ("ممنون، کانال ثابت خیلی کمک کرد. اتصال سه شب است که قطع نشده است.",),
        ("خوشحالم که درست شد. با این حال برای احتیاط از ارائه‌دهنده دربارهٔ میان‌افزار هم "
         "بپرسید.",),
    )),
    "ro": ("Routerul pierde conexiunea în fiecare seară", (
        ("De săptămâna trecută, routerul meu pierde conexiunea în fiecare seară pe la opt.",
         "Am schimbat deja cablul și l-am resetat la setările din fabrică, dar nu s-a "
         "schimbat nimic. A mai pățit cineva așa ceva?"),
        ("Verifică dacă furnizorul trimite o actualizare de firmware la ora aceea; la mine "
         "a fost exact la fel timp de o lună.",),
        ("Poate fi și canalul wireless. Seara toți vecinii sunt acasă și banda e "
         "aglomerată, așa că încearcă un canal fix.",),
        ("Mersi, canalul fix a ajutat mult. Conexiunea a rezistat deja trei seri la rând.",),
        ("Mă bucur că merge. Totuși, l-aș întreba pe furnizor despre firmware, just în caz.",),
    )),
    "hu": ("A router minden este bontja a kapcsolatot", (
        ("Múlt hét óta a routerem minden este nyolc óra körül bontja a kapcsolatot.",
         "A kábelt már kicseréltem, és visszaállítottam a gyári beállításokat, de semmi "
         "sem változott. Találkozott már valaki ilyesmivel?"),
        ("Nézd meg, nem küld-e a szolgáltató abban az időben firmware-frissítést; nálam "
         "egy hónapig pontosan ugyanez volt.",),
        ("Lehet a vezeték nélküli csatorna is. Este minden szomszéd otthon van, és zsúfolt "
         "a sáv, úgyhogy próbálj ki egy rögzített csatornát.",),
        ("Köszi, a rögzített csatorna sokat segített. A kapcsolat már három este kitart.",),
        ("Örülök, hogy működik. Azért a biztonság kedvéért megkérdezném a szolgáltatót a "
         "firmware-ről.",),
    )),
    "el": ("Ο δρομολογητής χάνει τη σύνδεση κάθε βράδυ", (
        ("Από την περασμένη εβδομάδα ο δρομολογητής μου χάνει τη σύνδεση κάθε βράδυ γύρω "
         "στις οκτώ.",
         "Άλλαξα ήδη το καλώδιο και τον επανέφερα στις εργοστασιακές ρυθμίσεις, αλλά τίποτα "
         "δεν άλλαξε. Το έχει αντιμετωπίσει κανείς αυτό;"),
        ("Έλεγξε αν ο πάροχος στέλνει ενημέρωση υλικολογισμικού εκείνη την ώρα· σε μένα "
         "γινόταν ακριβώς το ίδιο για έναν μήνα.",),
        ("Μπορεί να φταίει και το ασύρματο κανάλι. Το βράδυ όλοι οι γείτονες είναι σπίτι "
         "και η ζώνη γεμίζει, οπότε δοκίμασε ένα σταθερό κανάλι.",),
        ("Ευχαριστώ, το σταθερό κανάλι βοήθησε πολύ. Η σύνδεση κρατάει ήδη τρία βράδια.",),
        ("Χαίρομαι που δουλεύει. Παρ' όλα αυτά θα ρωτούσα τον πάροχο για το "
         "υλικολογισμικό, για σιγουριά.",),
    )),
    "bn": ("রাউটার প্রতি সন্ধ্যায় সংযোগ বিচ্ছিন্ন করে দেয়", (
        ("গত সপ্তাহ থেকে আমার রাউটার প্রতি সন্ধ্যায় প্রায় আটটার দিকে সংযোগ বিচ্ছিন্ন করে দেয়।",
         "আমি কেবল বদলেছি এবং ফ্যাক্টরি সেটিংসে রিসেটও করেছি, কিন্তু কিছুই বদলায়নি। আগে "
         "কারও এমন হয়েছে কি?"),
        ("দেখুন তো ওই সময়ে আপনার সরবরাহকারী ফার্মওয়্যার আপডেট পাঠায় কি না; আমার ক্ষেত্রেও "
         "পুরো এক মাস ঠিক এমনই হয়েছিল।",),
        ("ওয়্যারলেস চ্যানেলের কারণেও হতে পারে। সন্ধ্যায় সব প্রতিবেশী বাড়িতে থাকে আর ব্যান্ড "
         "ভিড়ে যায়, তাই একটি স্থির চ্যানেল চেষ্টা করুন।",),
        ("ধন্যবাদ, স্থির চ্যানেলে অনেক উপকার হয়েছে। তিন সন্ধ্যা ধরে সংযোগ ঠিক আছে।",),
        ("কাজ করেছে জেনে ভালো লাগল। তবু সাবধানতার জন্য সরবরাহকারীকে ফার্মওয়্যারের কথা "
         "জিজ্ঞেস করে নিন।",),
    )),
}  # fmt: skip

# Interface strings, as the engines' language packs print them.
WORDS3: dict[str, dict[str, str]] = {
    "en": {"reply": "Reply", "quote": "Quote", "like": "Like", "report": "Report",
           "joined": "Joined", "posts": "Posts", "member": "Member", "date": "March 3, 2024",
           "ago": "3 hours ago", "page": "Page 1 of 2", "next": "Next",
           "accepted": "Accepted Answer", "similar": "Similar threads",
           "login": "Log in to reply", "points": "points", "comments": "4 comments",
           "author": "Author", "edited": "Edited"},
    "uk": {"reply": "Відповісти", "quote": "Цитувати", "like": "Подобається",
           "report": "Поскаржитися", "joined": "Зареєстровано", "posts": "Дописи",
           "member": "Учасник", "date": "3 березня 2024", "ago": "3 години тому",
           "page": "Сторінка 1 з 2", "next": "Далі", "accepted": "Прийнята відповідь",
           "similar": "Схожі теми", "login": "Увійдіть, щоб відповісти", "points": "балів",
           "comments": "4 коментарі", "author": "Автор", "edited": "Змінено"},
    "cs": {"reply": "Odpovědět", "quote": "Citovat", "like": "Líbí se mi",
           "report": "Nahlásit", "joined": "Registrován", "posts": "Příspěvky",
           "member": "Člen", "date": "3. března 2024", "ago": "před 3 hodinami",
           "page": "Strana 1 z 2", "next": "Další", "accepted": "Přijatá odpověď",
           "similar": "Podobná témata", "login": "Pro odpověď se přihlaste",
           "points": "bodů", "comments": "4 komentáře", "author": "Autor",
           "edited": "Upraveno"},
    "sv": {"reply": "Svara", "quote": "Citera", "like": "Gilla", "report": "Rapportera",
           "joined": "Gick med", "posts": "Inlägg", "member": "Medlem",
           "date": "3 mars 2024", "ago": "för 3 timmar sedan", "page": "Sida 1 av 2",
           "next": "Nästa", "accepted": "Accepterat svar", "similar": "Liknande trådar",
           "login": "Logga in för att svara", "points": "poäng", "comments": "4 kommentarer",
           "author": "Författare", "edited": "Redigerad"},
    "he": {"reply": "הגב", "quote": "ציטוט", "like": "אהבתי", "report": "דווח",
           "joined": "הצטרף", "posts": "הודעות", "member": "חבר", "date": "3 במרץ 2024",
           "ago": "לפני 3 שעות", "page": "עמוד 1 מתוך 2", "next": "הבא",
           "accepted": "תשובה מקובלת", "similar": "נושאים דומים",
           "login": "התחבר כדי להגיב", "points": "נקודות", "comments": "4 תגובות",
           "author": "מחבר", "edited": "נערך"},
    "hi": {"reply": "जवाब दें", "quote": "उद्धरण", "like": "पसंद", "report": "रिपोर्ट करें",
           "joined": "शामिल हुए", "posts": "पोस्ट", "member": "सदस्य",
           "date": "3 मार्च 2024", "ago": "3 घंटे पहले", "page": "पृष्ठ 1 / 2",
           "next": "अगला", "accepted": "स्वीकृत उत्तर", "similar": "मिलते-जुलते विषय",
           "login": "जवाब देने के लिए लॉग इन करें", "points": "अंक",
           "comments": "4 टिप्पणियाँ", "author": "लेखक", "edited": "संपादित"},
    "th": {"reply": "ตอบกลับ", "quote": "อ้างอิง", "like": "ถูกใจ", "report": "รายงาน",
           "joined": "เข้าร่วมเมื่อ", "posts": "โพสต์", "member": "สมาชิก",
           "date": "3 มีนาคม 2024", "ago": "3 ชั่วโมงที่แล้ว", "page": "หน้า 1 จาก 2",
           "next": "ถัดไป", "accepted": "คำตอบที่ยอมรับ", "similar": "กระทู้ที่คล้ายกัน",
           "login": "เข้าสู่ระบบเพื่อตอบกลับ", "points": "คะแนน",
           "comments": "4 ความคิดเห็น", "author": "ผู้เขียน", "edited": "แก้ไขแล้ว"},
    "fa": {"reply": "پاسخ", "quote": "نقل قول", "like": "پسندیدن", "report": "گزارش",
           "joined": "تاریخ عضویت", "posts": "ارسال‌ها", "member": "عضو",
           "date": "۱۳ اسفند ۱۴۰۲", "ago": "۳ ساعت پیش", "page": "صفحه ۱ از ۲",
           "next": "بعدی", "accepted": "پاسخ پذیرفته‌شده", "similar": "موضوعات مشابه",
           "login": "برای پاسخ وارد شوید", "points": "امتیاز", "comments": "۴ دیدگاه",
           "author": "نویسنده", "edited": "ویرایش شده"},
    "ro": {"reply": "Răspunde", "quote": "Citează", "like": "Îmi place", "report": "Raportează",
           "joined": "Înregistrat", "posts": "Mesaje", "member": "Membru",
           "date": "3 martie 2024", "ago": "acum 3 ore", "page": "Pagina 1 din 2",
           "next": "Următoarea", "accepted": "Răspuns acceptat", "similar": "Subiecte similare",
           "login": "Autentifică-te pentru a răspunde", "points": "puncte",
           "comments": "4 comentarii", "author": "Autor", "edited": "Editat"},
    "hu": {"reply": "Válasz", "quote": "Idézet", "like": "Tetszik", "report": "Jelentés",
           "joined": "Csatlakozott", "posts": "Hozzászólások", "member": "Tag",
           "date": "2024. március 3.", "ago": "3 órája", "page": "1. oldal / 2",
           "next": "Következő", "accepted": "Elfogadott válasz", "similar": "Hasonló témák",
           "login": "Jelentkezz be a válaszhoz", "points": "pont",
           "comments": "4 hozzászólás", "author": "Szerző", "edited": "Szerkesztve"},
    "el": {"reply": "Απάντηση", "quote": "Παράθεση", "like": "Μου αρέσει",
           "report": "Αναφορά", "joined": "Εγγραφή", "posts": "Μηνύματα", "member": "Μέλος",
           "date": "3 Μαρτίου 2024", "ago": "πριν από 3 ώρες", "page": "Σελίδα 1 από 2",
           "next": "Επόμενη", "accepted": "Αποδεκτή απάντηση",
           "similar": "Παρόμοια θέματα", "login": "Συνδεθείτε για να απαντήσετε",
           "points": "πόντοι", "comments": "4 σχόλια", "author": "Συντάκτης",
           "edited": "Επεξεργάστηκε"},
    "bn": {"reply": "উত্তর দিন", "quote": "উদ্ধৃতি", "like": "পছন্দ", "report": "রিপোর্ট",
           "joined": "যোগদান", "posts": "পোস্ট", "member": "সদস্য",
           "date": "৩ মার্চ ২০২৪", "ago": "৩ ঘণ্টা আগে", "page": "পৃষ্ঠা ১ / ২",
           "next": "পরবর্তী", "accepted": "গৃহীত উত্তর", "similar": "অনুরূপ বিষয়",
           "login": "উত্তর দিতে লগ ইন করুন", "points": "পয়েন্ট",
           "comments": "৪টি মন্তব্য", "author": "লেখক", "edited": "সম্পাদিত"},
    "ja": {"reply": "返信", "quote": "引用", "like": "いいね", "report": "違反報告",
           "joined": "登録日", "posts": "投稿数", "member": "メンバー",
           "date": "2024/3/3 21:41", "ago": "3時間前", "page": "1 / 2 ページ",
           "next": "次へ", "accepted": "ベストアンサー", "similar": "関連する質問",
           "login": "ログインして回答する", "points": "ポイント", "comments": "回答数：4",
           "author": "質問者", "edited": "編集済み"},
}  # fmt: skip

# Other threads' titles a "Similar threads" box lists (dropped with the box).
SIMILAR3: tuple[str, ...] = ("Mesh network keeps rebooting", "Fibre modem lights blinking red")
ACCEPTED = 3  # the post a question thread marks as its answer (the fourth: "Thanks, …")


def _paras(paragraphs: tuple[str, ...]) -> str:
    return "".join(f"<p>{escape(p)}</p>" for p in paragraphs)


def _lines(paragraphs: tuple[str, ...]) -> str:
    return "<br><br>".join(escape(p) for p in paragraphs)


def _similar(w: dict[str, str]) -> str:
    items = "".join(f"<li><a href='/t/{n}'>{t}</a> <span>{w['ago']}</span></li>"
                    for n, t in enumerate(SIMILAR3))  # fmt: skip
    return f"<section class='similar-threads'><h3>{w['similar']}</h3><ul>{items}</ul></section>"


def _vanilla(posts: list[Post], w: dict[str, str]) -> str:
    """Vanilla Forums: the discussion's item, then ``ul.MessageList.Comments``."""

    def item(kind: str, i: int, name: str, paras: tuple[str, ...]) -> str:
        return (
            f"<div class='Item-Header {kind}Header'><div class='AuthorWrap'>"
            f"<span class='Author'><a class='Username' href='/profile/{name}'>{name}</a></span>"
            f"<span class='AuthorInfo'><span class='MItem RoleTitle'>{w['member']}</span>"
            f"<span class='MItem PostCount'>{w['posts']}: {120 + i}</span></span></div>"
            f"<div class='Meta {kind}Meta'><span class='MItem DateCreated'>"
            f"<a href='/discussion/comment/{900 + i}' class='Permalink'>"
            f"<time datetime='2024-03-03T21:4{i}:00+00:00'>{w['date']}</time></a></span>"
            "</div></div><div class='Item-BodyWrap'><div class='Item-Body'>"
            f"<div class='Message userContent'>{_paras(paras)}</div></div></div>"
            f"<div class='Reactions'><a class='ReactButton Quote' href='#'>{w['quote']}</a> "
            f"<a class='ReactButton React' href='#'>{w['like']}</a> "
            f"<a class='ReactButton Flag' href='#'>{w['report']}</a></div>"
        )

    first, *rest = posts
    return (
        "<div class='MessageList Discussion'><div class='Item ItemDiscussion'>"
        f"<div class='Discussion'>{item('Discussion', *first)}</div></div></div>"
        f"<h2 class='CommentHeading'>{w['comments']}</h2>"
        "<div class='DataBox DataBox-Comments'><ul class='MessageList DataList Comments'>"
        + "".join(
            f"<li class='Item ItemComment' id='Comment_{900 + i}'><div class='Comment'>"
            f"{item('Comment', i, name, paras)}</div></li>"
            for i, name, paras in rest
        )
        + f"</ul></div><div class='CommentForm'><a class='SignInPopup' href='/entry/signin'>"
        f"{w['login']}</a></div>" + _similar(w)
    )  # fmt: skip


def _hackernews(posts: list[Post], w: dict[str, str]) -> str:
    """A Hacker News-like page: the story's table, then one ``tr.comtr`` a comment."""
    (_, name0, paras0), *rest = posts
    top = (
        "<table class='fatitem'><tr class='athing submission' id='4000'><td class='title'>"
        "<span class='titleline'><a href='item?id=4000'>Ask: router drops every evening</a>"
        "</span></td></tr><tr><td class='subtext'><span class='subline'>"
        f"<span class='score'>42 {w['points']}</span> by <a class='hnuser'>{name0}</a> "
        f"<span class='age'><a href='item?id=4000'>{w['ago']}</a></span> | "
        f"<a href='item?id=4000'>{w['comments']}</a></span></td></tr>"
        f"<tr><td><div class='toptext'>{_paras(paras0)}</div></td></tr></table>"
    )
    rows = "".join(
        f"<tr class='athing comtr' id='{4000 + i}'><td><table><tr>"
        f"<td class='ind' indent='{(i - 1) % 2}'><img src='s.gif' height='1' "
        f"width='{40 * ((i - 1) % 2)}'></td><td class='default'><div>"
        f"<span class='comhead'><a class='hnuser' href='user?id={name}'>{name}</a> "
        f"<span class='age'><a href='item?id={4000 + i}'>{w['ago']}</a></span> "
        "<span class='navs'> | <a href='#'>parent</a> | <a href='#'>next</a></span></span>"
        f"</div><div class='comment'><div class='commtext c00'>{_paras(paras)}</div>"
        f"<div class='reply'><p><font size='1'><u><a href='reply?id={4000 + i}'>"
        f"{w['reply'].lower()}</a></u></font></p></div></div></td></tr></table></td></tr>"
        for i, name, paras in rest
    )
    return f"{top}<table class='comment-tree'>{rows}</table>"


def _hyperkitty(posts: list[Post], w: dict[str, str]) -> str:
    """Mailman 3's archive (HyperKitty): the first email, then ``div.replies``."""

    def email(i: int, name: str, paras: tuple[str, ...], first: bool) -> str:
        return (
            f"<div class='email{' email-first' if first else ''}' id='{7000 + i}'>"
            "<div class='email-header'><div class='gravatar'><img src='/avatar.png' alt=''>"
            f"</div><div class='email-author'><span class='name'><a href='/users/{i}/'>"
            f"{name}</a></span></div><div class='email-date'><span class='date'>"
            f"Sun, 3 Mar 2024 21:4{i}</span> <span class='time'>{w['ago']}</span></div></div>"
            f"<div class='email-body'>{_lines(paras)}</div>"
            "<div class='email-info'><div class='likeform'><a class='youlike' href='#'>"
            f"+1</a> <a class='youdislike' href='#'>-1</a></div>"
            f"<a class='reply reply-mailto' href='mailto:list@example.org'>{w['reply']}</a>"
            "</div></div>"
        )

    (i0, n0, p0), *rest = posts
    return (
        "<div class='thread-header'><div class='thread-info'><span>5 participants</span> "
        f"<span>{len(posts)} {w['comments'].split()[-1]}</span></div></div>"
        f"<div class='thread-content'>{email(i0, n0, p0, True)}<div class='replies'>"
        + "".join(
            f"<div class='{('even', 'odd')[i % 2]}'>{email(i, n, p, False)}</div>"
            for i, n, p in rest
        )
        + "</div></div><div class='thread-nav'><a href='#'>&lt; Previous thread</a> "
        "<a href='#'>Next thread &gt;</a> <a href='/list/'>Back to the thread list</a></div>"
    )  # fmt: skip


def _github_discussions(posts: list[Post], w: dict[str, str]) -> str:
    """GitHub Discussions: the question, its answer marked, the replies in a timeline."""

    def comment(i: int, name: str, paras: tuple[str, ...]) -> str:
        badge = (
            "<span class='color-fg-success discussion-answer-label'>Answer selected by "
            f"{NAMES[0]}</span>"
            if i == ACCEPTED
            else ""
        )
        return (
            f"<div class='timeline-comment unminimized-comment' id='discussioncomment-{i}'>"
            f"{badge}<div class='timeline-comment-header'><h3 class='f5 text-normal'>"
            f"<a class='author Link--primary text-bold' href='/{name}'>{name}</a> "
            f"<a class='Link--secondary' href='#discussioncomment-{i}'><relative-time "
            f"datetime='2024-03-03T21:4{i}:00Z'>Mar 3, 2024</relative-time></a></h3></div>"
            "<div class='edit-comment-hide'><task-lists><div class='comment-body "
            f"markdown-body js-comment-body'>{_paras(paras)}</div></task-lists></div>"
            "<div class='discussion-footer'><button class='social-reaction-summary-item' "
            "type='button'>👍 3</button> <button class='btn-link discussion-vote-form' "
            f"type='button'>Upvote {5 - i}</button> <button class='btn-link' type='button'>"
            f"{w['reply']}</button></div></div>"
        )

    (i0, n0, p0), *rest = posts
    return (
        "<div class='js-discussion discussion-timeline'>"
        f"<div class='discussion-timeline-item'>{comment(i0, n0, p0)}</div>"
        f"<h2 class='discussion-comments-count'>{len(rest)} comments · 2 replies</h2>"
        + "".join(
            f"<div class='discussion-timeline-item js-comment-container'>{comment(i, n, p)}</div>"
            for i, n, p in rest
        )
        + "<div class='discussion-timeline-actions'><a href='/login'>Sign in to comment</a>"
        "</div></div>"
    )  # fmt: skip


def _gitlab_issue(posts: list[Post], w: dict[str, str]) -> str:
    """A GitLab issue: its description, then ``ul#notes-list`` of notes."""
    (_, n0, p0), *rest = posts
    notes = "".join(
        f"<li class='note note-wrapper timeline-entry' id='note_{300 + i}'>"
        "<div class='timeline-entry-inner'><div class='timeline-avatar'>"
        f"<a href='/{name}'><img class='avatar' alt='{name}'></a></div>"
        "<div class='timeline-content'><div class='note-header'><div class='note-header-info'>"
        f"<a href='/{name}'><span class='note-header-author-name'>{name}</span></a> "
        f"<span class='note-headline-light'><a href='#note_{300 + i}'><time "
        f"datetime='2024-03-03T21:4{i}:00Z'>{w['date']}</time></a></span></div>"
        "<div class='note-actions'>"
        + (f"<span class='note-role note-role-author'>{w['author']}</span>" if i == 3 else "")
        + f"<button class='note-action-button js-note-reply'>{w['reply']}</button></div></div>"
        "<div class='timeline-discussion-body'><div class='note-body'>"
        f"<div class='note-text md'>{_paras(paras)}</div></div></div></div></div></li>"
        for i, name, paras in rest
    )
    return (
        "<div class='issuable-details'><div class='detail-page-header'>"
        f"<span class='author'>{n0}</span> <time>{w['date']}</time></div>"
        f"<div class='detail-page-description'><div class='description'><div class='md'>"
        f"{_paras(p0)}</div></div></div></div>"
        f"<div class='issuable-discussion'><ul id='notes-list' class='notes main-notes-list "
        f"timeline'>{notes}</ul><div class='disabled-comment'>{w['login']}</div></div>"
    )  # fmt: skip


def _invision5(posts: list[Post], w: dict[str, str]) -> str:
    """Invision Community 5: ``article.ipsEntry--post`` with its author column."""
    return "<div class='ipsEntries ipsEntries--topic'>" + "".join(
        f"<article class='ipsEntry ipsEntry--post' id='elComment_{500 + i}'>"
        "<aside class='ipsEntry__author-column'><h3 class='ipsEntry__username'>"
        f"<a href='/profile/{i}-{name}/'>{name}</a></h3>"
        f"<div class='ipsEntry__author-rank'>{w['member']}</div>"
        f"<ul class='ipsEntry__authorStats'><li>{w['posts']} {120 + i}</li>"
        f"<li>{w['joined']} {w['date']}</li></ul></aside>"
        "<div class='ipsEntry__post'><header class='ipsEntry__header'>"
        f"<a href='?do=findComment&comment={500 + i}'><time datetime='2024-03-03T21:4{i}:00Z'>"
        f"{w['date']}</time></a></header>"
        + (f"<div class='ipsEntry__solution'>{w['accepted']}</div>" if i == ACCEPTED else "")
        + f"<div class='ipsRichText ipsEntry__content' data-role='commentContent'>"
        f"{_paras(paras)}</div><footer class='ipsEntry__footer'><menu class='ipsEntry__controls'>"
        f"<li><button>{w['quote']}</button></li><li><button>{w['like']}</button></li>"
        f"<li><button>{w['report']}</button></li></menu></footer></div></article>"
        for i, name, paras in posts
    ) + "</div>" + _similar(w)  # fmt: skip


def _smf21(posts: list[Post], w: dict[str, str]) -> str:
    """Simple Machines Forum 2.1: ``div.windowbg`` posts with the poster's column."""
    return "<div id='forumposts'><form id='quickModForm'>" + "".join(
        f"<div class='windowbg' id='msg{800 + i}'><div class='post_wrapper'>"
        f"<div class='poster'><h4><a href='?action=profile;u={i}'>{name}</a></h4>"
        f"<ul class='user_info'><li class='membergroup'>{w['member']}</li>"
        f"<li class='postcount'>{w['posts']}: {120 + i}</li></ul></div>"
        "<div class='postarea'><div class='keyinfo'><div class='postinfo'>"
        f"<a href='#msg{800 + i}' class='smalltext'>{w['date']}, 21:4{i}</a></div></div>"
        f"<div class='post'><div class='inner' id='msg_{800 + i}'>{_lines(paras)}</div>"
        "</div></div><div class='moderatorbar'><ul class='quickbuttons'>"
        f"<li><a href='?action=post;quote={800 + i}'>{w['quote']}</a></li>"
        f"<li><a href='#'>{w['like']}</a></li></ul></div></div></div>"
        for i, name, paras in posts
    ) + f"</form></div><div class='roundframe'>{w['login']}</div>"  # fmt: skip


def _lobsters(posts: list[Post], w: dict[str, str]) -> str:
    """A Lobsters-like story page: its text, then ``ol.comments`` of nested comments."""
    (_, n0, p0), *rest = posts
    comments = "".join(
        f"<li class='comments_subtree'><div class='comment' id='c_{600 + i}'>"
        "<div class='voters'><a class='upvoter' href='#'></a><div class='score'>"
        f"{7 - i}</div></div><div class='details'><div class='byline'>"
        f"<a href='/~{name}'>{name}</a> <span title='2024-03-03 21:4{i}'>{w['ago']}</span>"
        f" | <a href='/c/{600 + i}'>link</a> | <a href='#'>flag</a> | "
        f"<a class='comment_replier' href='#'>{w['reply'].lower()}</a></div>"
        f"<div class='comment_text'>{_paras(paras)}</div></div></div></li>"
        for i, name, paras in rest
    )
    return (
        f"<div class='story'><div class='details'><div class='byline'>via <a href='/~{n0}'>"
        f"{n0}</a> {w['ago']} | <a href='#'>hide</a> | <a href='#'>{w['comments']}</a>"
        f"</div></div></div><div class='story_text'>{_paras(p0)}</div>"
        f"<ol class='comments comments1'>{comments}</ol>"
    )  # fmt: skip


def _gitea_issue(posts: list[Post], w: dict[str, str]) -> str:
    """A Gitea or Forgejo issue: ``div.timeline`` of ``div.timeline-item.comment``."""

    def item(i: int, name: str, paras: tuple[str, ...]) -> str:
        role = f"<div class='ui basic label role-label'>{w['author']}</div>" if i == 3 else ""
        return (
            f"<div class='timeline-item comment{' first' if i == 0 else ''}' id='issuecomment-"
            f"{40 + i}'><a class='timeline-avatar' href='/{name}'><img class='ui avatar' alt=''>"
            "</a><div class='content comment-container'><div class='ui top attached header "
            "comment-header'><div class='comment-header-left'>"
            f"<a class='author' href='/{name}'>{name}</a> <span class='text grey'>"
            f"<relative-time datetime='2024-03-03T21:4{i}:00Z'>{w['date']}</relative-time>"
            f"</span></div><div class='comment-header-right'>{role}</div></div>"
            "<div class='ui attached segment comment-body'><div class='render-content markup'>"
            f"{_paras(paras)}</div></div></div></div>"
        )

    return (
        "<div class='issue-content'><div class='ui timeline'>"
        + "".join(item(*post) for post in posts)
        + f"</div><div class='ui warning message'>{w['login']}</div></div>"
    )  # fmt: skip


def _chiebukuro(posts: list[Post], w: dict[str, str]) -> str:
    """Yahoo! Chiebukuro-like Q&A: the question, the best answer, then the others."""
    (_, n0, p0), *rest = posts

    def answer(i: int, name: str, paras: tuple[str, ...]) -> str:
        best = f"<div class='ClapLv1BestAnswer'>{w['accepted']}</div>" if i == ACCEPTED else ""
        return (
            f"<div class='ClapLv3List_Chie-List__ListItem' id='ans{i}'>{best}"
            f"<div class='ClapLv2AnswerItem_Chie-AnswerItem__User'><a href='/u/{i}'>{name}</a>"
            "</div><div class='ClapLv2AnswerItem_Chie-AnswerItem__ItemText'>"
            f"<h2>{_lines(paras)}</h2></div><p class='ClapLv1TextBlock_Chie-TextBlock__Date'>"
            f"{w['date']}</p><div class='ClapLv1Reaction'><button>{w['like']}</button> "
            f"<button>{w['report']}</button></div></div>"
        )

    order = [rest[ACCEPTED - 1]] + [p for p in rest if p[0] != ACCEPTED]
    return (
        "<div class='ClapLv3QuestionItem_Chie-QuestionItem'>"
        f"<div class='ClapLv2QuestionItem_Chie-QuestionItem__User'><a href='/u/0'>{n0}</a>"
        f" <span>{w['author']}</span></div>"
        "<div class='ClapLv2QuestionItem_Chie-QuestionItem__Text'>"
        f"<h1>{_lines(p0)}</h1></div><p>{w['date']}</p></div>"
        f"<div class='ClapLv3AnswerList'><h2 class='AnswerCount'>{w['comments']}</h2>"
        + "".join(answer(*post) for post in order)
        + "</div>" + _similar(w)
    )  # fmt: skip


def _wrapped(paragraph: str, width: int = 72) -> str:
    """A mail's paragraph as a mailer wraps it: lines of ``width`` characters at most."""
    lines, line = [], ""
    for word in paragraph.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return "\n".join([*lines, line])


def _pipermail(posts: list[Post], w: dict[str, str]) -> str:
    """A Pipermail (Mailman 2) message page: one reply, its quote of the question, the
    archive's navigation above and below."""
    (_, n0, p0), (_, name, paras), *_ = posts
    nav = (
        "<p><ul><li>Previous message: <a href='000123.html'>[net] Mesh network keeps "
        "rebooting</a></li><li>Next message: <a href='000125.html'>[net] Fibre modem "
        "lights</a></li><li><b>Messages sorted by:</b> <a href='date.html'>[ date ]</a> "
        "<a href='thread.html'>[ thread ]</a> <a href='subject.html'>[ subject ]</a> "
        "<a href='author.html'>[ author ]</a></li></ul>"
    )
    quoted = "\n".join(f"&gt; {line}" for line in _wrapped(escape(p0[0]), 70).split("\n"))
    body = "\n\n".join(_wrapped(escape(p)) for p in paras)
    return (
        f"<b>{name}</b> <a href='mailto:net%40lists.example.org'>{name} at example.org</a><br>"
        "<i>Sun Mar  3 21:41:00 CET 2024</i>" + nav + "<hr><!--beginarticle-->"
        f"<pre>On Sun, Mar 3, 2024, {n0} wrote:\n{quoted}\n\n{body}\n</pre>"
        "<!--endarticle--><hr>" + nav + "<hr><a href='https://lists.example.org/listinfo/net'>"
        "More information about the net mailing list</a><br>"
    )


Writer = Callable[[list[Post], dict[str, str]], str]
ENGINES3: dict[str, Writer] = {
    "vanilla": _vanilla,
    "hackernews": _hackernews,
    "hyperkitty": _hyperkitty,
    "github_discussions": _github_discussions,
    "gitlab_issue": _gitlab_issue,
    "invision5": _invision5,
    "smf21": _smf21,
    "lobsters": _lobsters,
    "gitea_issue": _gitea_issue,
    "chiebukuro": _chiebukuro,
    "pipermail": _pipermail,
}
# The interface strings of each engine's page that are chrome (WORDS3 keys).
_CHROME_KEYS: dict[str, tuple[str, ...]] = {
    "vanilla": ("member", "quote", "like", "report", "login", "similar"),
    "hackernews": (),
    "hyperkitty": ("reply",),
    "github_discussions": ("reply",),
    "gitlab_issue": ("author", "reply", "login"),
    "invision5": ("member", "posts", "joined", "quote", "like", "report", "accepted", "similar"),
    "smf21": ("member", "posts", "quote", "like", "login"),
    "lobsters": ("comments",),
    "gitea_issue": ("author", "login"),
    "chiebukuro": ("author", "accepted", "like", "report", "comments", "similar"),
    "pipermail": (),
}
# Chrome lines of an engine written in no language pack (buttons, counts, badges).
_CHROME_LINES: dict[str, tuple[str, ...]] = {
    "hackernews": ("reply",),
    "hyperkitty": ("+1", "5 participants", "< Previous thread"),
    "github_discussions": ("Upvote", "Answer selected by", "Sign in to comment"),
    "lobsters": ("reply", "via"),
    "pipermail": ("Previous message", "Next message", "Messages sorted by", "More information"),
}
# Engines whose interface speaks English whatever language the posts are in.
ENGLISH_UI = frozenset({"hackernews", "github_discussions", "lobsters", "pipermail"})
ONE_MESSAGE = frozenset({"pipermail"})  # an archive's page of one message
MORE3_PAGES: tuple[tuple[str, str], ...] = (
    ("vanilla", "cs"),
    ("vanilla", "sv"),
    ("vanilla", "uk"),
    ("hackernews", "en"),
    ("hackernews", "he"),
    ("hackernews", "hi"),
    ("hyperkitty", "en"),
    ("hyperkitty", "cs"),
    ("hyperkitty", "uk"),
    ("github_discussions", "en"),
    ("github_discussions", "hi"),
    ("github_discussions", "th"),
    ("gitlab_issue", "uk"),
    ("gitlab_issue", "cs"),
    ("gitlab_issue", "sv"),
    ("invision5", "he"),
    ("invision5", "th"),
    ("invision5", "hi"),
    ("smf21", "ro"),
    ("smf21", "hu"),
    ("smf21", "el"),
    ("lobsters", "en"),
    ("lobsters", "fa"),
    ("lobsters", "ro"),
    ("gitea_issue", "fa"),
    ("gitea_issue", "bn"),
    ("gitea_issue", "hu"),
    ("chiebukuro", "ja"),
    ("vanilla", "el"),
    ("invision5", "bn"),
    ("hyperkitty", "ro"),
    ("pipermail", "en"),
    ("pipermail", "cs"),
)


def more3_page(engine: str, lang: str) -> ThreadPage:
    """The thread page of ``engine`` in ``lang``: a question and four replies by five
    writers (the fourth post the answer an engine marks as accepted)."""
    title, texts = POSTS3[lang] if lang in POSTS3 else POSTS[lang]
    w = WORDS3["en" if engine in ENGLISH_UI else lang]
    posts = [(i, NAMES[i], paras) for i, paras in enumerate(texts)]
    html = thread_frame(lang, title, ENGINES3[engine](posts, w), w)
    keys = _CHROME_KEYS[engine]
    chrome = tuple(w[k] for k in keys) + _CHROME_LINES.get(engine, ())
    chrome += SIMILAR3 if "similar" in keys else ()
    paragraphs = tuple(p for paras in texts for p in paras)
    if engine in ONE_MESSAGE:  # a message page: the reply, quoting the question
        paragraphs = texts[1]
    url = f"https://talk.example.net/t/{engine}-{lang}/1234"
    return ThreadPage(html, url, paragraphs, chrome)
