"""Errors raised by thresher.

Every error thresher raises on purpose derives from :class:`ThresherError`, so a
batch can catch one class and go on::

    ThresherError
    ├── InputError            the input cannot be read as a web page
    │   ├── EmptyInputError       nothing but whitespace
    │   └── BinaryInputError      an image, an archive or other non-text bytes
    ├── LimitExceededError    a configured limit (bytes, depth, nodes, time) was passed
    ├── FetchError            a URL could not be fetched under the fetch policy
    ├── MethodError           an unknown or unavailable extraction method
    ├── OptionsError          an option that does not exist or has a bad value
    ├── ModelError            a shipped or user model file is missing or incompatible
    └── DatasetError          an evaluation dataset folder is malformed

Each message names the input and says what to do about it.
"""

from __future__ import annotations


class ThresherError(Exception):
    """Base class of every error thresher raises on purpose."""


class InputError(ThresherError):
    """The input cannot be read as a web page."""


class EmptyInputError(InputError):
    """The input holds no text at all (empty or whitespace only)."""


class BinaryInputError(InputError):
    """The input looks like binary data (image, archive, executable), not HTML."""


class LimitExceededError(ThresherError):
    """A configured limit was passed and the limit policy says fail."""


class FetchError(ThresherError):
    """A URL could not be fetched (scheme, status, size, type or network)."""


class MethodError(ThresherError):
    """An unknown extraction method, or one whose optional dependency is missing."""


class OptionsError(ThresherError):
    """An option name that does not exist, or a value of the wrong kind."""


class ModelError(ThresherError):
    """A model file is missing, corrupt, or was trained with other features."""


class DatasetError(ThresherError):
    """An evaluation dataset folder does not follow the manifest layout."""
