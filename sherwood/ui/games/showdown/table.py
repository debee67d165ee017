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
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sherwood.engine import Event
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import card, seat_deck
from sherwood.games.showdown.commands import Lay, Rob
from sherwood.games.showdown.state import display_sorted
from sherwood.ui.games.showdown import art, choices, drawing, geometry
from sherwood.ui.games.showdown import words as W
from sherwood.ui.games.showdown.geometry import LIFT_HOVER, LIFT_SELECTED, Geo
from sherwood.ui.games.showdown.motion import ShowdownMotion
from sherwood.ui.games.showdown.question import FoolQuestion
from sherwood.ui.kit import buttons, piles
from sherwood.ui.kit.chooser import Option, Stage
from sherwood.ui.kit.layer import Layer
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render.board import Box

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
        super().__init__(host)
        self.question = FoolQuestion(self)
        self.zoom = CardZoom(ZOOM, art.face)
        self.motion = ShowdownMotion(self)
        self.background: pygame.Surface | None = None  # the table and its mat, per window size
        self.layer = Layer()  # the still part of the picture (drawing.draw_table)
        self.faces_drawn: set[str] = set()  # every card drawn face up in the last frame (tests)
        self.part_faces: dict[str, frozenset[str]] = {}  # those of each part of the picture
        self._geo_cache: dict[int, Geo] = {}
        self._card_sizes: tuple[Any, list[tuple[int, int]]] = (None, [])

    # --- the board ---------------------------------------------------------------------------

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

    def panel_zone(self, name: str) -> Box:
        """With the log hidden its column is left out of the canvas (:meth:`resize`) and the
        controls move to the end of the banner, which makes way for them."""
        x, y, w, h = self.Z(name)
        if not self.host.log_collapsed or name not in ("controls", "banner", "actions"):
            return (x, y, w, h)
        bx, by, bw, bh = self.Z("banner")
        cw, ch = self.Z("controls")[2:]
        take = cw + 12
        if name == "controls":
            return (bx + bw - cw, by + (bh - ch) / 2, cw, ch)
        return (x, y, w - take, h) if name == "banner" else (x - take, y, w, h)

    def resize(self, size: tuple[int, int]) -> None:
        """The canvas to fit in the window is the layout's, less the log's column while it is
        hidden (the table grows where the window's shape allows)."""
        w, h = self.layout.size
        self.design_size = (self.Z("log")[0], h) if self.host.log_collapsed else (w, h)
        super().resize(size)
        self.background = None
        self.layer.clear()

    def set_view(self, view, **kw) -> None:
        old_viewer = self.viewer
        super().set_view(view, **kw)
        if self.viewer != old_viewer:
            self.background = None
        self._geo_cache.clear()

    @property
    def selected_ransom(self) -> str | None:
        """The ransom picked to ride with the next outlaw, if any."""
        return next((k[1] for k in self.chooser.chosen if k[0] == "ransom"), None)

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
        offered = {o.command for o in self.offered("button")}
        wanted = [w for w in W.button_words(self) if w[1] in offered]
        n = len(wanted)
        return [Action(buttons.first_fitting(self, labels, n), c, tip) for labels, c, tip in wanted]

    def headline(self, events: Sequence[Event]) -> str | None:
        """The event that matters most of a command's events (:data:`HEADLINE_ORDER`: a
        melee won, a traveller passed ...), else the first."""
        for kind in HEADLINE_ORDER:
            for e in events:
                if type(e) is kind:
                    return self.event_text(e)
        return super().headline(events)

    # --- clicks --------------------------------------------------------------------------------

    def stages(self, command) -> list[Stage]:
        return choices.stages(self, command)

    def usable_ransoms(self) -> list[str]:
        """The ransoms in hand that some legal Rob or Lay attaches."""
        return sorted({c.ransom for c in self.legal if isinstance(c, Rob | Lay) and c.ransom})

    def offered_cards(self, kind: str) -> dict[str, Option]:
        """The cards clickable now in the hand (``kind`` "hand") or the spoils ("spoils"):
        card -> the chooser's option (the outlaws that fit the ransom picked, if any)."""
        return {o.key[1]: o for o in self.chooser.options() if o.key[0] == kind}

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

    def targets_key(self) -> Hashable:
        """The base's, and the card of the hand under the pointer (it lifts, and its target
        with it)."""
        hover = self.hovered_hand_card(self.geometry(self.view)) if self.view is not None else None
        return (super().targets_key(), hover)

    def make_targets(self) -> list[Target]:
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
        hand = self.offered_cards("hand")
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
                    out.append(self.option_target(option, hit, key=("hand", c), tooltip=tip))
                elif v.phase in ("decide", "melee"):
                    out.append(Target(hit, W.refusal_tip(self), glow=False, key=("hand", c)))
            elif kind == "ransom" and c in self.usable_ransoms():
                tip = W.ransom_tip(c, c == self.selected_ransom)
                out.append(Target(hit, tip, action=lambda c=c: self.toggle_ransom(c), key=("hand", c)))
        for c, option in self.offered_cards("spoils").items():
            box = geo.spoils_box(self.viewer, c)
            if box is not None:
                out.append(self.option_target(option, box, key=("spoils", c)))
        out.extend(self.question.targets(self.offered("dialog"), self.option_target))
        return out

    def toggle_ransom(self, ransom: str) -> None:
        """Pick ``ransom`` to ride with the next outlaw, or put it back if it was picked."""
        self.repick(("ransom", ransom))
        self.host.refresh()

    # --- browsing ---------------------------------------------------------------------------

    def _browse(self, title: str, cards: Sequence[str], note: str = "") -> None:
        piles.browse(self, title, cards, _browsed_card, note)

    def browse_discard(self, seat: int) -> None:
        self._browse(W.discard_title(self.match.names[seat]), list(reversed(self.view.discards[seat])),
                     W.NEWEST_FIRST)

    def browse_out_of_play(self) -> None:
        self._browse(W.OUT_OF_PLAY, list(self.view.out_of_play), W.OUT_OF_PLAY_NOTE)

    def browse_travellers(self) -> None:
        self._browse(W.TRAVELLERS_TO_COME, list(self.view.travellers_remaining), W.SHUFFLED)

    def browse_own_deck(self) -> None:
        self._browse(W.OWN_DECK, self.own_deck_cards(), W.SHUFFLED)

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
        return list(display_sorted(list(rest.elements())))

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
            self.question.draw(surface, self.offered("dialog"), self.host.mouse, t)

    def asking(self) -> bool:
        """Whether the question box is up now (unfolded, nothing moving)."""
        return (
            self.my_turn
            and not self.host.anim.busy
            and not self.question.folded
            and bool(self.offered("dialog"))
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
        if not self.zoom_allowed(mouse):
            return
        shown = self.zoom.draw(
            surface, self.T, mouse, self.zoomable(), self.Z("table"), art.radius(self.T.length(ZOOM[0]))
        )
        if shown is not None:
            self.faces_drawn.add(shown)

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        drawing.draw_sprite(self, surface, sprite, box, progress)


TABLE = ShowdownTable
