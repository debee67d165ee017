"""Sherwood Showdown on screen, drawn from ``boards/showdown.yaml``, in every table's rooms:

- :mod:`.table`: the wiring: the kit's :class:`~sherwood.ui.kit.table.GameTable` told what
  can be clicked, what the banner and the buttons say, what a caption tells;
- :mod:`.geometry`: where every card of a view lies, in board units, and where each part of
  the picture draws, in window pixels (no drawing);
- :mod:`.choices`: each command's clicks, as the kit chooser's stages (no pygame);
- :mod:`.question`: the kit's question box, asked while the Fool is on the road;
- :mod:`.words`: every sentence: each event, command and refusal in a player's words, the
  banner's, the buttons', the tooltips' and the table's labels (no pygame);
- :mod:`.motion`: the events into animation steps, one method per event type;
- :mod:`.drawing`: the table drawn from the view (the plaques, piles, spoils, road, melee
  rows and hands), and the moving cards;
- :mod:`.art`: the cards, drawn in code (cached surfaces).
"""
