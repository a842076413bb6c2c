"""Page-kind signals: repeated items and declared kinds (no model needed)."""

from __future__ import annotations

import json

from thresher.api import load_document
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page

POST = "I replaced the pump last spring and the noise stopped, so check the bearings first."
THREAD = (
    "<html><head><title>Noisy pump</title><script type='application/ld+json'>"
    + json.dumps({"@type": "Product", "name": "Pump"})
    + "</script></head><body><nav><a href='/'>Home</a></nav><div class='posts'>"
    + "".join(
        f"<div class='post post-{n}'><span class='user'>user{n}</span><p>{POST} ({n})</p></div>"
        for n in range(5)
    )
    + "</div></body></html>"
)


def _page(html: str):
    doc = load_document(html.encode(), url="https://forum.example/t/1")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def test_posts_are_one_repeated_group_of_several_blocks_each() -> None:
    page = _page(THREAD)
    posts = [i for i, b in enumerate(page.text_blocks) if b.text.startswith("I replaced")]
    groups = {page.facts.repeats[i].ident for i in posts}
    items = {page.facts.repeats[i].item for i in posts}
    assert len(posts) == 5 and len(groups) == 1 and len(items) == 5  # one post an item
    group = page.facts.repeats[posts[0]]
    assert group.count == 5 and group.blocks_per_item == 2.0
    assert group.sentence_share == 0.5 and group.page_share > 0.8


def test_declared_kinds_and_page_numbers() -> None:
    kind = _page(THREAD).facts.kind
    assert kind.declared == (0.0, 1.0, 0.0, 0.0)  # a product, declared in JSON-LD
    assert 0.0 < kind.top_repeat_share <= 1.0 and kind.link_density < 0.1


def _first_post_kept(page):
    from thresher.types import Decision, Label

    first = next(b for b in page.text_blocks if b.text.startswith("I replaced"))
    return {
        b.index: Decision(b.index, Label.CONTENT if b is first else Label.BOILERPLATE, "test")
        for b in page.text_blocks
    }


def test_an_undeclared_thread_keeps_every_post() -> None:
    from thresher.methods.auto.discussion import repeated_posts

    page = _page(THREAD)
    changed = repeated_posts(page.text_blocks, page.facts.repeats, _first_post_kept(page))
    texts = [b.text for b in page.text_blocks if b.index in changed]
    assert len(texts) == 4 and all(t.startswith("I replaced") for t in texts)


def test_comments_under_an_article_stay_out() -> None:
    from thresher.methods.auto.discussion import repeated_posts
    from thresher.types import Decision, Label

    story = "".join(f"<p>{POST} The story goes on, part {n}.</p>" for n in range(8))
    page = _page(THREAD.replace("<div class='posts'>", f"<article>{story}</article><div>"))
    decisions = {
        b.index: Decision(
            b.index, Label.CONTENT if "story goes on" in b.text else Label.BOILERPLATE, "t"
        )
        for b in page.text_blocks
    }
    assert repeated_posts(page.text_blocks, page.facts.repeats, decisions) == {}
