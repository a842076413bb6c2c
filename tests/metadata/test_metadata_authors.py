"""The author finder: metadata naming a person first, then the byline; never a site name,
handle, date, role word or label. Each page is small and hand-written."""

from __future__ import annotations

import pytest

from thresher.html.document import load_document
from thresher.metadata import extract_metadata
from thresher.metadata.names import (
    names_from_byline,
    plausible_name,
    reporter_names,
    split_names,
)

URL = "https://courier.example/news/night-trains"


def author_of(head: str, body: str, url: str = URL) -> str | None:
    """The author extract_metadata finds on a page of ``head`` and ``body`` markup."""
    page = f"<html><head><title>Night trains return</title>{head}</head><body>{body}</body></html>"
    return extract_metadata(load_document(page, url=url)).author


ARTICLE = "<h1>Night trains return</h1>{byline}<p>Three new sleeper routes link cities.</p>"


def test_jsonld_person_wins_and_organization_is_skipped() -> None:
    head = (
        '<script type="application/ld+json">{"@type": "NewsArticle", "author": '
        '[{"@type": "Organization", "name": "Courier Media"}, '
        '{"@type": "Person", "name": "Ana Ruiz"}]}</script>'
        '<meta name="author" content="Someone Else">'
    )
    assert author_of(head, ARTICLE.format(byline="")) == "Ana Ruiz"


def test_jsonld_author_by_id_reference() -> None:
    head = (
        '<script type="application/ld+json">{"@graph": ['
        '{"@type": "Article", "author": {"@id": "#p1"}},'
        '{"@type": "Person", "@id": "#p1", "name": "Li Wei"}]}</script>'
    )
    assert author_of(head, ARTICLE.format(byline="")) == "Li Wei"


def test_meta_site_name_and_handle_are_not_authors() -> None:
    head = (
        '<meta property="og:site_name" content="Courier">'
        '<meta name="author" content="Courier">'
        '<meta name="twitter:creator" content="@courier">'
    )
    body = ARTICLE.format(byline="<p>By <a href='/people/ana'>Ana Ruiz</a></p>")
    assert author_of(head, body) == "Ana Ruiz"


@pytest.mark.parametrize(
    ("name", "url", "expected"),
    [
        ("Brian Jenney", "https://brianjenney.medium.example/p/advice", "Brian Jenney"),
        ("Sara Harberson", "https://www.saraharberson.example/blog/essays", "Sara Harberson"),
        ("Business Insider", "https://www.businessinsider.example/story", "Jo Lee"),
        ("The Local", "https://www.thelocal.example/story", "Jo Lee"),
        ("Courier", URL, "Jo Lee"),
    ],
)
def test_a_host_name_spelling_a_person_is_their_own_site(
    name: str, url: str, expected: str | None
) -> None:
    # the site's brand gives way to the byline; a writer's own site names the writer
    head = f'<meta name="author" content="{name}">'
    assert author_of(head, ARTICLE.format(byline="<p>By Jo Lee</p>"), url=url) == expected


@pytest.mark.parametrize(
    ("site", "menu", "expected"),
    [
        ("Elizabeth McCravy", "<a href='/learn'>learn with elizabeth</a>", "Elizabeth McCravy"),
        ("Five Books", "<a href='/best'>the best books of the year</a>", "Jo Lee"),
        ("One Tree Planted", "<a href='/plant'>a tree planted for you</a>", "Jo Lee"),
    ],
)
def test_a_site_named_after_a_person_is_their_own_site(
    site: str, menu: str, expected: str | None
) -> None:
    head = f'<meta property="og:site_name" content="{site}"><meta name="author" content="{site}">'
    body = menu + ARTICLE.format(byline="<p>By Jo Lee</p>")
    assert author_of(head, body) == expected


def test_scholarly_tags_name_every_author_first_name_first() -> None:
    head = (
        '<meta name="citation_author" content="Ana Ruiz">'
        '<meta name="citation_author" content="Wei, Li">'
        '<meta name="citation_author" content="Jens Hansen">'
    )
    assert author_of(head, ARTICLE.format(byline="")) == "Ana Ruiz; Li Wei; Jens Hansen"


def test_a_byline_in_the_articles_margin_counts_but_not_in_a_sidebar() -> None:
    link = "<a rel='author' href='/profile/ana-ruiz'>Ana Ruiz</a>"
    margin = f"<aside><address>{link}</address></aside>"
    sidebar = "<aside><a rel='author' href='/profile/li-wei'>Li Wei</a></aside>"
    article = "<article><h1>Night trains return</h1>{}<p>Three new sleeper routes.</p></article>"
    assert author_of("", article.format(margin)) == "Ana Ruiz"
    assert author_of("", article.format("") + sidebar) is None


def test_bylines_of_cards_in_the_article_are_not_its_authors() -> None:
    card = "<aside><h3>{}</h3><h3 class='author'>by {}</h3></aside>"
    cards = card.format("Dune", "Frank Herbert") + card.format("Solaris", "Stanislaw Lem")
    body = f"<article><h1>Night trains return</h1><p>Books for the trip.</p>{cards}</article>"
    assert author_of("", body) is None


