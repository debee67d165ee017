"""Twenty-One: a tiny complete game to copy when starting a new one, and to test the kernel.

Two or more seats share a shuffled deck of cards 1–6 (four of each). Each seat holds a
hidden hand of two cards. On your turn you either play a card from your hand onto the
common pile (it counts for you) or draw one card. The game ends when the pile reaches 21
or more, or when the deck is empty and nobody holds a card; the seat that played the most
points wins. Playing is undoable (it reveals only your own card); drawing is not.
"""

from sherwood.engine import GameSpec
from sherwood.games._template.rules import RULES, Draw, Drew, Play, Played

SPEC = GameSpec(
    id="_template",
    title="Twenty-One (template)",
    tagline="The kernel's test game",
    seat_counts=range(2, 5),
    seat_names=("North", "East", "South", "West"),
    rules=RULES,
    command_types=(Play, Draw),
    event_types=(Played, Drew),
    hidden_hands=True,
)
