"""The adventure bot's turn (AR-5): the bot notes' greedy one-turn look-ahead.

**The move** (:func:`choose_move`): every reachable space (the legal ``Move`` commands,
walked as the rules walk them: :func:`~.movement.reach`) is valued as

    slow-move bonus (+1 white die, AR-5.6)  +  deliveries there (free, AR-13.19)
    +  the best action there (or none)  +  the position (approach − Gisbourne − watch)

and the best is walked to (ties: the first in legal order, so the bot is repeatable).

**The action** (:func:`choose_act`): the same values on the bag as it is now; a delivery
first whenever one is possible; Provisions eaten just before a draw when the extra white
dice pay for them (bot notes, "Build the bag"); no action when nothing is worth more than
nothing.

Action values (:func:`action_value`, Hope units, see :mod:`.heuristic_odds`): exploring by
its four results (the Gisbourne result priced by where you stand, :meth:`~.Situation.alarm`);
an overpower by its chance (with the Sword, Robin's bow and John's strength, the Horn when
it would be blown) times its reward less the dossier step's cost (AR-9.1, table 1.6), less
the alarm of a failure (AR-8.10); a special opponent only from a 30% chance on (or with two
hourglasses left); a merchant by the swaps worth making; the boat, the wall and the hay cart
by the position they lead to. Bribes (AR-7.6) are weighed by what the turn is worth after
them.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import Command
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import (
    Bribe,
    Deliver,
    Eat,
    EndTurn,
    Explore,
    Move,
    Overpower,
    Trade,
    UseTile,
)
from sherwood.games.adventures.content import (
    BOOK_TILES,
    DELIVERIES,
    WALL,
    opponent_kind,
    task_reward,
    task_space,
)
from sherwood.games.adventures.heuristic_facts import FEASIBLE, Situation
from sherwood.games.adventures.heuristic_odds import (
    attempt_odds,
    draw_limit,
    explore_odds,
    explore_value,
    wall_odds,
)
from sherwood.games.adventures.movement import reach
from sherwood.games.adventures.state import State
from sherwood.games.adventures.turn import actions

SLOW = 0.35
"""Bot notes: a slow move's white die, beyond what it adds to this turn's draw."""
WHITE_USE = 0.15
"""A white die used up by a draw (AR-6.6: drawn white dice go to the supply)."""
SEAL_STEP = 0.3
"""The dossier's seal squares (table 1.6): a seal may cost Hope and reveals opponents."""
VIOLET_STEP = 0.3
"""The dossier's violet square: one more violet die in the bag for good."""
BOW_COST = 0.1
"""A bow shot leaves the bow die in the bag until it is drawn (AR-8.4, AR-18.1)."""
EAT_MAX = 2
"""Provisions eaten before one draw, at most."""
BRIBE_GAIN = 0.3
"""A bribe before the move must make the turn worth this much more."""


# --- what an action is worth --------------------------------------------------------------


def _eats(sit: Situation) -> list[tuple[int, int, float]]:
    """The ways to eat before a draw: (Provisions eaten, white dice added, their cost)."""
    s = sit.s
    found = [(0, 0, 0.0)]
    cost, added, have = 0.0, 0, s.objects["provisions"]
    for j in range(1, min(have, EAT_MAX) + 1):
        cost += sit.worth("provisions", have - j + 1)
        added = min(2 * j, s.supply_white)
        found.append((j, added, cost))
    return found


def dossier_cost(sit: Situation, at: str) -> float:
    """The next dossier square after a success (AR-9.1, table 1.6)."""
    square = sit.s.dossier + 1
    if square in (2, 5):
        return SEAL_STEP
    if square == 3:
        return sit.alarm(at)
    if square == 4:
        return VIOLET_STEP
    return 0.0


