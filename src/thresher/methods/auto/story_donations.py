"""A donation box's lines the model kept inside a story.

Nonprofit newsrooms set a donation box between or after a story's paragraphs: a heading
and a pitch ("Support our nonprofit newsroom", "Your gift keeps local news free") over a
form or a button that leads to the payment page (WordPress Newspack's donate block,
``div.wp-block-newspack-blocks-donate``; ``div.donation-box``, ``section#donate-cta``).
The heading sits in the story's element and reads as a line of it, so the model keeps it;
the article truths leave the box out. A kept line of at most :data:`MAX_CHARS`
characters whose element or one of its :data:`NEAR_STEPS` nearest ancestors is named for
a donation (:data:`MARKS` in its class or id) is dropped, when the page keeps at least
:data:`MIN_STORY_CHARS` characters outside such boxes (a donation page's own text
stays). The words are the markup's, not any site's.

A box whose markup names no donation (``div.support-box``, ``div.membership-callout``)
says it in words: its heading is a call to support the newsroom ("Become a member",
"Support independent journalism", "Susține jurnalismul independent", "Unterstützen Sie
unabhängigen Journalismus", "Поддержите независимую журналистику"). A kept line of at most
:data:`MAX_CALL_CHARS` characters that is wholly such a call (:data:`SUPPORT_CALLS`, by
language) is dropped, with the kept lines beside it (:data:`BOX_WINDOW`) of at most
:data:`MAX_CHARS` characters inside the same box (the call's element's parent, of at most
:data:`MAX_BOX_CHARS` characters of text), when the page keeps :data:`MIN_BEFORE_CHARS`
before the call (a story it follows or interrupts; a membership page's own heading opens
the page, switch ``support_calls``). The rule reads only the kept short lines that open
as a call does, found in one scan (:func:`~thresher.methods.auto.kept_lines.kept_opening`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress
from operator import attrgetter

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_CHARS = 160  # a box's heading or pitch, not a paragraph of the story
NEAR_STEPS = 3  # the block's element and its ancestors read for the box's name
MIN_STORY_CHARS = 500  # kept text outside the boxes: the page's story
MARKS = ("donat", "Donat")  # "donate", "donation", "donations" in a class or id
_MARK_CORE = "onat"  # in both marks: one search of the kept paths joined first
_REASON = "donation box inside the story (p={p:.2f})"
MAX_CALL_CHARS = 80  # a call to support, a heading or a button's line
MIN_BEFORE_CHARS = 300  # kept text before the call: a story's paragraphs, not a page's top
MAX_BOX_CHARS = 600  # the call's box: a heading, a pitch and a button, not the story
BOX_WINDOW = 2  # the lines before and after the call read as its box's
# A call to support the newsroom, a line's whole text (lower-cased), by language: en, de,
# fr, es, pt, it, nl, pl, cs, sk, ro, hu, ru, uk, sv, nb, da, fi, tr, el, id, vi, ja, ko,
# zh.
_CALLS = (
    r"(?:become a (?:member|supporter|patron)|support (?:us|our (?:work|journalism|newsroom)"
    r"|(?:independent|local|nonprofit|quality) (?:journalism|news))(?: today| now)?"
    r"|donate(?: now| today)?|give (?:now|today)|make a (?:donation|gift)(?: now| today)?)"
    r"|(?:werden sie (?:mitglied|unterstützer(?:in)?)|unterstützen sie (?:uns|unseren"
    r" journalismus|unabhängigen journalismus)|jetzt (?:spenden|unterstützen|mitglied werden))"
    r"|(?:soutenez(?:-nous| notre (?:travail|rédaction)| le journalisme indépendant| une"
    r" presse indépendante)|faites un don|faire un don|devenez (?:membre|donateur|donatrice))"
    r"|(?:apoya(?:nos| el periodismo independiente| nuestro periodismo)|hazte socio|dona"
    r"(?: ahora| hoy)?|haz una donación|apoie(?: o jornalismo independente| nosso jornalismo)"
    r"|seja (?:membro|apoiador)|faça uma doação|doe agora)"
    r"|(?:sostieni(?:ci| il giornalismo indipendente| la nostra informazione)|fai una"
    r" donazione|diventa (?:socio|sostenitore)|dona ora|steun (?:ons|onafhankelijke"
    r" journalistiek)|word lid|doneer(?: nu)?)"
    r"|(?:wesprzyj (?:nas|niezależne dziennikarstwo)|przekaż darowiznę|podpořte (?:nás"
    r"|nezávislou žurnalistiku)|darujte|podporte (?:nás|nezávislú žurnalistiku)"
    r"|susține(?:-ne| jurnalismul independent| presa independentă)|donează(?: acum)?"
    r"|támogasd (?:a független újságírást|munkánkat)|támogass minket)"
    r"|(?:поддержите (?:нас|независимую журналистику|редакцию)|пожертвовать"
    r"|підтримайте (?:нас|незалежну журналістику|редакцію)|задонатити"
    r"|stöd (?:oss|oberoende journalistik)|bli medlem|støtt (?:oss|uavhengig journalistikk)"
    r"|støt (?:os|uafhængig journalistik)|tue (?:meitä|riippumatonta journalismia)"
    r"|bağımsız gazeteciliği destekleyin|bize destek olun|bağış yapın)"
    r"|(?:υποστηρίξτε (?:μας|την ανεξάρτητη δημοσιογραφία)|dukung (?:kami|jurnalisme"
    r" independen)|ủng hộ (?:chúng tôi|báo chí độc lập)|寄付する|寄付のお願い|支援する"
    r"|후원하기|후원하세요|支持我们|支持我們|捐款支持)"
)
SUPPORT_CALLS = LazyPattern(rf"\s*{_CALLS}\s*[.!！。]?\s*")
# How every call opens (lower-cased): one scan finds the lines to read.
_CALL_OPENINGS = WordTable(
    ("become", "support", "donate", "give", "make a", "werden", "unterstützen",
     "jetzt", "soutenez", "faites", "faire", "devenez", "apoya", "hazte", "dona", "haz ",
     "apoie", "seja", "faça", "doe ", "sostieni", "fai ", "diventa", "steun", "word ",
     "doneer", "wesprzyj", "przekaż", "podpořte", "darujte", "podporte", "susține",
     "donează", "támogas", "поддержите", "пожертвовать", "підтримайте", "задонатити",
     "stöd", "bli ", "støt", "tue ", "bağımsız", "bize", "bağış", "υποστηρίξτε", "dukung",
     "ủng hộ", "寄付", "支援", "후원", "支持", "捐款")
)  # fmt: skip
_CALL_REASON = "call to support the newsroom: {kind} (p={p:.2f})"
_PATH = attrgetter("path")


def drop_donation_boxes(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines inside a box named for a donation, dropped (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    if _MARK_CORE not in "\n".join(map(_PATH, compress(blocks, flags))):
        return {}  # no kept block's path can be named for a donation (one search)
    kept = list(compress(range(len(blocks)), flags))
    lines = [
        pos
        for pos in kept
        if blocks[pos].features.text_length <= MAX_CHARS and _named(blocks[pos].path)
    ]
    if not lines:
        return {}
    boxed = [pos for pos in kept if _named(blocks[pos].path)]
    outside = sum(blocks[pos].features.text_length for pos in kept) - sum(
        blocks[pos].features.text_length for pos in boxed
    )
    if outside < MIN_STORY_CHARS:
        return {}
    return {
        blocks[pos].index: Decision(
            blocks[pos].index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
        )
        for pos in lines
    }


def _named(path: str) -> bool:
    """Whether a donation's mark names the element of ``path`` or one of its nearest
    ancestors (the path's last steps)."""
    if _MARK_CORE not in path:
        return False
    tail = path.rsplit("/", NEAR_STEPS)[1:]
    return any(mark in step for step in tail for mark in MARKS)


def drop_support_calls(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines wholly a call to support the newsroom ("Become a member"), with the
    kept short lines of their box beside them, dropped when the page keeps a story
    elsewhere (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``:
    their kept flags)."""
    calls = [
        pos
        for pos in kept_opening(blocks, flags, MAX_CALL_CHARS, _CALL_OPENINGS, str.lower)
        if is_support_call(blocks[pos].text)
    ]
    if not calls:
        return {}
    found: dict[int, Decision] = {}
    before, done = 0, 0
    for pos in calls:
        before += sum(blocks[n].features.text_length for n in range(done, pos) if flags[n])
        done = pos
        if before < MIN_BEFORE_CHARS:
            continue
        found[blocks[pos].index] = _call_dropped(blocks[pos], probs[pos], "call")
        for near in _box_lines(blocks, flags, pos):
            found[blocks[near].index] = _call_dropped(blocks[near], probs[near], "box")
    return found


def is_support_call(text: str) -> bool:
    """Whether ``text`` is wholly a call to support the newsroom ("Become a member")."""
    return len(text) <= MAX_CALL_CHARS and SUPPORT_CALLS.fullmatch(text.lower()) is not None


def _box_lines(blocks: Sequence[Block], flags: Sequence[bool], pos: int) -> list[int]:
    """The kept short lines within :data:`BOX_WINDOW` of the call at ``pos`` inside its
    box (the call's element's parent, of at most :data:`MAX_BOX_CHARS` characters)."""
    element = blocks[pos].element
    box = element.getparent() if element is not None else None
    if box is None or len("".join(box.itertext())) > MAX_BOX_CHARS:
        return []
    near = range(max(pos - BOX_WINDOW, 0), min(pos + BOX_WINDOW + 1, len(blocks)))
    return [
        other
        for other in near
        if other != pos
        and flags[other]
        and blocks[other].features.text_length <= MAX_CHARS
        and _inside(blocks[other].element, box)
    ]


def _inside(element: object, box: object) -> bool:
    """Whether ``element`` is ``box`` or one of its children's."""
    if element is None:
        return False
    return element is box or element.getparent() is box  # type: ignore[attr-defined]


def _call_dropped(block: Block, p: float, kind: str) -> Decision:
    return Decision(block.index, Label.BOILERPLATE, _CALL_REASON.format(kind=kind, p=p))
