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

import re
from bisect import bisect_left
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import compress, pairwise
from operator import attrgetter
from types import MappingProxyType
from typing import Any

from thresher.html.text_measures import no_space_script_chars
from thresher.metadata.sources import PageMeta, has_type, read_page_meta
from thresher.methods.auto.decided import groups_by_ident, is_dropped, is_kept, kept_flags
from thresher.methods.auto.markup_words import source_holds
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
    doc: Document,
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    opening_post: bool = True,
) -> dict[int, Decision]:
    """The decisions that keep the declared posts on a discussion page and drop the
    text after the last post; empty on other pages.

    With ``opening_post``, a thread that marks only its replies has its unmarked
    opening post kept too (:func:`unmarked_opening_posts`). ``decisions`` is read
    only; the caller merges the returned ones into it.
    """
    return declared_posts(doc, blocks, decisions, opening_post)[0]


def declared_posts(
    doc: Document,
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    opening_post: bool = True,
    answered: bool = False,
) -> tuple[dict[int, Decision], tuple[int, int] | None]:
    """:func:`discussion_posts`' decisions and the first and last index of the blocks
    inside the declared posts (None on a page that declares none; with ``answered``, one
    marked question and :data:`MIN_ANSWERS` marked answers declare a thread too)."""
    if not _declares_discussion(doc, answered):
        return {}, None
    posts, source = _post_elements(doc), "microdata itemprop=text"
    if posts and opening_post:
        posts |= unmarked_opening_posts(posts)
    if not posts:
        matched = _matching_blocks(blocks, _declared_post_texts(doc))
        posts, source = {b.element.getparent() for b in matched} - {None}, "JSON-LD text"
    chosen = [b for b in blocks if b.element is not None and _inside(b.element, posts)]
    if not chosen:
        return {}, None
    span = (chosen[0].index, chosen[-1].index)
    return _keep_posts(blocks, chosen, decisions, source), span


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
MIN_ANSWERS = 2  # marked answers under one marked question (``answered_questions``)
_INDEX = attrgetter("index")
MIN_BLOCKS_PER_POST = 1.5
MIN_KEPT_SHARE = 0.6  # of the kept text, inside the run
MIN_APART_SHARE = 0.4  # of the kept text, inside a run that a post set apart may complete
MIN_SENTENCE_SHARE = 0.25  # of the run's blocks
_REPEATED = "a post of the page's thread (repeated post structure, {share:.0%} of the kept text)"


def repeated_posts(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
) -> dict[int, Decision]:
    """On a page whose kept text lies mostly in one run of post-like siblings, that
    run's dropped sentence blocks, kept (``groups``: each text block's repeat group;
    ``by_ident``: :func:`groups_by_ident` of them, or only their :func:`post_like_runs`,
    all the thread rules read of it; ``flags``: each block's :func:`kept_flags` under
    ``decisions``, when the caller has them)."""
    found = kept_thread(blocks, groups, decisions, by_ident, flags)
    if found is None:
        return {}
    ident, share = found
    reason = _REPEATED.format(share=share)
    return {
        b.index: Decision(b.index, Label.CONTENT, reason)
        for b, g in zip(blocks, groups, strict=True)
        if g.ident == ident and _dropped_post_text(b, decisions.get(b.index))
    }


# A thread the model dropped whole: its posts' prose outweighs this many times the text
# kept outside the run, and the model kept at most this share of it.
MIN_THREAD_OVER_KEPT = 1.0
MAX_KEPT_OF_THREAD = 0.2
MIN_THREAD_CHARS = 400
# ... the text kept outside the thread's list (the run's items and their siblings of the
# same tag: the opening post) is no more than a title (characters) and less than the
# text kept inside it, and the text the model is sure of outside the list (a story over
# its comments) stays under this share of the run's prose.
MAX_KEPT_OUTSIDE = 200
SURE_OUTSIDE = 0.5
MAX_SURE_OUTSIDE = 0.1
_DROPPED_THREAD = "a post of the page's thread (a run of posts the model dropped, {chars} chars)"


