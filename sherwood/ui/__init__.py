"""Sherwood's window: the only package that imports pygame and pygame_gui.

Entry points (see :mod:`sherwood.ui.app`)::

    from sherwood.ui import app
    app.run()                               # the main menu in a window
    app.run("showdown", ["human", "bot:heuristic"], seed=7)
    app.screenshot("showdown", "shot.png", scene="game", seed=7, moves=12)

Importing the package does one thing besides (:func:`_i18n_without_yaml`): pygame_gui's
translation library is loaded without PyYAML, which the menu does not need.
"""

import sys


def _i18n_without_yaml() -> None:
    """Load python-i18n (pygame_gui's translations) as if PyYAML were not installed.

    i18n imports PyYAML as soon as it can, to read YAML translation files, although
    pygame_gui gives it only JSON ones (``i18n.set("file_format", "json")``). That import is
    about a tenth of the start-up to the first menu frame; hidden from i18n, PyYAML waits
    until a game's board needs it. ``yaml`` is hidden only while i18n loads: a later
    ``import yaml`` works as ever.
    """
    if "yaml" in sys.modules or "i18n" in sys.modules:
        return
    sys.modules["yaml"] = None  # type: ignore[assignment]  # `import yaml` then raises ImportError
    try:
        import i18n  # noqa: F401
    except ImportError:  # not installed: pygame_gui will say so when it is imported
        pass
    finally:
        del sys.modules["yaml"]


_i18n_without_yaml()
