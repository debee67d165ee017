"""The game scene's own widgets: the log panel (drawn by hand; its docstring says why) and the
tooltip of what the pointer rests on (a pygame_gui tooltip in the theme)."""
