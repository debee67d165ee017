"""The Sheriff's Lieutenants at one screen, drawn from ``boards/lieutenants.yaml``: the county
with the sheriff's route round it, the rivals' plaques round the table, the stage in the middle
of the route, the viewer's plaque and hand at the bottom, the piles.

The kit's :class:`~sherwood.ui.kit.table.GameTable` owns the board, the host's panels, the
chooser and the targets' cache; this class says what is the Lieutenants' own: where the route
and the piles lie, the actions panel as wide as its buttons, each command's clicks (the
chooser's for one click, :class:`~.choices.Selection` for the cards picked in the hand), what
can be clicked and what the pointer tells, the headline of a command. Every decision of this
game shows its seat's private cards (LT-11.4), so every change of the human deciding brings
the curtain, and the hand is drawn face up only when the host says so
(:mod:`sherwood.ui.hot_seat`). It never changes the match: a click gives back a command.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sherwood.engine import Event
from sherwood.games.lieutenants import events as E
from sherwood.games.lieutenants.content import COLOUR_CHOICE, MISSIONS, kind_of
from sherwood.ui.games.lieutenants import choices, drawing, geometry
from sherwood.ui.games.lieutenants import words_board as WB
from sherwood.ui.games.lieutenants import words_prompts as WP
from sherwood.ui.games.lieutenants.art import cards as art
from sherwood.ui.games.lieutenants.geometry import SPACE_R, Geo, Group, Plaque
from sherwood.ui.games.lieutenants.motion import LieutenantsMotion
from sherwood.ui.kit import buttons, piles
from sherwood.ui.kit.chooser import Option, Stage
from sherwood.ui.kit.layer import Layer
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box
from sherwood.ui.render.palette import SeatStyle

HEADLINE_ORDER = (
    E.GameEnded,
    E.MissionCompleted,
    E.SetDelivered,
    E.DeliveryFailed,
    E.AmbushFired,
    E.OfferAccepted,
    E.RaidTaken,
    E.Robbed,
    E.Stolen,
    E.Defended,
    E.AmbushLaid,
    E.OffersRevealed,
    E.DeliveryAnnounced,
    E.CardTaken,
    E.CardRevealed,
)
"""The events a command's caption tells once it is over, the weightiest first."""
ZOOM = (190, 266)  # a card shown large under the pointer, board units
STYLES = {s.colour_name: s for s in P.SEAT_STYLES}


