"""``responsive_copies`` searches a class attribute only when it holds one of ``_PARTS``:
every class word its patterns name (each width, each hiding or showing word, each
device's suffix) answers as the patterns alone answer, and so do values without one."""

from __future__ import annotations

import itertools
import re

from thresher.methods.auto import responsive_copies as rc
from thresher.methods.auto.hidden_boxes import HIDING_CLASSES

_WORDS = ("hidden", "visible", "hide", "show")
_DEVICES = ("mobile", "tablet", "desktop", "phone")
_DEVICE_ENDS = ("only", "hide", "hidden", "show", "content", "view", "version")
_DISPLAYS = ("block", "flex", "grid", "inline", "table-cell", "contents")


def _words() -> list[str]:
    """The class words the patterns name, with their prefixes and suffixes."""
    widths = re.findall(r"[a-z0-9]+", rc._WIDTH.replace("?:", ""))
    found = [f"d-{w}-none" for w in widths] + [f"{b}:hidden" for b in ("sm", "md", "xl", "2xl")]
    for word, sep, width in itertools.product(_WORDS, "-_", widths):
        found += [f"{word}{sep}{width}", f"kit--{word}-for-{width}", f"u__{word}{sep}{width}-up"]
    for device, sep, end in itertools.product(_DEVICES, "-_", _DEVICE_ENDS):
        found.append(f"{device}{sep}{end}")
    shown = [f"d-md-{d}" for d in _DISPLAYS] + [f"lg:{d}" for d in _DISPLAYS]
    found += [f"{hiding} {show}" for hiding in sorted(HIDING_CLASSES) for show in shown]
    return found


def test_a_value_without_a_part_is_never_responsive():
    words = _words()
    plain = ["col-md-6 card", "grid-x", "d-flex", "md:flex", "nav-item active", "", "x" * 40]
    values = [*words, *(f"box {w} item" for w in words), *plain]
    answers = [(v, rc._responsive_value(v), rc.responsive(v)) for v in values]
    assert all(fast == slow for _, fast, slow in answers), [v for v, f, s in answers if f != s]
    assert sum(slow for _, _, slow in answers) > len(words)  # the words are responsive
    assert not any(rc.responsive(v) for v in plain)
