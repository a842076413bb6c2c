"""Structure fidelity: predicted blocks scored against ``structure.jsonl`` truth.

The metrics of ``docs/structure.md``, per page; :func:`mean_scores` averages
each over the pages whose truth has that block type (``text_edit`` over every page):

* ``heading_f1`` / ``heading_level_f1``: multiset F1 of heading keys (NFKC, casefold,
  letters and digits only), the second with the level in the key;
* ``code_f1``: code blocks matched one to one, greedily best first, at normalised
  Levenshtein similarity ≥ 0.9 (CRLF, trailing spaces and blank end lines ignored);
  ``code_exact``: share of truth code blocks reproduced exactly;
* ``table_f1``: multiset F1 of non-empty cells; ``table_teds``: tree edit similarity
  of tables paired best first (table → rows → cells; rows and cells aligned by edit
  distance; a cell's substitution costs its normalised Levenshtein distance), summed
  over pairs and divided by the larger table count (equal leading and trailing rows
  matched first; a remainder over 40 000 row pairs aligned around equal rows);
* ``list_f1`` (with ``list_p``, ``list_r``): list items matched one to one at key
  similarity ≥ 0.9; ``list_level_acc``: share of matched items at the right depth;
* ``text_edit``: 1 − normalised Levenshtein distance of the whole texts (a block a
  line, table rows as ``a | b``, images out, whitespace collapsed);
* ``image_f1``: multiset F1 of image file names.

rapidfuzz does the edit distances (an eval-time dependency; with markdown-it-py and
markdownify the ``structure`` extra, see :func:`missing_libraries`).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

from thresher.eval.structure_blocks import StructureBlock, collapse, markdown_blocks

MATCH_SIMILARITY = 0.9
METRICS = (
    "text_edit",
    "heading_f1",
    "heading_level_f1",
    "code_f1",
    "code_exact",
    "list_p",
    "list_r",
    "list_f1",
    "list_level_acc",
    "table_f1",
    "table_teds",
    "image_f1",
)
# The block type a metric needs in the truth for the page to count ("" = every page).
NEEDS = {
    "text_edit": "",
    "heading_f1": "heading",
    "heading_level_f1": "heading",
    "code_f1": "code",
    "code_exact": "code",
    "list_p": "list_item",
    "list_r": "list_item",
    "list_f1": "list_item",
    "list_level_acc": "list_item",
    "table_f1": "table",
    "table_teds": "table",
    "image_f1": "image",
}


# Short column headers of the metrics, in METRICS order.
METRIC_LABELS = {
    "text_edit": "text",
    "heading_f1": "head",
    "heading_level_f1": "head+lv",
    "code_f1": "code",
    "code_exact": "exact",
    "list_p": "list P",
    "list_r": "list R",
    "list_f1": "list",
    "list_level_acc": "lv acc",
    "table_f1": "table",
    "table_teds": "teds",
    "image_f1": "image",
}
# The modules scoring needs (import name → distribution).
SCORING_LIBRARIES = {"markdown_it": "markdown-it-py", "rapidfuzz": "rapidfuzz"}
INSTALL_HINT = "pip install 'thresher[structure]'"


def missing_libraries() -> list[str]:
    """The distributions scoring needs that are not installed (imported lazily later)."""
    from importlib.util import find_spec

    return [dist for module, dist in SCORING_LIBRARIES.items() if find_spec(module) is None]


def score_markdown(truth: Sequence[StructureBlock], markdown: str) -> dict[str, float]:
    """:func:`score_page` of ``markdown`` read back as blocks by a CommonMark parser."""

    return score_page(truth, markdown_blocks(markdown))


def load_structure(dataset_dir: str | Path) -> dict[str, list[StructureBlock]]:
    """``structure.jsonl`` of a dataset folder as page id → blocks ({} when absent)."""
    import json

    path = Path(dataset_dir) / "structure.jsonl"
    if not path.is_file():
        return {}
    with path.open(encoding="utf-8") as lines:
        rows = (json.loads(line) for line in lines if line.strip())
        return {row["id"]: row["blocks"] for row in rows}


def text_key(text: str) -> str:
    """NFKC, casefolded, letters and digits only: how heading and list texts compare."""
    return "".join(ch for ch in unicodedata.normalize("NFKC", text).casefold() if ch.isalnum())


def score_page(
    truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]
) -> dict[str, float]:
    """Every metric the page's truth allows (a metric whose block type the truth lacks
    is left out, ``text_edit`` always in)."""
    kinds = {block["type"] for block in truth}
    scores = {"text_edit": text_edit(truth, predicted)}
    if "heading" in kinds:
        scores.update(heading_scores(truth, predicted))
    if "code" in kinds:
        scores.update(code_scores(truth, predicted))
    if "list_item" in kinds:
        scores.update(list_scores(truth, predicted))
    if "table" in kinds:
        scores.update(table_scores(truth, predicted))
    if "image" in kinds:
        scores["image_f1"] = multiset_f1(_images(truth), _images(predicted))
    return scores


def mean_scores(pages: Iterable[Mapping[str, float]]) -> dict[str, tuple[float, int]]:
    """Each metric's mean over the pages that have it, with that page count."""
    sums: dict[str, float] = {}
    counts: Counter[str] = Counter()
    for page in pages:
        for name, value in page.items():
            sums[name] = sums.get(name, 0.0) + value
            counts[name] += 1
    return {name: (sums[name] / counts[name], counts[name]) for name in METRICS if counts[name]}


