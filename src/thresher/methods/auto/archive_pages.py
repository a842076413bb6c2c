"""Whether a page declares itself an archive: a list of the site's items, not one item.

A blog's category, tag or author archive, a shop's category or search page: the
publishing engine says so in the class of the page's ``body`` (WordPress writes
``archive category category-air-fryer``, Shopify ``template-collection``, Magento
``catalog-category-view``, Drupal ``page-taxonomy-term``), and writes ``single``,
``single-post`` or ``template-product`` on an item's own page. On an archive the run of
the items' titles under the category's intro is the content; on a story the same shape
is the related stories, which no structure tells apart (``docs/dev/auto-record.md``,
stop 62). The body's class is the engine's own word for the page's kind.

The tokens are the engines' conventions (:data:`ARCHIVE_CLASSES`), not a site's; the
test reads the ``body`` element's class once.

A wiki's category page (:func:`keep_category_members`): MediaWiki writes ``ns-14`` (the
category namespace) in the ``body`` class and lists the category's members, one link an
item, in boxes of its own (``mw-pages``, ``mw-subcategories``, ``mw-category-media``);
the model, which learned that columns of short links are menus, keeps the category's
intro and drops its members, which are what the page is.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.types import Block, Decision, Document, Label

# ``body`` class tokens (lower case) that declare a list of the site's items.
ARCHIVE_CLASSES = frozenset(
    {
        "archive",  # WordPress: every archive (category, tag, author, date, taxonomy)
        "category",  # WordPress, many shop engines
        "post-type-archive",  # WordPress: a custom type's archive
        "search-results",  # WordPress: the search results
        "template-collection",  # Shopify: a collection
        "template-search",  # Shopify: the search results
        "catalog-category-view",  # Magento: a category
        "catalogsearch-result-index",  # Magento: the search results
        "page-taxonomy-term",  # Drupal: a term's items
        "tag-template",  # Ghost: a tag's posts
        "author-template",  # Ghost: an author's posts
        "view-list",  # Squarespace: a collection's list (a blog's posts, a shop's products)
    }
)


def declares_archive(doc: Document) -> bool:
    """True when the class of the page's ``body`` holds an :data:`ARCHIVE_CLASSES` token."""
    return not ARCHIVE_CLASSES.isdisjoint(_body_classes(doc))


def declares_category(doc: Document) -> bool:
    """True when the class of the page's ``body`` holds :data:`CATEGORY_CLASS`: a wiki's
    category page."""
    return CATEGORY_CLASS in _body_classes(doc)


def _body_classes(doc: Document) -> list[str]:
    """The class tokens (lower case) of the page's ``body``, none when it has none."""
    tree = doc.tree
    body = tree if tree.tag == "body" else next(tree.iterchildren("body"), None)
    classes = body.get("class") if body is not None else None
    return classes.lower().split() if classes else []


# Class (or id) tokens (lower case) of the element that holds an archive's own intro: the
# category's, tag's or collection's description the engine writes under its heading.
DESCRIPTION_CLASSES = frozenset(
    {
        "term-description",  # WordPress (WooCommerce, Storefront, most themes)
        "wp-block-term-description",  # WordPress: the block themes' term description
        "taxonomy-description",  # WordPress: GeneratePress, Underscores-based themes
        "archive-description",  # WordPress: Genesis, Kadence, Twenty Twenty-One
        "ast-archive-description",  # WordPress: Astra
        "category-description",  # Magento, PrestaShop, BigCommerce, many themes
        "collection-description",  # Shopify: older themes
        "collection-hero__description",  # Shopify: Dawn and its kin
        "collection__description",  # Shopify: other themes
        "tag-description",  # Ghost and WordPress themes
        "field--name-description",  # Drupal: a taxonomy term's description field
    }
)
MAX_DEPTH = 4  # elements above the block read for a description token
MIN_CHARS = 20  # an intro's characters: a phrase at least, not a label
MAX_LINK_SHARE = 0.5  # of the block's text in links: an intro is prose, not a menu
MIN_PROBABILITY = 0.05  # a block the model ruled out this surely stays dropped
_REASON = "the archive's own intro (its description's element; p={p:.2f})"


def keep_archive_intros(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of an archive's intro, kept (``blocks``: the text blocks;
    ``probs``: their probabilities; ``flags``: each block's kept flag): on a page that
    :func:`declares_archive`, a block of :data:`MIN_CHARS` or more, mostly unlinked, at
    :data:`MIN_PROBABILITY` or more, inside an element (itself or one of its
    :data:`MAX_DEPTH` ancestors) whose class or id holds a :data:`DESCRIPTION_CLASSES`
    token."""
    found: dict[int, Decision] = {}
    for pos, block in enumerate(blocks):
        if flags[pos] or probs[pos] < MIN_PROBABILITY or len(block.text) < MIN_CHARS:
            continue
        if block.features.link_density > MAX_LINK_SHARE or not _in_description(block.element):
            continue
        found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=probs[pos]))
    return found


# MediaWiki's ``body`` class token of the category namespace (14): a category page.
CATEGORY_CLASS = "ns-14"
# Id (or class) tokens (lower case) of the boxes that list a category's members:
# MediaWiki's pages, subcategories and files; Fandom's member list.
MEMBER_BOXES = frozenset(
    {"mw-pages", "mw-subcategories", "mw-category-media", "category-page__members"}
)
MEMBER_DEPTH = 8  # elements above the block read for a member box's token
MEMBER_MIN_PROBABILITY = 0.01  # a member the model ruled out this surely stays dropped
_MEMBER_REASON = "a member of the wiki's category (its member box; p={p:.2f})"


def keep_category_members(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of a wiki category's member boxes, kept (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's kept flag; the caller
    asks :func:`declares_category` first): a block at :data:`MEMBER_MIN_PROBABILITY` or
    more inside an element (itself or one of its :data:`MEMBER_DEPTH` ancestors) whose id
    or class holds a :data:`MEMBER_BOXES` token, but for a pager's line in parentheses
    ("(previous page) (next page)")."""
    found: dict[int, Decision] = {}
    for pos, block in enumerate(blocks):
        if flags[pos] or probs[pos] < MEMBER_MIN_PROBABILITY:
            continue
        text = block.text.strip()
        if text.startswith("(") and text.endswith(")"):
            continue
        if _in_box(block.element, MEMBER_BOXES, MEMBER_DEPTH):
            reason = _MEMBER_REASON.format(p=probs[pos])
            found[block.index] = Decision(block.index, Label.CONTENT, reason)
    return found


def _in_description(element: object) -> bool:
    """True when ``element`` or one of its :data:`MAX_DEPTH` ancestors carries a
    :data:`DESCRIPTION_CLASSES` token in its class or id."""
    return _in_box(element, DESCRIPTION_CLASSES, MAX_DEPTH)


def _in_box(element: object, tokens: frozenset[str], depth: int) -> bool:
    """True when ``element`` or one of its ``depth`` ancestors carries one of ``tokens``
    in its class or id."""
    node = element
    for _ in range(depth + 1):
        if node is None:
            return False
        get = getattr(node, "get", None)
        if get is None:
            return False
        words = f"{get('class') or ''} {get('id') or ''}".lower().split()
        if not tokens.isdisjoint(words):
            return True
        node = node.getparent()
    return False
