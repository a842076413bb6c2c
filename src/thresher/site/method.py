"""Method ``template``: Shorkin's site template mining (see :mod:`thresher.site`).

It learns from many pages of one site, so it cannot run on a page alone:
use :func:`thresher.extract_site` or ``thresher site DIR``. Given
``template_file`` (a template saved by ``learn_template(...).save(path)`` or
``thresher site --save-template``), it applies that template to the page and
labels blocks wholly in the template ``template``, the rest content;
``mode`` says whether ``page_html`` has the template removed or marked.
"""

from __future__ import annotations

import os
from functools import lru_cache

from thresher.errors import MethodError
from thresher.html.segment import Segmentation
from thresher.methods.base import MethodResult, PageMethod
from thresher.methods.registry import MethodInfo
from thresher.options import Options
from thresher.site.extract import label_document
from thresher.site.model import SiteTemplate
from thresher.site.params import TemplateParams
from thresher.types import Document

TEMPLATE_INFO = MethodInfo(
    "template",
    "thresher.site.method:METHOD",
    "Shorkin's site template mining (many pages of one site)",
    site_level=True,
)


class TemplateMethod(PageMethod):
    """The site template method, applied to one page through a saved template."""

    name = "template"
    params_class = TemplateParams

    def run(
        self, doc: Document, seg: Segmentation, options: Options, params: TemplateParams
    ) -> MethodResult:
        """Apply the saved template ``params.template_file`` to the page."""
        if not params.template_file:
            raise MethodError(
                "method 'template' learns from many pages of one site: use "
                "thresher.extract_site(pages) or `thresher site DIR`, or pass "
                "template_file=PATH (a template saved by `thresher site --save-template` "
                "or learn_template(...).save(PATH))"
            )
        template = _load(params.template_file, _mtime(params.template_file))
        result, _ = label_document(template, doc, options, mode=params.mode)
        return result


def _mtime(path: str) -> float:
    try:
        return os.stat(path).st_mtime
    except OSError:
        return -1.0


@lru_cache(maxsize=8)
def _load(path: str, mtime: float) -> SiteTemplate:
    del mtime  # part of the cache key: a rewritten file is read again
    return SiteTemplate.load(path)


METHOD = TemplateMethod()
