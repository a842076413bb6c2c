"""FindHeaders and FindBestHdr: the main header by tag, title match and position."""

from __future__ import annotations

from roles_helpers import run_roles, text_of

from thresher.methods.roles.text import longest_common_substring

ARTICLE = "<div><p>" + "A paragraph of article text that is long enough. " * 4 + "</p></div>"


def page(title: str, body: str) -> str:
    return f"<html><head><title>{title}</title></head><body>{body}{ARTICLE}</body></html>"


def test_longest_common_substring() -> None:
    assert longest_common_substring("big news today", "the big news") == len("big news")
    assert longest_common_substring("abc", "xyz") == 0
    assert longest_common_substring("", "abc") == 0
    assert longest_common_substring("same", "same") == 4


def test_of_two_h1_the_one_matching_the_title_wins() -> None:
    board = run_roles(
        page(
            "Mars rover finds water ice | Space News",
            "<h1>Space News</h1><h1>Mars rover finds water ice</h1>",
        )
    )
    assert text_of(board, "main_header") == "Mars rover finds water ice"
    assert board["main_header"].match == len("mars rover finds water ice")


def test_tag_ranks_before_match_length() -> None:
    body = "<h2>Rover lands safely on Mars</h2><h1>Rover lands</h1>"
    board = run_roles(page("Rover lands safely on Mars", body))
    assert text_of(board, "main_header") == "Rover lands"


def test_equal_tag_and_match_the_earlier_wins() -> None:
    board = run_roles(page("Rover", "<h2>Rover</h2><h2>Rover</h2>"))
    first_h2 = next(e.id for e in board["tree"].elements if e.tag == "h2")
    assert board["main_header"].et == first_h2


def test_a_chance_match_is_no_candidate() -> None:
    board = run_roles(
        page("Rover lands safely on Mars", "<h1>Weather in the mountains</h1><h2>Rover lands</h2>")
    )
    assert text_of(board, "main_header") == "Rover lands"
    loose = run_roles(
        page("Rover lands", "<h1>Weather in the mountains</h1>"), min_title_match_share=0.0
    )
    assert text_of(loose, "main_header") == "Weather in the mountains"


def test_the_main_header_never_names_the_comments_unless_the_title_does() -> None:
    body = "<h1>Comments on rover news</h1><h2>Rover news</h2>"
    board = run_roles(page("Comments on rover news", body))
    assert text_of(board, "main_header") == "Comments on rover news"
    board = run_roles(page("Rover news", body), min_title_match_share=0.0)
    assert text_of(board, "main_header") == "Rover news"


def test_without_a_title_every_heading_is_a_candidate() -> None:
    board = run_roles(f"<body><h3>Small</h3><h1>Big</h1>{ARTICLE}</body>")
    assert text_of(board, "main_header") == "Big"


def test_no_heading_no_main_header() -> None:
    board = run_roles(page("Anything", ""))
    assert board["main_header"] is None
    assert board["main_article"] is not None
