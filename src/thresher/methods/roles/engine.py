"""A small production-system engine, as Golovko & Lapin describe it.

A :class:`Rule` is a pair of small functions over a working memory: the
antecedent says whether the rule applies, the consequent acts. A
:class:`ProductionSystem` (the paper's ``ProdSyst``) runs "while at least one
rule applies": at each step the first applicable rule, in the order given,
fires. A hard step limit stops a system that would otherwise loop; the run
report says so and the caller records a warning.

The top level is a production system too: one rule per stage, each applicable
only when the stage cursor points at it, so every stage runs exactly once, in
a fixed order. Stages share a :class:`Blackboard` (the paper's global
information store) whose slots are written once: a decision taken is never
revised, which is the paper's "least risk" strategy without backtracking.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from thresher.errors import ThresherError

M = TypeVar("M")


class RuleEngineError(ThresherError):
    """A stage broke the engine's contract (a slot written twice, or one missing)."""


@dataclass(frozen=True)
class Rule(Generic[M]):
    """A production: ``when(memory)`` is the antecedent, ``then(memory)`` the consequent."""

    name: str
    when: Callable[[M], bool]
    then: Callable[[M], None]


@dataclass(frozen=True)
class RunReport:
    """What one run of a production system did."""

    system: str
    steps: int
    fired: Mapping[str, int]
    halted: bool

    @property
    def warning(self) -> str | None:
        """A one-line warning when the step limit stopped the system."""
        if not self.halted:
            return None
        return f"roles: {self.system} stopped at its step limit ({self.steps} steps)"


@dataclass(frozen=True)
class ProductionSystem(Generic[M]):
    """Rules tried in order; the first that applies fires; stop when none applies."""

    name: str
    rules: Sequence[Rule[M]]
    max_steps: int = 1_000_000

    def run(self, memory: M) -> RunReport:
        """Fire rules on ``memory`` until none applies or the step limit is reached."""
        fired: dict[str, int] = {}
        steps = 0
        while True:
            for rule in self.rules:
                if rule.when(memory):
                    break
            else:
                return RunReport(self.name, steps, fired, halted=False)
            if steps >= self.max_steps:
                return RunReport(self.name, steps, fired, halted=True)
            rule.then(memory)
            fired[rule.name] = fired.get(rule.name, 0) + 1
            steps += 1


@dataclass
class Blackboard:
    """Write-once slots shared by the stages, plus the run reports and warnings."""

    slots: dict[str, Any] = field(default_factory=dict)
    reports: list[RunReport] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def put(self, name: str, value: Any) -> None:
        """Write a slot; writing one twice is an error (no decision is revised)."""
        if name in self.slots:
            raise RuleEngineError(f"slot {name!r} was already decided; stages never revise")
        self.slots[name] = value

    def __getitem__(self, name: str) -> Any:
        if name not in self.slots:
            raise RuleEngineError(f"slot {name!r} is read before any stage wrote it")
        return self.slots[name]

    def __contains__(self, name: str) -> bool:
        return name in self.slots

    def run(self, system: ProductionSystem[M], memory: M) -> M:
        """Run a local system on its own memory, keep its report, return the memory."""
        report = system.run(memory)
        self.reports.append(report)
        if report.warning:
            self.warnings.append(report.warning)
        return memory


StageFunction = Callable[[Blackboard], Mapping[str, Any]]


@dataclass(frozen=True)
class Stage:
    """A top-level block of the algorithm: its English name, the paper's, what it writes."""

    name: str
    paper_name: str
    writes: tuple[str, ...]
    run: StageFunction


@dataclass
class _Cursor:
    board: Blackboard
    position: int = 0


def run_stages(stages: Sequence[Stage], board: Blackboard) -> Blackboard:
    """Run every stage once, in order, as the top-level production system."""
    rules = [_stage_rule(i, stage) for i, stage in enumerate(stages)]
    system = ProductionSystem("top level", rules, max_steps=len(stages))
    board.run(system, _Cursor(board))
    return board


def _stage_rule(index: int, stage: Stage) -> Rule[_Cursor]:
    def when(cursor: _Cursor) -> bool:
        return cursor.position == index

    def then(cursor: _Cursor) -> None:
        outputs = stage.run(cursor.board)
        if set(outputs) != set(stage.writes):
            raise RuleEngineError(
                f"stage {stage.name} wrote {sorted(outputs)}, declared {sorted(stage.writes)}"
            )
        for name in stage.writes:
            cursor.board.put(name, outputs[name])
        cursor.position += 1

    return Rule(stage.name, when, then)
