"""Documentation chrome: the kept lines a documentation theme writes around its text.

Today's documentation themes (MkDocs Material, Docusaurus, the Sphinx themes, GitBook,
VitePress, Mintlify, Nextra, Docsy, MDN, …) put their interface inside the element that
holds the page's text, where the block model, which reads a short line alone, keeps some
of it:

* the language label and the copy button over a code sample ("python", "bash",
  "Copy", "Kopieren", "复制"): a short kept block whose whole text is a language's name
  (:data:`CODE_LABELS`) or a copy button's word (:data:`COPY_WORDS`), right before a kept
  code block (``pre``) or right after one, in the same box (their nearest common
  ancestor :data:`MAX_LEVELS` levels up at most);
* the banner that says the reader is on an old version of the documentation ("You are
  viewing an old version of this documentation", "Sie sehen eine alte Version dieser
  Dokumentation"; :data:`OUTDATED`), with the short lines of its box (its title
  "Warning", its "Go to the latest version" link);
* the "Last updated on …" line (:data:`UPDATED`);
* a short line that links to the page's editor, a new issue or its source file ("Edit
  this page", "Report an issue with this page", "View page source", "Found a typo? Edit
  it on GitHub.") or asks a chat assistant about the page ("Open in ChatGPT"): by the
  link's address (:data:`EDIT_ADDRESSES`), in any language;
* a line of one or two links to other pages and arrows ("« Quickstart | Eviction
  policies »", "← Quickstart", "Eviction policies →"): the previous/next links a theme
  writes under the text, by their arrows (:data:`ARROWS`), in any language. A line of
  one link is a pager's only on a documentation page or inside a pager's element
  (:data:`PAGER_WORDS`, a ``nav``, a ``rel="prev"``/``"next"`` link): in an article it
  is a call to read on ("» Click here to search for this article within the archive.",
  "Más en Especial ›"), which truths keep as often as they drop.

The banner is dropped only on a page a documentation engine made
(:func:`~thresher.methods.auto.doc_regions.is_documentation`): an article may say "the
old version of the app". The update line is dropped on any page (a news page's "Last
updated: 2:45 pm" is the same chrome; left out, it gained on two sets and lost on one
page). The words are the themes' language packs in many languages,
never one site's; the rule is chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``, "Stop 67, qdocs31").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.decided import element_parent, kept_short
from thresher.methods.auto.kept_lines import WordTable, kept_holding, kept_opening
from thresher.types import Block, Decision, Label

MAX_LABEL_CHARS = 24  # a label or a button, not a line of text
MAX_LEVELS = 4  # from the label's element up to the box it shares with the code
MAX_BANNER_CHARS = 300  # a banner's sentence and its link
MAX_BOX_LINE_CHARS = 60  # the banner box's title or its link to the latest version
MAX_UPDATED_CHARS = 90  # "Last updated on March 12, 2024 by …"

# The names a theme writes over a code sample (case-folded): languages, shells, formats.
CODE_LABELS = frozenset(
    """bash sh shell zsh console terminal powershell ps1 cmd bat batch python py python3
    pycon javascript js jsx typescript ts tsx json json5 jsonc yaml yml toml ini xml html
    css scss sass less java kotlin kt scala groovy gradle c c++ cpp c# csharp cs f# fsharp
    go golang rust rs ruby rb php perl lua r swift objective-c objc dart elixir erlang
    haskell clojure julia sql graphql proto protobuf dockerfile docker makefile make cmake
    nginx apache diff patch text txt plaintext plain markdown md mdx vue svelte astro
    http curl wasm solidity terraform hcl nix zig ocaml matlab latex tex output""".split()
)
# A copy button's words in the themes' language packs (case-folded).
COPY_WORDS = frozenset(
    word.casefold()
    for word in (
        "Copy", "Copy code", "Copy to clipboard", "Copied", "Copied!", "Copy snippet",
        "Kopieren", "Code kopieren", "Kopiert", "Kopiert!", "In die Zwischenablage kopieren",
        "Copier", "Copier le code", "Copié", "Copié !", "Copié!",
        "Copiar", "Copiar código", "Copiado", "¡Copiado!", "Copiado!",
        "Copia", "Copia codice", "Copiato", "Copiato!",
        "Копировать", "Скопировать", "Скопировано", "Скопировано!", "Копировать код",
        "复制", "复制代码", "已复制", "已复制！", "複製", "複製程式碼", "已複製",
        "コピー", "コードをコピー", "コピーしました", "コピーしました！",
        "복사", "코드 복사", "복사됨", "Kopiuj", "Skopiowano", "Kopyala", "Kopieer",
        "Kopiera", "Kopier", "Kopioi", "Kopírovat", "Másolás", "Sao chép", "Salin",
    )
)  # fmt: skip

# A banner telling the reader the page is an old (or unreleased) version of the docs.
OUTDATED = LazyPattern(
    "|".join(
        (
            # en
            r"\b(?:old|older|outdated|previous|archived|unreleased|unmaintained|development"
            r"|pre-?release|legacy) version of (?:this|the) (?:documentation|docs|page|site)",
            r"\bnot the (?:latest|most recent|current|newest|stable) version",
            r"\bdocumentation (?:is )?for an? (?:old|older|outdated|unreleased|development"
            r"|unsupported) version",
            # the banner every version of a Sphinx or Read the Docs site carries (stop 78):
            # "This document describes the current stable version of Celery (5.6).",
            # "This document is for Django's development version", "You are not reading
            # the most recent version of this documentation", "This is documentation for
            # an old release of SciPy (version 1.8.1)"
            r"\bthis (?:document|documentation|page) (?:describes|is for|covers|refers to)"
            r" (?:the |an? )?(?:current |latest )?(?:stable|development|dev|unreleased|old"
            r"|older|outdated|insecure|unsupported|[\w.’'-]+ development) version",
            r"\bnot (?:reading|viewing|looking at) the (?:latest|most recent|current|newest"
            r"|stable) version",
            r"\bdocumentation for an? (?:old|older|outdated|unreleased|development|unsupported)"
            r" (?:release|version)",
            # de
            r"\b(?:alten?|älteren?|veralteten?) version (?:dieser|der) dokumentation",
            r"\bnicht (?:die|der) (?:aktuellen?|neuesten?) version",
            # fr
            r"\b(?:ancienne|vieille) version de (?:cette|la) documentation",
            r"\bpas la (?:dernière|plus récente) version",
            # es, pt, it
            r"\bversión (?:antigua|anterior|obsoleta) de (?:esta|la) documentación",
            r"\bno es la (?:última|más reciente) versión",
            r"\bversão (?:antiga|anterior|desatualizada) (?:desta|da) documentação",
            r"\bversione (?:vecchia|precedente|obsoleta) (?:di questa|della) documentazione",
            # ru
            r"(?:старую|старой|устаревшую|устаревшей|предыдущую) верси[юи]"
            r" (?:этой |данной )?документации",
            # zh, ja, ko
            r"旧版本?(?:的)?文档|文档的旧版本|舊版本?(?:的)?文件|文件的舊版本|不是最新版本",
            r"古いバージョン|最新バージョンではありません|이전 버전의 문서",
        )
    )
)
# What every banner of :data:`OUTDATED` holds (case-folded): tried first, as a substring.
VERSION_STEMS = ("versi", "versã", "верси", "版", "バージョン", "버전")
# What every banner of :data:`OUTDATED` holds (case-folded), a piece of each of its
# alternatives: only the kept lines holding one are searched.
OUTDATED_WORDS = (
    "version of th", "not the ", "document describes", "document is for", "not reading the ",
    "not viewing the ",
    "documentation", "dokumentation", "nicht d", "pas la ",
    "documentación", "no es la ", "documentação", "documentazione", "документации", "文档",
    "文件", "不是最新版本", "古いバージョン", "最新バージョンではありません", "이전 버전의 문서",
)  # fmt: skip
_OUTDATED_TABLE = WordTable(OUTDATED_WORDS)  # compiled once for the lines kernel
# A "Last updated on" line's openings (case-folded).
UPDATED_OPENINGS = (
    "last updated", "last modified", "page last updated", "zuletzt aktualisiert",
    "zuletzt geändert", "letzte aktualisierung", "dernière mise à jour",
    "dernière modification", "última actualización", "última modificación",
    "última atualização", "ultimo aggiornamento", "последнее обновление",
    "последнее изменение", "обновлено", "最后更新", "最後更新", "上次更新", "最終更新",
    "最終更新日", "마지막 업데이트",
    # more language packs (stop 77): Writerside's, Docusaurus', MkDocs Material's
    "마지막 수정", "최종 수정", "최종 업데이트", "最后修改", "上次修改", "最後修改",
    "laatst bijgewerkt", "laatst gewijzigd", "ostatnia aktualizacja", "ostatnio zaktualizowano",
    "ostatnia modyfikacja", "son güncelleme", "última modificação", "ultima modifica",
    "останнє оновлення", "востаннє оновлено", "naposledy aktualizováno", "poslední aktualizace",
    "senast uppdaterad", "senest opdateret", "sist oppdatert", "viimeksi päivitetty",
    "cập nhật lần cuối", "terakhir diperbarui", "آخر تحديث", "utolsó frissítés",
    "ultima actualizare", "τελευταία ενημέρωση",
    # a page's review date (stop 78): help centres' and docs' "Last reviewed: …"
    "last reviewed", "page last reviewed", "zuletzt überprüft", "dernière révision",
    "última revisión", "última revisão",
)  # fmt: skip
UPDATED = re.compile("^(?:" + "|".join(map(re.escape, UPDATED_OPENINGS)) + ")")
_UPDATED_TABLE = WordTable(UPDATED_OPENINGS)  # the lines opening with one are read
# The addresses of a page's editor, a new issue about it or its source file (case-folded
# substrings of a link's ``href``): GitHub's and GitLab's ``/edit/`` (``/-/edit/``), a new
# issue (``/issues/new``), MediaWiki's and DokuWiki's edit actions, Sphinx's ``_sources/``;
# and a chat assistant asked about the page (today's docs themes' "Open in ChatGPT", "Ask
# Claude": the assistant's address with the page in its query).
EDIT_ADDRESSES = (
    "/edit/", "/issues/new", "action=edit", "do=edit", "_sources/",
    "chatgpt.com/?", "chat.openai.com/?", "claude.ai/new?", "perplexity.ai/search?",
    "perplexity.ai/?",
)  # fmt: skip
MAX_EDIT_CHARS = 80  # "Report an issue with this page", "Found a typo? Edit it on GitHub."
MAX_EDIT_WORDS = 10  # a line around the link, not a sentence of the text
# The addresses of a page's history and of its Markdown copy (with ``history``): a
# repository's commits of the page's file (GitHub's ``/commits/``, GitLab's
# ``/-/commits/``), a wiki's history (``action=history``, ``do=revisions``); on a
# documentation page, the page's source as Markdown ("View as Markdown": ``….md``).
HISTORY_ADDRESSES = ("/commits/", "action=history", "do=revisions")
HISTORY_STEMS = ("commits/", "history", "revisions")
MARKDOWN_ENDS = (".md", ".mdx")
MIN_EDIT_SHARE = 0.3  # of the line's characters in its editor links: the line is the link
# The arrows of a previous/next line ("«", "»", "←", "→", "‹", "›", …).
ARROWS = frozenset("«»←→‹›⟵⟶❮❯◀▶◄►⇐⇒⬅➡➜➔➙➛➝➞⮕⇦⇨")
_ARROW = re.compile("[" + "".join(sorted(ARROWS)) + "]")  # one search a line
_GUILLEMETS = (("«", "»"), ("‹", "›"))  # a pair of them quotes, one alone points
MIN_CARD_REPEATS = 3  # the same arrow line in three cards: a card's button, not a pager
MAX_ARROW_CHARS = 80  # two pages' titles and their arrows
# The words a pager's class tokens open or end with: "pager", "pagination", "prev-next",
# "pagenav", "nav-links", Docusaurus' "pagination-nav", "neighbours".
PAGER_WORDS = ("pager", "paginat", "prev", "next", "nav", "neighbo")
PAGER_LEVELS = 4  # from the line's element up to its pager's
_PAGE_TAGS = frozenset(("body", "html"))  # their classes are the whole page's
_TOKENS = re.compile(r"[\s_-]+")
_NOT_LINES = frozenset(("pre", "li"))  # code, a list's item (a tag or a kind)
MAX_LINE_LINKS = 2  # an edit line's links, a previous/next line's two
# What every address of :data:`EDIT_ADDRESSES` holds: an address without one is none.
EDIT_STEMS = ("edit", "_sources/", "issues/new", "chat", ".ai/")
_EDIT_STEM = re.compile("|".join(map(re.escape, EDIT_STEMS)))  # one search an address
_REASON_LABEL = "a code sample's label or copy button (documentation chrome)"
_REASON_ARROW = "a previous/next line of links and arrows (documentation chrome)"
_REASON_EDIT = "a link to the page's editor, an issue or its source (documentation chrome)"
_REASON_BANNER = "an old documentation version's banner (documentation chrome)"
_REASON_UPDATED = "a documentation page's last-updated line (documentation chrome)"


def drop_code_labels(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """Drop the kept labels and copy buttons of the kept code blocks (``flags``: each
    text block's kept flag): the kept ones of the two blocks right before a kept ``pre``
    (while each is a label) and the one right after it, each a :data:`CODE_LABELS` name
    or a :data:`COPY_WORDS` word, sharing a box with the code."""
    found: dict[int, Decision] = {}
    for pos, block in enumerate(blocks):
        if block.kind != "pre" or not flags[pos]:
            continue
        for near in (pos - 1, pos - 2):  # a label and a button over the code, either order
            if near < 0 or not _labels(blocks[near], block):
                break
            if flags[near]:
                found[blocks[near].index] = _dropped(blocks[near])
        after = pos + 1
        if after < len(blocks) and flags[after] and _labels(blocks[after], block):
            found[blocks[after].index] = _dropped(blocks[after])
    return found


def _dropped(block: Block) -> Decision:
    return Decision(block.index, Label.BOILERPLATE, _REASON_LABEL)


def _labels(block: Block, code: Block) -> bool:
    """True when ``block`` is a short line naming a language or a copy button, in a box
    it shares with ``code``."""
    if block.kind == "pre" or block.features.heading_level or len(block.text) > MAX_LABEL_CHARS:
        return False
    words = block.text.strip().casefold()
    if words not in CODE_LABELS and words not in COPY_WORDS:
        return False
    return _share_box(block, code)


def _share_box(block: Block, code: Block) -> bool:
    """True when the two blocks' elements have a common ancestor within
    :data:`MAX_LEVELS` levels of ``block``'s element."""
    if block.element is None or code.element is None:
        return False
    above = set()
    element = code.element
    for _ in range(MAX_LEVELS + 2):
        if element is None:
            break
        above.add(element)
        element = element.getparent()
    element = block.element
    for _ in range(MAX_LEVELS):
        element = element.getparent()
        if element is None:
            return False
        if element in above:
            return True
    return False


def drop_outdated_banners(
    blocks: Sequence[Block], flags: Sequence[bool], is_documentation: Callable[[], bool]
) -> dict[int, Decision]:
    """Drop a kept banner that says the page is an old version of the documentation
    (:data:`OUTDATED`, :data:`MAX_BANNER_CHARS` at most) and the short kept lines
    beside it in its box (same parent element: its title, its link to the latest), on a
    page ``is_documentation`` says a documentation engine made (asked only when a
    banner is found). Only the lines holding one of :data:`OUTDATED_WORDS` are searched
    (:func:`~thresher.methods.auto.kept_lines.kept_holding`)."""
    found: dict[int, Decision] = {}
    for pos in kept_holding(blocks, flags, MAX_BANNER_CHARS, _OUTDATED_TABLE, str.casefold):
        block = blocks[pos]
        words = block.text.casefold()
        if not any(stem in words for stem in VERSION_STEMS) or not OUTDATED.search(words):
            continue
        if not found and not is_documentation():
            return found
        found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_BANNER)
        box = element_parent(block)
        for near in (pos - 1, pos + 1):
            if 0 <= near < len(blocks) and flags[near] and box is not None:
                other = blocks[near]
                if len(other.text) <= MAX_BOX_LINE_CHARS and element_parent(other) is box:
                    found[other.index] = Decision(other.index, Label.BOILERPLATE, _REASON_BANNER)
    return found


