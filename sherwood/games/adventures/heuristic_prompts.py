"""The adventure bot's answers to the prompts besides the turn: which object to pick, what
to give up for room, the Horn, the Barrel and the merchant's swaps.

- :func:`pick` (AR-6.3): the Barrel or the Horn, whichever is worth more now;
- :func:`make_room` (AR-7.3): discard the object worth least, unless the new one is worth
  less still (then forgo it);
- :func:`horn` (AR-8.6): blow when the chance of the missing successes in two more draws,
  times what success brings and the alarm it spares, pays for the Horn;
- :func:`barrel` (AR-7.7, bot notes "Gisbourne"): Gisbourne's ride is played out on a copy;
  roll a Barrel when he would find the camp (always) or catch you (when the Hope it costs is
  worth more than the Barrel: in Set 3 the smithy's two Barrels are kept);
- :func:`trading` (AR-6.8, AR-6.9): the first swap of :meth:`~.Situation.trade_plan`, else
  done.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import Command
from sherwood.games.adventures.commands import (
    BlowHorn,
    DiscardObject,
    DoneTrading,
    Forgo,
    GiveUp,
    LetHimRide,
    RollBarrel,
    Swap,
    TakeObject,
)
from sherwood.games.adventures.content import opponent_kind
from sherwood.games.adventures.events import Caught
from sherwood.games.adventures.heuristic_facts import LOSS, Situation
from sherwood.games.adventures.heuristic_odds import success_dice, tail
from sherwood.games.adventures.heuristic_turn import dossier_cost, reward_of
from sherwood.games.adventures.prompts import BarrelCall, HornCall, MakeRoom
from sherwood.games.adventures.rounds import ride
from sherwood.games.adventures.state import State


def pick(sit: Situation, legal: Sequence[Command]) -> Command:
    """AR-6.3: the object worth more (the first on a tie)."""
    takes = [c for c in legal if isinstance(c, TakeObject)]
    return max(takes, key=lambda c: sit.gain(c.obj)) if takes else legal[0]


def make_room(sit: Situation, prompt: MakeRoom, legal: Sequence[Command]) -> Command:
    """AR-7.3: the cheapest object goes if the new one is worth more, else forgo."""
    new = sit.worth(prompt.obj, sit.owned(prompt.obj) + 1)
    discards = [c for c in legal if isinstance(c, DiscardObject) and c.obj != prompt.obj]
    if discards:
        cheapest = min(discards, key=lambda c: sit.keep(c.obj))
        if sit.keep(cheapest.obj) < new:
            return cheapest
    return Forgo(0) if Forgo(0) in legal else legal[0]


def horn(sit: Situation, prompt: HornCall, legal: Sequence[Command]) -> Command:
    """AR-8.6: blow if ``P(missing successes in 2 draws) · (reward + alarm) > the Horn``."""
    s = sit.s
    kind = opponent_kind(prompt.target)
    good = success_dice(s.bag_white, s.bow_in_bag, kind)
    p = tail(good, s.bag_violet, 2, prompt.need - prompt.successes)
    reward = reward_of(sit, prompt.target) - dossier_cost(sit, s.at)
    if p * (reward + sit.alarm(s.at)) > sit.keep("horn"):
        return BlowHorn(0)
    return GiveUp(0)


def ride_outcome(state: State) -> str:
    """What Gisbourne's coming activation would do if he rides (AR-10.5 to AR-10.8), played
    out on a copy: ``camp``, ``caught`` or ``rides``."""
    after = state.clone()
    events: list = []
    ride(after, events)
    if after.result == "camp":
        return "camp"
    return "caught" if any(isinstance(e, Caught) for e in events) else "rides"


def barrel(state: State, sit: Situation, prompt: BarrelCall, legal: Sequence[Command]) -> Command:
    """AR-7.7: roll against the camp always, against a catch when it costs more than the
    Barrel is worth; otherwise let him ride."""
    outcome = ride_outcome(state)
    if outcome == "camp":
        return RollBarrel(0)
    if outcome == "caught" and sit.hope_loss(2) >= min(LOSS, sit.keep("barrel")):
        return RollBarrel(0)
    return LetHimRide(0)


def trading(sit: Situation, legal: Sequence[Command]) -> Command:
    """AR-6.8: the best swap still worth making, else done."""
    swaps, _ = sit.trade_plan()
    if swaps:
        command = Swap(0, *swaps[0])
        if command in legal:
            return command
    return DoneTrading(0)
