"""Bylines in languages no dataset carries an author truth for (issue 26, session 56):
Dutch "Door", Arabic "كتب:" / "بواسطة", Persian, Hindi (a vowel sign ending a name, the
postposition "द्वारा"), Thai "โดย", Turkish "Yazan:", Vietnamese "Bởi", Japanese labels.
Each page is small and hand-written."""

from __future__ import annotations

import pytest
from tests.metadata.byline_pages import AR, author_of

from thresher.metadata.names import japanese_credit_names, names_from_byline, strip_prefix

NL = "De raad kwam dinsdag bijeen om het plan voor de nieuwe brug te bespreken. "
FA = "شورای شهر روز سه شنبه برای بررسی طرح پل جدید روی رودخانه تشکیل جلسه داد. "
HI = "परिषद ने मंगलवार को नदी पर नए पुल की योजना पर चर्चा करने के लिए बैठक की। "
TH = "สภาประชุมเมื่อวันอังคารเพื่อหารือเกี่ยวกับแผนการสร้างสะพานใหม่ข้ามแม่น้ำ "
JA = "市議会は火曜日、川に架かる新しい橋の計画について話し合うために会合を開いた。"
TR = "Meclis salı günü nehir üzerindeki yeni köprü planını görüşmek için toplandı. "
VI = "Hội đồng đã họp vào thứ Ba để thảo luận về kế hoạch xây cầu mới qua sông. "


@pytest.mark.parametrize(
    ("byline", "lang", "sentence", "expected"),
    [
        ('<p class="byline">Door Jan de Vries</p>', "nl", NL, "Jan de Vries"),
        (
            '<div class="auteur">Door Jan de Vries en Piet Jansen</div>',
            "nl",
            NL,
            "Jan de Vries; Piet Jansen",
        ),
        ('<p class="author">كتب: محمد أحمد</p>', "ar", AR, "محمد أحمد"),
        ("<p>كتبت: سارة علي</p>", "ar", AR, "سارة علي"),
        ('<span class="byline">بواسطة محمد أحمد</span>', "ar", AR, "محمد أحمد"),
        ("<p>الكاتب: محمد أحمد</p>", "ar", AR, "محمد أحمد"),
        ("<p>نویسنده: علی رضایی</p>", "fa", FA, "علی رضایی"),
        ("<p>به قلم علی رضایی و مریم احمدی</p>", "fa", FA, "علی رضایی; مریم احمدی"),
        ("<p>خبرنگار: علی رضایی</p>", "fa", FA, "علی رضایی"),
        ("<p>लेखक: राहुल शर्मा</p>", "hi", HI, "राहुल शर्मा"),
        ('<p class="byline">राहुल शर्मा द्वारा</p>', "hi", HI, "राहुल शर्मा"),
        ('<p class="author">राहुल शर्मा</p>', "hi", HI, "राहुल शर्मा"),
        ("<p>โดย สมชาย ใจดี</p>", "th", TH, "สมชาย ใจดี"),
        ("<p>ผู้เขียน: สมชาย ใจดี</p>", "th", TH, "สมชาย ใจดี"),
        ("<p>執筆者：山田太郎</p>", "ja", JA, "山田太郎"),
        ("<p>Yazan: Ahmet Yılmaz</p>", "tr", TR, "Ahmet Yılmaz"),
        ("<p>Bởi Nguyễn Văn An</p>", "vi", VI, "Nguyễn Văn An"),
        (
            "<p>Viết bởi Nguyễn Văn An và Trần Thị Bình</p>",
            "vi",
            VI,
            "Nguyễn Văn An; Trần Thị Bình",
        ),
    ],
)
def test_localised_bylines_give_the_writer(
    byline: str, lang: str, sentence: str, expected: str
) -> None:
    assert author_of(byline, lang, sentence) == expected


@pytest.mark.parametrize(
    ("byline", "lang", "sentence"),
    [
        ("<p>كتب ومجلات للبيع في المكتبة</p>", "ar", AR),  # "books and magazines for sale"
        ("<p>Bởi vì trời mưa nên chúng tôi ở nhà.</p>", "vi", VI),  # "because it rained"
        ("<p>Yazan kişi bilinmiyor ve konu hakkında bilgi yok.</p>", "tr", TR),
        ("<p>Door de regen bleef iedereen binnen.</p>", "nl", NL),  # "because of the rain"
    ],
)
def test_the_same_words_in_a_sentence_give_no_writer(byline: str, lang: str, sentence: str) -> None:
    assert author_of(byline, lang, sentence) is None


def test_colon_labels_of_a_script_without_case_need_their_colon() -> None:
    assert strip_prefix("كتب: محمد أحمد") == ("محمد أحمد", True)
    assert strip_prefix("كتب ومجلات") == ("كتب ومجلات", False)
    # "Yazan" is also a given name: only "Yazan:" opens a byline
    assert names_from_byline("By Yazan Al-Saadi") == ["Yazan Al-Saadi"]


def test_door_before_a_full_name_only() -> None:
    assert names_from_byline("Door Jan de Vries") == ["Jan de Vries"]
    assert strip_prefix("Door View Cam") == ("Door View Cam", False)


def test_a_vowel_sign_closing_a_name_is_kept() -> None:
    assert names_from_byline("राहुल शर्मा |") == ["राहुल शर्मा"]
    assert names_from_byline("สมชาย ใจดี.") == ["สมชาย ใจดี"]


def test_a_japanese_news_credit_names_the_writer() -> None:
    credit = "<p>【ワシントン＝山田太郎】米国の大統領は火曜日、新しい計画を発表した。</p>"
    assert author_of(credit, "ja", JA) == "山田太郎"
    assert japanese_credit_names("（ロンドン＝ジョン・スミス、佐藤花子）英国の") == [
        "ジョン・スミス",
        "佐藤花子",
    ]
    assert japanese_credit_names("【ワシントン＝山田太郎特派員】") == ["山田太郎"]


@pytest.mark.parametrize(
    "text",
    [
        "【ニューヨーク＝共同】米国の",
        "【北京＝中国総局】中国の",
        "(서울=연합뉴스) 홍길동 기자 = 정부는",
    ],
)
def test_a_wire_or_a_bureau_credit_names_no_writer(text: str) -> None:
    assert japanese_credit_names(text) == []