def drop_updated_lines(blocks: Sequence[Block], flags: Sequence[bool]) -> dict[int, Decision]:
    """Drop a kept "Last updated on …" line (:data:`UPDATED`, :data:`MAX_UPDATED_CHARS`
    at most, no heading). Only the lines opening with one of :data:`UPDATED_OPENINGS` are
    read (:func:`~thresher.methods.auto.kept_lines.kept_opening`)."""
    found: dict[int, Decision] = {}
    for pos in kept_opening(blocks, flags, MAX_UPDATED_CHARS, _UPDATED_TABLE, str.casefold):
        block = blocks[pos]
        if block.features.heading_level:
            continue
        if UPDATED.match(block.text.lstrip().casefold()):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_UPDATED)
    return found


def drop_link_lines(
    blocks: Sequence[Block],
    flags: Sequence[bool],
    edit: bool = True,
    arrows: bool = True,
    is_doc: Callable[[], bool] | None = None,
    history: bool = False,
    pager: bool = True,
) -> dict[int, Decision]:
    """Drop the kept short lines (:data:`MAX_EDIT_CHARS` at most, :data:`MAX_LINE_LINKS`
    links at most, no heading, list item or code) that are a page's tools, in one pass
    over them: with ``edit``, a line
    (:data:`MAX_EDIT_WORDS` words at most) whose links to the page's editor, a new issue,
    its source file or a chat assistant (:data:`EDIT_ADDRESSES`) hold
    :data:`MIN_EDIT_SHARE` of its characters ("Edit this page", "Improve this page",
    "View page source", "Report an issue with this page", "Open in ChatGPT" in any
    language, by the address they link to); with ``arrows``, a line of links to other
    pages and arrows (:func:`_arrow_line`: a theme's previous/next line) whose text the
    page does not repeat :data:`MIN_CARD_REPEATS` times (a card's "Read more »" in every
    card is the listing rules' business). With ``pager`` and ``is_doc`` (the page's
    documentation test, called once at most), a line of one link is dropped only on a
    documentation page or inside a pager's element (:func:`_in_pager`). With
    ``history``, a line whose links to the page's history (:data:`HISTORY_ADDRESSES`)
    or, on a documentation page, to its Markdown copy (:data:`MARKDOWN_ENDS`) hold
    :data:`MIN_EDIT_SHARE` of it ("Page history", "View as Markdown") is dropped like an
    editor's line."""
    found: dict[int, Decision] = {}
    arrowed: list[Block] = []
    doc: list[bool] = []  # the page's documentation test, asked once
    for pos in kept_short(blocks, flags, MAX_EDIT_CHARS):
        block = blocks[pos]
        links = block.links
        if not links or len(links) > MAX_LINE_LINKS or block.kind in _NOT_LINES:
            continue
        if block.tag == "li":
            continue
        if block.features.heading_level:
            continue
        if (edit and _edit_line(block)) or (history and _history_line(block, is_doc, doc)):
            found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_EDIT)
        elif arrows and _arrow_line(block):
            arrowed.append(block)
    if arrowed:
        counts = Counter(block.text for block in arrowed)
        lone = [block for block in arrowed if len(block.links) == 1]
        if pager and is_doc is not None and lone and not _asked(is_doc, doc):
            paged = {block.index for block in lone if _in_pager(block)}
            arrowed = [b for b in arrowed if len(b.links) > 1 or b.index in paged]
        for block in arrowed:
            if counts[block.text] < MIN_CARD_REPEATS:
                found[block.index] = Decision(block.index, Label.BOILERPLATE, _REASON_ARROW)
    return found


