"""Turn a byline or a metadata value into author names, and tell a name from a label.

Every rule here is a generic convention of bylines: a leading "By" (or a localised
form, :data:`~thresher.metadata.byline_words.BYLINE_PREFIXES`), the name ending at a
separator, a line break or a date (a date alone before it is passed), several names
joined by commas or "and", and credentials ("MD"), a role line ("Senior Editor,
Google News") or an employer ("Pete Yost, Associated Press") after a name; Chinese
reporter credits ("（记者 张建 周长庆）"). A site's own names are never used.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable

from thresher.html.patterns import LazyPattern
from thresher.metadata.byline_words import (
    AUTHOR_JOINERS,
    AUTHOR_PAGE_CLOSERS,
    AUTHOR_PAGE_OPENERS,
    BEAT_NOUNS,
    BROWSE_LINKS,
    BROWSE_WORDS,
    BYLINE_PREFIXES,
    BYLINE_SUFFIXES,
    COLON_PREFIXES,
    COMMA_PREFIXES,
    DATE_JOINERS,
    DATE_LABELS,
    DATE_ZONE_WORDS,
    DATED_BYLINE_WORDS,
    ENGLISH_WORD_PREFIXES,
    FULL_NAME_LABELS,
    GLUED_NAME_LABELS,
    HAN_DESK_ENDINGS,
    HAN_NOT_NAME_FIRSTS,
    IMAGE_CREDIT_WORDS,
    JAPANESE_DESK_ENDINGS,
    JAPANESE_PARTICLES,
    JAPANESE_ROLE_ENDINGS,
    JAPANESE_WIRES,
    KOREAN_PICTURE_ROLES,
    KOREAN_REPORTER_ROLES,
    KOREAN_REPORTER_WORD,
    LANGUAGE_NAME_LABELS,
    LANGUAGE_ONLY_PREFIXES,
    LANGUAGE_PREFIXES,
    LEGAL_FORMS,
    LINE_LABELS,
    LOWER_CASE_JOINERS,
    LOWER_NAME_PART_PREFIXES,
    MONTHS,
    NAME_ARTICLES,
    NAME_CREDENTIALS,
    NAME_LINK_WORDS,
    NAME_PART_OPENINGS,
    NAME_PART_PREFIXES,
    NAME_PARTICLES,
    NAME_TITLES,
    NO_AUTHOR_NAMES,
    NOT_NAME_WORDS,
    ORGANIZATION_WORDS,
    OTHER_CREDIT_LABELS,
    OUTLET_ENDINGS,
    PAPER_WORDS,
    PERSON_ARTICLES,
    PHOTO_MARKS,
    PICTURE_CREDIT_OPENERS,
    PLACED_CREDIT_ENDINGS,
    REPORTER_FOLLOWERS,
    REPORTER_OPENERS,
    REPORTER_PAPER_ENDINGS,
    REPORTER_WORDS,
    ROLE_WORDS,
    STAFF_ACCOUNT_WORDS,
    THING_ARTICLES,
    TITLE_QUALIFIERS,
    UNCASED_NOT_NAME_WORDS,
    WEEKDAYS,
    WIRE_SERVICES,
    WRITTEN_BY_OPENINGS,
)
from thresher.metadata.date_text import MONTHS as MONTH_NUMBERS

MAX_NAME_CHARS = 60
MAX_NAME_WORDS = 6
# Chinese script runs words together: a name of more Han characters than this is a
# sentence or a site's description, not a person's or a desk's name.
MAX_NAME_HAN = 12
HAN_FIRST, HAN_LAST = "\u3400", "\u9fff"  # the Han characters' block, as the titles read it
# Short prefixes ("von", "di", "par") are also first names or particles ("Di Maria"):
# stripped only when written in lower case or followed by a colon or a line break.
_SHORT_PREFIX = 5

_PREFIX = re.compile(
    r"^\s*(?P<word>"
    + "|".join(re.escape(p) for p in sorted(set(BYLINE_PREFIXES), key=len, reverse=True))
    + r")(?P<gap>\s*[:：・＝／՝፡፦៖]\s*|\s*\n\s*|\s+|(?=[-–—])|\s*,\s*)",
    re.IGNORECASE,
)
_JOINER = "|".join(re.escape(j) for j in AUTHOR_JOINERS)
_LIST_GAP = re.compile(rf"\s*\n\s*(,|;|&|\b(?:{_JOINER})\b)\s*\n?\s*")
_CUT = re.compile(r"\n|\s[|•·⋅–—-]\s|[|•·⋅]|\s+-\s+|\s{3,}|\s\(@")
# A date's label after a name on the same line: the name ends before it.
_DATE_LABEL = re.compile(
    r"[\s.,;]+(?:" + "|".join(map(re.escape, DATE_LABELS)) + r")(?!\w)", re.IGNORECASE
)
# Joining words count in lower case ("Jane E. Doe" is one name), and the longer ones
# in capitals too, between names in capitals ("HERB KEINON AND JANE DOE"); as words
# between spaces ("e-mail" is not "e").
_UPPER_JOINER = "|".join(re.escape(j.upper()) for j in AUTHOR_JOINERS if len(j) > 1)
# and the words of three letters or more capitalised, between capitalised names
# ("Derek Abma And Robert Hiltz": a headline's letter case)
_TITLE_JOINER = "|".join(re.escape(j.title()) for j in AUTHOR_JOINERS if len(j) > 2)
# and, in lower case only, the joiners that are also names (:data:`LOWER_CASE_JOINERS`)
_LOWER_JOINER = "|".join(re.escape(j) for j in LOWER_CASE_JOINERS)
_SPLIT = re.compile(
    rf"\s*(?:[,;&/]|(?<!\S)(?:{_JOINER}|{_LOWER_JOINER}|{_UPPER_JOINER})(?!\S)"
    rf"|(?<=[^\W\d_]\s)(?:{_TITLE_JOINER})(?=\s[^\W\d_]))\s*"
)
# A byline's segments, separators kept: names, or a name's role and employer.
_SEGMENT = re.compile(r"\s*([,;])\s*")
_JOINER_OPENING = re.compile(rf"(?:{_JOINER})\s", re.IGNORECASE)
_BRACKETED = re.compile(r"\([^()]*\)")
_MASK = "\x00"  # stands for a bracketed group while a text without it is split
_MASK_PATTERN = re.compile(_MASK)
_EDGE = re.compile(r"^[\s\W_]+|[\s\W_]+$")
_TRAILING_EDGE = re.compile(r"[\s\W_]+$")
# A host name: labels and a top-level domain of 2-4 letters in one case ("h.szeyee"
# and "M.A.Qudoos" are people).
_DOMAIN = re.compile(r"^\w[\w-]*(?:\.\w[\w-]*)*\.(?:[a-z]{2,4}|[A-Z]{2,4})$")
# A reporter's place after the name: "Hasan Mansoor in Karachi".
_PLACE = re.compile(r"\s+in\s+(?=[^\W\d_])")
# The paper or agency a writer reports for, after the name: "Jane Doe for CNN".
# "of" alone before an agency's or a broadcaster's initials ("Jo Lee of RNZ")
_FOR_PAPER = re.compile(r"\s+(?:for|of\s+the|of(?=\s+[A-Z]{2,6}\b))\s+(?=[^\W\d_])")
# "in", "at", "on" (or "am", "le": :data:`DATE_JOINERS`) ending a name's line: the
# section, time or date follows in the next element ("Jo Lee in\nNews", "Matt Palmer
# at\n10:30", "Von R. R. am\n07.08.2013").
_TRAILING_WORD = re.compile(r"\s+(?:" + "|".join(("in", "at", *DATE_JOINERS)) + r")$")
_DIGITS = re.compile(r"\d")
_DIGIT_CHARS = "0123456789"  # a numbered account's ending ("admin3")
_DATE = re.compile(r"\d{1,4}[./-]\d{1,2}|\b\d{1,2}(?:st|nd|rd|th)?\b|\b\d{4}\b")
_MONTH = re.compile(r"\b(?:" + "|".join(MONTHS) + r")[a-z]*\b", re.IGNORECASE)
_DATE_WORDS = LazyPattern(
    r"\b(?:(?:" + "|".join((*MONTHS, *WEEKDAYS)) + r")[a-z]*\.?|\d+(?:st|nd|rd|th)?)(?!\w)",
    re.IGNORECASE,
)
# A weekday's name or abbreviation, alone ("Thu", "Wednesday"): a date's first word.
_WEEKDAY = re.compile(
    r"(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs?|rsday)?|fri(?:day)?"
    r"|sat(?:urday)?|sun(?:day)?)\.?",
    re.IGNORECASE,
)
# A date after the name ("By Adrian Shaw 18/01/2008", "Jo Lee March 3, 2024").
_DATE_AFTER = re.compile(
    r"(?:^|\s+)(?:(?:" + "|".join(MONTHS) + r")[a-z]*\.?\s+)?"
    r"\d{1,4}(?:[./-]\d{1,2}|(?:st|nd|rd|th)?\b)",
    re.IGNORECASE,
)
# A day named after "on" ("Hannah Thomas on Thursday"): a post's date, not a name's word.
_ON_DAY = re.compile(r"\son\s+(?:" + "|".join((*MONTHS, *WEEKDAYS)) + r")[a-z]*\b", re.IGNORECASE)
# A post's date in numbers after its writer's name ("Jo Lee on 10.29.12", "Max Muster am
# 12.03.2020"): after a byline word, the name ends before it.
_JOINED_DATE = re.compile(r"\s(?:" + "|".join(DATE_JOINERS) + r")\s+\d")
_PREFIX_WORDS = frozenset(BYLINE_PREFIXES)
_LONGEST_PREFIX = max(map(len, BYLINE_PREFIXES))
_ASCII_PREFIXES = tuple(sorted({p.lower() for p in BYLINE_PREFIXES if p.isascii()}))
_SPACES = re.compile(r"[ \t\r\f\v]+")
# The words starts_with_prefix reads: the longest byline word's, a colon standing alone,
# and six after them (strip_prefix reads four whole words after the byline word, the
# first letter of a fifth, and whether that one is a particle: a single word, so a
# sixth word after it says it is not). A text cut after these words (whitespace as
# str.split and re's \s read it) gives the same answer as the whole text.
_HEAD_WORDS = max(len(p.split()) for p in BYLINE_PREFIXES) + 1 + 6
_HEAD = re.compile(rf"\s*(?:\S+\s+){{{_HEAD_WORDS - 1}}}\S+")
_PARTICLES = frozenset(NAME_PARTICLES)
# What _PREFIX needs first, after whitespace: a byline word's first word (its words are
# joined by single spaces), then whitespace, a colon, a middle dot, a full-width
# equals sign ("文・山田太郎", "文＝…"), or a dash (strip_prefix takes one glued to the
# word only after a word of a script without capitals: "كتب- محمد أحمد"; _PREFIX also
# takes a full-width slash, "取材・文／山田太郎", in a byline's own text: a character added
# here would stop the compiled gate, ``_facts.opening_words``). Collapsing a
# text's spaces and stripping it changes neither, so a text without it starts with no
# byline word.
_PREFIX_OPENING = re.compile(
    r"\s*(?:"
    + "|".join(sorted({re.escape(p.split(" ")[0]) for p in BYLINE_PREFIXES}))
    + r")[\s:：・＝\-–—]",
    re.IGNORECASE,
)
# The first two characters of a match of _PREFIX_OPENING after its whitespace: a first
# word's first two, or a one-character word and what may follow it. re compares without
# case one character with one, so a text whose first two characters after whitespace
# match none of these cannot open _PREFIX_OPENING's match. A first word that is empty
# or opens with whitespace (the pattern's ``\s*`` could give that whitespace back)
# leaves every pair possible.
_FIRST_WORDS = frozenset(p.split(" ")[0] for p in BYLINE_PREFIXES)
_OPENING_PAIRS = LazyPattern(
    ""
    if any(not w or w[0].isspace() for w in _FIRST_WORDS)
    else "|".join(
        sorted(
            re.escape(w[:2]) if len(w) > 1 else re.escape(w) + r"[\s:：・＝\-–—]"
            for w in _FIRST_WORDS
        )
    ),
    re.IGNORECASE,
)
# What a byline test needs first, after whitespace: a byline word's first letter,
# matched as _PREFIX matches it (starts_with_prefix), or a character whose casefolded
# form a byline word starts with (is_prefix_word).
_FIRST_LETTER = re.compile(
    r"\s*(?:" + "|".join(sorted({re.escape(p[:1]) for p in BYLINE_PREFIXES})) + ")",
    re.IGNORECASE,
)
_FOLDED_FIRSTS = frozenset(p[:1] for p in _PREFIX_WORDS)


# A Chinese reporter credit: a reporter word (after an opening bracket, a slash, a space,
# a paper's name or another opener), maybe a slash, then one to four names of two to four Han
# characters (a foreign one joined by a middle dot) apart by spaces or "、", ending at a
# bracket, a slash, a space before another role, or the text's end. Names run together
# ("谭飞王艳明闫鹃") cannot be told apart and give none; a reporter word and one word
# alone are a heading, not a credit.
# (A letter that is not an ASCII one stands for a Han character: next to a reporter word
# the text is Chinese, and a class of the Han block costs re a long build at import.)
_HAN_NAME = r"[^\W\d_a-zA-Z][^\W\d_a-zA-Z·．]{1,3}"
# What may stand before a reporter word: an opener, or a paper's name ("本报", "人民日报").
_OPENER_OR_PAPER = (
    "|".join(map(re.escape, REPORTER_OPENERS))
    + r"|[^\W\d_a-zA-Z]{0,4}["
    + "".join(REPORTER_PAPER_ENDINGS)
    + "]"
)
_REPORTER_WORD = "|".join(map(re.escape, REPORTER_WORDS))
_REPORTER = LazyPattern(
    r"(?:^|[（(╱／/\s]|"
    + _OPENER_OR_PAPER
    + r")(?P<word>"
    + _REPORTER_WORD
    + r")[ \t\u3000\xa0]*[/／]?[ \t\u3000\xa0]*"
    + rf"(?P<names>{_HAN_NAME}(?:[ \t\u3000\xa0、]+{_HAN_NAME}){{0,3}})"
    + r"(?=[ \t\u3000\xa0]*(?:[）)╱／/]|$|"
    + "|".join(map(re.escape, (*REPORTER_FOLLOWERS, *PHOTO_MARKS)))
    + "))"
)
_WRITER_OPENING = LazyPattern(r"(?:^|[（(\s])文[ \t\u3000]*[/／][ \t\u3000]*")
_WORD_PARTS = re.compile(r"[\s-]+")
_CREDIT_WORDS = (*REPORTER_WORDS, "文")  # a credit holds one of these
_HAN_GAP = " \t\u3000\xa0"
_AGENCY_ENDINGS = ("社", "台", "網", "网")  # "中央社記者": an agency's reporter, no name
_HAN_NAMES_SPLIT = re.compile(r"[ \t\u3000\xa0、]+")
REPORTER_SPAN = 40  # a reporter credit opens within the first characters of its text


def reporter_names(text: str) -> list[str]:
    """The writers a Chinese reporter credit near the text's start names ("新华社北京
    12月9日电（记者张建 周长庆）…" gives both, "文/赵勇" one), not a photographer
    ("（記者鄭名娟攝）") nor the roles after them ("通讯员 …")."""
    head = text[: REPORTER_SPAN + 20]
    if not any(map(head.__contains__, _CREDIT_WORDS)):
        return []  # most texts: no reporter word, no "文"
    opening = _WRITER_OPENING.search(head[:REPORTER_SPAN])
    if opening is not None and not head.startswith(REPORTER_WORDS, opening.end()):
        head = head[: opening.end()] + REPORTER_WORDS[0] + head[opening.end() :]
    match = _REPORTER.search(head)
    if match is None or match.start() > REPORTER_SPAN:
        return []
    names = _HAN_NAMES_SPLIT.split(match.group("names"))
    after = head[match.end() :].lstrip(_HAN_GAP)
    if after.startswith(PHOTO_MARKS) or names[-1].endswith(PHOTO_MARKS):
        return []
    if not head[: match.start("word")].strip() and not after:
        return []  # the words alone: a heading ("記者調查": the reporter's inquiry)
    if names[0].startswith(HAN_NOT_NAME_FIRSTS):
        return []  # a phrase about a reporter ("记者的话": the reporter's words)
    words = (*REPORTER_WORDS, *REPORTER_FOLLOWERS)  # a role ends the names ("記者調查")
    ended = next((n for n, name in enumerate(names) if any(w in name for w in words)), None)
    return names if ended is None else names[:ended]


# A reporter credit that is the whole text of a byline box or a meta value ("记者 王五",
# "記者：王五", "本報記者/李四"): maybe an opener or a paper, the reporter word, a gap (a
# space, a colon or a slash; "記者調查", run together, is a heading) and one to four
# names. reporter_names refuses the words alone in running text (a heading); a box
# marked as a byline, or a meta value, is one.
_LONE_CREDIT = LazyPattern(
    r"\s*(?:"
    + _OPENER_OR_PAPER
    + r")?(?:"
    + _REPORTER_WORD
    + r")[ \t\u3000\xa0]*[:：/／ \t\u3000\xa0][ \t\u3000\xa0]*"
    + rf"(?P<names>{_HAN_NAME}(?:[ \t\u3000\xa0、]+{_HAN_NAME}){{0,3}})\s*"
)


def lone_reporter_names(text: str) -> list[str]:
    """The writers a text made of a reporter credit alone names ("记者 王五" gives "王五",
    "記者：王五、李四" both, "記者：王五 台北報導" the writer before the place), no one
    when the text says more or a name is no person's (a role, a phrase: "记者 的话")."""
    if not any(word in text[:12] for word in REPORTER_WORDS):
        return []  # most texts
    match = _LONE_CREDIT.fullmatch(text)
    if match is None:
        return []
    names = _HAN_NAMES_SPLIT.split(match.group("names").strip())
    if len(names) >= 2 and names[-1].endswith(PLACED_CREDIT_ENDINGS):
        names = names[:-1]  # a place and where reported ("記者：邱雯琪 羅執中 台北報導")
    roles = (*REPORTER_WORDS, *REPORTER_FOLLOWERS)
    if any(n.startswith(HAN_NOT_NAME_FIRSTS) or any(r in n for r in roles) for n in names):
        return []
    if not all(all(map(is_han, n)) and plausible_name(n) for n in names):
        return []
    return names


