"""The Sheriff's Lieutenants' table in the real game scene (the ``driver`` fixture: the dummy
video driver, instant animations), clicked as players click: seven people at one screen play a
full game without seeing each other's hands, and always know who must act.

Every place comes from ``boards/lieutenants.yaml``; every legal command can be given by
clicks (a plaque, a card on the stage, cards picked in the hand and a button, a banner
button); a game of two humans and a bot is played to its end by clicks through the privacy
curtains; the stage shows the offers together once revealed, a raided hand to everyone and a
robbed hand to the robber only; a seat robbed unseen is told after its curtain (LT-5.2.3);
the sheriff steps space by space.
"""

from __future__ import annotations

import random

import pytest

from sherwood.ai import make_bot
from sherwood.engine import Match
from sherwood.engine.layout import load_layout
from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import events as E
from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import kind_of
from sherwood.ui.games.lieutenants import choices
from sherwood.ui.games.lieutenants.table import LieutenantsTable
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from tests.ui.conftest import zones_read

ZONES = {
    "banner",
    "actions",
    "controls",
    "log",
    "caption",
    "table",
    "county",
    "missions",
    "stage",
    "rivals_left",
    "rivals_right",
    "plaque_near",
    "hand",
    "draw",
    "discard",
    "ambush_deck",
}
KINDS = {
    "take",
    "act",
    "choose_target",
    "defend",
    "no_defence",
    "offer",
    "choose_offer",
    "choose_card",
    "choose_ambush",
    "ambush_take",
    "deliver_set",
    "deliver_mission",
    "end_turn",
    "fire_ambush",
    "hold_ambush",
}


def start(driver, match: Match, **kw) -> PlayScene:
    play = PlayScene(driver.app, match, autosave=False, **kw)
    driver.app.scenes.push(play)
    driver.step()
    assert isinstance(play.table, LieutenantsTable)
    return play


def ready(driver, play: PlayScene) -> None:
    """Settle, lifting every curtain, until a human decides on the open table (or it ends)."""
    for _ in range(400):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            driver.lift_curtain()
            continue
        return
    raise AssertionError("the curtains never stopped")


def at_screen(driver, play: PlayScene, seat: int) -> None:
    """Put ``seat`` at the screen as if it had lifted the curtain (the test's shortcut)."""
    while driver.top is not play:
        driver.app.scenes.pop()
        driver.app.scenes.apply_pending()
    play.reveal(seat)


def close(driver, play: PlayScene) -> None:
    driver.app.scenes.pop(play)
    driver.app.scenes.apply_pending()


def clicks_for(play: PlayScene, command) -> list[tuple[str, object]]:
    """The clicks giving ``command``: hand cards to pick (one per card, alike copies being
    the same), then a target or a button (:mod:`.choices`)."""
    table = play.table
    if isinstance(command, choices.SELECTED):
        out: list[tuple[str, object]] = []
        taken: set[str] = set()
        for card in command.cards:  # any copy of the object will do
            copy = next(c for c in table.view.hand if kind_of(c) == kind_of(card) and c not in taken)
            taken.add(copy)
            out.append(("target", ("hand", copy)))
        return [*out, ("button", command)]
    stage = choices.stages(table, command)[0]
    if stage.where == "button":
        return [("button", command)]
    return [("target", stage.key)]


def give(driver, play: PlayScene, command) -> None:
    """Give ``command`` by clicks alone."""
    before = len(play.match.log)
    assert not play.table.selection.cards
    for how, what in clicks_for(play, command):
        if how == "button":
            driver.click_button(play, what)
        else:
            driver.click_target(play, what)
    assert len(play.match.log) > before, f"the clicks for {command} gave nothing"
    assert play.match.log[before] == command, f"clicking gave {play.match.log[before]}, not {command}"


def clickable(play: PlayScene) -> set:
    """Every command the table's targets and buttons give now, the hand-picked ones found by
    picking each legal one's cards (the selection is left empty)."""
    table = play.table
    found = {t.command for t in table.targets() if t.command is not None}
    found |= {a.command for a in table.actions() if a.command is not None}
    for command in play.match.legal_commands():
        if isinstance(command, choices.SELECTED):
            pickable = {t.key[1] for t in table.targets() if t.key[:1] == ("hand",) and t.action is not None}
            table.selection.clear()
            for _how, what in clicks_for(play, command)[:-1]:
                assert what[1] in pickable, f"{what} cannot be picked for {command}"
                table.toggle(what[1])
            found |= {a.command for a in table.actions() if a.command is not None}
            table.selection.clear()
    return found