def _asked(is_doc: Callable[[], bool], answer: list[bool]) -> bool:
    """``is_doc()``, asked once: the answer is kept in ``answer``."""
    if not answer:
        answer.append(is_doc())
    return answer[0]


def _history_line(block: Block, is_doc: Callable[[], bool] | None, answer: list[bool]) -> bool:
    """True when the block's links to its page's history (:data:`HISTORY_ADDRESSES`) or,
    on a documentation page (``is_doc``, asked once through ``answer``), to a Markdown
    file (:data:`MARKDOWN_ENDS`) hold :data:`MIN_EDIT_SHARE` of its characters and it has
    :data:`MAX_EDIT_WORDS` words at most."""
    linked = copies = 0
    for words, href in block.links:
        if _history_address(href):
            linked += len(words)
        elif ".md" in href and _markdown_copy(href):  # one substring test a link first
            copies += len(words)
    if copies and (is_doc is None or not _asked(is_doc, answer)):
        copies = 0
    linked += copies
    if not linked or linked < MIN_EDIT_SHARE * len(block.text):
        return False
    return len(block.text.split()) <= MAX_EDIT_WORDS


def _history_address(href: str) -> bool:
    """True when ``href`` is a page's history (:data:`HISTORY_ADDRESSES`), read after a
    substring test of each of :data:`HISTORY_STEMS` (cheaper than one search of them)."""
    if not any(stem in href for stem in HISTORY_STEMS):
        return False
    return any(address in href for address in HISTORY_ADDRESSES)