def test_twitter_written_by_card() -> None:
    head = (
        '<meta name="twitter:label1" content="Written by">'
        '<meta name="twitter:data1" content="Li Wei">'
    )
    assert author_of(head, ARTICLE.format(byline="")) == "Li Wei"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("<p>By Ana Ruiz | March 3, 2024</p>", "Ana Ruiz"),
        ("<p><span>Von</span> <a href='/x'>Max Muster</a></p>", "Max Muster"),
        ("<p>Автор: Иван Петров</p>", "Иван Петров"),
        ("<p>par Claire Dubois</p>", "Claire Dubois"),
        ("<p>Par Claire Dubois</p>", "Claire Dubois"),
        ("<p class='author'>Von Carolina von Canal</p>", "Carolina von Canal"),
        ("<p>Di Mario Rossi</p>", "Mario Rossi"),
        ("<p>Por Juan Pérez García</p>", "Juan Pérez García"),
        (
            "<p>By <a>Ana Ruiz</a>, <a>Li Wei</a> and <a>Tom Berg</a></p>",
            "Ana Ruiz; Li Wei; Tom Berg",
        ),
        ("<div class='byline'><a>Keith Barry</a><span>Senior Reporter</span></div>", "Keith Barry"),
        ("<span itemprop='author'><span itemprop='name'>Ana Ruiz</span></span>", "Ana Ruiz"),
        ("<a rel='author' href='/x'>Ana Ruiz</a>", "Ana Ruiz"),
        ("<a href='/author/ana-ruiz/'>Ana Ruiz</a>", "Ana Ruiz"),
        ("<div class='post-author'>Author: Ana Ruiz</div>", "Ana Ruiz"),
        ("<p>Written by Angela Bell, MD</p>", "Angela Bell"),
        (
            "<div class='byline'><span>Guide</span> <span>by</span> <a>Jo Lee</a>"
            " <span class='job_title'>Tech Editor</span></div>",
            "Jo Lee",
        ),
        (
            "<div class='card-author'><h2 class='title author-name'>Matt Check</h2>"
            "<div class='author-role'>Head Winemaker</div></div>",
            "Matt Check",
        ),
        ("<div><strong>Contributors:</strong> Janet Loughrey</div>", "Janet Loughrey"),
        (
            "<ul class='thread-meta'><li><span>Thread starter</span>"
            " <a href='/members/sean-g.12/'>sean_g</a></li><li>Start date Jan 3</li></ul>",
            "sean_g",
        ),
        (
            "<div class='authors-data'><span>&nbsp;&amp;</span> <a>Zackery Cuevas</a>"
            " <span>Writer, Hardware</span></div>",
            "Zackery Cuevas",
        ),
    ],
)
def test_bylines(byline: str, expected: str) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) == expected


def test_byline_after_the_headline_beats_one_before() -> None:
    body = (
        "<div class='author'>Tom Berg</div><h1>Night trains return</h1>"
        "<p>By Ana Ruiz</p><p>Three new sleeper routes link cities.</p>"
    )
    assert author_of("", body) == "Ana Ruiz"


@pytest.mark.parametrize(
    "byline",
    [
        "<nav><a href='/author/ana/'>Ana Ruiz</a></nav>",
        "<div class='comments'><span class='comment-author'>Ana Ruiz</span></div>",
        "<div class='byline'><span class='byline__tag'>Personal finance</span></div>",
        "<div class='author'>Staff</div>",
        "<div class='author'>Follow us on Twitter</div>",
        "<div class='byline'>March 3, 2024</div>",
        "<a href='/shop/door-locks/'>Door Locks</a>",
        "<p>Di Maria scored twice.</p>",
        "<p>Door View Cam is powered by the doorbell's own battery.</p>",
    ],
)
def test_not_bylines(byline: str) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) is None


def test_name_rules() -> None:
    assert names_from_byline("Written by\nNathan Hill\nUpdated May 3") == ["Nathan Hill"]
    assert names_from_byline("Written by") == []
    assert split_names("Ellen Lind, VMD, DACVB; Mo Fey & Gary Land") == [
        "Ellen Lind",
        "Mo Fey",
        "Gary Land",
    ]
    assert split_names("Jane E. Doe") == ["Jane E. Doe"]
    assert not plausible_name("@courier") and not plausible_name("Yucy 3")
    assert plausible_name("ridwan_123") and plausible_name("The Upwork Team")


