"""Atheris fuzz harness: thresher.extract over arbitrary bytes, every output format.

Anything but a :class:`thresher.errors.ThresherError` escaping ``extract`` or a
renderer is a finding. Hangs and memory blow-ups are findings too (libFuzzer's
``-timeout`` and ``-rss_limit_mb``). See fuzz/README.md for how to run it.
"""

from __future__ import annotations

import contextlib
import importlib
import pkgutil
import sys

import atheris

with atheris.instrument_imports(include=["thresher"]):
    import thresher
    from thresher.errors import ThresherError
    from thresher.output import FORMATS, render

    # Import every submodule now, so lazily imported ones are instrumented too.
    for _info in pkgutil.walk_packages(thresher.__path__, "thresher."):
        if not _info.name.endswith("cli"):
            with contextlib.suppress(ImportError):  # an optional dependency is missing
                importlib.import_module(_info.name)

# Small limits keep every execution fast while still exercising the limit paths.
_LIMITS = {"max_input_bytes": 200_000, "max_chars": 200_000, "max_depth": 300, "max_nodes": 20_000}


def _one(data: bytes, url: str | None, as_text: bool) -> None:
    page: bytes | str = data.decode("utf-8", "surrogateescape") if as_text else data
    try:
        result = thresher.extract(page, url=url, **_LIMITS)
    except ThresherError as exc:
        message = str(exc)
        if not message or "\n" in message:
            raise AssertionError(f"error message must be one non-empty line: {message!r}") from exc
        return
    for fmt in FORMATS:
        render(result, fmt)
    result.to_dict(with_blocks=True)


def test_one_input(data: bytes) -> None:
    """Entry point for libFuzzer: the first byte picks the input mode."""
    if not data:
        return
    mode, body = data[0], data[1:]
    url = "https://example.org/a/b.html" if mode & 1 else None
    _one(body, url, as_text=bool(mode & 2))


def main() -> None:
    """Run the fuzzer with libFuzzer's command-line flags."""
    atheris.Setup(sys.argv, test_one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
