"""The production-system engine: rule order, the step limit, stages once, no revision."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from thresher.methods.roles.engine import (
    Blackboard,
    ProductionSystem,
    Rule,
    RuleEngineError,
    Stage,
    run_stages,
)


@dataclass
class Memory:
    pending: list[int]
    seen: list[str] = field(default_factory=list)


def test_first_applicable_rule_fires_until_none_applies() -> None:
    rules = [
        Rule("even", lambda m: bool(m.pending) and m.pending[0] % 2 == 0, _take("even")),
        Rule("any", lambda m: bool(m.pending), _take("odd")),
    ]
    memory = Memory([1, 2, 4, 5])
    report = ProductionSystem("parity", rules).run(memory)
    assert memory.seen == ["odd", "even", "even", "odd"]
    assert report.steps == 4 and not report.halted
    assert report.fired == {"even": 2, "any": 2}


def test_step_limit_stops_a_looping_system() -> None:
    loop = Rule("forever", lambda m: True, lambda m: m.seen.append("x"))
    memory = Memory([])
    report = ProductionSystem("loop", [loop], max_steps=7).run(memory)
    assert report.halted and report.steps == 7 and len(memory.seen) == 7
    assert "step limit" in report.warning


def test_board_records_a_halted_system_as_warning() -> None:
    board = Blackboard()
    loop = Rule("forever", lambda m: True, lambda m: None)
    board.run(ProductionSystem("loop", [loop], max_steps=3), Memory([]))
    assert board.warnings and "loop" in board.warnings[0]


def test_slots_are_written_once() -> None:
    board = Blackboard()
    board.put("main_header", 1)
    with pytest.raises(RuleEngineError):
        board.put("main_header", 2)
    with pytest.raises(RuleEngineError):
        board["not_yet"]


def test_stages_run_once_each_in_order() -> None:
    order: list[str] = []

    def stage(name: str, writes: tuple[str, ...]):
        def run(board: Blackboard):
            order.append(name)
            return {slot: name for slot in writes}

        return Stage(name, name.upper(), writes, run)

    board = run_stages([stage("a", ("x",)), stage("b", ("y",)), stage("c", ())], Blackboard())
    assert order == ["a", "b", "c"]
    assert board["x"] == "a" and board["y"] == "b"
    assert board.reports[-1].steps == 3 and not board.reports[-1].halted


def test_a_stage_cannot_revise_an_earlier_decision() -> None:
    first = Stage("first", "F", ("x",), lambda board: {"x": 1})
    revise = Stage("revise", "R", ("x",), lambda board: {"x": 2})
    with pytest.raises(RuleEngineError):
        run_stages([first, revise], Blackboard())


def test_a_stage_must_write_what_it_declares() -> None:
    sloppy = Stage("sloppy", "S", ("x",), lambda board: {"y": 1})
    with pytest.raises(RuleEngineError):
        run_stages([sloppy], Blackboard())


def _take(tag: str):
    def then(m: Memory) -> None:
        m.pending.pop(0)
        m.seen.append(tag)

    return then