def test_malformed_urls_do_not_break_the_finder() -> None:
    body = ARTICLE.format(byline="<a href='http://[x]/'>Ana Ruiz</a><p>By Li Wei</p>")
    assert author_of("", body, url="http://[::1") == "Li Wei"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By TOM KRISHER, AP Auto Writer", ["TOM KRISHER"]),  # a job title is no author
        ("MARK SMITH, Deputy Business Editor", ["MARK SMITH"]),
        ("By Hasan Mansoor in Karachi and Jo Li in Lahore", ["Hasan Mansoor", "Jo Li"]),
        ("By Adrian Shaw 18/01/2008", ["Adrian Shaw"]),  # the date after the name
        ("January 18, 2008", []),
        ("Jo Lee on March 3, 2024", []),  # a review's or a comment's line
        ("HERB KEINON AND JANE DOE", ["HERB KEINON", "JANE DOE"]),
        ("Richard Lam (AP/CP)", ["Richard Lam (AP/CP)"]),  # no split inside brackets
        ("Add Jo Lee to my e-mail alerts", []),  # "e-mail" holds no joiner "e"
        ("Government Websites by", []),
        ("Eingestellt von Der Michel", ["Der Michel"]),
    ],
)
def test_byline_names_are_cleaned(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_jsonld_author_loses_its_by() -> None:
    head = (
        '<script type="application/ld+json">{"@type": "NewsArticle", "author": '
        '[{"@type": "Person", "name": "By TOM KRISHER"}, '
        '{"@type": "Person", "name": "AP Auto Writer"}]}</script>'
    )
    assert author_of(head, ARTICLE.format(byline="")) == "Tom Krisher"  # in title case


def test_camel_case_class_marks_a_byline_but_not_a_comment_wrapper() -> None:
    body = ARTICLE.format(byline='<p class="authorCredit">Andrew Hendry</p>')
    assert author_of("", body) == "Andrew Hendry"
    wrapped = ARTICLE.format(
        byline='<div class="bylineComments"><p class="byline">By Ana Ruiz</p></div>'
    )
    assert author_of("", wrapped) == "Ana Ruiz"


def test_indented_byline_is_short_and_a_page_wide_form_is_no_skip() -> None:
    padding = "\n" + " " * 200
    byline = f"<p class=byline>{padding}SAEED SHAH{padding}</p>"
    body = f'<form id="page">{ARTICLE.format(byline=byline)}</form>'
    assert author_of("", body) == "Saeed Shah"  # in title case
    small_form = f'{ARTICLE.format(byline="")}<form><p class="byline">By Ana Ruiz</p></form>'
    assert author_of("", small_form) is None


def test_meta_handle_gives_way_to_the_written_name() -> None:
    head = '<meta name="author" content="dehlix">'
    assert author_of(head, ARTICLE.format(byline="<p>By Klaus-Peter Schöppner</p>")) == (
        "Klaus-Peter Schöppner"
    )
    assert author_of(head, ARTICLE.format(byline="")) == "dehlix"


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("INTERIA.PL S.A.", []),  # a company's legal form
        ("John Wiley & Sons Ltd, The Atrium, Chichester", []),
        ("James S.A. Corey", ["James S.A. Corey"]),  # initials, not a legal form
        ("Express.gr", []),  # a host name is the site's
        ("h.szeyee", ["h.szeyee"]),  # a handle with a dot is a person's
        ("Stand: 3. Mai 2020", []),  # a label before a date
    ],
)
def test_companies_and_host_names_are_not_authors(value: str, expected: list[str]) -> None:
    assert names_from_byline(value) == expected


def test_site_name_first_drops_its_address() -> None:
    head = (
        '<meta property="og:site_name" content="Courier">'
        '<meta name="author" content="Courier, Hamburg, Germany">'
    )
    assert author_of(head, ARTICLE.format(byline="<p>By Ana Ruiz</p>")) == "Ana Ruiz"


def test_an_articles_own_footer_holds_its_byline() -> None:
    body = (
        "<article><h1>Night trains return</h1><p>Three new sleeper routes link cities.</p>"
        '<footer class="entry-footer"><span class="byline">Author '
        '<a href="/blog/author/ana/">Ana Ruiz</a></span></footer></article>'
        "<footer><p>By Site Team</p></footer>"
    )
    assert author_of("", body) == "Ana Ruiz"


def test_a_description_after_the_names_is_no_author() -> None:
    assert names_from_byline(
        "Julie Weisenhorn and Natalie Hoidal, Extension horticulture educators"
    ) == ["Julie Weisenhorn", "Natalie Hoidal"]
    assert names_from_byline("Jo Lee, Nada S. Mussallam (Our staff reporters)") == [
        "Jo Lee",
        "Nada S. Mussallam (Our staff reporters)",
    ]


def test_a_text_holding_the_bracket_mask_is_split_plainly() -> None:
    text = "Ann Lee\x00 (Los Angeles), Jo Li"
    assert split_names(text) == ["Ann Lee\x00 (Los Angeles)", "Jo Li"]


def test_an_image_credit_marked_as_author_is_not_the_writer() -> None:
    credit = (
        '<figure><img src="/a.jpg" alt="Sleeper car"><figcaption>Sleeper car '
        '<cite itemprop="author">/domena publiczna</cite></figcaption></figure>'
    )
    body = ARTICLE.format(byline=credit + "<p>By Ana Ruiz</p>")
    assert author_of("", body) == "Ana Ruiz"
    for credit_line in ("Public Domain", "Getty Images", "CC BY-SA 4.0", "Wikimedia Commons"):
        assert not plausible_name(credit_line), credit_line


