"""thresher's title extraction: Wang et al.'s title first, then headings, meta and <title>."""

from __future__ import annotations

import thresher
from thresher.metadata import read_page_meta
from thresher.metadata.title import choose_title, find_title, strip_anchor_marks


def title_of(html: str) -> str | None:
    doc = thresher.load_document(html.encode("utf-8"))
    return find_title(doc, read_page_meta(doc))


def page(title: str, body: str, head: str = "") -> str:
    return f"<html><head><title>{title}</title>{head}</head><body>{body}</body></html>"


def test_title_part_repeated_in_the_body_wins():
    html = page(
        "Storm floods the old harbour | Coast News | Weather",
        "<a href=/>Coast News</a><h1>Storm floods the old harbour</h1><p>Text.</p>",
    )
    assert title_of(html) == "Storm floods the old harbour"


def test_heading_text_is_returned_with_its_own_punctuation():
    html = page('"Idol" returns to TV - Daily', "<h1>“Idol” returns to TV</h1><p>Text.</p>")
    assert title_of(html) == "“Idol” returns to TV"


def test_site_name_alone_is_not_trusted():
    html = page(
        "HVW - Handball",
        "<div class=logo>HVW</div><h1>Fans return to the arenas</h1><p>Text.</p>",
    )
    assert title_of(html) == "Fans return to the arenas"


def test_open_graph_before_the_first_heading():
    html = page(
        "Nothing to see",
        "<h1>Site</h1><p>Text.</p>",
        head="<meta property='og:title' content='The real headline'>",
    )
    assert title_of(html) == "The real headline"


def test_the_lone_headline_beats_open_graph_worded_for_search_results():
    og = "<meta property='og:title' content='Best Camping Hammocks of 2026, Tested | Hiker'>"
    html = page(
        "Hammocks reviewed | Hiker",
        "<nav><a href=/>Home</a></nav><h1>Best Camping Hammocks of 2026</h1><p>Text.</p>",
        head=og,
    )
    assert title_of(html) == "Best Camping Hammocks of 2026"


def test_open_graph_wins_over_a_lone_headline_sharing_no_word_or_in_the_banner():
    og = "<meta property='og:title' content='Storm floods the old harbour'>"
    unrelated = page("Coast News", "<h1>Weather desk</h1><p>Text.</p>", head=og)
    assert title_of(unrelated) == "Storm floods the old harbour"
    banner = page("Coast News", "<header><h1>Harbour News</h1></header><p>Text.</p>", head=og)
    assert title_of(banner) == "Storm floods the old harbour"
    two = page("Coast News", "<h1>Old harbour</h1><p>Text.</p><h1>Harbour</h1>", head=og)
    assert title_of(two) == "Storm floods the old harbour"


def test_documentation_anchor_marks_are_dropped():
    assert strip_anchor_marks("Coroutines and Tasks¶") == "Coroutines and Tasks"
    assert strip_anchor_marks("Installation #") == "Installation"
    assert strip_anchor_marks("installation#") == "installation"
    assert strip_anchor_marks("Learn C#") == "Learn C#"
    assert strip_anchor_marks("F# basics §") == "F# basics"
    html = page("asyncio — Python docs", "<h1>asyncio — Python docs¶</h1>")
    assert title_of(html) == "asyncio — Python docs"


def test_chinese_title_split_at_spaces_and_joined_in_the_heading():
    html = page(
        "土豆不“土” 土豆无“土” 松花江网",
        "<h1>松花江网</h1><h2>土豆不“土” 土豆无“土”</h2><p>土豆，听名字就“土”得掉渣。</p>",
    )
    assert title_of(html) == "土豆不“土” 土豆无“土”"


def test_whole_title_tag_last_and_none_without_any():
    assert title_of(page("Only a title", "<p>text</p>")) == "Only a title"
    assert title_of("<html><body><p>text</p></body></html>") is None


def test_choose_title_reports_where_it_found_the_title():
    html = page("Budget passes | Politics", "<h1>Budget passes</h1>")
    doc = thresher.load_document(html)
    found = choose_title(doc, read_page_meta(doc))
    assert found.source == "wang"
    assert doc.tree.xpath("//h1")[0] is not None and found.position is not None


def test_extraction_title_uses_it():
    html = page("Budget passes | Politics", "<h1>Budget passes</h1><p>The budget passed.</p>")
    assert thresher.extract(html, method="sentences").title == "Budget passes"


