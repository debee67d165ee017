"""The cheap Merry Men policy: one quick rule per decision point (MM-14.1).

:func:`rollout_choice` answers any prompt of a full (sampled) state with a few sums and no
search. It serves three callers: the rollouts of the generic ISMCTS bot (as
``SPEC.rollout_policy``), the follow-up decisions inside the heuristic bot's one-ply
evaluation, and the heuristic bot itself for the decisions it settles by rule (discarding
from the hand, robbing the rich). It reads only the deciding seat's own cards and public
parts of the state (see :mod:`.heuristic_value`).
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import Command, SeededRng
from sherwood.games.merry_men.commands import (
    Accept,
    Build,
    Buy,
    ChooseCarriage,
    ChooseDepotSpace,
    ChooseGuard,
    ChoosePrisoners,
    ChooseResource,
    ChooseTokens,
    ChooseWeaponType,
    CommitDice,
    DeclareDone,
    Decline,
    DiscardHand,
    DiscardPassive,
    Donate,
    Done,
    EndTurn,
    Exchange,
    FightAgain,
    JaneFreeBreak,
    Move,
    PayBail,
    PayD,
    PayFine,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    Ransom,
    RerollAll,
    RerollOne,
    Retrieve,
    RobAgain,
    RobContinue,
    RobinReroll,
    RobSkip,
    RobStart,
    RobStop,
    SendMessenger,
    Skip,
    Stop,
    TakeDie,
    TakeFromSheriff,
)
from sherwood.games.merry_men.facts import (
    ACTION_OF,
    CARRIAGE_REWARD,
    CHARACTER,
    CLEAR,
    GATHERING,
    MAIN_GAIN,
    MAIN_ROB,
    MAX_DICE,
    PASSIVE_VP,
    PRICE,
    RESOURCES,
    ROUNDS,
    SET_POINTS,
    TUCK,
    WEAPONS,
    YARD,
    C,
)
from sherwood.games.merry_men.hero_trades import free_purchases
from sherwood.games.merry_men.heuristic_danger import danger_parts, hideout_risks, round_guard_rates
from sherwood.games.merry_men.heuristic_value import SPY_SET, card_quality, dice_need, items_value, res_value
from sherwood.games.merry_men.prompts import (
    BailPrompt,
    BuildPrompt,
    CarriagePrompt,
    CommitPrompt,
    DepotPrompt,
    DiscardHandPrompt,
    DiscardPassivePrompt,
    FightAgainPrompt,
    FinePrompt,
    GuardPrompt,
    HeroPrompt,
    MessengerPrompt,
    PenaltyPrompt,
    PlacePrompt,
    PrisonersPrompt,
    RansomPrompt,
    RerollAllPrompt,
    RerollOnePrompt,
    ResourcePrompt,
    RetrievePrompt,
    RobAgainPrompt,
    RobContinuePrompt,
    RobinPrompt,
    RobStartPrompt,
    SheriffItemPrompt,
    SmithPrompt,
    TakeDiePrompt,
    TokensPrompt,
    VillagePrompt,
    WeaponPrompt,
)
from sherwood.games.merry_men.scoring import passive_points
from sherwood.games.merry_men.state import State

TUCK_GAIN = {c.id: tuple(c.gain.items()) for c in C.friar_tuck_cards.values()}
ROB_SUCCESS = (7 / 8, 3 / 4, 1 / 2)   # MM-4.32 – MM-4.34 with MM-0.9 skill dice
LOOT = 1.5                             # a loot tile, in basic resources (MM-1.28)
PRISON_COST = 5.0                      # spec section 15: the prison costs about 3–6 VP


# --- small helpers --------------------------------------------------------------------------

def pick(legal: Sequence[Command], scores: Sequence[float]) -> Command:
    """The command with the highest score (the first of equals)."""
    best, best_score = legal[0], scores[0]
    for cmd, score in zip(legal, scores, strict=True):
        if score > best_score:
            best, best_score = cmd, score
    return best


def set_points(state: State, seat: int, extra: str | None = None, without: str | None = None) -> int:
    """S4 of ``seat``'s passive pile (MM-8.4), with one card added or taken away."""
    pile = [c for c in state.passive[seat] if c not in SPY_SET]
    if without is not None and without in pile:
        pile.remove(without)
    if extra is not None:
        pile.append(extra)
    return passive_points(pile)


