"""Small forms: a poll, a log-in or sign-up box, a comment or contact form, kept.

A reader poll ("Do you like the anthem? Yes / No"), a log-in popup ("If you are a
visitor, registering lets you…"), a newsletter sign-up or a comment form's labels
("Your name: *", "Your email address: * (We won't publish this.)") sit in a ``form``
element of a few lines. The block model reads each line alone and keeps a question, a
field's label or a box's pitch as it keeps prose. A page's content is not a small form:
the kept blocks inside a ``form`` whose whole text is short are dropped when the page
keeps text elsewhere. A page wrapped whole in one ``form`` (as some server frameworks
write every page) holds far more text than a box, and a form holding a good share of
what the page keeps (a calculator's or a search tool's choices) is the page's purpose:
both are left alone.

The tag is HTML's, not any site's; the rule was chosen by leave-one-source-out
validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from itertools import compress
from operator import attrgetter

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import kept_flags, relabel_beside_rest, writes_wide
from thresher.types import Block, Decision, Label

FORM_TAG = "form"
# A form element in a block's path (``tag#id.class/…``) written between slashes
# (``/path/``): a literal the search looks for first, not a test at every character.
_FORM_IN_PATH = re.compile(r"/form[#./]")
MAX_FORM_CHARS = 1000  # a form with more text (whitespace left out) is a page's wrapper
MAX_SHARE = 0.2  # of the page's kept text: a form holding more is the page's purpose
MIN_REST = 200  # characters kept outside the forms: the page says something else
# ... where a sign-up box's heading is written in a CJK script, whose character says what
# a word says in a Latin one (a Japanese job board keeps 190 characters of offers)
MIN_REST_WIDE = 100
MIN_LIKE_FORMS = 3  # forms of one class, each holding kept prose: a thread's posts
MIN_CARD_LINES = 2  # kept lines of a card written in its own form: a title and a price
_DIGIT_RUNS = re.compile(r"\d+")
_REASON = "inside a small form (a poll, log-in, sign-up or comment form; p={p:.2f})"
_PATH = attrgetter("path")


def drop_form_boxes(
    blocks: Sequence[Block],
    probs: Sequence[float],
    decisions: Mapping[int, Decision],
    flags: Sequence[bool] | None = None,
    posts_kept: bool = True,
    cards_kept: bool = False,
    wide: bool = False,
) -> dict[int, Decision]:
    """The kept blocks inside a small ``form``, dropped (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's :func:`kept_flags` under
    ``decisions``, when the caller has them). With ``posts_kept``, the forms of a thread's
    posts stay (:func:`_post_forms`); with ``cards_kept``, so do a grid's cards written
    each in its own form (Magento's ``product_addtocart_form``: ``_post_forms``' cards);
    with ``wide``, the page need keep only :data:`MIN_REST_WIDE` characters besides where
    the first such line is written in a CJK script (a contact form's "お名前").

    ``decisions`` is read only; the changed decisions are returned.
    """
    kept = kept_flags(decisions, blocks) if flags is None else flags
    if FORM_TAG not in "\n".join(map(_PATH, compress(blocks, kept))):  # most pages
        return {}
    small: dict[object, bool] = {}  # each form's size test, once a page
    by_form: dict[object, list[int]] = {}
    forms: dict[object, object | None] = {}  # each element walked through: its form
    for pos, block in enumerate(blocks):
        if kept[pos] and _may_hold_form(block.path):
            form = _form_of(block.element, forms)
            if form is not None and _small(form, small):
                by_form.setdefault(form, []).append(pos)
    if posts_kept or cards_kept:
        for form in _post_forms(blocks, by_form, posts_kept, cards_kept):
            del by_form[form]
    if not by_form:
        return {}
    total = sum(len(block.text) for block in compress(blocks, kept))
    inside = [
        pos
        for positions in by_form.values()
        if sum(len(blocks[pos].text) for pos in positions) <= MAX_SHARE * total
        for pos in positions
    ]
    if not inside:
        return {}
    rest = MIN_REST_WIDE if wide and writes_wide(blocks[inside[0]].text) else MIN_REST
    return relabel_beside_rest(blocks, probs, inside, kept, Label.BOILERPLATE, _REASON, rest)


def _post_forms(
    blocks: Sequence[Block],
    by_form: Mapping[object, list[int]],
    posts: bool = True,
    cards: bool = False,
) -> list[object]:
    """The forms among ``by_form`` (each small form's kept positions in ``blocks``) that
    are :data:`MIN_LIKE_FORMS` or more of one (named) class, each holding other kept prose
    (``posts``) or, with ``cards``, :data:`MIN_CARD_LINES` kept lines or more (a card's
    title and its price): a thread that writes each post in its own edit form (``<form
    class="usertext">``), a grid that writes each card in its own, not a box beside the
    page's text. A page's poll, log-in and sign-up boxes differ in class, and a sign-up
    box the page repeats says the same each time."""
    by_class: dict[str, dict[object, str]] = {}
    for form, positions in by_form.items():
        if (cards and len(positions) >= MIN_CARD_LINES) or (
            posts and any(blocks[pos].features.sentence_count for pos in positions)
        ):
            key = _DIGIT_RUNS.sub("", form.get("class") or "").strip()  # type: ignore[attr-defined]
            if key:
                by_class.setdefault(key, {})[form] = "\n".join(blocks[p].text for p in positions)
    return [
        form
        for like in by_class.values()
        if len(set(like.values())) >= MIN_LIKE_FORMS  # a sign-up box repeated is one box
        for form in like
    ]


def _may_hold_form(path: str) -> bool:
    """True when an element of the path (``tag#id.class/…``) is a ``form`` (the plain
    search first: most paths hold no "form" at all)."""
    return FORM_TAG in path and _FORM_IN_PATH.search(f"/{path}/") is not None


def enclosing_form(block: Block) -> object | None:
    """The nearest ``form`` element holding the block (its own element or an ancestor),
    or None."""
    node = block.element
    while node is not None:
        if node.tag == FORM_TAG:
            return node
        node = node.getparent()
    return None


def _form_of(node: object | None, memo: dict[object, object | None]) -> object | None:
    """:func:`enclosing_form` of a block whose element is ``node`` (``memo``: the answer
    of each element walked through so far, shared by a page's blocks: a walk stops at the
    first element an earlier one reached, as a thread's per-post forms make each block
    of a post climb the same steps)."""
    walked = []
    form = None
    while node is not None:
        if node in memo:
            form = memo[node]
            break
        walked.append(node)
        if node.tag == FORM_TAG:  # type: ignore[attr-defined]
            form = node
            break
        node = node.getparent()  # type: ignore[attr-defined]
    for seen in walked:
        memo[seen] = form
    return form


def _small(form, memo: dict[object, bool]) -> bool:
    """True when the form's text, whitespace left out, is at most :data:`MAX_FORM_CHARS`
    (``memo``: the answers so far by form; the blocks of a form share it)."""
    answer = memo.get(form)
    if answer is None:
        answer = memo[form] = _text_within(form, MAX_FORM_CHARS)
    return answer


def _text_within(node, limit: int) -> bool:
    """True when the node's characters other than whitespace number at most ``limit``
    (counted piece by piece: a page-wide form is turned away without reading on)."""
    seen = 0
    for piece in node.itertext():
        seen += sum(map(len, piece.split()))
        if seen > limit:
            return False
    return True


_HEADING = FEATURE_NAMES.index("heading_level")  # the feature matrix's column
MAX_HEADING_CHARS = 80  # a sign-up box's heading: a call of a few words
MAX_BOX_CHARS = 300  # the box's text besides its heading: the form's labels and button
BOX_LINES = 4  # blocks after a sign-up box's heading its own lines may be
_EMAIL_FIELD = "input[@type='email' or @name='email' or @name='EMAIL']"
_HEADING_REASON = "heading of a sign-up box over its e-mail form (p={p:.2f})"
# The words of a newsletter's call, by language (lower case, found anywhere in the
# heading): a sign-up box that pitches something else ("Would you like a 4 day work
# week?") is kept by some truths as the page's own offer.
SIGNUP_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("newsletter", "subscribe", "sign up for", "mailing list", "inbox")),
    ("de", ("newsletter", "abonnieren", "anmelden")),
    ("fr", ("newsletter", "lettre d'information", "abonnez", "inscrivez")),
    ("es", ("boletín", "newsletter", "suscríbete", "suscribirse", "suscríbase")),
    ("it", ("newsletter", "iscriviti", "iscrizione")),
    ("pt", ("newsletter", "assine", "inscreva", "boletim")),
    ("ru", ("рассылк", "подпишитесь", "подписаться", "подписка")),
    ("zh", ("订阅", "訂閱", "电子报", "邮件列表")),
    ("ja", ("ニュースレター", "メルマガ", "購読", "登録")),
    ("nl pl", ("nieuwsbrief", "abonneer", "schrijf je in", "zapisz się", "subskrybuj")),
    ("cs tr", ("newsletter", "odebírat", "přihlaste se", "bülten", "abone ol")),
    ("id ko ar", ("berlangganan", "buletin", "뉴스레터", "구독", "النشرة البريدية", "اشترك")),
)
_SIGNUP = tuple(sorted({w for _, words in SIGNUP_WORDS for w in words}))


def drop_form_headings(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    kept: Sequence[bool],
    box_lines: bool = False,
) -> dict[int, Decision]:
    """The kept headings of a sign-up box ("Subscribe to our newsletter", "Abonnieren Sie
    unseren Newsletter"), dropped (``blocks``: the text blocks; ``features``: their
    feature matrix, whose heading column picks the candidates; ``probs``: their
    probabilities; ``kept``: each block's kept flag): a heading of
    :data:`MAX_HEADING_CHARS` or fewer that says a newsletter's call
    (:data:`SIGNUP_WORDS`), outside any form, whose parent element holds a
    ``form`` with an e-mail field and :data:`MAX_BOX_CHARS` or fewer characters besides
    the heading, when the page keeps :data:`MIN_REST` characters besides
    (:data:`MIN_REST_WIDE` when the first such heading is written in a CJK script). The box's
    heading is written outside the form, where :func:`drop_form_boxes` does not reach.
    With ``box_lines``, the kept blocks among the :data:`BOX_LINES` after the heading whose
    element is a child of the same box go with it (the box's pitch, its "No spam" note)."""
    found = []
    headings = (features[:, _HEADING] > 0).nonzero()[0].tolist() if len(blocks) else []
    for pos in headings:
        block = blocks[pos]
        if not kept[pos] or len(block.text) > MAX_HEADING_CHARS:
            continue
        lowered = block.text.lower()
        if not any(word in lowered for word in _SIGNUP):
            continue
        element = block.element
        parent = element.getparent() if element is not None else None
        if parent is None or _may_hold_form(block.path):
            continue
        if _signup_box(parent, len(block.text)):
            found.append(pos)
            if box_lines:
                found.extend(_box_lines(blocks, kept, pos, parent))
    if not found:
        return {}
    rest = MIN_REST_WIDE if writes_wide(blocks[found[0]].text) else MIN_REST
    return relabel_beside_rest(blocks, probs, found, kept, Label.BOILERPLATE, _HEADING_REASON, rest)


def _box_lines(blocks: Sequence[Block], kept: Sequence[bool], pos: int, box: object) -> list[int]:
    """The kept positions among the :data:`BOX_LINES` blocks after ``pos`` whose element is a
    child of ``box``."""
    return [
        at
        for at in range(pos + 1, min(pos + 1 + BOX_LINES, len(blocks)))
        if kept[at] and blocks[at].element is not None and blocks[at].element.getparent() is box
    ]


def _signup_box(box: object, heading_chars: int) -> bool:
    """True when ``box`` holds a ``form`` with an e-mail field and little text besides a
    heading of ``heading_chars`` characters."""
    forms = box.xpath(f"./form[.//{_EMAIL_FIELD}] | ./div/form[.//{_EMAIL_FIELD}]")
    if not forms:
        return False
    text = "".join(box.itertext())
    return len("".join(text.split())) - heading_chars <= MAX_BOX_CHARS
