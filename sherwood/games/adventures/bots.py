"""The adventure's bots: the heuristic bot ("Normal") and the rollout policy the search bot
plays its imagined games with.

Both follow the spec's bot notes (``shared/rules/adventures_solo.md``, "Bot notes"): a greedy
one-turn look-ahead that values every reachable space plus the best action there. They are
one function, :func:`~.heuristic.decide`, over a full state: the bot rebuilds the state its
view shows (nothing is hidden, AR-16), the rollouts hand it their sampled state. Its insides
are split by concern:

=========================  =================================================================
``heuristic.py``           :class:`HeuristicBot`, :func:`rollout_choice`: which prompt, which answer
``heuristic_turn.py``      the turn: where to walk, which action, eating, bribes, deliveries
``heuristic_prompts.py``   the Horn, the Barrel, the object picked, room made, the merchant
``heuristic_facts.py``     the position: Gisbourne's threat, the watch, objects' worth, goals
``heuristic_odds.py``      the draws: hypergeometric chances, explore results, action values
=========================  =================================================================

The random bot and the search bot (``ismcts``) are the generic ones of ``sherwood.ai``.

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("adventures", 1, seed=3)
>>> rollout_choice(m._state, m.legal_commands(), SeededRng(0)) in m.legal_commands()
True
"""

from sherwood.games.adventures.heuristic import HeuristicBot, rollout_choice

__all__ = ["HeuristicBot", "rollout_choice"]
