"""The site-level recipes: :func:`learn_template` and :func:`extract_site`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping
from dataclasses import fields
from typing import Any

from thresher.errors import MethodError, OptionsError, ThresherError
from thresher.output.extraction import Extraction
from thresher.site.extract import ReadPage, extract_page
from thresher.site.learn import PageData, learn, learn_reading
from thresher.site.model import SiteTemplate
from thresher.site.params import Mode, TemplateParams

_PARAM_NAMES = frozenset(f.name for f in fields(TemplateParams))


def learn_template(pages: Mapping[str, PageData], *, jobs: int = 1, **options: Any) -> SiteTemplate:
    """Learn the template of one site from its pages.

    ``pages`` maps a page's name (a path or URL) to its bytes or text. Options
    are :class:`~thresher.site.params.TemplateParams` fields (the paper's
    values by default). ``jobs`` > 1 reads and hashes pages in that many
    processes. The result can be saved (:meth:`SiteTemplate.save`) and applied
    to new pages of the same site (:meth:`SiteTemplate.apply`).
    """
    params = template_params(options, strict=True)[0]
    return learn(pages, params, jobs=jobs)


def template_params(
    options: Mapping[str, Any], *, strict: bool
) -> tuple[TemplateParams, dict[str, Any]]:
    """Split options into TemplateParams and the rest (which must be empty when strict)."""
    mine = {k: v for k, v in options.items() if k in _PARAM_NAMES}
    rest = {k: v for k, v in options.items() if k not in _PARAM_NAMES}
    if strict and rest:
        known = ", ".join(sorted(_PARAM_NAMES))
        raise OptionsError(f"unknown option {sorted(rest)[0]!r}; known options: {known}")
    try:
        return TemplateParams(**mine), rest
    except TypeError as exc:
        raise OptionsError(f"bad option value: {exc}") from exc


def extract_site(
    pages: Mapping[str, PageData],
    *,
    method: str = "template",
    mode: Mode = "remove",
    then: str | None = None,
    **options: Any,
) -> dict[str, Extraction]:
    """Learn the site's template from ``pages`` and extract every page with it.

    ``mode`` says what ``page_html`` holds: the page with its template
    removed, or marked. ``then`` names a single-page method (``sentences``,
    ``auto`` …) run on what the template leaves; without it, blocks wholly in
    the template are labelled ``template`` and the rest content. Options are
    template parameters, general options and the ``then`` method's
    parameters; ``template_file=PATH`` applies a saved template instead of
    learning one. A page's name is used as its URL when it is one.
    """
    return dict(iter_extract_site(pages, method=method, mode=mode, then=then, **options))


def iter_extract_site(
    pages: Mapping[str, PageData],
    *,
    method: str = "template",
    mode: Mode = "remove",
    then: str | None = None,
    jobs: int = 1,
    on_error: Callable[[str, ThresherError], None] | None = None,
    template: SiteTemplate | None = None,
    **options: Any,
) -> Iterator[tuple[str, Extraction]]:
    """:func:`extract_site` one page at a time, in name order (for large sites and the CLI).

    With ``on_error`` a page that fails is reported there and skipped;
    without it the error is raised.
    """
    if method != "template":
        raise MethodError(f"site-level method {method!r} is unknown; the site method is 'template'")
    params, rest = template_params({**options, "mode": mode}, strict=False)
    read: dict[str, ReadPage] = {}
    if template is None:
        template, read = _template_for(pages, params, jobs, on_error)
    template = with_mode(template, mode)
    for name in sorted(pages):
        try:
            url = name if name.startswith(("http://", "https://")) else None
            page = read.pop(name, None)
            yield (
                name,
                extract_page(
                    template,
                    pages[name],
                    url=url,
                    mode=mode,
                    then=then,
                    name=name,
                    read=page,
                    **rest,
                ),
            )
        except ThresherError as exc:
            if on_error is None:
                raise
            on_error(name, exc)


def with_mode(template: SiteTemplate, mode: Mode) -> SiteTemplate:
    """``template`` applied in ``mode``, so that each result's options record the mode used."""
    if template.params.mode == mode:
        return template
    params = dataclasses.replace(template.params, mode=mode)
    return dataclasses.replace(template, params=params)


def _template_for(
    pages, params: TemplateParams, jobs: int, on_error
) -> tuple[SiteTemplate, dict[str, ReadPage]]:
    """The template, and the pages learning read (kept until each is extracted)."""
    if params.template_file:
        return SiteTemplate.load(params.template_file), {}
    return learn_reading(pages, params, jobs=jobs, on_error=on_error)
