"""What the analysis tests share: the endgame tables of three men a side, built for a module
and read by its searches while it runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.built_tables import built_tables


@pytest.fixture(scope="module")
def three_men_tables(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The tables of three men against three, flying on and off, read by the searches."""
    yield from built_tables(tmp_path_factory, 3, "both")
