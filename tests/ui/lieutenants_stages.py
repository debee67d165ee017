"""The Lieutenants staged at each kind of decision, for the tests that look at the table
then (its words fit, its words are a player's, the ambush cards are readable)."""

from __future__ import annotations

import random

from sherwood.ai import make_bot
from sherwood.engine import Match
from sherwood.ui.games.lieutenants import choices
from sherwood.ui.scenes.play import PlayScene
from tests.ui.test_lieutenants_table import _reach

SITUATIONS = {  # the prompt met (and its action), the seats
    "take_or_act": ("take_or_act", "", 4),
    "choose_target": ("choose_target", "", 5),
    "defend": ("defend", "", 4),
    "make_offer": ("make_offer", "exchange", 7),
    "choose_offer": ("choose_offer", "exchange", 7),
    "raid": ("choose_card", "raid", 4),
    "robbery": ("choose_card", "robbery", 4),
    "choose_ambush": ("choose_ambush", "", 3),
    "deliver": ("deliver", "", 4),
    "fire_or_hold": ("fire_or_hold", "", 5),
    "ambush_take": ("ambush_take", "", 4),
}


def stage_situation(case: str):
    """A staging for the text spy: a game of humans played by easy bots until the seat to act
    faces the prompt of ``case``, that seat at the screen (a delivery: its cards picked)."""
    kind, action, seats = SITUATIONS[case]

    def wanted(v, legal):
        return (
            v.prompt.kind == kind
            and (not action or getattr(v.prompt, "action", "") == action)
            and (kind != "deliver" or len(legal) > 1)
        )

    def stage(app):
        from sherwood.ui.scenes.menu import MenuScene

        for seed in range(1, 80):
            match = Match.start("lieutenants", ["human"] * seats, seed=seed)
            bots = [make_bot("lieutenants", "easy", s, seed + s) for s in range(seats)]
            if _reach(match, wanted, bots, random.Random(seed)):
                break
        else:
            raise AssertionError(f"{case} never met")
        play = PlayScene(app, match, run_bots=False, autosave=False)
        app.scenes.reset(MenuScene(app), play)
        app.scenes.apply_pending()
        play.reveal(match.active_seat)
        picked = [c for c in match.legal_commands() if isinstance(c, choices.SELECTED)]
        if picked:
            play.table.selection.select_for(picked[-1])
            play.refresh()

    return stage