def test_unmarked_byline_with_a_date_under_the_headline() -> None:
    byline = "<p>Aaron Ricadela | Senior Writer | July 2, 2025</p>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Aaron Ricadela"


def test_unmarked_byline_of_a_person_the_page_introduces() -> None:
    byline = "<p>Matteo Laratta</p>"
    bio = "<div><p>Matteo Laratta is a triathlete and coach.</p></div>"
    assert author_of("", ARTICLE.format(byline=byline) + bio) == "Matteo Laratta"


def test_byline_word_alone_then_the_name_in_the_next_element() -> None:
    byline = "<div><p>May 3, 2025</p><p>Written By</p><span>Jo Lee</span></div>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Jo Lee"


@pytest.mark.parametrize(
    "line",
    [
        "<p>Marketing Automation</p><p>Marketing automation is built in.</p>",  # a feature
        "<p>Photo: Adobe Stock 2024</p>",  # a labelled value
        "<p>FREE Shipping 2024</p>",  # a label in capitals
        "<p>Jo Lee</p>",  # a name, but nothing says it is the byline
        "<h2>Night Trains 2024</h2>",  # a heading is no byline line
    ],
)
def test_unmarked_lines_that_are_no_byline_are_passed(line: str) -> None:
    byline = line + "<p>Aaron Ricadela | May 3, 2025</p>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Aaron Ricadela"


def test_unmarked_byline_is_read_only_before_the_body() -> None:
    paragraph = "<p>" + "Sleeper trains return across the continent this year. " * 3 + "</p>"
    byline = "<p>Aaron Ricadela | May 3, 2025</p>"
    assert author_of("", ARTICLE.format(byline=paragraph * 2 + byline)) == "Aaron Ricadela"
    assert author_of("", ARTICLE.format(byline=paragraph * 3 + byline)) is None


def test_a_sidebar_tag_around_the_main_content_is_no_sidebar() -> None:
    body = (
        '<aside class="banner"><main><article><h1>Night trains return</h1>'
        '<span class="post-author">Ana Ruiz</span><p>Three new routes.</p>'
        "</article></main></aside>"
    )
    assert author_of("", body) == "Ana Ruiz"


@pytest.mark.parametrize(
    "line",
    [
        "<p>Night Owl | May 3, 2025</p>",  # a word of the headline: the story's subject
        "<p>Ana Courier | May 3, 2025</p>",  # a word of the site's host: the publisher
    ],
)
def test_unmarked_names_of_the_story_or_the_site_are_passed(line: str) -> None:
    byline = line + "<p>Aaron Ricadela | May 3, 2025</p>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Aaron Ricadela"


