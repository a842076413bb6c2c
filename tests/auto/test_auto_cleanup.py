"""The generic failure-class rules and the headline flag (no model needed)."""

from __future__ import annotations

from thresher.api import load_document
from thresher.methods.auto.cleanup import clean_up, mark_headline
from thresher.methods.auto.method import METHOD, AutoParams, prepare_page
from thresher.options import Options
from thresher.output.extraction import Extraction
from thresher.output.markdown import render_markdown
from thresher.output.text import render_text
from thresher.pipeline import segment_page
from thresher.types import Decision, Label, Metadata

PARAGRAPH = (
    "The council voted on Tuesday to extend the harbour walk by two kilometres, "
    "after a year of consultation with residents and local businesses."
)
PAGE = (
    "<html><head><title>Harbour walk extended | Town News</title>"
    "<meta property='og:type' content='article'></head><body><article>"
    "<h1>Harbour walk extended</h1>"
    + "".join(f"<p>{PARAGRAPH} Part {n}.</p>" for n in range(6))
    + "<p class='credit'>Additional reporting by Ana Silva</p>"
    "<p>Advertisement</p><p>(Image: Getty Images)</p>"
    "<p>Required fields are marked *</p>"
    "<p>Notify me of new comments via email.</p>"
    "<h2>More from Town News</h2><p><a href='/x'>Bridge opens</a></p>"
    "</article></body></html>"
)


def _decided(page: str = PAGE):
    doc = load_document(page.encode(), url="https://news.example/a")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    credit = next(b for b in page.text_blocks if b.text.startswith("Additional"))
    decisions = {
        b.index: Decision(
            b.index,
            Label.BOILERPLATE
            if b is credit
            else (Label.HEADING if b.kind[0] == "h" else Label.CONTENT),
            "test",
        )
        for b in page.text_blocks
    }
    decisions.update(clean_up(page.text_blocks, decisions))
    decisions.update(mark_headline(page.text_blocks, decisions, page.facts))
    return page, decisions


def test_rules_drop_labels_credits_form_text_and_teasers_and_keep_the_credit_line() -> None:
    page, decisions = _decided()
    kept = [b.text.strip() for b in page.text_blocks if decisions[b.index].label.kept]
    assert kept[0] == "Harbour walk extended"
    assert len([t for t in kept if t.startswith("The council")]) == 6
    for gone in ("Advertisement", "(Image: Getty Images)", "More from Town News", "Bridge opens"):
        assert gone not in kept
    assert not [t for t in kept if "Required fields" in t or "Notify me" in t]
    assert kept[-1] == "Additional reporting by Ana Silva"
    assert "Part 2." in kept[3]


def test_the_headline_is_title_and_first_heading_not_the_first_text_line() -> None:
    page, decisions = _decided()
    extraction = Extraction("auto", {}, Metadata(), page.blocks, tuple(decisions.values()))
    assert decisions[page.text_blocks[0].index].headline
    assert not render_text(extraction).startswith("Harbour walk extended")
    assert render_markdown(extraction).startswith("# Harbour walk extended")


def test_a_related_header_followed_by_prose_is_content() -> None:
    page = (
        "<html><head><title>mod_filter</title></head><body><main><h1>mod_filter</h1>"
        + "".join(f"<p>{PARAGRAPH} Part {n}.</p>" for n in range(8))
        + "<h2>Related Directives</h2><p>FilterChain configures an actual filter chain, "
        "from declared filters, and takes any number of arguments.</p></main></body></html>"
    )
    doc = load_document(page.encode(), url="https://docs.example/mod_filter")
    options = Options()
    prepared = prepare_page(
        doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options
    )
    decisions = {b.index: Decision(b.index, Label.CONTENT, "test") for b in prepared.text_blocks}
    assert clean_up(prepared.text_blocks, decisions) == {}


