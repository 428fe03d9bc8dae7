"""Build Ninetka Desktop's installers for the platform this runs on (`make dist`).

    python packaging/build_dist.py [--self-test]

1. renders the icons (packaging/make_icons.py) into build/icons, synthesises the sound effects
   (packaging/make_sounds.py) into resources/sounds, and compiles the app's translations
   (packaging/translations.py compile) when there are any;
2. freezes the app with PyInstaller (packaging/ninetka.spec) into build/pyinstaller/dist;
3. wraps it for the platform, into dist/:
   - Linux: Ninetka-VERSION-linux-ARCH.tar.gz (the bundle, a .desktop file, hicolor icons,
     AppStream metadata, install.sh) and, when appimagetool is on PATH, an AppImage;
   - Windows: Ninetka-VERSION-windows-x64.zip (portable) and, when Inno Setup's ISCC is
     installed, Ninetka-Setup-VERSION.exe (packaging/windows/ninetka.iss);
   - macOS: "Ninetka Desktop.app" and Ninetka-VERSION-macos-ARCH.dmg.

--self-test then runs the frozen app's own ``--self-test`` (offscreen) and fails the build when
it fails. Needs the `dist` extra (PyInstaller): `pip install -e '.[dist]'`.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
BUILD = ROOT / "build"
ICONS = BUILD / "icons"
PYI_DIST = BUILD / "pyinstaller" / "dist"
PYI_WORK = BUILD / "pyinstaller" / "work"
DIST = ROOT / "dist"
#: Icon sizes installed into the hicolor theme (the scalable SVG goes in as well).
HICOLOR_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
SELF_TEST_TIMEOUT_S = 300


@dataclass(frozen=True)
class Project:
    version: str
    exe_name: str  # "ninetka"
    display_name: str  # "Ninetka Desktop"
    app_id: str  # "org.ninetka.desktop"
    artefact_name: str  # "Ninetka"
    record_mime_type: str  # "application/x-ninetka-record"

    @classmethod
    def load(cls) -> Project:
        data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
        dist = data["tool"]["ninetka-dist"]
        return cls(
            version=data["project"]["version"],
            exe_name=next(iter(data["project"]["gui-scripts"])),
            display_name=dist["display-name"],
            app_id=dist["app-id"],
            artefact_name=dist["artefact-name"],
            record_mime_type=dist["record-mime-type"],
        )


class BuildError(Exception):
    pass


def log(message: str) -> None:
    print(f"build_dist: {message}", flush=True)


def run(command: list[str | Path], **kwargs: object) -> None:
    log(" ".join(str(part) for part in command))
    subprocess.run([str(part) for part in command], check=True, **kwargs)  # type: ignore[call-overload]


def check_versions(project: Project) -> None:
    """The version lives in three files; a release with two versions in it is refused."""
    init = (ROOT / "ninetka_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'^__version__ = "([^"]+)"', init, re.MULTILINE)
    if not match or match.group(1) != project.version:
        raise BuildError(
            f"pyproject.toml says {project.version}, ninetka_desktop/__init__.py says "
            f"{match.group(1) if match else 'nothing'}"
        )
    metainfo = (PACKAGING / "linux" / f"{project.app_id}.metainfo.xml").read_text(encoding="utf-8")
    if f'<release version="{project.version}"' not in metainfo:
        raise BuildError(
            f"packaging/linux/{project.app_id}.metainfo.xml has no <release> for "
            f"{project.version}"
        )


def machine() -> str:
    arch = platform.machine().lower()
    return {"amd64": "x64", "x86_64": "x86_64", "aarch64": "aarch64", "arm64": "arm64"}.get(
        arch, arch
    )


# --- the frozen app ---------------------------------------------------------------------------


def make_icons() -> None:
    run([sys.executable, PACKAGING / "make_icons.py", ICONS], stdout=subprocess.DEVNULL)


def make_sounds() -> None:
    """The sound effects, beside the other resources the bundle carries (resources/sounds)."""
    run([sys.executable, PACKAGING / "make_sounds.py"], cwd=ROOT)


#: The tables the installers carry (``ai.morris.tablebase.shipped_sets``): Nine Men's Morris's
#: default rules (flying on) up to five men a side, about 4.2 MiB; Three Men's Morris solved whole
#: with and without the centre opening, a few KiB; Six Men's Morris solved whole, about 3.7 MiB.
SHIPPED_TABLES = (
    ["5", "--rules", "flying"],
    ["3", "--game", "three"],
    ["3", "--game", "three", "--option", "centre_opening=off"],
    ["6", "--game", "six"],
)


def make_tablebases() -> None:
    """The Morris endgame tables the installers carry (``SHIPPED_TABLES``) into
    resources/tablebases (tables already there are kept; about two minutes otherwise). Other
    rules' tables are built by the app on first use."""
    for arguments in SHIPPED_TABLES:
        run(
            [
                sys.executable,
                "-m",
                "ninetka_desktop.tablebase.cli",
                "build",
                *arguments,
                "--dir",
                str(ROOT / "resources" / "tablebases"),
            ],
            cwd=ROOT,
        )


