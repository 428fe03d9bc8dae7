"""Shared test configuration: offscreen Qt and the --runslow flag for long tests."""

from __future__ import annotations

import gc
import os
from collections.abc import Iterator

import pytest
from helpers.message_boxes import MessageBoxes, record_message_boxes

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="run slow tests")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--runslow"):
        return
    skip_slow = pytest.mark.skip(reason="slow: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)



@pytest.fixture(autouse=True, scope="session")
def _no_installed_tablebases() -> None:
    """The Morris AI reads no endgame tables but those a test gives it, and no window builds
    any: tables would change what the strong levels play. The AI workers a window starts are
    given the same folders (none), so not even the tables an installer build leaves in the
    checkout's resources/tablebases reach them."""
    from ninetka_desktop.ai.morris.tablebase import use_tablebases
    from ninetka_desktop.ui import tablebase_keeper

    use_tablebases([])
    tablebase_keeper.BACKGROUND_BUILDS = False


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> MessageBoxes:
    """Every QMessageBox the app opens with ``exec`` is recorded and answered at once."""
    return record_message_boxes(monkeypatch)


@pytest.fixture(autouse=True)
def _collect_garbage_when_due() -> Iterator[None]:
    """Once a window was made the automatic collector is off (the window's thread collects on
    a timer); a test that runs no event loop still gets the collection that came due."""
    yield
    if not gc.isenabled():
        from ninetka_desktop.ui.main_thread_gc import collect_if_due

        collect_if_due()