def test_a_page_that_declares_no_article_keeps_its_heading_in_the_text() -> None:
    page, decisions = _decided(PAGE.replace("<meta property='og:type' content='article'>", ""))
    extraction = Extraction("auto", {}, Metadata(), page.blocks, tuple(decisions.values()))
    assert not any(d.headline for d in decisions.values())
    assert render_text(extraction).startswith("Harbour walk extended")


def test_a_dropped_headline_before_the_text_opens_the_markdown_not_the_text() -> None:
    doc = load_document(PAGE.encode(), url="https://news.example/a")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    headline = page.text_blocks[0]
    decisions = {
        b.index: Decision(b.index, Label.BOILERPLATE if b is headline else Label.CONTENT, "test")
        for b in page.text_blocks
    }
    decisions.update(mark_headline(page.text_blocks, decisions, page.facts))
    extraction = Extraction("auto", {}, Metadata(), page.blocks, tuple(decisions.values()))
    assert decisions[headline.index].headline and decisions[headline.index].label.kept
    assert render_markdown(extraction).startswith("# Harbour walk extended")
    assert not render_text(extraction).startswith("Harbour walk extended")


def _prepared(page: str):
    doc = load_document(page.encode(), url="https://docs.example/mod_echo")
    options = Options()
    return prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)


def test_a_heading_whose_section_was_dropped_goes_with_it() -> None:
    page = _prepared(
        "<html><body><main><h1>mod_echo</h1><ul><li><a href='/z'>Contents entry</a></li>"
        "<li><a href='/z2'>Another contents entry</a></li></ul><h1>Start</h1>"
        "<p>" + PARAGRAPH + "</p>"
        "<h3>Directives</h3><ul><li><a href='/a'>ProtocolEcho</a></li>"
        "<li><a href='/a2'>ProtocolTrace</a></li></ul><h3>Bugfix checklist</h3><ul>"
        "<li><a href='/b'>Known issues</a></li><li><a href='/b2'>Report a bug</a></li>"
        "<li><a href='/b3'>httpd changelog</a></li></ul>"
        "<h2>Summary</h2><p>" + PARAGRAPH + "</p><h3>Note</h3><h4>Empty</h4>"
        "<p>" + PARAGRAPH + " Again.</p><h2>Last words</h2>"
        "<p><a href='/c'>Footer links and more</a></p><h2>End</h2></main></body></html>"
    )
    dropped = {"ProtocolEcho", "ProtocolTrace", "Known issues", "Report a bug"}
    dropped |= {"httpd changelog", "Footer links and more", "End"}
    dropped |= {"Contents entry", "Another contents entry"}
    decisions = {
        b.index: Decision(
            b.index,
            Label.BOILERPLATE if b.text.strip() in dropped else Label.CONTENT,
            "test",
        )
        for b in page.text_blocks
    }
    changed = clean_up(page.text_blocks, decisions)
    gone = sorted(page.blocks[i].text.strip() for i in changed)
    # Stay: "mod_echo" (the headline over a contents list), "Note" and "Empty"
    # (nothing dropped under them), "Last words" (one paragraph link under it, as a
    # card's title over its shop link) and "End" (no heading closes its section).
    assert gone == ["Bugfix checklist", "Directives"]


def test_the_rule_key_collapses_every_kind_of_whitespace_as_the_pattern_did():
    import re
    import sys

    from thresher.methods.auto.cleanup import _key

    spaces = "".join(chr(c) for c in range(sys.maxunicode + 1) if re.fullmatch(r"\s", chr(c)))
    for text in (f"{spaces}Leave  a\u00a0Reply{spaces}", "A\u2028b\tc", "", spaces, "ÀB  Ç"):
        assert _key(text) == re.sub(r"\s+", " ", text).strip().lower()