# A credit without a reporter word that is a line's whole text, maybe in brackets: one to
# four writers apart by "、" or a space, a slash, a place of up to six Han characters
# and a word of reporting ("【鐘武達、陳世宗／綜合報導】"), or an outlet's name and one writer
# ("中廣新聞／陳奕華"). Headings built alike ("健康小叮嚀／慢性病患記得領藥") end otherwise.
_SLASH = r"[ \t\u3000\xa0]*[╱／/][ \t\u3000\xa0]*"
_PLACED_CREDIT = LazyPattern(
    r"[【〔\[(（]?"
    + rf"(?P<names>{_HAN_NAME}(?:[ \t\u3000\xa0、]+{_HAN_NAME}){{0,3}})"
    + _SLASH
    + r"[^\W\d_a-zA-Z]{0,6}?(?:"
    + "|".join(map(re.escape, PLACED_CREDIT_ENDINGS))
    + r")[】〕\])）]?"
)
_OUTLET_CREDIT = LazyPattern(
    r"[【〔\[(（]?[^\W\d_a-zA-Z]{1,6}(?:"
    + "|".join(map(re.escape, OUTLET_ENDINGS))
    + r")"
    + _SLASH
    + rf"(?P<names>{_HAN_NAME})[】〕\])）]?"
)


