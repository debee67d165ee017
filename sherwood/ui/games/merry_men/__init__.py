"""Robin Hood and the Merry Men on screen.

- :mod:`.table`: the game table the play scene hosts; it puts the rooms below together;
- :mod:`.board_art`: the printed board, drawn once per window size from ``boards/merry_men.yaml``;
- :mod:`.art`: the pieces, dice, tokens and cards, drawn in code (cached surfaces);
- :mod:`.pieces`: the pieces standing on the board, drawn from the view;
- :mod:`.panels`: a panel per seat and the viewer's hand strip;
- :mod:`.choices`: the legal commands as clicks (no pygame);
- :mod:`.dialog`: the question box for choices that are not a spot or a card;
- :mod:`.info`: what the pointer tells, and the public piles to look through;
- :mod:`.refusals`: why a place does not glow for the card picked up;
- :mod:`.smith`: Little John's free purchases at the Weaponsmith (MM-9.6), in words (no pygame);
- :mod:`.motion`: the engine's events turned into animation steps;
- :mod:`.sprites`: the moving pieces, dice tray and banners those steps draw.
"""