def dropped_thread(
    doc: Document,
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    opening_post: bool = True,
) -> dict[int, Decision]:
    """On a page that declares no story, product or FAQ, the dropped sentence blocks of a
    run of post-like siblings the model dropped almost whole, and of their siblings of the
    same tag (``groups``: each text block's repeat group; ``probs``: its probability;
    ``by_ident`` and ``flags`` as in :func:`repeated_posts`).

    :func:`repeated_posts` completes a thread the model kept in good part; here the model
    read every post as a quotation or a comment (posts in ``blockquote`` elements) and
    kept only scraps of the opening post. The thread's list must hold more of the kept
    text than the rest of the page, which keeps no more than a title and holds nothing
    the model is sure of: a story over its reader comments keeps its text outside their
    list. Blocks after a comment header stay the comment rule's. With ``opening_post``,
    the text the model kept in the opening post (a sibling of the run's items, styled
    apart) counts with the thread, not against it: a long opening post the model kept
    whole over replies it dropped whole is a thread too.
    """
    post_like = post_like_runs(groups, by_ident)
    if not post_like:
        return {}
    prose: dict[int, int] = {}
    kept_in: dict[int, int] = {}
    flags = kept_flags(decisions, blocks) if flags is None else flags
    for block, group, kept in zip(blocks, groups, flags, strict=True):
        if group.ident not in post_like:
            continue
        size = len(block.text)
        if kept:
            kept_in[group.ident] = kept_in.get(group.ident, 0) + size
        elif _dropped_post_text(block, decisions.get(block.index)):
            prose[group.ident] = prose.get(group.ident, 0) + size
    best = max(prose, key=prose.__getitem__, default=None)
    if best is None or not _may_be_dropped_whole(prose[best], kept_in.get(best, 0)):
        return {}  # the run alone rules it out, whatever is kept outside: no walk needed
    kept_total = sum(len(block.text) for block in compress(blocks, flags))  # read only here
    outside = kept_total - kept_in.get(best, 0)
    in_thread = None
    members = _run_members(blocks, groups, best)
    if opening_post and not _dropped_whole(prose[best], kept_in.get(best, 0), outside):
        in_thread = _thread_blocks(blocks, members)
        if _classed_items(members):
            outside = kept_total - _kept_chars(blocks, flags, in_thread)
    if not _dropped_whole(prose[best], kept_in.get(best, 0), outside):
        return {}
    if _declares_no_thread(doc):  # read last: it walks the whole tree
        return {}
    in_thread = _thread_blocks(blocks, members) if in_thread is None else in_thread
    if not _thread_outweighs(blocks, probs, decisions, in_thread, prose[best]):
        return {}
    reason = _DROPPED_THREAD.format(chars=prose[best])
    return {
        b.index: Decision(b.index, Label.CONTENT, reason)
        for b in in_thread
        if is_dropped(decisions, b) and _dropped_post_text(b, decisions[b.index])
    }


def _run_members(blocks: Sequence[Block], groups: Sequence[RepeatGroup], ident: int) -> list[Block]:
    """A block of each item of run ``ident``, in order."""
    items = {g.item: b for b, g in zip(blocks, groups, strict=True) if g.ident == ident}
    return list(items.values())


def _classed_items(members: list[Block]) -> bool:
    """True when the run's items (``members``: a block of each) share a class word: the
    list of items without one is every like sibling, a page's body, not its thread."""
    parent, tag = items_parent(members)
    if parent is None:
        return False
    items = {item_holding(b.element, parent, tag) for b in members if b.element is not None}
    words = [_class_words(item) for item in items if item is not None]
    return bool(words) and bool(set.intersection(*words) - {""})


def _kept_chars(blocks: Sequence[Block], flags: Sequence[bool], among: list[Block]) -> int:
    """The characters of the kept blocks (``flags``) that are among ``among``."""
    inside = {b.index for b in among}
    return sum(
        len(b.text) for b, kept in zip(blocks, flags, strict=True) if kept and b.index in inside
    )


def _thread_outweighs(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    in_thread: list[Block],
    prose: int,
) -> bool:
    """True when the text kept outside the thread's list is no more than a title, less
    than the text kept inside it, and the model is sure of little outside it."""
    inside = {b.index for b in in_thread}
    kept_inside = kept_outside = sure_outside = 0
    for block, prob in zip(blocks, probs, strict=True):
        size = len(block.text)
        if block.index in inside:
            kept_inside += size if is_kept(decisions, block) else 0
            continue
        kept_outside += size if is_kept(decisions, block) else 0
        sure_outside += size if prob >= SURE_OUTSIDE else 0
    if kept_outside > MAX_KEPT_OUTSIDE or kept_outside >= kept_inside:
        return False
    return sure_outside <= MAX_SURE_OUTSIDE * prose


def _thread_blocks(blocks: Sequence[Block], members: list[Block]) -> list[Block]:
    """The blocks of a run's items and of their siblings of the same tag whose class holds
    the words every item's holds (``members``: a block of each item): the opening post of
    a thread is often styled apart (``message author`` among ``message``)."""
    parent, tag = items_parent(members)
    if parent is None:
        return []
    item_of = ItemOf(parent, tag)
    items = [item_of(b.element) for b in members if b.element is not None]
    shared = set.intersection(*(_class_words(item) for item in items if item is not None))
    posts = {child for child in parent if child.tag == tag and shared <= _class_words(child)}
    posts.update(item for item in items if item is not None)
    return [b for b in blocks if b.element is not None and item_of(b.element) in posts]


def _class_words(element: Any) -> set[str]:
    """The words of the element's class, digits left out."""
    return {_DIGIT_RUNS.sub("", word) for word in (element.get("class") or "").split()}


def items_parent(members: list[Block]) -> tuple[Any, str | None]:
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


def _declares_no_thread(doc: Document) -> bool:
    """True when the page's JSON-LD or microdata declares a story, product or FAQ
    (:data:`NOT_THREAD_TYPES`). ``og:type`` is not read: forum engines call a thread an
    article there."""
    if any(has_type(obj, NOT_THREAD_TYPES) for obj in read_page_meta(doc).jsonld):
        return True
    return any(_item_type(el) in NOT_THREAD_TYPES for el in doc.tree.iterfind(".//*[@itemtype]"))


