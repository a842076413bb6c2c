"""Each node feature of table 1 computed on a small page by hand, and the title words."""

from __future__ import annotations

import pytest
from features_helpers import indexed, page, position_of

from thresher.html.words import (
    TitleWordCounter,
    guess_language,
    stopwords,
    title_words,
)
from thresher.methods.features.nodes import FEATURE_NAMES, tag_kind, text_nodes

BODY = (
    "<ul><li>字</li></ul>"  # li: TL 1, above the title
    "<p><a href=/x>字字</a></p>"  # p has no own text; a: ND 1 (the paper's example)
    "<h1>Storm hits coast</h1>"  # the title node
    "<div class=story><p>The storm hit the coast, and the coast flooded. Storm!</p>"
    "<span>plain</span></div>"
)


@pytest.fixture
def nodes():
    _, index = indexed(page(BODY, "Storm hits coast"))
    counter = TitleWordCounter(title_words("Storm hits coast", "en"))
    found = text_nodes(index, counter, position_of(index, "h1"))
    return {n.text: n for n in found}


def test_text_length_punctuation_and_sentence_length(nodes):
    story = nodes["The storm hit the coast, and the coast flooded. Storm!"]
    assert story.tl == 54
    assert story.pn == 3
    assert story.tal == pytest.approx(54 / 3)
    assert nodes["plain"].pn == 0
    assert nodes["plain"].tal == 5.0


def test_relative_distance_counts_empty_elements_between(nodes):
    assert nodes["字"].nd == 2  # body and ul before it
    assert nodes["字字"].nd == 1  # the empty p
    assert nodes["Storm hits coast"].nd == 0
    assert nodes["The storm hit the coast, and the coast flooded. Storm!"].nd == 1


def test_title_words_counted_in_each_node(nodes):
    assert nodes["The storm hit the coast, and the coast flooded. Storm!"].tdtn == 4
    assert nodes["Storm hits coast"].tdtn == 3
    assert nodes["plain"].tdtn == 0


def test_tag_kind_and_position_against_the_title(nodes):
    assert nodes["字字"].tp == "A"
    assert nodes["字"].tp == "S"
    assert nodes["The storm hit the coast, and the coast flooded. Storm!"].tp == "D"
    assert (nodes["字"].ntp, nodes["Storm hits coast"].ntp, nodes["plain"].ntp) == ("U", "B", "D")
    assert tag_kind("tbody", False) == "D"
    assert tag_kind("span", True) == "A"


def test_vector_follows_the_feature_list(nodes):
    vector = nodes["字字"].vector()
    assert len(vector) == len(FEATURE_NAMES)
    named = dict(zip(FEATURE_NAMES, vector, strict=True))
    assert named["TL"] == 2 and named["ND"] == 1 and named["TP=A"] == 1 and named["NTP=U"] == 1


def test_no_title_node_puts_every_node_below():
    _, index = indexed(page("<p>one</p><p>two</p>"))
    assert {n.ntp for n in text_nodes(index, TitleWordCounter(()), None)} == {"D"}


def test_chinese_title_words_keep_nouns_verbs_and_drop_function_words():
    words = title_words("交通部:让专车推动传统出租车改革", "zh")
    assert {"交通部", "专车", "推动", "出租车", "改革"} <= set(words)
    assert "让" not in words
    counter = TitleWordCounter(words)
    assert counter.count("交通部表示，专车改革") == 3


def test_other_languages_use_stopword_lists():
    assert title_words("The future of the Security Council", "en") == (
        "future",
        "security",
        "council",
    )
    assert title_words("Die Zukunft der Bahn und des Klimas", "de") == ("zukunft", "bahn", "klimas")
    for lang in ("en", "de", "fr", "es", "ru", "it", "pt", "nl", "cs", "hr", "zh"):
        assert len(stopwords(lang)) >= 50


def test_language_guess_from_stopwords():
    assert guess_language("Die Regierung hat am Montag die neue Regel beschlossen") == "de"
    assert guess_language("Le gouvernement a adopté la nouvelle règle pour les trains") == "fr"
    assert guess_language("Правительство приняло новое правило для поездов и это важно") == "ru"
    assert guess_language("政府周一通过了新的铁路规定") == "zh"
