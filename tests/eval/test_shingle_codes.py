"""The coded shingle intersection equals tuple counting, exactly."""

import random
from collections import Counter

from thresher.eval.metrics import score_body, tokenize
from thresher.eval.shingle_codes import CodedTruth, shingle_total


def _tuple_common(truth: list[str], predicted: list[str]) -> int:
    def grams(tokens: list[str]) -> Counter:
        if len(tokens) < 4:
            return Counter([tuple(tokens)]) if tokens else Counter()
        return Counter(zip(tokens, tokens[1:], tokens[2:], tokens[3:], strict=False))

    return sum((grams(truth) & grams(predicted)).values())


def test_coded_intersection_matches_tuple_counting_on_random_texts() -> None:
    rng = random.Random(7)
    for _ in range(400):
        alphabet = [f"w{i}" for i in range(rng.randint(1, 12))]
        truth = [rng.choice(alphabet) for _ in range(rng.randint(4, 60))]
        extra = [*alphabet, "unseen", "other"]
        predicted = [rng.choice(extra) for _ in range(rng.randint(0, 60))]
        assert CodedTruth(tuple(truth)).common_count(predicted) == _tuple_common(truth, predicted)


def test_distinct_unknown_tokens_do_not_match_each_other() -> None:
    truth = ("a", "b", "c", "d", "x", "b", "c", "d")
    assert CodedTruth(truth).common_count(["y", "b", "c", "d", "z", "b", "c", "d"]) == 0


def test_short_texts_and_huge_vocabularies_fall_back() -> None:
    assert CodedTruth(("one", "two")).common_count(["one", "two"]) is None
    assert CodedTruth(tuple(f"t{i}" for i in range(40_000))).common_count(["t1"] * 5) is None
    assert CodedTruth(("a", "b", "c", "d")).common_count(["a", "b", "c"]) == 0
    assert [shingle_total(n) for n in (0, 1, 3, 4, 10)] == [0, 1, 1, 1, 7]


def test_score_body_counts_the_same_on_both_paths() -> None:
    truth = "The quick brown fox jumps over the lazy dog. " * 3
    predicted = "Menu. The quick brown fox jumps over the lazy cat. Home"
    page = score_body(truth, predicted)
    common = _tuple_common(tokenize(truth), tokenize(predicted))
    total = common + (len(tokenize(predicted)) - 3 - common) + (len(tokenize(truth)) - 3 - common)
    assert page.tp == common / total
    short = score_body("two words", "two words")
    assert (short.tp, short.fp, short.fn, short.exact) == (1.0, 0.0, 0.0, True)
