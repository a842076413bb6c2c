"""Stop 74 (qshop39): a specification list ("Volumen : 40 Liter") the model kept two
items of is kept whole with ``spec_lists``, from the decisions of a prepared page; a
list of clips with their times ("(4:08)") and a list the model ruled out stay as they
are."""

from __future__ import annotations

from dataclasses import replace

from tests.auto.decision_pages import decide_keeping, kept_texts, prepared_page

from thresher.methods.auto.method import AutoParams, PreparedPage
from thresher.methods.auto.spec_lists import is_pair

SPECS = (
    ("Volumen", "40 Liter"),
    ("Maße", "55 x 30 x 20 cm"),
    ("Gewicht", "1,2 kg"),
    ("Rückenlänge", "verstellbar"),
    ("Schnallen", "Aluminium"),
    ("Material", "Recyceltes Nylon"),
)
DESCRIPTION = (
    "Der Karwendel begleitet Sie auf mehrtägigen Touren: Der belüftete Rücken hält Sie im "
    "Aufstieg trocken, und die integrierte Regenhülle schützt die Ausrüstung."
)
CLIPS = ("Interview with the mayor (4:08)", "Press conference (12:31)", "Street poll (2:45)")


def _page() -> PreparedPage:
    body = (
        f"<main><h1>Trekkingrucksack Karwendel</h1><p>{DESCRIPTION}</p><ul>"
        + "".join(f"<li>{k} : {v}</li>" for k, v in SPECS)
        + "</ul><ul>"
        + "".join(f"<li>{c}</li>" for c in CLIPS)
        + "</ul></main>"
    )
    return prepared_page(body, "https://shop.example/p")


def _kept(page: PreparedPage, dropped_p: float, on: bool) -> list[str]:
    kept = ("Trekkingrucksack", "Der Karwendel", "Volumen", "Gewicht", "Interview", "Street")
    _decisions, probs = decide_keeping(page, kept, dropped_p=dropped_p)
    return kept_texts(page, probs, replace(AutoParams(), spec_lists=on))


def test_a_specification_list_kept_in_part_is_kept_whole_with_spec_lists() -> None:
    page = _page()
    off, on = _kept(page, 0.35, False), _kept(page, 0.35, True)
    ruled_out = _kept(page, 0.05, True)
    assert "Schnallen : Aluminium" not in off and "Schnallen : Aluminium" in on
    assert all(f"{k} : {v}" in on for k, v in SPECS)
    assert "Press conference (12:31)" not in on  # times: no label's colon
    assert "Schnallen : Aluminium" not in ruled_out  # the median under the floor
    assert is_pair("素材：綿100%") and not is_pair("Street poll (2:45)")
