"""How much ``auto``'s thread rules depend on English: thread pages scored as they are and
with their forum chrome translated into German, French, Spanish, Russian and Chinese.

The thread pages of the shared sets are wcxb-dev's ``forum`` pages and every body-truth
page whose URL or markup says forum or thread (``viewtopic``, ``showthread``,
``/threads/``, ``/t/``, ``/questions/``, ``DiscussionForumPosting``, ``QAPage``,
``message--post``, ``postbit``, ...). Each page is scored with ``auto`` (in sample, the
shipped model) on its original text and on variants in which the forum engines' interface
strings of the page's text nodes are replaced by their translations as the engines' own
language packs print them (:data:`WHOLE_LINES`, :data:`LABELS`, :data:`COUNTS`,
:data:`RELATIVE_TIMES`, :data:`PHRASES`): "Joined:" -> "Registriert:", "Reply" ->
"Antworten", "3 days ago" -> "vor 3 Tagen". Only a text node that is such a string
(whole, or a label, a count, a time or an attribution opening it) changes; a post's prose
never matches. The truth's lines pass through the same replacement, so a chrome line a
truth holds is translated there too. The score is the body F1 of
:func:`thresher.eval.metrics.score_body`, the mean over the pages::

    python benchmarks/localised_threads.py /work/shared/datasets -j 1 \\
        [--pages-out pages.jsonl] [--list FILE] [--method auto:SWITCH=false] [--fixed-probs]

``--fixed-probs`` decides each variant on the original page's block probabilities (the
text blocks are the same: only their words change), so the table shows what the decision
rules alone lose to the translation, without the block model's own reading of the words.

``--list`` caches the selected pages (dataset and id, one a line): the selection reads
every page's markup once. ``--pages-out`` writes each page's F1 per variant. Nothing of
a dataset is written into the repository.
"""

from __future__ import annotations

import argparse
import gzip
import html
import json
import re
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from thresher import extract
from thresher.api import load_document
from thresher.eval.metrics import score_body
from thresher.html.load import decode
from thresher.methods.auto.method import AutoParams, load_model
from thresher.options import parse_option_values, split_options
from thresher.train.auto import decided_text, prepare

LANGUAGES = ("de", "fr", "es", "ru", "zh")
_LANG_INDEX = {lang: i for i, lang in enumerate(LANGUAGES)}