def _dropped_whole(prose: int, kept_in: int, kept_total: int) -> bool:
    """True when a run's dropped prose makes a thread the model dropped almost whole."""
    if not _may_be_dropped_whole(prose, kept_in):
        return False
    return prose >= MIN_THREAD_OVER_KEPT * (kept_total - kept_in)


def _may_be_dropped_whole(prose: int, kept_in: int) -> bool:
    """The part of :func:`_dropped_whole` the run's own text decides: enough dropped prose
    and little of the run kept."""
    return prose >= MIN_THREAD_CHARS and kept_in <= MAX_KEPT_OF_THREAD * (prose + kept_in)


def post_like_runs(
    groups: Sequence[RepeatGroup], by_ident: Mapping[int, RepeatGroup] | None = None
) -> dict[int, RepeatGroup]:
    """The post-like runs' groups by ident (``by_ident``: :func:`groups_by_ident` of
    ``groups``, made here when None, or any part of it that holds these runs: the answer
    is the same, so a caller finds them once and hands them to the thread rules)."""
    by_ident = groups_by_ident(groups) if by_ident is None else by_ident
    return {ident: group for ident, group in by_ident.items() if _post_like(group)}


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
    return block.features.link_density <= MAX_LINK_DENSITY and not dotted_date(block.text)


def _declares_discussion(doc: Document, answered: bool = False) -> bool:
    if any(source_holds(doc, kind) for kind in DISCUSSION_TYPES):
        if any(has_type(obj, DISCUSSION_TYPES) for obj in read_page_meta(doc).jsonld):
            return True
        if any(_item_type(el) in DISCUSSION_TYPES for el in doc.tree.iterfind(".//*[@itemtype]")):
            return True
    if not _may_mark_replies(read_page_meta(doc)):  # cheap: spares the search below
        return False
    return _marks_replies(doc) and _marked_replies(doc, answered)


_SCHEMA = "schema.org/"
# The words a page marking replies names: a reply type's URL, searched from its capital.
_REPLY_WORDS = tuple((_SCHEMA + kind, len(_SCHEMA)) for kind in REPLY_TYPES)


def _marks_replies(doc: Document) -> bool:
    """True when the page's source names a :data:`REPLY_TYPES` type's ``schema.org/`` URL."""
    return any(source_holds(doc, word, pivot) for word, pivot in _REPLY_WORDS)


def _may_mark_replies(meta: PageMeta) -> bool:
    """False where :func:`_marked_replies` is False by the page's declared kind alone."""
    if any(has_type(obj, NOT_THREAD_TYPES) for obj in meta.jsonld):
        return False
    return (meta.first("og:type") or "").lower() != "article"


def _marked_replies(doc: Document, answered: bool = False) -> bool:
    """True for a thread that marks only its replies: :data:`MIN_POSTS` microdata
    ``Comment`` or ``Answer`` items with a ``text`` (with ``answered``, :data:`MIN_ANSWERS`
    under one marked ``Question``: a short Q&A thread), on a page that declares no
    article (whose comments are reader comments, under ``include_comments``), product
    or FAQ (:data:`NOT_THREAD_TYPES`, or several marked questions)."""
    if not _may_mark_replies(read_page_meta(doc)):
        return False
    items = list(doc.tree.iterfind(".//*[@itemtype]"))
    if any(_item_type(el) in NOT_THREAD_TYPES for el in items):
        return False
    questions = sum(_item_type(el) == "Question" for el in items)
    if questions > 1:  # a FAQ's questions
        return False
    replies = [el for el in items if _item_type(el) in REPLY_TYPES and _has_text(el)]
    return len(replies) >= (MIN_ANSWERS if answered and questions else MIN_POSTS)


def _item_type(element: Any) -> str:
    return (element.get("itemtype") or "").rstrip("/").rsplit("/", 1)[-1]


def _has_text(item: Any) -> bool:
    marked = item.iterfind(".//*[@itemprop]")
    return any("text" in (el.get("itemprop") or "").split() for el in marked)


def unmarked_opening_posts(texts: set[Any]) -> set[Any]:
    """The text elements of the unmarked post boxes before a thread's first marked reply
    (``texts``: the marked posts' ``itemprop="text"`` elements).

    Some engines mark each reply a microdata ``Comment`` (or ``Answer``) but leave the
    opening post, the thread's subject, unmarked. A sibling of the first marked reply
    before it, of the same tag, carrying no item type, whose class holds the words every
    marked sibling's holds, is such a post; its text is the element at the marked
    reply's path (tags and classes) from its box to its text.
    """
    boxes = {box: text for text in texts if (box := _reply_box(text)) is not None}
    if not boxes:
        return set()
    first = _first_of(boxes)
    parent = first.getparent()
    siblings = [box for box in boxes if box.getparent() is parent]
    if parent is None or len(siblings) < 2:
        return set()
    shared = set.intersection(*(_class_words(box) for box in siblings)) - {""}
    if not shared:
        return set()
    path = _path_between(first, boxes[first])
    found = set()
    for sibling in first.itersiblings(preceding=True):
        if sibling.tag != first.tag or sibling.get("itemtype") is not None:
            continue
        if shared <= _class_words(sibling) and (text := _follow(sibling, path)) is not None:
            found.add(text)
    return found


