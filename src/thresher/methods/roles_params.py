"""Parameters of the ``roles`` method: one frozen dataclass, the paper's values first.

Golovko & Lapin name lists, not numbers; where the paper is silent the field
says what was decided and why, and the module docstring of
:mod:`thresher.methods.roles` lists the decisions.
"""

from __future__ import annotations

from dataclasses import dataclass

from thresher.methods import roles_rules as rules


@dataclass(frozen=True)
class RolesParams:
    """Every parameter of the role expert system.

    * ``paragraph_tags``: children that make their parent a text container
      (FindAllTexts); ``counted_tags``: children whose clean text counts for
      the longest text (FindMaxText); ``keep_tags``: children of the main
      article kept surely (NessTextIds). All three are the paper's lists.
    * ``keep_text_tables`` / ``keep_images``: the mark-lists for text tables
      and images of the main article (paper: on).
    * ``strip_links``: remove ``href`` under the common ancestor of header
      and article (DeleteAttrByList; paper: on).
    * ``header_excludes_comment_words``: the main header never names the
      comments unless ``<title>`` does (paper).
    * ``min_title_match_share``: a heading is a header candidate (Hdrs) when
      its longest common substring with the title covers this share of the
      shorter of the two. The paper keeps "headers that fit the title by
      match" without a number; 0.5 drops chance matches such as " the ".
    * ``comment_header_after_main_header``: a comments-header candidate above
      the main header is ignored (the paper: comments are always below; the
      case "is handled separately", not described).
    * ``comment_header_max_chars``: a candidate whose block text is longer is
      running text that mentions comments, not a header (paper: no limit
      given; ``None`` = any length).
    * ``count_text_after_comments``: FindMaxText also counts children after
      the comments header (the mark-lists drop them anyway). Off: a container
      of comments cannot win with text that would be deleted.
    * ``search_within_header_cluster``: Table 1 says the longest text is
      sought within the cluster of headers (HdrsMatr); the stage text does
      not. Off by default, following the stage description.
    * ``drop_hidden``: hidden elements (``hidden``, ``display:none``) are
      not seen, so not text (the paper imitates what a reader sees).
    * ``resolve_image_urls``: make image ``src`` absolute when the page URL
      is known, so the saved page shows them.
    * ``max_rule_steps``: the hard step limit of each local production system.
    """

    paragraph_tags: tuple[str, ...] = rules.PARAGRAPH_TAGS
    counted_tags: tuple[str, ...] = rules.COUNTED_TAGS
    keep_tags: tuple[str, ...] = rules.KEEP_TAGS
    keep_text_tables: bool = True
    keep_images: bool = True
    strip_links: bool = True
    header_excludes_comment_words: bool = True
    min_title_match_share: float = 0.5
    comment_header_after_main_header: bool = True
    comment_header_max_chars: int | None = 100
    count_text_after_comments: bool = False
    search_within_header_cluster: bool = False
    drop_hidden: bool = True
    resolve_image_urls: bool = True
    max_rule_steps: int = 1_000_000

    @classmethod
    def literal(cls) -> RolesParams:
        """The paper read word for word: no limits it does not state."""
        return cls(
            min_title_match_share=0.0,
            comment_header_after_main_header=False,
            comment_header_max_chars=None,
            count_text_after_comments=True,
            drop_hidden=False,
        )
