"""Generic failure classes after the model's decision, as rule tables.

Each rule is a pattern on a block's whole text (lower-cased, spaces collapsed)
and what it does: drop kept boilerplate the model keeps because it reads like
prose (comment-form notes, consent and privacy text, "Advertisement" labels,
image credits), cut a trailing "More from …"/related teasers run, keep an
article's closing credit line the model dropped, drop a heading left over a
dropped list of links, and mark the headline, which
plain text leaves out (it is the extraction's ``title``; Markdown and HTML
show it as their first heading). No rule names a site.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import attrgetter
from re import _constants as _sre
from re import _parser

from thresher._core import kernel
from thresher._core.modules import DECIDE, LINES
from thresher.methods.auto.decided import KeptFlags, is_dropped, kept_blocks, kept_short
from thresher.methods.auto.signals import PageFacts, word_set
from thresher.types import KEPT_LABELS, Block, Decision, Label

# (reason, pattern on the whole block text, words one of which such a text holds, or none):
# kept blocks that are never content. The words spare the pattern on most texts.
DROP_RULES: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    (
        "comment-form text",
        r"(notify me of (new|follow-?up) (comments|posts|replies)|required fields are marked"
        r"|your email address will not be published|save my name,? email,? and website"
        r"|(leave|post|submit|add) a (reply|comment)|you must be logged in to post"
        # the same forms' strings in German, French, Spanish, Italian, Portuguese, Dutch,
        # Polish and Russian (WordPress and the like)
        r"|(deine|ihre) e-?mail-?adresse wird nicht veröffentlicht|erforderliche felder sind"
        r"|(hinterlasse|schreibe) einen kommentar|benachrichtige mich über"
        r"|votre adresse (e-?mail|de messagerie) ne sera pas publiée"
        r"|les champs obligatoires sont indiqués|laisser un commentaire"
        r"|tu (dirección de )?correo electrónico no será publicad[oa]"
        r"|los campos obligatorios están marcados|deja (un comentario|una respuesta)"
        r"|il tuo indirizzo (e-?mail )?non sarà pubblicato|i campi obbligatori sono"
        r"|lascia un commento|o seu (endereço de )?e-?mail não será publicado"
        r"|campos obrigatórios são marcados|deixe um comentário"
        r"|je e-?mailadres wordt niet gepubliceerd|vereiste velden zijn gemarkeerd"
        r"|laat een reactie achter|twój adres e-?mail nie zostanie opublikowany"
        r"|wymagane pola są oznaczone|ваш (адрес )?(e-?mail|электронной почты) не будет"
        r"|обязательные поля помечены|оставить комментарий)\b.{0,80}",
        (),
    ),
    (
        "advertisement label",
        r"(advertisement|advertising|sponsored( content)?|ad|anzeige|werbung|publicité"
        r"|publicidad|pubblicità|реклама|广告)\W{0,3}",
        (),
    ),
    (
        "image credit",
        r"\(?((image|photo|picture|illustration|foto|bild)s?( credit)?|credit)"
        r"\s*(:|by|©)\s*[^.!?]{1,80}\)?|\(?(getty images|reuters|ap photo|afp|shutterstock)"
        r"[^.!?]{0,60}\)?",
        (),
    ),
    (
        "consent or legal text",
        r".{0,120}(we use cookies|this (web)?site uses cookies|do not sell (or share )?my "
        r"personal information|your privacy choices|manage (cookie|consent|privacy) "
        r"(preferences|settings)|accept (all )?cookies|cookie (policy|settings)"
        r"|wir (verwenden|nutzen) cookies|diese (web)?seite (verwendet|nutzt) cookies"
        r"|alle cookies akzeptieren|cookie-einstellungen|nous utilisons des cookies"
        r"|ce site utilise des cookies|accepter (tous )?les cookies|utilizamos cookies"
        r"|este sitio (web )?utiliza cookies|aceptar (todas las )?cookies"
        r"|utilizziamo (i )?cookie|questo sito utilizza (i )?cookie|accetta (tutti i )?cookie"
        r"|este site utiliza cookies|aceitar (todos os )?cookies|wij gebruiken cookies"
        r"|deze (web)?site gebruikt cookies|używamy (plików )?cookie"
        r"|мы используем (файлы )?cookie|этот сайт использует (файлы )?cookie).{0,200}",
        ("cookie", "privacy", "consent", "personal information"),
    ),
    (
        "sign-up consent line",
        r"by (clicking|subscribing|signing up|submitting|continuing|registering|entering"
        r"|providing|tapping|checking)\b.{0,200}?\b(you|i)( hereby)? (agree|accept|consent"
        r"|acknowledge)\b.{0,300}",
        (
            "by clicking",
            "by subscribing",
            "by signing",
            "by submitting",
            "by continuing",
            "by registering",
            "by entering",
            "by providing",
            "by tapping",
            "by checking",
        ),
    ),
)
# Headers that open a trailing run of teasers.
TEASER_HEADERS = (
    r"(more (from|on|in|about|stories|news|articles)|related( (articles|stories|posts|content|"
    r"coverage|reading|news))?|read (more|next|also)|you (may|might) (also )?(like|enjoy)|"
    r"recommended( for you| reading)?|trending( now)?|most (read|popular|viewed)|"
    r"popular (posts|stories)|also read|latest (news|stories|posts)|"
    r"keep reading|up next|what to read next"
    # German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Greek, Chinese
    r"|lesen sie auch|mehr zum thema|das könnte sie auch interessieren|lire aussi"
    r"|à lire aussi|sur le même sujet|leer más|te puede interesar|noticias relacionadas"
    r"|leggi anche|potrebbe interessarti|leia também|veja também|lees ook|meer over"
    r"|czytaj (też|także)|zobacz (też|także)|podobne|читайте также|по теме|похожие новости"
    r"|διαβάστε (επίσης|ακόμα)|σχετικά άρθρα|相关阅读|相关新闻|延伸阅读)\b.{0,60}"
)
# Lines that end an article: kept when the model dropped them right after the text.
CREDIT_LINES = (
    r"(additional reporting|reporting|editing|writing|research) by .{2,120}"
    r"|(written|compiled|edited|produced) by .{2,80}|with reporting from .{2,120}"
    r"|(this|the) (article|story|report) (was|has been) (updated|corrected|amended).{0,200}"
)
# A generator's credit that :data:`CREDIT_LINES` would read as a writer's: a tool's name
# and its version number ("Produced by Haddock version 2.29.1", "Generated by Doxygen
# 1.9.8", "Built with Sphinx 7.2.6"): never kept as the text's last line.
GENERATOR_CREDIT = (
    r"(produced|generated|built|compiled|created|made) (by|with|using) [\w.+-]{2,40}"
    r"( [\w.+-]{2,40})?,? (version |v\.? ?)?\d+(\.\d+)+\b.{0,80}"
)
TEASER_TAIL_SHARE = 0.3  # the run after the header holds under this share of kept text
TEASER_LINK_SHARE = 0.6  # of the run's text, in links
CREDIT_WINDOW = 3  # text blocks after the last kept one a credit line may sit
ORPHAN_RUN_BLOCKS = 2  # text blocks in that run, at least
ORPHAN_RUN_SHARE = 1.0  # a dropped run under a heading at least this times its length
HEADLINE_TITLE_SHARE = 0.8  # share of a heading's words the title must hold
HEADLINE_WINDOW = 3  # kept text blocks the headline may follow (kicker, breadcrumb)
MAX_CONTENTS_LINKS = 30  # a contents list's links between a headline and its text
_TEASER = re.compile(TEASER_HEADERS)
_CREDIT = re.compile(CREDIT_LINES)
_GENERATOR = re.compile(GENERATOR_CREDIT)
_MAX_RULE_CHARS = 400
_INDEX = attrgetter("index")
_TEXT = attrgetter("text")
# pattern, reasons, words, the words as one pattern when they share a prefix (or None), and
# the texts a match opens with (:func:`_openings`, or None)
_Stage = tuple[
    re.Pattern[str], dict[str, str], tuple[str, ...], re.Pattern[str] | None, frozenset[str] | None
]


def _key(text: str) -> str:
    """The text lower-cased with its runs of whitespace one space, stripped.

    Most block texts have nothing to collapse: printable (every whitespace but the
    space is not), no two spaces, none at either end. Those are only lowered.
    """
    plain = text.isprintable() and "  " not in text
    if plain and not text.startswith(" ") and not text.endswith(" "):
        return text.lower()
    return " ".join(text.split()).lower()


# ASCII's whitespace but the space: where str.split() breaks an ASCII text besides spaces.
_ASCII_BREAKS = tuple(c for c in map(chr, range(128)) if c.isspace() and c != " ")


def _single_spaced(texts: list[str]) -> bool:
    """True when every text is empty or words with one space between them (no other
    whitespace), so that its :func:`_key` is the text lowered.

    Read on all the texts at once: joined by spaces (the empty ones left out) they hold no
    two spaces and none at either end, none of :data:`_ASCII_BREAKS` (a ``memchr`` each,
    the whole page's text), and the texts that are not ASCII are printable (every
    whitespace but the space is not)."""
    joined = " ".join(filter(None, texts))
    if "  " in joined or joined.startswith(" ") or joined.endswith(" "):
        return False
    if any(map(joined.__contains__, _ASCII_BREAKS)):
        return False
    return joined.isascii() or all([text.isprintable() for text in texts if not text.isascii()])


def drop_boilerplate_lines(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    text_blocks: Sequence[Block] | None = None,
    found: LineKeys | None = None,
) -> dict[int, Decision]:
    """Kept blocks whose whole text a :data:`DROP_RULES` pattern matches, dropped.

    ``flags``: the :func:`kept_flags` of ``text_blocks`` (``blocks`` but the images) under
    ``decisions``, when the caller has them: the kept text blocks are read from them.
    ``found``: the page's line keys found so far (:class:`LineKeys`), read and added to."""
    short = _kept_short_blocks(blocks, decisions, flags, text_blocks)
    keys = (line_keys if found is None else found)(list(map(_TEXT, short)))
    changed = {}
    for pos, reason in _drop_reasons(keys, _stages_for(keys)):
        index = short[pos].index
        changed[index] = Decision(index, Label.BOILERPLATE, reason)
    return changed


