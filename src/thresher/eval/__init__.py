"""Evaluation: dataset manifests, the field's metrics, competitors, runner and bench."""
