"""Widgets of Sherwood's own: the game scene's log panel (drawn by hand; its docstring says why)
and the tooltip of what the pointer rests on (a pygame_gui tooltip in the theme), and the plain
buttons of a scene without pygame_gui (the menu, so that the program opens sooner)."""
