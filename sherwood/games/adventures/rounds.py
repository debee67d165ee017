"""The rounds of discs (AR-4), the Sheriff's hour with its watch and seal (AR-11), the solo
dossier (AR-9) and Guy of Gisbourne's activations (AR-10): everything that happens between
your turns, step by step on the flow's queue."""

from __future__ import annotations

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.commands import LetHimRide, RollBarrel
from sherwood.games.adventures.content import (
    DISCS,
    DOSSIER,
    OUTLAWS,
    SEALS,
    TURN_DISCS,
    camp_space,
)
from sherwood.games.adventures.effects import change_hope, discard, finish, remove_hourglass
from sherwood.games.adventures.events import (
    BarrelRolled,
    Caught,
    DiscDrawn,
    DossierReset,
    DossierStepped,
    GisbourneAlarm,
    GisbourneRode,
    GisbourneSent,
    GisbourneStayed,
    NoSealLeft,
    RoundBegan,
    SealDrawn,
    VioletDieAdded,
    Watched,
)
from sherwood.games.adventures.movement import gisbourne_step, watchers
from sherwood.games.adventures.prompts import BarrelCall
from sherwood.games.adventures.state import State, ask

GISBOURNE_STEPS = 2
"""AR-10.5: up to 2 steps an activation."""
CAUGHT_HOPE = -2
"""AR-10.8."""

# --- the discs (AR-4) -------------------------------------------------------------------


def next_disc(state: State, rng: SeededRng, events: Events) -> None:
    """AR-4.2: draw the next disc (after the seventh, all 7 go back: a new round) and resolve
    it before the next: a turn (AR-4.3), Gisbourne (AR-4.5) or the Sheriff's hour (AR-4.6)."""
    if not state.bag_discs:
        state.bag_discs, state.drawn_discs = list(DISCS), []
        state.round += 1
        events.append(RoundBegan(state.round))
    disc = rng.choice(state.bag_discs)
    state.bag_discs.remove(disc)
    state.drawn_discs.append(disc)
    events.append(DiscDrawn(disc))
    if disc in TURN_DISCS:
        push(state, ("turn",), ("next_disc",))
    elif disc == "violet":
        push(state, ("gisbourne", "violet"), ("next_disc",))
    else:
        push(state, ("sheriff_hour",), ("next_disc",))


# --- the Sheriff's hour (AR-11) ---------------------------------------------------------


def sheriff_hour(state: State, rng: SeededRng, events: Events) -> None:
    """AR-11.1: an hourglass (the last one loses, and nothing else happens), the watch
    check, a seal."""
    remove_hourglass(state, events, "sheriff")
    if not state.over:
        push(state, ("watch",), ("draw_seal",))


def watch(state: State, rng: SeededRng, events: Events) -> None:
    """AR-11.2, AR-11.3: Hope -1 once if any revealed guard watches you (never Will)."""
    if OUTLAWS[state.outlaw].stealthy:
        return
    guards = watchers(state)
    if guards:
        events.append(Watched(tuple(guards)))
        change_hope(state, events, -1, "watched")


def draw_seal(state: State, rng: SeededRng, events: Events) -> None:
    """AR-11.4, AR-11.5: a seal into the next free recess; Hope -1 if it says so; its guards,
    nobles and coaches revealed (those revealed already stay so)."""
    if not state.seals_bag:
        events.append(NoSealLeft())
        return
    seal = rng.choice(state.seals_bag)
    state.seals_bag.remove(seal)
    state.recesses.append(seal)
    info = SEALS[seal]
    revealed = tuple(t for t in info.reveals if state.faces[t] != "revealed")
    for tile in revealed:
        state.faces[tile] = "revealed"
    events.append(SealDrawn(seal, len(state.recesses), info.hope_loss, revealed))
    if info.hope_loss:
        change_hope(state, events, -1, "seal")


# --- the solo dossier (AR-9) ------------------------------------------------------------


def dossier_step(state: State, rng: SeededRng, events: Events) -> None:
    """AR-9.1: the red die moves up a square and its symbol is carried out (table 1.6);
    AR-9.2, AR-9.3: the top square sends it back to square 1 at once and the seals in the
    recesses back into the bag, except the coach seals, which move down in order."""
    state.dossier += 1
    symbol = DOSSIER[state.dossier]
    events.append(DossierStepped(state.dossier, symbol))
    if symbol == "reset":
        kept = [s for s in state.recesses if SEALS[s].coach]
        returned = [s for s in state.recesses if not SEALS[s].coach]
        state.seals_bag = sorted(state.seals_bag + returned)
        state.recesses = kept
        state.dossier = 1
        events.append(DossierReset(tuple(returned), tuple(kept)))
    elif symbol == "seal":
        push(state, ("draw_seal",))
    elif symbol == "gisbourne":
        push(state, ("gisbourne", "dossier"))
    elif symbol == "violet" and state.supply_violet:  # AR-1.5
        state.supply_violet -= 1
        state.bag_violet += 1
        events.append(VioletDieAdded("dossier"))


# --- Guy of Gisbourne (AR-10) -----------------------------------------------------------


def gisbourne(state: State, rng: SeededRng, events: Events, cause: str) -> None:
    """AR-10.9, AR-7.7, AR-18.15: an activation is about to begin; if he would move and you
    own a Barrel, you may roll it to cancel the whole activation."""
    events.append(GisbourneAlarm(cause))
    if gisbourne_step(state) is None:
        events.append(GisbourneStayed())
    elif state.objects["barrel"]:
        ask(state, BarrelCall(0, cause))
    else:
        ride(state, events)


def barrel_options(state: State, prompt: BarrelCall) -> list[Command]:
    return [RollBarrel(0), LetHimRide(0)]


def roll_barrel(state: State, command: RollBarrel, rng: SeededRng, events: Events,
                prompt: BarrelCall) -> None:
    discard(state, events, "barrel", "barrel")
    events.append(BarrelRolled())


def let_him_ride(state: State, command: LetHimRide, rng: SeededRng, events: Events,
                 prompt: BarrelCall) -> None:
    ride(state, events)


def ride(state: State, events: Events) -> None:
    """AR-10.5 to AR-10.8: up to 2 steps, each towards his target recomputed; entering your
    camp loses at once (checked first, AR-10.7a); entering your space catches you."""
    path = [state.gisbourne]
    target = state.at
    for _ in range(GISBOURNE_STEPS):
        step = gisbourne_step(state)
        if step is None:
            break
        target, state.gisbourne = step
        path.append(state.gisbourne)
        if state.gisbourne == camp_space(state.camp):
            events.append(GisbourneRode(tuple(path), target))
            finish(state, events, "camp")
            return
        if state.gisbourne == state.at:
            events.append(GisbourneRode(tuple(path), target))
            caught(state, events)
            return
    events.append(GisbourneRode(tuple(path), target))


def caught(state: State, events: Events) -> None:
    """AR-10.8: Hope -2, and he goes back to the shadows before the gate (to the castle road
    if you stand there)."""
    events.append(Caught())
    change_hope(state, events, CAUGHT_HOPE, "caught")
    if state.over:
        return
    first, second = forest().caught_return
    state.gisbourne = second if state.at == first else first
    events.append(GisbourneSent(state.gisbourne))
