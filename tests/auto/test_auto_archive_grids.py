"""A blog's category archive keeps its posts' titles (``archive_grids``).

The category's title and intro the model is sure of, then a grid of the posts' linked
titles (``h2.entry-title`` in ``article.post-N``, each post's class naming its own
category, so only the loose runs group them) the model dropped. The body's class says
``archive category``; a post's own page with the same grid of related titles under its
text says ``single single-post`` and keeps none. No model needed: the probabilities are
set by hand.
"""

from __future__ import annotations

import numpy as np
import pytest

from thresher.api import load_document
from thresher.methods.auto.archive_pages import declares_archive
from thresher.methods.auto.method import METHOD, AutoParams, decide_page, prepare_page
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import KEPT_LABELS

INTRO = (
    "Quick and healthy air fryer recipes for every day of the week, from crispy chicken "
    "to roasted vegetables and easy desserts. "
)
TITLES = (
    "Sticky Air Fryer Chicken Thighs",
    "High Protein Cottage Cheese Bagels",
    "Maple Roasted Honeynut Squash",
    "Sticky Air Fryer Salmon Bites",
    "Fish Tacos with Mango Salsa",
    "Crispy Air Fryer Sweet Potato Fries",
    "Air Fryer Whole Chicken",
    "Air Fryer Brussels Sprouts with Hot Honey",
    "Air Fryer Peaches with Whipped Ricotta",
    "Air Fryer Zucchini With Parmesan",
)
TOPICS = ("dinner", "breakfast", "sides", "fish", "tacos", "snacks", "roasts", "greens")
POST = (
    "<article class='post-{n} post type-post category-{topic}'><header class='entry-header'>"
    "<h2 class='entry-title'><a href='/p{n}'>{title}</a></h2></header></article>"
)
TOP = (
    "Marry Me Chicken with Sun Dried Tomatoes",
    "Crispy Air Fryer Tofu Bites with Peanut Sauce",
    "Honey Chipotle Chicken Skewers",
    "Crispy Gochujang Chicken Wings",
    "Banza Chicken Bowls with Calabrian Chili Sauce",
    "Ridiculously Good Air Fryer Salmon",
)
CARD = "<div class='card'><a href='/t{n}'><h3 class='name'>{title}</h3></a></div>"
WIDGET = (
    "<aside class='widget'><h3>Popular</h3><ul><li><a href='/a'>First popular link</a></li>"
    "<li><a href='/b'>Second popular link</a></li></ul></aside>"
)


def _page(body_class: str = "archive category category-air-fryer", intro: int = 4, top: str = ""):
    posts = "".join(
        POST.format(n=1000 + 7 * n, topic=TOPICS[n % len(TOPICS)] + str(n), title=title)
        for n, title in enumerate(TITLES)
    )
    html = (
        f"<html><body class='{body_class}'><nav><ul><li><a href='/'>Home</a></li></ul></nav>"
        f"<main><h1>Air Fryer Recipes</h1><div class='archive-description'>"
        + "".join(f"<p>{INTRO}</p>" for _ in range(intro))
        + f"</div>{top}<div class='posts'>{posts}</div></main>{WIDGET}"
        "<footer><p>Terms of use</p></footer></body></html>"
    )
    doc = load_document(html.encode(), url="https://food.example/category/air-fryer/")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    return doc, page


def _probs(page) -> np.ndarray:
    """The heading and intro sure, the titles at 0.02, the chrome far under them."""
    levels = []
    for block in page.text_blocks:
        if block.text in TITLES or block.text in TOP:
            levels.append(0.02)
        elif block.text.startswith("Quick and healthy") or block.text == "Air Fryer Recipes":
            levels.append(0.95)
        else:
            levels.append(0.001)
    return np.array(levels)


def _kept(page, params: AutoParams | None = None) -> set[str]:
    result = decide_page(page, _probs(page), Options(), params or AutoParams())
    labels = {d.block: d.label for d in result.decisions}
    return {b.text for b in page.text_blocks if labels.get(b.index) in KEPT_LABELS}


def test_an_archive_keeps_its_posts_titles():
    _, page = _page()
    kept = _kept(page)
    assert set(TITLES) <= kept
    assert not kept & {"Popular", "First popular link", "Terms of use", "Home"}


def test_every_grid_of_an_archive_is_kept():
    row = "".join(CARD.format(n=n, title=title) for n, title in enumerate(TOP))
    _, page = _page(top=f"<section class='top-rated'><h2>Top rated</h2>{row}</section>")
    kept = _kept(page)
    assert set(TITLES) | set(TOP) <= kept


def test_the_switch_off_keeps_no_title():
    _, page = _page()
    assert not _kept(page, AutoParams(archive_grids=False)) & set(TITLES)
    assert not _kept(page, AutoParams(lone_grids=False)) & set(TITLES)


def test_a_posts_own_page_keeps_no_related_title():
    _, page = _page("post-template-default single single-post postid-1234")
    assert not _kept(page) & set(TITLES)


def test_a_grid_light_beside_the_kept_text_is_left():
    _, page = _page(intro=12)  # the titles weigh under three tenths of the kept text
    assert not _kept(page) & set(TITLES)


@pytest.mark.parametrize(
    ("body_class", "archive"),
    [
        ("archive category category-air-fryer category-256", True),
        ("archive tax-product_cat term-outdoor-gear woocommerce", True),
        ("LeftColumn Category Category-9523", True),
        ("template-collection", True),
        ("page-products catalog-category-view page-layout-2columns-left", True),
        ("single single-post postid-1234", False),
        ("blog hs-blog-post", False),
        ("category-dinner", False),
        ("", False),
    ],
)
def test_declares_archive_reads_the_body_class(body_class, archive):
    html = f"<html><body class='{body_class}'><p>Text</p></body></html>"
    assert declares_archive(load_document(html.encode())) is archive


def test_a_page_without_body_declares_nothing():
    doc, _ = _page()
    assert declares_archive(doc)
    assert not declares_archive(load_document(b"<p>Only a fragment</p>"))
