"""A news story's marks and inserts the model kept inside the story.

A news page sets a few lines of its own between a story's paragraphs, and the model,
reading each line alone inside the story's element, keeps some of them:

* an ad slot's mark that says the story goes on after the ad ("Advertisement · Scroll to
  continue", "Story continues below advertisement", "Weiterlesen nach der Anzeige",
  "La suite après cette publicité", "Continua após a publicidade"): a kept line of at most
  :data:`MAX_MARK_CHARS` characters that one of :data:`AD_MARKS` (by language) matches
  whole is dropped (switch ``news_marks``);
* a photo's credit on a line of its own in brackets, as Chinese and Japanese pages write
  it ("（图片来源：新华社）", "（新华社记者 张三 摄）", "（写真：共同）"), or as
  a broadcaster's pages write it ("Image source, Getty Images"): a kept line that
  :data:`PHOTO_CREDITS` or :data:`LATIN_CREDITS` matches whole is dropped (switch
  ``news_marks``);
* a "read also" insert written as two lines, the label alone ("Leggi anche", "Читайте
  также") and the linked headline of the other story below it: the headline line, at
  most :data:`MAX_HEADLINE_CHARS` characters and mostly in links, that follows a line
  which is a read-on label (:data:`READ_ON_LABELS`) and precedes a kept paragraph of the
  story, is dropped, and the label with it where it is kept (switch ``read_on_pairs``;
  the labels of reference pages, "See also", are not read-on labels here);
* a read-on label left over a list of links the model dropped ("Seguir leyendo:",
  "Read more:"): a kept label line ending in a colon (:data:`COLON_LABELS`, the labels
  and a button's words to read on, :data:`READ_MORE_WORDS`) whose next text block is
  dropped goes too (switch ``read_on_pairs``);
* a line of linked headlines of other stories the story ends with ("Bus fares to rise in
  January | New bike lanes open"): the last kept block, of at most
  :data:`MAX_TRAIL_CHARS` characters and wholly in links (:data:`MIN_TRAIL_LINK_SHARE`),
  split by bars, middle dots or bullets into :data:`MIN_TRAIL_PARTS` or more parts of
  :data:`MIN_HEADLINE_WORDS` words or more each, after :data:`MIN_STORY_CHARS` of kept
  text, is dropped (switch ``trailing_headlines``); a headline written without spaces
  (Chinese, Japanese, Thai) counts its characters instead, :data:`MIN_HEADLINE_SIGNS` or
  more, the line's link share leaves its separators out, and :data:`MIN_STORY_SIGNS`
  characters of story are enough before it (switch ``unspaced_scripts``);
* a story's closing credit the model dropped, in the forms of many languages ("The
  Associated Press contributed to this report.", "Mitarbeit: …", "Avec AFP", "Con
  información de EFE", "Com informações da …", "По материалам ТАСС"): a dropped line of
  at most :data:`MAX_CREDIT_CHARS` characters that :data:`CLOSING_CREDITS` matches whole,
  among the :data:`CREDIT_WINDOW` text blocks after the last kept one, is kept (switch
  ``closing_credits``).

Words as data, each table by language (en, de, fr, es, it, pt, nl, pl, ru, uk, zh, ja,
ko, ar, tr); nothing here names a site. Each rule reads only the kept short
blocks the decisions kernel lists (:func:`~thresher.methods.auto.decided.kept_short`) or
the last kept block, and matches its patterns anchored at a line's start.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
from thresher.html.text_measures import word_count
from thresher.methods.auto.decided import kept_short
from thresher.methods.auto.kept_lines import WordTable, kept_holding, kept_opening
from thresher.methods.auto.read_on_lines import LABEL_ALONE_WORDS, LABEL_WORDS, READ_MORE_WORDS
from thresher.types import Block, Decision, Label

MAX_MARK_CHARS = 80  # an ad's mark or a photo's credit, not a sentence
MAX_HEADLINE_CHARS = 200  # a linked headline, not a paragraph
MIN_LINK_SHARE = 0.8  # of the headline line's characters, in links
MAX_LABEL_CHARS = 40  # a read-on label alone
MIN_PARAGRAPH_CHARS = 80  # the story's paragraph after an insert
MAX_PARAGRAPH_LINKS = 0.5  # of that paragraph's characters, in links
MAX_TRAIL_CHARS = 400  # a line of a few headlines
MIN_TRAIL_LINK_SHARE = 0.9  # of that line's characters, in links
MIN_BARE_LINK_SHARE = 0.6  # the same with the separators in (short headlines without spaces)
MIN_TRAIL_PARTS = 2  # headlines on the line
MIN_HEADLINE_WORDS = 3  # words of each (a menu's or a tool's words are fewer)
# A headline in a script written without spaces (Chinese, Japanese, Thai) is one "word" to
# ``str.split``; its characters are counted instead (``word_count``: each such character a
# word), six or more ("联系我们", a menu's four, are fewer).
MIN_HEADLINE_SIGNS = 6
MIN_STORY_CHARS = 500  # kept text before the line: a story
MIN_STORY_SIGNS = 150  # the same before a line written without spaces (a denser script)
MAX_CREDIT_CHARS = 160  # a credit, not a paragraph
CREDIT_WINDOW = 3  # text blocks after the last kept one a credit may sit
_TRAIL_SPLIT = re.compile(r"\s+[|·•]\s+")
_MARKS = r"[\s·•|:：,，.。…–—>»-]*"  # what sits between and around a mark's words


def _alternatives(table: tuple[tuple[str, str], ...]) -> str:
    return "|".join(f"(?:{words})" for _, words in table)


# An ad slot's mark that tells the reader the story goes on (whole line, lower-cased).
AD_MARK_WORDS: tuple[tuple[str, str], ...] = (
    ("en", r"(advertisement|advertising|ad)" + _MARKS
     + r"(scroll (down )?to continu\w*( reading| with content)?|continue reading( below)?"
     r"|(story|article|page|content) continues below)"),
    ("en", r"(the )?(story|article|text) continues (below|after) (this )?"
     r"(advertisement|advert|ad)|continue reading (below|after the ad(vertisement)?)"
     r"|scroll (down )?to continue( reading| with content)?"),
    ("de", r"(anzeige|werbung)" + _MARKS + r"(weiterlesen|lesen sie weiter|scrollen"
     r" zum weiterlesen)|weiterlesen nach der (anzeige|werbung)|(der )?artikel (geht|wird)"
     r" (nach|unter) der (anzeige|werbung) (weiter|fortgesetzt)"),
    ("fr", r"publicité" + _MARKS + r"(la suite (ci-dessous|après)|poursuivez votre"
     r" lecture)|(la )?suite (de l'article )?(après|sous) (cette|la) publicité"
     r"|l'article continue (après|sous) (cette|la) publicité"),
    ("es", r"(publicidad|anuncio)" + _MARKS + r"(sigue|continúa) (leyendo|la nota|abajo)"
     r"|(la nota|la noticia|el artículo|el texto) (sigue|continúa) (después|debajo|tras)"
     r" (de )?(la|el|del) (publicidad|anuncio)|(sigue|continúa) (leyendo )?(después|debajo"
     r"|tras) (de )?(la|el|del) (publicidad|anuncio)"),
    ("it", r"pubblicità" + _MARKS + r"(continua (a leggere|sotto)|l'articolo continua)"
     r"|(l'articolo )?continua (a leggere )?(dopo|sotto) la pubblicità"),
    ("pt", r"publicidade" + _MARKS + r"(continua (depois|após|abaixo)|continue lendo)"
     r"|(a matéria |o texto )?continua (depois da|após a|abaixo da) publicidade"),
    ("nl pl", r"(advertentie|reklama)" + _MARKS + r"(lees verder|dalsza część"
     r" (artykułu )?(poniżej|pod reklamą))|dalsza część (artykułu|tekstu)? ?(pod|poniżej)"
     r" (reklamą|materiałem( wideo)?|wideo)|lees verder (na|onder) de advertentie"),
    ("cs sk", r"(reklama)" + _MARKS + r"(pokračování|pokračovanie) (článku|textu)( níže)?"
     r"|(pokračování|pokračovanie) (článku|textu) (pod|po) (reklamou|reklame|videem)"
     r"|(článek|článok) pokračuje (pod|pod touto) (reklamou|reklamou)"),
    ("ru uk", r"(реклама)" + _MARKS + r"(продолжение (ниже|после рекламы)|читайте далее)"
     r"|продолжение (статьи )?(после|под|ниже) рекламы|продовження (після|під) рекламою"),
    ("zh", r"(广告|廣告)" + _MARKS + r"(继续阅读|繼續閱讀|下滑继续阅读|下滑繼續閱讀|请继续往下阅读"
     r"|請繼續往下閱讀)|(请|請)?继续往下阅读|文章(未完|继续|繼續)(，|,)?(广告|廣告)(后|後)继续"),
    ("ja ko", r"(広告)" + _MARKS + r"(記事の続きは下へ|続きを読む)|広告の後にも続きます"
     r"|記事の続きは広告の(下|後)|광고" + _MARKS + r"(계속|기사 계속)"),
    ("ar tr", r"(إعلان|اعلان)" + _MARKS + r"(تابع القراءة|أكمل القراءة)|تابع القراءة (بعد|أسفل)"
     r" الإعلان|(reklam)" + _MARKS + r"(haberin devamı|devamı aşağıda)|(haberin devamı )?"
     r"reklamdan sonra (devam ediyor|devam ediyo)|haberin devamı"),
)  # fmt: skip
AD_MARKS = LazyPattern(rf"{_MARKS}(?:{_alternatives(AD_MARK_WORDS)}){_MARKS}")
# A photo's credit on a line of its own as a broadcaster's pages write it, a label and a
# comma ("Image source, Getty Images"; a colon's "image source: …" is a figure's note
# the truths keep), lower-cased, by language: en, es, pt, ru, zh.
LATIN_CREDITS = re.compile(
    r"\s*(?:image source|fuente de la imagen|crédito da imagem|источник изображения"
    r"|图像来源|圖像來源)\s*[,，]\s*[^.!?。]{2,60}"
)
# What every line :data:`AD_MARKS` or :data:`LATIN_CREDITS` matches holds (lower-cased;
# by language as above), and the opening brackets one of which every photo credit starts
# with: only the kept short lines holding a needle or opening with a bracket are read.
AD_MARK_NEEDLES = (
    "continu", "scroll", "anzeige", "werbung", "publicité", "publicidad", "anuncio",
    "pubblicità", "advertentie", "reklam", "реклам", "广告", "廣告", "继续往下阅读", "広告",
    "광고", "إعلان", "اعلان",
)  # fmt: skip
CREDIT_BRACKETS = ("(", "（", "【", "[")  # what a photo credit opens with, spaces aside
# What the other lines open with: a broadcaster's credit label (:data:`LATIN_CREDITS`) and
# the marks without an ad's word ("Haberin devamı", "Dalsza część artykułu pod …",
# "Pokračování článku pod reklamou"): read in the brackets' scan, not as needles (each
# needle costs a search of every kept short line).
MARK_OPENINGS = (
    "image source", "fuente de la imagen", "crédito da imagem", "источник изображения",
    "图像来源", "圖像來源", "haberin devamı", "dalsza część", "pokračování", "pokračovanie",
)  # fmt: skip
MARK_WORDS = (*AD_MARK_NEEDLES, *CREDIT_BRACKETS, *MARK_OPENINGS)
_AD_TABLE = WordTable(AD_MARK_NEEDLES)  # compiled once for the lines kernel
_CREDIT_TABLE = WordTable((*CREDIT_BRACKETS, *MARK_OPENINGS))
# A photo's credit on a line of its own, in brackets (Chinese, Japanese, Korean pages).
PHOTO_CREDIT_WORDS: tuple[tuple[str, str], ...] = (
    ("zh", r"(图片|圖片|图|圖|照片|图文|圖文|资料图|資料圖|资料图片|資料圖片)(来源|來源|提供)?"
     r"\s*[:：/／|]\s*[^()（）【】\[\]]{1,30}"),
    ("zh", r"[^()（）【】\[\]]{0,30}(摄|攝|摄影|攝影|供图|供圖|/摄|／摄)"),
    ("zh", r"(资料图|資料圖|资料图片|資料圖片|网络图片|網路圖片|图片来自网络|圖片來自網路)"),
    ("ja", r"(写真|撮影|画像|提供|資料写真)\s*[:：/／]?\s*[^()（）【】\[\]]{0,30}"),
    ("ko", r"(사진|출처|자료사진)\s*[:：=/]?\s*[^()（）【】\[\]]{0,30}"),
)  # fmt: skip
PHOTO_CREDITS = LazyPattern(
    rf"\s*[(（【\[]\s*(?:{_alternatives(PHOTO_CREDIT_WORDS)})\s*[)）】\]]\s*"
)
# A read-on label alone ("Leggi anche", "Lesen Sie auch:"): the read-on rules' one table,
# and "Related articles" (read here only); a button's words to read on ("Read more",
# "Seguir leyendo") are a label only with a colon, and a reference page's "See also"
# (read_on_lines.LINKED_ONLY_WORDS) is none here.
READ_ON_LABEL_WORDS = LABEL_ALONE_WORDS + LABEL_WORDS
_LABEL_END = r"\s*[:：|»>…-]?\s*"
READ_ON_LABELS = LazyPattern(
    rf"[\s»>•|【［\[]*(?:{_alternatives(READ_ON_LABEL_WORDS)}){_LABEL_END}[】］\]]?\s*",
    re.IGNORECASE,
)
COLON_LABELS = LazyPattern(
    rf"[\s»>•|]*(?:{_alternatives(READ_ON_LABEL_WORDS + READ_MORE_WORDS)})\s*[:：]\s*"
    rf"|\s*[【［\[]\s*(?:{_alternatives(READ_ON_LABEL_WORDS)})\s*[】］\]]\s*",
    re.IGNORECASE,
)
LABEL_ENDS = (":", "：", "】", "］", "]")  # how a label over what it introduced ends
# A story's closing credit (whole line, lower-cased): who reported, wrote or helped.
CREDIT_WORDS: tuple[tuple[str, str], ...] = (
    ("en", r".{2,100} contributed (to )?(this|the) (report|story|article)"
     r"|.{2,100} contributed reporting( from .{2,60})?|with reporting (by|from) .{2,100}"),
    ("de", r"mitarbeit: .{2,100}|mit (material|informationen) (von|der|des) .{2,80}"
     r"|mit agenturmaterial|mit material der nachrichtenagenturen .{2,60}"),
    ("fr", r"avec (l'|les )?(afp|ap|reuters|agences?|agence france-presse)"
     r"(( et | ?, ?)(l'|les )?[\w.-]{2,30})*"),
    ("es", r"con información de .{2,100}|con (agencias|efe|afp|reuters|ap)"
     r"(( y | ?, ?)[\w.-]{2,30})*"),
    ("it", r"con informazioni (di|da|dell'|della) .{2,80}"),
    ("pt", r"com informações (de|da|do|das|dos) .{2,100}"
     r"|com (agências|reuters|afp|ap|estadão conteúdo)(( e | ?, ?)[\w.-]{2,30})*"),
    ("nl pl", r"met medewerking van .{2,80}|współpraca: .{2,80}"),
    ("ru uk", r"по материалам .{2,80}|при участии .{2,80}|за матеріалами .{2,80}"),
)  # fmt: skip
CLOSING_CREDITS = re.compile(rf"\s*(?:{_alternatives(CREDIT_WORDS)})\s*[.。]?\s*")
_MARK_REASON = "news mark: {kind} (p={p:.2f})"
_PAIR_REASON = "read-on insert: {kind} (p={p:.2f})"


def drop_news_marks(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines that are an ad slot's mark that the story goes on, or a photo's credit
    in brackets, dropped (``blocks``: the text blocks; ``probs``: their probabilities;
    ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags`). Only the lines
    holding one of :data:`AD_MARK_NEEDLES` or opening with one of :data:`CREDIT_BRACKETS`
    or :data:`MARK_OPENINGS` are read (:func:`~thresher.methods.auto.kept_lines.kept_holding`,
    :func:`~thresher.methods.auto.kept_lines.kept_opening`)."""
    found: dict[int, Decision] = {}
    marks = kept_holding(blocks, flags, MAX_MARK_CHARS, _AD_TABLE, str.lower)
    credits = kept_opening(blocks, flags, MAX_MARK_CHARS, _CREDIT_TABLE, str.lower)
    for pos in sorted({*marks, *credits}) if credits else marks:
        kind = mark_kind(blocks[pos].text)
        if kind is not None:
            reason = _MARK_REASON.format(kind=kind, p=probs[pos])
            found[blocks[pos].index] = Decision(blocks[pos].index, Label.BOILERPLATE, reason)
    return found


