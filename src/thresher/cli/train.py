"""CLI subcommand ``train``: build a model file from annotated dataset folders.

``thresher train --method features DATASET_DIR... [-o FILE]`` trains the
body-node SVM of method ``features`` (see ``docs/features.md``);
``--method auto`` runs the default method's recipe
(:func:`thresher.train.recipe.train`).
"""

from __future__ import annotations

import argparse
import json
import sys

from thresher.errors import ThresherError
from thresher.train.features import TrainConfig, train
from thresher.train.output import require_sklearn
from thresher.train.recipe import train as train_auto

TRAINABLE = ("features", "auto")


def register(sub) -> None:
    """Register ``thresher train``."""
    p = sub.add_parser("train", help="train a method's model from annotated datasets")
    p.add_argument("datasets", nargs="+", metavar="DATASET_DIR", help="dataset folders")
    p.add_argument("-m", "--method", default="features", choices=TRAINABLE)
    p.add_argument(
        "-o",
        "--output",
        help="model file (default: a new METHOD-trained.npz here; the packaged model is "
        "replaced only when named)",
    )
    p.add_argument("--max-samples", type=int, default=4_000, help="features: training nodes in all")
    p.add_argument(
        "--max-pages",
        type=int,
        default=None,
        help="pages read per dataset (features: 150; auto: 120, more for a few large sets)",
    )
    p.add_argument("--max-per-page", type=int, default=40, help="features: nodes drawn per page")
    p.add_argument("--holdout", type=float, default=0.2, help="features: share of sites held out")
    p.add_argument("--seed", type=int, default=0, help="features: sampling seed")
    p.add_argument("--folds", type=int, default=3, help="auto: cross-validation folds by site")
    p.add_argument("--no-cv", action="store_true", help="auto: fit only, no validation")
    p.add_argument(
        "--validate",
        choices=("site", "loso", "none"),
        default="site",
        help="auto: cross-validation by site, or leave-one-source-out (train on every "
        "dataset but one, score the one left out; smaller models)",
    )
    p.add_argument(
        "--pages-of",
        action="append",
        default=[],
        metavar="DATASET=N",
        help="auto: pages read from one dataset (repeatable; over --max-pages)",
    )
    p.add_argument("--jobs", "-j", type=int, default=2, help="auto: featurizing processes")
    p.set_defaults(run=run_train)


def run_train(args: argparse.Namespace) -> int:
    """Train the chosen method and print the training report as JSON."""
    if not 0.0 <= args.holdout < 1.0:
        raise ThresherError("--holdout must be in [0, 1)")

    require_sklearn()
    report = _train_auto(args) if args.method == "auto" else _train_features(args)
    print(json.dumps(report, indent=2, ensure_ascii=False, default=str))
    return 0


def _train_features(args: argparse.Namespace) -> dict:

    config = TrainConfig(
        max_samples=args.max_samples,
        max_pages=args.max_pages or 150,
        max_per_page=args.max_per_page,
        holdout=args.holdout,
        seed=args.seed,
    )
    return train(args.datasets, args.output, config, log=_log)


def _train_auto(args: argparse.Namespace) -> dict:
    if args.folds < 2 and not args.no_cv:
        raise ThresherError("--folds must be at least 2 (or use --no-cv)")
    return train_auto(
        args.datasets,
        args.output,
        folds=args.folds,
        jobs=args.jobs,
        limit=args.max_pages,
        cv=not args.no_cv,
        validate=args.validate,
        limits=_page_limits(args.pages_of),
    )


def _page_limits(items: list[str]) -> dict[str, int]:
    """``--pages-of NAME=N`` values as a dict; ThresherError on a malformed one."""
    limits = {}
    for item in items:
        name, _, count = item.partition("=")
        if not name or not count.isdigit() or int(count) < 1:
            raise ThresherError(f"--pages-of wants DATASET=N (N >= 1): {item!r}")
        limits[name] = int(count)
    return limits


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
