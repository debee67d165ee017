"""What one seat of Settlers may see (SR-B "Hidden information"), and a state guessed back.

Public: the island and every piece, the robber, the bank, the deck's size, every seat's
number of resource cards and of unplayed development cards, played knights and progress
cards, visible VP (all but unrevealed Victory Point cards), road lengths, the special cards'
holders, the dice, the pending decision and the pending offer, who robbed whom. Private to
the seat: its hand (counts per resource), its development cards (``dev_cards``, and
``dev_new``: those bought this turn), its total VP, and the kind of the card last stolen when
it was the thief or the victim (``last_theft``). At the end every Victory Point card is shown
(``revealed_vp``).

In the Robin Hood solo variant (SR-V "Hidden information") the Sheriff sees everything but
the order of the movement draw pile and of the development deck: Robin's VP, his loot pile,
the movement discards face up and the pile's size are in the view (``robin_vp``, ``loot``,
``moves_discard``, ``moves_left``). The per-owner tuples have two entries there, the
Sheriff's and the neutral colour's (``players`` is 1).

:func:`sample_hidden` deals what the seat cannot see (the other hands from the cards neither
in the bank nor in its hand, the other seats' development cards and the deck from the cards
not played and not its own; the solo game's movement pile from the cards not discarded)
into a full state agreeing with the view; the search bot plays its imagined games on such
states.

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("settlers", 3, seed=4)
>>> v = m.view(0)
>>> v.hand, v.hand_sizes, v.deck_size, v.prompt.kind
((0, 0, 0, 0, 0), (0, 0, 0), 25, 'setup_settlement')
>>> view_of(sample_hidden(v, 0, SeededRng(1)), 0) == v
True
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sherwood.engine import SeededRng
from sherwood.games.settlers.board import board_of
from sherwood.games.settlers.commands import OfferTrade
from sherwood.games.settlers.content import (
    DEV_INDEX,
    DEV_KINDS,
    KNIGHT,
    MONOPOLY,
    MOVE_INDEX,
    MOVES,
    RESOURCES,
    ROAD_BUILDING,
    ROBIN_HOOD,
    VP_FIRST,
    YEAR_OF_PLENTY,
    bank_start,
    deck_of,
    target,
)
from sherwood.games.settlers.island import Island
from sherwood.games.settlers.prompts import SettlersPrompt
from sherwood.games.settlers.state import Offer, State
from sherwood.games.settlers.tracking import derive


@dataclass(frozen=True)
class SettlersView:
    """Seat ``seat``'s view of the game (see the module docstring). Places are ids
    (:mod:`.geometry`): ``robber`` a hex id, ``vertex_owner`` per vertex id (-1 empty), ..."""

    seat: int
    variant: str
    island: Island
    robber: int
    vertex_owner: tuple[int, ...]
    vertex_city: tuple[bool, ...]
    edge_owner: tuple[int, ...]
    bank: tuple[int, ...]
    deck_size: int
    hand_sizes: tuple[int, ...]
    dev_counts: tuple[int, ...]
    played_knights: tuple[int, ...]
    progress_played: tuple[int, ...]
    """Road Building, Year of Plenty and Monopoly cards played so far (gone from the game)."""
    public_vp: tuple[int, ...]
    turn_end_vp: tuple[int, ...]
    """Each seat's visible VP when its last turn ended (its hidden VP cards kept it below
    the target then)."""
    road_lengths: tuple[int, ...]
    longest_road: int | None
    largest_army: int | None
    pieces_left: tuple[tuple[int, int, int], ...]
    """Per seat: settlements, cities and roads still in its supply."""
    turn: int
    turns: int
    """Turns begun so far (0 during setup)."""
    turn_limit: int
    first: int
    dice: tuple[int, int] | None
    rolled: bool
    prompt: SettlersPrompt | None
    offer: Offer | None
    offers_made: int
    declined: tuple[tuple[tuple[str, ...], tuple[str, ...], int | None], ...]
    bought_this_turn: int
    """Development cards the turn's seat bought this turn (public: the purchase is seen)."""
    dev_played_this_turn: bool
    last_robbery: tuple[int, int] | None
    """(thief, victim) of the last theft; the card's kind is ``last_theft``, for the two of them."""
    pending: tuple[tuple[Any, ...], ...]
    """The flow's steps waiting after the pending decision (who discards next, ...)."""
    setup: bool
    over: bool
    winner: int | None
    revealed_vp: tuple[tuple[str, ...], ...] | None
    """Every seat's Victory Point cards once the game is over (SR-B-11.4), else None."""
    # private to ``seat``
    hand: tuple[int, ...]
    dev_cards: tuple[str, ...]
    dev_new: tuple[str, ...]
    vp: int
    last_theft: str | None
    # every game: the seats that play (owners 0..players-1; the solo neutral is owner 1) and
    # the VP that win
    players: int = 0
    target: int = 0
    # the Robin Hood solo variant (SR-V; None or empty in the standard game), all public
    robin_vp: int | None = None
    loot: tuple[int, ...] = ()
    """Robin's loot pile, per resource (SR-V-1.12)."""
    moves_left: int = 0
    """Cards in the movement draw pile (its order is hidden)."""
    moves_discard: tuple[str, ...] = ()
    """The movement discard pile, face up, in the order laid down (``MOVES`` ids)."""
    movement: str = ""
    """``deck`` or ``die`` (SR-M-2); "" in the standard game."""
    last_move: str | None = None
    """The movement card drawn or the die face rolled last (``MOVES`` id), None before the
    first draw (the die has no discard pile to show it)."""
    extra_draw: bool = False
    """SR-M-3: a displacement makes Robin draw at once."""
    solo_result: str | None = None
    """How a finished solo game ended (:data:`.content.SOLO_RESULTS`)."""

    @property
    def hand_cards(self) -> tuple[str, ...]:
        """The seat's hand as resource names, in resource order."""
        return tuple(RESOURCES[r] for r in range(5) for _ in range(self.hand[r]))