def multiset_f1(truth: Iterable[str], predicted: Iterable[str]) -> float:
    """F1 of two multisets (1.0 when both are empty)."""
    true_counts, pred_counts = Counter(truth), Counter(predicted)
    if not true_counts and not pred_counts:
        return 1.0
    hits = sum((true_counts & pred_counts).values())
    return _f1(hits, sum(true_counts.values()), sum(pred_counts.values()))


def _f1(hits: int, n_true: int, n_pred: int) -> float:
    return 2 * hits / (n_true + n_pred) if n_true + n_pred else 1.0


def _of(blocks: Iterable[StructureBlock], kind: str) -> list[StructureBlock]:
    return [block for block in blocks if block["type"] == kind]


def page_text(blocks: Iterable[StructureBlock]) -> str:
    """The page as ``text_edit`` reads it: a block a line, table rows as ``a | b``,
    images out, whitespace collapsed."""
    lines: list[str] = []
    for block in blocks:
        if block["type"] == "image":
            continue
        if block["type"] == "table":
            lines.extend(collapse(" | ".join(row)) for row in block.get("rows", []))
        else:
            lines.append(collapse(block.get("text", "")))
    return "\n".join(line for line in lines if line)


def text_edit(truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]) -> float:
    """1 − normalised Levenshtein distance between the pages' texts."""
    from rapidfuzz.distance import Levenshtein

    return Levenshtein.normalized_similarity(page_text(truth), page_text(predicted))


def heading_scores(
    truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]
) -> dict[str, float]:
    """``heading_f1`` and ``heading_level_f1``."""
    true_h, pred_h = _of(truth, "heading"), _of(predicted, "heading")
    return {
        "heading_f1": multiset_f1(_keys(true_h), _keys(pred_h)),
        "heading_level_f1": multiset_f1(
            (f"{b['level']}:{text_key(b['text'])}" for b in true_h),
            (f"{b['level']}:{text_key(b['text'])}" for b in pred_h),
        ),
    }


def _keys(blocks: Iterable[StructureBlock]) -> list[str]:
    return [text_key(block["text"]) for block in blocks]