def test_a_life_in_brackets_is_no_byline_date() -> None:
    byline = "<p>Tasha Thomas<br>(1950-1984)</p><p>Aaron Ricadela | May 3, 2025</p>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Aaron Ricadela"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By\nBrett Cruz\n, Privacy and Digital Security Expert", ["Brett Cruz"]),
        ("Jo Lee, Product Manager, Google News", ["Jo Lee"]),
        ("Jo Lee, Editor; Ann Wu, Analyst", ["Jo Lee", "Ann Wu"]),
    ],
)
def test_a_role_line_after_a_name_is_one_addition(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected
    # a name after a joining word opens anew after the role
    assert names_from_byline(f"{byline}, and Li Wei, Staff Writer") == [*expected, "Li Wei"]


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("Dec 26, 2025 \n•\n Mahua Das in \nProject Management", ["Mahua Das"]),
        ("12.03.2024 | Jo Lee", ["Jo Lee"]),
        ("Sunday 30th December, 2007\n(IANS)", []),  # a weekday is no name
        ("By Jo Lee in\nNews", ["Jo Lee"]),  # "in" before the section's link
    ],
)
def test_a_date_before_the_name(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected
    assert names_from_byline("March 3, 2024 | Politics") == []  # a section, no name


def test_an_unmarked_byline_naming_the_sites_logo_is_no_author() -> None:
    logo = "<a href='http://www.harbourstar.example/'><img alt='Harbour Star'></a>"
    byline = "<p>Harbour Star<br>Sunday 30th December, 2007</p>"
    assert author_of("", logo + ARTICLE.format(byline=byline), url="") is None
    assert author_of("", ARTICLE.format(byline=byline), url="") == "Harbour Star"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("Posted by Biggles on October 27, 2003", ["Biggles"]),
        ("By Jo Lee on Thursday", ["Jo Lee"]),
        ("Hannah Thomas on Thursday", []),  # no byline word: a day is no name's word
        ("Γράφει:\nο Νίκος Μπογιόπουλος", ["Νίκος Μπογιόπουλος"]),
        ("Από\nτο iatronet.gr", []),  # a neuter article opens a thing: a source
        ("Από\nΔημήτρης Βέργος", ["Δημήτρης Βέργος"]),
        ("责任编辑： 李淼川", []),  # a label and its value
        ("Web architecture: Volkova Dasha; Design: Maxim Tkachuk", []),
        ("author>Wang Shuo", []),  # broken markup
        ("撰文：王硕", ["王硕"]),
        ("Text: Kirsten Freund", ["Kirsten Freund"]),
        ("TEXT\nVol 6 No 2 October 2002", []),  # a journal's name on its own line
        ("Text: © All rights reserved.", []),
    ],
)
def test_byline_words_dates_and_labels(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_a_class_word_ending_in_author_marks_a_byline() -> None:
    byline = "<span class='mainartauthor'><a href='javascript:bio()'>Arik Hesseldahl</a>,</span>"
    assert author_of("", ARTICLE.format(byline=byline)) == "Arik Hesseldahl"
    label = "<span class='topicauthor'>Topic Author</span>"  # a thread's label
    assert author_of("", ARTICLE.format(byline=label + byline)) == "Arik Hesseldahl"


def test_a_lone_word_after_a_full_name_is_a_place_or_an_agency() -> None:
    assert names_from_byline("Markus Balser, Berlin") == ["Markus Balser"]
    assert names_from_byline("Jo Lee, Reuters, and Ann Wu") == ["Jo Lee", "Ann Wu"]
    assert names_from_byline("Linny and Peter") == ["Linny", "Peter"]  # first names


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("Posted by Matt Palmer at\n10:30 AM", ["Matt Palmer"]),
        ("Bill McBride on\nJanuary 3", ["Bill McBride"]),
        ("Posted on", []),
        ("Veröffentlicht am", []),
    ],
)
def test_a_time_or_a_publishing_label_is_no_name(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_a_side_column_of_main_holds_the_byline_but_not_a_page_sidebar() -> None:
    byline = "<p class='article_author'>Written By <span>Ana Ruiz</span></p>"
    column = f"<aside class='side-col'>{byline}</aside>"
    page = "<main><h1>Night trains return</h1>{}<p>Three new sleeper routes.</p></main>"
    assert author_of("", page.format(column)) == "Ana Ruiz"
    assert author_of("", page.format("") + column) is None


def author_titled(title: str, head: str, body: str) -> str | None:
    """The author of a page without an address whose ``<title>`` is ``title``."""
    page = f"<html><head><title>{title}</title>{head}</head><body>{body}</body></html>"
    return extract_metadata(load_document(page)).author


@pytest.mark.parametrize(
    ("title", "head"),
    [
        ("Night trains return - Express.gr", '<meta name="author" content="express1">'),
        ("夜车回来了_网易新闻中心", '<meta name="author" content="网易">'),
        (
            "Night trains return",
            '<meta name="author" content="courier">'
            '<meta name="copyright" content="www.courier.com, all rights">',
        ),
    ],
)
def test_the_sites_own_account_in_the_meta_gives_way_to_the_byline(title: str, head: str) -> None:
    body = ARTICLE.format(byline='<p class="byline">By Jo Lee</p>')
    assert author_titled(title, head, body) == "Jo Lee"
    assert author_titled(title, head, ARTICLE.format(byline="")) is None


def test_a_publishers_written_name_stays_when_no_one_else_is_named() -> None:
    head = '<meta name="author" content="Courier News">'
    title = "Night trains return | Courier News"
    assert author_titled(title, head, ARTICLE.format(byline="")) == "Courier News"
    body = ARTICLE.format(byline='<p class="byline">By Jo Lee, Courier News</p>')
    assert author_titled(title, head, body) == "Jo Lee"


def test_a_writers_own_site_keeps_the_writers_handle() -> None:
    head = '<meta name="author" content="mady">'
    title = "Night trains return - Mady Morrison - Yoga"
    assert author_titled(title, head, ARTICLE.format(byline="")) == "mady"


@pytest.mark.parametrize(
    "byline",
    [
        "<p><strong>του συμπλεγματος Β</strong> και του σιδήρου</p>",
        "<table><tr><th>Author</th><th>Message</th></tr></table>",
    ],
)
def test_a_lower_case_word_after_a_byline_word_or_a_column_header_is_no_byline(
    byline: str,
) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("新华社北京12月9日电（记者张建 周长庆）据报道", ["张建", "周长庆"]),
        ("本报讯（记者王硕）昨天", ["王硕"]),
        ("（记者李文蕊 通讯员张文远）", ["李文蕊"]),
        ("（记者吴俊宽、高鹏）", ["吴俊宽", "高鹏"]),
        ("本报记者 李香才", ["李香才"]),
        ("□快報記者 劉峻 記者調查", ["劉峻"]),
        ("(記者/曹斯)", ["曹斯"]),
        ("文/赵勇）", ["赵勇"]),
        ("聯合報╱記者張嘉芳／台北報導", ["張嘉芳"]),
        ("（記者鄭名娟攝）", []),
        ("快報記者 施向輝 攝", []),
        ("(记者 通讯员 张敏婷 陆敏仪)", []),
        ("记者：南方多雨雪天气", []),
        ("本报记者调查了中石化等油品", []),
        ("半月谈记者谭飞王艳明闫鹃", []),
        ("記者調查", []),
        ("By Jo Lee", []),
    ],
)
def test_chinese_reporter_credits(text: str, expected: list[str]) -> None:
    assert reporter_names(text) == expected


