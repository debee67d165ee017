"""What the Sherwood Showdown seat to move may do now, and why anything else is refused.

:func:`legal_commands` is the flow's ``options`` table in one function: the pending decision
is the state's ``phase`` (SELL, DECIDE or MELEE) for the seat ``mover``, and each phase lists
its legal commands (SD-3.8). :func:`why_illegal` says, in one sentence for the player, why a
command is not among them.

A search asks for the legal commands at every step of every rollout, so they are put
together from the hand's bits (:mod:`.facts`) and rows kept per outlaw (its commands alone
and with the ransoms held, :func:`.facts.memo`), never by sorting the hand.
"""

from __future__ import annotations

from sherwood.engine import Command, seat_name
from sherwood.engine.values import shown
from sherwood.games.showdown.cards import FOOL, card_name
from sherwood.games.showdown.commands import (
    Lay,
    Pass,
    Rob,
    Sell,
    SkipSell,
    TakeFool,
    Withdraw,
    card_command,
)
from sherwood.games.showdown.facts import (
    ALL_IDS,
    CARD_OF_BIT,
    GOLD,
    OUTLAW,
    OUTLAW_AT_LEAST,
    OUTLAW_BITS,
    RANSOM,
    RANSOM_BITS,
    SEAT_BIT,
    TRAVELLER,
    cards_of,
    memo,
)
from sherwood.games.showdown.state import PASSES, Phase, State, Zone

LEADERS = ("Robin Hood", "Guy Fawkes")  # for messages: "Guy Fawkes leads by 1"

PASS = (Pass(0), Pass(1))
TAKE_FOOL = (TakeFool(0), TakeFool(1))
WITHDRAW = (Withdraw(0), Withdraw(1))
SKIP_SELL = (SkipSell(0), SkipSell(1))


# A row: one outlaw's commands, alone and with each ransom held (SD-7.3), kept by a key of
# bits: the outlaw's, the ransoms', and two flags above every card's bit for seat 1 and Lay.
SEAT_FLAG = (0, SEAT_BIT)
LAY_FLAG = SEAT_BIT << 1
_ROWS: dict[int, tuple[Command, ...]] = {}


def _row(key: int) -> tuple[Command, ...]:
    cls = Lay if key & LAY_FLAG else Rob
    seat = 1 if key & SEAT_BIT else 0
    outlaw = CARD_OF_BIT[seat][key & OUTLAW_BITS]
    return tuple(card_command(cls, seat, outlaw, ransom)
                 for ransom in (None, *cards_of(key & RANSOM_BITS, seat)))


def _card_options(commands: list[Command], flags: int, bits: int) -> list[Command]:
    """``commands`` followed by one command per outlaw among ``bits`` × {no ransom, each
    ransom among them} (SD-7.3, SD-7.4), in display order; ``flags``: LAY_FLAG for a Lay
    (else a Rob), and the seat's SEAT_FLAG."""
    outlaws = bits & OUTLAW_BITS
    ransoms = bits & RANSOM_BITS | flags
    while outlaws:
        low = outlaws & -outlaws  # the lowest outlaw left
        row = _ROWS.get(low | ransoms)
        if row is None:
            row = memo(_ROWS, low | ransoms, _row)
        commands += row
        outlaws ^= low
    return commands


_MELEE: dict[int, tuple[Command, ...]] = {}


def _melee_options(key: int) -> tuple[Command, ...]:
    seat = 1 if key & SEAT_BIT else 0
    return (*_card_options([], LAY_FLAG | SEAT_FLAG[seat], key & ~SEAT_BIT), WITHDRAW[seat])


def _name(seat: int) -> str:
    return LEADERS[seat]


def _no_such_card(card_id: str) -> str:
    """For a command naming a card id the deck does not have (a damaged save, a bad click)."""
    return f"Sherwood Showdown has no card {shown(card_id)}."


def _n(value: int) -> str:
    """ "a 4", "an 8", "an 11": the article a player would say."""
    return f"an {value}" if value in (8, 11, 18) else f"a {value}"


