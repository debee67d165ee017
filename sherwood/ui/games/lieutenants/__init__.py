"""The Sheriff's Lieutenants on the screen, on the kit's table (``boards/lieutenants.yaml``).

Its rooms are every table's rooms (``docs/adding-a-game.md``):

- :mod:`.table`: the wiring: the kit's :class:`~sherwood.ui.kit.table.GameTable` told where
  the route and the piles lie, each command's clicks, what can be clicked and what the
  pointer tells, the headline of a command;
- :mod:`.geometry`: where everything of a view lies, in board units: the plaques round the
  table and the rows inside them, the stage's groups, the hand (no drawing);
- :mod:`.choices`: each command's clicks, and the hand cards picked for an offer or a
  delivery (no pygame);
- :mod:`.words`: the game's words: every event, command and refusal, the cards' names (no
  pygame); split by concern, :mod:`.words_prompts` (the banner and the buttons) and
  :mod:`.words_board` (the tooltips, the stage's labels, the plaques, the notices);
- :mod:`.motion`: the events into animation steps, one method per event type;
- :mod:`.drawing`: the table drawn from the view (the county, the plaques, the stage, the
  hand, the notices) and the moving things of the animation;
- :mod:`.art`: the pictures as cached surfaces: the cards, the county, the objects.

It has no question box: every choice is made on the board or with a banner button.
"""
