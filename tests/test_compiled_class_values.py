"""The class values of the DOM index's elements (``dom_index.class_values``, in the
kernel and in Python), the gate :func:`~thresher.html.dom_index.classes_hold` made of
them, and the rules that ask it (closed modals, inactive panes, invisible conditions):
the kernel equals the reference, and a page whose source names a modal outside any class
value is passed over with the answer it had before."""

from __future__ import annotations

from tests.auto.decision_pages import decide_keeping, prepared_page
from tests.auto.test_auto_hidden_boxes import ARTICLE, GAP

from thresher._core import DOM_INDEX, kernel
from thresher.html.document import load_document
from thresher.html.dom_index import (
    cached_index,
    class_values,
    class_values_reference,
    classes_hold,
    index_page_reference,
)
from thresher.methods.auto.hidden_boxes import drop_closed_modals
from thresher.types import KEPT_LABELS

_PAGE = (
    "<html class='modal-root'><head><style>.modal{}</style></head>"
    "<body class='Body  x'><p class='a&amp;b'>one</p><p class=''>two</p>"
    "<div hidden class='tab-pane'><p class='inner'>gone</p></div>"
    "<div style='display:none' class='w-condition-invisible'>gone</div>"
    "<p class='Σίγμα 日本'>three</p><script>var c = 'modal';</script>"
    "<p class='a&amp;b'>four</p><span class=\"\tx\u00a0y \">five</span></body></html>"
)


def test_class_values_of_the_index_and_the_gate_they_make() -> None:
    doc = load_document(_PAGE.encode())
    elements = index_page_reference(doc).elements
    expected = "Body  x a&b Σίγμα 日本 a&b \tx\u00a0y  ".encode()
    assert class_values_reference(elements) == expected
    compiled = kernel(DOM_INDEX)
    if compiled is not None:
        assert compiled.class_values(elements) == expected
        assert compiled.class_values(elements[2:3]) == b"" and compiled.class_values(()) == b""
        assert compiled.class_values((*elements, "not an element")) is None
    assert class_values(cached_index(doc)) == expected
    assert classes_hold(doc, (b"Body",)) and classes_hold(doc, (b"\xe6\x97\xa5",))
    assert classes_hold(doc, (b"no", b"a&b"))
    assert classes_hold(doc, (b"modal",))  # the <html> element's class, above the walk
    # Skipped subtrees, scripts and styles hold no class a block can name.
    assert not classes_hold(doc, (b"tab-pane", b"inner", b"w-condition", b"body"))
    bare = load_document(b"<html><body><p>x</p></body></html>")
    assert class_values(cached_index(bare)) == b"" and not classes_hold(bare, (b"x",))


def test_a_modal_named_only_outside_class_values_drops_nothing() -> None:
    script = f"<script>var modal = 1;</script><div class='box' id='modal'>{GAP}</div>"
    for body, dropped in (
        (f"<article>{ARTICLE}</article>{script}", 0),
        (f"<article>{ARTICLE}</article><div class='modal fade'>{GAP}</div>", 3),
    ):
        page = prepared_page(body)
        decisions, probs = decide_keeping(page, ("Story paragraph", "Gap text"))
        flags = [decisions[b.index].label in KEPT_LABELS for b in page.text_blocks]
        assert "modal" in page.doc.source_text
        changed = drop_closed_modals(page.text_blocks, probs, flags, page.doc)
        assert len(changed) == dropped
