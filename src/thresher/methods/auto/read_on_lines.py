"""A story's read-on line: a label and the linked headline of another story.

A news story sets links to its other stories between its paragraphs, each a line of its
own: "Read more: Tesla Model 3 is already the world's most popular electric car.",
"Don't miss: Buybacks slow in Q3 …", "Related: The 15 Weirdest Galaxies …", "Lesen Sie
auch: …", "Lire aussi : …". The line sits in the story's element and reads as a sentence,
so the model keeps it with the story; the article truths of news sets leave it out, as
they leave out the boxes of related stories. A kept line of at most :data:`MAX_CHARS`
characters that opens with a read-on label (:data:`LABELS`, then a colon, a dash or an
arrow) and whose text lies mostly in links (:data:`MIN_LINK_SHARE`: the headline is the
link) is dropped. Words as data, in English, German, French, Spanish, Italian,
Portuguese, Dutch, Polish, Russian, Ukrainian, Czech, Slovak, Swedish, Danish, Norwegian,
Finnish, Lithuanian, Latvian, Estonian, Greek, Bulgarian, Croatian, Serbian, Slovenian,
Romanian, Indonesian, Vietnamese, Turkish, Hindi, Bengali, Swahili, Thai ("อ่านข่าวที่เกี่ยวข้อง",
related news; its "read more" only over a linked line), Chinese, Hebrew,
Persian and Arabic (the label may also close with two dots or an ellipsis: "اقرأ أيضا.. …");
nothing here names a site; chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``, stop 54, ``qthin16``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
from thresher.types import Block, Decision, Label

MAX_CHARS = 200  # a label and a headline, not a paragraph
MIN_LINK_SHARE = 0.5  # of the line's characters, in links: the headline is a link
# A read-on label, by language: the one table of the read-on rules (this module's lines
# and :mod:`~thresher.methods.auto.news_lines`' label lines over a linked headline).
LABEL_WORDS: tuple[tuple[str, str], ...] = (
    ("en", r"read (also|next)|also read|related|more on this( story| topic)?|don[’']t miss"),
    ("de", r"lesen sie (auch|hier)|auch interessant|mehr zum thema"
     r"|das könnte sie auch interessieren"),
    ("fr", r"(à )?lire aussi|sur le même sujet|à lire également"),
    ("es", r"lea también|lee también|leer también|te puede interesar|noticias relacionadas"),
    ("it", r"leggi anche|potrebbe interessarti"),
    ("pt ro", r"leia também|veja também|citește și"),
    ("nl pl", r"lees ook|(prze)?czytaj (też|także|również)"),
    ("cs sk sv da no", r"čtěte (také|též|rovněž)|čítajte (aj|tiež)|läs (också|även)"
     r"|læs også|les også"),
    ("id vi", r"baca juga|berita terkait|xem thêm|đọc thêm|tin liên quan"),
    ("ru uk", r"читайте (также|ещё|еще|також|ще)|по теме"),
    ("lt lv et fi", r"taip pat skaitykite|skaitykite taip pat|lasiet (arī|vēl)|lasi arī"
     r"|loe (ka|lisaks)|lue myös"),
    ("el he fa", r"διαβ[άα]στε (επ[ίι]σης|ακ[όο]μα|ακ[όο]μη)|קראו גם|קרא גם"
     r"|(بیشتر|همچنین) بخوانید"),
    ("bg hr sl", r"прочетете (още|също)|pročitajte (i|još|također)|preberite (še|tudi)"),
    ("zh ja ko", r"延伸阅读|延伸閱讀|相关阅读|相關閱讀|相关新闻|相關新聞|推荐阅读|推薦閱讀"
     r"|あわせて読みたい|関連記事|관련기사|관련 기사|함께 보면 좋은 기사"),
    ("ar tr", r"(اقرأ|إقرأ|اقرا) (أيضا|أيضاً|أيضًا|ايضا)|شاهد (أيضا|أيضًا)"
     r"|ilginizi çekebilir|ayrıca okuyun|bunlar da ilginizi çekebilir|ilgili haber"),
    ("hi bn sw", r"(यह|ये|इसे) भी पढ़ें|(আরও|আরো) পড়ুন|soma (pia|zaidi)"),
    ("th", r"(อ่าน)?ข่าวที่เกี่ยวข้อง"),
)  # fmt: skip
# A label read only on a line alone, over the linked headline's line: "Related articles:"
# before a link is a line the truths of some sets keep (a magazine's "Related article: …"
# list under the story).
LABEL_ALONE_WORDS: tuple[tuple[str, str], ...] = (("en", r"related (articles?|stories|coverage)"),)
# Labels that are read-on labels only with the linked headline on their own line: a
# reference page's "See also" (a heading over a list of links, or a box) and the Thai
# "read more".
LINKED_ONLY_WORDS: tuple[tuple[str, str], ...] = (
    ("en fr es", r"see also|also see|voir aussi|ver también"),
    ("pl ru uk tr", r"zobacz (też|także)|смотрите также|дивіться також|ayrıca bakınız"),
    ("th", r"อ่านเพิ่มเติม"),
)  # fmt: skip
# A button's word to read on ("Read more", "Seguir leyendo"): a card's or a teaser's last
# line, never an insert's label; a label only with a colon over what it introduced.
READ_MORE_WORDS: tuple[tuple[str, str], ...] = (
    ("en de fr", r"read more|continue reading|weiterlesen|lesen sie mehr|lire la suite"),
    ("es it pt", r"leer más|seguir leyendo|continua a leggere|leia mais|continue lendo"
     r"|saiba mais"),
    ("nl pl ru", r"lees meer|czytaj (więcej|dalej)|читать далее|подробнее"),
)  # fmt: skip


def alternatives(table: tuple[tuple[str, str], ...]) -> str:
    """The words of a table by language as one regular expression's alternatives."""
    return "|".join(f"(?:{words})" for _, words in table)


