"""A paywall's prompt the model kept under the story's teaser.

A paywalled story shows its first paragraphs and then the wall's prompt: "Kostenlos
registrieren und weiterlesen", "Wählen Sie Ihren Zugang und lesen Sie weiter:",
"Subscribe to continue reading". The prompt sits in the story's element and reads like
a sentence, so the model keeps it with the teaser. A short kept line that asks the
reader to subscribe, register or log in (:data:`ACCESS`) in order to read on
(:data:`READ_ON`) is dropped. Words as data, in English, German, French, Spanish,
Italian, Portuguese and Dutch; nothing here names a site; chosen by leave-one-source-out
validation (``docs/dev/auto-record.md``). With ``paywall_languages`` the prompts of more
languages are read too (:data:`MORE_READ_ON`, :data:`MORE_ACCESS`: Russian, Ukrainian,
Polish, Czech, Slovak, Swedish, Norwegian, Danish, Finnish, Turkish, Romanian,
Hungarian, Greek, Japanese, Korean, Chinese, Indonesian, Malay, Vietnamese, Arabic,
Hebrew): "Оформите подписку, чтобы продолжить чтение", "Logga in för att läsa vidare",
"Wykup subskrypcję, aby czytać dalej", "続きを読むには会員登録が必要です".
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_holding
from thresher.types import Block, Decision, Label

MAX_CHARS = 160  # a prompt, not a paragraph that mentions subscribers
ACCESS = LazyPattern(
    r"subscri|regist|log ?in|sign ?in|sign ?up|account|zugang|abonn|anmelden|konto"
    r"|inscri|connect|suscr|cuenta|abbona|accedi|assin|cadastr|inloggen|abonnee"
)
READ_ON = LazyPattern(
    r"continue reading|keep reading|read on\b|to read (the|this) (full|whole|rest)"
    r"|weiterlesen|lesen sie weiter|weiter ?lesen|lire la suite|continuer (à|a) lire"
    r"|seguir leyendo|continuar leyendo|continuare a leggere|continuar lendo|verder lezen"
)
# Words one of which every READ_ON phrase holds: searched for before the pattern. ASCII
# without a "k" and not ending in "i", so that :func:`_read_on_words` may read the text's
# ASCII characters alone.
READ_ON_WORDS = (
    "reading",
    "read on",
    "to read",
    "lesen",
    "lire",
    "leyendo",
    "leggere",
    "lendo",
    "lezen",
)
# Reading on and asking for access in the languages the tables above lack (lower-cased):
# ru, uk, pl, cs, sk, sv, nb, da, fi, tr, ro, hu, el, ja, ko, zh, id, ms, vi, ar, he.
MORE_READ_ON = LazyPattern(
    r"продолжить чтение|читать дальше|читать полностью|дочитать|продовжити читання"
    r"|читати далі|дочитати|czytać dalej|czytaj dalej|dalszą część|dalszej części"
    r"|przeczytać cał|číst dál|pokračovat ve čtení|pokračování ve čtení|dočíst"
    r"|čítať ďalej|pokračovať v čítaní"
    r"|läsa vidare|läs vidare|fortsätta läsa|lese videre|les videre|fortsette å lese"
    r"|læse videre|læs videre|jatkaa lukemista|jatka lukemista|lukea koko|okumaya devam"
    r"|devamını oku|citești în continuare|citește în continuare|citi mai departe"
    r"|tovább olvas|olvasd tovább|olvassa tovább|συνεχίσετε να διαβάζετε"
    r"|διαβάστε τη συνέχεια|続きを読|続きをお読み|全文を読|全文をお読み|계속 읽|전문을 읽"
    r"|继续阅读|繼續閱讀|阅读全文|閱讀全文|lanjut membaca|melanjutkan membaca|terus membaca"
    r"|membaca selengkapnya|đọc tiếp|tiếp tục đọc|متابعة القراءة|مواصلة القراءة"
    r"|أكمل القراءة|להמשך קריאה|להמשיך לקרוא"
)
MORE_ACCESS = LazyPattern(
    r"подпис|войд|войти|зарегистр|авториз|передплат|підпис|увійд|зареєстр|subskrypc"
    r"|prenumer|zaloguj|wykup|zarejestr|předplat|přihlas|predplat|predplať|prihlás|registr|abonn"
    r"|logga in|bli medlem|logg inn|log ind|tilaa|tilaaja|kirjaudu|abone|giriş yap|üye ol"
    r"|abona|autentific|conecteaz|előfizet|bejelentkez|jelentkezz be|regisztr|fizessen elő"
    r"|fizess elő|συνδρομ"
    r"|συνδεθ|εγγραφ|会員|ログイン|購読|구독|로그인|회원|订阅|訂閱|登录|登入|注册|註冊|会员"
    r"|會員|langgan|masuk|daftar|đăng ký|đăng nhập|اشترك|اشتراك|سجل الدخول|سجّل|מנוי"
    r"|התחבר|הירשם|הירשמ|הרשמ"
)
# Words one of which every :data:`MORE_READ_ON` phrase holds, searched for in the kept
# short lines' lower-cased text before the patterns, in one scan (no σ or ς: a capital
# sigma's lower case reads its neighbours).
MORE_READ_ON_WORDS = (
    "чтени", "дальше", "полностью", "дочита", "читанн", "далі", "dalej", "dalsz",
    "przeczyta", "číst", "čtení", "dočíst", "čítať", "čítaní", "vidare", "videre",
    "läsa", "lese", "lukemista", "lukea", "okumaya", "devamını", "continuare", "departe",
    "tovább", "διαβάζετε", "υνέχεια", "続き", "全文", "계속 읽", "전문을", "继续阅读",
    "繼續閱讀", "membaca", "đọc", "القراءة", "קריאה", "לקרוא",
)  # fmt: skip
_MORE_TABLE = WordTable(MORE_READ_ON_WORDS)
_REASON = "paywall prompt (p={p:.2f})"


def drop_paywall_prompts(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    more_languages: bool = True,
) -> dict[int, Decision]:
    """The kept short lines that ask the reader to subscribe, register or log in to read
    on, dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``:
    their :func:`~thresher.methods.auto.decided.kept_flags`; ``more_languages``: read
    :data:`MORE_READ_ON` too, switch ``paywall_languages``)."""
    short = [
        pos
        for pos in compress(range(len(blocks)), flags)
        if blocks[pos].features.text_length <= MAX_CHARS
    ]
    # The short lines together first: most pages hold none of the words of reading on.
    words = _read_on_words("\n".join([blocks[pos].text for pos in short]))
    more = kept_holding(blocks, flags, MAX_CHARS, _MORE_TABLE, str.lower) if more_languages else []
    if not (words or more):
        return {}
    found: dict[int, Decision] = {}
    if words:
        for pos in short:
            lowered = blocks[pos].text.lower()
            if any(word in lowered for word in words) and _is_prompt(lowered):
                found[blocks[pos].index] = _dropped(blocks[pos], probs[pos])
    for pos in more:
        if _is_more_prompt(blocks[pos].text.lower()):
            found[blocks[pos].index] = _dropped(blocks[pos], probs[pos])
    return found


def _dropped(block: Block, p: float) -> Decision:
    return Decision(block.index, Label.BOILERPLATE, _REASON.format(p=p))


def _is_more_prompt(lowered: str) -> bool:
    """True when the line (lower-cased) asks for access in order to read on, in one of
    the languages of :data:`MORE_READ_ON`."""
    return MORE_READ_ON.search(lowered) is not None and MORE_ACCESS.search(lowered) is not None


def _read_on_words(text: str) -> list[str]:
    """The :data:`READ_ON_WORDS` the lower-cased text may hold (all it holds, and maybe
    more): a line without one is no prompt.

    Read on the text's ASCII characters alone, lowered (no lowering of the whole text,
    dear on a text that is not ASCII): a word in the lower-cased text is lowered from a
    run of ASCII characters, since no other character lowers to ASCII but the Kelvin
    sign ("k") and the dotted capital I ("i" and a combining dot), and the words hold no
    "k" and do not end in "i"."""
    lowered = text.encode("ascii", "ignore").decode("ascii").lower()
    return [word for word in READ_ON_WORDS if word in lowered]


def _is_prompt(lowered: str) -> bool:
    """True when the line (lower-cased) asks for access in order to read on."""
    return READ_ON.search(lowered) is not None and ACCESS.search(lowered) is not None
