"""The Sheriff's Lieutenants (game id ``lieutenants``): 2 to 7 lieutenants turn up object
cards, keep them or use their actions against each other (buy, steal, ambush, rob, raid,
defend, exchange), and deliver sets and missions while the Sheriff walks his route and hands
free cards to small hands. Rules: ``shared/rules/lieutenants.md`` (``LT-x.y``).

=====================  ============================================================================
``content.py``         the cards (LT-1): objects, ambushes, missions, colours, by id
``board.py``           the sheriff's route read from ``boards/lieutenants.yaml`` (LT-1.D)
``state.py``           the whole game; ``prompts.py`` the decisions; ``commands.py``, ``events.py``
``hands.py``           cards moving between hands and who knows it (LT-12.5), the draw (LT-9)
``matching.py``        which cards make a delivery, which ambushes fit it, what one may take (pure)
``setup.py``           LT-2 in the order of LT-2.9
``actions.py``         the turn up to the delivery: take or act, the seven actions (LT-3 to LT-5)
``delivery_phase.py``  the delivery, the ambushes, the sheriff, the hand-out, the end (LT-6 to 10)
``flow.py``            the flow tables; ``rules.py`` the Rules protocol, ``is_legal``, invariants
``view.py``            what a seat sees (LT-12) and a state sampled back from it
``outcome.py``         scores, the tie-break (LT-10.5) and the result rows
``bots.py``            the game's own bots
=====================  ============================================================================
"""

from sherwood.engine import BotInfo, GameSpec, GenericBot, OptionSpec
from sherwood.engine.board_needs import BoardNeeds
from sherwood.games.lieutenants.board import read_route
from sherwood.games.lieutenants.bots import EasyBot, HeuristicBot, rollout_choice
from sherwood.games.lieutenants.commands import COMMAND_TYPES
from sherwood.games.lieutenants.content import COLOUR_CHOICE, ROUTE_LENGTH, SEAT_NAMES
from sherwood.games.lieutenants.events import EVENT_TYPES
from sherwood.games.lieutenants.rules import RULES

TABLE_ZONES: tuple[str, ...] = ("banner", "actions", "controls", "log", "caption", "table", "county",
                                 "missions", "stage", "rivals_left", "rivals_right", "plaque_near", "hand",
                                 "draw", "discard", "ambush_deck")
"""The zones the table reads from ``boards/lieutenants.yaml`` (the host's panels first)."""

BOARD_NEEDS = BoardNeeds(
    zones={zone: () for zone in TABLE_ZONES},
    tracks={"sheriff": tuple(range(ROUTE_LENGTH))},  # LT-1.6: the route drawn as a loop
    sections={"route": read_route},  # LT-1.D: the numbers, checked by board.py
)
"""What the rules and the table read from ``boards/lieutenants.yaml`` (``sherwood
validate-boards`` checks it)."""

OPTIONS = (
    OptionSpec("short", "Short game", False,  # LT-V1
               "The Sheriff starts on space 8: 13 deliveries end the game."),
    OptionSpec("auto_ambush", "Automatic ambushes", False,  # LT-V2
               "Nobody is asked at a delivery: the first ambush that can fire, fires."),
    # LT-2.1, LT-2.2: chosen beside each seat on the setup screen (SPEC.seat_choice), not among
    # the options; the game's setup checks the value (COLOUR_CHOICE.chosen)
    OptionSpec("colours", "Colours", None,
               "The colour each seat plays, all different; none given: red, yellow, green, ... "
               "in seat order.", open_choices=True, in_menus=False),
)

SPEC = GameSpec(
    id="lieutenants",
    title="The Sheriff's Lieutenants",
    tagline="The Sheriff's lieutenants collect and deliver goods, 2–7 players",
    seat_counts=range(2, 8),
    seat_names=SEAT_NAMES,
    default_seat_count=4,
    rules=RULES,
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    options=OPTIONS,
    bots=(
        BotInfo("heuristic", "Normal", "Weighs each card in hand against its action, picks on "
                "the leader, defends with a lone necklace and fires its ambushes at the deliveries "
                "that matter.", HeuristicBot),
        BotInfo("easy", "Easy", "Plays at random, but always delivers when it can.", EasyBot),
    ),
    rollout_policy=rollout_choice,
    generic_bots=(GenericBot("random"), GenericBot(
        "ismcts", "Search", "Thinks about a second a move: imagines the hidden hands many times "
        "over and plays the games out with Normal's judgement (tree search). About as strong "
        "as Normal, a little stronger at a small table.")),
    hidden_hands=True,
    board="lieutenants",
    rules_file="lieutenants.md",
    board_needs=BOARD_NEEDS,
    seat_choice=COLOUR_CHOICE,
)
