"""The Linux metadata files as they ship: the desktop entry, the AppStream metadata, the MIME
type of saved games and the man pages pass their validators, and agree with each other and with
the app (the extension, the MIME type, every command-line option and engine command)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from ninetka_desktop.app import argument_parser
from ninetka_desktop.arena.cli import argument_parser as arena_parser
from ninetka_desktop.games.records import RECORD_SUFFIX
from ninetka_desktop.protocol.session import EngineSession

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
MAN = ROOT / "packaging" / "man"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
DIST = PYPROJECT["tool"]["ninetka-dist"]
APP_ID = DIST["app-id"]
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
TRANSLATED = ("pl", "eo", "bg")


def validate(tool: str, *args: str) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    result = subprocess.run([tool, *args], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def desktop_keys() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines[1:] if "=" in line)


def test_the_desktop_entry_validates() -> None:
    validate("desktop-file-validate", str(DESKTOP))


def test_the_appstream_metadata_validates() -> None:
    validate("appstream-util", "validate", "--nonet", str(METAINFO))
    validate("appstreamcli", "validate", "--no-net", str(METAINFO))


def test_the_mime_type_is_valid_shared_mime_info(tmp_path: Path) -> None:
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database is not installed")
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    shutil.copy2(MIME, packages / f"{APP_ID}.xml")
    # As install.sh runs it for a user: the folder is that user's XDG_DATA_HOME.
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(tmp_path)}
    result = subprocess.run(
        ["update-mime-database", str(tmp_path / "mime")], capture_output=True, text=True, env=env
    )
    assert result.returncode == 0 and not result.stderr, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{DIST['record-mime-type']}:*{RECORD_SUFFIX}" in globs


def test_the_file_type_is_one_everywhere() -> None:
    assert "." + DIST["record-extension"] == RECORD_SUFFIX
    mime_type = ElementTree.parse(MIME).getroot().find(f"{MIME_NS}mime-type")
    assert mime_type is not None and mime_type.get("type") == DIST["record-mime-type"]
    glob = mime_type.find(f"{MIME_NS}glob")
    assert glob is not None and glob.get("pattern") == "*" + RECORD_SUFFIX
    # Every language of the app names the file type in the file manager.
    languages = {c.get("{http://www.w3.org/XML/1998/namespace}lang")
                 for c in mime_type.findall(f"{MIME_NS}comment")}
    assert languages == {None, *TRANSLATED}
    keys = desktop_keys()
    assert keys["MimeType"] == DIST["record-mime-type"] + ";"
    assert keys["Exec"].endswith(" %f")  # the double-clicked file reaches `ninetka FILE`
    provides = ElementTree.parse(METAINFO).getroot().find("provides")
    assert provides is not None
    assert DIST["record-mime-type"] in [m.text for m in provides.findall("mediatype")]
    iss = (ROOT / "packaging" / "windows" / "ninetka.iss").read_text(encoding="utf-8")
    assert f"Software\\Classes\\{RECORD_SUFFIX}" in iss
    spec = (ROOT / "packaging" / "ninetka.spec").read_text(encoding="utf-8")
    assert "CFBundleDocumentTypes" in spec and "UTExportedTypeDeclarations" in spec


def test_name_and_summary_are_translated() -> None:
    keys = desktop_keys()
    root = ElementTree.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for language in TRANSLATED:
        for key in ("Name", "GenericName", "Comment", "Keywords"):
            assert keys.get(f"{key}[{language}]"), (key, language)
        for tag in ("name", "summary"):
            assert [e for e in root.findall(tag) if e.get(lang) == language], (tag, language)


def test_the_urls_are_the_projects() -> None:
    root = ElementTree.parse(METAINFO).getroot()
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls == {
        "homepage": PYPROJECT["project"]["urls"]["Homepage"],
        "bugtracker": PYPROJECT["project"]["urls"]["Issues"],
    }
    # The screenshots are the README's pictures, which exist in the repository.
    for image in root.iter("image"):
        assert image.text is not None
        name = image.text.rsplit("/docs/screenshots/", 1)[1]
        assert (ROOT / "docs" / "screenshots" / name).is_file(), name


@pytest.mark.parametrize("page", ["ninetka", "ninetka-engine", "ninetka-arena"])
def test_each_man_page_renders_without_a_warning(page: str) -> None:
    if shutil.which("groff") is None:
        pytest.skip("groff is not installed")
    source = (MAN / f"{page}.1").read_text(encoding="utf-8")
    result = subprocess.run(
        ["groff", "-man", "-ww", "-z", "-Tutf8"], input=source, capture_output=True, text=True
    )
    assert result.returncode == 0 and not result.stderr, result.stderr


def man_words(page: str) -> str:
    # Man pages escape every hyphen and switch fonts inline: compare the text without them.
    text = (MAN / f"{page}.1").read_text(encoding="utf-8").replace("\\-", "-")
    return re.sub(r"\\f[BIRP]", " ", text)


@pytest.mark.parametrize(
    ("page", "parser"), [("ninetka", argument_parser()), ("ninetka-arena", arena_parser())]
)
def test_the_man_pages_name_every_option(page: str, parser: object) -> None:
    text = man_words(page)
    options = [o for action in parser._actions for o in action.option_strings]  # type: ignore[attr-defined]
    hidden = {o for action in parser._actions  # type: ignore[attr-defined]
              if action.help == "==SUPPRESS==" for o in action.option_strings}
    missing = [o for o in options if o not in hidden and not re.search(rf"{o}\b", text)]
    assert missing == []


def test_the_engine_man_page_names_every_command() -> None:
    text = man_words("ninetka-engine")
    reply = EngineSession().handle("list_commands")
    commands = reply.render().split()[1:]
    assert commands and [c for c in commands if not re.search(rf"\b{c}\b", text)] == []
