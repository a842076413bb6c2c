"""Method ``auto``: the default extractor.

Blocks come from the shared segmentation; a gradient-boosted tree ensemble
(``auto_model``) trained on the shared datasets scores each block from the
signals the seed methods define (``auto_features``): complete sentences,
title anchoring, text and link density, punctuation, tag kinds, position
relative to the title and the comment section, container structure. Decisions
then apply the user's options: the precision/recall trade-off moves the
threshold, comments are kept or dropped, tables and images kept or dropped.
When the model file is missing, sentence blocks with every refinement are used
instead (and a warning says so).

``AutoMethod.run`` is three named stages, and training uses the same two of
them (``thresher.train.auto``): :func:`prepare_page` (blocks, title, page
facts, feature matrix), the model's ``predict_proba``, and :func:`decide_page`
(threshold, comment header, tables, then the post-passes in this order:
images like their neighbours, declared discussion posts, declared JSON-LD
body). Decisions are ``dict[int, Decision]``; a post-pass reads the current
decisions and returns the ones it changes or adds, which the caller merges.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from importlib import resources
from pathlib import Path

import numpy as np

from thresher._core import kernel
from thresher._core.modules import DECIDE
from thresher.errors import ModelError, OptionsError
from thresher.html.parse import document_title
from thresher.html.segment import Segmentation, cached_segment
from thresher.metadata.sources import read_page_meta
from thresher.methods.auto.admonitions import keep_admonitions
from thresher.methods.auto.appended_articles import drop_appended_articles
from thresher.methods.auto.archive_pages import (
    declares_archive,
    declares_category,
    keep_archive_intros,
    keep_category_members,
)
from thresher.methods.auto.author_boxes import drop_author_boxes
from thresher.methods.auto.block_features import FEATURE_NAMES, block_features
from thresher.methods.auto.boxed_replies import keep_boxed_replies
from thresher.methods.auto.captions import drop_captions, names_captions
from thresher.methods.auto.card_actions import drop_card_actions, drop_shop_buttons
from thresher.methods.auto.card_badges import drop_card_badges
from thresher.methods.auto.card_lines import keep_card_lines
from thresher.methods.auto.cleanup import LineKeys, clean_up, mark_headline
from thresher.methods.auto.closing_notice import drop_closing_notices
from thresher.methods.auto.comment_boxes import drop_kept_thread, thread_boxes
from thresher.methods.auto.consent_boxes import drop_consent_boxes
from thresher.methods.auto.copyright_box import (
    drop_copyright_boxes,
    drop_notice_siblings,
    drop_worded_notices,
)
from thresher.methods.auto.count_strips import drop_count_strips
from thresher.methods.auto.counted_comments import counted_comments
from thresher.methods.auto.decided import KeptFlags, PageColumns, groups_by_ident, kept_flags
from thresher.methods.auto.decision import ExpectedF1, expected_f1_threshold
from thresher.methods.auto.declared_replies import keep_undeclared_replies
from thresher.methods.auto.deep_posts import with_deep_posts
from thresher.methods.auto.definition_lists import keep_definition_lists
from thresher.methods.auto.discussion import (
    apart_posts_of,
    declared_posts,
    dropped_thread,
    kept_thread,
    post_like_runs,
    posts_span,
    repeated_posts,
    run_chrome,
    run_span,
    with_declared_tail,
    with_last_post,
)
from thresher.methods.auto.doc_chrome import (
    drop_code_labels,
    drop_link_lines,
    drop_outdated_banners,
    drop_updated_lines,
)
from thresher.methods.auto.doc_regions import is_documentation, keep_region_blocks
from thresher.methods.auto.doc_widgets import (
    drop_feedback_headings,
    drop_heading_anchors,
    drop_hidden_toggles,
    drop_item_sources,
    drop_running_heads,
    drop_tab_labels,
    drop_toggled_sources,
)
from thresher.methods.auto.doubled_lines import drop_doubled_lines
from thresher.methods.auto.dropped_story import keep_dropped_story
from thresher.methods.auto.enclosed_code import keep_enclosed_code
from thresher.methods.auto.enclosed_prose import ProseRuns, prose_between_kept
from thresher.methods.auto.field_labels import drop_field_labels, holds_label
from thresher.methods.auto.fine_print import drop_fine_print
from thresher.methods.auto.form_boxes import drop_form_boxes, drop_form_headings
from thresher.methods.auto.form_notes import drop_form_notes
from thresher.methods.auto.gallery_lines import drop_gallery_lines
from thresher.methods.auto.gallery_pages import keep_gallery_captions
from thresher.methods.auto.grid_titles import keep_declared_titles, keep_grid_titles
from thresher.methods.auto.headed_chrome import drop_headed_buttons
from thresher.methods.auto.headed_posts import (
    headed_posts,
    holds_kept_text,
    keep_post_bodies,
    with_headed_posts,
)
from thresher.methods.auto.headed_sections import keep_headed_sections
from thresher.methods.auto.headings import keep_headings_over_prose
from thresher.methods.auto.hidden_boxes import (
    drop_closed_modals,
    drop_closed_popups,
    drop_inactive_panes,
    drop_invisible_conditions,
)
from thresher.methods.auto.host_previews import drop_host_previews
from thresher.methods.auto.icon_words import drop_icon_words
from thresher.methods.auto.introduced_lists import keep_introduced_lists
from thresher.methods.auto.item_titles import keep_item_titles
from thresher.methods.auto.join_dates import drop_join_dates
from thresher.methods.auto.jsonld import replace_with_declared_body
from thresher.methods.auto.language_switcher import drop_language_switchers
from thresher.methods.auto.lead_prose import keep_lead_paragraphs
from thresher.methods.auto.link_previews import drop_link_previews
from thresher.methods.auto.listing import (
    MIN_ITEMS,
    agree_card_fields,
    complete_listing,
    drop_doubted_runs,
    keep_card_titles,
    kept_card_grids,
    rescue_listing,
)
from thresher.methods.auto.listing_toolbars import drop_listing_toolbars
from thresher.methods.auto.lone_grids import keep_lone_grid
from thresher.methods.auto.loose_runs import joined_grids, loose_grids, with_loose_runs
from thresher.methods.auto.mark_tables import keep_mark_tables
from thresher.methods.auto.markup_words import source_holds_opening
from thresher.methods.auto.model import TreeEnsemble
from thresher.methods.auto.nested_lists import keep_nested_lists
from thresher.methods.auto.news_lines import (
    drop_news_marks,
    drop_read_on_pairs,
    drop_trailing_headlines,
    keep_closing_credits,
)
from thresher.methods.auto.opening_posts import with_opening_post
from thresher.methods.auto.option_labels import drop_option_labels, holds_radio
from thresher.methods.auto.page_kind import DECLARED_KINDS, RepeatGroup
from thresher.methods.auto.pager_lines import drop_pager_lines
from thresher.methods.auto.paywall_prompts import drop_paywall_prompts
from thresher.methods.auto.plan_cards import keep_plan_cards
from thresher.methods.auto.post_chrome import (
    drop_marks_in,
    drop_post_chrome,
    drop_post_frames,
    drop_thread_controls,
    drop_thread_counters,
    solution_mark_positions,
    without_chrome,
)
from thresher.methods.auto.post_comments import drop_post_comments
from thresher.methods.auto.post_pairs import MAX_POST_BOXES, paired_posts
from thresher.methods.auto.post_quotes import boxes_span, keep_post_quotes, may_quote
from thresher.methods.auto.post_signatures import drop_post_signatures, drop_repeated_signatures
from thresher.methods.auto.posting_rules import drop_posting_rules
from thresher.methods.auto.product_names import keep_product_name
from thresher.methods.auto.prompt_lines import drop_prompt_lines
from thresher.methods.auto.prose_posts import with_prose_posts
from thresher.methods.auto.read_on_lines import drop_read_on_lines
from thresher.methods.auto.reader_records import drop_reader_badges, drop_reader_records
from thresher.methods.auto.related_boxes import drop_related_boxes
from thresher.methods.auto.related_headings import drop_related_headings
from thresher.methods.auto.reply_heads import drop_reply_heads
from thresher.methods.auto.responsive_copies import drop_responsive_copies
from thresher.methods.auto.review_apps import drop_review_apps, names_app
from thresher.methods.auto.review_chrome import drop_review_chrome
from thresher.methods.auto.review_widgets import drop_review_widgets
from thresher.methods.auto.role_boxes import drop_role_boxes
from thresher.methods.auto.search_overlays import drop_search_overlays
from thresher.methods.auto.section_bodies import keep_section_bodies
from thresher.methods.auto.sections import complete_sections, heading_positions
from thresher.methods.auto.sidebars import drop_sidebars
from thresher.methods.auto.signals import PageFacts, page_facts
from thresher.methods.auto.spec_lists import keep_spec_lists
from thresher.methods.auto.spec_panes import keep_spec_panes
from thresher.methods.auto.stat_tiles import keep_stat_tiles
from thresher.methods.auto.story_donations import drop_donation_boxes, drop_support_calls
from thresher.methods.auto.story_editors import drop_credit_lines, drop_editor_lines
from thresher.methods.auto.story_help_bylines import drop_help_bylines
from thresher.methods.auto.story_home_links import drop_home_links
from thresher.methods.auto.story_inserts import (
    drop_linked_teasers,
    drop_rights_lines,
    drop_story_widgets,
    drop_video_teasers,
)
from thresher.methods.auto.story_newsletters import drop_newsletter_boxes
from thresher.methods.auto.story_refresh_links import drop_refresh_controls
from thresher.methods.auto.story_slot import keep_story_slot
from thresher.methods.auto.story_tails import keep_story_tails
from thresher.methods.auto.teaser_pairs import drop_teaser_pairs
from thresher.methods.auto.teasers import drop_teaser_runs
from thresher.methods.auto.thread_tails import (
    drop_closing_boxes,
    drop_closing_heading,
    drop_closing_prompts,
    drop_placeholder_prompts,
)
from thresher.methods.auto.timed_headers import timed_lines
from thresher.methods.auto.tool_lines import drop_tool_lines
from thresher.methods.auto.top_links import drop_top_links
from thresher.methods.auto.trail_lines import drop_trail_lines
from thresher.methods.auto.twin_replies import keep_twin_replies
from thresher.methods.auto.user_cards import CardForms, drop_user_cards
from thresher.methods.auto.variant_banners import without_banner_variants
from thresher.methods.base import (
    MethodResult,
    PageMethod,
    decisions_from,
    label_images_like_neighbours,
)
from thresher.methods.sentences import SentencesMethod, SentencesParams
from thresher.options import Options
from thresher.types import Block, Decision, Document, Label

MODEL_FILE = "auto-blocks-v5.npz"


@dataclass(frozen=True)
class AutoParams:
    """Decision parameters of the default method (the model itself is a file).

    ``model_path`` names a model trained by ``thresher train --method auto``;
    default: the shipped one. ``use_declared_body``: where the kept blocks hold
    under half of the page's JSON-LD ``articleBody``, use that body
    (:mod:`thresher.methods.auto.jsonld`). ``use_declared_posts``: on a page
    that declares a forum thread or Q&A (schema.org), keep its posts
    (:mod:`thresher.methods.auto.discussion`), with the unmarked opening post of a
    thread that marks only its replies when ``declared_opening_post``
    (:func:`thresher.methods.auto.discussion.unmarked_opening_posts`). ``decision``: with
    ``favor="balanced"``, ``"expected_f1"`` gives each page the threshold that maximises
    its expected F1 (:mod:`thresher.methods.auto.decision`, odds moved by ``logit_shift``, or
    by ``article_logit_shift`` on a page that declares an article or its date);
    ``"threshold"`` uses ``threshold`` on every page. ``threshold``: one fixed threshold
    for every page, given instead of the page's own (``decision="threshold"`` without it:
    :data:`DEFAULT_THRESHOLD`); ``favor="precision"`` and ``"recall"`` use
    ``precision_threshold`` and ``recall_threshold`` (:data:`FAVOR_THRESHOLDS` when not
    given). Each of these given where the favor and decision leave it unused is an
    error (:func:`check_used`). ``clean_up``: the generic
    failure-class rules (kept comment-form, consent and advertisement lines dropped, a
    trailing "Related" teaser run cut, a closing credit line kept;
    :mod:`thresher.methods.auto.cleanup`). ``mark_headline``: flag the kept headline,
    which plain text then leaves out (it is ``title``; Markdown and HTML keep it).
    ``complete_listing``: keep the dropped items of a run of cards the model kept in
    good part, and ``rescue_listing`` those of the page's main run of cards when the
    model dropped it whole, and ``drop_doubted_runs``: a run of links the model doubted
    throughout on a page whose article it is sure of, dropped
    (:mod:`thresher.methods.auto.listing`). ``enclosed_prose``:
    keep a run of prose the model dropped between kept text, an article split into
    page-builder sections (:mod:`thresher.methods.auto.enclosed_prose`), but for a box it
    dropped whole inside the run when ``bridge_skips_boxes`` (a thread, an aside, a caption:
    :mod:`thresher.methods.auto.bridge_boxes`), or for text the page hides by class when
    ``bridge_skips_hidden`` (:mod:`thresher.methods.auto.hidden_boxes`).
    ``complete_sections``: keep the sections (heading and list) the model dropped on a
    page of headed sections where it kept three or more like headings
    (:mod:`thresher.methods.auto.sections`). ``dropped_thread``: on a page that declares
    no story, keep the posts of a run of post-like siblings the model dropped almost whole
    (:func:`thresher.methods.auto.discussion.dropped_thread`), counting the text it kept in
    the opening post with the thread when ``thread_opening_post``. ``thread_chrome``: on a
    thread, drop the kept lines its posts repeat (user cards' labels and counts, reaction
    counts; :func:`thresher.methods.auto.discussion.thread_chrome`), with
    ``dropped_card_labels`` the kept value of a card's ``dt`` label the posts repeat though
    the model dropped the label. ``teaser_runs``: on a
    page whose article the model is sure of, drop the kept teasers of a run of linked
    boxes beside the article's container (:mod:`thresher.methods.auto.teasers`).
    ``fine_print``: drop the kept blocks of a box whose class or id names a disclaimer or
    legal fine print (:mod:`thresher.methods.auto.fine_print`). ``form_boxes``: drop the
    kept blocks of a small ``form`` (a poll, a log-in, sign-up or comment form;
    :mod:`thresher.methods.auto.form_boxes`), but for a thread's posts written each in a
    form of one class when ``thread_forms``. ``heading_over_prose``:
    keep a dropped heading right over kept prose (:mod:`thresher.methods.auto.headings`),
    but not a navigation box's title over prose outside the box when ``nav_titles``.
    ``captions``: on a page that declares a story, drop the kept captions of its images
    (:mod:`thresher.methods.auto.captions`). ``lead_prose``: keep the dropped paragraphs
    between the title and the first kept paragraph of the story
    (:mod:`thresher.methods.auto.lead_prose`).
    ``comment_threads``: drop the kept blocks of comment boxes whose thread the model itself
    kept in good part (:mod:`thresher.methods.auto.comment_boxes`). ``styled_openers``:
    with ``comment_threads``, not when the text kept outside the boxes is a post styled as
    the boxes' (a forum topic whose engine names its replies comments:
    :func:`thresher.methods.auto.comment_boxes.opens_like_replies`). ``teaser_pairs``: drop
    the kept blocks of a list of teasers (a linked headline over a one-sentence summary)
    that follows the page's headline and story (:mod:`thresher.methods.auto.teaser_pairs`).
    ``card_fields``: on a grid of cards the model kept in most of its cards, keep a card's
    dropped field where it kept the same field in another card
    (:func:`thresher.methods.auto.listing.agree_card_fields`).
    ``inactive_tabs``: drop the kept blocks of a tab pane the page does not show (a
    ``tab-pane`` not marked active beside one that is;
    :func:`thresher.methods.auto.hidden_boxes.drop_inactive_panes`).
    ``closed_modals``: drop the kept blocks of a modal box the page does not open (class
    ``modal``, ``modal-window`` or ``modal-panel``, or a page builder's popup template,
    without ``show``, ``in`` or ``is-active``;
    :func:`thresher.methods.auto.hidden_boxes.drop_closed_modals`).
    ``responsive_copies``: keep one copy of a text two to five kept blocks hold when a
    copy sits in an element shown or hidden at some screen widths only (``d-md-none``,
    ``hide-mobile``; :mod:`thresher.methods.auto.responsive_copies`).
    ``closed_popups``: drop the kept blocks of a popup box the page does not open (first
    class ``popup`` on an element other than a link, without an open class;
    :func:`thresher.methods.auto.hidden_boxes.drop_closed_popups`).
    ``invisible_conditions``: drop the kept blocks of a box a site builder always hides
    (Webflow's ``w-condition-invisible``;
    :func:`thresher.methods.auto.hidden_boxes.drop_invisible_conditions`).
    ``copyright_box``: drop the kept blocks of an element holding a copyright notice ("©")
    the model doubts after the last block it is sure of (a legal footer;
    :mod:`thresher.methods.auto.copyright_box`). ``notice_siblings``: drop the kept lines of
    an element whose copyright notice the model dropped, after the last block it is sure
    of outside that element, when the page keeps more text outside them (a documentation
    footer's licence lines; :func:`thresher.methods.auto.copyright_box.drop_notice_siblings`).
    ``comment_header_once``: a comment header whose line the page repeats after it (a
    "Comment" button on each post) opens no comment section (:func:`repeated_header`),
    unless comments are wanted (``include_comments``: they are kept then).
    ``deep_posts``: the thread rules (``use_declared_posts``' runs of posts,
    ``dropped_thread``, ``thread_chrome``) read a run of dated post boxes with the text
    that lies deeper in each box than the repeat walk climbs
    (:func:`thresher.methods.auto.deep_posts.with_deep_posts`). ``prose_posts``: a run
    of dated post boxes that nearly each hold a sentence and whose text is mostly in
    sentences reads as posts even when its chrome lines outnumber its prose blocks (short
    replies under user cards, buttons and signatures;
    :func:`thresher.methods.auto.prose_posts.with_prose_posts`); a run of longer posts
    (three sentence blocks a post or more) is left alone. ``prose_scripts``: that rule reads
    posts in a script written without full stops (Thai) and dates in a script's own
    digits ("২০২৪") too. ``join_labels``: with ``join_dates``, a kept short line inside
    the thread that a join label opens ("Joined 3 Mar 2024", "เข้าร่วมเมื่อ …") and that
    holds a date goes whatever the dates' order (:mod:`thresher.methods.auto.join_dates`).
    ``post_signatures``: inside a recognised thread, drop the kept lines of a poster's
    signature box (a class naming a signature; :mod:`thresher.methods.auto.post_signatures`).
    ``repeated_signatures`` (off: the golden record showed it dropping notes that Python's
    C-API pages repeat): with ``post_signatures``, inside a recognised thread, drop the
    kept short lines with a link, outside quotations, that two or more posts print alike (a
    signature in a box no class names;
    :func:`thresher.methods.auto.post_signatures.drop_repeated_signatures`).
    ``answered_questions``: with ``use_declared_posts``, a page whose microdata marks one
    ``Question`` and two ``Answer`` items with a text (a short Q&A thread; three replies
    otherwise) declares its posts
    (:func:`thresher.methods.auto.discussion.declared_posts`).
    ``apart_posts``: the thread's span reaches back to a post set apart just before its run
    (the run items' tag and class outside their parent: a recommended answer pinned above
    the replies; :func:`thresher.methods.auto.discussion.with_apart_post`).
    ``linked_table_headers``: a data table mostly kept keeps its dropped header cells
    that are links too (a reference table's row labels linking to their definitions;
    :func:`complete_tables`). ``introduced_lists``: keep the dropped links of the list
    right after a kept sentence ending in a colon (a documentation chapter's index of
    its pages; :mod:`thresher.methods.auto.introduced_lists`). ``nested_lists``: keep the
    dropped links of a list of lists whose first-level links the model kept in good part (a
    table of contents; :mod:`thresher.methods.auto.nested_lists`), and with
    ``contents_trees`` of one whose items the model kept in good part at any level.
    ``language_switchers``: drop a kept line of links to the page in other languages
    ("Available Languages: en | fr | ja") or a kept list of them
    (:mod:`thresher.methods.auto.language_switcher`). ``headed_sections``: keep a dropped
    run of three or more short headed sections (a heading over one to three one-line
    paragraphs, no links) among the siblings of the page's kept lead (a reference page's
    options; :mod:`thresher.methods.auto.headed_sections`). ``section_bodies``: on a
    documentation page, keep the dropped prose, code and headings of a kept heading's own
    ``section`` (ExDoc's functions; :mod:`thresher.methods.auto.section_bodies`).
    ``worded_notices``: drop a kept copyright notice written in words ("Copyright 2026 …",
    "All rights reserved") the model doubts after the last block it is sure of, with the
    doubted kept lines after it beside it
    (:func:`thresher.methods.auto.copyright_box.drop_worded_notices`).
    ``consent_boxes``: drop the kept blocks of a cookie-consent or privacy-choice widget,
    an element named by a consent plug-in's class or id or a consent word whose text
    speaks of consent (:mod:`thresher.methods.auto.consent_boxes`). ``post_chrome``: inside
    a recognised thread (declared posts, or the run of posts the model kept in good part),
    drop the kept lines a forum engine writes among the posts: a quote's attribution
    ("Anna said:"), "Click to expand...", "Sent from my … using …", a reaction line, a row
    of "Reply"/"Quote"/"Report" buttons (:mod:`thresher.methods.auto.post_chrome`), and with
    ``post_frames`` the kept short lines (a user card's, a post header's) at an element path
    the thread's posts repeat whose other lines the model dropped. ``headed_posts``: on a
    page that declares no discussion, three or more like boxes (siblings of one tag; their
    classes may differ), each with a dated header line at one path from the box and prose
    (a table row a post, an obfuscated class a post), are a thread's posts: when they hold
    most of the kept text, the thread rules read them as a run and the dropped lines of
    each post's text element are kept (:mod:`thresher.methods.auto.headed_posts`).
    ``card_actions``: drop a kept line made only of a card's action phrases ("Add to cart",
    "Quick view", "Compare", "Apply now"; :mod:`thresher.methods.auto.card_actions`).
    ``card_titles``: on a grid of cards the model kept in most of its cards, keep the title
    field it dropped in every card: in most cards, a heading or a link in each, its text
    the card's own (:func:`thresher.methods.auto.listing.keep_card_titles`).
    ``trailing_links``: ``complete_listing`` leaves out the paragraphs of link text that
    come after a run of paragraphs' last kept one (a story's "Follow me", "Read also",
    related headlines).
    ``post_quotes``: inside a recognised thread (as ``post_chrome``'s), keep the dropped
    lines of a quotation box (a ``blockquote``, a class naming a quote; not a signature)
    whose quoting post holds kept prose: the post a reply quotes, a one-line post an
    engine writes in a ``blockquote`` (:mod:`thresher.methods.auto.post_quotes`).
    ``link_previews``: inside a recognised thread (as ``post_chrome``'s), drop the kept
    lines of a link's preview card, which the engine draws from the linked page (a class
    naming an unfurl, a onebox, a link preview; :mod:`thresher.methods.auto.link_previews`).
    ``enclosed_code``: keep the code blocks (``pre``), sentences and headings of a run the
    model dropped between kept text that holds a code block and reads as code and prose (a
    documentation page's example; :mod:`thresher.methods.auto.enclosed_code`).
    ``story_slot``: keep a dropped paragraph at the element path of two or more long
    paragraphs the model kept (an article a page builder writes one widget a paragraph,
    cut short; :mod:`thresher.methods.auto.story_slot`). ``closing_notice``: drop a short
    kept copyright or reprint notice ("Copyright 2008 Associated Press. All rights
    reserved …") with kept text before it and next to none after it, however sure the
    model is of it (:mod:`thresher.methods.auto.closing_notice`). ``paywall_prompts``: drop
    a short kept line that asks the reader to subscribe, register or log in to read on
    ("Kostenlos registrieren und weiterlesen"; :mod:`thresher.methods.auto.paywall_prompts`).
    ``role_boxes``: drop the kept blocks inside a box whose ARIA role is a dialog or a
    ticker (``role="dialog"``, ``"alertdialog"``, ``"marquee"``: a lightbox's terms, a
    "notify me" form, a promo bar's offers), when the page keeps 200 characters elsewhere
    (:mod:`thresher.methods.auto.role_boxes`).
    ``admonitions``: keep the dropped lines of a documentation page's "Note", "Warning"
    or "See also" box (a class or id naming an admonition) whose parent element holds
    kept text (:mod:`thresher.methods.auto.admonitions`). ``definition_lists``: keep the
    dropped terms and definitions of a definition list (``dl``) the model kept half or
    more of (a reference page's parameters; :mod:`thresher.methods.auto.definition_lists`).
    ``related_boxes``: drop the kept blocks of boxes whose class or id names related
    content (``related-posts``, ``trb_embed_related``) after the last block the model is
    sure of outside them (a story's "Full Coverage" headlines, a video playlist's
    captions; :mod:`thresher.methods.auto.related_boxes`).
    ``read_on_lines``: drop the kept short lines that label a linked headline of another
    story ("Read more: …", "Don't miss: …", "Lesen Sie auch: …"), mostly link text
    (:mod:`thresher.methods.auto.read_on_lines`).
    ``author_boxes``: drop the kept blocks of a box about the story's author (a class or
    id such as ``author-bio``, ``about-author``, ``author-box``) when the page keeps 200
    characters outside such boxes (:mod:`thresher.methods.auto.author_boxes`).
    ``prompt_lines``: drop a kept line that is only a page's chrome phrase in one of the
    web's large languages (a share or print button, a "Read also"/"Ссылки по теме"
    header, a comment or rating prompt, "Loading…", an advertisement label) or a typo
    report ("… Ctrl+Enter") or a follow-us prompt naming a social network
    (:mod:`thresher.methods.auto.prompt_lines`).
    ``sidebars``: drop the kept blocks of the page's sidebar (an element whose id or first
    class is ``sidebar``, ``sidebar-primary``, ``right-sidebar`` …, not inside an
    ``article`` or a ``section``) when the page keeps 200 characters elsewhere
    (:mod:`thresher.methods.auto.sidebars`).
    ``slot_own_ids``: ``story_slot`` leaves a paragraph's own id out of its element path
    (``div.inner/p#bd44`` is at ``div.inner/p``: an editor's anchor id on every paragraph;
    :func:`thresher.methods.auto.story_slot.place`).
    ``headed_siblings``: with ``headed_posts``, a box of the thread's posts without a
    sentence that holds a header at the boxes' header path is a post too (a one-line
    reply), and a box whose text is not at the path most boxes share reads it there (a
    signed post; :mod:`thresher.methods.auto.headed_posts`).
    ``user_cards``: inside a recognised thread, drop the kept lines of a user card's
    field: short lines at one element path the posts repeat (three or more), none a
    link, a sentence, a date or a label, all bare numbers or few distinct texts (a rank,
    a like count; :mod:`thresher.methods.auto.user_cards`).
    ``opening_posts``: with ``headed_posts``, an element before the posts' boxes with the
    tag and class words of a step of their frame, from which the rest of their text
    path reaches prose and the rest of their header path a dated line, is the thread's
    opening post, read as the first box (a theme that frames the first post apart from
    the replies; :mod:`thresher.methods.auto.opening_posts`).
    ``uncut_posts``: with ``headed_posts``, on a page that declares no discussion, a
    comment header among the thread's posts (boxes on both sides of it) cuts nothing
    from them: ``keep_post_bodies`` keeps the comment-labelled lines of the posts' text
    as it keeps their dropped ones (:mod:`thresher.methods.auto.thread_comments`).
    ``doubted_pages``: with the page's expected-F1 threshold, a page whose blocks that reach
    the search's lowest threshold hold fewer than ten words besides its headline (a story the
    model doubts whole under a headline it keeps) is searched lower, as a page where no
    block reaches it is (:class:`thresher.methods.auto.decision.ExpectedF1`'s
    ``doubted_words``), rather than keep the headline alone.
    ``counted_header_sure``: a comment header that counts its comments ("941 comments") is
    trusted after most of what the model is sure of only on a page where it is sure of some
    text; on a page it is sure of nothing, after a quarter of the likely text and never with
    none of it before (:func:`trusted_comment_header`): a count set above the story cut the
    whole story off as comments.
    ``model_frames``: ``drop_post_frames`` asks whether the model dropped a frame line's
    place in most posts from what it kept before the runs' rules completed the posts, for a
    user card's count or place ("2,947", "NS, Canada": a digit or a comma, no date, no link,
    no heading): a thread whose class words say nothing lets the model keep every post's
    card at low probability and ``complete_listing`` keep the rest, which hid the frame.
    ``card_counts``: ``drop_user_cards`` reads a count that groups its thousands
    ("65,797", "8.104") as a bare number, and leaves the dated lines at a path out of its
    test (a card's "Joined" date in the same ``dd`` as its counts): the counts go, the
    dates stay.
    ``rescue_run_floor``: with ``rescue_listing``, on a page that declares no article and
    holds none the model is sure of, a dropped block of the rescued run of cards stays
    dropped under the lower of ``RESCUE_MIN_PROBABILITY`` and a share of the run's median
    probability (``RESCUE_RUN_SHARE``), not under the fixed floor alone: on a source the
    model is unsure of throughout, every field of every card sits under it.
    ``story_tails``: keep a dropped paragraph next to a kept one whose parent step and own
    step (``div.article-text/p``, the parent named) are those of two or more long kept
    paragraphs: a story split into sibling boxes of one name, its lead in a box apart
    (:mod:`thresher.methods.auto.story_tails`).
    ``appended_articles``: drop the kept blocks of another ``article`` that holds an ``h1``,
    starts after the first kept block of the ``article`` holding most kept text and is
    not its ancestor (the next story of an endless page, an embedded gallery, a blog's
    further posts), when the page keeps 200 characters besides
    (:mod:`thresher.methods.auto.appended_articles`).
    ``related_headings``: drop a kept short line that names a box of other stories
    ("Related", "More from …", "You may also like", "Lesen Sie auch") after 500 kept
    characters, with the kept blocks under it up to the next paragraph the model is sure
    of (:mod:`thresher.methods.auto.related_headings`).
    ``host_previews``: inside a recognised thread, drop the kept blocks of a link's
    preview card told by its shape: a line that is a host name alone, in a small element
    that also links to that host under a title (:mod:`thresher.methods.auto.host_previews`).
    ``post_comments``: in a thread found by its boxes, label comments (unless comments are
    wanted) the kept blocks of a remark past a post's text, signed after it by a short
    dated line, when three lie at one path from their boxes, and the remarks of their shape
    outside the boxes (:mod:`thresher.methods.auto.post_comments`).
    ``join_dates``: inside a recognised thread, drop the kept short dated lines at a path
    whose years rise and fall (user cards' join dates) when another path's dated lines run
    in order (the posts' dates) (:mod:`thresher.methods.auto.join_dates`).
    ``loose_runs``: the run rules (a listing rescued or completed, its cards' fields) also
    read runs of items whose classes differ item by item (a post's category tokens, a
    page builder's hashed names), grouped by tag and first class token where the page's
    repeat groups hold none of their blocks (:mod:`thresher.methods.auto.loose_runs`).
    ``split_grids``: with ``loose_runs``, on a page that declares no article or date, a
    repeat group of the page whose items are siblings of a loose run's items, of its tag
    and first class token (a shop's cards of one category, a row's first tile), is joined
    to that run for ``complete_listing`` and the card rules: the grid is read as one run,
    not as two kept in different shares (a story's photos and their captions, split the
    same way, are left; :func:`thresher.methods.auto.loose_runs.join_split_grids`, the
    join in the facts kernel).
    ``lone_loose_grids``: ``lone_grids`` also reads the runs of items whose classes differ
    item by item, and the page's groups joined to them as with ``split_grids`` (a row's
    first and last tiles of a catalogue's sub-categories).
    ``complete_run_floor``: ``complete_listing`` leaves a run's dropped block dropped under
    the lower of ``MIN_PROBABILITY`` and a share of the run's median probability
    (``COMPLETE_RUN_SHARE``), not under the fixed floor alone: on a source the model is
    unsure of, a mostly kept run's other items sit under it.
    ``undeclared_replies``: on a page whose JSON-LD declares a thread by its opening post
    alone (no reply listed, no microdata), keep the text of the post boxes found by their
    shape after it (dropped, or labelled comments under a "Comments" header), and read the
    thread to the last box (:mod:`thresher.methods.auto.declared_replies`).
    ``timed_headers``: with ``headed_posts``, a short line whose element is or holds a
    ``time`` element with a ``datetime`` is a post's header line as a dated line is (an
    engine that writes "3 days ago" and leaves the date to the markup;
    :mod:`thresher.methods.auto.timed_headers`).
    ``plan_cards``: on a page that declares no article, keep the dropped lines of a row of
    three to six pricing cards (a price line alone at one element path in each, the cards
    mostly dropped, few links; :mod:`thresher.methods.auto.plan_cards`).
    ``plan_heads``: with ``plan_cards``, in such cards the model kept mostly (what each
    plan includes), keep the dropped price lines and headings (each plan's name).
    ``mark_tables``: keep the dropped unlinked cells of a plan-comparison table of marks
    ("Yes", "✓", "—"; four rows and three columns or more) the model kept two cells or
    more of, not all (:mod:`thresher.methods.auto.mark_tables`).
    ``unsure_tables``: the same for any data table of three to thirty rows whose cells'
    median probability is 0.25 or more, marks or not (a product's specifications whose
    labels are kept and values dropped; :mod:`thresher.methods.auto.mark_tables`).
    ``banner_variants``: before the page is decided, set to zero the probabilities of a
    banner's versions for each market above the page's ``h1`` (five or more sentences at
    one element path, one template once their numbers are masked, in three versions or
    more; :mod:`thresher.methods.auto.variant_banners`).
    ``long_frames``: with ``post_frames``, a frame line may hold up to 60 characters
    (40 without): a user card's reputation line ("12.4k5 gold badges50 silver badges46
    bronze badges") the model keeps in one post and drops in the others.
    ``leading_cards``: with ``user_cards``, the kept lines before the thread's span at
    the path of a card field found inside it are dropped too (the first posts' cards
    when the span begins at a later post).
    ``quoted_chrome``: with ``post_quotes`` and ``post_chrome``, on a thread the latter
    does not read (no recognised span: the quotes' thread is the headed boxes' or the
    post-like run's), the quoted lines that are post chrome (an attribution "Anna said:",
    "Click to expand...") are not kept.
    ``posting_rules``: drop the kept lines of a thread's "Posting Rules" box, a run of
    three permission or setting lines or more ("You may not post replies", "BB code is
    On", "Themen beantworten: Nein", "Вы не можете отвечать в темах") and its header
    (:mod:`thresher.methods.auto.posting_rules`).
    ``lone_grids``: on a page that kept under 300 characters, keep the dropped tiles of its
    largest run of items nearly all headed by a heading of their own (a shop's or a
    catalogue's grid of linked names; :mod:`thresher.methods.auto.lone_grids`).
    ``anchor_cells``: a data table mostly kept keeps its linked cells too when each of
    their links stays on the page (a fragment or a script: a plan table's row labels
    that open a note), as it keeps its unlinked cells (:func:`complete_tables`).
    ``heading_ranks``: with ``user_cards``, a card field may be a minor heading (``h4``
    to ``h6``: XenForo 2's rank under the poster's name).
    ``vote_counts``: with ``user_cards``, a path whose lines are all whole numbers with a
    sign or none ("34", "-2": a Q&A post's score) is a card field.
    ``avatar_initials``: with ``user_cards``, a path whose lines are all one or two
    letters (an avatar drawn from the poster's initials) is a card field.
    ``form_notes``: drop the kept blocks of a box whose class or id names a form's result
    note, which the page shows once the form is sent ("Thank you! Your submission has been
    received!": ``w-form-done``, ``thank-you``), when the page keeps
    200 characters elsewhere (:func:`thresher.methods.auto.form_notes.drop_form_notes`).
    ``icon_names``: with ``form_notes``, drop a kept block of icon names ("check",
    "local_offer") whose element is of an icon font's class (``material-icons``,
    ``material-symbols-outlined``), which draws an icon from them, found from the same
    kept paths (:func:`thresher.methods.auto.form_notes.drop_icon_names`).
    ``review_prompts``: with ``card_actions``, drop a kept line made only of a card's
    prompts to review it and action phrases ("Be the first to review this product",
    "Write a review", "No reviews yet"; several languages), read in the same pass
    (:func:`thresher.methods.auto.card_actions.drop_card_actions`).
    ``shop_buttons``: with ``card_actions``, drop a kept line made only of a "best of"
    pick's affiliate buttons naming the shop ("Check price at Amazon", "See it at REI",
    "Voir le prix sur Fnac", "Jetzt bei Otto ansehen"; several languages)
    (:func:`thresher.methods.auto.card_actions.drop_shop_buttons`).
    ``thread_notes``: with ``prompt_lines``, drop a kept line that is a thread's note
    about itself in an engine's language pack: the count over its answers ("21 Answers",
    "4 Antworten", "5 ответов"), a closed thread's notice ("Not open for further
    replies.", "Тема закрыта") or the board's clock line ("All times are GMT -4. The time
    now is 08:15 AM."; :data:`thresher.methods.auto.prompt_lines.THREAD_NOTES`), and a
    status label just before a closed thread's notice (XenForo's "Status").
    ``helpful_prompts``: with ``prompt_lines``, drop a kept line that only asks whether an
    answer, a review or a page was helpful ("Was this helpful?", "War das hilfreich?",
    "¿Te resultó útil?", "この回答は役に立ちましたか"; nine languages;
    :data:`thresher.methods.auto.prompt_lines.HELPFUL_PROMPT`).
    ``related_runs``: with ``related_boxes``, a box named related whose kept blocks lie in
    a run of three or more like items (siblings of one tag and first class word, two kept
    blocks each: a teaser's title and summary) is dropped even where the model is sure of
    some of its blocks (a blog engine's "Related" cards, a site's "Explore more" carousel;
    :func:`thresher.methods.auto.related_boxes.teaser_run`).
    ``reprint_terms``: with ``closing_notice``, a closing block that holds terms of use
    ("This copy is for your personal, non-commercial use only", "no part may be
    reproduced"; ten languages, :data:`thresher.methods.auto.closing_notice.USE_TERMS`)
    is a notice too, and so is a block of up to 1 500 characters that opens with reprint
    terms or reserved rights, not with a copyright mark (a portal's "При воспроизведении
    или цитировании статей …" with its owner's address).
    ``gallery_lines``: drop the kept blocks the model doubts (p < 0.9) inside an element
    whose class or id names a gallery (``galler``: ``hst-resgallery``, ``gallery-item``)
    and that holds an image, when the page keeps 400 characters elsewhere and more than
    inside: a slideshow's captions, a blog gallery's tile captions, screenshot dates
    (:mod:`thresher.methods.auto.gallery_lines`).
    ``like_runs``: with ``complete_listing``, a run with a kept block at the place (its
    path, digits left out) of a kept block of a run it completes is completed too, by the
    shapes of both: the other lists of a page of like numbered boxes, which the model kept
    in part where it kept the first in good part (:func:`complete_listing`).
    ``nested_card_fields``: with ``card_fields``, a card's blocks that sit in a run of
    their own inside it (a job card's tags and places, a product card's swatches) are its
    fields too: kept where the same field is kept in a card of the grid
    (:func:`thresher.methods.auto.listing.nested_fields`).
    ``dropped_story``: when the page keeps less prose than half of its largest run of
    dropped prose paragraphs (400 characters or more, two paragraphs or more, siblings of
    one element, not in chrome), keep that run: the story the model doubted whole
    (:mod:`thresher.methods.auto.dropped_story`). ``story_widgets``: with it, the kept
    blocks in chrome (a sidebar's results table, a poll) are dropped when the story is
    kept: the widget kept in its place.
    ``doc_regions``: on a page a documentation engine made (its ``generator`` meta, or
    permalink anchors in its headings), keep the dropped blocks of the content region
    (the deepest element holding nine tenths of the kept text) that are not
    inside navigation or a box beside the text
    (:mod:`thresher.methods.auto.doc_regions`).
    ``archive_grids``: with ``lone_grids``, on a page whose ``body`` class declares an
    archive (a blog's category page, a shop's collection:
    :mod:`thresher.methods.auto.archive_pages`), the grid of headed items is looked for
    whatever the page kept, need only weigh three tenths of the kept text, and every
    such grid is kept, not the largest alone: the items' titles under the category's
    intro.
    ``archive_headings``: with ``related_headings``, a kept short line that names a box of
    the site's own earlier posts ("Posted on this day, other years:", "From the archives",
    "An diesem Tag") is such a box's heading too
    (:mod:`thresher.methods.auto.related_headings`).
    ``tool_lines``: drop a kept line made of two or more tool words and nothing else
    ("Email | Print", "Posts | Bio | E-mail", "Share | Facebook • Twitter")
    (:mod:`thresher.methods.auto.tool_lines`).
    ``editor_lines``: drop a kept short line crediting a Chinese story's editor
    ("责任编辑：王明", "[责任编辑：robot]") (:mod:`thresher.methods.auto.story_editors`).
    ``credit_lines``: drop a kept short line wholly made of labelled staff credits, each a
    person's name ("Editor: Budi Santoso", "Penulis: Siti Rahma | Editor: Budi Santoso")
    (:mod:`thresher.methods.auto.story_editors`).
    ``donation_boxes``: drop the kept short lines of a donation box inside a story
    ("Support our nonprofit newsroom" in Newspack's donate block)
    (:mod:`thresher.methods.auto.story_donations`).
    ``home_links``: drop a kept short line wholly a link back to a portal's front page
    that invites the reader to see more ("返回搜狐，查看更多", "Back to the homepage for
    more news") (:mod:`thresher.methods.auto.story_home_links`).
    ``trail_lines``: drop a kept breadcrumb trail ("You are here: Home / …", "Home > News
    > …", "首页 > 要闻 > 正文") outside a table's cell
    (:mod:`thresher.methods.auto.trail_lines`).
    ``review_widgets``: on a page that declares a product, drop a kept line made only of
    a customer review's controls ("Was this helpful? 0 0", "Show translation"; several
    languages), one question or link at least
    (:mod:`thresher.methods.auto.review_widgets`).
    ``review_chrome``: drop the kept lines of a reviews section (a path step's id or
    class naming reviews) that keeps no prose, when its reviews were dropped or its
    first count is zero ("Share your thoughts!", "4.8 out of 5 stars", "0 reviews")
    (:mod:`thresher.methods.auto.review_chrome`).
    ``option_labels``: drop a kept line of 60 characters or fewer that is only the labels
    of a named radio button written in its own small box (a product's colour or size, a
    plan toggle), on a page whose markup holds "radio"
    (:mod:`thresher.methods.auto.option_labels`).
    ``field_labels``: drop a kept line of 40 characters or fewer that is the label of a
    text-like field (not a radio button, a checkbox or a button) written first in the
    field's own small box (a quantity's, a postcode's), on a page whose markup holds
    "label" (:mod:`thresher.methods.auto.field_labels`).
    ``product_names``: on a page that declares a product and no article, its name is
    content: the headline ``mark_headline`` restored is not flagged, else the dropped
    first ``h1`` before the kept text whose words are the title's is kept
    (:mod:`thresher.methods.auto.product_names`).
    ``spec_lists``: keep the dropped items of a run of 3 to 30 list items written
    "label: value" ("Capacity: 40 L") the model kept two or more of, whose median
    probability is 0.25 or more (:mod:`thresher.methods.auto.spec_lists`).
    ``spec_panes``: on a page that declares a product, keep the dropped blocks of a tab
    pane or fold of the description's widget that holds a data sheet (three or more
    ``dt``/``dd``, two-cell rows or "label: value" lines; :mod:`thresher.methods.auto.spec_panes`).
    ``doubled_lines``: on a page that does not declare an article, drop a kept short line
    that writes one phrase twice, a button's sliding label or a swatch's tooltip ("Get
    startedGet started", "BlackBlack"), outside tables, glossaries and headings
    (:mod:`thresher.methods.auto.doubled_lines`).
    ``stat_tiles``: keep a dropped run of two or more figure tiles (a number over a short
    caption: "80+ / countries") at one path, with kept text within two blocks on each
    side (:mod:`thresher.methods.auto.stat_tiles`).
    ``code_labels``: drop a kept code sample's language label or copy button ("python",
    "Copy", "复制") right before or after the kept code, in its box.
    ``outdated_banners``: on a documentation page, drop a kept banner saying the page is
    an old version of the documentation, with its box's short lines.
    ``updated_lines``: drop a kept "Last updated on …" line
    (all three: :mod:`thresher.methods.auto.doc_chrome`).
    ``feedback_headings``: drop a kept heading right over a helpfulness prompt ("Feedback"
    over "Was this page helpful?") and the box's short answers after it.
    ``hidden_toggles``: drop a kept toggle label its theme hides while open (rustdoc's
    "Expand description").
    ``tab_labels``: drop a kept tab label ("pip", "conda") over a kept code sample.
    ``radio_tabs``: with ``tab_labels``, a radio button's own label is a tab (Hugo Book).
    ``contents_summaries``: drop a kept ``<summary>`` titling a ``details`` of same-page
    links only (Just the Docs' "Table of contents").
    ``heading_anchors``: drop a heading's anchor link kept as a line of its own right
    after it ("Section titled “Options”").
    ``item_sources``: on a documentation page, drop a kept API item's source link and
    version beside its signature (rustdoc's "1.0.0 · Source", its "ⓘ").
    ``nested_sources``: with ``item_sources``, a text inside such an element counts as
    its (rustdoc's "1.70.0 (const: unstable) · Source", "unstable" a link).
    ``boxed_sources``: with ``item_sources``, a short kept line in the box an engine
    writes an item's source line in is one too (JSDoc's ``dt``/``dd.tag-source``).
    ``generator_credits``: with ``clean_up``, a dropped tool's credit with its version
    ("Produced by Haddock version 2.29.1") is not kept as a closing credit line.
    ``copy_confirmations``: with ``prompt_lines``, drop a kept line that is only a copy
    button's confirmation ("Content copied to clipboard", "Copied!", "已复制";
    :data:`thresher.methods.auto.prompt_lines.COPY_CONFIRMATION`).
    ``contents_headlines``: with ``mark_headline``, a contents list's same-page links
    (and its title) between the headline and the kept text do not count in its window
    (Asciidoctor's ``h1`` over its ``toc2``).
    ``credited_engines``: with ``item_sources``/``repository_sources``, a page whose
    footer credits a generator by a link to its home (Dokka, YARD, JSDoc, Jazzy,
    pydoctor: :data:`thresher.methods.auto.doc_regions.CREDIT_HOSTS`) is documentation.
    ``edit_links``: drop a kept short line linking to the page's editor, a new issue or
    its source file ("Edit this page", "View page source";
    :data:`thresher.methods.auto.doc_chrome.EDIT_ADDRESSES`).
    ``self_linked_headings``: with ``heading_over_prose``, a heading whose links all go to
    anchors of the page (its own permalink round its words: GitHub Docs' ``a.heading-link``)
    is not a link heading.
    ``label_rows``: with ``tab_labels``, a block of a row of tab labels (each short) is a
    tab label however long (MkDocs Material's "Python 3.9 and abovePython 3.10 and above").
    ``arrow_links``: drop a kept short line of one or two links to other pages with an
    arrow at its start or end and no word outside its links ("« Quickstart | Eviction
    policies »", "Eviction policies →";
    :data:`thresher.methods.auto.doc_chrome.ARROWS`).
    ``history_links``: drop a kept short line linking to the page's history (a
    repository's ``/commits/``, a wiki's ``action=history``: "Page history") or, on a
    documentation page, to its Markdown copy ("View as Markdown": a ``.md`` address).
    ``region_images``: with ``doc_regions``, keep the content region's images with words
    (``alt``) that were dropped for a dropped neighbour the region keeps (a guide's
    diagram beside its caption); icons and repeated images stay dropped.
    ``pager_arrows``: with ``arrow_links``, a line of one link is dropped only on a
    documentation page or inside a pager's element (a ``nav``, a class word of
    :data:`thresher.methods.auto.doc_chrome.PAGER_WORDS`, a ``rel="prev"``/``"next"``
    link): an article's "» Click here to search the archive" stays.
    ``defined_in_lines``: with ``item_sources``/``repository_sources``, on a documentation
    page, drop a class box's "Defined in:" term and its file's path (YARD's ``box_info``)
    and a kept line that is only a link to nowhere (``href="#"``: "show all").
    ``repository_sources``: on a documentation page, drop a kept short line that says
    "source" through a link to a repository's file (pkgdown's "Source: …", Documenter's
    "source", ExDoc's "View Source").
    ``running_heads``: drop a kept cell of a man page's running header or footer
    (mandoc's ``table.head``/``table.foot``).
    ``toggled_sources``: drop a kept API item's source panel that a toggle hides until
    opened (pdoc's "View Source" checkbox, a closed ``details`` of mkdocstrings) with the
    toggle's line (all seven: :mod:`thresher.methods.auto.doc_widgets`).
    ``boxed_replies``: on a page that declares no article and no product (whose reviews
    a shop's theme may box as comments), keep the dropped sentence
    blocks of the comment boxes when the text kept in sentences outside them is no longer
    than a few of theirs: an opening post over replies its engine boxes as comments
    (Lemmy, a help centre's community), not an article over reader comments
    (:mod:`thresher.methods.auto.boxed_replies`).
    ``signin_prompts``: drop a kept line that is only a prompt to sign in to reply or
    comment ("Log in to reply", "Zum Antworten anmelden", "Войдите, чтобы оставить
    комментарий", "登录后回复"; nine languages;
    :data:`thresher.methods.auto.prompt_lines.SIGNIN_PROMPT`).
    ``listing_toolbars``: drop a kept line that is wholly a listing's result count
    ("Showing 1–12 of 48 results", "48件中 1–12件を表示") or a sort or filter label ("Sort
    by:", "Filtern"; nine languages) (:mod:`thresher.methods.auto.listing_toolbars`).
    ``archive_intros``: on a page that declares an archive, keep a dropped block inside the
    element of the archive's own description (``term-description``,
    ``category-description``, ``collection-hero__description``…;
    :func:`thresher.methods.auto.archive_pages.keep_archive_intros`).
    ``lead_teasers``: with ``teaser_pairs``, a summary right under a linked headline
    between the page's headline and a teaser list (a section front's lead teaser) is no
    story's text: the list after it stays (:mod:`thresher.methods.auto.teaser_pairs`).
    ``grid_titles``: keep the dropped headings of a grid's cards (four or more of one
    path shape, digits left out) when the model kept most of them
    (:mod:`thresher.methods.auto.grid_titles`).
    ``late_grid_titles``: with ``grid_titles``, read the grids' titles again after
    ``clean_up``: a grid's last card title over its price, its button and the pager is
    no heading over a dropped run of links
    (:mod:`thresher.methods.auto.grid_titles`).
    ``archive_articles``: on a page that declares an archive (its ``body`` class), no
    ``article`` is another story appended after the page's: ``appended_articles`` does
    not run (a blog list's posts, each an ``article`` headed by an ``h1``, are its items).
    ``item_titles``: in a run of like items, keep the dropped linked line that heads
    each item (its name, no heading) over a kept sentence of the item: a repository
    list's or a directory's names (:mod:`thresher.methods.auto.item_titles`).
    ``form_headings``: drop a kept heading that says a newsletter's call (nine
    languages), outside a form, whose parent holds a form with an e-mail field and little
    else: a sign-up box's "Subscribe to our newsletter"
    (:func:`thresher.methods.auto.form_boxes.drop_form_headings`).
    ``news_marks``: drop a kept line that is an ad slot's mark that the story goes on
    ("Advertisement · Scroll to continue", "Weiterlesen nach der Anzeige") or a photo's
    credit in brackets ("（图片来源：新华社）", "（写真：共同）")
    (:mod:`thresher.methods.auto.news_lines`).
    ``read_on_pairs``: drop a kept linked headline under a read-on label line inside the
    story ("Leggi anche" / the other story's title), with the label, and a kept read-on
    label ending in a colon over a dropped block ("Seguir leyendo:")
    (:mod:`thresher.methods.auto.news_lines`).
    ``trailing_headlines``: drop the last kept block where it is a line of two or more linked
    headlines split by bars or dots after a story ("Bus fares rise | Bike lanes open")
    (:mod:`thresher.methods.auto.news_lines`).
    ``closing_credits``: keep a dropped closing credit just after the story in the forms
    of many languages ("… contributed to this report.", "Mitarbeit: …", "Avec AFP", "Con
    información de …") (:mod:`thresher.methods.auto.news_lines`).
    ``video_teasers``: drop a kept short line that is a video's teaser between or after the
    story's paragraphs ("Watch: …", "VÍDEOS: …", "Simak Video \"…\"")
    (:mod:`thresher.methods.auto.story_inserts`).
    ``platform_widgets``: drop a kept unrendered shortcode line ("[convertkit form=…]"), a
    blog platform's "Written by …" over a follower count and a newsletter platform's
    subscribe prompt (:mod:`thresher.methods.auto.story_inserts`).
    ``help_bylines``: drop a help centre article's kept update line ("Updated over a week
    ago") under a "Written by …" line, and that line where it is kept
    (:mod:`thresher.methods.auto.story_help_bylines`).
    ``linked_teasers``: drop a kept paragraph that is wholly one link, a headline of six
    words or more with no sentence's end, set between two unlinked paragraphs of the story
    ("REPORTS IN UNMASKING CONTROVERSY WERE DETAILED") (:mod:`thresher.methods.auto.story_inserts`).
    ``rights_lines``: drop a kept short line that is a publisher's reprint notice ("무단전재
    및 재배포 금지", "無断転載を禁じます", "Reproduction in whole or in part …")
    (:mod:`thresher.methods.auto.story_inserts`).
    ``signup_box_lines``: with ``form_headings``, drop the kept lines beside a sign-up box's
    heading in its box, outside the form: its pitch and its "No spam" note
    (:func:`thresher.methods.auto.form_boxes.drop_form_headings`).
    ``last_post_tail``: with ``post_chrome`` (and the card and date rules), a thread's span
    ends with its last post's own blocks after the run's last one or the declared text's
    last one: the last button row or signature
    (:func:`thresher.methods.auto.discussion.with_last_post`, ``with_declared_tail``).
    ``linked_ranks``: with ``user_cards``, a path's linked lines and its other lines are
    read apart: a rank beside the linked name (MyBB), or a rank that links to the user
    group (Discuz!) (:class:`thresher.methods.auto.user_cards.CardForms`).
    ``toolbar_controls``: with ``listing_toolbars``, a heading that is wholly a sort or
    filter label ending in a colon, inside a control (a facets panel's "Filter:", Dawn's
    "Sort by:" ``h2``), and a label whose element holds its ``select`` (OpenCart's "Sort
    By") are dropped as a label is, and a CJK page needs 50 characters kept besides
    (:mod:`thresher.methods.auto.listing_toolbars`).
    ``declared_titles``: keep a dropped heading that a shop engine's template declares a
    product card's title (WooCommerce's ``woocommerce-loop-product__title``, Magento's
    ``product-item-name``, …) beside a kept field of its card, on a page with three or more
    (:func:`thresher.methods.auto.grid_titles.keep_declared_titles`).
    ``dotted_join_dates``: with ``join_dates``, a dated line whose only stops are a
    date's dots ("Registriert seit: 3. März 2019", "3 de mar. de 2019") is read as a
    date line, not a sentence (:mod:`thresher.methods.auto.join_dates`).
    ``solution_marks``: with ``post_chrome``, a kept line inside a recognised thread that
    is only the badge of an accepted post ("Accepted Solution", "Beste Antwort", "最佳答案";
    nine languages; :data:`thresher.methods.auto.post_chrome.SOLUTION_MARKS`).
    ``boxed_opening_posts``: with ``boxed_replies``, the replies are kept too when the
    opening post is boxed like them: no sentence block outside the boxes before the
    first, none kept after it (GitHub's issue view;
    :func:`thresher.methods.auto.boxed_replies.boxes_open_page`); never when the boxes lie
    in a reader-comment section (``#comments``, ``ol.commentlist``:
    :data:`thresher.methods.auto.boxed_replies.COMMENT_SECTIONS`).
    ``thread_counters``: a kept position counter up to the end of a recognised thread
    ("Message 1 of 5 (1,234 Views)", "Mensagem 1 de 5"; Khoros) is dropped
    (:func:`thresher.methods.auto.post_chrome.drop_thread_counters`).
    ``thread_controls``: with ``post_chrome``, a kept control row up to the end of a
    recognised thread (a sort bar, "Sort by: Best", "Ordenar por: Mejores"; a row of
    buttons only, "추천", "Share") is dropped: an opening post's buttons and the sort bar
    above the replies' run; and a dated post footer inside it that ends in two buttons
    ("… 21:41 น. ตอบกลับ แจ้งลบ", an imageboard's "… No.120401 del そうだね+")
    (:func:`thresher.methods.auto.post_chrome.drop_thread_controls`).
    ``card_badges``: a kept line that is wholly a product card's badge ("Sold out", "Only
    3 left!", "New", "-20 %", "残りわずか") in an element whose class names a badge
    (``product-badges__badge``, ``product-flag``, ``onsale``) is dropped
    (:mod:`thresher.methods.auto.card_badges`).
    ``card_forms``: with ``form_boxes``, three or more small forms of one class, each
    holding two kept lines or more with texts of their own, are a grid's cards written
    each in its own form (Magento and Hyvä's ``product_addtocart_form``), not boxes
    (:func:`thresher.methods.auto.form_boxes.drop_form_boxes`).
    ``counted_comments``: on a page where the comment header rule found no header and
    that declares no discussion, a comment count written in Chinese, Japanese or Korean
    ("5 条评论", "댓글 5") under a kept story heads a comment section: the kept blocks of
    its section after it are comments
    (:func:`thresher.methods.auto.counted_comments.counted_comments`).
    ``timed_opening_posts``: with ``opening_posts``, the opening post's header may be a
    line told by a ``time`` element, as the replies' may (old Reddit's "12 points 3 hours
    ago": :func:`thresher.methods.auto.opening_posts.opening_post`).
    ``reply_boxes``: with ``boxed_replies``, the boxes whose class or id names a reply or
    an answer are read as the comment boxes are
    (:func:`thresher.methods.auto.boxed_replies.keep_boxed_replies`).
    ``loose_marks``: with ``solution_marks``, a kept line that is only a solution's badge
    (no heading) is dropped anywhere among a page's post-like run and what their items'
    parent holds around it, not only inside a recognised thread's span
    (:func:`thresher.methods.auto.post_chrome.drop_marks_in`).
    ``lone_priced_grids``: with ``lone_grids``, a run whose tiles are a linked name and a
    price alone on its line, no heading and no price kept (Salesforce Commerce's
    ``pdp-link`` and ``price``), is a grid of headed items too, and need only weigh half
    the kept text
    (:func:`thresher.methods.auto.lone_grids.keep_lone_grid`).
    ``lone_priced_cards``: with ``lone_grids``, a run of four cards or more of three blocks
    or more, each with a heading and a price alone on its line (a used car's card: its
    name, its price, a note), is such a grid too, sentences or not
    (:func:`thresher.methods.auto.lone_grids.keep_lone_grid`).
    ``lone_linked_cards``: with ``lone_grids``, when no grid is found, a run of three cards
    or more each one link (every block link text: Webflow's link blocks), each with a
    heading and a summary of 40 characters or more (20 in a CJK script), the headings
    distinct, nothing but headings kept, is such a grid too; its action lines stay dropped
    (:func:`thresher.methods.auto.lone_grids.keep_lone_grid`).
    ``wide_forms``: with ``form_boxes``, a small form's kept lines written in a CJK script
    are dropped where the page keeps 100 characters besides, not 200 (a Japanese contact
    form's "お名前" on a page of few characters)
    (:func:`thresher.methods.auto.form_boxes.drop_form_boxes`).
    ``whole_page_runs``: with ``complete_listing``, a run holding 70 % of the page's kept
    text need only have 15 % of its own text kept, not 30 % (a publication's archive whose
    previews the model kept one in two and nothing else)
    (:func:`thresher.methods.auto.listing.complete_listing`).
    ``promoted_marks``: with ``card_badges``, a card's paid-placement mark ("Promoted",
    "Wyróżnione", "ТОП") in an element whose class, id or ``data-testid`` names a badge or
    a placement (``adCard-featured``) is dropped, and a badge's element may be named by its
    ``data-testid`` (:func:`thresher.methods.auto.card_badges.drop_card_badges`).
    ``blurbed_grids``: with ``lone_grids``, on a page that kept 300 characters or more, a
    run of twelve cards or more dropped whole, no kept block inside it, every card headed
    and most priced, weighing half the kept text, is kept (a shop's category whose model
    kept only the prose written beside the grid for search engines)
    (:func:`thresher.methods.auto.lone_grids.keep_lone_grid`).
    ``card_prices``: with ``complete_listing``, a dropped price alone on its line in a
    card that holds kept text, at p 0.25 or more, is kept whatever its element (a grid
    whose model kept every card's name and dropped every price box)
    (:func:`thresher.methods.auto.listing.complete_listing`).
    ``category_members``: on a wiki's category page (MediaWiki's ``ns-14`` in the
    ``body`` class), keep the dropped blocks of the category's member boxes (``mw-pages``,
    ``mw-subcategories``…; :func:`thresher.methods.auto.archive_pages.keep_category_members`).
    ``closing_headings``: the last kept block, a short heading after a recognised thread's
    posts with a dropped block after it ("Similar threads", "Похожие вопросы" over the
    list the model dropped), is dropped
    (:func:`thresher.methods.auto.thread_tails.drop_closing_heading`).
    ``count_strips``: inside a recognised thread, a kept run of six or more short blocks in
    one list, two or more of them headings (labels) and three or more holding a digit
    (Discourse's topic map: "created 3h", "4 replies", "1.2k views"), is dropped
    (:func:`thresher.methods.auto.count_strips.drop_count_strips`).
    ``post_pairs``: on a page with no declared or repeated thread and no story, two sibling
    post boxes (one tag and class naming a post) holding most of the kept text are a
    question and its one answer: the answer's dropped sentences are kept, both boxes'
    repeated card lines dropped, and the pair is the span rules' thread
    (:func:`thresher.methods.auto.post_pairs.paired_posts`). ``post_boxes``: with
    ``post_pairs``, up to :data:`~thresher.methods.auto.post_pairs.MAX_POST_BOXES` such
    boxes of a class that names more than a comment are read the same way (a thread whose
    posts' inner markup makes no run).
    ``reply_heads``: the kept short lines right above a recognised thread's first post that
    are an answers' count written word first ("回答 4件", "Answers (4)") or a sort order
    without its label ("評価が高い順", "Newest first") are dropped
    (:func:`thresher.methods.auto.reply_heads.drop_reply_heads`). ``closing_prompts``: the
    first kept short lines after a recognised thread's posts that hold a word of signing in
    or joining and one of replying or posting ("请先登录或注册后回复", "Join group to
    post") are dropped (:func:`thresher.methods.auto.thread_tails.drop_closing_prompts`).
    ``closing_boxes``: the last kept heading after a recognised thread's posts, followed
    only by one or two kept short lines without a sentence (phpBB's "Who is online" over
    its count of guests), is dropped with its lines
    (:func:`thresher.methods.auto.thread_tails.drop_closing_boxes`).
    ``reader_records``: the kept entries of three or more cards' screen-reader records (a
    ``dl`` whose ``dt`` / ``dd`` or list is ``sr-only``, ``visually-hidden``…) are dropped
    and the card's dropped visible field whose text an entry repeats is kept
    (:func:`thresher.methods.auto.reader_records.drop_reader_records`).
    ``search_overlays``: the kept blocks inside a site search's overlay (a class word
    ``search-modal``, ``search-overlay``, ``predictive-search``…) are dropped
    (:func:`thresher.methods.auto.search_overlays.drop_search_overlays`).
    ``reader_badges``: kept lines wholly a badge ("On Sale:") whose text is a
    screen-reader-only element's, two or more on the page, are dropped
    (:func:`thresher.methods.auto.reader_records.drop_reader_badges`).
    ``top_links``: a kept line wholly a "back to top" link's words ("< back to top",
    "Nach oben", "Till toppen") whose block links into the page (``#top``) is dropped
    (:func:`thresher.methods.auto.top_links.drop_top_links`).
    ``card_lines``: on a grid of cards the model kept in most of its cards, keep a short
    line field it dropped in every card (a session's speaker, a course's teacher): in
    most cards, once a card, its text the card's own, no link, digit, badge or action,
    the model near keeping it in each (:mod:`thresher.methods.auto.card_lines`).
    ``gallery_pages``: on a page whose galleries' captions outweigh the kept text outside
    them, keep a gallery's dropped captions when the model kept two of them or more
    (:mod:`thresher.methods.auto.gallery_pages`).
    ``pager_lines``: drop a kept line made only of a listing's pager or "load more"
    phrases ("Load more", "Older posts »", "Volgende pagina"; many languages)
    (:mod:`thresher.methods.auto.pager_lines`).
    ``review_apps``: on a page that declares no product, drop the kept blocks of a review
    app's widget (Judge.me's ``jdgm-`` carousel, Yotpo's ``yotpo-``)
    (:mod:`thresher.methods.auto.review_apps`).
    ``review_apps_more``: with ``review_apps``, the widgets of Okendo, Stamped, Loox and
    Junip too, read on a Shopify theme's page (``shopify-section``) whose class values name
    one (:data:`thresher.methods.auto.review_apps.MORE_APP_WORDS`).
    ``icon_words``: drop a kept line made only of control icons' ligature words ("close",
    "clear", "expand_more") written in an icon font's element (Material Icons, Material
    Symbols) (:mod:`thresher.methods.auto.icon_words`).
    ``paywall_languages``: with ``paywall_prompts``, read a paywall's prompt in 21 more
    languages ("Оформите подписку, чтобы продолжить чтение"; ru, uk, pl, cs, sk, sv, nb,
    da, fi, tr, ro, hu, el, ja, ko, zh, id, ms, vi, ar, he;
    :mod:`thresher.methods.auto.paywall_prompts`).
    ``support_calls``: drop a kept line wholly a call to support the newsroom after a
    story's text ("Become a member", "Susține jurnalismul independent"; 25 languages), with
    the kept short lines of its small box beside it
    (:func:`thresher.methods.auto.story_donations.drop_support_calls`).
    ``refresh_controls``: on a page holding a ``time`` element, drop a kept short line made
    of a live page's refresh link ("Actualizar", "Aktualisieren", "Refresh"; 27 languages)
    and times alone (:mod:`thresher.methods.auto.story_refresh_links`).
    ``newsletter_boxes``: drop the kept short lines of a small box named for a newsletter
    (``div.newsletter``) after a story's text: its heading and pitch in any language
    ("メールマガジン") (:mod:`thresher.methods.auto.story_newsletters`).
    ``headed_chrome``: with ``post_chrome``, on a thread only its headed post boxes find
    (no declaration, run or pair gives a span: chatty posts), a kept line inside the
    boxes that is only a row of a post's buttons ("Zitieren", "Reply Quote Report") is
    dropped (:mod:`thresher.methods.auto.headed_chrome`). ``placeholder_prompts``: the last
    kept line of a recognised thread that is a prompt to sign in to reply and the whole
    text of a box of its own (Flarum's reply placeholder, the stream's last post box) is
    dropped (:func:`thresher.methods.auto.thread_tails.drop_placeholder_prompts`).
    ``twin_replies``: on a page that declares no article and no product and keeps only an
    opening post's few paragraphs, the dropped paragraphs of one to three other boxes written
    in the opening post's markup (the same element and class) are kept: a short thread's
    replies, read as reader comments; the span rules then read the thread from the opening
    post's first paragraph to the last reply (:mod:`thresher.methods.auto.twin_replies`).
    ``chrome_languages``: with ``prompt_lines``, the chrome phrases of
    :data:`thresher.methods.auto.prompt_lines.LINES_MORE` too: an ad slot's label and
    "Article continues below", "Most read", "Copy link", "Listen to this article",
    "Follow us on Google News" in the languages of about forty countries' news pages, and
    Greek phrases without their accents (a heading in capitals).
    ``unspaced_scripts``: text written without spaces (Chinese, Japanese, Thai) is measured
    as such: with ``trailing_headlines``, a headline of the line counts its characters, six
    or more, where a spaced one counts three words, and 150 characters of story before it
    are enough (:func:`thresher.methods.auto.news_lines.is_headline_line`); with
    ``prompt_lines``, 80 kept characters besides the chrome lines are enough
    (:data:`thresher.methods.auto.prompt_lines.MIN_REST_SIGNS`).
    """

    threshold: float | None = None
    precision_threshold: float | None = None
    recall_threshold: float | None = None
    model_path: str | None = None
    use_declared_body: bool = True
    use_declared_posts: bool = True
    decision: str = "expected_f1"
    logit_shift: float | None = None
    article_logit_shift: float | None = None
    clean_up: bool = True
    mark_headline: bool = True
    complete_listing: bool = True
    rescue_listing: bool = True
    drop_doubted_runs: bool = True
    enclosed_prose: bool = True
    bridge_skips_boxes: bool = True
    bridge_skips_hidden: bool = True
    complete_sections: bool = True
    dropped_thread: bool = True
    thread_chrome: bool = True
    dropped_card_labels: bool = True
    thread_opening_post: bool = True
    declared_opening_post: bool = True
    teaser_runs: bool = True
    fine_print: bool = True
    form_boxes: bool = True
    thread_forms: bool = True
    heading_over_prose: bool = True
    nav_titles: bool = True
    captions: bool = True
    lead_prose: bool = True
    comment_threads: bool = True
    teaser_pairs: bool = True
    card_fields: bool = True
    inactive_tabs: bool = True
    closed_modals: bool = True
    closed_popups: bool = True
    copyright_box: bool = True
    notice_siblings: bool = True
    comment_header_once: bool = True
    deep_posts: bool = True
    linked_table_headers: bool = True
    introduced_lists: bool = True
    nested_lists: bool = True
    contents_trees: bool = True
    responsive_copies: bool = True
    consent_boxes: bool = True
    language_switchers: bool = True
    headed_sections: bool = True
    section_bodies: bool = True
    worded_notices: bool = True
    post_chrome: bool = True
    post_frames: bool = True
    card_actions: bool = True
    headed_posts: bool = True
    card_titles: bool = True
    trailing_links: bool = True
    post_quotes: bool = True
    link_previews: bool = True
    enclosed_code: bool = True
    story_slot: bool = True
    closing_notice: bool = True
    paywall_prompts: bool = True
    role_boxes: bool = True
    admonitions: bool = True
    definition_lists: bool = True
    related_boxes: bool = True
    read_on_lines: bool = True
    author_boxes: bool = True
    prompt_lines: bool = True
    sidebars: bool = True
    slot_own_ids: bool = True
    headed_siblings: bool = True
    user_cards: bool = True
    opening_posts: bool = True
    uncut_posts: bool = True
    doubted_pages: bool = True
    counted_header_sure: bool = True
    model_frames: bool = True
    card_counts: bool = True
    rescue_run_floor: bool = True
    story_tails: bool = True
    appended_articles: bool = True
    related_headings: bool = True
    host_previews: bool = True
    post_comments: bool = True
    join_dates: bool = True
    loose_runs: bool = True
    complete_run_floor: bool = True
    undeclared_replies: bool = True
    timed_headers: bool = True
    plan_cards: bool = True
    plan_heads: bool = True
    mark_tables: bool = False
    unsure_tables: bool = True
    banner_variants: bool = True
    long_frames: bool = True
    leading_cards: bool = True
    quoted_chrome: bool = True
    posting_rules: bool = True
    lone_grids: bool = True
    anchor_cells: bool = True
    split_grids: bool = True
    lone_loose_grids: bool = True
    heading_ranks: bool = True
    vote_counts: bool = True
    avatar_initials: bool = True
    form_notes: bool = True
    icon_names: bool = True
    review_prompts: bool = True
    shop_buttons: bool = True
    thread_notes: bool = True
    related_runs: bool = True
    reprint_terms: bool = True
    gallery_lines: bool = True
    like_runs: bool = True
    nested_card_fields: bool = True
    dropped_story: bool = True
    story_widgets: bool = True
    doc_regions: bool = True
    archive_grids: bool = True
    helpful_prompts: bool = True
    prose_posts: bool = True
    prose_scripts: bool = True
    join_labels: bool = True
    post_signatures: bool = True
    apart_posts: bool = True
    archive_headings: bool = True
    tool_lines: bool = True
    trail_lines: bool = True
    editor_lines: bool = True
    credit_lines: bool = True
    donation_boxes: bool = True
    home_links: bool = True
    review_widgets: bool = True
    review_chrome: bool = True
    option_labels: bool = True
    field_labels: bool = True
    product_names: bool = True
    doubled_lines: bool = True
    spec_lists: bool = True
    spec_panes: bool = True
    stat_tiles: bool = True
    code_labels: bool = True
    outdated_banners: bool = True
    updated_lines: bool = True
    boxed_replies: bool = True
    signin_prompts: bool = True
    listing_toolbars: bool = True
    archive_intros: bool = True
    lead_teasers: bool = True
    grid_titles: bool = True
    form_headings: bool = True
    news_marks: bool = True
    read_on_pairs: bool = True
    trailing_headlines: bool = True
    closing_credits: bool = True
    video_teasers: bool = True
    platform_widgets: bool = True
    help_bylines: bool = True
    rights_lines: bool = True
    signup_box_lines: bool = True
    linked_teasers: bool = True
    feedback_headings: bool = True
    hidden_toggles: bool = True
    tab_labels: bool = True
    radio_tabs: bool = True
    contents_summaries: bool = True
    heading_anchors: bool = True
    item_sources: bool = True
    nested_sources: bool = True
    boxed_sources: bool = True
    generator_credits: bool = True
    copy_confirmations: bool = True
    contents_headlines: bool = True
    credited_engines: bool = True
    edit_links: bool = True
    self_linked_headings: bool = True
    label_rows: bool = True
    arrow_links: bool = True
    pager_arrows: bool = True
    region_images: bool = True
    history_links: bool = True
    defined_in_lines: bool = True
    repository_sources: bool = True
    running_heads: bool = True
    toggled_sources: bool = True
    invisible_conditions: bool = True
    late_grid_titles: bool = True
    archive_articles: bool = True
    item_titles: bool = True
    last_post_tail: bool = True
    linked_ranks: bool = True
    dotted_join_dates: bool = True
    solution_marks: bool = True
    boxed_opening_posts: bool = True
    toolbar_controls: bool = True
    declared_titles: bool = True
    thread_counters: bool = True
    thread_controls: bool = True
    post_pairs: bool = True
    post_boxes: bool = True
    reply_heads: bool = True
    closing_prompts: bool = True
    repeated_signatures: bool = False
    answered_questions: bool = True
    closing_boxes: bool = True
    styled_openers: bool = True
    card_badges: bool = True
    card_forms: bool = True
    counted_comments: bool = True
    timed_opening_posts: bool = True
    reply_boxes: bool = True
    loose_marks: bool = True
    lone_priced_grids: bool = True
    lone_priced_cards: bool = True
    lone_linked_cards: bool = True
    wide_forms: bool = True
    whole_page_runs: bool = True
    card_prices: bool = True
    category_members: bool = True
    promoted_marks: bool = True
    blurbed_grids: bool = True
    closing_headings: bool = True
    count_strips: bool = True
    reader_records: bool = True
    search_overlays: bool = True
    reader_badges: bool = True
    top_links: bool = True
    card_lines: bool = True
    gallery_pages: bool = True
    pager_lines: bool = True
    review_apps: bool = True
    review_apps_more: bool = True
    icon_words: bool = True
    paywall_languages: bool = True
    support_calls: bool = True
    refresh_controls: bool = True
    newsletter_boxes: bool = True
    headed_chrome: bool = True
    placeholder_prompts: bool = True
    twin_replies: bool = True
    chrome_languages: bool = True
    unspaced_scripts: bool = True

    def __post_init__(self) -> None:
        if self.decision not in DECISIONS:
            raise OptionsError(f"decision must be one of {', '.join(DECISIONS)}: {self.decision!r}")
        for name in ("threshold", "precision_threshold", "recall_threshold"):
            value = getattr(self, name)
            if value is not None and not 0.0 <= value <= 1.0:
                raise OptionsError(f"{name} is a probability, from 0 to 1: {value!r}")


DECISIONS = ("expected_f1", "threshold")
DEFAULT_THRESHOLD = 0.5  # the fixed threshold of decision="threshold" when none is given
FAVOR_THRESHOLDS = {"precision": 0.65, "recall": 0.35}  # favor's fixed threshold by default
# A block the model is this sure of stays its own: the word that opened the "comment
# section" was a table's column ("Comment") or a paper's "Discussion" (leave-one-source-out
# mean 0.9216 -> 0.9220, docs/dev/auto-record.md).
SURE_OF_CONTENT = 0.8
# The place of the discussion kind among a page kind's declared kinds.
DISCUSSION = [name for name, _ in DECLARED_KINDS].index("discussion")
PRODUCT = [name for name, _ in DECLARED_KINDS].index("product")  # a page that declares one
# A comment header that counts one comment or more ("13 Comments"; "0 Comments" opens no
# thread) is trusted after most of the text the model is sure of; on a page it is sure of
# nothing (counted_header_sure), after this share of the likely text.
_COUNTED = re.compile(r"[1-9]")
UNSURE_SHARE = 0.25
_KIND_PRE = FEATURE_NAMES.index("kind_pre")  # the feature of a code block (``pre``)
_KIND_TD = FEATURE_NAMES.index("kind_td")  # the feature of a table cell (``td``)
_KIND_LI = FEATURE_NAMES.index("kind_li")  # the feature of a list item (``li``)
_KIND_DT = FEATURE_NAMES.index("kind_dt")  # the feature of a definition list's term
_KIND_DD = FEATURE_NAMES.index("kind_dd")  # and of its description
_KIND_FIGCAPTION = FEATURE_NAMES.index("kind_figcaption")  # the feature of a photo's caption
_IN_DATA_TABLE = FEATURE_NAMES.index("in_data_table")  # of a block in a data table
_DIGIT_RUNS = re.compile(r"\d+")
# The rules that drop kept boxes or lines by the blocks, their probabilities and the kept
# flags alone, in the order they run, each with its AutoParams switch and the name of a
# switch it reads as a last argument ("" for none).
BOX_RULES = (
    ("copyright_box", drop_copyright_boxes, ""),
    ("notice_siblings", drop_notice_siblings, ""),
    ("worded_notices", drop_worded_notices, ""),
    ("closing_notice", drop_closing_notices, "reprint_terms"),
    ("paywall_prompts", drop_paywall_prompts, "paywall_languages"),
    ("read_on_lines", drop_read_on_lines, ""),
    ("author_boxes", drop_author_boxes, ""),
    ("sidebars", drop_sidebars, ""),
    ("responsive_copies", drop_responsive_copies, ""),
    ("card_actions", drop_card_actions, "review_prompts"),
    ("card_badges", drop_card_badges, "promoted_marks"),
    ("posting_rules", drop_posting_rules, ""),
    ("form_notes", drop_form_notes, "icon_names"),
    ("gallery_lines", drop_gallery_lines, ""),
    ("tool_lines", drop_tool_lines, ""),
    ("trail_lines", drop_trail_lines, ""),
    ("editor_lines", drop_editor_lines, ""),
    ("credit_lines", drop_credit_lines, ""),
    ("donation_boxes", drop_donation_boxes, ""),
    ("support_calls", drop_support_calls, ""),
    ("newsletter_boxes", drop_newsletter_boxes, ""),
    ("home_links", drop_home_links, ""),
)


@lru_cache(maxsize=4)
def load_model(path: str | None = None) -> TreeEnsemble:
    """The shipped block model, or the one at ``path``."""
    if path:
        return TreeEnsemble.load(path, FEATURE_NAMES)
    source = resources.files("thresher.data").joinpath("models", MODEL_FILE)
    with resources.as_file(source) as real_path:
        if not Path(real_path).exists():
            raise ModelError(f"{MODEL_FILE} is not installed; run 'thresher train --method auto'")
        return TreeEnsemble.load(real_path, FEATURE_NAMES)


def threshold_for(
    options: Options,
    params: AutoParams,
    blocks: list[Block] | None = None,
    probs: np.ndarray | None = None,
    facts: PageFacts | None = None,
) -> float:
    """The decision threshold the ``favor`` option selects (the page's own when balanced).

    With ``favor="balanced"`` and ``decision="expected_f1"`` the blocks and
    their probabilities give the page's expected-F1 threshold; ``facts`` say
    whether the page declares an article or its date. (A parameter the options leave
    unused is refused with the method spec, :meth:`AutoMethod.check_options`.)
    """
    if options.favor in FAVOR_THRESHOLDS:
        given = getattr(params, f"{options.favor}_threshold")
        return FAVOR_THRESHOLDS[options.favor] if given is None else given
    if not uses_page_threshold(options, params) or blocks is None or probs is None:
        return DEFAULT_THRESHOLD if params.threshold is None else params.threshold
    words = _word_counts(blocks)
    search = _search(params.logit_shift, params.article_logit_shift, params.doubted_pages)
    article = facts is not None and facts.declares_article
    headline = facts.title_block if facts is not None else -1
    return expected_f1_threshold(probs, words, search, article, headline)


def _word_counts(blocks: Sequence[Block]) -> np.ndarray:
    """:func:`_word_counts_reference`, the counts read in the decisions kernel when it is
    built."""
    compiled = kernel(DECIDE)
    if compiled is None or not blocks:
        return _word_counts_reference(blocks)
    return np.frombuffer(compiled.word_counts(blocks), dtype=np.float64)


def _word_counts_reference(blocks: Sequence[Block]) -> np.ndarray:
    """The blocks' word counts as float64 (``np.array(counts, dtype=np.float64)``), read
    through an ``array("d")``: numpy's conversion of a list value by value costs more."""
    if not blocks:
        return np.zeros(0, dtype=np.float64)
    return np.frombuffer(array("d", [b.features.word_count for b in blocks]), dtype=np.float64)


@lru_cache(maxsize=8)
def _search(
    logit_shift: float | None, article_logit_shift: float | None, doubted_pages: bool = True
) -> ExpectedF1:
    """The expected-F1 search with the shifts given (the defaults for those not given),
    made once for each pair; without ``doubted_pages``, only a page where no block reaches
    the search's lowest threshold is searched lower."""
    shifts = {"logit_shift": logit_shift, "article_logit_shift": article_logit_shift}
    given = {name: value for name, value in shifts.items() if value is not None}
    return ExpectedF1(**given) if doubted_pages else ExpectedF1(**given, doubted_words=0.0)


def check_used(options: Options, params: AutoParams) -> None:
    """Raise OptionsError for a threshold parameter the favor and decision leave unused."""
    favor = options.favor
    unused = [
        name
        for name, used in (
            ("threshold", favor == "balanced"),
            ("precision_threshold", favor == "precision"),
            ("recall_threshold", favor == "recall"),
            ("logit_shift", uses_page_threshold(options, params)),
            ("article_logit_shift", uses_page_threshold(options, params)),
        )
        if getattr(params, name) is not None and not used
    ]
    if unused:
        raise OptionsError(
            f"{', '.join(unused)} unused with favor={favor!r} and decision="
            f"{params.decision!r}{' and a fixed threshold' if params.threshold is not None else ''}"
            ": the balanced favor uses threshold (one for every page) or, without it, the "
            "page's expected-F1 threshold moved by logit_shift and article_logit_shift; "
            "favor='precision' and 'recall' use precision_threshold and recall_threshold"
        )


def uses_page_threshold(options: Options, params: AutoParams) -> bool:
    """True when each page gets its own expected-F1 threshold (balanced favor, no fixed
    ``threshold`` given)."""
    return (
        options.favor == "balanced"
        and params.decision == "expected_f1"
        and params.threshold is None
    )


def decide_labels(
    blocks: Sequence[Block],
    probs: np.ndarray,
    options: Options,
    threshold: float,
    facts: PageFacts,
    page_threshold: bool = False,
    header_once: bool = False,
    linked_headers: bool = False,
    counted_sure: bool = False,
    data_tables: bool = True,
    anchor_cells: bool = False,
    table_cells: Sequence[int] | None = None,
) -> dict[int, Decision]:
    """Decisions on the text blocks from their probabilities and the user's options
    (comments, tables); images are labelled after, like their neighbours.

    ``page_threshold`` says that ``threshold`` is the page's own (expected F1),
    so the reasons say so. A data table mostly kept is then kept whole (``data_tables``
    False: the caller knows no block lies in one, and the tables are not read;
    ``table_cells``: the positions of the blocks in a data table, when the caller knows
    them; ``anchor_cells``: see :func:`complete_tables`). With
    ``header_once``, a comment header the page repeats opens no comment section
    (:func:`repeated_header`); ``counted_sure``: see :func:`trusted_comment_header`.
    """
    header = facts.comment_header
    if header_once and header >= 0 and repeated_header(blocks, header):
        header = -1
    comment_from = trusted_comment_header(blocks, probs, header, threshold, counted_sure)
    cut = f"{threshold:.2f}" + (" (the page's expected-F1 threshold)" if page_threshold else "")
    decisions = _label_each(blocks, probs, threshold, cut, comment_from, options)
    if data_tables:
        args = (linked_headers, anchor_cells, table_cells)
        decisions.update(complete_tables(blocks, decisions, *args))
    return decisions


def trusted_comment_header(
    blocks: list[Block],
    probs: np.ndarray,
    header: int,
    cut: float = 0.5,
    counted_sure: bool = False,
) -> int:
    """The comment header's position, or -1 when most of the likely content follows it.

    A word like "Comments" in a teaser or a tab bar above the article must not
    cut the article off: the header counts only after most of the content the
    decision keeps (blocks with ``probs >= cut``). A header that counts one comment
    or more ("13 Comments") also counts after most of what the model is sure of
    (``probs >= SURE_OF_CONTENT``), when a long thread of doubted comments outweighs
    the article; with ``counted_sure``, only when the model is sure of some text: on a page
    it is sure of nothing, such a header counts after :data:`UNSURE_SHARE` of the likely
    content (a thread of replies the model finds as likely as the post), and not when none
    of it comes first (a count above the story, which the old test let cut it all off).
    """
    if header < 0:
        return -1
    chars = np.array([b.features.text_length for b in blocks], dtype=np.float64)
    position = trusted_header_position(chars, probs, header, cut)
    if position < 0 and header >= 0 and _COUNTED.search(blocks[header].text):
        if counted_sure and not np.any((probs >= SURE_OF_CONTENT) & (chars > 0)):
            if not np.any((probs[:header] >= cut) & (chars[:header] > 0)):
                return -1  # no likely text before the count: it sits above the story
            return trusted_header_position(chars, probs, header, cut, UNSURE_SHARE)
        return trusted_header_position(chars, probs, header, SURE_OF_CONTENT)
    return position


# A comment header whose line recurs this many times after it is a button each post or
# teaser repeats ("Comment", "Comments (2)"), not the header of the page's comment section.
HEADER_REPEATS = 2
MAX_HEADER_CHARS = 60  # longer lines are never comment headers (signals.is_comment_header)


def repeated_header(blocks: Sequence[Block], header: int) -> bool:
    """True when the comment header's line (digits and case aside) recurs
    :data:`HEADER_REPEATS` times after it: a thread's per-post "Comment" button.
    :func:`_repeated_header_reference`, in the decisions kernel when it is built (an ASCII
    line's key compared with the header's in C, character by character)."""
    compiled = kernel(DECIDE)
    if compiled is None or header < 0:
        return _repeated_header_reference(blocks, header)
    key = _header_key(blocks[header].text)
    return compiled.repeated_header(blocks, header, key, MAX_HEADER_CHARS, HEADER_REPEATS)


def _repeated_header_reference(blocks: Sequence[Block], header: int) -> bool:
    """:func:`repeated_header` in Python: the definition the kernel is held to."""
    key = _header_key(blocks[header].text)
    seen = 0
    for block in blocks[header + 1 :]:
        if len(block.text) <= MAX_HEADER_CHARS and _header_key(block.text) == key:
            seen += 1
            if seen >= HEADER_REPEATS:
                return True
    return False


def _header_key(text: str) -> str:
    return " ".join(_DIGIT_RUNS.sub("", text).casefold().split())


def trusted_header_position(
    chars: np.ndarray, probs: np.ndarray, header: int, cut: float = 0.5, share: float = 0.5
) -> int:
    """:func:`trusted_comment_header` from the blocks' text lengths: the header when the
    likely text (``probs >= cut``) before it is ``share`` of all the likely text or more,
    or there is none."""
    if header < 0:
        return -1
    likely = np.where(probs >= cut, chars, 0.0)
    total = likely.sum()
    if total == 0 or likely[:header].sum() >= share * total:
        return header
    return -1


def complete_tables(
    blocks: Sequence[Block],
    decisions: Mapping[int, Decision],
    linked_headers: bool = False,
    anchor_cells: bool = False,
    cells: Sequence[int] | None = None,
) -> dict[int, Decision]:
    """The cells to keep because their data table is mostly kept (a cell alone is hard
    to judge): those that are not links, and with ``linked_headers`` the header cells
    (``th``) that are (a reference table's row labels linking to their definitions);
    with ``anchor_cells`` also those whose every link stays on the page, in a table of
    a few rows (:func:`_anchor_cell`: a plan table's row labels that open a note or a
    popup); ``cells``: the positions of the blocks in a data table (the feature column
    ``in_data_table``), when the caller has them: only those blocks are read;
    ``decisions`` is read only, the changed decisions are returned."""
    tables: dict[int, list[Block]] = {}
    for block in blocks if cells is None else map(blocks.__getitem__, cells):
        table = block.context.table
        if table is not None and table.is_data_table and block.index in decisions:
            tables.setdefault(table.id, []).append(block)
    changed: dict[int, Decision] = {}
    for cells in tables.values():
        kept = sum(1 for c in cells if decisions[c.index].label.kept)
        if kept * 2 < len(cells) or kept == len(cells):
            continue
        for cell in cells:
            dropped = decisions[cell.index].label is Label.BOILERPLATE
            linked = cell.features.link_density >= 0.5
            if linked and anchor_cells and _anchor_cell(cell):
                linked = False
            if dropped and (not linked or (linked_headers and cell.kind == "th")):
                changed[cell.index] = Decision(cell.index, Label.CONTENT, _TABLE_KEPT)
    return changed


_TABLE_KEPT = "cell of a table mostly kept"
_IN_PAGE_HREFS = ("#", "javascript:")  # a link that opens nothing else: a note, a popup
ANCHOR_MIN_ROWS = 3  # rows of a table whose in-page links are cells: a layout table's one
# row holds "Top" and "Email to friend"


def _anchor_cell(cell: Block) -> bool:
    """Whether ``cell`` is a cell of a table of :data:`ANCHOR_MIN_ROWS` rows or more whose
    links all stay on the page (:func:`_links_in_page`)."""
    table = cell.context.table
    return table is not None and table.rows >= ANCHOR_MIN_ROWS and _links_in_page(cell)


def _links_in_page(block: Block) -> bool:
    """Whether the block has links and each of them points within the page (a fragment
    or a script): it explains the cell, no other page is named."""
    return bool(block.links) and all(
        href.strip().lower().startswith(_IN_PAGE_HREFS) for _, href in block.links
    )


def _label_each(
    blocks: Sequence[Block],
    probs: Sequence[float] | np.ndarray,
    threshold: float,
    cut: str,
    comment_from: int,
    options: Options,
) -> dict[int, Decision]:
    """Each text block's decision from its probability (``cut``: the threshold as the
    reasons show it), the comment section from ``comment_from`` (-1: none) and the options:
    :func:`_label_each_reference`, in the compiled kernel when it is built (which reads an
    array's probabilities in place; the reference reads them as Python floats)."""
    compiled = kernel(DECIDE)
    if compiled is None or len(probs) != len(blocks):
        values = probs.tolist() if isinstance(probs, np.ndarray) else probs
        return _label_each_reference(blocks, values, threshold, cut, comment_from, options)
    with_comments, with_tables = options.include_comments, options.include_tables
    args = (threshold, cut, comment_from, with_comments, with_tables, SURE_OF_CONTENT)
    return compiled.label_each(blocks, probs, *args)


def _label_each_reference(
    blocks: Sequence[Block],
    probs: Sequence[float],
    threshold: float,
    cut: str,
    comment_from: int,
    options: Options,
) -> dict[int, Decision]:
    """:func:`_label_each` in Python: the definition the kernel is held to.

    One loop over the blocks, not a call a block: it runs on every block of every page.
    The model's reasons are made once for each shown probability (:func:`_model_reason`).
    """
    decisions: dict[int, Decision] = {}
    with_comments, with_tables = options.include_comments, options.include_tables
    above, below = f" ≥ {cut}", f" < {cut}"
    # the labels as locals: an enum member read from its class costs a lookup each time
    content, heading, boilerplate = Label.CONTENT, Label.HEADING, Label.BOILERPLATE
    shown = shown_probabilities(probs)
    kept_reasons: dict[str, str] = {}  # the model's reasons by shown probability
    dropped_reasons: dict[str, str] = {}
    for pos, (block, prob, p) in enumerate(zip(blocks, probs, shown, strict=True)):
        in_comments = 0 <= comment_from <= pos and prob < SURE_OF_CONTENT
        if in_comments and with_comments and block.features.sentence_count:
            label, reason = content, f"comment kept (include_comments); p={p}"
        elif in_comments:
            label, reason = Label.COMMENT, f"after the comment header; p={p}"
        elif not with_tables and block.context.table is not None:
            label, reason = boilerplate, "table dropped (include_tables=False)"
        elif prob >= threshold:
            label = heading if block.features.heading_level else content
            reason = kept_reasons.get(p) or _model_reason(kept_reasons, p, above)
        else:
            label = boilerplate
            reason = dropped_reasons.get(p) or _model_reason(dropped_reasons, p, below)
        decisions[block.index] = Decision(block.index, label, reason)
    return decisions


def _model_reason(reasons: dict[str, str], p: str, side: str) -> str:
    """The reason of a model decision (``p``: the shown probability, ``side``: the
    comparison with the threshold as shown), remembered in ``reasons`` by ``p``."""
    reason = reasons[p] = f"model p={p}{side}"
    return reason


# "0.00" to "1.00": a probability in hundredths as the reasons show it.
_HUNDREDTHS = tuple(f"{k / 100:.2f}" for k in range(101))
_NEAR_HALF = 1e-6  # of a hundredth: the product by 100 may round the other way


def shown_probabilities(probs: Sequence[float]) -> list[str]:
    """Each probability as ``f"{p:.2f}"`` shows it, read from a table of the 101 texts
    (formatting a float costs more than the rest of a block's decision).

    A probability within :data:`_NEAR_HALF` of a half hundredth, and any outside 0 to 1,
    is formatted: there the product by 100 may round the other way.
    """
    scaled = np.asarray(probs, dtype=np.float64) * 100.0
    if not np.all((scaled >= 0.0) & (scaled <= 100.0)):  # NaN fails too
        return [f"{p:.2f}" for p in probs]
    rounded = np.rint(scaled)
    shown = list(map(_HUNDREDTHS.__getitem__, rounded.astype(np.intp).tolist()))
    near_half = np.abs(np.abs(scaled - rounded) - 0.5) < _NEAR_HALF
    for pos in near_half.nonzero()[0].tolist():
        shown[pos] = f"{probs[pos]:.2f}"
    return shown


@dataclass(frozen=True)
class PreparedPage:
    """A page ready for the block model: its blocks, facts and feature matrix.

    ``blocks`` are all the segmentation's blocks, images included;
    ``text_blocks`` the ones the model scores, in the order of ``features``'
    rows. Images are not scored: an image follows its neighbouring text
    (:func:`~thresher.methods.base.label_images_like_neighbours`), so how a
    page shows its images changes no text block's features. ``doc`` is kept
    for the post-passes that read the page's declared discussion and JSON-LD
    body.
    """

    doc: Document
    blocks: tuple[Block, ...]
    text_blocks: tuple[Block, ...]
    title: str | None
    facts: PageFacts
    features: np.ndarray
    warnings: tuple[str, ...] = ()


def prepare_page(doc: Document, segmentation: Segmentation, options: Options) -> PreparedPage:
    """Stage 1: the page's blocks, title, facts and block features (no model needed).

    ``options`` are those the segmentation was made with; no feature depends
    on the other options.
    """
    blocks = tuple(segmentation.blocks)
    text = tuple([block for block in blocks if block.kind != "img"])
    title = document_title(doc)
    facts = page_facts(list(text), title, read_page_meta(doc))
    features = block_features(list(text), title, facts)
    return PreparedPage(doc, blocks, text, title, facts, features, tuple(segmentation.warnings))


def decide_page(
    page: PreparedPage, probs: np.ndarray, options: Options, params: AutoParams
) -> MethodResult:
    """Stage 2: label every block from the text blocks' content probabilities.

    The probabilities of a shop banner's versions for each market are set to zero
    first (as ``params`` allow). The text blocks are labelled under the options'
    threshold and comment rule, then images like their neighbours, then the declared discussion
    posts, the prose kept text encloses (before the runs of like siblings are
    completed, which read what it kept, and again after), the runs and
    sections, the comment boxes of a thread the model kept as if it were the article
    (found from the model's own decisions, before any rule), the declared JSON-LD body
    and the clean-up rules with the headline flag (each as ``params`` allow). The text
    blocks' kept flags are found once and set again where a rule changes a decision
    (:class:`KeptFlags`).
    """
    if params.banner_variants:
        probs = without_banner_variants(page.text_blocks, page.features, probs)
    decisions = text_decisions(page, probs, options, params)  # a new dict, merged into below
    counted = params.counted_comments and not options.include_comments  # comments unwanted
    if counted and page.facts.comment_header < 0 and not page.facts.kind.declared[DISCUSSION]:
        decisions.update(counted_comments(page.title, page.text_blocks, decisions))
    if len(page.blocks) > len(page.text_blocks):  # images to label
        decisions.update(label_images_like_neighbours(page.blocks, decisions))
    blocks, text, groups = page.blocks, page.text_blocks, page.facts.repeats
    by_ident = groups_by_ident(groups)  # what the run rules ask of a run, found once
    kept = KeptFlags(decisions, text)
    boxed = comment_boxes(page, kept.flags, options, params)  # read before the rules keep more

    def merge(changed: Mapping[int, Decision]) -> None:
        if changed:  # most rules change nothing on most pages
            decisions.update(changed)
            kept.update(changed)

    runs = with_deep_posts(text, groups, by_ident) if params.deep_posts and groups else groups
    if params.prose_posts and groups:
        at = by_ident if runs is groups else groups_by_ident(runs)
        runs = with_prose_posts(text, runs, at, params.prose_scripts)
    timed = timed_lines(page.doc, text) if params.timed_headers and params.headed_posts else ()
    shaped = headed_posts(text, params.headed_siblings, timed) if params.headed_posts else None
    headed = shaped  # the boxes, kept for the thread rules when they hold the kept text
    if headed is not None and not holds_kept_text(text, headed, kept.flags):
        headed = None  # a story over its reader comments: no thread to read
    if params.opening_posts and headed is not None:
        headed = with_opening_post(text, headed, params.timed_opening_posts)
    runs = with_headed_posts(text, runs, headed)
    runs_by = by_ident if runs is groups else groups_by_ident(runs)
    posts = post_like_runs(runs, runs_by)  # all the thread rules read of runs_by
    declared_span = pair_span = None
    if params.use_declared_posts:
        opening = params.declared_opening_post
        answered = params.answered_questions
        declared, declared_span = declared_posts(page.doc, blocks, decisions, opening, answered)
        merge(declared)
        if params.undeclared_replies and declared:
            replies, declared_span = keep_undeclared_replies(
                page.doc, text, shaped, decisions, declared_span
            )
            merge(replies)
        if not declared and posts:  # without a post-like run the thread rules find none
            merge(thread_posts(page, probs, decisions, params, posts, kept.flags, runs))
        if params.post_pairs and not (declared or posts or headed or page.facts.declares_article):
            most = MAX_POST_BOXES if params.post_boxes else 2  # 2: a question, its answer
            pair, pair_span = paired_posts(text, kept.flags, most)
            merge(pair)
        if not declared and headed is not None:
            siblings, uncut = params.headed_siblings, params.uncut_posts
            merge(keep_post_bodies(text, headed, decisions, kept.flags, siblings, uncut))
    if params.story_slot:
        merge(keep_story_slot(text, probs, decisions, kept.flags, params.slot_own_ids))
    if params.story_tails:
        merge(keep_story_tails(text, probs, decisions, kept.flags))
    model_kept = list(kept.flags) if params.model_frames else None  # before the runs' rules
    columns = PageColumns(text, MIN_ITEMS)  # the blocks' columns under each groups sequence
    decisions = runs_and_prose(page, probs, decisions, params, by_ident, kept, columns)
    if params.enclosed_code and page.features[:, _KIND_PRE].any():  # a page with code
        merge(keep_enclosed_code(text, probs, decisions))
    if params.teaser_runs and groups:
        facts = page.facts
        main, title = facts.best_container, facts.title_block
        args = (text, groups, probs, decisions, main, title, kept.flags, by_ident)
        merge(drop_teaser_runs(*args))
    if params.teaser_pairs:
        title, lead = page.facts.title_block, params.lead_teasers
        merge(drop_teaser_pairs(text, page.features, probs, kept.flags, title, lead))
    if boxed:
        merge(drop_kept_thread(text, probs, decisions, boxed, kept.flags))
    story_or_shop = page.facts.declares_article or page.facts.kind.declared[PRODUCT]
    if params.boxed_replies and not story_or_shop:  # reader comments, customer reviews
        opening, replies = params.boxed_opening_posts, params.reply_boxes
        merge(keep_boxed_replies(text, probs, kept.flags, opening, replies))
    if params.twin_replies and not story_or_shop:  # a short thread's replies
        twins, twin_span = keep_twin_replies(text, probs, kept.flags)
        merge(twins)
        if twin_span and not (declared_span or posts or pair_span):  # the span rules read it
            pair_span = twin_span
    if params.inactive_tabs:
        merge(drop_inactive_panes(text, probs, kept.flags, page.doc))
    if params.closed_modals:
        merge(drop_closed_modals(text, probs, kept.flags, page.doc))
    if params.closed_popups:
        merge(drop_closed_popups(text, probs, kept.flags))
    if params.invisible_conditions:
        merge(drop_invisible_conditions(text, probs, kept.flags, page.doc))
    if params.role_boxes:
        merge(drop_role_boxes(text, probs, kept.flags, page.doc))
    if params.fine_print:
        merge(drop_fine_print(text, probs, decisions, page.title, kept.flags))
    if params.consent_boxes:
        merge(drop_consent_boxes(text, page.features, probs, kept.flags, page.title))
    if params.form_boxes:
        args = (params.thread_forms, params.card_forms, params.wide_forms)
        merge(drop_form_boxes(text, probs, decisions, kept.flags, *args))
    if params.form_headings:
        lines = params.signup_box_lines
        merge(drop_form_headings(text, page.features, probs, kept.flags, lines))
    if params.captions and page.facts.declares_article and names_captions(page.doc):
        merge(drop_captions(text, probs, decisions, True, kept.flags))
    if params.lead_prose:
        facts = page.facts
        main, title = facts.best_container, facts.title_block
        merge(keep_lead_paragraphs(text, probs, decisions, main, title, kept.flags))
    if params.introduced_lists:
        merge(keep_introduced_lists(text, probs, decisions, kept.flags))
    if params.nested_lists:
        deep = params.contents_trees
        merge(keep_nested_lists(text, page.features, probs, decisions, kept.flags, deep))
    if params.admonitions:
        merge(keep_admonitions(text, probs, kept.flags))
    if params.definition_lists:
        merge(keep_definition_lists(text, probs, kept.flags))
    if params.doc_regions:
        images = (blocks, decisions) if params.region_images else None
        merge(keep_region_blocks(page.doc, text, page.features, probs, kept.flags, images))
    if params.plan_cards:
        article = page.facts.declares_article
        heads = params.plan_heads
        merge(keep_plan_cards(text, probs, kept.flags, article, heads))
    tables = params.mark_tables or params.unsure_tables
    if tables and (cells := page.features[:, _IN_DATA_TABLE].nonzero()[0]).size:
        merge(keep_mark_tables(text, probs, kept.flags, cells.tolist(), params.unsure_tables))
    if params.spec_lists and groups and (items := page.features[:, _KIND_LI].nonzero()[0]).size:
        merge(keep_spec_lists(text, groups, probs, kept.flags, items.tolist()))
    if params.spec_panes and page.facts.kind.declared[PRODUCT]:
        merge(keep_spec_panes(text, probs, kept.flags))
    if params.stat_tiles:
        merge(keep_stat_tiles(text, page.features, probs, kept.flags))
    headings = heading_positions(text)  # the headings and sections rules read them
    if params.heading_over_prose:
        merge(
            keep_headings_over_prose(
                text,
                probs,
                decisions,
                kept.flags,
                headings,
                params.nav_titles,
                params.self_linked_headings,
            )
        )
    if params.complete_sections and groups:
        merge(complete_sections(text, groups, probs, decisions, kept.flags, headings))
    if params.headed_sections:
        merge(keep_headed_sections(text, probs, kept.flags, headings))
    if params.section_bodies:
        is_doc = partial(is_documentation, page.doc, text)
        merge(keep_section_bodies(text, probs, kept.flags, headings, is_doc))
    apart = apart_posts_of(text, runs) if params.apart_posts else False  # each run's once
    kept_run = kept_thread(text, runs, decisions, posts, kept.flags, apart) if posts else None
    if params.thread_chrome and kept_run is not None:
        labels, native = params.dropped_card_labels, params.prose_scripts
        chrome = run_chrome(text, runs, decisions, kept_run[0], kept.flags, labels, native)
        merge(chrome)
        if chrome:  # lines of its posts dropped: the thread found again
            kept_run = kept_thread(text, runs, decisions, posts, kept.flags, apart)
    span = None  # the recognised thread's posts, the first and last block index
    aliases = None  # a post set apart's path and the run's first post's (``apart_posts``)
    if (
        params.post_chrome
        or params.post_frames
        or params.post_quotes
        or params.link_previews
        or params.post_signatures
    ) and (declared_span or posts or pair_span):
        span = declared_span or (run_span(text, runs, kept_run[0]) if kept_run else pair_span)
        if params.last_post_tail and declared_span:
            span = with_declared_tail(text, declared_span)
        elif params.last_post_tail and span and kept_run:
            span = with_last_post(text, runs, kept_run[0], span)
        if apart and span and kept_run and not declared_span:
            _, wide, aliases = apart(kept_run[0])  # ``with_apart_post`` reads span[0] only
            span = span if wide is None else (wide[0], span[1])
    if params.post_quotes and (span or headed or posts) and may_quote(page.doc):
        thread = span or boxes_span(text, headed) or posts_span(text, runs, posts, kept.flags)
        quoted = keep_post_quotes(text, kept.flags, thread)
        if params.quoted_chrome and params.post_chrome and quoted and span is None:
            quoted = without_chrome(text, quoted)  # no span: ``post_chrome`` will not run
        merge(quoted)
    keys = LineKeys()  # the lines' keys, found once for the rules that read them
    if params.post_chrome and span:
        merge(drop_post_chrome(text, kept.flags, span, keys, params.solution_marks))
    if params.headed_chrome and params.post_chrome and span is None and headed is not None:
        merge(drop_headed_buttons(text, kept.flags, headed))
    if params.thread_counters and span:
        merge(drop_thread_counters(text, kept.flags, span))
    if params.thread_controls and params.post_chrome and span:
        merge(drop_thread_controls(text, kept.flags, span, keys))
    if params.reply_heads and span:
        merge(drop_reply_heads(text, kept.flags, span))
    if params.count_strips and span:
        merge(drop_count_strips(text, kept.flags, span))
    loose = params.solution_marks and params.loose_marks and bool(posts)
    marks = solution_mark_positions(text, kept.flags) if loose else []
    if marks:
        merge(drop_marks_in(text, marks, posts_span(text, runs, posts, kept.flags)))
    if params.post_frames and span:
        merge(drop_post_frames(text, kept.flags, span, model_kept, params.long_frames))
    if params.user_cards and span:
        forms = CardForms(
            params.heading_ranks,
            params.vote_counts,
            params.avatar_initials,
            params.linked_ranks,
            params.prose_scripts,
        )
        counts, leading = params.card_counts, params.leading_cards
        merge(drop_user_cards(text, kept.flags, span, counts, leading, forms, aliases))
    if params.link_previews and span:
        merge(drop_link_previews(page.doc, text, kept.flags, span))
    if params.host_previews and span:
        merge(drop_host_previews(text, kept.flags, span))
    if params.post_signatures and span:
        merge(drop_post_signatures(page.doc, text, kept.flags, span))
    if params.repeated_signatures and params.post_signatures and span:
        merge(drop_repeated_signatures(text, kept.flags, span))
    if params.join_dates and span:
        dotted, labels = params.dotted_join_dates, params.join_labels
        merge(drop_join_dates(text, kept.flags, span, dotted, labels))
    if params.post_comments and shaped is not None and not options.include_comments:
        merge(drop_post_comments(text, shaped, kept.flags))
    for switch, drop_boxes, option in BOX_RULES:
        if getattr(params, switch):
            args = (getattr(params, option),) if option else ()
            merge(drop_boxes(text, probs, kept.flags, *args))
    if params.card_actions and params.shop_buttons:
        merge(drop_shop_buttons(text, probs, kept.flags))
    if params.refresh_controls and source_holds_opening(page.doc, "<time", 3):
        merge(drop_refresh_controls(text, probs, kept.flags))
    if params.news_marks:
        merge(drop_news_marks(text, probs, kept.flags))
    if params.video_teasers:
        merge(drop_video_teasers(text, probs, kept.flags))
    if params.rights_lines:
        merge(drop_rights_lines(text, probs, kept.flags))
    if params.review_widgets and page.facts.kind.declared[PRODUCT]:
        merge(drop_review_widgets(text, probs, kept.flags))
    if params.review_chrome:
        merge(drop_review_chrome(text, probs, kept.flags))
    if params.option_labels and holds_radio(page.doc):
        merge(drop_option_labels(text, probs, kept.flags))
    if params.field_labels and holds_label(page.doc):
        merge(drop_field_labels(text, probs, kept.flags))
    if params.doubled_lines and not page.facts.declares_article:
        merge(drop_doubled_lines(text, probs, kept.flags))
    if params.listing_toolbars:
        merge(drop_listing_toolbars(text, probs, kept.flags, params.toolbar_controls))
    if params.pager_lines:
        merge(drop_pager_lines(text, probs, kept.flags))
    if params.appended_articles and not (params.archive_articles and declares_archive(page.doc)):
        merge(drop_appended_articles(text, probs, kept.flags, headings))
    if params.language_switchers:
        merge(drop_language_switchers(text, page.features, probs, kept.flags))
    if params.code_labels and page.features[:, _KIND_PRE].any():  # a page with code
        merge(drop_code_labels(text, kept.flags))
    if params.outdated_banners:
        merge(drop_outdated_banners(text, kept.flags, partial(is_documentation, page.doc, text)))
    if params.updated_lines:
        merge(drop_updated_lines(text, kept.flags))
    if params.edit_links or params.arrow_links or params.history_links:
        is_doc = partial(is_documentation, page.doc, text)
        edit, arrows, history = params.edit_links, params.arrow_links, params.history_links
        pager = params.pager_arrows
        merge(drop_link_lines(text, kept.flags, edit, arrows, is_doc, history, pager))
    if params.feedback_headings:
        merge(drop_feedback_headings(text, kept.flags, headings))
    if params.hidden_toggles or params.contents_summaries:
        merge(
            drop_hidden_toggles(text, kept.flags, params.hidden_toggles, params.contents_summaries)
        )
    code = (
        page.features[:, _KIND_PRE].nonzero()[0]  # read by two rules: found once
        if params.tab_labels or params.toggled_sources
        else None
    )
    if params.tab_labels and code.size:
        merge(drop_tab_labels(text, kept.flags, code, params.radio_tabs, params.label_rows))
    if params.heading_anchors:
        merge(drop_heading_anchors(text, kept.flags, headings))
    if params.item_sources or params.repository_sources:
        is_doc = partial(is_documentation, page.doc, text, params.credited_engines)
        merge(
            drop_item_sources(
                text,
                kept.flags,
                is_doc,
                params.item_sources,
                params.repository_sources,
                params.nested_sources,
                params.item_sources and params.boxed_sources,
                params.defined_in_lines,
            )
        )
    if params.running_heads and (cells := page.features[:, _KIND_TD].nonzero()[0]).size:
        merge(drop_running_heads(text, kept.flags, cells.tolist()))
    if params.toggled_sources and code.size:
        merge(drop_toggled_sources(text, kept.flags, code.tolist()))
    if params.lone_grids and groups:
        loosen = partial(loose_grids, text) if params.lone_loose_grids else None
        archive = params.archive_grids and declares_archive(page.doc)
        priced, cards = params.lone_priced_grids, params.lone_priced_cards
        blurbs = headings if params.blurbed_grids else None
        grid_args = (loosen, archive, priced, cards, blurbs, params.lone_linked_cards)
        merge(keep_lone_grid(text, groups, probs, kept.flags, *grid_args))
    if params.reader_records:  # the definition lists' entries: most pages hold none
        entries = (page.features[:, _KIND_DT] + page.features[:, _KIND_DD]).nonzero()[0]
        merge(drop_reader_records(text, probs, kept.flags, entries.tolist()))
    if params.reader_badges:
        merge(drop_reader_badges(text, probs, kept.flags))
    if params.search_overlays:
        merge(drop_search_overlays(text, probs, kept.flags))
    if params.top_links:
        merge(drop_top_links(text, probs, kept.flags))
    more_apps = params.review_apps_more
    if (
        params.review_apps
        and not page.facts.kind.declared[PRODUCT]
        and names_app(page.doc, more_apps)
    ):
        merge(drop_review_apps(text, probs, kept.flags, more_apps))
    if params.icon_words:
        merge(drop_icon_words(text, probs, kept.flags))
    if params.gallery_pages and (captions := page.features[:, _KIND_FIGCAPTION].nonzero()[0]).size:
        merge(keep_gallery_captions(text, probs, kept.flags, captions.tolist()))
    if params.archive_intros and declares_archive(page.doc):
        merge(keep_archive_intros(text, probs, kept.flags))
    if params.category_members and declares_category(page.doc):
        merge(keep_category_members(text, probs, kept.flags))
    if params.grid_titles:
        merge(keep_grid_titles(text, page.features, probs, kept.flags))
    if params.declared_titles:
        merge(keep_declared_titles(text, headings, probs, kept.flags))
    if params.item_titles and groups:
        merge(keep_item_titles(text, groups, page.features, probs, kept.flags))
    if params.dropped_story:
        widgets = params.story_widgets
        merge(keep_dropped_story(text, page.features, probs, decisions, kept.flags, widgets))
    if params.use_declared_body:
        blocks, body = replace_with_declared_body(page.doc, blocks, decisions)
        merge(body)
    same = len(blocks) == len(page.blocks)  # no declared body's paragraphs added
    cleaned: Mapping[int, Decision] = {}
    if params.clean_up:
        args = (kept.flags, text) if same else ()
        cleaned = clean_up(
            blocks, decisions, *args, found=keys, generators=params.generator_credits
        )
        merge(cleaned)
    late = params.late_grid_titles and params.grid_titles and same and cleaned
    if late and any(blocks[i].features.heading_level for i in cleaned):  # an orphan heading
        merge(keep_grid_titles(text, page.features, probs, kept.flags))
    if params.related_boxes and same:
        runs = params.related_runs
        merge(drop_related_boxes(text, page.features, probs, kept.flags, runs))
    if params.related_headings and same:  # after clean_up, which reads a header's run
        merge(drop_related_headings(text, probs, kept.flags, params.archive_headings))
    if params.prompt_lines:
        notes, helpful = params.thread_notes, params.helpful_prompts
        signin, copied = params.signin_prompts, params.copy_confirmations
        more, signs = params.chrome_languages, params.unspaced_scripts
        merge(
            drop_prompt_lines(
                text, probs, kept.flags, keys, notes, helpful, signin, copied, more, signs
            )
        )
    if params.closing_prompts and span and same:
        merge(drop_closing_prompts(text, kept.flags, span))
    if params.placeholder_prompts and span and same:
        merge(drop_placeholder_prompts(text, kept.flags, span))
    if params.closing_headings and span and same:
        merge(drop_closing_heading(text, kept.flags, span))
    if params.closing_boxes and span and same:
        merge(drop_closing_boxes(text, kept.flags, span))
    if params.read_on_pairs and same:  # last: the header rules above read the labels
        merge(drop_read_on_pairs(text, probs, kept.flags))
    if params.trailing_headlines and same:
        merge(drop_trailing_headlines(text, probs, kept.flags, params.unspaced_scripts))
    if params.closing_credits and same:
        merge(keep_closing_credits(text, probs, kept.flags))
    if params.platform_widgets:  # after clean_up, which keeps a "Written by …" line
        merge(drop_story_widgets(text, probs, kept.flags))
    if params.help_bylines:  # after clean_up, which keeps a "Written by …" line
        merge(drop_help_bylines(text, probs, kept.flags))
    if params.linked_teasers and same:
        merge(drop_linked_teasers(text, probs, kept.flags))
    if params.mark_headline:
        marked = mark_headline(blocks, decisions, page.facts, params.contents_headlines)
        if params.product_names and page.facts.kind.declared[PRODUCT]:
            marked = keep_product_name(blocks, decisions, page.facts, marked) or marked
        decisions.update(marked)
    return MethodResult(blocks, decisions_from(decisions), warnings=page.warnings)


def comment_boxes(
    page: PreparedPage, flags: Sequence[bool], options: Options, params: AutoParams
) -> list[int]:
    """The positions of the comment boxes' text blocks when the model's own decisions
    (``flags``) kept their thread in good part, else none (``comment_threads`` off,
    comments wanted: ``include_comments``, or a page that declares a discussion, whose
    posts are its content)."""
    if not params.comment_threads or options.include_comments:
        return []
    if page.facts.kind.declared[DISCUSSION]:
        return []
    return thread_boxes(page.text_blocks, flags, params.styled_openers)


def thread_posts(
    page: PreparedPage,
    probs: np.ndarray,
    decisions: dict[int, Decision],
    params: AutoParams,
    by_ident: Mapping[int, RepeatGroup],
    flags: Sequence[bool] | None = None,
    groups: Sequence[RepeatGroup] | None = None,
) -> dict[int, Decision]:
    """The dropped posts of a thread the page does not declare: those of a run of posts the
    model kept in good part, else (``dropped_thread``) of one it dropped almost whole
    (``groups``: the text blocks' repeat groups, the page's when None; ``by_ident``:
    :func:`groups_by_ident` of them, or only their
    :func:`~thresher.methods.auto.discussion.post_like_runs`; ``flags``: the text
    blocks' :func:`~thresher.methods.auto.decided.kept_flags`, when the caller has them)."""
    text = page.text_blocks
    groups = page.facts.repeats if groups is None else groups
    flags = kept_flags(decisions, text) if flags is None else flags
    found = repeated_posts(text, groups, decisions, by_ident, flags)
    if not found and params.dropped_thread:
        args = (page.doc, text, groups, probs.tolist(), decisions, by_ident, flags)
        found = dropped_thread(*args, opening_post=params.thread_opening_post)
    return found


def runs_and_prose(
    page: PreparedPage,
    probs: np.ndarray,
    decisions: dict[int, Decision],
    params: AutoParams,
    by_ident: Mapping[int, RepeatGroup],
    kept: KeptFlags | None = None,
    columns: PageColumns | None = None,
) -> dict[int, Decision]:
    """``decisions`` with the prose kept text encloses kept, then the runs of like
    siblings completed, doubted or rescued and their cards' fields made to agree (which
    read what the prose rule kept), then the prose their changes enclose (none when they
    changed nothing: the prose rule keeps nothing more on decisions it has already passed
    over; ``by_ident`` as in :func:`thread_posts`; ``kept``: the text blocks' flags under
    ``decisions``, set here as the rules change them, when the caller keeps them;
    ``columns``: the text blocks' :class:`PageColumns`, when the caller has them)."""
    text, groups = page.text_blocks, page.facts.repeats
    if params.loose_runs and groups:
        groups, by_ident = with_loose_runs(text, groups, by_ident)
    grids, grid_ident = groups, by_ident  # the runs the completing and card rules read
    joins = params.split_grids and not page.facts.declares_article  # a story's figures: no grid
    if joins and groups is not page.facts.repeats:
        args = (text, page.facts.repeats, groups, by_ident, page.facts.total_chars)
        grids, grid_ident = joined_grids(*args)
    decisions = dict(decisions)
    kept = KeptFlags(decisions, text) if kept is None else kept
    columns = PageColumns(text, MIN_ITEMS) if columns is None else columns

    def merge(changed: Mapping[int, Decision]) -> None:
        if changed:  # most rules change nothing on most pages
            decisions.update(changed)
            kept.update(changed)

    bridge = (params.bridge_skips_boxes, params.bridge_skips_hidden, ProseRuns())
    if params.enclosed_prose:
        merge(prose_between_kept(text, probs, decisions, *bridge))
    changed = False
    flags = kept.flags  # one list, set in place by ``merge``: each rule reads it as it is
    trailing = params.trailing_links
    relative = params.rescue_run_floor and not page.facts.declares_article
    for applies, rule, runs in (
        (
            params.complete_listing,
            partial(
                complete_listing,
                flags=flags,
                trailing_links=trailing,
                relative=params.complete_run_floor,
                like_runs=params.like_runs,
                whole_runs=params.whole_page_runs,
                prices=params.card_prices,
            ),
            grids,
        ),
        (
            params.drop_doubted_runs,
            partial(drop_doubted_runs, by_ident=by_ident, flags=flags),
            groups,
        ),
        (
            params.rescue_listing,
            partial(rescue_listing, by_ident=by_ident, flags=flags, relative=relative),
            groups,
        ),
    ):
        found = (
            rule(text, runs, probs, decisions, columns=columns(runs)) if applies and runs else {}
        )
        if found:
            changed = True
            merge(found)
    fields = partial(agree_card_fields, nested=params.nested_card_fields)
    cards = (
        (params.card_fields, fields),
        (params.card_titles, keep_card_titles),
        (params.card_lines, keep_card_lines),
    )
    kept_grids = (
        kept_card_grids(text, grids, decisions, grid_ident, flags, columns(grids))
        if grids and (params.card_fields or params.card_titles or params.card_lines)
        else set()
    )  # the same for the three rules: the first keeps blocks of these grids only
    for applies, card_rule in cards:
        found = (
            card_rule(text, grids, probs, decisions, grid_ident, flags, kept_grids)
            if applies and kept_grids
            else {}
        )
        if found:
            changed = True
            merge(found)
    if params.enclosed_prose and changed:
        merge(prose_between_kept(text, probs, decisions, *bridge))
    return decisions


def text_decisions(
    page: PreparedPage, probs: np.ndarray, options: Options, params: AutoParams
) -> dict[int, Decision]:
    """The text blocks' decisions: threshold (the page's own when balanced) and comments."""
    text = list(page.text_blocks)
    threshold = threshold_for(options, params, text, probs, page.facts)
    own = uses_page_threshold(options, params)
    once = params.comment_header_once and not options.include_comments  # comments wanted
    linked = params.linked_table_headers
    sure = params.counted_header_sure
    cells = page.features[:, _IN_DATA_TABLE].nonzero()[0].tolist()  # in a data table
    args = (options, threshold, page.facts, own, once, linked, sure, bool(cells))
    return decide_labels(text, probs, *args, params.anchor_cells, cells)


class AutoMethod(PageMethod):
    """The default method: a block classifier over the seed methods' signals."""

    name = "auto"
    params_class = AutoParams
    reads_whole_page = True  # learned on whole pages: in site mode the template is evidence

    def check_options(self, options: Options, params: AutoParams) -> None:
        """Raise OptionsError for a threshold parameter the favor leaves unused, or a
        ``model_path`` that names no file (the fallback is for a damaged shipped model)."""
        check_used(options, params)
        if params.model_path is not None and not Path(params.model_path).is_file():
            raise OptionsError(f"model_path {params.model_path!r}: no such file")

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: AutoParams
    ) -> MethodResult:
        """Prepare the page, score its text blocks, decide (:func:`prepare_page`,
        :func:`decide_page`)."""
        try:
            model = load_model(params.model_path)
        except ModelError as exc:
            return _fallback(doc, options, str(exc))
        page = prepare_page(doc, seg, options)
        return decide_page(page, model.predict_proba(page.features), options, params)


def _fallback(doc: Document, options: Options, why: str) -> MethodResult:

    params = SentencesParams()
    method = SentencesMethod()
    seg = cached_segment(
        doc,
        break_tags=method.break_tags(params),
        max_depth=options.limits.max_depth,
        max_nodes=options.limits.max_nodes,
        include_images=options.include_images,
    )
    result = method.run(doc, seg, options, params)
    warning = f"auto: block model unavailable ({why}); used sentence blocks"
    return MethodResult(result.blocks, result.decisions, warnings=(*result.warnings, warning))


METHOD = AutoMethod()
