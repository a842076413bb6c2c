"""Chains: runs of consecutive fragmenters, each hashed with CRC32 and sized in bytes.

Shorkin's step 2 maps each file to the set of CRC32 hashes of its chains of
``min_fragmenters_chain`` consecutive fragmenters, remembering each chain's
length in bytes of original text. We keep both in one 64-bit key: a CRC32 of
the chain in the low 32 bits and its byte length in the high 32. The CRC32 is
taken over the chain's fragmenters' own CRC32s (4 bytes each) rather than
over their text, so that a long paragraph is hashed once, not once per chain
it belongs to; all windows of a page are then hashed at once with lookup
tables (:func:`window_crc32`). Two chains are the same chain when
both agree, which also makes a CRC32 collision between chains of different
lengths harmless. The weight of a key is its byte length, ``key >> 32``.

A page with fewer fragmenters than one chain has no chains.
"""

from __future__ import annotations

import functools
import zlib

import numpy as np

KEY_DTYPE = np.uint64
_MAX_LENGTH = (1 << 32) - 1


def chain_keys(tokens: list[bytes], length: int) -> np.ndarray:
    """The key of the chain starting at each position, in page order (uint64)."""
    count = len(tokens) - length + 1
    if count <= 0:
        return np.zeros(0, dtype=KEY_DTYPE)
    sizes = np.fromiter(map(len, tokens), dtype=np.int64, count=len(tokens))
    ends = np.cumsum(sizes)
    starts = ends - sizes
    lengths = np.minimum(ends[length - 1 :] - starts[:count], _MAX_LENGTH).astype(np.uint64)
    own = np.fromiter(map(zlib.crc32, tokens), dtype=np.uint32, count=len(tokens))
    return window_crc32(own, length).astype(np.uint64) | (lengths << np.uint64(32))


def window_crc32(values: np.ndarray, length: int) -> np.ndarray:
    """CRC32 of each window of ``length`` consecutive uint32 values (little-endian bytes).

    Equal to ``zlib.crc32(values[i:i+length].astype("<u4").tobytes())`` for every
    ``i``, computed for all windows at once: CRC32 is affine over GF(2), so a
    window's CRC is the CRC of zeros XOR one table entry per byte of the window
    (the tables are small enough to stay in the processor's cache).
    """
    count = values.size - length + 1
    tables, zero = _crc_tables(length)
    columns = np.ascontiguousarray(values, dtype="<u4").view(np.uint8).reshape(-1, 4).T.copy()
    out = np.full(count, zero, dtype=np.uint32)
    for j in range(length):
        part = tables[4 * j][columns[0]]
        for b in range(1, 4):
            part ^= tables[4 * j + b][columns[b]]
        out ^= part[j : j + count]
    return out


@functools.cache
def _crc_tables(length: int) -> tuple[np.ndarray, int]:
    """One table per byte position of the window: that byte's CRC contribution."""
    size = 4 * length
    zero = zlib.crc32(bytes(size))
    tables = np.zeros((size, 256), dtype=np.uint32)
    buf = bytearray(size)
    for k in range(size):
        for v in range(256):
            buf[k] = v
            tables[k, v] = zlib.crc32(buf) ^ zero
        buf[k] = 0
    return tables, zero


def key_set(keys: np.ndarray) -> np.ndarray:
    """The page's chains as a sorted set of distinct keys."""
    ordered = np.sort(keys)
    if ordered.size < 2:
        return ordered
    return ordered[np.r_[True, ordered[1:] != ordered[:-1]]]


def in_sorted(values: np.ndarray, sorted_set: np.ndarray) -> np.ndarray:
    """For each value, whether it is in the sorted array ``sorted_set`` (binary search).

    Used instead of ``np.isin``, which may build a lookup table as large as
    the range of the values: for 64-bit keys that is slow beyond use.
    """
    if sorted_set.size == 0 or values.size == 0:
        return np.zeros(values.shape, dtype=bool)
    where = np.searchsorted(sorted_set, values)
    where[where == sorted_set.size] = 0
    return sorted_set[where] == values


def key_weights(keys: np.ndarray) -> np.ndarray:
    """Byte length of each chain key (int64)."""
    return (keys >> np.uint64(32)).astype(np.int64)


def weight(keys: np.ndarray) -> int:
    """Total byte length of a set of chain keys."""
    return int(key_weights(keys).sum())


def token_flags(keys: np.ndarray, nav: np.ndarray, length: int, n_tokens: int) -> np.ndarray:
    """Which fragmenters lie in a chain whose key is in the sorted set ``nav``."""
    flags = np.zeros(n_tokens, dtype=bool)
    if keys.size == 0 or nav.size == 0:
        return flags
    starts = np.flatnonzero(in_sorted(keys, nav))
    if starts.size == 0:
        return flags
    cover = np.zeros(n_tokens + 1, dtype=np.int32)
    np.add.at(cover, starts, 1)
    np.add.at(cover, starts + length, -1)
    return np.cumsum(cover[:n_tokens]) > 0
