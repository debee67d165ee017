"""The packaged program's entry point: the `sherwood` command, crash report included.

A player who double-clicks the program has no terminal to read a traceback in; the crash
handler of :func:`sherwood.cli.main` (the same one the pip-installed command uses, in
:mod:`sherwood.crash`) writes ``crash.txt`` to the player's folder, or the temporary folder
if that cannot be written, with the game to replay, and names it in one line.
"""

import multiprocessing
import sys

from sherwood.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # a bot host or search worker (sherwood.ai.host) runs here, then exits
    sys.exit(main())
