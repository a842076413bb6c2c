"""A story's widget lines and video teasers the model kept inside or under the story.

News and blog engines set a few lines of their own between or after a story's paragraphs
that read, alone, like a short sentence of the story:

* a video teaser, the label of a video player or of a list of videos set between the
  paragraphs ("Watch: Residents gather as the barrier closes", "VÍDEOS: mais assistidos",
  "Simak Video \"…\""): a kept line of at most :data:`MAX_TEASER_CHARS` characters, no
  heading and no list item, that opens with a video label (:data:`VIDEO_LABEL_WORDS`, by
  language, then a colon, a spaced dash or a quote) and ends with no full stop is dropped
  (switch ``video_teasers``);
* a plugin's shortcode the page printed unrendered ("[convertkit form=1630175]"): a kept
  line that is wholly one bracketed shortcode with one or more ``key=value`` attributes
  (:data:`SHORTCODE`) is dropped (switch ``platform_widgets``);
* a blog platform's author box under the story ("Written by Mara Quist" over "2.4K
  Followers"): a kept line of at most :data:`MAX_BOX_CHARS` characters that opens with
  "Written by" (:data:`WRITTEN_BY_WORDS`) and has a follower count (:data:`FOLLOWERS`)
  among the :data:`BOX_WINDOW` blocks after it is dropped (switch ``platform_widgets``);
* a newsletter platform's subscribe widget inside the story ("Thanks for reading …!
  Subscribe for free to receive new posts and support my work."): a kept line of at most
  :data:`MAX_BOX_CHARS` characters that opens as one does (:data:`PROMPT_OPENINGS`) and
  holds one of :data:`PROMPT_WORDS` is dropped (switch ``platform_widgets``).

* a publisher's reprint notice set as the story's last line ("저작권자 ⓒ … 무단전재 및
  재배포 금지", "無断転載を禁じます", "未经授权不得转载", "Reproduction in whole or in part
  without permission is prohibited."): a kept line of at most :data:`MAX_RIGHTS_CHARS`
  characters that opens with a copyright sign or word or the notice
  (:data:`RIGHTS_OPENINGS`) and holds one of :data:`RIGHTS_WORDS` is dropped (switch
  ``rights_lines``).

* another story's headline set between two of the story's paragraphs with no label,
  wholly a link ("MAYOR UNVEILS PLAN FOR THOUSANDS OF NEW FLATS"): a kept paragraph of at
  most :data:`MAX_TEASER_CHARS` characters and :data:`MIN_TEASER_WORDS` words or more,
  ending as no sentence does, between two kept unlinked paragraphs, is dropped (switch
  ``linked_teasers``).

Words as data, each table by language; nothing here names a site. Each rule reads only
the kept short lines that open with one of its words, found in one scan
(:func:`~thresher.methods.auto.kept_lines.kept_opening`), or the kept short lines
(:func:`~thresher.methods.auto.decided.kept_short`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import kept_short
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_TEASER_CHARS = 120  # a video's title, not a sentence of the story
MAX_SHORTCODE_CHARS = 160  # one shortcode
MAX_BOX_CHARS = 200  # an author box's heading or a widget's prompt
BOX_WINDOW = 3  # blocks after "Written by …" the follower count may sit

# A video's label opening a teaser line (lower-cased), by language.
VIDEO_LABEL_WORDS: tuple[tuple[str, str], ...] = (
    ("en", r"watch|video|videos|watch the video|watch video"),
    ("de fr", r"video|videos|im video|vidéo|vidéos|regardez"),
    ("es it pt", r"video|videos|vídeo|vídeos|mira el video|guarda il video|assista"
     r"|assista ao vídeo|veja o vídeo"),
    ("nl pl cs", r"video|bekijk de video|wideo|zobacz wideo|zobacz film|podívejte se"),
    ("id vi tr", r"(simak|tonton|saksikan)( juga)? video( berikut)?|xem video|video haber"
     r"|izle"),
    ("ru", r"видео|смотрите видео"),
)  # fmt: skip
_VIDEO_WORDS = "|".join(f"(?:{words})" for _, words in VIDEO_LABEL_WORDS)
VIDEO_LABELS = LazyPattern(rf"\s*(?:{_VIDEO_WORDS})(?:\s*[:：]|\s+[|–—-]\s|\s[\"“„«])")
# What every line :data:`VIDEO_LABELS` matches opens with (lower-cased).
_VIDEO_OPENINGS = WordTable(
    ("watch", "video", "vídeo", "vidéo", "im video", "regardez", "mira", "guarda", "assista",
     "veja", "bekijk", "wideo", "zobacz", "podívejte", "simak", "tonton", "saksikan", "xem",
     "izle", "видео", "смотрите")
)  # fmt: skip
# A shortcode a plugin left unrendered: "[name key=value …]", whole line.
SHORTCODE = LazyPattern(
    r"\s*\[[a-z][\w-]{1,40}(?:\s+[\w-]{1,30}=(?:\"[^\"\]]*\"|'[^'\]]*'|[^\s\]]+))+\s*/?\]\s*"
)
# A blog platform's author box heading and its follower count.
WRITTEN_BY = ("written by", "geschrieben von", "écrit par", "escrito por", "scritto da")
FOLLOWERS = LazyPattern(
    r"\s*[\d.,]+\s?[kmкм]?\s*(?:followers|follower|abonnenten|abonnés|seguidores|follower"
    r"|подписчик\w*)\b.{0,60}",
    re.IGNORECASE,
)
# A newsletter platform's subscribe prompt: how it opens, and what it holds (lower-cased).
PROMPT_OPENINGS = ("thanks for reading", "subscribe for free", "subscribe to receive")
PROMPT_WORDS = ("subscribe for free to receive new posts", "subscribe to receive new posts")
# How each widget line opens: one scan of the kept lines finds them all.
_WIDGET_OPENINGS = WordTable(("[", *WRITTEN_BY, *PROMPT_OPENINGS))
MAX_RIGHTS_CHARS = 160  # a reprint notice, not a paragraph about copyright
# A reprint notice: how it opens (a copyright sign, the owner's word, the notice itself)
# and the words it holds (lower-cased), by language: ko, ja, zh, en.
RIGHTS_OPENINGS = WordTable(
    ("©", "ⓒ", "(c)", "copyright", "저작권", "무단", "無断", "未经", "未經", "禁止转载")
)
RIGHTS_WORDS = (
    "무단전재", "무단 전재", "재배포 금지", "재배포금지", "無断転載", "無断複製",
    "未经授权不得转载", "未經授權不得轉載", "未经许可不得转载", "禁止转载",
    "reproduction in whole or in part",
)  # fmt: skip
_REASON = "story insert: {kind} (p={p:.2f})"


def drop_video_teasers(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that are a video's teaser ("Watch: …", "VÍDEOS: …"), dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_TEASER_CHARS, _VIDEO_OPENINGS, str.lower):
        block = blocks[pos]
        if block.features.heading_level or block.kind == "li":
            continue  # a section's or a slide's heading, a spec list's item ("Video: 4K")
        if is_video_teaser(block.text):
            found[blocks[pos].index] = _dropped(blocks[pos], probs[pos], "video teaser")
    return found


def is_video_teaser(text: str) -> bool:
    """Whether ``text`` is a video's teaser line: a video label, then a title that ends with
    no full stop."""
    line = text.strip()
    return not line.endswith((".", "。")) and bool(VIDEO_LABELS.match(line.lower()))


def drop_story_widgets(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines that are an unrendered shortcode, an author box's "Written by …" over a
    follower count or a newsletter platform's subscribe prompt, dropped (``blocks``: the
    text blocks; ``probs``: their probabilities; ``flags``: their kept flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_BOX_CHARS, _WIDGET_OPENINGS, str.lower):
        kind = _widget_kind(blocks, pos)
        if kind is not None:
            found[blocks[pos].index] = _dropped(blocks[pos], probs[pos], kind)
    return found


def _widget_kind(blocks: Sequence[Block], pos: int) -> str | None:
    """What widget line the block at ``pos`` is (it opens as one does), or None."""
    line = blocks[pos].text.strip().lower()
    if line.startswith("["):
        return "shortcode" if SHORTCODE.fullmatch(line) else None
    if line.startswith(WRITTEN_BY):
        after = blocks[pos + 1 : pos + 1 + BOX_WINDOW]
        return "author box" if any(FOLLOWERS.fullmatch(b.text) for b in after) else None
    return "subscribe widget" if any(word in line for word in PROMPT_WORDS) else None


def drop_rights_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept short lines that are a publisher's reprint notice ("무단전재 및 재배포 금지",
    "無断転載を禁じます"), dropped (``blocks``: the text blocks; ``probs``: their
    probabilities; ``flags``: their kept flags)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_RIGHTS_CHARS, RIGHTS_OPENINGS, str.lower):
        line = blocks[pos].text.lower()
        if any(word in line for word in RIGHTS_WORDS):
            found[blocks[pos].index] = _dropped(blocks[pos], probs[pos], "reprint notice")
    return found


MIN_TEASER_WORDS = 6  # a headline, not a button's call ("Get a free quote now")
MIN_STORY_PARAGRAPH = 80  # the story's paragraphs on each side of an unlabelled teaser
MAX_STORY_LINKS = 0.3  # of those paragraphs' characters, in links
MIN_TEASER_LINKS = 0.95  # of the teaser line's characters, in links
# How a sentence, a label or a call to follow ends: no headline's end.
_NOT_HEADLINE_ENDS = (".", ":", "。", "：", "!", "?", ">", "»", "›", ")", "）")


def drop_linked_teasers(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines wholly one link to another story set between two of the story's
    paragraphs with no label ("Mayor unveils plan for thousands of new flats"), dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their kept
    flags): a paragraph (no heading, no list item) of at most :data:`MAX_TEASER_CHARS`
    characters and :data:`MIN_TEASER_WORDS` words or more, not in brackets and ending with
    no full stop, colon or arrow, whose neighbours are kept unlinked paragraphs of the
    story."""
    found: dict[int, Decision] = {}
    last = len(blocks) - 1
    for pos in kept_short(blocks, flags, MAX_TEASER_CHARS):
        block = blocks[pos]
        if not block.features.link_text_length:
            continue  # most short lines hold no link
        if pos == 0 or pos == last or not (flags[pos - 1] and flags[pos + 1]):
            continue
        features = block.features
        if (
            features.link_text_length < MIN_TEASER_LINKS * features.text_length  # most lines
            or features.word_count < MIN_TEASER_WORDS
            or features.heading_level
            or block.kind != "p"
            or block.text.rstrip().endswith(_NOT_HEADLINE_ENDS)
            or block.text.lstrip().startswith(("(", "（"))  # an aside the story sets apart
        ):
            continue
        if _story_paragraph(blocks[pos - 1]) and _story_paragraph(blocks[pos + 1]):
            found[block.index] = _dropped(block, probs[pos], "linked teaser")
    return found


def _story_paragraph(block: Block) -> bool:
    features = block.features
    return features.text_length >= MIN_STORY_PARAGRAPH and features.link_density < MAX_STORY_LINKS


def _dropped(block: Block, p: float, kind: str) -> Decision:
    return Decision(block.index, Label.BOILERPLATE, _REASON.format(kind=kind, p=p))
