"""What the adventure bot knows about a position: the facts its greedy look-ahead weighs.

One :class:`Situation` is built per decision from a full state (the bot rebuilds it from
its view, which shows everything: AR-16; the search's rollouts hand it their sampled
state) and never changes it. It holds, in Hope units (the bot notes' currency):

- **the discs** (AR-4.2): the chance that Gisbourne moves once, or twice, before your next
  turn (:func:`activations`), and that the Sheriff's hour comes first (:func:`red_first`);
- **Gisbourne** (AR-10): his riding distance to every space and to your camp; what one
  activation costs with you standing on a space (:meth:`Situation.alarm`: caught = Hope −2,
  the camp = the game) and what ending a turn there risks (:meth:`Situation.threat`); a
  Barrel in hand caps both at the Barrel's worth (AR-7.7);
- **the guards' watch** (AR-11.2, AR-11.3): :meth:`Situation.watch`;
- **objects**: what one more, or one fewer, of each is worth now (:meth:`Situation.worth`):
  the goods a pending delivery needs (AR-13.4, AR-13.13, AR-13.14), a Horn and a Sword while
  a special opponent remains (AR-8.5, AR-8.6), a Barrel against Gisbourne;
- **goals** for the approach term (bot notes): ``0.5 · max(weight / (1 + distance))`` over
  deliverable tasks (5), feasible special opponents (4), coaches (2.5), nobles (2),
  unexplored tiles (1), guards (0.8), a worthwhile merchant (:meth:`Situation.approach`);
  distances walk the path and bridge edges and the boat, hay cart and wall (:func:`walk_table`).

>>> from sherwood.games.adventures.setup import new_state
>>> s = new_state("robin", "3", 60, "tb34"); s.gisbourne = "mid_road"
>>> sit = Situation(s)
>>> sit.gis_camp, round(sit.threat("tb34"), 2)    # hidden: he rides for the camp, 2 away
(2, 8.33)
>>> round(sit.alarm("tb34"), 2), round(sit.alarm("hollow_tree"), 2)   # the camp; caught
(16.97, 1.63)
>>> round(sit.worth("barrel", 1), 2), round(sit.worth("sword", 1), 2)   # the smithy wants 2
(2.5, 2.0)
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from functools import cache

from sherwood.games.adventures.board import distances, forest
from sherwood.games.adventures.content import (
    BOTTOM,
    COACHES,
    DELIVERIES,
    GUARDS,
    MARKERS,
    MERCHANTS,
    NOBLES,
    OBJECTS,
    OUTLAWS,
    SET_TASKS,
    TASK_OBJECTS,
    TOP,
    WIN_HOPE,
    camp_space,
    task_space,
)
from sherwood.games.adventures.heuristic_odds import attempt_odds, draw_limit, explore_value
from sherwood.games.adventures.movement import blocked, specials
from sherwood.games.adventures.state import State

LOSS = 25.0
"""The game lost (the camp found, the last hourglass), in Hope."""
WIN = 25.0
"""The game won, beyond the Hope it brings."""
HOURGLASS = 3.0
"""One hourglass (AR-12.3: a point of Hope below 0 costs one), about a round of turns."""
APPROACH = 0.5
"""Bot notes: the approach term's factor."""
FEASIBLE = 0.30
"""Bot notes: attempt a special opponent from this chance on (or with <= 2 hourglasses)."""
TASK_BONUS = 1.0
"""A Special Task is worth its 4 Hope and this, for the step toward three (AR-13.17)."""
RELOCATIONS = (("landing_208", "landing_209", 2), ("landing_209", "landing_208", 2),
               ("haycart_214", "stables", 2), ("west_wall_111", "armoury", 3),
               ("armoury", "west_wall_111", 3))
"""The book events as edges of the bot's distance table, in steps (an action each; the
wall only on a white die)."""
DELIVERY_GOODS = 2.5
"""Each of the two goods a pending delivery needs."""


FRESH_ROUND = (4, 2)
"""AR-4.2: a new round's turn discs and violet discs."""
MOST = 8
"""Activations counted before your next turn (more are never possible)."""


def _violets_first(turns: int, violet: int) -> list[float]:
    """P(at least k violet discs come before the first of ``turns`` turn discs), k = 0..."""
    tail = [1.0]
    for k in range(violet):
        tail.append(tail[-1] * (violet - k) / (turns + violet - k))
    return tail