def test_a_reporter_credit_in_the_first_paragraph_names_the_writers() -> None:
    body = (
        "<h1>夜车回来了</h1><div class='tools'><span class='author'>点击登录</span></div>"
        "<p>新华社北京12月9日电（记者张建 周长庆）三条新的卧铺线路连接城市。</p>"
    )
    assert author_titled(
        "夜车回来了_网易新闻中心", '<meta name="author" content="网易">', body
    ) == ("张建; 周长庆")


@pytest.mark.parametrize(
    "line",
    [
        "華視新聞╱報導",
        "世界日報╱廣州12日電",
        "财经》综合报道",
        "点击登录",
        "如何使用跟贴",
        "来源",
        "该作者文章",
        "财讯网_提供股票、基金、期货与外汇市场的金融资讯，以及个人理财咨询等服务",
    ],
)
def test_a_chinese_report_or_wire_line_is_no_name(line: str) -> None:
    assert names_from_byline(line) == []


def test_co_authors_in_separate_links_of_one_byline_box() -> None:
    byline = (
        "<div class='written-by'><strong>Written by</strong><br>"
        "<strong><a href='/authors/ana-ruiz'>Ana Ruiz</a></strong>, four years covering"
        " rail, buses and the politics of transport<br>"
        "<strong><a href='/authors/li-wei'>Li Wei</a></strong>, senior editor and night"
        " train enthusiast with ten years of travel writing</div>"
    )
    assert author_of("", ARTICLE.format(byline=byline)) == "Ana Ruiz; Li Wei"


def test_a_later_author_link_outside_the_byline_box_is_no_co_author() -> None:
    byline = (
        "<div class='written-by'><a href='/authors/ana-ruiz'>Ana Ruiz</a>, rail</div>"
        "<p>Three new sleeper routes link cities, and more are planned for the next"
        " years across the continent, the operators said on Monday in a statement.</p>"
        "<div class='more'>More from <a href='/authors/li-wei'>Li Wei</a></div>"
    )
    assert author_of("", ARTICLE.format(byline=byline)) == "Ana Ruiz"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By Pete Yost, Associated Press", ["Pete Yost"]),
        ("By Brie Zeltner, The Plain Dealer", ["Brie Zeltner"]),
        ("By Janice Lloyd, USA TODAY", ["Janice Lloyd"]),
        ("Victoria Craw, wires", ["Victoria Craw"]),
        ("By Greg Miller and Josh Meyer", ["Greg Miller", "Josh Meyer"]),
        (
            "Marcus Bensmann, Justus von Daniels, Ulrich Stoll",
            ["Marcus Bensmann", "Justus von Daniels", "Ulrich Stoll"],
        ),
        ("ROD NORDLAND and MAYY EL SHEIKH", ["ROD NORDLAND", "MAYY EL SHEIKH"]),
        ("Damian Spellman, PA Sport", ["Damian Spellman"]),
        ("Mike D'Angelo, A.A. Dowd", ["Mike D'Angelo", "A.A. Dowd"]),
        (
            "Jiawen Chen and Sam Hasinoff, Software Engineers, Google Research",
            ["Jiawen Chen", "Sam Hasinoff"],
        ),
        ("By Christoph Heinzle, ARD-Studio London", ["Christoph Heinzle"]),
    ],
)
def test_an_employer_after_a_persons_name_is_no_co_author(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_bylines_of_a_list_of_posts_are_not_the_articles() -> None:
    comments = "".join(
        f"<li><div class='author'><span>{name}</span></div><div class='text'>Yes</div></li>"
        for name in ("Optymista", "Betty Ross", "Konrad")
    )
    body = ARTICLE.format(byline="") + f"<ul class='list'>{comments}</ul>"
    assert author_of("", body) is None
    one = "<ul><li><div class='author'>Ana Ruiz</div></li></ul>"
    assert author_of("", ARTICLE.format(byline=one) + f"<ul>{comments}</ul>") == "Ana Ruiz"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("Joanna Janczy. Data publikacji Śro, 12.10.2011", ["Joanna Janczy"]),
        ("By Jo Lee Published May 3, 2024", ["Jo Lee"]),
        ("Page published 3 May", []),
    ],
)
def test_a_date_label_after_the_name_ends_it(byline: str, expected: list[str]) -> None:
    assert names_from_byline(byline) == expected


