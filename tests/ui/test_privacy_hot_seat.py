"""Hot seat: a screen never shows a hand to someone who may not see it (MM-12.4, SD-12.4).

Hot-seat games of every built game are played to the end through the real scenes, by
posted clicks alone (the curtain is lifted by a click too). After every frame the table
draws, the test compares the card faces drawn with what the person at the screen may see,
as the test itself follows it, without asking the scene:

- the person at the screen is the seat who lifted the curtain last; only that seat's
  private cards (its hand, quests, Friar Tuck's hand) may be drawn face up;
- once a human other than that seat is asked to decide without a curtain, everyone is
  looking: from then until the next curtain is lifted no private card is drawn at all.

Card faces are caught where every table turns a card id into a picture (the games' art
functions), so a hand leaking through an animation, a zoom or a question box is caught too.

A game joins with one entry in :data:`GAMES`: where its table draws a card face, and the
seed of the game of two humans that :func:`test_two_humans_see_only_their_own_hand` plays
by clicks (:func:`click_first` clicks the first legal command it can).
"""

from __future__ import annotations

import doctest
import random
from collections.abc import Callable, Collection
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import pytest

from sherwood.engine import Match
from sherwood.games.merry_men import commands as K
from sherwood.ui import hot_seat
from sherwood.ui.games._template import art as template_art
from sherwood.ui.games.lieutenants.art import cards as lt_cards
from sherwood.ui.games.merry_men import art as mm_art
from sherwood.ui.games.merry_men import drawing as mm_drawing
from sherwood.ui.games.merry_men import drawing_panels as mm_panels
from sherwood.ui.games.settlers.art import pictures as settlers_pictures
from sherwood.ui.games.showdown import art as showdown_art
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from tests.ui.test_lieutenants_table import click_lieutenants, lieutenants_public
from tests.ui.test_lieutenants_table import give as lt_give
from tests.ui.test_merry_men_play import give
from tests.ui.test_settlers_play import click_settlers
from tests.ui.test_settlers_play import give as st_give


def private_cards(match: Match, seat: int) -> set[Any]:
    """What only ``seat`` may see: MM-12.2 (hand, quests, Tuck hand), SD-12.2 (hand), TW-6 (hand),
    Settlers' "Hidden information" (resource cards, counted per resource, and development cards),
    LT-12.2/LT-12.3 (hand, own ambush cards, the two drawn, what it knows of other hands: a
    robbed hand)."""
    v = match.view(seat)
    hand = getattr(v, "hand_cards", v.hand)
    known = {c for cards in getattr(v, "known", ()) for c in cards}
    return {*hand, *getattr(v, "quests", ()), *getattr(v, "tuck_hand", ()), *getattr(v, "dev_cards", ()),
            *getattr(v, "own_ambushes", ()), *getattr(v, "ambush_choice", ()), *known}


def no_public_cards(match: Match) -> Collection[Any]:
    return ()


@dataclass(frozen=True)
class Faces:
    """Where a game's table turns a card into a picture: the functions ``names`` of ``module``
    (their first argument is the card), spied on while a hot-seat game is played.

    ``seed`` and ``choose``: a game of two humans, each decision clicked by ``choose(driver,
    play, rng)`` (:func:`click_first` unless the game needs its own); ``asks_openly``: some
    questions are answered in front of everyone, every hand hidden (Merry Men's), else none
    is; ``layers``: functions drawing a still layer kept between frames (Merry Men's), whose
    faces count in every frame until the layer is drawn anew. ``public(match)``: for cards
    known by value only (Twenty-One's 1-6, four of each), the values shown face up to
    everyone (the cards played), which a hand may hold too; a game whose cards are unique
    leaves it out.
    """

    module: ModuleType
    names: tuple[str, ...]
    seed: int
    choose: Callable[..., None]
    asks_openly: bool = False
    layers: tuple[tuple[ModuleType, str], ...] = ()
    public: Callable[[Match], Collection[Any]] = no_public_cards


