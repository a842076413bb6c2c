"""A paywall's prompt the model kept under the story's teaser.

A paywalled story shows its first paragraphs and then the wall's prompt: "Kostenlos
registrieren und weiterlesen", "Wählen Sie Ihren Zugang und lesen Sie weiter:",
"Subscribe to continue reading". The prompt sits in the story's element and reads like
a sentence, so the model keeps it with the teaser. A short kept line that asks the
reader to subscribe, register or log in (:data:`ACCESS`) in order to read on
(:data:`READ_ON`) is dropped. Words as data, in English, German, French, Spanish,
Italian, Portuguese and Dutch; nothing here names a site; chosen by leave-one-source-out
validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
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
_REASON = "paywall prompt (p={p:.2f})"


def drop_paywall_prompts(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that ask the reader to subscribe, register or log in to read
    on, dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``:
    their :func:`~thresher.methods.auto.decided.kept_flags`)."""
    short = [
        pos
        for pos in compress(range(len(blocks)), flags)
        if blocks[pos].features.text_length <= MAX_CHARS
    ]
    # The short lines together first: most pages hold none of the words of reading on.
    words = _read_on_words("\n".join([blocks[pos].text for pos in short]))
    if not words:
        return {}
    found: dict[int, Decision] = {}
    for pos in short:
        block = blocks[pos]
        lowered = block.text.lower()
        if any(word in lowered for word in words) and _is_prompt(lowered):
            found[block.index] = Decision(
                block.index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
            )
    return found


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