# Whole text nodes (lower case) and their translations (de, fr, es, ru, zh): buttons,
# ranks, fold controls (phpBB, vBulletin, XenForo, Discourse, Invision, SMF, MyBB packs).
WHOLE_LINES: dict[str, tuple[str, str, str, str, str]] = {
    "reply": ("Antworten", "Répondre", "Responder", "Ответить", "回复"),
    "quote": ("Zitieren", "Citer", "Citar", "Цитировать", "引用"),
    "report": ("Melden", "Signaler", "Reportar", "Пожаловаться", "举报"),
    "like": ("Gefällt mir", "J'aime", "Me gusta", "Нравится", "赞"),
    "likes": ("Gefällt mir", "J'aime", "Me gusta", "Нравится", "赞"),
    "share": ("Teilen", "Partager", "Compartir", "Поделиться", "分享"),
    "edit": ("Bearbeiten", "Modifier", "Editar", "Редактировать", "编辑"),
    "delete": ("Löschen", "Supprimer", "Eliminar", "Удалить", "删除"),
    "permalink": ("Permalink", "Lien permanent", "Enlace permanente", "Ссылка", "永久链接"),
    "bookmark": ("Lesezeichen", "Marque-page", "Marcador", "Закладка", "收藏"),
    "reply with quote": (
        "Mit Zitat antworten",
        "Répondre avec citation",
        "Responder citando",
        "Ответить с цитированием",
        "引用回复",
    ),
    "multi-quote": ("Mehrfachzitat", "Multi-citation", "Multi-cita", "Мультицитата", "多重引用"),
    "multiquote": ("Mehrfachzitat", "Multi-citation", "Multi-cita", "Мультицитата", "多重引用"),
    "+ quote": ("+ Zitat", "+ Citer", "+ Citar", "+ Цитата", "+ 引用"),
    "log in to reply": (
        "Zum Antworten anmelden",
        "Connectez-vous pour répondre",
        "Inicia sesión para responder",
        "Войдите, чтобы ответить",
        "登录后回复",
    ),
    "click to expand...": (
        "Zum Vergrößern anklicken....",
        "Cliquez pour agrandir...",
        "Haz clic para expandir...",
        "Нажмите для раскрытия...",
        "点击展开...",
    ),
    "click to shrink...": (
        "Zum Verkleinern anklicken....",
        "Cliquez pour réduire...",
        "Haz clic para contraer...",
        "Нажмите, чтобы свернуть...",
        "点击收起...",
    ),
    "top": ("Nach oben", "Haut", "Arriba", "Вверх", "返回顶部"),
    "back to top": ("Nach oben", "Haut", "Arriba", "Вверх", "返回顶部"),
    "member": ("Mitglied", "Membre", "Miembro", "Участник", "会员"),
    "new member": ("Neues Mitglied", "Nouveau membre", "Nuevo miembro", "Новичок", "新手上路"),
    "junior member": ("Neues Mitglied", "Nouveau membre", "Miembro junior", "Новичок", "新手上路"),
    "senior member": (
        "Erfahrenes Mitglied",
        "Membre confirmé",
        "Miembro veterano",
        "Опытный",
        "高级会员",
    ),
    "active member": ("Aktives Mitglied", "Membre actif", "Miembro activo", "Активный", "活跃会员"),
    "well-known member": (
        "Bekanntes Mitglied",
        "Membre reconnu",
        "Miembro reconocido",
        "Известный участник",
        "知名会员",
    ),
    "registered user": (
        "Registrierter Benutzer",
        "Utilisateur enregistré",
        "Usuario registrado",
        "Пользователь",
        "注册会员",
    ),
    "moderator": ("Moderator", "Modérateur", "Moderador", "Модератор", "版主"),
    "administrator": (
        "Administrator",
        "Administrateur",
        "Administrador",
        "Администратор",
        "管理员",
    ),
    "guest": ("Gast", "Invité", "Invitado", "Гость", "游客"),
    "online": ("Online", "En ligne", "Conectado", "В сети", "在线"),
    "offline": ("Offline", "Hors ligne", "Desconectado", "Не в сети", "离线"),
    "thanks": ("Danke", "Merci", "Gracias", "Спасибо", "感谢"),
    "helpful": ("Hilfreich", "Utile", "Útil", "Полезно", "有帮助"),
    "solution": ("Lösung", "Solution", "Solución", "Решение", "解决方案"),
    "original poster": (
        "Themenstarter",
        "Auteur du sujet",
        "Autor del tema",
        "Автор темы",
        "楼主",
    ),
    "op": ("TE", "Auteur", "Autor", "ТС", "楼主"),
}

# Card labels (lower case) opening a text node, alone or before a colon and a value.
LABELS: dict[str, tuple[str, str, str, str, str]] = {
    "joined": ("Registriert", "Inscrit", "Registrado", "Регистрация", "注册时间"),
    "join date": (
        "Registriert seit",
        "Date d'inscription",
        "Fecha de ingreso",
        "Регистрация",
        "注册日期",
    ),
    "registered": ("Registriert", "Inscription", "Registrado", "Зарегистрирован", "注册于"),
    "member since": ("Mitglied seit", "Membre depuis", "Miembro desde", "Участник с", "注册于"),
    "posts": ("Beiträge", "Messages", "Mensajes", "Сообщений", "帖子"),
    "messages": ("Beiträge", "Messages", "Mensajes", "Сообщения", "消息"),
    "reaction score": (
        "Reaktionspunkte",
        "Score de réaction",
        "Puntuación de reacción",
        "Реакции",
        "反应分数",
    ),
    "points": ("Punkte", "Points", "Puntos", "Баллы", "积分"),
    "trophy points": ("Punkte", "Points", "Puntos", "Баллы", "积分"),
    "location": ("Ort", "Localisation", "Ubicación", "Откуда", "来自"),
    "reputation": ("Ansehen", "Réputation", "Reputación", "Репутация", "声望"),
    "thanks": ("Danke", "Remerciements", "Agradecimientos", "Спасибо", "感谢"),
    "likes": ("Likes", "J'aime", "Me gusta", "Симпатии", "获赞"),
    "likes received": ("Erhaltene Likes", "J'aime reçus", "Me gusta recibidos", "Симпатии", "获赞"),
    "solutions": ("Lösungen", "Solutions", "Soluciones", "Решения", "解决方案"),
    "age": ("Alter", "Âge", "Edad", "Возраст", "年龄"),
    "gender": ("Geschlecht", "Sexe", "Género", "Пол", "性别"),
    "website": ("Webseite", "Site Web", "Sitio web", "Сайт", "网站"),
    "country": ("Land", "Pays", "País", "Страна", "国家"),
    "last edited": (
        "Zuletzt bearbeitet",
        "Dernière édition",
        "Última edición",
        "Последнее редактирование",
        "最后编辑",
    ),
    "posted": ("Verfasst", "Posté", "Publicado", "Опубликовано", "发表于"),
    "reactions": ("Reaktionen", "Réactions", "Reacciones", "Реакции", "反应"),
    "rep power": (
        "Reputationspunkte",
        "Puissance de réputation",
        "Poder de reputación",
        "Сила репутации",
        "声望值",
    ),
    "total posts": (
        "Beiträge insgesamt",
        "Messages au total",
        "Mensajes totales",
        "Всего сообщений",
        "帖子总数",
    ),
}

