"""Applying a template to one page: which fragmenters are navigation, then remove or mark them.

Which navigation part a page gets (:func:`choose_nav`):

* a page the template was learned on gets its own cluster's part (Shorkin's
  step 5), or, if it joined no cluster, the leftover rule (step 7);
* a new page joins the cluster whose part it shares most, provided it shares
  at least that cluster's ``min_nav_length`` (the growth rule); otherwise the
  leftover rule applies;
* the leftover rule: the chains of every cluster's part that the page holds
  are navigation (with ``leftover_min_share`` > 0, only parts the page holds
  at least that share of).

A fragmenter is navigation when a chain holding it is. *Remove* deletes
those fragmenters from the source; the surrounding whitespace stays, and an
element whose start tag goes loses only the tag (its content stays, as in
the paper, where the file's text is cut). *Mark* wraps each navigation text
in ``<span class="thr-template">`` and gives each navigation start tag a
``data-thr-template`` attribute; the text of raw-text elements (script,
style, title …) cannot hold a tag and is left as it is. A ``<style>`` in the
head colours the marks in a browser.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from thresher.site.chains import chain_keys, key_set, key_weights, token_flags
from thresher.site.fragments import END_TAG, START_TAG, TEXT, Fragments, hash_forms

MARK_CLASS = "thr-template"
MARK_ATTR = "data-thr-template"
MARK_STYLE = (
    '<style data-thr-template="style">span.thr-template{background:rgba(255,140,0,.33)!important;'
    "outline:1px dotted rgba(200,90,0,.7)}"
    "img[data-thr-template],hr[data-thr-template],input[data-thr-template]"
    "{outline:3px solid rgba(255,140,0,.8);opacity:.6}</style>"
)
_TAG_NAME = re.compile(rb"</?([a-zA-Z][^\s/>]*)")
VOID_TAGS = frozenset(
    b"area base br col embed hr img input keygen link meta param source track wbr".split()
)
_SPAN_OPEN = f'<span class="{MARK_CLASS}" {MARK_ATTR}="text">'.encode()
_SPAN_CLOSE = b"</span>"
_ATTR = f' {MARK_ATTR}="tag"'.encode()


@dataclass(frozen=True, eq=False)
class NavChoice:
    """The chain keys that are navigation in one page, and why."""

    keys: np.ndarray
    cluster: int | None
    rule: str


def choose_nav(template, page_keys: np.ndarray, name: str | None = None) -> NavChoice:
    """Pick the navigation chains for a page with these distinct chain keys."""
    own = template.cluster_of(name) if name is not None else None
    if own is not None:
        return NavChoice(own.nav, own.id, "cluster")
    if name is None or name not in template.leftovers:
        best = _best_cluster(template, page_keys)
        if best is not None:
            return NavChoice(best.nav, best.id, "nearest cluster")
    if not template.params.leftover_pass:
        return NavChoice(np.zeros(0, dtype=np.uint64), None, "none")
    return NavChoice(_leftover_keys(template, page_keys), None, "leftover")


def _best_cluster(template, page_keys: np.ndarray):
    best, best_overlap = None, -1
    for cluster in template.clusters:
        shared = int(key_weights(np.intersect1d(cluster.nav, page_keys, assume_unique=True)).sum())
        if shared >= cluster.min_nav_length and shared > best_overlap:
            best, best_overlap = cluster, shared
    return best


def _leftover_keys(template, page_keys: np.ndarray) -> np.ndarray:
    parts = []
    share = template.params.leftover_min_share
    for cluster in template.clusters:
        held = np.intersect1d(cluster.nav, page_keys, assume_unique=True)
        if held.size and int(key_weights(held).sum()) >= share * cluster.nav_bytes:
            parts.append(held)
    return np.unique(np.concatenate(parts)) if parts else np.zeros(0, dtype=np.uint64)


def navigation_flags(
    template, frag: Fragments, name: str | None = None
) -> tuple[np.ndarray, NavChoice]:
    """For each fragmenter, whether it is navigation; and the choice made."""
    length = template.params.min_fragmenters_chain
    keys = chain_keys(hash_forms(frag.tokens, template.params.attribute_values), length)
    choice = choose_nav(template, key_set(keys), name)
    return token_flags(keys, choice.keys, length, len(frag)), choice


def remove(frag: Fragments, flags: np.ndarray, *, whole_elements: bool = True) -> bytes:
    """The page's source without its navigation fragmenters.

    With ``whole_elements`` a start/end tag pair goes only when everything
    between them goes too, so the page keeps its structure (see
    :func:`removable`); without it every navigation fragmenter goes.
    """
    if whole_elements:
        flags = removable(frag, flags)
    out: list[bytes] = []
    pos = 0
    for i in np.flatnonzero(flags):
        start, end = frag.spans[i]
        out.append(frag.data[pos:start])
        pos = end
    out.append(frag.data[pos:])
    return b"".join(out)


def removable(frag: Fragments, flags: np.ndarray) -> np.ndarray:
    """Navigation fragmenters that can go without unbalancing the markup.

    Tags are paired with a stack (an end tag closes the nearest open element
    of its name; elements it skips over are closed implicitly). A text or a
    lone tag goes when it is navigation; a pair of tags goes when both are
    navigation and everything between them goes.
    """
    out: list[bool] = flags.tolist()
    stack: list[list] = []  # [name, start index, everything inside goes]
    names: dict[bytes, bytes] = {}  # a tag's name, by the tag's bytes (pages repeat tags)
    tokens = frag.tokens
    for i, kind in enumerate(frag.kinds):
        if kind == START_TAG:
            token = tokens[i]
            name = names.get(token)
            if name is None:
                name = names[token] = _tag_name(token)
            if name not in VOID_TAGS and not token.endswith(b"/>"):
                stack.append([name, i, True])
                continue
        elif kind == END_TAG:
            token = tokens[i]
            name = names.get(token)
            if name is None:
                name = names[token] = _tag_name(token)
            depth = _open_depth(stack, name)
            if depth is not None:
                while len(stack) > depth + 1:
                    _close(stack, out, stack.pop(), None)
                _close(stack, out, stack.pop(), i)
                continue
        if stack and not out[i]:
            stack[-1][2] = False
    while stack:
        _close(stack, out, stack.pop(), None)
    return np.array(out, dtype=flags.dtype)


def _open_depth(stack: list[list], name: bytes) -> int | None:
    for depth in range(len(stack) - 1, -1, -1):
        if stack[depth][0] == name:
            return depth
    return None


def _close(stack: list[list], out: list[bool], frame: list, end: int | None) -> None:
    _, start, inside_goes = frame
    goes = bool(inside_goes and out[start] and (end is None or out[end]))
    out[start] = goes
    if end is not None:
        out[end] = goes
    if not goes and stack:
        stack[-1][2] = False


def _tag_name(token: bytes) -> bytes:
    match = _TAG_NAME.match(token)
    return match.group(1).lower() if match else b""


def mark(frag: Fragments, flags: np.ndarray) -> bytes:
    """The page's source with navigation texts wrapped and navigation start tags flagged."""
    data = frag.data
    inserts: list[tuple[int, int, bytes]] = [(_style_position(frag), 1, MARK_STYLE.encode())]
    for i in np.flatnonzero(flags):
        kind = frag.kinds[i]
        start, end = frag.spans[i]
        if kind == TEXT:
            inserts.append((start, 2, _SPAN_OPEN))
            inserts.append((end, 0, _SPAN_CLOSE))
        elif kind == START_TAG:
            inserts.append((end - 2 if data[start:end].endswith(b"/>") else end - 1, 1, _ATTR))
    inserts.sort(key=lambda item: (item[0], item[1]))
    out: list[bytes] = []
    pos = 0
    for where, _, piece in inserts:
        out += [data[pos:where], piece]
        pos = where
    out.append(data[pos:])
    return b"".join(out)


def _style_position(frag: Fragments) -> int:
    """Byte offset just after ``<head>``, else before the first start tag, else 0."""
    first = None
    for i, kind in enumerate(frag.kinds):
        if kind != START_TAG:
            continue
        token = frag.tokens[i]
        if first is None:
            first = frag.spans[i][0]
        if token[:5].lower() == b"<head" and token[5:6] in (b">", b" ", b"\t", b"\n", b"/"):
            return frag.spans[i][1]
        if token[:5].lower() == b"<body":
            break
    return first or 0
