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
5. **Back up** one reward per seat in [-1, 1] (see :func:`rewards`): each node adds the
   reward of the seat whose command led to it.

When the game offers a rollout policy, the tree also asks it at every node it passes
(progressive bias, Chaslot et al. 2008): the policy's choice in this determinization is
expanded first, and each child's UCB1 score gains ``policy_bias * share / (visits + 1)``,
where ``share`` is how often the policy chose it when it was available. So with a small
budget the bot plays about like the game's own heuristic, and the search overrides it as
the evidence grows.

The answer is the most visited root child. The tree is keyed by command (commands are
frozen, hashable values), so one node stands for the same command in every
determinization, whatever the hidden cards.

>>> from sherwood.engine import Match
>>> m = Match.start("_template", seats=2, seed=3)
>>> bot = IsmctsBot(m.spec, seat=0, seed=1, iterations=200, seconds=None)
>>> bot.choose(m.view(0), m.legal_commands()) in m.legal_commands()
True
>>> bot.last_search.iterations
200
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sherwood.ai.base import CancellableBot
from sherwood.engine import Command, GameSpec, Rules
from sherwood.engine.game import RolloutPolicy

MAX_PLY = 100_000
"""Commands one iteration may apply before the game is declared endless (a rules bug)."""


@dataclass(frozen=True)
class SearchReport:
    """What the last ``choose`` did: for logs, benchmarks and tests."""

    iterations: int
    seconds: float
    cancelled: bool
    visits: Mapping[Command, int]  # root visits per legal command explored


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


class IsmctsBot(CancellableBot):
    """Single-observer ISMCTS for any game that offers it (``"ismcts"`` in its
    ``GameSpec.generic_bots``: its rules' ``sample_hidden`` works).

    ``iterations`` and ``seconds`` bound each decision; the search stops at whichever comes
    first (either may be None, not both). With ``seconds=None`` the choice depends only on
    the seed and the questions asked, never on the machine's speed. ``exploration`` is the
    UCB1 constant for rewards in [-1, 1]; ``score_weight`` is the share of the reward
    that comes from the score margin rather than the ranking; ``policy_bias`` weighs the
    game's rollout policy inside the tree (0 turns it off; no effect without a policy).
    """

    def __init__(self, spec: GameSpec, seat: int, seed: int, iterations: int | None = 2000,
                 seconds: float | None = 1.0, exploration: float = 0.7,
                 score_weight: float = 0.2, policy_bias: float = 1.0):
        super().__init__(spec, seat, seed)
        if iterations is None and seconds is None:
            raise ValueError("IsmctsBot needs a budget: iterations, seconds or both")
        if iterations is not None and iterations < 1:
            raise ValueError(f"IsmctsBot iterations must be at least 1, got {iterations}")
        if seconds is not None and seconds <= 0:
            raise ValueError(f"IsmctsBot seconds must be positive, got {seconds}")
        if not any(g.name == "ismcts" for g in spec.generic_bots):
            raise ValueError(f"{spec.title} does not offer the search bot (its GameSpec.generic_bots "
                             "leaves out 'ismcts', e.g. because it cannot sample hidden cards)")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.score_weight = score_weight
        self.policy_bias = policy_bias
        self.rules: Rules = spec.rules
        self.rollout_policy: RolloutPolicy | None = spec.rollout_policy
        self._spans: dict[int, float] = {}
        self.last_search: SearchReport | None = None

    # --- deciding ---------------------------------------------------------------

    def choose(self, view: Any, legal: Sequence[Command]) -> Command:
        """The most visited legal command after the search (see the module docstring)."""
        flag = self._begin(legal)
        try:
            return self._search(view, legal, flag.is_set)
        finally:
            self._end(flag)

    def _search(self, view: Any, legal: Sequence[Command],
                is_cancelled: Callable[[], bool]) -> Command:
        started = time.perf_counter()
        if len(legal) == 1:
            self.last_search = SearchReport(0, 0.0, False, {})
            return legal[0]
        root = _Node(None)
        deadline = None if self.seconds is None else started + self.seconds
        limit = self.iterations
        done = 0
        while (limit is None or done < limit) and not is_cancelled():
            if deadline is not None and done and time.perf_counter() >= deadline:
                break
            self._iterate(root, view, legal)
            done += 1
        visits = {cmd: root.children[cmd].visits for cmd in legal if cmd in root.children}
        self.last_search = SearchReport(done, time.perf_counter() - started, is_cancelled(),
                                        visits)
        return self._best(root, legal)

    def _best(self, root: _Node, legal: Sequence[Command]) -> Command:
        best: Command | None = None
        best_key = (0, -math.inf)
        for cmd in legal:  # legal order breaks ties, so the answer is reproducible
            child = root.children.get(cmd)
            if child is None or child.visits == 0:
                continue
            key = (child.visits, child.total / child.visits)
            if key > best_key:
                best, best_key = cmd, key
        if best is None:  # cancelled before the first iteration
            return self.rng.choice(legal)
        return best

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
        rules, rng, policy = self.rules, self.rng, self.rollout_policy
        while rules.active_seat(state) is not None:
            legal = rules.legal_commands(state)
            if policy is not None:
                cmd = policy(state, legal, rng)
            else:
                cmd = legal[0] if len(legal) == 1 else rng.choice(legal)
            rules.apply(state, cmd, rng)
            ply += 1
            if ply > MAX_PLY:
                raise RuntimeError(f"{self.spec.title}: no end after {MAX_PLY} commands")

    def _rewards(self, state: Any) -> list[float]:
        scores = self.rules.scores(state)
        n = len(scores)
        span = self._spans.get(n)
        if span is None:  # the bot does not know the match's options: defaults set the scale
            low, high = self.rules.score_bounds(n, self.spec.resolve_options(None, n))
            span = self._spans[n] = float(max(1, high - low))
        return rewards(scores, self.rules.winners(state), span, self.score_weight)
