"""The page's expected-F1 threshold (``decision="expected_f1"``) and its options."""

from __future__ import annotations

import numpy as np
import pytest
from tests.auto.decision_pages import prepared_page

import thresher
from thresher.methods.auto.decision import ExpectedF1, expected_f1_threshold
from thresher.methods.auto.method import AutoParams, threshold_for
from thresher.options import Options

NO_SHIFT = ExpectedF1(logit_shift=0.0)


def kept(probs, words, search=NO_SHIFT) -> list[int]:
    probs = np.array(probs, dtype=np.float64)
    threshold = expected_f1_threshold(probs, np.array(words, dtype=np.float64), search)
    return [i for i, p in enumerate(probs) if p >= threshold]


def test_a_certain_page_keeps_its_likely_blocks_only():
    assert kept([0.95, 0.9, 0.1, 0.05], [80, 60, 30, 10]) == [0, 1]


def test_an_unsure_page_keeps_blocks_a_fixed_half_would_drop():
    probs, words = [0.45, 0.42, 0.05, 0.03], [120, 90, 20, 10]
    assert kept(probs, words) == [0, 1]
    assert [i for i, p in enumerate(probs) if p >= 0.5] == []


def test_a_long_likely_block_does_not_pull_in_a_doubtful_one():
    # 0.3 x 5 words adds little expected hit mass and costs 5 words of size.
    assert kept([0.97, 0.3], [200, 5]) == [0]


def test_the_shift_is_undone_on_the_returned_threshold():
    probs, words = np.array([0.9, 0.55, 0.5, 0.1]), np.array([50.0, 40.0, 30.0, 20.0])
    shifted = ExpectedF1(logit_shift=-0.5)
    threshold = expected_f1_threshold(probs, words, shifted)
    odds = np.log(probs / (1 - probs)) - 0.5
    on_shifted = 1 / (1 + np.exp(-odds))
    best = expected_f1_threshold(on_shifted, words, NO_SHIFT)
    assert list(probs >= threshold) == list(on_shifted >= best)


def test_an_empty_page_gets_a_threshold():
    assert 0.0 < expected_f1_threshold(np.zeros(0), np.zeros(0), ExpectedF1()) < 1.0


def test_favor_and_the_fixed_decision_keep_their_fixed_thresholds():
    probs = np.array([0.45, 0.4])
    params = AutoParams()
    assert threshold_for(Options(favor="precision"), params, [], probs) == 0.65
    assert threshold_for(Options(favor="recall"), params, [], probs) == 0.35
    fixed = AutoParams(decision="threshold", threshold=0.55)
    assert threshold_for(Options(), fixed, [], probs) == 0.55


def test_an_unknown_decision_is_a_clear_error():
    with pytest.raises(thresher.ThresherError, match="decision must be one of"):
        thresher.extract("<p>Some text here.</p>", decision="guess")


def test_thresholds_keeping_the_same_blocks_tie_at_the_one_nearest_half():
    probs, words = np.array([0.97, 0.95, 0.03]), np.array([50.0, 40.0, 30.0])
    assert expected_f1_threshold(probs, words, ExpectedF1()) == pytest.approx(0.5, abs=1e-3)
    assert expected_f1_threshold(probs, words, NO_SHIFT) == pytest.approx(0.5, abs=1e-3)


def test_an_article_page_moves_the_odds_by_its_own_shift():
    probs, words = np.array([0.9, 0.46, 0.1]), np.array([50.0, 40.0, 20.0])
    search = ExpectedF1(logit_shift=0.0, article_logit_shift=-1.0)
    other = expected_f1_threshold(probs, words, search)
    article = expected_f1_threshold(probs, words, search, article=True)
    assert other <= 0.46 < article


