"""Sherwood Showdown on a wooded table, drawn from ``boards/showdown.yaml``.

The viewer's seat sits at the bottom (``*_near`` zones), the rival at the top (``*_far``).
The viewer's hand is face up only when the host says so (a human seat after the privacy
curtain); the rival's hand is always face down, a count. Legal targets glow: outlaws in
hand (rob or lay), ransoms (select one first, it lifts, then click the outlaw), travellers
in spoils (sell); the Fool is asked about in a question box. Piles can be looked through
with a click, and a card on the table (not in the hand) is shown large under the pointer.

This class puts the rooms together: :mod:`.geometry` (where each card lies),
:mod:`.words` (the words), :mod:`.drawing` (the picture), :mod:`.motion` (events into
animation steps), :mod:`.choices` and :mod:`.question` (the clicks, on the table kit's
chooser and question box) and :mod:`.art` (the cards).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import pygame

from sherwood.engine import Event
from sherwood.engine.layout import load_layout
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import card, seat_deck
from sherwood.games.showdown.commands import Lay, Rob
from sherwood.ui.animation import Step
from sherwood.ui.games.showdown import art, choices, drawing, geometry, motion
from sherwood.ui.games.showdown import words as W
from sherwood.ui.games.showdown.geometry import LIFT_HOVER, LIFT_SELECTED, Geo
from sherwood.ui.games.showdown.question import FoolQuestion
from sherwood.ui.kit import buttons, piles
from sherwood.ui.kit.chooser import Chooser, Option, option_target
from sherwood.ui.kit.layer import Layer
from sherwood.ui.kit.question import is_question_target
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render.board import BoardTransform, Box

ZOOM = (200, 283)  # a card shown large under the pointer, board units
HEADLINE_ORDER = (
    E.GameEnded,
    E.MeleeWon,
    E.MeleeTied,
    E.FoolTaken,
    E.TravellerPassed,
    E.TravellerEscaped,
    E.TravellerSold,
    E.CardLaid,
    E.Withdrew,
    E.TravellerRevealed,
)
"""The events a command's caption tells, the first found of this order."""


def _browsed_card(surface: pygame.Surface, c: str, rect: pygame.Rect) -> None:
    art.draw_card(surface, c, rect, shadow=0.6)


