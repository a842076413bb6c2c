"""Adapters for the competing libraries, each with its default settings.

Every adapter turns one page into a :class:`Prediction` (text, title, date;
None where the library gives none). The libraries are optional (``pip install
'thresher[compare]'``); :func:`load_competitors` reports a missing one once and
leaves it out. Settings that differ from a bare call, and why:

* trafilatura: ``bare_extraction(..., with_metadata=True)`` so that title and
  date come out (the text is the default extraction, comments included); its
  Markdown, when asked for, from a second call ``extract(..., output_format="markdown")``;
* justext: the stoplist of the page's language when the manifest gives one
  jusText has, English otherwise;
* newspaper4k: ``fetch_images=False`` so that parsing never goes to the network;
* resiliparse: ``extract_plain_text(main_content=True)`` (its main-content mode);
* boilerpy3: ``ArticleExtractor`` (its article extractor);
* readability: the text of ``summary()``, the title of ``short_title()``; its
  Markdown, when asked for, is ``summary()`` through markdownify (ATX headings;
  none when markdownify is not installed: ``pip install 'thresher[structure]'``);
* htmldate: ``find_date(..., extensive_search=True)``, the date-only reference
  the date target is measured against (no text or title: its body and snippet
  scores are zero by construction, compare its date column only).

Bytes go to the libraries that detect the encoding themselves (trafilatura,
readability, justext, alltext); the others get the page decoded once by
thresher's decoder. ``alltext`` is thresher's own floor (see
:mod:`thresher.eval.alltext`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import import_module
from importlib.metadata import PackageNotFoundError, version
from typing import Any

from thresher.errors import OptionsError
from thresher.eval.alltext import AllText, ParseFloor, visible_text
from thresher.eval.extractor import Extractor, ExtractorInput, Prediction
from thresher.eval.metrics import normalize_date

# ISO 639-1 code → jusText stoplist name (jusText has no Chinese or Japanese list).
JUSTEXT_STOPLISTS = {
    "ar": "Arabic",
    "bg": "Bulgarian",
    "ca": "Catalan",
    "cs": "Czech",
    "da": "Danish",
    "de": "German",
    "el": "Greek",
    "en": "English",
    "es": "Spanish",
    "et": "Estonian",
    "fa": "Persian",
    "fi": "Finnish",
    "fr": "French",
    "he": "Hebrew",
    "hi": "Hindi",
    "hr": "Croatian",
    "hu": "Hungarian",
    "id": "Indonesian",
    "it": "Italian",
    "ko": "Korean",
    "lt": "Lithuanian",
    "lv": "Latvian",
    "nl": "Dutch",
    "no": "Norwegian_Bokmal",
    "pl": "Polish",
    "pt": "Portuguese",
    "ro": "Romanian",
    "ru": "Russian",
    "sk": "Slovak",
    "sl": "Slovenian",
    "sr": "Serbian",
    "sv": "Swedish",
    "tr": "Turkish",
    "uk": "Ukrainian",
    "vi": "Vietnamese",
}


def _html_to_text(markup: str) -> str:
    from lxml import html as lxml_html

    if not markup or not markup.strip():
        return ""
    return visible_text(lxml_html.fromstring(markup))


class Trafilatura:
    """trafilatura's default extraction, with its metadata (and its Markdown when asked)."""

    name, input_kind = "trafilatura", "bytes"

    def __init__(self) -> None:
        trafilatura = import_module("trafilatura")
        self._extract = trafilatura.bare_extraction
        self._markdown = trafilatura.extract

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text, title and date of one page."""
        markdown = self.markdown(page) if page.markdown else None
        doc = self._extract(page.data, url=page.url, with_metadata=True)
        if doc is None:
            return Prediction("", markdown=markdown)
        date = normalize_date(doc.date)
        return Prediction(doc.text or "", doc.title, date, doc.author, markdown)

    def markdown(self, page: ExtractorInput) -> str:
        """trafilatura's Markdown of the page (``output_format="markdown"``; "" when none)."""
        return self._markdown(page.data, url=page.url, output_format="markdown") or ""


class Readability:
    """readability-lxml: ``Document.summary()`` as text (and through markdownify as
    Markdown when asked), ``short_title()``."""

    name, input_kind = "readability", "bytes"

    def __init__(self) -> None:
        self._document = import_module("readability").Document
        self._markdownify = _optional("markdownify", "markdownify")

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text and title of one page."""
        doc = self._document(page.data, url=page.url)
        summary = doc.summary()
        markdown = self.markdown(summary) if page.markdown else None
        return Prediction(_html_to_text(summary), doc.short_title(), None, None, markdown)

    def markdown(self, summary: str) -> str | None:
        """Readability's HTML as Markdown through markdownify (None without markdownify)."""
        if self._markdownify is None:
            return None
        return self._markdownify(summary, heading_style="ATX")


def _optional(module: str, attribute: str) -> Any:
    """``module.attribute``, or None when the module is not installed."""
    try:
        return getattr(import_module(module), attribute)
    except ImportError:
        return None


