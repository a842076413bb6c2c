"""Method ``features`` end to end: title, time, body blocks, decisions and every output."""

from __future__ import annotations

import json

import pytest

import thresher
from thresher.methods.features.method import METHOD, FeaturesParams
from thresher.output import FORMATS, render
from thresher.types import Label

NEWS = """<html><head><meta charset="utf-8">
<title>交通部:让专车推动传统出租车改革 | 出租车 | 新浪财经_新浪网</title></head><body>
<div id="nav"><a href="/">新浪首页</a> <a href="/f">新浪财经</a> <a href="/n">新浪网</a></div>
<div class="tags"><a href="/t">出租车</a></div>
<h1 id="artibodyTitle">交通部：让专车推动传统出租车改革</h1>
<div class="info"><span>2015年10月10日 09:45</span> <span>来源：新华网</span></div>
<div id="artibody" class="article">
<p>交通部今日表示，将通过专车推动传统出租车行业改革，出租车与专车将长期并存。</p>
<p>交通部有关负责人说，改革的方向是让出租车回归市场，专车合法化，并推动行业转型。</p>
<p>业内人士认为，出租车改革需要兼顾司机、乘客和平台的利益，专车发展也要规范。</p>
</div>
<div class="related"><a href="/1">相关新闻一</a><a href="/2">相关新闻二</a></div>
<div class="footer">新浪公司 版权所有</div>
</body></html>"""


@pytest.fixture(scope="module")
def result():
    return thresher.extract(NEWS.encode("utf-8"), method="features")


def test_title_and_time_from_the_method(result):
    assert result.title == "交通部:让专车推动传统出租车改革"
    assert result.date == "2015-10-10"


def test_article_paragraphs_kept_navigation_dropped(result):
    text = result.text
    assert "交通部今日表示" in text and "业内人士认为" in text
    assert "新浪首页" not in text and "相关新闻" not in text and "版权所有" not in text


def test_decisions_label_title_date_and_body_with_reasons(result):
    by_text = {b.text: d for b, d in zip(result.blocks, result.decisions, strict=True)}
    assert by_text["交通部：让专车推动传统出租车改革"].label is Label.TITLE
    assert any(d.label is Label.DATE for d in result.decisions)
    kept = [d for d in result.decisions if d.label.kept]
    assert kept and all(d.reason.startswith("in body block div#artibody") for d in kept)


def test_every_output_format_renders(result):
    for name in FORMATS:
        assert render(result, name) is not None
    record = json.loads(render(result, "json"))
    assert record["title"] == "交通部:让专车推动传统出租车改革"


def test_every_parameter_is_an_option():
    result = thresher.extract(NEWS, method="features", page_kind="continuous", weight_content=2.0)
    assert result.options["params"]["weight_content"] == 2.0
    assert METHOD.params_class is FeaturesParams


def test_faithful_preset_is_the_paper():
    paper = FeaturesParams.faithful()
    assert paper.title_source == "paper" and not paper.reference_skip_title
    assert paper.post_parts == ("li", "tbody")
    assert thresher.extract(NEWS, method="features", **_fields(paper)).text


def test_empty_and_linkless_pages_do_not_fail():
    assert thresher.extract("<html><body><p>Only one line.</p></body></html>", method="features")
    assert thresher.extract("<html><body></body></html>", method="features").text == ""


def _fields(params: FeaturesParams) -> dict:
    import dataclasses

    return dataclasses.asdict(params)


# Issue 28 #20: the time returned whole; every adaptation off in the faithful preset.
TIMED = NEWS.replace("2015年10月10日 09:45", "2015-10-10 09:45:30")


def test_the_time_found_is_returned_whole_and_the_date_keeps_its_date_part():
    result = thresher.extract(TIMED, method="features")
    assert result.date == "2015-10-10"
    assert result.metadata.date_time == "2015-10-10T09:45:30"
    assert json.loads(render(result, "json"))["date_time"] == "2015-10-10T09:45:30"


def test_paper_time_clock_and_year_window():
    from thresher.methods.features.date import paper_time
    from thresher.methods.features.params import PAPER_DATE_PATTERN

    years = FeaturesParams().date_years()
    found = paper_time(["posted 2022-02-13 09:57 by"], PAPER_DATE_PATTERN, years)
    assert (found.date, found.whole) == ("2022-02-13", "2022-02-13T09:57")
    assert paper_time(["2022-02-13 29:57"], PAPER_DATE_PATTERN, years).whole == "2022-02-13"
    assert paper_time(["2093-01-02"], PAPER_DATE_PATTERN, years) is None
    paper_years = FeaturesParams.faithful().date_years()
    assert paper_time(["2093-01-02"], PAPER_DATE_PATTERN, paper_years).date == "2093-01-02"


def test_faithful_turns_every_adaptation_off():
    default, paper = FeaturesParams(), FeaturesParams.faithful()
    for name in FeaturesParams.adaptations():
        if name not in ("title_source", "min_posts", "min_post_share"):  # paper already; auto
            assert getattr(default, name) != getattr(paper, name), name
    assert paper.page_kind == "continuous" and paper.date_max_years_ahead is None
    english = (
        "<html><head><title>Harbour news | A quiet harbour</title></head><body>"
        "<h1>A quiet harbour</h1><p>The harbour was quiet this morning, said the master.</p>"
        "</body></html>"
    )
    adapted = thresher.extract(english, method="features")
    literal = thresher.extract(english, method="features@faithful")
    assert any(d.label is Label.TITLE for d in adapted.decisions)
    assert not any(d.label is Label.TITLE for d in literal.decisions)  # letters normalised away
    chinese = thresher.extract(TIMED, method="features@faithful")
    assert chinese.title == "交通部:让专车推动传统出租车改革"
    assert chinese.metadata.date_time == "2015-10-10T09:45:30"