def mark_kind(text: str) -> str | None:
    """ "ad mark" or "photo credit" where ``text`` is wholly one, else None."""
    line = " ".join(text.split()).lower()
    if AD_MARKS.fullmatch(line):
        return "ad mark"
    if line[:1] in "(（【[" and PHOTO_CREDITS.fullmatch(line):
        return "photo credit"
    if line[:1] in "ifcи图圖" and LATIN_CREDITS.fullmatch(line):
        return "photo credit"
    return None


def is_read_on_label(text: str) -> bool:
    """Whether ``text`` is a read-on label alone ("Leggi anche", "Read more:")."""
    return len(text) <= MAX_LABEL_CHARS and bool(READ_ON_LABELS.fullmatch(text.strip()))


def drop_read_on_pairs(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """A read-on insert's linked headline kept under its label line, with the label where
    it is kept, and a kept read-on label ending in a colon over a dropped block, dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags)."""
    found: dict[int, Decision] = {}
    last = len(blocks) - 1
    for pos in kept_short(blocks, flags, MAX_HEADLINE_CHARS):
        if pos == 0 or pos == last:
            continue
        features = blocks[pos].features
        if features.link_density < MIN_LINK_SHARE:  # no headline: a label over dropped links?
            if features.text_length <= MAX_LABEL_CHARS and not flags[pos + 1]:
                text = blocks[pos].text.strip()
                if text.endswith(LABEL_ENDS) and COLON_LABELS.fullmatch(text):
                    reason = _PAIR_REASON.format(kind="label over dropped links", p=probs[pos])
                    found[blocks[pos].index] = Decision(
                        blocks[pos].index, Label.BOILERPLATE, reason
                    )
            continue
        label = pos - 1
        if not _headline_insert(blocks, flags, pos) or not _is_label(blocks[label]):
            continue
        if not flags[label] and not any(flags[:label]):
            continue  # no story above the insert
        for at in (label, pos) if flags[label] else (pos,):
            kind = "headline" if at == pos else "label"
            reason = _PAIR_REASON.format(kind=kind, p=probs[at])
            found[blocks[at].index] = Decision(blocks[at].index, Label.BOILERPLATE, reason)
    return found


def _is_label(block: Block) -> bool:
    return block.features.text_length <= MAX_LABEL_CHARS and is_read_on_label(block.text)


def _headline_insert(blocks: Sequence[Block], flags: Sequence[bool], pos: int) -> bool:
    """Whether the kept block at ``pos`` is a linked headline with a kept paragraph of the
    story right after it, or after one dropped mark (an ad's label) of at most
    :data:`MAX_MARK_CHARS` (an insert between paragraphs, not a list of links)."""
    after = pos + 1
    if after + 1 < len(blocks) and not flags[after]:
        after += blocks[after].features.text_length <= MAX_MARK_CHARS
    if after >= len(blocks) or not (flags[pos] and flags[after]):
        return False
    features, following = blocks[pos].features, blocks[after].features
    return (
        features.text_length <= MAX_HEADLINE_CHARS
        and features.link_density >= MIN_LINK_SHARE
        and following.text_length >= MIN_PARAGRAPH_CHARS
        and following.link_density < MAX_PARAGRAPH_LINKS
    )


def drop_trailing_headlines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool], signs: bool = True
) -> dict[int, Decision]:
    """The last kept block, dropped where it is a line of two or more linked headlines split
    by bars or dots after a story (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their kept flags; ``signs``: a headline written without
    spaces counts its characters, :func:`is_headline_line`, and such a line needs
    :data:`MIN_STORY_SIGNS` characters of story before it, not :data:`MIN_STORY_CHARS`)."""
    pos = _last_kept(flags)
    if pos <= 0:
        return {}
    block = blocks[pos]
    features = block.features
    if (
        features.text_length > MAX_TRAIL_CHARS
        or not _mostly_linked(block, signs)
        or not is_headline_line(block.text, signs)
        or sum(b.features.text_length for b in compress(blocks[:pos], flags))
        < (MIN_STORY_SIGNS if signs and _unspaced(block.text) else MIN_STORY_CHARS)
    ):
        return {}
    reason = _PAIR_REASON.format(kind="trailing line of headlines", p=probs[pos])
    return {block.index: Decision(block.index, Label.BOILERPLATE, reason)}


