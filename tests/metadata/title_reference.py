"""The title search's candidates found element by element: the reference its faster forms
(texts tested once each, subtrees pruned) are held to."""

from __future__ import annotations

from thresher.html.dom_index import PageIndex
from thresher.metadata import title_match


def candidates_one_by_one(
    index: PageIndex, hc_size: int, chinese: bool, heads: set[str], own_text_only: bool = False
) -> list[tuple[int, str, bool, bool]]:
    """Every element tested on its own: (position, normalised text, link only, in heading)."""
    found = []
    most, chars, least = 2 * hc_size + 20, index.chars, max(min(len(h) for h in heads), 1)
    for position, end in enumerate(index.ends):
        if not least <= chars[end + 1] - chars[position] <= most:
            continue
        if not least <= index.spaceless_chars(position) <= hc_size:
            continue
        text = index.own_text[position] if own_text_only else index.full_text(position)
        norm = title_match.normalize_1(text, chinese)
        if any(head in norm for head in heads):
            # link only: all of the subtree's text is inside links
            link_only = index.in_link[position] or (
                index.link_text_chars(position) >= index.text_chars(position)
            )
            found.append((position, norm, link_only, index.in_heading[position]))
    return found
