"""The delivery and what follows it (LT-6 to LT-10.2): announcing a set or a mission, the
ambush chain (LT-7.3, LT-7.4, variant LT-V2), the ambush's take (LT-7.5), success or
failure (LT-7.6, LT-7.7), the sheriff's step, the hand-out (LT-8) and the end (LT-10.2).
"""

from __future__ import annotations

from functools import lru_cache

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events, push
from sherwood.games.lieutenants import prompts as P
from sherwood.games.lieutenants.actions import end_game, others_clockwise
from sherwood.games.lieutenants.board import route_numbers
from sherwood.games.lieutenants.commands import (
    AmbushTake,
    DeliverMission,
    DeliverSet,
    EndTurn,
    FireAmbush,
    HoldAmbush,
)
from sherwood.games.lieutenants.content import MISSIONS, ROUTE_LENGTH, mission_of
from sherwood.games.lieutenants.events import (
    AmbushFired,
    AmbushHeld,
    AmbushTook,
    CardsHandedOut,
    DeliveryAnnounced,
    DeliveryFailed,
    MissionCompleted,
    SetDelivered,
    SheriffMoved,
)
from sherwood.games.lieutenants.hands import draw_card, gain, lose
from sherwood.games.lieutenants.matching import (
    SET,
    delivery_options,
    is_valid_delivery,
    qualifies,
    takeable,
)
from sherwood.games.lieutenants.state import EVERYONE, State, ask


def missions_open(state: State, seat: int) -> list[int]:
    """LT-6.10, LT-15.7: the missions ``seat`` may still complete: a card left in the stack,
    and not completed by ``seat`` before."""
    done = {mission_of(card) for card in state.missions_taken[seat]}
    return [m for m in MISSIONS if state.mission_stacks[m] and m not in done]


def next_turn(state: State, rng: SeededRng, events: Events) -> None:
    """LT-3.4: the player to the left plays next."""
    push(state, ("turn", (state.active + 1) % state.seats))


# --- the delivery prompt ---------------------------------------------------------------------


def deliver_options(state: State, prompt: P.Deliver) -> list[Command]:
    """LT-6: each set of 3..c of an object held c times, one delivery per combination of
    objects for each open mission (``is_legal`` accepts any other choice of the same
    shape), and ending the turn (LT-6.3: delivering is optional)."""
    seat = prompt.seat
    return list(_deliver_commands(seat, tuple(state.hands[seat]), tuple(missions_open(state, seat))))


@lru_cache(maxsize=8192)
def _deliver_commands(seat: int, hand: tuple[str, ...], missions: tuple[int, ...]) -> tuple[Command, ...]:
    """:func:`deliver_options` for a hand (sorted) and the open missions, remembered: the
    flow asks for them twice per prompt and the search far more often."""
    found: list[Command] = []
    for mission, cards in delivery_options(hand, missions):
        found.append(DeliverSet(seat, cards) if mission == SET else DeliverMission(seat, mission, cards))
    found.append(EndTurn(seat))
    return tuple(found)


def end_turn(state: State, command: EndTurn, rng: SeededRng, events: Events, prompt: P.Deliver) -> None:
    next_turn(state, rng, events)


def deliver_set(state: State, command: DeliverSet, rng: SeededRng, events: Events,
                prompt: P.Deliver) -> None:
    announce(state, events, command.seat, SET, command.cards)


def deliver_mission(state: State, command: DeliverMission, rng: SeededRng, events: Events,
                    prompt: P.Deliver) -> None:
    announce(state, events, command.seat, command.mission, command.cards)


def announce(state: State, events: Events, seat: int, mission: int, cards: tuple[str, ...]) -> None:
    """LT-6.11, LT-7.1: the cards lie face up; LT-6.1: the turn's one delivery is used."""
    for card in cards:
        lose(state, seat, card)
    state.delivery = {"seat": seat, "mission": mission, "cards": list(cards)}
    state.delivered = True
    events.append(DeliveryAnnounced(seat, mission, cards))
    push(state, ("ambushes",))


# --- the ambushes ----------------------------------------------------------------------------


def _delivery(state: State) -> dict:
    assert state.delivery is not None, "no delivery pending"
    return state.delivery


def qualifying(state: State, owner: int) -> list[str]:
    """LT-7.2: ``owner``'s ambushes that may fire at the pending delivery, in the order laid."""
    pending = _delivery(state)
    return [a for a, _ in state.ambush_sets[owner]
            if qualifies(a, owner, pending["seat"], pending["cards"], state.colours)]


def ambush_chain(state: State, rng: SeededRng, events: Events) -> None:
    """LT-7.3, LT-7.4: every other seat with an ambush set is asked, clockwise from the
    deliverer's left, until one fires; LT-V2: the first qualifying ambush fires by itself."""
    deliverer = _delivery(state)["seat"]
    for seat in others_clockwise(state, deliverer):
        if state.auto_ambush:
            fits = qualifying(state, seat)
            if fits:
                fire(state, events, seat, fits[0])
                return
        elif state.ambush_sets[seat]:
            ask(state, P.FireOrHold(seat, deliverer))
            return
    push(state, ("resolve",))


