"""The fields of a thread's user cards the model kept: a rank or a bare count.

Beside each post a forum writes its author's card: a name (a link to the profile), a
rank or title ("Web Hosting Master", "pollinator", "Junior Member"), counts (posts,
likes: "1206"), a like button's label ("I like..."). Each field sits at one place in
every post, and the model, which reads each line alone, often keeps them with the
posts. Inside a recognised thread's span (:func:`~thresher.methods.auto.post_chrome.
drop_post_chrome`'s), the blocks at one element path (digits, the posts' ids, left out)
that the span repeats :data:`MIN_CARD_POSTS` times or more, each short, without a
sentence, a date, a label's colon or a link, are a card field when they are all bare
numbers or when their texts repeat (at most :data:`MAX_DISTINCT_SHARE` of them
distinct: a few ranks over many posts); their kept blocks are dropped. A post's own
lines at such a path ("Thanks!") share it with prose in another post, and a name is a
link: neither is a field. A span with fewer than :data:`MIN_CARD_POSTS` dated lines is a
list of entries, not posts (a manual's functions, each with its "Note"): nothing.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from itertools import compress
from typing import NamedTuple

from thresher.methods.auto.discussion import has_date_or_time, native_dated
from thresher.methods.auto.post_chrome import span_positions, without_digits
from thresher.types import Block, Decision, Label

MIN_CARD_POSTS = 3
MAX_CARD_CHARS = 40
MAX_DISTINCT_SHARE = 0.5
_COUNT = re.compile(r"^\d{1,3}(?:[,.\u00a0\u202f' ]\d{3})+$")  # "65,797", "8.104", "1 206"
_FIELD = "a field of the thread's user cards (a rank or a count repeated at one place)"
MIN_RANK_HEADING = 4  # h4 to h6: a card's name and rank, never a post's section
MAX_INITIALS = 2
_SIGNED = re.compile(r"^[-+\u2212]?\d{1,7}$")  # a vote count: "34", "-2", "−3"


class CardForms(NamedTuple):
    """The further forms a card field may take, each an ``AutoParams`` switch:
    ``headings`` (``heading_ranks``), a rank written as a minor heading; ``signed``
    (``vote_counts``), all the path's lines numbers with a sign or none (a post's score);
    ``initials`` (``avatar_initials``), all of them one or two letters (a lettered
    avatar); ``linked`` (``linked_ranks``), a path's linked lines read apart from its
    other lines, each kind a field of its own: a rank that links to the user group
    (Discuz!), or a rank beside the linked name at the name's path (MyBB); ``native``
    (``prose_scripts``), a post dated in its script's own digits counts as dated."""

    headings: bool = False
    signed: bool = False
    initials: bool = False
    linked: bool = False
    native: bool = False


NO_FORMS = CardForms()


