"""A heading kept alone after a thread, over a box the rules dropped.

Under a thread's last post a forum or Q&A page sets its own boxes: "Similar threads",
"Похожие вопросы", "関連するQ&A", "관련 질문", a list of other threads' titles. The model
drops the list (links) but may keep its heading, a short line it reads like a post's
title; the text then ends in a heading with nothing under it. The word tables of
:mod:`thresher.methods.auto.related_headings` name such boxes on story pages in a few
languages; after a recognised thread the place says it in any language.

The last kept text block, when it is a heading (:data:`MAX_HEADING_CHARS` at most) after
the end of a recognised thread's posts and a dropped block follows it, is dropped: a
section of which only the heading was kept is no content of the thread.

Under the last post an engine also writes where its reply form would be, to a reader
who is not signed in: "请先登录或注册后回复", "Join group to post", "Musisz być członkiem
klubu, aby odpowiedzieć". The first kept short lines after a recognised thread's posts
that hold a word of signing in, registering or joining (:data:`_SIGN_IN`) and one of
replying, posting or taking part in the discussion (:data:`_REPLY`: "Sie müssen sich
einloggen, um sich an der Diskussion zu beteiligen"), in the engines' packs of many
languages, are dropped (:func:`drop_closing_prompts`): a post's own text does not follow
its thread. Flarum writes that prompt inside the thread, as the stream's last post box
(its reply placeholder): the last kept line of the thread, when it is such a prompt and
the whole text of a box of its own, is dropped too (:func:`drop_placeholder_prompts`).

A board's box under the thread may keep a line or two with its heading: phpBB's "Who is
online" over "Users browsing this forum: No registered users and 3 guests", a
statistics box. When the last kept heading after a recognised thread's posts is
followed only by :data:`MAX_BOX_LINES` kept short lines without a sentence, the heading
and its lines are dropped (:func:`drop_closing_boxes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import compress, islice
from typing import Any

from lxml import etree

from thresher.html.nodes import self_and_ancestors
from thresher.html.patterns import LazyPattern
from thresher.methods.auto.post_chrome import span_positions
from thresher.types import Block, Decision, Label

MAX_HEADING_CHARS = 60  # a box's name, not a post's title over its text

_REASON = "heading closing a thread over a dropped box"


def drop_closing_heading(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The last kept block of ``blocks`` (the text blocks; ``flags``: each one's kept
    flag), dropped when it is a short heading after ``span`` (the recognised thread's
    first and last block index) and a dropped block follows it."""
    if span is None:
        return {}
    count = len(flags)
    last = next(compress(range(count - 1, -1, -1), reversed(flags)), -1)  # one C pass
    if last < 0 or last == count - 1:  # nothing kept, or nothing after it
        return {}
    block = blocks[last]
    heading = block.features.heading_level and len(block.text) <= MAX_HEADING_CHARS
    if not heading or block.index <= span[1]:
        return {}
    return {block.index: Decision(block.index, Label.BOILERPLATE, _REASON)}


MAX_PROMPT_CHARS = 100  # one line of a prompt, not a post
MAX_PROMPT_LINES = 2  # the kept lines after the thread looked at
# Signing in, registering, joining or being a member, as the packs write it (lowered;
# stems where a language inflects).
_SIGN_IN = LazyPattern(
    r"log ?in|sign ?in|sign ?up|regist|join|member|anmeld|einlogg|mitglied|connect|inscri"
    r"|membre|inicia sesión|inicie sesión|miembro|accedi|membro|entre |faça login|войд"
    r"|зарегистр|авториз|участник|увійд|zaloguj|zarejestr|członk|přihl|zaregistr|giriş"
    r"|kayıt|üye|masuk|daftar|anggota|đăng nhập|đăng ký|thành viên|התחבר|הירשם|חבר"
    r"|تسجيل|سجل|عضو|登录|登入|登錄|注册|註冊|加入|ログイン|登録|参加|로그인|가입|회원"
    r"|melde dich an|melden sie sich an|الدخول|συνδεθ|σύνδεσ|συνδέσ|εγγραφ|μέλος"
)
# Replying, posting, commenting or taking part in the discussion, as the packs write it
# (lowered; stems).
_REPLY = LazyPattern(
    r"repl|post|comment|respond|antwort|beitr|kommentier|répond|publier|respuesta|responder"
    r"|comentar|publicar|rispond|commentare|ответ|коммент|відпов|odpowi|komentarz|odpověd"
    r"|komentář|cevap|yanıt|yorum|balas|komentar|trả lời|bình luận|להגיב|תגובה|الرد|رد|تعليق"
    r"|回复|回覆|评论|評論|发表|發表|发帖|發帖|返信|投稿|コメント|回答|답글|댓글|답변|글쓰기"
    r"|discus|diskus|dyskusj|beteilig|teilnehm|particip|partecip|обсужд|обговор|tartış"
    r"|讨论|討論|参与|參與|議論|토론|참여|إجاب|اجاب|απαντ|απάντ|σχολι|σχόλι"
)
_PROMPT = "a prompt to sign in to reply, closing a thread ({text!r})"