def test_headline_that_adds_to_a_title_repeated_in_a_breadcrumb_wins():
    html = page(
        "Option Compatible",
        "<nav><span>Help</span> › <span>Option Compatible</span></nav>"
        "<h1><a name=top></a>Option Compatible statement</h1><p>Text.</p>",
    )
    assert title_of(html) == "Option Compatible statement"


def test_a_kicker_inside_the_headline_is_not_part_of_the_title():
    html = page(
        "Big tasks for the new government",
        "<nav><span>Big tasks for the new government</span></nav>"
        "<h1><small>Tunisia</small><br> Big tasks for the new government</h1><p>Text.</p>",
    )
    assert title_of(html) == "Big tasks for the new government"


def test_the_lone_headline_beats_a_title_part_found_in_a_breadcrumb():
    html = page(
        "Metasploit Weekly Wrapup | Blog",
        "<div class=crumbs><span>Metasploit Weekly Wrapup</span></div>"
        "<h1>Metasploit Wrap-Up 12/19/2025</h1><p>Text.</p>",
    )
    assert title_of(html) == "Metasploit Wrap-Up 12/19/2025"


def test_a_lone_headline_sharing_no_word_with_the_title_is_a_site_name():
    html = page(
        "Was ist Virales Marketing? | Example Site",
        "<h1>DimidoBlog</h1><div class=crumbs><span>Was ist Virales Marketing?</span></div>"
        "<p>Text.</p>",
    )
    assert title_of(html) == "Was ist Virales Marketing?"


def test_the_lone_headline_beats_a_title_part_found_in_a_subheading():
    html = page(
        "Using Scenarios | Help",
        "<h1>Applying Scenarios</h1><p>Scenarios let you test what-if questions.</p>"
        "<h3>Using Scenarios</h3><p>Choose Tools - Scenarios.</p>",
    )
    assert title_of(html) == "Applying Scenarios"


def test_a_lone_headline_in_the_page_header_or_one_link_is_a_logo():
    body = "<p>Scenarios let you test what-if questions.</p><h2>Using Scenarios</h2><p>Text.</p>"
    in_header = page("Using Scenarios | Help", f"<header><h1>Scenarios Hub</h1></header>{body}")
    assert title_of(in_header) == "Using Scenarios"
    linked = page("Using Scenarios | Help", f"<h1><a href='/'>Scenarios Hub</a></h1>{body}")
    assert title_of(linked) == "Using Scenarios"


def test_a_title_part_shown_as_a_logo_linking_home_is_the_site_name():
    head = '<meta property="og:title" content="Customize your browser">'
    body = "<h1>Make it your own</h1><p>Text.</p><h1><a href='{href}'>Mozilla</a></h1>"
    for href in ("/", "/en-US/", "https://www.mozilla.org/index.html"):
        html = page("Customize your browser — Mozilla", body.format(href=href), head)
        doc = thresher.load_document(html.encode("utf-8"), url="https://www.mozilla.org/a/b")
        assert find_title(doc, read_page_meta(doc)) == "Customize your browser", href


def test_a_title_part_shown_as_a_linked_post_heading_stays_the_title():
    body = "<h2><a href='/2020/01/ins-neue-jahr/'>Ins neue Jahr</a></h2><p>Text.</p>"
    html = page("Ins neue Jahr | Literaturblog", body, '<meta property="og:title" content="Blog">')
    assert title_of(html) == "Ins neue Jahr"


def test_a_short_title_part_the_body_repeats_beats_the_whole_title_tag():
    html = page(
        "The Daily Courier of Calcutta and Kolkata | Sports | Tour goes on",
        "<table><tr><td><b>Tour goes on</b></td></tr><tr><td>The board said the tour "
        "would continue for now.</td></tr></table>",
    )
    doc = thresher.load_document(html.encode("utf-8"))
    found = choose_title(doc, read_page_meta(doc))
    assert found.title == "Tour goes on"
    assert found.position is not None


def test_malformed_links_and_page_addresses_are_no_home_links():
    html = page(
        "Customize your browser — Mozilla",
        "<h1>Make it your own</h1><h1><a href='http://[abc'>Mozilla</a></h1>",
    )
    for url in ("https://www.mozilla.org/a", "http://[bad/a"):
        doc = thresher.load_document(html.encode("utf-8"), url=url)
        assert find_title(doc, read_page_meta(doc)) == "Mozilla"


