"""Documentation regions: the dropped blocks of a documentation page's content region.

A documentation engine writes a page's text in one element (Sphinx's ``div.body``, the
Apache manual's ``div#page-content``, DocBook's ``div.sect1``, MkDocs' ``article``,
Docusaurus' ``div.markdown``, rustdoc's ``section#main-content``) beside its navigation
(sidebars, contents trees, previous/next bars, footers). A reader's copy of the page is
that element whole: its reference tables, option lists, code samples and the prose of
every section. The block model, on a site it never saw, keeps most of the element's
prose and drops, at low probability, the parts that do not read like an article: a
module's summary table, a section of code and definition lists, a short section under
a heading.

The rule applies only to a page a documentation engine made, as its markup says
(:func:`is_documentation`): a ``generator`` meta naming a documentation engine
(:data:`DOC_GENERATORS`), headings that carry the permalink anchor such engines
add (:data:`PERMALINK_CLASSES`: Sphinx's and MkDocs' ``headerlink``, the Apache
manual's ``permalink``, Docusaurus' ``hash-link``, VuePress' ``header-anchor``,
rustdoc's ``anchor``), or schema.org words declaring documentation
(:data:`DECLARED_WORDS`: a software's help, a technical article). There, the content
region is the deepest element holding :data:`REGION_SHARE` of the kept text, or the
parent of the sections it stands beside (:func:`content_region`), and its dropped
blocks are kept (link lists too: a chapter's index, a "see also" list, a module's
related links are the page's own) unless

* an element between them and the region is navigation or a box set beside the text,
  by its tag (:data:`CHROME_TAGS`) or by a word of its class or id
  (:data:`CHROME_WORDS`: a quick-view sidebar, a pager, a breadcrumb, an
  advertisement), or
* the region is the whole page (:data:`WHOLE_PAGE`: the kept text spans the page's
  header or sidebar), or
* the model ruled them out (:data:`MIN_PROBABILITY`).

Nothing here names a site; the words are the engines' conventions. The rule was chosen
by leave-one-source-out validation (``docs/dev/s65-qdoc29.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.markup_words import source_holds
from thresher.types import Block, Decision, Document, Label

# Words of a ``<meta name="generator">`` content that name a documentation engine.
DOC_GENERATORS = (
    "docbook",
    "docutils",
    "sphinx",
    "mkdocs",
    "docusaurus",
    "doxygen",
    "javadoc",
    "rustdoc",
    "gitbook",
    "mdbook",
    "vuepress",
    "vitepress",
    "antora",
    "pdoc",
    "jsdoc",
    "typedoc",
    "starlight",
)
# The class of the permalink anchor a documentation engine puts in each heading.
PERMALINK_CLASSES = frozenset(
    (
        "headerlink",  # Sphinx, MkDocs
        "permalink",  # the Apache manual, Jekyll themes
        "hash-link",  # Docusaurus
        "header-anchor",  # VuePress, VitePress
        "anchorjs-link",  # anchor.js (Bootstrap's and other hand-written docs)
        "anchor",  # rustdoc, GitHub's Markdown
        "doc-anchor",  # rustdoc
        "heading-anchor",
    )
)
# schema.org words that declare a page documentation: the help of a software
# application (microdata ``itemprop="softwareHelp"``: the LibreOffice help), a
# technical article or an API reference (as a type, in microdata or JSON-LD).
DECLARED_WORDS = ("softwareHelp", "TechArticle", "APIReference")
HEADING_KINDS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))
# Elements between a block and the region that set it apart from the text.
CHROME_TAGS = frozenset(("nav", "aside", "header", "footer", "menu", "form"))
# Words of an element's class or id (split at anything not a letter) that name
# navigation or a box beside the text. Whole words: a Sphinx section's id is its
# heading's slug ("http-headers", "protocol-handlers").
CHROME_WORDS = frozenset(
    (
        "toc",
        "sidebar",
        "quickview",
        "breadcrumb",
        "breadcrumbs",
        "pager",
        "pagination",
        "navbar",
        "nav",
        "navigation",
        "menu",
        "switcher",
        "feedback",
        "footer",
        "header",
        "ad",
        "ads",
        "advert",
        "advertisement",
        "banner",
    )
)
# The words long enough to name chrome inside a class's compound word (not an id's:
# an id is as often a heading's slug).
LONG_CHROME_WORDS = tuple(word for word in sorted(CHROME_WORDS) if len(word) >= 5)
_WORD = re.compile(r"[a-z]+")
# A region that is the whole page: the kept text spans the page's header or sidebar too,
# and no element holds the text alone.
WHOLE_PAGE = frozenset(("html", "body"))
# A class word naming a section of a document (Sphinx's older ``div.section``, the
# Apache manual's, DocBook's ``sect1`` … and ``refsect1`` …, ``chapter``).
SECTION_CLASSES = frozenset(
    (
        "section",
        "chapter",
        "simplesect",
        "refsection",
        *(f"sect{level}" for level in range(1, 6)),
        *(f"refsect{level}" for level in range(1, 4)),
    )
)
# The elements that hold a page's text: a region found in a list, a table or a paragraph
# (the model kept one list of the page) is the element holding it.
CONTAINER_TAGS = frozenset(("div", "section", "article", "main", "body", "html"))
REGION_SHARE = 0.9  # of the page's kept characters the region holds
MIN_PROBABILITY = 0.0  # a block below this stays dropped
_REASON = "in a documentation page's content region (p={p:.2f})"


def keep_region_blocks(
    doc: Document, blocks: Sequence[Block], probs: np.ndarray, flags: Sequence[bool]
) -> dict[int, Decision]:
    """The dropped blocks of a documentation page's content region (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's kept flag).

    The changed decisions are returned.
    """
    if all(flags) or not any(flags) or not is_documentation(doc, blocks):
        return {}
    region = content_region(blocks, flags)
    if region is None or region.tag in WHOLE_PAGE:  # type: ignore[attr-defined]
        return {}
    found: dict[int, Decision] = {}
    for pos, block in enumerate(blocks):
        p = float(probs[pos])
        if flags[pos] or p < MIN_PROBABILITY:
            continue
        if _set_apart(block.element, region):
            continue
        found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=p))
    return found


def is_documentation(doc: Document, blocks: Sequence[Block]) -> bool:
    """True when a documentation engine made the page: its ``generator`` meta names one
    (:data:`DOC_GENERATORS`), a heading holds a permalink anchor
    (:data:`PERMALINK_CLASSES`), or its markup declares documentation in schema.org
    words (:data:`DECLARED_WORDS`)."""
    if _generated(doc):
        return True
    if any(block.kind in HEADING_KINDS and _has_permalink(block.element) for block in blocks):
        return True
    return any(source_holds(doc, word) for word in DECLARED_WORDS)


def _generated(doc: Document) -> bool:
    """True when the page's head declares a documentation engine as its generator."""
    head = doc.tree.find("head")
    if head is None:
        return False
    for meta in head.iter("meta"):
        if (meta.get("name") or "").lower() == "generator":
            content = (meta.get("content") or "").lower()
            if any(word in content for word in DOC_GENERATORS):
                return True
    return False


