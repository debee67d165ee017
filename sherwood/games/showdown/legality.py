"""What the Sherwood Showdown seat to move may do now, and why anything else is refused.

:func:`legal_commands` is the flow's ``options`` table in one function: the pending decision
is the state's ``phase`` (SELL, DECIDE or MELEE) for the seat ``mover``, and each phase lists
its legal commands (SD-3.8). :func:`why_illegal` says why a command is not among them, as a
code and its values (:func:`sherwood.engine.refuse`); the table's words say it to the player.

A search asks for the legal commands at every step of every rollout, so they are put
together from the hand's bits (:mod:`.facts`) and rows kept per outlaw (its commands alone
and with the ransoms held, :func:`.facts.memo`), never by sorting the hand.
"""

from __future__ import annotations

from sherwood.engine import Command, Refusal, refuse
from sherwood.games.showdown.cards import FOOL
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


def why_illegal(state: State, command: Command) -> Refusal:
    """Why ``command`` is not allowed now, as a code and its values (the table's words put it
    in a sentence); a card id the deck does not have is repeated as given."""
    if state.phase is Phase.OVER:
        return refuse("game_over")
    seat = command.seat
    if seat != state.mover:
        return refuse("not_your_turn", seat=seat, active=state.mover)
    if command in legal_commands(state):
        return refuse("legal")
    phase = state.phase
    hand = state.hands[seat]
    if isinstance(command, Sell | SkipSell):
        if phase is not Phase.SELL:
            return refuse("sell_not_now")
        if isinstance(command, Sell):
            return _why_not_sell(state, seat, command.traveller)
    if phase is Phase.SELL:
        return refuse("sell_first")
    if isinstance(command, Pass):
        if phase is Phase.MELEE:
            return refuse("pass_in_melee")
        return refuse("no_passes_left", passes=PASSES)
    if isinstance(command, TakeFool):
        return refuse("fool_not_on_road")
    if isinstance(command, Withdraw):
        return refuse("withdraw_not_now")
    if isinstance(command, Rob | Lay):
        if isinstance(command, Rob) and phase is Phase.MELEE:
            return refuse("rob_in_melee")
        if isinstance(command, Lay) and phase is Phase.DECIDE:
            return refuse("lay_without_melee")
        if isinstance(command, Rob) and state.active_traveller == FOOL:
            return refuse("fool_no_fight")
        return _why_not_card(state, seat, hand, command.outlaw, command.ransom)
    return refuse("not_possible", move=command.kind)


def _why_not_sell(state: State, seat: int, traveller: str) -> Refusal:
    if traveller == FOOL:
        return refuse("fool_not_for_sale")
    if traveller not in ALL_IDS:
        return refuse("no_such_card", card=traveller)
    if traveller not in TRAVELLER:
        return refuse("not_a_traveller", card=traveller)
    if traveller in state.passed[seat]:
        return refuse("passed_not_for_sale", traveller=traveller)
    return refuse("not_in_spoils", traveller=traveller)


def _why_not_card(state: State, seat: int, hand: Zone, outlaw: str,
                  ransom: str | None) -> Refusal:
    if outlaw not in OUTLAW:
        if outlaw in RANSOM:
            return refuse("ransom_cannot_fight", card=outlaw)
        if outlaw not in ALL_IDS:
            return refuse("no_such_card", card=outlaw)
        return refuse("not_an_outlaw", card=outlaw)
    if outlaw not in hand:
        return refuse("not_held", card=outlaw)
    if ransom is not None:
        if ransom not in ALL_IDS:
            return refuse("no_such_card", card=ransom)
        if ransom not in RANSOM:
            return refuse("not_a_ransom", card=ransom)
        if ransom not in hand:
            return refuse("not_held", card=ransom)
    if state.phase is Phase.MELEE:
        return _why_too_weak(state, seat)
    return refuse("cannot_lay", seat=seat)


def _why_too_weak(state: State, seat: int) -> Refusal:
    """SD-6.9: the least value ``seat`` may lay, with why: its last card
    (``last``, None before its first) and the other band's lead (``lead``, 0 or less when
    it does not lead)."""
    return refuse("too_weak", minimum=state.min_legal(seat), last=state.last_laid(seat),
                  leader=1 - seat, lead=state.total(1 - seat) - state.total(seat))