def _kept_short_blocks(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None,
    text_blocks: Sequence[Block] | None,
) -> list[Block]:
    """The :func:`_kept` blocks of :data:`_MAX_RULE_CHARS` characters or fewer, in order.
    With the text blocks' flags: the text blocks at
    :func:`~thresher.methods.auto.decided.kept_short`'s positions (found in C) and the
    short :func:`_kept_images`, sorted by index as :func:`_with_kept_images_reference`
    sorts them (a stable sort keeps the order of what the length test leaves)."""
    if flags is None or text_blocks is None:
        kept = _kept(blocks, decisions, flags, text_blocks)
        return [b for b in kept if len(b.text) <= _MAX_RULE_CHARS]
    short = list(map(text_blocks.__getitem__, kept_short(text_blocks, flags, _MAX_RULE_CHARS)))
    if len(text_blocks) == len(blocks):
        return short
    images = [b for b in _kept_images(blocks, decisions) if len(b.text) <= _MAX_RULE_CHARS]
    return sorted(short + images, key=_INDEX) if images else short


def _kept_images(blocks: Sequence[Block], decisions: Mapping[int, Decision]) -> list[Block]:
    """The image blocks of ``blocks`` that ``decisions`` keep, in order:
    :func:`_kept_images_reference`, in the lines kernel when it is built (the blocks'
    kinds read in C, the images' decisions alone looked up)."""
    compiled = kernel(LINES)
    if compiled is None:
        return _kept_images_reference(blocks, decisions)
    return compiled.kept_images(blocks, decisions, KEPT_LABELS)