# Count nouns after a number ("12 posts", "1 reply", "3 likes").
COUNTS: dict[str, tuple[str, str, str, str, str]] = {
    "post": ("Beiträge", "messages", "mensajes", "сообщений", "帖子"),
    "message": ("Beiträge", "messages", "mensajes", "сообщений", "消息"),
    "reply": ("Antworten", "réponses", "respuestas", "ответов", "回复"),
    "replies": ("Antworten", "réponses", "respuestas", "ответов", "回复"),
    "like": ("Likes", "J'aime", "me gusta", "лайков", "赞"),
    "view": ("Aufrufe", "vues", "visitas", "просмотров", "次浏览"),
    "answer": ("Antworten", "réponses", "respuestas", "ответов", "个回答"),
    "vote": ("Stimmen", "votes", "votos", "голосов", "票"),
    "comment": ("Kommentare", "commentaires", "comentarios", "комментариев", "评论"),
    "point": ("Punkte", "points", "puntos", "баллов", "积分"),
}

# Relative times: the unit (singular, lower case) and the pattern of each language, with
# the unit's word there ({n}: the number).
RELATIVE_TIMES: dict[str, tuple[str, str, str, str, str]] = {
    "second": ("Sekunden", "secondes", "segundos", "секунд", "秒"),
    "minute": ("Minuten", "minutes", "minutos", "минут", "分钟"),
    "hour": ("Stunden", "heures", "horas", "часов", "小时"),
    "day": ("Tagen", "jours", "días", "дней", "天"),
    "week": ("Wochen", "semaines", "semanas", "недель", "周"),
    "month": ("Monaten", "mois", "meses", "месяцев", "个月"),
    "year": ("Jahren", "ans", "años", "лет", "年"),
}
RELATIVE_FORMS = (
    "vor {n} {unit}",
    "il y a {n} {unit}",
    "hace {n} {unit}",
    "{n} {unit} назад",
    "{n}{unit}前",
)

