"""Method ``roles``: Golovko & Lapin's representation-role expert system.

The paper (Golovko & Lapin, Vestnik of Nizhnevartovsk State University;
``docs/roles.md``) finds exactly one *main header* and one *main article* (text, tables,
images) and deletes everything else. It is an expert system: small production
systems of a few rules each (an antecedent and a consequent, two small
functions over a local memory), run "while a rule applies" under a step
limit, inside a top level whose blocks run once each, in a fixed order, with
no backtracking (:mod:`roles_engine`, :mod:`roles_pipeline`).

Stages, with the paper's names: Blk0 (tree of block elements, orphan text
wrapped, table register), FindHeaders and FindBestHdr (``h1``–``h6`` by
longest common substring with ``<title>``; tag, then match, then position),
FindAllTexts and TxtLstCorr (text containers), FindCommentWords,
PrepairForRatingCandCommHdrs and RatingCandCommHdrs (the comments header),
MakeCandMainTxtList, OpredTablesForCand and FindMaxText (the longest clean
text), the mark-list builders, DeleteByDictLst, CommParentHeadText and
DeleteAttrByList.

Products: ``page_html`` is the cleaned page (the paper's output: ``-f page``);
block decisions over ``segment()`` blocks of the original page serve every
other format; ``metadata.title`` is the main header's text.

Where the paper is vague, the decisions (each a :class:`RolesParams` field,
on by default; ``roles@faithful`` = ``roles@literal`` =
``RolesParams.literal()`` turns the switchable ones off):

* the table register rule (:mod:`~thresher.methods.roles.tables`) — the
  paper defines the two kinds but gives no test; its size thresholds are the
  options ``text_table_min_rows`` (10), ``text_table_min_cols`` (5) and
  ``text_table_min_cells`` (11);
* orphan text: loose text in layout containers and layout-table cells, and
  text beside block children anywhere, gets a ``<p>``
  (:mod:`~thresher.methods.roles.rules`);
* a heading must match the title over half the shorter string to be a
  candidate (``min_title_match_share``); with no ``<title>`` every heading is
  one;
* comments-header candidates above the main header are ignored (the case the
  paper "handles separately"; ``comment_header_after_main_header``);
* FindMaxText looks at direct children (counting descendants would always
  elect ``<body>``);

Refinements beyond the paper are **off** by default and all on in
``roles@refined``: among them, ignoring comments-header candidates longer
than 100 characters (``comment_header_max_chars``) and counting only the text
before the comments header (``count_text_after_comments=False``); by
default, as in the paper, every candidate counts and FindMaxText counts the
text after the comments header too.

The other decisions, fixed:

* the kept children of the article are its direct children with a keep tag;
  text tables and images are taken at any depth inside it (QuUnusTextIds);
* hidden elements are not text; clean-text lengths collapse whitespace;
* the cleaned page drops inline event handlers and ``javascript:`` links,
  declares UTF-8, and gets absolute image URLs when the page URL is known.
"""

from __future__ import annotations

from thresher.html.segment import Segmentation
from thresher.methods.base import MethodResult, PageMethod, decisions_from
from thresher.methods.roles.blocks import decide_blocks
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.pipeline import STAGES, analyse
from thresher.methods.roles.rules import HEADER_TRAILING_MARKS
from thresher.options import Options
from thresher.types import Document, FoundMetadata

__all__ = ["METHOD", "STAGES", "RolesMethod", "RolesParams", "analyse"]


class RolesMethod(PageMethod):
    """The representation-role expert system: one main header, one main article."""

    name = "roles"
    params_class = RolesParams
    presets = RolesParams.presets()

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: RolesParams
    ) -> MethodResult:
        """Find the main header and article, clean the page, label the page's blocks."""
        params = params or RolesParams()
        board = analyse(
            doc.tree,
            params,
            url=doc.url,
            include_tables=options.include_tables,
            include_images=options.include_images,
        )
        decisions = decide_blocks(seg.blocks, board)
        header = board["main_header"]
        found = FoundMetadata(title=main_title(header.text) if header is not None else None)
        return MethodResult(
            seg.blocks,
            decisions_from(decisions),
            metadata=found,
            warnings=seg.warnings + tuple(board.warnings),
            page_html=board["page_html"],
        )


def main_title(header_text: str) -> str:
    """The main header's text as the page title, permalink marks ("¶") removed."""
    return header_text.rstrip(HEADER_TRAILING_MARKS) or header_text


METHOD = RolesMethod()
