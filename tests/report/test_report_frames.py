"""Pages made safe and offline for the report's frames; file names from page ids."""

from __future__ import annotations

from thresher.report.frames import BOM, CSP, offline_page
from thresher.report.layout import slug


def test_policy_goes_right_after_head_and_refresh_is_removed() -> None:
    page = (
        "<!DOCTYPE html><html><head><meta charset='koi8-r'>"
        "<meta http-equiv='refresh' content='0;url=https://example.org/'>"
        "<link rel=stylesheet href='https://cdn.example/x.css'></head><body>x</body></html>"
    )
    out = offline_page(page)
    assert out.startswith(BOM + '<!DOCTYPE html><html><head><meta charset="utf-8">')
    assert out.index(CSP) < out.index("<link")
    assert "refresh" not in out


def test_policy_without_head_or_html() -> None:
    out = offline_page("<p>fragment only</p>")
    assert out.startswith(BOM + '<meta charset="utf-8">') and CSP in out
    assert offline_page("<header>no head here</header>").startswith(BOM + "<meta")


def test_slug_is_safe_and_distinct() -> None:
    assert slug("a1") == "a1"
    names = ["a/b", "a_b", "a?b", "../../etc", "x" * 200]
    slugs = [slug(n) for n in names]
    assert len(set(slugs)) == len(names)
    assert all("/" not in s and not s.startswith(".") and len(s) < 80 for s in slugs)
