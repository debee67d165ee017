"""Build Sherwood's packaged program with PyInstaller: ``python build/build.py``.

Makes, for the system it runs on, the one-file program ``dist/sherwood`` (``sherwood.exe``
on Windows) and the one-folder bundle ``dist/sherwood-onedir/``, then prints their sizes
and build times. Needs the build extra (``pip install -e ".[build]"``) and, on Linux,
``objdump`` from binutils. PyInstaller's work files go to ``build/work/``.

    python build/build.py                      # both bundles
    python build/build.py --only onefile       # just the one-file program
    python build/build.py --dist /tmp/d --work /tmp/w
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "sherwood.spec"
MODES = ("onefile", "onedir")

# What the bundle leaves out (sherwood.spec reads these). A one-file program unpacks all it
# holds at every start, so what is never used costs start-up time as well as size.
# tests/test_build.py checks that no module of sherwood imports any of EXCLUDED, and the
# packaged program's self-test (tests/test_packaging.py) that nothing it runs needs them.
# What only a source or pip install uses, not packaged: the extras it may add (`sherwood
# simulate --ray`), and importlib.metadata, with which sherwood.games reads the games of other
# installed packages (a packaged program holds none: its games are its own, in the code).
OPTIONAL = ("ray", "importlib.metadata")
EXCLUDED = (
    *OPTIONAL,
    # tools and tests
    "tkinter", "unittest", "doctest", "pydoc", "pdb", "pytest", "_pytest", "hypothesis", "mypy",
    "PyInstaller", "setuptools", "pip", "numpy",
    # the standard library's network, mail, XML and archive modules, reached only through
    # modules Sherwood never runs (urllib.request, xmlrpc for multiprocessing's XML
    # listener, importlib.metadata, shutil's archives); the SSL and OpenSSL hash modules
    # with them (hashlib falls back on its built-in sha256/sha512/md5, the same digests)
    "asyncio", "email", "http", "urllib.request", "ftplib", "xmlrpc", "xml", "ssl", "_ssl",
    "_hashlib", "csv", "tarfile", "lzma", "_lzma", "bz2", "_bz2",
    "decimal", "_decimal", "_pydecimal", "fractions", "statistics", "typing_extensions",
    # PyYAML's binding to libyaml: Sherwood reads its YAML with the pure-Python loader
    "yaml.cyaml", "yaml._yaml",
    # pygame's sound (SDL_mixer and a dozen codec libraries): Sherwood plays none
    "pygame.mixer", "pygame.mixer_music", "pygame._sdl2.mixer", "pygame.sndarray", "pygame.surfarray",
    "pygame.midi", "pygame.pypm", "pygame.camera", "pygame.examples", "pygame.tests", "pygame.docs",
)

# Files of other packages left out, by their path in the bundle: pygame_gui's fonts for
# Japanese, Korean, Chinese, Arabic, Georgian and Hebrew (about 30 MB before compression)
# and its translations but English (Sherwood's window is English only), and, should
# pygame's hook bring them along (it gathers every DLL on Windows), SDL_mixer's libraries.
LEFT_OUT = re.compile(
    r"pygame_gui[/\\]data[/\\](NotoSans(JP|KR|SC|Arabic|Georgian|Hebrew)-"
    r"|translations[/\\]pygame-gui\.(?!en\.)[a-z]+\.json)"
    r"|SDL2_mixer|lib(FLAC|mpg123|opus|opusfile|vorbis|vorbisfile|vorbisenc|ogg|xmp|fluidsynth|wavpack"
    r"|sndfile|modplug|gme)\b"
)


def built_program(dist: Path, mode: str) -> Path:
    """Where the program of a ``mode`` build is inside ``dist``."""
    name = "sherwood.exe" if sys.platform.startswith("win") else "sherwood"
    return dist / name if mode == "onefile" else dist / "sherwood-onedir" / name


def size_of(path: Path) -> int:
    """Bytes ``path`` takes: a file's size, or a folder's files counted once each.

    A one-folder bundle links some libraries under two names (hard links, or symbolic links
    such as ``libfoo.so.1 -> libfoo.so.1.2``); counting every name would count such a
    library twice. So symbolic links are not followed and each file (device, inode) counts
    once, which is what the bundle takes on disk (before the file system's blocks).
    """
    if path.is_symlink():
        return 0
    if path.is_file():
        return path.stat().st_size
    seen: set[tuple[int, int]] = set()
    total = 0
    for f in path.rglob("*"):
        if f.is_symlink() or not f.is_file():
            continue
        st = f.stat()
        if (st.st_dev, st.st_ino) in seen:
            continue
        seen.add((st.st_dev, st.st_ino))
        total += st.st_size
    return total


def build(mode: str, dist: Path, work: Path) -> tuple[Path, float]:
    """Run PyInstaller for one ``mode``; returns the program's path and the seconds it took."""
    started = time.perf_counter()
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work / mode), str(SPEC), "--", "--mode", mode]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1",  # pygame's banner, once per hook
               PYINSTALLER_ZLIB_COMPRESSION_LEVEL="9")  # the modules' archive as tight as the rest
    subprocess.run(command, check=True, cwd=ROOT, env=env)
    program = built_program(dist, mode)
    if not program.exists():
        raise SystemExit(f"build.py: PyInstaller finished but {program} is missing")
    return program, time.perf_counter() - started


def check_tools() -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build.py: PyInstaller is missing; install it with: "
                         'pip install -e ".[build]"') from None
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        raise SystemExit("build.py: PyInstaller needs objdump on Linux; install binutils "
                         "(Debian/Ubuntu: sudo apt-get install binutils)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build Sherwood's packaged program with PyInstaller.")
    parser.add_argument("--only", choices=MODES, help="build one kind of bundle only")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=HERE / "work", help="PyInstaller's work folder")
    args = parser.parse_args(argv)
    check_tools()
    sys.path.insert(0, str(ROOT))
    import sherwood

    print(f"Building Sherwood {sherwood.__version__} for {sys.platform}")
    for mode in [args.only] if args.only else MODES:
        program, seconds = build(mode, args.dist.resolve(), args.work.resolve())
        bundle = program if mode == "onefile" else program.parent
        print(f"{mode}: {bundle} ({size_of(bundle) / 1e6:.1f} MB) built in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