def test_the_page_threshold_uses_the_article_shift_when_the_page_declares_one():
    from thresher.html.segment import segment
    from thresher.metadata.sources import read_page_meta
    from thresher.methods.auto.signals import page_facts

    html = (
        '<html><head><meta property="og:type" content="article"></head>'
        "<body><p>The first paragraph of the story, which the model is sure of, runs"
        " on for a good many words.</p><p>A second paragraph the model doubts.</p>"
        "<p>Menu</p></body></html>"
    )
    doc = thresher.load_document(html)
    blocks = list(segment(doc).blocks)
    facts = page_facts(blocks, None, read_page_meta(doc))
    assert facts.article_page
    probs = np.array([0.9, 0.46, 0.05])
    params = AutoParams(logit_shift=0.0, article_logit_shift=-1.0)
    assert threshold_for(Options(), params, blocks, probs) <= 0.46
    assert threshold_for(Options(), params, blocks, probs, facts) > 0.46


def test_a_comment_header_counts_only_after_most_of_the_kept_content():
    from thresher.methods.auto.method import trusted_header_position

    chars = np.array([40.0, 300.0, 20.0, 300.0, 300.0])
    probs = np.array([0.1, 0.9, 0.1, 0.4, 0.4])  # a "Discussion" menu link at 2
    assert trusted_header_position(chars, probs, 2) == 2  # at 0.5 only block 1 is kept
    # The page's own cut keeps blocks 3 and 4 too: most kept text follows the header.
    assert trusted_header_position(chars, probs, 2, cut=0.3) == -1
    assert trusted_header_position(chars, probs, -1, cut=0.3) == -1


def test_a_page_where_no_block_reaches_the_lowest_threshold_keeps_its_likeliest():
    probs, words = [0.12, 0.1, 0.02, 0.01], [80, 60, 30, 10]
    assert kept(probs, words) == [0, 1]
    assert kept([0.3, 0.12], [50, 40]) == [0]  # the usual search; 0.3 is on the grid


def test_the_comment_cut_spares_a_block_the_model_is_sure_of():
    from types import SimpleNamespace

    from thresher.methods.auto.method import SURE_OF_CONTENT, _label_each
    from thresher.types import Label

    blocks = [
        SimpleNamespace(
            index=index,
            features=SimpleNamespace(sentence_count=2, heading_level=0),
            context=SimpleNamespace(table=None),
        )
        for index in range(6)
    ]
    options = Options()

    def label(prob: float, pos: int) -> Label:
        return _label_each(blocks, [prob] * 6, 0.4, "0.40", 3, options)[pos].label

    # a paper's "Discussion" section after the header: the model is sure of it
    assert label(SURE_OF_CONTENT + 0.1, 5) is Label.CONTENT
    # a reader's comment after the header: cut although over the threshold
    assert label(SURE_OF_CONTENT - 0.1, 5) is Label.COMMENT
    assert label(SURE_OF_CONTENT - 0.1, 2) is Label.CONTENT


@pytest.mark.parametrize(
    ("header", "trusted"), [("13 Comments", True), ("Comments", False), ("0 Comments", False)]
)
def test_a_counted_comment_header_counts_after_the_article_the_model_is_sure_of(
    header: str, trusted: bool
):
    from thresher.methods.auto.method import trusted_comment_header

    story = "".join(f"<p>Paragraph {n} of the story, told in a sentence.</p>" for n in range(3))
    thread = "".join(
        f"<li><p>Reader {n} wrote a long reply that goes on and on about the story, "
        "agreeing with some of it and not with the rest of it at all.</p></li>"
        for n in range(10)
    )
    page = prepared_page(f"<article>{story}</article><h3>{header}</h3><ol>{thread}</ol>")
    blocks = list(page.text_blocks)
    position = next(i for i, b in enumerate(blocks) if b.text == header)
    probs = np.array([0.95 if b.text.startswith("Paragraph") else 0.6 for b in blocks])
    found = trusted_comment_header(blocks, probs, position, 0.5)
    assert found == (position if trusted else -1)