def placed_credit_names(text: str) -> list[str]:
    """The writers of a Chinese credit that names no reporter word and is the whole
    text ("邱俐穎／台北報導" gives "邱俐穎", "中廣新聞／陳奕華" gives "陳奕華"); no one when
    a name is a desk's ("國際中心／綜合報導") or no person's."""
    text = text.strip()
    if len(text) > REPORTER_SPAN or not any(mark in text for mark in "╱／/"):
        return []  # most texts
    match = _PLACED_CREDIT.fullmatch(text) or _OUTLET_CREDIT.fullmatch(text)
    if match is None:
        return []
    names = _HAN_NAMES_SPLIT.split(match.group("names").strip())
    if not all(all(map(is_han, n)) and plausible_name(n) for n in names):
        return []
    ends = (*PLACED_CREDIT_ENDINGS, *OUTLET_ENDINGS)  # "【華視新聞╱報導】": the outlet's own
    if any(n.startswith(HAN_NOT_NAME_FIRSTS) or n.endswith(ends) for n in names):
        return []
    return names


# A dateline's credit naming the agency and its reporter, as Russian, Ukrainian and
# other agencies write it: a place and a date, then "(Agency, Name Surname)" and a dash
# before the story ("Киев, Январь 04 (Новый Регион, Константин Зельфанов) – Сегодня …").
# The name is two or three capitalised words of letters (a hyphen or an apostrophe
# inside one); a date or a place of one word after the comma names no one.
_CAPITALISED_WORD = r"[^\W\d_a-z][^\W\d_]*(?:[-'’][^\W\d_]+)*"
_DATELINE_CREDIT = LazyPattern(
    r"[^()\n]{2,60}?\(\s*[^(),\n]{2,40},[ \xa0]*"
    rf"(?P<name>{_CAPITALISED_WORD}(?:[ \xa0]{_CAPITALISED_WORD}){{1,2}})"
    r"[ \xa0]*\)[ \xa0]*[–—-][ \xa0]"
)
DATELINE_SPAN = 100  # a dateline's credit closes within the first characters of its text


def dateline_credit_names(text: str) -> list[str]:
    """The reporter a dateline's credit opening the text names ("Киев, Январь 04 (Новый
    Регион, Константин Зельфанов) – …" gives "Константин Зельфанов"), not a date or a
    place after the agency."""
    if "(" not in text[:DATELINE_SPAN]:
        return []  # most texts
    match = _DATELINE_CREDIT.match(text)
    if match is None or match.end() > DATELINE_SPAN + 5:
        return []
    name = match.group("name").replace("\xa0", " ")
    return [name] if all(w[:1].isupper() for w in name.split()) and plausible_name(name) else []


# A Korean reporter credit: one to four names of two to four Hangul syllables (apart by
# a middle dot or a comma) after an opening, a space, a bracket or "=", then maybe a
# role, then the reporter word not followed by another syllable ("기자는": "the reporter
# said", "기자회견": a press conference).
_HANGUL_NAME = r"[\uac00-\ud7a3]{2,4}"
_KOREAN_REPORTER = LazyPattern(
    rf"(?:^|(?<=[\s(\[=/|]))(?P<names>{_HANGUL_NAME}(?:\s*[·ㆍ,]\s*{_HANGUL_NAME}){{0,3}})"
    rf"\s*(?P<role>{'|'.join((*KOREAN_REPORTER_ROLES, *KOREAN_PICTURE_ROLES))})?"
    rf"\s*{KOREAN_REPORTER_WORD}(?![\uac00-\ud7a3])"
)
_KOREAN_NAMES_SPLIT = re.compile(r"\s*[·ㆍ,]\s*")
KOREAN_SPAN = 80  # a Korean credit opens a line, maybe after its dates ("입력 2024.05.03")


def korean_reporter_names(text: str) -> list[str]:
    """The writers a Korean reporter credit near the text's start names ("(서울=연합뉴스)
    홍길동 기자 = …", "[이데일리 홍길동 기자]", "홍길동·김철수 기자"), not a photographer's
    or a video's credit ("홍길동 사진기자")."""
    head = text[:KOREAN_SPAN]
    if KOREAN_REPORTER_WORD not in head:
        return []  # most texts
    match = _KOREAN_REPORTER.search(head)
    if match is None or match.group("role") in KOREAN_PICTURE_ROLES:
        return []
    return _KOREAN_NAMES_SPLIT.split(match.group("names"))


# A Japanese news credit opening a text: a bracket, a place, "＝", one to four writers'
# names of Han characters or katakana (a foreign name's parts joined by "・"), apart by
# "、", and the closing bracket ("【ワシントン＝山田太郎】", "（ロンドン＝ジョン・スミス、
# 佐藤花子）"). Korean credits ("(서울=연합뉴스)") hold Hangul, no name here (a name's
# characters are checked after the match: a class of the Han block costs re a long build
# at import, see _HAN_NAME).
_JAPANESE_NAME = r"[^\W\d_a-zA-Z](?:[^\W\d_a-zA-Z]|・){1,11}"
_JAPANESE_CREDIT = LazyPattern(
    r"\s*[（(【]\s*[^\s（）()【】＝=]{1,12}\s*[＝=]\s*"
    rf"(?P<names>{_JAPANESE_NAME}(?:\s*、\s*{_JAPANESE_NAME}){{0,3}})\s*[）)】]"
)


def japanese_credit_names(text: str) -> list[str]:
    """The writers a Japanese news credit opening the text names ("【ワシントン＝山田太郎】
    米国の…" gives "山田太郎"), not a wire service's credit ("【ニューヨーク＝共同】")."""
    if "＝" not in text[:40] and "=" not in text[:40]:
        return []  # most texts
    match = _JAPANESE_CREDIT.match(text)
    if match is None:
        return []
    found = match.group("names")
    if not all(is_han(c) or "\u30a0" <= c <= "\u30ff" or c in "、 \u3000" for c in found):
        return []  # Hangul, Latin letters with accents …: no Japanese name
    names = [_without_role_ending(n.strip()) for n in found.split("、")]
    if any(n in JAPANESE_WIRES or n.endswith(JAPANESE_DESK_ENDINGS) for n in names):
        return []
    return [name for name in names if len(name) >= 2 and plausible_name(name)]


def _without_role_ending(name: str) -> str:
    """A Japanese writer's name without the role written after it ("山田太郎特派員")."""
    for ending in JAPANESE_ROLE_ENDINGS:
        if name.endswith(ending):
            return name[: -len(ending)]
    return name


# A Chinese writer's label inside a line of source and time ("时间：2012-01-12 来源： 作者：
# 陈望", the name maybe on the next line): one name of two to four Han characters,
# ending at a space, a line break or the text's end.
_WRITER_LABEL = LazyPattern(
    r"(?:^|\s)作者[ \t\u3000\xa0]*[:：]\s*(?P<name>" + _HAN_NAME + r")(?=\s|$)"
)


def labelled_writer(text: str) -> list[str]:
    """The writer a Chinese "作者：" label names anywhere in a short line of the page's
    facts (source, time, writer, editor), not a reporter credit nor a label word."""
    match = _WRITER_LABEL.search(text)
    if match is None:
        return []
    name = match.group("name")
    roles = (*REPORTER_WORDS, *REPORTER_FOLLOWERS)  # "作者：见习编辑 李琼皙": a role first
    if not all(map(is_han, name)) or any(word in name for word in roles):
        return []
    return [name] if plausible_name(name) else []


def strip_prefix(text: str) -> tuple[str, bool]:
    """The text without a leading byline word ("By", "Von", "Автор:"), and whether one
    was there."""
    match = _PREFIX.match(text)
    if not match:
        return text, False
    word, gap = match.group("word"), match.group("gap")
    rest = text[match.end() :]
    if "," in gap and (word.lower() not in COMMA_PREFIXES or rest[:1].islower()):
        return text, False  # "Author, Jane Doe" (the BBC's label), not "Author, speaker"
    if not rest.strip() or (not gap and not _uncased(word)):
        return text, False  # a dash glued to a cased word joins it ("By-law")
    if rest[:1] in _DASHES and _uncased(word):
        return _dashed_byline(text, rest[1:].lstrip())
    lowered = word.lower()
    if lowered in LANGUAGE_ONLY_PREFIXES and not _COLONED.search(gap):
        return text, False  # "per Messenger teilen"; a page of the word's language
        # puts a colon after it (:func:`language_byline`)
    long_word = len(word) >= _SHORT_PREFIX and lowered not in COLON_PREFIXES
    long_word = long_word and lowered not in FULL_NAME_LABELS
    # a word in lower case is a byline's, but a word of a script without case says
    # nothing by its case: a colon label of one needs its colon
    caseless_label = word == word.upper() and lowered in COLON_PREFIXES
    strong = long_word or lowered == "by" or (word == lowered and not caseless_label)
    broken = "\n" in gap and lowered not in COLON_PREFIXES
    if strong or _COLONED.search(gap) or broken or _full_name_follows(word, rest):
        return rest, True
    if rest[:1].islower():  # "Door onze redacteur Jan de Vries": the writer's beat first
        beat = _ROLE_LEAD.match(rest)
        if beat is not None and _person_like(_CUT.split(rest[beat.end() :])[0].strip()):
            return rest, True
    return text, False


