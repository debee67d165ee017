"""The Showdown bots: "Normal" (the heuristic of SD-14.1 – SD-14.7) and "Easy" (SD-14.8).

A bot is made as ``factory(spec, seat, seed)`` and decides with ``choose(view, legal)``
from the seat's :class:`~sherwood.games.showdown.view.ShowdownView` only (SD-12.6), with its
own :class:`~sherwood.engine.SeededRng` (SD-13.2).

The decisions are written as small functions over plain numbers and card ids, so that the
same policy serves the view-based bot and :func:`rollout_choice`, the cheap policy for
rollouts of a Monte Carlo search over a full (sampled) state (SD-14.12).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.showdown.cards import FOOL
from sherwood.games.showdown.commands import (
    CARD_COMMANDS,
    Lay,
    Pass,
    Rob,
    Sell,
    SkipSell,
    TakeFool,
    Withdraw,
)
from sherwood.games.showdown.facts import (
    CARD_OF_BIT,
    COMBAT,
    DISPLAY_ORDER,
    GOLD,
    HIGH_RANSOM_BITS,
    OUTLAW,
    OUTLAW_BITS,
    RANSOM,
    RANSOM_BITS,
    SEAT_BIT,
    TRAVELLER,
    cards_of,
    memo,
)
from sherwood.games.showdown.legality import PASS, SKIP_SELL, TAKE_FOOL, WITHDRAW
from sherwood.games.showdown.state import Phase, State, min_legal_value, opponent_pool
from sherwood.games.showdown.view import ShowdownView

SAMPLES = 30          # SD-14.1: about 30 sampled opponent hands
RICH = 14             # SD-14.4: open high from this gold
CHEAP = 6             # SD-14.4: open low up to this gold
PASS_WORTH = 8        # SD-14.3: only pass travellers worth at least this
PASS_BELOW = 0.3      # SD-14.3: ... when p_win is below this
TIE_STAKE = 8         # SD-14.5: play for a tie from this stake
LATE_DECK = 3         # SD-14.5: cards lose their future value with this few travellers left
RANSOM_SURE = 0.75    # SD-14.6
RANSOM_LATE = 0.5     # SD-14.6: in the last 3 travellers
SELL_FACTOR = 3       # SD-14.7


# --- the policy as plain functions -------------------------------------------------------------

def cost_factor(hand_size: int) -> float:
    """SD-14.5: k = 0.6 with 5+ cards in hand, 0.9 with 3–4, 1.2 with 2 or fewer."""
    if hand_size >= 5:
        return 0.6
    return 0.9 if hand_size >= 3 else 1.2


def melee_move(values: Sequence[int], hand_size: int, own_total: int, own_last: int | None,
               other_total: int, stake: int, late: bool) -> int | None:
    """SD-14.5: the value of the outlaw to lay (the lowest legal one), or None to withdraw.

    ``values`` are the mover's outlaw values in ascending order.
    """
    minimum = min_legal_value(own_last, own_total, other_total)
    i = bisect_left(values, minimum)
    if i == len(values):
        return None  # SD-6.12: no legal outlaw
    lowest = values[i]
    if late or stake >= minimum * cost_factor(hand_size):
        return lowest
    if values[-1] + own_total == other_total and stake >= TIE_STAKE:
        return lowest  # a tie is the best reachable: deny the prize
    return None


def melee_outcome(waiting: list[Any], mover: list[Any], stake: int, late: bool) -> float:
    """Play a melee out with both sides following SD-14.5; ``mover`` moves first.

    Each side is ``[values ascending, hand size, total, last value or None]`` (copied, not
    changed). Returns 1 if ``waiting`` wins, 0.5 on a tie, 0 if ``mover`` wins (SD-14.2).
    """
    return _outcome(tuple(waiting[0]), waiting[1], waiting[2], waiting[3],
                    tuple(mover[0]), mover[1], mover[2], mover[3], stake, late)


def _outcome(w_values: tuple[int, ...], w_size: int, w_total: int, w_last: int | None,
             m_values: tuple[int, ...], m_size: int, m_total: int, m_last: int | None,
             stake: int, late: bool) -> float:
    """:func:`melee_outcome` over plain values, with :func:`melee_move` written inline (the
    rollout policy plays a melee out at most steps of a search): the side to move is
    ``me``, the other ``them``, and they swap after each card laid."""
    me_values, me_size, me_total, me_last = m_values, m_size, m_total, m_last
    them_values, them_size, them_total, them_last = w_values, w_size, w_total, w_last
    mover_to_move = True
    while True:
        minimum = me_last or 1  # SD-6.9, as min_legal_value
        if them_total - me_total > minimum:
            minimum = them_total - me_total
        i = bisect_left(me_values, minimum)
        if i == len(me_values):
            value = None
        else:
            value = me_values[i]
            factor = 0.6 if me_size >= 5 else 0.9 if me_size >= 3 else 1.2  # cost_factor
            if not (late or stake >= minimum * factor
                    or (me_values[-1] + me_total == them_total and stake >= TIE_STAKE)):
                value = None
        if value is None:
            if me_total == them_total:
                return 0.5
            return 1.0 if mover_to_move else 0.0
        me_values = me_values[:i] + me_values[i + 1:]
        me_size -= 1
        me_total += value
        me_last = value
        me_values, me_size, me_total, me_last, them_values, them_size, them_total, them_last = (
            them_values, them_size, them_total, them_last, me_values, me_size, me_total, me_last)
        mover_to_move = not mover_to_move


def outlaws_sorted(cards: Sequence[str]) -> list[str]:
    """The outlaws among ``cards`` from the lowest to the highest value."""
    return sorted((c for c in cards if c in OUTLAW), key=DISPLAY_ORDER.__getitem__)


def ransoms_best_first(cards: Sequence[str]) -> list[str]:
    """SD-14.6: Queens and Kings before Pages and Knights."""
    return sorted((c for c in cards if c in RANSOM), key=lambda c: (-GOLD[c], DISPLAY_ORDER[c]))


HandFacts = tuple[tuple[str, ...], tuple[int, ...], str | None]
_FACTS: dict[int, HandFacts] = {}


def _facts_of(key: int) -> HandFacts:
    seat, bits = key >> 28, key & (SEAT_BIT - 1)
    outlaws = cards_of(bits & OUTLAW_BITS, seat)  # the bits run in display order
    best = bits & HIGH_RANSOM_BITS or bits & RANSOM_BITS  # Queens and Kings first (SD-14.6)
    return (outlaws, tuple(map(COMBAT.__getitem__, outlaws)),
            CARD_OF_BIT[seat][best & -best] if best else None)


def hand_facts(key: int) -> HandFacts:
    """What the policy reads off a hand, given as ``bits | seat * SEAT_BIT`` (its bits are
    ``State.hand_bits[seat]``): its outlaws from the lowest, their values, and its best
    ransom (None without one). Worked out once per set of cards (:func:`.facts.memo`)."""
    return memo(_FACTS, key, _facts_of)


def opening_card(outlaws: Sequence[str], gold: int) -> str:
    """SD-14.4: lowest on cheap travellers, second-highest on rich ones, else the median.

    ``outlaws`` is sorted by value; the median of an even count is the lower one.
    """
    if gold <= CHEAP:
        return outlaws[0]
    if gold >= RICH:
        return outlaws[-2] if len(outlaws) >= 2 else outlaws[-1]
    return outlaws[(len(outlaws) - 1) // 2]


def should_pass(gold: int, p_win: float, passes_left: int, fool_ahead: bool) -> bool:
    """SD-14.3 for a traveller other than the Fool."""
    if passes_left <= 0 or gold < PASS_WORTH or p_win >= PASS_BELOW:
        return False
    return not (passes_left == 1 and fool_ahead)


def sell_choice(spoils: Sequence[str], remaining: Sequence[str], deck_size: int) -> str | None:
    """SD-14.7: the lowest traveller in spoils, if the remaining travellers hold at least 3
    times its gold, and never in the last 2 turns (2 or fewer travellers left)."""
    travellers = sorted((c for c in spoils if c in TRAVELLER), key=GOLD.__getitem__)
    if not travellers or deck_size <= 2:
        return None
    lowest = travellers[0]
    left = sum(GOLD[c] for c in remaining)
    return lowest if left >= SELL_FACTOR * GOLD[lowest] else None


def _pick(legal: Sequence[Command], wanted: Command) -> Command:
    return wanted if wanted in legal else legal[0]


# --- the heuristic bot ("Normal") ---------------------------------------------------------------

class HeuristicBot:
    """SD-14.1 – SD-14.7: estimates the opponent's hand by sampling it from the unseen pool."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.seat = seat
        self.rng = SeededRng(seed)

    def choose(self, view: ShowdownView, legal: Sequence[Command]) -> Command:
        if len(legal) == 1:
            return legal[0]
        if view.phase == Phase.SELL:
            sold = sell_choice(view.spoils[view.seat], view.travellers_remaining,
                               view.traveller_deck_size)
            return _pick(legal, Sell(view.seat, sold) if sold else SkipSell(view.seat))
        if view.phase == Phase.DECIDE:
            return self._decide(view, legal)
        return self._melee(view, legal)

    # --- SD-14.1: sampled opponent hands ----------------------------------------------------

    def _sample_hands(self, view: ShowdownView) -> list[list[int]]:
        """About 30 hands the opponent may hold, as ascending outlaw values."""
        pool = [COMBAT[c] for c in opponent_pool(view)]  # ransoms count 0: never legal
        size = min(view.hand_sizes[1 - view.seat], len(pool))
        hands = []
        for _ in range(SAMPLES):
            hand = sorted(v for v in self.rng.sample(pool, size) if v)
            hands.append(hand)
        return hands

    def _p_win(self, view: ShowdownView, hands: list[list[int]], mine: list[Any],
               theirs_total: int, theirs_last: int | None, stake: int) -> float:
        """SD-14.2: the share of sampled melees won (ties half), the opponent to move."""
        late = view.traveller_deck_size <= LATE_DECK
        size = view.hand_sizes[1 - view.seat]
        won = 0.0
        for hand in hands:
            won += melee_outcome(mine, [hand, size, theirs_total, theirs_last], stake, late)
        return won / len(hands)

    def _after(self, view: ShowdownView, outlaw: str) -> list[Any]:
        """The bot's side of the melee after laying ``outlaw``."""
        me = view.seat
        values = sorted(COMBAT[c] for c in view.hand if c in OUTLAW and c != outlaw)
        total = view.totals[me] + COMBAT[outlaw]
        return [values, len(view.hand) - 1, total, COMBAT[outlaw]]

    def _ransom(self, view: ShowdownView, hands: list[list[int]] | None, outlaw: str) -> str | None:
        """SD-14.6: attach the best ransom to a locking move, or when the win looks sure."""
        ransoms = ransoms_best_first(view.hand)
        if not ransoms:
            return None
        if hands is None:
            hands = self._sample_hands(view)
        other = 1 - view.seat
        mine = self._after(view, outlaw)
        mine[1] -= 1  # the ransom leaves the hand too
        other_last = view.melee[other][-1][0] if view.melee[other] else None
        last = COMBAT[other_last] if other_last else None
        need = min_legal_value(last, view.totals[other], mine[2])
        if mine[2] > view.totals[other] and all(not hand or hand[-1] < need for hand in hands):
            return ransoms[0]  # locking: no sampled hand can answer, so the bot wins
        bar = RANSOM_LATE if view.traveller_deck_size <= 2 else RANSOM_SURE
        for ransom in dict.fromkeys((ransoms[0], ransoms[-1])):  # the best, then the cheapest
            stake = view.stake + GOLD[ransom]
            if self._p_win(view, hands, mine, view.totals[other], last, stake) > bar:
                return ransom
        return None

    # --- SD-14.3 / SD-14.4: pass or rob ----------------------------------------------------

    def _decide(self, view: ShowdownView, legal: Sequence[Command]) -> Command:
        seat = view.seat
        if view.active_traveller == FOOL:
            return _pick(legal, Pass(seat) if Pass(seat) in legal else TakeFool(seat))
        outlaws = outlaws_sorted(view.hand)
        gold = GOLD[view.active_traveller or FOOL]
        opening = opening_card(outlaws, gold)
        hands = None
        if Pass(seat) in legal:
            hands = self._sample_hands(view)
            p_win = self._p_win(view, hands, self._after(view, opening), 0, None, gold)
            if should_pass(gold, p_win, view.passes_left[seat], FOOL in view.travellers_remaining):
                return Pass(seat)
        return _pick(legal, Rob(seat, opening, self._ransom(view, hands, opening)))

    # --- SD-14.5 / SD-14.6: lay or withdraw ------------------------------------------------

    def _melee(self, view: ShowdownView, legal: Sequence[Command]) -> Command:
        seat, other = view.seat, 1 - view.seat
        outlaws = outlaws_sorted(view.hand)
        values = [COMBAT[c] for c in outlaws]
        last = COMBAT[view.melee[seat][-1][0]] if view.melee[seat] else None
        value = melee_move(values, len(view.hand), view.totals[seat], last, view.totals[other],
                           view.stake, view.traveller_deck_size <= LATE_DECK)
        if value is None:
            return _pick(legal, Withdraw(seat))
        outlaw = outlaws[values.index(value)]
        ransom = self._ransom(view, None, outlaw)
        return _pick(legal, Lay(seat, outlaw, ransom))


