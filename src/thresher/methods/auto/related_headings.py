"""A box of other stories the model kept after the story, told by its heading's words.

A story ends, or breaks near its end, with a box of the site's other pages: "Related",
"Recent Posts", "More From Forbes", "Latest in Personal Tech", "You may also like",
"Other Posts You May Enjoy", "More great bread recipes", "Lesen Sie auch", "Похожие
статьи". Its teasers are headlines and summaries, its heading a short line, so the model
keeps them with the story when the box sits in the story's element or in a column whose
names say nothing (``div#cCol``); :mod:`thresher.methods.auto.related_boxes` reads only a
box named ``related``. The heading's words name it in any markup.

A kept short block (:data:`MAX_HEADING_CHARS`) whose whole text is such a box's name
(:data:`BOX_HEADING`; the bare labels of a box of popular or sponsored stories too:
"Trending", "Most read", "Sponsored links", "Meistgelesen", "Lo más leído"), after at least
:data:`MIN_STORY_CHARS` characters of kept text (:data:`MIN_WIDE_STORY_CHARS` under a
heading in a CJK script), is dropped, and with it the kept blocks
after it inside the heading's parent element up to the next heading as high as it and
the next long block (:data:`MIN_SURE_CHARS`) that is prose, not a teaser: mostly
unlinked (:data:`MIN_TEASER_LINKS`) or one the model is sure of (:data:`SURE`): the
story goes on after a box set inside it. The span is dropped when it holds no more kept
text than the kept text before it. The rule runs after the clean-up rules
(:mod:`thresher.methods.auto.cleanup`), which drop a "Related" header and its run of
teasers whole: with the header gone first, the teasers would stay. Words as data, in
English, German, French, Spanish, Italian, Portuguese, Dutch, Polish, Russian, Turkish,
Chinese, Japanese, Korean, Indonesian and Vietnamese; nothing here names a site; chosen
by leave-one-source-out validation (``docs/dev/s58-qworst20.md``).

With ``archive`` (the ``archive_headings`` switch), a box of the blog's own earlier posts
is such a box too: "Posted on this day, other years:", "On this day", "From the archives",
"A year ago", "An diesem Tag", "Ce jour-là", "Un día como hoy", "Accadde oggi", "В этот
день", "历史上的今天" (:data:`ARCHIVE_HEADING`; ``docs/dev/s66-qweak30.md``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import writes_wide
from thresher.types import Block, Decision, Label

MAX_HEADING_CHARS = 60  # a box's name, not a headline or a paragraph
MIN_STORY_CHARS = 500  # kept text before the box: the page's story
MIN_WIDE_STORY_CHARS = 250  # the same under a CJK heading, whose characters say more
SURE = 0.9  # the model is sure of a paragraph from this probability on ...
MIN_SURE_CHARS = 100  # ... of this length: the story going on after a box inside it
MIN_TEASER_LINKS = 0.5  # a long block under this link density is prose, not a teaser
# The whole text of a box's heading (lower case, without trailing punctuation).
BOX_HEADING = LazyPattern(
    r"(related|related (posts?|articles?|stories|pages?|content|links|reading|coverage"
    r"|videos?|news|recipes|guides)|(recent|latest|popular|trending|top|most popular"
    r"|most read|more) (posts|articles|stories|news)|latest (in|from) .+|more from .+"
    r"|more \w+( \w+)? (recipes|guides|posts|stories|articles|recommendations|reads)"
    r"|you (may|might) (also )?(like|enjoy|be interested in)"
    r"|(other|more) (posts|articles|stories) you (may|might) (also )?(like|enjoy)"
    r"|read (next|also)|further reading|recommended (for you|reading|stories|articles)"
    r"|lesen sie auch|mehr zum thema|das könnte sie auch interessieren|ähnliche artikel"
    r"|(à )?lire aussi|sur le même sujet|articles similaires|à lire également"
    r"|artículos relacionados|noticias relacionadas|te puede interesar|leer también"
    r"|articoli correlati|leggi anche|potrebbe interessarti|artigos relacionados"
    r"|leia também|veja também|gerelateerde artikelen|lees ook|zobacz (też|także)"
    r"|czytaj (też|także)|похожие (статьи|новости|материалы)|читайте также"
    r"|другие (новости|статьи|материалы)|相关(文章|阅读|新闻)|推荐阅读|热门文章"
    r"|trending( now)?|most read"
    r"|sponsored( links| content| stories)?|editor[’']?s[’']? picks"
    r"|meistgelesen(e artikel)?|les plus lu(e)?s|lo más (leído|visto)|más leídas|mais lid[ao]s"
    r"|(i )?più letti|meest gelezen|najczęściej czytane|самое читаемое|en çok okunanlar"
    r"|人気記事|アクセスランキング|많이 본 (뉴스|기사)|berita terpopuler|terpopuler"
    r"|đọc nhiều nhất|tin xem nhiều)"
)
# The first words of the names above (the first two characters of the Chinese ones): a
# line is matched against the pattern only when it opens with one (most short lines do not).
FIRST_WORDS = frozenset(
    "related recent latest popular trending top most more you other read further"
    " recommended lesen mehr das ähnliche à lire sur articles artículos noticias te leer"
    " articoli leggi potrebbe artigos leia veja gerelateerde lees zobacz czytaj похожие"
    " читайте другие 相关 推荐 热门 sponsored editor's editor’s editors' meistgelesen"
    " meistgelesene les lo más mais i più meest najczęściej самое en 人気 アク 많이 berita"
    " terpopuler đọc tin".split()
)
# The whole text of the heading of a box of the site's own earlier posts ("on this day").
ARCHIVE_HEADING = LazyPattern(
    r"((posted |also )?on this (day|date)(,? (in )?(other|previous|past|earlier) years)?"
    r"|(this|the same) day in (other|previous|past|earlier) years|(posts )?from the archives?"
    r"|(one|a) year ago( today)?|this time last year|in (other|previous|past|earlier) years"
    r"|an diesem tag|heute vor einem jahr|vor einem jahr|aus dem archiv"
    r"|ce jour[- ]l[àa]|il y a un an|dans les archives|un d[íi]a como hoy|tal d[íi]a como hoy"
    r"|hace un año|accadde oggi|un anno fa|dall'archivio|neste dia|há um ano|do arquivo"
    r"|в этот день|год назад|из архива|历史上的今天|往年今日|去年今日|過去の今日|去年の今日)"
)
# The openings of :data:`ARCHIVE_HEADING`'s names: a line is matched against the pattern
# only when it opens with one (one test in C for all of them).
ARCHIVE_OPENINGS = (
    "posted on this", "also on this", "on this da", "this day in", "the same day in",
    "posts from the", "from the archive", "one year ago", "a year ago", "this time last",
    "in other years", "in previous years", "in past years", "in earlier years",
    "an diesem tag", "heute vor einem", "vor einem jahr", "aus dem archiv", "ce jour",
    "il y a un an", "dans les archives", "un día como", "un dia como", "tal día como",
    "tal dia como", "hace un año", "accadde oggi", "un anno fa", "dall'archivio",
    "neste dia", "há um ano", "do arquivo", "в этот день", "год назад", "из архива",
    "历史上的今天", "往年今日", "去年今日", "過去の今日", "去年の今日",
)  # fmt: skip
# Their first two characters: a line is tried against the openings only when it opens so.
ARCHIVE_HEADS = frozenset(opening[:2] for opening in ARCHIVE_OPENINGS)
_TRAILING = " \t:：.…»>|–—-"
_REASON = "box of other stories under {heading!r} (p={p:.2f})"


def drop_related_headings(
    blocks: Sequence[Block],
    probs: Sequence[float],
    flags: Sequence[bool],
    archive: bool = False,
) -> dict[int, Decision]:
    """The kept box headings of other stories ("Related", "More from …") after the story,
    dropped with the kept blocks under them (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their :func:`~thresher.methods.auto.decided.kept_flags`;
    ``archive``: the heading of a box of earlier posts, :data:`ARCHIVE_HEADING`, counts)."""
    kept = list(compress(range(len(blocks)), flags))
    found: dict[int, Decision] = {}
    before = 0
    at = 0
    while at < len(kept):
        block = blocks[kept[at]]
        length = block.features.text_length
        # ``box_heading``'s length test first, here: most kept blocks are longer
        if (
            before >= MIN_WIDE_STORY_CHARS
            and length <= MAX_HEADING_CHARS
            and (before >= MIN_STORY_CHARS or writes_wide(block.text))
            and _names_box(_heading_key(block), archive)
        ):
            end = _box_end(blocks, probs, kept, at)
            span = kept[at:end]
            if sum(blocks[pos].features.text_length for pos in span) <= before:
                heading = block.text.strip()
                for pos in span:
                    reason = _REASON.format(heading=heading[:30], p=probs[pos])
                    found[blocks[pos].index] = Decision(
                        blocks[pos].index, Label.BOILERPLATE, reason
                    )
                at = end
                continue
        before += length
        at += 1
    return found


def box_heading(block: Block) -> bool:
    """Whether the block's whole text names a box of other stories."""
    if block.features.text_length > MAX_HEADING_CHARS:
        return False
    return _names_box(_heading_key(block), False)


