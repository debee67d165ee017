"""The solo adventure's table, in the rooms every table has:

- :mod:`.table`: the wiring: the kit's :class:`~sherwood.ui.kit.table.GameTable` told what
  can be clicked and what the pointer explains, what the banner says and which buttons it
  holds, and the drawing order of the table (its still parts kept in a layer);
- :mod:`.geometry`: where things lie (the forest in the ``forest`` zone, the tokens on their
  spaces, the displays, the bag strip, where the things in flight go); no drawing;
- :mod:`.choices`: each command's clicks (the kit chooser's stages, by command type) and the
  board's shortcuts for a banner button;
- :mod:`.question`: the question box, and what is at stake when Gisbourne is about to ride;
- :mod:`.words`: every event, command and refusal in a player's words, and the names they
  are built from; :mod:`.words_table` the banner's, the buttons', the question box's, the
  Hint's and the story page's words; :mod:`.words_tips` the tooltips' (no pygame in any);
- :mod:`.motion`: the events into animation steps, one method per event type, and the
  picture of the state the table draws while they play;
- :mod:`.drawing`: the table drawn from the view (:class:`~.drawing.Shown`, the view read
  once) and the things in flight; :mod:`.drawing_panels` the bag strip and the story page;
- :mod:`.art`: the pictures (forest, buildings, tiles, pieces, displays) as cached surfaces;
- :mod:`.hint`: the Hint button, a solo game's own: what the Normal bot would do now.
"""
