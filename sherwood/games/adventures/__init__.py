"""The Adventures of Robin Hood, solo (game id ``adventures``): one outlaw alone in Sherwood
must reach 18 Hope (or complete 3 Special Tasks) before the last of 7 hourglasses leaves the
Evil End. Rules: ``shared/rules/adventures_solo.md`` (``AR-x.y``).

==================  ===========================================================================
``board.py``        the forest read from ``boards/adventures.yaml`` (AR-2), checked, cached
``content.py``      tables 1.2-1.7: outlaws, objects, opponents, seals, dossier, tasks
``state.py``        the whole game (nothing hidden, AR-16); ``prompts.py`` the decisions
``commands.py``     what the outlaw decides; ``events.py`` what happened (draws reveal)
``setup.py``        AR-3 in the order of AR-3.24
``movement.py``     your move, the bow's reach, Gisbourne's way, the guards' watch
``effects.py``      Hope and hourglasses, the end, tile faces, objects, the draws from the bag
``rounds.py``       the discs (AR-4), the Sheriff's hour and seals (AR-11), the dossier
                    (AR-9), Gisbourne's activations (AR-10)
``turn.py``         your turn (AR-5) and the free actions
``actions.py``      exploring (AR-6), the merchants, the boat, the wall, the hay cart
``overpower.py``    overpowering (AR-8) and the Horn
``tasks.py``        the Special Tasks (AR-13) and deliveries
``flow.py``         the flow tables; ``rules.py`` the Rules protocol
``view.py``         the view (the whole state) and its exact rebuild
``outcome.py``      win or loss and the result rows (AR-14.9)
``bots.py``         the heuristic bot and the rollout policy (``heuristic*.py``)
==================  ===========================================================================
"""

from sherwood.engine import BotInfo, GameSpec, GenericBot, OptionSpec
from sherwood.engine.board_needs import BoardNeeds
from sherwood.games.adventures.board import read_forest
from sherwood.games.adventures.bots import HeuristicBot, rollout_choice
from sherwood.games.adventures.commands import COMMAND_TYPES
from sherwood.games.adventures.content import OUTLAWS, TASK_SETS
from sherwood.games.adventures.events import EVENT_TYPES
from sherwood.games.adventures.rules import AdventureRules

BOARD_NEEDS = BoardNeeds(
    zones={zone: () for zone in ("banner", "actions", "controls", "log", "caption",  # the host's
                                 "table", "forest", "bag", "story")},  # the table's
    sections={"forest": read_forest},  # AR-2: the forest, checked by board.py
)
"""What the rules and the table read from ``boards/adventures.yaml`` (``sherwood validate-boards``
checks the zones are there and the forest obeys AR-2)."""

OPTIONS = (
    OptionSpec("outlaw", "Outlaw", "robin",
               "Who you play: each has an ability of their own.",
               choices=tuple(OUTLAWS), labels=tuple(o.name for o in OUTLAWS.values())),
    OptionSpec("task_set", "Special Tasks", "1",
               "Set 1 The Lion in the Wind, Set 2 The Stolen Cross, Set 3 Fire and Water: three "
               "Special Tasks done win at once. With no set (the hardest) only 18 Hope wins.",
               # short words, so that the four fit one row of the setup screen beside the seat
               choices=TASK_SETS, labels=("Set 1", "Set 2", "Set 3", "No set")),
    OptionSpec("camp", "Secret camp", "random",
               "Where your secret camp lies: if Gisbourne finds it, you lose.",
               choices=(60, 70, "random"), labels=("Camp 60", "Camp 70", "Random")),
)
"""AR-15.1 to AR-15.3."""

SPEC = GameSpec(
    id="adventures",
    title="The Adventures of Robin Hood: Solo",
    tagline="A solo adventure: reach 18 Hope before the Evil End runs out",
    seat_counts=range(1, 2),
    seat_names=("Outlaw",),
    solo_seat_option="outlaw",  # the seat is named by the outlaw chosen: "Maid Marian"
    rules=AdventureRules(),
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    options=OPTIONS,
    bots=(
        BotInfo("heuristic", "Normal",
                "Weighs every space it can reach and the best action there: builds the bag "
                "before a Special Task, keeps clear of Gisbourne and guards its camp.",
                HeuristicBot),
    ),
    generic_bots=(
        GenericBot("ismcts", "Search",
                   "Plays each move out many times with the Normal bot, guessing the order of the "
                   "draws (about a second a move); each imagined game costs a tenth of a second, so "
                   "it sees too few of them and plays far weaker than Normal."),
        GenericBot("random"),
    ),
    rollout_policy=rollout_choice,
    board="adventures",
    rules_file="adventures_solo.md",
    board_needs=BOARD_NEEDS,
)