def reward_of(sit: Situation, target: str) -> float:
    """What overpowering ``target`` brings (table 1.4, AR-13.3 to AR-13.15)."""
    kind = opponent_kind(target)
    if kind == "special":
        reward = task_reward(target, sit.s.task_set, sit.s.camp)
        return sit.task_value(target) + sum(sit.gain(o) for o in reward.objects)
    if kind == "guard":
        return sit.hope_gain(1) + 0.3
    if kind == "coach":
        return sit.hope_gain(2) + sit.gain("gold") + sit.worth("gold", sit.owned("gold") + 2)
    carried = forest().tiles[target].carries or ""
    return sit.hope_gain(2) + (sit.gain(carried) if carried else 0.0)


def overpower_value(sit: Situation, target: str, bow: bool, at: str, white: int) -> tuple[float, int]:
    """An attempt on ``target`` from ``at`` with ``white`` white dice in the bag (before
    eating): its value and the Provisions to eat first (-inf when the bot would not try)."""
    s = sit.s
    kind = opponent_kind(target)
    limit = draw_limit(s.outlaw, s.objects["sword"] > 0, bow)
    reward = reward_of(sit, target)
    horn = s.objects["horn"] > 0 and (kind == "special" or not sit.specials)
    dossier = dossier_cost(sit, at) if reward < 20 else 0.0
    fail = sit.alarm(at) + (WHITE_USE if kind == "special" else 0.0)
    best, eats = float("-inf"), 0
    for j, added, cost in _eats(sit):
        p0, ph = attempt_odds(white + added, s.bag_violet, s.bow_in_bag, kind, limit, bow_shot=bow)
        p = ph if horn else p0
        if kind == "special" and p < FEASIBLE and s.hourglasses > 2:
            continue
        value = (p * (reward - dossier) - (1 - p) * fail - cost
                 - (sit.keep("horn") * (1 - p0) if horn else 0.0)
                 - (BOW_COST if bow else 0.0) - WHITE_USE * p)
        if value > best:
            best, eats = value, j
    return best, eats


def explore_action(sit: Situation, at: str, white: int) -> tuple[float, int]:
    """Exploring from ``at`` (AR-6.1 to AR-6.4): value and Provisions to eat first."""
    s = sit.s
    equipment = max(sit.gain("barrel"), sit.gain("horn"))
    best, eats = float("-inf"), 0
    for j, added, cost in _eats(sit):
        w = white + added
        value = explore_value(w, s.bag_violet, alarm=sit.alarm(at), provisions=sit.gain("provisions"),
                              equipment=equipment, hope=sit.hope_gain(2))
        value -= cost + WHITE_USE * (1 - explore_odds(w, s.bag_violet)[3])
        if value > best:
            best, eats = value, j
    return best, eats


def relocation(tile: str, at: str) -> str:
    """Where the boat, the hay cart or the wall takes you from ``at`` (AR-6.11 to AR-6.13)."""
    if tile in BOOK_TILES:
        return BOOK_TILES[tile][1]
    return WALL[1] if at == WALL[0] else WALL[0]


def action_value(sit: Situation, command: Command, at: str, white: int) -> tuple[float, int]:
    """The value of action ``command`` taken on ``at`` with ``white`` white dice in the bag,
    and the Provisions to eat before it."""
    if isinstance(command, Explore):
        return explore_action(sit, at, white)
    if isinstance(command, Overpower):
        return overpower_value(sit, command.target, command.bow, at, white)
    if isinstance(command, Trade):
        return sit.trade_plan()[1], 0
    if isinstance(command, UseTile):
        to = relocation(command.tile, at)
        gain = sit.position(to) - sit.position(at)
        if command.tile == "111":  # one die: over only on a white one (AR-6.12)
            p = wall_odds(white, sit.s.bag_violet)
            return p * (gain - WHITE_USE), 0
        return gain, 0
    return 0.0, 0


def best_action(sit: Situation, commands: Sequence[Command], at: str,
                white: int) -> tuple[float, Command | None, int]:
    """The best of the actions ``commands`` on ``at``: (value, command, Provisions to eat)."""
    best: tuple[float, Command | None, int] = (0.0, None, 0)
    for command in commands:
        value, eats = action_value(sit, command, at, white)
        if value > best[0]:
            best = (value, command, eats)
    return best