# Phrases with a name or date around them: (pattern on the lower-cased node, each
# language's template; {0}, {1}: the pattern's groups in the node's own case).
PHRASES: tuple[tuple[str, tuple[str, str, str, str, str]], ...] = (
    (
        r"^(.{1,60}?) said:$",
        ("{0} hat gesagt:", "{0} a dit :", "{0} dijo:", "{0} сказал(а):", "{0} 说："),
    ),
    (
        r"^(.{1,60}?) wrote:$",
        ("{0} hat geschrieben:", "{0} a écrit :", "{0} escribió:", "{0} писал(а):", "{0} 写道："),
    ),
    (
        r"^(?:quote:?\s*)?originally posted by (.{1,60})$",
        ("Zitat von {0}", "Citation de {0}", "Cita de {0}", "Сообщение от {0}", "引用 {0} 发表的"),
    ),
    (
        r"^quote from (.{1,60})$",
        ("Zitat von {0}", "Citation de {0}", "Cita de {0}", "Цитата {0}", "引用 {0}"),
    ),
    (
        r"^last edited by (.{1,60}?)(?:;| on) (.{1,60})$",
        (
            "Zuletzt bearbeitet von {0} am {1}",
            "Dernière édition par {0} le {1}",
            "Última edición por {0} el {1}",
            "Последний раз редактировалось {0} {1}",
            "{0} 最后编辑于 {1}",
        ),
    ),
    (
        r"^sent from my (.{1,60}?) using (.{1,40})$",
        (
            "Gesendet von meinem {0} mit {1}",
            "Envoyé de mon {0} en utilisant {1}",
            "Enviado desde mi {0} mediante {1}",
            "Отправлено с моего {0} через {1}",
            "从我的 {0} 发送，使用 {1}",
        ),
    ),
    (
        r"^today at (.{3,12})$",
        ("Heute um {0}", "Aujourd'hui à {0}", "Hoy a las {0}", "Сегодня в {0}", "今天 {0}"),
    ),
    (
        r"^yesterday at (.{3,12})$",
        ("Gestern um {0}", "Hier à {0}", "Ayer a las {0}", "Вчера в {0}", "昨天 {0}"),
    ),
    (
        r"^posted by (.{1,60})$",
        ("Verfasst von {0}", "Posté par {0}", "Publicado por {0}", "Автор: {0}", "{0} 发表"),
    ),
)

MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
MONTH_NAMES: tuple[tuple[str, ...], ...] = (
    ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."),
    (
        "janv.",
        "févr.",
        "mars",
        "avr.",
        "mai",
        "juin",
        "juil.",
        "août",
        "sept.",
        "oct.",
        "nov.",
        "déc.",
    ),
    (
        "ene.",
        "feb.",
        "mar.",
        "abr.",
        "may.",
        "jun.",
        "jul.",
        "ago.",
        "sept.",
        "oct.",
        "nov.",
        "dic.",
    ),
    ("янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"),
)
DATE_FORMS = ("{d}. {m} {y}", "{d} {m} {y}", "{d} {m} {y}", "{d} {m} {y}")

MAX_NODE_CHARS = 100  # a text node of chrome: longer ones are prose and stay
_DATE = re.compile(
    r"\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?,? "
    r"(\d{4})\b",
    re.IGNORECASE,
)
_COUNT = re.compile(r"^(\d[\d,.]*)\s+([a-z]+?)s?$")
_RELATIVE = re.compile(r"^(\d+|an?|one)\s+(second|minute|hour|day|week|month|year)s?\s+ago$")
_LABELS_LONGEST_FIRST = sorted(LABELS, key=len, reverse=True)
_PHRASES = tuple((re.compile(pattern, re.IGNORECASE), forms) for pattern, forms in PHRASES)
_SEGMENTS = re.compile(
    r"(<script\b.*?</script\s*>|<style\b.*?</style\s*>|<!--.*?-->|<textarea\b.*?</textarea\s*>)"
    r"|>([^<>]+)<",
    re.IGNORECASE | re.DOTALL,
)
_URL_MARKS = re.compile(
    r"viewtopic|showthread|showtopic|/threads?/|/t/|/questions/|/topic|forum|/discussions?/"
    r"|/community/",
    re.IGNORECASE,
)
_MARKUP_MARKS = (
    "DiscussionForumPosting",
    "QAPage",
    "message--post",
    "postbit",
    "viewtopic.php",
    "showthread.php",
    "topic-post",
    'class="postbody"',
    "js-post-body",
    "ipsComment",
)


def localise(text: str, lang: str) -> str:
    """``text`` (one text node or truth line) with its forum chrome in ``lang``; the same
    text when it is not chrome or ``lang`` is ``en``."""
    if lang == "en":
        return text
    core = " ".join(text.split())
    if not core or len(core) > MAX_NODE_CHARS:
        return text
    found = _localised_core(core, _LANG_INDEX[lang])
    if found is None:
        return text
    lead = text[: len(text) - len(text.lstrip())]
    tail = text[len(text.rstrip()) :]
    return lead + found + tail


def _localised_core(core: str, at: int) -> str | None:
    """The translation of a single-spaced text node, None when it is not chrome."""
    lower = core.lower()
    for rule in (_whole, _relative, _count, _phrase, _label, _date):
        found = rule(core, lower, at)
        if found is not None:
            return found
    return None