def test_a_title_tag_used_whole_loses_a_trailing_site_name():
    body = "<div>Nothing in the body repeats the title.</div>"
    assert title_of(page("Lorem ipsum dolor sit amet – My website", body)) == (
        "Lorem ipsum dolor sit amet"
    )
    assert title_of(page("Home | My website", body)) == "Home | My website"  # too short
    assert title_of(page("Re: a - b | Forum", body)) == "Re: a - b"


def test_a_first_heading_unrelated_to_a_real_title_tag_gives_way_to_it():
    body = "<h1>Lorem</h1><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>"
    assert title_of(page("Embedded videos test", body)) == "Embedded videos test"


def test_the_first_heading_stays_when_the_title_tag_is_no_title():
    body = "<h1>Red-hot frontrunners</h1><p>The race tightened on Sunday.</p>"
    # one word, a breadcrumb, the site's declared name
    assert title_of(page("Sportal", body)) == "Red-hot frontrunners"
    assert title_of(page("Sportal > Golf > News", body)) == "Red-hot frontrunners"
    site = '<meta property="og:site_name" content="Calgary Sun">'
    assert title_of(page("Calgary Sun", body, site)) == "Red-hot frontrunners"


def test_the_first_heading_stays_when_the_title_tag_spells_the_host():
    html = page("The Calgary Sun", "<h1>Red-hot frontrunners</h1><p>The race tightened.</p>")
    doc = thresher.load_document(html.encode("utf-8"), url="https://calgarysun.com/sports/1")
    assert find_title(doc, read_page_meta(doc)) == "Red-hot frontrunners"


def test_related_words_keep_the_first_heading():
    # "Sharing"/"Share": the heading words the page title in other forms
    body = "<h1>Share Spreadsheet</h1><p>Several users can edit one sheet.</p>"
    assert title_of(page("Sharing Spreadsheets", body)) == "Share Spreadsheet"
    # another script: a translated heading under an English <title>
    body_zh = "<h1>右键菜单</h1><p>右键单击可以打开菜单。</p>"
    assert title_of(page("Context Menus (Customizing)", body_zh)) == "右键菜单"


def test_lone_headline_left_untranslated_over_a_chinese_title():
    text = "<p>选择「插入 - 区域 - 脚注/尾注」选项卡。</p><p>脚注/尾注</p>"
    assert title_of(page("脚注/尾注", "<h1>Footnotes/Endnotes</h1>" + text)) == "Footnotes/Endnotes"
    # but a logo's heading in the page's header is not the headline
    assert title_of(page("脚注/尾注", "<header><h1>Help</h1></header>" + text)) == "脚注/尾注"


def _site_page(og_title: str, title: str = "Workforce Management Software | Acme Tools") -> str:
    head = (
        f'<meta property="og:title" content="{og_title}">'
        '<meta property="og:site_name" content="Acme Tools">'
    )
    body = '<nav><a href="/wfm">Workforce Management Software</a></nav><p>Plan shifts.</p>'
    return page(title, body, head)


def test_open_graph_loses_the_site_name_only_when_it_is_the_title_tag_and_the_body_shows_the_rest():
    cut = _site_page("Workforce Management Software | Acme Tools")
    apart = _site_page("Workforce Management Software | Acme Tools", title="Scheduling | Acme")
    unseen = _site_page(
        "Shift Planning Software | Acme Tools", "Shift Planning Software | Acme Tools"
    )
    assert title_of(cut) == "Workforce Management Software"
    assert title_of(apart) == "Workforce Management Software | Acme Tools"
    assert title_of(unseen) == "Shift Planning Software | Acme Tools"


def test_a_heading_that_lost_a_space_between_elements_gives_way_to_the_title_part():
    html = page(
        "Keychron K2 Wireless Keyboard | Labs",
        "<h1><span>Keychron</span><span>K2</span> Wireless Keyboard</h1><p>Text.</p>",
    )
    assert title_of(html) == "Keychron K2 Wireless Keyboard"


def test_a_section_label_gives_way_to_the_heading_that_shows_open_graph():
    og = '<meta property="og:title" content="Storm floods the old harbour">'
    body = "<h1>News</h1><h1>Storm floods the old harbour</h1><p>Text.</p>"
    assert title_of(page("News - Coast Times", body, og)) == "Storm floods the old harbour"
    # a label that shares a word with og:title, or an og:title the body does not show
    harbour = "<h1>Harbour</h1><h1>Storm floods the old harbour</h1><p>Text.</p>"
    assert title_of(page("Harbour - Coast Times", harbour, og)) == "Harbour"
    unseen = '<meta property="og:title" content="Harbour flooded by the storm">'
    assert title_of(page("News - Coast Times", body, unseen)) == "News"
    # a title part with more words than og:title is the headline, not a label
    paving = (
        "<h1>City sues the builder over cracked paving stones</h1>"
        "<h2>Pavement disaster downtown</h2><p>Text.</p>"
    )
    short = '<meta property="og:title" content="Pavement disaster downtown">'
    title = "City sues the builder over cracked paving stones | Daily"
    assert title_of(page(title, paving, short)) == (
        "City sues the builder over cracked paving stones"
    )


