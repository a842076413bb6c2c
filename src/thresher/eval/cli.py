"""CLI subcommands ``eval`` and ``bench`` (placeholder until the harness lands)."""

from __future__ import annotations


def add_eval_parser(sub) -> None:
    """Register ``thresher eval``."""


def add_bench_parser(sub) -> None:
    """Register ``thresher bench``."""