class LieutenantsTable(GameTable):
    draws_background = True
    banner_name_width = 300
    turn_field = "active"  # LT-3: whose turn it is; a bot answering in it takes no screen

    def __init__(self, host):
        super().__init__(host)
        self.selection = choices.Selection(self)
        self.zoom = CardZoom(ZOOM, art.face)
        self.motion = LieutenantsMotion(self)
        self.spaces = [tuple(s.at) for s in self.layout.track("sheriff").spaces]
        """The route's spaces (the track ``sheriff``), Nottingham first."""
        self.background: pygame.Surface | None = None
        self.layer = Layer()  # the still part of the picture (drawing.draw_table)
        self._geo: tuple[Any, Geo] | None = None
        self._dismissed: set[tuple[int, tuple]] = set()
        self._card_sizes: tuple[Any, list[tuple[int, int]]] = (None, [])
        self.colours = COLOUR_CHOICE.chosen(self.match.seat_count, self.match.options.get("colours"))
        """LT-2.1: the colour each seat plays (the match started, so they were accepted)."""

    # --- the board ------------------------------------------------------------------------------

    def card_sizes(self) -> list[tuple[int, int]]:
        """The sizes in pixels of the cards laid in the zones (a card in flight is drawn at
        one of them and scaled: :func:`sherwood.ui.render.surfaces.source_size`)."""
        T = self.T
        if self._card_sizes[0] is not T:
            sizes = {
                tuple(size)
                for z in self.layout.zones.values()
                for name, size in z.style.items()
                if name in ("card", "revealed", "ambush")
            }
            self._card_sizes = (T, sorted((T.length(w), T.length(h)) for w, h in sizes))
        return self._card_sizes[1]

    def pile_box(self, zone_id: str) -> Box:
        return self.Z(zone_id)

    def space_points(self) -> list[tuple[float, float]]:
        return list(self.spaces)

    def clearing(self) -> Box:
        """The glade inside the route: the missions and the stage."""
        mx, my, mw, mh = self.Z("missions")
        sx, sy, sw, sh = self.Z("stage")
        x0, y0 = min(mx, sx), min(my, sy)
        return (x0, y0, max(mx + mw, sx + sw) - x0, max(my + mh, sy + sh) - y0)

    def stage_area(self) -> Box:
        """The stage less the band at its foot where the private notices lie, if any."""
        x, y, w, h = self.Z("stage")
        if not self.notices():
            return (x, y, w, h)
        return (x, y, w, h - drawing.notice_box(self)[3] - 6)

    def seat_style(self, seat: int) -> SeatStyle:
        """LT-1.E, LT-2.1: the colour the seat plays, its symbol beside the colour (ART.md)."""
        return STYLES[self.colours[seat % len(self.colours)]]

    @staticmethod
    def setup_seat_style(seat: int, seats: int, options) -> SeatStyle:
        """The setup screen's colour for ``seat``: the colour it will play (LT-2.1)."""
        return STYLES[COLOUR_CHOICE.ids[COLOUR_CHOICE.index(seat, seats, options.get("colours"))]]

    def panel_zone(self, name: str) -> Box:
        """The board's zones; the actions panel as wide as its buttons at the banner's right
        end (the instruction keeps the rest)."""
        box = self.Z(name)
        if name != "actions":
            return box
        x, y, w, h = box
        n = max(1, len(self.button_commands()))
        need = min(w, n * buttons.ACTION_MAX * 0.8 + (n - 1) * buttons.ACTION_GAP)
        return (x + w - need, y, need, h)

    def panel_key(self) -> Hashable:
        return (super().panel_key(), len(self.button_commands()))

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.background = None
        self.layer.clear()
        self._geo = None

    # --- the host's hooks ---------------------------------------------------------------------

    def set_view(self, view, **kw) -> None:
        old_legal, old_viewer = self.legal, self.viewer
        super().set_view(view, **kw)
        self._geo = None
        if self.viewer != old_viewer:
            self.background = None
        if self.legal != old_legal:
            self.selection.clear()

    def cancel_selection(self) -> bool:
        """Put back the cards picked in the hand (a right click, Escape, a click beside); the
        buttons they made go with them."""
        had = self.chooser.back() | self.selection.clear()
        if had:
            self._geo = None
            self.host.run_action(lambda: None)  # the host rebuilds its buttons
        return had

    def geometry(self) -> Geo:
        key = (id(self.view), self.viewer, self.show_hand, tuple(self.selection.cards), self.T.scale)
        if self._geo is None or self._geo[0] != key:
            self._geo = (key, geometry.layout(self, self.view))
        return self._geo[1]

    def lifted_cards(self) -> set[str]:
        return set(self.selection.cards)

    # --- words ----------------------------------------------------------------------------------

    def phase_title(self) -> str:
        return WP.phase_title(self)

    def instruction(self) -> str:
        return WP.instruction(self)

    def headline(self, events: Sequence[Event]) -> str | None:
        """The line that stays once a command's animation is over: its weightiest event."""
        for kind in HEADLINE_ORDER:
            for event in events:
                if type(event) is kind:
                    return self.event_text(event)
        return super().headline(events)

    def notices(self) -> list[str]:
        """LT-5.2.3: the viewer's private notices of the last round, while it is at the screen
        and has not closed them."""
        v = self.view
        if v is None or not self.show_hand or v.seat != self.viewer:
            return []
        recent = [n for n in v.notes if n[0] > v.turn - v.seats and (self.viewer, n) not in self._dismissed]
        return WB.notes_words(self, recent[-3:])

    def dismiss_notices(self) -> None:
        for n in self.view.notes:
            self._dismissed.add((self.viewer, n))

    # --- clicks ---------------------------------------------------------------------------------

    def stages(self, command) -> list[Stage]:
        return choices.stages(self, command)

    def toggle(self, card: str) -> None:
        """A hand card clicked while picking cards: up, or back down."""
        self.selection.toggle(card)
        self._geo = None

    def button_commands(self) -> list[Any]:
        """The commands of the banner's buttons: those the hand cards picked make (offer,
        deliver), then the chooser's (take, act, defend, hold, end turn ...)."""
        if not self.my_turn:
            return []
        wanted = [o.command for o in self.offered("button") if o.command is not None]
        made = self.selection.made()
        return made + [c for c in wanted if c not in made]

    def actions(self) -> list[Action]:
        """The banner's buttons, each worded as fully as its button holds."""
        ordered = self.button_commands()
        n = len(ordered)
        out = []
        for c in ordered:
            words, tip = WP.button_words(self, c)
            out.append(Action(buttons.first_fitting(self, words, n), c, tip))
        return out

    def glowing(self) -> set:
        """The keys of the targets that glow now (what may be clicked to decide)."""
        if not self.my_turn:
            return set()
        keys = {o.key for o in self.chooser.options() if o.where in ("plaque", "stage")}
        keys |= {("hand", c) for c in self.selection.pickable()}
        return keys

    def stage_key(self, group: Group, i: int) -> Hashable:
        """The key of the ``i``-th card of ``group`` on the stage (what a click on it picks)."""
        card = group.cards[i]
        if group.kind == "offer":
            return ("offer", group.seat)
        if card is None:
            return None
        if group.kind == "fire":
            return ("fire", card)
        if group.kind == "ambush_choice":
            return ("stage", "ambush_choice", card)
        if group.kind in ("hand", "delivery"):
            return ("stage", group.kind, kind_of(card))
        return None

    def targets_key(self) -> Hashable:
        return (super().targets_key(), tuple(self.selection.cards), len(self._dismissed))

    def make_targets(self) -> list[Target]:
        if self.view is None:
            return []
        geo = self.geometry()
        out = self._info_targets(geo)
        if not self.my_turn:
            return out
        for o in self.offered("plaque"):
            tip = WB.target_tip(self, o.command) if o.command is not None else ""
            out.append(self.option_target(o, geo.plaques[o.key[1]].box, tooltip=tip))
        stage = {o.key: o for o in self.offered("stage")}
        for placed in geo.stage:
            for i, box in enumerate(placed.cards):
                key = self.stage_key(placed.group, i)
                if key in stage:
                    tip = self._stage_tip(stage[key])
                    out.append(self.option_target(stage[key], box, key=key, tooltip=tip))
            key = ("offer", placed.group.seat)
            if placed.group.kind == "offer" and key in stage:  # the offer's label picks it too
                out.append(self.option_target(stage[key], placed.label, key=("offer_label", key[1]),
                                              tooltip=self._stage_tip(stage[key])))
        pickable = self.selection.pickable()
        for card, (x, y, w, h) in geo.hand:
            if card in pickable:
                up = card in self.selection.cards
                out.append(Target((x, y, w, h + (geometry.HAND_LIFT if up else 0)), WB.pick_tip(card, up),
                                  action=lambda c=card: self.toggle(c), key=("hand", card)))
        return out

    def _info_targets(self, geo: Geo) -> list[Target]:
        """What the pointer tells over the piles, the missions, the route, the plaques, the
        stage's cards, the hand and the notices (a click on the discard pile looks through it)."""
        v = self.view
        tips = WB.pile_tips(self)
        out = [
            Target(geo.draw, tips["draw"], glow=False, key=("info", "draw")),
            piles.pile_target(geo.discard, tips["discard"], self.browse_discard, ("info", "discard")),
            Target(geo.ambush_deck, tips["ambush_deck"], glow=False, key=("info", "ambush_deck")),
        ]
        for m, box in zip(MISSIONS, geo.missions, strict=True):
            out.append(Target(box, WB.mission_tip(self, m), glow=False, key=("info", "mission", m)))
        for n, (x, y) in enumerate(geo.spaces):
            r = SPACE_R * (1.6 if n == 0 else 1.0)
            out.append(Target((x - r, y - r, 2 * r, 2 * r), WB.space_tip(self, n), glow=False,
                              key=("info", "space", n)))
        for seat, p in geo.plaques.items():
            out.append(Target(p.box, WB.plaque_tip(self, seat), glow=False, key=("info", "plaque", seat)))
            out += self._plaque_targets(p)
        for placed in geo.stage:
            g = placed.group
            for card, box in zip(g.cards, placed.cards, strict=True):
                if card is not None and g.deck == "object":
                    out.append(Target(box, WB.card_tip(card), glow=False, key=("info", "card", card)))
                elif card is not None:
                    out.append(Target(box, WB.ambush_tip(card), glow=False, key=("info", "ambush", card)))
                else:
                    tip = WB.back_tip(self, g)
                    out.append(Target(box, tip, glow=False, key=("info", "back", g.kind, g.seat)))
        if v is not None and self.show_hand and v.seat == self.viewer:
            for card, box in geo.hand:
                out.append(Target(box, WB.card_tip(card), glow=False, key=("info", "card", card)))
        if self.notices():
            out.append(Target(drawing.notice_box(self), WB.CLOSE_NOTICE, action=self.dismiss_notices,
                              glow=False, key=("notice",)))
        return out

    def _plaque_targets(self, p: Plaque) -> list[Target]:
        """What the pointer tells over a plaque's hand, loot, mission cards and ambush sets."""
        v, seat = self.view, p.seat
        out: list[Target] = []
        if p.hand is not None:
            backs = geometry.hand_backs(self, p, v.hand_sizes[seat])
            if backs:
                x0, y0, _, h = backs[0]
                x1 = backs[-1][0] + backs[-1][2]
                out.append(Target((x0, y0, x1 - x0, h), WB.hand_tip(self, seat), glow=False,
                                  key=("info", "hand", seat)))
        for kind, count, _card, box in geometry.loot_boxes(self, p):
            out.append(Target(box, WB.loot_tip(self, seat, kind, count), glow=False,
                              key=("info", "loot", seat, kind)))
        missions, sets = geometry.extras(self, p)
        for card, box in missions:
            out.append(Target(box, WB.taken_tip(self, seat, card), glow=False, key=("info", "taken", card)))
        for i, (_gold, face, gbox, abox) in enumerate(sets):
            x, y = gbox[:2]
            box = (x, y, abox[0] + abox[2] - x, abox[1] + abox[3] - y)
            out.append(Target(box, WB.ambush_set_tip(self, seat, face), glow=False,
                              key=("info", "set", seat, i)))
        return out

    def _stage_tip(self, option: Option) -> str:
        command = option.command
        if command is None:
            return ""
        return WB.stage_card_tip(command.card) if hasattr(command, "card") else self.words.command(command)

    def browse_discard(self) -> None:
        piles.browse(self, WB.DISCARD_TITLE, list(reversed(self.view.discard)), piles.face_drawer(art.face),
                     WB.DISCARD_NOTE, empty=WB.DISCARD_EMPTY)

    # --- drawing ------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        if self.view is None:
            return
        drawing.draw_table(self, surface, t)

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        drawing.draw_sprite(self, surface, sprite, box, progress)

    def zoomable(self) -> list[tuple[str, Box]]:
        """The cards face up on the table, in drawing order (the kit's zoom shows them large)."""
        v, geo = self.view, self.geometry()
        out: list[tuple[str, Box]] = []
        if v.discard:
            out.append((v.discard[-1], geo.discard))
        for m, box in zip(MISSIONS, geo.missions, strict=True):
            if v.mission_stacks[m - 1]:
                out.append((v.mission_stacks[m - 1][0], box))
        for p in geo.plaques.values():
            out += [(card, box) for _, _, card, box in geometry.loot_boxes(self, p)]
            missions, sets = geometry.extras(self, p)
            out += missions
            for gold, face, gbox, abox in sets:
                out.append((gold, gbox))
                if face is not None:
                    out.append((face, abox))
        for placed in geo.stage:
            out += [(c, box) for c, box in zip(placed.group.cards, placed.cards, strict=True)
                    if c is not None]
        out += list(geo.hand)
        return out

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The card under the pointer, shown large beside it."""
        self.zoom.shown = None
        if self.view is None:
            return
        radius = art.radius(self.T.length(ZOOM[0]))
        self.zoom.draw(surface, self.T, mouse, self.zoomable(), self.Z("table"), radius)


TABLE = LieutenantsTable