def drop_user_cards(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    span: tuple[int, int] | None,
    counts: bool = False,
    leading: bool = False,
    forms: CardForms = NO_FORMS,
    aliases: tuple[str, str] | None = None,
) -> dict[int, Decision]:
    """The kept blocks of the card fields inside ``span`` (the first and last index of a
    recognised thread's blocks; ``flags``: each text block kept or not), dropped. With
    ``leading``, the kept lines before the span at a field's path too (:func:`_leading`);
    ``forms``: the further forms a field may take (:class:`CardForms`); ``aliases``: the
    path of a post set apart and the path of the run's first post (each up to the post),
    its lines read at the run's paths
    (:func:`~thresher.methods.auto.discussion.with_apart_post`)."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    inside = blocks[lo:hi]
    kept = [
        pos
        for pos in compress(range(hi - lo), flags[lo:hi])
        if _field_line(inside[pos], forms.headings, forms.linked)
    ]
    before = _leading(blocks[:lo], flags[:lo], forms) if leading else []
    if not kept and not before:
        return {}
    paths = _paths_without_digits(inside)
    if aliases is not None:
        paths = _aliased(paths, aliases)
    if forms.linked:
        paths = [_linked_apart(b, path) for b, path in zip(inside, paths, strict=True)]
    wanted = {paths[pos] for pos in kept}.union(path for path, _ in before)
    at: dict[str, list[Block]] = {}
    for block, path in zip(inside, paths, strict=True):
        if path in wanted:
            at.setdefault(path, []).append(block)
    counted = (
        {paths[pos] for pos in kept if _is_count(inside[pos].text.strip())} if counts else set()
    )
    fields = {path for path, found in at.items() if _is_field(found, path in counted, forms)}
    if not fields or not _dated(inside, forms.native):
        return {}  # a list of entries (a manual's functions and their notes), not posts
    dropped = [inside[pos] for pos in kept if paths[pos] in fields]
    dropped += [block for path, block in before if path in fields]
    return {b.index: Decision(b.index, Label.BOILERPLATE, _FIELD) for b in dropped}


def _leading(
    blocks: Sequence[Block], flags: Sequence[bool], forms: CardForms = NO_FORMS
) -> list[tuple[str, Block]]:
    """The kept field lines of ``blocks`` (those before a thread's span), each with its
    path without digits: the first posts' cards, which a span that begins at its first
    repeated post or quote leaves out (vBulletin's opening post and first reply), are
    fields where the span's posts hold the same field at the same path."""
    headings, linked = forms.headings, forms.linked
    found = [b for b in compress(blocks, flags) if _field_line(b, headings, linked)]
    if linked:
        return [(_linked_apart(b, without_digits(b.path)), b) for b in found]
    return [(without_digits(b.path), b) for b in found]


def _linked_apart(block: Block, path: str) -> str:
    """The key of ``block``'s field: its path, marked for a linked line (a name, a rank
    that links to the user group), which is read apart from the path's other lines."""
    return path + "\x01" if block.features.link_density > 0 else path


def _aliased(paths: list[str], aliases: tuple[str, str]) -> list[str]:
    """``paths`` (digits left out) with those under the first of ``aliases`` (a post set
    apart) moved under the second (the run's first post)."""
    apart, run = (without_digits(prefix) + "/" for prefix in aliases)
    return [run + path[len(apart) :] if path.startswith(apart) else path for path in paths]


def _paths_without_digits(blocks: Sequence[Block]) -> list[str]:
    """Each block's path with its digits left out, in one pass over the joined paths (a
    long thread has thousands of blocks)."""
    joined = "\0".join(b.path for b in blocks)
    if joined.count("\0") == len(blocks) - 1:
        return without_digits(joined).split("\0")
    return [without_digits(b.path) for b in blocks]  # a path holding a NUL: one at a time


def _dated(blocks: Sequence[Block], native: bool = False) -> bool:
    """True when :data:`MIN_CARD_POSTS` of ``blocks`` hold a date or a time: a thread
    dates its posts (with ``native``, in a script's own digits too)."""
    dated = 0
    for block in blocks:
        dated += has_date_or_time(block.text) or (native and native_dated(block.text))
        if dated >= MIN_CARD_POSTS:
            return True
    return False


def _field_line(block: Block, headings: bool = False, linked: bool = False) -> bool:
    """True for a short line without a sentence, a heading, a link, a colon or a date;
    with ``headings``, a minor heading (level :data:`MIN_RANK_HEADING` or more) may be
    one: XenForo 2 writes the poster's rank as an ``h5`` under the name's ``h4``; with
    ``linked``, a link may be one (its path's other links must repeat its text)."""
    text = block.text
    if len(text) > MAX_CARD_CHARS or ":" in text:
        return False
    features = block.features
    if features.sentence_count or (features.link_density > 0 and not linked):
        return False
    level = features.heading_level
    if level and not (headings and level >= MIN_RANK_HEADING):
        return False
    return not has_date_or_time(text)


def _is_field(found: list[Block], counts: bool = False, forms: CardForms = NO_FORMS) -> bool:
    """True when the blocks at one path (``found``) are a card field: enough of them, each
    a field line, all bare numbers or few distinct texts. With ``counts``, a number may
    group its thousands ("65,797") and the dated lines at the path (a card's "Joined"
    date in the same ``dd`` as its counts) are left out of the test; ``forms``: the
    further forms of :class:`CardForms`."""
    if _field_of(found, counts, forms):
        return True  # no dated line among them (a field line holds none): nothing to leave
    return counts and _field_of([b for b in found if not has_date_or_time(b.text)], True, forms)


def _is_count(text: str) -> bool:
    """True for a count, bare or grouping its thousands ("65,797")."""
    return text.isdigit() or _COUNT.match(text) is not None


def _field_of(found: list[Block], counts: bool, forms: CardForms = NO_FORMS) -> bool:
    """:func:`_is_field` of ``found`` as they are."""
    headings, linked = forms.headings, forms.linked
    if len(found) < MIN_CARD_POSTS or not all(_field_line(b, headings, linked) for b in found):
        return False
    texts = [b.text.strip() for b in found]
    if all(t.isdigit() for t in texts):
        return True
    if counts and all(_is_count(t) for t in texts):
        return True
    if forms.signed and all(_SIGNED.match(t) for t in texts):
        return True  # a Q&A post's score: "34", "0", "-2"
    if forms.initials and all(len(t) <= MAX_INITIALS and t.isalpha() for t in texts):
        return True  # an avatar without a picture: the poster's initials, "Y", "JD"
    if len(set(texts)) > MAX_DISTINCT_SHARE * len(texts):
        return False
    if linked and all(b.features.link_density > 0 for b in found):
        return _shared(texts)  # linked names of a thread of few posters repeat too
    return True


def _shared(texts: list[str]) -> bool:
    """True when each text of ``texts`` is written :data:`MIN_CARD_POSTS` times or more: a
    rank or a button the posts share ("Su", "Cita" under each post), not the names of a
    thread of few posters, one of whom posts once or twice."""
    return min(Counter(texts).values()) >= MIN_CARD_POSTS