def compile_translations() -> None:
    """The app's catalogues compiled (.ts to .qm, beside them), so that the bundle carries them:
    the frozen app has no lrelease to compile them at start-up."""
    script = PACKAGING / "translations.py"
    if script.is_file() and any((ROOT / "resources" / "translations").glob("*.ts")):
        run([sys.executable, script, "compile"], cwd=ROOT)


def freeze(project: Project) -> Path:
    """Run PyInstaller; the one-folder bundle (the .app on macOS)."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError("PyInstaller is missing: pip install -e '.[dist]' (make dist does it)")
    shutil.rmtree(PYI_DIST, ignore_errors=True)
    run(
        [
            sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
            "--distpath", PYI_DIST, "--workpath", PYI_WORK, PACKAGING / "ninetka.spec",
        ],
        cwd=ROOT,
    )
    if sys.platform == "darwin":
        return PYI_DIST / f"{project.display_name}.app"
    return PYI_DIST / project.exe_name


def bundle_executable(project: Project, bundle: Path) -> Path:
    if sys.platform == "darwin":
        return bundle / "Contents" / "MacOS" / project.exe_name
    if sys.platform == "win32":
        return bundle / f"{project.exe_name}.exe"
    return bundle / project.exe_name


def self_test(executable: Path) -> None:
    """The frozen app plays its self-test game; BuildError when it does not pass."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("NINETKA_HOME", None)
    log(f"{executable} --self-test")
    try:
        result = subprocess.run(
            [str(executable), "--self-test"], env=env, cwd=executable.parent,
            capture_output=True, text=True, timeout=SELF_TEST_TIMEOUT_S,
        )
    except subprocess.TimeoutExpired as exc:
        raise BuildError(f"the self-test did not end within {SELF_TEST_TIMEOUT_S} s") from exc
    sys.stdout.write(result.stdout)
    sys.stderr.write(result.stderr)
    if result.returncode != 0:
        raise BuildError(f"the self-test failed with exit status {result.returncode}")


def folder_size(path: Path) -> int:
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# --- Linux ------------------------------------------------------------------------------------


def desktop_entry(project: Project) -> str:
    return (PACKAGING / "linux" / f"{project.app_id}.desktop").read_text(encoding="utf-8")


def add_share_files(project: Project, share: Path) -> None:
    """The .desktop file, the hicolor icons (the app's and its saved games'), the saved-game
    MIME type, the AppStream metadata and the man pages under ``share``."""
    (share / "applications").mkdir(parents=True, exist_ok=True)
    (share / "applications" / f"{project.app_id}.desktop").write_text(
        desktop_entry(project), encoding="utf-8"
    )
    record_icon = project.record_mime_type.replace("/", "-")  # the MIME spec's default name
    for size in HICOLOR_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}"
        (folder / "apps").mkdir(parents=True, exist_ok=True)
        (folder / "mimetypes").mkdir(parents=True, exist_ok=True)
        shutil.copy2(ICONS / f"ninetka-{size}.png", folder / "apps" / f"{project.app_id}.png")
        shutil.copy2(
            ICONS / f"ninetka-record-{size}.png", folder / "mimetypes" / f"{record_icon}.png"
        )
    scalable = share / "icons" / "hicolor" / "scalable"
    (scalable / "apps").mkdir(parents=True, exist_ok=True)
    (scalable / "mimetypes").mkdir(parents=True, exist_ok=True)
    icons = ROOT / "resources" / "icons"
    shutil.copy2(icons / "ninetka.svg", scalable / "apps" / f"{project.app_id}.svg")
    shutil.copy2(icons / "ninetka-record.svg", scalable / "mimetypes" / f"{record_icon}.svg")
    (share / "mime" / "packages").mkdir(parents=True, exist_ok=True)
    shutil.copy2(
        PACKAGING / "linux" / f"{project.app_id}.mime.xml",
        share / "mime" / "packages" / f"{project.app_id}.xml",
    )
    (share / "metainfo").mkdir(parents=True, exist_ok=True)
    shutil.copy2(
        PACKAGING / "linux" / f"{project.app_id}.metainfo.xml",
        share / "metainfo" / f"{project.app_id}.metainfo.xml",
    )
    (share / "man" / "man1").mkdir(parents=True, exist_ok=True)
    for page in sorted((PACKAGING / "man").glob("*.1")):
        shutil.copy2(page, share / "man" / "man1" / page.name)