def archive_heading(block: Block) -> bool:
    """Whether the block's whole text names a box of the site's own earlier posts ("Posted
    on this day, other years:", "From the archives")."""
    if block.features.text_length > MAX_HEADING_CHARS:
        return False
    key = _heading_key(block)
    return key.startswith(ARCHIVE_OPENINGS) and ARCHIVE_HEADING.fullmatch(key) is not None


def _heading_key(block: Block) -> str:
    """The block's text as a box's name is read: lower case, without trailing marks."""
    return block.text.strip().rstrip(_TRAILING).lower()


def _names_box(key: str, archive: bool) -> bool:
    """Whether ``key`` (a :func:`_heading_key`) names a box of other stories, or with
    ``archive`` a box of earlier posts."""
    head = key[:2]
    first = key.partition(" ")[0] in FIRST_WORDS or head in FIRST_WORDS
    if first and BOX_HEADING.fullmatch(key) is not None:
        return True
    if not archive or head not in ARCHIVE_HEADS or not key.startswith(ARCHIVE_OPENINGS):
        return False
    return ARCHIVE_HEADING.fullmatch(key) is not None


def _box_end(blocks: Sequence[Block], probs: Sequence[float], kept: list[int], at: int) -> int:
    """The place in ``kept`` after the box whose heading is at ``at``: that of the next
    kept block outside the heading's parent element, of the next heading as high as the
    box's (any heading after a box named by a plain line), or of the next long block that
    is mostly unlinked or that the model is sure of; else the end."""
    heading = blocks[kept[at]]
    parent = heading.path.rpartition("/")[0] + "/"
    level = heading.features.heading_level or 7
    for place in range(at + 1, len(kept)):
        block = blocks[kept[place]]
        features = block.features
        if not block.path.startswith(parent) or 0 < features.heading_level <= level:
            return place
        if features.text_length >= MIN_SURE_CHARS and (
            probs[kept[place]] >= SURE or features.link_density < MIN_TEASER_LINKS
        ):
            return place
    return len(kept)
