"""A kept box of other stories, told by its heading's words ("Related Posts", "More from
…", "Lesen Sie auch"), is dropped after the story (no model needed)."""

from __future__ import annotations

import numpy as np
from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.decided import kept_flags
from thresher.methods.auto.method import AutoParams
from thresher.methods.auto.related_headings import (
    archive_heading,
    box_heading,
    drop_related_headings,
)

SENTENCE = (
    "explains how the rack, the bench and the plates fit in a small room at home, step by step."
)
STORY = "".join(f"<p>Story {n} {SENTENCE}</p>" for n in range(6))
TEASERS = "".join(f'<h5><a href="/p{n}">Teaser {n} of the week</a></h5>' for n in range(3))


def _column(heading: str) -> str:
    return (
        f'<div id="cCol"><div id="box"><h4>{heading}</h4><div class="e">{TEASERS}</div></div></div>'
    )


def _dropped(body: str, kept: tuple[str, ...], archive: bool = False) -> set[str]:
    page = prepared_page(body)
    decisions, probs = decide_keeping(page, kept)
    flags = kept_flags(decisions, page.text_blocks)
    changed = drop_related_headings(page.text_blocks, probs, flags, archive)
    return {page.blocks[i].text for i in changed}


def test_a_named_box_after_the_story_is_dropped_with_its_teasers() -> None:
    for heading in ("Recent Posts", "More From Forbes", "You may also like:", "Lesen Sie auch"):
        body = f'<div id="story">{STORY}</div>{_column(heading)}'
        dropped = _dropped(body, ("Story", heading, "Teaser"))
        assert dropped == {heading, *(f"Teaser {n} of the week" for n in range(3))}


def test_a_box_inside_the_story_ends_at_the_next_paragraph() -> None:
    links = "".join(f'<li><a href="/q{n}">Other story {n}</a></li>' for n in range(2))
    tail = f"<p>Closing paragraph {SENTENCE}</p>"
    body = f"<div>{STORY}<p>Related:</p><ul>{links}</ul>{tail}</div>"
    dropped = _dropped(body, ("Story", "Related", "Other", "Closing"))
    assert dropped == {"Related:", "Other story 0", "Other story 1"}


def test_other_headings_and_a_box_before_the_story_stay() -> None:
    for heading in ("See also", "More risk at higher altitudes", "Related work on racks"):
        body = f'<div id="story">{STORY}</div>{_column(heading)}'
        assert _dropped(body, ("Story", heading, "Teaser")) == set()
    body = f'{_column("Related Posts")}<div id="story">{STORY}</div>'
    assert _dropped(body, ("Story", "Related", "Teaser")) == set()


