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

Its rules are numbered in ``docs/rules/_template.md`` (``TW-1.1`` ...), in the shape of the
five games' specifications in ``../shared/rules/``: a new game copies that stub too, names it in
``rules_file`` and cites its IDs in its tests. Its catalogue entry (what the menu knows of it
before importing it) is ``TEMPLATE`` in :mod:`sherwood.games`.
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
    rules_file="_template.md",
)