def view_of(state: State, seat: int) -> SettlersView:
    """What ``seat`` may see of ``state``."""
    n = state.n
    turn_seat = state.turn
    theft = state.last_theft
    own_dev = state.dev_hands[seat]
    new = state.dev_new if seat == turn_seat else []
    return SettlersView(
        seat=seat,
        variant=state.variant,
        island=state.board.island,
        robber=state.robber,
        vertex_owner=tuple(state.vertex_owner),
        vertex_city=tuple(state.vertex_city),
        edge_owner=tuple(state.edge_owner),
        bank=tuple(state.bank),
        deck_size=len(state.deck),
        hand_sizes=tuple(sum(h) for h in state.hands),
        dev_counts=tuple(len(h) for h in state.dev_hands),
        played_knights=tuple(state.knights),
        progress_played=tuple(state.progress_played),
        public_vp=tuple(state.public_vp(s) for s in range(n)),
        turn_end_vp=tuple(state.turn_end_vp),
        road_lengths=tuple(state.road_len),
        longest_road=state.longest if state.longest >= 0 else None,
        largest_army=state.army if state.army >= 0 else None,
        pieces_left=tuple((state.settlements_left[s], state.cities_left[s], state.roads_left[s])
                          for s in range(n)),
        turn=turn_seat,
        turns=state.turns,
        turn_limit=state.turn_limit,
        first=state.first,
        dice=state.dice,
        rolled=state.rolled,
        prompt=state.prompt,
        offer=state.offer_now(),
        offers_made=state.offers_made,
        declined=tuple(state.declined),
        bought_this_turn=len(state.dev_new),
        dev_played_this_turn=state.dev_played,
        last_robbery=(theft[0], theft[1]) if theft else None,
        pending=tuple(state.queue),
        setup=state.in_setup,
        over=state.over,
        winner=state.winner,
        revealed_vp=_revealed(state) if state.over else None,
        hand=tuple(state.hands[seat]),
        dev_cards=tuple(DEV_KINDS[k] for k in sorted(own_dev)),
        dev_new=tuple(DEV_KINDS[k] for k in sorted(new)),
        vp=state.total_vp(seat),
        last_theft=RESOURCES[theft[2]] if theft and seat in (theft[0], theft[1]) else None,
        players=state.players,
        target=target(state),
        **(_solo_fields(state) if state.variant == ROBIN_HOOD else {}),
    )


