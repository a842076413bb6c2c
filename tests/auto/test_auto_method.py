"""The default method's decisions under the user's options, with the shipped model."""

from __future__ import annotations

import pytest

import thresher
from thresher.errors import OptionsError
from thresher.methods.auto.method import load_model
from thresher.types import Label

COMMENTED = (
    "<html><head><title>Lake swim season opens</title></head><body>"
    "<nav><a href='/'>Home</a> <a href='/a'>Sport</a> <a href='/b'>Weather</a></nav>"
    "<article><h1>Lake swim season opens</h1>"
    + "".join(
        f"<p>The lake swim season opened on Saturday with {n} swimmers crossing the bay in "
        "calm water, the organisers said after the first race of the year.</p>"
        for n in range(60, 66)
    )
    + "<table><tr><th>Race</th><th>Winner</th><th>Time</th></tr>"
    "<tr><td>Short</td><td>Ana Silva</td><td>12:04</td></tr>"
    "<tr><td>Long</td><td>Jon Berg</td><td>41:10</td></tr></table>"
    "</article><section class='comments'><h3>Comments</h3>"
    "<p>I swam it too and the water was lovely, thanks for the report.</p></section>"
    "<footer><p>© 2024 Lake News. All rights reserved.</p></footer></body></html>"
)


@pytest.fixture(autouse=True)
def needs_model():
    try:
        load_model()
    except thresher.ThresherError:
        pytest.skip("the shipped auto model is not installed")


def labels(**options) -> dict[str, Label]:
    result = thresher.extract(COMMENTED, **options)
    by_index = {d.block: d.label for d in result.decisions}
    return {b.text: by_index[b.index] for b in result.blocks}


def test_article_kept_chaff_dropped():
    result = labels()
    assert result[
        next(t for t in result if t.startswith("The lake swim season opened on Saturday with 62"))
    ].kept
    assert not result["© 2024 Lake News. All rights reserved."].kept
    assert not result["Home Sport Weather"].kept


def test_comments_dropped_by_default_and_kept_on_request():
    comment = "I swam it too and the water was lovely, thanks for the report."
    assert labels()[comment] is Label.COMMENT
    assert labels(include_comments=True)[comment].kept


def test_tables_can_be_left_out():
    assert labels()["Ana Silva"].kept
    assert not labels(include_tables=False)["Ana Silva"].kept


def test_favor_moves_the_threshold():
    balanced = thresher.extract(COMMENTED).options["params"]["threshold"]
    strict = thresher.extract(COMMENTED, favor="precision")
    loose = thresher.extract(COMMENTED, favor="recall")
    assert len(loose.kept_blocks) >= len(strict.kept_blocks)
    assert "model p=" in strict.decisions[0].reason and balanced is None  # the page's own


def test_no_fallback_warning_with_shipped_model():
    assert not any("unavailable" in w for w in thresher.extract(COMMENTED).warnings)


def test_images_change_no_text_decision():
    page = COMMENTED.replace("<h1>", "<img src='/a.jpg' alt='Swimmers'><h1>").replace(
        "<table>", "<img src='/b.jpg'><table>"
    )

    def text_reasons(result) -> list[tuple[str, str]]:
        by_block = {d.block: d.reason for d in result.decisions}
        return [(b.text, by_block[b.index]) for b in result.blocks if b.kind != "img"]

    with_images = thresher.extract(page)
    assert sum(b.kind == "img" for b in with_images.blocks) == 2
    plain = text_reasons(thresher.extract(COMMENTED))
    assert text_reasons(with_images) == plain  # same probabilities, so the same reasons
    assert text_reasons(thresher.extract(page, include_images=False)) == plain


def test_a_given_threshold_is_used_on_every_page_not_ignored():
    page_own = thresher.extract(COMMENTED)
    strict = thresher.extract(COMMENTED, method="auto:threshold=0.99")
    assert all("expected-F1" not in d.reason for d in strict.decisions if "model p=" in d.reason)
    assert any(d.reason.endswith("< 0.99") for d in strict.decisions)
    kept = sum(d.label.kept for d in strict.decisions)
    assert kept < sum(d.label.kept for d in page_own.decisions)


@pytest.mark.parametrize("spec", ["auto:threshold=1.5", "auto:precision_threshold=-0.1"])
def test_a_threshold_outside_zero_to_one_is_refused(spec: str) -> None:
    with pytest.raises(OptionsError, match="from 0 to 1"):
        thresher.extract(COMMENTED, method=spec)


def test_a_threshold_beside_another_favor_is_an_error() -> None:
    with pytest.raises(OptionsError, match="precision_threshold"):
        thresher.extract(COMMENTED, method="auto:threshold=0.6", favor="precision")


@pytest.mark.parametrize(
    ("spec", "favor", "unused"),
    [
        ("auto:precision_threshold=0.9", "balanced", "precision_threshold"),
        ("auto:recall_threshold=0.2", "precision", "recall_threshold"),
        ("auto:logit_shift=0.1,decision=threshold", "balanced", "logit_shift"),
        ("auto:threshold=0.6,article_logit_shift=0", "balanced", "article_logit_shift"),
    ],
)
def test_a_parameter_the_favor_leaves_unused_is_an_error(spec, favor, unused) -> None:
    with pytest.raises(OptionsError, match=f"{unused} unused"):
        thresher.extract(COMMENTED, method=spec, favor=favor)


def test_each_favor_uses_its_own_given_threshold() -> None:
    loose = thresher.extract(COMMENTED, method="auto:recall_threshold=0.01", favor="recall")
    assert any(d.reason.endswith("≥ 0.01") for d in loose.decisions)
    default = thresher.extract(COMMENTED, favor="recall")
    assert any(d.reason.endswith(("≥ 0.35", "< 0.35")) for d in default.decisions)


def test_a_model_path_naming_no_file_is_an_error_not_a_fallback(tmp_path) -> None:
    with pytest.raises(OptionsError, match="no such file"):
        thresher.extract(COMMENTED, method=f"auto:model_path={tmp_path / 'missing.npz'}")
    damaged = tmp_path / "damaged.npz"
    damaged.write_bytes(b"not a model")
    result = thresher.extract(COMMENTED, method=f"auto:model_path={damaged}")
    assert any("unavailable" in w for w in result.warnings)  # a file, but not a model
