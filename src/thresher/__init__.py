"""thresher: separate a web page's main content from its boilerplate."""

from thresher._core import speedups
from thresher.api import extract, load_document, method_names
from thresher.errors import (
    BinaryInputError,
    DatasetError,
    EmptyInputError,
    FetchError,
    InputError,
    LimitExceededError,
    MethodError,
    ModelError,
    OptionsError,
    ThresherError,
)
from thresher.options import Limits, Options
from thresher.output.extraction import Extraction
from thresher.site import SiteTemplate, extract_site, learn_template
from thresher.types import Block, Decision, Document, Label, Metadata

__version__ = "0.1.0"

__all__ = [
    "BinaryInputError",
    "Block",
    "DatasetError",
    "Decision",
    "Document",
    "EmptyInputError",
    "Extraction",
    "FetchError",
    "InputError",
    "Label",
    "LimitExceededError",
    "Limits",
    "Metadata",
    "MethodError",
    "ModelError",
    "Options",
    "OptionsError",
    "SiteTemplate",
    "ThresherError",
    "__version__",
    "extract",
    "extract_site",
    "learn_template",
    "load_document",
    "method_names",
    "speedups",
]
