"""The player's settings, kept in ``user_dir("settings.json")``.

Keys (all optional; anything missing takes its default):

``animation_speed``  one of :data:`sherwood.ui.animation.SPEEDS` ("slow", "normal", "fast",
                     "instant")
``bot_level``        the bot a new seat gets on the setup screen and in ``sherwood play``:
                     one of :data:`sherwood.ui.bots.BOT_LEVELS` ("random", "easy", "normal",
                     "hard")
``fullscreen``       true or false (F11 toggles it)
``window_size``      ``[width, height]`` of the window, remembered when it is resized (a
                     size under :data:`MIN_WINDOW`, from an older version, is taken as that)

A damaged file (not JSON, not an object, a value of the wrong kind, too big or too deep)
never stops the program: :meth:`Settings.load_checked` moves it aside to
``settings.json.damaged``, keeps the values that were sound, takes the defaults for the
rest and returns one sentence to tell the player. Unknown keys are ignored (a newer
version's file still loads). :meth:`Settings.save` writes atomically: a temporary file in
the same folder, flushed, then renamed over the old one.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sherwood.resources import move_aside, user_dir, write_atomically
from sherwood.ui.animation import SPEEDS
from sherwood.ui.bots import BOT_LEVELS

FILE = "settings.json"
MAX_BYTES = 64_000  # a settings file is a few lines; anything bigger is not ours
MIN_WINDOW = (800, 500)
"""The smallest window the app opens or lets the player make (:meth:`App.resize
<sherwood.ui.app.App.resize>`): every word stays readable in it, at least
:data:`sherwood.ui.render.text.READABLE` pixels."""
MAX_WINDOW = (16_384, 16_384)
DEFAULT_WINDOW = (1280, 800)


@dataclass
class Settings:
    animation_speed: str = "normal"  # a key of SPEEDS
    bot_level: str = "normal"  # one of BOT_LEVELS
    fullscreen: bool = False
    window_size: tuple[int, int] = DEFAULT_WINDOW

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return {
            "animation_speed": self.animation_speed,
            "bot_level": self.bot_level,
            "fullscreen": self.fullscreen,
            "window_size": list(self.window_size),
        }

    @staticmethod
    def path() -> Path:
        return user_dir(FILE)

    @classmethod
    def load(cls) -> Settings:
        """The saved settings, the sound values of a damaged file kept, the file left alone
        (``sherwood play`` reads the bot level so; the window's :meth:`load_checked` repairs)."""
        return cls.load_checked(repair=False)[0]

    @classmethod
    def load_checked(cls, *, repair: bool = True) -> tuple[Settings, str | None]:
        """The saved settings and, if the file was damaged, one sentence for the player.

        With ``repair`` a damaged file is moved to ``settings.json.damaged`` (so nothing is
        lost) and leftovers of interrupted writes are removed. The sound values of a damaged
        file are kept. A missing file gives the defaults and no notice.
        """
        settings = cls()
        try:
            path = cls.path()
            if repair:
                _clean_temporary_files(path)
            if not path.exists():
                return settings, None
            if path.stat().st_size > MAX_BYTES:
                raise ValueError(f"it is {path.stat().st_size} bytes long")
            data = json.loads(path.read_bytes().decode("utf-8"))
        except OSError as exc:
            reason = exc.strerror or str(exc)
            return settings, f"Sherwood could not read its settings ({reason}), so it uses the defaults."
        except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, too big, too deep
            return settings, _damaged(path, _short(exc), repair)
        if not isinstance(data, dict):
            return settings, _damaged(path, f"it holds a {type(data).__name__}, not settings", repair)
        problems = [problem for key, value in data.items() if (problem := settings._take(key, value))]
        if problems:
            return settings, _damaged(path, problems[0], repair)
        return settings, None

    def _take(self, key: str, value: Any) -> str | None:
        """Set ``key`` from the file's ``value`` if it is sound; else say what is wrong."""
        if key == "animation_speed":
            if isinstance(value, str) and value in SPEEDS:
                self.animation_speed = value
                return None
            return f"animation_speed {_show(value)} is not one of {', '.join(SPEEDS)}"
        if key == "bot_level":
            if isinstance(value, str) and value in BOT_LEVELS:
                self.bot_level = value
                return None
            return f"bot_level {_show(value)} is not one of {', '.join(BOT_LEVELS)}"
        if key == "fullscreen":
            if isinstance(value, bool):
                self.fullscreen = value
                return None
            return f"fullscreen {_show(value)} is not true or false"
        if key == "window_size":
            size = _window_size(value)
            if size is not None:
                self.window_size = size
                return None
            return f"window_size {_show(value)} is not a [width, height] pair of pixels"
        return None  # a key of a newer version: ignored

    def save(self) -> None:
        """Write the settings atomically (raises OSError if the folder cannot be written)."""
        write_atomically(self.path(), json.dumps(self.to_json(), indent=1) + "\n")


def _clean_temporary_files(path: Path) -> None:
    """Remove what an interrupted :func:`write_atomically` of ``path`` left behind."""
    for tmp in path.parent.glob(f".{path.name}.*.tmp"):
        with contextlib.suppress(OSError):
            tmp.unlink()


def _damaged(path: Path, problem: str, repair: bool) -> str:
    """The notice for a damaged settings file, moved aside first if ``repair``."""
    damaged = move_aside(path) if repair else None
    if damaged is None:
        return f"Your settings file was damaged ({problem}), so Sherwood uses the defaults."
    return (
        f"Your settings file was damaged ({problem}); Sherwood moved it to {damaged.name} "
        f"and uses the defaults."
    )


def _window_size(value: Any) -> tuple[int, int] | None:
    if not isinstance(value, list | tuple) or len(value) != 2:
        return None
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return None
    w, h = value
    if not (0 < w <= MAX_WINDOW[0] and 0 < h <= MAX_WINDOW[1]):
        return None
    return smallest_window((w, h))


def smallest_window(size: tuple[int, int]) -> tuple[int, int]:
    """``size`` made no smaller than :data:`MIN_WINDOW`."""
    return (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))


def _show(value: Any) -> str:
    """A short, safe rendering of a bad value for the notice."""
    try:
        shown = json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        shown = type(value).__name__
    return shown if len(shown) <= 24 else shown[:21] + "…"


def _short(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "it is nested too deeply"
    if isinstance(exc, UnicodeDecodeError):
        return "it is not text"
    if isinstance(exc, json.JSONDecodeError):
        return f"it is not JSON: {exc.msg} at line {exc.lineno}"
    return str(exc)