class Watch:
    """Records every card face drawn frame by frame and checks it against who may see it."""

    def __init__(self, driver, play: PlayScene, monkeypatch):
        self.driver = driver
        self.play = play
        self.game = GAMES[play.match.game_id]
        self.lifted: int | None = None  # who lifted the curtain last
        self.public = True  # everyone is looking (before the first curtain, after an open question)
        self.frame: set[str] = set()  # faces drawn during this frame
        self.layer: set[str] = set()  # faces on the Merry Men table's still layer (kept between frames)
        self.layer_fresh = False
        self.in_layer = 0
        self.frames = 0
        self.lifts = 0
        self.open_answers = 0
        self.private_frames = 0  # frames showing the private cards of the seat at the screen
        self.handover_frames = 0  # frames drawn between the request to pass the device and its lifting

        def faces(module, name):
            real = getattr(module, name)

            def spy(card, *args, **kw):
                (self.layer if self.in_layer else self.frame).add(card)
                return real(card, *args, **kw)

            monkeypatch.setattr(module, name, spy)

        for name in self.game.names:
            faces(self.game.module, name)

        def layer(module, name):
            real = getattr(module, name)

            def spy(*args, **kw):
                if not self.layer_fresh:  # the still layer is being drawn anew this frame
                    self.layer_fresh = True
                    self.layer = set()
                self.in_layer += 1
                try:
                    return real(*args, **kw)
                finally:
                    self.in_layer -= 1

            monkeypatch.setattr(module, name, spy)

        for module, name in self.game.layers:
            layer(module, name)

        real_draw = play.draw

        def draw(surface):
            self.frame, self.layer_fresh = set(), False
            real_draw(surface)
            self.check()

        play.draw = draw
        real_ready = PrivacyScene.ready

        def ready(scene):
            self.lifted, self.public = scene.seat, False
            self.lifts += 1
            real_ready(scene)

        monkeypatch.setattr(PrivacyScene, "ready", ready)

    def where(self) -> str:
        match = self.play.match
        last = [c.describe(match.names) for c in match.log[-2:]]
        who = match.names[match.active_seat or 0]
        return f"after {len(match.log)} commands, the last {last}; {who} to decide"

    def handing_over(self) -> bool:
        """The device is being handed over: the table asked for the curtain (the banner says
        "Pass the device to …") and nobody has lifted it yet."""
        play = self.play
        return play.curtain_seat is not None or (play.screen is not None and play.screen.curtain is not None)

    def check(self) -> None:
        self.frames += 1
        match = self.play.match
        shown = (self.frame | self.layer) - set(self.game.public(match))
        if self.handing_over():  # nobody's hand, not even the one who just moved (issue 32)
            leaked = {c for seat in range(match.seat_count) for c in shown & private_cards(match, seat)}
            assert not leaked, (
                f"frame {self.frames}: {sorted(leaked)} of private cards drawn after the device was asked "
                f"to pass to {match.names[self.play.screen.curtain or 0]}, {self.where()}"
            )
            self.handover_frames += 1
            return
        own = private_cards(match, self.lifted) if self.lifted is not None and not self.public else set()
        for seat in range(match.seat_count):
            leaked = shown & private_cards(match, seat)
            if seat != self.lifted:
                leaked -= own  # a value the seat at the screen holds too (cards known by value)
            if not leaked:
                continue
            assert not self.public, (
                f"frame {self.frames}: {sorted(leaked)} of {match.names[seat]}'s private cards drawn "
                f"while everyone is looking, {self.where()}"
            )
            assert seat == self.lifted, (
                f"frame {self.frames}: {sorted(leaked)} of {match.names[seat]}'s private cards drawn, "
                f"but {self.lifted} lifted the curtain, {self.where()}"
            )
            self.private_frames += 1

    def deciding(self) -> None:
        """A human decides on the table, no curtain: if it is not the seat at the screen,
        everyone is looking now."""
        seat = self.play.match.active_seat
        if seat != self.lifted and not self.public:
            self.public = True
        if self.public:
            self.open_answers += 1
        self.driver.step()  # a frame of the question as it is shown, checked