def _has_permalink(element: object) -> bool:
    """True when a link inside the heading element has a permalink anchor's class."""
    if element is None:
        return False
    for link in element.iter("a"):  # type: ignore[attr-defined]
        names = link.get("class")
        if names and not PERMALINK_CLASSES.isdisjoint(names.split()):
            return True
    return False


def content_region(blocks: Sequence[Block], flags: Sequence[bool]) -> object | None:
    """The deepest element holding :data:`REGION_SHARE` of the kept blocks' characters."""
    held: dict[object, int] = {}
    depth: dict[object, int] = {}
    total = 0
    for block, kept in zip(blocks, flags, strict=True):
        element = block.element
        if not kept or element is None:
            continue
        size = len(block.text)
        total += size
        chain = [element, *element.iterancestors()]
        for level, node in enumerate(reversed(chain)):
            held[node] = held.get(node, 0) + size
            depth[node] = level
    need = REGION_SHARE * total
    best, best_depth = None, -1
    for node, size in held.items():
        if size >= need and depth[node] > best_depth:
            best, best_depth = node, depth[node]
    while best is not None and best.tag not in CONTAINER_TAGS:  # type: ignore[attr-defined]
        best = best.getparent()  # type: ignore[attr-defined]
    return None if best is None else with_sibling_sections(best)


def with_sibling_sections(region: object) -> object:
    """The region, or its parent while the parent holds a section (:func:`is_section`)
    beside it: one section of a page of sections, or the lead before them (the model
    kept the first section's text or the lead and dropped the next sections), stands for
    the page's text."""
    node = region
    parent = node.getparent()  # type: ignore[attr-defined]
    while parent is not None and parent.tag not in WHOLE_PAGE:
        if not any(other is not node and is_section(other) for other in parent):
            break
        node, parent = parent, parent.getparent()
    return node


def is_section(element: object) -> bool:
    """True when the element is a section of a document: a ``section``, or a ``div``
    whose class names one (:data:`SECTION_CLASSES`: ``section``, DocBook's ``sect1``
    … ``sect5``, ``refsect1``, ``chapter``)."""
    tag = element.tag  # type: ignore[attr-defined]
    if tag == "section":
        return True
    if tag != "div":
        return False
    names = element.get("class")  # type: ignore[attr-defined]
    return bool(names) and not SECTION_CLASSES.isdisjoint(names.lower().split())


def _set_apart(element: object, region: object) -> bool:
    """True when ``element`` is outside ``region``, or an element from it up to the region
    is navigation or a box beside the text (:data:`CHROME_TAGS`, :data:`CHROME_WORDS`)."""
    node = element
    while node is not None and node is not region:
        if node.tag in CHROME_TAGS:  # type: ignore[attr-defined]
            return True
        if _names_chrome(node.get("class"), node.get("id")):  # type: ignore[attr-defined]
            return True
        node = node.getparent()  # type: ignore[attr-defined]
    return node is None


def _names_chrome(classes: str | None, ident: str | None) -> bool:
    """True when a word of the class or id is a :data:`CHROME_WORDS` word, or a word of
    the class holds one of :data:`LONG_CHROME_WORDS` (``sphinxsidebarwrapper``)."""
    if ident and not CHROME_WORDS.isdisjoint(_WORD.findall(ident.lower())):
        return True
    if not classes:
        return False
    words = _WORD.findall(classes.lower())
    if not CHROME_WORDS.isdisjoint(words):
        return True
    return any(long in word for word in words for long in LONG_CHROME_WORDS)
