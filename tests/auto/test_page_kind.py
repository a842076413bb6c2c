"""Page-kind signals: repeated items and declared kinds (no model needed)."""

from __future__ import annotations

import json
import math
from types import SimpleNamespace

from thresher.api import load_document
from thresher.metadata.sources import PageMeta
from thresher.methods.auto import signals
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page
from thresher.methods.auto.page_kind import NO_GROUP, RepeatGroup, page_kind_of
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


def test_page_kind_of_is_the_sums_and_the_largest_group_share() -> None:
    """One pass over the blocks and each run of one group read once: the same numbers as
    the sums and the max over every block's group."""

    def block(length: int, sentences: int, links: int):
        features = SimpleNamespace(
            text_length=length, sentence_count=sentences, link_text_length=links
        )
        return SimpleNamespace(features=features)

    blocks = [block(40, 1, 5), block(7, 0, 7), block(90, 2, 0), block(3, 0, 0)]
    small, large = RepeatGroup(page_share=0.25), RepeatGroup(page_share=0.5)
    for groups in (
        [small, small, large, large],
        [large, small, large, NO_GROUP],
        [NO_GROUP] * 4,
        [RepeatGroup(page_share=-1.0), RepeatGroup(page_share=-0.5)] * 2,
    ):
        kind = page_kind_of(blocks, groups, 140, PageMeta())
        assert kind.link_density == 12 / 140 and kind.sentence_share == 130 / 140
        assert kind.top_repeat_share == max(g.page_share for g in groups)
        assert kind.log_blocks == math.log1p(4)
    assert page_kind_of([], [], 1, PageMeta()).top_repeat_share == 0.0


def test_comment_header_reads_a_repeated_text_once_and_finds_the_first() -> None:
    """A text met again on the page is not read again; the first header still wins."""
    texts = ["Intro"] * 3 + ["Share", "Reply", "Share", "Reply", "3 Comments", "Comments"]
    blocks = [SimpleNamespace(text=t) for t in texts]
    naive = next(
        (
            pos
            for pos in range(int(len(blocks) * 0.2) + 1, len(blocks))
            if len(texts[pos]) <= 60 and signals.is_comment_header(texts[pos])
        ),
        -1,
    )
    assert signals._comment_header(blocks) == naive == 7
    assert signals._comment_header(blocks[:7]) == -1


def _declared_by_definition(meta: PageMeta) -> tuple[float, ...]:
    from thresher.metadata.sources import has_type
    from thresher.methods.auto.page_kind import DECLARED_KINDS

    og_type = (meta.first("og:type") or "").lower()
    return tuple(
        1.0 if og_type in types or any(has_type(o, types) for o in meta.jsonld) else 0.0
        for _, types in DECLARED_KINDS
    )


def _page_kind_by_definition(meta: PageMeta) -> tuple[bool, bool]:
    from thresher.metadata.date import PUBLISHED_META
    from thresher.metadata.sources import has_type

    og_type = (meta.first("og:type") or "").lower()
    article = "article" in og_type or any(has_type(o, signals._ARTICLE_KINDS) for o in meta.jsonld)
    dated = meta.first(*PUBLISHED_META) is not None or bool(meta.jsonld_value("datePublished"))
    return article, dated


def test_declared_kinds_and_page_kind_follow_their_definitions() -> None:
    """The shortcuts for pages declaring nothing give what the plain reading gives."""
    from thresher.metadata.date import PUBLISHED_META
    from thresher.methods.auto.page_kind import DECLARED_KINDS, declared_kinds

    metas = [PageMeta(), PageMeta({"description": ["x"]}), PageMeta({"og:type": ["  "]})]
    for name in (*PUBLISHED_META[:3], "published", "og:type"):
        for values in (["2024-01-02"], ["  "], [], [" ", "2024"]):
            metas.append(PageMeta({name: values}))
    for _, types in DECLARED_KINDS[:3]:
        metas.append(PageMeta({"og:type": [types[0].upper()]}))
        metas.append(PageMeta(jsonld=({"@type": [3, types[0]]},)))
    for published in ("", "2024-01-02", None):
        metas.append(PageMeta(jsonld=({"@type": "WebPage", "datePublished": published},)))
    metas.append(PageMeta(jsonld=({"@type": "NewsArticle"},)))
    for meta in metas:
        assert declared_kinds(meta) == _declared_by_definition(meta), meta
        assert signals.page_kind(meta) == _page_kind_by_definition(meta), meta
    assert any(signals.page_kind(m)[1] for m in metas)
    assert any(any(declared_kinds(m)) for m in metas)
