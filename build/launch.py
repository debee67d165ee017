"""The packaged program's entry point: the `sherwood` command, plus a crash report.

A player who double-clicks the program has no terminal to read a traceback in, so an
unexpected error is written to ``crash.txt`` in the player's folder and named in one line.
"""

import sys
import traceback

from sherwood.cli import main


def launch() -> int:
    try:
        return main()
    except Exception:
        from sherwood.resources import user_dir

        path = user_dir("crash.txt")
        path.write_text(traceback.format_exc(), encoding="utf-8")
        print(f"Sherwood stopped because of an error; the details are in {path}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(launch())