def _reply_box(text: Any) -> Any:
    """The nearest element holding ``text`` (itself included) whose microdata type is a
    reply (:data:`REPLY_TYPES`); None when another item type comes first."""
    for element in (text, *text.iterancestors()):
        if element.get("itemtype") is not None:
            return element if _item_type(element) in REPLY_TYPES else None
    return None


def _first_of(boxes: Mapping[Any, Any]) -> Any:
    """The first of ``boxes`` (elements of one tree) in document order."""
    some = next(iter(boxes))
    return next(element for element in some.getroottree().iter() if element in boxes)


def _path_between(box: Any, text: Any) -> list[tuple[str, frozenset[str]]]:
    """The tags and class words of the elements from ``box`` (left out) down to ``text``."""
    steps = []
    for element in (text, *text.iterancestors()):
        if element is box:
            return steps[::-1]
        steps.append((element.tag, frozenset(_class_words(element))))
    return []


def _follow(box: Any, path: list[tuple[str, frozenset[str]]]) -> Any:
    """The element reached from ``box`` down ``path`` (each step the first child of that
    tag and class), None when the box is built otherwise."""
    element = box
    for tag, words in path:
        element = next(
            (c for c in element if c.tag == tag and frozenset(_class_words(c)) == words), None
        )
        if element is None:
            return None
    return element if path else None


def lone_declared_post(doc: Document) -> bool:
    """True when the page's discussion is declared in JSON-LD alone and the declaration
    holds one post's text and no reply (an engine that declares its opening post only:
    the replies are on the page, undeclared)."""
    return not _post_elements(doc) and len(_declared_post_texts(doc)) == 1


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


# The chrome of a thread's posts: a short line the posts repeat, a label ("Joined:", a
# definition term) or a count ("12 Likes", "Reply With Quote 0"), in this share of the
# posts and in MIN_POSTS or more (0.3: left-out forum pages 0.9082 -> 0.9085 over 0.5, no
# page of the 18 sets lower in-sample).
MIN_CHROME_SHARE = 0.3
MAX_CHROME_CHARS = 40
MAX_CHROME_WORDS = 6
MIN_KEY_LETTERS = 3
WORD_LETTERS = 3  # a Chinese or Japanese character: a word (of 3 letters at least)
_LABEL = re.compile(r"^(\w[^:：]{0,30}?)\s?(?::(?:\s|$)|：)")  # "Posts: 701", "帖子：98"
_NOT_LETTERS = re.compile(r"[\W\d_]+")
_DIGIT_RUNS = re.compile(r"\d+")
# a year (after an ideograph too, and before a year mark: "于2021年") or a time
_DATE_OR_TIME = re.compile(
    r"(?:\b|(?<=[\u3400-\u9fff]))(?:1[89]|20)\d\d(?:\b|(?=[\u5e74\ub144]))|\b\d{1,2}:\d\d\b"
)
# a dated line written with dots ("3 de mar. de 2024, 21:41 | Quote"), not prose
MAX_DOTTED_CHARS = 50
# a day's "25." or a month's or weekday's "Feb.", "Mo." (a name's initial "J." is none), or
# a whole date written with dots and closed by one ("2024.03.03.", Korean and Hungarian)
_DATE_DOT = re.compile(
    r"(?:\d{1,4}|[^\W\d_]{2,5}|\d{4}\.\d{1,2}\.\d{1,2}|\d{1,2}\.\d{1,2}\.\d{4})\."
)


def has_date_or_time(text: str) -> bool:
    """True when ``text`` holds a year (1800-2099) or a time ("9:30"): ``_DATE_OR_TIME``
    searched only in a text with what each of its forms needs (a colon, or "18", "19",
    "20"), which the string search finds far faster than the pattern's every-position try."""
    if ":" in text or "20" in text or "19" in text or "18" in text:
        return _DATE_OR_TIME.search(text) is not None
    return False


# The decimal digits of the scripts that write their own (Arabic-Indic, Persian, the Indic
# scripts, Thai, Lao, Tibetan, Burmese, Khmer), each read as its ASCII digit.
_DIGIT_ZEROS = (
    0x0660, 0x06F0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66,
    0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x17E0,
)  # fmt: skip
_ASCII_DIGITS = MappingProxyType(
    {zero + d: ord("0") + d for zero in _DIGIT_ZEROS for d in range(10)}
)


_NATIVE_DIGIT = re.compile(
    "[" + "".join(f"{chr(zero)}-{chr(zero + 9)}" for zero in _DIGIT_ZEROS) + "]"
)


