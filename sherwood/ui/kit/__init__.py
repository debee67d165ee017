"""The table kit: what every game's table shares, so a new game's screen is built from it
instead of written again.

Each piece is a module of its own; import the module you need, e.g.
``from sherwood.ui.kit import card_frame, chooser``.
"""
