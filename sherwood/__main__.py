"""``python -m sherwood``: the same as the ``sherwood`` command."""

import sys

from sherwood.cli import main

sys.exit(main())
