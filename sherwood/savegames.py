"""The player's saved games: every game keeps its own autosave, copies saved by hand, names,
and files that cannot be read set aside instead of crashing the program.

Files (under :func:`sherwood.resources.saves_path`)::

    saves/autosave/<game>-<YYYYmmdd-HHMMSS>-<id>.json   one per game played, rewritten after
                                                        every move; it stays when the game ends
    saves/<game>-<YYYYmmdd-HHMMSS>.json                  a copy saved from the pause menu; never
                                                        changed by playing on
    saves/library.json                                   the names players gave their saves and
                                                        which games are finished
    saves/**/<file>.damaged                              a file that could not be read, moved aside
    saves/.bot-labels.json                               what each game calls its bots ("Normal"),
                                                        a cache so that listing loads no game
                                                        (see :mod:`sherwood.seating`)

A save is an ordinary engine save (:meth:`Match.save`, written atomically); this module adds
nothing to its contents. Listing reads each file's header fields only (game, seats, commands)
and takes the game's title from the catalogue and its bots' labels from the cache, so it
stays fast and loads no game's rules (the menu lists the saves before its first frame);
opening one replays it (:meth:`SaveLibrary.load`). Anything that cannot be
read, at listing or at opening, is renamed to ``<name>.damaged`` (nothing is deleted) and
reported in one sentence. A saves path that is not a folder is reported, never raised.
A save whose seat no player of this Sherwood can take (a bot it does not have) is sound: it
is listed with a mark (:attr:`SaveEntry.trouble`) and opens, and the screen that opens it
offers another player in that seat (:mod:`sherwood.ui.scenes.reseat`).

This module never imports pygame: the menu, the load screen and the game scene call it.
"""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sherwood.resources import move_aside, saves_path, write_atomically
from sherwood.seating import bot_labels, describe_seats, seat_kind, trouble, unseatable

if TYPE_CHECKING:
    from sherwood.engine import Match

AUTOSAVE_FOLDER = "autosave"
LEGACY_AUTOSAVE = "autosave.json"
INDEX = "library.json"
INDEX_FORMAT = "sherwood-library"
MAX_BYTES = 16 * 1024 * 1024  # far above any real game (a long Merry Men game is ~50 kB)
NAME_LENGTH = 40
MAX_SEATS = 16  # no game seats more than 7


class SaveRefused(Exception):
    """A save could not be opened; ``str()`` is one sentence for the player."""

    def __init__(self, message: str, reason: str, moved_to: Path | None):
        super().__init__(message)
        self.reason = reason
        self.moved_to = moved_to


@dataclass(frozen=True)
class SaveEntry:
    """One saved game as the library shows it (read from the file's header, not replayed)."""

    path: Path
    kind: str  # "autosave" (a game in progress, kept up to date) or "copy" (saved by hand)
    game_id: str
    title: str  # the game's title
    seats: tuple[str, ...]
    moves: int
    played: float  # when it was last written (seconds since the epoch)
    name: str | None = None  # the player's name for it
    finished: bool = False
    missing: tuple[int, ...] = ()  # seats this Sherwood cannot seat (sherwood.seating.unseatable)

    @property
    def display_name(self) -> str:
        return self.name or self.title

    @property
    def status(self) -> str:
        if self.finished:
            return "Finished"
        return "In progress" if self.kind == "autosave" else "Saved copy"

    def seats_text(self) -> str:
        return describe_seats(self.game_id, self.seats)

    @property
    def trouble(self) -> str | None:
        """Why the list marks this save (a seat nobody here can take), or None."""
        return trouble(self.seats, self.missing) if self.missing else None

    def moves_text(self) -> str:
        return moves_text(self.moves)

    def when_text(self, now: datetime | None = None) -> str:
        return when_text(self.played, now)

    def summary(self, now: datetime | None = None) -> str:
        """``Sherwood Showdown · You vs Normal bot · 12 moves · Today 14:05`` (the game's title
        only when the save has a name of its own)."""
        parts = [self.title] if self.name else []
        parts += [self.seats_text(), self.moves_text(), self.when_text(now)]
        return " · ".join(parts)


