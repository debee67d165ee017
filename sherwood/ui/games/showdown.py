"""Sherwood Showdown on a wooded table, drawn from ``boards/showdown.yaml``.

The viewer's seat sits at the bottom (``*_near`` zones), the rival at the top (``*_far``).
The viewer's hand is face up only when the host says so (a human seat after the privacy
curtain); the rival's hand is always face down, a count. Legal targets glow: outlaws in
hand (rob or lay), ransoms (select one first, it lifts, then click the outlaw), travellers
in spoils (sell). Piles can be looked through with a click.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from sherwood.engine import Event, possessive
from sherwood.engine.layout import load_layout
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import FOOL, card, card_name, seat_deck
from sherwood.games.showdown.commands import Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games import buttons
from sherwood.ui.games import showdown_art as art
from sherwood.ui.games.base import Action, GameTable, Target
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import BoardTransform, Box

PHASES = {"sell": "Buying cards", "decide": "Rob or pass", "melee": "Melee", "over": "Game over"}
LIFT_HOVER = 14
LIFT_SELECTED = 30
RANSOM_TUCK = 0.42  # of a card's width: a ransom in the melee shows its left column...
RANSOM_DROP = 0.19  # ...and, of its height, its title band below its outlaw


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


@dataclass
class Geo:
    """Where everything of one view lies, in board units."""

    hand: dict[int, list[tuple[str | None, Box]]] = field(default_factory=dict)
    melee: dict[int, list[tuple[str, str | None, Box, Box | None]]] = field(default_factory=dict)
    spoils: dict[int, list[tuple[str, Box]]] = field(default_factory=dict)
    passed: dict[int, list[Box]] = field(default_factory=dict)
    deck: dict[int, Box] = field(default_factory=dict)
    discard: dict[int, Box] = field(default_factory=dict)
    active: Box = (0, 0, 1, 1)
    travellers: Box = (0, 0, 1, 1)
    out_of_play: Box = (0, 0, 1, 1)

    def hand_box(self, seat: int, card_id: str) -> Box | None:
        for c, box in self.hand.get(seat, []):
            if c == card_id:
                return box
        return None

    def spoils_box(self, seat: int, card_id: str) -> Box | None:
        for c, box in self.spoils.get(seat, []):
            if c == card_id:
                return box
        return None

    def melee_box(self, card_id: str) -> Box | None:
        for entries in self.melee.values():
            for outlaw, ransom, obox, rbox in entries:
                if outlaw == card_id:
                    return obox
                if ransom == card_id:
                    return rbox
        return None


def _centre(box: Box, w: float, h: float) -> Box:
    x, y, bw, bh = box
    return (x + (bw - w) / 2, y + (bh - h) / 2, w, h)


class ShowdownTable(GameTable):
    draws_background = True

    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "showdown")
        self.design_size = self.layout.size
        super().__init__(host)
        self.selected_ransom: str | None = None
        self._geo_cache: dict[int, Geo] = {}
        self._static: pygame.Surface | None = None
        self._draw_state: dict[int, Counter] = {}
        self.faces_drawn: set[str] = set()  # every card drawn face up in the last frame (tests)
        self._plan: dict[str, Any] = {}
        self._panels: dict[tuple, Box] = {}

    # --- layout helpers ------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        return self.layout.zone(zone_id).shape.bounds

    def card_size(self, zone_id: str) -> tuple[float, float]:
        w, h = self.layout.zone(zone_id).style.get("card", (96, 136))
        return float(w), float(h)

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
        x, y, w, h = box
        cx, cy, cw, ch = self.Z("controls")
        bx, by, bw, bh = self.Z("banner")
        if self.host.log.collapsed:
            cx, cy = bx + bw - cw, by + (bh - ch) / 2
            take = cw + 12  # the banner makes way for the controls
        else:
            take = 0.0
        extra = buttons.controls_shortfall(self, (cx, cy, cw, ch))
        if name == "controls":
            return (cx - extra, cy, cw + extra, ch)
        if name == "banner":
            return (x, y, w - extra - take, h)
        return (x - extra - take, y, w, h)  # the actions, at the banner's right end

    def _design(self) -> tuple[float, float]:
        """The canvas to fit in the window: the layout's, less the log's column while hidden."""
        w, h = self.layout.size
        return (self.Z("log")[0], h) if self.host.log.collapsed else (w, h)

    def resize(self, size: tuple[int, int]) -> None:
        self.design_size = self._design()
        self.T = BoardTransform(self.design_size, size)
        self._static = None

    def set_view(self, view, **kw) -> None:
        old_viewer = self.viewer
        super().set_view(view, **kw)
        if self.viewer != old_viewer:
            self._static = None
        self._geo_cache.clear()
        if self.selected_ransom is not None and not any(
            getattr(c, "ransom", None) == self.selected_ransom for c in self.legal
        ):
            self.selected_ransom = None

    def cancel_selection(self) -> bool:
        had = self.selected_ransom is not None
        self.selected_ransom = None
        return had

    # --- geometry ------------------------------------------------------------------------

    def geometry(self, view) -> Geo:
        key = id(view)
        geo = self._geo_cache.get(key)
        if geo is None:
            geo = self._geometry(view)
            self._geo_cache[key] = geo
        return geo

    def _geometry(self, v) -> Geo:
        g = Geo()
        g.active = _centre(self.Z("active"), *self.card_size("active"))
        g.travellers = _centre(self.Z("travellers"), *self.card_size("travellers"))
        ow, oh = self.card_size("out_of_play")
        ox, oy, _, ozh = self.Z("out_of_play")
        g.out_of_play = (ox + 8, oy + (ozh - oh) / 2, ow, oh)
        for seat in (0, 1):
            g.deck[seat] = _centre(self.Z(self.zid("deck", seat)), *self.card_size(self.zid("deck", seat)))
            g.discard[seat] = _centre(
                self.Z(self.zid("discard", seat)), *self.card_size(self.zid("discard", seat))
            )
            g.hand[seat] = self._hand_layout(v, seat)
            g.melee[seat] = self._melee_layout(v, seat)
            g.spoils[seat] = self._spoils_layout(v, seat)
            plaque = self.layout.zone(self.zid("plaque", seat))
            g.passed[seat] = [s.shape.bounds for s in plaque.slots]
        return g

    def _hand_layout(self, v, seat: int) -> list[tuple[str | None, Box]]:
        zone = self.zid("hand", seat)
        x, y, w, h = self.Z(zone)
        cw, ch = self.card_size(zone)
        face_up = seat == self.viewer and self.show_hand and v.seat == seat
        cards: list[str | None] = list(v.hand) if face_up else [None] * v.hand_sizes[seat]
        n = len(cards)
        step = min(cw + 12, (w - cw) / (n - 1)) if n > 1 else 0
        left = x + (w - (cw + step * (n - 1))) / 2 if n else x
        top = y + (h - ch) * (0.62 if self.side(seat) == "near" else 0.5)
        return [(c, (left + i * step, top, cw, ch)) for i, c in enumerate(cards)]

    def _melee_layout(self, v, seat: int) -> list[tuple[str, str | None, Box, Box | None]]:
        """Outlaws in the order laid, each ransom tucked under its outlaw so that its left
        column (value, suit, gold) and its title band show. A crowded row squeezes the
        outlaws together, never a ransom under its outlaw."""
        zone = self.zid("melee", seat)
        x, y, w, h = self.Z(zone)
        cw, ch = self.card_size(zone)
        tuck, drop = cw * RANSOM_TUCK, ch * RANSOM_DROP
        entries = v.melee[seat]
        widths = [cw + (tuck if r else 0) for _, r in entries]
        gap = 16.0
        total = sum(widths) + gap * max(0, len(widths) - 1)
        squeeze = 1.0
        if total > w - 24 and len(widths) > 1:
            squeeze = max(0.25, (w - 24 - widths[-1]) / (total - widths[-1]))
        top = y + (h - ch - drop) / 2
        cx = x + 16
        out = []
        for (outlaw, ransom), width in zip(entries, widths, strict=True):
            rbox = (cx, top + drop, cw, ch) if ransom else None
            obox = (cx + (tuck if ransom else 0), top, cw, ch)
            out.append((outlaw, ransom, obox, rbox))
            cx += (width + gap) * squeeze
        return out

    @staticmethod
    def _spoils_order(cards: Sequence[str]) -> list[str]:
        def key(c: str):
            k = card(c)
            return (0 if k.kind == "traveller" else 1 if k.kind == "ransom" else 2, -k.gold, c)

        return sorted(cards, key=key)

    def _spoils_layout(self, v, seat: int) -> list[tuple[str, Box]]:
        zone = self.zid("spoils", seat)
        x, y, w, h = self.Z(zone)
        cw, ch = self.card_size(zone)
        cards = self._spoils_order(v.spoils[seat])
        n = len(cards)
        head = 30
        max_rows = max(1, int((h - head + 8) // (ch + 8)))
        rows = 1
        while rows < max_rows and n > 1:
            per = -(-n // rows)
            step = (w - cw) / (per - 1) if per > 1 else cw
            if step >= cw * 0.42:
                break
            rows += 1
        per = -(-n // rows) if n else 1
        step = min(cw + 8, (w - cw) / (per - 1)) if per > 1 else 0
        out = []
        for i, c in enumerate(cards):
            r, k = divmod(i, per)
            out.append((c, (x + k * step, y + head + r * (ch + 8), cw, ch)))
        return out

    # --- text for the banner -----------------------------------------------------------------

    def phase_title(self) -> str:
        v = self.view
        if v is None:
            return ""
        return f"{PHASES.get(v.phase, v.phase)} · Turn {v.turn}"

    def _traveller_phrase(self) -> str:
        t = self.view.active_traveller
        if t is None:
            return "the traveller"
        return "the Fool" if t == FOOL else f"{card_name(t)} ({card(t).gold} gold)"

    def instruction(self) -> str:
        v = self.view
        if v is None:
            return ""
        names = self.match.names
        if v.phase == "over":
            return "Every traveller has been resolved: the richest spoils win."
        seat = v.active_seat
        if not self.my_turn:
            who = names[seat] if seat is not None else "Nobody"
            if v.phase == "melee":
                return f"Waiting for {who} to answer in the melee over {self._traveller_phrase()}."
            if v.phase == "sell":
                return f"Waiting for {who}: out of outlaws, they may sell a traveller for cards."
            return f"Waiting for {who} to rob {self._traveller_phrase()} or let him pass."
        me = self.viewer
        passes = v.passes_left[me]
        if v.phase == "sell":
            return (
                "You hold no outlaw. Click a traveller in your spoils to sell him for cards, or don't sell."
            )
        if v.phase == "decide":
            if v.active_traveller == FOOL:
                if passes:
                    left = "1 pass" if passes == 1 else f"{passes} passes"
                    return f"The Fool (−5 gold)! Let him pass ({left} left) or take him."
                return "The Fool (−5 gold) joins your spoils: you have no pass left."
            phrase = self._traveller_phrase()
            if passes:
                left = "1 pass" if passes == 1 else f"{passes} passes"
                return f"Rob {phrase} with an outlaw, or let him pass ({left} left)."
            return f"Rob {phrase}: click an outlaw. You have no pass left."
        if v.phase == "melee":
            need = v.min_legal[me] or 1
            lays = [c for c in self.legal if isinstance(c, Lay)]
            hint = (
                " Click a ransom first to attach it."
                if self._usable_ransoms() and not self.selected_ransom
                else ""
            )
            if self.selected_ransom:
                hint = f" {_cap(card_name(self.selected_ransom))} rides along."
            if lays:
                return f"Lay an outlaw of {need} or more, or withdraw.{hint}"
            return f"No outlaw of {need} or more in your hand: withdraw."
        return ""

    def actions(self) -> list[Action]:
        """The buttons, each worded as fully as its button can hold ("Let him pass", or
        "Pass" in a small window)."""
        v = self.view
        wanted: list[tuple[tuple[str, ...], object, str]] = []
        for c in self.legal:
            if isinstance(c, Pass):
                left = v.passes_left[self.viewer] - 1
                tip = f"Let him pass: use one of your passes ({left} left after this)"
                wanted.append((("Let him pass", "Pass"), c, tip))
            elif isinstance(c, TakeFool):
                wanted.append((("Take the Fool", "Take him"), c, "The Fool goes into your spoils: −5 gold"))
            elif isinstance(c, Withdraw):
                wanted.append((("Withdraw",), c, self._withdraw_outcome()))
            elif isinstance(c, SkipSell):
                wanted.append((("Don't sell",), c, "Keep your spoils and turn over the traveller"))
        n = len(wanted)
        return [Action(buttons.first_fitting(self, labels, n), c, tip) for labels, c, tip in wanted]

    def _withdraw_outcome(self) -> str:
        v = self.view
        me, other = self.viewer, 1 - self.viewer
        if v.totals[me] == v.totals[other]:
            return "Totals are equal: the traveller escapes and nobody wins him"
        return f"{self.match.names[other]} win {self._traveller_phrase()} and the ransoms (stake {v.stake})"

    # --- targets ------------------------------------------------------------------------------

    def _usable_ransoms(self) -> list[str]:
        return sorted({c.ransom for c in self.legal if isinstance(c, Rob | Lay) and c.ransom})

    def _card_commands(self, outlaw: str) -> list:
        return [
            c
            for c in self.legal
            if isinstance(c, Rob | Lay) and c.outlaw == outlaw and c.ransom == self.selected_ransom
        ]

    def _hand_boxes(self) -> list[tuple[str | None, Box, float]]:
        """The viewer's hand with the lift of each card (hover, selection)."""
        v = self.view
        geo = self.geometry(v)
        out = []
        hover = self._hovered_hand_card(geo)
        for c, box in geo.hand[self.viewer]:
            lift = 0.0
            if c is not None and c == self.selected_ransom:
                lift = LIFT_SELECTED
            elif c is not None and c == hover:
                lift = LIFT_HOVER
            out.append((c, box, lift))
        return out

    def _hovered_hand_card(self, geo: Geo) -> str | None:
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
        names = self.match.names
        geo = self.geometry(v)
        out: list[Target] = []
        for seat in (0, 1):
            d = v.discards[seat]
            out.append(
                Target(
                    geo.discard[seat],
                    f"{names[seat]}: discard pile, {_plural(len(d), 'card')}. Click to look through it.",
                    action=lambda s=seat: self.browse_discard(s),
                    glow=False,
                    key=("discard", seat),
                )
            )
        out.append(
            Target(
                geo.out_of_play,
                f"Out of play: {_plural(len(v.out_of_play), 'traveller')}. Click to see them.",
                action=self.browse_out_of_play,
                glow=False,
                key="oop",
            )
        )
        out.append(
            Target(
                geo.travellers,
                f"{_plural(v.traveller_deck_size, 'traveller')} still to come. Click to see which.",
                action=self.browse_travellers,
                glow=False,
                key="travellers",
            )
        )
        if self.show_hand:
            out.append(
                Target(
                    geo.deck[self.viewer],
                    f"Your deck: {_plural(v.deck_sizes[self.viewer], 'card')}. "
                    "Click to see which cards are in it.",
                    action=self.browse_own_deck,
                    glow=False,
                    key="deck",
                )
            )
        if not self.my_turn:
            return out
        for c, box, lift in self._hand_boxes():
            if c is None:
                continue
            x, y, w, h = box
            hit = (x, y - lift, w, h + lift)
            kind = card(c).kind
            if kind == "outlaw":
                cmds = self._card_commands(c)
                if cmds:
                    out.append(Target(hit, self._tooltip(cmds[0]), cmds[0], key=("hand", c)))
                elif v.phase in ("decide", "melee"):
                    need = v.min_legal[self.viewer] if v.phase == "melee" else None
                    why = f"Too weak: you need an outlaw of {need} or more" if need else "Not now"
                    out.append(Target(hit, why, glow=False, key=("hand", c)))
            elif kind == "ransom" and c in self._usable_ransoms():
                if c == self.selected_ransom:
                    tip = (
                        f"{_cap(card_name(c))} is chosen: click an outlaw to lay it with him, "
                        "or here to keep him"
                    )
                else:
                    tip = (
                        f"Attach {card_name(c)} (+{card(c).gold} gold to the stake) to the next outlaw you "
                        "lay: click him, then the outlaw"
                    )
                out.append(Target(hit, tip, action=lambda c=c: self.toggle_ransom(c), key=("hand", c)))
        for c, box in geo.spoils[self.viewer]:
            cmd = Sell(self.viewer, c)
            if cmd in self.legal:
                out.append(
                    Target(
                        box,
                        f"Sell {card_name(c)}: draw {card(c).gold} cards; he leaves your spoils",
                        cmd,
                        key=("spoils", c),
                    )
                )
        return out

    def toggle_ransom(self, ransom: str) -> None:
        self.selected_ransom = None if self.selected_ransom == ransom else ransom
        self.host.refresh()

    def _tooltip(self, cmd) -> str:
        v = self.view
        extra = f" with {card_name(cmd.ransom)} (+{card(cmd.ransom).gold} gold)" if cmd.ransom else ""
        if isinstance(cmd, Rob):
            return f"Rob {self._traveller_phrase()} with your {card_name(cmd.outlaw)}{extra}"
        total = v.totals[self.viewer] + card(cmd.outlaw).combat
        return f"Lay your {card_name(cmd.outlaw)}{extra}: your total becomes {total}"

    # --- browsing ---------------------------------------------------------------------------

    def _browse(self, title: str, cards: Sequence[str], note: str = "") -> None:
        from sherwood.ui.scenes.browse import BrowseScene

        def draw_one(surface, c, rect):
            art.draw_card(surface, c, rect, shadow=0.6)

        self.host.app.scenes.push(BrowseScene(self.host.app, title, cards, draw_one, note))

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
        if before is None or after is None:
            return []
        gb, ga = self.geometry(before), self.geometry(after)
        plan_key = (id(before), id(after))
        if self._plan.get("key") != plan_key:  # the first event of a new command
            self._plan = {"key": plan_key, "faces": self._drawn_faces(before, after), "prev": None}
        prev_kind = self._plan["prev"]
        self._plan["prev"] = event.kind
        caption = event.describe(self.match.names)
        if isinstance(event, E.TurnStarted):
            return [Step(caption=caption, hold=0.25)]
        if isinstance(event, E.TravellerRevealed):
            return [
                Step(
                    [
                        Tween(
                            ("reveal", event.traveller),
                            ga.travellers,
                            ga.active,
                            0.42,
                            hide=(("active", event.traveller),),
                            show_before=False,
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerPassed):
            slots = ga.passed[event.seat]
            i = min(len(after.passed[event.seat]) - 1, len(slots) - 1)
            return [
                Step(
                    [
                        Tween(
                            ("face", event.traveller),
                            gb.active,
                            slots[i],
                            0.35,
                            hide=(("passed", event.seat, event.traveller),),
                        )
                    ],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerEscaped):
            return [
                Step([Tween(("face", event.traveller), gb.active, ga.out_of_play, 0.35)], caption=caption)
            ]
        if isinstance(event, E.FoolTaken):
            end = ga.spoils_box(event.seat, FOOL) or ga.active
            return [
                Step(
                    [Tween(("face", FOOL), gb.active, end, 0.35, hide=(("spoils", event.seat, FOOL),))],
                    caption=caption,
                )
            ]
        if isinstance(event, E.TravellerSold):
            start = gb.spoils_box(event.seat, event.traveller) or ga.out_of_play
            return [Step([Tween(("face", event.traveller), start, ga.out_of_play, 0.35)], caption=caption)]
        if isinstance(event, E.CardLaid):
            return [self._laid_step(event, gb, ga, before, after, caption)]
        if isinstance(event, E.Withdrew | E.MeleeTied):
            return [Step(caption=caption, hold=0.35)]
        if isinstance(event, E.MeleeWon):
            tweens = []
            for i, c in enumerate((event.traveller, *event.ransoms)):
                start = gb.active if c == event.traveller else (gb.melee_box(c) or gb.active)
                end = ga.spoils_box(event.seat, c) or ga.active
                tweens.append(
                    Tween(("face", c), start, end, 0.38, delay=i * 0.05, hide=(("spoils", event.seat, c),))
                )
            return [Step(tweens, caption=caption, hold=0.15)]
        if isinstance(event, E.CardsDiscarded):
            tweens = []
            for i, c in enumerate(event.cards):
                start = gb.melee_box(c) or ga.discard[event.seat]
                tweens.append(
                    Tween(
                        ("face", c),
                        start,
                        ga.discard[event.seat],
                        0.3,
                        delay=i * 0.05,
                        hide=(("discard", event.seat, c),),
                    )
                )
            return [Step(tweens, caption=caption, with_previous=prev_kind == "cards_discarded")]
        if isinstance(event, E.DeckReshuffled):
            kind = f"seat{event.seat}"
            tweens = [
                Tween(("back", kind), ga.discard[event.seat], ga.deck[event.seat], 0.3, delay=i * 0.06)
                for i in range(min(3, event.count))
            ]
            return [Step(tweens, caption=caption)]
        if isinstance(event, E.CardsDrawn):
            return [self._drawn_step(event, ga, before, after, caption, prev_kind == "cards_drawn")]
        if isinstance(event, E.GameEnded):
            return [Step(caption=caption, hold=0.5)]
        return []

    def _drawn_faces(self, before, after) -> list[str]:
        """The cards that came into the viewer's (face-up) hand with this command."""
        if not self.show_hand or before.seat != after.seat:
            return []
        new = Counter(after.hand) - Counter(before.hand)
        out = []
        for c in after.hand:
            if new[c] > 0:
                new[c] -= 1
                out.append(c)
        return out

    def _laid_step(self, event, gb: Geo, ga: Geo, before, after, caption) -> Step:
        seat = event.seat
        index = len(after.melee[seat]) - 1
        end_o, end_r = None, None
        if 0 <= index < len(ga.melee[seat]):
            _, _, end_o, end_r = ga.melee[seat][index]
        end_o = end_o or ga.active
        face_up_hand = seat == self.viewer and self.show_hand
        hand_centre = _centre(self.Z(self.zid("hand", seat)), *self.card_size(self.zid("melee", seat)))
        start_o = (gb.hand_box(seat, event.outlaw) if face_up_hand else None) or hand_centre
        tweens = [Tween(("face", event.outlaw), start_o, end_o, 0.32, hide=(("melee", seat, index),))]
        if event.ransom:
            start_r = (gb.hand_box(seat, event.ransom) if face_up_hand else None) or hand_centre
            tweens.insert(
                0,
                Tween(
                    ("face", event.ransom), start_r, end_r or end_o, 0.32, hide=(("melee_r", seat, index),)
                ),
            )
        return Step(tweens, caption=caption)

    def _drawn_step(self, event, ga: Geo, before, after, caption, together: bool) -> Step:
        seat = event.seat
        n = min(event.count, 8)
        hand = ga.hand[seat]
        tweens = []
        faces = self._plan["faces"]
        for i in range(n):
            if seat == self.viewer and self.show_hand and faces:
                c = faces.pop(0)
                end = ga.hand_box(seat, c) or (hand[-1][1] if hand else ga.deck[seat])
                tweens.append(
                    Tween(("face", c), ga.deck[seat], end, 0.28, delay=i * 0.06, hide=(("hand", seat, c),))
                )
            else:
                end = hand[max(0, len(hand) - n + i)][1] if hand else ga.deck[seat]
                tweens.append(
                    Tween(
                        ("back", f"seat{seat}"),
                        ga.deck[seat],
                        end,
                        0.28,
                        delay=i * 0.06,
                        hide=(("handback", seat),),
                    )
                )
        return Step(tweens, caption=caption, with_previous=together)

    def headline(self, events: Sequence[Event]) -> str | None:
        order = (
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
        for kind in order:
            for e in events:
                if isinstance(e, kind):
                    return e.describe(self.match.names)
        return super().headline(events)

    def score_detail(self, seat: int) -> str | None:
        spoils = self.match.view(seat).spoils[seat]
        travellers = [c for c in spoils if card(c).kind == "traveller"]
        ransoms = [c for c in spoils if card(c).kind == "ransom"]
        parts = [f"{_plural(len(travellers), 'traveller')} ({sum(card(c).gold for c in travellers)})"]
        if ransoms:
            parts.append(f"{_plural(len(ransoms), 'ransom')} (+{sum(card(c).gold for c in ransoms)})")
        if FOOL in spoils:
            parts.append("the Fool (−5)")
        return " · ".join(parts)

    def score_unit(self) -> str:
        return "gold"

    def shown_score(self, seat: int, hidden: Counter) -> int:
        """``seat``'s gold as the eye sees it: a card still flying to its spoils counts once it
        has landed (a traveller won in a melee, the Fool)."""
        flying = sum(card(k[2]).gold * n for k, n in hidden.items() if k[:2] == ("spoils", seat) and n > 0)
        return self.view.scores[seat] - flying

    def result_note(self) -> str | None:
        scores, winners = self.match.scores(), self.match.winners()
        names = self.match.names
        if len(scores) == 2 and scores[0] == scores[1]:
            if not winners:
                return "Equal gold and no traveller in either spoils: the game is a draw."
            w = winners[0]
            v = self.match.view(w)
            best = max((card(c).gold for c in v.spoils[w] if card(c).kind == "traveller"), default=0)
            return (
                f"Both hold {scores[0]} gold. {names[w]} win the tie-break with the richest single "
                f"traveller, {card_name(f'T{best}')}."
            )
        return None

    # --- drawing --------------------------------------------------------------------------------

    def _static_layer(self, size: tuple[int, int]) -> pygame.Surface:
        if self._static is not None and self._static.get_size() == size:
            return self._static
        T = self.T
        surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        surf.blit(draw.wood(size), (0, 0))
        mat = T.rect(self.Z("table"))
        draw.blit_shadow(surf, mat, T.length(24), 1.2)
        surf.blit(draw.mat(mat.size, T.length(24)), mat)
        r8 = T.length(10)
        for zid in (
            "deck_far",
            "discard_far",
            "deck_near",
            "discard_near",
            "travellers",
            "out_of_play",
            "active",
            "melee_far",
            "melee_near",
            "spoils_far",
            "spoils_near",
            "hand_far",
        ):
            draw.inset(surf, T.rect(self.Z(zid)).inflate(T.length(10), T.length(10)), r8, 50)
        # the road the travellers come down
        road = T.rect((20, 320, 326, 360))
        pygame.draw.rect(
            surf, (*P.shade(P.FOREST_DEEP, 0.9),), road, width=T.length(2), border_radius=T.length(16)
        )
        self._static = surf
        return surf

    def draw(self, surface: pygame.Surface, t: float) -> None:
        v = self.view
        if v is None:
            return
        self.faces_drawn = set()
        surface.blit(self._static_layer(surface.get_size()), (0, 0))
        hidden = self.host.anim.hidden()
        geo = self.geometry(v)
        for seat in (0, 1):
            self._draw_plaque(surface, seat, geo, hidden)
            self._draw_piles(surface, seat, geo, hidden)
            self._draw_spoils(surface, seat, geo, hidden, t)
        self._draw_road(surface, geo, hidden)
        for seat in (0, 1):
            self._draw_melee(surface, seat, geo, hidden)
        self._draw_far_hand(surface, 1 - self.viewer, geo, hidden)
        self._draw_near_hand(surface, geo, hidden, t)

    def _uncovered(self, boxes: Sequence[Box], next_left: Sequence[Box] | None = None) -> list[int]:
        """Cards laid left to right in a row, each under the next one (whose left edge is that
        of ``next_left``'s box, by default the card's own): how many pixels of each show, 0 for
        a card shown whole."""
        rects = [self.T.rect(b) for b in boxes]
        lefts = [self.T.rect(b).x for b in (next_left or boxes)]
        out = []
        for i, r in enumerate(rects):
            nxt = lefts[i + 1] if i + 1 < len(rects) and rects[i + 1].y == r.y else None
            out.append(max(1, nxt - r.x) if nxt is not None and nxt < r.right else 0)
        return out

    def _face(self, surface, c: str, rect: pygame.Rect, **kw) -> None:
        self.faces_drawn.add(c)
        art.draw_card(surface, c, rect, **kw)

    def _label(
        self,
        surface,
        message: str,
        box: Box,
        dy: float = 8,
        colour=P.CREAM,
        size: float = 15,
        kind: str = "sans-bold",
    ) -> None:
        T = self.T
        x, y, w, h = box
        text.blit(
            surface,
            message,
            kind,
            T.px(size),
            colour,
            T.point(x + w / 2, y + h + dy),
            anchor="midtop",
            shadow=(10, 20, 10),
        )

    def _draw_plaque(self, surface, seat: int, geo: Geo, hidden: Counter) -> None:
        T, v = self.T, self.view
        zone = self.layout.zone(self.zid("plaque", seat))
        r = T.rect(zone.shape.bounds)
        style = self.seat_style(seat)
        active = v.active_seat == seat
        if active:
            draw.blit_glow(surface, r, T.length(12), 170, style.light)
        draw.panel(surface, r, T.length(12))
        pygame.draw.rect(
            surface,
            style.colour,
            (r.x, r.y, r.w, T.length(8)),
            border_top_left_radius=T.length(12),
            border_top_right_radius=T.length(12),
        )
        b = T.length(44)
        surface.blit(icons.badge(style.symbol, b, style.colour), (r.x + T.length(10), r.y + T.length(16)))
        name = self.match.names[seat]
        px = T.px(17)
        lines = text.wrap(name, "serif-bold", px, r.w - b - T.length(24))[:2]
        ny = r.y + T.length(14) + (T.length(12) if len(lines) == 1 else 0)
        for line in lines:
            text.blit(surface, line, "serif-bold", px, P.INK, (r.x + b + T.length(18), ny))
            ny += round(px * 1.1)
        near = self.side(seat) == "near"
        score_y = r.y + T.length(74 if not near else 96)
        score = str(self.shown_score(seat, hidden))
        text.blit(surface, score, "sans-bold", T.px(30), P.INK, (r.x + T.length(14), score_y))
        sw = text.size(score, "sans-bold", T.px(30))[0]
        text.blit(
            surface,
            "gold",
            "serif-italic",
            T.px(18),
            P.INK_SOFT,
            (r.x + T.length(20) + sw, score_y + T.length(10)),
        )
        label_y = (zone.slots[0].shape.bounds[1] - 22) if near else zone.slots[0].shape.bounds[1] + 2
        if near:
            tag = "Your band" if self.show_hand else ("Bot" if self.host.is_bot(seat) else "")
            text.blit(surface, tag, "sans", T.px(13), P.INK_SOFT, (r.x + T.length(14), r.y + T.length(68)))
            text.blit(
                surface,
                f"Passes left: {v.passes_left[seat]}",
                "sans-bold",
                T.px(13),
                P.INK,
                T.point(zone.shape.bounds[0] + 12, label_y),
            )
        else:
            text.blit(
                surface,
                "Passes",
                "sans-bold",
                T.px(13),
                P.INK,
                T.point(zone.shape.bounds[0] + 12, label_y + 4),
            )
            text.blit(
                surface,
                f"{v.passes_left[seat]} left",
                "sans",
                T.px(13),
                P.INK_SOFT,
                T.point(zone.shape.bounds[0] + 12, label_y + 24),
            )
        passed = v.passed[seat]
        for i, box in enumerate(geo.passed[seat]):
            sr = T.rect(box)
            if i < len(passed) and ("passed", seat, passed[i]) not in hidden:
                self._face(surface, passed[i], sr, shadow=0.4)
            else:
                draw.dashed_outline(surface, P.INK_SOFT, sr, 1, max(3, T.length(5)), T.length(4))

    def _stack(self, surface, rect: pygame.Rect, count: int, back_kind: str) -> None:
        layers = min(4, (count + 5) // 6)
        off = max(1, self.T.length(2))
        for i in range(layers, 0, -1):
            r = rect.move(-i * off, -i * off)
            art.draw_card(
                surface, None, r, face_up=False, back_of=back_kind, shadow=1.0 if i == layers else 0
            )
        art.draw_card(surface, None, rect, face_up=False, back_of=back_kind, shadow=0 if layers else 1.0)

    def _draw_piles(self, surface, seat: int, geo: Geo, hidden: Counter) -> None:
        T, v = self.T, self.view
        deck = T.rect(geo.deck[seat])
        n = v.deck_sizes[seat]
        if n:
            self._stack(surface, deck, n, f"seat{seat}")
        else:
            draw.dashed_outline(surface, P.FOREST_LIGHT, deck, 2, T.length(8), T.length(6))
        self._label(surface, f"Deck · {n}", geo.deck[seat], dy=6)
        pile = [c for c in v.discards[seat] if ("discard", seat, c) not in hidden]
        dr = T.rect(geo.discard[seat])
        if pile:
            for i in range(min(2, len(pile) - 1), 0, -1):
                art.draw_card(surface, pile[-1 - i], dr.move(-i * T.length(2), -i * T.length(2)), shadow=0.5)
            self._face(surface, pile[-1], dr)
        else:
            draw.dashed_outline(surface, P.FOREST_LIGHT, dr, 2, T.length(8), T.length(6))
        landed = len(v.discards[seat]) - sum(n for k, n in hidden.items() if k[:2] == ("discard", seat))
        self._label(surface, f"Discard · {landed}", geo.discard[seat], dy=6)

    def _draw_spoils(self, surface, seat: int, geo: Geo, hidden: Counter, t: float) -> None:
        T = self.T
        x, y, w, h = self.Z(self.zid("spoils", seat))
        text.blit(
            surface,
            f"Spoils · {self.shown_score(seat, hidden)} gold",
            "sans-bold",
            T.px(15),
            P.CREAM,
            T.point(x + 4, y - 2),
            shadow=(10, 20, 10),
        )
        sell = {c.traveller for c in self.legal if isinstance(c, Sell)} if seat == self.viewer else set()
        alpha = draw.pulse_alpha(t)
        if not geo.spoils[seat]:
            text.blit(
                surface,
                "Nothing yet",
                "serif-italic",
                T.px(17),
                P.CREAM_DIM,
                T.point(x + w / 2, y + h / 2 + 10),
                anchor="center",
            )
        shown = self._uncovered([box for _, box in geo.spoils[seat]])
        for (c, box), visible in zip(geo.spoils[seat], shown, strict=True):
            if ("spoils", seat, c) in hidden:
                continue
            r = T.rect(box)
            self._face(surface, c, r, shadow=0.7, glow=alpha if c in sell else 0, visible=visible)

    def _draw_road(self, surface, geo: Geo, hidden: Counter) -> None:
        T, v = self.T, self.view
        tr = T.rect(geo.travellers)
        if v.traveller_deck_size:
            self._stack(surface, tr, v.traveller_deck_size, "travellers")
        else:
            draw.dashed_outline(surface, P.FOREST_LIGHT, tr, 2, T.length(8), T.length(6))
        self._label(surface, f"Travellers · {v.traveller_deck_size}", geo.travellers, dy=4)
        oop = T.rect(geo.out_of_play)
        n = len(v.out_of_play)
        ox, oy, _, oh = self.Z("out_of_play")
        if n:
            for i in range(min(3, n)):
                art.draw_card(
                    surface,
                    None,
                    oop.move(i * T.length(6), 0),
                    face_up=False,
                    back_of="travellers",
                    shadow=0.6,
                )
        else:
            draw.dashed_outline(surface, P.FOREST_LIGHT, oop, 2, T.length(6), T.length(5))
        cx = T.point(ox + 8 + geo.out_of_play[2] + 14, oy + oh / 2)
        text.blit(
            surface,
            str(n),
            "sans-bold",
            T.px(24),
            P.CREAM,
            (cx[0], cx[1] - T.length(14)),
            shadow=(10, 20, 10),
        )
        text.blit(surface, "out of", "sans", T.px(12), P.CREAM_DIM, (cx[0], cx[1] + T.length(14)))
        text.blit(surface, "play", "sans", T.px(12), P.CREAM_DIM, (cx[0], cx[1] + T.length(28)))
        ar = T.rect(geo.active)
        t = v.active_traveller
        if t is not None and ("active", t) not in hidden:
            self._face(surface, t, ar, shadow=1.3)
        else:
            draw.dashed_outline(surface, P.FOREST_LIGHT, ar, 2, T.length(10), T.length(10))
            text.blit(surface, "The road", "serif-italic", T.px(20), P.CREAM_DIM, ar.center, anchor="center")
        sr = T.rect(self.Z("stake"))
        draw.panel(surface, sr, T.length(10), shadowed=True)
        text.blit(
            surface,
            "STAKE",
            "sans-bold",
            T.px(12),
            P.INK_SOFT,
            (sr.centerx, sr.y + T.length(6)),
            anchor="midtop",
        )
        coin = icons.icon("coin", T.length(38), P.GOLD)
        laid = sum(  # ransoms still flying to the melee are not in the stake yet
            card(ransom).gold
            for s in (0, 1)
            for i, (_, ransom) in enumerate(v.melee[s])
            if ransom and ("melee_r", s, i) in hidden
        )
        value = str(v.stake - laid) if t is not None and ("active", t) not in hidden else "–"
        vw = text.size(value, "sans-bold", T.px(34))[0]
        total_w = coin.get_width() + T.length(8) + vw
        x0 = sr.centerx - total_w // 2
        cy = sr.y + T.length(54)
        surface.blit(coin, coin.get_rect(midleft=(x0, cy)))
        text.blit(
            surface,
            value,
            "sans-bold",
            T.px(34),
            P.INK,
            (x0 + coin.get_width() + T.length(8), cy),
            anchor="midleft",
        )

    def _draw_melee(self, surface, seat: int, geo: Geo, hidden: Counter) -> None:
        T, v = self.T, self.view
        zid = self.zid("melee", seat)
        row = T.rect(self.Z(zid))
        in_melee = v.phase == "melee" or bool(v.melee[seat])
        mover = v.phase == "melee" and v.active_seat == seat
        style = self.seat_style(seat)
        if mover:
            pygame.draw.rect(
                surface,
                (*P.GOLD,),
                row.inflate(T.length(10), T.length(10)),
                width=T.length(3),
                border_radius=T.length(10),
            )
        if not v.melee[seat]:
            name = self.match.names[seat]
            if in_melee:
                msg = "No outlaw laid yet"
            elif v.phase == "decide" and v.active_seat == seat and v.active_traveller != FOOL:
                msg = f"{name}: an outlaw laid here robs the traveller"
            else:
                msg = f"{possessive(name)} side of the melee"
            if msg:
                text.blit(surface, msg, "serif-italic", T.px(19), P.CREAM_DIM, row.center, anchor="center")
        entries = geo.melee[seat]
        lefts = [rbox or obox for _, _, obox, rbox in entries]  # a ransom lies left of its outlaw
        shown = self._uncovered([obox for _, _, obox, _ in entries], lefts)
        for i, (outlaw, ransom, obox, rbox) in enumerate(entries):
            if ransom and rbox and ("melee_r", seat, i) not in hidden:
                self._face(surface, ransom, T.rect(rbox), shadow=0.8)
            if ("melee", seat, i) not in hidden:
                self._face(surface, outlaw, T.rect(obox), shadow=1.0, visible=shown[i])
        info = T.rect(self.Z(self.zid("info", seat)))
        draw.panel(surface, info, T.length(10))
        pygame.draw.rect(
            surface,
            style.colour,
            (info.x, info.y, T.length(8), info.h),
            border_top_left_radius=T.length(10),
            border_bottom_left_radius=T.length(10),
        )
        x = info.x + T.length(20)
        b = T.length(28)
        surface.blit(icons.badge(style.symbol, b, style.colour), (x, info.y + T.length(10)))
        role = "Robber" if v.robber == seat else ("Defender" if v.robber is not None else "")
        text.blit(
            surface,
            role.upper(),
            "sans-bold",
            T.px(12),
            style.dark,
            (x + b + T.length(8), info.y + T.length(18)),
        )
        text.blit(surface, "TOTAL", "sans-bold", T.px(12), P.INK_SOFT, (x, info.y + T.length(50)))
        flying = sum(card(o).combat for i, (o, _) in enumerate(v.melee[seat]) if ("melee", seat, i) in hidden)
        text.blit(
            surface,
            str(v.totals[seat] - flying) if in_melee else "–",
            "sans-bold",
            T.px(44),
            P.INK,
            (x, info.y + T.length(64)),
        )
        if mover and v.min_legal[seat] is not None:
            pygame.draw.rect(
                surface,
                P.GOLD,
                (info.x + T.length(12), info.bottom - T.length(38), info.w - T.length(22), T.length(28)),
                border_radius=T.length(6),
            )
            text.blit(
                surface,
                f"needs {v.min_legal[seat]}+",
                "sans-bold",
                T.px(15),
                P.INK,
                (info.centerx + T.length(4), info.bottom - T.length(24)),
                anchor="center",
            )
        elif v.phase == "melee" and in_melee:
            minimum = v.min_legal[seat]
            text.blit(
                surface,
                f"waiting · min {minimum}" if minimum is not None else "waiting",
                "serif-italic",
                T.px(16),
                P.INK_SOFT,
                (info.centerx + T.length(4), info.bottom - T.length(24)),
                anchor="center",
            )

    def _draw_far_hand(self, surface, seat: int, geo: Geo, hidden: Counter) -> None:
        T = self.T
        boxes = geo.hand[seat]
        n = len(boxes) - hidden[("handback", seat)]
        for _c, box in boxes[: max(0, n)]:
            art.draw_card(surface, None, T.rect(box), face_up=False, back_of=f"seat{seat}", shadow=0.8)
        x, y, w, h = self.Z(self.zid("hand", seat))
        self._label(surface, f"Hand · {_plural(max(0, n), 'card')}", (x, y, w, h), dy=4)

    def _draw_near_hand(self, surface, geo: Geo, hidden: Counter, t: float) -> None:
        T, v = self.T, self.view
        seat = self.viewer
        if not self.show_hand:
            boxes = geo.hand[seat]
            n = len(boxes) - hidden[("handback", seat)]
            for _c, box in boxes[: max(0, n)]:
                art.draw_card(surface, None, T.rect(box), face_up=False, back_of=f"seat{seat}", shadow=0.8)
            return
        legal_cards = {c.outlaw for c in self.legal if isinstance(c, Rob | Lay)}
        usable = set(self._usable_ransoms())
        playing = self.my_turn and v.phase in ("decide", "melee")
        alpha = draw.pulse_alpha(t)
        hover = self._hovered_hand_card(geo)
        entries = self._hand_boxes()
        covered = dict(zip((id(e) for e in entries), self._uncovered([e[1] for e in entries]), strict=True))
        ordered = [e for e in entries if e[0] != hover] + [e for e in entries if e[0] == hover]
        for entry in ordered:
            c, box, lift = entry
            if c is None or ("hand", seat, c) in hidden:
                continue
            x, y, w, h = box
            r = T.rect((x, y - lift, w, h))
            target = (
                c in legal_cards
                and (
                    self.selected_ransom is None
                    or any(cmd.ransom == self.selected_ransom for cmd in self._card_commands(c))
                )
            ) or c in usable
            glow, colour = 0, P.GOLD
            if playing and target:
                selected = c == self.selected_ransom
                glow, colour = (235, P.CREAM) if selected else (alpha, P.GOLD)
            dim = playing and not target
            visible = 0 if c == hover else covered[id(entry)]  # the card under the pointer lies on top
            self._face(
                surface, c, r, shadow=1.0 + lift / 20, dim=dim, glow=glow, glow_colour=colour, visible=visible
            )
        if not geo.hand[seat]:
            hx, hy, hw, hh = self.Z(self.zid("hand", seat))
            text.blit(
                surface,
                "Your hand is empty",
                "serif-italic",
                T.px(20),
                P.CREAM_DIM,
                T.point(hx + hw / 2, hy + hh / 2),
                anchor="center",
            )

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        T = self.T
        r = T.rect(box)
        kind = sprite[0]
        if kind == "face":
            art.draw_card(surface, sprite[1], r, shadow=1.6, moving=True)
        elif kind == "back":
            art.draw_card(surface, None, r, face_up=False, back_of=sprite[1], shadow=1.6, moving=True)
        elif kind == "reveal":
            squeeze = abs(1 - 2 * progress)
            w = max(2, int(r.w * squeeze))
            rr = pygame.Rect(0, 0, w, r.h)
            rr.center = r.center
            if progress < 0.5:
                img = art.back("travellers", art._near(r.w), art._near(r.h))
            else:
                img = art.face(sprite[1], art._near(r.w), art._near(r.h))
            draw.blit_shadow(surface, rr, art.radius(r.w), 1.6)
            surface.blit(pygame.transform.smoothscale(img, rr.size), rr)
