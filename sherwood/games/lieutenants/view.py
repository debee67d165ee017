"""What one seat may see (LT-12), and a whole state guessed back from it.

:func:`view_of` is the one function that decides what a seat sees: everything public
(LT-12.1), its own hand, ambush faces, sealed offer and notes (LT-12.3), what it knows of the
other hands (``known``, LT-12.5), the ambush cards it knows in the deck, and the two ambush
cards it is choosing from. :func:`sample_hidden` goes the other way: a full state agreeing
with the view, its hidden parts dealt at random from what the seat has not seen, such that
``view_of(sample_hidden(v, s), s) == v``.

>>> from sherwood.engine import Match, SeededRng
>>> v = Match.start("lieutenants", 4, seed=1).view(2)
>>> len(v.hand), v.hand_sizes, v.draw_size, v.sheriff
(3, (3, 3, 3, 3), 71, 0)
>>> view_of(sample_hidden(v, 2, SeededRng(5)), 2) == v
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sherwood.engine import SeededRng
from sherwood.games.lieutenants import prompts as P
from sherwood.games.lieutenants.board import route_numbers
from sherwood.games.lieutenants.content import (
    CARD_VP,
    CARDS,
    MISSION_VP,
    MISSIONS,
    kept_ambushes,
)
from sherwood.games.lieutenants.prompts import LieutenantsPrompt
from sherwood.games.lieutenants.state import EVERYONE, NOBODY, State


@dataclass(frozen=True)
class Delivery:
    """A delivery lying face up while the ambushes are asked (LT-7.1): ``mission`` 0 for a
    set, else 1..4."""

    seat: int
    mission: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class View:
    """Seat ``seat``'s view of the game (LT-12). Tuples per seat are indexed by seat;
    ``mission_stacks`` by mission less one (the cards left, top first)."""

    seat: int
    seats: int
    colours: tuple[str, ...]
    short: bool
    auto_ambush: bool
    first: int
    active: int
    turn: int
    prompt: LieutenantsPrompt | None
    revealed: str | None
    hand: tuple[str, ...]
    """This seat's hand, sorted."""
    hand_sizes: tuple[int, ...]
    draw_size: int
    discard: tuple[str, ...]
    loot: tuple[tuple[str, ...], ...]
    missions_taken: tuple[tuple[str, ...], ...]
    mission_stacks: tuple[tuple[str, ...], ...]
    ambush_golds: tuple[tuple[str, ...], ...]
    """Per seat, the gold card of each of its ambush sets, in the order laid (LT-12.1)."""
    own_ambushes: tuple[str, ...]
    """This seat's ambush cards, parallel to ``ambush_golds[seat]`` (LT-12.3)."""
    ambush_deck: tuple[str | None, ...]
    """The ambush deck, top first: an id where this seat knows the card (fired, LT-7.5, or
    buried by it, LT-12.3), else None."""
    ambush_choice: tuple[str, ...]
    """The two ambush cards this seat is choosing from (LT-5.3.1), else empty."""
    sheriff: int
    route: tuple[int | None, ...]
    deliveries: tuple[int, ...]
    scores: tuple[int, ...]
    delivered: bool
    delivery: Delivery | None
    laid_out: tuple[str, ...] | None
    """A raided hand lying face up (LT-5.5.3); its cards are still in that hand."""
    offered: tuple[bool, ...]
    """Per seat, whether it has made its sealed offer (LT-5.1.4)."""
    offers: tuple[tuple[str, ...] | None, ...]
    """Per seat, its offer once the offers are revealed; all None before."""
    own_offer: tuple[str, ...] | None
    known: tuple[tuple[str, ...], ...]
    """Per seat t, the cards this seat knows t holds (LT-12.5); its own entry is empty."""
    notes: tuple[tuple[int, str, int, str], ...]
    """This seat's private notices: ``(turn, what, other seat, card)``, what in ``stolen``,
    ``stole``, ``robbed``, ``drew`` (other seat -1)."""
    result: str
    over: bool

    def missions_open(self, seat: int | None = None) -> tuple[int, ...]:
        """LT-6.10: the missions ``seat`` (default: this seat) may still complete."""
        who = self.seat if seat is None else seat
        done = {int(card[2]) for card in self.missions_taken[who]}
        return tuple(m for m in MISSIONS if self.mission_stacks[m - 1] and m not in done)


def scores_of(loot: list[list[str]] | tuple[tuple[str, ...], ...],
              missions: list[list[str]] | tuple[tuple[str, ...], ...]) -> list[int]:
    """LT-10.3: loot VP plus mission VP, per seat."""
    return [sum([CARD_VP[c] for c in pile]) + sum([MISSION_VP[m] for m in taken])
            for pile, taken in zip(loot, missions, strict=True)]


