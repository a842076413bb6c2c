"""``heading_ranks``, ``vote_counts``, ``avatar_initials``: user-card fields of engines
and languages the shared sets cover little (a German XenForo 2 thread's ranks and lettered
avatars, Stack Exchange's scores), dropped inside a recognised thread's span, the posts'
own text and dates kept."""

from __future__ import annotations

from tests.auto.decision_pages import prepared_page

from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.user_cards import CardForms, drop_user_cards
from thresher.types import Block

NAMES = ("Pepemaus", "yellowkitty", "Lov100", "MoeC", "Lehmann")
RANKS = ("Forenprofi", "Forenprofi", "Erfahrener Benutzer", "Forenprofi", "Erfahrener Benutzer")
SCORES = ("34", "16", "0", "-2", "7")
TEXTS = (
    "Pepe schläft nachts mit mir im Schlafzimmer und morgens liegt Dreck auf der Decke.",
    "Hat er evtl. Milben in den Ohren? Das sieht man beim Tierarzt sofort unter der Lupe.",
    "Meiner schleppt bedingt durch das lange Fell schon so einiges von draußen herein.",
    "Kann Kot von Milben sich auch rot verfärben, wenn er mit Wasser in Kontakt kommt?",
    "Sich rot verfärbende Krümel sind Flohkot, das ist ein sicheres Zeichen für Flöhe.",
)


def _post(i: int) -> str:
    card = (
        f"<section class='message-user'><div class='avatar'>{NAMES[i][0].upper()}</div>"
        f"<h4 class='name'><a href='/u/{i}'>{NAMES[i]}</a></h4>"
        f"<h5 class='userTitle'>{RANKS[i]}</h5></section>"
    )
    head = (
        f"<header><ul><li class='date'>{27 + i}. September 2018</li></ul>"
        f"<ul class='opposite'><li>#{i + 1}</li></ul></header>"
    )
    return (
        f"<article class='message' id='post-{100 + i}'>{card}{head}"
        f"<div class='vote'>{SCORES[i]}</div><div class='text'><p>{TEXTS[i]}</p></div></article>"
    )


def _blocks() -> list[Block]:
    posts = "".join(_post(i) for i in range(5))
    return list(prepared_page(f"<h1>Pepe</h1><div class='thread'>{posts}</div>").text_blocks)


def _kept_all(blocks: list[Block]) -> list[bool]:
    return [b.text not in NAMES for b in blocks]


def _cards(forms: CardForms) -> set[str]:
    blocks = _blocks()
    span = (blocks[1].index, blocks[-1].index)
    changed = drop_user_cards(blocks, _kept_all(blocks), span, False, False, forms)
    return {b.text for b in blocks if b.index in changed}


def test_the_switches_are_on_by_default() -> None:
    params = AutoParams()
    assert params.heading_ranks
    assert params.vote_counts and params.avatar_initials


def test_a_rank_written_as_a_minor_heading_is_a_card_field_under_heading_ranks() -> None:
    assert not set(RANKS) & _cards(CardForms())
    assert set(RANKS) <= _cards(CardForms(headings=True))


def test_signed_scores_are_a_card_field_under_vote_counts() -> None:
    assert not set(SCORES) & _cards(CardForms())
    assert set(SCORES) <= _cards(CardForms(signed=True))


def test_lettered_avatars_are_a_card_field_under_avatar_initials() -> None:
    letters = {n[0].upper() for n in NAMES}
    assert not letters & _cards(CardForms())
    assert letters <= _cards(CardForms(initials=True))


def test_no_form_drops_a_post_or_its_date() -> None:
    dropped = _cards(CardForms(True, True, True))
    assert not dropped & set(TEXTS)
    assert not any("September" in text for text in dropped)
