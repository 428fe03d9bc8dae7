"""Dialog tests keep every user file in a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("NINETKA_HOME", str(tmp_path))
    return tmp_path