def test_the_reasons_show_each_probability_as_two_decimals_format_it():
    import numpy as np

    from thresher.methods.auto.method import shown_probabilities

    halves = np.arange(0, 1.0001, 0.005)
    probs = np.concatenate(
        [
            np.random.default_rng(0).random(2000),
            halves,
            np.nextafter(halves, 2),
            np.nextafter(halves, -1),
            [0.0, 1.0, 0.125, 0.285, 0.015, 0.995],
        ]
    ).clip(0, 1)
    assert shown_probabilities(probs) == [f"{p:.2f}" for p in probs.tolist()]
    assert shown_probabilities([float("nan"), 1.5, -0.1]) == ["nan", "1.50", "-0.10"]
    assert shown_probabilities(np.zeros(0)) == []


def test_the_model_reasons_read_as_each_probability_formatted():
    """The model's reasons, made once for each shown probability, read as formatting each
    block's: above and below the threshold, on a threshold's own hundredth, headings too."""
    from types import SimpleNamespace

    from thresher.methods.auto.method import _label_each, shown_probabilities

    rng = np.random.default_rng(3)
    probs = np.concatenate([rng.random(500), np.round(rng.random(200), 2), [0.4, 0.4, 0.0, 1.0]])
    blocks = [
        SimpleNamespace(
            index=index,
            features=SimpleNamespace(sentence_count=1, heading_level=index % 3),
            context=SimpleNamespace(table=None),
        )
        for index in range(len(probs))
    ]
    decisions = _label_each(blocks, probs.tolist(), 0.4, "0.40 (x)", -1, Options())
    for (index, decision), p, shown in zip(
        decisions.items(), probs.tolist(), shown_probabilities(probs), strict=True
    ):
        side = "≥" if p >= 0.4 else "<"
        assert decision.block == index
        assert decision.reason == f"model p={shown} {side} 0.40 (x)"
        assert decision.label.kept == (p >= 0.4)


def _numpy_threshold(probs, weights, search, article=False) -> float:
    """``expected_f1_threshold`` as it was written on arrays (the scores by numpy): what
    its Python scores must give bit for bit."""
    from thresher.methods.auto.decision import _moved, _plain_candidates

    shift = search.article_logit_shift if article else search.logit_shift
    shifted = _moved(probs, shift)
    reaching = shifted >= search.lowest
    empty = not (reaching & (weights > 0)).any()
    if search.doubted_words > 0:
        empty = not float(weights[reaching].sum()) >= search.doubted_words
    plain = _plain_candidates(search, shift, empty)
    mass = shifted * weights
    kept = probs[None, :] >= plain[:, None]
    hits, sizes = kept @ mass, kept @ weights
    denominators = sizes + mass.sum()
    scores = np.divide(2 * hits, denominators, out=np.zeros_like(hits), where=denominators > 0)
    best = scores.max() - 1e-12
    tied = [c for c, s in zip(plain.tolist(), scores.tolist(), strict=True) if s >= best]
    return min(tied, key=lambda cut: abs(cut - 0.5))


def test_the_threshold_is_the_numpy_scores_bit_for_bit():
    """The scores in Python floats choose the threshold numpy's arrays chose, on random
    pages (probabilities plain, in hundredths, on the candidates; no words; huge words),
    with both shifts and other searches; NaN or infinite probabilities
    too."""
    rng = np.random.default_rng(25)
    searches = (
        ExpectedF1(),
        ExpectedF1(logit_shift=0.3, article_logit_shift=-1.0),
        ExpectedF1(doubted_words=0.0),
    )
    for trial in range(3000):
        size = int(rng.integers(1, 80))
        probs = rng.random(size)
        if trial % 4 == 1:
            probs = np.round(probs, 2)
        elif trial % 4 == 2:
            probs = rng.choice([0.0, 1.0, 0.2, 0.45, 0.5, 0.8, 1e-7], size)
        weights = rng.integers(0, 60, size).astype(np.float64)
        if trial % 5 == 3:
            weights[:] = 0.0
        elif trial % 5 == 4:
            weights *= 1e300
        for search in searches:
            for article in (False, True):
                want = _numpy_threshold(probs, weights, search, article)
                got = expected_f1_threshold(probs, weights, search, article)
                assert type(got) is float and got == want, (probs, weights)
    for probs in ([0.7, np.nan, 0.3], [np.nan], [0.9, np.inf, 0.1]):
        args = (np.array(probs), np.ones(len(probs)), ExpectedF1())
        assert expected_f1_threshold(*args) == _numpy_threshold(*args)