def play_hot_seat(driver, monkeypatch, game: str, seats: list[str], seed: int, options=None, choose=None,
                  lifts: int | None = None):
    """Play a hot-seat game by clicks, watched frame by frame, to its end (or until the curtain
    has been lifted ``lifts`` times)."""
    match = Match.start(game, seats, seed, options or {})
    play = PlayScene(driver.app, match, autosave=False)
    driver.app.scenes.push(play)
    watch = Watch(driver, play, monkeypatch)
    driver.step()
    rng = random.Random(seed)
    for _ in range(3000):
        driver.settle(play)
        top = driver.top
        if isinstance(top, ResultsScene) or (lifts is not None and watch.lifts >= lifts):
            return watch
        if isinstance(top, PrivacyScene):
            driver.lift_curtain()
            assert driver.top is play, "the curtain did not lift"
            continue
        assert top is play and play.my_turn
        watch.deciding()
        choose(driver, play, rng)
    raise AssertionError("the game did not end")


def click_first(driver, play: PlayScene, rng: random.Random) -> None:
    """Click the first legal command that one click gives; where none does (a card to pick
    up first, then its question), click the first glowing target that narrows the choice."""
    before = len(play.match.log)
    for _ in range(4):
        for command in play.match.legal_commands():
            pos = driver.command_position(play, command)
            if pos is not None:
                driver.click(pos)
                assert play.match.log[before] == command
                return
        narrows = next((t for t in play.table.targets() if t.glow and t.action is not None), None)
        assert narrows is not None, f"no legal command can be clicked: {play.match.legal_commands()}"
        driver.click(play.table.T.rect(narrows.box).center)
    raise AssertionError("four clicks gave no command")


def click_merry_men(driver, play: PlayScene, rng: random.Random) -> None:
    legal = play.match.legal_commands()
    command = rng.choice(legal)
    if isinstance(command, K.EndTurn | K.DeclareDone) and len(legal) > 1 and rng.random() < 0.7:
        command = rng.choice([c for c in legal if c != command])  # play on rather than stop early
    give(driver, play, command, bots_may_follow=True)


GAMES: dict[str, Faces] = {
    "showdown": Faces(showdown_art, ("face", "dimmed"), seed=7, choose=click_first),
    "merry_men": Faces(mm_art, ("mm_card", "quest_card", "tuck_card"), seed=21, choose=click_merry_men,
                       asks_openly=True, layers=((mm_drawing, "draw_pieces"), (mm_panels, "draw_panels"))),
    "settlers": Faces(settlers_pictures, ("hand_card",), seed=5, choose=click_settlers, asks_openly=True),
    "_template": Faces(template_art, ("number_card",), seed=3, choose=click_first,
                       public=lambda m: m.view(0).played),
    "lieutenants": Faces(lt_cards, ("object_card", "ambush_card"), seed=4, choose=click_lieutenants,
                         public=lieutenants_public),
}
"""Every game with a table and hidden hands, by id: a new game adds its entry."""


HANDOVER_SEATS = {"lieutenants": ["human", "human", "bot:easy"]}
"""The seats of the hand-over test where two humans alone would not do (a bot among them)."""


@pytest.mark.parametrize("game", list(GAMES))
def test_nothing_private_is_drawn_once_the_device_is_to_pass(driver, monkeypatch, game):
    """SD-12.4, MM-12.4, LT-11.4 (issue 32): from the frame the table asks to pass the device
    ("Pass the device to …", its animation still playing) until the curtain is lifted, no
    private card of any seat is drawn, not even those of the one who just moved, nor the card
    flying into their hand; and a private notice goes with the hand. Played at the normal
    speed, so that the animation has frames of its own."""
    driver.app.settings.animation_speed = "normal"
    faces = GAMES[game]
    seats = HANDOVER_SEATS.get(game, ["human", "human"])
    watch = play_hot_seat(driver, monkeypatch, game, seats, faces.seed, choose=faces.choose, lifts=8)
    assert watch.lifts >= 8 and watch.handover_frames > 20 and watch.private_frames > 0