def _kept_images_reference(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[Block]:
    """:func:`_kept_images` in Python: the definition the kernel is held to."""
    return kept_blocks(decisions, [b for b in blocks if b.kind == "img"])


def line_keys(texts: list[str]) -> list[str]:
    """Each text lowered, its runs of whitespace one space, stripped (:func:`_key`): in the
    decisions kernel when it is built (each text read once in C); else each text lowered
    when all are single-spaced (:func:`_single_spaced`)."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.rule_keys(texts)
    return list(map(str.lower, texts)) if _single_spaced(texts) else list(map(_key, texts))


class LineKeys:
    """A page's :func:`line_keys` by text, found once for the rules that read them (post
    chrome, the clean-up rules, the prompt lines read mostly the same kept lines): called
    with texts, their keys, those of texts not seen before found in one :func:`line_keys`
    call. A text's key depends on the text alone."""

    __slots__ = ("_known",)

    def __init__(self) -> None:
        self._known: dict[str, str] = {}

    def __call__(self, texts: list[str]) -> list[str]:
        """:func:`line_keys` of ``texts``."""
        known = self._known
        if not known:  # the page's first rule: every key is new
            keys = line_keys(texts)
            known.update(zip(texts, keys, strict=True))
            return keys
        try:  # the later rules read mostly lines read before: one pass when all are
            return list(map(known.__getitem__, texts))
        except KeyError:
            pass
        missing = [text for text in texts if text not in known]
        known.update(zip(missing, line_keys(missing), strict=True))
        return list(map(known.__getitem__, texts))


