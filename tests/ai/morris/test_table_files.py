"""Endgame table files changed under the programs that read them, damaged, or half written on a
full disk: nothing dies of a signal, a table is refused with its reason, and no build leaves
its temporary files behind."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers.tiny_disk import tiny_disk

from ninetka_desktop.ai.morris.table_files import check_table_file
from ninetka_desktop.ai.morris.tablebase import installed_tables, table_set_for
from ninetka_desktop.tablebase.cli import main as tablebase_main

TOOL = [sys.executable, "-m", "ninetka_desktop.tablebase.cli"]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("tables")
    assert tablebase_main(["build", "4", "--dir", str(folder), "--rules", "flying"]) == 0
    return folder


def copy_of(tables: Path, folder: Path) -> Path:
    folder.mkdir()
    for table in tables.glob("*.ntb"):
        (folder / table.name).write_bytes(table.read_bytes())
    return folder


def test_verify_survives_a_table_truncated_in_place_while_it_reads_it(
    built: Path, tmp_path: Path
) -> None:
    folder = copy_of(built, tmp_path / "tables")
    verify = subprocess.Popen(
        [*TOOL, "verify", "4", "--dir", str(folder), "--rules", "flying"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert verify.stdout is not None
    assert verify.stdout.readline().startswith("  3-3:")
    # Checking 3-4 now, its table read: cut it short in place, as `cp other.ntb 3v4.ntb` does.
    time.sleep(0.5)
    with open(folder / "morris-3v4-fly-100.ntb", "r+b") as table:
        table.truncate(64)
    _, err = verify.communicate(timeout=300)
    assert verify.returncode in (0, 1), (verify.returncode, err)  # never -SIGBUS
    assert "Traceback" not in err
    if verify.returncode:
        assert "morris-3v4-fly-100.ntb" in err and "bytes where the header promises" in err


PROBE_AFTER_TRUNCATION = """
import os, sys
from pathlib import Path
from ninetka_desktop.ai.morris.tablebase import probe, use_tablebases
from ninetka_desktop._core import morris_analyse
from ninetka_desktop.ai.morris.native import to_core
from ninetka_desktop.games.morris import MorrisState
folder = Path(sys.argv[1])
use_tablebases([folder])
state = MorrisState.from_position(["a1", "g7", "d2"], ["g1", "c4", "e5"], (0, 0), 0)
before = probe(state)
size = {p: p.stat().st_size for p in folder.glob("*.ntb")}
for path in size:  # in place, then the same length again: the set in use stays the same
    with open(path, "r+b") as table:
        table.truncate(0)
        table.truncate(size[path])
print(before == probe(state), flush=True)
raw = morris_analyse(to_core(state), 20_000, 6, tables=True, every_move=True)
print(len(raw["ranked"]) > 0, flush=True)
"""


def test_a_search_keeps_its_own_tables_when_their_files_are_rewritten_in_place(
    built: Path, tmp_path: Path
) -> None:
    folder = copy_of(built, tmp_path / "tables")
    result = subprocess.run(
        [sys.executable, "-c", PROBE_AFTER_TRUNCATION, str(folder)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, (result.returncode, result.stderr[-2000:])
    assert result.stdout.split() == ["True", "True"]


def test_a_damaged_or_misnamed_table_is_not_installed(built: Path, tmp_path: Path) -> None:
    folder = copy_of(built, tmp_path / "tables")
    table = folder / "morris-3v3-fly-100.ntb"
    assert check_table_file(table) is None
    data = bytearray(table.read_bytes())
    data[5000] ^= 1
    table.write_bytes(bytes(data))
    assert "checksum" in (check_table_file(table) or "")
    os.replace(folder / "morris-4v3-fly-100.ntb", folder / "morris-3v4-fly-100.ntb")
    assert "another table" in (check_table_file(folder / "morris-3v4-fly-100.ntb") or "")
    (folder / "morris-4v4-fly-100.ntb").write_bytes(b"")
    found = installed_tables(table_set_for({}, 4), dirs=[folder])
    assert sorted(found.missing) == [
        "morris-3v3-fly-100.ntb", "morris-3v4-fly-100.ntb", "morris-4v3-fly-100.ntb",
        "morris-4v4-fly-100.ntb",
    ]
    assert len(found.damaged) == 3  # 4v3 is gone, not damaged
    # A whole copy in a later folder is the one read.
    assert installed_tables(table_set_for({}, 3), dirs=[folder, built]).missing == []


def test_a_build_on_a_full_disk_says_why_and_leaves_no_temporary_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with tiny_disk(tmp_path / "disk", size="400k") as disk:
        # What a build killed earlier left: removed by the next build.
        leftover = disk / "morris-3v4-fly-100.ntb.4194400-0.part"
        leftover.write_bytes(b"\0" * 1000)
        assert tablebase_main(["build", "4", "--dir", str(disk), "--rules", "flying"]) == 1
        assert "No space left on device" in capsys.readouterr().err
        names = sorted(p.name for p in disk.iterdir())
        assert names == ["morris-3v3-fly-100.ntb"], names
        # A retry fails the same way and adds nothing.
        assert tablebase_main(["build", "4", "--dir", str(disk), "--rules", "flying"]) == 1
        assert sorted(p.name for p in disk.iterdir()) == names