def package_linux(project: Project, bundle: Path) -> list[Path]:
    stem = f"{project.artefact_name}-{project.version}-linux-{machine()}"
    stage = BUILD / "linux" / stem
    shutil.rmtree(stage.parent, ignore_errors=True)
    stage.mkdir(parents=True)
    shutil.copytree(bundle, stage / project.exe_name, symlinks=True)
    add_share_files(project, stage / "share")
    shutil.copy2(ROOT / "LICENSE", stage / "LICENSE")
    for script in ("install.sh",):
        target = stage / script
        shutil.copy2(PACKAGING / "linux" / script, target)
        target.chmod(0o755)
    (stage / "README.txt").write_text(
        f"{project.display_name} {project.version}\n\n"
        "Run ./install.sh to add it to your applications menu (no root needed);\n"
        "./install.sh --uninstall removes it again. Or start ./ninetka/ninetka in place.\n",
        encoding="utf-8",
    )
    DIST.mkdir(exist_ok=True)
    archive = DIST / f"{stem}.tar.gz"
    log(f"writing {archive}")
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:
        tar.add(stage, arcname=stem)
    artefacts = [archive]
    appimage = make_appimage(project, bundle)
    if appimage is not None:
        artefacts.append(appimage)
    return artefacts


APPRUN = """#!/bin/sh
# The AppImage's entry point: start the bundled app.
HERE="$(dirname "$(readlink -f "$0")")"
exec "$HERE/usr/lib/{exe}/{exe}" "$@"
"""


def make_appimage(project: Project, bundle: Path) -> Path | None:
    tool = shutil.which("appimagetool")
    if tool is None:
        log("appimagetool is not on PATH: no AppImage this time (the tar.gz is complete)")
        return None
    appdir = BUILD / "linux" / f"{project.artefact_name}.AppDir"
    shutil.copytree(bundle, appdir / "usr" / "lib" / project.exe_name, symlinks=True)
    add_share_files(project, appdir / "usr" / "share")
    (appdir / f"{project.app_id}.desktop").write_text(desktop_entry(project), encoding="utf-8")
    shutil.copy2(ICONS / "ninetka-256.png", appdir / f"{project.app_id}.png")
    (appdir / ".DirIcon").symlink_to(f"{project.app_id}.png")
    apprun = appdir / "AppRun"
    apprun.write_text(APPRUN.format(exe=project.exe_name), encoding="utf-8")
    apprun.chmod(0o755)
    arch = {"x64": "x86_64"}.get(machine(), machine())
    target = DIST / f"{project.artefact_name}-{project.version}-{arch}.AppImage"
    run([tool, appdir, target], env=dict(os.environ, ARCH=arch))
    return target


# --- Windows ----------------------------------------------------------------------------------


def find_iscc() -> Path | None:
    found = shutil.which("ISCC") or shutil.which("iscc")
    if found:
        return Path(found)
    for variable in ("ProgramFiles(x86)", "ProgramFiles", "LOCALAPPDATA"):
        base = os.environ.get(variable)
        if not base:
            continue
        for sub in ("Inno Setup 6", os.path.join("Programs", "Inno Setup 6")):
            candidate = Path(base) / sub / "ISCC.exe"
            if candidate.is_file():
                return candidate
    return None


