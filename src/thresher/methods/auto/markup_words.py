"""A word searched in a page's markup before any element is walked (a rule that cannot
fire on a page without its class or type word passes the page over at once).

The definition is ``word in source``. A page's source is long and rarely ASCII-only, and
``in`` steps at most the word's length at a time over its 2- or 4-byte characters; the
rules kernel (``thresher._core._rules.holds``) jumps instead from one place of the word's
character rarest in markup to the next and compares the word around it there
(``tests/test_compiled_rules.py`` holds the two equal).
"""

from __future__ import annotations

from thresher._core import kernel
from thresher._core.modules import RULES


def source_holds(source: str, word: str, pivot: int = 0) -> bool:
    """``word in source``, by the rules kernel when it is built (``pivot``: the place in
    ``word`` of its character rarest in markup, where the kernel's search jumps)."""
    compiled = kernel(RULES)
    if compiled is None:
        return word in source
    return compiled.holds(source, word, pivot)