def cheapest_payment(state: State, seat: int, options: Sequence[str]) -> str:
    """The payable resource a seat misses least: the one it holds most of."""
    res = state.res[seat]
    return max(options, key=lambda r: (res[r], r == "pennies"))


def rob_risk_cost(state: State, seat: int) -> float:
    """What a failed robbery of the rich costs: the prison, the fine (spec section 15)."""
    later = ROUNDS - state.round
    return 2.0 + min(later, 3) * 1.2 + res_value(state)


def rob_the_rich(state: State, seat: int, attempt: int) -> bool:
    """Spec section 15: try the next attempt only when its expected gain beats the risk to
    the loot already pending and to the Merry Man."""
    p = ROB_SUCCESS[attempt - 1]
    pending = sum(items_value(state, (("loot", 1),)) for _ in state.loot_pending)
    gain = items_value(state, (("loot", 1),))
    return p * gain - (1 - p) * (pending + rob_risk_cost(state, seat)) > 0


# --- placements ---------------------------------------------------------------------------

class Pile:
    """A seat's passive pile as S4 counts it (MM-8.4): its Merry Men cards and how many of
    each character, to tell what one card more or less is worth (as :func:`set_points`)."""

    __slots__ = ("chars", "pile")

    def __init__(self, state: State, seat: int):
        self.pile = [c for c in state.passive[seat] if c not in SPY_SET]
        chars: dict[str, int] = {}
        for c in self.pile:
            ch = CHARACTER[c]
            chars[ch] = chars.get(ch, 0) + 1
        self.chars = chars

    def added(self, card: str) -> int:
        """S4 gained by putting ``card`` on the passive pile: its VP, and its character's set
        one card larger (as :func:`set_points` with ``extra``, less the pile's own)."""
        n = self.chars.get(CHARACTER[card], 0)
        return PASSIVE_VP[card] + SET_POINTS[n + 1] - SET_POINTS[n]

    def removed(self, card: str) -> int:
        """S4 lost by taking ``card`` off the passive pile (as :func:`set_points` with
        ``without``)."""
        if card not in self.pile:
            return 0
        n = self.chars[CHARACTER[card]]
        return PASSIVE_VP[card] + SET_POINTS[n] - SET_POINTS[n - 1]


class PlaceContext(Pile):
    """What every placement score of one decision shares, worked out once: the passive pile
    (:class:`Pile`), the guard rates of the round, each hideout's risk (memoised). (A card's
    worth and a main area's gain depend only on the round and phase and are kept by
    :mod:`.heuristic_value` itself.)"""

    __slots__ = ("pile_full", "rates", "risk", "seat", "state")

    def __init__(self, state: State, seat: int):
        super().__init__(state, seat)
        self.state, self.seat = state, seat
        self.rates = round_guard_rates(state)
        self.pile_full = len(state.passive[seat]) >= C.limits.passive_pile
        self.risk: dict[str, list[float]] = {}

    def card(self, card: str) -> float:
        return card_quality(self.state, card)

    def hideout_risk(self, loc: str, h: int) -> float:
        risks = self.risk.get(loc)
        if risks is None:
            risks = self.risk[loc] = hideout_risks(self.state, loc, self.rates[loc])
        return risks[h]


