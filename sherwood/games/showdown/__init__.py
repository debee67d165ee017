"""Sherwood Showdown: a two-player tarot-deck duel (shared/rules/showdown.md, seed 004).

Rob the travellers coming down the road, or let them pass; fight over each robbery with
outlaw cards under the "never weaker, always keep up" rule; the most gold in spoils wins.
"""

from sherwood.engine import BotInfo, GameSpec, OptionSpec
from sherwood.engine.board_needs import BoardNeeds
from sherwood.games.showdown.bots import EasyBot, HeuristicBot, rollout_choice
from sherwood.games.showdown.commands import COMMAND_TYPES
from sherwood.games.showdown.events import EVENT_TYPES
from sherwood.games.showdown.rules import RULES

# What the table reads from boards/showdown.yaml by id (checked by `sherwood validate-boards`):
# the host's panels, the road, and each side's places (_near: the seat on screen, _far: the other).
SIDE_ZONES = ("plaque", "deck", "discard", "hand", "spoils", "melee", "info")
BOARD_NEEDS = BoardNeeds(zones={
    zone: () for zone in (
        "banner", "actions", "controls", "log", "caption", "table",
        "travellers", "out_of_play", "active", "stake",
        *(f"{kind}_{side}" for side in ("far", "near") for kind in SIDE_ZONES),
    )
})

SPEC = GameSpec(
    id="showdown",
    title="Sherwood Showdown",
    tagline="Two rival bands rob rich travellers in a tarot-deck duel",
    seat_counts=range(2, 3),
    seat_names=("Robin Hood's Merry Men", "Guy Fawkes' Blazing Bandits"),
    rules=RULES,
    command_types=COMMAND_TYPES,
    event_types=EVENT_TYPES,
    options=(
        OptionSpec("encore", "Encore (short game)", False,
                   help="Only the even travellers and the Fool (11 in all), and each band "
                        "leaves one suit's Page, Knight, Queen and King out of its deck."),
    ),
    bots=(
        BotInfo("heuristic", "Normal",
                "Weighs each robbery against the cards the other band may hold, opens low on "
                "cheap travellers and keeps a strong answer for rich ones.", HeuristicBot),
        BotInfo("easy", "Easy",
                "Plays at random, but never throws an outlaw worth more than the prize "
                "into a melee.", EasyBot),
    ),
    rollout_policy=rollout_choice,  # SD-14.12: the cheap heuristic policy for search rollouts
    rollout_needs_legal=False,  # it builds a legal command from the state by itself
    hidden_hands=True,
    board="showdown",
    rules_file="showdown.md",
    board_needs=BOARD_NEEDS,
)
