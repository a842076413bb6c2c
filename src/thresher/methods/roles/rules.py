"""Vocabularies of the ``roles`` method, as data apart from control flow.

Golovko & Lapin's static knowledge (the paper's "static part of the semantic
net"): which tags make the tree of text elements, which texts are orphaned and
get a ``<p>``, which tags are kept, how tables are told apart, and the words
that name a comments section in many languages.
"""

from __future__ import annotations

HEADER_TAGS: tuple[str, ...] = ("h1", "h2", "h3", "h4", "h5", "h6")

# AllET: block-level elements (the paper's reference [4], an HTML tutorial's
# list), plus html/head/body. ``img`` is an element of the tree too, because
# the paper builds mark-lists for images; ``title`` and ``meta`` only under
# ``head``, where the head's mark-list needs them.
BLOCK_TAGS: frozenset[str] = frozenset(
    [
        "html",
        "head",
        "body",
        "address",
        "article",
        "aside",
        "blockquote",
        "caption",
        "center",
        "dd",
        "details",
        "dialog",
        "dir",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "frameset",
        "header",
        "hgroup",
        "hr",
        "li",
        "main",
        "menu",
        "nav",
        "noframes",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
        *HEADER_TAGS,
    ]
)
IMAGE_TAG = "img"
HEAD_ELEMENT_TAGS: frozenset[str] = frozenset(["title", "meta"])

# Blk0 "removes all scripts and comments": these go with their whole subtree.
# ``noscript`` and ``template`` hold script fallbacks and inert markup.
DROPPED_TAGS: frozenset[str] = frozenset(["script", "style", "noscript", "template"])

# Elements whose content is not page text a reader sees (form controls,
# embedded objects): they stay in the markup but give no text.
NON_TEXT_TAGS: frozenset[str] = frozenset(
    [
        "select",
        "option",
        "optgroup",
        "datalist",
        "textarea",
        "button",
        "svg",
        "math",
        "canvas",
        "iframe",
        "object",
        "embed",
        "audio",
        "video",
        "map",
    ]
)

# Orphan text ("бесхозный" text) gets a <p> of its own. Layout containers
# always adopt their loose text this way; a cell does so when its table is a
# layout table; elements that hold text themselves never do; any other
# element does so only when its text sits beside block children.
ORPHAN_HOSTS: frozenset[str] = frozenset(
    [
        "body",
        "div",
        "section",
        "article",
        "main",
        "aside",
        "header",
        "footer",
        "nav",
        "form",
        "center",
        "fieldset",
        "figure",
        "details",
        "dialog",
        "noframes",
    ]
)
# Option text_divs_as_paragraphs: these, holding only inline text, are paragraphs.
PARAGRAPH_DIVS: frozenset[str] = frozenset(["div"])
# Option merge_equal_fragments: containers without a class are "equal
# fragments" of each other only when they are one of these.
FRAGMENT_TAGS: frozenset[str] = frozenset(["section", "article"])
CELL_TAGS: frozenset[str] = frozenset(["td", "th"])
NEVER_WRAP: frozenset[str] = frozenset(
    ["html", "head", "p", "pre", "title", "caption", "summary", "address", *HEADER_TAGS]
)

# FindAllTexts: a text container is the direct parent of one of these
# (or of a text table that is not nested in another text table).
PARAGRAPH_TAGS: tuple[str, ...] = ("p", "pre", "blockquote")
# FindMaxText counts the clean text of these children of a candidate.
COUNTED_TAGS: tuple[str, ...] = ("p", "pre", "blockquote", "ol", "ul")
# NessTextIds: children of the main article kept surely.
KEEP_TAGS: tuple[str, ...] = ("p", "pre", "blockquote", "ol", "ul", *HEADER_TAGS)
# In <head>: <title>, and <meta> elements with one of these attributes.
HEAD_META_ATTRS: tuple[str, ...] = ("charset", "http-equiv")

# RatingCandCommHdrs: rank of the element holding a comments-header candidate.
COMMENT_HEADER_RANKS: dict[str, int] = {
    **{tag: i for i, tag in enumerate(HEADER_TAGS, start=1)},
    "header": 7,
}
OTHER_ELEMENT_RANK = 8

# CNS_CommenWords: words and word stems that name a comments section,
# matched case-insensitively inside page text.
COMMENT_WORDS: dict[str, tuple[str, ...]] = {
    "en": ("comment",),
    "ru": ("комментар",),
    "uk": ("коментар",),
    "de": ("kommentar",),
    "fr": ("commentaire",),
    "es": ("comentario",),
    "pt": ("comentário", "comentario"),
    "it": ("commento", "commenti"),
    "pl": ("komentarz",),
    "cs": ("komentář",),
    "nl": ("reacties",),
    "tr": ("yorum",),
    "zh": ("评论", "評論", "留言"),
    "ja": ("コメント",),
    "ko": ("댓글",),
}

# CommentWholeHeader1: a block whose whole text (digits and punctuation
# removed, case folded) is one of these is a comments header for sure.
COMMENT_WHOLE_HEADERS: frozenset[str] = frozenset(
    [
        "comment",
        "comments",
        "комментарии",
        "комментарий",
        "комментариев",
        "коментарі",
        "коментарів",
        "kommentar",
        "kommentare",
        "kommentarer",
        "commentaire",
        "commentaires",
        "comentario",
        "comentarios",
        "comentário",
        "comentários",
        "commento",
        "commenti",
        "komentarz",
        "komentarze",
        "komentarzy",
        "komentáře",
        "reacties",
        "yorum",
        "yorumlar",
        "评论",
        "評論",
        "留言",
        "网友评论",
        "コメント",
        "댓글",
    ]
)

# The table register (TableRgstr). The paper defines a text table (data) and
# a layout table (page arrangement) but gives no test; these are the markers
# of the rule written in ``roles_tables``.
LAYOUT_TABLE_ROLES: frozenset[str] = frozenset(["presentation", "none"])
DATA_TABLE_MARKERS: frozenset[str] = frozenset(
    ["caption", "thead", "tfoot", "th", "col", "colgroup"]
)
LAYOUT_TABLE_MARKERS: frozenset[str] = frozenset(
    [
        "form",
        "nav",
        "header",
        "footer",
        "aside",
        "article",
        "section",
        "main",
        "h1",
        "h2",
        "iframe",
        "frameset",
    ]
)

# Permalink marks that documentation sites append to headings ("Title¶"):
# stripped from the end of the main header's text when it becomes the title.
HEADER_TRAILING_MARKS = " ¶§#🔗⚓\u00a0"

# Attributes removed from the cleaned page because they run script.
SCRIPT_URL_PREFIX = "javascript:"
EVENT_ATTR_PREFIX = "on"
