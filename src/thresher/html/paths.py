"""Reading a block's element path (``tag#id.class/…``, as :mod:`thresher.html.segment`
writes it: each element is its tag, then ``#`` and its id or else ``.`` and its first
class, each name cut at 40 characters; elements are joined by ``/``)."""

from __future__ import annotations


def element_names(step: str) -> str:
    """The id or class written after one element's tag (``div#comments`` → ``comments``,
    ``li.post`` → ``post``), "" for a bare tag."""
    return step.partition("#")[2] or step.partition(".")[2]


def path_names(path: str) -> str:
    """The class and id names of an element path, tags left out, one element's names
    from the next's parted by a space (a bare tag gives an empty name)."""
    return " ".join(map(element_names, path.split("/")))
