"""Endgame tables built for a test module into a folder of its own and read by the searches
while the module runs (then none again, as every test starts)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ninetka_desktop.ai.morris.tablebase import use_tablebases
from ninetka_desktop.tablebase.cli import main as tablebase_main


def built_tables(
    factory: pytest.TempPathFactory, men: int, rules: str = "flying"
) -> Iterator[Path]:
    """Nine Men's Morris's tables up to ``men`` a side (``rules``: flying, no-flying or both),
    read by the searches until the generator ends: the body of a module's fixture."""
    folder = factory.mktemp("tables")
    assert tablebase_main(["build", str(men), "--dir", str(folder), "--rules", rules]) == 0
    use_tablebases([folder])
    yield folder
    use_tablebases([])
