"""Batch work: input sources, guarded parallel runner, outcome counters."""
