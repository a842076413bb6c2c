"""A listing's pager and "load more" button: "Load more", "Older posts »", "Next page".

A blog's index, a shop's category and a news site's tag page close their items with a
control for the next ones: a button that loads more of them ("Load more", "Mehr laden",
"もっと見る") or a pager's link to the older or the next page ("Older posts", "Eski
Yayınlar", "Volgende pagina"). The block model, which reads each block alone, keeps such
a line where it keeps the items around it; it is the engine's chrome, written on every
page of the listing. A kept line of a few words (:data:`MAX_CHARS`) made only of such
phrases (:data:`PAGER_PHRASES`, by language; arrows and marks around them aside) is
dropped when the page keeps 200 characters besides. A one-word "Next" or
"More" stays (a heading or a list's label says as much), and so does a line that says
more ("Load more recipes from Tuscany"). Nothing here names a site.
"""

from __future__ import annotations

from collections.abc import Sequence

from thresher.methods.auto.card_actions import (
    PhraseLines,
    drop_phrase_lines,
    made_of,
    phrases_by_first,
)
from thresher.methods.auto.kept_lines import WordTable
from thresher.types import Block, Decision

# A listing's control for its next items, by language: a "load more" button, a pager's
# link to the older or next page (never one word alone).
PAGER_PHRASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("en", ("load more", "show more", "load more posts", "load more articles")),
    ("en", ("older posts", "newer posts", "older entries", "newer entries", "next page")),
    ("en", ("previous page", "older articles", "newer articles", "more posts")),
    ("de", ("mehr laden", "mehr anzeigen", "weitere laden", "ältere beiträge")),
    ("de", ("neuere beiträge", "nächste seite", "vorherige seite", "weitere beiträge")),
    ("fr", ("charger plus", "afficher plus", "articles plus anciens", "articles précédents")),
    ("fr", ("articles plus récents", "page suivante", "page précédente")),
    ("es", ("cargar más", "mostrar más", "entradas anteriores", "entradas siguientes")),
    ("es", ("entradas más antiguas", "página siguiente", "página anterior")),
    ("it", ("carica altri", "mostra altri", "articoli meno recenti", "articoli più recenti")),
    ("it", ("pagina successiva", "pagina precedente")),
    ("pt", ("carregar mais", "mostrar mais", "mensagens antigas", "mensagens mais antigas")),
    ("pt", ("mensagens mais recentes", "publicações mais antigas", "próxima página")),
    ("pt", ("página seguinte", "página anterior", "artigos mais antigos")),
    ("nl", ("meer laden", "toon meer", "oudere berichten", "nieuwere berichten")),
    ("nl", ("volgende pagina", "vorige pagina")),
    ("pl", ("załaduj więcej", "pokaż więcej", "starsze wpisy", "nowsze wpisy")),
    ("pl", ("następna strona", "poprzednia strona")),
    ("ru uk", ("показать ещё", "показать еще", "загрузить ещё", "загрузить еще")),
    ("ru uk", ("следующая страница", "предыдущая страница", "показати ще", "завантажити ще")),
    ("ru uk", ("наступна сторінка", "попередня сторінка")),
    ("sv", ("visa fler", "ladda fler", "äldre inlägg", "nyare inlägg", "nästa sida")),
    ("sv", ("föregående sida",)),
    ("da no", ("vis flere", "indlæs flere", "last flere", "ældre indlæg", "nyere indlæg")),
    ("da no", ("eldre innlegg", "nyere innlegg", "næste side", "neste side", "forrige side")),
    ("fi", ("näytä lisää", "lataa lisää", "vanhemmat artikkelit", "uudemmat artikkelit")),
    ("fi", ("seuraava sivu", "edellinen sivu")),
    ("tr", ("daha fazla göster", "daha fazla yükle", "eski yayınlar", "yeni yayınlar")),
    ("tr", ("sonraki sayfa", "önceki sayfa")),
    ("cs sk", ("načíst další", "zobrazit další", "starší příspěvky", "novější příspěvky")),
    ("cs sk", ("další stránka", "předchozí stránka", "načítať ďalšie", "staršie príspevky")),
    ("id", ("muat lebih banyak", "tampilkan lebih banyak", "posting lama", "posting baru")),
    ("id", ("halaman berikutnya", "halaman sebelumnya", "postingan lama", "postingan baru")),
    ("vi", ("tải thêm", "bài cũ hơn", "bài mới hơn", "trang sau", "trang tiếp")),
    ("vi", ("trang tiếp theo",)),
    ("vi", ("trang trước",)),
    ("ro hu", ("încarcă mai multe", "articole mai vechi", "articole mai noi")),
    ("ro hu", ("pagina următoare", "pagina anterioară", "több betöltése")),
    ("ro hu", ("régebbi bejegyzések", "újabb bejegyzések", "következő oldal")),
    ("el", ("φόρτωση περισσότερων", "παλαιότερα άρθρα", "νεότερα άρθρα", "επόμενη σελίδα")),
    ("ar he", ("تحميل المزيد", "عرض المزيد", "المقالات الأقدم", "الصفحة التالية")),
    ("ar he", ("טען עוד", "הצג עוד", "פוסטים ישנים יותר", "העמוד הבא")),
    ("ja", ("もっと見る", "さらに表示", "次のページ", "前のページ", "過去の投稿", "新しい投稿")),
    ("zh", ("加载更多", "載入更多", "下一页", "下一頁", "上一页", "上一頁", "较旧的文章")),
    ("zh", ("較舊的文章", "较新的文章", "較新的文章")),
    ("ko", ("더 보기", "더보기", "다음 페이지", "이전 페이지", "이전 글", "다음 글")),
)
MAX_CHARS = 40  # a pager's line: a few words
_REASON = "a listing's pager or load-more button (p={p:.2f})"
_BY_FIRST = phrases_by_first(PAGER_PHRASES)
# a line that opens with none of the first words, marks aside, is no pager's
_LINES = PhraseLines(_BY_FIRST, WordTable(_BY_FIRST), MAX_CHARS, made_of, _REASON)


def drop_pager_lines(
    blocks: Sequence[Block], probs: Sequence[float], flags: Sequence[bool]
) -> dict[int, Decision]:
    """The kept lines of :data:`MAX_CHARS` or fewer made only of a pager's or a "load
    more" button's phrases (:data:`PAGER_PHRASES`), dropped (``blocks``: the text
    blocks; ``probs``: their probabilities; ``flags``: each block's kept flag) when the
    page keeps 200 characters besides (100 where the first such line is in a CJK script:
    :func:`~thresher.methods.auto.card_actions.drop_phrase_lines`)."""
    return drop_phrase_lines(blocks, probs, flags, _LINES)


def is_pager_line(text: str) -> bool:
    """True when ``text`` is made only of pager phrases (:data:`PAGER_PHRASES`) and marks."""
    return made_of(text, _BY_FIRST)
