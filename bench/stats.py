"""What the bench reports share: the Wilson interval of a win rate. A bench script runs as
``python bench/<name>.py``, so this folder is on its import path: ``from stats import wilson``."""

from __future__ import annotations

import math


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (``z`` = 1.96); (0, 1) for no games.

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    >>> [round(x, 3) for x in wilson(25, 100)]
    [0.175, 0.343]
    """
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    scale = 1 + z * z / games
    return (max(0.0, (centre - spread) / scale), min(1.0, (centre + spread) / scale))
