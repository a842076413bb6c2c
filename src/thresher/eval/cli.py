"""CLI subcommands ``eval`` and ``bench`` (placeholder until the harness lands)."""

from __future__ import annotations


def register(sub) -> None:
    """Register ``thresher eval`` and ``thresher bench``."""