def test_comment_form_consent_and_teaser_lines_are_caught_in_other_languages():
    from thresher.methods.auto.cleanup import _TEASER, _key, drop_reason

    dropped = (
        "Ihre E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind mit * markiert",
        "Votre adresse e-mail ne sera pas publiée.",
        "Tu dirección de correo electrónico no será publicada.",
        "Il tuo indirizzo email non sarà pubblicato.",
        "O seu endereço de e-mail não será publicado.",
        "Je e-mailadres wordt niet gepubliceerd.",
        "Twój adres e-mail nie zostanie opublikowany.",
        "Ваш адрес email не будет опубликован.",
        "Wir verwenden Cookies, um unsere Website für Sie zu verbessern.",
        "Nous utilisons des cookies pour améliorer votre expérience.",
        "Мы используем файлы cookie для улучшения работы сайта.",
    )
    teasers = ("Lesen Sie auch", "Lire aussi", "Читайте также", "Czytaj także", "相关阅读")
    assert all(drop_reason(_key(text)) for text in dropped)
    assert all(_TEASER.fullmatch(_key(text)) for text in teasers)
    assert drop_reason(_key("Die Stadt verwendet neue Busse auf der Linie 4.")) is None


def test_a_rule_whose_words_no_text_holds_is_not_tried():
    from thresher.methods.auto.cleanup import _DROP_STAGES, _stages_for, drop_reason

    plain = ["leave a reply", "advertisement", "the harbour walk"]
    assert _stages_for(plain) == tuple(stage for stage in _DROP_STAGES if not stage[2])
    worded = ["we use cookies on this site.", "by clicking continue you agree to our terms."]
    assert len(_stages_for([*plain, *worded])) == len(_DROP_STAGES)
    for text in (*plain, *worded):
        assert drop_reason(text, _stages_for([text])) == drop_reason(text)


def test_a_stage_holds_its_words_as_each_word_searched_alone():
    """A stage whose words share a prefix searches them as one pattern: it finds a word
    exactly where ``in`` finds one (each word, its prefix alone, cut short, at either end,
    among the other stages' words)."""
    import random

    from thresher.methods.auto.cleanup import _DROP_STAGES, _holds_any, _holds_words

    assert any(stage[3] is not None for stage in _DROP_STAGES)  # the sign-up consent line
    every = [word for stage in _DROP_STAGES for word in stage[2]]
    pieces = [*every, *(w[:-1] for w in every), *(w[:3] for w in every), "by", " ", "x", "."]
    rng = random.Random(25)
    texts = ["", *every, *(f"{w}." for w in every), *(f"and {w}" for w in every)]
    texts += ["".join(rng.choices(pieces, k=rng.randint(1, 6))) for _ in range(3000)]
    for stage in _DROP_STAGES:
        if stage[2]:
            for text in texts:
                assert _holds_words(text, stage) == _holds_any(text, stage[2]), text


def test_texts_read_as_single_spaced_are_their_own_keys():
    """:func:`_single_spaced` is true only where each text's ``_key`` is the text lowered:
    every whitespace character, alone, doubled and at either end, in ASCII and wider text."""
    from thresher.methods.auto.cleanup import _key, _single_spaced

    spaces = [chr(c) for c in range(0x3001) if chr(c).isspace()]
    assert len(spaces) == 29
    bases = ["Leave a Reply", "ΟΔΟΣ ΟΔΟΣ", "İstanbul", "Advertisement."]
    for space in spaces:
        for base in bases:
            for text in (f"a{space}b", f"{space}a", f"a{space}", f"a {space}b", f"a{space} b"):
                for texts in ([text], [base, text], [text, base], [base, "", text, base]):
                    plain = all(_key(t) == t.lower() for t in texts)
                    assert not _single_spaced(texts) or plain, (texts, space)
    assert _single_spaced(bases)
    assert _single_spaced(["", *bases, ""])
    assert _single_spaced([])
    assert not _single_spaced(["Leave a Reply", "non\u00a0breaking"])


def test_a_sign_up_consent_line_is_dropped_and_prose_with_the_words_is_not():
    from thresher.methods.auto.cleanup import _key, drop_reason

    dropped = (
        "By clicking and subscribing you agree to our Terms of Use and Privacy Policy.",
        'By clicking "Start Your Quote", you agree by electronic signature to receive calls.',
        "By clicking the button below, I acknowledge that I have read the privacy notice.",
    )
    assert all(drop_reason(_key(text)) == "sign-up consent line" for text in dropped)
    kept = (
        "By continuing to read about how courts accept evidence, readers learn a lot.",
        "By the way, we agree with the council.",
    )
    assert not any(drop_reason(_key(text)) for text in kept)


