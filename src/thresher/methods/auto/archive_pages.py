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
"""

from __future__ import annotations

from thresher.types import Document

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
    }
)


def declares_archive(doc: Document) -> bool:
    """True when the class of the page's ``body`` holds an :data:`ARCHIVE_CLASSES` token."""
    tree = doc.tree
    body = tree if tree.tag == "body" else next(tree.iterchildren("body"), None)
    if body is None:
        return False
    classes = body.get("class")
    if not classes:
        return False
    return not ARCHIVE_CLASSES.isdisjoint(classes.lower().split())