def test_the_word_counts_are_the_blocks_counts_as_floats():
    from thresher.methods.auto.method import _search, _word_counts

    page = prepared_page("<h1>A title</h1><p>One two three.</p><ul><li>four</li></ul><p></p>")
    blocks = list(page.text_blocks)
    words = _word_counts(blocks)
    want = np.array([b.features.word_count for b in blocks], dtype=np.float64)
    assert words.dtype == np.float64 and words.tolist() == want.tolist()
    assert _word_counts([]).shape == (0,) and _word_counts([]).dtype == np.float64
    assert _search(None, None) == ExpectedF1()
    assert _search(None, None, False) == ExpectedF1(doubted_words=0.0)
    assert _search(0.1, None) == ExpectedF1(logit_shift=0.1)
    assert _search(None, -0.7) == ExpectedF1(article_logit_shift=-0.7)


def _posts_with_buttons(button: str) -> str:
    opening = "".join(
        f"<p>Opening {n}: my router drops every connection after an hour, and neither a reset "
        "nor a new cable helped; the log shows nothing at all before each drop.</p>"
        for n in range(4)
    )
    replies = "".join(
        f"<div class='post'><p class='who'>user{n}</p><p>Post {n}: the new firmware fixed "
        f"the dropped connections on my router.</p><p class='act'>{button}</p></div>"
        for n in range(5)
    )
    return f"<div class='first'><p>starter</p>{opening}<p>{button}</p></div>{replies}"


def _prob(text: str) -> float:
    return 0.9 if text.startswith("Opening") else 0.65 if text.startswith("Post") else 0.1


@pytest.mark.parametrize("button", ["Comment", "Comments (2)"])
def test_a_comment_header_each_post_repeats_opens_no_comment_section(button: str):
    from thresher.methods.auto.method import text_decisions
    from thresher.types import Label

    page = prepared_page(f"<h1>Router firmware</h1>{_posts_with_buttons(button)}")
    assert page.facts.comment_header >= 0  # the first post's button reads as a header
    probs = np.array([_prob(b.text) for b in page.text_blocks])

    def labels(params: AutoParams) -> list[Label]:
        decisions = text_decisions(page, probs, Options(), params)
        return [decisions[b.index].label for b in page.text_blocks if b.text.startswith("Post")]

    assert labels(AutoParams()) == [Label.CONTENT] * 5
    assert Label.COMMENT in labels(AutoParams(comment_header_once=False))


def test_a_comment_header_said_once_still_opens_the_comment_section():
    from thresher.methods.auto.method import repeated_header

    page = prepared_page(f"<h1>Router firmware</h1>{_posts_with_buttons('Reply')}")
    blocks = list(page.text_blocks)
    header = next(i for i, b in enumerate(blocks) if b.text == "Reply")
    assert repeated_header(blocks, header)
    story = "<p>Story: the firmware shipped on Monday.</p><h3>Comments</h3>"
    page = prepared_page(f"{story}{_posts_with_buttons('Reply')}")
    blocks = list(page.text_blocks)
    assert not repeated_header(blocks, [b.text for b in blocks].index("Comments"))


def test_comments_wanted_keep_the_comment_section_a_repeated_header_opens():
    from thresher.methods.auto.method import text_decisions
    from thresher.types import Label

    page = prepared_page(f"<h1>Router firmware</h1>{_posts_with_buttons('Comment')}")
    probs = np.array([_prob(b.text) for b in page.text_blocks])
    decisions = text_decisions(page, probs, Options(include_comments=True), AutoParams())
    posts = [decisions[b.index] for b in page.text_blocks if b.text.startswith("Post")]
    assert all(d.label is Label.CONTENT and "include_comments" in d.reason for d in posts)