@dataclass
class Listing:
    """What :meth:`SaveLibrary.scan` found: the saves, newest game in progress first, and
    one sentence per thing the player should know (files set aside, an unusable folder)."""

    entries: list[SaveEntry] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    usable: bool = True  # False when the saves folder cannot be made or read

    def latest_in_progress(self) -> SaveEntry | None:
        """The game Continue opens: the most recently played unfinished autosave."""
        return next((e for e in self.entries if e.kind == "autosave" and not e.finished), None)


# --- words ---------------------------------------------------------------------------


def moves_text(count: int) -> str:
    """How many moves, in words.

    >>> moves_text(0), moves_text(1), moves_text(12)
    ('No moves yet', '1 move', '12 moves')
    """
    if count == 0:
        return "No moves yet"
    return f"{count} move" if count == 1 else f"{count} moves"


def when_text(stamp: float, now: datetime | None = None) -> str:
    """Today 14:05, Yesterday 09:12, 3 Mar 18:00 (this year) or 3 Mar 2024."""
    when = datetime.fromtimestamp(stamp)
    now = now or datetime.now()
    days = (now.date() - when.date()).days
    if days == 0:
        return f"Today {when:%H:%M}"
    if days == 1:
        return f"Yesterday {when:%H:%M}"
    if when.year == now.year:
        return f"{when.day} {when:%b %H:%M}"
    return f"{when.day} {when:%b %Y}"


# --- reading one file ----------------------------------------------------------------


def peek(path: Path) -> dict[str, Any]:
    """The header fields of a save, checked the way the engine checks them before replaying;
    raises ValueError with a short reason a player can read."""
    from sherwood.engine import BadSave
    from sherwood.engine.save_header import check_header, parse_save

    if path.stat().st_size > MAX_BYTES:
        raise ValueError(f"it is far too large ({path.stat().st_size // 1024} kB) to be a save")
    try:
        data = parse_save(path.read_bytes().decode("utf-8"), str(path))
        check_header(data, str(path))
    except UnicodeDecodeError:
        raise ValueError("it is not text") from None
    except BadSave as exc:
        raise ValueError(_it(_short_reason(exc, path))) from None
    if len(data["seats"]) > MAX_SEATS or not all(isinstance(s, str) and len(s) < 100 for s in data["seats"]):
        raise ValueError("its seats are damaged")
    data["title"] = _title(data["game"])
    return data


class GameNotHere(ValueError):
    """A save of a game this Sherwood does not have now: a game of a package of its own that is
    not installed, say. The file is sound, and is kept where it is."""

    def __init__(self, game_id: str):
        self.game_id = game_id[:40]
        super().__init__(f"it is a game this Sherwood does not know ({self.game_id!r})")


def _title(game_id: str) -> str:
    """The title of a built game, from the catalogue (its rules are not loaded: the menu lists
    the saves on its first frame); :class:`GameNotHere` for a game this Sherwood does not have."""
    from sherwood.games import catalogue

    found = catalogue().get(game_id)
    if found is None or found.rules is None:
        raise GameNotHere(game_id)
    return found.title


def _it(reason: str) -> str:
    """A reason as the rest of a sentence about the file: "it is damaged (…)"."""
    first = reason.split(" ", 1)[0]
    if first in ("it", "its"):
        return reason
    if first in ("is", "was", "has", "cannot", "does", "names", "uses", "holds", "contains"):
        return f"it {reason}"
    return f"it could not be read ({reason})"


def _short_reason(exc: BaseException, path: Path) -> str:
    """The engine names the file in its messages; the player already knows which one."""
    text = str(exc) or type(exc).__name__
    for prefix in (f"{path}: ", f"{path}:"):
        if text.startswith(prefix):
            text = text[len(prefix):]
    text = text.strip().rstrip(".")
    return text if len(text) <= 300 else text[:297] + "…"


