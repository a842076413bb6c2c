"""The story's widget lines, video teasers and reprint notices (:mod:`story_inserts`), the
widened news tables (:mod:`news_lines`, :mod:`read_on_lines`) and the sign-up box's lines
(:mod:`form_boxes`): what each matches, what it must not, and each switch off restoring
the model's and the older rules' output."""

from __future__ import annotations

from tests.auto.engine_news2 import news_page

from thresher import extract
from thresher.methods.auto.news_lines import is_read_on_label, mark_kind
from thresher.methods.auto.read_on_lines import LABELS
from thresher.methods.auto.story_inserts import FOLLOWERS, SHORTCODE, is_video_teaser


def test_the_tables_match_the_lines_of_many_languages() -> None:
    assert all(
        is_video_teaser(line)
        for line in (
            "Watch: Residents gather as the barrier closes",
            "VÍDEOS: mais assistidos do g1",
            'Simak Video "Warga Saksikan Uji Pintu Air"',
            "Video – Why Bread Machines Win",
        )
    )
    assert not any(
        is_video_teaser(line)
        for line in (
            "Video-based teaching so you can see how to use what you learn",
            "Watch the tide: it rose by a metre in an hour.",
            "Videography is a craft",
        )
    )
    marks = (
        "Advertisement - Page continues below",
        "Dalsza część artykułu pod materiałem wideo",
        "Pokračování článku pod reklamou",
        "Haberin Devamı",
    )
    assert [mark_kind(m) for m in marks] == ["ad mark"] * 4
    assert mark_kind("Image source, Getty Images") == "photo credit"
    assert mark_kind("image source: Google") is None  # a figure's note the truths keep
    assert all(is_read_on_label(x) for x in ("【関連記事】", "اقرأ أيضًا:", "Xem thêm:"))
    assert all(LABELS.match(x) for x in ("यह भी पढ़ें: x", "Baca juga: x", "Čtěte také: x"))
    assert SHORTCODE.fullmatch("[convertkit form=1630175]")
    assert SHORTCODE.fullmatch('[gallery ids="1,2,3" columns=2]')
    assert not SHORTCODE.fullmatch("[1] See the notes below.")
    assert not SHORTCODE.fullmatch("[citation needed]")
    assert FOLLOWERS.fullmatch("2.4K Followers·Writer for Coastlines")


def _text(system: str, **switches: bool) -> str:
    page = news_page(system)
    method = "auto" + (":" + ",".join(f"{k}={v}".lower() for k, v in switches.items()))
    return extract(page.html, url=page.url, method=method if switches else "auto").text or ""


def test_each_switch_off_keeps_what_its_rule_drops() -> None:
    cases = (
        ("broadcaster", "video_teasers", "Watch: Residents gather"),
        ("wp_shortcode", "platform_widgets", "[convertkit form=1630175]"),
        ("medium_author", "platform_widgets", "Written by Mara Quist"),
        ("substack_widget", "platform_widgets", "Subscribe for free to receive new posts"),
        ("ko_daum", "rights_lines", "무단전재 및 재배포 금지"),
        ("ghost_signup", "signup_box_lines", "No spam. Unsubscribe anytime."),
        ("cable_news", "linked_teasers", "MAYOR UNVEILS PLAN FOR THOUSANDS"),
    )
    for system, switch, line in cases:
        assert line not in _text(system), system
        assert line in _text(system, **{switch: False}), system
