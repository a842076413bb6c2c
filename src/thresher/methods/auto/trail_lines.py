"""A breadcrumb trail the model kept: "You are here: Home / Recipes / …", "Home > News > …".

A page's template sets the trail of its sections above the headline, and the model,
reading the trail's last step (the headline again) beside the story, keeps it; no truth of
the left-out sets holds the trail. A kept block of at most :data:`MAX_CHARS` characters is
a trail when it opens with the trail's own words (:data:`HERE`: "You are here", "Sie
sind hier", "Vous êtes ici", "当前位置") or with the home page's name followed by two
steps or more (:data:`HOME_TRAIL`: "Home > News > Story", "首页 > 要闻 > 正文"). Such a
block is dropped; one inside a table's cell (a manual's example of a trail) stays. Words
as data, in English, German, French, Spanish, Italian, Portuguese, Dutch, Polish,
Russian, Chinese and Japanese; nothing here names a site (``docs/dev/s66-qweak30.md``).
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.kept_lines import WordTable, kept_opening
from thresher.types import Block, Decision, Label

MAX_CHARS = 300  # a trail of steps, not a paragraph
# The words that open a trail (lower case).
HERE = LazyPattern(
    r"(you are here|sie sind hier|vous [êe]tes ici|usted est[áa] aqu[íi]|est[áa]s aqu[íi]"
    r"|ti trovi (in|qui)|sei qui|voc[êe] est[áa] aqui|u bent hier|jeste[śs] tutaj"
    r"|вы здесь|вы находитесь|当前位置|您的位置|你的位置|現在位置|現在の位置)\s*[:：]?"
)
# The home page's name (lower case), then two steps or more of a trail.
_STEP = r"\s*[>»›/|→]+\s*[^>»›/|→\x00]+"
HOME_TRAIL = LazyPattern(
    r"(home|home ?page|startseite|accueil|inicio|in[íi]cio|pagina iniziale|strona g[łl][óo]wna"
    r"|главная|首页|主页|ホーム|トップ)" + _STEP + _STEP
)
# The home page's name and a step's mark: a line that opens so is read whole.
HOME_START = LazyPattern(HOME_TRAIL.pattern.partition(")")[0] + r")\s*[>»›/|→]")
STEP_MARK = LazyPattern(r"[>»›/|→]")  # a trail's steps are apart by one of these
STEP_MARKS = ">»›/|→"  # the same as characters: a kept line without any is no trail
HEAD = 40  # a line's opening characters, read first
# What a line that :data:`HERE` or :data:`HOME_START` match opens with (lower case,
# leading spaces off): only the kept lines opening with one, and holding a step's mark,
# are read (:func:`~thresher.methods.auto.kept_lines.kept_opening`).
TRAIL_OPENINGS = (
    "you are here", "sie sind hier", "vous êtes ici", "vous etes ici", "usted est",
    "estás aqu", "estas aqu", "ti trovi ", "sei qui", "você est", "voce est", "u bent hier",
    "jeste", "вы здесь", "вы находитесь", "当前位置", "您的位置", "你的位置", "現在位置",
    "現在の位置", "home", "startseite", "accueil", "inicio", "início", "pagina iniziale",
    "strona g", "главная", "首页", "主页", "ホーム", "トップ",
)  # fmt: skip
_OPENINGS = WordTable(TRAIL_OPENINGS)  # compiled once for the lines kernel
CELL_STEPS = ("/td", "/th")  # a block inside a table's cell, told by its path
_REASON = "breadcrumb trail (p={p:.2f})"


def drop_trail_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept breadcrumb trails ("You are here: Home / …", "Home > News > …"), dropped
    (``blocks``: the text blocks; ``probs``: their probabilities; ``flags``: their
    :func:`~thresher.methods.auto.decided.kept_flags`)."""
    found: dict[int, Decision] = {}
    opening = kept_opening(blocks, flags, MAX_CHARS, _OPENINGS, str.lower, None, STEP_MARKS)
    for pos in opening:  # one pass a page, in C: most pages hold no such line
        block = blocks[pos]
        if trail_line(block):
            reason = _REASON.format(p=probs[pos])
            found[block.index] = Decision(block.index, Label.BOILERPLATE, reason)
    return found


def trail_line(block: Block) -> bool:
    """Whether the block is a breadcrumb trail outside a table's cell."""
    text = block.text.lstrip()
    if STEP_MARK.search(text) is None:
        return False
    key = text[:HEAD].lower()  # the opening words are read first: most lines fail there
    if HERE.match(key) is None and (
        HOME_START.match(key) is None or HOME_TRAIL.match(text.lower()) is None
    ):
        return False
    return not any(step in block.path for step in CELL_STEPS)