def test_the_table_reads_the_zones_of_its_board(driver):
    """Every zone the table reads is on the board, and the game's BoardNeeds list them all."""
    play = start(driver, Match.start("lieutenants", 4, seed=3), run_bots=False)
    asked = zones_read(driver, play)
    board = load_layout("lieutenants")
    assert asked <= set(board.zones), sorted(asked - set(board.zones))
    assert asked == ZONES, sorted(asked ^ ZONES)
    assert set(play.match.spec.board_needs.zones) >= ZONES
    assert "sheriff" in play.match.spec.board_needs.tracks


def click_through(driver, seats: int, seed: int) -> set[str]:
    """A whole game in which, at every decision, the table's clicks give exactly the legal
    commands; the kinds of command met."""
    match = Match.start("lieutenants", ["human"] * seats, seed=seed)
    play = start(driver, match, run_bots=False)
    bots = [make_bot("lieutenants", "easy", s, seed + s) for s in range(seats)]
    rng = random.Random(seed)
    seen: set[str] = set()
    for _ in range(3000):
        if match.is_over:
            break
        seat = match.active_seat
        at_screen(driver, play, seat)
        legal = match.legal_commands()
        assert clickable(play) == set(legal), match.view(seat).prompt
        seen.update(c.kind for c in legal)
        command = bots[seat].choose(match.view(seat), legal) if rng.random() < 0.6 else rng.choice(legal)
        match.apply(command)
    assert match.is_over
    close(driver, play)
    return seen


def test_every_legal_command_can_be_clicked(driver):
    """LT-3.6: at every decision of whole games of 2 to 7 seats (the easy bot's choices and
    random ones, the active seat at the screen), the table's clicks (plaques, stage cards,
    hand cards picked and a button, banner buttons) give exactly the legal commands; between
    them the games meet every kind of command."""
    seen: set[str] = set()
    for seats, seed in [(3, 1), (5, 2), (7, 3), (2, 4), (4, 6)]:
        seen |= click_through(driver, seats, seed)
    assert seen == KINDS, sorted(KINDS - seen)


def play_by_clicks(driver, seats: list[str], seed: int, options=None) -> PlayScene:
    match = Match.start("lieutenants", seats, seed=seed, options=options or {})
    play = start(driver, match)
    rng = random.Random(seed)
    advisers = {s: make_bot("lieutenants", "easy", s, seed + s) for s in range(len(seats))}
    for _ in range(4000):
        ready(driver, play)
        if match.is_over:
            break
        seat = match.active_seat
        assert play.my_turn and play.viewer == seat and play.show_hand
        legal = match.legal_commands()
        command = advisers[seat].choose(match.view(seat), legal) if rng.random() < 0.7 else rng.choice(legal)
        give(driver, play, command)
    driver.settle(play)
    return play


def test_a_three_seat_game_by_clicks_through_the_curtains(driver):
    """Two humans and a bot play a whole game with the mouse alone, every
    change of the human deciding behind the privacy curtain; the results come."""
    lifts = []
    real = PrivacyScene.ready

    def counted(scene):
        lifts.append(scene.seat)
        real(scene)

    PrivacyScene.ready = counted
    try:
        play = play_by_clicks(driver, ["human", "human", "bot:easy"], seed=5)
    finally:
        PrivacyScene.ready = real
    assert play.match.is_over
    assert isinstance(driver.top, ResultsScene)
    assert {0, 1} <= set(lifts) and len(lifts) > 20


def test_the_banner_says_who_must_act_and_what(driver):
    """ "Always know who must act": the banner names the seat deciding and its task, for the
    seat at the screen and while others decide."""
    match = Match.start("lieutenants", ["human", "human", "human"], seed=2)
    play = start(driver, match, run_bots=False)
    ready(driver, play)
    prompt = match.view(0).prompt
    assert isinstance(prompt, PR.TakeOrAct)
    name = match.names[prompt.seat]
    assert play.table.instruction().startswith(f"{name}: take the ")
    play.last_human = (prompt.seat + 1) % 3
    play.curtain_seat = prompt.seat
    play.refresh()
    assert play.table.instruction().startswith(f"Waiting for {name}: take ")