def _unspaced(text: str) -> bool:
    """Whether ``text`` is mostly written without spaces (Chinese, Japanese, Thai): its
    ``word_count`` (each such character a word) more than twice its spaced words."""
    return not text.isascii() and word_count(text) > 2 * len(text.split())


def _mostly_linked(block: Block, signs: bool) -> bool:
    """Whether :data:`MIN_TRAIL_LINK_SHARE` of the line's characters are in links; with
    ``signs``, of its characters but the separators between its parts (the bars of a line
    of short headlines without spaces are a larger share of it: "港口订购两艘新拖船 | …")."""
    features = block.features
    if features.link_density >= MIN_TRAIL_LINK_SHARE:
        return True
    if not signs or features.link_density < MIN_BARE_LINK_SHARE or block.text.isascii():
        return False
    bare = sum(map(len, _TRAIL_SPLIT.split(block.text.strip())))
    return features.link_text_length >= MIN_TRAIL_LINK_SHARE * bare


def is_headline_line(text: str, signs: bool = False) -> bool:
    """Whether ``text`` is two or more headlines split by bars, middle dots or bullets: each
    part of :data:`MIN_HEADLINE_WORDS` words or more, or (``signs``) of
    :data:`MIN_HEADLINE_SIGNS` characters of a script written without spaces or more."""
    parts = _TRAIL_SPLIT.split(text.strip())
    return len(parts) >= MIN_TRAIL_PARTS and all(_is_headline(part, signs) for part in parts)


