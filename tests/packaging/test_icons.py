"""packaging/make_icons.py: every PNG size, and ICO and ICNS files that hold what they claim,
for the app's icon and the saved-game (file type) icon."""

from __future__ import annotations

import struct
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "make_icons.py"
#: The app's icon and the icon of a saved game, each drawn from resources/icons/NAME.svg.
NAMES = ("ninetka", "ninetka-record")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {
    b"ic11": 32, b"ic12": 64, b"ic07": 128, b"ic08": 256,
    b"ic13": 256, b"ic09": 512, b"ic14": 512, b"ic10": 1024,
}


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk; AssertionError when it is not a PNG."""
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.fixture(scope="module")
def icons(tmp_path_factory: pytest.TempPathFactory) -> Path:
    output = tmp_path_factory.mktemp("icons")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), str(output)],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return output


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("size", PNG_SIZES)
def test_every_png_size_is_drawn(icons: Path, name: str, size: int) -> None:
    data = (icons / f"{name}-{size}.png").read_bytes()
    assert png_size(data) == (size, size)
    image = QImage()
    assert image.loadFromData(data, "PNG")
    # Transparent corners around the rounded plate (or the sheet), and colour in the middle.
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


@pytest.mark.parametrize("name", NAMES)
def test_the_ico_holds_png_images_of_every_windows_size(icons: Path, name: str) -> None:
    data = (icons / f"{name}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES))
    sizes = []
    for index in range(count):
        entry = data[6 + 16 * index : 6 + 16 * (index + 1)]
        width, height, _colours, _reserved, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", entry
        )
        side = width or 256
        assert (height or 256) == side
        assert (planes, bits) == (1, 32)
        assert offset + length <= len(data)
        assert png_size(data[offset : offset + length]) == (side, side)
        sizes.append(side)
    assert sizes == sorted(ICO_SIZES)


@pytest.mark.parametrize("name", NAMES)
def test_the_icns_holds_a_png_chunk_of_each_type(icons: Path, name: str) -> None:
    data = (icons / f"{name}.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    chunks: dict[bytes, bytes] = {}
    position = 8
    while position < len(data):
        kind = data[position : position + 4]
        length = struct.unpack(">I", data[position + 4 : position + 8])[0]
        assert length >= 8 and position + length <= len(data)
        chunks[kind] = data[position + 8 : position + length]
        position += length
    assert position == len(data)
    toc = chunks.pop(b"TOC ")
    listed = [toc[i : i + 4] for i in range(0, len(toc), 8)]
    assert listed == list(chunks)  # the table of contents names every chunk, in order
    assert set(chunks) == set(ICNS_TYPES)
    for kind, payload in chunks.items():
        side = ICNS_TYPES[kind]
        assert png_size(payload) == (side, side), kind


def test_the_app_finds_its_icon_in_the_source_checkout() -> None:
    from ninetka_desktop.resources_path import icon_path

    path = icon_path()
    assert path == ROOT / "resources" / "icons" / "ninetka.svg"