_LABEL_WORDS = rf"\s*({alternatives(LABEL_WORDS + LINKED_ONLY_WORDS + READ_MORE_WORDS)})"
LABELS = LazyPattern(_LABEL_WORDS + r"\s*([:：»>|–—-]|\.\.|…)", re.IGNORECASE)
# A label without a mark, where it is all the line's unlinked text ("<b>ये भी पढ़ें</b>
# <a>…</a>"): the headline's link starts where the label ends.
BARE_LABELS = LazyPattern(_LABEL_WORDS + r"\s*", re.IGNORECASE)
# Both at once, the mark optional: a line it does not open is opened by neither (one
# search on most lines; the two above are compiled when a line needs them).
_ANY_LABEL = re.compile(_LABEL_WORDS + r"\s*([:：»>|–—-]|\.\.|…)?", re.IGNORECASE)
_REASON = "read-on line to another story (p={p:.2f})"


def drop_read_on_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that label a linked headline of another story ("Read more:
    …"), dropped (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``:
    their :func:`~thresher.methods.auto.decided.kept_flags`)."""
    found: dict[int, Decision] = {}
    for pos in compress(range(len(blocks)), flags):
        block = blocks[pos]
        features = block.features
        if features.text_length > MAX_CHARS or not features.link_text_length:
            continue
        if features.link_density >= MIN_LINK_SHARE and _labelled(block):
            found[block.index] = Decision(
                block.index, Label.BOILERPLATE, _REASON.format(p=probs[pos])
            )
    return found


def _labelled(block: Block) -> bool:
    """Whether ``block`` opens with a read-on label and a mark, or with a bare label that
    is all its unlinked text (a linked line that opens with the words is no label)."""
    opened = _ANY_LABEL.match(block.text)
    if opened is None:
        return False
    if opened.group(opened.re.groups) is not None or LABELS.match(block.text):
        return True
    bare = BARE_LABELS.match(block.text)
    if bare is None:
        return False
    unlinked = block.features.text_length - block.features.link_text_length
    return len(bare.group(1)) <= unlinked <= bare.end()
