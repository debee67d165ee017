"""Settlers' heuristic bot, "Normal": the spec's bot notes for the standard game, rule by rule.

:class:`HeuristicBot` is made as ``HeuristicBot(spec, seat, seed)`` and decides with
``choose(view, legal)`` from its seat's view alone; its only chance (breaking exact ties)
comes from its own :class:`~sherwood.engine.SeededRng`. What is being decided is read off
the legal commands (the prompt's answers); each decision has one method below:

- setup: the settlement of the highest placement value (pips, distinct resources,
  harbours; the second one completing the first, brick and lumber weighted up), and the
  road toward the best spot two edges on (:mod:`.heuristic_board`);
- before the roll: a Knight when the robber sits on the bot's hex or it secures Largest
  Army, else roll;
- the turn (SR-B-4.2): whatever wins now; a city; a settlement on the best spot; the
  turn's development card (Knight as above, Monopoly on 4 or more estimated cards, Year of
  Plenty or Road Building when they complete a build or reach a spot); a maritime trade
  or a one-for-one offer that completes a city or settlement; a development card (unless
  it spends the last cards a city or settlement lacks); a road toward the best open
  vertex within 2 edges or for Longest Road; a trade that completes those; with more than
  7 cards, spend or trade them down; end turn;
- the seven: discard from the most plentiful types, keeping the highest-priority build;
  the robber where it costs the opponents most, weighted toward the leader, never on the
  bot's own hexes if avoidable; rob the leader among those holding cards;
- trade answers: accept only a trade that lets the bot build something better or turns
  its surplus into a type it needs, from a partner under 8 VP (SR-B-7.4, bot notes); trade
  with the accepting seat with the fewest VP.

The same priorities, cheaper and over a full state, are the rollout policy
(:func:`.heuristic_rollout.rollout_choice`, re-exported here).

>>> import sherwood.games
>>> from sherwood.engine import Match
>>> m = Match.start("settlers", 4, seed=3)
>>> bot = HeuristicBot(None, m.active_seat, seed=1)
>>> bot.choose(m.view(m.active_seat), m.legal_commands()).vertex in {"-2,2,N", "-1,1,S", "1,1,N"}
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sherwood.engine import Command, SeededRng
from sherwood.games.settlers import heuristic_sheriff as sheriff
from sherwood.games.settlers.geometry import EDGE_ID, HEX_ID, HEX_VERTICES, VERTEX_HEXES, VERTEX_ID
from sherwood.games.settlers.heuristic_board import (
    CITY,
    DEV_CARD,
    GRAIN,
    ORE,
    RES_INDEX,
    RESOURCES,
    SETTLEMENT,
    road_target,
    vertex_value,
)
from sherwood.games.settlers.heuristic_plan import (
    GOAL_COSTS,
    HAND_LIMIT,
    Facts,
    affordable,
    deficit,
    discard_choice,
    estimated_holdings,
    trade_plan,
)
from sherwood.games.settlers.heuristic_rollout import rollout_choice

__all__ = ["HeuristicBot", "rollout_choice"]

PARTNER_VP_LIMIT = 8
"""Bot notes: never trade with a seat that has this many public VP or more."""
MONOPOLY_MIN = 4
"""Bot notes: play Monopoly when the others hold at least this many of one type."""


Kinds = dict[str, list[Any]]
"""The legal commands grouped by kind."""


def _hex_id(name: str) -> int:
    q, r = name.split(",")
    return HEX_ID[(int(q), int(r))]


def _counts(cards: Sequence[str]) -> list[int]:
    out = [0] * 5
    for c in cards:
        out[RES_INDEX[c]] += 1
    return out


def _cards(counts: Sequence[int]) -> tuple[str, ...]:
    return tuple(RESOURCES[r] for r in range(5) for _ in range(counts[r]))


def _group(legal: Sequence[Command]) -> Kinds:
    out: Kinds = {}
    for c in legal:
        out.setdefault(c.kind, []).append(c)
    return out


class HeuristicBot:
    """"Normal": the bot notes of the standard game (see the module docstring)."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.spec = spec
        self.seat = seat
        self.rng = SeededRng(seed)

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"Settlers: the heuristic bot for seat {self.seat} was asked to choose "
                             "from no legal commands (is the game over?)")
        if len(legal) == 1:
            return legal[0]
        kinds = _group(legal)
        facts = Facts(view, self.seat)
        if facts.solo:  # the Sheriff of the Robin Hood variant (heuristic_sheriff.py)
            kinds = sheriff.safe_kinds(facts, kinds)
        for kind, method in DECISIONS:
            if kind in kinds:
                decide: Callable[[Facts, Kinds, Sequence[Command]], Command] = getattr(self, method)
                return decide(facts, kinds, legal)
        return self.rng.choice(legal)

    # --- ties ------------------------------------------------------------------------------

    def best(self, options: Sequence[Any], score: Any) -> Any:
        """The option of the highest score; exact ties broken by the bot's own generator."""
        scored = [(score(c), c) for c in options]
        top = max(s for s, _ in scored)
        tied = [c for s, c in scored if s >= top - 1e-9]
        return tied[0] if len(tied) == 1 else self.rng.choice(tied)

    # --- setup (SR-B-3.3 to SR-B-3.6) ----------------------------------------------------

    def setup_settlement(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        second = any(f.own_res)  # the second completes the first, brick and lumber weighted up
        options = kinds["place_settlement"]
        if f.solo:
            options = sheriff.setup_options(f, options)
        return self.best(options, lambda c: vertex_value(
            f.t, VERTEX_ID[c.vertex], f.own_res, f.robber, second, second))

    def setup_road(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        return self.best(kinds["place_road"], lambda c: road_target(
            f.t, self.seat, EDGE_ID[c.edge], f.vertex_owner, f.edge_owner, f.own_res, f.robber, True))

    # --- the seven and the robber (SR-B-6) -----------------------------------------------

    def discard(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        options = kinds["discard"]
        count = len(options[0].cards)
        wanted = _cards(discard_choice(f, count))
        for c in options:
            if tuple(c.cards) == wanted:
                return c
        keep = discard_choice(f, count)
        return min(options, key=lambda c: sum(abs(a - b) for a, b in
                                              zip(_counts(c.cards), keep, strict=True)))

    def move_robber(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        options = kinds["move_robber"]
        mine = [c for c in options
                if any(f.vertex_owner[v] == self.seat for v in HEX_VERTICES[_hex_id(c.hex)])]
        pool = [c for c in options if c not in mine] or options
        sizes = f.view.hand_sizes
        top = max(f.public_vp[s] for s in range(f.seats) if s != self.seat) if f.seats > 1 else 0

        def score(c: Any) -> float:
            h = _hex_id(c.hex)
            pips = f.t.hex_pips[h]
            total = 0.0
            victims = 0
            for v in HEX_VERTICES[h]:
                owner = f.vertex_owner[v]
                if owner < 0:
                    continue
                if owner == self.seat:
                    total -= pips * (2 if f.vertex_city[v] else 1) * 2
                    continue
                lead = 1.0 + 0.15 * f.public_vp[owner] + (1.0 if f.public_vp[owner] == top else 0.0)
                total += pips * (2 if f.vertex_city[v] else 1) * lead
                if sizes[owner]:
                    victims = 1
            return total + 0.5 * victims

        return self.best(pool, score)

    def steal_from(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        options = kinds["steal_from"]
        sizes = f.view.hand_sizes
        with_cards = [c for c in options if sizes[c.victim] > 0] or options
        return max(with_cards, key=lambda c: (f.public_vp[c.victim], sizes[c.victim], -c.victim))

    # --- before the roll (SR-B-4.3) -------------------------------------------------------

    def before_roll(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        if f.solo:
            ring = sheriff.ring_before_roll(f, kinds)
            if ring is not None:
                return ring
            if "play_knight" in kinds and sheriff.knight_before_roll(f):
                return kinds["play_knight"][0]
            return kinds["roll"][0]
        if "play_knight" in kinds and self.knight_wanted(f):
            return kinds["play_knight"][0]
        return kinds["roll"][0]

    def knight_wanted(self, f: Facts) -> bool:
        """Bot notes: the robber is on one of the bot's producing hexes, or the Knight
        secures Largest Army (SR-B-10.4)."""
        robber = f.robber
        if f.t.hex_pips[robber] and any(f.vertex_owner[v] == self.seat for v in HEX_VERTICES[robber]):
            return True
        return self.knight_secures_army(f)

    def knight_secures_army(self, f: Facts) -> bool:
        played = f.view.played_knights
        mine = played[self.seat] + 1
        holder = f.view.largest_army
        if holder == self.seat or mine < 3:
            return False
        return holder is None or mine > played[holder]

    # --- the turn (SR-B-4.2, bot notes "Build priority") -----------------------------------

    def turn(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        cities = kinds.get("build_city", [])
        settlements = kinds.get("build_settlement", [])
        roads = kinds.get("build_road", [])
        # 1. Whatever wins now.
        if f.vp + 1 >= f.target and (cities or settlements):
            return self.best_city(f, cities) if cities else self.best_settlement(f, settlements)
        if f.vp + 2 >= f.target:
            if roads and f.view.longest_road != self.seat:
                taking = [c for c in roads if self.takes_longest_road(f, EDGE_ID[c.edge])]
                if taking:
                    return taking[0]
            if "play_knight" in kinds and self.knight_secures_army(f):
                return kinds["play_knight"][0]
        if f.vp + 1 >= f.target:
            for goal in ("city", "settlement"):
                if goal in f.goals():
                    trade = self.maritime_toward(f, kinds, GOAL_COSTS[goal])
                    if trade is not None:
                        return trade
        if f.solo:  # SR-V-9.4: ring Robin in when it wins
            ring = sheriff.ring_move(f, kinds) or sheriff.knight_home(f, kinds) or sheriff.trap_move(f, kinds)
            if ring is not None:
                return ring
        # 2. A city; 3. a settlement on the best legal vertex.
        if cities:
            return self.best_city(f, cities)
        if settlements:
            return self.best_settlement(f, settlements)
        # The turn's development card (bot notes, "Development cards").
        card = self.development_play(f, kinds)
        if card is not None:
            return card
        goals = f.goals()
        for goal in ("city", "settlement"):
            if goal in goals:
                move = self.trade_toward(f, kinds, GOAL_COSTS[goal])
                if move is not None:
                    return move
        # 4. A development card, unless it spends the last cards a city or settlement lacks.
        if "buy_development_card" in kinds and self.dev_card_fits(f, goals):
            return kinds["buy_development_card"][0]
        # 5. A road toward the best open vertex within 2 edges, or for Longest Road.
        if roads:
            road = self.useful_road(f, roads)
            if road is not None:
                return road
        # A trade that completes one of them (bot notes, "Trade").
        for goal in ("dev", "road"):
            if goal in goals:
                move = self.trade_toward(f, kinds, GOAL_COSTS[goal])
                if move is not None:
                    return move
        # 6. Hold 7 cards or fewer at the end of the turn where possible.
        if sum(f.hand) > HAND_LIMIT:
            move = self.spend_down(f, kinds, goals)
            if move is not None:
                return move
        return kinds["end_turn"][0]

    def best_city(self, f: Facts, options: Sequence[Any]) -> Any:
        def score(c: Any) -> float:
            v = VERTEX_ID[c.vertex]
            res = [0] * 5
            for h in VERTEX_HEXES[v]:
                r = f.t.hex_res[h]
                if r >= 0 and h != f.robber:
                    res[r] += f.t.hex_pips[h]
            return sum(res) + 0.01 * (res[ORE] + res[GRAIN])  # pips; ties: what cities cost

        return self.best(options, score)

    def best_settlement(self, f: Facts, options: Sequence[Command]) -> Command:
        return self.best(options, lambda c: vertex_value(
            f.t, VERTEX_ID[c.vertex], f.own_res, f.robber, True, False))

    def takes_longest_road(self, f: Facts, edge: int) -> bool:
        """SR-B-10.3: the road makes the seat's length at least 5 and longer than anyone's."""
        new = f.road_length(edge)
        return new >= 5 and new > f.others_best_length()

    def development_play(self, f: Facts, kinds: Kinds) -> Command | None:
        if f.solo:
            if "play_knight" in kinds and sheriff.knight_for_army(f, self.knight_secures_army(f)):
                return kinds["play_knight"][0]
            card = sheriff.monopoly(f, kinds) if "play_monopoly" in kinds else None
            if card is not None:
                return card
        elif "play_knight" in kinds and self.knight_wanted(f):
            return kinds["play_knight"][0]
        if "play_monopoly" in kinds and not f.solo:
            est = estimated_holdings(f)
            r = max(range(5), key=lambda x: (est[x], -x))
            if est[r] >= MONOPOLY_MIN:
                for c in kinds["play_monopoly"]:
                    if c.resource == RESOURCES[r]:
                        return c
        if "play_year_of_plenty" in kinds:
            card = self.year_of_plenty(f, kinds["play_year_of_plenty"])
            if card is not None:
                return card
        if "play_road_building" in kinds and f.roads_left:
            scores = f.road_scores()
            toward_spot = f.settlements_left and not f.spots and any(v > 0 for v in scores.values())
            length = f.road_length()
            for_road = (f.view.longest_road != self.seat and length + 2 >= 5
                        and length + 2 > f.others_best_length())
            if toward_spot or for_road:
                return kinds["play_road_building"][0]
        return None

    def year_of_plenty(self, f: Facts, options: Sequence[Any]) -> Command | None:
        """Bot notes: Year of Plenty when its two cards complete a build (the highest in
        the priority order); a single missing card is paired with the next goal's need."""
        by_cards = {tuple(c.resources): c for c in options}
        goals = f.goals()
        for i, goal in enumerate(goals):
            cost = GOAL_COSTS[goal]
            missing = [max(0, c - h) for h, c in zip(f.hand, cost, strict=True)]
            if not 1 <= sum(missing) <= 2:
                continue
            if sum(missing) == 1:
                after = [h + m - c for h, m, c in zip(f.hand, missing, cost, strict=True)]
                follow = GOAL_COSTS[goals[i + 1]] if i + 1 < len(goals) else CITY
                extra = max(range(5), key=lambda r: (follow[r] - after[r], -f.own_res[r], -r))
                missing[extra] += 1
            wanted = _cards(missing)
            if wanted in by_cards:
                return by_cards[wanted]
        return None

    def dev_card_fits(self, f: Facts, goals: Sequence[str]) -> bool:
        if sum(f.hand) > HAND_LIMIT or (f.solo and sheriff.danger(f)):
            return True
        after = [h - c for h, c in zip(f.hand, DEV_CARD, strict=True)]
        for goal, cost in (("city", CITY), ("settlement", SETTLEMENT)):
            if goal in goals and deficit(f.hand, cost) <= 1 and deficit(after, cost) > deficit(f.hand, cost):
                return False
        return True

    def useful_road(self, f: Facts, roads: Sequence[Any]) -> Command | None:
        scores = f.road_scores()
        if f.settlements_left and not f.spots:
            best = self.best(roads, lambda c: scores.get(EDGE_ID[c.edge], 0.0))
            if scores.get(EDGE_ID[best.edge], 0.0) > 0:
                return best
        length = f.road_length()
        others = f.others_best_length()
        holder = f.view.longest_road
        if holder == self.seat and others < length - 1:
            return None
        if holder != self.seat and length + 2 < max(5, others + 1):
            return None
        gains = [(f.road_length(EDGE_ID[c.edge]), c) for c in roads]
        top = max(g for g, _ in gains)
        if top <= length:
            return None
        return self.best([c for g, c in gains if g == top], lambda c: scores.get(EDGE_ID[c.edge], 0.0))

    # --- trade (SR-B-7) ---------------------------------------------------------------------

    def maritime_toward(self, f: Facts, kinds: Kinds, cost: Sequence[int]) -> Command | None:
        plan = trade_plan(f.hand, cost, f.ratio, f.bank)
        if not plan:
            return None
        give, get = plan[0]
        for c in kinds.get("maritime_trade", []):
            if c.give == RESOURCES[give] and c.get == RESOURCES[get]:
                return c
        return None

    def trade_toward(self, f: Facts, kinds: Kinds, cost: Sequence[int]) -> Command | None:
        """A maritime trade that completes ``cost``; else one card offered for the single
        card it lacks (SR-B-7.5: the legal list only holds offers the bot may still make)."""
        trade = self.maritime_toward(f, kinds, cost)
        if trade is not None:
            return trade
        if deficit(f.hand, cost) != 1 or "offer_trade" not in kinds:
            return None
        want = next(r for r in range(5) if f.hand[r] < cost[r])
        spare = [g for g in range(5) if g != want and f.hand[g] > cost[g]]
        if not spare:
            return None
        give = max(spare, key=lambda g: (f.hand[g] - cost[g], -g))
        for c in kinds["offer_trade"]:
            if tuple(c.give) == (RESOURCES[give],) and tuple(c.want) == (RESOURCES[want],) and c.to is None:
                return c
        return None

    def spend_down(self, f: Facts, kinds: Kinds, goals: Sequence[str]) -> Command | None:
        """More than 7 cards at the end of the turn: build what is left, else trade the most
        plentiful type at the bank for the type the first goal lacks most (each trade leaves
        fewer cards)."""
        if "buy_development_card" in kinds:
            return kinds["buy_development_card"][0]
        roads = kinds.get("build_road", [])
        if roads:
            scores = f.road_scores()
            return self.best(roads, lambda c: (scores.get(EDGE_ID[c.edge], 0.0)
                                               + f.road_length(EDGE_ID[c.edge])))
        trades = kinds.get("maritime_trade", [])
        if not trades:
            return None
        cost = GOAL_COSTS[goals[0]] if goals else CITY
        keep = [c if affordable(f.hand, cost) else min(h, c) for h, c in zip(f.hand, cost, strict=True)]

        def score(c: Any) -> tuple[int, int, int]:
            g, r = RES_INDEX[c.give], RES_INDEX[c.get]
            return (f.hand[g] - keep[g], cost[r] - f.hand[r], -f.hand[r])

        best = max(trades, key=score)
        g = RES_INDEX[best.give]
        return best if f.hand[g] - keep[g] >= f.ratio[g] else None

    def answer_offer(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        decline = kinds.get("decline_offer", [None])[0]
        accept = kinds.get("accept_offer", [None])[0]
        if accept is None:
            return decline if decline is not None else legal[0]
        if decline is None:
            return accept
        offer = f.view.offer
        return accept if self.offer_good(f, offer) else decline

    def offer_good(self, f: Facts, offer: Any) -> bool:
        """Bot notes, "Trade": accept only if the trade lets the bot build something it could
        not before, or turns surplus into a needed type, and the partner has under 8 VP."""
        if f.public_vp[offer.seat] >= PARTNER_VP_LIMIT:  # the offerer: the turn's seat (SR-B-7.1)
            return False
        gets = _counts(offer.give)
        gives = _counts(offer.want)
        after = [h - g + r for h, g, r in zip(f.hand, gives, gets, strict=True)]
        if any(x < 0 for x in after):
            return False
        costs = [GOAL_COSTS[g] for g in f.goals()]
        if not costs:
            return False

        def rank(hand: Sequence[int]) -> int:  # the best build the hand affords (lower: better)
            return next((i for i, c in enumerate(costs) if affordable(hand, c)), len(costs))

        before, now = rank(f.hand), rank(after)
        if now != before:
            return now < before
        cost = costs[0]
        surplus = all(f.hand[r] - gives[r] >= cost[r] for r in range(5) if gives[r])
        needed = any(gets[r] and f.hand[r] < cost[r] for r in range(5))
        return surplus and needed

    def choose_partner(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        partners = [c for c in kinds.get("choose_partner", []) if f.public_vp[c.partner] < PARTNER_VP_LIMIT]
        if partners:
            return min(partners, key=lambda c: (f.public_vp[c.partner], c.partner))
        if "cancel_offer" in kinds:
            return kinds["cancel_offer"][0]
        return min(kinds["choose_partner"], key=lambda c: (f.public_vp[c.partner], c.partner))

    # --- Robin's moves, the Sheriff's choices (solo: SR-V-4.7, SR-V-6, SR-V-7.12) ------------

    def robin_destination(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        return sheriff.destination(f, kinds)

    def robin_displacement(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        return sheriff.displacement(f, kinds)

    def robin_relocation(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        return sheriff.relocation(f, kinds)

    # --- road building (SR-B-9.2) -------------------------------------------------------

    def free_road(self, f: Facts, kinds: Kinds, legal: Sequence[Command]) -> Command:
        roads = kinds["place_free_road"]
        if f.solo:
            ring = sheriff.ring_free_road(f, kinds)
            if ring is not None:
                return ring
        scores = f.road_scores()
        return self.best(roads, lambda c: (scores.get(EDGE_ID[c.edge], 0.0)
                                           + 2.0 * f.road_length(EDGE_ID[c.edge])))


DECISIONS = (
    ("choose_robin_hex", "robin_destination"),
    ("displace_robin", "robin_displacement"),
    ("decline_displacement", "robin_displacement"),
    ("relocate_robin", "robin_relocation"),
    ("place_settlement", "setup_settlement"),
    ("place_road", "setup_road"),
    ("discard", "discard"),
    ("move_robber", "move_robber"),
    ("steal_from", "steal_from"),
    ("place_free_road", "free_road"),
    ("accept_offer", "answer_offer"),
    ("decline_offer", "answer_offer"),
    ("choose_partner", "choose_partner"),
    ("cancel_offer", "choose_partner"),
    ("roll", "before_roll"),
    ("end_turn", "turn"),
)
"""What is being decided, told by the kind of the legal answers, and the method deciding it."""