def _kept(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None,
    text_blocks: Sequence[Block] | None,
) -> list[Block]:
    """:func:`kept_blocks` of ``blocks``, the text blocks' read from their ``flags`` when
    given, the images' (if any) from ``decisions``; in the blocks' order."""
    if flags is None or text_blocks is None:
        return kept_blocks(decisions, blocks)
    kept = list(compress(text_blocks, flags))
    if len(text_blocks) == len(blocks):
        return kept
    return _with_kept_images(kept, blocks, decisions)


def _with_kept_images(
    kept: list[Block], blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[Block]:
    """:func:`_with_kept_images_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.with_kept_images(kept, blocks, decisions, KEPT_LABELS)
    return _with_kept_images_reference(kept, blocks, decisions)


def _with_kept_images_reference(
    kept: list[Block], blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> list[Block]:
    """The kept image blocks of ``blocks`` (:func:`kept_blocks`) and ``kept`` in the
    blocks' order (``kept`` itself when no image is kept): what :func:`_kept` adds to the
    kept text blocks, in the decisions kernel when it is built."""
    images = kept_blocks(decisions, [b for b in blocks if b.kind == "img"])
    return sorted(kept + images, key=_INDEX) if images else kept


def _drop_reasons(keys: list[str], stages: tuple[_Stage, ...]) -> list[tuple[int, str]]:
    """The position and :func:`drop_reason` of each key that has one, in order:
    :func:`_drop_reasons_reference`, in the decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    found = (
        None if compiled is None else compiled.drop_reasons(keys, stages, _OPENING, _holds_words)
    )
    return _drop_reasons_reference(keys, stages) if found is None else found


def _drop_reasons_reference(keys: list[str], stages: tuple[_Stage, ...]) -> list[tuple[int, str]]:
    """:func:`_drop_reasons` in Python: each stage tried on the keys no stage before it
    matched, each pattern's ``fullmatch`` mapped over them (one call a page, not one a key)."""
    reasons: dict[int, str] = {}
    left: Sequence[int] = range(len(keys))  # the positions of keys no stage matched yet
    for stage in stages:
        pattern, names, words, _, openings = stage
        tried = [pos for pos in left if _holds_words(keys[pos], stage)] if words else left
        if openings is not None:
            tried = [pos for pos in tried if keys[pos][:_OPENING] in openings]
        matches = list(map(pattern.fullmatch, map(keys.__getitem__, tried)))
        found = list(compress(zip(tried, matches, strict=True), matches))  # a match is true
        if found:
            reasons.update((pos, names[match.lastgroup]) for pos, match in found)
            left = [pos for pos in left if pos not in reasons]
    return sorted(reasons.items())


def drop_reason(text: str, stages: tuple[_Stage, ...] | None = None) -> str | None:
    """The reason of the first :data:`DROP_RULES` pattern that matches the whole text
    (lower-cased, whitespace collapsed), or None (``stages``: those of :data:`_DROP_STAGES`
    to try, :func:`_stages_for` the page's texts; all by default)."""
    for stage in _DROP_STAGES if stages is None else stages:
        pattern, reasons, words = stage[:3]
        if words and not _holds_words(text, stage):
            continue
        found = pattern.fullmatch(text)
        if found is not None:
            return reasons[found.lastgroup]
    return None


def _stages_for(keys: list[str]) -> tuple[_Stage, ...]:
    """The stages of :data:`_DROP_STAGES` that may match one of ``keys``: those without
    words, and those one of whose words the keys hold (one search on all of them)."""
    joined = "\n".join(keys)
    return tuple(stage for stage in _DROP_STAGES if not stage[2] or _holds_words(joined, stage))


def _stage_openings(pattern: str, words: tuple[str, ...]) -> frozenset[str] | None:
    """:func:`_openings` of a stage's pattern without words (a stage with words is tried
    only on the keys that hold them: None)."""
    return None if words else _openings(pattern)


def _openings(pattern: str) -> frozenset[str] | None:
    """The texts of :data:`_OPENING` characters (or fewer: a whole match that short) a
    whole match of ``pattern`` opens with, read from its parse; None when a match may
    open otherwise as far as this reads (a character class, a category, a flag).

    A key whose first characters are not one of them is not matched: the page's keys
    are tried only when they open with one (a set look-up instead of a ``fullmatch``)."""
    try:
        parsed = _parser.parse(pattern)
    except re.error:
        return None
    if parsed.state.flags & ~_sre.SRE_FLAG_UNICODE:
        return None
    found = _sequence_texts(list(parsed))
    return None if found is None else frozenset(found)


def _sequence_texts(items: list) -> set[str] | None:
    """What a sequence of parsed items can match, each text cut to :data:`_OPENING`
    characters (None: not known)."""
    texts = {""}
    for op, value in items:
        if all(len(text) >= _OPENING for text in texts):
            break
        found = _item_texts(op, value)
        if found is None:
            return None
        texts = {
            text if len(text) >= _OPENING else (text + more)[:_OPENING]
            for text in texts
            for more in found
        }
    return texts


def _item_texts(op, value) -> set[str] | None:
    """What one parsed item can match, cut to :data:`_OPENING` characters (None: not known;
    an anchor or ``\\b`` matches the empty text, which holds every text it allows)."""
    if op is _sre.LITERAL:
        return {chr(value)}
    if op is _sre.AT:
        return {""}
    if op is _sre.IN and all(kind is _sre.LITERAL for kind, _ in value):
        return {chr(code) for _, code in value}
    if op is _sre.SUBPATTERN:
        _, add_flags, del_flags, items = value
        return None if add_flags or del_flags else _sequence_texts(list(items))
    if op is _sre.BRANCH:
        found: set[str] = set()
        for items in value[1]:
            texts = _sequence_texts(list(items))
            if texts is None:
                return None
            found |= texts
        return found
    if op is _sre.MAX_REPEAT or op is _sre.MIN_REPEAT:
        low, high, items = value
        once = _sequence_texts(list(items))
        if once is None:
            return None
        found, texts = set(), {""}
        for count in range(min(high, low + _OPENING) + 1):
            if count >= low:
                found |= texts
            texts = {(text + more)[:_OPENING] for text in texts for more in once}
        return found
    return None


_OPENING = 2


def _drop_stages() -> tuple[_Stage, ...]:
    """:data:`DROP_RULES` as :func:`drop_reason` tries them: each run of rules without words
    one pattern (``(?P<r0>...)|(?P<r1>...)``, whose first alternative to match the whole text
    is the first rule's), each rule with words its own."""
    stages: list[tuple[list[tuple[str, str]], tuple[str, ...]]] = []
    for number, (reason, pattern, words) in enumerate(DROP_RULES):
        if words or not stages or stages[-1][1]:
            stages.append(([], words))
        stages[-1][0].append((f"r{number}", pattern, reason))
    return tuple(
        (
            re.compile("|".join(f"(?P<{name}>{pattern})" for name, pattern, _ in rules)),
            {name: reason for name, _, reason in rules},
            words,
            _shared_prefix_pattern(words),
            _stage_openings("|".join(f"(?:{pattern})" for _, pattern, _ in rules), words),
        )
        for rules, words in stages
    )


def _shared_prefix_pattern(words: tuple[str, ...]) -> re.Pattern[str] | None:
    """The words as one pattern (``a|b|…``, escaped) when they all open with the same
    :data:`_SHARED_PREFIX` characters: the pattern finds that prefix once and tries the
    endings there, where ``in`` scans the text once a word. None for other words (there
    ``in`` is faster than the pattern's attempt at each place)."""
    prefix = words[0][:_SHARED_PREFIX] if words else ""
    if len(prefix) < _SHARED_PREFIX or not all(word.startswith(prefix) for word in words):
        return None
    return re.compile("|".join(map(re.escape, words)))


_SHARED_PREFIX = 3


def _holds_words(text: str, stage: _Stage) -> bool:
    """True when the text holds one of the stage's words."""
    shared = stage[3]
    return _holds_any(text, stage[2]) if shared is None else shared.search(text) is not None


def _holds_any(text: str, words: tuple[str, ...]) -> bool:
    for word in words:  # noqa: SIM110 - a loop: any() over a generator costs more here
        if word in text:
            return True
    return False


_DROP_STAGES = _drop_stages()


def drop_teaser_tail(
    blocks: Sequence[Block], flags: Sequence[bool], found: LineKeys | None = None
) -> dict[int, Decision]:
    """A short kept "More from …"/"Related" header late in the kept text, and the kept
    blocks after it, dropped when they hold little of the kept text (``blocks``: the text
    blocks, ``flags``: whether each is kept; ``found``: as in
    :func:`drop_boilerplate_lines`)."""
    kept = list(compress(blocks, flags))
    total = sum(map(len, map(_TEXT, kept)))  # the lengths of the tail alone are kept below
    start = len(kept)  # the first block whose tail (its text and the kept after it) is late
    tail = 0
    lengths: list[int] = []  # the tail's blocks' lengths, from its last block back
    while start and tail + (length := len(kept[start - 1].text)) <= TEASER_TAIL_SHARE * total:
        start -= 1
        tail += length
        lengths.append(length)
    lengths.reverse()
    late = []  # the short blocks with kept text after them in the tail: the headers' places
    for pos, length in enumerate(lengths, start):
        if length <= 80 and tail > 0:
            late.append(pos)
        tail -= length
    keys = (line_keys if found is None else found)([kept[pos].text for pos in late]) if late else []
    for pos, key in zip(late, keys, strict=True):
        if _TEASER.fullmatch(key) and _teasers(kept[pos + 1 :]):
            reason = f"teasers after {kept[pos].text.strip()[:40]!r}"
            return {b.index: Decision(b.index, Label.BOILERPLATE, reason) for b in kept[pos:]}
    return {}


def _teasers(blocks: Sequence[Block]) -> bool:
    """Blocks that read as teasers: mostly link text (a documentation page's "Related
    directives" or a reference list after such a header is prose, and stays)."""
    chars = sum(b.features.text_length for b in blocks)
    links = sum(b.features.link_text_length for b in blocks)
    return chars > 0 and links >= TEASER_LINK_SHARE * chars


def keep_credit_line(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
    generators: bool = False,
) -> dict[int, Decision]:
    """A dropped credit line ("Additional reporting by …") just after the last kept
    text block, kept (``blocks``: the text blocks, ``flags``: whether ``decisions`` keep
    each); with ``generators``, not a tool's credit with its version
    (:data:`GENERATOR_CREDIT`: "Produced by Haddock version 2.29.1")."""
    last = _last_kept(flags, len(blocks))
    if last < 0:
        return {}
    for block in blocks[last + 1 : last + 1 + CREDIT_WINDOW]:
        short = len(block.text) <= _MAX_RULE_CHARS
        if short and is_dropped(decisions, block) and _CREDIT.fullmatch(key := _key(block.text)):
            if generators and _GENERATOR.fullmatch(key):
                continue
            return {block.index: Decision(block.index, Label.CONTENT, "credit line")}
    return {}


def _last_kept(flags: Sequence[bool], count: int) -> int:
    """The position of the last true flag among the first ``count`` (-1: none), found by
    ``compress`` over the flags read backwards (one C pass, not a Python step a flag)."""
    if len(flags) != count:
        last = count - 1
        while last >= 0 and not flags[last]:
            last -= 1
        return last
    return next(compress(range(count - 1, -1, -1), reversed(flags)), -1)


def drop_orphan_headings(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """A kept heading whose whole section was dropped and was links, dropped too (a
    sidebar's "Topics" or "See also" over the links left out).

    The section runs to the next heading of the same or a higher rank; none of it
    is kept, it is a list of links (list items, or :data:`ORPHAN_RUN_BLOCKS`
    blocks or more, mostly link text) and at least :data:`ORPHAN_RUN_SHARE` times
    the heading's length (a card's title over its price or its shop link, or a
    quote over its author, stays). A last section that no heading closes is the
    teaser rule's business, and the first kept block (the page's headline over its
    contents list) stays. ``blocks``: the text blocks, ``flags``: whether each is kept.
    """
    kept_at = compress(range(len(flags)), flags)
    next(kept_at, None)  # the first kept block stays
    changed: dict[int, Decision] = {}
    for pos in kept_at:
        block = blocks[pos]
        if block.features.heading_level and _orphan(blocks, flags, pos):
            reason = "heading over a dropped run of links"
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return changed


def _orphan(blocks: Sequence[Block], kept: Sequence[bool], heading: int) -> bool:
    """Whether the heading at ``heading`` is over a dropped run of links (``kept``: each
    block's flag)."""
    top = blocks[heading].features
    run: list[Block] = []
    for pos in range(heading + 1, len(blocks)):
        block = blocks[pos]
        level = block.features.heading_level
        if level and level <= top.heading_level:
            chars = sum(b.features.text_length for b in run)
            long_enough = chars >= ORPHAN_RUN_SHARE * top.text_length
            listed = len(run) >= ORPHAN_RUN_BLOCKS or all(b.tag == "li" for b in run)
            return long_enough and listed and _teasers(run)
        if kept[pos]:
            return False
        run.append(block)
    return False


def mark_headline(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    facts: PageFacts,
    contents: bool = False,
) -> dict[int, Decision]:
    """The page's headline, flagged ``headline``: the first heading near the start of
    the kept text whose words are nearly all the title's (titles add the site's name).

    Markdown and HTML open with the headline; plain text leaves a flagged one out
    (it is ``title``). A kept headline is flagged on a page that declares itself an
    article or its date (a documentation page's first heading is its content's and
    stays in the text); a dropped one just before the kept text is restored,
    flagged, so that Markdown opens with it and the text is what the model kept.
    With ``contents``, the dropped links of a contents list between the headline and
    the text are not counted in :data:`HEADLINE_WINDOW` (:func:`_window_start`:
    Asciidoctor's ``h1`` over its ``toc2`` list).
    """
    text_blocks, kept_at = _first_kept(blocks, decisions, HEADLINE_WINDOW)
    if not kept_at:
        return {}
    start = (
        _window_start(text_blocks, kept_at[0]) if contents else max(0, kept_at[0] - HEADLINE_WINDOW)
    )
    end = kept_at[min(HEADLINE_WINDOW, len(kept_at)) - 1] + 1
    window = text_blocks[start:end]
    for block in window:
        if not block.features.heading_level or not _is_title(block.text, facts.title_words):
            continue
        decision = decisions[block.index]
        if not facts.declares_article and (
            decision.label.kept or _kept_copy(block, window, decisions)
        ):
            return {}  # a kept copy after a dropped one: Jupyter Book's print-only title
        label = decision.label if decision.label.kept else Label.HEADING
        reason = decision.reason if decision.label.kept else "the page's headline"
        return {block.index: Decision(block.index, label, reason, headline=True)}
    return {}


def _kept_copy(block: Block, window: Sequence[Block], decisions: Mapping[int, Decision]) -> bool:
    """True when another heading of ``window`` with the block's words is kept."""
    words = word_set(block.text)
    return any(
        other is not block
        and other.features.heading_level
        and decisions[other.index].label.kept
        and word_set(other.text) == words
        for other in window
    )


def _first_kept(
    blocks: Sequence[Block], decisions: Mapping[int, Decision], window: int
) -> tuple[list[Block], list[int]]:
    """The text blocks up to the ``window``-th kept one (all that :func:`mark_headline`
    reads) and the kept ones' positions among them: :func:`_first_kept_reference`, in the
    decisions kernel when it is built."""
    compiled = kernel(DECIDE)
    if compiled is None:
        return _first_kept_reference(blocks, decisions, window)
    return compiled.first_kept(blocks, decisions, KEPT_LABELS, window)


def _first_kept_reference(
    blocks: Sequence[Block], decisions: Mapping[int, Decision], window: int
) -> tuple[list[Block], list[int]]:
    """:func:`_first_kept` in Python: the definition the kernel is held to."""
    text_blocks: list[Block] = []
    kept_at: list[int] = []
    get = decisions.get
    for block in blocks:
        if block.kind == "img":
            continue
        if (decision := get(block.index)) is not None and decision.label in KEPT_LABELS:
            kept_at.append(len(text_blocks))  # is_kept, inline: it runs on most blocks
        text_blocks.append(block)
        if len(kept_at) == window:
            break
    return text_blocks, kept_at


def _window_start(blocks: Sequence[Block], first: int) -> int:
    """The position :data:`HEADLINE_WINDOW` blocks before ``first`` (the first kept
    block), a contents list's same-page links between not counted
    (:func:`_contents_link`, at most :data:`MAX_CONTENTS_LINKS` of them), nor the list's
    title (the block before a run of two links or more)."""
    counted = skipped = run = 0
    start = first
    while start > 0 and counted < HEADLINE_WINDOW:
        start -= 1
        if skipped < MAX_CONTENTS_LINKS and _contents_link(blocks[start]):
            skipped += 1
            run += 1
            continue
        if run < 2:
            counted += 1
        run = 0
    return start


def _contents_link(block: Block) -> bool:
    """True for a list item whose whole text is a link to a place on the same page (a
    contents list's entry, ``href="#…"``; a site's menu links to other pages)."""
    features = block.features
    if block.kind != "li" or not 0 < features.text_length <= features.link_text_length:
        return False
    element = block.element
    link = None if element is None else next(element.iter("a"), None)
    return link is not None and (link.get("href") or "").startswith("#")


def _is_title(text: str, title_words: frozenset[str]) -> bool:
    words = word_set(text)
    if not words or not title_words or len(text) > 300:
        return False
    return len(words & title_words) / len(words) >= HEADLINE_TITLE_SHARE


def clean_up(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    text_blocks: Sequence[Block] | None = None,
    found: LineKeys | None = None,
    generators: bool = False,
) -> dict[int, Decision]:
    """The boilerplate, teaser, credit-line and orphan-heading rules in order; the
    decisions changed (the headline is :func:`mark_headline`'s, a separate option).
    ``text_blocks``: ``blocks`` but the images, the blocks the other rules read, and
    ``flags``: their :func:`kept_flags` under ``decisions``, when the caller has them;
    ``found``: the page's line keys found so far (:class:`LineKeys`), read and added to;
    ``generators``: :func:`keep_credit_line` leaves a tool's credit dropped."""
    if text_blocks is None:
        text_blocks = [b for b in blocks if b.kind != "img"]
    kept = KeptFlags(decisions, text_blocks, flags)
    found = LineKeys() if found is None else found
    changed = dict(drop_boilerplate_lines(blocks, decisions, kept.flags, text_blocks, found))
    current = {**decisions, **changed} if changed else decisions
    kept.update(changed)  # the flags of ``current``, set again only where a rule changed some
    # each rule reads ``current`` and the flags as the rules before it left them
    rules = (
        lambda: drop_teaser_tail(text_blocks, kept.flags, found),
        lambda: keep_credit_line(text_blocks, current, kept.flags, generators),
        lambda: drop_orphan_headings(text_blocks, kept.flags),
    )
    for rule in rules:
        found = rule()
        if found:
            changed.update(found)
            current = {**decisions, **changed}
            kept.update(found)
    return changed
