"""A documentation theme's chrome kept as text: a code sample's label and copy button,
an old version's banner, the "Last updated on" line (:mod:`thresher.methods.auto.doc_chrome`)."""

from __future__ import annotations

import pytest

from thresher import extract
from thresher.methods.auto.doc_chrome import (
    CODE_LABELS,
    COPY_WORDS,
    OUTDATED,
    OUTDATED_WORDS,
    UPDATED,
    VERSION_STEMS,
)

_PROSE = (
    "<p>The cache keeps the results of expensive lookups in memory, so that a repeated"
    " request is answered without asking the database again.</p>"
)


def _lines(body: str, method: str = "auto", head: str = "") -> list[str]:
    page = f"<main><h1>Cache</h1>{_PROSE}{body}{_PROSE}</main>"
    html = f"<html><head>{head}</head><body>{page}</body></html>"
    return [line.strip() for line in (extract(html, method=method).text or "").splitlines()]


@pytest.mark.parametrize(
    "line",
    (
        "You are viewing an old version of this documentation.",
        "This is not the latest version of the docs.",
        "Sie sehen eine alte Version dieser Dokumentation.",
        "Vous consultez une ancienne version de cette documentation.",
        "Está viendo una versión antigua de esta documentación.",
        "Você está vendo uma versão antiga desta documentação.",
        "Stai leggendo una versione vecchia di questa documentazione.",
        "Вы просматриваете старую версию этой документации.",
        "您正在查看本文档的旧版本。",
        "このドキュメントの古いバージョンを表示しています。",
    ),
)
def test_an_outdated_banner_reads_so(line: str) -> None:
    words = line.casefold()
    assert OUTDATED.search(words)
    assert any(stem in words for stem in VERSION_STEMS)  # the gates before the pattern
    assert any(piece in words for piece in OUTDATED_WORDS)


@pytest.mark.parametrize(
    "line",
    (
        "The old version of the app crashed on start.",
        "Die alte Version des Programms lief schneller.",
        "Version 2 is the latest.",
    ),
)
def test_a_sentence_about_versions_is_no_banner(line: str) -> None:
    assert not OUTDATED.search(line.casefold())


def test_labels_and_copy_words_are_the_themes():
    assert {"python", "bash", "c++", "c#"} <= CODE_LABELS
    assert {"copy", "kopieren", "copier", "copiar", "копировать", "复制", "コピー"} <= COPY_WORDS
    assert UPDATED.match("last updated on march 12, 2024")
    assert UPDATED.match("zuletzt aktualisiert am 12.03.2024") and not UPDATED.match("updated")


def test_a_label_and_a_copy_button_over_code_are_dropped() -> None:
    code = (
        "<div class='code'><div class='bar'><span>python</span><button>Copy</button></div>"
        "<pre>cache = Cache(size=128)\nvalue = cache.get('key')</pre></div>"
    )
    on, off = _lines(code), _lines(code, "auto:code_labels=false")
    assert "python" not in on and "Copy" not in on
    assert "cache = Cache(size=128)" in on
    assert "python" in off or "Copy" in off


def test_a_heading_named_like_a_language_stays() -> None:
    body = "<h2>Python</h2><pre>cache = Cache(size=128)\nvalue = cache.get('key')</pre>"
    assert "Python" in _lines(body)


def test_an_outdated_sentence_stays_on_a_page_no_doc_engine_made() -> None:
    body = "<p>You are viewing an old version of this documentation.</p>"
    docs = "<meta name='generator' content='Sphinx 7.2'>"
    assert body[3:-4] in _lines(body)
    assert body[3:-4] not in _lines(body, head=docs)