class ShowdownTable(GameTable):
    draws_background = True

    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "showdown")
        self.design_size = self.layout.size
        super().__init__(host)
        self.chooser = Chooser(stages=lambda command: choices.stages(self, command))
        self.question = FoolQuestion(self)
        self.zoom = CardZoom(ZOOM, art.face)
        self.motion = motion.ShowdownMotion(self)
        self.background: pygame.Surface | None = None  # the table and its mat, per window size
        self.layer = Layer()  # the still part of the picture (drawing.draw_table)
        self.faces_drawn: set[str] = set()  # every card drawn face up in the last frame (tests)
        self.part_faces: dict[str, frozenset[str]] = {}  # those of each part of the picture
        self._geo_cache: dict[int, Geo] = {}
        self._panels: dict[tuple, Box] = {}
        self._card_sizes: tuple[Any, list[tuple[int, int]]] = (None, [])

    # --- layout helpers ------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        return self.layout.zone(zone_id).shape.bounds

    def card_size(self, zone_id: str) -> tuple[float, float]:
        w, h = self.layout.zone(zone_id).style.get("card", (96, 136))
        return float(w), float(h)

    def card_sizes(self) -> list[tuple[int, int]]:
        """The sizes in pixels of the cards laid in the zones (a card in flight is drawn at
        one of them and scaled: :func:`sherwood.ui.render.surfaces.source_size`)."""
        T = self.T
        if self._card_sizes[0] is not T:
            sizes = {tuple(z.style["card"]) for z in self.layout.zones.values() if "card" in z.style}
            self._card_sizes = (T, sorted((T.length(w), T.length(h)) for w, h in sizes))
        return self._card_sizes[1]

    def side(self, seat: int) -> str:
        return "near" if seat == self.viewer else "far"

    def zid(self, kind: str, seat: int) -> str:
        return f"{kind}_{self.side(seat)}"

    def panel(self, name: str) -> Box:
        """The host's panels. With the log hidden its column is left out of the canvas (the
        table grows where the window's shape allows) and the controls move to the end of the
        banner; in a small window the controls take from the banner the room their labels
        need (the theme's fonts shrink less than the board)."""
        x, y, w, h = self.Z(name)
        if name not in ("controls", "banner", "actions"):
            return (x, y, w, h)
        key = (name, self.host.log.collapsed, self.T.scale, id(getattr(self.host, "ui", None)))
        if key not in self._panels:
            self._panels[key] = self._panel(name, (x, y, w, h))
        return self._panels[key]

    def _panel(self, name: str, box: Box) -> Box:
        cx, cy, cw, ch = self.Z("controls")
        bx, by, bw, bh = self.Z("banner")
        if self.host.log.collapsed:
            cx, cy = bx + bw - cw, by + (bh - ch) / 2
            take = cw + 12  # the banner makes way for the controls
        else:
            take = 0.0
        return buttons.banner_row_panel(self, name, box, (cx, cy, cw, ch), take=take)

    def _design(self) -> tuple[float, float]:
        """The canvas to fit in the window: the layout's, less the log's column while hidden."""
        w, h = self.layout.size
        return (self.Z("log")[0], h) if self.host.log.collapsed else (w, h)

    def resize(self, size: tuple[int, int]) -> None:
        self.design_size = self._design()
        self.T = BoardTransform(self.design_size, size)
        self.background = None
        self.layer.clear()

    def set_view(self, view, **kw) -> None:
        old_viewer, old_legal = self.viewer, self.legal
        super().set_view(view, **kw)
        if self.viewer != old_viewer:
            self.background = None
        self._geo_cache.clear()
        if self.legal != old_legal:  # a new decision: nothing picked, the question unfolded
            self.chooser.reset(self.legal)
            self.question.unfold()

    def cancel_selection(self) -> bool:
        """Put a picked ransom back in the hand."""
        return self.chooser.back()

    @property
    def selected_ransom(self) -> str | None:
        """The ransom picked to ride with the next outlaw, if any."""
        return next((k[1] for k in self.chooser.chosen if k[0] == "ransom"), None)

    def clickable_while_animating(self, target: Target) -> bool:
        """The question box is drawn only once the animation is over: a click that ended the
        animation cannot have been aimed at it."""
        return not is_question_target(target)

    def geometry(self, view) -> Geo:
        """Where every card of ``view`` lies (:func:`.geometry.layout`), kept per view."""
        key = id(view)
        geo = self._geo_cache.get(key)
        if geo is None:
            geo = geometry.layout(self, view)
            self._geo_cache[key] = geo
        return geo

    # --- words -------------------------------------------------------------------------------

    def phase_title(self) -> str:
        return W.phase_title(self)

    def instruction(self) -> str:
        return W.instruction(self)

    def actions(self) -> list[Action]:
        """The buttons, each worded as fully as its button can hold ("Let him pass", or
        "Pass" in a small window)."""
        offered = {o.command for o in self.chooser.offered("button")}
        wanted = [w for w in W.button_words(self) if w[1] in offered]
        n = len(wanted)
        return [Action(buttons.first_fitting(self, labels, n), c, tip) for labels, c, tip in wanted]

    # --- targets ------------------------------------------------------------------------------

    def usable_ransoms(self) -> list[str]:
        """The ransoms in hand that some legal Rob or Lay attaches."""
        return sorted({c.ransom for c in self.legal if isinstance(c, Rob | Lay) and c.ransom})

    def offered(self, kind: str) -> dict[str, Option]:
        """The cards clickable now in the hand (``kind`` "hand") or the spoils ("spoils"):
        card -> the chooser's option (the outlaws that fit the ransom picked, if any)."""
        if not self.my_turn:
            return {}
        return {o.key[1]: o for o in self.chooser.options() if o.key[0] == kind}

    def pick(self, key) -> None:
        """A click on an option that narrows the choice (or completes it: then applied)."""
        command = self.chooser.pick(key)
        if command is not None:
            self.host.click_command(command)

    def hand_boxes(self) -> list[tuple[str | None, Box, float]]:
        """The viewer's hand with the lift of each card (hover, selection)."""
        v = self.view
        geo = self.geometry(v)
        out = []
        hover = self.hovered_hand_card(geo)
        for c, box in geo.hand[self.viewer]:
            lift = 0.0
            if c is not None and c == self.selected_ransom:
                lift = LIFT_SELECTED
            elif c is not None and c == hover:
                lift = LIFT_HOVER
            out.append((c, box, lift))
        return out

    def hovered_hand_card(self, geo: Geo) -> str | None:
        if not self.my_turn:
            return None
        mx, my = self.host.mouse
        if mx < 0:
            return None
        bx, by = self.T.to_board(mx, my)
        for c, (x, y, w, h) in reversed(geo.hand[self.viewer]):
            if x <= bx <= x + w and y - LIFT_HOVER <= by <= y + h:
                return c
        return None

    def targets(self) -> list[Target]:
        v = self.view
        if v is None:
            return []
        geo = self.geometry(v)
        tips = W.pile_tips(self)
        out: list[Target] = [
            piles.pile_target(
                geo.discard[seat],
                tips[("discard", seat)],
                lambda s=seat: self.browse_discard(s),
                ("discard", seat),
            )
            for seat in (0, 1)
        ]
        out.append(piles.pile_target(geo.out_of_play, tips["oop"], self.browse_out_of_play, "oop"))
        out.append(
            piles.pile_target(geo.travellers, tips["travellers"], self.browse_travellers, "travellers")
        )
        if self.show_hand:
            out.append(piles.pile_target(geo.deck[self.viewer], tips["deck"], self.browse_own_deck, "deck"))
        if not self.my_turn:
            return out
        hand = self.offered("hand")
        for c, box, lift in self.hand_boxes():
            if c is None:
                continue
            x, y, w, h = box
            hit = (x, y - lift, w, h + lift)
            kind = card(c).kind
            if kind == "outlaw":
                option = hand.get(c)
                if option is not None:
                    tip = W.command_tip(self, option.command)
                    out.append(option_target(option, hit, self.pick, key=("hand", c), tooltip=tip))
                elif v.phase in ("decide", "melee"):
                    out.append(Target(hit, W.refusal_tip(self), glow=False, key=("hand", c)))
            elif kind == "ransom" and c in self.usable_ransoms():
                tip = W.ransom_tip(c, c == self.selected_ransom)
                out.append(Target(hit, tip, action=lambda c=c: self.toggle_ransom(c), key=("hand", c)))
        for c, option in self.offered("spoils").items():
            box = geo.spoils_box(self.viewer, c)
            if box is not None:
                out.append(option_target(option, box, self.pick, key=("spoils", c)))
        out.extend(self.question.targets(self.chooser.offered("dialog"), self._option_target))
        return out

    def _option_target(self, option: Option, box: Box, *, key=None, glow: bool = True) -> Target:
        return option_target(option, box, self.pick, key=key, glow=glow)

    def toggle_ransom(self, ransom: str) -> None:
        """Pick ``ransom`` to ride with the next outlaw, or put it back if it was picked."""
        self.chooser.repick(("ransom", ransom))
        self.host.refresh()

    # --- browsing ---------------------------------------------------------------------------

    def _browse(self, title: str, cards: Sequence[str], note: str = "") -> None:
        piles.browse(self, title, cards, _browsed_card, note)

    def browse_discard(self, seat: int) -> None:
        cards = self.view.discards[seat]
        self._browse(
            f"{self.match.names[seat]}: discard pile",
            list(reversed(cards)),
            "Newest first · click anywhere to close",
        )

    def browse_out_of_play(self) -> None:
        self._browse("Out of play", list(self.view.out_of_play), "Escaped and sold travellers, in order")

    def browse_travellers(self) -> None:
        self._browse(
            "Travellers still to come",
            list(self.view.travellers_remaining),
            "In no particular order: the deck is shuffled",
        )

    def browse_own_deck(self) -> None:
        self._browse(
            "The cards in your deck", self.own_deck_cards(), "In no particular order: the deck is shuffled"
        )

    def own_deck_cards(self) -> list[str]:
        """SD-12.3: the viewer can work out which cards are in their own draw deck."""
        v = self.view
        me = self.viewer
        gone = Counter(v.hand) + Counter(v.discards[me])
        for outlaw, ransom in v.melee[me]:
            gone[outlaw] += 1
            if ransom:
                gone[ransom] += 1
        for seat in (0, 1):
            for c in v.spoils[seat]:
                if card(c).owner == me:
                    gone[c] += 1
        rest = Counter(seat_deck(me, v.encore)) - gone
        from sherwood.games.showdown.state import display_sorted

        return list(display_sorted(list(rest.elements())))

    # --- animation ------------------------------------------------------------------------------

    def build_steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        return self.motion.steps(event, before, after)

    def headline(self, events: Sequence[Event]) -> str | None:
        """The event that matters most of a command's events (:data:`HEADLINE_ORDER`: a
        melee won, a traveller passed ...), else the first."""
        for kind in HEADLINE_ORDER:
            for e in events:
                if type(e) is kind:
                    return self.event_text(e)
        return super().headline(events)

    # --- scores ---------------------------------------------------------------------------------

    def shown_score(self, seat: int, hidden: Counter) -> int:
        """``seat``'s gold as the eye sees it: a card still flying to its spoils counts once it
        has landed (a traveller won in a melee, the Fool)."""
        flying = sum(card(k[2]).gold * n for k, n in hidden.items() if k[:2] == ("spoils", seat) and n > 0)
        return self.view.scores[seat] - flying

    # --- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        drawing.draw_table(self, surface, t)
        if not self.host.anim.busy and self.my_turn:
            self.question.draw(surface, self.chooser.offered("dialog"), self.host.mouse, t)

    def asking(self) -> bool:
        """Whether the question box is up now (unfolded, nothing moving)."""
        return (
            self.my_turn
            and not self.host.anim.busy
            and not self.question.folded
            and bool(self.chooser.offered("dialog"))
        )

    def zoomable(self) -> list[tuple[str, Box]]:
        """The cards on the table a pointer may zoom, in drawing order (the hands are left
        out: the viewer's lifts under the pointer, the rival's is face down)."""
        v, geo = self.view, self.geometry(self.view)
        hidden = self.host.anim.hidden()
        out: list[tuple[str, Box]] = []
        for seat in (0, 1):
            out += [(c, box) for c, box in zip(v.passed[seat], geo.passed[seat], strict=False)]
            if v.discards[seat]:
                out.append((v.discards[seat][-1], geo.discard[seat]))
            out += [(c, box) for c, box in geo.spoils[seat] if ("spoils", seat, c) not in hidden]
        for seat in (0, 1):
            for outlaw, ransom, obox, rbox in geo.melee[seat]:
                if ransom and rbox:
                    out.append((ransom, rbox))
                out.append((outlaw, obox))
        return out

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A card on the table under the pointer, shown large beside it (not under the
        question box, which lies over the melee)."""
        self.zoom.shown = None
        if self.view is None:
            return
        target = self.host.target_at(mouse)
        if target is not None and is_question_target(target):
            return
        shown = self.zoom.draw(
            surface, self.T, mouse, self.zoomable(), self.Z("table"), art.radius(self.T.length(ZOOM[0]))
        )
        if shown is not None:
            self.faces_drawn.add(shown)

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        motion.draw_sprite(self, surface, sprite, box, progress)


TABLE = ShowdownTable
