"""Method ``auto``: the default extractor.

Until the combined model lands it is the best single method measured so far:
sentence blocks with every refinement on.
"""

from __future__ import annotations

from thresher.methods.base import MethodResult
from thresher.methods.sentences import SentencesMethod, SentencesParams
from thresher.options import Options
from thresher.types import Document


class AutoMethod:
    """The default method."""

    name = "auto"
    params_class = SentencesParams

    def run(self, doc: Document, options: Options, params: SentencesParams) -> MethodResult:
        """Run the best available method on one page."""
        return SentencesMethod().run(doc, options, params)


METHOD = AutoMethod()
