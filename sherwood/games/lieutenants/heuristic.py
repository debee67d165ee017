"""The Normal bot's policy (LT-14.1 - LT-14.7) as one function of plain facts,
:func:`decide`: the bot feeds it the facts of its view, the search's rollouts the facts of a
sampled state (:mod:`.heuristic_facts`). Which question is asked comes from the prompt;
the answers are :mod:`.heuristic_turn` (the active seat's own decisions) and
:mod:`.heuristic_react` (defence, offers, ambushes at a delivery); their arithmetic is
:mod:`.heuristic_value`.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import Command, SeededRng
from sherwood.games.lieutenants import heuristic_react as react
from sherwood.games.lieutenants import heuristic_turn as turn
from sherwood.games.lieutenants.heuristic_facts import Facts


def decide(f: Facts, legal: Sequence[Command], rng: SeededRng) -> Command:
    """The Normal bot's answer among ``legal`` to ``f.prompt``; exact ties by ``rng``."""
    if not legal:
        raise ValueError("The Sheriff's Lieutenants: the heuristic bot was asked to choose "
                         "from no legal commands (is the game over?)")
    if len(legal) == 1:
        return legal[0]
    prompt = f.prompt
    kind = prompt.kind
    if kind == "take_or_act":
        return turn.take_or_act(f, prompt.card, legal)
    if kind == "choose_target":
        return turn.choose_target(f, prompt.action, legal, rng)
    if kind == "defend":
        return react.defend(f, prompt.action, legal)
    if kind == "make_offer":
        return react.make_offer(f, prompt.action, prompt.buyer, legal, rng)
    if kind == "choose_offer":
        return turn.choose_offer(f, prompt.action, legal, rng)
    if kind == "choose_card":
        return turn.choose_card(f, prompt.target, legal, rng)
    if kind == "choose_ambush":
        return turn.choose_ambush(f, legal)
    if kind == "deliver":
        return turn.deliver(f, legal, rng)
    if kind == "fire_or_hold":
        return react.fire_or_hold(f, prompt.deliverer, legal)
    if kind == "ambush_take":
        return react.ambush_take(f, legal, rng)
    raise ValueError(f"The Sheriff's Lieutenants: the heuristic bot does not know the "
                     f"question {prompt!r}")


def easy(legal: Sequence[Command], rng: SeededRng) -> Command:
    """LT-14.8: a random legal command, except that it always delivers when it can."""
    deliveries = [c for c in legal if c.kind in ("deliver_set", "deliver_mission")]
    options = deliveries or list(legal)
    return options[0] if len(options) == 1 else rng.choice(options)
