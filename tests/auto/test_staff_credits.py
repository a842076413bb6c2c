"""A story's labelled staff credit lines (issue 26, stop 76:
:func:`thresher.methods.auto.story_editors.drop_credit_lines`, switch ``credit_lines``):
a line wholly made of labelled credits, each a person's name, is one; a tool's name, a
first name alone, an agency or a sentence after the name is not. The page check is
:mod:`tests.auto.engine_news6`'s ``id_portal2``."""

from __future__ import annotations

from thresher.methods.auto.story_editors import is_credit_line


def test_credit_lines_are_labelled_persons_whole() -> None:
    lines = {
        "Editor: Budi Santoso": True,
        "Penulis: Siti Rahma | Editor: Budi Santoso": True,
        "Pewarta: Andi Saputra / Editor: Rina Wati": True,
        "Biên tập: Nguyễn Văn An": True,
        "Editor: Visual Studio Code": False,
        "Editor: Budi": False,
        "Reporter: The Associated Press": False,
        "Editor: Budi Santoso. He said the market opens at eight": False,
    }
    assert {line: is_credit_line(line) for line in lines} == lines