def _whole(core: str, lower: str, at: int) -> str | None:
    forms = WHOLE_LINES.get(lower.rstrip(":"))
    return None if forms is None else forms[at]


def _relative(core: str, lower: str, at: int) -> str | None:
    match = _RELATIVE.match(lower)
    if match is None:
        return None
    n = match.group(1) if match.group(1).isdigit() else "1"
    return RELATIVE_FORMS[at].format(n=n, unit=RELATIVE_TIMES[match.group(2)][at])


def _count(core: str, lower: str, at: int) -> str | None:
    match = _COUNT.match(lower)
    if match is None:
        return None
    noun = match.group(2)
    forms = COUNTS.get(noun) or COUNTS.get(noun + "s") or COUNTS.get(lower.split()[-1])
    return None if forms is None else f"{match.group(1)} {forms[at]}"


def _phrase(core: str, lower: str, at: int) -> str | None:
    for pattern, forms in _PHRASES:
        match = pattern.match(core)
        if match is not None:
            return forms[at].format(*(_date(g, g.lower(), at) or g for g in match.groups()))
    return None


def _label(core: str, lower: str, at: int) -> str | None:
    for name in _LABELS_LONGEST_FIRST:
        if not lower.startswith(name):
            continue
        after = core[len(name) :]
        colon = after.lstrip()[:1] in (":", "：")
        if after and not colon:
            continue
        value = after.lstrip()[1:] if colon else ""
        value = (_date(value, value.lower(), at) or value) if value.strip() else value
        return LABELS[name][at] + (":" if colon else "") + value
    return None


def _date(core: str, lower: str, at: int) -> str | None:
    if not _DATE.search(core):
        return None

    def one(match: re.Match[str]) -> str:
        month = MONTHS.index(match.group(1).lower()[:3])
        day, year = match.group(2), match.group(3)
        if at == len(MONTH_NAMES):
            return f"{year}年{month + 1}月{day}日"
        return DATE_FORMS[at].format(d=day, m=MONTH_NAMES[at][month], y=year)

    return _DATE.sub(one, core)


def localise_html(page: str, lang: str) -> str:
    """The page's markup with each text node outside scripts and styles localised."""
    if lang == "en":
        return page

    def node(match: re.Match[str]) -> str:
        if match.group(1) is not None:
            return match.group(1)
        raw = match.group(2)
        if len(raw) > 4 * MAX_NODE_CHARS:
            return match.group(0)
        text = html.unescape(raw)
        changed = localise(text, lang)
        return match.group(0) if changed == text else ">" + html.escape(changed, quote=False) + "<"

    return _SEGMENTS.sub(node, page)


def localise_truth(truth: str, lang: str) -> str:
    """The truth with each line passed through :func:`localise`."""
    return "\n".join(localise(line, lang) for line in truth.split("\n"))