def native_digits(text: str) -> bool:
    """True when ``text`` holds a digit of a script's own (:data:`_DIGIT_ZEROS`)."""
    return not text.isascii() and _NATIVE_DIGIT.search(text) is not None


def native_dated(text: str) -> bool:
    """True when ``text`` holds a date or a time written in a script's own digits
    (:data:`_DIGIT_ZEROS`: "৩ মার্চ ২০২৪", "٣ مارس ٢٠٢٤"): :func:`has_date_or_time` of it
    with them read as ASCII digits; False for a text without such digits."""
    return native_digits(text) and has_date_or_time(text.translate(_ASCII_DIGITS))


def dotted_date(text: str) -> bool:
    """True for a short line whose sentence ends are all a date's dots: each a number's or
    a short abbreviation's ("25. Feb. 2024", "Mo 25. Feb 2024, 10:31", "12. janv. 2021"),
    no "!" or "?" in it, and a year or a time (a line the block's sentence count reads as
    prose, which a German or French date is not)."""
    if len(text) > MAX_DOTTED_CHARS or "!" in text or "?" in text:
        return False
    ends = [word for word in text.split() if word.endswith(".")]
    if not ends or not all(_DATE_DOT.fullmatch(word) for word in ends):
        return False
    return has_date_or_time(text)


def _may_hold_date(text: str) -> bool:
    """False only when :func:`has_date_or_time` is: each of its pattern's forms needs a
    colon, or "18", "19" or "20" (the string search it tries before the pattern)."""
    return ":" in text or "20" in text or "19" in text or "18" in text


_CHROME = "a line every post of the thread repeats (a user card's {key!r})"


def thread_chrome(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
) -> dict[int, Decision]:
    """On a page whose kept text lies mostly in one run of posts, the kept lines its posts
    repeat, dropped: user cards' labels and counts ("Joined: Mar 2016", "Posts: 701"),
    reaction counts, "Reply With Quote" buttons, with the value a dropped ``dt`` labels.

    A line counts when, its digits and the value after its label left out, it recurs in
    :data:`MIN_CHROME_SHARE` of the posts, and as many posts are dated (a year or a time:
    a list's cards repeat their "Price:" too). Names and dates are not chrome: a line with
    neither a label nor a digit, or that holds a year or a time, is never read so
    (``by_ident`` and ``flags`` as in :func:`repeated_posts`).
    """
    flags = kept_flags(decisions, blocks) if flags is None else flags
    found = kept_thread(blocks, groups, decisions, by_ident, flags)
    return {} if found is None else run_chrome(blocks, groups, decisions, found[0], flags)


def run_chrome(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    best: int,
    flags: Sequence[bool] | None = None,
    dropped_labels: bool = False,
    native_dates: bool = False,
) -> dict[int, Decision]:
    """:func:`thread_chrome` of the run ``best`` (the ident :func:`kept_thread` found
    under these decisions; ``flags``: their kept flags, found here when None): for a
    caller that has found the thread already. With ``dropped_labels``, a card's ``dt``
    label the model dropped counts among the lines the posts repeat too, so the kept
    ``dd`` value it labels goes (a label in a language the model reads less well: the
    label's words matter not, only that every post repeats it). With ``native_dates``, a
    post dated in its script's own digits counts as dated (:func:`native_dated`)."""
    flags = kept_flags(decisions, blocks) if flags is None else flags
    items = {g.item: b for b, g in zip(blocks, groups, strict=True) if g.ident == best}
    parent, tag = items_parent(list(items.values()))
    if parent is None:
        return {}
    posts = sum(1 for child in parent if child.tag == tag)
    seen: dict[str, set[Any]] = {}
    dated: set[Any] = set()
    lines: list[tuple[Block, str, bool]] = []
    item_of = ItemOf(parent, tag)
    least = max(MIN_POSTS, MIN_CHROME_SHARE * posts)
    for block, kept in zip(blocks, flags, strict=True):
        # the line's post read only for a chrome key, or while fewer than ``least`` posts
        # are dated, for a line that may hold a date; the date's pattern tried only on a
        # line of a post not yet dated (a post's long lines after its dated header are not
        # searched, nor any line once ``least`` posts are dated: only their count is read)
        read = kept or (dropped_labels and block.tag == "dt")
        key = _chrome_key(block) if read else ""
        may_date = len(dated) < least and (
            _may_hold_date(block.text) or (native_dates and native_digits(block.text))
        )
        if not (may_date or key) or block.element is None:
            continue
        item = item_of(block.element)
        if item is None:
            continue
        if may_date and item not in dated and _dated(block.text, native_dates):
            dated.add(item)
        if key:
            seen.setdefault(key, set()).add(item)
            lines.append((block, key, kept))
    if len(dated) < least:  # cards of a list, not posts: a thread dates its posts
        return {}
    chrome = [(b, key, kept) for b, key, kept in lines if len(seen[key]) >= least]
    changed = {
        b.index: Decision(b.index, Label.BOILERPLATE, _CHROME.format(key=key))
        for b, key, kept in chrome
        if kept
    }
    changed.update(_labelled_values(blocks, [b for b, _, _ in chrome], decisions))
    return changed


