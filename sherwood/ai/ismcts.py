"""Information-set Monte Carlo tree search: the generic "Hard" bot.

Single-observer ISMCTS (Cowling, Powley and Whitehouse 2012, "Information Set Monte Carlo
Tree Search", IEEE TCIAIG 4(2)), with UCB1 and availability counts. The bot decides from
``view`` and ``legal`` only; it never sees a match or a true state. Each iteration:

1. **Determinize.** ``rules.sample_hidden(view, seat, rng)`` fills in what the seat cannot
   see (other hands, deck orders) consistently with the view: a full state of our own.
2. **Select.** From the root, while every command legal in that state already has a child,
   follow the child with the best UCB1 score among those legal here
   (``mean + c * sqrt(ln(availability) / visits)``), where a child's availability counts
   the selections at its parent in which it was legal. Apply each command to the state.
3. **Expand** one untried legal command, chosen at random (but see the policy below).
4. **Roll out** to the end with the game's ``spec.rollout_policy(state, legal, rng)`` if
   it has one, else uniformly at random. Chance inside the game draws from the bot's rng.
   A game that sets ``spec.search_depth`` has its rollouts stop after that many commands.
5. **Back up** one reward per seat in [-1, 1]: each node adds the reward of the seat whose
   command led to it. Where a truncated rollout stopped short of the end, the game's
   ``spec.search_leaf(state)`` estimates it; a finished game is read by the game's
   ``spec.search_rewards(state)`` if it gives one, else by :func:`rewards` (rank and score
   margin). A game that sets none of the three searches exactly as before they existed.

When the game offers a rollout policy, the tree also asks it at every node it passes
(progressive bias, Chaslot et al. 2008): the policy's choice in this determinization is
expanded first, and each child's UCB1 score gains ``policy_bias * share / (visits + 1)``,
where ``share`` is how often the policy chose it when it was available. So with a small
budget the bot plays about like the game's own heuristic, and the search overrides it as
the evidence grows.

The answer is the most visited root child. The tree is keyed by command (commands are
frozen, hashable values), so one node stands for the same command in every
determinization, whatever the hidden cards.

**Root parallelisation** (Chaslot, Winands and van den Herik 2008, "Parallel Monte-Carlo
Tree Search"). With ``trees=k > 1`` a decision grows k independent trees and merges them at
the root: visits and reward totals are summed per root command, and the answer is the most
visited (then the better mean, then the first in legal order). The bot draws one decision
seed from its generator; tree ``i`` has its own generator seeded by
:func:`tree_seed` (decision seed, i), and the iteration budget is split over the trees by
:func:`plan_trees`. So for a seed and an iteration budget the answer is the same whether the
trees grow one after another here or side by side in a
:class:`~sherwood.ai.search_pool.SearchPool`'s processes; with a time budget each process
searches for that time, so two cores give about twice the iterations. ``trees=1`` (the
default) is the single tree grown with the bot's own generator, as it always was.

>>> from sherwood.engine import Match
>>> m = Match.start("_template", seats=2, seed=3)
>>> bot = IsmctsBot(m.spec, seat=0, seed=1, iterations=200, seconds=None)
>>> bot.choose(m.view(0), m.legal_commands()) in m.legal_commands()
True
>>> bot.last_search.iterations
200
"""

from __future__ import annotations

import hashlib
import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sherwood.ai.base import CancellableBot
from sherwood.ai.search_pool import PoolBroken
from sherwood.engine import Command, GameSpec, Rules, SeededRng
from sherwood.engine.game import RolloutPolicy, SearchReading

if TYPE_CHECKING:
    from sherwood.ai.search_pool import SearchPool

MAX_PLY = 100_000
"""Commands one iteration may apply before the game is declared endless (a rules bug)."""
ROLLOUT_CHECK = 31
"""A rollout looks for a cancel every 32 commands (a long game's rollout takes a while)."""


class _Abandoned(Exception):
    """A cancel came in the middle of an iteration: it is dropped, not backed up."""


def _never() -> bool:
    return False


