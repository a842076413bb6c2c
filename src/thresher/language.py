"""The ``target_language`` option: a page in another language keeps nothing.

Corpus builders ask for pages in one language; a page in another is dropped
whole, with a reason on every block and a warning, rather than passed on. The
page's language is read from its kept text where the text says it clearly
(stopwords of the shipped lists, or the script for Chinese, Japanese, Korean,
Thai, Greek, Hebrew, Arabic), since sites often declare their template's
language on every page; else the declared one (``<html lang>``, meta) is used.
A page whose language cannot be told is kept, and a warning says so.
"""

from __future__ import annotations

import dataclasses
import re

from thresher.html.text_measures import ScriptPattern
from thresher.html.words import stopword_hits, tokens
from thresher.methods.base import MethodResult
from thresher.types import Decision, Label

_SAMPLE_CHARS = 3_000
_MIN_TOKENS = 20
_MIN_STOPWORD_SHARE = 0.15  # running text in a listed language is 30-50 % stopwords
_SCRIPTS = (
    ("ja", ScriptPattern("[\u3040-\u30ff]", "\u3040")),  # kana before Han: Japanese uses both
    ("ko", ScriptPattern("[\uac00-\ud7af]", "\uac00")),
    ("zh", ScriptPattern("[\u4e00-\u9fff]", "\u4e00")),
    ("th", ScriptPattern("[\u0e00-\u0e7f]", "\u0e00")),
    ("el", ScriptPattern("[\u0370-\u03ff]", "\u0370")),
    ("he", ScriptPattern("[\u0590-\u05ff]", "\u0590")),
    ("ar", ScriptPattern("[\u0600-\u06ff]", "\u0600")),
)
_MIN_SCRIPT_SHARE = 0.3


def primary_subtag(tag: str | None) -> str | None:
    """``en`` for ``en-US``, ``EN_gb`` or ``en``; None for an empty tag."""
    if not tag:
        return None
    primary = re.split(r"[-_]", tag.strip().lower(), maxsplit=1)[0]
    return primary or None


def text_language(text: str) -> str | None:
    """The language ``text`` is clearly written in, or None when it does not say."""
    sample = text[:_SAMPLE_CHARS]
    letters = sum(1 for ch in sample if ch.isalpha())
    for lang, pattern in _SCRIPTS:
        if letters and len(pattern.findall(sample)) >= _MIN_SCRIPT_SHARE * letters:
            return lang
    words = tokens(sample)
    if len(words) < _MIN_TOKENS:
        return None
    hits = stopword_hits(words)
    best = max(hits, key=hits.__getitem__)
    return best if hits[best] >= _MIN_STOPWORD_SHARE * len(words) else None


def page_language(text: str, declared: str | None) -> tuple[str | None, str]:
    """(language, how it is known): from the text where clear, else as declared."""
    found = text_language(text)
    if found:
        return found, "its text"
    declared = primary_subtag(declared)
    return (declared, "its declared language") if declared else (None, "")


def apply_target_language(
    result: MethodResult, target: str | None, declared: str | None
) -> MethodResult:
    """``result`` unchanged when the page is in ``target`` (or no target); else nothing kept."""
    wanted = primary_subtag(target)
    if not wanted:
        return result
    kept = {d.block for d in result.decisions if d.label.kept}
    text = "\n".join(b.text for b in result.blocks if b.index in kept)
    language, source = page_language(text, declared)
    if language is None:
        warning = f"target_language={target!r}: the page's language is unknown; kept"
        return dataclasses.replace(result, warnings=(*result.warnings, warning))
    if language == wanted:
        return result
    reason = f"page language {language!r} (from {source}) is not target_language {target!r}"
    decisions = tuple(
        Decision(d.block, Label.BOILERPLATE, reason) if d.label.kept else d
        for d in result.decisions
    )
    return dataclasses.replace(
        result,
        decisions=decisions,
        warnings=(*result.warnings, f"{reason}: nothing kept"),
        page_html=None,
    )
