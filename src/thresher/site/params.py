"""Every parameter of site template mining, the paper's values as defaults."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal

from thresher.errors import OptionsError

Mode = Literal["remove", "mark"]
DuplicateBasis = Literal["larger", "smaller"]
AttributeValues = Literal["all", "class"]


@dataclass(frozen=True)
class TemplateParams:
    """Parameters of Shorkin's algorithm plus the choices the paper leaves open.

    Paper values: ``min_fragmenters_chain`` 6, ``duplicate_ratio`` 0.7,
    ``nav_ratio`` 0.8, ``min_cluster_size`` 4, ``ratio_step`` 0.2 down to
    ``min_ratio`` 0.4. ``faithful_pairs`` runs the paper's literal all-pairs
    search instead of the inverted index (same clusters, quadratic time).
    ``attribute_values="class"`` hashes tags without their attribute values
    other than ``class`` (see :func:`thresher.site.fragments.hash_forms`).
    ``remove_whole_elements`` keeps the markup balanced when removing: a
    tag pair goes only with everything between it (the paper cuts every
    navigation fragmenter, which can leave an ``<a>`` open over the rest of
    the page). ``content_slots`` labels per-page text by the template slot
    it sits in (see :mod:`thresher.site.slots`), learned from up to
    ``slot_sample`` pages per cluster and ``slot_budget`` pages in all.
    ``template_file`` and ``mode`` serve the single-page ``template``
    method, which applies a saved template.
    """

    min_fragmenters_chain: int = 6
    attribute_values: AttributeValues = "all"
    duplicate_ratio: float = 0.7
    duplicate_basis: DuplicateBasis = "larger"
    nav_ratio: float = 0.8
    min_cluster_size: int = 4
    ratio_step: float = 0.2
    min_ratio: float = 0.4
    keep_lowered_ratio: bool = True
    seed_retries: int = 100
    prune_rare_chains: bool = False
    leftover_pass: bool = True
    leftover_min_share: float = 0.0
    faithful_pairs: bool = False
    remove_whole_elements: bool = True
    content_slots: bool = True
    slot_link_density: float = 0.5
    slot_sample: int = 12
    slot_budget: int = 48
    mode: Mode = "remove"
    template_file: str | None = None

    def __post_init__(self) -> None:
        if self.min_fragmenters_chain < 1:
            raise OptionsError("min_fragmenters_chain must be at least 1")
        if self.min_cluster_size < 2:
            raise OptionsError("min_cluster_size must be at least 2")
        if self.seed_retries < 0:
            raise OptionsError("seed_retries must be at least 0")
        if self.slot_sample < 1 or self.slot_budget < 1:
            raise OptionsError("slot_sample and slot_budget must be at least 1")
        for name in (
            "duplicate_ratio",
            "nav_ratio",
            "min_ratio",
            "leftover_min_share",
            "slot_link_density",
        ):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise OptionsError(f"{name} must lie in [0, 1], got {value}")
        if not 0.0 < self.ratio_step <= 1.0:
            raise OptionsError(f"ratio_step must lie in (0, 1], got {self.ratio_step}")
        if self.mode not in ("remove", "mark"):
            raise OptionsError(f"mode must be 'remove' or 'mark', got {self.mode!r}")
        if self.attribute_values not in ("all", "class"):
            raise OptionsError(
                f"attribute_values must be 'all' or 'class', got {self.attribute_values!r}"
            )
        if self.duplicate_basis not in ("larger", "smaller"):
            raise OptionsError(
                f"duplicate_basis must be 'larger' or 'smaller', got {self.duplicate_basis!r}"
            )

    @classmethod
    def faithful(cls) -> TemplateParams:
        """The paper's algorithm as written: every refinement off."""
        return cls(
            attribute_values="all",
            remove_whole_elements=False,
            content_slots=False,
            seed_retries=0,
        )

    def chain_support(self) -> int:
        """How many of the pages being clustered must hold a chain for it to count."""
        return self.min_cluster_size if self.prune_rare_chains else 2

    def ratios(self) -> tuple[float, ...]:
        """The navigation ratios tried in turn: 0.8, 0.6, 0.4 with the paper's values."""
        out = [self.nav_ratio]
        while out[-1] - self.ratio_step >= self.min_ratio - 1e-9:
            out.append(round(out[-1] - self.ratio_step, 10))
        return tuple(out)

    @classmethod
    def learning_fields(cls) -> tuple[str, ...]:
        """Names of the fields that shape learning (all but the application ones)."""
        return tuple(f.name for f in fields(cls) if f.name not in ("mode", "template_file"))
