"""Dates written in text: numeric and month-name forms in many languages.

Forms (``_PATTERNS``, tried together, the earliest match in the text wins):

* ISO and year-first: ``2021-03-05``, ``2021/3/5``, ``2021.03.05``, with a time or not;
* Chinese / Japanese / Korean: ``2021年3月5日``, ``2021년 3월 5일``;
* day-first numeric: ``05.03.2021`` (de, ru, cs, hr …), ``05-03-2021``; month first
  (``11-29-2024``, forum software) only where the day-first reading is no date;
* slashed ``05/03/2021``: day-first unless the day cannot be one or the page is
  in US English (``month_first``);
* month names: ``March 5, 2021``, ``5 March 2021``, ``5. März 2021``,
  ``5 марта 2021 г.``, ``le 1er mars 2021``, ``5 de marzo de 2021``, ``5 maggio 2021``,
  with abbreviations (``Mar.``, ``févr.``, ``дек.``) in en, de, fr, es, ru, it,
  pt, nl, ro, and the day-first forms of pl, cs, sk, sl, sr (both scripts), bg, uk, el,
  sv, da, no, fi, et, tr, hu, ca, id, ms, ar (with the Levant's and the Maghreb's names), fa,
  ur, hi, bn, ta, te, he, ka, hy, is, lv, kk, sw, cy, ha, with Italian, Portuguese and
  Dutch abbreviations; Croatian's but October (its "listopad" is another month than the
  Polish and the Czech);
* year first with a month name: ``2023 Jan 7`` (PubMed's citation dates),
  ``2023. január 7.`` (Hungarian), the day not followed by a word ("in 2023 may 5 people").

* other digits (Arabic-Indic, Persian, Devanagari, Thai, fullwidth …) and calendars (Thai
  Buddhist era, Persian Solar Hijri, Japanese eras), Vietnamese, dotted Korean and Hungarian
  and Lithuanian forms: :mod:`thresher.metadata.date_calendars`.

A date before 1995 or after tomorrow is not a page date and is skipped.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date, timedelta
from functools import lru_cache

from thresher._core import kernel
from thresher._core.modules import PARSE
from thresher.metadata.date_calendars import calendar_dates, window_dates

_MONTH_TABLE: dict[str, tuple[str, ...]] = {
    "en": (
        "january february march april may june july august september october november december"
    ).split(),
    "en_abbr": "jan feb mar apr may jun jul aug sep oct nov dec".split(),
    "de": (
        "januar februar märz april mai juni juli august september oktober november dezember"
    ).split(),
    "de_abbr": "jan feb mär apr mai jun jul aug sep okt nov dez".split(),
    "fr": (
        "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"
    ).split(),
    "fr_abbr": "janv févr mars avr mai juin juil août sept oct nov déc".split(),
    "es": (
        "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre"
    ).split(),
    "es_abbr": "ene feb mar abr may jun jul ago sep oct nov dic".split(),
    "ru_gen": (
        "января февраля марта апреля мая июня июля августа сентября октября ноября декабря"
    ).split(),
    "ru_nom": (
        "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь"
    ).split(),
    "ru_abbr": "янв фев мар апр май июн июл авг сен окт ноя дек".split(),
    "it": (
        "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre "
        "dicembre"
    ).split(),
    "pt": (
        "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro"
    ).split(),
    "nl": (
        "januari februari maart april mei juni juli augustus september oktober november december"
    ).split(),
    "ro": (
        "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie "
        "decembrie"
    ).split(),
    "pl": (
        "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października "
        "listopada grudnia"
    ).split(),
    "cs": (
        "ledna února března dubna května června července srpna září října listopadu prosince"
    ).split(),
    "sv": (
        "januari februari mars april maj juni juli augusti september oktober november december"
    ).split(),
    "da": (
        "januar februar marts april maj juni juli august september oktober november december"
    ).split(),
    "no": (
        "januar februar mars april mai juni juli august september oktober november desember"
    ).split(),
    "fi": (
        "tammikuuta helmikuuta maaliskuuta huhtikuuta toukokuuta kesäkuuta heinäkuuta elokuuta "
        "syyskuuta lokakuuta marraskuuta joulukuuta"
    ).split(),
    "tr": "ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık".split(),
    "hu": (
        "január február március április május június július augusztus szeptember október "
        "november december"
    ).split(),
    "uk": (
        "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня"
    ).split(),
    "el": (
        "ιανουαρίου φεβρουαρίου μαρτίου απριλίου μαΐου ιουνίου ιουλίου αυγούστου σεπτεμβρίου "
        "οκτωβρίου νοεμβρίου δεκεμβρίου"
    ).split(),
    # written in capitals, Greek drops the accents ("3 ΜΑΪΟΥ 2024")
    "el_caps": (
        "ιανουαριου φεβρουαριου μαρτιου απριλιου μαϊου ιουνιου ιουλιου αυγουστου "
        "σεπτεμβριου οκτωβριου νοεμβριου δεκεμβριου"
    ).split(),
    "id": (
        "januari februari maret april mei juni juli agustus september oktober november desember"
    ).split(),
    "ms": (
        "januari februari mac april mei jun julai ogos september oktober november disember"
    ).split(),
    "it_abbr": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "nl_abbr": "jan feb mrt apr mei jun jul aug sep okt nov dec".split(),
    "ca": (
        "gener febrer març abril maig juny juliol agost setembre octubre novembre desembre"
    ).split(),
    "sk": (
        "januára februára marca apríla mája júna júla augusta septembra októbra novembra decembra"
    ).split(),
    "sl": (
        "januarja februarja marca aprila maja junija julija avgusta septembra oktobra novembra "
        "decembra"
    ).split(),
    "sr": (
        "јануар фебруар март април мај јун јул август септембар октобар новембар децембар"
    ).split(),
    "sr_latn": (
        "januar februar mart april maj jun jul avgust septembar oktobar novembar decembar"
    ).split(),
    "et": (
        "jaanuar veebruar märts aprill mai juuni juuli august september oktoober november detsember"
    ).split(),
    "bg": (
        "януари февруари март април май юни юли август септември октомври ноември декември"
    ).split(),
    "ar": "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(),
    # the Levant's Syriac names (but the two-word ones: كانون الثاني, تشرين الأول …) and the
    # Maghreb's French ones (مارس as above)
    "ar_levant": "- شباط آذار نيسان أيار حزيران تموز آب أيلول - - -".split(),
    "ar_maghreb": "جانفي فيفري - أفريل ماي جوان جويلية أوت - - - -".split(),
    "fa": "ژانویه فوریه مارس آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر".split(),
    "ur": "جنوری فروری مارچ اپریل مئی جون جولائی اگست ستمبر اکتوبر نومبر دسمبر".split(),
    "bn": ("জানুয়ারি ফেব্রুয়ারি মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর").split(),
    "ta": "ஜனவரி பிப்ரவரி மார்ச் ஏப்ரல் மே ஜூன் ஜூலை ஆகஸ்ட் செப்டம்பர் அக்டோபர் நவம்பர் டிசம்பர்".split(),
    # Hebrew, and with the preposition ("3 במאי 2024": on 3 May)
    "he": "ינואר פברואר מרץ אפריל מאי יוני יולי אוגוסט ספטמבר אוקטובר נובמבר דצמבר".split(),
    "he_on": (
        "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר"
    ).split(),
    "ka": (
        "იანვარი თებერვალი მარტი აპრილი მაისი ივნისი ივლისი აგვისტო სექტემბერი ოქტომბერი "
        "ნოემბერი დეკემბერი"
    ).split(),
    "hy": (
        "հունվարի փետրվարի մարտի ապրիլի մայիսի հունիսի հուլիսի օգոստոսի սեպտեմբերի "
        "հոկտեմբերի նոյեմբերի դեկտեմբերի"
    ).split(),
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(),
    "is": (
        "janúar febrúar mars apríl maí júní júlí ágúst september október nóvember desember"
    ).split(),
    # Croatian, genitive and nominative, but October ("listopada" is the Polish November,
    # "listopad" the Czech and the Polish one)
    "hr": (
        "siječnja veljače ožujka travnja svibnja lipnja srpnja kolovoza rujna - studenoga prosinca"
    ).split(),
    "hr_nom": (
        "siječanj veljača ožujak travanj svibanj lipanj srpanj kolovoz rujan - studeni prosinac"
    ).split(),
    # Latvian, nominative and genitive ("3. maijs", "2024. gada 3. maijā" reads the year
    # before: :mod:`thresher.metadata.date_calendars`)
    "lv": (
        "janvāris februāris marts aprīlis maijs jūnijs jūlijs augusts septembris oktobris "
        "novembris decembris"
    ).split(),
    "lv_loc": (
        "janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī oktobrī "
        "novembrī decembrī"
    ).split(),
    # Swahili, Welsh, Hausa ("5 Machi 2025", "5 Mawrth 2025", "Maris 5, 2025"), Telugu
    "sw": (
        "januari februari machi aprili mei juni julai agosti septemba oktoba novemba desemba"
    ).split(),
    "cy": (
        "ionawr chwefror mawrth ebrill mai mehefin gorffennaf awst medi hydref tachwedd rhagfyr"
    ).split(),
    "ha": (
        "janairu fabrairu maris afrilu mayu yuni yuli agusta satumba oktoba nuwamba disamba"
    ).split(),
    "te": "జనవరి ఫిబ్రవరి మార్చి ఏప్రిల్ మే జూన్ జూలై ఆగస్టు సెప్టెంబర్ అక్టోబర్ నవంబర్ డిసెంబర్".split(),
    # Irish (but September and October, two words: "Meán Fómhair", "Deireadh Fómhair"),
    # Maltese ("5 ta' Marzu 2025": the particle is read by the "dmy" form), Somali
    "ga": (
        "eanáir feabhra márta aibreán bealtaine meitheamh iúil lúnasa - - samhain nollaig"
    ).split(),
    "mt": (
        "jannar frar marzu april mejju ġunju lulju awwissu settembru ottubru novembru diċembru"
    ).split(),
    "so": (
        "janaayo febraayo maarso abriil maajo juun luuliyo agoosto sebtembar oktoobar nofembar "
        "desembar"
    ).split(),
    # Kazakh ("15 наурыз 2024"; year first: :mod:`thresher.metadata.date_calendars`)
    "kk": (
        "қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан"
    ).split(),
}
# Names outside the table: other spellings, and Portuguese abbreviations but "out" (October,
# an English word).
MONTHS: dict[str, int] = {
    **{"sept": 9, "févr.": 2, "сент": 9, "फरवरी": 2, "सितम्बर": 9},
    **{"fev": 2, "abr": 4, "set": 9, "dez": 12},
    # Arabic spellings without the hamza or with Egypt's endings; Persian's English ones
    **{"ابريل": 4, "إبريل": 4, "اغسطس": 8, "اكتوبر": 10, "يونيه": 6, "يوليه": 7},
    **{"جولای": 7, "آگوست": 8},
}
for _names in _MONTH_TABLE.values():
    for _number, _name in enumerate(_names, 1):
        if _name == "-":
            continue  # a month the list does not name
        MONTHS.setdefault(_name, _number)
        MONTHS.setdefault(_name.casefold(), _number)  # the key month_number looks up

_MONTH = "|".join(sorted((re.escape(m) for m in MONTHS), key=len, reverse=True))


def _grouped(names: str) -> str:
    """An alternation of ``names`` ("a|b|…") grouped by first letter: the same matches,
    tried in the same order, but re tests each letter once instead of every name (three
    hundred of them) at each place a month may start."""
    groups: dict[str, list[str]] = {}
    for name in names.split("|"):
        groups.setdefault(name[0], []).append(name[1:])
    return "|".join(f"{re.escape(first)}(?:{'|'.join(rests)})" for first, rests in groups.items())


_MONTH_GROUPED = _grouped(_MONTH)
# Every month name opens with one of these letters (matched case-insensitively, as the
# names are): looked ahead for before the names, re tries none of them where none can
# start (it tries the names one by one: a hundred and fifty at each digit of a window).
_MONTH_AHEAD = "(?=[" + "".join(sorted({re.escape(m[0]) for m in MONTHS})) + "])"
_YEAR = r"((?:19|20)\d{2})"
_MDY_TAIL = rf"(?:st|nd|rd|th)?,?\s+{_YEAR}(?!\d)"  # after the day of "March 5th, 2021"
# A pattern that opens with a look-behind is tried at every position of the text; the
# forms that start with a number test it after the number's first character instead
# ("(?<![\d.])(\d{1,2})" written "(\d(?<![\d.]\d)\d?)": the same matches), so that re
# skips to the next digit in C.
_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(_YEAR + r"\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?"), "ymd"),
    (re.compile(r"((?:19|20)(?<![\d.]..)\d{2})([-/.])(\d{1,2})\2(\d{1,2})(?![\d])"), "y-m-d"),
    (re.compile(r"(\d(?<![\d.]\d)\d?)([.-])\s?(\d{1,2})\2\s?" + _YEAR + r"(?!\d)"), "d-m-y"),
    (re.compile(r"(\d(?<![\d/]\d)\d?)/(\d{1,2})/" + _YEAR + r"(?!\d)"), "slash"),
)
# The characters each form of ``_PATTERNS`` needs one of (a literal of its pattern, outside
# any optional part): a window holding none of them is not searched with it (most windows
# hold no "年" and no "/"; the same matches, without the search's cost of some 12 000
# instructions a window).
_PATTERN_NEEDS: dict[str, tuple[str, ...]] = {
    "ymd": ("年", "년"),
    "y-m-d": ("-", "/", "."),
    "d-m-y": (".", "-"),
    "slash": ("/",),
}
# The month-name forms: what comes before the month and after it. Each is searched as
# ``before + _MONTH_AHEAD + "(" + names + ")" + after`` (:func:`month_form`) under
# IGNORECASE, with the names of ``_MONTH_GROUPED`` (:func:`month_form_patterns`).
_MONTH_FORMS: tuple[tuple[str, str, str], ...] = (
    (
        "dmy",
        r"(\d(?<!\w\d)\d?)(?:st|nd|rd|th|er|º|\.)?\s*(?:de\s+|of\s+|ta['’]\s*)?",
        r"\.?,?\s*(?:de\s+|del\s+)?" + _YEAR + r"(?!\d)",
    ),
    ("mdy", r"(?<![\w])", r"\.?\s+(\d{1,2})" + _MDY_TAIL),
    (
        "ynd",
        r"((?:19|20)(?<![\d.]..)\d{2})\.?\s+",
        r"\.?\s+(\d{1,2})(?![\d:])(?!\s+[^\W\d])",
    ),
)
# The month group of the forms as searched: a run of the names' characters (and a dot
# before a dot, for "févr." followed by one), where the names themselves cost re some
# 33 million instructions a form to compile. A word found is looked up in the table
# (:func:`is_month_name`); see :func:`month_matches` for why that finds what the names
# find.
_NAME_CHARS = "".join(sorted(set("".join(MONTHS)) - {"."}))
_MONTH_WORD = "[" + re.escape(_NAME_CHARS) + r"]+(?:\.(?=\.))?"
# The end of every "mdy" match, searched first: the month names tried at every position
# under IGNORECASE cost more than all the other forms together, and most windows hold
# no day before their year.
_MDY_NEEDS = re.compile(r"\d" + _MDY_TAIL, re.IGNORECASE)
MIN_YEAR = 1995
_ANY_YEAR = re.compile(r"(?:19|20)\d{2}")
_WINDOW_BEFORE = 40
_WINDOW_AFTER = 24


def make_date(year: int, month: int, day: int) -> str | None:
    """ISO date for the numbers when they form a plausible page date, else None."""
    try:
        found = date(year, month, day)
    except ValueError:
        return None
    if found.year < MIN_YEAR or found > date.today() + timedelta(days=1):
        return None
    return found.isoformat()


def month_number(name: str) -> int | None:
    """The month a (possibly abbreviated) month name stands for."""
    key = name.casefold().rstrip(".")
    return MONTHS.get(key) or MONTHS.get(key + ".")


def _convert(g: tuple[str, ...], kind: str, month_first: bool) -> str | None:
    if kind == "ymd":
        return make_date(int(g[0]), int(g[1]), int(g[2]))
    if kind == "y-m-d":
        return make_date(int(g[0]), int(g[2]), int(g[3]))
    if kind == "d-m-y":  # month first ("11-29-2024") where the day cannot be a month
        first, second, year = int(g[0]), int(g[2]), int(g[3])
        return make_date(year, second, first) or make_date(year, first, second)
    if kind == "slash":
        first, second, year = int(g[0]), int(g[1]), int(g[2])
        if first > 12 or (not month_first and second <= 12):
            return make_date(year, second, first)
        return make_date(year, first, second)
    if kind == "dmy":
        return make_date(int(g[2]), month_number(g[1]) or 0, int(g[0]))
    if kind == "ynd":
        return make_date(int(g[0]), month_number(g[1]) or 0, int(g[2]))
    return make_date(int(g[2]), month_number(g[0]) or 0, int(g[1]))


def _year_windows(text: str) -> list[tuple[int, int]]:
    """Stretches of text around each four-digit year: every date form needs a year."""
    windows: list[tuple[int, int]] = []
    for year in year_starts(text):
        start, end = max(0, year - _WINDOW_BEFORE), year + 4 + _WINDOW_AFTER
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows


def year_starts(text: str) -> list[int]:
    """:func:`year_starts_reference`, by the compiled kernel (``_parse.year_starts``, one
    pass over the text in place) when it is built and ``THRESHER_PURE`` is not set."""
    compiled = kernel(PARSE)
    if compiled is None:
        return year_starts_reference(text)
    return compiled.year_starts(text)


def year_starts_reference(text: str) -> list[int]:
    """Where the matches of ``_ANY_YEAR`` start (``re.finditer``: left to right, none
    overlapping), found by a plain search for "19" and "20" (far faster than the pattern's
    over a long text, where most characters are no digit)."""
    found: list[int] = []
    nineteen, twenty = text.find("19"), text.find("20")
    while nineteen >= 0 or twenty >= 0:
        at = twenty if nineteen < 0 or 0 <= twenty < nineteen else nineteen
        digits = text[at + 2 : at + 4]
        after = at + 4 if len(digits) == 2 and digits.isdecimal() else at + 1
        if after > at + 1:
            found.append(at)
        if 0 <= nineteen < after:  # (-1: none left, not searched again)
            nineteen = text.find("19", after)
        if 0 <= twenty < after:
            twenty = text.find("20", after)
    return found


# The words a line that is only a date may hold besides month names and numbers:
# weekdays, a time's, the joining words of dates ("5 de marzo de 2021", "le 5 mars"),
# and the CJK date characters.
_DATE_LINE_WORDS: frozenset[str] = frozenset(
    (
        "monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur "
        "thurs fri sat sun am pm a m p at on of the de del le la el um uhr h г года ta "
        "年 月 日 년 월 일 时 分 點 点 时 時"
    ).split()
)
_LETTER_RUN = re.compile(r"[^\W\d_]+")
MAX_DATE_LINE_CHARS = 60


def is_date_line(text: str) -> bool:
    """True for a short text that is a date and nothing else ("01/07/2008 (6:00 pm)",
    "Monday, 5 March 2021"): every word a month's name, a weekday's, a time's or a date's
    joining word."""
    if len(text) > MAX_DATE_LINE_CHARS or not find_text_dates(text):
        return False
    words = _LETTER_RUN.findall(text)
    return all(w.casefold() in _DATE_LINE_WORDS or month_number(w) for w in words)


def is_day_label(text: str) -> bool:
    """True for a short text of date words alone with a month's name and a number, no full
    date needed ("Tuesday January 15", "März 2021"): a dated list's day heading without its
    year. ("El mar" is no date: it has no number.)"""
    if len(text) > MAX_DATE_LINE_CHARS or not any(c.isdigit() for c in text):
        return False
    words = _LETTER_RUN.findall(text)
    months = [w for w in words if month_number(w)]
    return bool(months) and all(w.casefold() in _DATE_LINE_WORDS for w in words if w not in months)


def find_text_dates(text: str, month_first: bool = False) -> list[tuple[int, str]]:
    """Every date found in ``text`` as (offset, ISO date), in text order."""
    found: list[tuple[int, int, str]] = []
    # digits of other scripts folded one character for one: the offsets hold for the text
    folded, calendars = calendar_dates(text)
    for begin, end, *numbers in calendars:
        iso = make_date(*numbers)
        if iso:
            found.append((begin, -end, iso))
    ascii_text, text = text.isascii(), folded
    for start, end in _year_windows(text):
        window = text[start:end]
        for begin, stop, *numbers in window_dates(window, ascii_text):
            iso = make_date(*numbers)
            if iso:
                found.append((start + begin, -(start + stop), iso))
        for pattern, kind in _PATTERNS:
            for char in _PATTERN_NEEDS[kind]:
                if char in window:
                    break
            else:
                continue  # the window holds no character the form needs
            for match in pattern.finditer(window):
                iso = _convert(match.groups(), kind, month_first)
                if iso:
                    found.append((start + match.start(), -(start + match.end()), iso))
        for kind, _, _ in _MONTH_FORMS:
            if kind == "mdy" and _MDY_NEEDS.search(window) is None:
                continue
            for begin, end, groups in month_matches(kind, window):
                iso = _convert(groups, kind, month_first)
                if iso:
                    found.append((start + begin, -(start + end), iso))
    found = sorted(set(found))
    taken: list[tuple[int, str]] = []
    end = -1
    for start, neg_end, iso in found:
        if start >= end:
            taken.append((start, iso))
            end = -neg_end
    return taken


def text_date(text: str, month_first: bool = False) -> str | None:
    """The first plausible date written in ``text``."""
    found = find_text_dates(text, month_first)
    return found[0][1] if found else None


def parse_date(value: str, month_first: bool = False) -> str | None:
    """A date from a machine-readable value (ISO timestamp first) or from text."""
    if not value:
        return None
    value = value.strip()
    iso = re.match(r"((?:19|20)\d{2})-?(\d{2})-?(\d{2})(?:[T\s]|$)", value)
    if iso:
        found = make_date(int(iso.group(1)), int(iso.group(2)), int(iso.group(3)))
        if found:
            return found
    if value.isdigit() and len(value) in (10, 13):
        return _from_timestamp(int(value[:10]))
    return text_date(value, month_first)


def _fold_char(char: str) -> str:
    """The character ``char`` stands for under re's IGNORECASE: the lower case of its upper
    case ("ſ" folds to "s", "ı" and "I" to "i"; "İ" to "i", as re lowers it to one
    character), or itself where that is not one character ("ΐ", whose twin "ΐ" is
    listed in ``_FOLD_TWINS``). ``tests/metadata/test_date_month_words.py`` holds the
    folds equal to re's matches on every code point for the names' characters."""
    lower = char.lower()[0]
    upper = lower.upper()
    if len(upper) == 1:
        return upper.lower()
    return _FOLD_TWINS.get(lower, lower)


# Characters re matches to each other under IGNORECASE whose upper case is no one
# character ("\u1fd3" GREEK SMALL LETTER IOTA WITH DIALYTIKA AND OXIA is "\u0390"'s twin).
_FOLD_TWINS = {"\u1fd3": "\u0390"}


class _FoldTable(dict[int, str]):
    """``str.translate``'s table of :func:`_fold_char`, filled as characters are met."""

    def __missing__(self, code: int) -> str:
        folded = self[code] = _fold_char(chr(code))
        return folded


