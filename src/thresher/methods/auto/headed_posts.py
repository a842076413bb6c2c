"""Posts of a thread that declares nothing and that the repeat groups do not find.

A forum engine that lays each post out as a row of a table (SMF 1, old phpBB themes) or
gives each post box a class of its own (an obfuscated or numbered one) makes no run of
like siblings the repeat walk finds: the walk stops at the nearest repeat, a list or a
cell inside each post, and classes that differ from row to row make no group. The thread
rules then see no thread and the model, reading each post's lines alone, drops most of
it. What still marks the posts is their shape: each is a box with a short dated header
line (the post's date and time) and a body of prose. :func:`headed_boxes` finds the
element whose children of one tag, three or more, each hold a dated short line at one
path, a block with a sentence and several blocks, with few links;
:func:`with_headed_posts` gives the blocks of those boxes a run of their own for the
thread rules, and :func:`keep_post_bodies` keeps the dropped lines of each post's text
(a release note's bullets, code lines) when the boxes hold most of the kept text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from thresher._core import kernel
from thresher._core.modules import DECIDE, FACTS
from thresher.methods.auto.decided import tallies
from thresher.methods.auto.discussion import (
    MAX_DOTTED_CHARS,
    MAX_LINK_DENSITY,
    MIN_BLOCKS_PER_POST,
    MIN_POSTS,
    ItemOf,
    dotted_date,
    has_date_or_time,
)
from thresher.methods.auto.page_kind import RepeatGroup, with_items
from thresher.methods.auto.thread_comments import cuts_thread
from thresher.types import Block, Decision, Label

MAX_HEADER_CHARS = 120  # a post's header line: a date, a name, a number; not prose
MAX_HEADER_DEPTH = 16  # levels climbed from a header line to its post's box
MIN_HEADED_SHARE = 0.5  # of the parent's children of the tag that hold text: posts
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True, slots=True)
class PostBoxes:
    """A thread's post boxes (:func:`headed_boxes`) and each text block's place among
    them (-1 for a block outside them), found once for the rules that read them.
    ``skipped``: the steps of the posts' text path the first box lies below (an opening
    post framed inside an element of the replies' boxes' shape:
    :mod:`thresher.methods.auto.opening_posts`), 0 for a box like the others.
    ``timed``: the positions of the header lines told by a ``time`` element, read beside
    the dated ones (:mod:`thresher.methods.auto.timed_headers`)."""

    boxes: tuple[Any, ...]
    owner: tuple[int, ...]
    skipped: int = 0
    timed: tuple[int, ...] = ()


def headed_posts(
    blocks: Sequence[Block], siblings: bool = False, timed: tuple[int, ...] = ()
) -> PostBoxes | None:
    """The page's :func:`headed_boxes` with each block's box, None when it has none.
    With ``siblings``, a box of the thread's shape's siblings that holds a post header at
    the boxes' header path is a post too, with or without a sentence (a one-line reply:
    "Same here, thanks", "Jigsaw / Circular saw"). ``timed``: the positions of further
    header lines (told by a ``time`` element: :mod:`thresher.methods.auto.timed_headers`)."""
    boxes, owner = _headed_boxes(blocks, siblings, timed)
    return PostBoxes(tuple(boxes), tuple(owner), timed=timed) if boxes else None


def with_headed_posts(
    blocks: Sequence[Block], groups: Sequence[RepeatGroup], posts: PostBoxes | None
) -> Sequence[RepeatGroup]:
    """``groups`` (each text block's repeat group) with the blocks of an undeclared
    thread's post boxes (``posts``: :func:`headed_posts`) given a run of their own,
    measured over them; ``groups`` itself when there are no such boxes or when the boxes
    are one run already. The run's sentence share is its boxes' (each holds prose), not
    its blocks': a post's header, user card and buttons outnumber its paragraphs."""
    if posts is None:
        return groups
    owner = posts.owner
    members = [pos for pos, item in enumerate(owner) if item >= 0]
    if _one_run(groups, members):
        return groups
    ident = max((g.ident for g in groups), default=-1) + 1
    run = _measured(blocks, members, ident, len(posts.boxes))
    placed = with_items(run, range(len(posts.boxes)))  # one a box
    found = list(groups)
    for pos in members:
        found[pos] = placed[owner[pos]]
    return found


def headed_boxes(blocks: Sequence[Block]) -> list[Any]:
    """The post boxes of the page's thread: the children of one tag of the element whose
    most children of that tag (and :data:`MIN_POSTS` at least) each hold a header line
    (:func:`_header_positions`) at one path from the box, the same in each, a block with a
    sentence and :data:`MIN_BLOCKS_PER_POST` blocks, with few links (the candidate with
    the most such boxes; none when there are fewer than three)."""
    return _headed_boxes(blocks)[0]


def _headed_boxes(
    blocks: Sequence[Block], joiners: bool = False, timed: tuple[int, ...] = ()
) -> tuple[list[Any], list[int]]:
    """:func:`headed_boxes` and each block's place among them (-1 outside them). A
    candidate's boxes are its children of the tag (by their place among them:
    :func:`item_places`); the post headers' paths, the dearest test, are read only
    when enough boxes with a dated line have a post's shape (:func:`_shaped`). With
    ``joiners``, once enough boxes have that shape, every box with a header at their
    path joins them (:func:`headed_posts`); ``timed``: header lines beside the dated ones."""
    at = _with_timed(_header_positions(blocks), timed)
    best: list[Any] = []
    best_owner: list[int] = []
    if len(at) < MIN_POSTS:
        return best, best_owner
    dated = [blocks[pos].element for pos in at]
    for parent, tag, count in _candidates(dated):
        if count < max(MIN_POSTS, len(best) + 1):
            break  # the candidates come most children first
        siblings = [child for child in parent if child.tag == tag]
        least = max(MIN_POSTS, len(best) + 1, MIN_HEADED_SHARE * len(siblings))
        if count < least:
            continue  # too few of the siblings dated: no boxes here
        headers: dict[int, list[Any]] = {}
        inside = []
        for pos, element, place in zip(at, dated, item_places(parent, tag, dated), strict=True):
            if place >= 0:
                headers.setdefault(place, []).append(element)
                inside.append(pos)
        if len(headers) < least:
            continue  # the boxes with a post header are some of these
        places = _places_around(parent, tag, blocks, inside[0], inside[-1])
        span = _span(places, inside[0], inside[-1])
        shaped = _shaped(blocks, places, span, len(siblings))
        if sum(1 for place in headers if shaped[place]) < least:
            continue  # the posts are boxes of this shape with a post header
        headed = _post_headers({siblings[place]: found for place, found in headers.items()})
        posts = [place for place in sorted(headers) if shaped[place] and siblings[place] in headed]
        if len(posts) >= least and joiners:
            posts = [place for place in sorted(headers) if siblings[place] in headed]
        if len(posts) >= least:
            best = [siblings[place] for place in posts]
            best_owner = _box_owner(places, posts, span)
    return best, best_owner


def _header_positions(blocks: Sequence[Block]) -> list[int]:
    """The positions of the post header lines among ``blocks``: short, no sentence (but a
    date's dots: :func:`dotted_date`), no heading (a listicle's "2025 Kia EV6"), a year or
    a time in it. It reads every block
    of every page: the decisions kernel when it is built, else
    :func:`_header_positions_reference`."""
    compiled = kernel(DECIDE)
    if compiled is not None:
        return compiled.header_positions(
            blocks, MAX_HEADER_CHARS, has_date_or_time, dotted_date, MAX_DOTTED_CHARS
        )
    return _header_positions_reference(blocks)


def _header_positions_reference(blocks: Sequence[Block]) -> list[int]:
    """:func:`_header_positions` in Python: the definition the kernel is held to."""
    at = []
    for pos, block in enumerate(blocks):
        features = block.features
        if features.heading_level:
            continue
        text = block.text
        if features.sentence_count and not dotted_date(text):
            continue
        if len(text) <= MAX_HEADER_CHARS and block.element is not None and has_date_or_time(text):
            at.append(pos)
    return at


def _with_timed(at: list[int], timed: Sequence[int]) -> list[int]:
    """The dated header positions ``at`` with the ``timed`` ones, in order."""
    return sorted(set(at).union(timed)) if timed else at


def _candidates(dated: list[Any]) -> list[tuple[Any, str, int]]:
    """The elements with :data:`MIN_POSTS` children of one tag or more on the ancestor
    paths of the ``dated`` lines (climbed :data:`MAX_HEADER_DEPTH` levels at most; a
    climb stops where an earlier one passed), with that tag and how many such children,
    the most first: the facts kernel's climb over libxml2's nodes when it is built and
    reads them, else :func:`_candidates_reference`."""
    compiled = kernel(FACTS)
    found = None if compiled is None else compiled.candidates(dated, MAX_HEADER_DEPTH, MIN_POSTS)
    return found if found is not None else _candidates_reference(dated)


def _candidates_reference(dated: list[Any]) -> list[tuple[Any, str, int]]:
    """:func:`_candidates` in Python: the definition the kernel is held to."""
    children: dict[Any, dict[Any, None]] = {}  # dicts, not sets: a page's order decides ties
    for element in dated:
        child = element
        for depth, parent in enumerate(element.iterancestors()):
            if depth >= MAX_HEADER_DEPTH:
                break
            found = children.get(parent)
            if found is not None:
                found[child] = None
                break  # the climb above ``parent`` was made from an earlier line
            children[parent] = {child: None}
            child = parent
    candidates = []
    for parent, below in children.items():
        if len(below) >= MIN_POSTS:
            tags = Counter(child.tag for child in below)
            candidates.extend((parent, tag, n) for tag, n in tags.items() if n >= MIN_POSTS)
    return sorted(candidates, key=lambda candidate: -candidate[2])


PATH_SAMPLE = 5  # boxes read for the paths :func:`post_paths` gives: the first ones


def post_paths(
    blocks: Sequence[Block], posts: PostBoxes
) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]] | None:
    """The path from a box to its text element (the one most boxes share:
    :func:`_post_texts`) and to its post header (:func:`_post_headers`), as
    :func:`_path` writes them, read over the first :data:`PATH_SAMPLE` boxes (a long
    thread's others repeat them); None when those boxes share no text path."""
    owner = [item if item < PATH_SAMPLE else -1 for item in posts.owner]
    end = max((pos for pos, item in enumerate(owner) if item >= 0), default=-1) + 1
    blocks, owner, boxes = blocks[:end], owner[:end], posts.boxes[:PATH_SAMPLE]
    timed = tuple(pos for pos in posts.timed if pos < end)
    texts = _post_texts(blocks, boxes, owner, timed=timed)
    if not texts:
        return None
    item, text = next(iter(texts.items()))
    dated: dict[Any, list[Any]] = {}
    for pos in _with_timed(_header_positions(blocks), timed):
        if owner[pos] >= 0:
            dated.setdefault(boxes[owner[pos]], []).append(blocks[pos].element)
    headers = _post_headers(dated) if dated else {}
    if not headers:
        return None
    box, found = next(iter(headers.items()))
    return _path(boxes[item], text), _path(box, found[0])


def post_texts(blocks: Sequence[Block], posts: PostBoxes) -> dict[int, Any]:
    """Each box's text element (by its place among the boxes of ``posts``): the element
    at the path most boxes share, for the other boxes too when they have one
    (:func:`_post_texts` with ``follow``)."""
    return _post_texts(blocks, posts.boxes, posts.owner, True, posts.skipped, posts.timed)


def header_positions(blocks: Sequence[Block]) -> list[int]:
    """The positions of the short dated lines among ``blocks`` that can be a post's
    header (:func:`_header_positions`)."""
    return _header_positions(blocks)


def element_path(box: Any, element: Any) -> tuple[tuple[str, str], ...]:
    """The tags and class words (digits left out) from ``box`` down to ``element``
    (:func:`_path`)."""
    return _path(box, element)


def is_prose(block: Block) -> bool:
    """True for a block with a sentence and few links (:func:`_prose`)."""
    return _prose(block)


def _post_headers(headers: Mapping[Any, list[Any]]) -> dict[Any, list[Any]]:
    """The header elements of each box (``headers``: each box's dated lines' elements)
    at the path from the box most of them share, for the boxes that hold one there: an
    engine writes each post's date in one place (a quotation's date lies elsewhere)."""
    paths = {box: [(_path(box, el), el) for el in found] for box, found in headers.items()}
    counts = Counter(
        path for found in paths.values() for path in dict.fromkeys(p for p, _ in found)
    )
    common = counts.most_common(1)[0][0]
    chosen = {box: [el for path, el in found if path == common] for box, found in paths.items()}
    return {box: found for box, found in chosen.items() if found}


def item_places(parent: Any, tag: str, elements: Sequence[Any]) -> list[int]:
    """Each element's box: the place among ``parent``'s children of ``tag`` of the one
    that is or holds it, -1 for an element outside them (or None). The facts kernel's
    climb over libxml2's nodes when it is built and reads them, else
    :func:`_item_places_reference`."""
    compiled = kernel(FACTS)
    found = compiled.item_places(parent, tag, elements) if compiled is not None else None
    return found if found is not None else _item_places_reference(parent, tag, elements)


def _item_places_reference(parent: Any, tag: str, elements: Sequence[Any]) -> list[int]:
    """:func:`item_places` in Python: the definition the kernel is held to."""
    item_of = ItemOf(parent, tag)
    place = {child: pos for pos, child in enumerate(c for c in parent if c.tag == tag)}
    return [-1 if element is None else place.get(item_of(element), -1) for element in elements]


def _places_around(
    parent: Any, tag: str, blocks: Sequence[Block], first: int, last: int
) -> list[int]:
    """:func:`item_places` of the blocks' elements where :func:`_span`, :func:`_shaped`
    and :func:`_box_owner` read them, -1 elsewhere: from ``first`` to ``last``, and on
    either side :data:`_CLIMBS` blocks at a time up to a block outside the boxes (the
    span's end: what lies past it is never read). A page's other blocks, most of a page
    whose candidate is a small box, are not climbed from."""
    places = [-1] * len(blocks)
    places[first : last + 1] = _places(parent, tag, blocks, first, last + 1)
    start = first
    while start > 0 and places[start] >= 0:
        end, start = start, max(0, start - _CLIMBS)
        places[start:end] = _places(parent, tag, blocks, start, end)
        if min(places[start:end]) < 0:
            break
    end = last + 1
    while end < len(blocks) and places[end - 1] >= 0:
        start, end = end, min(len(blocks), end + _CLIMBS)
        places[start:end] = _places(parent, tag, blocks, start, end)
        if min(places[start:end]) < 0:
            break
    return places


_CLIMBS = 16  # blocks climbed from at a time past the dated lines' span


def _places(parent: Any, tag: str, blocks: Sequence[Block], start: int, end: int) -> list[int]:
    return item_places(parent, tag, [block.element for block in blocks[start:end]])


def _span(places: Sequence[int], first: int, last: int) -> tuple[int, int]:
    """The positions of the first and last block of the run of blocks inside the boxes
    (``places``: each block's, :func:`item_places`) around ``first`` to ``last`` (a
    parent's items hold a contiguous span of the page's blocks: only it need be read)."""
    while first > 0 and places[first - 1] >= 0:
        first -= 1
    while last + 1 < len(places) and places[last + 1] >= 0:
        last += 1
    return first, last


def _shaped(
    blocks: Sequence[Block], places: Sequence[int], span: tuple[int, int], count: int
) -> list[bool]:
    """Whether each of the ``count`` boxes has a post's shape (several blocks, a sentence,
    few links) over the blocks of ``span`` (``places``: each block's box)."""
    first, last = span[0], span[1] + 1
    return [
        n >= MIN_BLOCKS_PER_POST and sentences > 0 and links <= MAX_LINK_DENSITY * chars
        for n, sentences, chars, links in tallies(blocks[first:last], places[first:last], count)
    ]


def _box_owner(places: Sequence[int], posts: list[int], span: tuple[int, int]) -> list[int]:
    """Each block's box (its place among ``posts``, the boxes' places among the
    siblings), -1 for a block outside them (every block outside ``span``)."""
    index = {place: pos for pos, place in enumerate(posts)}
    owner = [-1] * len(places)
    for pos in range(span[0], span[1] + 1):
        owner[pos] = index.get(places[pos], -1)
    return owner


def _one_run(groups: Sequence[RepeatGroup], members: list[int]) -> bool:
    """True when every block of the boxes lies in one run already (a run the repeat walk
    found: the thread rules read it as it is)."""
    idents = {groups[pos].ident for pos in members}
    return len(idents) == 1 and -1 not in idents


def _measured(blocks: Sequence[Block], members: list[int], ident: int, count: int) -> RepeatGroup:
    """The run of the boxes' blocks (``members``) with the repeat groups' measures."""
    n = len(members)
    chars = sum(blocks[pos].features.text_length for pos in members)
    links = sum(blocks[pos].features.link_text_length for pos in members)
    total = sum(b.features.text_length for b in blocks)
    return RepeatGroup(
        count=count,
        page_share=chars / total if total else 0.0,
        sentence_share=1.0,  # every box holds a sentence (headed_boxes)
        link_density=links / chars if chars else 0.0,
        blocks_per_item=n / count,
        ident=ident,
    )


MIN_KEPT_SHARE = 0.6  # of the page's kept text, inside the boxes: the model kept the thread
_BODY = "a line of a post's text in the page's thread (boxes with a dated header and prose)"


def keep_post_bodies(
    blocks: Sequence[Block],
    posts: PostBoxes | None,
    decisions: Mapping[int, Decision],
    flags: Sequence[bool],
    follow: bool = False,
    uncut: bool = False,
) -> dict[int, Decision]:
    """The dropped blocks of the posts' text in ``posts`` (:func:`headed_posts`), kept
    when the boxes hold :data:`MIN_KEPT_SHARE` of the kept text (``flags``: each text
    block kept or not).

    A post's text is the element that holds its box's sentences (:func:`_post_texts`),
    when :data:`MIN_POSTS` boxes (and half of them) reach theirs by one path of tags and
    classes: the lines a post writes without a sentence (a release note's bullets, a
    code line, a link) are its text too, while its header and user card, outside that
    element, stay as the model read them. Mostly-link blocks are not kept. With
    ``follow``, a box whose sentences do not lie at that path (or that has none) has
    its text at that path too (:func:`_post_texts`). With ``uncut``, when a comment
    header lies among the boxes (:func:`~thresher.methods.auto.thread_comments.cuts_thread`),
    the comment-labelled lines of the posts' text are kept as the dropped ones are.
    """
    if posts is None or not holds_kept_text(blocks, posts, flags):
        return {}
    boxes, owner = posts.boxes, posts.owner
    texts = _post_texts(blocks, boxes, owner, follow, posts.skipped, posts.timed)
    cut: bool | None = None if uncut else False  # found when a comment is first met
    changed: dict[int, Decision] = {}
    for block, item in zip(blocks, owner, strict=True):
        text = texts.get(item)
        if text is None or block.kind == "img":
            continue
        decision = decisions.get(block.index)
        label = None if decision is None else decision.label
        if label is Label.COMMENT and cut is None:
            cut = cuts_thread(blocks, owner, decisions)
        if label is not Label.BOILERPLATE and not (label is Label.COMMENT and cut):
            continue
        if block.features.link_density <= MAX_LINK_DENSITY and within(block.element, text):
            changed[block.index] = Decision(block.index, Label.CONTENT, _BODY)
    return changed


def holds_kept_text(blocks: Sequence[Block], posts: PostBoxes, flags: Sequence[bool]) -> bool:
    """True when the boxes of ``posts`` hold :data:`MIN_KEPT_SHARE` of the kept text
    (``flags``: each text block kept or not): the model kept the thread, not a story
    over its reader comments."""
    kept_in = kept_all = 0
    for block, item, kept in zip(blocks, posts.owner, flags, strict=True):
        if kept:
            kept_all += len(block.text)
            kept_in += len(block.text) if item >= 0 else 0
    return bool(kept_all) and kept_in >= MIN_KEPT_SHARE * kept_all


def _post_texts(
    blocks: Sequence[Block],
    boxes: Sequence[Any],
    owner: Sequence[int],
    follow: bool = False,
    skipped: int = 0,
    timed: Sequence[int] = (),
) -> dict[int, Any]:
    """Each box's text element (by its place among ``boxes``), for the boxes whose text
    lies at the path most of them share (:data:`MIN_POSTS` and half at least); with
    ``follow``, for the other boxes too, the element at that path from the box when it
    has one (a post without a sentence, a post whose signature widened its prose's
    element; the first box down the path's steps after its first ``skipped``; ``timed``:
    header lines beside the dated ones)."""
    prose: dict[Any, list[Any]] = {}
    dated: dict[Any, list[Any]] = {}
    header_at = set(_header_positions(blocks)).union(timed)
    for pos, (block, item) in enumerate(zip(blocks, owner, strict=True)):
        if item < 0 or block.element is None:
            continue
        if _prose(block):
            prose.setdefault(boxes[item], []).append(block.element)
        elif pos in header_at:
            dated.setdefault(boxes[item], []).append(block.element)
    headers = _post_headers(dated) if dated else {}
    place = {box: item for item, box in enumerate(boxes)}
    texts = {
        place[box]: _widened(_common(elements), box, _ancestors(headers.get(box, []), box))
        for box, elements in prose.items()
    }
    paths = {item: _path(boxes[item], text) for item, text in texts.items() if text is not None}
    counts = Counter(paths.values())
    if not counts:
        return {}
    path, count = counts.most_common(1)[0]
    if count < max(MIN_POSTS, MIN_HEADED_SHARE * len(boxes)):
        return {}
    found = {item: texts[item] for item, at in paths.items() if at == path}
    if follow:
        for item, box in enumerate(boxes):
            if item not in found:
                opening = item == 0 and skipped > 0  # loose: its frame adds a word
                text = followed(box, path[skipped:] if opening else path, opening)
                if text is not None:
                    found[item] = text
    return found


def followed(box: Any, path: tuple[tuple[str, str], ...], loose: bool = False) -> Any:
    """The element reached from ``box`` down ``path`` (:func:`_path`'s tags and class
    words), the first child matching at each step; None when a step matches none. With
    ``loose``, a child whose class words include the step's matches it (a frame of the
    posts' shape with a word of its own: an opening post's)."""
    element = box
    for tag, words in path:
        for child in element:
            if child.tag == tag and _matches(class_words(child), words, loose):
                element = child
                break
        else:
            return None
    return element


def _matches(found: str, words: str, loose: bool) -> bool:
    """True when the class words ``found`` are ``words``, or with ``loose`` include them."""
    if found == words:
        return True
    return loose and bool(words) and set(words.split()) <= set(found.split())


def class_words(element: Any) -> str:
    """The element's class words, digits left out, sorted and joined (a step of :func:`_path`)."""
    return " ".join(sorted(_DIGITS.sub("", w) for w in (element.get("class") or "").split()))


def _ancestors(elements: list[Any], box: Any = None) -> set[Any]:
    """The ancestors of ``elements`` below ``box`` (all of them when None: what
    :func:`_widened` reads of them lies below the box); a climb stops at a node an
    earlier one added."""
    found: set[Any] = set()
    for element in elements:
        node = element.getparent()
        while node is not None and node is not box and node not in found:
            found.add(node)
            node = node.getparent()
    return found


def _widened(element: Any, box: Any, above_headers: set[Any]) -> Any:
    """``element`` (the box's prose's common ancestor), or the highest element above
    it, below ``box``, that holds none of the box's post headers (``above_headers``:
    their ancestors: :func:`_post_headers`, a quotation's date inside the text is none);
    None when ``element`` is the box."""
    if element is box:
        return None
    for parent in element.iterancestors():
        if parent is box or parent in above_headers:
            return element
        element = parent
    return None


def _prose(block: Block) -> bool:
    """True for a block with a sentence and few links."""
    return bool(block.features.sentence_count) and block.features.link_density <= MAX_LINK_DENSITY


def _common(elements: list[Any]) -> Any:
    """The deepest element holding all ``elements`` (each itself included): on the first
    element's line of ancestors, the lowest node each other element's climb meets at or
    above the lowest one met so far (a climb stops there, not at the root)."""
    line = [elements[0], *elements[0].iterancestors()]
    place = {node: pos for pos, node in enumerate(line)}
    low = 0
    for element in elements[1:]:
        node = element
        while node is not None and place.get(node, -1) < low:
            node = node.getparent()
        low = len(line) if node is None else place[node]  # no common element: none
    return line[low]


def _path(box: Any, element: Any) -> tuple[tuple[str, str], ...]:
    """The tags and class words (digits left out) from ``box`` down to ``element``: the
    facts kernel's climb over libxml2's nodes when it is built and reads them, else
    :func:`_path_reference`."""
    compiled = kernel(FACTS)
    found = compiled.class_path(box, element) if compiled is not None else None
    return found if found is not None else _path_reference(box, element)


def _path_reference(box: Any, element: Any) -> tuple[tuple[str, str], ...]:
    """:func:`_path` in Python: the definition the kernel is held to."""
    steps = []
    while element is not None and element is not box:
        words = " ".join(sorted(_DIGITS.sub("", w) for w in (element.get("class") or "").split()))
        steps.append((element.tag, words))
        element = element.getparent()
    return tuple(reversed(steps))


def within(element: Any, node: Any) -> bool:
    """True when ``element`` is ``node`` or lies inside it (False for no element)."""
    if element is None:
        return False
    return element is node or any(above is node for above in element.iterancestors())