_DASHES = "-–—"
# The colons a label may end with: Latin, full-width, Armenian's "՝", Ethiopic's "፡" and
# "፦", Khmer's "៖".
_COLONED = re.compile("[:：՝፡፦៖]")
# Letters inside a word of a script without capitals that are no letters to str.isalpha:
# Persian's zero-width non-joiner and joiner ("علی‌رضا").
_JOINING_MARKS = "\u200c\u200d"
MAX_UNCASED_NAME_WORDS = 4


def _uncased(word: str) -> bool:
    """A word of a script without capitals (Arabic, Persian, Urdu, Hebrew, Thai …)."""
    return not word.isascii() and word.upper() == word.lower()


def _dashed_byline(text: str, rest: str) -> tuple[str, bool]:
    """A byline word of a script without capitals, a dash and what follows ("كتب - محمد
    أحمد"): a byline when a full name follows (:func:`uncased_full_name`) up to the next
    separator, else the text as it was (the dash may open a headline or a date)."""
    name = _CUT.split(rest, 1)[0].strip()
    return (rest, True) if uncased_full_name(name) else (text, False)


def uncased_full_name(name: str) -> bool:
    """Two to four words of letters (and marks) of a script without capitals, no digit,
    none a word of a desk, a paper or a site (:data:`UNCASED_NOT_NAME_WORDS`): a
    person's full name where no capital can tell one."""
    words = name.split()
    if not 2 <= len(words) <= MAX_UNCASED_NAME_WORDS:
        return False
    return all(_uncased_name_word(word) for word in words)


def _uncased_name_word(word: str) -> bool:
    if word in UNCASED_NOT_NAME_WORDS or not _uncased(word):
        return False
    return all(c.isalpha() or c in _JOINING_MARKS or _is_mark(c) for c in word)


def _is_mark(char: str) -> bool:
    return unicodedata.category(char)[0] == "M"


def _full_name_follows(word: str, rest: str) -> bool:
    """True when a capitalised word and at least one more follow the prefix ("Par Jean
    Dupont", "Von Carolina von Canal"): the prefix is then not the name's own first word,
    as it is in "Di Maria" or "Von Trapp". Not for prefixes that are English words."""
    if word.lower() in ENGLISH_WORD_PREFIXES:
        return False
    words = rest.split(None, 4)
    if len(words) < 2 or not words[0][:1].isupper() or words[0][-1] in ",;:":
        return False  # "Von Einheimischen, Gästen und …" is a sentence, not a byline
    after = [w for w in words[1:] if w not in _PARTICLES]
    return bool(after) and after[0][:1].isupper()


# A line that opens with a date and then a byline word ("12/28/2005 1:06:32 PM, by Ken
# Fisher", "Posted on March 3, 2024 by Jane Doe", "3. Mai 2024 | Von Hans Müller"): the
# date (maybe after a label), a separator and a word of :data:`DATED_BYLINE_WORDS`.
_DATED_BYLINE = LazyPattern(
    r"(?P<date>[^\n]{4,48}?)[\s,|·•–—-]+(?P<word>(?i:"
    + "|".join(map(re.escape, DATED_BYLINE_WORDS))
    + r"))(?:\s+|$)"
)
_DATED_WORD = re.compile(
    r"[\s,|·•–—-](?i:" + "|".join(map(re.escape, DATED_BYLINE_WORDS)) + r")(?:\s|$)"
)


def may_hold_dated_byline_word(text: str) -> bool:
    """Whether the text holds a word of :data:`DATED_BYLINE_WORDS` after a space or a
    separator: a gate before :func:`dated_byline`."""
    return _DATED_WORD.search(text) is not None


_TIME = re.compile(r"\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?|\b[ap]\.?m\.?(?!\w)", re.I)


def dated_byline(text: str) -> list[str]:
    """The full names of a byline line that opens with a date (maybe after a label such
    as "Posted on", a time beside it) and then a byline word ("12/28/2005
    1:06:32 PM, by Ken Fisher", "Posted on March 3, 2024 by Jane Doe"); none when the
    text before the word is not a date alone or a name is a single word."""
    match = _DATED_BYLINE.match(text)
    if match is None or not _DIGITS.search(match.group("date")):
        return []
    if not _dated(_TIME.sub(" ", _without_date_label(match.group("date")))):
        return []
    line = text[match.end() :].split("\n\n", 1)[0].replace("\n", " ")
    names = split_names(_CUT.split(line, 1)[0].strip()) if line.strip() else []
    return _full_names(names)


def _full_names(names: list[str]) -> list[str]:
    """``names`` when each is a person's full name (two words or more), else none."""
    full = names and all(" " in name and _person_like(name) for name in names)
    return names if full else []


_LETTER_WORD = re.compile(r"[^\W\d_]+")


def _dated(text: str) -> bool:
    """A date's words alone, in any language: numbers, months' names
    (:data:`~thresher.metadata.date_text.MONTHS`), weekdays, a time zone and the small
    words inside a date or before it ("3 de mayo de 2024", "am 3. Mai", "le 3 mai")."""
    words = _LETTER_WORD.findall(text)
    return all(
        w.casefold() in MONTH_NUMBERS
        or w in DATE_ZONE_WORDS
        or w in DATE_JOINERS  # "Published on May 3", "Publié le 3 mai"
        or _WEEKDAY.fullmatch(w) is not None
        for w in words
    )


def written_by_sentence(text: str) -> list[str]:
    """The writers a sentence opening the story names ("This post was written by Vanessa
    Mendez, MD, gastroenterologist, …": :data:`~thresher.metadata.byline_words.
    WRITTEN_BY_OPENINGS`), up to the first comma; full names only."""
    folded = " ".join(text[: _LONGEST_OPENING + 8].split()).casefold()
    opening = next((o for o in WRITTEN_BY_OPENINGS if folded.startswith(o)), None)
    if opening is None:
        return []
    words = len(opening.split())
    rest = " ".join(text.split()[words:])
    names = split_names(_CUT.split(rest.split(",", 1)[0], 1)[0].strip().rstrip("."))
    return _full_names(names)


_LONGEST_OPENING = max(map(len, WRITTEN_BY_OPENINGS))


def _without_date_label(text: str) -> str:
    """The text without a date label opening it ("Posted on", "Published")."""
    lowered = text.casefold()
    label = next((label for label in DATE_LABELS if lowered.startswith(label)), "")
    return text[len(label) :]


def byline_text(text: str) -> str:
    """The names part of a byline: prefix dropped, cut at the first separator or line;
    nothing when a one-word label opens it ("Stand: 20. April", "Źródło: Statista")."""
    text = _strip_edges(_LIST_GAP.sub(r" \1 ", _SPACES.sub(" ", text)))
    text, prefixed = strip_prefix(_from_prefix_line(text))
    if prefixed and text[:1].islower():  # "By political reporter Jane Doe"
        text = _ROLE_LEAD.sub("", text, count=1)
    elif text[:8].casefold() == "laporan ":  # "Laporan Wartawan Tribunnews.com, Andi Saputra"
        text = _REPORT_LABEL.sub("", text, count=1)
    text = _before_other_credit(text)  # after the byline word: "Text and photos by"
    if not prefixed and _labelled(text):
        return ""
    first = _first_segment(_CUT.split(text.strip()))
    if _GLUED_MONTH.search(first):
        first = _GLUED_MONTH.sub(" ", first, count=1)  # "Jo LeeMay 3, 2024": spans joined
    return _trim(_before_date(_before_date_label(first), prefixed))


# An English month's name glued to the name before it by a template's joined elements
# ("By Alex CarterMay 3, 2024"): a lower-case letter, then the capitalised month and
# a day's digit (full names and abbreviations only: "DeMarco" holds no month).
_GLUED_MONTH = re.compile(
    r"(?<=[a-z\u00df-\u00ff])(?=(?:January|February|March|April|May|June|July|August"
    r"|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)"
    r"\.?\s+\d)"
)


_LABEL = re.compile(r"\s*[^\W\d_][\w-]*\s*[:：]")
# Indonesian "report of the <outlet> reporter," before the name ("Laporan Wartawan
# Tribunnews.com, Andi Saputra"): cut with the outlet.
_REPORT_LABEL = re.compile(
    r"laporan (?:wartawan|reporter|koresponden(?:si)?|jurnalis) [^,]{1,40},\s*", re.IGNORECASE
)
# A writer's beat in lower case between the byline word and the name ("By political
# reporter Jane Doe", "By national science correspondent Jo Lee", "Door onze redacteur
# Jan de Vries", "Von unserem Korrespondenten Max Muster"): cut.
_ROLE_LEAD = re.compile(
    r"(?:[^\W\d_A-Z][\w,&-]*\s+){0,5}?(?i:" + "|".join(BEAT_NOUNS) + r")\s+(?=[^\W\d_a-z])"
)
# A credit naming someone else than the writer, as a word of its own ("Reviewed by",
# "Foto di"), with the words before it that belong to it cut with it.
_OTHER_CREDIT = LazyPattern(
    r"(?<!\w)(?:"
    + "|".join(re.escape(label) for label in sorted(OTHER_CREDIT_LABELS, key=len, reverse=True))
    + r")(?!\w)",
    re.IGNORECASE,
)
_OTHER_CREDIT_WORDS = frozenset(label.split()[0] for label in OTHER_CREDIT_LABELS)


