"""The method protocol and the result a method hands back to the API."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.html.images import decoration_reader
from thresher.html.segment import DEFAULT_BREAK_TAGS, Segmentation
from thresher.options import Options
from thresher.types import Block, Decision, Document, FoundMetadata, Label, Metadata
from thresher.urls import join_url

REPEATED_IMAGE = 3


@dataclass(frozen=True)
class MethodResult:
    """Blocks a method looked at, its decisions, and metadata it found itself."""

    blocks: tuple[Block, ...]
    decisions: tuple[Decision, ...]
    metadata: FoundMetadata = field(default_factory=FoundMetadata)
    warnings: tuple[str, ...] = ()
    page_html: str | None = None


# Values ``dataclasses.asdict`` hands back as they are (its deep copy returns them itself).
_ATOMS = frozenset({str, int, float, bool, type(None)})


def as_dict(obj: Any) -> dict[str, Any]:
    """``dataclasses.asdict(obj)``, the same mapping, read without a deep copy of each
    plain value (text, numbers, flags, None): a dataclass of options is read per page."""
    found = {}
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        if type(value) in _ATOMS:
            found[f.name] = value
        elif dataclasses.is_dataclass(value) and not isinstance(value, type):
            found[f.name] = as_dict(value)
        else:
            found[f.name] = dataclasses.asdict(_Box(value))["value"]
    return found


@dataclass(frozen=True)
class _Box:
    """One value, for ``dataclasses.asdict`` to convert (lists, tuples, dicts, others)."""

    value: Any


def merged_metadata(metadata: Metadata, result: MethodResult, page_url: str | None) -> Metadata:
    """The page's metadata with the fields the method found itself, and, when the
    page declares no main image, the first image the method kept."""
    found = {k: v for k, v in as_dict(result.metadata).items() if v is not None}
    if found:
        metadata = dataclasses.replace(metadata, **found)
    if metadata.image is None:
        src = _first_kept_image(result)
        if src:
            return dataclasses.replace(metadata, image=join_url(page_url, src))
    return metadata


def _first_kept_image(result: MethodResult) -> str | None:
    """The address of the first image block, in page order, that has one and is kept.
    The kept blocks are found only on a page with such an image."""
    images = [block for block in result.blocks if block.kind == "img" and block.context.src]
    if not images:
        return None
    kept = {d.block for d in result.decisions if d.label.kept}
    return next((block.context.src for block in images if block.index in kept), None)


class Method(Protocol):
    """A single-page method: label the blocks of one Document.

    ``presets`` maps a preset name (``faithful``: the paper's own settings) to
    options; ``reads_whole_page`` says that, in site mode, the method reads the
    page as published and takes the template as evidence (a model trained on
    whole pages) instead of running on the page with its template cut out.
    """

    name: str
    params_class: type | None
    presets: Mapping[str, Mapping[str, object]]
    reads_whole_page: bool

    def break_tags(self, params: Any) -> frozenset[str]:
        """The tags that end a block in the segmentation this method reads."""
        ...

    def run(
        self, doc: Document, segmentation: Segmentation, options: Options, params: Any
    ) -> MethodResult:
        """Label the page's blocks; ``segmentation`` is the page cut at :meth:`break_tags`."""
        ...

    def check_options(self, options: Options, params: Any) -> None:
        """Raise OptionsError where the options leave a given parameter unused."""
        ...


class PageMethod:
    """Defaults of the :class:`Method` protocol: no presets, the shared segmentation."""

    presets: Mapping[str, Mapping[str, object]] = {}
    reads_whole_page = False

    def check_options(self, options: Any, params: Any) -> None:
        """Raise OptionsError where the options leave a given parameter unused (none here)."""
        del options, params

    def break_tags(self, params: Any) -> frozenset[str]:
        """The shared segmentation's block-ending tags."""
        del params
        return DEFAULT_BREAK_TAGS


def label_images_like_neighbours(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """Decisions for the image blocks not yet decided: each takes the label of the
    nearest text block in the same container.

    Decoration (icons, tracking pixels, "back to top" arrows, an image shown
    ``REPEATED_IMAGE`` times or more: bullets, separators) is boilerplate wherever it is.
    ``decisions`` is only read; the caller merges the returned decisions into it.
    :func:`_label_images_reference`, in the decisions kernel when it is built.
    """
    compiled = kernel(DECIDE)
    if compiled is None:
        return _label_images_reference(blocks, decisions)
    return compiled.label_images(
        blocks, decisions, decoration_reader(), REPEATED_IMAGE, Label.BOILERPLATE
    )


def _label_images_reference(
    blocks: Sequence[Block], decisions: Mapping[int, Decision]
) -> dict[int, Decision]:
    """:func:`label_images_like_neighbours` in Python: the definition the kernel is held to
    (a block's index is its position)."""
    images = [b for b in blocks if b.kind == "img"]
    repeats = Counter(b.context.src for b in images)
    decoration = decoration_reader()
    parts: dict[str, list[str]] = {}  # each path split, once
    added: dict[int, Decision] = {}
    before: Block | None = None
    after: tuple[int, Block | None] = (-1, None)  # a run of images' end, the block after it
    for block in images:
        index = block.index
        if index == 0 or blocks[index - 1].kind != "img":  # the first image of a run
            before = _neighbour(blocks, index, -1)
        if block.index in decisions:
            continue
        ornament = _ornament(block, repeats[block.context.src], decoration)
        if ornament:
            added[index] = Decision(index, Label.BOILERPLATE, ornament)
            continue
        if after[0] < index:
            after = _run_end(blocks, index)
        added[index] = _like_neighbours(block, (before, after[1]), decisions, parts)
    return added


def _ornament(image: Block, shown: int, decoration: Callable[[Any], str | None]) -> str | None:
    if shown >= REPEATED_IMAGE:
        return f"decorative image (shown {shown} times)"
    return decoration(image.element) if image.element is not None else None


def _like_neighbours(
    image: Block,
    around: tuple[Block | None, Block | None],
    decisions: Mapping[int, Decision],
    parts: dict[str, list[str]],
) -> Decision:
    """The image's decision: the label of the decided text block beside it (``around``)
    whose path shares more of the image's, the one before on a tie (``parts``: paths
    split so far), where it keeps the block; else boilerplate. The paths are read only
    when the two neighbours would give the image different labels."""
    found = [other for other in around if other is not None and other.index in decisions]
    shown = [_kept_or_dropped(decisions[other.index].label) for other in found]
    label = shown[0] if shown else Label.BOILERPLATE
    if len(shown) == 2 and shown[1] is not label:
        mine = _split(image.path, parts)
        before, after = (_shared_prefix(mine, _split(other.path, parts)) for other in found)
        label = shown[1] if after > before else label
    return Decision(
        image.index, label, "image beside " + ("content" if label.kept else "boilerplate")
    )


def _kept_or_dropped(label: Label) -> Label:
    return label if label.kept else Label.BOILERPLATE


def _neighbour(blocks: Sequence[Block], index: int, step: int) -> Block | None:
    """The nearest text block before (``step`` -1) or after (1) the position ``index``
    (a block's index is its position), None at the page's end."""
    i = index + step
    while 0 <= i < len(blocks):
        if blocks[i].kind != "img":
            return blocks[i]
        i += step
    return None


def _run_end(blocks: Sequence[Block], index: int) -> tuple[int, Block | None]:
    """The position of the last image of the run of images at ``index``, and the text
    block after the run (None at the page's end)."""
    i = index + 1
    while i < len(blocks) and blocks[i].kind == "img":
        i += 1
    return i - 1, blocks[i] if i < len(blocks) else None


def _split(path: str, parts: dict[str, list[str]]) -> list[str]:
    split = parts.get(path)
    if split is None:
        split = parts[path] = path.split("/")
    return split


def _shared_prefix(a: list[str], b: list[str]) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count


def decisions_from(decisions: Mapping[int, Decision]) -> tuple[Decision, ...]:
    """A stage's decisions (block index → decision) as a tuple in block order:
    :func:`_decisions_from_reference`, in the decisions kernel when it is built (each
    decision placed at its index in a table, not sorted)."""
    compiled = kernel(DECIDE)
    found = None if compiled is None else compiled.decisions_from(decisions)
    return _decisions_from_reference(decisions) if found is None else found


def _decisions_from_reference(decisions: Mapping[int, Decision]) -> tuple[Decision, ...]:
    """:func:`decisions_from` in Python: the definition the kernel is held to."""
    return tuple(map(decisions.__getitem__, sorted(decisions)))
