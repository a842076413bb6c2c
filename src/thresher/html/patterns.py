"""Patterns compiled the first time a page needs them, not at ``import thresher``.

``re`` builds a pattern in Python (parse, then a compile that walks every character of
a class or an alternation of words): a table of a few hundred words in many languages
costs millions of instructions, once per process. A batch worker and a CLI call pay it
whether or not a page ever reaches the rule that reads it. :class:`LazyPattern` holds
the source and flags of such a pattern and compiles it when one of ``re.Pattern``'s
search methods is first called (:func:`compiled_with`, a cache on a pure function), so
a rule reached by a few pages in a hundred costs nothing elsewhere. The answers are the
compiled pattern's own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any


@cache
def compiled_with(source: str, flags: int) -> re.Pattern[str]:
    """``re.compile(source, flags)``, once a process."""
    return re.compile(source, flags)


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled at its first search. ``pattern`` is read
    without compiling (other patterns are built from it); ``flags``, ``groups`` and
    ``groupindex`` and every search method are the compiled pattern's."""

    __slots__ = ("_flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._flags = int(flags)

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if no search needed it yet)."""
        return compiled_with(self.pattern, self._flags)

    @property
    def flags(self) -> int:
        """``re.Pattern.flags``."""
        return self.compiled().flags

    @property
    def groups(self) -> int:
        """``re.Pattern.groups``."""
        return self.compiled().groups

    @property
    def groupindex(self) -> Any:
        """``re.Pattern.groupindex``."""
        return self.compiled().groupindex

    def search(self, *args: Any) -> re.Match[str] | None:
        """``re.Pattern.search``."""
        return self.compiled().search(*args)

    def match(self, *args: Any) -> re.Match[str] | None:
        """``re.Pattern.match``."""
        return self.compiled().match(*args)

    def fullmatch(self, *args: Any) -> re.Match[str] | None:
        """``re.Pattern.fullmatch``."""
        return self.compiled().fullmatch(*args)

    def finditer(self, *args: Any) -> Iterator[re.Match[str]]:
        """``re.Pattern.finditer``."""
        return self.compiled().finditer(*args)

    def findall(self, *args: Any) -> list[Any]:
        """``re.Pattern.findall``."""
        return self.compiled().findall(*args)

    def split(self, *args: Any, **kwargs: Any) -> list[Any]:
        """``re.Pattern.split``."""
        return self.compiled().split(*args, **kwargs)

    def sub(self, repl: str | Callable[[re.Match[str]], str], *args: Any, **kwargs: Any) -> str:
        """``re.Pattern.sub``."""
        return self.compiled().sub(repl, *args, **kwargs)

    def subn(
        self, repl: str | Callable[[re.Match[str]], str], *args: Any, **kwargs: Any
    ) -> tuple[str, int]:
        """``re.Pattern.subn``."""
        return self.compiled().subn(repl, *args, **kwargs)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self._flags})"