# --- the library -----------------------------------------------------------------------


class SaveLibrary:
    """The saves folder: listing, new autosave paths, copies, names, deleting, setting aside."""

    def __init__(self, root: Path | None = None):
        self.root = Path(root) if root is not None else saves_path()
        self.autosaves = self.root / AUTOSAVE_FOLDER
        self.index_path = self.root / INDEX

    # folders -------------------------------------------------------------------------------

    def ensure(self) -> None:
        """Create the saves folders; OSError (with a plain message) if the path is taken."""
        for folder in (self.root, self.autosaves):
            if folder.exists() and not folder.is_dir():
                raise NotADirectoryError(f"{folder} is a file, not a folder")
            folder.mkdir(parents=True, exist_ok=True)

    def folder_problem(self) -> str | None:
        """One sentence if the saves folder cannot be used, else None."""
        try:
            self.ensure()
        except OSError as exc:
            if isinstance(exc, NotADirectoryError | FileExistsError):
                where = next((f for f in (self.root.parent, self.root, self.autosaves)
                              if f.exists() and not f.is_dir()), self.root)
                return (f"Games cannot be saved: {where} is a file, not a folder; "
                        "move it away and start Sherwood again.")
            return (f"Games cannot be saved: the saves folder {self.root} cannot be used "
                    f"({exc.strerror or exc}).")
        return None

    # listing --------------------------------------------------------------------------------

    def scan(self, *, tidy: bool = True) -> Listing:
        """List every save. With ``tidy`` (the app does; screenshots do not), first remove
        temporary files of interrupted writes, move the old single autosave into the autosave
        folder, and set aside every file that cannot be read, saying so in ``notices``."""
        listing = Listing()
        problem = self.folder_problem() if tidy else None
        if problem is not None:
            listing.usable = False
            listing.notices.append(problem)
            return listing
        if not self.root.is_dir():
            return listing
        index, index_notice = self._read_index(tidy)
        if index_notice:
            listing.notices.append(index_notice)
        if tidy:
            self.clean_temporary_files()
            self._migrate_legacy()
        damaged: list[tuple[Path, str, Path | None]] = []
        absent: dict[Path, str] = {}
        found: list[SaveEntry] = []
        for kind, path in self._files():
            try:
                data = peek(path)
                st = path.stat()
            except GameNotHere as exc:  # its game may be installed again: left where it is
                absent[path] = exc.game_id
                continue
            except Exception as exc:  # anything at all: the menu must come up
                if tidy:
                    damaged.append((path, _short_reason(exc, path), self.move_aside(path)))
                continue
            meta = index.get(self._key(path), {})
            seats = tuple(data["seats"])
            found.append(SaveEntry(
                path=path, kind=kind, game_id=data["game"], title=data["title"],
                seats=seats, moves=len(data["commands"]), played=st.st_mtime,
                name=meta.get("name"), finished=bool(meta.get("finished")),
                missing=unseatable(data["game"], seats),
            ))
        found.sort(key=lambda e: (e.finished, -e.played, e.path.name))
        listing.entries = found
        if damaged:
            listing.notices.append(_damaged_sentence(damaged))
        untold = {path: game for path, game in absent.items() if path not in _TOLD}
        if untold:
            _TOLD.update(untold)
            listing.notices.append(_absent_sentence(untold))
        if tidy:
            keep = {self._key(e.path) for e in found}
            if set(index) - keep:
                with contextlib.suppress(OSError):
                    self._write_index({k: v for k, v in index.items() if k in keep})
        return listing

    def _files(self) -> list[tuple[str, Path]]:
        files: list[tuple[str, Path]] = []
        for kind, folder in (("autosave", self.autosaves), ("copy", self.root)):
            if not folder.is_dir():
                continue
            try:
                names = sorted(folder.iterdir())
            except OSError:
                continue
            for path in names:
                if path.suffix == ".json" and path.name != INDEX and not path.name.startswith("."):
                    with contextlib.suppress(OSError):
                        if path.is_file():  # the old single autosave, when it was not moved
                            files.append(("autosave" if path.name == LEGACY_AUTOSAVE else kind, path))
        return files

    def clean_temporary_files(self) -> list[Path]:
        """Remove ``.*.tmp`` left by writes that were interrupted (a kill mid-save)."""
        removed = []
        for folder in (self.root, self.autosaves):
            if not folder.is_dir():
                continue
            for tmp in folder.glob(".*.tmp"):
                try:
                    if tmp.is_file():
                        tmp.unlink()
                        removed.append(tmp)
                except OSError:
                    pass
        return removed

    def _migrate_legacy(self) -> None:
        """The old single ``saves/autosave.json`` becomes one game in progress."""
        old = self.root / LEGACY_AUTOSAVE
        if not old.is_file():
            return
        try:
            game = peek(old)["game"]
        except Exception:
            return  # listed as a copy below, found damaged and set aside with the others
        stamp = datetime.fromtimestamp(old.stat().st_mtime).strftime("%Y%m%d-%H%M%S")
        target = self.autosaves / f"{game}-{stamp}-{os.urandom(3).hex()}.json"
        with contextlib.suppress(OSError):
            os.replace(old, target)

    # opening --------------------------------------------------------------------------------

    def load(self, path: Path) -> Match:
        """Replay a save. Any failure at all sets the file aside and raises
        :class:`SaveRefused` with one sentence for the player; nothing is deleted."""
        from sherwood.engine import Match

        try:
            match = Match.load(path)
        except Exception as exc:  # BadSave, and whatever a damaged file provokes besides
            reason = _short_reason(exc, path)
            moved = self.move_aside(path) if path.exists() else None
            if moved is not None:
                tail = f"so it was moved aside as {moved.name} (nothing is lost)."
            elif path.exists():
                tail = "and it could not be moved aside, so it stays where it was."
            else:
                tail = "and the file is no longer there."
            raise SaveRefused(f"{_it(reason).capitalize()}, {tail}", reason, moved) from None
        if match.is_over:
            with contextlib.suppress(OSError):
                self.mark_finished(path)
        return match

    def move_aside(self, path: Path) -> Path | None:
        """Rename ``path`` to ``<name>.damaged`` (see :func:`sherwood.resources.move_aside`) and
        forget its name; None if it cannot be moved."""
        target = move_aside(path)
        if target is None:
            return None
        with contextlib.suppress(OSError):
            self._forget(path)
        return target

    # writing ----------------------------------------------------------------------------------

    def new_autosave_path(self, game_id: str) -> Path:
        """A fresh autosave file for a game that starts now (never an existing one)."""
        self.ensure()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        while True:
            path = self.autosaves / f"{game_id}-{stamp}-{os.urandom(3).hex()}.json"
            if not path.exists():
                return path

    def autosave(self, match: Match, path: Path) -> None:
        """Write the game in progress (atomically) and note when it is finished."""
        self.ensure()
        match.save(path)
        if match.is_over:
            self.mark_finished(path)
        if any(seat_kind(seat)[0] == "bot" for seat in match.seats):
            bot_labels(match.game_id)  # remembered now (the game is loaded) for the menu's next start

    def save_copy(self, match: Match, name: str | None = None) -> Path:
        """Save a copy that playing on never changes (the pause menu's Save game)."""
        self.ensure()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = self.root / f"{match.game_id}-{stamp}.json"
        n = 1
        while path.exists():
            n += 1
            path = self.root / f"{match.game_id}-{stamp}-{n}.json"
        name = clean_name(name)
        if name or match.is_over:
            self._update(path, name=name, finished=match.is_over)
        match.save(path)
        return path

    def rename(self, path: Path, name: str | None) -> None:
        """Give a save the player's name (an empty name goes back to the game's title)."""
        self._update(path, name=clean_name(name))

    def mark_finished(self, path: Path) -> None:
        self._update(path, finished=True)

    def delete(self, path: Path) -> None:
        """Remove a save for good (the UI asks first)."""
        path.unlink(missing_ok=True)
        with contextlib.suppress(OSError):
            self._forget(path)

    # the index of names --------------------------------------------------------------------

    def _key(self, path: Path) -> str:
        try:
            return path.relative_to(self.root).as_posix()
        except ValueError:
            return path.as_posix()

    def _read_index(self, tidy: bool = False) -> tuple[dict[str, dict[str, Any]], str | None]:
        if not self.index_path.exists():
            return {}, None
        try:
            data = json.loads(self.index_path.read_text(encoding="utf-8"))
            if not isinstance(data, dict) or data.get("format") != INDEX_FORMAT:
                raise ValueError("not a list of saves")
            saves = data.get("saves")
            if not isinstance(saves, dict):
                raise ValueError("no saves in it")
        except Exception:
            if not tidy:
                return {}, None
            moved = self.move_aside(self.index_path)
            where = f" (set aside as {moved.name})" if moved else ""
            return {}, f"The names of your saves could not be read{where}; the games themselves are all here."
        index: dict[str, dict[str, Any]] = {}
        for key, meta in saves.items():
            if isinstance(key, str) and isinstance(meta, dict):
                name = meta.get("name")
                index[key] = {
                    "name": clean_name(name) if isinstance(name, str) else None,
                    "finished": meta.get("finished") is True,
                }
        return index, None

    def _write_index(self, index: dict[str, dict[str, Any]]) -> None:
        self.ensure()
        text = json.dumps({"format": INDEX_FORMAT, "version": 1, "saves": index}, indent=1)
        write_atomically(self.index_path, text)

    def _update(self, path: Path, **changes: Any) -> None:
        index, _ = self._read_index(tidy=True)
        meta = dict(index.get(self._key(path), {}))
        meta.update(changes)
        meta = {k: v for k, v in meta.items() if v}  # no name, not finished: nothing to keep
        if meta:
            index[self._key(path)] = meta
        else:
            index.pop(self._key(path), None)
        self._write_index(index)

    def _forget(self, path: Path) -> None:
        index, _ = self._read_index()
        if index.pop(self._key(path), None) is not None:
            self._write_index(index)