def test_hand_picked_offer(driver):
    """LT-5.1.1, LT-5.1.4: an offer is made by picking a hand card (it rises) and pressing Offer;
    the offers show face up together once all are in, and a click on one buys it."""
    match = Match.start("lieutenants", ["human"] * 3, seed=11)
    play = start(driver, match, run_bots=False)
    bots = [make_bot("lieutenants", "easy", s, s) for s in range(3)]
    for _ in range(500):
        v = match.view(match.active_seat)
        if isinstance(v.prompt, PR.MakeOffer):
            break
        legal = match.legal_commands()
        act = [c for c in legal if isinstance(c, K.Act)]
        if act and v.revealed and kind_of(v.revealed) in ("CU", "CH"):
            match.apply(act[0])
            continue
        match.apply(bots[match.active_seat].choose(v, legal))
    seat = match.active_seat
    at_screen(driver, play, seat)
    table = play.table
    offer = match.legal_commands()[0]
    card = offer.cards[0]
    assert not any(a.command == offer for a in table.actions())
    driver.click_target(play, ("hand", card))
    assert card in table.selection.cards
    assert dict(table.geometry().hand)[card][1] < table.Z("hand")[1] + 26  # it rose
    driver.click_button(play, offer)
    assert match.log[-1] == offer
    while isinstance(match.view(0).prompt, PR.MakeOffer):
        s = match.active_seat
        match.apply(match.legal_commands()[0])
    buyer = match.active_seat
    v = match.view(buyer)
    assert isinstance(v.prompt, PR.ChooseOffer)
    at_screen(driver, play, buyer)
    groups = [p for p in table.geometry().stage if p.group.kind == "offer"]
    assert len(groups) == sum(o is not None for o in v.offers) and all(
        None not in p.group.cards for p in groups
    )
    choice = match.legal_commands()[-1]
    driver.click_target(play, ("offer", choice.offerer))
    assert match.log[-1] == choice and s is not None


def _reach(match: Match, want, bots, rng, limit=3000):
    """Play bots' choices until ``want(view, legal)`` holds for the active seat."""
    for _ in range(limit):
        if match.is_over:
            return False
        seat = match.active_seat
        v = match.view(seat)
        legal = match.legal_commands()
        if want(v, legal):
            return True
        match.apply(bots[seat].choose(v, legal) if rng.random() < 0.7 else rng.choice(legal))
    return False


def test_a_robbed_hand_is_shown_to_the_robber_only_and_a_raided_one_to_all(driver):
    """LT-5.4.2, LT-5.4.3: the robber alone sees the robbed hand on the stage (the others see
    backs); LT-5.5.3: a raided hand lies face up for everyone."""
    seen = set()
    for seed in range(1, 40):
        match = Match.start("lieutenants", ["human"] * 3, seed=seed)
        bots = [make_bot("lieutenants", "easy", s, seed + s) for s in range(3)]
        rng = random.Random(seed)
        if not _reach(match, lambda v, legal: isinstance(v.prompt, PR.ChooseCard), bots, rng):
            continue
        play = start(driver, match, run_bots=False)
        prompt = match.view(0).prompt
        robber, target = prompt.seat, prompt.target
        other = next(s for s in range(3) if s not in (robber, target))
        hand = set(match.view(target).hand)
        for seat in (robber, other):
            at_screen(driver, play, seat)
            group = play.table.geometry().group("hand", target)
            faces = {c for c in group.group.cards if c is not None}
            if prompt.action == "raid" or seat == robber:
                assert faces == hand
            else:
                assert not faces and len(group.group.cards) == len(hand)
        seen.add(prompt.action)
        close(driver, play)
        if seen == {"raid", "robbery"}:
            return
    raise AssertionError(f"only met {seen}")


def test_a_seat_robbed_unseen_is_told_after_its_curtain(driver):
    """LT-5.2.3: the target of a Theft learns which card went, privately: a notice once it is
    at the screen to decide, never while another seat is (nor while the device is passed)."""
    for seed in range(1, 60):
        match = Match.start("lieutenants", ["human"] * 3, seed=seed)
        bots = [make_bot("lieutenants", "easy", s, seed + s) for s in range(3)]
        rng = random.Random(seed)

        def robbed(v, legal):  # the victim decides next, its notice fresh
            return any(n[1] == "stolen" and n[0] > v.turn - v.seats for n in v.notes)

        if not _reach(match, robbed, bots, rng):
            continue
        victim = match.active_seat
        play = start(driver, match, run_bots=False)
        at_screen(driver, play, victim)
        notes = play.table.notices()
        assert any("stole" in n and "from your hand" in n for n in notes), notes
        at_screen(driver, play, (victim + 1) % 3)
        assert not any("from your hand" in n for n in play.table.notices())
        return
    raise AssertionError("no theft met")


