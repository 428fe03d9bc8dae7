"""Hostile arguments to every command: ``ninetka``, ``ninetka-engine``, ``ninetka-arena`` and
``ninetka-tablebase`` refuse what they cannot use as a usage error (exit 2, one line on stderr,
no traceback), never allocate or start work in proportion to a number they were given, and
state their limits in --help."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ninetka_desktop.app import argument_parser as app_parser
from ninetka_desktop.app import parse_arguments
from ninetka_desktop.arena.cli import GameSpecs, worker_count
from ninetka_desktop.arena.cli import argument_parser as arena_parser
from ninetka_desktop.protocol.engine import argument_parser as engine_parser
from ninetka_desktop.tablebase.cli import argument_parser as tablebase_parser

MODULES = {
    "ninetka-tablebase": "ninetka_desktop.tablebase.cli",
    "ninetka-arena": "ninetka_desktop.arena.cli",
    "ninetka-engine": "ninetka_desktop.protocol.engine",
    "ninetka": "ninetka_desktop",
}

REFUSED = [
    ("ninetka-tablebase", ["build", "200"]),
    ("ninetka-tablebase", ["build", "10"]),
    ("ninetka-tablebase", ["build", "5", "--limit", "200"]),
    ("ninetka-tablebase", ["build", "5", "--limit", "5000000000"]),
    ("ninetka-tablebase", ["build", "3", "--threads", "-1"]),
    ("ninetka-tablebase", ["verify", "3", "--step", "-1"]),
    ("ninetka-tablebase", ["verify", "3", "--step", "0"]),
    ("ninetka-tablebase", ["build", "3", "--dir", "FILE"]),
    ("ninetka-tablebase", ["info", "--dir", "FILE"]),
    ("ninetka-tablebase", ["build", "٣"]),
    ("ninetka-tablebase", ["frobnicate"]),
    ("ninetka-tablebase", []),
    ("ninetka-arena", ["6", "5", "--games", "-5"]),
    ("ninetka-arena", ["6", "5", "--games", "9" * 20]),
    ("ninetka-arena", ["6", "5", "--jobs", "100000"]),
    ("ninetka-arena", ["6", "5", "--jobs", "0"]),
    ("ninetka-arena", ["6", "5", "--save-dir", "FILE"]),
    ("ninetka-arena", ["6", "5", "--save-dir", "FILE/inside"]),
    ("ninetka-arena", ["--game", "morris", "6", "5", "4"]),
    ("ninetka-arena", ["6", "7"]),
    ("ninetka-arena", ["6", "5", "--seed", "1e9"]),
    ("ninetka-arena", ["6", "\x1b[31mred\u202e" + "x" * 10_000]),
    ("ninetka-engine", ["--level", "3"]),
    ("ninetka-engine", ["anything"]),
    ("ninetka", ["--frobnicate"]),
    ("ninetka", ["--size", "10x10", "--screenshot", "OUT"]),
    ("ninetka", ["--size", "9" * 30 + "x1", "--screenshot", "OUT"]),
    ("ninetka", ["--moves", "d6", "--screenshot", "OUT"]),
    ("ninetka", ["--language", "xx"]),
    ("ninetka", ["one.ninetka", "two.ninetka"]),
]


def run(command: str, args: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    file = folder / "a-file"
    file.write_text("not a folder")
    args = [a.replace("FILE", str(file)).replace("OUT", str(folder / "out.png")) for a in args]
    env = dict(os.environ, NINETKA_HOME=str(folder / "home"), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", MODULES[command], *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize(("command", "args"), REFUSED)
def test_a_bad_argument_is_a_one_line_usage_error(
    command: str, args: list[str], tmp_path: Path
) -> None:
    result = run(command, args, tmp_path)
    lines = [line for line in result.stderr.splitlines() if "does not support" not in line]
    assert result.returncode == 2, result.stderr[-2000:]
    assert len(lines) == 1 and lines[0].startswith(f"{command}"), result.stderr[-2000:]
    assert "Traceback" not in result.stderr and len(lines[0]) < 400
    assert lines[0].isprintable()
    assert not (tmp_path / "out.png").exists()


@pytest.mark.parametrize(
    ("parser", "limits"),
    [
        (tablebase_parser(), ["3 to 9", "0 (off) to 126", "1 to 64", "1 to 1,000,000,000,000"]),
        (arena_parser(), ["1 to 1,000,000", "1 to 1024", "never more worker processes"]),
        (app_parser(), ["200 to 8000 pixels"]),
    ],
)
def test_help_states_the_limits(parser: argparse.ArgumentParser, limits: list[str]) -> None:
    text = " ".join(parser.format_help().split())
    subcommands = [
        sub.format_help()
        for action in parser._actions
        if isinstance(action, argparse._SubParsersAction)
        for sub in action.choices.values()
    ]
    text += " ".join(" ".join(s.split()) for s in subcommands)
    assert [limit for limit in limits if limit not in text] == []


def test_a_million_games_are_set_up_one_at_a_time_on_no_more_processes_than_cpus() -> None:
    args = argparse.Namespace(
        entrants=["6", "5"], game="9tka", games=1_000_000, neutrals="random", seed=3
    )
    specs = GameSpecs(args)
    assert len(specs) == 1_000_000
    assert specs[999_999].index == 999_999 and specs[-1] == specs[999_999]
    assert specs[1].seats == ("5", "6") and specs[2].seats == ("6", "5")
    assert sys.getsizeof(specs.__dict__) < 10_000
    cpus = os.cpu_count() or 1
    assert worker_count(1024, 3) == min(3, cpus)
    assert worker_count(2, 1) == 1


TOKENS = st.sampled_from(
    [
        "build", "verify", "info", "3", "7", "-1", "0", "99999999999999999999", "1e9", "٣",
        "--limit", "--threads", "--step", "--dir", "--rules", "both", "--games", "--jobs",
        "--seed", "--save-dir", "--game", "morris", "greedy", "6", "--size", "1x1", "--moves",
        "--variant", "three", "--language", "\x00", "\u202e", "--", "-", "--help=x", "x" * 500,
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(TOKENS | st.text(max_size=12), max_size=8))
def test_any_arguments_parse_or_are_refused_as_usage_errors(args: list[str]) -> None:
    """Every parser either takes the arguments or exits 2: no other exception, no traceback
    (nothing runs here: only the parsers)."""
    asks = ("--help", "--version")
    if any(a == "-h" or (len(a) > 2 and any(w.startswith(a.split("=")[0]) for w in asks))
           for a in args):
        return  # help and version exit 0 (abbreviated too)
    for parse in (
        tablebase_parser().parse_args,
        arena_parser().parse_args,
        engine_parser().parse_args,
        lambda a: parse_arguments(["ninetka", *a], strict=True),
    ):
        try:
            parse(args)
        except SystemExit as stop:
            assert stop.code == 2