def test_a_kicker_in_its_own_element_is_left_off_the_joined_title_parts():
    title = "The Daily : Business : Telecom offers insurance cover to subscribers"
    kicker = "<p><b>Business</b> <font>Telecom offers insurance cover to subscribers</font></p>"
    assert title_of(page(title, kicker + "<p>Text.</p>")) == (
        "Telecom offers insurance cover to subscribers"
    )
    # nor in Chinese or Japanese titles, whose parts normalisation 1 reads by ideographs
    japanese = "<p><b>馬市の最新情報</b> <font>東京で大雨の被害が広がる今週の市場</font></p>"
    assert title_of(page("馬市の最新情報 - 東京で大雨の被害が広がる今週の市場", japanese)) == (
        "馬市の最新情報 東京で大雨の被害が広がる今週の市場"
    )
    # a section written as the paragraph's own text stays joined
    together = "<p>Business <font>Telecom offers insurance cover to subscribers</font></p>"
    assert title_of(page(title, together + "<p>Text.</p>")) == (
        "Business Telecom offers insurance cover to subscribers"
    )


def test_a_date_beside_the_part_in_a_heading_is_left_off():
    title = "Jeremy Clarkson ripped off - Digital Lifestyle - Macworld"
    dated = "<h1><span>Wednesday, 09 January 2008</span> Jeremy Clarkson ripped off</h1><p>T.</p>"
    assert title_of(page(title, dated)) == "Jeremy Clarkson ripped off"
    grown = "<h1>Apache Module <code>mod_echo</code></h1><p>Text.</p>"
    assert title_of(page("mod_echo - Apache HTTP Server", grown)) == "Apache Module mod_echo"


def test_neighbouring_title_parts_together_match_a_heading():
    title = "Court: the trial goes on / Politics / Articles / Home - Online news of the region"
    body = "<ul><li><h2>Politics</h2></li></ul><h1>Court: the trial goes on</h1><p>Text.</p>"
    assert title_of(page(title, body)) == "Court: the trial goes on"


def test_a_lone_headline_beside_a_kicker_gives_the_declared_title():
    og = '<meta property="og:title" content="Big tasks for the new government">'
    kicker = "<h1><span>Tunisia</span> <span>Big tasks for the new government</span></h1>"
    html = page("Tunisia after the vote | Foundation", kicker + "<p>Text.</p>", og)
    assert title_of(html) == "Big tasks for the new government"
    whole = "<h1>Tunisia: big tasks for the new government</h1><p>Text.</p>"
    assert title_of(page("Tunisia after the vote | Foundation", whole, og)) == (
        "Tunisia: big tasks for the new government"
    )


def test_open_graph_ending_in_the_label_shows_the_headline_without_it():
    og = '<meta property="og:title" content="How to negotiate a salary - Career Centre">'
    body = "<h2>Career Centre</h2><h1>How to negotiate a salary</h1><p>Text.</p>"
    assert title_of(page("Career Centre", body, og)) == "How to negotiate a salary"


def test_a_subheading_holding_the_title_part_and_more_is_another_sentence():
    title = "Identity Theft Protection | Acme Official Site"
    body = (
        "<h1>Stay safe online with Acme</h1><p>Text.</p>"
        "<h3>Is identity theft protection worth it?</h3><p>Text.</p>"
    )
    assert title_of(page(title, body)) == "Identity Theft Protection"
    # without an h1 the subheading may be the headline
    old_site = "<h2>Security</h2><h4>Algeria: Al-Qaeda claims northern attack</h4><p>Text.</p>"
    head = "AKI - Adnkronos international Algeria: Al-Qaeda claims northern attack"
    assert title_of(page(head, old_site)) == "Algeria: Al-Qaeda claims northern attack"


def _title_at(html: str, url: str) -> str | None:
    doc = thresher.load_document(html.encode("utf-8"), url=url)
    return find_title(doc, read_page_meta(doc))


