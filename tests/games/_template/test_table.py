"""Twenty-One's table takes every place from ``boards/_template.yaml``: the zones it reads
are the ones the game's ``BoardNeeds`` lists (so ``validate-boards`` checks them), and a
zone moved in the board moves on screen. Headless: the dummy video driver, no window.
"""

from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pygame
import pytest

from sherwood.engine import Match
from sherwood.engine.layout import load_layout
from sherwood.games._template import BOARD_NEEDS
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.ui.games.base import PANELS
from sherwood.ui.games.template import TemplateTable


class Spy:
    """A layout that records the zone ids asked of it."""

    def __init__(self, layout):
        self.layout, self.asked = layout, set()
        self.size = layout.size

    def zone(self, zone_id):
        self.asked.add(zone_id)
        return self.layout.zone(zone_id)


@pytest.fixture
def table():
    pygame.init()
    match = Match.start("_template", ["human", "bot:random", "bot:random"], seed=3)
    host = SimpleNamespace(match=match, app=SimpleNamespace(size=(1280, 800)))
    table = TemplateTable(host)
    table.set_view(match.view(0), viewer=0, show_hand=True, my_turn=True, legal=match.legal_commands())
    return table


def test_the_table_reads_only_zones_the_game_declares(table):
    spy = table.layout = Spy(table.layout)
    table.draw(pygame.Surface((1280, 800)), 0.0)
    for name in PANELS:
        table.panel(name)
    table.targets()
    before = table.view
    table.build_steps(Played(0, 5, 5), before, before)
    table.build_steps(Drew(1), before, before)
    assert spy.asked  # the spy saw the table at work
    assert spy.asked <= set(BOARD_NEEDS.zones), sorted(spy.asked - set(BOARD_NEEDS.zones))
    assert set(BOARD_NEEDS.zones) <= spy.asked, "the needs list a zone the table never reads"


def test_a_zone_moved_on_the_board_moves_on_screen(table):
    """Moving the hand 100 units down in the board moves every playable card with it."""
    board = load_layout("_template")
    hand = board.zone("hand")
    x, y, w, h = hand.shape.bounds
    moved = dataclasses.replace(hand, shape=type(hand.shape).rect(x, y - 100, w, h))
    table.layout = dataclasses.replace(board, zones={**board.zones, "hand": moved})
    shifted = {t.command: t.box for t in table.targets()}
    table.layout = board
    original = {t.command: t.box for t in table.targets()}
    assert original and set(original) == set(shifted)
    for command, (bx, by, bw, bh) in original.items():
        assert isinstance(command, Play)
        assert shifted[command] == (bx, by - 100, bw, bh)


def test_the_draw_is_a_button_and_the_cards_in_hand_are_targets(table):
    legal = table.match.legal_commands()
    assert {a.command for a in table.actions()} == {c for c in legal if isinstance(c, Draw)}
    assert {t.command for t in table.targets()} == {c for c in legal if isinstance(c, Play)}
