"""A price alone on its line, read from tables: currencies, period words, openers.

A plan's or a product's price is a number beside a currency sign or code, before it
("$179", "R$ 49,90", "CHF 29.-") or after it ("29 €", "99 zł", "1 299 kr"), the digits
grouped by a space (normal, no-break or thin), a point, a comma or an apostrophe, with
either decimal mark; a word before it at most ("From $9", "ab 29 €", "desde 10 €") and a
period after it ("/mo", "per month", "/Monat", "par mois", "al mes", "/月"). A number
followed by any other word is a count ("10 Leitsätze", "5 users"), not a price.

The tables are data; :func:`is_price` reads a line with them: the number first, then
the word before it (a currency, else an opening word and a currency) and what follows
it (a currency when none came before, then a period at most).
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
    "el", "ao", "in", "w", "na", "za", "в", "за", "i", "om", "每",
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
    "月", "年", "日", "个月", "ヶ月", "か月", "每月", "每年", "월", "년",
)  # fmt: skip
# A number's tail that stands for "no cents" ("CHF 29.-", "29,– €").
NO_CENTS = (".-", ",-", ".–", ",–", ".—", ",—")


_SPACES = " \u00a0\u2009\u202f"  # normal, no-break, thin and narrow no-break spaces
_NUMBER = re.compile(
    r"\d+(?:[ \u00a0\u2009\u202f.,'’]\d{3})*(?:[.,](?:\d{1,2}(?!\d)|[-–—]))?"
)  # "1 299", "1.299,00", "29.-"
_CURRENCIES = frozenset(CURRENCY_SIGNS) | frozenset(CURRENCY_CODES)
# A sign or code at the start of a line's rest, the longest first ("R$" before "R"), as
# written: "ft", "pen" or "try" in lower case are words, not money.
_CURRENCY = re.compile(
    "|".join(re.escape(sign) for sign in sorted(_CURRENCIES, key=len, reverse=True))
)
_PERIODS = frozenset(PERIOD_WORDS)
_JOINERS = frozenset(PERIOD_JOINERS)
MAX_PRICE_CHARS = 24  # a longer line is a sentence about a price, not a card's price


def is_price(text: str) -> bool:
    """A short line that is a price alone, with an opening word and a period at most
    ("$179", "29 €/mo", "CHF 29.-", "ab 9,90 € pro Monat"; not "10 Leitsätze")."""
    line = text.strip()
    if len(line) > MAX_PRICE_CHARS:
        return False
    number = _NUMBER.search(line)
    if number is None:
        return False  # most short lines: no number, no price (the cheap test first)
    before = line[: number.start()].strip(_SPACES)
    if before and before not in _CURRENCIES:
        before = _without_opener(before)
    after = line[number.end() :].lstrip(_SPACES)
    sign = _CURRENCY.match(after)  # a sign or code after the number ("29 €", "$49 USD")
    if before:
        if before not in _CURRENCIES:
            return False  # "Save 16%": a word before the number
    elif sign is None or after[sign.end() : sign.end() + 1].isalpha():
        return False  # "5 users", "10 kraft": a counted noun
    return _is_period(after[sign.end() :] if sign else after)


def _without_opener(before: str) -> str:
    """``before`` without an opening word of :data:`PRICE_OPENERS` ("From $" → "$")."""
    folded = before.lower()
    for opener in PRICE_OPENERS:
        if folded == opener or folded.startswith(opener + " "):
            return before[len(opener) :].strip(_SPACES)
    return before


def _is_period(tail: str) -> bool:
    """Whether what follows a price is nothing, a footnote mark or a period ("/mo",
    "per month", "/user/mo", "par mois"), read from :data:`PERIOD_WORDS`."""
    words = [word.rstrip(".").lower() for word in tail.rstrip("*").replace("/", " ").split()]
    if len(words) > 1 and words[0] in _JOINERS:
        words = words[1:]
    return len(words) <= 2 and all(word in _PERIODS for word in words)