def view_of(state: State, seat: int) -> View:
    """What ``seat`` may see of ``state`` (LT-12)."""
    n = state.seats
    offer = state.offers[seat]
    pending = state.delivery
    deciding = isinstance(state.prompt, P.ChooseAmbush) and state.prompt.seat == seat
    return View(
        seat=seat, seats=n, colours=state.colours, short=state.short, auto_ambush=state.auto_ambush,
        first=state.first, active=state.active, turn=state.turn, prompt=state.prompt,
        revealed=state.revealed, hand=tuple(state.hands[seat]),
        hand_sizes=tuple([len(h) for h in state.hands]), draw_size=len(state.draw),
        discard=tuple(state.discard), loot=tuple([tuple(p) for p in state.loot]),
        missions_taken=tuple([tuple(m) for m in state.missions_taken]),
        mission_stacks=tuple([tuple(state.mission_stacks[m]) for m in MISSIONS]),
        ambush_golds=tuple([tuple([g for _, g in sets]) for sets in state.ambush_sets]),
        own_ambushes=tuple([a for a, _ in state.ambush_sets[seat]]),
        ambush_deck=tuple([a if k in (EVERYONE, seat) else None
                           for a, k in zip(state.ambush_deck, state.ambush_knower, strict=True)]),
        ambush_choice=tuple(state.ambush_choice) if deciding else (),
        sheriff=state.sheriff, route=route_numbers(), deliveries=tuple(state.deliveries),
        scores=tuple(scores_of(state.loot, state.missions_taken)), delivered=state.delivered,
        delivery=None if pending is None else Delivery(pending["seat"], pending["mission"],
                                                       tuple(pending["cards"])),
        laid_out=None if state.laid_out is None else tuple(state.laid_out),
        offered=tuple([o is not None for o in state.offers]),
        offers=tuple(state.offers) if state.offers_revealed else (None,) * n,
        own_offer=offer,
        known=tuple([() if t == seat else tuple(record) for t, record in enumerate(state.known[seat])]),
        notes=tuple([(n_[0], n_[1], n_[2], n_[3]) for n_ in state.notes[seat]]),
        result=state.result, over=state.over,
    )


def _random_offer(hand: list[str], action: str, rng: SeededRng) -> tuple[str, ...]:
    """A legal sealed offer from ``hand``: one card for a Buy, one or two for an Exchange."""
    size = 1 if action == "buy" or len(hand) < 2 else rng.randint(1, 2)
    return tuple(sorted(rng.sample(hand, size)))


def sample_hidden(view: View, seat: int, rng: SeededRng) -> State:
    """A state agreeing with ``view``: the other hands are the known cards plus unseen cards
    dealt at random, the draw pile the rest shuffled; the ambush cards ``seat`` has not seen
    fill the other seats' sets and the unknown deck places; sealed offers not yet revealed are
    random legal offers; other seats know what ``seat`` knows, and have no notes."""
    n = view.seats
    seen = Counter(view.hand) + Counter(view.discard)
    for t in range(n):
        seen += Counter(view.loot[t]) + Counter(view.ambush_golds[t]) + Counter(view.known[t])
    if view.revealed is not None:
        seen[view.revealed] += 1
    if view.delivery is not None:
        seen += Counter(view.delivery.cards)
    pool = [c for c in CARDS if not seen[c]]
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for t in range(n):
        if t == seat:
            hands.append(list(view.hand))
        else:
            hand = list(view.known[t])
            hand += [pool.pop() for _ in range(view.hand_sizes[t] - len(hand))]
            hands.append(sorted(hand))
    known = [[[] if t == s else list(view.known[t]) for t in range(n)] for s in range(n)]
    for s in range(n):
        known[s][seat] = []
    # the ambush cards
    mine = set(view.own_ambushes) | {a for a in view.ambush_deck if a is not None} | set(view.ambush_choice)
    unseen = [a for a in kept_ambushes(view.colours) if a not in mine]
    rng.shuffle(unseen)
    sets = [[[a, g] for a, g in zip(view.own_ambushes, view.ambush_golds[t], strict=True)] if t == seat
            else [[unseen.pop(), g] for g in view.ambush_golds[t]] for t in range(n)]
    choice = list(view.ambush_choice)
    if isinstance(view.prompt, P.ChooseAmbush) and view.prompt.seat != seat:
        choice = [unseen.pop(), unseen.pop()]
    deck = [a if a is not None else unseen.pop() for a in view.ambush_deck]
    knower = [seat if a is not None else NOBODY for a in view.ambush_deck]
    # the offers
    offers: list[tuple[str, ...] | None] = list(view.offers)
    if not any(o is not None for o in offers):
        action = view.prompt.action if isinstance(view.prompt, P.MakeOffer) else "buy"
        offers = [view.own_offer if t == seat else
                  (_random_offer(hands[t], action, rng) if view.offered[t] else None)
                  for t in range(n)]
    state = State(
        seats=n, short=view.short, auto_ambush=view.auto_ambush, first=view.first,
        active=view.active, turn=view.turn, draw=pool, discard=list(view.discard), hands=hands,
        loot=[list(p) for p in view.loot], missions_taken=[list(m) for m in view.missions_taken],
        mission_stacks={m: list(view.mission_stacks[m - 1]) for m in MISSIONS},
        ambush_deck=deck, ambush_knower=knower, ambush_sets=sets, sheriff=view.sheriff,
        deliveries=list(view.deliveries), revealed=view.revealed, delivered=view.delivered,
        offers=offers, offers_revealed=any(o is not None for o in view.offers),
        ambush_choice=choice, laid_out=None if view.laid_out is None else list(view.laid_out),
        delivery=None if view.delivery is None else {
            "seat": view.delivery.seat, "mission": view.delivery.mission,
            "cards": list(view.delivery.cards)},
        known=known, notes=[[list(n_) for n_ in view.notes] if t == seat else [] for t in range(n)],
        result=view.result, prompt=view.prompt, colours=view.colours,
    )
    return state