def package_windows(project: Project, bundle: Path) -> list[Path]:
    DIST.mkdir(exist_ok=True)
    portable = DIST / f"{project.artefact_name}-{project.version}-windows-{machine()}"
    log(f"writing {portable}.zip")
    zipped = Path(shutil.make_archive(str(portable), "zip", bundle.parent, bundle.name))
    artefacts = [zipped]
    iscc = find_iscc()
    if iscc is None:
        log("Inno Setup (ISCC.exe) is not installed: no Setup.exe this time")
        return artefacts
    run(
        [
            iscc, "/Q",
            f"/DAppVersion={project.version}",
            f"/DAppName={project.display_name}",
            f"/DAppExeName={project.exe_name}.exe",
            f"/DArtefactName={project.artefact_name}",
            f"/DSourceDir={bundle}",
            f"/DIconFile={ICONS / 'ninetka.ico'}",
            f"/DRecordIconFile={ICONS / 'ninetka-record.ico'}",
            f"/DOutputDir={DIST}",
            PACKAGING / "windows" / "ninetka.iss",
        ]
    )
    artefacts.append(DIST / f"{project.artefact_name}-Setup-{project.version}.exe")
    return artefacts


# --- macOS ------------------------------------------------------------------------------------


def package_macos(project: Project, bundle: Path) -> list[Path]:
    DIST.mkdir(exist_ok=True)
    app = DIST / bundle.name
    shutil.rmtree(app, ignore_errors=True)
    run(["ditto", bundle, app])  # keeps the bundle's symlinks, attributes and signature
    stage = BUILD / "dmg"
    shutil.rmtree(stage, ignore_errors=True)
    stage.mkdir(parents=True)
    run(["ditto", bundle, stage / bundle.name])
    (stage / "Applications").symlink_to("/Applications")  # drag the app onto it to install
    dmg = DIST / f"{project.artefact_name}-{project.version}-macos-{machine()}.dmg"
    command: list[str | Path] = [
        "hdiutil", "create", "-volname", f"{project.display_name} {project.version}",
        "-srcfolder", stage, "-fs", "HFS+", "-format", "UDZO", "-ov", dmg,
    ]
    for attempt in range(3):  # hdiutil now and then fails with "Resource busy" on CI
        try:
            run(command)
            break
        except subprocess.CalledProcessError:
            if attempt == 2:
                raise
            time.sleep(5)
    return [app, dmg]


# --- main -------------------------------------------------------------------------------------


def write_checksum(artefact: Path) -> Path:
    """``ARTEFACT.sha256`` beside it, in sha256sum's format (``sha256sum -c`` checks it); the
    release job joins them into the SHA256SUMS it publishes with the installers."""
    digest = hashlib.sha256()
    with artefact.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    target = artefact.with_name(artefact.name + ".sha256")
    target.write_text(f"{digest.hexdigest()}  {artefact.name}\n", encoding="utf-8")
    return target


def build(run_self_test: bool) -> list[Path]:
    project = Project.load()
    check_versions(project)
    started = time.monotonic()
    make_icons()
    make_sounds()
    make_tablebases()
    compile_translations()
    bundle = freeze(project)
    executable = bundle_executable(project, bundle)
    if not executable.is_file():
        raise BuildError(f"PyInstaller made no {executable}")
    log(f"bundle: {bundle} ({folder_size(bundle) / 2**20:.0f} MiB)")
    if run_self_test:
        self_test(executable)
    if sys.platform.startswith("linux"):
        artefacts = package_linux(project, bundle)
    elif sys.platform == "win32":
        artefacts = package_windows(project, bundle)
    elif sys.platform == "darwin":
        artefacts = package_macos(project, bundle)
    else:
        raise BuildError(f"no installer for {sys.platform}")
    for path in artefacts:
        write_checksum(path)
    log(f"done in {time.monotonic() - started:.0f} s:")
    for path in artefacts:
        size = folder_size(path) if path.is_dir() else path.stat().st_size
        print(f"  {path.relative_to(ROOT)}  ({size / 2**20:.1f} MiB)")
    return artefacts


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--self-test", action="store_true", help="run the frozen app's --self-test after building"
    )
    args = parser.parse_args(argv[1:])
    try:
        build(args.self_test)
    except (BuildError, subprocess.CalledProcessError) as exc:
        print(f"build_dist: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
