"""A datatrove extractor step: thresher in place of datatrove's ``Trafilatura`` step.

Install with ``pip install 'thresher[datatrove]'``. In a pipeline::

    from datatrove.executor import LocalPipelineExecutor
    from datatrove.pipeline.readers import WarcReader
    from datatrove.pipeline.writers import JsonlWriter
    from thresher.integrations.datatrove import Thresher

    LocalPipelineExecutor(
        pipeline=[
            WarcReader("crawl/"),
            Thresher(method="auto", include_tables=False),
            JsonlWriter("out/"),
        ],
        tasks=4,
    ).run()

Each document's HTML (``doc.text``) becomes the extracted text; the page's URL
(``doc.metadata["url"]``) is given to thresher, and the title, date, author,
site name and language it finds are added to ``doc.metadata``. Pages thresher
cannot extract (empty, binary, nothing kept) are dropped and counted, as
datatrove's own extractors do. Like them, extraction runs in a child process
killed past ``timeout`` seconds per document.
"""

from __future__ import annotations

from typing import Any, ClassVar

from datatrove.pipeline.extractors.base import BaseExtractor, ExtractorSandbox
from datatrove.utils.logging import logger
from datatrove.utils.typeshelper import StatHints

from thresher.api import extract
from thresher.catalog import parse_method_spec
from thresher.errors import ThresherError

METADATA_FIELDS = ("title", "date", "author", "sitename", "language")
OUTPUT_FORMATS = ("txt", "md")

Found = tuple[str, dict[str, Any]]


class Thresher(BaseExtractor):
    """thresher's extraction as a datatrove step.

    ``method`` is a method spec (``auto``, ``sentences@faithful``,
    ``auto:threshold=0.6``); ``fmt`` is ``txt`` (plain text, as datatrove's
    Trafilatura step) or ``md``; other keyword options are thresher's options
    (``include_tables=False``, ``favor="precision"``…), checked when the step
    is built.
    """

    name = "🌾 thresher"
    _requires_dependencies: ClassVar[list[str]] = ["thresher"]

    def __init__(
        self, method: str = "auto", *, fmt: str = "txt", timeout: float = 10, **options: Any
    ) -> None:
        super().__init__(timeout)
        if fmt not in OUTPUT_FORMATS:
            raise ThresherError(f"fmt {fmt!r}: choose one of {', '.join(OUTPUT_FORMATS)}")
        parse_method_spec(method, options)  # a bad method or option fails here, not per page
        self.method, self.fmt, self.options = method, fmt, options

    def extract(self, text: str, url: str | None = None) -> Found | Exception:
        """The extracted text and metadata of one page (an unextractable page: its error)."""
        if not text or not text.strip():
            return "", {}  # datatrove's warm-up call, or an empty record
        try:
            result = extract(text, url=url, method=self.method, **self.options)
        except ThresherError as exc:
            return exc
        found = {k: getattr(result.metadata, k) for k in METADATA_FIELDS}
        body = result.markdown if self.fmt == "md" else result.text
        return body, {k: v for k, v in found.items() if v}

    def run(self, data, rank: int = 0, world_size: int = 1):
        """Extract every document; keep those with text, count the rest."""
        with ExtractorSandbox(timeout=self.timeout, warmup_text="") as sandbox:
            for doc in data:
                self.stat_update(StatHints.total)
                with self.track_time():
                    found = self._one(sandbox, doc)
                if found is None:
                    continue
                doc.text, metadata = found
                doc.metadata.update(metadata)
                if doc.text:
                    self.stat_update(StatHints.forwarded)
                    self.update_doc_stats(doc)
                    yield doc
                else:
                    self.stat_update(StatHints.dropped)

    def _one(self, sandbox: ExtractorSandbox, doc) -> Found | None:
        """One document through the sandbox; None (and a counted reason) when it fails."""
        try:
            found = sandbox.process_document((doc.text, doc.metadata.get("url")), self.extract)
        except TimeoutError:
            self.stat_update("timeout")
            logger.warning(f"thresher: timeout on {doc.id}; record skipped")
            return None
        except EOFError:
            self.stat_update("broken_process")
            return None
        except Exception as exc:  # the page's own error, sent back by the child
            self.stat_update("clean_error")
            logger.debug(f"thresher: {doc.id}: {exc}")
            return None
        self.stat_update("extracted")
        return found
