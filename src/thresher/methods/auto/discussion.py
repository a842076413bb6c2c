"""The posts of a page that declares itself a discussion: a forum thread or a Q&A page.

On such a page the posts are the content, replies included, while the block
model, trained mostly on articles, reads a run of short signed texts under a
"Reply" button as a comment section. schema.org says which page this is
(``DiscussionForumPosting`` or ``QAPage``, in JSON-LD or microdata) and where
each post's text is:

* microdata: the elements with ``itemprop="text"`` (XenForo, Discourse, Stack
  Exchange, phpBB themes mark each post so);
* JSON-LD: the ``text`` of the posting, its ``comment`` list, and of a Q&A
  page's question and answers (Invision Community, Vanilla and others ship
  the thread there), matched against the blocks' text; the post is the
  element around each matched block, since declared texts are often cut short.

Blocks inside a declared post are kept whatever the model said, unless they
are mostly link text, and text the model kept after the last post (cookie
notices, "similar threads") is dropped.

A thread that declares nothing is recognised by its structure
(:func:`repeated_posts`): most of the text the model kept lies in one run of
at least :data:`MIN_POSTS` like siblings that each hold several blocks (the
poster's name, the post), with sentences; that run's other sentence blocks
are then kept too. A news article's comment section stays out: there most of
the kept text is the article, outside the run.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import pairwise
from typing import Any

from thresher.metadata.sources import PageMeta, has_type, read_page_meta
from thresher.methods.auto.decided import groups_by_ident, is_dropped, kept_flags
from thresher.methods.auto.page_kind import RepeatGroup
from thresher.types import Block, Decision, Document, Label

DISCUSSION_TYPES = ("DiscussionForumPosting", "QAPage")
REPLY_TYPES = ("Comment", "Answer")
# Pages whose marked comments or answers are not a thread: reader comments under a
# story, a product's questions and answers, a FAQ.
NOT_THREAD_TYPES = (
    "Article",
    "NewsArticle",
    "AnalysisNewsArticle",
    "OpinionNewsArticle",
    "ReportageNewsArticle",
    "BlogPosting",
    "LiveBlogPosting",
    "Report",
    "ScholarlyArticle",
    "TechArticle",
    "Review",
    "Recipe",
    "Product",
    "ProductGroup",
    "FAQPage",
)
POST_TYPES = ("DiscussionForumPosting", "Comment", "Question", "Answer")
_POST_LISTS = ("comment", "acceptedAnswer", "suggestedAnswer", "mainEntity", "hasPart")
MIN_MATCH_CHARS = 15
MAX_LINK_DENSITY = 0.5
_MAX_OBJECTS = 2_000
_AFTER = "after the last post of the discussion the page declares"
_KEPT = "a post of the discussion the page declares (schema.org {source})"


def discussion_posts(
    doc: Document, blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """The decisions that keep the declared posts on a discussion page and drop the
    text after the last post; empty on other pages.

    ``decisions`` is read only; the caller merges the returned ones into it.
    """
    if not _declares_discussion(doc):
        return {}
    posts, source = _post_elements(doc), "microdata itemprop=text"
    if not posts:
        matched = _matching_blocks(blocks, _declared_post_texts(doc))
        posts, source = {b.element.getparent() for b in matched} - {None}, "JSON-LD text"
    chosen = [b for b in blocks if b.element is not None and _inside(b.element, posts)]
    return _keep_posts(blocks, chosen, decisions, source) if chosen else {}


def _keep_posts(
    blocks: Sequence[Block],
    posts: list[Block],
    decisions: Mapping[int, Decision],
    source: str,
) -> dict[int, Decision]:
    """Posts kept, text after the last post dropped: the decisions that change."""
    in_posts = {b.index for b in posts if b.features.link_density <= MAX_LINK_DENSITY}
    last_post = max(b.index for b in posts)
    changed: dict[int, Decision] = {}
    for block in blocks:
        decision = decisions.get(block.index)
        if block.kind == "img" or decision is None:
            continue
        if block.index in in_posts and not decision.label.kept:
            kept = _KEPT.format(source=source)
            changed[block.index] = Decision(block.index, Label.CONTENT, kept)
        elif block.index > last_post and decision.label is Label.CONTENT:
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, _AFTER)
    return changed


MIN_POSTS = 3
MIN_BLOCKS_PER_POST = 1.5
MIN_KEPT_SHARE = 0.6  # of the kept text, inside the run
MIN_SENTENCE_SHARE = 0.25  # of the run's blocks
_REPEATED = "a post of the page's thread (repeated post structure, {share:.0%} of the kept text)"


def repeated_posts(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """On a page whose kept text lies mostly in one run of post-like siblings, that
    run's dropped sentence blocks, kept (``groups``: each text block's repeat group)."""
    post_like = [g for g in groups_by_ident(groups).values() if _post_like(g)]
    if not post_like:
        return {}
    kept_chars: dict[int, float] = {}
    total = 0.0
    for block, group, kept in zip(blocks, groups, kept_flags(decisions, blocks), strict=True):
        if kept:
            total += len(block.text)
            kept_chars[group.ident] = kept_chars.get(group.ident, 0.0) + len(block.text)
    best = max(post_like, key=lambda g: kept_chars.get(g.ident, 0.0), default=None)
    share = kept_chars.get(best.ident, 0.0) / total if best is not None and total else 0.0
    if best is None or share < MIN_KEPT_SHARE:
        return {}
    reason = _REPEATED.format(share=share)
    return {
        b.index: Decision(b.index, Label.CONTENT, reason)
        for b, g in zip(blocks, groups, strict=True)
        if g.ident == best.ident and _dropped_post_text(b, decisions.get(b.index))
    }


# A thread the model dropped whole: its posts' prose outweighs this many times the text
# kept outside the run, and the model kept at most this share of it.
MIN_THREAD_OVER_KEPT = 1.0
MAX_KEPT_OF_THREAD = 0.2
MIN_THREAD_CHARS = 400
# ... and the text the model is sure of outside the run (an article over its comments)
# stays under this share of the run's prose.
SURE_OUTSIDE = 0.5
MAX_SURE_OUTSIDE = 0.1
_DROPPED_THREAD = "a post of the page's thread (a run of posts the model dropped, {chars} chars)"


def dropped_thread(
    doc: Document,
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
) -> dict[int, Decision]:
    """On a page that declares no story, product or FAQ, the dropped sentence blocks of a
    run of post-like siblings the model dropped almost whole, when the run's prose
    outweighs the text kept outside it (``groups``: each text block's repeat group).

    :func:`repeated_posts` completes a thread the model kept in good part; here the model
    read every post as a quotation or a comment (posts in ``blockquote`` elements) and
    kept only scraps around them. A page whose text outside the run the model is sure of
    (``probs``, each text block's) is an article over its comments, and blocks after a
    comment header stay the comment rule's.
    """
    post_like = {g.ident for g in groups_by_ident(groups).values() if _post_like(g)}
    if not post_like or _declares_no_thread(doc):
        return {}
    prose: dict[int, int] = {}
    kept_in: dict[int, int] = {}
    sure_in: dict[int, int] = {}
    kept_total = sure_total = 0
    flags = kept_flags(decisions, blocks)
    for block, group, kept, prob in zip(blocks, groups, flags, probs, strict=True):
        size = len(block.text)
        kept_total += size if kept else 0
        sure_total += size if prob >= SURE_OUTSIDE else 0
        if group.ident not in post_like:
            continue
        if kept:
            kept_in[group.ident] = kept_in.get(group.ident, 0) + size
        elif _dropped_post_text(block, decisions.get(block.index)):
            prose[group.ident] = prose.get(group.ident, 0) + size
        if prob >= SURE_OUTSIDE:
            sure_in[group.ident] = sure_in.get(group.ident, 0) + size
    best = max(prose, key=prose.__getitem__, default=None)
    if best is None or not _dropped_whole(prose[best], kept_in.get(best, 0), kept_total):
        return {}
    if sure_total - sure_in.get(best, 0) > MAX_SURE_OUTSIDE * prose[best]:
        return {}  # an article the model is sure of, over its reader comments
    reason = _DROPPED_THREAD.format(chars=prose[best])
    items = {g.item: b for b, g in zip(blocks, groups, strict=True) if g.ident == best}
    in_thread = _thread_blocks(blocks, list(items.values()))
    return {
        b.index: Decision(b.index, Label.CONTENT, reason)
        for b in in_thread
        if is_dropped(decisions, b) and _dropped_post_text(b, decisions[b.index])
    }


def _thread_blocks(blocks: Sequence[Block], members: list[Block]) -> list[Block]:
    """The blocks of a run's items and of their siblings of the same tag (``members``: a
    block of each item): the opening post of a thread is often styled apart (another
    class) from the replies."""
    parent, tag = _items_parent(members)
    if parent is None:
        return []
    return [b for b in blocks if b.element is not None and _item_tag(b.element, parent) == tag]


def _items_parent(members: list[Block]) -> tuple[Any, str | None]:
    """The element whose children are the run's items, and the items' tag (``members``: a
    block of each item, in order)."""
    elements = [b.element for b in members if b.element is not None]
    if len(elements) < 2:
        return None, None
    first = [elements[0], *elements[0].iterancestors()]
    last = {elements[-1], *elements[-1].iterancestors()}
    for child, parent in pairwise(first):
        if parent in last:
            return parent, child.tag
    return None, None


def _item_tag(element: Any, parent: Any) -> str | None:
    """The tag of the child of ``parent`` that holds ``element`` (None when outside)."""
    for ancestor in element.iterancestors():
        if ancestor is parent:
            return element.tag
        element = ancestor
    return None


def _declares_no_thread(doc: Document) -> bool:
    """True when the page's JSON-LD or microdata declares a story, product or FAQ
    (:data:`NOT_THREAD_TYPES`). ``og:type`` is not read: forum engines call a thread an
    article there."""
    if any(has_type(obj, NOT_THREAD_TYPES) for obj in read_page_meta(doc).jsonld):
        return True
    return any(_item_type(el) in NOT_THREAD_TYPES for el in doc.tree.iterfind(".//*[@itemtype]"))


def _dropped_whole(prose: int, kept_in: int, kept_total: int) -> bool:
    """True when a run's dropped prose makes a thread the model dropped almost whole."""
    if prose < MIN_THREAD_CHARS or kept_in > MAX_KEPT_OF_THREAD * (prose + kept_in):
        return False
    return prose >= MIN_THREAD_OVER_KEPT * (kept_total - kept_in)


def _post_like(group: RepeatGroup) -> bool:
    return (
        group.ident >= 0
        and group.count >= MIN_POSTS
        and group.blocks_per_item >= MIN_BLOCKS_PER_POST
        and group.sentence_share >= MIN_SENTENCE_SHARE
        and group.link_density <= MAX_LINK_DENSITY
    )


def _dropped_post_text(block: Block, decision: Decision | None) -> bool:
    if decision is None or decision.label.kept or not block.features.sentence_count:
        return False
    return block.features.link_density <= MAX_LINK_DENSITY


def _declares_discussion(doc: Document) -> bool:
    text = doc.source_text
    if any(_contains(text, kind) for kind in DISCUSSION_TYPES):
        if any(has_type(obj, DISCUSSION_TYPES) for obj in read_page_meta(doc).jsonld):
            return True
        if any(_item_type(el) in DISCUSSION_TYPES for el in doc.tree.iterfind(".//*[@itemtype]")):
            return True
    if not _may_mark_replies(read_page_meta(doc)):  # cheap: spares the search below
        return False
    return _marks_replies(text) and _marked_replies(doc)


def _contains(text: str, word: str) -> bool:
    """``word in text``. ``in`` steps at most the word's length at a time: on a page's
    long, rarely ASCII-only source a short word opening with a letter rare in markup (a
    capital) is found several times faster from the places of that letter."""
    if len(word) > _SHORT_WORD:
        return word in text
    first = word[0]
    at = text.find(first)
    while at >= 0:
        if text.startswith(word, at):
            return True
        at = text.find(first, at + 1)
    return False


_SHORT_WORD = 8
_SCHEMA = "schema.org/"


def _marks_replies(text: str) -> bool:
    """True when the source names ``schema.org/`` and a :data:`REPLY_TYPES` type (one
    search for the two)."""
    at = text.find(_SCHEMA)
    while at >= 0:
        if text.startswith(REPLY_TYPES, at + len(_SCHEMA)):
            return True
        at = text.find(_SCHEMA, at + len(_SCHEMA))
    return False


def _may_mark_replies(meta: PageMeta) -> bool:
    """False where :func:`_marked_replies` is False by the page's declared kind alone."""
    if any(has_type(obj, NOT_THREAD_TYPES) for obj in meta.jsonld):
        return False
    return (meta.first("og:type") or "").lower() != "article"


def _marked_replies(doc: Document) -> bool:
    """True for a thread that marks only its replies: :data:`MIN_POSTS` microdata
    ``Comment`` or ``Answer`` items with a ``text``, on a page that declares no
    article (whose comments are reader comments, under ``include_comments``), product
    or FAQ (:data:`NOT_THREAD_TYPES`, or several marked questions)."""
    if not _may_mark_replies(read_page_meta(doc)):
        return False
    items = list(doc.tree.iterfind(".//*[@itemtype]"))
    if any(_item_type(el) in NOT_THREAD_TYPES for el in items):
        return False
    if sum(_item_type(el) == "Question" for el in items) > 1:  # a FAQ's questions
        return False
    replies = [el for el in items if _item_type(el) in REPLY_TYPES and _has_text(el)]
    return len(replies) >= MIN_POSTS


def _item_type(element: Any) -> str:
    return (element.get("itemtype") or "").rstrip("/").rsplit("/", 1)[-1]


def _has_text(item: Any) -> bool:
    marked = item.iterfind(".//*[@itemprop]")
    return any("text" in (el.get("itemprop") or "").split() for el in marked)


def _post_elements(doc: Document) -> set[Any]:
    """Elements whose microdata property is a post's ``text``."""
    return {
        el
        for el in doc.tree.iterfind(".//*[@itemprop]")
        if "text" in (el.get("itemprop") or "").split()
    }


def _inside(element: Any, posts: set[Any]) -> bool:
    if element in posts:
        return True
    return any(ancestor in posts for ancestor in element.iterancestors())


def _declared_post_texts(doc: Document) -> list[str]:
    """The ``text`` of every post object the page's JSON-LD discussion holds."""
    texts: list[str] = []
    for obj in read_page_meta(doc).jsonld:
        if has_type(obj, DISCUSSION_TYPES):
            texts.extend(_post_texts(obj))
    return texts


def _post_texts(root: dict[str, Any]) -> Iterator[str]:
    stack: list[Any] = [root]
    seen = 0
    while stack and seen < _MAX_OBJECTS:
        item = stack.pop()
        seen += 1
        if isinstance(item, list):
            stack.extend(item)
            continue
        if not isinstance(item, dict):
            continue
        text = item.get("text")
        if isinstance(text, str) and has_type(item, POST_TYPES):
            yield " ".join(text.split())
        stack.extend(item[key] for key in _POST_LISTS if key in item)


def _matching_blocks(blocks: Sequence[Block], texts: list[str]) -> list[Block]:
    """Blocks whose whole text appears in one of the declared posts.

    Sites often cut a post's declared text short, so the post is the element
    around its matched blocks (see :func:`discussion_posts`).
    """
    if not texts:
        return []
    declared = "\n".join(texts)
    return [
        b
        for b in blocks
        if b.element is not None and len(b.text) >= MIN_MATCH_CHARS and b.text in declared
    ]