def test_a_writers_own_site_named_in_other_letter_case_keeps_the_writer() -> None:
    head = (
        '<meta property="og:site_name" content="Annette Thurmon">'
        '<meta name="author" content="annette thurmon">'
    )
    # written capitalised (a person's name in lower case, stop 63)
    assert author_of(head, ARTICLE.format(byline="")) == "Annette Thurmon"
    brand = '<meta property="og:site_name" content="Home Advisor">'
    assert (
        author_of(brand + '<meta name="author" content="HomeAdvisor">', ARTICLE.format(byline=""))
        is None
    )


@pytest.mark.parametrize(
    "byline",
    [
        "<p>Ana Ruiz</p><p>Senior Editor</p>",
        "<div><span>Ana Ruiz</span><span>Staff Writer, Sports</span></div>",
    ],
)
def test_an_unmarked_name_over_a_job_title_is_a_byline(byline: str) -> None:
    body = (
        f"<h1>Night trains return</h1>{byline}<p>Three new sleeper routes link cities"
        " across the continent, and more are planned for the next years.</p>"
    )
    assert author_of("", body) == "Ana Ruiz"
    lone = body.replace("Senior Editor", "Madrid").replace("Staff Writer, Sports", "Madrid")
    assert author_of("", lone) is None


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By Scott Packard on 10.29.12", ["Scott Packard"]),
        ("Posted by Jo Lee on 2012-10-29", ["Jo Lee"]),
        ("Von Max Muster am 12.03.2020", ["Max Muster"]),
        ("Par Jean Dupont le 12/03/2020", ["Jean Dupont"]),
    ],
)
def test_a_numeric_date_after_on_or_am_ends_a_bylines_name(
    byline: str, expected: list[str]
) -> None:
    assert names_from_byline(byline) == expected
    # without a byline word, a comment's or a review's line
    assert names_from_byline(byline.split(" ", 1)[1].removeprefix("by ")) == []


def test_a_date_joiner_ending_the_names_line_is_no_part_of_it() -> None:
    assert names_from_byline("Von Max Muster am\n07.08.2013\num 09:07 Uhr") == ["Max Muster"]


@pytest.mark.parametrize(
    ("phrase", "name"),
    [
        ("Now that you've bought a telescope", "Press Trust of India"),
        ("Arizona Cardinals fan", "White on Rice Couple"),
        ("Catch more fish", "Mobasir hassan"),
    ],
)
def test_a_capitalised_phrase_is_no_name_but_an_organisations_or_a_lower_case_surname_is(
    phrase: str, name: str
) -> None:
    assert not plausible_name(phrase)
    assert plausible_name(name)


def test_a_sentence_marked_as_byline_gives_way_to_the_writers_byline() -> None:
    byline = (
        "<div class='article-byline'>Now that you've bought a telescope, here are some"
        " ideas.</div><div class='article-byline'>Michael E. Bakich</div>"
    )
    assert author_of("", ARTICLE.format(byline=byline)) == "Michael E. Bakich"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By MALCOLM RITTER AP Science Writer", ["MALCOLM RITTER"]),
        ("JASON STRAZIUSO Associated Press Writer", ["JASON STRAZIUSO"]),
        ("JO LEE Staff Writer", ["JO LEE"]),
    ],
)
def test_a_job_title_after_a_name_in_capitals_is_no_part_of_it(
    byline: str, expected: list[str]
) -> None:
    assert names_from_byline(byline) == expected
    # a desk's name in one case is kept whole
    assert names_from_byline("METRO NEWS REPORTER") == ["METRO NEWS REPORTER"]
    assert names_from_byline("Daily Mail Reporter") == ["Daily Mail Reporter"]


def test_a_capitalised_and_joins_two_capitalised_names() -> None:
    assert names_from_byline("By Derek Abma And Robert Hiltz") == ["Derek Abma", "Robert Hiltz"]


@pytest.mark.parametrize(
    "byline",
    [
        "<p><br>By Ana Ruiz</p>",
        "<p><a href='/photo.jpg'><img src='/photo.jpg'></a>By Ana Ruiz</p>",
        "<p>By Ana Ruiz<br>MADRID, May 3 (Courier) - "
        + "Three new sleeper routes open. " * 5
        + "</p>",
    ],
)
def test_a_byline_after_a_line_break_or_an_image_or_before_one(byline: str) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) == "Ana Ruiz"


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("<p>时间：2012-01-12 17:55 来源： 作者：陈望</p>", "陈望"),
        (
            "<p>2012年01月12日 <span>来源：<a>长江商报</a></span> 作者：<span>罗义</span></p>",
            "罗义",
        ),
    ],
)
def test_a_chinese_writers_label_in_a_line_of_facts(line: str, expected: str) -> None:
    def writer(facts: str) -> str | None:
        return author_of("", f"<h1>龙票涨幅迅猛</h1>{facts}<p>龙年邮票发行一周价格飙升。</p>")

    assert writer(line) == expected
    # a role before the name, or the mobile version's link after an empty label
    assert writer(line.replace(expected, "见习编辑 李琼皙")) != "见习编辑"
    assert writer(line.replace(expected, "<a href='/m'>手机版</a>")) is None


