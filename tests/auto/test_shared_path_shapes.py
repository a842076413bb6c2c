"""The rules that group blocks by their element path without its digits (pricing cards,
banner variants, teaser pairs) read it through the one shared
:func:`~thresher.methods.auto.decided.path_shape`, whose bytes pass equals
``re.sub(r"\\d+", "", path)`` (``test_paths_without_digits``): a rule that strips the digits
its own way again (the slow way, or another digit set) fails here."""

from __future__ import annotations

import re

from thresher.methods.auto import decided, plan_cards, teaser_pairs, variant_banners


def test_path_grouping_rules_share_the_digitless_path() -> None:
    assert plan_cards.path_shape is decided.path_shape
    assert variant_banners.path_shape is decided.path_shape
    assert teaser_pairs._shape is decided.path_shape
    path = "/div#card-12/ul[3]/li.plan٣/span"
    assert decided.path_shape(path) == re.sub(r"\d+", "", path) == "/div#card-/ul[]/li.plan/span"
