"""Sherwood Showdown on screen, in the same rooms as Merry Men's table.

- :mod:`.table`: the game table the play scene hosts; it puts the rooms below together;
- :mod:`.geometry`: where every card of a view lies, in board units (no drawing);
- :mod:`.words`: every event, command and refusal in a player's words, the banner's, the
  buttons' and the tooltips' (no pygame);
- :mod:`.drawing`: the table, the plaques, piles, spoils, melee rows and hands;
- :mod:`.motion`: the engine's events turned into animation steps, and the moving cards;
- :mod:`.art`: the cards, drawn in code (cached surfaces).
"""