def _dated(text: str, native: bool) -> bool:
    return has_date_or_time(text) or (native and native_dated(text))


def kept_thread_span(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
) -> tuple[int, int] | None:
    """The first and last index of the blocks of the run of posts that holds most of the
    kept text (:func:`repeated_posts`' run), None when no run does (arguments as there)."""
    found = kept_thread(blocks, groups, decisions, by_ident, flags)
    return None if found is None else run_span(blocks, groups, found[0])


def run_span(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], ident: int
) -> tuple[int, int] | None:
    """The first and last index of the blocks of run ``ident`` (None when it has none):
    :func:`kept_thread_span` of a thread found already (:func:`kept_thread`)."""
    inside = [b.index for b, g in zip(blocks, groups, strict=True) if g.ident == ident]
    return (inside[0], inside[-1]) if inside else None


def with_last_post(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], ident: int, span: tuple[int, int]
) -> tuple[int, int]:
    """``span`` (:func:`run_span` of run ``ident``) widened to the blocks after its last
    one that lie in the same item: the last post's button row or signature, which no
    later item repeats, so the run leaves it out (NodeBB's last "Reply Quote")."""
    first, last = span
    pos = _position(blocks, last)
    element = None if pos is None else blocks[pos].element
    if element is None or pos + 1 == len(blocks):
        return span
    parent, tag = items_parent(_run_members(blocks, groups, ident))
    item = None if parent is None else item_holding(element, parent, tag)
    if item is None:
        return span
    return _through(blocks, pos, item, first)


MAX_APART_GAP = 3  # blocks between a post set apart and the run's first (a heading)
MAX_APART_LEVELS = 8  # levels climbed from a block to the post set apart that holds it


def with_apart_post(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], ident: int, span: tuple[int, int]
) -> tuple[tuple[int, int], tuple[str, str] | None]:
    """``span`` (:func:`run_span` of run ``ident``) widened back to the blocks of a post
    set apart before it (:func:`apart_post`), and the path of that post and the path of
    the run's first item, each up to the item itself (None when no post is set apart or
    a path does not name its item where the tree says): a rule that reads the posts'
    fields by path reads the apart post's under the run's."""
    found = apart_post(blocks, groups, ident, span)
    if found is None:
        return span, None
    twin, item, k = found
    pos = _position(blocks, span[0])
    prefixes = (_prefix(blocks[k].path, twin), _prefix(blocks[pos].path, item))
    aliases = None if None in prefixes else prefixes
    return (blocks[k].index, span[1]), aliases  # type: ignore[return-value]


def apart_post(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], ident: int, span: tuple[int, int]
) -> tuple[Any, Any, int] | None:
    """The post set apart before run ``ident`` (``span``: its :func:`run_span`), the run's
    first item and the position of the apart post's first block; None when there is none.
    The post is an element of the run's items' tag and class outside their parent, ending
    at most :data:`MAX_APART_GAP` blocks before the run's first (a Q&A engine's
    recommended answer pinned in a section of its own above the replies)."""
    pos = _position(blocks, span[0])
    if pos is None or pos == 0 or blocks[pos].element is None:
        return None
    first_item, after = groups[pos].item, pos + 1
    while after < len(blocks) and (
        groups[after].ident != ident or groups[after].item == first_item
    ):
        after += 1  # the run's second item: the two name the items' parent
    if after == len(blocks):
        return None
    parent, tag = items_parent([blocks[pos], blocks[after]])
    item = None if parent is None else item_holding(blocks[pos].element, parent, tag)
    classes = None if item is None else item.get("class")
    if not classes:
        return None
    for k in range(pos - 1, max(-1, pos - 2 - MAX_APART_GAP), -1):
        twin = _twin(blocks[k].element, tag, classes, parent)
        if twin is not None:
            while k > 0 and _under(blocks[k - 1].element, twin):
                k -= 1
            return twin, item, k
    return None


def _prefix(path: str, element: Any) -> str | None:
    """``path`` (a block's, from ``body``) cut after ``element``'s step, None when the
    step at ``element``'s depth is not of its tag."""
    depth = sum(1 for _ in element.iterancestors()) - 1  # body: one ancestor, step 0
    steps = path.split("/")
    if depth < 0 or depth >= len(steps) or not steps[depth].startswith(str(element.tag)):
        return None
    return "/".join(steps[: depth + 1])


# A run's span (:func:`run_span`), that span widened back over a post set apart before
# it and the two paths (:func:`with_apart_post`); both None for a run without blocks.
ApartPost = tuple[tuple[int, int] | None, tuple[int, int] | None, tuple[str, str] | None]


def apart_posts_of(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup]
) -> Callable[[int], ApartPost]:
    """A function that gives run ``ident``'s :data:`ApartPost`, each run's found once:
    its answer reads the blocks and their groups, not the decisions, so the rules of one
    page's decisions that ask again (:func:`kept_thread` before and after a rule drops
    lines, the thread's span) share it."""
    found: dict[int, ApartPost] = {}

    def apart_of(ident: int) -> ApartPost:
        if ident not in found:
            span = run_span(blocks, groups, ident)
            wide = (None, None) if span is None else with_apart_post(blocks, groups, ident, span)
            found[ident] = (span, *wide)
        return found[ident]

    return apart_of


