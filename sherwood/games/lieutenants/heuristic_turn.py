"""The active seat's decisions (LT-14.2, LT-14.3, LT-14.6, LT-14.7): take or act, the target,
the offer bought, the card taken in a Robbery or Raid, the ambush card kept, and the
delivery. Each reads :class:`~.heuristic_facts.Facts` and the legal commands only.

Where LT-14 gives a formula, the constants below are its numbers; where it is silent they
are ours (each says so), tuned with ``bench/bench_lieutenants.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.lieutenants.content import ACTION, PAYING
from sherwood.games.lieutenants.heuristic_facts import Facts, ambush_objects, ambush_seat
from sherwood.games.lieutenants.heuristic_value import (
    INDEX,
    NE,
    VP,
    add,
    counts,
    expected_best,
    gain,
    loss,
    mean_gain,
    obj,
    potential,
)

LEADER_BONUS = 3.0     # LT-14.3: the score leader is the preferred target (ours: how much)
AVOID = 1.0            # LT-14.3: avoid a rival known to hold a necklace (ours: how much; a
                       # defended attack does hand over the necklace, which the value counts)
RAID_INFO = 0.5        # LT-14.2: a Raid shows the whole hand to everyone (ours: how much)
BUY_SHARE = 0.3        # LT-14.2: Buy = 0.3 x the average card value
EXCHANGE_CARDS = 1.5   # ours: an Exchange offer holds 1 or 2 cards, say 1.5 of Buy's junk
GOLD_COST = 4.5        # LT-14.2: 0.5 x 9 for the gold laid under an ambush
AMBUSH_PRIZE = 11.0    # ours: value denied + card gained when an ambush fires (about
                       # two thirds of a set denied, plus a card)
QUALIFY = 0.25         # ours: the chance that one rival delivery is one an ambush fires at
DENY = 0.5             # ours: a card taken from a rival counts half its worth to them
HANDOUT = 1.0          # LT-14.6: a delivery leaving the hand small enough for a free card
TIE = 0.01             # ours: the hand left after a delivery, to part equal VP
RIVAL = 1.0            # LT-14.2: the paying card's worth to its new owner counts in full

def best(options: Sequence[Command], score: Callable[[Any], Any],
         rng: SeededRng) -> Command:
    """The option with the highest ``score``; exact ties by the bot's own ``rng``."""
    scored = [(score(c), c) for c in options]
    top = max(s for s, _ in scored)
    ties = [c for s, c in scored if s == top]
    return ties[0] if len(ties) == 1 else rng.choice(ties)


# --- take or act (LT-14.2) --------------------------------------------------------------------

def attack_value(f: Facts, target: int, action: str) -> float:
    """LT-14.2: what a Theft, Robbery or Raid on ``target`` is worth to this seat: the card
    gained (or the necklace, if they defend: LT-5.6.3), less the paying card's worth to the
    target, plus the leader's bonus of LT-14.3."""
    worth = f.worth
    known = counts(f.known[target])
    size = f.sizes[target]
    unknown = max(0, size - sum(known))
    if action == "theft":  # a random card of the hand
        total = sum(worth[o] * known[o] for o in range(7))
        total += unknown * sum(q * w for q, w in zip(f.p, worth, strict=True))
        got = total / size if size else 0.0
    else:  # Robbery, Raid: the best card of the hand
        floor = max((worth[o] for o in range(7) if known[o]), default=-1e9)
        got = expected_best(worth, f.p, unknown, floor) if unknown else floor
        if action == "raid":
            got += RAID_INFO
    safe = f.no_necklace(target)
    value = safe * got + (1.0 - safe) * worth[NE]
    value -= RIVAL * f.rival_gain(target, INDEX[PAYING[action]])
    if f.leads(target):
        value += LEADER_BONUS
    if safe == 0.0:
        value -= AVOID
    return value


def targets(f: Facts) -> list[int]:
    """The rivals with a card in hand (LT-4.4)."""
    return [t for t in f.rivals if f.sizes[t] > 0]


def best_target(f: Facts, action: str) -> tuple[float, int] | None:
    """LT-14.3: the best target and its value; ties to the bigger hand."""
    found = [(attack_value(f, t, action), f.sizes[t], t) for t in targets(f)]
    if not found:
        return None
    value, _, target = max(found, key=lambda x: (x[0], x[1], -f.rivals.index(x[2])))
    return value, target


def offer_value(f: Facts, action: str) -> float:
    """LT-14.2: Buy = 0.3 x the average card value; Exchange = the likely best offer of 1-2
    such cards; less the paying card's worth to the average rival who could sell."""
    sellers = targets(f)
    if not sellers:
        return -1e9
    paying = INDEX[PAYING[action]]
    junk = BUY_SHARE * mean_gain(f.mine, f.p, f.my_missions)
    if action == "exchange":
        junk *= EXCHANGE_CARDS
    return junk - RIVAL * sum(f.rival_gain(t, paying) for t in sellers) / len(sellers)


