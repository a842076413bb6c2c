"""Dates written in other digits and calendars, for :mod:`thresher.metadata.date_text`.

* Digits of other scripts (Arabic-Indic, Persian, Devanagari, Bengali, Thai, fullwidth
  …) read as ASCII ones (:func:`fold_digits`: one character for one, offsets kept);
* Thai dates in the Buddhist era (year + 543) or the common one, month names and their
  abbreviations (``3 พ.ค. 2567``, ``3 พฤษภาคม 2567``, ``3 พ.ค. 67``);
* Persian (Solar Hijri) dates, by month name or in numbers in a text of Arabic script
  (``۱۴ اردیبهشت ۱۴۰۳``, ``۱۴۰۳/۰۲/۱۴``);
* Japanese era years (``令和6年5月3日``, ``平成31年4月1日``, ``令和元年``);
* Vietnamese "ngày 3 tháng 5 năm 2024" (the month a number after "tháng");
* a year, month and day each closed by a dot and a space (Korean and Hungarian
  ``2024. 5. 3.``);
* Lithuanian ``2024 m. gegužės 3 d.``;
* Latvian ``2024. gada 3. maijs`` (the year first, "gada": of the year);
* the Levant's two-word Arabic month names (``15 كانون الثاني 2024``, ``تشرين الأول``), which
  the month-name forms (one run of letters) do not read.

Each form is searched only when a cheap test finds its script or its words in the text.
The dates come back as Gregorian (year, month, day) numbers; the caller checks them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from thresher._core import kernel
from thresher._core.modules import FACTS
from thresher.html.patterns import LazyPattern

# The zero of each run of ten decimal digits read as ASCII ones.
_DIGIT_ZEROS = (
    0x0660,  # Arabic-Indic
    0x06F0,  # Extended Arabic-Indic (Persian, Urdu)
    0x0966,  # Devanagari
    0x09E6,  # Bengali
    0x0A66,  # Gurmukhi
    0x0AE6,  # Gujarati
    0x0B66,  # Oriya
    0x0BE6,  # Tamil
    0x0C66,  # Telugu
    0x0CE6,  # Kannada
    0x0D66,  # Malayalam
    0x0E50,  # Thai
    0x0ED0,  # Lao
    0x1040,  # Myanmar
    0x17E0,  # Khmer
    0xFF10,  # fullwidth
)
_DIGIT_TABLE = {zero + n: ord("0") + n for zero in _DIGIT_ZEROS for n in range(10)}
_OTHER_DIGIT = LazyPattern(
    "[" + "".join(f"{chr(zero)}-{chr(zero + 9)}" for zero in _DIGIT_ZEROS) + "]"
)


# A character every form read here needs: a digit of another script, a letter of the
# Arabic or the Thai script, the first character of a Japanese era's name.
_NEEDED = re.compile(_OTHER_DIGIT.pattern[:-1] + "\u0600-\u06ff\u0e01-\u0e4f令平]")


def fold_digits(text: str, at: int = 0) -> str:
    """``text`` with the digits of other scripts written as ASCII digits (one character
    for one: offsets into the text stay valid); ``at``: none comes before."""
    if _OTHER_DIGIT.search(text, at) is None:
        return text
    return _OTHER_DIGIT.sub(_ascii_digit, text)  # few digits: faster than str.translate


def _ascii_digit(match: re.Match[str]) -> str:
    return chr(_DIGIT_TABLE[ord(match.group())])


_THAI_MONTHS = (
    "มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม"
).split()
_THAI_ABBREVIATIONS = "ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.".split()
_THAI_MONTH = {
    name: n for names in (_THAI_MONTHS, _THAI_ABBREVIATIONS) for n, name in enumerate(names, 1)
}
_THAI_ERA = 543
_THAI_SCRIPT = re.compile("[\u0e01-\u0e4f]")
_THAI_DATE = LazyPattern(
    r"(?<!\d)(\d{1,2})\s*("
    + "|".join(re.escape(m) for m in sorted(_THAI_MONTH, key=len, reverse=True))
    + r")\s*(?:พ\.ศ\.|ค\.ศ\.)?\s*(\d{4}|\d{2})(?!\d)"
)

_PERSIAN_MONTHS = "فروردین اردیبهشت خرداد تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند".split()
_PERSIAN_MONTH = {name: n for n, name in enumerate(_PERSIAN_MONTHS, 1)}
_ARABIC_SCRIPT = re.compile("[\u0600-\u06ff]")
# Solar Hijri years of today's web pages (1995 to 2031)
_PERSIAN_YEAR = r"(13[7-9]\d|14[01]\d)"
_PERSIAN_NAMED = LazyPattern(
    r"(?<!\d)(\d{1,2})\s*("
    + "|".join(sorted(_PERSIAN_MONTHS, key=len, reverse=True))
    + r")(?![\u0600-\u06ff])\s*(?:ماه\s*)?"
    + _PERSIAN_YEAR
    + r"(?!\d)"
)
_PERSIAN_NUMERIC = LazyPattern(
    r"(?<![\d/.-])" + _PERSIAN_YEAR + r"([/.-])(\d{1,2})\2(\d{1,2})(?!\d)"
)

_JAPANESE_ERAS = {"令和": 2018, "平成": 1988}
_JAPANESE_ERA_DATE = LazyPattern(
    r"(令和|平成)\s*(元|\d{1,2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日"
)

_VIETNAMESE_DATE = LazyPattern(
    r"(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})(?:\s+năm|\s*,)?\s+((?:19|20)\d{2})(?!\d)",
    re.IGNORECASE,
)
_DOTTED_DATE = re.compile(r"(?<![\d.])((?:19|20)\d{2})\.\s(\d{1,2})\.\s(\d{1,2})\.?(?![\d.])")

_LITHUANIAN_MONTHS = (
    "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio "
    "lapkričio gruodžio"
).split()
_LITHUANIAN_DATE = LazyPattern(
    r"(?<!\d)((?:19|20)\d{2})\s*m\.\s*(" + "|".join(_LITHUANIAN_MONTHS) + r")\s+(\d{1,2})\s*d\.",
    re.IGNORECASE,
)

# The Levant's months named by two words: "كانون" or "تشرين" and "the first" / "the
# second" (with or without the hamza, a final "ى" for "ي"): January, December, October,
# November.
_LEVANTINE_MONTHS = {("كانون", 1): 12, ("كانون", 2): 1, ("تشرين", 1): 10, ("تشرين", 2): 11}
_LEVANTINE_DATE = LazyPattern(
    r"(?<!\d)(\d{1,2})\s*(كانون|تشرين)\s+ال(?:(أول|اول)|(ثاني|ثانى))"
    r"(?![\u0621-\u064a])\s*[،,]?\s*((?:19|20)\d{2})(?!\d)"
)

_LATVIAN_STEMS = (
    "janvār febru mart aprīl maij jūnij jūlij august septembr oktobr novembr decembr"
).split()
_LATVIAN_DATE = LazyPattern(
    r"(?<!\d)((?:19|20)\d{2})\.\s*gada\s+(\d{1,2})\.\s*(" + "|".join(_LATVIAN_STEMS) + r")",
    re.IGNORECASE,
)
# Basque, year first with its suffix and the month in the genitive, the day with its
# article ("2024ko martxoaren 15a", "2024ko martxoaren 15ean": on the 15th).
_BASQUE_MONTHS = (
    "urtarrilaren otsailaren martxoaren apirilaren maiatzaren ekainaren uztailaren "
    "abuztuaren irailaren urriaren azaroaren abenduaren"
).split()
_BASQUE_DATE = LazyPattern(
    r"(?<!\d)((?:19|20)\d{2})(?:ko|eko)\s+(" + "|".join(_BASQUE_MONTHS) + r")\s+(\d{1,2})(?!\d)",
    re.IGNORECASE,
)
# Kazakh, year first ("2024 жылғы 15 наурыз", "2024 ж. 15 наурыз": of the year 2024);
# the day-first form ("15 наурыз 2024") is a row of date_text's month table.
_KAZAKH_MONTHS = (
    "қаңтар ақпан наурыз сәуір мамыр маусым шілде тамыз қыркүйек қазан қараша желтоқсан"
).split()
_KAZAKH_DATE = LazyPattern(
    r"(?<!\d)((?:19|20)\d{2})\s*(?:жылғы|жылы|ж\.)\s*(\d{1,2})\s+("
    + "|".join(_KAZAKH_MONTHS)
    + r")",
    re.IGNORECASE,
)

# Khmer, day first with the words "month" and "year" ("ថ្ងៃទី០៥ ខែមីនា ឆ្នាំ២០២៥": day 5,
# month March, year 2025), in Khmer digits or ASCII ones
_KHMER_MONTHS = "មករា កុម្ភៈ មីនា មេសា ឧសភា មិថុនា កក្កដា សីហា កញ្ញា តុលា វិច្ឆិកា ធ្នូ".split()
_KHMER_DATE = LazyPattern(
    r"(?<!\d)(\d{1,2})\s*ខែ\s*(" + "|".join(_KHMER_MONTHS) + r")\s*ឆ្នាំ\s*((?:19|20)\d{2})(?!\d)"
)
# Burmese, year first with the words "year", "month" and "day" ("၂၀၂၅ ခုနှစ် မတ်လ ၅ ရက်":
# the year 2025, the month of March, the 5th day); August in both spellings
_BURMESE_MONTHS = {
    name: n
    for n, names in enumerate(
        ("ဇန်နဝါရီ ဖေဖော်ဝါရီ မတ် ဧပြီ မေ ဇွန် ဇူလိုင် ဩဂုတ်/သြဂုတ် စက်တင်ဘာ အောက်တိုဘာ နိုဝင်ဘာ ဒီဇင်ဘာ").split(),
        1,
    )
    for name in names.split("/")
}
_BURMESE_DATE = LazyPattern(
    r"(?<!\d)((?:19|20)\d{2})\s*ခုနှစ်\s*[,၊]?\s*("
    + "|".join(sorted(_BURMESE_MONTHS, key=len, reverse=True))
    + r")\s*လ?\s*(\d{1,2})\s*ရက်"
)

Found = tuple[int, int, int, int, int]  # start, end, year, month, day


def calendar_dates(text: str) -> tuple[str, list[Found]]:
    """``text`` with its digits folded (:func:`fold_digits`), and the (start, end, year,
    month, day) of each date of the whole-text forms above (Thai, Persian, Japanese eras)
    in it, the year and month Gregorian. Most texts hold no character these need: one
    scan tells."""
    at = -1 if text.isascii() else _needed_start(text)
    if at < 0:
        return text, []
    folded = fold_digits(text, at)
    found: list[Found] = []
    if _THAI_SCRIPT.search(text, at):
        found += _thai(folded)
    if _ARABIC_SCRIPT.search(text, at):  # Persian digits are of the script, folded or not
        found += _persian(folded)
    if "令和" in text or "平成" in text:
        found += _japanese_era(folded)
    return folded, found


def _needed_start(text: str) -> int:
    """Where ``_NEEDED`` first matches in ``text``, -1 nowhere: by the compiled scan
    (``thresher._core._facts``, which reads the class from the pattern) when it is built
    and ``THRESHER_PURE`` is not set, else by the pattern; the same answer either way."""
    compiled = kernel(FACTS)
    found = None if compiled is None else compiled.needed_start(text)
    if found is None:
        needed = _NEEDED.search(text)
        return -1 if needed is None else needed.start()
    return found


def window_dates(window: str, ascii_text: bool) -> Iterator[Found]:
    """(start, end, year, month, day) of the dates of the forms with a Gregorian year of
    four digits in ``window`` (a stretch around such a year): Lithuanian, Latvian and Basque
    in any text; Kazakh, Vietnamese, the dotted form, the Levant's two-word months, Khmer
    and Burmese only in a text not all ASCII."""
    if " m." in window:
        yield from _lithuanian(window)
    if "gada" in window:
        for match in _LATVIAN_DATE.finditer(window):
            month = _LATVIAN_STEMS.index(match.group(3).lower()) + 1
            yield match.start(), match.end(), int(match.group(1)), month, int(match.group(2))
    if "ko " in window or "KO " in window:
        for match in _BASQUE_DATE.finditer(window):
            month = _BASQUE_MONTHS.index(match.group(2).lower()) + 1
            yield match.start(), match.end(), int(match.group(1)), month, int(match.group(3))
    if ascii_text:
        return
    if "ж" in window:
        for match in _KAZAKH_DATE.finditer(window):
            month = _KAZAKH_MONTHS.index(match.group(3).lower()) + 1
            yield match.start(), match.end(), int(match.group(1)), month, int(match.group(2))
    if "háng" in window or "HÁNG" in window:
        yield from _numbered(_VIETNAMESE_DATE, window, (3, 2, 1))
    if ". " in window:
        yield from _numbered(_DOTTED_DATE, window, (1, 2, 3))
    if "كانون" in window or "تشرين" in window:
        yield from _levantine(window)
    if "ខែ" in window:
        for match in _KHMER_DATE.finditer(window):
            month = _KHMER_MONTHS.index(match.group(2)) + 1
            yield match.start(), match.end(), int(match.group(3)), month, int(match.group(1))
    if "ခုနှစ်" in window:
        for match in _BURMESE_DATE.finditer(window):
            month = _BURMESE_MONTHS[match.group(2)]
            yield match.start(), match.end(), int(match.group(1)), month, int(match.group(3))


def _numbered(pattern: re.Pattern[str], text: str, order: tuple[int, int, int]) -> Iterator[Found]:
    """The matches of a form whose year, month and day are numbers, in groups ``order``."""
    year, month, day = order
    for match in pattern.finditer(text):
        numbers = int(match.group(year)), int(match.group(month)), int(match.group(day))
        yield match.start(), match.end(), *numbers


def _thai(text: str) -> Iterator[Found]:
    for match in _THAI_DATE.finditer(text):
        day, name, year_text = match.groups()
        year = int(year_text)
        if len(year_text) == 2:  # "3 พ.ค. 67": the Buddhist era's last two digits
            if name in _THAI_MONTHS:
                continue
            year += 2500
        if year > 2400:
            year -= _THAI_ERA
        yield match.start(), match.end(), year, _THAI_MONTH[name], int(day)


def _persian(text: str) -> Iterator[Found]:
    for match in _PERSIAN_NAMED.finditer(text):
        day, name, year = match.groups()
        yield (
            match.start(),
            match.end(),
            *jalali_to_gregorian(int(year), _PERSIAN_MONTH[name], int(day)),
        )
    for match in _PERSIAN_NUMERIC.finditer(text):
        year, _, month, day = match.groups()
        if 1 <= int(month) <= 12:
            yield match.start(), match.end(), *jalali_to_gregorian(int(year), int(month), int(day))


def _japanese_era(text: str) -> Iterator[Found]:
    for match in _JAPANESE_ERA_DATE.finditer(text):
        era, year, month, day = match.groups()
        number = 1 if year == "元" else int(year)
        yield match.start(), match.end(), _JAPANESE_ERAS[era] + number, int(month), int(day)


def _lithuanian(text: str) -> Iterator[Found]:
    for match in _LITHUANIAN_DATE.finditer(text):
        year, name, day = match.groups()
        yield (
            match.start(),
            match.end(),
            int(year),
            _LITHUANIAN_MONTHS.index(name.lower()) + 1,
            int(day),
        )


def _levantine(text: str) -> Iterator[Found]:
    for match in _LEVANTINE_DATE.finditer(text):
        day, name, first, _, year = match.groups()
        month = _LEVANTINE_MONTHS[(name, 1 if first else 2)]
        yield match.start(), match.end(), int(year), month, int(day)


def jalali_to_gregorian(year: int, month: int, day: int) -> tuple[int, int, int]:
    """The Gregorian (year, month, day) of a Solar Hijri date (the arithmetic of the
    jalaali calendar, exact for the years of today's pages); an impossible day or month
    gives month 0, which no date accepts."""
    if not (1 <= month <= 12 and 1 <= day <= (31 if month <= 6 else 30)):
        return year + 621, 0, day
    year += 1595
    days = -355668 + 365 * year + (year // 33) * 8 + ((year % 33) + 3) // 4 + day
    days += (month - 1) * 31 if month < 7 else (month - 7) * 30 + 186
    gregorian = 400 * (days // 146097)
    days %= 146097
    if days > 36524:
        days -= 1
        gregorian += 100 * (days // 36524)
        days %= 36524
        if days >= 365:
            days += 1
    gregorian += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        gregorian += (days - 1) // 365
        days = (days - 1) % 365
    leap = gregorian % 4 == 0 and (gregorian % 100 != 0 or gregorian % 400 == 0)
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    day_of_month, number = days + 1, 0
    while number < 12 and day_of_month > lengths[number]:
        day_of_month -= lengths[number]
        number += 1
    return gregorian, number + 1, day_of_month
