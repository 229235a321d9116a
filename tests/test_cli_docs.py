"""Every command documents itself, with an example (a command without docs fails here)."""

from __future__ import annotations

import inspect

import pytest
import typer.main

import hwkg.graph.cli as cli_module
from hwkg.graph.cli import app

COMMANDS = [c for c in typer.main.get_command(app).commands.values() if not c.hidden]  # type: ignore[attr-defined]


@pytest.mark.parametrize("entry", cli_module.COMMANDS, ids=lambda c: c.name)
def test_hwkg_help_shows_each_command_as_its_docstring_says(entry):
    # ``hwkg --help`` is printed from COMMANDS without importing the commands (issue 16).
    docstring = inspect.getdoc(entry.load()) or ""
    assert entry.summary == " ".join(docstring.split("\n\n")[0].split())
    assert (entry.summary in " ".join(cli_module.help_text().split())) != entry.hidden


def test_hwkg_help_and_no_arguments(cli):
    shown = cli("--help")
    assert shown.code == 0 and shown.out == cli_module.help_text()
    assert cli().code == 2 and cli().out == shown.out  # as typer's no_args_is_help


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
