"""Site-level template mining: Shorkin's algorithm over many pages of one site, made to scale.

Stages, one module each: ``fragments`` (page → fragmenters), ``chains``
(fragmenters → CRC32 chain keys), ``cluster`` (the paper's control flow) with
its two search backends ``faithful`` (all pairs) and ``index`` (inverted
index), ``learn`` (pages → :class:`SiteTemplate`), ``model`` (the template,
saved as JSON), ``apply`` (navigation fragmenters of a page, removed or
marked), ``label`` (which blocks are template), ``slots`` (where per-page
text sits in the template), ``extract`` (one page → Extraction), ``api``
(the public recipes), ``pages`` (a directory as a lazy mapping) and ``run``
(``thresher site``).
"""

from thresher.site.api import extract_site, iter_extract_site, learn_template
from thresher.site.model import SiteTemplate, TemplateCluster
from thresher.site.pages import DirectoryPages
from thresher.site.params import TemplateParams

__all__ = [
    "DirectoryPages",
    "SiteTemplate",
    "TemplateCluster",
    "TemplateParams",
    "extract_site",
    "iter_extract_site",
    "learn_template",
]
