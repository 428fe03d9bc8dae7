"""The installer as a user gets it (slow: `make test-dist`, or pytest --runslow).

Builds with packaging/build_dist.py (what `make dist` runs), then on Linux unpacks the tar.gz,
runs install.sh into a scratch home, starts the installed program's --self-test offscreen and
uninstalls again. Elsewhere it runs the bundle's own --self-test.
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

import pytest

from ninetka_desktop.games import new_game
from ninetka_desktop.games.records import RECORD_SUFFIX, save_record

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "org.ninetka.desktop"
MIME_TYPE = "application/x-ninetka-record"
#: The Linux one-folder bundle must stay below this (issue 6).
MAX_BUNDLE_MIB = 150

pytestmark = pytest.mark.slow


def project() -> tuple[str, str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data["project"]["version"], data["tool"]["ninetka-dist"]["artefact-name"]


def scratch_env(home: Path) -> dict[str, str]:
    """A user with nothing but a home folder: no NINETKA_HOME, no Python paths."""
    return {
        "HOME": str(home),
        "PATH": "/usr/bin:/bin",
        "QT_QPA_PLATFORM": "offscreen",
        "LANG": "C.UTF-8",
    }


def self_test(executable: Path, env: dict[str, str]) -> None:
    result = subprocess.run(
        [str(executable), "--self-test"], env=env, cwd=executable.parent.parent,
        capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    if sys.platform != "win32":  # a windowed .exe may have no standard output to write to
        assert "self-test passed" in result.stdout


def folder_mib(path: Path) -> float:
    total = sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())
    return total / 2**20


@pytest.fixture(scope="module")
def built() -> list[Path]:
    if importlib.util.find_spec("PyInstaller") is None:
        pytest.fail("PyInstaller is missing: run `make test-dist` (it installs the dist extra)")
    result = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build_dist.py")],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    version, name = project()
    return sorted((ROOT / "dist").glob(f"{name}*{version}*"))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive")
def test_linux_archive_installs_runs_and_uninstalls(built: list[Path], tmp_path: Path) -> None:
    version, name = project()
    archives = [path for path in built if path.name.endswith(".tar.gz") and "-linux-" in path.name]
    assert len(archives) == 1, built
    # Each installer has its checksum beside it, in the format `sha256sum -c` reads.
    checksum = archives[0].with_name(archives[0].name + ".sha256")
    check = subprocess.run(
        ["sha256sum", "-c", checksum.name], cwd=checksum.parent, capture_output=True, text=True
    )
    assert check.returncode == 0, check.stdout + check.stderr
    with tarfile.open(archives[0]) as tar:
        tar.extractall(tmp_path / "unpacked", filter="tar")
    (top,) = (tmp_path / "unpacked").iterdir()
    assert top.name == f"{name}-{version}-linux-{os.uname().machine}"
    bundle = top / "ninetka"
    assert folder_mib(bundle) < MAX_BUNDLE_MIB
    # The licence travels with the archive and inside the program.
    assert (top / "LICENSE").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert (bundle / "_internal" / "LICENSE").is_file()

    desktop = top / "share" / "applications" / f"{APP_ID}.desktop"
    assert "Categories=Game;BoardGame;" in desktop.read_text(encoding="utf-8").splitlines()
    metainfo = top / "share" / "metainfo" / f"{APP_ID}.metainfo.xml"
    for tool, args in (
        ("desktop-file-validate", [str(desktop)]),
        ("appstreamcli", ["validate", "--no-net", str(metainfo)]),
    ):
        if shutil.which(tool):
            check = subprocess.run([tool, *args], capture_output=True, text=True)
            assert check.returncode == 0, check.stdout + check.stderr

    home = tmp_path / "home"
    home.mkdir()
    env = scratch_env(home)
    install = subprocess.run(
        [str(top / "install.sh")], env=env, capture_output=True, text=True, timeout=120
    )
    assert install.returncode == 0, install.stderr
    local = home / ".local"
    program = local / "opt" / "ninetka" / "ninetka"
    entry = local / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={program} %f" in entry.read_text(encoding="utf-8").splitlines()
    for size in (16, 32, 48, 256, 512):
        assert (local / "share" / "icons" / "hicolor" / f"{size}x{size}" / "apps"
                / f"{APP_ID}.png").is_file()
    assert (local / "share" / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (local / "share" / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    assert (local / "bin" / "ninetka").resolve() == program
    # The app's translations travel compiled: the frozen app cannot compile them itself.
    bundled = program.parent / "_internal" / "resources" / "translations"
    for ts in sorted((ROOT / "resources" / "translations").glob("*.ts")):
        assert (bundled / ts.with_suffix(".qm").name).is_file(), ts.name

    shutil.rmtree(tmp_path / "unpacked")  # the installed copy must stand on its own
    self_test(program, env)
    assert not (home / ".config").exists()  # the self-test left the user's folders alone
    opens_saved_games_by_their_type(program, home, env)

    uninstall = subprocess.run(
        [str(program.parent / "install.sh"), "--uninstall"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert uninstall.returncode == 0, uninstall.stderr
    # Everything installed is gone; the user's own data (the game xdg-open played) stays.
    data = local / "share" / "Ninetka Desktop"
    leftovers = [p for p in local.rglob("*") if p.is_file() and "ninetka" in str(p).lower()
                 and data not in p.parents]
    assert leftovers == []
    assert (data / "autosave.json").is_file()


def opens_saved_games_by_their_type(program: Path, home: Path, env: dict[str, str]) -> None:
    """The installed file type: the desktop knows a .ninetka file as ours, names the app for
    it, and xdg-open (a double-click) starts the app with the file, which it opens."""
    for tool in ("xdg-mime", "xdg-open", "mimetype", "update-desktop-database"):
        assert shutil.which(tool), f"{tool} is missing (xdg-utils, libfile-mimeinfo-perl, " \
            "desktop-file-utils: .ci/run installs them)"
    local = home / ".local" / "share"
    assert (local / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    assert (local / "man" / "man1" / "ninetka.1").is_file()
    state = new_game("9tka", {"players": 2})
    for move in ("E6", "D5", "F4"):
        state.play(move)
    record = home / f"A saved game{RECORD_SUFFIX}"
    save_record(record, state)
    query = subprocess.run(
        ["xdg-mime", "query", "filetype", str(record)], env=env, capture_output=True, text=True
    )
    assert query.stdout.strip() == MIME_TYPE, query.stdout + query.stderr
    default = subprocess.run(
        ["xdg-mime", "query", "default", MIME_TYPE], env=env, capture_output=True, text=True
    )
    assert default.stdout.strip() == f"{APP_ID}.desktop", default.stdout + default.stderr
    # xdg-open runs the menu entry's command with the file; the app opens it and autosaves it.
    autosave = local / "Ninetka Desktop" / "autosave.json"
    # xdg-open looks for a desktop application only when there is a display; the app itself
    # stays offscreen.
    opener = subprocess.Popen(
        ["xdg-open", str(record)], env={**env, "DISPLAY": ":77"}, start_new_session=True,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not autosave.is_file():
            time.sleep(0.5)
        assert autosave.is_file(), "the app did not start with the saved game"
        assert json.loads(autosave.read_text(encoding="utf-8"))["moves"] == ["E6", "D5", "F4"]
    finally:
        # SIGTERM closes the app as Quit does; wait until it has, before it is uninstalled.
        os.killpg(opener.pid, signal.SIGTERM)
        opener.wait(timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and subprocess.run(
            ["pgrep", "-f", str(program)], capture_output=True
        ).returncode == 0:
            time.sleep(0.3)


@pytest.mark.skipif(sys.platform.startswith("linux"), reason="Linux runs the installed copy")
def test_bundle_self_test(built: list[Path], tmp_path: Path) -> None:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    exe = next(iter(data["project"]["gui-scripts"]))
    dist = ROOT / "build" / "pyinstaller" / "dist"
    if sys.platform == "darwin":
        display = data["tool"]["ninetka-dist"]["display-name"]
        executable = dist / f"{display}.app" / "Contents" / "MacOS" / exe
    else:
        executable = dist / exe / f"{exe}.exe"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("NINETKA_HOME", None)
    self_test(executable, env)