def code_text(text: str) -> str:
    """Code as compared: CRLF as LF, trailing spaces and blank lines at the ends gone."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    return "\n".join(lines).strip("\n")


def code_scores(
    truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]
) -> dict[str, float]:
    """``code_f1`` and ``code_exact``."""
    true_c = [code_text(b["text"]) for b in _of(truth, "code")]
    pred_c = [code_text(b["text"]) for b in _of(predicted, "code")]
    pairs = greedy_pairs(true_c, pred_c, MATCH_SIMILARITY)
    exact = sum(true_c[i] == pred_c[j] for i, j, _ in pairs)
    return {
        "code_f1": _f1(len(pairs), len(true_c), len(pred_c)),
        "code_exact": exact / len(true_c) if true_c else 1.0,
    }


def list_scores(
    truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]
) -> dict[str, float]:
    """``list_p``, ``list_r``, ``list_f1`` and ``list_level_acc``."""
    true_l, pred_l = _of(truth, "list_item"), _of(predicted, "list_item")
    pairs = greedy_pairs(_keys(true_l), _keys(pred_l), MATCH_SIMILARITY)
    levels = sum(true_l[i].get("level") == pred_l[j].get("level") for i, j, _ in pairs)
    return {
        "list_p": len(pairs) / len(pred_l) if pred_l else 0.0,
        "list_r": len(pairs) / len(true_l) if true_l else 1.0,
        "list_f1": _f1(len(pairs), len(true_l), len(pred_l)),
        "list_level_acc": levels / len(pairs) if pairs else 0.0,
    }


def greedy_pairs(
    true: Sequence[str],
    pred: Sequence[str],
    cutoff: float,
) -> list[tuple[int, int, float]]:
    """One-to-one pairs (true index, predicted index, similarity), best first, at
    normalised Levenshtein similarity ≥ ``cutoff``."""
    if not true or not pred:
        return []
    from rapidfuzz.distance import Levenshtein
    from rapidfuzz.process import cdist

    matrix = cdist(
        true, pred, scorer=Levenshtein.normalized_similarity, score_cutoff=cutoff, workers=1
    )
    candidates = [
        (float(matrix[i, j]), i, j)
        for i, j in zip(*matrix.nonzero(), strict=True)
        if matrix[i, j] >= cutoff
    ]
    candidates += [(1.0, i, j) for i, j in _empty_equal(true, pred)]
    candidates.sort(key=lambda c: (-c[0], c[1], c[2]))
    used_true: set[int] = set()
    used_pred: set[int] = set()
    pairs: list[tuple[int, int, float]] = []
    for similarity, i, j in candidates:
        if i in used_true or j in used_pred:
            continue
        used_true.add(i)
        used_pred.add(j)
        pairs.append((i, j, similarity))
    return pairs


def _empty_equal(true: Sequence[str], pred: Sequence[str]) -> list[tuple[int, int]]:
    """Pairs of empty strings (similarity 1 that a sparse matrix cannot show)."""
    empty_pred = [j for j, text in enumerate(pred) if not text]
    return [(i, j) for i, text in enumerate(true) if not text for j in empty_pred]


def table_scores(
    truth: Sequence[StructureBlock], predicted: Sequence[StructureBlock]
) -> dict[str, float]:
    """``table_f1`` and ``table_teds``."""
    true_t = [_table_rows(b) for b in _of(truth, "table")]
    pred_t = [_table_rows(b) for b in _of(predicted, "table")]
    cells = multiset_f1(
        (c for t in true_t for r in t for c in r if c),
        (c for t in pred_t for r in t for c in r if c),
    )
    return {"table_f1": cells, "table_teds": tables_teds(true_t, pred_t)}


def _table_rows(block: StructureBlock) -> list[list[str]]:
    return [[collapse(cell) for cell in row] for row in block.get("rows", [])]


def tables_teds(true: Sequence[list[list[str]]], pred: Sequence[list[list[str]]]) -> float:
    """Tables paired best first by tree edit similarity; the pairs' sum over the larger
    table count (1.0 when neither side has a table)."""
    if not true and not pred:
        return 1.0
    candidates = sorted(
        ((teds(t, p), i, j) for i, t in enumerate(true) for j, p in enumerate(pred)),
        key=lambda c: (-c[0], c[1], c[2]),
    )
    used_true: set[int] = set()
    used_pred: set[int] = set()
    total = 0.0
    for similarity, i, j in candidates:
        if i in used_true or j in used_pred or similarity <= 0:
            continue
        used_true.add(i)
        used_pred.add(j)
        total += similarity
    return total / max(len(true), len(pred))


def teds(true: list[list[str]], pred: list[list[str]]) -> float:
    """Tree edit similarity of two tables: 1 − distance / larger node count, the tree
    being table → rows → cells."""
    size_true = 1 + sum(1 + len(row) for row in true)
    size_pred = 1 + sum(1 + len(row) for row in pred)
    distance = _align(true, pred, lambda row: 1 + len(row), _row_distance)
    return max(0.0, 1 - distance / max(size_true, size_pred))


def _row_distance(a: list[str], b: list[str]) -> float:
    return _align(a, b, lambda cell: 1, _cell_distance)


def _cell_distance(a: str, b: str) -> float:
    from rapidfuzz.distance import Levenshtein

    return Levenshtein.normalized_distance(a, b)


def _align(a: Sequence, b: Sequence, size: Callable, substitute: Callable) -> float:
    """Edit distance of two sequences: deleting or inserting an element costs its size,
    substituting costs ``substitute`` (0 for equal elements).

    Equal leading and trailing elements are matched first (the exact distance under these
    costs). What remains is aligned exactly up to :data:`EXACT_ALIGN_CELLS` cells; beyond,
    equal elements anchor the alignment (:func:`_anchored`, an upper bound): a
    1 462-row reference table would otherwise take minutes.
    """
    start = _common_prefix(a, b)
    a, b = a[start:], b[start:]
    end = _common_prefix(a[::-1], b[::-1])
    a, b = a[: len(a) - end], b[: len(b) - end]
    if len(a) * len(b) > EXACT_ALIGN_CELLS:
        return _anchored(a, b, size, substitute)
    return _edit_distance(a, b, size, substitute)


# Dynamic-programming cells above which an alignment anchors on equal elements.
EXACT_ALIGN_CELLS = 40_000


def _common_prefix(a: Sequence, b: Sequence) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _anchored(a: Sequence, b: Sequence, size: Callable, substitute: Callable) -> float:
    """Distance with equal elements matched by difflib's matching blocks and the gaps
    between them aligned exactly (or in order, element k with element k, when a gap is
    still too big)."""
    from difflib import SequenceMatcher

    keys_a = [_hashable(x) for x in a]
    keys_b = [_hashable(y) for y in b]
    distance, i, j = 0.0, 0, 0
    for block in SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_matching_blocks():
        gap_a, gap_b = a[i : block.a], b[j : block.b]
        if len(gap_a) * len(gap_b) > EXACT_ALIGN_CELLS:
            distance += _in_order(gap_a, gap_b, size, substitute)
        else:
            distance += _edit_distance(gap_a, gap_b, size, substitute)
        i, j = block.a + block.size, block.b + block.size
    return distance


def _in_order(a: Sequence, b: Sequence, size: Callable, substitute: Callable) -> float:
    """Element k substituted by element k, the longer side's rest deleted or inserted
    (capped by deleting and inserting everything)."""
    paired = sum(substitute(x, y) for x, y in zip(a, b, strict=False))
    rest = sum(size(x) for x in a[len(b) :]) + sum(size(y) for y in b[len(a) :])
    everything = sum(size(x) for x in a) + sum(size(y) for y in b)
    return min(paired + rest, everything)


def _hashable(item: object) -> object:
    return tuple(item) if isinstance(item, list) else item


def _edit_distance(a: Sequence, b: Sequence, size: Callable, substitute: Callable) -> float:
    previous = [0.0]
    for item in b:
        previous.append(previous[-1] + size(item))
    for x in a:
        current = [previous[0] + size(x)]
        for k, y in enumerate(b, 1):
            current.append(
                min(
                    previous[k] + size(x),
                    current[k - 1] + size(y),
                    previous[k - 1] + substitute(x, y),
                )
            )
        previous = current
    return previous[-1]


def _images(blocks: Iterable[StructureBlock]) -> list[str]:
    return [image_name(block.get("src", "")) for block in _of(blocks, "image")]


def image_name(src: str) -> str:
    """An image address's file name (path's last part, percent-decoded)."""
    path = urlsplit(src or "").path
    return unquote(PurePosixPath(path).name)