def legal_commands(state: State) -> list[Command]:
    """SD-3.8: the commands the seat to move may give in the current phase (SD-9.7 for SELL,
    SD-3.4 / SD-5.3 for DECIDE, SD-6.4 – SD-6.11 for MELEE); none once the game is over."""
    seat = state.mover
    phase = state.phase
    if phase is Phase.MELEE:
        key = (state.hand_bits[seat] & (OUTLAW_AT_LEAST[min(state.min_legal(seat), 11)] | RANSOM_BITS)
               | SEAT_FLAG[seat])  # the outlaws that reach the least value, the ransoms, the seat
        options = _MELEE.get(key)  # a melee's steps meet the same few keys again and again
        if options is None:
            options = memo(_MELEE, key, _melee_options)
        return list(options)
    if phase is Phase.DECIDE:
        may_pass = state.passes_left[seat] > 0
        if state.active_traveller == FOOL:
            return [PASS[seat], TAKE_FOOL[seat]] if may_pass else [TAKE_FOOL[seat]]
        return _card_options([PASS[seat]] if may_pass else [], SEAT_FLAG[seat], state.hand_bits[seat])
    if phase is Phase.SELL:
        travellers = sorted((c for c in state.spoils[seat] if c in TRAVELLER), key=GOLD.__getitem__)
        return [*(Sell(seat, t) for t in travellers), SKIP_SELL[seat]]
    return []


def why_illegal(state: State, command: Command) -> str:
    """A sentence for the player saying why ``command`` is not allowed now."""
    if state.phase is Phase.OVER:
        return "The game is over."
    seat = command.seat
    if seat != state.mover:
        return f"It is not your turn: {_name(state.mover)} must decide now."
    if command in legal_commands(state):
        return "That move is allowed."
    phase = state.phase
    hand = state.hands[seat]
    if isinstance(command, Sell | SkipSell):
        if phase is not Phase.SELL:
            return ("You can only sell at the start of your turn, before the traveller is "
                    "revealed, and only when you hold no outlaw.")
        if isinstance(command, Sell):
            return _why_not_sell(state, seat, command.traveller)
    if phase is Phase.SELL:
        return "First sell a traveller from your spoils, or choose to sell nothing."
    if isinstance(command, Pass):
        if phase is Phase.MELEE:
            return "You cannot let the traveller pass during a melee: lay an outlaw or withdraw."
        return f"You have no passes left: you have already let {PASSES} travellers pass."
    if isinstance(command, TakeFool):
        return "Only the Fool can be taken without a fight, and he is not on the road."
    if isinstance(command, Withdraw):
        return "You can only withdraw during a melee."
    if isinstance(command, Rob | Lay):
        if isinstance(command, Rob) and phase is Phase.MELEE:
            return "A melee is already on: lay an outlaw or withdraw."
        if isinstance(command, Lay) and phase is Phase.DECIDE:
            return "No melee is on: rob the traveller (or let him pass) first."
        if isinstance(command, Rob) and state.active_traveller == FOOL:
            return ("You cannot fight over the Fool: take him into your spoils (−5 gold) "
                    "or let him pass.")
        return _why_not_card(state, seat, hand, command.outlaw, command.ransom)
    return f"{command.describe(LEADERS)} is not possible now."


def _why_not_sell(state: State, seat: int, traveller: str) -> str:
    if traveller == FOOL:
        return "The Fool can never be sold: he stays in your spoils."
    if traveller not in ALL_IDS:
        return _no_such_card(traveller)
    if traveller not in TRAVELLER:
        return f"Only travellers can be sold, and {card_name(traveller)} is not one."
    if traveller in state.passed[seat]:
        return f"{card_name(traveller)} was let pass: passed travellers can never be sold."
    return f"{card_name(traveller)} is not in your spoils."


def _why_not_card(state: State, seat: int, hand: Zone, outlaw: str,
                  ransom: str | None) -> str:
    if outlaw not in OUTLAW:
        if outlaw in RANSOM:
            return (f"The {card_name(outlaw)} is a ransom card: it cannot fight; attach it "
                    "to an outlaw instead.")
        if outlaw not in ALL_IDS:
            return _no_such_card(outlaw)
        name = card_name(outlaw)
        return f"{name[:1].upper()}{name[1:]} is not an outlaw card."
    if outlaw not in hand:
        return f"You do not hold the {card_name(outlaw)}."
    if ransom is not None:
        if ransom not in ALL_IDS:
            return _no_such_card(ransom)
        if ransom not in RANSOM:
            return f"The {card_name(ransom)} is not a ransom card (Page, Knight, Queen or King)."
        if ransom not in hand:
            return f"You do not hold the {card_name(ransom)}."
    if state.phase is Phase.MELEE:
        return _why_too_weak(state, seat)
    return f"{seat_name(seat, LEADERS)} cannot lay that now."


def _why_too_weak(state: State, seat: int) -> str:
    minimum = state.min_legal(seat)
    last = state.last_laid(seat)
    lead = state.total(1 - seat) - state.total(seat)
    reasons = []
    if last is not None:
        reasons.append(f"your last card was {last}")
    if lead > 0:
        reasons.append(f"{_name(1 - seat)} leads by {lead}")
    return f"You must lay at least {_n(minimum)}: {' and '.join(reasons)}."
