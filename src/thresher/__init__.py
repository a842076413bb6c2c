"""thresher: separate a web page's main content from its boilerplate."""

from thresher.api import extract, load_document, methods
from thresher.errors import ThresherError
from thresher.options import Limits, Options
from thresher.site import SiteTemplate, extract_site, learn_template
from thresher.types import Block, Decision, Document, Extraction, Label, Metadata

__version__ = "0.1.0"

__all__ = [
    "Block",
    "Decision",
    "Document",
    "Extraction",
    "Label",
    "Limits",
    "Metadata",
    "Options",
    "SiteTemplate",
    "ThresherError",
    "__version__",
    "extract",
    "extract_site",
    "learn_template",
    "load_document",
    "methods",
]
