"""The document page: one page's scores, marked views, text diffs and template view."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from pathlib import Path

from thresher.eval.datasets import Page
from thresher.eval.metrics import normalize_space
from thresher.eval.runner import PageResult
from thresher.eval.worst import page_score
from thresher.report.assets import DOC_CSS, page_shell
from thresher.report.diff import SAME, Piece, diff_html, diff_stats, text_diff
from thresher.report.layout import Layout
from thresher.report.sites import SiteView


@dataclass(frozen=True)
class MarkedLink:
    """A thresher method's marked view of the page (``path`` None: ``note`` says why)."""

    extractor: str
    path: Path | None
    note: str | None
    fragment: str | None = None


@dataclass(frozen=True)
class DocView:
    """Everything the document page shows."""

    page: Page
    results: tuple[PageResult, ...]
    marked: tuple[MarkedLink | None, ...]
    site: SiteView | None


def fmt(value: float | None) -> str:
    """A score with three decimals, or a dash."""
    return "—" if value is None else f"{value:.3f}"


def mark(ok: bool | None) -> str:
    """✓, ✗ or a dash."""
    return "—" if ok is None else ("✓" if ok else "✗")


def document_page(view: DocView, layout: Layout) -> str:
    """The whole HTML of one document page."""
    page = view.page
    here = layout.doc_path(page.dataset, page.id)
    parts = [
        f'<p class="nav"><a href="{layout.href(layout.index, here)}">← all pages</a></p>',
        f"<h1>{escape(page.dataset)} / {escape(page.id)}</h1>",
        _page_facts(page),
        _score_table(view.results),
    ]
    if view.site is not None:
        parts.append(_site_section(view.site, layout, here))
    for i, result in enumerate(view.results):
        link = view.marked[i] if i < len(view.marked) else None
        parts.append(_extractor_section(i, result, page, link, layout, here))
    return page_shell(f"{page.dataset}/{page.id}", DOC_CSS, "\n".join(parts))


def _page_facts(page: Page) -> str:
    facts = []
    if page.url:
        facts.append(f'<a href="{escape(page.url)}" rel="noreferrer">{escape(page.url)}</a>')
    for label, value in (("site", page.site), ("lang", page.lang)):
        if value:
            facts.append(f"{label} {escape(value)}")
    return f'<p class="facts">{" · ".join(facts)}</p>' if facts else ""


_SCORE_HEAD = ("extractor", "score", "P", "R", "snippets tp/fp/fn/tn", "title", "date", "s")


def _score_table(results: Iterable[PageResult]) -> str:
    head = "".join(f"<th>{h}</th>" for h in _SCORE_HEAD) + "<th>error</th>"
    rows = [f"<tr>{head}</tr>"]
    for i, r in enumerate(results):
        score, _ = page_score(r)
        body = r.body
        snip = r.snippets
        cells = [
            f'<a href="#x{i}">{escape(r.extractor)}</a>',
            fmt(score),
            fmt(body.precision if body else None),
            fmt(body.recall if body else None),
            f"{snip.tp}/{snip.fp}/{snip.fn}/{snip.tn}" if snip else "—",
            mark(r.title_ok),
            mark(r.date_ok),
            f"{r.seconds:.2f}",
        ]
        row = "".join(f"<td>{c}</td>" for c in cells)
        rows.append(f"<tr>{row}<td class='err'>{escape(r.error or '')}</td></tr>")
    return f'<table class="scores">{"".join(rows)}</table>'


def _site_section(site: SiteView, layout: Layout, here: Path) -> str:
    parts = ['<section class="site"><h2>Site template</h2>']
    if site.summary:
        parts.append(f"<p>This page is in {escape(site.summary)}.</p>")
    if site.note:
        parts.append(f'<p class="note">{escape(site.note)}</p>')
    if site.path is not None:
        parts.append(
            '<p class="legend"><span class="tmpl">template part</span> highlighted</p>'
            f'<iframe class="view template-view" title="site template view" '
            f'sandbox="allow-same-origin" src="{layout.href(site.path, here)}"></iframe>'
        )
    return "".join(parts) + "</section>"


def _extractor_section(
    i: int, r: PageResult, page: Page, link: MarkedLink | None, layout: Layout, here: Path
) -> str:
    score, kind = page_score(r)
    head = (
        f'<section class="extractor" id="x{i}" data-extractor="{escape(r.extractor)}">'
        f"<h2>{escape(r.extractor)} <span class='score'>{fmt(score)}</span>"
        f" <small>{escape(kind or 'no truth')}</small></h2>"
    )
    parts = [head, _fields(r, page), _snippets(r, page)]
    if r.error:
        parts.append(f'<p class="note">error: {escape(r.error)}</p>')
    text_part = _text_part(r, page)
    if link is None:
        parts.append(f'<div class="pair single">{text_part}</div>')
    else:
        parts.append(f'<div class="pair">{_marked_part(link, layout, here)}{text_part}</div>')
    return "".join(parts) + "</section>"


def _fields(r: PageResult, page: Page) -> str:
    rows = []
    for name, ok, want, got in (
        ("title", r.title_ok, page.title, r.prediction.title),
        ("date", r.date_ok, page.date, r.prediction.date),
    ):
        if ok is not None:
            rows.append(
                f"<li class='{'hit' if ok else 'miss'}'>{mark(ok)} {name}: got "
                f"<q>{escape(got or '')}</q>, truth <q>{escape(want or '')}</q></li>"
            )
    return f'<ul class="fields">{"".join(rows)}</ul>' if rows else ""


def _snippets(r: PageResult, page: Page) -> str:
    if not page.has_snippets:
        return ""
    text = normalize_space(r.prediction.text)
    items = []
    for snippet in page.with_:
        found = normalize_space(snippet) in text
        label = "✓ found" if found else "✗ missed"
        items.append(_snippet_item(found, f"{label} (with)", snippet))
    for snippet in page.without:
        found = normalize_space(snippet) in text
        label = "✗ present" if found else "✓ absent"
        items.append(_snippet_item(not found, f"{label} (without)", snippet))
    return f'<ul class="snippets">{"".join(items)}</ul>'


def _snippet_item(good: bool, label: str, snippet: str) -> str:
    css = "hit" if good else "miss"
    return f"<li class='{css}'><b>{label}</b> <q>{escape(snippet)}</q></li>"


def _text_part(r: PageResult, page: Page) -> str:
    predicted = r.prediction.text
    if page.body:
        pieces = text_diff(page.body, predicted)
        stats = diff_stats(pieces)
        caption = (
            f"text against the truth: {stats.same} words right, "
            f"<del>{stats.missing} missing</del>, <ins>{stats.extra} extra</ins>"
        )
    else:
        pieces = [Piece(SAME, predicted)]
        caption = "extracted text (the page has no body truth)"
    return f'<figure class="text"><figcaption>{caption}</figcaption>{diff_html(pieces)}</figure>'


def _marked_part(link: MarkedLink, layout: Layout, here: Path) -> str:
    caption = (
        "marked view: <span class='kept'>kept</span> <span class='dropped'>dropped</span>, "
        "hover a block for the reason"
    )
    if link.path is None:
        body = f'<p class="note">{escape(link.note or "no marked view")}</p>'
    else:
        src = layout.href(link.path, here) + (f"#{link.fragment}" if link.fragment else "")
        body = (
            f'<iframe class="view marked-view" title="marked view of {escape(link.extractor)}" '
            f'sandbox="allow-same-origin" src="{src}"></iframe>'
        )
    return f'<figure class="marked"><figcaption>{caption}</figcaption>{body}</figure>'
