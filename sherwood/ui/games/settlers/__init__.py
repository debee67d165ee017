"""The Settlers of the Forest Isle table: the island from ``boards/settlers.yaml`` painted by
:mod:`.art`, the pieces on it, the bank, the dice, the build panel, the viewer's hand, a
plaque per seat, the trade and discard dialogs, and the events animated; in the solo game
(SR-V), Robin Hood's plaque and his moves.

Its rooms are every table's (``docs/adding-a-game.md``, section 7):

- :mod:`.table`: the wiring, the kit's :class:`~sherwood.ui.kit.table.GameTable` told what
  is its own: what can be clicked, the banner, the buttons (``TABLE``);
- :mod:`.geometry`: where everything lies, in board units (the island's places, the bank,
  the dice, the build panel, the plaques, the hand), no drawing;
- :mod:`.choices`: each command's clicks, the chooser's stages by command type (no pygame);
- :mod:`.question`: the kit's question box (the bank's trade, a Monopoly, a theft, an offer);
- :mod:`.words`: every event, command and refusal in the players' words, the places named by
  their land (``WORDS``); split by concern in :mod:`.words_table` (the banner, the panels'
  and the tooltips' words) and :mod:`.words_solo` (the solo game's), no pygame;
- :mod:`.motion`: the events into animation steps, one method per event type (``MOTION``);
- :mod:`.drawing`: the table drawn from the view in its order, the hand, the moving things;
  split by concern in :mod:`.drawing_panels` (plaques, bank, dice, build panel, specials);
- :mod:`.art`: the island, its pieces and the cards, painted as cached surfaces
  (:mod:`.art.pictures`: the table's icons, cards and dice).

And the rooms of its own concerns, named for them: :mod:`.dialogs` (the resource picker and
the trade composer), :mod:`.hint` (the solo game's Hint button) and :mod:`.robin_side`
(Robin Hood's side of the table in the solo game: where his things lie, his plaque and his
moving things drawn).
"""