def activations(bag_discs: Sequence[str]) -> list[float]:
    """``P(K >= k)`` for k = 0..8, K the violet discs drawn (each one Gisbourne activation,
    AR-4.5) before your next turn: among the discs left in the bag this round (AR-4.2),
    those before the first turn disc; with none left, all of them, then a fresh round's.

    >>> [round(p, 3) for p in activations(["own", "grey", "violet", "violet"])][:4]
    [1.0, 0.5, 0.167, 0.0]
    >>> [round(p, 3) for p in activations(["violet", "red"])][:4]   # then a new round
    [1.0, 1.0, 0.333, 0.067]
    """
    turns = sum(d in ("own", "white", "grey") for d in bag_discs)
    violet = list(bag_discs).count("violet")
    if turns:
        tail = _violets_first(turns, violet)
    else:
        fresh = _violets_first(*FRESH_ROUND)
        tail = [1.0] * violet + fresh
    return (tail + [0.0] * MOST)[:MOST + 1]


def red_first(bag_discs: Sequence[str]) -> float:
    """The chance that the Sheriff's hour (the red disc, AR-4.6) comes before your next turn.

    >>> red_first(["own", "red"]), red_first(["violet"]), red_first([])
    (0.5, 0.2, 0.2)
    """
    turns = sum(d in ("own", "white", "grey") for d in bag_discs)
    red = list(bag_discs).count("red")
    if not turns:
        return 1.0 if red else 1 / (FRESH_ROUND[0] + 1)
    return red / (turns + red)


@cache
def walk_table(closed: frozenset[str]) -> dict[str, dict[str, int]]:
    """Steps between every two open spaces over path and bridge edges and the book events
    (:data:`RELOCATIONS`), never through ``closed`` (blocked) spaces."""
    f = forest()
    edges: dict[str, list[tuple[str, int]]] = {k: [(n, 1) for n in f.walk[k]] for k in f.spaces}
    for a, b, cost in RELOCATIONS:
        edges[a].append((b, cost))
    table = {}
    for start in f.spaces:
        if start in closed:
            continue
        found = {start: 0}
        todo = [(0, start)]
        while todo:
            d, here = heapq.heappop(todo)
            if d > found.get(here, 99):
                continue
            for there, cost in edges[here]:
                if there in closed or d + cost >= found.get(there, 99):
                    continue
                found[there] = d + cost
                heapq.heappush(todo, (d + cost, there))
        table[start] = found
    return table


def visible_at(space: str) -> bool:
    """AR-10.3: visible unless in the castle or on a tree bridge."""
    s = forest().spaces[space]
    return s.zone != "castle" and s.kind != "tree_bridge"


