"""Leave-one-source-out scores of ``auto``'s decision variants, from cached probabilities.

``thresher train --validate loso`` fits a model per source and decides every page
once, about ten minutes. A decision rule (a post-pass of ``decide_page``) does not
change the probabilities, so they can be computed once and the rule varied:

    python benchmarks/loso_decisions.py probs ../shared/datasets/<19 sets> \\
        --max-pages 60 --pages-of wcxb-dev=541 -o /tmp/oof.pkl -j 2      # ~5 min
    python benchmarks/loso_decisions.py score /tmp/oof.pkl \\
        --variant off:complete_listing=false --variant on: -j 2          # ~20 s a variant

``probs`` uses the same sample, labels, weights, folds and validation models as
``thresher train --validate loso``; ``score`` decides each page under each
variant (``NAME:KEY=VALUE,...`` of :class:`~thresher.methods.auto.method.AutoParams`)
and prints body (or snippet) F1 per dataset and per ``wcxb-dev`` page kind, and
the mean of the body-truth sets. The cache holds dataset pages: keep it out of
the repository.

To compare model recipes, ``probs --features F`` featurizes once into ``F`` (then
reads it), ``--recipe averaged`` fits ``train.loso.LOSO_AVERAGED`` (recipe D) instead of
``LOSO_HGB_PARAMS``, ``--hgb KEY=VALUE`` overrides the recipe (``exact_bins=true``
and ``early_stopping=false``: ``train.auto.SEED_FREE``; ``members=K``: the average of
K fits on page buckets, ``train.auto.AVERAGED``), ``--sources S ...`` fits
only those sources' folds (the cache is rewritten after each), and ``--shuffle
SEED`` / ``--drop DATASET=K`` (every K-th page of a dataset) perturb the sample.
"""

from __future__ import annotations

import argparse
import json
import pickle
from pathlib import Path

import numpy as np

from thresher.eval.metrics import score_body, score_snippets
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.method import AutoParams
from thresher.options import parse_option_values, split_options
from thresher.train.auto import (
    _mapped,
    collect,
    decided_text,
    fit,
    load_page,
    prepare,
    score_pages,
)
from thresher.train.ensemble import export
from thresher.train.loso import LOSO_RECIPES, page_kinds, source_folds, source_of


def _collected(args: argparse.Namespace) -> list:
    """The featurized sample: read from ``--features`` when that file exists, else
    collected (and written there when ``--features`` names a new file)."""
    cached = Path(args.features) if args.features else None
    if cached and cached.exists():
        with cached.open("rb") as read:
            return pickle.load(read)
    limits = {name: int(n) for name, n in (item.split("=") for item in args.pages_of)}
    pages = collect(args.datasets, args.jobs, args.max_pages, limits)
    if cached:
        with cached.open("wb") as out:
            pickle.dump(pages, out)
    return pages


def _perturbed(pages: list, args: argparse.Namespace) -> list:
    """The sample under a perturbation that should not matter: pages shuffled
    (``--shuffle SEED``), or every ``k``-th page of a dataset dropped (``--drop DATASET=K``)."""
    for spec in args.drop:
        name, _, k = spec.partition("=")
        members = [i for i, p in enumerate(pages) if p.dataset == name]
        gone = set(members[:: int(k)])
        pages = [p for i, p in enumerate(pages) if i not in gone]
    if args.shuffle is not None:
        order = np.random.default_rng(args.shuffle).permutation(len(pages))
        pages = [pages[i] for i in order]
    return pages


def _recipe(settings: list[str], name: str = "loso") -> dict:
    """The named recipe (``LOSO_RECIPES``: ``loso``, ``averaged``) with ``KEY=VALUE``
    overrides (numbers, booleans, none)."""
    recipe = dict(LOSO_RECIPES[name])
    for item in settings:
        key, _, value = item.partition("=")
        recipe[key] = (
            json.loads(value)
            if value not in ("auto", "None")
            else (None if value == "None" else value)
        )
    return recipe


def cache_probabilities(args: argparse.Namespace) -> None:
    """Featurize the sample, fit one model per source left out, pickle the pages'
    out-of-fold probabilities."""
    pages = _perturbed(_collected(args), args)
    recipe = _recipe(args.hgb, args.recipe)
    print(f"recipe {recipe}")
    _out_of_fold(pages, recipe, args.sources, args.output)


def _out_of_fold(pages: list, recipe: dict, sources: list[str], output: str) -> None:
    """:func:`out_of_fold` by source (only ``sources``' folds, in that order, when given),
    printing each fold's rows and tree count; the cache is rewritten after every fold."""
    folds = source_folds(pages)
    if sources:
        by_source = {source_of(pages[test[0]].dataset): (train, test) for train, test in folds}
        folds = [by_source[s] for s in sources]
    probs, done = [None] * len(pages), []
    for train_idx, test_idx in folds:
        fitted = fit([pages[i] for i in train_idx], None, recipe)
        model = export(fitted, FEATURE_NAMES, {})
        for i in test_idx:
            probs[i] = model.predict_proba(pages[i].features)
        rows = sum(len(pages[i].labels) for i in train_idx)
        trees = [f.n_iter_ for f in (fitted if isinstance(fitted, list) else [fitted])]
        print(f"{pages[test_idx[0]].dataset:24} rows {rows:7d} trees {trees}", flush=True)
        done = [
            (str(p.root), p.page, pr) for p, pr in zip(pages, probs, strict=True) if pr is not None
        ]
        with open(output, "wb") as out:
            pickle.dump(done, out)
    print(f"{len(done)} pages -> {output}")


