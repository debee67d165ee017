"""The solo game (SR-V) at the Settlers table, clicked as the Sheriff clicks it (the
``driver`` fixture: dummy video, instant animations).

- Every choice the rules leave to the Sheriff is a click on a glowing hex: which hex Robin
  walks into (SR-V-4.7, SR-V-10.2), where to drive him after a build at his hex or the
  "Leave him" button (SR-V-6.1, SR-V-6.4, SR-V-10.3), where he goes when a 7 finds no
  building at his hex and several hexes tie (SR-V-7.12, SR-V-10.4); the state that results is
  read back through ``match.view``.
- One human: no curtain ever comes down.
- Robin's side of the table: his plaque under the Sheriff's, the log below both; the
  chronicle names Robin's places by their land and says why he stays.

The games are played by the game's heuristic bot for the Sheriff, each command given by
clicks (:func:`tests.ui.test_settlers_play.give`); at each choice about Robin the test picks
a hex itself and checks where Robin went.
"""

from __future__ import annotations

import re

import pytest

from sherwood.engine import Match
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import events as E
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import RESOURCES
from sherwood.games.settlers.heuristic import HeuristicBot
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers import robin_side
from sherwood.ui.games.settlers.table import SettlersTable
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from tests.ui.test_settlers_play import give
from tests.ui.test_setup_layout import SIZES as SETUP_SIZES
from tests.ui.test_setup_layout import draw_setup, test_everything_fits_in_the_panel_without_overlap
from tests.ui.test_text_fits import SIZES, report, size_id, spy_scene

CHOICES = (PR.ChooseRobinHexPrompt, PR.DisplaceRobinPrompt, PR.RelocateRobinPrompt)
COORDS = re.compile(r"-?\d+,-?\d+")


def open_table(driver, match: Match) -> PlayScene:
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    return play


def robin_at(match: Match) -> str:
    from sherwood.games.settlers.board import HEX_NAMES

    return HEX_NAMES[match.view(0).robber]


def glowing_hexes(play: PlayScene) -> set[str]:
    return {t.key[1] for t in play.table.targets() if isinstance(t.key, tuple) and t.key[0] == "hex"}


def answer_choice(driver, play: PlayScene, seen: dict) -> None:
    """The Sheriff's choice about Robin, by clicks: the glowing hexes are exactly the
    prompt's; the hex clicked is where Robin stands afterwards. A displacement is first
    declined with "Leave him", taken back, then carried out."""
    match = play.match
    prompt = match.view(0).prompt
    assert glowing_hexes(play) == set(prompt.hexes)
    words = play.table.instruction()
    assert "click" in words.lower() and not COORDS.search(words), words
    seen[type(prompt).__name__] = seen.get(type(prompt).__name__, 0) + 1
    before = robin_at(match)
    if isinstance(prompt, PR.DisplaceRobinPrompt):
        give(driver, play, K.DeclineDisplacement(0))  # SR-V-6.4: "Leave him" on the banner
        assert robin_at(match) == before
        assert not isinstance(match.view(0).prompt, PR.DisplaceRobinPrompt)
        play.undo()
        driver.settle(play)
        assert isinstance(match.view(0).prompt, PR.DisplaceRobinPrompt)
        hexes = glowing_hexes(play)
        assert hexes == set(prompt.hexes)
        target = sorted(hexes)[-1]
        give(driver, play, K.DisplaceRobin(0, target))
    elif isinstance(prompt, PR.ChooseRobinHexPrompt):
        target = prompt.hexes[-1]
        give(driver, play, K.ChooseRobinHex(0, target))
    else:
        target = prompt.hexes[0]
        give(driver, play, K.RelocateRobin(0, target))
    assert robin_at(match) == target, f"Robin at {robin_at(match)}, clicked {target}"