def _solo_fields(state: State) -> dict[str, Any]:
    return {"robin_vp": state.robin_vp, "loot": tuple(state.loot), "moves_left": len(state.moves),
            "moves_discard": tuple(MOVES[c] for c in state.moves_discard),
            "movement": state.movement, "extra_draw": state.extra_draw,
            "solo_result": state.solo_result,
            "last_move": MOVES[state.last_move] if state.last_move >= 0 else None}


def _revealed(state: State) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(DEV_KINDS[k] for k in sorted(h) if k >= VP_FIRST) for h in state.dev_hands)


def sample_hidden(view: SettlersView, seat: int, rng: SeededRng) -> State:
    """A full state agreeing with ``view``: the cards ``seat`` cannot see dealt at random.

    Resource hands come from the cards in neither the bank nor the seat's hand; development
    cards (the other hands, then the deck) from those neither played nor the seat's own; at
    the end each seat first gets its revealed Victory Point cards. While the game goes on, the
    turn's seat never gets so many Victory Point cards that it would have 10 VP (it would have
    won already, SR-B-11.2): its extra ones are swapped for other cards."""
    if view.seat != seat:
        raise ValueError(f"this is seat {view.seat}'s view, not seat {seat}'s")
    n = len(view.hand_sizes)
    solo = view.variant == ROBIN_HOOD
    state = State(n, board_of(view.island), view.variant, view.turn_limit,
                  view.movement or "deck", view.extra_draw)
    if solo:  # SR-V "Hidden information": only the movement pile's order is unseen
        state.robin_vp = view.robin_vp or 0
        state.loot = list(view.loot)
        state.moves_discard = [MOVE_INDEX[c] for c in view.moves_discard]
        if state.movement == "deck":
            pile = [c for c in range(len(MOVES)) if c not in state.moves_discard]
            rng.shuffle(pile)
            state.moves = pile
        state.solo_result = view.solo_result
        state.last_move = MOVE_INDEX[view.last_move] if view.last_move else -1
    state.first = view.first
    state.turn_end_vp = list(view.turn_end_vp)
    state.robber = view.robber
    state.vertex_owner = list(view.vertex_owner)
    state.vertex_city = list(view.vertex_city)
    state.edge_owner = list(view.edge_owner)
    state.bank = list(view.bank)
    state.knights = list(view.played_knights)
    state.progress_played = list(view.progress_played)
    state.longest = view.longest_road if view.longest_road is not None else -1
    state.army = view.largest_army if view.largest_army is not None else -1
    state.dice = view.dice
    state.turn = view.turn
    state.turns = view.turns
    state.rolled = view.rolled
    state.dev_played = view.dev_played_this_turn
    state.offers_made = view.offers_made
    state.declined = list(view.declined)
    offer = view.offer
    if offer is not None:
        state.offer = OfferTrade(offer.seat, offer.give, offer.want, offer.to)
        state.answers = list(offer.answers)
    state.in_setup = view.setup
    state.over = view.over
    state.winner = view.winner
    state.queue = list(view.pending)
    state.prompt = view.prompt

    # resource cards: the bank and the seat's hand are known; the rest is in the other hands,
    # and a pending offer shows some of them: the offerer holds what it gives and every seat
    # that accepted holds what is wanted (SR-B-7.4), or choosing that partner would fail
    known = _cards_known_held(view, seat)
    start = bank_start(view.variant, state.movement)
    loot = view.loot or (0, 0, 0, 0, 0)
    pool = [r for r in range(5) for _ in range(start - view.bank[r] - view.hand[r] - loot[r])]
    for s in range(n):
        for r in range(5):
            for _ in range(known[s][r]):
                pool.remove(r)
    rng.shuffle(pool)
    hands = []
    for s in range(n):
        if s == seat:
            hands.append(list(view.hand))
        else:
            hand = list(known[s])
            size = view.hand_sizes[s] - sum(hand)
            for r in pool[:size]:
                hand[r] += 1
            del pool[:size]
            hands.append(hand)
    state.hands = hands
    theft = view.last_robbery
    if theft is not None:
        thief, victim = theft
        if view.last_theft is not None:
            kind = RESOURCES.index(view.last_theft)
        else:  # a kind the thief might hold (which one the seat cannot know)
            held = [r for r in range(5) if hands[thief][r]]
            kind = held[0] if held else 0
        state.last_theft = (thief, victim, kind)

    # development cards: unseen = all 25 less the played ones and the seat's own
    unseen = list(deck_of(view.variant, state.movement))
    for kind in (DEV_INDEX[c] for c in view.dev_cards):
        unseen.remove(kind)
    for _ in range(sum(view.played_knights)):
        unseen.remove(KNIGHT)
    for kind, played in zip((ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY), view.progress_played, strict=True):
        for _ in range(played):
            unseen.remove(kind)
    _deal_dev(state, view, seat, unseen, rng)
    derive(state)
    return state