def ambush_value(f: Facts) -> float:
    """LT-14.2: P(fires before the end) x (value denied + card gained) - 0.5 x 9. The chance
    comes from the rivals' deliveries left, shared among this seat's ambush sets."""
    if f.ambush_deck <= 0:
        return -1e9
    others = f.deliveries_left * (f.seats - 1) / f.seats
    if f.missions_left <= 2:
        others = min(others, 4.0 * f.missions_left)
    share = QUALIFY / (1 + len(f.own_ambushes))
    fires = 1.0 - (1.0 - share) ** others
    return fires * AMBUSH_PRIZE - GOLD_COST


def action_value(f: Facts, action: str) -> float:
    """The value of performing ``action`` (LT-14.2)."""
    if action in ("theft", "robbery", "raid"):
        found = best_target(f, action)
        return -1e9 if found is None else found[0]
    if action in ("buy", "exchange"):
        return offer_value(f, action)
    if action == "ambush":
        return ambush_value(f)
    return -1e9  # defence is never an own-turn action (LT-4.4)


def take_or_act(f: Facts, card: str, legal: Sequence[Any]) -> Command:
    """LT-14.2: act when the action is worth more than the card's marginal value in hand."""
    by_kind = {c.kind: c for c in legal}
    if "act" not in by_kind:
        return by_kind["take"]
    take = f.worth[obj(card)]
    act = action_value(f, ACTION[card[:2]])
    return by_kind["act"] if act > take else by_kind["take"]


def choose_target(f: Facts, action: str, legal: Sequence[Any], rng: SeededRng) -> Command:
    """LT-14.3: the target :func:`attack_value` prefers; ties to the bigger hand."""
    return best(legal, lambda c: (round(attack_value(f, c.target, action), 9),
                                  f.sizes[c.target]), rng)


# --- offers and cards taken -------------------------------------------------------------------

def choose_offer(f: Facts, action: str, legal: Sequence[Any], rng: SeededRng) -> Command:
    """LT-5.1.2, LT-5.7.2: the offer worth most to this seat, less the paying card's worth to
    the offerer."""
    paying = INDEX[PAYING[action]]
    base = potential(f.mine, f.my_missions)

    def score(c: Any) -> float:
        cards = (f.offers[c.offerer] if f.offers else None) or ()
        hand = f.mine
        for card in cards:
            hand = add(hand, obj(card))
        return round(potential(hand, f.my_missions) - base - f.rival_gain(c.offerer, paying), 9)

    return best(legal, score, rng)


def choose_card(f: Facts, target: int, legal: Sequence[Any], rng: SeededRng) -> Command:
    """Robbery, Raid: the card worth most to this seat plus half its worth to the target."""
    theirs = counts(f.known[target])
    missions = f.open_missions(target)

    def score(c: Any) -> tuple[float, int]:
        o = obj(c.card)
        return (round(gain(f.mine, o, f.my_missions) + DENY * loss(theirs, o, missions), 9), VP[o])

    return best(legal, score, rng)


def choose_ambush(f: Facts, legal: Sequence[Any]) -> Command:
    """LT-14.7: the colour card of the current leader (never this seat's own), otherwise the
    object card showing the higher-VP objects, otherwise the colour of the higher score."""
    leader = f.leader()

    def score(c: Any) -> tuple[int, int, int]:
        objects = ambush_objects(c.card)
        if objects:
            return (1, sum(VP[INDEX[o]] for o in objects), 0)
        seat = ambush_seat(c.card, f.colours)
        if seat == leader:
            return (2, 0, 0)
        if seat is None or seat == f.seat:  # a colour nobody plays never fires
            return (-1, 0, 0)
        return (0, f.scores[seat], -f.rivals.index(seat))

    return max(legal, key=score)


# --- delivery (LT-14.6) -----------------------------------------------------------------------

def delivery_score(f: Facts, c: Any) -> float:
    """LT-14.6: the delivery's VP; a 4th card of a set when a rival has an ambush set and the
    card is worth less than half the object's VP in hand; a hand left at or below the
    sheriff's next number; and (to part equal VP) what the hand keeps."""
    cards = c.cards
    left = f.mine
    for card in cards:
        left = add(left, obj(card), -1)
    if c.kind == "deliver_mission":
        vp = float(dict(f.my_missions).get(c.mission, 0))
    else:
        o = obj(cards[0])
        vp = float(VP[o])
        if len(cards) > 3:
            core = add(left, o, len(cards) - 3)  # the hand after a plain delivery of 3
            extra = potential(core, f.my_missions) - potential(left, f.my_missions)
            ambushed = any(f.ambush_sets[t] for t in f.rivals)
            shield = VP[o] / 2 if ambushed else 0.0
            vp += shield - extra if len(cards) == 4 else -extra  # a 5th adds no shield
    number = f.next_number()
    if number is not None and len(f.hand) - len(cards) <= number:
        vp += HANDOUT
    return vp + TIE * potential(left, f.my_missions)


def deliver(f: Facts, legal: Sequence[Any], rng: SeededRng) -> Command:
    """LT-14.6: deliver whenever possible, the option scoring best; else end the turn."""
    options = [c for c in legal if c.kind in ("deliver_set", "deliver_mission")]
    if not options:
        return next(c for c in legal if c.kind == "end_turn")
    return best(options, lambda c: round(delivery_score(f, c), 9), rng)


__all__ = ["action_value", "attack_value", "best", "choose_ambush", "choose_card",
           "choose_offer", "choose_target", "deliver", "take_or_act"]
