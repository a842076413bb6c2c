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
  header or sidebar).

Nothing here names a site; the words are the engines' conventions. The rule was chosen
by leave-one-source-out validation (``docs/dev/auto-record.md``, stop 65, ``qdoc29``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher._core import kernel
from thresher._core.modules import RULES
from thresher.metadata.sources import has_type, read_page_meta
from thresher.methods.auto.block_features import FEATURE_NAMES
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
    "mintlify",
    "docfx",
    "exdoc",  # Elixir's ExDoc
    "pkgdown",  # R's pkgdown
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
        "td-heading-self-link",  # Hugo's Docsy theme
        "Documentation-idLink",  # pkgsite (pkg.go.dev's engine)
        "docs-heading-anchor",  # Julia's Documenter
    )
)
# schema.org types that declare a page documentation (JSON-LD ``@type``): a technical
# article, an API reference.
DECLARED_TYPES = ("TechArticle", "APIReference")
# The same in microdata, and the help of a software application (``itemprop=
# "softwareHelp"``: the LibreOffice help), searched in the markup of a page with
# microdata; each with the place of its character rarest in markup, where the search
# jumps (``softwareHelp``'s "H": its "s" would make the search step every few bytes).
DECLARED_WORDS = (("softwareHelp", 8), ("TechArticle", 0), ("APIReference", 0))
# The same words for the one-pass search (``holds_each_utf8``): their bytes, and the place
# of three bytes of each seldom together in markup ("eHe", "hAr", "PIR").
_DECLARED_BYTES = tuple(word.encode("ascii") for word, _ in DECLARED_WORDS)
_DECLARED_PLACES = (7, 3, 1)
_HEADING_LEVEL = FEATURE_NAMES.index("heading_level")  # non-zero for a heading block
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
_REASON = "in a documentation page's content region (p={p:.2f})"


