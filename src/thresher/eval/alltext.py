"""The ``alltext`` baseline and the ``parse`` floor.

``parse`` is the hard floor: ``lxml.html.fromstring(page_bytes).text_content()``,
lxml's C parse of the bytes and nothing else (no decoding, no Python walk).
``alltext`` is the softer floor below.

``alltext``: parse the page and keep all of its visible text.

This is the floor every extractor is measured against: thresher's own decoding
and lxml parse (the same path every thresher method pays for), then the text of
``<body>`` with ``script``, ``style``, ``noscript``, ``template`` and comments
left out, one line per block-level element. Nothing is removed as boilerplate.
"""

from __future__ import annotations

from lxml import etree

from thresher.api import load_document
from thresher.eval.extractor import ExtractorInput, Prediction

INVISIBLE_TAGS = frozenset(["script", "style", "noscript", "template", "head", "title", "meta"])
BLOCK_TAGS = frozenset(
    """address article aside blockquote br caption dd details dialog div dl dt fieldset
    figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section
    summary table tbody td tfoot th thead tr ul""".split()
)


def visible_text(root: etree._Element) -> str:
    """All visible text under ``root``, a line break around each block-level element."""
    parts: list[str] = []
    walker = etree.iterwalk(root, events=("start", "end"))
    for event, element in walker:
        tag = element.tag if isinstance(element.tag, str) else None
        if event == "start":
            if tag is None or tag in INVISIBLE_TAGS:
                walker.skip_subtree()  # its "end" event still comes, and adds the tail
                continue
            if tag in BLOCK_TAGS:
                parts.append("\n")
            if element.text:
                parts.append(element.text)
            continue
        if tag in BLOCK_TAGS:
            parts.append("\n")
        if element.tail and element is not root:
            parts.append(element.tail)
    return _tidy("".join(parts))


def _tidy(text: str) -> str:
    lines = (" ".join(line.split()) for line in text.splitlines())
    return "\n".join(line for line in lines if line)


class AllText:
    """All visible text of the page: the parse-and-get-all-text floor."""

    name = "alltext"
    input_kind = "bytes"

    def __init__(self) -> None:
        self._load = load_document

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Decode, parse and return every visible line, plus the ``<title>``."""
        doc = self._load(page.data, url=page.url)
        tree = doc.tree
        body = tree.find("body")
        title = " ".join((tree.findtext(".//title") or "").split()) or None
        return Prediction(visible_text(body if body is not None else tree), title, None)


class ParseFloor:
    """lxml's C parse of the bytes plus ``text_content()``: the cost of parsing alone."""

    name = "parse"
    input_kind = "bytes"

    def __init__(self) -> None:
        from lxml import html as lxml_html

        self._fromstring = lxml_html.fromstring

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Parse the bytes and return the text of the whole tree (no title, no date)."""
        return Prediction(str(self._fromstring(page.data).text_content()), None, None)