@pytest.mark.parametrize("game", list(GAMES))
def test_two_humans_see_only_their_own_hand(driver, monkeypatch, game):
    """SD-12.4, MM-12.4, TW-6: every change of the deciding player passes behind the curtain,
    and what is answered in front of everyone shows no hand."""
    faces = GAMES[game]
    watch = play_hot_seat(driver, monkeypatch, game, ["human", "human"], faces.seed, choose=faces.choose)
    assert watch.lifts > 5 and watch.private_frames > 0
    if faces.asks_openly:
        assert watch.open_answers > 5
    else:
        assert watch.open_answers == 0  # nothing asked in front of everyone


def test_merry_men_hot_seat_with_a_bot_shows_no_hand_to_the_wrong_player(driver, monkeypatch):
    """MM-12.4: placing, messengers and the discard pass behind the curtain; every other
    question is answered in front of everyone with every hand hidden, and a hand shown
    after that needs the curtain again (the bug: after Green took both free dice in the
    open, Red's hero turn showed Red's hand to the table)."""
    seats = ["human", "human", "bot:heuristic"]
    watch = play_hot_seat(driver, monkeypatch, "merry_men", seats, 21, choose=click_merry_men)
    assert watch.lifts > 5 and watch.open_answers > 5 and watch.private_frames > 0


def test_lieutenants_hot_seat_with_a_bot_shows_no_hand_to_the_wrong_player(driver, monkeypatch):
    """LT-11.4, LT-12: two humans and a bot: every decision of a human passes behind the
    curtain (none is answered in front of everyone), and while the bot plays the screen shows
    only the hand of the human who lifted the curtain last (a robbed hand only to its robber)."""
    seats = ["human", "bot:easy", "human"]
    watch = play_hot_seat(driver, monkeypatch, "lieutenants", seats, 6, choose=click_lieutenants)
    assert watch.lifts > 10 and watch.open_answers == 0 and watch.private_frames > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 8, 13])
@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("showdown", ["human", "human"], {}),
        ("merry_men", ["human", "human"], {"friar_tuck": True, "spies": True}),
        ("merry_men", ["human", "bot:heuristic", "human"], {}),
        ("merry_men", ["human", "human", "human", "bot:random"], {"golden_arrow": True}),
        ("lieutenants", ["human", "bot:easy", "human"], {}),
        ("lieutenants", ["human", "human", "bot:easy", "human"], {"auto_ambush": True}),
    ],
)
def test_more_hot_seat_games(driver, monkeypatch, game, seats, options, seed):
    """MM-12.4, SD-12.4 over more seeds, seat mixes and modules."""
    watch = play_hot_seat(driver, monkeypatch, game, seats, seed, options, choose=GAMES[game].choose)
    assert watch.lifts > 0 and watch.private_frames > 0


# --- the curtain comes only when the human at the screen changes (issue 32) -----------------------


def test_the_rules_examples_hold():
    """The privacy rule's examples (:mod:`sherwood.ui.hot_seat`): once the device is to pass,
    the cards of the one at the screen are hidden; a bot answering inside a human's turn
    leaves the screen to that human; a bot's own turn hides every hand."""
    assert doctest.testmod(hot_seat).failed == 0


