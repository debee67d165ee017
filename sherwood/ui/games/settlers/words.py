"""The game's words (TRANSITION, issue 33: its events and commands still word themselves)."""

from sherwood.ui.kit.words import GameWords

WORDS = GameWords()
