"""The End of round (spec section 7, steps 1–11) and the end of the game (MM-7.15, MM-10.13)."""

from __future__ import annotations

from itertools import combinations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import draw_cards, imprison, lose, owner_or_tuck, to_camp
from sherwood.games.merry_men.commands import DISCARD_HAND, RANSOM, RETRIEVE, DiscardHand, Ransom, Retrieve
from sherwood.games.merry_men.events import (
    AgentRemoved,
    CardDiscarded,
    FigureFreed,
    FigureHanged,
    FigureReturned,
    Gained,
    GameEnded,
    HeroesLeave,
    Paid,
    PhaseStarted,
    PrisonerMoved,
    Ransomed,
    RansomRevealed,
    StartPlayerPassed,
    VillainsHome,
)
from sherwood.games.merry_men.facts import AGENT, GATHERING, HAND_SIZE, ROUNDS, TUCK, YARD, C
from sherwood.games.merry_men.prompts import (
    DiscardHandPrompt,
    MMPrompt,
    RansomPrompt,
    RetrievePrompt,
)
from sherwood.games.merry_men.state import State

LAST_LEVEL = len([lv for lv in C.prison_levels if lv.successes])  # level III; IV is the gallows


def end_round(state: State, rng: SeededRng, events: Events) -> None:
    state.phase = "end"
    events.append(PhaseStarted("end"))
    order = state.order()
    steps: list[tuple] = [*(("ransom_ask", s) for s in order), ("shift",), ("arrests",)]
    if state.round >= ROUNDS:  # MM-7.15: after round 5 only steps 1–3, then scoring
        steps.append(("final",))
    else:
        steps += [("return_all",), ("villains_home",), ("ransom_replace",), ("discard_active",),
                  *(("discard_hand_ask", s) for s in order), ("pass_start",), ("forced_returns",),
                  ("next_round",)]
    push(state, *steps)


# --- step 1: ransom (MM-7.2) -----------------------------------------------------------------

def _ransom_most(state: State, seat: int) -> int:
    if state.ransom_face is None:
        return 0
    cap = C.ransom[state.ransom_face].cap_per_player
    return min(state.captured[seat], cap if cap is not None else state.captured[seat])


