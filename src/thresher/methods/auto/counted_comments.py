"""A comment section under a count written in Chinese, Japanese or Korean.

The decisions' comment rule finds a page's comment section by its header ("13 Comments",
"Kommentare (5)": :func:`thresher.methods.auto.signals.is_comment_header`) and labels the
blocks after it comments (dropped unless comments are wanted). That table feeds a block
feature the model was trained with (``after_comment_header``), so it is widened only
with a retrained model; it holds no count of these scripts: "5 条评论" (Disqus,
Discourse's embed, a Chinese CMS), "評論 (5)", "コメント 5 件", "5件のコメント",
"댓글 5", "댓글 5개". Without the feature the model keeps the comments as it keeps the
story, so the comment rule's test (most of the likely text before the header) cannot
read them.

At decision time, on a page whose title is written in these scripts, where the
feature's rule found no header and that declares no discussion, :func:`counted_comments`
reads the first such count after the page's first fifth (:func:`counted_header`) as the
head of the section that holds it: the highest element around the count that holds no
block before it. When the page keeps a
story before the count (:data:`MIN_STORY_BLOCKS` sentence blocks outside the section)
and the section holds :data:`MIN_COMMENT_BLOCKS` blocks after it, the count and the
section's kept blocks after it are comments. A count each post repeats (Zhihu's
per-answer "12 条评论") heads no section.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import is_kept
from thresher.types import Block, Decision, Label

MAX_COUNT_CHARS = 20  # "1,234 条评论", "コメント 1,234 件": longer lines are no count
MIN_STORY_BLOCKS = 2  # kept sentence blocks before the section: a story over its comments
MIN_COMMENT_BLOCKS = 3  # blocks of the section after the count: a list of comments
# The comment words of a count (its whole line matches :data:`COUNTED_COMMENTS`); a
# block holding none is passed over without the pattern.
COMMENT_WORDS = ("评论", "評論", "留言", "コメント", "댓글")
_NUMBER = r"\d[\d,]*"
COUNTED_COMMENTS = LazyPattern(
    rf"^(?:{_NUMBER}\s?(?:条|條|则|則|个|個)?\s?(?:评论|評論|留言)"
    rf"|(?:评论|評論|留言)\s?[（(]?\s?{_NUMBER}\s?[)）]?"
    rf"|コメント\s?[（(]?\s?{_NUMBER}\s?件?[)）]?|{_NUMBER}\s?件の\s?コメント"
    rf"|댓글\s?[（(]?\s?{_NUMBER}\s?개?[)）]?|{_NUMBER}\s?개의\s?댓글)$"
)
_DIGITS = re.compile(r"[\d,\s]+")
# A character of the scripts the counts are written in (kana, CJK ideographs, Hangul): a
# page's title holds one when the page is written in them.
CJK_TITLE = LazyPattern(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_REASON = "after a comment count ({text!r}; p was not read)"


def counted_comments(
    title: str | None, blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """The count (:func:`counted_header`) and the kept blocks after it in its section,
    labelled comments, when a kept story lies before the section; else none (``title``:
    the page's title; ``blocks``: the text blocks; ``decisions``: theirs, read only). A
    page whose title holds no Chinese, Japanese or Korean character (:data:`CJK_TITLE`:
    most pages, whose comment counts are no such count) is passed over before any block
    is read."""
    if not title or CJK_TITLE.search(title) is None:
        return {}
    pos = counted_header(blocks)
    if pos < 0:
        return {}
    section = _section(blocks, pos)
    if section is None:
        return {}
    after = [p for p in range(pos + 1, len(blocks)) if _under(blocks[p].element, section)]
    story = sum(
        1 for block in blocks[:pos] if block.features.sentence_count and is_kept(decisions, block)
    )
    if len(after) < MIN_COMMENT_BLOCKS or story < MIN_STORY_BLOCKS:
        return {}
    reason = _REASON.format(text=blocks[pos].text)
    return {
        blocks[p].index: Decision(blocks[p].index, Label.COMMENT, reason)
        for p in (pos, *after)
        if is_kept(decisions, blocks[p])
    }


def counted_header(blocks: Sequence[Block]) -> int:
    """The position of the first text block after the first fifth of ``blocks`` whose
    whole text is a comment count of these scripts (:data:`COUNTED_COMMENTS`) and whose
    line no later block repeats, -1 when none is (the first fifth is the comment header
    rule's own: a header tops no page)."""
    for pos in range(int(len(blocks) * 0.2) + 1, len(blocks)):
        text = blocks[pos].text
        if len(text) > MAX_COUNT_CHARS or not any(word in text for word in COMMENT_WORDS):
            continue
        if COUNTED_COMMENTS.fullmatch(text.strip()) is not None:
            return -1 if _repeated(blocks, pos) else pos
    return -1


def _repeated(blocks: Sequence[Block], pos: int) -> bool:
    """True when a later block's text is the count's, numbers aside (a post's button)."""
    key = _DIGITS.sub("", blocks[pos].text)
    return any(
        len(block.text) <= MAX_COUNT_CHARS and _DIGITS.sub("", block.text) == key
        for block in blocks[pos + 1 :]
    )


def _section(blocks: Sequence[Block], pos: int) -> Any:
    """The highest element around the count's block that holds no block before it (None
    when the count has no element or the first block)."""
    element = blocks[pos].element
    if element is None or pos == 0 or blocks[pos - 1].element is None:
        return None
    before = {blocks[pos - 1].element, *blocks[pos - 1].element.iterancestors()}
    section = None
    for node in (element, *element.iterancestors()):
        if node in before:
            break
        section = node
    return section


def _under(element: Any, section: Any) -> bool:
    """True when ``element`` is ``section`` or lies inside it."""
    return element is not None and (
        element is section or any(node is section for node in element.iterancestors())
    )
