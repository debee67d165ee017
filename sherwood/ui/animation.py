"""The animation queue: events become tweens that play in order, driven by the ``dt`` passed in.

A game scene turns each event into :class:`Step` s (its ``build_steps``); a step holds
:class:`Tween` s that play together, and steps play one after another. The queue knows
nothing of cards or boards: a tween's ``sprite`` is whatever the scene draws, moving from
``start`` to ``end`` (boxes in board units), and ``hide`` names the things that must stay
hidden at their destination until the tween lands (so a card is never in two places).

>>> q = AnimationQueue()
>>> q.push_steps([Step([Tween("card", (0, 0, 10, 10), (100, 0, 10, 10), duration=0.3)])])
>>> q.update(0.15); round(q.sprites()[0][1][0], 1)
87.5
>>> q.skip(); q.busy
False
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

Box = tuple[float, float, float, float]

SPEEDS: dict[str, float] = {"slow": 1.7, "normal": 1.0, "fast": 0.5, "instant": 0.0}
"""Animation speed settings: the factor every duration is multiplied by."""


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: ``1 - (1 - t)**3``."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


def lerp_box(a: Box, b: Box, t: float) -> Box:
    return (
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
        a[3] + (b[3] - a[3]) * t,
    )


@dataclass
class Tween:
    """One thing moving from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    sprite: Any
    start: Box
    end: Box
    duration: float = 0.3
    delay: float = 0.0
    hide: tuple[Hashable, ...] = ()
    show_before: bool = True
    ease: Callable[[float], float] = ease_out_cubic

    def progress(self, elapsed: float) -> float:
        """Eased progress 0..1 at ``elapsed`` seconds into its step."""
        if self.duration <= 0:
            return 1.0 if elapsed >= self.delay else 0.0
        return self.ease((elapsed - self.delay) / self.duration)

    def raw(self, elapsed: float) -> float:
        """Linear progress 0..1 (for flips and fades)."""
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (elapsed - self.delay) / self.duration))

    def box(self, elapsed: float) -> Box:
        return lerp_box(self.start, self.end, self.progress(elapsed))

    @property
    def length(self) -> float:
        return self.delay + self.duration


@dataclass
class Step:
    """Tweens that play together, an optional caption, and a pause after them."""

    tweens: list[Tween] = field(default_factory=list)
    caption: str | None = None
    hold: float = 0.0
    with_previous: bool = False

    @property
    def length(self) -> float:
        return max((t.length for t in self.tweens), default=0.0) + self.hold


class AnimationQueue:
    """Plays steps in order. ``speed`` is a factor (or a function giving it): 0 means instant."""

    def __init__(
        self,
        builder: Callable[[Any], Sequence[Step]] | None = None,
        speed: float | Callable[[], float] = 1.0,
        on_idle: Callable[[], None] | None = None,
    ):
        self.builder = builder
        self._speed = speed
        self.on_idle = on_idle
        self._steps: list[Step] = []
        self._elapsed = 0.0

    @property
    def speed(self) -> float:
        return self._speed() if callable(self._speed) else self._speed

    @property
    def busy(self) -> bool:
        return bool(self._steps)

    def push(self, events: Iterable[Any]) -> None:
        """Turn ``events`` into steps with the builder and queue them after what is playing."""
        steps: list[Step] = []
        for event in events:
            if self.builder is not None:
                steps.extend(self.builder(event))
        self.push_steps(steps)

    def push_steps(self, steps: Iterable[Step]) -> None:
        merged: list[Step] = []
        for step in steps:
            if step.with_previous and merged:
                prev = merged[-1]
                merged[-1] = Step(
                    prev.tweens + step.tweens, prev.caption or step.caption, max(prev.hold, step.hold)
                )
            else:
                merged.append(Step(list(step.tweens), step.caption, step.hold))
        self._steps.extend(s for s in merged if s.length > 0 or s.caption)
        if self.speed <= 0:
            self.skip()

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds of real time (scaled by the speed factor)."""
        if not self._steps:
            return
        factor = self.speed
        if factor <= 0:
            self.skip()
            return
        self._elapsed += dt / factor
        while self._steps and self._elapsed >= self._steps[0].length:
            self._elapsed -= self._steps[0].length
            self._steps.pop(0)
        if not self._steps:
            self._elapsed = 0.0
            self._idle()

    def skip(self) -> None:
        """Finish everything at once."""
        had = bool(self._steps)
        self._steps.clear()
        self._elapsed = 0.0
        if had:
            self._idle()

    def _idle(self) -> None:
        if self.on_idle is not None:
            self.on_idle()

    @property
    def caption(self) -> str | None:
        return self._steps[0].caption if self._steps else None

    def sprites(self) -> list[tuple[Any, Box, float]]:
        """What to draw now: ``(sprite, box, raw progress)``, waiting tweens at their start."""
        out: list[tuple[Any, Box, float]] = []
        for i, step in enumerate(self._steps):
            for tween in step.tweens:
                if i == 0:
                    if self._elapsed >= tween.length:
                        continue
                    if self._elapsed < tween.delay and not tween.show_before:
                        continue
                    out.append((tween.sprite, tween.box(self._elapsed), tween.raw(self._elapsed)))
                elif tween.show_before:
                    out.append((tween.sprite, tween.start, 0.0))
        # moving sprites over waiting ones
        out.sort(key=lambda s: 0 < s[2] < 1)
        return out

    def hidden(self) -> Counter:
        """How many times each hide key is held by a tween that has not landed."""
        keys: Counter = Counter()
        for i, step in enumerate(self._steps):
            for tween in step.tweens:
                if i > 0 or self._elapsed < tween.length:
                    keys.update(tween.hide)
        return keys
