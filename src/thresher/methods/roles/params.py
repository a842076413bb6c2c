"""Parameters of the ``roles`` method: one frozen dataclass, the paper's values first.

Golovko & Lapin name lists, not numbers. Three kinds of field:

* the paper's own lists and switches, with its values;
* *decisions*, where the paper is silent or contradicts itself: the default
  is what we decided, and :meth:`RolesParams.literal` turns them off;
* *refinements*, which go against something the paper states for a measured
  gain: off by default, all on in :meth:`RolesParams.refined`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from thresher.methods.roles import rules as rules
from thresher.methods.roles.tables import TableThresholds


@dataclass(frozen=True)
class RolesParams:
    """Every parameter of the role expert system.

    The paper's lists and switches:

    * ``paragraph_tags``: children that make their parent a text container
      (FindAllTexts); ``counted_tags``: children whose clean text counts for
      the longest text (FindMaxText); ``keep_tags``: children of the main
      article kept surely (NessTextIds).
    * ``keep_text_tables`` / ``keep_images``: the mark-lists for text tables
      and images of the main article.
    * ``strip_links``: remove ``href`` under the common ancestor of header
      and article (DeleteAttrByList).
    * ``header_excludes_comment_words``: the main header never names the
      comments unless ``<title>`` does.
    * ``max_rule_steps``: the hard step limit of each local production
      system (the paper: looping "is easy to control" in small systems).

    Decisions where the paper is vague (defaults are ours):

    * ``min_title_match_share``: a heading is a header candidate (Hdrs) when
      its longest common substring with the title covers this share of the
      shorter of the two. The paper keeps "headers that fit the title by
      match" without a number; 0.5 drops chance matches such as " the ".
    * ``comment_header_after_main_header``: a comments-header candidate above
      the main header, or inside it, is ignored (comments are always below;
      the paper "handles this case separately" without saying how).
    * ``search_within_header_cluster``: Table 1 says the longest text is
      sought within the cluster of headers (HdrsMatr); the stage text does
      not. Off, following the stage description.
    * ``drop_hidden``: hidden elements (``hidden``, ``display:none``) are not
      text: the paper imitates what a reader sees.
    * ``resolve_image_urls``: make image ``src`` absolute when the page URL
      is known, so that the saved page shows them.
    * ``text_table_min_rows`` / ``text_table_min_cols`` /
      ``text_table_min_cells``: the paper defines text and layout tables but
      gives no test; a table without data markup, page structure in its cells
      or a single row or column is a text table from this many rows, columns
      or cells (:mod:`~thresher.methods.roles.tables`).

    Refinements beyond the paper (off: the paper's algorithm):

    * ``comment_header_max_chars``: a candidate longer than this is running
      text that mentions comments (paper: every occurrence outside links and
      tags is a candidate; ``None``).
    * ``comment_header_needs_heading``: a candidate must be a whole comments
      word or sit in ``h1``–``h6``/``header`` (paper: any element, ranked).
    * ``count_text_after_comments``: FindMaxText counts children after the
      comments header (paper: on). Off: a container of comments cannot win
      with text the mark-lists delete anyway.
    * ``count_link_text``: FindMaxText counts text inside links (paper: on).
      Off: a menu of links weighs nothing.
    * ``text_divs_as_paragraphs``: a ``div`` holding only inline text is a
      paragraph of its parent, as a ``<p>`` would be (paper: off).
    * ``merge_equal_fragments``: sibling containers of the same tag and class
      as the longest text (and an equal parent) join the article — the
      paper's "article made of equal or nested fragments", which its
      algorithm does not implement (paper: off).
    """

    paragraph_tags: tuple[str, ...] = rules.PARAGRAPH_TAGS
    counted_tags: tuple[str, ...] = rules.COUNTED_TAGS
    keep_tags: tuple[str, ...] = rules.KEEP_TAGS
    keep_text_tables: bool = True
    keep_images: bool = True
    strip_links: bool = True
    header_excludes_comment_words: bool = True
    max_rule_steps: int = 1_000_000
    min_title_match_share: float = 0.5
    comment_header_after_main_header: bool = True
    search_within_header_cluster: bool = False
    drop_hidden: bool = True
    resolve_image_urls: bool = True
    text_table_min_rows: int = 10
    text_table_min_cols: int = 5
    text_table_min_cells: int = 11
    comment_header_max_chars: int | None = None
    comment_header_needs_heading: bool = False
    count_text_after_comments: bool = True
    count_link_text: bool = True
    text_divs_as_paragraphs: bool = False
    merge_equal_fragments: bool = False

    @classmethod
    def literal(cls) -> RolesParams:
        """The paper word for word: our decisions where it is vague turned off too."""
        return cls(
            min_title_match_share=0.0,
            comment_header_after_main_header=False,
            drop_hidden=False,
        )

    def table_thresholds(self) -> TableThresholds:
        """The table register's size thresholds (rules 6 and 7)."""
        return TableThresholds(
            self.text_table_min_rows, self.text_table_min_cols, self.text_table_min_cells
        )

    @classmethod
    def refined(cls) -> RolesParams:
        """The defaults with every refinement on."""
        return cls(**REFINEMENTS)

    @classmethod
    def presets(cls) -> dict[str, dict[str, object]]:
        """Named option sets for ``name@preset``: faithful (= literal), literal, refined."""
        default = cls()
        named = (
            ("faithful", cls.literal()),
            ("literal", cls.literal()),
            ("refined", cls.refined()),
        )
        return {
            name: {
                f.name: getattr(params, f.name)
                for f in fields(cls)
                if getattr(params, f.name) != getattr(default, f.name)
            }
            for name, params in named
        }


REFINEMENTS: dict[str, object] = {
    "comment_header_max_chars": 100,
    "comment_header_needs_heading": True,
    "count_text_after_comments": False,
    "count_link_text": False,
    "text_divs_as_paragraphs": True,
    "merge_equal_fragments": True,
}
