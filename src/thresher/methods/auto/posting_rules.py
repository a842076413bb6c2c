"""A forum thread's "Posting Rules" box: "You may not post new threads", "BB code is On".

vBulletin, phpBB and their kin close a thread page with the reader's permissions and the
editor's settings, one short line each, in the engine's language pack: "You may not
post replies", "Smilies are On", "HTML code is Off"; "Themen beantworten: Nein",
"BB-Code ist an."; "Vous ne pouvez pas répondre aux sujets", "Вы не можете отвечать в
темах", "您不可以发表新主题". The block model reads each line alone and keeps some of them
(a short sentence in a list under the posts). A run of at least :data:`MIN_LINES` such
lines (each a permission, :data:`OPENINGS` with an object of :data:`OBJECTS` or an
object's answer "…: Nein", or a setting, a feature of :data:`FEATURES` with a state of
:data:`STATES`), with at most :data:`MAX_GAP` other lines between two of them, is the box:
its kept lines and its header (:data:`HEADERS`) are dropped, when the page keeps
:data:`MIN_REST` characters besides. One such line alone (a post about BB code) stays.
Words as data, by language; nothing here names a site.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher._core import kernel
from thresher._core.modules import RULES
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import kept_chars_outside
from thresher.types import Block, Decision, Label

# A permission line opens with the reader's modal (lower-cased; by language).
OPENINGS: tuple[tuple[str, str], ...] = (
    ("en", "you may not|you may|you cannot|you can not|you can"),
    (
        "de",
        "du darfst|du kannst|sie dürfen|sie können|es ist ihnen nicht erlaubt|es ist ihnen erlaubt",
    ),
    ("fr", "vous ne pouvez pas|vous pouvez|vous n'êtes pas autorisé à|vous êtes autorisé à"),
    ("es", "no puedes|no puede|usted no puede|usted puede|puedes"),
    ("it", "non puoi|puoi|non sei autorizzato a|sei autorizzato a"),
    ("pt", "você não pode|você pode|não pode|não podes|podes"),
    ("ru uk", "вы не можете|вы можете|ви не можете|ви можете"),
    ("zh", "您不可以|您可以|您不能|您能|你不可以|你可以|你不能"),
)
# ... and names what is posted: a thread, a reply, an attachment, a post, a poll.
OBJECTS: tuple[tuple[str, str], ...] = (
    ("en", "thread|topic|repl|attachment|post|poll|vote"),
    ("de", "them|beitr|antwort|anhäng|anhang|anhänge|umfrage|dateien"),
    ("fr", "sujet|discussion|répon|message|pièce|sondage|fichier"),
    ("es", "tema|respon|mensaje|adjunt|encuesta|archivo"),
    ("it", "argoment|rispo|repliche|messagg|allegat|sondagg"),
    ("pt", "tópico|respo|mensage|anexo|enquete"),
    ("ru uk", "тем|ответ|сообщен|вложен|опрос|відповід|повідомлен"),
    ("zh ja", "主题|主題|回复|回覆|附件|帖子|投票|スレッド|トピック|返信|添付|投稿"),
)
# A Japanese permission line ends with its verb instead.
ENDINGS = ("できません", "できます")
# An object's answer: "Themen beantworten: Nein", "Post replies: Yes".
ANSWERS = "yes|no|ja|nein|oui|non|sí|si|sì|sim|não|да|нет|так|ні|是|否|はい|いいえ"
# A setting line: an editor's feature ...
FEATURES: tuple[tuple[str, str], ...] = (
    ("en", "bb code|bbcode|html code|[img] code|[video] code|smilies|smileys|emoticons"),
    ("en", "trackbacks|pingbacks|refbacks|[flash] code|[url] code|[quote] code"),
    ("de", "bb-code|html-code|[img] code|[video] code|[img]-code|[video]-code|smileys"),
    (
        "fr",
        "le code bbcode|le bbcode|le code bb|le code html|les smileys|les smilies|les émoticônes",
    ),
    ("fr", "code bb|code html|code [img]|code [video]|émoticônes"),
    ("es", "el código bb|el código html|código bb|código html|código [img]|emoticonos|emoticones"),
    ("it", "il codice bb|il codice html|codice bb|codice html|codice [img]|faccine|smiley"),
    ("pt", "o código bb|o código html|código [img]|código [video]|smilies|emoticons"),
    (
        "ru uk",
        "bb-коды|bb коды|html-коды|bb-код|bb код|html-код|html код|[img] код|[video] код"
        "|смайлы|смайлики|смайли",
    ),
    ("zh ja", "bb 代码|bb代码|bb 代碼|bb代碼|html 代码|html代码|html 代碼|[img] 代码|表情"),
    ("ja", "bbコード|htmlコード|[img]コード|顔文字|スマイリー"),
)
# ... a verb or a colon ...
VERBS = "is|are|ist|sind|est|sont|está|están|es|son|è|sono|é|são|:|："
# ... and its state.
STATES: tuple[tuple[str, str], ...] = (
    ("en de", "on|off|enabled|disabled|an|aus|aktiviert|deaktiviert|ein"),
    ("fr", "activé|activés|activées|désactivé|désactivés|désactivées|on|off"),
    ("es", "activado|activados|desactivado|desactivados|habilitado|deshabilitado"),
    ("it", "attivo|attivi|attivato|attivate|attivati|disattivato|disattivate|disattivati"),
    ("pt", "ligado|desligado|ativado|desativado|ativados|desativados|ativo|inativo"),
    ("ru uk", "вкл|выкл|включен|включён|включены|выключен|выключены|увімкнено|вимкнено"),
    ("zh ja", "开启|关闭|開啟|關閉|打开|可用|禁用|有効|無効|オン|オフ"),
)
# The box's header, dropped with the box when it stands next to it.
HEADERS: tuple[tuple[str, str], ...] = (
    ("en", "posting rules|posting permissions|forum permissions|permissions"),
    ("de", "berechtigungen|beitragsrechte|foren-regeln|forenregeln|forumregeln"),
    ("fr", "règles de messages|permissions du forum|règles des messages|autorisations"),
    ("es", "reglas de mensajes|reglas de publicación|permisos de publicación|permisos del foro"),
    ("it", "regole di scrittura|permessi di scrittura|permessi del forum|regole del forum"),
    ("pt", "regras de postagem|permissões de postagem|permissões do fórum|regras do fórum"),
    ("ru uk", "ваши права|права доступа|правила публикации|правила форума|ваші права"),
    ("zh ja", "发帖规则|發帖規則|发帖权限|發帖權限|版面权限|版面權限|投稿ルール|投稿権限"),
)
MIN_LINES = 3  # permission or setting lines in one run: a box, not a post's sentence
MAX_GAP = 2  # other lines between two of the box's (an empty item, a "Forum Rules" link)
MAX_CHARS = 90  # a box's line
MIN_REST = 200  # characters the page keeps besides the box
_REASON = "the thread's posting rules box (p={p:.2f})"
_MARKS = " \t\n\r\f\v\xa0.:：。!"


def _words(table: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(word for _, joined in table for word in joined.split("|"))


def _either(words: Sequence[str]) -> str:
    """A pattern for any of ``words``, the longest first."""
    return "|".join(re.escape(word) for word in sorted(set(words), key=len, reverse=True))


_OPENINGS = _words(OPENINGS)
_OBJECTS = _words(OBJECTS)
_FEATURES = _words(FEATURES)
_HEADERS = frozenset(_words(HEADERS))
_SETTING = LazyPattern(
    rf"^({_either(_FEATURES)}) ?({_either(VERBS.split('|'))})? ?({_either(_words(STATES))})$"
)
_ANSWER = LazyPattern(rf"^[^:：]{{3,40}}[:：] ?({_either(ANSWERS.split('|'))})$")
_STATES = _words(STATES)
_ANSWERS = tuple(ANSWERS.split("|"))
# A kept line of a box to drop holds one of these words (the words of its lines: a
# refusal's verb or an editor's feature; white space around them), or, on a page not
# all ASCII, one of the texts after them (no white space in Chinese or Japanese). Most
# pages keep no short line with one of them, and are not read line by line.
GATE_WORDS = frozenset(
    "darfst|erlaubt|pouvez|autorisé|puedes|puoi|autorizzato|podes|можете|bbcode|bb-code"
    "|html-code|[img]|[video]|[flash]|smilies|smileys|emoticons|émoticônes|emoticonos"
    "|emoticones|faccine|trackbacks|bb-коды|bb-код|html-код|смайлы|смайлики|смайли".split("|")
)
GATE_TEXTS = ("不可以", "您不能", "你不能", "代码", "代碼", "コード", "できません")


def drop_posting_rules(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of a thread's posting rules box (:func:`box_lines`) dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: each block's
    kept flag), when the page keeps :data:`MIN_REST` characters besides them. Only a page
    whose kept short lines hold a word of :data:`GATE_WORDS` (:func:`may_hold_box`,
    :func:`kept_lines_may_hold_box`) is read line by line."""
    if not kept_lines_may_hold_box(blocks, flags):
        return {}
    found = [pos for pos in box_lines([block.text for block in blocks]) if flags[pos]]
    if not found or kept_chars_outside(blocks, found, flags) < MIN_REST:
        return {}
    return {
        (index := blocks[pos].index): Decision(
            index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
        )
        for pos in found
    }


