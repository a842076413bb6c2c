"""From body-labelled nodes to the body: reference node, containers, block score (§2.2).

1. **Reference node.** (The title node itself is not a candidate unless
   ``reference_skip_title`` is off.) One body node: it. Several: sort by TDTN; when the top
   node has more than ``reference_tdtn_ratio`` times the second's TDTN it
   wins; else the top ``reference_candidates`` nodes are scored
   F = 0.3·L + 0.7·M (L text length, M title words); ties go to the larger
   PN, then to the first.
2. **Expansion.** From the node's parent up to the nearest container: on a
   continuous page a ``div`` with ``class`` or ``id`` or any ``table``; on a
   non-continuous page a ``div`` with an attribute other than ``id``/``style``,
   a ``table`` or an ``li``. The container's subtree is the reference block.
3. **Candidates.** Body nodes outside the reference block expand the same way;
   candidates that contain the reference block are dropped.
4. **Choice.** Each block scores 1.4·AD + 0.8·(TD + TNIF) + 1.3·(TIF + PIF)
   (AD link chars / chars, TD attributes / chars, TIF / PIF / TNIF the inverse
   of the title-word / punctuation / tag count, 0.7 / 0.7 / 0.5 when zero); the
   lowest score is the body.
5. **Non-continuous pages.** The containers that equal the reference block's
   once ``id`` is ignored, in order, and inside them their ``li`` / ``tbody``
   descendants: every post is body.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from thresher.html.dom_index import PageIndex
from thresher.methods.features.nodes import TextNode
from thresher.methods.features.params import FeaturesParams


@dataclass(frozen=True)
class BlockScore:
    """A candidate block (its container's position) and the terms of its score."""

    container: int
    ad: float
    td: float
    tif: float
    pif: float
    tnif: float
    score: float


@dataclass(frozen=True)
class BodyChoice:
    """The body: its containers in order, the page kind, the reference node and the scores."""

    containers: tuple[int, ...]
    kind: str
    reference: TextNode | None
    scores: tuple[BlockScore, ...] = ()

    def holds(self, index: PageIndex, position: int) -> int | None:
        """The container holding element ``position``, or None."""
        for container in self.containers:
            if index.inside(position, container):
                return container
        return None


def choose_reference(body: Sequence[TextNode], params: FeaturesParams) -> TextNode | None:
    """The body node most likely to be in the body (step 1)."""
    if len(body) <= 1:
        return body[0] if body else None
    ranked = sorted(body, key=lambda n: -n.tdtn)
    first, second = ranked[0], ranked[1]
    if first.tdtn > params.reference_tdtn_ratio * second.tdtn:
        return first

    def f_score(node: TextNode) -> tuple[float, int]:
        f = (
            params.reference_weight_length * node.tl
            + params.reference_weight_title_words * node.tdtn
        )
        return (f, node.pn)

    # The top nodes by TDTN; nodes tied with the last of them compete too, so that
    # F rather than page order decides among equals (adaptation: ``reference_ties``).
    top = ranked[: max(2, params.reference_candidates)]
    tied = [n for n in ranked[len(top) :] if n.tdtn == top[-1].tdtn]
    contenders = top + tied if params.reference_ties else top
    best = max(f_score(n) for n in contenders)
    return next(n for n in contenders if f_score(n) == best)


def is_container(index: PageIndex, position: int, params: FeaturesParams, posts: bool) -> bool:
    """True for an element that closes a block on a (non-)continuous page."""
    tag = index.tags[position]
    attrib = index.elements[position].attrib
    div_like = tag in params.div_like_tags
    if posts:
        if tag in params.noncontinuous_any_tags:
            return True
        plain = params.noncontinuous_div_plain_attributes
        return div_like and any(name not in plain for name in attrib)
    if tag in params.continuous_any_tags or tag in params.sectioning_any_tags:
        return True
    return div_like and any(name in attrib for name in params.continuous_div_attributes)


def container_of(index: PageIndex, position: int, params: FeaturesParams, posts: bool) -> int:
    """The nearest container above ``position`` (step 2); the body when there is none."""
    top = 0
    for ancestor in index.ancestors(position):
        if is_container(index, ancestor, params, posts):
            return ancestor
        top = ancestor
    return top


def candidate_blocks(
    index: PageIndex, body: Sequence[TextNode], reference: int, params: FeaturesParams
) -> list[int]:
    """The reference block and the other body nodes' blocks that do not hold it (step 3)."""
    blocks = [reference]
    seen = {reference}
    above: dict[int, int] = {}  # siblings share their parent's nearest container
    for node in body:
        if index.inside(node.position, reference):
            continue
        parent = index.parents[node.position]
        block = above.get(parent)
        if block is None:
            block = above[parent] = container_of(index, node.position, params, posts=False)
        if block in seen or index.inside(reference, block):
            continue
        blocks.append(block)
        seen.add(block)
    return blocks


def score_block(
    index: PageIndex, nodes: Sequence[TextNode], container: int, params: FeaturesParams
) -> BlockScore:
    """Formula (5) for one block; lower is more likely the body (step 4)."""
    return _score(index, _TitleWords(nodes), container, params)


def _score(
    index: PageIndex, title_words: _TitleWords, container: int, params: FeaturesParams
) -> BlockScore:
    chars = max(1, index.text_chars(container))
    ad = index.link_text_chars(container) / chars
    td = index.attribute_count(container) / chars
    tif = _factor(title_words.inside(index, container), params.title_factor_empty)
    pif = _factor(index.punctuation(container), params.punctuation_factor_empty)
    tnif = _factor(index.tag_count(container), params.tag_factor_empty)
    score = (
        params.weight_link_density * ad
        + params.weight_structure * (td + tnif)
        + params.weight_content * (tif + pif)
    )
    return BlockScore(container, ad, td, tif, pif, tnif, score)


def _factor(count: int, empty: float) -> float:
    return empty if count == 0 else 1.0 / count


class _TitleWords:
    """The title words (TDTN) of the text nodes inside a container, as prefix sums."""

    def __init__(self, nodes: Sequence[TextNode]) -> None:
        self.positions = [n.position for n in nodes]
        self.sums = [0, *accumulate(n.tdtn for n in nodes)]

    def inside(self, index: PageIndex, container: int) -> int:
        """TDTN summed over the nodes (in document order) inside ``container``."""
        lo = bisect.bisect_left(self.positions, container)
        hi = bisect.bisect_right(self.positions, index.ends[container], lo=lo)
        return self.sums[hi] - self.sums[lo]


def _nodes_inside(index: PageIndex, nodes: Sequence[TextNode], container: int) -> tuple[int, int]:
    """The slice of ``nodes`` (in document order) inside ``container``."""
    lo = bisect.bisect_left(nodes, container, key=_position)
    return lo, bisect.bisect_right(nodes, index.ends[container], lo=lo, key=_position)


def _position(node: TextNode) -> int:
    return node.position


def choose_continuous(
    index: PageIndex,
    nodes: Sequence[TextNode],
    body: Sequence[TextNode],
    reference: TextNode,
    params: FeaturesParams,
) -> BodyChoice:
    """Steps 2–4: the lowest-scoring block among the reference and candidate blocks."""
    ref_block = container_of(index, reference.position, params, posts=False)
    blocks = candidate_blocks(index, body, ref_block, params)
    title_words = _TitleWords(nodes)
    scores = tuple(_score(index, title_words, b, params) for b in blocks)
    best = min(scores, key=lambda s: s.score)
    return BodyChoice((best.container,), "continuous", reference, scores)


def signature(index: PageIndex, position: int) -> tuple:
    """A container's tag and attributes without ``id`` (posts of a thread share it)."""
    attrib = index.elements[position].attrib
    attrs = tuple(sorted((k, v) for k, v in attrib.items() if k != "id"))
    return (index.tags[position], attrs)


def similar_containers(index: PageIndex, container: int) -> list[int]:
    """Outermost elements with the container's signature, in document order."""
    wanted = signature(index, container)
    counts = (len(wanted[1]), len(wanted[1]) + 1)  # without an id, or with one
    attrs = index.attrs
    found: list[int] = []
    for position, tag in enumerate(index.tags):
        if tag != wanted[0] or (found and index.inside(position, found[-1])):
            continue
        if attrs[position + 1] - attrs[position] not in counts:
            continue
        if signature(index, position) == wanted:
            found.append(position)
    return found


def looks_noncontinuous(
    index: PageIndex, body: Sequence[TextNode], containers: list[int], params: FeaturesParams
) -> bool:
    """Auto-detection: similar containers with a class, ``min_posts`` of them holding body
    nodes, and together at least ``min_post_share`` of the body nodes' text."""
    if len(containers) < params.min_posts:
        return False
    attrs = dict(signature(index, containers[0])[1])
    if not set(attrs) - set(params.noncontinuous_div_plain_attributes):
        return False
    ordered = sorted(body, key=_position)
    spans = [_nodes_inside(index, ordered, c) for c in containers]  # outermost: no overlaps
    held = [(lo, hi) for lo, hi in spans if hi > lo]
    if len(held) < params.min_posts:
        return False
    inside = sum(n.tl for lo, hi in held for n in ordered[lo:hi])
    return inside >= params.min_post_share * sum(n.tl for n in body)


def choose_posts(
    index: PageIndex, containers: list[int], reference: TextNode, params: FeaturesParams
) -> BodyChoice:
    """Step 5: every post container, or the ``li``/``tbody`` parts inside them, in order."""
    posts: list[int] = []
    for container in containers:
        parts = _outermost_parts(index, container, params.post_parts)
        posts.extend(parts or [container])
    return BodyChoice(tuple(posts), "noncontinuous", reference)


def _outermost_parts(index: PageIndex, container: int, tags: tuple[str, ...]) -> list[int]:
    parts: list[int] = []
    for position in range(container + 1, index.ends[container] + 1):
        if index.tags[position] in tags and not (parts and index.inside(position, parts[-1])):
            parts.append(position)
    return parts


def choose_body(
    index: PageIndex, nodes: Sequence[TextNode], is_body: Sequence[bool], params: FeaturesParams
) -> BodyChoice:
    """The body of the page from the classifier's labels (steps 1–5)."""
    body = [n for n, flag in zip(nodes, is_body, strict=True) if flag]
    if not body and params.no_body_fallback and nodes:
        body = [max(nodes, key=lambda n: (n.tl, -n.position))]
    pool = [n for n in body if n.ntp != "B"] if params.reference_skip_title else body
    reference = choose_reference(pool or body, params)
    if reference is None:
        return BodyChoice((), "none", None)
    if params.page_kind != "continuous":
        post_block = container_of(index, reference.position, params, posts=True)
        similar = similar_containers(index, post_block)
        wanted = params.page_kind == "noncontinuous" and len(similar) > 0
        if wanted or looks_noncontinuous(index, body, similar, params):
            return choose_posts(index, similar, reference, params)
    return choose_continuous(index, nodes, body, reference, params)