def play_solo(driver, seed: int, max_commands: int, until=None, options=None) -> tuple[PlayScene, dict]:
    """The Sheriff's game by clicks: the heuristic's commands, the choices about Robin the
    test's own (:func:`answer_choice`); stops at the end, after ``max_commands`` or once
    ``until(seen)`` holds."""
    match = Match.start("settlers", ["human"], seed=seed, options=options)
    play = open_table(driver, match)
    bot = HeuristicBot(match.spec, 0, seed)
    seen: dict = {}
    for _ in range(max_commands):
        driver.settle(play)
        assert not isinstance(driver.top, PrivacyScene), "a curtain came down in a one-player game"
        if match.is_over or (until is not None and until(seen)):
            break
        assert driver.top is play and play.my_turn, "the table waits for nobody"
        if isinstance(match.view(0).prompt, CHOICES):
            answer_choice(driver, play, seen)
            continue
        give(driver, play, bot.choose(match.view(0), match.legal_commands()))
    return play, seen


def reach(driver, kind, seeds=(8, 5, 10, 2, 4)) -> PlayScene:
    """A solo table whose next command, given by clicks, asks the Sheriff choice ``kind``:
    the heuristic Sheriff plays (straight through the engine) up to the command that leads
    to it (an end of turn, a roll, a build), which the test then gives by clicks."""
    for seed in seeds:
        match = Match.start("settlers", ["human"], seed=seed)
        bot = HeuristicBot(match.spec, 0, seed)
        for _ in range(400):
            if match.is_over:
                break
            command = bot.choose(match.view(0), match.legal_commands())
            probe = match.fork()
            probe.apply(command)
            if isinstance(probe.view(0).prompt, kind):
                play = open_table(driver, match)
                driver.settle(play)
                give(driver, play, command)
                driver.settle(play)
                assert isinstance(match.view(0).prompt, kind)
                return play
            match.apply(command)
    raise AssertionError(f"no {kind.__name__} in the seeds tried")


def reach_command(driver, kind, seeds) -> tuple[PlayScene, object]:
    """A solo table where the heuristic Sheriff's next command is a ``kind`` (played through
    the engine up to there); the command is returned for the test to give by clicks."""
    for seed in seeds:
        match = Match.start("settlers", ["human"], seed=seed)
        bot = HeuristicBot(match.spec, 0, seed)
        for _ in range(400):
            if match.is_over:
                break
            command = bot.choose(match.view(0), match.legal_commands())
            if isinstance(command, kind):
                play = open_table(driver, match)
                driver.settle(play)
                return play, command
            match.apply(command)
    raise AssertionError(f"no {kind.__name__} in the seeds tried")


def test_a_knight_makes_robin_draw_at_once_by_clicks(driver):
    """SR-V-5.1, SR-V-5.2: the Knight clicked in the hand; Robin draws a card out of turn,
    which the log says, and no robber move is asked (SR-V-5.3)."""
    play, knight = reach_command(driver, K.PlayKnight, (3, 4, 5))
    match = play.match
    before = match.view(0)
    drawn = len(before.moves_discard)
    give(driver, play, knight)
    driver.settle(play)
    after = match.view(0)
    assert after.played_knights[0] == before.played_knights[0] + 1
    assert len(after.moves_discard) in (drawn + 1, 1)  # one more face up (or a fresh pile's first)
    lines = [line.text for line in play.log.lines]
    assert any("your Knight makes him draw at once" in t for t in lines), lines[-6:]
    assert not isinstance(after.prompt, PR.MoveRobberPrompt)


def test_monopoly_takes_the_loot_back_by_clicks(driver):
    """SR-V-8.4: Monopoly, clicked in the hand, names a resource in the question box (which
    says how many the loot holds) and takes every card of it back from Robin's loot pile."""
    play, monopoly = reach_command(driver, K.PlayMonopoly, (1,))
    match = play.match
    res = RESOURCES.index(monopoly.resource)
    before = match.view(0)
    assert before.loot[res] > 0
    give(driver, play, monopoly)
    after = match.view(0)
    assert after.loot[res] == 0
    assert after.hand[res] == before.hand[res] + before.loot[res]
    assert any("back from Robin's loot" in line.text for line in play.log.lines)


