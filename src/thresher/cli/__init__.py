"""The ``thresher`` command line: one module a subcommand; ``main`` parses and dispatches."""
