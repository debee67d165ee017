"""Settlers' bots: the heuristic bot ("Normal") and the rollout policy the search bot plays.

Both follow the spec's bot notes (``shared/rules/settlers_robin.md``, "Bot notes"): the
standard game's, and in the Robin Hood solo variant the Sheriff's (the bot reads which game
it plays from its view). Their insides are split by concern:

========================  ====================================================================
``heuristic.py``          :class:`HeuristicBot`: one method per decision, from the view only
``heuristic_board.py``    vertex values, harbour ratios, open spots, roads toward a spot
``heuristic_plan.py``     the view as plain facts, build goals, trade plans, discards
``heuristic_rollout.py``  :func:`rollout_choice`: the same priorities over a full state, cheap
``heuristic_sheriff.py``  the solo decisions: Robin's moves, Knights, Monopoly, rings, the trap
``heuristic_solo.py``     the solo facts: what Robin costs at a hex, his next draw, rings
========================  ====================================================================

The random bot and the search bot (``ismcts``) are the generic ones of ``sherwood.ai``;
the search bot plays its rollouts with :func:`rollout_choice` (``SPEC.rollout_policy``).

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("settlers", 3, seed=1)
>>> rollout_choice(m._state, m.legal_commands(), SeededRng(0)) in m.legal_commands()
True
"""

from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.games.settlers.heuristic_rollout import rollout_choice

__all__ = ["HeuristicBot", "rollout_choice"]