def fire_options(state: State, prompt: P.FireOrHold) -> list[Command]:
    """LT-7.4: each of the seat's qualifying ambushes, and holding (always offered)."""
    found: list[Command] = [FireAmbush(prompt.seat, a) for a in qualifying(state, prompt.seat)]
    return [*found, HoldAmbush(prompt.seat)]


def hold(state: State, command: HoldAmbush, rng: SeededRng, events: Events,
         prompt: P.FireOrHold) -> None:
    """LT-15.6: a seat that holds lets the next one be asked."""
    events.append(AmbushHeld(command.seat))
    order = others_clockwise(state, prompt.deliverer)
    for seat in order[order.index(command.seat) + 1:]:
        if state.ambush_sets[seat]:
            ask(state, P.FireOrHold(seat, prompt.deliverer))
            return
    push(state, ("resolve",))


def fire_ambush(state: State, command: FireAmbush, rng: SeededRng, events: Events,
                prompt: P.FireOrHold) -> None:
    fire(state, events, command.seat, command.ambush)


def fire(state: State, events: Events, seat: int, ambush: str) -> None:
    """LT-7.5: the ambush card is shown to all and goes face down under the ambush deck; the
    set's gold goes to the deliverer; then the owner takes a delivered card."""
    deliverer = _delivery(state)["seat"]
    sets = state.ambush_sets[seat]
    index = next(i for i, (a, _) in enumerate(sets) if a == ambush)
    _, gold = sets.pop(index)
    state.ambush_deck.append(ambush)
    state.ambush_knower.append(EVERYONE)
    gain(state, deliverer, gold)
    events.append(AmbushFired(seat, ambush, deliverer, gold))
    ask(state, P.AmbushTake(seat, deliverer, ambush))


def take_options(state: State, prompt: P.AmbushTake) -> list[Command]:
    """LT-7.5: one delivered card per object the ambush may take."""
    return [AmbushTake(prompt.seat, c) for c in takeable(prompt.ambush, _delivery(state)["cards"])]


def ambush_take(state: State, command: AmbushTake, rng: SeededRng, events: Events,
                prompt: P.AmbushTake) -> None:
    """LT-7.5: the chosen card goes from the delivery to the ambusher's hand."""
    _delivery(state)["cards"].remove(command.card)
    gain(state, command.seat, command.card)
    events.append(AmbushTook(command.seat, command.card, prompt.deliverer))
    push(state, ("resolve",))


# --- success or failure, the sheriff, the hand-out ---------------------------------------------


def resolve(state: State, rng: SeededRng, events: Events) -> None:
    """LT-7.6: a delivery still valid scores; LT-7.7: otherwise it goes back to the hand.
    LT-10.2: after a success the sheriff moves (the game ends on Nottingham), the hand-out
    follows, then the game ends if no mission card is left."""
    pending = _delivery(state)
    state.delivery = None
    seat, mission, cards = pending["seat"], pending["mission"], pending["cards"]
    if not is_valid_delivery(mission, cards):
        for card in cards:
            gain(state, seat, card)
        events.append(DeliveryFailed(seat, tuple(cards)))
        next_turn(state, rng, events)
        return
    if mission == SET:
        state.loot[seat].append(cards[0])  # LT-6.5: one card scores, the rest are discarded
        state.discard.extend(cards[1:])
        events.append(SetDelivered(seat, cards[0], tuple(cards[1:])))
    else:
        card = state.mission_stacks[mission].pop(0)  # LT-6.10: the top copy
        state.missions_taken[seat].append(card)
        state.discard.extend(cards)  # LT-6.9
        events.append(MissionCompleted(seat, card, tuple(cards)))
    state.deliveries[seat] += 1
    state.sheriff = (state.sheriff + 1) % ROUTE_LENGTH  # LT-8.1, LT-8.2
    number = route_numbers()[state.sheriff]
    events.append(SheriffMoved(state.sheriff, number))
    if state.sheriff == 0:  # LT-8.5, LT-10.2 (1)
        end_game(state, events, "sheriff")
        return
    assert number is not None
    hand_out(state, rng, events, number)
    if not any(state.mission_stacks.values()):  # LT-10.2 (3)
        end_game(state, events, "missions")
        return
    next_turn(state, rng, events)


def hand_out(state: State, rng: SeededRng, events: Events, number: int) -> None:
    """LT-8.3, LT-8.4: every seat holding ``number`` cards or fewer (measured at once) draws
    one, from the active seat clockwise; LT-9.2: when no card is left, the rest get none."""
    order = [(state.active + k) % state.seats for k in range(state.seats)]
    due = [s for s in order if len(state.hands[s]) <= number]
    served: list[int] = []
    for seat in due:
        card = draw_card(state, rng, events)
        if card is None:
            break
        gain(state, seat, card, knowers=())
        state.notes[seat].append([state.turn, "drew", -1, card])
        served.append(seat)
    if served:
        events.append(CardsHandedOut(tuple(served)))