_FOLDS = _FoldTable()


def fold(text: str) -> str:
    """``text`` with every character folded (:func:`_fold_char`): two texts fold alike
    exactly when re matches one with the other under IGNORECASE, for the characters of
    the month names."""
    return text.translate(_FOLDS)


# Each entry of ``_MONTH`` (escaped, in its order) and its name folded.
_NAME_FOLDS = tuple((entry, fold(entry.replace("\\", ""))) for entry in _MONTH.split("|"))
_FOLDED_NAMES = frozenset(folded for _, folded in _NAME_FOLDS)


def is_month_name(word: str) -> bool:
    """Whether re matches ``word`` with one of the month names under IGNORECASE."""
    return fold(word) in _FOLDED_NAMES


def month_form(kind: str, names: str) -> str:
    """The source of a month-name form with ``names`` ("a|b|…") for its month group."""
    before, after = next((b, a) for k, b, a in _MONTH_FORMS if k == kind)
    return before + _MONTH_AHEAD + "(" + names + ")" + after


@lru_cache(maxsize=128)  # the forms with the names some texts hold: a few in a hundred pages
def _compiled_form(kind: str, names: str) -> re.Pattern[str]:
    return re.compile(month_form(kind, names), re.IGNORECASE)


def month_form_patterns() -> dict[str, re.Pattern[str]]:
    """Each month-name form with all the names, compiled (the definition that
    :func:`month_matches` finds the matches of; costly to compile)."""
    return {kind: _compiled_form(kind, _MONTH_GROUPED) for kind, _, _ in _MONTH_FORMS}


