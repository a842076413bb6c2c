"""The top level of the role expert system: the paper's Table 2, in order.

Every stage runs exactly once, in this order, through the engine's top-level
production system; stages read and write the write-once blackboard. The
paper's names are kept beside the English ones.
"""

from __future__ import annotations

from typing import Any

from thresher.methods.roles.article import (
    find_fragments,
    find_max_text,
    make_candidates,
    tables_for_candidates,
)
from thresher.methods.roles.comments import (
    find_comment_words,
    prepare_comment_candidates,
    rate_comment_headers,
)
from thresher.methods.roles.engine import Blackboard, Stage, run_stages
from thresher.methods.roles.header import find_best_header, find_headers
from thresher.methods.roles.marks import (
    common_parent,
    prepare_head,
    prepare_header_and_text,
    prepare_images,
    prepare_text_tables,
    union_of_mark_lists,
)
from thresher.methods.roles.page import finish_page, prune_page
from thresher.methods.roles.params import RolesParams
from thresher.methods.roles.tables import classify_tables
from thresher.methods.roles.texts import correct_text_list, find_all_texts, top_text_tables
from thresher.methods.roles.tree import build_tree


def preprocess(board: Blackboard) -> dict[str, Any]:
    """Blk0: the table register (TableRgstr) and the tree of elements (TreeOfElems).

    Scripts, styles and comments are left out (the parser already drops
    comments), broken markup is repaired by the parser, orphan text gets its
    ``<p>``; see :mod:`roles_tree` and :mod:`roles_tables`.
    """
    params: RolesParams = board["params"]
    root = board["document"]
    tables = classify_tables(root, board, params.max_rule_steps, params.table_thresholds())
    tree = build_tree(
        root,
        tables,
        drop_hidden=params.drop_hidden,
        divs_as_paragraphs=params.text_divs_as_paragraphs,
    )
    return {"tree": tree, "tables": tree.tables, "top_text_tables": top_text_tables(tree)}


def delete_unmarked(board: Blackboard) -> dict[str, Any]:
    """DeleteByDictLst: merge the mark-lists and delete every element not on one (SourHtml1)."""
    params: RolesParams = board["params"]
    kept = union_of_mark_lists(board)["kept"]
    pruned = prune_page(board["document"], board["tree"], kept, drop_hidden=params.drop_hidden)
    return {"kept": kept, "pruned_page": pruned}


def delete_links(board: Blackboard) -> dict[str, Any]:
    """DeleteAttrByList: remove ``href`` under CommParentHeadTxtId; the page (SourHtml2)."""
    params: RolesParams = board["params"]
    base = board["url"] if params.resolve_image_urls else None
    html = finish_page(
        board["pruned_page"], board["common_parent"], strip_links=params.strip_links, base_url=base
    )
    return {"page_html": html}


STAGES: tuple[Stage, ...] = (
    Stage("preprocess", "Blk0", ("tree", "tables", "top_text_tables"), preprocess),
    Stage(
        "find header candidates",
        "FindHeaders",
        ("title_lower", "header_candidates", "header_cluster"),
        find_headers,
    ),
    Stage("choose the main header", "FindBestHdr", ("main_header",), find_best_header),
    Stage("find text containers", "FindAllTexts", ("text_containers",), find_all_texts),
    Stage(
        "correct for text tables",
        "TxtLstCorr",
        ("text_containers_corrected",),
        correct_text_list,
    ),
    Stage("find comments words", "FindCommentWords", ("comment_word_hits",), find_comment_words),
    Stage(
        "prepare comments-header candidates",
        "PrepairForRatingCandCommHdrs",
        ("comment_header_candidates",),
        prepare_comment_candidates,
    ),
    Stage(
        "rate comments-header candidates",
        "RatingCandCommHdrs",
        ("comment_header",),
        rate_comment_headers,
    ),
    Stage(
        "list article candidates",
        "MakeCandMainTxtList",
        ("article_candidates",),
        make_candidates,
    ),
    Stage(
        "text tables of each candidate",
        "OpredTablesForCand",
        ("candidate_tables",),
        tables_for_candidates,
    ),
    Stage("choose the longest text", "FindMaxText", ("main_article",), find_max_text),
    Stage(
        "equal fragments of the article",
        "(not in the paper: refinement)",
        ("article_fragments",),
        find_fragments,
    ),
    Stage(
        "mark header and article",
        "PrepairToMarkingHeaderAndText",
        ("necessary_ids", "unused_ids", "article_mark_lists", "header_mark_list"),
        prepare_header_and_text,
    ),
    Stage("mark the page head", "PrepToMarkingHtmlHead", ("head_mark_list",), prepare_head),
    Stage("mark text tables", "PrepairToMarkingTxtTbl", ("table_mark_lists",), prepare_text_tables),
    Stage("mark images", "PrepairToMarkingImgs", ("image_mark_lists",), prepare_images),
    Stage("delete the unmarked", "DeleteByDictLst", ("kept", "pruned_page"), delete_unmarked),
    Stage(
        "common parent of header and article",
        "CommParentHeadText",
        ("common_parent",),
        common_parent,
    ),
    Stage("strip links", "DeleteAttrByList", ("page_html",), delete_links),
)


def analyse(
    root,
    params: RolesParams,
    *,
    url: str | None = None,
    include_tables: bool = True,
    include_images: bool = True,
) -> Blackboard:
    """Run every stage once on a page's tree (never modified); return the blackboard."""
    board = Blackboard()
    for name, value in (
        ("document", root),
        ("params", params),
        ("url", url),
        ("include_tables", include_tables),
        ("include_images", include_images),
    ):
        board.put(name, value)
    return run_stages(STAGES, board)
