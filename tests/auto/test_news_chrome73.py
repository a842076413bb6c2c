"""Stop 73's news chrome: a portal's link home under the story ("返回搜狐，查看更多",
switch ``home_links``), and the read-on rules' one table of labels (the differences
named: "Related articles" alone, "See also" before a link, "Read more" with a colon)."""

from __future__ import annotations

from tests.auto.engine_news3 import news_page
from tests.auto.news_checks import flat

from thresher import extract
from thresher.methods.auto import news_lines, read_on_lines
from thresher.methods.auto.story_home_links import home_line


def test_a_portals_link_home_is_dropped_and_a_headline_that_opens_so_stays() -> None:
    page = news_page("zh_sohu")
    kept = flat(extract(page.html, url=page.url, method="auto").text or "")
    off = extract(page.html, url=page.url, method="auto", home_links=False)
    assert "返回搜狐，查看更多" not in kept
    assert "返回搜狐，查看更多" in flat(off.text or "")
    lines = (
        "返回搜狐，查看更多", "Back to the homepage for more news",
        "Zurück zur Startseite für weitere Nachrichten", "Volver a la portada para ver más",
        "Вернуться на главную, чтобы читать больше", "Quay lại trang chủ để xem thêm",
    )  # fmt: skip
    assert [line for line in lines if not home_line(line)] == []
    assert not home_line("Back to school: what parents need to know")
    assert not home_line("Back to top")


def test_the_read_on_rules_read_one_table_of_labels() -> None:
    assert set(read_on_lines.LABEL_WORDS) <= set(news_lines.READ_ON_LABEL_WORDS)
    for label in ("Leggi anche", "Related", "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ", "Citește și", "Lue myös"):
        assert news_lines.is_read_on_label(label), label
        assert read_on_lines.LABELS.match(f"{label}: "), label
    # "Related articles" labels a line alone only (some truths keep "Related article: …")
    assert news_lines.is_read_on_label("Related articles")
    assert not read_on_lines.LABELS.match("Related articles: ")
    # a reference page's "See also" heads a list: a read-on label only before a linked
    # headline on its own line; a button's "Read more" only with a colon
    assert not news_lines.is_read_on_label("See also")
    assert read_on_lines.LABELS.match("See also: ")
    assert not news_lines.is_read_on_label("Read more")
    assert news_lines.COLON_LABELS.match("Read more:")
