"""Thread engines the other suites lack, in languages they lack
(:mod:`tests.auto.engine_threads_more3`): every post kept and the engine's chrome
dropped, one test a page; the rules that made them pass: solution badges in Ukrainian,
Czech, Swedish, Hebrew, Hindi and Thai and GitHub's "Answer selected by …"
(``solution_marks``), issue trackers' role badges ("Author", "Maintainer") as post
chrome (``post_chrome``), a Q&A page's answer count written after its label
("回答数：4", ``thread_notes``), a mail archive's navigation around a message
("Previous message: …", ``thread_notes``) and a mail archive's replies in
``div.replies`` under the first message (``reply_boxes``, on since stop 71)."""

from __future__ import annotations

import pytest
from tests.auto.engine_threads_more3 import MORE3_PAGES, more3_page
from tests.auto.thread_checks import chrome_kept, marked_pages, missing_texts
from tests.memo import text_once

from thresher.methods.auto.post_chrome import is_post_chrome, is_solution_mark
from thresher.methods.auto.prompt_lines import line_kind

# Stop 71's three failures (Thai: no sentence counted; Bengali: dates in its own digits)
# pass since stop 72 (``prose_scripts``, ``join_labels``; docs/dev/auto-record.md,
# "Stop 72, `qforum37`").
_KNOWN: dict[tuple[str, str], str] = {}  # stop 72 (qforum37): prose_scripts, join_labels
_PAGES = marked_pages(MORE3_PAGES, _KNOWN)


@pytest.mark.parametrize(("engine", "lang"), _PAGES)
def test_a_thread_of_a_third_set_of_engines_keeps_its_posts_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page = more3_page(engine, lang)
    text = text_once(page.html, url=page.url, method="auto")
    assert (missing_texts(page.paragraphs, text), chrome_kept(page, text)) == ([], [])


def test_solution_badges_and_role_badges_of_more_languages() -> None:
    for line in ("Přijatá odpověď", "תשובה מקובלת", "स्वीकृत उत्तर", "Answer selected by anna_k"):
        assert is_solution_mark(" ".join(line.split()).lower()), line
    for line in ("Answer selected by the team after a vote", "Řešení je jednoduché."):
        assert not is_solution_mark(line.lower()), line
    for line in ("Author", "Maintainer", "Автор", "Författare", "מחבר"):
        assert is_post_chrome(line), line
    assert not is_post_chrome("Author of the patch, see above.")
    assert line_kind("回答数：4") == line_kind("답변 수 4") == line_kind("4 answers") is not None
    assert line_kind("回答数が多い質問です。") is None
    assert line_kind("Previous message: [net] Mesh network keeps rebooting") is not None
    assert line_kind("The previous message: I disagree with it.") is None