@dataclass(frozen=True)
class SearchReport:
    """What the last ``choose`` did: for logs, benchmarks and tests."""

    iterations: int  # merged over the trees
    seconds: float
    cancelled: bool
    visits: Mapping[Command, int]  # root visits per legal command explored (merged)
    trees: int = 1
    tree_iterations: tuple[int, ...] = ()  # per tree, in tree order (several trees only)


class _Node:
    """One command in the tree: its visits, reward sum (for ``seat``) and availability."""

    __slots__ = ("avails", "children", "hints", "seat", "total", "visits")

    def __init__(self, seat: int | None):
        self.seat = seat  # the seat whose command leads here; None at the root
        self.visits = 0
        self.total = 0.0
        self.avails = 1
        self.hints = 0  # how often the rollout policy chose this command at its parent
        self.children: dict[Command, _Node] = {}


def rank_rewards(scores: Sequence[int], winners: Sequence[int]) -> list[float]:
    """One reward per seat in [-1, 1] from the final ranking.

    The winners share the top places and the others follow by score; a seat's reward falls
    linearly with its (average, for ties) place, from +1 for first to -1 for last. Two
    seats: win +1, draw 0, loss -1.

    >>> rank_rewards([10, 4], [0])
    [1.0, -1.0]
    >>> rank_rewards([5, 5], [])
    [0.0, 0.0]
    >>> rank_rewards([3, 9, 1], [1])
    [0.0, 1.0, -1.0]
    """
    n = len(scores)
    if n < 2:
        return [1.0 if s in winners else -1.0 for s in range(n)]
    won = set(winners)
    groups: list[list[int]] = []
    if won and len(won) < n:
        groups.append(sorted(won))
        losers = sorted((s for s in range(n) if s not in won), key=lambda s: -scores[s])
        for s in losers:
            if len(groups) > 1 and scores[groups[-1][0]] == scores[s]:
                groups[-1].append(s)
            else:
                groups.append([s])
    else:  # a draw, or everybody shares the win
        groups.append(list(range(n)))
    result = [0.0] * n
    place = 0
    for group in groups:
        mean_place = place + (len(group) - 1) / 2
        for s in group:
            result[s] = 1.0 - 2.0 * mean_place / (n - 1)
        place += len(group)
    return result


def rewards(scores: Sequence[int], winners: Sequence[int], span: float,
            score_weight: float) -> list[float]:
    """Per-seat reward in [-1, 1]: the rank reward blended with the score margin.

    The margin is the seat's score minus the best other score, divided by ``span`` (the
    width of the game's score range) and clipped to [-1, 1]; it weighs ``score_weight``.

    >>> rewards([10, 4], [0], span=24, score_weight=0.25)
    [0.8125, -0.8125]
    """
    ranked = rank_rewards(scores, winners)
    if score_weight <= 0 or len(scores) < 2:
        return ranked
    out = []
    for s, r in enumerate(ranked):
        best_other = max(v for i, v in enumerate(scores) if i != s)
        margin = max(-1.0, min(1.0, (scores[s] - best_other) / span))
        out.append((1.0 - score_weight) * r + score_weight * margin)
    return out


ITERATIONS = 20_000
"""The default cap on a decision's iterations: far above a second's, so the second binds."""


