"""Documentation pages of four more engines (:mod:`tests.auto.engine_docs8`), one test a
page: every text is kept, the chrome lines are dropped, and the Markdown has the page's
structure (headings at their levels, fenced code with its language and lines, the table's
header row, list items); Writerside's ``div.code-block`` is a fenced code block."""

from __future__ import annotations

import pytest
from tests.auto.engine_docs5 import check_doc_page
from tests.auto.engine_docs8 import doc_page

# Known failures (strict: a fix must take the page off this list).
_KNOWN: dict[tuple[str, str], str] = {}  # stop 77 took Writerside (ko) and JSDoc (fr) off
PAGES = [("mdbook", "en"), ("mdbook", "zh"), ("docsify", "ja"), ("docsify", "pt"),
         ("writerside", "de"), ("writerside", "ko"), ("jsdoc", "fr")]  # fmt: skip


def _param(engine: str, lang: str) -> object:
    if (engine, lang) in _KNOWN:
        reason = _KNOWN[engine, lang]
        return pytest.param(engine, lang, marks=pytest.mark.xfail(strict=True, reason=reason))
    return pytest.param(engine, lang)


@pytest.mark.parametrize(("engine", "lang"), [_param(e, lang) for e, lang in PAGES])
def test_a_doc_page_keeps_its_text_and_structure_and_drops_its_chrome(
    engine: str, lang: str
) -> None:
    page, shape = doc_page(engine, lang)
    check_doc_page(page, shape)
