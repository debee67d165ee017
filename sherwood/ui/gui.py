"""pygame_gui, as Sherwood uses it: a manager per scene, with the theme scaled to the window.

Imported when the first scene with pygame_gui widgets is built, not before: the main menu
draws its own buttons (:mod:`sherwood.ui.widgets.plain_button`), so a start-up to its first
frame imports none of this (``tests/test_startup.py`` checks it), and the app's loop
imports it at its first quiet moment afterwards (:meth:`sherwood.ui.app.App.tick`).
"""

from __future__ import annotations

import copy
import warnings
from typing import Any

import pygame_gui
from pygame_gui.core.resource_loaders import IResourceLoader

from sherwood.ui.theme import font_factor


class LoadAtOnce(IResourceLoader):
    """pygame_gui's fonts and images loaded in this thread, each when the theme names it.

    pygame_gui's own loader starts five threads for every manager (every scene has one) to
    load a handful of fonts, and waits for them: more time than the loading itself. A
    loader that says it has already started makes pygame_gui load each resource on the spot
    (as it does for fonts asked for later), so ``start`` and ``update`` have nothing to do.
    """

    def add_resource(self, resource: Any) -> None:  # pygame_gui loads them itself once started
        error = resource.load()
        if error is not None:
            warnings.warn(str(error), stacklevel=2)

    def start(self) -> None:
        pass

    def update(self) -> tuple[bool, float]:
        return True, 1.0

    def started(self) -> bool:
        return True


def new_manager(theme: dict[str, Any], size: tuple[int, int]) -> pygame_gui.UIManager:
    """A pygame_gui manager for a window of ``size`` with ``theme``, its fonts scaled by
    :func:`~sherwood.ui.theme.font_factor`, and its tooltips as much wider, so that a
    button's tooltip keeps its shape."""
    theme = copy.deepcopy(theme)
    factor = font_factor(size)
    if factor != 1.0:
        for block in theme.values():
            font = block.get("font") if isinstance(block, dict) else None
            if isinstance(font, dict) and "size" in font:
                font["size"] = str(round(int(font["size"]) * factor))
            misc = block.get("misc") if isinstance(block, dict) else None
            if isinstance(misc, dict) and "rect_width" in misc:
                misc["rect_width"] = str(round(int(misc["rect_width"]) * factor))
    return pygame_gui.UIManager(size, theme, resource_loader=LoadAtOnce())
