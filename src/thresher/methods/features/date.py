"""Publication time (§2.3): the paper's expression on the text between title and body.

Chinese portals print the time between the headline and the article, so the
first match of ``date_pattern`` in the text nodes after the title node and
before the body's first body-labelled node is the publication time. Without a
title node the search starts at the top of the page.

The time is returned whole (:class:`FoundTime`): the result's ``date`` is its
date part (``YYYY-MM-DD``), ``metadata.date_time`` the date with the hour,
minutes and seconds the expression matched (``2022-02-13T09:57``). A match
counts when it is a real calendar date whose year lies from 1995 to next year
(``date_max_years_ahead``; the paper's ``20xx`` already rules out earlier
years, the upper bound is ours: a "2093-…" serial number is no date); a time
of day past 23:59:59 keeps only the date.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from thresher.html.dom_index import PageIndex
from thresher.methods.features.body import BodyChoice
from thresher.methods.features.nodes import TextNode

_DEFAULT_YEARS = (1995, date.today().year + 1)


def between_title_and_body(
    index: PageIndex,
    nodes: Sequence[TextNode],
    is_body: Sequence[bool],
    title_at: int | None,
    body: BodyChoice,
) -> list[TextNode]:
    """Text nodes after the title's subtree and before the first body node that follows it."""
    start = index.ends[title_at] if title_at is not None else -1
    end = _body_start(index, nodes, is_body, start, body)
    return [n for n in nodes if start < n.position < end]


def _body_start(
    index: PageIndex,
    nodes: Sequence[TextNode],
    is_body: Sequence[bool],
    start: int,
    body: BodyChoice,
) -> int:
    for node, flag in zip(nodes, is_body, strict=True):
        if node.position > start and flag and body.holds(index, node.position) is not None:
            return node.position
    if body.reference is not None and body.reference.position > start:
        return body.reference.position
    return len(index)


@dataclass(frozen=True)
class FoundTime:
    """A publication time: its date (ISO) and the whole time found (ISO, with the clock)."""

    date: str
    whole: str


def paper_date(
    texts: Sequence[str], pattern: str, years: tuple[int, int | None] = _DEFAULT_YEARS
) -> str | None:
    """The first valid date the expression matches in ``texts``, as ISO ``YYYY-MM-DD``."""
    found = paper_time(texts, pattern, years)
    return found.date if found else None


def paper_time(
    texts: Sequence[str], pattern: str, years: tuple[int, int | None] = _DEFAULT_YEARS
) -> FoundTime | None:
    """The first valid time the expression matches in ``texts``, with its clock when matched."""
    compiled = re.compile(pattern)
    for text in texts:
        for match in compiled.finditer(text):
            day = _valid(match.group(1), match.group(2), match.group(3), years)
            if day:
                return FoundTime(day, day + _clock(match))
    return None


def _valid(year: str, month: str, day: str, years: tuple[int, int | None]) -> str | None:
    try:
        found = date(int(year), int(month), int(day))
    except ValueError:
        return None
    low, high = years
    if found.year < low or (high is not None and found.year > high):
        return None
    return found.isoformat()


def _clock(match: re.Match[str]) -> str:
    """``THH:MM[:SS]`` from the expression's fourth group (the time of day); empty without one.

    The group starts with the separator after the day, then two digits each for the
    hour, minutes and seconds, one separator character between them.
    """
    rest = (match.group(4) or "") if (match.re.groups or 0) >= 4 else ""
    digits = [rest[i : i + 2] for i in (1, 4, 7) if rest[i : i + 2].isdigit()]
    if len(digits) < 2:
        return ""
    clock = [int(d) for d in digits[:3]]
    if clock[0] > 23 or any(part > 59 for part in clock[1:]):
        return ""
    return "T" + ":".join(f"{part:02d}" for part in clock)
