"""Robin Hood and the Merry Men on screen.

- :mod:`.art`: the pieces, dice, tokens and cards, drawn in code (cached surfaces);
- :mod:`.board_art`: the printed board, drawn once per window size from ``boards/merry_men.yaml``;
- :mod:`.table`: the game table (what is drawn where, what can be clicked, the prompts);
- :mod:`.motion`: the engine's events turned into animation steps.
"""
