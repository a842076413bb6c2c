"""Pages prepared for the decision rules' tests, and decisions that keep chosen blocks."""

from __future__ import annotations

import numpy as np

from thresher.api import load_document
from thresher.methods.auto.method import (
    METHOD,
    AutoParams,
    PreparedPage,
    decide_page,
    prepare_page,
)
from thresher.options import Options
from thresher.pipeline import segment_page
from thresher.types import Decision, Label


def prepared_page(body: str, url: str = "https://blog.example/") -> PreparedPage:
    """``body`` in a page, prepared as ``auto`` prepares it (no model needed)."""
    doc = load_document(f"<html><body>{body}</body></html>".encode(), url=url)
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def decide_keeping(page: PreparedPage, kept: tuple[str, ...], dropped_p: float = 0.1):
    """Decisions keeping the text blocks that start with one of ``kept`` (p 0.9), the
    others dropped at ``dropped_p``; and those probabilities."""

    def keep(text: str) -> bool:
        return text.startswith(kept)

    decisions = {
        b.index: Decision(b.index, Label.CONTENT if keep(b.text) else Label.BOILERPLATE, "t")
        for b in page.text_blocks
    }
    probs = np.array([0.9 if keep(b.text) else dropped_p for b in page.text_blocks])
    return decisions, probs


def kept_texts(
    page: PreparedPage, probs: np.ndarray, params: AutoParams, options: Options | None = None
) -> list[str]:
    """The texts of the blocks ``decide_page`` keeps on ``page`` under ``params``, in order."""
    result = decide_page(page, probs, options or Options(), params)
    labels = {d.block: d.label for d in result.decisions}
    return [b.text for b in result.blocks if labels.get(b.index, Label.BOILERPLATE).kept]