BY_HANDLE = '<p class="byline">By <a href="/author/courier/">courier</a></p>'
SITE_HEAD = '<meta property="og:site_name" content="Courier News">'


@pytest.mark.parametrize(
    ("head", "byline", "expected"),
    [
        # a post the site signs, in the metadata or in a byline: the site is its author
        ('<meta name="author" content="Courier News">', "", "Courier News"),
        ("", "<p>By Courier News</p>", "Courier News"),
        # but a person named anywhere wins
        ('<meta name="author" content="Courier News">', "<p>By Jo Lee</p>", "Jo Lee"),
        # a handle in the metadata alone is the site's account, not a signature
        ('<meta name="author" content="courier">', "", None),
        ('<meta name="author" content="courier">', BY_HANDLE, "courier"),
    ],
)
def test_the_site_signs_its_post_when_no_one_else_does(
    head: str, byline: str, expected: str | None
) -> None:
    assert author_of(SITE_HEAD + head, ARTICLE.format(byline=byline)) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # a script's text keeps its entities: the parser does not unescape them
        ("Lindsey O&#039;Donnell", "Lindsey O'Donnell"),
        ("Maria &amp; Katerina", "Maria; Katerina"),
        # markup written into the value
        ('<a href=\\"/experts/jo-lee\\">Jo Lee</a>', "Jo Lee"),
    ],
)
def test_jsonld_names_are_read_as_text(name: str, expected: str) -> None:
    head = (
        '<script type="application/ld+json">{"@type": "NewsArticle", '
        f'"author": {{"@type": "Person", "name": "{name}"}}}}</script>'
    )
    assert author_of(head, ARTICLE.format(byline="")) == expected


def test_no_break_spaces_in_a_name_are_plain_spaces() -> None:
    head = '<meta name="author" content="Michael L.\xa0 Anderson">'
    assert author_of(head, ARTICLE.format(byline="")) == "Michael L. Anderson"


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("<p>Erstellt von Andri Bryner</p>", "Andri Bryner"),
        ("<p>Artikel von Claudia Riedler</p>", "Claudia Riedler"),
        ("<p>Text und Interview: Harald Willenbrock</p>", "Harald Willenbrock"),
        ("<p>Penulis: Budi Santoso</p>", "Budi Santoso"),
        ("<p>Oleh Budi Santoso</p>", "Budi Santoso"),
        ("<p>Szerző: Kovács Anna</p>", "Kovács Anna"),
        ("<p>Yazar: Ayşe Yılmaz</p>", "Ayşe Yılmaz"),
        ("<p>Piše: Ivan Horvat</p>", "Ivan Horvat"),
        ("<p>Kirjoittaja: Anna Virtanen</p>", "Anna Virtanen"),
        ("<p>Tác giả: Nguyễn Văn An</p>", "Nguyễn Văn An"),
        ("<p>بقلم: سمير عطا الله</p>", "سمير عطا الله"),
        ("<p>מאת: דנה כהן</p>", "דנה כהן"),
        # a first name that is also a byline word stays a name
        ("<p>Oleh Petrenko</p>", None),
    ],
)
def test_localised_byline_words(byline: str, expected: str | None) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) == expected


@pytest.mark.parametrize(
    "byline",
    [
        # a label and its value in a byline's box: a date, a source
        "<div class='authorWrapper'><p><span>Stand: </span>\n<span>20. April 2020</span></p></div>",
        "<div class='authorsSources'><span>Źródło: </span>\n<span>Statista.com</span></div>",
        # a date cut at its weekday
        "<div class='byline'>Thu Apr 2, 1:08 am ET</div>",
        # a picture's caption or credit marked as a byline
        "<p class='mediaBox__copyright text__byline'>Bild © ARD</p>",
        "<div class='cutline-byline'>Juan Pérez (izquierda) y Ana Ruiz en Lima</div>",
    ],
)
def test_labels_dates_and_credits_in_a_byline_box_are_no_names(byline: str) -> None:
    assert author_of("", ARTICLE.format(byline=byline)) is None


@pytest.mark.parametrize(
    ("byline", "expected"),
    [
        ("By Richard Lam (AP)", ["Richard Lam"]),
        ("Julia Hitz (eg)", ["Julia Hitz"]),
        ("Auswärtige Autoren (AA)", ["Auswärtige Autoren (AA)"]),  # the name's initials
        ("Richard (R.J.) Eskow", ["Richard (R.J.) Eskow"]),
        ("By Williams Perdomo @wperdomod", ["Williams Perdomo"]),
        ("Lüder Hoppe info@buero-hoppe.example", ["Lüder Hoppe"]),
        ("sales@shop.example", []),
    ],
)
def test_closing_remarks_and_addresses_are_no_part_of_a_name(
    byline: str, expected: list[str]
) -> None:
    assert names_from_byline(byline) == expected