def thread_pages(datasets: Path) -> list[tuple[str, str]]:
    """(dataset, id) of the body-truth pages that are forum threads (see the module)."""
    found = []
    for manifest in sorted(datasets.glob("*/manifest.jsonl")):
        with manifest.open(encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                if row.get("body") and _is_thread(manifest.parent, row):
                    found.append((manifest.parent.name, row["id"]))
    return found


def _is_thread(root: Path, row: dict) -> bool:
    if row.get("page_type") is not None:
        return row["page_type"] == "forum"  # wcxb-dev names its kinds: only its forum pages
    if _URL_MARKS.search(row.get("url") or ""):
        return True
    page = gzip.decompress((root / row["file"]).read_bytes()).decode("utf-8", "replace")
    return any(mark in page for mark in _MARKUP_MARKS)


def score_page(task: tuple[str, dict, tuple[str, ...], str, bool]) -> dict[str, float]:
    """One page's body F1 on the original and each language's variant (``method``: the
    method spec, "auto" or "auto:SWITCH=false"). With ``fixed``, each variant is decided
    on the original page's block probabilities (the rules alone read the translation)."""
    root, row, langs, method, fixed = task
    data = gzip.decompress((Path(root) / row["file"]).read_bytes())
    page = decode(data).text
    decide = _fixed_decider(page, row.get("url"), method) if fixed else None
    scores = {}
    for lang in langs:
        localised = localise_html(page, lang)
        text = decide(localised) if decide is not None else None
        if text is None:
            text = extract(localised, url=row.get("url"), method=method).text
        scored = score_body(localise_truth(row["body"], lang), text)
        p, r = scored.precision, scored.recall
        scores[lang] = 2 * p * r / (p + r) if p is not None and r is not None and p + r else 0.0
    return scores


def _fixed_decider(page: str, url: str | None, method: str) -> Callable[[str], str | None]:
    """A function deciding a variant of ``page`` on the original's probabilities (None
    for a variant whose text blocks are not the original's)."""
    original = prepare(load_document(page, url=url))
    probs = load_model().predict_proba(original.features)
    _, params = split_options(AutoParams, parse_option_values(_settings(method)))

    def decide(variant: str) -> str | None:
        prepared = prepare(load_document(variant, url=url))
        if len(prepared.text_blocks) != len(original.text_blocks):
            return None
        return decided_text(prepared, probs, params)

    return decide


def _settings(method: str) -> list[str]:
    _, _, settings = method.partition(":")
    return [item for item in settings.split(",") if item]


def _mapped(function: Callable, tasks: list, jobs: int) -> list:
    if jobs <= 1:
        return [function(task) for task in tasks]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(function, tasks, chunksize=1))


def main(argv: list[str] | None = None) -> int:
    """Select the thread pages, score each variant, print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("datasets", type=Path)
    parser.add_argument("-j", "--jobs", type=int, default=1)
    parser.add_argument("--list", type=Path, help="the selected pages, read or written")
    parser.add_argument("--langs", default="en," + ",".join(LANGUAGES))
    parser.add_argument("--pages-out", type=Path, help="each page's F1 per variant (JSON lines)")
    parser.add_argument("--method", default="auto", help='e.g. "auto:post_chrome=false"')
    parser.add_argument(
        "--fixed-probs",
        action="store_true",
        help="decide each variant on the original's block probabilities: the rules alone",
    )
    args = parser.parse_args(argv)
    if args.list is not None and args.list.exists():
        selected = [tuple(line.split("\t")) for line in args.list.read_text().split("\n") if line]
    else:
        selected = thread_pages(args.datasets)
        if args.list is not None:
            args.list.write_text("".join(f"{d}\t{i}\n" for d, i in selected))
    langs = tuple(args.langs.split(","))
    rows = _rows(args.datasets, selected)
    tasks = [(str(args.datasets / d), row, langs, args.method, args.fixed_probs) for d, row in rows]
    scores = _mapped(score_page, tasks, args.jobs)
    _print(rows, scores, langs)
    if args.pages_out is not None:
        with args.pages_out.open("w", encoding="utf-8") as out:
            for (dataset, row), page in zip(rows, scores, strict=True):
                out.write(json.dumps({"dataset": dataset, "id": row["id"], **page}) + "\n")
    return 0


def _rows(datasets: Path, selected: list[tuple[str, ...]]) -> list[tuple[str, dict]]:
    wanted: dict[str, set[str]] = {}
    for dataset, page in selected:
        wanted.setdefault(dataset, set()).add(page)
    rows = []
    for dataset in sorted(wanted):
        with (datasets / dataset / "manifest.jsonl").open(encoding="utf-8") as lines:
            for line in lines:
                row = json.loads(line)
                if row["id"] in wanted[dataset]:
                    rows.append((dataset, row))
    return rows


def _print(
    rows: list[tuple[str, dict]], scores: list[dict[str, float]], langs: tuple[str, ...]
) -> None:
    groups: dict[str, list[int]] = {"all": list(range(len(rows)))}
    for i, (dataset, _) in enumerate(rows):
        groups.setdefault(dataset, []).append(i)
    print(f"{'pages':24}{'n':>5}" + "".join(f"{lang:>9}" for lang in langs))
    for name, members in groups.items():
        means = [sum(scores[i][lang] for i in members) / len(members) for lang in langs]
        print(f"{name:24}{len(members):5d}" + "".join(f"{m:9.4f}" for m in means))


if __name__ == "__main__":
    raise SystemExit(main())
