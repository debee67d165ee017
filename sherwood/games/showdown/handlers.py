"""The flow of a Sherwood Showdown turn and one handler per command (house rule 6).

This is the same shape as the engine's flow (:mod:`sherwood.engine.flow`), written out
plainly because no decision ever falls in the middle of a resolution: each handler of
:data:`HANDLERS` (command type -> handler, the flow's ``handlers`` table) applies its command
and runs on, through the functions between decisions (:func:`begin_turn`, ``_reveal``,
``_finish_turn``: the flow's steps, called directly instead of queued), to the next decision,
which it names in the state as ``phase`` and ``mover`` (the flow's prompt type and seat).

Zones are tuples (:mod:`.state`): a handler replaces a zone rather than changing it, so a
clone or a view taken before still holds the old one.
"""

from __future__ import annotations

from collections.abc import Callable

from sherwood.engine import Command, SeededRng
from sherwood.engine.flow import Events
from sherwood.games.showdown.cards import FOOL
from sherwood.games.showdown.commands import Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.games.showdown.events import (
    DRAWN,
    ESCAPED,
    FOOL_TAKEN,
    REVEALED,
    TIED,
    TURN_STARTED,
    WITHDREW,
    CardLaid,
    CardsDiscarded,
    DeckReshuffled,
    GameEnded,
    MeleeWon,
    TravellerPassed,
    TravellerSold,
    TurnStarted,
    shared,
)
from sherwood.games.showdown.facts import BIT, COMBAT, GOLD, OUTLAW_BITS, TRAVELLER, memo
from sherwood.games.showdown.state import END_DRAW, REFILL_DRAW, Phase, State, Zone


def _without(zone: Zone, card: str) -> Zone:
    """``zone`` less the first ``card`` in it (ValueError if there is none, as list.remove)."""
    i = zone.index(card)
    return zone[:i] + zone[i + 1:]


# --- drawing and refilling ----------------------------------------------------------------

def draw(state: State, seat: int, n: int) -> int:
    """Draw up to ``n`` cards from the top of ``seat``'s deck; never reshuffles (SD-9.3)."""
    deck = state.decks[seat]
    taken = deck[:n]
    state.decks[seat] = deck[n:]
    state.hands[seat] += taken
    bits = state.hand_bits[seat]
    for card in taken:  # bits_of, written out: a draw takes two or three cards
        bits |= BIT[card]
    state.hand_bits[seat] = bits
    return len(taken)