def test_the_sheriff_steps_space_by_space(driver):
    """LT-8.1: the sheriff moves one space a delivery: a step per space on the loop, and from
    space 20 into Nottingham."""
    match = Match.start("lieutenants", 3, seed=3)
    play = start(driver, match, run_bots=False)
    table = play.table
    v = match.view(0)
    steps = table.build_steps(E.SheriffMoved(1, 4), v, v)
    walk = [tw for st in steps for tw in st.tweens if tw.sprite == ("sheriff",)]
    assert len(walk) == 1
    spaces = table.space_points()
    assert walk[0].end[0] + walk[0].end[2] / 2 == pytest.approx(spaces[1][0])


def test_tooltips_on_every_card_plaque_pile_and_space(driver):
    """Every plaque, pile, mission stack, space of the route and card face up says what it is."""
    match = Match.start("lieutenants", ["human", "bot:easy", "bot:easy", "bot:easy"], seed=3)
    play = start(driver, match)
    ready(driver, play)
    tips = {t.key: t.tooltip for t in play.table.targets()}
    for seat in range(4):
        assert tips[("info", "plaque", seat)].startswith(match.names[seat])
    for n in range(21):
        assert tips[("info", "space", n)]
    assert "Nottingham" in tips[("info", "space", 0)]
    for m in (1, 2, 3, 4):
        assert tips[("info", "mission", m)].startswith("Mission")
    for pile in ("draw", "discard", "ambush_deck"):
        assert tips[("info", pile)]
    for card in match.view(0).hand:
        assert "VP" in tips[("info", "card", card)]


# --- for the hot-seat test (tests/ui/test_privacy_hot_seat.py) -------------------------------------

_ADVISERS: dict[int, list] = {}


def click_lieutenants(driver, play: PlayScene, rng: random.Random) -> None:
    """The hot-seat test's chooser: the easy bot's command (or a random one), given by clicks."""
    match = play.match
    advisers = _ADVISERS.get(id(match))
    if advisers is None:
        _ADVISERS.clear()
        advisers = _ADVISERS[id(match)] = [
            make_bot("lieutenants", "easy", s, s) for s in range(match.seat_count)
        ]
    seat = match.active_seat
    legal = match.legal_commands()
    command = advisers[seat].choose(match.view(seat), legal) if rng.random() < 0.7 else rng.choice(legal)
    give(driver, play, command)


def lieutenants_public(match: Match) -> set[str]:
    """The hand cards every seat may see (LT-12.1): a raided hand laid out, the offers once
    revealed, and the cards every other seat knows a hand holds (taken or given in front of
    everyone, a failed delivery back in the hand)."""
    views = [match.view(s) for s in range(match.seat_count)]
    out = set(views[0].laid_out or ())
    out |= {c for offer in views[0].offers if offer for c in offer}
    for t in range(match.seat_count):
        others = [set(v.known[t]) for s, v in enumerate(views) if s != t]
        if others:
            out |= set.intersection(*others)
    return out


def test_hidden_cards_fly_face_down(driver):
    """LT-8.3, LT-5.2.3, LT-12: the cards the sheriff hands out fly face down from the draw
    pile to each seat in turn (LT-8.4's order); a stolen card flies face down to the thief
    while the candlestick it pays with flies face up to the victim."""
    match = Match.start("lieutenants", 4, seed=3)
    play = start(driver, match, run_bots=False)
    table = play.table
    v = match.view(0)
    steps = table.build_steps(E.CardsHandedOut((2, 3, 0)), v, v)
    tweens = [tw for st in steps for tw in st.tweens]
    assert [tw.sprite for tw in tweens] == [("back", "object")] * 3
    assert all(tw.start == table.geometry().draw for tw in tweens)
    assert [tw.delay for tw in tweens] == sorted(tw.delay for tw in tweens)
    assert tweens[2].end == table.motion.seat_box(table.geometry(), 0)  # the viewer's hand
    steps = table.build_steps(E.Stolen(1, 2, "CA05"), v, v)
    sprites = [tw.sprite for st in steps for tw in st.tweens]
    assert sprites == [("back", "object"), ("face", "CA05")]


def test_a_delivery_lands_on_the_stage_before_it_scores(driver):
    """LT-7.1: a delivery lies face up on the stage (its cards rest there while the step goes on),
    then its loot card flies to the seat's loot and the rest to the discard pile (LT-6.5)."""
    match = Match.start("lieutenants", 3, seed=3)
    play = start(driver, match, run_bots=False)
    table = play.table
    v = match.view(0)
    cards = ("CH01", "CH05", "CH09")
    laid = table.build_steps(E.DeliveryAnnounced(1, 0, cards), v, v)[0].tweens
    ends = [tw.end for tw in laid]
    stage = table.Z("stage")
    assert len(set(ends)) == 3 and all(stage[0] <= x and x + w <= stage[0] + stage[2] for x, _, w, _ in ends)
    assert all(tw.box(tw.length - 0.01) == tw.end for tw in laid)  # landed before the step ends
    scored = table.build_steps(E.SetDelivered(1, "CH01", ("CH05", "CH09")), v, v)[0].tweens
    assert [tw.start for tw in scored] == ends
    assert scored[1].end == table.geometry().discard