class Situation:
    """The facts of one decision (see the module docstring); ``state`` is only read."""

    def __init__(self, state: State):
        f = forest()
        self.s = state
        self.outlaw = OUTLAWS[state.outlaw]
        self.camp = camp_space(state.camp)
        self.tasks_left = [t for t in SET_TASKS[state.task_set] if t not in state.coat_of_arms]
        self.specials = specials(state)
        self.tail = activations(state.bag_discs)
        self.p_red = red_first(state.bag_discs)
        closed = frozenset(k for k in f.spaces if blocked(state, k))
        self.dist = walk_table(closed)

        def rideable(space: str, camp_too: bool) -> bool:
            s = f.spaces[space]
            if s.kind == "tree_bridge" or s.zone == "castle" or space in closed:
                return False
            return s.kind != "camp" or (camp_too and space == self.camp)

        self.gis_me = distances(f.roads, state.gisbourne, lambda x: rideable(x, False))
        self.gis_camp = distances(f.roads, state.gisbourne, lambda x: rideable(x, True)).get(self.camp)
        self.watched: set[str] = set()
        if not self.outlaw.stealthy:
            for g in GUARDS:
                if state.faces[g] == "revealed":
                    there = f.tiles[g].space
                    self.watched.add(there)
                    self.watched.update(n for n in f.roads[there] if f.spaces[n].light == "open")
        self._worth: dict[tuple[str, int], float] = {}
        self._threat: dict[tuple[str, int], float] = {}
        self._approach: dict[str, float] = {}
        self.goals = self._goals()
        self.spots: dict[str, float] = {}
        """Each space some goal lies on, with the greatest weight of those goals."""
        for spots, weight in self.goals:
            for spot in spots:
                if weight > self.spots.get(spot, 0.0):
                    self.spots[spot] = weight

    # --- Hope and losses ----------------------------------------------------------------

    def hope_gain(self, k: int) -> float:
        """Hope +``k`` in Hope units: reaching 18 wins (AR-14.2)."""
        return k + WIN if self.s.hope + k >= WIN_HOPE else float(k)

    def hope_loss(self, k: int) -> float:
        """Hope −``k``: below 0 each point costs an hourglass (AR-12.3), the last the game."""
        short = max(0, k - self.s.hope)
        if short and short >= self.s.hourglasses:
            return LOSS
        return k - short + short * HOURGLASS

    # --- Gisbourne ----------------------------------------------------------------------

    def danger(self, space: str) -> tuple[float, int]:
        """What Gisbourne would cost with you on ``space`` and the activations he needs for
        it (AR-10.3 to AR-10.8, 2 steps each): you caught (Hope −2) when you are visible
        and he can reach you, else your camp found (the game)."""
        if visible_at(space) and space != self.camp:
            d = self.gis_me.get(space)
            if d is not None:
                return self.hope_loss(2), (d + 1) // 2
        d = self.gis_camp
        return (LOSS, (d + 1) // 2) if d is not None else (0.0, MOST + 1)

    def threat(self, space: str, extra: int = 0) -> float:
        """Bot notes, "Gisbourne": the expected cost of ending your turn on ``space`` until
        your next turn (:func:`activations`), with ``extra`` activations first. Each Barrel
        owned cancels one activation for its worth (AR-7.7)."""
        key = (space, extra)
        if key not in self._threat:
            self._threat[key] = self._threat_of(space, extra)
        return self._threat[key]

    def _threat_of(self, space: str, extra: int) -> float:
        cost, need = self.danger(space)
        if not cost:
            return 0.0
        total = 0.0
        barrels = self.s.objects["barrel"]
        for i in range(barrels + 1):
            k = need - extra + i
            if k > MOST:
                break
            chance = self.tail[max(0, k)]
            if i < barrels:
                total += chance * min(cost, self.worth("barrel", barrels - i) + 0.2)
            else:
                total += chance * cost
        return total

    def alarm(self, space: str) -> float:
        """One activation now, with you on ``space`` (explore VVV, a failed overpower, the
        dossier's square 3): what it adds to the threat, and him 2 steps nearer (0.3)."""
        return 0.3 + self.threat(space, 1) - self.threat(space)

    def watch(self, space: str) -> float:
        """Bot notes, "Guards": a revealed guard watches ``space`` (AR-11.2) and the red disc
        may come first: Hope −1 (AR-11.3)."""
        return self.p_red * self.hope_loss(1) if space in self.watched else 0.0

    def position(self, space: str) -> float:
        """Ending your turn on ``space``: the approach term less Gisbourne's and the guards'
        risks."""
        return self.approach(space) - self.threat(space) - self.watch(space)

    # --- objects ------------------------------------------------------------------------

    def owned(self, obj: str) -> int:
        return int(getattr(self.s, obj)) if obj in TASK_OBJECTS else self.s.objects[obj]

    def goods_plan(self) -> str | None:
        """The goods kept for a pending "2 Provisions or 2 Sacks of gold" delivery (AR-13.20):
        the kind owned more (Provisions on a tie), or None."""
        if not any(t in ("hungry", "secret_camp") for t in self.tasks_left):
            return None
        return "gold" if self.owned("gold") > self.owned("provisions") else "provisions"

    def worth(self, obj: str, n: int) -> float:
        """What the ``n``-th copy of ``obj`` owned is worth now (n >= 1)."""
        key = (obj, n)
        if key not in self._worth:
            self._worth[key] = self._worth_of(obj, n)
        return self._worth[key]

    def _worth_of(self, obj: str, n: int) -> float:
        specials_left = any(t in ("poacher", "hawk", "sheriff") for t in self.tasks_left)
        plan = self.goods_plan()
        if obj in ("provisions", "gold"):
            base = 0.8 if obj == "provisions" else 0.5
            if plan is not None and n <= 2:
                return DELIVERY_GOODS if obj == plan else max(base, 1.0)
            return base
        if obj == "barrel":
            if "burning_smithy" in self.tasks_left and n <= 2:
                return DELIVERY_GOODS
            return (1.2, 0.8)[n - 1] if n <= 2 else 0.5
        if obj == "horn":
            return (1.5 if n == 1 else 0.6) if specials_left else 0.4
        if obj == "sword":
            return (2.0 if specials_left else 0.8) if n == 1 else 0.05
        return 0.0  # task objects: only their delivery (valued there)

    def keep(self, obj: str) -> float:
        """What discarding one ``obj`` costs."""
        n = self.owned(obj)
        return self.worth(obj, n) if n else 0.0

    def gain(self, obj: str) -> float:
        """What gaining one ``obj`` is worth (AR-7.3: with no free marker, the cheapest one
        owned makes room, or the new one is lost)."""
        if obj in TASK_OBJECTS:
            return 2.0  # it opens its delivery (AR-13.23)
        value = self.worth(obj, self.owned(obj) + 1)
        if sum(self.s.objects.values()) < MARKERS:
            return value
        cheapest = min(self.keep(o) for o in OBJECTS if self.s.objects[o])
        return max(0.0, value - cheapest)

    # --- tasks --------------------------------------------------------------------------

    def task_value(self, task: str) -> float:
        """Completing ``task``: Hope +4 and a step toward three (the third wins, AR-13.17)."""
        if len(self.s.coat_of_arms) + 1 >= 3:
            return WIN + 4
        return self.hope_gain(4) + TASK_BONUS

    def deliverable(self, task: str) -> str | None:
        """The goods you would give for delivery ``task`` now (the cheaper kind), or None."""
        options = [(self.keep(g) * n, g) for g, n in DELIVERIES[task] if self.owned(g) >= n]
        return min(options)[1] if options else None

    def special_odds(self, white: int, bow: bool) -> tuple[float, float]:
        """The chance against a special opponent with ``white`` white dice in the bag, without
        and with the Horn (AR-8.5 to AR-8.7; the bow die never counts, AR-0.3)."""
        limit = draw_limit(self.s.outlaw, self.s.objects["sword"] > 0, bow)
        return attempt_odds(white, self.s.bag_violet, False, "special", limit, bow_shot=bow)

    def trade_plan(self) -> tuple[list[tuple[str, str]], float]:
        """AR-6.8, AR-6.9: the swaps (top object for bottom object) worth making at a
        merchant, best first while each gains, and their total gain."""
        counts = dict(self.s.objects)
        swaps: list[tuple[str, str]] = []
        total = 0.0
        while True:
            best, pick = 0.05, None
            for give in TOP:
                if not counts[give]:
                    continue
                for take in BOTTOM:
                    gain = self.worth(take, counts[take] + 1) - self.worth(give, counts[give])
                    if gain > best:
                        best, pick = gain, (give, take)
            if pick is None:
                return swaps, total
            counts[pick[0]] -= 1
            counts[pick[1]] += 1
            swaps.append(pick)
            total += best

    # --- goals (the approach term) ------------------------------------------------------

    def _goals(self) -> list[tuple[tuple[str, ...], float]]:
        s, f = self.s, forest()
        goals: list[tuple[tuple[str, ...], float]] = []
        third = len(s.coat_of_arms) == 2
        for task in self.tasks_left:
            if task in DELIVERIES and self.deliverable(task) is not None:
                goals.append(((task_space(task, s.task_set, s.camp),), 10.0 if third else 5.0))
        rng = self.outlaw.bow_range
        white = s.bag_white + min(1, s.supply_white)
        for space in self.specials.values():
            spots = {space}
            if not s.bow_in_bag:
                spots |= {k for k, d in f.bow[space].items() if d <= rng}
            chance = max(self.special_odds(white, False)[s.objects["horn"] > 0],
                         self.special_odds(white, True)[s.objects["horn"] > 0])
            weight = 4.0 if chance >= FEASIBLE else 1.5
            goals.append((tuple(sorted(spots)), weight * (2 if third else 1)))
        explore = explore_value(s.bag_white + 1, s.bag_violet)
        for tile in f.tiles.values():
            face = s.faces[tile.id]
            if tile.id in COACHES and face == "revealed":
                goals.append(((tile.space,), 2.5))
            elif tile.id in NOBLES and face == "revealed":
                carried = tile.carries or ""
                goals.append(((tile.space,), 2.0 + (1.5 if self.gain(carried) >= 2 else 0.0)))
            elif tile.id in GUARDS and face == "revealed":
                goals.append(((tile.space,), 0.8))
            elif tile.kind == "explorable" and face == "unexplored":
                goals.append(((tile.space,), 1.0 if explore > 0 else 0.5))
        _, trade = self.trade_plan()
        if trade >= 0.5:
            goals.append((tuple(f.tiles[m].space for m in MERCHANTS), 1.0 + trade))
        return goals

    def approach(self, space: str) -> float:
        """Bot notes: ``0.5 · max over goals (weight / (1 + distance))``."""
        if space not in self._approach:
            self._approach[space] = self._approach_of(space)
        return self._approach[space]

    def _approach_of(self, space: str) -> float:
        row = self.dist.get(space, {})
        best = 0.0
        for spot, weight in self.spots.items():  # = max over goals of their nearest spot
            value = weight / (1 + row.get(spot, 99))
            if value > best:
                best = value
        return APPROACH * best