def _before_other_credit(text: str) -> str:
    """The byline before a credit of someone else than the writer (:data:`OTHER_CREDIT_
    LABELS`: "By Jane Doe. Reviewed by John Roe" gives "By Jane Doe"); nothing when the
    credit opens it ("Photo by John Roe" names no writer)."""
    lowered = text.casefold()
    if not any(map(lowered.__contains__, _OTHER_CREDIT_WORDS)):
        return text  # most bylines: no credit word
    credit = _OTHER_CREDIT.search(text)
    return text if credit is None else text[: credit.start()]


def _labelled(text: str) -> bool:
    """A text opening with one word (no byline word) and a colon ("Stand:", "Quelle:",
    "Foto:"): a labelled value, a date or a source, not a byline; the colon may stand
    alone on the label's line, which the name's cut would drop."""
    return _LABEL.match(text) is not None


def _before_date_label(text: str) -> str:
    """The text before a date's label that follows a full name ("Jo Lee. Published May
    3"); the whole text after one word ("Page published …" is a label's line)."""
    label = _DATE_LABEL.search(text)
    if label is None or len(text[: label.start()].split()) < 2:
        return text
    return text[: label.start()]


def _first_segment(segments: list[str]) -> str:
    """The byline's first segment; when that is a date alone, the next one if it is a
    person's name ("Dec 26, 2025 • Mahua Das in Project Management"), else nothing (a
    weekday is no name: "Sunday 30th December, 2007")."""
    if not _date_only(segments[0]):
        return _after_place(segments)
    following = next((s for s in segments[1:] if s.strip()), "")
    return following if looks_personal(_name_part(following)) else ""


def _after_place(segments: list[str]) -> str:
    """The first segment, or the second when the first is one word of a script without
    capitals and the second a full name of it: an Arabic or a Persian byline's place
    before the writer ("القاهرة - أحمد حسن"; no one is named by one such word)."""
    first = segments[0].strip()
    if len(segments) < 2 or " " in first or not first or not _uncased(first):
        return segments[0]
    second = segments[1].strip()
    return second if uncased_full_name(second) else segments[0]


def _date_only(text: str) -> bool:
    """A text made of a date's words alone: day, month, year, weekday."""
    return bool(_DIGITS.search(text)) and not _DATE_WORDS.sub("", text).strip(" ,./-")


def _before_date(text: str, prefixed: bool = False) -> str:
    """The text before a date that follows a name ("By Adrian Shaw 18/01/2008"); the
    whole text when the date opens it or follows a word in lower case ("Jo Lee on May
    3", a review's or a comment's line) or a label ("Stand: 3. Mai"), but for "on"
    after a byline word ("By Jo Lee on May 3, 2024", "Von Max Muster am 12.03.2020": a
    post's byline)."""
    on_day = (_ON_DAY.search(text) or _JOINED_DATE.search(text)) if prefixed else None
    if on_day is not None:
        return text[: on_day.start()]
    date = _DATE_AFTER.search(text)
    if date is None or date.start() == 0:
        return text
    head = text[: date.start()]
    last = head.split()[-1:] or [""]
    return text if last[0].islower() or last[0].endswith(":") else head


def _trim(text: str) -> str:
    """The text without punctuation or spaces at its ends, a closing bracket kept when
    the text opens one ("Auswärtige Autoren (AA)")."""
    trimmed = _strip_edges(text)
    return trimmed + ")" if trimmed.count("(") > trimmed.count(")") else trimmed


def _strip_edges(text: str) -> str:
    """The text without punctuation or spaces at its ends; a vowel sign or another
    combining mark closing its last letter is the letter's, kept ("राहुल शर्मा", "สมชาย
    ใจดี": ``\\W`` reads the marks as no word characters)."""
    trimmed = _EDGE.sub("", text)
    tail = _TRAILING_EDGE.search(text)
    if not trimmed or tail is None or unicodedata.category(text[tail.start()])[0] != "M":
        return trimmed  # most texts: no mark after the last letter
    start = text.index(trimmed)
    end = tail.start()
    while end < len(text) and unicodedata.category(text[end])[0] == "M":
        end += 1
    return text[start:end]


def _from_prefix_line(text: str) -> str:
    """The text from its first line that opens with a byline word ("Guide\nby\nJo Lee"
    gives "by\nJo Lee"); the whole text when no line does."""
    lines = text.split("\n")
    if lines[0].rstrip().endswith(",") and lines[0].strip()[:-1].lower() in COMMA_PREFIXES:
        return text  # "Author,\nJo Lee\nRole,\nReporter": the role is the next label's
    for number, line in enumerate(lines[1:], 1):
        if is_prefix_word(line) or starts_with_prefix(line):
            return "\n".join(lines[number:])
    return text


def is_han(char: str) -> bool:
    """Whether the character is a Han (Chinese) one."""
    return HAN_FIRST <= char <= HAN_LAST


def is_credential(part: str) -> bool:
    """A one-word part in capitals only after a name, such as "MD" or "PhD"."""
    letters = list(filter(str.isalpha, part))
    return " " not in part and bool(letters) and sum(map(str.isupper, letters)) >= 2


# A Han character, a particle and another Han character: a Japanese phrase (a letter
# that is neither ASCII nor kana stands for a Han one beside a particle: a class of the
# Han block costs re a long build at import, see _HAN_NAME).
_JAPANESE_SENTENCE = re.compile(
    rf"[^\W\d_a-zA-Z\u3040-\u30ff][{JAPANESE_PARTICLES}][^\W\d_a-zA-Z\u3040-\u30ff]"
)


def plausible_name(name: str) -> bool:
    """True when ``name`` can be a person's (or a team's) name: short, with a letter,
    not a handle, link, date, role word or label."""
    lower = name.casefold()
    words = lower.split()
    if not 2 <= len(name) <= MAX_NAME_CHARS or not 1 <= len(words) <= MAX_NAME_WORDS:
        return False
    if name.startswith("@") or not any(map(str.isalpha, name)):
        return False
    if len(name) > MAX_NAME_HAN and sum(map(is_han, name)) > MAX_NAME_HAN:
        return False
    if name.endswith(HAN_DESK_ENDINGS):
        return False  # a desk ("本报编辑部")
    if _JAPANESE_SENTENCE.search(name):
        return False  # "文・理系の学生が増えた": a sentence after a byline word
    if words[0] in THING_ARTICLES:
        return False
    if any(map(lower.__contains__, NOT_NAME_WORDS)) or lower in NO_AUTHOR_NAMES:
        return False
    if words[0] in BROWSE_WORDS and (len(words) == 1 or words[1] in BROWSE_LINKS):
        return False  # an archive's browse link ("By Category", "By Type of Dinosaur")
    if any(map(lower.__contains__, IMAGE_CREDIT_WORDS)):
        return False
    if all(w.strip(".,:") in ROLE_WORDS for w in words):
        return False
    if len(words) == 1 and words[0].rstrip(_DIGIT_CHARS) in STAFF_ACCOUNT_WORDS:
        return False  # a numbered staff account ("admin3")
    if lower in _PREFIX_WORDS:
        return False
    if (words[0] in _PREFIX_WORDS or words[0] in _PARTICLES) and all(
        w.strip(".,:") in ROLE_WORDS for w in words[1:]
    ):
        return False  # a byline word or "of the" kept before a desk ("Von Redaktion", "Da Redação")
    if len(words) == 2 and words[0] in _PREFIX_WORDS and is_domain(name.split()[1]):
        return False  # a byline word before the site's address ("Par sudinfo.be")
    if len(words) > 1 and name.split()[-1] in _PREFIX_WORDS:
        return False  # a credit line whose name follows: "Government Websites by"
    if is_company(name) or is_domain(name):
        return False
    if _DATE.search(name) or (_DIGITS.search(name) and _MONTH.search(name)):
        return False
    if _WEEKDAY.fullmatch(name):
        return False  # a weekday alone ("Thu Apr 2, 1:08 am" cut at its day)
    if _ON_DAY.search(name) or _phrase(name):
        return False
    return not any(w.isdigit() for w in words)


def _phrase(name: str) -> bool:
    """A capitalised word then words in lower case that are no name particles nor an
    organisation's linking words or role words ("The Contactmusic team"): two of them,
    or one in a name of three words or more ("Now that you've bought a telescope",
    "Arizona Cardinals fan"): a sentence or a label, not a name. A name with its surname
    in lower case ("Mobasir hassan") or all in lower case ("darlene superville") passes."""
    words = _BRACKETED.sub("", name).split()  # a remark in brackets is no part of it
    if not words or not words[0][:1].isupper():
        return False
    common = [w for w in words[1:] if _common_word(w) and w not in NAME_LINK_WORDS | ROLE_WORDS]
    return len(common) >= 2 or (len(common) == 1 and len(words) >= 3)


def is_company(name: str) -> bool:
    """True when the name ends in a company's legal form ("Süddeutsche.de GmbH")."""
    words = name.casefold().split()
    return bool(words) and words[-1].rstrip(".") in LEGAL_FORMS


def is_domain(name: str) -> bool:
    """True when the name is a web address ("Express.gr", "BIOLOG.PL"): a site's name."""
    return _DOMAIN.match(name) is not None