def _apart_chars(
    blocks: Sequence[Block],
    ident: int,
    flags: Sequence[bool],
    apart_of: Callable[[int], ApartPost],
) -> int:
    """The characters of the kept blocks (``flags``) between a post set apart before run
    ``ident`` (``apart_of``: :func:`apart_posts_of`) and the run's first block; 0 when
    none is."""
    span, wide, _ = apart_of(ident)
    if span is None or wide is None:
        return 0
    start = wide[0]
    return sum(
        len(b.text)
        for b, kept in zip(blocks, flags, strict=True)
        if kept and start <= b.index < span[0]
    )


def _twin(element: Any, tag: str | None, classes: str, parent: Any) -> Any:
    """The element of ``tag`` and ``classes`` that holds ``element`` (within
    :data:`MAX_APART_LEVELS`) and lies outside ``parent``, None when none does."""
    for _ in range(MAX_APART_LEVELS):
        if element is None or element is parent:
            return None
        if element.tag == tag and element.get("class") == classes:
            return None if _under(element, parent) else element
        element = element.getparent()
    return None


def with_declared_tail(blocks: Sequence[Block], span: tuple[int, int]) -> tuple[int, int]:
    """``span`` (the blocks inside a page's declared posts' texts) widened to the blocks
    after its last one that lie in the last post's declared item (the nearest element
    with ``itemscope`` above its text): that post's button row (NodeBB's "Reply Quote")."""
    first, last = span
    pos = _position(blocks, last)
    element = None if pos is None else blocks[pos].element
    if element is None:
        return span
    item = next((e for e in element.iterancestors() if e.get("itemscope") is not None), None)
    if item is None or item.tag == "body" or item.tag == "html":
        return span
    return _through(blocks, pos, item, first)


def _position(blocks: Sequence[Block], index: int) -> int | None:
    """The position in ``blocks`` (in index order) of the block of ``index``, None when
    none has it."""
    pos = bisect_left(blocks, index, key=_INDEX)
    return pos if pos < len(blocks) and blocks[pos].index == index else None


def _through(blocks: Sequence[Block], pos: int, item: Any, first: int) -> tuple[int, int]:
    """The span from block index ``first`` to the last block after position ``pos`` that
    lies under ``item`` (``pos``'s own when none does)."""
    while pos + 1 < len(blocks) and _under(blocks[pos + 1].element, item):
        pos += 1
    return first, blocks[pos].index


def kept_thread(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    decisions: Mapping[int, Decision],
    by_ident: Mapping[int, RepeatGroup] | None = None,
    flags: Sequence[bool] | None = None,
    apart: bool | Callable[[int], ApartPost] = False,
) -> tuple[int, float] | None:
    """The post-like run that holds :data:`MIN_KEPT_SHARE` of the kept text (over half:
    at most one run can) and its share, None when no run does (arguments as in
    :func:`repeated_posts`): the thread :func:`thread_chrome` and :func:`kept_thread_span`
    read, for a caller that hands it to both (:func:`run_chrome`, :func:`run_span`) while
    the decisions between them are the same. With ``apart``, a run holding
    :data:`MIN_APART_SHARE` or more counts the kept text of a post set apart before it
    (:func:`with_apart_post`) as its own (``apart`` may be the page's
    :func:`apart_posts_of`, which finds each run's once)."""
    post_like = post_like_runs(groups, by_ident)
    if not post_like:
        return None
    kept_chars: dict[int, int] = {}
    total = 0
    flags = kept_flags(decisions, blocks) if flags is None else flags
    for block, group in compress(zip(blocks, groups, strict=True), flags):
        size = len(block.text)
        total += size
        if group.ident in post_like:
            kept_chars[group.ident] = kept_chars.get(group.ident, 0) + size
    best = max(kept_chars, key=kept_chars.__getitem__, default=None)
    share = kept_chars[best] / total if best is not None and total else 0.0
    if apart and best is not None and MIN_APART_SHARE <= share < MIN_KEPT_SHARE:
        apart_of = apart if callable(apart) else apart_posts_of(blocks, groups)
        share += _apart_chars(blocks, best, flags, apart_of) / total
    if best is None or share < MIN_KEPT_SHARE or _one_box(post_like[best], groups, flags):
        return None
    return best, share