def test_the_page_reasons_are_each_key_s_own_drop_reason():
    """:func:`_drop_reasons` (each stage mapped over the keys no stage before matched) gives
    each key :func:`drop_reason`'s answer under the same stages, on keys every rule
    matches, keys two rules match, keys no rule matches and keys holding only a rule's
    words, with all stages and with the page's own."""
    import random

    from thresher.methods.auto.cleanup import (
        _DROP_STAGES,
        _drop_reasons,
        _stages_for,
        drop_reason,
    )

    matching = [
        "leave a reply",
        "required fields are marked *",
        "advertisement",
        "ad",
        "photo: jane doe",
        "(getty images)",
        "we use cookies to improve your experience.",
        "by clicking subscribe you agree to our terms.",
        "by clicking here we use cookies and you agree to it.",
    ]
    other = [
        "the harbour walk",
        "",
        "cookie recipes for the weekend",
        "by clicking the map you see the route.",
        "privacy",
        "advertisements everywhere",
        "credit",
    ]
    rng = random.Random(11)
    for _ in range(400):
        keys = [rng.choice(matching + other) for _ in range(rng.randrange(0, 12))]
        for stages in (_DROP_STAGES, _stages_for(keys)):
            expected = [(pos, drop_reason(key, stages)) for pos, key in enumerate(keys)]
            assert _drop_reasons(keys, stages) == [(p, r) for p, r in expected if r is not None]


def test_the_kept_lines_read_from_the_flags_are_those_of_the_decisions():
    """:func:`drop_boilerplate_lines` with the text blocks' kept flags drops what it drops
    reading the decisions (images among the blocks, kept or not; random labels)."""
    import random

    from thresher.methods.auto.cleanup import drop_boilerplate_lines
    from thresher.methods.auto.decided import kept_flags

    images = "<p><img src='/ad.png' alt='Advertisement'></p><p><img src='/b.png' alt='Bridge'></p>"
    html = PAGE.replace("<p>Advertisement</p>", "<p>Advertisement</p>" + images)
    doc = load_document(html.encode(), url="https://news.example/a")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    assert len(page.blocks) > len(page.text_blocks)
    rng = random.Random(25)
    for _ in range(200):
        decisions = {
            b.index: Decision(b.index, rng.choice(list(Label)), "test")
            for b in page.blocks
            if rng.random() < 0.95
        }
        flags = kept_flags(decisions, page.text_blocks)
        want = drop_boilerplate_lines(page.blocks, decisions)
        assert drop_boilerplate_lines(page.blocks, decisions, flags, page.text_blocks) == want
        assert list(clean_up(page.blocks, decisions, flags)) == list(
            clean_up(page.blocks, decisions)
        )
        handed = clean_up(page.blocks, decisions, flags, page.text_blocks)  # as decide_page
        assert handed == clean_up(page.blocks, decisions)


def test_the_openings_hold_every_whole_match_s_first_characters():
    """:func:`_openings` read from a pattern's parse: every text the pattern matches whole
    opens with one of them (random texts built from the rules' own pieces, and small
    patterns of each construct read); a construct it does not read gives None."""
    import random
    import re

    from thresher.methods.auto.cleanup import _OPENING, DROP_RULES, _openings

    assert _openings("(a|b)c") == {"ac", "bc"}
    assert _openings("[ab]c") == {"ac", "bc"}
    assert _openings("x{0,3}") == {"", "x", "xx"}
    assert _openings(r"\(?ab\b") == {"(a", "ab"}
    for unread in ("[^a]b", "(?i:ab)", r"a\s*b", ".ab", "(?i)ab", "[a-c]d"):
        assert _openings(unread) is None, unread
    rng = random.Random(25)
    for _, pattern, _ in DROP_RULES:
        compiled, openings = re.compile(pattern), _openings(pattern)
        if openings is None:
            continue
        pieces = [*re.findall(r"[^\W\d_]+|\W", pattern), " ", "(", "©", ":", "a", "é"]
        words = re.findall(r"[^\W\d_]+", pattern)
        texts = ["".join(rng.choices(pieces, k=rng.randint(1, 8))) for _ in range(20000)]
        texts += [" ".join(rng.choices(words, k=rng.randint(1, 6))) for _ in range(20000)]
        for text in texts:
            if compiled.fullmatch(text):
                assert text[:_OPENING] in openings, (pattern, text)


