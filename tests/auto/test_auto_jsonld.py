"""auto uses the JSON-LD articleBody only where the page shows under half of it."""

from __future__ import annotations

import json

import thresher
from thresher.types import Label

PARAGRAPHS = [
    f"Paragraph {i} of the declared story explains what the council decided and why it matters."
    for i in range(12)
]


def _page(visible: str, body_type: str = "NewsArticle") -> bytes:
    data = {"@type": body_type, "headline": "Council decides", "articleBody": "\n".join(PARAGRAPHS)}
    script = f"<script type='application/ld+json'>{json.dumps(data)}</script>"
    head = f"<head><title>Council decides</title>{script}</head>"
    return f"<html>{head}<body><h1>Council decides</h1>{visible}</body></html>".encode()


def test_a_script_shell_page_gets_its_declared_body() -> None:
    result = thresher.extract(_page("<div id='root'><p>Loading…</p></div>"))
    assert "Paragraph 11 of the declared story" in result.text
    used = [d for d in result.decisions if d.reason.startswith("JSON-LD articleBody")]
    assert len(used) == len(PARAGRAPHS) and all(d.label is Label.CONTENT for d in used)


def test_a_page_showing_its_article_is_left_alone() -> None:
    visible = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
    result = thresher.extract(_page(visible))
    assert not any("articleBody" in d.reason for d in result.decisions)
    assert result.text.count("Paragraph 3 of the declared story") == 1


def test_the_fallback_can_be_switched_off_and_ignores_non_articles() -> None:
    shell = "<div id='root'><p>Loading…</p></div>"
    off = thresher.extract(_page(shell), use_declared_body=False)
    assert "Paragraph 11" not in off.text
    product = thresher.extract(_page(shell, body_type="Product"))
    assert "Paragraph 11" not in product.text
