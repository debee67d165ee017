"""What the pointer explains on the adventure's table: each space, tile, display and part of
the bag is a target with its tooltip (the words are :mod:`.words_tips`'). The clickable
spots that are shortcuts for a banner button (the Provisions to eat, a task's red die to
deliver) are here too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.games.adventures import commands as K
from sherwood.ui.games.adventures import drawing
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_tips as W
from sherwood.ui.games.adventures.words import EXPLORE_ROWS, seal_words
from sherwood.ui.kit.table import Target

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable

# --- targets --------------------------------------------------------------------------------------


def info_targets(table: AdventuresTable) -> list[Target]:
    """Everything the pointer explains without a click."""
    sh = table.shown
    k = table.place
    out: list[Target] = []
    for key, sp in table.forest.spaces.items():
        tip = W.space_tip(key, at=sh.at, gisbourne=sh.gisbourne, outlaw=sh.outlaw, camp=sh.camp)
        out.append(Target(k.around(*sp.at, 26), tip, glow=False, key=("info", "space", key)))
    for (tile, space), spot in G.token_spots(table.forest).items():
        if tile in ("46", "48") and sh.faces.get(tile) != "sheriff":
            continue
        tip = W.tile_tip(tile, sh.faces.get(tile, table.forest.tiles[tile].faces[0]))
        out.append(Target(k.around(*spot, G.TOKEN_R), tip, glow=False, key=("info", "tile", tile, space)))
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
        add((x - 24, y - 24, 48, 48), W.recess_tip(i, seal), "recess", i)
    add(f.display("coat_of_arms"), W.coat_tip(sh.task_set, sh.coat_of_arms), "coat")
    for obj, box in G.object_rows(f).items():
        add(box, W.object_tip(obj, sh.objects.get(obj, 0)), "object", obj)
    add((*f.display("parchment_top")[:2], 140, 22), W.goods_tip(5 - sh.parchment_count), "goods")
    for n in range(1, 7):
        add(G.dossier_square(f, n), W.dossier_tip(n, n == sh.dossier), "dossier", n)
    for i in range(len(EXPLORE_ROWS)):
        add(G.overview_rows(f)[i], W.explore_tip(i), "explore", i)
    add(f.display("banner_of_hope"), W.hope_tip(sh.hope), "hope")
    add(f.display("evil_end"), W.evil_end_tip(sh.hourglasses), "evil")
    add(f.display("bow"), W.bow_tip(sh.bow_in_bag), "bow")
    add(f.display("task_objects"), W.task_objects_tip(sh.banner, sh.cross), "task_objects")
    add(f.display("bag_panel"), W.bag_words(sh), "bag_panel")
    return out


def _bag_targets(table: AdventuresTable) -> list[Target]:
    sh = table.shown
    T = table.T
    out = [Target(table.bag.pouch, W.bag_words(sh), glow=False, key=("info", "pouch"))]
    for (meaning, i), box in G.disc_slots(table.bag).items():
        out.append(Target(box, W.disc_tip(meaning), glow=False, key=("info", "disc", meaning, i)))
    out.append(Target(table.bag.dice, W.dice_tip(sh), glow=False, key=("info", "dice")))
    out.append(Target(table.bag.tray, W.TRAY_TIP, glow=False, key=("info", "tray")))
    for seal, rect in drawing.seal_boxes(T, table.bag, sh):
        box = (*T.to_board(rect.x, rect.y), rect.w / T.scale, rect.h / T.scale)
        out.append(Target(box, seal_words(seal), glow=False, key=("info", "bag_seal", seal)))
    return out


def shortcut_targets(table: AdventuresTable) -> list[Target]:
    """Board spots that give a banner button's command: the Provisions row eats, a task's
    glowing red die delivers (when that needs no further choice)."""
    out = []
    eat = next((c for c in table.legal if isinstance(c, K.Eat)), None)
    deliveries = [c for c in table.legal if isinstance(c, K.Deliver)]
    for c in table.legal:
        if c is eat:
            box = table.place.box(G.object_rows(table.forest)["provisions"])
            out.append(Target(box, W.EAT_TIP, c, key=("eat",)))
        elif c in deliveries:
            spot = drawing.task_place(table.forest, table.shown, c.task)
            if spot is None or sum(d.task == c.task for d in deliveries) != 1:
                continue
            box = table.place.around(*spot, 12)
            out.append(Target(box, W.deliver_tip(c.task), c, key=("deliver", c.task)))
    return out