def clean_name(name: str | None) -> str | None:
    """A player's name for a save: one line, at most NAME_LENGTH characters; None if empty."""
    if not name:
        return None
    text = " ".join("".join(c if c.isprintable() else " " for c in name).split())
    return text[:NAME_LENGTH] or None


_TOLD: set[Path] = set()
"""The saves of absent games already said in this run (the menu lists the saves each time it
comes back; the file stays, so it would be said every time)."""


def _absent_sentence(absent: dict[Path, str]) -> str:
    games = ", ".join(sorted({repr(game) for game in absent.values()}))
    if len(absent) == 1:
        (path,) = absent
        return (f"The saved game {path.name} is of a game this Sherwood does not have ({games}): "
                "it is kept in the saves folder, and listed again once that game is installed.")
    return (f"{len(absent)} saved games are of games this Sherwood does not have ({games}): they are "
            "kept in the saves folder, and listed again once those games are installed.")


def _damaged_sentence(damaged: list[tuple[Path, str, Path | None]]) -> str:
    if len(damaged) == 1:
        path, reason, moved = damaged[0]
        if moved is None:
            return (f"The saved game {path.name} could not be read: {_it(reason)}, "
                    "so it is left out of the list.")
        return (f"The saved game {path.name} could not be read: {_it(reason)}, "
                f"so it was moved aside as {moved.name}.")
    aside = [m for _, _, m in damaged if m is not None]
    return (f"{len(damaged)} saved games could not be read, so they were moved aside "
            f"as .damaged files in {damaged[0][0].parent}" + ("." if len(aside) == len(damaged)
                                                           else " (some could not be moved)."))