def posts_span(
    blocks: Sequence[Block],
    groups: Sequence[RepeatGroup],
    posts: Mapping[int, RepeatGroup],
    flags: Sequence[bool],
) -> tuple[int, int] | None:
    """The first and last block index of the post-like run (``posts``:
    :func:`post_like_runs`) that holds the most kept text (``flags``), whatever its share,
    widened to the blocks around it under its items' parent (an opening post styled
    apart, which may outweigh the replies); None when no post-like run holds kept text."""
    kept_chars: dict[int, int] = {}
    for block, group in compress(zip(blocks, groups, strict=True), flags):
        if group.ident in posts:
            kept_chars[group.ident] = kept_chars.get(group.ident, 0) + len(block.text)
    best = max(kept_chars, key=kept_chars.__getitem__, default=None)
    if best is None:
        return None
    inside = [pos for pos, group in enumerate(groups) if group.ident == best]
    parent, _ = items_parent(_run_members(blocks, groups, best))
    first, last = inside[0], inside[-1]
    if parent is not None:
        while first > 0 and _under(blocks[first - 1].element, parent):
            first -= 1
        while last + 1 < len(blocks) and _under(blocks[last + 1].element, parent):
            last += 1
    return blocks[first].index, blocks[last].index


def _under(element: Any, parent: Any) -> bool:
    """True when ``element`` lies inside ``parent``."""
    return element is not None and any(node is parent for node in element.iterancestors())


# A run of a few big boxes (header, story, footer) whose kept text lies in one box is
# no thread: its other boxes' sentences are a comment form's messages and a footer's.
MAX_BOX_SENTENCES = 0.5  # of the run's blocks; posts are mostly sentences (a caption run)


def _one_box(run: RepeatGroup, groups: Sequence[RepeatGroup], flags: Sequence[bool]) -> bool:
    """True when the kept text of ``run`` lies in one of its items and fewer than
    :data:`MAX_BOX_SENTENCES` of its blocks have a sentence (``flags``: kept or not)."""
    if run.sentence_share >= MAX_BOX_SENTENCES:
        return False
    items = {g.item for g, kept in zip(groups, flags, strict=True) if kept and g.ident == run.ident}
    return len(items) < 2


def _chrome_key(block: Block) -> str:
    """What a line the posts repeat is known by (its label, or its words without the
    digits), "" for a line that cannot be chrome (prose, a name, a date)."""
    text = block.text
    features = block.features
    if features.sentence_count or len(text) > MAX_CHROME_CHARS:
        return ""
    if len(text.split()) > MAX_CHROME_WORDS:
        return ""
    label = _LABEL.match(text)
    if label:
        return _letters(label.group(1))
    if block.tag == "dt":
        return _letters(text)
    if any(map(str.isdigit, text)) and not has_date_or_time(text):  # each character's test
        return _letters(text)
    return ""


def _letters(text: str) -> str:
    """The text's words, lower case, without digits, punctuation or a plural ``s`` ("1
    Like" and "6 Likes" are one line); "" under :data:`MIN_KEY_LETTERS` letters, a letter
    of a script written without spaces counting as a word's (:data:`WORD_LETTERS`: "帖子",
    "赞", a Chinese pack's "Posts" and "Like")."""
    words = _NOT_LETTERS.sub(" ", text.lower()).split()
    key = " ".join(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in words)
    letters = sum(map(str.isalpha, key))
    if letters < MIN_KEY_LETTERS and key and not key.isascii():
        letters += (WORD_LETTERS - 1) * len(no_space_script_chars(key))
    return key if letters >= MIN_KEY_LETTERS else ""


def item_holding(element: Any, parent: Any, tag: str | None) -> Any:
    """The child of ``parent`` (of ``tag``) that holds ``element``, None when outside."""
    for ancestor in element.iterancestors():
        if ancestor is parent:
            return element if element.tag == tag else None
        element = ancestor
    return None


_UNSEEN = object()  # an element no walk has reached yet


class ItemOf:
    """:func:`item_holding` for one ``parent`` and ``tag``, asked of a page's blocks: each
    element walked through keeps the answer, which every element under it shares, so a
    walk stops at the first element an earlier one reached (the proxies held as keys stay
    the ones ``getparent()`` returns)."""

    def __init__(self, parent: Any, tag: str | None) -> None:
        self.parent = parent
        self.tag = tag
        self.known: dict[Any, Any] = {}

    def __call__(self, element: Any) -> Any:
        """The child of ``parent`` (of ``tag``) that is or holds ``element``, None when
        outside (``parent`` itself is outside)."""
        known, parent = self.known, self.parent
        walked = []
        item = None
        while element is not None:
            seen = known.get(element, _UNSEEN)
            if seen is not _UNSEEN:
                item = seen
                break
            walked.append(element)
            up = element.getparent()
            if up is parent:
                item = element if element.tag == self.tag else None
                break
            element = up
        for node in walked:
            known[node] = item
        return item


def _labelled_values(
    blocks: Sequence[Block], chrome: list[Block], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """The kept ``dd`` right after each chrome ``dt``: the value its label names."""
    terms = {b.element for b in chrome if b.tag == "dt" and b.element is not None}
    changed: dict[int, Decision] = {}
    for block in blocks:
        element = block.element
        if block.tag != "dd" or element is None or not is_kept(decisions, block):
            continue
        previous = element.getprevious()
        if previous is not None and previous in terms:
            reason = "the value of a user card's label the thread's posts repeat"
            changed[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return changed