# A byline of two capitalised words apart by a comma: a surname (maybe in capitals), then
# the given name ("Κόλλια, Ελευθερία", "STOKES, Leah").
_INVERTED_PAIR = re.compile(
    r"\s*(?P<family>[^\W\d_a-z](?:[^\W\d_A-Z]+|[^\W\d_a-z]+)),"
    r"\s*(?P<given>[^\W\d_a-z][^\W\d_A-Z]+)\s*"
)


def _not_name_word(word: str) -> bool:
    """A wire's or a month's name ("AFP", "März": "Mittwoch, März" is a date)."""
    return is_wire(word) or word.casefold() in MONTH_NUMBERS


def split_names(text: str) -> list[str]:
    """The names of a byline or metadata value, credentials dropped; empty when the
    first name is not plausible."""
    inverted = _INVERTED_PAIR.fullmatch(text)
    if inverted is not None and not any(map(_not_name_word, inverted.groups())):
        return [f"{inverted.group('given')} {inverted.group('family')}"]  # "Κόλλια, Ελευθερία"
    parts = [p for p in (_name_part(p) for p in _split_outside_brackets(_without_roles(text))) if p]
    if len(parts) >= 2 and _source_word(parts[0]) and _person_like(parts[1]):
        parts = parts[1:]  # the source before the writer ("bbc, Piotr Kościelniak")
    if not parts or not plausible_name(parts[0]) or any(map(is_company, parts)):
        return []  # a company's imprint: "John Wiley & Sons Ltd, The Atrium, Chichester"
    full = " " in parts[0]
    person = full and _person_like(parts[0])
    rest = [
        p
        for p in parts[1:]
        if not is_addition(p)
        and plausible_name(p)
        and not (full and _lone_word(p))
        and not (person and _employer(p, parts[0]))
        and not (person and p == parts[-1] and _closing_paper(text, p))
    ]
    return list(dict.fromkeys([parts[0], *rest]))


def _source_word(part: str) -> bool:
    """One word of letters in lower case or a news agency's name ("bbc", "pap", "AFP"):
    the source a byline credits before its writer, no co-author (a site's address,
    "e-go.gr", is the site's signature)."""
    return part.isalpha() and (part.islower() or is_wire(part))


def _lone_word(part: str) -> bool:
    """One word: after a full name, the reporter's place or agency ("Markus Balser,
    Berlin", "Genevra Pittman, Reuters", "Victoria Craw, wires"), not another author."""
    return " " not in part


def _person_like(name: str) -> bool:
    """:func:`looks_personal` of the name without its particles ("Justus von Daniels")."""
    return looks_personal(" ".join(w for w in name.split() if w not in _PARTICLES))


def _employer(part: str, first: str) -> bool:
    """A part after a person's name that is the writer's employer or agency, not a
    co-author: no person's name ("Associated Press", "The Plain Dealer", "Daily
    Mirror"), or in capitals after a name that is not ("Janice Lloyd, USA TODAY")."""
    name = _BRACKETED.sub("", part)  # a remark in brackets is no part of the name
    if not _person_like(name):
        return True
    if _in_capitals(name) and not _in_capitals(first):
        return True
    return _has_acronym(name) and not _has_acronym(first)  # "ARD-Studio London"


def _closing_paper(text: str, part: str) -> bool:
    """The byline's last part, after a comma, is a paper's name: two or more words, the
    last or the first a paper's (:data:`~thresher.metadata.byline_words.PAPER_WORDS`:
    "By Jenna McMurray, Calgary Sun", "Jan Nowak, Gazeta Wyborcza"); a co-author after
    "and" is kept ("By Jane Doe and Lena H. Sun")."""
    words = part.casefold().split()
    if len(words) < 2 or (words[-1] not in PAPER_WORDS and words[0] not in PAPER_WORDS):
        return False
    return re.search(r",\s*" + re.escape(part) + r"\W*$", text) is not None


def _in_capitals(text: str) -> bool:
    letters = list(filter(str.isalpha, text))
    return bool(letters) and all(map(str.isupper, letters))


# The surnames' prefixes a name in capitals keeps in their own case ("JEFFREY McMURRAY",
# "RON DeSANTIS", "JOE DiMAGGIO").
CASED_PREFIXES = ("Mc", "Mac", "De", "Di", "Da", "Du", "La", "Le")


def _surname_in_capitals(word: str) -> bool:
    """A word in capitals, a surname's prefix in its own case allowed ("McMURRAY")."""
    for prefix in CASED_PREFIXES:
        if word.startswith(prefix) and word[len(prefix) : len(prefix) + 1].isupper():
            return _in_capitals(word[len(prefix) :])
    return _in_capitals(word)


def _has_acronym(name: str) -> bool:
    """A word (or a hyphenated word's part) of two letters or more in capitals only,
    not initials ("A.A."): an organisation's acronym."""
    words = _WORD_PARTS.split(name)
    return any(len(w) >= 2 and "." not in w and _in_capitals(w) for w in words)


def _without_roles(text: str) -> str:
    """The text without the segments after its first comma that are a job title, "and"
    inside one included ("Brett Cruz, Privacy and Digital Security Expert" names one
    author), and the segments after a title that complete it ("Product Manager, Google
    News"), up to a semicolon or a segment opening with a joining word ("and Jo Lee")."""
    if "," not in text and ";" not in text:
        return text
    parts = _split_outside_brackets(text, _SEGMENT)
    kept, in_role = parts[:1], False
    for separator, segment in zip(parts[1::2], parts[2::2], strict=True):
        anew = separator == ";" or _JOINER_OPENING.match(segment) is not None
        in_role = _is_role(segment) or (in_role and not anew)
        if not in_role:
            kept += [f"{separator} ", segment]
    return "".join(kept) if len(kept) < len(parts) else text


def _is_role(segment: str) -> bool:
    """A segment that ends in a role word ("Senior Editor", "Staff Writers")."""
    words = segment.casefold().split()
    return bool(words) and words[-1].strip(".") in ROLE_WORDS


def _split_outside_brackets(text: str, pattern: re.Pattern[str] = _SPLIT) -> list[str]:
    """The text split at ``pattern`` (commas, "and" and the like), but not inside
    brackets ("Richard Lam (AP/CP)" is one part)."""
    if "(" not in text or _MASK in text:
        return pattern.split(text)
    groups = iter(_BRACKETED.findall(text))
    parts = pattern.split(_BRACKETED.sub(_MASK, text))
    return [_MASK_PATTERN.sub(lambda _: next(groups), part) for part in parts]


def _name_part(part: str) -> str:
    """One part of a byline as a name: a leading byline word and a trailing place
    dropped ("By TOM KRISHER", "Julian Linden in Sydney")."""
    part = _without_credential(_without_title(_without_article(strip_prefix(_trim(part))[0])))
    part = _without_byline_words(_without_nickname(part))
    part = _person_after_site(part)
    part = _TRAILING_WORD.sub("", part)
    place = _PLACE.search(part)
    if place and part[place.end()].isupper():
        part = part[: place.start()]
    return _without_place(
        _without_remark(_before_address(_trim(_before_title(_before_paper(part)))))
    )


# A nickname in quotes between a given name and a surname ('Ken "Caesar" Fisher').
_NICKNAME = LazyPattern(r"(?<=\w)\s+[\"“„«][^\"“”„«»\s]+[\"”“»]\s+(?=\w)")


def _without_nickname(part: str) -> str:
    """The name without a one-word nickname in quotes inside it ('Ken "Caesar" Fisher'
    gives "Ken Fisher"); other parts whole."""
    if '"' not in part and "“" not in part and "„" not in part and "«" not in part:
        return part  # most parts
    return _NICKNAME.sub(" ", part)


def _without_title(part: str) -> str:
    """The name without the academic or professional titles before it ("Dr. Hans
    Müller", "Prof. Dr. med. Anna Schmidt", "Rechtsanwalt Sebastian Einbock",
    "dr hab. Jan Kowalski"; :data:`~thresher.metadata.byline_words.NAME_TITLES`), when
    a name of two words or more, capitalised, follows; other parts whole ("Dr. Seuss")."""
    words = part.split()
    count = 0
    while count < len(words) - 2 and _title_word(words[count], count > 0):
        count += 1
    rest = words[count:]
    return " ".join(rest) if count and rest[0][:1].isupper() else part


def _without_credential(part: str) -> str:
    """The name without a credential written after it without a comma ("Lynne Eldridge
    MD", "Jane Doe PhD"; :data:`~thresher.metadata.byline_words.NAME_CREDENTIALS`), when
    two words or more stay; other parts whole."""
    head, _, last = part.rpartition(" ")
    key = last.replace(".", "").casefold()
    if key in NAME_CREDENTIALS and " " in head.strip() and is_credential(last.replace(".", "")):
        return head.rstrip(" ,")
    return part


def _title_word(word: str, after_title: bool) -> bool:
    """A title's word ("Dr.", "Prof", "Rechtsanwalt"), or after one a qualifier in lower
    case that completes it ("med.", "rer.", "hab.")."""
    key = word.casefold().rstrip(".,")
    if key in NAME_TITLES:
        return True
    return after_title and word[:1].islower() and key in TITLE_QUALIFIERS


_SITE_THEN_PERSON = re.compile(r"(?P<site>\S+)\s*\((?P<person>[^()]+)\)")


