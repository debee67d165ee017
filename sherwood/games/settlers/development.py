"""Playing development cards (SR-B-9), before or after the roll (SR-B-4.3).

One card a turn, never one bought this turn, Victory Point cards never played (SR-B-4.4,
SR-B-9.6): the legal commands say which (:mod:`.options`). A Knight joins its owner's played
knights, settles Largest Army (a win at once, SR-B-11.2) and moves the robber and robs
(:mod:`.robber`, without discards); Road Building places up to two free roads, fewer without
pieces or edges (SR-E-6); Year of Plenty takes two cards from the bank (one, if the bank has
no two); Monopoly takes every card of one resource from the other seats. Afterwards the turn
goes on where it was (``resume``). In the solo game a Knight makes Robin draw at once
instead (SR-V-5), Monopoly takes from Robin's loot pile (SR-V-8.4), and each free road may
close the ring round Robin (SR-E-17).
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.settlers.commands import (
    PlaceFreeRoad,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
)
from sherwood.games.settlers.content import (
    KNIGHT,
    MONOPOLY,
    RES_INDEX,
    ROAD_BUILDING,
    ROBIN_HOOD,
    YEAR_OF_PLENTY,
)
from sherwood.games.settlers.events import (
    ROAD_EVENT,
    KnightPlayed,
    MonopolyPlayed,
    RoadBuildingPlayed,
    YearOfPlentyPlayed,
)
from sherwood.games.settlers.geometry import EDGE_ID
from sherwood.games.settlers.prompts import FREE_ROAD_PROMPT, FreeRoad, SettlersPrompt
from sherwood.games.settlers.roads import after_road, award_largest_army
from sherwood.games.settlers.robin import check_encircled, recover_loot
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask, put_road
from sherwood.games.settlers.turn import check_win, resume


def _play(state: State, seat: int, kind: int) -> None:
    """SR-B-4.4: the card leaves the hand; it is the turn's development card."""
    state.dev_hands[seat].remove(kind)
    state.dev_played = True


def play_knight(state: State, command: PlayKnight, rng: SeededRng, events: Events,
                prompt: SettlersPrompt) -> None:
    """SR-B-9.1, SR-B-10.4: a played knight; then the robber moves (no discards)."""
    seat = command.seat
    _play(state, seat, KNIGHT)
    state.knights[seat] += 1
    events.append(KnightPlayed(seat, state.knights[seat]))
    award_largest_army(state, seat, events)
    if check_win(state, events):  # SR-E-27: a win first; then (solo) Robin draws at once
        return
    if state.variant == ROBIN_HOOD:  # SR-V-5.1 to SR-V-5.3: no robber move, no theft
        push(state, ("robin_draw", "knight"), ("resume", seat))
    else:
        push(state, ("robber", seat), ("resume", seat))


def play_road_building(state: State, command: PlayRoadBuilding, rng: SeededRng, events: Events,
                       prompt: SettlersPrompt) -> None:
    """SR-B-9.2, SR-E-6: up to 2 free roads, as many as the seat has pieces for."""
    seat = command.seat
    _play(state, seat, ROAD_BUILDING)
    state.progress_played[0] += 1
    roads = min(2, state.roads_left[seat])
    events.append(RoadBuildingPlayed(seat, roads))
    push(state, ("free_road", seat, roads), ("resume", seat))


def free_road_step(state: State, rng: SeededRng, events: Events, seat: int, left: int) -> None:
    """SR-B-12.5: ask for the next free road while one is left, with a piece and an edge."""
    if left and state.roads_left[seat] and state.road_spots[seat]:
        ask(state, FREE_ROAD_PROMPT[seat][left])


def place_free_road(state: State, command: PlaceFreeRoad, rng: SeededRng, events: Events,
                    prompt: SettlersPrompt) -> None:
    """SR-B-9.2: a free road under SR-B-8.2 and SR-B-8.3 (it may take Longest Road and win)."""
    seat, e = command.seat, EDGE_ID[command.edge]
    put_road(state, seat, e)
    events.append(ROAD_EVENT[seat][e][0])
    after_road(state, seat, events)
    if check_win(state, events) or (state.variant == ROBIN_HOOD and check_encircled(state, e, events)):
        return  # SR-V-9.10, SR-E-17: the win, then the ring, after each road
    assert isinstance(prompt, FreeRoad)
    left = prompt.left - 1
    if left:
        push(state, ("free_road", seat, left))


def play_year_of_plenty(state: State, command: PlayYearOfPlenty, rng: SeededRng, events: Events,
                        prompt: SettlersPrompt) -> None:
    """SR-B-9.3: the named cards from the bank."""
    seat = command.seat
    _play(state, seat, YEAR_OF_PLENTY)
    state.progress_played[1] += 1
    hand, bank = state.hands[seat], state.bank
    for card in command.resources:
        r = RES_INDEX[card]
        bank[r] -= 1
        hand[r] += 1
    events.append(YearOfPlentyPlayed(seat, command.resources))
    resume(state, rng, events, seat)


def play_monopoly(state: State, command: PlayMonopoly, rng: SeededRng, events: Events,
                  prompt: SettlersPrompt) -> None:
    """SR-B-9.4: every other seat hands over all its cards of the named resource."""
    seat = command.seat
    _play(state, seat, MONOPOLY)
    state.progress_played[2] += 1
    r = RES_INDEX[command.resource]
    if state.variant == ROBIN_HOOD:  # SR-V-8.4: from Robin's loot pile
        recover_loot(state, r, events)
        resume(state, rng, events, seat)
        return
    hands = state.hands
    taken = [0] * state.n
    for other in range(state.n):
        if other != seat:
            taken[other] = hands[other][r]
            hands[seat][r] += taken[other]
            hands[other][r] = 0
    events.append(MonopolyPlayed(seat, command.resource, tuple(taken)))
    resume(state, rng, events, seat)
