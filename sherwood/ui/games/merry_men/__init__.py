"""Robin Hood and the Merry Men on screen, in the rooms every table has:

- :mod:`.table`: the wiring: the kit's :class:`~sherwood.ui.kit.table.GameTable` told where
  the host's panels lie, each command's clicks, what can be clicked and what the pointer
  tells, the banner's words and buttons, and the still layer it draws the board on;
- :mod:`.geometry`: where things lie, in board units from ``boards/merry_men.yaml``: the
  board's places, the pieces on them, the spots a choice glows on, the seat panels (no drawing);
- :mod:`.choices`: each command's clicks, as the kit chooser's stages (no pygame);
- :mod:`.question`: the kit's question box over the board, for the choices that are not a
  spot or a card;
- :mod:`.words`: every event, command and refusal in a player's words, and the names of the
  game's things; :mod:`.words_prompts`: what the table asks and offers (the questions, the
  banner, each click's words); :mod:`.words_table`: the panels' labels and what the pointer
  tells (no pygame in any of them);
- :mod:`.motion`: the events into animation steps, one method per event type;
- :mod:`.drawing`: the pieces on the board drawn from the view, and the moving pieces of the
  animation; :mod:`.drawing_panels`: the seat panels and the viewer's hand strip;
- :mod:`.art`: the pieces, dice, tokens, cards and the printed board, drawn in code (cached
  surfaces).
"""
