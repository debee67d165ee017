"""Twenty-One: a tiny complete game to copy when starting a new one, and to test the kernel.

Each module here is one of the rooms every game has; its docstring says what goes in it
for a real game. ``docs/adding-a-game.md`` walks through copying them.

================  ==============================================================================
``__init__.py``   the game's facts, ``SPEC`` (this file): id, title, seats, options, bots, board
``commands.py``   what a seat can decide (frozen values, with the words a player reads)
``events.py``     what a command caused (and which events reveal something hidden)
``prompts.py``    the decisions the game waits for (for a game on the engine's flow)
``state.py``      the whole game at one moment, hidden parts included (``clone``, ``encode``)
``view.py``       what one seat may see, and a state guessed back from a view
``rules.py``      the flow's tables (handlers, steps, options) and the ``Rules`` protocol
``outcome.py``    how a finished game came out (winners, headings, the breakdown)
``bots.py``       the game's own bots and the rollout policy of the search bot
================  ==============================================================================

The rules, numbered as a spec in ``../shared/rules/<id>.md`` would number them (a real game
keeps its spec there; tests name these IDs):

- **TW-1 Setup.** TW-1.1 The deck holds the cards 1–6, four of each, shuffled. TW-1.2 Each
  seat (2–4) is dealt two cards, its hidden hand. TW-1.3 The first seat begins.
- **TW-2 A turn.** The seat whose turn it is does one thing: TW-2.1 play a card from its
  hand onto the common pile (the card's value counts for it), or TW-2.2 draw the top card
  of the deck, while the deck has cards. TW-2.3 A seat with one possible move still makes
  it itself.
- **TW-3 Turn order.** TW-3.1 The turn passes to the next seat (North, East, South, West,
  then North again). TW-3.2 A seat with no card in hand while the deck is empty is skipped.
- **TW-4 The end.** The game ends as soon as TW-4.1 the pile totals 21 or more, or TW-4.2
  the deck is empty and nobody holds a card.
- **TW-5 Scores.** TW-5.1 A seat scores the values of the cards it played. TW-5.2 The most
  points wins; seats level at the top share the win.
- **TW-6 What a seat sees.** Its own hand; the number of cards in every other hand and in
  the deck; the pile, every card played and every score. Never another hand nor the deck's
  order.
- **TW-7 Taking back.** TW-7.1 A play may be taken back. TW-7.2 A draw may not: it shows
  the drawer a card from the hidden deck.
"""

from sherwood.engine import BotInfo, GameSpec
from sherwood.engine.board_needs import BoardNeeds
from sherwood.games._template.bots import HeuristicBot, rollout_choice
from sherwood.games._template.commands import COMMAND_TYPES
from sherwood.games._template.events import EVENT_TYPES
from sherwood.games._template.rules import RULES

BOARD_NEEDS = BoardNeeds(zones={
    zone: () for zone in ("banner", "actions", "controls", "log", "caption",  # the host's panels
                          "table", "seats", "deck", "pile", "hand")
})
"""What the table reads from ``boards/_template.yaml`` by id (``sherwood validate-boards``
checks that the board has each one)."""

SPEC = GameSpec(
    id="_template",
    title="Twenty-One (template)",
    tagline="The kernel's test game",
    seat_counts=range(2, 5),
    seat_names=("North", "East", "South", "West"),
    rules=RULES,
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    bots=(
        BotInfo("heuristic", "Normal",
                "Ends the game when that wins it; otherwise plays its highest card that does "
                "not end the game, or draws.", HeuristicBot),
    ),
    rollout_policy=rollout_choice,  # the search bot plays its rollouts with the heuristic
    hidden_hands=True,
    board="_template",
    board_needs=BOARD_NEEDS,
)
