"""Site-level template mining: Shorkin's algorithm over many pages of one site, made to scale.

Stages, one module each: ``fragments`` (page → fragmenters), ``chains``
(fragmenters → CRC32 chain keys), ``cluster`` (the paper's control flow) with
its two search backends ``faithful`` (all pairs) and ``index`` (inverted
index), ``learn`` (pages → :class:`SiteTemplate`), ``model`` (the template,
saved as JSON), ``apply`` (navigation fragmenters of a page, removed or
marked), ``label`` (which blocks are template), ``extract`` (one page →
Extraction) and ``api`` (the public recipes).
"""

from thresher.site.api import extract_site, iter_extract_site, learn_template
from thresher.site.model import SiteTemplate, TemplateCluster
from thresher.site.params import TemplateParams

__all__ = [
    "SiteTemplate",
    "TemplateCluster",
    "TemplateParams",
    "extract_site",
    "iter_extract_site",
    "learn_template",
]