def _reshuffle(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """The discard pile becomes the new draw deck (SD-9.6, SD-9.11): a random event."""
    pile = list(state.discards[seat])
    rng.shuffle(pile)
    state.decks[seat] = tuple(pile)
    state.discards[seat] = ()
    events.append(shared(DeckReshuffled, seat, len(pile)))


def _refill(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """SD-9.4 – SD-9.6: deck empty, no outlaw in hand, discards left: reshuffle and draw 3."""
    if state.decks[seat] or not state.discards[seat] or state.hand_bits[seat] & OUTLAW_BITS:
        return
    _reshuffle(state, seat, rng, events)
    events.append(DRAWN["refill"][seat][draw(state, seat, REFILL_DRAW)])


def _refill_both(state: State, first: int, rng: SeededRng, events: Events) -> None:
    """The refill check for both seats, ``first`` (the active seat) first (SD-9.14)."""
    decks = state.decks
    if not (decks[0] and decks[1]):  # a refill needs an empty deck: most turns skip both
        _refill(state, first, rng, events)
        _refill(state, 1 - first, rng, events)


def _draw_both(state: State, first: int, events: Events) -> None:
    """SD-9.2 / SD-9.3: both draw 2 (what is there), ``first`` first, no reshuffle."""
    drawn = DRAWN["draw"]
    decks, hands, hand_bits = state.decks, state.hands, state.hand_bits
    for seat in (first, 1 - first):  # draw(), written out: this runs after every melee
        deck = decks[seat]
        if deck:
            taken = deck[:END_DRAW]
            decks[seat] = deck[END_DRAW:]
            hands[seat] += taken
            bits = hand_bits[seat]
            for card in taken:
                bits |= BIT[card]
            hand_bits[seat] = bits
            events.append(drawn[seat][len(taken)])


# --- the flow between decisions ------------------------------------------------------------

def can_sell(state: State, seat: int) -> bool:
    """SD-9.8 / SD-9.9: no outlaw in hand and a traveller (not the Fool) in spoils."""
    return not state.hand_bits[seat] & OUTLAW_BITS and not TRAVELLER.isdisjoint(state.spoils[seat])


def begin_turn(state: State, seat: int, rng: SeededRng, events: Events) -> None:
    """SD-3.2 steps 1–3: refill checks, the purchase prompt or the reveal."""
    state.turn += 1
    state.active = state.mover = seat
    state.robber = None
    turn = state.turn
    events.append(TURN_STARTED[seat][turn] if turn < len(TURN_STARTED[seat])
                  else TurnStarted(seat, turn))
    _refill_both(state, seat, rng, events)
    if not state.hand_bits[seat] & OUTLAW_BITS and can_sell(state, seat):
        state.phase = Phase.SELL
        return
    _reveal(state, rng, events)


def _reveal(state: State, rng: SeededRng, events: Events) -> None:
    """SD-3.3: turn over the top traveller; SD-3.7: it escapes if the active seat cannot rob."""
    seat = state.active
    deck = state.traveller_deck
    traveller = deck[0]
    state.traveller_deck = deck[1:]
    state.active_traveller = traveller
    state.mover = seat
    events.append(REVEALED[traveller])
    if traveller == FOOL or state.hand_bits[seat] & OUTLAW_BITS:
        state.phase = Phase.DECIDE
        return
    # SD-3.7: no outlaw after the purchase step, a normal traveller escapes without a pass.
    state.out_of_play += (traveller,)
    state.active_traveller = None
    events.append(ESCAPED["no_outlaw"][traveller])
    both_stuck = not state.hand_bits[1 - seat] & OUTLAW_BITS  # SD-3.9
    _finish_turn(state, rng, events, draws=both_stuck)


def _finish_turn(state: State, rng: SeededRng, events: Events, draws: bool) -> None:
    """After a traveller is resolved: SD-10.4 end, else draws (SD-9.2, SD-3.9) and next turn."""
    state.robber = None
    if not state.traveller_deck:
        _end_game(state, events)
        return
    seat = state.active
    if draws:
        _draw_both(state, seat, events)
        _refill_both(state, seat, rng, events)
    begin_turn(state, 1 - seat, rng, events)  # SD-3.1


def _end_game(state: State, events: Events) -> None:
    state.phase = Phase.OVER
    state.active_traveller = None
    events.append(GameEnded(tuple(scores(state)), tuple(winners(state))))


# --- the end of the game (SD-10) -------------------------------------------------------------

def scores(state: State) -> list[int]:
    """SD-10.3: travellers' numbers + 1 per Page/Knight + 3 per Queen/King − 5 for the Fool."""
    return [state.score(0), state.score(1)]


def winners(state: State) -> list[int]:
    """SD-10.2 and the tie-break SD-10.5; [] for a draw."""
    a, b = scores(state)
    if a != b:
        return [0 if a > b else 1]
    best = [max((GOLD[c] for c in pile if c in TRAVELLER), default=0) for pile in state.spoils]
    if best[0] == best[1]:
        return []
    return [0 if best[0] > best[1] else 1]


# --- one handler per command (house rule 6) --------------------------------------------------

def apply_sell(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-9.7 – SD-9.12: sell a traveller, draw as many cards as its number, then reveal."""
    assert isinstance(cmd, Sell)
    seat = cmd.seat
    state.spoils[seat] = _without(state.spoils[seat], cmd.traveller)
    state.out_of_play += (cmd.traveller,)
    events: Events = [shared(TravellerSold, seat, cmd.traveller)]
    wanted = GOLD[cmd.traveller]
    while wanted:
        if not state.decks[seat]:
            if not state.discards[seat]:
                break  # both empty: the purchase stops early (SD-9.11)
            _reshuffle(state, seat, rng, events)
        count = draw(state, seat, wanted)
        wanted -= count
        events.append(DRAWN["purchase"][seat][count])
    _reveal(state, rng, events)
    return events


def apply_skip_sell(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-9.10: selling is optional; the traveller is revealed."""
    events: Events = []
    _reveal(state, rng, events)
    return events


def apply_pass(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-4.1 – SD-4.6, SD-4.5 for the Fool: the traveller goes to the passer's passed pile."""
    seat = cmd.seat
    traveller = state.active_traveller
    assert traveller is not None
    state.passes_left[seat] -= 1
    state.passed[seat] += (traveller,)
    state.active_traveller = None
    events: Events = [shared(TravellerPassed, seat, traveller, state.passes_left[seat])]
    _finish_turn(state, rng, events, draws=False)
    return events


def apply_take_fool(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-5.3 / SD-5.4: the Fool goes straight into the active seat's spoils; nobody draws."""
    seat = cmd.seat
    state.spoils[seat] += (FOOL,)
    state.active_traveller = None
    events: Events = [FOOL_TAKEN[seat]]
    _finish_turn(state, rng, events, draws=False)
    return events


LaidKey = tuple[int, str, str | None, bool, int, int]
_LAID: dict[LaidKey, CardLaid] = {}


def _card_laid(key: LaidKey) -> CardLaid:
    return CardLaid(*key)


def _lay(state: State, seat: int, outlaw: str, ransom: str | None, opening: bool) -> Events:
    hand = state.hands[seat]
    i = hand.index(outlaw)
    hand = hand[:i] + hand[i + 1:]
    total = state.totals[seat] = state.totals[seat] + COMBAT[outlaw]
    if ransom is None:
        state.hand_bits[seat] ^= BIT[outlaw]
    else:
        hand = _without(hand, ransom)
        state.hand_bits[seat] ^= BIT[outlaw] | BIT[ransom]
        state.ransom_gold += GOLD[ransom]
    state.hands[seat] = hand
    state.melee[seat] += ((outlaw, ransom),)
    state.mover = 1 - seat  # SD-6.4: the players alternate, starting with the opponent
    traveller = state.active_traveller
    assert traveller is not None  # a melee is over a traveller
    key = (seat, outlaw, ransom, opening, total, GOLD[traveller] + state.ransom_gold)
    laid = _LAID.get(key)  # a memo of the events, looked up here: a melee lays at most steps
    return [memo(_LAID, key, _card_laid) if laid is None else laid]


def apply_rob(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.1 / SD-6.3: lay the opening outlaw (maybe with a ransom); the melee starts."""
    assert isinstance(cmd, Rob)
    state.phase = Phase.MELEE
    state.robber = cmd.seat
    return _lay(state, cmd.seat, cmd.outlaw, cmd.ransom, opening=True)


def apply_lay(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.4 – SD-6.9, SD-7.3: one more outlaw, at most one ransom attached."""
    assert isinstance(cmd, Lay)
    return _lay(state, cmd.seat, cmd.outlaw, cmd.ransom, opening=False)


def apply_withdraw(state: State, cmd: Command, rng: SeededRng) -> Events:
    """SD-6.11, SD-8: the melee ends; tie (SD-8.4, SD-7.9) or the other seat wins (SD-7.8)."""
    seat = cmd.seat
    traveller = state.active_traveller
    robber = state.robber
    assert traveller is not None and robber is not None
    events: Events = [WITHDREW[seat]]
    stake = GOLD[traveller] + state.ransom_gold
    tie = state.totals[0] == state.totals[1]
    order = (robber, 1 - robber)
    melee = state.melee
    if tie:
        state.out_of_play += (traveller,)
        events += [TIED[traveller], ESCAPED["tie"][traveller]]
    else:
        winner = 1 - seat
        ransoms = (tuple([r for s in order for _, r in melee[s] if r is not None])
                   if state.ransom_gold else ())
        state.spoils[winner] += (traveller, *ransoms)
        events.append(shared(MeleeWon, winner, traveller, ransoms, stake))
    for s in order:
        row = melee[s]
        if not row:
            continue
        cards = tuple([o for o, _ in row])
        if tie:  # SD-7.9: after a tie each ransom goes to its owner's discard pile
            cards += tuple([r for _, r in row if r is not None])
        state.discards[s] += cards
        events.append(shared(CardsDiscarded, s, cards))
    state.melee = [(), ()]
    state.totals = [0, 0]
    state.ransom_gold = 0
    state.active_traveller = None
    _finish_turn(state, rng, events, draws=True)  # SD-8.7, SD-9.2
    return events


Handler = Callable[[State, Command, SeededRng], Events]

HANDLERS: dict[type[Command], Handler] = {
    Sell: apply_sell,
    SkipSell: apply_skip_sell,
    Pass: apply_pass,
    TakeFool: apply_take_fool,
    Rob: apply_rob,
    Lay: apply_lay,
    Withdraw: apply_withdraw,
}