def _is_headline(part: str, signs: bool) -> bool:
    if len(part.split()) >= MIN_HEADLINE_WORDS:
        return True
    return signs and not part.isascii() and word_count(part) >= MIN_HEADLINE_SIGNS


def keep_closing_credits(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """A dropped closing credit among the few text blocks after the last kept one, kept
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags)."""
    last = _last_kept(flags)
    if last < 0:
        return {}
    for pos in range(last + 1, min(last + 1 + CREDIT_WINDOW, len(blocks))):
        block = blocks[pos]
        if block.features.text_length <= MAX_CREDIT_CHARS and is_closing_credit(block.text):
            reason = f"closing credit (p={probs[pos]:.2f})"
            return {block.index: Decision(block.index, Label.CONTENT, reason)}
    return {}


def is_closing_credit(text: str) -> bool:
    """Whether ``text`` is wholly a story's closing credit ("Mitarbeit: …", "Avec AFP")."""
    return bool(CLOSING_CREDITS.fullmatch(" ".join(text.split()).lower()))


def _last_kept(flags: Sequence[bool]) -> int:
    """The position of the last kept block (-1: none), found by ``compress`` over the flags
    read backwards."""
    count = len(flags)
    return next(compress(range(count - 1, -1, -1), reversed(flags)), -1)
