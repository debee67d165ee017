"""Sherwood's window: the only package that imports pygame and pygame_gui.

Entry points (see :mod:`sherwood.ui.app`)::

    from sherwood.ui.app import run, screenshot
    run()                                   # the main menu in a window
    run("showdown", ["human", "bot:heuristic"], seed=7)
    screenshot("game", "shot.png", game_id="showdown", seed=7, moves=12)
"""