def _markdown_copy(href: str) -> bool:
    """True when ``href`` is a Markdown file's (:data:`MARKDOWN_ENDS`, as the generators
    write them: lower case) and no editor's (:func:`_edit_address`: "Edit this page"
    links to the page's ``.md`` too, and is ``edit``'s)."""
    path = href.split("#", 1)[0].split("?", 1)[0]
    return path.endswith(MARKDOWN_ENDS) and not _edit_address(href)


def _in_pager(block: Block) -> bool:
    """True when the block's link says it leads to the previous or next page
    (``rel="prev"``/``"next"``) or its element or one of its :data:`PAGER_LEVELS`
    ancestors is a ``nav`` or has a class token that opens or ends with a
    :data:`PAGER_WORDS` word (not "canvas": not inside a token)."""
    element = block.element
    if element is None:
        return False
    for link in element.iter("a"):
        if any(word in (link.get("rel") or "").lower() for word in ("prev", "next")):
            return True
    for _ in range(PAGER_LEVELS + 1):
        if element is None or element.tag in _PAGE_TAGS:  # the page's flags, no pager's
            return False
        if element.tag == "nav":
            return True
        for token in _TOKENS.split((element.get("class") or "").lower()):
            if token.startswith(PAGER_WORDS) or token.endswith(PAGER_WORDS):
                return True
        element = element.getparent()
    return False


