"""Robin Hood and the Merry Men (shared/rules/merry_men.md, seed 000): 1–4 players place
Merry Men, then send their heroes out, for five rounds, against Prince John, the Sheriff
and Guy of Gisborne; with the Friar Tuck, Sheriff's Spies and Golden Arrow modules and a
solo mode."""

from sherwood.engine import GameSpec, OptionSpec
from sherwood.engine.game import GenericBot
from sherwood.games.merry_men.board_needs import BOARD_NEEDS
from sherwood.games.merry_men.bots import BOTS
from sherwood.games.merry_men.commands import COMMAND_TYPES
from sherwood.games.merry_men.events import EVENT_TYPES
from sherwood.games.merry_men.facts import C
from sherwood.games.merry_men.heuristic_policy import rollout_choice
from sherwood.games.merry_men.heuristic_search import DEPTH, search_leaf, search_rewards
from sherwood.games.merry_men.rules import RULES
from sherwood.games.merry_men.setup import DIFFICULTIES, LJ_READINGS, TUNING_LIMIT

SPEC = GameSpec(
    id="merry_men",
    title="Robin Hood and the Merry Men",
    tagline="Place your Merry Men, then send your hero out, 1–4 players",
    seat_counts=range(1, 5),
    seat_names=("Green", "Red", "Blue", "Yellow"),
    rules=RULES,
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    options=(
        OptionSpec("friar_tuck", "Friar Tuck", False,
                   help="Module: each player gets three Friar Tuck cards to place Tuck as an extra "
                        "Merry Man; if he hangs, or ends the game in prison, everybody loses."),
        OptionSpec("spies", "The Sheriff's Spies", False,
                   help="Module: an arrested Merry Man brings a spy card into your passive pile "
                        "(−3 VP at the end, or play it to remove a guard)."),
        OptionSpec("golden_arrow", "Golden Arrow", False,
                   help="Module: five Golden Arrow cards in the villain deck fill a pot of pennies "
                        "for the next archery winner (a little easier)."),
        OptionSpec("heroes", "Heroes", "random", choices=("random", "choose"), open_choices=True,
                   labels=("Random", "Choose"),
                   help="Dealt at random, or chosen by the players one by one, in turn order."),
        OptionSpec("difficulty", "Solo target", DIFFICULTIES[0], choices=DIFFICULTIES,
                   labels=tuple(f"{rank.name} ({rank.score})" for rank in C.solo.ranks), seat_counts=(1,),
                   help="Solo game only: the final score you must reach to win."),
        # For the balance report and the tuning sweep (bench/bench_merry_men_tuning.py), never in
        # menus: MM-9.6's two readings, MM-1.15's guard track and solo penny stack.
        OptionSpec("little_john", "Little John's free purchases", LJ_READINGS[0], choices=LJ_READINGS,
                   in_menus=False,
                   help="In his free Weaponsmith move only the first purchase is free (first, the "
                        "rule kept), or every purchase (all, the reading the balance report compares)."),
        OptionSpec("guard_track", "Guard track spaces", 0, in_menus=False, minimum=0, maximum=TUNING_LIMIT,
                   help="The guard track's length (0: the game data's value for the player count)."),
        OptionSpec("solo_pennies", "Solo penny stack", 0, in_menus=False, minimum=0, maximum=TUNING_LIMIT,
                   help="Each road's pennies in a solo game (0: the game data's value)."),
    ),
    bots=BOTS,
    # The generic search bot as "Hard": with this game's own reading (heuristic_search: rollouts
    # of DEPTH commands judged by Normal's value function) it beats Normal clearly at two
    # seats (bench/bench_strength.py measures it). It comes before "random", as it
    # always has in the list of bots.
    generic_bots=(
        GenericBot("ismcts", description=(
            "Thinks about a second a move: imagines the hidden cards many times over, looks a "
            "few moves ahead and judges where they lead as Normal would.")),
        GenericBot("random"),
    ),
    rollout_policy=rollout_choice,
    # The search's own reading of this game (heuristic_search): a table lost together is -1 for
    # every seat, and rollouts stop after DEPTH commands, where Normal's value function judges.
    search_rewards=search_rewards,
    search_leaf=search_leaf,
    search_depth=DEPTH,
    hidden_hands=True,
    board="merry_men",
    rules_file="merry_men.md",
    board_needs=BOARD_NEEDS,
)