def staged(driver, monkeypatch, game: str, seats: list[str], seed: int, until) -> tuple[PlayScene, Watch]:
    """A hot-seat game played by each seat's own bot (easy, heuristic) until ``until(match)``,
    then put on the table, watched, with the seat to decide at the screen, at the normal speed."""
    from sherwood.ai import make_bot

    match = Match.start(game, seats, seed)
    advisers = [make_bot(game, "easy" if game == "lieutenants" else "heuristic", s, s)
                for s in range(match.seat_count)]
    while not until(match):
        seat = match.active_seat
        match.apply(advisers[seat].choose(match.view(seat), match.legal_commands()))
    driver.app.settings.animation_speed = "normal"
    play = PlayScene(driver.app, match, autosave=False)
    play.last_human = match.active_seat
    driver.app.scenes.push(play)
    watch = Watch(driver, play, monkeypatch)
    watch.lifted, watch.public = match.active_seat, False
    driver.step()
    return play, watch


def test_a_bot_answering_a_theft_brings_no_curtain(driver, monkeypatch):
    """LT-11.4, LT-5.2.3 (issue 32, the Lieutenants, seed 11): Red steals from the bot Green,
    whose "no defence" is automatic (it holds no necklace). Red never left the screen: no
    "Pass to Red", Red's hand and the notice of what was stolen stay on the table. Red then
    ends the turn: from that frame neither the hand nor the notice is drawn, and the curtain
    comes for Yellow."""
    from sherwood.games.lieutenants import commands as LK
    from sherwood.games.lieutenants.content import kind_of
    from sherwood.ui.games.lieutenants import drawing

    def red_to_steal(match):
        v = match.view(0)
        return (match.active_seat == 0 and v.prompt.kind == "choose_target" and v.prompt.action == "theft"
                and "NE" not in {kind_of(c) for c in match.view(2).hand})

    play, watch = staged(driver, monkeypatch, "lieutenants", ["human", "human", "bot:easy"], 11, red_to_steal)
    notices: list[int] = []
    real_notice = drawing.draw_notice

    def notice(table, surface):
        assert not watch.handing_over(), f"frame {watch.frames}: a private notice under 'Pass the device'"
        notices.append(watch.frames)
        real_notice(table, surface)

    monkeypatch.setattr(drawing, "draw_notice", notice)
    steal = next(c for c in play.match.legal_commands() if getattr(c, "target", None) == 2)
    lt_give(driver, play, steal)
    driver.settle(play)
    assert driver.top is play, "a curtain came though Red never left the screen"
    assert play.match.log[-1].seat == 2  # Green answered
    assert play.my_turn and play.viewer == 0 and play.show_hand
    assert any("You stole" in words for words in play.table.notices())
    driver.step(3)
    assert notices, "the notice of the theft was not drawn"
    lt_give(driver, play, next(c for c in play.match.legal_commands() if isinstance(c, LK.EndTurn)))
    driver.settle(play)
    assert isinstance(driver.top, PrivacyScene) and driver.top.seat == 1
    assert watch.handover_frames > 0 and watch.lifts == 0


def test_a_bot_declining_an_offer_brings_no_curtain(driver, monkeypatch):
    """SR-B-7.4 (issue 32, the Settlers, seed 5): Red offers a trade to the bot White alone;
    White's answer is automatic, Red never left the screen, so no "Pass to Red" comes and
    Red's hand stays on the table."""
    from sherwood.games.settlers import commands as SK
    from sherwood.games.settlers import prompts as SP

    def red_to_trade(match):
        v = match.view(0)
        return match.active_seat == 0 and isinstance(v.prompt, SP.TradeAndBuild) and v.hand[0] > 0  # lumber

    seats = ["human", "human", "bot:heuristic"]
    play, watch = staged(driver, monkeypatch, "settlers", seats, 5, red_to_trade)
    offer = SK.OfferTrade(0, ("lumber",), ("brick",), 2)
    st_give(driver, play, offer)
    driver.settle(play)
    assert driver.top is play, "a curtain came though Red never left the screen"
    assert play.match.log[-1].seat == 2  # White answered
    assert play.my_turn and play.viewer == 0 and play.show_hand
    assert watch.lifts == 0 and watch.private_frames > 0
