"""Writers' links and boxes of more languages (issue 26, stop 78): a link to the writer's
page named in the paper's language ("/yazar/", "/szerzo/", "/tac-gia/", "/penulis/",
"/toimittaja/", "/skribent/", "/periodista/", "/giornalista/", "/colunista/",
"/journaliste/"); a blog engine's "View all posts by" link in its themes' translations
("Zeige alle Beiträge von …", "Alle Beiträge von … anzeigen", "Ver todas las entradas
de …", "Visualizza tutti gli articoli di …", "Bekijk alle berichten van …", "Все записи
автора …"); Vietnamese "Theo" opening a writer's box on a Vietnamese page; writers' labels
with a colon in Ukrainian, Hebrew, Persian, Bengali, Vietnamese, Amharic and (in a
writer's box on a Swahili page) Swahili. And what names no one: the reader of a review or
a comment marked as microdata (``itemprop=author`` in a ``Review`` or ``Comment`` item);
a writer's box holding only a link to the writer's articles ("Alle Artikel",
"Tous les articles"); "Theo" on an English page stays a given name.

The pages are :mod:`tests.metadata.engine_bylines6`'s (engine_bylines4's story, the
page's ``<html lang>`` set to the byline's); none is copied from a site or from the
shared datasets.
"""

from __future__ import annotations


def _linked(path: str, name: str) -> str:
    return f"<div class='story-meta'><a href='{path}'>{name}</a> <span>12.03.2025</span></div>"


def _posts_link(text: str) -> str:
    return f"<p class='meta'><a href='/author/writer/' rel='author'>{text}</a></p>"


# name: (language, the byline's markup, the writer it names)
CASES: dict[str, tuple[str, str, str | None]] = {
    "tr_writer_link": ("tr", _linked("/yazar/ayse-yilmaz", "Ayşe Yılmaz"), "Ayşe Yılmaz"),
    "tr_reporter_link": ("tr", _linked("/muhabir/mehmet-demir", "Mehmet Demir"), "Mehmet Demir"),
    "hu_writer_link": ("hu", _linked("/szerzo/kovacs-janos", "Kovács János"), "Kovács János"),
    "hu_writer_class": ("hu", "<div class='szerzo'>Kovács János</div>", "Kovács János"),
    "vi_writer_link": (
        "vi",
        _linked("/tac-gia/nguyen-van-an.html", "Nguyễn Văn An"),
        "Nguyễn Văn An",
    ),
    "id_writer_link": ("id", _linked("/penulis/budi-santoso", "Budi Santoso"), "Budi Santoso"),
    "fi_reporter_link": (
        "fi",
        _linked("/toimittaja/matti-virtanen", "Matti Virtanen"),
        "Matti Virtanen",
    ),
    "sv_writer_link": (
        "sv",
        _linked("/skribent/anna-svensson/", "Anna Svensson"),
        "Anna Svensson",
    ),
    "es_reporter_link": ("es", _linked("/periodista/juan-perez/", "Juan Pérez"), "Juan Pérez"),
    "it_reporter_link": ("it", _linked("/giornalista/mario-rossi", "Mario Rossi"), "Mario Rossi"),
    "pt_columnist_link": ("pt", _linked("/colunista/ana-souza", "Ana Souza"), "Ana Souza"),
    "fr_reporter_link": (
        "fr",
        _linked("/journaliste/marie-dupont", "Marie Dupont"),
        "Marie Dupont",
    ),
    "de_posts_link": ("de", _posts_link("Zeige alle Beiträge von Petra Weber"), "Petra Weber"),
    "de_posts_link_verb_last": (
        "de",
        _posts_link("Alle Beiträge von Petra Weber anzeigen"),
        "Petra Weber",
    ),
    "es_posts_link": ("es", _posts_link("Ver todas las entradas de Juan Pérez"), "Juan Pérez"),
    "it_posts_link": (
        "it",
        _posts_link("Visualizza tutti gli articoli di Mario Rossi"),
        "Mario Rossi",
    ),
    "nl_posts_link": ("nl", _posts_link("Bekijk alle berichten van Jan de Vries"), "Jan de Vries"),
    "ru_posts_link": ("ru", _posts_link("Все записи автора Ольга Иванова"), "Ольга Иванова"),
    "vi_theo_box": ("vi", "<div class='author'>Theo Nguyễn Văn An</div>", "Nguyễn Văn An"),
    # writers' labels with a colon: uk (a woman author), he (reporter, a woman), fa
    # (report), bn (reporter), vi (article and photographs), am (author); sw (writer) in
    # a writer's box on a Swahili page
    "uk_author_woman": (
        "uk",
        "<div class='meta'>Авторка: Олена Коваленко</div>",
        "Олена Коваленко",
    ),
    "he_reporter_woman": ("he", "<div class='meta'>כתבת: דנה לוי</div>", "דנה לוי"),
    "fa_report": ("fa", "<div class='meta'>گزارش: علی رضایی</div>", "علی رضایی"),
    "bn_reporter": ("bn", "<div class='meta'>প্রতিবেদক: রহিম উদ্দিন</div>", "রহিম উদ্দিন"),
    "vi_text_and_photos": (
        "vi",
        "<div class='meta'>Bài và ảnh: Nguyễn Văn An</div>",
        "Nguyễn Văn An",
    ),
    "am_author": ("am", "<div class='meta'>ደራሲ: አበበ በቀለ</div>", "አበበ በቀለ"),
    "sw_writer": ("sw", "<div class='author'>Mwandishi: Juma Hamisi</div>", "Juma Hamisi"),
    # what names no one, or keeps its word
    "de_articles_link_alone": (
        "de",
        "<div class='author'><a href='/suche?autor=petra-weber'>Alle Artikel</a></div>",
        None,
    ),
    "fr_articles_link_alone": (
        "fr",
        "<div class='author'><a href='/recherche?auteur=1'>Tous les articles</a></div>",
        None,
    ),
    "en_theo_name": ("en", "<div class='author'>Theo Walcott</div>", "Theo Walcott"),
    # a reader's review or comment, marked as microdata, names its reader, not the writer;
    # an article's own microdata writer is read
    "de_review_author": (
        "de",
        "<div itemprop='review' itemscope itemtype='https://schema.org/Review'><span"
        " itemprop='author'>Verifizierte/r Kundin</span><p itemprop='reviewBody'>Sehr gut."
        "</p></div>",
        None,
    ),
    "en_comment_author": (
        "en",
        "<div itemscope itemtype='https://schema.org/Comment'><b itemprop='author'>Sam"
        " Porter</b><p itemprop='text'>Great read.</p></div>",
        None,
    ),
    "en_article_microdata": (
        "en",
        "<div itemscope itemtype='https://schema.org/NewsArticle'><span itemprop='author'>"
        "Jane Smith</span></div>",
        "Jane Smith",
    ),
    # the same words without a colon are a sentence's ("the journal announced today")
    "he_no_colon": ("he", "<p>כתב העת הודיע היום כי המחקר יפורסם</p>", None),
    "fa_no_colon": ("fa", "<p>گزارش سالانه بانک مرکزی منتشر شد</p>", None),
}
