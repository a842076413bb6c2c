"""A block's text with its inline markup: code, bold, italic and links.

The segmentation keeps every text piece a block took, as (element, "text" |
"tail"). The inline elements between a piece and the block's own element say
how the piece was shown; consecutive pieces shown alike form one run. A
renderer then opens and closes its markers where the runs' markup changes,
with the spaces between words kept outside the markers (``**bold** text``,
never ``**bold **text``). When the runs do not spell the block's text exactly
(blocks rebuilt from JSON carry no pieces), there is nothing to mark up.
"""

from __future__ import annotations

import dataclasses
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thresher.types import Block
from thresher.urls import join_url

if TYPE_CHECKING:
    from thresher.output.content import ExtractedContent

STYLE_OF_TAG = {
    "code": "code",
    "kbd": "code",
    "samp": "code",
    "tt": "code",
    "strong": "strong",
    "b": "strong",
    "em": "em",
    "i": "em",
    "a": "a",
}

_NESTING = ("a", "strong", "em", "code")
Markup = tuple[tuple[str, str], ...]  # (style, href for links else ""), outermost first


@dataclass(frozen=True)
class InlineRenderer:
    """Writes a block's words with a format's markers (Markdown, HTML).

    ``escape`` makes any text safe for the format, ``escape_start`` the start of
    a block (Markdown: a leading ``#`` or ``1.``); ``opener``/``closer`` write
    a style's markers, ``(style, href)`` with ``href`` set for links.
    ``escape_run``, when given, writes a run's words knowing their markup (Markdown:
    a code span's backticks, a link text's brackets) in place of ``escape``.
    ``flank_safe``: emphasis never starts or ends on punctuation (Markdown, where
    ``**A13:**I`` does not close: :func:`punctuation_outside_emphasis`).
    """

    formatting: bool
    links: bool
    page_url: str | None
    escape: Callable[[str], str]
    escape_start: Callable[[str], str]
    opener: Callable[[tuple[str, str]], str]
    closer: Callable[[tuple[str, str]], str]
    escape_run: Callable[[str, Markup], str] | None = None
    flank_safe: bool = False

    @classmethod
    def for_extraction(cls, extraction: ExtractedContent, **format_functions) -> InlineRenderer:
        """The renderer the extraction's options ask for (``include_formatting``,
        ``include_links``), with a format's ``escape``, ``escape_start``,
        ``opener`` and ``closer``."""
        return cls(
            bool(extraction.options.get("include_formatting", True)),
            bool(extraction.options.get("include_links")),
            extraction.url,
            **format_functions,
        )

    def render(self, block: Block, shown: str) -> str:
        """``shown`` (the block's text as the format shows it) with its inline markup."""
        runs = inline_runs(
            block, shown, formatting=self.formatting, links=self.links, page_url=self.page_url
        )
        if runs is None:
            return self._linked_by_anchor(block, self.escape_start(self.escape(shown)))
        if self.flank_safe:
            runs = punctuation_outside_emphasis(runs)
        escape_run = self.escape_run or (lambda core, _markup: self.escape(core))
        marked = [
            dataclasses.replace(run, core=escape_run(run.core, run.markup) if run.core else "")
            for run in runs
        ]
        first = next(i for i, run in enumerate(marked) if run.core)
        if not marked[first].markup:  # behind a marker no block can start
            start = self.escape_start(marked[first].core)
            marked[first] = dataclasses.replace(marked[first], core=start)
        return render_runs(marked, self.opener, self.closer)

    def _linked_by_anchor(self, block: Block, text: str) -> str:
        """Links put in by their anchor text, for blocks that carry no pieces."""
        if not self.links:
            return text
        for anchor, href in block.links:
            escaped = self.escape(anchor)
            if escaped in text and href and not href.lower().startswith("javascript:"):
                style = ("a", join_url(self.page_url, href))
                text = text.replace(escaped, self.opener(style) + escaped + self.closer(style), 1)
        return text


@dataclass(frozen=True)
class Run:
    """Text shown with one markup: leading space, words, trailing space."""

    lead: str
    core: str
    trail: str
    markup: Markup


def inline_runs(
    block: Block, shown: str, *, formatting: bool, links: bool, page_url: str | None
) -> list[Run] | None:
    """The runs of ``shown`` (the block's text as renderers show it), or None when
    there is no markup to show or the pieces do not spell the text."""
    if not (formatting or links) or not block.pieces or block.kind in ("pre", "img"):
        return None
    groups: list[tuple[Markup, list[str]]] = []
    for element, kind in block.pieces:
        raw = (element.text if kind == "text" else element.tail) or ""
        start = element if kind == "text" else element.getparent()
        markup = _markup(start, block.element, formatting, links, page_url)
        if block.features.heading_level:  # a heading is bold already
            markup = tuple(style for style in markup if style[0] != "strong")
        if groups and groups[-1][0] == markup:
            groups[-1][1].append(raw)
        else:
            groups.append((markup, [raw]))
    if not any(markup for markup, _ in groups):
        return None
    return _trimmed([_run(markup, "".join(raws)) for markup, raws in groups], shown)