# --- the easy bot -------------------------------------------------------------------------

class EasyBot:
    """SD-14.8: uniform among the legal commands, but never lays an outlaw worth more than
    the stake in a melee (it withdraws, or picks among the cheaper cards, instead)."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.seat = seat
        self.rng = SeededRng(seed)

    def choose(self, view: ShowdownView, legal: Sequence[Command]) -> Command:
        options = [c for c in legal
                   if not (isinstance(c, Lay) and COMBAT[c.outlaw] > view.stake)]
        return self.rng.choice(options or list(legal))


# --- the rollout policy for tree search (SD-14.12) ----------------------------------------------

def rollout_choice(state: State, legal: Sequence[Command], rng: SeededRng) -> Command:
    """The heuristic policy on a full (sampled) state, cheap enough for search rollouts.

    The same rules as :class:`HeuristicBot` (SD-14.3 – SD-14.7), but the "sampled hands"
    are the one opponent hand of the given state (a search determinises before it rolls
    out), so ``p_win`` is 0, ½ or 1 from a single playout, computed only when a pass or a
    ransom depends on it. The command is built from the state's own cards and the legality
    rules, so it is legal by construction (``legal`` is only used when it has one entry; the
    search's rollouts pass none, ``SPEC.rollout_needs_legal``, and the command built is then
    that one entry too: checked in ``tests/games/showdown/test_bots.py``).
    ``rng`` is accepted for the rollout protocol; the policy itself is deterministic.
    What it reads off a hand comes from :func:`hand_facts`, worked out once per hand.
    """
    if len(legal) == 1:
        return legal[0]
    seat = state.mover
    hand = state.hands[seat]
    phase = state.phase
    deck_size = len(state.traveller_deck)
    if phase is Phase.SELL:
        sold = sell_choice(state.spoils[seat], state.traveller_deck, deck_size)
        return Sell(seat, sold) if sold else SKIP_SELL[seat]
    traveller = state.active_traveller or FOOL
    if traveller == FOOL:  # SD-14.3
        return PASS[seat] if state.passes_left[seat] > 0 else TAKE_FOOL[seat]
    late = deck_size <= LATE_DECK
    key = state.hand_bits[seat] | SEAT_BIT * seat
    facts = _FACTS.get(key)
    outlaws, values, best_ransom = hand_facts(key) if facts is None else facts
    if phase is Phase.DECIDE:
        gold = GOLD[traveller]
        outlaw = opening_card(outlaws, gold)
        may_pass = state.passes_left[seat] > 0 and gold >= PASS_WORTH
        if may_pass or best_ransom is not None:
            p_win = _playout(state, values, values.index(COMBAT[outlaw]), 0, None, gold, late)
            if may_pass and should_pass(gold, p_win, state.passes_left[seat],
                                        FOOL in state.traveller_deck):
                return PASS[seat]
            if best_ransom is not None:
                ransom = best_ransom if p_win > _ransom_bar(deck_size) else None
                return CARD_COMMANDS[Rob, seat, outlaw, ransom]
        return CARD_COMMANDS[Rob, seat, outlaw, None]
    # SD-14.5 as melee_move, written out: the lowest legal outlaw, or withdraw
    totals = state.totals
    total, their_total = totals[seat], totals[1 - seat]
    stake = GOLD[traveller] + state.ransom_gold
    row = state.melee[seat]
    minimum = COMBAT[row[-1][0]] if row else 1  # SD-6.9
    if their_total - total > minimum:
        minimum = their_total - total
    i = bisect_left(values, minimum)
    if i == len(values):
        return WITHDRAW[seat]
    size = len(hand)  # cost_factor(size), written out
    if not (late or stake >= minimum * (0.6 if size >= 5 else 0.9 if size >= 3 else 1.2)
            or (values[-1] + total == their_total and stake >= TIE_STAKE)):
        return WITHDRAW[seat]
    outlaw = outlaws[i]
    ransom = None
    if best_ransom is not None:
        theirs = state.melee[1 - seat]
        p_win = _playout(state, values, i, total, COMBAT[theirs[-1][0]] if theirs else None,
                         stake, late)
        ransom = best_ransom if p_win > (RANSOM_LATE if deck_size <= 2 else RANSOM_SURE) else None
    return CARD_COMMANDS[Lay, seat, outlaw, ransom]


def _playout(state: State, values: tuple[int, ...], i: int, total: int,
             their_last: int | None, stake: int, late: bool) -> float:
    """The mover's result after laying an outlaw worth ``values[i]`` (``values``: the
    mover's outlaw values, ascending), against the opponent's actual hand."""
    seat = state.mover
    other = 1 - seat
    value = values[i]
    key = state.hand_bits[other] | SEAT_BIT * other
    facts = _FACTS.get(key)
    their_values = (hand_facts(key) if facts is None else facts)[1]
    return _outcome(values[:i] + values[i + 1:], len(state.hands[seat]) - 1, total + value, value,
                    their_values, len(state.hands[other]), state.totals[other], their_last,
                    stake, late)


def _ransom_bar(deck_size: int) -> float:
    """SD-14.6: how sure of the win the policy must be to attach a ransom."""
    return RANSOM_LATE if deck_size <= 2 else RANSOM_SURE
