"""FindCommentWords and RatingCandCommHdrs: the comments header, in many languages."""

from __future__ import annotations

import pytest
from roles_helpers import run_roles, text_of

ARTICLE = "<p>" + "The article text itself, long enough to win. " * 6 + "</p>"
COMMENTS = "<p>" + "A reader writes a very long reply here. " * 12 + "</p>"


def page(body: str, title: str = "Story") -> str:
    return f"<html><head><title>{title}</title></head><body><h1>Story</h1>{body}</body></html>"


@pytest.mark.parametrize(
    ("heading", "mention"),
    [
        ("Комментарии", "<p>Автор не дал комментарий прессе.</p>"),
        ("Kommentare (3)", "<p>Er wollte keinen Kommentar abgeben.</p>"),
        ("评论", "<p>他拒绝发表评论。</p>"),
        ("コメント", "<p>彼はコメントを拒否した。</p>"),
        ("Commentaires", "<p>Il a refusé tout commentaire.</p>"),
        ("Comentarios", "<p>No quiso hacer comentarios.</p>"),
        ("Komentarze", "<p>Nie chciał komentarza.</p>"),
    ],
)
def test_a_whole_word_header_beats_a_mention(heading: str, mention: str) -> None:
    body = f"<div>{mention}{ARTICLE}<h4>{heading}</h4>{COMMENTS}</div>"
    board = run_roles(page(body), comment_header_max_chars=None)
    assert text_of(board, "comment_header") == heading
    article = text_of(board, "main_article")
    assert "article text itself" in article
    kept = board["kept"].roots
    assert all(r < board["comment_header"].et for r in kept)


def test_element_rank_then_position() -> None:
    body = (
        f"<div>{ARTICLE}<p>Comments are moderated.</p><h3>Reader comments</h3>"
        f"<h2>Comments about the story</h2>{COMMENTS}</div>"
    )
    board = run_roles(page(body))
    assert text_of(board, "comment_header") == "Comments about the story"
    body = f"<div>{ARTICLE}<h3>Comments below</h3><h3>More comments</h3>{COMMENTS}</div>"
    assert text_of(run_roles(page(body)), "comment_header") == "Comments below"


def test_words_inside_links_and_attributes_do_not_count() -> None:
    body = (
        f"<div class='comments'>{ARTICLE}<p><a href='#c'>Comments (4)</a></p>"
        f"<p title='comment'>{COMMENTS}</p></div>"
    )
    board = run_roles(page(body))
    assert board["comment_word_hits"] == ()
    assert board["comment_header"] is None


def test_comments_below_the_article_are_cut_even_in_one_container() -> None:
    board = run_roles(page(f"<div id=main>{ARTICLE}<h3>Comments</h3>{COMMENTS}</div>"))
    kept_text = " ".join(board["tree"].text(r) for r in board["kept"].roots)
    assert "article text itself" in kept_text and "reader writes" not in kept_text


def test_a_longer_comments_container_wins_unless_refined() -> None:
    body = f"<div id=main>{ARTICLE}</div><div id=comments><h3>Comments</h3>{COMMENTS * 3}</div>"
    paper = run_roles(page(body))
    assert "reader writes" in text_of(paper, "main_article")  # the paper's failure mode
    assert "article text" not in " ".join(paper["tree"].text(r) for r in paper["kept"].roots)
    refined = run_roles(page(body), count_text_after_comments=False)
    assert "article text itself" in text_of(refined, "main_article")


def test_a_comments_header_above_the_title_is_ignored() -> None:
    body = f"<div id=main>{ARTICLE}<h3>Comments</h3>{COMMENTS}</div>"
    html = (
        "<html><head><title>Story</title></head><body>"
        f"<div id=bar><h3>Comments</h3></div><h1>Story</h1>{body}</body></html>"
    )
    board = run_roles(html)
    header = board["comment_header"]
    assert header is not None and header.et > board["main_header"].et
    literal = run_roles(html, comment_header_after_main_header=False)
    assert literal["comment_header"].et < literal["main_header"].et


def test_running_text_about_comments_is_a_header_unless_refined() -> None:
    mention = "<p>" + "The minister declined to comment on the report and left. " * 3 + "</p>"
    html = page(f"<div>{ARTICLE}{mention}{ARTICLE}</div>")
    paper = run_roles(html)
    assert "declined to comment" in text_of(paper, "comment_header")
    for refinement in ({"comment_header_max_chars": 100}, {"comment_header_needs_heading": True}):
        board = run_roles(html, **refinement)
        assert board["comment_header"] is None
        assert "minister declined" in text_of(board, "main_article")
