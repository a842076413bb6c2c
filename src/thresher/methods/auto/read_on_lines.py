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
Romanian, Indonesian, Vietnamese, Turkish, Hindi, Bengali, Swahili, Thai, Chinese, Hebrew,
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
_LABEL_WORDS = (
    r"\s*(don[’']t miss|read (more|also|next)|see also|also (read|see)|related"
    r"|lesen sie (auch|mehr)|mehr zum thema|auch interessant|(à )?lire aussi|voir aussi"
    r"|lea también|leer (más|también)|ver también|leggi anche|leia também|veja também"
    r"|lees ook|czytaj (też|także)|zobacz (też|także)|читайте также|смотрите также"
    r"|čtěte (také|též|rovněž)|čítajte (aj|tiež)|läs (också|även)|læs også|les også"
    r"|citește și|baca juga|xem thêm|đọc thêm|ilginizi çekebilir|ayrıca (okuyun|bakınız)"
    r"|(यह|ये|इसे) भी पढ़ें|(اقرأ|إقرأ|اقرا) (أيضا|أيضاً|أيضًا|ايضا)"
    r"|читайте (також|ще)|дивіться також|taip pat skaitykite|skaitykite taip pat"
    r"|lasiet (arī|vēl)|lasi arī|loe (ka|lisaks)|lue myös|przeczytaj (też|także|również)"
    r"|διαβάστε (επίσης|ακόμα|ακόμη)|קראו גם|קרא גם|(بیشتر|همچنین) بخوانید"
    r"|прочетете (още|също)|pročitajte (i|još|također)|preberite (še|tudi)"
    r"|อ่านเพิ่มเติม|相关阅读|延伸阅读|推荐阅读|(আরও|আরো) পড়ুন|soma (pia|zaidi)"
    r")"
)
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