def _edit_line(block: Block) -> bool:
    """True when the block's links to :data:`EDIT_ADDRESSES` hold :data:`MIN_EDIT_SHARE`
    of its characters and it has :data:`MAX_EDIT_WORDS` words at most."""
    linked = 0
    for words, href in block.links:
        if _edit_address(href):
            linked += len(words)
    if not linked or linked < MIN_EDIT_SHARE * len(block.text):
        return False
    return len(block.text.split()) <= MAX_EDIT_WORDS


def _edit_address(href: str) -> bool:
    """True when ``href`` is an editor's, a new issue's, a source file's or a chat
    assistant's address (:data:`EDIT_ADDRESSES`, read after one of :data:`EDIT_STEMS`),
    not a wiki's link to a page not yet written (MediaWiki's ``action=edit&redlink=1``: a
    word of the text)."""
    if _EDIT_STEM.search(href) is None:
        return False
    return any(part in href for part in EDIT_ADDRESSES) and "redlink" not in href


def _quoted(text: str) -> bool:
    """True when ``text`` holds an opening guillemet and a closing one after it (« », ‹ ›):
    quotation marks (Russian's «Stress», French's « mot »), not arrows."""
    for opening, closing in _GUILLEMETS:
        start = text.find(opening)
        if start >= 0 and text.find(closing, start + 1) > start:
            return True
    return False


def _arrow_line(block: Block) -> bool:
    """True when the block's text opens or ends with an arrow (:data:`ARROWS`) or has one
    between its links, its links go to other pages (not ``#…``), no letter or digit
    stands outside them and no pair of guillemets quotes words (:func:`_quoted`)."""
    text = block.text.strip()
    if not text or _ARROW.search(text) is None:
        return False
    rest = text
    for words, href in block.links:
        if not href or href.startswith("#") or href.startswith("javascript:"):
            return False
        if _quoted(words):
            return False
        rest = rest.replace(words.strip(), "", 1)
    if _quoted(rest) or any(c.isalnum() for c in rest):
        return False
    return text[0] in ARROWS or text[-1] in ARROWS or not ARROWS.isdisjoint(rest)
