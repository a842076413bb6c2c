"""Consent boxes: a cookie-consent or privacy-choice widget's text, kept beside the page's.

Most pages of today's web carry a consent widget: a cookie banner ("We use cookies to
improve your experience…"), a dialog of cookie categories ("Necessary", "Functional",
each with a sentence of explanation), a privacy opt-out ("Do not sell my personal
information"), a sign-up form's consent check box. The page writes it as prose, often
at the end of the body where a story's last paragraphs sit, and the block model keeps
some of it. The widget is named by its markup: the consent-management plug-ins and themes
most sites install write their class and id names (:data:`CONSENT_VENDORS`: OneTrust
``onetrust``/``ot-sdk``/``optanon``, Cookiebot, CookieYes ``cky-consent``, Complianz
``cmplz``, …), and hand-made widgets name themselves with a consent word
(``gdpr-checkbox``, ``cookie-banner``, ``accept_cookies_banner``;
:data:`CONSENT_NAMES`). The kept blocks inside an element so named are dropped when the
element's text speaks of consent (:data:`CONSENT_WORDING`: a ``cookie-banner`` class on
a recipe's card does not), the page keeps text elsewhere, and its title does not name a
legal page (a cookie or privacy policy: there the consent text is the content). The element
is the outermost of the block's path (which names an element by its id, else its first
class) so named. Only kept blocks under a class or id holding a popup word ("cookie",
"consent", "gdpr", "popup", "notice", …: the block model's ``kw_popup`` feature) are read,
found on the feature matrix without a loop; a plug-in's box whose names hold none of those
words (``qc-cmp2-ui``, ``osano-cm-window`` alone) is out of reach.

The names are those of widely used plug-ins and web-authoring convention, not any
site's; the rule was chosen by leave-one-source-out validation
(``docs/dev/auto-record.md``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import numpy as np

from thresher.html.patterns import LazyPattern
from thresher.methods.auto.block_features import FEATURE_NAMES
from thresher.methods.auto.decided import relabel_beside_rest
from thresher.methods.auto.fine_print import LEGAL_TITLE
from thresher.types import Block, Decision, Label

# Class and id names (or their first word) written by widely used consent-management
# plug-ins and themes: OneTrust, Cookiebot, CookieLawInfo / CookieYes, Complianz,
# Didomi, Quantcast Choice, TrustArc, Usercentrics, Osano, Termly, iubenda,
# Osano's cookieconsent, Borlabs Cookie, GDPR Cookie Compliance (Moove), WP GDPR
# Compliance, Sourcepoint, Klaro, Cookie Notice, EU Cookie Law / Compliance, SP DSGVO.
CONSENT_VENDORS = (
    "onetrust",
    "ot-sdk",
    "optanon",
    "cookiebot",
    "cybotcookiebot",
    "cookie-law-info",
    "cookielawinfo",
    "cli-privacy",
    "wt-cli",
    "cky-",
    "cmplz",
    "didomi",
    "qc-cmp",
    "truste-",
    "truste_",
    "teconsent",
    "usercentrics",
    "osano",
    "termly",
    "iubenda",
    "cc-window",
    "cc-banner",
    "cookieconsent",
    "borlabs",
    "moove-gdpr",
    "moove_gdpr",
    "wpgdprc",
    "sp_message",
    "klaro",
    "cookie-notice",
    "eu-cookie",
    "sp-dsgvo",
)
# A hand-made widget's name: a consent word alone, or "cookie" or "privacy" with a word
# for a widget ("cookie-banner", "cookiebox", "accept-cookies", "privacy-popup").
_WIDGET = (
    r"banner|bar|notice|notification|popup|pop-up|modal|dialog|box|prompt|message|law|"
    r"compliance|warning|overlay|alert|layer|panel|note|settings|preferences?|prefs|"
    r"accept|choices|manager|info|wrap(?:per)?|container"
)
CONSENT_NAMES = LazyPattern(
    r"consent|gdpr|ccpa|dsgvo|rgpd"
    rf"|cookies?[-_]?(?:{_WIDGET})|(?:{_WIDGET})[-_]?cookies?"
    rf"|privacy[-_]?(?:{_WIDGET}|opt-?out|center)"
)
# The words of a consent widget's text, in the languages most pages are written in ("cookie"
# alone is a recipe's word too).
CONSENT_WORDING = LazyPattern(
    r"consent|privacy|gdpr|ccpa|personal (?:data|information)|opt[- ]?out|do not sell|tracking"
    r"|cookies? (?:policy|settings|preferences|notice)|(?:manage|necessary|essential"
    r"|functional|analytics?|marketing|performance|third[- ]party) cookies"
    r"|(?:use|uses|using|accept|allow|reject|store|set|verwenden|verwendet|nutzen|nutzt"
    r"|benutzt|benutzen|setzen|setzt|utilisons|utilise|utilizamos|utiliza|usamos|utilizziamo"
    r"|utilizza|usiamo|gebruiken|gebruikt|stosujemy|używamy|używa|используем|использует)"
    r" (?:\w+ ){0,4}cookies?|cookie-?(?:einstellungen|richtlinie|zustimmung|hinweis)"
    r"|notwendige cookies|datenschutz|einwillig|zustimm|stimmen sie|einverstanden|akzeptier"
    r"|confidentialit|privacidad|privacidade|consenso|riservatezza|toestemming|zgod"
    r"|prywatno|ciasteczek|конфиденциальн|согласи|隐私|個人情報|개인정보",
    re.IGNORECASE,
)
MIN_REST = 200  # characters kept outside the widgets: the page says something else
_REASON = "consent widget (a cookie or privacy-choice box; p={p:.2f})"
# The matrix's column that says a class or id of the block's element or of an ancestor
# holds a popup word ("cookie", "consent", "gdpr", "modal", "popup", "notice", …;
# signals.KEYWORD_GROUPS): the blocks a consent widget can hold, found without a loop.
_POPUP = FEATURE_NAMES.index("kw_popup")


def drop_consent_boxes(
    blocks: Sequence[Block],
    features: np.ndarray,
    probs: Sequence[float],
    flags: Sequence[bool],
    title: str | None = None,
) -> dict[int, Decision]:
    """The kept blocks inside a consent widget, dropped (``blocks``: the text blocks;
    ``features``: their feature matrix; ``probs``: their probabilities; ``flags``: each
    block's kept flag; ``title``: the page's title). The changed decisions are returned.

    Only the kept blocks under a class or id holding a popup word (the ``kw_popup``
    column) are read: a consent widget's element or an element around it names itself so
    (``onetrust-consent-sdk`` around ``onetrust-banner-sdk``)."""
    if not len(blocks):
        return {}
    kept = np.frombuffer(bytes(flags), dtype=np.bool_)
    candidates = (kept & (features[:, _POPUP] > 0)).nonzero()[0].tolist()
    if not candidates:  # most pages
        return {}
    boxes = {box for pos in candidates if (box := consent_box(blocks[pos].path))}
    if not boxes or (title and LEGAL_TITLE.search(title)):
        return {}
    inside = [pos for pos, block in enumerate(blocks) if _box_of(block.path, boxes)]
    worded = {box for box in boxes if _speaks_of_consent(blocks, inside, box)}
    widget = [pos for pos in inside if flags[pos] and _box_of(blocks[pos].path, worded)]
    if not widget:
        return {}
    return relabel_beside_rest(blocks, probs, widget, flags, Label.BOILERPLATE, _REASON, MIN_REST)


def consent_box(path: str) -> str:
    """The path of the outermost element of ``path`` (``tag#id.class/…``) whose class or
    id names a consent widget, or "" when none does."""
    parts = path.split("/")
    for depth, part in enumerate(parts):
        name = (part.partition("#")[2] or part.partition(".")[2]).lower()
        if name and _names_consent(name):
            return "/".join(parts[: depth + 1])
    return ""


def _names_consent(name: str) -> bool:
    """True when a class or id name is a consent plug-in's or names a consent widget."""
    return name.startswith(CONSENT_VENDORS) or CONSENT_NAMES.search(name) is not None


def _box_of(path: str, boxes: Iterable[str]) -> bool:
    """True when the block's path lies inside one of the boxes' paths."""
    return any(path == box or path.startswith(box + "/") for box in boxes)


def _speaks_of_consent(blocks: Sequence[Block], inside: Sequence[int], box: str) -> bool:
    """True when a block of the box (kept or not) holds :data:`CONSENT_WORDING`."""
    return any(
        _box_of(blocks[pos].path, (box,)) and CONSENT_WORDING.search(blocks[pos].text)
        for pos in inside
    )
