"""Extraction methods: one module per method, listed in the registry."""