def _person_after_site(part: str) -> str:
    """The person's name a site's address signs with in brackets ("wnp.pl (Jerzy
    Dudała)": the site's writer); other parts whole."""
    if "(" not in part:
        return part  # most parts
    signed = _SITE_THEN_PERSON.fullmatch(part)
    if signed is None or not is_domain(signed.group("site")):
        return part
    person = signed.group("person").strip()
    return person if _person_like(person) else part


def _without_byline_words(part: str) -> str:
    """The part without a byline word left around the name: Dutch "Door" before a full
    name ("Door Jan de Vries", Romanian "de Ion Popescu") and the openings of a credit
    (``NAME_PART_OPENINGS``: "Mit Informationen von Jo Lee"), Hindi "द्वारा" after one
    ("राहुल शर्मा द्वारा"), a Japanese role after one ("山田太郎記者")."""
    first, _, rest = part.partition(" ")
    named = first.casefold() in NAME_PART_PREFIXES or first in LOWER_NAME_PART_PREFIXES
    if named and (_person_like(rest) or uncased_full_name(rest)):
        return rest
    for opening in NAME_PART_OPENINGS:
        if part[: len(opening)].casefold() == opening and _person_like(
            part[len(opening) :].strip()
        ):
            return part[len(opening) :].strip()
    head, _, last = part.rpartition(" ")
    if last.casefold() in BYLINE_SUFFIXES and head.strip():
        return head.rstrip()
    return _without_japanese_role(part)


def language_byline(text: str, lang: str) -> str | None:
    """``text`` with its first word in lower case and a colon after it when it is a
    byline word of the page's language ``lang`` (:data:`LANGUAGE_PREFIXES`) followed by
    a person's name alone (or co-authors), up to a separator ("Door Jan de Vries | 3 mei
    2024" on a Dutch page), else None."""
    words = LANGUAGE_PREFIXES.get(lang.split("-")[0].strip().casefold())
    first, _, rest = text.strip().partition(" ")
    if not words or first.casefold() not in words or not rest:
        return None
    name = _SPLIT.split(_CUT.split(rest, 1)[0], 1)[0].strip()  # the first of co-authors
    return first.casefold() + ": " + rest if _person_like(name) else None


def without_language_label(text: str, lang: str) -> str | None:
    """A marked byline's ``text`` without the label word it opens with when that is one
    of the page's language ``lang`` (:data:`LANGUAGE_NAME_LABELS`: Irish "Le Seán Ó
    Briain", Uzbek "Muallif: Jasur Karimov") and a person's name follows, else None."""
    labels = LANGUAGE_NAME_LABELS.get(lang.split("-")[0].strip().casefold())
    text = unicodedata.normalize("NFC", text.strip())
    for label in labels or ():
        rest = _after_label(text, label)
        if rest is not None:
            rest = rest.strip()
            return rest if _person_like(_CUT.split(rest, 1)[0].strip()) else None
    return None


def _after_label(text: str, label: str) -> str | None:
    """``text`` after the label word(s) ``label`` it opens with (its colon too), when a
    space follows them or, for a label glued to the name (:data:`GLUED_NAME_LABELS`:
    Zulu "NguSipho Dlamini"), a capital; else None."""
    if text[: len(label)].casefold() != label:
        return None
    rest = text[len(label) :].lstrip(":：")
    if rest[:1].isspace() or (label in GLUED_NAME_LABELS and rest[:1].isupper()):
        return rest
    return None


def _without_japanese_role(part: str) -> str:
    """A Japanese writer's name without the role after it ("山田太郎記者", "山田 太郎 記者",
    "山田太郎特派員"), when the rest is a name of Han or kana characters; not a paper's or
    an agency's reporter ("本報記者", "中央社記者": our paper's, the agency's)."""
    if not part.endswith(JAPANESE_ROLE_ENDINGS):
        return part
    name = _without_role_ending(part).rstrip(_HAN_GAP)
    letters = name.replace(" ", "").replace("\u3000", "")
    if len(letters) < 2 or not all(is_han(c) or "\u3040" <= c <= "\u30ff" for c in letters):
        return part
    if name.endswith((*REPORTER_PAPER_ENDINGS, *_AGENCY_ENDINGS)) or name in REPORTER_OPENERS:
        return part
    return name


def _before_paper(part: str) -> str:
    """A person's name without the paper or agency named after "for" or "of the" ("Jane
    Doe for CNN", "Jo Lee for The Guardian", "Cherie Taylor of the Daily Post"), or after
    "of" before initials ("Jo Lee of RNZ"); other parts whole ("Center for Media Studies")."""
    paper = _FOR_PAPER.search(part)
    if paper is None or not part[paper.end()].isupper():
        return part
    head, paper_name = part[: paper.start()], part[paper.end() :]
    return head if _person_like(head) and _paper_like(paper_name) else part


def _paper_like(name: str) -> bool:
    """A paper's or an agency's name: one word ("CNN", "Bloomberg"), or words opening
    with an article or holding an organisation's word ("The Guardian", "Bloomberg
    News"), not any words ("Texas Coalition for Heritage Spanish")."""
    words = name.split()
    lowered = [w.casefold().strip(".,") for w in words]
    return (
        len(words) == 1
        or lowered[0] in NAME_ARTICLES
        or bool(ORGANIZATION_WORDS.intersection(lowered))
        or bool(PAPER_WORDS.intersection(lowered))
    )


_ADDRESS = re.compile(r"(?:^|\s)\S*(?:@|\[at\])")
_CLOSING_REMARK = re.compile(r"\s*\(([^\W\d_]+)\)$")


def _before_address(part: str) -> str:
    """The name before an e-mail address or a handle after it ("Jo Lee @jolee", "Jo Lee
    jo@example.org"); nothing when the part is an address alone."""
    address = _ADDRESS.search(part)
    return part if address is None else _trim(part[: address.start()])


# A reporter's place in brackets after the name, opened by a preposition in lower case
# ("Jean Dupont (à Paris)", "María García (en Madrid)", "Hans Müller (aus Berlin)").
_BRACKETED_PLACE = re.compile(r"\s*\((?:[^\W\d_]+\s+)+[^\W\d_][^()]*\)$")


def _without_place(part: str) -> str:
    """The name without a bracketed place after it whose first word is in lower case and
    another capitalised; other names whole ("Richard (R.J.) Eskow")."""
    place = _BRACKETED_PLACE.search(part)
    if place is None or not part[: place.start()].strip():
        return part
    words = place.group().strip(" ()").split()
    return part[: place.start()] if words[0].islower() and words[-1][:1].isupper() else part


def _without_remark(part: str) -> str:
    """The name without a one-word remark in brackets closing it: an agency, a site, an
    editor's initials ("Richard Lam (AP)", "Julia Hitz (eg)"); not the initials of the
    name's own words ("Auswärtige Autoren (AA)"), an address ("(www.dw.com)": no name),
    nor a bracket inside the name ("Richard (R.J.) Eskow")."""
    remark = _CLOSING_REMARK.search(part)
    if remark is None or not part[: remark.start()].strip():
        return part
    head = part[: remark.start()]
    initials = "".join(word[0] for word in head.split()).casefold()
    return part if squash(remark.group(1)) == initials else head


def _before_title(part: str) -> str:
    """A name in capitals without the job title or the agency after it in other case,
    an agency's acronym included ("MALCOLM RITTER AP Science Writer", "JASON STRAZIUSO
    Associated Press Writer", "JANE DOE Associated Press"); other parts whole."""
    words = part.split()
    last = words[-1].casefold().strip(".") if words else ""
    titles = (ROLE_WORDS, ORGANIZATION_WORDS, PAPER_WORDS)  # "FRANK BODANI Daily Record"
    if len(words) < 3 or not any(last in words_ for words_ in titles):
        return part
    name: list[str] = []
    for word in words:
        short = len(word) <= 2 and len(name) >= 2  # an acronym after the name ("AP")
        if short or not _surname_in_capitals(word):
            break
        name.append(word)
    return " ".join(name) if len(name) >= 2 and len(name) < len(words) else part


def _without_article(part: str) -> str:
    """The part without a person's article before the name ("ο Νίκος Μπογιόπουλος")."""
    first, _, rest = part.partition(" ")
    return rest if first in PERSON_ARTICLES and rest[:1].isupper() else part


def is_addition(part: str) -> bool:
    """A part after the first name that is a credential ("MD"), a job title ("AP Auto
    Writer", "Deputy Business Editor"), a picture's credit ("Fotos von Eva Schmidt") or a
    description, not another author."""
    words = part.casefold().split()
    if is_credential(part) or (len(words) >= 2 and words[-1] in ROLE_WORDS):
        return True
    if len(words) >= 2 and words[0] in PICTURE_CREDIT_OPENERS:
        return True  # a picture's credit ("Fotos von Eva Schmidt")
    return len(words) >= 2 and any(map(_common_word, _BRACKETED.sub("", part).split()))


def _common_word(word: str) -> bool:
    """A word in lower case that is no name particle: "Extension horticulture
    educators" is a description, "Carolina von Canal" a name."""
    return word.isalpha() and word.islower() and word not in _PARTICLES


def names_from_byline(text: str) -> list[str]:
    """Author names in the text of a byline element ("By Jane Doe and Li Wei | May 3"),
    or the writers of a Chinese reporter credit ("聯合報╱記者張嘉芳／台北報導", "记者 王五")."""
    return (
        reporter_names(text)
        or lone_reporter_names(text)
        or korean_reporter_names(text)
        or dateline_agency(text)
        or _after_byline_word(byline_text(_without_photographer(text)))
    )