def test_the_first_stage_is_tried_by_its_openings():
    """The first stage (rules without words) carries :func:`_openings` of its pattern,
    and they are known; the stages with words carry none."""
    from thresher.methods.auto.cleanup import _DROP_STAGES, DROP_RULES, _openings

    first = "|".join(f"(?:{pattern})" for _, pattern, words in DROP_RULES[:3])
    assert _DROP_STAGES[0][4] == _openings(first) and _DROP_STAGES[0][4]
    for stage in _DROP_STAGES[1:]:
        assert stage[2] and stage[4] is None


def test_the_last_kept_position_is_the_loop_s():
    """`_last_kept` (one `compress` over the flags reversed) is the backward loop it
    replaced, for flags of bools, ints and None, of the blocks' length or not."""
    import random

    from thresher.methods.auto.cleanup import _last_kept

    def loop(flags, count):
        last = count - 1
        while last >= 0 and not flags[last]:
            last -= 1
        return last

    rng = random.Random(30)
    for _ in range(2000):
        size = rng.randint(0, 12)
        flags = [rng.choice([True, False, False, 0, 1, 2, None]) for _ in range(size)]
        count = size if rng.random() < 0.8 else rng.randint(0, size)
        assert _last_kept(flags, count) == loop(flags, count), (flags, count)


def test_the_kept_short_lines_of_a_page_without_images_are_the_decisions():
    """On a page without images, :func:`drop_boilerplate_lines` reads the short kept lines
    at :func:`kept_short`'s positions: it drops what it drops reading the decisions."""
    import random

    from thresher.methods.auto.cleanup import LineKeys, drop_boilerplate_lines
    from thresher.methods.auto.decided import kept_flags

    long_line = "Advertisement " + "word " * 90  # over the rules' 400 characters
    html = PAGE.replace("<p>Advertisement</p>", f"<p>Advertisement</p><p>{long_line}</p>")
    doc = load_document(html.encode(), url="https://news.example/a")
    options = Options()
    page = prepare_page(doc, segment_page(doc, options, METHOD.break_tags(AutoParams())), options)
    assert len(page.blocks) == len(page.text_blocks)
    rng = random.Random(67)
    for _ in range(200):
        decisions = {
            b.index: Decision(b.index, rng.choice(list(Label)), "test") for b in page.blocks
        }
        flags = kept_flags(decisions, page.text_blocks)
        want = drop_boilerplate_lines(page.blocks, decisions)
        found = LineKeys()
        handed = drop_boilerplate_lines(page.blocks, decisions, flags, page.text_blocks, found)
        assert handed == want


def test_line_keys_answer_alike_however_much_is_known():
    """:class:`LineKeys` gives each text its :func:`line_keys` key on a first call, on a
    call whose texts are all known and on one that holds new texts (repeats included)."""
    from thresher.methods.auto.cleanup import LineKeys, line_keys

    first = ["Advertisement", "  Notify  me\tof new comments ", "ΟΔΟΣ", "İstanbul", "Advertisement"]
    later = ["ΟΔΟΣ", "Read  more", "Advertisement", "Read  more", ""]
    keys = LineKeys()
    assert keys(first) == line_keys(list(first))
    assert keys(first[:3]) == line_keys(first[:3])
    assert keys(later) == line_keys(list(later))
    assert keys([]) == []
    assert LineKeys()([]) == []
