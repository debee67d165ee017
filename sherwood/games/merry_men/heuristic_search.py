"""How the search bot ("Hard", ``sherwood.ai.ismcts``) reads a Merry Men position.

The generic search plays every rollout to the end and reads the result by rank and score
margin. On this game that reads badly in two ways, and :data:`SPEC
<sherwood.games.merry_men.SPEC>` gives the search the game's own reading instead
(``GameSpec.search_rewards``, ``search_leaf`` and ``search_depth``):

- **A table lost together is the worst result for every seat** (MM-3.4, MM-3.5, MM-10.13:
  nobody wins, MM-3.8). The generic reading gives a game without winners 0 to every seat,
  like a draw, so a seat that is behind would rather see the whole table lose to Prince
  John than lose the game. Here it is -1 for every seat, below any finished game.
- **Rollouts stop after** :data:`DEPTH` **commands** and the Normal bot's value function
  (:func:`.heuristic_value.value`, spec section 15) estimates the rest: a whole game played out
  by the cheap policy is long (several hundred commands) and its end says little about the
  move at the root. So the search is Normal's judgement with a few moves' lookahead over
  many guesses at the hidden cards. The estimate for seat ``s`` with ``p`` the chance of a loss
  (:func:`.heuristic_danger.loss_chance`) is ``(1 - p) * tanh((v_s - v_best_other) / SCALE) - p``
  where ``v`` is the value without its shared danger term (the same for every seat, so it
  cancels in the difference).

Solo (MM-11.8, MM-11.9): the lone seat's reading is its score against the target of the
chosen difficulty, ``tanh((score - target) / SCALE)``, with a step of :data:`SOLO_STEP` for
reaching it at the end; a loss is -1. So the search plays for a higher score even where the
target is out of reach or already met, and never prefers losing the game.

Every reading is in [-1, 1]; the search never sees more than its own sampled state.
"""

from __future__ import annotations

import math

from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.heuristic_danger import loss_chance
from sherwood.games.merry_men.heuristic_value import LOSS, value
from sherwood.games.merry_men.state import State

DEPTH = 8
"""Commands a rollout plays before the value function estimates the position.

Measured (``bench/bench_strength.py``, two seats against Normal, a quiet second's iterations
a decision): at 8 (680 iterations) the search won 15 of 18 games at first; at 30 it searched
only about 290 iterations a second (full rollouts: about 140), and small samples found it no
better than Normal (6 of 12, 0 of 2).
Short rollouts read the position while the move's effect is still visible to Normal's
judgement, and leave the search more iterations."""
SCALE = 10.0
"""Victory points that make a clear lead: the margin is read as ``tanh(margin / SCALE)``."""
MARGIN_WEIGHT = 0.25
"""The share of a finished game's reading that comes from the score margin (the rest from
the places: the winners first, MM-8.5)."""
SOLO_STEP = 0.25
"""The share of a finished solo game's reading that is reaching the target or not."""
DANGER_POWER = 1.0
"""The loss chance is read as ``p ** DANGER_POWER``: the danger estimate of section 15 is a
weight, not a calibrated probability (it assumes nobody acts against the danger)."""


def search_rewards(state: State) -> list[float]:
    """A finished game's reward per seat: -1 for all after a loss (MM-3.8), else the places
    blended with the score margin; solo, the score against the target (MM-11.8)."""
    n = state.seats
    if state.lost is not None:
        return [-1.0] * n
    totals = scoring.scores(state)
    if n == 1:
        reached = 1.0 if totals[0] >= scoring.target(state) else -1.0
        margin = math.tanh((totals[0] - scoring.target(state)) / SCALE)
        return [(1.0 - SOLO_STEP) * margin + SOLO_STEP * reached]
    places = place_rewards(totals, scoring.winners(state))
    out = []
    for s in range(n):
        best_other = max(t for i, t in enumerate(totals) if i != s)
        margin = math.tanh((totals[s] - best_other) / SCALE)
        out.append((1.0 - MARGIN_WEIGHT) * places[s] + MARGIN_WEIGHT * margin)
    return out


def search_leaf(state: State) -> list[float]:
    """An unfinished game's estimate per seat (see the module docstring)."""
    n = state.seats
    if state.lost is not None:
        return [-1.0] * n
    danger = loss_chance(state)
    p = danger ** DANGER_POWER
    if n == 1:
        ahead = value(state, 0) + LOSS * danger - scoring.target(state)
        return [(1.0 - p) * math.tanh(ahead / SCALE) - p]
    values = [value(state, s) for s in range(n)]  # each less the same LOSS * p
    out = []
    for s in range(n):
        best_other = max(v for i, v in enumerate(values) if i != s)
        out.append((1.0 - p) * math.tanh((values[s] - best_other) / SCALE) - p)
    return out


def place_rewards(totals: list[int], winners: list[int]) -> list[float]:
    """+1 for first place to -1 for last, linear in the place; the winners share first place
    (MM-8.5 breaks score ties), the others follow by score, equal scores share a place.

    >>> place_rewards([30, 22, 25], [0])
    [1.0, -1.0, 0.0]
    >>> place_rewards([30, 30], [0, 1])
    [0.0, 0.0]
    """
    n = len(totals)
    groups: list[list[int]] = [sorted(winners)] if winners else []
    rest = sorted((s for s in range(n) if s not in winners), key=lambda s: -totals[s])
    for s in rest:
        if len(groups) > (1 if winners else 0) and totals[groups[-1][0]] == totals[s]:
            groups[-1].append(s)
        else:
            groups.append([s])
    out = [0.0] * n
    place = 0
    for group in groups:
        mean_place = place + (len(group) - 1) / 2
        for s in group:
            out[s] = 1.0 - 2.0 * mean_place / (n - 1)
        place += len(group)
    return out