def month_matches(kind: str, text: str) -> Iterator[tuple[int, int, tuple[str, ...]]]:
    """(start, end, groups) of each match of the month-name form ``kind`` in ``text``, as
    ``month_form_patterns()[kind].finditer(text)`` gives them.

    The form is searched with a run of the names' characters for the month (``_MONTH_WORD``):
    every path re tries for the names is one it tries for the runs, in the same order (the
    names longest first, the runs longest first), so where the first run it accepts is a
    name, that is the names' match. Where it is not (a word before a year), the names may
    still match further on: the rest of the text is searched with the names that occur in
    it (none, mostly, and then nothing is searched)."""
    word_form = _compiled_form(kind, _MONTH_WORD)
    group = 1 if kind == "mdy" else 2  # the month's group
    at = 0
    while (match := word_form.search(text, at)) is not None:
        groups = match.groups()
        month = _month_text(groups[group - 1], text, match.end(group))
        if month is None:
            yield from _with_names_found(kind, text, match.start())
            return
        yield match.start(), match.end(), (*groups[: group - 1], month, *groups[group:])
        at = match.end()


def _month_text(word: str, text: str, end: int) -> str | None:
    """The month as the names' pattern matches it for the run ``word`` ending at ``end``:
    the run, or the run and the dot after it ("févr."); None when no name is."""
    if text[end : end + 1] == "." and is_month_name(word + "."):
        return word + "."
    return word if is_month_name(word) else None


def _with_names_found(kind: str, text: str, at: int) -> Iterator[tuple[int, int, tuple[str, ...]]]:
    """The matches of form ``kind`` from ``at`` on, searched with the names that occur in
    ``text`` (the same matches as with all of them)."""
    folded = fold(text)
    names = [entry for entry, name in _NAME_FOLDS if name in folded]
    if not names:
        return
    pattern = _compiled_form(kind, _grouped("|".join(names)))
    for match in pattern.finditer(text, at):
        yield match.start(), match.end(), match.groups()


def _from_timestamp(seconds: int) -> str | None:
    from datetime import UTC, datetime

    try:
        found = datetime.fromtimestamp(seconds, tz=UTC).date()
    except (OverflowError, OSError, ValueError):
        return None
    return make_date(found.year, found.month, found.day)
