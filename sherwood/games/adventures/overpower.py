"""Overpowering (AR-8): melee and bow shots at guards, nobles, coaches and the special
opponent of your set; the Horn (AR-8.6); success (reward, tile hidden, the dossier step,
AR-8.9, AR-9.1) and failure (Gisbourne moves, AR-8.10)."""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import BlowHorn, GiveUp, Overpower
from sherwood.games.adventures.content import (
    COACHES,
    GUARDS,
    NOBLES,
    OPPONENTS,
    OUTLAWS,
    opponent_kind,
)
from sherwood.games.adventures.effects import change_hope, discard, draw_die, return_dice
from sherwood.games.adventures.events import (
    BowDieIntoBag,
    HornBlown,
    OverpowerAttempt,
    Overpowered,
    OverpowerFailed,
)
from sherwood.games.adventures.movement import bow_distance, specials
from sherwood.games.adventures.prompts import HornCall, Turn
from sherwood.games.adventures.state import State, ask
from sherwood.games.adventures.tasks import complete_task

DRAWS = 3
"""AR-8.5: the draw limit before bonuses."""
HORN_DRAWS = 2
"""AR-8.6: the Horn's extra draws."""
COACH_GOLD = 2
"""AR-1.8: a coach gives 2 Sacks of gold."""


def overpower_options(state: State) -> list[Overpower]:
    """AR-8.1 to AR-8.3, AR-18.4, AR-18.16: melee at each opponent on your space, then bow
    shots (bow die on the bow) at revealed guards and special opponents in range."""
    f = forest()
    on_space = [t for t in f.tiles_on[state.at]
                if t in GUARDS + NOBLES + COACHES and state.faces[t] == "revealed"]
    found = [Overpower(0, t, False) for t in on_space]
    active = specials(state)
    found += [Overpower(0, s, False) for s, space in active.items() if space == state.at]
    if not state.bow_in_bag:  # AR-18.1
        reach = OUTLAWS[state.outlaw].bow_range
        found += [Overpower(0, g, True) for g in GUARDS if state.faces[g] == "revealed"
                  and bow_distance(state, f.tiles[g].space) <= reach]
        found += [Overpower(0, s, True) for s, space in active.items()
                  if bow_distance(state, space) <= reach]
    return found


def draw_limit(state: State, bow: bool) -> int:
    """AR-8.5: 3, +1 with a Sword, +1 for Little John in melee, +1 for Robin on a bow shot."""
    outlaw = OUTLAWS[state.outlaw]
    bonus = outlaw.bow_bonus if bow else outlaw.melee_bonus
    return DRAWS + (1 if state.objects["sword"] else 0) + bonus


def overpower(state: State, command: Overpower, rng: SeededRng, events: Events,
              prompt: Turn) -> None:
    """AR-8.4 to AR-8.6: the attempt's draws."""
    opponent = OPPONENTS[opponent_kind(command.target)]
    if command.bow:
        state.bow_in_bag = True  # AR-8.4
        events.append(BowDieIntoBag())
    limit = draw_limit(state, command.bow)
    events.append(OverpowerAttempt(command.target, command.bow, limit, opponent.need))
    successes = _draw(state, rng, events, limit, opponent.need, opponent.white_only, 0)
    _conclude(state, events, command.target, command.bow, successes, opponent.need)


def _draw(state: State, rng: SeededRng, events: Events, draws: int, need: int,
          white_only: bool, successes: int) -> int:
    """AR-8.6: draw one at a time until ``need`` successes or ``draws`` draws."""
    for _ in range(draws):
        if successes >= need:
            break
        die = draw_die(state, rng, events, "overpower", bow_counts=not white_only)
        if die is None:  # AR-18.3
            break
        if die == "W" or die == "B":
            successes += 1
    return successes


def _conclude(state: State, events: Events, target: str, bow: bool, successes: int,
              need: int, horn_used: bool = False) -> None:
    if successes >= need:
        _succeed(state, events, target)
    elif not horn_used and state.objects["horn"]:
        ask(state, HornCall(0, target, bow, successes, need))
    else:
        _fail(state, events, target)


def horn_options(state: State, prompt: HornCall) -> list[Command]:
    return [BlowHorn(0), GiveUp(0)]


def blow_horn(state: State, command: BlowHorn, rng: SeededRng, events: Events,
              prompt: HornCall) -> None:
    """AR-8.6: discard the Horn, up to 2 more draws (one Horn per attempt)."""
    discard(state, events, "horn", "horn")
    events.append(HornBlown())
    white_only = OPPONENTS[opponent_kind(prompt.target)].white_only
    successes = _draw(state, rng, events, HORN_DRAWS, prompt.need, white_only, prompt.successes)
    _conclude(state, events, prompt.target, prompt.bow, successes, prompt.need, horn_used=True)


def give_up(state: State, command: GiveUp, rng: SeededRng, events: Events,
            prompt: HornCall) -> None:
    _fail(state, events, prompt.target)


def _fail(state: State, events: Events, target: str) -> None:
    """AR-8.8, AR-8.10: the dice go back; Gisbourne moves (the alarm)."""
    return_dice(state, events)
    events.append(OverpowerFailed(target))
    push(state, ("gisbourne", "failed"), ("after_action",))


def _succeed(state: State, events: Events, target: str) -> None:
    """AR-8.8, AR-8.9, AR-8.11, AR-13.21: the dice go back; the reward (18 Hope wins before
    the dossier step); a guard, noble or coach turns back to hidden; the dossier step."""
    return_dice(state, events)
    events.append(Overpowered(target))
    kind = opponent_kind(target)
    if kind == "special":
        gains = complete_task(state, events, target)
        if not state.over:
            push(state, *gains, ("dossier_step",), ("after_action",))
        return
    change_hope(state, events, OPPONENTS[kind].hope, "reward")
    if state.over:
        return
    gains = [("gain", "gold")] * COACH_GOLD if kind == "coach" else []
    carried = forest().tiles[target].carries
    if carried:
        gains.append(("gain", carried))
    push(state, *gains, ("turn_tile", target, "hidden"), ("dossier_step",), ("after_action",))