def is_reply_prompt(text: str) -> bool:
    """True for a short line holding a word of signing in or joining (:data:`_SIGN_IN`)
    and one of replying or posting (:data:`_REPLY`): "Log in to reply", "请先登录或注册后
    回复", "投稿するにはグループに参加してください"."""
    if len(text) > MAX_PROMPT_CHARS:
        return False
    line = text.lower()
    return _SIGN_IN.search(line) is not None and _REPLY.search(line) is not None


def drop_closing_prompts(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The first kept lines (:data:`MAX_PROMPT_LINES`) after ``span`` (a recognised
    thread's first and last block index; ``blocks`` the text blocks, ``flags`` their kept
    flags) that are a prompt to sign in to reply (:func:`is_reply_prompt`), dropped."""
    if span is None:
        return {}
    _, hi = span_positions(blocks, span)
    after = islice(compress(blocks[hi:], flags[hi:]), MAX_PROMPT_LINES)
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _PROMPT.format(text=b.text[:30]))
        for b in after
        if is_reply_prompt(b.text)
    }


_PLACEHOLDER = "a prompt to sign in to reply, a box of its own closing a thread ({text!r})"


def drop_placeholder_prompts(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The last kept line inside ``span`` (a recognised thread's first and last block
    index; ``blocks`` the text blocks, ``flags`` their kept flags), dropped when it is a
    prompt to sign in to reply (:func:`is_reply_prompt`) that is the whole text of a box
    of its own (:func:`own_box_text`): the reply form's placeholder an engine writes as
    the stream's last post box (Flarum's ``ReplyPlaceholder``). A last post's own line
    ("Log in to the router and post the output") shares its box with the post's name,
    date and buttons."""
    if span is None:
        return {}
    lo, hi = span_positions(blocks, span)
    last = list(islice(compress(reversed(blocks[lo:hi]), reversed(flags[lo:hi])), 2))
    if len(last) < 2 or not is_reply_prompt(last[0].text):
        return {}
    prompt, before = last
    if not own_box_text(prompt.element, before.element, prompt.text):
        return {}
    return {
        prompt.index: Decision(
            prompt.index, Label.BOILERPLATE, _PLACEHOLDER.format(text=prompt.text[:30])
        )
    }


def own_box_text(element: Any, before: Any, text: str) -> bool:
    """True when the branch that holds ``element`` below the nearest element it shares
    with ``before`` (the kept line before it) writes ``text`` and nothing else (spaces
    aside): the line is a box of its own, not a line of the box before it."""
    if element is None or before is None:
        return False
    shared = set(self_and_ancestors(before))
    branch = element
    for node in self_and_ancestors(element):
        if node in shared:
            break
        branch = node
    else:
        return False
    if branch in shared:  # the line holds the line before it
        return False
    written = etree.tostring(branch, method="text", encoding=str, with_tail=False)
    return written.split() == text.split()


MAX_BOX_LINES = 2  # kept lines under a closing box's heading: a count or a list of names
MAX_BOX_LINE_CHARS = 80
_BOX = "a box closing a thread: a heading and short lines after its posts ({text!r})"


def drop_closing_boxes(
    blocks: Sequence[Block], flags: Sequence[bool], span: tuple[int, int] | None
) -> dict[int, Decision]:
    """The last kept heading after ``span`` (a recognised thread's first and last block
    index; ``blocks`` the text blocks, ``flags`` their kept flags) and the one or two kept
    lines after it, dropped when each line is short, no heading and no sentence."""
    if span is None:
        return {}
    _, hi = span_positions(blocks, span)
    after = list(compress(blocks[hi:], flags[hi:]))
    tail = after[-MAX_BOX_LINES - 1 :]
    at = next((k for k in range(len(tail) - 2, -1, -1) if _box_heading(tail[k])), -1)
    if at < 0 or not all(map(_box_line, tail[at + 1 :])):
        return {}
    return {
        b.index: Decision(b.index, Label.BOILERPLATE, _BOX.format(text=b.text[:30]))
        for b in tail[at:]
    }


def _box_heading(block: Block) -> bool:
    return bool(block.features.heading_level) and len(block.text) <= MAX_HEADING_CHARS


def _box_line(block: Block) -> bool:
    features = block.features
    return (
        len(block.text) <= MAX_BOX_LINE_CHARS
        and not features.heading_level
        and not features.sentence_count
    )
