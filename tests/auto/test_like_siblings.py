"""``bridge_boxes.BoxTest``'s sibling test answers a parent's first question with a scan
that stops at a like child, later ones from the children's kinds counted once: every
child's answer is the count's, in any order of questions."""

from __future__ import annotations

from collections import Counter

from lxml import etree

from thresher.methods.auto import bridge_boxes as bb

_PAGE = """<html><body><div id="a">
<div class="share x">1</div><p>t</p><!-- c --><div class="share y">2</div>
<div class="ad">3</div><?pi class="ad"?><div class="">4</div><div>5</div>
<span class="share">6</span><div class="promo 1">7</div><div class="promo 2">8</div>
</div><div id="b"><aside class="related">9</aside></div></body></html>"""


def test_like_siblings_answer_as_the_counted_kinds():
    root = etree.fromstring(_PAGE, etree.HTMLParser())
    children = [c for parent in root.iter("div") if parent.get("id") for c in parent]
    expected = {c: Counter(map(bb._kind, c.getparent()))[bb._kind(c)] > 1 for c in children}
    assert 6 <= sum(expected.values()) < len(children)  # share x/y, promo 1/2, plain divs
    for order in (children, children[::-1], children[1::2] + children[::2]):
        boxes = bb.BoxTest()
        for child in order + order:  # each parent asked first, then again
            assert boxes._one_of_like_siblings(child) is expected[child], etree.tostring(child)
        assert all(bb._has_like_sibling(c, c.getparent()) is expected[c] for c in children)
