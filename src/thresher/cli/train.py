"""CLI subcommand ``train``: build a model file from annotated dataset folders.

``thresher train --method features DATASET_DIR... [-o FILE]`` trains the
body-node SVM of method ``features`` (see ``docs/features.md``);
``--method auto`` hands over to ``thresher.train.auto:train`` when that
module exists.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

from thresher.errors import ThresherError

TRAINABLE = ("features", "auto")


def register(sub) -> None:
    """Register ``thresher train``."""
    p = sub.add_parser("train", help="train a method's model from annotated datasets")
    p.add_argument("datasets", nargs="+", metavar="DATASET_DIR", help="dataset folders")
    p.add_argument("-m", "--method", default="features", choices=TRAINABLE)
    p.add_argument("-o", "--output", help="model file (default: the one shipped in the package)")
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
    p.add_argument("--no-cv", action="store_true", help="auto: fit only, no cross-validation")
    p.add_argument("--jobs", "-j", type=int, default=2, help="auto: featurizing processes")
    p.set_defaults(run=run_train)


def run_train(args: argparse.Namespace) -> int:
    """Train the chosen method and print the training report as JSON."""
    if not 0.0 <= args.holdout < 1.0:
        raise ThresherError("--holdout must be in [0, 1)")
    report = _train_auto(args) if args.method == "auto" else _train_features(args)
    print(json.dumps(report, indent=2, ensure_ascii=False, default=str))
    return 0


def _train_features(args: argparse.Namespace) -> dict:
    from thresher.train.features import TrainConfig, train

    config = TrainConfig(
        max_samples=args.max_samples,
        max_pages=args.max_pages or 150,
        max_per_page=args.max_per_page,
        holdout=args.holdout,
        seed=args.seed,
    )
    return train(args.datasets, args.output, config, log=_log)


def _train_auto(args: argparse.Namespace) -> dict:
    name = "thresher.train.auto"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        raise ThresherError(
            "method 'auto' has no trainer in this version (thresher.train.auto is "
            "missing); train 'features' instead"
        ) from exc
    if args.folds < 2 and not args.no_cv:
        raise ThresherError("--folds must be at least 2 (or use --no-cv)")
    report = module.train(
        args.datasets,
        args.output,
        folds=args.folds,
        jobs=args.jobs,
        limit=args.max_pages,
        cv=not args.no_cv,
    )
    return report if isinstance(report, dict) else {"result": report}


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)
