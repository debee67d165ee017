"""The adventure table's tooltips and banner words: what each space, tile, display and part
of the bag is (the pointer over it says), the one-sentence instruction of the banner, the
caption once a command has played out. The clickable spots that are shortcuts for a banner
button (the Provisions to eat, a task's red die to deliver) are here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sherwood.engine import Event
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import events as E
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.content import OUTLAWS, SEALS, SET_TASKS, opponent_kind
from sherwood.ui.games.adventures import drawing, texts
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures.stakes import barrel_instruction
from sherwood.ui.games.adventures.words import (
    DISC_NAMES,
    OBJECT_NAMES,
    SET_NAMES,
    TASK_NAMES,
    place,
    tile_words,
)
from sherwood.ui.kit.table import Target

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

ZONE_WORDS = {
    "forest": "in the forest",
    "river": "by the river",
    "village": "in the village",
    "church": "at the church",
    "castle": "in the castle",
}


# --- the banner ---------------------------------------------------------------------------------


def instruction(table: AdventuresTable) -> str:
    sh = table.shown
    if table.match.is_over:
        return "The adventure is over."
    if not table.my_turn or table.host.anim.busy:
        return "The bag decides what happens next…"
    p = sh.prompt
    if table.offered("dialog") and table.chooser.chosen:
        return "Choose in the box what you do (right-click: something else)."
    if isinstance(p, PR.Turn):
        if p.phase == "move":
            slow = OUTLAWS[sh.outlaw].slow_steps
            return (
                f"Click a glowing space to walk there (up to 4 steps; {slow} or fewer is slow: "
                "+1 white die), or stay here."
            )
        if p.phase == "act":
            return "Act: click a glowing tile to explore, trade or fight, or end your turn."
        return "Free actions (Eat, Bribe, Deliver), or end your turn."
    if isinstance(p, PR.PickObject):
        return "Choose your find: a Barrel or a Horn."
    if isinstance(p, PR.MakeRoom):
        return "No free die of your colour: give an object up, or leave the new one."
    if isinstance(p, PR.HornCall):
        return "Still short: blow the Horn for up to 2 more dice, or give up."
    if isinstance(p, PR.BarrelCall):
        return barrel_instruction(p.cause, table.barrel_stake())
    if isinstance(p, PR.Trading):
        return "Trade goods for gear with the merchant, then click Done trading."
    return "Choose in the box."


HEADLINE_SKIP = (E.DiceReturned, E.TurnEnded, E.DieDrawn, E.BowDieBack, E.RoundBegan)


def headline(table: AdventuresTable, events: Sequence[Event]) -> str | None:
    """The caption once a command has played out: the last thing that matters."""
    for e in reversed(events):
        if isinstance(e, E.DiscDrawn):
            meaning = texts.MEANING_OF[e.disc]
            return f"{table.words.event(e)} {texts.MEANINGS[meaning][0]}!"
        if not isinstance(e, HEADLINE_SKIP):
            return event_words(table, e)
    return event_words(table, events[-1]) if events else None


# --- names ----------------------------------------------------------------------------------------


def tile_name(table: AdventuresTable, tile: str) -> str:
    t = table.forest.tiles[tile]
    if t.kind in ("guard", "noble", "coach"):
        return f"the {opponent_kind(tile)} at {place(t.spaces[0])}"
    return tile_words(tile)


def tile_tip(table: AdventuresTable, tile: str) -> str:
    sh = table.shown
    t = table.forest.tiles[tile]
    face = sh.faces.get(tile, t.faces[0])
    where = place(t.spaces[0])
    if t.kind == "guard":
        if face == "hidden":
            return f"A guard post at {where} ({tile}): a seal may send a guard here"
        return (
            f"A guard at {where} ({tile}): 1 success die to overpower (the bow may shoot), Hope +1. "
            "He bars the way and watches his space and the open spaces next to it"
        )
    if t.kind == "noble":
        carries = OBJECT_NAMES.get(t.carries or "", "")
        if face == "hidden":
            return f"A noble's way at {where} ({tile}): a seal may bring a noble with {carries}"
        return f"A noble at {where} ({tile}): 1 white die in melee (no bow): Hope +2 and his {carries}"
    if t.kind == "coach":
        if face == "hidden":
            return f"A coach road at {where} ({tile}): a coach seal may bring a coach"
        return f"A coach at {where} ({tile}): 1 white die in melee (no bow): Hope +2 and 2 Sacks of gold"
    if t.kind == "explorable":
        name = tile_words(tile)
        if face == "unexplored":
            return f"{name}: explore it by drawing up to 3 dice (see Exploring)"
        if face == "removed":
            return f"{name}: taken from the board (a Special Task lies here)"
        return f"{name}: explored"
    if t.kind == "merchant":
        return f"{tile_words(tile)}: give Provisions or gold for a Barrel, a Horn or a Sword"
    if t.kind == "boat":
        return f"{tile_words(tile)}: row to the other landing"
    if t.kind == "haycart":
        return f"{tile_words(tile)}: hide in the hay and ride into the castle's stables"
    if t.kind == "wall":
        return f"{tile_words(tile)}: climb it: one die drawn, a success takes you over"
    if t.kind == "sheriff_post":
        if face == "sheriff":
            return "The Sheriff of Nottingham: 2 white dice in one attempt overpower him (Hope +4)"
        return "The Sheriff's post: empty"
    if t.kind == "pennant":
        return (
            "The lion banner flies over the gate"
            if face == "banner"
            else "The Sheriff's pennant over the gate (243)"
        )
    if t.kind == "smithy_roof":
        return "The smithy is burning: bring 2 Barrels" if face == "removed" else "The smithy's roof (250)"
    if t.kind == "church_roof":
        return "The golden cross on the church" if face == "cross" else "The church's cross is gone (251)"
    return tile_words(tile)


def space_tip(table: AdventuresTable, key: str) -> str:
    sp = table.forest.spaces[key]
    sh = table.shown
    parts = [sp.name, ZONE_WORDS.get(sp.zone, sp.zone)]
    if sp.kind == "tree_bridge":
        parts.append("a tree bridge: Gisbourne cannot see you up here")
    elif sp.zone == "castle":
        parts.append("inside the walls: Gisbourne cannot see you")
    elif sp.light == "shadow":
        parts.append("in the shadows: guards next door cannot see you")
    if key == sh.at:
        parts.append(f"{OUTLAWS[sh.outlaw].name} stands here")
    if key == sh.gisbourne:
        parts.append("Guy of Gisbourne is here")
    if sp.kind == "camp":
        parts.append(
            "your secret camp: if Gisbourne reaches it, you lose"
            if key == f"camp_{sh.camp}"
            else "an abandoned camp, overgrown"
        )
    return " · ".join(parts)


# --- targets --------------------------------------------------------------------------------------


def info_targets(table: AdventuresTable) -> list[Target]:
    """Everything the pointer explains without a click."""
    sh = table.shown
    k = table.place
    out: list[Target] = []
    for key, sp in table.forest.spaces.items():
        out.append(
            Target(k.around(*sp.at, 26), space_tip(table, key), glow=False, key=("info", "space", key))
        )
    for (tile, space), spot in G.token_spots(table.forest).items():
        if tile in ("46", "48") and sh.faces.get(tile) != "sheriff":
            continue
        out.append(
            Target(
                k.around(*spot, G.TOKEN_R),
                tile_tip(table, tile),
                glow=False,
                key=("info", "tile", tile, space),
            )
        )
    out.extend(_display_targets(table))
    out.extend(_bag_targets(table))
    return out


def _display_targets(table: AdventuresTable) -> list[Target]:
    sh = table.shown
    f = table.forest
    k = table.place
    out = []

    def add(box, tip, *key) -> None:
        out.append(Target(k.box(box), tip, glow=False, key=("info", *key)))

    for i in range(1, 9):
        x, y = G.recess_centre(f, i)
        seal = sh.recesses[i - 1] if i <= len(sh.recesses) else None
        tip = texts.seal_words(seal) if seal else f"Seal recess {i}: empty"
        add((x - 24, y - 24, 48, 48), tip, "recess", i)
    tasks = SET_TASKS.get(sh.task_set, ())
    if tasks:
        done = ", ".join(TASK_NAMES[t] for t in sh.coat_of_arms) or "none yet"
        add(
            f.display("coat_of_arms"), f"{SET_NAMES[sh.task_set]} · done: {done} (3 done win at once)", "coat"
        )
    else:
        add(f.display("coat_of_arms"), "The coat of arms: no Special Tasks in this game", "coat")
    for obj, box in G.object_rows(f).items():
        n = sh.objects.get(obj, 0)
        add(box, f"{OBJECT_NAMES[obj]} · you own {n} · {texts.OBJECT_USES[obj]}", "object", obj)
    free = 5 - sh.parchment_count
    add((*f.display("parchment_top")[:2], 140, 22), f"Goods: {free} of your 5 marker dice free", "goods")
    for n in range(1, 7):
        words = f"Solo dossier · {texts.dossier_words(n, _dossier_symbol(n))}"
        if n == sh.dossier:
            words += " · the red die is here; every overpower moves it up one"
        add(G.dossier_square(f, n), words, "dossier", n)
    for i, (dice, words) in enumerate(texts.EXPLORE_ROWS):
        add(G.overview_rows(f)[i], f"Exploring: {' then '.join(_die_names(dice))} → {words}", "explore", i)
    add(f.display("banner_of_hope"), f"Banner of Hope: {sh.hope} of 18 · 18 Hope wins", "hope")
    add(
        f.display("evil_end"),
        f"The Evil End: {texts.plural(sh.hourglasses, 'hourglass', 'hourglasses')} left; "
        "the red disc takes one each round; the last one lost ends the adventure",
        "evil",
    )
    bow = "in the bag: you cannot shoot until it is drawn" if sh.bow_in_bag else "on the bow: you may shoot"
    add(f.display("bow"), f"Your bow die is {bow}", "bow")
    held = [OBJECT_NAMES[o] for o in ("banner", "cross") if getattr(sh, o)]
    add(f.display("task_objects"), "Task objects: " + (", ".join(held) or "none held"), "task_objects")
    add(f.display("bag_panel"), bag_words(sh), "bag_panel")
    return out


def _dossier_symbol(n: int) -> str:
    from sherwood.games.adventures.content import DOSSIER

    return DOSSIER[n]


def _die_names(dice: str) -> list[str]:
    return ["white" if d == "W" else "violet" for d in dice]


def bag_words(sh) -> str:
    discs = ", ".join(DISC_NAMES[d] for d in sh.bag_discs) or "no disc"
    bow = ", your bow die" if sh.bow_in_bag else ""
    return (
        f"In the bag: {discs}; {sh.bag_white} white and {sh.bag_violet} violet dice{bow}; "
        f"{texts.plural(len(sh.seals_bag), 'seal')}"
    )


def _bag_targets(table: AdventuresTable) -> list[Target]:
    sh = table.shown
    T = table.T
    out = [Target(table.bag.pouch, bag_words(sh), glow=False, key=("info", "pouch"))]
    for (meaning, i), box in G.disc_slots(table.bag).items():
        G.DISC_GROUPS[meaning][i]
        title, words = texts.MEANINGS[meaning]
        out.append(Target(box, f"{title}: {words}", glow=False, key=("info", "disc", meaning, i)))
    out.append(
        Target(
            table.bag.dice,
            f"Dice in the bag: {sh.bag_white} white (successes), {sh.bag_violet} violet"
            + (", your bow die" if sh.bow_in_bag else "")
            + f" · in the supply: {sh.supply_white} white, {sh.supply_violet} violet",
            glow=False,
            key=("info", "dice"),
        )
    )
    out.append(Target(table.bag.tray, "The dice of the last draw", glow=False, key=("info", "tray")))
    for seal, rect in drawing.seal_boxes(T, table.bag, sh):
        box = (*T.to_board(rect.x, rect.y), rect.w / T.scale, rect.h / T.scale)
        out.append(Target(box, texts.seal_words(seal), glow=False, key=("info", "bag_seal", seal)))
    return out


def shortcut_targets(table: AdventuresTable) -> list[Target]:
    """Board spots that give a banner button's command: the Provisions row eats, a task's
    glowing red die delivers (when that needs no further choice)."""
    sh = table.shown
    out = []
    rows = G.object_rows(table.forest)
    for c in table.legal:
        if isinstance(c, K.Eat):
            out.append(
                Target(
                    table.place.box(rows["provisions"]),
                    "Eat Provisions: 2 white dice into the bag",
                    c,
                    key=("eat",),
                )
            )
        elif isinstance(c, K.Deliver):
            spot = drawing.task_place(table.forest, sh, c.task)
            if spot is None:
                continue
            options = [d for d in table.legal if isinstance(d, K.Deliver) and d.task == c.task]
            if len(options) != 1:
                continue
            out.append(
                Target(
                    table.place.around(*spot, 12),
                    f"Deliver for {TASK_NAMES[c.task]}: {texts.TASK_WORDS.get(c.task, '')}",
                    c,
                    key=("deliver", c.task),
                )
            )
    return out


__all__ = ["SEALS", "info_targets", "instruction"]


def event_words(table: AdventuresTable, event: Event) -> str:
    """An event in the log's and the captions' words: the rules' own."""
    return table.words.event(event)
