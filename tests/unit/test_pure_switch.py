"""``THRESHER_PURE`` is read at every kernel look-up, as ``os.environ`` gives it."""

from __future__ import annotations

import os

import pytest

from thresher._core import kernel, pure_forced
from thresher._core.modules import FACTS, PURE_ENV

VALUES = ["1", "true", "TRUE", " yes ", "On", "0", "", "no", "false", "2", "yes please", "\tON\n"]


def read_by_get() -> bool:
    """The switch as ``os.environ.get`` reads it (the definition)."""
    return os.environ.get(PURE_ENV, "").strip().lower() in {"1", "true", "yes", "on"}


@pytest.mark.parametrize("value", VALUES)
def test_the_switch_follows_the_environment(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv(PURE_ENV, value)
    assert pure_forced() == read_by_get()
    if pure_forced():
        assert kernel(FACTS) is None
    monkeypatch.delenv(PURE_ENV)
    assert pure_forced() is False
    assert pure_forced() == read_by_get()


def test_a_plain_mapping_for_os_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(os, "environ", {PURE_ENV: "yes"})
    assert pure_forced() is True
    monkeypatch.setattr(os, "environ", {})
    assert pure_forced() is False


def test_the_kernel_look_up_follows_the_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    """kernel()'s own reading of an unset variable agrees with pure_forced()."""
    from thresher._core import _load

    monkeypatch.delenv(PURE_ENV, raising=False)
    assert kernel(FACTS) is _load(FACTS)
    monkeypatch.setenv(PURE_ENV, "1")
    assert kernel(FACTS) is None
    monkeypatch.setenv(PURE_ENV, "0")
    assert kernel(FACTS) is _load(FACTS)
    monkeypatch.setattr(os, "environ", {PURE_ENV: "yes"})
    assert kernel(FACTS) is None
    monkeypatch.setattr(os, "environ", {})
    assert kernel(FACTS) is _load(FACTS)