def place_scores(ctx: PlaceContext, legal: Sequence[Command]) -> list[float]:
    """A quick worth of each placement (MM-4.10 – MM-4.25, MM-10.5, MM-10.24), in the order
    of ``legal``. What several placements share (a card's part of a passive placement, a main
    area's gain) is worked out once per decision."""
    state = ctx.state
    full = 1.5 if ctx.pile_full else 0.0
    passive: dict[str, tuple[float, float]] = {}  # card -> (its S4 gain, its worth's share)
    mains: dict[str, float] = {}
    from_hand: dict[str, float] = {}  # card -> its worth played actively from the hand
    from_pile: dict[str, float] = {}  # ... from the passive pile, less what the pile loses
    out: list[float] = []
    for cmd in legal:
        kind = type(cmd)
        if kind is Place:
            assert isinstance(cmd, Place)
            card, loc = cmd.card, cmd.location
            if cmd.mode == "passive":
                part = passive.get(card)
                if part is None:
                    part = passive[card] = (ctx.added(card) - full, (card_quality(state, card) - 1.5) * 0.3)
                main = mains.get(loc)
                if main is None:
                    main = mains[loc] = -1.0 if MAIN_ROB[loc] else items_value(state, MAIN_GAIN[loc])
                out.append(part[0] + main - part[1])
                continue
            if cmd.source == "passive":
                quality = from_pile.get(card)
                if quality is None:
                    quality = card_quality(state, card)
                    quality -= ctx.removed(card) + 1.0
                    from_pile[card] = quality
            else:
                quality = from_hand.get(card)
                if quality is None:
                    quality = from_hand[card] = card_quality(state, card)
            if loc in GATHERING:
                out.append(quality - ctx.hideout_risk(loc, cmd.hideout - 1) * 6.0)
            else:
                out.append(quality)
        elif kind is DeclareDone:
            out.append(0.0)
        elif kind is PlaceWithSpy:  # +3 VP back, a guard gone, a main-area effect
            assert isinstance(cmd, PlaceWithSpy)
            out.append(5.0 + (1.0 if cmd.guard == -1 else 0.5 if cmd.guard > 0 else 0.0))
        elif kind is PlaceTuck:
            assert isinstance(cmd, PlaceTuck)
            if cmd.mode == "passive":
                loc_gain = 0.7 if not MAIN_ROB[cmd.location] else -2.0
                out.append(1.0 + loc_gain - 0.9)
            elif cmd.location == YARD:
                out.append(2.0)
            else:
                gain = items_value(state, TUCK_GAIN[cmd.card])
                risk = ctx.hideout_risk(cmd.location, cmd.hideout - 1)
                out.append(gain - 0.9 - risk * 25.0)
        else:
            raise TypeError(f"{cmd!r} is not a placement")
    return out


def place_score(ctx: PlaceContext, cmd: Command) -> float:
    """A quick worth of one placement (see :func:`place_scores`)."""
    return place_scores(ctx, (cmd,))[0]


def place_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    return pick(legal, place_scores(PlaceContext(state, seat), legal))


# --- building -----------------------------------------------------------------------------

def build_score(state: State, cmd: Command, danger: tuple[dict[str, float], float]) -> float:
    """A structure that fights the worse danger, where it helps most; the penny to the
    poorest road (spec section 15)."""
    if not isinstance(cmd, Build):
        return 0.5  # BuildStop: Double Shift's second structure is optional
    roads, track = danger
    s = 3.0
    if cmd.penny_road in roads:
        s += 4.0 * roads[cmd.penny_road] - 0.05 * state.pennies[cmd.penny_road]
    if cmd.structure == "barricade":
        s += 3.0 * roads[cmd.target] + 0.2 * sum(1 for c in state.carriages[cmd.target] if c)
    else:
        free = sum(1 for h in range(state.usable) if not state.guards[cmd.target][h])
        s += 3.0 * track + 0.3 * (3 - free) + 0.2
    return s


def build_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    danger = danger_parts(state)
    return pick(legal, [build_score(state, c, danger) for c in legal])


# --- the hero phase -----------------------------------------------------------------------