def deliveries_at(sit: Situation, space: str) -> float:
    """The deliveries you could make on ``space`` with what you own (AR-13.19)."""
    total = 0.0
    for task in sit.tasks_left:
        if task in DELIVERIES and space == task_space(task, sit.s.task_set, sit.s.camp):
            goods = sit.deliverable(task)
            if goods is not None:
                count = dict(DELIVERIES[task])[goods]
                total += sit.task_value(task) - sit.keep(goods) * count
    return total


# --- the turn's decisions -----------------------------------------------------------------


def best_delivery(sit: Situation, legal: Sequence[Command]) -> Command | None:
    """Bot notes: deliveries are always taken; of two ways, the goods worth less now."""
    found = [c for c in legal if isinstance(c, Deliver)]
    if not found:
        return None
    return min(found, key=lambda c: sit.keep(c.goods) * dict(DELIVERIES[c.task])[c.goods])


def move_values(state: State, sit: Situation) -> list[tuple[float, str]]:
    """Every space you can walk to this turn with its value (see the module docstring), in
    the rules' order of :func:`~.movement.reach`."""
    s = state
    scratch = s.clone()
    slow_steps = sit.outlaw.slow_steps
    found = []
    for to, path in reach(s).items():
        slow = len(path) - 1 <= slow_steps and s.supply_white > 0
        white = s.bag_white + (1 if slow else 0)
        scratch.at = to
        act, _, _ = best_action(sit, actions(scratch), to, white)
        value = (SLOW if slow else 0.0) + deliveries_at(sit, to) + act + sit.position(to)
        found.append((value, to))
    return found


def _best_move(state: State, sit: Situation) -> tuple[float, str]:
    best = (float("-inf"), state.at)
    for value, to in move_values(state, sit):
        if value > best[0]:
            best = (value, to)
    return best


def _bribed(state: State, guard: str) -> State:
    after = state.clone()
    after.faces[guard] = "hidden"
    after.objects["gold"] -= 1
    return after


def choose_move(state: State, sit: Situation, legal: Sequence[Command]) -> Command:
    """Turn, phase ``move``: deliver if you can; bribe a guard when the best move after it
    is worth :data:`BRIBE_GAIN` more (the Sack's own worth left out: counting it measured
    no better over 500 seeded games); else walk to the best space."""
    deliver = best_delivery(sit, legal)
    if deliver is not None:
        return deliver
    value, to = _best_move(state, sit)
    bribes = [c for c in legal if isinstance(c, Bribe)]
    for bribe in bribes:
        after = _bribed(state, bribe.guard)
        gained = _best_move(after, Situation(after))[0] - value
        if gained > BRIBE_GAIN:
            return bribe
    move = Move(0, to)
    return move if move in legal else next(c for c in legal if isinstance(c, Move))


def _watch_bribe(state: State, sit: Situation, legal: Sequence[Command]) -> Command | None:
    """A bribe that frees your space from a watching guard when that is worth the gold."""
    if sit.watch(state.at) <= sit.keep("gold"):
        return None
    for command in legal:
        if isinstance(command, Bribe):
            after = _bribed(state, command.guard)
            if Situation(after).watch(state.at) == 0:
                return command
    return None


def choose_act(state: State, sit: Situation, legal: Sequence[Command]) -> Command:
    """Turn, phase ``act``: deliver; else the best action (eating first when it pays);
    else a bribe against the watch; else no action."""
    deliver = best_delivery(sit, legal)
    if deliver is not None:
        return deliver
    _, command, eats = best_action(sit, legal, state.at, state.bag_white)
    if command is not None:
        if eats and Eat(0) in legal:
            return Eat(0)
        return command
    return _watch_bribe(state, sit, legal) or EndTurn(0)


def choose_after(state: State, sit: Situation, legal: Sequence[Command]) -> Command:
    """Turn, phase ``after``: deliver; a bribe against the watch; else end the turn."""
    deliver = best_delivery(sit, legal)
    if deliver is not None:
        return deliver
    return _watch_bribe(state, sit, legal) or EndTurn(0)