def _variant(spec: str) -> tuple[str, AutoParams]:
    name, _, settings = spec.partition(":")
    given = parse_option_values([item for item in settings.split(",") if item])
    _, params = split_options(AutoParams, given)
    return name, params


def _decide(task: tuple[str, object, object, dict[str, AutoParams]]) -> dict[str, str]:
    root, page, probs, variants = task
    doc = load_page(Path(root), page)
    if doc is None:
        return dict.fromkeys(variants, "")
    prepared = prepare(doc)
    if len(prepared.text_blocks) != len(probs):
        raise SystemExit(
            f"{page.dataset}/{page.id}: the cache holds {len(probs)} block probabilities but "
            f"this tree segments the page into {len(prepared.text_blocks)} blocks: the cache "
            "was built from another tree's text; rebuild it (features, then probs)"
        )
    return {name: decided_text(prepared, probs, params) for name, params in variants.items()}


def score_variants(args: argparse.Namespace) -> None:
    """Decide every cached page under each variant; print the scores side by side."""
    with open(args.cache, "rb") as cached:
        rows = pickle.load(cached)
    variants = dict(_variant(spec) for spec in args.variant)
    texts = _mapped(_decide, [(*row, variants) for row in rows], args.jobs)
    pages = [row[1] for row in rows]
    kinds = page_kinds({Path(row[0]) for row in rows})
    groups: dict[str, list[int]] = {}
    for i, page in enumerate(pages):
        kind = kinds.get((page.dataset, page.id))
        if kind:
            groups.setdefault(f"{page.dataset}/{kind}", []).append(i)
    table = {name: _scores(pages, [t[name] for t in texts], groups) for name in variants}
    _print(table)
    if args.pages:
        _write_pages(Path(args.pages), pages, texts, kinds)


def _write_pages(path: Path, pages, texts: list[dict[str, str]], kinds) -> None:
    """One JSON line a page: dataset, id, kind and each variant's precision/recall/F1."""
    with path.open("w", encoding="utf-8") as out:
        for page, decided in zip(pages, texts, strict=True):
            row = {
                "dataset": page.dataset,
                "id": page.id,
                "kind": kinds.get((page.dataset, page.id)),
            }
            for name, text in decided.items():
                row[name] = _page_scores(page, text)
            out.write(json.dumps(row, ensure_ascii=False) + "\n")


def _page_scores(page, text: str) -> dict[str, float | None]:
    """One page's precision, recall and F1 (body shingles, or snippets without body truth)."""
    if page.body:
        scored = score_body(page.body, text)
        p, r = scored.precision, scored.recall
    else:
        counts = score_snippets(page.with_, page.without, text)
        p = counts.tp / (counts.tp + counts.fp) if counts.tp + counts.fp else None
        r = counts.tp / (counts.tp + counts.fn) if counts.tp + counts.fn else None
    f1 = 2 * p * r / (p + r) if p is not None and r is not None and p + r > 0 else 0.0
    return {"p": p, "r": r, "f1": f1}


def _scores(pages, texts, groups) -> dict[str, float]:
    scores = {name: s["f1"] for name, s in score_pages(pages, texts).items()}
    for group, members in groups.items():
        scored = score_pages([pages[i] for i in members], [texts[i] for i in members])
        scores[group] = next(iter(scored.values()))["f1"]
    return scores


def _print(table: dict[str, dict[str, float]]) -> None:
    names = list(table)
    rows = sorted(next(iter(table.values())))
    print(f"{'dataset':32}" + "".join(f"{name:>12}" for name in names))
    for row in rows:
        print(f"{row:32}" + "".join(f"{table[name][row]:12.4f}" for name in names))
    body = [r for r in rows if "/" not in r and r != "trafilatura-eval"]
    means = [sum(table[name][r] for r in body) / len(body) for name in names]
    print(f"{'mean of body-truth sets':32}" + "".join(f"{m:12.4f}" for m in means))


def main(argv: list[str] | None = None) -> int:
    """Run the ``probs`` or ``score`` step."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    steps = parser.add_subparsers(dest="step", required=True)
    probs = steps.add_parser("probs", help="cache out-of-fold probabilities")
    probs.add_argument("datasets", nargs="+")
    probs.add_argument("--max-pages", type=int, default=60)
    probs.add_argument("--pages-of", action="append", default=[], metavar="DATASET=N")
    probs.add_argument("-o", "--output", required=True)
    probs.add_argument("-j", "--jobs", type=int, default=1)
    probs.add_argument("--features", metavar="FILE", help="featurized sample: read, else write")
    probs.add_argument("--recipe", choices=sorted(LOSO_RECIPES), default="loso")
    probs.add_argument("--hgb", action="append", default=[], metavar="KEY=VALUE")
    probs.add_argument("--shuffle", type=int, metavar="SEED", help="shuffle the pages")
    probs.add_argument("--sources", nargs="*", default=[], help="only these sources' folds")
    probs.add_argument("--drop", action="append", default=[], metavar="DATASET=K")
    score = steps.add_parser("score", help="score decision variants on the cache")
    score.add_argument("cache")
    score.add_argument("--variant", action="append", required=True, metavar="NAME:KEY=VALUE,...")
    score.add_argument("-j", "--jobs", type=int, default=1)
    score.add_argument("--pages", metavar="FILE", help="write each page's scores (JSON lines)")
    args = parser.parse_args(argv)
    (cache_probabilities if args.step == "probs" else score_variants)(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