def test_a_notice_closes_with_a_click(driver):
    """LT-5.2.3: the private notice goes once its seat has read it and clicked it."""
    for seed in range(1, 60):
        match = Match.start("lieutenants", ["human"] * 3, seed=seed)
        bots = [make_bot("lieutenants", "easy", s, seed + s) for s in range(3)]

        def noted(v, legal):
            return any(n[0] > v.turn - v.seats for n in v.notes)

        if not _reach(match, noted, bots, random.Random(seed)):
            continue
        seat = match.active_seat
        play = start(driver, match, run_bots=False)
        at_screen(driver, play, seat)
        assert play.table.notices()
        driver.click_target(play, ("notice",))
        assert not play.table.notices()
        return
    raise AssertionError("no notice met")


@pytest.mark.slow
def test_seven_humans_at_one_screen(driver, monkeypatch):
    """Seven people play a whole game at one screen by clicks, every
    hand-over behind the curtain, no hand ever drawn face up for anyone but the seat who
    lifted the curtain last (the hot-seat test's watch)."""
    from tests.ui.test_privacy_hot_seat import play_hot_seat

    watch = play_hot_seat(driver, monkeypatch, "lieutenants", ["human"] * 7, 9, choose=click_lieutenants)
    assert watch.lifts > 50 and watch.open_answers == 0 and watch.private_frames > 0


def test_after_an_undo_the_table_shows_the_restored_match(driver):
    """The host's undo (taking the card may be taken back): the table then shows what a table
    opened afresh on the restored match shows (the stage, the hand, the buttons, the targets,
    the banner), no card picked for a delivery left up."""
    seats = ["human", "bot:easy", "bot:easy"]
    match = Match.start("lieutenants", seats, seed=4)
    play = start(driver, match)
    rng = random.Random(4)
    adviser = make_bot("lieutenants", "easy", 0, 4)
    checked = with_picks = 0
    for _ in range(600):
        ready(driver, play)
        if match.is_over or (checked >= 3 and with_picks):
            break
        legal = match.legal_commands()
        command = adviser.choose(match.view(0), legal) if rng.random() < 0.7 else rng.choice(legal)
        give(driver, play, command)
        ready(driver, play)
        if not play.can_undo_now():
            continue
        picked = [c for c in match.legal_commands() if isinstance(c, choices.SELECTED)]
        if picked:  # cards picked up for a delivery, then the move taken back
            play.table.selection.select_for(picked[0])
            with_picks += 1
        driver.click_widget(play.undo_button)
        driver.settle(play)
        undone = table_now(play)
        replayed = Match.start("lieutenants", seats, seed=4)
        for c in match.log:
            replayed.apply(c)
        fresh = start(driver, replayed, run_bots=False)
        assert table_now(fresh) == undone
        close(driver, fresh)
        checked += 1
        play.apply(command)  # and on again
    assert checked >= 3 and with_picks


def table_now(play: PlayScene) -> dict:
    t = play.table
    geo = t.geometry()
    return {
        "stage": [(p.group.kind, p.group.seat, p.group.cards) for p in geo.stage],
        "hand": geo.hand,
        "picked": list(t.selection.cards),
        "instruction": t.instruction(),
        "targets": sorted(repr((g.key, g.command, g.tooltip)) for g in t.targets()),
        "actions": [(a.label, a.command) for a in t.actions()],
    }


def test_a_right_click_puts_the_picked_cards_back(driver):
    """Cards picked for an offer drop back with a right click, and the Offer button goes."""
    match = Match.start("lieutenants", ["human"] * 3, seed=11)
    play = start(driver, match, run_bots=False)
    bots = [make_bot("lieutenants", "easy", s, s) for s in range(3)]
    assert _reach(match, lambda v, legal: isinstance(v.prompt, PR.MakeOffer), bots, random.Random(2))
    at_screen(driver, play, match.active_seat)
    offer = match.legal_commands()[0]
    driver.click_target(play, ("hand", offer.cards[0]))
    assert any(b.command == offer for b in play.action_buttons)
    driver.click((5, 5), button=3)
    assert not play.table.selection.cards
    assert not any(b.command == offer for b in play.action_buttons)
