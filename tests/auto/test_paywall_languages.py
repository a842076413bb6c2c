"""A paywall's prompt in the languages ``paywall_languages`` adds is dropped (no model
needed), and the words searched for first cover every prompt the patterns read."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page
from tests.auto.test_auto_word_gates import _pattern_samples

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.paywall_prompts import (
    MORE_READ_ON,
    MORE_READ_ON_WORDS,
    drop_paywall_prompts,
)

TEASER = "<p>The council voted to close the park on Monday, and people are angry about it.</p>"
# One prompt a language: ru, uk, pl, cs, sk, sv, nb, da, fi, tr, ro, hu, el, ja, ko, zh,
# id, vi, ar, he.
PROMPTS = (
    "Оформите подписку, чтобы продолжить чтение",
    "Передплатіть, щоб читати далі",
    "Wykup subskrypcję, aby czytać dalej",
    "Pro pokračování ve čtení se přihlaste",
    "Predplaťte si, aby ste mohli čítať ďalej",
    "Logga in eller bli prenumerant för att läsa vidare",
    "Logg inn for å lese videre",
    "Log ind for at læse videre",
    "Tilaa ja jatka lukemista",
    "Okumaya devam etmek için abone olun",
    "Abonează-te pentru a citi mai departe",
    "Fizessen elő, és olvassa tovább a cikket",
    "Γίνετε συνδρομητής για να συνεχίσετε να διαβάζετε",
    "続きを読むには会員登録が必要です",
    "로그인하고 계속 읽기",
    "订阅后继续阅读全文",
    "Berlangganan untuk lanjut membaca",
    "Đăng ký để đọc tiếp",
    "اشترك لمتابعة القراءة",
    "הירשמו להמשך קריאה",
)
NOT_PROMPTS = (
    "Читать дальше",  # reading on, no access asked
    "Zaloguj się",  # access, no reading on
    "続きを読む",
    "Logga in",
)


def _dropped(lines: tuple[str, ...], more: bool = True) -> set[str]:
    page = prepared_page(TEASER + "".join(f"<p>{line}</p>" for line in lines))
    decisions, probs = decide_keeping(page, ("The council", *lines))
    flags = kept_flags(decisions, page.text_blocks)
    found = drop_paywall_prompts(page.text_blocks, probs, flags, more)
    return {page.blocks[i].text for i in found}


def test_a_prompt_of_twenty_more_languages_is_dropped() -> None:
    assert _dropped(PROMPTS) == set(PROMPTS)


def test_a_line_that_asks_no_access_or_does_not_read_on_stays() -> None:
    assert _dropped(NOT_PROMPTS) == set()


def test_without_the_switch_the_rule_reads_its_seven_languages_only() -> None:
    assert _dropped(PROMPTS, more=False) == set()


def test_every_reading_on_holds_one_of_the_more_words() -> None:
    for text in _pattern_samples(MORE_READ_ON):
        assert any(word in text for word in MORE_READ_ON_WORDS), text


def test_the_switch_turns_the_languages_off_in_decide_page() -> None:
    page = prepared_page(TEASER + f"<p>{PROMPTS[0]}</p>")
    probs = np.full(len(page.text_blocks), 0.9)
    params = AutoParams(decision="threshold", threshold=0.5)
    assert PROMPTS[0] not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, paywall_languages=False)
    assert PROMPTS[0] in kept_texts(page, probs, off)


def test_a_prompt_in_ascii_on_a_page_all_in_ascii_is_dropped() -> None:
    # A prompt in ASCII (Finnish, Indonesian) on a page all in ASCII, in capitals too.
    prompts = tuple(prompt for prompt in PROMPTS if prompt.isascii())
    assert len(prompts) >= 2
    assert _dropped(prompts) == set(prompts)
    assert _dropped(tuple(map(str.upper, prompts))) == set(map(str.upper, prompts))
    assert _dropped(("Zaloguj sie", "Berlangganan hari ini")) == set()
