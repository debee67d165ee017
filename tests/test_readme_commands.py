"""The README starts with two commands, play and test, and CI runs exactly the second one."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    head = text[: text.index("\n## ")]
    return re.findall(r"```bash\n(.+?)\n```", head)


def test_the_readme_opens_with_a_play_and_a_test_command():
    play, test = readme_commands()
    assert play.endswith(".venv/bin/sherwood")
    assert "pytest" in test and "mypy" in test


def test_ci_runs_the_readmes_test_command_exactly():
    _, test = readme_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in ci, f".ci/run does not run the README's test command:\n{test}"


def test_ci_fails_when_the_test_command_fails():
    """``set -e`` ignores a failure inside an && list except at its last command, so once the
    README's command ended with mypy, failing tests let CI pass. .ci/run keeps the status."""
    _, test = readme_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    after = ci[ci.index(test) + 1:]
    assert after and after[0] == "status=$?", "the test command's status must be kept"
    assert any(line.startswith("exit") and "$status" in line for line in after)
