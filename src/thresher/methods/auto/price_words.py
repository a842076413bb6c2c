"""A price alone on its line, read from tables: currencies, period words, openers.

A plan's or a product's price is a number beside a currency sign or code, before it
("$179", "R$ 49,90", "CHF 29.-") or after it ("29 €", "99 zł", "1 299 kr"), the digits
grouped by a space (normal, no-break or thin), a point, a comma or an apostrophe, with
either decimal mark; a word before it at most ("From $9", "ab 29 €", "desde 10 €") and a
period after it ("/mo", "per month", "/Monat", "par mois", "al mes", "/月"). A number
followed by any other word is a count ("10 Leitsätze", "5 users"), not a price.

The tables are data; :func:`is_price` reads a line with the pattern built from them.
"""

from __future__ import annotations

import re

# Signs and short marks written beside the number (either side), longest first when
# one is the start of another ("R$" before "R").
CURRENCY_SIGNS = (
    "US$", "A$", "C$", "NZ$", "HK$", "S$", "R$", "MX$", "CA$", "AU$",
    "$", "€", "£", "¥", "₹", "₽", "₩", "₺", "₪", "₫", "₴", "₱", "฿", "₦", "₸", "₼", "₾",
    "円", "元", "zł", "kr.", "kr", "Kč", "Ft", "lei", "лв", "руб.", "руб", "грн",
    "Rs.", "Rs", "Rp", "RM", "Fr.", "TL", "din.",
)  # fmt: skip
# ISO 4217 codes of the currencies a shop most often shows.
CURRENCY_CODES = (
    "USD", "EUR", "GBP", "CHF", "JPY", "CNY", "RMB", "INR", "RUB", "PLN", "CZK", "SEK",
    "NOK", "DKK", "HUF", "RON", "BGN", "UAH", "TRY", "BRL", "ARS", "CLP", "COP", "MXN",
    "PEN", "CAD", "AUD", "NZD", "ZAR", "KRW", "SGD", "HKD", "TWD", "IDR", "MYR", "THB",
    "VND", "PHP", "AED", "SAR", "ILS", "EGP", "NGN", "KES", "ISK", "RSD",
)  # fmt: skip
# Words that may open a price line ("From $9", "ab 29 €", "à partir de 10 €").
PRICE_OPENERS = (
    "from", "starting at", "starts at", "only", "just", "ab", "nur", "dès", "à partir de",
    "desde", "a partir de", "da", "a partire da", "vanaf", "od", "от", "från", "fra",
)  # fmt: skip
# Words joining a price to its period ("per month", "pro Monat", "al mes", "в месяц").
PERIOD_JOINERS = (
    "per", "a", "an", "each", "every", "pro", "im", "je", "par", "au", "al", "por", "para",
    "el", "ao", "all'", "al", "in", "w", "na", "za", "в", "за", "i", "om", "每",
)  # fmt: skip
# Periods (and the seat a plan is priced by) in the main languages, lower case.
PERIOD_WORDS = (
    "mo", "mos", "mth", "mon", "month", "monthly", "yr", "year", "yearly", "annually",
    "annual", "wk", "week", "weekly", "day", "daily", "user", "seat", "person", "night",
    "each", "monat", "mtl", "monatlich", "jahr", "jährlich", "woche", "tag", "nutzer",
    "mois", "mensuel", "an", "année", "semaine", "jour", "utilisateur", "nuit",
    "mes", "mensual", "año", "ano", "semana", "día", "dia", "usuario", "noche",
    "mês", "mensal", "usuário", "mese", "mensile", "anno", "settimana", "giorno", "utente",
    "maand", "mnd", "maandelijks", "jaar", "dag", "gebruiker",
    "mies", "miesiąc", "miesiącu", "miesięcznie", "rok", "rocznie", "měsíc", "měs",
    "мес", "месяц", "год", "день", "міс", "місяць",
    "mån", "månad", "måned", "md", "år", "kk", "kuukausi", "hó", "hónap", "ay", "yıl",
    "月", "年", "日", "个月", "ヶ月", "か月", "월", "년",
)  # fmt: skip
# A number's tail that stands for "no cents" ("CHF 29.-", "29,– €").
NO_CENTS = (".-", ",-", ".–", ",–", ".—", ",—")


def _alternation(words: tuple[str, ...]) -> str:
    """A regex alternation of ``words``, the longest first (so "R$" wins over "R")."""
    return "|".join(re.escape(word) for word in sorted(set(words), key=len, reverse=True))


_SPACE = r"[ \u00a0\u2009\u202f]"
_NUMBER = (
    r"\d+(?:[ \u00a0\u2009\u202f.,'’]\d{3})*"
    rf"(?:(?:{_alternation(NO_CENTS)})|[.,]\d{{1,2}}(?!\d))?"
)
# Signs and codes as written: "ft", "pen" or "try" in lower case are words, not money.
_CURRENCY = rf"(?-i:{_alternation(CURRENCY_SIGNS)}|{_alternation(CURRENCY_CODES)})"
_OPENER = rf"(?:(?:{_alternation(PRICE_OPENERS)}){_SPACE}+)?"
_AMOUNT = (
    rf"(?:{_CURRENCY}{_SPACE}*{_NUMBER}(?:{_SPACE}*{_CURRENCY})?"
    rf"|{_NUMBER}{_SPACE}*{_CURRENCY}(?![^\W\d_]))"
)
_PERIOD_WORD = rf"(?:{_alternation(PERIOD_WORDS)})\.?"
_PERIOD = (
    rf"(?:{_SPACE}*(?:/|(?:{_alternation(PERIOD_JOINERS)}){_SPACE}*)"
    rf"{_SPACE}*{_PERIOD_WORD}(?:{_SPACE}*/{_SPACE}*{_PERIOD_WORD})?)?"
)
PRICE_LINE = re.compile(rf"{_OPENER}{_AMOUNT}{_PERIOD}\*?", re.IGNORECASE)
_DIGIT = re.compile(r"\d")
MAX_PRICE_CHARS = 24  # a longer line is a sentence about a price, not a card's price


def is_price(text: str) -> bool:
    """A short line that is a price alone, with an opening word and a period at most
    ("$179", "29 €/mo", "CHF 29.-", "ab 9,90 € pro Monat"; not "10 Leitsätze")."""
    line = text.strip()
    if len(line) > MAX_PRICE_CHARS or _DIGIT.search(line) is None:
        return False  # most short lines: no number, no price (the cheap test first)
    return PRICE_LINE.fullmatch(line) is not None
