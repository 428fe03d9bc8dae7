"""What the analysis tests share: the endgame tables of three men a side, built for a module
and read by its searches while it runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ninetka_desktop.ai.morris.tablebase import use_tablebases
from ninetka_desktop.tablebase.cli import main as tablebase_main


@pytest.fixture(scope="module")
def three_men_tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The tables of three men against three, flying on and off, read by the searches."""
    folder = tmp_path_factory.mktemp("tables")
    assert tablebase_main(["build", "3", "--dir", str(folder), "--rules", "both"]) == 0
    use_tablebases([folder])
    yield folder
    use_tablebases([])
