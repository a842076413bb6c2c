"""Every parameter of Wang et al.'s method, the paper's values as defaults."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Literal

from thresher.metadata.title_match import TITLE_SEPARATORS

# The paper's publication-time expression (§2.3), Java's [\s\S] kept: any one
# character between year, month, day, hour, minute and second.
PAPER_DATE_PATTERN = (
    r"(20[0-9]{2})[\s\S]([0-1]?[0-9])[\s\S]([0-3]?[0-9])"
    r"([\s\S][0-2]\d[\s\S][0-5]\d([\s\S][0-5]\d)?)?"
)
# The paper's title separators: any run of non-Chinese characters (§2.1: "利用非中文字符
# 将 WebHeadTitle 分割"); adjacent parts found in one node are joined again.
PAPER_TITLE_SEPARATORS = r"[^\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+"
MIN_DATE_YEAR = 1995
PageKind = Literal["auto", "continuous", "noncontinuous"]
TitleSource = Literal["paper", "thresher"]


@dataclass(frozen=True)
class FeaturesParams:
    """Title, classifier, reference node, containers, block score and time parameters.

    Defaults are the paper's; fields marked *adaptation* fill a gap the paper
    leaves (see ``docs/features.md``).
    """

    # Title (§2.1). "paper": the paper's algorithm (with the fallback below);
    # "thresher": thresher's title extraction, which starts with it.
    title_source: TitleSource = "paper"
    title_separators: str = TITLE_SEPARATORS
    title_keep_unmatched: bool = False  # adaptation: the paper keeps unmatched parts
    title_fallback: bool = True  # adaptation: og:title, first h1, whole <title>
    # adaptation: normalisation 1 keeps Latin letters and digits for non-Chinese titles,
    # and a title node is an element's whole text (paper: letters and digits removed,
    # text nodes); False is the paper's literal algorithm.
    title_adapted_matching: bool = True
    # Classifier (§2.2, table 1).
    model_path: str | None = None  # None: the model shipped in the package
    decision_threshold: float = 0.0
    # Reference node: top TDTN more than ratio x the second wins, else F = wL*L + wM*M.
    reference_tdtn_ratio: float = 3.0
    reference_weight_length: float = 0.3
    reference_weight_title_words: float = 0.7
    reference_candidates: int = 2
    reference_ties: bool = False  # option: nodes tied on TDTN with the second compete by F
    reference_skip_title: bool = True  # adaptation: the title node is the title, not the body
    no_body_fallback: bool = True  # adaptation: longest node when the SVM finds none
    # Containers: continuous pages; non-continuous (forum, comments, reviews) pages.
    continuous_div_attributes: tuple[str, ...] = ("class", "id")
    continuous_any_tags: tuple[str, ...] = ("table",)
    # Tags that are containers with class or id, like the paper's div; and
    # (adaptation) HTML5 article and main, containers always.
    div_like_tags: tuple[str, ...] = ("div",)
    sectioning_any_tags: tuple[str, ...] = ("article", "main")
    noncontinuous_div_plain_attributes: tuple[str, ...] = ("id", "style")
    noncontinuous_any_tags: tuple[str, ...] = ("table", "li")
    # Block score: 1.4*AD + 0.8*(TD + TNIF) + 1.3*(TIF + PIF), lowest wins.
    weight_link_density: float = 1.4
    weight_structure: float = 0.8
    weight_content: float = 1.3
    title_factor_empty: float = 0.7
    punctuation_factor_empty: float = 0.7
    tag_factor_empty: float = 0.5
    # Non-continuous pages: every post in order.
    page_kind: PageKind = "auto"
    min_posts: int = 3  # adaptation: similar containers needed to call a page non-continuous
    min_post_share: float = 0.5  # adaptation: share of the body nodes' text they must hold
    post_parts: tuple[str, ...] = ()  # adaptation: the paper descends to ("li", "tbody")
    # Publication time (§2.3).
    date_pattern: str = PAPER_DATE_PATTERN
    # adaptation: a date after next year is no publication time (None: any year the
    # expression matches, 2000-2099, is one). The year may not be before 1995 either,
    # which the paper's expression (20xx) already ensures.
    date_max_years_ahead: int | None = 1

    def date_years(self) -> tuple[int, int | None]:
        """The years a publication time may fall in: 1995 to ``date_max_years_ahead`` ahead."""
        if self.date_max_years_ahead is None:
            return MIN_DATE_YEAR, None
        return MIN_DATE_YEAR, date.today().year + self.date_max_years_ahead

    @classmethod
    def faithful(cls) -> FeaturesParams:
        """The paper's algorithm: every adaptation off."""
        return cls(
            title_source="paper",
            title_keep_unmatched=True,
            title_fallback=False,
            title_separators=PAPER_TITLE_SEPARATORS,
            title_adapted_matching=False,
            sectioning_any_tags=(),
            reference_skip_title=False,
            no_body_fallback=False,
            post_parts=("li", "tbody"),
            page_kind="continuous",
            date_max_years_ahead=None,
        )

    @classmethod
    def adaptations(cls) -> tuple[str, ...]:
        """Fields where thresher fills a gap of the paper or departs from it (measured)."""
        return (
            "title_source",
            "title_keep_unmatched",
            "title_fallback",
            "title_separators",
            "title_adapted_matching",
            "sectioning_any_tags",
            "reference_skip_title",
            "no_body_fallback",
            "post_parts",
            "page_kind",
            "min_posts",
            "min_post_share",
            "date_max_years_ahead",
        )