# A wire story's dateline alone in the byline element ("PARIS (AFP) –", "WASHINGTON, May 3
# (Reuters) -"): a place in capitals, maybe a day, the agency in brackets, a dash.
_BYLINE_DATELINE = LazyPattern(
    r"\s*[^\W\d_a-z](?:[^\W\d_a-z]|[ .'’-]){1,30}(?:,[^()]{1,30})?"
    r"\(\s*([^()]{2,40}?)\s*\)\s*[-–—:]?\s*"
)


def dateline_agency(text: str) -> list[str]:
    """The agency of a byline that is only a wire story's dateline ("PARIS (AFP) –" gives
    "AFP", not the place): the page names no person there, and gives the agency as the
    byline's credit; nothing for other texts."""
    if "(" not in text or len(text) > MAX_NAME_CHARS + 20:
        return []
    found = _BYLINE_DATELINE.fullmatch(text)
    return [found.group(1)] if found is not None and is_wire(found.group(1)) else []


# A photographer named beside the writer by a role in brackets, at the byline's end
# ("Anna Schmidt (Text) und Peter Müller (Fotos)", "Jo Lee (text) and Li Wei (photos)"):
# the joiner, the name and the bracket, cut.
_PHOTOGRAPHER = LazyPattern(
    r"\s*(?:,|\bund\b|\band\b|\bet\b|\by\b|\be\b|&)\s*[^,()]{2,60}\(\s*(?:fotos?|photos?"
    r"|bilder?|fotografie|photography|fotografía|fotografia)\s*\)\s*$",
    re.IGNORECASE,
)


def _without_photographer(text: str) -> str:
    """``text`` without a photographer named last with a role in brackets."""
    if ")" not in text:
        return text
    found = _PHOTOGRAPHER.search(text)
    return text if found is None else text[: found.start()]


def _after_byline_word(text: str) -> list[str]:
    """The names of a byline's text after its byline word, a reporter credit's too
    ("作者：记者 王五" gives "王五")."""
    return lone_reporter_names(text) or split_names(text)


def is_prefix_word(text: str) -> bool:
    """True when the text is a byline word alone ("By", "Von:"), its name in the next
    element."""
    word = text.strip().rstrip(":：").strip()
    # Casefolding never shortens a text: a longer one is no byline word (a paragraph is
    # not casefolded for nothing).
    return len(word) <= _LONGEST_PREFIX and word.casefold() in _PREFIX_WORDS


def starts_with_prefix(text: str) -> bool:
    """True when the text opens with a byline word followed by a capitalised name.

    Only the text's first words are read (:data:`_HEAD_WORDS`): the answer is the same
    for a long paragraph, whose spaces are then not all collapsed.
    """
    if not _PREFIX_OPENING.match(text):
        return False
    head = _HEAD.match(text)
    if head is not None:
        text = text[: head.end()]
    stripped, found = strip_prefix(_SPACES.sub(" ", text).strip())
    article, _, after = stripped.lstrip().partition(" ")
    # an article between the word and the name ("Γράφει ο Νίκος Μπογιόπουλος")
    first = (after if article in PERSON_ARTICLES else stripped.lstrip())[:1]
    # a script without case (Chinese) has no capital to show; one with case has
    # ("του συμπλέγματος Β": "of the B complex", no byline)
    # (Georgian is written in one case, Mkhedruli, which Unicode counts as lower case)
    cased = first.isascii() or (first.islower() and not "\u10d0" <= first <= "\u10ff")
    if not found or not first:
        return False
    return first.isupper() or not cased or _signed_by_site(stripped)


def _signed_by_site(text: str) -> bool:
    """A byline's text opening with a site's address and a capitalised name in brackets
    ("wnp.pl (Jerzy Dudała)"): the site's writer, whose name is taken from the brackets."""
    site, _, rest = text.lstrip().partition(" ")
    return rest[:1] == "(" and rest[1:2].isupper() and is_domain(site)


def may_start_byline(text: str) -> bool:
    """False only when neither :func:`is_prefix_word` of ``text`` nor
    :func:`starts_with_prefix` of ``text`` with anything after it can hold: both need
    the first character after whitespace to open a byline word (case-insensitively for
    the pattern, casefolded for the word test; casefolding goes character by character)."""
    if _FIRST_LETTER.match(text):
        return True
    stripped = text.lstrip()
    if not stripped:
        return False
    folded = stripped[0].casefold()
    if len(folded) == 1:
        return folded in _FOLDED_FIRSTS
    return any(word.startswith(folded) for word in _PREFIX_WORDS)


def may_lead_byline(text: str) -> bool:
    """False only when neither :func:`is_prefix_word` of ``text`` nor
    :func:`starts_with_prefix` of ``text`` with anything after it can hold: the tests
    :func:`~thresher.metadata.authors._candidate_text` asks of an element's leading text.
    The second needs a byline word's first word then whitespace or a colon; a space after
    the text stands for what follows it. The pattern is tried only after the text's first
    two characters after whitespace could open its match (:func:`_may_open_with`)."""
    if is_prefix_word(text):
        return True
    spaced = text + " "
    return _may_open_with(spaced.lstrip()[:2]) and _PREFIX_OPENING.match(spaced) is not None


@functools.lru_cache(maxsize=4096)
def _may_open_with(pair: str) -> bool:
    """Whether a text whose first two characters after whitespace are ``pair`` (or that
    has none: an empty ``pair``) may open :data:`_PREFIX_OPENING`'s match: a match of
    ``_OPENING_PAIRS`` (answered once a pair)."""
    return _OPENING_PAIRS.match(pair) is not None


def may_open_byline(text: str) -> bool:
    """A cheap first test on whitespace-collapsed text: False only when neither
    :func:`is_prefix_word` nor :func:`starts_with_prefix` can hold for a text whose
    collapsed form begins like ``text``.

    An ASCII opening is compared with the ASCII byline words in lower case (for ASCII,
    what the case-insensitive tests compare); any other opening may hold one.
    """
    head = text[:_LONGEST_PREFIX]
    return not head.isascii() or head.lower().startswith(_ASCII_PREFIXES)


def looks_personal(name: str) -> bool:
    """Two to four capitalised words, none an organisation's word, not opening with an
    article: a person's name rather than a brand's."""
    words = name.split()
    if not 2 <= len(words) <= 4 or not all(w[:1].isupper() for w in words):
        return False
    lowered = [w.casefold().strip(".,") for w in words]
    return lowered[0] not in NAME_ARTICLES and not ORGANIZATION_WORDS.intersection(lowered)


def is_wire(name: str) -> bool:
    """True when the name is a news agency's (:data:`~thresher.metadata.byline_words.
    WIRE_SERVICES`), case and spaces ignored."""
    return " ".join(name.casefold().split()) in WIRE_SERVICES


def same_name(name: str, other: str | None) -> bool:
    """True when two names are equal ignoring case, spaces and punctuation."""
    if not other:
        return False
    return squash(name) == squash(other)


def same_as_any(name: str, others: Iterable[str | None]) -> bool:
    """``any(same_name(name, other) for other in others)``, the name squashed once."""
    key = squash(name)
    return any(other and squash(other) == key for other in others)


def squash(text: str) -> str:
    """The text case-folded with everything but letters and digits removed."""
    return "".join(filter(str.isalnum, text.casefold()))  # no Python frame a character


_AUTHOR_PAGE_OPENING = LazyPattern(
    r"\s*(?:" + "|".join(map(re.escape, AUTHOR_PAGE_OPENERS)) + r")\s+(?=\S)", re.IGNORECASE
)


def author_page_name(text: str) -> str:
    """A writer's link text without the wording of a link to the writer's own page
    ("View all posts by Jo Lee", "Alle Beiträge von Jo Lee anzeigen" give "Jo Lee"); any
    other text as it is."""
    opening = _AUTHOR_PAGE_OPENING.match(text)
    if opening is None:
        return text
    name = text[opening.end() :].rstrip()
    head, _, last = name.rpartition(" ")
    return head.rstrip() if head and last.casefold() in AUTHOR_PAGE_CLOSERS else name


_LINE_LABEL = LazyPattern(
    r"\s*(?:" + "|".join(map(re.escape, LINE_LABELS)) + r")(?:\s*[:：]|[ \t]*\n)\s*(?=\S)",
    re.IGNORECASE,
)
_LINE_LABEL_OPENING = re.compile(
    r"\s*(?:" + "|".join(map(re.escape, LINE_LABELS)) + r")(?:\s*[:：]|\s*$)", re.IGNORECASE
)
_LINE_LABEL_FIRSTS = frozenset(c for w in LINE_LABELS for c in (w[0], w[0].upper()))


def opens_line_label(own: str) -> bool:
    """Whether an element's own text opens with a line label and a colon, or is the
    label alone (its names in the next element): the test before reading its text."""
    return own.lstrip()[:1] in _LINE_LABEL_FIRSTS and _LINE_LABEL_OPENING.match(own) is not None


MAX_LISTED_WRITERS = 4  # names on lines of their own under a line label, at most


def line_label_names(text: str) -> list[str]:
    """The writers a line labelled by one of :data:`LINE_LABELS` names ("Muhabir: Ayşe
    Demir", the label on a line of its own and the name on the next, or one name a line
    under it: "Author(s)" over a list); none without one."""
    label = _LINE_LABEL.match(text)
    if label is None:
        return []
    names: list[str] = []
    for line in text[label.end() :].split("\n")[:MAX_LISTED_WRITERS]:
        found = split_names(byline_text(line)) if line.strip() else []
        if not found:
            break  # the list ends: a date, a label, another line of the page's facts
        names += [name for name in found if name not in names]
    return names
