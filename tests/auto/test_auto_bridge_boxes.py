"""The enclosed-prose rule leaves out a box the model dropped whole (no model needed)."""

from __future__ import annotations

import random

from lxml import html as lxml_html
from tests.auto.decision_pages import decide_keeping, prepared_page

from thresher.methods.auto.bridge_boxes import BOX_TAGS, BoxTest, _kind, _named_box
from thresher.methods.auto.enclosed_prose import prose_between_kept
from thresher.methods.auto.method import AutoParams, decide_page
from thresher.options import Options
from thresher.types import KEPT_LABELS

ARTICLE = "".join(
    f"<p>Story paragraph {n} tells what the council decided, and why people care.</p>"
    for n in range(3)
)
SPONSORED = (
    "<div class='brokers'><h3>Sponsored Links</h3>"
    "<p>Story paragraph sponsored: open an account today, it takes minutes.</p></div>"
)


def _posts(tag: str = "li", kept: tuple[int, ...] = ()) -> str:
    return "".join(
        f"<{tag} class='comment'><p>{'Story paragraph' if n in kept else 'Reader'} {n} says"
        " the council got it wrong, and that the park should stay open.</p>"
        f"<p>{'Story paragraph' if n in kept else 'Reader'} {n} adds that nobody asked.</p>"
        f"</{tag}>"
        for n in range(5)
    )


def _added(page, changed) -> set[str]:
    return {page.blocks[i].text for i in changed}


def _bridged(body: str, skip_boxes: bool = True) -> set[str]:
    page = prepared_page(f"<article>{ARTICLE}</article>{body}")
    decisions, probs = decide_keeping(page, ("Story paragraph",))
    return _added(page, prose_between_kept(page.text_blocks, probs, decisions, skip_boxes))


def test_a_comment_thread_before_a_kept_sponsored_box_is_not_bridged() -> None:
    thread = f"<div id='comments'><h3>Comments from readers</h3><ul>{_posts()}</ul></div>"
    assert _bridged(thread + SPONSORED) == {"Sponsored Links"}  # the box's own heading
    assert len(_bridged(thread + SPONSORED, skip_boxes=False)) == 12  # the switch


def test_an_aside_and_an_author_box_dropped_whole_are_not_bridged() -> None:
    related = "".join(
        f"<p>Related story {n} reports on another vote in the county, last week.</p>"
        for n in range(4)
    )
    author = (
        "<div class='author-box'><h4>Jane Doe</h4><p>Jane Doe covers the city hall, and"
        " she has done so for ten years, after six years on the courts beat.</p><p>She lives"
        " in the city with two cats, and she writes a weekly column on local food.</p><p>Write"
        " to her with news of your street, your school or your club.</p></div>"
    )
    later = ARTICLE.replace("Story paragraph", "Story paragraph more")
    for box in (f"<aside>{related}</aside>", author):
        assert _bridged(box + later) == set()
        assert _bridged(box + later, skip_boxes=False)  # prose, bridged without the guard


def test_an_author_bio_in_a_byline_or_bio_box_is_not_bridged() -> None:
    bio = (
        "<p>Jane Doe writes on weddings and on life in the city. Owner of two bad knees"
        " and one old house, she has covered the town for ten years, and its courts for six"
        " years before that.</p>"
        "<p>Follow her, or write to her with news of your street.</p>"
    )
    later = ARTICLE.replace("Story paragraph", "Story paragraph more")
    for name in ("byline", "author_bio", "bio"):
        box = f"<div class='{name}'>{bio}</div>"
        assert _bridged(box + later) == set(), name
        assert len(_bridged(box + later, skip_boxes=False)) == 2  # prose, without the guard
    biology = f"<div class='biology'>{bio}</div>"  # a word that holds "bio" names no box
    assert len(_bridged(biology + later)) == 2


def test_sections_a_thread_kept_in_part_and_a_lone_caption_are_still_bridged() -> None:
    sections = "".join(
        f"<div class='widget'><h2>Part {n}</h2><p>Part {n} explains the setup in plain"
        " words, and why it matters to the town and to its people.</p></div>"
        for n in range(4)
    )
    assert "Part 0" in _bridged(sections + ARTICLE)
    # the posts are like siblings: a thread the model kept in part is bridged
    assert len(_bridged(f"<ol class='commentlist'>{_posts(kept=(0, 4))}</ol>")) == 6
    caption = (
        "<figure><img src='a.jpg'><figcaption>The park at dawn, where the council met with"
        " the neighbours last spring, and where the vote will be held. The benches by the"
        " pond were put there by the first mayor, and the oaks are older than the town"
        " itself.</figcaption></figure>"
    )
    assert len(_bridged(caption + ARTICLE)) == 1  # one block alone: a gap in kept text


def test_a_box_inside_a_quote_is_bridged() -> None:
    quote = (
        "<blockquote><aside><p>Reader 1 wrote that the park should stay open, since children"
        " play there every day.</p><p>Reader 1 also wrote that the vote came too early, and"
        " without a hearing.</p><p>Reader 1 asked who would pay for the new road.</p>"
        "</aside></blockquote>"
    )
    assert len(_bridged(quote + ARTICLE)) == 3


def test_decide_page_leaves_the_box_out_unless_switched_off() -> None:
    related = "".join(
        f"<p>Reader story {n} reports on another vote in the county, last week.</p>"
        for n in range(4)
    )
    later = ARTICLE.replace("Story paragraph", "Story paragraph more")
    page = prepared_page(f"<article>{ARTICLE}<aside>{related}</aside>{later}</article>")
    _, probs = decide_keeping(page, ("Story paragraph",))

    def kept(**switch: bool) -> set[str]:
        params = AutoParams(decision="threshold", threshold=0.5, **switch)
        result = decide_page(page, probs, Options(), params)
        return {page.blocks[d.block].text for d in result.decisions if d.label in KEPT_LABELS}

    assert not any(text.startswith("Reader") for text in kept())
    assert any(text.startswith("Reader") for text in kept(bridge_skips_boxes=False))


def _box_by_definition(element) -> bool:
    """A box by its tag, or named one and not one of like siblings (each sibling read)."""
    if element.tag in BOX_TAGS:
        return True
    if not _named_box(element):
        return False
    parent = element.getparent()
    return parent is None or sum(_kind(child) == _kind(element) for child in parent) < 2


def test_the_box_test_answers_as_each_element_read_alone() -> None:
    rng = random.Random(7)
    tags = ("div", "li", "aside", "figure", "section", "p", "span")
    classes = ("", "comment", "comment x", "review-item", "share", "card", "x comment", "ads")

    def tree(depth: int) -> str:
        if depth == 0:
            return "text"
        children = []
        for _ in range(rng.randint(1, 6)):
            tag, cls = rng.choice(tags), rng.choice(classes)
            ident = rng.choice(("", "", " id='author'", " id='main'"))
            children.append(f"<{tag} class='{cls}'{ident}>{tree(depth - 1)}</{tag}><!-- c -->")
        return "".join(children)

    for _ in range(40):
        root = lxml_html.fromstring(f"<div>{tree(4)}</div>")
        elements = list(root.iter("*"))
        rng.shuffle(elements)
        is_box = BoxTest()
        for element in elements * 2:  # asked again: the remembered answer
            assert is_box(element) == _box_by_definition(element)
    assert any(_box_by_definition(el) for el in root.iter("*"))
