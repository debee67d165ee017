"""Settlers of the Forest Isle: the standard 2–4 player hex-island game and its solo variant,
Robin Hood, the Sheriff alone against an automaton Robin (game id ``settlers``).

The rules are numbered in ``shared/rules/settlers_robin.md`` (SR-C coordinates, SR-B the
standard game, SR-V the solo variant, SR-M options, SR-E edge cases); tests cite those IDs.
The rooms:

==================  ============================================================================
``geometry.py``     the island's hexes, corners and edges in the spec's names, as id tables (SR-C)
``island.py``       the beginner and random islands (SR-B-2), read from ``boards/settlers.yaml``
``board.py``        bit masks over the geometry; each island's production and harbour tables
``content.py``      resources, costs, the development deck, pieces, targets (SR-B-1)
``commands.py``     every command of SR-B-12, made once in tables where finite
``events.py``       what a command caused, as values (and what reveals); the solo
                    variant's are written in ``robin_events.py``
``prompts.py``      the decisions the game waits for
``state.py``        the whole game at one moment (record and bookkeeping; clone, encode)
``tracking.py``     pieces onto the board and the bookkeeping that follows
``setup.py``        setup and placement (SR-B-3)
``solo_setup.py``   the solo setup: decks, the neutral pieces by dice (SR-V-2)
``robin.py``        Robin's automaton: draws, moves, the seven, displacement, the ring (SR-V)
``turn.py``         the turn, the roll, victory and the turn limit (SR-B-4, SR-B-11, SR-M-5)
``production.py``   production and the bank shortage (SR-B-5)
``robber.py``       the seven, discards, the robber and theft (SR-B-6)
``trade.py``        maritime and domestic trade (SR-B-7)
``building.py``     building and buying (SR-B-8)
``development.py``  development cards (SR-B-9)
``roads.py``        Longest Road and Largest Army (SR-B-10)
``options.py``      the legal commands of each prompt
``reasons.py``      why a command is refused, as a code and its values
``flow.py``         the flow's table of steps, prompts and handlers
``rules.py``        the ``Rules`` protocol
``checks.py``       the conservation rules the tests check after every command
``view.py``         what a seat sees; a state sampled back from it
``outcome.py``      how a finished game came out
``bots.py``         the heuristic bot and the search bot's rollout policy (``heuristic*.py``)
==================  ============================================================================

>>> from sherwood.engine import Match
>>> m = Match.start("settlers", 4, seed=7)
>>> m.names, m.options["layout"], m.options["turn_limit"]
(('Red', 'Blue', 'White', 'Orange'), 'beginner', 0)
>>> Match.start("settlers", ["bot:random"] * 3, seed=7).options["turn_limit"]  # SR-M-5
1000
>>> Match.start("settlers", 1, seed=7).options["variant"]  # one seat: the Sheriff (SR-V)
'robin_hood'
"""

from sherwood.engine import BotInfo, GameSpec, GenericBot, OptionSpec
from sherwood.engine.board_needs import BoardNeeds
from sherwood.games.settlers.bots import HeuristicBot, rollout_choice
from sherwood.games.settlers.commands import COMMAND_TYPES
from sherwood.games.settlers.content import SEAT_NAMES, TURN_LIMIT_MAX
from sherwood.games.settlers.events import EVENT_TYPES
from sherwood.games.settlers.island import read_island
from sherwood.games.settlers.rules import RULES

BOARD_NEEDS = BoardNeeds(
    zones={zone: () for zone in ("banner", "actions", "controls", "log", "caption",  # the host's
                                 "table", "island", "bank", "dice", "build", "hand", "seats")},
    sections={"island": read_island},  # SR-C-5: the beginner island, checked by island.py
)
"""What the rules and the table read from ``boards/settlers.yaml`` (``sherwood validate-boards``
checks the zones are there and the island obeys SR-C-5.3)."""

SPEC = GameSpec(
    id="settlers",
    title="Settlers of the Forest Isle",
    tagline="Settle a hex island to 10 points with 2–4 players, or hunt Robin Hood alone",
    seat_counts=range(1, 5),  # SR-M-4: 3 or 4, and 2 as an unofficial option; 1: the solo variant
    default_seat_count=4,  # SR-M-4: 4 by default
    seat_names=SEAT_NAMES,
    solo_seat_name="Sheriff",  # SR-V-1.2: alone, you are the Sheriff
    rules=RULES,
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    options=(
        OptionSpec("variant", "Game", "standard",  # SR-V
                   "The standard game for 2-4 players, or Robin Hood, the solo variant: the "
                   "Sheriff alone against Robin Hood.",
                   choices=("standard", "robin_hood"), labels=("Standard", "Robin Hood"),
                   seat_defaults=((1, "robin_hood"),), in_menus=False),
        OptionSpec("layout", "Island", "beginner",  # SR-M-1
                   "The beginner island, or terrain, numbers and harbours dealt at random.",
                   choices=("beginner", "random"), labels=("Beginner", "Random")),
        OptionSpec("movement", "Robin moves by", "deck",  # SR-M-2
                   "Robin draws from his six movement cards (one of each resource and a knight, "
                   "taken from the bank and the deck), or rolls a die with the same six faces.",
                   choices=("deck", "die"), labels=("Movement deck", "Movement die"),
                   seat_counts=(1,)),
        OptionSpec("displacement_extra_draw", "Draw after displacing", False,  # SR-M-3
                   "When the Sheriff drives Robin off after building at his hex, Robin draws "
                   "a movement card at once.",
                   seat_counts=(1,)),
        OptionSpec("turn_limit", "Turn limit", 0,  # SR-M-5
                   "Stop after this many turns, the higher total winning (0: no limit).",
                   in_menus=False, minimum=0, maximum=TURN_LIMIT_MAX),
    ),
    bot_table_options=(("turn_limit", 1000),),  # SR-M-5: a table of bots only
    bots=(
        BotInfo("heuristic", "Normal",
                "Settles rich corners, builds cities first, trades to finish a build and robs "
                "the leader.", HeuristicBot,
                solo_description="Plays the Sheriff: settles rich corners, builds cities first, "
                "keeps Robin Hood off its land and rings him in with roads."),
    ),
    generic_bots=(
        GenericBot("ismcts", "Search",
                   "Plays each move out many times from guesses at the hidden cards (about a "
                   "second a move); on this game it plays weaker than Normal."),
        GenericBot("random"),
    ),
    rollout_policy=rollout_choice,  # the search bot's rollouts play the heuristic's priorities
    hidden_hands=True,
    board="settlers",
    board_needs=BOARD_NEEDS,
    rules_file="settlers_robin.md",
)