class IsmctsBot(CancellableBot):
    """Single-observer ISMCTS for any game that offers it (``"ismcts"`` in its
    ``GameSpec.generic_bots``: its rules' ``sample_hidden`` works).

    ``iterations`` and ``seconds`` bound each decision; the search stops at whichever comes
    first (either may be None, not both). The defaults are the app's Hard bot: a second,
    with :data:`ITERATIONS` only as a guard on the tree's size. With ``seconds=None`` the
    choice depends only on the seed and the questions asked, never on the machine's speed.
    ``exploration`` is the UCB1 constant for rewards in [-1, 1]; ``score_weight`` is the share of the reward
    that comes from the score margin rather than the ranking; ``policy_bias`` weighs the
    game's rollout policy inside the tree (0 turns it off; no effect without a policy).

    ``trees`` independent trees are grown per decision and merged at the root (see the
    module docstring); ``pool`` (a :class:`sherwood.ai.search_pool.SearchPool`) grows some
    of them in worker processes. ``trees=1`` searches exactly as a single tree always has,
    in the calling process, whatever the pool.
    """

    def __init__(self, spec: GameSpec, seat: int, seed: int, iterations: int | None = ITERATIONS,
                 seconds: float | None = 1.0, exploration: float = 0.7,
                 score_weight: float = 0.2, policy_bias: float = 1.0, trees: int = 1,
                 pool: SearchPool | None = None):
        super().__init__(spec, seat, seed)
        if iterations is None and seconds is None:
            raise ValueError("IsmctsBot needs a budget: iterations, seconds or both")
        if iterations is not None and iterations < 1:
            raise ValueError(f"IsmctsBot iterations must be at least 1, got {iterations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"IsmctsBot seconds must be positive, got {seconds}")
        if trees < 1:
            raise ValueError(f"IsmctsBot trees must be at least 1, got {trees}")
        if not any(g.name == "ismcts" for g in spec.generic_bots):
            raise ValueError(f"{spec.title} does not offer the search bot (its GameSpec.generic_bots "
                             "leaves out 'ismcts', e.g. because it cannot sample hidden cards)")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.score_weight = score_weight
        self.policy_bias = policy_bias
        self.trees = trees
        self.pool = pool
        self.rules: Rules = spec.rules
        self.rollout_policy: RolloutPolicy | None = spec.rollout_policy
        self._spans: dict[int, float] = {}
        self.last_search: SearchReport | None = None

    # --- deciding ---------------------------------------------------------------

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        """The most visited legal command after the search (see the module docstring)."""
        flag = self._begin(legal)
        try:
            if self.trees == 1:
                return self._search(view, legal, self._stopper(flag))
            return self._search_trees(view, legal, self._stopper(flag))
        finally:
            self._end(flag)

    def _tree(self, rng: SeededRng) -> TreeSearch:
        return TreeSearch(self.spec, self.seat, rng, self.exploration, self.score_weight,
                          self.policy_bias, self._spans)

    def _search(self, view: Any, legal: Sequence[Command],
                is_cancelled: Callable[[], bool]) -> Command:
        """One tree, grown with the bot's own generator (as the bot always searched)."""
        started = time.perf_counter()
        if len(legal) == 1:
            self.last_search = SearchReport(0, 0.0, False, {})
            return legal[0]
        root = _Node(None)
        deadline = None if self.seconds is None else started + self.seconds
        done = self._tree(self.rng).grow(root, view, legal, self.iterations, deadline,
                                         is_cancelled)
        stats = root_stats(root, legal)
        visits = {cmd: s[0] for cmd, s in zip(legal, stats, strict=True) if s is not None and s[0]}
        self.last_search = SearchReport(done, time.perf_counter() - started, is_cancelled(),
                                        visits)
        return self._pick(stats, legal)

    def _search_trees(self, view: Any, legal: Sequence[Command],
                      is_cancelled: Callable[[], bool]) -> Command:
        """``trees`` trees, some in the pool's processes, merged at the root."""
        started = time.perf_counter()
        if len(legal) == 1:
            self.last_search = SearchReport(0, 0.0, False, {}, trees=self.trees)
            return legal[0]
        decision = self.rng.randint(0, 2**63 - 1)  # the decision's seed: one draw a decision
        pool = self.pool
        slots = plan_trees(self.trees, self.iterations, self.seconds,
                           1 + (pool.processes if pool is not None else 0), decision)
        settings = TreeSettings.of(self)
        legal = list(legal)

        def grow_mine() -> list[TreeResult]:
            return grow_trees(settings, view, legal, slots[0], is_cancelled)

        results: list[TreeResult]
        if pool is not None and any(slots[1:]):
            calls = {slot: (grow_trees, (settings, view, legal, tasks))
                     for slot, tasks in enumerate(slots) if slot and tasks}
            try:
                results, theirs = pool.run(calls, grow_mine, is_cancelled)
            except PoolBroken:  # a worker died: this decision's trees, and all later, grow here
                self.pool = None
                whole = plan_trees(self.trees, self.iterations, self.seconds, 1, decision)[0]
                results, theirs = grow_trees(settings, view, legal, whole, is_cancelled), []
            for answer in theirs:
                results.extend(answer)
        else:
            results = grow_mine()
        results.sort(key=lambda r: r.index)
        stats = merge_stats(results, len(legal))
        visits = {cmd: s[0] for cmd, s in zip(legal, stats, strict=True) if s is not None and s[0]}
        self.last_search = SearchReport(
            sum(r.iterations for r in results), time.perf_counter() - started, is_cancelled(),
            visits, trees=self.trees, tree_iterations=tuple(r.iterations for r in results))
        return self._pick(stats, legal)

    def _pick(self, stats: Sequence[RootStat | None], legal: Sequence[Command]) -> Command:
        best = best_command(stats, legal)
        if best is None:  # cancelled before the first iteration
            return self.rng.choice(legal)
        return best


# --- trees: one, or several merged at the root ---------------------------------------

RootStat = tuple[int, float]
"""A root command's ``(visits, reward total)`` in one tree, or merged over trees."""


def root_stats(root: _Node, legal: Sequence[Command]) -> list[RootStat | None]:
    """Each legal command's root statistics, in legal order (None: never tried)."""
    children = root.children
    out: list[RootStat | None] = []
    for cmd in legal:
        child = children.get(cmd)
        out.append(None if child is None else (child.visits, child.total))
    return out


def merge_stats(results: Sequence[TreeResult], count: int) -> list[RootStat | None]:
    """The trees' root statistics summed per command, tree after tree in index order (so
    the float sums are the same however the trees were run)."""
    merged: list[RootStat | None] = [None] * count
    for result in results:
        for i, stat in enumerate(result.stats):
            if stat is None:
                continue
            old = merged[i]
            merged[i] = stat if old is None else (old[0] + stat[0], old[1] + stat[1])
    return merged


def best_command(stats: Sequence[RootStat | None], legal: Sequence[Command]) -> Command | None:
    """The most visited command, the better mean reward on equal visits, then the first in
    legal order; None if nothing was visited.

    >>> best_command([(3, 1.0), (5, -1.0), (5, 2.0), None], ["a", "b", "c", "d"])
    'c'
    """
    best: Command | None = None
    best_key = (0, -math.inf)
    for cmd, stat in zip(legal, stats, strict=True):  # legal order breaks ties
        if stat is None or stat[0] == 0:
            continue
        key = (stat[0], stat[1] / stat[0])
        if key > best_key:
            best, best_key = cmd, key
    return best


@dataclass(frozen=True)
class TreeTask:
    """One tree of a decision: its index, seed, and its share of the budget."""

    index: int
    seed: int
    iterations: int | None
    seconds: float | None


@dataclass(frozen=True)
class TreeResult:
    """What one tree found: root statistics in legal order and the iterations it ran."""

    index: int
    stats: tuple[RootStat | None, ...]
    iterations: int


def tree_seed(decision: int, index: int) -> int:
    """Tree ``index``'s seed in the decision seeded ``decision``: fixed, apart for each tree.

    >>> tree_seed(5, 0) == tree_seed(5, 0) != tree_seed(5, 1)
    True
    """
    digest = hashlib.sha256(f"sherwood-tree/{decision}/{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def plan_trees(trees: int, iterations: int | None, seconds: float | None, slots: int,
               decision: int) -> list[list[TreeTask]]:
    """The decision's trees dealt to ``slots`` processes (slot 0 is the caller's).

    Tree ``i`` gets ``iterations // trees`` iterations, one more for the first
    ``iterations % trees`` trees (a tree with none is left out), and goes to slot
    ``i % slots``. With a time budget each slot searches for ``seconds`` in all, shared
    evenly by its trees. Seeds and iteration shares never depend on ``slots``.

    >>> [[(t.index, t.iterations) for t in s] for s in plan_trees(3, 10, None, 2, 7)]
    [[(0, 4), (2, 3)], [(1, 3)]]
    """
    shares: list[int | None]
    if iterations is None:
        shares = [None] * trees
    else:
        shares = [iterations // trees + (i < iterations % trees) for i in range(trees)]
    dealt: list[list[tuple[int, int | None]]] = [[] for _ in range(slots)]
    for i, share in enumerate(shares):
        if share != 0:
            dealt[i % slots].append((i, share))
    return [[TreeTask(i, tree_seed(decision, i), share,
                      None if seconds is None else seconds / len(slot))
             for i, share in slot] for slot in dealt]


@dataclass(frozen=True)
class TreeSettings:
    """What a worker process needs to grow a tree like the bot: the game (its id when the
    catalogue has this spec, else the spec itself), the seat and the search constants."""

    game: str | GameSpec
    seat: int
    exploration: float
    score_weight: float
    policy_bias: float

    @classmethod
    def of(cls, bot: IsmctsBot) -> TreeSettings:
        from sherwood.games import game_spec

        try:
            known = game_spec(bot.spec.id) is bot.spec
        except Exception:  # a spec built by hand (tests): it travels whole
            known = False
        return cls(bot.spec.id if known else bot.spec, bot.seat, bot.exploration,
                   bot.score_weight, bot.policy_bias)

    def spec(self) -> GameSpec:
        if isinstance(self.game, GameSpec):
            return self.game
        from sherwood.games import game_spec

        return game_spec(self.game)


def grow_trees(settings: TreeSettings, view: Any, legal: Sequence[Command],
               tasks: Sequence[TreeTask], is_cancelled: Callable[[], bool]) -> list[TreeResult]:
    """Grow ``tasks``' trees one after another (in this process: the caller's, or a search
    worker's) and return their root statistics."""
    spec = settings.spec()
    spans: dict[int, float] = {}
    out = []
    for task in tasks:
        tree = TreeSearch(spec, settings.seat, SeededRng(task.seed), settings.exploration,
                          settings.score_weight, settings.policy_bias, spans)
        root = _Node(None)
        deadline = None if task.seconds is None else time.perf_counter() + task.seconds
        done = tree.grow(root, view, legal, task.iterations, deadline, is_cancelled)
        out.append(TreeResult(task.index, tuple(root_stats(root, legal)), done))
    return out


NOT_LISTED: tuple[Command, ...] = ()
"""What a rollout hands a policy that needs no legal list (``GameSpec.rollout_needs_legal``)."""


class TreeSearch:
    """One search tree's work: the search constants and the generator its chance draws on."""

    def __init__(self, spec: GameSpec, seat: int, rng: SeededRng, exploration: float,
                 score_weight: float, policy_bias: float, spans: dict[int, float] | None = None):
        self.spec = spec
        self.rules: Rules = spec.rules
        self.rollout_policy: RolloutPolicy | None = spec.rollout_policy
        self.seat = seat
        self.rng = rng
        self.exploration = exploration
        self.score_weight = score_weight
        self.policy_bias = policy_bias
        self._spans = {} if spans is None else spans
        self._stop: Callable[[], bool] = _never
        self.final: SearchReading | None = spec.search_rewards
        self.leaf: SearchReading | None = spec.search_leaf
        self.depth: int | None = spec.search_depth

    def grow(self, root: _Node, view: Any, legal: Sequence[Command], limit: int | None,
             deadline: float | None, is_cancelled: Callable[[], bool]) -> int:
        """Iterate from ``root`` until ``limit`` iterations, the ``deadline`` (at least one
        iteration) or a cancel; returns the iterations done."""
        done = 0
        self._stop = is_cancelled
        while (limit is None or done < limit) and not is_cancelled():
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            try:
                self._iterate(root, view, legal)
            except _Abandoned:  # cancelled in a long rollout: that iteration does not count
                break
            done += 1
        return done

    # --- one iteration -----------------------------------------------------------

    def _iterate(self, root: _Node, view: Any, root_legal: Sequence[Command]) -> None:
        rules, rng = self.rules, self.rng
        state = rules.sample_hidden(view, self.seat, rng)  # our own state: mutate freely
        node = root
        path = [root]
        log, sqrt, c = math.log, math.sqrt, self.exploration
        policy = self.rollout_policy if self.policy_bias > 0 else None
        bias = self.policy_bias if policy is not None else 0.0
        ply = 0
        while True:  # selection, then one expansion
            seat = rules.active_seat(state)
            if seat is None:
                break
            legal = rules.legal_commands(state)
            if node is root:  # the match's list is the truth; a sampler can only narrow it
                possible = set(legal)
                legal = [cmd for cmd in root_legal if cmd in possible]
                if not legal:
                    raise RuntimeError(f"{self.spec.title}: sample_hidden gave seat {self.seat} "
                                       "a state where none of its legal commands is legal")
            children = node.children
            hint = policy(state, legal, rng) if policy is not None and len(legal) > 1 else None
            untried = [cmd for cmd in legal if cmd not in children]
            if untried:
                if hint in untried:
                    cmd = hint
                else:
                    cmd = untried[0] if len(untried) == 1 else rng.choice(untried)
                node = children[cmd] = _Node(seat)
                node.hints += cmd == hint
                path.append(node)
                rules.apply(state, cmd, rng)
                break
            if hint is not None:
                children[hint].hints += 1
            best_score = -math.inf
            chosen = legal[0]
            for cmd in legal:
                child = children[cmd]
                child.avails += 1
                visits = child.visits
                score = child.total / visits + c * sqrt(log(child.avails) / visits)
                if bias:  # progressive bias: the policy's favourite first, fading with visits
                    score += bias * child.hints / (child.avails * (visits + 1))
                if score > best_score:
                    best_score, chosen = score, cmd
            node = children[chosen]
            path.append(node)
            rules.apply(state, chosen, rng)
            ply += 1
            if ply > MAX_PLY:
                raise RuntimeError(f"{self.spec.title}: no end after {MAX_PLY} commands")
        self._roll_out(state, ply)
        reward = self._rewards(state)
        root.visits += 1
        for node in path[1:]:
            assert node.seat is not None  # only the root has no seat
            node.visits += 1
            node.total += reward[node.seat]

    def _roll_out(self, state: Any, ply: int) -> None:
        if self.depth is not None:
            self._roll_out_to(state, ply, self.depth)
            return
        rules, rng, policy = self.rules, self.rng, self.rollout_policy
        lists = policy is None or self.spec.rollout_needs_legal
        while rules.active_seat(state) is not None:
            legal = rules.legal_commands(state) if lists else NOT_LISTED
            if policy is not None:
                cmd = policy(state, legal, rng)
            else:
                cmd = legal[0] if len(legal) == 1 else rng.choice(legal)
            rules.apply(state, cmd, rng)
            ply += 1
            if not ply & ROLLOUT_CHECK and self._stop():
                raise _Abandoned
            if ply > MAX_PLY:
                raise RuntimeError(f"{self.spec.title}: no end after {MAX_PLY} commands")

    def _roll_out_to(self, state: Any, ply: int, depth: int) -> None:
        """A truncated rollout: at most ``depth`` commands, then :meth:`_rewards` asks the
        game's leaf estimate (the game's ``search_depth``)."""
        rules, rng, policy = self.rules, self.rng, self.rollout_policy
        lists = policy is None or self.spec.rollout_needs_legal
        for _ in range(depth):
            if rules.active_seat(state) is None:
                return
            legal = rules.legal_commands(state) if lists else NOT_LISTED
            if policy is not None:
                cmd = policy(state, legal, rng)
            else:
                cmd = legal[0] if len(legal) == 1 else rng.choice(legal)
            rules.apply(state, cmd, rng)
            ply += 1
            if not ply & ROLLOUT_CHECK and self._stop():
                raise _Abandoned

    def _rewards(self, state: Any) -> list[float]:
        if self.depth is not None and self.rules.active_seat(state) is not None:
            assert self.leaf is not None  # GameSpec checks that a depth comes with a leaf
            return self.leaf(state)  # a truncated rollout stopped here
        if self.final is not None:
            return self.final(state)
        scores = self.rules.scores(state)
        n = len(scores)
        span = self._spans.get(n)
        if span is None:  # the bot does not know the match's options: defaults set the scale
            low, high = self.rules.score_bounds(n, self.spec.resolve_options(None, n))
            span = self._spans[n] = float(max(1, high - low))
        return rewards(scores, self.rules.winners(state), span, self.score_weight)
