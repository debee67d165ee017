"""A click counts: during an animation it finishes the animation and then gives its move;
the Undo button follows the engine and says why it is off."""

from __future__ import annotations

import random

import pygame

from sherwood.engine import Match, possessive
from sherwood.games.merry_men import events as MME
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene


def start(driver, game: str, seats, seed: int, options=None) -> PlayScene:
    match = Match.start(game, list(seats), seed, options or {})
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    driver.step()
    return play


def post_click(driver, pos) -> None:
    """Press and release at ``pos`` within one frame, the way a quick click lands."""
    pos = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(pos)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1))
    driver.step()


def bot_animation_with_my_turn_next(driver, play: PlayScene, max_frames: int = 3000) -> None:
    """Play first clickable moves until the bot's move animates and the human may already
    click on the table: the moment a click used to be swallowed."""
    for _ in range(max_frames):
        if play.anim.busy and play.my_turn and play.is_bot(play.match.log[-1].seat):
            return
        if play.my_turn and not play.anim.busy:
            _, pos = driver.first_clickable(play)
            driver.click(pos)
            continue
        if play.worker.thinking:
            play.wait_for_bot()
        driver.step(dt=1 / 60)
    raise AssertionError("the bot's move never animated before the human's turn")


def board_command(driver, play: PlayScene):
    """A legal command given by a spot on the table (not a button), and where to click."""
    for command in play.match.legal_commands():
        for target in play.table.targets():
            if target.command == command:
                pos = driver.uncovered_point(play, target, lambda hit, c=command: hit.command == c)
                if pos is not None:
                    return command, pos
    return None


def test_a_click_during_the_animation_skips_it_and_gives_the_move(driver):
    """The click is not lost; the target is looked up after the skip."""
    driver.app.settings.animation_speed = "normal"
    play = start(driver, "showdown", ["human", "bot:heuristic"], seed=5)
    given = 0
    for _ in range(60):
        bot_animation_with_my_turn_next(driver, play)
        found = board_command(driver, play)
        if found is None:  # only a button now (they always counted): play on
            play.anim.skip()
            continue
        command, pos = found
        before = len(play.match.log)
        assert play.anim.busy
        post_click(driver, pos)
        assert len(play.match.log) == before + 1 and play.match.log[before] == command
        assert play.match.log[before - 1].seat == 1  # the bot's move, whose animation it ended
        given += 1
        if given == 3:  # at three moments of the game
            return
    raise AssertionError(f"only {given} clicks on the table during the bot's animation")