def ransom_ask(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    if _ransom_most(state, seat):
        ask(state, RansomPrompt(seat))


def ransom_options(state: State, prompt: RansomPrompt) -> list:
    seat = prompt.seat
    return [RANSOM(seat, n) for n in range(_ransom_most(state, seat) + 1)]


def ransom(state: State, cmd: Ransom, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    if not cmd.count:
        return
    seat = cmd.seat
    face = state.ransom_face
    assert face is not None  # a count above 0 is legal only while a tile lies face up (_ransom_most)
    tile = C.ransom[face]
    state.captured[seat] -= cmd.count
    events.append(Ransomed(seat, cmd.count, tile.id))
    steps: list[tuple] = []
    for _ in range(cmd.count):
        steps.append(("gain", seat, tuple(tile.reward.items()), "ransom"))
        if tile.choice == "basic_resource":
            steps.append(("resource_choice", seat, tuple(tile.choice_kinds)))
    push(state, *steps)


# --- steps 2–3: prisoners and arrests (MM-7.3, MM-7.4, MM-6.39, MM-10.13) -------------------------

def shift(state: State, rng: SeededRng, events: Events) -> None:
    for fig, lv in [p for p in state.prison if p[1] == LAST_LEVEL]:
        state.prison.remove([fig, lv])
        owner = owner_or_tuck(state, fig)
        events.append(FigureHanged(fig, owner))
        if fig == TUCK:
            state.tuck_at = "gallows"
            lose(state, events, "tuck_hanged")
            return
        state.hanged[fig] += 1
        state.vp[fig] += C.scoring.hanged_vp
        events.append(Gained(fig, (("vp", C.scoring.hanged_vp),), "hanged"))
    for p in state.prison:
        owner = owner_or_tuck(state, p[0])
        events.append(PrisonerMoved(p[0], owner, p[1], p[1] + 1))
        p[1] += 1
    state.prison.sort()


def arrests(state: State, rng: SeededRng, events: Events) -> None:
    for g in GATHERING:
        occ, grd, bail = state.occupant[g], state.guards[g], state.bail[g]
        for h in range(4):
            fig = occ[h]
            if fig is None or fig == AGENT or not grd[h]:
                continue
            occ[h] = None
            owner = owner_or_tuck(state, fig)
            paid = bail[h]
            if paid:
                state.sheriff[paid] += 1
                events.append(Paid(owner, ((paid, 1),), "sheriff"))
                bail[h] = None
            imprison(state, events, fig, 1, "arrested")


# --- steps 4–9 (MM-7.5 – MM-7.12, MM-7.16) ------------------------------------------------------------

def return_all(state: State, rng: SeededRng, events: Events) -> None:
    """MM-7.5: Merry Men home to camp, Tuck to his chapel, agents removed, heroes off."""
    def home(fig: int, where: str) -> None:
        to_camp(state, fig)
        events.append(FigureReturned(fig, owner_or_tuck(state, fig), where, "camp" if fig >= 0 else "chapel"))

    for g in GATHERING:
        occ = state.occupant[g]
        for h in range(4):
            fig = occ[h]
            occ[h] = None
            if fig == AGENT:
                events.append(AgentRemoved(g, h + 1))
            elif fig is not None:
                home(fig, g)
        for fig in state.main[g]:
            home(fig, g)
        state.main[g] = []
    for fig in state.yard:
        home(fig, YARD)
    state.yard = []
    state.hero_loc = [None] * state.seats
    events.append(HeroesLeave())


def villains_home(state: State, rng: SeededRng, events: Events) -> None:
    state.villains = dict.fromkeys(state.villains)
    events.append(VillainsHome())


def ransom_replace(state: State, rng: SeededRng, events: Events) -> None:
    """MM-7.8."""
    if state.ransom_face is not None:
        state.ransom_discard.append(state.ransom_face)
    state.ransom_face = state.ransom_stack.pop(0) if state.ransom_stack else None
    if state.ransom_face is not None:
        events.append(RansomRevealed(state.ransom_face))


def discard_active(state: State, rng: SeededRng, events: Events) -> None:
    for seat in state.order():
        for card in state.active[seat]:
            state.mm_discard.append(card)
            events.append(CardDiscarded(seat, card, "active"))
        state.active[seat] = []


def discard_hand_ask(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    ask(state, DiscardHandPrompt(seat))


def discard_hand_options(state: State, prompt: DiscardHandPrompt) -> list:
    seat = prompt.seat
    hand = state.hands[seat]
    return [DISCARD_HAND(seat, cards) for n in range(len(hand) + 1) for cards in combinations(hand, n)]


def discard_hand(state: State, cmd: DiscardHand, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    """MM-7.11: discard, then draw up to 4."""
    seat = cmd.seat
    for card in cmd.cards:
        state.hands[seat].remove(card)
        state.mm_discard.append(card)
        events.append(CardDiscarded(seat, card, "hand"))
    draw_cards(state, seat, HAND_SIZE - len(state.hands[seat]), rng, events)


def pass_start(state: State, rng: SeededRng, events: Events) -> None:
    state.start = (state.start + 1) % state.seats
    events.append(StartPlayerPassed(state.start))


# --- step 10: forced return (MM-7.13, MM-7.14) --------------------------------------------------------

def forced_returns(state: State, rng: SeededRng, events: Events) -> None:
    push(state, *[("retrieve_ask", s) for s in state.order()])


def retrieve_ask(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    if state.camp[seat] <= 1 and state.prisoners(seat) and not state.forced[seat]:
        ask(state, RetrievePrompt(seat))


def retrieve_options(state: State, prompt: RetrievePrompt) -> list:
    seat = prompt.seat
    return [RETRIEVE(seat, lv) for lv in sorted(set(state.prisoners(seat)))]


def retrieve(state: State, cmd: Retrieve, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    seat = cmd.seat
    state.prison.remove([seat, cmd.level])
    state.camp[seat] += 1
    state.forced[seat] = True
    state.vp[seat] += C.scoring.forced_return_vp
    events.append(FigureFreed(seat, seat, seat, "prison (forced return)", cmd.level))
    events.append(Gained(seat, (("vp", C.scoring.forced_return_vp),), "forced return"))


def next_round(state: State, rng: SeededRng, events: Events) -> None:
    state.round += 1
    push(state, ("round_start",))


def final(state: State, rng: SeededRng, events: Events) -> None:
    """MM-10.13: Tuck still in prison loses; otherwise scoring (section 8)."""
    if state.friar_tuck and state.tuck_at == "prison":
        lose(state, events, "tuck_in_prison")
        return
    from sherwood.games.merry_men.scoring import scores, winners

    state.phase = "over"
    events.append(GameEnded(tuple(scores(state)), tuple(winners(state))))
