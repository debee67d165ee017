"""A game is only added files, and may live in a package of its own (issue 33).

The template game is copied out of Sherwood into a distribution of its own, as someone would
publish one: ``sherwood_twentyone``, its rules (``sherwood/games/_template/``), its table
(``sherwood/ui/games/_template/``) and its board (``boards/_template.yaml``, which the game
brings along: ``GameSpec.board_folder``) renamed into the package, an icon of its own, and a
``*.dist-info`` folder whose ``entry_points.txt`` registers the game in the ``sherwood.games``
group. No file of ``sherwood/`` is edited and nothing is installed: the folder goes on
``PYTHONPATH`` of a fresh process (``importlib.metadata`` finds a ``dist-info`` on the path,
as it finds an installed one), where the game is in the catalogue, plays to its end between
bots, passes the self test (its table drawn headless in every scene), is listed by the menu
and by ``sherwood simulate``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from sherwood.games import BUILT_IN

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "sherwood_twentyone"
TAGLINE = "Lay cards on the pile: whoever brings it to 21 ends the game"
ICON = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
        '<circle cx="5" cy="5" r="5" fill="#d4a017"/></svg>')

ENTRY = f'''"""Twenty-One, a game for Sherwood in a package of its own: this module is light (the
catalogue imports it to list the game), the rules and the table are imported when played."""

from pathlib import Path

from sherwood.games import CatalogueEntry

ENTRY = CatalogueEntry(
    "twentyone", "Twenty-One", "{TAGLINE}",
    icon=str(Path(__file__).with_name("icon.svg")), rules="{PACKAGE}.game", table="{PACKAGE}.screen")
'''

RENAMES = (
    ("sherwood.ui.games._template", f"{PACKAGE}.screen"),
    ("sherwood.games._template", f"{PACKAGE}.game"),
    ('id="_template"', 'id="twentyone"'),
    ('board="_template"', 'board="twentyone", board_folder=str(Path(__file__).parents[1] / "boards")'),
    ("from sherwood.engine import BotInfo", "from pathlib import Path\nfrom sherwood.engine import BotInfo"),
    ('title="Twenty-One (template)"', 'title="Twenty-One"'),
    ('tagline="The kernel\'s test game"', f'tagline="{TAGLINE}"'),
)


def build_distribution(folder: Path) -> None:
    """``sherwood_twentyone`` and its metadata in ``folder``, from the template's files."""
    package = folder / PACKAGE
    ignore = shutil.ignore_patterns("__pycache__")
    shutil.copytree(ROOT / "sherwood" / "games" / "_template", package / "game", ignore=ignore)
    shutil.copytree(ROOT / "sherwood" / "ui" / "games" / "_template", package / "screen", ignore=ignore)
    for path in package.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        for old, new in RENAMES:
            source = source.replace(old, new)
        path.write_text(source, encoding="utf-8")
    (package / "__init__.py").write_text(ENTRY, encoding="utf-8")
    (package / "boards").mkdir()
    board = (ROOT / "boards" / "_template.yaml").read_text(encoding="utf-8")
    (package / "boards" / "twentyone.yaml").write_text(board.replace("board: _template", "board: twentyone"),
                                                       encoding="utf-8")
    (package / "icon.svg").write_text(ICON, encoding="utf-8")
    info = folder / "sherwood_twentyone-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: sherwood-twentyone\nVersion: 1.0\n"
                                   "Requires-Dist: sherwood\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[sherwood.games]\ntwentyone = {PACKAGE}:ENTRY\n",
                                           encoding="utf-8")


PROOF = """
import json, sys
from sherwood.games import PROBLEMS, catalogue, listed, game_spec
from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Match
from sherwood.engine.layout import validate_boards
from sherwood.engine.simulate import play_out

found = {"ids": [e.id for e in listed()], "problems": list(PROBLEMS)}
labels = ["bot:heuristic", "bot:random", "bot:heuristic"]
bots = [make_bot("twentyone", label[4:], seat, bot_seed(3, seat, label[4:]))
        for seat, label in enumerate(labels)]
match = play_out(Match.start("twentyone", labels, seed=3), bots, check_invariants=True)
found["over"], found["commands"] = match.is_over, len(match.log)
found["boards"] = [b for b, problem in validate_boards() if problem is None]
found["seats"] = list(game_spec("twentyone").seat_counts)

from sherwood.selftest import built_games, run_selftest
found["selftest_games"] = built_games()
lines = []
found["selftest"] = run_selftest(lines.append, games=["twentyone"])
found["lines"] = lines

import pygame
from sherwood.ui.app import offscreen_app
from sherwood.ui.scenes import menu_tiles
from sherwood.ui.scenes.menu import MenuScene
app = offscreen_app((1280, 800))
menu = MenuScene(app)
app.scenes.reset(menu)
app.step(1 / 60)
tile = menu.tiles["twentyone"]
medal = menu_tiles.tile_look(pygame.Rect(tile.rect), menu.length, True).medal
found["menu"] = {"listed": list(menu.tiles), "enabled": tile.is_enabled,
                 "medal": list(app.screen.get_at(medal.center))[:3]}
print(json.dumps(found))
"""


def test_a_game_from_a_package_of_its_own(tmp_path):
    folder = tmp_path / "site"
    build_distribution(folder)
    env = dict(os.environ, PYTHONPATH=str(folder), SHERWOOD_HOME=str(tmp_path / "home"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("SHERWOOD_TEST_GAMES", None)
    proc = subprocess.run([sys.executable, "-c", PROOF], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    found = json.loads(proc.stdout.splitlines()[-1])
    own = [e.id for e in BUILT_IN if e.listed]  # Sherwood's own games, the template apart
    assert found["ids"] == [*own, "twentyone"] and found["problems"] == []
    assert found["over"] and found["commands"] > 5 and found["seats"] == [2, 3, 4]
    assert "twentyone" in found["boards"]  # the board it brings along, checked by validate-boards
    assert found["selftest_games"] == [*own, "twentyone"]
    lines = "\n".join(found["lines"])
    assert found["selftest"] == 0, lines
    assert f"ok      games ({', '.join([*own, 'twentyone'])})" in lines
    assert "ok      Twenty-One: one game between bots" in lines
    for scene in ("menu", "setup of twentyone", "game of twentyone", "privacy of twentyone",
                  "results of twentyone", "rules of twentyone"):
        assert f"ok      scene {scene} " in lines, lines
    assert found["menu"]["listed"] == [*own, "twentyone"] and found["menu"]["enabled"]
    assert found["menu"]["medal"] == [0xD4, 0xA0, 0x17]  # its own icon, not a symbol of Sherwood's
    simulated = subprocess.run([sys.executable, "-m", "sherwood", "simulate", "twentyone", "--games", "3",
                                "--json"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert simulated.returncode == 0, simulated.stderr[-3000:]
    assert len(json.loads(simulated.stdout)["results"]) == 3


def test_nothing_of_sherwood_names_the_game_of_its_own():
    """The package above is all the new game is: Sherwood's own files never name it."""
    named = [path for path in (ROOT / "sherwood").rglob("*.py")
             if "twentyone" in path.read_text(encoding="utf-8")]
    assert named == []
    assert "twentyone" not in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
