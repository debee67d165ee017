"""The player's settings, kept in ``user_dir("settings.json")``."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from sherwood.resources import user_dir
from sherwood.ui.animation import SPEEDS


@dataclass
class Settings:
    animation_speed: str = "normal"  # a key of SPEEDS

    @property
    def speed_factor(self) -> float:
        return SPEEDS.get(self.animation_speed, 1.0)

    @classmethod
    def load(cls) -> Settings:
        """The saved settings; defaults for anything missing or unreadable."""
        try:
            data = json.loads(user_dir("settings.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        settings = cls()
        speed = data.get("animation_speed") if isinstance(data, dict) else None
        if speed in SPEEDS:
            settings.animation_speed = speed
        return settings

    def save(self) -> None:
        path = user_dir("settings.json")
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(asdict(self), indent=1), encoding="utf-8")
        tmp.replace(path)
