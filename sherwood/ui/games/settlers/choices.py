"""The clicks that give each Settlers command: its path of the table kit's chooser stages
(:mod:`sherwood.ui.kit.chooser`).

Where a stage is shown (``where``):

- ``"vertex"``, ``"edge"``, ``"hex"``: a glowing corner, side or hex of the island;
- ``"panel"``: a tile of the build panel (Road, Settlement, City, Development card, Trade
  with the bank, End the turn). Picking a building's tile never completes the command by
  itself (the chooser *holds* it): the places it may go then glow, even when there is one;
- ``"card"``: a development card in the hand (held the same way);
- ``"dialog"``: an answer in the question box (an offer's answer, a partner, a victim, a
  resource for Monopoly or for the bank);
- ``"button"``: the banner's button (the roll; "Leave him" when the Sheriff may drive
  Robin off, SR-V-6.4);
- ``"picker"``: the resource picker (the cards of a discard, of a Year of Plenty);
- ``"trade"``: the trade composer (an offer to the other seats).

No pygame here: :func:`sherwood.ui.kit.chooser.reachable` walks every legal command through
these paths in tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.engine import Command
from sherwood.games.settlers import commands as K
from sherwood.ui.kit.chooser import Stage

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

HOLD = ("card", "panel")
"""Picks that never complete a longer path: a tile or a card picked shows where it goes."""
ALWAYS = ("button",)

TILE_OF = {
    K.BuildRoad: "road",
    K.BuildSettlement: "settlement",
    K.BuildCity: "city",
}
DEV_OF = {
    K.PlayKnight: "knight",
    K.PlayRoadBuilding: "road_building",
    K.PlayYearOfPlenty: "year_of_plenty",
    K.PlayMonopoly: "monopoly",
}


def place_words(table: SettlersTable | None, kind: str, name: str) -> str:
    """A place in a tooltip: the table words it kindly when it can (the hexes it touches)."""
    if table is not None:
        from sherwood.ui.games.settlers import texts

        return texts.place(table, kind, name)
    return name


def stages(table: SettlersTable | None, command: Command) -> list[Stage]:
    """``command``'s clicks, in order (see the module docstring)."""
    c = command
    if isinstance(c, K.PlaceSettlement):
        return [
            Stage(
                "vertex", ("vertex", c.vertex), f"Place a settlement {place_words(table, 'vertex', c.vertex)}"
            )
        ]
    if isinstance(c, K.PlaceRoad):
        return [Stage("edge", ("edge", c.edge), f"Place a road {place_words(table, 'edge', c.edge)}")]
    if isinstance(c, K.PlaceFreeRoad):
        return [Stage("edge", ("edge", c.edge), f"Place a free road {place_words(table, 'edge', c.edge)}")]
    if isinstance(c, K.BuildRoad):
        return [
            Stage("panel", ("tile", "road"), "Build a road"),
            Stage("edge", ("edge", c.edge), f"Build a road {place_words(table, 'edge', c.edge)}"),
        ]
    if isinstance(c, K.BuildSettlement):
        return [
            Stage("panel", ("tile", "settlement"), "Build a settlement"),
            Stage(
                "vertex", ("vertex", c.vertex), f"Build a settlement {place_words(table, 'vertex', c.vertex)}"
            ),
        ]
    if isinstance(c, K.BuildCity):
        return [
            Stage("panel", ("tile", "city"), "Build a city"),
            Stage(
                "vertex",
                ("vertex", c.vertex),
                f"Turn this settlement into a city {place_words(table, 'vertex', c.vertex)}",
            ),
        ]
    if isinstance(c, K.BuyDevelopmentCard):
        return [Stage("panel", ("tile", "development_card"), "Buy a development card")]
    if isinstance(c, K.EndTurn):
        return [Stage("panel", ("tile", "end_turn"), "End your turn")]
    if isinstance(c, K.MaritimeTrade):
        return [
            Stage("panel", ("tile", "bank_trade"), "Trade with the bank"),
            Stage("dialog", ("give", c.give), f"Give {c.give}"),
            Stage("dialog", ("get", c.get), f"Take 1 {c.get}"),
        ]
    if isinstance(c, K.Roll):
        return [Stage("button", ("roll",), "Roll the dice")]
    if isinstance(c, K.MoveRobber):
        return [Stage("hex", ("hex", c.hex), f"Move the robber {place_words(table, 'hex', c.hex)}")]
    if isinstance(c, K.ChooseRobinHex):  # SR-V-10.2 to SR-V-10.4: Robin's hex, a glowing hex
        return [Stage("hex", ("hex", c.hex), f"Send Robin Hood {place_words(table, 'hex', c.hex)}")]
    if isinstance(c, K.DisplaceRobin):
        return [Stage("hex", ("hex", c.hex), f"Drive Robin Hood {place_words(table, 'hex', c.hex)}")]
    if isinstance(c, K.RelocateRobin):
        return [Stage("hex", ("hex", c.hex), f"Put Robin Hood {place_words(table, 'hex', c.hex)}")]
    if isinstance(c, K.DeclineDisplacement):
        return [Stage("button", ("leave",), "Leave Robin Hood where he is")]
    if isinstance(c, K.StealFrom):
        return [Stage("dialog", ("steal", c.victim), "Rob this player")]
    if isinstance(c, K.PlayKnight | K.PlayRoadBuilding):
        kind = DEV_OF[type(c)]
        return [Stage("card", ("dev", kind), f"Play your {kind.replace('_', ' ').title()}")]
    if isinstance(c, K.PlayMonopoly):
        return [
            Stage("card", ("dev", "monopoly"), "Play your Monopoly"),
            Stage("dialog", ("monopoly", c.resource), f"Take every {c.resource}"),
        ]
    if isinstance(c, K.PlayYearOfPlenty):
        return [
            Stage("card", ("dev", "year_of_plenty"), "Play your Year of Plenty"),
            Stage("picker", ("plenty", c.resources), "Take these cards"),
        ]
    if isinstance(c, K.Discard):
        return [Stage("picker", ("discard", c.cards), "Discard these cards")]
    if isinstance(c, K.OfferTrade):
        return [Stage("trade", ("offer", c.give, c.want, c.to), "Make this offer")]
    if isinstance(c, K.AcceptOffer):
        return [Stage("dialog", ("accept",), "Accept the offer")]
    if isinstance(c, K.DeclineOffer):
        return [Stage("dialog", ("decline",), "Decline the offer")]
    if isinstance(c, K.ChoosePartner):
        return [Stage("dialog", ("partner", c.partner), "Trade with this player")]
    if isinstance(c, K.CancelOffer):
        return [Stage("dialog", ("cancel",), "Cancel the offer")]
    return [Stage("dialog", ("command", c), c.describe())]
