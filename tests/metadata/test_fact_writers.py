"""Writers listed in a box of the document's facts (issue 26, stop 75:
:mod:`thresher.metadata.fact_writers`): an "Author(s)" heading in a sidebar over links
to the writers' pages names them; links that are no author pages, or the same box in
the footer, name no one. Synthetic pages; none is copied from a site or from the shared
datasets."""

from __future__ import annotations

from thresher.html.document import load_document
from thresher.metadata import extract_metadata

_PARA = (
    "<p>The report reviews four decades of public research programmes and asks which "
    "of them brought new energy technologies to market, and at what cost.</p>"
)


def _page(links: str, where: str = "aside") -> str:
    box = (
        f"<{where} class='facts'><div><h6>Publication Type</h6>Report</div>"
        f"<div><h6>Author(s)</h6><ul>{links}</ul></div></{where}>"
    )
    return (
        "<html lang='en'><head><meta charset='utf-8'><title>Lessons for policy</title>"
        "</head><body><header><a href='/'>Policy Centre</a></header><main><article>"
        f"<h1>Lessons for policy</h1>{_PARA * 4}</article></main><div class='sidebar'>"
        f"{box}</div></body></html>"
    )


def _author(html: str) -> str | None:
    doc = load_document(html.encode(), url="https://policy.example/document/lessons/")
    return extract_metadata(doc).author


def test_a_sidebar_facts_box_names_its_writers_by_their_author_links() -> None:
    links = (
        "<li><a href='/library/?_author=Jane%20A.%20Doe'>Jane A. Doe</a></li>"
        "<li><a href='/library/?_author=Omar%20Haddad'>Omar Haddad</a></li>"
    )
    assert _author(_page(links)) == "Jane A. Doe; Omar Haddad"
    assert _author(_page(links, where="footer")) is None
    other = links.replace("?_author=", "?_topic=")
    assert _author(_page(other)) is None
