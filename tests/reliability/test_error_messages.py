"""One error hierarchy; every message is one line that names the input and what to do."""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest
from hostile import deep, png_bytes

import thresher
from thresher import errors
from thresher.fetch import check_url

URL = "https://example.org/broken-page"
PAGE = b"<p>A sentence that is long enough to be content here.</p>" * 20


def _extract(data: bytes, **options: object) -> Callable[[], object]:
    return lambda: thresher.extract(data, url=URL, **options)


# (error class, how to raise it, what the message must name, advice it must give)
CASES: list[tuple[type[errors.ThresherError], Callable[[], object], str, str]] = [
    (errors.EmptyInputError, _extract(b""), URL, "skip it"),
    (errors.EmptyInputError, _extract(b"   \n\t "), URL, "skip it"),
    (errors.EmptyInputError, _extract(b"<!-- only a comment -->"), URL, "skip it"),
    (errors.BinaryInputError, _extract(png_bytes()), URL, "skip it"),
    (errors.BinaryInputError, _extract(b"\x1f\x8b\x08\x00garbage-not-deflate"), URL, "skip it"),
    (errors.BinaryInputError, _extract(bytes(range(32)) * 100), URL, "skip it"),
    (
        errors.LimitExceededError,
        _extract(PAGE, max_input_bytes=100, on_limit="fail"),
        URL,
        "raise the limit",
    ),
    (
        errors.LimitExceededError,
        _extract(PAGE, max_chars=100, on_limit="fail"),
        URL,
        "raise the limit",
    ),
    (
        errors.LimitExceededError,
        _extract(PAGE, max_nodes=3, on_limit="fail"),
        URL,
        "raise the limit",
    ),
    (
        errors.LimitExceededError,
        _extract(deep(100, True).encode(), max_depth=10, on_limit="fail"),
        URL,
        "raise the limit",
    ),
    (
        errors.LimitExceededError,
        _extract(b"<p a b c d e f g h i j k l>" + PAGE, max_attributes=3, on_limit="fail"),
        URL,
        "raise the limit",
    ),
    (
        errors.FetchError,
        lambda: check_url("file:///etc/passwd"),
        "file:///etc/passwd",
        "drop this URL",
    ),
    (errors.FetchError, lambda: check_url("http://[::1"), "http://[::1", "fix or drop"),
    (errors.OptionsError, _extract(PAGE, no_such_option=1), "no_such_option", "known options"),
    (
        errors.MethodError,
        lambda: thresher.extract(PAGE, method="no-such-method"),
        "no-such-method",
        "",
    ),
]


@pytest.mark.parametrize(
    ("kind", "action", "names", "advice"),
    CASES,
    ids=[f"{c[0].__name__}-{i}" for i, c in enumerate(CASES)],
)
def test_message_names_the_input_and_what_to_do(kind, action, names: str, advice: str) -> None:
    with pytest.raises(kind) as caught:
        action()
    message = str(caught.value)
    assert type(caught.value) is kind or issubclass(type(caught.value), kind)
    assert message and "\n" not in message, message
    assert names in message and advice in message, message


def test_every_error_class_derives_from_one_base() -> None:
    classes = [
        obj
        for _, obj in inspect.getmembers(errors, inspect.isclass)
        if issubclass(obj, Exception) and obj.__module__ == errors.__name__
    ]
    assert len(classes) >= 9
    assert all(issubclass(cls, errors.ThresherError) for cls in classes)
    assert thresher.ThresherError is errors.ThresherError


def test_every_listed_error_kind_is_exercised() -> None:
    raised = {kind for kind, *_ in CASES}
    for kind in (
        errors.EmptyInputError,
        errors.BinaryInputError,
        errors.LimitExceededError,
        errors.FetchError,
        errors.OptionsError,
    ):
        assert kind in raised
