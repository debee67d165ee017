"""The seven and the robber (SR-B-6), shared with the Knight (SR-B-9.1).

On a 7 every seat with more than 7 cards discards half, rounded down (SR-B-6.2), asked one
seat at a time in turn order from the roller (SR-B-6.3); then the roller moves the robber to
another land hex (SR-B-6.4) and robs one opponent with a building there and cards in hand
(SR-B-6.5, SR-B-6.6): chosen with ``steal_from`` when two or more qualify, robbed at once
when one does, nobody when none does (SR-B-12.4, SR-E-4). The card is drawn uniformly at
random (R12); its kind is kept in ``state.last_theft`` for the two seats' views.
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.commands import Discard, MoveRobber, StealFrom
from sherwood.games.settlers.content import HAND_LIMIT, RES_INDEX
from sherwood.games.settlers.events import NO_VICTIM_EVENT, ROBBED_EVENT, ROBBER_EVENT, Discarded
from sherwood.games.settlers.geometry import HEX_VERTICES
from sherwood.games.settlers.prompts import (
    MOVE_ROBBER_PROMPT,
    DiscardPrompt,
    SettlersPrompt,
    StealFromPrompt,
)
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask

# --- steps ------------------------------------------------------------------------------------------


def discards(state: State, rng: SeededRng, events: Events, roller: int) -> None:
    """SR-B-6.2, SR-B-6.3: queue a discard for each seat over the limit, from the roller on
    (SR-V-7.2: in the solo game the Sheriff's)."""
    n = state.players
    due = []
    for i in range(n):
        seat = (roller + i) % n
        size = sum(state.hands[seat])
        if size > HAND_LIMIT:
            due.append(("discard", seat, size // 2))
    if due:
        push(state, *due)


def discard_step(state: State, rng: SeededRng, events: Events, seat: int, count: int) -> None:
    """SR-B-6.2: ``seat`` must return ``count`` cards."""
    ask(state, DiscardPrompt(seat, count))


def robber_step(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    """SR-B-6.4, SR-B-9.1: ``seat`` moves the robber."""
    ask(state, MOVE_ROBBER_PROMPT[seat])


# --- handlers ------------------------------------------------------------------------------------------

def discard(state: State, command: Discard, rng: SeededRng, events: Events, prompt: SettlersPrompt) -> None:
    """SR-B-6.2: the cards go back to the bank."""
    hand, bank = state.hands[command.seat], state.bank
    for card in command.cards:
        r = RES_INDEX[card]
        hand[r] -= 1
        bank[r] += 1
    events.append(Discarded(command.seat, command.cards))


def victims(state: State, seat: int, h: int) -> list[int]:
    """SR-B-6.5, SR-B-6.6: the opponents with a building at hex ``h`` and a card in hand, by seat."""
    owner, hands = state.vertex_owner, state.hands
    found = set()
    for v in HEX_VERTICES[h]:
        o = owner[v]
        if o >= 0 and o != seat and o not in found and any(hands[o]):
            found.add(o)
    return sorted(found)


def move_robber(state: State, command: MoveRobber, rng: SeededRng, events: Events,
                prompt: SettlersPrompt) -> None:
    """SR-B-6.4 to SR-B-6.6, SR-B-12.4: move the robber, then rob (at once if one qualifies)."""
    seat, h = command.seat, HEX_BY_NAME[command.hex]
    state.robber = h
    events.append(ROBBER_EVENT[seat][h])
    candidates = victims(state, seat, h)
    if len(candidates) > 1:
        ask(state, StealFromPrompt(seat, tuple(candidates)))
    elif candidates:
        steal(state, rng, seat, candidates[0], events)
    else:
        events.append(NO_VICTIM_EVENT[seat])  # SR-E-4


def steal_from(state: State, command: StealFrom, rng: SeededRng, events: Events,
               prompt: SettlersPrompt) -> None:
    """SR-B-6.5: rob the chosen seat."""
    steal(state, rng, command.seat, command.victim, events)


def steal(state: State, rng: SeededRng, thief: int, victim: int, events: Events) -> None:
    """SR-B-6.5 (R12): one card drawn uniformly at random from ``victim``'s hand."""
    hand = state.hands[victim]
    pick = rng.randint(0, sum(hand) - 1)
    res = 0
    while pick >= hand[res]:
        pick -= hand[res]
        res += 1
    hand[res] -= 1
    state.hands[thief][res] += 1
    state.last_theft = (thief, victim, res)
    events.append(ROBBED_EVENT[thief][victim])
