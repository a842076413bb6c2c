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
