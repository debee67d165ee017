"""What the Sherwood Showdown seat to move may do now, and why anything else is refused.

:func:`legal_commands` is the flow's ``options`` table in one function: the pending decision
is the state's ``phase`` (SELL, DECIDE or MELEE) for the seat ``mover``, and each phase lists
its legal commands (SD-3.8). :func:`why_illegal` says, in one sentence for the player, why a
command is not among them.

The lists depend on a few facts only (which outlaws of the mover's hand reach the least value
they may lay, which ransoms they hold, whether a pass is left), so each is worked out once per
such key, the hand's bits (:mod:`.facts`), and kept (:func:`.facts.memo`): a search asks
for the legal commands at every step of every rollout.
"""

from __future__ import annotations

from sherwood.engine import Command, seat_name
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
    GOLD,
    OUTLAW,
    OUTLAW_AT_LEAST,
    RANSOM,
    RANSOM_BITS,
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


def _card_options(cls: type[Rob] | type[Lay], seat: int, bits: int) -> list[Command]:
    """One command per outlaw among ``bits`` × {no ransom, each ransom among them} (SD-7.3,
    SD-7.4), in display order."""
    ordered = cards_of(bits)
    ransoms = [None, *(c for c in ordered if c in RANSOM)]
    commands: list[Command] = []
    for outlaw in ordered:
        if outlaw in OUTLAW:
            commands.extend(card_command(cls, seat, outlaw, ransom) for ransom in ransoms)
    return commands


# The memos' keys: the bits of the cards that matter, shifted to make room for the seat
# (and for DECIDE whether a pass is left). The same cards in any order share one key.
_MELEE: dict[int, tuple[Command, ...]] = {}
_ROB: dict[int, tuple[Command, ...]] = {}
_SELL: dict[tuple[int, Zone], tuple[Command, ...]] = {}


def _melee_options(key: int) -> tuple[Command, ...]:
    seat = key & 1
    return (*_card_options(Lay, seat, key >> 1), WITHDRAW[seat])


def _rob_options(key: int) -> tuple[Command, ...]:
    seat = key & 1
    return (*((PASS[seat],) if key & 2 else ()), *_card_options(Rob, seat, key >> 2))


def _sell_options(key: tuple[int, Zone]) -> tuple[Command, ...]:
    seat, spoils = key
    travellers = sorted((c for c in spoils if c in TRAVELLER), key=GOLD.__getitem__)
    return (*(Sell(seat, t) for t in travellers), SKIP_SELL[seat])


def _name(seat: int) -> str:
    return LEADERS[seat]


def _no_such_card(card_id: str) -> str:
    """For a command naming a card id the deck does not have (a damaged save, a bad click)."""
    shown = repr(card_id) if len(card_id) <= 20 else repr(card_id[:17] + "...")
    return f"Sherwood Showdown has no card {shown}."


def _n(value: int) -> str:
    """ "a 4", "an 8", "an 11": the article a player would say."""
    return f"an {value}" if value in (8, 11, 18) else f"a {value}"


def legal_commands(state: State) -> list[Command]:
    """SD-3.8: the commands the seat to move may give in the current phase (SD-9.7 for SELL,
    SD-3.4 / SD-5.3 for DECIDE, SD-6.4 – SD-6.11 for MELEE); none once the game is over."""
    seat = state.mover
    phase = state.phase
    if phase is Phase.MELEE:
        minimum = state.min_legal(seat)
        key = (state.hand_bits[seat] & (OUTLAW_AT_LEAST[min(minimum, 11)] | RANSOM_BITS)) << 1 | seat
        options = _MELEE.get(key)  # the memo's lookup written out: this runs at every step
        return list(memo(_MELEE, key, _melee_options) if options is None else options)
    if phase is Phase.DECIDE:
        may_pass = state.passes_left[seat] > 0
        if state.active_traveller == FOOL:
            return [PASS[seat], TAKE_FOOL[seat]] if may_pass else [TAKE_FOOL[seat]]
        key = state.hand_bits[seat] << 2 | may_pass << 1 | seat
        options = _ROB.get(key)
        return list(memo(_ROB, key, _rob_options) if options is None else options)
    if phase is Phase.SELL:
        return list(memo(_SELL, (seat, state.spoils[seat]), _sell_options))
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


def _why_not_card(state: State, seat: int, hand: list[str], outlaw: str,
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