def test_a_click_during_the_animation_on_nothing_only_skips_it(driver):
    driver.app.settings.animation_speed = "normal"
    play = start(driver, "showdown", ["human", "bot:heuristic"], seed=5)
    bot_animation_with_my_turn_next(driver, play)
    before = len(play.match.log)
    corner = (2, play.app.size[1] // 2)
    assert play.target_at(corner) is None
    post_click(driver, corner)
    assert not play.anim.busy and len(play.match.log) == before


def test_a_click_during_the_animation_never_answers_a_question_box_not_yet_shown(driver):
    """Merry Men draws its question box once things land: a click that ended the animation
    was not aimed at it, so it answers nothing."""
    driver.app.settings.animation_speed = "normal"
    play = start(driver, "merry_men", ["human"], seed=4, options={"difficulty": "squire"})
    rng = random.Random(4)
    for _ in range(400):
        driver.settle(play)
        boxes = [t for t in play.table.targets() if t.key[:1] == ("dialog",) and t.command is not None]
        if play.anim.busy and boxes:
            break
        before = len(play.match.log)
        play.click_command(rng.choice(play.match.legal_commands()))
        assert len(play.match.log) == before + 1
        driver.step(2)  # the animation has begun
        boxes = [t for t in play.table.targets() if t.key[:1] == ("dialog",) and t.command is not None]
        if play.anim.busy and boxes:
            break
    else:
        raise AssertionError("no question box came up behind an animation")
    target = boxes[0]
    pos = driver.uncovered_point(play, target, lambda hit: hit is target)
    assert pos is not None
    before = len(play.match.log)
    post_click(driver, pos)
    assert not play.anim.busy and len(play.match.log) == before


def hover(driver, element) -> None:
    pos = pygame.Rect(element.rect).center
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step()


def test_undo_is_off_after_a_villain_card_turns_up_and_says_why(driver, drawn):
    """Solo Merry Men, a move that turned up a villain card
    cannot be taken back (MM-12.3: the deck's order is hidden); the button is disabled and
    its tooltip gives the engine's reason."""
    play = start(driver, "merry_men", ["human"], seed=2, options={"difficulty": "squire"})
    rng = random.Random(2)
    undone_once = False
    for _ in range(600):
        driver.settle(play)
        before = len(play.match.log)
        play.click_command(rng.choice(play.match.legal_commands()))
        driver.settle(play)
        events = play.match.history[before].events
        if not undone_once and play.match.can_undo:
            assert play.undo_button.is_enabled and play.undo_tooltip().startswith("Take back")
            undone_once = True
        if any(isinstance(e, MME.VillainCardDrawn) for e in events) and len(play.match.log) == before + 1:
            break
    else:
        raise AssertionError("no villain card turned up")
    assert undone_once
    assert not play.undo_button.is_enabled
    reason = play.undo_tooltip()
    assert reason == play.words.refusal(play.match.undo_refusal)
    assert reason == "The last move turned up a villain card, so it cannot be taken back."
    driver.key(pygame.K_u)  # the shortcut does nothing either
    assert len(play.match.log) == before + 1
    drawn.clear()
    hover(driver, play.undo_button)
    # the disabled button's tooltip says why (a pygame_gui tooltip: sherwood.ui.widgets.tooltip)
    assert play.pointer_tip.message == reason and play.pointer_tip.shown


def _after_a_curtain(driver, play, wanted) -> None:
    """Play the first clickable moves until the curtain has been lifted after a move of which
    ``wanted(match)`` holds."""
    for _ in range(200):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
            if play.match.log and wanted(play.match):
                return
            continue
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    raise AssertionError("no such move met")


def test_undo_after_another_players_move_names_whose_it_was(driver):
    """Hot seat (SD-12.4): once the next player has lifted the curtain, the move before
    stands, and the Undo button says whose it was."""
    play = start(driver, "showdown", ["human", "human"], seed=11)
    _after_a_curtain(driver, play, lambda match: match.can_undo)  # the rules would let it go back
    mover = play.match.log[-1].seat
    assert play.viewer != mover and play.match.active_seat == play.viewer
    name = play.match.names[mover]
    assert not play.undo_button.is_enabled
    assert play.undo_tooltip() == f"The last move was {possessive(name)}: only {name} can take it back."


def test_undo_after_another_players_chance_move_gives_the_real_reason(driver):
    """Where the rules forbid taking the move back anyway (it turned up a card),
    the Undo button says so, not that only its player could take it back."""
    play = start(driver, "showdown", ["human", "human"], seed=11)
    _after_a_curtain(driver, play, lambda match: not match.can_undo)
    assert play.viewer != play.match.log[-1].seat
    assert not play.undo_button.is_enabled
    assert play.undo_tooltip() == play.words.refusal(play.match.undo_refusal)
    assert play.undo_tooltip() == "The last move turned up a traveller, so it cannot be taken back."


def test_undo_after_the_bots_move_says_so(driver):
    play = start(driver, "showdown", ["human", "bot:heuristic"], seed=3)
    for _ in range(40):
        driver.settle(play)
        if play.match.log and play.is_bot(play.match.log[-1].seat):
            break
        _, pos = driver.first_clickable(play)
        driver.click(pos)
    assert not play.undo_button.is_enabled
    assert "(a bot)" in play.undo_tooltip()