def test_the_switch_turns_the_rule_off_in_decide_page() -> None:
    lines = "".join(f"<p>Teaser {n} of the week</p>" for n in range(3))
    column = f'<div id="cCol"><div id="box"><h4>Related Posts</h4>{lines}</div></div>'
    page = prepared_page(f'<div id="story">{STORY}</div>{column}')
    probs = np.array([0.9 if b.text.startswith("Story") else 0.6 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert "Teaser 1 of the week" not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, related_headings=False)
    assert "Teaser 1 of the week" in kept_texts(page, probs, off)


NAMES = (
    "Related",
    "Related articles:",
    "Recent Posts",
    "Latest in Personal Tech",
    "Most popular stories",
    "Top news",
    "More From Forbes",
    "More great bread recipes",
    "You might also like...",
    "Other Posts You May Enjoy",
    "Read next",
    "Further reading",
    "Recommended for you",
    "Lesen Sie auch",
    "Mehr zum Thema",
    "Das könnte Sie auch interessieren",
    "Ähnliche Artikel",
    "À lire aussi",
    "Lire aussi :",
    "Sur le même sujet",
    "Articles similaires",
    "Artículos relacionados",
    "Noticias relacionadas",
    "Te puede interesar",
    "Leer también",
    "Articoli correlati",
    "Leggi anche",
    "Potrebbe interessarti",
    "Artigos relacionados",
    "Leia também",
    "Veja também",
    "Gerelateerde artikelen",
    "Lees ook",
    "Zobacz także:",
    "Czytaj też",
    "Похожие статьи",
    "Читайте также",
    "Другие новости",
    "相关阅读",
    "推荐阅读",
    "热门文章",
)


def test_every_name_passes_the_first_word_test() -> None:
    page = prepared_page("".join(f"<h4>{name}</h4>" for name in NAMES))
    assert [b.text for b in page.text_blocks if box_heading(b)] == list(NAMES)


ARCHIVE_NAMES = (
    "Posted on this day, other years:",
    "On this day",
    "On this date in previous years",
    "From the archives",
    "A year ago today",
    "An diesem Tag",
    "Heute vor einem Jahr",
    "Aus dem Archiv",
    "Ce jour-là",
    "Il y a un an",
    "Un día como hoy",
    "Accadde oggi",
    "Neste dia",
    "В этот день",
    "Из архива",
    "历史上的今天",
    "過去の今日",
)


def test_every_archive_name_passes_the_first_word_test() -> None:
    page = prepared_page("".join(f"<h4>{name}</h4>" for name in ARCHIVE_NAMES))
    found = [b.text for b in page.text_blocks if archive_heading(b)]
    assert found == list(ARCHIVE_NAMES)
    assert not any(box_heading(b) for b in page.text_blocks)


def test_a_box_of_earlier_posts_is_dropped_with_archive() -> None:
    # dragnet R288: a WordPress post's "Posted on this day, other years:" list
    items = "".join(f'<li><a href="/y{n}">Older post - 200{n}</a></li>' for n in range(4))
    heading = "Posted on this day, other years:"
    entry = f"{STORY}<h3>{heading}</h3><ul>{items}</ul>"
    body = f'<div id="post"><div class="entry">{entry}</div></div>'
    kept = ("Story", "Posted", "Older")
    assert _dropped(body, kept) == set()
    dropped = _dropped(body, kept, archive=True)
    assert dropped == {heading, *(f"Older post - 200{n}" for n in range(4))}


def test_other_lines_are_no_archive_heading() -> None:
    lines = ("This day in history was cold", "On this day we rode", "Archives", "A year")
    page = prepared_page("".join(f"<h4>{line}</h4>" for line in lines))
    assert not any(archive_heading(b) for b in page.text_blocks)


def test_archive_headings_is_read_in_decide_page() -> None:
    items = "".join(f'<li><a href="/y{n}">Older post - 200{n}</a></li>' for n in range(3))
    body = f'<div id="story">{STORY}<h3>On this day</h3><ul>{items}</ul></div>'
    page = prepared_page(body)
    probs = np.array([0.9 if b.text.startswith("Story") else 0.6 for b in page.text_blocks])
    params = AutoParams(decision="threshold", threshold=0.5)
    assert "Older post - 2001" not in kept_texts(page, probs, params)
    off = AutoParams(decision="threshold", threshold=0.5, archive_headings=False)
    assert "Older post - 2001" in kept_texts(page, probs, off)


def test_the_archive_openings_cover_every_name_of_the_pattern(monkeypatch) -> None:
    # the openings are a hand-kept gate before ARCHIVE_HEADING: a name added to the
    # pattern without its opening would never be tried
    from thresher.methods.auto import cleanup
    from thresher.methods.auto.related_headings import (
        ARCHIVE_HEADING,
        ARCHIVE_HEADS,
        ARCHIVE_OPENINGS,
    )

    assert cleanup._openings(ARCHIVE_HEADING.pattern) == ARCHIVE_HEADS
    monkeypatch.setattr(cleanup, "_OPENING", 60)  # every whole name, not its first two
    names = cleanup._openings(ARCHIVE_HEADING.pattern)
    assert names is not None and len(names) > 100
    assert [name for name in names if not name.startswith(ARCHIVE_OPENINGS)] == []
