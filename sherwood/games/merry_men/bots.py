"""The Robin Hood and the Merry Men bots: "Easy" and "Normal" (spec section 15).

A bot is made as ``factory(spec, seat, seed)`` and decides with ``choose(view, legal)`` from
its seat's :class:`~.view.MerryMenView` only (MM-12.5), with its own
:class:`~sherwood.engine.SeededRng`: the same seed and the same questions give the same
answers.

- :class:`EasyBot` ("Easy"): a uniformly random legal command.
- :class:`HeuristicBot` ("Normal"): a greedy one-ply expected value. For each legal command
  it fills in what the seat cannot see with ``rules.sample_hidden`` (its own state, never
  the true one), applies the command to a copy, lets the cheap policy of
  :mod:`.heuristic_policy` answer the seat's follow-up questions of the same action (which
  carriage, how many dice, rob again, the second move of the turn), and scores the result
  with :func:`.heuristic_value.value`: the score so far, resources, dice, renown, workers and
  prisoners at the values of spec section 15, minus the shared danger of a loss (road
  danger and guard danger, a loss weighted like a whole game's score). Commands with dice
  or draws behind them are averaged over a few seeded outcomes, the same outcomes for every
  command. Robbing the rich, discarding from the hand and the ransom follow the rules of
  section 15 directly.
The cheap policy alone (:func:`.heuristic_policy.rollout_choice`) is the game's rollout policy
for tree search (``SPEC.rollout_policy``).

``BOTS`` lists both for the game's ``SPEC``; the game's ``__init__`` also offers the generic
ISMCTS as "Hard", with this game's own reading of a position (:mod:`.heuristic_search`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine import BotInfo, Command, SeededRng
from sherwood.games.merry_men.commands import BuildStop, DeclareDone
from sherwood.games.merry_men.heuristic_danger import danger_parts
from sherwood.games.merry_men.heuristic_policy import PlaceContext, build_score, place_scores, rollout_choice
from sherwood.games.merry_men.heuristic_value import value
from sherwood.games.merry_men.prompts import (
    BuildPrompt,
    CarriagePrompt,
    CommitPrompt,
    DiscardHandPrompt,
    FightAgainPrompt,
    GuardPrompt,
    HeroPrompt,
    MMPrompt,
    PlacePrompt,
    RansomPrompt,
    RerollAllPrompt,
    RerollOnePrompt,
    RetrievePrompt,
    RobAgainPrompt,
    RobContinuePrompt,
    RobinPrompt,
    RobStartPrompt,
    TakeDiePrompt,
    TokensPrompt,
)
from sherwood.games.merry_men.rules import RULES
from sherwood.games.merry_men.state import State
from sherwood.games.merry_men.view import MerryMenView

# Prompts whose answer the heuristic takes from the rules of section 15 directly.
RULE_KINDS = frozenset({DiscardHandPrompt, RobStartPrompt, RobContinuePrompt, RansomPrompt})
# A follow-up stops at these prompts of the deciding seat: a new decision, not part of this one.
NEW_DECISION = frozenset({PlacePrompt, TakeDiePrompt, DiscardHandPrompt, RansomPrompt, RetrievePrompt})
# Outcomes averaged per command, by prompt type (the rest: 1, nothing random follows).
SAMPLES: dict[type[MMPrompt], int] = {
    PlacePrompt: 2, HeroPrompt: 3, CarriagePrompt: 4, CommitPrompt: 4, GuardPrompt: 4, TokensPrompt: 4,
    RerollAllPrompt: 4, RerollOnePrompt: 4, RobinPrompt: 4, RobAgainPrompt: 3, FightAgainPrompt: 3}
MAX_CANDIDATES: dict[type[MMPrompt], int] = {PlacePrompt: 12, BuildPrompt: 10}
FOLLOW_UP = 40  # commands at most in one follow-up (an action has far fewer)


def follow_up(state: State, seat: int, rng: SeededRng) -> None:
    """Answer ``seat``'s own questions with the cheap policy until the action is over: the
    game ends, another seat must decide, or a new decision of ``seat`` comes up."""
    for _ in range(FOLLOW_UP):
        prompt = state.prompt
        if state.phase == "over" or prompt is None or prompt.seat != seat:
            return
        if type(prompt) in NEW_DECISION:
            return
        legal = RULES.legal_commands(state)
        RULES.apply(state, rollout_choice(state, legal, rng), rng)


class EasyBot:
    """Spec section 15, "Easy": a uniformly random legal command."""

    def __init__(self, spec: Any, seat: int, seed: int):
        self.seat = seat
        self.rng = SeededRng(seed)

    def choose(self, view: MerryMenView, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"Merry Men EasyBot for seat {self.seat} was asked to choose from no "
                             "legal commands (is the game over?)")
        return legal[0] if len(legal) == 1 else self.rng.choice(legal)


class HeuristicBot:
    """Spec section 15, "Normal": greedy one-ply expected value with the danger weighting."""

    def __init__(self, spec: Any, seat: int, seed: int, samples: float = 1.0):
        self.seat = seat
        self.rng = SeededRng(seed)
        self.samples = samples  # scales the outcomes averaged per command (tests and benches)

    def choose(self, view: MerryMenView, legal: Sequence[Command]) -> Command:
        if not legal:
            raise ValueError(f"Merry Men HeuristicBot for seat {self.seat} was asked to choose from "
                             "no legal commands (is the game over?)")
        if len(legal) == 1:
            return legal[0]
        seat = view.seat
        base = RULES.sample_hidden(view, seat, self.rng)  # the bot's own guess, never the truth
        kind = type(view.prompt)
        if kind in RULE_KINDS:
            return rollout_choice(base, legal, self.rng)
        candidates = self._candidates(base, seat, kind, legal)
        if len(candidates) == 1:
            return candidates[0]
        samples = max(1, round(SAMPLES.get(kind, 1) * self.samples))
        seeds = [self.rng.randint(0, 2**48) for _ in range(samples)]
        best, best_value = candidates[0], -float("inf")
        for cmd in candidates:
            total = 0.0
            for seed in seeds:
                state = RULES.clone(base)
                rng = SeededRng(seed)
                RULES.apply(state, cmd, rng)
                follow_up(state, seat, rng)
                total += value(state, seat)
            if total > best_value:
                best, best_value = cmd, total
        return best

    def _candidates(self, state: State, seat: int, kind: type[MMPrompt],
                    legal: Sequence[Command]) -> list[Command]:
        """The commands worth a look: all of them, or the best few by the cheap policy's
        scores where there are many (placements and builds)."""
        limit = MAX_CANDIDATES.get(kind)
        if limit is None or len(legal) <= limit:
            return list(legal)
        if kind is PlacePrompt:
            scores = place_scores(PlaceContext(state, seat), legal)
        else:
            danger = danger_parts(state)
            scores = [build_score(state, c, danger) for c in legal]
        order = sorted(range(len(legal)), key=lambda i: -scores[i])
        keep = [legal[i] for i in order[:limit]]
        keep += [c for c in legal if isinstance(c, DeclareDone | BuildStop) and c not in keep]
        return keep


BOTS: tuple[BotInfo, ...] = (
    BotInfo("heuristic", "Normal",
            "Weighs every move by what it brings, keeps an eye on the roads and the guard track "
            "before anything else, and prefers safe hideouts.", HeuristicBot),
    BotInfo("easy", "Easy", "Plays any legal move at random.", EasyBot),
)