def keep_region_blocks(
    doc: Document,
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: np.ndarray,
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The dropped blocks of a documentation page's content region (``blocks``: the text
    blocks; ``features``: their feature matrix; ``probs``: their probabilities;
    ``flags``: each block's kept flag).

    The changed decisions are returned.
    """
    if all(flags) or not any(flags):
        return {}
    headings = features[:, _HEADING_LEVEL].nonzero()[0].tolist()
    if not is_documentation(doc, [blocks[pos] for pos in headings]):
        return {}
    region = content_region(blocks, flags)
    if region is None or region.tag in WHOLE_PAGE:  # type: ignore[attr-defined]
        return {}
    found: dict[int, Decision] = {}
    known: dict[object, bool] = {}
    for pos, block in enumerate(blocks):
        if flags[pos]:
            continue
        if _set_apart(block.element, region, known):
            continue
        p = float(probs[pos])
        found[block.index] = Decision(block.index, Label.CONTENT, _REASON.format(p=p))
    return found


def is_documentation(doc: Document, headings: Sequence[Block]) -> bool:
    """True when a documentation engine made the page (``headings``: its heading blocks,
    or any of its blocks): its ``generator`` meta names one
    (:data:`DOC_GENERATORS`), a heading holds a permalink anchor
    (:data:`PERMALINK_CLASSES`), or it declares documentation in schema.org words
    (:data:`DECLARED_TYPES` in its JSON-LD; :data:`DECLARED_WORDS` in its microdata)."""
    meta = read_page_meta(doc)  # remembered for the page's tree
    for content in meta.meta.get("generator", ()):
        if any(word in content.lower() for word in DOC_GENERATORS):
            return True
    if any(has_type(found, DECLARED_TYPES) for found in meta.jsonld):
        return True
    if meta.holds_itemprop and _declares_words(doc):
        return True
    return any(block.kind in HEADING_KINDS and _has_permalink(block.element) for block in headings)


def _declares_words(doc: Document) -> bool:
    """True when the page's markup holds a :data:`DECLARED_WORDS` word: ``word in
    doc.source_text`` for any of them, the three found in one pass over the page's bytes
    by the rules kernel when it is built and the load kept the bytes, else each searched
    alone (:func:`~thresher.methods.auto.markup_words.source_holds`)."""
    compiled = kernel(RULES)
    data = doc.source_utf8
    if compiled is None or data is None:
        return any(source_holds(doc, word, pivot) for word, pivot in DECLARED_WORDS)
    return compiled.holds_each_utf8(data, _DECLARED_BYTES, _DECLARED_PLACES) != 0


def _has_permalink(element: object) -> bool:
    """True when a link inside the heading element has a permalink anchor's class."""
    if element is None or (not len(element) and element.tag != "a"):  # type: ignore[attr-defined]
        return False  # no element below it, and not a link itself
    for link in element.iter("a"):  # type: ignore[attr-defined]
        names = link.get("class")
        if names and not PERMALINK_CLASSES.isdisjoint(names.split()):
            return True
    return False


def content_region(blocks: Sequence[Block], flags: Sequence[bool]) -> object | None:
    """The deepest element holding :data:`REGION_SHARE` of the kept blocks' characters;
    the container holding it when it is a list, table or paragraph
    (:data:`CONTAINER_TAGS`), and the parent of the sections it stands beside
    (:func:`with_sibling_sections`)."""
    owned: dict[object, int] = {}  # the kept characters of each block's owner element
    for block, kept in zip(blocks, flags, strict=True):
        if kept and block.element is not None:
            owned[block.element] = owned.get(block.element, 0) + len(block.text)
    need = REGION_SHARE * sum(owned.values())
    held = held_characters(owned)
    # The elements holding nine tenths lie on one line from the root: the deepest holds
    # the least, or as much as the wrapper it is inside.
    best = None
    for node, size in held.items():
        if size < need:
            continue
        if best is None or size < held[best] or (size == held[best] and _inside(node, best)):
            best = node
    while best is not None and best.tag not in CONTAINER_TAGS:  # type: ignore[attr-defined]
        best = best.getparent()  # type: ignore[attr-defined]
    return None if best is None else with_sibling_sections(best)


def held_characters(owned: dict[object, int]) -> dict[object, int]:
    """The kept characters each element holds (``owned``: each owner element's own): its
    own and those of the owners below it, for the owners and every ancestor of theirs, the
    ancestors in the order the climbs from the owners' parents first reach them."""
    held = dict(owned)
    under: dict[object, int] = {}  # the owners' characters by parent
    for element, size in owned.items():
        parent = element.getparent()  # type: ignore[attr-defined]
        if parent is not None:
            under[parent] = under.get(parent, 0) + size
    up, climbs = _climbed(under)
    total = dict.fromkeys(up, 0)  # the owners' characters below each climbed element
    total.update(under)
    nodes = list(up)
    # children before parents: the climbs last first (a later climb's elements lie below
    # an earlier one's), each climb from its start up
    for start, end in reversed(climbs):
        for node in nodes[start:end]:
            above = up[node]
            if above is not None:
                total[above] += total[node]
    for node, size in total.items():
        held[node] = held.get(node, 0) + size
    return held


def _climbed(under: dict[object, int]) -> tuple[dict[object, object], list[tuple[int, int]]]:
    """Each element on the way to the root from the elements of ``under`` and its parent
    (None for the root), in the order first reached, each ``getparent`` called once; and
    where each climb's new elements lie in that order (a climb stops at an element reached
    before, whose ancestors are all reached)."""
    up: dict[object, object] = {}
    climbs: list[tuple[int, int]] = []
    for node in under:
        start = len(up)
        while node is not None and node not in up:
            parent = node.getparent()  # type: ignore[attr-defined]
            up[node] = parent
            node = parent
        climbs.append((start, len(up)))
    return up, climbs


def _inside(node: object, other: object) -> bool:
    """True when ``node`` is a descendant of ``other``."""
    return any(ancestor is other for ancestor in node.iterancestors())  # type: ignore[attr-defined]


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


def _set_apart(element: object, region: object, known: dict[object, bool]) -> bool:
    """True when ``element`` is outside ``region``, or an element from it up to the region
    is navigation or a box beside the text (:data:`CHROME_TAGS`, :data:`CHROME_WORDS`);
    ``known`` remembers the answer of each element climbed through."""
    climbed = []
    node = element
    answer = True  # the root passed: outside the region
    while node is not None:
        if node is region:
            answer = False
            break
        if node in known:
            answer = known[node]
            break
        climbed.append(node)
        if node.tag in CHROME_TAGS or _names_chrome(node.get("class"), node.get("id")):  # type: ignore[attr-defined]
            answer = True
            break
        node = node.getparent()  # type: ignore[attr-defined]
    for passed in climbed:
        known[passed] = answer
    return answer


def _names_chrome(classes: str | None, ident: str | None) -> bool:
    """True when a word of the class or id is a :data:`CHROME_WORDS` word, or a word of
    the class holds one of :data:`LONG_CHROME_WORDS` (``sphinxsidebarwrapper``)."""
    if ident and not CHROME_WORDS.isdisjoint(_WORD.findall(ident.lower())):
        return True
    if not classes:
        return False
    lowered = classes.lower()
    if not CHROME_WORDS.isdisjoint(_WORD.findall(lowered)):
        return True
    # a long word (letters alone) inside the text lies inside one of its words
    return any(map(lowered.__contains__, LONG_CHROME_WORDS))