def punctuation_outside_emphasis(runs: Sequence[Run]) -> list[Run]:
    """Runs whose bold or italic words do not start or end on punctuation against a
    letter: such punctuation moves out of the emphasis (in CommonMark ``**A13:**I``
    does not close and shows its stars; ``**night.**`` at a paragraph's end does)."""
    texts = [run.lead + run.core + run.trail for run in runs]
    out: list[Run] = []
    for i, run in enumerate(runs):
        plain = tuple(style for style in run.markup if style[0] not in ("strong", "em"))
        if plain == run.markup or not run.core or ("code", "") in run.markup:
            out.append(run)
            continue
        before = not run.lead and _wordlike(_last_char(texts[:i]))
        after = not run.trail and _wordlike(_first_char(texts[i + 1 :]))
        out.extend(_split_edges(run, plain, before, after))
    return out


def _last_char(texts: Sequence[str]) -> str:
    return next((text[-1] for text in reversed(texts) if text), "")


def _first_char(texts: Sequence[str]) -> str:
    return next((text[0] for text in texts if text), "")


def _split_edges(run: Run, plain: Markup, before: bool, after: bool) -> list[Run]:
    """The run with its leading (``before``) and trailing (``after``) punctuation in
    runs of their own, without emphasis."""
    start, end = _word_span(run.core)
    if start == len(run.core):  # punctuation alone
        return [Run(run.lead, run.core, run.trail, plain)]
    start, end = (start if before else 0), (end if after else len(run.core))
    head, body, tail = run.core[:start], run.core[start:end], run.core[end:]
    out: list[Run] = []
    if head:
        trail = " " if head[-1:].isspace() else ("" if body else run.trail)
        out.append(Run(run.lead, head.rstrip(), trail, plain))
    if body:
        out.append(Run("" if head else run.lead, body, "" if tail else run.trail, run.markup))
    if tail:
        lead = "" if body or head else run.lead
        out.append(Run(" " if tail[:1].isspace() else lead, tail.lstrip(), run.trail, plain))
    return out


def _wordlike(char: str) -> bool:
    """True for a character beside which a star must touch a letter: neither
    whitespace nor punctuation (a letter, a digit, a zero-width space)."""
    if not char or char.isspace():
        return False
    return not unicodedata.category(char).startswith(("P", "S"))


def _word_span(text: str) -> tuple[int, int]:
    """Where the text's first letter or digit starts and its last one ends."""
    start = next((i for i, ch in enumerate(text) if ch.isalnum()), len(text))
    end = next((i for i in range(len(text), start, -1) if text[i - 1].isalnum()), start)
    return start, end


def render_runs(
    runs: Sequence[Run],
    opener: Callable[[tuple[str, str]], str],
    closer: Callable[[tuple[str, str]], str],
) -> str:
    """Join runs, opening and closing markers where their markup changes."""
    out: list[str] = []
    stack: list[tuple[str, str]] = []
    pending = ""
    for run in runs:
        if not run.core:
            pending += run.lead + run.trail
            continue
        keep = _common_prefix(stack, run.markup)
        while len(stack) > keep:
            out.append(closer(stack.pop()))
        out.append(_space(pending + run.lead))
        for style in run.markup[keep:]:
            out.append(opener(style))
            stack.append(style)
        out.append(run.core)
        pending = run.trail
    out.extend(closer(style) for style in reversed(stack))
    return "".join(out).strip()


def _run(markup: Markup, raw: str) -> Run:
    words = " ".join(raw.split())
    if not words:
        return Run(" " if raw else "", "", "", markup)
    lead = " " if raw[:1].isspace() else ""
    trail = " " if raw[-1:].isspace() else ""
    return Run(lead, words, trail, markup)


def _markup(element, owner, formatting: bool, links: bool, page_url: str | None) -> Markup:
    """The inline markup between ``element`` (included) and the block's ``owner``."""
    found: list[tuple[str, str]] = []
    while element is not None and element is not owner:
        style = STYLE_OF_TAG.get(element.tag) if isinstance(element.tag, str) else None
        if style == "a" and links:
            href = (element.get("href") or "").strip()
            if href and not href.lower().startswith("javascript:"):
                found.append(("a", join_url(page_url, href)))
        elif style and style != "a" and formatting:
            found.append((style, ""))
        element = element.getparent()
    return _outermost_first(found)


def _outermost_first(found: list[tuple[str, str]]) -> Markup:
    """Each style once, in a fixed nesting: a link outside, code inside (Markdown
    reads no link inside backticks)."""
    out: dict[str, tuple[str, str]] = {}
    for style, href in reversed(found):
        out.setdefault(style, (style, href))
    return tuple(sorted(out.values(), key=lambda style: _NESTING.index(style[0])))


def _plain(runs: Sequence[Run]) -> str:
    return " ".join("".join(run.lead + run.core + run.trail for run in runs).split())


def _trimmed(runs: list[Run], shown: str) -> list[Run] | None:
    """Runs cut to ``shown`` (renderers drop trailing permalink marks), or None when
    they do not spell it."""
    while runs:
        plain = _plain(runs)
        if plain == shown:
            return runs
        if not plain.startswith(shown):
            return None
        last, extra = runs[-1], len(plain) - len(shown)
        if extra >= len(last.core):
            runs = runs[:-1]
        else:
            runs = [*runs[:-1], Run(last.lead, last.core[:-extra].rstrip(), "", last.markup)]
    return None


def _common_prefix(stack: list[tuple[str, str]], markup: Markup) -> int:
    keep = 0
    while keep < min(len(stack), len(markup)) and stack[keep] == markup[keep]:
        keep += 1
    return keep


def _space(whitespace: str) -> str:
    return " " if whitespace else ""
