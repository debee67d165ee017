"""Trade (SR-B-7): with the bank at the best ratio, and offers to the other seats.

**Maritime** (SR-B-7.6 to SR-B-7.9): 4 identical cards for 1 of another type, 3 with a
generic harbour, 2 of X with X's harbour; the bank must hold the card asked for.

**Domestic** (SR-B-7.4, SR-B-12.7): the seat whose turn it is offers cards for cards to one
seat or to all the others; each addressee, in turn order from the offerer, accepts (only
holding every card asked for) or declines; if some accept, the offerer trades with one of
them or cancels; if none does, the offer lapses. An offer nobody accepted is remembered for
the turn (``state.declined``): the family of offers bots choose among never repeats one
(SR-B-7.5).
"""

from __future__ import annotations

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events
from sherwood.games.settlers.commands import (
    BOT_OFFER,
    AcceptOffer,
    CancelOffer,
    ChoosePartner,
    DeclineOffer,
    MaritimeTrade,
    OfferTrade,
)
from sherwood.games.settlers.content import MAX_SEATS, RES_INDEX, RESOURCES, counts_of
from sherwood.games.settlers.events import (
    ACCEPTED_EVENT,
    CANCELLED_EVENT,
    DECLINED_EVENT,
    LAPSED_EVENT,
    MARITIME_EVENT,
    OfferMade,
    Traded,
)
from sherwood.games.settlers.prompts import ANSWER_OFFER, TRADE_AND_BUILD, ChoosePartnerPrompt, SettlersPrompt
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask

WANT_COUNTS: dict[tuple[str, ...], tuple[int, ...]] = {
    (RESOURCES[r],): tuple(int(i == r) for i in range(5)) for r in range(5)}
"""One card wanted, as counts (bot offers want one card)."""
MADE_EVENT: dict[OfferTrade, OfferMade] = {
    c: OfferMade(c.seat, c.give, c.want, None) for rows in BOT_OFFER for row in rows for c in row}
OTHERS: dict[int, tuple[tuple[int, ...], ...]] = {
    n: tuple(tuple((s + i) % n for i in range(1, n)) for s in range(n)) for n in range(2, MAX_SEATS + 1)}
"""``OTHERS[n][seat]``: the other seats in turn order from ``seat``, who answer its offers."""


def clear_offer(state: State) -> None:
    """The offer is settled: no offer, no answers."""
    state.offer = None
    state.answers = []
    state.offer_want = ()


def maritime_trade(state: State, command: MaritimeTrade, rng: SeededRng, events: Events,
                   prompt: SettlersPrompt) -> None:
    """SR-B-7.6 to SR-B-7.9: ``give`` at the seat's best ratio for 1 ``get``."""
    seat, give, get = command.seat, RES_INDEX[command.give], RES_INDEX[command.get]
    count = state.ratio[seat][give]
    hand, bank = state.hands[seat], state.bank
    hand[give] -= count
    bank[give] += count
    bank[get] -= 1
    hand[get] += 1
    events.append(MARITIME_EVENT[seat][give][count][get])
    ask(state, TRADE_AND_BUILD[seat])


def addressees(state: State, seat: int, to: int | None) -> tuple[int, ...]:
    """SR-B-7.4: who answers an offer of ``seat`` to ``to``: the others in turn order from it."""
    if to is not None:
        return (to,)
    return OTHERS[state.n][seat]


def offer_trade(state: State, command: OfferTrade, rng: SeededRng, events: Events,
                prompt: SettlersPrompt) -> None:
    """SR-B-7.4: the offer waits for each addressee's answer, the first one's now."""
    seat = command.seat
    state.offer = command
    state.answers = []
    want = WANT_COUNTS.get(command.want)
    if want is None:
        want = tuple(counts_of(command.want))
    state.offer_want = want
    state.offers_made += 1
    made = MADE_EVENT.get(command)
    events.append(made if made is not None
                  else OfferMade(seat, command.give, command.want, command.to))
    ask(state, ANSWER_OFFER[OTHERS[state.n][seat][0] if command.to is None else command.to])


def _next(state: State, events: Events) -> None:
    """SR-B-12.7: the next addressee answers; after the last, the offerer chooses (or the
    offer lapses)."""
    offer = state.offer
    assert offer is not None
    answered = len(state.answers)
    if offer.to is None and answered < state.n - 1:
        ask(state, ANSWER_OFFER[OTHERS[state.n][offer.seat][answered]])
        return
    accepted = tuple(s for s, yes in state.answers if yes)
    if accepted:
        ask(state, ChoosePartnerPrompt(offer.seat, accepted))
        return
    state.declined.append((offer.give, offer.want, offer.to))
    clear_offer(state)
    events.append(LAPSED_EVENT[offer.seat])
    ask(state, TRADE_AND_BUILD[offer.seat])


def accept_offer(state: State, command: AcceptOffer, rng: SeededRng, events: Events,
                 prompt: SettlersPrompt) -> None:
    """SR-B-7.4: ``seat`` would trade."""
    state.answers.append((command.seat, True))
    events.append(ACCEPTED_EVENT[command.seat])
    _next(state, events)


def decline_offer(state: State, command: DeclineOffer, rng: SeededRng, events: Events,
                  prompt: SettlersPrompt) -> None:
    """SR-B-7.4: ``seat`` would not."""
    state.answers.append((command.seat, False))
    events.append(DECLINED_EVENT[command.seat])
    _next(state, events)


def choose_partner(state: State, command: ChoosePartner, rng: SeededRng, events: Events,
                   prompt: SettlersPrompt) -> None:
    """SR-B-7.2: the two seats exchange the cards of the offer."""
    offer = state.offer
    assert offer is not None
    seat, partner = command.seat, command.partner
    mine, theirs = state.hands[seat], state.hands[partner]
    for card in offer.give:
        r = RES_INDEX[card]
        mine[r] -= 1
        theirs[r] += 1
    for card in offer.want:
        r = RES_INDEX[card]
        mine[r] += 1
        theirs[r] -= 1
    clear_offer(state)
    events.append(Traded(seat, partner, offer.give, offer.want))
    ask(state, TRADE_AND_BUILD[seat])


def cancel_offer(state: State, command: CancelOffer, rng: SeededRng, events: Events,
                 prompt: SettlersPrompt) -> None:
    """SR-B-7.4: the offerer trades with nobody."""
    clear_offer(state)
    events.append(CANCELLED_EVENT[command.seat])
    ask(state, TRADE_AND_BUILD[command.seat])
