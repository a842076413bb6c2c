"""Word and sentence counts across scripts."""

from __future__ import annotations

import unicodedata

import pytest

import thresher
from thresher.html import text_measures
from thresher.html.text_measures import sentence_count, word_count


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("The cat sat on the mat.", 6),
        ("Grüße aus Köln, 2024", 4),
        ("भारत की राजधानी नई दिल्ली", 5),  # vowel signs do not cut words apart
        ("வணக்கம் உலகம்", 2),
        ("中文 text", 3),  # a character of Chinese is a word
    ],
)
def test_word_count(text: str, words: int) -> None:
    assert word_count(text) == words


@pytest.mark.parametrize(
    ("text", "sentences"),
    [
        ("One sentence here. And another one!", 2),
        ("version 3.5 of www.example.com", 0),
        ("बैठक में चर्चा हुई। सरकार काम कर रही है।", 2),  # danda
        ("هل هذا صحيح؟ نعم.", 2),
        ("这是第一句。这是第二句！", 2),
    ],
)
def test_sentence_count(text: str, sentences: int) -> None:
    assert sentence_count(text) == sentences


HINDI = [
    "भारत की राजधानी नई दिल्ली में आज एक महत्वपूर्ण बैठक आयोजित की गई जिसमें कई राज्यों के "
    "मुख्यमंत्रियों ने भाग लिया। बैठक में जल संकट और कृषि सुधारों पर विस्तार से चर्चा हुई।",
    "प्रधानमंत्री ने कहा कि सरकार किसानों की आय दोगुनी करने के लक्ष्य पर काम कर रही है और इसके "
    "लिए नई योजनाएं शुरू की जाएंगी। उन्होंने राज्यों से सहयोग की अपील की।",
    "विपक्षी दलों ने बैठक के परिणामों पर सवाल उठाए और कहा कि जमीनी स्तर पर बदलाव दिखाई नहीं "
    "दे रहा है। उनका कहना था कि घोषणाओं से ज्यादा जरूरी है उनका क्रियान्वयन।",
    "विशेषज्ञों का मानना है कि अगले कुछ वर्षों में जल प्रबंधन सबसे बड़ी चुनौती बन सकता है। "
    "इसके लिए दीर्घकालिक नीति की आवश्यकता है।",
]
MENU = ["होम", "देश", "विदेश", "खेल", "मनोरंजन", "व्यापार"]


def test_auto_keeps_a_hindi_article_whose_sentences_end_in_a_danda() -> None:
    menu = "".join(f"<li><a href='/c{i}'>{word}</a></li>" for i, word in enumerate(MENU))
    body = "".join(f"<p>{paragraph}</p>" for paragraph in HINDI)
    page = (
        "<html lang='hi'><head><title>दिल्ली में मुख्यमंत्रियों की बैठक - समाचार</title></head>"
        f"<body><header><ul class='menu'>{menu}</ul></header><main><article>"
        f"<h1>दिल्ली में मुख्यमंत्रियों की बैठक</h1>{body}</article></main>"
        f"<footer><ul>{menu}</ul></footer></body></html>"
    )
    result = thresher.extract(page.encode())
    assert all(paragraph in result.text for paragraph in HINDI)
    assert "दिल्ली में मुख्यमंत्रियों की बैठक" in result.text
    assert not any(word in result.text.split("\n") for word in MENU)


def test_mark_ranges_read_are_those_unicodedata_gives() -> None:
    """The marks' ranges written in the module are :func:`mark_ranges`' under its Unicode
    version; under another version the word pattern reads them from ``unicodedata``."""
    if unicodedata.unidata_version == text_measures.MARKS_UNICODE_VERSION:
        assert text_measures.mark_ranges() == text_measures.MARK_RANGES
    assert text_measures._word_pattern().pattern == rf"[\w{text_measures.mark_ranges()}]+"


def test_word_pattern_reads_unicodedata_under_another_unicode_version(monkeypatch) -> None:
    """Ranges written for another Unicode version are not read."""
    monkeypatch.setattr(text_measures, "MARKS_UNICODE_VERSION", "0.0.0")
    monkeypatch.setattr(text_measures, "MARK_RANGES", "")
    text_measures._word_pattern.cache_clear()
    try:
        assert text_measures._word_pattern().pattern == rf"[\w{text_measures.mark_ranges()}]+"
    finally:
        text_measures._word_pattern.cache_clear()