class JusText:
    """jusText with the page language's stoplist (English when unknown)."""

    name, input_kind = "justext", "bytes"

    def __init__(self) -> None:
        self._justext = import_module("justext")
        self._stoplists: dict[str, frozenset[str]] = {}

    def _stoplist(self, lang: str | None) -> frozenset[str]:
        code = (lang or "en").split("-")[0].lower()
        name = JUSTEXT_STOPLISTS.get(code, "English")
        if name not in self._stoplists:
            self._stoplists[name] = self._justext.get_stoplist(name)
        return self._stoplists[name]

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text of one page (jusText has no title or date)."""
        paragraphs = self._justext.justext(page.data, self._stoplist(page.lang))
        return Prediction("\n".join(p.text for p in paragraphs if not p.is_boilerplate))


class Goose:
    """goose3's default article extraction."""

    name, input_kind = "goose3", "str"

    def __init__(self) -> None:
        self._goose = import_module("goose3").Goose()

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text, title and publish date of one page."""
        article = self._goose.extract(raw_html=page.text)
        date = normalize_date(article.publish_date)
        return Prediction(article.cleaned_text or "", article.title, date)


class Newspaper:
    """newspaper4k's article parse (no image fetching)."""

    name, input_kind = "newspaper4k", "str"

    def __init__(self) -> None:
        newspaper = import_module("newspaper")
        self._article = newspaper.Article
        self._config = newspaper.Config()
        self._config.fetch_images = False

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text, title and publish date of one page."""
        article = self._article(page.url or "http://localhost/", config=self._config)
        article.download(input_html=page.text)
        article.parse()
        date = normalize_date(article.publish_date)
        authors = "; ".join(a for a in article.authors or () if a) or None
        return Prediction(article.text or "", article.title, date, authors)


class BoilerPy:
    """boilerpy3's ArticleExtractor."""

    name, input_kind = "boilerpy3", "str"

    def __init__(self) -> None:
        self._extractor = import_module("boilerpy3.extractors").ArticleExtractor()

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text and title of one page."""
        doc = self._extractor.get_doc(page.text)
        return Prediction(doc.content or "", doc.title, None)


class Resiliparse:
    """resiliparse's plain-text extraction in main-content mode."""

    name, input_kind = "resiliparse", "str"

    def __init__(self) -> None:
        self._extract = import_module("resiliparse.extract.html2text").extract_plain_text
        self._tree = import_module("resiliparse.parse.html").HTMLTree

    def __call__(self, page: ExtractorInput) -> Prediction:
        """Text and title of one page (one parse)."""
        tree = self._tree.parse(page.text)
        return Prediction(self._extract(tree, main_content=True), tree.title or None, None)


class HtmlDate:
    """htmldate's publication date with extensive search; no text, no title."""

    name, input_kind = "htmldate", "bytes"

    def __init__(self) -> None:
        self._find_date = import_module("htmldate").find_date

    def __call__(self, page: ExtractorInput) -> Prediction:
        """The date of one page (text and title left empty)."""
        found = self._find_date(page.data, url=page.url, extensive_search=True)
        return Prediction("", None, normalize_date(found))


def _alltext() -> Extractor:

    return AllText()


def _parse_floor() -> Extractor:

    return ParseFloor()


@dataclass(frozen=True)
class Competitor:
    """A competitor: its name, the distribution that provides it, and its factory."""

    name: str
    distribution: str | None
    factory: Callable[[], Extractor]

    @property
    def input_kind(self) -> str:
        """``"bytes"`` or ``"str"``: what the adapter hands the library."""
        return getattr(self.factory, "input_kind", "bytes")


COMPETITORS: dict[str, Competitor] = {
    c.name: c
    for c in (
        Competitor("alltext", None, _alltext),
        Competitor("parse", None, _parse_floor),
        Competitor("trafilatura", "trafilatura", Trafilatura),
        Competitor("readability", "readability-lxml", Readability),
        Competitor("justext", "justext", JusText),
        Competitor("goose3", "goose3", Goose),
        Competitor("newspaper4k", "newspaper4k", Newspaper),
        Competitor("boilerpy3", "boilerpy3", BoilerPy),
        Competitor("resiliparse", "resiliparse", Resiliparse),
        Competitor("htmldate", "htmldate", HtmlDate),
    )
}


DATE_ONLY = frozenset({"htmldate"})
# Competitors that write Markdown for the structure metrics, and what they need for it.
MARKDOWN_NEEDS = {"trafilatura": "trafilatura", "readability": "markdownify"}


def competitor_names() -> list[str]:
    """Names accepted by ``--compare``."""
    return list(COMPETITORS)


def library_version(name: str) -> str | None:
    """Installed version of the competitor's distribution (None for alltext or if missing)."""
    dist = COMPETITORS[name].distribution if name in COMPETITORS else None
    if dist is None:
        return None
    try:
        return version(dist)
    except PackageNotFoundError:
        return None


def load_competitors(names: Iterable[str], *, warn: Any = sys.stderr) -> list[Extractor]:
    """Build the named adapters; an unknown name raises, a missing library is reported once."""

    built: list[Extractor] = []
    for name in dict.fromkeys(names):
        if name not in COMPETITORS:
            known = ", ".join(COMPETITORS)
            raise OptionsError(f"unknown competitor {name!r}; known: {known}")
        try:
            built.append(COMPETITORS[name].factory())
        except ImportError as exc:
            print(f"thresher: {name} skipped: {import_hint(name, exc)}", file=warn)
    return built


def import_hint(name: str, exc: ImportError) -> str:
    """Why a competitor could not be loaded: the real import error and what to install.

    A library that is installed but fails to import (trafilatura without
    ``lxml_html_clean``, say) is not reported as "not installed".
    """
    dist = COMPETITORS[name].distribution if name in COMPETITORS else None
    installed = library_version(name) is not None
    missing = getattr(exc, "name", None)
    if not installed:
        return f"not installed ({exc}); pip install {dist or name}"
    advice = f"pip install {missing}" if missing else "pip install 'thresher[compare]'"
    if "lxml.html.clean" in str(exc) or missing == "lxml.html.clean":
        advice = "pip install lxml_html_clean"
    return f"{dist} {library_version(name)} is installed but its import fails: {exc}; {advice}"