def _cards_known_held(view: SettlersView, seat: int) -> list[list[int]]:
    """The resource cards each other seat is known to hold, by type: those of the pending
    offer (the offerer's ``give``, each accepting seat's ``want``)."""
    known = [[0, 0, 0, 0, 0] for _ in view.hand_sizes]
    offer = view.offer
    if offer is not None:
        holders = [(offer.seat, offer.give)]
        holders += [(s, offer.want) for s, yes in offer.answers if yes]
        for holder, cards in holders:
            if holder != seat:
                for card in cards:
                    known[holder][RESOURCES.index(card)] += 1
    return known


def _deal_dev(state: State, view: SettlersView, seat: int, unseen: list[int], rng: SeededRng) -> None:
    pool = unseen[:]
    n = len(view.hand_sizes)
    dev_hands: list[list[int]] = [[] for _ in range(n)]
    if view.revealed_vp is not None:
        for s, cards in enumerate(view.revealed_vp):
            if s != seat:
                for card in cards:
                    kind = DEV_INDEX[card]
                    pool.remove(kind)
                    dev_hands[s].append(kind)
        others = [k for k in pool if k < VP_FIRST]
        vp_left = [k for k in pool if k >= VP_FIRST]
        rng.shuffle(others)
        pool = others
    else:
        vp_left = []
        rng.shuffle(pool)
    for s in range(n):
        if s == seat:
            dev_hands[s] = [DEV_INDEX[c] for c in view.dev_cards]
            continue
        need = view.dev_counts[s] - len(dev_hands[s])
        dev_hands[s].extend(pool[:need])
        del pool[:need]
    deck = pool + vp_left  # at the end, unrevealed VP cards can only be in the deck
    turn_seat = view.turn
    if not view.over and not view.setup:  # nobody holds so many VP cards that it would have won
        most = {s: target(view) - 1 - (view.public_vp[s] if s == turn_seat else view.turn_end_vp[s])
                for s in range(n) if s != seat}
        for s in most:
            _cap_vp_cards(dev_hands, s, most, deck)
    rng.shuffle(deck)
    state.deck = deck
    state.dev_hands = dev_hands
    if turn_seat == seat:
        state.dev_new = [DEV_INDEX[c] for c in view.dev_new]
    else:  # the last cards dealt to the turn's seat stand for those it bought this turn
        hand = dev_hands[turn_seat]
        state.dev_new = hand[len(hand) - view.bought_this_turn:] if view.bought_this_turn else []


def _cap_vp_cards(dev_hands: list[list[int]], seat: int, most: dict[int, int], deck: list[int]) -> None:
    """Swap ``seat``'s Victory Point cards beyond ``most[seat]`` for other cards of the deck,
    or of the hands in ``most`` (those the viewer cannot see) with room for one more VP card
    (a real game always has such a card, or a seat would have won)."""
    hand = dev_hands[seat]

    def vp(cards: list[int]) -> int:
        return sum(1 for k in cards if k >= VP_FIRST)

    extra = vp(hand) - max(0, most[seat])
    places = [(deck, None)] + [(dev_hands[s], s) for s in most if s != seat]
    for place, owner in places:
        for i, kind in enumerate(place):
            if extra <= 0:
                return
            if kind < VP_FIRST and (owner is None or vp(place) < most[owner]):
                j = next(j for j, k in enumerate(hand) if k >= VP_FIRST)
                place[i], hand[j] = hand[j], kind
                extra -= 1