def kept_lines_may_hold_box(blocks: Sequence[Block], flags: Sequence[bool]) -> bool:
    """:func:`may_hold_box` of the kept lines of at most :data:`MAX_CHARS` characters
    (``flags``: each block's kept flag), by the rules kernel when it is built (its
    ``lines_hold_words``: each line lowered alone and its words cut in C, none joined)."""
    compiled = kernel(RULES)
    if compiled is None:
        return may_hold_box([b.text for b in compress(blocks, flags) if len(b.text) <= MAX_CHARS])
    return compiled.lines_hold_words(blocks, flags, MAX_CHARS, GATE_WORDS, GATE_TEXTS)


def may_hold_box(texts: Sequence[str]) -> bool:
    """Whether one of ``texts`` holds a word of :data:`GATE_WORDS` or a text of
    :data:`GATE_TEXTS`: a box to drop holds a kept permission or setting line."""
    joined = "\n".join(texts).lower()
    if not GATE_WORDS.isdisjoint(joined.split()):
        return True
    return not joined.isascii() and any(text in joined for text in GATE_TEXTS)


def box_lines(texts: Sequence[str]) -> list[int]:
    """The positions of ``texts`` that belong to a posting rules box: each run of
    :data:`MIN_LINES` rule lines (:func:`line_class` "rule") or more, at most
    :data:`MAX_GAP` other lines apart, with the headers (:data:`HEADERS`) inside it or
    just before it."""
    classes = {
        pos: kind
        for pos, text in enumerate(texts)
        if len(text) <= MAX_CHARS and (kind := line_class(text)) is not None
    }
    found: list[int] = []
    run: list[int] = []
    for pos in sorted(classes):
        if run and pos - run[-1] > MAX_GAP + 1:
            found.extend(_box(run, classes))
            run = []
        run.append(pos)
    return found + _box(run, classes)


