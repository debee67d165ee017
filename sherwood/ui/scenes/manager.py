"""The scene stack (house rule 11).

Pushes and pops are queued and applied between frames, so a scene never disappears in the
middle of its own ``handle``. Events go to the top scene first and down the stack until one
consumes them. Only the top scene is updated, so only it can be :meth:`animating`; a scene
covered by a push loses its hover and tooltips (:meth:`Scene.cover`). Drawing starts at the
highest opaque scene and goes up.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from sherwood.ui.scenes.base import Scene


class SceneManager:
    def __init__(self) -> None:
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    # --- queued changes -----------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self, scene: Scene | None = None) -> None:
        """Pop the top scene, or ``scene`` and everything above it."""
        self._pending.append(lambda: self._pop(scene))

    def replace(self, scene: Scene) -> None:
        """Pop the top scene and push ``scene``."""

        def run() -> None:
            self._pop(None)
            self._push(scene)

        self._pending.append(run)

    def reset(self, *scenes: Scene) -> None:
        """Empty the stack and push ``scenes`` in order."""

        def run() -> None:
            while self.stack:
                self._pop(None)
            for s in scenes:
                self._push(s)

        self._pending.append(run)

    def apply_pending(self) -> None:
        while self._pending:
            ops, self._pending = self._pending, []
            for op in ops:
                op()

    def _push(self, scene: Scene) -> None:
        if self.stack:
            self.stack[-1].cover()
            self.stack[-1].pause()
        self.stack.append(scene)
        scene.enter()

    def _pop(self, scene: Scene | None) -> None:
        if not self.stack:
            return
        if scene is not None and scene not in self.stack:
            return
        target = scene if scene is not None else self.stack[-1]
        while self.stack:
            top = self.stack.pop()
            top.exit()
            if top is target:
                break
        if self.stack:
            self.stack[-1].resume()

    # --- frames -------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def find(self, kind: type) -> Scene | None:
        """The highest scene of type ``kind`` on the stack."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        return any(scene.handle(event) for scene in reversed(self.stack))

    def update(self, dt: float) -> None:
        if self.stack:
            self.stack[-1].update(dt)

    def animating(self) -> bool:
        """Whether the top scene (the only one updated) changes by itself now."""
        return bool(self.stack) and self.stack[-1].animating()

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        for scene in self.stack[start:]:
            scene.draw(surface)

    def resize(self, size: tuple[int, int]) -> None:
        for scene in self.stack:
            scene.resize(size)
