"""Text nodes and their seven features (paper, table 1).

A text node is an element whose own text is not empty. Its features:

- ``TL``  text length: characters of the own text;
- ``PN``  punctuation count;
- ``ND``  relative distance: elements with empty own text between this node
  and the previous text node (the paper's example: ``<li>字</li><p><a>字字</a></p>``
  gives ND = 1 for the ``a``);
- ``TDTN`` occurrences of the title's content words in the text;
- ``TAL`` average sentence length, TL / PN (TL when PN = 0);
- ``TP``  tag kind: ``A`` for a link (or text inside one), ``D`` for
  ``div table p tbody``, ``S`` for any other tag;
- ``NTP`` position against the title node: ``U`` above, ``D`` below, ``B`` the
  title itself (or inside it); ``D`` for every node when no title node is known.

The categorical features are one-hot encoded in :data:`FEATURE_NAMES` order.
"""

from __future__ import annotations

from dataclasses import dataclass

from thresher.html.dom_index import PageIndex
from thresher.html.words import TitleWordCounter

FEATURE_NAMES: tuple[str, ...] = (
    "TL",
    "PN",
    "ND",
    "TDTN",
    "TAL",
    "TP=A",
    "TP=D",
    "TP=S",
    "NTP=U",
    "NTP=D",
    "NTP=B",
)
TP_D_TAGS = frozenset({"div", "table", "p", "tbody"})


@dataclass(frozen=True)
class TextNode:
    """One text node: its element's pre-order position, its text and its features."""

    position: int
    text: str
    tl: int
    pn: int
    nd: int
    tdtn: int
    tal: float
    tp: str
    ntp: str

    def vector(self) -> tuple[float, ...]:
        """The feature vector in :data:`FEATURE_NAMES` order."""
        return (
            float(self.tl),
            float(self.pn),
            float(self.nd),
            float(self.tdtn),
            self.tal,
            float(self.tp == "A"),
            float(self.tp == "D"),
            float(self.tp == "S"),
            float(self.ntp == "U"),
            float(self.ntp == "D"),
            float(self.ntp == "B"),
        )


def tag_kind(tag: str, in_link: bool) -> str:
    """Feature TP: ``A`` link, ``D`` div/table/p/tbody, ``S`` any other tag."""
    if in_link or tag == "a":
        return "A"
    return "D" if tag in TP_D_TAGS else "S"


def title_position(index: PageIndex, position: int, title_at: int | None) -> str:
    """Feature NTP: ``U`` above the title node, ``B`` the title node or inside it, ``D`` below."""
    if title_at is None:
        return "D"
    if index.inside(position, title_at):
        return "B"
    return "U" if position < title_at else "D"


def text_nodes(
    index: PageIndex, counter: TitleWordCounter, title_at: int | None
) -> tuple[TextNode, ...]:
    """Every element with own text, in document order, with its features."""
    nodes: list[TextNode] = []
    previous = -1
    punct = index.punct  # the punctuation counts the body's block scores read again
    words = counter.words
    for position, text in enumerate(index.own_text):
        if not text:
            continue
        tl = len(text)
        pn = punct[position + 1] - punct[position]
        nodes.append(
            TextNode(
                position=position,
                text=text,
                tl=tl,
                pn=pn,
                nd=position - previous - 1,
                tdtn=title_word_count(counter, words, text),
                tal=tl / pn if pn else float(tl),
                tp=tag_kind(index.tags[position], index.in_link[position]),
                ntp=title_position(index, position, title_at),
            )
        )
        previous = position
    return tuple(nodes)


def title_word_count(counter: TitleWordCounter, words: tuple[str, ...], text: str) -> int:
    """Feature TDTN: ``counter.count(text)``, skipped when no title word is in the text.

    The count finds a word only as a substring of the casefolded text (a token
    of a casefolded text is casefolded already: casefolding is idempotent, code
    point by code point), so a text holding none of them counts zero.
    """
    folded = text.casefold()
    for word in words:
        if word in folded:
            return counter.count(text)
    return 0
