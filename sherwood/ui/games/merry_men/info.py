"""What the pointer tells when it rests on the board or a seat panel (tooltips, no command):
the last villain card, a road's pennies, the guard track, the depot, the ransom tile, a
hero's ability, and each row of a seat panel. These targets never glow and a click on them
does nothing; the clickable targets are listed after them, so they win the hit test."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from sherwood.games.merry_men.commands import label
from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.event_words import plural
from sherwood.games.merry_men.facts import RESOURCES, ROADS, WEAPONS
from sherwood.ui.games.merry_men import pieces, seat_panel, smith
from sherwood.ui.kit import piles
from sherwood.ui.kit.table import Target

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable
    from sherwood.ui.render.board import Box

C = load_content()


def _items(counts: dict[str, int]) -> str:
    shown = [f"{n} {plural(n, label(k))}" for k, n in counts.items() if n]
    return ", ".join(shown) or "nothing"


def _gain(gain) -> str:
    return ", ".join(f"{n} {plural(n, label(k))}" for k, n in gain.items()) if gain else "nothing"


def villain_card_text(card: str) -> str:
    c = C.villain_cards.get(card) or C.golden_arrow_cards.get(card)
    if c is None:
        return label(card)
    parts = []
    if c.guards:
        parts.append("guards to " + ", ".join(label(g) for g in c.guards))
    if c.villain:
        parts.append(f"{label(c.villain[0])} to {label(c.villain[1])}")
    if c.roads:
        parts.append("activates " + ", ".join(label(r) for r in c.roads))
    if c.text:
        parts.append(c.text)
    return f"Last villain card, {c.title}: " + "; ".join(parts) + "."


def targets(table: MerryMenTable) -> list[Target]:
    v = table.view
    b = v.board
    out: list[Target] = []

    def tip(box, words: str, action=None) -> None:
        out.append(Target(box, words, action=action, glow=False, key=("info", len(out))))

    names = table.match.names
    if b["villain_discard"]:
        tip(
            table.board.zone_box("villain_discard"),
            villain_card_text(b["villain_discard"][-1]) + " Click to see every villain card drawn.",
            lambda: browse(
                table, "Villain cards drawn", list(reversed(b["villain_discard"])), "Newest first"
            ),
        )
    if b["mm_discard"]:
        tip(
            table.board.zone_box("merry_men_discard"),
            "Merry Men discard pile: click to look through it.",
            lambda: browse(table, "Merry Men discard pile", list(reversed(b["mm_discard"])), "Newest first"),
        )
    for road in ROADS:
        n = b["pennies"][road]
        tip(
            pieces.penny_box(table, road),
            f"{label(road)}: {n} {'penny' if n == 1 else 'pennies'} left. "
            "If a road runs out, everyone loses.",
        )
    free = b["track_size"] - b["track"]
    tip(
        table.board.zone_box("guard_track"),
        f"Guard track: {b['track']} of {b['track_size']} spaces hold a guard, {free} free. "
        "When it is full, everyone loses.",
    )
    depot = [d for d in b["depot"] if d is not None]
    nxt = len(depot) + 1
    tip(
        table.board.zone_box("depot"),
        f"Carriage depot: {len(depot)} of {b['depot_size']} spaces taken; a carriage arriving next lies on "
        f"space {min(nxt, b['depot_size'])}. When it fills up, taxes rise and all carriages go back "
        "to the bag.",
    )
    if b.get("ransom_face"):
        tile = C.ransom[b["ransom_face"]]
        extra = " plus 1 basic resource of your choice" if tile.choice else ""
        cap = f" (at most {tile.cap_per_player} per player)" if tile.cap_per_player else ""
        tip(
            table.layout.zone("fortress").slot("ransom").shape.bounds,
            f"Ransom tile: each captured guard returned at the end of the round gives {_gain(tile.reward)}"
            f"{extra}{cap}.",
        )
    tip(table.board.zone_box("sheriff_hideout"), "The Sheriff's hideout holds " + _items(b["sheriff"]) + ".")
    tip(
        table.board.zone_box("armory"),
        "The Armory holds " + _items({f"weapon_{w}": b["armory"][w] for w in WEAPONS}) + ".",
    )
    tip(table.board.zone_box("weaponsmith"), smith.tip(v, names))  # MM-6.52, MM-9.6
    at: dict[str, list[int]] = {}
    for seat in range(table.seats):
        if b["hero_loc"][seat]:
            at.setdefault(b["hero_loc"][seat], []).append(seat)
    for loc, seats in at.items():
        for seat, box in zip(seats, pieces.hero_boxes(table, loc, len(seats)), strict=True):
            hero = C.heroes[b["heroes"][seat]]
            tip(box, f"{table.match.names[seat]}'s {hero.name}: {hero.ability}")
    if not seat_panel.folds(table):  # folded panels say it when opened (seat_panel.targets)
        for seat in range(table.seats):
            out.extend(seat_tips(table, seat, lambda box: box, None))
    return out


def seat_tips(
    table: MerryMenTable, seat: int, place: Callable[[Box], Box], otherwise: Callable[[], None] | None
) -> list[Target]:
    """What each row of ``seat``'s panel tells, at the boxes ``place`` gives for the panel's
    (a panel opened over the board); a click on a row that shows nothing runs ``otherwise``."""
    b, names = table.view.board, table.match.names
    out: list[Target] = []

    def tip(box, words: str, action=None) -> None:
        key = ("info", "seat", seat, len(out))
        out.append(Target(place(box), words, action=action or otherwise, glow=False, key=key))

    x, y, w, _ = table.seat_box(seat)
    res = _items({r: b["res"][seat][r] for r in RESOURCES})
    dice = _items({f"weapon_{wp}": b["dice"][seat][wp] for wp in WEAPONS})
    tip((x, y + 50, w, 34), f"Storage: {res}. Weapon dice: {dice} (at most 4).")
    renown = b["renown"][seat]
    tip(
        (x, y + 88, w, 36),
        f"Camp: {b['camp'][seat]} Merry Men ready, {b['unlocked'][seat]} of 6 unlocked. Renown {renown}: "
        f"barricades, traps and messengers score ×{C.renown_multiplier(min(renown, C.renown_max))} "
        "at the end. Captured guards: "
        f"{b['captured'][seat]}. Messengers sent: {len(b['quests_done'][seat])} of 3.",
    )
    tip(
        (x, y + 128, 150, 54),
        "Barricade and trap rows: each structure built uncovers the reward under it "
        "(income, a Merry Man unlocked, or VP).",
    )
    public = [*b["passive"][seat], *b["active"][seat], *b["tuck_pile"][seat], *b["quests_done"][seat]]
    tip(
        (x + 160, y + 128, w - 170, 54),
        f"{names[seat]}: {_items({'card': len(b['passive'][seat])})} in the passive pile. "
        "Click to see it, the cards played this round and the completed quests.",
        lambda seat=seat, cards=public: browse(
            table,
            f"{names[seat]}: passive pile, played cards, completed quests",
            cards,
            "Hands and open quests stay hidden",
        ),
    )
    return out


def browse(table: MerryMenTable, title: str, cards: list[str], note: str) -> None:
    """Show a public pile card by card (the passive piles, discards and quests are public, MM-12.1)."""
    from sherwood.ui.games.merry_men.panels import card_face

    piles.browse(table, title, cards, piles.face_drawer(card_face), note, empty="Nothing here yet")
