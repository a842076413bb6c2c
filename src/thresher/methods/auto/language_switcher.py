"""A language switcher: the links to the page in other languages.

A documentation site's page opens (and often closes) with the languages it is written in:
"Available Languages: en | fr | ja | ko | tr", or a list of links, "English", "Français",
"日本語". The block model reads the line as a short one under the title and may keep it.
A kept block whose text, after an optional short label ending in a colon, is only
language codes (ISO 639-1, with a region or script: ``pt-br``, ``zh-Hans``) or language
names written in their own language, each a link but for one (the page's own language),
is dropped; and so are the kept items of a list whose items are each one such link. The
links make it a switcher: a sentence that names languages ("Supported: en, fr") links none.
The codes and names are the same on every site; nothing here names one. Chosen by
leave-one-source-out validation (``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import element_parent, relabel_beside_rest
from thresher.types import Block, Decision, Label

# ISO 639-1 codes: a switcher's tokens (with an optional region or script subtag).
LANGUAGE_CODES = frozenset(
    """aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu
    cv cy da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho
    hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv
    kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr
    nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq
    sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh
    yi yo za zh zu""".split()
)
# Language names as their speakers write them (case-folded), as switchers show them.
LANGUAGE_NAMES = frozenset(
    name.casefold()
    for name in (
        "English",
        "Français",
        "Deutsch",
        "Español",
        "Italiano",
        "Português",
        "Português (Brasil)",
        "Português do Brasil",
        "Nederlands",
        "Polski",
        "Русский",
        "Українська",
        "Български",
        "Српски",
        "Srpski",
        "Hrvatski",
        "Slovenščina",
        "Slovenčina",
        "Čeština",
        "Magyar",
        "Română",
        "Ελληνικά",
        "Türkçe",
        "Svenska",
        "Dansk",
        "Norsk",
        "Norsk bokmål",
        "Suomi",
        "Eesti",
        "Latviešu",
        "Lietuvių",
        "Íslenska",
        "Català",
        "Euskara",
        "Galego",
        "Esperanto",
        "עברית",
        "العربية",
        "فارسی",
        "हिन्दी",
        "বাংলা",
        "தமிழ்",
        "ไทย",
        "Tiếng Việt",
        "Bahasa Indonesia",
        "Bahasa Melayu",
        "日本語",
        "한국어",
        "中文",
        "简体中文",
        "繁體中文",
        "正體中文",
        "中文(简体)",
        "中文(繁體)",
        "中文（简体）",
        "中文（繁體）",
    )
)
_CODE = re.compile(r"([a-z]{2})(?:[-_](?:[a-z]{2}|[a-z]{4}))?", re.IGNORECASE)
# A label before the languages: a few words ending in a colon ("Available Languages:").
_LABEL = re.compile(r"^\s*(?:[^\W\d_]+\s+){0,3}[^\W\d_]+\s*:\s*")
_SEPARATORS = re.compile(r"[\s|/,·•()\[\]]+")
_LINKS = FEATURE_NAMES.index("link_density")  # the feature matrix's column read first
MAX_CHARS = 200  # a switcher is one short line
MIN_REST = 200  # characters kept outside the switchers
_REASON = "language switcher (p={p:.2f})"


def drop_language_switchers(
    blocks: Sequence[Block],
    features: np.ndarray,
    probabilities: np.ndarray,
    flags: Sequence[bool],
) -> dict[int, Decision]:
    """The kept language switchers dropped (``blocks``: the text blocks, ``features``
    their feature matrix, ``probabilities`` their probabilities, ``flags`` their kept
    flags): a line of language links (:func:`is_switcher_line`) or the items of a list
    each one language link.

    The changed decisions are returned.
    """
    kept = np.frombuffer(bytes(flags), dtype=np.bool_)
    linked = (kept & (features[:, _LINKS] > 0.0)).nonzero()[0].tolist()  # found in C
    positions: list[int] = []
    items: list[int] = []  # kept list items, each one link whose text is a language
    for pos in linked:
        block = blocks[pos]
        links = block.links
        # most kept blocks: no link, or a first link that names no language
        if not links or len(block.text) > MAX_CHARS or not is_language(links[0][0].strip()):
            continue
        if block.kind == "li" and _language_item(block):
            items.append(pos)
        elif is_switcher_line(block):
            positions.append(pos)
    if items:
        positions.extend(_language_lists(blocks, flags, items))
    if not positions:  # most pages
        return {}
    probs = np.asarray(probabilities, dtype=np.float64).tolist()
    return relabel_beside_rest(
        blocks, probs, positions, flags, Label.BOILERPLATE, _REASON, MIN_REST
    )


def is_switcher_line(block: Block) -> bool:
    """True when the block's text, after an optional label ending in a colon, is two or
    more languages (one with the label), each a link of the block but for one at most."""
    text = block.text
    label = _LABEL.match(text)
    rest = text[label.end() :] if label else text
    names = [name.strip() for name, _ in block.links]
    if not all(map(is_language, names)):
        return False
    for name in names:  # what the links leave: separators and the page's own language
        rest = rest.replace(name, " ", 1)
    left = _SEPARATORS.sub(" ", rest).strip()
    if left and not is_language(left):
        return False
    count = len(names) + (1 if left else 0)
    return count >= (1 if label else 2)


def is_language(token: str) -> bool:
    """True when ``token`` is a language code (ISO 639-1 with an optional region or script,
    ``pt-br``) or a language's name in that language."""
    code = _CODE.fullmatch(token)
    if code is not None:
        return code.group(1).lower() in LANGUAGE_CODES
    return token.casefold() in LANGUAGE_NAMES


def _language_item(block: Block) -> bool:
    """True when the block's text is a language, a link or none (the page's own)."""
    text = block.text.strip()
    links = block.links
    return len(links) <= 1 and (not links or links[0][0].strip() == text) and is_language(text)


def _language_lists(blocks: Sequence[Block], flags: Sequence[bool], items: list[int]) -> list[int]:
    """The positions of the kept items of lists of languages: the linked language items
    (``items``) of one parent, with the kept unlinked language items beside them (the
    page's own language), when they are two or more."""
    found: list[int] = []
    start = 0
    for end in range(1, len(items) + 1):
        if end < len(items) and element_parent(blocks[items[end]]) is element_parent(
            blocks[items[start]]
        ):
            continue
        group = items[start:end]
        parent = element_parent(blocks[group[0]])
        low, high = group[0] - 1, group[-1] + 1
        own = [
            pos
            for pos in range(max(low, 0), min(high, len(blocks) - 1) + 1)
            if flags[pos]
            and not blocks[pos].links
            and blocks[pos].kind == "li"
            and _language_item(blocks[pos])
            and element_parent(blocks[pos]) is parent
        ]
        if len(group) + len(own) >= 2:
            found.extend(sorted([*group, *own]))
        start = end
    return found