def _box(run: list[int], classes: dict[int, str]) -> list[int]:
    """The run's positions when it holds :data:`MIN_LINES` rule lines, else none."""
    rules = sum(classes[pos] == "rule" for pos in run)
    return run if rules >= MIN_LINES else []


def line_class(text: str) -> str | None:
    """``"rule"`` for a permission or setting line, ``"header"`` for a posting rules
    header (:data:`HEADERS`), else None (the text lowered, its white space collapsed, the
    marks around it stripped)."""
    line = " ".join(text.lower().split()).strip(_MARKS)
    if line in _HEADERS:
        return "header"
    if (line.startswith(_OPENINGS) or line.endswith(ENDINGS)) and _permission(line):
        return "rule"
    if line.endswith(_STATES) and _SETTING.match(line):
        return "rule"
    if line.endswith(_ANSWERS) and _answer(line):
        return "rule"
    return None


def _permission(line: str) -> bool:
    """A line that opens with a modal of :data:`OPENINGS` (or ends with a Japanese verb
    of :data:`ENDINGS`) names an object of :data:`OBJECTS`."""
    return any(word in line for word in _OBJECTS)


def _answer(line: str) -> bool:
    """An object's answer: "Themen beantworten: Nein" (the part before the colon names an
    object of :data:`OBJECTS`)."""
    match = _ANSWER.match(line)
    return match is not None and any(
        word in line[: line.rfind(match.group(1))] for word in _OBJECTS
    )