def _move_score(state: State, seat: int, loc: str, danger: tuple[dict[str, float], float]) -> float:
    action = ACTION_OF[loc]
    roads, track = danger
    if action == "village":
        return 1.5 + 6.0 * track + 0.5 * min(state.track, state.res[seat]["pennies"] // 2)
    if action == "rob_carriages":
        best = 0.0
        for c in state.carriages[loc]:
            if c is not None:
                best = max(best, items_value(state, CARRIAGE_REWARD[c]))
        bars = state.barricades[loc].count(seat) * 2
        return 1.6 + best + bars + 6.0 * roads[loc] - 1.2
    if action == "fight":
        guards = sum(state.guards[loc][:state.usable])
        rescue = sum(1 for h in range(state.usable) if state.guards[loc][h]
                     and state.occupant[loc][h] not in (None, -2))
        clear = items_value(state, CLEAR[loc]) if guards == 1 else 0.0
        full = 1.0 if guards >= state.usable else 0.0
        return 1.2 + clear * 0.67 + rescue * 3.0 + full * 3.0 * track + 0.5
    if action == "prison_break":
        own = [lv for f, lv in state.prison if f == seat]
        tuck = [lv for f, lv in state.prison if f == TUCK]
        others = [lv for f, lv in state.prison if f != seat and f != TUCK]
        return (3.0 * len(own) + 2.0 * len(others) + 30.0 * len(tuck)
                + max(own, default=0) * 1.5 - 1.5)
    if action == "archery":
        return 0.9 + 0.1 * state.pot
    if action == "weaponsmith":
        need = dice_need(state, seat)
        short = sum(max(0, need[w] - state.dice[seat][w]) for w in WEAPONS)
        room = MAX_DICE - state.dice_held(seat)
        free = min(free_purchases(state, seat), room)  # MM-9.6: Little John's free dice
        if free:
            return 0.6 + 1.2 * free + 0.4 * min(short, 2)
        return 0.3 + 0.4 * min(short, 2) if room > 0 else 0.1
    return 0.0


def hero_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    danger = danger_parts(state)
    scores = []
    for cmd in legal:
        if isinstance(cmd, Move):
            scores.append(_move_score(state, seat, cmd.location, danger))
        elif isinstance(cmd, JaneFreeBreak):
            scores.append(_move_score(state, seat, "prison", danger) + 1.0)
        else:  # EndTurn
            scores.append(0.0)
    return pick(legal, scores)


def weapon_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    """The type the seat needs most (quests, carriages, guards), else the most plentiful."""
    need = dice_need(state, seat)
    return pick(legal, [need[c.weapon] - state.dice[seat][c.weapon] + 0.01 * state.armory[c.weapon]
                        for c in legal if isinstance(c, ChooseWeaponType | TakeDie)])


def smith_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    need = dice_need(state, seat)
    dice = state.dice[seat]
    scores = []
    for cmd in legal:
        if isinstance(cmd, Buy):
            short = need[cmd.weapon] - dice[cmd.weapon]
            price = 0 if cmd.free else sum(n for _, n in PRICE[cmd.weapon])
            scores.append(1.0 + 0.8 * min(short, 2) - 0.55 * price)
        elif isinstance(cmd, Exchange):
            give, take = cmd.give, cmd.take
            surplus = dice[give] - need[give]
            short = need[take] - dice[take]
            scores.append(0.5 if surplus > 0 and short > 0 else -1.0)
        else:
            scores.append(0.0)
    return pick(legal, scores)


def prisoners_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    scores = []
    for cmd in legal:
        assert isinstance(cmd, ChoosePrisoners)
        s = 0.0
        for fig, lv in cmd.figures:
            if fig == TUCK:
                s += 50.0
            elif fig == seat:
                s += 3.0 + 2.0 * lv
            else:
                s += C.prison_levels[lv - 1].vp or 0
            s += 0.3 * lv
        scores.append(s)
    return pick(legal, scores)


def ransom_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    """Spec section 15: return guards when the tile's reward is worth more than 1 VP."""
    tile = C.ransom[state.ransom_face] if state.ransom_face else None
    if tile is None:
        return legal[0]
    worth = items_value(state, tuple(tile.reward.items()))
    if tile.choice == "basic_resource":
        worth += res_value(state)
    if state.phase == "end" and state.round >= ROUNDS:
        worth = sum(n for k, n in tile.reward.items() if k == "vp") + 0.34 * sum(
            n for k, n in tile.reward.items() if k in RESOURCES)
    ransoms = [c for c in legal if isinstance(c, Ransom)]
    best = max(ransoms, key=lambda c: c.count)
    return best if worth > 1.0 else min(ransoms, key=lambda c: c.count)


def discard_hand_choice(state: State, seat: int, legal: Sequence[Command]) -> Command:
    """MM-7.11: throw away the cards worth clearly less than an average draw."""
    hand = state.hands[seat]
    bad = tuple(c for c in hand if card_quality(state, c) < 1.6)
    for cmd in legal:
        assert isinstance(cmd, DiscardHand)
        if sorted(cmd.cards) == sorted(bad):
            return cmd
    return legal[0]


# --- the whole policy -------------------------------------------------------------------------

def rollout_choice(state: State, legal: Sequence[Command], rng: SeededRng) -> Command:
    """A quick answer to ``state.prompt`` from ``legal`` (see the module docstring).

    The policy is deterministic; ``rng`` is accepted for the rollout protocol.
    """
    if len(legal) == 1:
        return legal[0]
    prompt = state.prompt
    assert prompt is not None
    kind, seat = type(prompt), prompt.seat
    if kind is PlacePrompt:
        return place_choice(state, seat, legal)
    if kind is HeroPrompt:
        return hero_choice(state, seat, legal)
    if kind in (WeaponPrompt, TakeDiePrompt):
        return weapon_choice(state, seat, legal)
    if kind is BuildPrompt:
        return build_choice(state, seat, legal)
    if kind is MessengerPrompt:
        return pick(legal, [C.quests[c.quest].vp - 0.1 * bool(c.substitute)
                            for c in legal if isinstance(c, SendMessenger)])
    if kind in (RobStartPrompt, RobContinuePrompt):
        attempt = state.ctx["rob"]["attempt"] + (kind is RobContinuePrompt)
        go = rob_the_rich(state, seat, attempt)
        if kind is RobStartPrompt:
            return RobStart(seat) if go else RobSkip(seat)
        return RobContinue(seat) if go else RobStop(seat)
    if kind in (FinePrompt, BailPrompt):
        payments = [c for c in legal if isinstance(c, PayFine | PayBail)]
        resources = [c.resource for c in payments]
        choice = cheapest_payment(state, seat, resources)
        return payments[resources.index(choice)]
    if kind is ResourcePrompt:
        res = state.res[seat]
        return pick(legal, [-res[c.resource] for c in legal if isinstance(c, ChooseResource)])
    if kind is DiscardPassivePrompt:  # the card whose loss costs the fewest S4 points
        pile = Pile(state, seat)
        return pick(legal, [-pile.removed(c.card) for c in legal if isinstance(c, DiscardPassive)])
    if kind is PenaltyPrompt:
        valuable = state.heroes[seat] in ("little_john", "will_scarlet", "jane_fortune")
        if state.res[seat]["distraction"] >= (1 if valuable else 3) and state.round < ROUNDS:
            return PayD(seat)
        return Decline(seat)
    if kind is CarriagePrompt:  # the carriage nearest the Castle, then the richest
        road = state.ctx["move"]["road"]
        row = state.carriages[road]
        return pick(legal, [row.index(c.carriage) * 2 + items_value(state, CARRIAGE_REWARD[c.carriage])
                            for c in legal if isinstance(c, ChooseCarriage)])
    if kind is CommitPrompt:  # the fewest dice: each die succeeds 2/3 of the time (MM-0.9)
        commits = [c for c in legal if isinstance(c, CommitDice)]
        counts = [c.count for c in commits]
        least = min(counts)
        want = least + (1 if state.res[seat]["distraction"] == 0 and least == 1 and max(counts) > 1 else 0)
        return next(c for c in commits if c.count == want)
    if kind is RerollAllPrompt:
        return RerollAll(seat) if state.res[seat]["distraction"] > 0 else Accept(seat)
    if kind is RerollOnePrompt:
        return next((c for c in legal if isinstance(c, RerollOne)), Accept(seat))
    if kind is RobinPrompt:
        return next((c for c in legal if isinstance(c, RobinReroll)), Skip(seat))
    if kind is DepotPrompt:  # MM-6.17: the flat carriage on the dearest space keeps arrivals off it
        return max((c for c in legal if isinstance(c, ChooseDepotSpace)), key=lambda c: c.space)
    if kind is RobAgainPrompt:
        return next((c for c in legal if isinstance(c, RobAgain)), Stop(seat))
    if kind is FightAgainPrompt:
        return next((c for c in legal if isinstance(c, FightAgain)), Stop(seat))
    if kind is GuardPrompt:  # a guard over an arrested figure first, then the top one
        loc = state.ctx["move"]["loc"]
        return pick(legal, [10.0 * (state.occupant[loc][c.hideout - 1] not in (None, -2)) + c.hideout
                            for c in legal if isinstance(c, ChooseGuard)])
    if kind is TokensPrompt:
        need = max((lv for _, lv in state.prison), default=1)
        want = min(3, max(c.tokens for c in legal if isinstance(c, ChooseTokens)), need + 1)
        return next(c for c in legal if isinstance(c, ChooseTokens) and c.tokens == want)
    if kind is PrisonersPrompt:
        return prisoners_choice(state, seat, legal)
    if kind is SheriffItemPrompt:
        res = state.res[seat]
        return pick(legal, [-res[c.resource] + (c.resource == "distraction")
                            for c in legal if isinstance(c, TakeFromSheriff)])
    if kind is SmithPrompt:
        return smith_choice(state, seat, legal)
    if kind is VillagePrompt:
        return next((c for c in legal if isinstance(c, Donate)), Done(seat))
    if kind is RansomPrompt:
        return ransom_choice(state, seat, legal)
    if kind is DiscardHandPrompt:
        return discard_hand_choice(state, seat, legal)
    if kind is RetrievePrompt:  # the one nearest the gallows
        return max((c for c in legal if isinstance(c, Retrieve)), key=lambda c: c.level)
    keen = [c for c in legal if not isinstance(c, DeclareDone | EndTurn)]
    return (keen or list(legal))[0]