def test_the_part_that_names_the_site_is_no_title_where_the_title_tag_says_more():
    og = '<meta property="og:title" content="Skincare Sets">'
    body = "<nav><h2>About Glossier</h2></nav><div>Three sets for every routine.</div>"
    html = page("Skincare Sets – Glossier", body, og)
    assert _title_at(html, "https://www.glossier.com/sets") == "Skincare Sets"
    # a headline that names the site in the h1 stays the title
    liberty = page(
        "Online Tuition and Financing | Liberty University",
        "<h1><span>Liberty University Online Tuition and Fees</span> "
        "<span>Consistent rates for a decade</span></h1><p>Text.</p>",
    )
    assert _title_at(liberty, "https://www.liberty.edu/") == (
        "Liberty University Online Tuition and Fees"
    )
    # a <title> that is the site's name alone is still found as a title part
    home = page("Glossier", "<h1>Glossier</h1><p>Text.</p>")
    assert _title_at(home, "https://www.glossier.com/") == "Glossier"


def test_the_title_tag_loses_a_trailing_site_name_however_short_the_rest():
    html = page("GAME CHANGER | Newegg.com", "<div>Nothing in the body repeats it.</div>")
    assert _title_at(html, "https://promotions.newegg.com/zotac/") == "GAME CHANGER"
    # without the host, two words are too few to cut (Readability's rule)
    assert title_of(html) == "GAME CHANGER | Newegg.com"


def test_the_headline_beside_a_kicker_element_is_the_headings_own_text():
    title = "Olympische Spiele in Paris - Getränke per Schiff ins Stadtzentrum - Lebensmittelpraxis"
    body = (
        "<h1><span class=subtitle>Olympische Spiele in Paris</span> "
        "Getränke per Schiff ins Stadtzentrum</h1><p>Text.</p>"
    )
    assert title_of(page(title, body)) == "Getränke per Schiff ins Stadtzentrum"
    # a kicker that says a little more than the <title> part ("Nach …")
    title = "Corona-Lockerungen: Autohäuser rechnen mit langsamem Anlaufen | MDR.DE"
    body = (
        "<h1><span>Nach Corona-Lockerungen</span> "
        "<span>Autohäuser rechnen mit langsamem Anlaufen</span></h1><p>Text.</p>"
    )
    assert title_of(page(title, body)) == "Autohäuser rechnen mit langsamem Anlaufen"
    # the headline as the own text of an element inside the heading, after a line break
    title = "Einheit der Woche | Lagen-Pyramide mit GA2 - SWIM.DE"
    body = (
        "<h1><span><small>Einheit der Woche</small><br>Lagen-Pyramide mit GA2</span></h1>"
        "<p>Text.</p>"
    )
    assert title_of(page(title, body)) == "Lagen-Pyramide mit GA2"


def test_a_heading_in_two_pieces_joined_by_a_separator_stays_whole():
    # the own text goes on from the element before it: one title, not a kicker and a headline
    title = "abc — Abstract Base Classes — Python 3.11 documentation"
    body = "<h1><code>abc</code> — Abstract Base Classes</h1><p>Text.</p>"
    assert title_of(page(title, body)) == "abc — Abstract Base Classes"


def test_a_title_has_no_invisible_characters():
    body = "<h1>Mes\u00adsen\u00adger\u00addiens\u00adte sind kein Raum</h1><p>Text.</p>"
    assert title_of(page("Messengerdienste sind kein Raum | BKA", body)) == (
        "Messengerdienste sind kein Raum"
    )
    zero_width = "<h1>Home Repair\u200b Program</h1><p>Text.</p>"
    assert title_of(page("Home Repair Program", zero_width)) == "Home Repair Program"


def test_a_heading_that_quotes_the_title_part_is_about_the_page_not_its_headline():
    title = "Rinderleber-Geschnetzeltes mit Apfel und Zwiebel | Kochblog"
    body = (
        "<article><p>Rinderleber-Geschnetzeltes mit Apfel und Zwiebel</p><p>Text.</p></article>"
        "<h3>6 Kommentare zu „Rinderleber-Geschnetzeltes mit Apfel und Zwiebel“</h3>"
    )
    assert title_of(page(title, body)) == "Rinderleber-Geschnetzeltes mit Apfel und Zwiebel"
    comments = "<h2>2 responses to “A guide to low light houseplants”</h2>"
    html = page(
        "A guide to low light houseplants – Plant House",
        "<p>A guide to low light houseplants</p><p>Text.</p>" + comments,
    )
    assert title_of(html) == "A guide to low light houseplants"
