"""One reading of a block's element path's class and id names (``html/paths.py``),
shared by the comment-box, fine-print, form-note and comment-section rules."""

from thresher.html.paths import element_names, path_names
from thresher.methods.auto.boxed_replies import in_comment_section


def test_path_names_and_comment_sections() -> None:
    assert element_names("div#comments") == "comments"
    assert element_names("li.post") == "post"
    assert element_names("p") == ""
    assert element_names("div#a.b") == "a.b"
    assert path_names("body/div#main/ol.commentlist/li/p") == " main commentlist  "
    assert in_comment_section("body/div#comments/ol.x/li/p")
    assert in_comment_section("body/DIV#x.Comment-List/li")
    assert not in_comment_section("body/div.js-discussion/div.timeline-comment/p")
    assert not in_comment_section("body/comments/p")
