"""The method protocol's helpers: image post-pass, decision order, found metadata."""

from __future__ import annotations

import random
from types import MappingProxyType

import thresher
from thresher.html.segment import segment
from thresher.methods.base import (
    MethodResult,
    _like_neighbours,
    _neighbour,
    decisions_from,
    label_images_like_neighbours,
    merged_metadata,
)
from thresher.types import (
    Block,
    BlockContext,
    BlockFeatures,
    Decision,
    FoundMetadata,
    Label,
    Metadata,
)

PAGE = (
    "<body><div id='a'><p>Some article text here.</p><img src='/pic.png' alt='Pic'></div>"
    "<div id='nav'><p>Menu</p></div></body>"
)


def _blocks():
    return segment(thresher.load_document(PAGE, url="https://example.org/x")).blocks


def test_image_post_pass_reads_decisions_and_returns_only_the_images():
    blocks = _blocks()
    text = {b.index: Decision(b.index, Label.CONTENT, "text") for b in blocks if b.kind != "img"}
    added = label_images_like_neighbours(blocks, MappingProxyType(text))
    image = next(b for b in blocks if b.kind == "img")
    assert set(added) == {image.index}
    assert added[image.index] == Decision(image.index, Label.CONTENT, "image beside content")
    merged = {**text, **added}
    assert [d.block for d in decisions_from(merged)] == sorted(merged)


def test_found_metadata_overrides_only_what_was_found():
    blocks = _blocks()
    kept = tuple(Decision(b.index, Label.CONTENT, "kept") for b in blocks)
    result = MethodResult(blocks, kept, metadata=FoundMetadata(title="Found"))
    merged = merged_metadata(Metadata(title="Declared", date="2020-01-01"), result, None)
    assert (merged.title, merged.date, merged.image) == ("Found", "2020-01-01", "/pic.png")


def test_an_image_in_a_gallery_takes_the_label_of_the_text_around_the_gallery():
    gallery = "".join(f"<img src='/g{n}.png' width='300'>" for n in range(5))
    page = (
        f"<body><div id='a'><p>Some article text here.</p>{gallery}<p>More text.</p></div>"
        f"<div id='nav'><p>Menu</p><img src='/logo.png' width='300'></div></body>"
    )
    blocks = segment(thresher.load_document(page, url="https://example.org/x")).blocks
    text = {
        b.index: Decision(b.index, Label.BOILERPLATE if b.text == "Menu" else Label.CONTENT, "t")
        for b in blocks
        if b.kind != "img"
    }
    added = label_images_like_neighbours(blocks, text)
    labels = {blocks[i].context.src: d.label for i, d in added.items()}
    assert [labels[f"/g{n}.png"] for n in range(5)] == [Label.CONTENT] * 5
    assert labels["/logo.png"] is Label.BOILERPLATE


def test_each_image_of_a_run_takes_the_text_blocks_around_the_run():
    rng = random.Random(50)
    features = BlockFeatures(0, 0, 0, 0, 0, 1, 0, False, False)
    for _ in range(300):
        kinds = [rng.choice(("img", "img", "p")) for _ in range(rng.randint(1, 12))]
        blocks = [
            Block(
                i,
                rng.choice(("a/b", "a/c", "a/b/d")),
                k,
                k,
                "",
                features,
                BlockContext(src=f"/{i}"),
            )
            for i, k in enumerate(kinds)
        ]
        labels = (Label.CONTENT, Label.BOILERPLATE, Label.TITLE)
        decisions = {
            b.index: Decision(b.index, rng.choice(labels), "t")
            for b in blocks
            if b.kind != "img" or rng.random() < 0.2
        }
        expected = {
            b.index: _like_neighbours(
                b, (_neighbour(blocks, b.index, -1), _neighbour(blocks, b.index, 1)), decisions, {}
            )
            for b in blocks
            if b.kind == "img" and b.index not in decisions
        }
        assert label_images_like_neighbours(blocks, decisions) == expected, kinds


def _first_kept_image_reference(result: MethodResult) -> str | None:
    """The image ``merged_metadata`` takes: the first block, in page order, that is an
    image, kept, and has an address (the loop it was written as)."""
    kept = {d.block for d in result.decisions if d.label.kept}
    for block in result.blocks:
        if block.kind == "img" and block.index in kept and block.context.src:
            return block.context.src
    return None


def test_the_page_image_is_the_first_kept_image_with_an_address():
    import random

    images = "".join(f"<img src='/i{n}.png' width='300'>" for n in range(4))
    page = (
        f"<body><p>Lead text here.</p>{images}<img width='300'><p>Middle.</p>"
        f"<div><img src='' width='300'><img src='/last.png' width='300'></div></body>"
    )
    blocks = segment(thresher.load_document(page, url="https://example.org/x")).blocks
    assert sum(b.kind == "img" for b in blocks) >= 5
    rng = random.Random(43)
    labels = [Label.CONTENT, Label.HEADING, Label.BOILERPLATE, Label.TITLE]
    for _ in range(400):
        decisions = tuple(Decision(b.index, rng.choice(labels), "r") for b in blocks)
        result = MethodResult(blocks, decisions)
        expected = _first_kept_image_reference(result)
        merged = merged_metadata(Metadata(), result, "https://example.org/x")
        assert merged.image == (None if expected is None else f"https://example.org{expected}")
    text_only = MethodResult(tuple(b for b in blocks if b.kind != "img"), ())
    assert merged_metadata(Metadata(), text_only, None).image is None


def _like_neighbours_by_definition(image, around, decisions) -> Decision:
    """The decided neighbour whose path shares more of the image's (the one before on a
    tie), every path read."""
    best = None
    for other in around:
        if other is None or other.index not in decisions:
            continue
        shared = 0
        for x, y in zip(image.path.split("/"), other.path.split("/"), strict=False):
            if x != y:
                break
            shared += 1
        if best is None or shared > best[0]:
            best = (shared, decisions[other.index].label)
    label = best[1] if best and best[1].kept else Label.BOILERPLATE
    what = "content" if label.kept else "boilerplate"
    return Decision(image.index, label, "image beside " + what)


def test_an_image_takes_the_label_of_the_neighbour_whose_path_it_shares_more() -> None:
    rng = random.Random(9)
    parts = ("html", "body", "div#a", "div.b", "p", "figure")

    def block(index: int, kind: str) -> Block:
        path = "/".join(rng.choice(parts) for _ in range(rng.randint(1, 5)))
        return Block(index, path, kind, kind, "", BlockFeatures(0, 0, 0, 0, 0, 0, 0, False, False))

    for _ in range(3000):
        image = block(1, "img")
        around = (rng.choice((None, block(0, "p"))), rng.choice((None, block(2, "p"))))
        decisions = {
            i: Decision(i, rng.choice(list(Label)), "test") for i in (0, 2) if rng.random() < 0.8
        }
        want = _like_neighbours_by_definition(image, around, decisions)
        assert _like_neighbours(image, around, decisions, {}) == want
