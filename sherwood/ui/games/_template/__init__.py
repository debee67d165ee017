"""Twenty-One, the kernel's test game, on a small table drawn from ``boards/_template.yaml``:
the smallest complete table, to copy for a new game (``docs/adding-a-game.md``).

Its rooms are every table's rooms, each small here:

- :mod:`.table`: the wiring: the kit's :class:`~sherwood.ui.kit.table.GameTable` told what
  can be clicked (each command's clicks), what the banner says and where things lie;
- :mod:`.words`: the game's words: every event, command and refusal in a player's words,
  the banner's and the tooltips' (no pygame);
- :mod:`.motion`: the events into animation steps, one method per event type;
- :mod:`.art`: the cards, drawn in code, and the table drawn from the view.
"""
