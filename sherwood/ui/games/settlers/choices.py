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

from typing import TYPE_CHECKING, Any

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


def _at(where: str, label: str, field: str) -> Any:
    """One click on a place of the island (``where``: vertex, edge or hex), its tooltip
    ``label`` followed by the place in words ("Build a road by the Hills 6 and ...")."""

    def stages(table: SettlersTable, c: Any) -> list[Stage]:
        name = getattr(c, field)
        return [Stage(where, (where, name), f"{label} {table.say.place(where, name)}")]

    return stages


def _tile(tile: str, label: str, then: Any = None) -> Any:
    """A tile of the build panel first, then (``then``) where it goes."""

    def stages(table: SettlersTable, c: Any) -> list[Stage]:
        first = [Stage("panel", ("tile", tile), label)]
        return first + (then(table, c) if then is not None else [])

    return stages


def _card(group: str, title: str, then: Any = None) -> Any:
    """A development card of the hand first, then (``then``) its answer."""

    def stages(table: SettlersTable, c: Any) -> list[Stage]:
        first = [Stage("card", ("dev", group), f"Play your {title}")]
        return first + (then(table, c) if then is not None else [])

    return stages


def _one(where: str, key: Any, label: str) -> Any:
    """One click, the same for every command of its type."""
    return lambda table, c: [Stage(where, key, label)]


STAGES: dict[type, Any] = {
    K.PlaceSettlement: _at("vertex", "Place a settlement", "vertex"),
    K.PlaceRoad: _at("edge", "Place a road", "edge"),
    K.PlaceFreeRoad: _at("edge", "Place a free road", "edge"),
    K.BuildRoad: _tile("road", "Build a road", _at("edge", "Build a road", "edge")),
    K.BuildSettlement: _tile("settlement", "Build a settlement",
                             _at("vertex", "Build a settlement", "vertex")),
    K.BuildCity: _tile("city", "Build a city", _at("vertex", "Turn this settlement into a city", "vertex")),
    K.BuyDevelopmentCard: _one("panel", ("tile", "development_card"), "Buy a development card"),
    K.EndTurn: _one("panel", ("tile", "end_turn"), "End your turn"),
    K.MaritimeTrade: _tile("bank_trade", "Trade with the bank", lambda table, c: [
        Stage("dialog", ("give", c.give), f"Give {c.give}"),
        Stage("dialog", ("get", c.get), f"Take 1 {c.get}"),
    ]),
    K.Roll: _one("button", ("roll",), "Roll the dice"),
    K.MoveRobber: _at("hex", "Move the robber", "hex"),
    # SR-V-10.2 to SR-V-10.4: Robin's hex, a glowing hex
    K.ChooseRobinHex: _at("hex", "Send Robin Hood", "hex"),
    K.DisplaceRobin: _at("hex", "Drive Robin Hood", "hex"),
    K.RelocateRobin: _at("hex", "Put Robin Hood", "hex"),
    K.DeclineDisplacement: _one("button", ("leave",), "Leave Robin Hood where he is"),
    K.StealFrom: lambda table, c: [Stage("dialog", ("steal", c.victim), "Rob this player")],
    K.PlayKnight: _card("knight", "Knight"),
    K.PlayRoadBuilding: _card("road_building", "Road Building"),
    K.PlayMonopoly: _card("monopoly", "Monopoly", lambda table, c: [
        Stage("dialog", ("monopoly", c.resource), f"Take every {c.resource}")]),
    K.PlayYearOfPlenty: _card("year_of_plenty", "Year of Plenty", lambda table, c: [
        Stage("picker", ("plenty", c.resources), "Take these cards")]),
    K.Discard: lambda table, c: [Stage("picker", ("discard", c.cards), "Discard these cards")],
    K.OfferTrade: lambda table, c: [Stage("trade", ("offer", c.give, c.want, c.to), "Make this offer")],
    K.AcceptOffer: _one("dialog", ("accept",), "Accept the offer"),
    K.DeclineOffer: _one("dialog", ("decline",), "Decline the offer"),
    K.ChoosePartner: lambda table, c: [Stage("dialog", ("partner", c.partner), "Trade with this player")],
    K.CancelOffer: _one("dialog", ("cancel",), "Cancel the offer"),
}
"""Each command type's clicks (see the module docstring)."""


def stages(table: SettlersTable, command: Command) -> list[Stage]:
    """``command``'s clicks, in order (see the module docstring)."""
    return STAGES[type(command)](table, command)
