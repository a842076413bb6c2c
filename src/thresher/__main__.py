"""``python -m thresher``: the command line, the same as the ``thresher`` script."""

from thresher.cli.main import main

raise SystemExit(main())
