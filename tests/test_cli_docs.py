"""Every command documents itself, with an example (a command without docs fails here)."""

from __future__ import annotations

import pytest
import typer.main

from hwkg.graph.cli import app

COMMANDS = [c for c in typer.main.get_command(app).commands.values() if not c.hidden]  # type: ignore[attr-defined]


def test_the_commands_users_expect_exist():
    names = {c.name for c in COMMANDS}
    assert {"ingest", "export", "query", "stats", "validate", "viz", "remove", "import"} <= names


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_command_has_help_with_an_example(command, cli):
    assert command.help and "Example" in command.help, command.name
    result = cli(command.name, "--help")
    assert result.code == 0 and "Example" in result.out
    for param in command.params:
        if param.name not in {"help"} and getattr(param, "param_type_name", "") == "option":
            assert param.help, f"{command.name} --{param.name} has no help"
