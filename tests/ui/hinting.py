"""What the Hint tests of the solo tables share (Settlers' Robin Hood, the adventure): a match
put on the screen, the Normal bot's advice asked as the Hint asks it, a position where that
advice is of a wanted kind, and the Hint button pressed by a click."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match
from sherwood.ui.kit.hint import WORDS
from sherwood.ui.scenes.play import PlayScene


def open_table(driver, match: Match, settle: bool = True) -> PlayScene:
    """``match`` on the screen in the real game scene (settled until a human decides)."""
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    if settle:
        driver.settle(play)
    return play


def hint_bot_command(match: Match):
    """The command the Hint would advise: the Normal bot, seeded as the Hint seeds it."""
    bot = make_bot(match.spec.id, "heuristic", 0, bot_seed(match.seed, 0, "hint"))
    return bot.choose(match.view(0), match.legal_commands())


def reach_hint(driver, game: str, wanted: type | Callable[[Match, Any], bool], seeds: Iterable[int],
               options: Mapping[str, Any] | None = None) -> tuple[PlayScene, Any]:
    """A solo table where the Hint's command satisfies ``wanted`` (a command type, or a test
    of the match and the command): each seed's game is played through the engine by the
    Normal bot until then."""
    test = (lambda m, c: isinstance(c, wanted)) if isinstance(wanted, type) else wanted
    for seed in seeds:
        match = Match.start(game, ["human"], seed=seed, options=options)
        player = make_bot(game, "heuristic", 0, seed + 1)
        for _ in range(400):
            if match.is_over:
                break
            expected = hint_bot_command(match)
            if test(match, expected):
                return open_table(driver, match), expected
            match.apply(player.choose(match.view(0), match.legal_commands()))
    raise AssertionError(f"no hint for {wanted} in the seeds tried")


def hint_button(play: PlayScene):
    """The banner's Hint button, or None."""
    return next((b for b in play.action_buttons if b.text in WORDS), None)


def press_hint(driver, play: PlayScene) -> None:
    """Click the Hint button (the test fails if there is none)."""
    button = hint_button(play)
    assert button is not None, [b.text for b in play.action_buttons]
    driver.click_widget(button)