@pytest.mark.parametrize("kind", CHOICES, ids=lambda k: k.__name__)
def test_each_of_the_sheriffs_choices_about_robin_is_a_click_on_a_glowing_hex(driver, kind):
    """SR-V-10.2 to SR-V-10.4: each choice reached by a click (the end of the turn, the roll,
    the build that asks it) and answered by clicks; Robin stands where the Sheriff clicked."""
    play = reach(driver, kind)
    seen: dict = {}
    answer_choice(driver, play, seen)
    assert seen == {kind.__name__: 1}
    assert not isinstance(driver.top, PrivacyScene)


def test_robins_turn_is_told_in_the_players_words_and_no_curtain_falls(driver, drawn):
    """SR-V-3.2, SR-V-4: after the Sheriff's turn Robin draws a card and moves or stays; the
    chronicle says so by the land's names (never "0,-1"), and why he stays."""
    play, _ = play_solo(driver, 5, 140)
    driver.settle(play)
    lines = [line.text for line in play.log.lines]
    robin = [t for t in lines if t.startswith("Robin")]
    assert any(t.startswith("Robin draws the ") for t in robin)
    assert any(t.startswith("Robin walks from the ") for t in robin)
    assert any(t.startswith("Robin stays: ") for t in robin)
    assert not [t for t in robin if COORDS.search(t)], robin
    v = play.match.view(0)
    # Robin's plaque shows what the view holds (SR-V-1.6, SR-V-1.12, SR-V-4.1): his loot, the
    # cards left to draw, his VP
    drawn.clear()
    driver.step()
    shown = {s for s, _ in drawn}
    stolen = sum(v.loot)
    assert stolen and f"Loot: {stolen} stolen card{'s' if stolen != 1 else ''}" in shown, shown
    assert f"Movement cards: {v.moves_left} to draw" in shown, shown
    assert v.moves_left + len(v.moves_discard) == 6
    tips = {t.key: t.tooltip for t in play.table.targets()}
    assert tips[("robin",)].startswith(f"Robin Hood: {v.robin_vp} VP of 15."), tips[("robin",)]


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_robins_plaque_stands_under_the_sheriffs_and_above_the_log(driver, size):
    driver.app.resize(size)
    play = open_table(driver, Match.start("settlers", ["human"], seed=2))
    table = play.table
    assert table.solo and table.names == ("Sheriff",) and table.target == 15
    sheriff = table.T.rect(geo.plaque_box(table, 0))
    robin = table.T.rect(robin_side.robin_box(table))
    log = table.T.rect(table.panel("log"))
    seats = table.T.rect(table.Z("seats"))
    assert robin.top >= sheriff.bottom and robin.x == sheriff.x and robin.w == sheriff.w
    assert log.top >= robin.bottom and log.h > robin.h
    assert seats.left <= robin.left and robin.right <= seats.right
    inner = [table.T.rect(b) for b in robin_side.track_boxes(table)]
    inner += [table.T.rect(b) for _, b in robin_side.loot_boxes(table)]
    inner += [table.T.rect(robin_side.pile_box(table))]
    inner += [table.T.rect(b) for _, b in robin_side.slot_boxes(table)]
    for r in inner:
        assert robin.contains(r), (r, robin)
    for i, a in enumerate(inner):
        for b in inner[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    # no "Offer a trade" in the solo game (SR-V-3.4)
    assert "offer" not in geo.tile_boxes(table)
    assert HEX_BY_NAME[robin_at(play.match)] == play.match.view(0).robber


@pytest.mark.parametrize("size", SETUP_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_solo_setup_screen_explains_the_sheriffs_choices_in_a_line_each(driver, drawn, size):
    """SR-M-2, SR-M-3 and SR-V-10: at one seat the screen offers Robin's movement (deck or
    die) and the extra draw after a displacement, and says what the Sheriff decides, each
    choice whole on a line (on lines of its own in the smallest window, whose words keep a
    readable size), clear of everything else (the layout test's checks)."""
    test_everything_fits_in_the_panel_without_overlap(driver, drawn, "settlers", 1, size)
    setup = driver.top
    assert setup.options["variant"] == "robin_hood"
    assert [o.name for o in setup.shown_options()] == ["layout", "movement", "displacement_extra_draw"]
    heading, lines = SettlersTable.setup_notes(1, setup.options)
    shown = draw_setup(driver, setup, drawn)
    texts = [s for s, _ in shown]
    assert heading in texts
    parts = [setup.note_lines(line, setup.layout().left_w) for line in lines]
    for line, part in zip(lines, parts, strict=True):
        assert " ".join(part) == line and all(p in texts for p in part), f"{line!r} is cut short: {texts}"
        assert len(part) == 1 or size == (800, 500)
    rows = {r.y for s, r in shown if any(s in part for part in parts)}
    assert len(rows) == sum(len(part) for part in parts)
    # the notes leave with the single seat
    driver.click_widget(setup.count_buttons[3])
    assert heading not in [s for s, _ in draw_setup(driver, setup, drawn)]


# --- every word fits --------------------------------------------------------------------------------

MOMENTS = {  # what the table shows: (seed, a stop, options)
    "choose": (8, PR.ChooseRobinHexPrompt, None),
    "displace": (8, PR.DisplaceRobinPrompt, None),
    "relocate": (8, PR.RelocateRobinPrompt, None),
    "late": (5, 250, None),  # loot, a full track, the discards
    "die": (4, 120, {"movement": "die"}),
    "robin-won": (2, "over", None),
    "sheriff-won": (14, "over", None),
    "encircled": (3, "over", None),
}


def advance(seed: int, stop, options=None) -> Match:
    """A solo match played by the heuristic Sheriff (through the engine) until ``stop``: a
    prompt type, a number of commands, or "over"."""
    match = Match.start("settlers", ["human"], seed=seed, options=options)
    bot = HeuristicBot(match.spec, 0, seed)
    for n in range(3000):
        prompt = match.view(0).prompt
        if match.is_over or (isinstance(stop, int) and n >= stop):
            break
        if isinstance(stop, type) and isinstance(prompt, stop):
            break
        match.apply(bot.choose(match.view(0), match.legal_commands()))
    return match


def _stage(moment: str):
    seed, stop, options = MOMENTS[moment]

    def stage(app) -> None:
        app.scenes.push(PlayScene(app, advance(seed, stop, options), autosave=False))
        for _ in range(3):
            app.step(1 / 60)
        if isinstance(app.scenes.top, ResultsScene):  # the words under the results: the table's
            app.scenes.pop(app.scenes.top)

    return stage


@pytest.mark.parametrize("size", SIZES, ids=size_id)
@pytest.mark.parametrize("moment", list(MOMENTS))
def test_every_word_of_the_solo_table_fits(monkeypatch, moment, size):
    """The banner's line for each choice, Robin's plaque and its tooltips, the log, the end:
    nothing cut, spilling or overlapping (tests/ui/test_text_fits.py's spy)."""
    cuts = spy_scene(monkeypatch, _stage(moment), size)
    assert not cuts, f"{moment} at {size_id(size)}:\n{report(cuts)}"


# --- Robin's turn, animated -----------------------------------------------------------------------


def next_events(seed: int, wanted: set[type]):
    """A solo match at the heuristic Sheriff's first command whose events include every event
    class in ``wanted``: (match before it, the command, its events, the view after)."""
    match = Match.start("settlers", ["human"], seed=seed)
    bot = HeuristicBot(match.spec, 0, seed)
    for _ in range(600):
        command = bot.choose(match.view(0), match.legal_commands())
        probe = match.fork()
        events = probe.apply(command)
        if wanted <= {type(e) for e in events}:
            return match, command, events, probe.view(0)
        match.apply(command)
    raise AssertionError(f"no command with {wanted}")


def steps_of(play: PlayScene, events, after) -> dict[type, list]:
    before = play.match.view(0)
    return {type(e): play.table.build_steps(e, before, after) for e in events}


def test_robins_draw_and_walk_are_animated_in_order(driver):
    """SR-V-4.1, SR-V-4.5: the card leaves the pile, is shown and turned face up over the
    island, then lies among the drawn cards; Robin walks from his hex to the new one and is
    not drawn at his new hex before he arrives; each step's caption names the land."""
    match, _command, events, after = next_events(3, {E.MovementDrawn, E.RobinMoved})
    play = open_table(driver, match)
    table = play.table
    steps = steps_of(play, events, after)
    card = next(e for e in events if isinstance(e, E.MovementDrawn)).card
    drawn = steps[E.MovementDrawn]
    assert [s.tweens[0].sprite for s in drawn] == [("moveback",), ("moveflip", card), ("movecard", card)]
    assert drawn[0].tweens[0].start == robin_side.pile_box(table)
    show = robin_side.show_box(table, match.view(0).robber)
    assert drawn[1].tweens[0].start == show
    robin = table.T.rect(robin_side.figure_box(table, match.view(0).robber))
    assert not table.T.rect(show).colliderect(robin), "the card hides Robin"
    for h in range(19):  # wherever Robin stands, the card shown leaves him in view
        shown = table.T.rect(robin_side.show_box(table, h))
        assert not shown.colliderect(table.T.rect(robin_side.figure_box(table, h))), h
    assert drawn[2].tweens[0].end == robin_side.slot_box(table, card)
    assert ("slot", card) in drawn[2].tweens[0].hide
    moved = next(e for e in events if isinstance(e, E.RobinMoved))
    walk = steps[E.RobinMoved][0].tweens[0]
    assert walk.sprite[0] == "robin" and ("robber",) in walk.hide
    assert walk.start == robin_side.figure_box(table, HEX_BY_NAME[moved.from_hex])
    assert walk.end == robin_side.figure_box(table, HEX_BY_NAME[moved.to_hex])
    for kind in (E.MovementDrawn, E.RobinMoved):
        for step in steps[kind]:
            assert step.caption and not COORDS.search(step.caption), step.caption
    # played in order: the walk's "robber" stays hidden until Robin arrives
    from sherwood.ui.animation import AnimationQueue

    queue = AnimationQueue()
    queue.push_steps([s for kind in (E.MovementDrawn, E.RobinMoved) for s in steps[kind]])
    assert queue.hidden()[("robber",)] and queue.hidden()[("slot", card)]
    queue.update(sum(s.length for s in drawn) + 0.01)
    assert not queue.hidden()[("slot", card)] and queue.hidden()[("robber",)]
    queue.update(10)
    assert not queue.busy


def test_a_seven_with_a_theft_flies_a_card_to_the_loot_and_fills_the_track(driver):
    """SR-V-7.4 to SR-V-7.9: the stolen card flies from the Sheriff's hand to its place on
    the loot pile; Robin's track fills one road per VP scored."""
    match, _command, events, after = next_events(5, {E.RobinRobbed, E.RobinScored})
    play = open_table(driver, match)
    table = play.table
    steps = steps_of(play, events, after)
    robbed = next(e for e in events if isinstance(e, E.RobinRobbed))
    scored = next(e for e in events if isinstance(e, E.RobinScored))
    fly = steps[E.RobinRobbed][0].tweens[0]
    assert fly.end == robin_side.loot_box(table, robbed.resource)
    assert ("loot", robbed.resource) in fly.hide
    track = steps[E.RobinScored][0].tweens
    assert len(track) == scored.points
    assert [t.end for t in track] == robin_side.track_boxes(table)[
        scored.total - scored.points : scored.total
    ]
    assert "Robin scores" in steps[E.RobinScored][0].caption
    assert robbed.resource in steps[E.RobinRobbed][0].caption
