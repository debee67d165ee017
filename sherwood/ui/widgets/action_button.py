"""The game host's button for one of the table's actions (:meth:`GameTable.actions`)."""

from __future__ import annotations

import pygame_gui

from sherwood.engine import Command


class ActionButton(pygame_gui.elements.UIButton):
    """``command`` is the command the button gives (None when it runs a step of a choice
    instead); the host sets it, tests and their driver read it."""

    command: Command | None = None
