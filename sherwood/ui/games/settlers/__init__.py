"""The Settlers of the Forest Isle table: the island from ``boards/settlers.yaml``
painted by :mod:`.art`, the pieces on it, the bank, the dice, the build panel, the viewer's
hand, a plaque per seat, the trade and discard dialogs, and the events animated.

Rooms, as Showdown's and Merry Men's: :mod:`.table` (the wiring), :mod:`.geometry` (where
everything lies, no drawing), :mod:`.choices` (the clicks of each command), :mod:`.question`
(the kit's question box), :mod:`.dialogs` (the trade composer and the resource picker),
:mod:`.panels` (plaques, bank, dice, build panel, special cards drawn), :mod:`.hand` (the
viewer's hand), :mod:`.pictures` (icons, cards and dice from the art), :mod:`.texts` (the
words), :mod:`.motion` (events into animation steps) and :mod:`.art` (the island, its pieces
and the cards, painted).
"""
